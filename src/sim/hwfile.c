/* SPDX-License-Identifier: MIT */
/*
 * The machine description file (--hw FILE, include/acpilint/hw.h), read with
 * libyaml through the project's YAML helpers (src/rules/ydoc.h).  The file
 * is bounded before it is loaded (AL_BUDGET_HW_FILE_*: size, nesting depth,
 * node count, no aliases), then every key is checked: an unknown key, a
 * value of the wrong type, a number that is not one, a frame that wraps
 * past 2^64 or overlaps another, an MPIDR listed twice: "file:line: reason",
 * and nothing of the file is used.
 */
#include "acpilint/hw.h"

#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "acpilint/budget.h"
#include "acpilint/sim.h"
#include "rules/ydoc.h"

/* The keys of a frame list, in the order the report and the lookups use. */
static const struct {
    const char *key;
    enum al_hw_frame kind;
} frame_keys[] = {
    {"gicd", AL_HW_GICD}, {"gicc", AL_HW_GICC}, {"gicr", AL_HW_GICR},
    {"its", AL_HW_ITS},   {"gicv2m", AL_HW_V2M}, {"other", AL_HW_OTHER},
};

const char *al_hw_frame_name(enum al_hw_frame kind)
{
    for (size_t i = 0; i < sizeof(frame_keys) / sizeof(frame_keys[0]); i++)
        if (frame_keys[i].kind == kind)
            return frame_keys[i].key;
    return "none";
}

/*
 * The event pass before the document is built: nesting depth, node count
 * and aliases, so that a hostile file costs its bytes once and no more.
 */
static int check_shape(const struct al_yaml *y, const char *name, const char *text, size_t size,
                       char *err, size_t err_size)
{
    yaml_parser_t parser;
    if (!al_yaml_start(y, &parser, name, text, size, err, err_size))
        return -1;
    unsigned depth = 0, nodes = 0;
    int rc = 0;
    for (bool done = false; !done && rc == 0;) {
        yaml_event_t ev;
        if (!y->yaml_parser_parse(&parser, &ev)) {
            al_yaml_error(&parser, name, err, err_size);
            rc = -1;
            break;
        }
        unsigned line = (unsigned)ev.start_mark.line + 1;
        switch (ev.type) {
        case YAML_STREAM_END_EVENT:
        case YAML_DOCUMENT_END_EVENT: /* only the first document is read */
            done = true;
            break;
        case YAML_SEQUENCE_START_EVENT:
        case YAML_MAPPING_START_EVENT:
            if (++depth > AL_BUDGET_HW_FILE_DEPTH) {
                snprintf(err, err_size, "%s:%u: nested deeper than %u levels (a machine "
                         "description is a mapping of values, lists and frames)",
                         name, line, AL_BUDGET_HW_FILE_DEPTH);
                rc = -1;
            }
            /* fall through */
        case YAML_SCALAR_EVENT:
            if (rc == 0 && ++nodes > AL_BUDGET_HW_FILE_NODES) {
                snprintf(err, err_size, "%s:%u: more than %u YAML nodes", name, line,
                         AL_BUDGET_HW_FILE_NODES);
                rc = -1;
            }
            break;
        case YAML_SEQUENCE_END_EVENT:
        case YAML_MAPPING_END_EVENT:
            depth--;
            break;
        case YAML_ALIAS_EVENT:
            snprintf(err, err_size, "%s:%u: YAML aliases are not allowed here", name, line);
            rc = -1;
            break;
        default:
            break;
        }
        y->yaml_event_delete(&ev);
    }
    y->yaml_parser_delete(&parser);
    return rc;
}

/*
 * A number: decimal, or hexadecimal with 0x.  A leading 0 before more
 * digits is refused: YAML 1.1 reads 010 as octal, a reader would not.
 */
static int number(struct al_ydoc *d, const yaml_node_t *n, const char *what, uint64_t max,
                  uint64_t *out)
{
    const char *v = al_ydoc_scalar(n);
    if (!v)
        return al_ydoc_fail(d, n, "%s must be a number", what);
    const char *digits = v;
    int base = 10;
    if (v[0] == '0' && (v[1] == 'x' || v[1] == 'X')) {
        digits = v + 2;
        base = 16;
    } else if (v[0] == '0' && v[1]) {
        return al_ydoc_fail(d, n, "%s: '%.40s' is not a number (decimal, or hexadecimal with 0x)",
                            what, v);
    }
    /* strtoull() would also take a sign or blanks before the digits: the first must be one */
    bool digit = base == 16 ? isxdigit((unsigned char)*digits) : isdigit((unsigned char)*digits);
    char *end = NULL;
    errno = 0;
    unsigned long long x = digit ? strtoull(digits, &end, base) : 0;
    if (!digit || *end || errno)
        return al_ydoc_fail(d, n, "%s: '%.40s' is not a number (decimal, or hexadecimal with 0x)",
                            what, v);
    if (x > max)
        return al_ydoc_fail(d, n, "%s: %.40s is more than %" PRIu64, what, v, max);
    *out = x;
    return 0;
}

static int add_frame(struct al_ydoc *d, struct al_hw_desc *h, enum al_hw_frame kind,
                     yaml_node_t *n, const char *key)
{
    static const char *const keys[] = {"base", "size", NULL};
    char what[32];
    snprintf(what, sizeof(what), "%s frame", key);
    if (!n || n->type != YAML_MAPPING_NODE)
        return al_ydoc_fail(d, n, "%s: a frame is a mapping {base: ADDRESS, size: BYTES}", key);
    if (al_ydoc_check_keys(d, n, what, keys) != 0)
        return -1;
    yaml_node_t *b = al_ydoc_get(d, n, "base"), *s = al_ydoc_get(d, n, "size");
    if (!b || !s)
        return al_ydoc_fail(d, n, "%s frame: both base and size are needed", key);
    uint64_t base, size;
    if (number(d, b, "base", UINT64_MAX, &base) != 0 || number(d, s, "size", UINT64_MAX, &size))
        return -1;
    if (size == 0)
        return al_ydoc_fail(d, s, "%s frame: size is 0", key);
    if (base + size - 1 < base)
        return al_ydoc_fail(d, n, "%s frame: 0x%" PRIx64 " + 0x%" PRIx64 " runs past 2^64", key,
                            base, size);
    if (kind == AL_HW_GICR && size % AL_HW_GICR_FRAME)
        return al_ydoc_fail(d, s, "gicr frame: size 0x%" PRIx64 " is not a whole number of "
                            "128 KiB redistributor frames", size);
    if (h->frame_count >= AL_BUDGET_HW_FRAMES)
        return al_ydoc_fail(d, n, "more than %u frames", AL_BUDGET_HW_FRAMES);
    struct al_hw_range *grown = realloc(h->frames, (h->frame_count + 1) * sizeof(*grown));
    if (!grown)
        return al_ydoc_fail(d, n, "out of memory");
    h->frames = grown;
    h->frames[h->frame_count++] = (struct al_hw_range){kind, base, size, al_ydoc_line(n)};
    return 0;
}

/* A frame, or a list of frames. */
static int read_frames(struct al_ydoc *d, struct al_hw_desc *h, yaml_node_t *root)
{
    for (size_t k = 0; k < sizeof(frame_keys) / sizeof(frame_keys[0]); k++) {
        yaml_node_t *n = al_ydoc_get(d, root, frame_keys[k].key);
        if (!n)
            continue;
        if (n->type != YAML_SEQUENCE_NODE) {
            if (add_frame(d, h, frame_keys[k].kind, n, frame_keys[k].key) != 0)
                return -1;
            continue;
        }
        if (n->data.sequence.items.start == n->data.sequence.items.top)
            return al_ydoc_fail(d, n, "%s: an empty list (leave the key out instead)",
                                frame_keys[k].key);
        for (yaml_node_item_t *i = n->data.sequence.items.start; i < n->data.sequence.items.top;
             i++)
            if (add_frame(d, h, frame_keys[k].kind, al_ydoc_node(d, *i), frame_keys[k].key) != 0)
                return -1;
    }
    /* Two frames at one address: the kernel would find one device where the file says two. */
    for (size_t i = 0; i < h->frame_count; i++)
        for (size_t j = 0; j < i; j++) {
            const struct al_hw_range *a = &h->frames[j], *b = &h->frames[i];
            if (a->base <= b->base + (b->size - 1) && b->base <= a->base + (a->size - 1)) {
                snprintf(d->err, d->err_size,
                         "%s:%u: %s frame 0x%" PRIx64 "-0x%" PRIx64 " overlaps the %s frame "
                         "0x%" PRIx64 "-0x%" PRIx64 " of line %u",
                         d->name, b->line, al_hw_frame_name(b->kind), b->base,
                         b->base + (b->size - 1), al_hw_frame_name(a->kind), a->base,
                         a->base + (a->size - 1), a->line);
                return -1;
            }
        }
    return 0;
}

struct mpidr_list {
    struct al_ydoc *d;
    struct al_hw_desc *h;
    size_t cap;
};

static int add_mpidr(void *arg, const char *value, const yaml_node_t *node)
{
    (void)value;
    struct mpidr_list *l = arg;
    uint64_t m;
    if (number(l->d, node, "mpidrs", UINT64_MAX, &m) != 0)
        return -1;
    if (l->h->mpidr_count >= AL_SIM_MAX_HW_MPIDRS)
        return al_ydoc_fail(l->d, node, "mpidrs: more than %u CPUs", AL_SIM_MAX_HW_MPIDRS);
    /* The kernel compares MPIDR_HWID_BITMASK bits (arch/arm64/include/asm/cputype.h). */
    for (size_t i = 0; i < l->h->mpidr_count; i++)
        if ((l->h->mpidrs[i] & 0xff00ffffffULL) == (m & 0xff00ffffffULL))
            return al_ydoc_fail(l->d, node, "mpidrs: 0x%" PRIx64 " is listed twice", m);
    if (l->h->mpidr_count == l->cap) {
        size_t cap = l->cap ? 2 * l->cap : 16;
        uint64_t *grown = realloc(l->h->mpidrs, cap * sizeof(*grown));
        if (!grown)
            return al_ydoc_fail(l->d, node, "out of memory");
        l->h->mpidrs = grown;
        l->cap = cap;
    }
    l->h->mpidrs[l->h->mpidr_count++] = m;
    return 0;
}

struct psci_list {
    struct al_ydoc *d;
    unsigned mask;
    bool none;
};

static int add_conduit(void *arg, const char *value, const yaml_node_t *node)
{
    struct psci_list *p = arg;
    if (strcmp(value, "smc") == 0)
        p->mask |= AL_HW_PSCI_SMC;
    else if (strcmp(value, "hvc") == 0)
        p->mask |= AL_HW_PSCI_HVC;
    else if (strcmp(value, "smc,hvc") == 0 || strcmp(value, "hvc,smc") == 0)
        p->mask |= AL_HW_PSCI_SMC | AL_HW_PSCI_HVC;
    else if (strcmp(value, "none") == 0)
        p->none = true;
    else
        return al_ydoc_fail(p->d, node, "psci: '%.40s' is not smc, hvc or none", value);
    if (p->none && p->mask)
        return al_ydoc_fail(p->d, node, "psci: none together with a conduit");
    return 0;
}

static int read_scalars(struct al_ydoc *d, struct al_hw_desc *h, yaml_node_t *root)
{
    uint64_t v;
    yaml_node_t *n;
    if ((n = al_ydoc_get(d, root, "gic"))) {
        if (number(d, n, "gic", 255, &v) != 0)
            return -1;
        if (v != 2 && v != 3)
            return al_ydoc_fail(d, n, "gic: %" PRIu64 " is not 2 or 3", v);
        h->gic = (unsigned)v;
    }
    if ((n = al_ydoc_get(d, root, "nr_cpus"))) {
        if (number(d, n, "nr_cpus", 4096, &v) != 0)
            return -1;
        if (v == 0)
            return al_ydoc_fail(d, n, "nr_cpus: 0 is not from 1 to 4096");
        h->nr_cpus = (unsigned)v;
    }
    if ((n = al_ydoc_get(d, root, "boot_mpidr"))) {
        if (number(d, n, "boot_mpidr", UINT64_MAX, &h->boot_mpidr) != 0)
            return -1;
        h->has_boot_mpidr = true;
    }
    if ((n = al_ydoc_get(d, root, "parking"))) {
        const char *s = al_ydoc_scalar(n);
        if (!s || (strcmp(s, "firmware") != 0 && strcmp(s, "none") != 0))
            return al_ydoc_fail(d, n, "parking must be firmware or none");
        h->has_parking = true;
        h->parking_absent = strcmp(s, "none") == 0;
    }
    if ((n = al_ydoc_get(d, root, "psci"))) {
        struct psci_list p = {d, 0, false};
        if (al_ydoc_each_scalar(d, n, "psci", add_conduit, &p) != 0)
            return -1;
        if (!p.none && !p.mask)
            return al_ydoc_fail(d, n, "psci: an empty list (write none)");
        h->has_psci = true;
        h->psci = p.mask;
    }
    if ((n = al_ydoc_get(d, root, "mpidrs"))) {
        struct mpidr_list l = {d, h, 0};
        if (n->type == YAML_SEQUENCE_NODE &&
            n->data.sequence.items.start == n->data.sequence.items.top)
            return al_ydoc_fail(d, n, "mpidrs: an empty list (a machine has its boot CPU)");
        if (al_ydoc_each_scalar(d, n, "mpidrs", add_mpidr, &l) != 0)
            return -1;
    }
    if (h->has_boot_mpidr && h->mpidrs) {
        bool found = false;
        for (size_t i = 0; i < h->mpidr_count && !found; i++)
            found = (h->mpidrs[i] & 0xff00ffffffULL) == (h->boot_mpidr & 0xff00ffffffULL);
        if (!found)
            return al_ydoc_fail(d, al_ydoc_get(d, root, "boot_mpidr"),
                                "boot_mpidr 0x%" PRIx64 " is not one of mpidrs", h->boot_mpidr);
    }
    return 0;
}

void al_hw_free(struct al_hw_desc *d)
{
    free(d->frames);
    free(d->mpidrs);
    memset(d, 0, sizeof(*d));
}

int al_hw_parse(struct al_hw_desc *h, const char *name, const char *text, size_t size, char *err,
                size_t err_size)
{
    memset(h, 0, sizeof(*h));
    char why[256];
    const struct al_yaml *y = al_yaml(why, sizeof(why));
    if (!y) {
        snprintf(err, err_size, "%s: %s", name, why);
        return -1;
    }
    if (size > AL_BUDGET_HW_FILE_BYTES) {
        snprintf(err, err_size, "%s: larger than %zu bytes: not a machine description", name,
                 AL_BUDGET_HW_FILE_BYTES);
        return -1;
    }
    if (check_shape(y, name, text, size, err, err_size) != 0)
        return -1;
    struct al_ydoc d;
    if (al_ydoc_load(&d, name, text, size, err, err_size) != 0)
        return -1;
    static const char *const keys[] = {"gic",    "gicd",       "gicc",   "gicr",
                                       "its",    "gicv2m",     "other",  "mpidrs",
                                       "boot_mpidr", "psci",   "parking", "nr_cpus", NULL};
    yaml_node_t *root = al_ydoc_root(&d);
    int rc = 0;
    if (!root || (root->type == YAML_SCALAR_NODE && !*al_ydoc_scalar(root)))
        rc = al_ydoc_fail(&d, NULL, "an empty machine description");
    else if (root->type != YAML_MAPPING_NODE)
        rc = al_ydoc_fail(&d, root, "a machine description is a mapping (gic: 3, mpidrs: [...])");
    if (rc == 0)
        rc = al_ydoc_check_keys(&d, root, "machine description", keys);
    if (rc == 0)
        rc = read_scalars(&d, h, root);
    if (rc == 0)
        rc = read_frames(&d, h, root);
    /* Redistributors and ITSs came with GICv3: a file that gives them to a GICv2 is wrong. */
    if (rc == 0 && h->gic == 2)
        for (size_t i = 0; i < h->frame_count && rc == 0; i++)
            if (h->frames[i].kind == AL_HW_GICR || h->frames[i].kind == AL_HW_ITS) {
                snprintf(err, err_size, "%s:%u: a GICv2 has no %s frame (gic: 2)", name,
                         h->frames[i].line, al_hw_frame_name(h->frames[i].kind));
                rc = -1;
            }
    al_ydoc_free(&d);
    if (rc != 0)
        al_hw_free(h);
    return rc;
}

int al_hw_load(struct al_hw_desc *h, const char *path, char *err, size_t err_size)
{
    memset(h, 0, sizeof(*h));
    /* A FIFO or a device could make the run wait or read for ever: a regular file only. */
    int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    struct stat st;
    if (fd < 0 || fstat(fd, &st) != 0) {
        snprintf(err, err_size, "%s: cannot open: %s", path, strerror(errno));
        if (fd >= 0)
            close(fd);
        return -1;
    }
    FILE *f = S_ISREG(st.st_mode) ? fdopen(fd, "rb") : NULL;
    if (!f) {
        snprintf(err, err_size, "%s: %s", path,
                 S_ISREG(st.st_mode) ? strerror(errno) : "not a regular file");
        close(fd);
        return -1;
    }
    /* One byte more than the limit tells a file that is too large. */
    char *text = malloc(AL_BUDGET_HW_FILE_BYTES + 2);
    size_t len = 0;
    int rc = 0;
    if (!text) {
        snprintf(err, err_size, "%s: out of memory", path);
        rc = -1;
    }
    while (rc == 0 && len <= AL_BUDGET_HW_FILE_BYTES) {
        size_t n = fread(text + len, 1, AL_BUDGET_HW_FILE_BYTES + 1 - len, f);
        if (n == 0) {
            if (ferror(f)) {
                snprintf(err, err_size, "%s: read error: %s", path, strerror(errno));
                rc = -1;
            }
            break;
        }
        len += n;
    }
    fclose(f);
    if (rc == 0) {
        text[len] = '\0';
        rc = al_hw_parse(h, path, text, len, err, err_size);
    }
    free(text);
    return rc;
}

void al_sim_options_apply_hw(struct al_sim_options *o, const struct al_hw_desc *h,
                             const char *file, unsigned overridden)
{
    o->hw_file = file;
    if (h->gic && !(overridden & AL_SIM_HW_GIC))
        o->hw_gic = h->gic;
    if (h->mpidrs && !(overridden & AL_SIM_HW_MPIDRS)) {
        o->hw_mpidrs = h->mpidrs;
        o->hw_mpidr_count = h->mpidr_count;
    }
    if (h->has_psci && !(overridden & AL_SIM_HW_PSCI))
        o->hw_psci = h->psci;
    if (h->has_parking && !(overridden & AL_SIM_HW_PARKING))
        o->hw_parking_absent = h->parking_absent;
    if (h->frame_count && !(overridden & AL_SIM_HW_MAP)) {
        o->hw_map = AL_HW_MAP_FILE;
        o->hw_frames = h->frames;
        o->hw_frame_count = h->frame_count;
    }
    if (h->has_boot_mpidr && !(overridden & AL_SIM_HW_BOOT_MPIDR)) {
        o->has_boot_mpidr = true;
        o->boot_mpidr = h->boot_mpidr;
    }
    if (h->nr_cpus && !(overridden & AL_SIM_HW_NR_CPUS))
        o->nr_cpus = h->nr_cpus;
}
