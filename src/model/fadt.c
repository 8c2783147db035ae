/* SPDX-License-Identifier: MIT */
/*
 * FADT decoding driven by one field table (ACPI 6.5 section 5.2.9,
 * Table 5.9).  Offsets and sizes were checked against ACPICA's
 * ACPI_TABLE_FADT (source/include/actbl.h).
 */
#include "acpilint/fadt.h"

#include <string.h>

#define F(id, nm, off, sz, kind, maj, min) [id] = {nm, off, sz, kind, maj, min}

/*
 * `since` is the FADT major.minor revision that gave the field meaning.
 * Revision 2 (ACPI 1.0b errata) added RESET_REG/RESET_VALUE; revision 3
 * (ACPI 2.0) the profile, P-state and C-state controls and the X_ blocks;
 * 5.0 the sleep registers, 5.1 ARM_BOOT_ARCH and the minor version, 6.0 the
 * hypervisor vendor identity.
 */
static const struct al_field_desc fadt_fields[AL_FADT_FIELD_COUNT] = {
    F(AL_FADT_FIRMWARE_CTRL, "FIRMWARE_CTRL", 36, 4, AL_FIELD_UINT, 1, 0),
    F(AL_FADT_DSDT, "DSDT", 40, 4, AL_FIELD_UINT, 1, 0),
    F(AL_FADT_INT_MODEL, "INT_MODEL", 44, 1, AL_FIELD_UINT, 1, 0),
    F(AL_FADT_PREFERRED_PM_PROFILE, "Preferred_PM_Profile", 45, 1, AL_FIELD_UINT, 3, 0),
    F(AL_FADT_SCI_INT, "SCI_INT", 46, 2, AL_FIELD_UINT, 1, 0),
    F(AL_FADT_SMI_CMD, "SMI_CMD", 48, 4, AL_FIELD_UINT, 1, 0),
    F(AL_FADT_ACPI_ENABLE, "ACPI_ENABLE", 52, 1, AL_FIELD_UINT, 1, 0),
    F(AL_FADT_ACPI_DISABLE, "ACPI_DISABLE", 53, 1, AL_FIELD_UINT, 1, 0),
    F(AL_FADT_S4BIOS_REQ, "S4BIOS_REQ", 54, 1, AL_FIELD_UINT, 1, 0),
    F(AL_FADT_PSTATE_CNT, "PSTATE_CNT", 55, 1, AL_FIELD_UINT, 3, 0),
    F(AL_FADT_PM1A_EVT_BLK, "PM1a_EVT_BLK", 56, 4, AL_FIELD_UINT, 1, 0),
    F(AL_FADT_PM1B_EVT_BLK, "PM1b_EVT_BLK", 60, 4, AL_FIELD_UINT, 1, 0),
    F(AL_FADT_PM1A_CNT_BLK, "PM1a_CNT_BLK", 64, 4, AL_FIELD_UINT, 1, 0),
    F(AL_FADT_PM1B_CNT_BLK, "PM1b_CNT_BLK", 68, 4, AL_FIELD_UINT, 1, 0),
    F(AL_FADT_PM2_CNT_BLK, "PM2_CNT_BLK", 72, 4, AL_FIELD_UINT, 1, 0),
    F(AL_FADT_PM_TMR_BLK, "PM_TMR_BLK", 76, 4, AL_FIELD_UINT, 1, 0),
    F(AL_FADT_GPE0_BLK, "GPE0_BLK", 80, 4, AL_FIELD_UINT, 1, 0),
    F(AL_FADT_GPE1_BLK, "GPE1_BLK", 84, 4, AL_FIELD_UINT, 1, 0),
    F(AL_FADT_PM1_EVT_LEN, "PM1_EVT_LEN", 88, 1, AL_FIELD_UINT, 1, 0),
    F(AL_FADT_PM1_CNT_LEN, "PM1_CNT_LEN", 89, 1, AL_FIELD_UINT, 1, 0),
    F(AL_FADT_PM2_CNT_LEN, "PM2_CNT_LEN", 90, 1, AL_FIELD_UINT, 1, 0),
    F(AL_FADT_PM_TMR_LEN, "PM_TMR_LEN", 91, 1, AL_FIELD_UINT, 1, 0),
    F(AL_FADT_GPE0_BLK_LEN, "GPE0_BLK_LEN", 92, 1, AL_FIELD_UINT, 1, 0),
    F(AL_FADT_GPE1_BLK_LEN, "GPE1_BLK_LEN", 93, 1, AL_FIELD_UINT, 1, 0),
    F(AL_FADT_GPE1_BASE, "GPE1_BASE", 94, 1, AL_FIELD_UINT, 1, 0),
    F(AL_FADT_CST_CNT, "CST_CNT", 95, 1, AL_FIELD_UINT, 3, 0),
    F(AL_FADT_P_LVL2_LAT, "P_LVL2_LAT", 96, 2, AL_FIELD_UINT, 1, 0),
    F(AL_FADT_P_LVL3_LAT, "P_LVL3_LAT", 98, 2, AL_FIELD_UINT, 1, 0),
    F(AL_FADT_FLUSH_SIZE, "FLUSH_SIZE", 100, 2, AL_FIELD_UINT, 1, 0),
    F(AL_FADT_FLUSH_STRIDE, "FLUSH_STRIDE", 102, 2, AL_FIELD_UINT, 1, 0),
    F(AL_FADT_DUTY_OFFSET, "DUTY_OFFSET", 104, 1, AL_FIELD_UINT, 1, 0),
    F(AL_FADT_DUTY_WIDTH, "DUTY_WIDTH", 105, 1, AL_FIELD_UINT, 1, 0),
    F(AL_FADT_DAY_ALRM, "DAY_ALRM", 106, 1, AL_FIELD_UINT, 1, 0),
    F(AL_FADT_MON_ALRM, "MON_ALRM", 107, 1, AL_FIELD_UINT, 1, 0),
    F(AL_FADT_CENTURY, "CENTURY", 108, 1, AL_FIELD_UINT, 1, 0),
    /* ACPICA marks LEGACY_DEVICES as a [V2] flag: the field exists from revision 2. */
    F(AL_FADT_IAPC_BOOT_ARCH, "IAPC_BOOT_ARCH", 109, 2, AL_FIELD_FLAGS, 2, 0),
    F(AL_FADT_RESERVED0, "Reserved", 111, 1, AL_FIELD_UINT, 1, 0),
    F(AL_FADT_FLAGS, "Flags", 112, 4, AL_FIELD_FLAGS, 1, 0),
    F(AL_FADT_RESET_REG, "RESET_REG", 116, 12, AL_FIELD_GAS, 2, 0),
    F(AL_FADT_RESET_VALUE, "RESET_VALUE", 128, 1, AL_FIELD_UINT, 2, 0),
    F(AL_FADT_ARM_BOOT_ARCH, "ARM_BOOT_ARCH", 129, 2, AL_FIELD_FLAGS, 5, 1),
    F(AL_FADT_MINOR_VERSION, "FADT_Minor_Version", 131, 1, AL_FIELD_UINT, 5, 1),
    F(AL_FADT_X_FIRMWARE_CTRL, "X_FIRMWARE_CTRL", 132, 8, AL_FIELD_UINT, 3, 0),
    F(AL_FADT_X_DSDT, "X_DSDT", 140, 8, AL_FIELD_UINT, 3, 0),
    F(AL_FADT_X_PM1A_EVT_BLK, "X_PM1a_EVT_BLK", 148, 12, AL_FIELD_GAS, 3, 0),
    F(AL_FADT_X_PM1B_EVT_BLK, "X_PM1b_EVT_BLK", 160, 12, AL_FIELD_GAS, 3, 0),
    F(AL_FADT_X_PM1A_CNT_BLK, "X_PM1a_CNT_BLK", 172, 12, AL_FIELD_GAS, 3, 0),
    F(AL_FADT_X_PM1B_CNT_BLK, "X_PM1b_CNT_BLK", 184, 12, AL_FIELD_GAS, 3, 0),
    F(AL_FADT_X_PM2_CNT_BLK, "X_PM2_CNT_BLK", 196, 12, AL_FIELD_GAS, 3, 0),
    F(AL_FADT_X_PM_TMR_BLK, "X_PM_TMR_BLK", 208, 12, AL_FIELD_GAS, 3, 0),
    F(AL_FADT_X_GPE0_BLK, "X_GPE0_BLK", 220, 12, AL_FIELD_GAS, 3, 0),
    F(AL_FADT_X_GPE1_BLK, "X_GPE1_BLK", 232, 12, AL_FIELD_GAS, 3, 0),
    F(AL_FADT_SLEEP_CONTROL_REG, "SLEEP_CONTROL_REG", 244, 12, AL_FIELD_GAS, 5, 0),
    F(AL_FADT_SLEEP_STATUS_REG, "SLEEP_STATUS_REG", 256, 12, AL_FIELD_GAS, 5, 0),
    F(AL_FADT_HYPERVISOR_VENDOR_ID, "Hypervisor_Vendor_Identity", 268, 8, AL_FIELD_UINT, 6, 0),
};

const struct al_field_desc *al_fadt_fields(void)
{
    return fadt_fields;
}

/*
 * ACPICA actbl.h: ACPI_FADT_V1_SIZE 116 (0x74), V2 132 (0x84, through the
 * minor version byte), V3/V4 244 (0xF4), V5 268 (0x10C), V6 276 (0x114).
 * 5.1 only redefined bytes 129..131, so its length stays 268.
 */
size_t al_fadt_spec_length(uint8_t major, uint8_t minor)
{
    (void)minor;
    switch (major) {
    case 1:
        return 116;
    case 2:
        return 132;
    case 3:
    case 4:
        return 244;
    case 5:
        return 268;
    case 6:
        return 276;
    default:
        return 0;
    }
}

static bool defined_at(const struct al_field_desc *d, uint8_t major, uint8_t minor)
{
    return major > d->since_major || (major == d->since_major && minor >= d->since_minor);
}

bool al_fadt_decode(const struct al_table *t, struct al_fadt *out)
{
    memset(out, 0, sizeof(*out));
    out->table = t;
    if (!t || !t->header_complete)
        return false;
    struct al_span body = al_table_body(t);
    out->body_size = body.len;
    out->major = t->header.revision;

    for (size_t i = 0; i < AL_FADT_FIELD_COUNT; i++) {
        const struct al_field_desc *d = &fadt_fields[i];
        if (!al_span_has(body, d->offset, d->size))
            continue;
        out->in_body[i] = true;
        if (d->kind == AL_FIELD_GAS) {
            al_gas_decode(body, d->offset, &out->gas[i]);
            out->value[i] = out->gas[i].address;
        } else {
            al_read_uint(body, d->offset, d->size, &out->value[i]);
        }
    }
    /* The minor version byte only means something from 5.1; earlier it is reserved. */
    if (out->major >= 5 && out->in_body[AL_FADT_MINOR_VERSION]) {
        uint8_t raw = (uint8_t)out->value[AL_FADT_MINOR_VERSION];
        out->minor = raw & 0x0F;
        out->errata = (uint8_t)(raw >> 4);
    }
    for (size_t i = 0; i < AL_FADT_FIELD_COUNT; i++)
        out->present[i] = out->in_body[i] && defined_at(&fadt_fields[i], out->major, out->minor);
    out->expected_size = al_fadt_spec_length(out->major, out->minor);
    return true;
}

uint64_t al_fadt_get(const struct al_fadt *f, enum al_fadt_field field, uint64_t fallback)
{
    if ((unsigned)field >= AL_FADT_FIELD_COUNT || !f->present[field])
        return fallback;
    return f->value[field];
}
