"""The short rules summary and the About text (translatable)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ... import __version__


#: ``translate("Context", "literal")``: the form ``pyside6-lupdate`` extracts.
translate = QCoreApplication.translate


def rules_text() -> str:
    return translate(
        "Help",
        "Thousand (Тысяча) is played by three with 24 cards (9 to ace). "
        "Card points: A 11, 10 10, K 4, Q 3, J 2, 9 0.\n\n"
        "Each player gets 7 cards, 3 go to the talon (прикуп). The player after the dealer is "
        "on the hundred; the others raise by 5 or pass. Nobody may bid above 120 without a "
        "marriage (марьяж, K+Q of a suit: ♥100 ♦80 ♣60 ♠40) in hand.\n\n"
        "The winner takes the talon, gives one card to each opponent and fixes the contract, "
        "or concedes (роспись). Follow suit, else trump (козырь), else any card. Leading K or Q "
        "of a marriage after winning a trick declares it: its value counts and its suit "
        "becomes trump.\n\n"
        "The declarer scores the contract if made, else loses it; the others score their points "
        "rounded to 5. No trick: a bolt (болт); three bolts cost 120. At 880 a player sits on the "
        "barrel (бочка) and has three deals to win. 555 exactly falls back to 0. First to 1000 "
        "wins.")


def about_text() -> str:
    return translate("Help", "<h3>Thousand {0}</h3><p>The Russian card game Тысяча against the computer.</p>"
               "<p>Free software under the GNU GPL, version 3 or later.</p>").format(__version__)
