#!/usr/bin/env bash
# Builds with meson (release, static Swift runtime), runs its validators and
# binary check, installs into a scratch prefix, then launches the installed
# app from its desktop entry and renders a page, as a desktop user would.
# Run under a display and a D-Bus session (scripts/test.sh does).
set -euo pipefail
cd "$(dirname "$0")/.."

work=${1:?usage: check-install.sh SCRATCH_DIR}
prefix="$work/prefix"
app_id=io.github.globetrotter.Globetrotter

meson setup "$work/meson" meson-wrapper --prefix="$prefix" >/dev/null
meson compile -C "$work/meson"
meson test -C "$work/meson" --print-errorlogs
meson install -C "$work/meson" >/dev/null

export XDG_DATA_DIRS="$prefix/share:/usr/share" PATH="$prefix/bin:$PATH"
export GLOBETROTTER_OFFLINE=1

# The desktop entry starts the app: wait for its window, then quit it.
gio launch "$prefix/share/applications/$app_id.desktop" &
for _ in $(seq 100); do
    xdotool search --onlyvisible --name '^Globetrotter$' >/dev/null 2>&1 && break
    sleep 0.1
done
xdotool search --onlyvisible --name '^Globetrotter$' >/dev/null || { echo "the desktop entry opened no window" >&2; exit 1; }
pkill -TERM -x globetrotter || true
wait || true

# The installed binary finds its installed data pack, schema and icon: Germany's
# holidays come from the pack offline (a page without them, its invitation to
# choose a country, is ~27 KB; with a year of holidays ~77 KB).
gsettings --schemadir "$prefix/share/glib-2.0/schemas" set $app_id holidays-country DE
"$prefix/bin/globetrotter" --page holidays --screenshot "$work/installed-holidays.png"
size=$(stat -c %s "$work/installed-holidays.png")
[ "$size" -gt 50000 ] || { echo "the installed app showed no offline holidays ($size bytes)" >&2; exit 1; }
test -f "$prefix/share/globetrotter/pack/globetrotter-pack.sqlite"
test -f "$prefix/share/glib-2.0/schemas/gschemas.compiled"

# Translated: the catalogue is installed where the binary looks for it, and the
# desktop entry and metainfo carry the German text.
test -f "$prefix/share/locale/de/LC_MESSAGES/globetrotter.mo"
grep -q '^Comment\[de\]=Reisen planen' "$prefix/share/applications/$app_id.desktop"
grep -q '<summary xml:lang="de">' "$prefix/share/metainfo/$app_id.metainfo.xml"
german=$(env -u LC_ALL -u LC_MESSAGES -u LANGUAGE LANG=de_DE.UTF-8 "$prefix/bin/globetrotter" --page nowhere 2>&1 || true)
[[ "$german" == *"Unbekannte Seite „nowhere“"* ]] || { echo "the installed app is not German under LANG=de_DE.UTF-8: $german" >&2; exit 1; }
echo "installed app launched from its desktop entry and rendered $work/installed-holidays.png"
