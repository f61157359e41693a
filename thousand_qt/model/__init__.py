"""The Qt model layer (QtCore only, no widgets): the game object the view talks to, the
settings wrapper, autosave and the translators.

>>> from thousand_qt.model import GameModel, Settings   # doctest: +SKIP
"""

from .ai_worker import default_player_factory
from .game_model import GameModel
from .settings import (
           ANIMATION_SPEEDS,
           APPLICATION,
           ORGANIZATION,
           Settings,
           apply_identity,
           open_qsettings,
)

__all__ = [
           "ANIMATION_SPEEDS",
           "APPLICATION",
           "ORGANIZATION",
           "GameModel",
           "Settings",
           "apply_identity",
           "default_player_factory",
           "open_qsettings",
]
