#!/usr/bin/env bash
# Extracts the strings people read (the files in po/POTFILES) into
# globetrotter.pot and merges it into each language of po/LINGUAS, as
# `meson compile -C BUILDDIR globetrotter-update-po` does, without meson.
#
#   scripts/update-po.sh          updates po/globetrotter.pot and po/<language>.po
#   scripts/update-po.sh DIR      writes both into DIR instead, leaving po/ alone
#
# Then translate what msgmerge left empty or marked fuzzy (see po/README.md).
set -euo pipefail
cd "$(dirname "$0")/.."

out=${1:-po}
mkdir -p "$out"
mapfile -t xgettext_args < <(grep -v '^\s*$' po/xgettext-args)

# xgettext reads the desktop file and metainfo by their extensions, and Swift
# as C; it says so once per Swift file, which is expected and not repeated here.
# Any other warning is printed: it means xgettext misread a Swift file.
xgettext --package-name=globetrotter --files-from=po/POTFILES --output="$out/globetrotter.pot" \
    "${xgettext_args[@]}" 2>&1 >/dev/null | { grep -v "extension 'swift' is unknown; will try C" || true; } >&2

for language in $(sed 's/#.*//' po/LINGUAS); do
    if [[ -f "po/$language.po" ]]; then
        msgmerge --quiet --previous --output-file="$out/$language.po" "po/$language.po" "$out/globetrotter.pot"
    else
        msginit --no-translator --locale="$language" --input="$out/globetrotter.pot" --output-file="$out/$language.po"
    fi
done
