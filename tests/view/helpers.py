"""Shared helpers of the window tests: the seats and the simple computer player of a test game,
a shown window, and the ways to the panels, the play and the end of a deal.

Fixtures are in conftest.py; the mouse-driven table walk is in table_walk.py.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import replace
from pathlib import Path

from thousand_qt.engine import Game
from thousand_qt.engine.actions import Play
from thousand_qt.engine.record import PlayerInfo, save_record
from thousand_qt.engine.rules import RuleSet
from thousand_qt.model import GameModel
from thousand_qt.stats import StatsStore

from ..stats.helpers import barrel_win
from .seeds import HUMAN_ON_THE_HUNDRED, Pinned, SimplePlayer

#: Our Russian catalogue's source.
RU_TS = Path(__file__).resolve().parents[2] / "thousand_qt" / "i18n" / "thousand_qt_ru.ts"
#: The tests' game records (tests/records).
RECORDS = Path(__file__).resolve().parents[1] / "records"


PLAYERS = [PlayerInfo("Вы", "human"), PlayerInfo("Фёдор", "computer", "easy"),
           PlayerInfo("Маша", "computer", "easy")]


def make_window(qtbot, speed: str, player_factory=SimplePlayer, settings=None):
    """A shown game window at animation ``speed`` with computer players from ``player_factory``
    (``settings``: a model ``Settings`` to start from, the defaults if None)."""
    from thousand_qt.model import GameModel, Settings
    from thousand_qt.view.app import build_window

    settings = settings if settings is not None else Settings()
    settings.animation_speed = speed
    settings.trick_hold = "none"       # tests that wait for a held trick set it themselves
    settings.talon_hold = "none"       # and for a held talon
    settings.sound = False             # tests that listen turn it on
    settings.think_pause_ms = 0
    model = GameModel(autosave=False, think_pause_ms=0, player_factory=player_factory)
    win = build_window(model, settings)
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    return win


#: Two and four players: the human and one computer; the human and three.
TWO = PLAYERS[:2]
FOUR = [*PLAYERS, PlayerInfo("Петя", "computer", "easy")]


def seed_where(win, players, pinned: Pinned) -> None:
    """Start a game of ``players`` on the seed pinned for them whose first deal has ``pinned``'s
    property (tests/view/seeds.py)."""
    win.model.new_game(pinned.rules, players, seed=pinned.seed(len(players)))


def to_give(win, qtbot, aids=None) -> None:
    """A seed where the human is on the hundred, both computers pass: the give panel opens
    (``aids``: the training aids of the game, none if None)."""
    from thousand_qt.engine.aids import Aids

    win.model.new_game(RuleSet(), PLAYERS, seed=HUMAN_ON_THE_HUNDRED.seed(3), aids=aids or Aids())
    qtbot.waitUntil(lambda: win.give_panel.isVisible() and not win.queue.busy, timeout=15000)


def to_contract(win, qtbot, aids=None) -> None:
    """On to the contract panel: the first two cards given."""
    to_give(win, qtbot, aids)
    give_the_first_two(win, qtbot)


def give_the_first_two(win, qtbot) -> None:
    """At the give: the human's first two cards given, on to the contract panel."""
    hand = win.scene.human_hand()
    hand[0].clicked.emit(hand[0])
    hand[1].clicked.emit(hand[1])
    win.give_panel.give_button.click()
    qtbot.waitUntil(lambda: win.contract_panel.isVisible() and not win.queue.busy, timeout=15000)


def to_play(win, qtbot, aids=None) -> None:
    """On to the play: the first two cards given, the contract kept at the bid."""
    to_contract(win, qtbot, aids)
    win.contract_panel.keep_button.click()
    qtbot.waitUntil(lambda: win.input.mode == "play" and not win.queue.busy, timeout=15000)


def play_until_a_trick_is_held(win, qtbot) -> None:
    """On to the play, the human leads and the others follow: the trick is held."""
    to_play(win, qtbot)
    win.input.play(win.scene.human_hand()[0].card)      # the human leads; the others follow
    qtbot.waitUntil(lambda: win.controller.hold.holding, timeout=10000)


def play_out_the_deal(win, qtbot, left: int = 0) -> None:
    """The human plays its first legal card until the summary opens (``left``: until the human,
    to play, holds that many cards)."""
    for _ in range(12):
        qtbot.waitUntil(lambda: win.summary is not None or (win.input.mode == "play" and not win.queue.busy),
                        timeout=15000)
        if win.summary is not None or (left and len(win.model.view().hand) == left):
            return
        win.input.play(next(str(a.card) for a in win.model.legal() if isinstance(a, Play)))
    raise AssertionError("the deal did not end")


def set_speed(win, speed: str) -> None:
    """The animation speed changed as Game ▸ Preferences changes it: the setting, then the
    window's settings applied."""
    win.settings.animation_speed = speed
    win.apply_settings()


@contextmanager
def at_instant_speed(win) -> Iterator[None]:
    """The animation speed set to instant for the block and back to the window's own after it
    (each as Preferences sets it): the way to a tested moment is not waited for, the moment
    itself plays at the speed the test chose."""
    speed = win.settings.animation_speed
    set_speed(win, "instant")
    try:
        yield
    finally:
        set_speed(win, speed)


def to_the_last_card(win, qtbot, aids=None) -> None:
    """On to the play and through it to the human's last card at the instant speed (as
    :func:`to_play` and :func:`play_out_the_deal`); the last trick and the summary then go at the
    window's own speed."""
    with at_instant_speed(win):
        to_play(win, qtbot, aids)
        play_out_the_deal(win, qtbot, left=1)


def one_move_from_the_end(tmp_path, begun_here: bool = True, human: int = 0, **extras):
    """barrel_win without its last card (seat 2 plays AS, the only card left): a computer ends
    it (or the human, at ``human`` 2). ``begun_here``: the statistics know the game was begun in
    this program (and saved)."""
    record = barrel_win()
    record.players[0], record.players[human] = record.players[human], record.players[0]
    record.extras.update({"created": "2026-03-01T12:00:00+00:00", "seed": 42, **extras})
    record.deals[-1] = replace(record.deals[-1], actions=record.deals[-1].actions[:-1])
    path = tmp_path / "almost.thousand"
    save_record(record, path)
    if begun_here:
        assert StatsStore(GameModel.autosave_path().parent).note_started(record) == ()
    return path


def results_of_a_long_game(deals: int) -> list:
    """The results of up to ``deals`` deals of random legal play (seed 5), redeals included."""
    rng = random.Random(5)
    game = Game(n_players=3, first_dealer=0)
    out: list = []
    while len(out) < deals and not game.finished:
        game.start_deal(rng=rng)
        while game.to_act is not None:
            game.apply(rng.choice(game.legal_actions()))
        out = list(game.results)
    return out
