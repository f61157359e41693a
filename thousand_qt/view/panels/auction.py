"""The auction (торговля): the current bid, each player's last word, raises by the step, pass,
a blind bid and a redeal where allowed, and the ceiling explained."""

from __future__ import annotations

from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QWidget

from ...engine import Action, Bid, Blind, Pass, Redeal, SeatView, ceiling_breakdown
from ..names import shown_name
from ..table.card_text import SUIT_SYMBOLS
from ..table.hand_look import LOOK_KEYS
from ..table.table_model import SubmitAction, TableModel
from .amount_box import AmountBox
from .panel import Panel


class AuctionPanel(Panel):
    """Bid, pass, blind or redeal."""

    def __init__(self, model: TableModel, submit: SubmitAction, parent: QWidget | None = None) -> None:
        super().__init__(model, submit, parent)
        self.words = QLabel(self)
        self.body.addWidget(self.words)
        row = QHBoxLayout()
        self.amount = AmountBox(self)
        self.bid_button = self.button(self._bid)
        self.pass_button = self.button(lambda: self.send(Pass(self.seat)))
        self.blind_button = self.button(self._blind)
        self.redeal_button = self.button(lambda: self.send(Redeal(self.seat)))
        self.look_button = self.button(self._look)
        for w in (self.amount, self.bid_button, self.pass_button, self.blind_button, self.look_button,
                  self.redeal_button):
            row.addWidget(w)
        self.body.addLayout(row)
        self.note = self.note_label()
        self.body.addWidget(self.note)
        self._ceiling = ""
        self.amount.lineEdit().textChanged.connect(self._check)
        self.amount.submitted.connect(self._bid)

    def retranslate_ui(self) -> None:
        self.bid_button.setText(self.tr("Bid"))
        self.pass_button.setText(self.tr("Pass"))
        self.blind_button.setText(self.tr("Blind 120"))
        self.redeal_button.setText(self.tr("Redeal"))
        self.look_button.setText(self.tr("Look at the cards"))
        self.look_button.setShortcut(QKeySequence(LOOK_KEYS[0]))    # L as on the table (setText resets it)
        self.look_button.setToolTip(self.tr("Turn your cards up and bid as usual (no blind bid then)"))
        self.amount.setToolTip(self.tr("Your bid: a raise by the step of the rules"))

    def refresh(self) -> None:
        v = self.model.view()
        players = self.model.players
        if v.high_bidder is None:          # opening free_*: nobody on the hundred, no bid yet
            self.title.setText(self.tr("Auction (торговля): no bid yet"))
        else:
            high = shown_name(players[v.high_bidder].name)
            self.title.setText(self.tr("Auction (торговля): {1} — {0}").format(high, v.bid))
        last: dict[int, str] = {}
        standing = v.standing_bid          # the hundred's bid, or the barrel player's (barrel_bidding opens)
        if standing is not None:
            last[standing[0]] = str(standing[1])
        for seat, verb, amount in v.auction:
            last[seat] = (self.tr("pass") if verb == "pass" else self.tr("{0} blind").format(amount) if verb == "blind"
                          else str(amount))
        parts = [f"{shown_name(players[s].name)}: {last.get(s, '—')}" for s in range(v.n_players) if s in v.active]
        self.words.setText("   ".join(parts))
        hidden = self.model.hand_hidden()
        blinds = sorted(a.amount for a in self.legal(Blind)) if hidden else []
        # face down the box holds the blind amounts (when there is a choice), else the raises
        bids = blinds if hidden else sorted(a.amount for a in self.legal(Bid))
        box = len(bids) > 1 if hidden else bool(bids)
        self.amount.setEnabled(box)
        self.amount.setVisible(box)
        self.bid_button.setVisible(bool(bids) and not hidden)
        self.bid_button.setDefault(bool(bids) and not hidden)   # Enter bids; with no raise possible, passes
        self.pass_button.setDefault(not bids)
        self.blind_button.setDefault(bool(blinds))
        self.amount.set_allowed(bids, self.model.rules.bid_step, self.model.rules.max_bid)
        self.blind_button.setVisible(bool(blinds))
        if blinds:
            self.blind_button.setText(self.tr("Blind {0}").format(blinds[0]) if len(blinds) == 1
                                      else self.tr("Blind"))
        # a blind bid is chosen before the cards are seen; after a look the auction is as usual
        self.look_button.setVisible(hidden)
        self.pass_button.setVisible(not hidden)
        self.redeal_button.setVisible(not hidden and bool(self.legal(Redeal)))
        self._ceiling = (self.tr("Your cards lie face down: bid blind, or look at them and bid as usual.")
                         if hidden else " ".join(filter(None, (self._opening_text(v), self._ceiling_text(v, bids)))))
        self._check()

    def _check(self) -> None:
        """The ceiling explained, or why the typed bid is not allowed."""
        problem = self.amount.problem() if self.amount.allowed else None
        self.note.setText(problem or self._ceiling)
        self.bid_button.setEnabled(bool(self.amount.allowed) and problem is None)
        self.blind_button.setEnabled(problem is None or not self.amount.isVisible())

    def _opening_text(self, v: SeatView) -> str:
        """How this auction opened, when not on the hundred: nobody is on it (a pass allowed to
        the first speaker, and what every player passing does), or the barrel player's bid stands."""
        rules = self.model.rules
        if v.hundred is not None or v.standing_bid is not None and v.standing_bid[0] == v.seat:
            return ""
        if v.standing_bid is not None:
            if not v.standing_bid_holds:
                return ""
            return self.tr("{0} on the barrel has bid {1}: outbid it or pass.").format(
                shown_name(self.model.players[v.standing_bid[0]].name), v.standing_bid[1])
        if v.high_bidder is not None:
            return ""
        if rules.opening == "free_dealer":
            return self.tr("Nobody is on the hundred: bid {0} or more, or pass. If everybody passes, "
                           "the dealer plays {0}.").format(rules.min_bid)
        return self.tr("Nobody is on the hundred: bid {0} or more, or pass. If everybody passes, "
                       "the cards are dealt again.").format(rules.min_bid)

    def _ceiling_text(self, v: SeatView, bids: list[int]) -> str:
        rules = self.model.rules
        if not rules.bid_limit_by_marriages:
            return self.tr("Raise by {0} up to {1}.").format(rules.bid_step, rules.max_bid)
        parts_of = ceiling_breakdown(v.hand, rules)
        parts = [f"{SUIT_SYMBOLS[suit.value]}{value}" for suit, value in parts_of.marriages]
        if parts_of.aces:
            parts.append(self.tr("aces {0}").format(parts_of.aces))
        if parts:
            text = self.tr("Your ceiling: {0} + marriages {1} = {2}.").format(
                parts_of.base, " + ".join(parts), parts_of.ceiling)
        else:
            text = self.tr("Without a marriage (марьяж) in your hand you may not bid above {0}.").format(
                parts_of.base)
        if not bids:
            text += " " + self.tr("You cannot raise: pass.")
        return text

    def _bid(self) -> None:
        if self.model.hand_hidden():
            self._blind()
            return
        number = self.amount.number()
        if self.amount.allowed and self.amount.problem() is None and number is not None:
            self.send(Bid(self.seat, number))

    def hint_button(self, action: Action) -> QPushButton | None:
        """Pass, a blind bid, a redeal, or a bid (its amount put in the box)."""
        if isinstance(action, (Bid, Blind)) and action.amount in self.amount.allowed:
            self.amount.setValue(action.amount)
            return self.bid_button if isinstance(action, Bid) else self.blind_button
        buttons = {Pass: self.pass_button, Blind: self.blind_button, Redeal: self.redeal_button}
        button = buttons.get(type(action))
        return button if button is not None and button.isVisible() else None

    def _look(self) -> None:
        self.model.look_at_hand()
        self.refresh()

    def _blind(self) -> None:
        """The blind bid in the box (when it offers a choice), else the lowest one."""
        blinds = sorted(a.amount for a in self.legal(Blind))
        if not blinds:
            return
        number = self.amount.number() if self.amount.isVisible() and self.amount.problem() is None else None
        self.send(Blind(self.seat, number if number in blinds else blinds[0]))
