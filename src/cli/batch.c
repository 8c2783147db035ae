/* SPDX-License-Identifier: MIT */
/*
 * --each (src/cli/batch.h): one system per input, run in -j worker
 * processes.  Processes, not threads: a run keeps its state in one table set
 * but the optional libraries (include/acpilint/optlib.h) are per process.
 * Worker w checks systems w, w + N, w + 2N...; each result travels back on
 * the worker's pipe as one record (status, counts, report bytes, rule ids),
 * and the parent prints the reports in input order as they complete, so the
 * output is the same whatever -j is.
 */
#include "cli/batch.h"

#include <dirent.h>
#include <errno.h>
#include <poll.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "acpilint/json.h"
#include "acpilint/load.h"
#include "cli/batch_merge.h"

#define MAX_DEPTH 16

struct item {
    char *path;
    bool scan; /* a --scan image */
};

struct items {
    struct item *v;
    size_t count, cap;
};

/* A finished system, as the parent keeps it until its turn to print. */
struct done {
    bool have;
    int status;
    char *out;
    size_t out_len;
    char **rules;
    size_t rule_count;
};

static int push(struct items *it, const char *path, bool scan)
{
    if (it->count == it->cap) {
        size_t cap = it->cap ? it->cap * 2 : 64;
        struct item *v = realloc(it->v, cap * sizeof(*v));
        if (!v)
            return -1;
        it->v = v;
        it->cap = cap;
    }
    it->v[it->count].path = strdup(path);
    it->v[it->count].scan = scan;
    return it->v[it->count].path ? (int)(it->count++, 0) : -1;
}

static int by_name(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* A file that is a raw ACPI table: a signature, then a Length equal to its size. */
static bool is_table_file(const char *path, off_t size)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return false;
    unsigned char h[8];
    bool ok = fread(h, 1, 8, f) == 8;
    fclose(f);
    if (!ok)
        return false;
    uint32_t len = (uint32_t)h[4] | (uint32_t)h[5] << 8 | (uint32_t)h[6] << 16 |
                   (uint32_t)h[7] << 24;
    return al_signature_valid((const char *)h) && (off_t)len == size;
}

/* A file worth a system of its own in a folder of machines: an acpidump text or a gzip. */
static bool is_dump_file(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return false;
    unsigned char head[512];
    size_t n = fread(head, 1, sizeof(head), f);
    fclose(f);
    return (n >= 2 && head[0] == 0x1f && head[1] == 0x8b) || al_looks_like_text_dump(head, n);
}

/*
 * A folder is one machine when it holds a table file, or no subfolder and at
 * most one dump (acpixtract output, /sys/firmware/acpi/tables with dynamic/
 * and data/); otherwise each subfolder and each dump in it is looked at in
 * name order.
 */
static int expand_dir(struct items *it, const char *path, int depth)
{
    DIR *d = opendir(path);
    if (!d)
        return push(it, path, false); /* the run says why it cannot be read */
    char **names = NULL;
    size_t n = 0, cap = 0;
    struct dirent *e;
    while ((e = readdir(d))) {
        if (e->d_name[0] == '.')
            continue;
        if (n == cap) {
            cap = cap ? cap * 2 : 32;
            char **grown = realloc(names, cap * sizeof(*grown));
            if (!grown)
                break;
            names = grown;
        }
        size_t dir_len = strlen(path);
        while (dir_len > 1 && path[dir_len - 1] == '/') /* "dumps/" names "dumps/m1" */
            dir_len--;
        size_t len = dir_len + strlen(e->d_name) + 2;
        if (!(names[n] = malloc(len)))
            break;
        snprintf(names[n++], len, "%.*s/%s", (int)dir_len, path, e->d_name);
    }
    closedir(d);
    qsort(names, n, sizeof(*names), by_name);
    bool has_dir = false, has_table = false;
    size_t dumps = 0;
    for (size_t i = 0; i < n && !has_table; i++) {
        struct stat st;
        if (stat(names[i], &st) != 0)
            continue;
        if (S_ISDIR(st.st_mode))
            has_dir = true;
        else if (S_ISREG(st.st_mode) && is_table_file(names[i], st.st_size))
            has_table = true;
        else if (S_ISREG(st.st_mode) && is_dump_file(names[i]))
            dumps++;
    }
    /* Several dumps and no table file: several machines (or takes), one system each. */
    bool machine = has_table || (!has_dir && dumps < 2);
    int rc = 0;
    if (machine || depth >= MAX_DEPTH)
        rc = push(it, path, false);
    for (size_t i = 0; i < n && !machine && rc == 0 && depth < MAX_DEPTH; i++) {
        struct stat st;
        if (stat(names[i], &st) != 0)
            continue;
        if (S_ISDIR(st.st_mode))
            rc = expand_dir(it, names[i], depth + 1);
        else if (S_ISREG(st.st_mode) && is_dump_file(names[i]))
            rc = push(it, names[i], false);
    }
    for (size_t i = 0; i < n; i++)
        free(names[i]);
    free(names);
    return rc;
}

static int expand(struct items *it, const struct al_cli *cli)
{
    for (size_t i = 0; i < cli->input_count; i++) {
        struct stat st;
        int rc = strcmp(cli->inputs[i], "-") != 0 && stat(cli->inputs[i], &st) == 0 &&
                         S_ISDIR(st.st_mode)
                     ? expand_dir(it, cli->inputs[i], 0)
                     : push(it, cli->inputs[i], false);
        if (rc != 0)
            return -1;
    }
    for (size_t i = 0; i < cli->scan_count; i++)
        if (push(it, cli->scans[i], true) != 0)
            return -1;
    return 0;
}

void al_batch_result_fill(struct al_batch_result *res, const struct al_tableset *ts,
                          enum al_severity shown, int status)
{
    res->status = status;
    res->errors = al_findings_count(&ts->findings, AL_SEV_ERROR);
    res->warnings = al_findings_count(&ts->findings, AL_SEV_WARNING);
    res->rules = calloc(ts->findings.count ? ts->findings.count : 1, sizeof(*res->rules));
    res->rule_count = 0;
    for (size_t i = 0; i < ts->findings.count && res->rules; i++) {
        const struct al_finding *f = &ts->findings.items[i];
        if (f->suppressed || f->severity < shown)
            continue;
        bool seen = false;
        for (size_t k = 0; k < res->rule_count && !seen; k++)
            seen = strcmp(res->rules[k], f->rule) == 0;
        if (!seen)
            res->rules[res->rule_count++] = f->rule;
    }
}

/* One system, its report into a memory buffer; the result as the parent keeps it. */
static void run_one(const struct al_cli *cli, struct al_rules_run *rules, al_batch_run_fn run,
                    const struct item *item, struct done *d)
{
    struct al_cli one = *cli;
    const char *path = item->path;
    one.inputs = item->scan ? NULL : &path;
    one.input_count = !item->scan;
    one.scans = item->scan ? &path : NULL;
    one.scan_count = item->scan;
    one.output = NULL;
    char *buf = NULL;
    size_t len = 0;
    FILE *mem = open_memstream(&buf, &len);
    struct al_batch_result res = {0};
    memset(d, 0, sizeof(*d));
    d->have = true;
    if (!mem) {
        d->status = 2;
        return;
    }
    d->status = run(&one, rules, mem, &res);
    fclose(mem);
    d->out = buf;
    d->out_len = len;
    d->rules = calloc(res.rule_count ? res.rule_count : 1, sizeof(*d->rules));
    for (size_t k = 0; k < res.rule_count && d->rules; k++)
        d->rules[d->rule_count++] = strdup(res.rules[k]);
    free(res.rules);
}

static void done_free(struct done *d)
{
    free(d->out);
    for (size_t k = 0; k < d->rule_count; k++)
        free(d->rules[k]);
    free(d->rules);
    memset(d, 0, sizeof(*d));
}

/* Worker side: "index status out_len rule_count\n" + report + "rule\n" per rule. */
static int send_done(int fd, size_t index, const struct done *d)
{
    char head[96];
    int n = snprintf(head, sizeof(head), "%zu %d %zu %zu\n", index, d->status, d->out_len,
                     d->rule_count);
    FILE *f = fdopen(dup(fd), "w");
    if (!f)
        return -1;
    fwrite(head, 1, (size_t)n, f);
    fwrite(d->out, 1, d->out_len, f);
    for (size_t k = 0; k < d->rule_count; k++)
        fprintf(f, "%s\n", d->rules[k]);
    return fclose(f);
}

/* Parent side: reads one record from a worker's stream into results[]; -1 at its end. */
static int read_done(FILE *f, struct done *results, size_t count)
{
    size_t index, out_len, rules;
    int status;
    if (fscanf(f, "%zu %d %zu %zu", &index, &status, &out_len, &rules) != 4 || fgetc(f) != '\n' ||
        index >= count)
        return -1;
    struct done *d = &results[index];
    d->have = true;
    d->status = status;
    d->out = malloc(out_len + 1);
    d->rules = calloc(rules ? rules : 1, sizeof(*d->rules));
    if (!d->out || !d->rules || fread(d->out, 1, out_len, f) != out_len)
        return -1;
    d->out_len = out_len;
    char line[128];
    for (size_t k = 0; k < rules && fgets(line, sizeof(line), f); k++) {
        line[strcspn(line, "\n")] = '\0';
        d->rules[d->rule_count++] = strdup(line);
    }
    return 0;
}

/* The summary: per rule, how many systems and which, in input order. */
struct rule_tally {
    const char *rule;
    size_t *which;
    size_t count;
};

static void emit(FILE *out, const struct al_cli *cli, const struct item *item,
                 const struct done *d)
{
    if (cli->format == AL_FORMAT_JSON) {
        /* One line: the writer's layout is newlines and indentation, never inside a string. */
        const char *p = d->out, *end = d->out + d->out_len;
        while (p < end) {
            const char *nl = memchr(p, '\n', (size_t)(end - p));
            fwrite(p, 1, (size_t)((nl ? nl : end) - p), out);
            if (!nl)
                break;
            for (p = nl + 1; p < end && *p == ' ';)
                p++;
        }
        fputc('\n', out);
        return;
    }
    if (!cli->quiet)
        fprintf(out, "== %s%s ==\n", item->scan ? "--scan " : "", item->path);
    fwrite(d->out, 1, d->out_len, out);
}

static void summarise(FILE *out, const struct al_cli *cli, const struct items *it,
                      const struct done *results, struct rule_tally *tally, size_t rules)
{
    size_t pass = 0, fail = 0, unusable = 0;
    for (size_t i = 0; i < it->count; i++) {
        int st = results[i].status;
        pass += st == 0;
        fail += st == 1;
        unusable += st != 0 && st != 1;
    }
    if (cli->format == AL_FORMAT_JSON) {
        struct al_json j;
        char *buf = NULL;
        size_t len = 0;
        FILE *mem = open_memstream(&buf, &len);
        if (!mem)
            return;
        al_json_init(&j, mem);
        al_json_begin_object(&j);
        al_json_key(&j, "batch");
        al_json_begin_object(&j);
        al_json_kv_uint(&j, "systems", it->count);
        al_json_kv_uint(&j, "passed", pass);
        al_json_kv_uint(&j, "failed", fail);
        al_json_kv_uint(&j, "unusable", unusable);
        al_json_key(&j, "rules");
        al_json_begin_array(&j);
        for (size_t r = 0; r < rules; r++) {
            al_json_begin_object(&j);
            al_json_kv_string(&j, "rule", tally[r].rule);
            al_json_kv_uint(&j, "systems", tally[r].count);
            al_json_key(&j, "which");
            al_json_begin_array(&j);
            for (size_t k = 0; k < tally[r].count; k++)
                al_json_string(&j, it->v[tally[r].which[k]].path);
            al_json_end_array(&j);
            al_json_end_object(&j);
        }
        al_json_end_array(&j);
        al_json_end_object(&j);
        al_json_end_object(&j);
        al_json_finish(&j);
        fclose(mem);
        struct done d = {true, 0, buf, len, NULL, 0};
        emit(out, cli, NULL, &d);
        free(buf);
        return;
    }
    fprintf(out, "%zu systems: %zu passed, %zu failed, %zu could not be checked\n", it->count,
            pass, fail, unusable);
    for (size_t r = 0; r < rules; r++) {
        fprintf(out, "%s: %zu system%s:", tally[r].rule, tally[r].count,
                tally[r].count == 1 ? "" : "s");
        for (size_t k = 0; k < tally[r].count; k++)
            fprintf(out, " %s", it->v[tally[r].which[k]].path);
        fputc('\n', out);
    }
}

static int by_rule(const void *a, const void *b)
{
    return strcmp(((const struct rule_tally *)a)->rule, ((const struct rule_tally *)b)->rule);
}

static size_t tally_rules(const struct items *it, const struct done *results,
                          struct rule_tally **out)
{
    struct rule_tally *t = NULL;
    size_t n = 0;
    for (size_t i = 0; i < it->count; i++)
        for (size_t k = 0; k < results[i].rule_count; k++) {
            size_t r = 0;
            while (r < n && strcmp(t[r].rule, results[i].rules[k]) != 0)
                r++;
            if (r == n) {
                struct rule_tally *grown = realloc(t, (n + 1) * sizeof(*t));
                if (!grown)
                    continue;
                t = grown;
                t[n] = (struct rule_tally){results[i].rules[k], calloc(it->count, sizeof(size_t)), 0};
                if (!t[n].which)
                    continue;
                n++;
            }
            t[r].which[t[r].count++] = i;
        }
    if (n)
        qsort(t, n, sizeof(*t), by_rule);
    *out = t;
    return n;
}

/* A worker: systems w, w + n, ...; each result written to fd as it completes. */
static void worker(const struct al_cli *cli, struct al_rules_run *rules, al_batch_run_fn run,
                   const struct items *it, size_t w, size_t n, int fd)
{
    for (size_t i = w; i < it->count; i += n) {
        struct done d;
        run_one(cli, rules, run, &it->v[i], &d);
        int rc = send_done(fd, i, &d);
        done_free(&d);
        if (rc != 0)
            _exit(2);
    }
    _exit(0);
}

int al_batch_run(const struct al_cli *cli, struct al_rules_run *rules, al_batch_run_fn run)
{
    if (cli->write_baseline || cli->write_waivers || cli->extract_dir) {
        fputs("acpilint: --each cannot write one baseline, waiver file or extract folder for "
              "many systems\n",
              stderr);
        return 2;
    }
    struct items it = {0};
    struct done *results = NULL;
    FILE *out = stdout;
    int worst = 0;
    /* SARIF, JUnit, GitLab: one document of every system's, written once all are in. */
    bool merged = al_merge_wanted(cli->format);
    struct al_merge merge;
    if ((merged && al_merge_init(&merge, cli->format) != 0) || expand(&it, cli) != 0 ||
        !(results = calloc(it.count ? it.count : 1, sizeof(*results)))) {
        if (merged && merge.body)
            al_merge_finish(&merge, NULL);
        merged = false;
        fputs("acpilint: out of memory\n", stderr);
        worst = 2;
        goto end;
    }
    if (cli->output && !(out = fopen(cli->output, "w"))) {
        fprintf(stderr, "acpilint: %s: cannot write: %s\n", cli->output, strerror(errno));
        worst = 2;
        goto end;
    }
    size_t n = cli->jobs < it.count ? cli->jobs : it.count;
    FILE *from[256] = {0};
    pid_t pids[256] = {0};
    if (n > 1) {
        fflush(NULL); /* nothing buffered is written twice by the children */
        for (size_t w = 0; w < n; w++) {
            int fd[2];
            if (pipe(fd) != 0 || (pids[w] = fork()) < 0) {
                /* The started workers stop at their first write (EPIPE) once nobody reads. */
                fprintf(stderr, "acpilint: cannot start worker %zu: %s\n", w, strerror(errno));
                for (size_t k = 0; k < w; k++) {
                    fclose(from[k]);
                    waitpid(pids[k], NULL, 0);
                }
                worst = 2;
                goto end;
            }
            if (pids[w] == 0) {
                close(fd[0]);
                for (size_t k = 0; k < w; k++)
                    fclose(from[k]);
                worker(cli, rules, run, &it, w, n, fd[1]);
            }
            close(fd[1]);
            from[w] = fdopen(fd[0], "r");
        }
    }
    for (size_t i = 0; i < it.count; i++) {
        struct done *d = &results[i];
        size_t w = n > 1 ? i % n : 0;
        /* Workers answer in index order, each for its own systems: read the one that has i. */
        if (n > 1 && (!from[w] || read_done(from[w], results, it.count) != 0 || !d->have)) {
            done_free(d);
            fprintf(stderr, "acpilint: %s: the worker checking it stopped\n", it.v[i].path);
            *d = (struct done){true, 2, NULL, 0, NULL, 0};
        } else if (n <= 1) {
            run_one(cli, rules, run, &it.v[i], d);
        }
        if (merged)
            al_merge_add(&merge, d->out, d->out_len);
        else
            emit(out, cli, &it.v[i], d);
        free(d->out);
        d->out = NULL;
        if (d->status > worst)
            worst = d->status;
    }
    for (size_t w = 0; n > 1 && w < n; w++) {
        if (from[w])
            fclose(from[w]);
        int st;
        while (waitpid(pids[w], &st, 0) < 0 && errno == EINTR)
            ;
    }
    if (merged && al_merge_finish(&merge, out) != 0) {
        fputs("acpilint: out of memory while joining the systems' reports\n", stderr);
        worst = 2;
    }
    merged = false;
    struct rule_tally *tally = NULL;
    size_t rules_seen = tally_rules(&it, results, &tally);
    /* After a document, the summary would break it: it goes to standard error. */
    summarise(al_merge_wanted(cli->format) ? stderr : out, cli, &it, results, tally, rules_seen);
    for (size_t r = 0; r < rules_seen; r++)
        free(tally[r].which);
    free(tally);
    if (out != stdout && fclose(out) != 0) {
        fprintf(stderr, "acpilint: %s: cannot write: %s\n", cli->output, strerror(errno));
        worst = 2;
    }
end:
    if (merged) /* stopped before the document was written (no output file) */
        al_merge_finish(&merge, NULL);
    for (size_t i = 0; i < it.count; i++) {
        if (results)
            done_free(&results[i]);
        free(it.v[i].path);
    }
    free(results);
    free(it.v);
    return worst;
}
