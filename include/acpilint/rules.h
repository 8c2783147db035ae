/* SPDX-License-Identifier: MIT */
/*
 * The rule catalogue: every rule acpilint can report, read from YAML
 * (the YAML files under rules/, embedded in the binary at build time).  Reports name a
 * rule by id and take its severity and reference from here, so a message
 * can never drift from its catalogue entry.
 *
 * Rule file format (one file per area):
 *
 *   rules:
 *     - id: madt.gicc-mpidr-duplicate     # dotted, lower-case, never reused
 *       severity: error                   # error | warning | info
 *       summary: "One line"
 *       rationale: "Why it matters"       # optional
 *       reference: "seed 004 lines 120-140"
 *       certification: "BSA B_GIC_03 (ACS 203); FWTS madt MADTGICCFlags"  # optional
 *
 * `certification` names the verdicts of a certification run the rule predicts: entries
 * separated by "; ", each a suite (BSA, SBSA, FWTS), the rule or test, and for FWTS the
 * failure label (trace.h reads them, with the labels rules/fwts-map.tsv maps).
 */
#ifndef ACPILINT_RULES_H
#define ACPILINT_RULES_H

#include <stddef.h>
#include <stdint.h>

#include "acpilint/finding.h"

struct al_rule {
    const char *id;
    enum al_severity severity;
    const char *summary;
    const char *rationale; /* "" when the file gives none */
    const char *reference;
    const char *file;      /* the YAML file and line that define it */
    unsigned line;
    const char *certification; /* "" when the file gives none */
};

/*
 * A rule as tools/rulesgen.c compiles it into the executable: offsets into
 * al_compiled_rule_text instead of pointers (catalogue.c says why), made
 * into a struct al_rule when the catalogue is first used.
 */
struct al_compiled_rule {
    uint32_t id, summary, rationale, reference, file, certification;
    uint32_t line;
    enum al_severity severity;
};

struct al_catalogue {
    struct al_rule *rules; /* sorted by id */
    size_t count;
    size_t capacity;
    char **strings; /* everything the rules point at */
    size_t string_count;
    size_t string_capacity;
};

void al_catalogue_init(struct al_catalogue *c);
void al_catalogue_free(struct al_catalogue *c);

/*
 * Adds the rules of one YAML document named `name` (for messages).  Returns
 * 0, or -1 with "name:line: reason" in err (unknown key, missing field, bad
 * severity or id, duplicate id, YAML syntax error).
 */
int al_catalogue_parse(struct al_catalogue *c, const char *name, const char *text, size_t size,
                       char *err, size_t err_size);

/* Adds every embedded rule file (the profiles are not rules). */
int al_catalogue_load_embedded(struct al_catalogue *c, char *err, size_t err_size);

/*
 * --rules-dir: adds every DIR/NAME.yaml (sorted by name; DIR/profiles/ is not
 * read here) and sorts.  The ids must be exactly those of the built-in
 * catalogue, since the code reports them: a missing or unknown id is an
 * error.  Returns 0, or -1 with "file:line: reason" in err.
 */
int al_catalogue_load_dir(struct al_catalogue *c, const char *dir, char *err, size_t err_size);

/* Sorts by id; call after the last parse. */
void al_catalogue_finish(struct al_catalogue *c);

const struct al_rule *al_catalogue_find(const struct al_catalogue *c, const char *id);

/*
 * The catalogue built into this executable.  Loaded once, on first use, from
 * data compiled in and checked by the tests; it is immutable afterwards, which
 * is why a process-wide instance is safe.  Aborts if the embedded data is
 * invalid (a build defect).
 */
const struct al_catalogue *al_catalogue_default(void);

/* Shorthands on the default catalogue. */
const struct al_rule *al_rule_find(const char *id);
const struct al_rule *al_rule_all(size_t *count);

/* True when id is dotted lower-case: [a-z0-9]+(-[a-z0-9]+)* segments joined by '.'. */
int al_rule_id_valid(const char *id);

#endif
