/* SPDX-License-Identifier: MIT */
/*
 * The kernel's own MADT walk, acpi_parse_entries() and
 * acpi_table_parse_entries() of drivers/acpi/tables.c in Linux 4.1, which
 * the seeds call (seed 004 line 208, seed 007 lines 319 and 332).  It
 * differs from the model walk (madt.h): it stops when fewer than three
 * bytes are left (`entry + 2 < table_end`), hands matching entries to the
 * handler before looking at their length, returns -EINVAL as soon as a
 * handler fails, and returns -EINVAL on a zero length after printing
 * "[APIC:0xNN] Invalid zero length" (tables.c of 4.1 has no pr_fmt).
 *
 * The 6.x walkers differ only as the model says (kernels.c): 6.12's
 * lib/fw_table.c stops at a failing handler like 4.1 and has no pr_fmt;
 * 6.1's drivers/acpi/tables.c ("ACPI: " prefix) goes on walking after a
 * failing handler without calling handlers again, and returns -EINVAL at
 * the end.
 */
#include "sim_internal.h"

int al_sim_parse_entries(struct al_sim_ctx *c, const struct al_table *t, size_t table_size,
                         uint8_t entry_id, al_sim_entry_handler h, void *arg,
                         unsigned max_entries)
{
    if (c->acpi_disabled)
        return -AL_ENODEV;
    struct al_span s = al_table_span(t);
    size_t end = t->header.length; /* table_end = table + header->length */
    if (end > s.len) {
        al_sim_kevent(c, c->k.walk_src,
                      "the MADT's Length runs past the bytes in the input", NULL,
                      "the simulator walks only the bytes present; the kernel would read "
                      "whatever memory follows the table",
                      NULL);
        end = s.len;
    }
    int count = 0, errs = 0;
    bool go_on = !c->k.walk_stops_on_error;
    size_t entry = table_size;
    while (entry < end && end - entry > 2) { /* entry + sizeof(header) < table_end */
        uint8_t type = al_field_get_u8(s, AL_F_MADT_SUB_TYPE, entry),
                len = al_field_get_u8(s, AL_F_MADT_SUB_LENGTH, entry);
        if (type == entry_id && (!max_entries || (unsigned)count < max_entries)) {
            if (errs || h(c, t, entry, end, arg)) {
                if (!go_on)
                    return -AL_EINVAL;
                errs++;
            } else {
                count++;
            }
        }
        if (len == 0) {
            char what[128];
            snprintf(what, sizeof(what),
                     "MADT structure at offset %zu (type 0x%02x) has length 0", entry, type);
            al_sim_kevent(c, c->k.walk_src, what, "the walk stops with -EINVAL", NULL,
                          "%s[APIC:0x%02x] Invalid zero length", c->k.walk_prefix, entry_id);
            return -AL_EINVAL;
        }
        entry += len;
    }
    return errs ? -AL_EINVAL : count;
}

int al_sim_table_parse_madt(struct al_sim_ctx *c, uint8_t entry_id, al_sim_entry_handler h,
                            void *arg)
{
    if (c->acpi_disabled)
        return -AL_ENODEV;
    const struct al_table *madt = al_sim_get_table(c, "APIC", 0); /* acpi_apic_instance 0 */
    if (!madt) {
        c->k.model->voice->madt_absent(c);
        return -AL_ENODEV;
    }
    return al_sim_parse_entries(c, madt, AL_SIZEOF_MADT, entry_id, h, arg, 0);
}
