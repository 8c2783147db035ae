/* SPDX-License-Identifier: MIT */
/*
 * HEST (ACPI 6.5 section 18.3.2): a walk over its error sources.  A source
 * has no Length field: its size follows from its Type (and, for the IA-32
 * machine check sources, their bank count), as Linux's hest_esrc_len()
 * (drivers/acpi/apei/hest.c) computes it.  The walk goes over Error Source
 * Count sources and stops, as apei_hest_parse() does, at a Type it cannot
 * size or a source running past the table.
 */
#ifndef ACPILINT_HEST_H
#define ACPILINT_HEST_H

#include <stddef.h>
#include <stdint.h>

#include "acpilint/field.h"
#include "acpilint/table.h"

/* Error source types, ACPI 6.5 Table 18.3 (3 to 5 are reserved). */
enum al_hest_type {
    AL_HEST_IA32_MCE = 0,
    AL_HEST_IA32_CMC = 1,
    AL_HEST_IA32_NMI = 2,
    AL_HEST_AER_ROOT = 6,
    AL_HEST_AER_DEVICE = 7,
    AL_HEST_AER_BRIDGE = 8,
    AL_HEST_GHES = 9,
    AL_HEST_GHES_V2 = 10,
    AL_HEST_IA32_DMC = 11,
};

/* Notification types, ACPI 6.5 Table 18.14 (12 to 255 are reserved). */
enum al_hest_notify {
    AL_HEST_NOTIFY_POLLED = 0,
    AL_HEST_NOTIFY_EXTERNAL = 1,
    AL_HEST_NOTIFY_LOCAL = 2,
    AL_HEST_NOTIFY_SCI = 3,
    AL_HEST_NOTIFY_NMI = 4,
    AL_HEST_NOTIFY_CMCI = 5,
    AL_HEST_NOTIFY_MCE = 6,
    AL_HEST_NOTIFY_GPIO = 7,
    AL_HEST_NOTIFY_SEA = 8,
    AL_HEST_NOTIFY_SEI = 9,
    AL_HEST_NOTIFY_GSIV = 10,
    AL_HEST_NOTIFY_SDEI = 11,
};

enum al_hest_walk_status {
    AL_HEST_OK,        /* *out holds the next source */
    AL_HEST_END,       /* Error Source Count sources walked */
    AL_HEST_UNKNOWN,   /* a Type no revision sizes: the walk cannot go on */
    AL_HEST_OVERFLOW,  /* the source (or its Type) runs past the table */
};

struct al_hest_walk {
    struct al_span body;
    size_t cursor;  /* offset of the next source from the start of the table */
    uint32_t count; /* Error Source Count */
    unsigned index; /* sources produced so far */
    enum al_hest_walk_status status;
};

struct al_hest_source {
    size_t offset; /* from the start of the table */
    size_t length; /* by its type; inside the body */
    uint16_t type;
    unsigned index;
    enum al_layout_id layout; /* the catalogue layout of its type */
};

/* Start of a walk; AL_HEST_OVERFLOW at once when the table has no Error Source Count. */
void al_hest_walk_init(struct al_hest_walk *w, const struct al_table *t);

/* Next source; anything but AL_HEST_OK ends the walk (w->status, w->cursor say where). */
enum al_hest_walk_status al_hest_walk_next(struct al_hest_walk *w, struct al_hest_source *out);

/*
 * The offset in a generic source (GHES or GHESv2) of its notification
 * structure (layout AL_L_HEST_NOTIFY); 0 for the other types.
 */
size_t al_hest_notify_offset(uint16_t type);

#endif
