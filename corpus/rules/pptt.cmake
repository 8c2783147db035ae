# SPDX-License-Identifier: MIT
# PPTT against MADT (rules/pptt.yaml, src/check/pptt_rules.c check_pptt_madt): the valid
# system has no PPTT, so each case adds one beside the valid MADT (GICC UIDs 0-3, enabled).
rule_case_source(pptt.gicc-without-leaf PPTT ${CORPUS_SRC}/rules/pptt/gicc-without-leaf.dsl)
rule_case_source(pptt.leaf-not-in-madt PPTT ${CORPUS_SRC}/rules/pptt/leaf-not-in-madt.dsl)
# Quiet: a leaf for every enabled GICC and no other (both rules stay silent).
rule_quiet_source(pptt.gicc-without-leaf PPTT ${CORPUS_SRC}/rules/pptt/leaves-match-madt.dsl)
rule_quiet_source(pptt.leaf-not-in-madt PPTT ${CORPUS_SRC}/rules/pptt/leaves-match-madt.dsl)
