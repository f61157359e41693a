"""Model events → table animations, in order, through the :class:`AnimationQueue`.

Each signal of the model becomes one or more queued steps on the :class:`TableScene`; when the
queue runs dry the scene is re-synchronised with the model's SeatView and the model is told
(``animations_finished``) so the next computer move may start. Human input lives in
:class:`~thousand_qt.view.table.human_input.HumanInput`.
"""

from __future__ import annotations

from collections.abc import Sequence

import shiboken6
from PySide6.QtCore import QObject, QTimer, Signal

from ...engine import Card, DealResult, Phase, Suit, active_seats
from ...model.settings import Settings
from ..names import shown_name
from .aids import TableAids
from .animation import AnimationQueue, StepResult
from .card_item import CardItem
from .card_text import cards_label
from .deal_again import DealAgain
from .deal_recap import show_recap
from .declarer_moves import FLY, DeclarerMoves
from .hand_look import HandLook
from .plates import contract_line, cut_line, draw_plates, golden_lines, say_auction, say_contract, seat_detail
from .scene import TableScene
from .seat_words import BID, BLIND, KEPT, MARRIAGE, PASS, SeatWords
from .seating import seating_for
from .table_model import TableModel
from .trick_hold import UNTIL_CLICK, TrickHold

# Base durations (ms) at "normal" speed.
DEAL_MOVE, DEAL_STAGGER, GATHER = 260, 45, 380   # (the flight of a card, FLY: declarer_moves)
FRESH_MS = 2500     # how long cards that joined a hand stay marked


class TableController(QObject):
    """Drives the scene from the model's signals; emits ``status`` lines and panel requests."""

    status = Signal(str)
    humanTurn = Signal(object)     # after the animations: the Phase the human acts in
    dealSummary = Signal(object)   # a DealResult, after the animations
    gameOver = Signal(int, list, list)
    resultsChanged = Signal()

    def __init__(self, model: TableModel, scene: TableScene, queue: AnimationQueue,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.model, self.scene, self.queue = model, scene, queue
        self.words = SeatWords(scene, self)
        self.hold = TrickHold(model, scene, self.name, self.status.emit, self)
        self.aids = TableAids(model, scene, queue, self)
        self.look = HandLook(model, scene, self)
        self.moves = DeclarerMoves(model, scene, queue, self.aids, self.hold, name=self.name, say=self.status.emit,
                                   mark_fresh=self.mark_fresh)
        self._contract_line = ""
        self.show_points = True     # each seat's running card points on its plate
        self.again = DealAgain(model, scene, queue, self.words, self.name, self.status.emit, self.highlight, self)
        queue.idle.connect(self._on_idle)
        m = model
        m.gameStarted.connect(self._game_started)
        m.dealStarted.connect(self._deal_started)
        m.deckCut.connect(self._deck_cut)
        m.handLooked.connect(self._hand_looked)
        m.bidMade.connect(lambda s, a, b: self._word(s, BLIND if b else BID, a))
        m.passed.connect(lambda s: self._word(s, PASS))
        m.auctionWon.connect(self._auction_won)
        m.talonShown.connect(self.moves.talon_shown)
        m.cardsGiven.connect(self.moves.cards_given)
        m.contractFixed.connect(self._contract_fixed)
        m.conceded.connect(self._conceded)
        m.cardPlayed.connect(self._card_played)
        m.marriageDeclared.connect(self._marriage)
        m.trumpChanged.connect(self._trump)
        m.trickTaken.connect(self._trick_taken)
        m.cardsDrawn.connect(self._cards_drawn)
        m.dealScored.connect(self._deal_scored)
        m.barrelChanged.connect(lambda s, how: self.queue.add(self.refresh_badges))
        m.gameOver.connect(lambda w, t, s: self.queue.add(lambda: self.gameOver.emit(w, t, s)))
        m.humanTurn.connect(lambda phase: self.queue.add(lambda: self._human_turn(phase)))
        m.thinking.connect(self._thinking)
        m.stateChanged.connect(self._state_changed)
        model.set_animation_gate(True)
        self._set_up_seats()        # the seats of the model's game, a placeholder's too (2 or 4 players)

    def _set_up_seats(self) -> None:
        """An empty table seated as the model's game: its number of players, the human's seat."""
        v = self.model.view()
        self.scene.setup(seating_for(v.n_players, v.stock_game), self.model.human_seat)

    # -- helpers ------------------------------------------------------------------------
    def name(self, seat: int) -> str:
        """The shown name of ``seat`` ("?" for no such seat)."""
        players = self.model.players
        return shown_name(players[seat].name) if 0 <= seat < len(players) else "?"

    def _word(self, seat: int, kind: str, *values: object) -> None:
        def step() -> None:
            if self.again.seen():         # the new auction has begun: the redeal was seen
                self.scene.info.set_fields(lines=[])      # (no contract nor marriage in an auction)
            word = self.words.say(seat, kind, *values)
            self.status.emit(f"{self.name(seat)}: {word}")
        self.queue.add(step)
        self.queue.pause(350)

    def refresh_badges(self) -> None:
        """Names, totals, bolts, barrel and dealer from the model's view."""
        v = self.model.view()
        names = [self.name(s) for s in range(v.n_players)]
        draw_plates(self.scene, v, names, self.show_points, self.again.note)
        show_recap(self.scene, v, names, self.scene.renderer.indices)
        self.words.refresh()

    def contract_line(self, declarer: int, amount: int) -> str:
        """The info plate's line for the contract: "Contract: Маша — 120"."""
        return contract_line(self.name(declarer), amount)

    def cards_text(self, cards: Sequence[str]) -> str:
        """Card texts as the player reads them (``Д♥ 10♠``), in the chosen indices."""
        return cards_label(cards, self.scene.renderer.indices)

    def _state_changed(self) -> None:
        if not self.queue.busy:
            self.refresh_badges()

    def place_notes(self) -> None:
        """The notes on the table (how to look at a face-down hand, how to peek at the talon)
        where the layout has them now (after a resize)."""
        self.look.place_note()
        self.aids.place_note()

    def sync_table(self) -> None:
        """Rebuild the table from the model: the human's view and what the aids show."""
        shown = self.model.aids_shown()
        self.scene.own_hand_hidden = self.model.hand_hidden()
        self.scene.sync(self.model.view(), 0, shown.open_hands)
        self.look.place_note()
        self.aids.set_on_scene(shown)
        self.scene.relayout(0)

    def _on_idle(self) -> None:
        self.sync_table()
        self.refresh_badges()
        self.resultsChanged.emit()
        self.model.animations_finished()

    # -- the game -----------------------------------------------------------------------
    def _game_started(self) -> None:
        self.queue.clear()
        self.again.seen()
        self._set_up_seats()
        v = self.model.view()
        self.sync_table()
        self.refresh_badges()
        say_auction(self.words, v)      # after undo or load: each seat's last word, as it was said
        self.resultsChanged.emit()

    def _deal_started(self, dealer: int) -> None:
        v = self.model.view()
        hand = [c.text for c in v.hand]
        n, human = v.n_players, self.model.human_seat
        standing = v.standing_bid if v.phase is Phase.AUCTION else None
        shown = self.model.aids_shown()

        def step() -> StepResult:
            s = self.scene
            for item in s.all_cards():
                s.removeItem(item)
            s.hands = {i: [] for i in range(n)}
            s.piles = {i: [] for i in range(n)}
            s.trick, s.talon, s.trump, s.dealer, s.stock = [], [], None, dealer, []
            s.clear_talon_pair()
            s.raised.clear()
            for badge in s.badges.values():
                badge.set_fields(detail="", dealer=badge.seat == dealer, highlight=False,
                                 sitting_out=badge.seat == v.sitting_out)
            self.words.clear()
            note = self.again.note
            s.info.set_fields(trump="", lines=list(note))
            if standing is not None and standing[0] in s.badges:   # on the hundred (or the barrel): has bid already
                self.words.say(standing[0], BID, standing[1])
            at = s.layout.deck_pos(s.layout.side(dealer))
            players = active_seats(n, dealer)
            talons = v.dealt_talon_sizes        # one talon card after each round until they are full
            talon_cards = sum(talons)
            order: list[CardItem] = []
            mine = iter(hand)
            for r in range(v.dealt_hand_size):
                for seat in players:
                    item = s.new_card(next(mine, "") if seat == human else "", False, at)
                    s.hands[seat].append(item)
                    order.append(item)
                if r < talon_cards:
                    item = s.new_card("", False, at)
                    (s.talon_pair[r % 2] if s.layout.seating.two_talons else s.talon).append(item)
                    order.append(item)
            for _ in range(v.stock_left):     # the game with a stock: the rest lies face down
                item = s.new_card("", False, at)
                s.stock.append(item)
                order.append(item)
            s.sort_human_hand()
            s.own_hand_hidden = self.model.hand_hidden()
            s.set_open_hands(shown.open_hands)
            self.look.place_note()
            self.aids.set_on_scene(shown)
            dealt = self.tr("Dealer: {0}.").format(self.name(dealer))
            self.status.emit(f"{note[0]} — {note[1]}. {dealt}" if note else dealt)
            return s.relayout(self.queue.ms(DEAL_MOVE), order, self.queue.ms(DEAL_STAGGER))
        self.queue.add(step)

    def cut_line(self, cutter: int, cards: Sequence[Card | None], penalty: int) -> str:
        """The status line of the cut: who cut, the bottom cards shown, a third nine's loss
        (None: the dealer's card, face down to this player, ``cut_shown_to`` dealer)."""
        shown = [c for c in cards if c is not None]
        hidden = len(shown) < len(cards)
        return cut_line(self.name(cutter), self.cards_text([c.text for c in shown]), penalty,
                        not hidden and bool(shown) and shown[-1].rank == "J", hidden)

    def _hand_looked(self) -> None:
        """The human looked at the hand kept face down for the blind choice: turn it up."""
        def step() -> StepResult:
            self.scene.own_hand_hidden = False
            self.look.place_note()
            return self.scene.relayout(self.queue.ms(DEAL_MOVE))     # the queue keeps the animations
        self.queue.add(step)

    def _deck_cut(self, cutter: int, cards: list[Card | None], penalty: int) -> None:
        line = self.cut_line(cutter, cards, penalty)

        def step() -> None:
            self.scene.info.set_fields(lines=[line])
            self.status.emit(line)
            if penalty:
                self.refresh_badges()
        self.queue.add(step)

    def _golden_lines(self) -> list[str]:       # a golden deal's lines, as the model's view has them now
        return golden_lines(self.scene, v := self.model.view(), [self.name(s) for s in range(v.n_players)])

    def _auction_won(self, declarer: int, bid: int) -> None:
        golden = self._golden_lines()
        def step() -> None:
            self.again.seen()
            self.status.emit(self.tr("The auction is over: {0} — {1}.").format(self.name(declarer), bid))
            self._contract_line = self.contract_line(declarer, bid)
            self.scene.info.set_fields(lines=[*golden, self._contract_line])
        self.queue.add(step)

    def _contract_fixed(self, declarer: int, amount: int) -> None:
        golden = self._golden_lines()
        def step() -> None:
            line = self.contract_line(declarer, amount)
            self.status.emit(line)
            self.scene.info.set_fields(lines=[*golden, line])
            say_contract(self.words, declarer, amount)
        self.queue.add(step)

    def _conceded(self, declarer: int, amount: int) -> None:
        if self.model.view().rules.concede_opponent_points == "bolt":
            text = self.tr("Write-off (списать): {0} — {1}; a dash and a bolt for each opponent.")
        else:
            text = self.tr("Concession (роспись): {0} — {1}.")
        self.queue.add(lambda: self.status.emit(text.format(self.name(declarer), amount)))

    def _card_played(self, seat: int, card: Card) -> None:
        def step() -> StepResult:
            s = self.scene
            item = s.take_from_hand(seat, card.text)
            s.trick.append((seat, item))
            self.highlight(None)
            return s.relayout(self.queue.ms(FLY))
        self.queue.add(step)

    def _marriage(self, seat: int, suit: Suit | None, value: int, kept: bool = False) -> None:
        def step() -> None:
            word = self.words.say(seat, KEPT if kept else MARRIAGE, suit, value)
            self.status.emit(f"{self.name(seat)}: {word}")
        self.queue.add(step)

    def _trump(self, suit: Suit) -> None:
        def step() -> StepResult:
            self.scene.trump = suit
            self.scene.info.set_fields(trump=suit.value, trump_label=self.tr("trump"))
            self.scene.sort_human_hand()
            return self.scene.relayout(self.queue.ms(FLY))
        self.queue.add(step)

    def mark_fresh(self, items: Sequence[CardItem]) -> None:
        """Mark cards that just joined a hand for a moment (FRESH_MS, at every speed)."""
        items = list(items)
        for item in items:
            item.set_fresh(True)

        def unmark() -> None:
            for item in items:
                if shiboken6.isValid(item):
                    item.set_fresh(False)
        QTimer.singleShot(FRESH_MS, self, unmark)

    def apply_settings(self, settings: Settings) -> None:
        """The table's preferences: how long a finished trick stays, the running card points."""
        self.hold.mode = settings.trick_hold
        self.moves.talon_hold = settings.talon_hold
        self.show_points = settings.show_card_points
        self.refresh_badges()

    def _trick_taken(self, winner: int, cards: list[tuple[int, Card]], points: int) -> None:
        now = self.model.view()
        # two players, ``second_talon`` last_trick: the talon not taken goes with the last trick
        other = 1 - now.talon_index if now.talon_index is not None else None
        second_talon = (self.scene.layout.seating.two_talons and self.model.rules.second_talon == "last_trick"
                        and other is not None and not any(now.hand_sizes))

        def hold() -> StepResult:
            self.highlight(winner)
            text = self.tr("Trick: {0}, %n point(s) in it.", None, points).format(self.name(winner))
            if self.hold.mode == UNTIL_CLICK:
                text += " " + self.tr("Click or press a key to go on.")
            self.status.emit(text)
            return self.hold.step()

        def step() -> StepResult:
            s = self.scene
            s.piles[winner].extend(item for _, item in s.trick)
            s.trick = []
            if second_talon and other is not None:
                s.piles[winner].extend(s.talon_pair[other])
                s.talon_pair[other] = []
            v = self.model.view()
            for seat, badge in s.badges.items():
                badge.set_fields(detail=seat_detail(v, seat, self.show_points))
            self.highlight(None)
            return s.relayout(self.queue.ms(GATHER))
        self.queue.add(hold)
        self.queue.add(step)

    def _cards_drawn(self, pairs: list[tuple[int, Card | None]], left: int) -> None:
        """The game with a stock: each draw flies from the stock to its hand (the opponent's
        face down), the human's card marked as fresh."""
        def step() -> StepResult:
            s = self.scene
            mine = []
            for seat, card in pairs:
                item = s.stock.pop() if s.stock else s.new_card("", False, s.layout.stock_pos())
                item.card = card.text if card else ""
                s.hands[seat].append(item)
                if seat == self.model.human_seat:
                    mine.append(item)
            del s.stock[left:]
            s.sort_human_hand()
            self.mark_fresh(mine)
            if mine:
                self.status.emit(self.tr("You draw {0}; {1} left in the stock.").format(
                    self.cards_text([i.card for i in mine]), left))
            return s.relayout(self.queue.ms(FLY))
        self.queue.add(step)

    def _deal_scored(self, result: DealResult) -> None:
        if result.redeal:
            return

        def step() -> None:
            self.refresh_badges()
            self.resultsChanged.emit()
            self.dealSummary.emit(result)
        self.queue.add(step)

    def highlight(self, seat: int | None) -> None:
        """The gold frame on the plate of the seat to act (None: on no plate)."""
        for badge in self.scene.badges.values():
            badge.set_fields(highlight=badge.seat == seat)

    def _human_turn(self, phase: Phase) -> None:
        self.highlight(self.model.human_seat)
        self.humanTurn.emit(phase)

    def _thinking(self, seat: int) -> None:
        def step() -> None:
            self.highlight(seat)
            self.status.emit(self.tr("{0} is thinking…").format(self.name(seat)))
        self.queue.add(step)
