/* SPDX-License-Identifier: MIT */
/*
 * Loading inputs into a table set.  One entry point; the input kind
 * (acpidump text, raw blob or concatenated blobs, directory, gzip of any
 * of these, standard input) is decided from the content, not the name.
 *
 * Every problem met while loading becomes a finding pointing at the file
 * (and line or byte offset); only an input that cannot be read at all is
 * an error return, and the caller goes on with the other inputs.
 */
#ifndef ACPILINT_LOAD_H
#define ACPILINT_LOAD_H

#include <stddef.h>
#include <stdint.h>

#include "acpilint/readfile.h"
#include "acpilint/tableset.h"

/*
 * Upper bound on a gzip stream's decompressed size when no table set's
 * budget applies (al_gunzip()); inputs are read under ts->budget.bytes.
 */
#define AL_LOAD_MAX_INPUT ((size_t)1 << 30)

enum al_load_status {
    AL_LOAD_OK = 0,
    AL_LOAD_UNREADABLE = -1, /* missing, permission, I/O error, too large */
    AL_LOAD_NOMEM = -2,
    /*
     * The input needs a library that could not be loaded (gzip and zlib):
     * the installation, not the input, is at fault, so it is no finding.
     */
    AL_LOAD_NO_LIBRARY = -3,
};

/*
 * Loads a path ("-" is standard input) under the run budget (budget.h).
 * A FIFO, socket or terminal is read with poll(), at most
 * ts->budget.wait_ms without data between two reads.  Reading that stops
 * early (budget, wait, read error, memory) is a cut and the bytes read so
 * far are loaded.  On failure (nothing could be read: a missing file, no
 * permission) the input is counted in ts->unreadable_inputs and cut, a
 * one-line reason naming the path is written to `err` (when non-NULL), and
 * a negative status returned.
 */
int al_load_path(struct al_tableset *ts, const char *path, char *err, size_t err_size);

/*
 * Records what the reports need of the file or folder `name` as it is now
 * (acpilint/file_facts.h): the loader calls it for every path it opens, and
 * a later stage for a file of its own it points findings at (a waiver file).
 * The first record of a name stands.
 */
void al_load_note_file(struct al_tableset *ts, const char *name);

/*
 * The same for a file the loader is about to read, without reading it for
 * its lines: the text-dump reader gives them as it parses
 * (al_stream_text_dump()), and al_load_count_file() afterwards reads a file
 * no reader counted.
 */
void al_load_note_input(struct al_tableset *ts, const char *name);
void al_load_count_file(struct al_tableset *ts, const char *name);

/*
 * Loads bytes already in memory, named `name` for findings.  Detects gzip,
 * acpidump text or binary tables.  Returns AL_LOAD_OK, AL_LOAD_NOMEM, or
 * AL_LOAD_NO_LIBRARY for gzip data when zlib cannot be loaded
 * (al_optlib_last_error() says why).
 */
int al_load_buffer(struct al_tableset *ts, const char *name, const uint8_t *data, size_t size);

/* The individual input kinds, for tests and for al_load_buffer(). */
int al_load_text_dump(struct al_tableset *ts, const char *name, const char *text, size_t size);
int al_load_binary(struct al_tableset *ts, const char *name, const uint8_t *data, size_t size,
                   int compressed);
int al_load_directory(struct al_tableset *ts, const char *path, char *err, size_t err_size);

/* True when the bytes look like acpidump text (a "SIG @ addr" header line first). */
int al_looks_like_text_dump(const uint8_t *data, size_t size);

/*
 * Inflates a gzip (or zlib) stream into a new malloc'ed buffer, at most
 * AL_LOAD_MAX_INPUT bytes.  Returns 0 or a negative status with a reason in err.
 */
int al_gunzip(const uint8_t *data, size_t size, uint8_t **out, size_t *out_size, char *err,
              size_t err_size);

#endif
