"""Game ▸ Statistics: the dialog shows the counted games, resets only when confirmed, reports a
bad file; the window counts a finished game once, and not at all after an undo."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QMessageBox

from thousand_qt.engine.actions import parse_action
from thousand_qt.engine.record import save_record
from thousand_qt.model import GameModel
from thousand_qt.stats import FILE_NAME, StatsStore, game_id
from thousand_qt.view.dialogs.statistics import StatisticsDialog

from ..stats.helpers import barrel_win, random_game
from .helpers import one_move_from_the_end


def _show(qtbot, dialog: StatisticsDialog) -> StatisticsDialog:
    """Show and paint the dialog while the test holds it (a paint left for later could reach a
    dialog the test no longer holds)."""
    qtbot.addWidget(dialog)
    with qtbot.waitExposed(dialog):
        dialog.show()
    dialog.repaint()
    return dialog


def _cell(dialog: StatisticsDialog, row_label: str, column: int = 0) -> str:
    rows = dialog.row_labels()
    return dialog.table.item(rows.index(row_label), column).text()


@pytest.fixture
def store(tmp_path):
    store = StatsStore(tmp_path / "data")
    assert store.record_game(barrel_win()).status == "counted"                 # won, 1180
    assert store.record_game(random_game(2, 2)).status == "counted"            # another group
    assert store.record_game(random_game(3), undo_used=True).status == "excluded"
    assert store.record_game(random_game(4, extras={"aids": ["opponents_hands"]})).status == "excluded"
    return store


def test_a_crafted_record_one_card_from_victory_is_not_counted(window, tmp_path, qtbot):
    """Opening a record of a game not begun in this program and playing its last card counts
    nothing: the game goes to the not counted, and the status line says why."""
    folder = GameModel.autosave_path().parent
    assert window.open_file(str(one_move_from_the_end(tmp_path, begun_here=False)))
    qtbot.waitUntil(lambda: window.model.finished, timeout=5000)
    outcome = window.statistics.last_outcome
    assert (outcome.status, outcome.reason) == ("excluded", "opened")
    assert "not counted" in window.status_label.text() and "start" in window.status_label.text()
    data = _counted(folder)
    assert data.games == () and [e.reason for e in data.excluded] == ["opened"]
    window.menu_actions["statistics"].trigger()
    assert "1 not played from the start" in window.statistics_view.dialog.note.text()


def test_a_game_begun_here_is_remembered_and_an_opened_one_is_not(window, tmp_path, qtbot):
    from thousand_qt.stats import game_id

    folder = GameModel.autosave_path().parent
    window.start_game()
    qtbot.waitUntil(lambda: not window.queue.busy, timeout=5000)
    begun = game_id(window.model.record())
    assert _counted(folder).start_marks == (begun,)
    window.model.save(tmp_path / "mine.thousand")
    assert window.open_file(str(one_move_from_the_end(tmp_path, begun_here=False)))
    assert window.open_file(str(tmp_path / "mine.thousand"))          # reopened: still known as begun here
    assert _counted(folder).start_marks == (begun,)


def test_dates_are_written_in_the_format_of_the_ui_language(store, qtbot):
    from PySide6.QtCore import QDate, QLocale

    from thousand_qt.model.i18n import install_language

    before = QLocale()
    try:
        for language, locale in (("ru", QLocale.Language.Russian), ("pl", QLocale.Language.Polish)):
            install_language(None, language)
            dialog = _show(qtbot, StatisticsDialog(store))
            best = dialog.table.item(len(dialog.row_labels()) - 2, 0).text()     # the best game
            data, _ = store.load()
            date = max(data.games, key=lambda g: g.score).date
            day = QDate.fromString(date[:10], "yyyy-MM-dd")
            expected = QLocale(locale).toString(day, QLocale.FormatType.ShortFormat)
            assert best.endswith(f"({expected})"), best
            assert "." in expected                      # 02.12.2026, not the C locale's "2 12 2026"
    finally:
        install_language(None, "en")
        QLocale.setDefault(before)


def test_the_dialog_shows_the_figures_per_group(store, qtbot):
    dialog = _show(qtbot, StatisticsDialog(store))
    data, _ = store.load()
    two = next(g for g in data.games if g.group.players == 2)
    # columns: all games, then the groups ordered by player count
    assert dialog.table.columnCount() == 3
    headers = [dialog.table.horizontalHeaderItem(c).text() for c in range(3)]
    assert headers[0] == "All games"
    assert headers[1].startswith("Players: 2") and headers[2].startswith("Players: 3")
    assert "normal, strong" in headers[2] and "Custom" in headers[2]
    assert _cell(dialog, "Games finished") == "2"
    assert _cell(dialog, "Wins") == str(1 + two.won)
    assert _cell(dialog, "Games finished", 2) == "1" and _cell(dialog, "Win rate", 2) == "100 %"
    assert _cell(dialog, "Contracts bid", 2) == "4" and _cell(dialog, "Make rate", 2) == "100 %"
    assert _cell(dialog, "Average contract", 2) == "300"
    assert _cell(dialog, "Barrels mounted", 2) == "1" and _cell(dialog, "Barrels won", 2) == "1"
    assert _cell(dialog, "Best game", 2).startswith("1180 (")
    assert _cell(dialog, "Best game").startswith(f"{max(1180, two.score)} (")
    assert _cell(dialog, "Worst game").startswith(f"{min(1180, two.score)} (")
    # the note says what is not counted, and how many
    assert "training aids" in dialog.note.text() and "undo" in dialog.note.text()
    assert "1 with aids, 1 with an undo" in dialog.note.text()
    assert dialog.chart.games == [(g.score, g.won) for g in data.games]
    assert not dialog.problem.isVisible()
    screen = dialog.screen().availableGeometry()
    assert dialog.width() <= screen.width() - 40 and dialog.height() <= screen.height() - 40


def test_reset_asks_first_and_cancel_keeps_everything(store, qtbot):
    dialog = _show(qtbot, StatisticsDialog(store))
    dialog.reset_button.click()
    assert dialog.confirm.isVisible()
    dialog.confirm.button(QMessageBox.StandardButton.Cancel).click()
    assert len(store.load()[0].games) == 2 and _cell(dialog, "Games finished") == "2"
    dialog.reset_button.click()
    dialog.confirm.button(QMessageBox.StandardButton.Yes).click()
    assert store.load()[0].games == ()
    assert _cell(dialog, "Games finished") == "0" and _cell(dialog, "Win rate") == "—"
    assert dialog.table.columnCount() == 1 and dialog.chart.games == []
    assert "0 with aids, 0 with an undo" in dialog.note.text()


def test_a_damaged_file_is_reported_in_the_dialog(tmp_path, qtbot):
    folder = tmp_path / "data"
    folder.mkdir()
    (folder / FILE_NAME).write_text("{broken", encoding="utf-8")
    dialog = _show(qtbot, StatisticsDialog(StatsStore(folder)))
    assert dialog.problem.isVisible()
    assert "damaged" in dialog.problem.text() and f"{FILE_NAME}.damaged-" in dialog.problem.text()
    assert _cell(dialog, "Games finished") == "0"


def test_the_chart_paints_with_and_without_games(qtbot):
    from thousand_qt.view.dialogs.statistics_chart import ScoreChart

    chart = ScoreChart()
    qtbot.addWidget(chart)
    chart.resize(400, 150)
    assert not chart.grab().isNull()
    chart.set_games([(1180, True), (-340, False), (555, False)])
    assert chart.value_range() == (-340, 1180)
    assert "1180, -340, 555" in chart.toolTip()
    image = chart.grab().toImage()
    colours = {image.pixelColor(x, y).name() for x in range(0, 400, 4) for y in range(0, 150, 4)}
    assert len(colours) > 2                                 # bars and lines were drawn


# -- the window: the menu entry and the game-over hook ----------------------------------------


def _counted(folder):
    data, problem = StatsStore(folder).load()
    assert problem is None
    return data


def test_game_over_is_counted_once(window, tmp_path, qtbot):
    folder = GameModel.autosave_path().parent
    assert window.open_file(str(one_move_from_the_end(tmp_path)))
    qtbot.waitUntil(lambda: window.model.finished, timeout=5000)
    assert window.statistics.last_outcome.status == "counted"
    assert len(_counted(folder).games) == 1
    # the finished game saved and reopened: not counted again
    finished = tmp_path / "finished.thousand"
    window.model.save(finished)
    assert window.open_file(str(finished)) and window.model.finished
    assert window.open_file(str(one_move_from_the_end(tmp_path)))
    qtbot.waitUntil(lambda: window.model.finished, timeout=5000)
    assert window.statistics.last_outcome.status == "known"
    data = _counted(folder)
    assert len(data.games) == 1 and data.games[0].score == 1180
    # Game ▸ Statistics shows it
    window.menu_actions["statistics"].trigger()
    dialog = window.statistics_view.dialog
    assert dialog.isVisible() and _cell(dialog, "Games finished") == "1" and _cell(dialog, "Wins") == "1"


def test_an_undo_makes_the_game_not_counted(window, tmp_path, qtbot):
    folder = GameModel.autosave_path().parent
    assert window.open_file(str(one_move_from_the_end(tmp_path, human=2)))
    qtbot.waitUntil(lambda: window.model.game.to_act == 2, timeout=5000)
    assert window.submit(parse_action("2 play AS"))       # the last card: nothing is seen after it
    qtbot.waitUntil(lambda: window.model.finished, timeout=5000)
    StatsStore(folder).reset()
    window.undo()                               # back to before the human's last card (AS)
    assert not window.model.finished
    assert window.model.record().extras["undone"] is True     # the record carries the undo
    qtbot.waitUntil(lambda: window.model.game.to_act == 2, timeout=5000)
    assert window.submit(parse_action("2 play AS"))
    qtbot.waitUntil(lambda: window.model.finished, timeout=5000)
    outcome = window.statistics.last_outcome
    assert (outcome.status, outcome.reason) == ("excluded", "undo")
    assert "not counted" in window.status_label.text() and "undo" in window.status_label.text()
    data = _counted(folder)
    assert data.games == () and [e.reason for e in data.excluded] == ["undo"]


def test_a_game_with_training_aids_is_not_counted(window, tmp_path, qtbot):
    assert window.open_file(str(one_move_from_the_end(tmp_path, aids=["talon_suits"])))
    qtbot.waitUntil(lambda: window.model.finished, timeout=5000)
    outcome = window.statistics.last_outcome
    assert (outcome.status, outcome.reason) == ("excluded", "aids")
    assert "not counted" in window.status_label.text() and "training aids" in window.status_label.text()
    assert _counted(GameModel.autosave_path().parent).games == ()


def test_a_save_failure_at_game_over_is_reported(window, tmp_path, qtbot, monkeypatch):
    def refuse(*_args, **_kwargs):
        raise PermissionError(13, "Permission denied")

    path = one_move_from_the_end(tmp_path)
    monkeypatch.setattr("thousand_qt.stats.store.save_text_atomic", refuse)
    assert window.open_file(str(path))
    qtbot.waitUntil(lambda: window.model.finished, timeout=5000)
    assert window.statistics.last_outcome.status == "failed"
    message = window.statistics_view.message
    assert message.isVisible() and "could not be saved" in message.text()
    assert "Permission denied" in message.text()


@pytest.mark.usefixtures("russian")
def test_the_dialog_in_russian(store, qtbot):
    dialog = _show(qtbot, StatisticsDialog(store))
    assert dialog.windowTitle() == "Статистика"
    assert dialog.reset_button.text() == "&Сбросить…"
    assert dialog.table.verticalHeaderItem(0).text() == "Начато партий"
    assert dialog.table.horizontalHeaderItem(0).text() == "Все партии"
    header = dialog.table.horizontalHeaderItem(2).text()
    assert header.startswith("Игроков: 3") and "средний, сильный" in header
    assert "не засчитываются" in dialog.note.text()


@pytest.mark.usefixtures("russian")
def test_the_menu_entry_in_russian(window):
    assert window.menu_actions["statistics"].text() == "С&татистика…"


def test_game_over_is_counted_at_the_default_animation_speed(qtbot, tmp_path):
    from thousand_qt.model import Settings
    from thousand_qt.view.app import build_window

    from .helpers import SimplePlayer

    settings = Settings()
    assert settings.animation_speed != "instant"
    settings.think_pause_ms = 0
    model = GameModel(autosave=False, think_pause_ms=0, player_factory=SimplePlayer)
    win = build_window(model, settings)
    qtbot.addWidget(win)
    win.show()
    try:
        assert win.open_file(str(one_move_from_the_end(tmp_path)))
        qtbot.waitUntil(lambda: model.finished, timeout=10000)
        assert win.statistics.last_outcome.status == "counted"
        assert len(_counted(GameModel.autosave_path().parent).games) == 1
    finally:
        model.shutdown(2000)


def test_a_game_continued_from_a_review_is_not_counted(window, tmp_path, qtbot):
    """Continue from here one card before a finished game's end: the computer ends it again,
    and that game is not counted (replaying positions must not improve the statistics)."""
    record = barrel_win()
    path = tmp_path / "finished.thousand"
    save_record(record, path)
    assert window.review.enter_file(str(path))
    session = window.review.session
    session.go_to(session.cursor.last - 1)
    window.review.panel.continue_button.click()
    qtbot.waitUntil(lambda: window.model.finished, timeout=5000)
    outcome = window.statistics.last_outcome
    assert (outcome.status, outcome.reason) == ("excluded", "continued")
    assert "not counted" in window.status_label.text() and "continued" in window.status_label.text()
    assert _counted(GameModel.autosave_path().parent).games == ()


def test_the_stock_game_is_a_column_of_its_own(tmp_path, qtbot):
    from thousand_qt.engine import RuleSet

    store = StatsStore(tmp_path / "data")
    assert store.record_game(random_game(2, 2)).status == "counted"
    assert store.record_game(random_game(5, 2, RuleSet(two_player_game="stock"))).status == "counted"
    dialog = _show(qtbot, StatisticsDialog(store))
    headers = [dialog.table.horizontalHeaderItem(c).text() for c in range(dialog.table.columnCount())]
    assert len(headers) == 3
    assert headers[1].startswith("Players: 2\n") and headers[2].startswith("Players: 2, with a stock\n")
    assert _cell(dialog, "Games finished", 2) == "1" and _cell(dialog, "Deals played", 2) != "—"
    # no contract, bolt, barrel or samosval with a stock: "—" (does not apply), not a count of 0
    for row in ("Contracts bid", "Contracts made", "Contracts conceded", "Make rate", "Average contract",
                "Bolts", "Barrels mounted", "Barrels won", "Barrel falls", "Samosvals"):
        assert _cell(dialog, row, 2) == "—", row
    assert _cell(dialog, "Contracts bid", 1) != "—"


@pytest.mark.parametrize("speed", ["instant", "normal"])
def test_games_left_for_new_ones_show_as_started_and_abandoned(qtbot, speed):
    from .helpers import make_window

    win = make_window(qtbot, speed)
    try:
        for seed in (1, 2, 3, 4):                 # three left unfinished for the next one
            win.model.new_game(win.settings.rules, win.settings.players(), seed=seed)
            qtbot.waitUntil(lambda: bool(win.model.record().deals)
                            and game_id(win.model.record()) in win.statistics.store().load()[0].start_marks,
                            timeout=5000)
        dialog = _show(qtbot, win.statistics_view.open_dialog())
        assert _cell(dialog, "Games started") == "3" and _cell(dialog, "Games abandoned") == "3"
        assert _cell(dialog, "Games finished") == "0"
    finally:
        win.model.shutdown(2000)
