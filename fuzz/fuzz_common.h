/* SPDX-License-Identifier: MIT */
/* What the fuzz targets share.  Not installed; only the fuzz targets include it. */
#ifndef ACPILINT_FUZZ_COMMON_H
#define ACPILINT_FUZZ_COMMON_H

#include <stdio.h>
#include <stdlib.h>

/*
 * Reports are written for real (the writers are fuzzed too) but to
 * /dev/null, opened once: a run is thousands of inputs a second.
 */
static inline FILE *fuzz_devnull(const char *target)
{
    static FILE *f;
    if (!f && !(f = fopen("/dev/null", "w"))) {
        fprintf(stderr, "%s: /dev/null: cannot open\n", target);
        abort();
    }
    return f;
}

#endif
