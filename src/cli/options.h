/* SPDX-License-Identifier: MIT */
/*
 * The command line, described once: one table (options_table.c) whose rows
 * give each option's name, argument, help, action and completion drive the
 * parser (options.c), --help, and tools/optgen.c, which writes the shell
 * completions and the man page's OPTIONS section from it (with each row's
 * man text from options_man.roff).
 */
#ifndef ACPILINT_CLI_OPTIONS_H
#define ACPILINT_CLI_OPTIONS_H

#include <stdbool.h>
#include <stdint.h>
#include <stddef.h>
#include <stdio.h>

#include "acpilint/budget.h"
#include "acpilint/policy.h"
#include "acpilint/sim.h"

enum al_opt_id {
    AL_OPT_FORMAT,
    AL_OPT_OUTPUT,
    AL_OPT_LIST_TABLES,
    AL_OPT_EXTRACT,
    AL_OPT_FAIL_ON,
    AL_OPT_NAMESPACE,
    AL_OPT_SIMULATE,
    AL_OPT_PROFILE,
    AL_OPT_CMDLINE,
    AL_OPT_DT,
    AL_OPT_BOOT_MPIDR,
    AL_OPT_NR_CPUS,
    AL_OPT_KERNEL,
    AL_OPT_HW,
    AL_OPT_HW_GIC,
    AL_OPT_HW_MPIDRS,
    AL_OPT_HW_PSCI,
    AL_OPT_HW_PARKING,
    AL_OPT_HW_MAP,
    AL_OPT_ASSUME_RSDP,
    AL_OPT_NO_RSDP,
    AL_OPT_ASSUME_COMPLETE,
    AL_OPT_NO_SIMULATE,
    AL_OPT_SCAN,
    AL_OPT_SEVERITY,
    AL_OPT_QUIET,
    AL_OPT_EACH,
    AL_OPT_JOBS,
    AL_OPT_COLOR,
    AL_OPT_LIST_RULES,
    AL_OPT_EXPLAIN,
    AL_OPT_ENABLE,
    AL_OPT_DISABLE,
    AL_OPT_RULES_DIR,
    AL_OPT_CONFIG,
    AL_OPT_NO_CONFIG,
    AL_OPT_BASELINE,
    AL_OPT_WRITE_BASELINE,
    AL_OPT_WAIVERS,
    AL_OPT_WRITE_WAIVERS,
    AL_OPT_SBSA_LEVEL,
    AL_OPT_SHOW_SUPPRESSED,
    AL_OPT_BASE_DIR,
    AL_OPT_SARIF_CATEGORY,
    AL_OPT_MAX_BYTES,
    AL_OPT_MAX_TABLE_SIZE,
    AL_OPT_MAX_TABLES,
    AL_OPT_MAX_FINDINGS,
    AL_OPT_MAX_SCAN_WORK,
    AL_OPT_MAX_WAIT,
    AL_OPT_VERSION,
    AL_OPT_HELP,
    AL_OPT_COUNT
};

struct al_cli;
struct al_option;

/*
 * What an option does to the parsed command line (like git's parse-options
 * callbacks): value is its argument (NULL for a flag, and for --scan as a
 * mode).  Returns 0, or -1 after printing "acpilint: ..." to err.
 */
typedef int (*al_opt_action)(struct al_cli *cli, const struct al_option *o, const char *value,
                             FILE *err);

/* How a shell completes an option's value (tools/optgen.c writes completions/ from it). */
enum al_opt_complete {
    AL_COMPLETE_NONE,     /* a flag: no value */
    AL_COMPLETE_TEXT,     /* free text or a number: nothing to offer */
    AL_COMPLETE_WORDS,    /* one of `values` (space-separated) */
    AL_COMPLETE_FILE,     /* a file; `values` a glob when not NULL */
    AL_COMPLETE_DIR,      /* a directory */
    AL_COMPLETE_RULES,    /* a rule id (--list-rules) */
    AL_COMPLETE_PROFILES, /* a profile (the --profile line of --help) */
    AL_COMPLETE_DT,       /* one of `values`, or a .dtb file */
};

struct al_option {
    enum al_opt_id id;
    const char *long_name; /* without the leading "--" */
    char short_name;       /* 0 when none */
    const char *arg;       /* argument name, NULL for a flag */
    const char *help;      /* may hold {kernels}, {kernel-default}, {kernel-nr-cpus}: see
                              al_cli_option_help() */
    al_opt_action action;
    size_t field;          /* offsetof(struct al_cli, ...) for the generic actions */
    bool simulates;        /* implies --simulate */
    /* Completion (tools/optgen.c): the kind, its words or glob, a short description, and
     * whether the option may be given again (zsh lists it again after use). */
    enum al_opt_complete complete;
    const char *values;
    const char *brief;
    bool repeatable;
};

const struct al_option *al_cli_options(size_t *count);
/* An option's help as --help prints it: the kernel tokens of its text expanded from the list
 * of kernel models (src/sim/kernels.def).  Returns out. */
const char *al_cli_option_help(const struct al_option *o, char *out, size_t size);
/* The words of a WORDS or DT option's completion, the kernel list for --kernel. */
const char *al_cli_option_values(const struct al_option *o, char *out, size_t size);

enum al_format {
    AL_FORMAT_TEXT,
    AL_FORMAT_JSON,
    AL_FORMAT_SARIF,
    AL_FORMAT_JUNIT,
    AL_FORMAT_GITHUB, /* GitHub Actions workflow commands (::error file=...::) */
    AL_FORMAT_GITLAB, /* GitLab Code Quality JSON */
    AL_FORMAT_MARKDOWN, /* acpilint diff only: a pull-request comment */
};

enum al_color_mode { AL_COLOR_AUTO, AL_COLOR_ALWAYS, AL_COLOR_NEVER };

struct al_cli {
    enum al_format format;
    const char *output;
    bool list_tables;
    const char *extract_dir;
    int fail_on; /* severity, or -1 for never */
    bool fail_on_given; /* --fail-on was on the command line (it wins over the config's) */
    bool namespace;
    bool simulate;           /* print the boot trace: --simulate or any simulator option but
                                --profile, --no-rsdp and --assume-complete */
    bool no_simulate;        /* --no-simulate: the simulation runs on every check otherwise */
    bool assume_complete;    /* --assume-complete: tables the input lacks are absent */
    struct al_sim_options sim;
    uint64_t *hw_mpidrs;     /* --hw-mpidrs, owned; sim.hw_mpidrs points here */
    const char *hw_file;     /* --hw FILE: the machine description (include/acpilint/hw.h) */
    struct al_hw_desc hw;    /* its contents, owned; sim.hw_frames points here */
    uint64_t hw_given;       /* (1 << AL_OPT_*) of the options given: they override its fields */
    const char **scans;      /* --scan IMAGE, in order */
    size_t scan_count;
    bool scan_all;           /* --scan with no IMAGE after it: every input is an image */
    int severity;            /* show findings at or above this severity */
    bool quiet;              /* one PASS / FAIL line */
    bool each;               /* --each: every input its own system (src/cli/batch.c) */
    unsigned jobs;           /* -j N: worker processes for --each */
    enum al_color_mode color;
    /* Rule policy (src/cli/rules_cli.c). */
    const char *profile;     /* --profile: rule profile; NULL: the config's, else linux */
    bool list_rules;
    const char *explain;     /* --explain ID */
    struct al_rule_switch *switches; /* --enable / --disable, in command-line order */
    size_t switch_count;
    char **owned;            /* the pieces of comma lists (--disable a,b), freed with cli */
    size_t owned_count;
    const char *rules_dir;
    const char *config;      /* --config FILE */
    bool no_config;
    const char *baseline;
    const char *write_baseline;
    const char *waivers;       /* --waivers FILE: an ACS waiver file read as suppressions */
    const char *write_waivers; /* --write-waivers FILE */
    unsigned sbsa_level;       /* --sbsa-level N; 0: not given */
    bool show_suppressed;
    const char *base_dir;    /* --base-dir: paths in SARIF, GitHub and GitLab reports relative to it */
    const char *sarif_category; /* --sarif-category NAME: SARIF automationDetails.id category */
    struct al_budget budget; /* --max-*: the run budget (budget.h) */
    bool version;
    bool help;
    const char **inputs;
    size_t input_count;
};

/*
 * Parses argv.  Returns 0, or -1 after printing "acpilint: ..." to err for
 * a usage error (unknown option, missing or invalid argument).
 */
int al_cli_parse(int argc, char **argv, struct al_cli *cli, FILE *err);
void al_cli_free(struct al_cli *cli);
void al_cli_print_help(FILE *out);

#endif
