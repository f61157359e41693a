"""What a seat can infer from its :class:`SeatView`: played cards, voids, where cards must be.

Pure functions of the view only (never of the game), so every computer player is fair by
construction: two games that give a seat equal views give it equal inferences.
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Sequence
from dataclasses import dataclass, field

from thousand_qt.engine import SeatView
from thousand_qt.engine.cards import SUITS, Card, Suit

SUIT_INDEX = {s: i for i, s in enumerate(SUITS)}


def view_rng(seed: int, view: SeatView, salt: str = "") -> random.Random:
    """A random generator fixed by the seed and the public history of the view (stable across runs)."""
    key = (f"{seed}|{salt}|{view.seat}|{view.deal_number}|{view.phase.value}|{len(view.auction)}|"
           f"{len(view.tricks)}|{len(view.trick)}|{' '.join(c.text for c in view.hand)}|"
           f"{' '.join(c.text for c in view.played_cards)}")
    digest = hashlib.blake2b(key.encode(), digest_size=8).digest()
    return random.Random(int.from_bytes(digest, "big"))


@dataclass
class Knowledge:
    """Inferences of one seat about the hidden cards of the current deal."""

    seat: int
    unseen: list[Card]
    voids: dict[int, set[Suit]] = field(default_factory=dict)     # seat -> suits it cannot hold
    known: dict[Card, int] = field(default_factory=dict)          # unseen card -> seat that holds it
    sizes: dict[int, int] = field(default_factory=dict)           # other seats -> cards in hand
    out_size: int = 0                                             # unseen cards out of play (talon)
    gift_pool: list[Card] = field(default_factory=list)           # talon cards that may be the gift
    gift_to: int | None = None                                    # ... to this (other) defender

    def allowed(self, card: Card, seat: int) -> bool:
        return card.suit not in self.voids.get(seat, ())


def analyse(view: SeatView) -> Knowledge:
    """Voids from failures to follow suit / to trump, marriage partners, gifts, hand sizes.

    ``unseen`` here is every card not in this hand, not played and not discarded by this seat:
    the cards of the other hands and of the talon(s) out of play.
    """
    seat = view.seat
    hidden = view.unseen_cards(with_given=True)
    voids: dict[int, set[Suit]] = {s: set() for s in view.active if s != seat}
    for rec in view.tricks:
        _trick_voids(rec.cards, rec.trump, voids)
    if view.trick:
        _trick_voids(view.trick, view.trump, voids)
    hidden_set = set(hidden)
    known: dict[Card, int] = {}
    decl = view.declarer
    gift_pool: list[Card] = []
    gift_to = None
    if decl is not None and decl != seat and view.n_players != 2:
        # (two players: the declarer may have discarded talon cards, so they stay free: in its
        # hand or out of play, the only two places left for them)
        # A defender does not see the card given to the other defender: it may be a talon card.
        for c in talon_cards_held_by_declarer(view):
            if c in hidden_set:
                known[c] = decl
                gift_pool.append(c)
        others = [s for s in view.active if s not in (seat, decl)]
        if view.given and others:
            gift_to = others[0]
        else:
            gift_pool = []
    for to, c in view.given:
        if to != seat and c in hidden_set:
            known[c] = to
    # a declared marriage: its partner card stays in the declaring hand until played
    for s, suit, _value in view.marriages:
        if suit is None or s == seat:
            continue
        for c in hidden:
            if c.suit is suit and c.rank in "KQ":
                known[c] = s
    sizes = {s: view.hand_sizes[s] for s in view.active if s != seat}
    out = len(hidden) - sum(sizes.values())
    return Knowledge(seat, hidden, voids, known, sizes, max(0, out), gift_pool, gift_to)


def _trick_voids(cards: Sequence[tuple[int, Card]], trump: Suit | None, voids: dict[int, set[Suit]]) -> None:
    lead = cards[0][1]
    for s, c in cards[1:]:
        if c.suit is not lead.suit and s in voids:
            voids[s].add(lead.suit)
            if trump is not None and c.suit is not trump:
                voids[s].add(trump)


def talon_cards_held_by_declarer(view: SeatView) -> list[Card]:
    """Cards of the shown talon that the declarer still holds (not given, not played)."""
    if view.talon is None or view.declarer is None:
        return []
    gone = set(view.played_cards) | {c for _, c in view.given}
    return [c for c in view.talon if c not in gone]
