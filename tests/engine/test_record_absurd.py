"""Valid but absurd records (thousands of redeals, a mountain of ignored content) are refused
with one line before they are built, at bounds docs/record-format.md states."""

from __future__ import annotations

import json

import pytest

from thousand_qt.engine import Card, Game, Redeal
from thousand_qt.engine.record import (
    MAX_DEAL_ACTIONS,
    MAX_DEALS,
    MAX_IGNORED_VALUES,
    PlayerInfo,
    RecordError,
    loads_record,
    record_from_game,
    replay,
)

PLAYERS = [PlayerInfo("A"), PlayerInfo("B", "computer", "easy"), PlayerInfo("C", "computer", "easy")]
WEAK = [Card.parse(t) for t in ["9S", "9C", "9D", "9H", "JS", "JC", "JD"]]     # four nines: a redeal
REST = [c for c in __import__("thousand_qt.engine", fromlist=["DECK"]).DECK if c not in WEAK]


def redeals(count: int) -> str:
    """The text of a record of ``count`` deals, each one redealt at once by the first speaker."""
    game = Game(n_players=3, first_dealer=0)
    for _ in range(count):
        first = (game.next_dealer + 1) % 3
        others = [REST[0:7], REST[7:14]]
        hands = [None, None, None]
        hands[first] = WEAK
        hands[(first + 1) % 3], hands[(first + 2) % 3] = others
        game.start_deal(hands, [REST[14:17]])
        game.apply(Redeal(first))
    return record_from_game(game, PLAYERS).dumps()


def one_line(err: pytest.ExceptionInfo[RecordError]) -> str:
    text = str(err.value)
    assert text and "\n" not in text and len(text) <= 300
    return text


def test_a_record_at_the_deal_bound_loads_and_one_over_is_refused() -> None:
    text = redeals(MAX_DEALS + 1)
    data = json.loads(text)
    data["deals"] = data["deals"][:MAX_DEALS]
    assert len(replay(loads_record(json.dumps(data))).deal_records) == MAX_DEALS
    with pytest.raises(RecordError) as err:
        loads_record(text)
    assert f"at most {MAX_DEALS}" in one_line(err)


def test_a_deal_with_more_actions_than_the_bound_is_refused() -> None:
    data = json.loads(redeals(1))
    data["deals"][0]["actions"] = ["1 pass"] * (MAX_DEAL_ACTIONS + 1)
    with pytest.raises(RecordError) as err:
        loads_record(json.dumps(data))
    assert f"at most {MAX_DEAL_ACTIONS}" in one_line(err)


def test_a_mountain_of_ignored_blocks_is_refused_before_it_is_built() -> None:
    block = "[" * 29 + "]" * 29
    text = redeals(1)[:-1] + ', "junk": [' + ",".join([block] * 250_000) + "]}"
    with pytest.raises(RecordError) as err:
        loads_record(text)
    assert "lists and objects" in one_line(err)


@pytest.mark.parametrize("where", ["top", "deal", "player"])
def test_ignored_content_beyond_its_bound_is_refused(where: str) -> None:
    data = json.loads(redeals(1))
    junk = [[i] for i in range(MAX_IGNORED_VALUES)]
    target = {"top": data, "deal": data["deals"][0], "player": data["players"][1]}[where]
    target["x-notes"] = junk
    with pytest.raises(RecordError) as err:
        loads_record(json.dumps(data))
    assert "ignored" in one_line(err)
    target["x-notes"] = junk[: MAX_IGNORED_VALUES // 4]      # a little is ignored, as before
    assert "x-notes" not in loads_record(json.dumps(data)).to_json()
