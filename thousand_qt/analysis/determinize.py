"""Games of one seat's knowledge: the hidden cards dealt anew, consistent with its view.

:func:`sampled_game` takes the real game at a position and a deal of the hidden cards drawn by
:func:`thousand_qt.ai.sampling.sample_deal` from the seat's :class:`SeatView`, and returns an
independent game in which every card the seat cannot see is where that deal puts it: the other
hands, the talon(s) not yet taken, the two-player discards, the gift to the other defender. What
the seat saw stays as it was. The result depends on the view and the sampled deal only, never on
where the hidden cards really are (the analysis tests check this by permuting them).
"""

from __future__ import annotations

import copy
import random
from collections.abc import Mapping, Sequence
from dataclasses import replace

from thousand_qt.ai.knowledge import analyse
from thousand_qt.ai.sampling import OUT, sample_deal
from thousand_qt.ai.stock_play import stock_knowledge
from thousand_qt.ai.stock_search import sample_unseen
from thousand_qt.engine import Card, Game, SeatView
from thousand_qt.engine.deal import DealState

HiddenDeal = Mapping[int, Sequence[Card]]


def sample_hidden(view: SeatView, rng: random.Random) -> HiddenDeal | None:
    """One deal of the cards ``view``'s seat cannot see (seat -> cards, ``OUT`` -> out of play;
    in the game with a stock ``OUT`` is the stock, top first)."""
    if view.stock_game:
        placed = sample_unseen(stock_knowledge(view), rng)
        return None if placed is None else {1 - view.seat: placed[0], OUT: placed[1]}
    return sample_deal(analyse(view), rng)


def sampled_game(game: Game, view: SeatView, hidden: HiddenDeal, rng: random.Random) -> Game:
    """An independent copy of ``game`` with the hidden cards of ``view``'s seat dealt as ``hidden``."""
    real = game.running_deal
    seat = view.seat
    hands = [list(h) for h in real.hands]
    for s in view.active:
        if s != seat:
            hands[s] = list(hidden.get(s, ()))
    out = list(hidden.get(OUT, ()))
    if real.stock_game:
        dealt = tuple(real.dealt[s] if s == seat else tuple(hands[s]) for s in range(game.n_players))
        return _with_deal(game, _copied(real, hands=hands, dealt=dealt, stock=out))
    two = game.n_players == 2
    size = len(real.talons[0])          # two players: 2, or 3 with two_player_talons three
    talons = list(real.talons)
    talon_taken = real.talon_taken
    discarded = real.discarded
    if not talon_taken:
        talons = [tuple(out[:size]), tuple(out[size:2 * size])] if two else [tuple(out[:3])]
    else:
        if view.talon is None:  # a blind declarer's talon: somewhere in its hand
            talon_taken = _stand_in(hands, real.declarer_seat, len(talon_taken))
        if two:
            if seat != real.declarer and real.discarded:
                discarded, out = tuple(out[:size]), out[size:]
            index = real.talon_index if real.talon_index is not None else 0
            talons[index] = tuple(talon_taken)
            talons[1 - index] = tuple(out[:size])
        else:
            talons = [tuple(talon_taken)]
    given = tuple((to, card if (to == seat or seat == real.declarer) else _gift(hands[to], card, rng))
                  for to, card in real.given)
    dealt = tuple(real.dealt[s] if s == seat else tuple(hands[s]) for s in range(game.n_players))
    deal = _copied(real, hands=hands, dealt=dealt, talons=tuple(talons), talon_taken=tuple(talon_taken),
                   discarded=tuple(discarded), given=given)
    return _with_deal(game, deal)


def _with_deal(game: Game, deal: DealState) -> Game:
    """An independent copy of ``game`` playing ``deal``."""
    copied = copy.copy(game)
    copied.board = copy.deepcopy(game.board)
    copied.results = list(game.results)
    copied.deal_records = list(game.deal_records)
    copied.deal = deal   # a new deal object: the copy's cache of legal actions no longer applies
    return copied


def _copied(real: DealState, **changes: object) -> DealState:
    """A deal independent of ``real`` (its mutable fields copied), with ``changes``."""
    fresh = replace(real, passed=set(real.passed), blind_seats=set(real.blind_seats),
                    looked=set(real.looked), auction_log=list(real.auction_log), trick=list(real.trick),
                    tricks=list(real.tricks), tricks_won=list(real.tricks_won), won_points=list(real.won_points),
                    marriages=list(real.marriages), aces_declared=set(real.aces_declared),
                    stock=list(real.stock), draws=list(real.draws))
    return replace(fresh, **changes)  # type: ignore[arg-type]


def _stand_in(hands: list[list[Card]], declarer: int, size: int) -> tuple[Card, ...]:
    """Cards of the declarer's hand to stand for a talon the seat never saw."""
    return tuple(hands[declarer][:size])


def _gift(hand: Sequence[Card], real: Card, rng: random.Random) -> Card:
    """The card a defender received in a sampled deal (the seat did not see the real one)."""
    return rng.choice(list(hand)) if hand else real


__all__ = ["HiddenDeal", "sample_hidden", "sampled_game"]
