/* SPDX-License-Identifier: MIT */
/*
 * libyaml through al_optlib (include/acpilint/optlib.h): the functions the
 * rule, profile, config and baseline readers call, typed from <yaml.h> so
 * the compiler checks every call against the real prototypes.
 */
#ifndef ACPILINT_OPTLIB_YAML_H
#define ACPILINT_OPTLIB_YAML_H

#include <stdbool.h>
#include <stddef.h>
#include <yaml.h>

#define AL_YAML_SYMBOLS(X)                                                                    \
    X(yaml_parser_initialize) X(yaml_parser_delete) X(yaml_parser_set_input_string)           \
    X(yaml_parser_parse) X(yaml_parser_load) X(yaml_event_delete) X(yaml_document_delete)     \
    X(yaml_document_get_node) X(yaml_document_get_root_node)

struct al_yaml {
#define AL_YAML_MEMBER(name) __typeof__(name) *name;
    AL_YAML_SYMBOLS(AL_YAML_MEMBER)
#undef AL_YAML_MEMBER
};

/* libyaml, loaded on first use; NULL with the reason in err (al_optlib_get()). */
const struct al_yaml *al_yaml(char *err, size_t err_size);

/*
 * Starts *parser on text[0..size) read from name; false with
 * "NAME: cannot start the YAML parser" in err.  The caller deletes the
 * parser when this returns true.
 */
bool al_yaml_start(const struct al_yaml *y, yaml_parser_t *parser, const char *name,
                   const char *text, size_t size, char *err, size_t err_size);

/* The parser's last error as "NAME:LINE: YAML error: PROBLEM", into err. */
void al_yaml_error(const yaml_parser_t *parser, const char *name, char *err, size_t err_size);

#endif
