"""Hypothesis properties over random seeds and random legal play."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from thousand_qt.engine import DECK, PRESETS, Card, Game, Phase, RuleSet, parse_action
from thousand_qt.engine import actions as A
from thousand_qt.engine import events as ev
from thousand_qt.engine.cards import card_points

from .helpers import count_cards

SETTINGS = settings(max_examples=60,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])

seeds = st.integers(min_value=0, max_value=2**32 - 1)
presets = st.sampled_from(sorted(PRESETS))
player_counts = st.sampled_from([2, 3, 4])


def play_one_deal(game: Game, rng: random.Random, after_each=None, *, finish=False):
    """Random legal actions to the end of a deal (``finish``: no concession, no redeal)."""
    events = game.start_deal(rng=rng)
    while game.to_act is not None:
        legal = game.legal_actions()
        assert legal, "legal_actions is empty while someone is to act"
        if finish:
            legal = [a for a in legal if not isinstance(a, (A.Concede, A.Redeal))] or legal
        events += game.apply(rng.choice(legal))
        if after_each is not None:
            after_each(game)
    return events


@SETTINGS
@given(seed=seeds, n=player_counts, preset=presets)
def test_24_cards_are_conserved_at_every_step(seed, n, preset):
    rng = random.Random(seed)
    game = Game(rules=PRESETS[preset], n_players=n, first_dealer=rng.randrange(n))

    def check(g):
        if g.phase is not Phase.DEAL and g.phase is not Phase.GAME_OVER:
            assert count_cards(g) == 24
        else:
            d = g.deal
            assert len({c for h in d.dealt for c in h} | {c for t in d.talons for c in t}) == 24

    for _ in range(3):
        if game.finished:
            break
        game.start_deal(rng=rng)
        check(game)
        while game.to_act is not None:
            game.apply(rng.choice(game.legal_actions()))
            check(game)


@SETTINGS
@given(seed=seeds, n=st.sampled_from([3, 4]), preset=presets)
def test_tricks_of_a_played_deal_hold_120_card_points(seed, n, preset):
    rng = random.Random(seed)
    game = Game(rules=PRESETS[preset].with_changes(redeal=False, concede=False), n_players=n)
    events = play_one_deal(game, rng, finish=True)
    taken = [e for e in events if isinstance(e, ev.TrickTaken)]
    assert len(taken) == 8
    assert sum(t.points for t in taken) == 120
    assert sum(game.deal.won_points) == 120
    assert sum(card_points(c for _, c in t.cards) for t in taken) == 120
    # deal points = card points + declared marriages (the four-player dealer: the talon)
    result = game.results[-1]
    marriages = sum(v for _, _, v in result.marriages)
    active_points = sum(result.points[s] for s in game.deal.active)
    assert active_points == 120 + marriages


@SETTINGS
@given(seed=seeds)
def test_two_player_tricks_hold_120_minus_the_cards_out_of_play(seed):
    rng = random.Random(seed)
    game = Game(rules=RuleSet(concede=False), n_players=2)
    events = play_one_deal(game, rng, finish=True)
    d = game.deal
    taken = [e for e in events if isinstance(e, ev.TrickTaken)]
    assert len(taken) == 10
    out = card_points(d.talons[1 - d.talon_index]) + card_points(d.discarded)
    assert sum(t.points for t in taken) + out == 120


@settings(max_examples=200)
@given(card=st.sampled_from(DECK))
def test_card_text_round_trips(card):
    assert Card.parse(str(card)) is card
    assert Card.parse(card.text.lower()) is card


cards_st = st.sampled_from(DECK)
seat_st = st.integers(min_value=0, max_value=3)
amount_st = st.integers(min_value=0, max_value=500)
action_st = st.one_of(
    st.builds(A.Bid, seat_st, amount_st),
    st.builds(A.Pass, seat_st),
    st.builds(A.Blind, seat_st, amount_st),
    st.builds(A.Redeal, seat_st),
    st.builds(A.TakeTalon, seat_st, st.integers(0, 1)),
    st.builds(A.Give, seat_st, cards_st, cards_st),
    st.builds(A.Discard, seat_st, cards_st, cards_st),
    st.builds(A.Contract, seat_st, amount_st),
    st.builds(A.Concede, seat_st),
    st.builds(A.Play, seat_st, cards_st, st.sampled_from([None, A.MARRIAGE, A.ACES])),
)


@settings(max_examples=300)
@given(action=action_st)
def test_action_text_round_trips(action):
    text = str(action)
    assert parse_action(text) == action
    assert str(parse_action(text)) == text


@settings(SETTINGS, max_examples=30)
@given(seed=seeds, n=player_counts, preset=presets)
def test_legal_actions_never_empty_and_every_legal_action_applies(seed, n, preset):
    rng = random.Random(seed)
    game = Game(rules=PRESETS[preset].with_changes(blind_game=bool(seed % 2)), n_players=n)
    for _ in range(1):
        if game.finished:
            break
        game.start_deal(rng=rng)
        while game.to_act is not None:
            legal = game.legal_actions()
            assert legal
            assert len(set(legal)) == len(legal)
            assert all(a.seat == game.to_act or isinstance(a, A.Redeal) for a in legal)
            # every legal action (a sample of the many gives/discards) applies on a copy
            sample = legal if len(legal) <= 8 else rng.sample(legal, 8)
            for action in sample:
                assert game.is_legal(action) and game.is_legal(str(action))
                trial = game.copy()
                trial.apply(str(action))
            # an out-of-turn redeal, when offered, applies too
            for seat in range(n):
                if seat != game.to_act:
                    for action in game.legal_actions(seat):
                        assert isinstance(action, A.Redeal)
                        game.copy().apply(action)
            game.apply(rng.choice(legal))


@SETTINGS
@given(seed=seeds, n=player_counts)
def test_a_seat_view_shows_its_own_hand_and_no_other(seed, n):
    rng = random.Random(seed)
    game = Game(rules=RuleSet(blind_game=True), n_players=n)

    def check(g):
        d = g.deal
        for seat in range(n):
            view = g.view_for(seat)
            assert list(view.hand) == d.hands[seat]
            assert view.to_act == g.to_act
            if g.phase is not Phase.DEAL:
                if view.talon is not None:
                    assert d.talon_public or seat == d.declarer
                elif d.talon_taken and d.declarer is not None:
                    assert not d.talon_public and seat != d.declarer
                # what the seat cannot see is exactly the others' cards (and the hidden talon)
                # (a talon shown to this seat counts as seen, wherever the declarer put it)
                hidden = set(view.unseen_cards())
                shown = set(view.talon or ()) if seat != d.declarer else set()
                for other in range(n):
                    if other != seat:
                        known = {c for s, c in view.given if s == other} | shown
                        assert set(d.hands[other]) - known <= hidden
                assert not hidden & set(d.hands[seat])

    play_one_deal(game, rng, check)
