/* SPDX-License-Identifier: MIT */
/*
 * Shared by the SPCR and DBG2 rules (spcr_rules.c, dbg2_rules.c), defined
 * in serial_common.c, which uses neither.
 */
#ifndef ACPILINT_CHECK_SERIAL_INTERNAL_H
#define ACPILINT_CHECK_SERIAL_INTERNAL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "acpilint/engine.h"
#include "acpilint/gas.h"
#include "acpilint/span.h"

/* How arm64 sees a DBG2 serial subtype / SPCR interface type. */
enum serial_class {
    SERIAL_LINUX,       /* a UART the kernel's SPCR parser accepts */
    SERIAL_ARM_OTHER,   /* an SoC UART defined for Arm platforms that Linux' SPCR code does not take */
    SERIAL_NOT_ARM,     /* x86 / RISC-V only, or reserved */
};

/* DBG2 specification Table 3; ACPICA ACPI_DBG2_* values. */
enum serial_class serial_classify(uint16_t type);

/* A field with a fixed expected value, an upper bound or allowed bits (SPCR, DBG2 devices). */
enum field_kind { FIELD_EQUALS, FIELD_MAX, FIELD_MASK };
struct byte_field {
    size_t offset; /* from the start of the table (SPCR) or of the structure (DBG2 device) */
    uint8_t size;
    enum field_kind kind;
    uint32_t value;
    const char *name;
    uint8_t below_revision; /* checked only when the revision is below this (0: always) */
};

/* True when field f at `base` of b is present and breaks its rule; *v gets its value. */
bool serial_field_invalid(struct al_span b, size_t base, const struct byte_field *f, uint64_t *v);
/* What the rule of f expects, for a message: "the only value defined is" ... */
const char *serial_field_expectation(const struct byte_field *f);

/*
 * A 16550-family UART (DBG2 Table 3 subtypes 0x00, 0x01, 0x05, 0x12) whose
 * GAS Access Size does not fit its Register Bit Width; *want gets the access
 * size that fits (serial_common.c says why Linux cares).
 */
bool serial_16550_width_mismatch(uint16_t type, const struct al_gas *g, unsigned *want);
/* GAS Access Size names, 0-4. */
extern const char *const serial_access_names[];

/*
 * The namespace is worth asking about a port only when a DSDT was walked
 * to the end and the input is provably the whole firmware; why receives
 * the reason when it is not.
 */
bool serial_namespace_usable(const struct al_context *ctx, char *why, size_t size);

#endif
