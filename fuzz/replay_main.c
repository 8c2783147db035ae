/* SPDX-License-Identifier: MIT */
/*
 * A main() for the fuzz targets in builds without libFuzzer (gcc, or
 * ACPILINT_FUZZ off): runs LLVMFuzzerTestOneInput once on every file named
 * on the command line, recursing into folders, so the harnesses always
 * compile and the regression inputs (fuzz/regressions/<target>/) are
 * replayed by the test suite, under ASan in the sanitizer build.
 *
 * Each input is read into a buffer of exactly its size, as libFuzzer does,
 * so that ASan catches a read one byte past the end.  Hidden entries are
 * skipped.  A path that cannot be read fails the run: a replay that
 * silently found nothing would prove nothing.
 */
#include <dirent.h>
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include "acpilint/load.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static unsigned replayed;

/*
 * CPU time one input may take, every choice of the harness replayed (a replay runs each
 * kernel model and report a campaign would run one of), under ASan in the sanitizer build:
 * the bound on a slow path, per input, so that the tests' own time limit can grow with the
 * committed corpora (inputs named slow-* once took minutes).  ACPILINT_REPLAY_CPU_LIMIT_S
 * sets another (seconds, a decimal number): a slower machine's, or 0, with which every input
 * fails, so that the suite proves the bound fires (fuzz_replay_cpu_bound).
 */
#define REPLAY_CPU_LIMIT_S 30.0

static double cpu_limit_s = REPLAY_CPU_LIMIT_S;

static int replay_file(const char *path)
{
    char *text, err[512];
    size_t size;
    if (al_read_whole_file(path, &text, &size, err, sizeof(err)) != 0) {
        fprintf(stderr, "replay: %s\n", err);
        return -1;
    }
    /* al_read_whole_file adds a NUL; the copy holds only the file's bytes. */
    uint8_t *exact = malloc(size ? size : 1);
    if (!exact) {
        free(text);
        fprintf(stderr, "replay: %s: out of memory\n", path);
        return -1;
    }
    memcpy(exact, text, size);
    free(text);
    /* Named before it runs, so a crash's last line says which input it was. */
    fprintf(stderr, "replay: %s (%zu bytes)\n", path, size);
    clock_t start = clock();
    LLVMFuzzerTestOneInput(exact, size);
    double cpu = (double)(clock() - start) / CLOCKS_PER_SEC;
    free(exact);
    replayed++;
    if (cpu > cpu_limit_s) {
        fprintf(stderr, "replay: %s took %.3f s of CPU time (limit %g s): a slow path\n", path,
                cpu, cpu_limit_s);
        return -1;
    }
    return 0;
}

static int cmp_names(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

static int replay_path(const char *path);

/* Entries in name order, so a failure is reproducible run to run. */
static int replay_dir(const char *path)
{
    DIR *d = opendir(path);
    if (!d) {
        fprintf(stderr, "replay: %s: %s\n", path, strerror(errno));
        return -1;
    }
    char **names = NULL;
    size_t count = 0, cap = 0;
    int rc = 0;
    struct dirent *e;
    while (rc == 0 && (e = readdir(d))) {
        if (e->d_name[0] == '.')
            continue;
        if (count == cap) {
            cap = cap ? cap * 2 : 64;
            char **grown = realloc(names, cap * sizeof(*names));
            if (!grown) {
                rc = -1;
                break;
            }
            names = grown;
        }
        size_t len = strlen(path) + strlen(e->d_name) + 2;
        if (!(names[count] = malloc(len))) {
            rc = -1;
            break;
        }
        snprintf(names[count++], len, "%s/%s", path, e->d_name);
    }
    closedir(d);
    if (count)
        qsort(names, count, sizeof(*names), cmp_names);
    for (size_t i = 0; i < count; i++) {
        if (rc == 0)
            rc = replay_path(names[i]);
        free(names[i]);
    }
    free(names);
    if (rc != 0)
        fprintf(stderr, "replay: %s: failed\n", path);
    return rc;
}

static int replay_path(const char *path)
{
    struct stat st;
    if (stat(path, &st) != 0) {
        fprintf(stderr, "replay: %s: %s\n", path, strerror(errno));
        return -1;
    }
    return S_ISDIR(st.st_mode) ? replay_dir(path) : replay_file(path);
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: %s FILE|DIR...\n", argv[0]);
        return 2;
    }
    const char *limit = getenv("ACPILINT_REPLAY_CPU_LIMIT_S");
    if (limit && *limit) {
        char *end;
        errno = 0;
        cpu_limit_s = strtod(limit, &end);
        if (errno || *end || !(cpu_limit_s >= 0)) {
            fprintf(stderr, "%s: ACPILINT_REPLAY_CPU_LIMIT_S=%s: not a number of seconds\n",
                    argv[0], limit);
            return 2;
        }
    }
    for (int i = 1; i < argc; i++) {
        if (replay_path(argv[i]) != 0)
            return 1;
    }
    printf("%s: %u inputs replayed\n", argv[0], replayed);
    return replayed ? 0 : 1;
}
