"""The mutable state of one deal (internal to :mod:`state`)."""

from __future__ import annotations

from dataclasses import dataclass, field

from .cards import Card, Suit


@dataclass
class DealState:
    dealer: int
    active: tuple[int, ...]          # seats playing this deal, in playing order from dealer+1
    hundred: int
    dealt: tuple[tuple[Card, ...], ...]
    talons: tuple[tuple[Card, ...], ...]
    golden: bool = False
    hands: list[list[Card]] = field(default_factory=list)
    actions: list[str] = field(default_factory=list)
    # auction
    bid: int = 0
    high: int = 0
    passed: set[int] = field(default_factory=set)
    auction_started: bool = False
    raised: bool = False
    blind_seats: set[int] = field(default_factory=set)   # whose current high bid was blind
    looked: set[int] = field(default_factory=set)         # seats that made a normal bid or pass
    auction_log: list[tuple[int, str, int]] = field(default_factory=list)
    # talon and contract
    declarer: int | None = None
    blind: bool = False
    talon_index: int | None = None
    talon_public: bool = True
    talon_taken: tuple[Card, ...] = ()
    given: tuple[tuple[int, Card], ...] = ()
    discarded: tuple[Card, ...] = ()
    contract: int | None = None
    conceded: bool = False
    # play
    trump: Suit | None = None
    leader: int = 0
    trick: list[tuple[int, Card]] = field(default_factory=list)
    tricks: list[tuple[int, tuple[tuple[int, Card], ...], int, Suit | None]] = field(default_factory=list)
    tricks_won: list[int] = field(default_factory=list)
    won_points: list[int] = field(default_factory=list)
    marriages: list[tuple[int, Suit | None, int]] = field(default_factory=list)
    aces_declared: set[int] = field(default_factory=set)

    def next_active(self, seat: int) -> int:
        act = self.active
        return act[(act.index(seat) + 1) % len(act)]

    def opponents_of(self, seat: int) -> list[int]:
        """The other active seats in order after ``seat`` (who receive its gifts)."""
        out, s = [], seat
        for _ in range(len(self.active) - 1):
            s = self.next_active(s)
            out.append(s)
        return out
