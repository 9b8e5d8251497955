#!/usr/bin/env bash
# Installs what Globetrotter needs, builds it in release and launches it.
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/install-dependencies.sh
swift build -c release --product globetrotter
exec .build/release/globetrotter "$@"
