/* SPDX-License-Identifier: MIT */
/*
 * SMP in the 6.x models: the MADT walk of arch/arm64/kernel/smp.c
 * (smp_init_cpus(), acpi_map_gic_cpu_interface(), smp_cpu_setup()), the
 * enable method of each CPU (arch/arm64/kernel/cpu_ops.c init_cpu_ops(),
 * asm/acpi.h acpi_get_enable_method()), and, later in start_kernel(),
 * smp_prepare_cpus() and kernel/smp.c smp_init() bringing the secondaries
 * up on the machine described by the hw_* assumptions.
 */
#include "sim/sim_internal.h"

#include <stdlib.h>
#include <string.h>
#include "acpilint/rule_ids.h"

#define SRC_SMP "arch/arm64/kernel/smp.c "

struct walk {
    unsigned cpu_count; /* next logical id; starts at 1, cpu 0 is the boot CPU */
    bool bootcpu_valid;
    unsigned gicc;      /* index of the GICC being handled */
};

static struct al_where whole_input_where(const struct al_sim_ctx *c)
{
    return al_at_file(c->ts->input_count ? c->ts->inputs[0] : NULL, AL_NO_OFFSET, 0);
}

static struct al_sim_gicc *gicc_at(struct al_sim_ctx *c, unsigned i)
{
    return i < c->r->gicc_count ? &c->r->giccs[i] : NULL;
}

static void fail(struct al_sim_gicc *g, const char *why)
{
    if (g && !g->failure[0])
        snprintf(g->failure, sizeof(g->failure), "%s", why);
}

/*
 * A GICC acpi_map_gic_cpu_interface() skips: the decision with the kernel's
 * message, one sim.cpu-ignored at its MPIDR ("<reason>: Linux V skips this
 * <unit>"), and the failure recorded on the CPU.
 */
static void skip_gicc(struct al_sim_ctx *c, struct al_sim_gicc *g, const struct al_table *t,
                      size_t entry, const char *field, const char *what, const char *kernel_msg,
                      const char *reason, const char *unit, const char *failure)
{
    char consequence[32];
    snprintf(consequence, sizeof(consequence), "this %s is skipped", unit);
    al_sim_kevent(c, SRC_SMP "acpi_map_gic_cpu_interface()", what, consequence, NULL, "%s",
                  kernel_msg);
    al_report(c->ts, AL_R_SIM_CPU_IGNORED, al_at_table(t, entry + AL_OFF_MADT_GICC_MPIDR, field),
              "%s: Linux %s skips this %s", reason, c->k.name, unit);
    fail(g, failure);
}

/* acpi_map_gic_cpu_interface(): the MPIDR is compared as the table gives it, unmasked. */
static void map_gicc(struct al_sim_ctx *c, struct walk *w, const struct al_table *t, size_t entry)
{
    struct al_span s = al_table_span(t);
    uint64_t hwid = al_field_get_u64(s, AL_F_MADT_GICC_MPIDR, entry);
    uint32_t flags = al_field_get_u32(s, AL_F_MADT_GICC_FLAGS, entry);
    struct al_sim_gicc *g = gicc_at(c, w->gicc);
    const char *src = SRC_SMP "acpi_map_gic_cpu_interface()";
    char what[160], field[48], kernel_msg[80], reason[96];
    snprintf(field, sizeof(field), "APIC/GICC[%u]/ARM MPIDR", w->gicc);
    uint32_t usable = AL_GICC_ENABLED | (c->k.gicc_online_capable ? AL_GICC_ONLINE_CAPABLE : 0);
    if (!(flags & usable)) {
        snprintf(what, sizeof(what), "GICC[%u] (MPIDR 0x%llx) is neither Enabled%s", w->gicc,
                 (unsigned long long)hwid, c->k.gicc_online_capable ? " nor Online Capable" : "");
        al_sim_kevent(c, src, what, "skipped (pr_debug only)",
                      !c->k.gicc_online_capable && (flags & AL_GICC_ONLINE_CAPABLE)
                          ? "Online Capable is ignored before Linux 6.11"
                          : NULL,
                      NULL);
        fail(g, "GICC not enabled");
        return;
    }
    if ((hwid & ~AL_MPIDR_HWID_BITMASK) || hwid == AL_INVALID_HWID) {
        snprintf(what, sizeof(what), "GICC[%u] MPIDR 0x%llx has bits outside Aff3-Aff0",
                 w->gicc, (unsigned long long)hwid);
        snprintf(kernel_msg, sizeof(kernel_msg), "skipping CPU entry with invalid MPIDR 0x%llx",
                 (unsigned long long)hwid);
        snprintf(reason, sizeof(reason), "MPIDR 0x%llx has bits outside the affinity fields",
                 (unsigned long long)hwid);
        skip_gicc(c, g, t, entry, field, what, kernel_msg, reason, "CPU", "invalid MPIDR");
        return;
    }
    for (unsigned i = 1; i < w->cpu_count && i < c->r->nr_cpus; i++) /* is_mpidr_duplicate() */
        if (c->logical_map[i] == hwid) {
            snprintf(what, sizeof(what), "GICC[%u] repeats MPIDR 0x%llx of logical CPU %u",
                     w->gicc, (unsigned long long)hwid, i);
            snprintf(kernel_msg, sizeof(kernel_msg), "duplicate CPU MPIDR 0x%llx in MADT",
                     (unsigned long long)hwid);
            snprintf(reason, sizeof(reason), "duplicate MPIDR 0x%llx", (unsigned long long)hwid);
            skip_gicc(c, g, t, entry, field, what, kernel_msg, reason, "CPU", "duplicate MPIDR");
            return;
        }
    if (c->logical_map[0] == hwid) {
        if (w->bootcpu_valid) {
            snprintf(what, sizeof(what), "GICC[%u] repeats the boot CPU's MPIDR 0x%llx",
                     w->gicc, (unsigned long long)hwid);
            snprintf(kernel_msg, sizeof(kernel_msg), "duplicate boot CPU MPIDR: 0x%llx in MADT",
                     (unsigned long long)hwid);
            snprintf(reason, sizeof(reason), "duplicate of the boot CPU's MPIDR 0x%llx",
                     (unsigned long long)hwid);
            skip_gicc(c, g, t, entry, field, what, kernel_msg, reason, "entry",
                      "duplicate boot CPU MPIDR");
            return;
        }
        w->bootcpu_valid = true;
        if (g)
            g->logical = 0;
        c->gicc_of_cpu[0] = (int)w->gicc;
        snprintf(what, sizeof(what), "GICC[%u] is the boot CPU (MPIDR 0x%llx)", w->gicc,
                 (unsigned long long)hwid);
        al_sim_kevent(c, src, what, "bootcpu_valid", NULL, NULL);
        return;
    }
    if (w->cpu_count >= c->r->nr_cpus) {
        snprintf(what, sizeof(what), "GICC[%u]: NR_CPUS (%u) logical CPUs are mapped", w->gicc,
                 c->r->nr_cpus);
        al_sim_kevent(c, src, what, "this CPU is dropped",
                      "the kernel prints nothing: \"Number of cores (N) exceeds configured "
                      "maximum\" only appears when nr_cpus= is below NR_CPUS, since cpu_count "
                      "stops at NR_CPUS",
                      NULL);
        al_report(
            c->ts, AL_R_SIM_CPU_IGNORED, al_at_table(t, entry + AL_OFF_MADT_GICC_MPIDR, field),
            "NR_CPUS (%u) is reached: Linux %s silently drops this CPU", c->r->nr_cpus, c->k.name);
        fail(g, "NR_CPUS reached");
        return;
    }
    c->logical_map[w->cpu_count] = hwid;
    c->gicc_of_cpu[w->cpu_count] = (int)w->gicc;
    if (g)
        g->logical = (int)w->cpu_count;
    w->cpu_count++;
}

static int parse_gicc(struct al_sim_ctx *c, const struct al_table *t, size_t entry, size_t end,
                      void *arg)
{
    struct walk *w = arg;
    struct al_span s = al_table_span(t);
    uint8_t len = al_field_get_u8(s, AL_F_MADT_SUB_LENGTH, entry);
    /* BAD_MADT_GICC_ENTRY(): shorter than ACPI 5.1's 76 bytes, or past the table's end */
    if (len < AL_SIZEOF_GICC || len > end - entry) {
        char what[160];
        snprintf(what, sizeof(what), "GICC[%u] at offset %zu has length %u (%zu bytes left, "
                 "at least %u needed)", w->gicc, entry, len, end - entry, AL_SIZEOF_GICC);
        al_sim_kevent(c, SRC_SMP "acpi_parse_gic_cpu_interface()", what,
                      "BAD_MADT_GICC_ENTRY: -EINVAL, no later GICC is mapped", NULL, NULL);
        fail(gicc_at(c, w->gicc), "bad GICC length");
        w->gicc++;
        return -AL_EINVAL;
    }
    map_gicc(c, w, t, entry);
    w->gicc++;
    return 0;
}

/* Every GICC of the MADT, in table order, for the report (cpus.list). */
static void list_giccs(struct al_sim_ctx *c)
{
    const struct al_table *t = al_sim_get_table(c, "APIC", 0);
    if (!t) /* ACPI never ran: the input's MADT still says which GICC is which CPU */
        t = al_tableset_find(c->ts, "APIC", 0);
    if (!t || c->r->giccs)
        return;
    size_t n = 0;
    for (struct al_sim_madt_it it = al_sim_madt_begin(t); al_sim_madt_next(&it);)
        n += it.type == 0x0B;
    c->r->giccs = calloc(n ? n : 1, sizeof(*c->r->giccs));
    if (!c->r->giccs)
        return;
    size_t i = 0;
    for (struct al_sim_madt_it it = al_sim_madt_begin(t); al_sim_madt_next(&it) && i < n;) {
        if (it.type == 0x0B) {
            struct al_sim_gicc *g = &c->r->giccs[i];
            g->gicc = (unsigned)i++;
            g->logical = -1;
            uint64_t m = 0;
            al_field_u64(it.s, AL_F_MADT_GICC_MPIDR, it.off, &m);
            g->mpidr = m;
        }
    }
    c->r->gicc_count = n;
}

/* init_cpu_ops() on ACPI: PSCI when the FADT says so, else the parking protocol. */
static const char *enable_method(struct al_sim_ctx *c, unsigned cpu)
{
    if (c->arm_boot_flags & 1u)
        return "psci";
    int gi = c->gicc_of_cpu[cpu];
    const struct al_table *t = al_sim_get_table(c, "APIC", 0);
    if (gi < 0 || !t)
        return NULL;
    /* acpi_parking_protocol_valid(): the GICC's mailbox address and version are non-zero */
    struct al_span s = al_table_body(t);
    unsigned seen = 0;
    for (struct al_sim_madt_it it = al_sim_madt_begin(t); al_sim_madt_next(&it);) {
        size_t e = it.off;
        uint8_t type = it.type;
        if (type == 0x0B && seen++ == (unsigned)gi) {
            uint32_t version = 0;
            uint64_t mailbox = 0;
            al_field_u32(s, AL_F_MADT_GICC_PARKING_VERSION, e, &version);
            al_field_u64(s, AL_F_MADT_GICC_PARKED_ADDRESS, e, &mailbox);
            return version && mailbox ? "parking-protocol" : NULL;
        }
    }
    return NULL;
}

void al_k6_smp_init_cpus(struct al_sim_ctx *c)
{
    struct al_sim_result *r = c->r;
    bool unknown;
    al_sim_need(c, "APIC", "arch/arm64/kernel/smp.c smp_init_cpus()",
                "the CPUs and the GIC", true, &unknown);
    if (unknown) {
        c->madt_unknown = true;
        r->cpus_possible = 1;
        return;
    }
    list_giccs(c);
    struct walk w = {1, false, 0};
    c->possible[0] = true;
    int count = al_sim_table_parse_madt(c, AL_MADT_GICC, parse_gicc, &w);
    r->madt_walked = true;
    r->madt_count = count;
    r->bootcpu_valid = w.bootcpu_valid;
    r->cpus_possible = 1;
    if (w.cpu_count > c->nr_cpu_ids)
        al_sim_kevent(c, SRC_SMP "smp_init_cpus()", "more CPUs than nr_cpu_ids",
                      "logical CPUs from nr_cpu_ids on are not possible", NULL,
                      "Number of cores (%d) exceeds configured maximum of %u - clipping",
                      w.cpu_count, c->nr_cpu_ids);
    if (!w.bootcpu_valid) {
        al_sim_kevent(c, SRC_SMP "smp_init_cpus()", "no usable GICC has the boot CPU's MPIDR",
                      "only the boot CPU is possible", NULL,
                      "missing boot CPU MPIDR, not enabling secondaries");
        al_report(c->ts, AL_R_SIM_SECONDARIES_NOT_STARTED, whole_input_where(c),
                  "no usable GICC has the boot CPU's MPIDR 0x%llx: Linux %s starts no "
                  "secondary CPU",
                  (unsigned long long)c->logical_map[0], c->k.name);
        for (size_t i = 0; i < r->gicc_count; i++)
            if (r->giccs[i].logical > 0)
                fail(&r->giccs[i], "boot CPU missing from the MADT");
        return;
    }
    for (unsigned i = 1; i < c->nr_cpu_ids && i < r->nr_cpus; i++) {
        if (c->logical_map[i] == AL_INVALID_HWID)
            continue;
        struct al_sim_gicc *g = gicc_at(c, (unsigned)c->gicc_of_cpu[i]);
        const char *m = enable_method(c, i);
        if (g)
            g->enable_method = m;
        if (!m) {
            al_sim_kevent(c, "arch/arm64/kernel/cpu_ops.c cpu_read_enable_method()",
                          "neither PSCI nor a parking-protocol mailbox for this CPU",
                          "the CPU is not possible", NULL, "Unsupported ACPI enable-method");
            fail(g, "no enable method");
            c->logical_map[i] = AL_INVALID_HWID;
            continue;
        }
        r->cpus_possible++;
        c->possible[i] = true;
        if (g)
            g->possible = true;
    }
    for (size_t i = 0; i < r->gicc_count; i++)
        if (r->giccs[i].logical >= (int)c->nr_cpu_ids)
            fail(&r->giccs[i], "beyond nr_cpu_ids");
    /* the logical map of the possible CPUs, for the report */
    r->logical_map = calloc(r->cpus_possible, sizeof(*r->logical_map));
    if (!r->logical_map)
        return;
    for (unsigned i = 0; i < c->nr_cpu_ids && i < r->nr_cpus; i++)
        if (c->logical_map[i] != AL_INVALID_HWID && r->logical_count < r->cpus_possible) {
            r->logical_map[r->logical_count].cpu = i;
            r->logical_map[r->logical_count++].mpidr = c->logical_map[i];
        }
}

static bool hw_has(const struct al_sim_result *r, uint64_t mpidr)
{
    for (size_t i = 0; i < r->hw_mpidr_count; i++)
        if ((r->hw_mpidrs[i] & AL_MPIDR_HWID_BITMASK) == mpidr)
            return true;
    return false;
}

/* One secondary CPU's __cpu_up(): false when it does not come online. */
static bool cpu_up(struct al_sim_ctx *c, unsigned cpu, struct al_sim_gicc *g)
{
    struct al_sim_result *r = c->r;
    uint64_t mpidr = c->logical_map[cpu];
    const char *m = g ? g->enable_method : "psci";
    if (m && strcmp(m, "parking-protocol") == 0) {
        if (r->hw_parking_absent) {
            al_sim_kevent(c, "arch/arm64/kernel/acpi_parking_protocol.c "
                          "acpi_parking_protocol_cpu_boot()",
                          "the mailbox is not a firmware mailbox: ioremap() refuses memory the "
                          "kernel maps as RAM",
                          "-EIO", "assumption --hw-parking none: no firmware parks the CPUs",
                          NULL);
            al_sim_kevent(c, SRC_SMP "__cpu_up()", "the CPU did not start", NULL, NULL,
                          "CPU%u: failed to boot: -5", cpu);
            fail(g, "parking protocol: no firmware mailbox");
            return false;
        }
    } else if (c->psci_cpu_on_fails || !hw_has(r, mpidr)) {
        al_sim_kevent(c, "arch/arm64/kernel/psci.c cpu_psci_cpu_boot()",
                      c->psci_cpu_on_fails ? "CPU_ON reaches the kernel's own EL2 stub"
                                           : "CPU_ON for an MPIDR the machine does not have",
                      "PSCI fails the call (-EINVAL)",
                      c->psci_cpu_on_fails ? "assumption --hw-psci" 
                                           : "assumption --hw-mpidrs: the CPUs that exist",
                      "psci: failed to boot CPU%u (-22)", cpu);
        al_sim_kevent(c, SRC_SMP "__cpu_up()", "the CPU did not start", NULL, NULL,
                      "CPU%u: failed to boot: -22", cpu);
        fail(g, c->psci_cpu_on_fails ? "CPU_ON failed: EL2 stub" : "CPU_ON failed: no such CPU");
        return false;
    }
    if (r->gic_driver && strcmp(r->gic_driver, "gic-v3") == 0)
        al_k6_gicv3_cpu(c, cpu, mpidr);
    al_sim_kevent(c, SRC_SMP "secondary_start_kernel()", "the CPU is online", NULL,
                  "the MIDR in brackets is the hardware's (QEMU cortex-a57)",
                  "CPU%u: Booted secondary processor 0x%010llx [0x411fd070]", cpu,
                  (unsigned long long)mpidr);
    return true;
}

/*
 * The boot CPU runs whatever happened: its entry in cpus.list (the first GICC
 * with its MPIDR, or an entry of its own when the MADT has none) is online.
 */
void al_k6_list_boot_cpu(struct al_sim_ctx *c)
{
    struct al_sim_result *r = c->r;
    list_giccs(c);
    for (size_t i = 0; i < r->gicc_count; i++)
        if ((r->giccs[i].mpidr & AL_MPIDR_HWID_BITMASK) == r->boot_mpidr &&
            !(r->giccs[i].mpidr & ~AL_MPIDR_HWID_BITMASK)) {
            if (r->giccs[i].logical <= 0) {
                r->giccs[i].possible = true;
                r->giccs[i].online = true;
                r->giccs[i].failure[0] = '\0';
                return;
            }
        }
    struct al_sim_gicc *g = realloc(r->giccs, (r->gicc_count + 1) * sizeof(*g));
    if (!g)
        return;
    r->giccs = g;
    g = &r->giccs[r->gicc_count];
    memset(g, 0, sizeof(*g));
    g->gicc = (unsigned)-1; /* not from the MADT */
    g->mpidr = r->boot_mpidr;
    g->logical = 0;
    g->possible = g->online = true;
    r->gicc_count++;
}

/* smp_prepare_cpus(), smp_init() and bringup_nonboot_cpus() / cpuhp_bringup_mask(). */
void al_k6_smp_bringup(struct al_sim_ctx *c)
{
    struct al_sim_result *r = c->r;
    unsigned online = 1, tried = 1; /* the boot CPU; 6.12 counts it among the CPUs tried */
    int bg = c->gicc_of_cpu[0];
    if (bg >= 0 && gicc_at(c, (unsigned)bg)) {
        r->giccs[bg].possible = true;
        r->giccs[bg].online = true;
    }
    al_sim_kevent(c, "kernel/smp.c smp_init()", "secondary CPUs are brought up", NULL, NULL,
                  "smp: Bringing up secondary CPUs ...");
    unsigned max = c->setup_max_cpus;
    for (unsigned i = 1; i < c->nr_cpu_ids && i < r->nr_cpus && max > 0; i++) {
        if (!c->possible[i])
            continue;
        if (c->k.bringup_counts_tries ? tried >= max : online >= max)
            break;
        tried++;
        struct al_sim_gicc *g = gicc_at(c, (unsigned)c->gicc_of_cpu[i]);
        const char *m = g ? g->enable_method : "psci";
        if (m && strcmp(m, "psci") == 0 && !c->psci_ops_ok) { /* cpu_psci_cpu_prepare() */
            al_sim_kevent(c, "arch/arm64/kernel/psci.c cpu_psci_cpu_prepare()",
                          "psci_ops.cpu_on is not set", "the CPU is not present", NULL,
                          "psci: no cpu_on method, not booting CPU%u", i);
            fail(g, "no PSCI cpu_on");
            continue;
        }
        if (c->gic_dead) {
            al_sim_kevent(c, "kernel/cpu.c cpu_up()", "the boot CPU waits for the secondary",
                          "no interrupt, no tick: the wait never ends", NULL, NULL);
            fail(g, "boot hung");
            r->cpus_online = online;
            al_sim_die(c, AL_OUT_HANG, "smp_init", NULL);
            return;
        }
        if (g && r->gic_ok && r->gic_version == 3 && al_k6_rdist_not_there(c, g->gicc)) {
            al_sim_kevent(c, "drivers/irqchip/irq-gic-v3.c gic_populate_rdist()",
                          "the CPU's redistributor base is not a redistributor on this machine",
                          "the CPU never comes up; the boot CPU waits for it forever",
                          "observed on the real boot (tests/oracle gicr-none-gicc1-gicr-zero, "
                          "GICR base 0: QEMU's flash), not predicted by reading the source",
                          NULL);
            fail(g, "boot hung");
            r->cpus_online = online;
            al_sim_die(c, AL_OUT_HANG, "smp_init", NULL);
            return;
        }
        if (c->broken_rdist[i]) { /* gic_check_rdist() fails the hotplug state, silently */
            al_sim_kevent(c, "drivers/irqchip/irq-gic-v3.c gic_check_rdist()",
                          "the CPU's redistributor is inaccessible", "the CPU stays offline",
                          NULL, NULL);
            fail(g, "redistributor inaccessible");
            continue;
        }
        if (cpu_up(c, i, g)) {
            online++;
            if (g)
                g->online = true;
        }
    }
    r->cpus_online = online;
    al_sim_kevent(c, "kernel/smp.c smp_init()", "secondary bring-up done", NULL, NULL,
                  "smp: Brought up 1 node, %u CPU%s", online, online > 1 ? "s" : "");
    al_sim_kevent(c, SRC_SMP "smp_cpus_done()", "the CPUs online at the end of SMP bring-up",
                  NULL, NULL, "SMP: Total of %u processors activated.", online);
}
