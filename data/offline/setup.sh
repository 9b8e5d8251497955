#!/bin/sh
# Installs what data/offline/generate.py needs, without installing QGIS:
#   - Debian iso-codes (apt),
#   - Debian qgis-common's world_map.gpkg, downloaded and unpacked into
#     data/offline/.cache/qgis-common/,
#   - a Python virtual environment with requirements.txt in data/offline/.venv/.
# Safe to run again: it skips what is already there.
set -eu

HERE=$(CDPATH= cd -- "$(dirname -- "$0")" && pwd)
VENV="$HERE/.venv"
QGIS="$HERE/.cache/qgis-common"
# The qgis-common the committed pack was built from (Debian 12).
QGIS_VERSION_PINNED="3.22.16+dfsg-1"

if [ "$(id -u)" -eq 0 ]; then SUDO=; else SUDO=sudo; fi

wait_for_dpkg() {
    while fuser /var/lib/dpkg/lock-frontend >/dev/null 2>&1 \
        || fuser /var/lib/dpkg/lock >/dev/null 2>&1; do
        echo "setup.sh: waiting for another apt/dpkg to finish..." >&2
        sleep 5
    done
}

if [ ! -f /usr/share/iso-codes/json/iso_3166-1.json ]; then
    wait_for_dpkg
    $SUDO apt-get update
    $SUDO apt-get install -y --no-install-recommends iso-codes
fi

if [ ! -f "$QGIS/usr/share/qgis/resources/data/world_map.gpkg" ]; then
    tmp=$(mktemp -d)
    trap 'rm -rf "$tmp"' EXIT
    chmod 755 "$tmp"  # apt's _apt user downloads into it
    (
        cd "$tmp"
        apt-get download "qgis-common=$QGIS_VERSION_PINNED" 2>/dev/null || {
            echo "setup.sh: qgis-common $QGIS_VERSION_PINNED is not available;" \
                "using the current one (the tiles may differ from the committed pack)" >&2
            apt-get download qgis-common
        }
    )
    deb=$(ls "$tmp"/qgis-common_*.deb)
    rm -rf "$QGIS"
    mkdir -p "$QGIS"
    dpkg-deb -x "$deb" "$QGIS"
    dpkg-deb -f "$deb" Version > "$QGIS/VERSION"
    # Keep only the GeoPackage: the rest of qgis-common is not needed.
    find "$QGIS/usr" -type f ! -name world_map.gpkg -delete
    find "$QGIS/usr" -depth -type d -empty -delete
fi

if [ ! -x "$VENV/bin/python" ]; then
    python3 -m venv "$VENV" 2>/dev/null || {
        wait_for_dpkg
        $SUDO apt-get install -y --no-install-recommends python3-venv
        python3 -m venv "$VENV"
    }
fi
"$VENV/bin/python" -m pip install --quiet --disable-pip-version-check -r "$HERE/requirements.txt"
echo "setup.sh: ready; run: $VENV/bin/python $HERE/generate.py" >&2
