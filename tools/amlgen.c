/* SPDX-License-Identifier: MIT */
/*
 * acpilint-amlgen: write the generated benchmark DSDT of bench/namespace.sh
 * directly as AML.
 *
 *     acpilint-amlgen N OUT.aml
 *
 * The table is the one iasl compiles from the ASL that bench/gen_asl.sh
 * writes for N devices, byte for byte from offset 36 (the header's compiler
 * id and revision are ours): compiling 100k devices with iasl takes about
 * ten minutes, writing them here takes milliseconds.
 * tests/scripts/test_amlgen.sh compares the two for several N.
 *
 * Every choice below that the AML grammar leaves open is made the way iasl
 * makes it: the smallest PkgLength encoding, the shortest integer encoding,
 * \_SB written as the single NameSeg _SB_ (iasl's name path optimisation at
 * the root), and an End Tag checksum of zero.
 *
 * Build tool only; not part of the acpilint library.
 */
#include <errno.h>
#include <inttypes.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define PROG "acpilint-amlgen"
#define HEADER_SIZE 36u
/* Device names repeat every 4096 (D000..DFFF) inside blocks G000..GFFF. */
#define BLOCK_DEVICES 4096u
#define MAX_DEVICES (BLOCK_DEVICES * 4096u)
/* ACPI 6.5 section 20.2.4: at most 28 bits in four encoded bytes. */
#define PKG_LENGTH_MAX 0x0FFFFFFFu

/* ACPI 6.5 section 20.2 opcodes the table uses. */
#define AML_ZERO 0x00          /* 20.2.3 ConstObj */
#define AML_ONE 0x01
#define AML_NAME 0x08          /* 20.2.5.1 DefName */
#define AML_BYTE_PREFIX 0x0A   /* 20.2.3 ComputationalData */
#define AML_WORD_PREFIX 0x0B
#define AML_DWORD_PREFIX 0x0C
#define AML_STRING_PREFIX 0x0D
#define AML_QWORD_PREFIX 0x0E
#define AML_SCOPE 0x10         /* 20.2.5.1 DefScope */
#define AML_BUFFER 0x11        /* 20.2.5.4 DefBuffer */
#define AML_METHOD 0x14        /* 20.2.5.2 DefMethod */
#define AML_EXT_PREFIX 0x5B
#define AML_EXT_DEVICE 0x82    /* 20.2.5.2 DefDevice: ExtOpPrefix 0x82 */
#define AML_ARG0 0x68          /* 20.2.6.1 */
#define AML_ARG1 0x69
#define AML_ADD 0x72           /* 20.2.5.4 DefAdd */
#define AML_LEQUAL 0x93        /* 20.2.5.4 DefLEqual */
#define AML_IF 0xA0            /* 20.2.5.3 DefIfElse */
#define AML_RETURN 0xA4        /* 20.2.5.3 DefReturn */

/* A growable byte buffer; every append checks its allocation. */
struct buf {
    uint8_t *data;
    size_t len;
    size_t cap;
};

static int buf_reserve(struct buf *b, size_t more)
{
    size_t cap = b->cap ? b->cap : 4096;
    uint8_t *p;

    if (more > SIZE_MAX - b->len) {
        fprintf(stderr, PROG ": table too large\n");
        return -1;
    }
    if (b->len + more <= b->cap) {
        return 0;
    }
    while (cap < b->len + more) {
        if (cap > SIZE_MAX / 2) {
            cap = b->len + more;
            break;
        }
        cap *= 2;
    }
    p = realloc(b->data, cap);
    if (p == NULL) {
        fprintf(stderr, PROG ": out of memory (%zu bytes)\n", cap);
        return -1;
    }
    b->data = p;
    b->cap = cap;
    return 0;
}

static int put(struct buf *b, const void *bytes, size_t n)
{
    if (buf_reserve(b, n) != 0) {
        return -1;
    }
    memcpy(b->data + b->len, bytes, n);
    b->len += n;
    return 0;
}

static int put1(struct buf *b, uint8_t v)
{
    return put(b, &v, 1);
}

static int put_le(struct buf *b, uint64_t v, unsigned size)
{
    uint8_t le[8];
    unsigned i;

    for (i = 0; i < size; i++) {
        le[i] = (uint8_t)(v >> (8 * i));
    }
    return put(b, le, size);
}

/*
 * Integers as iasl writes them (ACPI 6.5 section 20.2.3): ZeroOp and OneOp
 * for 0 and 1, otherwise the shortest prefix that holds the value.  OnesOp
 * is never chosen for a 64-bit (revision 2) table below 2^64-1, which no
 * value here reaches.
 */
static int put_integer(struct buf *b, uint64_t v)
{
    if (v == 0) {
        return put1(b, AML_ZERO);
    }
    if (v == 1) {
        return put1(b, AML_ONE);
    }
    if (v <= 0xFF) {
        return put1(b, AML_BYTE_PREFIX) || put_le(b, v, 1) ? -1 : 0;
    }
    if (v <= 0xFFFF) {
        return put1(b, AML_WORD_PREFIX) || put_le(b, v, 2) ? -1 : 0;
    }
    if (v <= 0xFFFFFFFFu) {
        return put1(b, AML_DWORD_PREFIX) || put_le(b, v, 4) ? -1 : 0;
    }
    return put1(b, AML_QWORD_PREFIX) || put_le(b, v, 8) ? -1 : 0;
}

/* A NameSeg (20.2.2): exactly four characters. */
static int put_nameseg(struct buf *b, const char *seg)
{
    return put(b, seg, 4);
}

/* The body of a package starts here; pkg_end() prefixes its PkgLength. */
static size_t pkg_begin(const struct buf *b)
{
    return b->len;
}

/*
 * Inserts the PkgLength (ACPI 6.5 section 20.2.4) of the package body that
 * runs from `start` to the end of the buffer, in front of that body.  The
 * encoded value counts the PkgLength bytes themselves, so the number of
 * bytes is the smallest n with body + n inside what n bytes can hold: 6 bits
 * in a lone PkgLeadByte, else 4 bits in the lead byte (bits 7-6 giving the
 * count of following bytes) and 8 more per following byte.  iasl makes the
 * same choice (smallest that fits).
 */
static int pkg_end(struct buf *b, size_t start)
{
    static const uint32_t max_for[5] = { 0, 0x3Fu, 0xFFFu, 0xFFFFFu, PKG_LENGTH_MAX };
    size_t body = b->len - start;
    uint8_t enc[4];
    uint32_t total;
    unsigned n;

    for (n = 1; n <= 4; n++) {
        if (body <= max_for[n] - n) {
            break;
        }
    }
    if (n > 4) {
        fprintf(stderr, PROG ": a package of %zu bytes exceeds the 28-bit PkgLength\n", body);
        return -1;
    }
    total = (uint32_t)body + n;
    if (n == 1) {
        enc[0] = (uint8_t)total;
    } else {
        unsigned i;

        enc[0] = (uint8_t)(((n - 1) << 6) | (total & 0x0F));
        for (i = 1; i < n; i++) {
            enc[i] = (uint8_t)(total >> (4 + 8 * (i - 1)));
        }
    }
    if (buf_reserve(b, n) != 0) {
        return -1;
    }
    memmove(b->data + start + n, b->data + start, body);
    memcpy(b->data + start, enc, n);
    b->len += n;
    return 0;
}

/*
 * Name (_CRS, ResourceTemplate () { Memory32Fixed (ReadWrite, base, 0x1000) })
 * A Buffer (20.2.5.4) holding a 32-Bit Fixed Memory Range Descriptor (ACPI
 * 6.5 section 6.4.3.4: large item 0x86, length 9, information byte bit 0 =
 * read-write, base, range length) and an End Tag (6.4.2.9: small item 0x79,
 * checksum byte; iasl writes 0, which "means the resource data is treated as
 * if the checksum operation succeeded").
 */
static int put_crs(struct buf *b, uint32_t base)
{
    static const uint8_t mem32_fixed_rw[4] = { 0x86, 0x09, 0x00, 0x01 };
    static const uint8_t end_tag[2] = { 0x79, 0x00 };
    size_t start;

    if (put1(b, AML_NAME) || put_nameseg(b, "_CRS") || put1(b, AML_BUFFER)) {
        return -1;
    }
    start = pkg_begin(b);
    if (put_integer(b, sizeof(mem32_fixed_rw) + 8 + sizeof(end_tag)) ||
        put(b, mem32_fixed_rw, sizeof(mem32_fixed_rw)) || put_le(b, base, 4) ||
        put_le(b, 0x1000, 4) || put(b, end_tag, sizeof(end_tag))) {
        return -1;
    }
    return pkg_end(b, start);
}

/*
 * Method (_STA) { If (HLP0 (1, 2) == 3) { Return (0x0F) } Return (0) }
 * MethodFlags 0 (no arguments, not serialized); the call is the NameSeg of
 * HLP0 followed by its two arguments (20.2.5.4 MethodInvocation).
 */
static int put_sta(struct buf *b)
{
    size_t method, if_body;

    if (put1(b, AML_METHOD)) {
        return -1;
    }
    method = pkg_begin(b);
    if (put_nameseg(b, "_STA") || put1(b, 0x00) || put1(b, AML_IF)) {
        return -1;
    }
    if_body = pkg_begin(b);
    if (put1(b, AML_LEQUAL) || put_nameseg(b, "HLP0") || put_integer(b, 1) ||
        put_integer(b, 2) || put_integer(b, 3) || put1(b, AML_RETURN) ||
        put_integer(b, 0x0F) || pkg_end(b, if_body)) {
        return -1;
    }
    if (put1(b, AML_RETURN) || put_integer(b, 0)) {
        return -1;
    }
    return pkg_end(b, method);
}

static int put_device_begin(struct buf *b, const char *name, size_t *start)
{
    if (put1(b, AML_EXT_PREFIX) || put1(b, AML_EXT_DEVICE)) {
        return -1;
    }
    *start = pkg_begin(b);
    return put_nameseg(b, name);
}

/* Device (Dxxx) { _HID, _UID, _CRS, _STA } for device number i. */
static int put_device(struct buf *b, uint32_t i)
{
    static const char hid[] = "ACPI0007";
    char name[8];
    size_t start;

    snprintf(name, sizeof(name), "D%03X", (unsigned)(i % BLOCK_DEVICES));
    if (put_device_begin(b, name, &start) || put1(b, AML_NAME) ||
        put_nameseg(b, "_HID") || put1(b, AML_STRING_PREFIX) ||
        put(b, hid, sizeof(hid)) || /* with its NUL: 20.2.3 String */
        put1(b, AML_NAME) || put_nameseg(b, "_UID") || put_integer(b, i)) {
        return -1;
    }
    /* The ASL's base is (i * 4096) modulo 2^32. */
    if (put_crs(b, (uint32_t)((uint64_t)i * 4096u)) || put_sta(b)) {
        return -1;
    }
    return pkg_end(b, start);
}

/* The whole definition block body (everything after the header). */
static int put_body(struct buf *b, uint32_t n)
{
    size_t scope, block = 0;
    uint32_t i;

    if (put1(b, AML_SCOPE)) {
        return -1;
    }
    scope = pkg_begin(b);
    /* Method (HLP0, 2) { Return (Arg0 + Arg1) }: Add with a null Target. */
    if (put_nameseg(b, "_SB_") || put1(b, AML_METHOD)) {
        return -1;
    }
    {
        size_t hlp = pkg_begin(b);

        if (put_nameseg(b, "HLP0") || put1(b, 0x02) || put1(b, AML_RETURN) ||
            put1(b, AML_ADD) || put1(b, AML_ARG0) || put1(b, AML_ARG1) ||
            put1(b, AML_ZERO) || pkg_end(b, hlp)) {
            return -1;
        }
    }
    for (i = 0; i < n; i++) {
        if (i % BLOCK_DEVICES == 0) {
            char name[8];

            if (i != 0 && pkg_end(b, block) != 0) {
                return -1;
            }
            snprintf(name, sizeof(name), "G%03X", (unsigned)(i / BLOCK_DEVICES));
            if (put_device_begin(b, name, &block) != 0) {
                return -1;
            }
        }
        if (put_device(b, i) != 0) {
            return -1;
        }
        /* Stop as soon as the scope cannot be encoded, not gigabytes later. */
        if (b->len - scope > PKG_LENGTH_MAX) {
            fprintf(stderr, PROG ": %" PRIu32 " devices exceed the 28-bit PkgLength of "
                            "the scope (about 3.3 million fit)\n", n);
            return -1;
        }
    }
    if (pkg_end(b, block) != 0) {
        return -1;
    }
    return pkg_end(b, scope);
}

/* The standard header (ACPI 6.5 section 5.2.6) with Length and checksum. */
static int finish_header(struct buf *b)
{
    static const uint8_t fixed[HEADER_SIZE] = {
        'D', 'S', 'D', 'T', 0, 0, 0, 0, /* Length, below */
        2, 0,                           /* Revision 2 (64-bit integers), Checksum */
        'B', 'E', 'N', 'C', 'H', 0,     /* OEM ID */
        'G', 'E', 'N', 0, 0, 0, 0, 0,   /* OEM Table ID */
        1, 0, 0, 0,                     /* OEM Revision */
        'A', 'L', 'G', 'N',             /* Creator ID: this tool */
        1, 0, 0, 0,                     /* Creator Revision */
    };
    uint8_t sum = 0;
    size_t i;

    if (b->len > UINT32_MAX) {
        fprintf(stderr, PROG ": table of %zu bytes exceeds the 32-bit Length\n", b->len);
        return -1;
    }
    memcpy(b->data, fixed, HEADER_SIZE);
    for (i = 0; i < 4; i++) {
        b->data[4 + i] = (uint8_t)(b->len >> (8 * i));
    }
    for (i = 0; i < b->len; i++) {
        sum = (uint8_t)(sum + b->data[i]);
    }
    b->data[9] = (uint8_t)(0x100 - sum);
    return 0;
}

static int write_file(const char *path, const struct buf *b)
{
    FILE *f = fopen(path, "wb");

    if (f == NULL) {
        fprintf(stderr, PROG ": %s: %s\n", path, strerror(errno));
        return -1;
    }
    if (fwrite(b->data, 1, b->len, f) != b->len) {
        fprintf(stderr, PROG ": %s: write error: %s\n", path, strerror(errno));
        fclose(f);
        remove(path);
        return -1;
    }
    if (fclose(f) != 0) {
        fprintf(stderr, PROG ": %s: %s\n", path, strerror(errno));
        remove(path);
        return -1;
    }
    return 0;
}

static void usage(void)
{
    fprintf(stderr, "usage: " PROG " N OUT.aml\n"
                    "  writes the benchmark DSDT of N devices (1..%u) as AML\n",
            MAX_DEVICES);
}

/* N in decimal, as the ASL generator takes it. */
static int parse_count(const char *s, uint32_t *out)
{
    char *end;
    unsigned long v;

    if (*s < '0' || *s > '9') {
        return -1;
    }
    errno = 0;
    v = strtoul(s, &end, 10);
    if (errno != 0 || *end != '\0' || v < 1 || v > MAX_DEVICES) {
        return -1;
    }
    *out = (uint32_t)v;
    return 0;
}

int main(int argc, char **argv)
{
    struct buf b = { NULL, 0, 0 };
    uint32_t n;
    int rc = 1;

    if (argc != 3) {
        usage();
        return 2;
    }
    if (parse_count(argv[1], &n) != 0) {
        fprintf(stderr, PROG ": N must be a decimal number from 1 to %u, not '%s'\n",
                MAX_DEVICES, argv[1]);
        usage();
        return 2;
    }
    /* The header is filled in last, when Length is known. */
    if (buf_reserve(&b, HEADER_SIZE) == 0) {
        b.len = HEADER_SIZE;
        if (put_body(&b, n) == 0 && finish_header(&b) == 0 && write_file(argv[2], &b) == 0) {
            rc = 0;
        }
    }
    free(b.data);
    return rc;
}
