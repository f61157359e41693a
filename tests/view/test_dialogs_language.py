"""Russian mode leaves no English or Latin leftovers: sheet marks, Qt's own file dialog."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFileDialog, QLabel

from .test_translation import russian  # noqa: F401 - the fixture


def test_score_sheet_marks_in_russian(russian):  # noqa: F811
    from thousand_qt.view.table import marks

    assert (marks.conceded(), marks.samosval(), marks.barrel()) == ("Р", "С", "(Б)")


def test_qt_translations_make_the_file_dialog_russian(qapp, qtbot):
    from thousand_qt.model.i18n import install_language

    try:
        assert install_language(qapp, "ru") == "ru"
        dialog = QFileDialog(None, "x")
        dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
        qtbot.addWidget(dialog)
        texts = {label.text() for label in dialog.findChildren(QLabel)}
        assert texts == {"&Папка:", "&Имя файла:", "&Тип файлов:"}
        assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Отмена"
    finally:
        install_language(qapp, "en")


def test_help_pages_in_russian(russian, window):  # noqa: F811
    import re

    latin_word = re.compile(r"\b[A-Za-z]{4,}\b")
    for show in (window.show_rules, window.show_controls, window.show_marks):
        show()
        text = window.help_dialog.browser.toPlainText()
        assert set(latin_word.findall(text)) <= {"Ctrl", "Shift", "Enter"}, text
        assert window.help_dialog.windowTitle() and "Rules" not in window.help_dialog.windowTitle()
