/* SPDX-License-Identifier: MIT */
/*
 * The simulator's options and the machine around the tables: the kernel
 * model, its command line and device tree, and the --hw-* fields that
 * describe the hardware, alone or over a --hw FILE (include/acpilint/hw.h).
 */
#include "cli/options_internal.h"

#include <stdlib.h>
#include <string.h>

int al_cli_opt_dt(struct al_cli *cli, const struct al_option *o, const char *value, FILE *err)
{
    (void)o;
    (void)err;
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
    return 0;
}

int al_cli_opt_boot_mpidr(struct al_cli *cli, const struct al_option *o, const char *value,
                          FILE *err)
{
    (void)o;
    if (al_cli_parse_number(value, 16, UINT64_MAX, &cli->sim.boot_mpidr) != 0) {
        fprintf(err, "acpilint: --boot-mpidr: '%s' is not a hexadecimal MPIDR\n", value);
        return -1;
    }
    cli->sim.has_boot_mpidr = true;
    return 0;
}

int al_cli_opt_nr_cpus(struct al_cli *cli, const struct al_option *o, const char *value, FILE *err)
{
    (void)o;
    uint64_t n;
    if (al_cli_parse_number(value, 10, 65536, &n) != 0 || n == 0) {
        fprintf(err, "acpilint: --nr-cpus: '%s' is not a number from 1 to 65536\n", value);
        return -1;
    }
    cli->sim.nr_cpus = (unsigned)n;
    return 0;
}

/* One of src/sim/kernels.def's; the error lists them. */
int al_cli_opt_kernel(struct al_cli *cli, const struct al_option *o, const char *value, FILE *err)
{
    (void)o;
    for (const char *const *k = al_sim_kernel_names(); *k; k++)
        if (strcmp(*k, value) == 0) {
            cli->sim.kernel = value;
            return 0;
        }
    fprintf(err, "acpilint: --kernel: unknown kernel '%s' (", value);
    for (const char *const *k = al_sim_kernel_names(); *k; k++)
        fprintf(err, "%s%s", *k, k[1] ? ", " : ")\n");
    return -1;
}

int al_cli_opt_hw_gic(struct al_cli *cli, const struct al_option *o, const char *value, FILE *err)
{
    (void)o;
    if (strcmp(value, "2") != 0 && strcmp(value, "3") != 0) {
        fprintf(err, "acpilint: --hw-gic: '%s' is not 2 or 3\n", value);
        return -1;
    }
    cli->sim.hw_gic = (unsigned)(value[0] - '0');
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
        rc = al_cli_parse_number(tok, 16, UINT64_MAX, &v[i++]);
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

int al_cli_opt_hw_mpidrs(struct al_cli *cli, const struct al_option *o, const char *value,
                         FILE *err)
{
    (void)o;
    if (parse_mpidrs(cli, value) != 0) {
        fprintf(err,
                "acpilint: --hw-mpidrs: '%s' is not a comma-separated list of "
                "hexadecimal MPIDRs\n",
                value);
        return -1;
    }
    return 0;
}

int al_cli_opt_hw_psci(struct al_cli *cli, const struct al_option *o, const char *value, FILE *err)
{
    (void)o;
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
    return 0;
}

int al_cli_opt_hw_parking(struct al_cli *cli, const struct al_option *o, const char *value,
                          FILE *err)
{
    (void)o;
    if (strcmp(value, "firmware") != 0 && strcmp(value, "none") != 0) {
        fprintf(err, "acpilint: --hw-parking: '%s' is not firmware or none\n", value);
        return -1;
    }
    cli->sim.hw_parking_absent = strcmp(value, "none") == 0;
    return 0;
}

int al_cli_opt_hw_map(struct al_cli *cli, const struct al_option *o, const char *value, FILE *err)
{
    (void)o;
    if (strcmp(value, "tables") != 0 && strcmp(value, "qemu-virt") != 0) {
        fprintf(err, "acpilint: --hw-map: '%s' is not tables or qemu-virt\n", value);
        return -1;
    }
    cli->sim.hw_map = strcmp(value, "qemu-virt") == 0 ? AL_HW_MAP_QEMU_VIRT : AL_HW_MAP_TABLES;
    return 0;
}

int al_cli_opt_assume_rsdp(struct al_cli *cli, const struct al_option *o, const char *value,
                           FILE *err)
{
    (void)cli;
    (void)o;
    (void)value;
    fputs("acpilint: --assume-rsdp is deprecated and does nothing: an input without an "
          "RSDP is always simulated as if UEFI handed one over (--no-rsdp: firmware that "
          "hands over none)\n",
          err);
    return 0;
}

/*
 * --hw FILE: its fields go into the simulator's options, each unless the
 * command line gave that field (--hw-gic, --hw-mpidrs, --hw-psci,
 * --hw-parking, --hw-map, --boot-mpidr, --nr-cpus), whatever the order.
 */
int al_cli_apply_hw_file(struct al_cli *cli, FILE *err)
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
        {AL_OPT_HW_GIC, AL_SIM_HW_GIC},      {AL_OPT_HW_MPIDRS, AL_SIM_HW_MPIDRS},
        {AL_OPT_HW_PSCI, AL_SIM_HW_PSCI},    {AL_OPT_HW_PARKING, AL_SIM_HW_PARKING},
        {AL_OPT_HW_MAP, AL_SIM_HW_MAP},      {AL_OPT_BOOT_MPIDR, AL_SIM_HW_BOOT_MPIDR},
        {AL_OPT_NR_CPUS, AL_SIM_HW_NR_CPUS},
    };
    unsigned overridden = 0;
    for (size_t i = 0; i < sizeof(overrides) / sizeof(overrides[0]); i++)
        if (cli->hw_given & ((uint64_t)1 << overrides[i].opt))
            overridden |= overrides[i].field;
    al_sim_options_apply_hw(&cli->sim, &cli->hw, cli->hw_file, overridden);
    return 0;
}
