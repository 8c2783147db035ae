/* SPDX-License-Identifier: MIT */
#include "cli/options.h"

#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "acpilint/facts.h"
#include "acpilint/finding.h"
#include "acpilint/suggest.h"

static const struct al_option options[] = {
    {AL_OPT_FORMAT, "format", 'f', "FORMAT",
     "output format: text (default), json, sarif, junit, github (workflow annotations), "
     "gitlab (Code Quality) or markdown (acpilint diff only)"},
    {AL_OPT_OUTPUT, "output", 'o', "FILE", "write the report to FILE instead of standard output"},
    {AL_OPT_LIST_TABLES, "list-tables", 0, NULL,
     "list the tables loaded (like acpidump -s) instead of checking them"},
    {AL_OPT_EXTRACT, "extract", 0, "DIR",
     "also write every loaded table to DIR in acpixtract naming (facp.dat, ssdt1.dat, ...)"},
    {AL_OPT_FAIL_ON, "fail-on", 0, "LEVEL",
     "exit 1 when a finding is at or above LEVEL: error (default), warning, info, never"},
    {AL_OPT_PROFILE, "profile", 0, "NAME",
     "rule profile: linux (default), linux-4.1, sbbr-1.0, sbbr-1.1, sbbr-1.2, bbr-2.1 (alias "
     "sbbr), systemready-band, sbsa-8.0"},
    {AL_OPT_ENABLE, "enable", 0, "ID",
     "enable the rules matching ID (an id or a glob such as 'madt.*'); repeatable, or a comma "
     "list"},
    {AL_OPT_DISABLE, "disable", 0, "ID",
     "disable the rules matching ID; repeatable, or a comma list (--disable a,b)"},
    {AL_OPT_LIST_RULES, "list-rules", 0, NULL,
     "list every rule: id, severity under the active profile, profiles, summary"},
    {AL_OPT_EXPLAIN, "explain", 0, "ID",
     "print a rule's summary, rationale, reference and where it is defined"},
    {AL_OPT_RULES_DIR, "rules-dir", 0, "DIR",
     "read the rules from DIR/*.yaml and profiles from DIR/profiles/ instead of the built-in "
     "copies"},
    {AL_OPT_CONFIG, "config", 0, "FILE",
     "read the config FILE (default: .acpilint.yaml here or in a parent folder)"},
    {AL_OPT_NO_CONFIG, "no-config", 0, NULL, "read no config file"},
    {AL_OPT_BASELINE, "baseline", 0, "FILE",
     "accept the findings recorded in FILE: only new findings count"},
    {AL_OPT_WRITE_BASELINE, "write-baseline", 0, "FILE",
     "record today's findings in FILE (and accept them)"},
    {AL_OPT_WAIVERS, "waivers", 0, "FILE",
     "accept the findings whose certification verdicts the ACS waiver file FILE waives "
     "(waiver.json: Suites, TestSuites, TestCases, Reason)"},
    {AL_OPT_WRITE_WAIVERS, "write-waivers", 0, "FILE",
     "write the certification verdicts today's findings predict as an ACS waiver file"},
    {AL_OPT_SBSA_LEVEL, "sbsa-level", 0, "N",
     "the Arm SBSA level the platform claims (1-8), for the sbsa-8.0 profile's level rules"},
    {AL_OPT_SHOW_SUPPRESSED, "show-suppressed", 0, NULL,
     "also list the findings that suppressions or the baseline accept"},
    {AL_OPT_BASE_DIR, "base-dir", 0, "DIR",
     "name files in sarif, github and gitlab reports relative to DIR (default: the working "
     "directory; the checkout, in CI)"},
    {AL_OPT_SARIF_CATEGORY, "sarif-category", 0, "NAME",
     "SARIF: put NAME in the category of run.automationDetails.id, so that the runs of many "
     "boards uploaded to one repository do not replace each other"},
    {AL_OPT_NAMESPACE, "namespace", 0, NULL,
     "print the AML namespace of the DSDT and SSDTs, one object a line, sorted by path"},
    {AL_OPT_SIMULATE, "simulate", 0, NULL,
     "print the boot trace: each decision of the simulated kernel, its source and message "
     "(the simulation itself runs on every check)"},
    {AL_OPT_NO_SIMULATE, "no-simulate", 0, NULL,
     "do not simulate the kernel's boot (no sim.* findings, no verdict line)"},
    {AL_OPT_CMDLINE, "cmdline", 0, "STRING",
     "kernel command line for the simulator, e.g. \"acpi=force\" (implies --simulate)"},
    {AL_OPT_DT, "dt", 0, "DT",
     "device tree handed over: none, stub (default), populated, or a FILE.dtb "
     "(implies --simulate)"},
    {AL_OPT_BOOT_MPIDR, "boot-mpidr", 0, "HEX",
     "MPIDR of the boot CPU (default: the first enabled GICC's) (implies --simulate)"},
    {AL_OPT_NR_CPUS, "nr-cpus", 0, "N",
     "NR_CPUS of the kernel (default: the model's, 512 for 6.12, 256 for 6.1, 64 for 4.1) "
     "(implies --simulate)"},
    {AL_OPT_KERNEL, "kernel", 0, "VERSION",
     "kernel model: 6.12, 6.1 or 4.1 (default: 6.12, or 4.1 with --profile linux-4.1) "
     "(implies --simulate)"},
    {AL_OPT_HW, "hw", 0, "FILE",
     "the machine around the tables, a YAML description: GIC version and frames, the cores "
     "that exist, boot MPIDR, PSCI conduits, parking, NR_CPUS; each --hw-*, --boot-mpidr and "
     "--nr-cpus option overrides its field (implies --simulate)"},
    {AL_OPT_HW_GIC, "hw-gic", 0, "2|3",
     "the machine's GIC version (default: what the MADT says) (implies --simulate)"},
    {AL_OPT_HW_MPIDRS, "hw-mpidrs", 0, "LIST",
     "MPIDRs of the CPUs the machine has, comma-separated hex, the boot CPU first (default: "
     "the MADT's GICCs) (implies --simulate)"},
    {AL_OPT_HW_PSCI, "hw-psci", 0, "CONDUITS",
     "PSCI conduits the firmware answers: smc,hvc, smc, hvc or none (default: the one the "
     "FADT names) (implies --simulate)"},
    {AL_OPT_HW_PARKING, "hw-parking", 0, "WHO",
     "who answers the MADT's parking-protocol mailboxes: firmware (default) or none "
     "(implies --simulate)"},
    {AL_OPT_HW_MAP, "hw-map", 0, "MAP",
     "where the machine's GIC frames are: tables (default: where the MADT says) or qemu-virt "
     "(QEMU's virt board) (implies --simulate)"},
    {AL_OPT_NO_RSDP, "no-rsdp", 0, NULL,
     "simulate firmware that hands over no RSDP (default: an input without one is the machine "
     "it was taken from, whose UEFI handed one over)"},
    {AL_OPT_ASSUME_COMPLETE, "assume-complete", 0, NULL,
     "take the input as the whole firmware: a table it lacks is absent even without an XSDT "
     "that proves it (missing tables, unresolved names, the simulator's decisions)"},
    {AL_OPT_ASSUME_RSDP, "assume-rsdp", 0, NULL,
     "deprecated, does nothing: an input without an RSDP is always simulated as if UEFI "
     "handed one over"},
    {AL_OPT_SCAN, "scan", 0, "IMAGE",
     "find ACPI tables by signature, length and checksum anywhere in IMAGE (a flash image, "
     "a memory dump) and check them; followed by an option or nothing, a mode: every input "
     "is an image (--scan -q IMAGE)"},
    {AL_OPT_SEVERITY, "severity", 0, "LEVEL",
     "show only findings at or above LEVEL: info (default), warning, error"},
    {AL_OPT_QUIET, "quiet", 'q', NULL,
     "print one line per system: PASS or FAIL, its inputs, N errors, M warnings"},
    {AL_OPT_EACH, "each", 0, NULL,
     "check every input (and --scan image) as its own system; a folder of machine folders "
     "is one system per folder; JSON becomes JSON Lines, SARIF a run per system, JUnit a suite "
     "per system; a per-rule summary ends the output"},
    {AL_OPT_JOBS, "jobs", 'j', "N", "with --each, check N inputs at a time (worker processes)"},
    {AL_OPT_COLOR, "color", 0, "WHEN",
     "colour the text report: auto (default: on a terminal, unless NO_COLOR is set), always, "
     "never"},
    {AL_OPT_MAX_BYTES, "max-bytes", 0, "SIZE",
     "input data held at once: files read, decompressed, tables (default 256M)"},
    {AL_OPT_MAX_TABLE_SIZE, "max-table-size", 0, "SIZE", "largest table loaded (default 16M)"},
    {AL_OPT_MAX_TABLES, "max-tables", 0, "N",
     "tables loaded at most (default 4096, at most 32767)"},
    {AL_OPT_MAX_FINDINGS, "max-findings", 0, "N",
     "findings kept at most; later ones are counted per rule (default 100000)"},
    {AL_OPT_MAX_SCAN_WORK, "max-scan-work", 0, "N",
     "--scan: checksum bytes per image byte before the scan stops (default 16)"},
    {AL_OPT_MAX_WAIT, "max-wait", 0, "SECONDS",
     "longest wait for data from a FIFO, socket or terminal; 0: no limit (default 10)"},
    {AL_OPT_VERSION, "version", 'V', NULL, "print the version and exit"},
    {AL_OPT_HELP, "help", 'h', NULL, "print this help and exit"},
};

const struct al_option *al_cli_options(size_t *count)
{
    *count = sizeof(options) / sizeof(options[0]);
    return options;
}

void al_cli_print_help(FILE *out)
{
    fputs("Usage: acpilint [OPTIONS] INPUT...\n"
          "       acpilint [OPTIONS] --scan IMAGE [INPUT...]\n"
          "       acpilint diff [OPTIONS] OLD NEW\n"
          "Check the ACPI tables of an arm64 machine against what Linux requires; with diff,\n"
          "what changed between two firmware builds and what Linux will do differently.\n"
          "\n"
          "INPUT is an acpidump text, a table blob or several concatenated, a directory of\n"
          "blobs (acpixtract output, /sys/firmware/acpi/tables), any of these gzip-compressed,\n"
          "or - for standard input.\n"
          "\n"
          "Options:\n",
          out);
    for (size_t i = 0; i < sizeof(options) / sizeof(options[0]); i++) {
        const struct al_option *o = &options[i];
        char left[64];
        if (o->short_name)
            snprintf(left, sizeof(left), "-%c, --%s%s%s", o->short_name, o->long_name,
                     o->arg ? " " : "", o->arg ? o->arg : "");
        else
            snprintf(left, sizeof(left), "    --%s%s%s", o->long_name, o->arg ? " " : "",
                     o->arg ? o->arg : "");
        fprintf(out, "  %-28s %s\n", left, o->help);
    }
    fputs("\nExit status: 0 no finding at or above --fail-on, 1 findings at or above it,\n"
          "2 usage error, or the check is incomplete: an input (or a file in an input\n"
          "folder) could not be read, or a --max-* limit or the memory cut it.\n",
          out);
}

/* "unknown option '--formt'", with the nearest long option when there is one. */
static void unknown_option(FILE *err, const char *arg, const char *name, size_t len)
{
    char typed[64];
    snprintf(typed, sizeof(typed), "%.*s", (int)(len < 63 ? len : 63), name);
    struct al_suggest sg;
    al_suggest_init(&sg, typed);
    for (size_t i = 0; i < sizeof(options) / sizeof(options[0]); i++)
        al_suggest_consider(&sg, options[i].long_name);
    const char *best = al_suggest_best(&sg);
    if (best)
        fprintf(err, "acpilint: unknown option '%s' (did you mean '--%s'?)\n", arg, best);
    else
        fprintf(err, "acpilint: unknown option '%s' (see --help)\n", arg);
}

static const struct al_option *find_long(const char *name, size_t len)
{
    for (size_t i = 0; i < sizeof(options) / sizeof(options[0]); i++)
        if (strlen(options[i].long_name) == len && strncmp(options[i].long_name, name, len) == 0)
            return &options[i];
    return NULL;
}

static const struct al_option *find_short(char c)
{
    for (size_t i = 0; i < sizeof(options) / sizeof(options[0]); i++)
        if (options[i].short_name == c)
            return &options[i];
    return NULL;
}

/* Whole-string unsigned number in `base` (0x prefix allowed for 16), at most max. */
static int parse_number(const char *text, int base, uint64_t max, uint64_t *out)
{
    if (base == 16 && (strncmp(text, "0x", 2) == 0 || strncmp(text, "0X", 2) == 0))
        text += 2;
    if (*text == '\0' || *text == '-' || *text == '+')
        return -1;
    char *end;
    errno = 0;
    unsigned long long v = strtoull(text, &end, base);
    if (errno != 0 || *end != '\0' || v > max)
        return -1;
    *out = v;
    return 0;
}

/* --hw-mpidrs 0x0,0x1,0x100: hexadecimal MPIDRs, the boot CPU first. */
static int parse_mpidrs(struct al_cli *cli, const char *value)
{
    size_t n = 1;
    for (const char *p = value; *p; p++)
        n += *p == ',';
    if (n > AL_SIM_MAX_HW_MPIDRS)
        return -1;
    uint64_t *v = calloc(n, sizeof(*v));
    char *copy = strdup(value);
    if (!v || !copy) {
        free(v);
        free(copy);
        return -1;
    }
    size_t i = 0;
    int rc = 0;
    for (char *save = NULL, *tok = strtok_r(copy, ",", &save); tok && rc == 0;
         tok = strtok_r(NULL, ",", &save))
        rc = parse_number(tok, 16, UINT64_MAX, &v[i++]);
    free(copy);
    if (rc != 0 || i != n) {
        free(v);
        return -1;
    }
    free(cli->hw_mpidrs);
    cli->hw_mpidrs = v;
    cli->sim.hw_mpidrs = v;
    cli->sim.hw_mpidr_count = n;
    return 0;
}

/* --max-*: sizes take K, M or G; counts are plain numbers; none may be 0 but --max-wait. */
static int apply_budget(struct al_budget *b, const struct al_option *o, const char *value,
                        FILE *err)
{
    uint64_t v = 0;
    int rc;
    switch (o->id) {
    case AL_OPT_MAX_BYTES:
    case AL_OPT_MAX_TABLE_SIZE:
        rc = al_budget_parse_size(value, (uint64_t)1 << 40, &v);
        break;
    case AL_OPT_MAX_TABLES:
        rc = parse_number(value, 10, AL_BUDGET_TABLES_CEILING, &v);
        break;
    case AL_OPT_MAX_WAIT:
        rc = parse_number(value, 10, 86400, &v);
        break;
    default:
        rc = parse_number(value, 10, UINT32_MAX, &v);
        break;
    }
    if (rc != 0 || (v == 0 && o->id != AL_OPT_MAX_WAIT)) {
        fprintf(err, "acpilint: --%s: '%s' is not a valid %s\n", o->long_name, value, o->arg);
        return -1;
    }
    if (o->id == AL_OPT_MAX_BYTES)
        b->bytes = v;
    else if (o->id == AL_OPT_MAX_TABLE_SIZE)
        b->table = v;
    else if (o->id == AL_OPT_MAX_TABLES)
        b->tables = (unsigned)v;
    else if (o->id == AL_OPT_MAX_FINDINGS)
        b->findings = (size_t)v;
    else if (o->id == AL_OPT_MAX_SCAN_WORK)
        b->scan_work = (unsigned)v;
    else
        b->wait_ms = (unsigned)(v * 1000);
    return 0;
}

static int apply(struct al_cli *cli, const struct al_option *o, const char *value, FILE *err)
{
    _Static_assert(AL_OPT_COUNT <= 64, "hw_given holds a bit per option");
    cli->hw_given |= (uint64_t)1 << o->id; /* fields of a --hw FILE the command line overrides */
    switch (o->id) {
    case AL_OPT_FORMAT:
        if (strcmp(value, "text") == 0)
            cli->format = AL_FORMAT_TEXT;
        else if (strcmp(value, "json") == 0)
            cli->format = AL_FORMAT_JSON;
        else if (strcmp(value, "sarif") == 0)
            cli->format = AL_FORMAT_SARIF;
        else if (strcmp(value, "junit") == 0)
            cli->format = AL_FORMAT_JUNIT;
        else if (strcmp(value, "github") == 0)
            cli->format = AL_FORMAT_GITHUB;
        else if (strcmp(value, "gitlab") == 0)
            cli->format = AL_FORMAT_GITLAB;
        else if (strcmp(value, "markdown") == 0)
            cli->format = AL_FORMAT_MARKDOWN;
        else {
            static const char *const formats[] = {"text", "json", "sarif", "junit", "github",
                                                  "gitlab", "markdown"};
            struct al_suggest sg;
            al_suggest_init(&sg, value);
            for (size_t i = 0; i < sizeof(formats) / sizeof(formats[0]); i++)
                al_suggest_consider(&sg, formats[i]);
            const char *best = al_suggest_best(&sg);
            fprintf(err, "acpilint: --format: unknown format '%s' (%s%s%stext, json, sarif, "
                         "junit, github, gitlab, markdown)\n",
                    value, best ? "did you mean '" : "", best ? best : "", best ? "'? " : "");
            return -1;
        }
        break;
    case AL_OPT_OUTPUT:
        cli->output = value;
        break;
    case AL_OPT_LIST_TABLES:
        cli->list_tables = true;
        break;
    case AL_OPT_EXTRACT:
        cli->extract_dir = value;
        break;
    case AL_OPT_FAIL_ON:
        cli->fail_on_given = true;
        if (strcmp(value, "never") == 0)
            cli->fail_on = -1;
        else if ((cli->fail_on = al_severity_parse(value)) < 0) {
            fprintf(err, "acpilint: --fail-on: unknown level '%s' (error, warning, info, never)\n",
                    value);
            return -1;
        }
        break;
    case AL_OPT_NAMESPACE:
        cli->namespace = true;
        break;
    case AL_OPT_SIMULATE:
        cli->simulate = true;
        break;
    case AL_OPT_PROFILE:
        cli->profile = value;
        break;
    case AL_OPT_CMDLINE:
        cli->sim.cmdline = value;
        cli->simulate = true;
        break;
    case AL_OPT_DT:
        cli->simulate = true;
        if (strcmp(value, "none") == 0)
            cli->sim.dt = AL_DT_NONE;
        else if (strcmp(value, "stub") == 0)
            cli->sim.dt = AL_DT_STUB;
        else if (strcmp(value, "populated") == 0)
            cli->sim.dt = AL_DT_POPULATED;
        else {
            cli->sim.dt = AL_DT_FILE;
            cli->sim.dt_file = value;
        }
        break;
    case AL_OPT_BOOT_MPIDR:
        cli->simulate = true;
        if (parse_number(value, 16, UINT64_MAX, &cli->sim.boot_mpidr) != 0) {
            fprintf(err, "acpilint: --boot-mpidr: '%s' is not a hexadecimal MPIDR\n", value);
            return -1;
        }
        cli->sim.has_boot_mpidr = true;
        break;
    case AL_OPT_NR_CPUS: {
        uint64_t n;
        cli->simulate = true;
        if (parse_number(value, 10, 65536, &n) != 0 || n == 0) {
            fprintf(err, "acpilint: --nr-cpus: '%s' is not a number from 1 to 65536\n", value);
            return -1;
        }
        cli->sim.nr_cpus = (unsigned)n;
        break;
    }
    case AL_OPT_KERNEL: {
        cli->simulate = true;
        bool known = false;
        for (const char *const *k = al_sim_kernel_names(); *k; k++)
            known = known || strcmp(*k, value) == 0;
        if (!known) {
            fprintf(err, "acpilint: --kernel: unknown kernel '%s' (6.12, 6.1, 4.1)\n", value);
            return -1;
        }
        cli->sim.kernel = value;
        break;
    }
    case AL_OPT_HW:
        cli->simulate = true;
        cli->hw_file = value;
        break;
    case AL_OPT_HW_GIC:
        cli->simulate = true;
        if (strcmp(value, "2") != 0 && strcmp(value, "3") != 0) {
            fprintf(err, "acpilint: --hw-gic: '%s' is not 2 or 3\n", value);
            return -1;
        }
        cli->sim.hw_gic = (unsigned)(value[0] - '0');
        break;
    case AL_OPT_HW_MPIDRS:
        cli->simulate = true;
        if (parse_mpidrs(cli, value) != 0) {
            fprintf(err, "acpilint: --hw-mpidrs: '%s' is not a comma-separated list of "
                         "hexadecimal MPIDRs\n", value);
            return -1;
        }
        break;
    case AL_OPT_HW_PSCI:
        cli->simulate = true;
        if (strcmp(value, "none") == 0)
            cli->sim.hw_psci = 0;
        else if (strcmp(value, "smc") == 0)
            cli->sim.hw_psci = AL_HW_PSCI_SMC;
        else if (strcmp(value, "hvc") == 0)
            cli->sim.hw_psci = AL_HW_PSCI_HVC;
        else if (strcmp(value, "smc,hvc") == 0 || strcmp(value, "hvc,smc") == 0)
            cli->sim.hw_psci = AL_HW_PSCI_SMC | AL_HW_PSCI_HVC;
        else {
            fprintf(err, "acpilint: --hw-psci: '%s' is not smc,hvc, smc, hvc or none\n", value);
            return -1;
        }
        break;
    case AL_OPT_HW_PARKING:
        cli->simulate = true;
        if (strcmp(value, "firmware") != 0 && strcmp(value, "none") != 0) {
            fprintf(err, "acpilint: --hw-parking: '%s' is not firmware or none\n", value);
            return -1;
        }
        cli->sim.hw_parking_absent = strcmp(value, "none") == 0;
        break;
    case AL_OPT_HW_MAP:
        cli->simulate = true;
        if (strcmp(value, "tables") != 0 && strcmp(value, "qemu-virt") != 0) {
            fprintf(err, "acpilint: --hw-map: '%s' is not tables or qemu-virt\n", value);
            return -1;
        }
        cli->sim.hw_map = strcmp(value, "qemu-virt") == 0 ? AL_HW_MAP_QEMU_VIRT : AL_HW_MAP_TABLES;
        break;
    case AL_OPT_ASSUME_RSDP:
        fputs("acpilint: --assume-rsdp is deprecated and does nothing: an input without an "
              "RSDP is always simulated as if UEFI handed one over (--no-rsdp: firmware that "
              "hands over none)\n",
              err);
        break;
    case AL_OPT_NO_RSDP:
        cli->sim.no_rsdp = true;
        break;
    case AL_OPT_ASSUME_COMPLETE:
        cli->assume_complete = true;
        break;
    case AL_OPT_NO_SIMULATE:
        cli->no_simulate = true;
        break;
    case AL_OPT_SCAN:
        if (value)
            cli->scans[cli->scan_count++] = value;
        else
            cli->scan_all = true;
        break;
    case AL_OPT_SEVERITY:
        if ((cli->severity = al_severity_parse(value)) < 0) {
            fprintf(err, "acpilint: --severity: unknown level '%s' (info, warning, error)\n",
                    value);
            return -1;
        }
        break;
    case AL_OPT_QUIET:
        cli->quiet = true;
        break;
    case AL_OPT_EACH:
        cli->each = true;
        break;
    case AL_OPT_JOBS: {
        uint64_t n;
        if (parse_number(value, 10, 256, &n) != 0 || n == 0) {
            fprintf(err, "acpilint: --jobs: '%s' is not a number from 1 to 256\n", value);
            return -1;
        }
        cli->jobs = (unsigned)n;
        break;
    }
    case AL_OPT_COLOR:
        if (strcmp(value, "auto") == 0)
            cli->color = AL_COLOR_AUTO;
        else if (strcmp(value, "always") == 0)
            cli->color = AL_COLOR_ALWAYS;
        else if (strcmp(value, "never") == 0)
            cli->color = AL_COLOR_NEVER;
        else {
            fprintf(err, "acpilint: --color: unknown value '%s' (auto, always, never)\n", value);
            return -1;
        }
        break;
    case AL_OPT_LIST_RULES:
        cli->list_rules = true;
        break;
    case AL_OPT_EXPLAIN:
        cli->explain = value;
        break;
    case AL_OPT_ENABLE:
    case AL_OPT_DISABLE:
        /* A comma list is several switches, in its order: --disable a,b is --disable a --disable b. */
        for (const char *p = value;;) {
            size_t len = strcspn(p, ",");
            char *piece = strndup(p, len);
            if (!piece)
                return -1;
            cli->owned[cli->owned_count++] = piece;
            if (len || !value[0]) { /* an empty ID stays one, for its message */
                struct al_rule_switch *sw = &cli->switches[cli->switch_count++];
                sw->pattern = piece;
                sw->enable = o->id == AL_OPT_ENABLE;
                sw->line = 0;
            }
            if (!p[len])
                break;
            p += len + 1;
        }
        break;
    case AL_OPT_RULES_DIR:
        cli->rules_dir = value;
        break;
    case AL_OPT_CONFIG:
        cli->config = value;
        break;
    case AL_OPT_NO_CONFIG:
        cli->no_config = true;
        break;
    case AL_OPT_BASELINE:
        cli->baseline = value;
        break;
    case AL_OPT_WRITE_BASELINE:
        cli->write_baseline = value;
        break;
    case AL_OPT_WAIVERS:
        cli->waivers = value;
        break;
    case AL_OPT_WRITE_WAIVERS:
        cli->write_waivers = value;
        break;
    case AL_OPT_SBSA_LEVEL: {
        char *end = NULL;
        errno = 0;
        unsigned long n = strtoul(value, &end, 10);
        if (errno || end == value || *end || n < 1 || n > AL_SBSA_LEVEL_MAX) {
            fprintf(err, "acpilint: --sbsa-level: '%s' is not a level from 1 to %u\n", value,
                    AL_SBSA_LEVEL_MAX);
            return -1;
        }
        cli->sbsa_level = (unsigned)n;
        break;
    }
    case AL_OPT_SHOW_SUPPRESSED:
        cli->show_suppressed = true;
        break;
    case AL_OPT_BASE_DIR:
        cli->base_dir = value;
        break;
    case AL_OPT_SARIF_CATEGORY:
        /* A category is one part of the id: '/' would start a new part. */
        if (!value[0] || strchr(value, '/')) {
            fprintf(err, "acpilint: --sarif-category: '%s' must be a non-empty name without '/'\n",
                    value);
            return -1;
        }
        cli->sarif_category = value;
        break;
    case AL_OPT_MAX_BYTES:
    case AL_OPT_MAX_TABLE_SIZE:
    case AL_OPT_MAX_TABLES:
    case AL_OPT_MAX_FINDINGS:
    case AL_OPT_MAX_SCAN_WORK:
    case AL_OPT_MAX_WAIT:
        return apply_budget(&cli->budget, o, value, err);
    case AL_OPT_VERSION:
        cli->version = true;
        break;
    case AL_OPT_HELP:
        cli->help = true;
        break;
    case AL_OPT_COUNT:
        break;
    }
    return 0;
}

/*
 * --hw FILE: its fields go into the simulator's options, each unless the
 * command line gave that field (--hw-gic, --hw-mpidrs, --hw-psci,
 * --hw-parking, --hw-map, --boot-mpidr, --nr-cpus), whatever the order.
 */
static int apply_hw_file(struct al_cli *cli, FILE *err)
{
    char msg[768];
    if (al_hw_load(&cli->hw, cli->hw_file, msg, sizeof(msg)) != 0) {
        fprintf(err, "acpilint: --hw: %s\n", msg);
        return -1;
    }
    /* The options that override a field of the file, whatever their order. */
    static const struct {
        enum al_opt_id opt;
        unsigned field;
    } overrides[] = {
        {AL_OPT_HW_GIC, AL_SIM_HW_GIC},         {AL_OPT_HW_MPIDRS, AL_SIM_HW_MPIDRS},
        {AL_OPT_HW_PSCI, AL_SIM_HW_PSCI},       {AL_OPT_HW_PARKING, AL_SIM_HW_PARKING},
        {AL_OPT_HW_MAP, AL_SIM_HW_MAP},         {AL_OPT_BOOT_MPIDR, AL_SIM_HW_BOOT_MPIDR},
        {AL_OPT_NR_CPUS, AL_SIM_HW_NR_CPUS},
    };
    unsigned overridden = 0;
    for (size_t i = 0; i < sizeof(overrides) / sizeof(overrides[0]); i++)
        if (cli->hw_given & ((uint64_t)1 << overrides[i].opt))
            overridden |= overrides[i].field;
    al_sim_options_apply_hw(&cli->sim, &cli->hw, cli->hw_file, overridden);
    return 0;
}

int al_cli_parse(int argc, char **argv, struct al_cli *cli, FILE *err)
{
    memset(cli, 0, sizeof(*cli));
    cli->fail_on = AL_SEV_ERROR;
    cli->budget = al_budget_default();
    al_sim_options_default(&cli->sim);
    cli->inputs = calloc((size_t)(argc > 0 ? argc : 1), sizeof(*cli->inputs));
    cli->severity = AL_SEV_INFO;
    cli->jobs = 1;
    cli->scans = calloc((size_t)(argc > 0 ? argc : 1), sizeof(*cli->scans));
    /* A comma list gives a switch per piece: room for every comma too. */
    size_t pieces = (size_t)(argc > 0 ? argc : 1);
    for (int i = 1; i < argc; i++)
        for (const char *p = argv[i]; (p = strchr(p, ',')) != NULL; p++)
            pieces++;
    cli->switches = calloc(pieces, sizeof(*cli->switches));
    cli->owned = calloc(pieces, sizeof(*cli->owned));
    if (!cli->inputs || !cli->scans || !cli->switches || !cli->owned)
        return -1;
    bool only_inputs = false;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (only_inputs || a[0] != '-' || strcmp(a, "-") == 0) {
            cli->inputs[cli->input_count++] = a;
            continue;
        }
        if (strcmp(a, "--") == 0) {
            only_inputs = true;
            continue;
        }
        const struct al_option *o;
        const char *value = NULL;
        if (a[1] == '-') {
            const char *eq = strchr(a + 2, '=');
            size_t len = eq ? (size_t)(eq - (a + 2)) : strlen(a + 2);
            o = find_long(a + 2, len);
            if (!o) {
                unknown_option(err, a, a + 2, len);
                return -1;
            }
            if (eq && !o->arg) {
                fprintf(err, "acpilint: option '--%s' takes no argument\n", o->long_name);
                return -1;
            }
            value = eq ? eq + 1 : NULL;
        } else {
            o = find_short(a[1]);
            /* An argument may be attached to its short option: -fjson, -ofile, -j4. */
            if (!o || (a[2] != '\0' && !o->arg)) {
                fprintf(err, "acpilint: unknown option '%s' (see --help)\n", a);
                return -1;
            }
            if (a[2] != '\0')
                value = a + 2;
        }
        /*
         * --scan followed by an option or by nothing is a mode, not an option
         * that swallows the next word: `--scan -q IMAGE` scans IMAGE.
         */
        bool scan_mode = o->id == AL_OPT_SCAN && !value &&
                         (i + 1 >= argc || (argv[i + 1][0] == '-' && strcmp(argv[i + 1], "-") != 0));
        if (o->arg && !value && !scan_mode) {
            if (i + 1 >= argc) {
                fprintf(err, "acpilint: option '--%s' needs an argument %s\n", o->long_name,
                        o->arg);
                return -1;
            }
            value = argv[++i];
        }
        if (apply(cli, o, value, err) != 0)
            return -1;
    }
    /* --scan as a mode: the inputs are the images, in the order given. */
    if (cli->scan_all) {
        for (size_t k = 0; k < cli->input_count; k++)
            cli->scans[cli->scan_count++] = cli->inputs[k];
        cli->input_count = 0;
    }
    if (cli->no_simulate && (cli->simulate || cli->sim.no_rsdp)) {
        fputs("acpilint: --no-simulate: the simulator options (--simulate, --cmdline, --dt, "
              "--kernel, --hw-*, --no-rsdp, ...) need the simulation\n",
              err);
        return -1;
    }
    return cli->hw_file ? apply_hw_file(cli, err) : 0;
}

void al_cli_free(struct al_cli *cli)
{
    free(cli->inputs);
    cli->inputs = NULL;
    free(cli->scans);
    cli->scans = NULL;
    free(cli->switches);
    cli->switches = NULL;
    for (size_t i = 0; cli->owned && i < cli->owned_count; i++)
        free(cli->owned[i]);
    free(cli->owned);
    cli->owned = NULL;
    free(cli->hw_mpidrs);
    cli->hw_mpidrs = NULL;
    al_hw_free(&cli->hw);
}
