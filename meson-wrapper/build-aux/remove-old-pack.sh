#!/bin/sh
# Install script: removes what versions before the SQLite data pack installed
# into the pack directory as separate files, so installing over one of them
# leaves no stale data. Only those names; everything else stays.
# Usage (meson.add_install_script): remove-old-pack.sh PACK_DIR
# PACK_DIR is relative to the prefix (or absolute), DESTDIR honoured.
set -eu
pack=$1
case $pack in
    /*) pack=${DESTDIR:-}$pack ;;
    *) pack=${MESON_INSTALL_DESTDIR_PREFIX:?run by meson install}/$pack ;;
esac

[ -d "$pack" ] || exit 0
for name in cities.tsv countries.json currencies.json manifest.json rates.json tiles.bin holidays; do
    old=$pack/$name
    if [ -e "$old" ] || [ -L "$old" ]; then
        echo "Removing $old (from an older version's data pack)"
        rm -rf -- "$old"
    fi
done
