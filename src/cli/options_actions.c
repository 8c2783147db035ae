/* SPDX-License-Identifier: MIT */
/*
 * The actions of the report, rule-policy and budget options: each checks
 * its value and sets its field of struct al_cli, or says what is wrong.
 * The generic ones (a flag, a string) write the field the row names.
 */
#include "cli/options_internal.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "acpilint/facts.h"
#include "acpilint/finding.h"
#include "acpilint/suggest.h"

int al_cli_parse_number(const char *text, int base, uint64_t max, uint64_t *out)
{
    if (base == 16 && (strncmp(text, "0x", 2) == 0 || strncmp(text, "0X", 2) == 0))
        text += 2;
    if (*text == '\0' || *text == '-' || *text == '+')
        return -1;
    char *end;
    errno = 0;
    unsigned long long v = strtoull(text, &end, base);
    if (errno != 0 || *end != '\0' || v > max)
        return -1;
    *out = v;
    return 0;
}

int al_cli_set_true(struct al_cli *cli, const struct al_option *o, const char *value, FILE *err)
{
    (void)value;
    (void)err;
    *(bool *)((char *)cli + o->field) = true;
    return 0;
}

int al_cli_set_string(struct al_cli *cli, const struct al_option *o, const char *value, FILE *err)
{
    (void)err;
    *(const char **)((char *)cli + o->field) = value;
    return 0;
}

int al_cli_opt_format(struct al_cli *cli, const struct al_option *o, const char *value, FILE *err)
{
    (void)o;
    static const struct {
        const char *name;
        enum al_format format;
    } formats[] = {
        {"text", AL_FORMAT_TEXT},         {"json", AL_FORMAT_JSON},
        {"sarif", AL_FORMAT_SARIF},       {"junit", AL_FORMAT_JUNIT},
        {"github", AL_FORMAT_GITHUB},     {"gitlab", AL_FORMAT_GITLAB},
        {"markdown", AL_FORMAT_MARKDOWN},
    };
    for (size_t i = 0; i < sizeof(formats) / sizeof(formats[0]); i++)
        if (strcmp(value, formats[i].name) == 0) {
            cli->format = formats[i].format;
            return 0;
        }
    struct al_suggest sg;
    al_suggest_init(&sg, value);
    for (size_t i = 0; i < sizeof(formats) / sizeof(formats[0]); i++)
        al_suggest_consider(&sg, formats[i].name);
    const char *best = al_suggest_best(&sg);
    fprintf(err,
            "acpilint: --format: unknown format '%s' (%s%s%stext, json, sarif, "
            "junit, github, gitlab, markdown)\n",
            value, best ? "did you mean '" : "", best ? best : "", best ? "'? " : "");
    return -1;
}

int al_cli_opt_fail_on(struct al_cli *cli, const struct al_option *o, const char *value, FILE *err)
{
    (void)o;
    cli->fail_on_given = true;
    if (strcmp(value, "never") == 0)
        cli->fail_on = -1;
    else if ((cli->fail_on = al_severity_parse(value)) < 0) {
        fprintf(err, "acpilint: --fail-on: unknown level '%s' (error, warning, info, never)\n",
                value);
        return -1;
    }
    return 0;
}

int al_cli_opt_severity(struct al_cli *cli, const struct al_option *o, const char *value, FILE *err)
{
    (void)o;
    if ((cli->severity = al_severity_parse(value)) < 0) {
        fprintf(err, "acpilint: --severity: unknown level '%s' (info, warning, error)\n", value);
        return -1;
    }
    return 0;
}

int al_cli_opt_color(struct al_cli *cli, const struct al_option *o, const char *value, FILE *err)
{
    (void)o;
    if (strcmp(value, "auto") == 0)
        cli->color = AL_COLOR_AUTO;
    else if (strcmp(value, "always") == 0)
        cli->color = AL_COLOR_ALWAYS;
    else if (strcmp(value, "never") == 0)
        cli->color = AL_COLOR_NEVER;
    else {
        fprintf(err, "acpilint: --color: unknown value '%s' (auto, always, never)\n", value);
        return -1;
    }
    return 0;
}

int al_cli_opt_jobs(struct al_cli *cli, const struct al_option *o, const char *value, FILE *err)
{
    (void)o;
    uint64_t n;
    if (al_cli_parse_number(value, 10, 256, &n) != 0 || n == 0) {
        fprintf(err, "acpilint: --jobs: '%s' is not a number from 1 to 256\n", value);
        return -1;
    }
    cli->jobs = (unsigned)n;
    return 0;
}

/* --scan IMAGE, or with no value (followed by an option or nothing) the mode: every input is
 * an image. */
int al_cli_opt_scan(struct al_cli *cli, const struct al_option *o, const char *value, FILE *err)
{
    (void)o;
    (void)err;
    if (value)
        cli->scans[cli->scan_count++] = value;
    else
        cli->scan_all = true;
    return 0;
}

/* A comma list is several switches, in its order: --disable a,b is --disable a --disable b. */
int al_cli_opt_rule_switch(struct al_cli *cli, const struct al_option *o, const char *value,
                           FILE *err)
{
    (void)err;
    for (const char *p = value;;) {
        size_t len = strcspn(p, ",");
        char *piece = strndup(p, len);
        if (!piece)
            return -1;
        cli->owned[cli->owned_count++] = piece;
        if (len || !value[0]) { /* an empty ID stays one, for its message */
            struct al_rule_switch *sw = &cli->switches[cli->switch_count++];
            sw->pattern = piece;
            sw->enable = o->id == AL_OPT_ENABLE;
            sw->line = 0;
        }
        if (!p[len])
            break;
        p += len + 1;
    }
    return 0;
}

int al_cli_opt_sbsa_level(struct al_cli *cli, const struct al_option *o, const char *value,
                          FILE *err)
{
    (void)o;
    char *end = NULL;
    errno = 0;
    unsigned long n = strtoul(value, &end, 10);
    if (errno || end == value || *end || n < 1 || n > AL_SBSA_LEVEL_MAX) {
        fprintf(err, "acpilint: --sbsa-level: '%s' is not a level from 1 to %u\n", value,
                AL_SBSA_LEVEL_MAX);
        return -1;
    }
    cli->sbsa_level = (unsigned)n;
    return 0;
}

int al_cli_opt_sarif_category(struct al_cli *cli, const struct al_option *o, const char *value,
                              FILE *err)
{
    (void)o;
    /* A category is one part of the id: '/' would start a new part. */
    if (!value[0] || strchr(value, '/')) {
        fprintf(err, "acpilint: --sarif-category: '%s' must be a non-empty name without '/'\n",
                value);
        return -1;
    }
    cli->sarif_category = value;
    return 0;
}

/* --max-*: sizes take K, M or G; counts are plain numbers; none may be 0 but --max-wait. */
int al_cli_opt_budget(struct al_cli *cli, const struct al_option *o, const char *value, FILE *err)
{
    struct al_budget *b = &cli->budget;
    uint64_t v = 0;
    int rc;
    switch (o->id) {
    case AL_OPT_MAX_BYTES:
    case AL_OPT_MAX_TABLE_SIZE:
        rc = al_budget_parse_size(value, (uint64_t)1 << 40, &v);
        break;
    case AL_OPT_MAX_TABLES:
        rc = al_cli_parse_number(value, 10, AL_BUDGET_TABLES_CEILING, &v);
        break;
    case AL_OPT_MAX_WAIT:
        rc = al_cli_parse_number(value, 10, 86400, &v);
        break;
    default:
        rc = al_cli_parse_number(value, 10, UINT32_MAX, &v);
        break;
    }
    if (rc != 0 || (v == 0 && o->id != AL_OPT_MAX_WAIT)) {
        fprintf(err, "acpilint: --%s: '%s' is not a valid %s\n", o->long_name, value, o->arg);
        return -1;
    }
    if (o->id == AL_OPT_MAX_BYTES)
        b->bytes = v;
    else if (o->id == AL_OPT_MAX_TABLE_SIZE)
        b->table = v;
    else if (o->id == AL_OPT_MAX_TABLES)
        b->tables = (unsigned)v;
    else if (o->id == AL_OPT_MAX_FINDINGS)
        b->findings = (size_t)v;
    else if (o->id == AL_OPT_MAX_SCAN_WORK)
        b->scan_work = (unsigned)v;
    else
        b->wait_ms = (unsigned)(v * 1000);
    return 0;
}
