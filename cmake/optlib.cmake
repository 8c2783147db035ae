# SPDX-License-Identifier: MIT
#
# Helpers for the libraries acpilint opens with dlopen() on first use
# (include/acpilint/optlib.h) instead of linking: their SONAMEs, read from
# the libraries CMake found so that the name opened at run time is the one
# the linker would have put in DT_NEEDED, and the Debian packages that
# provide them, which dpkg-shlibdeps can no longer see.

# acpilint_soname(<var> <regex> <library>...): the DT_SONAME of the first of
# the libraries (a link line from pkg-config or a Find module) whose file
# name matches regex, e.g. /usr/lib/x86_64-linux-gnu/libz.so -> libz.so.1.
function(acpilint_soname out regex)
    set(lib)
    foreach(candidate ${ARGN})
        get_filename_component(name "${candidate}" NAME)
        if(name MATCHES "${regex}" AND EXISTS "${candidate}")
            set(lib "${candidate}")
            break()
        endif()
    endforeach()
    if(NOT lib)
        message(FATAL_ERROR "no shared library matching '${regex}' among '${ARGN}': "
                "acpilint opens it with dlopen() by its SONAME")
    endif()
    get_filename_component(real "${lib}" REALPATH)
    set(dump)
    if(CMAKE_OBJDUMP)
        execute_process(COMMAND ${CMAKE_OBJDUMP} -p "${real}" OUTPUT_VARIABLE dump
                        RESULT_VARIABLE rc ERROR_QUIET)
    endif()
    if(NOT dump MATCHES "\n *SONAME +([^ \n]+)")
        message(FATAL_ERROR "cannot read the SONAME of ${real} with objdump -p "
                "('${CMAKE_OBJDUMP}'): acpilint opens it with dlopen() by that name")
    endif()
    set(${out} "${CMAKE_MATCH_1}" PARENT_SCOPE)
endfunction()

# acpilint_deb_depend(<list var> <soname> <expected soname> <package>): appends
# package to the list.  A Debian package name carries the SONAME it provides
# (libyaml-0.so.2 is in libyaml-0-2), so a library found with another SONAME
# means the package name written in CMakeLists.txt must be updated too.
function(acpilint_deb_depend list soname expected package)
    if(NOT soname STREQUAL expected)
        message(WARNING "found ${soname}, not ${expected}: the .deb dependency '${package}' "
                "in CMakeLists.txt is probably out of date")
    endif()
    set(${list} ${${list}} "${package}" PARENT_SCOPE)
endfunction()
