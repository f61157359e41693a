"""Where things go on the table, in card-size units: a resize is only a new :class:`TableLayout`.

The human sits at the bottom; with three players seat human+1 is on the left and human+2 on
the right (clockwise); with four, human+2 sits at the top; with two, the opponent is at the top.
With four, the left and right plates lie below their hands (the top row holds the top seat's
plate, hand and won tricks and the trump plate); with two, the trump plate sits right of the
human's hand and the two talons left and right of the trick (the game with a stock: its stock
where the left talon would lie). What differs is the layout's :class:`~.seating.Seating`.

The human's own cards are larger than the rest (:attr:`TableLayout.hand_cw`, up to
:data:`HAND_SCALE_MAX` times), as large as the room below the trick allows with a panel's
height left between the talon and the hand; with three players the middle of the table moves
up (never under the top plates) to make that room. The fan spreads over the bottom between
the human's plate and whatever lies in the hand's row (won tricks, another plate), centred
under the trick while that leaves it room, else shifted into the wider side.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass
from functools import cached_property

from PySide6.QtCore import QPointF, QRectF

from .card_renderer import CARD_RATIO
from .seating import BOTTOM, LEFT, RIGHT, SEATINGS, TOP, ContractPlate, Seating, Side

#: Rotation of a hand's cards on each side (left/right hands lie sideways).
SIDE_ROTATION = {BOTTOM: 0.0, LEFT: 90.0, TOP: 180.0, RIGHT: -90.0}
_TRICK_TILT = {BOTTOM: 0.0, LEFT: -7.0, TOP: 3.0, RIGHT: 7.0}
#: The human's cards are at most this many times the table's card size.
HAND_SCALE_MAX = 1.35
#: How far each trick in a pile of won tricks lies up and right of the one before (in pixels).
PILE_STEP = 1.5
_PILE_LEAN = 7 * PILE_STEP     # eight tricks (the most one seat wins)
#: The step of the human's fan, in the hand's card widths: at most (few cards) and at least
#: (the longest hand of the game, as large cards as that allows).
HAND_STEP_MAX, HAND_STEP_MIN = 0.7, 0.42
#: The longest hand the human holds in the play (the declarer's, before giving or laying away).
_LONGEST_HAND = 10
#: How far a raised card rises, in its own heights.
_RAISE = 0.28


@dataclass(frozen=True)
class TableLayout:
    """Geometry of a ``width`` × ``height`` table of ``seating`` (:func:`~.seating.seating_for`)."""

    width: float
    height: float
    #: What the table is like: where the seats sit, what lies in the middle (:mod:`.seating`).
    seating: Seating = SEATINGS[3]
    human: int = 0

    @property
    def cw(self) -> float:
        """Card width: the unit of the whole layout."""
        return max(40.0, min(self.width / 11.5, self.height / 6.3))

    @property
    def ch(self) -> float:
        return self.cw * CARD_RATIO

    @property
    def margin(self) -> float:
        return max(6.0, self.cw * 0.1)

    @property
    def raise_height(self) -> float:
        """How far a selected (or chosen to give) card of the human's hand rises."""
        return self.hand_ch * _RAISE

    @property
    def hand_top(self) -> float:
        """The highest point of the human's hand, with a raised card and its label above it."""
        return self.hand_card_top() - self.raise_height - self.hand_cw * 0.9

    @property
    def n(self) -> int:
        """The number of players."""
        return self.seating.n

    def side(self, seat: int) -> Side:
        return self.seating.sides[(seat - self.human) % self.n]

    @property
    def centre(self) -> QPointF:
        """The middle of the trick and the talon."""
        return QPointF(self.width / 2, self._fit[1])

    @property
    def hand_cw(self) -> float:
        """The width of the human's own cards (the table's :attr:`cw` or larger)."""
        return self._fit[0]

    @property
    def hand_ch(self) -> float:
        return self.hand_cw * CARD_RATIO

    def panel_room(self) -> float:
        """The height a panel over the lower middle of the table takes at most (its text grows
        with the cards): the room kept free between the talon and the human's hand."""
        return 6.0 * self.ui_font_px() + 50.0

    def hand_card_top(self) -> float:
        """The top of the human's hand when no card is raised."""
        return self.height - self.hand_ch - self.margin

    @cached_property
    def _fit(self) -> tuple[float, float]:
        """The human's card width and the middle's height: the largest cards (up to
        HAND_SCALE_MAX, and no larger than lets the longest hand fan out at HAND_STEP_MIN)
        whose raised card stays clear of the trick and that leave a panel room below the talon;
        with three players the middle goes up for them as far as the top plates allow."""
        cw, ch, m, h = self.cw, self.ch, self.margin, self.height
        left, right = self.hand_room()
        target = min(HAND_SCALE_MAX, (right - left) / (1 + (_LONGEST_HAND - 1) * HAND_STEP_MIN) / cw)

        def scale_at(cy: float) -> float:
            raised = (h - 2 * m - cy - ch * 0.82) / ((1 + _RAISE) * CARD_RATIO)   # clear of the trick
            below_panel = (h - 3 * m - cy - ch / 2 - self.panel_room()) / CARD_RATIO
            return min(raised, below_panel) / cw

        cy = h * 0.41
        if self.seating.middle_rises and scale_at(cy) < target:
            hcw = target * cw
            wanted = min(h - 2 * m - ch * 0.82 - (1 + _RAISE) * CARD_RATIO * hcw,
                         h - 3 * m - ch / 2 - self.panel_room() - CARD_RATIO * hcw)
            top_row = 2 * m + self.badge_size()[1]
            # (a tilted trick card; a note over the talon)
            highest = top_row + max(cw * 0.82, ch / 2 + 2 * self.ui_font_px())
            cy = max(highest, min(cy, wanted))
        return cw * max(1.0, min(target, scale_at(cy))), cy

    def hand_room(self) -> tuple[float, float]:
        """The left and right limits of the human's fan: clear of the plates and piles of won
        tricks that lie in the hand's row (as high as its largest raised card could reach)."""
        m = self.margin
        row_top = self.height - m - (1 + _RAISE) * CARD_RATIO * self.cw * HAND_SCALE_MAX
        left, right = m, self.width - m
        middle = self.width / 2
        for rect in self._row_obstacles():
            if rect.bottom() <= row_top:
                continue
            if rect.right() <= middle:
                left = max(left, rect.right() + m)
            elif rect.left() >= middle:
                right = min(right, rect.left() - m)
        return left, right

    def _row_obstacles(self) -> list[QRectF]:
        """The plates and piles of won tricks, as rectangles (a side hand never reaches the
        bottom row: it lies left of the plates' right edge)."""
        rects = []
        for seat in range(self.n):
            side = self.side(seat)
            rects.append(QRectF(self.badge_pos(side), QRectF(0, 0, *self.badge_size(side)).size()))
            pos, rot = self.pile_slot(side)
            w, h = (self.ch, self.cw) if abs(rot) % 180 == 90 else (self.cw, self.ch)
            rects.append(QRectF(pos.x() - w / 2, pos.y() - h / 2, w, h))
        if self.seating.contract_plate is not ContractPlate.TOP_MIDDLE:
            rects.append(QRectF(self.info_pos(), QRectF(0, 0, *self.info_size()).size()))
        return rects

    def ui_font_px(self) -> int:
        """The pixel size of the panels' and the status line's text: it grows with the cards."""
        return max(12, min(22, round(self.cw * 0.15)))

    def talon_bottom(self) -> float:
        """The lowest point of the talon in the middle (a panel stays below it)."""
        return self.centre.y() + self.ch / 2

    # -- hands --------------------------------------------------------------------------
    @property
    def side_y(self) -> float:
        """The middle of a left or right hand (four players: higher, their plates go below)."""
        return self.height * self.seating.side_y

    @property
    def _side_step(self) -> float:
        return self.seating.side_step

    def _side_hand_reach(self) -> float:
        """How far a left or right hand reaches above or below ``side_y`` (eight cards at the
        usual step; the declarer's nine or ten with the talon lie closer)."""
        return self.cw * (self._side_step * 3.5 + 0.5)

    def hand_slots(self, side: Side, count: int, raised: Collection[int] = frozenset(),
                   upright: bool = False) -> list[tuple[QPointF, float]]:
        """Centre and rotation of each card of a hand of ``count`` cards (``upright``: the top
        hand lies face up, read the right way up and fanned left to right)."""
        cw, ch, m = self.cw, self.ch, self.margin
        if count == 0:
            return []
        if side == BOTTOM:
            hcw = self.hand_cw
            left, right = self.hand_room()
            step = min(hcw * HAND_STEP_MAX, (right - left - hcw) / max(1, count - 1))
            width = hcw + step * (count - 1)
            x0 = min(max(left, self.width / 2 - width / 2), right - width) + hcw / 2
            y = self.height - self.hand_ch / 2 - m
            return [(QPointF(x0 + i * step, y - (self.raise_height if i in raised else 0.0)), 0.0)
                    for i in range(count)]
        if side == TOP:
            step = cw * 0.3
            x0 = self.width / 2 + step * (count - 1) / 2
            if upright:
                return [(QPointF(self.width - x0 + i * step, self.top_hand_y), 0.0) for i in range(count)]
            return [(QPointF(x0 - i * step, self.top_hand_y), 180.0) for i in range(count)]
        step = min(cw * self._side_step, (self.height * 0.5) / max(1, count - 1), self._side_room_step(count))
        x = ch * 0.5 + m if side == LEFT else self.width - ch * 0.5 - m
        y0 = self.side_y - step * (count - 1) / 2
        return [(QPointF(x, y0 + i * step), SIDE_ROTATION[side]) for i in range(count)]

    def _side_room_step(self, count: int) -> float:
        """The largest step that keeps a side fan of ``count`` cards clear of the plates: with
        three players between the plate above it and the plate below it, with four within
        :meth:`_side_hand_reach` (its plate lies below it)."""
        if count < 2 or LEFT not in self.seating.sides:
            return float("inf")
        if self.seating.full_top_row:
            return 2 * (self._side_hand_reach() - self.cw / 2) / (count - 1)
        bh, m = self.badge_size()[1], self.margin
        reach = min(self.side_y - (bh + 3 * m), self.height - bh - 3 * m - self.side_y) - self.cw / 2
        return max(self.cw * 0.12, 2 * reach / (count - 1))

    @property
    def top_hand_y(self) -> float:
        """The middle of the hand at the top (two or four players): wholly on the table below
        its edge where the room above the trick allows, else raised just clear of the trick's
        top card (on a wide, low table a sliver of the backs goes under the edge)."""
        trick, _ = self.trick_slot(TOP)
        clear_of_trick = trick.y() - self.ch - self.margin
        return max(self.ch * 0.38, min(self.ch / 2 + self.margin, clear_of_trick))

    # -- the middle of the table --------------------------------------------------------
    def trick_slot(self, side: Side) -> tuple[QPointF, float]:
        c, cw, ch = self.centre, self.cw, self.ch
        offset = {BOTTOM: QPointF(0, ch * 0.32), TOP: QPointF(0, -ch * 0.32),
                  LEFT: QPointF(-cw * 0.78, -ch * 0.04), RIGHT: QPointF(cw * 0.78, -ch * 0.04)}[side]
        return c + offset, _TRICK_TILT[side]

    def talon_slots(self, count: int, spread: bool) -> list[QPointF]:
        step = self.cw * (1.12 if spread else 0.22)
        c = self.centre
        return [QPointF(c.x() + (i - (count - 1) / 2) * step, c.y()) for i in range(count)]

    def talon_pair_slots(self, index: int, count: int, spread: bool, lifted: bool = False) -> list[QPointF]:
        """Two players: the cards of talon ``index`` (0 lies left of the trick, 1 right of it),
        far enough out that a panel over the lower middle of the table leaves them in sight;
        ``lifted`` (the keyboard stands on it): half a raised card higher."""
        step = self.cw * (1.08 if spread else 0.12)
        x = self._beside_the_trick_x(index)
        lift = QPointF(0, -self.raise_height * 0.5 if lifted else 0.0)
        return [QPointF(x + (i - (count - 1) / 2) * step, self.centre.y()) + lift for i in range(count)]

    def _beside_the_trick_x(self, index: int) -> float:
        """The middle of what lies left (``index`` 0) or right (1) of the trick: a talon of two
        players, the stock."""
        return self.centre.x() + (index * 2 - 1) * self.cw * 3.2

    def panel_width(self, beside_talons: bool = False) -> float:
        """The widest a panel over the lower middle may be: with two players, one that rises to
        the talons' (or the stock's) height (``beside_talons``) fits between them; one below
        them may be wide."""
        if self.seating.beside_the_trick and beside_talons:
            inner = self._beside_the_trick_x(1) - self.cw * (0.5 + 0.06) - self.centre.x()
            return 2 * (inner - self.margin)
        return self.width * 0.9

    def drop_zone(self) -> QRectF:
        """Where a card dragged by the human is played (below the top plates' row)."""
        c, cw, ch = self.centre, self.cw, self.ch
        top = max(c.y() - 1.3 * ch, self.margin * 1.5 + self.badge_size()[1])
        return QRectF(c.x() - 2.6 * cw, top, 5.2 * cw, c.y() + ch - top)

    def pile_slot(self, side: Side) -> tuple[QPointF, float]:
        """Where the tricks a seat won are stacked."""
        cw, ch, m = self.cw, self.ch, self.margin
        if side == BOTTOM:
            return QPointF(self.width - cw * 0.9 - m, self.height - ch * 0.55 - m), 90.0
        if side == TOP and self.seating.full_top_row:     # upright, right of the hand, below the corner plate's line;
            # a narrow table: nearer the hand, so that the contract plate in the corner keeps its width
            x = min(self.width / 2 + 2.05 * cw + m, self.width - 1.5 * m - self.badge_size()[0] - _PILE_LEAN - cw / 2)
            return QPointF(x, ch / 2 + self.margin), 0.0
        if side == TOP:
            return QPointF(self.width / 2 + 2.6 * cw, ch * 0.4), 90.0
        x = ch + cw * 0.9 if side == LEFT else self.width - ch - cw * 0.9
        return QPointF(x, self.side_y), 0.0     # beside the hand, above the human's row

    def won_slots(self, side: Side, count: int) -> list[tuple[QPointF, float]]:
        """The cards of the tricks a seat won: each trick a step up and right of the one before."""
        pos, rot = self.pile_slot(side)
        return [(pos + QPointF(k // 3 * PILE_STEP, -(k // 3) * PILE_STEP), rot) for k in range(count)]

    def pack_slots(self, side: Side, count: int) -> list[tuple[QPointF, float]]:
        """The dealer's pack, each card a little up and left of the one below."""
        at = self.deck_pos(side)
        return [(at + QPointF(-k * 0.3, -k * 0.3), 0.0) for k in range(count)]

    def stock_slots(self, count: int) -> list[tuple[QPointF, float]]:
        """The game with a stock: its cards, each a little up and left of the one below."""
        at = self.stock_pos()
        return [(at + QPointF(-k * 0.6, -k * 0.6), 0.0) for k in range(count)]

    def stock_pos(self) -> QPointF:
        """The game with a stock: where the stock lies (left of the trick, as a talon would)."""
        return QPointF(self._beside_the_trick_x(0), self.centre.y())

    def deck_pos(self, side: Side) -> QPointF:
        """Where the dealer holds the pack."""
        ch = self.ch
        return {BOTTOM: QPointF(self.width / 2, self.height - ch * 0.6),
                TOP: QPointF(self.width / 2, ch * 0.6),
                LEFT: QPointF(ch * 0.9, self.height * 0.45),
                RIGHT: QPointF(self.width - ch * 0.9, self.height * 0.45)}[side]

    # -- labels -------------------------------------------------------------------------
    def badge_size(self, side: Side | None = None) -> tuple[float, float]:
        """A name plate: three lines (name and total; marks and last word; tricks and points).

        With four players the top seat's plate sits just left of its hand and no wider than
        the room between that hand and the left seat's hand (never above another's hand)."""
        bw, bh = max(176.0, self.cw * 2.7), max(72.0, self.cw * 1.02)
        if side == TOP and self.seating.full_top_row:
            bw = max(120.0, min(bw, self._top_hand_left() - self.margin - self._left_column_right() - self.margin))
        return bw, bh

    def _top_hand_left(self) -> float:
        """The left edge of a top hand of up to ten cards."""
        return self.width / 2 - self.cw * (0.3 * 4.5 + 0.5)

    def _left_column_right(self) -> float:
        """The right edge of the left seat's hand (lying sideways at the left edge)."""
        return self.ch + self.margin

    def info_size(self) -> tuple[float, float]:
        """The trump and contract plate: as wide as the room between the top plates allows."""
        bw, bh = self.badge_size()
        place = self.seating.contract_plate
        if place is ContractPlate.TOP_MIDDLE:
            room = self.width - 2 * (bw + 3 * self.margin)
            return max(bw, min(bw * 1.6, room)), bh
        if place is ContractPlate.TOP_CORNER:     # right of the top seat's won tricks (which lean right)
            pile, _ = self.pile_slot(TOP)
            room = self.width - self.margin - (pile.x() + self.cw / 2 + _PILE_LEAN + self.margin / 2)
            return max(bw, min(bw * 1.6, room)), bh
        return bw * 1.15, bh    # two players: in the corner beside the hand (which leaves it room)

    def badge_pos(self, side: Side) -> QPointF:
        """Top-left corner of a seat's name plate."""
        bw, bh = self.badge_size()
        m = self.margin
        if side == BOTTOM:
            return QPointF(m, self.height - bh - m)
        y = self.side_y + self._side_hand_reach() + m if self.seating.full_top_row else m   # four: below the hand
        if side == LEFT:
            return QPointF(m, y)
        if side == RIGHT:
            return QPointF(self.width - bw - m, y)
        if self.seating.full_top_row:
            return QPointF(self._top_hand_left() - m - self.badge_size(TOP)[0], m)
        return QPointF(self.width / 2 - 2.2 * self.cw - bw, m)

    def info_pos(self) -> QPointF:
        """Top-left corner of the trump / contract plate."""
        iw, ih = self.info_size()
        place = self.seating.contract_plate
        if place is ContractPlate.TOP_MIDDLE:
            return QPointF(self.width / 2 - iw / 2, self.margin)
        if place is ContractPlate.BY_THE_HAND:     # above the human's won tricks, right of the hand
            pile, _ = self.pile_slot(BOTTOM)
            return QPointF(self.width - iw - self.margin, pile.y() - self.cw / 2 - self.margin - ih)
        return QPointF(self.width - iw - self.margin, self.margin)
