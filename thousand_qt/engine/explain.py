"""Why an action is illegal: the structured :class:`~.reasons.Reason` for errors and the status line."""

from __future__ import annotations

from . import actions as A
from .auction import BASE_CEILING, COLLECT_CEILING, GOLDEN_MIN, bid_range, collects, on_grid, seat_bounds
from .contract import contract_range
from .deal import DealState
from .phase import Phase
from .play import why_illegal
from .reasons import Reason, ReasonCode
from .rules import RuleSet
from .trick import trump_lead_barred

#: The action kinds each phase accepts (others are refused with ``WRONG_PHASE``).
_EXPECTED: dict[Phase, tuple[type, ...]] = {
    Phase.AUCTION: (A.Bid, A.Pass, A.Blind),
    Phase.TALON: (A.TakeTalon,),
    Phase.GIVE: (A.Give, A.Discard, A.Concede),
    Phase.CONTRACT: (A.Contract, A.Concede),
    Phase.PLAY: (A.Play, A.Concede),
}


def explain_illegal(a: A.Action, *, phase: Phase, deal: DealState, rules: RuleSet,
                    barrel: int | None, n_players: int, to_act: int | None) -> Reason:
    """Why action ``a`` (not among the legal actions) is not legal now."""
    d, turn = deal, to_act
    if not 0 <= a.seat < n_players:
        return Reason.of(ReasonCode.NO_SEAT, seat=a.seat)
    if d.stock_game and not isinstance(a, A.Play):
        return Reason.of(ReasonCode.NOT_IN_STOCK_GAME)
    if isinstance(a, A.Redeal):
        if not rules.redeal:
            return Reason.of(ReasonCode.REDEAL_OFF)
        if phase is Phase.AUCTION and d.auction_started:
            return Reason.of(ReasonCode.REDEAL_TOO_LATE)
        return Reason.of(ReasonCode.REDEAL_NO_RIGHT)
    if turn is None:
        return Reason.of(ReasonCode.WRONG_PHASE, phase=phase.value)
    if a.seat != turn:
        return Reason.of(ReasonCode.NOT_YOUR_TURN, turn=turn, seat=a.seat)
    if isinstance(a, A.Contract) and phase is Phase.PLAY and not rules.raise_after_talon \
            and not d.tricks and not d.trick:
        return Reason.of(ReasonCode.CONTRACT_IS_BID, contract=d.contract_amount)
    if not isinstance(a, _EXPECTED.get(phase, ())):
        return Reason.of(ReasonCode.WRONG_PHASE, phase=phase.value)
    if isinstance(a, A.Blind):
        if not rules.blind_game:
            return Reason.of(ReasonCode.BLIND_OFF)
        if d.auction_started or a.seat != d.active[1]:
            return Reason.of(ReasonCode.BLIND_NOT_FIRST)
        high = seat_bounds(rules, barrel, a.seat, GOLDEN_MIN, rules.max_bid)[1]
        return Reason.of(ReasonCode.BLIND_RANGE, low=GOLDEN_MIN, high=high, step=rules.bid_step)
    if isinstance(a, A.Bid):
        lo, hi = bid_range(d, rules, barrel, a.seat)
        if a.amount < lo:
            return Reason.of(ReasonCode.BID_TOO_LOW, minimum=lo)
        if a.amount != lo and not on_grid(rules, a.amount):
            return Reason.of(ReasonCode.BID_STEP, step=rules.bid_step)
        if collects(rules, barrel, a.seat) and a.amount > COLLECT_CEILING:
            return Reason.of(ReasonCode.COLLECT_CEILING, ceiling=COLLECT_CEILING)
        return Reason.of(ReasonCode.BID_OVER_CEILING, amount=a.amount, ceiling=hi, base=BASE_CEILING,
                         max_bid=rules.max_bid)
    if isinstance(a, A.TakeTalon):
        return Reason.of(ReasonCode.TALON_INDEX, index=a.index)
    if isinstance(a, A.Concede):
        if not rules.concede:
            return Reason.of(ReasonCode.CONCEDE_OFF)
        if barrel == a.seat:
            return Reason.of(ReasonCode.CONCEDE_ON_BARREL)
        if barrel is not None and rules.concede_on_barrel == "nobody" and not d.tricks and not d.trick:
            return Reason.of(ReasonCode.CONCEDE_WHILE_BARREL)
        return Reason.of(ReasonCode.CONCEDE_TOO_LATE)
    if isinstance(a, (A.Give, A.Discard)):
        two_players = len(d.talons) == 2
        if isinstance(a, A.Give) and two_players:
            return Reason.of(ReasonCode.DISCARD_NOT_GIVE)
        if isinstance(a, A.Discard) and not two_players:
            return Reason.of(ReasonCode.GIVE_NOT_DISCARD)
        for c in (a.first, a.second):
            if c not in d.hands[a.seat]:
                return Reason.of(ReasonCode.CARD_NOT_IN_HAND, card=c, seat=a.seat)
        return Reason.of(ReasonCode.SAME_CARD, card=a.first)
    if isinstance(a, A.Contract):
        lo, hi = contract_range(d, rules, barrel)
        if a.amount < lo:
            return Reason.of(ReasonCode.CONTRACT_TOO_LOW, minimum=lo)
        if a.amount != lo and not on_grid(rules, a.amount):
            return Reason.of(ReasonCode.CONTRACT_STEP, step=rules.bid_step)
        if collects(rules, barrel, a.seat) and a.amount > max(lo, COLLECT_CEILING):
            return Reason.of(ReasonCode.COLLECT_CEILING, ceiling=COLLECT_CEILING)
        return Reason.of(ReasonCode.CONTRACT_OVER_CEILING, amount=a.amount, ceiling=hi)
    if not isinstance(a, A.Play):
        return Reason.of(ReasonCode.WRONG_PHASE, phase=phase.value)
    hand = d.hands[a.seat]
    if a.card not in hand:
        return Reason.of(ReasonCode.CARD_NOT_IN_HAND, card=a.card, seat=a.seat)
    if a.declare != A.MARRIAGE and trump_lead_barred(d, rules, a.seat) and a.card.suit is d.trump:
        assert d.trump is not None
        return Reason.of(ReasonCode.TRUMP_LEAD, suit=d.trump)
    if a.declare is None:
        reason = why_illegal(a.card, hand, [c for _, c in d.trick], d.trump, rules.must_overtake)
        assert reason is not None, "a card in the hand refused by legal_actions has a reason"
        return reason
    if d.trick:
        return Reason.of(ReasonCode.MARRIAGE_ON_LEAD)
    if a.declare == A.ACES:
        if not rules.ace_marriage:
            return Reason.of(ReasonCode.ACES_OFF)
        if a.seat in d.aces_declared:
            return Reason.of(ReasonCode.ACES_DECLARED)
        return Reason.of(ReasonCode.ACES_NEED_ALL)
    if rules.marriage_needs_trick and not d.stock_game and d.tricks_won[a.seat] == 0:
        return Reason.of(ReasonCode.MARRIAGE_NEEDS_TRICK)
    return Reason.of(ReasonCode.MARRIAGE_NEEDS_PAIR, card=a.card)
