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
grep -qE "^PASS $CORPUS/valid.bin: 0 errors" "$SCRATCH/out" && pass || fail "installed binary on the valid system: $(cat "$SCRATCH/out")"
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
# CPack packs a tree staged here rather than installing the project itself:
# its own install first builds the `preinstall` target, which rebuilds the
# build tree the other tests of this suite run from (a source edited during a
# run then swapped binaries under running tests).  The stage is what CPack's
# install would make: the same cmake_install.cmake, stripped
# (CPACK_STRIP_FILES).
PKGSTAGE=$SCRATCH/pkgstage
DESTDIR=$PKGSTAGE cmake --install "$BUILD" --prefix /usr --strip >"$SCRATCH/pkgstage.log" 2>&1 && pass ||
    { fail "cmake --install --strip"; tail -5 "$SCRATCH/pkgstage.log"; }
(cd "$SCRATCH" && cpack -G DEB -B "$SCRATCH/pkg" --config "$BUILD/CPackConfig.cmake" \
    -D CPACK_INSTALL_CMAKE_PROJECTS= -D "CPACK_INSTALLED_DIRECTORIES=$PKGSTAGE;." \
    -D CPACK_PACKAGING_INSTALL_PREFIX=/) >"$SCRATCH/cpack.log" 2>&1 && pass ||
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
# lintian, Debian's package checker: no error and no warning.
if command -v lintian >/dev/null; then
    lintian --tag-display-limit 0 "$deb" >"$SCRATCH/lintian" 2>&1
    if grep -qE '^[EW]: ' "$SCRATCH/lintian"; then
        fail "lintian reports errors or warnings"
        grep -E '^[EW]: ' "$SCRATCH/lintian" | head -20
    else
        pass
    fi
else
    echo "FAIL: lintian not installed (bash tools/bootstrap.sh installs it)"
    failures=$((failures + 1))
fi

# Installed into a scratch root, as dpkg would unpack it: the program, its manual, its completions.
ROOT=$SCRATCH/root
dpkg-deb -x "$deb" "$ROOT"
expect_exit 0 "$ROOT/usr/bin/acpilint" --version
expect_grep '^acpilint [0-9]+\.[0-9]+' "$SCRATCH/out" "packaged --version"
expect_exit 0 "$ROOT/usr/bin/acpilint" --quiet "$CORPUS/valid.bin"
if command -v man >/dev/null; then
    # man's own locale complaints (an unset or ungenerated locale in CI) are not the page's.
    MANWIDTH=80 man -l "$ROOT/usr/share/man/man1/acpilint.1.gz" >"$SCRATCH/man.txt" 2>"$SCRATCH/man.err"
    grep -q 'acpilint' "$SCRATCH/man.txt" && grep -q -- '--fail-on' "$SCRATCH/man.txt" &&
        ! grep -qiv 'locale' "$SCRATCH/man.err" &&
        pass || { fail "man -l of the packaged page"; head -3 "$SCRATCH/man.err"; }
else
    echo "FAIL: man not installed (man-db; bash tools/bootstrap.sh installs it)"
    failures=$((failures + 1))
fi
got=$(bash --norc --noprofile -c 'source "$1" && COMP_WORDS=("$2" --base-d); COMP_CWORD=1; _acpilint; echo "${COMPREPLY[*]}"' \
    _ "$ROOT/usr/share/bash-completion/completions/acpilint" "$ROOT/usr/bin/acpilint")
[ "$got" = "--base-dir" ] && pass || fail "packaged bash completion: '$got'"
for sh in zsh fish; do
    if ! command -v $sh >/dev/null; then
        echo "FAIL: $sh not installed (bash tools/bootstrap.sh installs it)"
        failures=$((failures + 1))
        continue
    fi
done
command -v zsh >/dev/null && { zsh -n "$ROOT/usr/share/zsh/site-functions/_acpilint" && pass || fail "packaged zsh completion syntax"; }
command -v fish >/dev/null && { fish -n "$ROOT/usr/share/fish/vendor_completions.d/acpilint.fish" && pass || fail "packaged fish completion syntax"; }
# zsh loads the function and registers it for acpilint.
if command -v zsh >/dev/null; then
    zsh -f -c 'fpath=("$1" $fpath); autoload -Uz compinit && compinit -u -D && (( $+_comps[acpilint] ))' \
        _ "$ROOT/usr/share/zsh/site-functions" && pass || fail "zsh: _acpilint not registered for acpilint"
fi
# fish loads the completions and offers an option.
if command -v fish >/dev/null; then
    got=$(fish --no-config -c "source '$ROOT/usr/share/fish/vendor_completions.d/acpilint.fish'; complete -C 'acpilint --base-d'" 2>&1)
    case $got in --base-dir*) pass ;; *) fail "fish: complete -C 'acpilint --base-d': '$got'" ;; esac
fi
for f in copyright changelog.gz rules.md; do
    [ -s "$ROOT/usr/share/doc/acpilint/$f" ] && pass || fail "packaged /usr/share/doc/acpilint/$f"
done
finish
