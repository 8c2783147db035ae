/* SPDX-License-Identifier: MIT */
/*
 * Content dispatch: bytes already read (a file, a folder entry, standard
 * input, a caller's buffer) go to the loader their content fits: gzip,
 * acpidump text, a UEFI firmware volume, or binary tables.
 */
#include "acpilint/load.h"

#include <stdio.h>
#include <string.h>

#include "acpilint/fv.h"
#include "acpilint/rule_ids.h"
#include "load/load_internal.h"

/*
 * in: NULL, or the input's buffer (holding data), which a table may take
 * over.  err: where AL_LOAD_NO_LIBRARY says what is missing.
 */
static int load_buffer_depth(struct al_tableset *ts, const char *name, const uint8_t *data,
                             size_t size, int depth, struct al_input_bytes *in, char *err_out,
                             size_t err_out_size)
{
    if (size >= 2 && data[0] == 0x1f && data[1] == 0x8b) {
        struct al_input_bytes plain = {0};
        char err[256];
        int gz = depth > 0 ? AL_LOAD_UNREADABLE
                           : al_inflate(ts, name, data, size, &plain, err, sizeof(err));
        if (gz == AL_LOAD_NO_LIBRARY) {
            snprintf(err_out, err_out_size, "%s: %s", name, err);
            return gz;
        }
        if (gz != AL_LOAD_OK) {
            if (depth > 0)
                snprintf(err, sizeof(err), "gzip inside gzip is not supported");
            al_report(ts, AL_R_INPUT_UNSPLIT_BYTES, al_at_file(name, 0, 0),
                      "%zu bytes of gzip data could not be decompressed: %s", size, err);
            return AL_LOAD_OK;
        }
        int rc = load_buffer_depth(ts, name, plain.data, plain.size, depth + 1, &plain, err_out,
                                   err_out_size);
        al_input_release(ts, &plain);
        return rc;
    }
    size_t before = ts->count;
    int rc = AL_LOAD_OK;
    /* An empty input (data may then be NULL) holds no table; the walks below need bytes. */
    if (size > 0 && al_looks_like_text_dump(data, size))
        rc = al_load_text_dump(ts, name, (const char *)data, size);
    else if (size > 0 && al_fv_find(data, size, 0) < size) /* a UEFI image: acpilint/fv.h */
        al_fv_walk(ts, name, data, size, NULL, NULL, NULL, 0, NULL);
    else if (size > 0)
        rc = in ? al_load_binary_adopt(ts, name, &in->data, size, depth > 0)
                : al_load_binary(ts, name, data, size, depth > 0);
    for (size_t i = before; i < ts->count; i++)
        ts->tables[i]->source.compressed |= depth > 0; /* or set by the volume walk */
    if (rc == AL_LOAD_OK && ts->count == before)
        al_report(ts, AL_R_INPUT_NO_TABLES, al_at_file(name, AL_NO_OFFSET, 0),
                  "no ACPI table found in %zu bytes%s, for a flash image use --scan", size,
                  depth > 0 ? " (after gunzip)" : "");
    return rc;
}

int al_load_buffer(struct al_tableset *ts, const char *name, const uint8_t *data, size_t size)
{
    char err[8]; /* the reason is also al_optlib_last_error() */
    return load_buffer_depth(ts, name, data, size, 0, NULL, err, sizeof(err));
}

int al_load_buffer_adopt(struct al_tableset *ts, const char *name, struct al_input_bytes *in,
                         char *err, size_t err_size)
{
    return load_buffer_depth(ts, name, in->data, in->size, 0, in->mapped ? NULL : in, err,
                             err_size);
}
