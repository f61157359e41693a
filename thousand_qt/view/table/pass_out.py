"""What the table says when every player passed an auction with nobody on the hundred
(``opening`` ``free_*``, docs/rules.md "Opening the auction"): in the "TableController" context."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

translate = QCoreApplication.translate


def all_passed_lines(dealer: str, declarer: str | None, min_bid: int) -> list[str]:
    """"Everybody passed" and what follows: ``dealer`` deals again (``declarer`` None), or
    ``declarer`` plays ``min_bid``."""
    if declarer is None:
        return [translate("TableController", "Everybody passed"),
                translate("TableController", "Dealt again by {0}").format(dealer)]
    return [translate("TableController", "Everybody passed"),
            translate("TableController", "Plays {1}: {0}").format(declarer, min_bid)]


__all__ = ["all_passed_lines"]
