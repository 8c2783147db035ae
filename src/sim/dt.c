/* SPDX-License-Identifier: MIT */
/*
 * The device tree the boot loader handed over, as dt_scan_depth1_nodes()
 * (seed 003 lines 378-389) sees it through of_scan_flat_dt(): a node at
 * depth 1 whose name is not exactly "chosen" means the DT describes the
 * platform.
 */
#include "sim_internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util/optlib_fdt.h"

#define AL_DTB_MAX (16u << 20)

#ifndef ACPILINT_HAVE_LIBFDT
/*
 * Builds without libfdt: a bounds-checked walk of the structure block (Devicetree
 * Specification v0.4 section 5.4), enough for the depth-1 heuristic.
 * Returns 1 (platform node found), 0 (none) or -1 (malformed).
 */
static uint32_t be32(const uint8_t *p)
{
    return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3];
}

static int scan_depth1_raw(const uint8_t *b, size_t n, char *first, size_t first_size)
{
    if (n < 40 || be32(b) != 0xd00dfeedu || be32(b + 4) > n)
        return -1;
    size_t total = be32(b + 4), off = be32(b + 8), size = be32(b + 36);
    if (off > total || size > total - off)
        return -1;
    size_t end = off + size;
    int depth = -1;
    while (off + 4 <= end) {
        uint32_t tok = be32(b + off);
        off += 4;
        if (tok == 1) { /* FDT_BEGIN_NODE */
            const uint8_t *name = b + off;
            size_t len = 0;
            while (off + len < end && name[len])
                len++;
            if (off + len >= end)
                return -1;
            depth++;
            if (depth == 1 && !(len == 6 && memcmp(name, "chosen", 6) == 0)) {
                snprintf(first, first_size, "%.*s", (int)(len < 60 ? len : 60),
                         (const char *)name);
                return 1;
            }
            off += (len + 1 + 3) & ~(size_t)3;
        } else if (tok == 2) { /* FDT_END_NODE */
            if (--depth < -1)
                return -1;
        } else if (tok == 3) { /* FDT_PROP */
            if (off + 8 > end)
                return -1;
            size_t plen = be32(b + off);
            off += 8;
            if (plen > end - off)
                return -1;
            off += (plen + 3) & ~(size_t)3;
        } else if (tok == 4) { /* FDT_NOP */
            continue;
        } else if (tok == 9) { /* FDT_END */
            return 0;
        } else {
            return -1;
        }
    }
    return -1;
}
#endif

#ifdef ACPILINT_HAVE_LIBFDT
/*
 * of_scan_flat_dt(dt_scan_depth1_nodes): 1 when a depth-1 node is not
 * "chosen".  libfdt is opened here, on the first .dtb (util/optlib_fdt.h).
 * When it cannot be, the .dtb is an error rather than a fallback to the
 * walker of libfdt-less builds: that walker assumes a version-17 header and
 * rejects a structure block that ends early where libfdt (like the kernel's
 * of_scan_flat_dt()) stops scanning, so the verdict would depend on what is
 * installed.
 */
static int scan_depth1(const struct al_fdt *fdt, const void *blob, char *first,
                       size_t first_size)
{
    int depth = -1;
    for (int off = fdt->fdt_next_node(blob, -1, &depth); off >= 0 && depth >= 0;
         off = fdt->fdt_next_node(blob, off, &depth)) {
        const char *name = fdt->fdt_get_name(blob, off, NULL);
        if (!name)
            name = "";
        const char *base = strrchr(name, '/');
        if (*name == '/' && base) /* kbasename() */
            name = base + 1;
        if (depth == 1 && strcmp(name, "chosen") != 0) {
            snprintf(first, first_size, "%s", name);
            return 1;
        }
    }
    return 0;
}
#endif

int al_sim_dt_probe(struct al_sim_ctx *c)
{
    struct al_sim_result *r = c->r;
    /* Where the model reads the probe's verdict: its own citation and words (model.h). */
    const struct al_sim_voice *voice = c->k.model->voice;
    switch (c->o->dt) {
    case AL_DT_NONE:
        r->dt_has_platform = false;
        voice->dt_probe(c, AL_SIM_DT_ABSENT,
                        "no device tree: of_scan_flat_dt() finds no node at depth 1", NULL);
        return 0;
    case AL_DT_STUB:
        r->dt_has_platform = false;
        voice->dt_probe(c, AL_SIM_DT_EMPTY,
                        "the EFI stub's device tree has only /chosen at depth 1", NULL);
        return 0;
    case AL_DT_POPULATED:
        r->dt_has_platform = true;
        voice->dt_probe(c, AL_SIM_DT_PLATFORM,
                        "the device tree has nodes at depth 1 other than /chosen", NULL);
        return 0;
    case AL_DT_FILE:
        break;
    }
    const char *path = c->o->dt_file;
    FILE *f = path ? fopen(path, "rb") : NULL;
    if (!f) {
        snprintf(r->error, sizeof(r->error), "cannot open device tree '%s'",
                 path ? path : "(none)");
        return -1;
    }
    uint8_t *buf = malloc(AL_DTB_MAX);
    size_t n = buf ? fread(buf, 1, AL_DTB_MAX, f) : 0;
    fclose(f);
    char first[64] = "";
    int found = -1;
#ifdef ACPILINT_HAVE_LIBFDT
    char why[200];
    const struct al_fdt *fdt = al_fdt(why, sizeof(why));
    if (!fdt) {
        free(buf);
        snprintf(r->error, sizeof(r->error), "cannot read device tree '%s': %s", path, why);
        return -1;
    }
    if (buf && n >= sizeof(struct fdt_header) && fdt->fdt_check_header(buf) == 0 &&
        fdt_totalsize(buf) <= n)
        found = scan_depth1(fdt, buf, first, sizeof(first));
#else
    if (buf)
        found = scan_depth1_raw(buf, n, first, sizeof(first));
#endif
    free(buf);
    if (found < 0) {
        snprintf(r->error, sizeof(r->error), "'%s' is not a valid flattened device tree",
                 path);
        return -1;
    }
    r->dt_has_platform = found == 1;
    char what[200];
    if (r->dt_has_platform)
        snprintf(what, sizeof(what), "the .dtb has node \"%s\" at depth 1", first);
    else
        snprintf(what, sizeof(what), "the .dtb has no node at depth 1 other than /chosen");
    voice->dt_probe(c, r->dt_has_platform ? AL_SIM_DT_PLATFORM : AL_SIM_DT_EMPTY, what,
                    "a name is compared whole: \"chosen@0\" counts as a platform node");
    return 0;
}
