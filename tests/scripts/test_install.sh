# SPDX-License-Identifier: MIT
# cmake --install into a staging DESTDIR puts the binary, the man page and the
# completions in the GNUInstallDirs places; the installed binary runs and its
# completion works; the man page lints clean (groff, mandoc -Tlint); CPack
# builds a .deb whose Depends dpkg-shlibdeps computed, with the same files.
. "$(dirname "$0")/lib.sh"

BUILD=$(dirname "$ACPILINT")
[ -f "$BUILD/cmake_install.cmake" ] || { echo "FAIL: $BUILD is not a CMake build tree"; exit 1; }
STAGE=$SCRATCH/stage
DESTDIR=$STAGE cmake --install "$BUILD" --prefix /usr >"$SCRATCH/install.log" 2>&1 && pass ||
    { fail "cmake --install"; tail -5 "$SCRATCH/install.log"; }

for f in bin/acpilint share/man/man1/acpilint.1.gz share/bash-completion/completions/acpilint \
    share/zsh/site-functions/_acpilint share/fish/vendor_completions.d/acpilint.fish \
    share/doc/acpilint/copyright share/doc/acpilint/changelog.gz share/doc/acpilint/rules.md \
    share/doc/acpilint/README.md share/doc/acpilint/ci.md; do
    [ -f "$STAGE/usr/$f" ] && pass || fail "not installed: /usr/$f"
done
[ -x "$STAGE/usr/bin/acpilint" ] && pass || fail "installed binary not executable"

# The installed binary works on its own (rule data is embedded).
expect_exit 0 "$STAGE/usr/bin/acpilint" --version
expect_grep '^acpilint [0-9]+\.[0-9]+' "$SCRATCH/out" "installed --version"
(cd "$SCRATCH" && "$STAGE/usr/bin/acpilint" --quiet "$CORPUS/valid.bin" >"$SCRATCH/out" 2>&1)
[ "$(cat "$SCRATCH/out")" = PASS ] && pass || fail "installed binary on the valid system: $(cat "$SCRATCH/out")"
expect_exit 1 "$STAGE/usr/bin/acpilint" --format sarif "$CORPUS/broken/apic-bad-checksum.dat"
expect_grep '"version": "2.1.0"' "$SCRATCH/out" "installed binary writes SARIF"

# The installed bash completion, driving the installed binary.
got=$(bash --norc --noprofile -c 'source "$1"; COMP_WORDS=("$2" --form); COMP_CWORD=1; _acpilint; echo "${COMPREPLY[*]}"' \
    _ "$STAGE/usr/share/bash-completion/completions/acpilint" "$STAGE/usr/bin/acpilint")
[ "$got" = "--format" ] && pass || fail "installed completion: '$got'"

# The installed man page (gzip-compressed): groff and mandoc find nothing to warn about.
MAN=$SCRATCH/acpilint.1
gzip -dc "$STAGE/usr/share/man/man1/acpilint.1.gz" >"$MAN" && cmp -s "$MAN" "$SRC/man/acpilint.1" && pass ||
    fail "installed man page is not man/acpilint.1 compressed"
groff -man -ww -z "$MAN" 2>"$SCRATCH/groff" && [ ! -s "$SCRATCH/groff" ] && pass ||
    { fail "groff warnings"; cat "$SCRATCH/groff"; }
if command -v mandoc >/dev/null; then
    mandoc -Tlint -W warning "$MAN" >"$SCRATCH/mandoc" 2>&1 && pass ||
        { fail "mandoc -Tlint"; head "$SCRATCH/mandoc"; }
else
    echo "FAIL: mandoc not installed (bash tools/bootstrap.sh installs it)"
    failures=$((failures + 1))
fi

# The Debian package.
if ! command -v cpack >/dev/null || ! command -v dpkg-shlibdeps >/dev/null; then
    echo "FAIL: cpack or dpkg-shlibdeps missing (dpkg-dev; bash tools/bootstrap.sh installs it)"
    failures=$((failures + 1))
    finish
fi
[ -f "$BUILD/CPackConfig.cmake" ] || { fail "no CPackConfig.cmake in $BUILD"; finish; }
(cd "$SCRATCH" && cpack -G DEB -B "$SCRATCH/pkg" --config "$BUILD/CPackConfig.cmake") >"$SCRATCH/cpack.log" 2>&1 && pass ||
    { fail "cpack -G DEB"; tail -15 "$SCRATCH/cpack.log"; finish; }
deb=$(ls "$SCRATCH"/pkg/*.deb 2>/dev/null | head -1)
[ -n "$deb" ] && pass || { fail "no .deb produced"; finish; }
dpkg-deb -f "$deb" Package Version Architecture Depends >"$SCRATCH/control"
expect_grep '^Package: acpilint$' "$SCRATCH/control" "deb Package"
# SHLIBDEPS: the libraries the binary links come out as versioned dependencies;
# the ones it dlopen()s (include/acpilint/optlib.h) are named by CMakeLists.txt.
expect_grep '^Depends: .*libc6 \(>= ' "$SCRATCH/control" "deb Depends computed (libc6)"
expect_grep '^Depends: .*libyaml-0-2' "$SCRATCH/control" "deb Depends (libyaml, dlopen)"
expect_grep '^Depends: .*zlib1g' "$SCRATCH/control" "deb Depends (zlib, dlopen)"
if [ -n "$(sed -n 3p "$BUILD/generated/optlib_sonames.txt" 2>/dev/null)" ]; then
    expect_grep '^Depends: .*libfdt1' "$SCRATCH/control" "deb Depends (libfdt, dlopen)"
fi
dpkg-deb -c "$deb" | awk '{print $NF}' >"$SCRATCH/contents"
for f in ./usr/bin/acpilint ./usr/share/man/man1/acpilint.1.gz ./usr/share/bash-completion/completions/acpilint \
    ./usr/share/zsh/site-functions/_acpilint ./usr/share/fish/vendor_completions.d/acpilint.fish; do
    grep -qxF "$f" "$SCRATCH/contents" && pass || fail "$f not in the .deb"
done
dpkg-deb -x "$deb" "$SCRATCH/deb"
expect_exit 0 "$SCRATCH/deb/usr/bin/acpilint" --quiet "$CORPUS/valid.bin"
finish
