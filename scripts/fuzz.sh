#!/usr/bin/env bash
# Builds the fuzzers (Fuzz/Package.swift) with libFuzzer and AddressSanitizer
# and runs each for SECONDS (default 20) from the seed corpus in Fuzz/Corpus:
# trip files (GPX, GeoJSON, trips.json), the Activities search's terms and
# result IDs, the converter's amount field. New inputs are kept in a scratch
# copy of the corpus, not in the repository. A crash, a leak, a hang of more
# than 10 s or an input over 2 GB of memory fails the run and prints the input
# (base64), to become a regression test.
#
#   scripts/fuzz.sh            each fuzzer 20 s (scripts/test.sh runs this)
#   scripts/fuzz.sh 600        each fuzzer ten minutes
set -euo pipefail
cd "$(dirname "$0")/../Fuzz"
seconds=${1:-20}

# Each fuzzer's own main hands libFuzzer its loop (LLVMFuzzerRunDriver).
flags=(-Xswiftc -sanitize=fuzzer,address -Xswiftc -use-ld=lld)
swift build "${flags[@]}" 2>&1 | { grep -v "prohibited flag(s)" || true; }
bin=$(swift build "${flags[@]}" --show-bin-path)

# Leaks below the app's code that the fuzzers found (each named, with why) are not the app's to fix.
export SWIFT_BACKTRACE=enable=no  # libFuzzer and ASan report a crash; the backtracer would only hold it up
export LSAN_OPTIONS="suppressions=$PWD/lsan-suppressions.txt:print_suppressions=0"
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
status=0
fuzz() {  # FUZZER CORPUS…
    local fuzzer=$1 corpus
    shift
    mkdir -p "$scratch/$fuzzer/corpus" "$scratch/$fuzzer/crashes"
    for corpus in "$@"; do cp -r "Corpus/$corpus/." "$scratch/$fuzzer/corpus/"; done
    echo "==> $fuzzer for $seconds s"
    if ! "$bin/$fuzzer" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
        -artifact_prefix="$scratch/$fuzzer/crashes/" "$scratch/$fuzzer/corpus" >"$scratch/$fuzzer/log" 2>&1; then
        # The report without libFuzzer's progress lines and the suppressed leaks' tables.
        grep -vE "^#[0-9]+|Suppressions used|count +bytes template|_CFErrorCreateFromXMLInterface|^-+$|^$" \
            "$scratch/$fuzzer/log" | tail -n 60 >&2
        for input in "$scratch/$fuzzer/crashes/"*; do
            [[ -f "$input" ]] && echo "$fuzzer failed on (base64): $(base64 -w0 "$input")" >&2
        done
        status=1
    fi
    grep -E "^stat::(number_of_executed_units|new_units_added|peak_rss_mb)" "$scratch/$fuzzer/log" | sed "s/^/    /" || true
    echo "    corpus: $(ls "$scratch/$fuzzer/corpus" | wc -l) inputs"
}
fuzz FuzzTripFiles gpx geojson trips-json
fuzz FuzzSearchQuery search-query
fuzz FuzzAmountInput amount-input
exit $status
