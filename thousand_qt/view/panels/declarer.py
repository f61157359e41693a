"""The declarer's panels: giving a card to each opponent, fixing the contract, conceding
(роспись) with its cost, a talon redeal, and (two players) choosing a talon and laying two
cards face down in its place."""

from __future__ import annotations

from PySide6.QtWidgets import QGraphicsView, QHBoxLayout, QLabel, QPushButton, QWidget

from ...engine import Action, Concede, Contract, Discard, Give, Redeal, TakeTalon
from ..names import shown_name
from ..table.card_text import card_label
from ..table.human_input import GIVE, HumanInput
from ..table.scene import TableScene
from ..table.table_model import SubmitAction, TableModel
from .amount_box import AmountBox
from .panel import Panel


class _DeclarerPanel(Panel):
    def _concede_text(self) -> str:
        """What conceding costs now, as the engine reckons it (bid, bolt or free; gifts)."""
        v = self.model.view()
        cost = self.model.concession_cost()
        if cost.free:
            own = self.tr("it costs you nothing")
        elif cost.bolt:
            own = self.tr("you get a bolt")
        else:
            own = self.tr("you lose {0}").format(-cost.change[cost.declarer])
        each = max((cost.change[s] for s in v.active if s != cost.declarer), default=0)
        if cost.opponent_bolts and len(v.active) == 2:
            text = self.tr("Write off (списать): {0}; your opponent scores a dash and gets a bolt.").format(own)
        elif cost.opponent_bolts:
            text = self.tr("Write off (списать): {0}; each opponent scores a dash and gets a bolt.").format(own)
        elif len(v.active) == 2:
            text = self.tr("Concede (роспись): {0}; your opponent scores {1}.").format(own, each)
        else:
            text = self.tr("Concede (роспись): {0}; each opponent scores {1}.").format(own, each)
        if cost.free_left:
            text += " " + self.tr("Free concessions left: {0}.").format(cost.free_left)
        return text


class GivePanel(_DeclarerPanel):
    """Click one card for each opponent (the first for the next seat), then Give."""

    room_for_raised = True
    takes_focus = False     # the cards are chosen on the table (←/→ and Enter)

    def __init__(self, model: TableModel, submit: SubmitAction, human_input: HumanInput,
                 parent: QWidget | None = None) -> None:
        super().__init__(model, submit, parent)
        self.input = human_input
        self.choice = QLabel(self)
        self.body.addWidget(self.choice)
        row = QHBoxLayout()
        self.give_button = self.button(self._give)
        self.reset_button = self.button(lambda: self.input.start(GIVE))
        self.concede_button = self.button(lambda: self.send(Concede(self.seat)))
        self.redeal_button = self.button(lambda: self.send(Redeal(self.seat)))
        for w in (self.give_button, self.reset_button, self.concede_button, self.redeal_button):
            row.addWidget(w)
        self.body.addLayout(row)
        self.note = self.note_label()
        self.body.addWidget(self.note)
        human_input.giveChanged.connect(self._chosen)
        human_input.giveConfirmed.connect(self._confirmed)

    def _chosen(self, _cards: list[str]) -> None:
        if self.isVisible():
            self.refresh()

    def retranslate_ui(self) -> None:
        self.give_button.setText(self.tr("Give"))
        self.reset_button.setText(self.tr("Choose again"))
        self.concede_button.setText(self.tr("Concede"))
        self.redeal_button.setText(self.tr("Redeal"))

    def refresh(self) -> None:
        self.title.setText(self.tr("Give one card to each opponent"))
        # as wide as before a card was chosen ("click a card" is longer than a card), so that the
        # panel keeps its width and its note keeps its lines while the cards are chosen
        self.choice.setText(self.choice_text([]))
        self.choice.setMinimumWidth(self.choice.sizeHint().width())
        self.choice.setText(self.choice_text(self.input.give_choice))
        self._refresh_buttons()

    def choice_text(self, chosen: list[str]) -> str:
        """Which card goes to whom so far ("→ Фёдор: A♥     → Маша: click a card")."""
        players = self.model.players
        names = [shown_name(players[seat].name) for seat in self.input.recipients()]
        parts = []
        for k, name in enumerate(names):
            indices = self.input.scene.renderer.indices
            card = card_label(chosen[k], indices) if k < len(chosen) else self.tr("click a card")
            parts.append(f"→ {name}: {card}")
        return "     ".join(parts)

    def _refresh_buttons(self) -> None:
        complete = self.input.give_complete()
        self.give_button.setEnabled(complete)
        self.give_button.setDefault(complete)
        can_concede = bool(self.legal(Concede))
        self.concede_button.setVisible(can_concede)
        self.redeal_button.setVisible(bool(self.legal(Redeal)))
        self.note.setText(self._concede_text() if can_concede else "")
        self.note.setVisible(can_concede)
        self.adjustSize()

    def hint_button(self, action: Action) -> QPushButton | None:
        """The cards of a give (or lay-down) placed, each with its receiver; or concede, redeal."""
        if isinstance(action, Discard):
            self.input.choose_give([str(c) for c in action.cards])
            return self.give_button if self.give_button.isEnabled() else None
        if isinstance(action, Give):
            self.input.choose_give([str(action.first), str(action.second)])
            return self.give_button if self.give_button.isEnabled() else None
        button = {Concede: self.concede_button, Redeal: self.redeal_button}.get(type(action))
        return button if button is not None and button.isVisible() else None

    def _confirmed(self) -> None:
        if self.isVisible():    # the giving panel or, two players, the laying-down one
            self._give()

    def _give(self) -> None:
        action = self.input.give_action()
        if action:
            self.send(action)


class DiscardPanel(GivePanel):
    """Two players: click (or ←/→ and Enter) the two cards (three with ``two_player_talons``
    three) to lay face down in place of the opened talon, then Lay down (Tab reaches the
    button from the keyboard). With ``second_talon_card`` the first card chosen goes into the
    other talon; Another card for the talon passes that to the next chosen card."""

    def __init__(self, model: TableModel, submit: SubmitAction, human_input: HumanInput,
                 parent: QWidget | None = None) -> None:
        super().__init__(model, submit, human_input, parent)
        self.second_button = self.button(human_input.next_to_second_talon)
        self.body.insertWidget(self.body.indexOf(self.note), self.second_button)

    def retranslate_ui(self) -> None:
        super().retranslate_ui()
        self.give_button.setText(self.tr("Lay down"))
        self.second_button.setText(self.tr("Another card for the second talon"))

    def refresh(self) -> None:
        three = self.input.give_count() == 3
        second = self.model.view().rules.card_to_second_talon(2)
        if second:
            self.title.setText(self.tr("Lay three cards face down; the first goes into the other talon") if three
                               else self.tr("Lay two cards face down; the first goes into the other talon"))
        else:
            self.title.setText(self.tr("Lay three cards face down in place of the talon") if three
                               else self.tr("Lay two cards face down in place of the talon"))
        chosen = self.input.give_choice
        indices = self.input.scene.renderer.indices
        cards = "  ".join(card_label(c, indices) for c in chosen)
        if not self.input.give_complete():
            cards = (self.tr("Click three cards: {0}") if three else self.tr("Click two cards: {0}")).format(
                cards or "—")
        elif second:
            cards = self.tr("To the second talon: {0}; laid away: {1}").format(
                card_label(chosen[0], indices), "  ".join(card_label(c, indices) for c in chosen[1:]))
        self.choice.setText(cards)
        self.second_button.setVisible(second and len(chosen) > 1)
        self._refresh_buttons()


class ContractPanel(_DeclarerPanel):
    """Keep the winning bid or raise it; or concede. A number not allowed is explained."""

    def __init__(self, model: TableModel, submit: SubmitAction, parent: QWidget | None = None) -> None:
        super().__init__(model, submit, parent)
        row = QHBoxLayout()
        self.amount = AmountBox(self)
        self.play_button = self.button(self._play)
        self.keep_button = self.button(self._keep)
        self.concede_button = self.button(lambda: self.send(Concede(self.seat)))
        self.play_button.setDefault(True)
        for w in (self.amount, self.play_button, self.keep_button, self.concede_button):
            row.addWidget(w)
        self.body.addLayout(row)
        self.problem = self.note_label()
        self.problem.setObjectName("problem")
        self.body.addWidget(self.problem)
        self.note = self.note_label()
        self.body.addWidget(self.note)
        self.amount.lineEdit().textChanged.connect(self._check)
        self.amount.submitted.connect(self._play)

    def retranslate_ui(self) -> None:
        self.play_button.setText(self.tr("Play this"))
        self.keep_button.setText(self.tr("Keep the bid"))
        self.concede_button.setText(self.tr("Concede"))

    def amounts(self) -> list[int]:
        """The contracts the declarer may choose, lowest first."""
        return sorted(a.amount for a in self.legal(Contract))

    def refresh(self) -> None:
        amounts = self.amounts()
        self.title.setText(self.tr("Your contract: keep {0} or raise").format(amounts[0] if amounts else "—"))
        self.amount.set_allowed(amounts, self.model.rules.bid_step, self.model.rules.max_bid)
        can_concede = bool(self.legal(Concede))
        self.concede_button.setVisible(can_concede)
        self.note.setText(self._concede_text() if can_concede else   # the engine's reason: barrel, rules
                          self.model.why_illegal(Concede(self.seat)) or "")
        self._check()

    def hint_button(self, action: Action) -> QPushButton | None:
        """Keep the bid, raise it (the amount put in the box), or concede."""
        if isinstance(action, Contract) and action.amount in self.amount.allowed:
            if action.amount == self.amount.allowed[0]:
                return self.keep_button
            self.amount.setValue(action.amount)
            return self.play_button
        return self.concede_button if isinstance(action, Concede) and self.concede_button.isVisible() else None

    def _check(self) -> None:
        problem = self.amount.problem()
        self.problem.setText(problem or self.tr("Your ceiling: {0}.").format(
            self.amount.allowed[-1] if self.amount.allowed else "—"))
        self.problem.setStyleSheet("color: #ff9a7a;" if problem else "")
        self.play_button.setEnabled(problem is None)

    def _play(self) -> None:
        number = self.amount.number()
        if self.amount.problem() is None and number is not None:
            self.send(Contract(self.seat, number))

    def _keep(self) -> None:
        amounts = self.amounts()
        if amounts:
            self.send(Contract(self.seat, amounts[0]))


class TalonChoicePanel(Panel):
    """Two players: open one of the two talons (a click on it on the table does the same)."""

    takes_focus = False     # the talons are chosen on the table (←/→ and Enter)

    def __init__(self, model: TableModel, submit: SubmitAction, parent: QWidget | None = None) -> None:
        super().__init__(model, submit, parent)
        self.note = self.note_label()
        self.body.addWidget(self.note)
        row = QHBoxLayout()
        self.first = self.button(lambda: self.send(TakeTalon(self.seat, 0)))
        self.second = self.button(lambda: self.send(TakeTalon(self.seat, 1)))
        row.addWidget(self.first)
        row.addWidget(self.second)
        self.body.addLayout(row)

    def hint_button(self, action: Action) -> QPushButton | None:
        """The talon hinted (the table's cursor on it too: Enter there opens it)."""
        if not isinstance(action, TakeTalon):
            return None
        view = self.parentWidget()
        scene = view.scene() if isinstance(view, QGraphicsView) else None
        if isinstance(scene, TableScene):
            scene.pair_cursor = action.index
            scene.relayout(0)
        return (self.first, self.second)[action.index]

    def retranslate_ui(self) -> None:
        self.title.setText(self.tr("Choose a talon (прикуп)"))
        self.note.setText(self.tr("Click one of the two talons on the table, or choose it with ← → and Enter."))
        self.first.setText(self.tr("Left talon"))
        self.second.setText(self.tr("Right talon"))
