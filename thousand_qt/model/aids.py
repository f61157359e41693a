"""What the training aids let the human see (docs/rules.md, "Training aids").

The view never reads the engine's hidden state: it asks :meth:`GameModel.aids_shown
<thousand_qt.model.GameModel.aids_shown>` for an :class:`AidsShown` and draws that. The
computer players are untouched: they keep getting only their own seat's view.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

from thousand_qt.engine.aids import Aids
from thousand_qt.engine.cards import Card, Suit
from thousand_qt.engine.phase import Phase
from thousand_qt.engine.state import Game


@dataclass(frozen=True)
class AidsShown:
    """What the aids show now: other seats' hands (seat → cards), the suit of each face-down
    talon card (in table order), the talon card peeked at (talon index → card), and whether
    the human may still peek at one."""

    open_hands: Mapping[int, tuple[Card, ...]] = field(default_factory=lambda: MappingProxyType({}))
    talon_suits: tuple[Suit, ...] = ()
    peeked: Mapping[int, Card] = field(default_factory=lambda: MappingProxyType({}))
    can_peek: bool = False


def closed_talon(game: Game) -> tuple[Card, ...]:
    """The talon cards lying face down on the table now, in table order (two players: both
    talons, first then second, also while the declarer chooses one); empty once it is opened."""
    if game.deal is None or game.phase not in (Phase.AUCTION, Phase.TALON):
        return ()
    return tuple(card for talon in game.deal.talons for card in talon)


class TalonPeeks:
    """The talon card the human looked at in each deal (by deal number): one per deal."""

    def __init__(self) -> None:
        self._by_deal: dict[int, int] = {}

    def clear(self) -> None:
        self._by_deal.clear()

    def index(self, game: Game) -> int | None:
        """The talon index peeked at in the running deal, if any."""
        return self._by_deal.get(len(game.deal_records))

    def may_peek(self, game: Game, aids: Aids) -> bool:
        """The aid is on, the auction runs and no talon card was looked at in this deal yet."""
        return (aids.talon_card and game.phase is Phase.AUCTION and bool(closed_talon(game))
                and self.index(game) is None)

    def peek(self, game: Game, aids: Aids, index: int) -> Card | None:
        """Look at talon card ``index`` if allowed now; the card, or None."""
        talon = closed_talon(game)
        if not self.may_peek(game, aids) or not 0 <= index < len(talon):
            return None
        self._by_deal[len(game.deal_records)] = index
        return talon[index]


def aids_shown(game: Game, aids: Aids, human: int, peeks: TalonPeeks) -> AidsShown:
    """Everything the aids that are on show the human now."""
    if not aids.any or game.deal is None:
        return AidsShown()
    hands: dict[int, tuple[Card, ...]] = {}
    if aids.opponents_hands:
        hands = {seat: tuple(cards) for seat, cards in enumerate(game.deal.hands) if seat != human}
    talon = closed_talon(game)
    suits = tuple(card.suit for card in talon) if aids.talon_suits else ()
    index = peeks.index(game)
    peeked = {index: talon[index]} if index is not None and index < len(talon) else {}
    return AidsShown(MappingProxyType(hands), suits, MappingProxyType(peeked), peeks.may_peek(game, aids))
