"""docs/rules.md (more house rules): win_at, the redeal limits, concede_on_barrel, the minus thresholds."""

import pytest

from thousand_qt.engine import IllegalActionError, Phase, RuleError, RuleSet
from thousand_qt.engine.actions import Concede, Pass, Redeal
from thousand_qt.engine.reasons import ReasonCode

from .helpers import D_AUCTION, D_GIVE, D, Deal, cards, ev, new_game, of_type, run


def deal_with(hands: dict[int, str], talon: str | None = None, n: int = 3) -> Deal:
    """A three-player deal: the given hands (and talon), the rest filled from the pack's order."""
    from thousand_qt.engine import DECK
    fixed = [c for h in hands.values() for c in cards(h)] + (cards(talon) if talon else [])
    rest = [c for c in DECK if c not in fixed]
    out = []
    for s in range(n):
        if s in hands:
            out.append(hands[s])
        else:
            out.append(" ".join(c.text for c in rest[:7]))
            rest = rest[7:]
    return Deal(out, talon if talon else " ".join(c.text for c in rest[:3]))


def may_redeal(deal: Deal, seat: int, **rule_changes) -> bool:
    game = new_game(deal, **rule_changes)
    return Redeal(seat) in game.legal_actions(seat)


# -------------------------------------------------------------------------- win_at -------
def test_win_at_1000_by_default_and_1001_allowed():
    assert RuleSet().win_at == 1000
    assert RuleSet(win_at=1001).win_at == 1001
    with pytest.raises(RuleError, match="win_at"):
        RuleSet(win_at=900)


@pytest.mark.parametrize("win_at, over", [(1000, True), (1001, False)])
def test_a_total_of_exactly_1000_wins_only_with_win_at_1000(win_at, over):
    game = new_game(None, win_at=win_at, minus_thousand_ends=False)
    board = game.board
    board.totals = [1000, 40, 35]
    events: list = []
    board._end_step(events)
    assert board.finished is over
    assert board.winner == (0 if over else None)


# -------------------------------------------------------------------------- the hand redeal -------
HAND_14 = "JS JC JD KS KC 9S 9C"      # 2+2+2+4+4 = 14 points, two nines
HAND_13 = "JS JC JD QS KS 9S 9C"      # 2+2+2+3+4 = 13 points


@pytest.mark.parametrize("hand, below, allowed", [
    (HAND_14, 14, False), (HAND_14, 15, True), (HAND_13, 14, True), (HAND_13, 13, False)])
def test_redeal_hand_below_sets_the_points_limit(hand, below, allowed):
    assert card_sum(hand) in (13, 14)
    assert may_redeal(deal_with({1: hand}), 1, redeal_hand_below=below) is allowed


def card_sum(hand: str) -> int:
    return sum(c.points for c in cards(hand))


THREE_NINES = "9S 9C 9D AS TS KS QS"  # 28 points


@pytest.mark.parametrize("nines, allowed", [(4, False), (3, True)])
def test_redeal_nines_three_nines_allow_a_redeal(nines, allowed):
    assert may_redeal(deal_with({2: THREE_NINES}), 2, redeal_nines=nines) is allowed


def test_four_nines_allow_a_redeal_under_either_setting():
    hand = "9S 9C 9D 9H AS TS KS"
    assert may_redeal(deal_with({2: hand}), 2)
    assert may_redeal(deal_with({2: hand}), 2, redeal_nines=3)


FOUR_JACKS = "JS JC JD JH AS TS KH"   # 8 + 25 = 33 points, no nine


@pytest.mark.parametrize("jacks, allowed", [(False, False), (True, True)])
def test_redeal_jacks_four_jacks_in_the_hand(jacks, allowed):
    assert may_redeal(deal_with({0: FOUR_JACKS}), 0, redeal_jacks=jacks) is allowed


@pytest.mark.parametrize("jacks, allowed", [(False, False), (True, True)])
def test_redeal_jacks_three_jacks_in_the_talon(jacks, allowed):
    deal = deal_with({1: "AS TS AC TC AD TD AH"}, talon="JS JC JD")   # talon 6 points, no nine
    game = new_game(deal, redeal_jacks=jacks)
    run(game, "2 pass; 0 pass")
    assert game.phase is Phase.GIVE
    assert (Redeal(1) in game.legal_actions()) is allowed


def test_no_redeal_for_two_jacks_in_the_talon_or_three_in_the_hand():
    hand = "JS JC JD AS TS AC TC"
    assert not may_redeal(deal_with({0: hand}), 0, redeal_jacks=True)
    deal = deal_with({1: "AS TS AC TC AD TD AH"}, talon="JS JC KD")
    game = new_game(deal, redeal_jacks=True)
    run(game, "2 pass; 0 pass")
    assert Redeal(1) not in game.legal_actions()


def test_a_refused_redeal_says_the_cards_give_no_right():
    game = new_game(deal_with({0: FOUR_JACKS}))
    with pytest.raises(IllegalActionError) as err:
        game.apply("0 redeal")
    assert err.value.reason.code is ReasonCode.REDEAL_NO_RIGHT


# -------------------------------------------------------------------------- concede_on_barrel -------
def barrel_game(**rule_changes):
    game = new_game(None, **rule_changes)
    game.board.totals = [0, 0, 880]
    game.board.barrel = 2
    D.start(game)
    run(game, f"{D_AUCTION}; {D_GIVE}")
    return game


def test_concede_on_barrel_sitter_others_still_concede():
    game = barrel_game()
    assert Concede(1) in game.legal_actions()


def test_concede_on_barrel_nobody_while_a_player_sits_on_it():
    game = barrel_game(concede_on_barrel="nobody")
    assert Concede(1) not in game.legal_actions()
    reason = game.why_illegal("1 concede")
    assert reason is not None and reason.code is ReasonCode.CONCEDE_WHILE_BARREL
    with pytest.raises(IllegalActionError, match="barrel"):
        game.apply("1 concede")


def test_concede_on_barrel_nobody_allows_concessions_with_nobody_on_the_barrel():
    game = new_game(D, concede_on_barrel="nobody")
    run(game, f"{D_AUCTION}; {D_GIVE}")
    assert Concede(1) in game.legal_actions()


# -------------------------------------------------------------------------- minus thresholds -------
@pytest.mark.parametrize("threshold, total, automatic", [
    (-120, -125, True), (-120, -120, False), (-100, -125, True), (-200, -125, False),
    (-1000, -1005, True), (-1000, -995, False)])
def test_minus_thresholds_minus_120_and_minus_1000(threshold, total, automatic):
    game = new_game(None, minus_bid_threshold=threshold, minus_thousand_ends=False)
    game.board.totals = [0, 0, total]
    events = D.start(game)
    passes = of_type(events, ev.Passed)
    assert (passes == [ev.Passed(2, automatic=True)]) is automatic
    assert (Pass(2) in game.legal_actions()) is not automatic


def test_minus_threshold_values_are_checked():
    for ok in (None, 0, -100, -120, -200, -300, -1000):
        assert RuleSet(minus_bid_threshold=ok).minus_bid_threshold == ok
    with pytest.raises(RuleError, match="-120"):
        RuleSet(minus_bid_threshold=-150)
