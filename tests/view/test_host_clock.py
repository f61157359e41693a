"""Host a table…: the turn clock (off unless asked) goes into the table's ``create``, and the
dialog says that a table hosted in this program has every hand on this computer."""

from __future__ import annotations

import json

from thousand_qt.model import Settings
from thousand_qt.net.protocol import parse_client_message
from thousand_qt.view.dialogs.host_table import ON_SERVER, HostTableDialog


def test_the_turn_clock_is_off_unless_set_and_goes_into_create(qtbot) -> None:
    dialog = HostTableDialog(Settings())
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.clock.value() == 0 and "turn_seconds" not in dialog.spec().create
    dialog.clock.setValue(90)
    create = dialog.spec().create
    assert create["turn_seconds"] == 90
    assert parse_client_message(json.dumps({"kind": "create", **create})).get("turn_seconds") == 90


def test_the_dialog_says_who_holds_the_hands_when_the_table_runs_here(qtbot) -> None:
    dialog = HostTableDialog(Settings())
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.holds_hands.isVisible() and "every hand" in dialog.holds_hands.text()
    dialog.where.setCurrentIndex(dialog.where.findData(ON_SERVER))
    assert not dialog.holds_hands.isVisible()
