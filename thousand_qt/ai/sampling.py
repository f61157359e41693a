"""Random deals of the hidden cards consistent with a seat's view.

Respects the hand sizes, the voids shown by failures to follow suit or to trump, and the cards
whose holder is known (the shown talon in the declarer's hand, the cards the declarer gave, the
partner of a declared marriage). The rest of the hidden cards lie out of play (the talon before
it is taken; with two players the unused talon and the discards).
"""

from __future__ import annotations

import random

from thousand_qt.engine.cards import Card

from .knowledge import Knowledge

OUT = -1


def sample_deal(kn: Knowledge, rng: random.Random, tries: int = 40) -> dict[int, list[Card]] | None:
    """Seat -> hidden cards it holds in one random consistent deal (``OUT`` -> out of play)."""
    for attempt in range(tries):
        strict = attempt < tries - 5
        deal = _attempt(kn, rng, strict)
        if deal is not None:
            return deal
    return None


def _attempt(kn: Knowledge, rng: random.Random, strict: bool) -> dict[int, list[Card]] | None:
    room = dict(kn.sizes)
    room[OUT] = kn.out_size
    deal: dict[int, list[Card]] = {s: [] for s in room}
    free = []
    known = kn.known
    if kn.gift_pool and kn.gift_to is not None and rng.random() < len(kn.gift_pool) / 9:
        # the declarer's gift to the other defender was one of the talon cards
        known = dict(known)
        known[rng.choice(kn.gift_pool)] = kn.gift_to
    for c in kn.unseen:
        s = known.get(c)
        if s is not None and room.get(s, 0) > 0:
            deal[s].append(c)
            room[s] -= 1
        else:
            free.append(c)
    rng.shuffle(free)

    def options(c: Card) -> list[int]:
        return [s for s in room if room[s] > 0 and (s == OUT or not strict or kn.allowed(c, s))]

    # the most constrained cards first
    free.sort(key=lambda c: sum(1 for s in room if s == OUT or kn.allowed(c, s)))
    for c in free:
        opts = options(c)
        if not opts:
            return None
        weights = [room[s] for s in opts]
        s = rng.choices(opts, weights)[0]
        deal[s].append(c)
        room[s] -= 1
    return deal
