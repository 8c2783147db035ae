/* SPDX-License-Identifier: MIT */
/*
 * A finding's message read as a compiler's line and its notes.  Messages are
 * written "what: consequence" or "what; detail" (CONTRIBUTING.md, "Messages"):
 * the first ": " or "; " outside brackets and double quotes ends what the text
 * report puts on the finding's own line, and a parenthesis that closes that
 * part is an aside ("GICD is 25 bytes, longer than its 24-byte layout (the
 * kernel accepts it ...)"); both go to note lines.  JSON, SARIF and the other
 * machine formats keep the whole message.
 */
#include "acpilint/report.h"

#include <string.h>

void al_message_split(const char *message, struct al_message_parts *parts)
{
    int depth = 0;
    bool quoted = false;
    size_t i, open = 0, close = 0; /* the last top-level bracket pair */
    parts->rest = NULL;
    parts->aside = NULL;
    parts->aside_len = 0;
    for (i = 0; message[i]; i++) {
        char c = message[i];
        if (c == '"') {
            quoted = !quoted;
        } else if (quoted) {
            continue;
        } else if (c == '(' || c == '[' || c == '{') {
            if (depth++ == 0)
                open = i;
        } else if ((c == ')' || c == ']' || c == '}') && depth > 0) {
            if (--depth == 0)
                close = i;
        } else if (depth == 0 && (c == ':' || c == ';') && message[i + 1] == ' ' && i > 0 &&
                   message[i + 2]) {
            parts->rest = message + i + 2;
            break;
        }
    }
    parts->headline_len = i;
    /* "what (aside)": the aside leaves the line when something stands before it. */
    if (i > 2 && close == i - 1 && message[close] == ')' && message[open] == '(' && open > 0 &&
        message[open - 1] == ' ') {
        parts->aside = message + open + 1;
        parts->aside_len = i - 1 - (open + 1);
        parts->headline_len = open - 1;
    }
}
