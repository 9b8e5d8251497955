#!/usr/bin/env bash
# Fails when a string people read is not translated, or could not be:
#
# - every tr/ntr call takes plain one-line literals with named placeholders,
#   never \(interpolation); every file calling them is in po/POTFILES, and
#   every file listed there exists;
# - xgettext reads the listed files without a warning and extracts every
#   tr/ntr message they hold;
# - merged with that fresh template (in a scratch directory; po/ is left as it
#   is), each language of po/LINGUAS has no untranslated or fuzzy message,
#   passes msgfmt --check, and keeps each message's {placeholders};
# - no Swift source outside po/POTFILES.skip has a literal that looks like UI
#   text (a label, title, tooltip, mnemonic or sentence) bypassing tr.
#
# po/README.md says how to fix each finding.
set -euo pipefail
cd "$(dirname "$0")/.."

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
failed=0
fail() {
    printf '%s\n' "$@" >&2
    failed=1
}
# Lines of a list file without comments and blank lines.
entries() { sed -e 's/#.*//' -e 's/[[:space:]]*$//' "$1" | grep -v '^$' || true; }

mapfile -t swift_sources < <(find Sources -name '*.swift' | sort)
mapfile -t listed < <(entries po/POTFILES)

# 1. Calls xgettext can extract, from files it is told to read.
scripts/i18n-lint.py calls "${swift_sources[@]}" >"$scratch/calls" || fail "$(cat "$scratch/calls")"
for file in "${listed[@]}"; do
    [[ -f "$file" ]] || fail "po/POTFILES lists $file, which does not exist."
done
# A lookup, not `printf | grep -q`: grep leaving early could fail printf with
# SIGPIPE, and pipefail then reports a listed file as missing (it did, in CI).
declare -A is_listed=()
for file in "${listed[@]}"; do is_listed["$file"]=1; done
while read -r file; do
    [[ -n "${is_listed[$file]:-}" ]] ||
        fail "$file calls tr or ntr but is not in po/POTFILES: add it, then run scripts/update-po.sh."
done < <(scripts/i18n-lint.py callers "${swift_sources[@]}")

# 2. A fresh template and the catalogues merged with it.
scripts/update-po.sh "$scratch" 2>"$scratch/extraction" || fail "Extracting the strings failed:"
[[ -s "$scratch/extraction" ]] && fail "$(cat "$scratch/extraction")" \
    "xgettext misread a file in po/POTFILES (po/README.md lists the Swift it cannot read)."
if [[ -f "$scratch/globetrotter.pot" ]]; then
    mapfile -t listed_swift < <(printf '%s\n' "${listed[@]}" | grep '\.swift$' || true)
    scripts/i18n-lint.py extracted "$scratch/globetrotter.pot" "${listed_swift[@]}" >"$scratch/extracted" ||
        fail "$(cat "$scratch/extracted")"
fi

# 3. Every language complete, well-formed, placeholders kept.
for language in $(sed 's/#.*//' po/LINGUAS); do
    merged="$scratch/$language.po"
    [[ -f "$merged" ]] || continue
    if ! statistics=$(msgfmt --check --statistics --output-file=/dev/null "$merged" 2>&1); then
        fail "po/$language.po does not compile:" "$statistics"
        continue
    fi
    if [[ "$statistics" == *untranslated* || "$statistics" == *fuzzy* ]]; then
        fail "po/$language.po is incomplete ($statistics). Run scripts/update-po.sh and translate:" \
            "$(msgattrib --untranslated --no-obsolete --no-wrap "$merged" | grep '^msgid "..*"' || true)" \
            "$(msgattrib --only-fuzzy --no-obsolete --no-wrap "$merged" | grep '^msgid "..*"' | sed 's/$/ (fuzzy)/' || true)"
    fi
    scripts/i18n-lint.py placeholders "$merged" >"$scratch/placeholders" ||
        fail "$(sed "s|^$scratch/\([^:]*\):[0-9]*:|po/\1:|" "$scratch/placeholders")"
done

# 4. UI text that bypasses tr, in the sources that have been swept.
mapfile -t skipped < <(entries po/POTFILES.skip)
swept=()
for file in "${swift_sources[@]}"; do
    for skip in "${skipped[@]}"; do
        [[ "$file" == "$skip" || ("$skip" == */ && "$file" == "$skip"*) ]] && continue 2
    done
    swept+=("$file")
done
scripts/i18n-lint.py leftovers "${swept[@]}" >"$scratch/leftovers" ||
    fail "$(cat "$scratch/leftovers")" \
        "Wrap them in tr(…), or mark text no person reads with // i18n-ignore: <why> (po/README.md)."

if [[ $failed -ne 0 ]]; then
    echo "check-translations: FAILED" >&2
    exit 1
fi
echo "check-translations: ${#listed[@]} files in po/POTFILES, $(sed 's/#.*//' po/LINGUAS | xargs) complete," \
    "${#swept[@]} Swift files swept, $((${#swift_sources[@]} - ${#swept[@]})) not yet (po/POTFILES.skip)"
