#!/bin/sh
# Builds SwiftPM products and copies their binaries into OUTPUT_DIR.
# Usage: swift-build.sh SWIFT PACKAGE_PATH SCRATCH_PATH CONFIGURATION OUTPUT_DIR PRODUCT... -- [swift build options...]
set -eu
swift=$1 package=$2 scratch=$3 configuration=$4 output_dir=$5
shift 5

products=
while [ $# -gt 0 ] && [ "$1" != -- ]; do
    products="$products $1"
    shift
done
[ $# -gt 0 ] && shift  # the --
if [ -z "$products" ]; then
    echo "swift-build.sh: no product to build" >&2
    exit 2
fi

set -- --package-path "$package" --scratch-path "$scratch" --configuration "$configuration" "$@"
# One product per invocation (`swift build` takes one --product), in turn:
# they share the scratch directory, so the second reuses what the first built.
for product in $products; do
    "$swift" build --product "$product" "$@"
done
bin_path=$("$swift" build --show-bin-path "$@")

# Copy, then rename, so an interrupted build never leaves a half-written binary.
for product in $products; do
    cp "$bin_path/$product" "$output_dir/$product.tmp"
    mv -f "$output_dir/$product.tmp" "$output_dir/$product"
done
