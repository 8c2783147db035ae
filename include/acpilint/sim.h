/* SPDX-License-Identifier: MIT */
/*
 * The kernel boot simulator.  A profile reproduces one kernel's boot-time
 * decisions from the tables plus the facts a dump does not hold (command
 * line, device tree handed over, boot CPU MPIDR, NR_CPUS).
 *
 * Profile "linux-4.1": the seed series ../shared/seeds/002..011 applied in
 * order.  Every decision is recorded as an event naming the seed file and
 * line it comes from, the kernel message it prints (if any) and its
 * consequence.  Decisions that hurt a boot also become `sim.*` findings in
 * the table set.
 */
#ifndef ACPILINT_SIM_H
#define ACPILINT_SIM_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "acpilint/json.h"
#include "acpilint/tableset.h"

enum al_sim_dt {
    AL_DT_NONE,      /* no device tree handed over */
    AL_DT_STUB,      /* what the EFI stub makes: only /chosen at depth 1 */
    AL_DT_POPULATED, /* a device tree with a platform description */
    AL_DT_FILE,      /* a .dtb read with libfdt (dt_file) */
};

struct al_sim_options {
    const char *profile; /* "linux-4.1" */
    const char *rule_profile; /* the rule profile of the run; noted when not `profile` */
    const char *cmdline; /* kernel command line; NULL or "" for none */
    enum al_sim_dt dt;
    const char *dt_file; /* for AL_DT_FILE */
    bool has_boot_mpidr; /* else: the first enabled GICC's MPIDR */
    uint64_t boot_mpidr;
    unsigned nr_cpus; /* NR_CPUS of the kernel build */
};

enum al_sim_boot_path { AL_BOOT_ACPI, AL_BOOT_DT, AL_BOOT_NONE };
/* AL_PSCI_UNKNOWN: the device-tree path, where the DT's psci node decides. */
enum al_sim_psci { AL_PSCI_ABSENT, AL_PSCI_SMC, AL_PSCI_HVC, AL_PSCI_UNKNOWN };

/* One decision of the boot: where it comes from, what it printed, what follows. */
struct al_sim_event {
    char *ref;         /* seed file + line, e.g. "seed 004 lines 129-133" */
    char *decision;    /* what the kernel decided */
    char *log;         /* the kernel message, exactly as printed, or NULL */
    char *consequence; /* what follows for the boot, or NULL */
    char *note;        /* simulator remark (docs vs code, assumption), or NULL */
};

struct al_sim_cpu {
    unsigned cpu;   /* logical id */
    uint64_t mpidr; /* cpu_logical_map(cpu) */
};

/* A GSI found in a table, and how the GICv2 model maps it (seeds 006, 011). */
struct al_sim_gsi {
    char table[5];
    char field[48];
    size_t offset;
    uint32_t gsi;
    const char *kind; /* "SGI", "PPI", "SPI", "out-of-range" */
    bool mappable;
};

struct al_sim_result {
    char profile[16];
    /* assumptions: every input the simulator assumed */
    char *cmdline;
    enum al_sim_dt dt;
    char *dt_file;
    bool dt_has_platform;  /* a node at depth 1 other than /chosen */
    uint64_t boot_mpidr;   /* masked, as cpu_logical_map(0) */
    bool boot_mpidr_given; /* false: taken from the first enabled GICC (or 0) */
    unsigned nr_cpus;

    bool param_acpi_off, param_acpi_force;
    bool acpi_enabled;       /* acpi_disabled == 0 at the end of setup_arch */
    enum al_sim_boot_path boot_path;
    bool platform_usable;    /* the chosen path has a platform description */
    enum al_sim_psci psci;

    bool madt_walked;        /* acpi_init_cpus() walked the MADT */
    int madt_count;          /* acpi_table_parse_madt() return value */
    unsigned enabled_cpus;   /* the kernel's enabled_cpus */
    unsigned total_cpus;     /* the kernel's total_cpus */
    bool bootcpu_valid;
    bool secondaries;        /* secondary CPUs will be brought up */
    struct al_sim_cpu *logical_map; /* possible CPUs: cpu 0 is the boot CPU */
    size_t logical_count;

    bool gic_attempted;
    bool gic_ok;
    unsigned gic_version;    /* 2 when attempted (4.1 is GICv2 only) */
    uint64_t dist_base, cpu_base;
    const char *irq_model;   /* "GIC" or NULL */

    struct al_sim_gsi *gsis;
    size_t gsi_count;

    struct al_sim_event *events;
    size_t event_count, event_capacity;

    char error[256]; /* set when al_sim_run() returns -1 */
};

/* profile linux-4.1, cmdline "", dt stub, nr_cpus 64, boot MPIDR from the MADT. */
void al_sim_options_default(struct al_sim_options *o);

/*
 * Runs the profile over the table set; adds sim.* findings to ts.  Returns 0,
 * or -1 for unusable options (unknown profile, unreadable .dtb, nr_cpus 0)
 * with a message in r->error.  A bad acpi= value is not an
 * error: the kernel rejects it and the simulator logs that.
 */
int al_sim_run(struct al_tableset *ts, const struct al_sim_options *o, struct al_sim_result *r);

/* Writes the "simulation" object value (the caller writes the key). */
void al_sim_write_json(struct al_json *j, const struct al_sim_result *r);

/* Readable boot trace: each decision, its seed file + line, the consequence. */
void al_sim_print_text(FILE *out, const struct al_sim_result *r);

void al_sim_result_free(struct al_sim_result *r);

/* Names used in JSON and text. */
const char *al_sim_dt_name(enum al_sim_dt dt);
const char *al_sim_boot_path_name(enum al_sim_boot_path p);
const char *al_sim_psci_name(enum al_sim_psci p);

#endif
