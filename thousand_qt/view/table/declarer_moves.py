"""The declarer's cards moving on the table: the talon opened and taken, gifts, the two-player discard.

A collaborator of :class:`~thousand_qt.view.table.controller.TableController`, which hands it
the model's ``talonShown`` and ``cardsGiven``; its texts keep the controller's context.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication

from ...engine import Card
from .aids import TableAids
from .animation import AnimationQueue, StepResult
from .card_item import CardItem
from .card_text import cards_label
from .scene import TableScene
from .table_model import TableModel
from .trick_hold import UNTIL_CLICK, TrickHold

translate = QCoreApplication.translate

# Base durations (ms) at "normal" speed.
FLY, TURN = 300, 320


class DeclarerMoves:
    """Queued steps for the talon, the gifts and the discard: on ``scene`` through ``queue``,
    the status lines to ``say``, ``name`` for a seat's name, ``mark_fresh`` for the cards that
    joined a hand. A talon turned face up stays as long as ``talon_hold`` says (a setting's
    value: until a click or a key by default), held by ``hold``."""

    def __init__(self, model: TableModel, scene: TableScene, queue: AnimationQueue, aids: TableAids,
                 hold: TrickHold, *, name: Callable[[int], str], say: Callable[[str], None],
                 mark_fresh: Callable[[Sequence[CardItem]], None]) -> None:
        self.model, self.scene, self.queue, self.aids, self.hold = model, scene, queue, aids, hold
        self.name, self.say, self.mark_fresh = name, say, mark_fresh
        self.talon_hold = UNTIL_CLICK

    def _seen(self, text: str) -> str:
        """A status line about a talon face up, with how to go on when it waits for the player."""
        if self.talon_hold != UNTIL_CLICK:
            return text
        return text + " " + translate("TableController", "Click or press a key to go on.")

    def cards_text(self, cards: Sequence[str]) -> str:
        """Card texts as the player reads them, in the chosen indices."""
        return cards_label(cards, self.scene.renderer.indices)

    def talon_shown(self, declarer: int, talon: list[Card], public: bool) -> None:
        """The talon turns face up (or stays closed: ``talon`` empty) and joins the declarer's hand."""
        s = self.scene
        cards = [c.text for c in talon]
        opened = self.model.aids_shown().open_hands     # a closed talon joins an open hand face up
        if s.layout.seating.two_talons:
            index = self.model.view().talon_index
            self._pair_talon_shown(declarer, cards, index if index is not None else 0)
            return

        def show() -> StepResult:
            for item, text in zip(s.talon, cards, strict=False):
                item.card = text
            s.clear_talon_aids()
            self.aids.place_note()
            s.talon_spread = bool(cards)
            if not public and declarer != self.model.human_seat:
                self.say(translate("TableController", "The talon (прикуп) stays closed: {0} takes it.").format(
                    self.name(declarer)))
            else:
                self.say(self._seen(translate("TableController", "The talon (прикуп): {0}").format(
                    self.cards_text(cards))))
            return s.relayout(self.queue.ms(TURN))

        def take() -> StepResult:
            s.hands[declarer].extend(s.talon)
            self.mark_fresh(s.talon)
            s.talon, s.talon_spread = [], False
            s.sort_human_hand()
            if declarer in opened:
                s.set_open_hands(opened)
            return s.relayout(self.queue.ms(FLY))
        self.queue.add(show)
        if cards:
            self.queue.add(lambda: self.hold.step(self.talon_hold))
        self.queue.add(take)

    def _pair_talon_shown(self, declarer: int, cards: list[str], index: int) -> None:
        """Two players: the chosen talon turns face up where it lies, then joins the hand."""
        s = self.scene

        def show() -> StepResult:
            pile = s.talon_pair[index]
            for item, text in zip(pile, cards, strict=False):
                item.card = text
            s.open_pair, s.pair_cursor = index, None
            side = translate("TableController", "left") if index == 0 else translate("TableController", "right")
            self.say(self._seen(translate("TableController", "{0} opens the {1} talon (прикуп): {2}").format(
                self.name(declarer), side, self.cards_text(cards))))
            return s.relayout(self.queue.ms(TURN))

        def take() -> StepResult:
            pile = s.talon_pair[index]
            s.hands[declarer].extend(pile)
            self.mark_fresh(pile)
            s.talon_pair[index], s.open_pair = [], None
            s.sort_human_hand()
            return s.relayout(self.queue.ms(FLY))
        self.queue.add(show)
        self.queue.add(lambda: self.hold.step(self.talon_hold))
        self.queue.add(take)

    def _cards_laid(self, declarer: int, cards: list[str], index: int, second: bool) -> None:
        """Two players: the declarer lays two cards (three with ``two_player_talons`` three) face
        down in place of the opened talon; with ``second`` (``second_talon_card``) the first of
        them goes into the other talon."""
        def step() -> StepResult:
            s = self.scene
            laid = [s.take_from_hand(declarer, text) for text in cards]
            if second:
                s.talon_pair[1 - index].append(laid.pop(0))
                text = translate("TableController", "{0} lays away the cards face down in place of the talon, one "
                                                    "of them into the other talon.")
            elif len(laid) == 3:
                text = translate("TableController", "{0} lays three cards face down in place of the talon.")
            else:
                text = translate("TableController", "{0} lays two cards face down in place of the talon.")
            s.talon_pair[index] = laid
            s.sort_human_hand()
            self.say(text.format(self.name(declarer)))
            return s.relayout(self.queue.ms(FLY + 100))
        self.queue.add(step)

    def cards_given(self, declarer: int, gifts: list[tuple[int, Card | None]]) -> None:
        """The declarer's gifts go to their seats (two players: the cards laid in the talon's place)."""
        if self.scene.layout.seating.two_talons:
            v = self.model.view()
            laid = [c.text for c in v.discarded] or [""] * v.dealt_talon_sizes[0]
            self._cards_laid(declarer, laid, v.talon_index if v.talon_index is not None else 0,
                             v.rules.card_to_second_talon(v.n_players))
            return

        pairs = [(seat, card.text if card else "") for seat, card in gifts]

        def step() -> StepResult:
            s = self.scene
            for seat, text in pairs:
                item = s.take_from_hand(declarer, text)
                item.card = text
                s.hands[seat].append(item)
                self.mark_fresh([item])
            s.sort_human_hand()
            self.say(translate("TableController", "{0}: one card to each opponent.").format(self.name(declarer)))
            return s.relayout(self.queue.ms(FLY + 100))
        self.queue.add(step)
