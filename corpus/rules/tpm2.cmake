# SPDX-License-Identifier: MIT
# TPM2 cases (src/check/tpm2_rules.c): revision 4 tables Debian 12's iasl compiles.  Its TPM2
# compiler refuses a Start Method it does not know, crashes on 11 (Arm SMC) and writes zero into
# Reserved fields, so tpm2.start-method-unknown, tpm2.length-invalid and tpm2.reserved-nonzero are
# in tests/unit/test_rules_csrt_tpm2.c (and the Snapdragon laptops' Start Method 14 in the real
# corpus).
rule_case_source(tpm2.value-invalid TPM2 ${CORPUS_SRC}/rules/tpm2/tpm2-value.dsl)
rule_quiet_source(tpm2.reserved-nonzero TPM2 ${CORPUS_SRC}/rules/tpm2/tpm2-clean.dsl)
rule_quiet_source(tpm2.value-invalid TPM2 ${CORPUS_SRC}/rules/tpm2/tpm2-clean.dsl)
rule_quiet_source(tpm2.start-method-unknown TPM2 ${CORPUS_SRC}/rules/tpm2/tpm2-clean.dsl)
rule_quiet_source(tpm2.length-invalid TPM2 ${CORPUS_SRC}/rules/tpm2/tpm2-clean.dsl)
rule_case_source(tpm2.log-area-invalid TPM2 ${CORPUS_SRC}/rules/tpm2/tpm2-log-area.dsl)
rule_quiet_source(tpm2.log-area-invalid TPM2 ${CORPUS_SRC}/rules/tpm2/tpm2-clean.dsl)
