/* SPDX-License-Identifier: MIT */
/*
 * --scan: find ACPI tables anywhere in an arbitrary binary.  One pass over
 * the memory-mapped file: a bitmap of the first two bytes of every known
 * signature rejects all but about one offset in 800 of random data at once,
 * the four bytes of a candidate signature are looked up in a small hash of
 * the signatures ACPI defines, then the Length must fit what is left and
 * the whole table must sum to zero (ACPI 6.5 section 5.2.6).  A table found
 * is skipped over, so bytes inside it (a DSDT quoting "SSDT") never start
 * another.  FACS is not looked for: it has no checksum to confirm it.
 */
#include "acpilint/scan.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

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

struct sig_index {
    uint8_t pair[65536 / 8];  /* bit set: a known signature starts with these 2 bytes (LE) */
    uint32_t slot[HASH_SIZE]; /* open addressing; 0 is empty (no signature is 4 NULs) */
};

static uint32_t le32(const uint8_t *p)
{
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

static unsigned hash_of(uint32_t v)
{
    return (unsigned)((v * 2654435761u) >> (32 - HASH_BITS));
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
        unsigned p = v & 0xffff;
        ix->pair[p >> 3] |= (uint8_t)(1u << (p & 7));
    }
    ix->pair[('R' | 'S' << 8) >> 3] |= (uint8_t)(1u << (('R' | 'S' << 8) & 7)); /* "RSD PTR " */
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

/* Size of a valid RSDP at p (20 or its Length), or 0.  ACPI 6.5 section 5.2.5.3. */
static size_t rsdp_at(const uint8_t *p, size_t left)
{
    if (left < AL_RSDP_V1_SIZE || memcmp(p, "RSD PTR ", 8) != 0 || sum8(p, AL_RSDP_V1_SIZE))
        return 0;
    if (p[15] < 2)
        return AL_RSDP_V1_SIZE;
    if (left < AL_RSDP_V2_SIZE)
        return 0;
    uint32_t len = le32(p + 20);
    if (len < AL_RSDP_V2_SIZE || len > left || len > 4096 || sum8(p, len))
        return 0;
    return len;
}

static void add_table(struct al_tableset *ts, const char *name, const uint8_t *p, size_t len,
                      size_t offset)
{
    struct al_source src = {0};
    src.file = name;
    src.offset = offset;
    if (al_tableset_full(ts, &src))
        return;
    if (!al_tableset_add(ts, p, len, NULL, &src))
        al_report(ts, "input.unsplit-bytes", al_at_file(name, offset, 0),
                  "out of memory: the %zu-byte table at file offset 0x%zx was not loaded", len,
                  offset);
}

size_t al_scan_buffer(struct al_tableset *ts, const char *name, const uint8_t *data, size_t size)
{
    struct sig_index ix;
    index_build(&ix);
    name = al_tableset_intern(ts, name);
    /* The run budget's work guard (budget.h) bounds the checksum work per image byte. */
    al_budget_work_begin(ts, name, size);
    size_t found = 0;
    size_t pos = 0;
    while (size >= AL_RSDP_V1_SIZE && pos <= size - AL_RSDP_V1_SIZE) {
        const uint8_t *p = data + pos;
        unsigned pair = (unsigned)p[0] | (unsigned)p[1] << 8;
        if (!(ix.pair[pair >> 3] & (1u << (pair & 7)))) {
            pos++;
            continue;
        }
        size_t left = size - pos;
        size_t len = rsdp_at(p, left);
        if (len) {
            add_table(ts, name, p, len, pos);
            found++;
            pos += len;
            continue;
        }
        if (left < AL_HEADER_SIZE || !index_has(&ix, le32(p))) {
            pos++;
            continue;
        }
        uint32_t claimed = le32(p + 4);
        if (claimed < AL_HEADER_SIZE || claimed > left || claimed > AL_SCAN_MAX_TABLE) {
            pos++;
            continue;
        }
        if (!al_budget_work(ts, claimed))
            break;
        if (sum8(p, claimed) != 0) {
            al_report(ts, "scan.checksum-mismatch", al_at_file(name, pos, 0),
                      "%.4s signature with a plausible Length (%u bytes) at file offset 0x%zx, "
                      "but the bytes do not sum to zero: not loaded",
                      (const char *)p, claimed, pos);
            pos++;
            continue;
        }
        add_table(ts, name, p, claimed, pos);
        found++;
        pos += claimed;
    }
    al_budget_work_end(ts);
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
        al_report(ts, "input.no-tables", al_at_file(name, AL_NO_OFFSET, 0),
                  "no ACPI table with a valid checksum found by scanning %zu bytes", size);
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
    int rc = strcmp(path, "-") == 0 ? scan_stream(ts) : scan_file(ts, path, err, err_size);
    if (rc != AL_LOAD_OK) {
        /* Told with the other cuts; err still names the path for the caller. */
        const char *reason = strncmp(err, path, strlen(path)) == 0 ? err + strlen(path) : err;
        al_load_unreadable(ts, path, reason[0] == ':' ? reason + 2 : reason);
    }
    return rc;
}
