"""The model of a seat at a network table: the window's
:class:`~thousand_qt.model.seat_model.SeatModel` over a host's messages, so that the table, the
panels, the animations and the score sheet work as in a game against the computer.

The host plays the game (thousand_qt.net); this model shows it at a person's place at the table
(:class:`~.place.TablePlace`: the connection, the seats, the talk). It holds the view the host's
updates left and answers the window's questions from it (:mod:`.view`: what the person may do
and why not). Each ``update`` of the host (:class:`~.link.Received`) becomes the same signals
``GameModel`` emits (:func:`~thousand_qt.model.event_signals.emit_events`), at the pace of
:class:`~.pacer.UpdatePacer`. :meth:`submit` sends the person's action to the host, which checks
it; a refusal is said on ``errorMessage`` and changes nothing. Undo is off; a hint only where the
host allows hints. The record comes from the host when the table ends (the host's own window
has it all along: :class:`~.table_record.TableRecord`).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, QThreadPool, Slot

from thousand_qt.engine import Card, Phase, SeatView
from thousand_qt.engine import events as ev
from thousand_qt.engine.actions import Action, ActionSyntaxError, parse_action
from thousand_qt.engine.aids import Aids
from thousand_qt.engine.record import GameRecord, RecordError
from thousand_qt.engine.scoring import ConcessionCost
from thousand_qt.storage.atomic_file import save_text_atomic

from .. import seats
from ..ai_worker import AiBridge, ChooseTask, default_player_factory
from ..aids import AidsShown
from ..computer_turns import DEFAULT_THINK_PAUSE_MS
from ..event_signals import emit_events
from ..messages import user_reason
from ..redeal_offer import RedealOffer
from ..refusals import not_an_action, seat_action
from . import view as net_view
from .link import Received
from .pacer import UpdatePacer
from .place import TablePlace
from .table_record import TableRecord

__all__ = ["NetSeatModel"]


class NetSeatModel(TablePlace):
    """One person's seat at a network table (see the module's docstring)."""

    def __init__(self, parent: QObject | None = None, *, think_pause_ms: int = DEFAULT_THINK_PAUSE_MS,
                 record_source: Callable[[], str | None] | None = None) -> None:
        super().__init__(parent, self._go_on)
        self._record = TableRecord(record_source)
        self._view: SeatView = net_view.empty_view(self._rules, 3, 0)
        self._count = 0
        self._dealt = False                   # an update of the game was shown
        self._sent: int | None = None         # the count an action was sent at, until answered
        self._looked_deal = -1
        self._pacer = UpdatePacer(self, think_pause_ms, show=self._show, end=self._end,
                                  holding=lambda: self._paused or self._gate.holding,
                                  others_move=self._others_move)
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._hint_bridge = AiBridge(self)
        self._hint_bridge.answered.connect(self._on_hint)
        self._hint_id = 0

    @property
    def think_pause_ms(self) -> int:
        """The least time another seat's move is shown before the next (ms)."""
        return self._pacer.think_pause_ms

    @think_pause_ms.setter
    def think_pause_ms(self, value: int) -> None:
        self._pacer.think_pause_ms = value

    # ================================================================ the window's questions
    @property
    def finished(self) -> bool:
        return self._ended is not None or self._view.phase is Phase.GAME_OVER

    @property
    def aids(self) -> Aids:
        return Aids()           # no training aids at a table with people

    @property
    def is_thinking(self) -> bool:
        return False

    def view(self) -> SeatView:
        """The seat's view as far as the table shows it (later updates may be waiting)."""
        return self._view

    def game_in_progress(self) -> bool:
        """A game of the table that has been dealt and is not over."""
        return not self.finished and self._view.deal_number > 0

    def aids_shown(self) -> AidsShown:
        return AidsShown()

    def peek_talon(self, index: int) -> bool:
        return False

    def hand_hidden(self) -> bool:
        v = self._view
        return v.blind_open and self._looked_deal != v.deal_number

    def look_at_hand(self) -> None:
        if self.hand_hidden():
            self._looked_deal = self._view.deal_number
            self.handLooked.emit()

    def concession_cost(self) -> ConcessionCost:
        return net_view.concession_cost(self._view)

    def last_deal_talon(self) -> tuple[Card, ...] | None:
        """None: a seat knows the talon only as its view showed it."""
        return None

    def local_games(self) -> None:
        """None: the host starts the table's games."""
        return None

    def can_undo(self) -> bool:
        return False

    def undo_refusal(self) -> str | None:
        """Why undo is off: always, at a network table."""
        return QCoreApplication.translate("NetTableWindow", "Undo is off in network games.")

    def undo(self) -> bool:
        return False

    def set_paused(self, paused: bool) -> None:
        """While paused (a review is shown) the host's messages wait here, not shown."""
        self._paused = paused
        if not paused:
            self._pacer.pump()

    def next_deal(self) -> bool:
        """The deal's summary was closed: show the next deal (the host dealt it already)."""
        return self._pacer.next_deal()

    def _go_on(self) -> None:
        """The view is done with what it was shown: the next message may be shown."""
        self._pacer.pump()

    # ================================================================ actions =============
    def _may_act(self) -> bool:
        return self._connection == "connected" and self._ended is None and self._sent is None

    def legal(self) -> list[Action]:
        """The seat's actions the host offers in the view shown (none while an action is on its way)."""
        return list(self._view.legal_actions) if self._may_act() else []

    def legal_actions(self) -> list[str]:
        return [str(a) for a in self.legal()]

    def why_illegal(self, action_text: Action | str) -> str | None:
        try:
            action = seat_action(self._human_seat, action_text)
        except ActionSyntaxError as err:
            return user_reason(str(err))
        if action.seat != self._human_seat:
            return self.tr("That is not your move.")
        blocked = self._blocked()
        if blocked:
            return blocked
        reason = net_view.why_illegal(self._view, action)
        return None if reason is None else user_reason(reason)

    def _blocked(self) -> str | None:
        if self._ended is not None:
            return self.tr("The table has ended.")
        if self._connection != "connected":
            return self.tr("Not connected to the host: wait until the connection is back.")
        if self._sent is not None:
            return self.tr("Waiting for the host to answer your move.")
        return None

    def submit(self, action: Action) -> bool:
        """Send the person's action (an engine value) to the host (which checks it); False if it
        cannot be sent now (or is no action)."""
        refused = not_an_action(action)
        if refused is not None:
            self.errorMessage.emit(refused)
            return False
        reason = self.tr("That is not your move.") if action.seat != self._human_seat else self._blocked()
        if reason is not None or self._link is None:
            self.errorMessage.emit(reason or self.tr("Not connected to the host: wait until the connection is back."))
            return False
        self._sent = self._count
        self._link.act(str(action), self._count)
        return True

    def decline_redeal(self) -> None:
        """Play on without the redeal on offer: the host is told (``play_on``; the lead waits for
        the answer), and the offer is not made again in this deal."""
        if self.redeal_offer() is None or self._link is None:
            return
        self._link.play_on(self._count)
        super().decline_redeal()

    def can_hint(self) -> bool:
        v = self._view
        return (self._table is not None and self._table.allow_hints and self._may_act() and not self.finished
                and v.to_act == self._human_seat and bool(v.legal_actions) and not self.hand_hidden())

    def request_hint(self) -> bool:
        """Ask the strong player what to do (only where the host allows hints)."""
        if not self.can_hint():
            return False
        self._hint_id += 1
        adviser = seats.hint_adviser(default_player_factory, random.randrange(1, 2**31))
        self._pool.start(ChooseTask(self._hint_bridge, self._hint_id, self._count, adviser,
                                    self._view.looked()).run)
        return True

    @Slot(int, int, str, str, object)
    def _on_hint(self, request_id: int, count: int, text: str, error: str, reason: object = None) -> None:
        if request_id != self._hint_id or count != self._count or error:
            return
        try:
            self.hintReady.emit(parse_action(text), reason)
        except ActionSyntaxError:
            return

    # ================================================================ the record ==========
    @property
    def record_source(self) -> Callable[[], str | None] | None:
        """The host's window: the reader of the record held by its server (None for a guest)."""
        return self._record.source

    @record_source.setter
    def record_source(self, source: Callable[[], str | None] | None) -> None:
        self._record.source = source

    def record_text(self) -> str | None:
        """The record's text: from the host at the end, or (the host's window) the table's so far."""
        return self._record.text()

    def can_save(self) -> bool:
        """True once there is a record to save: from the host at the end, or (the host's
        window) as soon as the game has begun."""
        return self._record.savable(self._dealt)

    def record(self) -> GameRecord:
        """The record received (an empty one, without deals, before it came)."""
        return self._record.record(self._rules, self._players)

    def save(self, path: str | Path) -> None:
        """Save the record received so far (the host's very bytes); raises :class:`OSError`."""
        text = self.record_text()
        if text is None:
            message = self.tr("The host sends the record when the table ends; until then there is nothing to save.")
            self.errorMessage.emit(message)
            raise OSError(message)
        self._save_with(path, lambda: save_text_atomic(path, text))

    def continuation_refusal(self, record: GameRecord) -> str | None:
        """None: :meth:`continue_from` says why a network game is not played on here."""
        return None

    def continue_from(self, record: GameRecord) -> None:
        """A network game cannot be played on from a review here (raises :class:`RecordError`)."""
        raise RecordError(self.tr("a network game is played on at its table; save it and open the file "
                                  "in the game window to play on against the computer"))

    # ================================================================ the host's messages ==
    @Slot(object)
    def _received(self, got: Received) -> None:
        """An update of the game, or its end, waits its turn to be shown; the table's news is the place's."""
        if got.kind == "update":
            if got.resync:                    # an action lost in the drop is asked for again
                self._sent = None
            if self._sent is not None and got.count != self._sent:
                self._sent = None
            self._pacer.add(got)
        elif got.kind == "ended":
            if got.record:
                self._record.came(got.record)
            self._pacer.add(got)
        else:
            super()._received(got)

    def _seats_changed(self) -> None:
        """Before the first deal the empty table is drawn again with the seats as they are now."""
        if self._dealt:
            super()._seats_changed()
            return
        n = len(self._players)
        self._view = net_view.empty_view(self._rules, n, min(self._human_seat, n - 1))
        self.gameStarted.emit()
        self.stateChanged.emit()

    def _refused(self, fields: Any) -> None:
        if fields.get("about") == "action":
            self._sent = None
            self._human_turn()        # the panel opens again: nothing changed
        elif fields.get("about") == "play_on":
            self._redeal_offer = RedealOffer()    # the host still holds the offer open: asked again
            self._human_turn()
        super()._refused(fields)      # after it, so that the status line keeps the reason

    def redraw(self) -> None:
        """Draw the table again as it stands (a window that has just been opened on this model)."""
        self.gameStarted.emit()
        self.stateChanged.emit()
        self._human_turn()

    # ================================================================ showing updates =====
    def _others_move(self) -> bool:
        """The next update would show another seat's move (it waits for the think pause)."""
        mover = self._view.to_act
        return self._dealt and mover is not None and mover != self._human_seat

    def _show(self, got: Received) -> None:
        assert got.view is not None
        self._view, self._count = got.view, got.count
        self._dealt = True
        if got.resync:
            self._gate.clear()
            self.gameStarted.emit()          # the table drawn again from the view, as after a load
        else:
            emit_events(self, got.events, self._human_seat)
            if got.events:
                self._gate.events_shown()
        if any(isinstance(e, ev.DealScored) and not e.result.redeal for e in got.events):
            self._pacer.deal_scored()
        self.stateChanged.emit()
        v = self._view
        waiting = got.fields.get("waiting") or ()      # the lead waits for answers to the redeal offer
        mover = waiting[0] if waiting else v.to_act
        if mover is not None and mover != self._human_seat and v.phase is not Phase.GAME_OVER:
            self.thinking.emit(mover)
        self._human_turn()

    def _human_turn(self) -> None:
        v = self._view
        if (v.to_act == self._human_seat and v.legal_actions and self._may_act()) or self.redeal_offer() is not None:
            self.humanTurn.emit(v.phase)

    def shutdown(self, msecs: int = 5000) -> bool:
        """Close the connection and wait for the hint worker."""
        self._hint_id += 1
        self.close_link(msecs)
        return self._pool.waitForDone(msecs)




if TYPE_CHECKING:     # mypy checks that the class is what a game window asks of its model
    from ..seat_model import SeatModel

    _window_model: type[SeatModel] = NetSeatModel
