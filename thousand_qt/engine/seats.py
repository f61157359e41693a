"""Who plays a deal, in what order, and who receives the declarer's gifts (docs/rules.md: the
deal, talon and contract, two and four players).

Three players all play every deal; with four the dealer sits out; with two both play. The
playing order starts at the seat after the dealer. The deal's shape (how many cards each hand
and each talon gets) is defined here once.
"""

from __future__ import annotations

from collections.abc import Sequence


def active_seats(n_players: int, dealer: int) -> tuple[int, ...]:
    """The seats that play a deal of ``dealer``, in playing order from the seat after the dealer
    (four players: without the dealer, who sits out)."""
    seats = ((dealer + k) % n_players for k in range(1, n_players + 1))
    return tuple(s for s in seats if n_players != 4 or s != dealer)


def hand_size(n_players: int, talons_of_three: bool = False) -> int:
    """The cards each playing seat is dealt: 10 with two players (9 with ``talons_of_three``,
    ``two_player_talons`` three), 7 with three or four (the two-player game with a stock deals
    its own, :data:`thousand_qt.engine.stock.HAND_SIZE`)."""
    if n_players == 2:
        return 9 if talons_of_three else 10
    return 7


def talon_sizes(n_players: int, talons_of_three: bool = False) -> tuple[int, ...]:
    """The talons' sizes: two talons of 2 cards with two players (of 3 with
    ``talons_of_three``), one of 3 with three or four."""
    if n_players == 2:
        return (3, 3) if talons_of_three else (2, 2)
    return (3,)


def sitting_out(n_players: int, dealer: int) -> int | None:
    """The seat that sits a deal out: the dealer with four players, nobody otherwise."""
    return dealer if n_players == 4 else None


def next_active(active: Sequence[int], seat: int) -> int:
    """The playing seat after ``seat`` (one of ``active``)."""
    return active[(active.index(seat) + 1) % len(active)]


def opponents_of(active: Sequence[int], seat: int) -> tuple[int, ...]:
    """The other playing seats in order after ``seat``: the declarer's first gift goes to the
    first of them, the second to the next (four players: never to the dealer sitting out)."""
    out, s = [], seat
    for _ in range(len(active) - 1):
        s = next_active(active, s)
        out.append(s)
    return tuple(out)
