"""Helpers for the engine tests: fixed deals written as card texts, scripted actions.

Every fixed deal in these tests is written by hand so that each trick, each score and each
total can be worked out from docs/rules.md on paper; the comments next to the tests show the sums.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from thousand_qt.engine import DECK, Card, Game, Phase, RuleSet, card_points
from thousand_qt.engine import events as ev


def cards(text: str) -> list[Card]:
    """``cards("AS TS 9H")`` → the three cards."""
    return [Card.parse(t) for t in text.split()]


def texts(cs) -> list[str]:
    return [c.text for c in cs]


def rules(**changes) -> RuleSet:
    return RuleSet().with_changes(**changes) if changes else RuleSet()


@dataclass
class Deal:
    """A fixed deal: ``hands[s]`` as dealt (card texts) and the talon(s)."""

    hands: list[str]
    talon: str | list[str]
    notes: str = ""
    n: int = field(init=False)

    def __post_init__(self) -> None:
        self.n = len(self.hands)
        all_cards = [c for h in self.hands for c in cards(h)]
        talons = self.talons()
        all_cards += [c for t in talons for c in t]
        assert sorted(c.index for c in all_cards) == list(range(24)), "a deal must hold the 24 cards once"

    def hand_cards(self) -> list[list[Card]]:
        return [cards(h) for h in self.hands]

    def talons(self) -> list[list[Card]]:
        if isinstance(self.talon, str):
            return [cards(self.talon)]
        return [cards(t) for t in self.talon]

    def start(self, game: Game) -> list:
        return game.start_deal(self.hand_cards(), self.talons())


def new_game(deal: Deal | None = None, *, dealer: int = 0, n: int | None = None,
             totals=None, **rule_changes) -> Game:
    """A game under the Classic rules changed by ``rule_changes``, the deal (if any) dealt."""
    n_players = n if n is not None else (deal.n if deal is not None else 3)
    game = Game(rules=rules(**rule_changes), n_players=n_players, first_dealer=dealer)
    if totals is not None:
        game.board.totals = list(totals)
    if deal is not None:
        deal.start(game)
    return game


def run(game: Game, script: str | list[str]) -> list:
    """Apply actions written one per line (or ``;``-separated); returns all events."""
    if isinstance(script, str):
        lines = [s.strip() for part in script.splitlines() for s in part.split(";")]
    else:
        lines = list(script)
    out: list = []
    for line in lines:
        if line:
            out += game.apply(line)
    return out


def tricks(game: Game, spec: str) -> list:
    """Play tricks written as ``"KS QS 9S | KH* AH 9H"``: cards in playing order from the
    leader, ``*`` after a K/Q = declare the marriage, ``!`` after an ace = the ace marriage.
    The seat of each card is whoever is to act."""
    out: list = []
    for trick in spec.split("|"):
        for token in trick.split():
            seat = game.to_act
            assert seat is not None, f"nobody to act before {token}"
            tail = ""
            if token.endswith("*"):
                token, tail = token[:-1], " marriage"
            elif token.endswith("!"):
                token, tail = token[:-1], " aces"
            out += game.apply(f"{seat} play {token}{tail}")
    return out


def of_type(events, kind) -> list:
    return [e for e in events if isinstance(e, kind)]


def last_result(game: Game):
    return game.results[-1]


def count_cards(game: Game) -> int:
    """All 24 cards must be somewhere: hands, the trick, won tricks, the talon(s) not in a hand,
    the two-player discards."""
    d = game.deal
    held = [c for h in d.hands for c in h]
    held += [c for _, c in d.trick]
    held += [c for t in d.tricks for _, c in t[1]]
    if d.stock_game:
        held += list(d.stock)
    elif game.n_players == 2:
        if d.talon_index is None:
            held += [c for t in d.talons for c in t]
        else:
            held += list(d.talons[1 - d.talon_index]) + list(d.discarded)
    elif not d.talon_taken:
        held += list(d.talons[0])
    assert len(held) == len(set(held)), "a card is in two places"
    assert set(held) <= set(DECK)
    return len(held)


def random_deal(game: Game, rng: random.Random, *, allow_redeal: bool = True,
                check=None) -> list:
    """Deal from ``rng`` and play random legal actions to the end of the deal."""
    events = game.start_deal(rng=rng)
    while game.to_act is not None:
        legal = game.legal_actions()
        if not allow_redeal:
            legal = [a for a in legal if type(a).__name__ != "Redeal"] or legal
        action = rng.choice(legal)
        events += game.apply(action)
        if check is not None:
            check(game)
    return events


# -- the fixed deals ----------------------------------------------------------------------------
#
# D (three players, dealer 0: seat 1 is on the hundred, seat 2 speaks first).
# Seat 1 holds K+Q of hearts; everyone passes, seat 1 takes the talon TS JC QD at 100 and gives
# JS to seat 2 and 9C to seat 0. Hands at the first lead:
#   seat 1: KS TC AD KH QH TS JC QD    seat 2: QS KC TD AH JH JS AC KD    seat 0: 9S QC 9D 9H TH AS 9C JD
# D_PLAY (every trick is of one suit, so the winner is its highest card):
#   1: KS QS 9S  -> 1 (4+3+0 = 7)          5: AC 9C JC  -> 2 (11+0+2 = 13)
#   2: TC KC QC  -> 1 (10+4+3 = 17)        6: KD JD QD  -> 2 (4+2+3 = 9)
#   3: AD TD 9D  -> 1 (11+10+0 = 21)       7: JH TH QH  -> 0 (2+10+3 = 15)
#   4: KH* AH 9H -> 2 (4+11+0 = 15)        8: AS TS JS  -> 0 (11+10+2 = 23)
# Seat 1: 7+17+21 = 45 card points + 100 (hearts) = 145. Seat 2: 15+13+9 = 37. Seat 0: 15+23 = 38.
D = Deal(["9S QC 9D 9H TH AS JD",          # seat 0: 26 points
          "KS TC AD KH QH JS 9C",          # seat 1: 34 points, hearts marriage
          "QS KC TD AH JH AC KD"],         # seat 2: 45 points, no marriage
         "TS JC QD")                       # 15 points
D_AUCTION = "2 pass; 0 pass"
D_GIVE = "1 give JS 9C"
D_PLAY = "KS QS 9S | TC KC QC | AD TD 9D | KH* AH 9H | AC 9C JC | KD JD QD | JH TH QH | AS TS JS"

# SWEEP (three players, dealer 0): seat 1 ends with every ace and ten and wins all 8 tricks
# (120 card points, no marriage); seats 0 and 2 take no trick (bolts).
# Dealt: seat 1 holds all four aces. Talon TS TC TD; seat 1 gives 9H to seat 2, 9D to seat 0.
SWEEP = Deal(["QS 9S KC JC QD KH JH",          # seat 0: 18 points
              "AS AC AD AH TH 9H 9D",          # seat 1: 54 points, four aces
              "KS JS QC 9C KD JD QH"],         # seat 2: 18 points
             "TS TC TD")
SWEEP_GIVE = "1 give 9H 9D"
SWEEP_PLAY = ("AS KS QS | TS JS 9S | AC QC KC | TC 9C JC | AD KD QD | TD JD 9D | "
              "AH QH KH | TH 9H JH")

# LOSE (three players, dealer 0): seat 1, forced to play 100, takes no trick; seat 2 takes all.
LOSE = Deal(["QS 9S QC 9C QD 9D QH",           # seat 0: 12 points (may ask for a redeal)
             "KS JS KC JC JH TH 9H",           # seat 1: 24 points
             "AS TS AC TC AD TD AH"],          # seat 2: 74 points
            "KD JD KH")
LOSE_GIVE = "1 give TH 9H"
LOSE_PLAY = ("KS AS QS | TS 9S JS | AC QC KC | TC 9C JC | AD QD KD | TD 9D JD | "
             "AH QH KH | TH 9H JH")

# TM (three players, dealer 0): seat 1 declares hearts, then diamonds; diamonds replace hearts
# as trumps, so in trick 4 seat 2, void in hearts, trumps AH with TD.
#   1: AS KS QS  -> 1 (18)        5: AD JS QD -> 2 (16)
#   2: KH* JH 9H -> 1 (6, +100)   6: AC QC 9C -> 2 (14)
#   3: KD* JD 9D -> 1 (6, +80)    7: TC JC 9S -> 2 (12)
#   4: AH TD TH  -> 2 (31)        8: KC TS QH -> 2 (17)
# Seat 1: 30 + 180 = 210. Seat 2: 90. Seat 0: no trick (a bolt).
TM = Deal(["QS 9D TH TS JS QC JC",             # seat 0: 30 points
           "AS KH QH KD 9C JD 9H",             # seat 1: 24 points, hearts marriage
           "KS JH TD AD AC TC KC"],            # seat 2: 52 points
          "QD AH 9S")
TM_GIVE = "1 give JD 9H"
TM_PLAY = "AS KS QS | KH* JH 9H | KD* JD 9D | AH TD TH | AD JS QD | AC QC 9C | TC JC 9S | KC TS QH"

# TWO (two players, dealer 0: seat 1 on the hundred, seat 0 speaks first).
# Seat 1 takes talon 0 (AH TH), discards JH 9H, and wins all ten tricks: 111 card points;
# the four cards out of play (talon 1 KH QH and the discards JH 9H) hold 9 points.
TWO = Deal(["QS JS 9S QC JC 9C KD QD JD 9D",          # seat 0: 19 points
            "AS TS KS AC TC KC AD TD JH 9H"],         # seat 1: 73 points
           ["AH TH", "KH QH"])
TWO_PLAY = "AS QS | TS JS | KS 9S | AC QC | TC JC | KC 9C | AD 9D | TD JD | AH QD | TH KD"

# THREE (two players, two_player_talons three, dealer 0: seat 1 on the hundred): 9 cards each and
# two talons of 3. Seat 1 takes talon 0 (AH TH JH) and lays away three of its 12 cards; seat 0
# holds 19 card points, seat 1's 9 kept cards 82: seat 1 takes every trick, 101 points; talon 1
# (KH QH 9H) is worth 7.
THREE = Deal(["QS JS 9S QC JC 9C KD QD JD",          # seat 0: 19 points
              "AS TS KS AC TC KC AD TD 9D"],         # seat 1
             ["AH TH JH", "KH QH 9H"])
THREE_PLAY = "AS QS | TS JS | KS 9S | AC QC | TC JC | KC 9C | AD KD | AH QD | TH JD"


def three_talon_game(discard: str, contract: int, **rule_changes) -> Game:
    """THREE played out: seat 1 lays away ``discard`` and plays ``contract``."""
    game = new_game(THREE, two_player_talons="three", **rule_changes)
    run(game, f"0 pass; 1 talon 0; 1 discard {discard}; 1 contract {contract}")
    tricks(game, THREE_PLAY)
    return game

# The marriage house rules (marriage_moment any_turn, marriage_trump choose): a position as
# (hands as dealt, talon, actions so far). FOLLOW_POSITION: seat 1 has won the first trick and,
# void in clubs, is to follow A♣ holding K♥ Q♥ (no trump yet). KEEP_POSITION (deal TM): seat 1
# has declared hearts and leads holding K♦ Q♦ and the trumps Q♥ A♥.
FOLLOW_POSITION = (["AH TH JH QD JD 9D JS", "AD KS KH QH TD KD 9C", "AS QS AC TC KC QC JC"], "TS 9S 9H",
                   ["2 pass", "0 pass", "1 give 9C 9H", "1 contract 100", "1 play AD", "2 play 9C", "0 play 9D",
                    "1 play KS", "2 play AS", "0 play JS", "2 play AC", "0 play QD"])
KEEP_POSITION = (TM.hands, TM.talon, ["2 pass", "0 pass", TM_GIVE, "1 contract 100", "1 play AS", "2 play KS",
                                      "0 play QS", "1 play KH marriage", "2 play JH", "0 play 9H"])


def position_game(position, rules: RuleSet) -> Game:
    """A three-player game (dealer 0) at ``position`` (FOLLOW_POSITION…) under ``rules``."""
    hands, talon, script = position
    game = Game(rules, 3, 0)
    game.start_deal([cards(h) for h in hands], [cards(talon)])
    run(game, script)
    return game


def play_out_plainly(game: Game, rng: random.Random) -> None:
    """Play the running deal to its end with random legal actions: no concession, no redeal,
    and no declaration where a card without one is legal."""
    while game.to_act is not None:
        acts = [a for a in game.legal_actions() if type(a).__name__ not in ("Concede", "Redeal")]
        acts = [a for a in acts if getattr(a, "declare", None) is None] or acts
        game.apply(rng.choice(acts))


def rotate_deal(deal: Deal, seat_map: dict[int, int], n: int) -> Deal:
    """The same cards with seats renamed (old seat → new seat); missing seats get no cards."""
    hands = [""] * n
    for old, new in seat_map.items():
        hands[new] = deal.hands[old]
    return Deal(hands, deal.talon)


__all__ = ["Deal", "cards", "texts", "rules", "new_game", "run", "tricks", "of_type",
           "last_result", "count_cards", "random_deal", "card_points", "ev", "Phase", "rotate_deal", "play_out_plainly",
           "D", "D_AUCTION", "D_GIVE", "D_PLAY", "SWEEP", "SWEEP_GIVE", "SWEEP_PLAY", "LOSE",
           "LOSE_GIVE", "LOSE_PLAY", "TM", "TM_GIVE", "TM_PLAY", "TWO", "TWO_PLAY"]


# ------------------------------------------------------------------------------ four players --
#: Deal D with four players: the dealer (seat 0) sits out.
D4 = rotate_deal(D, {1: 1, 2: 2, 0: 3}, 4)


def four_with_talon(talon: str, seed: int, concede=False, **rule_changes):
    """Deal D's other cards shuffled (``seed``) round four players with ``talon`` as the talon,
    played out by random legal actions (concessions first if ``concede``); the game."""
    rng = random.Random(seed)
    rest = [c for c in D.hand_cards()[0] + D.hand_cards()[1] + D.hand_cards()[2] + D.talons()[0]
            if c.text not in talon.split()]
    rng.shuffle(rest)
    hands = ["", " ".join(c.text for c in rest[0:7]), " ".join(c.text for c in rest[7:14]),
             " ".join(c.text for c in rest[14:21])]
    deal = Deal(hands, talon)
    game = new_game(deal, n=4, redeal=False, concede=concede, **rule_changes)
    while game.to_act is not None:
        acts = game.legal_actions()
        pick = [a for a in acts if type(a).__name__ == "Concede"] if concede else []
        game.apply(pick[0] if pick else rng.choice(acts))
    return game


#: Every rule key and values to draw for it in the fuzz (written out here, not read from the
#: engine's schema, so that a key added there without a test here fails the coverage test).
OPTION_VALUES = {
    "marriage_values": [{"H": 100, "D": 80, "C": 60, "S": 40}, {"H": 120, "D": 90, "C": 50, "S": 30}],
    "ace_marriage": [False, True],
    "redeal": [True, False],
    "min_bid": [100, 60],
    "bid_step": [5, 10],
    "bid_limit_by_marriages": [True, False],
    "max_bid": [300, 200, 400],
    "minus_bid_threshold": [None, 0, -100, -120, -200, -300, -1000],
    "blind_game": [False, True],
    "hidden_talon_on_hundred": [True, False],
    "raise_after_talon": [True, False],
    "concede": [True, False],
    "concede_penalty": ["bid", "bolt"],
    "concede_opponent_points": ["half", "sixty", "bolt"],
    "free_concessions": [0, 1, 2, "all"],
    "must_overtake": [False, True],
    "marriage_needs_trick": [True, False],
    "round_opponents": [5, 10, 0],
    "bolt_count": ["total", "consecutive"],
    "bolt_penalty": [120, 150],
    "samosval": [True, False],
    "golden_round": [False, True, 2],
    "barrel_at": [880, 900],
    "barrel_attempts": [3, 1, 5],
    "barrel_min_contract": [120, 121],
    "barrel_bidding": ["normal", "automatic", "opens"],
    "barrel_falls_reset": [True, False],
    "barrel_collision": ["all_fall", "higher_stays"],
    "barrel_freezes_opponents": [False, True],
    "minus_thousand_ends": [True, False],
    "stake_per_point": [0, 1, 0.25],
    "two_player_game": ["talons", "stock"],
    "win_at": [1000, 1001],
    "redeal_hand_below": [14, 13, 15],
    "redeal_nines": [4, 3],
    "redeal_jacks": [False, True],
    "concede_on_barrel": ["sitter", "nobody"],
    "trump_lead": ["free", "declarer_only"],
    "barrel_failure": ["contract", "free"],
    "golden_round_mode": ["forced", "doubled"],
    "golden_round_reset": [False, True],
    "sitting_out_half_marriage": [False, True],
    "second_talon": ["out", "last_trick"],
    "cut": [False, True],
    "opening": ["hundred", "free_redeal", "free_dealer"],
    "bolt_when": ["no_trick", "no_points", "under_five"],
    "bolt_each_penalty": [0, 60, 5, 120],
    "golden_bolts": ["single", "double"],
    "declarer_scores": ["contract", "points"],
    "redeal_when": ["dealt", "before_lead"],
    "redeal_nines_on_hundred": [False, True],
    "blind_rule": ["first_speaker", "first_120", "anyone"],
    "marriage_trump": ["always", "choose"],
    "marriage_moment": ["lead", "any_turn"],
    "barrel_scoring": ["contract", "collect"],
    "bank": [0, 100, 2.5],
    "two_player_talons": ["two", "three"],
    "second_talon_card": [False, True],
    "cut_shown_to": ["everybody", "dealer"],
}


def random_rules(rng: random.Random, options: dict[str, list[Any]] | None = None) -> RuleSet:
    """A rule set with each key drawn from ``options`` (:data:`OPTION_VALUES` by default)."""
    return RuleSet.from_dict({k: rng.choice(v) for k, v in (options or OPTION_VALUES).items()})
