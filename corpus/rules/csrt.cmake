# SPDX-License-Identifier: MIT
# CSRT cases (src/check/csrt_rules.c), in the form Debian 12's iasl compiles: every resource group
# carries the 28-byte Intel shared info its CSRT compiler requires.  iasl writes zero into every
# Reserved field and computes the Length fields itself, so csrt.reserved-nonzero,
# csrt.subtable-length-invalid and csrt.subtable-truncated are in tests/unit/test_rules_csrt_tpm2.c.
rule_case_source(csrt.resource-type-unknown CSRT ${CORPUS_SRC}/rules/csrt/csrt-type.dsl)
rule_case_source(csrt.resource-subtype-unknown CSRT ${CORPUS_SRC}/rules/csrt/csrt-subtype.dsl)
rule_case_source(csrt.uid-reserved CSRT ${CORPUS_SRC}/rules/csrt/csrt-uid.dsl)
rule_quiet_source(csrt.reserved-nonzero CSRT ${CORPUS_SRC}/rules/csrt/csrt-clean.dsl)
rule_quiet_source(csrt.resource-type-unknown CSRT ${CORPUS_SRC}/rules/csrt/csrt-clean.dsl)
rule_quiet_source(csrt.resource-subtype-unknown CSRT ${CORPUS_SRC}/rules/csrt/csrt-clean.dsl)
rule_quiet_source(csrt.uid-reserved CSRT ${CORPUS_SRC}/rules/csrt/csrt-clean.dsl)
rule_quiet_source(csrt.subtable-length-invalid CSRT ${CORPUS_SRC}/rules/csrt/csrt-clean.dsl)
rule_quiet_source(csrt.subtable-truncated CSRT ${CORPUS_SRC}/rules/csrt/csrt-clean.dsl)
