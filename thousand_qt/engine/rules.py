"""The house rules of ``docs/rules.md`` as one frozen, validated :class:`RuleSet`.

Every option has the key used in saved games and settings, a default (the "Classic" preset)
and its allowed values. ``RuleSet.from_dict`` is strict: an unknown key or a bad value raises
:class:`RuleError` with a message naming the key.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields, replace
from typing import Any

from .cards import SUITS, Suit
from .rule_schema import (
    Choice,
    CountOrAll,
    Flag,
    GoldenDeals,
    MarriageSpec,
    Number,
    OffOrChoice,
    Penalty,
    RuleError,
    Spec,
    Whole,
)

#: The marriage values' bounds (each suit's value from 0 to this).
MARRIAGE_SPEC = MarriageSpec()


_SUIT_ALIASES = {
    "S": Suit.SPADES, "SPADES": Suit.SPADES, "♠": Suit.SPADES,
    "C": Suit.CLUBS, "CLUBS": Suit.CLUBS, "♣": Suit.CLUBS,
    "D": Suit.DIAMONDS, "DIAMONDS": Suit.DIAMONDS, "♦": Suit.DIAMONDS,
    "H": Suit.HEARTS, "HEARTS": Suit.HEARTS, "♥": Suit.HEARTS,
}


@dataclass(frozen=True, slots=True)
class MarriageValues:
    """Value of the K+Q marriage of each suit (♥ 100, ♦ 80, ♣ 60, ♠ 40 by default)."""

    H: int = 100
    D: int = 80
    C: int = 60
    S: int = 40

    def of(self, suit: Suit) -> int:
        """The value of the marriage of ``suit``."""
        value: int = getattr(self, suit.value)
        return value

    def in_suit_order(self) -> tuple[int, int, int, int]:
        """Each suit's marriage value, in the order of ``SUITS`` (the suit indices of cards)."""
        first, second, third, fourth = (self.of(s) for s in SUITS)
        return first, second, third, fourth

    def to_dict(self) -> dict[str, int]:
        return {"H": self.H, "D": self.D, "C": self.C, "S": self.S}

    @staticmethod
    def from_value(value: Any) -> MarriageValues:
        if isinstance(value, MarriageValues):
            return value
        if not isinstance(value, Mapping):
            raise RuleError("marriage_values must be an object like {\"H\": 100, \"D\": 80, \"C\": 60, \"S\": 40}")
        out = MarriageValues().to_dict()
        for key, points in value.items():
            suit = _SUIT_ALIASES.get(str(key).strip().upper())
            if suit is None:
                raise RuleError(f"marriage_values: unknown suit {key!r}")
            if isinstance(points, bool) or not isinstance(points, int) or not 0 <= points <= MARRIAGE_SPEC.most:
                raise RuleError(f"marriage_values: {key} must be a whole number from 0 to {MARRIAGE_SPEC.most}")
            out[suit.value] = points
        return MarriageValues(**out)


#: The values of ``minus_bid_threshold`` besides off (null).
MINUS_THRESHOLDS: tuple[int, ...] = (0, -100, -120, -200, -300, -1000)

#: Every rule key and the values it takes (:mod:`.rule_schema`); a Choice lists the default first.
RULE_SCHEMA: dict[str, Spec] = {
    "marriage_values": MARRIAGE_SPEC,
    "ace_marriage": Flag(),
    "redeal": Flag(),
    "min_bid": Whole(60, 120, 5),
    "bid_step": Choice((5, 10)),
    "bid_limit_by_marriages": Flag(),
    "max_bid": Whole(120, 500, 5),
    "minus_bid_threshold": OffOrChoice(MINUS_THRESHOLDS),
    "blind_game": Flag(),
    "hidden_talon_on_hundred": Flag(),
    "raise_after_talon": Flag(),
    "concede": Flag(),
    "concede_penalty": Choice(("bid", "bolt")),
    "concede_opponent_points": Choice(("half", "sixty", "bolt")),
    "free_concessions": CountOrAll(0, 10),
    "must_overtake": Flag(),
    "marriage_needs_trick": Flag(),
    "round_opponents": Choice((5, 10, 0)),
    "bolt_count": Choice(("total", "consecutive")),
    "bolt_penalty": Penalty(1000),
    "samosval": Flag(),
    "golden_round": GoldenDeals(12),
    "barrel_at": Whole(500, 995, increment=5),
    "barrel_attempts": Whole(1, 10),
    "barrel_min_contract": Whole(100, 300),
    "barrel_bidding": Choice(("normal", "automatic", "opens")),
    "barrel_falls_reset": Flag(),
    "barrel_collision": Choice(("all_fall", "higher_stays")),
    "barrel_freezes_opponents": Flag(),
    "minus_thousand_ends": Flag(),
    "stake_per_point": Number(0, 1_000_000),
    "two_player_game": Choice(("talons", "stock")),
    # more house rules of the sources (docs/rules.md: "More house rules")
    "win_at": Choice((1000, 1001)),
    "redeal_hand_below": Choice((14, 13, 15)),
    "redeal_nines": Choice((4, 3)),
    "redeal_jacks": Flag(),
    "concede_on_barrel": Choice(("sitter", "nobody")),
    "trump_lead": Choice(("free", "declarer_only")),
    "barrel_failure": Choice(("contract", "free")),
    "golden_round_mode": Choice(("forced", "doubled")),
    "golden_round_reset": Flag(),
    "sitting_out_half_marriage": Flag(),
    "second_talon": Choice(("out", "last_trick")),
    "cut": Flag(),
    # the seeds' remaining house rules (docs/rules.md: "The seeds' remaining house rules")
    "opening": Choice(("hundred", "free_redeal", "free_dealer")),
    "bolt_when": Choice(("no_trick", "no_points", "under_five")),
    "bolt_each_penalty": Whole(0, 120, 5),
    "golden_bolts": Choice(("single", "double")),
    "declarer_scores": Choice(("contract", "points")),
    "redeal_when": Choice(("dealt", "before_lead")),
    "redeal_nines_on_hundred": Flag(),
    "blind_rule": Choice(("first_speaker", "first_120", "anyone")),
    "marriage_trump": Choice(("always", "choose")),
    "marriage_moment": Choice(("lead", "any_turn")),
    "barrel_scoring": Choice(("contract", "collect")),
    "bank": Number(0, 1_000_000),
    "two_player_talons": Choice(("two", "three")),
    "second_talon_card": Flag(),
    "cut_shown_to": Choice(("everybody", "dealer")),
}


def _checked(key: str, value: Any) -> Any:
    """``value`` of rule ``key`` as stored, or :class:`RuleError`."""
    spec = RULE_SCHEMA[key]
    if isinstance(spec, MarriageSpec):
        return MarriageValues.from_value(value)
    return spec.check(key, value)


@dataclass(frozen=True, slots=True)
class RuleSet:
    """Every house rule of docs/rules.md; the defaults are the Classic (Russian) rules."""

    marriage_values: MarriageValues = MarriageValues()
    ace_marriage: bool = False
    redeal: bool = True
    min_bid: int = 100
    bid_step: int = 5
    bid_limit_by_marriages: bool = True
    max_bid: int = 300
    minus_bid_threshold: int | None = None
    blind_game: bool = False
    hidden_talon_on_hundred: bool = True
    raise_after_talon: bool = True
    concede: bool = True
    concede_penalty: str = "bid"
    #: What each opponent gets for a conceded deal: half the bid, 60, or a bolt (the write-off).
    concede_opponent_points: str = "half"
    #: Each player's first N concessions cost them nothing; ``"all"``: every one.
    free_concessions: int | str = 0
    must_overtake: bool = False
    marriage_needs_trick: bool = True
    round_opponents: int = 5
    bolt_count: str = "total"
    bolt_penalty: int = 120
    samosval: bool = True
    golden_round: int | bool = False
    barrel_at: int = 880
    barrel_attempts: int = 3
    barrel_min_contract: int = 120
    barrel_bidding: str = "normal"
    barrel_falls_reset: bool = True
    barrel_collision: str = "all_fall"
    barrel_freezes_opponents: bool = False
    minus_thousand_ends: bool = True
    stake_per_point: float = 0
    #: Two players: ``talons`` (10 cards each, an auction, two talons) or ``stock`` (6 each
    #: and a stock to draw from, no auction: docs/rules.md "Two players with a stock").
    two_player_game: str = "talons"
    win_at: int = 1000
    redeal_hand_below: int = 14
    redeal_nines: int = 4
    redeal_jacks: bool = False
    concede_on_barrel: str = "sitter"
    trump_lead: str = "free"
    barrel_failure: str = "contract"
    golden_round_mode: str = "forced"
    golden_round_reset: bool = False
    sitting_out_half_marriage: bool = False
    second_talon: str = "out"
    cut: bool = False
    #: Who opens the auction: the player on the hundred, or nobody (``free_*``: every player
    #: passing redeals, or makes the dealer play ``min_bid``).
    opening: str = "hundred"
    #: When a player gets a bolt: no trick, deal points 0, or deal points below 5.
    bolt_when: str = "no_trick"
    #: Points every bolt costs at once, besides ``bolt_penalty`` for every third.
    bolt_each_penalty: int = 0
    #: ``double``: in a golden deal every bolt counts as two.
    golden_bolts: str = "single"
    #: What a made contract scores: the contract, or the declarer's deal points.
    declarer_scores: str = "contract"
    #: When the hand redeal is asked: on the dealt hand before the first bid, or by an opponent
    #: on their 8 cards after the contract, before the first lead.
    redeal_when: str = "dealt"
    #: The player on the hundred may also ask for a hand redeal with three nines.
    redeal_nines_on_hundred: bool = False
    #: Who may bid blind (with ``blind_game``): the first speaker (120 or more), the first
    #: speaker at exactly 120 with the contract kept, or anyone before their first open call.
    blind_rule: str = "first_speaker"
    #: ``choose``: a marriage declared while a trump exists may keep that trump.
    marriage_trump: str = "always"
    #: ``any_turn``: a player who has won a trick may declare a marriage before any card of theirs.
    marriage_moment: str = "lead"
    #: ``collect``: the player on the barrel scores the card points of their tricks in every deal.
    barrel_scoring: str = "contract"
    #: The bank: the winner takes it from the lowest total (0: none; overrides ``stake_per_point``).
    bank: float = 0
    #: Two players: two talons of 2 cards (10 each), or of 3 (9 each; 3 cards laid away).
    two_player_talons: str = "two"
    #: Two players with ``second_talon`` last_trick: the first card laid away joins the talon not taken.
    second_talon_card: bool = False
    #: With ``cut``: who sees the card that becomes the dealer's (the nines and jacks everybody).
    cut_shown_to: str = "everybody"

    def __post_init__(self) -> None:
        for f in fields(self):
            value = _checked(f.name, getattr(self, f.name))
            object.__setattr__(self, f.name, value)

    # -- construction -------------------------------------------------------------------
    @classmethod
    def from_dict(cls, data: Mapping[str, Any] | None) -> RuleSet:
        """Rules from a record or settings: missing keys take their default."""
        if data is None:
            return cls()
        if not isinstance(data, Mapping):
            raise RuleError("rules must be an object of rule keys")
        unknown = sorted(set(data) - set(RULE_SCHEMA))
        if unknown:
            raise RuleError(f"unknown rule key {unknown[0]!r}")
        return cls(**dict(data))

    def to_dict(self, *, only_changed: bool = False) -> dict[str, Any]:
        """Plain JSON-able dict of every option (or only those differing from Classic)."""
        out: dict[str, Any] = {}
        default = RuleSet() if only_changed else self     # built only when asked: a rule set validates every key
        for f in fields(self):
            value = getattr(self, f.name)
            if only_changed and value == getattr(default, f.name):
                continue
            out[f.name] = value.to_dict() if isinstance(value, MarriageValues) else value
        return out

    def with_changes(self, **changes: Any) -> RuleSet:
        """A copy with some options changed (validated)."""
        unknown = sorted(set(changes) - set(RULE_SCHEMA))
        if unknown:
            raise RuleError(f"unknown rule key {unknown[0]!r}")
        return replace(self, **changes)

    # -- derived values -----------------------------------------------------------------
    def golden_deals(self, n_players: int) -> int:
        """How many opening deals are golden."""
        if self.golden_round is True:
            return n_players
        if self.golden_round is False:
            return 0
        return int(self.golden_round)

    def talons_of_three(self, n_players: int) -> bool:
        """True when a deal of ``n_players`` has two talons of 3 cards (two players, ``three``)."""
        return n_players == 2 and self.two_player_talons == "three"

    def card_to_second_talon(self, n_players: int) -> bool:
        """True when the first card laid away joins the talon not taken (two players,
        ``second_talon`` last_trick and ``second_talon_card``)."""
        return n_players == 2 and self.second_talon == "last_trick" and self.second_talon_card

    def barrel_bidding_in_play(self) -> str:
        """``barrel_bidding`` as it acts: ``normal`` while the barrel is played by collecting
        points (``barrel_scoring`` collect)."""
        return "normal" if self.barrel_scoring == "collect" else self.barrel_bidding

    def preset_name(self) -> str:
        """``classic``, ``online``, ``polish`` or ``custom`` (the two-player game, with talons
        or a stock, is not part of a preset)."""
        for name, rules in PRESETS.items():
            if rules.with_changes(two_player_game=self.two_player_game) == self:
                return name
        return "custom"


RULE_KEYS: tuple[str, ...] = tuple(RULE_SCHEMA)

#: The named presets of docs/rules.md (presets).
PRESETS: dict[str, RuleSet] = {
    "classic": RuleSet(),
    # seeds/004's table (RULES.md §10): besides the ace marriage, 1001 wins and the barrel's
    # contract is 121 (redeal, concede with penalty, samosval, minus-thousand end as Classic)
    "online": RuleSet(ace_marriage=True, win_at=1001, barrel_min_contract=121, barrel_bidding="opens",
                      redeal_when="before_lead"),
    "polish": RuleSet(must_overtake=True, bid_step=10, round_opponents=10, barrel_at=900,
                      raise_after_talon=False, concede_opponent_points="sixty",
                      free_concessions=1, samosval=False),
}

__all__ = ["MARRIAGE_SPEC", "MINUS_THRESHOLDS", "PRESETS", "RULE_KEYS", "RULE_SCHEMA", "MarriageValues", "RuleError",
           "RuleSet"]
