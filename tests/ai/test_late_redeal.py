"""The computer players and the redeal after the contract (docs/rules.md: ``redeal_when``
``before_lead``, ``redeal_nines_on_hundred``): a weak opponent asks, a hand that can defend plays
on, the declarer is never offered one, and the drivers give the opponents their chance.

The deals are tests/records/redeal_before_lead's: seat 1 on the hundred plays; seat 2 holds 12
card points after the give (deal 1), or four nines with 34 points (deal 2)."""

from __future__ import annotations

from pathlib import Path

import pytest

from thousand_qt.ai.driver import ask_redeals, computer_redeals, play_deal
from thousand_qt.ai.late_redeal import DEFEND_POINTS, wants_late_redeal
from thousand_qt.ai.levels import make_player
from thousand_qt.engine import Card, Game, Phase, RuleSet
from thousand_qt.engine.actions import Redeal
from thousand_qt.engine.record import load_record
from thousand_qt.engine.record_walk import start_recorded_deal

RECORD = load_record(Path(__file__).parent.parent / "records" / "redeal_before_lead.thousand")


def after_contract(deal: int, **changes) -> Game:
    """Deal ``deal`` (from 0) of the record dealt again and played up to its contract."""
    game = Game(RECORD.rules.with_changes(**changes), 3, 0)
    start_recorded_deal(game, RECORD.deals[deal])
    for action in RECORD.deals[deal].actions[:4]:
        game.apply(action)
    return game


@pytest.mark.parametrize("level", ["normal", "strong"])
def test_a_weak_opponent_asks_and_the_declarer_leads_otherwise(level):
    game = after_contract(0)
    assert game.phase is Phase.PLAY and game.to_act == 1
    assert make_player(level, seed=1).choose(game.view_for(2)) == Redeal(2)
    assert make_player(level, seed=1).choose(game.view_for(0)) is None      # no right: nothing to say
    assert not isinstance(make_player(level, seed=1).choose(game.view_for(1)), Redeal)


def test_four_nines_with_points_to_defend_play_on():
    game = after_contract(1)
    view = game.view_for(2)
    assert Redeal(2) in view.legal_actions and wants_late_redeal(view)        # 34 + 0 (9H) points
    strong = Game(RECORD.rules, 3, 0)
    hands = [["KS", "QS", "JS", "KC", "QC", "JC", "QD"], ["AH", "TH", "KH", "QH", "AD", "TD", "KD"],
             ["9S", "9C", "9D", "AS", "TS", "AC", "TC"]]
    strong.start_deal([[Card.parse(t) for t in h] for h in hands], [[Card.parse(t) for t in ("9H", "JH", "JD")]])
    for action in ("2 pass", "0 pass", "1 give 9H JH", "1 contract 120"):
        strong.apply(action)
    view = strong.view_for(2)
    assert Redeal(2) in view.legal_actions and sum(c.points for c in view.hand) >= DEFEND_POINTS
    assert not wants_late_redeal(view) and make_player("normal", seed=0).choose(view) is None


def test_against_a_declarer_on_the_barrel_any_right_is_taken():
    game = Game(RECORD.rules, 3, 0)
    game.board.totals, game.board.barrel = [0, 880, 0], 1
    hands = [["KS", "QS", "TC", "KC", "QC", "JC", "QD"], ["AH", "TH", "KH", "QH", "AD", "TD", "KD"],
             ["9S", "9C", "9D", "AS", "TS", "AC", "JS"]]
    game.start_deal([[Card.parse(t) for t in h] for h in hands], [[Card.parse(t) for t in ("9H", "JH", "JD")]])
    for action in ("2 pass", "0 pass", "1 give 9H JH", "1 contract 120"):
        game.apply(action)
    assert wants_late_redeal(game.view_for(2))


def test_the_drivers_let_the_opponent_ask_after_the_contract():
    game = after_contract(0)
    players = [make_player("normal", seed=s) for s in range(3)]
    assert ask_redeals(game, players) and game.results[-1].redeal
    game = after_contract(0)
    events = computer_redeals(game, {0: players[0], 2: players[2]})
    assert events and game.phase is Phase.DEAL
    game = after_contract(0, redeal_when="dealt")
    assert not ask_redeals(game, players) and game.phase is Phase.PLAY


def test_all_computer_deals_redeal_after_the_contract_only():
    """Whole deals of normal players: every hand redeal comes after the give, from an opponent;
    any other is the declarer's talon redeal."""
    rules = RuleSet(redeal_when="before_lead", redeal_hand_below=15, redeal_nines=3)
    game = Game(rules, 3, 0)
    players = [make_player("normal", seed=s) for s in range(3)]
    late = 0
    for k in range(60):
        if game.phase is Phase.GAME_OVER:
            break
        play_deal(game, players, seed=k)
        record = game.deal_records[-1]
        if game.results[-1].redeal and str(record.actions[-1]).endswith("redeal"):
            kinds = [type(a).__name__ for a in record.actions]
            if "Give" in kinds[:-1]:
                late += 1
                assert record.actions[-1].seat != game.deal.declarer
            else:
                assert record.actions[-1].seat == game.deal.declarer
    assert late > 0
