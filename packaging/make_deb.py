"""Pack the PyInstaller bundle into a Debian package: ``make deb`` → dist/thousand-qt_VERSION_ARCH.deb.

    python packaging/make_deb.py        # after `make bundle` (dist/thousand-qt/)

No network and no root: the tree is staged in build/deb/ and packed by ``dpkg-deb --root-owner-group``.
What goes where:

    opt/thousand-qt/                  the bundle, as `make bundle` left it
    usr/bin/thousand-qt               a relative symbolic link to it (the bootloader follows it)
    usr/share/applications, icons/hicolor, mime/packages, metainfo
                                      the desktop files, staged by packaging/install-desktop.sh --stage
    usr/share/doc/thousand-qt/copyright   packaging/copyright (machine-readable, DEP-5)
    DEBIAN/md5sums                    every file's MD5 (what `dpkg --verify` compares)
    DEBIAN/control                    Depends: glibc of the build machine or newer, and the libraries
                                      of packaging/qt-system-deps.sh --packages

There are no maintainer scripts: the desktop database, the MIME database and the icon cache are
refreshed by the file triggers of desktop-file-utils, shared-mime-info and hicolor-icon-theme
(dpkg runs them for any package that puts files in those folders), as Debian's own packages do.
"""

from __future__ import annotations

import hashlib
import os
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"
BUNDLE = ROOT / "dist" / "thousand-qt"
STAGE = ROOT / "build" / "deb"
PACKAGE = "thousand-qt"
PREFIX = Path("opt") / PACKAGE
APP_ID = "io.github.thousand_qt.Thousand"
# who answers for the package: Debian's variables, as dch and dh_make read them; the project has
# no mail address of its own, so without them the field says so (".invalid" is never an address)
MAINTAINER = "{0} <{1}>".format(os.environ.get("DEBFULLNAME", "Thousand developers"),
                                os.environ.get("DEBEMAIL", "no-address@thousand-qt.invalid"))


def version() -> str:
    """The program's version, read from the package without importing it."""
    text = (ROOT / "thousand_qt" / "__init__.py").read_text(encoding="utf-8")
    found = re.search(r'^__version__ = "([^"]+)"', text, re.MULTILINE)
    if found is None:
        raise SystemExit("make_deb: no __version__ in thousand_qt/__init__.py")
    return found.group(1)


def architecture() -> str:
    """The Debian architecture of this machine (the bundle is built for it)."""
    return subprocess.run(["dpkg", "--print-architecture"], check=True, capture_output=True,
                          text=True).stdout.strip()


def glibc_version() -> str:
    """The glibc the bundle was built against: it runs on this one or newer."""
    kind, _, number = (os.confstr("CS_GNU_LIBC_VERSION") or "").partition(" ")  # "glibc 2.36"
    if kind != "glibc" or not number:
        raise SystemExit(f"make_deb: not a glibc system ({kind})")
    return number


def depends() -> list[str]:
    """libc6, then the system libraries Qt's platform plugins load (packaging/qt-system-deps.sh)."""
    listed = subprocess.run(["bash", str(PACKAGING / "qt-system-deps.sh"), "--packages"], check=True,
                            capture_output=True, text=True).stdout.split()
    return [f"libc6 (>= {glibc_version()})", *listed]


def description() -> str:
    """The control file's Description, from the AppStream metainfo (summary, paragraphs, list)."""
    root = ET.parse(PACKAGING / f"{APP_ID}.metainfo.xml").getroot()
    summary = root.findtext("summary")
    body: list[str] = []
    described = root.find("description")
    for element in [] if described is None else described:
        if body:
            body.append(".")
        if element.tag == "p":
            body.append(" ".join((element.text or "").split()))
        elif element.tag == "ul":
            body.extend(f" * {' '.join((li.text or '').split())}" for li in element.findall("li"))
    return "\n".join([f"{summary}", *(f" {line}" for line in body)])


def installed_size(tree: Path) -> int:
    """Installed-Size in KiB, as dpkg-gencontrol counts it (each file rounded up to 1 KiB)."""
    total = 0
    for path in tree.rglob("*"):
        if path.is_relative_to(tree / "DEBIAN"):
            continue
        total += 1 if path.is_symlink() or path.is_dir() else -(-path.stat().st_size // 1024)
    return total


def control(tree: Path) -> str:
    fields = {
        "Package": PACKAGE,
        "Version": version(),
        "Architecture": architecture(),
        "Maintainer": MAINTAINER,
        "Installed-Size": str(installed_size(tree)),
        "Depends": ", ".join(depends()),
        "Section": "games",
        "Priority": "optional",
        "Description": description(),
    }
    return "".join(f"{key}: {value}\n" for key, value in fields.items())


def md5sums(tree: Path) -> str:
    """DEBIAN/md5sums: "MD5  path" for each regular file of the package, paths relative to /."""
    lines = []
    for path in sorted(tree.rglob("*")):
        if path.is_file() and not path.is_symlink() and not path.is_relative_to(tree / "DEBIAN"):
            lines.append(f"{hashlib.md5(path.read_bytes()).hexdigest()}  {path.relative_to(tree).as_posix()}\n")
    return "".join(lines)


def stage() -> Path:
    """The package's tree in build/deb/, ready for dpkg-deb."""
    if not (BUNDLE / PACKAGE).is_file():
        raise SystemExit("make_deb: no dist/thousand-qt/thousand-qt: run 'make bundle' first")
    shutil.rmtree(STAGE, ignore_errors=True)
    shutil.copytree(BUNDLE, STAGE / PREFIX, symlinks=True)
    (STAGE / "usr" / "bin").mkdir(parents=True)
    (STAGE / "usr" / "bin" / PACKAGE).symlink_to(Path("..", "..", PREFIX, PACKAGE))
    subprocess.run(["bash", str(PACKAGING / "install-desktop.sh"), "--stage", str(STAGE / "usr" / "share")],
                   check=True, stdout=subprocess.DEVNULL)
    doc = STAGE / "usr" / "share" / "doc" / PACKAGE
    doc.mkdir(parents=True)
    shutil.copyfile(PACKAGING / "copyright", doc / "copyright")
    for path in [STAGE, *STAGE.rglob("*")]:  # root-owned modes: rwxr-xr-x and rw-r--r--
        if not path.is_symlink():
            executable = path.is_dir() or path.stat().st_mode & 0o100
            path.chmod(0o755 if executable else 0o644)
    (STAGE / "DEBIAN").mkdir(mode=0o755)
    (STAGE / "DEBIAN" / "control").write_text(control(STAGE), encoding="utf-8")
    (STAGE / "DEBIAN" / "md5sums").write_text(md5sums(STAGE), encoding="utf-8")
    return STAGE


def main() -> int:
    tree = stage()
    deb = ROOT / "dist" / f"{PACKAGE}_{version()}_{architecture()}.deb"
    part = deb.with_name(deb.name + ".part")    # a build that stops half-way leaves no .deb
    subprocess.run(["dpkg-deb", "--root-owner-group", "-Zxz", "--build", str(tree), str(part)], check=True)
    part.replace(deb)
    print(f"wrote {deb.relative_to(ROOT)} ({deb.stat().st_size / 1e6:.1f} MB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
