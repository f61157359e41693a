"""An SVG card deck loaded for drawing: KDE's, Aisleriot's, or a file the player chose.

:func:`load_svg_deck` reads the file with :func:`~thousand_qt.model.card_decks.read_deck_bytes`
(bounded, SVGZ unpacked), parses it with ``QSvgRenderer`` and checks that every card of the game
and the back are there; any failure is a :class:`~thousand_qt.model.card_decks.DeckError`.
:func:`load_chosen_deck` turns the settings' choice into a deck (or None: the built-in one) and a
message for the player when the chosen one cannot be used.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QByteArray, QCoreApplication, QRectF
from PySide6.QtGui import QPainter
from PySide6.QtSvg import QSvgRenderer

from ...model.card_decks import (
    BROKEN,
    FACES_AND_BACK,
    FILE,
    MISSING_CARDS,
    NOT_INSTALLED,
    DeckError,
    element_ids,
    find_deck,
    read_deck_bytes,
)
from ...model.settings import DECK_BUILTIN, DECK_FILE

translate = QCoreApplication.translate


class SvgDeck:
    """A parsed SVG deck: :meth:`paint` draws one card (``"KH"`` or ``"back"``) into a rect."""

    def __init__(self, renderer: QSvgRenderer, ids: dict[str, str], path: str) -> None:
        self._renderer = renderer
        self._ids = ids
        self.path = path

    def paint(self, painter: QPainter, card: str, rect: QRectF) -> None:
        """Draw ``card`` centred in ``rect``, keeping the deck's own proportions."""
        element = self._ids[card]
        bounds = self._renderer.transformForElement(element).mapRect(
            self._renderer.boundsOnElement(element))
        target = QRectF(rect)
        if bounds.width() > 0 and bounds.height() > 0:
            scale = min(rect.width() / bounds.width(), rect.height() / bounds.height())
            w, h = bounds.width() * scale, bounds.height() * scale
            target = QRectF(rect.center().x() - w / 2, rect.center().y() - h / 2, w, h)
        self._renderer.render(painter, element, target)


def load_svg_deck(path: Path | str, kind: str = FILE) -> SvgDeck:
    """Parse the deck at ``path`` (``kind``: KDE's, Aisleriot's or a chosen file's ids).

    Raises :class:`DeckError` when it cannot be read or parsed or lacks a card."""
    data = read_deck_bytes(path)
    renderer = QSvgRenderer(QByteArray(data))
    if not renderer.isValid():
        raise DeckError(BROKEN, path)
    ids: dict[str, str] = {}
    for card in FACES_AND_BACK:
        found = next((i for i in element_ids(kind, card) if renderer.elementExists(i)), None)
        if found is None:
            raise DeckError(MISSING_CARDS, path, card)
        ids[card] = found
    return SvgDeck(renderer, ids, str(path))


def deck_error_text(err: DeckError) -> str:
    """What the player reads when a deck is refused (the built-in deck is shown instead)."""
    reasons = {
        "unreadable": translate("SvgDeck", "it cannot be read"),
        "too_large": translate("SvgDeck", "it is too large"),
        "bad_gzip": translate("SvgDeck", "it is a damaged compressed file"),
        "not_svg": translate("SvgDeck", "it is not an SVG file"),
        "entities": translate("SvgDeck", "it declares XML entities"),
        "broken": translate("SvgDeck", "the SVG is broken"),
        "missing_cards": translate("SvgDeck", "it has no card {0}").format(err.detail),
        "not_installed": translate("SvgDeck", "it is no longer installed"),
    }
    reason = reasons.get(err.reason, err.reason)
    return translate("SvgDeck", "The deck {0} could not be used ({1}); the built-in deck is shown.").format(
        err.path, reason)


def load_chosen_deck(choice: str, svg_file: str) -> tuple[SvgDeck | None, str | None]:
    """The deck the settings chose (``choice``: ``DECK_BUILTIN``, ``DECK_FILE`` for
    ``svg_file``, or an installed deck's key) and None, or None (the built-in deck) and the
    message that says why the chosen one was refused."""
    if choice == DECK_BUILTIN or not choice or (choice == DECK_FILE and not svg_file.strip()):
        return None, None
    try:
        if choice == DECK_FILE:
            return load_svg_deck(svg_file.strip(), FILE), None
        info = find_deck(choice)
        if info is None:
            raise DeckError(NOT_INSTALLED, choice.split(":", 1)[-1])
        return load_svg_deck(info.path, info.kind), None
    except DeckError as err:
        return None, deck_error_text(err)
