"""Where every card, plate and label of the table lies, for the pinning test
(:mod:`tests.view.test_table_pins`): scenes of 2, 3 and 4 players and of the game with a
stock, synced from seat views along one deal each and with each of the scene's own states
(talon spread, a two-player talon open or under the keyboard, the dealer's pack, raised
cards, a hidden hand, the training aids), read back as text rows.

``python -m tests.view.table_pins`` writes the pinned rows (only when the look is meant to
change)."""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterator
from pathlib import Path

from thousand_qt.engine import Card, Concede, Game, Phase, Redeal, RuleSet
from thousand_qt.view.table.seating import Seating, seating_for

PINS = Path(__file__).with_name("data") / "table_pins.json"
SIZES = ((1280, 755), (1024, 595))
VARIANTS = ("2", "3", "4", "stock")


def game_of(variant: str) -> Game:
    rules = RuleSet(two_player_game="stock") if variant == "stock" else RuleSet()
    n = 2 if variant == "stock" else int(variant)
    return Game(rules, n_players=n)


def deal_views(variant: str) -> Iterator[tuple[str, Game]]:
    """The game of ``variant`` along its first deal, named by the action count: at its start,
    after each action until the play, then every fifth card and the last trick's cards; the
    actions are drawn from a fixed seed, never a redeal or concession."""
    game = game_of(variant)
    game.start_deal(seed=11)
    rng = random.Random(3)
    step = 0
    yield f"a{step}", game.copy()
    while game.deal is not None and game.phase not in (Phase.DEAL, Phase.GAME_OVER):
        legal = [a for a in game.legal_actions() if not isinstance(a, (Redeal, Concede))]
        before = game.phase
        game.apply(rng.choice(legal))
        step += 1
        late = before is Phase.PLAY and game.phase is Phase.PLAY
        if not late or step % 5 == 0 or len(game.deal.hands[0]) <= 1:
            yield f"a{step}", game.copy()


def rows(scene) -> list[str]:
    """Every card item (place, turn, z, face, card, width) and plate of ``scene``, sorted."""
    out = []
    for item in scene.all_cards():
        p = item.pos()
        out.append(f"card {p.x():.2f} {p.y():.2f} {item.rotation():.1f} {item.zValue():.0f} "
                   f"{int(item.face_up)} {item.card or '-'} {item.width:.2f} {int(item.isVisible())}")
    for seat, badge in sorted(scene.badges.items()):
        p = badge.pos()
        out.append(f"badge {seat} {p.x():.2f} {p.y():.2f}")
    p = scene.info.pos()
    out.append(f"info {p.x():.2f} {p.y():.2f}")
    if scene.stock_count.isVisible():
        p = scene.stock_count.pos()
        out.append(f"stock {p.x():.1f} {p.y():.1f} {scene.stock_count.text()}")
    return sorted(out)


#: What a state of the scene does on top of a synced view (the scene's own flags): name → change.
Tweak = Callable[[object, Game], None]


def _open_all(scene, game: Game) -> None:
    scene.set_open_hands({s: game.deal.hands[s] for s in range(game.n_players) if s != scene.human})


def _aids(scene, game: Game) -> None:
    closed = scene.closed_talon()
    suits = ["S", "C", "D", "H", "S", "C"][:len(closed)]
    scene.set_talon_aids(suits, {0: Card.parse("AS")} if closed else {}, True)


def _raise_and_hide(scene, game: Game) -> None:
    scene.raised |= {i.card for i in scene.human_hand()[:2] if i.card}
    scene.own_hand_hidden = True


def _spread_talon(scene, game: Game) -> None:
    if scene.talon:
        for item, card in zip(scene.talon, ("9H", "KS", "AD"), strict=False):
            item.card = card
        scene.talon_spread = True


def _pair(scene, game: Game) -> None:
    if any(scene.talon_pair):
        scene.pair_choosable = True
        scene.pair_cursor = 1
        scene.open_pair = 0
        for item, card in zip(scene.talon_pair[0], ("9H", "KS"), strict=False):
            item.card = card


def _pack(scene, game: Game) -> None:
    scene.dealer = 1
    scene.deck = [scene.new_card() for _ in range(24)]


TWEAKS: dict[str, Tweak] = {"open": _open_all, "aids": _aids, "raised": _raise_and_hide,
                            "spread": _spread_talon, "pair": _pair, "pack": _pack}
#: The states that only matter before the play (the talon, the pack).
_BEFORE_PLAY = {"aids", "spread", "pair", "pack"}


def snapshots(make_scene: Callable[[Seating, tuple[int, int]], object],
              relayout: Callable[[object], None]) -> dict[str, list[str]]:
    """Every pinned state: ``make_scene(seating, size)`` gives an empty scene, ``relayout(scene)``
    lays it out (at once, or animated and waited for)."""
    out: dict[str, list[str]] = {}
    for variant in VARIANTS:
        for size in SIZES:
            for name, game in deal_views(variant):
                for tweak in ("plain", *TWEAKS):
                    if tweak != "plain" and (size != SIZES[0] or game.phase is Phase.PLAY and tweak in _BEFORE_PLAY):
                        continue
                    scene = make_scene(seating_for(game.n_players, game.stock_game), size)
                    scene.sync(game.view_for(0))
                    if tweak != "plain":
                        TWEAKS[tweak](scene, game)
                    relayout(scene)
                    out[f"{variant} {size[0]}x{size[1]} {name} {tweak}"] = rows(scene)
    return out


def _write() -> None:    # pragma: no cover - run by hand
    from PySide6.QtWidgets import QApplication

    from thousand_qt.view.table.card_renderer import CardRenderer
    from thousand_qt.view.table.scene import TableScene

    app = QApplication.instance() or QApplication([])
    renderer = CardRenderer()

    def make(seating: Seating, size: tuple[int, int]) -> TableScene:
        scene = TableScene(renderer)
        scene.setup(seating, 0)
        scene.resize_table(*size)
        return scene

    data = snapshots(make, lambda s: s.relayout(0))
    PINS.write_text(json.dumps(data, ensure_ascii=False, indent=0, sort_keys=True) + "\n", encoding="utf-8")
    print(len(data), "states written")
    del app


if __name__ == "__main__":    # pragma: no cover
    _write()
