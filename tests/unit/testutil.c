/* SPDX-License-Identifier: MIT */
#include "testutil.h"

#include "acpilint/checks.h"
#include "acpilint/engine.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void tu_put_u16(uint8_t *buf, size_t off, uint16_t v)
{
    buf[off] = (uint8_t)v;
    buf[off + 1] = (uint8_t)(v >> 8);
}

void tu_put_u32(uint8_t *buf, size_t off, uint32_t v)
{
    for (int i = 0; i < 4; i++)
        buf[off + (size_t)i] = (uint8_t)(v >> (8 * i));
}

void tu_put_u64(uint8_t *buf, size_t off, uint64_t v)
{
    for (int i = 0; i < 8; i++)
        buf[off + (size_t)i] = (uint8_t)(v >> (8 * i));
}

void tu_fix_checksum(uint8_t *buf, size_t length)
{
    buf[9] = 0;
    unsigned sum = 0;
    for (size_t i = 0; i < length; i++)
        sum += buf[i];
    buf[9] = (uint8_t)(0x100 - (sum & 0xff));
}

void tu_put_header(uint8_t *buf, const char *sig, uint32_t length, uint8_t revision)
{
    memset(buf, 0, 36);
    memcpy(buf, sig, 4);
    tu_put_u32(buf, 4, length);
    buf[8] = revision;
    memcpy(buf + 10, "ACPILT", 6);
    memcpy(buf + 16, "TESTTBL ", 8);
    tu_put_u32(buf, 24, 1);
    memcpy(buf + 28, "ALNT", 4);
    tu_put_u32(buf, 32, 1);
}

const struct al_table *tu_load_real(struct al_tableset *ts, const char *path)
{
    static uint8_t buf[1 << 16];
    FILE *f = fopen(path, "rb");
    if (!f) {
        printf("skipping: %s not found (the shared corpus is not beside the checkout)\n", path);
        return NULL;
    }
    size_t n = fread(buf, 1, sizeof(buf), f);
    fclose(f);
    struct al_source src = {.file = path};
    return al_tableset_add(ts, buf, n, NULL, &src);
}

int tu_count_rule(const struct al_tableset *ts, const char *rule)
{
    int n = 0;
    for (size_t i = 0; i < ts->findings.count; i++)
        if (strcmp(ts->findings.items[i].rule, rule) == 0)
            n++;
    return n;
}

size_t tu_make_rsdp(uint8_t *buf)
{
    memset(buf, 0, 36);
    memcpy(buf, "RSD PTR ", 8);
    memcpy(buf + 9, "ACPILT", 6);
    buf[15] = 2;
    tu_put_u32(buf, 20, 36);
    tu_put_u64(buf, 24, 0x40001000);
    unsigned sum = 0;
    for (int i = 0; i < 20; i++)
        sum += buf[i];
    buf[8] = (uint8_t)(0x100 - (sum & 0xff));
    sum = 0;
    for (int i = 0; i < 36; i++)
        sum += buf[i];
    buf[32] = (uint8_t)(0x100 - (sum & 0xff));
    return 36;
}

struct al_table *tu_add_table(struct al_tableset *ts, const uint8_t *bytes, size_t n,
                              uint64_t address)
{
    struct al_source src = {.file = "t.txt", .line = 1, .data_line = 2};
    struct al_table *t = al_tableset_add(ts, bytes, n, NULL, &src);
    if (!t) {
        fprintf(stderr, "tu_add_table: out of memory\n");
        abort();
    }
    t->address = address;
    t->has_address = address != 0;
    return t;
}

struct al_tableset tu_ts;

void tu_add_built(uint8_t *buf, size_t len)
{
    tu_put_u32(buf, 4, (uint32_t)len);
    tu_fix_checksum(buf, len);
    tu_add_table(&tu_ts, buf, len, 0);
}

void tu_reset(void)
{
    al_tableset_free(&tu_ts);
    al_tableset_init(&tu_ts);
}

void tu_poke_apply(uint8_t *buf, const struct tu_poke *p)
{
    for (unsigned b = 0; b < p->width; b++)
        buf[p->at + b] = (uint8_t)(p->value >> (8 * b));
}

void tu_check_pokes(uint8_t *buf, size_t (*build)(void), const char *prefix,
                    const struct tu_poke *cases, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        tu_reset();
        size_t len = build();
        const struct tu_poke *c = &cases[i];
        tu_poke_apply(buf, c);
        tu_add_built(buf, len);
        assert_string_equal(tu_run_checks(prefix), c->want);
    }
}

void tu_add_folder_table(uint8_t *buf, uint32_t len)
{
    tu_fix_checksum(buf, len);
    struct al_source src = {"tables", 0, 0, 0, false, false, NULL, false};
    if (!al_tableset_add(&tu_ts, buf, len, NULL, &src)) {
        fprintf(stderr, "tu_add_folder_table: out of memory\n");
        abort();
    }
}

void tu_add_sdt(const char *sig, uint8_t revision)
{
    uint8_t buf[64] = {0};
    tu_put_header(buf, sig, sizeof(buf), revision);
    tu_add_folder_table(buf, sizeof(buf));
}

void tu_add_xsdt(unsigned n)
{
    uint8_t buf[36 + 8 * 16] = {0};
    if (n > 16)
        abort();
    uint32_t len = 36 + 8 * n;
    tu_put_header(buf, "XSDT", len, 1);
    for (unsigned i = 0; i < n; i++)
        tu_put_u64(buf, 36 + 8 * i, 0x80000000u + 0x1000u * i);
    tu_add_folder_table(buf, len);
}

void tu_add_fadt6(uint8_t minor, uint8_t pm, uint64_t x_dsdt)
{
    uint8_t buf[276] = {0};
    tu_put_header(buf, "FACP", sizeof(buf), 6);
    buf[45] = pm;
    tu_put_u32(buf, 112, 1u << 20); /* HW_REDUCED_ACPI */
    tu_put_u16(buf, 129, 1);        /* ARM boot flags: PSCI compliant */
    buf[131] = minor;
    tu_put_u64(buf, 140, x_dsdt);
    tu_add_folder_table(buf, sizeof(buf));
}

int tu_ts_setup(void **state)
{
    (void)state;
    al_tableset_init(&tu_ts);
    return 0;
}

int tu_ts_teardown(void **state)
{
    (void)state;
    al_tableset_free(&tu_ts);
    return 0;
}

static int cmp_str(const void *a, const void *b)
{
    return strcmp(*(const char *const *)a, *(const char *const *)b);
}

const char *tu_rules_fired(const struct al_tableset *ts, const char *prefix)
{
    static char out[2048];
    const char *ids[128];
    size_t n = 0, prefix_len = strlen(prefix);
    for (size_t i = 0; i < ts->findings.count; i++) {
        const char *r = ts->findings.items[i].rule;
        if (strncmp(r, prefix, prefix_len) != 0)
            continue;
        bool seen = false;
        for (size_t k = 0; k < n && !seen; k++)
            seen = strcmp(ids[k], r) == 0;
        if (!seen) {
            assert_true(n < sizeof(ids) / sizeof(ids[0]));
            ids[n++] = r;
        }
    }
    qsort(ids, n, sizeof(ids[0]), cmp_str);
    out[0] = '\0';
    for (size_t k = 0; k < n; k++) {
        assert_true(strlen(out) + strlen(ids[k]) + 2 < sizeof(out));
        if (k)
            strcat(out, ",");
        strcat(out, ids[k]);
    }
    return out;
}

const struct al_finding *tu_first_finding(const struct al_tableset *ts, const char *rule)
{
    for (size_t i = 0; i < ts->findings.count; i++)
        if (strcmp(ts->findings.items[i].rule, rule) == 0)
            return &ts->findings.items[i];
    return NULL;
}

const char *tu_run_checks(const char *prefix)
{
    al_check_structure(&tu_ts);
    struct al_context ctx = {&tu_ts, NULL, NULL};
    al_engine_run(&ctx);
    return tu_rules_fired(&tu_ts, prefix);
}
