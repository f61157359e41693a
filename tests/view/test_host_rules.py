"""Host a table… offers every rule key (docs/rules.md, RULES.md §14 included) in Preferences'
rules editor (Every rule…), and each value chosen there reaches the server's table rules in
``create``: a walk over every key of the rules schema, each set to a value other than its
default, the message read as the server reads it; and one table created over 127.0.0.1 with
every §14 key at a non-default value. Rules edited to match no preset are the player's own."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from PySide6.QtWidgets import QCheckBox, QComboBox, QDoubleSpinBox, QSpinBox, QWidget

from thousand_qt.engine import RULE_KEYS, RuleError, RuleSet
from thousand_qt.model import Settings
from thousand_qt.net.client import TableClient
from thousand_qt.net.protocol import parse_client_message
from thousand_qt.net.server import table_rules
from thousand_qt.view.dialogs.host_table import HostTableDialog

from ..net.helpers import SEED_RULES, run, serving, url


def host_dialog(qtbot: Any) -> HostTableDialog:
    dialog = HostTableDialog(Settings())
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def others(editor: QWidget) -> list[Any]:
    """The values ``editor`` may be set to other than its own, nearest first."""
    if isinstance(editor, QCheckBox):
        return [not editor.isChecked()]
    if isinstance(editor, (QSpinBox, QDoubleSpinBox)):
        step, value = editor.singleStep(), editor.value()
        return [v for v in (value + step, value - step, editor.maximum(), editor.minimum()) if v != value
                and editor.minimum() <= v <= editor.maximum()]
    assert isinstance(editor, QComboBox)
    return [editor.itemData(i) for i in range(editor.count()) if i != editor.currentIndex()]


def put(editor: QWidget, value: Any) -> None:
    if isinstance(editor, QCheckBox):
        editor.setChecked(value)
    elif isinstance(editor, (QSpinBox, QDoubleSpinBox)):
        editor.setValue(value)
    else:
        assert isinstance(editor, QComboBox)
        editor.setCurrentIndex(editor.findData(value))


def sent_rules(dialog: HostTableDialog) -> RuleSet:
    """The table's rules as the server makes them of the dialog's ``create``."""
    message = parse_client_message(json.dumps({"kind": "create", **dialog.spec().create}))
    return table_rules(message)


def test_every_rule_key_is_offered_and_each_value_chosen_is_sent(qtbot) -> None:
    dialog = host_dialog(qtbot)
    dialog.count.setCurrentIndex(dialog.count.findData(3))
    walked = []
    for key in RULE_KEYS:
        dialog.rules_button.click()
        editor = dialog.rules_dialog
        assert editor is not None and editor.isVisible()
        page = editor.page
        field = page.marriage["S"] if key == "marriage_values" else page.editors[key]      # offered
        for value in others(field):
            put(field, value)
            try:
                chosen = page.rules()
            except RuleError:                               # a value this key cannot take alone
                continue
            break
        else:
            raise AssertionError(f"no value of {key} other than its default is possible alone")
        editor.buttons.button(editor.buttons.StandardButton.Ok).click()
        assert not editor.isVisible()
        assert getattr(sent_rules(dialog), key) == getattr(chosen, key) != getattr(RuleSet(), key), key
        assert dialog.preset.currentData() == chosen.preset_name()
        walked.append(key)
        dialog.preset.setCurrentIndex(dialog.preset.findData("classic"))
        dialog.preset.activated.emit(dialog.preset.currentIndex())       # chosen in the list: back to Classic
        dialog.two_game.setCurrentIndex(dialog.two_game.findData("talons"))
        assert dialog.rules() == RuleSet()
    assert walked == list(RULE_KEYS)


def test_rules_edited_are_the_players_own_and_a_table_is_created_with_them(qtbot, tmp_path: Path) -> None:
    settings = Settings()
    dialog = HostTableDialog(settings)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.rules_button.click()
    editor = dialog.rules_dialog
    assert editor is not None
    for key, value in SEED_RULES.items():
        put(editor.page.editors[key], value)
    editor.buttons.button(editor.buttons.StandardButton.Ok).click()
    assert dialog.preset.currentData() == "custom"
    create = dialog.spec().create

    async def main() -> RuleSet:
        async with serving(tmp_path) as server:
            client = await TableClient.connect(url(server))
            code = await client.create(**create)
            made = server.tables[code].table.rules
            await client.close()
        return made

    made = run(main())
    assert made == dialog.rules() and {k: getattr(made, k) for k in SEED_RULES} == SEED_RULES
    dialog.remember()
    assert settings.rules == made and settings.host_preset == "custom"
