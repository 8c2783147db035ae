/* SPDX-License-Identifier: MIT */
/*
 * The image scan's required-table check (--scan): a profile's required
 * tables missing from the scanned images.  A check, not part of the scan
 * (include/acpilint/scan.h): it reads the policy profile (rules/), which
 * the loader comes before.
 */
#include <stdbool.h>
#include <string.h>

#include "acpilint/policy.h"
#include "acpilint/profile.h"
#include "acpilint/rule_ids.h"
#include "acpilint/scan_required.h"

/*
 * An image holds the tables the firmware installs; the ones it builds at
 * boot (RSDP, XSDT, RSDT: the addresses are known only then; FACS: firmware
 * state) are not required in it.
 */
static bool built_at_boot(const char *sig)
{
    return strcmp(sig, "RSDP") == 0 || strcmp(sig, "XSDT") == 0 || strcmp(sig, "RSDT") == 0 ||
           strcmp(sig, "FACS") == 0;
}

static void report_required(struct al_tableset *ts, const struct al_profile *profile,
                            const struct al_string_list *l)
{
    const char *file = ts->input_count ? ts->inputs[0] : NULL;
    for (size_t i = 0; i < l->count; i++) {
        const char *sig = l->items[i];
        if (strpbrk(sig, "*?") || built_at_boot(sig) || al_tableset_count_sig(ts, sig))
            continue;
        /* The table policy may have said it already (tables.required-missing). */
        bool told = false;
        for (size_t k = 0; k < ts->findings.count && !told; k++) {
            const struct al_finding *f = &ts->findings.items[k];
            told = strcmp(f->rule, AL_R_TABLES_REQUIRED_MISSING->id) == 0 && f->field &&
                   strcmp(f->field, sig) == 0;
        }
        if (told)
            continue;
        struct al_where w = al_at_file(file, AL_NO_OFFSET, 0);
        w.field = sig;
        al_report(ts, AL_R_SCAN_REQUIRED_MISSING, w,
                  "profile %s requires the %s table and the scanned image holds none: the "
                  "firmware cannot install it",
                  profile->name, sig);
    }
}

void al_scan_check_required(struct al_tableset *ts, const struct al_profile *profile)
{
    if (!profile)
        profile = al_profile_default();
    report_required(ts, profile, al_profile_tables(profile, AL_TABLE_REQUIRED));
    /* The SPCR too, unless the config declares no serial console (facts.h). */
    const struct al_facts *facts = ts->policy ? ts->policy->facts : NULL;
    if (!facts || !facts->v[AL_FACT_SERIAL_CONSOLE].set || facts->v[AL_FACT_SERIAL_CONSOLE].value)
        report_required(ts, profile,
                        al_profile_tables(profile, AL_TABLE_REQUIRED_WITH_SERIAL_CONSOLE));
}
