"""One typed wrapper over ``QSettings`` (INI format) for every user preference.

Each setting is declared once, as a field of :class:`Settings` that carries its key, type,
default and bounds (:mod:`.settings_keys`); loading, saving and the Preferences' bounds all
read that declaration. QSettings' INI backend hands back strings, so every value is read with
``type=str`` and parsed and checked against its declaration; a stored value that does not
parse or is out of range falls back to the default with a logged warning — a damaged settings
file never stops the game. The stored
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
from dataclasses import dataclass, field, fields
from datetime import UTC, datetime
from typing import Any, TypeVar

from PySide6.QtCore import QCoreApplication, QSettings

from thousand_qt.ai import LEVELS
from thousand_qt.engine import PRESETS, RuleError, RuleSet
from thousand_qt.engine.record import PlayerInfo
from thousand_qt.net.protocol import CODE_ALPHABET, CODE_LENGTH, MAX_NAME
from thousand_qt.net.protocol import DEFAULT_PORT as DEFAULT_HOST_PORT
from thousand_qt.storage.bounded_json import StorageError, loads_bounded

from .ai_worker import DEFAULT_LEVEL
from .card_decks import AISLERIOT, KDE
from .i18n import resolve
from .settings_keys import (
    SETTING,
    Stored,
    boolean,
    choice,
    declaration,
    declared,
    integer,
    parse,
    seat_choices,
    seat_texts,
    stored_text,
    text,
)

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
#: The deck setting: our own deck, the SVG file of ``deck_svg``, or an installed deck's key
#: (``kde:svg-oxygen``, ``aisleriot:bonded``; see ``model.card_decks``).
DECK_BUILTIN, DECK_FILE = "builtin", "file"
DECK_KINDS = (KDE, AISLERIOT)
#: Host a table…: where the table runs (in this program, or on a ``thousand-qt serve`` process),
#: where this program listens (every network of this computer, or this computer only); the port's
#: and the wait's bounds are in their declarations (``Settings.bounds``).
HOST_WHERE = ("program", "server")
HOST_LISTEN = ("everywhere", "this_computer")
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


def _warn(key: str, raw: str, default: _T) -> _T:
    log.warning("settings: ignoring bad value %r for %s, using %r", raw[:60], key, default)
    return default


def _server_line(value: str) -> bool:
    """A server's address as typed: printable, one word (its length is the field's bound)."""
    return value.isprintable() and len(value.split()) <= 1


def _table_code(value: str) -> bool:
    """A table code of the protocol's alphabet (or none yet)."""
    return all(c in CODE_ALPHABET for c in value)


_SEATS = len(DEFAULT_OPPONENT_NAMES)


@dataclass
class Settings:
    """Every preference, declared once: its name, QSettings key, type, default and bounds
    (:mod:`.settings_keys`); :meth:`load` / :meth:`save` round-trip them all.

    ``rules`` is stored as a JSON object of the options that differ from Classic.
    """

    rules: RuleSet = field(default_factory=RuleSet, metadata={SETTING: Stored("game/rules", "rules")})
    preset: str = choice("game/preset", "classic", PRESET_NAMES)
    animation_speed: str = choice("display/animation_speed", "normal", ANIMATION_SPEEDS)
    think_pause_ms: int = integer("display/think_pause_ms", 400, 0, 5000)
    auto_declare_marriages: bool = boolean("play/auto_declare_marriages", True)
    #: a card that is the only one that may be played goes by itself
    auto_play_forced: bool = boolean("play/auto_play_forced", False)
    trick_hold: str = choice("display/trick_hold", "normal", TRICK_HOLDS)
    #: how long a talon turned face up stays before the declarer takes it ("click": until a click or a key)
    talon_hold: str = choice("display/talon_hold", "click", TRICK_HOLDS)
    #: the table's sounds (a modest volume; silent where the system has no way to play them)
    sound: bool = boolean("display/sound", True)
    #: the welcome at the first start (its "don't show again" turns it off)
    show_welcome: bool = boolean("display/show_welcome", True)
    #: each player's running card points on the plates
    show_card_points: bool = boolean("display/show_card_points", True)
    card_indices: str = choice("display/card_indices", "language", CARD_INDICES)
    language: str = choice("display/language", "system", LANGUAGES)
    #: the human and player_count - 1 computer opponents
    player_count: int = integer("players/count", 3, min(PLAYER_COUNTS), max(PLAYER_COUNTS))
    human_name: str = text("players/human_name", DEFAULT_HUMAN_NAME, empty_is_default=True)
    #: new settings without stored names take the UI language's (see :meth:`load`)
    opponent_names: list[str] = seat_texts("players/opponent{}_name", lambda: list(DEFAULT_OPPONENT_NAMES), _SEATS)
    opponent_levels: list[str] = seat_choices("players/opponent{}_level", lambda: [DEFAULT_LEVEL] * _SEATS,
                                              LEVELS, _SEATS)
    #: our own deck, the deck_svg file, or an installed deck's key (a file from before the deck
    #: choice, without this key, uses its deck_svg file: see :meth:`load`)
    deck: str = text("display/deck", DECK_BUILTIN, check=valid_deck_choice)
    deck_svg: str = text("display/deck_svg")
    #: our own deck with ♠ black, ♥ red, ♦ blue, ♣ green
    four_colour: bool = boolean("display/four_colour", False)
    last_save_folder: str = text("files/last_save_folder")
    host_where: str = choice("network/host_where", "program", HOST_WHERE)
    #: the last server a table was created on, as typed
    host_server: str = text("network/host_server", max_length=MAX_SERVER_TEXT, check=_server_line, strip=True)
    host_listen: str = choice("network/host_listen", "everywhere", HOST_LISTEN)
    host_port: int = integer("network/host_port", DEFAULT_HOST_PORT, 1024, 65535)
    #: how long a dropped player's seat waits (s)
    host_wait_seconds: int = integer("network/host_wait_seconds", 60, 10, 3600)
    #: the rules last hosted with ("" until then: the preset of the rules of Preferences)
    host_preset: str = choice("network/host_preset", "", ("", *PRESET_NAMES))
    #: the name last given at a network table (hosting or joining)
    net_name: str = text("network/name", max_length=MAX_NAME, check=str.isprintable, strip=True)
    #: the host's address (and port) and the table code last joined, as typed
    join_address: str = text("network/join_address", max_length=MAX_SERVER_TEXT, check=_server_line, strip=True)
    join_code: str = text("network/join_code", max_length=CODE_LENGTH, check=_table_code, strip=True)
    window_geometry: str = text("window/geometry")      # QMainWindow.saveGeometry(), base64
    window_state: str = text("window/state")            # QMainWindow.saveState() (docks, toolbars), base64
    full_screen: bool = boolean("window/full_screen", False)
    #: Where :meth:`load` put a settings file too large to read (not a preference: never saved).
    set_aside: str | None = field(default=None, compare=False, repr=False)

    def __post_init__(self) -> None:
        """Names and levels for every opponent seat (missing ones take the defaults)."""
        room = _SEATS
        self.opponent_names = list(self.opponent_names[:room]) + list(DEFAULT_OPPONENT_NAMES[len(self.opponent_names):])
        self.opponent_levels = list(self.opponent_levels[:room]) + [DEFAULT_LEVEL] * (room - len(self.opponent_levels))

    # -- the declaration -----------------------------------------------------------------------
    @staticmethod
    def declaration(name: str) -> Stored:
        """How the setting ``name`` is stored: its key, kind, choices or bounds."""
        return declaration(Settings, name)

    @staticmethod
    def bounds(name: str) -> tuple[int, int]:
        """The lowest and highest value of the whole-number setting ``name``."""
        stored = declaration(Settings, name)
        if stored.kind != "integer":
            raise KeyError(name)
        return stored.bounds

    # -- derived -----------------------------------------------------------------------------
    def players(self) -> list[PlayerInfo]:
        """The seats of a new game: the human at seat 0, then ``player_count - 1`` opponents."""
        out = [PlayerInfo(self.human_name, "human")]
        count = self.player_count - 1
        for name, level in zip(self.opponent_names[:count], self.opponent_levels[:count], strict=False):
            out.append(PlayerInfo(name, "computer", level))
        return out

    # -- persistence -----------------------------------------------------------------------
    def load(self, qsettings: QSettings | None = None) -> Settings:
        """Read every value (bad or missing ones take the default); returns ``self``."""
        if qsettings is None:
            self.set_aside = _set_aside_if_too_large(settings_file())
        qs = qsettings if qsettings is not None else open_qsettings()
        d = Settings()

        def text_at(key: str) -> str | None:
            if not qs.contains(key):
                return None
            value = qs.value(key, "", type=str)
            return value if isinstance(value, str) else None

        def read(stored: Stored, key: str, default: Any) -> Any:
            raw = text_at(key)
            if raw is None:
                return default
            value = parse(stored, raw)
            if value is None:
                return _warn(key, raw, default)
            return default if stored.empty_is_default and not value else value

        for name, stored in declared(Settings):
            default = getattr(d, name)
            if stored.kind == "rules":
                value: Any = self._load_rules(text_at(stored.key))
            elif stored.seats:
                value = [read(stored, key, default[i]) for i, key in enumerate(stored.all_keys())]
            else:
                value = read(stored, stored.key, default)
            setattr(self, name, value)
        if not any(qs.contains(key) for key in Settings.declaration("opponent_names").all_keys()):
            self.opponent_names = list(default_opponent_names(self.language))     # new: the UI's
        if not qs.contains(Settings.declaration("deck").key) and self.deck_svg.strip():
            self.deck = DECK_FILE         # a file from before the deck choice: its SVG file
        return self

    @staticmethod
    def _load_rules(raw: str | None) -> RuleSet:
        if raw is None or not raw.strip():
            return RuleSet()
        try:  # bounded: nesting, number length and size are checked before parsing
            return RuleSet.from_dict(loads_bounded(raw, "stored rules", MAX_RULES_TEXT))
        except (StorageError, ValueError, TypeError, RuleError) as err:
            log.warning("settings: ignoring stored rules (%s), using the Classic rules", err)
            return RuleSet()

    def save(self, qsettings: QSettings | None = None) -> bool:
        """Write every value and flush to disk; False if they could not be stored."""
        qs = qsettings if qsettings is not None else open_qsettings()
        for name, stored in declared(Settings):
            value = getattr(self, name)
            if stored.kind == "rules":
                qs.setValue(stored.key, json.dumps(self.rules.to_dict(only_changed=True), ensure_ascii=False,
                                                   sort_keys=True))
            elif stored.seats:
                for key, item in zip(stored.all_keys(), value, strict=False):
                    qs.setValue(key, stored_text(stored, item))
            else:
                qs.setValue(stored.key, stored_text(stored, value))
        qs.sync()
        if qs.status() != QSettings.Status.NoError:
            log.warning("settings: cannot store them in %s (%s)", qs.fileName(), qs.status())
            return False
        return True

    def reset(self) -> None:
        """Every preference back to its default (not saved until :meth:`save`)."""
        for f in fields(self):
            setattr(self, f.name, getattr(Settings(), f.name))
