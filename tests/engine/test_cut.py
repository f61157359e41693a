"""docs/rules.md (more house rules): the cut before each deal (``cut``)."""

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from thousand_qt.engine import DealError, Game, Phase, RuleSet
from thousand_qt.engine.record import PlayerInfo, RecordError, loads_record, record_from_game, replay

from .helpers import D_AUCTION, D_GIVE, D_PLAY, D, cards, count_cards, ev, new_game, of_type, run, tricks

# D: the dealer (seat 0) holds 9S QC 9D 9H TH AS JD; seat 2 (before the dealer) cuts.


def start(game, cut, deal=D):
    return game.start_deal(deal.hand_cards(), deal.talons(), cut=cards(cut))


def players(n):
    return [PlayerInfo(f"P{i}") for i in range(n)]


# -------------------------------------------------------------------------- who cuts, what is shown -------
@pytest.mark.parametrize("n, dealer, cutter", [(3, 0, 2), (3, 1, 0), (4, 0, 3), (4, 2, 1), (2, 0, 1), (2, 1, 0)])
def test_the_seat_before_the_dealer_cuts(n, dealer, cutter):
    game = Game(RuleSet(cut=True), n, dealer)
    events = game.start_deal(seed=5)
    assert of_type(events, ev.DeckCut)[0].cutter == cutter


@pytest.mark.parametrize("cut", ["QC", "9S QC", "9C JS", "JS", "9C 9S AS", "9S 9D 9H"])
def test_a_proper_cut_is_accepted_and_shown_to_every_seat(cut):
    game = new_game(None, cut=True)
    events = start(game, cut)
    shown = of_type(events, ev.DeckCut)[0]
    assert shown.cards == tuple(cards(cut)) and shown.cutter == 2
    assert all(game.view_for(s).cut == tuple(cards(cut)) for s in range(3))
    assert game.deal_records[-1].cut == tuple(cards(cut))


@pytest.mark.parametrize("cut, why", [
    ("KD", "dealer"),             # the bottom card is the dealer's last card: KD is seat 2's
    ("QC 9S", "nine"),            # only nines are cut again
    ("9S", "nine"),               # a nine (not the third) is never the last card shown
    ("9S 9S QC", "twice"),
    ("9S 9D 9H 9C", "nine"),      # the cutting ends at the third nine
    ("", "card"),
])
def test_an_improper_cut_is_refused(cut, why):
    game = new_game(None, cut=True)
    with pytest.raises(DealError, match=why):
        start(game, cut)
    assert game.phase is Phase.DEAL and game.deal_records == []


def test_a_cut_is_required_when_on_and_refused_when_off():
    with pytest.raises(DealError, match="cut"):
        D.start(new_game(None, cut=True))
    with pytest.raises(DealError, match="cut"):
        start(new_game(None), "QC")


def test_four_players_the_bottom_card_is_in_the_talon():
    from .helpers import D4  # the dealer (seat 0) sits out; talon TS JC QD
    game = new_game(None, n=4, cut=True)
    game.start_deal(D4.hand_cards(), D4.talons(), cut=cards("9S TS"))
    with pytest.raises(DealError, match="talon"):
        new_game(None, n=4, cut=True).start_deal(D4.hand_cards(), D4.talons(), cut=cards("KD"))


# -------------------------------------------------------------------------- the third nine -------
def test_the_third_nine_costs_the_cutter_120_at_once():
    game = new_game(None, cut=True)
    game.board.totals = [0, 0, 300]
    events = start(game, "9S 9D 9H")
    assert of_type(events, ev.DeckCut)[0].penalty == 120
    assert game.totals == (0, 0, 180)                # before the auction
    run(game, f"{D_AUCTION}; {D_GIVE}; 1 contract 100")
    tricks(game, D_PLAY)
    r = game.results[-1]
    assert game.totals == (40, 100, 215)             # 180 + 35
    assert r.change == (40, 100, -85) and r.cut_penalty == (2, 120)


def test_the_cut_penalty_is_never_doubled_golden_or_blind():
    game = new_game(None, cut=True, golden_round=1)
    start(game, "9S 9D 9H")
    assert game.deal.golden and game.totals == (0, 0, -120)


def test_the_cut_penalty_is_not_cancelled_by_a_redeal_and_shows_in_its_change():
    from .helpers import LOSE  # seat 0 (the dealer) holds 12 points: a redeal
    game = new_game(None, cut=True)
    start(game, "9S 9C 9D", deal=LOSE)
    run(game, "0 redeal")
    r = game.results[-1]
    assert r.redeal and r.change == (0, 0, -120) and game.totals == (0, 0, -120)
    events = game.start_deal(seed=3)             # the new deal is cut again
    assert of_type(events, ev.DeckCut)


def test_the_cut_penalty_takes_the_sitter_off_the_barrel_without_a_fall():
    game = new_game(None, cut=True)
    game.board.totals, game.board.barrel = [0, 0, 880], 2
    events = start(game, "9S 9D 9H")
    assert ev.BarrelLeft(2, "dropped") in events
    assert game.board.barrel is None and game.board.falls == [0, 0, 0] and game.totals[2] == 760


def test_the_cut_penalty_to_minus_1000_ends_the_game_only_when_the_deal_is_scored():
    game = new_game(None, cut=True)
    game.board.totals = [0, 0, -950]
    start(game, "9S 9D 9H")
    assert game.totals[2] == -1070 and not game.finished and game.phase is Phase.AUCTION
    run(game, f"{D_AUCTION}; {D_GIVE}; 1 contract 100")
    tricks(game, D_PLAY)
    assert game.finished and game.winner == 1


# -------------------------------------------------------------------------- the record -------
def test_the_record_writes_the_cut_and_replays_it():
    game = new_game(None, cut=True)
    start(game, "9S QC")
    run(game, f"{D_AUCTION}; {D_GIVE}; 1 contract 100")
    tricks(game, D_PLAY)
    text = record_from_game(game, players(3)).dumps()
    data = json.loads(text)
    assert data["deals"][0]["cut"] == ["9S", "QC"]
    again = replay(loads_record(text))
    assert again.totals == game.totals and again.view_for(0) == game.view_for(0)


def test_a_record_without_the_cut_key_has_none_and_one_with_cut_off_is_refused():
    game = new_game(D)
    data = json.loads(record_from_game(game, players(3)).dumps())
    assert "cut" not in data["deals"][0]
    data["deals"][0]["cut"] = ["QC"]
    with pytest.raises(RecordError, match="cut"):
        replay(loads_record(json.dumps(data)))
    data["rules"]["cut"] = True
    replay(loads_record(json.dumps(data)))
    del data["deals"][0]["cut"]
    with pytest.raises(RecordError, match="cut"):
        replay(loads_record(json.dumps(data)))
    data["deals"][0]["cut"] = "QC"
    with pytest.raises(RecordError, match="cut"):
        loads_record(json.dumps(data))


# -------------------------------------------------------------------------- random cuts -------
@settings(max_examples=60)
@given(seed=st.integers(0, 10**6), n=st.sampled_from([2, 3, 4]))
def test_random_cuts_are_proper_and_keep_the_24_cards(seed, n):
    rng = random.Random(seed)
    game = Game(RuleSet(cut=True), n, rng.randrange(n))
    events = game.start_deal(rng=rng)
    cut = of_type(events, ev.DeckCut)[0]
    d = game.deal
    nines = [c for c in cut.cards if c.rank == "9"]
    assert len(set(cut.cards)) == len(cut.cards) and 1 <= len(cut.cards) <= 3
    assert all(c.rank == "9" for c in cut.cards[:-1])
    assert (cut.penalty == 120) is (len(nines) == 3)
    last = cut.cards[-1]
    if last.rank != "J":
        holder = d.talons[0] if n == 4 else d.dealt[d.dealer]
        assert last in holder
    assert count_cards(game) == 24
    assert sum(game.totals) == -cut.penalty


def test_a_seeded_deal_without_the_cut_is_dealt_as_before():
    a, b = Game(RuleSet(), 3), Game(RuleSet(cut=True), 3)
    a.start_deal(seed=42)
    assert [c.text for c in a.deal.dealt[0]] == ["KD", "AS", "9H", "AH", "JD", "TC", "AD"]
    b.start_deal(seed=42)
    assert b.deal.cut
