"""Issue 8, item 16: the card pixmap cache keeps only the sizes in use."""

from __future__ import annotations

from thousand_qt.view.table.card_renderer import KEPT_SIZES, CardRenderer


def test_a_resize_sweep_keeps_only_the_last_sizes(qapp):
    renderer = CardRenderer()
    cards = ["TH", "9S", "AD", "back"]
    for width in range(60, 160):
        for card in cards:
            renderer.pixmap(card, width)
    assert renderer.cached_sizes == KEPT_SIZES
    assert len(renderer._cache) == KEPT_SIZES * len(cards)
    first = renderer.pixmap("TH", 159)
    assert renderer.pixmap("TH", 159) is first          # the size in use stays cached
