/* SPDX-License-Identifier: MIT */
/*
 * DBG2 rules: the debug ports of an arm64 machine, from the Microsoft DBG2
 * specification.  Linux reads no DBG2 (its console comes from the SPCR);
 * the Windows kernel debugger and firmware do.
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
#include "check/walk_end.h"

/*
 * DBG2 namespace strings are fully qualified paths (DBG2 specification
 * Table 2); QEMU writes a bare "COM0".  Whether the device exists is judged
 * here with that name found under \_SB as well (the device is there); that
 * the string is no full path is dbg2.namespace-not-absolute's.
 */
static bool dbg2_name_resolves(const struct al_namespace *ns, const char *path, uint32_t *node)
{
    *node = AL_AML_NO_NODE;
    if (strcmp(path, ".") == 0)
        return true;
    if ((*node = al_namespace_lookup(ns, path)) != AL_AML_NO_NODE)
        return true;
    if (path[0] == '\\' || strchr(path, '.') || strlen(path) > 4)
        return false;
    char seg[4] = {'_', '_', '_', '_'};
    memcpy(seg, path, strlen(path));
    uint32_t sb = al_namespace_lookup(ns, "\\_SB_");
    *node = sb != AL_AML_NO_NODE ? al_namespace_child(ns, sb, seg) : AL_AML_NO_NODE;
    return *node != AL_AML_NO_NODE;
}

/*
 * Debug Device Information fields with one legal value (DBG2 specification
 * Table 2): Revision, "must be 0" for this version of the specification, and
 * Reserved.  Linux reads no DBG2 (its console comes from the SPCR); the
 * Windows kernel debugger does.
 */
static const struct byte_field dbg2_device_fields[] = {
    {0, 1, FIELD_EQUALS, 0, "Revision", 0},
    {16, 2, FIELD_EQUALS, 0, "Reserved", 0},
};

static void check_dbg2_fields(struct al_context *ctx, const struct al_table *t,
                              const struct al_dbg2_device *d)
{
    struct al_span b = al_table_body(t);
    for (size_t i = 0; i < sizeof(dbg2_device_fields) / sizeof(dbg2_device_fields[0]); i++) {
        const struct byte_field *f = &dbg2_device_fields[i];
        uint64_t v;
        if (!serial_field_invalid(b, d->offset, f, &v))
            continue;
        char path[64];
        snprintf(path, sizeof(path), "DBG2/Device[%u]/%s", d->index, f->name);
        al_report(ctx->ts, AL_R_DBG2_DEVICE_FIELD_INVALID,
                  al_at_table(t, d->offset + f->offset, path), "debug device %u: %s is %llu; %s %u",
                  d->index, f->name, (unsigned long long)v, serial_field_expectation(f), f->value);
    }
}

/* Each base address register needs a bit width and each address size a non-zero size. */
static void check_dbg2_registers(struct al_context *ctx, const struct al_table *t,
                                 const struct al_dbg2_device *d)
{
    char path[80];
    for (unsigned i = 0; i < d->gas_count; i++) {
        struct al_gas gas;
        uint32_t size;
        if (al_dbg2_device_gas(t, d, i, &gas) && gas.bit_width == 0) {
            snprintf(path, sizeof(path), "DBG2/Device[%u]/BaseAddressRegister[%u]", d->index, i);
            al_report(ctx->ts, AL_R_DBG2_REGISTER_INVALID,
                      al_at_table(t,
                                  d->offset + d->base_address_offset + (size_t)i * AL_GAS_SIZE +
                                      AL_OFF_GAS_BIT_WIDTH,
                                  path),
                      "debug device %u: base address register %u (0x%llx) has register bit width "
                      "0, so the debugger cannot know how to access it",
                      d->index, i, (unsigned long long)gas.address);
        }
        if (al_dbg2_device_address_size(t, d, i, &size) && size == 0) {
            snprintf(path, sizeof(path), "DBG2/Device[%u]/AddressSize[%u]", d->index, i);
            al_report(ctx->ts, AL_R_DBG2_REGISTER_INVALID,
                      al_at_table(t, d->offset + d->address_size_offset + (size_t)i * 4, path),
                      "debug device %u: address size %u is 0, an empty register range", d->index,
                      i);
        }
    }
}

/*
 * The same mismatch in a DBG2 serial port, and the SBSA 32-bit UART (0x0D),
 * which takes 32-bit accesses only, described with narrower ones.  Linux
 * reads no DBG2, so nothing follows for it (info); a debugger that honours
 * the GAS (the Windows kernel debugger, firmware) drives the port wrong.
 */
static void check_dbg2_access_width(struct al_context *ctx, const struct al_table *t,
                                    const struct al_dbg2_device *d)
{
    struct al_gas g;
    unsigned want = 3;
    if (d->port_type != AL_DBG2_PORT_SERIAL || !al_dbg2_device_gas(t, d, 0, &g) ||
        g.space_id != AL_GAS_SPACE_SYSTEM_MEMORY)
        return;
    bool sbsa32 = d->port_subtype == 0x0D && g.access_size >= 1 && g.access_size <= 2;
    if (!sbsa32 && !serial_16550_width_mismatch(d->port_subtype, &g, &want))
        return;
    char path[80];
    snprintf(path, sizeof(path), "DBG2/Device[%u]/BaseAddressRegister[0]", d->index);
    al_report(ctx->ts, AL_R_DBG2_ACCESS_WIDTH_MISMATCH,
              al_at_table(t, d->offset + d->base_address_offset + AL_OFF_GAS_ACCESS_SIZE, path),
              "debug device %u: serial subtype 0x%04x %s but its GAS asks for %s accesses "
              "(Access Size %u, register bit width %u); Access Size %u (%s) fits",
              d->index, d->port_subtype,
              sbsa32 ? "(SBSA 32-bit UART) takes 32-bit accesses only" : "is a 16550",
              serial_access_names[g.access_size], g.access_size, g.bit_width, want, serial_access_names[want]);
}

static void check_dbg2_device(struct al_context *ctx, const struct al_table *t,
                              const struct al_dbg2_device *d, bool *unverified_told)
{
    char path[64];
    snprintf(path, sizeof(path), "DBG2/Device[%u]", d->index);
    if (!d->gas_ok || !d->address_size_ok || !d->namespace_ok || !d->oem_data_ok) {
        al_report(ctx->ts, AL_R_DBG2_DEVICE_LAYOUT_INVALID, al_at_table(t, d->offset, path),
                  "debug device %u: its %s lies outside the structure's %u bytes, or the "
                  "namespace string is empty or not NUL-terminated",
                  d->index,
                  !d->gas_ok            ? "base address array"
                  : !d->address_size_ok ? "address size array"
                  : !d->namespace_ok    ? "namespace string"
                                        : "OEM data",
                  d->length);
    }
    /* The fixed fields are read whatever the arrays they locate (FWTS judges them too). */
    if (d->port_type < AL_DBG2_PORT_SERIAL || d->port_type > AL_DBG2_PORT_NET)
        al_report(ctx->ts, AL_R_DBG2_PORT_TYPE_INVALID,
                  al_at_table(t, d->offset + AL_OFF_DBG2_DEVICE_PORT_TYPE, path),
                  "debug device %u has port type 0x%04x, not serial, 1394, USB or net", d->index,
                  d->port_type);
    /* DBG2 specification Table 3: 1394 defines subtype 0, USB 0 (XHCI) and 1 (EHCI). */
    if ((d->port_type == AL_DBG2_PORT_1394 && d->port_subtype != 0) ||
        (d->port_type == AL_DBG2_PORT_USB && d->port_subtype > 1))
        al_report(ctx->ts, AL_R_DBG2_PORT_SUBTYPE_RESERVED,
                  al_at_table(t, d->offset + AL_OFF_DBG2_DEVICE_PORT_SUBTYPE, path),
                  "debug device %u: %s port subtype 0x%04x is reserved (%s)", d->index,
                  d->port_type == AL_DBG2_PORT_USB ? "USB" : "1394", d->port_subtype,
                  d->port_type == AL_DBG2_PORT_USB ? "0 is XHCI, 1 EHCI" : "0 is IEEE 1394");
    if (d->port_type == AL_DBG2_PORT_SERIAL) {
        if (serial_classify(d->port_subtype) == SERIAL_NOT_ARM) {
            const char *name = al_dbg2_serial_subtype_name(d->port_subtype);
            al_report(ctx->ts, AL_R_DBG2_SERIAL_SUBTYPE_INVALID,
                      al_at_table(t, d->offset + AL_OFF_DBG2_DEVICE_PORT_SUBTYPE, path),
                      "debug device %u: serial subtype 0x%04x (%s) is not a UART of an arm64 "
                      "system",
                      d->index, d->port_subtype, name ? name : "reserved");
        }
        /* A base address array outside the structure is device-layout-invalid alone. */
        struct al_gas gas;
        if (!d->gas_ok) {
        } else if (!al_dbg2_device_gas(t, d, 0, &gas))
            al_report(ctx->ts, AL_R_DBG2_BASE_ADDRESS_INVALID,
                      al_at_table(t, d->offset + AL_OFF_DBG2_DEVICE_REGISTER_COUNT, path),
                      "serial debug device %u has no base address register", d->index);
        else if (gas.space_id != AL_GAS_SPACE_SYSTEM_MEMORY || gas.address == 0)
            al_report(ctx->ts, AL_R_DBG2_BASE_ADDRESS_INVALID,
                      al_at_table(t, d->offset + d->base_address_offset, path),
                      "serial debug device %u: base address 0x%llx in address space %u; arm64 "
                      "UARTs are memory-mapped at a non-zero address",
                      d->index, (unsigned long long)gas.address, gas.space_id);
    }
    check_dbg2_fields(ctx, t, d);
    if (d->gas_ok && d->address_size_ok) {
        check_dbg2_registers(ctx, t, d);
        check_dbg2_access_width(ctx, t, d);
    }
    if (!d->namespace_ok)
        return;
    /*
     * "A fully qualified reference to the object" or "." (DBG2 specification
     * Table 2): a relative name ("COM0", as QEMU writes it) is resolved from
     * the root by a reader that takes the string as the specification says,
     * where FWTS looks it up and does not find it.  Judged on the string alone.
     */
    if (d->namespace_string[0] != '\\' && strcmp(d->namespace_string, ".") != 0)
        al_report(ctx->ts, AL_R_DBG2_NAMESPACE_NOT_ABSOLUTE,
                  al_at_table(t, d->offset + d->namespace_offset, path),
                  "debug device %u names \"%s\", not a path from the root (\\_SB.COM0 form) "
                  "nor \".\"",
                  d->index, d->namespace_string);
    char why[192] = "";
    if (!serial_namespace_usable(ctx, why, sizeof(why))) {
        /* One info per DBG2 (unverified_told), not one per device. */
        if (ctx->ns && al_tableset_find(ctx->ts, "DSDT", 0) && !*unverified_told) {
            *unverified_told = true;
            al_report(ctx->ts, AL_R_DBG2_NAMESPACE_UNVERIFIED,
                      al_at_table(t, d->offset + d->namespace_offset, path),
                      "debug device namespace strings not verified: %s; \"%s\" is the first", why,
                      d->namespace_string);
        }
        return;
    }
    uint32_t node;
    const struct al_aml_cond *c;
    if (!dbg2_name_resolves(ctx->ns, d->namespace_string, &node))
        al_report(ctx->ts, AL_R_DBG2_NAMESPACE_NOT_FOUND,
                  al_at_table(t, d->offset + d->namespace_offset, path),
                  "debug device %u names \"%s\", which is not in the namespace", d->index,
                  d->namespace_string);
    else if ((c = ob_presence_cond(ctx->ns, node, AL_AML_NO_NODE)) != NULL) {
        /* The device exists only in one branch of a module-level If/Else (issue 22 item 1). */
        char clause[192];
        al_report(ctx->ts, AL_R_DBG2_NAMESPACE_UNVERIFIED,
                  al_at_table(t, d->offset + d->namespace_offset, path),
                  "debug device %u's namespace string is not verified: \"%s\" exists %s",
                  d->index, d->namespace_string,
                  ob_cond_clause(ctx->ns, c, clause, sizeof(clause)));
    }
}

static void check_dbg2(struct al_context *ctx, const struct al_table *t)
{
    struct al_dbg2 g;
    if (!al_dbg2_decode(t, &g) || !g.has_info_fields)
        return;
    struct al_walk w;
    struct al_dbg2_device d;
    al_dbg2_walk_init(&w, &g);
    bool unverified_told = false;
    while (al_dbg2_walk_next(&w, &d) == AL_WALK_OK)
        check_dbg2_device(ctx, t, &d, &unverified_told);
    const struct al_walk_end end = {
        .name = "Device",
        .item = "device",
        .stopped = AL_R_DBG2_DEVICE_TRUNCATED,
        .count_field = "NumberDbgDeviceInfo",
        .bad_offset = AL_R_DBG2_DEVICE_OFFSET_INVALID,
        .offset_field = "OffsetDbgDeviceInfo",
        .offset_at = AL_OFF_DBG2_INFO_OFFSET,
        .offset = g.info_offset,
        .items = "devices",
        .where = "inside the 44 fixed bytes or past the end of the table",
    };
    al_report_walk_end(ctx->ts, t, &w, &end);
}

static const struct al_rule_id *const dbg2_rules[] = {
    AL_R_DBG2_DEVICE_OFFSET_INVALID,  AL_R_DBG2_DEVICE_TRUNCATED,
    AL_R_DBG2_DEVICE_LAYOUT_INVALID,  AL_R_DBG2_PORT_TYPE_INVALID,
    AL_R_DBG2_SERIAL_SUBTYPE_INVALID, AL_R_DBG2_BASE_ADDRESS_INVALID,
    AL_R_DBG2_NAMESPACE_NOT_FOUND,    AL_R_DBG2_DEVICE_FIELD_INVALID,
    AL_R_DBG2_PORT_SUBTYPE_RESERVED,  AL_R_DBG2_NAMESPACE_NOT_ABSOLUTE,
    AL_R_DBG2_REGISTER_INVALID,       AL_R_DBG2_ACCESS_WIDTH_MISMATCH,
    AL_R_DBG2_NAMESPACE_UNVERIFIED,   NULL,
};


const struct al_check al_checks_dbg2[] = {
    {"dbg2.devices", "DBG2", check_dbg2, dbg2_rules, AL_NEEDS_TABLE},
    {0},
};
