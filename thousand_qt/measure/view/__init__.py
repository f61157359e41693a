"""Measuring the window: memory and idle CPU of a game (``bench gui``), memory over rounds of
play, review and dialogs (``bench memory``)."""
