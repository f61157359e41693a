"""Every house rule of RULES.md as an editor, grouped (Auction, Talon, Play, Scoring, Barrel,
Variants), each with a short explanation; the preset at the top ("Классика", "Онлайн-стол",
"Польская", "своя"). ``load_rules`` / ``rules`` read and build a validated RuleSet."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import (QCheckBox, QComboBox, QDoubleSpinBox, QFormLayout, QGroupBox, QHBoxLayout,
                               QLabel, QScrollArea, QSpinBox, QVBoxLayout, QWidget)

from ...engine.rules import PRESETS, RULE_KEYS, RuleError, RuleSet


def _tr(text: str) -> str:
    return QCoreApplication.translate("RulesPage", text)


def rule_specs() -> list[tuple[str, list[tuple[str, object, str]]]]:
    """(group title, [(key, editor spec, explanation)]); a spec is bool, (lo, hi, step) or a
    list of (value, label)."""
    on_off = [(None, _tr("off")), (0, "0"), (-100, "−100"), (-200, "−200"), (-300, "−300")]
    return [
        (_tr("Auction"), [
            ("min_bid", (60, 120, 5), _tr("The obligatory opening bid of the player on the hundred.")),
            ("bid_step", [(5, "5"), (10, "10")], _tr("Every raise is a multiple of this step.")),
            ("bid_limit_by_marriages", bool, _tr("No bid above 120 plus the marriages in your hand.")),
            ("max_bid", (120, 500, 5), _tr("The absolute ceiling of a bid.")),
            ("minus_bid_threshold", on_off, _tr("A player below this total passes automatically.")),
            ("blind_game", bool, _tr("The first speaker may bid 120 blind: the deal's scores double.")),
        ]),
        (_tr("Talon"), [
            ("hidden_talon_on_hundred", bool, _tr("The talon stays hidden when the hundred wins without a raise.")),
            ("raise_after_talon", bool, _tr("The declarer may raise the contract after the talon.")),
            ("redeal", bool, _tr("A weak hand (under 14 points, four nines) or talon may be redealt.")),
            ("concede", bool, _tr("The declarer may concede (роспись) before the first lead.")),
            ("concede_penalty", [("bid", _tr("lose the bid")), ("bolt", _tr("a bolt"))],
             _tr("What conceding costs the declarer.")),
            ("concede_opponent_points", [("half", _tr("half the bid")), ("sixty", "60")],
             _tr("What each opponent scores when the declarer concedes.")),
            ("free_concessions", (0, 10, 1), _tr("The first concessions of each player cost nothing.")),
        ]),
        (_tr("Play"), [
            ("must_overtake", bool, _tr("Following suit or trumping, beat the best card if you can.")),
            ("marriage_needs_trick", bool, _tr("A marriage may be declared only after winning a trick.")),
            ("ace_marriage", bool, _tr("All four aces in one hand are worth 200.")),
        ]),
        (_tr("Scoring"), [
            ("round_opponents", [(5, "5"), (10, "10"), (0, _tr("not rounded"))],
             _tr("Opponents' points are rounded to this.")),
            ("bolt_count", [("total", _tr("in total")), ("consecutive", _tr("in a row"))],
             _tr("Every third bolt (no trick) costs the penalty.")),
            ("bolt_penalty", (0, 1000, 5), _tr("Points lost at the third bolt.")),
            ("samosval", bool, _tr("A total of exactly 555 or −555 falls to 0.")),
            ("minus_thousand_ends", bool, _tr("The game also ends when someone reaches −1000.")),
        ]),
        (_tr("Barrel"), [
            ("barrel_at", (500, 995, 5), _tr("The total at which a player sits on the barrel (бочка).")),
            ("barrel_attempts", (1, 10, 1), _tr("Deals on the barrel to make a contract.")),
            ("barrel_min_contract", (100, 300, 1), _tr("The lowest contract on the barrel.")),
            ("barrel_bidding", [("normal", _tr("bids as usual")), ("automatic", _tr("takes the talon"))],
             _tr("How the player on the barrel enters the auction.")),
            ("barrel_falls_reset", bool, _tr("Three falls from the barrel reset the total to 0.")),
            ("barrel_collision", [("all_fall", _tr("all fall")), ("higher_stays", _tr("the higher stays"))],
             _tr("When two reach the barrel at once.")),
            ("barrel_freezes_opponents", bool, _tr("Opponents score nothing in a barrel deal.")),
        ]),
        (_tr("Variants"), [
            ("golden_round", [(False, _tr("off")), (True, _tr("one per player")), (3, "3"), (6, "6")],
             _tr("The first deals are played at 120 without an auction and count double.")),
            ("stake_per_point", (0.0, 1000.0, 0.01), _tr("Money per point in the final settlement (0: none).")),
        ]),
    ]


def preset_labels() -> dict[str, str]:
    return {"classic": _tr("Classic (Классика)"), "online": _tr("Online table (Онлайн-стол)"),
            "polish": _tr("Polish (Польская)"), "custom": _tr("Custom (своя)")}


class RulesPage(QScrollArea):
    """Editors for every rule key; ``changed`` whenever one is edited."""

    changed = Signal()

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setWidgetResizable(True)
        inner = QWidget(self)
        layout = QVBoxLayout(inner)
        top = QHBoxLayout()
        self.preset_label = QLabel(_tr("Preset:"), inner)
        self.preset = QComboBox(inner)
        for key, label in preset_labels().items():
            self.preset.addItem(label, key)
        self.preset.activated.connect(self._preset_chosen)
        top.addWidget(self.preset_label)
        top.addWidget(self.preset, 1)
        layout.addLayout(top)
        self.editors: dict[str, QWidget] = {}
        self._loading = False
        marriage = QGroupBox(_tr("Marriage values"), inner)
        mrow = QHBoxLayout(marriage)
        self.marriage: dict[str, QSpinBox] = {}
        for suit, symbol in (("H", "♥"), ("D", "♦"), ("C", "♣"), ("S", "♠")):
            spin = QSpinBox(marriage)
            spin.setRange(0, 500)
            spin.setSingleStep(10)
            spin.setPrefix(symbol + " ")
            spin.valueChanged.connect(self._edited)
            mrow.addWidget(spin)
            self.marriage[suit] = spin
        for title, rows in rule_specs():
            box = QGroupBox(title, inner)
            form = QFormLayout(box)
            for key, spec, explanation in rows:
                editor = self._editor(spec, box)
                editor.setToolTip(explanation)
                note = QLabel(explanation, box)
                note.setWordWrap(True)
                note.setStyleSheet("color: palette(mid); font-size: 11px;")
                column = QVBoxLayout()
                column.setSpacing(0)
                column.addWidget(editor)
                column.addWidget(note)
                form.addRow(_label(key), column)
                self.editors[key] = editor
            layout.addWidget(box)
            if title == _tr("Auction"):
                layout.addWidget(marriage)
        layout.addStretch(1)
        self.setWidget(inner)

    def _editor(self, spec, parent) -> QWidget:
        if spec is bool:
            w = QCheckBox(parent)
            w.toggled.connect(self._edited)
        elif isinstance(spec, tuple):
            lo, hi, step = spec
            w = QDoubleSpinBox(parent) if isinstance(step, float) else QSpinBox(parent)
            w.setRange(lo, hi)
            w.setSingleStep(step)
            w.valueChanged.connect(self._edited)
        else:
            w = QComboBox(parent)
            for value, label in spec:
                w.addItem(label, value)
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
            else:
                index = next((i for i in range(w.count()) if w.itemData(i) == value
                              and type(w.itemData(i)) is type(value)), 0)
                w.setCurrentIndex(index)
        for suit, spin in self.marriage.items():
            spin.setValue(getattr(rules.marriage_values, suit))
        self._loading = False
        self._show_preset(rules)

    def rules(self) -> RuleSet:
        """The rules as edited (raises RuleError on an impossible combination)."""
        data: dict = {}
        for key, w in self.editors.items():
            if isinstance(w, QCheckBox):
                data[key] = w.isChecked()
            elif isinstance(w, QSpinBox):
                data[key] = w.value()
            elif isinstance(w, QDoubleSpinBox):
                data[key] = float(w.value())
            else:
                data[key] = w.currentData()
        data["marriage_values"] = {s: spin.value() for s, spin in self.marriage.items()}
        assert set(data) <= set(RULE_KEYS)
        return RuleSet.from_dict(data)

    def preset_name(self) -> str:
        return self.preset.currentData()

    def _show_preset(self, rules: RuleSet) -> None:
        name = rules.preset_name()
        self.preset.setCurrentIndex(self.preset.findData(name))

    def _preset_chosen(self) -> None:
        name = self.preset.currentData()
        if name in PRESETS:
            self.load_rules(PRESETS[name])
        self.changed.emit()

    def _edited(self, *_args) -> None:
        if self._loading:
            return
        try:
            self._show_preset(self.rules())
        except RuleError:
            pass
        self.changed.emit()


def _label(key: str) -> str:
    labels = {
        "min_bid": _tr("Opening bid"), "bid_step": _tr("Bid step"),
        "bid_limit_by_marriages": _tr("Ceiling by marriages"), "max_bid": _tr("Highest bid"),
        "minus_bid_threshold": _tr("Bidding in the minus"), "blind_game": _tr("Blind game"),
        "hidden_talon_on_hundred": _tr("Hidden talon on the hundred"),
        "raise_after_talon": _tr("Raise after the talon"), "redeal": _tr("Redeal"),
        "concede": _tr("Concede (роспись)"), "concede_penalty": _tr("Concede costs"),
        "concede_opponent_points": _tr("Opponents get"), "free_concessions": _tr("Free concessions"),
        "must_overtake": _tr("Must overtake"), "marriage_needs_trick": _tr("Marriage needs a trick"),
        "ace_marriage": _tr("Ace marriage"), "round_opponents": _tr("Round opponents to"),
        "bolt_count": _tr("Bolts counted"), "bolt_penalty": _tr("Bolt penalty"),
        "samosval": _tr("Samosval (555)"), "minus_thousand_ends": _tr("−1000 ends the game"),
        "barrel_at": _tr("Barrel at"), "barrel_attempts": _tr("Barrel attempts"),
        "barrel_min_contract": _tr("Barrel contract"), "barrel_bidding": _tr("On the barrel"),
        "barrel_falls_reset": _tr("Three falls reset"), "barrel_collision": _tr("Barrel collision"),
        "barrel_freezes_opponents": _tr("Barrel freezes opponents"), "golden_round": _tr("Golden round"),
        "stake_per_point": _tr("Stake per point"),
    }
    return labels.get(key, key)
