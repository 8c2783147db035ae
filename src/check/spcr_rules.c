/* SPDX-License-Identifier: MIT */
/*
 * SPCR rules: the console port of an arm64 machine.  Layout from the
 * Microsoft SPCR specification (revision 4); what the kernel accepts from
 * Linux drivers/acpi/spcr.c acpi_parse_spcr().  The SPCR port should also
 * appear in DBG2 and, for the Arm UARTs, as an ARMH0011 / ARMHB000 device
 * in the namespace whose _CRS gives the same base address (SBBR 1.0
 * section 4.2.1.8, table requirements): those cross-table rules are
 * warnings.
 */
#include <stdio.h>
#include <string.h>

#include "acpilint/aml.h"
#include "acpilint/checks.h"
#include "acpilint/dbg2.h"
#include "acpilint/engine.h"
#include "acpilint/field.h"
#include "acpilint/presence.h"
#include "acpilint/rule_ids.h"
#include "acpilint/spcr.h"
#include "check/object_rules.h"
#include "check/serial_internal.h"

/* The SPCR UART's address: the Address of its Base Address GAS (byte 44). */
#define SPCR_ADDRESS (AL_OFF_SPCR_BASE_ADDRESS + AL_OFF_GAS_ADDRESS)

/* SPCR Table 3 (revision 4): reserved bytes and fields with a single or bounded legal value. */
static const struct byte_field spcr_fields[] = {
    {37, 3, FIELD_EQUALS, 0, "Reserved", 0},
    {59, 1, FIELD_EQUALS, 0, "Parity", 0},     /* 0 = no parity, the only value defined */
    {60, 1, FIELD_EQUALS, 1, "StopBits", 0},   /* 1 = 1 stop bit, the only value defined */
    {61, 1, FIELD_MASK, 0x7, "FlowControl", 0}, /* DCD, RTS/CTS, XON/XOFF */
    {62, 1, FIELD_MAX, 4, "TerminalType", 0},  /* VT100, VT100+, VT-UTF8, ANSI, (4 debug in rev 4) */
    {63, 1, FIELD_EQUALS, 0, "Language", 0},   /* reserved, must be 0 */
    {76, 4, FIELD_EQUALS, 0, "Reserved", 3},   /* UART Clock Frequency from revision 3 */
};

static void check_spcr_fields(struct al_context *ctx, const struct al_table *t, uint8_t revision)
{
    struct al_span b = al_table_body(t);
    for (size_t i = 0; i < sizeof(spcr_fields) / sizeof(spcr_fields[0]); i++) {
        const struct byte_field *f = &spcr_fields[i];
        uint64_t v;
        if ((f->below_revision && revision >= f->below_revision) || !serial_field_invalid(b, 0, f, &v))
            continue;
        char path[48];
        snprintf(path, sizeof(path), "SPCR/%s", f->name);
        al_report(ctx->ts, AL_R_SPCR_FIELD_INVALID, al_at_table(t, f->offset, path),
                  "%s is %llu; %s %u", path, (unsigned long long)v, serial_field_expectation(f), f->value);
    }
}

static void check_interface(struct al_context *ctx, const struct al_table *t,
                            const struct al_spcr *s)
{
    const char *name = al_spcr_interface_name(s->interface_type);
    struct al_where at = al_at_table(t, AL_OFF_SPCR_INTERFACE_TYPE, "SPCR/InterfaceType");
    switch (serial_classify(s->interface_type)) {
    case SERIAL_LINUX:
        break;
    case SERIAL_ARM_OTHER:
        al_report(ctx->ts, AL_R_SPCR_INTERFACE_TYPE_UNSUPPORTED, at,
                  "no console from SPCR: the kernel's SPCR console does not take interface "
                  "type 0x%02x (%s), only the 16550 family, PL011, SBSA and BCM2835",
                  s->interface_type, name ? name : "?");
        break;
    case SERIAL_NOT_ARM:
        al_report(ctx->ts, AL_R_SPCR_INTERFACE_TYPE_INVALID, at,
                  "interface type 0x%02x (%s) is not a UART of an arm64 system", s->interface_type,
                  name ? name : "reserved");
        break;
    }
}

static void check_spcr_port(struct al_context *ctx, const struct al_table *t,
                            const struct al_spcr *s)
{
    if (!s->has_base_address)
        return;
    if (s->base_address.space_id != AL_GAS_SPACE_SYSTEM_MEMORY)
        al_report(ctx->ts, AL_R_SPCR_BASE_ADDRESS_SPACE,
                  al_at_table(t, AL_OFF_SPCR_BASE_ADDRESS, "SPCR/BaseAddress"),
                  "the UART is in address space %u, not system memory: arm64 has no I/O "
                  "port space",
                  s->base_address.space_id);
    else if (s->base_address.address == 0)
        al_report(ctx->ts, AL_R_SPCR_BASE_ADDRESS_ZERO,
                  al_at_table(t, SPCR_ADDRESS, "SPCR/BaseAddress"), "the UART base address is 0");
}

static void check_spcr_interrupt(struct al_context *ctx, const struct al_table *t,
                                 const struct al_spcr *s)
{
    if (s->interrupt_type != AL_SPCR_IRQ_GIC)
        al_report(ctx->ts, AL_R_SPCR_INTERRUPT_TYPE_NOT_GIC,
                  al_at_table(t, AL_OFF_SPCR_INTERRUPT_TYPE, "SPCR/InterruptType"),
                  "interrupt type is 0x%02x; on arm64 it is 0x08 (ARMH GIC) alone%s",
                  s->interrupt_type,
                  (s->interrupt_type & 0x7) ? " (bits 0-2 are the x86 8259, I/O APIC and "
                                              "I/O SAPIC)"
                                            : "");
    else if (s->gsiv < 32)
        al_report(ctx->ts, AL_R_SPCR_GSIV_INVALID,
                  al_at_table(t, AL_OFF_SPCR_GSIV, "SPCR/GlobalSystemInterrupt"),
                  "GSIV is %u with a GIC interrupt type; a UART interrupt is an SPI (32 or more)",
                  s->gsiv);
    if (s->pc_irq != 0)
        al_report(ctx->ts, AL_R_SPCR_PC_IRQ_NONZERO, al_at_table(t, AL_OFF_SPCR_IRQ, "SPCR/Irq"),
                  "the PC-AT IRQ is %u; it is for the 8259 and must be 0 on arm64", s->pc_irq);
}

/* The DBG2 serial devices; true when one of them has a base register at `address`. */
static bool dbg2_has_port(const struct al_table *d, uint64_t address)
{
    struct al_dbg2 g;
    struct al_walk w;
    struct al_dbg2_device dev;
    if (!al_dbg2_decode(d, &g))
        return false;
    al_dbg2_walk_init(&w, &g);
    while (al_dbg2_walk_next(&w, &dev) == AL_WALK_OK) {
        if (dev.port_type != AL_DBG2_PORT_SERIAL)
            continue;
        struct al_gas gas;
        for (unsigned i = 0; al_dbg2_device_gas(d, &dev, i, &gas); i++)
            if (gas.address == address)
                return true;
    }
    return false;
}

/*
 * What the namespace says about a UART at a base address.  Static
 * evaluation (the walker keeps Name values; evaluate.c folds constant
 * expressions in module-level code only) cannot run a method: a _CRS that
 * is a Method (it builds or patches its template at run time, e.g.
 * CreateDWordField + Add) or a _CRS buffer that a method writes into may
 * hold the base when the OS evaluates it.  Issue 22 item 6: such a UART is
 * "not verified", never "not in the namespace".
 */
enum uart_match {
    UART_FOUND,      /* a static _CRS holds the base */
    UART_ABSENT,     /* no device of the _HID, or only static _CRSs with other bases */
    UART_UNDECIDED,  /* a device of the _HID whose _CRS is computed at run time */
};

/* Whether a method body names node (CreateDWordField (_CRS, ...), Store (..., _CRS)). */
static bool written_by_method(const struct al_namespace *ns, uint32_t node)
{
    for (size_t i = 0; i < ns->ref_count; i++)
        if (ns->refs[i].target == node)
            return true;
    return false;
}

/*
 * The memory base addresses of one device's _CRS.  *why receives the path
 * of a _CRS that static evaluation cannot decide.
 */
static enum uart_match crs_has_base(const struct al_namespace *ns, uint32_t dev,
                                    uint64_t address, char *why, size_t size)
{
    uint32_t crs = al_namespace_child(ns, dev, "_CRS");
    if (crs == AL_AML_NO_NODE)
        return UART_ABSENT;
    char path[96];
    if (ns->nodes[crs].type != AL_AML_BUFFER) {
        al_namespace_path(ns, crs, path, sizeof(path));
        snprintf(why, size, "%s is a %s whose result needs the AML run", path,
                 ns->nodes[crs].type == AL_AML_METHOD ? "method" : "non-Buffer object");
        return UART_UNDECIDED;
    }
    struct al_span buf = al_namespace_data(ns, crs);
    struct al_resource r;
    size_t off = 0;
    while (al_resource_next(buf, &off, &r) == 1) {
        bool mem = r.kind == AL_RES_MEMORY32_FIXED || r.kind == AL_RES_MEMORY32 ||
                   ((r.kind == AL_RES_DWORD_ADDRESS || r.kind == AL_RES_QWORD_ADDRESS) &&
                    r.resource_type == 0);
        if (!mem || r.minimum != address)
            continue;
        /* A _CRS only one branch of a module-level If/Else creates (issue 22 item 1). */
        const struct al_aml_cond *c = ob_presence_cond(ns, crs, AL_AML_NO_NODE);
        if (!c)
            return UART_FOUND;
        if (why) {
            char clause[192];
            al_namespace_path(ns, crs, path, sizeof(path));
            snprintf(why, size, "%s, which has it, exists %s", path,
                     ob_cond_clause(ns, c, clause, sizeof(clause)));
        }
        return UART_UNDECIDED;
    }
    if (written_by_method(ns, crs)) {
        al_namespace_path(ns, crs, path, sizeof(path));
        snprintf(why, size, "a method writes into %s, so its base is set at run time", path);
        return UART_UNDECIDED;
    }
    return UART_ABSENT;
}

/* Devices whose _HID is `hid` (a string): does one's _CRS hold `address`? */
static enum uart_match namespace_has_uart(const struct al_namespace *ns, const char *hid,
                                          uint64_t address, char *why, size_t size)
{
    enum uart_match best = UART_ABSENT;
    for (uint32_t i = 1; i < ns->count; i++) {
        const struct al_aml_node *n = &ns->nodes[i];
        if (memcmp(n->name, "_HID", 4) != 0 || !(n->flags & AL_AML_NODE_HAS_DATA))
            continue;
        struct al_span v = al_namespace_data(ns, i);
        size_t len = strlen(hid);
        if (v.len < len || memcmp(v.data, hid, len) != 0 || (v.len > len && v.data[len] != 0))
            continue;
        enum uart_match m = crs_has_base(ns, n->parent, address,
                                         best == UART_UNDECIDED ? NULL : why,
                                         best == UART_UNDECIDED ? 0 : size);
        if (m == UART_FOUND)
            return UART_FOUND;
        if (m == UART_UNDECIDED)
            best = UART_UNDECIDED;
    }
    return best;
}

static void check_spcr_cross(struct al_context *ctx, const struct al_table *t,
                             const struct al_spcr *s)
{
    if (!s->has_base_address || s->base_address.address == 0)
        return;
    uint64_t base = s->base_address.address;
    const struct al_table *d = al_tableset_find(ctx->ts, "DBG2", 0);
    if (d && al_table_structurally_sound(d) && !dbg2_has_port(d, base))
        al_report(
            ctx->ts, AL_R_SPCR_PORT_NOT_IN_DBG2, al_at_table(t, SPCR_ADDRESS, "SPCR/BaseAddress"),
            "the SPCR UART at 0x%llx is not among the DBG2 serial ports", (unsigned long long)base);
    const char *hid = NULL;
    if (s->interface_type == AL_DBG2_SERIAL_PL011)
        hid = "ARMH0011";
    else if (s->interface_type == AL_DBG2_SERIAL_SBSA ||
             s->interface_type == AL_DBG2_SERIAL_SBSA_32BIT)
        hid = "ARMHB000";
    if (!hid)
        return;
    char why[192] = "";
    if (!serial_namespace_usable(ctx, why, sizeof(why))) {
        /* A DSDT alone or a copy without its XSDT: the UART may be an SSDT's. */
        if (ctx->ns && al_tableset_find(ctx->ts, "DSDT", 0))
            al_report(ctx->ts, AL_R_SPCR_PORT_NAMESPACE_UNVERIFIED,
                      al_at_table(t, SPCR_ADDRESS, "SPCR/BaseAddress"),
                      "the SPCR UART at 0x%llx is not verified against the namespace: %s",
                      (unsigned long long)base, why);
        return;
    }
    enum uart_match m = namespace_has_uart(ctx->ns, hid, base, why, sizeof(why));
    if (m == UART_ABSENT)
        al_report(ctx->ts, AL_R_SPCR_PORT_NOT_IN_NAMESPACE,
                  al_at_table(t, SPCR_ADDRESS, "SPCR/BaseAddress"),
                  "no %s device in the namespace has the SPCR UART base 0x%llx in its _CRS", hid,
                  (unsigned long long)base);
    else if (m == UART_UNDECIDED)
        al_report(ctx->ts, AL_R_SPCR_PORT_NAMESPACE_UNVERIFIED,
                  al_at_table(t, SPCR_ADDRESS, "SPCR/BaseAddress"),
                  "the SPCR UART at 0x%llx is not verified against the namespace: no %s device "
                  "has it in a static _CRS, and %s (static evaluation cannot decide)",
                  (unsigned long long)base, hid, why);
}

/*
 * drivers/acpi/spcr.c xgene_8250_erratum_present(): APM X-Gene (OEM "APMC0D",
 * table "XGENESPC" revision 0) and HPE ProLiant m400 ("HPE   ", "ProLiant"
 * revision 1) ship a 16550-compatible SPCR with byte access for 32-bit
 * registers, and Linux forces "mmio32" for exactly those tables.
 */
static bool xgene_quirk(const struct al_table *t)
{
    const struct al_header *h = &t->header;
    return (memcmp(h->oem_id, "APMC0D", 6) == 0 && memcmp(h->oem_table_id, "XGENESPC", 8) == 0 &&
            h->oem_revision == 0) ||
           (memcmp(h->oem_id, "HPE   ", 6) == 0 && memcmp(h->oem_table_id, "ProLiant", 8) == 0 &&
            h->oem_revision == 1);
}

/*
 * SPCR: judged by what acpi_parse_spcr() does.  Not reported: the SBSA
 * 32-bit UART (0x0D), for which Linux forces "mmio32" whatever the GAS says;
 * PL011, SBSA generic and BCM2835, whose pl011 earlycon keeps fixed register
 * offsets and only switches between byte and word accesses.
 */
static void check_spcr_access_width(struct al_context *ctx, const struct al_table *t,
                                    const struct al_spcr *s)
{
    unsigned want;
    if (!s->has_base_address || s->base_address.space_id != AL_GAS_SPACE_SYSTEM_MEMORY ||
        !serial_16550_width_mismatch(s->interface_type, &s->base_address, &want))
        return;
    if (xgene_quirk(t) && s->base_address.bit_width == 32)
        return; /* Linux forces mmio32 for this table: its console works */
    const struct al_gas *g = &s->base_address;
    al_report(ctx->ts, AL_R_SPCR_ACCESS_WIDTH_MISMATCH,
              al_at_table(t, AL_OFF_SPCR_BASE_ADDRESS + AL_OFF_GAS_ACCESS_SIZE, "SPCR/BaseAddress"),
              "interface type 0x%02x (a 16550) with %u-bit registers but %s accesses (Access "
              "Size %u): Linux sets the console up as \"%s\", %s accesses to registers %u "
              "byte(s) apart, so it reads the wrong registers (garbage or no console); Access "
              "Size %u (%s) matches the register width",
              s->interface_type, g->bit_width, serial_access_names[g->access_size], g->access_size,
              g->access_size == 1   ? "mmio"
              : g->access_size == 2 ? "mmio16"
                                    : "mmio32",
              serial_access_names[g->access_size], 1u << (g->access_size - 1), want, serial_access_names[want]);
}

static void check_spcr(struct al_context *ctx, const struct al_table *t)
{
    struct al_spcr s;
    if (!al_spcr_decode(t, &s) || !s.complete)
        return;
    /* Revision 1 predates the ARMH GIC interrupt type (SPCR revision 2). */
    if (s.revision < 2)
        al_report(ctx->ts, AL_R_SPCR_REVISION_OLD,
                  al_at_table(t, AL_OFF_HDR_REVISION, "SPCR/Revision"),
                  "SPCR revision %u predates the GIC interrupt type; arm64 needs revision 2 or "
                  "later",
                  s.revision);
    check_interface(ctx, t, &s);
    check_spcr_port(ctx, t, &s);
    check_spcr_interrupt(ctx, t, &s);
    uint32_t bps;
    if (!al_spcr_baud_rate(s.baud_rate, &bps))
        al_report(ctx->ts, AL_R_SPCR_BAUD_RATE_INVALID,
                  al_at_table(t, AL_OFF_SPCR_BAUD_RATE, "SPCR/BaudRate"),
                  "baud rate code %u is not 0 (as configured), 3, 4, 6 or 7; the kernel then "
                  "sets up no console",
                  s.baud_rate);
    check_spcr_fields(ctx, t, s.revision);
    check_spcr_access_width(ctx, t, &s);
    check_spcr_cross(ctx, t, &s);
}

static const struct al_rule_id *const spcr_rules[] = {
    AL_R_SPCR_REVISION_OLD,
    AL_R_SPCR_INTERFACE_TYPE_UNSUPPORTED,
    AL_R_SPCR_INTERFACE_TYPE_INVALID,
    AL_R_SPCR_BASE_ADDRESS_SPACE,
    AL_R_SPCR_BASE_ADDRESS_ZERO,
    AL_R_SPCR_INTERRUPT_TYPE_NOT_GIC,
    AL_R_SPCR_GSIV_INVALID,
    AL_R_SPCR_PC_IRQ_NONZERO,
    AL_R_SPCR_BAUD_RATE_INVALID,
    AL_R_SPCR_FIELD_INVALID,
    AL_R_SPCR_PORT_NOT_IN_DBG2,
    AL_R_SPCR_PORT_NOT_IN_NAMESPACE,
    AL_R_SPCR_ACCESS_WIDTH_MISMATCH,
    AL_R_SPCR_PORT_NAMESPACE_UNVERIFIED,
    NULL,
};
const struct al_check al_checks_spcr[] = {
    {"spcr.fields", "SPCR", check_spcr, spcr_rules, AL_NEEDS_TABLE},
    {0},
};
