/* SPDX-License-Identifier: MIT */
/* What sarif.c (the log and its results) and sarif_rules.c (tool.driver) share. */
#ifndef ACPILINT_REPORT_SARIF_INTERNAL_H
#define ACPILINT_REPORT_SARIF_INTERNAL_H

#include <stddef.h>

#include "acpilint/json.h"
#include "acpilint/rules.h"
#include "acpilint/tableset.h"

/* The rules of this run: the active catalogue (--rules-dir may replace it). */
const struct al_catalogue *al_sarif_catalogue(const struct al_tableset *ts);
/* Severity of catalogue rule i in this run, or AL_RULE_DISABLED. */
int al_sarif_rule_severity(const struct al_tableset *ts, size_t i);
/* SARIF's level of a severity: error, warning, note. */
const char *al_sarif_level(enum al_severity sev);
/* "key": {"text": text} */
void al_sarif_text(struct al_json *j, const char *key, const char *text);
/* tool.driver: name, fullName, versions, informationUri, and the rules of the run. */
void al_sarif_write_driver(struct al_json *j, const struct al_tableset *ts);

#endif
