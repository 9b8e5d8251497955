#!/usr/bin/env bash
# Pre-renders the app's status-page icons (128 px, drawn on the home page's
# first frame) as GTK's encoded symbolic PNGs, so GTK recolours them without
# loading librsvg before the first frame (about 8 MB of memory and its load
# time); other sizes scale the PNG. Sources: the Adwaita
# icon theme (CC BY-SA 3.0, GNOME Project). Needs gtk4-encode-symbolic-svg
# (Debian libgtk-4-bin); the outputs are committed, so the build does not.
set -euo pipefail
cd "$(dirname "$0")/icons"
# our name ← Adwaita's. Our names have no dots: GTK 4.8 does not find a
# .symbolic.png in a resource folder when the icon's name has one.
icons=("calendar:mimetypes/x-office-calendar-symbolic")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for icon in "${icons[@]}"; do
    name="globetrotter-${icon%%:*}-symbolic"
    cp "/usr/share/icons/Adwaita/scalable/${icon#*:}.svg" "$work/$name.svg"
    gtk4-encode-symbolic-svg -o 128x128/actions "$work/$name.svg" 128x128
done
