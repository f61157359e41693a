"""Measuring the program: not the game, and left out of the bundle (packaging/thousand-qt.spec).

``ai/`` compares and calibrates the computer players (``thousand-qt arena``: ``arena``, its
open-hands ``oracle``, ``blind_arena``, paired runs in ``arena_pairs``, the ``measures`` of
``calibration``, ``contract_levels`` and ``auction_rollouts``, their ``intervals``) and times the
solver (``solver_bench``); ``view/`` the window's memory and idle CPU (``gui_bench``,
``memory_bench``); ``net/`` network play over the loopback (``bench``); ``bench`` is
``thousand-qt bench``. It may import any layer of the program; nothing of the game imports it
but the commands, which say so when it is not installed. (The repository's top-level ``lab/``
folder is something else: offline scripts outside the package.)
"""
