/* SPDX-License-Identifier: MIT */
/*
 * A boot model: the code of one family of kernels, in its own folder
 * (src/sim/linux41/: the seed series; src/sim/linux6/: the 6.x long-term
 * kernels).  The driver (sim.c) runs the model that the kernel's row of
 * kernels.def names through its values (al_sim_kernel.model).  A model
 * reads the base beside it (installed tables, cmdline splitting, MADT walk,
 * log, report, the machine's description) and nothing of another model.
 * Adding a model: a folder, one `const struct al_sim_model` in it with its
 * voice (the base's steps in its words, struct al_sim_voice), declared
 * here, named by the values of its kernels in kernels.c.
 */
#ifndef ACPILINT_SIM_MODEL_H
#define ACPILINT_SIM_MODEL_H

#include <stdbool.h>

struct al_sim_ctx;
struct al_table;

/* What the early device tree probe (dt.c) concluded. */
enum al_sim_dt_verdict {
    AL_SIM_DT_ABSENT,   /* no device tree at all */
    AL_SIM_DT_EMPTY,    /* nothing at depth 1 but /chosen: the EFI stub's */
    AL_SIM_DT_PLATFORM, /* a node at depth 1 other than /chosen */
};

/*
 * The steps of the shared base (dt.c, tables.c) that the models tell in
 * their own words: their source citations, their log lines and the few
 * places where the code they model differs.  The base calls these and so
 * does not know which model runs.  Every member is set.
 */
struct al_sim_voice {
    /* dt.c: the probe's verdict on the device tree; what it saw, and a note or NULL */
    void (*dt_probe)(struct al_sim_ctx *c, enum al_sim_dt_verdict v, const char *what,
                     const char *note);
    /* tables.c, acpi_table_init(): before the first table is looked at */
    void (*table_init_begin)(struct al_sim_ctx *c);
    /* no RSDP is handed over (--no-rsdp, or no tables): acpi_table_init() fails */
    void (*no_rsdp)(struct al_sim_ctx *c);
    /* the input holds no RSDP and one is assumed; what says which root it points at */
    void (*rsdp_assumed)(struct al_sim_ctx *c, const char *what);
    /* the input's RSDP has a wrong checksum (either of its two) */
    void (*rsdp_bad_checksum)(struct al_sim_ctx *c);
    /* the XSDT is used only when the RSDP has its 36-byte form (else: revision > 1 suffices) */
    bool xsdt_needs_v2_fields;
    /* the note when ACPICA falls back to the RSDT */
    const char *rsdt_note;
    /* the root table must hold one entry past its header, else acpi_table_init() fails */
    bool root_needs_an_entry;
    /* the root table is too short: what the model adds to the failure (its log line) */
    void (*root_too_short)(struct al_sim_ctx *c, const struct al_table *root);
    /* the root table's checksum is wrong */
    void (*root_bad_checksum)(struct al_sim_ctx *c, const struct al_table *root);
    /* a table about to be installed has a wrong checksum */
    void (*table_bad_checksum)(struct al_sim_ctx *c, const struct al_table *t);
    /* acpi_table_init() succeeded: what says how many tables, note the log lines not made */
    void (*tables_installed)(struct al_sim_ctx *c, const char *what, const char *note);
    /* acpi_tb_parse_fadt(): ACPICA has copied the first FADT; what the model checks in it */
    void (*fadt_copied)(struct al_sim_ctx *c, const struct al_table *fadt);
    /* walk.c: a walk of the MADT finds none installed */
    void (*madt_absent)(struct al_sim_ctx *c);
};

struct al_sim_model {
    const char *name; /* its folder: "linux41", "linux6" */
    /*
     * The boot, from the device tree probe to the outcome in c->r.
     * Returns 0, or -1 when the input cannot be simulated (a --dt FILE that
     * is not a device tree: c->r->error says why).
     */
    int (*boot)(struct al_sim_ctx *c);
    const struct al_sim_voice *voice; /* the base's steps in its words (voice.c) */
};

extern const struct al_sim_model al_sim_linux41; /* linux41/boot.c */
extern const struct al_sim_model al_sim_linux6;  /* linux6/boot.c */

#endif
