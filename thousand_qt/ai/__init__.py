"""Computer players of Thousand: pure Python, no Qt.

    from thousand_qt.ai import make_player
    player = make_player("strong", seed=1)     # "easy", "normal" or "strong"
    action = player.choose(game.view_for(seat))  # one of view.legal_actions
    hint = suggest(game.view_for(seat))          # the strong player's action, and why

Modules: ``levels`` (the levels and ``make_player``), ``hint`` and ``reason`` (a suggested
action and why), ``expectation`` (contracts by expected score), ``guard`` (the last-resort time
limit), ``player`` (the protocol and the
easy/normal levels), ``bidding`` (hand evaluation, auction, talon, give/discard, contract,
concede), ``heuristic`` (card play by rules of thumb), ``knowledge`` (inferences from a view:
voids, known cards), ``sampling`` (deals consistent with a view), ``solver`` (open-hands
alpha-beta), ``pimc`` (the strong level) and ``card_search`` (its card decision per sampled
deal), ``driver`` (play a game with computer players). Comparing and calibrating them (the
arena, its oracle, measures and intervals) is :mod:`thousand_qt.measure.ai`, outside the bundle.
"""

from .hint import Hint, suggest
from .levels import LEVELS, make_player
from .player import Player
from .reason import Reason, ReasonKind

__all__ = ["LEVELS", "Hint", "Player", "Reason", "ReasonKind", "make_player", "suggest"]
