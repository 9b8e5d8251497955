#!/usr/bin/env python3
"""Fails on a path named in docs/architecture.md (or the README) that does not exist.

A path is a `quoted` word with a slash: from the repository's root
(`Sources/…`, `Tests/…`, `data/…`), or shortened as the doc writes them,
`Core/…` and `UI/…` for the two Swift targets and `Features/…` for either.
A word with a placeholder (`<F>`), a wildcard or an ellipsis is a pattern, not
a path; one starting with `/` is a resource or D-Bus path, not a file.
"""
import pathlib
import re
import sys

root = pathlib.Path(__file__).resolve().parent.parent
documents = [root / "docs/architecture.md", root / "README.md"]
shortened = {
    "Core/": ["Sources/GlobetrotterCore/"],
    "UI/": ["Sources/GlobetrotterUI/"],
    "Features/": ["Sources/GlobetrotterCore/Features/", "Sources/GlobetrotterUI/Features/"],
}
roots = ("Sources/", "Tests/", "data/", "docs/", "scripts/", "po/", "Plugins/", "Fuzz/", "meson")

missing = []
for document in documents:
    for number, line in enumerate(document.read_text().splitlines(), 1):
        # Markdown links to files of the repository count too.
        words = re.findall(r"`([^`\s]+)`", line) + re.findall(r"\]\((?!https?:|#)([^)\s#]+)", line)
        for word in words:
            word = word.rstrip(".,:;")
            if "/" not in word or word.startswith(("/", "http")) or re.search(r"[<>*…{}]|\.\.\.", word):
                continue
            if word.startswith(tuple(shortened)):
                prefix = next(p for p in shortened if word.startswith(p))
                candidates = [base + word[len(prefix):] for base in shortened[prefix]]
            elif word.startswith(roots) or word.startswith("../"):
                candidates = [word]
            else:
                continue
            base = document.parent if word.startswith("../") else root
            if not any((base / candidate).exists() for candidate in candidates):
                missing.append(f"{document.relative_to(root)}:{number}: {word}")

# A block marked `<!-- quoted from PATH -->` must still be in PATH, line by
# line in order (indentation aside), so the walk-through cannot drift.
doc = (root / "docs/architecture.md").read_text().splitlines()
for number, line in enumerate(doc, 1):
    quoted = re.search(r"<!-- quoted from (\S+) -->", line)
    if not quoted:
        continue
    start = number + 1  # the ``` line
    end = next(i for i in range(start, len(doc)) if doc[i].strip() == "```")
    block = [l.strip() for l in doc[start:end] if l.strip()]
    source = [l.strip() for l in (root / quoted.group(1)).read_text().splitlines()]
    position = 0
    for wanted in block:
        try:
            position = source.index(wanted, position) + 1
        except ValueError:
            missing.append(f"docs/architecture.md:{number}: no longer in {quoted.group(1)}: {wanted}")
            break

if missing:
    print("Paths and quotes in the docs that do not match the repository:", *missing, sep="\n  ", file=sys.stderr)
    sys.exit(1)
print(f"check-doc-paths: every path in {', '.join(str(d.relative_to(root)) for d in documents)} exists")
