/* SPDX-License-Identifier: MIT */
/*
 * Input dispatch: read a path (file, directory or "-") under the run budget
 * and hand the bytes to the loader that fits their content (content.c).
 * Names never decide the kind: a user's "dump.bin" may be text and
 * "tables.txt" may be gzip.
 */
#include "acpilint/load.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "load/load_internal.h"

static int load_fd(struct al_tableset *ts, int fd, const char *name, char *err, size_t err_size)
{
    if (al_stream_text_dump(ts, fd, name))
        return AL_LOAD_OK;
    struct al_input_bytes in;
    al_read_input(ts, fd, name, &in);
    int rc = al_load_buffer_adopt(ts, name, &in, err, err_size);
    al_input_release(ts, &in);
    return rc;
}

static void add_input(struct al_tableset *ts, const char *path)
{
    char **grown = realloc(ts->inputs, (ts->input_count + 1) * sizeof(*grown));
    if (grown)
        ts->inputs = grown;
    if (grown && (ts->inputs[ts->input_count] = strdup(path)) != NULL) {
        ts->input_count++;
        return;
    }
    /* The reports list the inputs: one missing from the list is said, not hidden. */
    struct al_source at = {.file = path, .offset = AL_NO_OFFSET};
    al_budget_cut(ts, AL_CUT_NOMEM, &at, 0, "the input's name could not be stored for the report");
}

int al_load_path(struct al_tableset *ts, const char *path, char *err, size_t err_size)
{
    char scratch[8];
    if (!err) {
        err = scratch;
        err_size = sizeof(scratch);
    }
    err[0] = '\0';
    add_input(ts, path);
    if (strcmp(path, "-") == 0) {
        int rc = load_fd(ts, STDIN_FILENO, "<stdin>", err, err_size);
        if (rc == AL_LOAD_NO_LIBRARY)
            ts->unreadable_inputs++;
        return rc;
    }
    al_load_note_input(ts, path);
    /* O_NONBLOCK: opening a FIFO that has no writer must not wait (reads poll instead). */
    int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    struct stat st;
    if (fd < 0 || fstat(fd, &st) != 0) {
        char reason[160];
        snprintf(reason, sizeof(reason), "cannot open: %s", strerror(errno));
        snprintf(err, err_size, "%s: %s", path, reason);
        if (fd >= 0)
            close(fd);
        al_load_unreadable(ts, path, reason);
        return AL_LOAD_UNREADABLE;
    }
    int rc;
    if (S_ISDIR(st.st_mode)) {
        close(fd);
        char reason[512] = "";
        rc = al_load_directory(ts, path, reason, sizeof(reason));
        if (rc == AL_LOAD_UNREADABLE) {
            al_load_unreadable(ts, path, reason);
            snprintf(err, err_size, "%s: %s", path, reason);
        } else {
            snprintf(err, err_size, "%s", reason);
        }
    } else {
        rc = load_fd(ts, fd, path, err, err_size);
        close(fd);
        al_load_count_file(ts, path); /* unless the text-dump reader counted it */
    }
    if (rc == AL_LOAD_NO_LIBRARY)
        ts->unreadable_inputs++;
    return rc;
}
