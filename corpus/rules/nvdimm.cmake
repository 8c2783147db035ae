# SPDX-License-Identifier: MIT
# The NFIT, VIOT, FPDT and SDEV checked through the field catalogue (issue 24 item 2;
# src/check/nfit_rules.c, viot_rules.c, fpdt_rules.c, sdev_rules.c).  The valid system has none
# of them, so each case adds one.  The VIOT is written with iasl's generic data types (Debian
# 12's iasl does not know it); the NFIT, FPDT and SDEV with iasl's own labels, which means iasl
# zeroes their Reserved fields, writes Flags from the named bits and computes every Length: those
# defects, unknown types and truncated walks are in tests/unit/test_rules_nvdimm.c.
rule_case_source(nfit.reserved-nonzero NFIT ${CORPUS_SRC}/rules/nvdimm/nfit-reserved.dsl)
rule_case_source(nfit.spa-index-zero NFIT ${CORPUS_SRC}/rules/nvdimm/nfit-spa-index.dsl)
rule_case_source(nfit.value-invalid NFIT ${CORPUS_SRC}/rules/nvdimm/nfit-value.dsl)
rule_case_source(viot.reserved-nonzero VIOT ${CORPUS_SRC}/rules/nvdimm/viot-reserved.dsl)
rule_case_source(viot.node-offset-invalid VIOT ${CORPUS_SRC}/rules/nvdimm/viot-offset.dsl)
rule_case_source(viot.subtable-type-unknown VIOT ${CORPUS_SRC}/rules/nvdimm/viot-type.dsl)
rule_case_source(viot.subtable-length-invalid VIOT ${CORPUS_SRC}/rules/nvdimm/viot-length.dsl)
rule_case_source(viot.subtable-truncated VIOT ${CORPUS_SRC}/rules/nvdimm/viot-truncated.dsl)
rule_case_source(fpdt.value-invalid FPDT ${CORPUS_SRC}/rules/nvdimm/fpdt-value.dsl)
rule_case_source(fpdt.boot-pointer-count FPDT ${CORPUS_SRC}/rules/nvdimm/fpdt-boot-pointer.dsl)
# The other side: a clean table of each kind, on which none of its rules fires.
foreach(rule reserved-nonzero value-invalid spa-index-zero subtable-type-unknown
        subtable-length-invalid subtable-truncated)
    rule_quiet_source(nfit.${rule} NFIT ${CORPUS_SRC}/rules/nvdimm/nfit-clean.dsl)
endforeach()
foreach(rule reserved-nonzero node-offset-invalid subtable-type-unknown subtable-length-invalid
        subtable-truncated)
    rule_quiet_source(viot.${rule} VIOT ${CORPUS_SRC}/rules/nvdimm/viot-clean.dsl)
endforeach()
foreach(rule reserved-nonzero value-invalid record-type-reserved record-length-invalid
        record-truncated boot-pointer-count)
    rule_quiet_source(fpdt.${rule} FPDT ${CORPUS_SRC}/rules/nvdimm/fpdt-clean.dsl)
endforeach()
foreach(rule reserved-nonzero subtable-type-unknown subtable-length-invalid subtable-truncated)
    rule_quiet_source(sdev.${rule} SDEV ${CORPUS_SRC}/rules/nvdimm/sdev-clean.dsl)
endforeach()
