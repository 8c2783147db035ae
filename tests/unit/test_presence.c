/* SPDX-License-Identifier: MIT */
/*
 * Table presence (presence.h): held, proven absent, unknown.  A table is
 * proven absent only by an XSDT that lists every table the input holds (or,
 * for the DSDT and FACS, an FADT that gives no address); --assume-complete
 * turns unknown into absent.
 */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <string.h>
#include <cmocka.h>

#include "acpilint/presence.h"
#include "testutil.h"

static void add(struct al_tableset *ts, const char *sig, uint32_t len, uint8_t rev,
                void (*fill)(uint8_t *b))
{
    uint8_t b[300];
    memset(b, 0, sizeof(b));
    tu_put_header(b, sig, len, rev);
    if (fill)
        fill(b);
    tu_fix_checksum(b, len);
    struct al_source src;
    memset(&src, 0, sizeof(src));
    src.file = "fixture";
    assert_non_null(al_tableset_add(ts, b, len, NULL, &src));
}

/* An XSDT of two entries (the FADT and MADT: the input holds tables without addresses). */
static void xsdt_two(uint8_t *b)
{
    tu_put_u64(b, 36, 0x1000);
    tu_put_u64(b, 44, 0x2000);
}

/* An ACPI 6 FADT (276 bytes) giving X_DSDT 0x3000 and no FACS. */
static void fadt_dsdt(uint8_t *b)
{
    tu_put_u64(b, 140, 0x3000);
}

/* Two tables as an export that cleared every checksum (and the FADT's pointers) gives them. */
static void export_cleared(struct al_tableset *ts)
{
    const char *sigs[] = {"FACP", "APIC"};
    for (int i = 0; i < 2; i++) {
        uint8_t b[276];
        memset(b, 0, sizeof(b));
        tu_put_header(b, sigs[i], i ? 44 : 276, i ? 5 : 6);
        b[10] = 0x41; /* the bytes no longer sum to 0, and the Checksum field is 0 */
        struct al_source src;
        memset(&src, 0, sizeof(src));
        src.file = "export/t";
        assert_non_null(al_tableset_add(ts, b, i ? 44 : 276, NULL, &src));
    }
}

static enum al_presence presence(const struct al_tableset *ts, const char *sig, char *why)
{
    return al_table_presence(ts, sig, why, 160);
}

static void no_xsdt_means_unknown(void **state)
{
    (void)state;
    struct al_tableset ts;
    al_tableset_init(&ts);
    add(&ts, "FACP", 276, 6, fadt_dsdt);
    add(&ts, "APIC", 44, 5, NULL);
    char why[160];
    assert_int_equal(presence(&ts, "APIC", why), AL_PRESENCE_HELD);
    assert_string_equal(why, "");
    assert_int_equal(presence(&ts, "GTDT", why), AL_PRESENCE_UNKNOWN);
    assert_string_equal(why, "the input holds no XSDT, the list of the firmware's tables");
    /* the FADT points at a DSDT the input lacks */
    assert_int_equal(presence(&ts, "DSDT", why), AL_PRESENCE_UNKNOWN);
    assert_non_null(strstr(why, "the FADT points at a DSDT at 0x3000"));
    /* and gives no FACS address: that absence is proven by the FADT alone */
    assert_int_equal(presence(&ts, "FACS", why), AL_PRESENCE_ABSENT);
    assert_false(al_input_complete(&ts, why, sizeof(why)));
    ts.assume_complete = true;
    assert_int_equal(presence(&ts, "GTDT", why), AL_PRESENCE_ABSENT);
    assert_int_equal(presence(&ts, "DSDT", why), AL_PRESENCE_ABSENT);
    assert_true(al_input_complete(&ts, why, sizeof(why)));
    al_tableset_free(&ts);
}

static void complete_xsdt_proves_absence(void **state)
{
    (void)state;
    struct al_tableset ts;
    al_tableset_init(&ts);
    add(&ts, "FACP", 276, 6, NULL); /* no DSDT address: the DSDT is proven absent too */
    add(&ts, "APIC", 44, 5, NULL);
    add(&ts, "XSDT", 52, 1, xsdt_two);
    char why[160];
    assert_int_equal(presence(&ts, "GTDT", why), AL_PRESENCE_ABSENT);
    assert_string_equal(why, "the XSDT does not list one");
    assert_int_equal(presence(&ts, "DSDT", why), AL_PRESENCE_ABSENT);
    assert_true(al_input_complete(&ts, why, sizeof(why)));
    assert_string_equal(why, "");
    al_tableset_free(&ts);
}

static void xsdt_listing_more_means_unknown(void **state)
{
    (void)state;
    struct al_tableset ts;
    al_tableset_init(&ts);
    add(&ts, "FACP", 276, 6, NULL);
    add(&ts, "XSDT", 52, 1, xsdt_two); /* lists two tables; the input holds one */
    char why[160];
    assert_int_equal(presence(&ts, "APIC", why), AL_PRESENCE_UNKNOWN);
    assert_string_equal(why, "the XSDT lists 1 table more than the input holds");
    assert_false(al_input_complete(&ts, why, sizeof(why)));
    /* without a FADT whose absence is proven, neither is the DSDT's */
    al_tableset_free(&ts);
    al_tableset_init(&ts);
    add(&ts, "APIC", 44, 5, NULL);
    assert_int_equal(presence(&ts, "DSDT", why), AL_PRESENCE_UNKNOWN);
    assert_string_equal(al_presence_name(AL_PRESENCE_UNKNOWN), "unknown");
    al_tableset_free(&ts);
}

/* An FADT whose pointers an export cleared proves no DSDT absent. */
static void cleared_export_proves_nothing(void **state)
{
    (void)state;
    struct al_tableset ts;
    al_tableset_init(&ts);
    export_cleared(&ts);
    assert_true(al_checksums_cleared(&ts));
    char why[160];
    assert_int_equal(presence(&ts, "DSDT", why), AL_PRESENCE_UNKNOWN);
    assert_non_null(strstr(why, "checksums and FADT pointers cleared"));
    ts.assume_complete = true;
    assert_int_equal(presence(&ts, "DSDT", why), AL_PRESENCE_ABSENT);
    al_tableset_free(&ts);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(no_xsdt_means_unknown),
        cmocka_unit_test(complete_xsdt_proves_absence),
        cmocka_unit_test(xsdt_listing_more_means_unknown),
        cmocka_unit_test(cleared_export_proves_nothing),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
