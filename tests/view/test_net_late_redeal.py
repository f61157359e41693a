"""The redeal after the contract at a network table (docs/rules.md, ``redeal_when``
``before_lead``), as on this computer: the person offered it answers in the panel, with the mouse
or the keyboard, and until they do the lead waits on every seat (the computer's, or a person's),
and the turn clock runs for them in every window. A table hosted in one window (127.0.0.1) and
joined from another, at the instant and the default animation speed; the host's seed is one whose
first deal offers a person the redeal (:func:`~tests.model.net_seats.late_offer_seed`)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from thousand_qt.engine import Phase, RuleSet
from thousand_qt.engine.actions import Redeal
from thousand_qt.view.network.window import NetTableWindow

from ..model.net_seats import DEAL_MS, late_offer_seed
from .net_windows import WindowDriver, host_and_join

RULES = {"redeal_when": "before_lead"}


@pytest.fixture(autouse=True)
def no_questions(monkeypatch):
    monkeypatch.setattr(NetTableWindow, "ask_before_leaving", False)


@pytest.mark.parametrize(("how", "speed"), [("mouse", "instant"), ("keyboard", "normal")])
def test_the_lead_waits_for_the_persons_answer_given_in_the_panel(qtbot, tmp_path, how, speed) -> None:
    seed, offered = late_offer_seed("hhc", RuleSet.from_dict(RULES))
    host, (_home_a, win_a), (_home_b, win_b) = host_and_join(qtbot, tmp_path, "hhc", speed=speed, seed=seed,
                                                             rules=RULES, turn_seconds=3600)
    wins = (win_a, win_b)
    asked, other = wins[offered], wins[1 - offered]
    waits: list[object] = []          # the other window's updates: whom the lead waited for
    other.model.link.received.connect(lambda got: waits.append(got.fields.get("waiting"))
                                      if got.kind == "update" else None)
    drivers = [WindowDriver(w) for w in wins]
    try:
        win_a.net_dock.ready.click()
        win_b.net_dock.ready.click()
        qtbot.waitUntil(lambda: asked.redeal_panel.isVisible() and not asked.queue.busy, timeout=DEAL_MS)
        assert asked.model.redeal_offer() == Redeal(offered)
        # every seat: the lead waits for the answer, and the clock runs for the seat asked
        qtbot.waitUntil(lambda: bool(waits) and waits[-1] == [offered] and not other.queue.busy, timeout=DEAL_MS)
        view = other.model.view()
        assert view.phase is Phase.PLAY and not view.trick and not view.tricks
        assert not other.model.legal()                 # the leader (or the other opponent) has nothing to do
        for win in wins:
            qtbot.waitUntil(lambda win=win: win.net_dock.clock.seat() == offered, timeout=DEAL_MS)
        if how == "mouse":
            qtbot.mouseClick(asked.redeal_panel.play_on_button, Qt.MouseButton.LeftButton)
        else:
            assert asked.redeal_panel.redeal_button.hasFocus()
            qtbot.keyClick(asked.redeal_panel.redeal_button, Qt.Key.Key_Tab)
            assert asked.redeal_panel.play_on_button.hasFocus()
            qtbot.keyClick(asked.redeal_panel.play_on_button, Qt.Key.Key_Return)
        for win in wins:           # the answer reached the host: the lead is played, on every seat
            qtbot.waitUntil(lambda win=win: bool(win.model.view().trick or win.model.view().tricks),
                            timeout=DEAL_MS)
        assert not asked.redeal_panel.isVisible() and asked.model.redeal_offer() is None
        assert all(w.model.view().deal_number == 1 for w in wins)        # played on: no redeal
        assert all(w is None for w in waits[-1:])
    finally:
        for driver in drivers:
            driver.stop()
        win_a.close()
        win_b.close()
        host.stop()
