/* SPDX-License-Identifier: MIT */
/*
 * Private to the option modules: the parser (options.c), the table
 * (options_table.c), the actions of the report and rule options
 * (options_actions.c) and those of the simulator and --hw-* options
 * (options_sim.c).
 */
#ifndef ACPILINT_CLI_OPTIONS_INTERNAL_H
#define ACPILINT_CLI_OPTIONS_INTERNAL_H

#include "cli/options.h"

/* Whole-string unsigned number in `base` (0x prefix allowed for 16), at most max. */
int al_cli_parse_number(const char *text, int base, uint64_t max, uint64_t *out);

/* Generic actions: the bool at o->field set, the string at o->field set to value. */
int al_cli_set_true(struct al_cli *cli, const struct al_option *o, const char *value, FILE *err);
int al_cli_set_string(struct al_cli *cli, const struct al_option *o, const char *value, FILE *err);

/* options_actions.c: report, policy and budget options. */
int al_cli_opt_format(struct al_cli *cli, const struct al_option *o, const char *value, FILE *err);
int al_cli_opt_fail_on(struct al_cli *cli, const struct al_option *o, const char *value, FILE *err);
int al_cli_opt_severity(struct al_cli *cli, const struct al_option *o, const char *value,
                        FILE *err);
int al_cli_opt_color(struct al_cli *cli, const struct al_option *o, const char *value, FILE *err);
int al_cli_opt_jobs(struct al_cli *cli, const struct al_option *o, const char *value, FILE *err);
int al_cli_opt_scan(struct al_cli *cli, const struct al_option *o, const char *value, FILE *err);
int al_cli_opt_rule_switch(struct al_cli *cli, const struct al_option *o, const char *value,
                           FILE *err);
int al_cli_opt_sbsa_level(struct al_cli *cli, const struct al_option *o, const char *value,
                          FILE *err);
int al_cli_opt_sarif_category(struct al_cli *cli, const struct al_option *o, const char *value,
                              FILE *err);
int al_cli_opt_budget(struct al_cli *cli, const struct al_option *o, const char *value, FILE *err);

/* options_sim.c: the simulator's options and the machine (--hw FILE, --hw-*). */
int al_cli_opt_dt(struct al_cli *cli, const struct al_option *o, const char *value, FILE *err);
int al_cli_opt_boot_mpidr(struct al_cli *cli, const struct al_option *o, const char *value,
                          FILE *err);
int al_cli_opt_nr_cpus(struct al_cli *cli, const struct al_option *o, const char *value, FILE *err);
int al_cli_opt_kernel(struct al_cli *cli, const struct al_option *o, const char *value, FILE *err);
int al_cli_opt_hw_gic(struct al_cli *cli, const struct al_option *o, const char *value, FILE *err);
int al_cli_opt_hw_mpidrs(struct al_cli *cli, const struct al_option *o, const char *value,
                         FILE *err);
int al_cli_opt_hw_psci(struct al_cli *cli, const struct al_option *o, const char *value, FILE *err);
int al_cli_opt_hw_parking(struct al_cli *cli, const struct al_option *o, const char *value,
                          FILE *err);
int al_cli_opt_hw_map(struct al_cli *cli, const struct al_option *o, const char *value, FILE *err);
int al_cli_opt_assume_rsdp(struct al_cli *cli, const struct al_option *o, const char *value,
                           FILE *err);
/* After the command line: a --hw FILE's fields, each unless an option gave it. */
int al_cli_apply_hw_file(struct al_cli *cli, FILE *err);

#endif
