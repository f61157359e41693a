"""The ace marriage (all four aces, 200, declared by leading an ace after a trick where a
marriage needs one) as the computer players understand it: the open-hands solver counts it for
the declarer, and neither strong nor normal breaks the four before declaring them."""

from __future__ import annotations

import dataclasses

import pytest

from thousand_qt.ai.levels import make_player
from thousand_qt.ai.solver import ACES_DECLARED, Solver
from thousand_qt.engine import PRESETS, Game, Phase
from thousand_qt.engine.actions import ACES, Contract, Play
from thousand_qt.engine.cards import parse_cards

MARRIAGES = [40, 60, 80, 100]   # by the solver's suit index: spades, clubs, diamonds, hearts


def _mask(text: str) -> int:
    return sum(c.bit for c in parse_cards(text.split()))


# the declarer (solver position 0, leading) after the talon and the give: four aces, the ten
# of diamonds to win a first trick with, the heart marriage
HANDS = [_mask("AS AC AD AH TD KH QH JD"), _mask("TS KS QS JS TC KC QC 9S"), _mask("9H JH TH 9D KD QD JC 9C")]


def test_the_solver_counts_the_ace_marriage_for_the_declarer():
    without = Solver(3, 0, MARRIAGES, True, True, 10**7).value(HANDS, 0, -1, 0)
    with_aces = Solver(3, 0, MARRIAGES, True, True, 10**7, ace_marriage=True).value(HANDS, 0, -1, 0)
    assert with_aces >= without + 200
    assert not Solver(3, 0, MARRIAGES, True, True, 10**7).reaches(HANDS, 0, -1, 0, 350)
    assert Solver(3, 0, MARRIAGES, True, True, 10**7, ace_marriage=True).reaches(HANDS, 0, -1, 0, 350)


def test_the_solver_declares_only_after_a_trick_and_only_for_the_declarer():
    solver = Solver(3, 0, MARRIAGES, True, True, 10**7, ace_marriage=True)
    first = solver.moves(HANDS[0], [], -1, 0, 0)
    assert all(suit != ACES_DECLARED for _card, suit in first)
    assert first[0][0] % 6 != 5, "an ace led before a trick breaks the four"
    after_trick = solver.moves(HANDS[0], [], -1, 0, 0b001)
    assert sum(suit == ACES_DECLARED for _card, suit in after_trick) == 4
    defender = Solver(3, 1, MARRIAGES, True, True, 10**7, ace_marriage=True)
    assert all(suit != ACES_DECLARED for _card, suit in defender.moves(HANDS[0], [], -1, 0, 0b001))


def _four_aces_deal(level: str) -> tuple[list[tuple[int, object]], Game]:
    """Seat 0 holds four aces, the ten of diamonds and the heart marriage; the others are
    normal; the deal played out (the actions, the game)."""
    rules = dataclasses.replace(PRESETS["classic"], ace_marriage=True)
    hands = [parse_cards(h.split()) for h in ("AS AC AD AH TD KH QH", "TS KS QS JS TC KC QC",
                                              "9H JH TH 9D KD QD JC")]
    game = Game(rules, 3, 2)
    game.start_deal(hands, [parse_cards(["9S", "9C", "JD"])])
    players = [make_player(level, 1), make_player("normal", 2), make_player("normal", 3)]
    log: list[tuple[int, object]] = []
    while game.phase not in (Phase.DEAL, Phase.GAME_OVER):
        seat = game.to_act
        action = players[seat].choose(game.view_for(seat))
        log.append((seat, action))
        game.apply(action)
    return log, game


@pytest.mark.parametrize("level", ["strong", "normal"])
def test_four_aces_are_kept_for_the_ace_marriage_and_contracted(level):
    log, game = _four_aces_deal(level)
    contract = next(a.amount for s, a in log if s == 0 and isinstance(a, Contract))
    plays = [a for s, a in log if s == 0 and isinstance(a, Play)]
    assert plays[0].card.rank != "A", "the first lead broke the four aces"
    assert any(p.declare == ACES for p in plays)
    assert contract >= 200
    result = game.results[-1]
    assert result.declarer == 0 and result.made
