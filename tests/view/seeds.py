"""The game seeds the window tests start from, pinned: each found once by a search over the
first deal alone (the engine and the test's computer players, no window), so a test starts its
game at once instead of trying seed after seed through the GUI.

tests/view/test_pinned_seeds.py checks every pin still has the property it was chosen for: a
change of the rules or of the deal fails there, loudly, instead of a window test silently
testing something else. To pin again, ``python -m tests.view.seeds`` prints each pin's first
seed that has its property.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from thousand_qt.ai.driver import computer_redeals
from thousand_qt.engine import Game, Phase
from thousand_qt.engine.actions import ACES, MARRIAGE, Pass, Play, Redeal, forced_play
from thousand_qt.engine.cards import sort_hand
from thousand_qt.engine.record import PlayerInfo
from thousand_qt.engine.rules import RuleSet
from thousand_qt.engine.seat_view import SeatView
from thousand_qt.model import seats


class SimplePlayer:
    """Passes in the auction, keeps the lowest contract, plays the first legal card."""

    def __init__(self, level: str, seed: int) -> None:
        pass

    def choose(self, view):
        legal = [str(a) for a in view.legal_actions]
        for verb in ("pass", "give", "contract", "play"):
            for action in legal:
                if action.split()[1] == verb and not action.endswith(("marriage", "aces")):
                    return action
        return legal[0]


class RedealingPlayer(SimplePlayer):
    """Asks for a redeal whenever it may; otherwise as the simple player."""

    def choose(self, view):
        redeals = [a for a in view.legal_actions if isinstance(a, Redeal)]
        return redeals[0] if redeals else super().choose(view)


@dataclass(frozen=True)
class Pinned:
    """Seeds whose first deal (the game just dealt, as :func:`first_deal` deals it) has the
    property ``holds``: one seed for each number of players the tests use (``seeds``: players →
    seed)."""

    why: str
    holds: Callable[[Game], bool]
    seeds: Mapping[int, int]
    rules: RuleSet = field(default_factory=RuleSet)
    computer: Callable[[str, int], Any] = SimplePlayer      #: the computers' player factory

    def seed(self, players: int) -> int:
        """The seed pinned for a game of ``players`` players."""
        return self.seeds[players]


def first_deal(rules: RuleSet, players: int, seed: int, computer: Callable[[str, int], Any] = SimplePlayer) -> Game:
    """A new game's first deal, dealt as the model deals it (the first dealer drawn from
    ``seed``, the deal's own seed, the redeals asked before the first word of the computers
    made by ``computer``), the human at seat 0, before anyone has spoken."""
    infos = [PlayerInfo("human", "human")] + [PlayerInfo(f"computer {s}", "computer") for s in range(1, players)]
    game = Game(rules, players, seats.first_dealer(seed, players))
    game.start_deal(seed=f"{seed}/0")
    computer_redeals(game, seats.computer_players(infos, 0, computer, seed))
    return game


def seen(wanted: Callable[[SeatView], bool]) -> Callable[[Game], bool]:
    """The property that ``wanted`` holds of what the human sees of the deal."""
    return lambda game: wanted(game.view_for(0))


def forced_turns(game: Game) -> list[tuple[int, bool]]:
    """The deal played on as test_forced_play plays it (the human passes in the auction, then
    plays the first card of its hand as the table sorts it that may be played, with what may be
    declared with it; the computers play as :class:`SimplePlayer`): at each of the human's turns
    in the play, the cards it holds and whether it has a single card to play."""
    computer = SimplePlayer("easy", 0)
    turns: list[tuple[int, bool]] = []
    while game.phase not in (Phase.DEAL, Phase.GAME_OVER):
        seat, legal = game.to_act, game.legal_actions()
        if seat != 0:
            game.apply(next(a for a in legal if str(a) == computer.choose(game.view_for(seat))))
        elif game.phase is not Phase.PLAY:
            game.apply(next(a for a in legal if isinstance(a, Pass)))
        else:
            view = game.view_for(0)
            turns.append((len(view.hand), forced_play(legal) is not None))
            card = next(c for c in sort_hand(view.hand, view.trump) if Play(0, c) in legal)
            declared = (Play(0, card, extra) for extra in (MARRIAGE, ACES) if Play(0, card, extra) in legal)
            game.apply(next(declared, Play(0, card)))
    return turns


def a_forced_card_before_the_last(game: Game) -> bool:
    """A computer is on the hundred, and the deal played on as test_forced_play plays it
    (:func:`forced_turns`) gives the human a single card to play while it holds more than one."""
    return game.view_for(0).hundred not in (0, None) and any(
        forced and cards > 1 for cards, forced in forced_turns(game))


def a_computer_redeals(game: Game) -> bool:
    """A computer throws the deal in: before the first word, or as the first to speak."""
    first = game.to_act
    return bool(game.results and game.results[0].redeal) or (
        first not in (0, None) and any(isinstance(a, Redeal) for a in game.legal_actions(first)))


def holds(pinned: Pinned, players: int, seed: int) -> bool:
    """True if ``seed``'s first deal of ``players`` players has ``pinned``'s property."""
    return pinned.holds(first_deal(pinned.rules, players, seed, pinned.computer))


def search(pinned: Pinned, players: int, limit: int = 1000) -> int | None:
    """The first seed from 1 whose first deal has ``pinned``'s property, None below ``limit``."""
    return next((s for s in range(1, limit) if holds(pinned, players, s)), None)


HUMAN_ON_THE_HUNDRED = Pinned(
    "the human is on the hundred: the computers pass, the human declares",
    seen(lambda v: v.hundred == 0), {2: 5, 3: 5, 4: 9})
HUMAN_ON_THE_HUNDRED_NOT_DEALING = Pinned(
    "the human is on the hundred and does not deal",
    seen(lambda v: v.hundred == 0 and v.dealer != 0), {2: 5, 3: 5, 4: 9})
SEAT_2_ON_THE_HUNDRED_HUMAN_NOT_DEALING = Pinned(
    "seat 2 is on the hundred, the human neither on it nor dealing: the human speaks in the auction",
    seen(lambda v: v.hundred == 2 and v.dealer not in (0, 2)), {3: 7, 4: 1})
COMPUTER_ON_THE_HUNDRED = Pinned(
    "two players: the computer is on the hundred, the human (the dealer) speaks first",
    seen(lambda v: v.hundred == 1), {2: 1})
HUMAN_DEALS = Pinned(
    "four players: the human deals and sits the deal out",
    seen(lambda v: v.dealer == 0), {4: 2})
SEAT_2_DEALS_SEAT_3_ON_THE_HUNDRED = Pinned(
    "four players: seat 2 deals, seat 3 is on the hundred",
    seen(lambda v: v.dealer == 2 and v.hundred == 3), {4: 5})
HUMAN_DEFENDS = Pinned(
    "three players: a computer is on the hundred; the human speaks in the auction (passing, it defends)",
    seen(lambda v: v.hundred not in (0, None)), {3: 1})
A_FORCED_CARD_BEFORE_THE_LAST = Pinned(
    "a computer declares; the human, passing and then playing its first playable card, has one card"
    " to play before its last", a_forced_card_before_the_last, {3: 3})
A_COMPUTER_REDEALS = Pinned(
    "with redeals allowed, a computer that redeals whenever it may throws the first deal in",
    a_computer_redeals, {3: 40}, RuleSet(redeal=True), RedealingPlayer)
TALONS_OF_THREE_HUMAN_ON_THE_HUNDRED = Pinned(
    "two players with talons of three and a card to the second talon: the human is on the hundred",
    seen(lambda v: v.hundred == 0), {2: 5},
    RuleSet(two_player_talons="three", second_talon="last_trick", second_talon_card=True))
CUT_CARD_HIDDEN_FROM_THE_HUMAN = Pinned(
    "the cut card is the dealer's and shown to the dealer only: the human, not dealing, sees it face down",
    seen(lambda v: v.cut_hidden), {3: 5}, RuleSet(cut=True, cut_shown_to="dealer"))
A_GOLDEN_DEALS_CUT_AT_A_THIRD_NINE = Pinned(
    "the first deal is golden (the golden round from the start) and its cut ends at a third nine",
    seen(lambda v: v.golden and v.cut_penalty > 0), {3: 116}, RuleSet(cut=True, golden_round=True))
NOBODY_ON_THE_HUNDRED_HUMAN_SPEAKS_FIRST = Pinned(
    "opening free_redeal: nobody is on the hundred, seat 2 deals and the human speaks first",
    seen(lambda v: v.hundred is None and v.dealer == 2 and v.to_act == 0), {3: 5}, RuleSet(opening="free_redeal"))
FREE_DEALER_HUMAN_DEALS = Pinned(
    "opening free_dealer: the human deals, the computers speak first",
    seen(lambda v: v.dealer == 0), {3: 1}, RuleSet(opening="free_dealer"))

#: Every pin, by name (the names test_pinned_seeds.py reports).
PINNED: dict[str, Pinned] = {
    name: value for name, value in globals().items() if isinstance(value, Pinned)}


if __name__ == "__main__":
    for name, pin in PINNED.items():
        print(name, {n: search(pin, n) for n in pin.seeds})
