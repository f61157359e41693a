"""Help: the rules of the current game, the controls, the marks' legend, and About.

The texts are rich text shown in one :class:`HelpDialog` (a scrollable page, not modal, so
the table stays in sight). The rules follow the current game's house rules
(:mod:`.rules_help`); the shortcuts are read from the window's actions, so they cannot drift.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from html import escape

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from ... import __version__
from ..table import marks
from ..window_fit import resize_within_screen

#: ``translate("Context", "literal")``: the form ``pyside6-lupdate`` extracts.
translate = QCoreApplication.translate


def _rows(pairs: Iterable[tuple[str, str]]) -> str:
    cells = "".join(f"<tr><td style='padding-right:14px'><b>{escape(a)}</b></td><td>{escape(b)}</td></tr>"
                    for a, b in pairs)
    return f"<table cellspacing='3'>{cells}</table>"


def controls_html(actions: Iterable[QAction]) -> str:
    """Mouse, keyboard and the menu shortcuts (``actions``: QActions with text and shortcut)."""
    mouse = [
        (translate("Help", "Click a card"), translate("Help", "Raise (select) it; click it again to play it.")),
        (translate("Help", "Double-click a card"), translate("Help", "Play it.")),
        (translate("Help", "Drag a card"), translate("Help", "Drop it in the middle of the table to play it.")),
        (translate("Help", "Giving"), translate("Help", "Click the card for each opponent, then Give.")),
        (translate("Help", "Panels"), translate("Help", "Bid, pass, fix the contract or concede with the buttons.")),
        (translate("Help", "Click a pile of won tricks"),
         translate("Help", "Look at the last trick again: who played each card, and who took it.")),
        (translate("Help", "Click your face-down hand"),
         translate("Help", "Blind game: look at your cards (no blind bid after that).")),
        (translate("Help", "Point at the declarer's plate"),
         translate("Help", "The talon and the cards given in this deal, as far as you saw them.")),
    ]
    keyboard = [
        ("← →", translate("Help", "Select the card to the left or right.")),
        (translate("Help", "Enter, Space"), translate("Help", "Play the selected card (when giving: pick it, Space "
                                                              "takes it back; once both are picked, Enter gives "
                                                              "them); with none selected, select the first.")),
        ("↑", translate("Help", "Look at the last trick again (any key or click puts it away).")),
        ("1–4", translate("Help", "With the training aid on, look at that talon card during the auction.")),
        ("L", translate("Help", "Blind game: look at your cards lying face down (no blind bid after that).")),
        ("Tab", translate("Help", "Move between the buttons of a panel; Enter presses the default one.")),
        ("Esc", translate("Help", "Close a dialog.")),
    ]
    shortcuts = []
    for action in actions:
        keys = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
        if keys:
            shortcuts.append((keys, action.text().replace("&", "").rstrip("…")))
    review = [
        ("← →", translate("Help", "Back or on a move.")),
        ("↑ ↓", translate("Help", "Back or on a trick.")),
        (translate("Help", "Page Up, Page Down"), translate("Help", "Back or on a deal.")),
        (translate("Help", "Home, End"), translate("Help", "The first or the last position.")),
        (translate("Help", "Space"), translate("Help", "Play the game on by itself, or pause.")),
        ("Esc", translate("Help", "Leave the review, back to the game.")),
        (translate("Help", "Double-click a score sheet row"), translate("Help", "Go to that deal.")),
    ]
    titles = (translate("Help", "Mouse"), translate("Help", "Keyboard"), translate("Help", "Shortcuts"),
              translate("Help", "In review (Game ▸ Review)"))
    return "".join(f"<h3>{title}</h3>{_rows(rows)}"
                   for title, rows in zip(titles, (mouse, keyboard, shortcuts, review), strict=True))


def marks_html() -> str:
    """The legend of every mark on the table and the score sheet."""
    title = translate("Help", "Marks on the table and the score sheet")
    return f"<h3>{title}</h3>{_rows(marks.legend())}"


def about_text() -> str:
    return translate("Help", "<h3>Thousand {0}</h3><p>The Russian card game Тысяча against the computer.</p>"
                     "<p>Free software under the GNU GPL, version 3 or later.</p>").format(__version__)


class HelpDialog(QDialog):
    """One page of help; ``source`` builds its rich text again on a language change."""

    def __init__(self, title: Callable[[], str], source: Callable[[], str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("HelpDialog")
        self._title, self._source = title, source
        layout = QVBoxLayout(self)
        self.browser = QTextBrowser(self)
        self.browser.setOpenExternalLinks(False)
        layout.addWidget(self.browser)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.close)
        layout.addWidget(buttons)
        resize_within_screen(self, 620, 560)
        self.retranslate_ui()

    def show_page(self, title: Callable[[], str], source: Callable[[], str]) -> None:
        """Show another page (or the same one, refreshed) and bring the dialog up."""
        self._title, self._source = title, source
        self.retranslate_ui()
        self.show()
        self.raise_()
        self.activateWindow()

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self._title())
        self.browser.setHtml(self._source())

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
