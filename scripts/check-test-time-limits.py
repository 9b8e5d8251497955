#!/usr/bin/env python3
"""Every test has a time limit: each top-level type holding @Test functions
carries `@Suite(... .timeLimit(...))`, which Swift Testing applies to every
test in it and in its nested suites. A test past its limit fails with its
name instead of holding CI until the outer timeout.

  check-test-time-limits.py          fails, naming each suite without a limit
  check-test-time-limits.py --fix    adds the house limit where it is missing

The house limits: 1 minute for a test of the pure-Swift and GLib layers,
3 minutes for a GTK test (a window, input under Xvfb, a busy machine), and
whatever an online suite states (it starts the built app many times).
"""
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent / "Tests"
DECLARATION = re.compile(
    r"^(?P<attributes>(?:@[\w.]+(?:\([^\n]*\))?\s+)*)"
    r"(?:(?:public|internal|final|private|fileprivate)\s+)*(?:struct|class|enum|actor)\s+(?P<name>\w+)"
)
SUITE = re.compile(r"@Suite(?P<open>\()?")


def minutes_for(path: pathlib.Path) -> int:
    return 3 if path.parts[len(ROOT.parts)] in ("GlobetrotterUITests", "OnlineAppTests") else 1


def top_level_types(lines):
    """(first attribute line, declaration line, end line) of each top-level type."""
    for declaration, line in enumerate(lines):
        if not DECLARATION.match(line):
            continue
        start = declaration
        # Attributes above it: `@…` lines and the continuation lines of a
        # multi-line `@Suite(…)`.
        while start > 0 and lines[start - 1] and lines[start - 1][0] in "@ )":
            start -= 1
        end = declaration
        while end < len(lines) and lines[end] != "}" and not lines[end].rstrip().endswith("{}"):
            end += 1
        yield start, declaration, end


def main() -> int:
    fix = "--fix" in sys.argv[1:]
    missing = []
    for path in sorted(ROOT.rglob("*.swift")):
        lines = path.read_text().split("\n")
        changed = False
        for start, declaration, end in reversed(list(top_level_types(lines))):
            body = "\n".join(lines[declaration : end + 1])
            if "@Test" not in body:
                continue
            head = "\n".join(lines[start : declaration + 1])
            if ".timeLimit(" in head:
                continue
            name = DECLARATION.match(lines[declaration]).group("name")
            missing.append(f"{path.relative_to(ROOT.parent)}:{declaration + 1}: {name} has no .timeLimit")
            if not fix:
                continue
            limit = f".timeLimit(.minutes({minutes_for(path)}))"
            for number in range(start, declaration + 1):
                match = SUITE.search(lines[number])
                if match:
                    added = f"@Suite({limit}, " if match.group("open") else f"@Suite({limit})"
                    lines[number] = lines[number][: match.start()] + added + lines[number][match.end() :]
                    break
            else:
                lines.insert(start, f"@Suite({limit})")
            changed = True
        if changed:
            path.write_text("\n".join(lines))
    if missing and not fix:
        print("\n".join(missing), file=sys.stderr)
        print("Every test needs a time limit: run scripts/check-test-time-limits.py --fix", file=sys.stderr)
        return 1
    if fix:
        print(f"added a time limit to {len(missing)} suites")
    return 0


if __name__ == "__main__":
    sys.exit(main())
