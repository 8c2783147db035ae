/* SPDX-License-Identifier: MIT */
/*
 * What the SPCR rules (spcr_rules.c) and the DBG2 rules (dbg2_rules.c)
 * share: how arm64 sees a serial interface type, the fixed-value field
 * tables, the 16550 register width against the access width, and when the
 * namespace is worth asking about a port.
 */
#include <stdio.h>

#include "acpilint/aml.h"
#include "acpilint/presence.h"
#include "check/serial_internal.h"

/* DBG2 specification Table 3; ACPICA ACPI_DBG2_* values. */
enum serial_class serial_classify(uint16_t type)
{
    switch (type) {
    case 0x00: /* 16550 */
    case 0x01: /* 16550 subset */
    case 0x03: /* Arm PL011 */
    case 0x05: /* Nvidia 16550 */
    case 0x0D: /* Arm SBSA 32-bit */
    case 0x0E: /* Arm SBSA generic */
    case 0x10: /* BCM2835 */
    case 0x12: /* 16550 with GAS */
        return SERIAL_LINUX;
    case 0x02: /* MAX311xE SPI UART */
    case 0x04: /* MSM8x60 */
    case 0x06: /* TI OMAP */
    case 0x08: /* APM88xxxx */
    case 0x09: /* MSM8974 */
    case 0x0A: /* SAM5250 */
    case 0x0C: /* i.MX 6 */
    case 0x0F: /* Arm DCC */
    case 0x11: /* Qualcomm SDM845, 1.8432 MHz */
    case 0x13: /* Qualcomm SDM845, 7.372 MHz */
        return SERIAL_ARM_OTHER;
    default: /* 0x07 reserved, 0x0B Intel USIF, 0x14 Intel LPSS, 0x15 RISC-V SBI, above: reserved */
        return SERIAL_NOT_ARM;
    }
}

/* True when field f at `base` of b is present and breaks its rule; *v gets its value. */
bool serial_field_invalid(struct al_span b, size_t base, const struct byte_field *f, uint64_t *v)
{
    if (!al_read_uint(b, base + f->offset, f->size, v))
        return false;
    bool ok = f->kind == FIELD_EQUALS ? *v == f->value
              : f->kind == FIELD_MAX  ? *v <= f->value
                                      : (*v & ~(uint64_t)f->value) == 0;
    return !ok;
}

const char *serial_field_expectation(const struct byte_field *f)
{
    return f->kind == FIELD_EQUALS ? "the only value defined is"
           : f->kind == FIELD_MAX  ? "values above are reserved:"
                                   : "defined bits are";
}

/*
 * Register width against access width for the 16550 family (DBG2 Table 3:
 * 0x00 fully 16550-compatible, 0x01 16550 subset, 0x05 NVIDIA 16550, 0x12
 * 16550 with parameters in the GAS).  Linux picks the earlycon/console I/O
 * type from the GAS Access Size alone (drivers/acpi/spcr.c acpi_parse_spcr():
 * byte "mmio", word "mmio16", dword "mmio32"; Linux 6.1 and 6.12 alike), and
 * for the 8250 that I/O type also sets the register stride
 * (drivers/tty/serial/earlycon.c: regshift 0, 1 or 2).  A GAS whose Register
 * Bit Width says 32-bit registers with byte accesses (or 8-bit registers
 * with dword accesses) makes Linux read the UART's registers at the wrong
 * offsets: garbage or no console.  True when `g` is such a mismatch; *want
 * gets the access size its bit width calls for.
 */
bool serial_16550_width_mismatch(uint16_t type, const struct al_gas *g, unsigned *want)
{
    if (type != 0x00 && type != 0x01 && type != 0x05 && type != 0x12)
        return false;
    if (g->access_size < 1 || g->access_size > 3)
        return false; /* undefined or 64-bit: gas.access-size-invalid and the kernel's default */
    if (g->bit_width != 8 && g->bit_width != 16 && g->bit_width != 32)
        return false;
    *want = g->bit_width == 8 ? 1u : g->bit_width == 16 ? 2u : 3u;
    return *want != g->access_size;
}

const char *const serial_access_names[] = {"undefined", "byte", "word", "dword", "qword"};

/*
 * The namespace is worth asking only when a DSDT was loaded and walked to
 * the end, and the input is provably the whole firmware (ns->partial is
 * !al_input_complete(), presence.h: a missing SSDT may define the name).
 * why receives the reason when it is not.
 */
bool serial_namespace_usable(const struct al_context *ctx, char *why, size_t size)
{
    if (!ctx->ns || ctx->ns->tables_walked == 0 || !al_tableset_find(ctx->ts, "DSDT", 0)) {
        snprintf(why, size, "the input holds no DSDT");
        return false;
    }
    if (ctx->ns->truncated) {
        snprintf(why, size, "the namespace was cut at acpilint's limits");
        return false;
    }
    if (ctx->ns->partial) {
        if (!al_input_complete(ctx->ts, why, size) && !why[0])
            snprintf(why, size, "the input is not provably the whole firmware");
        return false;
    }
    return true;
}
