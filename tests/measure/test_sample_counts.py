"""The strong player counts the samples and cut-offs of its simulated decisions; the arena
prints their distribution."""

from __future__ import annotations

from tests.ai.helpers import to_give
from thousand_qt.ai.pimc import BID_SAMPLES, StrongPlayer
from thousand_qt.ai.player import SampleCount
from thousand_qt.engine import PRESETS, Game
from thousand_qt.engine.cards import deal_cards, shuffled_deck
from thousand_qt.measure.ai.arena import _sampled_lines


def test_the_contract_decision_records_its_samples_and_cut_offs():
    g = to_give(43359770476842, 0, 2)
    player = StrongPlayer(5, node_budget=30_000)
    while not player.sample_counts:
        g.apply(player.choose(g.view_for(2)))
    (count,) = player.sample_counts
    assert count.what == "contract" and player.min_samples <= count.samples <= player.max_samples
    assert 0 <= count.cut <= count.samples


def test_the_auction_records_one_count_per_simulation():
    g = Game(PRESETS["classic"], 3, 0)
    g.start_deal(*deal_cards(shuffled_deck(3), 3, 0))
    view = g.view_for(g.to_act)
    player = StrongPlayer(1, node_budget=20_000)
    player.choose(view)
    player.choose(view)   # the same view: the simulation is cached, counted once
    assert len(player.sample_counts) == 1
    count = player.sample_counts[0]
    assert count.what == "auction" and count.samples == BID_SAMPLES and 0 <= count.cut <= count.samples


def test_the_arena_prints_the_distribution_per_decision_kind():
    counts = [SampleCount("contract", 24, 0), SampleCount("contract", 8, 3), SampleCount("contract", 24, 1),
              SampleCount("auction", 16, 7)]
    lines = _sampled_lines("strong", counts)
    assert lines == [
        "  strong  auction       1 decisions, samples per decision (mean 16.0) 16: 1",
        "  strong  auction       1 decisions, cut off per decision (mean 7.0) 7: 1",
        "  strong  contract      3 decisions, samples per decision (mean 18.7) 8: 1, 24: 2",
        "  strong  contract      3 decisions, cut off per decision (mean 1.3) 0: 1, 1: 1, 3: 1",
    ]
    assert _sampled_lines("normal", []) == []
