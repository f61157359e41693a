"""The rules engine of Thousand: pure Python, no Qt.

This package's namespace is the engine's public face: the game (:class:`Game`, its actions,
its :class:`SeatView`, :class:`Phase`, cards and suits, refusals), the rules (:class:`RuleSet`,
the presets and the schema the Preferences are built from), the record (:class:`GameRecord`,
:class:`PlayerInfo`, :class:`RecordError`) and the few rule figures a screen shows (who cuts,
a bolt's weight, whether a game has a stock). The window (``thousand_qt.view``) imports only
from here, never a module of the engine (an import-linter contract, ``view-engine-face``);
the layers below the window may use the modules themselves.

>>> from thousand_qt.engine import Game
>>> game = Game()
>>> _ = game.start_deal(seed=1)
>>> game.legal_actions()[-1]
Pass(seat=2)
"""

from .actions import (
    ACES,
    MARRIAGE,
    Action,
    ActionSyntaxError,
    Bid,
    Blind,
    Concede,
    Contract,
    DeclareMarriage,
    Discard,
    Give,
    Pass,
    Play,
    Redeal,
    TakeTalon,
    forced_play,
    parse_action,
)
from .aids import Aids
from .auction import ACE_MARRIAGE_VALUE, BASE_CEILING, CeilingBreakdown, bid_ceiling, ceiling_breakdown
from .bolts import bolt_weight
from .cards import (
    DECK,
    SUITS,
    Card,
    CardError,
    Suit,
    card_points,
    parse_cards,
    shuffled_deck,
    sort_hand,
)
from .cut import CUT_PENALTY, cutter_of
from .deal import DealError
from .events import DealResult
from .phase import Phase
from .reasons import IllegalActionError, Reason, ReasonCode
from .record import GameRecord, PlayerInfo
from .record_error import RecordError
from .rule_schema import Choice, CountOrAll, Flag, GoldenDeals, Number, OffOrChoice, Penalty, RuleError, Spec, Whole
from .rules import MARRIAGE_SPEC, PRESETS, RULE_KEYS, RULE_SCHEMA, MarriageValues, RuleSet
from .scoring import ConcessionCost
from .seat_view import SeatView, TalonPlace
from .seats import active_seats, opponents_of, sitting_out
from .state import Game
from .stock import is_stock_game

__all__ = [
    "ACES",
    "ACE_MARRIAGE_VALUE",
    "BASE_CEILING",
    "CUT_PENALTY",
    "DECK",
    "MARRIAGE",
    "MARRIAGE_SPEC",
    "PRESETS",
    "RULE_KEYS",
    "RULE_SCHEMA",
    "SUITS",
    "Action",
    "ActionSyntaxError",
    "Aids",
    "Bid",
    "Blind",
    "Card",
    "CardError",
    "CeilingBreakdown",
    "Choice",
    "Concede",
    "ConcessionCost",
    "Contract",
    "CountOrAll",
    "DealError",
    "DealResult",
    "DeclareMarriage",
    "Discard",
    "Flag",
    "Game",
    "GameRecord",
    "Give",
    "GoldenDeals",
    "IllegalActionError",
    "MarriageValues",
    "Number",
    "OffOrChoice",
    "Pass",
    "Penalty",
    "Phase",
    "Play",
    "PlayerInfo",
    "Reason",
    "ReasonCode",
    "RecordError",
    "Redeal",
    "RuleError",
    "RuleSet",
    "SeatView",
    "Spec",
    "Suit",
    "TakeTalon",
    "TalonPlace",
    "Whole",
    "active_seats",
    "bid_ceiling",
    "bolt_weight",
    "card_points",
    "ceiling_breakdown",
    "cutter_of",
    "forced_play",
    "is_stock_game",
    "opponents_of",
    "parse_action",
    "parse_cards",
    "shuffled_deck",
    "sitting_out",
    "sort_hand",
]
