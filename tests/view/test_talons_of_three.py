"""At the table: laying away three cards and choosing the card for the second talon
(``two_player_talons`` three, ``second_talon_card``), by keyboard and mouse, with the hint and
the cut card face down for everyone but the dealer (``cut_shown_to`` dealer); at the instant
and the default animation speed."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from thousand_qt.engine import Phase
from thousand_qt.engine.actions import Discard
from thousand_qt.view.action_words import action_words, choice_words
from thousand_qt.view.table.card_item import CardTag
from thousand_qt.view.table.plates import deal_cut_line

from . import seeds
from .helpers import PLAYERS, TWO, at_instant_speed, make_window, seed_where
from .table_walk import table_groups, waiting_for_human


@pytest.fixture(params=["instant", "normal"])
def any_speed_window(request, qtbot):
    win = make_window(qtbot, request.param)
    yield win
    win.model.shutdown(2000)


def _to_discard(win, qtbot) -> list[str]:
    """Open the left talon by keyboard; the human's 12 cards once the discard panel is up (the
    deal and the auction at the instant speed, the talon opened at the window's own)."""
    with at_instant_speed(win):
        seed_where(win, TWO, seeds.TALONS_OF_THREE_HUMAN_ON_THE_HUNDRED)
        qtbot.waitUntil(lambda: waiting_for_human(win) and win.talon_panel.isVisible(), timeout=15000)
    assert [len(p) for p in win.scene.talon_pair] == [3, 3]
    for key in (Qt.Key.Key_Left, Qt.Key.Key_Return):
        QTest.keyClick(win.view, key)
        qtbot.waitUntil(lambda: not win.queue.busy, timeout=5000)
    qtbot.waitUntil(lambda: waiting_for_human(win) and win.discard_panel.isVisible(), timeout=15000)
    hand = [i.card for i in win.scene.human_hand()]
    assert len(hand) == 12 and "three cards" in win.turn.status(Phase.GIVE)
    return hand


def test_three_cards_laid_away_the_first_into_the_second_talon(any_speed_window, qtbot):
    win, model = any_speed_window, any_speed_window.model
    hand = _to_discard(win, qtbot)
    panel = win.discard_panel
    # the keyboard: → Enter three times chooses the first three cards, in that order
    for key in (Qt.Key.Key_Right, Qt.Key.Key_Return) * 3:
        QTest.keyClick(win.view, key)
        qtbot.waitUntil(lambda: not win.queue.busy, timeout=5000)
    assert win.input.give_choice == hand[:3] and panel.give_button.isEnabled()
    tags = {i.card: i.tag for i in win.scene.human_hand() if i.card in hand[:3]}
    assert tags[hand[0]] == "to the second talon" and tags[hand[1]] == tags[hand[2]] == "to the talon"
    assert "second talon" in panel.choice.text()
    # the mouse: the next chosen card goes to the second talon instead
    assert panel.second_button.isVisible()
    qtbot.mouseClick(panel.second_button, Qt.MouseButton.LeftButton)
    assert win.input.give_choice == [hand[1], hand[2], hand[0]]
    qtbot.mouseClick(panel.give_button, Qt.MouseButton.LeftButton)
    v = model.view()
    # the deal holds the discard as listed: the card given first, the others in the deck's order
    assert v.discarded[0].text == hand[1] and {c.text for c in v.discarded} == set(hand[:3]) and len(v.hand) == 9
    qtbot.waitUntil(lambda: waiting_for_human(win), timeout=15000)
    assert v.card_in_second_talon or model.view().card_in_second_talon
    assert [len(p) for p in win.scene.talon_pair] == [2, 4]       # 2 laid away, the other talon and one
    assert str(model.record().deals[0].actions[2]) == f"0 discard {hand[1]} {hand[2]} {hand[0]}"


def test_on_the_smallest_table_the_labels_stay_clear_of_the_plates_and_panels(any_speed_window, qtbot):
    """At 1024x640 the contract plate lies right of the hand: the wide label of the last card
    (chosen first, "to the second talon") lay partly over it; each label stays on the table,
    clear of every plate and panel, as the labels of other seats' choices would."""
    win = any_speed_window
    win.resize(1024, 640)
    qtbot.waitUntil(lambda: win.view.width() == 1024, timeout=2000)
    hand = _to_discard(win, qtbot)
    for choice in ([hand[-1], hand[-2], hand[-3]], [hand[0], hand[1], hand[-1]], [hand[-3], hand[-1], hand[-2]]):
        win.input.choose_give(choice)
        qtbot.waitUntil(lambda: not win.queue.busy, timeout=5000)
        labels = [tag.sceneBoundingRect() for item in win.scene.human_hand() if item.card in choice
                  for tag in item.childItems() if isinstance(tag, CardTag)]
        assert len(labels) == 3
        table = win.scene.sceneRect()
        assert all(table.contains(label) for label in labels), (choice, labels)
        others = {name: rects for name, rects in table_groups(win).items() if not name.startswith("hand")}
        hit = [name for name, rects in others.items() for rect in rects for label in labels
               if rect.adjusted(1, 1, -1, -1).intersects(label)]
        assert hit == [], (choice, hit)


def test_the_hint_chooses_three_cards_and_names_the_second_talon(window, qtbot):
    _to_discard(window, qtbot)
    legal = [a for a in window.model.legal() if isinstance(a, Discard)]
    hinted = legal[0]
    window.show_hint(hinted)
    assert window.input.give_choice == [str(c) for c in hinted.cards]
    assert all(i.marked for i in window.scene.human_hand() if i.card in window.input.give_choice)
    rules = window.model.view().rules
    words = action_words(hinted, "latin", rules)
    assert "second talon" in words and str(hinted.first)[0] in words
    assert "second talon" in choice_words(hinted, "latin", rules)
    assert "second talon" not in choice_words(hinted, "latin", rules.with_changes(second_talon_card=False))
    assert "second talon" not in choice_words(hinted, "latin", rules.with_changes(second_talon="out"))


def test_the_cut_card_is_face_down_for_everyone_but_the_dealer(any_speed_window, qtbot):
    win, model = any_speed_window, any_speed_window.model
    seen: list[list] = []
    model.deckCut.connect(lambda cutter, cards, penalty: seen.append(cards))
    seed_where(win, PLAYERS, seeds.CUT_CARD_HIDDEN_FROM_THE_HUMAN)
    qtbot.waitUntil(lambda: bool(seen), timeout=15000)
    v = model.view()
    assert v.cut_hidden and seen[0][-1] is None and seen[0][:-1] == list(v.cut)
    line = deal_cut_line(win.scene, v, ["Вы", "Фёдор", "Маша"])
    assert "face down" in line and "only the dealer" in line
