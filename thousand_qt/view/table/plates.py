"""The name plates and the info plate drawn from a :class:`SeatView`: names, totals, bolts,
barrel, dealer, each seat's tricks and card points, the contract, the marriages and the trump.

Used by the game's table (:class:`~thousand_qt.view.table.controller.TableController`) and by the
review's (:class:`~thousand_qt.view.review.table.ReviewTable`); texts in the "TableController"
context.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from ...engine import Phase, SeatView, card_points
from .card_text import SUIT_SYMBOLS, cards_label
from .scene import TableScene
from .seat_words import BID, BLIND, KEPT, MARRIAGE, PASS, SeatWords

translate = QCoreApplication.translate


def tricks_detail(tricks: int, points: int | None, marriages: str) -> str:
    """A plate's second line: won tricks, their card points (if shown), declared marriages."""
    parts = []
    if tricks:
        parts.append(translate("TableController", "tricks: {0}").format(tricks))
        if points is not None:
            parts.append(translate("TableController", "{0} pts").format(points))
    if marriages:
        parts.append(marriages)
    return " · ".join(parts)


def seat_detail(v: SeatView, seat: int, show_points: bool) -> str:
    """The second line of ``seat``'s plate in view ``v``."""
    tricks = [t for t in v.tricks if t.winner == seat]
    points = sum(card_points([c for _, c in t.cards]) for t in tricks) if show_points else None
    marriages = "".join(SUIT_SYMBOLS.get(s.value, "") if s else translate("TableController", "aces")
                        for who, s, _ in v.marriages if who == seat)
    return tricks_detail(len(tricks), points, marriages)


def contract_line(name: str, amount: int) -> str:
    """The info plate's line for the contract: "Contract: Маша — 120"."""
    return translate("TableController", "Contract: {0} — {1}").format(name, amount)


def cut_line(cutter: str, shown: str, penalty: int, jack: bool, hidden: bool = False) -> str:
    """The line of the cut: who cut, the bottom cards shown (``shown``, as the player reads
    them), a third nine's loss or a jack put into the middle of the deck; ``hidden``: the last
    card, the dealer's, is face down to this player (``cut_shown_to`` dealer)."""
    if hidden and shown:
        return translate("TableController", "{0} cuts: {1}, then a card face down — only the dealer sees it, "
                         "it is the dealer's.").format(cutter, shown)
    if hidden:
        return translate("TableController", "{0} cuts: a card face down — only the dealer sees it, "
                         "it is the dealer's.").format(cutter)
    if penalty:
        return translate("TableController", "{0} cuts: {1} — the third nine, {0} loses {2}.").format(
            cutter, shown, penalty)
    if jack:
        return translate("TableController", "{0} cuts: {1} — the jack goes into the middle of the deck.").format(
            cutter, shown)
    return translate("TableController", "{0} cuts: {1} — the bottom card is the dealer's.").format(cutter, shown)


def deal_cut_line(scene: TableScene, v: SeatView, names: Sequence[str]) -> str:
    """The cut of the deal in view ``v`` as :func:`cut_line` ("" without a cut)."""
    if v.cutter is None:
        return ""
    shown = cards_label([c.text for c in v.cut], scene.renderer.indices)
    jack = bool(v.cut) and v.cut[-1].rank == "J" and not v.cut_hidden
    return cut_line(names[v.cutter], shown, v.cut_penalty, jack, v.cut_hidden)


def golden_lines(scene: TableScene, v: SeatView, names: Sequence[str]) -> list[str]:
    """The info plate's first line in a golden deal of view ``v`` (none in another): its cut
    until the play (a golden deal may have no auction in which to show it; the status line has
    said the deal is golden, and the cut's line needs the plate's spare row to be read whole),
    then that it counts double."""
    if not v.golden:
        return []
    if v.cutter is not None and v.phase is not Phase.PLAY and not v.tricks:
        return [deal_cut_line(scene, v, names)]
    return [translate("TableController", "Golden round: this deal counts double")]


def draw_plates(scene: TableScene, v: SeatView, names: Sequence[str], show_points: bool,
                note: Sequence[str] = ()) -> None:
    """Fill every name plate and the info plate of ``scene`` from view ``v`` (``note``: lines
    shown while no one has won the auction, e.g. who asked for a redeal; the deal's cut is
    shown then too, and in a golden deal until the play)."""
    for seat, badge in scene.badges.items():
        badge.set_fields(name=names[seat], total=v.totals[seat], bolts=v.bolts[seat],
                         barrel=v.barrel == seat, barrel_attempts=v.barrel_attempts_left,
                         dealer=v.dealer == seat, detail=seat_detail(v, seat, show_points),
                         sitting_out=seat == v.sitting_out)
    lines = list(note) if v.declarer is None else []
    lines[:0] = golden_lines(scene, v, names)
    if v.cutter is not None and v.declarer is None and v.phase is Phase.AUCTION and not v.golden:
        lines.append(deal_cut_line(scene, v, names))
    if v.declarer is not None:
        lines.append(contract_line(names[v.declarer], v.contract or v.bid or 0))
    for seat, suit, value in v.marriages:
        if suit is None:        # the four aces: "тузовый марьяж", not "марьяж тузы"
            lines.append(translate("TableController", "Aces marriage {0}: {1}").format(value, names[seat]))
        else:
            lines.append(translate("TableController", "Marriage {0} {1}: {2}").format(SUIT_SYMBOLS[suit.value], value,
                                                                                   names[seat]))
    trump = v.trump.value if v.trump else ""
    scene.info.set_fields(trump=trump, trump_label=translate("TableController", "trump"), lines=lines[-3:])


def say_auction(words: SeatWords, v: SeatView) -> None:
    """Each seat's last word in the deal of view ``v``, on its plate (``words``: SeatWords): its
    bid or pass, the contract, the last marriage it declared."""
    if v.dealer is None:
        return
    words.clear()
    if v.stock_game:        # no auction: the first to lead is not "on the hundred"
        return
    standing = v.standing_bid        # the hundred's, or the barrel player's (barrel_bidding opens)
    if standing is not None:
        words.say(standing[0], BID, standing[1])
    for seat, kind, amount in v.auction:
        words.say(seat, {"pass": PASS, "blind": BLIND}.get(kind, BID), amount)
    if v.declarer is not None and v.contract is not None:
        say_contract(words, v.declarer, v.contract)
    for seat, suit, value in v.marriages:   # a declared marriage replaces the seat's bid, as it did live
        words.say(seat, KEPT if suit in v.kept_marriages else MARRIAGE, suit, value)


def say_contract(words: SeatWords, declarer: int, amount: int) -> None:
    """The declarer's plate shows the contract once it is set (a raise replaces the last bid;
    a blind bid stays blind)."""
    kind = words.said.get(declarer, (BID, ()))[0]
    words.say(declarer, BLIND if kind == BLIND else BID, amount)


__all__ = ["contract_line", "cut_line", "deal_cut_line", "draw_plates", "golden_lines", "say_auction", "say_contract",
           "seat_detail", "tricks_detail"]
