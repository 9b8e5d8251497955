#!/bin/sh
# Builds the globetrotter product with SwiftPM and copies the binary to OUTPUT.
# Usage: swift-build.sh SWIFT PACKAGE_PATH SCRATCH_PATH CONFIGURATION OUTPUT [swift build options...]
set -eu
swift=$1 package=$2 scratch=$3 configuration=$4 output=$5
shift 5

set -- --package-path "$package" --scratch-path "$scratch" --configuration "$configuration" "$@"
"$swift" build --product globetrotter "$@"
bin_path=$("$swift" build --show-bin-path "$@")

# Copy, then rename, so an interrupted build never leaves a half-written binary.
cp "$bin_path/globetrotter" "$output.tmp"
mv -f "$output.tmp" "$output"
