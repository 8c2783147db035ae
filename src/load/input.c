/* SPDX-License-Identifier: MIT */
/*
 * An input's bytes under the run budget: read to memory, mapped when big,
 * polled when a FIFO or a terminal, or, for a big acpidump text, streamed
 * through a small buffer; what stops a read early is a cut.  Used by the
 * path dispatch (load.c) and the folder walk (directory.c) alike.
 */
#include "acpilint/load.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "acpilint/file_facts.h"
#include "acpilint/heap.h"
#include "acpilint/rule_ids.h"
#include "load/load_internal.h"

/* Reserves and grows in->data to cap bytes; false (nothing changed) without memory. */
static bool grow_to(struct al_tableset *ts, struct al_input_bytes *in, size_t cap)
{
    if (!al_budget_reserve(ts, cap - in->reserved))
        return false;
    uint8_t *grown = realloc(in->data, cap);
    if (!grown) {
        al_budget_release(ts, cap - in->reserved);
        return false;
    }
    in->data = grown;
    in->reserved = cap;
    return true;
}

/* Waits for data on a FIFO, socket or terminal: 1 ready, 0 waited too long, -1 error. */
static int wait_readable(int fd, unsigned wait_ms)
{
    struct pollfd p = {fd, POLLIN, 0};
    for (;;) {
        int n = poll(&p, 1, wait_ms ? (int)wait_ms : -1);
        if (n >= 0)
            return n > 0;
        if (errno != EINTR)
            return -1;
    }
}

static void cut_read(struct al_tableset *ts, enum al_cut_kind kind, const char *name,
                     uint64_t limit, size_t got, const char *why)
{
    char what[160];
    snprintf(what, sizeof(what), "%s%sreading stopped after %zu bytes, which are checked", why,
             *why ? ": " : "", got);
    struct al_source at = {.file = name, .offset = AL_NO_OFFSET};
    al_budget_cut(ts, kind, &at, limit, what);
    if (kind == AL_CUT_UNREADABLE)
        ts->unreadable_inputs++;
}

/*
 * A big regular file (an acpidump text, an image) is mapped rather than
 * copied through read(): the loaders only read it, and the copy plus the
 * faults of a fresh buffer as big as the file cost more than the parse.
 * It holds the budget as the read buffer would (--max-bytes means the same);
 * a file the budget cannot hold is read up to the limit instead, and cut.
 * MAP_POPULATE maps the pages in one call rather than a fault each.  A file
 * truncated while it is loaded ends the run (SIGBUS), as for any mapped read.
 */
static bool map_input(struct al_tableset *ts, int fd, size_t size, struct al_input_bytes *in)
{
    int flags = MAP_PRIVATE;
#ifdef MAP_POPULATE
    flags |= MAP_POPULATE;
#endif
    if (!al_budget_reserve(ts, size))
        return false;
    void *map = mmap(NULL, size, PROT_READ, flags, fd, 0);
    if (map == MAP_FAILED) { /* sysfs and some file systems cannot: read it */
        al_budget_release(ts, size);
        return false;
    }
    in->data = map;
    in->size = size;
    in->reserved = size;
    in->mapped = true;
    al_heap_tune(); /* what this input makes (tables, namespace) fills pages: fewer faults */
    return true;
}

int al_read_input(struct al_tableset *ts, int fd, const char *name, struct al_input_bytes *in)
{
    memset(in, 0, sizeof(*in));
    struct stat st;
    if (fstat(fd, &st) != 0)
        memset(&st, 0, sizeof(st));
    /* Pipes, sockets and terminals may never send: wait for each read with the budget. */
    bool waits = S_ISFIFO(st.st_mode) || S_ISSOCK(st.st_mode) || S_ISCHR(st.st_mode);
    uint64_t room = al_budget_bytes_left(ts);
    /*
     * A regular file is read into a buffer of its size (one more byte to see
     * EOF), so a table is not copied through a growing buffer whose pages
     * each cost a fault; sysfs table files report a size of 0 and pipes none,
     * so those grow from 64 KiB.
     */
    uint64_t want = S_ISREG(st.st_mode) && st.st_size > 0 ? (uint64_t)st.st_size + 1 : 1 << 16;
    if (S_ISREG(st.st_mode) && (uint64_t)st.st_size >= AL_INPUT_MAP_MIN && want <= room &&
        map_input(ts, fd, (size_t)st.st_size, in))
        return AL_LOAD_OK;
    if (want > room)
        want = room;
    if (want && !grow_to(ts, in, (size_t)want)) {
        cut_read(ts, AL_CUT_NOMEM, name, 0, 0, "");
        return AL_LOAD_OK;
    }
    for (;;) {
        if (in->size == in->reserved) {
            /* Full: is there more?  One byte says, without holding it. */
            uint8_t probe;
            if (waits && wait_readable(fd, ts->budget.wait_ms) == 0) {
                cut_read(ts, AL_CUT_WAIT, name, ts->budget.wait_ms, in->size, "");
                break;
            }
            ssize_t n = read(fd, &probe, 1);
            if (n == 0 || (n < 0 && errno != EINTR && errno != EAGAIN))
                break; /* EOF, or an error the next read would repeat */
            if (n < 0)
                continue;
            size_t cap = in->reserved ? 2 * in->reserved : 1 << 16;
            if (cap - in->reserved > al_budget_bytes_left(ts))
                cap = in->reserved + (size_t)al_budget_bytes_left(ts);
            if (cap == in->reserved) {
                cut_read(ts, AL_CUT_BYTES, name, ts->budget.bytes, in->size, "");
                break;
            }
            if (!grow_to(ts, in, cap)) {
                cut_read(ts, AL_CUT_NOMEM, name, 0, in->size, "");
                break;
            }
            in->data[in->size++] = probe;
            continue;
        }
        if (waits) {
            int ready = wait_readable(fd, ts->budget.wait_ms);
            if (ready == 0) {
                cut_read(ts, AL_CUT_WAIT, name, ts->budget.wait_ms, in->size, "");
                break;
            }
        }
        ssize_t n = read(fd, in->data + in->size, in->reserved - in->size);
        if (n > 0) {
            in->size += (size_t)n;
            continue;
        }
        if (n == 0)
            break;
        if (errno == EINTR || errno == EAGAIN)
            continue;
        cut_read(ts, AL_CUT_UNREADABLE, name, 0, in->size, strerror(errno));
        break;
    }
    /* A table may keep this buffer: give back what a pipe left over. */
    if (in->reserved - in->size > 4096) {
        uint8_t *fitted = realloc(in->data, in->size ? in->size : 1);
        if (fitted) {
            in->data = fitted;
            al_budget_release(ts, in->reserved - in->size);
            in->reserved = in->size;
        }
    }
    return AL_LOAD_OK;
}

void al_input_release(struct al_tableset *ts, struct al_input_bytes *in)
{
    if (in->mapped) {
        munmap(in->data, in->size);
        al_budget_release(ts, in->reserved);
    } else if (in->data) {
        free(in->data);
        al_budget_release(ts, in->reserved);
    } else {
        /* A table took the buffer over and holds its size. */
        al_budget_release(ts, in->reserved > in->size ? in->reserved - in->size : 0);
    }
    memset(in, 0, sizeof(*in));
}

void al_load_unreadable(struct al_tableset *ts, const char *name, const char *reason)
{
    struct al_source at = {.file = name, .offset = AL_NO_OFFSET};
    al_budget_cut(ts, AL_CUT_UNREADABLE, &at, 0, reason);
    ts->unreadable_inputs++;
}

/* Fills buf[*filled..cap) from fd; false on a read error (said as a cut). */
static bool read_more(struct al_tableset *ts, int fd, const char *name, uint8_t *buf, size_t cap,
                      size_t *filled, uint64_t consumed, bool *eof)
{
    while (*filled < cap) {
        ssize_t n = read(fd, buf + *filled, cap - *filled);
        if (n > 0) {
            *filled += (size_t)n;
            continue;
        }
        if (n == 0) {
            *eof = true;
            return true;
        }
        if (errno == EINTR || errno == EAGAIN)
            continue;
        cut_read(ts, AL_CUT_UNREADABLE, name, 0, (size_t)(consumed + *filled), strerror(errno));
        return false;
    }
    return true;
}

/*
 * A big acpidump text costs more mapped (a page table entry a page, set up
 * and torn down, and each line's first read from memory) than read through
 * a buffer that stays in the cache: the Altra's 1 MB dump ran 10 % faster.
 */
bool al_stream_text_dump(struct al_tableset *ts, int fd, const char *name)
{
    struct stat st;
    if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode) || st.st_size < (off_t)AL_INPUT_MAP_MIN ||
        (uint64_t)st.st_size > al_budget_bytes_left(ts))
        return false;
    /* First: the tables and the namespace of a big input fill pages, and the heap
     * then hands out pages made in one call (fewer faults), this buffer's too. */
    al_heap_tune();
    struct al_input_bytes buf = {0};
    if (!grow_to(ts, &buf, AL_DUMP_PIECE))
        return false;
    uint64_t total = (uint64_t)st.st_size, consumed = 0;
    bool eof = false;
    if (!read_more(ts, fd, name, buf.data, buf.reserved, &buf.size, 0, &eof)) { /* a cut */
        al_input_release(ts, &buf);
        return true;
    }
    /* The first piece decides, as the first 64 KiB decide for a text held whole. */
    struct al_dump_stream *dump = NULL;
    if (!al_looks_like_text_dump(buf.data, buf.size) ||
        (dump = al_dump_stream_begin(name)) == NULL) {
        al_input_release(ts, &buf);
        lseek(fd, 0, SEEK_SET); /* for a read; a big file is mapped whatever the offset */
        return false;
    }
    /* The reports' text-or-binary rule looks at the first 4 KiB (acpilint/file_facts.h). */
    struct al_text_count probe = {.text = true, .last = '\n'};
    al_text_count_feed(&probe, buf.data, buf.size < 4096 ? buf.size : 4096);
    size_t before = ts->count;
    for (;;) {
        /* Whole lines only, but for the text's last. */
        const uint8_t *last_nl = NULL;
        for (size_t i = buf.size; i > 0 && !last_nl; i--)
            if (buf.data[i - 1] == '\n')
                last_nl = buf.data + i - 1;
        size_t piece = eof ? buf.size : last_nl ? (size_t)(last_nl - buf.data) + 1 : 0;
        if (piece) {
            consumed += piece;
            al_dump_stream_lines(ts, dump, (const char *)buf.data, piece,
                                 total > consumed ? total - consumed : 0);
            memmove(buf.data, buf.data + piece, buf.size - piece);
            buf.size -= piece;
        }
        if (eof && buf.size == 0)
            break;
        if (buf.size == buf.reserved) { /* one line longer than the buffer */
            size_t cap = 2 * (size_t)buf.reserved;
            if (cap - buf.reserved > al_budget_bytes_left(ts) || !grow_to(ts, &buf, cap)) {
                cut_read(ts, AL_CUT_BYTES, name, ts->budget.bytes, (size_t)consumed, "");
                break;
            }
        }
        if (!read_more(ts, fd, name, buf.data, buf.reserved, &buf.size, consumed, &eof))
            break;
    }
    /* Its lines as read (up to a cut), so the reports need not read it again. */
    al_file_facts_set_text(&ts->files, name, probe.text, al_dump_stream_line_count(dump));
    al_dump_stream_end(ts, dump);
    al_input_release(ts, &buf);
    if (ts->count == before)
        al_report(ts, AL_R_INPUT_NO_TABLES, al_at_file(name, AL_NO_OFFSET, 0),
                  "no ACPI table found in %llu bytes, for a flash image use --scan",
                  (unsigned long long)total);
    return true;
}
