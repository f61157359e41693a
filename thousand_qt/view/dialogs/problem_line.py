"""The line under a set-up dialog's fields that says why something did not work (Join a table,
Host a table): word-wrapped, and the dialog grows to hold all of it, never clipping its top or
bottom (a wrapped label's height depends on its width, which the layout does not ask for by
itself once the dialog is shown)."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QLabel


def problem_label(dialog: QDialog) -> QLabel:
    """A hidden, word-wrapped label for the dialog's problems (objectName ``problem``)."""
    label = QLabel(dialog)
    label.setWordWrap(True)
    label.setObjectName("problem")
    label.hide()
    return label


def say_problem(dialog: QDialog, label: QLabel, text: str) -> None:
    """Show ``text`` in ``label`` and size ``dialog`` to the text's wrapped lines."""
    label.setText(text)
    label.show()
    dialog.adjustSize()
