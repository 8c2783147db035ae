/* SPDX-License-Identifier: MIT */
/*
 * --scan: find ACPI tables anywhere in an arbitrary binary.
 *
 * A candidate is a known signature followed by a sane header: a Length that
 * fits the image and AL_SCAN_MAX_TABLE, a plausible Revision and text in the
 * OEM ID, OEM Table ID and Creator ID (ACPI 6.5 section 5.2.6), of which one
 * byte (or the Revision) may be off, so one flipped header byte still leaves
 * a candidate.  Every candidate is loaded and then checked like any table:
 * a wrong checksum is table.checksum, an error, so an image with one flipped
 * byte in a table fails.  A header that is sane but for a Length that cannot
 * be right is scan.table-length; one whose signature is a byte away from a
 * known one and whose bytes sum to zero with that byte put back is
 * scan.signature-corrupt.
 *
 * Linear in the image whatever its bytes:
 * - three bytes in four are looked at first: a signature is four bytes from
 *   [A-Z0-9! ], and one that starts in 4k-3..4k covers byte 4k and one of
 *   4k-1 and 4k+1, so with one byte corrupted one of those three is still
 *   a signature byte;
 * - a table whose checksum holds proves its Length: the scan goes on after
 *   it, so bytes inside it (a DSDT quoting "SSDT") start nothing;
 * - a candidate whose checksum fails proves nothing about its Length: it is
 *   loaded, and until its claimed end only candidates with a valid checksum
 *   are taken (a fake header cannot hide a real table), so loaded tables
 *   overlap at most two deep and copying costs at most twice the image;
 * - checksums come from prefix sums kept every SUM_STEP bytes (built as far
 *   as a candidate needs, once), so each costs at most 2 * SUM_STEP bytes.
 * FACS is not looked for: firmware builds it at boot, and it has no checksum.
 *
 * UEFI firmware volumes are walked first (include/acpilint/fv.h): the tables
 * of their ACPI table storage files are loaded from their sections, even
 * compressed ones, and those bytes are not scanned again.
 */
#include "acpilint/rule_ids.h"
#include "acpilint/scan.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "acpilint/budget.h"
#include "acpilint/fv.h"
#include "acpilint/load.h"
#include "load/load_internal.h"

/*
 * ACPI 6.5 tables 5.5 and 5.6 (signatures defined and reserved by the
 * specification) and the ones Linux or ACPICA know beside them.  "RSD PTR "
 * is handled apart; FACS has no checksum.
 */
static const char known[][5] = {
    "AEST", "AGDI", "APIC", "APMT", "ASF!", "BDAT", "BERT", "BGRT", "BOOT", "CCEL", "CDIT",
    "CEDT", "CPEP", "CRAT", "CSRT", "DBG2", "DBGP", "DMAR", "DRTM", "DSDT", "ECDT", "EINJ",
    "ERST", "ETDT", "FACP", "FPDT", "GTDT", "HEST", "HMAT", "HPET", "IBFT", "IERS", "IORT",
    "IVRS", "KEYP", "LPIT", "MCFG", "MCHI", "MISC", "MPAM", "MPST", "MSCT", "MSDM", "NBFT",
    "NFIT", "PCCT", "PDTT", "PHAT", "PMTT", "PPTT", "PRMT", "PSDT", "RASF", "RAS2", "RGRT",
    "RHCT", "RSDT", "SBST", "SDEI", "SDEV", "SLIC", "SLIT", "SPCR", "SPMI", "SRAT", "SSDT",
    "STAO", "SVKL", "SWFT", "TCPA", "TPM2", "UEFI", "VIOT", "WAET", "WDAT", "WDDT", "WDRT",
    "WPBT", "WSMT", "XENV", "XSDT",
};

#define HASH_BITS 9
#define HASH_SIZE (1u << HASH_BITS)
#define SUM_STEP 64u
/* Highest Revision taken as plausible: ACPI 6.5's highest is MADT's 7 (section 5.2.12). */
#define MAX_REVISION 15u

struct sig_index {
    uint8_t sig_byte[256];    /* 1: the byte occurs in some signature (or "RSD PTR ") */
    uint8_t pair[65536 / 8];  /* bit set: a known signature starts with these 2 bytes (LE) */
    uint8_t tail[65536 / 8];  /* bit set: a known signature ends with these 2 bytes (LE) */
    uint32_t slot[HASH_SIZE]; /* open addressing; 0 is empty (no signature is 4 NULs) */
};

/* Byte ranges of the image the firmware-volume walk loaded as tables (start, end pairs). */
#define MAX_CLAIMS 4096

/* One scan: the image, its prefix sums as far as built, and what it found. */
struct scan {
    struct al_tableset *ts;
    const char *name;
    const uint8_t *data;
    size_t size;
    uint8_t *sums;    /* sums[k]: byte sum of data[0, k * SUM_STEP) */
    size_t sums_done; /* entries of sums[] filled */
    size_t found;
    bool stopped; /* the run budget's work guard said stop (scan.work-limit) */
    struct sig_index ix;
    uint64_t claimed[2 * MAX_CLAIMS];
};

static uint32_t le32(const uint8_t *p)
{
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

static unsigned hash_of(uint32_t v)
{
    return (unsigned)((v * 2654435761u) >> (32 - HASH_BITS));
}

static void index_add_bytes(struct sig_index *ix, const char *s, size_t n)
{
    for (size_t i = 0; i < n; i++)
        ix->sig_byte[(uint8_t)s[i]] = 1;
    unsigned p = (uint8_t)s[0] | (unsigned)(uint8_t)s[1] << 8;
    ix->pair[p >> 3] |= (uint8_t)(1u << (p & 7));
    unsigned t = (uint8_t)s[2] | (unsigned)(uint8_t)s[3] << 8;
    ix->tail[t >> 3] |= (uint8_t)(1u << (t & 7));
}

static bool bit_of(const uint8_t *map, const uint8_t *p)
{
    unsigned v = (unsigned)p[0] | (unsigned)p[1] << 8;
    return map[v >> 3] & (1u << (v & 7));
}

static void index_build(struct sig_index *ix)
{
    memset(ix, 0, sizeof(*ix));
    for (size_t i = 0; i < sizeof(known) / sizeof(known[0]); i++) {
        uint32_t v = le32((const uint8_t *)known[i]);
        unsigned h = hash_of(v);
        while (ix->slot[h])
            h = (h + 1) & (HASH_SIZE - 1);
        ix->slot[h] = v;
        index_add_bytes(ix, known[i], 4);
    }
    index_add_bytes(ix, "RSD PTR ", 4);
}

static bool index_has(const struct sig_index *ix, uint32_t v)
{
    for (unsigned h = hash_of(v); ix->slot[h]; h = (h + 1) & (HASH_SIZE - 1))
        if (ix->slot[h] == v)
            return true;
    return false;
}

static uint8_t sum8(const uint8_t *p, size_t n)
{
    uint8_t s = 0;
    for (size_t i = 0; i < n; i++)
        s = (uint8_t)(s + p[i]);
    return s;
}

/* Builds the prefix sums up to (at least) byte `end`; false when out of memory. */
static bool sums_upto(struct scan *s, size_t end)
{
    if (!s->sums) {
        s->sums = malloc(s->size / SUM_STEP + 1);
        if (!s->sums)
            return false;
        s->sums[0] = 0;
        s->sums_done = 1;
    }
    size_t want = end / SUM_STEP + 1;
    if (want > s->sums_done && !al_budget_work(s->ts, (uint64_t)(want - s->sums_done) * SUM_STEP)) {
        s->stopped = true;
        return false;
    }
    for (size_t k = s->sums_done; k < want; k++)
        s->sums[k] = (uint8_t)(s->sums[k - 1] + sum8(s->data + (k - 1) * SUM_STEP, SUM_STEP));
    if (want > s->sums_done)
        s->sums_done = want;
    return true;
}

/* Byte sum of data[a, b); 1 (not a valid checksum) when out of memory. */
static uint8_t range_sum(struct scan *s, size_t a, size_t b)
{
    size_t ka = (a + SUM_STEP - 1) / SUM_STEP, kb = b / SUM_STEP;
    /* The run budget's work guard (budget.h): the bytes summed here, fewer than 2 * SUM_STEP. */
    if (!al_budget_work(s->ts, ka >= kb ? b - a : ka * SUM_STEP - a + (b - kb * SUM_STEP))) {
        s->stopped = true;
        return 1;
    }
    if (ka >= kb)
        return sum8(s->data + a, b - a);
    if (!sums_upto(s, b))
        return 1;
    return (uint8_t)(sum8(s->data + a, ka * SUM_STEP - a) + (uint8_t)(s->sums[kb] - s->sums[ka]) +
                     sum8(s->data + kb * SUM_STEP, b - kb * SUM_STEP));
}

static bool is_text(uint8_t c)
{
    return c == 0 || (c >= 0x20 && c < 0x7f);
}

/*
 * How far a header is from a sane one: 1 for an implausible Revision, 1 for
 * each byte of OEM ID, OEM Table ID and Creator ID that is not text or NUL;
 * counting stops at 2.  Every table of the shared real corpus but FACS
 * (excluded) scores 0; 18 random bytes score 0 or 1 about once in ten million.
 */
static unsigned header_strikes(const uint8_t *p, uint8_t rev)
{
    static const uint8_t text_at[] = {10, 11, 12, 13, 14, 15, 16, 17, 18,
                                      19, 20, 21, 22, 23, 28, 29, 30, 31};
    unsigned strikes = rev > MAX_REVISION;
    for (size_t i = 0; i < sizeof(text_at) && strikes < 2; i++)
        strikes += !is_text(p[text_at[i]]);
    return strikes;
}

static void add_table(struct scan *s, size_t pos, size_t len)
{
    struct al_source src = {0};
    src.file = s->name;
    src.offset = pos;
    if (al_tableset_full(s->ts, &src))
        return;
    /* A table the run budget refuses is a cut al_tableset_add() records itself. */
    if (al_tableset_add(s->ts, s->data + pos, len, NULL, &src))
        s->found++;
}

/*
 * The RSDP candidate at pos (ACPI 6.5 section 5.2.5.3): "RSD PTR ", text in
 * the OEM ID and Revision 0 or 2, with one of those bytes allowed off.
 * Returns 20 for revision 0, else its Length when that fits, else 36; 0 when
 * it is no candidate.  *sig_off: the signature byte that differs, or -1.
 */
static size_t rsdp_length(const struct scan *s, size_t pos, int *sig_off)
{
    static const char sig[] = "RSD PTR ";
    const uint8_t *p = s->data + pos;
    size_t left = s->size - pos;
    if (left < AL_RSDP_V1_SIZE)
        return 0;
    unsigned strikes = 0;
    *sig_off = -1;
    for (int i = 0; i < 8; i++)
        if (p[i] != (uint8_t)sig[i]) {
            strikes++;
            *sig_off = i;
        }
    uint8_t rev = p[15];
    strikes += rev != 0 && rev != 2;
    for (size_t i = 9; i < 15; i++)
        strikes += !is_text(p[i]);
    if (strikes > 1)
        return 0;
    if (rev != 2)
        return AL_RSDP_V1_SIZE;
    if (left < AL_RSDP_V2_SIZE)
        return 0;
    uint32_t len = le32(p + 20);
    return len >= AL_RSDP_V2_SIZE && len <= left && len <= 4096 ? len : AL_RSDP_V2_SIZE;
}

static void report_corrupt_signature(struct scan *s, size_t pos, size_t len, const char *name,
                                     unsigned at, uint8_t want)
{
    al_report(s->ts, AL_R_SCAN_SIGNATURE_CORRUPT, al_at_file(s->name, pos, 0),
              "a %zu-byte table at file offset 0x%zx is a %s whose signature byte %u is 0x%02x "
              "instead of '%c': the firmware would install it under a name nothing looks for",
              len, pos, name, at, s->data[pos + at], want);
}

/*
 * A sane header whose signature is one byte away from a known one, and whose
 * bytes sum to zero once that byte is put back: a table with a corrupted
 * signature (the firmware would install it under a name nothing looks for).
 * Returns its length, or 0.
 */
static size_t corrupt_signature(struct scan *s, size_t pos, uint32_t len)
{
    const uint8_t *p = s->data + pos;
    uint8_t sum = range_sum(s, pos, pos + len);
    for (size_t k = 0; !s->stopped && k < sizeof(known) / sizeof(known[0]); k++) {
        unsigned differ = 0, at = 0;
        for (unsigned i = 0; i < 4; i++)
            if (p[i] != (uint8_t)known[k][i]) {
                differ++;
                at = i;
            }
        if (differ != 1 || (uint8_t)(sum - p[at] + (uint8_t)known[k][at]) != 0)
            continue;
        char name[16];
        snprintf(name, sizeof(name), "%s table", known[k]);
        report_corrupt_signature(s, pos, len, name, at, (uint8_t)known[k][at]);
        return len;
    }
    return 0;
}

/*
 * The candidate at pos: returns the bytes to advance by, and adds what it
 * finds.  Before *broken_end the bytes belong to a loaded table whose
 * checksum failed, and only tables whose checksum holds are taken.
 */
static size_t try_at(struct scan *s, size_t pos, size_t *broken_end)
{
    const uint8_t *p = s->data + pos;
    size_t left = s->size - pos;
    bool inside_broken = pos < *broken_end;
    int sig_off;
    size_t len = rsdp_length(s, pos, &sig_off);
    if (len && sig_off >= 0) {
        /* Its first 20 bytes sum to zero once the byte is put back: an RSDP. */
        uint8_t want = (uint8_t)"RSD PTR "[sig_off];
        if (inside_broken || (uint8_t)(range_sum(s, pos, pos + AL_RSDP_V1_SIZE) -
                                       p[sig_off] + want) != 0)
            return 1;
        report_corrupt_signature(s, pos, len, "root pointer (RSDP)", (unsigned)sig_off, want);
        return len;
    }
    if (!len) {
        if (left < AL_HEADER_SIZE)
            return 1;
        unsigned strikes = header_strikes(p, p[8]);
        if (strikes > 1)
            return 1;
        uint32_t claimed = le32(p + 4);
        bool fits = claimed >= AL_HEADER_SIZE && claimed <= left && claimed <= AL_SCAN_MAX_TABLE;
        if (!index_has(&s->ix, le32(p))) {
            size_t n = strikes == 0 && fits && !inside_broken ? corrupt_signature(s, pos, claimed)
                                                               : 0;
            return n ? n : 1;
        }
        if (!fits) {
            if (strikes == 0 && !inside_broken)
                al_report(s->ts, AL_R_SCAN_TABLE_LENGTH, al_at_file(s->name, pos, 0),
                          "%.4s table header at file offset 0x%zx claims a Length of %u bytes, "
                          "which %s: the table is not loaded",
                          (const char *)p, pos, claimed,
                          claimed < AL_HEADER_SIZE ? "is shorter than its header"
                          : claimed > left         ? "runs past the end of the image"
                                                   : "is larger than any real table");
            return 1;
        }
        len = claimed;
    }
    bool valid = range_sum(s, pos, pos + len) == 0;
    if (s->stopped)
        return 1;
    if (!valid && inside_broken)
        return 1;
    add_table(s, pos, len);
    if (valid)
        return len;
    *broken_end = pos + len;
    return 4;
}

size_t al_scan_buffer(struct al_tableset *ts, const char *name, const uint8_t *data, size_t size)
{
    struct scan *s = calloc(1, sizeof(*s));
    if (!s) {
        al_report(ts, AL_R_INPUT_UNSPLIT_BYTES, al_at_file(name, 0, 0),
                  "out of memory: the %zu bytes were not scanned", size);
        return 0;
    }
    s->ts = ts;
    s->name = al_tableset_intern(ts, name);
    s->data = data;
    s->size = size;
    index_build(&s->ix);
    al_budget_work_begin(ts, name, size);
    /* Firmware volumes first: their ACPI table storage files say where each table is. */
    size_t claims = 0;
    size_t before = ts->count;
    al_fv_walk(ts, s->name, data, size, NULL, NULL, s->claimed, MAX_CLAIMS, &claims);
    s->found = ts->count - before;
    size_t next_claim = 0;
    size_t broken_end = 0;
    size_t pos = 0;
    size_t last = size >= AL_RSDP_V1_SIZE ? size - AL_RSDP_V1_SIZE : 0;
    const uint8_t *sb = s->ix.sig_byte;
    while (size >= AL_RSDP_V1_SIZE && pos <= last && !s->stopped) {
        /* The tables the volume walk loaded are not looked at again. */
        while (next_claim < claims && pos >= s->claimed[2 * next_claim]) {
            if (pos < s->claimed[2 * next_claim + 1])
                pos = (size_t)s->claimed[2 * next_claim + 1];
            next_claim++;
        }
        if (pos > last)
            break;
        /*
         * A signature starting at pos..pos+3 covers byte pos + 3 and one of
         * pos + 2 and pos + 4; with at most one byte corrupted, one of the
         * three is a signature byte.  (pos + 4 < size: pos <= size - 20.)
         */
        if (!(sb[data[pos + 2]] | sb[data[pos + 3]] | sb[data[pos + 4]])) {
            pos += 4;
            continue;
        }
        /* The four starts of the block, up to a claimed table or the end. */
        size_t stop = pos + 4 <= last + 1 ? pos + 4 : last + 1;
        if (next_claim < claims && stop > s->claimed[2 * next_claim])
            stop = (size_t)s->claimed[2 * next_claim];
        size_t next = stop;
        for (size_t q = pos; q < stop; q++) {
            if (!bit_of(s->ix.pair, data + q) && !bit_of(s->ix.tail, data + q + 2))
                continue;
            size_t step = try_at(s, q, &broken_end);
            if (step > 1 || s->stopped) {
                next = q + step;
                break;
            }
        }
        pos = next > pos ? next : pos + 1;
    }
    al_budget_work_end(ts);
    size_t found = s->found;
    free(s->sums);
    free(s);
    return found;
}

static void add_input(struct al_tableset *ts, const char *path)
{
    char **grown = realloc(ts->inputs, (ts->input_count + 1) * sizeof(*grown));
    if (!grown)
        return;
    ts->inputs = grown;
    ts->inputs[ts->input_count] = strdup(path);
    if (ts->inputs[ts->input_count])
        ts->input_count++;
}

static void report_found(struct al_tableset *ts, const char *name, size_t found, size_t size)
{
    if (!found)
        al_report(ts, AL_R_INPUT_NO_TABLES, al_at_file(name, AL_NO_OFFSET, 0),
                  "no ACPI table header found by scanning %zu bytes", size);
}

static int scan_stream(struct al_tableset *ts)
{
    struct al_input_bytes in;
    al_read_input(ts, STDIN_FILENO, "<stdin>", &in);
    report_found(ts, "<stdin>", al_scan_buffer(ts, "<stdin>", in.data, in.size), in.size);
    al_input_release(ts, &in);
    return AL_LOAD_OK;
}

static int scan_file(struct al_tableset *ts, const char *path, char *err, size_t err_size)
{
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) {
        snprintf(err, err_size, "%s: cannot open: %s", path, strerror(errno));
        return AL_LOAD_UNREADABLE;
    }
    struct stat st;
    if (fstat(fd, &st) != 0) {
        snprintf(err, err_size, "%s: cannot open: %s", path, strerror(errno));
        close(fd);
        return AL_LOAD_UNREADABLE;
    }
    if (!S_ISREG(st.st_mode)) {
        snprintf(err, err_size, "%s: cannot scan: not a regular file", path);
        close(fd);
        return AL_LOAD_UNREADABLE;
    }
    size_t size = (size_t)st.st_size;
    if (size == 0) {
        close(fd);
        report_found(ts, path, 0, 0);
        return AL_LOAD_OK;
    }
    int flags = MAP_PRIVATE;
#ifdef MAP_POPULATE
    flags |= MAP_POPULATE; /* one pass reads it all: map it in one go, not a fault a page */
#endif
    void *map = mmap(NULL, size, PROT_READ, flags, fd, 0);
    close(fd);
    if (map == MAP_FAILED) {
        snprintf(err, err_size, "%s: cannot map: %s", path, strerror(errno));
        return AL_LOAD_UNREADABLE;
    }
    (void)madvise(map, size, MADV_SEQUENTIAL);
    report_found(ts, path, al_scan_buffer(ts, path, map, size), size);
    munmap(map, size);
    return AL_LOAD_OK;
}

int al_load_scan(struct al_tableset *ts, const char *path, char *err, size_t err_size)
{
    char scratch[8];
    if (!err) {
        err = scratch;
        err_size = sizeof(scratch);
    }
    err[0] = '\0';
    add_input(ts, path);
    if (strcmp(path, "-") != 0)
        al_load_note_file(ts, path);
    int rc = strcmp(path, "-") == 0 ? scan_stream(ts) : scan_file(ts, path, err, err_size);
    if (rc != AL_LOAD_OK) {
        /* Told with the other cuts; err still names the path for the caller. */
        const char *reason = strncmp(err, path, strlen(path)) == 0 ? err + strlen(path) : err;
        al_load_unreadable(ts, path, reason[0] == ':' ? reason + 2 : reason);
    }
    return rc;
}
