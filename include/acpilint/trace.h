/* SPDX-License-Identifier: MIT */
/*
 * Traceability (issue 24 item 5): the verdicts of a certification run a rule
 * predicts.  Two sources, one answer: the rule's own `certification` entry in
 * its YAML file (BSA/SBSA rule ids, FWTS labels of profile-only rules), and the
 * rows of rules/fwts-map.tsv that map an FWTS failure label to the rule (the
 * map the FWTS oracle replays; embedded in the binary like the rule files).
 */
#ifndef ACPILINT_TRACE_H
#define ACPILINT_TRACE_H

#include <stdbool.h>
#include <stddef.h>

#include "acpilint/rules.h"

/* One verdict a rule predicts. */
struct al_trace {
    char suite[8];   /* "BSA", "SBSA", "FWTS" */
    char test[48];   /* a BSA/SBSA rule id ("B_GIC_03") or an FWTS test ("madt", "sbbr/fadt") */
    char label[64];  /* the FWTS failure label, "" for BSA/SBSA */
    char detail[64]; /* what follows in the entry ("(ACS 203)"), or "" */
    bool waivable;   /* the ACS applies a waiver of it (waivable.h) */
};

/*
 * The traces of rule r, at most max of them in out (in the catalogue's order,
 * then the map's, without repeats).  Returns how many there are in all.
 */
size_t al_rule_traces(const struct al_rule *r, struct al_trace *out, size_t max);

/*
 * Whether a failure of every one of the n traces may be waived: the finding that
 * predicts them is waivable only then (false when n is 0).
 */
bool al_traces_waivable(const struct al_trace *t, size_t n);

/* The ACS test suite a waiver of t names: the BSA/SBSA module, or the FWTS test. */
const char *al_trace_test_suite(const struct al_trace *t);

/* "BSA B_GIC_03 (ACS 203)", "FWTS madt MADTGICCFlags". */
void al_trace_format(const struct al_trace *t, char *buf, size_t size);

struct al_json;

/*
 * Writes "key": [{"suite": ..., "test": ..., "label": ..., "text": ...,
 * "waivable": ...}, ...] for r's traces, then "waivable": true/false for the rule
 * (al_traces_waivable); nothing when it has none (the JSON and SARIF reports).
 */
void al_trace_json(struct al_json *j, const char *key, const struct al_rule *r);

/* The most traces one rule has (the reports' buffers). */
#define AL_TRACE_MAX 16u

#endif
