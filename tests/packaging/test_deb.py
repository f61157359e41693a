"""The Debian package of ``make deb``: its control file, its contents, and the extracted program's self-test.

The package is built from the bundle (minutes), so these tests look for it in dist/ and are
skipped where it was not built; `.ci/run` builds it after `make smoke` and sets
THOUSAND_QT_REQUIRE_DEB=1, under which a missing package fails instead. The tests of
packaging/make_deb.py's pieces run everywhere.
"""

from __future__ import annotations

import importlib.util
import os
import re
import shutil
import subprocess
from pathlib import Path
from types import ModuleType

import pytest

from thousand_qt import __version__
from thousand_qt.resources import APP_ID, ICON_SIZES

from .helpers import PACKAGING, ROOT, missing

REQUIRE_DEB = "THOUSAND_QT_REQUIRE_DEB"


def make_deb() -> ModuleType:
    """packaging/make_deb.py as a module (it is a script, not part of the package)."""
    spec = importlib.util.spec_from_file_location("make_deb", PACKAGING / "make_deb.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def qt_system_packages() -> list[str]:
    return subprocess.run(["bash", str(PACKAGING / "qt-system-deps.sh"), "--packages"], check=True,
                          capture_output=True, text=True).stdout.split()


def control_fields(text: str) -> dict[str, str]:
    """A control paragraph as {field: value}, continuation lines joined with newlines."""
    fields: dict[str, str] = {}
    key = ""
    for line in text.splitlines():
        if line.startswith(" "):
            fields[key] += "\n" + line
        elif line:
            key, _, value = line.partition(":")
            fields[key] = value.strip()
    return fields


# -- the pieces of make_deb.py (no package needed) ------------------------------------------
debian = pytest.mark.skipif(shutil.which("dpkg") is None, reason="dpkg is missing: not a Debian system")


@debian
def test_qt_system_deps_lists_one_debian_package_a_line():
    packages = qt_system_packages()
    assert "libxcb-cursor0" in packages and "libegl1" in packages
    assert len(packages) == len(set(packages))
    assert all(re.fullmatch(r"[a-z0-9][a-z0-9.+-]+", p) for p in packages)


@debian
def test_depends_are_glibc_and_the_qt_system_libraries():
    depends = make_deb().depends()
    assert re.fullmatch(r"libc6 \(>= \d+\.\d+\)", depends[0])
    assert depends[1:] == qt_system_packages()


def test_description_comes_from_the_metainfo():
    summary, *body = make_deb().description().splitlines()
    assert summary == "The Russian card game Thousand against computer opponents"
    assert body and all(line.startswith(" ") and line.strip() for line in body)
    assert " ." in body and "  * Strong computer opponents" in body


def test_version_is_the_program_version():
    assert make_deb().version() == __version__


def test_copyright_is_machine_readable():
    """DEP-5: the format line, then Files paragraphs with Copyright and License; every licence
    named without its text has a stand-alone License paragraph."""
    header, *paragraphs = [control_fields(p) for p in (PACKAGING / "copyright").read_text().split("\n\n")]
    assert header["Format"] == "https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/"
    files = [p for p in paragraphs if "Files" in p]
    assert files[0]["Files"] == "*" and files[0]["License"] == "GPL-3.0-or-later"
    assert all(p.get("Copyright") and p.get("License") for p in files)
    stand_alone = {p["License"].split("\n")[0] for p in paragraphs if "Files" not in p}
    for paragraph in files:
        name, *text = paragraph["License"].split("\n")
        assert text or name in stand_alone, f"licence {name} has no text"


# -- the package itself ----------------------------------------------------------------------
@pytest.fixture(scope="module")
def deb() -> Path:
    built = sorted((ROOT / "dist").glob(f"thousand-qt_{__version__}_*.deb"))
    if not built:
        missing("no dist/thousand-qt_*.deb: run 'make deb' to test the Debian package", REQUIRE_DEB)
    if shutil.which("dpkg-deb") is None:
        missing("dpkg-deb is missing: not a Debian system", REQUIRE_DEB)
    return built[-1]


@pytest.fixture(scope="module")
def extracted(deb, tmp_path_factory) -> Path:
    tree = tmp_path_factory.mktemp("deb")
    subprocess.run(["dpkg-deb", "-x", str(deb), str(tree)], check=True)
    return tree


def test_control_file(deb):
    arch = subprocess.run(["dpkg", "--print-architecture"], capture_output=True, text=True).stdout.strip()
    assert deb.name == f"thousand-qt_{__version__}_{arch}.deb"
    fields = control_fields(subprocess.run(["dpkg-deb", "-f", str(deb)], check=True, capture_output=True,
                                           text=True).stdout)
    assert (fields["Package"], fields["Version"], fields["Architecture"]) == ("thousand-qt", __version__, arch)
    assert fields["Section"] == "games" and int(fields["Installed-Size"]) > 10_000
    depends = fields["Depends"].split(", ")
    assert depends[0].startswith("libc6 (>= ") and depends[1:] == qt_system_packages()
    assert re.fullmatch(r".+ <.+@.+>", fields["Maintainer"])


def test_no_maintainer_scripts(deb, tmp_path):
    """The desktop, MIME and icon databases are refreshed by dpkg's file triggers, not by scripts."""
    subprocess.run(["dpkg-deb", "-e", str(deb), str(tmp_path / "DEBIAN")], check=True)
    assert sorted(p.name for p in (tmp_path / "DEBIAN").iterdir()) == ["control", "md5sums"]


def test_contents(extracted):
    share = extracted / "usr" / "share"
    launcher = extracted / "usr" / "bin" / "thousand-qt"
    assert launcher.is_symlink() and os.readlink(launcher) == "../../opt/thousand-qt/thousand-qt"
    assert os.access(extracted / "opt" / "thousand-qt" / "thousand-qt", os.X_OK)
    assert (share / "applications" / f"{APP_ID}.desktop").read_bytes() == \
        (PACKAGING / f"{APP_ID}.desktop").read_bytes()                    # Exec=thousand-qt, on PATH
    assert (share / "mime" / "packages" / f"{APP_ID}.xml").read_bytes() == \
        (PACKAGING / "thousand-qt-mime.xml").read_bytes()
    assert (share / "metainfo" / f"{APP_ID}.metainfo.xml").read_bytes() == \
        (PACKAGING / f"{APP_ID}.metainfo.xml").read_bytes()
    assert (share / "doc" / "thousand-qt" / "copyright").read_bytes() == (PACKAGING / "copyright").read_bytes()
    icons = share / "icons" / "hicolor"
    assert (icons / "scalable" / "apps" / f"{APP_ID}.svg").is_file()
    assert sorted(p.parent.parent.name for p in icons.glob(f"*x*/apps/{APP_ID}.png")) == \
        sorted(f"{s}x{s}" for s in ICON_SIZES)


def test_extracted_program_passes_its_self_test(extracted, tmp_path):
    """The program as the package installs it, started through usr/bin/thousand-qt."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(tmp_path))
    result = subprocess.run([str(extracted / "usr" / "bin" / "thousand-qt"), "--self-test", "--timeout", "150"],
                            env=env, capture_output=True, text=True, timeout=200)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "self-test: passed" in result.stdout


def test_missing_package_is_skipped_or_fails_where_ci_requires_it(monkeypatch):
    monkeypatch.delenv(REQUIRE_DEB, raising=False)
    with pytest.raises(pytest.skip.Exception, match="make deb"):
        missing("no dist/thousand-qt_*.deb: run 'make deb'", REQUIRE_DEB)
    monkeypatch.setenv(REQUIRE_DEB, "1")
    with pytest.raises(pytest.fail.Exception, match="requires it"):
        missing("no dist/thousand-qt_*.deb: run 'make deb'", REQUIRE_DEB)
