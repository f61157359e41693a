"""One deal of a game record, typed: who dealt, the cards as dealt and the actions in order.

:attr:`Game.deal_records <thousand_qt.engine.state.Game.deal_records>` keeps the game's history
as these values (as python-chess's ``Board.move_stack`` keeps moves); the record file keeps a
deal as its JSON object (docs/record-format.md, "deals"). :meth:`DealRecord.from_json` reads
that form and :meth:`DealRecord.to_json` writes it back unchanged, so the file's text is the
same whichever is used: JSON is made only when a game is saved or sent.

>>> deal = DealRecord.from_json({"dealer": 0, "hands": [["TH"], ["KH"], ["QH"]], "talon": ["9H", "JH", "AH"],
...                              "actions": ["1 bid 100", "2 pass"]})
>>> [str(a) for a in deal.actions], deal.last_action_of(2), deal.last_action_of(0)
(['1 bid 100', '2 pass'], 1, None)
>>> deal.to_json()["talon"]
['9H', 'JH', 'AH']
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from .actions import Action, parse_action
from .cards import Card

__all__ = ["DealRecord"]

Cards = tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class DealRecord:
    """A deal as recorded: ``talons`` holds one talon (three or four players), two (two
    players) or none (the game with a stock, whose ``stock`` lists its cards top first);
    ``cut`` the bottom cards the cut showed where the rules cut the deck (None where they do
    not cut). ``hands[s]`` is seat s's hand as dealt (a four-player dealer's is empty)."""

    dealer: int
    hands: tuple[Cards, ...]
    talons: tuple[Cards, ...]
    actions: tuple[Action, ...] = ()
    stock: Cards | None = None
    cut: Cards | None = None

    @classmethod
    def from_json(cls, deal: Mapping[str, Any]) -> DealRecord:
        """The deal of a record's (checked) JSON object: a flat ``talon`` list is one talon, a
        list of lists is the two-player talons."""
        talon = deal["talon"]
        talons = tuple(_cards(t) for t in talon) if talon and isinstance(talon[0], list) else (
            (_cards(talon),) if talon else ())
        return cls(dealer=deal["dealer"], hands=tuple(_cards(h) for h in deal["hands"]), talons=talons,
                   actions=tuple(parse_action(t) for t in deal["actions"]),
                   stock=_cards(deal["stock"]) if "stock" in deal else None,
                   cut=_cards(deal["cut"]) if "cut" in deal else None)

    def to_json(self) -> dict[str, Any]:
        """The deal's object in the file (docs/record-format.md), keys in the file's order."""
        talon: list[Any] = (_texts(self.talons[0]) if len(self.talons) == 1 else
                            [_texts(t) for t in self.talons])
        out: dict[str, Any] = {"dealer": self.dealer, "hands": [_texts(h) for h in self.hands], "talon": talon}
        if self.stock is not None:
            out["stock"] = _texts(self.stock)
        if self.cut is not None:
            out["cut"] = _texts(self.cut)
        out["actions"] = [str(a) for a in self.actions]
        return out

    def played(self, action: Action) -> DealRecord:
        """This deal with ``action`` added after its actions."""
        return DealRecord(self.dealer, self.hands, self.talons, (*self.actions, action), self.stock, self.cut)

    def __deepcopy__(self, _memo: dict[int, Any]) -> DealRecord:
        return self      # a value: a copied game shares it

    def last_action_of(self, seat: int) -> int | None:
        """The index in :attr:`actions` of ``seat``'s last action (None if it has not acted)."""
        for i in range(len(self.actions) - 1, -1, -1):
            if self.actions[i].seat == seat:
                return i
        return None


def _cards(texts: Iterable[str]) -> Cards:
    return tuple(Card.parse(t) for t in texts)


def _texts(cards: Iterable[Card]) -> list[str]:
    return [c.text for c in cards]
