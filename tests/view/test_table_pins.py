"""The table looks exactly as pinned (tests/view/data/table_pins.json, see
:mod:`tests.view.table_pins`): every card's place, turn, z, face and size and every plate's
place, for 2, 3 and 4 players and the game with a stock, laid out at once and, at the default
animation speed, flown there from the deal's previous state."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QAbstractAnimation

from thousand_qt.view.table.card_renderer import CardRenderer
from thousand_qt.view.table.declarer_moves import FLY
from thousand_qt.view.table.scene import TableScene
from thousand_qt.view.table.seating import Seating, seating_for

from .table_pins import PINS, SIZES, VARIANTS, deal_views, rows, snapshots


@pytest.fixture(scope="module")
def pinned() -> dict[str, list[str]]:
    return json.loads(PINS.read_text(encoding="utf-8"))


def _scene(renderer: CardRenderer, seating: Seating, size: tuple[int, int]) -> TableScene:
    scene = TableScene(renderer)
    scene.setup(seating, 0)
    scene.resize_table(*size)
    return scene


def test_every_pile_lies_where_it_did(qapp, pinned):
    renderer = CardRenderer()
    now = snapshots(lambda seating, size: _scene(renderer, seating, size), lambda s: s.relayout(0))
    assert now.keys() == pinned.keys()
    changed = [key for key in now if now[key] != pinned[key]]
    assert not changed, (changed[:5], sorted(set(now[changed[0]]) ^ set(pinned[changed[0]]))[:10])


@pytest.mark.parametrize("variant", VARIANTS)
def test_cards_flown_at_the_default_speed_land_where_pinned(qtbot, pinned, variant):
    """The game's way: one scene through the deal, each state's cards flown from the last one
    over a card's flight at the default speed (the first nine states and the last)."""
    renderer = CardRenderer()
    states = list(deal_views(variant))
    scene = None
    for k, (name, game) in enumerate(states):
        if 9 <= k < len(states) - 1:
            continue
        if scene is None:
            scene = _scene(renderer, seating_for(game.n_players, game.stock_game), SIZES[0])
        anims = scene.sync(game.view_for(0), FLY)
        for anim in anims:
            anim.start()
        qtbot.waitUntil(lambda flying=anims: all(a.state() == QAbstractAnimation.State.Stopped for a in flying),
                        timeout=10000)
        assert rows(scene) == pinned[f"{variant} {SIZES[0][0]}x{SIZES[0][1]} {name} plain"], name
