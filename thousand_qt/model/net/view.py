"""What a network seat's model knows from its :class:`SeatView` alone (it holds no ``Game``).

The host checks every action; these answer the window's questions before anything is sent,
with the engine's own functions: the empty table before the first deal, what conceding would
cost (the engine's :class:`Scoreboard` rebuilt from the totals, bolts, barrel and the score
sheet's conceded deals), and why a card may not be played.
"""

from __future__ import annotations

from thousand_qt.engine import Game, Phase, RuleSet, SeatView
from thousand_qt.engine.actions import Action, Play
from thousand_qt.engine.outcome import talon_score
from thousand_qt.engine.play import why_illegal as card_refusal
from thousand_qt.engine.reasons import Reason, ReasonCode
from thousand_qt.engine.scoring import ConcessionCost, Scoreboard

__all__ = ["empty_view", "concession_cost", "why_illegal"]


def empty_view(rules: RuleSet, n_players: int, seat: int) -> SeatView:
    """The table before its first deal: nobody holds a card."""
    return Game(rules, n_players, first_dealer=0).view_for(seat)


def concession_cost(view: SeatView) -> ConcessionCost:
    """What conceding the running deal would score now, as ``Game.concession_cost`` reckons it
    (raises ``RuntimeError`` while the deal has no declarer)."""
    if view.declarer is None or view.bid is None:
        raise RuntimeError("the deal has no declarer yet")
    n, rules = view.n_players, view.rules
    conceded = [sum(1 for r in view.results if r.conceded and r.declarer == s) for s in range(n)]
    board = Scoreboard(rules, n, totals=list(view.totals), bolts=list(view.bolts), concessions=conceded,
                       barrel=view.barrel)
    sitting_out = 0
    if n == 4 and view.talon:
        sitting_out = talon_score(view.talon, rules.marriage_values.of, rules.sitting_out_half_marriage)
    return board.concession_cost(view.declarer, view.bid, view.active, golden=view.golden, blind=view.blind,
                                 sitting_out_points=sitting_out)


def why_illegal(view: SeatView, action: Action) -> Reason | None:
    """None if the view offers ``action`` (a discard in any order of its cards); else the
    reason when the view shows it (not the seat's turn, a card that must follow or beat), or
    "not possible now"."""
    if view.offers(action):
        return None
    if view.phase is Phase.GAME_OVER:
        return Reason.of(ReasonCode.GAME_OVER)
    if view.to_act != view.seat:
        return Reason.of(ReasonCode.NOT_YOUR_TURN, turn=view.to_act if view.to_act is not None else -1,
                         seat=view.seat)
    if isinstance(action, Play) and action.declare is None and view.phase is Phase.PLAY:
        reason = card_refusal(action.card, view.hand, [c for _, c in view.trick], view.trump,
                              view.rules.must_overtake)
        if reason is not None:
            return reason
    return Reason.of(ReasonCode.WRONG_PHASE, phase=view.phase.value)
