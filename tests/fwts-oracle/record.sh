#!/bin/bash
# SPDX-License-Identifier: MIT
# Re-record the FWTS oracle (tests/fwts-oracle/README.md): build FWTS for arm64 from its git
# tree with Debian's aarch64 cross toolchain, then run it under qemu-user on every input of
# inputs.py and write records/ here (record.py).
#
#   tests/fwts-oracle/record.sh [--src DIR] [--corpus BUILD/corpus] [record.py options]
#
# --src DIR       an FWTS git clone (default: clone $FWTS_GIT into $FWTS_WORK/src)
# --corpus DIR    the build tree's corpus (default: build/corpus beside this checkout)
# FWTS_GIT        where to clone FWTS from (default https://github.com/fwts/fwts)
# FWTS_TAG        the release to build (default V26.05.00)
# FWTS_WORK       scratch folder (default ~/.cache/acpilint-fwts-oracle): the build, the
#                 install, the per-input FWTS logs of the last run
# Needs (Debian 12, as root once): dpkg --add-architecture arm64; apt-get install
#   gcc-aarch64-linux-gnu qemu-user-static autoconf automake libtool flex bison pkg-config
#   libglib2.0-dev:arm64 libfdt-dev:arm64 libbsd-dev:arm64
# FWTS's --sbbr code is built only for arm64 (fwts_framework.c FWTS_ARCH_AARCH64), hence the
# cross build; binfmt_misc is not needed, qemu-aarch64-static is called explicitly.
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../.." && pwd)
work=${FWTS_WORK:-${XDG_CACHE_HOME:-$HOME/.cache}/acpilint-fwts-oracle}
tag=${FWTS_TAG:-V26.05.00}
git_url=${FWTS_GIT:-https://github.com/fwts/fwts}
src=""
corpus="$top/build/corpus"
while [ $# -gt 0 ]; do
    case "$1" in
        --src) src=$2; shift 2 ;;
        --corpus) corpus=$2; shift 2 ;;
        *) break ;;
    esac
done

mkdir -p "$work"
if [ -z "$src" ]; then
    src="$work/src"
    [ -d "$src/.git" ] || git clone -q "$git_url" "$src"
fi
git -C "$src" checkout -q "$tag"
commit=$(git -C "$src" rev-parse HEAD)
prefix="$work/install-$tag"

if [ ! -x "$prefix/bin/fwts" ]; then
    (cd "$src" && autoreconf -ivf >/dev/null)
    rm -rf "$work/build" && mkdir -p "$work/build"
    # Only the arm64 .pc files: the host's glib must not be picked up.  -O1 without
    # debug info and without static libraries: half the compile time of the default on 2
    # shared cores, the same code paths.  --disable-werror: gcc 12 warns where FWTS's own
    # CI compiler does not.
    (cd "$work/build" &&
        PKG_CONFIG_LIBDIR=/usr/lib/aarch64-linux-gnu/pkgconfig:/usr/share/pkgconfig \
        CFLAGS="-O1 -g0" "$src/configure" --host=aarch64-linux-gnu --disable-werror \
            --disable-static --prefix="$prefix" >configure.log &&
        nice make -j2 >make.log 2>&1 && make install >install.log 2>&1)
fi

prov="$work/provenance-$tag.txt"
{
    echo "fwts_tag: $tag"
    echo "fwts_commit: $commit"
    echo "compiler: $(aarch64-linux-gnu-gcc --version | head -1)"
    echo "qemu: $(qemu-aarch64-static --version | head -1)"
} >"$prov"
cat "$prov"

mkdir -p "$work/run"
exec python3 "$here/record.py" --fwts "$prefix" --provenance "$prov" --corpus "$corpus" \
    --work "$work/run" "$@"
