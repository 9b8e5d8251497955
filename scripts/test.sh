#!/usr/bin/env bash
# Installs what the tests need and runs everything headless: swift format
# lint, the translation check, the Swift test suites under Xvfb in a private
# D-Bus session (the built app among them, online against loopback servers),
# the same suites again with the clock in 2031, the fuzzers for a bounded
# time, and the meson install with its desktop-file, metainfo and schema
# validators. Exits non-zero on any failure.
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/install-dependencies.sh --tests

step() { printf '\n==> %s\n' "$*"; }

step "swift format lint"
swift format lint --strict --recursive Package.swift Sources Tests Fuzz/Package.swift Fuzz/Sources

step "no [unowned self] in code GLib calls back"
# A signal handler can outlive the Swift wrapper that connected it (Preferences
# crashed that way): handlers take the emitter as an argument or capture weakly.
if grep -rn '\[unowned self\]' Sources/GLibKit Sources/GtkKit Sources/GlobetrotterUI Sources/Globetrotter; then
    echo "Use the emitter the handler receives, or [weak self]." >&2
    exit 1
fi

step "every test has a time limit"
scripts/check-test-time-limits.py

step "docs/architecture.md: every path it names exists, every quoted block is still in its file"
scripts/check-doc-paths.py

step "translations: every string extracted, German complete"
scripts/check-translations.sh

step "scripts/run.sh builds as meson does"
scripts/check-run-script.sh

step "build"
swift build --build-tests

step "tests (Xvfb, D-Bus session, cairo renderer)"
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
export GSK_RENDERER=cairo NO_AT_BRIDGE=1
export XDG_DATA_HOME="$scratch/data" XDG_CACHE_HOME="$scratch/cache" XDG_CONFIG_HOME="$scratch/config"
export XDG_RUNTIME_DIR="$scratch/runtime"
mkdir -p "$XDG_RUNTIME_DIR" && chmod 700 "$XDG_RUNTIME_DIR"
# Suites share one GTK display and one GLib main context: run them one at a time.
# Every test has its own time limit; a test that blocks where its limit cannot end
# it (a system call that never returns) is ended here, with the suite it was in.
# The two passes' limits together stay well inside CI's 90 minutes, so a stall
# is named here rather than cut off by CI (each pass takes 11–13 minutes).
run_suites() {
    local minutes=$1 log=$2 status=0
    shift 2
    timeout --kill-after=30s "${minutes}m" xvfb-run -a -s '-screen 0 1280x800x24' dbus-run-session -- "$@" 2>&1 |
        tee "$log" || status=${PIPESTATUS[0]}
    if [[ $status -eq 124 || $status -eq 137 ]]; then
        started=$(grep -oE '(Suite|Test) [^ ]+ started' "$log" | sed 's/ started$//' | tail -n 1)
        echo "The tests did not finish within $minutes minutes and were ended; the last started: ${started:-none}." >&2
    fi
    return "$status"
}
run_suites 30 "$scratch/swift-test.log" swift test --skip-build --no-parallel

step "tests again in June 2031, in New York's summer time (the offline data's years have passed)"
# Only the wall clock moves (scripts/wall-clock-shift.c): libfaketime also moves
# timer deadlines, which stalls the test runner's own timers. 02:30 UTC is the
# evening before in New York, so a date taken in UTC instead of local time shows.
# The offset is taken once, here: every process the tests start sees the same time.
clang -shared -fPIC -O2 -Wall -Werror -o "$scratch/wall-clock-shift.so" scripts/wall-clock-shift.c -ldl
tests="$(swift build --show-bin-path)/GlobetrotterPackageTests.xctest"
(
    export TZ=America/New_York SHIFT_WALL_CLOCK_BY=$(($(date -d '2031-06-15 02:30 UTC' +%s) - $(date +%s)))
    export LD_PRELOAD="$scratch/wall-clock-shift.so"
    shown=$(date '+%F %Z')
    [[ $shown == "2031-06-14 EDT" ]] || { echo "The clock did not move to 2031 (it says $shown)." >&2; exit 1; }
    # As `swift test` runs the binary: its XCTest case, then the Swift Testing suites
    # (WallClockShiftTests checks that the runner itself is in 2031).
    run_suites 5 "$scratch/xctest-2031.log" "$tests"
    run_suites 25 "$scratch/swift-test-2031.log" "$tests" --testing-library swift-testing --no-parallel
)

step "fuzzers: trip files, search terms and IDs, amount input (20 s each)"
scripts/fuzz.sh 20

step "meson: release build, validators, install, launch from the desktop entry"
xvfb-run -a -s '-screen 0 1280x800x24' dbus-run-session -- scripts/check-install.sh "$scratch"
