#!/usr/bin/env python3
"""Reads Swift sources the way the translation workflow needs (see po/README.md).

xgettext reads Swift as C, which works for plain string literals; this
scanner knows Swift's literals (interpolation, multi-line, raw) and comments,
so it can check what xgettext cannot:

  i18n-lint.py calls FILE...          tr/ntr take plain literals, without \\(…)
  i18n-lint.py callers FILE...        the files that call tr/ntr (they belong in po/POTFILES)
  i18n-lint.py extracted POT FILE...  POT holds every message of the tr/ntr calls in FILEs
  i18n-lint.py leftovers FILE...      literals that look like UI text but bypass tr
  i18n-lint.py placeholders PO...     translations keep their message's {placeholders}

Each prints one problem a line and exits 1 when it found any (callers: never).
A literal that is meant for no one (a log line, a file name) and still trips
`leftovers` takes a comment `// i18n-ignore: <why>` on its line or the line above.
"""

import json
import re
import sys

KEYWORDS = {"tr": 1, "ntr": 2}  # how many leading literal arguments are messages


class Literal:
    def __init__(self, line, text, words, kind, interpolated):
        self.line = line  # line of the opening quote
        self.text = text  # the value, escapes resolved, interpolations as \(…)
        self.words = words  # the value with each interpolation as "x": what a person would read
        self.kind = kind  # "plain", "multiline" or "raw"
        self.interpolated = interpolated


def tokens(source):
    """Yields (kind, value, line): kind is "ident", "literal", "punct" or "comment"."""
    i, line, n = 0, 1, len(source)
    while i < n:
        c = source[i]
        if c == "\n":
            line += 1
            i += 1
        elif c.isspace():
            i += 1
        elif source.startswith("//", i):
            end = source.find("\n", i)
            end = n if end < 0 else end
            yield "comment", source[i:end], line
            i = end
        elif source.startswith("/*", i):
            depth, j = 1, i + 2  # Swift block comments nest
            while j < n and depth:
                if source.startswith("/*", j):
                    depth, j = depth + 1, j + 2
                elif source.startswith("*/", j):
                    depth, j = depth - 1, j + 2
                else:
                    j += 1
            yield "comment", source[i:j], line
            line += source.count("\n", i, j)
            i = j
        elif c == '"' or (c == "#" and re.match(r'#+"', source[i:])):
            literal, j = read_literal(source, i, line)
            yield "literal", literal, line
            line += source.count("\n", i, j)
            i = j
        elif c.isalpha() or c == "_":
            j = i
            while j < n and (source[j].isalnum() or source[j] == "_"):
                j += 1
            yield "ident", source[i:j], line
            i = j
        else:
            yield "punct", c, line
            i += 1


def read_literal(source, i, line):
    hashes = 0
    while source[i] == "#":
        hashes, i = hashes + 1, i + 1
    multiline = source.startswith('"""', i)
    i += 3 if multiline else 1
    close = ('"""' if multiline else '"') + "#" * hashes
    escape = "\\" + "#" * hashes
    text, words, interpolated = [], [], False
    while i < len(source):
        if source.startswith(close, i):
            i += len(close)
            break
        if source.startswith(escape, i):
            i += len(escape)
            nxt = source[i]
            if nxt == "(":
                interpolated = True
                depth, j = 1, i + 1
                while j < len(source) and depth:
                    if source[j] == '"':  # a literal inside the interpolation
                        _, j = read_literal(source, j, line)
                        continue
                    depth += {"(": 1, ")": -1}.get(source[j], 0)
                    j += 1
                text.append("\\(" + source[i + 1 : j - 1] + ")")
                words.append("x")
                i = j
                continue
            if nxt == "u" and source.startswith("{", i + 1):
                end = source.index("}", i)
                text.append(chr(int(source[i + 2 : end], 16)))
                words.append(text[-1])
                i = end + 1
                continue
            text.append({"n": "\n", "t": "\t", "r": "\r", "0": "\0"}.get(nxt, nxt))
            words.append(text[-1])
            i += 1
            continue
        text.append(source[i])
        words.append(source[i])
        i += 1
    kind = "raw" if hashes else "multiline" if multiline else "plain"
    return Literal(line, "".join(text), "".join(words), kind, interpolated), i


def calls(path, source):
    """Yields (name, line, [argument tokens of the call's first level]) for tr/ntr calls."""
    toks = list(tokens(source))
    for k, (kind, value, line) in enumerate(toks):
        if kind != "ident" or value not in KEYWORDS:
            continue
        before = [t for t in toks[max(0, k - 2) : k] if t[0] != "comment"]
        if before and before[-1][1] in (".", "func"):  # a method of another type, or tr's declaration
            continue
        if k + 1 >= len(toks) or toks[k + 1][1] != "(":
            continue
        depth, args, current = 0, [], []
        for t in toks[k + 1 :]:
            if t[0] == "punct" and t[1] in "([":
                depth += 1
                if depth == 1:
                    continue
            elif t[0] == "punct" and t[1] in ")]":
                depth -= 1
                if depth == 0:
                    break
            if depth == 1 and t[0] == "punct" and t[1] == ",":
                args.append(current)
                current = []
            elif t[0] != "comment":
                current.append(t)
        args.append(current)
        yield value, line, args


def read(path):
    with open(path, encoding="utf-8") as f:
        return f.read()


def check_calls(paths):
    problems = []
    for path in paths:
        source = read(path)
        lines = source.split("\n")
        for name, line, args in calls(path, source):
            for index in range(KEYWORDS[name]):
                arg = args[index] if index < len(args) else []
                if len(arg) != 1 or arg[0][0] != "literal":
                    problems.append(f"{path}:{line}: {name}(…) takes a string literal, not an expression, "
                                    f"as its message {index + 1}: xgettext cannot extract it")
                    continue
                literal = arg[0][1]
                if literal.kind != "plain":
                    problems.append(f"{path}:{line}: {name}(…) with a {literal.kind} literal: "
                                    "xgettext reads only one-line \"…\" literals; write one")
                elif literal.interpolated:
                    problems.append(f"{path}:{line}: {name}(\"{literal.text}\") interpolates: use a named "
                                    "placeholder, tr(\"Saved {file}\", [\"file\": name])")
                elif "\\u{" in lines[literal.line - 1]:
                    problems.append(f"{path}:{line}: {name}(…) with a \\u{{…}} escape, which xgettext "
                                    "misreads: write the character itself")
    return problems


def callers(paths):
    for path in paths:
        if any(True for _ in calls(path, read(path))):
            print(path)
    return []


def extracted(paths):
    """xgettext reads Swift as C: a literal it misreads can hide the calls after it."""
    pot, sources = paths[0], paths[1:]
    known = {ids[0] for _, ids, _ in po_messages(pot, translated_only=False)}
    known |= {ids[1] for _, ids, _ in po_messages(pot, translated_only=False) if len(ids) > 1}
    problems = []
    for path in sources:
        for name, line, args in calls(path, read(path)):
            for arg in args[: KEYWORDS[name]]:
                if len(arg) == 1 and arg[0][0] == "literal" and arg[0][1].kind == "plain":
                    if arg[0][1].text not in known:
                        problems.append(f"{path}:{line}: xgettext did not extract \"{arg[0][1].text}\": "
                                        "a literal before it misled its C reader (see po/README.md)")
    return problems


# Argument labels and properties whose value a person reads.
UI_LABELS = {
    "title", "subtitle", "label", "placeholder", "description", "tooltip", "tooltipText", "heading", "body",
    "summary", "caption", "message", "text", "accessibleLabel", "groupTitle", "groupDescription",
    "withoutKey", "removed", "developerName", "copyright", "comments", "notice", "emptyTitle",
    "emptyDescription", "placeholderText", "buttonLabel", "actionLabel",
}
# Widgets (and the like) whose first unlabelled argument a person reads.
UI_CALLS = {
    "Label", "Button", "MenuButton", "CheckButton", "ToggleButton", "StatusPage", "Toast", "ActionRow",
    "ComboRow", "EntryRow", "PreferencesGroup", "PreferencesPage", "Shortcut", "append", "setSummary",
    "setAccessibleLabel", "setTooltip", "show", "MessageDialog", "SaveFileDialog",
}
# Calls whose literals nobody reads in the UI.
NOT_UI_CALLS = {
    "precondition", "preconditionFailure", "assert", "assertionFailure", "fatalError", "warning", "debug",
}
MNEMONIC = re.compile(r"(?:^|[\w ])_[^\W_]")
SENTENCE = re.compile(r"^[A-Z][a-z’']*,?(?: [\w’'“”„\"()/,.:;!?%-]+){2,}$")


def is_mnemonic(text):
    """"_Save", "_About Globetrotter", "T_o-Do"; not snake_case, CONSTANT_CASE or file_names.txt."""
    if " " not in text and re.search(r"[^\W_]_[A-Z]", text):
        return False  # a key name: "Page_Up", "KP_Enter"
    return bool(re.fullmatch(r"[^\W_]*_[^\W_][\w’' -]*", text)) and text.lower() != text and text.upper() != text


def leftovers(paths):
    problems = []
    for path in paths:
        source = read(path)
        lines = source.split("\n")
        toks = list(tokens(source))
        inside = set()  # literal tokens inside tr/ntr calls or not-for-the-UI calls
        stack = []  # per open parenthesis: is it a call whose literals are exempt?
        for k, (kind, value, line) in enumerate(toks):
            if kind == "punct" and value in "([":
                prev = next((t for t in reversed(toks[:k]) if t[0] != "comment"), None)
                exempt = value == "(" and prev is not None and prev[0] == "ident" and (
                    prev[1] in KEYWORDS or prev[1] in NOT_UI_CALLS)
                stack.append(exempt or (stack[-1] if stack else False))
            elif kind == "punct" and value in ")]":
                if stack:
                    stack.pop()
            elif kind == "literal" and stack and stack[-1]:
                inside.add(k)
        for k, (kind, literal, line) in enumerate(toks):
            if kind != "literal" or k in inside or literal.kind != "plain":
                continue
            text, words = literal.text, literal.words
            if not re.search(r"[A-Za-z]{2}", words) or "i18n-ignore" in lines[line - 1] or (
                line > 1 and "i18n-ignore" in lines[line - 2]):
                continue
            code = [t for t in toks[max(0, k - 3) : k] if t[0] != "comment"]
            why = None
            if len(code) >= 2 and code[-1][1] in (":", "=") and code[-2][1] in UI_LABELS:
                why = f"the value of `{code[-2][1]}`"
            elif len(code) >= 2 and code[-1][1] == "(" and code[-2][1] in UI_CALLS:
                why = f"the text of {code[-2][1]}(…)"
            elif is_mnemonic(words):
                why = "a mnemonic label"
            elif SENTENCE.match(words) and not re.search(r"[{}<>\\=@#$]|https?:|\w\.\w|\w/\w", words):
                why = "a sentence"
            if why:
                shown = text if len(text) < 70 else text[:67] + "…"
                problems.append(f"{path}:{line}: \"{shown}\" ({why}) does not go through tr")
    return problems


def po_messages(path, translated_only=True):
    """Yields (line, [msgid, msgid_plural], [msgstr…]) of each non-obsolete message of a PO file."""
    entry, field, start = {}, None, 0
    def flush():
        if entry.get("msgid") and not entry.get("obsolete"):
            strings = [v for k, v in entry.items() if k.startswith("msgstr") and v]
            ids = [entry["msgid"]] + ([entry["msgid_plural"]] if "msgid_plural" in entry else [])
            if strings or not translated_only:
                yield start, ids, strings
    for number, raw in enumerate(read(path).split("\n") + [""], 1):
        line = raw.strip()
        if line.startswith("#~"):
            entry["obsolete"] = True
            continue
        if not line:
            yield from flush()
            entry, field = {}, None
            continue
        if line.startswith("#"):
            continue
        m = re.match(r'^(msgid_plural|msgid|msgstr(?:\[\d+\])?|msgctxt) "(.*)"$', line)
        if m:
            field = m.group(1)
            if field == "msgid":
                start = number
            entry[field] = unquote(m.group(2))
        elif line.startswith('"') and field:
            entry[field] += unquote(line[1:-1])


def unquote(text):
    return re.sub(r"\\(.)", lambda m: {"n": "\n", "t": "\t"}.get(m.group(1), m.group(1)), text)


PLACEHOLDER = re.compile(r"\{([a-z][A-Za-z0-9]*)\}")


def placeholders(paths):
    problems = []
    for path in paths:
        for line, ids, strings in po_messages(path):
            expected = set(PLACEHOLDER.findall(" ".join(ids)))
            for text in strings:
                found = set(PLACEHOLDER.findall(text))
                # A plural form may say "one" instead of {count}.
                missing = expected - found - ({"count"} if len(ids) > 1 else set())
                if missing or found - expected:
                    problems.append(f"{path}:{line}: the translation of \"{ids[0]}\" has "
                                    f"{{{', '.join(sorted(found)) or '-'}}}, the message {{{', '.join(sorted(expected))}}}")
    return problems


def main():
    commands = {"calls": check_calls, "callers": callers, "extracted": extracted, "leftovers": leftovers,
                "placeholders": placeholders}
    if len(sys.argv) < 2 or sys.argv[1] not in commands:
        sys.exit(__doc__)
    problems = commands[sys.argv[1]](sys.argv[2:])
    for problem in problems:
        print(problem)
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
