"""Why an action is illegal: the one-line reason for errors and the status line."""

from __future__ import annotations

from . import actions as A
from .auction import bid_range
from .contract import contract_range
from .deal import DealState
from .phase import Phase
from .play import why_illegal
from .rules import RuleSet


def explain_illegal(a: A.Action, *, phase: Phase, deal: DealState, rules: RuleSet,
                    barrel: int | None, n_players: int, to_act: int | None) -> str:
    """Why action ``a`` (not among the legal actions) is not legal now, in a short English sentence."""
    d, turn = deal, to_act
    if not 0 <= a.seat < n_players:
        return f"there is no seat {a.seat}"
    if isinstance(a, A.Redeal):
        if not rules.redeal:
            return "redeals are off (redeal)"
        if phase is Phase.AUCTION and d.auction_started:
            return "a redeal must be asked for before the first bid"
        return "this hand (or talon) gives no right to a redeal"
    if a.seat != turn:
        return f"it is seat {turn}'s turn, not seat {a.seat}'s"
    verb = type(a).__name__
    expected = {Phase.AUCTION: ("Bid", "Pass", "Blind"), Phase.TALON: ("TakeTalon",),
                Phase.GIVE: ("Give", "Discard", "Concede"), Phase.CONTRACT: ("Contract", "Concede"),
                Phase.PLAY: ("Play", "Concede")}[phase]
    if verb not in expected:
        return f"not now: the game is in the {phase.value} phase"
    if isinstance(a, A.Blind):
        if not rules.blind_game:
            return "the blind game is off (blind_game)"
        if d.auction_started or a.seat != d.active[1]:
            return "only the first speaker may bid blind, before anything else"
        return f"a blind bid must be from 120 to {rules.max_bid} in steps of {rules.bid_step}"
    if isinstance(a, A.Bid):
        lo, hi = bid_range(d, rules, barrel, a.seat)
        if a.amount < lo:
            return f"the bid must be at least {lo}"
        if (a.amount - d.bid) % rules.bid_step:
            return f"bids go up in steps of {rules.bid_step}"
        return f"{a.amount} is over the ceiling of {hi} (120 + marriages held, at most {rules.max_bid})"
    if isinstance(a, A.Concede):
        if not rules.concede:
            return "conceding is off (concede)"
        if barrel == a.seat:
            return "no concession on the barrel"
        return "the deal may be conceded only before the first lead"
    if isinstance(a, (A.Give, A.Discard)):
        for c in (a.first, a.second):
            if c not in d.hands[a.seat]:
                return f"{c} is not in seat {a.seat}'s hand"
        return "the two cards must differ"
    if isinstance(a, A.Contract):
        lo, hi = contract_range(d, rules, barrel)
        if a.amount < lo:
            return f"the contract must be at least {lo}"
        if (a.amount - lo) % rules.bid_step:
            return f"the contract goes up in steps of {rules.bid_step}"
        return f"{a.amount} is over the ceiling of {hi}"
    if isinstance(a, A.Play):
        hand = d.hands[a.seat]
        if a.card not in hand:
            return f"{a.card} is not in seat {a.seat}'s hand"
        if a.declare is None:
            return why_illegal(a.card, hand, [c for _, c in d.trick], d.trump, rules.must_overtake) or "illegal"
        if d.trick:
            return "a marriage is declared only on the lead"
        if a.declare == A.ACES:
            if not rules.ace_marriage:
                return "the ace marriage is off (ace_marriage)"
            if a.seat in d.aces_declared:
                return "the ace marriage was declared already"
            return "the ace marriage needs all four aces, led with an ace"
        if rules.marriage_needs_trick and d.tricks_won[a.seat] == 0:
            return "a marriage may be declared only after winning a trick"
        return f"no marriage: {a.card} needs its partner in the hand"
    return "illegal action"
