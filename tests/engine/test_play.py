"""docs/rules.md (play): the card play — leading, following, trumps, overtaking, marriages."""

import pytest

from thousand_qt.engine import IllegalActionError, Phase, Suit
from thousand_qt.engine.actions import Play
from thousand_qt.engine.play import best_index, legal_cards, marriage_suits

from .helpers import (
    D_AUCTION,
    D_GIVE,
    D_PLAY,
    SWEEP,
    SWEEP_GIVE,
    TM,
    TM_GIVE,
    TM_PLAY,
    D,
    cards,
    ev,
    new_game,
    of_type,
    run,
    texts,
    tricks,
)

H, D_, S, C = Suit.HEARTS, Suit.DIAMONDS, Suit.SPADES, Suit.CLUBS


def plays(game):
    return sorted(str(a) for a in game.legal_actions() if isinstance(a, Play))


def d_ready(**rule_changes):
    game = new_game(D, **rule_changes)
    run(game, D_AUCTION + "; " + D_GIVE + "; 1 contract 100")
    return game


def tm_ready(**rule_changes):
    game = new_game(TM, **rule_changes)
    run(game, D_AUCTION + "; " + TM_GIVE + "; 1 contract 200")
    return game


# ------------------------------------------------------------------------ legal_cards unit ---
def test_follow_suit_if_able():
    hand = cards("QS JS KC AH")
    assert texts(legal_cards(hand, cards("KS"), None)) == ["QS", "JS"]
    assert texts(legal_cards(hand, cards("KS"), H)) == ["QS", "JS"]      # following beats trumping


def test_otherwise_a_trump_if_able():
    hand = cards("KC AH 9H TD")
    assert texts(legal_cards(hand, cards("KS"), H)) == ["AH", "9H"]
    assert texts(legal_cards(hand, cards("KS QS"), H)) == ["AH", "9H"]


def test_otherwise_any_card():
    hand = cards("KC AH 9H TD")
    assert texts(legal_cards(hand, cards("KS"), None)) == ["KC", "AH", "9H", "TD"]   # no trump yet
    assert texts(legal_cards(hand, cards("KS"), S)) == ["KC", "AH", "9H", "TD"]      # no trump held


def test_leader_plays_anything():
    hand = cards("KC AH 9H TD")
    assert legal_cards(hand, [], H) == hand


def test_no_obligation_to_overtake_by_default():
    hand = cards("AS 9S")
    assert texts(legal_cards(hand, cards("KS"), None)) == ["AS", "9S"]
    hand = cards("AH 9H KC")
    assert texts(legal_cards(hand, cards("KS TH"), H)) == ["AH", "9H"]


def test_must_overtake_when_following():
    hand = cards("AS TS 9S")
    assert texts(legal_cards(hand, cards("KS"), None, True)) == ["AS", "TS"]
    assert texts(legal_cards(hand, cards("QS TS"), None, True)) == ["AS"]
    # cannot beat: any card of the suit
    assert texts(legal_cards(cards("QS 9S"), cards("KS"), None, True)) == ["QS", "9S"]
    # the trick is already trumped: following cannot beat it, any card of the suit
    assert texts(legal_cards(hand, cards("KS 9H"), H, True)) == ["AS", "TS", "9S"]


def test_must_overtake_when_trumping():
    hand = cards("TH JH KC")
    assert texts(legal_cards(hand, cards("AS 9H"), H, True)) == ["TH", "JH"]
    assert texts(legal_cards(hand, cards("AS QH"), H, True)) == ["TH"]
    assert texts(legal_cards(hand, cards("AS AH"), H, True)) == ["TH", "JH"]   # cannot beat
    assert texts(legal_cards(hand, cards("AS KS"), H, True)) == ["TH", "JH"]   # any trump beats


def test_trick_goes_to_highest_trump_else_highest_of_led_suit():
    assert best_index(cards("KS AC TS"), None) == 2
    assert best_index(cards("KS AC TS"), C) == 1
    assert best_index(cards("KS 9H AS"), H) == 1
    assert best_index(cards("KS 9H TH"), H) == 2
    assert best_index(cards("9S AH AD"), None) == 0        # off-suit cards never win
    assert best_index(cards("9D AH AS"), D_) == 0          # the led card may be the trump


def test_marriage_suits():
    assert marriage_suits(cards("KH QH KS 9S QC")) == [H]
    assert sorted(marriage_suits(cards("KH QH KS QS")), key=lambda s: s.value) == [H, S]


# ------------------------------------------------------------------------ in the game -----------
def test_declarer_leads_the_first_trick_and_no_trump_at_the_start():
    game = d_ready()
    assert game.phase is Phase.PLAY and game.to_act == 1 and game.deal.trump is None


def test_follow_suit_in_the_game():
    game = d_ready()
    game.apply("1 play KS")
    assert plays(game) == ["2 play JS", "2 play QS"]
    with pytest.raises(IllegalActionError, match="follow suit"):
        game.apply("2 play AC")
    game.apply("2 play QS")
    assert plays(game) == ["0 play 9S", "0 play AS"]


def test_must_trump_in_the_game_and_a_later_marriage_replaces_the_trump():
    game = tm_ready()
    events = tricks(game, "AS KS QS | KH* JH 9H")
    assert game.deal.trump is H
    assert of_type(events, ev.MarriageDeclared) == [ev.MarriageDeclared(1, H, 100)]
    events = tricks(game, "KD* JD 9D")
    assert game.deal.trump is D_
    assert of_type(events, ev.TrumpChanged) == [ev.TrumpChanged(D_)]
    game.apply("1 play AH")
    # seat 2 has no heart left: it must trump with a diamond (TD or AD)
    assert plays(game) == ["2 play AD", "2 play TD"]
    with pytest.raises(IllegalActionError, match="trump"):
        game.apply("2 play AC")
    events = tricks(game, "TD TH")
    assert of_type(events, ev.TrickTaken)[0].winner == 2   # the new trump beats the ace of hearts


def test_tm_deal_scores():
    game = tm_ready()
    tricks(game, TM_PLAY)
    r = game.results[-1]
    # seat 1: 18+6+6 = 30 card points + 100 + 80; seat 2: 31+16+14+12+17 = 90; seat 0 no trick
    assert r.points == (0, 210, 90)
    assert r.change == (0, 200, 90)
    assert r.bolts == (1, 0, 0)


def test_any_card_when_void_and_no_trump_held():
    game = tm_ready()
    tricks(game, "AS KS QS | KH* JH 9H | KD* JD 9D | AH TD TH")
    game.apply("2 play AD")
    # seat 0 has neither diamonds (the trump) nor... any card
    assert plays(game) == ["0 play JC", "0 play JS", "0 play QC", "0 play TS"]


def test_must_overtake_in_the_game():
    game = d_ready(must_overtake=True)
    game.apply("1 play TC")
    assert plays(game) == ["2 play AC"]                    # KC would not beat TC
    game.apply("2 play AC")
    assert plays(game) == ["0 play 9C", "0 play QC"]       # cannot beat AC: any club
    game = d_ready(must_overtake=True)
    game.apply("1 play KS")
    assert plays(game) == ["2 play JS", "2 play QS"]       # cannot beat KS
    game.apply("2 play QS")
    assert plays(game) == ["0 play AS"]                    # 9S would not beat KS
    game = d_ready()
    game.apply("1 play TC")
    assert plays(game) == ["2 play AC", "2 play KC"]


def test_trick_winner_leads_next():
    game = d_ready()
    tricks(game, "KS QS 9S | TC KC QC | AD TD 9D | KH* AH 9H")
    assert game.to_act == 2 and game.deal.leader == 2


def test_marriage_needs_a_trick_won_first():
    game = d_ready()
    assert "1 play KH marriage" not in plays(game) and "1 play KH" in plays(game)
    with pytest.raises(IllegalActionError, match="trick"):
        game.apply("1 play KH marriage")
    tricks(game, "KS QS 9S")
    assert {"1 play KH marriage", "1 play QH marriage"} <= set(plays(game))


def test_marriage_needs_trick_off_allows_the_first_lead():
    game = d_ready(marriage_needs_trick=False)
    assert "1 play QH marriage" in plays(game)
    events = game.apply("1 play QH marriage")
    assert of_type(events, ev.MarriageDeclared) == [ev.MarriageDeclared(1, H, 100)]
    assert game.deal.trump is H


def test_marriage_adds_its_value_and_trump_at_once():
    game = d_ready()
    tricks(game, D_PLAY)
    r = game.results[-1]
    assert r.points == (38, 145, 37)
    assert r.marriages == ((1, "H", 100),)


def test_leading_k_without_declaring_scores_nothing():
    game = d_ready()
    tricks(game, D_PLAY.replace("KH*", "KH"))
    r = game.results[-1]
    assert r.points == (38, 45, 37)
    assert game.deal.trump is None
    assert r.change == (40, -100, 35)


def test_no_marriage_after_its_partner_left_the_hand():
    game = tm_ready()
    tricks(game, "AS KS QS | KH* JH 9H")
    assert "1 play QH marriage" not in plays(game)
    assert "1 play QH" in plays(game)
    assert {"1 play KD marriage", "1 play QD marriage"} <= set(plays(game))
    with pytest.raises(IllegalActionError):
        game.apply("1 play QH marriage")


def test_a_marriage_is_declared_only_on_the_lead():
    game = tm_ready()
    tricks(game, "AS KS QS")
    with pytest.raises(IllegalActionError):
        game.apply("2 play KH marriage")


def test_edited_marriage_values():
    game = new_game(D, marriage_values={"H": 120})
    run(game, D_AUCTION + "; " + D_GIVE + "; 1 contract 165")
    events = tricks(game, D_PLAY)
    assert of_type(events, ev.MarriageDeclared) == [ev.MarriageDeclared(1, H, 120)]
    assert game.results[-1].points == (38, 165, 37)
    assert game.totals == (40, 165, 35)


@pytest.mark.parametrize("suit,value", [("H", 100), ("D", 80), ("C", 60), ("S", 40)])
def test_default_marriage_values(suit, value):
    from thousand_qt.engine import RuleSet
    assert RuleSet().marriage_values.of(Suit(suit)) == value


SWEEP_ACES = ("TS JS 9S | AS! KS QS | AC QC KC | TC 9C JC | AD KD QD | TD JD 9D | "
              "AH QH KH | TH 9H JH")


def test_ace_marriage_adds_200_and_keeps_the_trump():
    game = new_game(SWEEP, ace_marriage=True)
    run(game, D_AUCTION + "; " + SWEEP_GIVE)
    contracts = [a.amount for a in game.legal_actions() if type(a).__name__ == "Contract"]
    assert contracts[-1] == 300                      # 120 + 200 = 320, capped at max_bid
    game.apply("1 contract 300")
    events = tricks(game, "TS JS 9S")
    assert {"1 play AS aces", "1 play AH aces"} <= set(plays(game))
    events = tricks(game, "AS! KS QS")
    assert of_type(events, ev.MarriageDeclared) == [ev.MarriageDeclared(1, None, 200)]
    assert of_type(events, ev.TrumpChanged) == []
    assert game.deal.trump is None
    assert not any(getattr(a, "declare", None) == "aces" for a in game.legal_actions())  # once
    tricks(game, SWEEP_ACES.split("|", 2)[2])
    r = game.results[-1]
    assert r.points == (0, 320, 0) and r.change == (0, 300, 0)


def test_ace_marriage_off_by_default():
    game = new_game(SWEEP)
    run(game, D_AUCTION + "; " + SWEEP_GIVE + "; 1 contract 120")
    tricks(game, "TS JS 9S")
    assert not any(getattr(a, "declare", None) == "aces" for a in game.legal_actions())
    with pytest.raises(IllegalActionError):
        game.apply("1 play AS aces")


def test_ace_marriage_needs_a_trick_unless_marriage_needs_trick_off():
    game = new_game(SWEEP, ace_marriage=True)
    run(game, D_AUCTION + "; " + SWEEP_GIVE + "; 1 contract 120")
    assert "1 play AS aces" not in plays(game)
    game = new_game(SWEEP, ace_marriage=True, marriage_needs_trick=False)
    run(game, D_AUCTION + "; " + SWEEP_GIVE + "; 1 contract 120")
    assert "1 play AS aces" in plays(game)


def test_eight_tricks_then_the_deal_is_scored():
    game = d_ready()
    events = tricks(game, D_PLAY)
    assert len(of_type(events, ev.TrickTaken)) == 8
    assert [t.points for t in of_type(events, ev.TrickTaken)] == [7, 17, 21, 15, 13, 9, 15, 23]
    assert [t.winner for t in of_type(events, ev.TrickTaken)] == [1, 1, 1, 2, 2, 2, 0, 0]
    assert len(of_type(events, ev.DealScored)) == 1
    assert game.phase is Phase.DEAL
