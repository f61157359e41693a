"""The engine's English reasons for an illegal action, as translatable sentences for the user.

The engine writes short English reasons ("must follow suit (♠)"); the status line needs a
sentence in the user's language. Known reasons are matched here and passed through
``QCoreApplication.translate`` with literal source texts (so ``pyside6-lupdate`` finds them);
anything else is shown as "Not allowed: <the engine's reason>".
"""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication

CONTEXT = "GameModel"


#: ``translate("Context", "literal")``: the form ``pyside6-lupdate`` extracts.
translate = QCoreApplication.translate


def _patterns():
    # (regex on the engine's reason, a function building the translated sentence)
    return [
        (r"it is seat \S+ turn", lambda m: translate("GameModel", "It is not your turn.")),
        (r"must follow suit \((.)\)", lambda m: translate("GameModel", "You must follow suit ({suit}).").format(suit=m[1])),
        (r"must beat the best card \((.)\)",
         lambda m: translate("GameModel", "You must beat the best card ({suit}).").format(suit=m[1])),
        (r"must beat the best trump \((.)\)",
         lambda m: translate("GameModel", "You must beat the best trump ({suit}).").format(suit=m[1])),
        (r"must play a trump \((.)\)", lambda m: translate("GameModel", "You must play a trump ({suit}).").format(suit=m[1])),
        (r"the bid must be at least (\d+)", lambda m: translate("GameModel", "The bid must be at least {n}.").format(n=m[1])),
        (r"bids go up in steps of (\d+)", lambda m: translate("GameModel", "Bids go up in steps of {n}.").format(n=m[1])),
        (r"the contract must be at least (\d+)",
         lambda m: translate("GameModel", "The contract must be at least {n}.").format(n=m[1])),
        (r"the contract goes up in steps of (\d+)",
         lambda m: translate("GameModel", "The contract goes up in steps of {n}.").format(n=m[1])),
        (r"(\d+) is over the ceiling of (\d+)",
         lambda m: translate("GameModel", "{n} is over your ceiling of {limit} (120 + your marriages).").format(n=m[1], limit=m[2])),
        (r"a marriage may be declared only after winning a trick",
         lambda m: translate("GameModel", "A marriage may be declared only after winning a trick.")),
        (r"a marriage is declared only on the lead", lambda m: translate("GameModel", "A marriage is declared only on the lead.")),
        (r"no marriage:", lambda m: translate("GameModel", "No marriage: the king and queen must both be in your hand.")),
        (r"the ace marriage", lambda m: translate("GameModel", "The ace marriage cannot be declared now.")),
        (r"no concession on the barrel", lambda m: translate("GameModel", "You cannot concede while on the barrel.")),
        (r"conceded only before the first lead",
         lambda m: translate("GameModel", "A deal may be conceded only before the first lead.")),
        (r"conceding is off", lambda m: translate("GameModel", "Conceding is off in these rules.")),
        (r"redeals are off", lambda m: translate("GameModel", "Redeals are off in these rules.")),
        (r"redeal must be asked for before the first bid",
         lambda m: translate("GameModel", "A redeal must be asked for before the first bid.")),
        (r"gives no right to a redeal", lambda m: translate("GameModel", "These cards give no right to a redeal.")),
        (r"(\S+) is not in seat \d+'s hand", lambda m: translate("GameModel", "{card} is not in your hand.").format(card=m[1])),
        (r"the two cards must differ", lambda m: translate("GameModel", "Choose two different cards.")),
        (r"not now: the game is in the (\w+) phase", lambda m: translate("GameModel", "That is not possible now.")),
        (r"the game is over", lambda m: translate("GameModel", "The game is over.")),
        (r"no deal in progress", lambda m: translate("GameModel", "The cards are not dealt yet.")),
        (r"blind", lambda m: translate("GameModel", "A blind bid is not possible now.")),
        (r"cannot read action|unknown verb|takes \d+ argument|unknown card|must be a whole number",
         lambda m: translate("GameModel", "That is not a valid move.")),
    ]


_COMPILED = [(re.compile(p), build) for p, build in _patterns()]


def user_reason(reason: str) -> str:
    """The engine's ``reason`` as a translated sentence for the status line."""
    for pattern, build in _COMPILED:
        m = pattern.search(reason)
        if m:
            return build(m)
    return translate("GameModel", "Not allowed: {reason}").format(reason=reason)
