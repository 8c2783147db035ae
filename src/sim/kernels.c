/* SPDX-License-Identifier: MIT */
/*
 * The kernel models, as data.  Like QEMU's versioned machine types
 * (virt-8.0 is virt-8.1 plus a few compatibility settings), the newest
 * model is described whole and each older one is the next newer one plus
 * what differs, with the source that differs cited.  A model's decision
 * steps are shared (src/sim/linux6/); only these values differ.  Adding the
 * next long-term kernel: a row in kernels.def, and its values here described
 * whole (today's values that it changes move into kernel_6_12_options(),
 * which then calls it).
 *
 * 4.1 is the seed series: its steps are the seed code itself (src/sim/linux41/),
 * so its entry only names it.
 */
#include "sim_internal.h"

#include <string.h>

/* Linux 6.12.117 (Debian 13 linux 6.12.117-1, config-6.12.117+deb13-arm64). */
static void kernel_6_12_options(struct al_sim_kernel *k)
{
    memset(k, 0, sizeof(*k));
    k->name = "6.12";
    k->model = &al_sim_linux6;
    k->build = "Debian 13 linux-image-6.12.117+deb13-arm64 (6.12.117-1)";
    k->nr_cpus = 512;       /* CONFIG_NR_CPUS=512 */
    k->acpica = 0x20240827; /* include/acpi/acpixf.h ACPI_CA_VERSION */
    /* arch/arm64/kernel/acpi.c parse_acpi(): "nospcr" since 6.9 */
    k->acpi_nospcr = true;
    /* acpi_boot_table_init() prints whether the SPCR console is the default */
    k->spcr_default_line = true;
    /* drivers/acpi/spcr.c acpi_parse_spcr(): FW_BUG access-width messages, Precise Baud Rate */
    k->spcr_fw_bug = true;
    k->spcr_precise_baud = true;
    /* The real boot (tests/oracle: acpi-off, fadt-hwreduced-clear ...): with ACPI disabled and
     * the EFI stub's DT, 6.12 oopses in mm_core_init() (nr_free_zone_pages()), before
     * time_init(); reading the source did not predict it. */
    k->dt_stub_mm_oops = true;
    /* arch/arm64/kernel/smp.c acpi_map_gic_cpu_interface(): Online Capable counts (6.11) */
    k->gicc_online_capable = true;
    /* lib/fw_table.c acpi_parse_entries_array(): a failing handler ends the walk */
    k->walk_src = "lib/fw_table.c acpi_parse_entries_array()";
    k->walk_stops_on_error = true;
    k->walk_prefix = ""; /* lib/fw_table.c has no pr_fmt */
    /* ACPICA utcksum.c acpi_ut_verify_checksum(), AE_INFO on line 58 */
    k->csum_src = "drivers/acpi/acpica/utcksum.c acpi_ut_verify_checksum()";
    k->csum_module = "utcksum";
    k->csum_line = 58;
    k->csum_should_be_difference = true;
    k->tbutils_length_line = 283; /* tbutils.c acpi_tb_parse_root_table() */
    k->tbfadt_dsdt_line = 358;    /* tbfadt.c acpi_tb_select_address() */
    static const unsigned convert_612[4] = {539, 560, 595, 611}; /* acpi_tb_convert_fadt() */
    memcpy(k->tbfadt_convert_lines, convert_612, sizeof(convert_612));
    /* kernel/cpu.c cpuhp_bringup_mask(): maxcpus= counts CPUs tried, the boot CPU too */
    k->bringup_counts_tries = true;
    /* The real boot (tests/oracle gtdt-virt-gsiv-0, gicd-two-v2): with the architected timer's
     * interrupt not registered, 6.12 hangs after SMP bring-up; 6.1 reaches the root fs. */
    k->no_timer_hangs = true;
    /* drivers/acpi/pptt.c update_cache_properties() (6.1 and 6.12 alike, tests/oracle
     * pptt-caches-rev3-*): a revision-3 PPTT's Cache ID becomes the
     * leaf's id (CACHE_ID), which cache_leaves_are_shared() compares before fw_token */
    k->pptt_cache_id = true;
}

/* Linux 6.1.192 (Debian 12 linux 6.1.192-3, config-6.1.0-57-arm64): 6.12 minus what came later. */
static void kernel_6_1_options(struct al_sim_kernel *k)
{
    kernel_6_12_options(k);
    k->name = "6.1";
    k->build = "Debian 12 linux-image-6.1.0-57-arm64 (6.1.192-3)";
    k->nr_cpus = 256;       /* CONFIG_NR_CPUS=256 */
    k->acpica = 0x20220331;
    k->acpi_nospcr = false;      /* acpi=nospcr is "Malformed early option 'acpi'" */
    k->spcr_default_line = false;
    k->spcr_fw_bug = false;
    k->spcr_precise_baud = false;
    k->dt_stub_mm_oops = false; /* 6.1 reaches time_init() and panics there */
    k->gicc_online_capable = false; /* only ACPI_MADT_ENABLED */
    /* drivers/acpi/tables.c acpi_parse_entries_array(): after a failing handler the walk
     * goes on without calling handlers and returns -EINVAL at the end */
    k->walk_src = "drivers/acpi/tables.c acpi_parse_entries_array()";
    k->walk_stops_on_error = false;
    k->walk_prefix = "ACPI: ";
    k->csum_src = "drivers/acpi/acpica/tbprint.c acpi_tb_verify_checksum()";
    k->csum_module = "tbprint";
    k->csum_line = 180;
    k->csum_should_be_difference = false;
    k->tbutils_length_line = 289;
    k->tbfadt_dsdt_line = 362;
    static const unsigned convert_61[4] = {543, 564, 599, 615};
    memcpy(k->tbfadt_convert_lines, convert_61, sizeof(convert_61));
    /* kernel/cpu.c bringup_nonboot_cpus(): stops when maxcpus CPUs are online */
    k->bringup_counts_tries = false;
    k->no_timer_hangs = false;
}

static void kernel_4_1_options(struct al_sim_kernel *k)
{
    memset(k, 0, sizeof(*k));
    k->name = "4.1";
    k->model = &al_sim_linux41;
    k->build = "the seed series (../shared/seeds/002-011), arm64 defconfig";
    k->nr_cpus = 64; /* arm64 defconfig NR_CPUS of Linux 4.1 */
    /* seed 004 line 208: acpi_parse_entries() returns at the first failing handler */
    k->walk_src = "drivers/acpi/tables.c acpi_parse_entries()";
    k->walk_stops_on_error = true;
    k->walk_prefix = ""; /* its "Invalid zero length" line is printed without a prefix */
}

static const struct {
    const char *name;
    void (*options)(struct al_sim_kernel *k);
    const char *profile;
    const char *summary;
} models[] = {
#define AL_SIM_KERNEL(name, options, profile, summary) {name, options, profile, summary},
#include "kernels.def"
#undef AL_SIM_KERNEL
};

#define MODEL_COUNT (sizeof(models) / sizeof(models[0]))

const char *const *al_sim_kernel_names(void)
{
    static const char *const names[] = {
#define AL_SIM_KERNEL(name, options, profile, summary) name,
#include "kernels.def"
#undef AL_SIM_KERNEL
        NULL};
    return names;
}

static int model_index(const char *name)
{
    for (size_t i = 0; name && i < MODEL_COUNT; i++)
        if (strcmp(models[i].name, name) == 0)
            return (int)i;
    return -1;
}

bool al_sim_kernel_get(const char *name, struct al_sim_kernel *k)
{
    int i = model_index(name);
    if (i < 0)
        return false;
    models[i].options(k);
    return true;
}

unsigned al_sim_kernel_nr_cpus(const char *name)
{
    struct al_sim_kernel k;
    return al_sim_kernel_get(name, &k) ? k.nr_cpus : 0;
}

const char *al_sim_kernel_summary(const char *name)
{
    int i = model_index(name);
    return i < 0 ? NULL : models[i].summary;
}

const char *al_sim_kernel_profile(const char *name)
{
    int i = model_index(name);
    return i < 0 ? NULL : models[i].profile;
}

const char *al_sim_kernel_for_profile(const char *profile)
{
    for (size_t i = 0; profile && i < MODEL_COUNT; i++)
        if (models[i].profile && strcmp(models[i].profile, profile) == 0)
            return models[i].name;
    return models[0].name; /* the newest */
}
