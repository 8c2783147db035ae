/* SPDX-License-Identifier: MIT */
/*
 * PSCI from the FADT (psci_acpi_init() of Linux 4.1, called by seed 004
 * setup.c line 283) and SMP from the MADT: acpi_init_cpus(),
 * acpi_parse_gic_cpu_interface() and acpi_map_gic_cpu_interface()
 * (seed 004 lines 108-229).
 */
#include "sim/sim_internal.h"

#include <stdlib.h>
#include <string.h>
#include "acpilint/rule_ids.h"

void al_sim_psci_acpi_init(struct al_sim_ctx *c)
{
    struct al_sim_result *r = c->r;
    /* acpi_psci_present(): acpi_gbl_FADT.arm_boot_flags & ACPI_FADT_PSCI_COMPLIANT */
    if (!(c->arm_boot_flags & 1u)) {
        r->psci = AL_PSCI_ABSENT;
        al_sim_event(r, AL_K41_PSCI " psci_acpi_init(); seed 010 lines 444-445",
                     c->gbl_fadt_loaded ? "acpi_psci_present() is false: ARM_BOOT_ARCH has no "
                                          "PSCI_COMPLIANT flag"
                                        : "acpi_psci_present() is false: no FADT was loaded, "
                                          "acpi_gbl_FADT is all zero",
                     "no PSCI: secondary CPUs cannot be started", NULL,
                     "psci: is not implemented in ACPI.");
        return;
    }
    bool hvc = (c->arm_boot_flags & 2u) != 0;
    r->psci = hvc ? AL_PSCI_HVC : AL_PSCI_SMC;
    al_sim_event(r, AL_K41_PSCI " psci_acpi_init()",
                 hvc ? "ARM_BOOT_ARCH.PSCI_USE_HVC is set: the conduit is HVC"
                     : "ARM_BOOT_ARCH.PSCI_USE_HVC is clear: the conduit is SMC",
                 NULL, "psci_probe() then prints the PSCI version the firmware reports "
                 "(a runtime fact, not simulated)",
                 "psci: probing for conduit method from ACPI.");
}

struct smp_state {
    unsigned enabled_cpus;
    unsigned total_cpus;
    bool bootcpu_valid;
    bool psci;
    unsigned cpus, lost; /* enabled GICCs that are CPUs of their own, and those never started */
};

static void cpu_ignored(struct al_sim_ctx *c, const struct al_table *t, size_t entry,
                        const char *why)
{
    char field[48];
    snprintf(field, sizeof(field), "APIC/GICC@%zu/ARM MPIDR", entry);
    al_report(c->ts, AL_R_SIM_CPU_IGNORED, al_at_table(t, entry + AL_OFF_MADT_GICC_MPIDR, field),
              "%s", why);
}

/* acpi_map_gic_cpu_interface(), seed 004 lines 116-177. */
static void map_gic_cpu_interface(struct al_sim_ctx *c, struct smp_state *st,
                                  const struct al_table *t, size_t entry, uint64_t mpidr,
                                  bool enabled)
{
    struct al_sim_result *r = c->r;
    char what[200];
    /* lines 120-123: never true, the caller masked mpidr with 0xff00ffffff */
    if (mpidr == AL_INVALID_HWID) {
        al_sim_event(r,
                     "Linux 4.1 arch/arm64/kernel/acpi.c acpi_map_gic_cpu_interface() (seed 004 "
                     "lines 120-123)",
                     "MPIDR is INVALID_HWID", NULL, NULL,
                     "ACPI: Skip MADT cpu entry with invalid MPIDR");
        return;
    }
    st->total_cpus++; /* line 125 */
    if (!enabled) {   /* lines 126-127 */
        snprintf(what, sizeof(what), "GICC at offset %zu (MPIDR 0x%llx) is disabled", entry,
                 (unsigned long long)mpidr);
        al_sim_event(r,
                     "Linux 4.1 arch/arm64/kernel/acpi.c acpi_map_gic_cpu_interface() (seed 004 "
                     "lines 125-127)",
                     what, "counted in the total, not used, not compared for duplicates", NULL,
                     NULL);
        return;
    }
    if (st->enabled_cpus >= c->r->nr_cpus) { /* lines 129-133 */
        snprintf(what, sizeof(what), "GICC at offset %zu: %u CPUs already enabled = NR_CPUS",
                 entry, st->enabled_cpus);
        al_sim_event(r,
                     "Linux 4.1 arch/arm64/kernel/acpi.c acpi_map_gic_cpu_interface() (seed 004 "
                     "lines 129-133)",
                     what, "this CPU is ignored", NULL,
                     "ACPI: NR_CPUS limit of %u reached, Processor %u/0x%llx ignored.",
                     c->r->nr_cpus, st->total_cpus, (unsigned long long)mpidr);
        cpu_ignored(c, t, entry, "the NR_CPUS limit is reached: Linux 4.1 ignores this CPU");
        st->cpus++;
        st->lost++;
        return;
    }
    if (c->logical_map[0] == mpidr) { /* lines 135-144 */
        if (st->bootcpu_valid) {
            snprintf(what, sizeof(what),
                     "GICC at offset %zu repeats the boot CPU's MPIDR 0x%llx", entry,
                     (unsigned long long)mpidr);
            al_sim_event(r,
                         "Linux 4.1 arch/arm64/kernel/acpi.c acpi_map_gic_cpu_interface() (seed "
                         "004 lines 137-141)",
                         what, "this entry is ignored", NULL,
                         "ACPI: Firmware bug, duplicate CPU MPIDR: 0x%llx in MADT",
                         (unsigned long long)mpidr);
            cpu_ignored(c, t, entry, "duplicate of the boot CPU's MPIDR: Linux 4.1 ignores "
                                     "this entry");
            return;
        }
        st->bootcpu_valid = true;
        snprintf(what, sizeof(what), "GICC at offset %zu is the boot CPU (MPIDR 0x%llx)", entry,
                 (unsigned long long)mpidr);
        al_sim_event(r,
                     "Linux 4.1 arch/arm64/kernel/acpi.c acpi_map_gic_cpu_interface() (seed 004 "
                     "lines 135-144)",
                     what, "bootcpu_valid = true", NULL, NULL);
    }
    /* lines 146-157: compares logical CPUs 1 .. enabled_cpus-1 only */
    for (unsigned i = 1; i < st->enabled_cpus; i++) {
        if (c->logical_map[i] == mpidr) {
            snprintf(what, sizeof(what),
                     "GICC at offset %zu repeats the MPIDR 0x%llx of logical CPU %u", entry,
                     (unsigned long long)mpidr, i);
            al_sim_event(r,
                         "Linux 4.1 arch/arm64/kernel/acpi.c acpi_map_gic_cpu_interface() (seed "
                         "004 lines 151-157)",
                         what, "this CPU is ignored", NULL,
                         "ACPI: Firmware bug, duplicate CPU MPIDR: 0x%llx in MADT",
                         (unsigned long long)mpidr);
            cpu_ignored(c, t, entry, "duplicate MPIDR: Linux 4.1 ignores this CPU");
            return;
        }
    }
    st->cpus++;
    if (!st->psci) { /* lines 159-160: enabled_cpus is never incremented without PSCI */
        if (mpidr != c->logical_map[0]) {
            char field[48];
            snprintf(field, sizeof(field), "APIC/GICC@%zu/ARM MPIDR", entry);
            al_report(c->ts, AL_R_SIM_CPU_LOST,
                      al_at_table(t, entry + AL_OFF_MADT_GICC_MPIDR, field),
                      "GICC at offset %zu (MPIDR 0x%llx) stays offline under Linux 4.1: no "
                      "PSCI, and on ACPI 4.1 starts secondary CPUs only through PSCI "
                      "(arch/arm64/kernel/acpi.c acpi_map_gic_cpu_interface(), seed 004 lines "
                      "159-160)",
                      entry, (unsigned long long)mpidr);
            st->lost++;
        }
        return;
    }
    /* lines 162-176: cpu_get_ops("psci") and its cpu_init() succeed */
    if (st->enabled_cpus == 0) {
        if (mpidr != c->logical_map[0]) {
            snprintf(what, sizeof(what),
                     "the first usable GICC (offset %zu, MPIDR 0x%llx) is not the boot CPU "
                     "(0x%llx), yet it is taken as logical CPU 0",
                     entry, (unsigned long long)mpidr, (unsigned long long)c->logical_map[0]);
            al_sim_event(r,
                         "Linux 4.1 arch/arm64/kernel/acpi.c acpi_map_gic_cpu_interface() (seed "
                         "004 lines 163-173)",
                         what, "its MPIDR is dropped: this CPU will never be started",
                         "the comment \"CPU 0 was already initialized\" assumes the boot CPU's "
                         "GICC comes first; the code never checks it",
                         NULL);
            cpu_ignored(c, t, entry, "the first enabled GICC is not the boot CPU: Linux 4.1 "
                                     "takes it as CPU 0 and never starts this CPU");
            st->lost++;
        }
    } else {
        c->logical_map[st->enabled_cpus] = mpidr;
        if (mpidr == c->logical_map[0]) {
            snprintf(what, sizeof(what),
                     "the boot CPU's MPIDR 0x%llx is mapped again, to logical CPU %u",
                     (unsigned long long)mpidr, st->enabled_cpus);
            al_sim_event(r,
                         "Linux 4.1 arch/arm64/kernel/acpi.c acpi_map_gic_cpu_interface() (seed "
                         "004 lines 171-172)",
                         what, "bringing this logical CPU up will fail: the CPU is already running",
                         NULL, NULL);
            al_report(c->ts, AL_R_SIM_BOOT_CPU_NOT_FIRST,
                      al_at_table(t, entry + AL_OFF_MADT_GICC_MPIDR, NULL),
                      "the boot CPU's GICC is not the first enabled GICC: Linux 4.1 maps its "
                      "MPIDR 0x%llx twice (logical CPUs 0 and %u)",
                      (unsigned long long)mpidr, st->enabled_cpus);
        }
    }
    st->enabled_cpus++;
}

struct gicc_arg {
    struct smp_state *st;
};

/* acpi_parse_gic_cpu_interface(), seed 004 lines 179-196. */
static int parse_gic_cpu_interface(struct al_sim_ctx *c, const struct al_table *t, size_t entry,
                                   size_t end, void *arg)
{
    struct smp_state *st = ((struct gicc_arg *)arg)->st;
    struct al_span s = al_table_span(t);
    uint8_t len = al_field_get_u8(s, AL_F_MADT_SUB_LENGTH, entry);
    /* BAD_MADT_ENTRY(): entry + sizeof(*entry) > end || length < sizeof(*entry) */
    if (end - entry < AL_SIZEOF_GICC || len < AL_SIZEOF_GICC) {
        char what[160];
        snprintf(what, sizeof(what), "GICC at offset %zu: length %u, %zu bytes left; the "
                 "structure needs %u", entry, len, end - entry, AL_SIZEOF_GICC);
        al_sim_event(c->r,
                     "Linux 4.1 arch/arm64/kernel/acpi.c acpi_parse_gic_cpu_interface() (seed 004 "
                     "lines 187-188)",
                     what, "BAD_MADT_ENTRY: the walk aborts with -EINVAL", NULL, NULL);
        return -AL_EINVAL;
    }
    uint64_t mpidr = al_field_get_u64(s, AL_F_MADT_GICC_MPIDR, entry);
    uint32_t flags = al_field_get_u32(s, AL_F_MADT_GICC_FLAGS, entry);
    /* seed 004 lines 192-193: masked before any comparison */
    map_gic_cpu_interface(c, st, t, entry, mpidr & AL_MPIDR_HWID_BITMASK, (flags & 1u) != 0);
    return 0;
}

/* The first enabled GICC's masked MPIDR, for the default boot CPU. */
static bool first_enabled_mpidr(const struct al_sim_ctx *c, uint64_t *out)
{
    const struct al_table *t = al_sim_get_table(c, "APIC", 0);
    if (!t)
        return false;
    struct al_span s = al_table_body(t);
    for (size_t e = AL_SIZEOF_MADT; e < s.len && s.len - e > 2;) {
        uint8_t type = al_field_get_u8(s, AL_F_MADT_SUB_TYPE, e),
                len = al_field_get_u8(s, AL_F_MADT_SUB_LENGTH, e);
        if (type == 0x0B && len >= AL_SIZEOF_GICC && al_span_has(s, e, AL_SIZEOF_GICC) &&
            (al_field_get_u32(s, AL_F_MADT_GICC_FLAGS, e) & 1u)) {
            *out = al_field_get_u64(s, AL_F_MADT_GICC_MPIDR, e) & AL_MPIDR_HWID_BITMASK;
            return true;
        }
        if (len == 0)
            break;
        e += len;
    }
    return false;
}

/*
 * Linux 4.1's lost CPUs (the 6.x models: linux6/lost_cpus.c).  4.1 starts no CPU
 * itself here, so a CPU is lost to the tables alone: without PSCI (each a
 * sim.cpu-lost where map_gic_cpu_interface() meets it), to NR_CPUS or a
 * first GICC that is not the boot CPU (sim.cpu-ignored), or to a boot CPU
 * without a GICC (seed 004 lines 219-222: no secondary at all).
 */
static void lost_cpus(struct al_sim_ctx *c, struct smp_state *st, int count,
                      const struct al_table *madt)
{
    if (count <= 0 || !madt || !st->cpus)
        return;
    if (!st->bootcpu_valid)
        al_report(c->ts, AL_R_SIM_CPUS_MOSTLY_LOST, al_at_table(madt, 0, NULL),
                  "the boot CPU (MPIDR 0x%llx) has no enabled GICC: Linux 4.1 runs on it alone, "
                  "none of the MADT's %u CPUs is started",
                  (unsigned long long)c->logical_map[0], st->cpus);
    else if (st->lost * 2 > st->cpus)
        al_report(c->ts, AL_R_SIM_CPUS_MOSTLY_LOST, al_at_table(madt, 0, NULL),
                  "%u of the MADT's %u CPUs are never started by Linux 4.1", st->lost, st->cpus);
}

void al_sim_init_cpus(struct al_sim_ctx *c)
{
    struct al_sim_result *r = c->r;
    struct smp_state st = {0, 0, false, r->psci != AL_PSCI_ABSENT, 0, 0};
    unsigned nr = c->r->nr_cpus;
    bool unknown;
    al_sim_need(c, "APIC", "arch/arm64/kernel/acpi.c acpi_init_cpus()", "the CPUs and the GIC",
                true, &unknown);
    if (unknown) {
        c->madt_unknown = true;
        return;
    }

    for (unsigned i = 1; i < nr; i++)
        c->logical_map[i] = AL_INVALID_HWID;
    if (c->o->has_boot_mpidr) {
        r->boot_mpidr = c->o->boot_mpidr & AL_MPIDR_HWID_BITMASK;
        r->boot_mpidr_given = true;
    } else {
        uint64_t m = 0;
        if (!first_enabled_mpidr(c, &m))
            m = 0;
        r->boot_mpidr = m;
    }
    c->logical_map[0] = r->boot_mpidr; /* smp_setup_processor_id() */

    /* seed 004 lines 208-217 */
    struct gicc_arg a = {&st};
    int count = al_sim_table_parse_madt(c, AL_MADT_GICC, parse_gic_cpu_interface, &a);
    r->madt_walked = true;
    r->madt_count = count;
    r->enabled_cpus = st.enabled_cpus;
    r->total_cpus = st.total_cpus;
    r->bootcpu_valid = st.bootcpu_valid;
    r->logical_count = 1;
    const struct al_table *madt = al_sim_get_table(c, "APIC", 0);
    if (count == 0) {
        al_sim_event(r,
                     "Linux 4.1 arch/arm64/kernel/acpi.c acpi_init_cpus() (seed 004 lines 211-213)",
                     "the MADT has no GICC entry", "no secondary CPU is set possible", NULL,
                     "ACPI: No GIC CPU interface entries present");
    } else if (count < 0) {
        al_sim_event(r,
                     "Linux 4.1 arch/arm64/kernel/acpi.c acpi_init_cpus() (seed 004 lines 214-216)",
                     c->acpi_disabled ? "the MADT walk returns -ENODEV: ACPI is disabled"
                                      : "the MADT walk failed",
                     "no secondary CPU is set possible", NULL,
                     "ACPI: Error parsing GIC CPU interface entry");
    } else if (!st.bootcpu_valid) {
        al_sim_event(
            r, "Linux 4.1 arch/arm64/kernel/acpi.c acpi_init_cpus() (seed 004 lines 219-222)",
            "no enabled GICC has the boot CPU's MPIDR", "secondary CPUs will not be started", NULL,
            "ACPI: MADT missing boot CPU MPIDR, not enabling secondaries");
    } else {
        r->logical_count = st.enabled_cpus ? st.enabled_cpus : 1;
        al_sim_event(r,
                     "Linux 4.1 arch/arm64/kernel/acpi.c acpi_init_cpus() (seed 004 lines 224-228)",
                     "CPUs 0 .. enabled_cpus-1 set possible", NULL,
                     st.enabled_cpus == 0 ? "without PSCI enabled_cpus stays 0: the kernel "
                                            "prints \"0 CPUs enabled\" although the boot CPU runs"
                                          : NULL,
                     "ACPI: %u CPUs enabled, %u CPUs total", st.enabled_cpus, st.total_cpus);
    }
    r->logical_map = calloc(r->logical_count, sizeof(*r->logical_map));
    if (r->logical_map)
        for (size_t i = 0; i < r->logical_count; i++) {
            r->logical_map[i].cpu = (unsigned)i;
            r->logical_map[i].mpidr = c->logical_map[i];
        }
    r->secondaries = r->logical_count > 1 && r->psci != AL_PSCI_ABSENT;
    lost_cpus(c, &st, count, madt);
    if (!r->secondaries && !c->acpi_disabled) {
        const char *why = r->psci == AL_PSCI_ABSENT ? "no PSCI"
                          : count == 0              ? "no GICC entry"
                          : count < 0               ? "the MADT walk failed"
                          : !st.bootcpu_valid       ? "the boot CPU's GICC is missing"
                                                    : "only one CPU is enabled";
        if (r->psci != AL_PSCI_ABSENT && (count <= 0 || !st.bootcpu_valid))
            al_report(
                c->ts, AL_R_SIM_SECONDARIES_NOT_STARTED,
                madt ? al_at_table(madt, 0, NULL)
                     : al_at_file(c->ts->input_count ? c->ts->inputs[0] : NULL, AL_NO_OFFSET, 0),
                "Linux 4.1 will not start secondary CPUs: %s", why);
    }
}
