"""What the human sees of the game beyond their seat's view, and that is no action of the
record: the hand kept face down for the blind choice until they look at it, and what the
training aids show (the talon card peeked at, once a deal)."""

from __future__ import annotations

from thousand_qt.engine import SeatView
from thousand_qt.engine.aids import Aids
from thousand_qt.engine.cards import Card
from thousand_qt.engine.state import Game

from .aids import AidsShown, TalonPeeks, aids_shown
from .knowledge import known_cards


class HumanSight:
    """The human's look at the hand and the game's aids with their peeks (see the module)."""

    def __init__(self) -> None:
        self.aids = Aids()
        self._peeks = TalonPeeks()
        self._looked_deal = -1          # the deal whose hand the human looked at (blind game)

    def install(self, aids: Aids, *, new_game: bool) -> None:
        """A game is installed with ``aids``: no peek yet (and for a new game, no look)."""
        self.aids = aids
        self._peeks.clear()
        if new_game:
            self._looked_deal = -1

    def hand_hidden(self, view: SeatView) -> bool:
        """True while the hand in ``view`` lies face down: a blind bid may still be made and the
        human has not looked at the cards in this deal."""
        return view.blind_open and self._looked_deal != view.deal_number

    def look(self, view: SeatView) -> bool:
        """The human looks at the hand of ``view``; True if it lay face down until now."""
        if not self.hand_hidden(view):
            return False
        self._looked_deal = view.deal_number
        return True

    def shown(self, game: Game, human: int) -> AidsShown:
        """What the aids let ``human`` see in ``game`` now."""
        return aids_shown(game, self.aids, human, self._peeks)

    def peek(self, game: Game, index: int) -> bool:
        """Look at talon card ``index`` if the aid allows it now; True if it did."""
        return self._peeks.peek(game, self.aids, index) is not None

    def known(self, game: Game, human: int) -> tuple[SeatView, frozenset[Card]]:
        """The human's view of ``game`` and the cards they know in it (:func:`.known_cards`)."""
        view = game.view_for(human)
        return view, known_cards(view, not self.hand_hidden(view), self.shown(game, human))
