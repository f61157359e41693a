"""The declarer's cards moving on the table: the talon opened and taken, gifts, the two-player discard.

Part of :class:`~thousand_qt.view.table.controller.TableController` (a mixin: it uses the
controller's scene, model, queue and status line); its texts keep the controller's context.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

translate = QCoreApplication.translate

# Base durations (ms) at "normal" speed.
FLY, TURN, TALON_PAUSE = 300, 320, 1100


class DeclarerMoves:
    """Queued steps for the talon, the gifts and the discard (mixed into the table controller)."""

    def _talon_shown(self, declarer: int, cards: list, public: bool) -> None:
        s = self.scene
        opened = self.model.aids_shown().open_hands     # a closed talon joins an open hand face up
        if s.n == 2:
            self._pair_talon_shown(declarer, cards, self.model.view().talon_index)
            return

        def show():
            for item, text in zip(s.talon, cards):
                item.card = text
            s.clear_talon_aids()
            self.aids.place_note()
            s.talon_spread = bool(cards)
            if not public and declarer != self.model.human_seat:
                self.status.emit(translate("TableController", "The talon (прикуп) stays closed: {0} takes it.").format(self.name(declarer)))
            else:
                self.status.emit(translate("TableController", "The talon (прикуп): {0}").format(self.cards_text(cards)))
            return s.relayout(self.queue.ms(TURN))

        def take():
            s.hands[declarer].extend(s.talon)
            self.mark_fresh(s.talon)
            s.talon, s.talon_spread = [], False
            s.sort_human_hand()
            if declarer in opened:
                s.set_open_hands(opened)
            return s.relayout(self.queue.ms(FLY))
        self.queue.add(show)
        if cards:
            self.queue.pause(TALON_PAUSE)
        self.queue.add(take)

    def _pair_talon_shown(self, declarer: int, cards: list, index: int) -> None:
        """Two players: the chosen talon turns face up where it lies, then joins the hand."""
        s = self.scene

        def show():
            pile = s.talon_pair[index]
            for item, text in zip(pile, cards):
                item.card = text
            s.open_pair, s.pair_cursor = index, None
            side = translate("TableController", "left") if index == 0 else translate("TableController", "right")
            self.status.emit(translate("TableController", "{0} opens the {1} talon (прикуп): {2}").format(
                self.name(declarer), side, self.cards_text(cards)))
            return s.relayout(self.queue.ms(TURN))

        def take():
            pile = s.talon_pair[index]
            s.hands[declarer].extend(pile)
            self.mark_fresh(pile)
            s.talon_pair[index], s.open_pair = [], None
            s.sort_human_hand()
            return s.relayout(self.queue.ms(FLY))
        self.queue.add(show)
        self.queue.pause(TALON_PAUSE)
        self.queue.add(take)

    def _cards_laid(self, declarer: int, cards: list[str], index: int) -> None:
        """Two players: the declarer lays two cards face down in place of the opened talon."""
        def step():
            s = self.scene
            laid = [s.take_from_hand(declarer, text) for text in cards]
            s.talon_pair[index] = laid
            s.sort_human_hand()
            self.status.emit(translate("TableController", "{0} lays two cards face down in place of the talon.").format(
                self.name(declarer)))
            return s.relayout(self.queue.ms(FLY + 100))
        self.queue.add(step)

    def _cards_given(self, declarer: int, pairs: list) -> None:
        if self.scene.n == 2:
            v = self.model.view()
            laid = [c.text for c in v.discarded] or ["", ""]
            self._cards_laid(declarer, laid, v.talon_index if v.talon_index is not None else 0)
            return

        def step():
            s = self.scene
            for seat, text in pairs:
                item = s.take_from_hand(declarer, text)
                item.card = text
                s.hands[seat].append(item)
                self.mark_fresh([item])
            s.sort_human_hand()
            self.status.emit(translate("TableController", "{0}: one card to each opponent.").format(self.name(declarer)))
            return s.relayout(self.queue.ms(FLY + 100))
        self.queue.add(step)
