"""Drive a :class:`Game` with computer players (tests, the arena, the GUI's demo mode)."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Protocol

from thousand_qt.engine import Game, Phase, SeatView
from thousand_qt.engine.actions import Action, Redeal
from thousand_qt.engine.cards import Card
from thousand_qt.engine.events import DealResult, Event


class Chooser(Protocol):
    """Anything that answers a view with an action (a computer player, a test's wrapper)."""

    def choose(self, view: SeatView) -> Action | None: ...


def action_count(game: Game) -> int:
    """How far the game has gone: its actions plus its deals (a stale answer sees a change)."""
    return sum(len(d.actions) for d in game.deal_records) + len(game.deal_records)


def computer_redeals(game: Game, players: Mapping[int, Chooser]) -> list[Event]:
    """A computer seat that is not to act may ask for a redeal too: before the first bid, or
    (``redeal_when`` ``before_lead``) as an opponent after the contract.

    ``players`` are the computer seats' players. The decision is a quick look at the seat's
    own hand, so it is asked on the caller's thread; returns the events of the redeal, if any.
    """
    for seat, player in sorted(players.items()):
        if seat == game.to_act or not game.legal_actions(seat):
            continue
        choice = player.choose(game.view_for(seat))
        if choice is not None and choice in game.legal_actions(seat):
            return game.apply(choice)
    return []


def ask_redeals(game: Game, players: Sequence[Chooser]) -> bool:
    """Let a seat that is not to act ask for a redeal (before the first bid, or after the
    contract with ``redeal_when`` ``before_lead``). True if one was taken."""
    if game.deal is None:
        return False
    turn = game.to_act
    for seat in game.deal.active:
        if seat == turn:
            continue
        if not game.legal_actions(seat):
            continue
        action = players[seat].choose(game.view_for(seat))
        if isinstance(action, Redeal):
            game.apply(action)
            return True
    return False


def play_deal(game: Game, players: Sequence[Chooser], *, seed: int | None = None,
              hands: Sequence[Sequence[Card]] | None = None, talons: Sequence[Sequence[Card]] | None = None,
              log: list[str] | None = None, stock: Sequence[Card] | None = None) -> None:
    """Deal (from ``seed`` or the given cards: the talons, or the stock in the game with a
    stock) and play until the deal is scored or redealt."""
    if hands is not None:
        game.start_deal(hands, talons, stock=stock)
    else:
        game.start_deal(seed=seed)
    asked: set[Phase] = set()       # the first position of each phase: where a redeal out of turn opens
    while game.phase not in (Phase.DEAL, Phase.GAME_OVER):
        if game.phase not in asked:
            asked.add(game.phase)
            if ask_redeals(game, players):
                break
        seat = game.to_act
        assert seat is not None  # a deal in progress always has a seat to act
        action = players[seat].choose(game.view_for(seat))
        if action is None:  # only a seat asked out of turn may answer nothing
            raise RuntimeError(f"the player of seat {seat} gave no action on its turn")
        if log is not None:
            log.append(str(action))
        game.apply(action)


def finish_deal(game: Game, players: Sequence[Chooser]) -> DealResult:
    """Play on from where the deal stands (no redeal asked) until it is scored; its result."""
    while game.phase not in (Phase.DEAL, Phase.GAME_OVER):
        seat = game.to_act
        assert seat is not None  # a deal in progress always has a seat to act
        action = players[seat].choose(game.view_for(seat))
        if action is None:
            raise RuntimeError(f"the player of seat {seat} gave no action on its turn")
        game.apply(action)
    return game.results[-1]


def play_game(game: Game, players: Sequence[Chooser], seed: int = 0, max_deals: int = 400) -> Game:
    """Play whole deals (shuffled from ``seed``) until the game ends (or ``max_deals``)."""
    rng = random.Random(seed)
    for _ in range(max_deals):
        if game.finished:
            break
        play_deal(game, players, seed=rng.getrandbits(64))
    return game
