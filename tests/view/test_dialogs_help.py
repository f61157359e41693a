"""Help: the rules follow the current game's house rules; controls and marks are complete."""

from __future__ import annotations

from thousand_qt.engine.rules import PRESETS, RuleSet

from .conftest import PLAYERS


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
    from thousand_qt.view import marks

    win = window
    win.show_controls()
    text = _help_text(win)
    for key in ("new", "open", "save", "undo", "hint", "preferences", "quit", "score_sheet", "rules"):
        shortcut = win.actions[key].shortcut().toString(win.actions[key].shortcut().SequenceFormat.NativeText)
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
