"""What the review table shows at a position: the bottom seat's view and, beyond what that seat
knew, every hand, the talon as dealt, what the declarer gave to whom and what was laid away,
and the trick the last card completed (the engine gathers it at once; the table shows it until
the next move, as the game holds a finished trick)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

from thousand_qt.engine import Card, Game, SeatView
from thousand_qt.engine.actions import Action, Play

from .cursor import Position, ReviewCursor


@dataclass(frozen=True)
class ReviewFrame:
    """The table at one position of a review (a value: equal frames show the same table)."""

    index: int
    position: Position
    view: SeatView                                  # the bottom seat's view (its hand, the trick, the scores)
    open_hands: Mapping[int, tuple[Card, ...]] = field(default_factory=lambda: MappingProxyType({}))
    talons: tuple[tuple[Card, ...], ...] = ()       # as dealt (two players: two talons)
    talon_index: int | None = None                  # two players: the talon the declarer chose
    given: tuple[tuple[int, Card], ...] = ()        # (to seat, card) the declarer gave
    discarded: tuple[Card, ...] = ()                # two players: the two cards laid away
    declarer: int | None = None
    played: Action | None = None                    # the action played at this position (the next)
    before: Action | None = None                    # the action that led here
    taken: tuple[tuple[int, Card], ...] = ()        # the trick that action completed: (seat, card) in play order
    stock: tuple[Card, ...] = ()                    # the game with a stock: the cards left in it, top first


def frame_of(cursor: ReviewCursor, index: int, bottom: int, game: Game | None = None) -> ReviewFrame:
    """The frame at position ``index`` with seat ``bottom`` at the bottom of the table
    (``game``: the game at that position if the caller has it already)."""
    game = game if game is not None else cursor.game_at(index)
    deal = game.running_deal
    hands = {seat: tuple(cards) for seat, cards in enumerate(deal.hands) if seat != bottom}
    before = cursor.action_before(index)
    view = game.view_for(bottom)
    taken: tuple[tuple[int, Card], ...] = ()
    if isinstance(before, Play) and not view.trick and view.tricks and view.tricks[-1].cards[-1][1] == before.card:
        taken = view.tricks[-1].cards
    return ReviewFrame(index=index, position=cursor.position(index), view=view,
                       open_hands=MappingProxyType(hands), talons=tuple(tuple(t) for t in deal.talons),
                       talon_index=deal.talon_index, given=tuple(deal.given), discarded=tuple(deal.discarded),
                       declarer=deal.declarer, played=cursor.action_at(index), before=before, taken=taken,
                       stock=tuple(deal.stock))


__all__ = ["ReviewFrame", "frame_of"]
