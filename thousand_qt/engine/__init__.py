"""The rules engine of Thousand: pure Python, no Qt.

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
from .cut import CUT_PENALTY
from .deal import DealError
from .events import DealResult
from .phase import Phase
from .reasons import IllegalActionError, Reason, ReasonCode
from .rule_schema import RuleError
from .rules import PRESETS, RULE_KEYS, MarriageValues, RuleSet
from .scoring import ConcessionCost
from .seat_view import SeatView, TalonPlace
from .seats import active_seats, opponents_of, sitting_out
from .state import Game

__all__ = [
    "ACES",
    "ACE_MARRIAGE_VALUE",
    "BASE_CEILING",
    "CUT_PENALTY",
    "DECK",
    "MARRIAGE",
    "PRESETS",
    "RULE_KEYS",
    "SUITS",
    "Action",
    "ActionSyntaxError",
    "Aids",
    "Bid",
    "Blind",
    "Card",
    "CardError",
    "CeilingBreakdown",
    "Concede",
    "ConcessionCost",
    "Contract",
    "DealError",
    "DealResult",
    "DeclareMarriage",
    "Discard",
    "Game",
    "Give",
    "IllegalActionError",
    "MarriageValues",
    "Pass",
    "Phase",
    "Play",
    "Reason",
    "ReasonCode",
    "Redeal",
    "RuleError",
    "RuleSet",
    "SeatView",
    "Suit",
    "TakeTalon",
    "TalonPlace",
    "active_seats",
    "bid_ceiling",
    "card_points",
    "ceiling_breakdown",
    "forced_play",
    "opponents_of",
    "parse_action",
    "parse_cards",
    "shuffled_deck",
    "sitting_out",
    "sort_hand",
]
