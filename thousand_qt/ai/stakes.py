"""What the score situation asks of the strong player's auction and contract.

Away from the end of the game it bids on while the next bid is made in ``BID_THRESHOLD`` of
its sampled deals. The barrel changes the stakes: a contract made from the barrel wins the
game, and failing one costs about what the fall after the last attempt costs anyway, so the
player on the barrel bids on far less (and plays the lowest contract); its opponents bid on
less to take the contract from it while it is still bidding. A player collecting on the barrel
(``barrel_scoring`` collect) risks nothing by declaring (its contract counts nothing; the talon
and the lead bring it cards), so it bids whenever it may, up to 120, and plays for its points.
"""

from __future__ import annotations

from thousand_qt.engine import SeatView

BID_THRESHOLD = 0.72          # bid on while the next bid's estimated make-probability reaches this
CLIMB_THRESHOLD = 0.62        # a made contract would climb onto the barrel
BARREL_THRESHOLD = 0.45       # on the barrel with attempts to come
BARREL_LAST_THRESHOLD = 0.25  # on the barrel's last attempt
STOP_BARREL_THRESHOLD = 0.45  # against a player on the barrel who is still bidding
COLLECT_THRESHOLD = 0.0       # collecting on the barrel: declaring costs nothing


def collects_on_barrel(view: SeatView) -> bool:
    """The seat sits on the barrel and collects the card points of its tricks."""
    return view.barrel == view.seat and view.rules.barrel_scoring == "collect"


def stops_barrel(view: SeatView) -> bool:
    """An opponent on the barrel is still bidding: a bid here takes the contract from it."""
    barrel = view.barrel
    return barrel is not None and barrel != view.seat and barrel in view.active and barrel not in view.passed


def bid_threshold(view: SeatView, amount: int) -> float:
    """The estimated make-probability a bid of ``amount`` needs in the seat's score situation."""
    barrel = view.barrel
    if collects_on_barrel(view):
        return COLLECT_THRESHOLD
    if barrel == view.seat:
        return BARREL_LAST_THRESHOLD if view.barrel_attempts_left <= 1 else BARREL_THRESHOLD
    if stops_barrel(view):
        return STOP_BARREL_THRESHOLD
    if view.totals[view.seat] + amount >= view.rules.barrel_at:
        return CLIMB_THRESHOLD
    return BID_THRESHOLD


def made_contract_wins(view: SeatView) -> bool:
    """The seat declares from the barrel: any contract it makes wins the game, so a higher one
    only adds risk (collecting there, the contract counts nothing: the lowest will do)."""
    return view.barrel == view.seat


__all__ = ["BARREL_LAST_THRESHOLD", "BARREL_THRESHOLD", "BID_THRESHOLD", "CLIMB_THRESHOLD", "COLLECT_THRESHOLD",
           "STOP_BARREL_THRESHOLD", "bid_threshold", "collects_on_barrel", "made_contract_wins",
           "stops_barrel"]
