"""The rules engine of Thousand: pure Python, no Qt.

>>> from thousand_qt.engine import Game
>>> game = Game()
>>> _ = game.start_deal(seed=1)
>>> game.legal_actions()[-1]
Pass(seat=2)
"""

from .actions import (ACES, MARRIAGE, Action, ActionSyntaxError, Bid, Blind, Concede, Contract,
                      Discard, Give, Pass, Play, Redeal, TakeTalon, parse_action)
from .cards import DECK, SUITS, Card, CardError, Suit, card_points, parse_cards, shuffled_deck, sort_hand
from .events import DealResult
from .rules import PRESETS, RULE_KEYS, MarriageValues, RuleError, RuleSet
from .state import DealError, Game, IllegalActionError, Phase
from .view import SeatView

__all__ = [
    "ACES", "MARRIAGE", "Action", "ActionSyntaxError", "Bid", "Blind", "Concede", "Contract",
    "Discard", "Give", "Pass", "Play", "Redeal", "TakeTalon", "parse_action", "DECK", "SUITS",
    "Card", "CardError", "Suit", "card_points", "parse_cards", "shuffled_deck", "sort_hand",
    "DealResult", "PRESETS", "RULE_KEYS", "MarriageValues", "RuleError", "RuleSet", "DealError",
    "Game", "IllegalActionError", "Phase", "SeatView",
]
