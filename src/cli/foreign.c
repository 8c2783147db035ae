/* SPDX-License-Identifier: MIT */
/*
 * Not an arm64 firmware.  arm64 describes its CPUs with GICC structures only
 * (seed: Linux 4.1 Documentation/arm64/acpi_object_usage.txt, MADT: "only the
 * GIC related structures are used"; ACPI 6.5 section 5.2.12.14); an MADT whose
 * CPUs are Local APICs (x86), Local SAPICs (IA-64) or Core PICs (LoongArch) and
 * that has no GICC was taken from another kind of machine.  The FADT alone is
 * not enough to tell: test fixtures pair arm64 tables with a generic x86 FADT.
 */
#include "cli/foreign.h"

#include <stdio.h>

#include "acpilint/madt.h"
#include "acpilint/rule_ids.h"

/* The other architectures' CPU structures, as the message names them; NULL for the rest. */
static const char *foreign_cpu(uint8_t type)
{
    switch (type) {
    case AL_MADT_LOCAL_APIC:
        return "Local APIC";
    case AL_MADT_LOCAL_X2APIC:
        return "Local x2APIC";
    case AL_MADT_LOCAL_SAPIC:
        return "Local SAPIC";
    case AL_MADT_CORE_PIC:
        return "LoongArch Core PIC";
    default:
        return NULL;
    }
}

bool al_foreign_report(struct al_tableset *ts, bool judged)
{
    const struct al_table *where = NULL;
    struct al_subtable first = {0};
    unsigned madts = al_tableset_count_sig(ts, "APIC");
    for (unsigned m = 0; m < madts; m++) {
        const struct al_table *t = al_tableset_find(ts, "APIC", m);
        struct al_walk w;
        struct al_subtable s;
        al_madt_walk_init(&w, t);
        while (al_madt_walk_next(&w, &s) == AL_WALK_OK) {
            if (s.type == AL_MADT_GICC)
                return false; /* one arm64 CPU: judged as arm64, whatever else is there */
            if (!where && foreign_cpu(s.type)) {
                where = t;
                first = s;
            }
        }
    }
    if (!where)
        return false;
    const char *name = foreign_cpu(first.type);
    char field[48]; /* the first of its type: index 0 */
    snprintf(field, sizeof(field), "APIC/%s[0]", al_madt_type_name(first.type));
    if (judged)
        al_report(ts, AL_R_INPUT_NOT_ARM64, al_at_table(where, first.offset, field),
                  "not an arm64 firmware, its MADT has %s entries and no GICC: checked "
                  "against the arm64 rules as the profile asks",
                  name);
    else
        al_report(ts, AL_R_INPUT_NOT_ARM64, al_at_table(where, first.offset, field),
                  "not an arm64 firmware, its MADT has %s entries and no GICC: not checked "
                  "against the arm64 rules (name a --profile to check it)",
                  name);
    return true;
}
