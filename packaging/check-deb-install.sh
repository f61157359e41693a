#!/usr/bin/env bash
# Install the Debian package of `make deb` on this machine (as root), check that dpkg's triggers
# registered the desktop entry and the *.thousand file type (desktop-file-utils'
# update-desktop-database, shared-mime-info's update-mime-database), then remove it and check
# that nothing of it is left. Needs xdg-mime (xdg-utils). .ci/run and the hosted workflow run it.
#   bash packaging/check-deb-install.sh dist/thousand-qt_VERSION_ARCH.deb
set -euo pipefail

deb="${1:?usage: check-deb-install.sh PACKAGE.deb}"
APP_ID=io.github.thousand_qt.Thousand
MIME=application/x-thousand-game
CACHE=/usr/share/applications/mimeinfo.cache
GLOBS=/usr/share/mime/globs2

fail() { echo "check-deb-install: $*" >&2; exit 1; }

if dpkg -s thousand-qt >/dev/null 2>&1; then
  fail "thousand-qt is installed already: remove it first (dpkg -r thousand-qt)"
fi
dpkg -i "$deb"
# a failed check leaves nothing installed behind it
trap 'dpkg -r thousand-qt >/dev/null 2>&1 || true' EXIT
[ -x /usr/bin/thousand-qt ] || fail "no /usr/bin/thousand-qt"
dpkg --verify thousand-qt || fail "installed files differ from the package's md5sums"
grep -q "^$MIME=.*$APP_ID.desktop" "$CACHE" || fail "$CACHE does not name $APP_ID.desktop for $MIME"
grep -q "^[0-9]*:$MIME:\*\.thousand$" "$GLOBS" || fail "$GLOBS has no *.thousand for $MIME"
# the default application as a desktop asks for it, in an empty home (no mimeapps.list of anyone's)
home="$(mktemp -d)"
default="$(env -u XDG_CONFIG_HOME -u XDG_DATA_HOME -u XDG_CURRENT_DESKTOP HOME="$home" \
           xdg-mime query default "$MIME")"
rm -rf "$home"
[ "$default" = "$APP_ID.desktop" ] || fail "xdg-mime query default $MIME: '$default'"
echo "check-deb-install: installed; $MIME (*.thousand) opens with $default"

trap - EXIT
dpkg -r thousand-qt
for gone in /usr/bin/thousand-qt /opt/thousand-qt "/usr/share/applications/$APP_ID.desktop"; do
  if [ -e "$gone" ] || [ -L "$gone" ]; then fail "$gone is left after dpkg -r"; fi
done
if grep -q "$APP_ID" "$CACHE" 2>/dev/null; then fail "$CACHE still names $APP_ID"; fi
if grep -q ":$MIME:" "$GLOBS" 2>/dev/null; then fail "$GLOBS still has $MIME"; fi
echo "check-deb-install: removed; nothing left"
