"""The talon and the gifts recapped during the deal: the declarer's plate and the contract
plate say, when pointed at, what the human saw of them (and nothing more)."""

from __future__ import annotations

from PySide6.QtCore import QPointF

from thousand_qt.engine.rules import RuleSet
from thousand_qt.view.table.card_text import card_label
from thousand_qt.view.table.deal_recap import recap_lines

from .helpers import PLAYERS, to_play


def _hover_tip(win, item) -> str:
    """The tooltip a real pointer gets over the lower middle of a plate (where no mark lies)."""
    from PySide6.QtCore import QPoint
    from PySide6.QtTest import QTest

    rect = item.sceneBoundingRect()
    point = win.view.mapFromScene(QPointF(rect.center().x(), rect.bottom() - 4))
    QTest.mouseMove(win.view.viewport(), point)
    QTest.mouseMove(win.view.viewport(), point + QPoint(2, 0))
    return item.toolTip()


def test_as_declarer_the_plate_recalls_the_talon_and_both_gifts(window, qtbot):
    win = window
    to_play(win, qtbot)
    v = win.model.view()
    assert v.declarer == 0 and v.talon and len(v.given) == 2
    ind = win.renderer.indices
    badge = win.scene.badges[0]
    lines = badge.recap.split("\n")
    assert lines[0] == "Talon (прикуп): " + " ".join(card_label(c.text, ind) for c in v.talon)
    names = [win.controller.name(s) for s in range(3)]
    assert lines[1] == "You gave: " + ", ".join(f"{card_label(c.text, ind)} to {names[to]}" for to, c in v.given)
    assert win.scene.info.recap == badge.recap
    assert all(b.recap == "" for s, b in win.scene.badges.items() if s != 0)
    assert _hover_tip(win, badge) == badge.recap
    # it stays through the play, and is gone in the next deal's auction
    win.input.play(next(i for i in win.scene.human_hand() if i.state == "legal").card)
    qtbot.waitUntil(lambda: win.input.mode == "play" or win.summary is not None, timeout=10000)
    assert badge.recap == "\n".join(lines)


def test_as_an_opponent_only_the_card_received_and_a_shown_talon(window, qtbot):
    win, model = window, window.model
    for seed in range(1, 80):
        model.new_game(RuleSet(), PLAYERS, seed=seed)
        if model.view().hundred not in (0, None):     # a computer declares (the others pass)
            break
    while win.input.mode != "play":
        qtbot.waitUntil(lambda: not win.queue.busy and (win.auction_panel.isVisible() or win.input.mode == "play"),
                        timeout=20000)
        if win.auction_panel.isVisible():
            win.auction_panel.pass_button.click()
    v = model.view()
    declarer = v.declarer
    assert declarer not in (None, 0) and len(v.given) == 1
    text = win.scene.badges[declarer].recap
    received = card_label(v.given[0][1].text, win.renderer.indices)
    assert f"{win.controller.name(declarer)} gave you: {received}" in text
    assert ("Talon (прикуп)" in text) == bool(v.talon)
    assert "You gave" not in text and len(text.split("\n")) == 1 + bool(v.talon)    # the other gift: unseen


def test_no_recap_before_the_auction_is_won(window, qtbot):
    win, model = window, window.model
    for seed in range(1, 80):
        model.new_game(RuleSet(), PLAYERS, seed=seed)
        if model.view().hundred not in (0, None):
            break
    qtbot.waitUntil(lambda: win.auction_panel.isVisible() and not win.queue.busy, timeout=20000)
    assert all(b.recap == "" for b in win.scene.badges.values()) and win.scene.info.recap == ""
    assert recap_lines(model.view(), ["You", "A", "B"], "latin") == []
