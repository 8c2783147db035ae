# SPDX-License-Identifier: MIT
# Minimal bad inputs for the AML walker's own rules (rules/aml.yaml) that a
# compiler accepts; the others (malformed byte code) are cmocka tests in
# tests/unit/test_aml_walker.c.

rule_case_source(aml.ambiguous-invocation SSDT ${CORPUS_SRC}/rules/aml/ambiguous-invocation.asl)

# Module-level If/Else (issue 22 item 12).  iasl loads both branches of an If/Else and
# calls a name defined in each a duplicate (error 6074), which ACPICA's load (one branch)
# does not: these sources are compiled with -vw 6074, which lets iasl emit them.
#   branch_source(KIND NAME SOURCE): KIND rules / rules-quiet (a case of rule NAME@DSDT)
#   or aml (a fixture of tests/unit/test_aml_branches.c: corpus/aml/NAME.aml)
function(branch_source kind name source)
    if(kind STREQUAL "aml")
        set(out ${CORPUS_OUT}/aml/${name}.aml)
    else()
        set(out ${CORPUS_OUT}/${kind}/${name}@DSDT)
    endif()
    string(REPLACE "." "_" iasl_stem ${name})
    set(iasl_out ${CORPUS_IASL_DIR}/${kind}/${iasl_stem})
    get_filename_component(out_dir ${out} DIRECTORY)
    add_custom_command(
        OUTPUT ${out}
        COMMAND ${CMAKE_COMMAND} -E make_directory ${out_dir} ${CORPUS_IASL_DIR}/${kind}
        COMMAND ${ACPILINT_IASL} -vs -vw 6074 -p ${iasl_out} ${source}
        COMMAND ${CMAKE_COMMAND} -E copy ${iasl_out}.aml ${out}
        DEPENDS ${source}
        COMMENT "iasl ${name} -> corpus/${kind}"
        VERBATIM)
    set(CORPUS_OUTPUTS ${CORPUS_OUTPUTS} ${out} PARENT_SCOPE)
    if(kind STREQUAL "rules")
        set(CORPUS_RULE_CASES ${CORPUS_RULE_CASES} ${name}@DSDT PARENT_SCOPE)
    elseif(kind STREQUAL "rules-quiet")
        set(CORPUS_QUIET_CASES ${CORPUS_QUIET_CASES} ${name}@DSDT PARENT_SCOPE)
    endif()
endfunction()
# A duplicate inside one branch is still one (reported at info: it rests on that branch);
# the same name in both branches of one If/Else is none.
branch_source(rules aml.duplicate-name ${CORPUS_SRC}/rules/aml/branches/duplicate-in-one-branch.asl)
branch_source(rules-quiet aml.duplicate-name
              ${CORPUS_SRC}/rules/aml/branches/same-name-both-branches.asl)
branch_source(aml objects-fixture ${CORPUS_SRC}/rules/aml/branches/objects-fixture.asl)
branch_source(aml presence-fixture ${CORPUS_SRC}/rules/aml/branches/presence-fixture.asl)
# A name only one branch creates, read by a method every load creates: not proven resolved
# (info); quiet: both branches create it (issue 22 item 1).
branch_source(rules aml.reference-unverified
              ${CORPUS_SRC}/rules/aml/branches/reference-in-one-branch.asl)
branch_source(rules-quiet aml.reference-unverified
              ${CORPUS_SRC}/rules/aml/branches/reference-in-both-branches.asl)
branch_source(aml references-fixture ${CORPUS_SRC}/rules/aml/branches/references-fixture.asl)
