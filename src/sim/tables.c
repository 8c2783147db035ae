/* SPDX-License-Identifier: MIT */
/*
 * acpi_table_init(): the tables ACPICA installs from the RSDP, modelled from
 * the tables in the input, shared by every model (the 4.1 model's
 * acpi_boot_table_init() around it: linux41/acpi.c; the 6.x models':
 * linux6/acpi.c).
 */
#include "sim_internal.h"

#include <stdlib.h>
#include <string.h>

#include "acpilint/rsdp.h"
#include "acpilint/rule_ids.h"

#define AL_ROOT_MAX 256

/* An ACPICA decision: "Linux <model> drivers/acpi/acpica/<file> <function>", no log line. */
void al_sim_acpica_event(struct al_sim_ctx *c, const char *file_fn, const char *decision,
                         const char *consequence, const char *note)
{
    char src[160];
    snprintf(src, sizeof(src), "drivers/acpi/acpica/%s", file_fn);
    al_sim_kevent(c, src, decision, consequence, note, NULL);
}

/*
 * Whether t is among the first `upto` installed tables.  Only root entries
 * can name a table twice (or name the DSDT or FACS installed after them):
 * the tables of the input are distinct, so callers search just the (at most
 * AL_ROOT_MAX) tables installed from the root; searching every installed
 * table made a dump of 160 000 tables quadratic.
 */
static bool installed_has(const struct al_sim_ctx *c, const struct al_table *t, size_t upto)
{
    for (size_t i = 0; i < upto && i < c->installed_count; i++)
        if (c->installed[i] == t)
            return true;
    return false;
}

/*
 * acpi_tb_install_standard_table().  Early in boot ACPICA installs every
 * table without looking at its checksum (acpi_gbl_enable_table_validation
 * is FALSE: "Early table checksum verification disabled"); the check comes
 * later (acpi_reallocate_root_table(), for the FADT at once in
 * acpi_tb_parse_fadt()) and only warns: ACPI_CHECKSUM_ABORT is FALSE
 * (include/acpi/acconfig.h, in 4.1 as in 6.x), so a table whose checksum is
 * wrong is used all the same.  A table whose header is not there cannot be
 * mapped and is not installed.
 */
static void install(struct al_sim_ctx *c, const struct al_table *t, size_t dup_scope)
{
    if (!t || t->kind != AL_KIND_SDT || installed_has(c, t, dup_scope))
        return;
    if (al_table_is(t, "RSDT") || al_table_is(t, "XSDT"))
        return;
    if (!t->header_complete) {
        char what[160];
        snprintf(what, sizeof(what), "%.4s (instance %u) has a truncated header", t->signature,
                 t->instance);
        al_sim_acpica_event(c, "tbinstal.c acpi_tb_install_standard_table()", what,
                     "the kernel cannot map this table", NULL);
        return;
    }
    if (!t->checksum_ok)
        c->k.model->voice->table_bad_checksum(c, t);
    c->installed[c->installed_count++] = t;
}

/*
 * Whether the dump's table addresses can stand for the firmware's memory:
 * every SDT carries a non-zero address and no two share one (some Windows
 * tools write 0 or one address for every table; following the XSDT by such
 * addresses would lose tables the input holds).
 */
static bool addresses_usable(const struct al_tableset *ts)
{
    size_t with = 0;
    for (size_t i = 0; i < ts->count; i++) {
        const struct al_table *t = ts->tables[i];
        if (t->kind == AL_KIND_RSDP)
            continue;
        if (!t->has_address || t->address == 0)
            return false;
        for (size_t j = 0; j < i; j++) {
            const struct al_table *u = ts->tables[j];
            if (u->kind != AL_KIND_RSDP && u->address == t->address)
                return false;
        }
        with++;
    }
    return with > 0;
}

/*
 * No RSDP in the input.  The input was taken from a running machine (an
 * acpidump text, often without its RSDP and XSDT on arm64; a sysfs copy; a
 * folder of blobs) or is what a build installs: in every form the machine
 * it describes had UEFI hand over an RSDP, since edk2's ACPI table protocol
 * always installs the RSDP and XSDT with the tables (seed 001: the RSDP
 * comes from UEFI).  The model follows that RSDP to the input's XSDT, or,
 * when the input holds none, to an XSDT listing every table of the input.
 * --no-rsdp (al_sim_options.no_rsdp) simulates firmware that hands over none.
 */
static bool no_rsdp(struct al_sim_ctx *c)
{
    struct al_sim_result *r = c->r;
    struct al_where w = al_at_file(c->ts->input_count ? c->ts->inputs[0] : NULL, AL_NO_OFFSET, 0);
    /* No table at all (an empty input: firmware without ACPI) hands over no RSDP either. */
    if (c->o->no_rsdp || c->ts->count == 0) {
        snprintf(r->rsdp_assumption, sizeof(r->rsdp_assumption), "none (%s)",
                 c->o->no_rsdp ? "--no-rsdp" : "no tables");
        c->k.model->voice->no_rsdp(c);
        return false;
    }
    bool xsdt = al_tableset_find(c->ts, "XSDT", 0) != NULL;
    snprintf(r->rsdp_assumption, sizeof(r->rsdp_assumption), "assumed");
    al_report(c->ts, AL_R_SIM_RSDP_ASSUMED, w,
              "the input holds no RSDP: simulated as the machine it was taken from, whose UEFI "
              "handed over an RSDP pointing at %s (--no-rsdp simulates firmware that hands "
              "over none)",
              xsdt ? "the input's XSDT" : "an XSDT that lists every table of the input");
    char what[200];
    snprintf(what, sizeof(what),
             "the input holds no RSDP: assumed that UEFI hands over an RSDP pointing at %s",
             xsdt ? "the input's XSDT" : "an XSDT that lists every table of the input");
    c->k.model->voice->rsdp_assumed(c, what);
    return true;
}

/* acpi_table_init(): ACPICA's acpi_initialize_tables() from the RSDP; false on failure. */
bool al_sim_table_init(struct al_sim_ctx *c)
{
    struct al_sim_result *r = c->r;
    struct al_tableset *ts = c->ts;
    /* The steps the models tell in their own words (model.h). */
    const struct al_sim_voice *voice = c->k.model->voice;
    c->installed = calloc(ts->count + 1, sizeof(*c->installed));
    if (!c->installed)
        return false;
    voice->table_init_begin(c);

    const struct al_table *rsdp_t = al_tableset_find(ts, "RSDP", 0);
    const struct al_table *root = NULL;
    bool by_address = addresses_usable(ts);
    if (!rsdp_t) {
        if (!no_rsdp(c))
            return false;
        root = al_tableset_find(ts, "XSDT", 0);
    } else {
        snprintf(r->rsdp_assumption, sizeof(r->rsdp_assumption), "input");
        struct al_rsdp rsdp;
        if (!al_rsdp_decode(rsdp_t, &rsdp)) {
            al_sim_acpica_event(c, "tbutils.c acpi_tb_parse_root_table()", "the RSDP is truncated",
                         "acpi_table_init() fails", NULL);
            return false;
        }
        if (!rsdp.checksum_ok || !rsdp.ext_checksum_ok)
            voice->rsdp_bad_checksum(c);
        bool use_xsdt = rsdp.revision > 1 && rsdp.xsdt_address != 0 &&
                        (!voice->xsdt_needs_v2_fields || rsdp.has_v2_fields);
        uint64_t addr = use_xsdt ? rsdp.xsdt_address : rsdp.rsdt_address;
        const char *sig = use_xsdt ? "XSDT" : "RSDT";
        if (!use_xsdt)
            al_sim_acpica_event(c, "tbutils.c acpi_tb_parse_root_table()",
                         "the RSDP has revision < 2 or no XSDT address: ACPICA uses the RSDT", NULL,
                         voice->rsdt_note);
        if (addr == 0) {
            al_sim_acpica_event(c, "tbutils.c acpi_tb_parse_root_table()",
                         "the RSDP gives no root table address", "acpi_table_init() fails", NULL);
            return false;
        }
        root = by_address ? al_tableset_by_address(ts, addr) : al_tableset_find(ts, sig, 0);
        if (root && !al_table_is(root, sig))
            root = NULL;
        if (!root) {
            char what[200];
            snprintf(what, sizeof(what),
                     "the input holds no %s at 0x%llx, the address the RSDP "
                     "gives: assumed that it lists every table of the input",
                     sig, (unsigned long long)addr);
            al_sim_acpica_event(c, "tbutils.c acpi_tb_parse_root_table()", what, NULL,
                         "assumption: a dump that lacks its root table is incomplete, the "
                         "firmware's memory still holds it");
            by_address = false;
        }
    }
    if (root) {
        size_t entry = al_table_is(root, "XSDT") ? 8 : 4;
        if (!root->header_complete || root->header.length < AL_HEADER_SIZE + (voice->root_needs_an_entry ? entry : 0)) {
            al_sim_acpica_event(c, "tbutils.c acpi_tb_parse_root_table()",
                         "the root table is shorter than its header and one entry",
                         "acpi_table_init() fails (AE_INVALID_TABLE_LENGTH)", NULL);
            voice->root_too_short(c, root);
            return false;
        }
        if (!root->checksum_ok)
            voice->root_bad_checksum(c, root);
        c->root = root;
    }
    if (root && by_address) {
        struct al_root_entry ents[AL_ROOT_MAX];
        size_t n = al_root_entries(ts, root, ents, AL_ROOT_MAX);
        for (size_t i = 0; i < n && i < AL_ROOT_MAX; i++) {
            install(c, ents[i].target, c->installed_count);
            /* the FADT brings the DSDT and FACS in (acpi_tb_parse_fadt) */
        }
        size_t from_root = c->installed_count;
        for (size_t i = 0; i < ts->count; i++)
            if (al_table_is(ts->tables[i], "DSDT") || al_table_is(ts->tables[i], "FACS"))
                install(c, ts->tables[i], from_root);
    } else {
        for (size_t i = 0; i < ts->count; i++)
            install(c, ts->tables[i], 0);
    }
    c->tables_ok = true;
    char what[96];
    snprintf(what, sizeof(what), "acpi_table_init() succeeds: %zu tables installed",
             c->installed_count);
    const char *hdr_note = "ACPICA prints one \"ACPI: SIG 0x...\" line per table with "
                           "addresses the simulator does not reproduce";
    voice->tables_installed(c, what, hdr_note);

    /* check_multiple_madt() (drivers/acpi/tables.c): asks ACPICA for instance 2 */
    if (al_sim_get_table(c, "APIC", 2)) {
        al_sim_kevent(c, "drivers/acpi/tables.c check_multiple_madt()",
                      "a second MADT is installed",
                      "the first MADT is used (acpi_apic_instance 0)", NULL,
                      "ACPI: BIOS bug: multiple APIC/MADT found, using %d", 0);
        al_sim_kevent(c, "drivers/acpi/tables.c check_multiple_madt()", "advice printed", NULL,
                      NULL,
                     "ACPI: If \"acpi_apic_instance=%d\" works better, notify "
                     "linux-acpi@vger.kernel.org",
                     2);
        const struct al_table *m2 = al_sim_get_table(c, "APIC", 2);
        al_report(ts, AL_R_SIM_MULTIPLE_MADT, al_at_table(m2, 0, NULL),
                  "Linux %s warns about several MADTs and uses only the first", c->k.name);
    }

    /* acpi_gbl_FADT: ACPICA's zero-filled local copy of the (first) FADT */
    const struct al_table *fadt = al_sim_get_table(c, "FACP", 0);
    if (fadt) {
        struct al_span b = al_table_body(fadt);
        uint8_t lo = 0, hi = 0;
        al_read_u8(b, AL_OFF_FADT_ARM_BOOT_ARCH, &lo); /* byte by byte: a dump may end between */
        al_read_u8(b, AL_OFF_FADT_ARM_BOOT_ARCH + 1, &hi);
        c->gbl_fadt_loaded = true;
        c->arm_boot_flags = (uint16_t)(lo | (hi << 8));
        voice->fadt_copied(c, fadt);
    }
    return true;
}
