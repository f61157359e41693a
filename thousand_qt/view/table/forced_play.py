"""A forced card played by itself (Preferences ▸ Application, off by default).

When the human is to play and the engine's legal actions are a single card with nothing to
declare (:func:`thousand_qt.engine.actions.forced_play`), that card is played after a short
look (:data:`FORCED_PAUSE_MS`, scaled by the animation speed: at once when instant), as if
clicked. Never a bid, a gift, a contract or a marriage choice. After an undo, a load or a new
game the position the table opens on is left to the player (an undo of a forced card must not
play it again at once).
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer, Signal

from ...engine import Phase, forced_play
from .animation import AnimationQueue
from .card_text import card_label
from .controller import TableController
from .human_input import PLAY, HumanInput
from .table_model import TableModel

# How long the forced card is shown before it goes, at the "normal" speed.
FORCED_PAUSE_MS = 450


class ForcedPlay(QObject):
    """Plays the human's forced card when :attr:`enabled`; see the module docstring."""

    status = Signal(str)

    def __init__(self, model: TableModel, human_input: HumanInput, queue: AnimationQueue, controller: TableController,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.model, self.input, self.queue = model, human_input, queue
        self.enabled = False
        self._card: str | None = None
        self._left_to_player: tuple[int, int] | None = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._play)
        controller.humanTurn.connect(self.turn)
        model.gameStarted.connect(self._game_started)

    def _position(self) -> tuple[int, int]:
        """Where the play stands, from the seat's view (a local or a network game alike): the
        deal and the cards played in it."""
        view = self.model.view()
        return view.deal_number, len(view.played_cards) + len(view.trick)

    def _game_started(self) -> None:
        self._timer.stop()
        self._card = None
        self._left_to_player = self._position()

    def forced_card(self) -> str | None:
        """The card the human must play now, if there is no choice at all (else None)."""
        play = forced_play(self.model.legal())
        return play.card.text if play is not None else None

    def turn(self, phase: Phase) -> None:
        """The human is to act in ``phase``: a forced card in the play goes after a moment."""
        if not self.enabled or phase is not Phase.PLAY or self._position() == self._left_to_player:
            return
        card = self.forced_card()
        if card is None:
            return
        self._card = card
        self._timer.start(self.queue.ms(FORCED_PAUSE_MS))

    def _play(self) -> None:
        card, self._card = self._card, None
        if (card is None or not self.enabled or self.input.mode != PLAY or self.queue.busy
                or self.forced_card() != card):
            return
        self.status.emit(self.tr("{0} was the only card you could play: played for you.").format(
            card_label(card, self.input.scene.renderer.indices)))
        self.input.play(card)
