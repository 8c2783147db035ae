/* SPDX-License-Identifier: MIT */
/* Helpers shared by the unit tests: building tables in memory. */
#ifndef ACPILINT_TESTUTIL_H
#define ACPILINT_TESTUTIL_H

#include <stddef.h>
#include <stdint.h>

#include "acpilint/tableset.h"

/* QEMU virt tables of the shared corpus, for decoder tests on real bytes. */
#define TU_QEMU_VIRT_DIR ACPILINT_TEST_SOURCE_DIR "/../shared/corpus/real/qemu-aarch64-virt/v10.2.2/"

/* Writes a 36-byte ACPI header for a table of `length` bytes into buf. */
void tu_put_header(uint8_t *buf, const char *sig, uint32_t length, uint8_t revision);
/* Little-endian stores. */
void tu_put_u16(uint8_t *buf, size_t off, uint16_t v);
void tu_put_u32(uint8_t *buf, size_t off, uint32_t v);
void tu_put_u64(uint8_t *buf, size_t off, uint64_t v);
/* Sets byte 9 so that the first `length` bytes sum to zero. */
void tu_fix_checksum(uint8_t *buf, size_t length);

/*
 * Loads a table file into ts; NULL (with a "skipping" message) when the file
 * is absent, so tests on the shared corpus skip rather than fail without it.
 */
const struct al_table *tu_load_real(struct al_tableset *ts, const char *path);

/* Writes a valid 36-byte revision-2 RSDP pointing at XSDT 0x40001000; returns 36. */
size_t tu_make_rsdp(uint8_t *buf);

/*
 * Adds a copy of bytes to ts as if from line 1 of "t.txt", with a dump
 * address when address is non-zero; fails the test on allocation failure.
 */
struct al_table *tu_add_table(struct al_tableset *ts, const uint8_t *bytes, size_t n,
                              uint64_t address);

/*
 * The profile tests' table builders: each fixes the checksum and adds the
 * table to tu_ts as a table file of a folder ("tables", no line).
 * tu_add_sdt: a 64-byte table of one signature, header only.
 * tu_add_xsdt: an XSDT of n (at most 16) arbitrary, distinct entries.
 * tu_add_fadt6: an FADT 6.minor (276 bytes), hardware reduced, PSCI
 * compliant, Preferred_PM_Profile pm, X_DSDT x_dsdt (0: none).
 */
void tu_add_folder_table(uint8_t *buf, uint32_t len);
void tu_add_sdt(const char *sig, uint8_t revision);
void tu_add_xsdt(unsigned n);
void tu_add_fadt6(uint8_t minor, uint8_t pm, uint64_t x_dsdt);

/*
 * The rule tests' byte cases: a table built into a test's buffer, one defect
 * written into it per case, the rules of one area that then fire.
 * tu_add_built: sets the Length of the table in buf to len, fixes its
 * checksum and adds it to tu_ts.  tu_reset: an empty tu_ts.  tu_poke_apply:
 * writes one case's bytes into buf.
 * tu_check_pokes: for each case, on a fresh tu_ts and a table from build()
 * (which returns its length), writes the case's bytes and checks that
 * tu_run_checks(prefix) answers the case's `want`.
 */
struct tu_poke {
    size_t at;
    unsigned width; /* 0 (nothing written), 1, 2, 4 or 8 bytes, little-endian */
    uint64_t value;
    const char *want; /* the rules of the area that fire, comma-separated; "" for none */
};
void tu_add_built(uint8_t *buf, size_t len);
void tu_reset(void);
void tu_poke_apply(uint8_t *buf, const struct tu_poke *p);
void tu_check_pokes(uint8_t *buf, size_t (*build)(void), const char *prefix,
                    const struct tu_poke *cases, size_t n);
#define TU_CHECK_POKES(buf, build, prefix, cases) \
    tu_check_pokes(buf, build, prefix, cases, sizeof(cases) / sizeof((cases)[0]))

/* Number of findings of one rule. */
int tu_count_rule(const struct al_tableset *ts, const char *rule);
/*
 * The distinct rule ids of ts's findings that start with prefix ("" for
 * all), sorted and comma-separated ("fadt.psci-not-compliant,madt.x"), in a
 * static buffer that the next call overwrites.
 */
const char *tu_rules_fired(const struct al_tableset *ts, const char *prefix);
/* The first finding of rule in ts, or NULL. */
const struct al_finding *tu_first_finding(const struct al_tableset *ts, const char *rule);
/*
 * Runs the structure walk and the rule engine (default profile) on tu_ts;
 * returns tu_rules_fired(&tu_ts, prefix).
 */
const char *tu_run_checks(const char *prefix);

/*
 * The one table set of a test file whose every test builds its own system:
 * cmocka_unit_test_setup_teardown(test, tu_ts_setup, tu_ts_teardown) gives
 * each test an empty tu_ts and frees it afterwards.
 */
extern struct al_tableset tu_ts;
int tu_ts_setup(void **state);
int tu_ts_teardown(void **state);

/*
 * A test file's scratch folder.  tu_dir_make(tag): a fresh, empty
 * /tmp/acpilint-TAG-XXXXXX whose path is in tu_dir; 0, or -1 when it cannot
 * be made (a cmocka setup's answer).  tu_dir_remove: deletes it and
 * everything in it, symbolic links not followed; 0 or -1 likewise.
 * tu_dir_path: the path of rel inside it.  tu_dir_write: a file rel of the n
 * bytes of data; tu_dir_write_table: a header-only table of sig, len bytes
 * (36 to 128), revision 2, checksum fixed; tu_dir_mkdir: a folder rel.  The
 * three fail the test when the disk says no.
 */
extern char tu_dir[64];
int tu_dir_make(const char *tag);
int tu_dir_remove(void);
void tu_dir_path(char *out, size_t size, const char *rel);
void tu_dir_write(const char *rel, const void *data, size_t n);
void tu_dir_write_table(const char *rel, const char *sig, uint32_t len);
void tu_dir_mkdir(const char *rel);

#endif
