"""The Windows installer script, the macOS app's declared file type and the hosted workflow that
builds them (these are compiled only on Windows and macOS runners; here their text is checked)."""

from __future__ import annotations

import ast
import re
import xml.etree.ElementTree as ET

from thousand_qt.resources import APP_ID

from .helpers import PACKAGING, ROOT

ISS = PACKAGING / "thousand-qt.iss"
WORKFLOW = ROOT / ".github" / "workflows" / "build.yml"
MIME_NS = "{http://www.freedesktop.org/standards/shared-mime-info}"


def iss_sections() -> dict[str, list[str]]:
    """The Inno Setup script's sections: {name: its lines}, comments and preprocessor lines left out."""
    sections: dict[str, list[str]] = {}
    current = ""
    for raw in ISS.read_text(encoding="utf-8").splitlines():
        line = raw.strip()
        if not line or line.startswith((";", "#")):
            continue
        if line.startswith("[") and line.endswith("]"):
            current = line[1:-1]
            sections[current] = []
        else:
            sections[current].append(line)
    return sections


def iss_entry(line: str) -> dict[str, str]:
    """``Name: "x"; Flags: a b`` → {"Name": "x", "Flags": "a b"} (quotes off, "" → ")."""
    fields = {}
    for part in re.findall(r'(\w+):\s*("(?:[^"]|"")*"|[^;]*)', line):
        key, value = part
        fields[key] = value[1:-1].replace('""', '"') if value.startswith('"') else value.strip()
    return fields


def test_installer_is_per_user_and_names_the_bundle():
    setup = dict(line.split("=", 1) for line in iss_sections()["Setup"])
    assert setup["AppId"] == APP_ID
    assert setup["PrivilegesRequired"] == "lowest" and setup["DefaultDirName"].startswith("{autopf}")
    assert setup["ChangesAssociations"] == "yes"
    assert setup["OutputDir"] == "dist" and setup["OutputBaseFilename"] == "thousand-qt-{#AppVersion}-setup"
    assert (ISS.parent / setup["SourceDir"] / setup["SetupIconFile"].replace("\\", "/")).is_file()
    (files,) = [iss_entry(line) for line in iss_sections()["Files"]]
    assert files["Source"] == "dist\\thousand-qt\\*" and "recursesubdirs" in files["Flags"]


def test_installer_start_menu_and_languages():
    icons = [iss_entry(line) for line in iss_sections()["Icons"]]
    in_group = [i for i in icons if i["Name"].startswith("{group}\\")]
    assert {i["Filename"] for i in in_group} == {"{app}\\{#AppExe}", "{uninstallexe}"}
    languages = {iss_entry(line)["Name"] for line in iss_sections()["Languages"]}
    assert languages == {"english", "russian", "polish", "ukrainian"}     # the game's languages


def test_installer_associates_thousand_files_and_removes_them():
    registry = [iss_entry(line) for line in iss_sections()["Registry"]]
    assert all(r["Root"] == "HKA" for r in registry)                    # the user's classes
    by_key = {r["Subkey"]: r for r in registry}
    extension = by_key["Software\\Classes\\.thousand"]
    assert extension["ValueData"] == "{#ProgId}" and "uninsdeletevalue" in extension["Flags"]
    prog = "Software\\Classes\\{#ProgId}"
    assert "uninsdeletekey" in by_key[prog]["Flags"]                      # its subkeys go with it
    assert by_key[f"{prog}\\DefaultIcon"]["ValueData"] == "{app}\\{#AppExe},0"
    assert by_key[f"{prog}\\shell\\open\\command"]["ValueData"] == '"{app}\\{#AppExe}" "%1"'
    for entry in registry:
        owner = next(k for k in by_key if entry["Subkey"].startswith(k))  # the first key of its tree
        assert "uninsdelete" in by_key[owner].get("Flags", ""), f"{entry['Subkey']} stays after uninstall"


def spec_info_plist() -> dict:
    """The macOS BUNDLE's info_plist of packaging/thousand-qt.spec, with the spec's own names."""
    source = (PACKAGING / "thousand-qt.spec").read_text(encoding="utf-8")
    tree = ast.parse(source)
    names = {}
    for node in tree.body:
        if isinstance(node, ast.Assign) and getattr(node.targets[0], "id", None) in ("APP_ID", "GAME_UTI"):
            names[node.targets[0].id] = eval(compile(ast.Expression(node.value), "spec", "eval"), {}, names)
    (plist,) = [k.value for k in ast.walk(tree) if isinstance(k, ast.keyword) and k.arg == "info_plist"]
    return eval(compile(ast.Expression(plist), "spec", "eval"), {}, names)


def test_macos_app_declares_thousand_files():
    info = spec_info_plist()
    (declared,) = info["UTExportedTypeDeclarations"]
    uti = declared["UTTypeIdentifier"]
    assert re.fullmatch(r"[A-Za-z0-9.-]+", uti)                          # the characters a UTI allows
    mime = ET.parse(PACKAGING / "thousand-qt-mime.xml").getroot().find(f"{MIME_NS}mime-type").get("type")
    assert declared["UTTypeTagSpecification"] == {"public.filename-extension": ["thousand"],
                                                  "public.mime-type": [mime]}
    (document,) = info["CFBundleDocumentTypes"]
    assert document["LSItemContentTypes"] == [uti] and document["LSHandlerRank"] == "Owner"
    assert document["CFBundleTypeIconFile"] == declared["UTTypeIconFile"] == "thousand-qt.icns"


def test_workflow_names_files_that_exist():
    text = WORKFLOW.read_text(encoding="utf-8")
    named = set(re.findall(r"\b(packaging/[\w.-]+|tests/[\w/.-]+\.py)", text.replace("\\", "/")))
    assert {"packaging/thousand-qt.iss", "packaging/thousand-qt.spec", "packaging/check-deb-install.sh"} <= named
    assert all((ROOT / path).exists() for path in named), sorted(p for p in named if not (ROOT / p).exists())


def test_workflow_builds_on_every_system_and_releases_on_a_tag():
    text = WORKFLOW.read_text(encoding="utf-8")
    assert "os: [ubuntu-latest, windows-latest, macos-latest]" in text
    assert 'python: ["3.11", ' in text
    assert "tags: [\"v*\"]" in text and "if: startsWith(github.ref, 'refs/tags/v')" in text
    assert "secrets." not in text                                        # nothing to set up to build
