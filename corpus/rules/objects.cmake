# SPDX-License-Identifier: MIT
# Minimal bad inputs for the object rules (rules/objects.yaml): each is the valid
# DSDT (corpus/valid/dsdt.asl) with exactly one defect, described in its header.

rule_case_source(obj.osi-called DSDT ${CORPUS_SRC}/rules/objects/osi-called.asl)
rule_case_source(obj.dsm-defined DSDT ${CORPUS_SRC}/rules/objects/dsm-defined.asl)
rule_case_source(obj.dsm-called DSDT ${CORPUS_SRC}/rules/objects/dsm-called.asl)
rule_case_source(obj.global-lock DSDT ${CORPUS_SRC}/rules/objects/global-lock.asl)
rule_case_source(obj.gpe-scope DSDT ${CORPUS_SRC}/rules/objects/gpe-scope.asl)
rule_case_source(obj.gpe-block-device DSDT ${CORPUS_SRC}/rules/objects/gpe-block-device.asl)
rule_case_source(obj.pr-scope DSDT ${CORPUS_SRC}/rules/objects/pr-scope.asl)
rule_case_source(obj.pic-defined DSDT ${CORPUS_SRC}/rules/objects/pic-defined.asl)
rule_case_source(obj.pdc-defined DSDT ${CORPUS_SRC}/rules/objects/pdc-defined.asl)
rule_case_source(obj.ps0-without-ps3 DSDT ${CORPUS_SRC}/rules/objects/ps0-without-ps3.asl)
rule_case_source(obj.ps3-without-ps0 DSDT ${CORPUS_SRC}/rules/objects/ps3-without-ps0.asl)
rule_case_source(obj.pr0-without-pr3 DSDT ${CORPUS_SRC}/rules/objects/pr0-without-pr3.asl)
rule_case_source(obj.device-outside-sb DSDT ${CORPUS_SRC}/rules/objects/device-outside-sb.asl)
rule_case_source(obj.processor-outside-sb DSDT ${CORPUS_SRC}/rules/objects/processor-outside-sb.asl)
rule_case_source(obj.crs-missing DSDT ${CORPUS_SRC}/rules/objects/crs-missing.asl)
rule_case_source(obj.cca-missing DSDT ${CORPUS_SRC}/rules/objects/cca-missing.asl)
rule_case_source(obj.uid-missing DSDT ${CORPUS_SRC}/rules/objects/uid-missing.asl)
rule_case_source(obj.ddn-without-str DSDT ${CORPUS_SRC}/rules/objects/ddn-without-str.asl)
rule_case_source(obj.unsupported-device DSDT ${CORPUS_SRC}/rules/objects/unsupported-device.asl)
rule_case_source(obj.dsd-unknown-uuid DSDT ${CORPUS_SRC}/rules/objects/dsd-unknown-uuid.asl)
rule_case_source(obj.gicc-without-processor DSDT ${CORPUS_SRC}/rules/objects/gicc-without-processor.asl)

# Fixtures of tests/unit/test_rules_objects.c (edge cases, not rule cases):
# corpus/objects/<name>.aml.
foreach(fixture edge-dsdt edge-ssdt procobj-dsdt uidmethod-dsdt)
    set(src ${CORPUS_SRC}/rules/objects/fixtures/${fixture}.asl)
    string(REPLACE "-" "_" stem ${fixture})
    set(out ${CORPUS_OUT}/objects/${fixture}.aml)
    add_custom_command(
        OUTPUT ${out}
        COMMAND ${CMAKE_COMMAND} -E make_directory ${CORPUS_OUT}/objects ${CORPUS_IASL_DIR}/objects
        COMMAND ${ACPILINT_IASL} -vs -p ${CORPUS_IASL_DIR}/objects/${stem} ${src}
        COMMAND ${CMAKE_COMMAND} -E copy ${CORPUS_IASL_DIR}/objects/${stem}.aml ${out}
        DEPENDS ${src}
        COMMENT "iasl ${fixture} -> corpus/objects/${fixture}.aml"
        VERBATIM)
    list(APPEND CORPUS_OUTPUTS ${out})
endforeach()

# Quiet: a time and alarm device (ACPI000E), which Linux 6.x drives on arm64 (acpi_tad.c).
rule_quiet_source(obj.unsupported-device DSDT ${CORPUS_SRC}/rules/objects/tad-device.asl)

# A PCI function with both _ADR and _HID; quiet: the same function with _ADR alone.
rule_case_source(obj.hid-and-adr DSDT ${CORPUS_SRC}/rules/objects/hid-and-adr.asl)
rule_quiet_source(obj.hid-and-adr DSDT ${CORPUS_SRC}/rules/objects/adr-only.asl)
# The UART under \_SB with an _ADR beside its _HID: nothing reads the _ADR (info).
rule_case_source(obj.hid-and-adr-unused DSDT ${CORPUS_SRC}/rules/objects/hid-and-adr-unused.asl)
# A bus master's _CCA added only by one branch of a module-level If on a field: obj.cca-missing
# is not verified (info); quiet: both branches add one (branch_source: iasl -vw 6074).
rule_case_source(obj.presence-unverified DSDT ${CORPUS_SRC}/rules/objects/presence-unverified.asl)
branch_source(rules-quiet obj.presence-unverified
              ${CORPUS_SRC}/rules/objects/presence-both-branches.asl)
