/* SPDX-License-Identifier: MIT */
/*
 * The kernel boot simulator.  A kernel model reproduces one kernel's
 * boot-time decisions from the tables plus the facts a dump does not hold
 * (command line, device tree handed over, boot CPU MPIDR, NR_CPUS, and the
 * hardware around the tables: GIC version, CPUs that exist, PSCI conduits).
 *
 * Models (--kernel): "4.1", the seed series ../shared/seeds/002..011 applied
 * in order; "6.1" and "6.12", Debian 12's and Debian 13's long-term kernels,
 * read from their sources (src/sim/kernels.c lists what each version
 * changes).  A rule profile picks the default model: linux-4.1 -> 4.1,
 * every other profile -> the newest.  Every decision is an event naming the
 * kernel source (file + function, or seed file + line) it comes from, the
 * kernel message it prints, verbatim, and its consequence.  Decisions that
 * hurt a boot also become `sim.*` findings in the table set.
 */
#ifndef ACPILINT_SIM_H
#define ACPILINT_SIM_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "acpilint/hw.h"
#include "acpilint/json.h"
#include "acpilint/tableset.h"

enum al_sim_dt {
    AL_DT_NONE,      /* no device tree handed over */
    AL_DT_STUB,      /* what the EFI stub makes: only /chosen at depth 1 */
    AL_DT_POPULATED, /* a device tree with a platform description */
    AL_DT_FILE,      /* a .dtb read with libfdt (dt_file) */
};

/* PSCI conduits the firmware answers (--hw-psci). */
#define AL_HW_PSCI_SMC 1u
#define AL_HW_PSCI_HVC 2u
#define AL_HW_PSCI_AS_TABLES 0x100u /* default: the conduit the FADT names */

#define AL_SIM_MAX_HW_MPIDRS 4096

/* Where the machine's GIC frames are (--hw-map, --hw FILE). */
enum al_sim_hw_map {
    AL_HW_MAP_TABLES,    /* where the MADT says (default) */
    AL_HW_MAP_QEMU_VIRT, /* QEMU's virt board memory map */
    AL_HW_MAP_FILE,      /* the frames of a machine description (hw_frames) */
};

struct al_sim_options {
    const char *profile; /* rule profile of the run ("linux" when NULL); picks the default kernel */
    const char *kernel;  /* "4.1", "6.1", "6.12"; NULL: the profile's default */
    const char *cmdline; /* kernel command line; NULL or "" for none */
    enum al_sim_dt dt;
    const char *dt_file; /* for AL_DT_FILE */
    bool has_boot_mpidr; /* else: the first enabled GICC's MPIDR */
    uint64_t boot_mpidr;
    unsigned nr_cpus; /* NR_CPUS of the kernel build; 0: the model's CONFIG_NR_CPUS */
    /* The machine around the tables (6.x models); defaults: as the tables say. */
    unsigned hw_gic;           /* 0, 2 or 3 */
    unsigned hw_psci;          /* AL_HW_PSCI_* mask */
    const uint64_t *hw_mpidrs; /* the CPUs that exist; NULL: the MADT's GICCs */
    size_t hw_mpidr_count;
    bool hw_parking_absent;    /* no firmware parks CPUs in the MADT's mailboxes */
    enum al_sim_hw_map hw_map; /* where the GIC frames are */
    const struct al_hw_range *hw_frames; /* AL_HW_MAP_FILE: the described frames (hw.h) */
    size_t hw_frame_count;
    const char *hw_file;       /* --hw FILE, named in the report; NULL: none */
    /*
     * An input without an RSDP is the machine it was taken from: UEFI handed
     * over an RSDP pointing at its XSDT (or at an XSDT listing every table of
     * the input).  no_rsdp (--no-rsdp) simulates firmware that hands over none.
     */
    bool no_rsdp;
};

/* AL_BOOT_UNKNOWN: the input may lack the FADT that decides it (presence.h). */
enum al_sim_boot_path { AL_BOOT_ACPI, AL_BOOT_DT, AL_BOOT_NONE, AL_BOOT_UNKNOWN };
/*
 * AL_OUT_UNKNOWN: the boot reaches a decision that needs a table the input
 * may simply lack (presence.h: unknown); the decision is not made.
 */
enum al_sim_outcome { AL_OUT_BOOTS, AL_OUT_PANIC, AL_OUT_OOPS, AL_OUT_HANG, AL_OUT_UNKNOWN };
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

/* One MADT GICC and what became of its CPU (6.x models; JSON cpus.list). */
struct al_sim_gicc {
    unsigned gicc;             /* index among the MADT's GICCs, in table order */
    uint64_t mpidr;            /* as the MADT gives it, unmasked */
    int logical;               /* logical CPU id, -1 when none */
    bool possible, online;
    const char *enable_method; /* "psci", "parking-protocol" or NULL */
    char failure[96];          /* why it is not online, "" when it is */
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

/* A decision not made: it needs a table the input may lack (presence.h). */
struct al_sim_undecided {
    char table[5];     /* signature of the table it needs */
    char decision[64]; /* what the kernel would decide with it */
    char reason[160];  /* why the table's absence is not proven */
    bool outcome;      /* the boot's outcome depends on it */
};

#define AL_SIM_MAX_UNDECIDED 8

/*
 * One cache a CPU's cacheinfo leaf of this level and type takes from the PPTT
 * (drivers/acpi/pptt.c acpi_find_cache_node(), update_cache_properties()): the
 * leaves themselves come from the CPU's CLIDR_EL1, which no table holds, plus
 * one unified leaf per level the PPTT counts beyond it.  A value the cache's
 * flags do not mark valid is 0 (not in /sys).
 */
struct al_sim_cache {
    unsigned level;
    const char *type;        /* "Data", "Instruction", "Unified" */
    uint32_t size, line_size, ways, sets;
    const char *write_policy;      /* "WriteBack", "WriteThrough" or NULL */
    const char *allocation_policy; /* "ReadAllocate", "WriteAllocate", "ReadWriteAllocate" or NULL */
    bool has_id;             /* Cache ID valid and used (revision 3) */
    uint32_t id;
    uint32_t node;           /* PPTT offset of the cache structure */
    uint32_t found_at;       /* PPTT offset of the processor node it was found from (fw_token) */
    char shared[96];         /* shared_cpu_list among the online CPUs, e.g. "0-3,8" */
};

/* One possible CPU's topology (arch/arm64/kernel/topology.c parse_acpi_topology()). */
struct al_sim_topo_cpu {
    unsigned cpu;
    uint64_t mpidr;
    uint32_t uid;            /* its GICC's ACPI Processor UID, the PPTT leaf's id */
    bool online;
    bool package_known;      /* false: the NUMA node of a fallback, not simulated */
    int64_t package_id, cluster_id, core_id, thread_id;
    int cache_levels;        /* levels the PPTT counts for it (acpi_get_cache_info()) */
    struct al_sim_cache *caches;
    size_t cache_count;
};

struct al_sim_topology {
    bool simulated;          /* false: see reason */
    const char *source;      /* "pptt" or "fallback" (store_cpu_topology()) */
    char reason[160];        /* why not simulated, or why the fallback */
    char summary[320];       /* e.g. "2 packages x 2 clusters x 2 cores x 2 threads" */
    char caches_summary[200];
    struct al_sim_topo_cpu *cpus;
    size_t count;
};

struct al_sim_result {
    char profile[16];
    char kernel[8];
    /* assumptions: every input the simulator assumed */
    char *cmdline;
    enum al_sim_dt dt;
    char *dt_file;
    bool dt_has_platform;  /* a node at depth 1 other than /chosen */
    uint64_t boot_mpidr;   /* masked, as cpu_logical_map(0) */
    bool boot_mpidr_given; /* false: taken from the first enabled GICC (or 0) */
    unsigned nr_cpus;
    unsigned hw_gic;           /* assumed GIC architecture version of the machine */
    unsigned hw_psci;          /* AL_HW_PSCI_SMC | AL_HW_PSCI_HVC, resolved */
    uint64_t *hw_mpidrs;       /* resolved: the CPUs that exist */
    size_t hw_mpidr_count;
    bool hw_mpidrs_given, hw_gic_given, hw_psci_given;
    bool hw_parking_absent;
    enum al_sim_hw_map hw_map;
    char *hw_file;             /* --hw FILE, or NULL */
    char rsdp_assumption[48];  /* "input", "assumed", "none (--no-rsdp)", "none (no tables)" */

    bool param_acpi_off, param_acpi_force;
    bool fadt_accepted;      /* acpi_table_init() and the FADT checks succeeded */
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

    unsigned cpus_possible;  /* weight of cpu_possible_mask */
    unsigned cpus_online;    /* num_online_cpus() after smp_init() */
    struct al_sim_gicc *giccs; /* every MADT GICC (6.x models) */
    size_t gicc_count;

    bool gic_attempted;
    bool gic_ok;
    unsigned gic_version;    /* GICD version the driver probed (4.1: always 2) */
    const char *gic_driver;  /* "gic-v2", "gic-v3" or NULL */
    uint64_t dist_base, cpu_base;
    unsigned gicd_count;     /* GICD structures in the MADT */
    unsigned redist_regions; /* GICv3: GICR structures, or enabled GICCs with a GICR base */
    bool redist_from_gicc;   /* GICv3: redistributors described in the GICCs */
    unsigned its_count;      /* GICv3: ITS structures */
    const char *irq_model;   /* "GIC" or NULL */

    enum al_sim_outcome outcome;
    char outcome_stage[24];
    char *outcome_message;   /* the kernel's panic/oops line, or NULL; for AL_OUT_UNKNOWN
                                the reason ("the input lacks the MADT ...") */

    struct al_sim_undecided undecided[AL_SIM_MAX_UNDECIDED];
    size_t undecided_count;

    struct al_sim_gsi *gsis;
    size_t gsi_count;

    struct al_sim_topology topology; /* 6.x models: CPU topology and caches from the PPTT */

    struct al_sim_event *events;
    size_t event_count, event_capacity;

    char error[256]; /* set when al_sim_run() returns -1 */
};

/* profile linux (kernel 6.12), cmdline "", dt stub, NR_CPUS and the hardware from the model and the tables. */
void al_sim_options_default(struct al_sim_options *o);

/* Fields of a machine description the command line may have set itself (al_sim_options_apply_hw()). */
enum al_sim_hw_field {
    AL_SIM_HW_GIC = 1u << 0,        /* --hw-gic */
    AL_SIM_HW_MPIDRS = 1u << 1,     /* --hw-mpidrs */
    AL_SIM_HW_PSCI = 1u << 2,       /* --hw-psci */
    AL_SIM_HW_PARKING = 1u << 3,    /* --hw-parking */
    AL_SIM_HW_MAP = 1u << 4,        /* --hw-map */
    AL_SIM_HW_BOOT_MPIDR = 1u << 5, /* --boot-mpidr */
    AL_SIM_HW_NR_CPUS = 1u << 6,    /* --nr-cpus */
};

/*
 * Puts what the description h (--hw FILE, named file) gives into o, each
 * field unless `overridden` (AL_SIM_HW_* bits) says the command line set it:
 * an option beats the file whatever their order.  o then points into h,
 * which must outlive the run.
 */
void al_sim_options_apply_hw(struct al_sim_options *o, const struct al_hw_desc *h,
                             const char *file, unsigned overridden);

/*
 * Runs the kernel model over the table set; adds sim.* findings to ts.
 * Returns 0, or -1 for unusable options (unknown kernel, unreadable .dtb,
 * NR_CPUS out of range) with a message in r->error.  A bad acpi= value is
 * not an error: the kernel rejects it and the simulator logs that.
 */
int al_sim_run(struct al_tableset *ts, const struct al_sim_options *o, struct al_sim_result *r);

/* Writes the "simulation" object value (the caller writes the key). */
void al_sim_write_json(struct al_json *j, const struct al_sim_result *r);

/*
 * The kernel's verdict in one line, for the text summary and -q:
 * "Linux 6.12: ACPI, GICv3, boots, 32/32 CPUs online", or
 * "Linux 6.12: unknown: the input lacks the MADT and GTDT (...)".
 */
void al_sim_verdict(const struct al_sim_result *r, char *buf, size_t size);

/* Readable boot trace: each decision, its seed file + line, the consequence. */
void al_sim_print_text(FILE *out, const struct al_sim_result *r);

void al_sim_result_free(struct al_sim_result *r);

/* Names used in JSON and text. */
const char *al_sim_dt_name(enum al_sim_dt dt);
const char *al_sim_boot_path_name(enum al_sim_boot_path p);
const char *al_sim_psci_name(enum al_sim_psci p);
const char *al_sim_outcome_name(enum al_sim_outcome o);

/* The kernel models, newest first, NULL-terminated (src/sim/kernels.def). */
const char *const *al_sim_kernel_names(void);
/* A model's CONFIG_NR_CPUS, its summary for the man page ("Debian 12's 6.1.192"), the rule
 * profile whose default it is (NULL: none); 0 or NULL for an unknown name. */
unsigned al_sim_kernel_nr_cpus(const char *name);
const char *al_sim_kernel_summary(const char *name);
const char *al_sim_kernel_profile(const char *name);

#endif
