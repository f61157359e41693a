"""The hint: a legal suggested action and the numbers of its reason."""

from __future__ import annotations

from thousand_qt.ai import Hint, ReasonKind, suggest
from thousand_qt.engine import PRESETS, Game, Phase
from thousand_qt.engine.actions import Contract, Play

from .helpers import to_give


def test_contract_hint_gives_the_sampled_make_count():
    g = to_give(40378212057079, 1, 0)
    while g.phase is not Phase.CONTRACT:
        g.apply(suggest(g.view_for(0), seed=5).action)
    view = g.view_for(0)
    hint = suggest(view, seed=5)
    assert isinstance(hint, Hint) and hint.action in view.legal_actions
    assert isinstance(hint.action, Contract)
    r = hint.reason
    assert r.kind is ReasonKind.CONTRACT and r.amount == hint.action.amount
    assert r.samples is not None and r.made_in is not None and 0 <= r.made_in <= r.samples
    assert suggest(view, seed=5) == hint


def test_play_hints_and_the_rules_of_thumb():
    g = Game(PRESETS["classic"], 3, 0)
    g.start_deal(seed=21)
    kinds = set()
    while g.phase not in (Phase.DEAL, Phase.GAME_OVER):
        view = g.view_for(g.to_act)
        hint = suggest(view, seed=2, level="strong" if g.phase is Phase.PLAY else "normal")
        assert hint.action in view.legal_actions
        if isinstance(hint.action, Play) and hint.reason.kind in (ReasonKind.PLAY_MAKES, ReasonKind.PLAY_BREAKS):
            assert hint.reason.samples and 0 <= hint.reason.made_in <= hint.reason.samples
        kinds.add(hint.reason.kind)
        g.apply(hint.action)
    assert ReasonKind.RULE in kinds and ReasonKind.ONLY in kinds
    assert kinds & {ReasonKind.PLAY_MAKES, ReasonKind.PLAY_BREAKS}
