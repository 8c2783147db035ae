/* SPDX-License-Identifier: MIT */
/*
 * The option table: each row gives an option's names, argument, help, the
 * action that applies it (like git's parse-options) and how a shell
 * completes its value.  The parser (options.c), --help (here) and
 * tools/optgen.c all read it; optgen writes the completions (completions/)
 * and the man page's OPTIONS section, each row's tag line from the row and
 * its text from its "@option NAME" entry in options_man.roff (roff kept out
 * of C strings).  A row without a man text fails the build, and the test
 * docs.completions-current fails when a committed completion or the man
 * page differs from what the table gives.
 */
#include "cli/options_internal.h"

#include <stddef.h>
#include <string.h>

#include "acpilint/sim.h"

#define F(member) offsetof(struct al_cli, member)

static const struct al_option options[] = {
    {AL_OPT_FORMAT, "format", 'f', "FORMAT",
     "output format: text (default), json, sarif, junit, github (workflow annotations), "
     "gitlab (Code Quality) or markdown (acpilint diff only)",
     .action = al_cli_opt_format, .complete = AL_COMPLETE_WORDS,
     .values = "text json sarif junit github gitlab markdown", .brief = "output format"},
    {AL_OPT_OUTPUT, "output", 'o', "FILE", "write the report to FILE instead of standard output",
     .action = al_cli_set_string, .field = F(output), .complete = AL_COMPLETE_FILE,
     .brief = "write the report to FILE"},
    {AL_OPT_LIST_TABLES, "list-tables", 0, NULL,
     "list the tables loaded (like acpidump -s) instead of checking them",
     .action = al_cli_set_true, .field = F(list_tables), .complete = AL_COMPLETE_NONE,
     .brief = "list the loaded tables"},
    {AL_OPT_EXTRACT, "extract", 0, "DIR",
     "also write every loaded table to DIR in acpixtract naming (facp.dat, ssdt1.dat, ...)",
     .action = al_cli_set_string, .field = F(extract_dir), .complete = AL_COMPLETE_DIR,
     .brief = "write every loaded table to DIR"},
    {AL_OPT_FAIL_ON, "fail-on", 0, "LEVEL",
     "exit 1 when a finding is at or above LEVEL: error (default), warning, info, never",
     .action = al_cli_opt_fail_on, .complete = AL_COMPLETE_WORDS,
     .values = "error warning info never", .brief = "exit 1 at or above LEVEL"},
    {AL_OPT_PROFILE, "profile", 0, "NAME",
     "rule profile: linux (default), linux-4.1, sbbr-1.0, sbbr-1.1, sbbr-1.2, bbr-2.1 (alias "
     "sbbr), systemready-band, sbsa-8.0",
     .action = al_cli_set_string, .field = F(profile), .complete = AL_COMPLETE_PROFILES,
     .brief = "rule profile"},
    {AL_OPT_ENABLE, "enable", 0, "ID",
     "enable the rules matching ID (an id or a glob such as 'madt.*'); repeatable, or a comma "
     "list",
     .action = al_cli_opt_rule_switch, .complete = AL_COMPLETE_RULES,
     .brief = "enable the rules matching ID (a glob)", .repeatable = true},
    {AL_OPT_DISABLE, "disable", 0, "ID",
     "disable the rules matching ID; repeatable, or a comma list (--disable a,b)",
     .action = al_cli_opt_rule_switch, .complete = AL_COMPLETE_RULES,
     .brief = "disable the rules matching ID (a glob)", .repeatable = true},
    {AL_OPT_LIST_RULES, "list-rules", 0, NULL,
     "list every rule: id, severity under the active profile, profiles, summary",
     .action = al_cli_set_true, .field = F(list_rules), .complete = AL_COMPLETE_NONE,
     .brief = "list every rule"},
    {AL_OPT_EXPLAIN, "explain", 0, "ID",
     "print a rule's summary, rationale, reference and where it is defined",
     .action = al_cli_set_string, .field = F(explain), .complete = AL_COMPLETE_RULES,
     .brief = "explain a rule"},
    {AL_OPT_RULES_DIR, "rules-dir", 0, "DIR",
     "read the rules from DIR/*.yaml and profiles from DIR/profiles/ instead of the built-in "
     "copies",
     .action = al_cli_set_string, .field = F(rules_dir), .complete = AL_COMPLETE_DIR,
     .brief = "read the rules from DIR"},
    {AL_OPT_CONFIG, "config", 0, "FILE",
     "read the config FILE (default: .acpilint.yaml here or in a parent folder)",
     .action = al_cli_set_string, .field = F(config), .complete = AL_COMPLETE_FILE,
     .values = "*.yaml", .brief = "configuration file"},
    {AL_OPT_NO_CONFIG, "no-config", 0, NULL, "read no config file", .action = al_cli_set_true,
     .field = F(no_config), .complete = AL_COMPLETE_NONE, .brief = "read no config file"},
    {AL_OPT_BASELINE, "baseline", 0, "FILE",
     "accept the findings recorded in FILE: only new findings count", .action = al_cli_set_string,
     .field = F(baseline), .complete = AL_COMPLETE_FILE,
     .brief = "accept the findings of a baseline file"},
    {AL_OPT_WRITE_BASELINE, "write-baseline", 0, "FILE",
     "record today's findings in FILE (and accept them)", .action = al_cli_set_string,
     .field = F(write_baseline), .complete = AL_COMPLETE_FILE,
     .brief = "record the findings in a baseline file"},
    {AL_OPT_WAIVERS, "waivers", 0, "FILE",
     "accept the findings whose certification verdicts the ACS waiver file FILE waives "
     "(waiver.json: Suites, TestSuites, TestCases, Reason)",
     .action = al_cli_set_string, .field = F(waivers), .complete = AL_COMPLETE_FILE,
     .values = "*.json", .brief = "accept the findings an ACS waiver file waives"},
    {AL_OPT_WRITE_WAIVERS, "write-waivers", 0, "FILE",
     "write the waivable verdicts today's findings predict as an ACS waiver file",
     .action = al_cli_set_string, .field = F(write_waivers), .complete = AL_COMPLETE_FILE,
     .brief = "write the predicted verdicts as an ACS waiver file"},
    {AL_OPT_SBSA_LEVEL, "sbsa-level", 0, "N",
     "the Arm SBSA level the platform claims (1-8), for the sbsa-8.0 profile's level rules",
     .action = al_cli_opt_sbsa_level, .complete = AL_COMPLETE_WORDS, .values = "1 2 3 4 5 6 7 8",
     .brief = "the SBSA level claimed"},
    {AL_OPT_SHOW_SUPPRESSED, "show-suppressed", 0, NULL,
     "also list the findings that suppressions or the baseline accept", .action = al_cli_set_true,
     .field = F(show_suppressed), .complete = AL_COMPLETE_NONE,
     .brief = "also list the suppressed findings"},
    {AL_OPT_BASE_DIR, "base-dir", 0, "DIR",
     "name files in sarif, github and gitlab reports relative to DIR (default: the working "
     "directory; the checkout, in CI)",
     .action = al_cli_set_string, .field = F(base_dir), .complete = AL_COMPLETE_DIR,
     .brief = "report paths relative to DIR"},
    {AL_OPT_SARIF_CATEGORY, "sarif-category", 0, "NAME",
     "SARIF: put NAME in the category of run.automationDetails.id, so that the runs of many "
     "boards uploaded to one repository do not replace each other",
     .action = al_cli_opt_sarif_category, .complete = AL_COMPLETE_TEXT,
     .brief = "SARIF run category (one per board)"},
    {AL_OPT_NAMESPACE, "namespace", 0, NULL,
     "print the AML namespace of the DSDT and SSDTs, one object a line, sorted by path",
     .action = al_cli_set_true, .field = F(namespace), .complete = AL_COMPLETE_NONE,
     .brief = "print the AML namespace"},
    {AL_OPT_SIMULATE, "simulate", 0, NULL,
     "print the boot trace: each decision of the simulated kernel, its source and message "
     "(the simulation itself runs on every check)",
     .action = al_cli_set_true, .field = F(simulate), .complete = AL_COMPLETE_NONE,
     .brief = "print the boot trace of the simulated kernel"},
    {AL_OPT_NO_SIMULATE, "no-simulate", 0, NULL,
     "do not simulate the kernel's boot (no sim.* findings, no verdict line)",
     .action = al_cli_set_true, .field = F(no_simulate), .complete = AL_COMPLETE_NONE,
     .brief = "do not simulate the boot"},
    {AL_OPT_CMDLINE, "cmdline", 0, "STRING",
     "kernel command line for the simulator, e.g. \"acpi=force\" (implies --simulate)",
     .action = al_cli_set_string, .field = F(sim.cmdline), .simulates = true,
     .complete = AL_COMPLETE_TEXT, .brief = "kernel command line for the simulator"},
    {AL_OPT_DT, "dt", 0, "DT",
     "device tree handed over: none, stub (default), populated, or a FILE.dtb "
     "(implies --simulate)",
     .action = al_cli_opt_dt, .simulates = true, .complete = AL_COMPLETE_DT,
     .values = "none stub populated", .brief = "device tree handed over"},
    {AL_OPT_BOOT_MPIDR, "boot-mpidr", 0, "HEX",
     "MPIDR of the boot CPU (default: the first enabled GICC's) (implies --simulate)",
     .action = al_cli_opt_boot_mpidr, .simulates = true, .complete = AL_COMPLETE_TEXT,
     .brief = "MPIDR of the boot CPU"},
    {AL_OPT_NR_CPUS, "nr-cpus", 0, "N",
     "NR_CPUS of the kernel (default: the model's, {kernel-nr-cpus}) "
     "(implies --simulate)",
     .action = al_cli_opt_nr_cpus, .simulates = true, .complete = AL_COMPLETE_TEXT,
     .brief = "NR_CPUS of the kernel"},
    {AL_OPT_KERNEL, "kernel", 0, "VERSION",
     "kernel model: {kernels} (default: {kernel-default}) "
     "(implies --simulate)",
     .action = al_cli_opt_kernel, .simulates = true, .complete = AL_COMPLETE_WORDS,
     .brief = "kernel model"},
    {AL_OPT_HW, "hw", 0, "FILE",
     "the machine around the tables, a YAML description: GIC version and frames, the cores "
     "that exist, boot MPIDR, PSCI conduits, parking, NR_CPUS; each --hw-*, --boot-mpidr and "
     "--nr-cpus option overrides its field (implies --simulate)",
     .action = al_cli_set_string, .field = F(hw_file), .simulates = true,
     .complete = AL_COMPLETE_FILE, .values = "*.y(a|)ml",
     .brief = "the machine around the tables (YAML description)"},
    {AL_OPT_HW_GIC, "hw-gic", 0, "2|3",
     "the machine's GIC version (default: what the MADT says) (implies --simulate)",
     .action = al_cli_opt_hw_gic, .simulates = true, .complete = AL_COMPLETE_WORDS, .values = "2 3",
     .brief = "GIC version of the machine"},
    {AL_OPT_HW_MPIDRS, "hw-mpidrs", 0, "LIST",
     "MPIDRs of the CPUs the machine has, comma-separated hex, the boot CPU first (default: "
     "the MADT's GICCs) (implies --simulate)",
     .action = al_cli_opt_hw_mpidrs, .simulates = true, .complete = AL_COMPLETE_TEXT,
     .brief = "MPIDRs of the CPUs the machine has"},
    {AL_OPT_HW_PSCI, "hw-psci", 0, "CONDUITS",
     "PSCI conduits the firmware answers: smc,hvc, smc, hvc or none (default: the one the "
     "FADT names) (implies --simulate)",
     .action = al_cli_opt_hw_psci, .simulates = true, .complete = AL_COMPLETE_WORDS,
     .values = "smc,hvc smc hvc none", .brief = "PSCI conduits the firmware answers"},
    {AL_OPT_HW_PARKING, "hw-parking", 0, "WHO",
     "who answers the MADT's parking-protocol mailboxes: firmware (default) or none "
     "(implies --simulate)",
     .action = al_cli_opt_hw_parking, .simulates = true, .complete = AL_COMPLETE_WORDS,
     .values = "firmware none", .brief = "who answers the parking-protocol mailboxes"},
    {AL_OPT_HW_MAP, "hw-map", 0, "MAP",
     "where the machine's GIC frames are: tables (default: where the MADT says) or qemu-virt "
     "(QEMU's virt board) (implies --simulate)",
     .action = al_cli_opt_hw_map, .simulates = true, .complete = AL_COMPLETE_WORDS,
     .values = "tables qemu-virt", .brief = "where the machine's GIC frames are"},
    {AL_OPT_NO_RSDP, "no-rsdp", 0, NULL,
     "simulate firmware that hands over no RSDP (default: an input without one is the machine "
     "it was taken from, whose UEFI handed one over)",
     .action = al_cli_set_true, .field = F(sim.no_rsdp), .complete = AL_COMPLETE_NONE,
     .brief = "simulate firmware that hands over no RSDP"},
    {AL_OPT_ASSUME_COMPLETE, "assume-complete", 0, NULL,
     "take the input as the whole firmware: a table it lacks is absent even without an XSDT "
     "that proves it (missing tables, unresolved names, the simulator's decisions)",
     .action = al_cli_set_true, .field = F(assume_complete), .complete = AL_COMPLETE_NONE,
     .brief = "take the input as the whole firmware"},
    {AL_OPT_ASSUME_RSDP, "assume-rsdp", 0, NULL,
     "deprecated, does nothing: an input without an RSDP is always simulated as if UEFI "
     "handed one over",
     .action = al_cli_opt_assume_rsdp, .complete = AL_COMPLETE_NONE,
     .brief = "deprecated: does nothing"},
    {AL_OPT_SCAN, "scan", 0, "IMAGE",
     "find ACPI tables by signature, length and checksum anywhere in IMAGE (a flash image, "
     "a memory dump) and check them; followed by an option or nothing, a mode: every input "
     "is an image (--scan -q IMAGE)",
     .action = al_cli_opt_scan, .complete = AL_COMPLETE_FILE,
     .brief = "find ACPI tables anywhere in IMAGE", .repeatable = true},
    {AL_OPT_SEVERITY, "severity", 0, "LEVEL",
     "show only findings at or above LEVEL: info (default), warning, error",
     .action = al_cli_opt_severity, .complete = AL_COMPLETE_WORDS, .values = "error warning info",
     .brief = "show only findings at or above LEVEL"},
    {AL_OPT_QUIET, "quiet", 'q', NULL,
     "print one line per system: PASS or FAIL, its inputs, N errors, M warnings",
     .action = al_cli_set_true, .field = F(quiet), .complete = AL_COMPLETE_NONE,
     .brief = "print one line per system: PASS or FAIL"},
    {AL_OPT_EACH, "each", 0, NULL,
     "check every input (and --scan image) as its own system; a folder of machine folders "
     "is one system per folder; JSON becomes JSON Lines, SARIF a run per system, JUnit a suite "
     "per system; a per-rule summary ends the output",
     .action = al_cli_set_true, .field = F(each), .complete = AL_COMPLETE_NONE,
     .brief = "check every input as its own system"},
    {AL_OPT_JOBS, "jobs", 'j', "N", "with --each, check N inputs at a time (worker processes)",
     .action = al_cli_opt_jobs, .complete = AL_COMPLETE_TEXT,
     .brief = "with --each, N systems at a time"},
    {AL_OPT_COLOR, "color", 0, "WHEN",
     "colour the text report: auto (default: on a terminal, unless NO_COLOR is set), always, "
     "never",
     .action = al_cli_opt_color, .complete = AL_COMPLETE_WORDS, .values = "auto always never",
     .brief = "colour the text report"},
    {AL_OPT_MAX_BYTES, "max-bytes", 0, "SIZE",
     "input data held at once: files read, decompressed, tables (default 256M)",
     .action = al_cli_opt_budget, .complete = AL_COMPLETE_TEXT,
     .brief = "input data held at once (K, M, G)"},
    {AL_OPT_MAX_TABLE_SIZE, "max-table-size", 0, "SIZE", "largest table loaded (default 16M)",
     .action = al_cli_opt_budget, .complete = AL_COMPLETE_TEXT,
     .brief = "largest table loaded (K, M, G)"},
    {AL_OPT_MAX_TABLES, "max-tables", 0, "N", "tables loaded at most (default 4096, at most 32767)",
     .action = al_cli_opt_budget, .complete = AL_COMPLETE_TEXT, .brief = "tables loaded at most"},
    {AL_OPT_MAX_FINDINGS, "max-findings", 0, "N",
     "findings kept at most; later ones are counted per rule (default 100000)",
     .action = al_cli_opt_budget, .complete = AL_COMPLETE_TEXT, .brief = "findings kept at most"},
    {AL_OPT_MAX_SCAN_WORK, "max-scan-work", 0, "N",
     "--scan: checksum bytes per image byte before the scan stops (default 16)",
     .action = al_cli_opt_budget, .complete = AL_COMPLETE_TEXT,
     .brief = "--scan checksum bytes per image byte"},
    {AL_OPT_MAX_WAIT, "max-wait", 0, "SECONDS",
     "longest wait for data from a FIFO, socket or terminal; 0: no limit (default 10)",
     .action = al_cli_opt_budget, .complete = AL_COMPLETE_TEXT,
     .brief = "longest wait for data from a FIFO, socket or terminal"},
    {AL_OPT_VERSION, "version", 'V', NULL, "print the version and exit", .action = al_cli_set_true,
     .field = F(version), .complete = AL_COMPLETE_NONE, .brief = "print the version"},
    {AL_OPT_HELP, "help", 'h', NULL, "print this help and exit", .action = al_cli_set_true,
     .field = F(help), .complete = AL_COMPLETE_NONE, .brief = "print the help"},
};

const struct al_option *al_cli_options(size_t *count)
{
    *count = sizeof(options) / sizeof(options[0]);
    return options;
}

/* Appends text to out (size bytes, always terminated); returns the new length. */
static size_t append(char *out, size_t size, size_t len, const char *text)
{
    size_t n = strlen(text);
    if (len + 1 >= size)
        return len;
    if (n > size - 1 - len)
        n = size - 1 - len;
    memcpy(out + len, text, n);
    out[len + n] = '\0';
    return len + n;
}

/* The kernel lists of the help texts, made from src/sim/kernels.def. */
static size_t expand_token(const char *token, size_t token_len, char *out, size_t size, size_t len)
{
    const char *const *names = al_sim_kernel_names();
    size_t count = 0;
    while (names[count])
        count++;
    char piece[128];
    if (token_len == 9 && strncmp(token, "{kernels}", 9) == 0) {
        /* "6.12, 6.1 or 4.1" */
        for (size_t i = 0; i < count; i++) {
            len = append(out, size, len, i == 0 ? "" : i + 1 == count ? " or " : ", ");
            len = append(out, size, len, names[i]);
        }
    } else if (token_len == 16 && strncmp(token, "{kernel-default}", 16) == 0) {
        /* "6.12, or 4.1 with --profile linux-4.1" */
        len = append(out, size, len, names[0]);
        for (size_t i = 1; i < count; i++) {
            const char *profile = al_sim_kernel_profile(names[i]);
            if (!profile)
                continue;
            snprintf(piece, sizeof(piece), ", or %s with --profile %s", names[i], profile);
            len = append(out, size, len, piece);
        }
    } else if (token_len == 16 && strncmp(token, "{kernel-nr-cpus}", 16) == 0) {
        /* "512 for 6.12, 256 for 6.1, 64 for 4.1" */
        for (size_t i = 0; i < count; i++) {
            snprintf(piece, sizeof(piece), "%s%u for %s", i ? ", " : "",
                     al_sim_kernel_nr_cpus(names[i]), names[i]);
            len = append(out, size, len, piece);
        }
    } else {
        snprintf(piece, sizeof(piece), "%.*s", (int)token_len, token);
        len = append(out, size, len, piece);
    }
    return len;
}

const char *al_cli_option_help(const struct al_option *o, char *out, size_t size)
{
    size_t len = 0;
    out[0] = '\0';
    for (const char *p = o->help; *p;) {
        const char *close = *p == '{' ? strchr(p, '}') : NULL;
        if (close) {
            len = expand_token(p, (size_t)(close - p) + 1, out, size, len);
            p = close + 1;
            continue;
        }
        if (len + 1 < size) {
            out[len++] = *p;
            out[len] = '\0';
        }
        p++;
    }
    return out;
}

const char *al_cli_option_values(const struct al_option *o, char *out, size_t size)
{
    out[0] = '\0';
    if (o->id != AL_OPT_KERNEL)
        return o->values ? o->values : "";
    size_t len = 0;
    for (const char *const *k = al_sim_kernel_names(); *k; k++) {
        len = append(out, size, len, k == al_sim_kernel_names() ? "" : " ");
        len = append(out, size, len, *k);
    }
    return out;
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
        char left[64], help[1024];
        if (o->short_name)
            snprintf(left, sizeof(left), "-%c, --%s%s%s", o->short_name, o->long_name,
                     o->arg ? " " : "", o->arg ? o->arg : "");
        else
            snprintf(left, sizeof(left), "    --%s%s%s", o->long_name, o->arg ? " " : "",
                     o->arg ? o->arg : "");
        fprintf(out, "  %-28s %s\n", left, al_cli_option_help(o, help, sizeof(help)));
    }
    fputs("\nExit status: 0 no finding at or above --fail-on, 1 findings at or above it,\n"
          "2 usage error, or the check is incomplete: an input (or a file in an input\n"
          "folder) could not be read, or a --max-* limit or the memory cut it.\n",
          out);
}
