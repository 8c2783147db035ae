/* SPDX-License-Identifier: MIT */
/*
 * A directory of table blobs: acpixtract output (facp.dat, ssdt1.dat),
 * QEMU/edk2 names (APIC, DSDT.pxb), or /sys/firmware/acpi/tables.  In the
 * sysfs layout `dynamic/` holds tables firmware loaded at run time (loaded
 * and marked dynamic: they are not reached through the XSDT) and `data/`
 * holds firmware data that is not a table (reported, not loaded).
 * Entries are read in name order so the result does not depend on the file
 * system's order.
 */
#include "acpilint/load.h"
#include "acpilint/rule_ids.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "load/load_internal.h"

static int cmp_names(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/*
 * Folder entries read at most, four per table the budget allows: a folder
 * of millions of files is a cut, not millions of names held.
 */
static size_t max_entries(const struct al_tableset *ts)
{
    return 4 * (size_t)ts->budget.tables;
}

/*
 * Collects the entry names of a directory, sorted; NULL with the reason in
 * err on error.  Past max_entries() or without memory the rest is cut.
 */
static char **list_dir(struct al_tableset *ts, const char *path, size_t *count, char *err,
                       size_t err_size)
{
    DIR *d = opendir(path);
    if (!d) {
        snprintf(err, err_size, "cannot open directory: %s", strerror(errno));
        return NULL;
    }
    char **names = NULL;
    size_t n = 0, cap = 0;
    struct dirent *e;
    struct al_source at = {.file = path, .offset = AL_NO_OFFSET};
    while ((e = readdir(d)) != NULL) {
        if (e->d_name[0] == '.')
            continue;
        if (n == max_entries(ts)) {
            al_budget_cut(ts, AL_CUT_TABLES, &at, ts->budget.tables,
                          "the folder holds more entries than four per table allowed; "
                          "the rest were not read");
            break;
        }
        if (n == cap) {
            char **grown = realloc(names, (cap ? 2 * cap : 32) * sizeof(*names));
            if (grown) {
                names = grown;
                cap = cap ? 2 * cap : 32;
            }
        }
        char *copy = n < cap ? strdup(e->d_name) : NULL;
        if (!copy) {
            al_budget_cut(ts, AL_CUT_NOMEM, &at, 0, "the rest of the folder was not read");
            break;
        }
        names[n++] = copy;
    }
    closedir(d);
    if (n)
        qsort(names, n, sizeof(*names), cmp_names);
    *count = n;
    if (!names)
        names = calloc(1, sizeof(*names));
    return names;
}

static void free_names(char **names, size_t n)
{
    for (size_t i = 0; i < n; i++)
        free(names[i]);
    free(names);
}

/* Mostly printable and not an acpidump: a README or a .dsl disassembly, not a table. */
static bool is_plain_text(const uint8_t *data, size_t size)
{
    if (size == 0 || memchr(data, 0, size < 4096 ? size : 4096))
        return false;
    size_t printable = 0, n = size < 4096 ? size : 4096;
    for (size_t i = 0; i < n; i++)
        if ((data[i] >= 0x20 && data[i] < 0x7f) || data[i] == '\n' || data[i] == '\r' ||
            data[i] == '\t')
            printable++;
    return printable == n && !al_looks_like_text_dump(data, size) &&
           !(size >= 4 && al_signature_valid((const char *)data) && size >= AL_HEADER_SIZE &&
             (data[4] | data[5] << 8 | (uint32_t)data[6] << 16 | (uint32_t)data[7] << 24) == size);
}

/*
 * One regular file of the folder.  err: the reason
 * of AL_LOAD_NO_LIBRARY (a gzip entry without zlib).  A file that cannot be
 * read makes the check incomplete, as the same file given directly does.
 */
static int load_entry(struct al_tableset *ts, const char *file, bool dynamic, char *err_out,
                      size_t err_out_size)
{
    /* O_NONBLOCK: an entry swapped for a FIFO after stat() must not make open() wait. */
    int fd = open(file, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    struct stat st;
    if (fd < 0) {
        char reason[160];
        snprintf(reason, sizeof(reason), "cannot open: %s", strerror(errno));
        al_load_unreadable(ts, file, reason);
        return AL_LOAD_OK;
    }
    if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        close(fd);
        al_report(ts, AL_R_INPUT_NOT_A_TABLE, al_at_file(file, AL_NO_OFFSET, 0),
                  "not a regular file; not loaded");
        return AL_LOAD_OK;
    }
    size_t before = ts->count;
    if (al_stream_text_dump(ts, fd, file)) {
        close(fd);
        for (size_t i = before; i < ts->count; i++)
            ts->tables[i]->source.dynamic = dynamic;
        return AL_LOAD_OK;
    }
    struct al_input_bytes in;
    al_read_input(ts, fd, file, &in);
    close(fd);
    if (is_plain_text(in.data, in.size)) {
        al_report(ts, AL_R_INPUT_NOT_A_TABLE, al_at_file(file, AL_NO_OFFSET, 0),
                  "text file that is not an acpidump; not loaded");
        al_input_release(ts, &in);
        return AL_LOAD_OK;
    }
    int rc = al_load_buffer_adopt(ts, file, &in, err_out, err_out_size);
    al_input_release(ts, &in);
    for (size_t i = before; i < ts->count; i++)
        ts->tables[i]->source.dynamic = dynamic;
    return rc;
}

/*
 * A folder goes on after an entry that needs a missing library (the rest
 * still loads) but keeps the first such reason; running out of memory ends it.
 */
static int worse_status(int so_far, int entry, char *err, size_t err_size, const char *entry_err)
{
    if (entry == AL_LOAD_NOMEM || so_far != AL_LOAD_OK)
        return entry == AL_LOAD_NOMEM ? entry : so_far;
    if (entry == AL_LOAD_NO_LIBRARY)
        snprintf(err, err_size, "%s", entry_err);
    return entry;
}

/*
 * One level of a folder.  At depth 0 with subs given (room for every entry),
 * the names of its subfolders other than dynamic/ and data/ are collected
 * there instead of being reported, for al_load_directory() to decide.
 */
static int load_dir_level(struct al_tableset *ts, const char *path, bool dynamic, int depth,
                          char ***subs_out, size_t *sub_count, char *err, size_t err_size)
{
    size_t n = 0;
    char **names = list_dir(ts, path, &n, err, err_size);
    if (!names)
        return AL_LOAD_UNREADABLE;
    char **subs = NULL;
    if (subs_out) {
        *sub_count = 0;
        subs = *subs_out = calloc(n ? n : 1, sizeof(*subs));
    }
    int rc = AL_LOAD_OK;
    for (size_t i = 0; i < n && rc != AL_LOAD_NOMEM; i++) {
        size_t len = strlen(path) + strlen(names[i]) + 2;
        char *full = malloc(len);
        if (!full) {
            rc = AL_LOAD_NOMEM;
            break;
        }
        snprintf(full, len, "%s%s%s", path, path[strlen(path) - 1] == '/' ? "" : "/", names[i]);
        al_load_note_input(ts, full);
        struct stat st;
        if (stat(full, &st) != 0) {
            char reason[160];
            snprintf(reason, sizeof(reason), "cannot stat: %s", strerror(errno));
            al_load_unreadable(ts, full, reason);
        } else if (S_ISDIR(st.st_mode)) {
            if (depth == 0 && strcmp(names[i], "dynamic") == 0) {
                char sub_err[512];
                int sub = load_dir_level(ts, full, true, depth + 1, NULL, NULL, sub_err,
                                         sizeof(sub_err));
                if (sub == AL_LOAD_UNREADABLE)
                    al_load_unreadable(ts, full, sub_err);
                else
                    rc = worse_status(rc, sub, err, err_size, sub_err);
            } else if (depth == 0 && subs && strcmp(names[i], "data") != 0) {
                /* Said after the level: it may be the folder the tables are in. */
                char *copy = strdup(names[i]);
                if (copy)
                    subs[(*sub_count)++] = copy;
                else
                    rc = AL_LOAD_NOMEM;
            } else {
                al_report(ts, AL_R_INPUT_NOT_A_TABLE, al_at_file(full, AL_NO_OFFSET, 0), "%s",
                          strcmp(names[i], "data") == 0
                              ? "sysfs data/ folder holds firmware data, not tables; "
                                "not loaded"
                              : "subfolder not searched");
            }
        } else if (S_ISREG(st.st_mode)) {
            char entry_err[512];
            int entry = load_entry(ts, full, dynamic, entry_err, sizeof(entry_err));
            rc = worse_status(rc, entry, err, err_size, entry_err);
        } else {
            al_report(ts, AL_R_INPUT_NOT_A_TABLE, al_at_file(full, AL_NO_OFFSET, 0),
                      "not a regular file; not loaded");
        }
        al_load_count_file(ts, full); /* unless the text-dump reader counted it */
        free(full);
    }
    free_names(names, n);
    return rc;
}

/*
 * The subfolder to look in when a folder holds no table itself: one named
 * acpi (the laptop dumps' layout: the .dat files in machine/acpi, beside notes), else the
 * only subfolder; none when several could be (a folder of machines, which
 * --each takes apart).
 */
static const char *pick_subfolder(char **subs, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (subs[i] && strcmp(subs[i], "acpi") == 0)
            return subs[i];
    return n == 1 ? subs[0] : NULL;
}

static void report_not_searched(struct al_tableset *ts, const char *path, const char *name)
{
    size_t len = strlen(path) + strlen(name) + 2;
    char *full = malloc(len);
    if (!full)
        return;
    snprintf(full, len, "%s%s%s", path, path[strlen(path) - 1] == '/' ? "" : "/", name);
    al_load_note_file(ts, full);
    al_report(ts, AL_R_INPUT_NOT_A_TABLE, al_at_file(full, AL_NO_OFFSET, 0),
              "subfolder not searched");
    free(full);
}

int al_load_directory(struct al_tableset *ts, const char *path, char *err, size_t err_size)
{
    size_t before = ts->count, nsubs = 0;
    char **subs = NULL;
    al_load_note_file(ts, path);
    int rc = load_dir_level(ts, path, false, 0, &subs, &nsubs, err, err_size);
    const char *down = rc == AL_LOAD_OK && ts->count == before && subs
                           ? pick_subfolder(subs, nsubs)
                           : NULL;
    if (down) {
        size_t len = strlen(path) + strlen(down) + 2;
        char *full = malloc(len);
        if (!full) {
            rc = AL_LOAD_NOMEM;
        } else {
            snprintf(full, len, "%s%s%s", path, path[strlen(path) - 1] == '/' ? "" : "/",
                     down);
            al_load_note_file(ts, full);
            char sub_err[512];
            /* The subfolder as a folder of its own: its subfolders are not searched. */
            int sub = load_dir_level(ts, full, false, 0, NULL, NULL, sub_err, sizeof(sub_err));
            if (sub == AL_LOAD_UNREADABLE)
                al_load_unreadable(ts, full, sub_err);
            else
                rc = worse_status(rc, sub, err, err_size, sub_err);
            free(full);
        }
    }
    bool found_below = down && ts->count > before;
    if (found_below)
        al_report(ts, AL_R_INPUT_TABLES_IN_SUBFOLDER, al_at_file(path, AL_NO_OFFSET, 0),
                  "the folder holds no table itself; its subfolder %s/ does, and the tables "
                  "were loaded from there",
                  down);
    for (size_t i = 0; i < nsubs; i++)
        if (subs[i] != down)
            report_not_searched(ts, path, subs[i]);
    if (rc == AL_LOAD_OK && ts->count == before)
        al_report(ts, AL_R_INPUT_NO_TABLES, al_at_file(path, AL_NO_OFFSET, 0),
                  "directory holds no ACPI table%s%s%s", down ? ", nor does its subfolder " : "",
                  down ? down : "",
                  down        ? "/"
                  : nsubs > 1 ? " and several subfolders (give "
                                "one machine's folder, or --each)"
                              : "");
    for (size_t i = 0; i < nsubs; i++)
        free(subs[i]);
    free(subs);
    return rc;
}
