"""A deal dealt again by the same dealer: a redeal a player asked for (docs/rules.md
"Redeals"), or every player passed with nobody on the hundred (``opening`` ``free_redeal``).
Who and why go on the info plate and the status line, the seat that asked says "redeal" on its
plate, the table waits a moment, and the next deal starts; the note stays on the plates until
the new auction's first word. Every player passing under ``free_dealer`` only says who plays.
The words are in the "TableController" context."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject

from ...engine import Phase
from ...model.redeal_words import RedealWords
from .animation import AnimationQueue
from .pass_out import all_passed_lines
from .scene import TableScene
from .seat_words import REDEAL, SeatWords
from .table_model import TableModel

translate = QCoreApplication.translate

#: How long the table shows why before the same dealer deals again (ms, at every speed).
REDEAL_PAUSE = 1600


class DealAgain(QObject):
    """Announces a deal dealt again and deals it (see the module); :attr:`note` is what the
    plates show of it until :meth:`seen`."""

    def __init__(self, model: TableModel, scene: TableScene, queue: AnimationQueue, words: SeatWords,
                 name: Callable[[int], str], say: Callable[[str], None],
                 highlight: Callable[[int | None], None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.model, self.scene, self.queue, self.words = model, scene, queue, words
        self.name, self.say, self.highlight = name, say, highlight
        self.note: list[str] = []   # who asked for a redeal and why: shown until the next auction's first word
        model.redeal.connect(self._redeal)
        model.allPassed.connect(self._all_passed)

    def redeal_lines(self, seat: int, reason: str, ground: str = "") -> list[str]:
        """Who asked for a redeal and why, as two lines ("Фёдор: redeal", "a poor talon: two nines")."""
        why = RedealWords().why(self.model.rules, reason, ground)
        return [translate("TableController", "{0}: redeal").format(self.name(seat)), why]

    def seen(self) -> bool:
        """The new auction has begun: the note goes (True if there was one)."""
        had, self.note = bool(self.note), []
        return had

    def _redeal(self, seat: int, reason: str, ground: str) -> None:
        self._deal_again(self.redeal_lines(seat, reason, ground), seat)

    def _all_passed(self, dealer: int, declarer: int) -> None:
        """Every player passed (``opening`` ``free_*``): the same dealer deals again (``declarer``
        -1), or ``declarer`` plays ``min_bid``."""
        lines = all_passed_lines(self.name(dealer), self.name(declarer) if declarer >= 0 else None,
                                 self.model.rules.min_bid)
        if declarer < 0:
            self._deal_again(lines, None)
        else:
            self.queue.add(lambda: self._show(lines))

    def _show(self, lines: list[str]) -> None:
        """Two lines on the info plate, and the status line says them."""
        self.scene.info.set_fields(lines=lines)
        self.say(f"{lines[0]} — {lines[1]}.")

    def _deal_again(self, lines: list[str], seat: int | None) -> None:
        """A redeal: ``lines`` say why (``seat``: who asked, None: nobody did); then the same
        dealer deals again."""
        def show() -> None:
            if seat is not None:
                self.words.say(seat, REDEAL)
            self.highlight(None)
            self._show(lines)

        def deal_again() -> None:
            self.note = lines
            if self.model.view().phase is Phase.DEAL:
                self.model.next_deal()
        self.queue.add(show)
        self.queue.pause(REDEAL_PAUSE)
        self.queue.add(deal_again)


__all__ = ["REDEAL_PAUSE", "DealAgain"]
