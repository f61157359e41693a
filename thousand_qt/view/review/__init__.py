"""Review mode in the window: the review's table, its side panel, its navigation bar and its words;
the review's cursor itself is :mod:`thousand_qt.review` (pure Python)."""
