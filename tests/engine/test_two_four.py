"""docs/rules.md (two and four players): two players (10 cards, two talons) and four players (the dealer sits out)."""

import random

import pytest

from thousand_qt.engine import Game, Phase
from thousand_qt.engine.actions import Discard, Give, Redeal, TakeTalon

from .helpers import (
    D4,
    D_GIVE,
    D_PLAY,
    TWO,
    TWO_PLAY,
    card_points,
    cards,
    ev,
    four_with_talon,
    new_game,
    of_type,
    run,
    texts,
    tricks,
)


# ------------------------------------------------------------------------------ two players --
def test_two_players_ten_cards_each_and_two_talons_of_two():
    game = Game(n_players=2)
    events = game.start_deal(seed=9)
    assert [len(h) for h in game.deal.hands] == [10, 10]
    assert [len(t) for t in game.deal.talons] == [2, 2]
    assert events[0] == ev.DealStarted(dealer=0, hundred=1, golden=False)   # the dealer's opponent
    assert game.to_act == 0                                                   # the dealer speaks


def test_two_players_talon_choice_show_add_and_discard():
    game = new_game(TWO)
    events = game.apply("0 pass")
    assert of_type(events, ev.AuctionWon) == [ev.AuctionWon(1, 100, False)]
    assert game.phase is Phase.TALON
    assert game.legal_actions() == [TakeTalon(1, 0), TakeTalon(1, 1)]
    events = game.apply("1 talon 0")
    shown = of_type(events, ev.TalonShown)[0]
    assert texts(shown.cards) == ["AH", "TH"] and shown.public and shown.index == 0
    assert texts(game.view_for(0).talon) == ["AH", "TH"]                    # shown to the opponent
    assert len(game.deal.hands[1]) == 12
    discards = {frozenset((a.first, a.second)) for a in game.legal_actions() if isinstance(a, Discard)}
    assert len(discards) == 66                                              # any 2 of the 12
    assert game.is_legal("1 discard JH 9H") and game.is_legal("1 discard 9H JH")
    assert not any(isinstance(a, (Give, Redeal)) for a in game.legal_actions())
    assert game.view_for(1).discards and not game.view_for(0).discards     # the declarer lays two away
    game.apply("1 discard JH 9H")
    assert [len(h) for h in game.deal.hands] == [10, 10]
    assert game.view_for(0).discarded == () and texts(game.view_for(1).discarded) == ["9H", "JH"]  # listed
    assert game.phase is Phase.CONTRACT


def test_two_players_the_other_talon():
    game = new_game(TWO)
    run(game, "0 pass; 1 talon 1")
    assert {"KH", "QH"} <= set(texts(game.deal.hands[1]))
    assert not {"AH", "TH"} & set(texts(game.deal.hands[1]))


def _two(contract, talon=0, discard="JH 9H", play=TWO_PLAY):
    game = new_game(TWO)
    run(game, f"0 pass; 1 talon {talon}; 1 discard {discard}; 1 contract {contract}")
    events = tricks(game, play)
    assert len(of_type(events, ev.TrickTaken)) == 10
    return game


def test_two_players_bid_120_all_tricks_no_marriage_scores_the_talon_cards():
    # card points of the ten tricks: 111; the four cards out of play (KH QH JH 9H): 9
    game = _two(120)
    r = game.results[-1]
    assert r.points == (0, 120)
    assert game.totals == (0, 120)
    assert game.board.bolts == [1, 0]


def test_two_players_below_120_the_talon_cards_do_not_count():
    game = _two(110)
    assert game.results[-1].points == (0, 111) and game.totals == (0, 110)
    game = _two(115)
    assert game.totals == (0, -115)                # 111 < 115


def test_two_players_no_talon_bonus_after_a_marriage():
    # talon 1 brings K+Q of hearts; out of play: AH TH JH 9H (23). Tricks: 97 + 100 marriage
    play = "AS QS | TS JS | KS 9S | AC QC | TC JC | KC 9C | AD 9D | TD JD | KH* QD | QH KD"
    game = _two(120, talon=1, play=play)
    assert game.results[-1].points == (0, 197)
    assert game.totals == (0, 120)


def test_two_players_random_deals_card_points():
    """Played out at random, the two hands' tricks hold 120 minus the four cards out of play."""
    rng = random.Random(2)
    for _ in range(30):
        game = Game(n_players=2)
        game.start_deal(rng=rng)
        while game.to_act is not None:
            acts = [a for a in game.legal_actions() if type(a).__name__ not in ("Concede", "Redeal")]
            game.apply(rng.choice(acts))
        d = game.deal
        won = sum(d.won_points)
        out = card_points(d.talons[1 - d.talon_index]) + card_points(d.discarded)
        assert won + out == 120
        assert len(d.tricks) == 10


def test_three_and_four_players_the_declarer_gives_rather_than_discards():
    for n in (3, 4):
        game = Game(n_players=n)
        game.start_deal(seed=5)
        while game.phase is not Phase.GIVE:
            game.apply(game.legal_actions()[-1] if game.phase is Phase.AUCTION else game.legal_actions()[0])
        view = game.view_for(game.to_act)
        assert not view.discards and any(isinstance(a, Give) for a in view.legal_actions)


def test_four_players_dealer_sits_out():
    game = Game(n_players=4)
    events = game.start_deal(seed=9)
    assert events[0] == ev.DealStarted(dealer=0, hundred=1, golden=False)
    assert [len(h) for h in game.deal.hands] == [0, 7, 7, 7]
    assert game.deal.active == (1, 2, 3)
    assert game.to_act == 2 and game.legal_actions(0) == []


def test_four_players_deal_d_and_the_dealer_scores_the_talon():
    game = new_game(D4)
    run(game, "2 pass; 3 pass")
    assert game.deal.declarer == 1
    game.apply(D_GIVE)                                 # JS to seat 2, 9C to seat 3 (not seat 0)
    assert cards("9C")[0] in game.deal.hands[3] and game.deal.hands[0] == []
    game.apply("1 contract 100")
    tricks(game, D_PLAY)
    # seats 1/2/3 as in the three-player deal; the dealer: talon TS JC QD = 15 points
    assert game.totals == (15, 100, 35, 40)
    assert game.results[-1].points[0] == 15
    assert game.board.bolts == [0, 0, 0, 0]
    assert game.next_dealer == 1


@pytest.mark.parametrize("talon,points,score", [
    ("KS QS QH", 50, 50),      # 4 + 3 + 3 + spades 40
    ("KH QH AS", 118, 120),    # 4 + 3 + 11 + hearts 100, rounded like an opponent's points
    ("KD QD TC", 97, 95),      # 4 + 3 + 10 + diamonds 80
    ("QC KC 9C", 67, 65),      # 3 + 4 + 0 + clubs 60
    ("KC QD AS", 18, 20),      # no marriage: 4 + 3 + 11
    ("9S 9C 9D", 0, 0),
])
def test_four_players_dealer_scores_talon_points_and_a_marriage(talon, points, score):
    for seed in range(3):                           # whatever the play, the same score
        game = four_with_talon(talon, seed)
        assert game.results[-1].points[0] == points
        assert game.results[-1].change[0] == score


def test_four_players_dealer_talon_marriage_uses_edited_values():
    game = four_with_talon("KS QS QH", 0, marriage_values={"S": 50})
    assert game.results[-1].points[0] == 60 and game.results[-1].change[0] == 60


def test_four_players_dealer_scores_the_talon_in_a_conceded_deal():
    game = four_with_talon("KS QS QH", 0, concede=True)
    assert game.results[-1].conceded
    assert game.results[-1].change[0] == 50


def test_four_players_dealer_rotates():
    game = new_game(D4)
    run(game, "2 pass; 3 pass; 1 concede")
    started = game.start_deal(seed=1)[0]
    assert started.dealer == 1 and started.hundred == 2
    assert game.deal.hands[1] == [] and game.deal.active == (2, 3, 0)
    assert game.to_act == 3


# ------------------------------------------------------ what the summary says (DealResult) --
def test_two_players_the_sweep_bonus_is_reported_in_the_result():
    r = _two(120).results[-1]
    assert r.sweep_bonus == 9 and r.sitting_out is None      # KH QH JH 9H out of play
    assert _two(110).results[-1].sweep_bonus == 0            # under 120: no bonus
    play = "AS QS | TS JS | KS 9S | AC QC | TC JC | KC 9C | AD 9D | TD JD | KH* QD | QH KD"
    assert _two(120, talon=1, play=play).results[-1].sweep_bonus == 0     # a marriage: none


@pytest.mark.parametrize("talon,marriage", [("KS QS QH", 40), ("KH QH AS", 100), ("KC QD AS", 0)])
def test_four_players_the_result_names_the_dealer_and_the_talon_marriage(talon, marriage):
    for concede in (False, True):
        r = four_with_talon(talon, 0, concede=concede).results[-1]
        assert r.sitting_out == 0 and r.talon_marriage == marriage and r.sweep_bonus == 0


def test_three_players_nobody_sits_out():
    rng = random.Random(5)
    game = Game(n_players=3)
    for _ in range(3):
        game.start_deal(rng=rng)
        while game.to_act is not None:
            game.apply(rng.choice(game.legal_actions()))
    assert all(r.sitting_out is None and r.talon_marriage == 0 and r.sweep_bonus == 0 for r in game.results)
