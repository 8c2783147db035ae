/* SPDX-License-Identifier: MIT */
/*
 * The early parameters the 6.x models read, as parse_early_param() hands
 * them over (init/main.c do_early_param(): each parameter in command-line
 * order, to every early_param() whose name matches with '-' and '_' alike;
 * a handler that returns non-zero earns "Malformed early option").
 *
 *   acpi=              arch/arm64/kernel/acpi.c parse_acpi(): flags only ever set
 *   nr_cpus=           kernel/smp.c nrcpus(): lowers nr_cpu_ids, never raises it
 *   maxcpus=, nosmp    kernel/smp.c maxcpus(), nosmp(): setup_max_cpus, last one wins
 *   acpi_force_table_verification   drivers/acpi/tables.c
 */
#include "sim/sim_internal.h"

#include <ctype.h>
#include <string.h>

/* lib/kstrtox.c _parse_integer_fixup_radix() + simple_strtoull(): base 0. */
static unsigned long long strtoull_base0(const char *s, const char **end)
{
    unsigned base = 10;
    if (s[0] == '0') {
        if (tolower((unsigned char)s[1]) == 'x' && isxdigit((unsigned char)s[2])) {
            base = 16;
            s += 2;
        } else {
            base = 8;
        }
    }
    unsigned long long v = 0;
    for (;; s++) {
        int ch = tolower((unsigned char)*s);
        unsigned d;
        if (ch >= '0' && ch <= '9')
            d = (unsigned)(ch - '0');
        else if (ch >= 'a' && ch <= 'f')
            d = (unsigned)(ch - 'a' + 10);
        else
            break;
        if (d >= base)
            break;
        v = v * base + d;
    }
    *end = s;
    return v;
}

/*
 * lib/cmdline.c get_option(): returns 0 when no number was read, yet writes
 * the value (0) first: "maxcpus=abc" sets setup_max_cpus to 0.
 */
static int get_option(const char *str, int *pint)
{
    if (!str || !*str)
        return 0;
    const char *cur = str, *end;
    int value;
    if (*cur == '-')
        value = -(int)strtoull_base0(++cur, &end);
    else
        value = (int)strtoull_base0(cur, &end);
    *pint = value;
    return cur == end ? 0 : 1;
}

static void param(struct al_sim_ctx *c, const char *p, const char *val)
{
    struct al_sim_result *r = c->r;
    char what[200];
    if (al_sim_parameq(p, "acpi")) {
        c->acpi_params_seen++;
        const char *src = "arch/arm64/kernel/acpi.c parse_acpi()";
        if (val && strcmp(val, "off") == 0) {
            r->param_acpi_off = true;
            al_sim_kevent(c, src, "acpi=off sets param_acpi_off",
                          "acpi_boot_table_init() will not enable ACPI, whatever else is given",
                          NULL, NULL);
        } else if (val && strcmp(val, "on") == 0) {
            c->param_acpi_on = true;
            al_sim_kevent(c, src, "acpi=on sets param_acpi_on",
                          "ACPI is preferred over a device tree that describes the platform",
                          NULL, NULL);
        } else if (val && strcmp(val, "force") == 0) {
            r->param_acpi_force = true;
            al_sim_kevent(c, src, "acpi=force sets param_acpi_force",
                          "ACPI is preferred over the device tree, and stays enabled even if "
                          "the table checks fail",
                          NULL, NULL);
        } else if (val && c->k.acpi_nospcr && strcmp(val, "nospcr") == 0) {
            c->param_acpi_nospcr = true;
            al_sim_kevent(c, src, "acpi=nospcr sets param_acpi_nospcr",
                          "the SPCR console is not made the default console", NULL, NULL);
        } else {
            snprintf(what, sizeof(what), "acpi%s%.100s is not a value parse_acpi() knows: it "
                     "returns -EINVAL", val ? "=" : " without a value", val ? val : "");
            al_sim_kevent(c, src, what, "the option is ignored",
                          "init/main.c do_early_param() prints the message",
                          "Malformed early option '%s'", p);
        }
    } else if (al_sim_parameq(p, "nr_cpus")) {
        int n = 0;
        if (get_option(val, &n) && n > 0 && (unsigned)n < c->nr_cpu_ids) {
            c->nr_cpu_ids = (unsigned)n;
            snprintf(what, sizeof(what), "nr_cpus=%d: nr_cpu_ids = %d", n, n);
            al_sim_kevent(c, "kernel/smp.c nrcpus()", what,
                          "logical CPUs from this number on are never possible", NULL, NULL);
        } else {
            snprintf(what, sizeof(what), "nr_cpus=%.60s does not lower nr_cpu_ids (%u)",
                     val ? val : "", c->nr_cpu_ids);
            al_sim_kevent(c, "kernel/smp.c nrcpus()", what, "ignored, silently",
                          "only a number from 1 to nr_cpu_ids - 1 counts", NULL);
        }
    } else if (al_sim_parameq(p, "maxcpus")) {
        int n = (int)c->setup_max_cpus;
        int got = get_option(val, &n);
        c->setup_max_cpus = (unsigned)n;
        snprintf(what, sizeof(what), "maxcpus=%.60s: setup_max_cpus = %u", val ? val : "",
                 c->setup_max_cpus);
        al_sim_kevent(c, "kernel/smp.c maxcpus()", what,
                      c->setup_max_cpus == 0 ? "no secondary CPU is brought up (as nosmp)"
                                             : "at most this many CPUs are brought up at boot",
                      val && *val && !got ? "get_option() writes 0 before it finds no number: "
                                            "a value that is not a number means maxcpus=0"
                                          : NULL,
                      NULL);
    } else if (al_sim_parameq(p, "nosmp")) {
        c->setup_max_cpus = 0;
        al_sim_kevent(c, "kernel/smp.c nosmp()", "nosmp: setup_max_cpus = 0",
                      "no secondary CPU is brought up", NULL, NULL);
    } else if (al_sim_parameq(p, "acpi_force_table_verification")) {
        c->force_table_verification = true;
    }
}

void al_k6_parse_cmdline(struct al_sim_ctx *c)
{
    al_sim_each_param(c, true, param);
    if (!c->acpi_params_seen)
        al_sim_kevent(c, "arch/arm64/kernel/acpi.c acpi_boot_table_init()",
                      "no acpi= option on the command line",
                      "the device tree decides: ACPI unless it describes the platform", NULL,
                      NULL);
}
