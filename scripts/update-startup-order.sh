#!/usr/bin/env bash
# Rewrites Sources/Globetrotter/startup.order: the functions of the app's
# binary that run from launch until the home page has settled, which the
# linker places together at the front of the code (Package.swift,
# --symbol-ordering-file). The kernel maps a binary's code 64 KiB around each
# page it touches, so code that starts the app, scattered through the 19 MB
# of the statically linked Swift runtime, Foundation, GRDB and the app, kept
# about 7 MB more resident than the same code side by side (measured with
# globetrotter-bench startup). A function missing from the list (new code)
# only costs that again; rerun this after large changes.
#
# Needs valgrind and Xvfb. Runs the release build twice under callgrind
# (offline, cairo renderer): a first launch on a fresh profile and a second
# one, each until its start-up report; keeps the functions in the order
# callgrind first met them.
set -euo pipefail
cd "$(dirname "$0")/.."

command -v valgrind >/dev/null || { echo "valgrind is needed (apt-get install valgrind)" >&2; exit 1; }
swift build -c release --static-swift-stdlib --product globetrotter
binary=$(swift build -c release --static-swift-stdlib --show-bin-path)/globetrotter

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# valgrind 3.19 cannot read the debug information lld writes: a copy without it.
strip --strip-debug -o "$work/globetrotter" "$binary"
for bundle in "$(dirname "$binary")"/*.resources; do ln -s "$bundle" "$work/"; done
mkdir -p "$work/cache"
export GSK_RENDERER=cairo GLOBETROTTER_OFFLINE=1 GSETTINGS_BACKEND=memory
export XDG_DATA_HOME="$work/data" XDG_CONFIG_HOME="$work/config" XDG_CACHE_HOME="$work/cache"
for launch in first second; do
    xvfb-run -a -s '-screen 0 1280x800x24' valgrind --tool=callgrind --demangle=no --dump-instr=no \
        --callgrind-out-file="$work/$launch.callgrind" "$work/globetrotter" --startup-report >/dev/null 2>&1
done

python3 - "$work/globetrotter" "$work/first.callgrind" "$work/second.callgrind" >Sources/Globetrotter/startup.order <<'EOF'
import collections
import re
import subprocess
import sys

binary, profiles = sys.argv[1], sys.argv[2:]
order, seen = [], set()
for profile in profiles:
    objects, functions, current = {}, {}, None

    def name(table, text):
        # callgrind names an object or function once, "(id) name", then by "(id)".
        match = re.match(r"\((\d+)\)(?: (.*))?", text)
        if not match:
            return text
        if match.group(2) is not None:
            table[match.group(1)] = match.group(2)
        return table[match.group(1)]

    for line in open(profile, errors="replace"):
        line = line.rstrip("\n")
        if line.startswith("ob="):
            current = name(objects, line[3:])
        elif line.startswith("cob="):
            name(objects, line[4:])
        elif line.startswith("cfn="):
            name(functions, line[4:])
        elif line.startswith("fn="):
            function = name(functions, line[3:])
            if current == binary and function not in seen and not function.startswith("0x"):
                seen.add(function)
                order.append(function)
# A name defined more than once (a local helper in several objects, a generic
# specialization kept in a big object) would pull every object's whole code
# section to the front: leave those where they are.
symbols = subprocess.run(["nm", binary], capture_output=True, text=True, check=True).stdout.splitlines()
definitions = collections.Counter(line.split()[-1] for line in symbols if len(line.split()) >= 2)
print("\n".join(function for function in order if definitions[function] == 1))
EOF
echo "Sources/Globetrotter/startup.order: $(wc -l <Sources/Globetrotter/startup.order) functions"
# SwiftPM does not track the order file, and touching a source does not
# relink either (the module's object comes out the same): remove the binary
# so it is linked again with the new order.
rm -f "$binary"
swift build -c release --static-swift-stdlib --product globetrotter
