#!/usr/bin/env bash
# Pre-renders the app's status-page icons (128 px, drawn on the home page's
# first frame) as GTK's encoded symbolic PNGs, so GTK recolours them without
# loading librsvg before the first frame (about 8 MB of memory and its load
# time). The SVG copy serves every other size and HiDPI. Sources: the Adwaita
# icon theme (CC BY-SA 3.0, GNOME Project). Needs gtk4-encode-symbolic-svg
# (Debian libgtk-4-bin); the outputs are committed, so the build does not.
set -euo pipefail
cd "$(dirname "$0")/icons"
app_id=io.github.globetrotter.Globetrotter
# our name ← Adwaita's
icons=("calendar:mimetypes/x-office-calendar-symbolic")
for icon in "${icons[@]}"; do
    name="$app_id-${icon%%:*}-symbolic"
    cp "/usr/share/icons/Adwaita/scalable/${icon#*:}.svg" "scalable/actions/$name.svg"
    gtk4-encode-symbolic-svg -o 128x128/actions "scalable/actions/$name.svg" 128x128
done
