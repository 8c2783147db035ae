# SPDX-License-Identifier: MIT
# The ERST's field checks (src/check/erst_rules.c): the valid system has no ERST, so each case
# adds one.  iasl zeroes the ERST's reserved fields and flag bits as it compiles, so erst.reserved-nonzero
# is shown on FWTS's ERST fixture instead (test_fwts_fixtures_all.sh).
rule_case_source(erst.value-invalid ERST ${CORPUS_SRC}/rules/erst/erst-value.dsl)
rule_quiet_source(erst.value-invalid ERST ${CORPUS_SRC}/rules/erst/erst-clean.dsl)
rule_quiet_source(erst.reserved-nonzero ERST ${CORPUS_SRC}/rules/erst/erst-clean.dsl)
rule_quiet_source(gas.apei-register-invalid ERST ${CORPUS_SRC}/rules/erst/erst-clean.dsl)
