"""No card a seat may not know ever reaches its client: every byte received is read.

The host's record is replayed step by step; at each position (the ``count`` of the messages)
each seat may know its own cards as dealt and whatever its view shows (the played cards, the
talon if it saw it, the cards given to it or by it), gathered over the deal so far. Every card
named anywhere in a message before the table's end must be among them. The record itself,
which names every card, comes in the last message, ``ended``, when nothing is left to play.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from thousand_qt.engine import Card, Game, SeatView
from thousand_qt.engine.record import loads_record

from .helpers import play_bots, run, serving, table_with_people

CARD = re.compile(r"(?<![A-Za-z0-9])[9JQKTA][SCDH](?![A-Za-z0-9])")


def view_cards(view: SeatView) -> set[Card]:
    known = set(view.hand) | set(view.played_cards) | {c for _, c in view.given} | set(view.discarded)
    return known | set(view.talon or ()) | set(view.cut)


def allowed_by_count(record_text: str) -> dict[int, list[set[str]]]:
    """count -> for each seat, the card texts it may know at that position."""
    record = loads_record(record_text)
    n = len(record.players)
    game = Game(record.rules, n, record.deals[0].dealer)
    out: dict[int, list[set[str]]] = {}
    count = 0
    for deal in record.deals:
        game.start_deal(deal.hands, deal.talons, dealer=deal.dealer, stock=deal.stock, cut=deal.cut)
        count += 1
        known = [set(deal.hands[s]) for s in range(n)]
        _note(game, known, out, count)
        for action in deal.actions:
            game.apply(action)
            count += 1
            _note(game, known, out, count)
    return out


def _note(game: Game, known: list[set[Card]], out: dict[int, list[set[str]]], count: int) -> None:
    """Add to each seat's ``known`` what it sees now, and keep a copy as position ``count``'s."""
    for seat, seen in enumerate(known):
        seen |= view_cards(game.view_for(seat))
    out[count] = [{c.text for c in k} for k in known]


#: ``cut_shown_to`` dealer: a seat other than the dealer receives the cut card only with the
#: finished deal (in the game with a stock too).
DEALER_SEES_THE_CUT = {"cut": True, "cut_shown_to": "dealer"}


@pytest.mark.parametrize(("kinds", "rules"), [("hhc", None), ("hhhc", None), ("hc", None),
                                              ("hh", {"two_player_game": "stock"}), ("hhc", {"cut": True}),
                                              ("hhc", DEALER_SEES_THE_CUT),
                                              ("hh", {"two_player_game": "stock", **DEALER_SEES_THE_CUT}),
                                              ("hc", {"two_player_talons": "three", "second_talon": "last_trick",
                                                      "second_talon_card": True})])
def test_no_client_ever_receives_a_card_its_seat_may_not_know(tmp_path: Path, kinds: str,
                                                               rules: dict[str, object] | None) -> None:
    async def main() -> tuple[list[list[str]], str]:
        async with serving(tmp_path) as server:
            _, clients = await table_with_people(server, kinds, **({"rules": rules} if rules else {}))
            await play_bots(clients)
            return [c.raw or [] for c in clients], server.saved[0].read_text(encoding="utf-8")

    raws, host_record = run(main())
    allowed = allowed_by_count(host_record)
    for seat, raw in enumerate(raws):
        assert json.loads(raw[-1])["kind"] == "ended"
        count, checked = 0, 0
        for text in raw[:-1]:
            data = json.loads(text)
            if data["kind"] == "update":
                count = data["count"]
            if data["kind"] == "joined":
                text = text.replace(data["token"], "")
            names = set(CARD.findall(text))
            if names:
                assert count in allowed, f"seat {seat}: cards before the game: {names}"
                leaked = names - allowed[count][seat]
                assert not leaked, f"seat {seat} at {count} received {sorted(leaked)}"
                checked += 1
        assert checked > 100
