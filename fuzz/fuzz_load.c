/* SPDX-License-Identifier: MIT */
/*
 * libFuzzer target: the loaders, each input kind, under the run budget.
 * The last two bytes choose: the kind (below) and, when its bit 7 is set,
 * a small budget (fuzz_small_budget), so every cut is reached by small
 * inputs; the bytes before them are the input:
 *
 *   0 content detection (al_load_buffer)    4 a pipe, read through its path (poll)
 *   1 acpidump text, whole and in pieces    5 a folder: parts split at "\n==\n"
 *   2 binary tables                         6 a regular file, read through its path
 *   3 the bytes gzip-compressed             7 the gzip stream cut in the middle
 *
 * After loading, the header checks run and the budget's promises are
 * checked (fuzz_check_budget): limits held, every reserved byte a table's.
 * Kind 1 also parses the text in pieces ending at line ends, as a big file
 * is read (al_dump_stream_*), and aborts unless both parses agree.
 */
#include <fcntl.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <zlib.h>

#include "acpilint/checks.h"
#include "acpilint/load.h"
#include "fuzz_pipeline.h"
#include "load/load_internal.h"

/*
 * The harness version (fuzz/LEDGER.tsv): bumped when what an execution does
 * changes, which starts a new count of executions.  1: each input kind under
 * small budgets, kind 1 also parsed in pieces (7cf4c8a; the 10^7-execution
 * campaign of 3ae9d1e).
 */
#define FUZZ_HARNESS_VERSION 1

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#ifdef ACPILINT_LIBFUZZER
#include "fuzz_mutate.h" /* the structure-aware LLVMFuzzerCustomMutator */
#endif

/* A scratch folder of our own, made once (tmpfs when there is one). */
static const char *scratch(void)
{
    static char dir[64];
    if (!dir[0]) {
        snprintf(dir, sizeof(dir), "%s/fuzz_load.XXXXXX",
                 access("/dev/shm", W_OK) == 0 ? "/dev/shm" : "/tmp");
        if (!mkdtemp(dir)) {
            perror("fuzz_load: mkdtemp");
            abort();
        }
    }
    return dir;
}

static void write_file(const char *path, const uint8_t *data, size_t size)
{
    int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
    if (fd < 0)
        return;
    while (size) {
        ssize_t n = write(fd, data, size);
        if (n <= 0)
            break;
        data += n;
        size -= (size_t)n;
    }
    close(fd);
}

static void load_gzip(struct al_tableset *ts, const uint8_t *data, size_t size, bool cut)
{
    uLongf n = compressBound(size);
    uint8_t *z = malloc(n + 18);
    if (!z)
        return;
    /* A gzip header, a raw deflate stream, and the CRC and size it should end with. */
    static const uint8_t head[10] = {0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3};
    memcpy(z, head, sizeof(head));
    z_stream zs = {0};
    if (deflateInit2(&zs, 1, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY) == Z_OK) {
        zs.next_in = (Bytef *)data;
        zs.avail_in = (uInt)size;
        zs.next_out = z + 10;
        zs.avail_out = (uInt)n;
        deflate(&zs, Z_FINISH);
        size_t len = 10 + zs.total_out;
        uLong crc = crc32(0, data, (uInt)size);
        for (int i = 0; i < 4; i++) {
            z[len + (size_t)i] = (uint8_t)(crc >> (8 * i));
            z[len + 4 + (size_t)i] = (uint8_t)(size >> (8 * i));
        }
        len += 8;
        deflateEnd(&zs);
        al_load_buffer(ts, "fuzz.gz", z, cut ? len / 2 : len);
    }
    free(z);
}

static void load_pipe(struct al_tableset *ts, const uint8_t *data, size_t size)
{
    int p[2];
    if (pipe(p) != 0)
        return;
    /* What a pipe holds without a reader (64 KiB on Linux); then the writer is gone. */
    size_t n = size < 60000 ? size : 60000;
    if (write(p[1], data, n) < 0)
        n = 0;
    close(p[1]);
    char path[32];
    snprintf(path, sizeof(path), "/dev/fd/%d", p[0]);
    al_load_path(ts, path, NULL, 0);
    close(p[0]);
}

static void load_folder(struct al_tableset *ts, const uint8_t *data, size_t size)
{
    char path[128];
    const char *dir = scratch();
    unsigned files = 0;
    size_t start = 0;
    while (start <= size && files < 8) {
        const uint8_t *sep = NULL;
        for (size_t i = start; i + 4 <= size && !sep; i++)
            if (memcmp(data + i, "\n==\n", 4) == 0)
                sep = data + i;
        size_t end = sep ? (size_t)(sep - data) : size;
        snprintf(path, sizeof(path), "%s/t%u.dat", dir, files++);
        write_file(path, data + start, end - start);
        start = end + 4;
        if (!sep)
            break;
    }
    al_load_path(ts, dir, NULL, 0);
    for (unsigned i = 0; i < files; i++) {
        snprintf(path, sizeof(path), "%s/t%u.dat", dir, i);
        unlink(path);
    }
}

/* The text in pieces of `every` lines (the budget byte picks 1 to 8), into ts. */
static void load_text_pieces(struct al_tableset *ts, const char *text, size_t size,
                             unsigned every)
{
    struct al_dump_stream *st = al_dump_stream_begin("fuzz.txt");
    if (!st)
        return;
    size_t start = 0;
    unsigned lines = 0;
    for (size_t i = 0; i < size; i++) {
        if (text[i] != '\n' || ++lines % every)
            continue;
        al_dump_stream_lines(ts, st, text + start, i + 1 - start, size - (i + 1));
        start = i + 1;
    }
    al_dump_stream_lines(ts, st, text + start, size - start, 0);
    al_dump_stream_end(ts, st);
}

static void must_agree(bool same, const char *what)
{
    if (!same) {
        fprintf(stderr, "fuzz_load: the text in pieces and whole differ: %s\n", what);
        abort();
    }
}

/* The whole parse (a) and the parse in pieces (b) keep the same tables and findings. */
static void compare_parses(const struct al_tableset *a, const struct al_tableset *b)
{
    must_agree(a->count == b->count, "table count");
    for (size_t i = 0; i < a->count; i++) {
        const struct al_table *x = a->tables[i], *y = b->tables[i];
        must_agree(x->size == y->size && memcmp(x->signature, y->signature, 4) == 0 &&
                       (x->size == 0 || memcmp(x->bytes, y->bytes, x->size) == 0),
                   "table bytes");
    }
    must_agree(a->findings.count == b->findings.count, "finding count");
    for (size_t i = 0; i < a->findings.count; i++) {
        const struct al_finding *x = &a->findings.items[i], *y = &b->findings.items[i];
        must_agree(strcmp(x->rule, y->rule) == 0 && x->line == y->line &&
                       strcmp(x->message, y->message) == 0,
                   "a finding");
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 2)
        return 0;
    unsigned kind = data[size - 2] & 7;
    uint8_t budget = data[size - 1];
    size -= 2;
    struct al_tableset ts;
    fuzz_tableset(&ts, "fuzz_load");
    fuzz_small_budget(&ts, budget);
    char path[128];
    switch (kind) {
    case 0:
        al_load_buffer(&ts, "fuzz.bin", data, size);
        break;
    case 1: {
        al_load_text_dump(&ts, "fuzz.txt", (const char *)data, size);
        struct al_tableset pieces;
        fuzz_tableset(&pieces, "fuzz_load");
        fuzz_small_budget(&pieces, budget);
        load_text_pieces(&pieces, (const char *)data, size, 1 + (budget >> 3 & 7));
        compare_parses(&ts, &pieces);
        al_tableset_free(&pieces);
        break;
    }
    case 2:
        al_load_binary(&ts, "fuzz.bin", data, size, 0);
        break;
    case 3:
    case 7:
        load_gzip(&ts, data, size, kind == 7);
        break;
    case 4:
        load_pipe(&ts, data, size);
        break;
    case 5:
        load_folder(&ts, data, size);
        break;
    case 6:
        snprintf(path, sizeof(path), "%s/input", scratch());
        write_file(path, data, size);
        al_load_path(&ts, path, NULL, 0);
        unlink(path);
        break;
    }
    al_check_headers(&ts);
    al_sink_finish(&ts);
    fuzz_check_budget(&ts, "fuzz_load");
    al_tableset_free(&ts);
    return 0;
}
