"""A human deal played through the view: panels, giving, contract, dragging cards."""

from __future__ import annotations

from thousand_qt.engine import Phase
from thousand_qt.engine.rules import RuleSet

from .helpers import PLAYERS
from .table_walk import waiting_for_human


def _human_is_declarer_seed(win) -> None:
    """A seed where the human is on the hundred (both computers pass: the human declares)."""
    for seed in range(1, 60):
        win.model.new_game(RuleSet(), PLAYERS, seed=seed)
        v = win.model.view()
        if v.hundred == 0:
            return
    raise AssertionError("no seed puts the human on the hundred")


def test_a_deal_through_the_view(window, qtbot):
    win, model = window, window.model
    _human_is_declarer_seed(win)
    seen = set()
    illegal_tried = False
    for _ in range(60):
        qtbot.waitUntil(lambda: waiting_for_human(win), timeout=5000)
        if win.summary is not None:
            break
        phase = model.view().phase
        seen.add(phase)
        if phase is Phase.AUCTION:
            assert win.auction_panel.isVisible()
            win.auction_panel.pass_button.click()
            assert any(s == 0 for s, *_ in model.view().auction) or model.view().declarer is not None
        elif phase is Phase.GIVE:
            assert win.give_panel.isVisible()
            hand = win.scene.human_hand()
            assert len(hand) == 10
            first, second = hand[0].card, hand[-1].card
            hand[0].clicked.emit(hand[0])
            hand[-1].clicked.emit(hand[-1])
            assert win.give_panel.give_button.isEnabled()
            win.give_panel.give_button.click()
            v = model.view()
            assert [c.text for _, c in v.given] == [first, second]
            assert len(v.hand) == 8
        elif phase is Phase.CONTRACT:
            assert win.contract_panel.isVisible()
            amounts = win.contract_panel.amounts()
            win.contract_panel.keep_button.click()
            assert model.view().contract == amounts[0]
        elif phase is Phase.PLAY:
            hand = win.scene.human_hand()
            legal = [i for i in hand if i.state == "legal"]
            illegal = [i for i in hand if i.state == "dimmed"]
            drop = win.scene.layout.drop_zone().center()
            if illegal and not illegal_tried:
                item = illegal[0]
                item.setPos(drop)
                win.scene.cardDropped.emit(item, drop)
                assert item in win.scene.human_hand()           # sprang back
                assert (item.pos() - item.home).manhattanLength() < 1
                assert win.status_label.text() == model.why_illegal(f"0 play {item.card}")
                illegal_tried = True
            before = len(model.view().hand)
            card = legal[0].card
            win.scene.cardDropped.emit(legal[0], drop)
            v = model.view()
            assert card not in [c.text for c in v.hand]
            assert len(v.hand) == before - 1
    assert {Phase.GIVE, Phase.CONTRACT, Phase.PLAY} <= seen
    assert win.summary is not None and win.summary.isVisible()
    assert illegal_tried
    assert win.score_sheet.table.rowCount() >= 1
    win.summary.accept()
    qtbot.waitUntil(lambda: model.view().phase is not Phase.DEAL, timeout=3000)


def test_bidding_panel_bids(window, qtbot):
    win, model = window, window.model
    for seed in range(1, 80):
        model.new_game(RuleSet(), PLAYERS, seed=seed)
        qtbot.waitUntil(lambda: waiting_for_human(win), timeout=5000)
        if win.auction_panel.isVisible() and win.auction_panel.bid_button.isEnabled():
            break
    else:
        raise AssertionError("no seed gives the human a raise")
    panel = win.auction_panel
    amount = panel.amount.minimum()
    assert amount % model.rules.bid_step == 0
    panel.bid_button.click()
    assert (0, "bid", amount) in model.view().auction
    assert not panel.isVisible()


def test_keyboard_selects_and_plays(window, qtbot):
    win, model = window, window.model
    _human_is_declarer_seed(win)
    qtbot.waitUntil(lambda: win.give_panel.isVisible(), timeout=5000)
    hand = win.scene.human_hand()
    hand[0].clicked.emit(hand[0])
    hand[1].clicked.emit(hand[1])
    win.give_panel.give_button.click()
    qtbot.waitUntil(lambda: win.contract_panel.isVisible(), timeout=5000)
    win.contract_panel.keep_button.click()
    qtbot.waitUntil(lambda: win.input.mode == "play" and not win.queue.busy, timeout=5000)
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    QTest.keyClick(win.view, Qt.Key.Key_Right)
    raised = set(win.scene.raised)
    assert len(raised) == 1
    QTest.keyClick(win.view, Qt.Key.Key_Return)
    assert len(model.view().hand) == 7
    assert next(iter(raised)) not in [c.text for c in model.view().hand]


def test_corrupt_file_keeps_the_game(window, qtbot, tmp_path):
    win, model = window, window.model
    model.new_game(RuleSet(), PLAYERS, seed=3)
    qtbot.waitUntil(lambda: waiting_for_human(win), timeout=5000)
    before = model.record().dumps()
    bad = tmp_path / "bad.thousand"
    bad.write_text("{ this is not json", encoding="utf-8")
    assert not win.open_file(str(bad))
    assert win.last_error is not None and win.last_error.isVisible()
    assert "bad.thousand" in win.last_error.text()
    assert model.record().dumps() == before


def test_save_and_open_round_trip(window, qtbot, tmp_path):
    win, model = window, window.model
    model.new_game(RuleSet(), PLAYERS, seed=5)
    qtbot.waitUntil(lambda: waiting_for_human(win), timeout=5000)
    path = tmp_path / "game.thousand"
    win.files.save_to(str(path))
    assert path.is_file()
    assert win.open_file(str(path))
    qtbot.waitUntil(lambda: waiting_for_human(win), timeout=5000)
    assert len(win.scene.human_hand()) == len(model.view().hand)


def test_a_file_open_event_opens_the_game(window, qtbot, tmp_path):
    """macOS hands a double-clicked .thousand file over as a QFileOpenEvent."""
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtGui import QFileOpenEvent

    from thousand_qt.view.app import FileOpenFilter

    win, model = window, window.model
    model.new_game(RuleSet(), PLAYERS, seed=3)
    qtbot.waitUntil(lambda: waiting_for_human(win), timeout=5000)
    path = tmp_path / "saved.thousand"
    model.save(str(path))
    saved = model.record().dumps()
    model.new_game(RuleSet(), PLAYERS, seed=4)
    app = QCoreApplication.instance()
    opener = FileOpenFilter(win)
    app.installEventFilter(opener)
    try:
        QCoreApplication.sendEvent(app, QFileOpenEvent(str(path)))
    finally:
        app.removeEventFilter(opener)
    assert model.record().dumps() == saved


def test_reopening_restores_each_seats_last_word(window, qtbot, tmp_path):
    win, model = window, window.model
    model.new_game(RuleSet(), PLAYERS, seed=3)
    qtbot.waitUntil(lambda: waiting_for_human(win), timeout=5000)
    path = tmp_path / "words.thousand"
    model.save(str(path))
    before = {s: b.word for s, b in win.scene.badges.items()}
    assert any(before.values())
    for badge in win.scene.badges.values():
        badge.set_fields(word="")
    assert win.open_file(str(path))
    assert {s: b.word for s, b in win.scene.badges.items()} == before
