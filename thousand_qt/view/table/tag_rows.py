"""Where the gold labels over the human's chosen cards go ("→ Фёдор", "to the second talon"),
as arithmetic without a widget: close neighbours' labels take two rows, and labels that still
meet in a row move apart, each as little as the others let it (so a label stays near its card
and none is pushed far out to one side), within the hand's room beside the plates."""

from __future__ import annotations

from collections.abc import Sequence

#: The rows of labels over the hand (0 just above the card, 1 a line higher): the room above
#: a raised card holds two (:attr:`~.layout.TableLayout.hand_top`).
TAG_ROWS = 2


def tag_places(tags: Sequence[tuple[float, float]], gap: float,
               room: tuple[float, float] = (float("-inf"), float("inf"))) -> list[tuple[int, float]]:
    """For labels over cards from left to right, each given as (its card's middle, its width):
    each label's row and how far right of its card's middle it moves (left: below 0), so that
    no two labels of a row come closer than ``gap``. A label takes the lowest row where it fits
    over its card, else the row where it would have to move least; the labels of a row then
    move apart as little as they can (the least sum of squared moves), and those that would
    pass an end of ``room`` (left, right: the hand's room beside the plates) move in, pushing
    their neighbours on (where a row is wider than the room, it starts at the room's left)."""
    ends = [float("-inf")] * TAG_ROWS      # the right edge of the last label in each row
    rows = []
    for middle, width in tags:
        left = middle - width / 2
        shifts = [max(0.0, end + gap - left) for end in ends]
        row = shifts.index(min(shifts))
        rows.append(row)
        ends[row] = left + shifts[row] + width
    shifts = [0.0] * len(tags)
    for row in range(TAG_ROWS):
        mine = [k for k, r in enumerate(rows) if r == row]
        spread = _spread([tags[k] for k in mine], gap)
        for k, shift in zip(mine, _inside([tags[k] for k in mine], spread, gap, room), strict=True):
            shifts[k] = shift
    return list(zip(rows, shifts, strict=True))


def _inside(tags: Sequence[tuple[float, float]], shifts: Sequence[float], gap: float,
            room: tuple[float, float]) -> list[float]:
    """One row's moves (``shifts``, the labels ``gap`` apart) changed so that no label passes
    an end of ``room``: from the right, a label past the right end (or too close to the next
    one, moved in) moves left; then from the left, the same to the right."""
    lefts = [middle - width / 2 + shift for (middle, width), shift in zip(tags, shifts, strict=True)]
    limit = room[1]
    for k in reversed(range(len(tags))):
        width = tags[k][1]
        lefts[k] = min(lefts[k], limit - width)
        limit = lefts[k] - gap
    limit = room[0]
    for k, (_middle, width) in enumerate(tags):
        lefts[k] = max(lefts[k], limit)
        limit = lefts[k] + width + gap
    return [left - (middle - width / 2) for left, (middle, width) in zip(lefts, tags, strict=True)]


def _spread(tags: Sequence[tuple[float, float]], gap: float) -> list[float]:
    """The moves of one row's labels (left to right) that keep them ``gap`` apart with the least
    sum of squared moves: adjacent violators pooled on the labels' left edges less the room of
    the labels before them (which must then not decrease)."""
    wanted, packed = [], 0.0
    for middle, width in tags:
        wanted.append(middle - width / 2 - packed)
        packed += width + gap
    blocks: list[tuple[float, int]] = []       # (sum of the wanted values, how many)
    for value in wanted:
        total, count = value, 1
        while blocks and blocks[-1][0] / blocks[-1][1] > total / count:
            before, many = blocks.pop()
            total, count = total + before, count + many
        blocks.append((total, count))
    pooled = [total / count for total, count in blocks for _ in range(count)]
    return [mean - value for mean, value in zip(pooled, wanted, strict=True)]


__all__ = ["TAG_ROWS", "tag_places"]
