"""The card decks a Linux desktop already has, found where the desktop keeps them.

Two layouts are known:

- KDE's card decks: ``carddecks/<deck>/index.desktop`` under each data folder, naming the deck
  (``Name=``, ``Name[ru]=``…) and its SVG or SVGZ file (``SVG=``); the card elements are named
  rank first, ``1_club``, ``9_heart``, ``10_spade``, ``jack_diamond``, ``queen_…``, ``king_…``.
- GNOME Aisleriot's: ``aisleriot/cards/<deck>.svg`` or ``.svgz``; suit first, ``club_1``,
  ``heart_9``, ``spade_10``, ``diamond_jack``….

Both have a ``back``. The data folders are Qt's generic data locations (on Linux
``$XDG_DATA_HOME``, ``~/.local/share``, and then ``$XDG_DATA_DIRS``, ``/usr/local/share:/usr/share``);
a deck found earlier hides one of the same key found later. This finds the files and reads them
safely (:func:`read_deck_bytes`); the view renders them.

>>> element_ids("kde", "KH"), element_ids("aisleriot", "AS"), element_ids("kde", "back")
(('king_heart',), ('spade_1',), ('back',))
"""

from __future__ import annotations

import zlib
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from PySide6.QtCore import QStandardPaths

#: A deck's kinds: KDE's, Aisleriot's, and an SVG file the player chose (either layout).
KDE, AISLERIOT, FILE = "kde", "aisleriot", "file"
BACK = "back"
#: The 24 cards of the game (rank letter then suit letter, as in the record) and the back.
CARDS: tuple[str, ...] = tuple(r + s for s in "SCDH" for r in "9JQKTA")
FACES_AND_BACK: tuple[str, ...] = (*CARDS, BACK)

_RANKS = {"9": "9", "J": "jack", "Q": "queen", "K": "king", "T": "10", "A": "1"}
_SUITS = {"S": "spade", "C": "club", "D": "diamond", "H": "heart"}

#: The most a deck file may hold on disk, and once unpacked (the largest KDE deck, Dondorf, is
#: 3.2 MB packed and 11.5 MB unpacked).
MAX_FILE_BYTES = 16 * 1024 * 1024
MAX_SVG_BYTES = 40 * 1024 * 1024
#: The most an ``index.desktop`` may hold (KDE's have every translation of the name: ~8 KB).
MAX_INDEX_BYTES = 256 * 1024
_GZIP_MAGIC = b"\x1f\x8b"


#: Why a deck file was refused (:attr:`DeckError.reason`; the view words each for the player).
UNREADABLE, TOO_LARGE, BAD_GZIP, NOT_SVG, ENTITIES, BROKEN, MISSING_CARDS, NOT_INSTALLED = (
    "unreadable", "too_large", "bad_gzip", "not_svg", "entities", "broken", "missing_cards",
    "not_installed")


class DeckError(Exception):
    """A deck file that cannot be used: ``reason`` is one of the codes above, ``path`` the file."""

    def __init__(self, reason: str, path: Path | str, detail: str = "") -> None:
        self.reason, self.path, self.detail = reason, str(path), detail
        super().__init__(f"{path}: {reason}" + (f" ({detail})" if detail else ""))


@dataclass(frozen=True)
class DeckInfo:
    """One deck found on the system: ``key`` is what the settings store (``kde:svg-oxygen``,
    ``aisleriot:bonded``), ``path`` its SVG or SVGZ file, ``names`` its name by language
    (``""`` the untranslated one)."""

    key: str
    kind: str
    path: Path
    names: tuple[tuple[str, str], ...] = field(default=())

    def name(self, language: str = "") -> str:
        """The deck's name in ``language`` (``ru``, ``pl_PL``…), else its untranslated name."""
        table = dict(self.names)
        for lang in (language, language.split("_")[0], ""):
            if lang in table and table[lang]:
                return table[lang]
        return self.key.split(":", 1)[-1]


def element_ids(kind: str, card: str) -> tuple[str, ...]:
    """The SVG element ids that may draw ``card`` (``"KH"`` or ``"back"``) in a deck of ``kind``.

    A chosen file may be of either layout, so it is asked for both (Aisleriot's first, then
    KDE's, then ``heart_ace`` for an ace, as some themes name it)."""
    if card == BACK:
        return (BACK,)
    rank, suit = _RANKS[card[0]], _SUITS[card[1]]
    kde, aisleriot = f"{rank}_{suit}", f"{suit}_{rank}"
    if kind == KDE:
        return (kde,)
    if kind == AISLERIOT:
        return (aisleriot,)
    ids = (aisleriot, kde)
    return (*ids, f"{suit}_ace") if card[0] == "A" else ids


def data_dirs() -> list[Path]:
    """The folders where the desktop keeps shared data, the user's first, as Qt's
    ``QStandardPaths`` names them (on Linux ``$XDG_DATA_HOME``, then each of ``$XDG_DATA_DIRS``)."""
    out: list[Path] = []
    for text in QStandardPaths.standardLocations(QStandardPaths.StandardLocation.GenericDataLocation):
        if Path(text) not in out:
            out.append(Path(text))
    return out


def parse_index_desktop(text: str) -> tuple[str | None, tuple[tuple[str, str], ...]]:
    """The SVG file name and the names by language of a KDE ``index.desktop``.

    Only the ``[KDE Backdeck]`` (or ``[KDE Cards]``) group is read; a file name with a folder in
    it is refused (None), so a deck can only point inside its own folder."""
    svg: str | None = None
    names: list[tuple[str, str]] = []
    group = ""
    for raw in text.splitlines():
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if line.startswith("["):
            group = line
            continue
        if group not in ("[KDE Backdeck]", "[KDE Cards]") or "=" not in line:
            continue
        key, value = (part.strip() for part in line.split("=", 1))
        if key == "SVG":
            svg = value
        elif key == "Name":
            names.append(("", value))
        elif key.startswith("Name[") and key.endswith("]"):
            names.append((key[5:-1], value))
    if svg is not None and (not svg or "/" in svg or "\\" in svg or svg in (".", "..")):
        svg = None
    return svg, tuple(names)


def _kde_decks(root: Path) -> Iterable[DeckInfo]:
    folder = root / "carddecks"
    try:
        entries = sorted(folder.iterdir())
    except OSError:
        return
    for deck in entries:
        index = deck / "index.desktop"
        try:
            if not index.is_file() or index.stat().st_size > MAX_INDEX_BYTES:
                continue
            text = index.read_text(encoding="utf-8", errors="replace")
        except OSError:
            continue
        svg, names = parse_index_desktop(text)
        if svg is None or not svg.lower().endswith((".svg", ".svgz")):
            continue            # a bitmap-only deck (old KDE decks were PNG) is not offered
        path = deck / svg
        if path.is_file():
            yield DeckInfo(f"{KDE}:{deck.name}", KDE, path, names)


def _aisleriot_decks(root: Path) -> Iterable[DeckInfo]:
    folder = root / "aisleriot" / "cards"
    try:
        entries = sorted(folder.iterdir())
    except OSError:
        return
    for path in entries:
        stem, dot, ext = path.name.rpartition(".")
        if dot and ext.lower() in ("svg", "svgz") and stem and path.is_file():
            title = stem.replace("_", " ").replace("-", " ")
            yield DeckInfo(f"{AISLERIOT}:{stem}", AISLERIOT, path, (("", title[:1].upper() + title[1:]),))


def discover_decks(dirs: Sequence[Path] | None = None) -> list[DeckInfo]:
    """Every KDE and Aisleriot deck in ``dirs`` (the XDG data folders by default): KDE's
    first, each kind in name order, one deck per key (the first folder's)."""
    roots = data_dirs() if dirs is None else list(dirs)
    found: dict[str, DeckInfo] = {}
    for finder in (_kde_decks, _aisleriot_decks):
        for root in roots:
            for deck in finder(root):
                found.setdefault(deck.key, deck)
    return sorted(found.values(), key=lambda d: (d.kind != KDE, d.name().casefold()))


def find_deck(key: str, dirs: Sequence[Path] | None = None) -> DeckInfo | None:
    """The deck stored as ``key`` in the settings, if it is (still) installed."""
    return next((d for d in discover_decks(dirs) if d.key == key), None)


def read_deck_bytes(path: Path | str) -> bytes:
    """The SVG text of a deck file (an SVGZ unpacked), read with bounds.

    Raises :class:`DeckError` for a file that is missing, larger than :data:`MAX_FILE_BYTES`,
    unpacks to more than :data:`MAX_SVG_BYTES`, is a broken gzip, is not SVG, or declares XML
    entities (which can expand without bound)."""
    p = Path(path)
    try:
        with p.open("rb") as handle:
            data = handle.read(MAX_FILE_BYTES + 1)
    except OSError as err:
        raise DeckError(UNREADABLE, p, err.strerror or str(err)) from err
    if len(data) > MAX_FILE_BYTES:
        raise DeckError(TOO_LARGE, p, f"over {MAX_FILE_BYTES} bytes")
    if data.startswith(_GZIP_MAGIC):
        data = _gunzip(data, p)
    if len(data) > MAX_SVG_BYTES:
        raise DeckError(TOO_LARGE, p, f"over {MAX_SVG_BYTES} bytes")
    head = data[:4096].lstrip(b"\xef\xbb\xbf \t\r\n")
    if not head.startswith(b"<") or b"<svg" not in data[:65536]:
        raise DeckError(NOT_SVG, p)
    if b"<!ENTITY" in data:
        raise DeckError(ENTITIES, p)
    return data


def _gunzip(data: bytes, path: Path) -> bytes:
    """Unpack gzip ``data`` to at most :data:`MAX_SVG_BYTES` (a gzip bomb stops there)."""
    unpacker = zlib.decompressobj(wbits=16 + zlib.MAX_WBITS)
    try:
        out = unpacker.decompress(data, MAX_SVG_BYTES + 1)
    except zlib.error as err:
        raise DeckError(BAD_GZIP, path, str(err)) from err
    if len(out) > MAX_SVG_BYTES or unpacker.unconsumed_tail:
        raise DeckError(TOO_LARGE, path, f"unpacks to over {MAX_SVG_BYTES} bytes")
    if not unpacker.eof:
        raise DeckError(BAD_GZIP, path, "truncated")
    return out

