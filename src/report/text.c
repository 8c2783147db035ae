/* SPDX-License-Identifier: MIT */
/* Compiler-style diagnostics and the table list. */
#include "acpilint/report.h"

#include <inttypes.h>
#include <string.h>

#include "acpilint/escape.h"
#include "acpilint/policy.h"

void al_table_label(const struct al_tableset *ts, const char *sig, int instance, char *out,
                    size_t out_size)
{
    char esc[AL_ESCAPED_SIZE(4)];
    al_escape_bytes(sig, strnlen(sig, 4), esc, sizeof(esc));
    if (instance > 0 || (instance == 0 && al_tableset_count_sig(ts, sig) > 1))
        snprintf(out, out_size, "%s#%d", esc, instance);
    else
        snprintf(out, out_size, "%s", esc);
}

static void print_location(FILE *out, const struct al_tableset *ts, const struct al_finding *f)
{
    char file[AL_ESCAPED_SIZE(256)];
    al_escape_str(f->file ? f->file : "<input>", file, sizeof(file));
    fputs(file, out);
    if (f->line)
        fprintf(out, ":%u", f->line);
    else if (f->file_offset != AL_NO_OFFSET && (f->file_offset != f->offset || !f->table[0]))
        fprintf(out, "+0x%" PRIx64, f->file_offset);
    fputs(": ", out);
    if (f->table[0]) {
        char label[32];
        al_table_label(ts, f->table, f->instance, label, sizeof(label));
        fputs(label, out);
        if (f->offset != AL_NO_OFFSET)
            fprintf(out, "+0x%" PRIx64, f->offset);
        fputs(": ", out);
    }
}

void al_report_text(FILE *out, const struct al_tableset *ts)
{
    al_report_text_color(out, ts, false);
}

void al_report_text_color(FILE *out, const struct al_tableset *ts, bool color)
{
    const struct al_findings *fs = &ts->findings;
    bool show_suppressed = ts->policy && ts->policy->show_suppressed;
    for (size_t i = 0; i < fs->count; i++) {
        const struct al_finding *f = &fs->items[i];
        if (f->suppressed && !show_suppressed)
            continue;
        /* Messages may quote table bytes; escape again so no control byte reaches a terminal. */
        char msg[AL_ESCAPED_SIZE(1024)];
        al_escape_str(f->message, msg, sizeof(msg));
        fputs(color ? AL_SGR_BOLD : "", out);
        print_location(out, ts, f);
        fprintf(out, "%s%s%s [%s]: %s", color ? al_color_severity(f->severity) : "",
                al_severity_name(f->severity), color ? AL_SGR_RESET : "", f->rule, msg);
        if (f->field) {
            char field[AL_ESCAPED_SIZE(128)];
            fprintf(out, " (%s)", al_escape_str(f->field, field, sizeof(field)));
        }
        if (f->suppressed) {
            char why[AL_ESCAPED_SIZE(256)];
            fprintf(out, " [suppressed: %s]",
                    al_escape_str(f->justification ? f->justification : "", why, sizeof(why)));
        }
        fputc('\n', out);
    }
    size_t errors = al_findings_count(fs, AL_SEV_ERROR);
    size_t warnings = al_findings_count(fs, AL_SEV_WARNING);
    size_t infos = al_findings_count(fs, AL_SEV_INFO);
    size_t suppressed = al_findings_count_suppressed(fs);
    fprintf(out, "%zu table%s checked: %zu error%s, %zu warning%s, %zu info", ts->count,
            ts->count == 1 ? "" : "s", errors, errors == 1 ? "" : "s", warnings,
            warnings == 1 ? "" : "s", infos);
    if (suppressed)
        fprintf(out, " (%zu suppressed)", suppressed);
    fputc('\n', out);
}

void al_report_table_list(FILE *out, const struct al_tableset *ts)
{
    for (size_t i = 0; i < ts->count; i++) {
        const struct al_table *t = ts->tables[i];
        char label[32], oem[AL_ESCAPED_SIZE(6)], oem_table[AL_ESCAPED_SIZE(8)];
        char creator[AL_ESCAPED_SIZE(4)], file[AL_ESCAPED_SIZE(256)];
        al_table_label(ts, t->signature, (int)t->instance, label, sizeof(label));
        al_escape_bytes(t->header.oem_id, strnlen(t->header.oem_id, 6), oem, sizeof(oem));
        al_escape_bytes(t->header.oem_table_id, strnlen(t->header.oem_table_id, 8), oem_table,
                        sizeof(oem_table));
        al_escape_bytes(t->header.creator_id, strnlen(t->header.creator_id, 4), creator,
                        sizeof(creator));
        al_escape_str(t->source.file, file, sizeof(file));
        fprintf(out, "%-8s 0x%016" PRIx64 " %06" PRIX32 " (v%02u %-6s %-8s %08" PRIX32
                     " %-4s %08" PRIX32 ") %s  %s",
                label, t->has_address ? t->address : 0, t->header.length, t->header.revision,
                oem, oem_table, t->header.oem_revision, creator, t->header.creator_revision,
                t->checksum_ok && t->ext_checksum_ok ? "ok      " : "BAD-SUM ", file);
        if (t->source.line)
            fprintf(out, ":%u", t->source.line);
        else if (t->source.offset && !(t->source.location && t->source.compressed))
            fprintf(out, "+0x%" PRIx64, t->source.offset);
        if (t->source.location) /* inside a UEFI firmware volume */
            fprintf(out, " %s", t->source.location);
        if (t->size != t->header.length && t->kind != AL_KIND_RSDP)
            fprintf(out, " (%zu bytes present)", t->size);
        fputc('\n', out);
    }
}
