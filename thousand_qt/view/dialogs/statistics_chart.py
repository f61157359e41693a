"""A small bar chart of the human's final totals over the last games, drawn with QPainter.

One bar per game, oldest on the left, from the zero line up (or down for a negative total);
a won game is drawn in the highlight colour. A dashed line marks 1000, the winning total.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QLineF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

WIN_AT = 1000
MARGIN = 8


class ScoreChart(QWidget):
    """Final totals of the last games; :meth:`set_games` takes ``(score, won)`` pairs."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.games: list[tuple[int, bool]] = []
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.setMinimumHeight(110)
        self.retranslate_ui()

    def sizeHint(self) -> QSize:
        return QSize(480, 130)

    def set_games(self, games: list[tuple[int, bool]]) -> None:
        self.games = list(games)
        self.retranslate_ui()
        self.update()

    def retranslate_ui(self) -> None:
        scores = ", ".join(str(score) for score, _won in self.games)
        self.setAccessibleName(self.tr("Final totals of the last games"))
        self.setToolTip(self.tr("Your final totals, oldest first: {scores}").format(scores=scores)
                        if self.games else "")

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    # -- drawing ------------------------------------------------------------------------------
    def value_range(self) -> tuple[int, int]:
        """The totals the vertical axis spans: always 0 and 1000, and every game's total."""
        scores = [score for score, _won in self.games]
        return min([0, *scores]), max([WIN_AT, *scores])

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        try:
            self._paint(painter)
        finally:
            painter.end()

    def _paint(self, painter: QPainter) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pal = self.palette()
        painter.fillRect(self.rect(), pal.color(QPalette.ColorRole.Base))
        metrics = painter.fontMetrics()
        if not self.games:
            painter.setPen(pal.color(QPalette.ColorRole.PlaceholderText))
            painter.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter, self.tr("No games counted yet."))
            return
        low, high = self.value_range()
        label_w = metrics.horizontalAdvance(str(-10000)) + MARGIN
        plot = QRectF(label_w + MARGIN, MARGIN + metrics.height() / 2,
                      self.width() - label_w - 2 * MARGIN, self.height() - 2 * MARGIN - metrics.height())

        def y(value: int) -> float:
            return plot.bottom() - (value - low) / (high - low) * plot.height()

        text = pal.color(QPalette.ColorRole.Text)
        grid = QColor(text)
        grid.setAlpha(90)
        for value, style in ((0, Qt.PenStyle.SolidLine), (WIN_AT, Qt.PenStyle.DashLine)):
            painter.setPen(QPen(grid, 1, style))
            painter.drawLine(QLineF(plot.left(), y(value), plot.right(), y(value)))
        painter.setPen(text)
        drawn: list[float] = []
        for value in (0, WIN_AT, low, high):      # the extremes only where they do not overlap
            if any(abs(y(value) - other) < metrics.height() for other in drawn):
                continue
            drawn.append(y(value))
            box = QRectF(0, y(value) - metrics.height() / 2, label_w, metrics.height())
            painter.drawText(box, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, str(value))
        slot = plot.width() / len(self.games)
        width = max(2.0, slot * 0.7)
        win = pal.color(QPalette.ColorRole.Highlight)
        loss = QColor(text)
        loss.setAlpha(120)
        for i, (score, won) in enumerate(self.games):
            x = plot.left() + i * slot + (slot - width) / 2
            top, bottom = sorted((y(score), y(0)))
            painter.fillRect(QRectF(x, top, width, max(1.0, bottom - top)), win if won else loss)
