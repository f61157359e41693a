"""The Qt model: a ``QObject`` around the engine's :class:`Game` that the view talks to.

Data flows one way: the view sends engine ``Action`` values in (:meth:`GameModel.submit`), the
model applies them to the engine and turns the engine's events into signals (:mod:`.event_signals`).
Computer seats think off the GUI thread (:mod:`.computer_turns`); after every change the record
is autosaved atomically (:mod:`.persistence`), so a crash never loses a game in progress.

Signals are emitted on the GUI thread after the engine state has changed: when ``cardPlayed``
arrives, :meth:`GameModel.view` may already show the trick taken and the deal scored (one
action can cause several events; they are emitted in order).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, QTimer

from thousand_qt.engine import Card, Phase, RuleSet, SeatView
from thousand_qt.engine.actions import Action
from thousand_qt.engine.aids import Aids
from thousand_qt.engine.events import Event
from thousand_qt.engine.record import GameRecord, PlayerInfo, RecordError, record_from_game
from thousand_qt.engine.scoring import ConcessionCost
from thousand_qt.engine.state import Game

from . import game_start, persistence, refusals, seats
from .ai_worker import Chooser, PlayerFactory, default_player_factory
from .aids import AidsShown
from .computer_turns import DEFAULT_THINK_PAUSE_MS, ComputerTurns, computer_redeals
from .event_signals import emit_events
from .game_start import NO_AIDS, GameStart
from .human_sight import HumanSight
from .i18n import current_language
from .redeal_offer import RedealOffer
from .seat_base import SeatBase
from .settings import Settings, default_opponent_names
from .undo import UndoPoint, continuation_refusal


class GameModel(SeatBase):
    """The game as the view sees it: actions in, signals out, computer turns, save/load, undo.

    Its signals are declared in :class:`.GameSignals`; what it shares with a network seat is
    :class:`.SeatBase`'s, and it is a :class:`.SeatModel` with its :class:`.LocalGames` (itself).
    """

    def __init__(self, parent: QObject | None = None, *, auto_next_deal: bool = False,
                 think_pause_ms: int = DEFAULT_THINK_PAUSE_MS, autosave: bool = True,
                 player_factory: PlayerFactory | None = None) -> None:
        super().__init__(parent, self._advance)
        self.auto_next_deal = auto_next_deal
        self.player_factory: PlayerFactory = player_factory or default_player_factory
        self._turns = ComputerTurns(self, lambda: self._game, self._apply, think_pause_ms)
        self._turns.thinking.connect(self.thinking)
        self._turns.hintReady.connect(self.hintReady)
        self._autosave = persistence.Autosave(self.autosaveFailed.emit, autosave)
        self._stopped = False   # shut down: no computer turn, no autosave, until a game is installed
        # a placeholder until a game starts (shown behind the welcome and the resume question):
        # the default seats in the UI's language, until :meth:`seat_settings_players` names them
        self._players: list[PlayerInfo] = Settings(
            opponent_names=list(default_opponent_names(current_language()))).players()
        self._game = Game(self._rules, 3)
        self._placeholder = True        # no game installed yet
        self._extras: dict[str, Any] = {}
        self._sight = HumanSight()      # the blind look and the aids' peeks
        self._undo = UndoPoint()
        self._seed = 0
        self._ai: dict[int, Chooser] = {}
        self._deal_on_unpause = False     # next_deal() came while paused
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.shutdown)

    # ================================================================ properties ==========
    @property
    def game(self) -> Game:
        """The engine game (read only for the view; change it only through :meth:`submit`)."""
        return self._game

    @property
    def seed(self) -> int:
        return self._seed

    @property
    def think_pause_ms(self) -> int:
        """The least time a computer move takes, so each one is visible (0 in tests)."""
        return self._turns.think_pause_ms

    @think_pause_ms.setter
    def think_pause_ms(self, value: int) -> None:
        self._turns.think_pause_ms = value

    @property
    def autosave_enabled(self) -> bool:
        return self._autosave.enabled

    @autosave_enabled.setter
    def autosave_enabled(self, on: bool) -> None:
        self._autosave.enabled = bool(on)

    @property
    def is_thinking(self) -> bool:
        """True while a computer seat's answer is awaited."""
        return self._turns.pending

    @property
    def stale_answers_dropped(self) -> int:
        """How many computer answers came too late and were dropped (for tests and the log)."""
        return self._turns.stale_answers_dropped

    @property
    def finished(self) -> bool:
        return self._game.finished

    def view(self) -> SeatView:
        """What the human (``human_seat``) may see now."""
        return self._game.view_for(self._human_seat)

    def hand_hidden(self) -> bool:
        """True while the human's hand lies face down for the blind choice (:class:`.HumanSight`)."""
        return self._sight.hand_hidden(self.view())

    def look_at_hand(self) -> None:
        """The human chooses to look at their cards instead of bidding blind."""
        if self._sight.look(self.view()):
            self.handLooked.emit()

    def concession_cost(self) -> ConcessionCost:
        """What conceding the running deal would score now (``Game.concession_cost``)."""
        return self._game.concession_cost()

    @property
    def aids(self) -> Aids:
        """The training aids of this game (chosen in New game, kept in the record)."""
        return self._sight.aids

    def aids_shown(self) -> AidsShown:
        """What the training aids let the human see now (nothing when none is on)."""
        return self._sight.shown(self._game, self._human_seat)

    def peek_talon(self, index: int) -> bool:
        """Look at talon card ``index`` (the "one talon card" aid, once a deal, during the
        auction); not a game action. Emits ``aidsChanged``; False if not allowed now."""
        if not self._sight.peek(self._game, index):
            return False
        self.aidsChanged.emit()
        return True

    def record(self) -> GameRecord:
        """The record of the game so far, with the extras (created, app_version, seed, aids)."""
        return record_from_game(self._game, self._players, self._extras)

    def is_computer(self, seat: int) -> bool:
        """A seat the model plays: a computer player, or any seat but the human's."""
        return seats.is_computer(self._players, self._human_seat, seat)

    def _human_plays(self) -> bool:
        return not self.is_computer(self._human_seat)

    # ================================================================ new / load / save ===
    def new_game(self, rules: RuleSet, players: list[PlayerInfo], seed: int | None = None,
                 human_seat: int = 0, aids: Aids = NO_AIDS) -> None:
        """Start a new game and deal its first deal (the first dealer is drawn by lot)."""
        self._install(game_start.new_game(rules, players, seed, human_seat, aids), new_game=True)
        self.current_path = None
        self.gameStarted.emit()
        self._deal()

    def load(self, path: str | Path) -> None:
        """Load a ``.thousand`` record; on :class:`RecordError` (also said by ``errorMessage``) the game stays."""
        try:
            record, game = persistence.read_game(path)
        except RecordError as err:
            self.errorMessage.emit(self.tr("Cannot open the game: {reason}").format(reason=err))
            raise
        self._go_on_with(game_start.adopted(record, game), str(path))

    def continue_from(self, record: GameRecord) -> None:
        """A new game that plays on from ``record`` (a review position's copy, see
        :func:`thousand_qt.review.record_upto`): the same rules, players, levels and aids, the human
        in the same seat, a fresh seed for the deals to come; no file. Raises :class:`RecordError`
        (the game stays) for a record that does not replay or would be a free peek."""
        if (refusal := self.continuation_refusal(record)) is not None:
            raise RecordError(refusal)
        self._go_on_with(game_start.played_on(record), None)

    def continuation_refusal(self, record: GameRecord) -> str | None:
        """Why a new game may not go on from ``record`` (:func:`.undo.continuation_refusal`), or None."""
        return continuation_refusal(record, self._game, self.record(), self._human_seat, self._sight)

    def _go_on_with(self, start: GameStart, path: str | None) -> None:
        """Install the replayed game of ``start`` and go on where it stands."""
        self._install(start)
        self.current_path = path
        self.gameStarted.emit()
        if start.game.phase is Phase.DEAL:
            self._deal()            # between deals: deal on (the summary was shown before)
        else:
            self._after_change()

    def save(self, path: str | Path) -> None:
        """Save the record atomically; raises :class:`OSError` (and emits ``errorMessage``)."""
        self._save_with(path, lambda: persistence.write_record(path, self.record()))

    def can_save(self) -> bool:
        """True: the game on this computer has its whole record at any moment."""
        return True

    def local_games(self) -> GameModel:
        """This model starts and opens games itself."""
        return self

    def game_in_progress(self) -> bool:
        """A game that has begun (someone acted) and is not over."""
        return not self.finished and any(d.actions for d in self._game.deal_records)

    def last_deal_talon(self) -> tuple[Card, ...] | None:
        """The talon as dealt in the last deal played (from the record), None before the first."""
        if not self._game.deal_records:
            return None
        deal = self._game.deal_records[-1]
        return deal.talons[0] if deal.talons else None

    autosave_path = staticmethod(persistence.autosave_path)
    has_resumable_autosave = staticmethod(persistence.has_resumable_autosave)

    def resume_autosave(self, found: tuple[GameRecord, Game] | None = None) -> None:
        """Go on with the autosaved game: ``found`` as :func:`persistence.inspect_autosave` read it
        at start, or else read from disk (raises :class:`RecordError`); no ``current_path``."""
        if found is None:
            self.load(persistence.autosave_path())
            self.current_path = None
            return
        self._go_on_with(game_start.adopted(*found), None)

    def seat_settings_players(self, settings: Settings) -> None:
        """Before any game: the placeholder table seats the players of ``settings`` (their names
        and count, at its rules), so the table behind the welcome and the resume question shows
        the opponents the player named. No signal: called before the window is built; once a
        game is installed it changes nothing."""
        if self._placeholder:
            self._rules, self._players = settings.rules, settings.players()
            self._game = Game(self._rules, len(self._players))

    def _install(self, start: GameStart, new_game: bool = False) -> None:
        self._turns.cancel()
        self._stopped = False
        self._placeholder = False
        self._game, self._rules, self._players = start.game, start.rules, list(start.players)
        self._human_seat, self._seed, self._extras = start.human_seat, start.seed, start.extras
        self._sight.install(Aids.from_record(start.extras.get("aids")), new_game=new_game)
        self._redeal_offer = RedealOffer()
        self._gate.clear()
        self._deal_on_unpause = False
        self._ai = seats.computer_players(self._players, self._human_seat, self.player_factory, self._seed)

    # ================================================================ actions =============
    def legal(self) -> list[Action]:
        """The human's legal actions now, as engine values (a redeal may be legal out of turn)."""
        if not self._human_plays():
            return []
        return list(self._game.legal_actions(self._human_seat))

    def legal_actions(self) -> list[str]:
        """The human's legal actions now, as record texts."""
        return [str(a) for a in self.legal()]

    def why_illegal(self, action_text: Action | str) -> str | None:
        """None if the human may do ``action_text`` (an Action or its text) now, else the
        (translated) reason."""
        return refusals.refusal(self._game, self._human_seat, action_text, self._human_plays())

    def submit(self, action: Action) -> bool:
        """Apply the human's action, an engine value (a text is parsed where it is read, with
        :func:`~thousand_qt.engine.actions.parse_action`); an illegal one, or anything that is
        not an action, emits ``errorMessage`` and changes nothing."""
        reason = refusals.submit_refusal(self._game, self._human_seat, action, self._human_plays())
        if reason is not None:
            self.errorMessage.emit(reason)
            return False
        self._apply(action)
        return True

    def _apply(self, action: Action) -> None:
        self._turns.cancel()
        events = self._game.apply(action)
        events += computer_redeals(self._game, self._ai)    # an opponent's redeal after the contract
        self._emit_events(events)
        self._after_change()

    def next_deal(self) -> bool:
        """Deal the next deal (the view calls it after the end-of-deal summary); while paused,
        on the unpause."""
        if self._game.phase is not Phase.DEAL:
            return False
        if self._paused:
            self._deal_on_unpause = True
        else:
            self._deal()
        return True

    def _deal(self) -> None:
        self._turns.cancel()
        events = self._game.start_deal(seed=f"{self._seed}/{len(self._game.deal_records)}")
        events += computer_redeals(self._game, self._ai)
        self._emit_events(events)
        self._after_change()

    # ================================================================ undo ================
    def undo_refusal(self) -> str | None:
        """None if the human may take back their last action now, else why not (:mod:`.knowledge`)."""
        return self._undo.refusal(self.record, self._game, self._human_seat, self._sight, self._human_plays())

    def can_undo(self) -> bool:
        """True if the human has an action to take back, and has seen no card since."""
        return self.undo_refusal() is None

    def can_hint(self) -> bool:
        """True if the human is to act, so a hint may be asked for (not while their hand lies face
        down for the blind choice: the adviser would judge it by the cards)."""
        if self.redeal_offer() is not None:
            return True
        return (self._human_plays() and not self._game.finished and self._game.to_act == self._human_seat
                and not self.hand_hidden())

    def undo(self) -> bool:
        """Take back the human's last action (and what followed): replay up to before it."""
        game = self._undo.target(self.record, self._game, self._human_seat) if self.can_undo() else None
        if game is None:
            return False
        self._turns.cancel()
        self._game = game
        self._extras["undone"] = True     # the record says so: the statistics never count this game
        self._gate.clear()
        self.gameStarted.emit()
        self._after_change()
        return True

    # ================================================================ flow ================
    def _emit_events(self, events: list[Event]) -> None:
        """Turn engine events into signals, hiding what the human may not see."""
        emit_events(self, events, self._human_seat)
        if events:
            self._gate.events_shown()

    def _after_change(self) -> None:
        self.stateChanged.emit()
        if not self._stopped:
            self._autosave.write(self.record, len(self._game.deal_records))
        self._advance()

    def set_paused(self, paused: bool) -> None:
        """While paused (the window shows a review) no computer move is played and no deal is dealt
        by itself; an answer being thought is kept. Unpaused, the game goes on where it stood."""
        self._paused = paused
        self._turns.set_held(paused)
        if paused:
            return
        if self._deal_on_unpause and self._game.phase is Phase.DEAL:
            self._deal_on_unpause = False
            self._deal()
        else:
            self._advance()

    def _advance(self) -> None:
        """Whoever is to act now: tell the human, or start a computer seat thinking."""
        game = self._game
        if self._stopped or self._paused or game.finished or self._turns.pending:
            return
        if game.phase is Phase.DEAL:
            if self.auto_next_deal and not self._gate.holding:
                QTimer.singleShot(0, self, self._auto_deal)
            return
        seat = game.to_act
        if seat is None:
            return
        if not self.is_computer(seat) or self.redeal_offer() is not None:
            self.humanTurn.emit(game.phase)     # (an offered redeal: the person answers first)
        elif not self._gate.holding:
            self._turns.request(seat, self._ai[seat])

    def _auto_deal(self) -> None:
        if not self._paused and self.auto_next_deal and self._game.phase is Phase.DEAL and not self._gate.holding:
            self._deal()

    def request_hint(self) -> bool:
        """Ask the strong player what the human should do; ``hintReady`` brings the answer."""
        if not self.can_hint():
            return False
        if self.redeal_offer() is not None:     # a quick look at the hand, answered at once (None: play on)
            adviser = seats.hint_adviser(self.player_factory, self._seed)
            return self._redeal_offer.advise(adviser, self.view(), self.legal(), self.hintReady.emit)
        # (a hint is asked only with the hand turned up: no blind bid is open then)
        self._turns.request_hint(seats.hint_adviser(self.player_factory, self._seed), self.view().looked())
        return True

    def shutdown(self, msecs: int = 5000) -> bool:
        """Drop awaited answers and wait for running workers, and write what the autosave has
        not taken yet (call before quitting). The model then stops: no computer seat moves and
        nothing is autosaved any more (a late event of the window cannot write an autosave
        after it), until a new game is started or loaded."""
        self._stopped = True
        self._autosave.flush(self.record)
        return self._turns.shutdown(msecs)


if TYPE_CHECKING:     # mypy checks that the class is what a game window asks of its model
    from .seat_model import LocalGames, SeatModel

    _window_model: type[SeatModel] = GameModel
    _starts_games: type[LocalGames] = GameModel
