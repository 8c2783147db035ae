/* SPDX-License-Identifier: MIT */
/*
 * Boot simulator scenarios, part 1: the acpi= early parameter and the
 * device-tree heuristic (seeds 003 and 010).  Every assertion cites the
 * seed line that justifies it.
 */
#define FX_KERNEL "4.1" /* the seed series, pinned */
#include "sim_fixture.h"

#define U(x) ((uint64_t)(x))

/* S01: the baseline machine, no option, the EFI stub's DT: ACPI boots. */
static void s01_default_boots_acpi(void **state)
{
    (void)state;
    struct fx f;
    fx_init(&f);
    assert_int_equal(fx_run(&f), 0);
    /* seed 003 lines 406-410: DT empty, no acpi=off -> enable_acpi() */
    fx_expect_verdict(&f, "enabled", "acpi", "smc");
    fx_expect_log(&f, "psci: probing for conduit method from ACPI.", /* psci.c of 4.1 */
                  "ACPI: 4 CPUs enabled, 4 CPUs total",              /* seed 004 line 228 */
                  "ACPI: Using GIC for interrupt routing",           /* seed 006 line 124 */
                  NULL);
    fx_json_has(&f, "\"enabled\": 4");
    fx_json_has(&f, "\"total\": 4");
    fx_json_has(&f, "\"dt\": \"stub\"");
    fx_json_has(&f, "\"nr_cpus\": 64");
    fx_expect_map(&f, 4, U(0), U(1), U(0x100), U(0x101)); /* seed 004 line 172 */
    assert_true(f.r.gic_ok);                               /* seed 007 lines 362-364 */
    assert_int_equal(f.r.dist_base, FX_GICD_BASE);
    assert_int_equal(f.r.cpu_base, FX_GICC_BASE);
    assert_int_equal(fx_sim_findings(&f), 1); /* the RSDP assumption (info) */
    assert_int_equal(fx_findings(&f, "sim.rsdp-assumed"), 1);
    fx_free(&f);
}

/* S02: acpi=off with the stub DT: the DT path with nothing in it. */
static void s02_acpi_off_stub(void **state)
{
    (void)state;
    struct fx f;
    fx_init(&f);
    f.opt.cmdline = "console=ttyAMA0 acpi=off";
    fx_run(&f);
    /* seed 003 lines 406-408: param_acpi_off returns before enable_acpi() */
    fx_expect_verdict(&f, "disabled", "dt", "unknown");
    fx_json_has(&f, "\"platform_description\": false");
    /* seed 007 lines 227-228 no ACPI GIC; arm64 init_IRQ() panics */
    fx_expect_log(&f, "Kernel panic - not syncing: No interrupt controller found.", NULL);
    assert_int_equal(fx_findings(&f, "sim.no-platform"), 1);
    fx_free(&f);
}

/* S03: acpi=off with a populated DT: a normal DT boot, nothing from ACPI. */
static void s03_acpi_off_populated(void **state)
{
    (void)state;
    struct fx f;
    fx_init(&f);
    f.opt.cmdline = "acpi=off";
    f.opt.dt = AL_DT_POPULATED;
    fx_run(&f);
    fx_expect_verdict(&f, "disabled", "dt", "unknown"); /* seed 003 line 406 */
    fx_json_has(&f, "\"platform_description\": true");
    fx_expect_log(&f, NULL);
    assert_int_equal(fx_sim_findings(&f), 0);
    fx_free(&f);
}

/* S04: no acpi= and a populated DT: the heuristic keeps the DT. */
static void s04_populated_dt_wins(void **state)
{
    (void)state;
    struct fx f;
    fx_init(&f);
    f.opt.dt = AL_DT_POPULATED;
    fx_run(&f);
    /* seed 003 lines 386-388, 406-408: of_scan_flat_dt() returns 1 */
    fx_expect_verdict(&f, "disabled", "dt", "unknown");
    fx_expect_log(&f, NULL);
    fx_free(&f);
}

/* S05: acpi=force beats a populated DT. */
static void s05_force_beats_populated_dt(void **state)
{
    (void)state;
    struct fx f;
    fx_init(&f);
    f.opt.cmdline = "acpi=force";
    f.opt.dt = AL_DT_POPULATED;
    fx_run(&f);
    /* seed 003 lines 369-370, 406-410 */
    fx_expect_verdict(&f, "enabled", "acpi", "smc");
    fx_expect_log(&f, "psci: probing for conduit method from ACPI.",
                  "ACPI: 4 CPUs enabled, 4 CPUs total", "ACPI: Using GIC for interrupt routing",
                  NULL);
    fx_free(&f);
}

/* S06: an unknown value is rejected by the early-param core and ignored. */
static void s06_invalid_value(void **state)
{
    (void)state;
    struct fx f;
    fx_init(&f);
    f.opt.cmdline = "acpi=on";
    f.opt.dt = AL_DT_POPULATED;
    fx_run(&f);
    /* seed 003 lines 371-372 "Core will print when we return error" (init/main.c) */
    fx_expect_log(&f, "Malformed early option 'acpi'", NULL);
    fx_expect_verdict(&f, "disabled", "dt", "unknown"); /* as if no acpi= at all */
    fx_free(&f);
}

/* S07: "acpi" without a value: parse_acpi(NULL) fails. */
static void s07_no_value(void **state)
{
    (void)state;
    struct fx f;
    fx_init(&f);
    f.opt.cmdline = "acpi";
    fx_run(&f);
    /* seed 003 lines 363-364 */
    fx_expect_log(&f, "Malformed early option 'acpi'", "psci: probing for conduit method from ACPI.",
                  "ACPI: 4 CPUs enabled, 4 CPUs total", "ACPI: Using GIC for interrupt routing",
                  NULL);
    fx_free(&f);
}

/* S08: acpi=strict is documented for x86 but rejected on arm64. */
static void s08_strict_rejected(void **state)
{
    (void)state;
    struct fx f;
    fx_init(&f);
    f.opt.cmdline = "acpi=strict";
    f.opt.dt = AL_DT_POPULATED;
    fx_run(&f);
    /* seed 003 line 315 and lines 367-372 */
    fx_expect_log(&f, "Malformed early option 'acpi'", NULL);
    fx_expect_verdict(&f, "disabled", "dt", "unknown");
    fx_free(&f);
}

/* S09: acpi=force then acpi=off: off stops ACPI, force stops the DT. */
static void s09_force_then_off(void **state)
{
    (void)state;
    struct fx f;
    fx_init(&f);
    f.opt.cmdline = "acpi=force acpi=off";
    fx_run(&f);
    /* seed 003 lines 367-370 set both flags; line 406 tests param_acpi_off first, but
     * seed 010 line 477 still sees param_acpi_force: neither ACPI nor DT */
    fx_expect_verdict(&f, "disabled", "none", "absent");
    assert_true(f.r.param_acpi_force && f.r.param_acpi_off);
    fx_expect_log(&f, "psci: is not implemented in ACPI.", /* acpi_gbl_FADT never loaded */
                  "ACPI: Error parsing GIC CPU interface entry", /* seed 004 line 215 */
                  "Kernel panic - not syncing: No interrupt controller found.", NULL);
    assert_int_equal(fx_findings(&f, "sim.no-platform"), 1);
    fx_free(&f);
}

/* S10: acpi=off then acpi=force with a populated DT: the DT is still skipped. */
static void s10_off_then_force(void **state)
{
    (void)state;
    struct fx f;
    fx_init(&f);
    f.opt.cmdline = "acpi=off acpi=force";
    f.opt.dt = AL_DT_POPULATED;
    fx_run(&f);
    /* order does not matter: seed 003 line 406 and seed 010 line 477, even with a
     * populated DT the kernel does not unflatten it */
    fx_expect_verdict(&f, "disabled", "none", "absent");
    fx_free(&f);
}

/* S11: a quoted value and several options: acpi="force" is force. */
static void s11_quoted_force(void **state)
{
    (void)state;
    struct fx f;
    fx_init(&f);
    f.opt.cmdline = "  root=/dev/vda acpi=\"force\"   earlycon ";
    f.opt.dt = AL_DT_POPULATED;
    fx_run(&f);
    /* kernel/params.c next_arg() strips the quotes; seed 003 line 369 */
    fx_expect_verdict(&f, "enabled", "acpi", "smc");
    fx_json_has(&f, "\"cmdline\": \"  root=/dev/vda acpi=\\\"force\\\"   earlycon \"");
    fx_free(&f);
}

/* S12: a bad value then a good one: the bad one is logged, the good one counts. */
static void s12_bad_then_off(void **state)
{
    (void)state;
    struct fx f;
    fx_init(&f);
    f.opt.cmdline = "acpi=rsdt acpi=off";
    fx_run(&f);
    /* seed 003 lines 366-372 */
    fx_expect_log(&f, "Malformed early option 'acpi'",
                  "Kernel panic - not syncing: No interrupt controller found.", NULL);
    fx_expect_verdict(&f, "disabled", "dt", "unknown");
    fx_free(&f);
}

/* S13: no DT at all: the heuristic sees no depth-1 node and tries ACPI. */
static void s13_no_dt(void **state)
{
    (void)state;
    struct fx f;
    fx_init(&f);
    f.opt.dt = AL_DT_NONE;
    fx_run(&f);
    fx_expect_verdict(&f, "enabled", "acpi", "smc"); /* seed 003 lines 386-388, 406-410 */
    fx_json_has(&f, "\"dt\": \"none\"");
    fx_free(&f);
}

/* S14: acpi=force and an FADT older than 5.1: neither ACPI nor DT. */
static void s14_force_after_failed_init(void **state)
{
    (void)state;
    struct fx f;
    fx_init(&f);
    fx_fadt(&f, 5, 0, 1);
    f.opt.cmdline = "acpi=force";
    f.opt.dt = AL_DT_POPULATED;
    fx_run(&f);
    /* seed 004 lines 255-257 disable ACPI; seed 010 line 477 skips the DT */
    fx_expect_verdict(&f, "disabled", "none", "smc");
    fx_expect_log(&f, "ACPI: Unsupported FADT revision 5.0, should be 5.1+, will disable ACPI",
                  "psci: probing for conduit method from ACPI.", /* acpi_gbl_FADT still set */
                  "ACPI: Error parsing GIC CPU interface entry", /* seed 004 line 215, -ENODEV */
                  "Kernel panic - not syncing: No interrupt controller found.", NULL);
    assert_int_equal(fx_findings(&f, "sim.no-platform"), 1);
    assert_int_equal(fx_findings(&f, "sim.acpi-disabled"), 1);
    fx_free(&f);
}

/* S15: acpi=force and no FADT: "Can't find FADT", then no PSCI, then none. */
static void s15_force_no_fadt(void **state)
{
    (void)state;
    struct fx f;
    fx_init(&f);
    f.has_fadt = false;
    f.opt.cmdline = "acpi=force";
    fx_run(&f);
    /* seed 002 lines 239-243; seed 010 line 477 */
    fx_expect_verdict(&f, "disabled", "none", "absent");
    fx_expect_log(&f, "ACPI: Can't find FADT", "psci: is not implemented in ACPI.",
                  "ACPI: Error parsing GIC CPU interface entry",
                  "Kernel panic - not syncing: No interrupt controller found.", NULL);
    fx_free(&f);
}

/* S16: an unknown kernel model and NR_CPUS out of range are option errors. */
static void s16_bad_options(void **state)
{
    (void)state;
    struct fx f;
    fx_init(&f);
    f.opt.kernel = "4.2";
    assert_int_equal(fx_run(&f), -1);
    assert_non_null(strstr(f.r.error, "unknown kernel"));
    fx_free(&f);
    fx_init(&f);
    f.opt.nr_cpus = 5000;
    assert_int_equal(fx_run(&f), -1);
    fx_free(&f);
}

static size_t put_be32(uint8_t *p, size_t off, uint32_t v)
{
    p[off] = (uint8_t)(v >> 24);
    p[off + 1] = (uint8_t)(v >> 16);
    p[off + 2] = (uint8_t)(v >> 8);
    p[off + 3] = (uint8_t)v;
    return off + 4;
}

/* A minimal flattened device tree: a root holding the named empty nodes. */
static void write_dtb(const char *path, const char *const *nodes)
{
    uint8_t b[1024];
    memset(b, 0, sizeof(b));
    size_t o = 40 + 16; /* header, empty memory reservation block */
    size_t start = o;
    o = put_be32(b, o, 1); /* FDT_BEGIN_NODE "" (root) */
    o += 4;
    for (; *nodes; nodes++) {
        o = put_be32(b, o, 1);
        size_t len = strlen(*nodes);
        memcpy(b + o, *nodes, len);
        o += (len + 1 + 3) & ~(size_t)3;
        o = put_be32(b, o, 2); /* FDT_END_NODE */
    }
    o = put_be32(b, o, 2);
    o = put_be32(b, o, 9); /* FDT_END */
    put_be32(b, 0, 0xd00dfeed);
    put_be32(b, 4, (uint32_t)o);     /* totalsize */
    put_be32(b, 8, (uint32_t)start); /* off_dt_struct */
    put_be32(b, 12, (uint32_t)o);    /* off_dt_strings */
    put_be32(b, 16, 40);             /* off_mem_rsvmap */
    put_be32(b, 20, 17);             /* version */
    put_be32(b, 24, 16);             /* last_comp_version */
    put_be32(b, 32, 0);              /* size_dt_strings */
    put_be32(b, 36, (uint32_t)(o - start)); /* size_dt_struct */
    FILE *fp = fopen(path, "wb");
    assert_non_null(fp);
    fwrite(b, 1, o, fp);
    fclose(fp);
}

/* S17: a .dtb with only /chosen: ACPI (seed 003 lines 386-388). */
static void s17_dtb_chosen_only(void **state)
{
    (void)state;
    static const char *const nodes[] = {"chosen", NULL};
    write_dtb("sim_s17.dtb", nodes);
    struct fx f;
    fx_init(&f);
    f.opt.dt = AL_DT_FILE;
    f.opt.dt_file = "sim_s17.dtb";
    assert_int_equal(fx_run(&f), 0);
    fx_expect_verdict(&f, "enabled", "acpi", "smc");
    fx_json_has(&f, "\"dt_file\": \"sim_s17.dtb\"");
    fx_free(&f);
}

/* S18: a .dtb with /cpus: the DT describes the platform (seed 003 line 386). */
static void s18_dtb_populated(void **state)
{
    (void)state;
    static const char *const nodes[] = {"chosen", "cpus", NULL};
    write_dtb("sim_s18.dtb", nodes);
    struct fx f;
    fx_init(&f);
    f.opt.dt = AL_DT_FILE;
    f.opt.dt_file = "sim_s18.dtb";
    fx_run(&f);
    fx_expect_verdict(&f, "disabled", "dt", "unknown");
    fx_free(&f);
}

/* S19: "chosen@0" is not "chosen" for strcmp(): it counts as a platform node. */
static void s19_dtb_chosen_unit_address(void **state)
{
    (void)state;
    static const char *const nodes[] = {"chosen@0", NULL};
    write_dtb("sim_s19.dtb", nodes);
    struct fx f;
    fx_init(&f);
    f.opt.dt = AL_DT_FILE;
    f.opt.dt_file = "sim_s19.dtb";
    fx_run(&f);
    fx_expect_verdict(&f, "disabled", "dt", "unknown"); /* seed 003 line 386 strcmp() */
    fx_free(&f);
}

/* S20: an unreadable .dtb is an option error, not a boot decision. */
static void s20_dtb_unreadable(void **state)
{
    (void)state;
    struct fx f;
    fx_init(&f);
    f.opt.dt = AL_DT_FILE;
    f.opt.dt_file = "/nonexistent/board.dtb";
    assert_int_equal(fx_run(&f), -1);
    assert_true(f.r.error[0] != '\0');
    fx_free(&f);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(s01_default_boots_acpi),
        cmocka_unit_test(s02_acpi_off_stub),
        cmocka_unit_test(s03_acpi_off_populated),
        cmocka_unit_test(s04_populated_dt_wins),
        cmocka_unit_test(s05_force_beats_populated_dt),
        cmocka_unit_test(s06_invalid_value),
        cmocka_unit_test(s07_no_value),
        cmocka_unit_test(s08_strict_rejected),
        cmocka_unit_test(s09_force_then_off),
        cmocka_unit_test(s10_off_then_force),
        cmocka_unit_test(s11_quoted_force),
        cmocka_unit_test(s12_bad_then_off),
        cmocka_unit_test(s13_no_dt),
        cmocka_unit_test(s14_force_after_failed_init),
        cmocka_unit_test(s15_force_no_fadt),
        cmocka_unit_test(s16_bad_options),
        cmocka_unit_test(s17_dtb_chosen_only),
        cmocka_unit_test(s18_dtb_populated),
        cmocka_unit_test(s19_dtb_chosen_unit_address),
        cmocka_unit_test(s20_dtb_unreadable),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
