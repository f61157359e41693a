"""The seats offered the late redeal (``redeal_when`` ``before_lead``) are worked out once per
position of the game: :class:`~thousand_qt.net.redeal_wait.RedealWait` answers every later
question at the same position from what it found, and its answers are those of the rule itself
(each person not to act, not yet answered, whose legal actions hold the redeal)."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from thousand_qt.engine import Game, Phase, RuleSet
from thousand_qt.engine.actions import Concede, Redeal
from thousand_qt.net.redeal_wait import RedealWait

LATE = RuleSet(redeal_when="before_lead", redeal_hand_below=15)


def expected(game: Game, answered: set[int], person: list[bool]) -> list[int]:
    """The seats the lead waits for, by the rule (docs/rules.md ``redeal_when``)."""
    if game.phase is not Phase.PLAY:
        return []
    return [seat for seat in range(game.n_players)
            if seat != game.to_act and seat not in answered and person[seat]
            and any(isinstance(a, Redeal) for a in game.legal_actions(seat))]


def offer_position(seed: int) -> tuple[Game, list[int]] | None:
    """A three-player game under :data:`LATE` at its first lead with a redeal offered (None when
    the deal reached from ``seed`` offers none), and the seats offered it."""
    rng = random.Random(seed)
    game = Game(LATE, 3, 0)
    game.start_deal(rng=rng)
    while game.phase is not Phase.PLAY:
        if game.phase is Phase.DEAL:
            return None
        game.apply(rng.choice([a for a in game.legal_actions() if not isinstance(a, (Concede, Redeal))]))
    offered = expected(game, set(), [True] * 3)
    return (game, offered) if offered else None


def first_offer() -> tuple[Game, list[int]]:
    return next(found for seed in range(200) if (found := offer_position(seed)) is not None)


def test_one_position_is_looked_at_once(monkeypatch: pytest.MonkeyPatch) -> None:
    game, offered = first_offer()
    asked: list[int | None] = []
    legal_actions = Game.legal_actions

    def counted(self: Game, seat: int | None = None) -> list[object]:
        asked.append(seat)
        return legal_actions(self, seat)

    monkeypatch.setattr(Game, "legal_actions", counted)
    wait = RedealWait()
    assert wait.waiting(game, lambda seat: True) == offered
    once = len(asked)
    assert once > 0
    for _ in range(3):                                  # the same position: nothing worked out again
        assert wait.waiting(game, lambda seat: True) == offered
    assert wait.waiting(game, lambda seat: seat != offered[0]) == offered[1:]
    wait.play_on(game, offered[0], offered)             # an answer changes who is waited for, not the offer
    assert wait.waiting(game, lambda seat: True) == offered[1:]
    assert len(asked) == once
    other = game.copy()                                 # another game at the same count is another position
    assert wait.waiting(other, lambda seat: True) == offered[1:]
    assert len(asked) > once


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10**6), data=st.data())
def test_the_answers_are_the_rules_at_every_step(seed: int, data: st.DataObject) -> None:
    rng = random.Random(seed)
    game = Game(LATE, 3, rng.randrange(3))
    wait, answered = RedealWait(), set()
    for _ in range(40):                                 # a deal's opening, and its redeal's when asked
        if game.phase is Phase.DEAL:
            game.start_deal(rng=rng)
            answered = set()
        person = data.draw(st.lists(st.booleans(), min_size=3, max_size=3))
        is_person = person.__getitem__
        waiting = wait.waiting(game, is_person)
        assert waiting == expected(game, answered, person)
        assert wait.waiting(game, is_person) == waiting
        if waiting and data.draw(st.booleans()):
            seat = data.draw(st.sampled_from(waiting))
            wait.play_on(game, seat, waiting)
            answered.add(seat)
            continue
        redeals = [Redeal(s) for s in range(3) if s not in answered and game.is_legal(Redeal(s))]
        legal = [a for a in game.legal_actions() if not isinstance(a, (Concede, Redeal))] + redeals
        if not legal or game.phase is Phase.GAME_OVER:
            break
        game.apply(rng.choice(legal))
