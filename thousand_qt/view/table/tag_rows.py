"""Where the gold labels over the human's chosen cards go ("→ Фёдор", "to the second talon"),
as arithmetic without a widget: close neighbours' labels take two rows, and a label that finds
both rows taken where it would lie moves right until it can be read whole."""

from __future__ import annotations

from collections.abc import Sequence

#: The rows of labels over the hand (0 just above the card, 1 a line higher): the room above
#: a raised card holds two (:attr:`~.layout.TableLayout.hand_top`).
TAG_ROWS = 2


def tag_places(tags: Sequence[tuple[float, float]], gap: float) -> list[tuple[int, float]]:
    """For labels over cards from left to right, each given as (its card's middle, its width):
    each label's row and how far right of its card's middle it moves, so that no two labels of
    a row come closer than ``gap``. A label takes the lowest row where it fits over its card,
    else the row where it moves least."""
    ends = [float("-inf")] * TAG_ROWS      # the right edge of the last label in each row
    places = []
    for middle, width in tags:
        left = middle - width / 2
        shifts = [max(0.0, end + gap - left) for end in ends]
        row = shifts.index(min(shifts))
        places.append((row, shifts[row]))
        ends[row] = left + shifts[row] + width
    return places


__all__ = ["TAG_ROWS", "tag_places"]
