#!/usr/bin/env bash
# Builds with meson (release, static Swift runtime), runs its validators and
# binary check, installs into a scratch prefix over the files an older
# version left there, then launches the installed app from its desktop entry
# (its X11 WM_CLASS must be the application ID) and renders a page, as a
# desktop user would, and checks the search provider's installed files.
# A private D-Bus daemon activates the installed search provider from its
# service file; it must export org.gnome.Shell.SearchProvider2 and answer.
# Run under a display and a D-Bus session (scripts/test.sh does).
set -euo pipefail
cd "$(dirname "$0")/.."

work=${1:?usage: check-install.sh SCRATCH_DIR}
prefix="$work/prefix"
app_id=io.github.globetrotter.Globetrotter
provider_bus_name=$app_id.SearchProvider
provider_object_path=/io/github/globetrotter/Globetrotter/SearchProvider

fail() { echo "$*" >&2; exit 1; }

# Every validator must run: a missing one fails the setup instead of skipping its test.
meson setup "$work/meson" meson-wrapper --prefix="$prefix" -Dvalidators=enabled >/dev/null
meson compile -C "$work/meson"
meson test -C "$work/meson" --print-errorlogs

# Versions before the SQLite data pack installed it as separate files; an
# install over one removes exactly those (meson-wrapper/build-aux/remove-old-pack.sh),
# and nothing else, under DESTDIR when it is set.
old_pack_files=(cities.tsv countries.json currencies.json manifest.json rates.json tiles.bin)
plant_old_pack() {  # ROOT: the old pack and a file that is not its, in ROOT$prefix
    local pack="$1$prefix/share/globetrotter/pack" file
    mkdir -p "$pack/holidays"
    for file in "${old_pack_files[@]}"; do echo old >"$pack/$file"; done
    echo '[]' >"$pack/holidays/DE.json"
    echo 'not the old pack' >"$pack/keep-me.txt"
}
check_old_pack_gone() {  # ROOT
    local pack="$1$prefix/share/globetrotter/pack" file
    for file in "${old_pack_files[@]}" holidays; do
        [[ ! -e "$pack/$file" ]] || fail "installing left the old pack's $pack/$file"
    done
    [[ -f "$pack/keep-me.txt" ]] || fail "installing removed $pack/keep-me.txt, which is not the old pack's"
    [[ -f "$pack/globetrotter-pack.sqlite" ]] || fail "no data pack installed in $pack"
}
rm -rf "$work/destdir"
plant_old_pack "$work/destdir"
plant_old_pack ""
DESTDIR="$work/destdir" meson install -C "$work/meson" >/dev/null
check_old_pack_gone "$work/destdir"
[[ -f "$prefix/share/globetrotter/pack/tiles.bin" ]] || fail "an install into DESTDIR removed files from the prefix itself"
rm -rf "$work/destdir"
meson install -C "$work/meson" >/dev/null
check_old_pack_gone ""
echo "installing removed the old pack's files, kept the rest (with and without DESTDIR)"

export XDG_DATA_DIRS="$prefix/share:/usr/share" PATH="$prefix/bin:$PATH"
export GLOBETROTTER_OFFLINE=1
# Answers that depend on the day (the next holiday) are those of a fixed day.
export GLOBETROTTER_NOW=2026-11-20T12:00:00Z

# The installed app reads only installed data: the source tree's pack, which a
# binary run from the build tree would read, is moved away while it runs.
source_pack="$PWD/data/pack"
mv "$source_pack" "$source_pack.away"
trap 'mv "$source_pack.away" "$source_pack"' EXIT

# The desktop entry starts the app (its window appears); SIGTERM to that very
# process quits it with status 0. GNOME Shell's window tracker ties an X11
# window to a desktop entry by WM_CLASS first: the entry whose StartupWMClass
# is the instance (res_name), then the class (res_class), then the entry named
# instance.desktop, then class.desktop; only then _GTK_APPLICATION_ID. Both
# parts are the application ID, so every one of those finds the entry.
wm_class=$(python3 meson-wrapper/build-aux/launch-desktop-entry.py \
    "$prefix/share/applications/$app_id.desktop" Globetrotter) || fail "launching the desktop entry failed (see above)"
[[ "$wm_class" == "WM_CLASS(STRING) = \"$app_id\", \"$app_id\"" ]] \
    || fail "the window's WM_CLASS is not the application ID twice: $wm_class"
grep -qx "StartupWMClass=$app_id" "$prefix/share/applications/$app_id.desktop" \
    || fail "the desktop entry has no StartupWMClass=$app_id"
echo "the window's $wm_class"

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

# The search provider: GNOME Shell finds it by its .ini, D-Bus starts it by its
# service file, whose Exec is the installed binary.
provider_ini="$prefix/share/gnome-shell/search-providers/$app_id.search-provider.ini"
provider_service="$prefix/share/dbus-1/services/$provider_bus_name.service"
test -f "$provider_ini"
test -f "$provider_service"
test -x "$prefix/bin/globetrotter-search-provider"
grep -qx "Exec=$prefix/bin/globetrotter-search-provider" "$provider_service" \
    || fail "$provider_service does not run $prefix/bin/globetrotter-search-provider"
python3 meson-wrapper/build-aux/validate-search-provider.py \
    "$provider_ini" "$provider_service" "$prefix/share/applications/$app_id.desktop"

# D-Bus activation, as on GNOME Shell's first query: a private bus whose only
# service directory is the prefix's starts the provider on demand.
{
    bus_config="$work/search-provider-bus.conf"
    cat >"$bus_config" <<EOF
<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
 "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
<busconfig>
  <type>session</type>
  <listen>unix:tmpdir=/tmp</listen>
  <auth>EXTERNAL</auth>
  <servicedir>$prefix/share/dbus-1/services</servicedir>
  <policy context="default">
    <allow send_destination="*" eavesdrop="true"/>
    <allow eavesdrop="true"/>
    <allow own="*"/>
  </policy>
</busconfig>
EOF
    rm -f "$work/bus-address"
    dbus-daemon --config-file="$bus_config" --nofork --nopidfile --print-address=3 3>"$work/bus-address" &
    bus_pid=$!
    provider_pid=
    stop_private_bus() {
        if [[ -n "$provider_pid" ]]; then kill "$provider_pid" 2>/dev/null || true; fi
        kill "$bus_pid" 2>/dev/null || true
        wait "$bus_pid" 2>/dev/null || true
        mv "$source_pack.away" "$source_pack"
    }
    trap stop_private_bus EXIT
    for _ in $(seq 50); do
        [[ -s "$work/bus-address" ]] && break
        sleep 0.1
    done
    [[ -s "$work/bus-address" ]] || fail "the private dbus-daemon printed no address"
    bus_address=$(head -n 1 "$work/bus-address")
    introspection=$(DBUS_SESSION_BUS_ADDRESS=$bus_address gdbus introspect --session \
        --dest "$provider_bus_name" --object-path "$provider_object_path") \
        || fail "D-Bus did not activate $provider_bus_name with $provider_service (see above)"
    # The provider the private bus started, to stop it with the bus.
    provider_pid=$(DBUS_SESSION_BUS_ADDRESS=$bus_address gdbus call --session --dest org.freedesktop.DBus \
        --object-path /org/freedesktop/DBus --method org.freedesktop.DBus.GetConnectionUnixProcessID \
        "$provider_bus_name" | sed -n 's/^(uint32 \([0-9]*\),)$/\1/p') || provider_pid=
    [[ "$introspection" == *"interface org.gnome.Shell.SearchProvider2 {"* ]] \
        || fail "$provider_object_path does not export org.gnome.Shell.SearchProvider2: $introspection"
    for method in GetInitialResultSet GetSubsearchResultSet GetResultMetas ActivateResult LaunchSearch; do
        [[ "$introspection" == *"$method("* ]] || fail "the search provider has no $method method"
    done
    echo "D-Bus activated the installed search provider: $provider_bus_name exports org.gnome.Shell.SearchProvider2"
    # Each query form, as the Shell asks: the result IDs, then what they say.
    search() {  # TERMS (GVariant text) EXPECTED-ID-PREFIX
        local ids metas
        ids=$(DBUS_SESSION_BUS_ADDRESS=$bus_address gdbus call --session --dest "$provider_bus_name" \
            --object-path "$provider_object_path" --method org.gnome.Shell.SearchProvider2.GetInitialResultSet "$1")
        [[ "$ids" == "(['$2"* ]] || fail "the search provider answered $1 with $ids, not $2…"
        metas=$(DBUS_SESSION_BUS_ADDRESS=$bus_address gdbus call --session --dest "$provider_bus_name" \
            --object-path "$provider_object_path" --method org.gnome.Shell.SearchProvider2.GetResultMetas \
            "${ids:1:${#ids}-3}")
        [[ "$metas" == *"'name': <"* ]] || fail "no result metas for $ids: $metas"
        echo "  $1 → $(sed -n "s/.*'name': <'\([^']*\)'>, 'description': <'\([^']*\)'>.*/\1 — \2/p" <<<"${metas%%\}*}")"
    }
    search "['100', 'usd', 'in', 'eur']" "convert:100:USD:EUR"
    search "['50', '€', 'in', 'yen']" "convert:50:EUR:JPY"
    search "['next', 'holiday', 'france']" "holiday:FR:"
    search "['holidays', 'deutschland']" "holiday:DE:"
    search "['christmas', 'germany', '2027']" "holiday:DE:2027-12-25:"
    empty=$(DBUS_SESSION_BUS_ADDRESS=$bus_address gdbus call --session --dest "$provider_bus_name" \
        --object-path "$provider_object_path" --method org.gnome.Shell.SearchProvider2.GetInitialResultSet \
        "['in', 'in', 'in']")
    [[ "$empty" == "(@as [],)" ]] || fail "the search provider answered garbage with $empty"
}
echo "installed app launched from its desktop entry and rendered $work/installed-holidays.png"
