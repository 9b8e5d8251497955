#!/usr/bin/env bash
# Checks that scripts/run.sh builds the app as meson builds the installed one
# (meson-wrapper/meson.build: release, the Swift runtime linked statically),
# so what a newcomer runs is what gets installed. It runs a copy of run.sh
# with stand-ins for apt-get, sudo and swift that record what they are asked.
set -euo pipefail
cd "$(dirname "$0")/.."

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/repo/scripts" "$work/bin"
cp scripts/run.sh scripts/install-dependencies.sh "$work/repo/scripts/"

cat >"$work/bin/apt-get" <<'STUB'
#!/bin/sh
exit 0
STUB
cat >"$work/bin/sudo" <<'STUB'
#!/bin/sh
exec "$@"
STUB
# `swift build` records its arguments and leaves an app that records its own.
cat >"$work/bin/swift" <<STUB
#!/bin/sh
echo "\$*" >>"$work/swift-calls"
mkdir -p .build/release
printf '#!/bin/sh\necho "\$*" >"$work/launched"\n' >.build/release/globetrotter
chmod +x .build/release/globetrotter
STUB
chmod +x "$work/bin/"*

PATH="$work/bin:$PATH" "$work/repo/scripts/run.sh" --page trips >/dev/null

fail() { echo "scripts/run.sh: $*" >&2; exit 1; }
build=$(grep '^build' "$work/swift-calls") || fail "ran no swift build"
for option in '-c release' '--static-swift-stdlib' '--product globetrotter'; do
    [[ " $build " == *" $option "* ]] || fail "builds with '$build', without $option (meson-wrapper/meson.build uses it)"
done
[[ $(cat "$work/launched" 2>/dev/null) == "--page trips" ]] || fail "did not launch the built app with its arguments"
echo "scripts/run.sh builds as meson does ($build) and launches the app"
