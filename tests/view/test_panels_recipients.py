"""Issue 8, item 15: with four players the give labels name the seats the engine gives to, and
the bid ceiling counts the ace marriage."""

from __future__ import annotations

import dataclasses

from thousand_qt.engine import bid_ceiling as engine_ceiling
from thousand_qt.engine import opponents_of
from thousand_qt.engine.cards import Card
from thousand_qt.engine.record import PlayerInfo
from thousand_qt.engine.rules import RuleSet
from thousand_qt.view.names import shown_name

FOUR = [PlayerInfo("Вы", "human"), PlayerInfo("Фёдор", "computer", "easy"),
        PlayerInfo("Маша", "computer", "easy"), PlayerInfo("Петя", "computer", "easy")]


def test_four_players_give_labels_name_the_engines_recipients(window, qtbot):
    win, model = window, window.model
    for seed in range(1, 200):     # the dealer sits between the human and an opponent
        model.new_game(RuleSet(), FOUR, seed=seed)
        v = model.view()
        if v.dealer not in (1, 2):
            continue
        qtbot.waitUntil(lambda: win.auction_panel.isVisible() and not win.queue.busy, timeout=10000)
        if win.auction_panel.bid_button.isEnabled():
            win.auction_panel.bid_button.click()      # the others pass: the human declares
            break
    else:
        raise AssertionError("no seed found")
    qtbot.waitUntil(lambda: win.give_panel.isVisible() and not win.queue.busy, timeout=10000)
    expected = list(opponents_of(model.view().active, 0))
    assert v.dealer not in expected
    names = [shown_name(FOUR[s].name) for s in expected]
    hand = win.scene.human_hand()
    hand[0].clicked.emit(hand[0])
    hand[1].clicked.emit(hand[1])
    assert [hand[0].tag, hand[1].tag] == [f"→ {names[0]}", f"→ {names[1]}"]
    text = win.give_panel.choice.text()
    assert text.index(names[0]) < text.index(names[1])
    win.give_panel.give_button.click()
    assert [seat for seat, _ in model.view().given] == expected


def test_the_ceiling_text_counts_the_ace_marriage(window, qtbot):
    win, model = window, window.model
    from .helpers import PLAYERS

    model.new_game(RuleSet(ace_marriage=True), PLAYERS, seed=3)
    qtbot.waitUntil(lambda: not win.queue.busy, timeout=10000)
    v = dataclasses.replace(model.view(), hand=tuple(Card.parse(t) for t in ["AS", "AC", "AD", "AH", "KH", "QH", "9S"]))
    ceiling = engine_ceiling(v.hand, model.rules)
    assert ceiling == model.rules.max_bid == 300     # 120 + ♥100 + aces 200, capped
    text = win.auction_panel._ceiling_text(v, [])
    assert str(ceiling) in text and "200" in text
    plain = dataclasses.replace(v, hand=tuple(Card.parse(t) for t in ["AS", "AC", "AD", "9H", "KH", "QS", "9S"]))
    assert "120" in win.auction_panel._ceiling_text(plain, [])


def test_the_give_panel_keeps_its_width_and_lines_as_cards_are_chosen(window, qtbot):
    """Choosing the cards shortens "click a card" to a card: the panel kept narrowing by a few
    pixels, and its concession note wrapped its last word onto a line of its own."""
    from .helpers import to_give

    win = window
    to_give(win, qtbot)
    panel = win.give_panel
    assert panel.note.isVisible()        # on the hundred after two passes: a concession is offered
    before = (panel.width(), panel.note.height())
    hand = win.scene.human_hand()
    for item in hand[:2]:
        item.clicked.emit(item)
        qtbot.waitUntil(lambda: not win.queue.busy, timeout=5000)
    assert panel.give_button.isEnabled()
    assert (panel.width(), panel.note.height()) == before
