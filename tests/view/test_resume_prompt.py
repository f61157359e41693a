"""The resume question at start shows the autosaved game: its players and totals, the deals
played, when it was begun and last played; Enter resumes it."""

from __future__ import annotations

from datetime import datetime

from PySide6.QtCore import QDateTime, QLocale, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox

from thousand_qt.engine import Phase
from thousand_qt.engine.actions import parse_action
from thousand_qt.engine.record import PlayerInfo
from thousand_qt.engine.rules import RuleSet

from .helpers import SimplePlayer

PLAYERS = [PlayerInfo("Вы", "human"), PlayerInfo("Оля", "computer", "easy"), PlayerInfo("Коля", "computer", "easy")]


def _autosaved_game(qtbot, deals: int = 1):
    """A game begun and autosaved, ``deals`` deals played (the human acting like the others)."""
    from thousand_qt.model import GameModel, Settings, persistence

    settings = Settings()
    settings.animation_speed, settings.think_pause_ms = "instant", 0
    assert settings.save()
    model = GameModel(think_pause_ms=0, player_factory=SimplePlayer, auto_next_deal=True)
    model.autosave_enabled = True
    model.new_game(RuleSet(), PLAYERS, seed=7)
    me = SimplePlayer("easy", 0)
    while sum(1 for r in model.game.results if not r.redeal) < deals or model.game.to_act != 0:
        qtbot.waitUntil(lambda: model.game.to_act == 0 or model.game.phase is Phase.DEAL, timeout=10000)
        if model.game.to_act == 0:
            assert model.submit(parse_action(me.choose(model.view())))     # the player answers in text
    record, game = model.record(), model.game
    model.shutdown(2000)
    assert persistence.autosave_path().is_file()
    return record, game


def test_the_question_names_the_players_totals_and_dates(qapp, qtbot):
    from thousand_qt.view.resume_prompt import resume_box

    record, game = _autosaved_game(qtbot)
    saved = datetime(2026, 3, 4, 21, 14)
    box = resume_box(None, record, game, saved)
    qtbot.addWidget(box)
    assert box.text() == "Resume the unfinished game?"
    details = box.informativeText().split("\n")
    assert details[0] == ", ".join(f"{name}: {total}" for name, total in
                                   zip(["You", "Оля", "Коля"], game.totals, strict=True))
    assert any(t != 0 for t in game.totals)
    assert details[1] == "Deals played: 1."
    assert details[2].startswith("Begun: ")
    shown = QLocale().toString(QDateTime.fromSecsSinceEpoch(int(saved.timestamp())).toLocalTime(),
                               QLocale.FormatType.ShortFormat)
    assert details[3] == f"Last played: {shown}."
    assert box.defaultButton() is box.button(QMessageBox.StandardButton.Yes)


def test_in_russian(qapp, qtbot):
    from thousand_qt.model.i18n import install_language
    from thousand_qt.view.resume_prompt import resume_details

    record, game = _autosaved_game(qtbot)
    install_language(qapp, "ru")
    try:
        lines = resume_details(record, game, datetime(2026, 3, 4, 21, 14))
    finally:
        install_language(qapp, "en")
    assert lines[0].startswith("Вы: ") and lines[1] == "Сыграно раздач: 1."
    assert lines[2].startswith("Начата: ") and lines[3].startswith("Последний ход: ")


def test_at_start_enter_resumes_the_game_shown(qapp, qtbot):
    from thousand_qt.model import GameModel
    from thousand_qt.view.app import start

    record, _game = _autosaved_game(qtbot)
    seen: list[str] = []
    asked = {"polls": 0, "done": False, "enter_took": None}

    def answer() -> None:
        """Find the question, read it and press Enter; should Enter not close it, press Yes, so
        that a failing test fails instead of waiting for ever."""
        if asked["done"]:
            return
        asked["polls"] += 1
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox) and box.isVisible():
            if asked["enter_took"] is None:
                seen.append(box.informativeText())
                seen.append(" ".join(b.name for b in box.parentWidget().scene.badges.values()))   # the window's
                QTest.keyClick(box, Qt.Key.Key_Return)     # the default: Yes
                asked["enter_took"] = not box.isVisible()
            else:
                box.button(QMessageBox.StandardButton.Yes).click()
        if asked["polls"] < 1000:
            QTimer.singleShot(20, answer)

    QTimer.singleShot(0, answer)
    model = GameModel(think_pause_ms=0, player_factory=SimplePlayer)
    win = start(qapp, [], model)
    asked["done"] = True
    qtbot.addWidget(win)
    try:
        assert asked["enter_took"] is True
        assert seen and "Оля" in seen[0] and "Deals played: 1." in seen[0]
        assert seen[1] == "You Оля Коля"         # the table behind names the game asked about
        assert model.record().dumps() == record.dumps()
    finally:
        model.shutdown(2000)


def test_at_start_a_game_not_resumed_is_counted_as_abandoned(qapp, qtbot, monkeypatch):
    from thousand_qt.model import GameModel, persistence
    from thousand_qt.stats import StatsStore, game_id
    from thousand_qt.view import app

    record, _game = _autosaved_game(qtbot)
    stats = StatsStore(persistence.autosave_path().parent)
    stats.note_started(record)                     # begun in this program
    monkeypatch.setattr(app, "_ask_resume", lambda window, found: False)
    model = GameModel(think_pause_ms=0, player_factory=SimplePlayer)
    win = app.start(qapp, [], model)
    qtbot.addWidget(win)
    try:
        assert [a.game_id for a in stats.load()[0].abandoned] == [game_id(record)]
        assert game_id(model.record()) != game_id(record)        # a new game instead
    finally:
        model.shutdown(2000)
