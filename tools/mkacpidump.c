/* SPDX-License-Identifier: MIT */
/*
 * mkacpidump: write ACPI table blobs in the text format of the Linux
 * `acpidump` utility (ACPICA), for the acpilint test corpus.
 *
 *     mkacpidump [-o OUT] SIG@0xADDR=FILE...
 *
 * For each argument the output holds a header line `SIG @ 0x<16 hex digits>`
 * (the RSDP as `RSD PTR @ ...`), the file's bytes as lines of
 * `%8.4X: ` + 16 `XX ` groups + ` ` + ASCII column ('.' for bytes that are
 * not printable ASCII), and a blank line, exactly as ACPICA's
 * ap_dump_table_buffer() / acpi_ut_dump_buffer_to_file() print them.
 * The whole file is dumped: the header's Length field is not consulted, so
 * broken blobs can be dumped too.
 *
 * Build tool only; not part of the acpilint library.
 */
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "acpilint/load.h"

#define MAX_TABLE_SIZE (64u * 1024u * 1024u)

static void usage(void)
{
    fprintf(stderr, "usage: mkacpidump [-o OUT] SIG@0xADDR=FILE...\n");
}

/* The project's bounded file reader, so the tools and acpilint read alike. */
static int read_file(const char *path, unsigned char **data, size_t *size)
{
    char err[512];
    char *text;
    if (al_read_whole_file(path, &text, size, err, sizeof(err)) != 0) {
        fprintf(stderr, "mkacpidump: %s\n", err);
        return -1;
    }
    *data = (unsigned char *)text;
    return 0;
}

static int is_print(unsigned char c)
{
    return c >= 0x20 && c <= 0x7e;
}

static void dump_bytes(FILE *out, const unsigned char *buf, size_t count)
{
    size_t i = 0;

    while (i < count) {
        size_t j;

        fprintf(out, "%8.4zX: ", i);
        for (j = 0; j < 16; j++) {
            if (i + j >= count) {
                fputs("   ", out);
            } else {
                fprintf(out, "%02X ", buf[i + j]);
            }
        }
        fputc(' ', out);
        for (j = 0; j < 16 && i + j < count; j++) {
            fputc(is_print(buf[i + j]) ? buf[i + j] : '.', out);
        }
        fputc('\n', out);
        i += 16;
    }
}

/* Parse "SIG@0xADDR=FILE". Returns 0 on success. */
static int parse_spec(char *spec, char sig[5], uint64_t *addr, const char **path)
{
    char *at = strchr(spec, '@');
    char *eq;
    char *end;
    size_t i;

    if (at == NULL || at - spec != 4) {
        return -1;
    }
    eq = strchr(at + 1, '=');
    if (eq == NULL || eq[1] == '\0') {
        return -1;
    }
    for (i = 0; i < 4; i++) {
        if (!is_print((unsigned char)spec[i])) {
            return -1;
        }
        sig[i] = spec[i];
    }
    sig[4] = '\0';
    *eq = '\0';
    errno = 0;
    *addr = strtoull(at + 1, &end, 0);
    if (errno != 0 || end == at + 1 || *end != '\0') {
        return -1;
    }
    *path = eq + 1;
    return 0;
}

int main(int argc, char **argv)
{
    FILE *out = stdout;
    const char *out_path = NULL;
    int first = 1;
    int i;

    if (argc >= 3 && strcmp(argv[1], "-o") == 0) {
        out_path = argv[2];
        first = 3;
    }
    if (first >= argc) {
        usage();
        return 2;
    }
    if (out_path != NULL) {
        out = fopen(out_path, "wb");
        if (out == NULL) {
            fprintf(stderr, "mkacpidump: %s: %s\n", out_path, strerror(errno));
            return 1;
        }
    }
    for (i = first; i < argc; i++) {
        char sig[5];
        uint64_t addr;
        const char *path;
        unsigned char *data;
        size_t size;

        if (parse_spec(argv[i], sig, &addr, &path) != 0) {
            fprintf(stderr, "mkacpidump: bad argument '%s'\n", argv[i]);
            usage();
            goto fail;
        }
        if (read_file(path, &data, &size) != 0) {
            goto fail;
        }
        if (strcmp(sig, "RSDP") == 0) {
            fprintf(out, "RSD PTR @ 0x%016" PRIX64 "\n", addr);
        } else {
            fprintf(out, "%s @ 0x%016" PRIX64 "\n", sig, addr);
        }
        dump_bytes(out, data, size);
        fputc('\n', out);
        free(data);
    }
    if (out != stdout) {
        if (fclose(out) != 0) {
            fprintf(stderr, "mkacpidump: %s: write error\n", out_path);
            remove(out_path);
            return 1;
        }
    } else if (fflush(out) != 0) {
        return 1;
    }
    return 0;
fail:
    if (out != stdout) {
        fclose(out);
        remove(out_path);
    }
    return 1;
}
