"""The human's cards: play by drag, by click on a raised card, by double-click or ←/→ + Enter;
choose the cards to give by clicking them; with two players, open a talon by clicking it (or
←/→ + Enter).

Single click raises (selects) a card; a click on the raised card, a double-click, Enter or a
drag onto the middle of the table plays it. Every action goes to the model as an engine
``Action`` through the window's ``submit`` (:data:`~.table_model.SubmitAction`); a card the model
refuses springs back, and the model says why. While the table still animates (a finished trick held)
before the human's move, a click on a card is kept for that move: one selects the card, a
second plays it, as soon as the move begins.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QEvent, QObject, QPointF, Qt, QTimer, Signal
from PySide6.QtWidgets import QGraphicsItem, QGraphicsSceneMouseEvent

from ...engine import ACES, MARRIAGE, Action, Card, Discard, Give, Phase, Play, TakeTalon, opponents_of
from ..names import shown_name
from .animation import AnimationQueue
from .card_item import DIMMED, LEGAL, NORMAL, CardItem
from .card_text import card_label
from .scene import TableScene
from .table_model import SubmitAction, TableModel
from .tag_rows import tag_places

IDLE, PLAY, GIVE, TALON = "idle", "play", "give", "talon"
_CHOOSE_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)


class HumanInput(QObject):
    """Card input for the human seat; ``mode`` is idle, play, give or talon (two players)."""

    status = Signal(str)
    giveChanged = Signal(list)          # the chosen cards, in giving order
    giveConfirmed = Signal()            # Enter on a chosen card once all are chosen: give them

    def __init__(self, model: TableModel, scene: TableScene, queue: AnimationQueue, submit: SubmitAction,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.model, self.scene, self.queue = model, scene, queue
        self.submit = submit
        # asks whether to declare the marriage (or the aces) with a card: (card, kind) -> yes;
        # set by the window, None to declare by preference only
        self.askMarriage: Callable[[str, str], bool] | None = None
        # asks whether a marriage declared with a card keeps the trump (marriage_trump choose):
        # card -> keep; None never keeps
        self.askKeep: Callable[[str], bool] | None = None
        self.mode = IDLE
        self.give_choice: list[str] = []
        self.cursor: str | None = None      # the card ←/→ stand on (raised)
        self.auto_declare = True
        self.pending: tuple[str, bool] | None = None    # a card clicked before the move: (card, play it)
        scene.installEventFilter(self)      # after the trick hold's filter, so it sees a press first
        model.gameStarted.connect(self._forget_pending)
        scene.cardClicked.connect(self._clicked)
        scene.cardDoubleClicked.connect(self._double_clicked)
        scene.cardDropped.connect(self._dropped)

    @property
    def seat(self) -> int:
        """The human's seat."""
        return self.model.human_seat

    # -- modes --------------------------------------------------------------------------
    def start(self, mode: str, relayout: bool = True) -> None:
        """Enable the human's cards for ``play`` or ``give`` (``idle`` disables them); the cards
        go to their places at once unless ``relayout`` is False (a card about to be played flies
        from where it was dropped)."""
        self.mode = mode
        self.give_choice = []
        self.cursor = None
        legal = self._legal_cards() if mode == PLAY else None
        for item in self.scene.all_cards():
            item.interactive = False
            item.set_state(NORMAL)
            item.set_marked(False)
            item.set_tag("")
        for item in self.scene.human_hand():
            item.interactive = mode not in (IDLE, TALON)
            if legal is not None:
                item.set_state(LEGAL if item.card in legal else DIMMED)
        self.scene.pair_choosable = mode == TALON
        self.scene.pair_cursor = None
        self.scene.raised.clear()
        if relayout:
            self.scene.relayout(0)
        if mode == GIVE:
            self.giveChanged.emit([])
        if mode == PLAY and self.pending is not None:
            QTimer.singleShot(0, self, self._use_pending)   # once the turn has been announced

    def stop(self) -> None:
        """Disable the cards (the mode becomes idle)."""
        self.start(IDLE)

    # -- a card chosen before the move ----------------------------------------------------
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """A press on a card of the hand while the table still animates before the human's move
        is kept (it also ends a held trick: :class:`TrickHold`)."""
        if isinstance(event, QGraphicsSceneMouseEvent) and event.type() == QEvent.Type.GraphicsSceneMousePress \
                and self.mode == IDLE and event.button() == Qt.MouseButton.LeftButton:
            card = self._hand_card_at(event.scenePos())
            if card is not None and self._human_plays_next():
                self.keep_for_the_move(card)
        return False

    def _hand_card_at(self, pos: QPointF) -> str | None:
        hand = self.scene.human_hand()
        for found in self.scene.items(pos):
            item: QGraphicsItem | None = found
            while item is not None and item not in hand:
                item = item.parentItem()
            if isinstance(item, CardItem):
                return item.card
        return None

    def _human_plays_next(self) -> bool:
        v = self.model.view()
        return v.phase is Phase.PLAY and v.to_act == self.seat

    def keep_for_the_move(self, card: str) -> None:
        """Keep ``card`` for the coming move: the first time to select it, again to play it."""
        play = self.pending is not None and self.pending[0] == card
        self.pending = (card, play)
        label = card_label(card, self.scene.renderer.indices)
        self.status.emit(self.tr("{0} will be played as soon as it is your move.").format(label) if play else
                         self.tr("{0} is selected for your move (click it again to play it).").format(label))

    def _forget_pending(self) -> None:
        self.pending = None

    def _use_pending(self) -> None:
        pending, self.pending = self.pending, None
        if pending is None or self.mode != PLAY or self.queue.busy:
            return
        card, play = pending
        if card not in [i.card for i in self.scene.human_hand()]:
            return
        if play:
            self.play(card)
        else:
            self.select(card)

    def _legal_cards(self) -> set[str]:
        return {a.card.text for a in self.model.legal() if isinstance(a, Play)}

    def _accepting(self, item: CardItem) -> bool:
        return self.mode not in (IDLE, TALON) and not self.queue.busy and item in self.scene.human_hand()

    # -- mouse --------------------------------------------------------------------------
    def _clicked(self, item: CardItem) -> None:
        index = self.scene.talon_index_of(item)
        if self.mode == TALON and index is not None and not self.queue.busy:
            self.open_talon(index)
            return
        if not self._accepting(item):
            return
        if self.mode == GIVE:
            self.toggle_give(item.card)
        elif item.card in self.scene.raised:
            self.play(item.card)
        else:
            self.select(item.card)

    def open_talon(self, index: int) -> None:
        """Two players: open talon ``index`` (0 the left one, 1 the right one)."""
        self.stop()
        self.submit(TakeTalon(self.seat, index))

    def _double_clicked(self, item: CardItem) -> None:
        if self._accepting(item) and self.mode == PLAY:
            self.play(item.card)

    def _dropped(self, item: CardItem, pos: QPointF) -> None:
        if not self._accepting(item):
            self._relayout(200)
            return
        if self.mode == PLAY and self.scene.layout.drop_zone().contains(pos):
            if self.play(item.card):
                return
        elif self.mode == GIVE:
            self.toggle_give(item.card)
        self._relayout(220)   # spring back

    def _relayout(self, base_ms: int) -> None:
        """Move the cards to their places (a raise, a spring back) as a light queued step."""
        self.queue.add(lambda: self.scene.relayout(self.queue.ms(base_ms)), light=True)

    # -- keyboard -----------------------------------------------------------------------
    def key(self, key: int) -> bool:
        """←/→ move the selection (over the playable cards in the play), Enter/Space plays (or
        chooses to give, or takes back) the selected card; with none selected it selects the
        first it may. When giving, Enter on a chosen card once both are chosen gives them
        (:attr:`giveConfirmed`). True if used."""
        if self.mode == TALON and not self.queue.busy:
            return self._talon_key(key)
        hand = [i.card for i in self.scene.human_hand()]
        if self.mode == IDLE or not hand or self.queue.busy:
            return False
        current = self.cursor if self.cursor in hand else None
        if current is None and self.mode == PLAY:
            current = next((c for c in hand if c in self.scene.raised), None)
        # in the play the cursor steps over the cards that cannot be played now
        choices = (self._legal_cards() & set(hand)) or set(hand) if self.mode == PLAY else set(hand)
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            step = 1 if key == Qt.Key.Key_Right else -1
            k = hand.index(current) if current else (-1 if step > 0 else len(hand))
            k += step
            while 0 <= k < len(hand) and hand[k] not in choices:
                k += step
            if 0 <= k < len(hand):
                self.select(hand[k])
            return True
        if key in _CHOOSE_KEYS:
            if current is None:     # nothing selected yet: the first press shows where it stands
                self.select(next(c for c in hand if c in choices))
            elif self.mode == PLAY:
                self.play(current)
            elif key != Qt.Key.Key_Space and current in self.give_choice and self.give_complete():
                self.giveConfirmed.emit()   # all chosen: Enter gives, as the panel's default button
            else:
                self.toggle_give(current)
            return True
        return False

    def _talon_key(self, key: int) -> bool:
        """Two players: ← / → stand on the left or right talon, Enter or Space opens it."""
        scene = self.scene
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            scene.pair_cursor = 0 if key == Qt.Key.Key_Left else 1
            self._relayout(120)
            return True
        if key in _CHOOSE_KEYS and scene.pair_cursor is not None:
            self.open_talon(scene.pair_cursor)
            return True
        return False

    # -- actions ------------------------------------------------------------------------
    def select(self, card: str) -> None:
        """Raise ``card`` (with the cards chosen to give) and put the keyboard cursor on it."""
        self.cursor = card
        if self.mode == GIVE:
            self.scene.raised = set(self.give_choice) | {card}
        else:
            self.scene.raised = {card}
        self._relayout(120)

    def play(self, card: str) -> bool:
        """Play ``card`` (declaring its marriage by preference or by asking); a card the model
        refuses springs back (the model says why). True if it was played."""
        action = self._declared(Play(self.seat, Card.parse(card)))
        marked = [item for item in self.scene.human_hand() if item.marked]     # the hint
        self.start(IDLE, relayout=False)     # the card flies to the trick from where it is
        if self.submit(action):
            return True
        self.start(PLAY, relayout=False)     # refused: the cards are offered again as they were
        for item in marked:
            item.set_marked(True)
        self._relayout(220)   # spring back
        return False

    def _declared(self, action: Play) -> Play:
        """``action`` with its marriage (or the four aces) declared, where that may be done
        with it: always by preference, else as the player answers."""
        legal = self.model.legal()
        for extra in (MARRIAGE, ACES):
            declared = Play(self.seat, action.card, extra)
            if declared in legal:
                ask = self.askMarriage
                if self.auto_declare or ask is None or ask(str(action.card), extra):
                    return self._kept(declared, legal)
                break
        return action

    def give_count(self) -> int:
        """How many cards to choose: one for each opponent, or with two players as many as a
        talon holds (three with ``two_player_talons`` three)."""
        sizes = self.model.view().dealt_talon_sizes
        return sizes[0] if self.scene.layout.seating.two_talons and sizes else 2

    def give_complete(self) -> bool:
        """True once every card to give (or lay away) is chosen."""
        return len(self.give_choice) == self.give_count()

    def _kept(self, declared: Play, legal: Sequence[Action]) -> Play:
        """``declared`` keeping the trump where the rules offer it and the player answers so."""
        kept = Play(self.seat, declared.card, declared.declare, True)
        if kept in legal and self.askKeep is not None and self.askKeep(str(declared.card)):
            return kept
        return declared

    def toggle_give(self, card: str) -> None:
        """Choose ``card`` to give (or lay away), or take it back; one more replaces the last."""
        if card in self.give_choice:
            self.give_choice.remove(card)
        elif len(self.give_choice) < self.give_count():
            self.give_choice.append(card)
        else:
            self.give_choice[-1] = card
        self._show_choice(card)

    def next_to_second_talon(self) -> None:
        """``second_talon_card``: the next chosen card becomes the one for the second talon (the
        first of the choice; the choice turns round by one)."""
        if len(self.give_choice) > 1:
            self.give_choice = [*self.give_choice[1:], self.give_choice[0]]
            self._show_choice(self.give_choice[0])

    def _show_choice(self, card: str) -> None:
        """Mark and label the chosen cards, ``card`` under the keyboard's cursor."""
        hand = self.scene.human_hand()
        tags = self.give_tags()
        for item in hand:
            item.set_marked(item.card in self.give_choice)
            item.set_tag(tags.get(item.card, ""))
        self.cursor = card
        self.scene.raised = set(self.give_choice)
        self._relayout(120)
        chosen = sorted((i for i in hand if i.card in self.give_choice), key=lambda i: i.home.x())
        places = tag_places([(i.home.x(), i.tag_width()) for i in chosen], 4,    # each label read whole,
                            self.scene.layout.hand_room())                         # clear of the plates
        for item, (row, shift) in zip(chosen, places, strict=True):
            item.set_tag(item.tag, row, shift)
        self.giveChanged.emit(list(self.give_choice))

    def choose_give(self, cards: list[str]) -> None:
        """Choose ``cards`` to give (or lay away) in giving order, in place of the choice so far:
        each is labelled with its receiver and Enter gives them (the hint's choice)."""
        if self.mode != GIVE:
            return
        for card in list(self.give_choice):
            self.toggle_give(card)
        for card in cards:
            self.toggle_give(card)

    def recipients(self) -> list[int]:
        """The seats the human's gifts go to, in giving order (with four, the dealer sits out)."""
        v = self.model.view()
        return list(opponents_of(v.active, self.seat)) if self.seat in v.active else []

    def give_tags(self) -> dict[str, str]:
        """The label over each chosen card: which opponent receives it ("→ Фёдор"); two players:
        laid away in place of the talon, or (``second_talon_card``, the first) into the other."""
        if self.model.view().discards:
            tags = {card: self.tr("to the talon") for card in self.give_choice}
            if self.give_choice and self.model.view().rules.card_to_second_talon(2):
                tags[self.give_choice[0]] = self.tr("to the second talon")
            return tags
        players = self.model.players
        return {card: "→ " + shown_name(players[seat].name)
                for seat, card in zip(self.recipients(), self.give_choice, strict=False)}

    def give_action(self) -> Give | Discard | None:
        """The give (or, two players, discard) action for the chosen cards, if complete."""
        if not self.give_complete():
            return None
        cards = [Card.parse(c) for c in self.give_choice]
        if self.model.view().discards:
            return Discard(self.seat, *cards)
        return Give(self.seat, cards[0], cards[1])
