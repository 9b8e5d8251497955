#!/usr/bin/env python3
"""How well the data pack's city regions name ISO 3166-2 subdivisions (issue 29).

A stop's regional public holidays need its ISO 3166-2 code. Offline, the
nearest bundled city gives a region *name* (GeoNames admin1, as the pack
stores it); Debian's iso-codes maps subdivision names to codes. For each
country whose public holidays in the pack are regional, this prints the share
of the pack's cities whose region resolves to exactly one subdivision at the
level the holidays use (walking up iso-codes' `parent` links: a Spanish
province to its autonomous community, an English county to England).

    scripts/region-match-rate.py [PACK] [ISO_3166_2_JSON]
"""
import collections
import json
import re
import sqlite3
import sys
import unicodedata

pack = sys.argv[1] if len(sys.argv) > 1 else "data/pack/globetrotter-pack.sqlite"
iso_file = sys.argv[2] if len(sys.argv) > 2 else "/usr/share/iso-codes/json/iso_3166-2.json"
database = sqlite3.connect(pack)
subdivisions = json.load(open(iso_file))["3166-2"]
by_code = {entry["code"]: entry for entry in subdivisions}


def fold(text):
    """As the app's search folds: lower case, no accents, words of letters and digits."""
    text = unicodedata.normalize("NFKD", text.lower())
    text = "".join(c for c in text if not unicodedata.combining(c))
    return " ".join("".join(c if c.isalnum() else " " for c in text).split())


def names(entry):
    """"Barcelona [Barcelona]", "Madrid, Comunidad de", "Bruxelles / Brussel": each form."""
    forms = {entry["name"]}
    bracketed = re.match(r"^(.*?)\s*\[(.*)\]$", entry["name"])
    if bracketed:
        forms |= {bracketed.group(1), bracketed.group(2)}
    for form in list(forms):
        forms.add(form.split(", ")[0])
        forms |= set(form.split(" / "))
    return {fold(form) for form in forms}


def parent(entry):
    code = entry.get("parent")
    if not code:
        return None
    return by_code.get(code if "-" in code else entry["code"][:2] + "-" + code)


used = collections.defaultdict(set)
for country, counties in database.execute(
    "SELECT country, counties FROM holidays WHERE counties IS NOT NULL AND types LIKE '%Public%'"
):
    used[country] |= set(counties.replace(",", " ").split())

total = resolved_total = 0
for country in sorted(used):
    levels = {by_code[code]["type"] for code in used[country] if code in by_code}
    named = collections.defaultdict(set)
    for entry in subdivisions:
        if entry["code"].startswith(country + "-"):
            for name in names(entry):
                named[name].add(entry["code"])
    cities = database.execute("SELECT region, population FROM cities WHERE country = ?", (country,)).fetchall()
    resolved = population = resolved_population = 0
    unresolved = collections.Counter()
    for region, people in cities:
        population += people
        ends = set()
        for code in named.get(fold(region or ""), ()):
            entry = by_code[code]
            while entry is not None and entry["type"] not in levels:
                entry = parent(entry)
            ends.add(entry["code"] if entry else None)
        if len(ends) == 1 and None not in ends:
            resolved += 1
            resolved_population += people
        else:
            unresolved[region] += 1
    total += len(cities)
    resolved_total += resolved
    if cities:
        print(
            f"{country}: {resolved}/{len(cities)} cities ({100 * resolved / len(cities):.0f} %, "
            f"{100 * resolved_population / max(population, 1):.0f} % of their people); "
            f"not resolved: {', '.join(f'{name} ({count})' for name, count in unresolved.most_common(3))}"
        )
print(f"all: {resolved_total}/{total} cities ({100 * resolved_total / max(total, 1):.1f} %)")
