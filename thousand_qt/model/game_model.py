"""The Qt model: a ``QObject`` around the engine's :class:`Game` that the view talks to.

Data flows one way: the view sends action texts in (:meth:`GameModel.submit`), the model
applies them to the engine and turns the engine's events into signals. Computer seats think in
a ``QThreadPool``; each request carries an id and the game's action count, and an answer that
arrives after the position changed (undo, new game, load) is dropped. After every change the
record is autosaved atomically, so a crash never loses a game in progress.

Signals are emitted on the GUI thread after the engine state has changed: when ``cardPlayed``
arrives, :meth:`GameModel.view` may already show the trick taken and the deal scored (one
action can cause several events; they are emitted in order).
"""

from __future__ import annotations

import json
import logging
import random
from datetime import datetime, timezone
from pathlib import Path

from PySide6.QtCore import (
    QCoreApplication,
    QElapsedTimer,
    QObject,
    QStandardPaths,
    QThreadPool,
    QTimer,
    Signal,
    Slot,
)

from thousand_qt import __version__
from thousand_qt.ai import LEVELS
from thousand_qt.engine import Phase, RuleSet, SeatView
from thousand_qt.engine import events as ev
from thousand_qt.engine.actions import ActionSyntaxError, parse_action
from thousand_qt.engine.record import (
    GameRecord,
    PlayerInfo,
    RecordError,
    count_actions,
    load_record,
    record_from_game,
    replay,
)
from thousand_qt.engine.state import Game

from .ai_worker import (
    DEFAULT_LEVEL,
    AiBridge,
    ChooseTask,
    PlayerFactory,
    default_player_factory,
)
from .files import write_text_atomic
from .messages import user_reason

log = logging.getLogger(__name__)

AUTOSAVE_NAME = "autosave.thousand"
DEFAULT_THINK_PAUSE_MS = 400
HINT_LEVEL = "strong"

class GameModel(QObject):
    """The game as the view sees it: actions in, signals out, computer turns, save/load, undo."""

    gameStarted = Signal()
    dealStarted = Signal(int)
    bidMade = Signal(int, int, bool)
    passed = Signal(int)
    auctionWon = Signal(int, int)
    talonShown = Signal(int, list, bool)
    cardsGiven = Signal(int, list)
    contractFixed = Signal(int, int)
    conceded = Signal(int, int)
    cardPlayed = Signal(int, str)
    marriageDeclared = Signal(int, str, int)
    trumpChanged = Signal(str)
    trickTaken = Signal(int, list, int)
    dealScored = Signal(object)
    redeal = Signal(int)
    barrelChanged = Signal(int, str)
    gameOver = Signal(int, list, list)
    humanTurn = Signal(str)
    thinking = Signal(int)
    stateChanged = Signal()
    errorMessage = Signal(str)
    hintReady = Signal(str)

    def __init__(self, parent: QObject | None = None, *, auto_next_deal: bool = False,
                 think_pause_ms: int = DEFAULT_THINK_PAUSE_MS, autosave: bool = True,
                 player_factory: PlayerFactory | None = None) -> None:
        super().__init__(parent)
        self.auto_next_deal = auto_next_deal
        self._think_pause_ms = max(0, int(think_pause_ms))
        self.autosave_enabled = autosave
        self.player_factory: PlayerFactory = player_factory or default_player_factory
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(2)
        self._bridge = AiBridge(self)
        self._bridge.answered.connect(self._on_answer)
        self._hint_bridge = AiBridge(self)
        self._hint_bridge.answered.connect(self._on_hint)
        # the game
        self._rules = RuleSet()
        self._players: list[PlayerInfo] = [PlayerInfo("Вы"), PlayerInfo("Фёдор", "computer", DEFAULT_LEVEL),
                                           PlayerInfo("Маша", "computer", DEFAULT_LEVEL)]
        self._human_seat = 0
        self._game = Game(self._rules, 3)
        self._extras: dict = {}
        self._seed = 0
        self._ai: dict[int, object] = {}
        self.current_path: str | None = None
        # scheduling
        self._request_id = 0          # the id an answer must carry to be applied
        self._pending: int | None = None
        self._pending_seat: int | None = None
        self._hint_id = 0
        self._clock = QElapsedTimer()
        self._gate = False
        self._anim_pending = False
        self._autosave_failed = False
        self.stale_answers_dropped = 0   # for tests and the debug log
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.shutdown)

    # ================================================================ properties ==========
    @property
    def players(self) -> list[PlayerInfo]:
        return list(self._players)

    @property
    def rules(self) -> RuleSet:
        return self._rules

    @property
    def human_seat(self) -> int:
        return self._human_seat

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
        return self._think_pause_ms

    @think_pause_ms.setter
    def think_pause_ms(self, value: int) -> None:
        self._think_pause_ms = max(0, int(value))

    @property
    def is_thinking(self) -> bool:
        """True while a computer seat's answer is awaited."""
        return self._pending is not None

    @property
    def finished(self) -> bool:
        return self._game.finished

    def view(self) -> SeatView:
        """What the human (``human_seat``) may see now."""
        return self._game.view_for(self._human_seat)

    def record(self) -> GameRecord:
        """The record of the game so far, with the extras (created, app_version, seed)."""
        return record_from_game(self._game, self._players, self._extras)

    def is_computer(self, seat: int) -> bool:
        """A seat the model plays: a computer player, or any seat but the human's."""
        return seat != self._human_seat or self._players[seat].kind == "computer"

    def _human_plays(self) -> bool:
        return not self.is_computer(self._human_seat)

    # ================================================================ new / load / save ===
    def new_game(self, rules: RuleSet, players: list[PlayerInfo], seed: int | None = None,
                 human_seat: int = 0) -> None:
        """Start a new game and deal its first deal (the first dealer is drawn by lot)."""
        if len(players) not in (2, 3, 4):
            raise ValueError("Thousand is played by 2, 3 or 4 players")
        if not 0 <= human_seat < len(players):
            raise ValueError("the human seat must be one of the seats")
        if seed is None:
            seed = random.SystemRandom().randrange(1, 2**31)
        first_dealer = random.Random(seed).randrange(len(players))
        game = Game(rules, len(players), first_dealer)
        extras = {"created": datetime.now(timezone.utc).isoformat(timespec="seconds"),
                  "app_version": __version__, "seed": seed}
        self._install(game, rules, list(players), human_seat, seed, extras)
        self.current_path = None
        self.gameStarted.emit()
        self._deal()

    def load(self, path: str | Path) -> None:
        """Load a ``.thousand`` record; on :class:`RecordError` the current game stays as it was.

        The error is also reported through ``errorMessage``.
        """
        try:
            record = load_record(path)
            game = replay(record)
        except RecordError as err:
            self.errorMessage.emit(self.tr("Cannot open the game: {reason}").format(reason=err))
            raise
        self._adopt(record, game)
        self.current_path = str(path)

    def _adopt(self, record: GameRecord, game: Game) -> None:
        players = list(record.players)
        human = next((i for i, p in enumerate(players) if p.kind == "human"), 0)
        extras = dict(record.extras)
        seed = extras.get("seed")
        if not isinstance(seed, int) or isinstance(seed, bool):
            seed = random.SystemRandom().randrange(1, 2**31)
            extras["seed"] = seed
        extras.setdefault("created", datetime.now(timezone.utc).isoformat(timespec="seconds"))
        extras["app_version"] = __version__
        self._install(game, record.rules, players, human, seed, extras)
        self.gameStarted.emit()
        if game.phase is Phase.DEAL:
            self._deal()            # between deals: deal on (the summary was shown before)
        else:
            self._after_change()

    def save(self, path: str | Path) -> None:
        """Save the record atomically; raises :class:`OSError` (and emits ``errorMessage``)."""
        try:
            write_text_atomic(path, self.record().dumps() + "\n")
        except OSError as err:
            self.errorMessage.emit(self.tr("Cannot save the game: {reason}").format(reason=err))
            raise
        self.current_path = str(path)

    def _install(self, game: Game, rules: RuleSet, players: list[PlayerInfo], human_seat: int,
                 seed: int, extras: dict) -> None:
        self._cancel_requests()
        self._game, self._rules, self._players = game, rules, players
        self._human_seat, self._seed, self._extras = human_seat, seed, extras
        self._anim_pending = False
        self._ai = {}
        for seat, info in enumerate(players):
            if self.is_computer(seat):
                level = info.level if info.level in LEVELS else DEFAULT_LEVEL
                self._ai[seat] = self.player_factory(level, seed * 10 + seat)

    # ================================================================ actions =============
    def legal_actions(self) -> list[str]:
        """The human's legal actions now (a redeal may be legal out of turn)."""
        if not self._human_plays():
            return []
        return [str(a) for a in self._game.legal_actions(self._human_seat)]

    def _parse(self, text: str):
        parts = text.split()
        if parts and not parts[0].lstrip("-").isdigit():
            text = f"{self._human_seat} {text}"     # "play TH" means the human's "0 play TH"
        return parse_action(text)

    def why_illegal(self, action_text: str) -> str | None:
        """None if the human may do ``action_text`` now, else the (translated) reason."""
        try:
            action = self._parse(action_text)
        except ActionSyntaxError as err:
            return user_reason(str(err))
        if not self._human_plays() or action.seat != self._human_seat:
            return self.tr("That is not your move.")
        reason = self._game.why_illegal(action)
        return None if reason is None else user_reason(reason)

    def submit(self, action_text: str) -> bool:
        """Apply the human's action; an illegal one emits ``errorMessage`` and changes nothing."""
        reason = self.why_illegal(action_text)
        if reason is not None:
            self.errorMessage.emit(reason)
            return False
        self._apply(self._parse(action_text))
        return True

    def _apply(self, action) -> None:
        self._cancel_requests()
        events = self._game.apply(action)
        self._emit_events(events)
        self._after_change()

    def next_deal(self) -> bool:
        """Deal the next deal (the view calls it after the end-of-deal summary)."""
        if self._game.phase is not Phase.DEAL:
            return False
        self._deal()
        return True

    def _deal_seed(self) -> str:
        return f"{self._seed}/{len(self._game.deal_records)}"

    def _deal(self) -> None:
        self._cancel_requests()
        events = self._game.start_deal(seed=self._deal_seed())
        events += self._computer_redeals()
        self._emit_events(events)
        self._after_change()

    def _computer_redeals(self) -> list:
        """Before the first bid, a computer seat that is not to act may ask for a redeal too.

        The decision is a quick look at the seat's own hand, so it is asked on this thread.
        """
        game = self._game
        for seat in range(game.n_players):
            if seat == game.to_act or not self.is_computer(seat) or not game.legal_actions(seat):
                continue
            choice = self._ai[seat].choose(game.view_for(seat))
            if choice is not None and choice in game.legal_actions(seat):
                return game.apply(choice)
        return []

    # ================================================================ undo ================
    def _last_human_index(self) -> int | None:
        """Global index (over all deals) of the human's last action in the record."""
        if not self._human_plays():
            return None
        prefix = f"{self._human_seat} "
        total = sum(len(d["actions"]) for d in self._game.deal_records)
        for deal in reversed(self._game.deal_records):
            total -= len(deal["actions"])
            for i in range(len(deal["actions"]) - 1, -1, -1):
                if deal["actions"][i].startswith(prefix):
                    return total + i
        return None

    def can_undo(self) -> bool:
        return self._last_human_index() is not None

    def undo(self) -> bool:
        """Take back the human's last action (and what followed): replay up to before it."""
        index = self._last_human_index()
        if index is None:
            return False
        try:
            game = replay(self.record(), upto=index)
        except RecordError:  # pragma: no cover - the record came from the engine itself
            log.exception("undo: the record does not replay")
            return False
        self._cancel_requests()
        self._game = game
        self._anim_pending = False
        self.gameStarted.emit()
        self._after_change()
        return True

    # ================================================================ signals ============
    def _emit_events(self, events: list) -> None:
        """Turn engine events into signals, hiding what the human may not see.

        ``barrelChanged(seat, how)``: ``seat`` is who sits on the barrel after this event, or
        -1; ``how`` is ``mounted`` or why the sitter left (``dropped``, ``fell``, ``knocked``,
        ``collision``, ``won``). A knock-off is ``(-1, "knocked")`` then ``(s, "mounted")``.
        """
        human = self._human_seat
        for e in events:
            if isinstance(e, ev.DealStarted):
                self.dealStarted.emit(e.dealer)
            elif isinstance(e, ev.BidMade):
                self.bidMade.emit(e.seat, e.amount, e.blind)
            elif isinstance(e, ev.Passed):
                self.passed.emit(e.seat)
            elif isinstance(e, ev.AuctionWon):
                self.auctionWon.emit(e.declarer, e.bid)
            elif isinstance(e, ev.TalonShown):
                visible = e.public or e.declarer == human
                self.talonShown.emit(e.declarer, [c.text for c in e.cards] if visible else [], e.public)
            elif isinstance(e, ev.CardsGiven):
                pairs = [(seat, c.text if (e.declarer == human or seat == human) else "")
                         for seat, c in e.given]
                self.cardsGiven.emit(e.declarer, pairs)
            elif isinstance(e, ev.ContractFixed):
                self.contractFixed.emit(e.declarer, e.amount)
            elif isinstance(e, ev.Conceded):
                self.conceded.emit(e.declarer, e.amount)
            elif isinstance(e, ev.CardPlayed):
                self.cardPlayed.emit(e.seat, e.card.text)
            elif isinstance(e, ev.MarriageDeclared):
                self.marriageDeclared.emit(e.seat, e.suit.value if e.suit else "aces", e.value)
            elif isinstance(e, ev.TrumpChanged):
                self.trumpChanged.emit(e.trump.value)
            elif isinstance(e, ev.TrickTaken):
                self.trickTaken.emit(e.winner, [(s, c.text) for s, c in e.cards], e.points)
            elif isinstance(e, ev.DealScored):
                self.dealScored.emit(e.result)
            elif isinstance(e, ev.RedealTaken):
                self.redeal.emit(e.seat)
            elif isinstance(e, ev.BarrelMounted):
                self.barrelChanged.emit(e.seat, "mounted")
            elif isinstance(e, ev.BarrelLeft):      # nobody sits on it now (a mount may follow)
                self.barrelChanged.emit(-1, e.how)
            elif isinstance(e, ev.GameOver):
                self.gameOver.emit(e.winner, list(e.totals), list(e.settlement))
        if events and self._gate:
            self._anim_pending = True

    def _after_change(self) -> None:
        self.stateChanged.emit()
        self._autosave()
        self._advance()

    # ================================================================ scheduling =========
    def set_animation_gate(self, on: bool) -> None:
        """When on, computer moves (and automatic deals) wait for :meth:`animations_finished`."""
        self._gate = bool(on)
        if not self._gate and self._anim_pending:
            self._anim_pending = False
            self._advance()

    def animations_finished(self) -> None:
        """The view's animations of the last events are over: the game may go on."""
        if self._anim_pending:
            self._anim_pending = False
            self._advance()

    def _advance(self) -> None:
        """Whoever is to act now: tell the human, or start a computer seat thinking."""
        game = self._game
        if game.finished or self._pending is not None:
            return
        if game.phase is Phase.DEAL:
            if self.auto_next_deal and not self._anim_pending:
                QTimer.singleShot(0, self, self._auto_deal)
            return
        seat = game.to_act
        if seat is None:
            return
        if not self.is_computer(seat):
            self.humanTurn.emit(game.phase.value)
            return
        if self._anim_pending:
            return
        self._request(seat)

    def _auto_deal(self) -> None:
        if self.auto_next_deal and self._game.phase is Phase.DEAL and not self._anim_pending:
            self._deal()

    def _action_count(self) -> int:
        return sum(len(d["actions"]) for d in self._game.deal_records) + len(self._game.deal_records)

    def _request(self, seat: int) -> None:
        self._request_id += 1
        self._pending, self._pending_seat = self._request_id, seat
        self._clock.start()
        self.thinking.emit(seat)
        task = ChooseTask(self._bridge, self._request_id, self._action_count(), self._ai[seat],
                           self._game.view_for(seat))
        self._pool.start(task)

    def _cancel_requests(self) -> None:
        """Forget every awaited answer (they will be dropped when they arrive)."""
        self._request_id += 1
        self._hint_id += 1
        self._pending = self._pending_seat = None

    def _is_current(self, request_id: int, count: int) -> bool:
        return request_id == self._pending and count == self._action_count()

    @Slot(int, int, str, str)
    def _on_answer(self, request_id: int, count: int, text: str, error: str) -> None:
        if not self._is_current(request_id, count):
            self.stale_answers_dropped += 1
            log.debug("dropped a stale computer answer %r (request %d)", text, request_id)
            return
        wait = self._think_pause_ms - self._clock.elapsed()
        if wait > 0:
            QTimer.singleShot(int(wait), self, lambda: self._play_answer(request_id, count, text, error))
        else:
            self._play_answer(request_id, count, text, error)

    def _play_answer(self, request_id: int, count: int, text: str, error: str) -> None:
        if not self._is_current(request_id, count):
            self.stale_answers_dropped += 1
            return
        seat = self._pending_seat
        action = None
        if not error:
            try:
                action = parse_action(text)
            except ActionSyntaxError:
                error = f"unreadable action {text!r}"
        if action is not None and action.seat == seat and self._game.is_legal(action):
            self._pending = self._pending_seat = None
            self._apply(action)
            return
        # a broken answer must not stop the game: log it and play a legal action instead
        log.error("computer seat %s answered %r (%s); playing a random legal action", seat, text, error)
        legal = [a for a in self._game.legal_actions() if type(a).__name__ != "Redeal"] or \
            self._game.legal_actions()
        self._pending = self._pending_seat = None
        self._apply(random.Random(count).choice(legal))

    # ================================================================ hint ================
    def request_hint(self) -> bool:
        """Ask the strong player what the human should do; ``hintReady`` brings the answer."""
        if not self._human_plays() or self._game.to_act != self._human_seat:
            return False
        self._hint_id += 1
        player = self.player_factory(HINT_LEVEL, self._seed * 10 + 7)
        task = ChooseTask(self._hint_bridge, self._hint_id, self._action_count(), player, self.view())
        self._pool.start(task)
        return True

    @Slot(int, int, str, str)
    def _on_hint(self, request_id: int, count: int, text: str, error: str) -> None:
        if request_id != self._hint_id or count != self._action_count() or error:
            return
        self.hintReady.emit(text)

    # ================================================================ autosave ============
    @staticmethod
    def autosave_path() -> Path:
        """``<AppDataLocation>/autosave.thousand`` (the folder is created)."""
        folder = Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation))
        folder.mkdir(parents=True, exist_ok=True)
        return folder / AUTOSAVE_NAME

    def _autosave(self) -> None:
        if not self.autosave_enabled or not self._game.deal_records:
            return
        try:
            # compact JSON: the C encoder, fast enough to run after every action
            text = json.dumps(self.record().to_json(), ensure_ascii=False, separators=(",", ":"))
            write_text_atomic(self.autosave_path(), text + "\n")
        except OSError as err:
            log.warning("autosave failed: %s", err)
            if not self._autosave_failed:
                self.errorMessage.emit(self.tr("Autosave failed: {reason}").format(reason=err))
            self._autosave_failed = True
        else:
            self._autosave_failed = False

    @classmethod
    def has_resumable_autosave(cls) -> bool:
        """An autosave exists, replays cleanly, is unfinished and has at least one action."""
        path = cls.autosave_path()
        if not path.is_file():
            return False
        try:
            record = load_record(path)
            game = replay(record)
        except RecordError as err:
            log.warning("autosave is not resumable: %s", err)
            return False
        return not game.finished and count_actions(record) > 0

    def resume_autosave(self) -> None:
        """Load the autosave (raises :class:`RecordError`); ``current_path`` stays None."""
        self.load(self.autosave_path())
        self.current_path = None

    # ================================================================ shutdown ============
    def shutdown(self, msecs: int = 5000) -> bool:
        """Drop awaited answers and wait for running workers (call before quitting)."""
        self._cancel_requests()
        return self._pool.waitForDone(msecs)
