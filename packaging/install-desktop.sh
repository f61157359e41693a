#!/usr/bin/env bash
# Install the desktop integration for the current user (no root needed):
#   the .desktop entry, the icons (hicolor 16..512 + scalable), the MIME type for *.thousand
#   and the AppStream metainfo, all under ${XDG_DATA_HOME:-~/.local/share}.
# Exec points at the bundle dist/thousand-qt/thousand-qt if it was built, else at the
# virtualenv's thousand-qt (.venv/bin/thousand-qt); or at THOUSAND_QT_EXEC if set.
#   packaging/install-desktop.sh              # install (what `make install-desktop` runs)
#   packaging/install-desktop.sh --uninstall  # remove what it installed
#   packaging/install-desktop.sh --stage DIR  # the same files into DIR (a package's usr/share) with
#                                             # Exec=thousand-qt as committed, no database refresh
#                                             # (dpkg's triggers do that; packaging/make_deb.py uses it)
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/.." && pwd)"
APP_ID=io.github.thousand_qt.Thousand
MIME=application/x-thousand-game
DATA="${XDG_DATA_HOME:-$HOME/.local/share}"
SIZES="16 24 32 48 64 128 256 512"

refresh() {
  if command -v update-desktop-database >/dev/null 2>&1; then
    update-desktop-database -q "$DATA/applications" || true
  fi
  if command -v update-mime-database >/dev/null 2>&1; then
    update-mime-database "$DATA/mime" || true
  fi
  touch "$DATA/icons/hicolor" 2>/dev/null || true
  if command -v gtk-update-icon-cache >/dev/null 2>&1 && [ -f "$DATA/icons/hicolor/index.theme" ]; then
    gtk-update-icon-cache -q -t -f "$DATA/icons/hicolor" || true
  fi
}

if [ "${1:-}" = "--uninstall" ]; then
  rm -f "$DATA/applications/$APP_ID.desktop" "$DATA/mime/packages/$APP_ID.xml" \
        "$DATA/metainfo/$APP_ID.metainfo.xml" "$DATA/icons/hicolor/scalable/apps/$APP_ID.svg"
  for s in $SIZES; do rm -f "$DATA/icons/hicolor/${s}x${s}/apps/$APP_ID.png"; done
  refresh
  echo "removed the Thousand desktop entry, icons and MIME type from $DATA"
  exit 0
fi

STAGE=false
if [ "${1:-}" = "--stage" ]; then
  [ -n "${2:-}" ] || { echo "install-desktop: --stage needs a folder" >&2; exit 2; }
  STAGE=true
  DATA="$2"
  EXEC=thousand-qt
elif [ -n "${THOUSAND_QT_EXEC:-}" ]; then
  EXEC="$THOUSAND_QT_EXEC"
elif [ -x "$ROOT/dist/thousand-qt/thousand-qt" ]; then
  EXEC="$ROOT/dist/thousand-qt/thousand-qt"
elif [ -x "$ROOT/.venv/bin/thousand-qt" ]; then
  EXEC="$ROOT/.venv/bin/thousand-qt"
else
  echo "install-desktop: no dist/thousand-qt/thousand-qt and no .venv/bin/thousand-qt:" \
       "run 'make bundle' or 'make setup' first" >&2
  exit 1
fi
# Desktop Entry Exec quoting: a path with spaces or specials goes in double quotes, with \ " ` $ escaped
quoted="$EXEC"
case "$EXEC" in
  *[[:space:]\"\`\$\\]*)
    esc=$(printf '%s' "$EXEC" | sed -e 's/\\/\\\\\\\\/g' -e 's/"/\\\\"/g' -e 's/`/\\\\`/g' -e 's/\$/\\\\$/g')
    quoted="\"$esc\"" ;;
esac

mkdir -p "$DATA/applications" "$DATA/mime/packages" "$DATA/metainfo" "$DATA/icons/hicolor/scalable/apps"
sed -e "s|^Exec=thousand-qt |Exec=$quoted |" -e "s|^TryExec=.*|TryExec=$EXEC|" \
    "$ROOT/packaging/$APP_ID.desktop" > "$DATA/applications/$APP_ID.desktop"
chmod 0644 "$DATA/applications/$APP_ID.desktop"
install -m 0644 "$ROOT/packaging/thousand-qt-mime.xml" "$DATA/mime/packages/$APP_ID.xml"
install -m 0644 "$ROOT/packaging/$APP_ID.metainfo.xml" "$DATA/metainfo/$APP_ID.metainfo.xml"
install -m 0644 "$ROOT/thousand_qt/resources/thousand-qt.svg" "$DATA/icons/hicolor/scalable/apps/$APP_ID.svg"
for s in $SIZES; do
  mkdir -p "$DATA/icons/hicolor/${s}x${s}/apps"
  install -m 0644 "$ROOT/thousand_qt/resources/thousand-qt-$s.png" "$DATA/icons/hicolor/${s}x${s}/apps/$APP_ID.png"
done
if $STAGE; then
  echo "staged the Thousand desktop entry, icons, MIME type and metainfo in $DATA"
  exit 0
fi
refresh
# make this game the default for its own file type (double-click on a .thousand file)
if command -v xdg-mime >/dev/null 2>&1; then
  xdg-mime default "$APP_ID.desktop" "$MIME" 2>/dev/null || true
fi
echo "installed the Thousand desktop entry into $DATA (Exec=$EXEC)"
