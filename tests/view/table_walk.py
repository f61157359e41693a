"""Helpers for the tests that play deals through the window with the mouse, as a person would:
real clicks on the visible part of a card or on a panel's button, and a check that nothing on
the table overlaps (hands, plates, talons, piles, the trick, the open panel)."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRectF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton

from thousand_qt.engine import Phase
from thousand_qt.view.table.human_input import IDLE
from thousand_qt.view.table.seating import Side


def waiting_for_human(win) -> bool:
    return (not win.queue.busy) and (win.input.mode != IDLE or any(p.isVisible() for p in win.panels)
                                     or win.summary is not None)


def click_card(win, item) -> None:
    """A mouse click on the part of ``item`` no other card covers (the left edge of a fanned card)."""
    rect = item.sceneBoundingRect()
    hand = win.scene.human_hand()
    covered = item in hand and item is not hand[-1]
    x = rect.left() + rect.width() * (0.12 if covered else 0.5)
    y = rect.top() + rect.height() * 0.3
    point = win.view.mapFromScene(x, y)
    QTest.mouseClick(win.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)


def click_button(button) -> None:
    assert button.isVisible() and button.isEnabled(), button.text()
    QTest.mouseClick(button, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     QPoint(button.width() // 2, button.height() // 2))


def table_groups(win) -> dict[str, list[QRectF]]:
    """Every thing on the table as named groups of scene rectangles (one group may overlap itself)."""
    s = win.scene
    groups: dict[str, list[QRectF]] = {}
    for seat, badge in s.badges.items():
        groups[f"plate {seat}"] = [badge.sceneBoundingRect()]
    if s.info.isVisible():
        groups["info plate"] = [s.info.sceneBoundingRect()]
    for seat, hand in s.hands.items():
        if hand:
            groups[f"hand {seat}"] = [i.sceneBoundingRect() for i in hand]
    for seat, pile in s.piles.items():
        if pile:
            groups[f"won tricks {seat}"] = [i.sceneBoundingRect() for i in pile]
    if s.trick:
        groups["trick"] = [i.sceneBoundingRect() for _, i in s.trick]
    if s.talon:
        groups["talon"] = [i.sceneBoundingRect() for i in s.talon]
    for k, pile in enumerate(s.talon_pair):
        if pile:
            groups[f"talon {k}"] = [i.sceneBoundingRect() for i in pile]
    for panel in win.panels:
        if panel.isVisible():
            groups[type(panel).__name__] = [win.view.mapToScene(panel.geometry()).boundingRect()]
    return groups


def overlaps(win) -> list[tuple[str, str]]:
    """Pairs of groups that overlap by more than a pixel, anything that leaves the table, and a
    panel's button too narrow for its text."""
    groups = table_groups(win)
    table = win.scene.sceneRect()
    # the hand at the top goes a sliver under the table's edge only on a wide, low table, where
    # the room above the trick is short (TableLayout.top_hand_y)
    layout = win.scene.layout
    top = {f"hand {seat}" for seat in win.scene.hands if layout.side(seat) is Side.TOP}
    under_edge = max(0.0, layout.ch / 2 - layout.top_hand_y) if top else 0.0
    assert under_edge <= 0.12 * layout.ch
    out = []
    for name, rects in groups.items():
        room = table.adjusted(-1, -1, 1, 1)
        if name in top:     # (a card's item is a little taller than the card: its shadow)
            room.adjust(0, -under_edge - max(0.0, rects[0].height() - layout.ch) / 2, 0, 0)
        if any(not room.contains(r) for r in rects):
            out.append((name, "outside the table"))
    out.extend((type(panel).__name__, f"button cut: {button.text()}")
               for panel in win.panels if panel.isVisible()
               for button in panel.findChildren(QAbstractButton)
               if button.isVisible() and button.width() < button.minimumSizeHint().width())
    names = list(groups)
    for a_index, a in enumerate(names):
        for b in names[a_index + 1:]:
            if any(ra.adjusted(1, 1, -1, -1).intersects(rb.adjusted(1, 1, -1, -1))
                   for ra in groups[a] for rb in groups[b]):
                out.append((a, b))
    return out


def play_human_turn(win, qtbot, seen: set[Phase], declare: bool = True) -> None:
    """The human's present turn by mouse: bid once (to declare) or pass, take a talon, lay or
    give two cards, keep the contract, play the first playable card."""
    model = win.model
    phase = model.view().phase
    seen.add(phase)
    if phase is Phase.AUCTION:
        panel = win.auction_panel
        bid = panel.bid_button
        if declare and bid.isVisible() and bid.isEnabled() and not model.view().auction:
            click_button(bid)
        else:
            click_button(panel.pass_button)
    elif phase is Phase.TALON:
        assert win.talon_panel.isVisible()
        click_card(win, win.scene.talon_pair[1][0])
    elif phase is Phase.GIVE:
        panel = win.turn.giving_panel()
        assert panel.isVisible()
        hand = win.scene.human_hand()
        click_card(win, hand[0])
        click_card(win, hand[-1])
        click_button(panel.give_button)
    elif phase is Phase.CONTRACT:
        click_button(win.contract_panel.keep_button)
    elif phase is Phase.PLAY:
        legal = [i for i in win.scene.human_hand() if i.state == "legal"]
        click_card(win, legal[0])
        qtbot.waitUntil(lambda: not win.queue.busy, timeout=5000)
        click_card(win, legal[0])
