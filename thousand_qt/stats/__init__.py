"""Statistics of the human's finished games: pure Python, no Qt.

>>> from thousand_qt.stats import StatsStore, by_group     # doctest: +SKIP
>>> store = StatsStore(folder)
>>> store.record_game(record, undo_used=False).status      # doctest: +SKIP
'counted'
>>> data, problem = store.load()                            # doctest: +SKIP
>>> by_group(data.games)                                    # doctest: +SKIP

Modules: ``figures`` (one game's figures from its record), ``summary`` (sums per group),
``store`` (the versioned JSON file, docs/statistics-format.md).
"""

from .figures import (
    EXCLUDED_AIDS,
    EXCLUDED_CONTINUED,
    EXCLUDED_OPENED,
    EXCLUDED_UNDO,
    Counts,
    GameFigures,
    GroupKey,
    NotCountableError,
    exclusion,
    figures_from_record,
    game_id,
)
from .store import (
    DAMAGED,
    FILE_NAME,
    NEWER,
    UNREADABLE,
    UNWRITABLE,
    Excluded,
    Outcome,
    Problem,
    StatsData,
    StatsFileError,
    StatsStore,
)
from .summary import Extreme, Summary, by_group, summarize

__all__ = [
    "DAMAGED",
    "EXCLUDED_AIDS",
    "EXCLUDED_CONTINUED",
    "EXCLUDED_OPENED",
    "EXCLUDED_UNDO",
    "FILE_NAME",
    "NEWER",
    "UNREADABLE",
    "UNWRITABLE",
    "Counts",
    "Excluded",
    "Extreme",
    "GameFigures",
    "GroupKey",
    "NotCountableError",
    "Outcome",
    "Problem",
    "StatsData",
    "StatsFileError",
    "StatsStore",
    "Summary",
    "by_group",
    "exclusion",
    "figures_from_record",
    "game_id",
    "summarize",
]
