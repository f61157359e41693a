"""Issue 8, item 10: a computer's redeal is shown: who asked and why, on the table and in the
status line."""

from __future__ import annotations

import pytest

from thousand_qt.engine.rules import RuleSet

from .helpers import PLAYERS, make_window
from .seeds import A_COMPUTER_REDEALS, RedealingPlayer


def test_a_computers_redeal_says_who_and_why(qtbot):
    win = make_window(qtbot, "instant", RedealingPlayer)
    model = win.model
    try:
        said = []
        win.controller.status.connect(said.append)
        model.new_game(A_COMPUTER_REDEALS.rules, PLAYERS, seed=A_COMPUTER_REDEALS.seed(3))
        qtbot.waitUntil(lambda: not win.queue.busy, timeout=10000)
        assert model.game.results and model.game.results[0].redeal
        notes = [t for t in said if "—" in t and any(n in t for n in ("Фёдор", "Маша"))]
        assert notes, said
        assert "redeal" in notes[0] and ("hand" in notes[0] or "talon" in notes[0])
        assert any(t.startswith(notes[0]) and t != notes[0] for t in said)   # again with the new dealer
        assert win.scene.info.lines[0] in notes[0]                  # and it stays on the table
        assert win.scene.info.lines[1] in notes[0]
    finally:
        model.shutdown(2000)


def test_the_redeal_note_leaves_the_plate_when_the_new_auction_begins(qtbot):
    """At the default speed: the note shows while the new deal is dealt, and goes with the
    first word of its auction (it does not stay through it)."""
    seed = A_COMPUTER_REDEALS.seed(3)
    win = make_window(qtbot, "normal", RedealingPlayer)
    model = win.model
    try:
        model.new_game(RuleSet(redeal=True), PLAYERS, seed=seed)
        qtbot.waitUntil(lambda: len(model.game.deal_records) >= 2 and not win.queue.busy, timeout=20000)
        redeals = len(model.game.results)
        if not model.view().auction:                     # the human speaks first: still shown
            assert any("redeal" in line for line in win.scene.info.lines)
            win.auction_panel.pass_button.click()
        qtbot.waitUntil(lambda: bool(model.view().auction) and not win.queue.busy, timeout=20000)
        assert len(model.game.results) == redeals          # no second redeal
        assert not any("redeal" in line for line in win.scene.info.lines), win.scene.info.lines
    finally:
        model.shutdown(2000)


@pytest.mark.usefixtures("english")
def test_the_redeal_reason_names_the_jacks_when_they_count(window):
    """With ``redeal_jacks`` four jacks (three in the talon) also allow a redeal: the line saying
    why names them, or a redeal for four jacks reads "under 14 points or four nines"."""
    model, c = window.model, window.controller
    model.new_game(RuleSet(redeal_jacks=True), PLAYERS, seed=1)
    assert "four jacks" in c.again.redeal_lines(0, "hand")[1] and "four nines" in c.again.redeal_lines(0, "hand")[1]
    assert "three jacks" in c.again.redeal_lines(0, "talon")[1]
    model.new_game(RuleSet(redeal_jacks=True, redeal_nines=3, redeal_hand_below=15), PLAYERS, seed=1)
    assert c.again.redeal_lines(0, "hand")[1] == "a weak hand (under 15 points, three nines or four jacks)"
    model.new_game(RuleSet(), PLAYERS, seed=1)
    assert "jacks" not in c.again.redeal_lines(0, "hand")[1] + c.again.redeal_lines(0, "talon")[1]


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_redeal_names_only_its_ground_and_is_read_whole_on_the_plate(window, qtbot, request, lang):
    """After a talon redeal the info plate cut its lines with "…" and listed every condition of
    the rules; now it names the one that applied (two nines), whole, at 1280×800 and 1024×640."""
    from PySide6.QtWidgets import QApplication

    if lang == "ru":
        request.getfixturevalue("russian")
    model, c, info = window.model, window.controller, window.scene.info
    model.new_game(RuleSet(redeal_jacks=True), PLAYERS, seed=1)
    qtbot.waitUntil(lambda: not window.queue.busy, timeout=10000)
    lines = c.again.redeal_lines(1, "talon", "nines")
    assert lines[1] == {"en": "a poor talon: two nines", "ru": "бедный прикуп: две девятки"}[lang]
    for ground in ("points", "nines", "jacks"):
        for reason in ("hand", "talon"):
            for size in ((1280, 800), (1024, 640)):
                window.resize(*size)
                QApplication.processEvents()
                info.set_fields(trump="", lines=c.again.redeal_lines(1, reason, ground))
                info.layout()
                assert all(t.shown == t.full for t in info.texts), [t.shown for t in info.texts]
