"""What one seat may know: :class:`SeatView`, the only input of a computer player.

It holds the seat's own hand, the talon if it was shown (or if the seat took it), the cards the
seat gave or received, every played card, the declared marriages, the auction and the scores —
never another seat's hidden cards.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from .actions import Action, Blind, Discard, Pass
from .cards import DECK, Card, Suit
from .cut import cut_cost, cutter_of
from .deal import DealState
from .events import DealResult
from .phase import Phase
from .rules import RuleSet
from .scoring import Scoreboard
from .seats import hand_size, sitting_out, talon_sizes
from .stock import HAND_SIZE as STOCK_HAND_SIZE


@dataclass(frozen=True)
class TrickRecord:
    leader: int
    cards: tuple[tuple[int, Card], ...]
    winner: int
    trump: Suit | None


@dataclass(frozen=True)
class TalonPlace:
    """What lies face down in one of the table's talon places: talon ``talon`` as dealt
    (``size`` cards), or, with ``talon`` None, the cards the declarer laid away in its place
    (two players)."""

    talon: int | None
    size: int


@dataclass(frozen=True)
class SeatView:
    """A seat's knowledge of the game at one moment."""

    seat: int
    n_players: int
    rules: RuleSet
    phase: Phase
    to_act: int | None
    legal_actions: tuple[Action, ...]
    dealer: int | None
    hundred: int | None
    active: tuple[int, ...]
    golden: bool
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    auction: tuple[tuple[int, str, int], ...]
    passed: tuple[int, ...]
    bid: int | None
    high_bidder: int | None
    declarer: int | None
    blind: bool
    contract: int | None
    talon: tuple[Card, ...] | None        # the talon the declarer took, if this seat saw it
    talon_public: bool
    talon_index: int | None
    given: tuple[tuple[int, Card], ...]   # (to seat, card) the seat knows of
    discarded: tuple[Card, ...]           # two players: only the declarer sees these
    trump: Suit | None
    trick: tuple[tuple[int, Card], ...]
    tricks: tuple[TrickRecord, ...]
    tricks_won: tuple[int, ...]
    marriages: tuple[tuple[int, Suit | None, int], ...]
    totals: tuple[int, ...]
    bolts: tuple[int, ...]
    barrel: int | None
    barrel_attempts_left: int
    deal_number: int
    results: tuple[DealResult, ...]
    #: The game with a stock: how many cards are left in it, and the cards this seat drew
    #: (in order); never the order of the rest.
    stock_game: bool = False
    stock_left: int = 0
    drawn: tuple[Card, ...] = ()
    cut: tuple[Card, ...] = ()            # the bottom cards the cut showed (``cut``), public

    @property
    def may_bid_blind(self) -> bool:
        """True while this seat may still bid blind (``blind_game``: the first speaker before
        anything is said). The choice is made before the cards are looked at: the window keeps
        the hand face down and the computer players judge it without their hand."""
        return any(isinstance(a, Blind) for a in self.legal_actions)

    @property
    def discards(self) -> bool:
        """True while this seat lays two cards away rather than giving them: the two-player
        declarer discards to the talon, the declarer of three or four gives to the opponents."""
        return any(isinstance(a, Discard) for a in self.legal_actions)

    @property
    def cutter(self) -> int | None:
        """The seat that cut the deck for this deal (None without a cut)."""
        return cutter_of(self.n_players, self.dealer) if self.cut and self.dealer is not None else None

    @property
    def cut_penalty(self) -> int:
        """What the cut cost its cutter (a third nine), 0 otherwise."""
        return cut_cost(self.cut)

    @property
    def sitting_out(self) -> int | None:
        """The seat that sits this deal out (four players: the dealer), or None."""
        return sitting_out(self.n_players, self.dealer) if self.dealer is not None else None

    @property
    def dealt_hand_size(self) -> int:
        """The cards each playing seat is dealt."""
        return STOCK_HAND_SIZE if self.stock_game else hand_size(self.n_players)

    @property
    def dealt_talon_sizes(self) -> tuple[int, ...]:
        """The sizes of the talons dealt (none in the game with a stock)."""
        return () if self.stock_game else talon_sizes(self.n_players)

    def talon_places(self) -> tuple[TalonPlace | None, ...]:
        """What lies in each of the table's talon places now (one place with three or four
        players, two with two: left and right; None for an empty one): the talon until it is
        taken, and with two players the talon not taken and the declarer's two cards laid away
        in place of the taken one once they lie there."""
        sizes = self.dealt_talon_sizes
        if len(sizes) == 1:
            return (TalonPlace(0, sizes[0]) if self.phase is Phase.AUCTION else None,)
        if not sizes:
            return ()
        if self.phase in (Phase.AUCTION, Phase.TALON):
            return tuple(TalonPlace(k, size) for k, size in enumerate(sizes))
        taken = self.talon_index
        if taken is None or self.phase not in (Phase.GIVE, Phase.CONTRACT, Phase.PLAY):
            return (None,) * len(sizes)
        places: list[TalonPlace | None] = [TalonPlace(k, size) for k, size in enumerate(sizes)]
        places[taken] = None if self.phase is Phase.GIVE else TalonPlace(None, sizes[taken])
        return tuple(places)

    def without_hand(self) -> SeatView:
        """This view without the seat's own cards (a decision made before looking at them)."""
        return replace(self, hand=(), legal_actions=tuple(a for a in self.legal_actions
                                                          if isinstance(a, (Blind, Pass))))

    @property
    def played_cards(self) -> list[Card]:
        out = [c for t in self.tricks for _, c in t.cards]
        out += [c for _, c in self.trick]
        return out

    def unseen_cards(self, *, with_given: bool = False) -> list[Card]:
        """Cards whose place this seat does not know for certain: in other hands, a talon or
        the stock, in the deck's order.

        A talon shown to everybody is *not* excluded: the declarer may have given one of its
        cards to the other opponent. A sampler should put the shown talon's unplayed cards in
        the declarer's hand or, at most one of them, in the other opponent's. ``with_given``:
        the cards this seat gave away count too (they are in another hand, not seen since;
        the computer players' knowledge places them itself).
        """
        known = set(self.hand) | set(self.played_cards) | set(self.discarded)
        if not with_given:
            known |= {c for _, c in self.given}
        return [c for c in DECK if c not in known]


def build_view(seat: int, *, rules: RuleSet, n_players: int, phase: Phase, deal: DealState | None,
               board: Scoreboard, to_act: int | None, legal: Sequence[Action], deal_number: int,
               results: Sequence[DealResult]) -> SeatView:
    """What ``seat`` may know of a game in ``phase`` with the running ``deal`` and ``board``."""
    d = deal
    n = n_players
    if d is None:
        return SeatView(seat, n, rules, phase, None, (), None, None, (), False, (),
                        (0,) * n, (), (), None, None, None, False, None, None, False, None, (), (),
                        None, (), (), (0,) * n, (), tuple(board.totals), tuple(board.bolts),
                        board.barrel, board.attempts_left(), deal_number, tuple(results))
    talon = None
    if d.talon_taken and (d.talon_public or seat == d.declarer):
        talon = tuple(d.talon_taken)
    if seat == d.declarer:
        given = d.given
        discarded = d.discarded
    else:
        given = tuple((s, c) for s, c in d.given if s == seat)
        discarded = ()
    return SeatView(
        seat=seat, n_players=n, rules=rules, phase=phase, to_act=to_act,
        legal_actions=tuple(legal), dealer=d.dealer, hundred=d.hundred, active=d.active,
        golden=d.golden, hand=tuple(d.hands[seat]), hand_sizes=tuple(len(h) for h in d.hands),
        auction=tuple(d.auction_log), passed=tuple(sorted(d.passed)), bid=d.bid,
        high_bidder=d.high, declarer=d.declarer, blind=d.blind, contract=d.contract,
        talon=talon, talon_public=d.talon_public, talon_index=d.talon_index, given=given,
        discarded=discarded, trump=d.trump, trick=tuple(d.trick),
        tricks=tuple(TrickRecord(*t) for t in d.tricks), tricks_won=tuple(d.tricks_won),
        marriages=tuple(d.marriages), totals=tuple(board.totals), bolts=tuple(board.bolts),
        barrel=board.barrel, barrel_attempts_left=board.attempts_left(),
        deal_number=deal_number, results=tuple(results), stock_game=d.stock_game,
        stock_left=len(d.stock), drawn=tuple(c for s, c in d.draws if s == seat), cut=d.cut)
