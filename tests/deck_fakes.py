"""Fake card decks for the tests: a KDE deck folder and an Aisleriot SVG, built in a temp tree.

Each card is a rectangle of its own colour under the element id the layout names it by, so a
test can tell which element was drawn."""

from __future__ import annotations

import gzip
from pathlib import Path

RANKS = {"9": "9", "J": "jack", "Q": "queen", "K": "king", "T": "10", "A": "1"}
SUITS = {"S": "spade", "C": "club", "D": "diamond", "H": "heart"}
CARDS = [r + s for s in "SCDH" for r in "9JQKTA"]


def card_colour(index: int) -> str:
    """A colour of its own for the card at ``index`` (the back is index 24)."""
    return f"#{(index * 37) % 256:02x}{(index * 91) % 256:02x}{(200 - index * 7) % 256:02x}"


def deck_svg(ids: list[str]) -> bytes:
    """An SVG with one 70 x 98 rectangle for each id, side by side."""
    rects = "".join(f'<g id="{i}"><rect x="{k * 80}" y="0" width="70" height="98" fill="{card_colour(k)}"/></g>'
                    for k, i in enumerate(ids))
    return (f'<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="{80 * len(ids)}" '
            f'height="100" viewBox="0 0 {80 * len(ids)} 100">{rects}</svg>').encode()


def kde_ids() -> list[str]:
    return [f"{RANKS[c[0]]}_{SUITS[c[1]]}" for c in CARDS] + ["back"]


def aisleriot_ids() -> list[str]:
    return [f"{SUITS[c[1]]}_{RANKS[c[0]]}" for c in CARDS] + ["back"]


def make_kde_deck(root: Path, folder: str = "svg-fake", name: str = "Fake", svg: bytes | None = None,
                  packed: bool = True) -> Path:
    """``root/carddecks/<folder>/`` with an index.desktop and the deck (SVGZ when ``packed``)."""
    deck = root / "carddecks" / folder
    deck.mkdir(parents=True, exist_ok=True)
    file = "fake.svgz" if packed else "fake.svg"
    (deck / "index.desktop").write_text(
        f"[KDE Backdeck]\nName={name}\nName[ru]={name} по-русски\nPreview=11.png\nSVG={file}\nBack={name}\n",
        encoding="utf-8")
    data = deck_svg(kde_ids()) if svg is None else svg
    (deck / file).write_bytes(gzip.compress(data) if packed else data)
    return deck / file


def make_aisleriot_deck(root: Path, stem: str = "fake_bonded", svg: bytes | None = None) -> Path:
    """``root/aisleriot/cards/<stem>.svg``."""
    cards = root / "aisleriot" / "cards"
    cards.mkdir(parents=True, exist_ok=True)
    path = cards / f"{stem}.svg"
    path.write_bytes(deck_svg(aisleriot_ids()) if svg is None else svg)
    return path
