"""Each seed the window tests start from (tests/view/seeds.py) still has the property it was
pinned for: a change of the rules or of the deal fails here, naming the seed to pin instead."""

from __future__ import annotations

import pytest

from .seeds import PINNED, holds, search


@pytest.mark.parametrize("name", sorted(PINNED))
def test_each_pinned_seed_still_has_its_property(name):
    pin = PINNED[name]
    for players, seed in pin.seeds.items():
        assert holds(pin, players, seed), (
            f"{name} ({pin.why}), {players} players: seed {seed} no longer; "
            f"the first seed that has it now is {search(pin, players)}")
