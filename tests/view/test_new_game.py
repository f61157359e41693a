"""New game: two, three or four players (the human and one to three computer opponents, each
with a name and a level); the choice is remembered and starts a game of that many."""

from __future__ import annotations

from thousand_qt.model import Settings
from thousand_qt.view.dialogs.new_game import NewGameDialog

from .table_walk import waiting_for_human


def _dialog(qtbot, settings) -> NewGameDialog:
    dialog = NewGameDialog(settings)
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def _shown_titles(dialog: NewGameDialog) -> list[str]:
    return [label.text() for row, label in zip(dialog.rows, dialog.seat_labels, strict=True)
            if dialog.form.isRowVisible(row)]


def test_the_player_count_shows_one_row_per_opponent(qtbot):
    dialog = _dialog(qtbot, Settings())
    assert dialog.player_count() == 3
    assert _shown_titles(dialog) == ["Left opponent", "Right opponent"]
    dialog.count.setCurrentIndex(dialog.count.findData(2))
    assert _shown_titles(dialog) == ["Opponent"]
    assert [p.kind for p in dialog.players()] == ["human", "computer"]
    dialog.count.setCurrentIndex(dialog.count.findData(4))
    assert _shown_titles(dialog) == ["Left opponent", "Opponent across", "Right opponent"]
    assert [p.name for p in dialog.players()] == ["Вы", "Фёдор", "Маша", "Петя"]


def test_the_choice_is_remembered(qtbot):
    settings = Settings()
    dialog = _dialog(qtbot, settings)
    dialog.count.setCurrentIndex(dialog.count.findData(4))
    dialog.names[2].setText("Оля")
    dialog.levels[2].setCurrentIndex(dialog.levels[2].findData("strong"))
    dialog.accept()
    back = Settings().load()
    assert back.player_count == 4
    assert back.players()[3].name == "Оля" and back.players()[3].level == "strong"
    again = _dialog(qtbot, back)
    assert again.player_count() == 4 and again.names[2].text() == "Оля"
    assert again.levels[2].currentData() == "strong"


def test_new_game_starts_a_game_of_the_chosen_size(window, qtbot):
    win = window
    for n in (2, 4, 3):
        win.new_game_dialog()
        dialog = win.new_game_window
        dialog.count.setCurrentIndex(dialog.count.findData(n))
        dialog.buttons.button(dialog.buttons.StandardButton.Ok).click()
        qtbot.waitUntil(lambda: waiting_for_human(win), timeout=10000)
        assert len(win.model.players) == n and win.scene.n == n
        assert len(win.scene.badges) == n
        win.model.set_animation_gate(True)
        win.model.new_game(win.model.rules, list(win.model.players), seed=1)   # nothing acted yet
        win.model.set_animation_gate(False)


def test_the_default_name_of_the_human_is_shown_in_the_language_and_kept_as_the_default(qtbot):
    """In English the box reads "You" (as the table does), not the Russian default "Вы"; kept as
    it is, it stays the default, which each language shows in its own words."""
    settings = Settings()
    dialog = _dialog(qtbot, settings)
    assert dialog.human.text() == "You"
    assert dialog.players()[0].name == "Вы"
    dialog.human.setText("Anna")
    assert dialog.players()[0].name == "Anna"


def test_two_players_choose_talons_or_a_stock(qtbot):
    settings = Settings()
    dialog = _dialog(qtbot, settings)
    assert not dialog.form.isRowVisible(dialog.two_game)
    dialog.count.setCurrentIndex(dialog.count.findData(2))
    assert dialog.form.isRowVisible(dialog.two_game)
    assert dialog.rules().two_player_game == "talons"
    dialog.two_game.setCurrentIndex(dialog.two_game.findData("stock"))
    assert dialog.rules().two_player_game == "stock" and dialog.rules().preset_name() == "classic"
    dialog.accept()
    back = Settings().load()
    assert back.rules.two_player_game == "stock" and back.rules.preset_name() == "classic"
    again = _dialog(qtbot, back)
    assert again.two_player_game() == "stock"


def test_new_game_with_a_stock_starts_the_stock_game(window, qtbot):
    win = window
    win.new_game_dialog()
    dialog = win.new_game_window
    dialog.count.setCurrentIndex(dialog.count.findData(2))
    dialog.two_game.setCurrentIndex(dialog.two_game.findData("stock"))
    dialog.buttons.button(dialog.buttons.StandardButton.Ok).click()
    qtbot.waitUntil(lambda: waiting_for_human(win), timeout=10000)
    assert win.model.game.stock_game and len(win.model.view().hand) == 6


def test_the_talon_aids_are_not_offered_for_the_game_with_a_stock(qtbot):
    """No talon with a stock: its two talon aids are off and greyed out (ticked, they would
    only keep the game out of the statistics); back with talons or three players."""
    dialog = _dialog(qtbot, Settings())
    box = dialog.aids_box
    box.talon_suits.setChecked(True)
    box.talon_card.setChecked(True)
    dialog.count.setCurrentIndex(dialog.count.findData(2))
    dialog.two_game.setCurrentIndex(dialog.two_game.findData("stock"))
    assert not box.talon_suits.isEnabled() and not box.talon_card.isEnabled()
    assert box.opponents_hands.isEnabled()
    assert not box.aids().talon_suits and not box.aids().talon_card
    dialog.two_game.setCurrentIndex(dialog.two_game.findData("talons"))
    assert box.talon_suits.isEnabled() and box.talon_card.isEnabled()
    dialog.two_game.setCurrentIndex(dialog.two_game.findData("stock"))
    dialog.count.setCurrentIndex(dialog.count.findData(3))
    assert box.talon_suits.isEnabled() and box.talon_card.isEnabled()
