/* SPDX-License-Identifier: MIT */
#include "acpilint/heap.h"

#include <stdatomic.h>
#include <stdint.h>
#include <stdlib.h>

#if defined(__GLIBC__) && defined(__linux__)
#include <malloc.h>
#include <sys/mman.h>
#include <unistd.h>
#endif

#if defined(__GLIBC__) && defined(__linux__)
static void *volatile heap_head; /* see below; kept for the life of the process */
#endif

void al_heap_tune(void)
{
    static atomic_flag done = ATOMIC_FLAG_INIT;
    if (atomic_flag_test_and_set(&done))
        return;
#if defined(__GLIBC__) && defined(__linux__) && defined(MADV_HUGEPAGE) && defined(M_TOP_PAD)
    const uintptr_t huge = (uintptr_t)2 << 20, pad = (uintptr_t)8 << 20;
    /*
     * Buffers up to 32 MiB (tables, the namespace) come from the main heap
     * rather than each from its own mapping, and the heap grows by 8 MiB:
     * one range that can be advised once.
     */
    if (!mallopt(M_MMAP_THRESHOLD, 32 << 20) || !mallopt(M_TOP_PAD, (int)pad))
        return;
    char *before = sbrk(0);
    /* More than the heap's top holds, so it grows by the pad (volatile: not optimised away). */
    void *volatile grow = malloc(256 << 10);
    char *after = sbrk(0);
    free(grow);
    if (before == (void *)-1 || after == (void *)-1 || after <= before)
        return;
    uintptr_t lo = ((uintptr_t)before + huge - 1) & ~(huge - 1);
    uintptr_t hi = (uintptr_t)after & ~(huge - 1);
    if (hi <= lo || madvise((void *)lo, hi - lo, MADV_HUGEPAGE) != 0)
        return;
    /*
     * Only whole aligned 2 MiB can be huge pages, and the heap hands out its
     * top from the bottom up: a block that is never freed and never written
     * covers the head below the first boundary, so what the run allocates
     * next lands in huge pages.  It holds no memory (its pages are never
     * touched), only addresses.
     */
    char *volatile top = malloc(256 << 10); /* from the heap's top, where the next allocations go */
    if (!top)
        return;
    uintptr_t gap = lo - (uintptr_t)top;
    free(top);
    if (gap > 4096 && gap < 2 * huge)
        heap_head = malloc(gap - 64);
#endif
}
