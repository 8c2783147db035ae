/* SPDX-License-Identifier: MIT */
/*
 * The loader's record of each file it opens, for the reports (contract in
 * acpilint/file_facts.h): made when the file is opened, so that the report
 * places findings from what the run read, not from what the disk holds later.
 */
#include "acpilint/load.h"

#include <fcntl.h>
#include <limits.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

#include "acpilint/file_facts.h"

/*
 * Text or binary, and the lines of a text: read to the end, to the byte that
 * makes it binary, or to `limit` bytes (the run's --max-bytes: what the
 * loader itself may read of it).
 */
static void count_text(const char *name, struct al_file_facts *f, uint64_t limit)
{
    struct al_text_count c = {.text = true, .last = '\n'};
    /* O_NONBLOCK: a file swapped for a FIFO since stat() must not make open() wait. */
    int fd = open(name, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd >= 0) {
        uint8_t buf[1 << 16];
        ssize_t n;
        uint64_t seen = 0;
        while (c.text && seen < limit &&
               (n = read(fd, buf, limit - seen < sizeof(buf) ? (size_t)(limit - seen)
                                                             : sizeof(buf))) > 0) {
            al_text_count_feed(&c, buf, (size_t)n);
            seen += (uint64_t)n;
        }
        close(fd);
    }
    f->text = c.text;
    f->lines = c.text ? al_text_count_lines(&c) : 0;
}

static void note(struct al_tableset *ts, const char *name, bool count)
{
    if (!name || al_file_facts_of(&ts->files, name))
        return;
    struct al_file_facts f = {.name = name, .text = true};
    struct stat st;
    char real[PATH_MAX];
    if (realpath(name, real))
        f.real = real;
    if (stat(name, &st) == 0) {
        f.folder = S_ISDIR(st.st_mode);
        f.has_size = true;
        f.size = (uint64_t)st.st_size;
        /* Only a regular file is read: a FIFO or a device may never end. */
        if (count && S_ISREG(st.st_mode))
            count_text(name, &f, ts->budget.bytes);
        f.counted = count || !S_ISREG(st.st_mode);
    }
    al_file_facts_note(&ts->files, &f);
}

void al_load_note_file(struct al_tableset *ts, const char *name)
{
    note(ts, name, true);
}

void al_load_note_input(struct al_tableset *ts, const char *name)
{
    note(ts, name, false);
}

void al_load_count_file(struct al_tableset *ts, const char *name)
{
    const struct al_file_facts *known = name ? al_file_facts_of(&ts->files, name) : NULL;
    if (!known || known->counted)
        return;
    struct al_file_facts f = {.text = true};
    count_text(name, &f, ts->budget.bytes);
    al_file_facts_set_text(&ts->files, name, f.text, f.lines);
}
