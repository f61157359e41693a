"""The game state machine: deal → auction → talon → give → contract → play → score.

``Game`` is the only way the state changes: :meth:`Game.start_deal` (the chance step: the
cards as dealt, :mod:`.deal_start`) and :meth:`Game.apply` (one action of the seat to act). Both return the events
that happened. :meth:`Game.legal_actions` lists every legal action; anything else raises
:class:`IllegalActionError` with the reason. The rules of each phase live in :mod:`.auction`,
:mod:`.contract` and :mod:`.trick`, the legal actions of a turn in :mod:`.legality`, a finished
deal's points in :mod:`.outcome`; ``Game`` dispatches to them.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Callable, Sequence
from typing import Any

from . import actions as A
from . import events as ev
from .auction import ACE_MARRIAGE_VALUE, BASE_CEILING, GOLDEN_MIN, Step, make_bid, make_pass
from .cards import Card
from .contract import discard, fix_contract, give, listed_action, take_talon
from .deal import DealError, DealState
from .deal_record import DealRecord
from .deal_start import Dealing, start_next_deal
from .explain import explain_illegal
from .legality import restates_contract, turn_actions
from .outcome import deal_outcome, talon_score
from .phase import Phase
from .reasons import IllegalActionError, Reason, ReasonCode
from .redeal import REDEAL_TALON_POINTS, hand_ground, may_redeal, redeal_ground
from .rules import RuleSet
from .scoring import ConcessionCost, Scoreboard
from .seat_view import SeatView, build_view
from .stock import draw_after_trick, is_stock_game, score_stock_deal
from .trick import deal_played_out, declare_before_card, play_card

# public here too: other packages import these names from engine.state
__all__ = ["ACE_MARRIAGE_VALUE", "BASE_CEILING", "GOLDEN_MIN", "REDEAL_TALON_POINTS", "DealError", "Game",
           "IllegalActionError", "Phase", "Reason", "ReasonCode"]


class Game:
    """A game of Thousand for 2, 3 or 4 players under one :class:`RuleSet`."""

    def __init__(self, rules: RuleSet | None = None, n_players: int = 3, first_dealer: int = 0) -> None:
        if n_players not in (2, 3, 4):
            raise ValueError("Thousand is played by 2, 3 or 4 players")
        if not 0 <= first_dealer < n_players:
            raise ValueError("the first dealer must be one of the seats")
        self.rules = rules if rules is not None else RuleSet()
        self.n_players = n_players
        self.board = Scoreboard(self.rules, n_players)
        self.next_dealer = first_dealer
        self.deals_played = 0            # deals scored (redeals not counted)
        self.results: list[ev.DealResult] = []
        self.deal: DealState | None = None
        self.phase = Phase.DEAL
        #: each deal dealt (redeals too), its cards as dealt and its actions so far, in order
        self.deal_records: list[DealRecord] = []
        self._legal_cache: tuple[DealState | None, int, Phase, list[A.Action]] | None = None

    # ------------------------------------------------------------------ public queries --
    @property
    def totals(self) -> tuple[int, ...]:
        return tuple(self.board.totals)

    @property
    def finished(self) -> bool:
        return self.phase is Phase.GAME_OVER

    @property
    def winner(self) -> int | None:
        return self.board.winner

    @property
    def running_deal(self) -> DealState:
        """The deal being played (or the last one between deals); raises before the first deal."""
        if self.deal is None:
            raise IllegalActionError(Reason.of(ReasonCode.NOT_DEALT))
        return self.deal

    @property
    def to_act(self) -> int | None:
        """The seat whose action the game waits for (None between deals and at the end)."""
        if self.deal is None or self.phase in (Phase.DEAL, Phase.GAME_OVER):
            return None
        d = self.deal
        if self.phase is Phase.AUCTION:
            return d.auction_turn
        if self.phase is Phase.PLAY:
            if not d.trick:
                return d.leader
            return d.next_active(d.trick[-1][0])
        return d.declarer

    def concession_cost(self) -> ConcessionCost:
        """What conceding the running deal would score now: the declarer's loss (the bid, a
        bolt, or nothing while free concessions last) and each other seat's gain.

        Raises ``RuntimeError`` before the auction is won (there is no declarer yet).
        """
        d = self.running_deal
        talon = (talon_score(d.talons[0], self.rules.marriage_values.of, self.rules.sitting_out_half_marriage)
                 if self.n_players == 4 else 0)
        return self.board.concession_cost(d.declarer_seat, d.bid, d.active, golden=d.golden, blind=d.blind,
                                          sitting_out_points=talon)

    def copy(self) -> Game:
        """An independent copy (for search and what-if questions); the deals over and their
        results, values that never change, are shared."""
        return copy.deepcopy(self)

    def view_for(self, seat: int) -> SeatView:
        """Everything ``seat`` may know now, and nothing more (see :mod:`.seat_view`).

        A seat that is not one of this game's raises :class:`IllegalActionError`.
        """
        if type(seat) is not int:
            raise A.ActionSyntaxError(f"a seat must be a whole number, not a {type(seat).__name__[:40]} value")
        if not 0 <= seat < self.n_players:
            raise IllegalActionError(Reason.of(ReasonCode.NO_SEAT, seat=seat))
        legal = self.legal_actions() if self.to_act == seat else self.legal_actions(seat)
        return build_view(seat, rules=self.rules, n_players=self.n_players, phase=self.phase,
                          deal=self.deal, board=self.board, to_act=self.to_act, legal=legal,
                          deal_number=len(self.deal_records), results=self.results)

    @property
    def stock_game(self) -> bool:
        """True for the two-player game with a stock (see :mod:`.stock`)."""
        return is_stock_game(self.rules, self.n_players)

    # ------------------------------------------------------------------ chance step ------
    def start_deal(self, hands: Sequence[Sequence[Card]] | None = None,
                   talons: Sequence[Sequence[Card]] | None = None, *,
                   seed: int | str | None = None, rng: random.Random | None = None,
                   dealer: int | None = None, stock: Sequence[Card] | None = None,
                   cut: Sequence[Card] | None = None) -> list[ev.Event]:
        """Deal the next deal: the given cards, or a shuffle from ``seed``/``rng``.

        ``hands[s]`` are seat s's cards as dealt (four players: the dealer's is empty);
        ``talons`` is one list of 3 cards, or two lists of 2 for two players. The game with a
        stock takes six cards a hand and ``stock`` (12 cards, top first) instead of talons. With
        the ``cut`` rule on, ``cut`` lists the bottom cards its cutting showed (a shuffle cuts
        too).
        """
        if self.phase is Phase.GAME_OVER:
            raise IllegalActionError(Reason.of(ReasonCode.GAME_OVER))
        if self.phase is not Phase.DEAL:
            raise IllegalActionError(Reason.of(ReasonCode.DEAL_IN_PROGRESS))
        if dealer is not None and dealer != self.next_dealer:
            raise DealError(f"seat {self.next_dealer} deals now, not seat {dealer}")
        at = Dealing(self.rules, self.n_players, self.next_dealer, self.deals_played, self.board)
        start = start_next_deal(at, hands, talons, seed=seed, rng=rng, stock=stock, cut=cut)
        self.deal = start.deal
        self.deal_records.append(start.record)
        self._legal_cache = None
        return [*start.events, *self._enter(start.step)]

    # ------------------------------------------------------------------ legal actions ----
    def legal_actions(self, seat: int | None = None) -> list[A.Action]:
        """Every legal action of the seat to act (or of ``seat``: a redeal out of turn)."""
        turn = self.to_act
        if seat is not None and type(seat) is not int:  # a seat from outside: junk has no actions
            return []
        if seat is None or seat == turn:
            n_actions = len(self.deal_records[-1].actions) if self.deal_records else 0
            cache = self._legal_cache
            if cache is not None and cache[0] is self.deal and cache[1] == n_actions and cache[2] == self.phase:
                return cache[3]
            result = (turn_actions(self.running_deal, self.phase, self.rules, self.board.barrel, self.n_players, turn)
                      if turn is not None else [])
            self._legal_cache = (self.deal, n_actions, self.phase, result)
            return result
        return [A.Redeal(seat)] if may_redeal(self.deal, self.phase, self.rules, self.n_players, seat) else []

    def is_legal(self, action: A.Action | str) -> bool:
        """True if ``action`` (a value or its text) is legal now; False for anything else."""
        try:
            action = A.as_action(action)
        except A.ActionSyntaxError:
            return False
        return self._listed(action) in self.legal_actions(action.seat)

    def _listed(self, action: A.Action) -> A.Action:
        """``action`` as the legal actions list it (a discard in any order: see :func:`~.contract.listed_action`)."""
        return listed_action(action, self.rules, self.n_players)

    def why_illegal(self, action: A.Action | str) -> Reason | None:
        """None if ``action`` (a value or its text) is legal now, else why not.

        The :class:`~.reasons.Reason` has a stable ``code`` and its values; ``str()`` of it is
        the reason in English. A value that is not an action nor its text (a number, a list,
        ``None``...) is answered with the code ``SYNTAX``, as unreadable text is.
        """
        try:
            action = A.as_action(action)
        except A.ActionSyntaxError as err:
            return err.reason
        if self.phase is Phase.GAME_OVER:
            return Reason.of(ReasonCode.GAME_OVER)
        if self.phase is Phase.DEAL or self.deal is None:
            return Reason.of(ReasonCode.NOT_DEALT)
        if (self._listed(action) in self.legal_actions(action.seat)
                or restates_contract(self.deal, self.phase, self.rules, action)):
            return None
        return explain_illegal(action, phase=self.phase, deal=self.deal, rules=self.rules,
                               barrel=self.board.barrel, n_players=self.n_players, to_act=self.to_act)

    # ------------------------------------------------------------------ apply ------------
    def apply(self, action: A.Action | str) -> list[ev.Event]:
        """Apply one action (an action value or its record text); returns the events.

        A discard may be written in any order of its cards (with ``second_talon_card``, any
        order after the first card): it is the discard :meth:`legal_actions` lists for them and
        leaves the same deal; the deal's record keeps it as written.

        Anything else (a number, a list, ``None``...) raises :class:`IllegalActionError` with the
        code ``SYNTAX``, as unreadable text does; the game is left as it was.
        """
        try:
            action = A.as_action(action)
        except A.ActionSyntaxError as err:
            raise IllegalActionError(err.reason) from None
        if self.phase is Phase.GAME_OVER:
            raise IllegalActionError(Reason.of(ReasonCode.GAME_OVER))
        if self.phase is Phase.DEAL:     # (the phase before the first deal too)
            raise IllegalActionError(Reason.of(ReasonCode.NOT_DEALT))
        if restates_contract(self.deal, self.phase, self.rules, action):
            self._record(action)
            return []
        reason = self.why_illegal(action)
        if reason is not None:
            raise IllegalActionError(reason)
        self._record(action)       # as written: a record saves again to its own text
        self._legal_cache = None
        handler: Callable[[Game, Any], list[ev.Event]] = _HANDLERS[type(action)]
        return handler(self, self._listed(action))

    def _record(self, action: A.Action) -> None:
        """Add ``action`` to the running deal's record."""
        self.deal_records[-1] = self.deal_records[-1].played(action)

    def _enter(self, step: Step) -> list[ev.Event]:
        """Take the phase a step of the deal ends in; return its events. A step that ends the
        deal before it is played is an auction every player passed (``opening`` ``free_redeal``):
        a redeal, scored here."""
        events, self.phase = step
        if self.phase is Phase.DEAL:
            events.append(self._redeal_scored())
        return events

    def _redeal_scored(self) -> ev.DealScored:
        """The running deal ends as a redeal: its line on the score sheet; the same dealer deals again."""
        result = self.board.score_redeal(self.running_deal.dealer)
        self.results.append(result)
        self.phase = Phase.DEAL
        return ev.DealScored(result)

    def _on_bid(self, a: A.Bid | A.Blind) -> list[ev.Event]:
        return self._enter(make_bid(self.running_deal, self.rules, self.board.totals, a))

    def _on_pass(self, a: A.Pass) -> list[ev.Event]:
        return self._enter(make_pass(self.running_deal, self.rules, self.board.totals, a))

    def _on_take_talon(self, a: A.TakeTalon) -> list[ev.Event]:
        return self._enter(take_talon(self.running_deal, a))

    def _on_give(self, a: A.Give) -> list[ev.Event]:
        return self._enter(give(self.running_deal, self.rules, self.board.barrel, a))

    def _on_discard(self, a: A.Discard) -> list[ev.Event]:
        return self._enter(discard(self.running_deal, self.rules, self.board.barrel, a))

    def _on_contract(self, a: A.Contract) -> list[ev.Event]:
        return self._enter(fix_contract(self.running_deal, a))

    def _on_concede(self, a: A.Concede) -> list[ev.Event]:
        d = self.running_deal
        d.conceded = True
        if d.contract is None:
            d.contract = d.bid
        return [ev.Conceded(a.seat, d.bid), *self._score()]

    def _on_redeal(self, a: A.Redeal) -> list[ev.Event]:
        d = self.running_deal
        talon = self.phase is Phase.GIVE
        if talon:
            ground = redeal_ground(d.talon_taken, self.rules, talon=True)
        else:    # the dealt hand, or (redeal_when before_lead) the 8 cards held before the lead
            held = d.hands[a.seat] if self.phase is Phase.PLAY else d.dealt[a.seat]
            ground = hand_ground(d, self.rules, a.seat, held)
        return [ev.RedealTaken(a.seat, "talon" if talon else "hand", ground), self._redeal_scored()]

    def _on_play(self, a: A.Play) -> list[ev.Event]:
        d = self.running_deal
        events = play_card(d, self.rules, a)
        events += draw_after_trick(d)
        if deal_played_out(d):
            events += self._score()
        return events

    def _on_declare_marriage(self, a: A.DeclareMarriage) -> list[ev.Event]:
        return declare_before_card(self.running_deal, self.rules, a)

    # ------------------------------------------------------------------ scoring ----------
    def _score(self) -> list[ev.Event]:
        d = self.running_deal
        if d.stock_game:
            result, events = score_stock_deal(self.board, d)
            return self._scored(d, result, events)
        outcome = deal_outcome(d, self.rules, self.n_players, self.deals_played)
        result, events = self.board.score(outcome)
        return self._scored(d, result, events)

    def _scored(self, d: DealState, result: ev.DealResult, events: list[ev.Event]) -> list[ev.Event]:
        self.results.append(result)
        self.deals_played += 1
        self.next_dealer = (d.dealer + 1) % self.n_players
        self.phase = Phase.GAME_OVER if self.board.finished else Phase.DEAL
        return events


#: Which method of :class:`Game` applies each kind of action.
_HANDLERS: dict[type, Callable[[Game, Any], list[ev.Event]]] = {
    A.Bid: Game._on_bid,
    A.Blind: Game._on_bid,
    A.Pass: Game._on_pass,
    A.TakeTalon: Game._on_take_talon,
    A.Give: Game._on_give,
    A.Discard: Game._on_discard,
    A.Contract: Game._on_contract,
    A.Concede: Game._on_concede,
    A.Redeal: Game._on_redeal,
    A.Play: Game._on_play,
    A.DeclareMarriage: Game._on_declare_marriage,
}
