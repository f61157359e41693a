"""Computer players of Thousand: pure Python, no Qt.

    from thousand_qt.ai import make_player
    player = make_player("strong", seed=1)     # "easy", "normal" or "strong"
    action = player.choose(game.view_for(seat))  # one of view.legal_actions

Modules: ``levels`` (the levels and ``make_player``), ``player`` (the protocol and the easy/normal levels), ``bidding`` (hand evaluation,
auction, talon, give/discard, contract, concede), ``heuristic`` (card play by rules of thumb),
``knowledge`` (inferences from a view: voids, known cards), ``sampling`` (deals consistent with
a view), ``solver`` (open-hands alpha-beta), ``pimc`` (the strong level), ``driver`` (play a
game with computer players), ``arena`` (compare levels: ``python -m thousand_qt.ai.arena``).
"""

from .levels import LEVELS, make_player
from .player import Player

__all__ = ["LEVELS", "Player", "make_player"]
