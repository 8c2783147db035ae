/* SPDX-License-Identifier: MIT */
/*
 * Heap tuning for runs over a big input.  Each 4 KiB page a run touches for
 * the first time costs a page fault, and in a virtual machine a fault costs
 * more than parsing the page (about 15 us measured on the bench machine:
 * the 150 pages of one Altra run were a fifth of it).  al_heap_tune() asks
 * once per process for the main heap to grow in 8 MiB steps and to be
 * backed by transparent huge pages (one fault per 2 MiB), where the C
 * library and the kernel offer that; elsewhere it does nothing.
 */
#ifndef ACPILINT_HEAP_H
#define ACPILINT_HEAP_H

/* Idempotent and thread safe; advice only (the kernel may refuse huge pages). */
void al_heap_tune(void);

#endif
