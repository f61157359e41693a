"""The late redeal's wait at a network table (docs/rules.md: ``redeal_when`` ``before_lead``).

After the contract an opponent whose 8 cards allow it may ask for a redeal until the first lead.
At a table of people the lead waits, as on this computer, until every person offered the redeal
has answered: the redeal (an ``action``), or "play on" (the ``play_on`` message,
docs/network-protocol.md). :class:`RedealWait` keeps who has played on in the running deal and
answers who the table waits for, and what each seat's view offers meanwhile: the seat to lead
nothing, a seat that played on no redeal. A computer seat answers at once
(:func:`~thousand_qt.ai.driver.computer_redeals`); a person whose turn clock runs out, or who
is gone long enough for a computer to take the seat, plays on.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from thousand_qt.ai.driver import action_count
from thousand_qt.engine import Game, Phase, SeatView
from thousand_qt.engine.actions import Redeal

from .protocol import Refusal

__all__ = ["RedealWait"]


class RedealWait:
    """Who has played on in the running deal, and who the lead waits for."""

    def __init__(self) -> None:
        self._deal = -1                 # the deal (its number in the game) the answers are of
        self._played_on: set[int] = set()
        # the seats offered the redeal at one position: the game, its count, the seats
        self._offer: tuple[Game, int, tuple[int, ...]] | None = None

    def _answers(self, game: Game) -> set[int]:
        deal = len(game.deal_records)
        if deal != self._deal:
            self._deal, self._played_on = deal, set()
        return self._played_on

    def waiting(self, game: Game, person: Callable[[int], bool]) -> list[int]:
        """The seats whose answer the lead waits for: each person (``person(seat)``: a person
        plays the seat now) offered the redeal after the contract who has not answered."""
        if game.rules.redeal_when != "before_lead" or game.phase is not Phase.PLAY:
            return []
        answered = self._answers(game)
        return [seat for seat in self._offered(game) if seat not in answered and person(seat)]

    def _offered(self, game: Game) -> tuple[int, ...]:
        """The seats not to act whose legal actions hold the redeal, worked out once for each
        position (the game and its count: the table asks several times for each message)."""
        count = action_count(game)
        if self._offer is None or self._offer[0] is not game or self._offer[1] != count:
            seats = tuple(seat for seat in range(game.n_players) if seat != game.to_act
                          and any(isinstance(a, Redeal) for a in game.legal_actions(seat)))
            self._offer = (game, count, seats)
        return self._offer[2]

    def played_on(self, game: Game, seat: int) -> bool:
        """True when ``seat`` played on in the running deal (its redeal is no longer offered)."""
        return seat in self._answers(game)

    def play_on(self, game: Game, seat: int, waiting: Sequence[int]) -> None:
        """``seat`` plays on; refused (``not_offered``) unless the lead waits for its answer."""
        if seat not in waiting:
            said = "it has answered already" if self.played_on(game, seat) else "no redeal is offered to it now"
            raise Refusal("not_offered", f"seat {seat} cannot play on: {said}")
        self._answers(game).add(seat)

    def close(self, game: Game, seat: int, waiting: Sequence[int]) -> bool:
        """A computer now plays ``seat`` (its person's clock ran out, or they are gone): if the
        lead waited for its answer, it plays on. True if it did."""
        if seat not in waiting:
            return False
        self._answers(game).add(seat)
        return True

    def offered(self, view: SeatView, game: Game, waiting: Sequence[int]) -> SeatView:
        """``view`` as the table offers it: while the lead waits, the seat to lead has nothing to
        do; a seat that played on has no redeal on offer. (A copy where it changes, as
        :func:`~.hidden.canonical_view` makes it.)"""
        if view.seat == view.to_act and waiting:
            legal: tuple[object, ...] = ()
        elif view.legal_actions and self.played_on(game, view.seat):
            legal = tuple(a for a in view.legal_actions if not isinstance(a, Redeal))
        else:
            return view
        copy = object.__new__(SeatView)
        copy.__dict__.update(view.__dict__)
        copy.__dict__["legal_actions"] = legal
        return copy
