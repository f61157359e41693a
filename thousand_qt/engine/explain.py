"""Why an action is illegal: the structured :class:`~.reasons.Reason` for errors and the status line."""

from __future__ import annotations

from . import actions as A
from .auction import BASE_CEILING, COLLECT_CEILING, bid_range, collects, on_grid
from .blind import contract_stated, why_not_blind
from .contract import contract_range, discard_size
from .deal import DealState
from .phase import Phase
from .play import marriage_suits, why_illegal
from .reasons import Reason, ReasonCode
from .redeal import before_first_lead, redeal_after_contract
from .rules import RuleSet
from .trick import declared_suits, may_keep_trump, trump_lead_barred

#: The action kinds each phase accepts (others are refused with ``WRONG_PHASE``).
_EXPECTED: dict[Phase, tuple[type, ...]] = {
    Phase.AUCTION: (A.Bid, A.Pass, A.Blind),
    Phase.TALON: (A.TakeTalon,),
    Phase.GIVE: (A.Give, A.Discard, A.Concede),
    Phase.CONTRACT: (A.Contract, A.Concede),
    Phase.PLAY: (A.Play, A.DeclareMarriage, A.Concede),
}


def _why_no_redeal(a: A.Redeal, *, phase: Phase, deal: DealState, rules: RuleSet, n_players: int) -> Reason:
    """Why ``a`` (a redeal not allowed now) is refused."""
    if not rules.redeal:
        return Reason.of(ReasonCode.REDEAL_OFF)
    if redeal_after_contract(rules, n_players) and not (phase is Phase.GIVE and a.seat == deal.declarer):
        if a.seat == deal.declarer:
            return Reason.of(ReasonCode.REDEAL_NOT_DECLARER)
        if phase is not Phase.PLAY:
            return Reason.of(ReasonCode.REDEAL_AFTER_CONTRACT)
        if not before_first_lead(deal, phase):
            return Reason.of(ReasonCode.REDEAL_BEFORE_LEAD)
    elif phase is Phase.AUCTION and deal.auction_started:
        return Reason.of(ReasonCode.REDEAL_TOO_LATE)
    return Reason.of(ReasonCode.REDEAL_NO_RIGHT)


def explain_illegal(a: A.Action, *, phase: Phase, deal: DealState, rules: RuleSet,
                    barrel: int | None, n_players: int, to_act: int | None) -> Reason:
    """Why action ``a`` (not among the legal actions) is not legal now."""
    d, turn = deal, to_act
    if not 0 <= a.seat < n_players:
        return Reason.of(ReasonCode.NO_SEAT, seat=a.seat)
    if d.stock_game and not isinstance(a, A.Play):
        return Reason.of(ReasonCode.NOT_IN_STOCK_GAME)
    if isinstance(a, A.Redeal):
        return _why_no_redeal(a, phase=phase, deal=d, rules=rules, n_players=n_players)
    if turn is None:
        return Reason.of(ReasonCode.WRONG_PHASE, phase=phase.value)
    if a.seat != turn:
        return Reason.of(ReasonCode.NOT_YOUR_TURN, turn=turn, seat=a.seat)
    if isinstance(a, A.Contract) and phase is Phase.PLAY and not contract_stated(d, rules) \
            and not d.tricks and not d.trick:
        return Reason.of(ReasonCode.CONTRACT_IS_BID, contract=d.contract_amount)
    if not isinstance(a, _EXPECTED.get(phase, ())):
        return Reason.of(ReasonCode.WRONG_PHASE, phase=phase.value)
    if isinstance(a, A.Blind):
        return why_not_blind(d, rules, barrel, a)
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
        if isinstance(a, A.Discard) and len(a.cards) != discard_size(d):
            return Reason.of(ReasonCode.DISCARD_COUNT, count=discard_size(d))
        cards = a.cards if isinstance(a, A.Discard) else (a.first, a.second)
        for c in cards:
            if c not in d.hands[a.seat]:
                return Reason.of(ReasonCode.CARD_NOT_IN_HAND, card=c, seat=a.seat)
        return Reason.of(ReasonCode.SAME_CARD, card=next(c for c in cards if cards.count(c) > 1))
    if isinstance(a, A.Contract):
        lo, hi = contract_range(d, rules, barrel)
        if a.amount < lo:
            return Reason.of(ReasonCode.CONTRACT_TOO_LOW, minimum=lo)
        if a.amount != lo and not on_grid(rules, a.amount):
            return Reason.of(ReasonCode.CONTRACT_STEP, step=rules.bid_step)
        if collects(rules, barrel, a.seat) and a.amount > max(lo, COLLECT_CEILING):
            return Reason.of(ReasonCode.COLLECT_CEILING, ceiling=COLLECT_CEILING)
        return Reason.of(ReasonCode.CONTRACT_OVER_CEILING, amount=a.amount, ceiling=hi)
    if isinstance(a, A.DeclareMarriage):
        return _declaration_refused(a, d, rules)
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
    if d.declared_turn:
        return Reason.of(ReasonCode.MARRIAGE_ONE_PER_TURN)
    if a.declare == A.ACES:
        if not rules.ace_marriage:
            return Reason.of(ReasonCode.ACES_OFF)
        if a.seat in d.aces_declared:
            return Reason.of(ReasonCode.ACES_DECLARED)
        return Reason.of(ReasonCode.ACES_NEED_ALL)
    if rules.marriage_needs_trick and not d.stock_game and d.tricks_won[a.seat] == 0:
        return Reason.of(ReasonCode.MARRIAGE_NEEDS_TRICK)
    if a.card.rank in "KQ" and a.card.suit in declared_suits(d):
        return Reason.of(ReasonCode.MARRIAGE_DECLARED, suit=a.card.suit)
    keep = _keep_refused(a.keep, d, rules)
    if keep is not None and a.card.rank in "KQ" and a.card.suit in marriage_suits(hand):
        return keep
    return Reason.of(ReasonCode.MARRIAGE_NEEDS_PAIR, card=a.card)


def _keep_refused(keep: bool, d: DealState, rules: RuleSet) -> Reason | None:
    """Why a declaration may not keep the trump, or None (it may, or does not ask to)."""
    if not keep or may_keep_trump(d, rules):
        return None
    return Reason.of(ReasonCode.KEEP_TRUMP_OFF if rules.marriage_trump != "choose" else ReasonCode.KEEP_TRUMP_NONE)


def _declaration_refused(a: A.DeclareMarriage, d: DealState, rules: RuleSet) -> Reason:
    """Why ``S marriage X`` (``marriage_moment`` ``any_turn``) is not legal now."""
    if rules.marriage_moment != "any_turn":
        return Reason.of(ReasonCode.MARRIAGE_ANY_TURN_OFF)
    if d.declared_turn:
        return Reason.of(ReasonCode.MARRIAGE_ONE_PER_TURN)
    if d.tricks_won[a.seat] == 0:
        return Reason.of(ReasonCode.MARRIAGE_NEEDS_TRICK)
    if a.suit in declared_suits(d):
        return Reason.of(ReasonCode.MARRIAGE_DECLARED, suit=a.suit)
    held = {c.rank for c in d.hands[a.seat] if c.suit is a.suit}
    if not {"K", "Q"} <= held:
        return Reason.of(ReasonCode.MARRIAGE_NOT_HELD, suit=a.suit)
    keep = _keep_refused(a.keep, d, rules)
    assert keep is not None, "a declaration refused by legal_actions has a reason"
    return keep
