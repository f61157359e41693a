"""The hint's reason in words, in English and Russian."""

from __future__ import annotations

import pytest

from thousand_qt.ai import Reason, ReasonKind
from thousand_qt.model.hint_reasons import hint_reason_text


def test_every_kind_has_a_sentence_with_its_numbers():
    full = {"made_in": 19, "samples": 24, "amount": 120, "expected": 35.4}
    for kind in ReasonKind:
        text = hint_reason_text(Reason(kind, **full))
        assert text, kind
    assert "19" in hint_reason_text(Reason(ReasonKind.PLAY_MAKES, made_in=19, samples=24))
    assert "24" in hint_reason_text(Reason(ReasonKind.PASS, made_in=3, samples=24, amount=125))
    assert "+35" in hint_reason_text(Reason(ReasonKind.GIVE, expected=35.4))


def test_no_reason_or_missing_numbers_say_nothing():
    assert hint_reason_text(None) == ""
    assert hint_reason_text(Reason(ReasonKind.PLAY_MAKES)) == ""


@pytest.mark.parametrize("language", ["ru"])
def test_the_reason_is_translated(qapp, language):
    from thousand_qt.model import i18n

    i18n.install_language(qapp, language)
    try:
        text = hint_reason_text(Reason(ReasonKind.PLAY_MAKES, made_in=19, samples=24))
        assert "19" in text and "24" in text and "sampled" not in text
    finally:
        i18n.install_language(qapp, "en")


def _play_view(trick, trump=None, seat=0, declarer=0, active=(0, 1, 2)):
    """A SeatView in the play with ``trick`` ((seat, card text) pairs) on the table."""
    from dataclasses import replace

    from thousand_qt.engine import Phase, RuleSet
    from thousand_qt.engine.actions import Play
    from thousand_qt.engine.cards import Card, Suit
    from thousand_qt.engine.state import Game

    game = Game(RuleSet(), 3, 0)
    game.start_deal(seed=1)
    hand = (Card.parse("AS"), Card.parse("9S"), Card.parse("KH"))
    return replace(game.view_for(seat), phase=Phase.PLAY, trick=tuple((s, Card.parse(c)) for s, c in trick),
                   trump=Suit(trump) if trump else None, seat=seat, declarer=declarer, active=active, hand=hand,
                   legal_actions=tuple(Play(seat, c) for c in hand[:2]))


def test_a_card_that_takes_the_trick_says_so_with_its_points():
    from thousand_qt.engine.actions import Play
    from thousand_qt.engine.cards import Card

    view = _play_view([(1, "KS"), (2, "TS")])          # K 4 + 10 10 + A 11 = 25 points
    text = hint_reason_text(Reason(ReasonKind.PLAY_MAKES, made_in=24, samples=24), view, Play(0, Card.parse("AS")))
    assert text.startswith("it takes the trick and its 25 points")
    assert "however the other cards lie" in text and "sampled" not in text


def test_a_lost_trick_gives_away_the_fewest_points():
    from thousand_qt.engine.actions import Play
    from thousand_qt.engine.cards import Card

    view = _play_view([(1, "AH"), (2, "QH")], trump="H", declarer=1)     # the declarer's ace takes it
    text = hint_reason_text(Reason(ReasonKind.PLAY_BREAKS, made_in=0, samples=24), view, Play(0, Card.parse("9S")))
    assert text.startswith("the trick is lost: it gives away as few points as possible")
    assert "fails however the other cards lie (24 of 24 deals tried)" in text


def test_a_card_for_the_partners_trick_adds_its_points():
    from thousand_qt.engine.actions import Play
    from thousand_qt.engine.cards import Card

    view = _play_view([(1, "9H"), (2, "AH")], trump="H", declarer=1)     # the other defender's ace
    text = hint_reason_text(None, view, Play(0, Card.parse("AS")))
    assert text == "the trick goes to your side: it adds 11 points to it"


def test_the_only_card_says_only_that():
    from thousand_qt.engine.actions import Play
    from thousand_qt.engine.cards import Card

    view = _play_view([(1, "AH"), (2, "QH")], trump="H", declarer=1)
    assert hint_reason_text(Reason(ReasonKind.ONLY), view, Play(0, Card.parse("9S"))) == "it is the only possible move"


def test_a_redeal_hint_names_the_condition_that_allows_it():
    """Advising a redeal "by the usual rules of thumb" said nothing (four players, the issue):
    the hint names what in the hand gives the right to it, here four nines."""
    from thousand_qt.ai.reason import RULE
    from thousand_qt.engine import Game
    from thousand_qt.engine.actions import Redeal
    from thousand_qt.engine.cards import parse_cards
    from thousand_qt.engine.rules import RuleSet

    game = Game(RuleSet(), 3, 0)
    hands = ["9S 9C 9D 9H AS AC AD", "TS KS QS JS TC KC QC", "JC TD KD QD JD AH TH"]
    game.start_deal([parse_cards(h.split()) for h in hands], [parse_cards(["KH", "QH", "JH"])])
    view = game.view_for(0)
    assert Redeal(0) in view.legal_actions
    text = hint_reason_text(RULE, view, Redeal(0))
    assert text == "a weak hand: four nines; a redeal costs nothing", text
