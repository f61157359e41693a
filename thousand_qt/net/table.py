"""The authoritative table of network play: the host's :class:`Game` and who sits where.

A :class:`Table` is plain synchronous logic (the server around it does the input and output):
people join seats and get a secret token, say they are ready, act for their own seat only; the
table checks every action against the engine, applies it and hands back, for each seat, only
what that seat may see (its own :class:`SeatView` and the public events). Computer seats, and
seats whose person is away longer than the host allows, are played by the project's computer
players: :meth:`computer_job` says whose turn a computer must take, :meth:`computer_answer`
plays its answer if the game is still where it was asked. Every method returns the messages to
send as ``(seat, text)`` pairs; a refused request raises :class:`Refusal` and changes nothing.
"""

from __future__ import annotations

import random
import secrets
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime

from thousand_qt import __version__
from thousand_qt.ai.driver import Chooser, action_count, computer_redeals
from thousand_qt.ai.levels import make_player
from thousand_qt.engine import Game, IllegalActionError, Phase, RuleSet, SeatView
from thousand_qt.engine.actions import Action, ActionSyntaxError, Redeal, parse_action
from thousand_qt.engine.events import Event
from thousand_qt.engine.record import GameRecord, PlayerInfo, record_from_game

from .hidden import canonical_view, table_secret
from .protocol import Refusal, encode
from .redeal_wait import RedealWait
from .table_seat import Counted, SeatSpec, TableSeat, token_digest
from .update import update_texts

__all__ = ["SeatSpec", "Table", "Outbox", "ComputerJob", "seat_update", "token_digest"]

#: Messages to send: (seat, message text).
Outbox = list[tuple[int, str]]


def seat_update(game: Game, seat: int, events: Sequence[Event], *, with_results: bool = False) -> str:
    """The ``update`` message of ``seat`` after ``events``: what it may see, its cards in the
    order the table shows them (:func:`~.hidden.canonical_view`), never the deal's."""
    return update_texts(action_count(game), events, [canonical_view(game.view_for(seat))],
                        with_results=with_results)[0]


@dataclass(frozen=True)
class ComputerJob:
    """A decision a computer player must take: ``player.choose(view)`` at ``count``."""

    seat: int
    count: int
    player: Chooser
    view: SeatView


class Table(Counted):
    """One table: its seats, its game once everybody is ready, and its record."""

    _COUNTED = frozenset({"seats", "reconnect_seconds", "takeover_level", "allow_hints", "turn_seconds", "public",
                          "seed", "_player_seed", "created"})

    def __init__(self, code: str, rules: RuleSet, seats: Sequence[SeatSpec], *, reconnect_seconds: int = 60,
                 takeover_level: str = "normal", allow_hints: bool = False, seed: int | None = None,
                 turn_seconds: int = 0, public: bool = False, player_seed: int | None = None) -> None:
        if len(seats) not in (2, 3, 4):
            raise ValueError("a table has 2, 3 or 4 seats")
        self.code = code
        self.rules = rules
        self.seats = [TableSeat(s) for s in seats]
        self.reconnect_seconds = reconnect_seconds
        self.takeover_level = takeover_level
        self.allow_hints = allow_hints
        self.turn_seconds = turn_seconds    # the turn clock (0: none); the server keeps the time
        self.public = public                # listed in the server's lobby while it waits (lobby.py)
        # the shuffles' secret (kept on the host: it leaves only in the record of a finished game)
        # and, apart from it, the computer players' own seeds (never sent, never in a record; kept
        # in the table's state, so that a resumed table's computers play as they would have)
        self.seed = seed if seed is not None else table_secret()
        self._player_seed = player_seed if player_seed is not None else seed if seed is not None else table_secret()
        self.game: Game | None = None
        self.ended: str | None = None
        self.created = datetime.now(UTC).isoformat(timespec="seconds")
        self._players: dict[int, Chooser] = {}
        self._redeal_wait = RedealWait()    # the lead waits for the people offered the late redeal
        for i, s in enumerate(self.seats):
            if not s.human:
                s.name = s.name or f"Computer {i + 1}"
                self._players[i] = make_player(s.spec.level, self._player_seed + i)

    # -- queries ----------------------------------------------------------------------------
    @property
    def n_players(self) -> int:
        return len(self.seats)

    @property
    def settings_changes(self) -> int:
        """How many times a setting of the table or of a seat was set: what its saved state
        holds besides the rules and the game changed only when this did."""
        return self.changes + sum(s.changes for s in self.seats)

    @property
    def started(self) -> bool:
        return self.game is not None

    @property
    def player_seed(self) -> int:
        """What the computer players' seeds follow from (seat ``i``: this + i; a seat taken
        over: this + 10 + seat)."""
        return self._player_seed

    @property
    def game_over(self) -> bool:
        """True once the game is won (the server then ends the table)."""
        return self.game is not None and self.game.finished

    @property
    def count(self) -> int:
        """How far the game has gone (actions plus deals); 0 before it starts."""
        return action_count(self.game) if self.game is not None else 0

    def seat_of_token(self, token: str) -> int | None:
        """The seat whose token this is (its digest compared in constant time), or None."""
        digest = token_digest(token)
        for i, s in enumerate(self.seats):
            if s.token_hash is not None and secrets.compare_digest(s.token_hash, digest):
                return i
        return None

    def away_seats(self) -> list[int]:
        """The seats whose person the table waits for."""
        return [i for i, s in enumerate(self.seats) if s.away and not s.connected]

    def people_connected(self) -> int:
        return sum(s.connected for s in self.seats if s.human)

    def record(self, *, with_seed: bool = True) -> GameRecord:
        """The record so far; a seat that waited for a person is ``human`` in it. Without
        ``with_seed`` the shuffles' secret is left out (``null``)."""
        assert self.game is not None
        players = [PlayerInfo(s.name, "human") if s.human else PlayerInfo(s.name, "computer", s.spec.level)
                   for s in self.seats]
        return record_from_game(self.game, players, {"created": self.created, "app_version": __version__,
                                                     "seed": self.seed if with_seed else None})

    def record_text(self) -> str:
        """The record as the exact text of its ``.thousand`` file (the one the seats get at the
        end): the shuffles' secret only once the game is finished (a table stopped may be taken
        up again, and the secret would tell its next deals)."""
        return self.record(with_seed=self.game_over).dumps() + "\n"

    # -- the lobby --------------------------------------------------------------------------
    def table_message(self) -> str:
        return encode("table", code=self.code, players=self.n_players, seats=[s.to_wire() for s in self.seats],
                      rules=self.rules.to_dict(), started=self.started, allow_hints=self.allow_hints,
                      reconnect_seconds=self.reconnect_seconds, turn_seconds=self.turn_seconds)

    def _to_all(self, text: str) -> Outbox:
        return [(i, text) for i, s in enumerate(self.seats) if s.connected]

    def join(self, name: str, seat: int | None = None) -> tuple[int, str, Outbox]:
        """Seat a person (the asked seat if it is free); returns the seat, its token and messages."""
        free = [i for i, s in enumerate(self.seats) if s.human and not s.taken]
        if self.started or not free:
            raise Refusal("table_full", "the table has no free seat")
        if seat is not None and seat not in free:
            raise Refusal("seat_taken", f"seat {seat} is not a free seat for a person")
        chosen = seat if seat is not None else free[0]
        s = self.seats[chosen]
        token = secrets.token_urlsafe(24)
        s.name, s.token_hash, s.connected, s.ready = name.strip(), token_digest(token), True, False
        return chosen, token, self._to_all(self.table_message())

    def rejoin(self, seat: int) -> Outbox:
        """The person of ``seat`` is back (they showed its token)."""
        s = self.seats[seat]
        s.connected = True
        out: Outbox = []
        if self.started:
            s.away, s.computer_plays = False, False
            out += self._to_all(encode("seat", seat=seat, status="returned"))
        out += self._to_all(self.table_message())
        if self.started:
            out.append((seat, self._update(seat, [], with_results=True)))
        return out

    def leave_lobby(self, seat: int) -> Outbox:
        """Before the game: the person of ``seat`` is gone and the seat is free again."""
        s = self.seats[seat]
        s.name, s.token_hash, s.connected, s.ready = "", None, False, False
        return self._to_all(self.table_message())

    def set_ready(self, seat: int, ready: bool) -> Outbox:
        """The person of ``seat`` is (not) ready; the game starts when every person is."""
        if self.started:
            raise Refusal("already_started", "the game has already started")
        self.seats[seat].ready = ready
        out = self._to_all(self.table_message())
        if all(s.taken and s.ready for s in self.seats if s.human):
            out += self._start()
        return out

    def _start(self) -> Outbox:
        self.game = Game(self.rules, self.n_players, first_dealer=0)
        out = self._to_all(self.table_message())
        return out + self._deal_on()

    # -- dropping, coming back, the computer taking over -------------------------------------
    def drop(self, seat: int, *, leaving: bool = False) -> Outbox:
        """The connection of ``seat`` is gone: before the game the seat is freed, after it the
        table waits ``reconnect_seconds`` for the person (see :meth:`take_over`); a person who
        left (``leaving``) is said to have left, and a computer takes the seat at once."""
        s = self.seats[seat]
        if not self.started:
            return self.leave_lobby(seat)
        s.connected = False
        if s.computer_plays:
            return []
        s.away = True
        if leaving:
            return self._to_all(encode("seat", seat=seat, status="left"))
        return self._to_all(encode("seat", seat=seat, status="reconnecting", seconds=self.reconnect_seconds))

    def take_over(self, seat: int) -> Outbox:
        """The person of ``seat`` did not come back in time: a computer player takes the seat."""
        s = self.seats[seat]
        if not s.away or s.connected or self.ended:
            return []
        waiting = self.waiting()
        s.away = False
        return self._computer_takes(seat, waiting)

    def _computer_takes(self, seat: int, waiting: Sequence[int]) -> Outbox:
        """A computer plays ``seat`` from now on; if the lead waited for its answer to the
        redeal offer (``waiting``, as it was before), the answer is "play on"."""
        self.seats[seat].computer_plays = True
        if seat not in self._players:
            self._players[seat] = make_player(self.takeover_level, self._player_seed + 10 + seat)
        out = self._to_all(encode("seat", seat=seat, status="computer", level=self.takeover_level))
        if self.game is not None and self._redeal_wait.close(self.game, seat, waiting):
            out += self._broadcast([])
        return out

    def turn_over(self, seat: int, count: int) -> Outbox:
        """The turn clock ran out for ``seat``, which was to act at ``count`` and has not: a
        computer player plays for the person (still here) until they act again (see
        :meth:`take_back`); nothing when the game moved on or the seat is played already. A
        seat the lead waited for (the redeal offer) plays on."""
        s = self.seats[seat]
        game = self.game
        if game is None or self.ended or count != self.count or not s.human or s.computer_plays or not s.connected:
            return []
        waiting = self.waiting()
        if seat not in waiting and (game.to_act != seat or waiting):
            return []
        return self._computer_takes(seat, waiting)

    def take_back(self, seat: int) -> Outbox:
        """The person of ``seat``, here while a computer played for them (the turn clock), acts
        again: the seat is theirs once more (nothing when it already was)."""
        s = self.seats[seat]
        if not (s.human and s.connected and s.computer_plays) or self.ended:
            return []
        s.computer_plays = False
        return self._to_all(encode("seat", seat=seat, status="returned"))

    def waiting(self) -> list[int]:
        """The seats of the people offered the redeal after the contract whose answer the lead
        waits for (:mod:`.redeal_wait`); empty when it waits for nobody's."""
        game = self.game
        if game is None or self.ended:
            return []
        return self._redeal_wait.waiting(game, lambda i: self.seats[i].human and not self.seats[i].computer_plays)

    def waits_for_person(self) -> tuple[int, int] | None:
        """The seat of a person here whose turn it is (while the lead waits for answers to the
        redeal offer, the first of them who is here), and the game's count; None when the game
        waits for nobody's clock (not started, over, a computer's turn, a dealing)."""
        game = self.game
        if game is None or self.ended or game.to_act is None:
            return None
        waiting = self.waiting()
        if waiting:
            here = [i for i in waiting if self.seats[i].connected]
            return (here[0], self.count) if here else None
        s = self.seats[game.to_act]
        if not s.human or s.computer_plays or not s.connected:
            return None
        return game.to_act, self.count

    # -- the game ---------------------------------------------------------------------------
    def _updates(self, seats: Sequence[int], events: Sequence[Event], *, with_results: bool = False) -> list[str]:
        """The ``update`` of each of ``seats``: its view as the table offers it (the redeal's wait)."""
        game = self.game
        assert game is not None
        waiting = self.waiting()
        views = [self._redeal_wait.offered(canonical_view(game.view_for(i)), game, waiting) for i in seats]
        return update_texts(self.count, events, views, with_results=with_results, waiting=waiting)

    def _update(self, seat: int, events: Sequence[Event], *, with_results: bool = False) -> str:
        return self._updates([seat], events, with_results=with_results)[0]

    def _broadcast(self, events: Sequence[Event]) -> Outbox:
        seats = [i for i, s in enumerate(self.seats) if s.connected]
        return list(zip(seats, self._updates(seats, events), strict=True))

    def _computer_players(self) -> dict[int, Chooser]:
        return {i: self._players[i] for i, s in enumerate(self.seats) if s.computer_plays and i in self._players}

    def _deal_on(self) -> Outbox:
        """Deal every deal the game waits for (and the computers' redeals before the first bid)."""
        game = self.game
        assert game is not None
        out: Outbox = []
        while game.phase is Phase.DEAL:
            out += self._broadcast(game.start_deal(seed=f"{self.seed}/{len(game.deal_records)}"))
            redeal = computer_redeals(game, self._computer_players())
            if redeal:
                out += self._broadcast(redeal)
        return out

    def act(self, seat: int, text: str, count: int | None = None) -> Outbox:
        """The person of ``seat`` plays the action ``text`` (its record text)."""
        game = self._running()
        try:
            action = parse_action(text)
        except ActionSyntaxError as err:
            raise Refusal("bad_action", f"not an action: {err}") from None
        if action.seat != seat:
            raise Refusal("not_your_seat", f"you play for seat {seat}, not seat {action.seat}")
        if self.seats[seat].computer_plays:
            raise Refusal("not_your_seat", f"a computer player plays seat {seat} now")
        self._check_count(count)
        if isinstance(action, Redeal) and self._redeal_wait.played_on(game, seat):
            raise Refusal("not_offered", f"seat {seat} played on: its redeal is no longer offered")
        waiting = self.waiting()
        if seat == game.to_act and waiting:
            raise Refusal("waiting", "the lead waits for the answer to the redeal offer of seat "
                          + ", ".join(map(str, waiting)))
        return self._apply(action)

    def play_on(self, seat: int, count: int | None = None) -> Outbox:
        """The person of ``seat`` declines the redeal offered after the contract (``play_on``):
        refused unless the lead waits for that seat's answer; once every answer is in, the lead
        is played."""
        game = self._running()
        self._check_count(count)
        self._redeal_wait.play_on(game, seat, self.waiting())
        return self._broadcast([])

    def _running(self) -> Game:
        """The game a person's request is for; refused when there is none (``not_started``)."""
        game = self.game
        if game is None or self.ended:
            raise Refusal("not_started", "the game has not started" if game is None else "the game is over")
        return game

    def _check_count(self, count: int | None) -> None:
        """Refuse a request made on an older view (``stale``: ``count`` is not the game's). Checked
        apart from :meth:`_running` because an action's own faults (its text, its seat) are
        refused before its count."""
        if count is not None and count != self.count:
            raise Refusal("stale", f"the game has moved on (now at {self.count}, not {count})")

    def _apply(self, action: Action) -> Outbox:
        game = self.game
        assert game is not None
        try:
            events = game.apply(action)
        except IllegalActionError as err:
            raise Refusal("illegal", str(err), reason=err.reason.code.value,
                          values=err.reason.shown_values()) from None
        out = self._broadcast(events)
        if game.phase is not Phase.DEAL:    # an opponent's redeal after the contract (redeal_when)
            redeal = computer_redeals(game, self._computer_players())
            if redeal:
                out += self._broadcast(redeal)
        return out + self._deal_on()

    def computer_job(self) -> ComputerJob | None:
        """The decision a computer player must take now, if the seat to act is theirs."""
        game = self.game
        if game is None or self.ended or game.to_act is None:
            return None
        seat = game.to_act
        if not self.seats[seat].computer_plays or self.waiting():
            return None
        return ComputerJob(seat, self.count, self._players[seat], game.view_for(seat))

    def computer_answer(self, job: ComputerJob, action: Action | None) -> Outbox:
        """Play a computer's answer if the game is still where it was asked (else nothing);
        a broken answer plays a legal action instead, so the game never stops."""
        game = self.game
        if game is None or self.ended or job.count != self.count or not self.seats[job.seat].computer_plays:
            return []
        if action is None or action.seat != job.seat or not game.is_legal(action):
            legal = [a for a in game.legal_actions() if not isinstance(a, Redeal)] or game.legal_actions()
            action = random.Random(job.count).choice(legal)
        return self._apply(action)

    # -- talk -------------------------------------------------------------------------------
    def chat(self, seat: int, text: str) -> Outbox:
        return self._to_all(encode("chat", seat=seat, name=self.seats[seat].name, text=text))

    def phrase(self, seat: int, phrase: str) -> Outbox:
        return self._to_all(encode("phrase", seat=seat, name=self.seats[seat].name, phrase=phrase))

    # -- the end ----------------------------------------------------------------------------
    def end(self, reason: str, message: str) -> Outbox:
        """End the table: each connected seat gets the record so far (when a game was played;
        see :meth:`record_text`)."""
        self.ended = reason
        record = self.record_text() if self.game is not None else None
        return self._to_all(encode("ended", reason=reason, message=message, record=record))
