# SPDX-License-Identifier: MIT
# Minimal bad inputs for the object rules (rules/objects.yaml): each is the valid
# DSDT (corpus/valid/dsdt.asl) with exactly one defect, described in its header.
#
# objects_rule_case() is rule_case_source() with a dot-free iasl output prefix:
# iasl -p cuts the prefix at its first dot, so objects_rule_case(obj.x ...) makes
# every case compile to the same "obj.aml" and the copy fails.  Same output
# (corpus/rules/RULE_ID@SIG, listed in CORPUS_OUTPUTS); switch back to
# rule_case_source once it handles dotted rule ids.
function(objects_rule_case rule sig source)
    set(out ${CORPUS_OUT}/rules/${rule}@${sig})
    string(REPLACE "." "_" stem ${rule})
    set(iasl_out ${CORPUS_IASL_DIR}/rules/${stem})
    add_custom_command(
        OUTPUT ${out}
        COMMAND ${CMAKE_COMMAND} -E make_directory ${CORPUS_OUT}/rules ${CORPUS_IASL_DIR}/rules
        COMMAND ${ACPILINT_IASL} -vs -p ${iasl_out} ${source}
        COMMAND ${CMAKE_COMMAND} -E copy ${iasl_out}.aml ${out}
        DEPENDS ${source}
        COMMENT "iasl ${stem} -> corpus/rules/${rule}@${sig}"
        VERBATIM)
    set(CORPUS_OUTPUTS ${CORPUS_OUTPUTS} ${out} PARENT_SCOPE)
endfunction()

objects_rule_case(obj.osi-called DSDT ${CORPUS_SRC}/rules/objects/osi-called.asl)
objects_rule_case(obj.dsm-defined DSDT ${CORPUS_SRC}/rules/objects/dsm-defined.asl)
objects_rule_case(obj.dsm-called DSDT ${CORPUS_SRC}/rules/objects/dsm-called.asl)
objects_rule_case(obj.global-lock DSDT ${CORPUS_SRC}/rules/objects/global-lock.asl)
objects_rule_case(obj.gpe-scope DSDT ${CORPUS_SRC}/rules/objects/gpe-scope.asl)
objects_rule_case(obj.gpe-block-device DSDT ${CORPUS_SRC}/rules/objects/gpe-block-device.asl)
objects_rule_case(obj.pr-scope DSDT ${CORPUS_SRC}/rules/objects/pr-scope.asl)
objects_rule_case(obj.pic-defined DSDT ${CORPUS_SRC}/rules/objects/pic-defined.asl)
objects_rule_case(obj.pdc-defined DSDT ${CORPUS_SRC}/rules/objects/pdc-defined.asl)
objects_rule_case(obj.ps0-without-ps3 DSDT ${CORPUS_SRC}/rules/objects/ps0-without-ps3.asl)
objects_rule_case(obj.ps3-without-ps0 DSDT ${CORPUS_SRC}/rules/objects/ps3-without-ps0.asl)
objects_rule_case(obj.pr0-without-pr3 DSDT ${CORPUS_SRC}/rules/objects/pr0-without-pr3.asl)
objects_rule_case(obj.device-outside-sb DSDT ${CORPUS_SRC}/rules/objects/device-outside-sb.asl)
objects_rule_case(obj.processor-outside-sb DSDT ${CORPUS_SRC}/rules/objects/processor-outside-sb.asl)
objects_rule_case(obj.crs-missing DSDT ${CORPUS_SRC}/rules/objects/crs-missing.asl)
objects_rule_case(obj.cca-missing DSDT ${CORPUS_SRC}/rules/objects/cca-missing.asl)
objects_rule_case(obj.uid-missing DSDT ${CORPUS_SRC}/rules/objects/uid-missing.asl)
objects_rule_case(obj.ddn-without-str DSDT ${CORPUS_SRC}/rules/objects/ddn-without-str.asl)
objects_rule_case(obj.unsupported-device DSDT ${CORPUS_SRC}/rules/objects/unsupported-device.asl)
objects_rule_case(obj.dsd-unknown-uuid DSDT ${CORPUS_SRC}/rules/objects/dsd-unknown-uuid.asl)
objects_rule_case(obj.gicc-without-processor DSDT ${CORPUS_SRC}/rules/objects/gicc-without-processor.asl)

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
