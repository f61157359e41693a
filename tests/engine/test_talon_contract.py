"""docs/rules.md (talon and contract): the talon, giving, the contract and the concession (роспись)."""

import pytest

from thousand_qt.engine import IllegalActionError, Phase
from thousand_qt.engine.actions import Concede, Contract, Give

from .helpers import D_AUCTION, D_GIVE, D_PLAY, TM, TM_GIVE, D, cards, ev, new_game, of_type, run, texts, tricks


def contracts(game):
    return [a.amount for a in game.legal_actions() if isinstance(a, Contract)]


# ----------------------------------------------------------------------------- the talon ----
def test_declarer_takes_the_talon():
    game = new_game(D)
    events = run(game, D_AUCTION)
    shown = of_type(events, ev.TalonShown)[0]
    assert texts(shown.cards) == ["TS", "JC", "QD"]
    assert len(game.deal.hands[1]) == 10
    assert {"TS", "JC", "QD"} <= set(texts(game.deal.hands[1]))


def test_talon_hidden_when_the_hundred_wins_without_a_raise():
    game = new_game(D)
    events = run(game, D_AUCTION)
    assert of_type(events, ev.TalonShown)[0].public is False
    assert game.view_for(0).talon is None
    assert game.view_for(2).talon is None
    assert texts(game.view_for(1).talon) == ["TS", "JC", "QD"]


def test_talon_shown_when_hidden_talon_on_hundred_is_off():
    game = new_game(D, hidden_talon_on_hundred=False)
    events = run(game, D_AUCTION)
    assert of_type(events, ev.TalonShown)[0].public is True
    for seat in range(3):
        assert texts(game.view_for(seat).talon) == ["TS", "JC", "QD"]


def test_talon_shown_when_the_hundred_wins_after_a_raise():
    game = new_game(D)
    events = run(game, "2 bid 105; 0 pass; 1 bid 110; 2 pass")
    assert of_type(events, ev.TalonShown)[0].public is True
    assert texts(game.view_for(0).talon) == ["TS", "JC", "QD"]


def test_talon_shown_when_another_player_wins():
    game = new_game(D)
    run(game, "2 bid 105; 0 pass; 1 pass")
    assert texts(game.view_for(0).talon) == ["TS", "JC", "QD"]
    assert texts(game.view_for(1).talon) == ["TS", "JC", "QD"]


# ----------------------------------------------------------------------------- giving -------
def test_give_first_card_to_declarer_plus_1_second_to_declarer_plus_2():
    game = new_game(D)
    run(game, D_AUCTION)
    events = game.apply(D_GIVE)
    assert of_type(events, ev.CardsGiven)[0].given == ((2, cards("JS")[0]), (0, cards("9C")[0]))
    hands = game.deal.hands
    assert [len(h) for h in hands] == [8, 8, 8]
    assert cards("JS")[0] in hands[2] and cards("9C")[0] in hands[0]
    # each opponent knows only the card it got; the declarer knows both
    assert game.view_for(2).given == ((2, cards("JS")[0]),)
    assert game.view_for(0).given == ((0, cards("9C")[0]),)
    assert len(game.view_for(1).given) == 2


def test_give_wraps_around_the_table():
    # dealer 1: seat 2 on the hundred; seat 0 and seat 1 pass, seat 2 declares
    game = new_game(D, dealer=1)
    run(game, "0 pass; 1 pass")
    assert game.deal.declarer == 2
    game.apply("2 give KD AC")                 # KD to seat 0, AC to seat 1
    assert cards("KD")[0] in game.deal.hands[0] and cards("AC")[0] in game.deal.hands[1]


def test_give_must_use_two_different_cards_of_the_declarer():
    game = new_game(D)
    run(game, D_AUCTION)
    for bad in ("1 give JS JS", "1 give AS 9C", "0 give 9S 9D"):
        with pytest.raises(IllegalActionError):
            game.apply(bad)
    gives = [a for a in game.legal_actions() if isinstance(a, Give)]
    assert len(gives) == 10 * 9


# ----------------------------------------------------------------------------- contract -----
def test_contract_from_the_bid_to_the_ceiling():
    game = new_game(D)
    run(game, D_AUCTION + "; " + D_GIVE)
    assert game.phase is Phase.CONTRACT
    assert contracts(game) == list(range(100, 221, 5))   # hearts kept: 120 + 100
    for bad in ("1 contract 95", "1 contract 225", "1 contract 102"):
        with pytest.raises(IllegalActionError):
            game.apply(bad)
    events = game.apply("1 contract 150")
    assert of_type(events, ev.ContractFixed) == [ev.ContractFixed(1, 150)]
    assert game.phase is Phase.PLAY and game.to_act == 1


def test_contract_not_below_the_winning_bid():
    game = new_game(D)
    run(game, "2 bid 105; 0 pass; 1 bid 130; 2 pass; " + D_GIVE)
    assert contracts(game)[0] == 130


def test_contract_ceiling_counts_marriages_of_the_eight_cards_kept():
    # TM: seat 1 is dealt K+Q of hearts; the talon brings QD to its KD
    game = new_game(TM)
    run(game, D_AUCTION)
    assert contracts(game) == []
    game.apply(TM_GIVE)
    assert contracts(game)[-1] == 300               # 120 + 100 + 80
    game = new_game(TM, max_bid=400)
    run(game, D_AUCTION + "; " + TM_GIVE)
    assert contracts(game)[-1] == 300


def test_contract_ceiling_drops_when_a_marriage_card_is_given_away():
    game = new_game(D)
    run(game, D_AUCTION + "; 1 give QH 9C")         # hearts marriage broken
    assert contracts(game) == [100, 105, 110, 115, 120]


def test_contract_with_bid_limit_by_marriages_off():
    game = new_game(D, bid_limit_by_marriages=False)
    run(game, D_AUCTION + "; " + D_GIVE)
    assert contracts(game)[-1] == 300


def test_raise_after_talon_off_the_contract_is_the_winning_bid():
    game = new_game(D, raise_after_talon=False)
    events = run(game, "2 bid 105; 0 pass; 1 bid 110; 2 pass; " + D_GIVE)
    assert of_type(events, ev.ContractFixed) == [ev.ContractFixed(1, 110)]
    assert game.phase is Phase.PLAY and game.deal.contract == 110
    tricks(game, D_PLAY)
    assert game.totals == (40, 110, 35)


def test_raise_after_talon_off_a_stated_contract_of_the_bid_is_accepted():
    """A record may still state `S contract <bid>` before the first lead; any other is refused."""
    game = new_game(D, raise_after_talon=False)
    run(game, "2 bid 105; 0 pass; 1 bid 110; 2 pass; " + D_GIVE)
    with pytest.raises(IllegalActionError):
        game.apply("1 contract 120")
    assert game.apply("1 contract 110") == []
    assert str(game.deal_records[-1].actions[-1]) == "1 contract 110"
    tricks(game, D_PLAY)
    assert game.totals == (40, 110, 35)


# ----------------------------------------------------------------------------- concede ------
def test_concede_right_after_taking_the_talon():
    game = new_game(D)
    run(game, D_AUCTION)
    assert Concede(1) in game.legal_actions()
    events = game.apply("1 concede")
    r = game.results[-1]
    assert r.conceded and r.change == (50, -100, 50)
    assert game.totals == (50, -100, 50)
    assert r.bolts == (0, 0, 0)                       # nobody gets a bolt
    assert of_type(events, ev.BoltGiven) == []
    assert game.phase is Phase.DEAL and game.next_dealer == 1


def test_concede_in_the_contract_phase_and_before_the_first_lead():
    game = new_game(D)
    run(game, D_AUCTION + "; " + D_GIVE)
    assert Concede(1) in game.legal_actions()
    game.apply("1 contract 150")
    assert Concede(1) in game.legal_actions()
    game.apply("1 concede")
    assert game.totals == (50, -100, 50)              # −bid, not −contract


def test_no_concede_after_the_first_lead():
    game = new_game(D)
    run(game, D_AUCTION + "; " + D_GIVE + "; 1 contract 100; 1 play KS")
    assert not any(isinstance(a, Concede) for a in game.legal_actions())
    run(game, "2 play QS; 0 play 9S")
    assert game.to_act == 1
    assert Concede(1) not in game.legal_actions()
    with pytest.raises(IllegalActionError):
        game.apply("1 concede")


def test_only_the_declarer_concedes():
    game = new_game(D)
    run(game, D_AUCTION)
    with pytest.raises(IllegalActionError):
        game.apply("0 concede")


@pytest.mark.parametrize("script,bid,gift", [
    ("2 pass; 0 pass", 100, 50),
    ("2 bid 105; 0 pass; 1 pass", 105, 55),                  # 52.5 -> 55
    ("2 bid 105; 0 pass; 1 bid 110; 2 pass", 110, 55),
    ("2 bid 105; 0 pass; 1 bid 115; 2 pass", 115, 60),       # 57.5 -> 60
    ("2 bid 105; 0 pass; 1 bid 120; 2 pass", 120, 60),
    ("2 bid 105; 0 pass; 1 bid 135; 2 pass", 135, 70),       # 67.5 -> 70
])
def test_concede_opponents_get_half_the_bid_rounded_up_to_5(script, bid, gift):
    game = new_game(D)
    run(game, script)
    declarer = game.deal.declarer
    game.apply(f"{declarer} concede")
    expected = [gift] * 3
    expected[declarer] = -bid
    assert game.totals == tuple(expected)


def test_concede_opponent_points_sixty():
    game = new_game(D, concede_opponent_points="sixty")
    run(game, "2 bid 105; 0 pass; 1 bid 140; 2 pass; 1 concede")
    assert game.totals == (60, -140, 60)


def test_concede_penalty_bolt():
    game = new_game(D, concede_penalty="bolt")
    run(game, D_AUCTION + "; 1 concede")
    assert game.totals == (50, 0, 50)
    assert game.board.bolts == [0, 1, 0]


def test_concede_penalty_bolt_third_bolt_costs_the_penalty():
    game = new_game(None, concede_penalty="bolt")
    game.board.bolts = [0, 2, 0]
    D.start(game)
    run(game, D_AUCTION + "; 1 concede")
    assert game.totals == (50, -120, 50)
    assert game.board.bolts == [0, 0, 0]


def test_free_concessions():
    game = new_game(D, free_concessions=1)
    run(game, D_AUCTION + "; 1 concede")
    assert game.totals == (50, 0, 50)              # the first one is free for seat 1
    # deal 2, dealer 1: seat 2 is on the hundred, seat 0 speaks first, seat 1 third
    D.start(game)
    run(game, "0 pass; 1 bid 105; 2 pass; 1 concede")
    assert game.totals == (50 + 55, -105, 50 + 55)


def test_free_concessions_are_counted_per_player():
    game = new_game(D, free_concessions=1)
    run(game, D_AUCTION + "; 1 concede")
    D.start(game)                                   # dealer 1
    run(game, "0 pass; 1 pass; 2 concede")          # seat 2's first concession: free
    assert game.totals == (50 + 50, 0 + 50, 50 + 0)


def test_concede_off():
    game = new_game(D, concede=False)
    run(game, D_AUCTION)
    assert not any(isinstance(a, Concede) for a in game.legal_actions())
    with pytest.raises(IllegalActionError):
        game.apply("1 concede")


def test_no_concede_on_the_barrel():
    game = new_game(None)
    game.board.totals = [0, 880, 0]
    game.board.barrel = 1
    D.start(game)
    run(game, D_AUCTION)
    assert Concede(1) not in game.legal_actions()
    game.apply(D_GIVE)
    assert Concede(1) not in game.legal_actions()
    with pytest.raises(IllegalActionError):
        game.apply("1 concede")


def test_a_conceded_deal_counts_as_a_barrel_attempt():
    game = new_game(None)
    game.board.totals = [880, 0, 0]
    game.board.barrel = 0
    D.start(game)
    run(game, D_AUCTION + "; 1 concede")
    assert game.board.barrel == 0 and game.board.barrel_attempts_used == 1
    # the barrel sitter's points as an opponent do not count
    assert game.totals == (880, -100, 50)


def test_a_conceded_deal_counts_as_a_golden_deal():
    game = new_game(D, golden_round=1)
    assert game.deal.golden and game.phase is Phase.GIVE
    game.apply("1 concede")
    # golden: bid 120 -> −240; each opponent half of 120 = 60, doubled
    assert game.totals == (120, -240, 120)
    started = D.start(game)[0]
    assert started.golden is False and game.phase is Phase.AUCTION


def test_golden_concede_with_a_bolt_penalty_is_doubled():
    # docs/rules.md (score): all scores of a golden deal, bolt penalties included, are doubled
    game = new_game(None, golden_round=1, concede_penalty="bolt")
    game.board.bolts = [0, 2, 0]
    D.start(game)
    game.apply("1 concede")
    assert game.totals == (120, -240, 120)
