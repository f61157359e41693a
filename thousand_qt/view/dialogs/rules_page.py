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

from ...engine.rule_schema import Choice, CountOrAll, Flag, GoldenDeals, Number, OffOrChoice, Penalty, Spec, Whole
from ...engine.rules import MARRIAGE_SPEC, PRESETS, RULE_KEYS, RULE_SCHEMA, RuleError, RuleSet
from ..table.card_text import SUIT_SYMBOLS

#: ``translate("Context", "literal")``: the form ``pyside6-lupdate`` extracts.
translate = QCoreApplication.translate


def rule_groups() -> list[tuple[str, list[tuple[str, str]]]]:
    """(group title, [(rule key, explanation)]) in the page's order. The values each key takes
    are the engine's (``RULE_SCHEMA``); the page only names them (:func:`value_label`)."""
    return [
        (translate("RulesPage", "Auction"), [
            ("min_bid", translate("RulesPage", "The obligatory opening bid of the player on the hundred.")),
            ("bid_step", translate("RulesPage", "Every raise is a multiple of this step.")),
            ("bid_limit_by_marriages", translate("RulesPage", "No bid above 120 plus the marriages in your hand.")),
            ("max_bid", translate("RulesPage", "The absolute ceiling of a bid.")),
            ("minus_bid_threshold", translate("RulesPage", "A player below this total passes automatically.")),
            ("blind_game", translate("RulesPage", "The first speaker may bid 120 blind: the deal's scores double.")),
        ]),
        (translate("RulesPage", "Talon"), [
            ("hidden_talon_on_hundred", translate("RulesPage", "The talon stays hidden when the hundred wins without "
                                                               "a raise.")),
            ("raise_after_talon", translate("RulesPage", "The declarer may raise the contract after the talon.")),
            ("redeal", translate("RulesPage", "A weak hand (few points, nines) or talon may be redealt.")),
            ("redeal_hand_below",
             translate("RulesPage", "A hand of fewer card points than this may ask for a redeal.")),
            ("redeal_nines", translate("RulesPage", "A hand with this many nines may ask for a redeal.")),
            ("redeal_jacks",
             translate("RulesPage", "Four jacks in a hand, or three in the talon, allow a redeal too.")),
            ("cut", translate("RulesPage", "The deck is cut before each deal; the bottom card goes to the dealer, a "
                                           "third nine costs 120.")),
            ("concede", translate("RulesPage", "The declarer may concede (роспись) before the first lead.")),
            ("concede_penalty", translate("RulesPage", "What conceding costs the declarer.")),
            ("concede_opponent_points",
             translate("RulesPage", "What each opponent scores when the declarer concedes.")),
            ("free_concessions", translate("RulesPage", "The first concessions of each player cost nothing; "
                                                        "always: every one (seeds/000).")),
            ("concede_on_barrel", translate("RulesPage", "Who may concede while a player sits on the barrel.")),
        ]),
        (translate("RulesPage", "Play"), [
            ("must_overtake", translate("RulesPage", "Following suit or trumping, beat the best card if you can.")),
            ("marriage_needs_trick", translate("RulesPage", "A marriage may be declared only after winning a trick.")),
            ("ace_marriage", translate("RulesPage", "All four aces in one hand are worth 200.")),
            ("trump_lead", translate("RulesPage", "Who may lead a trump (a hand of trumps only always may).")),
        ]),
        (translate("RulesPage", "Scoring"), [
            ("round_opponents", translate("RulesPage", "Opponents' points are rounded to this.")),
            ("bolt_count", translate("RulesPage", "Every third bolt (no trick) costs the penalty.")),
            ("bolt_penalty", translate("RulesPage", "Points lost at the third bolt.")),
            ("bolt_when", translate("RulesPage", "A bolt for taking no trick, for no points at all (nines only), or "
                                                 "for fewer than 5 points.")),
            ("bolt_each_penalty", translate("RulesPage", "Every bolt costs this at once, besides the third bolt's "
                                                         "penalty (0: nothing).")),
            ("golden_bolts", translate("RulesPage", "In a golden deal every bolt counts as one, or as two.")),
            ("declarer_scores", translate("RulesPage", "A made contract scores the contract, or the declarer's "
                                                       "points to the point.")),
            ("samosval", translate("RulesPage", "A total of exactly 555 or −555 falls to 0.")),
            ("minus_thousand_ends", translate("RulesPage", "The game also ends when someone reaches −1000.")),
            ("win_at", translate("RulesPage", "The total that wins the game.")),
            ("sitting_out_half_marriage", translate("RulesPage", "Four players: the dealer scores half a marriage for "
                                                                 "a lone K or Q in the talon.")),
            ("second_talon", translate("RulesPage", "Two players: the talon not taken is out, or counts for the last "
                                                    "trick's winner.")),
        ]),
        (translate("RulesPage", "Barrel"), [
            ("barrel_at", translate("RulesPage", "The total at which a player sits on the barrel (бочка).")),
            ("barrel_attempts", translate("RulesPage", "Deals on the barrel to make a contract.")),
            ("barrel_min_contract", translate("RulesPage", "The lowest contract on the barrel.")),
            ("barrel_bidding", translate("RulesPage", "How the player on the barrel enters the auction.")),
            ("barrel_falls_reset", translate("RulesPage", "Three falls from the barrel reset the total to 0.")),
            ("barrel_collision", translate("RulesPage", "When two reach the barrel at once.")),
            ("barrel_freezes_opponents", translate("RulesPage", "Opponents score nothing in a barrel deal.")),
            ("barrel_failure", translate("RulesPage", "What a failed contract costs the player on the barrel (the "
                                                      "attempt is used).")),
        ]),
        (translate("RulesPage", "Variants"), [
            ("golden_round", translate("RulesPage", "The first deals are played at 120 without an auction and count "
                                                    "double.")),
            ("golden_round_mode", translate("RulesPage", "How the golden deals are played: forced at 120, or with an "
                                                         "auction.")),
            ("golden_round_reset", translate("RulesPage", "If no golden contract is made, every total goes back to 0 "
                                                          "after the golden deals.")),
            ("stake_per_point", translate("RulesPage", "Money per point in the final settlement (0: none).")),
            ("bank", translate("RulesPage", "At the end the winner takes this from the lowest total, instead of "
                                            "the settlement (0: no bank).")),
            ("two_player_game", translate("RulesPage", "Two players: 10 cards each, an auction and two talons; or 6 "
                                                       "cards each and a stock to draw from.")),
        ]),
    ]


def _word_labels() -> dict[str, dict[str, str]]:
    """The names of the rules' word values (each key's values are the engine's)."""
    return {
        "concede_penalty": {"bid": translate("RulesPage", "lose the bid"), "bolt": translate("RulesPage", "a bolt")},
        "concede_opponent_points": {"half": translate("RulesPage", "half the bid"), "sixty": "60"},
        "concede_on_barrel": {"sitter": translate("RulesPage", "all but the barrel player"),
                              "nobody": translate("RulesPage", "nobody")},
        "trump_lead": {"free": translate("RulesPage", "anyone"),
        "declarer_only": translate("RulesPage", "a marriage's declarer")},
        "bolt_count": {"total": translate("RulesPage", "in total"), "consecutive": translate("RulesPage", "in a row")},
        "bolt_when": {"no_trick": translate("RulesPage", "no trick"), "no_points": translate("RulesPage", "no points"),
                      "under_five": translate("RulesPage", "under 5 points")},
        "golden_bolts": {"single": translate("RulesPage", "as one"), "double": translate("RulesPage", "as two")},
        "free_concessions": {"all": translate("RulesPage", "always")},
        "declarer_scores": {"contract": translate("RulesPage", "the contract"),
                            "points": translate("RulesPage", "the points taken")},
        "second_talon": {"out": translate("RulesPage", "out of play"),
        "last_trick": translate("RulesPage", "to the last trick")},
        "barrel_bidding": {"normal": translate("RulesPage", "bids as usual"),
        "automatic": translate("RulesPage", "takes the talon")},
        "barrel_collision": {"all_fall": translate("RulesPage", "all fall"),
        "higher_stays": translate("RulesPage", "the higher stays")},
        "barrel_failure": {"contract": translate("RulesPage", "loses the contract"),
        "free": translate("RulesPage", "loses nothing")},
        "golden_round_mode": {"forced": translate("RulesPage", "120, no auction"),
        "doubled": translate("RulesPage", "as usual, doubled")},
        "two_player_game": dict(two_player_games()),
    }


#: The seed each rule of docs/rules.md ("The seeds' remaining house rules") comes from, shown
#: under its editor (the seeds are the source texts the rules were read from).
RULE_SOURCES: dict[str, str] = {
    "bolt_when": "seeds/000, seeds/001",
    "bolt_each_penalty": "seeds/003",
    "golden_bolts": "seeds/000",
    "declarer_scores": "seeds/003",
    "bank": "seeds/000",
}


def value_label(key: str, value: object) -> str:
    """What the editor of rule ``key`` shows for ``value`` (one of the engine's values)."""
    if value is None or value is False:
        return translate("RulesPage", "off")
    if value is True:
        return translate("RulesPage", "one per player")     # the golden round's only true
    if key == "round_opponents" and value == 0:
        return translate("RulesPage", "not rounded")
    if isinstance(value, str):
        return _word_labels()[key][value]
    return str(value).replace("-", "−")


def _choices(spec: Spec) -> tuple[object, ...]:
    """The values a combo box lists for ``spec``, in order."""
    if isinstance(spec, Choice):
        return spec.values
    if isinstance(spec, (OffOrChoice, CountOrAll, GoldenDeals)):
        return spec.choices
    raise TypeError(f"no list of values for {spec!r}")


def two_player_games() -> list[tuple[str, str]]:
    """The two-player games (``two_player_game``) and their names."""
    return [("talons", translate("RulesPage", "with talons")), ("stock", translate("RulesPage", "with a stock"))]


def preset_labels() -> dict[str, str]:
    return {"classic": translate("RulesPage", "Classic (Классика)"),
    "online": translate("RulesPage", "Online table (Онлайн-стол)"),
            "polish": translate("RulesPage", "Polish (Польская)"), "custom": translate("RulesPage", "Custom (своя)")}


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
                form.addRow(_label(key), column)
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


def _label(key: str) -> str:
    labels = {
        "min_bid": translate("RulesPage", "Opening bid"), "bid_step": translate("RulesPage", "Bid step"),
        "bid_limit_by_marriages": translate("RulesPage", "Ceiling by marriages"),
        "max_bid": translate("RulesPage", "Highest bid"),
        "minus_bid_threshold": translate("RulesPage", "Bidding in the minus"),
        "blind_game": translate("RulesPage", "Blind game"),
        "hidden_talon_on_hundred": translate("RulesPage", "Hidden talon on the hundred"),
        "raise_after_talon": translate("RulesPage", "Raise after the talon"),
        "redeal": translate("RulesPage", "Redeal"),
        "concede": translate("RulesPage", "Concede (роспись)"),
        "concede_penalty": translate("RulesPage", "Concede costs"),
        "concede_opponent_points": translate("RulesPage", "Opponents get"),
        "free_concessions": translate("RulesPage", "Free concessions"),
        "must_overtake": translate("RulesPage", "Must overtake"),
        "marriage_needs_trick": translate("RulesPage", "Marriage needs a trick"),
        "ace_marriage": translate("RulesPage", "Ace marriage"),
        "round_opponents": translate("RulesPage", "Round opponents to"),
        "bolt_count": translate("RulesPage", "Bolts counted"), "bolt_penalty": translate("RulesPage", "Bolt penalty"),
        "samosval": translate("RulesPage", "Samosval (555)"),
        "minus_thousand_ends": translate("RulesPage", "−1000 ends the game"),
        "barrel_at": translate("RulesPage", "Barrel at"), "barrel_attempts": translate("RulesPage", "Barrel attempts"),
        "barrel_min_contract": translate("RulesPage", "Barrel contract"),
        "barrel_bidding": translate("RulesPage", "On the barrel"),
        "barrel_falls_reset": translate("RulesPage", "Three falls reset"),
        "barrel_collision": translate("RulesPage", "Barrel collision"),
        "barrel_freezes_opponents": translate("RulesPage", "Barrel freezes opponents"),
        "golden_round": translate("RulesPage", "Golden round"),
        "stake_per_point": translate("RulesPage", "Stake per point"),
        "two_player_game": translate("RulesPage", "Two players"),
        "win_at": translate("RulesPage", "Winning total"), "redeal_hand_below": translate("RulesPage", "Redeal under"),
        "redeal_nines": translate("RulesPage", "Redeal for nines"),
        "redeal_jacks": translate("RulesPage", "Redeal for jacks"),
        "cut": translate("RulesPage", "Cut the deck"),
        "concede_on_barrel": translate("RulesPage", "Concede on the barrel"),
        "trump_lead": translate("RulesPage", "Trump lead"),
        "barrel_failure": translate("RulesPage", "Failing on the barrel"),
        "golden_round_mode": translate("RulesPage", "Golden deals"),
        "golden_round_reset": translate("RulesPage", "Golden reset"),
        "sitting_out_half_marriage": translate("RulesPage", "Dealer's half marriage"),
        "second_talon": translate("RulesPage", "Second talon"),
        "bolt_when": translate("RulesPage", "A bolt for"),
        "bolt_each_penalty": translate("RulesPage", "Penalty per bolt"),
        "golden_bolts": translate("RulesPage", "Golden bolts"),
        "declarer_scores": translate("RulesPage", "Declarer scores"),
        "bank": translate("RulesPage", "Bank"),
    }
    return labels.get(key, key)
