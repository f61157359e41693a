"""The auction (торговля): the current bid, each player's last word, raises by the step, pass,
a blind bid and a redeal where allowed, and the ceiling explained."""

from __future__ import annotations

from PySide6.QtWidgets import QHBoxLayout, QLabel, QSpinBox

from ...engine import BASE_CEILING
from ...engine.cards import SUITS
from ..names import shown_name
from ..suits import SUIT_SYMBOLS
from .panel import Panel


class AuctionPanel(Panel):
    """Bid, pass, blind or redeal."""

    def __init__(self, model, parent=None) -> None:
        super().__init__(model, parent)
        self.words = QLabel(self)
        self.body.addWidget(self.words)
        row = QHBoxLayout()
        self.amount = QSpinBox(self)
        self.bid_button = self.button(self._bid)
        self.pass_button = self.button(lambda: self.send(f"{self.seat} pass"))
        self.blind_button = self.button(self._blind)
        self.redeal_button = self.button(lambda: self.send(f"{self.seat} redeal"))
        for w in (self.amount, self.bid_button, self.pass_button, self.blind_button, self.redeal_button):
            row.addWidget(w)
        self.body.addLayout(row)
        self.note = self.note_label()
        self.body.addWidget(self.note)

    def retranslate_ui(self) -> None:
        self.bid_button.setText(self.tr("Bid"))
        self.pass_button.setText(self.tr("Pass"))
        self.blind_button.setText(self.tr("Blind 120"))
        self.redeal_button.setText(self.tr("Redeal"))
        self.amount.setToolTip(self.tr("Your bid: a raise by the step of the rules"))

    def refresh(self) -> None:
        v = self.model.view()
        players = self.model.players
        high = shown_name(players[v.high_bidder].name) if v.high_bidder is not None else "—"
        self.title.setText(self.tr("Auction (торговля): {1} — {0}").format(high, v.bid))
        last: dict[int, str] = {}
        if v.hundred is not None:
            last[v.hundred] = str(self.model.rules.min_bid)
        for seat, verb, amount in v.auction:
            last[seat] = self.tr("pass") if verb == "pass" else str(amount)
        parts = [f"{shown_name(players[s].name)}: {last.get(s, '—')}" for s in range(v.n_players) if s in v.active]
        self.words.setText("   ".join(parts))
        bids = sorted(int(a.split()[2]) for a in self.legal("bid"))
        step = self.model.rules.bid_step
        self.amount.setEnabled(bool(bids))
        self.bid_button.setEnabled(bool(bids))
        self.amount.setVisible(bool(bids))
        self.bid_button.setVisible(bool(bids))
        if bids:
            self.amount.setRange(bids[0], bids[-1])
            self.amount.setSingleStep(step)
            self.amount.setValue(bids[0])
        blinds = sorted(int(a.split()[2]) for a in self.legal("blind"))
        self.blind_button.setVisible(bool(blinds))
        if blinds:
            self.blind_button.setText(self.tr("Blind {0}").format(blinds[0]))
        self.redeal_button.setVisible(bool(self.legal("redeal")))
        self.note.setText(self._ceiling_text(v, bids))

    def _ceiling_text(self, v, bids: list[int]) -> str:
        rules = self.model.rules
        if not rules.bid_limit_by_marriages:
            return self.tr("Raise by {0} up to {1}.").format(rules.bid_step, rules.max_bid)
        suits = {c.suit for c in v.hand}
        married = [s for s in SUITS if s in suits and any(c.suit is s and c.rank == "K" for c in v.hand)
                   and any(c.suit is s and c.rank == "Q" for c in v.hand)]
        if married:
            marriages = " + ".join(f"{SUIT_SYMBOLS[s.value]}{rules.marriage_values.of(s)}" for s in married)
            ceiling = min(rules.max_bid, BASE_CEILING + sum(rules.marriage_values.of(s) for s in married))
            text = self.tr("Your ceiling: 120 + marriages {0} = {1}.").format(marriages, ceiling)
        else:
            text = self.tr("Without a marriage (марьяж) in your hand you may not bid above 120.")
        if not bids:
            text += " " + self.tr("You cannot raise: pass.")
        return text

    def _bid(self) -> None:
        self.send(f"{self.seat} bid {self.amount.value()}")

    def _blind(self) -> None:
        blinds = sorted(int(a.split()[2]) for a in self.legal("blind"))
        if blinds:
            self.send(f"{self.seat} blind {blinds[0]}")
