/* SPDX-License-Identifier: MIT */
/*
 * parse_early_param() of Linux 4.1: every "acpi" parameter goes to
 * parse_acpi() (seed 003 lines 361-376), which prints "Malformed early
 * option" when it fails.  The splitting is shared (cmdline.c).
 */
#include "sim/sim_internal.h"

#include <stdlib.h>
#include <string.h>

/* seed 003 lines 361-376: parse_acpi() of Linux 4.1 */
static void parse_acpi_41(struct al_sim_ctx *c, const char *param, const char *val)
{
    struct al_sim_result *r = c->r;
    if (!al_sim_parameq(param, "acpi"))
        return;
    c->acpi_params_seen++;
    char what[160];
    if (!val) {
        snprintf(what, sizeof(what), "\"acpi\" without a value: parse_acpi(NULL) returns -EINVAL");
        al_sim_event(r,
                     "Linux 4.1 arch/arm64/kernel/acpi.c parse_acpi() (seed 003 lines "
                     "363-364); " AL_K41_PARAMS,
                     what, "the option is ignored", NULL, "Malformed early option '%s'", param);
    } else if (strcmp(val, "off") == 0) {
        r->param_acpi_off = true;
        al_sim_event(r, "Linux 4.1 arch/arm64/kernel/acpi.c parse_acpi() (seed 003 lines 366-368)",
                     "acpi=off sets param_acpi_off",
                     "ACPI table parsing is skipped; the device tree is used", NULL, NULL);
    } else if (strcmp(val, "force") == 0) {
        r->param_acpi_force = true;
        al_sim_event(r, "Linux 4.1 arch/arm64/kernel/acpi.c parse_acpi() (seed 003 lines 369-370)",
                     "acpi=force sets param_acpi_force",
                     "ACPI is used even if the device tree describes the platform; no "
                     "fallback to the device tree (seed 010 line 477)",
                     NULL, NULL);
    } else {
        snprintf(what, sizeof(what),
                 "acpi=%.100s is not \"off\" or \"force\": parse_acpi() returns -EINVAL", val);
        al_sim_event(r,
                     "Linux 4.1 arch/arm64/kernel/acpi.c parse_acpi() (seed 003 lines "
                     "371-372); " AL_K41_PARAMS,
                     what, "the option is ignored",
                     "seed 003 line 315 documents only off and "
                     "force for arm64; strict, noirq, rsdt, copy_dsdt are rejected too",
                     "Malformed early option '%s'", param);
    }
}

void al_sim_parse_cmdline(struct al_sim_ctx *c)
{
    struct al_sim_result *r = c->r;
    al_sim_each_param(c, false, parse_acpi_41);
    if (r->param_acpi_off && r->param_acpi_force)
        al_sim_event(
            r, "Linux 4.1 arch/arm64/kernel/acpi.c acpi_boot_table_init() (seed 003 lines 406-407)",
            "both acpi=off and acpi=force were given: the flags are never cleared, "
            "and param_acpi_off is tested first",
            "ACPI is never enabled, yet param_acpi_force still keeps setup_arch() off "
            "the device tree (seed 010 line 477): whatever the order, the kernel has "
            "neither ACPI nor DT",
            "seed 003's policy text treats off and force as alternatives; the code "
            "combines them this way",
            NULL);
    if (!c->acpi_params_seen)
        al_sim_event(r, "Linux 4.1 arch/arm64/kernel/acpi.c parse_acpi() (seed 003 lines 358-359)",
                     "no acpi= option on the command line", "the device-tree heuristic decides",
                     NULL, NULL);
}
