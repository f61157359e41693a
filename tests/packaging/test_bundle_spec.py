"""The PyInstaller spec, the icons it names, the self-test and the start-up timer (no bundle is built here:
``make smoke`` builds it and runs its self-test)."""

from __future__ import annotations

import ast
import os
import struct
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from thousand_qt.resources import ICON_SIZES

ROOT = Path(__file__).resolve().parents[2]
SPEC = ROOT / "packaging" / "thousand-qt.spec"
PKG = ROOT / "thousand_qt" / "resources"
ICONS = ROOT / "resources" / "icons"


def spec_source() -> str:
    return SPEC.read_text(encoding="utf-8")


def _assigned(name: str):
    for node in ast.parse(spec_source()).body:
        if isinstance(node, ast.Assign) and any(getattr(t, "id", None) == name for t in node.targets):
            return ast.literal_eval(node.value)
    raise AssertionError(f"{name} is not assigned in the spec")


def test_spec_keeps_the_qt_modules_we_use_and_excludes_the_rest():
    used, every = _assigned("QT_USED"), _assigned("QT_ALL")
    assert used == {"QtCore", "QtGui", "QtWidgets", "QtSvg", "QtSvgWidgets", "QtNetwork"}
    assert not used & every
    pyside = Path(__import__("PySide6").__file__).parent
    installed = {p.name.split(".")[0] for p in pyside.glob("Qt*.*") if p.suffix in (".so", ".pyd")}
    assert installed - used <= every, f"new PySide6 modules to exclude: {installed - used - every}"


def test_spec_leaves_the_measuring_tools_out():
    """thousand_qt.measure (arena, benchmarks) is excluded and not collected; the rest of the
    package is collected."""
    assert _assigned("NOT_SHIPPED") == ("thousand_qt.measure",)
    src = spec_source()
    ns: dict = {"NOT_SHIPPED": ("thousand_qt.measure",)}
    exec(compile(src[src.index("def _shipped"):src.index("EXCLUDES =")], str(SPEC), "exec"), ns)
    shipped = ns["_shipped"]
    assert not shipped("thousand_qt.measure") and not shipped("thousand_qt.measure.ai.arena")
    assert shipped("thousand_qt.ai.pimc") and shipped("thousand_qt.measurements_elsewhere")
    assert 'collect_submodules("thousand_qt", filter=_shipped)' in src and "+ list(NOT_SHIPPED)" in src


def test_spec_keeps_every_qt_module_the_program_imports():
    """A Qt module imported anywhere in the package (QtNetwork: the single-instance socket and
    this computer's addresses for the host's invitation) is one the bundle carries."""
    imported = set()
    for path in (ROOT / "thousand_qt").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = ([node.module or ""] if isinstance(node, ast.ImportFrom) else
                     [a.name for a in node.names] if isinstance(node, ast.Import) else [])
            imported.update(n.split(".")[1] for n in names if n.startswith("PySide6.Qt"))
    assert {"QtCore", "QtNetwork", "QtWidgets"} <= imported
    assert imported <= _assigned("QT_USED"), f"imported but left out of the bundle: {imported - _assigned('QT_USED')}"


def test_spec_is_onedir_without_upx():
    src = spec_source()
    assert "exclude_binaries=True" in src and "COLLECT(" in src       # onedir
    assert "upx=True" not in src and src.count("upx=False") == 2
    assert _assigned("QT_TRANSLATIONS") == {"qtbase_ru.qm", "qtbase_en.qm", "qtbase_pl.qm", "qtbase_uk.qm"}


def test_spec_plugin_filter():
    """Run the spec's _keep() on sample TOC entries (the spec's helpers without PyInstaller)."""
    src = spec_source()
    helpers = src[src.index("QT_USED ="):src.index("def _prune_plugins_at_the_source")]
    ns: dict = {"Path": Path, "sys": sys}
    exec(compile(helpers, str(SPEC), "exec"), ns)
    keep = ns["_keep"]
    qt = "PySide6/Qt"
    assert keep((f"{qt}/plugins/platforms/libqxcb.so", ""))
    assert keep((f"{qt}/plugins/platforms/libqoffscreen.so", ""))
    assert keep((f"{qt}/plugins/platforms/qwindows.dll", ""))
    assert keep((f"{qt}/plugins/imageformats/libqsvg.so", ""))
    assert keep((f"{qt}/plugins/iconengines/libqsvgicon.so", ""))
    assert not keep((f"{qt}/plugins/imageformats/libqjpeg.so", ""))
    assert not keep((f"{qt}/plugins/platformthemes/libqgtk3.so", ""))
    assert not keep((f"{qt}/plugins/tls/libqopensslbackend.so", ""))
    for lang in ("ru", "pl", "uk"):
        assert keep((f"{qt}/translations/qtbase_{lang}.qm", ""))
    assert not keep((f"{qt}/translations/qtbase_de.qm", ""))
    assert not keep((f"{qt}/translations/designer_ru.qm", ""))
    assert keep(("thousand_qt/resources/thousand-qt-16.png", ""))
    assert keep(("PySide6/Qt/lib/libQt6Core.so.6", ""))


def test_spec_names_existing_files():
    for name in ("thousand-qt.ico", "thousand-qt.icns"):
        assert name in spec_source() and (ICONS / name).is_file()
    assert (ROOT / "packaging" / "launcher.py").is_file()


# -- icons --------------------------------------------------------------------------------------
def png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and data[12:16] == b"IHDR"
    return struct.unpack(">II", data[16:24])


@pytest.mark.parametrize("size", ICON_SIZES)
def test_png_icons_in_every_size(size):
    assert png_size((PKG / f"thousand-qt-{size}.png").read_bytes()) == (size, size)


def test_svg_icons():
    for svg in (ICONS / "thousand-qt.svg", ICONS / "thousand-qt-small.svg", PKG / "thousand-qt.svg"):
        assert ET.parse(svg).getroot().tag == "{http://www.w3.org/2000/svg}svg"
    assert (PKG / "thousand-qt.svg").read_bytes() == (ICONS / "thousand-qt.svg").read_bytes()
    result = subprocess.run([sys.executable, str(ROOT / "packaging" / "make_icons.py"), "--check"],
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stderr


def test_ico_file():
    data = (ICONS / "thousand-qt.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind) == (0, 1) and count == 7
    sizes = []
    for i in range(count):
        w, h, _, _, _, bpp, length, offset = struct.unpack("<BBBBHHII", data[6 + 16 * i:22 + 16 * i])
        assert bpp == 32 and offset + length <= len(data)
        assert png_size(data[offset:offset + length]) == (w or 256, h or 256)
        sizes.append(w or 256)
    assert sizes == [16, 24, 32, 48, 64, 128, 256]


def test_icns_file():
    data = (ICONS / "thousand-qt.icns").read_bytes()
    assert data[:4] == b"icns" and struct.unpack(">I", data[4:8])[0] == len(data)
    pos, kinds = 8, {}
    while pos < len(data):
        kind, length = data[pos:pos + 4].decode(), struct.unpack(">I", data[pos + 4:pos + 8])[0]
        kinds[kind] = png_size(data[pos + 8:pos + length])[0]
        pos += length
    assert pos == len(data)
    assert kinds == {"icp4": 16, "icp5": 32, "icp6": 64, "ic07": 128, "ic08": 256, "ic09": 512,
                     "ic10": 1024, "ic11": 32, "ic12": 64, "ic13": 256, "ic14": 512}


def test_app_icon_has_every_size(qapp):
    from thousand_qt.resources import app_icon

    sizes = {s.width() for s in app_icon().availableSizes()}
    assert sizes == set(ICON_SIZES)


def test_svg_renders_with_qt(qapp):
    from PySide6.QtSvg import QSvgRenderer

    for svg in (ICONS / "thousand-qt.svg", ICONS / "thousand-qt-small.svg"):
        assert QSvgRenderer(str(svg)).isValid()


# -- self-test and start-up timing ------------------------------------------------------------------
def test_self_test_from_source(tmp_path):
    """``thousand-qt --self-test`` as `make smoke` runs it, but from the source tree."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(tmp_path))
    result = subprocess.run([sys.executable, "-m", "thousand_qt", "--self-test", "--timeout", "150"],
                            cwd=ROOT, env=env, capture_output=True, text=True, timeout=200)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "self-test: passed" in result.stdout
    assert result.stdout.count("re-opened it: same deal, same totals") == 3      # three, two, four players
    assert all(f"{n} players: one deal played" in result.stdout for n in (2, 3, 4))
    assert "network: hosted table" in result.stdout and "127.0.0.1" in result.stdout


def test_self_test_rejects_unknown_arguments():
    from thousand_qt.selftest import run_self_test

    assert run_self_test(["--self-test", "--bogus"]) == 1


def test_spec_carries_what_network_play_needs():
    """websockets' asyncio parts (named lazily) are collected, and ssl is not excluded (wss://)."""
    src = spec_source()
    assert 'collect_submodules(\n        "websockets"' in src
    excluded = _assigned_list("EXCLUDES")
    assert not {"ssl", "_ssl", "websockets.asyncio"} & excluded


def _assigned_list(name: str) -> set[str]:
    for node in ast.parse(spec_source()).body:
        if isinstance(node, ast.Assign) and any(getattr(t, "id", None) == name for t in node.targets):
            return {n.value for n in ast.walk(node.value) if isinstance(n, ast.Constant) and isinstance(n.value, str)}
    raise AssertionError(f"{name} is not assigned in the spec")
