"""Small fixed records for the analysis tests, built through the engine."""

from __future__ import annotations

import random
from collections.abc import Sequence

from thousand_qt.engine import PRESETS, Card, Game, IllegalActionError, parse_cards
from thousand_qt.engine.record import GameRecord, PlayerInfo, record_from_game

PLAYERS = [PlayerInfo("Anna", "human"), PlayerInfo("Boris", "computer", "normal"),
           PlayerInfo("Clara", "computer", "normal")]

Deal = tuple[tuple[str, str, str], str]   # the three hands (dealer 0) and the talon

# seat 2 holds two aces, two tens and the spade marriage; seat 0 has no spade and the club ace
ACE_DEAL: Deal = (("AC 9C JC QH KH 9H JH", "QC KC TC 9D JD QD 9S", "AS TS KS QS AH TH AD"), "JS KD TD")
# seat 2 plays 120; seat 0, out of spades with no trump, throws its ace onto the declarer's ace
ACE_THROWN_AWAY = ["2 bid 120", "0 pass", "1 pass", "2 give KD JS", "2 contract 120", "2 play AS", "0 play AC"]
ACE_POSITION = (0, 6)

# seat 2 holds the heart and the spade marriage (140 points) with the two major aces, and passes
MARRIAGES_DEAL: Deal = (("AC 9C JC JH 9H TS JS", "QC KC TC 9D JD QD 9S", "AH TH KH QH AS KS QS"), "AD KD TD")
PASS_ON_TWO_MARRIAGES = ["2 pass"]


def record_of(hands: Sequence[Sequence[Card]], talon: Sequence[Card], actions: Sequence[str]) -> GameRecord | None:
    """A one-deal three-player record (dealer 0, classic rules), None if an action is illegal."""
    game = Game(PRESETS["classic"], 3, 0)
    game.start_deal([list(h) for h in hands], [list(talon)])
    try:
        for a in actions:
            game.apply(a)
    except IllegalActionError:
        return None
    return record_from_game(game, PLAYERS)


def fixed_record(deal: Deal, actions: Sequence[str]) -> GameRecord:
    """The record of ``actions`` on ``deal``."""
    hands, talon = deal
    record = record_of([parse_cards(h.split()) for h in hands], parse_cards(talon.split()), actions)
    assert record is not None
    return record


def permuted_record(deal: Deal, actions: Sequence[str], pool: Sequence[Card], rng: random.Random) -> GameRecord | None:
    """``deal`` with the cards of ``pool`` shuffled among the places that hold them (hands and
    talon keep their sizes); None if a recorded action is no longer legal."""
    hands, talon = deal
    places = [parse_cards(h.split()) for h in hands] + [parse_cards(talon.split())]
    where = [(i, j) for i, place in enumerate(places) for j, c in enumerate(place) if c in pool]
    cards = [places[i][j] for i, j in where]
    rng.shuffle(cards)
    for (i, j), c in zip(where, cards, strict=True):
        places[i][j] = c
    return record_of(places[:3], places[3], actions)
