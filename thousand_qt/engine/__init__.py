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
    Discard,
    Give,
    Pass,
    Play,
    Redeal,
    TakeTalon,
    parse_action,
)
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
from .deal import DealError
from .events import DealResult
from .phase import Phase
from .reasons import IllegalActionError, Reason, ReasonCode
from .rule_schema import RuleError
from .rules import PRESETS, RULE_KEYS, MarriageValues, RuleSet
from .scoring import ConcessionCost
from .seat_view import SeatView
from .seats import active_seats, opponents_of, sitting_out
from .state import Game

__all__ = [
    "ACES",
    "ACE_MARRIAGE_VALUE",
    "BASE_CEILING",
    "DECK",
    "MARRIAGE",
    "PRESETS",
    "RULE_KEYS",
    "SUITS",
    "Action",
    "ActionSyntaxError",
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
    "active_seats",
    "bid_ceiling",
    "card_points",
    "ceiling_breakdown",
    "opponents_of",
    "parse_action",
    "parse_cards",
    "shuffled_deck",
    "sitting_out",
    "sort_hand",
]
