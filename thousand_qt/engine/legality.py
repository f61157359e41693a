"""The legal actions of the seat to act, phase by phase (docs/rules.md), and the two questions
they ask besides each phase's own rules: may the declarer concede now, and does a record's
``contract`` only restate the winning bid.

Functions over the running :class:`~.deal.DealState`; :class:`~.state.Game` calls them (and
caches the list for the position).
"""

from __future__ import annotations

from . import actions as A
from .auction import auction_actions
from .blind import blind_bids, contract_stated
from .contract import contract_actions, give_actions
from .deal import DealState
from .phase import Phase
from .redeal import may_redeal
from .rules import RuleSet
from .trick import play_actions

__all__ = ["may_concede", "restates_contract", "turn_actions"]


def turn_actions(d: DealState, phase: Phase, rules: RuleSet, barrel: int | None, n_players: int,
                 seat: int) -> list[A.Action]:
    """Every legal action of ``seat``, the seat to act in ``phase`` of the deal ``d`` (``barrel``:
    the seat on the barrel, if any)."""
    out: list[A.Action] = []
    if phase is Phase.AUCTION:
        if may_redeal(d, phase, rules, n_players, seat):
            out.append(A.Redeal(seat))
        out += blind_bids(d, rules, barrel, seat)
        out += auction_actions(d, rules, barrel, seat)
    elif phase is Phase.TALON:
        out = [A.TakeTalon(seat, 0), A.TakeTalon(seat, 1)]
    elif phase is Phase.GIVE:
        if may_redeal(d, phase, rules, n_players, seat):
            out.append(A.Redeal(seat))
        out += give_actions(d, rules, n_players, seat)
    elif phase is Phase.CONTRACT:
        out = contract_actions(d, rules, barrel, seat)
    elif phase is Phase.PLAY:
        out = play_actions(d, rules, seat)
        if d.trick:
            return out
    if may_concede(d, phase, rules, barrel, seat):
        out.append(A.Concede(seat))
    return out


def may_concede(d: DealState, phase: Phase, rules: RuleSet, barrel: int | None, seat: int) -> bool:
    """The declarer ``seat`` may concede now: the rules allow it (also on the barrel), and no
    card of the play is out yet."""
    if not rules.concede or seat != d.declarer or barrel == seat:
        return False
    if rules.concede_on_barrel == "nobody" and barrel is not None:
        return False
    if phase is Phase.PLAY:
        return not d.tricks and not d.trick
    return phase in (Phase.GIVE, Phase.CONTRACT)


def restates_contract(d: DealState | None, phase: Phase, rules: RuleSet, action: A.Action) -> bool:
    """raise_after_talon off (or a ``first_120`` blind deal): the contract is the winning bid;
    a record may still state it."""
    return (isinstance(action, A.Contract) and d is not None and phase is Phase.PLAY
            and not contract_stated(d, rules) and action.seat == d.declarer
            and action.amount == d.contract and not d.tricks and not d.trick)
