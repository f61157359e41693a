"""Scoring a deal (docs/rules.md: score, the barrel, end): contract, rounding, bolts, samosval, the barrel, the end.

:class:`Scoreboard` holds everything that outlives a deal (totals, bolt counters, the barrel,
falls, free concessions) and applies one deal's outcome in the order docs/rules.md (score) fixes:
(1) the declarer's ±contract and the opponents' rounded points; (2) bolts and their penalty;
(3) samosval; (4) the barrel; (5) the end of the game.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from . import events as ev
from .barrel import BARREL_FALL_PENALTY, FALLS_TO_RESET, barrel_step, collected, collector
from .bolts import (
    BOLTS_PER_PENALTY,
    bolt_weight,
    deal_multiplier,
    is_bolt,
)
from .cut import CUT_PENALTY
from .outcome import DealOutcome, half_bid
from .rules import RuleSet

__all__ = ["BARREL_FALL_PENALTY", "CONCEDE_GIFT_SIXTY", "FALLS_TO_RESET", "MINUS_END", "ConcessionCost", "Scoreboard",
           "bank_settlement", "declarer_gain", "round_points"]

MINUS_END = -1000
CONCEDE_GIFT_SIXTY = 60


def declarer_gain(rules: RuleSet, contract: int, points: int) -> int:
    """What a declarer who made ``contract`` with ``points`` deal points scores, before any
    doubling: the contract, or with ``declarer_scores`` points their deal points."""
    return points if rules.declarer_scores == "points" else contract


def bank_settlement(totals: Sequence[int], winner: int, bank: float) -> tuple[float, ...]:
    """The bank at the end of a game: the winner takes ``bank``; the player with the lowest
    total pays it (equal lowest totals share it); anyone between neither gains nor loses."""
    others = [s for s in range(len(totals)) if s != winner]
    low = min(totals[s] for s in others)
    payers = [s for s in others if totals[s] == low]
    pay = [0.0] * len(totals)
    pay[winner] = float(bank)
    for s in payers:
        pay[s] = -bank / len(payers)
    return tuple(pay)


def round_points(points: int, mode: int) -> int:
    """Round an opponent's deal points: to 5 (1–2 down, 3–4 up), to 10 (5 up), or not at all."""
    if mode == 0:
        return points
    if mode == 5:
        return (points + 2) // 5 * 5
    return (points + 5) // 10 * 10


@dataclass(frozen=True)
class ConcessionCost:
    """What conceding the deal would score (see :meth:`Scoreboard.concession_cost`).

    ``change`` is each seat's change of total: the declarer's minus the bid (unless the
    concession is free or costs a bolt instead), each playing opponent's gift (half the bid
    rounded up to 5, or 60), the points of a seat sitting out; all times ``multiplier`` (2 in
    a blind or golden deal). With ``concede_penalty`` "bolt" the declarer takes a bolt
    (``bolt``) which costs ``bolt_penalty``: ``bolt_each_penalty`` and, when it makes a third
    (``bolt_third``), the rules' ``bolt_penalty``. With ``concede_opponent_points`` "bolt" (the
    write-off) the playing opponents score nothing and each one not frozen takes a bolt
    (``opponent_bolts``), charged by the scoreboard like any other bolt.
    """

    declarer: int
    change: tuple[int, ...]
    free: bool
    free_left: int            # free concessions the declarer had left before this one (0 with "all")
    bolt: bool
    bolt_penalty: int
    multiplier: int
    bolt_third: bool = False
    opponent_bolts: tuple[int, ...] = ()

    @property
    def declarer_points(self) -> int:
        """The declarer's whole change (≤ 0): the bid lost, or the bolt's penalty."""
        return self.change[self.declarer] - self.bolt_penalty


@dataclass
class Scoreboard:
    """Totals and counters that carry from deal to deal."""

    rules: RuleSet
    n_players: int
    totals: list[int] = field(default_factory=list)
    bolts: list[int] = field(default_factory=list)
    falls: list[int] = field(default_factory=list)
    concessions: list[int] = field(default_factory=list)
    barrel: int | None = None
    barrel_attempts_used: int = 0
    winner: int | None = None
    finished: bool = False
    golden_made: bool = False           # a golden deal's declarer made the contract
    cut_penalty: tuple[int, int] | None = None   # the running deal's cut penalty (cutter, points)

    def __post_init__(self) -> None:
        n = self.n_players
        self.totals = self.totals or [0] * n
        self.bolts = self.bolts or [0] * n
        self.falls = self.falls or [0] * n
        self.concessions = self.concessions or [0] * n

    # ------------------------------------------------------------------------------------
    def cut_penalty_now(self, cutter: int, events: list[ev.Event]) -> int:
        """The third nine of a cut: the cutter loses :data:`~.cut.CUT_PENALTY` at once, never
        doubled; it may take them off the barrel (no fall). Counted in the deal's change."""
        self.totals[cutter] -= CUT_PENALTY
        self.cut_penalty = (cutter, CUT_PENALTY)
        if self.barrel == cutter and self.totals[cutter] < self.rules.barrel_at:
            self.barrel = None
            events.append(ev.BarrelLeft(cutter, "dropped"))
        return CUT_PENALTY

    def _cut_change(self) -> list[int]:
        """The running deal's cut penalty as a change of each total (then forgotten)."""
        change = [0] * self.n_players
        if self.cut_penalty is not None:
            change[self.cut_penalty[0]] = -self.cut_penalty[1]
        return change

    def take_cut_change(self) -> tuple[list[int], tuple[int, int] | None]:
        """The running deal's cut penalty as a change of each total and as (cutter, points),
        for its result line; then forgotten."""
        cut, penalty = self._cut_change(), self.cut_penalty
        self.cut_penalty = None
        return cut, penalty

    def score_redeal(self, dealer: int) -> ev.DealResult:
        n = self.n_players
        cut, penalty = self.take_cut_change()
        return ev.DealResult(dealer, None, None, (0,) * n, tuple(cut), tuple(self.totals),
                             tuple(self.bolts), self.barrel, redeal=True, cut_penalty=penalty)

    def score(self, out: DealOutcome) -> tuple[ev.DealResult, list[ev.Event]]:
        """Apply one played or conceded deal; returns its result line and the events."""
        rules, n = self.rules, self.n_players
        events: list[ev.Event] = []
        before = [t - c for t, c in zip(self.totals, self._cut_change(), strict=True)]
        cut_penalty, self.cut_penalty = self.cut_penalty, None
        change = [0] * n
        mult = deal_multiplier(out.golden, out.blind)
        sitter = self.barrel
        collecting = collector(rules, sitter)
        frozen = self._frozen(out.declarer)
        made = None
        gathered = 0                        # what a player collecting on the barrel scored
        bolt_seats: list[int] = []
        d = out.declarer

        # (1) the declarer's ±contract and the opponents' rounded points
        if out.conceded:
            outside = [out.points[s] for s in range(n) if s not in out.active]
            cost = self.concession_cost(d, out.bid, out.active, golden=out.golden, blind=out.blind,
                                        sitting_out_points=outside[0] if outside else 0)
            self.concessions[d] += 1
            change = list(cost.change)
            if cost.bolt:
                # docs/rules.md (score): in a golden deal bolt penalties are doubled too (a conceded
                # deal is a golden-round deal: talon and contract).
                self._bolt(d, out, change, events, bolt_seats)
            for s in cost.opponent_bolts:   # the write-off's dashes
                self._bolt(s, out, change, events, bolt_seats)
        else:
            bolted = {s for s in out.active if is_bolt(rules, out.tricks[s], out.points[s])}
            made = out.tricks[d] > 0 and out.points[d] >= out.contract
            free_failure = not made and d == sitter and rules.barrel_failure == "free"
            if d != collecting and not free_failure:
                change[d] += (declarer_gain(rules, out.contract, out.points[d]) if made else -out.contract) * mult
            if collecting is not None and collecting not in bolted:
                gathered = collected(out, collecting) * mult   # to the point, declarer or not
                change[collecting] += gathered
            for s in range(n):
                if s in (d, sitter) or s in frozen:
                    continue
                if s in bolted:
                    continue  # a bolt scores 0 for the deal
                change[s] += round_points(out.points[s], rules.round_opponents) * mult
            # (2) bolts and their penalty (the declarer too gets a bolt for taking no trick)
            for s in out.active:
                if s in frozen:
                    continue
                if s in bolted:
                    self._bolt(s, out, change, events, bolt_seats)
                elif rules.bolt_count == "consecutive":
                    self.bolts[s] = 0

        for s in range(n):
            self.totals[s] += change[s]

        # (3) samosval
        samosval_seats = []
        if rules.samosval:
            for s in range(n):
                if self.totals[s] in (555, -555):
                    events.append(ev.Samosval(s, self.totals[s]))
                    samosval_seats.append(s)
                    self.totals[s] = 0

        # (4) the barrel: a made contract from it wins, or a collecting player reaching win_at
        if collecting is not None:
            won = self.totals[collecting] >= rules.win_at
        else:
            won = sitter is not None and d == sitter and bool(made) and not out.conceded
        barrel_step(self, sitter, won, events)

        # (5) the end of the game (a win on the barrel ends it whatever barrel_at is)
        self._end_step(events, sitter if won else None)

        # after every step: the golden round's reset (golden_round_reset)
        if out.golden and made:
            self.golden_made = True
        golden_reset = (out.last_golden and rules.golden_round_reset and not self.golden_made
                        and not self.finished)
        if golden_reset:
            self.totals = [0] * n
            self.barrel = None
            self.barrel_attempts_used = 0
            events.append(ev.TotalsReset("golden"))

        result = ev.DealResult(
            dealer=out.dealer, declarer=d, contract=out.contract if not out.conceded else out.bid,
            points=tuple(out.points), change=tuple(a - b for a, b in zip(self.totals, before, strict=True)),
            totals=tuple(self.totals), bolts=tuple(self.bolts), barrel=self.barrel,
            conceded=out.conceded, blind=out.blind, golden=out.golden, made=made,
            marriages=out.marriages, bolt_seats=tuple(bolt_seats),
            samosval_seats=tuple(samosval_seats), sitting_out=out.sitting_out,
            talon_marriage=out.talon_marriage, sweep_bonus=out.sweep_bonus,
            second_talon=out.second_talon, golden_reset=golden_reset, cut_penalty=cut_penalty,
            written_off=out.conceded and rules.concede_opponent_points == "bolt",
            collected=None if collecting is None else (collecting, gathered))
        events.append(ev.DealScored(result))
        if self.finished and self.winner is not None:
            events.append(ev.GameOver(self.winner, tuple(self.totals), self.settlement()))
        return result, events

    def concession_cost(self, declarer: int, bid: int, active: Sequence[int], *, golden: bool = False,
                        blind: bool = False, sitting_out_points: int = 0) -> ConcessionCost:
        """What conceding a deal bid at ``bid`` would do to each seat now (docs/rules.md: talon and contract, score).

        ``active`` are the seats playing the deal; ``sitting_out_points`` is the deal score of
        a seat sitting out (four players: the dealer's talon). The cost is the scoring of a
        conceded deal before samosval, the barrel and the end of the game are applied.
        """
        rules, n = self.rules, self.n_players
        mult = deal_multiplier(golden, blind)
        always = rules.free_concessions == "all"
        free_left = 0 if always else max(0, int(rules.free_concessions) - self.concessions[declarer])
        change = [0] * n
        bolt = False
        if not (always or free_left):
            if rules.concede_penalty == "bid":
                change[declarer] -= bid * mult
            else:
                bolt = True
        write_off = rules.concede_opponent_points == "bolt"
        gift = half_bid(bid) if rules.concede_opponent_points == "half" else CONCEDE_GIFT_SIXTY
        frozen = self._frozen(declarer)
        dashes = tuple(s for s in range(n) if write_off and s in active and s != declarer and s not in frozen)
        for s in range(n):
            if s == declarer or s in frozen or s == self.barrel:
                continue
            if s in active:
                change[s] += 0 if write_off else gift * mult
            else:  # four players: the dealer sitting out still scores the talon
                change[s] += round_points(sitting_out_points, rules.round_opponents) * mult
        _count, penalty, third = self._bolt_charge(declarer, golden, blind) if bolt else (0, 0, False)
        return ConcessionCost(declarer=declarer, change=tuple(change), free=always or bool(free_left),
                              free_left=free_left, bolt=bolt, bolt_penalty=penalty, multiplier=mult,
                              bolt_third=third, opponent_bolts=dashes)

    def _frozen(self, declarer: int) -> set[int]:
        """Frozen opponents: in a barrel deal the players other than the one on the barrel score
        neither points nor bolts; a declarer who is not on the barrel still plays for the
        contract (our reading of docs/rules.md (the barrel))."""
        sitter = self.barrel
        if sitter is None or not self.rules.barrel_freezes_opponents:
            return set()
        return {s for s in range(self.n_players) if s != sitter and s != declarer}

    # ------------------------------------------------------------------------------------
    def _bolt_charge(self, seat: int, golden: bool, blind: bool) -> tuple[int, int, bool]:
        """A bolt for ``seat`` now: its counter after it, what it costs, whether it made a third.

        It counts one (two in a golden deal with ``golden_bolts`` double) and costs
        ``bolt_each_penalty`` (doubled where the deal's scores are); when the counter reaches
        three, ``bolt_penalty`` too (doubled in a golden deal) and three come off the counter."""
        rules = self.rules
        count = self.bolts[seat] + bolt_weight(rules, golden)
        penalty = rules.bolt_each_penalty * deal_multiplier(golden, blind)
        third = count >= BOLTS_PER_PENALTY
        if third:
            penalty += rules.bolt_penalty * (2 if golden else 1)
            count -= BOLTS_PER_PENALTY
        return count, penalty, third

    def _bolt(self, seat: int, out: DealOutcome, change: list[int], events: list[ev.Event],
              seats: list[int]) -> None:
        count, penalty, _third = self._bolt_charge(seat, out.golden, out.blind)
        self.bolts[seat] = count
        seats.append(seat)
        change[seat] -= penalty
        events.append(ev.BoltGiven(seat, count, penalty))

    def _end_step(self, events: list[ev.Event], barrel_win: int | None = None) -> None:
        totals = self.totals
        over = barrel_win is not None or any(t >= self.rules.win_at for t in totals)
        if not over and self.rules.minus_thousand_ends:
            over = any(t <= MINUS_END for t in totals)
        if over:
            top = max(totals)
            self.winner = barrel_win if barrel_win is not None else totals.index(top)
            self.finished = True
            self.barrel = None

    def settlement(self) -> tuple[float, ...]:
        """What each player receives (winner) or pays (losers): the ``bank`` if set, else at
        ``stake_per_point``; empty with neither, or before the game is over."""
        stake = self.rules.stake_per_point
        if self.winner is None:
            return ()
        if self.rules.bank:
            return bank_settlement(self.totals, self.winner, self.rules.bank)
        if not stake:
            return ()
        w = self.winner
        pay = [0.0] * self.n_players
        for s in range(self.n_players):
            if s != w:
                amount = (self.totals[w] - self.totals[s]) * stake
                pay[s] -= amount
                pay[w] += amount
        return tuple(pay)

    def attempts_left(self) -> int:
        return self.rules.barrel_attempts - self.barrel_attempts_used if self.barrel is not None else 0
