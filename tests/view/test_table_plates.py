"""The name plates: words retranslated after a language switch (issue 8, item 6)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication

from thousand_qt.engine.rules import RuleSet
from thousand_qt.view.table.plates import tricks_detail

from .helpers import PLAYERS


def _a_pass_on_a_plate(win, qtbot) -> int:
    for seed in range(1, 60):
        win.model.new_game(RuleSet(), PLAYERS, seed=seed)
        qtbot.waitUntil(lambda: win.auction_panel.isVisible() and not win.queue.busy, timeout=10000)
        passed = [s for s, b in win.scene.badges.items() if b.word == "pass"]
        if passed:
            return passed[0]
    raise AssertionError("no computer passed before the human's word")


def test_plate_words_follow_a_language_switch(window, qtbot, request):
    win = window
    seat = _a_pass_on_a_plate(win, qtbot)
    request.getfixturevalue("russian")
    QCoreApplication.processEvents()
    assert win.scene.badges[seat].word == "пас"


def _fill_long(win) -> None:
    """The longest texts a plate shows in a deal, in the current language."""
    c = win.controller
    for seat, badge in win.scene.badges.items():
        badge.set_fields(name=c.name(seat), total=-120, bolts=2, barrel=seat == 1, barrel_attempts=3,
                         dealer=seat == 2, detail=tricks_detail(4, 115, "♥♦"))
        c.words.say(seat, "marriage", "H", 100)
    win.scene.info.set_fields(trump="H", trump_label=c.tr("trump"),
                              lines=[c.contract_line(1, 120), *c.again.redeal_lines(2, "hand")])


def _clipped(win) -> list[str]:
    """Every plate text that does not fit its place, or was cut with no tooltip to read it."""
    from PySide6.QtGui import QFontMetricsF

    bad = []
    for plate in [*win.scene.badges.values(), win.scene.info]:
        plate.layout()
        for t in plate.texts:
            if QFontMetricsF(t.font).horizontalAdvance(t.shown) > t.rect.width() + 0.5:
                bad.append(t.shown)
            if t.shown != t.full and plate.tooltip_at(t.rect.center()) != t.full:
                bad.append(t.full)
        if not win.scene.sceneRect().contains(plate.mapRectToScene(plate.boundingRect())):
            bad.append(f"plate {plate} off the table")
    return bad


def _check_sizes(win, qtbot) -> None:
    from PySide6.QtWidgets import QApplication

    from thousand_qt.view.panels.panel import Panel  # noqa: F401 - panels laid over the table

    win.score_sheet.show()
    for w, h in ((1024, 640), (1280, 800)):
        win.resize(w, h)
        QApplication.processEvents()
        _fill_long(win)
        assert _clipped(win) == [], (w, h)


def test_nothing_on_the_plates_is_clipped_in_english(window, qtbot):
    window.model.new_game(RuleSet(), PLAYERS, seed=1)
    qtbot.waitUntil(lambda: not window.queue.busy, timeout=10000)
    _check_sizes(window, qtbot)


def test_nothing_on_the_plates_is_clipped_in_russian(window, qtbot, request):
    window.model.new_game(RuleSet(), PLAYERS, seed=1)
    qtbot.waitUntil(lambda: not window.queue.busy, timeout=10000)
    request.getfixturevalue("russian")
    QCoreApplication.processEvents()
    _check_sizes(window, qtbot)


def test_every_mark_on_a_plate_has_a_tooltip(window, qtbot):
    window.model.new_game(RuleSet(), PLAYERS, seed=1)
    qtbot.waitUntil(lambda: not window.queue.busy, timeout=10000)
    _fill_long(window)
    kinds = set()
    for badge in window.scene.badges.values():
        badge.layout()
        for kind, rect, tip in badge.marks:
            kinds.add(kind)
            assert tip and badge.tooltip_at(rect.center()) == tip
    assert kinds == {"dealer", "bolts", "barrel"}
    on_barrel = window.scene.badges[1]
    assert "×3" in [t.shown for t in on_barrel.texts]        # the deals left on the barrel


def test_the_dealer_token_does_not_look_like_a_suit():
    from thousand_qt.view.table import marks

    assert marks.DEALER not in "♠♣♦♥◆◇♤♧♢♡"


@pytest.mark.parametrize("speed", ["instant", "normal"])
def test_the_declarers_plate_shows_a_raised_contract(qtbot, speed):
    """After a raise the declarer's plate shows the contract, not the last bid (also after undo);
    at the default speed too."""
    from .helpers import make_window

    win = make_window(qtbot, speed)
    try:
        _check_raised_contract_on_the_plate(win, qtbot)
    finally:
        win.model.shutdown(2000)


def _check_raised_contract_on_the_plate(win, qtbot) -> None:
    from .helpers import to_contract

    to_contract(win, qtbot)
    seat = win.model.human_seat
    amounts = win.contract_panel.amounts()
    assert len(amounts) > 1
    win.contract_panel.amount.lineEdit().setText(str(amounts[1]))
    win.contract_panel.play_button.click()
    qtbot.waitUntil(lambda: win.input.mode == "play" and not win.queue.busy, timeout=10000)
    assert win.scene.badges[seat].word == str(amounts[1])
    win.input.play(win.scene.human_hand()[0].card)
    qtbot.waitUntil(lambda: win.model.can_undo() and not win.queue.busy, timeout=10000)
    win.undo()                                  # the table is drawn again from the view
    qtbot.waitUntil(lambda: win.input.mode == "play" and not win.queue.busy, timeout=10000)
    assert win.scene.badges[seat].word == str(amounts[1])


def test_bolts_on_a_plate_are_upright_strokes_as_help_marks_says(window, qtbot):
    """Two ordinary bolts are drawn "||" (the mark "|" of Help ▸ Marks and the score sheet),
    never "//", which Help gives to the crossed-out third bolt."""
    from PySide6.QtGui import QImage, QPainter

    from thousand_qt.view.table import marks

    assert marks.BOLT == "|" and marks.BOLT_PENALTY == "/"
    window.model.new_game(RuleSet(), PLAYERS, seed=1)
    qtbot.waitUntil(lambda: not window.queue.busy, timeout=10000)
    badge = window.scene.badges[0]
    badge.set_fields(bolts=2, barrel=False, dealer=False)
    badge.layout()
    rect = next(r for kind, r, _ in badge.marks if kind == "bolts")
    w, h = (round(v) + 2 for v in badge.boundingRect().size().toTuple())
    image = QImage(w, h, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    painter.translate(-badge.boundingRect().topLeft())
    badge.paint(painter, None)
    painter.end()
    offset = -badge.boundingRect().topLeft()

    def stroke_x(row: int) -> list[int]:
        y = round(rect.top() + offset.y() + row)
        return [x for x in range(int(rect.left() + offset.x()), int(rect.right() + offset.x()) + 1)
                if image.pixelColor(x, y).red() > 200 and 120 < image.pixelColor(x, y).green() < 190
                and image.pixelColor(x, y).blue() < 160]

    top, bottom = stroke_x(round(rect.height() * 0.3)), stroke_x(round(rect.height() * 0.75))
    assert top and bottom
    assert abs(sum(top) / len(top) - sum(bottom) / len(bottom)) < 1.0       # upright, not slanted


def _a_view_after_marriages():
    """A three-player deal played by normal players until its second marriage is declared (the
    view of seat 0), or its first if no second comes."""
    from thousand_qt.ai.levels import make_player
    from thousand_qt.engine import Game, Phase

    for seed in range(1, 80):
        g = Game(RuleSet(), 3, 0)
        g.start_deal(seed=seed)
        players = [make_player("normal", s) for s in range(3)]
        while g.phase not in (Phase.DEAL, Phase.GAME_OVER) and len(g.view_for(0).marriages) < 2:
            g.apply(players[g.to_act].choose(g.view_for(g.to_act)))
        if len(g.view_for(0).marriages) == 2:
            return g.view_for(0)
    raise AssertionError("no deal with two marriages")


def test_a_plate_drawn_again_shows_the_marriage_its_seat_declared(window):
    """After undo or a file opened, each plate shows its seat's last word as it was said in the
    deal: a declared marriage, not the bid said before it (the live table says it so)."""
    from thousand_qt.view.table.plates import say_auction

    v = _a_view_after_marriages()
    words = window.controller.words
    say_auction(words, v)
    last = {seat: (suit, value) for seat, suit, value in v.marriages}
    for seat, values in last.items():
        assert words.said[seat] == ("marriage", values)
        assert window.scene.badges[seat].word == words.text("marriage", *values)
    others = [s for s in range(3) if s not in last]
    for seat in others:
        assert words.said[seat][0] in ("bid", "pass", "blind")
