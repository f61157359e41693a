"""A translucent panel laid over the table (not a modal dialog: the table stays visible).

Subclasses fill ``self.body`` and implement ``refresh()`` (read the model) and
``retranslate_ui()``; :meth:`Panel.place` centres the panel over the lower middle of its view.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from PySide6.QtCore import QEvent, QRect, Qt
from PySide6.QtGui import QColor, QFont, QKeyEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QGraphicsView,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...engine import Action
from ..table.layout import TableLayout
from ..table.panel_place import (
    clear_of_the_plates,
    fits_below_the_middle,
    gap_between_plates,
    height_below_the_middle,
    panel_top,
    top_clear_of_the_cards,
)
from ..table.scene import TableScene
from ..table.table_model import SubmitAction, TableModel

# An engine action type (``Bid``, ``Contract``…), as :meth:`Panel.legal` asks for one.
A = TypeVar("A", bound=Action)

_STYLE = """
Panel { background: rgba(12, 36, 20, 225); border: 1px solid rgba(255, 216, 102, 150);
        border-radius: 10px; }
Panel QLabel { color: #f4f1e6; background: transparent; }
Panel QLabel#title { color: #ffd866; }
Panel QLabel#note { color: #c9d8c9; }
Panel QPushButton { padding: 4px 12px; }
Panel QSpinBox { padding: 2px; }
"""


#: The smallest text a panel is given to keep its buttons whole on a narrow table.
SMALLEST_TEXT_PX = 10

#: The focus ring of a panel's button: the table's gold.
FOCUS_RING = QColor("#ffd866")
_ENTER_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter)


class PanelButton(QPushButton):
    """A panel's button: a gold ring shows it has the keyboard focus (Enter presses it)."""

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if self.hasFocus():
            painter = QPainter(self)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setPen(QPen(FOCUS_RING, 3))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(self.rect().adjusted(2, 2, -2, -2), 4, 4)


class Panel(QFrame):
    """Base of the in-table panels; their actions, engine values, go to ``submit``
    (:data:`~thousand_qt.view.table.table_model.SubmitAction`)."""

    #: Leave room above the hand for raised cards and their labels (the giving panel).
    room_for_raised = False
    #: Opens in the play, with the trick in the middle: lies below its cards, over the top of a
    #: raised card where the room between them is too small (no label rises above it).
    clear_of_the_trick = False
    #: Takes the keyboard focus when it opens (Enter presses its default button); panels whose
    #: cards are chosen on the table leave the focus there (Tab reaches their buttons).
    takes_focus = True

    def __init__(self, model: TableModel, submit: SubmitAction, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.submit = submit
        self.setObjectName(type(self).__name__)
        self._px = 0
        self.setStyleSheet(_STYLE.replace("Panel", type(self).__name__))
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.body = QVBoxLayout(self)
        self.body.setContentsMargins(14, 8, 14, 8)
        self.body.setSpacing(4)
        self.title = QLabel(self)
        self.title.setObjectName("title")
        self.title.setWordWrap(True)     # a long title in a narrow panel takes two lines
        self.body.addWidget(self.title)
        self.hide()

    @property
    def seat(self) -> int:
        """The human's seat."""
        return self.model.human_seat

    def set_text_size(self, px: int) -> None:
        """Text of ``px`` pixels in the whole panel (the title a little larger, notes smaller).

        Fonts, not the style sheet, so that the panel's size is right at once."""
        if px == self._px:
            return
        self._px = px
        font = QFont(self.font())
        font.setPixelSize(px)
        self.setFont(font)
        note = QFont(font)
        note.setPixelSize(max(11, px - 2))
        for child in self.findChildren(QWidget):    # styled children do not inherit a font
            child.setFont(note if child.objectName() == "note" else font)
        title = QFont(font)
        title.setPixelSize(round(px * 1.15))
        title.setBold(True)
        self.title.setFont(title)
        for box in self.findChildren(QSpinBox):
            box.setMinimumWidth(px * 5)

    def note_label(self) -> QLabel:
        """A wrapped note in the panel's smaller text."""
        label = QLabel(self)
        label.setObjectName("note")
        label.setWordWrap(True)
        return label

    def button(self, slot: Callable[[], object]) -> QPushButton:
        """A panel button that calls ``slot`` when pressed."""
        b = PanelButton(self)
        b.setCursor(Qt.CursorShape.PointingHandCursor)
        b.clicked.connect(slot)
        return b

    def legal(self, kind: type[A]) -> list[A]:
        """The human's legal actions of one kind (``Bid``, ``Contract``…), engine values."""
        return [a for a in self.model.legal() if isinstance(a, kind)]

    def open(self) -> None:
        """Fill the panel from the model and show it in its place."""
        self.retranslate_ui()
        self.refresh()
        self.adjustSize()
        self.place()
        self.show()
        self.raise_()

    def place(self) -> None:
        """Over the lower middle of the table, just above the human's hand, sized for the table."""
        parent = self.parentWidget()
        if parent is None:
            return
        scene = parent.scene() if isinstance(parent, QGraphicsView) else None
        layout = scene.layout if isinstance(scene, TableScene) else None
        if layout is None or not isinstance(parent, QGraphicsView):
            self._size_to_fit()
            x, y = (parent.width() - self.width()) // 2, int(parent.height() * 0.43) - self.height() // 2
        else:
            room = int(layout.panel_width(beside_talons=self.room_for_raised))
            x, y = self._placed(parent, layout, layout.ui_font_px(), room, parent.width() // 2)
            gap = gap_between_plates(self._plates(parent), self.rect().translated(x, y), int(layout.margin),
                                     parent.width())
            if gap is not None:     # still on a plate: narrower, between the plates it would cover
                x, y = self._placed(parent, layout, self._px, gap[1] - gap[0], (gap[0] + gap[1]) // 2)
        self.move(max(0, x), max(0, y))

    def _size_to_fit(self) -> None:
        """As large as the contents ask, within the maximum width; no button cut, notes wrapped."""
        self.body.activate()
        self.adjustSize()
        width = min(max(self.width(), self.minimumSizeHint().width()), self.maximumWidth())
        self.resize(width, max(self.height(), self.heightForWidth(width)))

    def _placed(self, view: QGraphicsView, layout: TableLayout, px: int, room: int, centre: int) -> tuple[int, int]:
        """With text of ``px`` pixels at most ``room`` wide (see :meth:`_fit_text`): the place
        centred on ``centre`` just above the human's hand, below the middle of the table, moved
        clear of the plates where it can be (:func:`.clear_of_the_plates`)."""
        while True:
            self._fit_text(px, room)
            self._title_on_one_line_if_room()
            self._size_to_fit()
            # the talon or the trick lies in the middle: a wider panel (its notes on fewer lines),
            # else smaller text, where the panel is too tall for the room between them and the hand
            if not self.room_for_raised:
                self._widen_to(int(height_below_the_middle(layout, False)))
            if (self.room_for_raised or fits_below_the_middle(layout, self.height(), self.room_for_raised)
                    or px <= SMALLEST_TEXT_PX):
                break
            px -= 1
        y = panel_top(layout, self.height(), self.room_for_raised)
        x = centre - self.width() // 2
        scene = view.scene()
        if not isinstance(scene, TableScene):
            return x, y
        cards = scene.middle_card_rects()
        if self.clear_of_the_trick:
            y = top_clear_of_the_cards(layout, cards, self.rect().translated(x, y))
        return clear_of_the_plates(self._plates(view), cards, self.rect().translated(x, y),
                                   int(layout.margin), int(layout.drop_zone().top()))

    def _widen_to(self, height: int) -> None:
        """No taller than ``height`` if a width up to the widest allowed makes it so: the least
        such width (notes wrap on fewer lines); as it is otherwise."""
        if self.height() <= height or not self.hasHeightForWidth():
            return
        narrow, wide = self.width(), self.maximumWidth()
        if self.heightForWidth(wide) > height:
            return
        while wide - narrow > 4:
            middle = (narrow + wide) // 2
            if self.heightForWidth(middle) <= height:
                wide = middle
            else:
                narrow = middle
        self.resize(wide, self.heightForWidth(wide))

    def _plates(self, view: QGraphicsView) -> list[QRect]:
        """Where the seats' plates and the contract's plate are (the table's scene has the view's
        size and coordinates, as the layout the panel is placed by: no mapping, which would lag
        behind while the view is being resized)."""
        scene = view.scene()
        return scene.plate_rects() if isinstance(scene, TableScene) else []

    def _least_width(self) -> int:
        """The width the panel needs for its buttons whole (the title may wrap)."""
        self.title.setMinimumWidth(0)
        self.body.invalidate()
        self.body.activate()
        return self.minimumSizeHint().width()

    def _fit_text(self, px: int, room: int) -> None:
        """Text of ``px`` pixels and at most ``room`` wide; on a table too narrow for the buttons
        whole at that size the text gets smaller (down to SMALLEST_TEXT_PX), and past that the
        panel is as wide as its buttons need: a button is never cut."""
        self.set_text_size(px)
        while px > SMALLEST_TEXT_PX and self._least_width() > room:
            px -= 1
            self.set_text_size(px)
        self.setMaximumWidth(max(room, self._least_width()))

    def _title_on_one_line_if_room(self) -> None:
        """A word-wrapped label asks for little width: let the title have the width of its
        text (up to the panel's widest), so it wraps only in a narrow panel."""
        margins = self.body.contentsMargins()
        room = self.maximumWidth() - margins.left() - margins.right() - 2 * self.frameWidth()
        text = self.title.fontMetrics().horizontalAdvance(self.title.text()) + 2
        self.title.setMinimumWidth(max(0, min(text, room)))

    # -- keyboard -----------------------------------------------------------------------
    def default_button(self) -> QPushButton | None:
        """The button Enter presses when no button has the focus (shown as the default)."""
        return next((b for b in self.findChildren(QPushButton)
                     if b.isDefault() and b.isVisible() and b.isEnabled()), None)

    def focus_chain(self) -> list[QWidget]:
        """The panel's widgets Tab stops at, in the window's focus order."""
        chain: list[QWidget] = []
        widget = self.nextInFocusChain()
        while widget is not self and widget is not None and len(chain) < 100:
            if (self.isAncestorOf(widget) and widget.isVisible() and widget.isEnabled()
                    and widget.focusProxy() is None and widget.focusPolicy() & Qt.FocusPolicy.TabFocus):
                chain.append(widget)
            widget = widget.nextInFocusChain()
        return chain

    def take_focus(self) -> bool:
        """On opening: the number box or the default button gets the focus (if the panel takes
        it); True if it did."""
        if not self.takes_focus:
            return False
        boxes = [w for w in self.focus_chain() if isinstance(w, QSpinBox)]
        target = boxes[0] if boxes else self.default_button()
        if target is None:
            return False
        target.setFocus(Qt.FocusReason.TabFocusReason)
        if isinstance(target, QSpinBox):
            target.selectAll()
        return True

    def focus_at_end(self, first: bool) -> bool:
        """Tab from the table into the panel: its first (or, Shift+Tab, its last) stop."""
        chain = self.focus_chain()
        if not chain:
            return False
        chain[0 if first else -1].setFocus(Qt.FocusReason.TabFocusReason if first else
                                           Qt.FocusReason.BacktabFocusReason)
        return True

    def focusNextPrevChild(self, next: bool) -> bool:
        """Tab and Shift+Tab go round the panel's buttons and the table below it."""
        chain = self.focus_chain()
        current = QApplication.focusWidget()
        parent = self.parentWidget()
        if current not in chain or parent is None:
            return super().focusNextPrevChild(next)
        k = chain.index(current) + (1 if next else -1)
        reason = Qt.FocusReason.TabFocusReason if next else Qt.FocusReason.BacktabFocusReason
        (chain[k] if 0 <= k < len(chain) else parent).setFocus(reason)
        return True

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Enter presses the focused button, else the default one."""
        if event.key() in _ENTER_KEYS:
            focused = QApplication.focusWidget()
            button = focused if isinstance(focused, QPushButton) and self.isAncestorOf(focused) \
                else self.default_button()
            if button is not None and button.isVisible() and button.isEnabled():
                event.accept()
                button.click()
                return
        super().keyPressEvent(event)

    def hint_button(self, action: Action) -> QPushButton | None:
        """The button that does the hinted ``action`` (an amount it needs put in the box), or
        None if this panel does not offer it (each panel its own)."""
        return None

    def take_hint(self, action: Action) -> bool:
        """Make the hinted ``action`` what Enter does: its button the default one, with the
        keyboard focus where the panel takes it; True if this panel offers the action."""
        target = self.hint_button(action) if self.isVisible() else None
        if target is None:
            return False
        for button in self.findChildren(QPushButton):
            button.setDefault(button is target)
        if self.takes_focus:
            target.setFocus(Qt.FocusReason.OtherFocusReason)
        return True

    def send(self, action: Action) -> None:
        """Close the panel and hand ``action`` to the model (the window's ``submit``)."""
        self.hide()
        self.submit(action)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
            if self.isVisible():
                self.refresh()
        super().changeEvent(event)

    def refresh(self) -> None:  # pragma: no cover - overridden
        """Show what the model says now (each panel its own)."""

    def retranslate_ui(self) -> None:  # pragma: no cover - overridden
        """The panel's texts in the language now installed (each panel its own)."""
