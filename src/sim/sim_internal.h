/* SPDX-License-Identifier: MIT */
/* Internal state of the boot simulator, shared by the src/sim/ files. */
#ifndef ACPILINT_SIM_INTERNAL_H
#define ACPILINT_SIM_INTERNAL_H

#include <stdbool.h>
#include <stdint.h>

#include "acpilint/madt.h"
#include "acpilint/sim.h"

/* Seed file names, cited by every event and finding. */
#define AL_SEED_002 "seed 002 (arch/arm64/kernel/acpi.c)"
#define AL_SEED_003 "seed 003 (arch/arm64/kernel/acpi.c)"
#define AL_SEED_004 "seed 004 (arch/arm64/kernel/acpi.c)"
#define AL_SEED_004_SETUP "seed 004 (arch/arm64/kernel/setup.c)"
#define AL_SEED_006 "seed 006 (arch/arm64/kernel/acpi.c)"
#define AL_SEED_007 "seed 007 (drivers/irqchip/irq-gic.c)"
#define AL_SEED_007_ACPI "seed 007 (arch/arm64/kernel/acpi.c)"
#define AL_SEED_010 "seed 010 (arch/arm64/kernel/setup.c)"
#define AL_SEED_011 "seed 011 (drivers/acpi/gsi.c)"
/* Kernel code the seeds call but do not contain (Linux 4.1 tree). */
#define AL_K41_TABLES "linux-4.1 drivers/acpi/tables.c"
#define AL_K41_PSCI "linux-4.1 arch/arm64/kernel/psci.c"
#define AL_K41_PARAMS "linux-4.1 init/main.c (do_early_param)"
#define AL_K41_IRQ "linux-4.1 arch/arm64/kernel/irq.c"

#define AL_MPIDR_HWID_BITMASK 0xff00ffffffULL /* arch/arm64/include/asm/cputype.h */
#define AL_INVALID_HWID UINT64_MAX            /* asm/smp_plat.h: ULONG_MAX */
#define AL_SIZEOF_MADT 44u                    /* sizeof(struct acpi_table_madt) */
#define AL_SIZEOF_GICC 76u  /* sizeof(struct acpi_madt_generic_interrupt), ACPICA 20150410 */
#define AL_SIZEOF_GICD 24u  /* sizeof(struct acpi_madt_generic_distributor) */

struct al_sim_ctx {
    struct al_tableset *ts;
    const struct al_sim_options *o;
    struct al_sim_result *r;

    /* what acpi_table_init() installed (ACPICA's table list) */
    bool tables_ok;
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
};

/* Adds an event; log_fmt (printf) may be NULL when the kernel prints nothing. */
void al_sim_event(struct al_sim_result *r, const char *ref, const char *decision,
                  const char *consequence, const char *note, const char *log_fmt, ...)
    __attribute__((format(printf, 6, 7)));

/* The stages, in boot order. */
void al_sim_parse_cmdline(struct al_sim_ctx *c);           /* cmdline.c */
int al_sim_dt_probe(struct al_sim_ctx *c);                 /* dt.c: -1 on bad .dtb */
void al_sim_boot_table_init(struct al_sim_ctx *c);         /* tables.c */
const struct al_table *al_sim_get_table(const struct al_sim_ctx *c, const char *sig,
                                        unsigned instance); /* tables.c, ACPICA numbering */
void al_sim_psci_acpi_init(struct al_sim_ctx *c);          /* smp.c */
void al_sim_init_cpus(struct al_sim_ctx *c);               /* smp.c */
void al_sim_gic_init(struct al_sim_ctx *c);                /* gic.c */
void al_sim_gsi_model(struct al_sim_ctx *c);               /* gsi.c */

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
