"""The marks on the table and the score sheet, and what each one means.

One place for the glyphs, their tooltips and the legend in Help ▸ Marks, so the three
cannot drift apart. Letters that stand for Russian words are translated ("Р" for роспись).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...engine import CUT_PENALTY

#: ``translate("Context", "literal")``: the form ``pyside6-lupdate`` extracts.
translate = QCoreApplication.translate

DEALER = "⚑"        # on the dealer's plate, in a white token: not a diamond, which reads as the suit
MADE = "✓"          # the declarer made the contract
FAILED = "✗"        # the declarer lost the contract
BOLT = "|"          # one bolt (a deal without a trick)
BOLT_PENALTY = "/"  # the bolts were crossed out: the penalty was paid
CUT = "✂"           # the cut before the deal showed a third nine: the cutter lost 120
RESET = "↺"         # golden_round_reset: every total went back to 0
GOLDEN = "★"        # a deal of the golden round (it counts double), beside the deal's number
BLIND = "◐"         # the contract was bid blind (в тёмную: it counts double), in the declarer's cell


def conceded() -> str:
    """The score sheet's mark for a conceded contract (роспись)."""
    return translate("Marks", "C", "score sheet mark: the declarer conceded (роспись)")


def written_off() -> str:
    """The score sheet's mark for a write-off (списать: a dash and a bolt for each opponent)."""
    return translate("Marks", "W", "score sheet mark: the declarer wrote the deal off (списать), a dash for the others")


def samosval() -> str:
    """The score sheet's mark for a samosval (exactly 555: back to 0)."""
    return translate("Marks", "S", "score sheet mark: samosval")


def barrel() -> str:
    """The score sheet's mark for a player on the barrel (бочка)."""
    return translate("Marks", "(B)", "score sheet mark: on the barrel")


def contract_tip(contract: int, made: bool | None, was_conceded: bool, write_off: bool = False) -> str:
    """The tooltip of a declarer's cell."""
    if was_conceded and write_off:
        return translate("Marks", "Contract {0} written off (списать): each opponent a dash and a bolt.").format(
            contract)
    if was_conceded:
        return translate("Marks", "Contract {0} conceded (роспись).").format(contract)
    if made:
        return translate("Marks", "Contract {0} made.").format(contract)
    return translate("Marks", "Contract {0} lost.").format(contract)


def bolt_tip(count: int, penalty: bool) -> str:
    """The tooltip of a bolt mark: ``count`` bolts now, or the penalty just paid."""
    if penalty:
        return translate("Marks", "A bolt (болт), the third: the bolts are crossed out and the penalty paid.")
    return translate("Marks", "A bolt (болт): no trick in this deal. Bolts so far: {0}.").format(count)


def dealer_tip() -> str:
    """The tooltip of the dealer token on a plate."""
    return translate("Marks", "The dealer of this deal (on the player's plate).")


def samosval_tip() -> str:
    return translate("Marks", "Samosval (самосвал): exactly 555, the total falls back to 0.")


def barrel_tip() -> str:
    return translate("Marks", "On the barrel (бочка): this player must make a contract to win.")


def collect_tip(points: int) -> str:
    """The tooltip of a collecting barrel player's cell (``barrel_scoring`` collect)."""
    return translate("Marks", "On the barrel, collecting: +{0}, the card points of the tricks taken.").format(points)


def cut_tip(penalty: int) -> str:
    return translate("Marks", "The cut showed a third nine: −{0} for the cutter.").format(penalty)


def golden_tip() -> str:
    return translate("Marks", "A deal of the golden round (золотой кон): it counts double.")


def blind_tip() -> str:
    return translate("Marks", "Bid blind (в тёмную), without seeing the cards: it counts double.")


def reset_tip() -> str:
    return translate("Marks", "No golden deal was made: every total went back to 0.")


def legend() -> list[tuple[str, str]]:
    """Every mark with its meaning, for Help ▸ Marks."""
    return [
        (DEALER, dealer_tip()),
        (translate("Marks", "gold frame"), translate("Marks", "The player whose turn it is.")),
        (MADE, translate("Marks", "Score sheet: the declarer made the contract, e.g. [120✓].")),
        (FAILED, translate("Marks", "Score sheet: the declarer lost the contract, e.g. [120✗].")),
        (conceded(), translate("Marks", "Score sheet: the declarer conceded (роспись).")),
        (written_off(), translate("Marks", "Score sheet: the declarer wrote the deal off (списать); the opponents "
                                           "score a dash and a bolt.")),
        (BOLT, translate("Marks", "A bolt (болт): a deal without a trick. On the plate too.")),
        (BOLT_PENALTY, translate("Marks", "The third bolt: the bolts are crossed out and the penalty paid.")),
        (barrel(), translate("Marks", "On the barrel (бочка); on the plate a small barrel is drawn.")),
        (samosval(), translate("Marks", "Samosval (самосвал): exactly 555, back to 0.")),
        (barrel() + "+45", translate("Marks", "Score sheet: collecting on the barrel, the card points scored in "
                                              "the deal.")),
        (CUT, translate("Marks", "Score sheet: the cut showed a third nine, −{0} for the cutter.").format(
            CUT_PENALTY)),
        (GOLDEN, translate("Marks", "Score sheet, beside the deal's number: a deal of the golden round, "
                                    "it counts double.")),
        (BLIND, translate("Marks", "Score sheet: the contract was bid blind (в тёмную), it counts double.")),
        (RESET, translate("Marks", "Score sheet: no golden deal was made, every total back to 0.")),
        (translate("Marks", "bold"), translate("Marks", "Score sheet: the declarer of the deal.")),
        (translate("Marks", "grey row"), translate("Marks", "Score sheet: a redeal, nothing was played.")),
    ]
