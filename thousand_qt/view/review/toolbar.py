"""The review's navigation bar (at the bottom of the window while reviewing): to the start,
back a deal, a trick, a move; play/pause; on a move, a trick, a deal; to the end; the speed of
the automatic play. The keys are handled by :class:`~thousand_qt.view.review.mode.ReviewMode`
(the tooltips name them)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QComboBox, QLabel, QToolBar, QWidget

from ...model.review_session import DEFAULT_PLAY_SPEED, PLAY_SPEEDS

#: the bar's buttons, in order: (key of the step, its session method)
STEPS = ("first", "previous_deal", "previous_trick", "previous_action", "play",
         "next_action", "next_trick", "next_deal", "end")


class ReviewToolbar(QToolBar):
    """The buttons emit ``step`` with a :data:`STEPS` key; the combo ``speedChosen``."""

    step = Signal(str)
    speedChosen = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ReviewToolbar")
        self.setMovable(False)
        self.setFloatable(False)
        self.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.actions_by_step: dict[str, QAction] = {}
        for key in STEPS:
            action = self.addAction("")
            action.triggered.connect(lambda _=False, k=key: self.step.emit(k))
            self.actions_by_step[key] = action
            self.widgetForAction(action).setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.addSeparator()
        self.speed_label = QLabel(self)
        self.addWidget(self.speed_label)
        self.speed = QComboBox(self)
        self.speed.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        for name in PLAY_SPEEDS:
            self.speed.addItem("", name)
        self.speed.setCurrentIndex(list(PLAY_SPEEDS).index(DEFAULT_PLAY_SPEED))
        self.speed.currentIndexChanged.connect(lambda i: self.speedChosen.emit(self.speed.itemData(i)))
        self.addWidget(self.speed)
        self.playing = False
        self.retranslate_ui()

    def set_playing(self, playing: bool) -> None:
        """The play button reads Pause while the review plays."""
        self.playing = playing
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        """The buttons' and the speed's texts in the language now installed."""
        texts = {"first": (self.tr("⇤ Start"), self.tr("To the first position (Home)")),
                 "previous_deal": (self.tr("« Deal"), self.tr("Back a deal (Page Up)")),
                 "previous_trick": (self.tr("‹ Trick"), self.tr("Back a trick (Up)")),
                 "previous_action": (self.tr("← Move"), self.tr("Back a move (Left)")),
                 "play": ((self.tr("Pause") if self.playing else self.tr("Play")),
                          self.tr("Play the game on by itself, or pause (Space)")),
                 "next_action": (self.tr("Move →"), self.tr("On a move (Right)")),
                 "next_trick": (self.tr("Trick ›"), self.tr("On a trick (Down)")),
                 "next_deal": (self.tr("Deal »"), self.tr("On a deal (Page Down)")),
                 "end": (self.tr("End ⇥"), self.tr("To the last position (End)"))}
        for key, (text, tip) in texts.items():
            self.actions_by_step[key].setText(text)
            self.actions_by_step[key].setToolTip(tip)
        self.speed_label.setText(" " + self.tr("Speed:") + " ")
        words = {"slow": self.tr("slow"), "normal": self.tr("normal"), "fast": self.tr("fast")}
        for i in range(self.speed.count()):
            self.speed.setItemText(i, words[self.speed.itemData(i)])

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)


__all__ = ["STEPS", "ReviewToolbar"]
