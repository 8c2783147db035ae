/* SPDX-License-Identifier: MIT */
/*
 * FADT ("FACP"), revisions 1 through 6.5, described once as a field table
 * (ACPI 6.5 section 5.2.9, Table 5.9).  Each field carries the revision it
 * appeared in, so "shorter because older" stays apart from "truncated".
 */
#ifndef ACPILINT_FADT_H
#define ACPILINT_FADT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "acpilint/gas.h"
#include "acpilint/table.h"

enum al_fadt_field {
    AL_FADT_FIRMWARE_CTRL,
    AL_FADT_DSDT,
    AL_FADT_INT_MODEL, /* reserved since ACPI 2.0 */
    AL_FADT_PREFERRED_PM_PROFILE,
    AL_FADT_SCI_INT,
    AL_FADT_SMI_CMD,
    AL_FADT_ACPI_ENABLE,
    AL_FADT_ACPI_DISABLE,
    AL_FADT_S4BIOS_REQ,
    AL_FADT_PSTATE_CNT,
    AL_FADT_PM1A_EVT_BLK,
    AL_FADT_PM1B_EVT_BLK,
    AL_FADT_PM1A_CNT_BLK,
    AL_FADT_PM1B_CNT_BLK,
    AL_FADT_PM2_CNT_BLK,
    AL_FADT_PM_TMR_BLK,
    AL_FADT_GPE0_BLK,
    AL_FADT_GPE1_BLK,
    AL_FADT_PM1_EVT_LEN,
    AL_FADT_PM1_CNT_LEN,
    AL_FADT_PM2_CNT_LEN,
    AL_FADT_PM_TMR_LEN,
    AL_FADT_GPE0_BLK_LEN,
    AL_FADT_GPE1_BLK_LEN,
    AL_FADT_GPE1_BASE,
    AL_FADT_CST_CNT,
    AL_FADT_P_LVL2_LAT,
    AL_FADT_P_LVL3_LAT,
    AL_FADT_FLUSH_SIZE,
    AL_FADT_FLUSH_STRIDE,
    AL_FADT_DUTY_OFFSET,
    AL_FADT_DUTY_WIDTH,
    AL_FADT_DAY_ALRM,
    AL_FADT_MON_ALRM,
    AL_FADT_CENTURY,
    AL_FADT_IAPC_BOOT_ARCH,
    AL_FADT_RESERVED0,
    AL_FADT_FLAGS,
    AL_FADT_RESET_REG,
    AL_FADT_RESET_VALUE,
    AL_FADT_ARM_BOOT_ARCH,
    AL_FADT_MINOR_VERSION,
    AL_FADT_X_FIRMWARE_CTRL,
    AL_FADT_X_DSDT,
    AL_FADT_X_PM1A_EVT_BLK,
    AL_FADT_X_PM1B_EVT_BLK,
    AL_FADT_X_PM1A_CNT_BLK,
    AL_FADT_X_PM1B_CNT_BLK,
    AL_FADT_X_PM2_CNT_BLK,
    AL_FADT_X_PM_TMR_BLK,
    AL_FADT_X_GPE0_BLK,
    AL_FADT_X_GPE1_BLK,
    AL_FADT_SLEEP_CONTROL_REG,
    AL_FADT_SLEEP_STATUS_REG,
    AL_FADT_HYPERVISOR_VENDOR_ID,
    AL_FADT_FIELD_COUNT
};

enum al_field_kind {
    AL_FIELD_UINT,  /* little-endian unsigned integer of `size` bytes */
    AL_FIELD_FLAGS, /* bit field */
    AL_FIELD_GAS,   /* 12-byte Generic Address Structure */
};

struct al_field_desc {
    const char *name;    /* spec spelling, e.g. "X_PM1a_EVT_BLK" */
    uint16_t offset;
    uint8_t size;
    enum al_field_kind kind;
    uint8_t since_major; /* FADT major revision that introduced the field */
    uint8_t since_minor;
};

/* ACPI 6.5 Table 5.10 Fixed ACPI Description Table Fixed Feature Flags. */
#define AL_FADT_FLAG_RESET_REG_SUP (1u << 10)
#define AL_FADT_FLAG_HW_REDUCED_ACPI (1u << 20)
#define AL_FADT_FLAG_LOW_POWER_S0_IDLE_CAPABLE (1u << 21)
/* ACPI 6.5 Table 5.12 ARM Architecture Boot Flags. */
#define AL_ARM_BOOT_ARCH_PSCI_COMPLIANT (1u << 0)
#define AL_ARM_BOOT_ARCH_PSCI_USE_HVC (1u << 1)

struct al_fadt {
    const struct al_table *table;
    uint8_t major;       /* header revision */
    uint8_t minor;       /* FADT Minor Version bits 3:0 (offset 131, ACPI 5.1+), 0 when absent */
    uint8_t errata;      /* FADT Minor Version bits 7:4 (ACPI 6.5 Table 5.9) */
    size_t body_size;    /* bytes usable: min(header length, bytes present) */
    size_t expected_size; /* length the spec gives for this major.minor revision */
    /*
     * present: the field is wholly inside body_size AND defined by this
     * major.minor revision (so a 5.0 FADT lacks ARM_BOOT_ARCH even though
     * its bytes 129..130 exist, as reserved bytes).  in_body: wholly inside
     * body_size whatever the revision; value[]/gas[] are filled for every
     * in_body field so "reserved must be zero" checks can see the bytes.
     */
    bool present[AL_FADT_FIELD_COUNT];
    bool in_body[AL_FADT_FIELD_COUNT];
    uint64_t value[AL_FADT_FIELD_COUNT]; /* integer value; for GAS fields, the address */
    struct al_gas gas[AL_FADT_FIELD_COUNT]; /* decoded GAS for AL_FIELD_GAS fields */
};

/* Field table for all of the FADT, indexed by enum al_fadt_field. */
const struct al_field_desc *al_fadt_fields(void);

/* Decodes a FACP table; false when it has no complete header. */
bool al_fadt_decode(const struct al_table *t, struct al_fadt *out);

/* Field value, or `fallback` when the field is not present in this table. */
uint64_t al_fadt_get(const struct al_fadt *f, enum al_fadt_field field, uint64_t fallback);

/* Spec length of a FADT of this revision (major, minor); 0 when unknown. */
size_t al_fadt_spec_length(uint8_t major, uint8_t minor);

#endif
