"""The end of a deal and of the game in the window: the deal's summary (not modal; closing it
deals on), then after the last deal the game's result over the winner's celebration. A new or
loaded game closes whatever of the game before is still open. Texts use the "MainWindow" context.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication, QObject

from ..engine import DealResult
from .dialog_lifetime import freed_on_close
from .dialogs.summary import DealSummaryDialog, GameOverDialog
from .review.mode import ReviewMode
from .table.celebration import Celebration
from .table.scene import TableScene
from .window_frame import WindowFrame

translate = QCoreApplication.translate


class GameEnd(QObject):
    """The result dialogs of ``window`` (their text scaled to ``scene``'s), the ``celebration``
    on its table; the result's Play again calls ``play_again``, its Review opens ``review``."""

    def __init__(self, window: WindowFrame, scene: TableScene, celebration: Celebration, review: ReviewMode,
                 play_again: Callable[[], None]) -> None:
        super().__init__(window)
        self.window, self.scene, self.celebration, self.review = window, scene, celebration, review
        self.play_again = play_again
        self.summary: DealSummaryDialog | None = None
        self.game_over: GameOverDialog | None = None
        self._pending_over: tuple[int, Sequence[int], Sequence[float]] | None = None
        review.activeChanged.connect(self._review_changed)

    def close_all(self) -> None:
        """A new or loaded game: no result dialog of the game before, no celebration."""
        self.celebration.stop()
        if self.summary is not None:
            self.summary.finished.disconnect()
            self.summary.close()
            self.summary = None
        if self.game_over is not None:
            self.game_over.accepted.disconnect()
            self.game_over.rejected.disconnect()
            self.game_over.reviewRequested.disconnect()
            self.game_over.close()
            self.game_over = None
        self._pending_over = None

    def show_summary(self, result: DealResult) -> None:
        """The end-of-deal summary (with the talon, if the human saw it: the model's view of the
        deal just played; with four players always, as the dealer who sat out scores its cards
        in the open); closing it deals on, or after the last deal shows the result."""
        w, model = self.window, self.window.model
        shown = model.view()
        talon, cut = [card.text for card in shown.talon or ()], [card.text for card in shown.cut]
        dealt = model.last_deal_talon() if result.sitting_out is not None else None
        if dealt is not None:
            talon = [card.text for card in dealt]
        self.summary = freed_on_close(DealSummaryDialog(model.players, result, model.rules, talon, model.finished,
                                                        w.renderer.indices, w, self.scene.layout.ui_font_px(), cut))
        self.summary.finished.connect(self._summary_closed)
        self.summary.scoreSheetRequested.connect(w.show_score_sheet)
        # it has the keyboard while it is up: the window's shortcuts work from it too
        self.summary.addActions([a for a in w.menu_actions.values() if not a.shortcut().isEmpty()])
        self.summary.show_beside()

    def _review_changed(self) -> None:
        """A review (Ctrl+R while the summary is up) takes the table: the summary steps aside
        until the review is left and then comes back as it was, so it is never left over the
        review, nor closed behind it to deal on unseen."""
        if self.summary is None:
            return
        if self.review.active:
            self.summary.hide()
        elif not self.summary.isVisible():
            self.summary.show_beside()

    def _summary_closed(self, _result: int) -> None:
        self.summary = None
        if self._pending_over is not None:
            over, self._pending_over = self._pending_over, None
            self._open_game_over(*over)
        else:
            self.window.model.next_deal()

    def show_game_over(self, winner: int, totals: Sequence[int], settlement: Sequence[float]) -> None:
        """The game's result, after the last deal's summary if that is still open."""
        if self.summary is not None:
            self._pending_over = (winner, totals, settlement)
        else:
            self._open_game_over(winner, totals, settlement)

    def _open_game_over(self, winner: int, totals: Sequence[int], settlement: Sequence[float]) -> None:
        w = self.window
        self.game_over = freed_on_close(GameOverDialog(w.model.players, winner, list(totals), list(settlement),
                                                       w.model.view().results, w, self.scene.layout.ui_font_px(),
                                                       bank=bool(w.model.rules.bank)))
        self.game_over.finished.connect(self._game_over_closed)
        self.game_over.accepted.connect(self.play_again)
        self.game_over.reviewRequested.connect(self.review.review_current)
        self.game_over.rejected.connect(lambda: w.show_status(
            translate("MainWindow", "The game is over. Game ▸ New game (Ctrl+N) starts another.")))
        self.game_over.open()
        self.celebration.start(winner)

    def _game_over_closed(self, _result: int) -> None:
        self.game_over = None       # freed: never touched again


__all__ = ["GameEnd"]
