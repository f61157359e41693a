"""RULES.md §14: marriage_trump (keep the trump on a later marriage) and marriage_moment (declare a
marriage before any card of a seat that has won a trick, also when following).

TM (helpers): seat 1 declares hearts in trick 2, then diamonds in trick 3. With ``keep`` on the
diamonds the trump stays hearts; the tricks then go (cards in playing order from the leader):
  1: AS KS QS  -> 1 (18)          5: QD AD JS -> 2 (16)
  2: KH* JH 9H -> 1 (6, +100)     6: AC QC 9C -> 2 (14)
  3: KD*k JD 9D -> 1 (6, +80)     7: TC JC QH -> 1 (15: seat 1, void in clubs, must trump)
  4: AH TD TH  -> 1 (31)          8: 9S KC TS -> 0 (14)
Seat 1: 76 + 180 = 256 (contract 100: +100); seat 2: 30; seat 0: 14 → 15.

FOLLOW (dealer 0; seat 1 on the hundred takes the talon TS 9S 9H at 100 and gives 9C to seat 2,
9H to seat 0). Hands at the first lead:
  seat 1: AD KS KH QH TD KD TS 9S    seat 2: AS QS AC TC KC QC JC 9C    seat 0: AH TH JH 9H QD JD 9D JS
  1: AD 9C 9D  -> 1 (11)           5: TD TC JD -> 1 (22)
  2: KS AS JS  -> 2 (17)           6: KD KC JH -> 0 (10: seat 0, void in diamonds, trumps)
  3: AC QD [1 marriage H] QH -> 1 (17 +100: the new trump takes the trick under way)
  4: KH JC 9H  -> 1 (6)            7: AH 9S QC -> 0 (14)
                                   8: TH TS QS -> 0 (23)
Seat 1: 56 + 100 = 156 (contract 100: +100); seat 2: 17 → 15; seat 0: 47 → 45.
"""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from thousand_qt.engine import Game, IllegalActionError, Phase, RuleError, RuleSet
from thousand_qt.engine.actions import DeclareMarriage, Play, parse_action
from thousand_qt.engine.cards import Suit
from thousand_qt.engine.deal import DealState
from thousand_qt.engine.outcome import sweep_bonus
from thousand_qt.engine.reasons import ReasonCode
from thousand_qt.engine.trick import declare_before_card, play_actions

from .helpers import FOLLOW_POSITION, TM, TM_GIVE, Deal, cards, ev, new_game, of_type, run, tricks

FOLLOW = Deal(FOLLOW_POSITION[0], FOLLOW_POSITION[1])      # seat 1: hearts marriage; seat 2: every club but 9
FOLLOW_START = FOLLOW_POSITION[2][:4]


def tm_game(**rules):
    game = new_game(TM, **rules)
    run(game, "2 pass; 0 pass; " + TM_GIVE + "; 1 contract 100")
    return game


def follow_game(**rules):
    game = new_game(FOLLOW, marriage_moment="any_turn", **rules)
    run(game, FOLLOW_START)
    tricks(game, "AD 9C 9D | KS AS JS | AC QD")
    return game


def reason(game, text):
    why = game.why_illegal(text)
    assert why is not None, f"{text} should be refused"
    return why.code


# ------------------------------------------------------------------------- the keys --------
@pytest.mark.parametrize(("key", "bad"), [("marriage_trump", "never"), ("marriage_trump", True),
                                           ("marriage_moment", "follow"), ("marriage_moment", 1)])
def test_a_bad_value_is_refused(key, bad):
    with pytest.raises(RuleError, match=key):
        RuleSet.from_dict({key: bad})


def test_the_defaults_are_today_s_game():
    assert RuleSet().marriage_trump == "always" and RuleSet().marriage_moment == "lead"


# ------------------------------------------------------------------ marriage_trump ---------
def test_choose_offers_keeping_the_trump_only_once_a_trump_exists():
    game = tm_game(marriage_trump="choose")
    tricks(game, "AS KS QS")
    declare = {str(a) for a in game.legal_actions() if isinstance(a, Play) and a.declare}
    assert declare == {"1 play KH marriage", "1 play QH marriage", "1 play KD marriage",
                       "1 play QD marriage"}                         # the first marriage: no trump yet
    assert reason(game, "1 play KH marriage keep") is ReasonCode.KEEP_TRUMP_NONE
    tricks(game, "KH* JH 9H")
    declare = {str(a) for a in game.legal_actions() if isinstance(a, Play) and a.declare}
    assert declare == {"1 play KD marriage", "1 play QD marriage", "1 play KD marriage keep",
                       "1 play QD marriage keep"}


def test_keep_is_refused_under_always():
    game = tm_game()
    tricks(game, "AS KS QS | KH* JH 9H")
    assert reason(game, "1 play KD marriage keep") is ReasonCode.KEEP_TRUMP_OFF
    with pytest.raises(IllegalActionError):
        game.apply("1 play KD marriage keep")


def test_a_kept_marriage_scores_and_the_trump_stays():
    game = tm_game(marriage_trump="choose")
    tricks(game, "AS KS QS | KH* JH 9H")
    events = run(game, "1 play KD marriage keep")
    assert of_type(events, ev.MarriageDeclared) == [ev.MarriageDeclared(1, Suit.DIAMONDS, 80, kept=True)]
    assert not of_type(events, ev.TrumpChanged)
    assert game.running_deal.trump is Suit.HEARTS
    assert all(game.view_for(s).kept_marriages == (Suit.DIAMONDS,) for s in range(3))    # public
    tricks(game, "JD 9D | AH TD TH | QD AD JS | AC QC 9C | TC JC QH | 9S KC TS")
    result = game.results[-1]
    assert result.points == (14, 256, 30) and result.change == (15, 100, 30)


def test_a_kept_marriage_counts_as_declared_for_trump_lead():
    d = DealState(dealer=0, active=(1, 2, 0), hundred=1, dealt=((), (), ()), talons=((),))
    d.hands = [[], cards("AH KD QD 9S"), []]
    d.tricks_won = [0, 1, 0]
    d.trump, d.leader = Suit.HEARTS, 1
    d.marriages = [(2, Suit.HEARTS, 100)]
    rules = RuleSet(trump_lead="declarer_only", marriage_trump="choose")
    assert "1 play AH" not in {str(a) for a in play_actions(d, rules, 1)}
    d.marriages.append((1, Suit.DIAMONDS, 80))      # kept: hearts are still trump
    assert "1 play AH" in {str(a) for a in play_actions(d, rules, 1)}


def test_a_kept_marriage_counts_as_declared_for_the_two_player_sweep():
    talons = (tuple(cards("AH TH")), tuple(cards("KH QH")))
    d = DealState(dealer=0, active=(1, 0), hundred=1, dealt=((), ()), talons=talons)
    d.declarer, d.contract, d.talon_index = 1, 120, 0
    d.discarded = tuple(cards("JH 9H"))
    d.tricks_won = [0, 10]
    d.tricks = [(1, (), 1, None)] * 10
    assert sweep_bonus(d, 2, RuleSet()) > 0
    d.marriages = [(1, Suit.DIAMONDS, 80)]          # a kept marriage is a marriage declared
    assert sweep_bonus(d, 2, RuleSet()) == 0


# ---------------------------------------------------------------- marriage_moment ----------
def test_a_marriage_declared_while_following_takes_the_trick_under_way():
    game = follow_game()
    assert game.to_act == 1 and game.running_deal.trick
    assert "1 marriage H" in {str(a) for a in game.legal_actions()}
    events = run(game, "1 marriage H")
    assert of_type(events, ev.MarriageDeclared) == [ev.MarriageDeclared(1, Suit.HEARTS, 100)]
    assert of_type(events, ev.TrumpChanged) == [ev.TrumpChanged(Suit.HEARTS)]
    # void in clubs, seat 1 must now play a trump; no second declaration this turn
    assert {str(a) for a in game.legal_actions()} == {"1 play KH", "1 play QH"}
    events = run(game, "1 play QH")
    assert of_type(events, ev.TrickTaken)[0].winner == 1
    tricks(game, "KH JC 9H | TD TC JD | KD KC JH | AH 9S QC | TH TS QS")
    result = game.results[-1]
    assert result.points == (47, 156, 17) and result.change == (45, 100, 15)


def test_the_cards_played_before_the_declaration_count_under_the_new_trump():
    # seat 0 played QD; had it been a heart, the new trump would count for it too
    game = new_game(FOLLOW, marriage_moment="any_turn")
    run(game, FOLLOW_START)
    tricks(game, "AD 9C 9D | KS AS JS | AC AH")     # seat 0, void in clubs, throws AH (no trump yet)
    run(game, "1 marriage H; 1 play QH")
    assert game.running_deal.tricks[-1][2] == 0      # AH, a trump now, beats QH
    assert game.running_deal.trump is Suit.HEARTS


def test_without_any_turn_a_follower_may_not_declare():
    game = new_game(FOLLOW)
    run(game, FOLLOW_START)
    tricks(game, "AD 9C 9D | KS AS JS | AC QD")
    assert not any(isinstance(a, DeclareMarriage) for a in game.legal_actions())
    assert reason(game, "1 marriage H") is ReasonCode.MARRIAGE_ANY_TURN_OFF


def test_any_turn_needs_a_trick_won_whatever_marriage_needs_trick_says():
    game = new_game(FOLLOW, marriage_moment="any_turn", marriage_needs_trick=False)
    run(game, FOLLOW_START)
    assert game.to_act == 1
    assert "1 play KH marriage" in {str(a) for a in game.legal_actions()}   # the lead: as §5 says
    assert reason(game, "1 marriage H") is ReasonCode.MARRIAGE_NEEDS_TRICK


def test_one_declaration_a_turn_and_each_marriage_once_a_deal():
    game = new_game(FOLLOW, marriage_moment="any_turn", ace_marriage=True)
    run(game, FOLLOW_START)
    tricks(game, "AD 9C 9D")
    run(game, "1 marriage H")                         # on the lead, before a card that is not K or Q
    assert reason(game, "1 marriage H") is ReasonCode.MARRIAGE_ONE_PER_TURN
    assert reason(game, "1 play KH marriage") is ReasonCode.MARRIAGE_ONE_PER_TURN
    assert not any(isinstance(a, DeclareMarriage) or (isinstance(a, Play) and a.declare)
                   for a in game.legal_actions())
    tricks(game, "TD TC JD")                          # seat 1 wins and leads again, K+Q of hearts still held
    assert reason(game, "1 marriage H") is ReasonCode.MARRIAGE_DECLARED
    assert reason(game, "1 play KH marriage") is ReasonCode.MARRIAGE_DECLARED
    assert "1 play KH" in {str(a) for a in game.legal_actions()}
    assert game.results == [] and sum(v for _, _, v in game.running_deal.marriages) == 100


def test_a_declaration_refused_names_the_missing_pair():
    game = follow_game()
    assert reason(game, "1 marriage D") is ReasonCode.MARRIAGE_NOT_HELD
    assert reason(game, "2 marriage H") is ReasonCode.NOT_YOUR_TURN


def test_the_ace_marriage_stays_a_lead():
    with pytest.raises(ValueError):
        parse_action("1 marriage A")
    game = follow_game(ace_marriage=True)
    assert reason(game, "1 play QH aces") is ReasonCode.MARRIAGE_ON_LEAD


def test_the_lead_after_a_declaration_is_checked_against_trump_lead_with_the_new_trump():
    def lead_after(keep):
        d = DealState(dealer=0, active=(1, 2, 0), hundred=1, dealt=((), (), ()), talons=((),))
        d.hands = [[], cards("AH KD QD 9S"), []]
        d.tricks_won = [0, 1, 0]
        d.trump, d.leader = Suit.HEARTS, 1
        d.marriages = [(2, Suit.HEARTS, 100)]
        before = {str(a) for a in play_actions(d, rules, 1)}
        declare_before_card(d, rules, DeclareMarriage(1, Suit.DIAMONDS, keep))
        return before, d.trump, {str(a) for a in play_actions(d, rules, 1)}

    rules = RuleSet(trump_lead="declarer_only", marriage_moment="any_turn", marriage_trump="choose")
    before, trump, after = lead_after(False)
    assert "1 play AH" not in before                 # a trump, barred before the declaration
    assert {"1 marriage D", "1 marriage D keep"} <= before
    assert trump is Suit.DIAMONDS and after == {"1 play AH", "1 play KD", "1 play QD", "1 play 9S"}
    _, trump, after = lead_after(True)               # hearts stay trump, and seat 1 declared
    assert trump is Suit.HEARTS and after == {"1 play AH", "1 play KD", "1 play QD", "1 play 9S"}


def test_a_declaration_while_following_may_keep_the_trump():
    game = new_game(FOLLOW, marriage_moment="any_turn", marriage_trump="choose")
    run(game, FOLLOW_START)
    tricks(game, "AD 9C 9D | KS AS JS | AC QD")
    assert reason(game, "1 marriage H keep") is ReasonCode.KEEP_TRUMP_NONE      # no trump yet
    run(game, "1 marriage H")
    assert game.running_deal.trump is Suit.HEARTS


def test_the_stock_game_ignores_both_keys():
    from thousand_qt.engine import Game
    game = Game(RuleSet(two_player_game="stock", marriage_moment="any_turn", marriage_trump="choose"), 2)
    plain = Game(RuleSet(two_player_game="stock"), 2)
    for g in (game, plain):
        g.start_deal(seed=5)
    for _ in range(24):
        if game.to_act is None:
            break
        assert game.legal_actions() == plain.legal_actions()
        action = game.legal_actions()[-1]
        game.apply(action)
        plain.apply(action)
    assert game.totals == plain.totals


@settings(max_examples=60, deadline=None)
@given(trump=st.sampled_from(["always", "choose"]), moment=st.sampled_from(["lead", "any_turn"]),
       n=st.sampled_from([2, 3, 4]), seed=st.integers(0, 10**6))
def test_random_deals_declare_each_marriage_once_and_one_a_turn(trump, moment, n, seed):
    rng = random.Random(seed)
    game = Game(RuleSet(marriage_trump=trump, marriage_moment=moment, ace_marriage=seed % 2 == 0), n)
    game.start_deal(rng=rng)
    last = None
    while game.phase not in (Phase.DEAL, Phase.GAME_OVER):
        legal = game.legal_actions()
        marriages = [a for a in legal if isinstance(a, DeclareMarriage) or (isinstance(a, Play) and a.declare)]
        action = rng.choice(marriages if marriages and rng.random() < 0.7 else legal)
        if isinstance(last, DeclareMarriage):
            assert isinstance(action, Play) and action.seat == last.seat and not action.declare
        trump_before = game.running_deal.trump if game.deal else None
        events = game.apply(action)
        if getattr(action, "keep", False):
            assert trump_before is not None and game.running_deal.trump is trump_before
        assert moment == "any_turn" or not isinstance(action, DeclareMarriage)
        assert not any(isinstance(e, ev.MarriageDeclared) and e.kept for e in events) or trump == "choose"
        last = action
    suits = [suit for _, suit, _ in game.deal.marriages if suit is not None]
    assert len(suits) == len(set(suits))
    result = game.results[-1]
    if not (result.redeal or result.conceded):
        assert sum(game.deal.won_points) == 120 or n != 3
