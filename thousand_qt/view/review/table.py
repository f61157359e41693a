"""The review's table: a :class:`~thousand_qt.review.ReviewFrame` drawn on a
:class:`TableScene` with every hand face up (the scene's ``open_hands``, as the training aids
open the opponents' hands), the talon face up while it lies on the table, the cards the declarer
gave marked, the trick the last card completed still in the middle, the plates and the auction
words from the frame's view, and the strong player's choice marked when the analysis has one. It
only draws: the frame comes from the model's :class:`~thousand_qt.model.review_session.ReviewSession`.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QAbstractAnimation, QObject

from ...engine import Action, Card, Discard, Give, Phase, Play, PlayerInfo, RuleSet, TakeTalon, is_stock_game
from ...review import ReviewFrame
from ..names import shown_names
from ..table.animation import AnimationQueue
from ..table.declarer_moves import FLY
from ..table.plates import draw_plates, say_auction
from ..table.scene import TableScene
from ..table.seat_words import SeatWords
from ..table.seating import seating_for


class ReviewTable(QObject):
    """Draws review frames on ``scene`` (animated at the window's speed)."""

    def __init__(self, scene: TableScene, speed: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.scene = scene
        self.queue = AnimationQueue(self, speed)      # the review's own: the game's stays untouched
        self.words = SeatWords(scene, self)
        self.names: list[str] = []
        self.frame: ReviewFrame | None = None
        self.best: Action | None = None       # the strong player's action at this position, if known
        self.animations: list[QAbstractAnimation] = []

    def start(self, players: Sequence[PlayerInfo], rules: RuleSet, bottom: int) -> None:
        """An empty table for ``players`` playing by ``rules``, with seat ``bottom`` at the bottom."""
        self.names = shown_names(players)
        n = len(players)
        self.scene.setup(seating_for(n, is_stock_game(rules, n)), bottom)
        self.frame, self.best = None, None

    def show(self, frame: ReviewFrame, animate: bool = True, best: Action | None = None) -> list[QAbstractAnimation]:
        """Put the table in the state of ``frame``; the cards move over one card's flight at
        the animation speed (at once when ``animate`` is False or the deal changes; a move still
        flying lands first). ``best``: an action to mark. Returns the started animations."""
        s = self.scene
        same_deal = self.frame is not None and self.frame.position.deal == frame.position.deal
        duration = self.queue.ms(FLY) if animate and same_deal else 0
        self.frame, self.best = frame, best
        v = frame.view
        self.queue.clear()                    # a move still flying lands at once
        was = {item: (item.pos(), item.rotation()) for item in s.all_cards()}
        s.sync(v, 0, frame.open_hands)        # the cards' new places (and faces)...
        s.set_talon_aids((), dict(enumerate(self._talon_on_table(frame))), False)
        self._hold_trick(frame)
        for item, (pos, rotation) in was.items():
            if item.scene() is s:             # ...which they fly to from where they were
                item.setPos(pos)
                item.setRotation(rotation)
        self._mark(frame, best)
        draw_plates(s, v, self.names, True)
        say_auction(self.words, v)
        for badge in s.badges.values():
            badge.set_fields(highlight=badge.seat == v.to_act)
        self.animations = s.relayout(duration)
        if self.animations:
            self.queue.add(lambda: self.animations)
        return self.animations

    def refresh(self) -> None:
        """Draw the same frame again (a language change, new card indices)."""
        if self.frame is not None:
            self.words.refresh()
            self.show(self.frame, False, self.best)

    def _hold_trick(self, frame: ReviewFrame) -> None:
        """The trick the last card completed lies in the middle until the next move."""
        if not frame.taken:
            return
        s = self.scene
        winner = frame.view.tricks[-1].winner
        texts = {c.text for _, c in frame.taken}
        items = {item.card: item for item in s.piles[winner] if item.card in texts}
        if len(items) != len(texts):
            return
        s.piles[winner] = [item for item in s.piles[winner] if item.card not in texts]
        s.trick = [(seat, items[c.text]) for seat, c in frame.taken]

    @staticmethod
    def _talon_on_table(frame: ReviewFrame) -> list[Card]:
        """The cards of the talon items lying on the table (:meth:`SeatView.talon_places`), in
        the scene's closed-talon order."""
        cards: list[Card] = []
        moved = 1 if frame.view.card_in_second_talon else 0     # the first card laid away, in the other talon
        for place in frame.view.talon_places():
            if place is not None:
                cards += (frame.discarded[moved:] if place.talon is None
                          else frame.talons[place.talon] + frame.discarded[:moved])
        return cards

    def _mark(self, frame: ReviewFrame, best: Action | None) -> None:
        """The talon glows in the declarer's hand while it gives, the gifts while the contract is
        fixed; the strong player's cards are marked."""
        s = self.scene
        phase = frame.view.phase
        gifts = ({c.text for _, c in frame.given} | {c.text for c in frame.discarded}
                 if phase is Phase.CONTRACT or isinstance(frame.before, (Give, Discard)) else set())
        if phase is Phase.GIVE:
            gifts = {c.text for c in frame.talons[frame.talon_index or 0]}
        marked: set[str] = set()
        if isinstance(best, Play):
            marked = {str(best.card)}
        elif isinstance(best, Discard):
            marked = {str(c) for c in best.cards}
        elif isinstance(best, Give):
            marked = {str(best.first), str(best.second)}
        for item in s.all_cards():
            item.set_fresh(item.card in gifts)
            item.set_marked(item.card in marked)
        if isinstance(best, TakeTalon) and s.layout.seating.two_talons:
            for item in s.talon_pair[best.index]:
                item.set_marked(True)


__all__ = ["ReviewTable"]
