"""The training aids on the table, by mouse and keyboard, at the instant and the default
animation speed: shown when on, not when off; the marker; New game's aids box."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from thousand_qt.engine import Phase
from thousand_qt.engine.aids import Aids
from thousand_qt.engine.rules import RuleSet

from .helpers import PLAYERS

SPEEDS = ["window", "normal_window"]


@pytest.fixture(params=SPEEDS)
def any_window(request):
    return request.getfixturevalue(request.param)


def _at_the_humans_auction(win, qtbot, aids: Aids) -> None:
    """A new game with ``aids`` where the human has a word in the auction (not on the hundred)."""
    for seed in range(1, 60):
        win.model.new_game(RuleSet(), PLAYERS, seed=seed, aids=aids)
        if win.model.view().hundred not in (0, None) and win.model.view().phase is Phase.AUCTION:
            break
    qtbot.waitUntil(lambda: win.auction_panel.isVisible() and not win.queue.busy, timeout=15000)


def _talon(win):
    """The closed talon's cards on the table, in the order the aids number them."""
    return win.scene.closed_talon()


def _opponents(win):
    return [s for s in win.scene.hands if s != win.model.human_seat]


def _click(win, qtbot, item) -> None:
    point = win.view.mapFromScene(item.sceneBoundingRect().center())
    QTest.mouseClick(win.view.viewport(), Qt.MouseButton.LeftButton, pos=point)


def test_the_opponents_hands_lie_face_up_through_the_deal(any_window, qtbot):
    win = any_window
    _at_the_humans_auction(win, qtbot, Aids(opponents_hands=True))
    deal = win.model.game.deal
    for seat in _opponents(win):
        items = win.scene.hands[seat]
        assert {i.card for i in items} == {c.text for c in deal.hands[seat]}
        assert all(i.face_up for i in items)
    win.auction_panel.pass_button.click()
    qtbot.waitUntil(lambda: win.input.mode == "play" or win.summary is not None, timeout=15000)
    qtbot.waitUntil(lambda: not win.queue.busy, timeout=15000)
    for seat in _opponents(win):
        assert sorted(i.card for i in win.scene.hands[seat]) == sorted(c.text for c in deal.hands[seat])
        assert all(i.face_up for i in win.scene.hands[seat])


def test_a_closed_talon_joins_an_open_hand_face_up(window, qtbot):
    win = window
    _at_the_humans_auction(win, qtbot, Aids(opponents_hands=True))
    declarer = win.model.view().hundred
    seen: list[list[tuple[str, bool]]] = []
    # connected after the table: at the instant speed its steps have run when this slot runs
    win.model.talonShown.connect(lambda *_: seen.append([(i.card, i.face_up) for i in win.scene.hands[declarer]]))
    win.auction_panel.pass_button.click()                   # all pass: the hundred takes the talon closed
    qtbot.waitUntil(lambda: bool(seen), timeout=5000)
    assert len(seen[0]) == 10 and all(card and up for card, up in seen[0])


def test_without_aids_the_opponents_and_the_talon_stay_hidden(any_window, qtbot):
    win = any_window
    _at_the_humans_auction(win, qtbot, Aids())
    for seat in _opponents(win):
        assert not any(i.face_up or i.card for i in win.scene.hands[seat])
    assert not any(i.face_up or i.suit_hint or i.interactive for i in _talon(win))
    assert not win.controller.aids.note.isVisible()
    assert not win.aids_label.isVisible()
    QTest.keyClick(win.view, Qt.Key.Key_1)
    assert not win.model.aids_shown().peeked


def test_the_talon_shows_its_suits_until_it_opens(any_window, qtbot):
    win = any_window
    _at_the_humans_auction(win, qtbot, Aids(talon_suits=True))
    talon = win.model.game.deal.talons[0]
    assert [i.suit_hint for i in _talon(win)] == [c.suit.value for c in talon]
    assert not any(i.face_up or i.card for i in _talon(win))
    assert not win.controller.aids.note.isVisible()          # no peek offered with this aid alone
    win.auction_panel.pass_button.click()
    qtbot.waitUntil(lambda: win.model.view().phase is not Phase.AUCTION and not win.queue.busy, timeout=15000)
    assert not any(i.suit_hint for i in win.scene.all_cards())


def test_a_talon_card_peeked_by_mouse_once_a_deal(any_window, qtbot):
    win = any_window
    _at_the_humans_auction(win, qtbot, Aids(talon_card=True))
    talon = win.model.game.deal.talons[0]
    note = win.controller.aids.note
    assert note.isVisible() and "1–3" in note.text
    assert all(i.interactive and not i.face_up for i in _talon(win))
    actions = win.model.game.deal_records[-1].actions
    _click(win, qtbot, _talon(win)[1])
    qtbot.waitUntil(lambda: _talon(win)[1].face_up and _talon(win)[1].card == talon[1].text,
                    timeout=5000)
    assert not note.isVisible() and not any(i.interactive for i in _talon(win))
    assert win.status_label.text().startswith("A talon card:")
    _click(win, qtbot, _talon(win)[0])                      # once a deal
    QTest.keyClick(win.view, Qt.Key.Key_3)
    QTest.qWait(50)
    assert [i.face_up for i in _talon(win)] == [False, True, False]
    assert win.model.game.deal_records[-1].actions == actions               # a peek is not a game action


def test_a_talon_card_peeked_by_keyboard(any_window, qtbot):
    win = any_window
    _at_the_humans_auction(win, qtbot, Aids(talon_card=True))
    talon = win.model.game.deal.talons[0]
    QTest.keyClick(win.view, Qt.Key.Key_3)
    qtbot.waitUntil(lambda: _talon(win)[2].face_up and _talon(win)[2].card == talon[2].text,
                    timeout=5000)
    win.auction_panel.pass_button.click()                     # the peek stays for the rest of the auction
    qtbot.waitUntil(lambda: not win.queue.busy, timeout=15000)
    if win.model.view().phase is Phase.AUCTION:
        assert _talon(win)[2].face_up


def test_the_marker_names_the_aids(window, qtbot):
    win = window
    _at_the_humans_auction(win, qtbot, Aids(opponents_hands=True, talon_card=True))
    assert win.aids_label.isVisible()
    assert win.aids_label.text() == "Aids: opponents' hands, one talon card"
    assert "not counted" in win.aids_label.toolTip()


def test_an_opened_record_shows_its_aids(window, qtbot, tmp_path):
    win = window
    _at_the_humans_auction(win, qtbot, Aids(opponents_hands=True, talon_suits=True))
    path = tmp_path / "aided.thousand"
    win.model.save(path)
    win.model.new_game(RuleSet(), PLAYERS, seed=5)
    qtbot.waitUntil(lambda: not win.queue.busy, timeout=15000)
    assert not win.aids_label.isVisible()
    assert win.open_file(str(path))
    qtbot.waitUntil(lambda: not win.queue.busy, timeout=15000)
    deal = win.model.game.deal
    for seat in _opponents(win):
        assert {i.card for i in win.scene.hands[seat] if i.face_up} == {c.text for c in deal.hands[seat]}
    assert [i.suit_hint for i in _talon(win)] == [c.suit.value for c in deal.talons[0]]
    assert win.aids_label.isVisible()


def test_new_game_starts_with_the_aids_ticked(window, qtbot):
    win = window
    win.new_game_dialog()
    dialog = win.new_game_window
    box = dialog.aids_box
    assert box.aids() == Aids()                                 # off by default
    box.opponents_hands.setChecked(True)
    box.talon_card.setChecked(True)
    dialog.accept()
    qtbot.waitUntil(lambda: not win.queue.busy, timeout=15000)
    assert win.model.aids == Aids(opponents_hands=True, talon_card=True)
    assert win.model.record().to_json()["aids"] == ["opponents_hands", "talon_card"]
    win.new_game_dialog()
    assert win.new_game_window.aids_box.aids() == Aids()        # chosen per game
    win.new_game_window.reject()


@pytest.mark.parametrize("count", [2, 4])
def test_two_and_four_players(window, qtbot, count):
    from thousand_qt.engine.record import PlayerInfo

    win = window
    players = [PlayerInfo("Вы", "human")] + [PlayerInfo(f"P{k}", "computer", "easy") for k in range(1, count)]
    for seed in range(1, 80):
        win.model.new_game(RuleSet(), players, seed=seed, aids=Aids(True, True, True))
        v = win.model.view()
        if v.phase is Phase.AUCTION and v.hundred != 0 and 0 in v.active:
            break
    qtbot.waitUntil(lambda: win.auction_panel.isVisible() and not win.queue.busy, timeout=15000)
    deal = win.model.game.deal
    talon = [c for t in deal.talons for c in t]
    assert [i.suit_hint for i in _talon(win)] == [c.suit.value for c in talon]
    for seat in _opponents(win):
        assert sorted(i.card for i in win.scene.hands[seat]) == sorted(c.text for c in deal.hands[seat])
    last = len(talon) - 1
    QTest.keyClick(win.view, getattr(Qt.Key, f"Key_{last + 1}"))
    qtbot.waitUntil(lambda: _talon(win)[last].face_up and _talon(win)[last].card == talon[last].text,
                    timeout=5000)
