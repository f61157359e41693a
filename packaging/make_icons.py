"""Render the application icon from its SVG sources into every format we ship.

    python packaging/make_icons.py            # (re)write the icons
    python packaging/make_icons.py --check    # exit 1 if a committed icon is missing or stale

Sources (drawn by hand, all paths, no fonts):
    resources/icons/thousand-qt.svg        the master, used for 48 px and up
    resources/icons/thousand-qt-small.svg  a simplified drawing for 16, 24 and 32 px

Outputs (all committed, so neither the app nor the bundle build needs this script):
    thousand_qt/resources/thousand-qt.svg      copy of the master (package data, the scalable icon)
    thousand_qt/resources/thousand-qt-N.png    N = 16 24 32 48 64 128 256 512 (package data:
                                               the window icon and the hicolor icons)
    resources/icons/thousand-qt.ico            Windows executable icon (PNG-compressed entries)
    resources/icons/thousand-qt.icns           macOS .app icon (PNG entries, 16..1024)

Rendering uses Qt's own QSvgRenderer (PySide6-Essentials), so no Pillow or Inkscape is needed;
the .ico and .icns containers are written by the small pure-Python writers below.
"""

from __future__ import annotations

import argparse
import os
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SRC = ROOT / "resources" / "icons"
MASTER = SRC / "thousand-qt.svg"
SMALL = SRC / "thousand-qt-small.svg"
PKG = ROOT / "thousand_qt" / "resources"
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# .icns element types holding PNG data: (type, pixel size)
ICNS_TYPES = (("icp4", 16), ("icp5", 32), ("icp6", 64), ("ic07", 128), ("ic08", 256),
              ("ic09", 512), ("ic10", 1024), ("ic11", 32), ("ic12", 64), ("ic13", 256),
              ("ic14", 512))


def source_for(size: int) -> Path:
    return SMALL if size <= 32 else MASTER


def render_png(svg: Path, size: int) -> bytes:
    """``svg`` rendered at ``size`` × ``size`` on a transparent background, as PNG bytes."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise SystemExit(f"{svg}: Qt cannot read this SVG")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buf = QBuffer(data)
    buf.open(QIODevice.OpenModeFlag.WriteOnly)
    image.convertToFormat(QImage.Format.Format_ARGB32).save(buf, "PNG")
    buf.close()
    return bytes(data)


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """A Windows .ico holding PNG-compressed images (read by Windows Vista and later)."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = 6 + 16 * len(sizes)
    entries, blobs = b"", b""
    for s in sizes:
        data = pngs[s]
        dim = 0 if s >= 256 else s  # 0 means 256 in the directory entry
        entries += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(data), offset)
        blobs += data
        offset += len(data)
    return header + entries + blobs


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """An Apple .icns: the 'icns' header, then (type, length, PNG data) elements."""
    body = b""
    for kind, size in ICNS_TYPES:
        data = pngs[size]
        body += kind.encode("ascii") + struct.pack(">I", 8 + len(data)) + data
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def outputs() -> dict[Path, bytes]:
    """Every file this script writes, with its content."""
    from PySide6.QtGui import QGuiApplication

    if QGuiApplication.instance() is None:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        outputs.app = QGuiApplication([])  # keep a reference for the process lifetime
    cache: dict[int, bytes] = {}

    def png(size: int) -> bytes:
        if size not in cache:
            cache[size] = render_png(source_for(size), size)
        return cache[size]

    out: dict[Path, bytes] = {PKG / "thousand-qt.svg": MASTER.read_bytes()}
    for s in PNG_SIZES:
        out[PKG / f"thousand-qt-{s}.png"] = png(s)
    out[SRC / "thousand-qt.ico"] = ico_bytes({s: png(s) for s in ICO_SIZES})
    out[SRC / "thousand-qt.icns"] = icns_bytes({s: png(s) for _, s in ICNS_TYPES})
    return out


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--check", action="store_true",
                   help="only check that the committed icons exist (and the SVG copy is current)")
    args = p.parse_args(argv)
    if args.check:
        # PNG bytes may differ by Qt version, so --check only asks for presence and the SVG copy.
        missing = [f"thousand_qt/resources/thousand-qt-{s}.png" for s in PNG_SIZES
                   if not (PKG / f"thousand-qt-{s}.png").is_file()]
        missing += [str(p.relative_to(ROOT)) for p in (SRC / "thousand-qt.ico", SRC / "thousand-qt.icns")
                    if not p.is_file()]
        if (PKG / "thousand-qt.svg").read_bytes() != MASTER.read_bytes():
            missing.append("thousand_qt/resources/thousand-qt.svg (differs from the master)")
        for m in missing:
            print(f"missing or stale: {m}", file=sys.stderr)
        return 1 if missing else 0
    for path, data in outputs().items():
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
        print(f"wrote {path.relative_to(ROOT)} ({len(data)} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
