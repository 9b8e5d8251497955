#!/usr/bin/env bash
# Renders every page of the built app as people who need them see it, into
# docs/screenshots (or the folder given): a window as narrow as a phone
# (narrow-*), text 1.5× larger (large-text-*), the high-contrast style
# (high-contrast-*) and a right-to-left locale (rtl-*). Each variant is set
# the way GNOME sets it, not by a switch inside the app:
#   narrow         the window size in GSettings (a keyfile backend), 360 × 720
#   large-text     Xft/DPI 144 from an XSETTINGS daemon (xsettingsd), which is
#                  what gsd-xsettings sends for text-scaling-factor 1.5 on X11
#   high-contrast  org.gnome.desktop.a11y.interface high-contrast, which
#                  libadwaita reads when no settings portal runs
#   rtl            LANG=he_IL.UTF-8 (compiled into a private LOCPATH) with
#                  LANGUAGE=he:de: GTK takes its direction from its own Hebrew
#                  catalogue, the words are German. With LANGUAGE=he alone GLib
#                  keeps every library in English and left to right, because the
#                  app has no Hebrew catalogue (g_dgettext's rule against mixed
#                  languages), as for any GNOME app not translated into Hebrew.
# Offline, on the bundled data, with the clock fixed so runs compare equal.
#
# usage: scripts/render-accessibility-screenshots.sh [--only VARIANT] [FOLDER]
# Needs a debug build (swift build) and: xvfb, xsettingsd, sqlite3, locales'
# he_IL source (Debian's `locales`), all installed by install-dependencies.sh --tests.
set -euo pipefail
cd "$(dirname "$0")/.."

# Inside a variant's X server (the script calls itself there): render its pages.
if [[ ${1:-} == --pages ]]; then
    shift
    internal_pages=1
fi

variants=(narrow large-text high-contrast rtl)
if [[ ${1:-} == --only ]]; then
    variants=("$2")
    shift 2
fi
out=$(realpath "${1:-docs/screenshots}")
app=${GLOBETROTTER_BINARY:-$(swift build --show-bin-path)/globetrotter}
[[ -x $app ]] || { echo "No built app at $app: run swift build first." >&2; exit 1; }

if [[ -z ${internal_pages:-} ]]; then
    scratch=$(mktemp -d)
    trap 'rm -rf "$scratch"' EXIT
fi

# The pages, as command-line arguments. The trip page comes first: importing
# its GPX file creates the database the others show (its trip, its to-dos).
trip_file=$PWD/Fuzz/Corpus/gpx/gps-unit.gpx
pages=(
    "trip:$trip_file"
    "trips:--page trips"
    "holidays:--page holidays"
    "holidays-list:--open holiday:DE:2026-12-25:0"
    "converter:--page converter"
    "todo:--page todo"
    "profile:--page profile"
)

# A few to-dos, tied to the imported trip, so To-Do shows rows rather than its empty state.
seed_todos() {
    sqlite3 "$1/globetrotter/globetrotter.sqlite" <<'SQL'
INSERT INTO todoItem (text, isDone, position, tripId) VALUES
    ('Passports', 1, 0, (SELECT min(id) FROM trip)),
    ('Book the ferry to Helsinki', 0, 1, (SELECT min(id) FROM trip)),
    ('Exchange some Swedish kronor', 0, 2, NULL),
    ('Charge the camera', 0, 3, NULL);
SQL
}

render_variant() {
    local variant=$1 home="$scratch/$1"
    mkdir -p "$home/config/glib-2.0/settings" "$home/data" "$home/cache" "$home/runtime"
    chmod 700 "$home/runtime"
    local keyfile="$home/config/glib-2.0/settings/keyfile" dpi=96
    local -a locale=(LANG=C.UTF-8 LANGUAGE=)
    : >"$keyfile"
    case $variant in
    narrow) printf '[io/github/globetrotter/Globetrotter]\nwindow-width=360\nwindow-height=720\n' >"$keyfile" ;;
    large-text) dpi=144 ;;
    high-contrast) printf '[org/gnome/desktop/a11y/interface]\nhigh-contrast=true\n' >"$keyfile" ;;
    rtl)
        mkdir -p "$scratch/locale"
        localedef -i he_IL -f UTF-8 "$scratch/locale/he_IL.UTF-8"
        locale=(LOCPATH="$scratch/locale" LANG=he_IL.UTF-8 LANGUAGE=he:de)
        ;;
    *) echo "Unknown variant $variant (narrow, large-text, high-contrast, rtl)." >&2; exit 1 ;;
    esac
    printf 'Xft/DPI %d\n' $((dpi * 1024)) >"$home/xsettings"

    local -a environment=(
        "${locale[@]}" LC_ALL= XDG_DATA_HOME="$home/data" XDG_CACHE_HOME="$home/cache"
        XDG_CONFIG_HOME="$home/config" XDG_RUNTIME_DIR="$home/runtime" GSETTINGS_BACKEND=keyfile
        GSK_RENDERER=cairo GLOBETROTTER_OFFLINE=1 GLOBETROTTER_SPLASH_MS=0 NO_AT_BRIDGE=1
        GLOBETROTTER_NOW=2026-11-20T10:00:00Z TZ=UTC
    )
    # One X server per variant, its XSETTINGS daemon started before any window.
    env "${environment[@]}" xvfb-run -a -s '-screen 0 1280x800x24' bash -c '
        set -euo pipefail
        xsettingsd -c "$1" 2>/dev/null &
        daemon=$!
        trap "kill $daemon" EXIT
        sleep 0.5
        shift
        "$@"
    ' _ "$home/xsettings" "$0" --pages --only "$variant" "$out" </dev/null
}

render_pages() {
    local variant=$1 home=$2 entry name arguments
    for entry in "${pages[@]}"; do
        name=${entry%%:*}
        arguments=${entry#*:}
        if [[ $name == trip ]]; then
            # shellcheck disable=SC2086 # the arguments are words
            timeout 60 "$app" $arguments --screenshot "$out/$variant-$name.png"
            seed_todos "$home"
        else
            # shellcheck disable=SC2086
            timeout 60 "$app" $arguments --screenshot "$out/$variant-$name.png"
        fi
        echo "$out/$variant-$name.png"
    done
    render_holiday_details "$variant"
}

# A holiday's details are a click away from the list, so this one is taken as
# a person sees it: the app runs, a holiday row is clicked, the window is captured.
render_holiday_details() {
    local variant=$1 window x=500 y=420
    [[ $variant == narrow ]] && x=180
    "$app" --open holiday:DE:2026-12-25:0 &
    local running=$!
    window=$(timeout 30 xdotool search --sync --onlyvisible --class globetrotter | head -n 1)
    sleep 3
    xdotool mousemove --window "$window" "$x" "$y" click 1
    sleep 2
    eval "$(xdotool getwindowgeometry --shell "$window")"
    python3 Tests/OnlineAppTests/Screen/x-capture.py "$out/$variant-holiday.png" "$X" "$Y" "$WIDTH" "$HEIGHT" >/dev/null
    kill "$running"
    wait "$running" 2>/dev/null || true
    echo "$out/$variant-holiday.png"
}

if [[ -n ${internal_pages:-} ]]; then
    render_pages "${variants[0]}" "$XDG_DATA_HOME"
    exit
fi
for variant in "${variants[@]}"; do
    render_variant "$variant"
done
