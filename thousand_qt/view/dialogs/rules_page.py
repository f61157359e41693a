"""Every house rule of docs/rules.md as an editor, grouped (Auction, Talon, Play, Scoring, Barrel,
Variants), each with a short explanation; the preset at the top ("Классика", "Онлайн-стол",
"Польская", "своя"). ``load_rules`` / ``rules`` read and build a validated RuleSet."""

from __future__ import annotations

from contextlib import suppress
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...engine import (
    MARRIAGE_SPEC,
    PRESETS,
    RULE_KEYS,
    RULE_SCHEMA,
    Choice,
    CountOrAll,
    Flag,
    GoldenDeals,
    Number,
    OffOrChoice,
    Penalty,
    RuleError,
    RuleSet,
    Spec,
    Whole,
)
from ..table.card_text import SUIT_SYMBOLS
from .rule_words import RULE_SOURCES, preset_labels, rule_groups, rule_label, value_label

# ``translate("Context", "literal")``: the form ``pyside6-lupdate`` extracts.
translate = QCoreApplication.translate


def _choices(spec: Spec) -> tuple[object, ...]:
    """The values a combo box lists for ``spec``, in order."""
    if isinstance(spec, Choice):
        return spec.values
    if isinstance(spec, (OffOrChoice, CountOrAll, GoldenDeals)):
        return spec.choices
    raise TypeError(f"no list of values for {spec!r}")


class RulesPage(QScrollArea):
    """Editors for every rule key; ``changed`` whenever one is edited."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWidgetResizable(True)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)     # Tab goes to the editors, not the page
        inner = QWidget(self)
        layout = QVBoxLayout(inner)
        top = QHBoxLayout()
        self.preset_label = QLabel(translate("RulesPage", "Preset:"), inner)
        self.preset = QComboBox(inner)
        for key, label in preset_labels().items():
            self.preset.addItem(label, key)
        self.preset.activated.connect(self._preset_chosen)
        top.addWidget(self.preset_label)
        top.addWidget(self.preset, 1)
        layout.addLayout(top)
        self.editors: dict[str, QWidget] = {}
        self._loading = False
        self.marriage: dict[str, QSpinBox] = {}
        for title, rows in rule_groups():
            box = QGroupBox(title, inner)
            form = QFormLayout(box)
            for key, explanation in rows:
                editor = self._editor(key, box)
                editor.setToolTip(explanation)
                source = RULE_SOURCES.get(key)
                if source:
                    explanation += " " + translate("RulesPage", "Source: {0}.").format(source)
                note = QLabel(explanation, box)
                note.setWordWrap(True)
                note.setStyleSheet("color: #5b6470; font-size: 11px;")
                column = QVBoxLayout()
                column.setSpacing(0)
                column.addWidget(editor)
                column.addWidget(note)
                form.addRow(rule_label(key), column)
                self.editors[key] = editor
            layout.addWidget(box)
            if title == translate("RulesPage", "Auction"):      # made here: Tab goes in reading order
                layout.addWidget(self._marriage_box(inner))
        layout.addStretch(1)
        self.setWidget(inner)

    def _marriage_box(self, parent: QWidget) -> QGroupBox:
        """The four marriage values in a row (into :attr:`marriage`)."""
        marriage = QGroupBox(translate("RulesPage", "Marriage values"), parent)
        mrow = QHBoxLayout(marriage)
        for suit, symbol in ((s, SUIT_SYMBOLS[s]) for s in "HDCS"):
            spin = QSpinBox(marriage)
            spin.setRange(0, MARRIAGE_SPEC.most)
            spin.setSingleStep(MARRIAGE_SPEC.increment)
            spin.setPrefix(symbol + " ")
            spin.valueChanged.connect(self._edited)
            mrow.addWidget(spin)
            self.marriage[suit] = spin
        return marriage

    def _editor(self, key: str, parent: QWidget) -> QWidget:
        """The editor of rule ``key``, made from the engine's spec of its values."""
        spec = RULE_SCHEMA[key]
        w: QWidget
        if isinstance(spec, Flag):
            w = QCheckBox(parent)
            w.toggled.connect(self._edited)
        elif isinstance(spec, (Whole, Penalty)):
            w = QSpinBox(parent)
            if isinstance(spec, Whole):
                w.setRange(spec.low, spec.high)
                w.setSingleStep(spec.step)
            else:
                w.setRange(0, spec.most)
                w.setSingleStep(spec.increment)
            w.valueChanged.connect(self._edited)
        elif isinstance(spec, Number):
            w = QDoubleSpinBox(parent)
            w.setDecimals(spec.decimals)
            w.setRange(spec.low, spec.high)
            w.setSingleStep(10 ** -spec.decimals)
            w.valueChanged.connect(self._edited)
        else:
            w = QComboBox(parent)
            for value in _choices(spec):
                w.addItem(value_label(key, value), value)
            w.currentIndexChanged.connect(self._edited)
        return w

    # -- reading and writing ------------------------------------------------------------
    def load_rules(self, rules: RuleSet) -> None:
        self._loading = True
        for key, w in self.editors.items():
            value = getattr(rules, key)
            if isinstance(w, QCheckBox):
                w.setChecked(bool(value))
            elif isinstance(w, (QSpinBox, QDoubleSpinBox)):
                w.setValue(value)
            elif isinstance(w, QComboBox):
                index = next((i for i in range(w.count()) if w.itemData(i) == value
                              and type(w.itemData(i)) is type(value)), 0)
                w.setCurrentIndex(index)
        for suit, spin in self.marriage.items():
            spin.setValue(getattr(rules.marriage_values, suit))
        self._loading = False
        self._show_preset(rules)

    def rules(self) -> RuleSet:
        """The rules as edited (raises RuleError on an impossible combination)."""
        data: dict[str, Any] = {}
        for key, w in self.editors.items():
            if isinstance(w, QCheckBox):
                data[key] = w.isChecked()
            elif isinstance(w, QSpinBox):
                data[key] = w.value()
            elif isinstance(w, QDoubleSpinBox):
                data[key] = float(w.value())
            elif isinstance(w, QComboBox):
                data[key] = w.currentData()
        data["marriage_values"] = {s: spin.value() for s, spin in self.marriage.items()}
        assert set(data) <= set(RULE_KEYS)
        return RuleSet.from_dict(data)

    def preset_name(self) -> str:
        """The preset the rules as edited match (``custom`` when none does)."""
        return str(self.preset.currentData())

    def _show_preset(self, rules: RuleSet) -> None:
        name = rules.preset_name()
        self.preset.setCurrentIndex(self.preset.findData(name))

    def _preset_chosen(self) -> None:
        name = self.preset.currentData()
        if name in PRESETS:   # a preset leaves the two-player game as it was
            two = self.editors["two_player_game"]
            game = two.currentData() if isinstance(two, QComboBox) else PRESETS[name].two_player_game
            self.load_rules(PRESETS[name].with_changes(two_player_game=game))
        self.changed.emit()

    def _edited(self, *_args: object) -> None:
        if self._loading:
            return
        with suppress(RuleError):       # an impossible combination is said when the rules are taken
            self._show_preset(self.rules())
        self.changed.emit()
