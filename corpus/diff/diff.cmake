# SPDX-License-Identifier: MIT
# Edited variants of the valid system for `acpilint diff` (tests/scripts/test_diff.sh), each
# with known changes: corpus/diff/NAME, one table that replaces (or joins) the valid system's.
# Offsets: corpus/README.md ("MADT offsets") and the catalogue (include/acpilint/fields/).
function(diff_variant name sig)
    set(out ${CORPUS_OUT}/diff/${name})
    corpus_blobedit(${out} ${sig} ${ARGN})
    set(CORPUS_OUTPUTS ${CORPUS_OUTPUTS} ${out} PARENT_SCOPE)
endfunction()
function(diff_variant_source name source)
    set(out ${CORPUS_OUT}/diff/${name})
    add_custom_command(
        OUTPUT ${out}
        COMMAND ${CMAKE_COMMAND} -E make_directory ${CORPUS_OUT}/diff ${CORPUS_IASL_DIR}/diff
        COMMAND ${ACPILINT_IASL} -vs -p ${CORPUS_IASL_DIR}/diff/${name} ${source}
        COMMAND ${CMAKE_COMMAND} -E copy ${CORPUS_IASL_DIR}/diff/${name}.aml ${out}
        DEPENDS ${source}
        COMMENT "iasl -> corpus/diff/${name}"
        VERBATIM)
    set(CORPUS_OUTPUTS ${CORPUS_OUTPUTS} ${out} PARENT_SCOPE)
endfunction()

# GICC[1] (0x7C) Flags (+12): Enabled 1 -> 0.
diff_variant(apic-gicc1-disabled APIC set 0x88 0x00 fixsum)
# GICC[0] and GICC[1] swapped: CPU Interface Number (+4), UID (+8), MPIDR (+68) exchanged.
diff_variant(apic-reordered APIC set 0x30 0x01 set 0x80 0x00 set 0x34 0x01 set 0x84 0x00
             set 0x70 0x01 set 0xC0 0x00 fixsum)
# GTDT Non-Secure EL1 Timer Flags (60): InterruptPolarity 0 -> 1 (active low).
diff_variant(gtdt-polarity GTDT set 60 0x02 fixsum)
# SPCR BaseAddress.Address (40 + 4): 0x09000000 -> 0x09010000.
diff_variant(spcr-moved SPCR set 46 0x01 fixsum)
# FADT ARM_BOOT_ARCH (129): PSCI_USE_HVC 0 -> 1 (PSCI over HVC instead of SMC).
diff_variant(facp-hvc FACP set 129 0x03 fixsum)
# A table the update adds.
diff_variant_source(bgrt-added ${CORPUS_SRC}/diff/bgrt.dsl)

# DSDT variants made from valid/dsdt.asl at configure time, so they follow it:
# a device added at the end of \_SB, and COM0's Memory32Fixed base moved.
file(READ ${CORPUS_SRC}/valid/dsdt.asl dsdt_text)
set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${CORPUS_SRC}/valid/dsdt.asl)
string(REGEX REPLACE "}[ \n]*}[ \n]*$"
    "\n        Device (GPI1)\n        {\n            Name (_HID, \"ARMH0061\")\n            Name (_UID, 1)\n            Name (_CRS, ResourceTemplate ()\n            {\n                Memory32Fixed (ReadWrite, 0x09040000, 0x00001000)\n            })\n        }\n    }\n}\n"
    dsdt_added "${dsdt_text}")
string(REPLACE "Memory32Fixed (ReadWrite, 0x09000000, 0x00001000)"
    "Memory32Fixed (ReadWrite, 0x09010000, 0x00001000)" dsdt_moved "${dsdt_text}")
if(dsdt_added STREQUAL dsdt_text OR dsdt_moved STREQUAL dsdt_text)
    message(FATAL_ERROR "corpus/diff/diff.cmake: valid/dsdt.asl no longer has what the DSDT "
                        "variants edit (the end of \\_SB, COM0's Memory32Fixed)")
endif()
file(MAKE_DIRECTORY ${CMAKE_CURRENT_BINARY_DIR}/diff-src)
file(WRITE ${CMAKE_CURRENT_BINARY_DIR}/diff-src/dsdt-device-added.asl "${dsdt_added}")
file(WRITE ${CMAKE_CURRENT_BINARY_DIR}/diff-src/dsdt-crs-moved.asl "${dsdt_moved}")
diff_variant_source(dsdt-device-added ${CMAKE_CURRENT_BINARY_DIR}/diff-src/dsdt-device-added.asl)
diff_variant_source(dsdt-crs-moved ${CMAKE_CURRENT_BINARY_DIR}/diff-src/dsdt-crs-moved.asl)
