"""The open-hands solver under ``marriage_moment`` ``any_turn``: a seat that has won a trick may
declare a marriage before any card of its turn, following too, and the trick under way goes by
the new trump. Brute force over the engine's card rules against the search; hand-written
positions where declaring while following wins a trick, and where declaring now is wrong."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from thousand_qt.ai.solver import DECLARED_SHIFT, Solver, value_after
from thousand_qt.engine import DECK
from thousand_qt.engine.cards import parse_cards
from thousand_qt.engine.play import best_index, legal_cards

MVALS = [40, 60, 80, 100]
SUITS = ["S", "C", "D", "H"]


def _open(hand, declared) -> list[int]:
    return [s for s in range(4) if s not in declared
            and {"K", "Q"} <= {c.rank for c in hand if c.suit.value == SUITS[s]}]


def brute(hands, leader, trump, decl, won, needs, trick=(), declared=frozenset(), overtake=False):
    """Plain minimax over Card objects with the engine's rules and ``any_turn``'s declarations."""
    n = len(hands)
    pos = (leader + len(trick)) % n
    if not any(hands):
        return 0
    hand = hands[pos]
    played = [c for _, c in trick]
    t_suit = None if trump < 0 else DECK[6 * trump].suit
    moves = [(c, -1) for c in legal_cards(hand, played, t_suit, overtake)]
    if won >> pos & 1:           # before any card of the turn, leading or following
        for s in _open(hand, declared):
            moves += [(c, s) for c in legal_cards(hand, played, DECK[6 * s].suit, overtake)]
    elif not trick and not needs:  # the lead's own marriage
        for s in _open(hand, declared):
            moves += [(c, s) for c in hand if c.suit.value == SUITS[s] and c.rank in "KQ"]
    vals = []
    for c, s in moves:
        t, bonus, dec = trump, 0, declared
        if s >= 0:
            t, dec = s, declared | {s}
            bonus = MVALS[s] if pos == decl else 0
        new = [list(h) for h in hands]
        new[pos].remove(c)
        tr = list(trick) + [(pos, c)]
        if len(tr) == n:
            w = tr[best_index([x for _, x in tr], None if t < 0 else DECK[6 * t].suit)][0]
            gain = sum(x.points for _, x in tr) if w == decl else 0
            v = bonus + gain + brute(new, w, t, decl, won | (1 << w), needs, (), dec, overtake)
        else:
            v = bonus + brute(new, leader, t, decl, won, needs, tr, dec, overtake)
        vals.append(v)
    return max(vals) if pos == decl else min(vals)


def _masks(hands) -> list[int]:
    return [sum(c.bit for c in h) for h in hands]


@settings(max_examples=80, deadline=None)
@given(st.randoms(use_true_random=False), st.sampled_from([2, 3]), st.booleans(), st.booleans(),
       st.integers(0, 2), st.integers(0, 2), st.integers(0, 15))
def test_the_search_matches_brute_force_under_any_turn(rng, n, needs, overtake, decl, played, declared):
    """Any declarer, leader, trump, declared marriages and trick begun: the search with the
    declarations before a card, its bounds and its move order give the minimax value."""
    decl %= n
    size = 3 if n == 3 else 4
    pool = list(DECK)
    rng.shuffle(pool)
    # marriages are what this tests: a king and queen together in two of the hands
    for at, s in zip(rng.sample(range(n), 2), rng.sample(range(4), 2), strict=True):
        k, q = DECK[6 * s + 3], DECK[6 * s + 2]
        pool.remove(k)
        pool.remove(q)
        pool[at * size:at * size] = [k, q]
    cards = pool[:n * size]
    hands = [cards[i * size:(i + 1) * size] for i in range(n)]
    trump = rng.choice([-1, 0, 3])
    leader = rng.randrange(n)
    won = rng.randrange(1 << n)
    dec = frozenset(s for s in range(4) if declared >> s & 1)
    trick = []
    t_suit = None if trump < 0 else DECK[6 * trump].suit
    for k in range(min(played, n - 1)):
        pos = (leader + k) % n
        c = rng.choice(legal_cards(hands[pos], [x for _, x in trick], t_suit, overtake))
        hands[pos] = [x for x in hands[pos] if x is not c]
        trick.append((pos, c))
    want = brute(hands, leader, trump, decl, won, needs, trick, dec, overtake)
    state = won | declared << DECLARED_SHIFT
    itrick = [(p, c.index) for p, c in trick]
    masks = _masks(hands)
    assert Solver(n, decl, MVALS, needs, overtake, any_turn=True).value(masks, leader, trump, state, itrick) == want
    solver = Solver(n, decl, MVALS, needs, overtake, any_turn=True)
    assert solver.reaches(masks, leader, trump, state, want, itrick)
    assert not Solver(n, decl, MVALS, needs, overtake, any_turn=True).reaches(masks, leader, trump, state,
                                                                             want + 1, itrick)
    # the root's moves, each searched after, give the same value
    pos = (leader + len(trick)) % n
    moves = Solver(n, decl, MVALS, needs, overtake, any_turn=True).moves(masks[pos], itrick, trump, pos, state)
    after = [value_after(Solver(n, decl, MVALS, needs, overtake, any_turn=True), masks, leader, trump, state,
                         itrick, c, s) for c, s in moves]
    assert (max(after) if pos == decl else min(after)) == want


def _hands(*texts: str) -> list:
    return [parse_cards(t.split()) for t in texts]


def test_declaring_while_following_takes_the_trick_under_way():
    """The declarer (position 1, a trick won), void in clubs with no trump, declares hearts on
    A♣ led: its queen takes the trick under way, its king the next one."""
    hands = _hands("TS", "KH QH", "9C AS")
    trick = [(0, parse_cards(["AC"])[0].index)]
    masks = _masks(hands)
    won = 0b010
    on = Solver(3, 1, MVALS, True, False, any_turn=True)
    assert on.value(masks, 0, -1, won, trick) == 100 + (11 + 3 + 0) + (4 + 10 + 11)
    assert Solver(3, 1, MVALS, True, False).value(masks, 0, -1, won, trick) == 0   # the lead's marriage only
    best = max(on.moves(masks[1], trick, -1, 1, won),
               key=lambda mv: value_after(Solver(3, 1, MVALS, True, False, any_turn=True),
                                          masks, 0, -1, won, trick, *mv))
    assert best[1] == 3                     # a declaration of hearts first
    # without a trick won there is nothing to declare while following
    assert all(s < 0 for _c, s in on.moves(masks[1], trick, -1, 1, 0))


def test_declaring_now_is_wrong_when_the_new_trump_hands_the_trick_over():
    """Spades are trump; the declarer trumps A♦ with 9♠. Declaring hearts now would make it
    trump with a heart under the defender's A♥; played plainly, 9♠ takes the trick and hearts
    are declared on the next lead: the same 100 and the trick as well."""
    hands = _hands("TD 9D", "9S KH QH", "AH 9C JC")
    trick = [(0, parse_cards(["AD"])[0].index)]
    masks = _masks(hands)
    won = 0b010

    def after(card: str, suit: int) -> int:
        solver = Solver(3, 1, MVALS, True, False, any_turn=True)
        return value_after(solver, masks, 0, 0, won, trick, parse_cards([card])[0].index, suit)

    plain = after("9S", -1)
    assert plain > max(after("QH", 3), after("KH", 3))
    assert plain == Solver(3, 1, MVALS, True, False, any_turn=True).value(masks, 0, 0, won, trick)
    assert plain == brute(hands, 0, 0, 1, won, True, [(0, parse_cards(["AD"])[0])])


@pytest.mark.parametrize("needs", [True, False])
def test_a_declared_marriage_is_not_declared_again(needs):
    """King and queen still in hand after a declaration before the card: no second declaration."""
    hands = _hands("KH QH AS", "9C TC JC", "9D TD JD")
    masks = _masks(hands)
    solver = Solver(3, 0, MVALS, needs, False, any_turn=True)
    assert any(s == 3 for _c, s in solver.moves(masks[0], [], -1, 0, 0b001))
    assert all(s < 0 for _c, s in solver.moves(masks[0], [], -1, 0, 0b001 | 1 << (DECLARED_SHIFT + 3)))
