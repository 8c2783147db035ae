/* SPDX-License-Identifier: MIT */
/*
 * A boot model: the code of one family of kernels, in its own folder
 * (src/sim/linux41/: the seed series; src/sim/linux6/: the 6.x long-term
 * kernels).  The driver (sim.c) runs the model that the kernel's row of
 * kernels.def names through its values (al_sim_kernel.model).  A model
 * reads the base beside it (installed tables, cmdline splitting, MADT walk,
 * log, report, the machine's description) and nothing of another model.
 * Adding a model: a folder, one `const struct al_sim_model` in it, declared
 * here, named by the values of its kernels in kernels.c.
 */
#ifndef ACPILINT_SIM_MODEL_H
#define ACPILINT_SIM_MODEL_H

struct al_sim_ctx;

struct al_sim_model {
    const char *name; /* its folder: "linux41", "linux6" */
    /*
     * The boot, from the device tree probe to the outcome in c->r.
     * Returns 0, or -1 when the input cannot be simulated (a --dt FILE that
     * is not a device tree: c->r->error says why).
     */
    int (*boot)(struct al_sim_ctx *c);
};

extern const struct al_sim_model al_sim_linux41; /* linux41/boot.c */
extern const struct al_sim_model al_sim_linux6;  /* linux6/boot.c */

#endif
