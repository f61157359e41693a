"""The table: a QGraphicsScene holding the card items, the name plates and the green baize.

The scene keeps *where each card belongs* (a hand, the trick, the talon, a seat's pile of won
tricks, the dealer's pack) and :meth:`TableScene.relayout` moves every card to its place,
animated or not. Model events only change the assignment; :meth:`sync` rebuilds it from a
:class:`SeatView` (after loading, undo or a resize).

Other seats' hands lie face down unless the caller hands their cards in (``open_hands``: a
training aid, or reviewing a finished game); the scene itself never knows more than it is given.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence

from PySide6.QtCore import QAbstractAnimation, QObject, QPointF, QRect, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QImage, QPainter, QPixmap, QRadialGradient
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSimpleTextItem

from ...engine import Card, SeatView, Suit, sort_hand
from ..felt_style import FELT_CENTRE, FELT_EDGE, FELT_MIDDLE
from .card_item import LEGAL, NORMAL, CardItem
from .card_renderer import CardRenderer
from .layout import TableLayout
from .piles import Z_HAND, Z_PACK, Z_STOCK, Z_TALON, Z_TRICK, Z_WON, Pile
from .seat_badge import InfoPlate, SeatBadge
from .seating import BOTTOM, SEATINGS, Seating


def _felt_tile() -> QPixmap:
    rng = random.Random(7)
    data = bytearray()
    for _ in range(96 * 96):
        v = rng.randint(0, 10)          # premultiplied grey, alpha 10
        data += bytes((v, v, v, 10))
    image = QImage(bytes(data), 96, 96, QImage.Format.Format_ARGB32_Premultiplied)
    return QPixmap.fromImage(image.copy())


class TableScene(QGraphicsScene):
    """Card items and their places; see the module docstring."""

    cardClicked = Signal(object)
    cardDoubleClicked = Signal(object)
    cardDropped = Signal(object, QPointF)

    def __init__(self, renderer: CardRenderer, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.renderer = renderer
        self.layout = TableLayout(1024, 600)
        self.hands: dict[int, list[CardItem]] = {}
        self.trick: list[tuple[int, CardItem]] = []
        self.talon: list[CardItem] = []
        self.talon_spread = False
        self.talon_pair: list[list[CardItem]] = [[], []]   # two players: the two talons, left and right
        self.open_pair: int | None = None     # two players: the talon shown face up
        self.pair_cursor: int | None = None   # two players: the talon the keyboard stands on
        self.pair_choosable = False           # two players: the human may click a talon now
        self.piles: dict[int, list[CardItem]] = {}
        self.deck: list[CardItem] = []
        self.stock: list[CardItem] = []       # the game with a stock: its cards, top last
        self.stock_count = QGraphicsSimpleTextItem()
        self.stock_count.setBrush(QColor("#f3ead2"))
        self.stock_count.setZValue(400)
        self.addItem(self.stock_count)
        self.dealer = 0
        self.raised: set[str] = set()
        self.trump: Suit | None = None
        self.open_seats: set[int] = set()    # other seats whose hands lie face up
        self.own_hand_hidden = False          # the human's hand face down (a blind choice open)
        self.talon_peekable = False                # the closed talon's cards may be clicked to peek
        self._talon_aids: dict[CardItem, tuple[str, bool]] = {}   # closed talon card → (suit shown, peeked)
        self.badges: dict[int, SeatBadge] = {}
        self.info = InfoPlate()
        self.addItem(self.info)
        self.info.setVisible(False)
        self._felt: QPixmap | None = None
        self.setup(SEATINGS[3], 0)

    # -- seats --------------------------------------------------------------------------
    def setup(self, seating: Seating, human: int) -> None:
        """Empty the table of ``seating`` (:func:`~.seating.seating_for`) with the human at ``human``."""
        for item in self.all_cards():
            self.removeItem(item)
        for badge in self.badges.values():
            self.removeItem(badge)
        self.layout = TableLayout(self.layout.width, self.layout.height, seating, human)
        n = seating.n
        self.hands = {s: [] for s in range(n)}
        self.piles = {s: [] for s in range(n)}
        self.trick, self.talon, self.deck, self.stock = [], [], [], []
        self.clear_talon_pair()
        self.raised.clear()
        self.trump = None
        self.open_seats = set()
        self.clear_talon_aids()
        self.badges = {s: SeatBadge(s) for s in range(n)}
        for badge in self.badges.values():
            self.addItem(badge)
        self._place_plates()

    def clear_talon_pair(self) -> None:
        """Two players: no talon on the table (a new deal, or not two players)."""
        self.talon_pair, self.open_pair, self.pair_cursor = [[], []], None, None

    def talon_index_of(self, item: CardItem) -> int | None:
        """Two players: which of the two talons ``item`` lies in (None: in neither)."""
        return next((k for k, pile in enumerate(self.talon_pair) if item in pile), None)

    @property
    def n(self) -> int:  # the number of players
        return self.layout.n

    @property
    def human(self) -> int:
        return self.layout.human

    def resize_table(self, width: float, height: float) -> None:
        self.setSceneRect(QRectF(0, 0, width, height))
        self.layout = TableLayout(width, height, self.layout.seating, self.layout.human)
        self._place_plates()
        self.relayout(0)

    def _place_plates(self) -> None:
        for seat, badge in self.badges.items():
            badge.set_size(*self.layout.badge_size(self.layout.side(seat)))
            badge.setPos(self.layout.badge_pos(self.layout.side(seat)))
        self.info.set_size(*self.layout.info_size())
        self.info.setPos(self.layout.info_pos())

    def plate_rects(self) -> list[QRect]:
        """Where the seats' plates and the contract's plate are shown (scene coordinates)."""
        shown = [*self.badges.values(), self.info]
        return [p.sceneBoundingRect().toAlignedRect() for p in shown if p.isVisible()]

    def middle_card_rects(self) -> list[QRect]:
        """Where the cards in the middle of the table lie: the talons and the trick."""
        middle = [*self.talon, *(item for _seat, item in self.trick), *(i for pile in self.talon_pair for i in pile)]
        return [item.sceneBoundingRect().toAlignedRect() for item in middle if item.isVisible()]

    # -- items --------------------------------------------------------------------------
    def all_cards(self) -> list[CardItem]:
        items = [i for h in self.hands.values() for i in h] + [i for _, i in self.trick]
        items += self.talon + [i for p in self.piles.values() for i in p] + self.deck
        items += [i for pile in self.talon_pair for i in pile] + self.stock
        return items

    def new_card(self, card: str = "", face_up: bool = False, at: QPointF | None = None) -> CardItem:
        item = CardItem(self.renderer, card, face_up, self.layout.cw)
        item.clicked.connect(self.cardClicked)
        item.doubleClicked.connect(self.cardDoubleClicked)
        item.dropped.connect(self.cardDropped)
        if at is not None:
            item.setPos(at)
        self.addItem(item)
        return item

    def human_hand(self) -> list[CardItem]:
        return self.hands.get(self.human, [])

    def take_from_hand(self, seat: int, card: str) -> CardItem:
        """Remove a card from a hand (by text if known there, else any) and name it."""
        hand = self.hands[seat]
        item = next((i for i in hand if i.card == card), None)
        if item is None:
            item = next((i for i in hand if not i.card), hand[-1] if hand else None)
        if item is None:
            item = self.new_card(card, False, self.layout.deck_pos(self.layout.side(seat)))
        else:
            hand.remove(item)
        if card:
            item.card = card
        self.raised.discard(card)
        return item

    def sort_human_hand(self) -> None:
        self.sort_hand(self.human)

    def sort_hand(self, seat: int) -> None:
        """Order a hand's known cards as the player holds them (by suit, trump first)."""
        hand = self.hands.get(seat, [])
        known = [i for i in hand if i.card]
        order = {c.text: k for k, c in enumerate(sort_hand([Card.parse(i.card) for i in known], self.trump))}
        hand.sort(key=lambda i: order.get(i.card, 99))

    # -- layout -------------------------------------------------------------------------
    def relayout(self, duration: int, order: list[CardItem] | None = None,
                 stagger: int = 0) -> list[QAbstractAnimation]:
        """Move every card to its place; cards in ``order`` start ``stagger`` ms apart."""
        delays = {id(item): k * stagger for k, item in enumerate(order or [])}
        anims: list[QAbstractAnimation | None] = []
        for pile in self.laid_out():
            for k, (item, (pos, rot), face) in enumerate(zip(pile.items, pile.slots, pile.face_up, strict=True)):
                if pile.interactive is not None:
                    item.interactive = pile.interactive
                item.setVisible(True)
                suit, peeked = self._talon_aids.get(item, ("", False))
                if item in self._talon_aids and self.talon_peekable:    # (clear_talon_aids turns it off)
                    item.interactive = True
                    item.set_state(LEGAL)
                face = face or (peeked and bool(item.card))
                item.set_suit_hint("" if face else suit)
                anims.append(item.animate(pos, rot, pile.z + k, face, duration, delays.get(id(item), 0),
                                          width=pile.width))
        self._show_stock_count(self.layout.stock_pos())
        return [a for a in anims if a is not None]

    def laid_out(self) -> list[Pile]:
        """Every pile of the table with where its cards go now (see :mod:`.piles`)."""
        lay = self.layout
        cw = lay.cw
        piles = []
        for seat, hand in self.hands.items():
            side = lay.side(seat)
            raised = {k for k, i in enumerate(hand) if i.card and i.card in self.raised}
            upright = seat in self.open_seats and any(i.card for i in hand)
            shown = (side is BOTTOM and not self.own_hand_hidden) or seat in self.open_seats
            piles.append(Pile.of(hand, lay.hand_slots(side, len(hand), raised, upright), Z_HAND,
                                 [shown and bool(i.card) for i in hand], lay.hand_cw if side is BOTTOM else cw))
        piles.append(Pile.of([i for _, i in self.trick], [lay.trick_slot(lay.side(s)) for s, _ in self.trick],
                             Z_TRICK, True, cw))
        spots = lay.talon_slots(len(self.talon), self.talon_spread or bool(self._talon_aids))
        piles.append(Pile.of(self.talon, [(pos, 0.0) for pos in spots], Z_TALON,
                             [self.talon_spread and bool(i.card) for i in self.talon], cw))
        for index, pair in enumerate(self.talon_pair):
            spread = self.open_pair == index or any(item in self._talon_aids for item in pair)
            spots = lay.talon_pair_slots(index, len(pair), spread, self.pair_cursor == index)
            piles.append(Pile.of(pair, [(pos, 0.0) for pos in spots], Z_TALON,
                                 [spread and bool(i.card) for i in pair], cw, self.pair_choosable))
        for seat, won in self.piles.items():
            piles.append(Pile.of(won, lay.won_slots(lay.side(seat), len(won)), Z_WON, False, cw))
        piles.append(Pile.of(self.deck, lay.pack_slots(lay.side(self.dealer), len(self.deck)), Z_PACK, False, cw))
        piles.append(Pile.of(self.stock, lay.stock_slots(len(self.stock)), Z_STOCK, False, cw, False))
        return piles

    def _show_stock_count(self, at: QPointF) -> None:
        """The number of cards in the stock, under the pile (hidden when there is none)."""
        label = self.stock_count
        label.setVisible(bool(self.stock))
        if not self.stock:
            return
        font = label.font()
        font.setPixelSize(self.layout.ui_font_px())
        font.setBold(True)
        label.setFont(font)
        label.setText(str(len(self.stock)))
        box = label.boundingRect()
        label.setPos(at.x() - box.width() / 2, at.y() + self.layout.ch / 2 + box.height() * 0.2)

    # -- rebuilding from what the human may know ---------------------------------------
    def sync(self, view: SeatView, duration: int = 0,
             open_hands: Mapping[int, Sequence[Card]] | None = None) -> list[QAbstractAnimation]:
        """Put every card where ``view`` (the human's SeatView) says it is.

        ``open_hands`` gives other seats' cards to show face up; the rest lie face down.
        """
        open_hands = {s: cards for s, cards in (open_hands or {}).items() if s != view.seat}
        self.clear_talon_aids()
        pool = self.all_cards()
        by_text: dict[str, list[CardItem]] = {}
        for item in pool:
            by_text.setdefault(item.card, []).append(item)

        def get(card: str) -> CardItem:
            for key in (card, ""):
                if by_text.get(key):
                    item = by_text[key].pop()
                    pool.remove(item)
                    item.card = card
                    return item
            if pool:
                item = pool.pop()
                by_text[item.card].remove(item)
                item.card = card
                return item
            return self.new_card(card, False, self.layout.centre)

        def get_own(held: list[CardItem]) -> CardItem:
            """A face-down card for a hidden hand: one it holds on the table (a card just given
            stays, and glows, where it went), else any."""
            while held:
                item = held.pop(0)
                if item in pool:
                    pool.remove(item)
                    by_text[item.card].remove(item)
                    item.card = ""
                    return item
            return get("")

        self.trump = view.trump
        self.dealer = view.dealer if view.dealer is not None else self.dealer
        n = view.n_players
        held = {s: list(self.hands.get(s, [])) for s in range(n)}
        self.hands = {s: [] for s in range(n)}
        self.piles = {s: [] for s in range(n)}
        self.deck = []
        self.hands[view.seat] = [get(c.text) for c in view.hand]
        for s in open_hands:
            self.hands[s] = [get(c.text) for c in open_hands[s]]
        self.open_seats = set(open_hands)
        self.trick = [(s, get(c.text)) for s, c in view.trick]
        for t in view.tricks:
            self.piles[t.winner] += [get(c.text) for _, c in t.cards]
        for s in range(n):      # the hidden hands after every card the view names
            if s != view.seat and s not in open_hands:
                self.hands[s] = [get_own(held[s]) for _ in range(view.hand_sizes[s])]
        self.stock = [get("") for _ in range(view.stock_left)]
        self._sync_talons(view, get)
        for item in pool:
            self.removeItem(item)
        self.raised &= {c.text for c in view.hand}
        for s in (self.human, *self.open_seats):
            self.sort_hand(s)
        return self.relayout(duration)

    def set_open_hands(self, open_hands: Mapping[int, Sequence[Card]]) -> None:
        """Lay the given seats' hands face up with these cards (sorted) from the next
        :meth:`relayout`; every other seat's hand lies face down."""
        self.open_seats = set()
        for seat, cards in open_hands.items():
            if seat == self.human or seat not in self.hands:
                continue
            hand = self.hands[seat]
            at = self.layout.deck_pos(self.layout.side(seat))
            while len(hand) < len(cards):
                hand.append(self.new_card("", False, at))
            for item in hand[len(cards):]:
                self.removeItem(item)
            del hand[len(cards):]
            for item, card in zip(hand, cards, strict=True):
                item.card = card.text
            self.open_seats.add(seat)
            self.sort_hand(seat)

    def show_hands(self, open_hands: Mapping[int, Sequence[Card]], duration: int = 0) -> list[QAbstractAnimation]:
        """:meth:`set_open_hands` and move the cards (turning them over) over ``duration`` ms."""
        self.set_open_hands(open_hands)
        return self.relayout(duration)

    # -- training aids on the talon ---------------------------------------------------------
    def closed_talon(self) -> list[CardItem]:
        """The talon cards lying closed on the table, in table order (the aids' talon indices)."""
        closed = [] if self.talon_spread else list(self.talon)
        if self.open_pair is None:          # two players: both talons, left then right
            closed += [item for pile in self.talon_pair for item in pile]
        return closed

    def set_talon_aids(self, suits: Sequence[str], peeked: Mapping[int, Card], peekable: bool) -> None:
        """From the next :meth:`relayout`: each closed talon card shows its suit (``suits`` in
        table order, may be empty), the ``peeked`` ones lie face up, and the cards may be clicked
        while ``peekable``; a talon with any of these lies spread."""
        self.clear_talon_aids()
        items = self.closed_talon()
        if not (suits or peeked or peekable) or not items:
            return
        for k, item in enumerate(items):
            card = peeked.get(k)
            if card is not None:
                item.card = card.text
            self._talon_aids[item] = (suits[k] if k < len(suits) else "", card is not None)
        self.talon_peekable = peekable

    def clear_talon_aids(self) -> None:
        """No aid on the talon (a new deal; the talon was opened)."""
        for item in self._talon_aids:
            item.interactive = False
            item.set_state(NORMAL)
        self._talon_aids, self.talon_peekable = {}, False

    def _sync_talons(self, view: SeatView, get: Callable[[str], CardItem]) -> None:
        """The talon places as ``view`` has them (:meth:`SeatView.talon_places`): closed talons,
        and with two players the cards laid face down in place of the opened talon."""
        self.talon = []
        self.clear_talon_pair()
        places = view.talon_places()
        for index, place in enumerate(places):
            if place is None:
                continue
            laid = view.discarded[1:] if view.card_in_second_talon else view.discarded
            known = [c.text for c in laid] if place.talon is None else []
            cards = [get(text) for text in known or [""] * place.size]
            if not self.layout.seating.two_talons:
                self.talon, self.talon_spread = cards, False
            else:
                self.talon_pair[index] = cards

    # -- background ---------------------------------------------------------------------
    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        rect, scene = QRectF(rect), self.sceneRect()
        grad = QRadialGradient(scene.center(), max(scene.width(), scene.height()) * 0.7)
        grad.setColorAt(0.0, QColor(FELT_CENTRE))
        grad.setColorAt(0.6, QColor(FELT_MIDDLE))
        grad.setColorAt(1.0, QColor(FELT_EDGE))
        painter.fillRect(rect, grad)
        if self._felt is None:
            self._felt = _felt_tile()
        painter.drawTiledPixmap(rect, self._felt, rect.topLeft())
        painter.setPen(QColor(255, 255, 255, 28))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        zone = self.layout.drop_zone()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.drawRoundedRect(zone, self.layout.cw * 0.3, self.layout.cw * 0.3)
