/* SPDX-License-Identifier: MIT */
/* Helpers shared by the loader modules; not part of the public contract. */
#ifndef ACPILINT_LOAD_INTERNAL_H
#define ACPILINT_LOAD_INTERNAL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "acpilint/tableset.h"

/*
 * Smaller files are read: a copy of a few pages costs less than a mapping,
 * and a single-table file's buffer can become the table.
 */
#define AL_INPUT_MAP_MIN (256u * 1024u)

/* An input's bytes, held under the run budget. */
struct al_input_bytes {
    uint8_t *data;     /* malloc'ed; NULL once a table took it over (or nothing was read) */
    size_t size;
    uint64_t reserved; /* bytes of the budget it holds (its capacity) */
    bool mapped;       /* data is a read-only mapping of the file: never written nor adopted */
};

/*
 * Reads fd to EOF into in, reserving what it holds (al_budget_reserve).
 * A regular file of AL_INPUT_MAP_MIN bytes or more that fits the budget is
 * mapped read-only instead (in->mapped; same reservation, no copy).
 * FIFOs, sockets and terminals are polled, at most ts->budget.wait_ms per
 * wait.  Stopping early (bytes budget, wait, read error, memory) is a cut;
 * in then holds what was read.  Always returns AL_LOAD_OK.
 */
int al_read_input(struct al_tableset *ts, int fd, const char *name, struct al_input_bytes *in);

/*
 * An acpidump text parsed in pieces, each ending at a line end (the last
 * may not): what al_load_text_dump() does with the whole text, for a big
 * file read through a small buffer.  after: the characters of the text
 * that follow the piece.  begin returns NULL without memory; end reports
 * what the whole text left (the last table, a preamble) and frees.
 */
struct al_dump_stream;
struct al_dump_stream *al_dump_stream_begin(const char *name);
void al_dump_stream_lines(struct al_tableset *ts, struct al_dump_stream *st, const char *text,
                          size_t size, uint64_t after);
void al_dump_stream_end(struct al_tableset *ts, struct al_dump_stream *st);
/* The lines read so far (a last line without a newline counts). */
unsigned al_dump_stream_line_count(const struct al_dump_stream *st);

/*
 * When fd is a regular file of AL_INPUT_MAP_MIN bytes or more that fits the
 * budget and holds an acpidump text, loads it through a buffer of
 * AL_DUMP_PIECE bytes (grown only for a longer line) and returns true; else
 * returns false with fd at its start, and the caller reads it whole.
 */
#define AL_DUMP_PIECE (64u * 1024u)
bool al_stream_text_dump(struct al_tableset *ts, int fd, const char *name);

/* Frees in's buffer and releases its reservation (a table that took it keeps its size). */
void al_input_release(struct al_tableset *ts, struct al_input_bytes *in);

/* An input, or a file inside an input folder, that could not be read: counted and cut. */
void al_load_unreadable(struct al_tableset *ts, const char *name, const char *reason);

/*
 * Inflates gzip (or zlib) data into out under the run budget; decompressed
 * data past the budget is a cut and out holds what fit.  Returns AL_LOAD_OK,
 * AL_LOAD_NO_LIBRARY (zlib missing), or AL_LOAD_UNREADABLE for corrupt or
 * truncated data, with the reason in err and nothing in out.
 */
int al_inflate(struct al_tableset *ts, const char *name, const uint8_t *data, size_t size,
               struct al_input_bytes *out, char *err, size_t err_size);

/*
 * al_load_binary and al_load_buffer for a buffer the table set may take
 * over: a buffer that is exactly one table becomes that table instead of
 * being copied, and *data (in->data) is set to NULL; the caller then
 * releases it with al_input_release().  al_load_buffer_adopt writes
 * "name: reason" to err on AL_LOAD_NO_LIBRARY.
 */
int al_load_binary_adopt(struct al_tableset *ts, const char *name, uint8_t **data, size_t size,
                         int compressed);
int al_load_buffer_adopt(struct al_tableset *ts, const char *name, struct al_input_bytes *in,
                         char *err, size_t err_size);

#endif
