#!/usr/bin/env bash
# Installs the Debian 12 packages Globetrotter needs to build and run;
# with --tests, also what the headless test suite and validators need.
set -euo pipefail

app_packages=(
    libgtk-4-dev libadwaita-1-dev libsoup-3.0-dev libshumate-dev libsqlite3-dev libsecret-1-dev
    libglib2.0-dev-bin libglib2.0-bin iso-codes gettext
    # Fonts a GNOME desktop has: flags are colour emoji, and the local names
    # of holidays need their scripts' glyphs (Thai, Khmer, Bengali, … in
    # noto-core; Japanese, Chinese, Korean in noto-cjk), else boxes.
    fonts-noto-color-emoji fonts-noto-core fonts-noto-cjk
)
test_packages=(
    xvfb xauth dbus dbus-x11 at-spi2-core xdotool meson ninja-build
    x11-utils  # xprop: the installed app's X11 WM_CLASS (check-install.sh)
    desktop-file-utils appstream librsvg2-bin gnome-keyring locales
    gpsbabel  # an independent reader of the GPX files the app writes
    poppler-utils  # pdftotext, pdfinfo, pdftoppm: the printed trip read back as text, pages and images
    python3-pyatspi  # the online tests read the app's windows as a screen reader does
    # Two iCalendar parsers read the exported calendars back: python3-icalendar,
    # and libical (Evolution's and GNOME Calendar's) through its GObject bindings.
    python3-icalendar gir1.2-ical-3.0 python3-gi
    # scripts/render-accessibility-screenshots.sh: an XSETTINGS daemon for
    # large text, and sqlite3 to give the rendered To-Do page its items.
    xsettingsd sqlite3
)

packages=("${app_packages[@]}")
if [[ "${1:-}" == "--tests" ]]; then
    packages+=("${test_packages[@]}")
fi

as_root=()
if [[ $(id -u) -ne 0 ]]; then
    as_root=(sudo)
fi

export DEBIAN_FRONTEND=noninteractive
"${as_root[@]}" apt-get update -qq
"${as_root[@]}" apt-get install -y -qq --no-install-recommends "${packages[@]}" >/dev/null

# The translation tests run the app under LANG=de_DE.UTF-8, which the C
# library only honours once that locale is generated.
if [[ "${1:-}" == "--tests" ]] && ! locale -a | grep -qix 'de_DE.utf8'; then
    "${as_root[@]}" sed -i 's/^# *\(de_DE.UTF-8 UTF-8\)/\1/' /etc/locale.gen
    grep -q '^de_DE.UTF-8 UTF-8' /etc/locale.gen || echo 'de_DE.UTF-8 UTF-8' | "${as_root[@]}" tee -a /etc/locale.gen >/dev/null
    "${as_root[@]}" locale-gen >/dev/null
fi

if ! command -v swift >/dev/null; then
    echo "Swift 6.3 is not on PATH: install the toolchain from swift.org first." >&2
    exit 1
fi
