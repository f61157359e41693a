"""Actions check the types of their fields (the text round-trip is in test_properties)."""

from __future__ import annotations

import pytest

from thousand_qt.engine import (
    DECK,
    ActionSyntaxError,
    Bid,
    Blind,
    Concede,
    Contract,
    Discard,
    Give,
    Pass,
    Play,
    Redeal,
    TakeTalon,
    parse_action,
)

CARD = DECK[0]


@pytest.mark.parametrize("make", [
    lambda: Bid(2, 105.0), lambda: Bid(2.0, 105), lambda: Bid(True, 105), lambda: Bid(0, False),
    lambda: Pass(0.0), lambda: Pass("0"), lambda: Pass(None), lambda: Blind(1, "120"),
    lambda: Redeal(1.5), lambda: TakeTalon(0, 1.0), lambda: Contract(0, 120.0), lambda: Concede(False),
    lambda: Give(0, "AS", CARD), lambda: Give(0, CARD, None), lambda: Discard(0, CARD, 7),
    lambda: Play(0, "AS"), lambda: Play(0.0, CARD), lambda: Play(0, CARD, 1),
])
def test_a_field_of_the_wrong_type_is_refused_at_construction(make) -> None:
    with pytest.raises(TypeError, match="must be"):
        make()


@pytest.mark.parametrize("make", [
    lambda: Pass(-1), lambda: Pass(4), lambda: Bid(0, -5), lambda: Bid(0, 10**5000),
    lambda: TakeTalon(0, 2), lambda: Play(0, CARD, "trumps"),
])
def test_a_value_out_of_range_is_refused_at_construction(make) -> None:
    with pytest.raises(ValueError, match="must"):
        make()


def test_a_float_bid_never_reaches_the_record() -> None:
    from thousand_qt.engine import Game

    game = Game()
    game.start_deal(seed=1)
    with pytest.raises(TypeError):
        game.apply(Bid(game.to_act, 105.0))
    assert game.deal_records[-1].actions == ()


@pytest.mark.parametrize("text", ["0 bid 1_05", "0 bid +105", "٠ pass", "0 bid ١٠٥", "0 talon 2",
                                  "9 pass", "-1 pass", "0 bid " + "9" * 5000])
def test_odd_numbers_in_action_text_are_syntax_errors(text: str) -> None:
    with pytest.raises(ActionSyntaxError):
        parse_action(text)
