"""The table shows the hands it is given face up (a training aid, reviewing a game); the rest
lie face down."""

from __future__ import annotations

from thousand_qt.engine.state import Game
from thousand_qt.view.table.card_renderer import CardRenderer
from thousand_qt.view.table.scene import TableScene


def _dealt_game() -> Game:
    game = Game()
    game.start_deal(seed=5)
    return game


def _scene(qapp) -> TableScene:
    scene = TableScene(CardRenderer())
    scene.resize_table(1280, 800)
    return scene


def _shown(scene: TableScene, seat: int) -> set[str]:
    return {i.card for i in scene.hands[seat] if i.face_up and i.card}


def test_sync_without_open_hands_shows_only_the_humans_cards(qapp):
    game, scene = _dealt_game(), _scene(qapp)
    scene.sync(game.view_for(0))
    assert _shown(scene, 0) == {c.text for c in game.deal.hands[0]}
    for seat in (1, 2):
        assert len(scene.hands[seat]) == 7
        assert not any(i.face_up or i.card for i in scene.hands[seat])


def test_sync_shows_the_given_hands_face_up_sorted(qapp):
    game, scene = _dealt_game(), _scene(qapp)
    scene.sync(game.view_for(0), open_hands={1: game.deal.hands[1]})
    assert _shown(scene, 1) == {c.text for c in game.deal.hands[1]}
    assert not any(i.face_up for i in scene.hands[2])
    assert scene.open_seats == {1}
    suits = [i.card[-1] for i in scene.hands[1]]
    assert suits == sorted(suits, key=suits.index)           # each suit together
    scene.sync(game.view_for(0))                              # the next sync without: closed again
    assert not any(i.face_up or i.card for i in scene.hands[1])


def test_show_hands_turns_dealt_cards_up_at_the_default_speed(qapp, qtbot):
    game, scene = _dealt_game(), _scene(qapp)
    scene.sync(game.view_for(0))
    anims = scene.show_hands({1: game.deal.hands[1], 2: game.deal.hands[2]}, duration=320)
    assert anims, "the cards turn over, animated"
    for anim in anims:
        anim.start()
    qtbot.waitUntil(lambda: all(i.face_up for s in (1, 2) for i in scene.hands[s]), timeout=3000)
    assert _shown(scene, 2) == {c.text for c in game.deal.hands[2]}
    assert len(scene.all_cards()) == 24
