/* SPDX-License-Identifier: MIT */
/*
 * Scenario fixture for the boot simulator tests: a small, valid arm64
 * machine built in memory (FADT 5.1 with PSCI/SMC, MADT with four enabled
 * GICCs sharing one CPU interface base and one GICD, GTDT with PPI
 * timers), which each scenario edits a little before running the
 * simulator.  Header-only (static inline) so each test file can use it.
 */
#ifndef ACPILINT_SIM_FIXTURE_H
#define ACPILINT_SIM_FIXTURE_H

#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <cmocka.h>

#include "acpilint/sim.h"
#include "acpilint/tableset.h"
#include "testutil.h"

/* The kernel model a test file checks: #define FX_KERNEL "6.12" before including this file. */
#ifndef FX_KERNEL
#error "define FX_KERNEL (the kernel model under test) before including sim_fixture.h"
#endif

#define FX_GICC_BASE 0x2c000000ULL
#define FX_GICD_BASE 0x2f000000ULL
#define FX_MAX_EXTRA 4

struct fx {
    uint8_t fadt[300];
    size_t fadt_len;
    bool has_fadt;
    uint8_t madt[2048];
    size_t madt_len; /* bytes built; header Length too unless madt_length_override */
    uint32_t madt_length_override;
    bool has_madt;
    uint8_t gtdt[320]; /* room for platform timers (test_sim_k6_platform_timers) */
    size_t gtdt_len;
    bool has_gtdt;
    uint8_t extra[FX_MAX_EXTRA][256]; /* extra tables, added as they are */
    size_t extra_len[FX_MAX_EXTRA];
    bool extra_fix_checksum[FX_MAX_EXTRA];
    unsigned extra_count;
    bool fadt_bad_checksum;
    /* The input is not the whole firmware: a table it lacks is unknown, not absent. */
    bool partial;
    const uint8_t *big; /* one more table of any size (a PPTT), added as it is, last */
    size_t big_len;
    struct al_sim_options opt;
    struct al_tableset ts;
    struct al_sim_result r;
    int rc;
};

static inline void fx_madt_header(struct fx *f)
{
    memset(f->madt, 0, sizeof(f->madt));
    tu_put_header(f->madt, "APIC", 44, 5);
    f->madt_len = 44;
    f->has_madt = true;
}

/* A 76-byte ACPI 5.1 GICC (type 0xB). */
static inline size_t fx_add_gicc(struct fx *f, uint64_t mpidr, uint32_t flags, uint64_t base)
{
    size_t o = f->madt_len;
    uint8_t *p = f->madt + o;
    memset(p, 0, 76);
    p[0] = 0x0B;
    p[1] = 76;
    tu_put_u32(p, 4, (uint32_t)((o - 44) / 76));
    tu_put_u32(p, 8, (uint32_t)((o - 44) / 76));
    tu_put_u32(p, 12, flags);
    tu_put_u64(p, 32, base);
    tu_put_u64(p, 68, mpidr);
    f->madt_len += 76;
    return o;
}

static inline size_t fx_add_gicd(struct fx *f, uint64_t base, uint8_t version)
{
    size_t o = f->madt_len;
    uint8_t *p = f->madt + o;
    memset(p, 0, 24);
    p[0] = 0x0C;
    p[1] = 24;
    tu_put_u64(p, 8, base);
    p[20] = version;
    f->madt_len += 24;
    return o;
}

/* A GICR structure (type 0xE): one region of redistributor frames. */
static inline size_t fx_add_gicr(struct fx *f, uint64_t base, uint32_t length)
{
    size_t o = f->madt_len;
    uint8_t *p = f->madt + o;
    memset(p, 0, 16);
    p[0] = 0x0E;
    p[1] = 16;
    tu_put_u64(p, 4, base);
    tu_put_u32(p, 12, length);
    f->madt_len += 16;
    return o;
}

/* A GIC ITS structure (type 0xF). */
static inline size_t fx_add_its(struct fx *f, uint32_t id, uint64_t base)
{
    size_t o = f->madt_len;
    uint8_t *p = f->madt + o;
    memset(p, 0, 20);
    p[0] = 0x0F;
    p[1] = 20;
    tu_put_u32(p, 4, id);
    tu_put_u64(p, 8, base);
    f->madt_len += 20;
    return o;
}

/* QEMU virt's GICv3 machine: n CPUs 0x0.., GICD v3, one GICR region, one ITS. */
static inline void fx_qemu_v3(struct fx *f, unsigned n)
{
    fx_madt_header(f);
    for (unsigned i = 0; i < n; i++)
        fx_add_gicc(f, i, 1, 0);
    fx_add_gicd(f, 0x08000000, 3);
    fx_add_gicr(f, 0x080a0000, n * 0x20000u);
    fx_add_its(f, 0, 0x08080000);
}

static inline void fx_add_raw(struct fx *f, const uint8_t *bytes, size_t n)
{
    memcpy(f->madt + f->madt_len, bytes, n);
    f->madt_len += n;
}

/* FADT of revision major.minor and the given ARM_BOOT_ARCH; length by revision. */
static inline void fx_fadt(struct fx *f, uint8_t major, uint8_t minor, uint16_t arm_boot_arch)
{
    memset(f->fadt, 0, sizeof(f->fadt));
    f->fadt_len = major >= 6 ? 276 : major == 5 ? 268 : major >= 3 ? 244 : 116;
    tu_put_header(f->fadt, "FACP", (uint32_t)f->fadt_len, major);
    tu_put_u32(f->fadt, 112, 1u << 20); /* HW_REDUCED_ACPI */
    if (f->fadt_len >= 132) {
        tu_put_u16(f->fadt, 129, arm_boot_arch);
        f->fadt[131] = minor;
    }
    f->has_fadt = true;
}

static inline void fx_gtdt(struct fx *f, uint32_t sec, uint32_t ns, uint32_t virt, uint32_t el2)
{
    memset(f->gtdt, 0, sizeof(f->gtdt));
    f->gtdt_len = 96;
    tu_put_header(f->gtdt, "GTDT", 96, 2);
    tu_put_u32(f->gtdt, 48, sec);
    tu_put_u32(f->gtdt, 56, ns);
    tu_put_u32(f->gtdt, 64, virt);
    tu_put_u32(f->gtdt, 72, el2);
    tu_put_u32(f->gtdt, 92, 96);
    f->has_gtdt = true;
}

/* The baseline machine: 4 CPUs 0x0, 0x1, 0x100, 0x101, GICv2, PSCI over SMC. */
static inline void fx_init(struct fx *f)
{
    memset(f, 0, sizeof(*f));
    fx_fadt(f, 5, 1, 1);
    fx_madt_header(f);
    fx_add_gicc(f, 0x0, 1, FX_GICC_BASE);
    fx_add_gicc(f, 0x1, 1, FX_GICC_BASE);
    fx_add_gicc(f, 0x100, 1, FX_GICC_BASE);
    fx_add_gicc(f, 0x101, 1, FX_GICC_BASE);
    fx_add_gicd(f, FX_GICD_BASE, 0);
    fx_gtdt(f, 29, 30, 27, 26);
    al_sim_options_default(&f->opt);
    f->opt.kernel = FX_KERNEL;
}

/* An extra table (RSDP, XSDT, SPCR, second MADT ...) added after the others. */
static inline uint8_t *fx_extra(struct fx *f, size_t len, bool fix_checksum)
{
    unsigned i = f->extra_count++;
    memset(f->extra[i], 0, sizeof(f->extra[i]));
    f->extra_len[i] = len;
    f->extra_fix_checksum[i] = fix_checksum;
    return f->extra[i];
}

static inline void fx_add(struct al_tableset *ts, const uint8_t *b, size_t n)
{
    struct al_source src;
    memset(&src, 0, sizeof(src));
    src.file = "fixture";
    assert_non_null(al_tableset_add(ts, b, n, NULL, &src));
}

/* Builds the table set and runs the simulator; the result stays in f. */
static inline int fx_run(struct fx *f)
{
    al_tableset_init(&f->ts);
    /* The fixture describes a whole machine: what it leaves out, the firmware lacks. */
    f->ts.assume_complete = !f->partial;
    if (f->has_fadt) {
        tu_fix_checksum(f->fadt, f->fadt_len);
        if (f->fadt_bad_checksum)
            f->fadt[9] ^= 0x55;
        fx_add(&f->ts, f->fadt, f->fadt_len);
    }
    if (f->has_madt) {
        tu_put_u32(f->madt, 4,
                   f->madt_length_override ? f->madt_length_override : (uint32_t)f->madt_len);
        tu_fix_checksum(f->madt, f->madt_len);
        fx_add(&f->ts, f->madt, f->madt_len);
    }
    if (f->has_gtdt) {
        tu_fix_checksum(f->gtdt, f->gtdt_len);
        fx_add(&f->ts, f->gtdt, f->gtdt_len);
    }
    for (unsigned i = 0; i < f->extra_count; i++) {
        if (f->extra_fix_checksum[i])
            tu_fix_checksum(f->extra[i], f->extra_len[i]);
        fx_add(&f->ts, f->extra[i], f->extra_len[i]);
    }
    if (f->big)
        fx_add(&f->ts, f->big, f->big_len);
    f->rc = al_sim_run(&f->ts, &f->opt, &f->r);
    return f->rc;
}

static inline void fx_free(struct fx *f)
{
    al_sim_result_free(&f->r);
    al_tableset_free(&f->ts);
}

/* The kernel log lines, in order. */
static inline size_t fx_log(const struct fx *f, const char **out, size_t max)
{
    size_t n = 0;
    for (size_t i = 0; i < f->r.event_count; i++)
        if (f->r.events[i].log) {
            if (n < max)
                out[n] = f->r.events[i].log;
            n++;
        }
    return n;
}

/* Whether the kernel log holds this exact line. */
static inline bool fx_log_has(const struct fx *f, const char *line)
{
    const char *got[96];
    size_t n = fx_log(f, got, 96);
    for (size_t i = 0; i < n && i < 96; i++)
        if (strcmp(got[i], line) == 0)
            return true;
    return false;
}

/* The 6.x models, oldest first: a scenario runs on each (ki 0: 6.1, ki 1: 6.12). */
static const char *const fx_kernels_6x[] = {"6.1", "6.12"};
#define FX_EACH_6X for (size_t ki = 0; ki < 2; ki++)

/* Asserts that the log is exactly the NULL-terminated list of lines. */
static inline void fx_expect_log(const struct fx *f, ...)
{
    const char *got[64];
    size_t n = fx_log(f, got, 64);
    va_list ap;
    va_start(ap, f);
    size_t i = 0;
    for (const char *want = va_arg(ap, const char *); want; want = va_arg(ap, const char *)) {
        if (i >= n)
            fail_msg("log line %zu missing, wanted \"%s\"", i, want);
        assert_string_equal(got[i], want);
        i++;
    }
    va_end(ap);
    if (i != n)
        fail_msg("unexpected extra log line %zu: \"%s\"", i, got[i]);
}

static inline unsigned fx_findings(const struct fx *f, const char *rule)
{
    unsigned n = 0;
    for (size_t i = 0; i < f->ts.findings.count; i++)
        if (strcmp(f->ts.findings.items[i].rule, rule) == 0)
            n++;
    return n;
}

/* Number of sim.* findings in total. */
static inline unsigned fx_sim_findings(const struct fx *f)
{
    unsigned n = 0;
    for (size_t i = 0; i < f->ts.findings.count; i++)
        if (strncmp(f->ts.findings.items[i].rule, "sim.", 4) == 0)
            n++;
    return n;
}

static inline void fx_expect_map(const struct fx *f, size_t n, ...)
{
    assert_int_equal(f->r.logical_count, n);
    va_list ap;
    va_start(ap, n);
    for (size_t i = 0; i < n; i++) {
        uint64_t want = va_arg(ap, uint64_t);
        assert_int_equal(f->r.logical_map[i].cpu, i);
        assert_int_equal(f->r.logical_map[i].mpidr, want);
    }
    va_end(ap);
}

#endif

#ifndef ACPILINT_SIM_FIXTURE_JSON
#define ACPILINT_SIM_FIXTURE_JSON
#include <stdlib.h>
#include "acpilint/json.h"

/* Asserts that the "simulation" JSON value contains `needle` (e.g. "\"acpi\": \"enabled\""). */
static inline void fx_json_has(const struct fx *f, const char *needle)
{
    char *buf = NULL;
    size_t len = 0;
    FILE *m = open_memstream(&buf, &len);
    assert_non_null(m);
    struct al_json j;
    al_json_init(&j, m);
    al_sim_write_json(&j, &f->r);
    fclose(m);
    if (!strstr(buf, needle)) {
        fprintf(stderr, "%s\n", buf);
        free(buf);
        fail_msg("simulation JSON lacks %s", needle);
    }
    free(buf);
}

/* The common JSON verdict: acpi, boot_path, psci. */
static inline void fx_expect_verdict(const struct fx *f, const char *acpi, const char *path,
                                     const char *psci)
{
    char s[96];
    snprintf(s, sizeof(s), "\"acpi\": \"%s\"", acpi);
    fx_json_has(f, s);
    snprintf(s, sizeof(s), "\"boot_path\": \"%s\"", path);
    fx_json_has(f, s);
    snprintf(s, sizeof(s), "\"psci\": \"%s\"", psci);
    fx_json_has(f, s);
}
#endif
