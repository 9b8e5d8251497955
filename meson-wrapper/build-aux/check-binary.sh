#!/bin/sh
# Checks a built binary.
#   app: it runs and reports the project's version;
#   search-provider: it is an executable that links no GTK or libadwaita (the
#     provider starts on GNOME Shell's first query: GLib only, to start fast).
#     It is not run, as it would wait on the session bus for Shell's queries.
# Both: when the Swift runtime is linked statically, it loads nothing from the
# Swift toolchain.
# Usage: check-binary.sh app BINARY VERSION STATIC(true|false)
#        check-binary.sh search-provider BINARY STATIC(true|false)
set -eu
kind=$1 binary=$2
case $kind in
    app) version=$3 static=$4 ;;
    search-provider) static=$3 ;;
    *) echo "unknown kind '$kind'" >&2; exit 2 ;;
esac
# meson passes a path relative to the build directory.
case $binary in */*) ;; *) binary=./$binary ;; esac

[ -x "$binary" ] || { echo "$binary is not an executable" >&2; exit 1; }
libraries=$(ldd "$binary")

if [ "$kind" = app ]; then
    reported=$("$binary" --version)
    if [ "$reported" != "Globetrotter $version" ]; then
        echo "expected 'Globetrotter $version', got '$reported'" >&2
        exit 1
    fi
    echo "version: $reported"
else
    if echo "$libraries" | grep -E 'libgtk-4|libadwaita-1|libshumate'; then
        echo "the search provider links GUI libraries (see above): it should need GLib only" >&2
        exit 1
    fi
    echo "links no GTK, libadwaita or libshumate"
fi

if [ "$static" = true ]; then
    if echo "$libraries" | grep -E 'libswift|libFoundation|libdispatch|libBlocksRuntime|/opt/swift|not found'; then
        echo "the binary links the Swift toolchain's runtime (see above)" >&2
        exit 1
    fi
    echo "no Swift runtime libraries linked dynamically"
fi
