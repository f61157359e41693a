"""What ``Game.apply`` reports back: the things that happened, in order.

The Qt layer turns these into signals and animations; tests and the replay CLI read them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .cards import Card, Suit


@dataclass(frozen=True, slots=True)
class DealStarted:
    """A deal was dealt; ``hundred`` is the seat on the hundred (None: nobody, ``opening``
    ``free_*`` or ``barrel_bidding`` ``opens``)."""

    dealer: int
    hundred: int | None
    golden: bool


@dataclass(frozen=True, slots=True)
class DeckCut:
    """The cut before the deal (``cut``): the bottom cards shown, in order; ``penalty`` is what
    the cutter lost at once for a third nine (0 otherwise); ``only_to`` the seat that alone sees
    the last card (the dealer, ``cut_shown_to`` dealer), -1 when everybody sees it."""

    cutter: int
    cards: tuple[Card, ...]
    penalty: int = 0
    only_to: int = -1


@dataclass(frozen=True, slots=True)
class RedealTaken:
    """``seat`` asked for a redeal: ``reason`` "hand" (a weak hand) or "talon" (a poor talon);
    ``ground`` the condition that gave the right to it (see :func:`~.redeal.redeal_ground`;
    "hundred_nines": three nines on the hundred, :func:`~.redeal.hand_redeal_ground`)."""

    seat: int
    reason: str
    ground: str = ""


@dataclass(frozen=True, slots=True)
class BidMade:
    seat: int
    amount: int
    blind: bool = False


@dataclass(frozen=True, slots=True)
class Passed:
    seat: int
    automatic: bool = False


@dataclass(frozen=True, slots=True)
class AllPassed:
    """Every player passed an auction with nobody on the hundred (``opening`` ``free_*``):
    ``declarer`` plays ``min_bid`` (``free_dealer``: the dealer, four players the seat after),
    or with ``declarer`` None the deal ends as a redeal (``free_redeal``)."""

    dealer: int
    declarer: int | None


@dataclass(frozen=True, slots=True)
class AuctionWon:
    declarer: int
    bid: int
    blind: bool = False


@dataclass(frozen=True, slots=True)
class TalonShown:
    """The talon the declarer takes; ``public`` is False when only the declarer sees it."""

    declarer: int
    cards: tuple[Card, ...]
    public: bool
    index: int = 0


@dataclass(frozen=True, slots=True)
class CardsGiven:
    """The declarer gave a card to each opponent (two players: discarded two)."""

    declarer: int
    given: tuple[tuple[int, Card], ...]


@dataclass(frozen=True, slots=True)
class ContractFixed:
    declarer: int
    amount: int


@dataclass(frozen=True, slots=True)
class Conceded:
    declarer: int
    amount: int


@dataclass(frozen=True, slots=True)
class CardPlayed:
    seat: int
    card: Card


@dataclass(frozen=True, slots=True)
class MarriageDeclared:
    seat: int
    suit: Suit | None  # None = the ace marriage
    value: int
    #: The trump stayed (``marriage_trump`` ``choose``): the marriage only scores.
    kept: bool = False


@dataclass(frozen=True, slots=True)
class TrumpChanged:
    trump: Suit


@dataclass(frozen=True, slots=True)
class TrickTaken:
    winner: int
    cards: tuple[tuple[int, Card], ...]
    points: int


@dataclass(frozen=True, slots=True)
class CardsDrawn:
    """The game with a stock: after a trick the winner drew, then the other player; ``left``
    cards remain in the stock. A seat may be shown only its own card of ``draws``."""

    draws: tuple[tuple[int, Card], ...]
    left: int


@dataclass(frozen=True, slots=True)
class BoltGiven:
    seat: int
    count: int
    penalty: int


@dataclass(frozen=True, slots=True)
class Samosval:
    seat: int
    total_before: int


@dataclass(frozen=True, slots=True)
class BarrelMounted:
    seat: int


@dataclass(frozen=True, slots=True)
class BarrelLeft:
    """Off the barrel: ``how`` is ``dropped`` (total fell below), ``fell`` (attempts used up),
    ``knocked`` (another player mounted) or ``collision`` (several mounted at once),
    or ``won``; ``penalty`` is what the total lost (120, and with ``barrel_scoring`` collect the
    rounding down to a multiple of 10 too)."""

    seat: int
    how: str
    penalty: int = 0
    reset_to_zero: bool = False


@dataclass(frozen=True, slots=True)
class TotalsReset:
    """Every total set to 0 and nobody on the barrel; ``why`` is ``golden`` (golden_round_reset)."""

    why: str


@dataclass(frozen=True, slots=True)
class DealScored:
    result: DealResult


@dataclass(frozen=True, slots=True)
class GameOver:
    winner: int
    totals: tuple[int, ...]
    settlement: tuple[float, ...] = ()


@dataclass(frozen=True)
class DealResult:
    """One deal's line on the score sheet (also the replay CLI's ``--json`` entry)."""

    dealer: int
    declarer: int | None
    contract: int | None
    points: tuple[int, ...]
    change: tuple[int, ...]
    totals: tuple[int, ...]
    bolts: tuple[int, ...]
    barrel: int | None
    redeal: bool = False
    conceded: bool = False
    blind: bool = False
    golden: bool = False
    made: bool | None = None
    marriages: tuple[tuple[int, str, int], ...] = ()
    bolt_seats: tuple[int, ...] = ()
    samosval_seats: tuple[int, ...] = ()
    notes: tuple[str, ...] = field(default=())
    #: Four players: the dealer, who sat out and scored the talon (``points[sitting_out]``).
    sitting_out: int | None = None
    #: Four players: the value of a marriage in the talon, part of the dealer's points.
    talon_marriage: int = 0
    #: Two players: the points of the four cards out of play a sweeping declarer added.
    sweep_bonus: int = 0

    def __deepcopy__(self, _memo: dict[int, Any]) -> DealResult:
        return self      # a value: a copied game shares its score sheet's lines
    #: Two players, ``second_talon`` last_trick: the points of the talon not taken, which went
    #: to the winner of the last trick (part of their ``points``).
    second_talon: int = 0
    #: ``golden_round_reset``: after this deal every total was set to 0.
    golden_reset: bool = False
    #: ``cut``: (the cutter, the points lost) when the cut before this deal showed a third nine.
    cut_penalty: tuple[int, int] | None = None
    #: ``concede_opponent_points`` bolt: the concession was a write-off (списать), a dash and a
    #: bolt for each opponent.
    written_off: bool = False
    #: ``barrel_scoring`` collect: (the seat collecting on the barrel, what it scored in this deal).
    collected: tuple[int, int] | None = None

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "declarer": self.declarer,
            "contract": self.contract,
            "points": list(self.points),
            "change": list(self.change),
            "totals": list(self.totals),
            "bolts": list(self.bolts),
            "barrel": self.barrel,
        }
        if self.redeal:
            out["redeal"] = True
        if self.conceded:
            out["conceded"] = True
        return out


#: Anything :meth:`~.state.Game.apply` or :meth:`~.state.Game.start_deal` reports.
Event = (DealStarted | DeckCut | RedealTaken | BidMade | Passed | AllPassed | AuctionWon | TalonShown | CardsGiven
         | ContractFixed | Conceded | CardPlayed | MarriageDeclared | TrumpChanged | TrickTaken
         | CardsDrawn | BoltGiven | Samosval | BarrelMounted | BarrelLeft | TotalsReset | DealScored
         | GameOver)
