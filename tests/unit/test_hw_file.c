/* SPDX-License-Identifier: MIT */
/*
 * The machine description reader (src/sim/hwfile.c, include/acpilint/hw.h):
 * a whole file read back field by field; each class of defect refused with
 * its file and line; the bounds of AL_BUDGET_HW_FILE_*; the frame lookup
 * and QEMU virt's built-in description.
 */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "acpilint/budget.h"
#include "acpilint/hw.h"
#include "acpilint/sim.h"

static const char server[] =
    "# a 2-socket GICv3 server\n"                                       /* 1 */
    "gic: 3\n"                                                          /* 2 */
    "gicd: {base: 0x100100000000, size: 0x10000}\n"                    /* 3 */
    "gicr:\n"                                                           /* 4 */
    "  - {base: 0x100100140000, size: 0x80000}\n"                      /* 5 */
    "  - {base: 0x200100140000, size: 0x80000}\n"                      /* 6 */
    "its: [{base: 0x100100040000, size: 0x20000}, {base: 0x200100040000, size: 0x20000}]\n"
    "other: {base: 0x80000000, size: 0x80000000}\n"                    /* 8 */
    "mpidrs: [0x0, 0x1, 0x100, 0x101,\n"                                /* 9 */
    "         0x10000, 0x10001, 0x10100, 0x10101]\n"                    /* 10 */
    "boot_mpidr: 0x100\n"                                               /* 11 */
    "psci: [smc, hvc]\n"                                                /* 12 */
    "parking: none\n"                                                   /* 13 */
    "nr_cpus: 64\n";                                                    /* 14 */

static int parse(struct al_hw_desc *d, const char *text, char *err, size_t size)
{
    return al_hw_parse(d, "m.yaml", text, strlen(text), err, size);
}

static void h01_whole_file(void **state)
{
    (void)state;
    struct al_hw_desc d;
    char err[512] = "";
    assert_int_equal(parse(&d, server, err, sizeof(err)), 0);
    assert_int_equal(d.gic, 3);
    assert_int_equal(d.frame_count, 6);
    assert_int_equal(d.frames[0].kind, AL_HW_GICD);
    assert_int_equal(d.frames[0].base, 0x100100000000ULL);
    assert_int_equal(d.frames[0].line, 3);
    assert_int_equal(d.frames[2].kind, AL_HW_GICR);
    assert_int_equal(d.frames[2].base, 0x200100140000ULL);
    assert_int_equal(d.frames[2].line, 6);
    assert_int_equal(d.frames[4].kind, AL_HW_ITS);
    assert_int_equal(d.frames[5].kind, AL_HW_OTHER);
    assert_int_equal(d.mpidr_count, 8);
    assert_int_equal(d.mpidrs[4], 0x10000);
    assert_true(d.has_boot_mpidr);
    assert_int_equal(d.boot_mpidr, 0x100);
    assert_true(d.has_psci);
    assert_int_equal(d.psci, AL_HW_PSCI_SMC | AL_HW_PSCI_HVC);
    assert_true(d.has_parking && d.parking_absent);
    assert_int_equal(d.nr_cpus, 64);
    al_hw_free(&d);

    /* Every key optional: a file with only the cores says nothing else. */
    assert_int_equal(parse(&d, "mpidrs: 0x0\n", err, sizeof(err)), 0);
    assert_int_equal(d.mpidr_count, 1);
    assert_int_equal(d.gic, 0);
    assert_int_equal(d.frame_count, 0);
    assert_false(d.has_psci || d.has_parking || d.has_boot_mpidr);
    al_hw_free(&d);
    assert_int_equal(parse(&d, "psci: none\nnr_cpus: 8\n", err, sizeof(err)), 0);
    assert_true(d.has_psci);
    assert_int_equal(d.psci, 0);
    al_hw_free(&d);
}

/* Each defect: its message starts "m.yaml:LINE: " and says what is wrong. */
static void expect_error(const char *text, const char *where_what)
{
    struct al_hw_desc d;
    char err[512] = "";
    if (parse(&d, text, err, sizeof(err)) == 0)
        fail_msg("accepted: %s", text);
    if (strncmp(err, where_what, strlen(where_what)) != 0 && !strstr(err, where_what))
        fail_msg("error '%s' does not say '%s'", err, where_what);
    assert_null(d.frames);
    assert_null(d.mpidrs);
}

static void h02_errors_with_lines(void **state)
{
    (void)state;
    /* unknown key */
    expect_error("gic: 3\ncolour: blue\n", "m.yaml:2: machine description: unknown key 'colour'");
    expect_error("gicd: {base: 0x0, size: 0x10000, flags: 1}\n",
                 "m.yaml:1: gicd frame: unknown key 'flags'");
    /* wrong type */
    expect_error("gic: 3\nnr_cpus: [4]\n", "m.yaml:2: nr_cpus must be a number");
    expect_error("gicd: 0x08000000\n", "m.yaml:1: gicd: a frame is a mapping");
    expect_error("gic: 3\nparking: [none]\n", "m.yaml:2: parking must be firmware or none");
    expect_error("- gic\n", "m.yaml:1: a machine description is a mapping");
    /* bad number, bad value */
    expect_error("mpidrs:\n  - 0x0\n  - 0x1g\n", "m.yaml:3: mpidrs: '0x1g' is not a number");
    expect_error("mpidrs: [0x0, 010]\n", "m.yaml:1: mpidrs: '010' is not a number");
    expect_error("nr_cpus: -4\n", "m.yaml:1: nr_cpus: '-4' is not a number");
    expect_error("gic: 3\ngic: 2\n", "key 'gic' given twice");
    expect_error("gic: 4\n", "m.yaml:1: gic: 4 is not 2 or 3");
    expect_error("nr_cpus: 4097\n", "m.yaml:1: nr_cpus: 4097 is more than 4096");
    expect_error("psci: smd\n", "m.yaml:1: psci: 'smd' is not smc, hvc or none");
    expect_error("psci: [smc, none]\n", "m.yaml:1: psci: none together with a conduit");
    /* frames: size, wrap, GICR frames, overlap, GICv2 with GICv3 frames */
    expect_error("gicd:\n  base: 0x0\n", "m.yaml:2: gicd frame: both base and size are needed");
    expect_error("its: {base: 0x0, size: 0}\n", "m.yaml:1: its frame: size is 0");
    expect_error("gicd: {base: 0xfffffffffffff000, size: 0x2000}\n", "runs past 2^64");
    expect_error("gicr: {base: 0x0, size: 0x30000}\n", "not a whole number of 128 KiB");
    expect_error("gicd: {base: 0x8000000, size: 0x10000}\n"
                 "gicv2m: [{base: 0x9000000, size: 0x1000},\n"
                 "         {base: 0x800f000, size: 0x1000}]\n",
                 "m.yaml:3: gicv2m frame 0x800f000-0x800ffff overlaps the gicd frame "
                 "0x8000000-0x800ffff of line 1");
    expect_error("gic: 2\ngicd: {base: 0x0, size: 0x10000}\n"
                 "gicr: {base: 0x100000, size: 0x20000}\n",
                 "m.yaml:3: a GICv2 has no gicr frame");
    /* cores */
    expect_error("mpidrs: [0x0, 0x100, 0x80000100]\n",
                 "m.yaml:1: mpidrs: 0x80000100 is listed twice");
    expect_error("mpidrs: []\n", "m.yaml:1: mpidrs: an empty list");
    expect_error("mpidrs: [0x0]\nboot_mpidr: 0x1\n",
                 "m.yaml:2: boot_mpidr 0x1 is not one of mpidrs");
    /* YAML itself */
    expect_error("gic: 3\n  bad: [\n", "m.yaml:2: YAML error");
    expect_error("", "m.yaml: an empty machine description");
}

/* The bounds: depth, aliases, nodes, size. */
static void h03_bounds(void **state)
{
    (void)state;
    expect_error("gicr: [[{base: 0, size: 0x20000}]]\n", "m.yaml:1: nested deeper than 3 levels");
    expect_error("a: &x [1, 2]\nb: *x\n", "m.yaml:2: YAML aliases are not allowed");
    /* 20,000 MPIDRs: past the node limit before any is parsed */
    size_t n = 20000, cap = n * 10 + 32, len = 0;
    char *big = malloc(cap);
    assert_non_null(big);
    len += (size_t)snprintf(big + len, cap - len, "mpidrs: [");
    for (size_t i = 0; i < n; i++)
        len += (size_t)snprintf(big + len, cap - len, "%s%zu", i ? "," : "", i);
    snprintf(big + len, cap - len, "]\n");
    expect_error(big, "more than 16384 YAML nodes");
    free(big);
    /* a text larger than the limit is refused before libyaml sees it */
    char *huge = malloc(AL_BUDGET_HW_FILE_BYTES + 2);
    assert_non_null(huge);
    memset(huge, '#', AL_BUDGET_HW_FILE_BYTES + 1);
    huge[AL_BUDGET_HW_FILE_BYTES + 1] = '\0';
    expect_error(huge, "m.yaml: larger than 1048576 bytes");
    free(huge);
}

/* al_hw_lookup(): frame starts, inside a frame, GICR frames and their index, no device. */
static void h04_lookup_and_qemu_virt(void **state)
{
    (void)state;
    struct al_hw_desc d;
    char err[512];
    assert_int_equal(parse(&d, server, err, sizeof(err)), 0);
    unsigned idx = 99, frames = 0;
    assert_int_equal(al_hw_lookup(d.frames, d.frame_count, 0x100100000000ULL, NULL, NULL),
                     AL_HW_GICD);
    assert_int_equal(al_hw_lookup(d.frames, d.frame_count, 0x100100000100ULL, NULL, NULL),
                     AL_HW_OTHER);
    assert_int_equal(al_hw_lookup(d.frames, d.frame_count, 0x200100160000ULL, &idx, &frames),
                     AL_HW_GICR);
    assert_int_equal(idx, 1);
    assert_int_equal(frames, 4);
    assert_int_equal(al_hw_lookup(d.frames, d.frame_count, 0x200100150000ULL, NULL, NULL),
                     AL_HW_OTHER);
    assert_int_equal(al_hw_lookup(d.frames, d.frame_count, 0x90000000ULL, NULL, NULL),
                     AL_HW_OTHER);
    assert_int_equal(al_hw_lookup(d.frames, d.frame_count, 0x300000000000ULL, NULL, NULL),
                     AL_HW_NONE);
    al_hw_free(&d);

    /* QEMU virt: GICv3 with 8 CPUs, then GICv2 */
    memset(&d, 0, sizeof(d));
    assert_int_equal(al_hw_qemu_virt(&d, 3, 8), 0);
    assert_int_equal(al_hw_lookup(d.frames, d.frame_count, 0x08000000, NULL, NULL), AL_HW_GICD);
    assert_int_equal(al_hw_lookup(d.frames, d.frame_count, 0x08080000, NULL, NULL), AL_HW_ITS);
    assert_int_equal(al_hw_lookup(d.frames, d.frame_count, 0x080a0000 + 7 * 0x20000, &idx,
                                  &frames), AL_HW_GICR);
    assert_int_equal(idx, 7);
    assert_int_equal(frames, 8);
    assert_int_equal(al_hw_lookup(d.frames, d.frame_count, 0x08010000, NULL, NULL), AL_HW_NONE);
    assert_int_equal(al_hw_lookup(d.frames, d.frame_count, 0x09000000, NULL, NULL), AL_HW_OTHER);
    assert_int_equal(al_hw_qemu_virt(&d, 2, 8), 0);
    assert_int_equal(al_hw_lookup(d.frames, d.frame_count, 0x08010000, NULL, NULL), AL_HW_GICC);
    assert_int_equal(al_hw_lookup(d.frames, d.frame_count, 0x08020000, NULL, NULL), AL_HW_V2M);
    assert_int_equal(al_hw_lookup(d.frames, d.frame_count, 0x080a0000, NULL, NULL), AL_HW_NONE);
    al_hw_free(&d);
}

/* al_hw_load(): a missing file and a non-regular one are refused, not waited for. */
static void h05_load(void **state)
{
    (void)state;
    struct al_hw_desc d;
    char err[512];
    assert_int_equal(al_hw_load(&d, "/nonexistent/m.yaml", err, sizeof(err)), -1);
    assert_non_null(strstr(err, "/nonexistent/m.yaml: cannot open"));
    assert_int_equal(al_hw_load(&d, "/dev/zero", err, sizeof(err)), -1);
    assert_string_equal(err, "/dev/zero: not a regular file");
    char path[] = "/tmp/acpilint-hw-XXXXXX";
    int fd = mkstemp(path);
    assert_true(fd >= 0);
    FILE *f = fdopen(fd, "w");
    assert_non_null(f);
    fputs(server, f);
    fclose(f);
    assert_int_equal(al_hw_load(&d, path, err, sizeof(err)), 0);
    assert_int_equal(d.mpidr_count, 8);
    al_hw_free(&d);
    remove(path);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(h01_whole_file),
        cmocka_unit_test(h02_errors_with_lines),
        cmocka_unit_test(h03_bounds),
        cmocka_unit_test(h04_lookup_and_qemu_virt),
        cmocka_unit_test(h05_load),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
