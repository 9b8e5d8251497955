#!/bin/sh
# Checks the built binary: it runs, reports the project's version, and (when
# the Swift runtime is linked statically) does not load anything from the
# Swift toolchain.
# Usage: check-binary.sh BINARY VERSION STATIC(true|false)
set -eu
binary=$1 version=$2 static=$3
# meson passes a path relative to the build directory.
case $binary in */*) ;; *) binary=./$binary ;; esac

reported=$("$binary" --version)
if [ "$reported" != "Globetrotter $version" ]; then
    echo "expected 'Globetrotter $version', got '$reported'" >&2
    exit 1
fi
echo "version: $reported"

if [ "$static" = true ]; then
    libraries=$(ldd "$binary")
    if echo "$libraries" | grep -E 'libswift|libFoundation|libdispatch|libBlocksRuntime|/opt/swift|not found'; then
        echo "the binary links the Swift toolchain's runtime (see above)" >&2
        exit 1
    fi
    echo "no Swift runtime libraries linked dynamically"
fi
