# SPDX-License-Identifier: MIT
# Minimal bad inputs for the IORT rules (rules/iort.yaml, src/check/iort_rules.c).
# The valid system has no IORT: each case adds the QEMU virt IORT (ITS group with
# ITS ID 0, as in the valid MADT, and a segment 0 root complex mapped to it) with
# one defect.  iasl recomputes node lengths, counts and offsets, so the layout
# rules (node offset/truncation/length, mappings outside a node, unknown type,
# ITS group without an MADT ITS) are shown by tests/unit/test_rules_iort.c.
rule_case_source(iort.reference-invalid IORT ${CORPUS_SRC}/rules/iort/reference-invalid.dsl)
rule_case_source(iort.its-id-unknown IORT ${CORPUS_SRC}/rules/iort/its-id-unknown.dsl)
# Field rules of iort_fields.c; the rest of them (ITS group mappings, SMMU models, SMMU and RMR
# arrays, array flags) are shown by tests/unit/test_rules_iort.c on in-memory tables.
rule_case_source(iort.node-revision-invalid IORT ${CORPUS_SRC}/rules/iort/node-revision-invalid.dsl)
rule_case_source(iort.reserved-nonzero IORT ${CORPUS_SRC}/rules/iort/reserved-nonzero.dsl)
rule_case_source(iort.memory-access-invalid IORT ${CORPUS_SRC}/rules/iort/memory-access-invalid.dsl)
