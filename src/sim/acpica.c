/* SPDX-License-Identifier: MIT */
/*
 * ACPICA's own messages in the 6.x models: the checksum warning
 * (acpi_tb_verify_checksum() of tbprint.c in 6.1, acpi_ut_verify_checksum()
 * of utcksum.c in 6.12), the FADT conversion of tbfadt.c
 * (acpi_tb_parse_fadt(), acpi_tb_create_local_fadt(),
 * acpi_tb_convert_fadt(), acpi_tb_setup_fadt_registers()) and the deferred
 * verification of acpi_reallocate_root_table() (tbxface.c).  Every message
 * ends with ACPICA's suffix " (%08X/module-line)" (acutils.h
 * ACPI_MSG_SUFFIX): ACPI_CA_VERSION and the line of AE_INFO in the source.
 */
#include "sim_internal.h"

#include "acpilint/fadt.h"

#include <string.h>

/* sizeof(struct acpi_table_fadt), ACPI 6.1 (FADT version 6): 276, through the hypervisor id */
#define FADT_MAX ((unsigned)(AL_OFF_FADT_HYPERVISOR_VENDOR_ID + AL_LEN_FADT_HYPERVISOR_VENDOR_ID))

void al_sim_checksum_warning(struct al_sim_ctx *c, const struct al_table *t)
{
    struct al_span s = al_table_span(t);
    uint32_t len = t->header.length;
    if (len > s.len) {
        al_sim_kevent(c, c->k.csum_src, "the table's checksum is wrong", "ACPICA warns and goes on",
                      "the input holds fewer bytes than the table's Length: the kernel sums "
                      "memory the input does not show, so its warning is not reproduced",
                      NULL);
        return;
    }
    uint8_t sum = al_span_sum8(al_span_sub(s, 0, len));
    uint8_t stored = t->header.checksum;
    uint8_t correct = (uint8_t)(stored - sum);
    char what[120];
    snprintf(what, sizeof(what), "%.4s's checksum is 0x%02X, the bytes need 0x%02X", t->signature,
             stored, correct);
    if (c->k.csum_should_be_difference) {
        /* utcksum.c passes "table->checksum - checksum", an int, to "%2.2X" */
        int shown = (int)stored - (int)correct;
        al_sim_kevent(c, c->k.csum_src, what,
                      "ACPICA warns and still installs it (ACPI_CHECKSUM_ABORT is FALSE)",
                      "the kernel's \"should be\" value is the stored checksum minus the right "
                      "one, not the right one",
                      "ACPI BIOS Warning (bug): Incorrect checksum in table [%.4s] - 0x%02X, "
                      "should be 0x%02X (%08X/%s-%u)",
                      t->signature, stored, (unsigned)shown, c->k.acpica, c->k.csum_module,
                      c->k.csum_line);
        return;
    }
    al_sim_kevent(c, c->k.csum_src, what,
                  "ACPICA warns and still installs it (ACPI_CHECKSUM_ABORT is FALSE)", NULL,
                  "ACPI BIOS Warning (bug): Incorrect checksum in table [%.4s] - 0x%02X, "
                  "should be 0x%02X (%08X/%s-%u)",
                  t->signature, stored, correct, c->k.acpica, c->k.csum_module, c->k.csum_line);
}

/* fadt_info_table[] of tbfadt.c: the legacy blocks and their 64-bit "X" twins. */
static const struct {
    const char *name;
    enum al_field_id x, a32, len;
    uint8_t default_bits;
    uint8_t flags; /* 1 required, 2 separate length */
} fadt_info[] = {
    {"Pm1aEventBlock", AL_F_FADT_X_PM1A_EVT_BLK, AL_F_FADT_PM1A_EVT_BLK, AL_F_FADT_PM1_EVT_LEN, 32,
     1},
    {"Pm1bEventBlock", AL_F_FADT_X_PM1B_EVT_BLK, AL_F_FADT_PM1B_EVT_BLK, AL_F_FADT_PM1_EVT_LEN, 32,
     0},
    {"Pm1aControlBlock", AL_F_FADT_X_PM1A_CNT_BLK, AL_F_FADT_PM1A_CNT_BLK, AL_F_FADT_PM1_CNT_LEN,
     16, 1},
    {"Pm1bControlBlock", AL_F_FADT_X_PM1B_CNT_BLK, AL_F_FADT_PM1B_CNT_BLK, AL_F_FADT_PM1_CNT_LEN,
     16, 0},
    {"Pm2ControlBlock", AL_F_FADT_X_PM2_CNT_BLK, AL_F_FADT_PM2_CNT_BLK, AL_F_FADT_PM2_CNT_LEN, 8,
     2},
    {"PmTimerBlock", AL_F_FADT_X_PM_TMR_BLK, AL_F_FADT_PM_TMR_BLK, AL_F_FADT_PM_TMR_LEN, 32, 2},
    {"Gpe0Block", AL_F_FADT_X_GPE0_BLK, AL_F_FADT_GPE0_BLK, AL_F_FADT_GPE0_BLK_LEN, 0, 2},
    {"Gpe1Block", AL_F_FADT_X_GPE1_BLK, AL_F_FADT_GPE1_BLK, AL_F_FADT_GPE1_BLK_LEN, 0, 2},
};

/* acpi_tb_parse_fadt() and acpi_tb_create_local_fadt() on the installed FADT. */
void al_sim_parse_fadt_acpica(struct al_sim_ctx *c, const struct al_table *t)
{
    /* the checksum is checked (and ignored) before the copy */
    if (!t->checksum_ok)
        al_sim_checksum_warning(c, t);
    uint32_t length = t->header.length;
    if (length > FADT_MAX)
        al_sim_kevent(c, "drivers/acpi/acpica/tbfadt.c acpi_tb_create_local_fadt()",
                      "the FADT is longer than ACPICA's struct acpi_table_fadt",
                      "the copy is truncated", NULL,
                      "ACPI BIOS Warning (bug): FADT (revision %u) is longer than ACPI 6.1 (FADT "
                      "version 6) length, truncating length %u to %u (%08X/tbfadt-243)",
                      t->header.revision, length, FADT_MAX, c->k.acpica);
    /* acpi_gbl_FADT: the table's bytes up to 276, zero past them */
    uint8_t local[FADT_MAX];
    memset(local, 0, sizeof(local));
    struct al_span s = al_table_body(t);
    size_t n = s.len < FADT_MAX ? s.len : FADT_MAX;
    if (n > length)
        n = length;
    memcpy(local, s.data, n);
    struct al_span l = al_span_make(local, sizeof(local));
    c->fadt_reduced = (al_field_get_u32(l, AL_F_FADT_FLAGS, 0) & AL_FADT_FLAG_HW_REDUCED_ACPI) != 0;

    /* acpi_tb_select_address("DSDT", ...) */
    uint32_t dsdt32 = al_field_get_u32(l, AL_F_FADT_DSDT, 0);
    uint64_t xdsdt = al_field_get_u64(l, AL_F_FADT_X_DSDT, 0);
    if (xdsdt && dsdt32 && xdsdt != dsdt32)
        al_sim_kevent(c, "drivers/acpi/acpica/tbfadt.c acpi_tb_select_address()",
                      "the FADT's DSDT and X_DSDT differ", "the 64-bit address is used", NULL,
                      "ACPI BIOS Warning (bug): 32/64X DSDT address mismatch in FADT: "
                      "0x%08X/0x%016llX, using 64-bit address (%08X/tbfadt-%u)",
                      dsdt32, (unsigned long long)xdsdt, c->k.acpica, c->k.tbfadt_dsdt_line);

    /* acpi_tb_convert_fadt(): a hardware-reduced FADT stops here */
    const unsigned *ln = c->k.tbfadt_convert_lines;
    if (!c->fadt_reduced) {
        for (size_t i = 0; i < sizeof(fadt_info) / sizeof(fadt_info[0]); i++) {
            size_t x = al_field_offset(fadt_info[i].x); /* a GAS */
            uint32_t a32 = al_field_get_u32(l, fadt_info[i].a32, 0);
            uint64_t a64 = al_field_get_u64(l, AL_F_GAS_ADDRESS, x);
            uint8_t width = al_field_get_u8(l, AL_F_GAS_BIT_WIDTH, x);
            uint8_t len = al_field_get_u8(l, fadt_info[i].len, 0);
            const char *name = fadt_info[i].name;
            if (a32 && a64) {
                if (a64 != a32)
                    al_sim_kevent(c, "drivers/acpi/acpica/tbfadt.c acpi_tb_convert_fadt()",
                                  "a legacy FADT block and its X twin differ",
                                  "the 64-bit address is used", NULL,
                                  "ACPI BIOS Warning (bug): 32/64X address mismatch in FADT/%s: "
                                  "0x%08X/0x%016llX, using 64-bit address (%08X/tbfadt-%u)",
                                  name, a32, (unsigned long long)a64, c->k.acpica, ln[0]);
                if (len * 8u <= 255u && width != len * 8u)
                    al_sim_kevent(c, "drivers/acpi/acpica/tbfadt.c acpi_tb_convert_fadt()",
                                  "a legacy FADT length and its X twin's width differ", NULL,
                                  NULL,
                                  "ACPI BIOS Warning (bug): 32/64X length mismatch in FADT/%s: "
                                  "%u/%u (%08X/tbfadt-%u)",
                                  name, len * 8u, width, c->k.acpica, ln[1]);
            }
            if (a32 && !a64)
                a64 = a32; /* acpi_tb_init_generic_address() expands the legacy block */
            if (fadt_info[i].flags & 1) {
                if (!a64 || !len)
                    al_sim_kevent(c, "drivers/acpi/acpica/tbfadt.c acpi_tb_convert_fadt()",
                                  "a block every FADT that is not hardware-reduced needs is "
                                  "missing",
                                  "ACPICA complains and goes on", NULL,
                                  "ACPI BIOS Error (bug): Required FADT field %s has zero address "
                                  "and/or length: 0x%016llX/0x%X (%08X/tbfadt-%u)",
                                  name, (unsigned long long)a64, len, c->k.acpica, ln[2]);
            } else if ((fadt_info[i].flags & 2) && ((a64 && !len) || (!a64 && len))) {
                al_sim_kevent(c, "drivers/acpi/acpica/tbfadt.c acpi_tb_convert_fadt()",
                              "an optional FADT block has an address or a length, not both",
                              NULL, NULL,
                              "ACPI BIOS Warning (bug): Optional FADT field %s has valid %s but "
                              "zero %s: 0x%016llX/0x%X (%08X/tbfadt-%u)",
                              name, len ? "Length" : "Address", len ? "Address" : "Length",
                              (unsigned long long)a64, len, c->k.acpica, ln[3]);
            }
        }
    }
}

/*
 * acpi_early_init() -> acpi_reallocate_root_table(): every table not yet
 * verified is checked now; a wrong checksum is a warning and the table
 * stays (the FADT, checked once already, is checked again; the FACS has no
 * checksum).
 */
void al_sim_reallocate_root_table(struct al_sim_ctx *c)
{
    if (c->force_table_verification)
        return; /* every table was verified when it was installed */
    for (size_t i = 0; i < c->installed_count; i++) {
        const struct al_table *t = c->installed[i];
        if (!t->checksum_ok && t->kind == AL_KIND_SDT)
            al_sim_checksum_warning(c, t);
    }
}
