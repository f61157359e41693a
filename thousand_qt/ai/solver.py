"""Open-hands (double dummy) solver of the card play: how many points can the declarer make?

Hands are 24-bit masks (bit = ``card.index``). The declarer maximises its points (cards of the
tricks it wins plus the marriages it declares), the defenders minimise them. Alpha-beta with a
transposition table of value bounds at trick boundaries, a cut when even every point left cannot
reach the window, and a move order that follows a trick by its current winner (smear points
onto a trick the side holds, else take it as cheaply as possible, else throw the least). The
trick's winner and points are carried down the search rather than recomputed. A node budget
raises :class:`Budget` so a caller can always fall back.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

POINTS = [(0, 2, 3, 4, 10, 11)[i % 6] for i in range(24)]
SUIT_MASK = [0b111111 << (6 * s) for s in range(4)]
KING = [1 << (6 * s + 3) for s in range(4)]
QUEEN = [1 << (6 * s + 2) for s in range(4)]
ALL_ACES = sum(1 << (6 * s + 5) for s in range(4))
#: The "suit" of a move that declares the ace marriage: leading an ace while holding all four.
ACES_DECLARED = 4
ACE_MARRIAGE_POINTS = 200

Move = tuple[int, int]             # (card index, declared marriage suit, ACES_DECLARED, or -1)

INF = 10**6

_ORDERED: dict[int, tuple[Move, ...]] = {}
_FOLLOW: dict[tuple[int, int, int, int, bool, bool], tuple[Move, ...]] = {}
_LEADS: dict[int, tuple[Move, ...]] = {}     # by hand << 2 | may declare << 1 | ace marriage on
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
                 must_overtake: bool, node_limit: int = 200000, ace_marriage: bool = False) -> None:
        self.n = n                              # positions 0..n-1 in playing order
        self.decl = declarer
        self.mvals = list(marriage_values)      # by suit index
        self.needs_trick = needs_trick
        self.must_overtake = must_overtake
        self.ace_marriage = ace_marriage        # leading an ace while holding all four scores 200
        self.nodes = 0
        self.node_limit = node_limit
        self.tt: dict[tuple[tuple[int, ...], int, int, int], tuple[int, int]] = {}
        self._marriages: dict[int, int] = {}    # declarer's hand -> its marriages' total value

    # -- public --------------------------------------------------------------------------
    def value(self, hands: Sequence[int], leader: int, trump: int, won: int, trick: Sequence[tuple[int, int]] = (),
              alpha: int = -1, beta: int = INF) -> int:
        """Declarer's points from here (``trick`` = cards already in the current trick)."""
        if trick:
            wpos, wc = _best(trick, trump)
            pts = sum(POINTS[c] for _, c in trick)
            return self._in_trick(list(hands), leader, trump, won, len(trick), trick[0][1] // 6, wpos, wc, pts,
                                  alpha, beta)
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
            return list(self._follow_moves(hand, trick[0][1] // 6, wpos, wc, trump, pos))
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

    def _lead_moves(self, hand: int, pos: int, won: int) -> tuple[Move, ...]:
        # (a defender's ace marriage does not change the declarer's points: not searched)
        return _leads(hand, not self.needs_trick or bool(won >> pos & 1), self.ace_marriage and pos == self.decl)

    def _trick_start(self, hands: tuple[int, ...], leader: int, trump: int, won: int,
                     alpha: int, beta: int) -> int:
        if beta <= 0 or not hands[leader]:
            return 0          # any result (at least 0) is enough, or nothing is left to take
        left = sum(hands)     # (the hands are disjoint)
        own = hands[self.decl]
        marriages = self._marriages.get(own)
        if marriages is None:
            marriages = sum(self.mvals[s] for s in range(4) if own & KING[s] and own & QUEEN[s])
            if self.ace_marriage and own & ALL_ACES == ALL_ACES:
                marriages += ACE_MARRIAGE_POINTS
            self._marriages[own] = marriages
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
                  wpos: int, wc: int, pts: int, alpha: int, beta: int) -> int:
        """The declarer's points from here with ``k`` cards in the trick (of suit ``led``, won so
        far by ``wc`` of ``wpos``, worth ``pts``)."""
        self.nodes += 1
        if self.nodes > self.node_limit:
            raise Budget()
        n = self.n
        pos = (leader + k) % n
        hand = hands[pos]
        decl = self.decl
        maxing = pos == decl
        best = -1 if maxing else INF
        if k:
            cached = _FOLLOW.get((hand, led, wc, trump, (wpos == decl) == maxing, self.must_overtake))
            moves: Sequence[Move] = cached or self._follow_moves(hand, led, wpos, wc, trump, pos)
        else:
            moves = self._lead_moves(hand, pos, won)
        last = k == n - 1
        for card, suit in moves:
            bonus = 0
            t = trump
            if suit >= 0:
                if suit == ACES_DECLARED:
                    if maxing:
                        bonus = ACE_MARRIAGE_POINTS
                else:
                    t = suit
                    if maxing:
                        bonus = self.mvals[suit]
            hands[pos] = hand & ~(1 << card)
            if k == 0 or ((card > wc) if card // 6 == wc // 6 else card // 6 == t):
                w, c = pos, card
            else:
                w, c = wpos, wc
            if last:   # the trick is complete: its winner takes its points
                gain = bonus + (pts + POINTS[card] if w == decl else 0)
                v = gain + self._trick_start(tuple(hands), w, t, won | (1 << w), alpha - gain, beta - gain)
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
