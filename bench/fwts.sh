#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
#
# Builds FWTS (the Firmware Test Suite) for bench/factory.sh's fleet comparison,
# outside this tree (its code is never part of acpilint):
#
#   bash bench/fwts.sh FWTS_SOURCE_DIR      # a checkout of the FWTS repository
#   FWTS_BIN=FWTS_SOURCE_DIR/src/fwts bash bench/factory.sh build-bench/acpilint
#
# The source is FWTS's git repository (fetched by whoever runs the bench) or
# Debian's source package; the build needs autoconf automake libtool flex bison
# libjson-c-dev libglib2.0-dev libbsd-dev libfdt-dev pkg-config (Debian
# packages).  Not part of CTest.
set -eu
SRC=${1:?usage: bench/fwts.sh FWTS_SOURCE_DIR}
cd "$SRC"
[ -x configure ] || autoreconf -ivf >/dev/null
[ -f Makefile ] || ./configure --disable-dependency-tracking >/dev/null
make -j"$(nproc)" >/dev/null
./src/fwts --version
