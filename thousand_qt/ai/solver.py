"""Open-hands (double dummy) solver of the card play: how many points can the declarer make?

Hands are 24-bit masks (bit = ``card.index``). The declarer maximises its points (cards of the
tricks it wins plus the marriages it declares), the defenders minimise them. Alpha-beta with a
transposition table of value bounds at trick boundaries; a node budget raises
:class:`Budget` so a caller can always fall back.
"""

from __future__ import annotations

POINTS = [(0, 2, 3, 4, 10, 11)[i % 6] for i in range(24)]
SUIT_MASK = [0b111111 << (6 * s) for s in range(4)]
KING = [1 << (6 * s + 3) for s in range(4)]
QUEEN = [1 << (6 * s + 2) for s in range(4)]
ACE_BITS = sum(1 << (6 * s + 5) for s in range(4))
MASK_POINTS: dict[int, int] = {}


class Budget(Exception):
    """The node budget ran out."""


def mask_points(m: int) -> int:
    p = MASK_POINTS.get(m)
    if p is None:
        p, x = 0, m
        while x:
            b = x & -x
            p += POINTS[b.bit_length() - 1]
            x ^= b
        if len(MASK_POINTS) < 200000:
            MASK_POINTS[m] = p
    return p


def bits(m: int):
    while m:
        b = m & -m
        yield b.bit_length() - 1
        m ^= b


class Solver:
    """One position family: the seats in play order, the declarer, the rules of the play."""

    def __init__(self, n: int, declarer: int, marriage_values, needs_trick: bool,
                 must_overtake: bool, node_limit: int = 200000) -> None:
        self.n = n                              # positions 0..n-1 in playing order
        self.decl = declarer
        self.mvals = marriage_values            # by suit index
        self.needs_trick = needs_trick
        self.must_overtake = must_overtake
        self.nodes = 0
        self.node_limit = node_limit
        self.tt: dict = {}

    # -- public --------------------------------------------------------------------------
    def value(self, hands, leader, trump, won, trick=(), alpha=-1, beta=10**6) -> int:
        """Declarer's points from here (``trick`` = cards already in the current trick)."""
        hands = list(hands)
        if trick:
            return self._in_trick(hands, leader, trump, won, list(trick), alpha, beta)
        return self._trick_start(tuple(hands), leader, trump, won, alpha, beta)

    def reaches(self, hands, leader, trump, won, target, trick=()) -> bool:
        """Can the declarer make ``target`` more points from here?"""
        if target <= 0:
            return True
        return self.value(hands, leader, trump, won, trick, target - 1, target) >= target

    def moves(self, hand: int, trick, trump: int, pos: int, won: int):
        """(card index, declared suit or -1) pairs a position may play."""
        if trick:
            led = trick[0][1] // 6
            m = hand & SUIT_MASK[led]
            if m:
                if self.must_overtake:
                    m = self._overtake(m, trick, trump, led)
            elif trump >= 0 and hand & SUIT_MASK[trump]:
                m = hand & SUIT_MASK[trump]
                if self.must_overtake:
                    m = self._overtake(m, trick, trump, led)
            else:
                m = hand
            return [(c, -1) for c in bits(m)]
        out = [(c, -1) for c in bits(hand)]
        if not self.needs_trick or won >> pos & 1:
            for s in range(4):
                if hand & KING[s] and hand & QUEEN[s]:
                    out.append((6 * s + 3, s))
                    out.append((6 * s + 2, s))
        return out

    # -- search ----------------------------------------------------------------------------
    def _overtake(self, m, trick, trump, led):
        best = _best(trick, trump)[1]
        higher = 0
        for c in bits(m):
            if _beats(c, best, trump):
                higher |= 1 << c
        return higher or m

    def _trick_start(self, hands, leader, trump, won, alpha, beta):
        if not hands[leader]:
            return 0
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
            alpha, beta = max(alpha, lo), min(beta, hi)
        else:
            lo, hi = -1, 10**6
        a0, b0 = alpha, beta
        v = self._in_trick(list(hands), leader, trump, won, [], alpha, beta)
        if v <= a0:
            hi = v
        elif v >= b0:
            lo = v
        else:
            lo = hi = v
        self.tt[key] = (lo, hi)
        return v

    def _in_trick(self, hands, leader, trump, won, trick, alpha, beta):
        self.nodes += 1
        if self.nodes > self.node_limit:
            raise Budget()
        n = self.n
        pos = (leader + len(trick)) % n
        hand = hands[pos]
        maxing = pos == self.decl
        best = -1 if maxing else 10**6
        moves = self.moves(hand, trick, trump, pos, won)
        if len(moves) > 1:
            moves.sort(key=lambda mv: -(POINTS[mv[0]] + mv[0] % 6 + (30 if mv[1] >= 0 else 0)))
        for card, suit in moves:
            bonus = 0
            t = trump
            if suit >= 0:
                t = suit
                if maxing:
                    bonus = self.mvals[suit]
            hands[pos] = hand & ~(1 << card)
            trick.append((pos, card))
            if len(trick) == n:
                wpos = _best(trick, t)[0]
                pts = sum(POINTS[c] for _, c in trick)
                gain = pts if wpos == self.decl else 0
                v = bonus + gain + self._trick_start(tuple(hands), wpos, t, won | (1 << wpos),
                                                     alpha - bonus - gain, beta - bonus - gain)
            else:
                v = bonus + self._in_trick(hands, leader, t, won, trick, alpha - bonus, beta - bonus)
            trick.pop()
            hands[pos] = hand
            if maxing:
                if v > best:
                    best = v
                if best > alpha:
                    alpha = best
            else:
                if v < best:
                    best = v
                if best < beta:
                    beta = best
            if alpha >= beta:
                break
        return best


def _beats(c: int, best: int, trump: int) -> bool:
    if c // 6 == best // 6:
        return c > best
    return c // 6 == trump


def _best(trick, trump):
    bpos, bc = trick[0]
    for pos, c in trick[1:]:
        if _beats(c, bc, trump):
            bpos, bc = pos, c
    return bpos, bc


def reaches_after(solver: Solver, hands, leader, trump, won, trick, card, suit, target) -> bool:
    """Does the declarer reach ``target`` more points after the position to act plays ``card``
    (declaring the marriage of ``suit`` if ``suit`` >= 0)?"""
    hands = list(hands)
    trick = list(trick)
    pos = (leader + len(trick)) % solver.n
    bonus = 0
    if suit >= 0:
        trump = suit
        if pos == solver.decl:
            bonus = solver.mvals[suit]
    hands[pos] &= ~(1 << card)
    trick.append((pos, card))
    target -= bonus
    if len(trick) == solver.n:
        wpos = _best(trick, trump)[0]
        if wpos == solver.decl:
            target -= sum(POINTS[c] for _, c in trick)
        if target <= 0:
            return True
        return solver.reaches(hands, wpos, trump, won | (1 << wpos), target)
    if target <= 0:
        return True
    return solver.reaches(hands, leader, trump, won, target, trick)
