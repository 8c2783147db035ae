/* SPDX-License-Identifier: MIT */
/* The simulator's event list: decisions, kernel messages, consequences. */
#include "sim_internal.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char *dup_or_null(const char *s)
{
    if (!s)
        return NULL;
    size_t n = strlen(s) + 1;
    char *d = malloc(n);
    if (d)
        memcpy(d, s, n);
    return d;
}

static void add_event(struct al_sim_result *r, const char *ref, const char *decision,
                      const char *consequence, const char *note, const char *log_fmt,
                      va_list ap) __attribute__((format(printf, 6, 0)));

static void add_event(struct al_sim_result *r, const char *ref, const char *decision,
                      const char *consequence, const char *note, const char *log_fmt,
                      va_list ap)
{
    if (r->event_count == r->event_capacity) {
        size_t cap = r->event_capacity ? r->event_capacity * 2 : 32;
        struct al_sim_event *e = realloc(r->events, cap * sizeof(*e));
        if (!e)
            return;
        r->events = e;
        r->event_capacity = cap;
    }
    struct al_sim_event *ev = &r->events[r->event_count++];
    memset(ev, 0, sizeof(*ev));
    ev->ref = dup_or_null(ref);
    ev->decision = dup_or_null(decision);
    ev->consequence = dup_or_null(consequence);
    ev->note = dup_or_null(note);
    if (log_fmt) {
        char buf[512];
        vsnprintf(buf, sizeof(buf), log_fmt, ap);
        ev->log = dup_or_null(buf);
    }
}

void al_sim_event(struct al_sim_result *r, const char *ref, const char *decision,
                  const char *consequence, const char *note, const char *log_fmt, ...)
{
    va_list ap;
    va_start(ap, log_fmt);
    add_event(r, ref, decision, consequence, note, log_fmt, ap);
    va_end(ap);
}

void al_sim_kevent(struct al_sim_ctx *c, const char *src, const char *decision,
                   const char *consequence, const char *note, const char *log_fmt, ...)
{
    char ref[200];
    snprintf(ref, sizeof(ref), "Linux %s %s", c->k.name, src);
    va_list ap;
    va_start(ap, log_fmt);
    add_event(c->r, ref, decision, consequence, note, log_fmt, ap);
    va_end(ap);
}

void al_sim_die(struct al_sim_ctx *c, enum al_sim_outcome how, const char *stage,
                const char *message)
{
    struct al_sim_result *r = c->r;
    if (c->died)
        return;
    c->died = true;
    r->outcome = how;
    snprintf(r->outcome_stage, sizeof(r->outcome_stage), "%s", stage);
    free(r->outcome_message);
    r->outcome_message = dup_or_null(message);
}

void al_sim_result_free(struct al_sim_result *r)
{
    if (!r)
        return;
    for (size_t i = 0; i < r->event_count; i++) {
        free(r->events[i].ref);
        free(r->events[i].decision);
        free(r->events[i].log);
        free(r->events[i].consequence);
        free(r->events[i].note);
    }
    free(r->events);
    free(r->logical_map);
    free(r->gsis);
    free(r->giccs);
    free(r->hw_mpidrs);
    free(r->hw_file);
    free(r->outcome_message);
    free(r->cmdline);
    free(r->dt_file);
    for (size_t i = 0; i < r->topology.count; i++)
        free(r->topology.cpus[i].caches);
    free(r->topology.cpus);
    memset(r, 0, sizeof(*r));
}
