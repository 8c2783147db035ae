/* SPDX-License-Identifier: MIT */
/*
 * The tables pass of acpilint diff (src/diff/tables.c, subtables.c, fields.c)
 * on tables built in memory: GICCs that share a UID told apart by MPIDR, a
 * swap reported as one reorder, SSDTs paired by OEM Table ID whatever their
 * order, byte ranges for a table without a layout, header noise in one line.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "acpilint/diff.h"
#include "acpilint/field.h"
#include "testutil.h"

struct gicc {
    uint32_t uid, flags;
    uint64_t mpidr;
};

/* An MADT of revision 5 with 80-byte GICCs; returns its length. */
static size_t make_madt(uint8_t *buf, const struct gicc *g, size_t n, uint32_t oem_rev)
{
    size_t len = AL_FIELD_END(MADT_FLAGS) + 80 * n;
    memset(buf, 0, len);
    tu_put_header(buf, "APIC", (uint32_t)len, 5);
    tu_put_u32(buf, AL_OFF_HDR_OEM_REVISION, oem_rev);
    for (size_t i = 0; i < n; i++) {
        uint8_t *e = buf + AL_FIELD_END(MADT_FLAGS) + 80 * i;
        e[0] = 0xB;
        e[1] = 80;
        tu_put_u32(e, AL_OFF_MADT_GICC_UID, g[i].uid);
        tu_put_u32(e, AL_OFF_MADT_GICC_FLAGS, g[i].flags);
        tu_put_u64(e, AL_OFF_MADT_GICC_MPIDR, g[i].mpidr);
    }
    tu_fix_checksum(buf, len);
    return len;
}

static void setup(struct al_diff *d)
{
    memset(d, 0, sizeof(*d));
    al_tableset_init(&d->old_side.ts);
    al_tableset_init(&d->new_side.ts);
}

static const struct al_diff_item *find(const struct al_diff *d, enum al_diff_kind kind,
                                       const char *subject)
{
    for (size_t i = 0; i < d->count; i++)
        if (d->items[i].kind == kind && !strcmp(d->items[i].subject, subject))
            return &d->items[i];
    return NULL;
}

static void test_gicc_shared_uid_by_mpidr(void **state)
{
    (void)state;
    struct al_diff d;
    setup(&d);
    uint8_t a[512], b[512];
    struct gicc old[] = {{5, 1, 0x0}, {5, 1, 0x1}, {6, 1, 0x100}};
    struct gicc neu[] = {{5, 1, 0x1}, {5, 1, 0x0}, {6, 0, 0x100}}; /* swapped; UID 6 disabled */
    tu_add_table(&d.old_side.ts, a, make_madt(a, old, 3, 1), 0);
    tu_add_table(&d.new_side.ts, b, make_madt(b, neu, 3, 2), 0);
    al_diff_tables(&d);
    assert_false(d.oom);
    const struct al_diff_item *it = find(&d, AL_DIFF_CHANGED, "APIC/GICC[UID 6]/Flags.Enabled");
    assert_non_null(it);
    assert_string_equal(it->old_value, "1");
    assert_string_equal(it->new_value, "0");
    it = find(&d, AL_DIFF_REORDERED, "APIC");
    assert_non_null(it);
    assert_string_equal(it->new_value, "1 moved");
    assert_non_null(strstr(it->detail, "GICC[UID 5 MPIDR 0x"));
    it = find(&d, AL_DIFF_HEADER, "APIC");
    assert_non_null(it);
    assert_non_null(strstr(it->old_value, "OEMRevision 0x1"));
    assert_non_null(strstr(it->new_value, "OEMRevision 0x2"));
    /* the header line, the flag, the reorder: nothing else */
    assert_int_equal(d.count, 3);
    al_diff_free(&d);
}

static void test_gicc_added_and_removed(void **state)
{
    (void)state;
    struct al_diff d;
    setup(&d);
    uint8_t a[512], b[512];
    struct gicc old[] = {{0, 1, 0x0}, {1, 1, 0x1}};
    struct gicc neu[] = {{0, 1, 0x0}, {2, 1, 0x2}};
    tu_add_table(&d.old_side.ts, a, make_madt(a, old, 2, 1), 0);
    tu_add_table(&d.new_side.ts, b, make_madt(b, neu, 2, 1), 0);
    al_diff_tables(&d);
    assert_non_null(find(&d, AL_DIFF_REMOVED, "APIC/GICC[UID 1]"));
    assert_non_null(find(&d, AL_DIFF_ADDED, "APIC/GICC[UID 2]"));
    assert_null(find(&d, AL_DIFF_REORDERED, "APIC"));
    assert_int_equal(d.count, 3); /* and the checksum's header line */
    al_diff_free(&d);
}

static size_t make_ssdt(uint8_t *buf, const char *oem_table_id, uint8_t body)
{
    size_t len = AL_HEADER_SIZE + 4;
    memset(buf, 0, len);
    tu_put_header(buf, "SSDT", (uint32_t)len, 2);
    memcpy(buf + AL_OFF_HDR_OEM_TABLE_ID, oem_table_id, 8);
    buf[AL_HEADER_SIZE] = 0xA3; /* Noop */
    buf[AL_HEADER_SIZE + 1] = body;
    tu_fix_checksum(buf, len);
    return len;
}

static void test_ssdts_paired_by_oem_table_id(void **state)
{
    (void)state;
    struct al_diff d;
    setup(&d);
    uint8_t a[64], b[64], c[64], e[64];
    tu_add_table(&d.old_side.ts, a, make_ssdt(a, "CPUTABLE", 0xA3), 0);
    tu_add_table(&d.old_side.ts, b, make_ssdt(b, "PCITABLE", 0xA3), 0);
    tu_add_table(&d.new_side.ts, c, make_ssdt(c, "PCITABLE", 0xA3), 0);
    tu_add_table(&d.new_side.ts, e, make_ssdt(e, "CPUTABLE", 0xA3), 0);
    al_diff_tables(&d);
    assert_int_equal(d.count, 0);
    al_diff_free(&d);
}

static void test_bytes_without_layout(void **state)
{
    (void)state;
    struct al_diff d;
    setup(&d);
    uint8_t a[128], b[128];
    memset(a, 0, sizeof(a));
    tu_put_header(a, "XMPL", 100, 1);
    tu_fix_checksum(a, 100);
    memcpy(b, a, sizeof(b));
    b[40] = 1;
    b[41] = 2; /* one range: 40..41 */
    b[90] = 9; /* another, far from it */
    tu_fix_checksum(b, 100);
    tu_add_table(&d.old_side.ts, a, 100, 0);
    tu_add_table(&d.new_side.ts, b, 100, 0);
    al_diff_tables(&d);
    const struct al_diff_item *it = find(&d, AL_DIFF_BYTES, "XMPL+0x28[2]");
    assert_non_null(it);
    assert_string_equal(it->old_value, "0000");
    assert_string_equal(it->new_value, "0102");
    assert_non_null(find(&d, AL_DIFF_BYTES, "XMPL+0x5a[1]"));
    assert_non_null(find(&d, AL_DIFF_HEADER, "XMPL"));
    assert_int_equal(d.count, 3);
    al_diff_free(&d);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_gicc_shared_uid_by_mpidr),
        cmocka_unit_test(test_gicc_added_and_removed),
        cmocka_unit_test(test_ssdts_paired_by_oem_table_id),
        cmocka_unit_test(test_bytes_without_layout),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
