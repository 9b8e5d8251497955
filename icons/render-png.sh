#!/usr/bin/env bash
# Renders the PNG sizes of the app icon from the scalable SVG. The 128 px PNG
# lets the splash show the icon without loading librsvg (about 7 MB of memory
# before the first frame). Needs rsvg-convert (Debian librsvg2-bin).
set -euo pipefail
cd "$(dirname "$0")"
app_id=io.github.globetrotter.Globetrotter
for size in 128; do
    mkdir -p "hicolor/${size}x${size}/apps"
    rsvg-convert --width "$size" --height "$size" "hicolor/scalable/apps/$app_id.svg" \
        --output "hicolor/${size}x${size}/apps/$app_id.png"
done
