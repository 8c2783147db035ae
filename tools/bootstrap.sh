#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
#
# One-command set-up for a fresh Debian 12 machine (run as root, or with sudo
# available).  Installs the Debian packages acpilint needs when they are
# missing, configures and builds, then:
#   bootstrap.sh deps     only installs the packages
#   bootstrap.sh sample   runs acpilint on the bundled sample dump
#   bootstrap.sh test     runs the whole test suite, in a normal build and
#                         again in an AddressSanitizer+UBSan build; the normal
#                         run includes fuzz_smoke (a libFuzzer build of its own
#                         under build/fuzz-clang, fuzzed for a bounded time)
# Warnings are errors only when the environment says ACPILINT_WERROR=ON, as
# .ci/run and developers do: a user's or a packager's compiler may warn where
# ours does not, and that must not stop their build.
set -euo pipefail

here=$(cd "$(dirname "$0")/.." && pwd)
mode=${1:-sample}
jobs=$(nproc 2>/dev/null || echo 2)

# What the build, the corpus (iasl, gzip) and the tests use:
#   acpixtract, acpiexec (acpica-tools)     cross-checks of the loader and the namespace
#   python3, python3-jsonschema             JSON, SARIF and GitLab Code Quality schema checks
#   python3-markdown                        the Markdown of acpilint diff, rendered (test_diff)
#   groff-base, mandoc, man-db              the man page (lint, man -l of the installed page)
#   dpkg-dev, lintian                       the CPack .deb, its SHLIBDEPS and its lint
#   zsh, fish                               syntax checks of the installed completions
#   clang, libclang-rt-14-dev               the clang builds of .ci/run, fuzz_smoke's libFuzzer
#   liblzma-dev, xz-utils                   LZMA sections of firmware volumes (tools/mkfv.py too)
#   time                                    /usr/bin/time: peak memory of test_hostile
#   uefitool-cli, ovmf, qemu-efi-aarch64    UEFIExtract and real firmware images (test_fv_uefiextract)
#   npm, ca-certificates                    Microsoft's SARIF validator, installed from the npm
#                                           registry by tests/scripts/test_sarif_multitool.sh
packages=(build-essential cmake pkg-config gzip acpica-tools libyaml-dev libcmocka-dev
          zlib1g-dev libfdt-dev python3 python3-jsonschema python3-markdown groff-base mandoc
          man-db dpkg-dev
          lintian zsh fish clang libclang-rt-14-dev ca-certificates
          liblzma-dev xz-utils uefitool-cli ovmf qemu-efi-aarch64 time)
# npm may come with a nodejs of another origin (it then provides npm itself).
command -v npm >/dev/null 2>&1 || packages+=(npm)

missing=()
# A package the administrator holds ("hold ok installed") is installed too; a multiarch
# package prints one status per architecture installed.
for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -qE '(install|hold) ok installed' || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
    echo "bootstrap: installing ${missing[*]}"
    sudo_cmd=()
    [ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
    "${sudo_cmd[@]}" apt-get update -qq
    DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends \
        "${missing[@]}"
fi

build() { # build DIR [cmake args...]
    local dir=$1
    shift
    cmake -S "$here" -B "$dir" "$@" >/dev/null
    cmake --build "$dir" -j"$jobs"
}

case "$mode" in
deps) ;;
sample)
    build "$here/build"
    echo
    echo "== acpilint --list-tables build/corpus/valid.acpidump.txt"
    "$here/build/acpilint" --list-tables "$here/build/corpus/valid.acpidump.txt"
    echo
    echo "== acpilint build/corpus/valid.acpidump.txt"
    "$here/build/acpilint" "$here/build/corpus/valid.acpidump.txt"
    ;;
test)
    werror=-DACPILINT_WERROR=${ACPILINT_WERROR:-OFF}
    build "$here/build" "$werror"
    (cd "$here/build" && ctest -j"$jobs" --output-on-failure)
    # The sanitizer build keeps Debug's assertions but is optimised at -O1, as ASan's
    # authors advise: the suite under ASan runs a quarter faster than at -O0, and gcc's
    # warnings that need the optimiser's flow analysis (maybe-uninitialized) are seen too.
    build "$here/build-asan" -DCMAKE_BUILD_TYPE=Debug -DCMAKE_C_FLAGS_DEBUG="-g -O1" \
        -DACPILINT_SANITIZE=ON "$werror"
    (cd "$here/build-asan" && ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 \
        ctest -j"$jobs" --output-on-failure)
    ;;
*)
    echo "usage: $0 deps|sample|test" >&2
    exit 2
    ;;
esac
