/* SPDX-License-Identifier: MIT */
/*
 * Boot simulator scenarios, part 4: GICv2 init (seed 007) and the GSI
 * model (seeds 006 and 011).
 */
#define FX_KERNEL "4.1" /* the seed series, pinned */
#include "sim_fixture.h"

#define U(x) ((uint64_t)(x))
#define PROBE "psci: probing for conduit method from ACPI."
#define CPUS4 "ACPI: 4 CPUs enabled, 4 CPUs total"
#define GIC_OK "ACPI: Using GIC for interrupt routing"
#define GIC_FAIL "ACPI: Failed to initialize GIC IRQ controller"
#define PANIC "Kernel panic - not syncing: No interrupt controller found."

/* S58: a good GIC: bases reported, model GIC (seed 007 lines 344-364, seed 011 line 732). */
static void s58_gic_ok(void **state)
{
    (void)state;
    struct fx f;
    fx_init(&f);
    fx_run(&f);
    fx_json_has(&f, "\"ok\": true");
    fx_json_has(&f, "\"version\": 2");
    fx_json_has(&f, "\"dist_base\": \"0x2f000000\"");
    fx_json_has(&f, "\"cpu_base\": \"0x2c000000\"");
    fx_json_has(&f, "\"irq_model\": \"GIC\"");
    fx_free(&f);
}

/* S59: one GICC with another CPU interface base: "No valid GICC entries exist". */
static void s59_cpu_base_differs(void **state)
{
    (void)state;
    struct fx f;
    fx_init(&f);
    tu_put_u64(f.madt, 44 + 3 * 76 + 32, FX_GICC_BASE + 0x10000);
    fx_run(&f);
    /* seed 007 lines 288-290 -> 323-325 -> 238-240; SMP (seed 004) is unaffected */
    fx_expect_log(&f, PROBE, CPUS4, "No valid GICC entries exist", GIC_FAIL, PANIC, NULL);
    fx_json_has(&f, "\"ok\": false");
    fx_json_has(&f, "\"irq_model\": null");
    assert_int_equal(fx_findings(&f, "sim.gic-init-failed"), 1);
    fx_free(&f);
}

/* S60: a disabled GICC is compared too (seed 007 lines 284-290 look at every GICC). */
static void s60_disabled_gicc_base_differs(void **state)
{
    (void)state;
    struct fx f;
    fx_init(&f);
    fx_add_gicc(&f, 0x200, 0, 0x0);
    fx_run(&f);
    fx_expect_log(&f, PROBE, "ACPI: 4 CPUs enabled, 5 CPUs total", "No valid GICC entries exist",
                  GIC_FAIL, PANIC, NULL);
    fx_free(&f);
}

/* S61: no GICD: "No valid GICD entries exist" (seed 007 lines 336-338). */
static void s61_no_gicd(void **state)
{
    (void)state;
    struct fx f;
    fx_init(&f);
    f.madt_len -= 24;
    fx_run(&f);
    fx_expect_log(&f, PROBE, CPUS4, "No valid GICD entries exist", GIC_FAIL, PANIC, NULL);
    fx_free(&f);
}

/* S62: two GICDs: "More than one GICD entry detected" (seed 007 lines 339-341). */
static void s62_two_gicds(void **state)
{
    (void)state;
    struct fx f;
    fx_init(&f);
    fx_add_gicd(&f, FX_GICD_BASE + 0x100000, 0);
    fx_run(&f);
    fx_expect_log(&f, PROBE, CPUS4, "More than one GICD entry detected", GIC_FAIL, PANIC, NULL);
    assert_int_equal(fx_findings(&f, "sim.gic-init-failed"), 1);
    fx_free(&f);
}

/* S63: a 16-byte GICD is BAD_MADT_ENTRY: the GICD walk fails (seed 007 lines 305-306). */
static void s63_short_gicd(void **state)
{
    (void)state;
    struct fx f;
    fx_init(&f);
    f.madt[f.madt_len - 24 + 1] = 16;
    f.madt_len -= 8;
    fx_run(&f);
    fx_expect_log(&f, PROBE, CPUS4, "No valid GICD entries exist", GIC_FAIL, PANIC, NULL);
    fx_free(&f);
}

/* S64: a GICD that says GICv3: 4.1 still runs the GICv2 code (seed 007 lines 199-207). */
static void s64_gicd_v3(void **state)
{
    (void)state;
    struct fx f;
    fx_init(&f);
    f.madt[f.madt_len - 24 + 20] = 3;
    fx_run(&f);
    fx_expect_log(&f, PROBE, CPUS4, GIC_OK, NULL);
    assert_int_equal(fx_findings(&f, "sim.gic-not-v2"), 1);
    fx_free(&f);
}

/* S65: GTDT timers are PPIs: all mappable, no finding (seed 006 lines 72-73). */
static void s65_gtdt_ppis(void **state)
{
    (void)state;
    struct fx f;
    fx_init(&f);
    fx_run(&f);
    assert_int_equal(f.r.gsi_count, 4);
    for (size_t i = 0; i < f.r.gsi_count; i++) {
        assert_true(f.r.gsis[i].mappable);
        assert_string_equal(f.r.gsis[i].kind, "PPI");
    }
    fx_json_has(&f, "\"field\": \"GTDT/Non-Secure EL1 Timer GSIV\"");
    assert_int_equal(fx_findings(&f, "sim.gsi-unmappable"), 0);
    fx_free(&f);
}

/* S66: a timer GSI that is an SPI: mappable, but not a per-CPU PPI. */
static void s66_timer_spi(void **state)
{
    (void)state;
    struct fx f;
    fx_init(&f);
    fx_gtdt(&f, 29, 40, 27, 26);
    fx_run(&f);
    fx_json_has(&f, "\"kind\": \"SPI\"");
    assert_int_equal(fx_findings(&f, "sim.gsi-unmappable"), 1);
    fx_free(&f);
}

/* S67: a GSI beyond 1019 and an SGI: outside the GICv2 model (seed 006 lines 63-74). */
static void s67_spcr_out_of_range(void **state)
{
    (void)state;
    struct fx f;
    fx_init(&f);
    fx_gtdt(&f, 0, 30, 5, 26);
    uint8_t *s = fx_extra(&f, 80, true);
    tu_put_header(s, "SPCR", 80, 2);
    s[52] = 0x08;
    tu_put_u32(s, 54, 1020);
    fx_run(&f);
    fx_json_has(&f, "\"kind\": \"out-of-range\"");
    fx_json_has(&f, "\"kind\": \"SGI\"");
    assert_int_equal(fx_findings(&f, "sim.gsi-unmappable"), 2);
    fx_free(&f);
}

/* S68: no GIC, no GSI model: no "Using GIC" line and no GSI checks. */
static void s68_no_gic_no_model(void **state)
{
    (void)state;
    struct fx f;
    fx_init(&f);
    fx_gtdt(&f, 0, 1020, 27, 26);
    f.madt_len -= 24;
    fx_run(&f);
    fx_expect_log(&f, PROBE, CPUS4, "No valid GICD entries exist", GIC_FAIL, PANIC, NULL);
    assert_int_equal(f.r.gsi_count, 0);
    assert_int_equal(fx_findings(&f, "sim.gsi-unmappable"), 0);
    fx_free(&f);
}

/* S69: the text trace names seeds and consequences and escapes control bytes. */
static void s69_text_trace(void **state)
{
    (void)state;
    struct fx f;
    fx_init(&f);
    f.opt.cmdline = "acpi=\x1b[31m";
    fx_run(&f);
    char *buf = NULL;
    size_t len = 0;
    FILE *m = open_memstream(&buf, &len);
    al_sim_print_text(m, &f.r);
    fclose(m);
    assert_non_null(strstr(buf, "seed 004"));
    assert_non_null(strstr(buf, "kernel: ACPI: 4 CPUs enabled, 4 CPUs total"));
    assert_non_null(strstr(buf, "\\x1b[31m"));
    assert_null(strchr(buf, '\x1b'));
    free(buf);
    fx_free(&f);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(s58_gic_ok),
        cmocka_unit_test(s59_cpu_base_differs),
        cmocka_unit_test(s60_disabled_gicc_base_differs),
        cmocka_unit_test(s61_no_gicd),
        cmocka_unit_test(s62_two_gicds),
        cmocka_unit_test(s63_short_gicd),
        cmocka_unit_test(s64_gicd_v3),
        cmocka_unit_test(s65_gtdt_ppis),
        cmocka_unit_test(s66_timer_spi),
        cmocka_unit_test(s67_spcr_out_of_range),
        cmocka_unit_test(s68_no_gic_no_model),
        cmocka_unit_test(s69_text_trace),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
