#!/usr/bin/env bash
# Make sure the system libraries that Qt (PySide6 wheels) loads are present.
# On a fresh Debian/Ubuntu machine, as root, installs the missing ones with apt-get; otherwise
# only lists what is missing. Used by .ci/run before the tests and the bundle smoke test.
#   bash packaging/qt-system-deps.sh            # check, install when root
#   bash packaging/qt-system-deps.sh --check    # check only (exit 1 when something is missing)
#   bash packaging/qt-system-deps.sh --packages # print the Debian packages, one a line (the .deb's
#                                               # Depends: packaging/make_deb.py)
set -euo pipefail

# soname  Debian package   (QtGui/QtWidgets, the offscreen, xcb and wayland platform plugins)
DEPS="
libEGL.so.1 libegl1
libGL.so.1 libgl1
libfontconfig.so.1 libfontconfig1
libfreetype.so.6 libfreetype6
libxkbcommon.so.0 libxkbcommon0
libdbus-1.so.3 libdbus-1-3
libglib-2.0.so.0 libglib2.0-0
libX11.so.6 libx11-6
libX11-xcb.so.1 libx11-xcb1
libxkbcommon-x11.so.0 libxkbcommon-x11-0
libxcb-cursor.so.0 libxcb-cursor0
libxcb-icccm.so.4 libxcb-icccm4
libxcb-image.so.0 libxcb-image0
libxcb-keysyms.so.1 libxcb-keysyms1
libxcb-randr.so.0 libxcb-randr0
libxcb-render-util.so.0 libxcb-render-util0
libxcb-shape.so.0 libxcb-shape0
libxcb-xkb.so.1 libxcb-xkb1
libwayland-client.so.0 libwayland-client0
libwayland-cursor.so.0 libwayland-cursor0
libwayland-egl.so.1 libwayland-egl1
"

if [ "${1:-}" = "--packages" ]; then
  while read -r soname pkg; do
    if [ -n "$soname" ]; then echo "$pkg"; fi
  done <<< "$DEPS"
  exit 0
fi

have_lib() { ldconfig -p 2>/dev/null | grep -q "^[[:space:]]*$1 "; }

missing=()
while read -r soname pkg; do
  [ -n "$soname" ] || continue
  have_lib "$soname" || missing+=("$pkg")
done <<< "$DEPS"
# a font, or Qt draws no text offscreen
if ! command -v fc-list >/dev/null 2>&1 || [ -z "$(fc-list 2>/dev/null | head -1)" ]; then
  missing+=(fonts-dejavu-core)
fi

if [ ${#missing[@]} -eq 0 ]; then
  echo "qt-system-deps: all present"
  exit 0
fi
echo "qt-system-deps: missing: ${missing[*]}"
if [ "${1:-}" = "--check" ]; then
  exit 1
fi
if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  echo "qt-system-deps: installed ${missing[*]}"
else
  echo "qt-system-deps: not root or no apt-get: install them with your package manager" >&2
fi
