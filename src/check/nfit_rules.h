/* SPDX-License-Identifier: MIT */
/*
 * The NFIT facts its checks rest on, for their unit tests.
 */
#ifndef ACPILINT_CHECK_NFIT_RULES_H
#define ACPILINT_CHECK_NFIT_RULES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "acpilint/field.h"

/* True for the Address Range Type GUID (table byte order) of a virtual disk or CD region. */
bool al_nfit_guid_is_virtual(const uint8_t guid[16]);

/*
 * The least Length of an NFIT structure of `layout` that counts `count`
 * trailing entries (interleave line offsets, flush hint addresses); the
 * layout's own size for the other types.
 */
size_t al_nfit_counted_length(enum al_layout_id layout, uint32_t count);

#endif
