# SPDX-License-Identifier: MIT
# Minimal bad inputs for the AML walker's own rules (rules/aml.yaml) that a
# compiler accepts; the others (malformed byte code) are cmocka tests in
# tests/unit/test_aml_walker.c.

rule_case_source(aml.ambiguous-invocation SSDT ${CORPUS_SRC}/rules/aml/ambiguous-invocation.asl)
