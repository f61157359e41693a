"""The view speaks in actions: panels and cards hand the model engine Action values."""

from __future__ import annotations

from thousand_qt.engine.actions import Contract, Give, Pass, Play

from .helpers import to_contract


def test_panels_and_cards_submit_engine_actions(window, qtbot, monkeypatch):
    win, model = window, window.model
    sent = []
    submit = model.submit
    monkeypatch.setattr(model, "submit", lambda action: sent.append(action) or submit(action))
    to_contract(win, qtbot)
    win.contract_panel.keep_button.click()
    qtbot.waitUntil(lambda: win.input.mode == "play" and not win.queue.busy, timeout=10000)
    legal = win.scene.human_hand()[0]
    win.input.play(legal.card)
    kinds = [type(a) for a in sent]
    assert kinds[-3:] == [Give, Contract, Play]
    assert all(not isinstance(a, str) for a in sent)
    assert Pass not in kinds     # the human on the hundred never passed here
