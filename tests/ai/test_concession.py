"""Conceding a forced hundred by expected score (issue 12).

With the ``bid`` penalty a concession costs the declarer the same 100 as a failed contract, so
it pays only when the opponents would score more than the half bid each by playing (their
marriages) - and a lost contract without them is played out. Dealer 0; seat 1 is on the hundred
and the others pass, so seat 1 declares at 100."""

from __future__ import annotations

from dataclasses import replace

from thousand_qt.ai.concession import SampledPlay, concession_value, play_value
from thousand_qt.ai.levels import make_player
from thousand_qt.engine import PRESETS, Game, Phase
from thousand_qt.engine.actions import Concede, Contract, Give, Pass
from thousand_qt.engine.cards import DECK

CARD = {c.text: c for c in DECK}
DECLARER = 1


def _cards(text: str):
    return [CARD[t] for t in text.split()]


def at_contract(hand0: str, hand1: str, hand2: str, talon: str, give: tuple[str, str], rules=None) -> Game:
    """The forced hundred of seat 1, the talon taken and ``give`` given: the contract to fix."""
    g = Game(rules or PRESETS["classic"], 3, 0)
    g.start_deal([_cards(hand0), _cards(hand1), _cards(hand2)], [_cards(talon)])
    g.apply(Pass(2))
    g.apply(Pass(0))
    while g.phase is not Phase.GIVE:
        g.apply(g.legal_actions(DECLARER)[0])
    g.apply(Give(DECLARER, CARD[give[0]], CARD[give[1]]))
    assert g.phase is Phase.CONTRACT and g.deal.declarer == DECLARER and g.deal.bid == 100
    return g


# the declarer holds nothing; the opponents hold the heart, diamond and club marriages
HOPELESS = ("KC QC AC TC KS AS TD", "9S JS QS 9C JC 9D JD", "KH QH AH TH KD QD AD", "9H JH TS", ("9S", "9C"))
# four aces and a king or queen of every suit (no opponent can hold a marriage): 100 is out of
# reach, but the opponents take little
LOST_CHEAPLY = ("QS KC TD TH JS JC 9D", "AS AC AD AH KS QC KD", "QD KH TS TC JD JH 9H", "QH 9S 9C", ("9S", "9C"))


def test_concedes_when_the_opponents_would_score_more_than_the_half_bid():
    g = at_contract(*HOPELESS)
    view = g.view_for(DECLARER)
    action = make_player("strong", 3).choose(view)
    assert isinstance(action, Concede)
    # the engine's arithmetic: -100 for the declarer, +50 to each opponent
    assert concession_value(view) == -100 - 50


def test_plays_a_lost_contract_that_leaves_the_opponents_little():
    g = at_contract(*LOST_CHEAPLY)
    action = make_player("strong", 3).choose(g.view_for(DECLARER))
    assert isinstance(action, Contract) and action.amount == 100


def test_the_decision_is_the_same_for_a_seed():
    for position in (HOPELESS, LOST_CHEAPLY):
        a = make_player("strong", 11).choose(at_contract(*position).view_for(DECLARER))
        b = make_player("strong", 11).choose(at_contract(*position).view_for(DECLARER))
        assert a == b


def test_play_value_counts_the_opponents_points_and_marriages():
    view = at_contract(*LOST_CHEAPLY).view_for(DECLARER)
    # (the arithmetic with a discount of 15 points, whatever the calibrated one is)
    # made (105 after the discount): +100, the opponents share the 15 left (7 each, rounded to 5)
    made = play_value(view, 100, [SampledPlay(120, 120, (), 0)], discount=15)
    # failed, the declarer took 75 open-handed (60 after the discount): -100 - 30 each
    failed = play_value(view, 100, [SampledPlay(0, 75, (), 0)], discount=15)
    # the same, and the opponents hold the heart marriage (half of it counts)
    married = play_value(view, 100, [SampledPlay(0, 75, (), 100)], discount=15)
    assert made == 100 - 5
    assert failed == -100 - 30
    assert married == -100 - 55
    # a declarer who takes no trick gets a bolt: a third of the penalty on top
    assert play_value(view, 100, [SampledPlay(0, 0, (), 0)], discount=15) == -100 - 40 - 60


def test_concession_value_follows_the_engine_rules():
    """A free concession costs the declarer nothing; with the bolt penalty it costs a bolt (a
    third of the penalty while it is not the third bolt); the opponents still get the half bid."""
    free = at_contract(*HOPELESS, rules=replace(PRESETS["classic"], free_concessions=1)).view_for(DECLARER)
    assert concession_value(free) == 0 - 50
    bolt = at_contract(*HOPELESS, rules=replace(PRESETS["classic"], concede_penalty="bolt")).view_for(DECLARER)
    assert concession_value(bolt) == -40 - 50


NO_CONTRACT_PHASE = replace(PRESETS["classic"], raise_after_talon=False, redeal=False)
FREE_FIRST = replace(NO_CONTRACT_PHASE, free_concessions=1)   # the first concession costs nothing


def at_give(hand0: str, hand1: str, hand2: str, talon: str, rules) -> Game:
    """The forced hundred of seat 1 with the talon taken: the two cards to give (or concede)."""
    g = Game(rules, 3, 0)
    g.start_deal([_cards(hand0), _cards(hand1), _cards(hand2)], [_cards(talon)])
    g.apply(Pass(2))
    g.apply(Pass(0))
    while g.phase is not Phase.GIVE:
        g.apply(g.legal_actions(DECLARER)[0])
    assert any(isinstance(a, Concede) for a in g.legal_actions(DECLARER))
    return g


def test_without_a_contract_phase_the_give_weighs_the_concession_by_the_same_rule():
    """The engine's arithmetic decides as at the contract: a free concession of a lost hundred
    is taken, and a lost hundred that leaves the opponents little is played when conceding it
    costs the full bid."""
    for position in (HOPELESS, LOST_CHEAPLY):
        free = at_give(*position[:4], rules=FREE_FIRST)
        assert isinstance(make_player("strong", 3).choose(free.view_for(DECLARER)), Concede)
    cheap = at_give(*LOST_CHEAPLY[:4], rules=NO_CONTRACT_PHASE)
    assert isinstance(make_player("strong", 3).choose(cheap.view_for(DECLARER)), Give)


def test_without_a_contract_phase_the_first_lead_weighs_the_concession_too():
    g = at_give(*HOPELESS[:4], rules=FREE_FIRST)
    g.apply(Give(DECLARER, CARD["9S"], CARD["9C"]))
    assert g.phase is Phase.PLAY and g.to_act == DECLARER
    assert isinstance(make_player("strong", 3).choose(g.view_for(DECLARER)), Concede)


def test_with_a_contract_phase_to_follow_the_give_leaves_the_concession_to_it():
    """Even where a concession is cheap (the bolt penalty), the give does not concede: the
    contract that follows weighs it knowing the cards given."""
    bolt = replace(PRESETS["classic"], concede_penalty="bolt", redeal=False)
    action = make_player("strong", 3).choose(at_give(*HOPELESS[:4], rules=bolt).view_for(DECLARER))
    assert isinstance(action, Give)


def test_the_defenders_marriages_are_expected_from_a_split_of_the_unseen_cards():
    """HOPELESS at the give: the kings and queens of hearts, diamonds and clubs are unseen, the
    14 unseen cards split 7 and 7, so each queen is in its king's hand 6 times in 13."""
    from thousand_qt.ai.concession import likely_defender_marriages

    view = at_give(*HOPELESS[:4], rules=NO_CONTRACT_PHASE).view_for(DECLARER)
    assert likely_defender_marriages(view) == round((100 + 80 + 60) * 6 / 13)


# seat 1 holds four aces and the hearts; the talon brings the diamond marriage: far above 100
COLD = ("KS QS TS JS 9S KC QC", "AS AC AD AH KH QH TH", "TC JC 9C JD 9D JH 9H", "KD QD TD")


def test_without_a_contract_phase_the_give_weighs_only_the_bid():
    """With no contract phase the bid is the contract: the give judges its options by it (with
    one, by the contract it may raise to)."""
    player = make_player("strong", 3)
    assert isinstance(player.choose(at_give(*COLD, rules=NO_CONTRACT_PHASE).view_for(DECLARER)), Give)
    assert player.reason is not None and player.reason.amount == 100
    player = make_player("strong", 3)
    assert isinstance(player.choose(at_give(*COLD, rules=replace(PRESETS["classic"], redeal=False))
                                    .view_for(DECLARER)), Give)
    assert player.reason is not None and player.reason.amount is not None and player.reason.amount > 100
