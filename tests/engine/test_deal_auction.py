"""docs/rules.md (the deal, redeal, the auction) for three players."""

import pytest

from thousand_qt.engine import Game, IllegalActionError, Phase
from thousand_qt.engine.actions import Bid, Blind, Pass, Redeal
from thousand_qt.engine.cards import DECK

from .helpers import D_AUCTION, D_GIVE, D_PLAY, SWEEP, D, Deal, card_points, cards, ev, new_game, of_type, run, tricks


def fill_deal(fixed: dict[int, str], talon: str) -> Deal:
    """Seats in ``fixed`` get those cards, the others the rest of the deck in order."""
    used = {c for t in list(fixed.values()) + [talon] for c in cards(t)}
    rest = [c for c in DECK if c not in used]
    hands = []
    for seat in range(3):
        if seat in fixed:
            hands.append(fixed[seat])
        else:
            hands.append(" ".join(c.text for c in rest[:7]))
            rest = rest[7:]
    return Deal(hands, talon)


def bids_of(game, seat=None):
    return [a.amount for a in game.legal_actions(seat) if isinstance(a, Bid)]


# ---------------------------------------------------------------------------- the deal --
def test_three_players_seven_cards_each_and_a_talon_of_three():
    game = Game()
    events = game.start_deal(seed=5)
    d = game.deal
    assert [len(h) for h in d.hands] == [7, 7, 7]
    assert [len(t) for t in d.talons] == [3]
    assert events[0] == ev.DealStarted(dealer=0, hundred=1, golden=False)


@pytest.mark.parametrize("first_dealer", [0, 1, 2])
def test_player_after_dealer_is_on_the_hundred_and_deal_passes_clockwise(first_dealer):
    game = Game(first_dealer=first_dealer)
    started = game.start_deal(seed=3)[0]
    assert (started.dealer, started.hundred) == (first_dealer, (first_dealer + 1) % 3)
    while game.to_act is not None:       # everybody passes; the hundred concedes
        acts = [a for a in game.legal_actions() if type(a).__name__ in ("Pass", "Concede")]
        game.apply(acts[0] if acts else game.legal_actions()[-1])
    assert game.next_dealer == (first_dealer + 1) % 3
    started = game.start_deal(seed=4)[0]
    assert started.dealer == (first_dealer + 1) % 3


def test_start_deal_takes_the_talon_nested_or_flat():
    for talon in (D.talons(), D.talons()[0]):
        game = Game()
        game.start_deal(D.hand_cards(), talon)
        assert [c.text for c in game.deal.talons[0]] == ["TS", "JC", "QD"]


def test_start_deal_rejects_a_bad_deal():
    from thousand_qt.engine import DealError
    game = Game()
    hands = D.hand_cards()
    with pytest.raises(DealError):
        game.start_deal([hands[0], hands[1], hands[1]], D.talons())      # cards twice
    with pytest.raises(DealError):
        game.start_deal([hands[0][:6], hands[1], hands[2]], D.talons())  # 6 cards
    with pytest.raises(DealError):
        game.start_deal(hands, [D.talons()[0][:2]])                      # talon of 2
    with pytest.raises(DealError):
        game.start_deal(hands[:2], D.talons())                           # two hands
    assert game.phase is Phase.DEAL and game.deal is None


# ---------------------------------------------------------------------------- redeal -----
def test_redeal_for_a_hand_under_14_points_any_seat_before_the_first_bid():
    deal = fill_deal({0: "KS KC QD JH 9S 9C 9D"}, "AS TS AC")
    assert card_points(deal.hand_cards()[0]) == 13
    game = new_game(deal)
    assert game.to_act == 2
    assert game.legal_actions(0) == [Redeal(0)]       # out of turn
    assert game.legal_actions(1) == []
    assert Redeal(2) not in game.legal_actions()
    with pytest.raises(IllegalActionError):
        game.apply("1 redeal")


def test_no_redeal_for_a_hand_of_exactly_14_points():
    deal = fill_deal({0: "KH KD QH QC 9D 9H 9C"}, "AS TS AC")
    assert card_points(deal.hand_cards()[0]) == 14
    game = new_game(deal)
    assert game.legal_actions(0) == []
    with pytest.raises(IllegalActionError):
        game.apply("0 redeal")


def test_redeal_for_four_nines_even_with_many_points():
    deal = Deal(["TS KS QS JS TC KC QC", "JC TD KD QD JD AH TH", "9S 9C 9D 9H AS AC AD"], "KH QH JH")
    assert card_points(deal.hand_cards()[2]) == 33
    game = new_game(deal)
    assert Redeal(2) in game.legal_actions()
    assert game.legal_actions(0) == [] and game.legal_actions(1) == []


def test_redeal_cancels_the_deal_without_score_and_the_same_dealer_deals_again():
    deal = fill_deal({0: "KS KC QD JH 9S 9C 9D"}, "AS TS AC")
    game = new_game(deal, dealer=0, totals=[10, 20, 30])
    events = game.apply("0 redeal")
    assert of_type(events, ev.RedealTaken) == [ev.RedealTaken(0, "hand", "points")]
    assert game.phase is Phase.DEAL and game.to_act is None
    assert game.totals == (10, 20, 30)
    assert game.results[-1].redeal and game.results[-1].change == (0, 0, 0)
    assert game.next_dealer == 0 and game.deals_played == 0
    assert game.start_deal(seed=1)[0].dealer == 0


def test_no_redeal_after_the_first_bid():
    deal = fill_deal({0: "KS KC QD JH 9S 9C 9D"}, "AS TS AC")
    game = new_game(deal)
    game.apply("2 bid 105")
    assert game.to_act == 0
    assert Redeal(0) not in game.legal_actions()
    with pytest.raises(IllegalActionError):
        game.apply("0 redeal")


def test_redeal_option_off():
    deal = fill_deal({0: "KS KC QD JH 9S 9C 9D"}, "9H JS JD")
    game = new_game(deal, redeal=False)
    assert game.legal_actions(0) == []
    with pytest.raises(IllegalActionError):
        game.apply("0 redeal")


@pytest.mark.parametrize("talon,allowed,ground", [
    ("9S 9C JD", True, "points"),    # two nines (2 points): the points are named first
    ("9S 9C AD", True, "nines"),     # two nines, 11 points
    ("JS KC 9D", False, ""),         # 6 points, one nine
    ("QS JC 9D", False, ""),         # exactly 5 points, one nine
    ("JS JC 9D", True, "points"),    # 4 points
])
def test_talon_redeal_for_the_auction_winner(talon, allowed, ground):
    """The redeal says on what ground it was taken (the one condition that applied)."""
    game = new_game(fill_deal({}, talon))
    run(game, "2 pass; 0 pass")
    assert game.phase is Phase.GIVE and game.to_act == 1
    assert (Redeal(1) in game.legal_actions()) is allowed
    assert game.legal_actions(0) == [] and game.legal_actions(2) == []
    if allowed:
        events = game.apply("1 redeal")
        assert of_type(events, ev.RedealTaken) == [ev.RedealTaken(1, "talon", ground)]
        assert game.phase is Phase.DEAL and game.next_dealer == 0 and game.totals == (0, 0, 0)


def test_talon_redeal_only_before_giving():
    game = new_game(fill_deal({}, "9S 9C JD"))
    run(game, "2 pass; 0 pass")
    hand = game.deal.hands[1]
    game.apply(f"1 give {hand[0]} {hand[1]}")
    assert Redeal(1) not in game.legal_actions()


def test_talon_redeal_off():
    game = new_game(fill_deal({}, "9S 9C JD"), redeal=False)
    run(game, "2 pass; 0 pass")
    assert Redeal(1) not in game.legal_actions()


# ---------------------------------------------------------------------------- auction ----
def test_opening_bid_of_100_and_turn_order():
    game = new_game(D)
    d = game.deal
    assert (d.bid, d.high, d.hundred) == (100, 1, 1)
    assert game.to_act == 2                       # dealer+2 speaks first
    game.apply("2 bid 105")
    assert game.to_act == 0
    game.apply("0 pass")
    assert game.to_act == 1                       # the hundred takes part
    game.apply("1 bid 110")
    assert game.to_act == 2                       # seat 0 passed for good
    events = game.apply("2 pass")
    assert of_type(events, ev.AuctionWon) == [ev.AuctionWon(1, 110, False)]
    assert game.deal.declarer == 1 and game.phase is Phase.GIVE


def test_both_others_pass_the_hundred_plays_100():
    game = new_game(D)
    events = run(game, D_AUCTION)
    assert of_type(events, ev.AuctionWon) == [ev.AuctionWon(1, 100, False)]


def test_a_pass_is_final():
    game = new_game(D)
    run(game, "2 pass; 0 bid 105")
    assert game.to_act == 1
    game.apply("1 bid 110")
    assert game.to_act == 0                       # seat 2 is skipped
    with pytest.raises(IllegalActionError):
        game.apply("2 bid 115")


def test_winner_is_the_last_not_to_pass_at_the_highest_bid():
    game = new_game(D)
    events = run(game, "2 bid 105; 0 pass; 1 pass")
    assert of_type(events, ev.AuctionWon) == [ev.AuctionWon(2, 105, False)]


def test_bid_step_5_default_and_ceiling_120_without_marriage():
    game = new_game(D)                            # seat 2 holds no marriage
    assert bids_of(game) == [105, 110, 115, 120]
    assert Pass(2) in game.legal_actions()
    for bad in ("2 bid 125", "2 bid 107", "2 bid 100"):
        with pytest.raises(IllegalActionError):
            game.apply(bad)


def test_bid_step_10():
    game = new_game(D, bid_step=10)
    assert bids_of(game) == [110, 120]
    with pytest.raises(IllegalActionError):
        game.apply("2 bid 115")


def test_min_bid_60():
    game = new_game(D, min_bid=60)
    assert game.deal.bid == 60
    assert bids_of(game)[:3] == [65, 70, 75] and bids_of(game)[-1] == 120
    events = run(game, D_AUCTION)
    assert of_type(events, ev.AuctionWon) == [ev.AuctionWon(1, 60, False)]
    game.apply(D_GIVE)
    contracts = [a.amount for a in game.legal_actions() if type(a).__name__ == "Contract"]
    assert contracts[0] == 60 and contracts[-1] == 220
    game.apply("1 contract 60")
    tricks(game, D_PLAY)
    assert game.totals == (40, 60, 35)


def test_min_bid_60_with_step_10():
    game = new_game(D, min_bid=60, bid_step=10)
    assert bids_of(game) == [70, 80, 90, 100, 110, 120]


def test_ceiling_counts_the_marriages_held():
    game = new_game(D)
    run(game, "2 bid 105; 0 pass")
    assert bids_of(game) == list(range(110, 221, 5))     # 120 + hearts 100
    with pytest.raises(IllegalActionError):
        game.apply("1 bid 225")


def test_ceiling_with_edited_marriage_values():
    game = new_game(D, marriage_values={"H": 150, "D": 80, "C": 60, "S": 40})
    run(game, "2 bid 105; 0 pass")
    assert bids_of(game)[-1] == 270


def test_ceiling_with_several_marriages():
    # seat 2: K+Q of spades and clubs -> 120 + 40 + 60
    deal = fill_deal({2: "KS QS KC QC 9D 9H JD"}, "AS TS AC")
    game = new_game(deal)
    assert bids_of(game)[-1] == 220


def test_no_ceiling_by_marriages_when_off_but_max_bid():
    game = new_game(D, bid_limit_by_marriages=False)
    assert bids_of(game)[-1] == 300
    game = new_game(D, bid_limit_by_marriages=False, max_bid=200)
    assert bids_of(game)[-1] == 200


def test_max_bid_caps_the_marriage_ceiling():
    game = new_game(D, max_bid=200)
    run(game, "2 bid 105; 0 pass")
    assert bids_of(game)[-1] == 200


@pytest.mark.parametrize("on,ceiling", [(False, 120), (True, 300)])
def test_ace_marriage_counts_in_the_ceiling_if_on(on, ceiling):
    game = new_game(SWEEP, ace_marriage=on)       # seat 1 holds the four aces
    run(game, "2 pass; 0 bid 105")
    assert bids_of(game)[-1] == ceiling


def test_ace_marriage_ceiling_is_120_plus_200():
    game = new_game(SWEEP, ace_marriage=True, max_bid=500)
    run(game, "2 pass; 0 bid 105")
    assert bids_of(game)[-1] == 320


@pytest.mark.parametrize("threshold", [0, -100, -200, -300])
def test_bidding_in_the_minus_passes_automatically(threshold):
    game = new_game(D, totals=[threshold - 5, 0, 0], minus_bid_threshold=threshold)
    events = game.apply("2 bid 105")
    assert ev.Passed(0, automatic=True) in events
    assert game.to_act == 1
    # exactly at the threshold is not below it
    game = new_game(D, totals=[threshold, 0, 0], minus_bid_threshold=threshold)
    game.apply("2 bid 105")
    assert game.to_act == 0


def test_bidding_in_the_minus_off_by_default():
    game = new_game(D, totals=[-900, 0, 0])
    game.apply("2 bid 105")
    assert game.to_act == 0


def test_bidding_in_the_minus_first_speaker_and_then_the_hundred_plays_100():
    game = new_game(D, totals=[-150, 0, -150], minus_bid_threshold=-100)
    # seat 2 (first speaker) and seat 0 pass automatically at once
    assert game.phase is Phase.GIVE and game.deal.declarer == 1 and game.deal.bid == 100


# ---------------------------------------------------------------------------- blind game ----
def test_blind_bid_only_for_the_first_speaker_before_anything_else():
    game = new_game(D, blind_game=True)
    blinds = [a.amount for a in game.legal_actions() if isinstance(a, Blind)]
    assert blinds[0] == 120
    game.apply("2 bid 105")
    assert not any(isinstance(a, Blind) for a in game.legal_actions())
    with pytest.raises(IllegalActionError):
        game.apply("0 blind 120")
    game = new_game(D)
    assert not any(isinstance(a, Blind) for a in game.legal_actions())
    with pytest.raises(IllegalActionError):
        game.apply("2 blind 120")


def test_blind_game_hides_the_talon_and_doubles_every_score():
    # D with dealer 2: seat 1 speaks first and bids 120 blind
    game = new_game(D, dealer=2, blind_game=True)
    assert game.to_act == 1
    events = run(game, "1 blind 120; 2 pass; 0 pass")
    assert of_type(events, ev.AuctionWon) == [ev.AuctionWon(1, 120, True)]
    assert of_type(events, ev.TalonShown)[0].public is False
    assert game.view_for(0).talon is None and game.view_for(2).talon is None
    assert [c.text for c in game.view_for(1).talon] == ["TS", "JC", "QD"]
    run(game, D_GIVE + "; 1 contract 120")
    tricks(game, D_PLAY)
    # 145 >= 120: +240; seat 2 37 -> 35 -> 70; seat 0 38 -> 40 -> 80
    assert game.totals == (80, 240, 70)
    assert game.results[-1].blind


def test_a_normal_bid_is_not_doubled():
    game = new_game(D, dealer=2, blind_game=True)
    run(game, "1 bid 120; 2 pass; 0 pass")
    assert game.deal.blind is False
    assert game.deal.talon_public is True
    run(game, D_GIVE + "; 1 contract 120")
    tricks(game, D_PLAY)
    assert game.totals == (40, 120, 35)


@pytest.mark.parametrize("hand,rules,ground", [
    ("9S 9C 9D AS AC AD TS", {"redeal_nines": 3}, "nines"),      # 43 points, three nines
    ("9S 9C 9D AS AC AD TS", {}, ""),                            # three nines are not enough by default
    ("JS JC JD JH AS AC AD", {"redeal_jacks": True}, "jacks"),   # four jacks, 41 points
    ("JS JC JD JH AS AC AD", {}, ""),
    ("KS QD JH 9S 9C JD JC", {}, "points"),                       # 13 points
])
def test_redeal_ground_names_the_condition_that_applies(hand, rules, ground):
    from thousand_qt.engine.cards import parse_cards
    from thousand_qt.engine.redeal import redeal_ground
    from thousand_qt.engine.rules import RuleSet
    assert redeal_ground(parse_cards(hand.split()), RuleSet(**rules), talon=False) == ground
