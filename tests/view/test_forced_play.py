"""Preferences ▸ a forced card played by itself: off by default; on, the only card the human
may play goes after a moment (at the default speed too), never a bid or a marriage choice, and
an undo of it is not undone again at once."""

from __future__ import annotations

from collections.abc import Iterable

import pytest

from thousand_qt.engine import Phase
from thousand_qt.engine.actions import MARRIAGE, Play
from thousand_qt.engine.aids import Aids
from thousand_qt.engine.cards import Card
from thousand_qt.model import Settings

from .helpers import at_instant_speed, make_window, to_play
from .seeds import A_FORCED_CARD_BEFORE_THE_LAST, HUMAN_DEFENDS, Pinned, first_deal, forced_turns
from .table_walk import click_card


@pytest.fixture(params=["instant", "normal"])
def auto_window(request, qtbot):
    settings = Settings()
    settings.auto_play_forced = True
    win = make_window(qtbot, request.param, settings=settings)
    yield win
    win.model.shutdown(2000)


def _actions(win) -> int:
    return sum(len(d.actions) for d in win.model.game.deal_records)


def _human_plays(win) -> bool:
    return win.input.mode == "play" and not win.queue.busy


def test_the_setting_is_off_by_default_and_kept():
    assert Settings().auto_play_forced is False
    import tempfile
    from pathlib import Path

    from PySide6.QtCore import QSettings

    with tempfile.TemporaryDirectory() as folder:
        qs = QSettings(str(Path(folder) / "s.ini"), QSettings.Format.IniFormat)
        s = Settings()
        s.auto_play_forced = True
        s.save(qs)
        assert Settings().load(qs).auto_play_forced is True


def test_the_preferences_checkbox_sets_it(window, qtbot):
    from thousand_qt.view.dialogs.preferences import PreferencesDialog

    dialog = PreferencesDialog(window.settings, window)
    qtbot.addWidget(dialog)
    assert not dialog.auto_play.isChecked()
    dialog.auto_play.setChecked(True)
    dialog.accept()
    window.apply_settings()
    assert window.settings.auto_play_forced and window.forced.enabled


def _pass_as_defender(win, qtbot, pin: Pinned, aids=None) -> None:
    """``pin``'s deal, which a computer declares: the human passes in the auction (and so
    follows suit in the play, at times with the only card of the suit led)."""
    from .helpers import PLAYERS

    win.model.new_game(pin.rules, PLAYERS, seed=pin.seed(3), **({"aids": aids} if aids else {}))
    qtbot.waitUntil(lambda: win.auction_panel.isVisible() and not win.queue.busy, timeout=20000)
    win.auction_panel.pass_button.click()


def _human_cards(win) -> list[str]:
    return [a.card.text for a in win.model.game.deal_records[-1].actions if isinstance(a, Play) and a.seat == 0]


def _play_until_a_card_goes_by_itself(win, qtbot, clicked: Iterable[str] = (), left: int = 0) -> set[str]:
    """Play the human's choices (real clicks; ``clicked``: the cards clicked before) until a card
    was played without one, or until the human, to play, holds ``left`` cards; the cards
    clicked."""
    chosen = set(clicked)
    while True:
        qtbot.waitUntil(lambda: _human_plays(win) or win.summary is not None, timeout=20000)
        if set(_human_cards(win)) - chosen or win.summary is not None or len(win.model.view().hand) == left:
            return chosen
        before = _actions(win)
        card = win.forced.forced_card()
        if card is not None:          # no click: it goes by itself after a moment
            qtbot.waitUntil(lambda before=before: _actions(win) > before, timeout=5000)
            assert "only card" in win.status_label.text()
            continue
        assert not win.forced._timer.isActive()
        item = next(i for i in win.scene.human_hand() if i.state == "legal")
        chosen.add(item.card)
        click_card(win, item)
        qtbot.waitUntil(lambda: not win.queue.busy, timeout=3000)
        click_card(win, item)
        qtbot.waitUntil(lambda before=before: _actions(win) > before, timeout=5000)


def _to_the_turn_before_the_forced_card(win, qtbot, pin: Pinned, aids=None) -> set[str]:
    """``pin``'s deal at the instant speed up to the human's turn before its first forced card,
    or up to its pass in the auction when its first card in the play is forced; at the window's
    own speed from there on. The cards clicked."""
    turns = forced_turns(first_deal(pin.rules, 3, pin.seed(3), pin.computer))
    forced_at = next(cards for cards, forced in turns if forced)
    with at_instant_speed(win):
        _pass_as_defender(win, qtbot, pin, aids)
        if forced_at == turns[0][0]:
            return set()
        return _play_until_a_card_goes_by_itself(win, qtbot, left=forced_at + 1)


def test_a_forced_card_is_played_by_itself_and_a_choice_is_left_to_the_player(auto_window, qtbot):
    win = auto_window
    before = _to_the_turn_before_the_forced_card(win, qtbot, HUMAN_DEFENDS)     # its last card is forced
    clicked = _play_until_a_card_goes_by_itself(win, qtbot, before)
    by_itself = set(_human_cards(win)) - clicked
    assert clicked and len(by_itself) == 1
    # it was the only card the human could play then: the one of the suit led, or the last card
    flat = [str(a) for a in win.model.game.deal_records[-1].actions]
    assert f"0 play {by_itself.pop()}" in flat


def test_off_the_forced_card_waits_for_the_player(window, qtbot):
    win = window
    to_play(win, qtbot)
    while True:
        qtbot.waitUntil(lambda: _human_plays(win) or win.summary is not None, timeout=20000)
        assert win.summary is None, "no forced card in this deal"
        if win.forced.forced_card() is not None:
            break
        item = next(i for i in win.scene.human_hand() if i.state == "legal")
        win.input.play(item.card)
    before = _actions(win)
    assert not win.forced._timer.isActive()
    qtbot.wait(50)
    assert _actions(win) == before and win.input.mode == "play"


def test_never_a_bid_a_gift_or_a_marriage_choice(auto_window, qtbot, monkeypatch):
    win, model = auto_window, auto_window.model
    from .helpers import to_give

    to_give(win, qtbot)                      # the give: two cards to choose, nothing goes by itself
    assert not win.forced._timer.isActive()
    king = Card.parse("KH")
    monkeypatch.setattr(model, "legal", lambda: [Play(0, king), Play(0, king, MARRIAGE)])
    win.forced.turn(Phase.PLAY)
    assert not win.forced._timer.isActive()
    monkeypatch.setattr(model, "legal", lambda: [Play(0, king)])
    win.forced.turn(Phase.AUCTION)
    assert not win.forced._timer.isActive()


def test_an_undone_forced_card_is_not_played_again_at_once(auto_window, qtbot):
    win = auto_window
    pin = A_FORCED_CARD_BEFORE_THE_LAST                     # a deal whose first forced card is not its last
    before = _to_the_turn_before_the_forced_card(win, qtbot, pin, Aids(opponents_hands=True))   # open hands: undo is on
    _play_until_a_card_goes_by_itself(win, qtbot, before)
    assert win.summary is None
    played = _human_cards(win)
    win.undo()
    qtbot.waitUntil(lambda: _human_plays(win), timeout=10000)
    assert _human_cards(win) == played[:-1]
    assert win.forced.forced_card() == played[-1] and not win.forced._timer.isActive()
