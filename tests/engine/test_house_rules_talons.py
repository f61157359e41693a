"""docs/rules.md (the seeds' remaining house rules): two_player_talons, second_talon_card and
cut_shown_to (THREE: the deal of helpers.py)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from thousand_qt.engine import Game, IllegalActionError, Phase, RuleError, RuleSet
from thousand_qt.engine.actions import Discard, parse_action
from thousand_qt.engine.reasons import ReasonCode
from thousand_qt.engine.record import load_record, replay

from .helpers import (
    D_AUCTION,
    D_GIVE,
    D_PLAY,
    THREE,
    D,
    Deal,
    card_points,
    cards,
    ev,
    new_game,
    of_type,
    play_out_plainly,
    run,
    three_talon_game,
    tricks,
)

RECORDS = Path(__file__).parent.parent / "records"


# -------------------------------------------------------------------------- two_player_talons -------
def test_three_deals_nine_cards_each_and_two_talons_of_three():
    game = Game(RuleSet(two_player_talons="three"), 2, 0)
    game.start_deal(seed=3)
    d = game.deal
    assert [len(h) for h in d.hands] == [9, 9] and [len(t) for t in d.talons] == [3, 3]
    view = game.view_for(0)
    assert view.dealt_hand_size == 9 and view.dealt_talon_sizes == (3, 3)


def test_three_lays_away_three_cards_and_plays_nine_tricks():
    game = three_talon_game("9D JH TD", 100)
    d = game.deal
    assert d.discarded == tuple(cards("9D TD JH")) and len(d.tricks) == 9      # as listed: the deck's order
    assert game.results[-1].points == (0, 101)
    assert game.totals == (0, 100)


def test_three_the_sweep_bonus_counts_all_six_cards_out_of_play():
    # 120 bid, no marriage, every trick: 101 + talon 1 (7) + the three laid away (12) = 120
    game = three_talon_game("9D JH TD", 120)
    r = game.results[-1]
    assert r.sweep_bonus == 19 and r.points == (0, 120) and game.totals == (0, 120)


@pytest.mark.parametrize(("rules", "wrong", "count"), [({"two_player_talons": "three"}, "1 discard 9D JH", 3),
                                                       ({}, "1 discard 9D JH TD", 2)])
def test_another_number_of_cards_is_refused(rules, wrong, count):
    deal = THREE if rules else Deal(["QS JS 9S QC JC 9C KD QD JD JH", "AS TS KS AC TC KC AD TD 9D 9H"],
                                    ["AH TH", "KH QH"])
    game = new_game(deal, **rules)
    run(game, "0 pass; 1 talon 0")
    reason = game.why_illegal(wrong)
    assert reason is not None and reason.code is ReasonCode.DISCARD_COUNT and reason.value("count") == count
    with pytest.raises(IllegalActionError):
        game.apply(wrong)
    assert game.phase is Phase.GIVE and len(game.deal.hands[1]) == 12


def test_three_every_set_of_three_cards_is_listed_once_and_any_order_accepted():
    game = new_game(THREE, two_player_talons="three")
    run(game, "0 pass; 1 talon 0")
    discards = [a for a in game.legal_actions() if isinstance(a, Discard)]
    assert len(discards) == 12 * 11 * 10 // 6 and all(len(a.cards) == 3 for a in discards)
    assert game.is_legal("1 discard TD JH 9D") and game.is_legal("1 discard 9D TD JH")


def test_the_discard_of_three_is_written_and_read_back():
    action = parse_action("1 discard 9D JH TD")
    assert action == Discard(1, *cards("9D JH TD")) and str(action) == "1 discard 9D JH TD"
    assert str(parse_action("0 discard JD 9D")) == "0 discard JD 9D"


def test_three_is_ignored_with_three_players():
    game = new_game(D, two_player_talons="three")
    assert [len(h) for h in game.deal.hands] == [7, 7, 7]


def test_three_is_ignored_in_the_stock_game():
    game = Game(RuleSet(two_player_talons="three", second_talon_card=True, two_player_game="stock"), 2, 0)
    game.start_deal(seed=1)
    assert [len(h) for h in game.deal.hands] == [6, 6] and len(game.deal.stock) == 12


def test_random_deals_with_three_talons_count_120_points():
    rng = random.Random(7)
    for _ in range(20):
        game = Game(RuleSet(two_player_talons="three", ace_marriage=False), n_players=2)
        game.start_deal(rng=rng)
        play_out_plainly(game, rng)
        d = game.deal
        r = game.results[-1]
        assert len(d.tricks) == 9 and len(d.discarded) == 3
        out = card_points(d.discarded) + card_points(d.talons[1 - d.talon_index])
        assert sum(r.points) - r.sweep_bonus == 120 - out


# -------------------------------------------------------------------------- second_talon_card -------
@pytest.mark.parametrize(("card", "points", "totals"), [
    (False, 101 + 7, (0, -120)),       # talon 1 (KH QH 9H) to the last trick's winner
    (True, 101 + 7 + 10, (0, -120)),   # and the first card laid away, TD
])
def test_second_talon_card_the_first_card_laid_away_goes_into_the_talon_not_taken(card, points, totals):
    game = three_talon_game("TD JH 9D", 120, second_talon="last_trick", second_talon_card=card)
    r = game.results[-1]
    assert r.points == (0, points) and r.sweep_bonus == 0 and r.second_talon == points - 101
    assert game.totals == totals


def test_second_talon_card_with_two_talons_of_two():
    deal = Deal(["QS JS 9S QC JC 9C KD QD JD JH", "AS TS KS AC TC KC AD TD 9D 9H"], ["AH TH", "KH QH"])
    game = new_game(deal, second_talon="last_trick", second_talon_card=True)
    run(game, "0 pass; 1 talon 0; 1 discard TD 9D; 1 contract 100")
    tricks(game, "AS QS | TS JS | KS 9S | AC QC | TC JC | KC 9C | AD KD | AH JH | TH QD | 9H JD")
    r = game.results[-1]
    assert r.second_talon == 7 + 10 and r.points == (0, 103 + 17)


def test_second_talon_card_is_ignored_with_second_talon_out():
    assert three_talon_game("TD JH 9D", 100, second_talon_card=True).results[-1].points == (0, 101)


def test_second_talon_card_random_deals_only_the_other_cards_laid_away_stay_out():
    rng = random.Random(11)
    for talons in ("two", "three"):
        for _ in range(10):
            game = Game(RuleSet(two_player_talons=talons, second_talon="last_trick", second_talon_card=True,
                                ace_marriage=False), n_players=2)
            game.start_deal(rng=rng)
            play_out_plainly(game, rng)
            d = game.deal
            r = game.results[-1]
            assert r.second_talon == card_points(d.talons[1 - d.talon_index]) + d.discarded[0].points
            assert sum(r.points) == 120 - card_points(d.discarded[1:])


# -------------------------------------------------------------------------- cut_shown_to -------
def _cut_game(cut: str, **rule_changes) -> tuple[Game, list]:
    game = new_game(None, cut=True, cut_shown_to="dealer", **rule_changes)
    events = game.start_deal(D.hand_cards(), D.talons(), cut=cards(cut))
    return game, events


def test_cut_shown_to_dealer_the_dealers_card_is_seen_by_the_dealer_alone():
    game, events = _cut_game("9S QC")
    shown = of_type(events, ev.DeckCut)[0]
    assert shown.only_to == 0 and shown.cards == tuple(cards("9S QC"))
    assert game.view_for(0).cut == tuple(cards("9S QC")) and not game.view_for(0).cut_hidden
    for seat in (1, 2):
        view = game.view_for(seat)
        assert view.cut == tuple(cards("9S")) and view.cut_hidden and view.cutter == 2


@pytest.mark.parametrize("cut", ["9C JS", "JS", "9S 9D 9H"])
def test_cut_shown_to_dealer_nines_and_jacks_are_shown_to_everybody(cut):
    game, events = _cut_game(cut)
    assert of_type(events, ev.DeckCut)[0].only_to == -1
    assert all(game.view_for(s).cut == tuple(cards(cut)) and not game.view_for(s).cut_hidden for s in range(3))


def test_cut_shown_to_dealer_everybody_sees_the_card_once_the_deal_is_over():
    game, _ = _cut_game("QC")
    assert game.view_for(1).cut == ()
    run(game, f"{D_AUCTION}; {D_GIVE}; 1 contract 100")
    tricks(game, D_PLAY)
    assert game.phase is Phase.DEAL
    assert all(game.view_for(s).cut == tuple(cards("QC")) and not game.view_for(s).cut_hidden for s in range(3))


def test_cut_shown_to_dealer_applies_in_the_stock_game():
    for seed in range(40):
        game = Game(RuleSet(two_player_game="stock", cut=True, cut_shown_to="dealer"), 2, 0)
        game.start_deal(seed=seed)
        if game.deal.cut[-1].rank not in ("9", "J"):
            break
    assert game.view_for(1).cut_hidden and game.view_for(1).cut == game.deal.cut[:-1]
    assert game.view_for(0).cut == game.deal.cut


def test_cut_shown_to_everybody_is_as_before():
    game = new_game(None, cut=True)
    game.start_deal(D.hand_cards(), D.talons(), cut=cards("QC"))
    assert all(game.view_for(s).cut == tuple(cards("QC")) for s in range(3))


# -------------------------------------------------------------------------- values and records -------
@pytest.mark.parametrize(("key", "bad"), [("two_player_talons", 3), ("second_talon_card", "yes"),
                                          ("cut_shown_to", "cutter")])
def test_a_bad_value_is_refused(key, bad):
    with pytest.raises(RuleError, match=key):
        RuleSet.from_dict({key: bad})


@pytest.mark.parametrize(("name", "totals"), [("two_player_talons_three", [0, 120]),
                                              ("second_talon_card", [0, 110]),
                                              ("cut_shown_to_dealer", [40, 100, 35])])
def test_the_records_replay(name, totals):
    game = replay(load_record(RECORDS / f"{name}.thousand"))
    assert list(game.totals) == totals
