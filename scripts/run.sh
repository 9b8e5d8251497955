#!/usr/bin/env bash
# Installs what Globetrotter needs, builds it in release and launches it.
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/install-dependencies.sh
# As meson builds the installed app (meson-wrapper/meson.build), so what runs
# here is what gets installed: the Swift runtime linked statically starts
# sooner and holds less memory than the toolchain's shared Swift libraries.
swift build -c release --static-swift-stdlib --product globetrotter
exec .build/release/globetrotter "$@"
