/* SPDX-License-Identifier: MIT */
/*
 * What the reports need to know of a file the run read, recorded when it was
 * read (src/load/file_facts.c): where a finding points (report/place.c) is
 * then decided from the record alone, so a file changed or deleted after the
 * load cannot change the report, and src/report/ touches no file.
 *
 * A name with no record (standard input, a name the run never opened) is
 * known as nothing: no real path, not a folder, no lines, no size.
 */
#ifndef ACPILINT_FILE_FACTS_H
#define ACPILINT_FILE_FACTS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

struct al_file_facts {
    const char *name;   /* as the loader named it (the set's own copy) */
    const char *real;   /* its absolute path with no link (realpath), or NULL: none */
    bool folder;
    bool text;          /* text, not binary: no NUL or control byte (but tab, CR, LF, FF) in its first 4 KiB */
    unsigned lines;     /* lines of a text file (a last line without a newline counts) */
    bool counted;       /* text and lines are known (set by the loader once it read the file) */
    bool has_size;      /* size: its size in bytes, when it could be stat()ed */
    uint64_t size;
};

/* The file facts of a table set (its `files`): an open-addressing table keyed by name. */
struct al_file_facts_set {
    struct al_file_facts *slots; /* name NULL: free */
    size_t size;                 /* a power of two, or 0 */
    size_t count;
};

/*
 * Records f (copied, with its strings) unless a record of the same name
 * exists: the first record, made when the file was opened, stands.  Out of
 * memory: the record is dropped, and the file is known as nothing.
 */
void al_file_facts_note(struct al_file_facts_set *set, const struct al_file_facts *f);

/* Sets the text flag and line count of name's record, if there is one, and marks it counted. */
void al_file_facts_set_text(struct al_file_facts_set *set, const char *name, bool text,
                            unsigned lines);

/* The record of name, or NULL. */
const struct al_file_facts *al_file_facts_of(const struct al_file_facts_set *set,
                                             const char *name);

void al_file_facts_free(struct al_file_facts_set *set);

/*
 * Feeds the next n bytes of a file to a text-and-lines count: the rule above
 * for text, lines counted when text.  Start from {.text = true, .last = '\n'};
 * al_text_count_lines() gives the count after the last piece.
 */
struct al_text_count {
    bool text;
    unsigned lines;
    uint64_t seen;
    int last;
};
void al_text_count_feed(struct al_text_count *c, const uint8_t *bytes, size_t n);
unsigned al_text_count_lines(const struct al_text_count *c);

#endif
