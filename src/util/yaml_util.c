/* SPDX-License-Identifier: MIT */
/* The start and the error message every libyaml reader of the project shares. */
#include <stdio.h>

#include "util/optlib_yaml.h"

bool al_yaml_start(const struct al_yaml *y, yaml_parser_t *parser, const char *name,
                   const char *text, size_t size, char *err, size_t err_size)
{
    if (!y->yaml_parser_initialize(parser)) {
        snprintf(err, err_size, "%s: cannot start the YAML parser", name);
        return false;
    }
    y->yaml_parser_set_input_string(parser, (const unsigned char *)text, size);
    return true;
}

void al_yaml_error(const yaml_parser_t *parser, const char *name, char *err, size_t err_size)
{
    snprintf(err, err_size, "%s:%zu: YAML error: %s", name, parser->problem_mark.line + 1,
             parser->problem ? parser->problem : "syntax");
}
