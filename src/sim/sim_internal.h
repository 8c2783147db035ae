/* SPDX-License-Identifier: MIT */
/* Internal state of the boot simulator, shared by the src/sim/ files. */
#ifndef ACPILINT_SIM_INTERNAL_H
#define ACPILINT_SIM_INTERNAL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "acpilint/field.h"
#include "acpilint/hw.h"
#include "acpilint/madt.h"
#include "acpilint/sim.h"
#include "model.h"

/*
 * The 4.1 model cites "Linux 4.1 <file> <function> (seed NNN lines L)": the
 * kernel source a reader can open, the seed patch line in parentheses.
 */
#define AL_K41_TABLES "Linux 4.1 drivers/acpi/tables.c"
#define AL_K41_PSCI "Linux 4.1 arch/arm64/kernel/psci.c"
#define AL_K41_PARAMS "Linux 4.1 init/main.c do_early_param()"
#define AL_K41_IRQ "Linux 4.1 arch/arm64/kernel/irq.c"

#define AL_MPIDR_HWID_BITMASK 0xff00ffffffULL /* arch/arm64/include/asm/cputype.h */
#define AL_INVALID_HWID UINT64_MAX            /* asm/smp_plat.h: ULONG_MAX */
#define AL_GICC_ENABLED 1u         /* ACPI_MADT_ENABLED */
#define AL_GICC_ONLINE_CAPABLE 8u  /* ACPI_MADT_GICC_ONLINE_CAPABLE */
#define AL_SIZEOF_MADT ((unsigned)AL_FIELD_END(MADT_FLAGS)) /* sizeof(struct acpi_table_madt), 44  \
                                                             */
/* sizeof(struct acpi_madt_generic_interrupt), ACPICA 20150410: 76, through the MPIDR */
#define AL_SIZEOF_GICC ((unsigned)AL_FIELD_END(MADT_GICC_MPIDR))
#define AL_SIZEOF_GICD 24u  /* sizeof(struct acpi_madt_generic_distributor) */

/*
 * A kernel model: the values in which two versions differ (kernels.c).  The
 * decision steps that read them are written once, in the boot model the
 * kernel names (model.h: linux6/ for 6.x, linux41/ for the seed code);
 * the base code the two share (dt.c, tables.c, walk.c) speaks through the
 * model's voice (model.h) and reads no flag saying which model runs.
 */
struct al_sim_kernel {
    const char *name;  /* "6.12" */
    const char *build; /* the package the model was read from */
    unsigned nr_cpus;  /* CONFIG_NR_CPUS */
    const struct al_sim_model *model; /* the boot model: its code (model.h) */
    uint32_t acpica;   /* ACPI_CA_VERSION, in the suffix of ACPICA's messages */
    bool acpi_nospcr;        /* parse_acpi() knows "nospcr" */
    bool spcr_default_line;  /* "ACPI: Use ACPI SPCR as default console: Yes" */
    bool spcr_fw_bug;        /* the SPCR access-width messages carry FW_BUG, one space */
    bool spcr_precise_baud;  /* SPCR revision 4's Precise Baud Rate wins */
    bool dt_stub_mm_oops;    /* observed: ACPI off on the EFI stub's DT oopses in mm_core_init() */
    bool gicc_online_capable; /* a GICC with only Online Capable set is a CPU */
    const char *walk_src;    /* the MADT walker, file + function */
    bool walk_stops_on_error; /* a failing handler ends the walk at once */
    const char *walk_prefix; /* pr_fmt of the walker's "Invalid zero length" */
    const char *csum_src;    /* ACPICA's checksum check, file + function */
    const char *csum_module; /* ACPI_MODULE_NAME and AE_INFO line of its warning */
    unsigned csum_line;
    bool csum_should_be_difference; /* "should be" prints stored - correct, as an int */
    unsigned tbutils_length_line;   /* "Invalid table length 0x%X in RSDT/XSDT" */
    unsigned tbfadt_dsdt_line;      /* "32/64X DSDT address mismatch" */
    unsigned tbfadt_convert_lines[4]; /* acpi_tb_convert_fadt(): address and length mismatch,
                                         required field, optional field */
    bool bringup_counts_tries;      /* maxcpus= counts CPUs tried, not CPUs online */
    bool no_timer_hangs;            /* observed: no timer interrupt hangs the boot after SMP */
    bool pptt_cache_id;             /* update_cache_properties() takes a revision-3 Cache ID */
    bool cacheinfo_by_level;        /* shared caches: leaves of one level and type, not index */
};

bool al_sim_kernel_get(const char *name, struct al_sim_kernel *k); /* kernels.c */
const char *al_sim_kernel_for_profile(const char *profile);

struct al_sim_ctx {
    struct al_tableset *ts;
    const struct al_sim_options *o;
    struct al_sim_result *r;
    struct al_sim_kernel k;

    /* what acpi_table_init() installed (ACPICA's table list) */
    bool tables_ok;                /* acpi_table_init() succeeded: c->installed is the list */
    const struct al_table *root;   /* XSDT (or RSDT) used */
    const struct al_table **installed;
    size_t installed_count;

    /* acpi_gbl_FADT: ACPICA's local copy, zero-filled past the table */
    bool gbl_fadt_loaded;
    uint16_t arm_boot_flags;

    /* the kernel's globals */
    int acpi_disabled;
    uint64_t *logical_map;          /* __cpu_logical_map[NR_CPUS] */
    bool gic_reported;

    unsigned acpi_params_seen;      /* acpi= parameters on the command line */

    /* 6.x models */
    bool param_acpi_on, param_acpi_nospcr;
    bool force_table_verification;  /* acpi_force_table_verification */
    unsigned nr_cpu_ids;            /* nr_cpus= lowers it */
    unsigned setup_max_cpus;        /* maxcpus=, nosmp */
    bool fadt_reduced;              /* acpi_gbl_reduced_hardware */
    bool psci_ops_ok;               /* psci_probe() set psci_ops (cpu_on) */
    bool psci_cpu_on_fails;         /* PSCI calls reach the kernel's own EL2 stub */
    bool gic_dead;                  /* a GIC driver runs, but no interrupt ever arrives */
    bool gic_torn_down;             /* a second GICv2 probe unmapped the first one */
    bool timer_dead;                /* the architected timer's interrupt was not registered */
    bool died;                      /* the boot ended (outcome set) */
    /* decisions not made: the input may lack the table they need (al_sim_need) */
    bool fadt_unknown;              /* whether ACPI stays on: nothing after it is simulated */
    bool madt_unknown;              /* the CPUs and the GIC */
    int *gicc_of_cpu;               /* logical CPU -> index in r->giccs, -1 none */
    bool *possible;                 /* cpu_possible_mask */
    bool *broken_rdist;             /* 6.12 GICv3: CPUs whose redistributor is inaccessible */
    struct al_hw_desc hw;           /* the machine's frames (hwmap.c); none: as the tables say */
};

/*
 * The MADT's structures one after another, as the kernel's walkers see them:
 * a structure starts where its 2-byte header fits before the end (entry +
 * header < table end), and a zero Length is the last one seen.
 *   for (struct al_sim_madt_it it = al_sim_madt_begin(t); al_sim_madt_next(&it);)
 *       ... it.off, it.type, it.len, bytes through it.s ...
 */
struct al_sim_madt_it {
    struct al_span s;
    size_t off, next;
    uint8_t type, len;
};

static inline struct al_sim_madt_it al_sim_madt_begin(const struct al_table *t)
{
    struct al_sim_madt_it it = {t ? al_table_body(t) : al_span_make(NULL, 0), 0, AL_SIZEOF_MADT,
                                0, 0};
    return it;
}

static inline bool al_sim_madt_next(struct al_sim_madt_it *it)
{
    if (it->next == SIZE_MAX || it->next >= it->s.len || it->s.len - it->next <= 2)
        return false;
    it->off = it->next;
    it->type = al_get_u8(it->s, it->off);
    it->len = al_get_u8(it->s, it->off + 1);
    it->next = it->len ? it->off + it->len : SIZE_MAX;
    return true;
}

/* Adds an event; log_fmt (printf) may be NULL when the kernel prints nothing. */
/* 6.x events: src is "path function()", cited as "Linux <model> path function()". */
void al_sim_kevent(struct al_sim_ctx *c, const char *src, const char *decision,
                   const char *consequence, const char *note, const char *log_fmt, ...)
    __attribute__((format(printf, 6, 7)));
/* The boot ends here: outcome class, stage, and the kernel's last message (may be NULL). */
void al_sim_die(struct al_sim_ctx *c, enum al_sim_outcome how, const char *stage,
                const char *message);

void al_sim_event(struct al_sim_result *r, const char *ref, const char *decision,
                  const char *consequence, const char *note, const char *log_fmt, ...)
    __attribute__((format(printf, 6, 7)));

/* The 6.x model (linux6/): setup_arch() and start_kernel() in order. */
void al_k6_run(struct al_sim_ctx *c);                      /* linux6/boot.c */
/* The boot dies in an oops (linux6/oops.c): the fault line (NULL when the CPU reports none, as for
 * an external abort), die()'s "Internal error" line, the panic of the idle task or of init. */
void al_k6_oops(struct al_sim_ctx *c, const char *stage, const char *fault, const char *error,
                bool in_init);
void al_k6_parse_cmdline(struct al_sim_ctx *c);            /* linux6/params.c */
void al_k6_boot_table_init(struct al_sim_ctx *c);          /* linux6/acpi.c */
void al_k6_psci_acpi_init(struct al_sim_ctx *c);           /* linux6/acpi.c */
void al_k6_smp_init_cpus(struct al_sim_ctx *c);            /* linux6/smp.c */
void al_k6_smp_bringup(struct al_sim_ctx *c);              /* linux6/smp.c */
void al_k6_list_boot_cpu(struct al_sim_ctx *c);            /* linux6/smp.c */
void al_k6_account_cpus(struct al_sim_ctx *c);            /* linux6/lost_cpus.c: sim.cpu-lost */
void al_k6_init_irq(struct al_sim_ctx *c);                 /* linux6/gic.c */
/* linux6/gic_rdist.c: where a CPU finds its GICv3 redistributor */
bool al_k6_redist(struct al_sim_ctx *c, uint64_t mpidr, unsigned *region, uint64_t *phys);
/* The GTDT's platform timers (linux6/platform_timers.c): the memory-mapped timer blocks after the
 * per-CPU timer (true when one is registered, *mem_virt its mode), then at device_initcall the SBSA
 * watchdogs.  Either may end the boot in a hang (a platform timer entry of Length 0). */
bool al_k6_mmio_timers(struct al_sim_ctx *c, const struct al_table *gtdt, bool *mem_virt);
void al_k6_sbsa_watchdogs(struct al_sim_ctx *c, const struct al_table *gtdt);
/* What acpi_gtdt_init() makes of the GTDT's platform timer array (it runs once for the timers
 * and again for the watchdogs): *count is set for AL_K6_GTDT_TIMERS, *offset for it and
 * AL_K6_GTDT_INVALID. */
enum al_k6_gtdt_timers {
    AL_K6_GTDT_OLD_REVISION, /* revision < 2: "doesn't support Platform Timers" */
    AL_K6_GTDT_NO_TIMERS,    /* Platform Timer Count 0 */
    AL_K6_GTDT_INVALID,      /* the array starts inside the fixed part: -EINVAL */
    AL_K6_GTDT_TIMERS,
};
enum al_k6_gtdt_timers al_k6_gtdt_init(const struct al_table *gtdt, uint32_t *count,
                                       uint32_t *offset);
/* map_gt_gsi() and acpi_register_gsi(): false, with the GIC's refusal as an event, for an SGI
 * (`what` says whose GSI it is). */
bool al_k6_gt_gsi_maps(struct al_sim_ctx *c, uint32_t gsi, const char *what);
void al_k6_gicv3_cpu(struct al_sim_ctx *c, unsigned cpu, uint64_t mpidr);
bool al_k6_rdist_not_there(struct al_sim_ctx *c, unsigned gicc);
/*
 * What the machine has at a physical address (hwmap.c: --hw-map, --hw FILE):
 * with no frames described every frame is `expect`; for a GICv3
 * redistributor frame its index in the machine's range of frames.
 */
enum al_hw_frame al_sim_hw_frame(const struct al_sim_ctx *c, uint64_t phys, enum al_hw_frame expect,
                                 unsigned *gicr_index);
/* The frames of the machine's GICR range holding phys: the last one has TYPER.Last. */
unsigned al_sim_hw_gicr_frames(const struct al_sim_ctx *c, uint64_t phys);
const char *al_sim_hw_map_name(enum al_sim_hw_map map);
bool al_sim_hw_gicr_base(const struct al_sim_ctx *c, uint64_t *base);
bool al_sim_hw_its_base(const struct al_sim_ctx *c, uint64_t *base);
bool al_sim_hw_v2m_base(const struct al_sim_ctx *c, uint64_t *base);
/*
 * The PPTT as drivers/acpi/pptt.c reads it (linux6/pptt.c): offsets from the
 * table's start, 0 the kernel's NULL.  past_end: the kernel would read beyond
 * the table; loops: it would follow a Parent or Next Level chain for ever.
 */
struct al_k6_pptt {
    struct al_span s;
    uint8_t revision;
    bool truncated;    /* the input holds fewer bytes than the table's Length */
    bool past_end, loops, zero_length;
    unsigned duplicates; /* "Found duplicate cache level/type" warnings */
    size_t max_steps;
    /* The kernel's walks are quadratic in places (a revision-1 leaf test scans the table
     * for children): the simulator's work on one PPTT is bounded, over_budget when spent. */
    uint64_t work;
    bool over_budget;
    uint32_t memo_uid, memo_leaf; /* the last leaf look-up */
    bool memo_valid;
    /* The leaves acpi_find_processor_node() can return, by ACPI id then offset, and in
     * revision 1 the Parents of every processor node: made by one walk at the first
     * look-up instead of a walk of the table for every CPU (and for every candidate). */
    bool indexed, index_zero_length;
    struct al_k6_pptt_leaf {
        uint32_t uid, node;
    } *leaves;
    uint32_t *parents;
    size_t leaf_count, parent_count;
};
/* Two caches' types equal: the same name (nearly always the same pointer: the names are
 * constants, and sharing is decided by comparing every CPU's caches with every other's). */
static inline bool al_sim_same_cache_type(const char *a, const char *b)
{
    return a == b || (a[0] == b[0] && strcmp(a, b) == 0);
}
void al_k6_pptt_init(struct al_k6_pptt *p, const struct al_table *t);
void al_k6_pptt_free(struct al_k6_pptt *p);
uint32_t al_k6_pptt_find_leaf(struct al_k6_pptt *p, uint32_t uid);
uint32_t al_k6_pptt_flags(struct al_k6_pptt *p, uint32_t node);
uint32_t al_k6_pptt_parent(struct al_k6_pptt *p, uint32_t node);
int al_k6_pptt_bad_parent(struct al_k6_pptt *p, uint32_t node, uint32_t *ref);
uint32_t al_k6_pptt_untyped_cache(struct al_k6_pptt *p, uint32_t uid);
bool al_k6_pptt_tag(struct al_k6_pptt *p, uint32_t uid, unsigned level, uint32_t flag,
                    int64_t *id);
int64_t al_k6_pptt_cluster(struct al_k6_pptt *p, uint32_t uid);
int al_k6_pptt_is_thread(struct al_k6_pptt *p, uint32_t uid);
unsigned al_k6_pptt_cache_levels(struct al_k6_pptt *p, uint32_t uid);
uint32_t al_k6_pptt_cache_node(struct al_k6_pptt *p, uint32_t uid, unsigned type,
                               unsigned level, uint32_t *found_at);
void al_k6_pptt_cache_props(struct al_k6_pptt *p, uint32_t cache, bool use_cache_id,
                            struct al_sim_cache *out);
/* The topology (linux6/topology.c): smp_prepare_cpus()'s init_cpu_topology(), then, after SMP
 * bring-up, what each online CPU's store_cpu_topology() and cacheinfo leave in /sys. */
void al_k6_topology_prepare(struct al_sim_ctx *c);
void al_k6_topology_online(struct al_sim_ctx *c);
void al_sim_topology_summary(struct al_sim_topology *t); /* topology_report.c */
void al_sim_topology_json(struct al_json *j, const struct al_sim_topology *t);
void al_sim_topology_text(FILE *out, const struct al_sim_topology *t);

/* The kernel's command-line splitting, shared by every model (cmdline.c). */
typedef void (*al_sim_param_fn)(struct al_sim_ctx *c, const char *param, const char *val);
void al_sim_each_param(struct al_sim_ctx *c, bool stop_at_dashes, al_sim_param_fn fn);
bool al_sim_parameq(const char *a, const char *b);
/* acpi_table_init(): the tables ACPICA installs from the RSDP (tables.c). */
bool al_sim_table_init(struct al_sim_ctx *c);
/* ACPICA's own messages of the 6.x models (acpica.c). */
void al_sim_checksum_warning(struct al_sim_ctx *c, const struct al_table *t);
/* An event of ACPICA's code: file_fn is "tbutils.c acpi_tb_parse_root_table()" (tables.c). */
void al_sim_acpica_event(struct al_sim_ctx *c, const char *file_fn, const char *decision,
                         const char *consequence, const char *note);
extern const struct al_sim_voice al_sim_linux41_voice; /* linux41/voice.c */
extern const struct al_sim_voice al_sim_linux6_voice;  /* linux6/voice.c */
void al_sim_parse_fadt_acpica(struct al_sim_ctx *c, const struct al_table *fadt);
void al_sim_reallocate_root_table(struct al_sim_ctx *c);

/* The 4.1 model's stages (linux41/), in boot order; dt.c and tables.c shared. */
void al_sim_parse_cmdline(struct al_sim_ctx *c);           /* linux41/params.c */
int al_sim_dt_probe(struct al_sim_ctx *c);                 /* dt.c: -1 on bad .dtb */
void al_sim_boot_table_init(struct al_sim_ctx *c);         /* linux41/acpi.c */
const struct al_table *al_sim_get_table(const struct al_sim_ctx *c, const char *sig,
                                        unsigned instance); /* installed.c, ACPICA numbering */
/*
 * The table a decision needs (undecided.c): the installed one, or NULL.  When
 * it is NULL because the input may simply lack the table (presence.h:
 * unknown), the decision is recorded as not made, with `src` (the kernel
 * function that would make it) and the reason, and *unknown is set: the
 * caller then predicts nothing from the absence.  `outcome`: the boot's
 * outcome depends on the decision.
 */
const struct al_table *al_sim_need(struct al_sim_ctx *c, const char *sig, const char *src,
                                   const char *decision, bool outcome, bool *unknown);
/* After the boot: the outcome `unknown` and the sim.not-simulated finding (undecided.c). */
void al_sim_conclude_undecided(struct al_sim_ctx *c);
void al_sim_psci_acpi_init(struct al_sim_ctx *c);          /* linux41/smp.c */
void al_sim_init_cpus(struct al_sim_ctx *c);               /* linux41/smp.c */
void al_sim_gic_init(struct al_sim_ctx *c);                /* linux41/gic.c */
void al_sim_gsi_model(struct al_sim_ctx *c);               /* linux41/gsi.c */

/* The kernel's MADT walk (acpi_parse_entries, drivers/acpi/tables.c of 4.1). */
typedef int (*al_sim_entry_handler)(struct al_sim_ctx *c, const struct al_table *t,
                                    size_t entry, size_t end, void *arg);
int al_sim_parse_entries(struct al_sim_ctx *c, const struct al_table *t, size_t table_size,
                         uint8_t entry_id, al_sim_entry_handler h, void *arg,
                         unsigned max_entries);
/* Same, preceded by acpi_table_parse_entries()'s own checks and table look-up. */
int al_sim_table_parse_madt(struct al_sim_ctx *c, uint8_t entry_id, al_sim_entry_handler h,
                            void *arg);

#define AL_ENODEV 19
#define AL_EINVAL 22
#define AL_EOPNOTSUPP 95

#endif
