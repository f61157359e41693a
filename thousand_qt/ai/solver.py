"""Open-hands (double dummy) solver of the card play: how many points can the declarer make?

Hands are 24-bit masks (bit = ``card.index``). The declarer maximises its points (cards of the
tricks it wins plus the marriages it declares), the defenders minimise them. Alpha-beta with a
transposition table of value bounds at trick boundaries, a cut when even every point left cannot
reach the window, and a move order that follows a trick by its current winner (smear points
onto a trick the side holds, else take it as cheaply as possible, else throw the least). The
trick's winner and points are carried down the search rather than recomputed. A node budget
raises :class:`Budget` so a caller can always fall back.

With ``any_turn`` (RULES.md §14 ``marriage_moment``) a seat that has won a trick may also declare a
marriage it holds before any card of its turn, following too: a move (card, suit) then declares
before the card, the suit is trump at once and the trick under way goes by it. ``won`` carries,
above the seats' trick bits, the suits whose marriage is declared (:data:`DECLARED_SHIFT`), as
its king and queen may both stay in hand. Without the flag the search is the one of the lead's
marriage only, move for move.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from thousand_qt.engine import RuleSet

POINTS = [(0, 2, 3, 4, 10, 11)[i % 6] for i in range(24)]
SUIT_MASK = [0b111111 << (6 * s) for s in range(4)]
KING = [1 << (6 * s + 3) for s in range(4)]
QUEEN = [1 << (6 * s + 2) for s in range(4)]
ALL_ACES = sum(1 << (6 * s + 5) for s in range(4))
#: The "suit" of a move that declares the ace marriage: leading an ace while holding all four.
ACES_DECLARED = 4
ACE_MARRIAGE_POINTS = 200
#: ``won``'s bit ``DECLARED_SHIFT + s``: the marriage of suit ``s`` is declared (``any_turn`` only).
DECLARED_SHIFT = 4
_SUIT_LOW = sum(1 << (6 * s) for s in range(4))   # hand >> 2 & hand >> 3 & this: a bit per K+Q held

Move = tuple[int, int]             # (card index, declared marriage suit, ACES_DECLARED, or -1)

INF = 10**6

_ORDERED: dict[int, tuple[Move, ...]] = {}
_FOLLOW: dict[tuple[int, int, int, int, bool, bool], tuple[Move, ...]] = {}
_LEADS: dict[int, tuple[Move, ...]] = {}     # by hand << 2 | may declare << 1 | ace marriage on
_ANY_LEADS: dict[tuple[int, int, bool, bool, bool], tuple[Move, ...]] = {}
_ORDERED_MAX = 400_000


class Budget(Exception):
    """The node budget ran out."""


def bits(m: int) -> Iterator[int]:
    """The card indices of mask ``m``, lowest first."""
    while m:
        b = m & -m
        yield b.bit_length() - 1
        m ^= b


def _ordered(mask: int) -> tuple[Move, ...]:
    """The plain moves of ``mask``, the most valuable card first (the search tries them first)."""
    moves = _ORDERED.get(mask)
    if moves is None:
        moves = tuple((c, -1) for c in sorted(bits(mask), key=lambda c: -(POINTS[c] + c % 6)))
        if len(_ORDERED) < _ORDERED_MAX:
            _ORDERED[mask] = moves
    return moves


def _leads(hand: int, may_declare: bool, ace_marriage: bool = False) -> tuple[Move, ...]:
    """The leads of ``hand``: the ace marriage (an ace led while holding all four, when
    ``ace_marriage`` is on), the marriages it may declare (the most valuable first), then every
    card, the most valuable first."""
    key = hand << 2 | may_declare << 1 | ace_marriage
    moves = _LEADS.get(key)
    if moves is None:
        declare: list[Move] = []
        if may_declare:
            for s in range(4):
                if hand & KING[s] and hand & QUEEN[s]:
                    declare += [(6 * s + 3, s), (6 * s + 2, s)]
            declare.sort(key=lambda mv: -(POINTS[mv[0]] + mv[0] % 6))
        plain = _ordered(hand)
        if ace_marriage and hand & ALL_ACES == ALL_ACES:
            if may_declare:
                declare[:0] = [(6 * s + 5, ACES_DECLARED) for s in range(4)]
            else:   # an ace led now breaks the four: try the other cards first
                plain = tuple(m for m in plain if m[0] % 6 != 5) + tuple(m for m in plain if m[0] % 6 == 5)
        moves = tuple(declare) + plain
        if len(_LEADS) < _ORDERED_MAX:
            _LEADS[key] = moves
    return moves


def _any_turn_leads(hand: int, declared: int, before: bool, on_lead: bool, ace_marriage: bool) -> tuple[Move, ...]:
    """The leads of ``hand`` under ``any_turn``: with a trick won (``before``) every card after
    each undeclared marriage (a declaration before the card, the most valuable marriage first),
    else (``on_lead``: the lead's own marriage is allowed) its king and queen as today; then the
    ace marriage and every card as :func:`_leads` orders them."""
    key = (hand, declared, before, on_lead, ace_marriage)
    moves = _ANY_LEADS.get(key)
    if moves is None:
        rest = _leads(hand, False, ace_marriage)
        suits = _open_marriages(hand, declared)
        if before:
            declare = [(c, s) for s in suits for c, _ in _ordered(hand)]
        elif on_lead:
            declare = sorted(((c, s) for s in suits for c in (6 * s + 3, 6 * s + 2)),
                             key=lambda mv: -(POINTS[mv[0]] + mv[0] % 6))
        else:
            declare = []
        if ace_marriage and hand & ALL_ACES == ALL_ACES and (before or on_lead):
            declare[:0] = [(6 * s + 5, ACES_DECLARED) for s in range(4)]
            rest = _ordered(hand)
        moves = tuple(declare) + rest
        if len(_ANY_LEADS) < _ORDERED_MAX:
            _ANY_LEADS[key] = moves
    return moves


def _open_marriages(hand: int, declared: int) -> list[int]:
    """The suits of the marriages ``hand`` holds and has not declared (bit ``s`` of ``declared``),
    the highest suit (the most valuable marriage) first."""
    return [s for s in (3, 2, 1, 0) if hand & KING[s] and hand & QUEEN[s] and not declared >> s & 1]


def _packed(trick: Sequence[tuple[int, int]]) -> int:
    """The cards of ``trick``, 5 bits each, the lead lowest."""
    return sum(c << (5 * i) for i, (_, c) in enumerate(trick))


def _trick_winner(tc: int, k: int, leader: int, n: int, trump: int) -> tuple[int, int]:
    """(position, card) of the best of the ``k`` cards of the trick under way (``tc``: 5 bits a
    card, the lead lowest) under ``trump``."""
    bpos, bc = leader, tc & 31
    for i in range(1, k):
        c = tc >> (5 * i) & 31
        if _beats(c, bc, trump):
            bpos, bc = (leader + i) % n, c
    return bpos, bc


def _mask_points() -> list[int]:
    table = [0] * 4096
    for m in range(1, 4096):
        low = m & -m
        table[m] = table[m ^ low] + POINTS[low.bit_length() - 1]
    return table


_POINTS_12 = _mask_points()   # card points of the cards of a 12-bit mask (two suits)


def mask_points(mask: int) -> int:
    """The card points of the cards of a 24-bit ``mask``."""
    return _POINTS_12[mask & 4095] + _POINTS_12[mask >> 12]


class Solver:
    """One position family: the seats in play order, the declarer, the rules of the play."""

    def __init__(self, n: int, declarer: int, marriage_values: Sequence[int], needs_trick: bool,
                 must_overtake: bool, node_limit: int = 200000, ace_marriage: bool = False,
                 any_turn: bool = False) -> None:
        self.n = n                              # positions 0..n-1 in playing order
        self.decl = declarer
        self.mvals = list(marriage_values)      # by suit index
        self.needs_trick = needs_trick
        self.must_overtake = must_overtake
        self.ace_marriage = ace_marriage        # leading an ace while holding all four scores 200
        self.any_turn = any_turn                # a marriage declared before any card, after a trick won
        self.nodes = 0
        self.node_limit = node_limit
        self.tt: dict[tuple[tuple[int, ...], int, int, int], tuple[int, int]] = {}
        self._marriages: dict[int, int] = {}    # declarer's hand (| declared << 24) -> its marriages' value

    @classmethod
    def for_rules(cls, n: int, declarer: int, rules: RuleSet, node_limit: int) -> Solver:
        """The solver of the card play under ``rules``: the marriages' values, the trick a marriage
        needs, overtaking, the ace marriage and ``marriage_moment`` ``any_turn``."""
        return cls(n, declarer, rules.marriage_values.in_suit_order(), rules.marriage_needs_trick,
                   rules.must_overtake, node_limit, rules.ace_marriage, any_turn=rules.marriage_moment == "any_turn")

    # -- public --------------------------------------------------------------------------
    def value(self, hands: Sequence[int], leader: int, trump: int, won: int, trick: Sequence[tuple[int, int]] = (),
              alpha: int = -1, beta: int = INF) -> int:
        """Declarer's points from here (``trick`` = cards already in the current trick)."""
        if trick:
            wpos, wc = _best(trick, trump)
            pts = sum(POINTS[c] for _, c in trick)
            return self._in_trick(list(hands), leader, trump, won, len(trick), trick[0][1] // 6, wpos, wc, pts,
                                  alpha, beta, _packed(trick))
        return self._trick_start(tuple(hands), leader, trump, won, alpha, beta)

    def reaches(self, hands: Sequence[int], leader: int, trump: int, won: int, target: int,
                trick: Sequence[tuple[int, int]] = ()) -> bool:
        """Can the declarer make ``target`` more points from here?"""
        if target <= 0:
            return True
        return self.value(hands, leader, trump, won, trick, target - 1, target) >= target

    def moves(self, hand: int, trick: Sequence[tuple[int, int]], trump: int, pos: int, won: int) -> list[Move]:
        """(card index, declared suit or -1) pairs a position may play, in search order."""
        if trick:
            wpos, wc = _best(trick, trump)
            plain = self._follow_moves(hand, trick[0][1] // 6, wpos, wc, trump, pos)
            if not (self.any_turn and won >> pos & 1):
                return list(plain)
            return list(self._declaring_follows(hand, trick[0][1] // 6, _packed(trick), len(trick), trick[0][0], pos,
                                                won) + plain)
        return list(self._lead_moves(hand, pos, won))

    # -- search ----------------------------------------------------------------------------
    def _follow_moves(self, hand: int, led: int, wpos: int, wc: int, trump: int, pos: int) -> tuple[Move, ...]:
        """The cards ``pos`` may play onto a trick of suit ``led`` that ``wc`` (played by ``wpos``)
        leads so far, in search order: onto a trick its side already holds, the most valuable
        first; otherwise the cheapest card that takes the trick, then the rest, the least
        valuable first."""
        ours = (wpos == self.decl) == (pos == self.decl)
        key = (hand, led, wc, trump, ours, self.must_overtake)
        moves = _FOLLOW.get(key)
        if moves is not None:
            return moves
        m = hand & SUIT_MASK[led]
        if not m:
            m = hand & SUIT_MASK[trump] if trump >= 0 and hand & SUIT_MASK[trump] else hand
        cards = list(bits(m))
        if self.must_overtake:
            cards = [c for c in cards if _beats(c, wc, trump)] or cards
        if ours:
            order = sorted(cards, key=lambda c: -(POINTS[c] + c % 6))
        else:
            takes = sorted((c for c in cards if _beats(c, wc, trump)), key=lambda c: c % 6)
            order = takes + sorted((c for c in cards if not _beats(c, wc, trump)), key=lambda c: c % 6)
        moves = tuple((c, -1) for c in order)
        if len(_FOLLOW) < _ORDERED_MAX:
            _FOLLOW[key] = moves
        return moves

    def _declaring_follows(self, hand: int, led: int, tc: int, k: int, leader: int, pos: int,
                           won: int) -> tuple[Move, ...]:
        """``any_turn``, following: each undeclared marriage of ``hand`` (the most valuable first)
        with every card that may follow after it, the trick under way (``k`` cards packed in ``tc``)
        judged by its suit."""
        out: tuple[Move, ...] = ()
        for s in _open_marriages(hand, won >> DECLARED_SHIFT):
            wpos, wc = _trick_winner(tc, k, leader, self.n, s)
            out += tuple((c, s) for c, _ in self._follow_moves(hand, led, wpos, wc, s, pos))
        return out

    def _lead_moves(self, hand: int, pos: int, won: int) -> tuple[Move, ...]:
        # (a defender's ace marriage does not change the declarer's points: not searched)
        if self.any_turn:
            before = bool(won >> pos & 1)
            return _any_turn_leads(hand, won >> DECLARED_SHIFT, before, before or not self.needs_trick,
                                   self.ace_marriage and pos == self.decl)
        return _leads(hand, not self.needs_trick or bool(won >> pos & 1), self.ace_marriage and pos == self.decl)

    def _trick_start(self, hands: tuple[int, ...], leader: int, trump: int, won: int,
                     alpha: int, beta: int) -> int:
        if beta <= 0 or not hands[leader]:
            return 0          # any result (at least 0) is enough, or nothing is left to take
        left = sum(hands)     # (the hands are disjoint)
        own = hands[self.decl]
        declared = won >> DECLARED_SHIFT      # (0 without any_turn)
        marriages = self._marriages.get(own | declared << 24)
        if marriages is None:
            marriages = sum(self.mvals[s] for s in _open_marriages(own, declared))
            if self.ace_marriage and own & ALL_ACES == ALL_ACES:
                marriages += ACE_MARRIAGE_POINTS
            self._marriages[own | declared << 24] = marriages
        bound = _POINTS_12[left & 4095] + _POINTS_12[left >> 12] + marriages
        if bound <= alpha:
            return bound      # every point left, and every marriage it holds, is not enough
        key = (hands, leader, trump, won)
        entry = self.tt.get(key)
        if entry is not None:
            lo, hi = entry
            if lo >= beta:
                return lo
            if hi <= alpha:
                return hi
            if lo == hi:
                return lo
            alpha = max(alpha, lo)
            beta = min(beta, hi)
        else:
            lo, hi = -1, INF
        a0, b0 = alpha, beta
        v = self._in_trick(list(hands), leader, trump, won, 0, -1, -1, -1, 0, alpha, beta)
        if v <= a0:
            hi = v
        elif v >= b0:
            lo = v
        else:
            lo = hi = v
        self.tt[key] = (lo, hi)
        return v

    def _in_trick(self, hands: list[int], leader: int, trump: int, won: int, k: int, led: int,
                  wpos: int, wc: int, pts: int, alpha: int, beta: int, tc: int = 0) -> int:
        """The declarer's points from here with ``k`` cards in the trick (of suit ``led``, won so
        far by ``wc`` of ``wpos``, worth ``pts``; with ``any_turn`` ``tc`` holds the cards, 5 bits
        each, the lead lowest)."""
        self.nodes += 1
        if self.nodes > self.node_limit:
            raise Budget()
        n = self.n
        pos = (leader + k) % n
        hand = hands[pos]
        decl = self.decl
        maxing = pos == decl
        best = -1 if maxing else INF
        any_turn = self.any_turn
        if k:
            cached = _FOLLOW.get((hand, led, wc, trump, (wpos == decl) == maxing, self.must_overtake))
            moves: Sequence[Move] = cached or self._follow_moves(hand, led, wpos, wc, trump, pos)
            if any_turn and won >> pos & 1 and hand >> 2 & hand >> 3 & _SUIT_LOW \
                    and _open_marriages(hand, won >> DECLARED_SHIFT):
                moves = self._declaring_follows(hand, led, tc, k, leader, pos, won) + tuple(moves)
        else:
            moves = self._lead_moves(hand, pos, won)
        last = k == n - 1
        for card, suit in moves:
            bonus = 0
            t = trump
            now = won
            if suit >= 0:
                if suit == ACES_DECLARED:
                    if maxing:
                        bonus = ACE_MARRIAGE_POINTS
                else:
                    t = suit
                    if maxing:
                        bonus = self.mvals[suit]
                    if any_turn:
                        now = won | 1 << (DECLARED_SHIFT + suit)
            hands[pos] = hand & ~(1 << card)
            if suit < 0 or not k or not any_turn:
                if k == 0 or ((card > wc) if card // 6 == wc // 6 else card // 6 == t):
                    w, c = pos, card
                else:
                    w, c = wpos, wc
            else:    # a marriage declared while following: the trick under way goes by its suit
                w, c = _trick_winner(tc, k, leader, n, t)
                if _beats(card, c, t):
                    w, c = pos, card
            if last:   # the trick is complete: its winner takes its points
                gain = bonus + (pts + POINTS[card] if w == decl else 0)
                v = gain + self._trick_start(tuple(hands), w, t, now | (1 << w), alpha - gain, beta - gain)
            elif any_turn:
                v = bonus + self._in_trick(hands, leader, t, now, k + 1, card // 6 if k == 0 else led, w, c,
                                           pts + POINTS[card], alpha - bonus, beta - bonus, tc | card << (5 * k))
            else:
                v = bonus + self._in_trick(hands, leader, t, won, k + 1, card // 6 if k == 0 else led, w, c,
                                           pts + POINTS[card], alpha - bonus, beta - bonus)
            hands[pos] = hand
            if maxing:
                if v > best:
                    best = v
                    alpha = max(alpha, best)
            elif v < best:
                best = v
                beta = min(beta, best)
            if alpha >= beta:
                break
        return best


def _beats(c: int, best: int, trump: int) -> bool:
    if c // 6 == best // 6:
        return c > best
    return c // 6 == trump


def _best(trick: Sequence[tuple[int, int]], trump: int) -> tuple[int, int]:
    bpos, bc = trick[0]
    for pos, c in trick[1:]:
        if _beats(c, bc, trump):
            bpos, bc = pos, c
    return bpos, bc


def _after(solver: Solver, hands: Sequence[int], leader: int, trump: int, won: int,
           trick: Sequence[tuple[int, int]], card: int, suit: int
           ) -> tuple[int, list[int], int, int, int, list[tuple[int, int]]]:
    """The position after the position to act plays ``card`` (declaring the marriage of ``suit``
    if ``suit`` >= 0, the ace marriage if it is ``ACES_DECLARED``): (the declarer's points gained
    by it, hands, leader, trump, won, the trick so far; empty when the card completed it)."""
    hands = list(hands)
    trick = list(trick)
    pos = (leader + len(trick)) % solver.n
    gain = 0
    if suit == ACES_DECLARED:
        if pos == solver.decl:
            gain = ACE_MARRIAGE_POINTS
    elif suit >= 0:
        trump = suit
        if pos == solver.decl:
            gain = solver.mvals[suit]
        if solver.any_turn:
            won |= 1 << (DECLARED_SHIFT + suit)
    hands[pos] &= ~(1 << card)
    trick.append((pos, card))
    if len(trick) < solver.n:
        return gain, hands, leader, trump, won, trick
    wpos = _best(trick, trump)[0]
    if wpos == solver.decl:
        gain += sum(POINTS[c] for _, c in trick)
    return gain, hands, wpos, trump, won | (1 << wpos), []


def value_after(solver: Solver, hands: Sequence[int], leader: int, trump: int, won: int,
                trick: Sequence[tuple[int, int]], card: int, suit: int) -> int:
    """The declarer's points from here (the card's trick included) after the position to act
    plays ``card`` (declaring the marriage of ``suit`` if ``suit`` >= 0), with best play after."""
    gain, hands, leader, trump, won, trick = _after(solver, hands, leader, trump, won, trick, card, suit)
    return gain + solver.value(hands, leader, trump, won, trick)


def reaches_after(solver: Solver, hands: Sequence[int], leader: int, trump: int, won: int,
                  trick: Sequence[tuple[int, int]], card: int, suit: int, target: int) -> bool:
    """Does the declarer reach ``target`` more points after the position to act plays ``card``
    (declaring the marriage of ``suit`` if ``suit`` >= 0)?"""
    gain, hands, leader, trump, won, trick = _after(solver, hands, leader, trump, won, trick, card, suit)
    return gain >= target or solver.reaches(hands, leader, trump, won, target - gain, trick)
