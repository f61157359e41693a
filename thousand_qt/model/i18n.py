"""Install the translators for a language: ours (``thousand_qt/i18n/*.qm``) and Qt's own.

Our ``.qm`` files are read through :mod:`importlib.resources`, so a source checkout and a
PyInstaller bundle behave the same; Qt's ``qtbase_<lang>.qm`` (standard buttons and dialogs)
comes from ``QLibraryInfo``'s translations folder. English is the source language: choosing
it only removes the translators.
"""

from __future__ import annotations

import logging
from importlib import resources
from pathlib import Path

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QCoreApplication,
    QLibraryInfo,
    QLocale,
    QTranslator,
)

log = logging.getLogger(__name__)

SUPPORTED = ("en", "ru", "pl", "uk")
SOURCE_LANGUAGE = "en"
CATALOG = "thousand_qt"          # our files are thousand_qt_<lang>.qm

# Texts of Qt's own file dialog that qtbase_ru.qm, qtbase_pl.qm and qtbase_uk.qm leave in
# English; our catalogues carry them (installed after Qt's, so asked first).
QT_GAPS = (QT_TRANSLATE_NOOP("QFileDialog", "&Look in:"), QT_TRANSLATE_NOOP("QFileDialog", "Files of &type:"))

_installed: list[QTranslator] = []   # kept alive: Qt does not own installed translators


def system_language() -> str:
    """The first of the system's UI languages that we support (``ru``, ``pl``, ``uk``), else ``en``."""
    for name in QLocale.system().uiLanguages():
        code = name.replace("_", "-").split("-")[0].lower()
        if code in SUPPORTED:
            return code
    return SOURCE_LANGUAGE


def resolve(code: str) -> str:
    """``system`` → the system's language; an unknown code → English."""
    if code == "system":
        return system_language()
    return code if code in SUPPORTED else SOURCE_LANGUAGE


class _DataTranslator(QTranslator):
    """A translator loaded from bytes: ``QTranslator.load(data)`` does not copy, so it keeps them."""

    def __init__(self, data: bytes) -> None:
        super().__init__()
        self.data = data


def _our_translator(lang: str) -> QTranslator | None:
    try:
        resource = resources.files("thousand_qt.i18n").joinpath(f"{CATALOG}_{lang}.qm")
        if not resource.is_file():
            return None
        data = resource.read_bytes()
    except (ModuleNotFoundError, OSError) as err:
        log.warning("i18n: cannot read our %s translation: %s", lang, err)
        return None
    translator = _DataTranslator(data)
    if not translator.load(data):
        log.warning("i18n: %s_%s.qm is not a valid translation file", CATALOG, lang)
        return None
    return translator


def _qt_translator(lang: str) -> QTranslator | None:
    folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    translator = QTranslator()
    if Path(folder, f"qtbase_{lang}.qm").is_file() and translator.load(f"qtbase_{lang}", folder):
        return translator
    log.info("i18n: no qtbase_%s.qm in %s", lang, folder)
    return None


def ui_locale(lang: str) -> QLocale:
    """The locale numbers and dates are written in for the UI language ``lang``: the system's
    when it speaks that language (its regional formats), else the language's own (a system
    without a locale, "C", would write a date "2 12 2026")."""
    own, system = QLocale(lang), QLocale.system()
    return system if system.language() == own.language() else own


def install_language(app: QCoreApplication | None, code: str) -> str:
    """Replace the installed translators by those of ``code`` (``system`` or one of :data:`SUPPORTED`),
    and make its :func:`ui_locale` the default ``QLocale``.

    Returns the language actually chosen. Widgets get ``QEvent.LanguageChange`` and should
    call their ``retranslate_ui()``.
    """
    app = app or QCoreApplication.instance()
    lang = resolve(code)
    for old in _installed:
        QCoreApplication.removeTranslator(old)
    _installed.clear()
    # English is the source language: our catalogue for it holds only the plural forms
    wanted = (_our_translator(lang),) if lang == SOURCE_LANGUAGE else (_qt_translator(lang), _our_translator(lang))
    for translator in wanted:
        if translator is not None and QCoreApplication.installTranslator(translator):
            _installed.append(translator)
    QLocale.setDefault(ui_locale(lang))
    if app is not None:
        app.setProperty("language", lang)
    return lang


def current_language() -> str:
    """The language :func:`install_language` chose last (``system`` before it was called)."""
    app = QCoreApplication.instance()
    lang = app.property("language") if app is not None else None
    return lang if isinstance(lang, str) and lang else "system"


def installed_translators() -> list[QTranslator]:
    """The translators installed by :func:`install_language` (for tests)."""
    return list(_installed)
