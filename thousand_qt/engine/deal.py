"""The mutable state of one deal (internal to :mod:`state`)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from .cards import Card, Suit
from .seats import hand_size, next_active, opponents_of, sitting_out, talon_sizes


class DealError(ValueError):
    """Cards given to :meth:`Game.start_deal` that are not a proper deal."""


def check_deal(hands: Sequence[Sequence[Card]] | None, talons: Sequence[Sequence[Card]] | None,
               n: int, dealer: int, talons_of_three: bool = False) -> None:
    """Raise :class:`DealError` unless ``hands`` and ``talons`` are a proper deal for ``n`` players
    (two players with ``talons_of_three``: 9 cards each and two talons of 3)."""
    if hands is None or talons is None or len(hands) != n:
        raise DealError(f"a deal needs {n} hands and the talon")
    want_hand = hand_size(n, talons_of_three)
    for s, h in enumerate(hands):
        size = 0 if s == sitting_out(n, dealer) else want_hand
        if len(h) != size:
            raise DealError(f"seat {s} must be dealt {size} cards, not {len(h)}")
    sizes = talon_sizes(n, talons_of_three)
    if tuple(len(t) for t in talons) != sizes:
        raise DealError("the talon must be " + (f"two lists of {sizes[0]} cards" if n == 2 else "3 cards"))
    seen: set[Card] = set()
    for c in [c for h in hands for c in h] + [c for t in talons for c in t]:
        if not isinstance(c, Card):
            raise DealError(f"not a card: {c!r}")
        if c in seen:
            raise DealError(f"card {c} appears twice")
        seen.add(c)
    if len(seen) != 24:
        raise DealError("a deal must hold all 24 cards")


@dataclass
class DealState:
    dealer: int
    active: tuple[int, ...]          # seats playing this deal, in playing order from dealer+1
    hundred: int | None              # the seat on the hundred (None: nobody, see :mod:`.opening`)
    dealt: tuple[tuple[Card, ...], ...]
    talons: tuple[tuple[Card, ...], ...]
    golden: bool = False
    cut: tuple[Card, ...] = ()                            # the bottom cards the cut showed
    hands: list[list[Card]] = field(default_factory=list)
    # auction
    auction_turn: int = 0                                 # the seat to speak
    bid: int = 0                                          # the bid that stands (0: none yet)
    high: int | None = 0                                  # who holds it (None: nobody yet)
    first_speaker: int = 0                                # the seat that speaks first
    passed: set[int] = field(default_factory=set)
    auction_started: bool = False
    raised: bool = False
    blind_seats: set[int] = field(default_factory=set)   # whose current high bid was blind
    looked: set[int] = field(default_factory=set)         # seats that made an open call: a bid or a pass
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
    declared_turn: bool = False                           # the seat to play declared a marriage before its card
    kept_marriages: list[Suit] = field(default_factory=list)  # marriages declared keeping the trump
    # the game with a stock (see :mod:`.stock`)
    stock_game: bool = False
    stock: list[Card] = field(default_factory=list)       # the cards left, top first
    stock_dealt: tuple[Card, ...] = ()
    draws: list[tuple[int, Card]] = field(default_factory=list)  # (seat, card) in drawing order

    @property
    def declarer_seat(self) -> int:
        """The declarer (after the auction; raises before it is won)."""
        if self.declarer is None:
            raise RuntimeError("the auction is not over: there is no declarer yet")
        return self.declarer

    @property
    def contract_amount(self) -> int:
        """The fixed contract (raises before it is fixed)."""
        if self.contract is None:
            raise RuntimeError("the contract is not fixed yet")
        return self.contract

    def next_active(self, seat: int) -> int:
        """The playing seat after ``seat``."""
        return next_active(self.active, seat)

    def opponents_of(self, seat: int) -> list[int]:
        """The other active seats in order after ``seat`` (who receive its gifts)."""
        return list(opponents_of(self.active, seat))
