# SPDX-License-Identifier: MIT
# Minimal bad inputs for the predefined-name rules (rules/predefined.yaml): each is the
# valid DSDT (corpus/valid/dsdt.asl) with one defect in COM0, described in its header.
# iasl refuses a wrong type written in place (Error 6105), so the type cases return a
# Name of the wrong type, which iasl does not follow and acpilint does.

rule_case_source(predef.object-type DSDT ${CORPUS_SRC}/rules/predefined/object-type.asl)
rule_case_source(predef.argument-count DSDT ${CORPUS_SRC}/rules/predefined/argument-count.asl)
rule_case_source(predef.no-return-value DSDT ${CORPUS_SRC}/rules/predefined/no-return-value.asl)
rule_case_source(predef.package-invalid DSDT ${CORPUS_SRC}/rules/predefined/package-invalid.asl)
rule_case_source(predef.id-invalid DSDT ${CORPUS_SRC}/rules/predefined/id-invalid.asl)
