"""Why an action is refused: a stable code and its values, readable in English.

:class:`Reason` is what :meth:`~.state.Game.why_illegal` returns and
:class:`~.state.IllegalActionError` carries. ``reason.code`` never changes wording, so the user
interface translates by code; ``str(reason)`` is the engine's short English sentence (the
replay command and the logs print it). Input quoted back (an unreadable action, an
out-of-range number) is cut to :data:`QUOTE_LIMIT` characters.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from .cards import Card, Suit

#: Quoted input longer than this is cut and ends in "…".
QUOTE_LIMIT = 40
#: The parser's sentence about unreadable input (it quotes the input) is cut at this length.
SENTENCE_LIMIT = 100

#: A value a reason carries: a number, a suit, a card or a short text.
ReasonValue = int | str | Suit | Card


class ReasonCode(Enum):
    """Every kind of refusal; the value is stable (a key for translations and tests)."""

    SYNTAX = "syntax"                               # detail: the parser's sentence
    GAME_OVER = "game_over"
    NOT_DEALT = "not_dealt"
    DEAL_IN_PROGRESS = "deal_in_progress"
    NO_SEAT = "no_seat"                             # seat
    NOT_YOUR_TURN = "not_your_turn"                 # turn, seat
    WRONG_PHASE = "wrong_phase"                     # phase
    REDEAL_OFF = "redeal_off"
    REDEAL_TOO_LATE = "redeal_too_late"
    REDEAL_NO_RIGHT = "redeal_no_right"
    REDEAL_AFTER_CONTRACT = "redeal_after_contract"    # redeal_when: before_lead
    REDEAL_BEFORE_LEAD = "redeal_before_lead"          # redeal_when: before_lead
    REDEAL_NOT_DECLARER = "redeal_not_declarer"        # redeal_when: before_lead
    BLIND_OFF = "blind_off"
    BLIND_NOT_FIRST = "blind_not_first"
    BLIND_RANGE = "blind_range"                     # low, high, step
    BLIND_AFTER_CALL = "blind_after_call"           # blind_rule anyone: after an open bid or pass
    BLIND_ONLY_120 = "blind_only_120"               # amount (blind_rule first_120)
    BID_TOO_LOW = "bid_too_low"                     # minimum
    BID_STEP = "bid_step"                           # step
    BID_OVER_CEILING = "bid_over_ceiling"           # amount, ceiling, base, max_bid
    COLLECT_CEILING = "collect_ceiling"             # ceiling (barrel_scoring: collect)
    TALON_INDEX = "talon_index"                     # index
    CONCEDE_OFF = "concede_off"
    CONCEDE_ON_BARREL = "concede_on_barrel"
    CONCEDE_TOO_LATE = "concede_too_late"
    CONCEDE_WHILE_BARREL = "concede_while_barrel"   # concede_on_barrel: nobody
    CARD_NOT_IN_HAND = "card_not_in_hand"           # card, seat
    CARD_NOT_HELD = "card_not_held"                 # card (the hand's seat not known)
    SAME_CARD = "same_card"                         # card
    DISCARD_NOT_GIVE = "discard_not_give"           # two players: the declarer discards
    GIVE_NOT_DISCARD = "give_not_discard"           # three/four players: the declarer gives
    DISCARD_COUNT = "discard_count"                 # count (two players: as many as a talon holds)
    CONTRACT_TOO_LOW = "contract_too_low"           # minimum
    CONTRACT_STEP = "contract_step"                 # step
    CONTRACT_OVER_CEILING = "contract_over_ceiling" # amount, ceiling
    CONTRACT_IS_BID = "contract_is_bid"             # contract (raise_after_talon off)
    MUST_FOLLOW = "must_follow"                     # suit
    MUST_BEAT = "must_beat"                         # suit
    MUST_BEAT_TRUMP = "must_beat_trump"             # suit
    MUST_TRUMP = "must_trump"                       # suit
    TRUMP_LEAD = "trump_lead"                       # suit (trump_lead: declarer_only)
    MARRIAGE_ON_LEAD = "marriage_on_lead"
    MARRIAGE_NEEDS_TRICK = "marriage_needs_trick"
    MARRIAGE_NEEDS_PAIR = "marriage_needs_pair"     # card
    MARRIAGE_NOT_HELD = "marriage_not_held"         # suit (marriage_moment: any_turn)
    MARRIAGE_DECLARED = "marriage_declared"         # suit: each marriage once a deal
    MARRIAGE_ANY_TURN_OFF = "marriage_any_turn_off"  # marriage_moment: lead
    MARRIAGE_ONE_PER_TURN = "marriage_one_per_turn"
    KEEP_TRUMP_OFF = "keep_trump_off"               # marriage_trump: always
    KEEP_TRUMP_NONE = "keep_trump_none"             # no trump yet to keep
    ACES_OFF = "aces_off"
    ACES_DECLARED = "aces_declared"
    ACES_NEED_ALL = "aces_need_all"
    NOT_IN_STOCK_GAME = "not_in_stock_game"



#: The English sentence of each code; ``{name}`` is filled from the reason's values.
ENGLISH: dict[ReasonCode, str] = {
    ReasonCode.SYNTAX: "{detail}",
    ReasonCode.GAME_OVER: "the game is over",
    ReasonCode.NOT_DEALT: "no deal in progress: the cards are not dealt yet",
    ReasonCode.DEAL_IN_PROGRESS: "the current deal is not finished",
    ReasonCode.NO_SEAT: "there is no seat {seat}",
    ReasonCode.NOT_YOUR_TURN: "it is seat {turn}'s turn, not seat {seat}'s",
    ReasonCode.WRONG_PHASE: "not now: the game is in the {phase} phase",
    ReasonCode.REDEAL_OFF: "redeals are off (redeal)",
    ReasonCode.REDEAL_TOO_LATE: "a redeal must be asked for before the first bid",
    ReasonCode.REDEAL_NO_RIGHT: "this hand (or talon) gives no right to a redeal",
    ReasonCode.REDEAL_AFTER_CONTRACT:
        "a hand redeal is asked for after the contract, before the first lead (redeal_when)",
    ReasonCode.REDEAL_BEFORE_LEAD: "a hand redeal must be asked for before the first card is played",
    ReasonCode.REDEAL_NOT_DECLARER: "the declarer has no hand redeal after the talon (they may concede)",
    ReasonCode.BLIND_OFF: "the blind game is off (blind_game)",
    ReasonCode.BLIND_NOT_FIRST: "only the first speaker may bid blind, before anything else",
    ReasonCode.BLIND_RANGE: "a blind bid must be from {low} to {high} in steps of {step}",
    ReasonCode.BLIND_AFTER_CALL: "no blind bid after your own open bid or pass (blind_rule)",
    ReasonCode.BLIND_ONLY_120: "the blind bid is exactly {amount} (blind_rule first_120)",
    ReasonCode.BID_TOO_LOW: "the bid must be at least {minimum}",
    ReasonCode.BID_STEP: "bids go up in steps of {step}",
    ReasonCode.BID_OVER_CEILING:
        "{amount} is over the ceiling of {ceiling} ({base} + marriages held, at most {max_bid})",
    ReasonCode.COLLECT_CEILING:
        "collecting points on the barrel, a bid or contract is at most {ceiling} (barrel_scoring)",
    ReasonCode.TALON_INDEX: "there is no talon {index}: take talon 0 or 1",
    ReasonCode.CONCEDE_OFF: "conceding is off (concede)",
    ReasonCode.CONCEDE_ON_BARREL: "no concession on the barrel",
    ReasonCode.CONCEDE_TOO_LATE: "the deal may be conceded only before the first lead",
    ReasonCode.CONCEDE_WHILE_BARREL:
        "no concession while a player sits on the barrel (concede_on_barrel)",
    ReasonCode.CARD_NOT_IN_HAND: "{card} is not in seat {seat}'s hand",
    ReasonCode.CARD_NOT_HELD: "{card} is not in the hand",
    ReasonCode.SAME_CARD: "the two cards must differ",
    ReasonCode.DISCARD_NOT_GIVE:
        "with two players the declarer discards two cards (discard), nobody is given a card",
    ReasonCode.GIVE_NOT_DISCARD:
        "with three or four players the declarer gives a card to each opponent (give)",
    ReasonCode.DISCARD_COUNT: "the declarer lays away {count} cards, as many as a talon holds (two_player_talons)",
    ReasonCode.CONTRACT_TOO_LOW: "the contract must be at least {minimum}",
    ReasonCode.CONTRACT_STEP: "the contract goes up in steps of {step}",
    ReasonCode.CONTRACT_OVER_CEILING: "{amount} is over the ceiling of {ceiling}",
    ReasonCode.CONTRACT_IS_BID:
        "the contract must equal the bid ({contract}): raising after the talon is off (raise_after_talon)",
    ReasonCode.MUST_FOLLOW: "must follow suit ({suit})",
    ReasonCode.MUST_BEAT: "must beat the best card ({suit})",
    ReasonCode.MUST_BEAT_TRUMP: "must beat the best trump ({suit})",
    ReasonCode.MUST_TRUMP: "must play a trump ({suit})",
    ReasonCode.TRUMP_LEAD: "only a player who declared a marriage may lead a trump ({suit}) (trump_lead)",
    ReasonCode.MARRIAGE_ON_LEAD: "a marriage is declared only on the lead",
    ReasonCode.MARRIAGE_NEEDS_TRICK: "a marriage may be declared only after winning a trick",
    ReasonCode.MARRIAGE_NEEDS_PAIR: "no marriage: {card} needs its partner in the hand",
    ReasonCode.MARRIAGE_NOT_HELD: "no marriage: the hand does not hold the king and queen of {suit}",
    ReasonCode.MARRIAGE_DECLARED: "the {suit} marriage was declared already (once a deal)",
    ReasonCode.MARRIAGE_ANY_TURN_OFF:
        "a marriage is declared only by leading its king or queen (marriage_moment)",
    ReasonCode.MARRIAGE_ONE_PER_TURN: "one marriage a turn: a card is to be played now",
    ReasonCode.KEEP_TRUMP_OFF: "a marriage always makes its suit trump (marriage_trump)",
    ReasonCode.KEEP_TRUMP_NONE: "there is no trump to keep: the first marriage makes its suit trump",
    ReasonCode.ACES_OFF: "the ace marriage is off (ace_marriage)",
    ReasonCode.ACES_DECLARED: "the ace marriage was declared already",
    ReasonCode.ACES_NEED_ALL: "the ace marriage needs all four aces, led with an ace",
    ReasonCode.NOT_IN_STOCK_GAME:
        "the game with a stock has no auction, talon, contract, concession or redeal: only cards are played",
}


def shorten(text: str, limit: int = QUOTE_LIMIT) -> str:
    """``text`` cut to ``limit`` characters and "…" if it is longer."""
    return text if len(text) <= limit else text[:limit] + "…"


def shown(value: ReasonValue) -> str:
    """A value as a message shows it: a suit as its symbol, a card as its text, the rest cut short."""
    if isinstance(value, Suit):
        return value.symbol
    if isinstance(value, Card):
        return value.text
    if isinstance(value, int):
        try:
            return shorten(str(value))
        except ValueError:  # more digits than Python will print
            return "…"
    return shorten(value)


class IllegalActionError(ValueError):
    """An action the rules do not allow now; ``reason`` says why (``str()``: in English)."""

    def __init__(self, reason: Reason) -> None:
        super().__init__(str(reason))
        self.reason = reason


@dataclass(frozen=True)
class Reason:
    """A refusal: its :class:`ReasonCode` and the values the sentence names."""

    code: ReasonCode
    values: tuple[tuple[str, ReasonValue], ...] = ()

    @staticmethod
    def of(code: ReasonCode, **values: ReasonValue) -> Reason:
        """``Reason.of(ReasonCode.MUST_FOLLOW, suit=Suit.HEARTS)``."""
        return Reason(code, tuple(values.items()))

    def value(self, name: str) -> ReasonValue:
        """One of the values (``KeyError`` if the reason has none of that name)."""
        for key, value in self.values:
            if key == name:
                return value
        raise KeyError(name)

    def shown_values(self) -> dict[str, str]:
        """Every value as text, ready for ``str.format`` (see :func:`shown`)."""
        out = {key: shown(value) for key, value in self.values}
        if self.code is ReasonCode.SYNTAX:
            out["detail"] = shorten(str(self.value("detail")), SENTENCE_LIMIT)
        return out

    def __str__(self) -> str:
        return ENGLISH[self.code].format(**self.shown_values())
