"""The open-hands solver against brute force, the deal sampler against the view, the arena CLI."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from thousand_qt.ai.knowledge import analyse
from thousand_qt.ai.levels import make_player
from thousand_qt.ai.sampling import OUT, sample_deal
from thousand_qt.ai.solver import Solver, mask_points, reaches_after, value_after
from thousand_qt.engine import DECK, PRESETS
from thousand_qt.engine.play import best_index, legal_cards
from thousand_qt.measure.ai import arena

from .helpers import random_prefix

MVALS = [40, 60, 80, 100]


def brute(hands, leader, trump, decl, won, needs, trick=(), overtake=False):
    """Plain minimax over Card objects with the engine's rules (no pruning, no table)."""
    n = len(hands)
    pos = (leader + len(trick)) % n
    if not any(hands):
        return 0
    hand = hands[pos]
    moves = [(c, None) for c in legal_cards(hand, [c for _, c in trick], trump, overtake)]
    if not trick and (not needs or won >> pos & 1):
        for c in hand:
            if c.rank in "KQ" and any(d.suit is c.suit and d.rank in "KQ" and d is not c for d in hand):
                moves.append((c, c.suit))
    vals = []
    for c, suit in moves:
        t, bonus = trump, 0
        if suit is not None:
            t = suit
            bonus = MVALS[["S", "C", "D", "H"].index(suit.value)] if pos == decl else 0
        new = [list(h) for h in hands]
        new[pos].remove(c)
        tr = list(trick) + [(pos, c)]
        if len(tr) == n:
            w = tr[best_index([x for _, x in tr], t)][0]
            gain = sum(x.points for _, x in tr) if w == decl else 0
            v = bonus + gain + brute(new, w, t, decl, won | (1 << w), needs, (), overtake)
        else:
            v = bonus + brute(new, leader, t, decl, won, needs, tr, overtake)
        vals.append(v)
    return max(vals) if pos == decl else min(vals)


@pytest.mark.parametrize("seed", range(12))
def test_solver_matches_brute_force(seed):
    rng = random.Random(seed)
    n = 2 + seed % 2
    size = 3 if n == 3 else 4
    cards = rng.sample(DECK, n * size)
    hands = [cards[i * size:(i + 1) * size] for i in range(n)]
    trump = rng.choice([None, DECK[0].suit, DECK[18].suit])
    needs = bool(seed % 3)
    won = rng.randrange(1 << n)
    want = brute(hands, 0, trump, 0, won, needs)
    masks = [sum(c.bit for c in h) for h in hands]
    t = -1 if trump is None else ["S", "C", "D", "H"].index(trump.value)
    solver = Solver(n, 0, MVALS, needs, False)
    assert solver.value(masks, 0, t, won) == want
    assert solver.reaches(masks, 0, t, won, want)
    assert not Solver(n, 0, MVALS, needs, False).reaches(masks, 0, t, won, want + 1)
    # the value after a first move agrees with the root
    first = hands[0][0]
    best_after = reaches_after(Solver(n, 0, MVALS, needs, False), masks, 0, t, won, [], first.index, -1, want)
    assert best_after == (brute([h if i else [c for c in h if c is not first] for i, h in enumerate(hands)],
                                0, trump, 0, won, needs, [(0, first)]) >= want)


@settings(max_examples=60)
@given(st.randoms(use_true_random=False), st.sampled_from([2, 3]), st.booleans(), st.booleans(),
       st.integers(0, 2), st.integers(0, 2))
def test_solver_matches_brute_force_for_any_declarer_and_rules(rng, n, needs, overtake, decl, played):
    """Any declarer, leader and rules (the Polish must-overtake too), a trick already begun:
    the search, its bounds and its move order never change the value."""
    decl %= n
    size = 3 if n == 3 else 4
    cards = rng.sample(DECK, n * size)
    hands = [cards[i * size:(i + 1) * size] for i in range(n)]
    trump = rng.choice([None, DECK[0].suit, DECK[18].suit])
    leader = rng.randrange(n)
    won = rng.randrange(1 << n)
    trick = []
    for k in range(min(played, n - 1)):   # the first cards of the trick, each a legal one
        pos = (leader + k) % n
        c = rng.choice(legal_cards(hands[pos], [x for _, x in trick], trump, overtake))
        hands[pos] = [x for x in hands[pos] if x is not c]
        trick.append((pos, c))
    want = brute(hands, leader, trump, decl, won, needs, trick, overtake)
    masks = [sum(c.bit for c in h) for h in hands]
    t = -1 if trump is None else ["S", "C", "D", "H"].index(trump.value)
    itrick = [(p, c.index) for p, c in trick]
    assert Solver(n, decl, MVALS, needs, overtake).value(masks, leader, t, won, itrick) == want
    assert Solver(n, decl, MVALS, needs, overtake).reaches(masks, leader, t, won, want, itrick)
    assert not Solver(n, decl, MVALS, needs, overtake).reaches(masks, leader, t, won, want + 1, itrick)
    # the value after each legal card (no marriage declared) is the best of them, as minimax says
    pos = (leader + len(trick)) % n
    after = [value_after(Solver(n, decl, MVALS, needs, overtake), masks, leader, t, won, itrick, c.index, -1)
             for c in legal_cards(hands[pos], [x for _, x in trick], trump, overtake)]
    if not trick and (not needs or won >> pos & 1) and any(
            c.rank == "K" and any(d.rank == "Q" and d.suit is c.suit for d in hands[pos]) for c in hands[pos]):
        return   # a marriage may be declared here: the plain cards need not hold the best value
    assert (max(after) if pos == decl else min(after)) == want


def test_mask_points_counts_the_card_points():
    assert mask_points(sum(c.bit for c in DECK)) == 120
    some = DECK[::5]
    assert mask_points(sum(c.bit for c in some)) == sum(c.points for c in some)


@pytest.mark.parametrize("n", [2, 3, 4])
def test_samples_are_consistent_with_the_view(n):
    drivers = [make_player("normal", i) for i in range(n)]
    checked = 0
    for seed in range(40):
        g = random_prefix(PRESETS["classic"], n, seed, drivers, stop_prob=0.05)
        if g is None:
            continue
        view = g.view_for(g.to_act)
        kn = analyse(view)
        deal = sample_deal(kn, random.Random(seed))
        assert deal is not None
        assert sorted(c.index for cards in deal.values() for c in cards) == sorted(c.index for c in kn.unseen)
        for s, cards in deal.items():
            if s == OUT:
                continue
            assert len(cards) == view.hand_sizes[s]
            assert all(kn.allowed(c, s) for c in cards if c not in kn.known)
        for c, s in kn.known.items():
            assert c in deal[s] or (c in kn.gift_pool and c in deal[kn.gift_to])
        # the real hands satisfy the inferences too
        for s in kn.sizes:
            assert all(kn.allowed(c, s) for c in g.deal.hands[s])
            wrong = [c for c, k in kn.known.items() if k == s and c not in g.deal.hands[s]]
            assert not wrong or (len(wrong) == 1 and wrong[0] in kn.gift_pool and wrong[0] in g.deal.hands[kn.gift_to])
        checked += 1
    assert checked >= 10


def test_arena_duplicate_and_games_smoke(capsys):
    assert arena.main(["--a", "normal", "--b", "easy", "--deals", "2", "--seed", "3"]) == 0
    out = capsys.readouterr().out
    assert "A - B per deal" in out and "p99" in out
    assert arena.main(["--a", "normal", "--b", "easy", "--games", "1", "--preset", "polish"]) == 0
    assert "wins" in capsys.readouterr().out


def test_solver_bench_is_a_fixed_workload():
    from thousand_qt.measure.ai.solver_bench import bench_solver

    a, b = bench_solver(deals=1), bench_solver(deals=1)
    assert a.positions == 6 and a.nodes > 0
    assert (a.nodes, a.checksum) == (b.nodes, b.checksum)   # the same search, only the time differs
