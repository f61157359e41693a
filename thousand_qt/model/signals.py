"""The signals the game model emits: the view's whole picture of what happens in the game.

They are emitted on the GUI thread after the engine state has changed, in the order of the
engine's events (one action can cause several); :mod:`.event_signals` maps events to them.
They carry the engine's types: a :class:`~thousand_qt.engine.Card` (None where the human may
not see it), a :class:`~thousand_qt.engine.Suit` (None for the four aces' marriage), a
:class:`~thousand_qt.engine.Phase`.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal


class GameSignals(QObject):
    """The game models' signals (emitted by :class:`.GameModel` and a network seat's
    :class:`~.net.seat.NetSeatModel`; what the window asks of either is :mod:`.seat_model`)."""

    gameStarted = Signal()
    dealStarted = Signal(int)
    deckCut = Signal(int, list, int)   # the cutter, the bottom Cards shown, the points lost (cut)
    handLooked = Signal()              # the human turned up a hand kept face down for a blind choice
    bidMade = Signal(int, int, bool)
    passed = Signal(int)
    auctionWon = Signal(int, int)
    talonShown = Signal(int, list, bool)   # the declarer, the Cards ([] if hidden), public
    cardsGiven = Signal(int, list)      # the declarer, [(seat, Card or None if hidden)]
    contractFixed = Signal(int, int)
    conceded = Signal(int, int)
    cardPlayed = Signal(int, object)   # the seat, the Card
    marriageDeclared = Signal(int, object, int, bool)   # the seat, the Suit (None: the aces), the value, trump kept
    trumpChanged = Signal(object)      # the Suit
    trickTaken = Signal(int, list, int)   # the winner, [(seat, Card)], the points
    cardsDrawn = Signal(list, int)     # the stock game: [(seat, Card or None if hidden)], cards left
    dealScored = Signal(object)
    redeal = Signal(int, str, str)     # who asked, why ("hand" or "talon") and on what ground (redeal_ground)
    allPassed = Signal(int, int)       # every player passed: the dealer, and who plays min_bid (-1: a redeal)
    barrelChanged = Signal(int, str)
    gameOver = Signal(int, list, list)
    humanTurn = Signal(object)         # the Phase the human acts in
    thinking = Signal(int)
    stateChanged = Signal()
    errorMessage = Signal(str)
    hintReady = Signal(object, object)   # the Action, and why (a thousand_qt.ai.Reason, or None)
    autosaveFailed = Signal(str)
    aidsChanged = Signal()             # the training aids show something new (a peeked talon card)
