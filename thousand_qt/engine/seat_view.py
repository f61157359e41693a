"""What one seat may know: :class:`SeatView`, the only input of a computer player.

It holds the seat's own hand, the talon if it was shown (or if the seat took it), the cards the
seat gave or received, every played card, the declared marriages, the auction and the scores —
never another seat's hidden cards.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from .actions import Action, Blind, Discard, Pass
from .blind import blind_amounts, blind_right
from .cards import DECK, Card, Suit
from .contract import listed_action
from .cut import cut_cost, cut_seen, cutter_of, dealer_only
from .deal import DealState
from .events import DealResult
from .opening import auction_opening
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
    cut: tuple[Card, ...] = ()            # the bottom cards the cut showed this seat (``cut``)
    #: ``cut_shown_to`` dealer: the cut's last card, shown only to the dealer, follows ``cut``
    #: face down for this seat (until the deal is over).
    cut_hidden: bool = False
    #: The suits of the marriages declared keeping the trump (``marriage_trump`` choose), public.
    kept_marriages: tuple[Suit, ...] = ()

    @property
    def may_bid_blind(self) -> bool:
        """True while this seat may still bid blind (``blind_game``: the first speaker before
        anything is said). The choice is made before the cards are looked at: the window keeps
        the hand face down and the computer players judge it without their hand."""
        return any(isinstance(a, Blind) for a in self.legal_actions)

    @property
    def blind_open(self) -> bool:
        """True while this seat may yet bid blind in this deal: now (:attr:`may_bid_blind`), or,
        under ``blind_rule`` ``anyone``, on a later turn of the auction, having made no open call
        (a bid or a pass). Its hand stays face down in the window until then or until it looks."""
        if self.may_bid_blind:
            return True
        if self.phase is not Phase.AUCTION or self.seat not in self.active or self.seat in self.passed:
            return False
        called = any(s == self.seat and verb != "blind" for s, verb, _ in self.auction)
        first = self.first_speaker
        return (first is not None
                and blind_right(self.rules, self.seat, first_speaker=first, started=True, called=called)
                and bool(blind_amounts(self.rules, self.bid or self.rules.min_bid, self.barrel, self.seat)))

    @property
    def first_speaker(self) -> int | None:
        """The deal's first speaker, as the engine's auction and blind bid have it
        (:func:`~.opening.auction_opening`); None between games and in the game with a stock."""
        if self.dealer is None or self.stock_game or not self.active:
            return None
        return auction_opening(self.rules, self.active, self.barrel).first

    @property
    def standing_bid(self) -> tuple[int, int] | None:
        """The seat whose bid stood in this deal before anyone spoke, and that bid: the player
        on the hundred's ``min_bid``, or the barrel player's with ``barrel_bidding`` ``opens``;
        None when no bid stood (``opening`` ``free_*``), in the game with a stock and between games."""
        if self.dealer is None or self.stock_game:
            return None
        if self.hundred is not None:
            return self.hundred, self.rules.min_bid
        opening = auction_opening(self.rules, self.active, self.barrel)
        return None if opening.standing is None else (opening.standing, opening.bid)

    @property
    def standing_bid_holds(self) -> bool:
        """True while :attr:`standing_bid` is still the highest: nobody has bid since (passes only)."""
        return self.standing_bid is not None and all(verb == "pass" for _, verb, _ in self.auction)

    def offers(self, action: Action) -> bool:
        """True if ``action`` is one of :attr:`legal_actions`, a discard written in any order of
        its cards included (see :func:`~.contract.listed_action`)."""
        return listed_action(action, self.rules, self.n_players) in self.legal_actions

    @property
    def discards(self) -> bool:
        """True while this seat lays two cards away rather than giving them: the two-player
        declarer discards to the talon, the declarer of three or four gives to the opponents."""
        return any(isinstance(a, Discard) for a in self.legal_actions)

    @property
    def cutter(self) -> int | None:
        """The seat that cut the deck for this deal (None without a cut)."""
        cut = self.cut or self.cut_hidden
        return cutter_of(self.n_players, self.dealer) if cut and self.dealer is not None else None

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
        return STOCK_HAND_SIZE if self.stock_game else hand_size(self.n_players,
                                                                 self.rules.talons_of_three(self.n_players))

    @property
    def dealt_talon_sizes(self) -> tuple[int, ...]:
        """The sizes of the talons dealt (none in the game with a stock)."""
        return () if self.stock_game else talon_sizes(self.n_players, self.rules.talons_of_three(self.n_players))

    @property
    def card_in_second_talon(self) -> bool:
        """Two players with ``second_talon_card`` (and ``second_talon`` last_trick), once the
        declarer has laid away: the first card laid away lies in the talon not taken."""
        return (not self.stock_game and self.rules.card_to_second_talon(self.n_players)
                and self.talon_index is not None and self.phase in (Phase.CONTRACT, Phase.PLAY))

    def talon_places(self) -> tuple[TalonPlace | None, ...]:
        """What lies in each of the table's talon places now (one place with three or four
        players, two with two: left and right; None for an empty one): the talon until it is
        taken, and with two players the talon not taken and the declarer's cards laid away
        in place of the taken one once they lie there (with ``second_talon_card`` the first of
        them in the talon not taken: :attr:`card_in_second_talon`)."""
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
        if self.card_in_second_talon:        # one card laid away lies in the other talon
            places[taken] = TalonPlace(None, sizes[taken] - 1)
            places[1 - taken] = TalonPlace(1 - taken, sizes[1 - taken] + 1)
        return tuple(places)

    def without_hand(self) -> SeatView:
        """This view without the seat's own cards (a decision made before looking at them)."""
        return replace(self, hand=(), legal_actions=tuple(a for a in self.legal_actions
                                                          if isinstance(a, (Blind, Pass))))

    def looked(self) -> SeatView:
        """This view once the seat has looked at its cards: no blind bid is open to it."""
        return replace(self, legal_actions=tuple(a for a in self.legal_actions if not isinstance(a, Blind)))

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
    cut_hidden = (seat != d.dealer and phase not in (Phase.DEAL, Phase.GAME_OVER)
                  and dealer_only(d.cut, rules.cut_shown_to == "dealer"))
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
        stock_left=len(d.stock), drawn=tuple(c for s, c in d.draws if s == seat),
        cut=cut_seen(d.cut, cut_hidden), cut_hidden=cut_hidden, kept_marriages=tuple(d.kept_marriages))
