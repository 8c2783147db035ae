/* SPDX-License-Identifier: MIT */
/* The simulation's JSON object and its readable boot trace. */
#include "sim_internal.h"

#include <inttypes.h>
#include <string.h>

/* Whether the decision on ACPI itself was not made (the input may lack the FADT). */
static bool acpi_undecided(const struct al_sim_result *r)
{
    for (size_t i = 0; i < r->undecided_count; i++)
        if (strcmp(r->undecided[i].table, "FACP") == 0)
            return true;
    return false;
}

void al_sim_verdict(const struct al_sim_result *r, char *buf, size_t size)
{
    size_t n = 0;
#define PUT(...)                                                                                   \
    do {                                                                                           \
        if (n < size)                                                                              \
            n += (size_t)snprintf(buf + n, size - n, __VA_ARGS__);                                \
    } while (0)
    PUT("Linux %s: ", r->kernel);
    if (!acpi_undecided(r)) {
        if (r->boot_path == AL_BOOT_ACPI)
            PUT("ACPI, ");
        else if (r->boot_path == AL_BOOT_DT)
            PUT("%s, ", r->dt_has_platform ? "device tree" : "device tree without a platform");
        else
            PUT("neither ACPI nor a device tree, ");
        if (r->gic_ok && r->gic_driver)
            PUT("GICv%u, ", strcmp(r->gic_driver, "gic-v2") == 0 ? 2u
                            : r->gic_version >= 4            ? 4u
                                                             : 3u);
        else if (r->gic_attempted)
            PUT("no GIC, ");
    }
    switch (r->outcome) {
    case AL_OUT_BOOTS: PUT("boots"); break;
    case AL_OUT_PANIC: PUT("panics in %s", r->outcome_stage); break;
    case AL_OUT_OOPS: PUT("oopses in %s", r->outcome_stage); break;
    case AL_OUT_HANG: PUT("hangs in %s", r->outcome_stage); break;
    case AL_OUT_UNKNOWN:
        PUT("unknown: %s", r->outcome_message ? r->outcome_message : "");
        return;
    }
    if (r->boot_path == AL_BOOT_ACPI)
        PUT(", %u/%u CPUs online", r->cpus_online, r->cpus_possible);
#undef PUT
}

void al_sim_write_json(struct al_json *j, const struct al_sim_result *r)
{
    al_json_begin_object(j);
    al_json_kv_string(j, "profile", r->profile);
    al_json_kv_string(j, "kernel", r->kernel);

    al_json_key(j, "assumptions");
    al_json_begin_object(j);
    al_json_kv_string(j, "cmdline", r->cmdline ? r->cmdline : "");
    al_json_kv_string(j, "dt", al_sim_dt_name(r->dt));
    if (r->dt == AL_DT_FILE)
        al_json_kv_string(j, "dt_file", r->dt_file ? r->dt_file : "");
    al_json_kv_hex(j, "boot_mpidr", r->boot_mpidr);
    al_json_kv_string(j, "boot_mpidr_source",
                      r->boot_mpidr_given ? "option" : r->madt_walked ? "madt" : "default");
    al_json_kv_uint(j, "nr_cpus", r->nr_cpus);
    if (strcmp(r->kernel, "4.1") != 0) {
        al_json_kv_uint(j, "hw_gic", r->hw_gic);
        al_json_key(j, "hw_mpidrs");
        al_json_begin_array(j);
        for (size_t i = 0; i < r->hw_mpidr_count; i++) {
            char m[24];
            snprintf(m, sizeof(m), "0x%" PRIx64, r->hw_mpidrs[i]);
            al_json_string(j, m);
        }
        al_json_end_array(j);
        al_json_kv_string(j, "hw_psci", r->hw_psci == (AL_HW_PSCI_SMC | AL_HW_PSCI_HVC) ? "smc,hvc"
                                        : r->hw_psci == AL_HW_PSCI_SMC                 ? "smc"
                                        : r->hw_psci == AL_HW_PSCI_HVC                 ? "hvc"
                                                                                       : "none");
        al_json_kv_string(j, "hw_psci_version", "1.1");
        al_json_kv_string(j, "hw_parking", r->hw_parking_absent ? "none" : "firmware");
        al_json_kv_string(j, "hw_map", al_sim_hw_map_name(r->hw_map));
        if (r->hw_file)
            al_json_kv_string(j, "hw_file", r->hw_file);
        al_json_key(j, "hw_given");
        al_json_begin_array(j);
        if (r->hw_gic_given)
            al_json_string(j, "hw_gic");
        if (r->hw_mpidrs_given)
            al_json_string(j, "hw_mpidrs");
        if (r->hw_psci_given)
            al_json_string(j, "hw_psci");
        if (r->hw_parking_absent)
            al_json_string(j, "hw_parking");
        if (r->hw_map != AL_HW_MAP_TABLES)
            al_json_string(j, "hw_map");
        al_json_end_array(j);
    }
    /* one RSDP policy in every model (tables.c no_rsdp()) */
    al_json_kv_string(j, "rsdp", r->rsdp_assumption[0] ? r->rsdp_assumption : "not needed");
    al_json_end_object(j);

    al_json_kv_string(j, "acpi", acpi_undecided(r) ? "unknown"
                                 : r->acpi_enabled ? "enabled"
                                                   : "disabled");
    al_json_kv_bool(j, "fadt_accepted", r->fadt_accepted);
    al_json_kv_string(j, "boot_path", al_sim_boot_path_name(r->boot_path));
    al_json_kv_bool(j, "platform_description", r->platform_usable);
    al_json_kv_string(j, "psci", al_sim_psci_name(r->psci));

    al_json_key(j, "cpus");
    al_json_begin_object(j);
    al_json_kv_uint(j, "possible", r->cpus_possible);
    al_json_kv_uint(j, "online", r->cpus_online);
    al_json_key(j, "list");
    al_json_begin_array(j);
    for (size_t i = 0; i < r->gicc_count; i++) {
        const struct al_sim_gicc *g = &r->giccs[i];
        al_json_begin_object(j);
        al_json_key(j, "gicc");
        if (g->gicc == (unsigned)-1)
            al_json_null(j);
        else
            al_json_uint(j, g->gicc);
        al_json_kv_hex(j, "mpidr", g->mpidr);
        al_json_kv_bool(j, "possible", g->possible);
        al_json_kv_bool(j, "online", g->online);
        al_json_key(j, "enable_method");
        if (g->enable_method)
            al_json_string(j, g->enable_method);
        else
            al_json_null(j);
        al_json_key(j, "failure");
        if (g->failure[0])
            al_json_string(j, g->failure);
        else
            al_json_null(j);
        al_json_end_object(j);
    }
    al_json_end_array(j);
    al_json_kv_uint(j, "enabled", r->enabled_cpus);
    al_json_kv_uint(j, "total", r->total_cpus);
    al_json_kv_bool(j, "madt_walked", r->madt_walked);
    al_json_kv_int(j, "madt_count", r->madt_count);
    al_json_kv_bool(j, "boot_cpu_in_madt", r->bootcpu_valid);
    al_json_kv_bool(j, "secondaries", r->secondaries);
    al_json_key(j, "logical_map");
    al_json_begin_array(j);
    for (size_t i = 0; i < r->logical_count; i++) {
        al_json_begin_object(j);
        al_json_kv_uint(j, "cpu", r->logical_map[i].cpu);
        al_json_kv_hex(j, "mpidr", r->logical_map[i].mpidr);
        al_json_end_object(j);
    }
    al_json_end_array(j);
    al_json_end_object(j);

    al_json_key(j, "gic");
    al_json_begin_object(j);
    al_json_kv_bool(j, "attempted", r->gic_attempted);
    al_json_kv_uint(j, "version", r->gic_version);
    al_json_key(j, "driver");
    if (r->gic_driver)
        al_json_string(j, r->gic_driver);
    else
        al_json_null(j);
    al_json_kv_bool(j, "ok", r->gic_ok);
    if (r->gic_ok) {
        al_json_kv_hex(j, "dist_base", r->dist_base);
        if (r->gic_driver && strcmp(r->gic_driver, "gic-v2") == 0)
            al_json_kv_hex(j, "cpu_base", r->cpu_base);
    }
    if (strcmp(r->kernel, "4.1") != 0) {
        al_json_kv_uint(j, "gicd_count", r->gicd_count);
        al_json_kv_uint(j, "redist_regions", r->redist_regions);
        al_json_kv_bool(j, "redist_from_gicc", r->redist_from_gicc);
        al_json_kv_uint(j, "its_count", r->its_count);
    }
    al_json_end_object(j);

    al_json_key(j, "outcome");
    al_json_begin_object(j);
    al_json_kv_string(j, "class", al_sim_outcome_name(r->outcome));
    al_json_kv_string(j, "stage", r->outcome_stage);
    al_json_key(j, "message");
    if (r->outcome_message)
        al_json_string(j, r->outcome_message);
    else
        al_json_null(j);
    al_json_end_object(j);

    /* decisions not made: they need a table the input may lack (presence.h) */
    al_json_key(j, "not_simulated");
    al_json_begin_array(j);
    for (size_t i = 0; i < r->undecided_count; i++) {
        const struct al_sim_undecided *u = &r->undecided[i];
        al_json_begin_object(j);
        al_json_kv_string(j, "decision", u->decision);
        al_json_kv_string(j, "table", u->table);
        al_json_kv_string(j, "reason", u->reason);
        al_json_kv_bool(j, "outcome", u->outcome);
        al_json_end_object(j);
    }
    al_json_end_array(j);

    al_json_key(j, "irq_model");
    if (r->irq_model)
        al_json_string(j, r->irq_model);
    else
        al_json_null(j);

    al_json_key(j, "gsis");
    al_json_begin_array(j);
    for (size_t i = 0; i < r->gsi_count; i++) {
        const struct al_sim_gsi *g = &r->gsis[i];
        al_json_begin_object(j);
        al_json_kv_string(j, "table", g->table);
        al_json_kv_string(j, "field", g->field);
        al_json_kv_uint(j, "offset", g->offset);
        al_json_kv_uint(j, "gsi", g->gsi);
        al_json_kv_string(j, "kind", g->kind);
        al_json_kv_bool(j, "mappable", g->mappable);
        al_json_end_object(j);
    }
    al_json_end_array(j);

    if (strcmp(r->kernel, "4.1") != 0) {
        al_json_key(j, "topology");
        al_sim_topology_json(j, &r->topology);
    }

    al_json_key(j, "log");
    al_json_begin_array(j);
    for (size_t i = 0; i < r->event_count; i++)
        if (r->events[i].log)
            al_json_string(j, r->events[i].log);
    al_json_end_array(j);

    al_json_key(j, "trace");
    al_json_begin_array(j);
    for (size_t i = 0; i < r->event_count; i++) {
        const struct al_sim_event *e = &r->events[i];
        al_json_begin_object(j);
        al_json_kv_string(j, "ref", e->ref ? e->ref : "");
        al_json_kv_string(j, "decision", e->decision ? e->decision : "");
        if (e->log)
            al_json_kv_string(j, "log", e->log);
        if (e->consequence)
            al_json_kv_string(j, "consequence", e->consequence);
        if (e->note)
            al_json_kv_string(j, "note", e->note);
        al_json_end_object(j);
    }
    al_json_end_array(j);
    al_json_end_object(j);
}

/* Prints s with control bytes and non-ASCII escaped: no terminal sequences leak out. */
static void put_safe(FILE *out, const char *s)
{
    for (; s && *s; s++) {
        unsigned char ch = (unsigned char)*s;
        if (ch < 0x20 || ch >= 0x7f)
            fprintf(out, "\\x%02x", ch);
        else
            fputc(ch, out);
    }
}

void al_sim_print_text(FILE *out, const struct al_sim_result *r)
{
    fprintf(out, "Boot simulation, kernel %s (profile %s)\n", r->kernel, r->profile);
    fputs("  assumptions: cmdline \"", out);
    put_safe(out, r->cmdline);
    fprintf(out, "\", dt %s", al_sim_dt_name(r->dt));
    if (r->dt == AL_DT_FILE) {
        fputs(" (", out);
        put_safe(out, r->dt_file);
        fputc(')', out);
    }
    fprintf(out, ", boot MPIDR 0x%" PRIx64 " (%s), NR_CPUS %u\n", r->boot_mpidr,
            r->boot_mpidr_given ? "given" : r->madt_walked ? "first enabled GICC" : "default",
            r->nr_cpus);
    /* The machine, when the user described it (--hw FILE, --hw-map); else it is the tables'. */
    if (strcmp(r->kernel, "4.1") != 0 && (r->hw_file || r->hw_map != AL_HW_MAP_TABLES)) {
        fputs("  machine: ", out);
        if (r->hw_file) {
            put_safe(out, r->hw_file);
            fputs(", ", out);
        }
        fprintf(out, "GICv%u, %zu CPUs, PSCI %s, parking %s, GIC frames %s\n", r->hw_gic,
                r->hw_mpidr_count,
                r->hw_psci == (AL_HW_PSCI_SMC | AL_HW_PSCI_HVC) ? "smc,hvc"
                : r->hw_psci == AL_HW_PSCI_SMC                 ? "smc"
                : r->hw_psci == AL_HW_PSCI_HVC                 ? "hvc"
                                                               : "none",
                r->hw_parking_absent ? "none" : "firmware",
                r->hw_map == AL_HW_MAP_FILE        ? "as described"
                : r->hw_map == AL_HW_MAP_QEMU_VIRT ? "of QEMU virt"
                                                   : "where the MADT says");
    }
    for (size_t i = 0; i < r->event_count; i++) {
        const struct al_sim_event *e = &r->events[i];
        fprintf(out, "  [%zu] ", i + 1);
        put_safe(out, e->decision);
        fputs("\n        from: ", out);
        put_safe(out, e->ref);
        fputc('\n', out);
        if (e->log) {
            fputs("        kernel: ", out);
            put_safe(out, e->log);
            fputc('\n', out);
        }
        if (e->consequence) {
            fputs("        => ", out);
            put_safe(out, e->consequence);
            fputc('\n', out);
        }
        if (e->note) {
            fputs("        note: ", out);
            put_safe(out, e->note);
            fputc('\n', out);
        }
    }
    fprintf(out, "  outcome: ACPI %s, boot path %s%s, PSCI %s\n",
            acpi_undecided(r) ? "unknown" : r->acpi_enabled ? "enabled" : "disabled", al_sim_boot_path_name(r->boot_path),
            r->platform_usable ? "" : " (no platform description)", al_sim_psci_name(r->psci));
    if (strcmp(r->kernel, "4.1") != 0) {
        fprintf(out, "  CPUs: %u possible, %u online; logical map:", r->cpus_possible,
                r->cpus_online);
        for (size_t i = 0; i < r->logical_count; i++)
            fprintf(out, " %u=0x%" PRIx64, r->logical_map[i].cpu, r->logical_map[i].mpidr);
        fputc('\n', out);
        for (size_t i = 0; i < r->gicc_count; i++) {
            const struct al_sim_gicc *g = &r->giccs[i];
            if (g->gicc == (unsigned)-1)
                fputs("    (no GICC)", out);
            else
                fprintf(out, "    GICC[%u]", g->gicc);
            fprintf(out, " MPIDR 0x%" PRIx64 ": %s%s", g->mpidr,
                    g->online ? "online" : g->possible ? "possible, not online" : "not possible",
                    g->failure[0] ? " (" : "");
            put_safe(out, g->failure);
            fputs(g->failure[0] ? ")\n" : "\n", out);
        }
    } else if (r->madt_walked) {
        fprintf(out, "  CPUs: %u enabled, %u total; secondaries %s; logical map:",
                r->enabled_cpus, r->total_cpus, r->secondaries ? "started" : "not started");
        for (size_t i = 0; i < r->logical_count; i++)
            fprintf(out, " %u=0x%" PRIx64, r->logical_map[i].cpu, r->logical_map[i].mpidr);
        fputc('\n', out);
    }
    bool v2 = r->gic_driver && strcmp(r->gic_driver, "gic-v2") == 0;
    if (r->gic_attempted) {
        if (r->gic_ok && v2)
            fprintf(out, "  GIC: %s driver, GICD version %u, distributor 0x%" PRIx64
                         ", CPU interface 0x%" PRIx64 "\n",
                    r->gic_driver, r->gic_version, r->dist_base, r->cpu_base);
        else if (r->gic_ok)
            fprintf(out, "  GIC: %s driver, GICD version %u, distributor 0x%" PRIx64
                         ", %u redistributor region%s%s, %u ITS\n",
                    r->gic_driver, r->gic_version, r->dist_base, r->redist_regions,
                    r->redist_regions == 1 ? "" : "s", r->redist_from_gicc ? " (from GICCs)" : "",
                    r->its_count);
        else
            fputs("  GIC: no driver initialised\n", out);
    }
    if (strcmp(r->kernel, "4.1") != 0)
        al_sim_topology_text(out, &r->topology);
    fprintf(out, "  end: %s (%s)%s", al_sim_outcome_name(r->outcome), r->outcome_stage,
            r->outcome_message ? ": " : "");
    put_safe(out, r->outcome_message);
    fputc('\n', out);
}
