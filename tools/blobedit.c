/* SPDX-License-Identifier: MIT */
/*
 * blobedit: derive broken ACPI table variants from good blobs, for the
 * acpilint test corpus.
 *
 *     blobedit IN OUT [set OFF BYTE]... [truncate LEN] [setlen32 OFF VALUE]
 *                     [fixsum]
 *
 * Operations run in the order given:
 *   set OFF BYTE        write one byte at OFF (must be inside the data)
 *   truncate LEN        cut the data to LEN bytes (LEN <= current size)
 *   setlen32 OFF VALUE  write a little-endian 32-bit VALUE at OFF
 *   fixsum              recompute the standard ACPI header checksum (byte 9)
 *                       so the bytes covered by the header Length field sum
 *                       to 0 mod 256; when Length exceeds the data, only the
 *                       bytes present are summed
 * Numbers accept C syntax (0x.., decimal). Build tool only; not part of the
 * acpilint library.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "acpilint/load.h"

#define ACPI_HEADER_CHECKSUM_OFF 9u
#define ACPI_HEADER_LENGTH_OFF 4u
#define ACPI_HEADER_SIZE 36u

static void usage(void)
{
    fprintf(stderr, "usage: blobedit IN OUT [set OFF BYTE]... [truncate LEN] "
                    "[setlen32 OFF VALUE] [fixsum]\n");
}

static int parse_num(const char *s, unsigned long max, unsigned long *out)
{
    char *end;
    unsigned long v;

    if (s == NULL || *s == '\0' || *s == '-') {
        return -1;
    }
    errno = 0;
    v = strtoul(s, &end, 0);
    if (errno != 0 || *end != '\0' || v > max) {
        return -1;
    }
    *out = v;
    return 0;
}

/* The project's bounded file reader, so the tools and acpilint read alike. */
static int read_file(const char *path, unsigned char **data, size_t *size)
{
    char err[512];
    char *text;
    if (al_read_whole_file(path, &text, size, err, sizeof(err)) != 0) {
        fprintf(stderr, "blobedit: %s\n", err);
        return -1;
    }
    *data = (unsigned char *)text;
    return 0;
}

static int write_file(const char *path, const unsigned char *data, size_t size)
{
    FILE *f = fopen(path, "wb");

    if (f == NULL) {
        fprintf(stderr, "blobedit: %s: %s\n", path, strerror(errno));
        return -1;
    }
    if (fwrite(data, 1, size, f) != size) {
        fprintf(stderr, "blobedit: %s: write error\n", path);
        fclose(f);
        remove(path);
        return -1;
    }
    if (fclose(f) != 0) {
        fprintf(stderr, "blobedit: %s: write error\n", path);
        remove(path);
        return -1;
    }
    return 0;
}

static unsigned long le32(const unsigned char *p)
{
    return (unsigned long)p[0] | ((unsigned long)p[1] << 8) |
           ((unsigned long)p[2] << 16) | ((unsigned long)p[3] << 24);
}

static int fix_checksum(unsigned char *data, size_t size)
{
    unsigned long length;
    size_t end;
    size_t i;
    unsigned sum = 0;

    if (size < ACPI_HEADER_SIZE) {
        fprintf(stderr, "blobedit: fixsum: data shorter than an ACPI header\n");
        return -1;
    }
    length = le32(data + ACPI_HEADER_LENGTH_OFF);
    end = length < size ? (size_t)length : size;
    if (end <= ACPI_HEADER_CHECKSUM_OFF) {
        fprintf(stderr, "blobedit: fixsum: Length does not cover the checksum\n");
        return -1;
    }
    data[ACPI_HEADER_CHECKSUM_OFF] = 0;
    for (i = 0; i < end; i++) {
        sum += data[i];
    }
    data[ACPI_HEADER_CHECKSUM_OFF] = (unsigned char)(0x100u - (sum & 0xffu));
    return 0;
}

static int apply(int argc, char **argv, unsigned char *data, size_t *size)
{
    int i = 0;

    while (i < argc) {
        const char *op = argv[i];
        unsigned long a;
        unsigned long b;

        if (strcmp(op, "set") == 0) {
            if (i + 2 >= argc || parse_num(argv[i + 1], 0xfffffffful, &a) != 0 ||
                parse_num(argv[i + 2], 0xfful, &b) != 0) {
                fprintf(stderr, "blobedit: set needs OFF and BYTE (0-255)\n");
                return -1;
            }
            if (a >= *size) {
                fprintf(stderr, "blobedit: set: offset 0x%lx outside data (%zu bytes)\n",
                        a, *size);
                return -1;
            }
            data[a] = (unsigned char)b;
            i += 3;
        } else if (strcmp(op, "truncate") == 0) {
            if (i + 1 >= argc || parse_num(argv[i + 1], 0xfffffffful, &a) != 0) {
                fprintf(stderr, "blobedit: truncate needs LEN\n");
                return -1;
            }
            if (a > *size) {
                fprintf(stderr, "blobedit: truncate: %lu is larger than the data (%zu)\n",
                        a, *size);
                return -1;
            }
            *size = (size_t)a;
            i += 2;
        } else if (strcmp(op, "setlen32") == 0) {
            if (i + 2 >= argc || parse_num(argv[i + 1], 0xfffffffful, &a) != 0 ||
                parse_num(argv[i + 2], 0xfffffffful, &b) != 0) {
                fprintf(stderr, "blobedit: setlen32 needs OFF and VALUE\n");
                return -1;
            }
            if (a > *size || *size - a < 4) {
                fprintf(stderr, "blobedit: setlen32: offset 0x%lx outside data\n", a);
                return -1;
            }
            data[a] = (unsigned char)(b & 0xffu);
            data[a + 1] = (unsigned char)((b >> 8) & 0xffu);
            data[a + 2] = (unsigned char)((b >> 16) & 0xffu);
            data[a + 3] = (unsigned char)((b >> 24) & 0xffu);
            i += 3;
        } else if (strcmp(op, "fixsum") == 0) {
            if (fix_checksum(data, *size) != 0) {
                return -1;
            }
            i += 1;
        } else {
            fprintf(stderr, "blobedit: unknown operation '%s'\n", op);
            return -1;
        }
    }
    return 0;
}

int main(int argc, char **argv)
{
    unsigned char *data;
    size_t size;
    int rc = 1;

    if (argc < 3) {
        usage();
        return 2;
    }
    if (read_file(argv[1], &data, &size) != 0) {
        return 1;
    }
    if (apply(argc - 3, argv + 3, data, &size) != 0) {
        usage();
    } else if (write_file(argv[2], data, size) == 0) {
        rc = 0;
    }
    free(data);
    return rc;
}
