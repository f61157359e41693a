"""Preferences ▸ Cards: which deck the table draws, with a preview of a few of its cards.

The choices are our own deck (in two or four suit colours), every KDE and Aisleriot deck
installed on the system (:func:`~thousand_qt.model.card_decks.discover_decks`), and an SVG file
the player picks. A deck that cannot be used says why under the preview, which then shows our
own deck, as the table would.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize
from PySide6.QtGui import QColor, QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QWidget,
)

from ...model.card_decks import AISLERIOT, DeckError, DeckInfo, discover_decks
from ...model.settings import CARD_INDICES, DECK_BUILTIN, DECK_FILE
from ..table.card_renderer import CARD_RATIO, CardRenderer
from ..table.card_text import indices_for
from ..table.svg_deck import SvgDeck, deck_error_text, load_svg_deck

# The cards the preview shows: an ace, the three court cards, a ten, a nine and the back.
PREVIEW_CARDS = ("AS", "KH", "QD", "JC", "TH", "9S", "back")


class DeckPreview(QWidget):
    """A row of :data:`PREVIEW_CARDS` drawn by its own renderer on the table's felt."""

    CARD_WIDTH = 96

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("DeckPreview")
        self.renderer = CardRenderer()
        h = round(self.CARD_WIDTH * CARD_RATIO) + 16
        self.setMinimumSize(self.CARD_WIDTH * 4, h)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def sizeHint(self) -> QSize:
        return QSize(round(self.CARD_WIDTH * 0.8 * len(PREVIEW_CARDS) + self.CARD_WIDTH * 0.4) + 16,
                     self.minimumHeight())

    def show_deck(self, deck: SvgDeck | None, four_colour: bool, indices: str) -> None:
        """Draw the preview with ``deck`` (None: our own, in four colours or two, ``indices``)."""
        self.renderer.set_deck(deck)
        self.renderer.set_four_colour(four_colour)
        self.renderer.set_indices(indices)
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), QColor("#235e3a"))
        count = len(PREVIEW_CARDS)
        card_h = self.height() - 16
        width = min(card_h / CARD_RATIO, (self.width() - 16) / (0.8 * count + 0.2))
        step = width * 0.8
        x = (self.width() - (step * (count - 1) + width)) / 2
        dpr = self.devicePixelRatioF()
        for i, card in enumerate(PREVIEW_CARDS):
            pixmap = self.renderer.pixmap(card, width, dpr)
            painter.drawPixmap(QRectF(QPointF(x + i * step, 8), pixmap.deviceIndependentSize()),
                               pixmap, QRectF())
        painter.end()


class DeckPage(QWidget):
    """The deck, its SVG file, four colours, the card indices, and the preview."""

    def __init__(self, parent: QWidget | None = None, dirs: Sequence[Path] | None = None,
                 language: str = "en") -> None:
        super().__init__(parent)
        self.language = language
        self.decks: list[DeckInfo] = discover_decks(dirs)
        self._loaded: dict[tuple[str, str], SvgDeck | DeckError] = {}
        form = QFormLayout(self)
        self.deck = QComboBox(self)
        self.svg_file = QLineEdit(self)
        self.svg_button = QPushButton(self)
        self.svg_button.clicked.connect(self._choose_file)
        file_row = QHBoxLayout()
        file_row.addWidget(self.svg_file, 1)
        file_row.addWidget(self.svg_button)
        self.four_colour = QCheckBox(self)
        self.indices = QComboBox(self)
        self.preview = DeckPreview(self)
        self.problem = QLabel(self)
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #b00020;")
        self.labels = [QLabel(self) for _ in range(4)]
        form.addRow(self.labels[0], self.deck)
        form.addRow(self.labels[1], file_row)
        form.addRow(self.labels[2], self.four_colour)
        form.addRow(self.labels[3], self.indices)
        form.addRow(self.preview)
        form.addRow(self.problem)
        self.retranslate_ui()
        self.deck.currentIndexChanged.connect(self.refresh)
        self.four_colour.toggled.connect(self.refresh)
        self.indices.currentIndexChanged.connect(self.refresh)
        self.svg_file.editingFinished.connect(self.refresh)
        self.refresh()

    # -- texts --------------------------------------------------------------------------
    def retranslate_ui(self) -> None:
        for label, text in zip(self.labels, (self.tr("Deck"), self.tr("SVG deck file"), "",
                                             self.tr("Card indices")), strict=True):
            label.setText(text)
        self.svg_button.setText(self.tr("Choose…"))
        self.svg_file.setPlaceholderText(self.tr("an SVG or SVGZ file of KDE's or Aisleriot's layout"))
        self.four_colour.setText(self.tr("Four suit colours (♠ black, ♥ red, ♦ blue, ♣ green)"))
        current = self.deck.currentData()
        self.deck.blockSignals(True)
        self.deck.clear()
        self.deck.addItem(self.tr("Built-in deck"), DECK_BUILTIN)
        for info in sorted(self.decks, key=lambda d: (d.kind == AISLERIOT, d.name(self.language).casefold())):
            source = self.tr("Aisleriot") if info.kind == AISLERIOT else self.tr("KDE")
            self.deck.addItem(self.tr("{0} ({1})").format(info.name(self.language), source), info.key)
        self.deck.addItem(self.tr("SVG file…"), DECK_FILE)
        self.deck.setCurrentIndex(max(0, self.deck.findData(current)))
        self.deck.blockSignals(False)
        self.indices.blockSignals(True)
        current = self.indices.currentData()
        self.indices.clear()
        for value, text in zip(CARD_INDICES, (self.tr("as the language"), self.tr("Russian: В Д К Т"),
                                              self.tr("Polish: W D K A"), self.tr("Latin: J Q K A")), strict=True):
            self.indices.addItem(text, value)
        self.indices.setCurrentIndex(max(0, self.indices.findData(current)))
        self.indices.blockSignals(False)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    # -- settings -----------------------------------------------------------------------
    def load(self, deck: str, svg_file: str, four_colour: bool, indices: str) -> None:
        """Show these settings' values (a deck no longer installed shows as the built-in one)."""
        for combo in (self.deck, self.indices):
            combo.blockSignals(True)
        self.deck.setCurrentIndex(max(0, self.deck.findData(deck)))
        self.indices.setCurrentIndex(max(0, self.indices.findData(indices)))
        for combo in (self.deck, self.indices):
            combo.blockSignals(False)
        self.svg_file.setText(svg_file)
        self.four_colour.setChecked(four_colour)
        self.refresh()

    def choice(self) -> str:
        """The deck setting chosen: ``builtin``, ``file`` or an installed deck's key."""
        return str(self.deck.currentData() or DECK_BUILTIN)

    # -- preview ------------------------------------------------------------------------
    def refresh(self) -> None:
        """Enable the rows the choice needs and redraw the preview."""
        choice = self.choice()
        self.svg_file.setEnabled(choice == DECK_FILE)
        self.svg_button.setEnabled(choice == DECK_FILE)
        self.four_colour.setEnabled(choice == DECK_BUILTIN)
        deck, problem = self._deck(choice)
        self.problem.setText(problem)
        shown = indices_for(str(self.indices.currentData() or "language"), self.language)
        self.preview.show_deck(deck, self.four_colour.isChecked(), shown)

    def _deck(self, choice: str) -> tuple[SvgDeck | None, str]:
        """The chosen deck loaded (once per choice and file) or None, and why it was refused."""
        if choice == DECK_BUILTIN:
            return None, ""
        path = self.svg_file.text().strip()
        if choice == DECK_FILE:
            if not path:
                return None, ""
            kind = DECK_FILE
        else:
            info = next((d for d in self.decks if d.key == choice), None)
            if info is None:
                return None, ""
            path, kind = str(info.path), info.kind
        key = (choice, path)
        if key not in self._loaded:
            try:
                self._loaded[key] = load_svg_deck(path, kind)
            except DeckError as err:
                self._loaded[key] = err
        loaded = self._loaded[key]
        if isinstance(loaded, DeckError):
            return None, deck_error_text(loaded)
        return loaded, ""

    def _choose_file(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Choose an SVG deck"), "",
                                              self.tr("SVG decks (*.svg *.svgz)"))
        if path:
            self.svg_file.setText(path)
            self.refresh()

