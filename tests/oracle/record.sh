#!/bin/bash
# SPDX-License-Identifier: MIT
# Re-record the oracle (tests/oracle/README.md): download the Debian arm64 kernels with a
# private apt configuration, extract them (nothing arm64 is installed), then boot every case
# of cases.py under qemu-system-aarch64 and write machines/ and cases/ in this folder.
#
#   tests/oracle/record.sh [--debs DIR] [record.py options, e.g. --case 'gicd-*']
#
# --debs DIR   take the two .debs from DIR instead of downloading them
# ORACLE_WORK  scratch folder (default ~/.cache/acpilint-oracle): apt state, .debs, the
#              extracted images, serial logs and initrds of the last run
# Needs: apt-get, dpkg-deb, qemu-system-aarch64 (qemu-system-arm), QEMU_EFI.fd
# (qemu-efi-aarch64), gcc-aarch64-linux-gnu and libc6-dev-arm64-cross (the /init), python3. Takes about 30 minutes on 2 cores.
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
work=${ORACLE_WORK:-${XDG_CACHE_HOME:-$HOME/.cache}/acpilint-oracle}
debs=""
if [ "${1:-}" = "--debs" ]; then
    debs=$2
    shift 2
fi

# The kernels the models claim: Debian 12's 6.1 (bookworm-security) and Debian 13's 6.12.
declare -A pkg=(
    [6.1]="linux-image-6.1.0-57-arm64-unsigned=6.1.192-3"
    [6.12]="linux-image-6.12.117+deb13-arm64-unsigned=6.12.117-1"
)

mkdir -p "$work/debs" "$work/img" "$work/run"
if [ -z "$debs" ]; then
    # A private apt configuration: its own sources list (arm64 only), lists, status and
    # cache under $work/apt; /etc/apt and dpkg's architectures are left alone.
    apt="$work/apt"
    mkdir -p "$apt/etc" "$apt/lists/partial" "$apt/cache/archives/partial"
    : > "$apt/status"
    key=/usr/share/keyrings/debian-archive-keyring.gpg
    cat > "$apt/etc/sources.list" <<EOF
deb [arch=arm64 signed-by=$key] http://deb.debian.org/debian bookworm main
deb [arch=arm64 signed-by=$key] http://deb.debian.org/debian-security bookworm-security main
deb [arch=arm64 signed-by=$key] http://deb.debian.org/debian trixie main
EOF
    opts=(-o "Dir::Etc::SourceList=$apt/etc/sources.list" -o Dir::Etc::SourceParts=/dev/null
          -o "Dir::State::Lists=$apt/lists" -o "Dir::State::status=$apt/status"
          -o "Dir::Cache=$apt/cache" -o APT::Architectures::=arm64)
    apt-get "${opts[@]}" update
    for ver in "${!pkg[@]}"; do
        name=${pkg[$ver]%%=*}
        (cd "$work/debs" && apt-get "${opts[@]}" download "$name:arm64=${pkg[$ver]#*=}")
    done
    debs="$work/debs"
fi

images=()
for ver in "${!pkg[@]}"; do
    name=${pkg[$ver]%%=*}
    deb=$(ls "$debs/${name}_${pkg[$ver]#*=}_arm64.deb")
    rm -rf "$work/img/$ver"
    dpkg-deb -x "$deb" "$work/img/$ver"
    images+=(--image "$ver=$(ls "$work/img/$ver"/boot/vmlinuz-*)")
done

# The /init of the cases that read /sys after the boot (cases.py init=True): a static arm64
# program, built with Debian's cross compiler (gcc-aarch64-linux-gnu, libc6-dev-arm64-cross).
aarch64-linux-gnu-gcc -static -Os -Wall -Wextra -o "$work/init" "$here/init/topo_init.c"

exec python3 "$here/record.py" "${images[@]}" --init "$work/init" --work "$work/run" "$@"
