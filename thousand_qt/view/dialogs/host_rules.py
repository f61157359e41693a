"""Host a table ▸ Every rule…: the table's rules in Preferences' editor (:class:`~.rules_page.RulesPage`,
every key of docs/rules.md, grouped, each with its source and what it does). OK takes the rules
as edited; an impossible combination is said in the dialog, which stays open."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QVBoxLayout, QWidget

from ...engine import RuleError, RuleSet
from .problem_line import problem_label, say_problem
from .rules_page import RulesPage

# The size the editor asks for, within the screen's free room (pixels).
WIDTH, HEIGHT, MARGIN = 720, 640, 48


class TableRulesDialog(QDialog):
    """Every rule of the table to host; :attr:`chosen` holds them once accepted."""

    def __init__(self, rules: RuleSet, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("The table's rules"))
        layout = QVBoxLayout(self)
        self.page = RulesPage(self)
        self.page.load_rules(rules)
        layout.addWidget(self.page, 1)
        self.problem = problem_label(self)
        layout.addWidget(self.problem)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel,
                                        self)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.chosen: RuleSet | None = None
        room = self.screen().availableGeometry()
        self.resize(min(WIDTH, room.width() - MARGIN), min(HEIGHT, room.height() - MARGIN))

    def accept(self) -> None:
        """Take the rules as edited (an impossible combination is said, and the dialog stays)."""
        try:
            self.chosen = self.page.rules()
        except RuleError as err:
            say_problem(self, self.problem, str(err))
            return
        super().accept()


__all__ = ["TableRulesDialog"]
