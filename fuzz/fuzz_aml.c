/* SPDX-License-Identifier: MIT */
/*
 * libFuzzer target: the bytes are AML.  They become the body of a DSDT
 * whose header is correct (Length and checksum), so the fuzzer spends its
 * time in the walker rather than in the header checks that gate it.  Every
 * "SSDT" in the bytes starts another DefinitionBlock (up to 8 SSDTs), so
 * the namespace's cross-table paths (Scope into another table's objects,
 * External, duplicates) are reached too.  A part that begins with a whole
 * header of its own signature keeps it, with Length and checksum corrected
 * (`cat DSDT SSDT1 SSDT2` of a real machine is a ready seed); a shorter SSDT
 * part keeps its marker as its first AML bytes.
 *
 * Then the namespace is built and listed as --namespace text and JSON to
 * /dev/null, every Buffer a Name holds is decoded as a resource template
 * (as the rules read _CRS), and everything is freed.
 */
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "acpilint/aml.h"
#include "fuzz_common.h"
#include "acpilint/json.h"
#include "acpilint/table.h"
#include "acpilint/tableset.h"

/*
 * The harness version (fuzz/LEDGER.tsv): bumped when what an execution does
 * changes, which starts a new count of executions.  1: the AML of a DSDT (+
 * SSDTs), namespace, listings and resource templates (the 10^7-execution
 * campaign of bc40904).
 */
#define FUZZ_HARNESS_VERSION 1

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

enum { MAX_SSDTS = 8 };
static const uint8_t marker[4] = {'S', 'S', 'D', 'T'};

static void put_u32(uint8_t *p, uint32_t v)
{
    for (int i = 0; i < 4; i++)
        p[i] = (uint8_t)(v >> (8 * i));
}

/* Adds `part` as a DefinitionBlock named sig; see the top comment for its header. */
static void add_block(struct al_tableset *ts, const char *sig, const uint8_t *part, size_t n)
{
    bool own_header = n >= AL_HEADER_SIZE && memcmp(part, sig, 4) == 0;
    size_t len = own_header ? n : AL_HEADER_SIZE + n;
    if (len > UINT32_MAX)
        return;
    uint8_t *t = malloc(len);
    if (!t)
        return;
    if (own_header) {
        memcpy(t, part, n);
    } else {
        memset(t, 0, AL_HEADER_SIZE);
        memcpy(t, sig, 4);
        t[8] = 2; /* revision 2: 64-bit integers */
        memcpy(t + 10, "FUZZ  ", 6);
        memcpy(t + 16, "FUZZTBL ", 8);
        memcpy(t + 28, "FUZZ", 4);
        if (n)
            memcpy(t + AL_HEADER_SIZE, part, n);
    }
    put_u32(t + 4, (uint32_t)len);
    t[9] = 0;
    uint8_t sum = 0;
    for (size_t i = 0; i < len; i++)
        sum = (uint8_t)(sum + t[i]);
    t[9] = (uint8_t)(0x100 - sum);
    struct al_source src = {.file = "fuzz.aml"};
    al_tableset_add(ts, t, len, NULL, &src);
    free(t);
}

/* The next marker at or after `from`, or `size`. */
static size_t next_marker(const uint8_t *data, size_t size, size_t from)
{
    for (size_t i = from; i + sizeof(marker) <= size; i++)
        if (memcmp(data + i, marker, sizeof(marker)) == 0)
            return i;
    return size;
}

/* Every Name's Buffer through the resource decoder, as the rules read a _CRS. */
static void decode_buffers(const struct al_namespace *ns)
{
    for (uint32_t i = 0; i < ns->count; i++) {
        if (ns->nodes[i].type != AL_AML_BUFFER || !(ns->nodes[i].flags & AL_AML_NODE_HAS_DATA))
            continue;
        struct al_span buf = al_namespace_data(ns, i);
        struct al_resource r;
        size_t off = 0, prev = 0;
        while (al_resource_next(buf, &off, &r) == 1) {
            /* A descriptor that does not advance would loop a rule forever. */
            if (off <= prev || off > buf.len) {
                fprintf(stderr, "fuzz_aml: resource decoder at %zu -> %zu of %zu\n", prev, off,
                        buf.len);
                abort();
            }
            prev = off;
            (void)al_resource_kind_name(r.kind);
        }
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    struct al_tableset ts;
    al_tableset_init(&ts);
    size_t start = 0, end = next_marker(data, size, 0);
    add_block(&ts, "DSDT", data, end);
    for (int i = 0; i < MAX_SSDTS && end < size; i++) {
        start = end;
        end = next_marker(data, size, start + sizeof(marker));
        if (i == MAX_SSDTS - 1)
            end = size;
        add_block(&ts, "SSDT", data + start, end - start);
    }

    struct al_namespace ns;
    al_namespace_build(&ts, &ns); /* on allocation failure ns holds what was built */
    FILE *out = fuzz_devnull("fuzz_aml");
    al_namespace_write_text(out, &ns);
    struct al_json j;
    al_json_init(&j, out);
    al_namespace_write_json(&j, &ns);
    al_json_finish(&j);
    decode_buffers(&ns);
    al_namespace_free(&ns);
    al_tableset_free(&ts);
    return 0;
}
