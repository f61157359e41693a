"""Help: the rules follow the current game's house rules; controls and marks are complete."""

from __future__ import annotations

from thousand_qt.engine.rules import PRESETS, RuleSet

from .helpers import PLAYERS


def _help_text(win) -> str:
    return win.help_dialog.browser.toPlainText()


def test_rules_help_shows_the_values_of_the_game_in_progress(window):
    win, model = window, window.model
    model.new_game(RuleSet(), PLAYERS, seed=3)
    win.show_rules()
    classic = _help_text(win)
    assert win.help_dialog.isVisible()
    assert "880" in classic and "steps of 5" in classic and "rounded to 5" in classic
    assert "concede (роспись)" in classic and "costs 120" in classic
    house = RuleSet(barrel_at=900, bid_step=10, round_opponents=0, concede=False, bolt_penalty=150,
                    must_overtake=True, marriage_values={"H": 100, "D": 80, "C": 60, "S": 50})
    model.new_game(house, PLAYERS, seed=3)
    win.show_rules()
    text = _help_text(win)
    assert "900" in text and "880" not in text
    assert "steps of 10" in text and "not rounded" in text and "costs 150" in text
    assert "Conceding (роспись) is not allowed." in text and "beat the best card" in text
    assert "♠ 50" in text


def test_rules_help_for_each_preset_and_player_count():
    from thousand_qt.view.dialogs.rules_help import rules_html

    for rules in PRESETS.values():
        for n in (2, 3, 4):
            html = rules_html(rules, n)
            assert f"{rules.barrel_at}" in html and f"{rules.min_bid}" in html
    assert "two closed talons" in rules_html(RuleSet(), 2)
    assert "sits the deal out" in rules_html(RuleSet(), 4)


def test_controls_list_every_shortcut_and_marks_every_mark(window):
    from thousand_qt.view.table import marks

    win = window
    win.show_controls()
    text = _help_text(win)
    for key in ("new", "open", "save", "undo", "hint", "preferences", "quit", "score_sheet", "rules"):
        shortcut = win.menu_actions[key].shortcut().toString(win.menu_actions[key].shortcut().SequenceFormat.NativeText)
        assert shortcut and shortcut in text, key
    assert "Double-click" in text and "←" in text
    win.show_marks()
    text = _help_text(win)
    for glyph, meaning in marks.legend():
        assert glyph in text and meaning in text


def test_the_rules_of_the_stock_game():
    from thousand_qt.view.dialogs.rules_help import rules_html
    html = rules_html(RuleSet(two_player_game="stock"), 2)
    assert "6 cards" in html and "the winner draws" in html and "1000" in html
    assert "barrel (бочка). Deals" not in html and "talons" not in html
    assert "7 cards" in rules_html(RuleSet(two_player_game="stock"), 3)   # three players ignore it


def test_controls_say_how_to_see_the_last_trick(window):
    """The last trick is shown by a click on a pile of won tricks or by ↑: the help says so."""
    window.show_controls()
    text = _help_text(window)
    assert "pile of won tricks" in text and "last trick" in text
    assert "↑" in text.split("In review")[0]       # in the game's keys, not only the review's


def test_the_rules_of_the_stock_game_give_the_marriages_and_the_trump_lead():
    """The stock game's help names what its marriages are worth, the ace marriage when on, and
    ``trump_lead``, which applies in it (RULES.md §12, §13)."""
    from thousand_qt.view.dialogs.rules_help import rules_html
    stock = RuleSet(two_player_game="stock")
    html = rules_html(stock, 2)
    assert "♥ 100, ♦ 80, ♣ 60, ♠ 40" in html
    assert "All four aces" not in html and "Only a player who declared a marriage" not in html
    house = RuleSet(two_player_game="stock", trump_lead="declarer_only", ace_marriage=True,
                    marriage_values={"H": 100, "D": 80, "C": 60, "S": 50})
    html = rules_html(house, 2)
    assert "♠ 50" in html and "All four aces" in html
    assert "Only a player who declared a marriage in this deal may lead a trump" in html


def test_the_rules_help_left_open_follows_a_new_game(window):
    """Help ▸ Rules is not modal: left open while a new game with other rules starts, it shows
    the new game's rules, not the old ones."""
    from thousand_qt.engine.record import PlayerInfo

    model = window.model
    model.new_game(RuleSet(cut=True), PLAYERS, seed=3)
    window.show_rules()
    assert "cut" in _help_text(window)
    two = [PlayerInfo("Вы", "human"), PlayerInfo("Фёдор", "computer", "easy")]
    model.new_game(RuleSet(two_player_game="stock"), two, seed=3)
    text = _help_text(window)
    assert "stock" in text and "cut" not in text


def test_help_controls_name_each_key_once(qapp):
    """Help ▸ Controls listed ↑ twice, with two wordings of one thing (the last trick)."""
    import re

    from thousand_qt.view.dialogs.help import controls_html

    keyboard = controls_html([]).split("<h3>")[2]          # Mouse, Keyboard, Shortcuts, review
    keys = re.findall(r"<td style='padding-right:14px'><b>(.*?)</b></td>", keyboard)
    assert keys and len(keys) == len(set(keys)), keys
