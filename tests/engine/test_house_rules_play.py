"""docs/rules.md (more house rules): barrel_min_contract 121 exactly, trump_lead, barrel_failure."""

import pytest

from thousand_qt.engine import IllegalActionError, Phase
from thousand_qt.engine.actions import Bid, Blind, Contract, Play
from thousand_qt.engine.reasons import ReasonCode

from .helpers import (
    D_GIVE,
    D_PLAY,
    LOSE,
    LOSE_GIVE,
    LOSE_PLAY,
    TM,
    TM_GIVE,
    D,
    cards,
    ev,
    new_game,
    of_type,
    run,
    tricks,
)


def barrel_game(sitter: int, total: int = 880, deal=D, **rule_changes):
    game = new_game(None, **rule_changes)
    game.board.totals = [0, 0, 0]
    game.board.totals[sitter] = total
    game.board.barrel = sitter
    deal.start(game)
    return game


def bids(game):
    return [a.amount for a in game.legal_actions() if isinstance(a, Bid)]


def contracts(game):
    return [a.amount for a in game.legal_actions() if isinstance(a, Contract)]


# -------------------------------------------------------------------------- 121 exactly -------
def test_barrel_contract_121_is_exactly_121_then_the_step_grid():
    game = barrel_game(1, barrel_min_contract=121)
    run(game, "2 bid 105; 0 pass")               # seat 1 (on the barrel, hearts: ceiling 220) to speak
    assert bids(game)[:4] == [121, 125, 130, 135]
    run(game, "1 bid 121")
    # seat 2 (no marriage: ceiling 120) could raise only from the next multiple of 5 on
    assert game.why_illegal("2 bid 122").value("minimum") == 125
    run(game, "2 pass")
    run(game, D_GIVE)
    assert contracts(game)[:3] == [121, 125, 130]
    run(game, "1 contract 121")
    assert game.running_deal.contract == 121


def test_barrel_contract_121_when_the_auction_ends_at_100():
    game = barrel_game(1, barrel_min_contract=121)
    run(game, "2 pass; 0 pass; " + D_GIVE)
    assert contracts(game)[:2] == [121, 125]


def test_barrel_contract_121_with_step_10():
    game = barrel_game(1, barrel_min_contract=121, bid_step=10)
    run(game, "2 bid 110; 0 pass")
    assert bids(game)[:3] == [121, 130, 140]


def test_barrel_contract_121_off_the_grid_refused_with_reasons():
    game = barrel_game(1, barrel_min_contract=121)
    run(game, "2 bid 105; 0 pass")
    assert game.why_illegal("1 bid 120").code is ReasonCode.BID_TOO_LOW
    assert game.why_illegal("1 bid 120").value("minimum") == 121
    assert game.why_illegal("1 bid 123").code is ReasonCode.BID_STEP
    run(game, "1 bid 121")
    assert game.why_illegal("2 bid 126").code is ReasonCode.BID_STEP


def test_barrel_contract_121_automatic_bidding_and_golden_deal():
    game = barrel_game(1, barrel_min_contract=121, barrel_bidding="automatic")
    assert game.phase is Phase.GIVE and game.running_deal.bid == 121
    game = barrel_game(1, barrel_min_contract=121, golden_round=True)
    assert game.running_deal.golden and game.running_deal.bid == 121


def test_barrel_contract_121_blind_bid():
    game = barrel_game(2, barrel_min_contract=121, blind_game=True)
    blinds = [a.amount for a in game.legal_actions() if isinstance(a, Blind)]
    assert blinds[:3] == [121, 125, 130]


def test_barrel_contract_121_made_wins_the_game():
    game = barrel_game(1, barrel_min_contract=121)
    run(game, "2 pass; 0 pass; " + D_GIVE + "; 1 contract 121")
    events = tricks(game, D_PLAY)                 # seat 1 makes 145
    assert game.finished and game.winner == 1 and game.totals[1] == 880 + 121
    assert of_type(events, ev.GameOver)


# -------------------------------------------------------------------------- trump_lead -------
# TM: seat 1 declares hearts in trick 2, then diamonds in trick 3; seat 2 wins trick 4 with a trump.
def tm_after_marriages(**rule_changes):
    game = new_game(TM, **rule_changes)
    run(game, "2 pass; 0 pass; " + TM_GIVE + "; 1 contract 100")
    tricks(game, "AS KS QS | KH* JH 9H | KD* JD 9D")
    return game


def test_trump_lead_free_anyone_leads_a_trump():
    game = tm_after_marriages()
    tricks(game, "AH TD TH")                      # seat 2 wins with the trump TD and leads
    leads = [a.card.text for a in game.legal_actions() if isinstance(a, Play)]
    assert "AD" in leads                          # a trump (diamonds)


def test_trump_lead_declarer_only_a_player_without_a_marriage_may_not_lead_a_trump():
    game = tm_after_marriages(trump_lead="declarer_only")
    tricks(game, "AH TD TH")
    assert game.to_act == 2
    leads = {a.card.text for a in game.legal_actions() if isinstance(a, Play)}
    assert "AD" not in leads and leads == {"AC", "TC", "KC"}
    reason = game.why_illegal("2 play AD")
    assert reason is not None and reason.code is ReasonCode.TRUMP_LEAD
    with pytest.raises(IllegalActionError, match="marriage"):
        game.apply("2 play AD")


def test_trump_lead_declarer_only_the_marriage_declarer_leads_trumps():
    game = tm_after_marriages(trump_lead="declarer_only")
    # seat 1 declared hearts (replaced since: it still counts) and diamonds: it may lead a trump
    assert game.to_act == 1
    leads = {a.card.text for a in game.legal_actions() if isinstance(a, Play) and a.declare is None}
    assert {"QD", "QH", "AH", "9C", "9S"} == leads        # QD is a trump


def test_trump_lead_declarer_only_all_trumps_in_hand_may_be_led():
    from thousand_qt.engine.cards import Suit
    from thousand_qt.engine.deal import DealState
    from thousand_qt.engine.rules import RuleSet
    from thousand_qt.engine.trick import play_actions
    d = DealState(dealer=0, active=(1, 2, 0), hundred=1, dealt=((), (), ()), talons=((),))
    d.hands = [[], cards("AD TD"), []]
    d.tricks_won = [0, 1, 0]
    d.trump = Suit.DIAMONDS
    d.leader = 1
    rules = RuleSet(trump_lead="declarer_only")
    assert {a.card.text for a in play_actions(d, rules, 1)} == {"AD", "TD"}
    d.hands[1] = cards("AD TD 9S")
    assert {a.card.text for a in play_actions(d, rules, 1)} == {"9S"}


def test_trump_lead_the_ace_marriage_does_not_give_the_right():
    from thousand_qt.engine.cards import Suit
    from thousand_qt.engine.deal import DealState
    from thousand_qt.engine.rules import RuleSet
    from thousand_qt.engine.trick import play_actions
    d = DealState(dealer=0, active=(1, 2, 0), hundred=1, dealt=((), (), ()), talons=((),))
    d.hands = [[], cards("AD TD 9S"), []]
    d.tricks_won = [0, 1, 0]
    d.trump = Suit.DIAMONDS
    d.marriages = [(1, None, 200), (2, Suit.DIAMONDS, 80)]
    rules = RuleSet(trump_lead="declarer_only")
    assert {a.card.text for a in play_actions(d, rules, 1)} == {"9S"}
    d.marriages.append((1, Suit.HEARTS, 100))      # a marriage whose trump was replaced since
    assert {a.card.text for a in play_actions(d, rules, 1)} == {"AD", "TD", "9S"}


def test_trump_lead_a_marriage_lead_of_the_trump_suit_is_allowed():
    from thousand_qt.engine.cards import Suit
    from thousand_qt.engine.deal import DealState
    from thousand_qt.engine.rules import RuleSet
    from thousand_qt.engine.trick import play_actions
    d = DealState(dealer=0, active=(1, 2, 0), hundred=1, dealt=((), (), ()), talons=((),))
    d.hands = [[], cards("KD QD 9S"), []]
    d.tricks_won = [0, 1, 0]
    d.trump = Suit.DIAMONDS
    rules = RuleSet(trump_lead="declarer_only")
    texts = {str(a) for a in play_actions(d, rules, 1)}
    assert texts == {"1 play 9S", "1 play KD marriage", "1 play QD marriage"}


# -------------------------------------------------------------------------- barrel_failure -------
# LOSE: seat 1 plays 100, takes no trick (a bolt); seat 2 takes all.
def test_barrel_failure_contract_the_sitter_loses_the_contract():
    game = barrel_game(1, deal=LOSE)
    run(game, "2 pass; 0 pass; " + LOSE_GIVE + "; 1 contract 120")
    tricks(game, LOSE_PLAY)
    assert game.totals[1] == 880 - 120 and game.board.barrel is None


def test_barrel_failure_free_the_sitter_loses_nothing_and_stays():
    game = barrel_game(1, deal=LOSE, barrel_failure="free")
    run(game, "2 pass; 0 pass; " + LOSE_GIVE + "; 1 contract 120")
    tricks(game, LOSE_PLAY)
    assert game.totals[1] == 880 and game.board.barrel == 1
    assert game.board.attempts_left() == 2          # the deal used an attempt
    assert game.results[-1].change[1] == 0
    assert game.board.bolts[1] == 1                 # the bolt counts as usual


def test_barrel_failure_free_a_third_bolt_still_costs_and_takes_off_the_barrel():
    game = barrel_game(1, deal=LOSE, barrel_failure="free")
    game.board.bolts = [0, 2, 0]
    run(game, "2 pass; 0 pass; " + LOSE_GIVE + "; 1 contract 120")
    tricks(game, LOSE_PLAY)
    assert game.totals[1] == 880 - 120 and game.board.barrel is None
    assert game.board.falls[1] == 0                 # dropped below: no fall


def test_barrel_failure_free_after_the_last_attempt_the_usual_fall():
    game = barrel_game(1, deal=LOSE, barrel_failure="free")
    game.board.barrel_attempts_used = 2
    run(game, "2 pass; 0 pass; " + LOSE_GIVE + "; 1 contract 120")
    tricks(game, LOSE_PLAY)
    assert game.totals[1] == 880 - 120 and game.board.barrel is None and game.board.falls[1] == 1


def test_barrel_failure_free_only_for_the_sitter():
    game = barrel_game(2, deal=LOSE, barrel_failure="free")
    run(game, "2 pass; 0 pass; " + LOSE_GIVE + "; 1 contract 100")
    tricks(game, LOSE_PLAY)
    assert game.results[-1].change[1] == -100
