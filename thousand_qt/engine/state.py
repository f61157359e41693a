"""The game state machine: deal → auction → talon → give → contract → play → score.

``Game`` is the only way the state changes: :meth:`Game.start_deal` (the chance step: the
cards as dealt) and :meth:`Game.apply` (one action of the seat to act). Both return the events
that happened. :meth:`Game.legal_actions` lists every legal action; anything else raises
:class:`IllegalActionError` with the reason.
"""

from __future__ import annotations

import copy
import random
from enum import Enum
from typing import Iterable, Sequence

from . import actions as A
from . import events as ev
from .cards import Card, card_points, deal_cards, shuffled_deck
from .deal import DealError, DealState, check_deal
from .play import best_index, has_all_aces, legal_cards, marriage_suits
from .rules import RuleSet
from .scoring import DealOutcome, Scoreboard, deal_points, talon_score

REDEAL_HAND_POINTS = 14
REDEAL_TALON_POINTS = 5
ACE_MARRIAGE_VALUE = 200
BASE_CEILING = 120
GOLDEN_MIN = 120


class Phase(str, Enum):
    DEAL = "deal"            # waiting for the cards (the chance step)
    AUCTION = "auction"
    TALON = "talon"          # two players: choose one of the two talons
    GIVE = "give"            # give a card to each opponent (two players: discard two)
    CONTRACT = "contract"
    PLAY = "play"
    GAME_OVER = "game_over"


class IllegalActionError(ValueError):
    """An action the rules do not allow now; the message says why."""


def _first_at_least(base: int, step: int, floor: int) -> int:
    """The smallest ``base + k*step`` (k ≥ 0) that is ≥ ``floor``."""
    if base >= floor:
        return base
    return base + -(-(floor - base) // step) * step


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
        self.deal_records: list[dict] = []
        self._legal_cache: tuple | None = None

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
    def to_act(self) -> int | None:
        """The seat whose action the game waits for (None between deals and at the end)."""
        d = self.deal
        if d is None or self.phase in (Phase.DEAL, Phase.GAME_OVER):
            return None
        if self.phase is Phase.AUCTION:
            return self._auction_turn
        if self.phase is Phase.PLAY:
            if not d.trick:
                return d.leader
            return d.next_active(d.trick[-1][0])
        return d.declarer

    def copy(self) -> "Game":
        """An independent copy (for search and what-if questions)."""
        return copy.deepcopy(self)

    def view_for(self, seat: int):
        """Everything ``seat`` may know now, and nothing more (see :mod:`view`)."""
        from .view import build_view

        return build_view(self, seat)

    # ------------------------------------------------------------------ chance step ------
    def start_deal(self, hands: Sequence[Sequence[Card]] | None = None,
                   talons: Sequence[Sequence[Card]] | None = None, *,
                   seed: int | str | None = None, rng: random.Random | None = None,
                   dealer: int | None = None) -> list:
        """Deal the next deal: the given cards, or a shuffle from ``seed``/``rng``.

        ``hands[s]`` are seat s's cards as dealt (four players: the dealer's is empty);
        ``talons`` is one list of 3 cards, or two lists of 2 for two players.
        """
        if self.phase is Phase.GAME_OVER:
            raise IllegalActionError("the game is over")
        if self.phase is not Phase.DEAL:
            raise IllegalActionError("the current deal is not finished")
        if dealer is not None and dealer != self.next_dealer:
            raise DealError(f"seat {self.next_dealer} deals now, not seat {dealer}")
        n, dealer = self.n_players, self.next_dealer
        if hands is None:
            hands, talons = deal_cards(shuffled_deck(seed, rng), n, dealer)
        elif n != 2 and talons is not None and len(talons) == 3 and all(isinstance(c, Card) for c in talons):
            # the three/four-player talon may also be given flat, [c1, c2, c3], as a record
            # writes it (it used to fail with a TypeError instead of being read or refused)
            talons = [list(talons)]
        check_deal(hands, talons, self.n_players, dealer)
        active = tuple((dealer + k) % n for k in range(1, n + 1) if n != 4 or (dealer + k) % n != dealer)
        golden = self.deals_played < self.rules.golden_deals(n)
        d = DealState(dealer=dealer, active=active, hundred=active[0],
                      dealt=tuple(tuple(h) for h in hands), talons=tuple(tuple(t) for t in talons),
                      golden=golden)
        d.hands = [list(h) for h in hands]
        d.tricks_won = [0] * n
        d.won_points = [0] * n
        d.bid, d.high = self.rules.min_bid, d.hundred
        self.deal = d
        self.deal_records.append({
            "dealer": dealer,
            "hands": [[c.text for c in h] for h in hands],
            "talon": [c.text for c in talons[0]] if n != 2 else [[c.text for c in t] for t in talons],
            "actions": d.actions,
        })
        self._legal_cache = None
        events: list = [ev.DealStarted(dealer, d.hundred, golden)]
        sitter = self.board.barrel
        if golden:
            floor = GOLDEN_MIN if sitter != d.hundred else max(GOLDEN_MIN, self.rules.barrel_min_contract)
            d.bid = _first_at_least(self.rules.min_bid, self.rules.bid_step, floor)
            events += self._end_auction(d.hundred)
        elif sitter is not None and sitter in active and self.rules.barrel_bidding == "automatic":
            # (four players: a barrel player who deals sits out, and the others bid as usual)
            d.bid = _first_at_least(self.rules.min_bid, self.rules.bid_step, self.rules.barrel_min_contract)
            # RULES.md §4 hides the talon only when the player on the hundred won the auction at
            # the opening bid; taking it at the barrel minimum without an auction is not that, so
            # the talon is shown (it used to be hidden when the barrel player was on the hundred).
            d.raised = True
            events += self._end_auction(sitter)
        else:
            self.phase = Phase.AUCTION
            self._auction_turn = active[1]
            events += self._auto_passes()
        return events

    # ------------------------------------------------------------------ legal actions ----
    def legal_actions(self, seat: int | None = None) -> list:
        """Every legal action of the seat to act (or of ``seat``: a redeal out of turn)."""
        turn = self.to_act
        if seat is None or seat == turn:
            if self._legal_cache is not None and self._legal_cache[0] is self.deal and \
                    self._legal_cache[1] == len(self.deal.actions) and self._legal_cache[2] == self.phase:
                return self._legal_cache[3]
            result = self._legal_for_turn() if turn is not None else []
            self._legal_cache = (self.deal, len(self.deal.actions) if self.deal else 0, self.phase, result)
            return result
        return [A.Redeal(seat)] if self._may_redeal(seat) else []

    def is_legal(self, action) -> bool:
        if isinstance(action, str):
            action = A.parse_action(action)
        return action in self.legal_actions(action.seat)

    def why_illegal(self, action) -> str | None:
        """None if ``action`` (a value or its text) is legal now, else the reason in English."""
        if isinstance(action, str):
            try:
                action = A.parse_action(action)
            except A.ActionSyntaxError as err:
                return str(err)
        if self.phase is Phase.GAME_OVER:
            return "the game is over"
        if self.phase is Phase.DEAL:
            return "no deal in progress: the cards are not dealt yet"
        if action in self.legal_actions(action.seat):
            return None
        return self._why_illegal(action)

    def _legal_for_turn(self) -> list:
        d, seat, rules = self.deal, self.to_act, self.rules
        out: list = []
        if self.phase is Phase.AUCTION:
            if self._may_redeal(seat):
                out.append(A.Redeal(seat))
            if rules.blind_game and not d.auction_started and seat == d.active[1]:
                lo = _first_at_least(d.bid + rules.bid_step, rules.bid_step, GOLDEN_MIN)
                if self.board.barrel == seat:
                    lo = _first_at_least(lo, rules.bid_step, rules.barrel_min_contract)
                out += [A.Blind(seat, a) for a in range(lo, rules.max_bid + 1, rules.bid_step)]
            lo, hi = self._bid_range(seat)
            out += [A.bid(seat, a) for a in range(lo, hi + 1, rules.bid_step)]
            out.append(A.Pass(seat))
        elif self.phase is Phase.TALON:
            out = [A.TakeTalon(seat, 0), A.TakeTalon(seat, 1)]
        elif self.phase is Phase.GIVE:
            if self._may_redeal(seat):
                out.append(A.Redeal(seat))
            hand = d.hands[seat]
            kind = A.Discard if self.n_players == 2 else A.Give
            for a in hand:
                for b in hand:
                    if a is not b:  # a discard is unordered: both orders are accepted
                        out.append(kind(seat, a, b))
            if self._may_concede(seat):
                out.append(A.Concede(seat))
        elif self.phase is Phase.CONTRACT:
            lo, hi = self._contract_range()
            out = [A.contract(seat, a) for a in range(lo, hi + 1, rules.bid_step)]
            if self._may_concede(seat):
                out.append(A.Concede(seat))
        elif self.phase is Phase.PLAY:
            hand = d.hands[seat]
            cards = legal_cards(hand, [c for _, c in d.trick], d.trump, rules.must_overtake)
            out = [A.play(seat, c) for c in cards]
            if not d.trick:
                if not (rules.marriage_needs_trick and d.tricks_won[seat] == 0):
                    for suit in marriage_suits(hand):
                        for c in hand:
                            if c.suit is suit and c.rank in "KQ":
                                out.append(A.play(seat, c, A.MARRIAGE))
                    if rules.ace_marriage and seat not in d.aces_declared and has_all_aces(hand):
                        out += [A.play(seat, c, A.ACES) for c in hand if c.rank == "A"]
                if self._may_concede(seat):
                    out.append(A.Concede(seat))
        return out

    def _ceiling(self, hand: Iterable[Card]) -> int:
        rules = self.rules
        if not rules.bid_limit_by_marriages:
            return rules.max_bid
        hand = list(hand)
        limit = BASE_CEILING + sum(rules.marriage_values.of(s) for s in marriage_suits(hand))
        if rules.ace_marriage and has_all_aces(hand):
            limit += ACE_MARRIAGE_VALUE
        return min(rules.max_bid, limit)

    def _bid_range(self, seat: int) -> tuple[int, int]:
        d, rules = self.deal, self.rules
        lo = d.bid + rules.bid_step
        if self.board.barrel == seat:
            lo = _first_at_least(lo, rules.bid_step, rules.barrel_min_contract)
        return lo, self._ceiling(d.hands[seat])

    def _contract_floor(self) -> int:
        d, rules = self.deal, self.rules
        floor = d.bid
        if d.golden:
            floor = max(floor, GOLDEN_MIN)
        if self.board.barrel == d.declarer:
            floor = max(floor, rules.barrel_min_contract)
        return _first_at_least(d.bid, rules.bid_step, floor)

    def _contract_range(self) -> tuple[int, int]:
        lo = self._contract_floor()
        return lo, max(lo, self._ceiling(self.deal.hands[self.deal.declarer]))

    def _may_redeal(self, seat: int) -> bool:
        d, rules = self.deal, self.rules
        if not rules.redeal or d is None:
            return False
        if self.phase is Phase.AUCTION and not d.auction_started:
            if seat not in d.active:
                return False
            hand = d.dealt[seat]
            return card_points(hand) < REDEAL_HAND_POINTS or sum(c.rank == "9" for c in hand) == 4
        if self.phase is Phase.GIVE and seat == d.declarer and self.n_players != 2:
            # the talon redeal (three/four players), before any card is given
            talon = d.talon_taken
            return card_points(talon) < REDEAL_TALON_POINTS or sum(c.rank == "9" for c in talon) >= 2
        return False

    def _may_concede(self, seat: int) -> bool:
        d = self.deal
        if not self.rules.concede or seat != d.declarer or self.board.barrel == seat:
            return False
        if self.phase is Phase.PLAY:
            return not d.tricks and not d.trick
        return self.phase in (Phase.GIVE, Phase.CONTRACT)

    # ------------------------------------------------------------------ apply ------------
    def apply(self, action) -> list:
        """Apply one action (an action value or its record text); returns the events."""
        if isinstance(action, str):
            try:
                action = A.parse_action(action)
            except A.ActionSyntaxError as err:
                raise IllegalActionError(str(err)) from None
        if self.phase is Phase.GAME_OVER:
            raise IllegalActionError("the game is over")
        if self.phase is Phase.DEAL:
            raise IllegalActionError("no deal in progress: the cards are not dealt yet")
        d = self.deal
        if (isinstance(action, A.Contract) and self.phase is Phase.PLAY and not self.rules.raise_after_talon
                and action.seat == d.declarer and action.amount == d.contract and not d.tricks and not d.trick):
            # raise_after_talon off: the contract is the winning bid; a record may still state it.
            d.actions.append(str(action))
            return []
        reason = self.why_illegal(action)
        if reason is not None:
            raise IllegalActionError(reason)
        d.actions.append(str(action))
        self._legal_cache = None
        handler = getattr(self, "_do_" + type(action).__name__.lower())
        return handler(action)

    # auction -----------------------------------------------------------------------------
    def _do_bid(self, a: A.Bid, blind: bool = False) -> list:
        d = self.deal
        d.auction_started = True
        d.bid, d.high, d.raised = a.amount, a.seat, True
        if blind:
            d.blind_seats.add(a.seat)
        else:
            d.blind_seats.discard(a.seat)
            d.looked.add(a.seat)
        d.auction_log.append((a.seat, "blind" if blind else "bid", a.amount))
        return [ev.BidMade(a.seat, a.amount, blind)] + self._next_bidder(a.seat)

    def _do_blind(self, a: A.Blind) -> list:
        return self._do_bid(a, blind=True)  # type: ignore[arg-type]

    def _do_pass(self, a: A.Pass, automatic: bool = False) -> list:
        d = self.deal
        if not automatic:
            d.auction_started = True
        d.passed.add(a.seat)
        d.auction_log.append((a.seat, "pass", 0))
        return [ev.Passed(a.seat, automatic)] + self._next_bidder(a.seat)

    def _next_bidder(self, seat: int) -> list:
        d = self.deal
        if all(s in d.passed for s in d.active if s != d.high):
            return self._end_auction(d.high)
        s = d.next_active(seat)
        while s in d.passed:
            s = d.next_active(s)
        self._auction_turn = s
        return self._auto_passes()

    def _auto_passes(self) -> list:
        """Bidding in the minus: a player below the threshold passes automatically."""
        threshold = self.rules.minus_bid_threshold
        if threshold is None or self.phase is not Phase.AUCTION:
            return []
        seat = self._auction_turn
        if self.board.totals[seat] < threshold:
            return self._do_pass(A.Pass(seat), automatic=True)
        return []

    def _end_auction(self, declarer: int) -> list:
        d, rules = self.deal, self.rules
        d.declarer = declarer
        d.blind = declarer in d.blind_seats
        events: list = [ev.AuctionWon(declarer, d.bid, d.blind)]
        if self.n_players == 2:
            self.phase = Phase.TALON
            return events
        d.talon_taken = d.talons[0]
        won_on_hundred = declarer == d.hundred and not d.raised and not d.golden
        d.talon_public = not d.blind and not (rules.hidden_talon_on_hundred and won_on_hundred)
        d.hands[declarer].extend(d.talon_taken)
        events.append(ev.TalonShown(declarer, d.talon_taken, d.talon_public))
        self.phase = Phase.GIVE
        return events

    # talon, give, contract ------------------------------------------------------------------
    def _do_taketalon(self, a: A.TakeTalon) -> list:
        d = self.deal
        d.talon_index = a.index
        d.talon_taken = d.talons[a.index]
        d.talon_public = not d.blind
        d.hands[a.seat].extend(d.talon_taken)
        self.phase = Phase.GIVE
        return [ev.TalonShown(a.seat, d.talon_taken, d.talon_public, a.index)]

    def _do_give(self, a: A.Give) -> list:
        d = self.deal
        first, second = d.opponents_of(a.seat)
        hand = d.hands[a.seat]
        hand.remove(a.first)
        hand.remove(a.second)
        d.hands[first].append(a.first)
        d.hands[second].append(a.second)
        d.given = ((first, a.first), (second, a.second))
        return [ev.CardsGiven(a.seat, d.given)] + self._after_give()

    def _do_discard(self, a: A.Discard) -> list:
        d = self.deal
        d.hands[a.seat].remove(a.first)
        d.hands[a.seat].remove(a.second)
        d.discarded = (a.first, a.second)
        return [ev.CardsGiven(a.seat, ())] + self._after_give()

    def _after_give(self) -> list:
        d = self.deal
        if self.rules.raise_after_talon:
            self.phase = Phase.CONTRACT
            return []
        d.contract = self._contract_floor()
        return self._start_play()

    def _do_contract(self, a: A.Contract) -> list:
        self.deal.contract = a.amount
        return self._start_play()

    def _start_play(self) -> list:
        d = self.deal
        self.phase = Phase.PLAY
        d.leader = d.declarer
        return [ev.ContractFixed(d.declarer, d.contract)]

    def _do_concede(self, a: A.Concede) -> list:
        d = self.deal
        d.conceded = True
        if d.contract is None:
            d.contract = d.bid
        return [ev.Conceded(a.seat, d.bid)] + self._score()

    def _do_redeal(self, a: A.Redeal) -> list:
        d = self.deal
        reason = "talon" if self.phase is Phase.GIVE else "hand"
        result = self.board.score_redeal(d.dealer)
        self.results.append(result)
        self.phase = Phase.DEAL   # the same dealer deals again
        return [ev.RedealTaken(a.seat, reason), ev.DealScored(result)]

    # play -----------------------------------------------------------------------------------
    def _do_play(self, a: A.Play) -> list:
        d, rules = self.deal, self.rules
        events: list = []
        d.hands[a.seat].remove(a.card)
        if a.declare == A.MARRIAGE:
            value = rules.marriage_values.of(a.card.suit)
            d.marriages.append((a.seat, a.card.suit, value))
            d.trump = a.card.suit
            events += [ev.MarriageDeclared(a.seat, a.card.suit, value), ev.TrumpChanged(a.card.suit)]
        elif a.declare == A.ACES:
            d.marriages.append((a.seat, None, ACE_MARRIAGE_VALUE))
            d.aces_declared.add(a.seat)
            events.append(ev.MarriageDeclared(a.seat, None, ACE_MARRIAGE_VALUE))
        d.trick.append((a.seat, a.card))
        events.append(ev.CardPlayed(a.seat, a.card))
        if len(d.trick) == len(d.active):
            cards = [c for _, c in d.trick]
            winner = d.trick[best_index(cards, d.trump)][0]
            points = sum(c.points for c in cards)
            d.tricks_won[winner] += 1
            d.won_points[winner] += points
            d.tricks.append((d.leader, tuple(d.trick), winner, d.trump))
            events.append(ev.TrickTaken(winner, tuple(d.trick), points))
            d.trick = []
            d.leader = winner
            if not d.hands[winner]:
                events += self._score()
        return events

    # scoring ----------------------------------------------------------------------------------
    def _score(self) -> list:
        d = self.deal
        points = deal_points(d, self.rules, self.n_players) if not d.conceded else [0] * self.n_players
        if d.conceded and self.n_players == 4:
            points[d.dealer] = talon_score(d.talons[0], self.rules.marriage_values.of)
        marriages = tuple((s, suit.value if suit else "aces", v) for s, suit, v in d.marriages)
        outcome = DealOutcome(dealer=d.dealer, active=d.active, declarer=d.declarer, bid=d.bid,
                              contract=d.contract, points=points, tricks=list(d.tricks_won),
                              conceded=d.conceded, blind=d.blind, golden=d.golden, marriages=marriages)
        result, events = self.board.score(outcome)
        self.results.append(result)
        self.deals_played += 1
        self.next_dealer = (d.dealer + 1) % self.n_players
        self.phase = Phase.GAME_OVER if self.board.finished else Phase.DEAL
        return events

    def _why_illegal(self, action) -> str:
        from .explain import explain_illegal

        return explain_illegal(self, action)
