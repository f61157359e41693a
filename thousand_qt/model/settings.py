"""One typed wrapper over ``QSettings`` (INI format) for every user preference.

QSettings' INI backend hands back strings, so every value is read with ``type=str`` and
parsed and checked here; a stored value that does not parse or is out of range falls back to
the default with a logged warning — a damaged settings file never stops the game. The stored
rules go through the bounded JSON reader of records; a settings file larger than
:data:`MAX_SETTINGS_BYTES` is not read but set aside (``Settings.set_aside`` says where).

>>> s = Settings()          # the defaults
>>> s.load()                # doctest: +SKIP
>>> s.think_pause_ms = 250
>>> s.save()                # doctest: +SKIP
"""

from __future__ import annotations

import json
import logging
import os
from datetime import UTC, datetime
from dataclasses import dataclass, field, fields
from collections.abc import Collection
from typing import Any, TypeVar

from PySide6.QtCore import QCoreApplication, QSettings

from thousand_qt.ai import LEVELS
from thousand_qt.engine import PRESETS, RuleError, RuleSet
from thousand_qt.engine.bounded_json import RecordError, loads_bounded
from thousand_qt.engine.record import PlayerInfo
from thousand_qt.net.protocol import DEFAULT_PORT as DEFAULT_HOST_PORT

from .ai_worker import DEFAULT_LEVEL
from .card_decks import AISLERIOT, KDE
from .i18n import resolve

log = logging.getLogger(__name__)

ORGANIZATION = "ThousandQt"
APPLICATION = "thousand-qt"

#: The animation speed names (the table's animation queue scales its durations by them).
ANIMATION_SPEEDS = ("instant", "fast", "normal", "slow")
#: The card indices: as the UI language (Russian and Ukrainian В Д К Т, Polish W D K A, English
#: J Q K A), or always В Д К Т, W D K A or J Q K A.
CARD_INDICES = ("language", "ru", "pl", "latin")
#: How long a finished trick stays on the table: not at all, a short, normal or long while, or
#: until a click.
TRICK_HOLDS = ("none", "short", "normal", "long", "click")
LANGUAGES = ("system", "ru", "en", "pl", "uk")
#: The names a new user's game starts with (the human's reads "You" in English).
DEFAULT_HUMAN_NAME = "Вы"
DEFAULT_OPPONENT_NAMES = ("Фёдор", "Маша", "Петя")
#: The opponents' names new settings start with in each UI language (Russian: the names above).
#: Names once stored, in the settings or in a game, are never changed.
OPPONENT_NAMES_BY_LANGUAGE = {"ru": DEFAULT_OPPONENT_NAMES, "en": ("Fred", "Molly", "Pete"),
                              "pl": ("Franek", "Marysia", "Piotrek"), "uk": ("Федір", "Марічка", "Петро")}


def default_opponent_names(language: str) -> tuple[str, ...]:
    """The opponents' names for new settings in ``language`` (a setting: ``system`` is the
    system's language; one we do not translate into gets the English names)."""
    return OPPONENT_NAMES_BY_LANGUAGE.get(resolve(language), OPPONENT_NAMES_BY_LANGUAGE["en"])
#: How many may sit at the table (the human and one to three computer players).
PLAYER_COUNTS = (2, 3, 4)
PRESET_NAMES = tuple(PRESETS) + ("custom",)
MAX_THINK_PAUSE_MS = 5000
#: The deck setting: our own deck, the SVG file of ``deck_svg``, or an installed deck's key
#: (``kde:svg-oxygen``, ``aisleriot:bonded``; see ``model.card_decks``).
DECK_BUILTIN, DECK_FILE = "builtin", "file"
DECK_KINDS = (KDE, AISLERIOT)
#: Host a table…: where the table runs (in this program, or on a ``thousand-qt serve`` process),
#: where this program listens (every network of this computer, or this computer only), the port
#: and how long a dropped player's seat waits (s).
HOST_WHERE = ("program", "server")
HOST_LISTEN = ("everywhere", "this_computer")
HOST_PORTS = (1024, 65535)
HOST_WAITS = (10, 3600)
#: A server's address as typed ("host:port") is a short line.
MAX_SERVER_TEXT = 300


def valid_deck_choice(value: str) -> bool:
    """Whether ``value`` is a deck setting this version understands."""
    kind, sep, name = value.partition(":")
    return value in (DECK_BUILTIN, DECK_FILE) or (bool(sep) and kind in DECK_KINDS and bool(name)
                                                   and "/" not in name)


#: A settings file larger than this is set aside unread (it holds a few hundred bytes).
MAX_SETTINGS_BYTES = 1024 * 1024
#: The stored rules are a small JSON object; longer text is refused.
MAX_RULES_TEXT = 64 * 1024


def apply_identity(app: QCoreApplication | None = None) -> None:
    """Set the organization and application names QSettings and QStandardPaths use."""
    QCoreApplication.setOrganizationName(ORGANIZATION)
    QCoreApplication.setApplicationName(APPLICATION)


def open_qsettings() -> QSettings:
    """The application's QSettings in INI format, in the user scope."""
    org = QCoreApplication.organizationName() or ORGANIZATION
    app = QCoreApplication.applicationName() or APPLICATION
    return QSettings(QSettings.Format.IniFormat, QSettings.Scope.UserScope, org, app)


def settings_file() -> str:
    """Where the settings are stored (for messages)."""
    return open_qsettings().fileName()


def _set_aside_if_too_large(path: str) -> str | None:
    """Rename a settings file larger than MAX_SETTINGS_BYTES to ``<name>.too-large-<time>``
    before QSettings reads it whole; returns where it went (None: nothing was moved)."""
    try:
        size = os.stat(path).st_size
    except OSError:
        return None
    if size <= MAX_SETTINGS_BYTES:
        return None
    stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%S")
    aside = f"{path}.too-large-{stamp}"
    for k in range(2, 100):     # never replace an earlier one
        if not os.path.exists(aside):
            break
        aside = f"{path}.too-large-{stamp}-{k}"
    try:
        os.replace(path, aside)
    except OSError as err:
        log.warning("settings: %s is too large (%d bytes) and cannot be set aside: %s", path, size, err)
        return None
    log.warning("settings: %s is too large to be settings (%d bytes); kept as %s, using the defaults",
                path, size, aside)
    return aside


_T = TypeVar("_T")

def _warn(key: str, raw: Any, default: _T) -> _T:
    log.warning("settings: ignoring bad value %r for %s, using %r", raw, key, default)
    return default


def _parse_bool(text: str) -> bool | None:
    low = text.strip().lower()
    if low in ("true", "1", "yes", "on"):
        return True
    if low in ("false", "0", "no", "off"):
        return False
    return None


@dataclass
class Settings:
    """Every preference with its type and default; :meth:`load` / :meth:`save` round-trip.

    ``rules`` is stored as a JSON object of the options that differ from Classic.
    """

    rules: RuleSet = field(default_factory=RuleSet)
    preset: str = "classic"
    animation_speed: str = "normal"
    think_pause_ms: int = 400
    auto_declare_marriages: bool = True
    auto_play_forced: bool = False  # a card that is the only one that may be played goes by itself
    trick_hold: str = "normal"
    show_card_points: bool = True   # each player's running card points on the plates
    card_indices: str = "language"
    language: str = "system"
    player_count: int = 3           # the human and player_count - 1 computer opponents
    human_name: str = DEFAULT_HUMAN_NAME
    opponent_names: list[str] = field(default_factory=lambda: list(DEFAULT_OPPONENT_NAMES))
    opponent_levels: list[str] = field(default_factory=lambda: [DEFAULT_LEVEL] * len(DEFAULT_OPPONENT_NAMES))
    deck: str = DECK_BUILTIN        # our own deck, the deck_svg file, or an installed deck's key
    deck_svg: str = ""
    four_colour: bool = False       # our own deck with ♠ black, ♥ red, ♦ blue, ♣ green
    last_save_folder: str = ""
    host_where: str = "program"
    host_server: str = ""           # the last server a table was created on, as typed
    host_listen: str = "everywhere"
    host_port: int = DEFAULT_HOST_PORT
    host_wait_seconds: int = 60
    window_geometry: str = ""       # QMainWindow.saveGeometry(), base64
    window_state: str = ""          # QMainWindow.saveState() (docks, toolbars), base64
    #: Where :meth:`load` put a settings file too large to read (not a preference: never saved).
    set_aside: str | None = field(default=None, compare=False, repr=False)

    def __post_init__(self) -> None:
        """Names and levels for every opponent seat (missing ones take the defaults)."""
        room = len(DEFAULT_OPPONENT_NAMES)
        self.opponent_names = list(self.opponent_names[:room]) + list(DEFAULT_OPPONENT_NAMES[len(self.opponent_names):])
        self.opponent_levels = list(self.opponent_levels[:room]) + [DEFAULT_LEVEL] * (room - len(self.opponent_levels))

    # -- derived -----------------------------------------------------------------------------
    def players(self) -> list[PlayerInfo]:
        """The seats of a new game: the human at seat 0, then ``player_count - 1`` opponents."""
        out = [PlayerInfo(self.human_name, "human")]
        count = self.player_count - 1
        for name, level in zip(self.opponent_names[:count], self.opponent_levels[:count], strict=True):
            out.append(PlayerInfo(name, "computer", level))
        return out

    # -- persistence -----------------------------------------------------------------------
    def load(self, qsettings: QSettings | None = None) -> Settings:
        """Read every value (bad or missing ones take the default); returns ``self``."""
        if qsettings is None:
            self.set_aside = _set_aside_if_too_large(settings_file())
        qs = qsettings if qsettings is not None else open_qsettings()
        d = Settings()

        def text(key: str) -> str | None:
            if not qs.contains(key):
                return None
            value = qs.value(key, "", type=str)
            return value if isinstance(value, str) else None

        def choice(key: str, allowed: Collection[str], default: str) -> str:
            raw = text(key)
            if raw is None:
                return default
            return raw if raw in allowed else _warn(key, raw, default)

        def integer(key: str, low: int, high: int, default: int) -> int:
            raw = text(key)
            if raw is None:
                return default
            try:
                value = int(raw.strip())
            except ValueError:
                return _warn(key, raw, default)
            return value if low <= value <= high else _warn(key, raw, default)

        def boolean(key: str, default: bool) -> bool:
            raw = text(key)
            if raw is None:
                return default
            value = _parse_bool(raw)
            return value if value is not None else _warn(key, raw, default)

        def string(key: str, default: str) -> str:
            raw = text(key)
            return default if raw is None else raw

        self.rules = self._load_rules(text("game/rules"))
        self.preset = choice("game/preset", PRESET_NAMES, d.preset)
        self.animation_speed = choice("display/animation_speed", ANIMATION_SPEEDS, d.animation_speed)
        self.think_pause_ms = integer("display/think_pause_ms", 0, MAX_THINK_PAUSE_MS, d.think_pause_ms)
        self.auto_declare_marriages = boolean("play/auto_declare_marriages", d.auto_declare_marriages)
        self.auto_play_forced = boolean("play/auto_play_forced", d.auto_play_forced)
        self.trick_hold = choice("display/trick_hold", TRICK_HOLDS, d.trick_hold)
        self.show_card_points = boolean("display/show_card_points", d.show_card_points)
        self.card_indices = choice("display/card_indices", CARD_INDICES, d.card_indices)
        self.language = choice("display/language", LANGUAGES, d.language)
        self.player_count = integer("players/count", min(PLAYER_COUNTS), max(PLAYER_COUNTS), d.player_count)
        self.human_name = string("players/human_name", d.human_name) or d.human_name
        names, levels = [], []
        stored = any(qs.contains(f"players/opponent{i + 1}_name") for i in range(len(DEFAULT_OPPONENT_NAMES)))
        defaults = d.opponent_names if stored else list(default_opponent_names(self.language))   # new: the UI's
        for i in range(len(DEFAULT_OPPONENT_NAMES)):    # a file from before four players holds two
            name = string(f"players/opponent{i + 1}_name", defaults[i])
            names.append(name or defaults[i])
            levels.append(choice(f"players/opponent{i + 1}_level", LEVELS, d.opponent_levels[i]))
        self.opponent_names, self.opponent_levels = names, levels
        self.deck_svg = string("display/deck_svg", d.deck_svg)
        deck = text("display/deck")         # a file from before the deck choice: its SVG file
        if deck is None:
            self.deck = DECK_FILE if self.deck_svg.strip() else d.deck
        else:
            self.deck = deck if valid_deck_choice(deck) else _warn("display/deck", deck, d.deck)
        self.four_colour = boolean("display/four_colour", d.four_colour)
        self.last_save_folder = string("files/last_save_folder", d.last_save_folder)
        self.host_where = choice("network/host_where", HOST_WHERE, d.host_where)
        server = string("network/host_server", d.host_server).strip()
        ok = len(server) <= MAX_SERVER_TEXT and server.isprintable() and len(server.split()) <= 1
        self.host_server = server if ok else _warn("network/host_server", server[:60], d.host_server)
        self.host_listen = choice("network/host_listen", HOST_LISTEN, d.host_listen)
        self.host_port = integer("network/host_port", *HOST_PORTS, d.host_port)
        self.host_wait_seconds = integer("network/host_wait_seconds", *HOST_WAITS, d.host_wait_seconds)
        self.window_geometry = string("window/geometry", d.window_geometry)
        self.window_state = string("window/state", d.window_state)
        return self

    @staticmethod
    def _load_rules(raw: str | None) -> RuleSet:
        if raw is None or not raw.strip():
            return RuleSet()
        try:  # bounded: nesting, number length and size are checked before parsing
            return RuleSet.from_dict(loads_bounded(raw, "stored rules", MAX_RULES_TEXT))
        except (RecordError, ValueError, TypeError, RuleError) as err:
            log.warning("settings: ignoring stored rules (%s), using the Classic rules", err)
            return RuleSet()

    def save(self, qsettings: QSettings | None = None) -> bool:
        """Write every value and flush to disk; False if they could not be stored."""
        qs = qsettings if qsettings is not None else open_qsettings()
        qs.setValue("game/rules", json.dumps(self.rules.to_dict(only_changed=True), ensure_ascii=False,
                                             sort_keys=True))
        qs.setValue("game/preset", self.preset)
        qs.setValue("display/animation_speed", self.animation_speed)
        qs.setValue("display/think_pause_ms", str(int(self.think_pause_ms)))
        qs.setValue("play/auto_declare_marriages", "true" if self.auto_declare_marriages else "false")
        qs.setValue("play/auto_play_forced", "true" if self.auto_play_forced else "false")
        qs.setValue("display/trick_hold", self.trick_hold)
        qs.setValue("display/show_card_points", "true" if self.show_card_points else "false")
        qs.setValue("display/card_indices", self.card_indices)
        qs.setValue("display/language", self.language)
        qs.setValue("players/count", str(int(self.player_count)))
        qs.setValue("players/human_name", self.human_name)
        for i in range(len(DEFAULT_OPPONENT_NAMES)):
            qs.setValue(f"players/opponent{i + 1}_name", self.opponent_names[i])
            qs.setValue(f"players/opponent{i + 1}_level", self.opponent_levels[i])
        qs.setValue("display/deck", self.deck)
        qs.setValue("display/deck_svg", self.deck_svg)
        qs.setValue("display/four_colour", "true" if self.four_colour else "false")
        qs.setValue("files/last_save_folder", self.last_save_folder)
        qs.setValue("network/host_where", self.host_where)
        qs.setValue("network/host_server", self.host_server)
        qs.setValue("network/host_listen", self.host_listen)
        qs.setValue("network/host_port", str(int(self.host_port)))
        qs.setValue("network/host_wait_seconds", str(int(self.host_wait_seconds)))
        qs.setValue("window/geometry", self.window_geometry)
        qs.setValue("window/state", self.window_state)
        qs.sync()
        if qs.status() != QSettings.Status.NoError:
            log.warning("settings: cannot store them in %s (%s)", qs.fileName(), qs.status())
            return False
        return True

    def reset(self) -> None:
        """Every preference back to its default (not saved until :meth:`save`)."""
        for f in fields(self):
            setattr(self, f.name, getattr(Settings(), f.name))
