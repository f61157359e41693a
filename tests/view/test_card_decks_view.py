"""System and chosen SVG decks drawn by the renderer, the four-colour built-in deck, its court
figures, the Preferences ▸ Cards page and its preview, and a refused deck's fallback."""

from __future__ import annotations

import gzip

import pytest
from PySide6.QtGui import QColor, QImage

from thousand_qt.model.card_decks import DeckError
from thousand_qt.view.table.card_renderer import CardRenderer
from thousand_qt.view.table.svg_deck import load_chosen_deck, load_svg_deck

from ..deck_fakes import CARDS, card_colour, deck_svg, kde_ids, make_aisleriot_deck, make_kde_deck


def centre_colour(image: QImage) -> str:
    return image.pixelColor(image.width() // 2, image.height() // 2).name()


def colours(image: QImage) -> set[str]:
    return {image.pixelColor(x, y).name() for x in range(0, image.width(), 2)
            for y in range(0, image.height(), 2)}


@pytest.fixture
def system_decks(tmp_path, monkeypatch):
    """A fake KDE deck and a fake Aisleriot deck in the XDG data folders."""
    share = tmp_path / "share"
    make_kde_deck(share, "svg-fake", "Fake")
    make_aisleriot_deck(share, "fake_bonded")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("XDG_DATA_DIRS", str(share))
    return share


@pytest.mark.parametrize("key", ["kde:svg-fake", "aisleriot:fake_bonded"])
@pytest.mark.usefixtures("system_decks")
def test_every_card_and_the_back_is_drawn_from_its_element(qtbot, key):
    renderer = CardRenderer("ru")
    assert renderer.use_deck(key) is None and renderer.uses_svg
    first = renderer.pixmap("KH", 70)
    assert renderer.use_deck(key) is None and renderer.pixmap("KH", 70) is first   # not reloaded
    for k, card in enumerate([*CARDS, "back"]):
        assert centre_colour(renderer.pixmap(card, 70).toImage()) == card_colour(k), card


def test_a_chosen_file_of_either_layout_keeps_working(qtbot, tmp_path):
    kde = tmp_path / "kde.svgz"
    kde.write_bytes(gzip.compress(deck_svg(kde_ids())))
    renderer = CardRenderer()
    assert renderer.set_svg(str(kde)) and renderer.uses_svg
    assert centre_colour(renderer.pixmap("KH", 70).toImage()) == card_colour(CARDS.index("KH"))
    assert renderer.use_deck("file", str(kde)) is None and renderer.uses_svg
    assert renderer.use_deck("builtin", str(kde)) is None and not renderer.uses_svg


def test_a_deck_missing_a_card_is_refused_with_one_message(qtbot, tmp_path):
    ids = [i for i in kde_ids() if i != "king_heart"]
    path = make_kde_deck(tmp_path, svg=deck_svg(ids))
    with pytest.raises(DeckError) as err:
        load_svg_deck(path, "kde")
    assert (err.value.reason, err.value.detail) == ("missing_cards", "KH")
    with pytest.raises(DeckError):              # KDE's ids are not Aisleriot's
        load_svg_deck(make_kde_deck(tmp_path, "svg-ok"), "aisleriot")


@pytest.mark.parametrize("content", [b"garbage", b"\x1f\x8b\x08garbage", b"<svg><g id='back'>"])
def test_a_broken_deck_falls_back_to_the_built_in_one(qtbot, tmp_path, content):
    path = tmp_path / "broken.svgz"
    path.write_bytes(content)
    renderer = CardRenderer()
    built_in = renderer.pixmap("QH", 70).toImage()
    message = renderer.use_deck("file", str(path))
    assert message and str(path) in message and "built-in deck" in message
    assert not renderer.uses_svg and renderer.pixmap("QH", 70).toImage() == built_in
    deck, gone = load_chosen_deck("kde:svg-uninstalled", "")
    assert deck is None and gone and "svg-uninstalled" in gone and "no longer installed" in gone


def test_four_colours(qtbot):
    two, four = CardRenderer("latin"), CardRenderer("latin", four_colour=True)
    assert two.suit_colour("D") == two.suit_colour("H") == QColor("#c8102e")
    assert {four.suit_colour(s).name() for s in "SHDC"} == {"#1b1b1b", "#c8102e", "#1556b8", "#137a2e"}
    for card, colour in (("9D", "#1556b8"), ("9C", "#137a2e"), ("9H", "#c8102e"), ("9S", "#1b1b1b")):
        assert colour in colours(four.pixmap(card, 90).toImage()), card
    assert "#1556b8" not in colours(two.pixmap("9D", 90).toImage())
    assert four.pixmap("9S", 90).toImage() == two.pixmap("9S", 90).toImage()
    two.set_four_colour(True)
    assert two.pixmap("KC", 90).toImage() == four.pixmap("KC", 90).toImage()


def test_court_cards_have_figures(qtbot):
    renderer = CardRenderer("ru")
    skin = QColor("#f4cfa8")

    def skin_pixels(card: str) -> int:
        image = renderer.pixmap(card, 120).toImage()
        return sum(1 for x in range(image.width()) for y in range(image.height())
                   if _near(image.pixelColor(x, y), skin))

    faces = {card: skin_pixels(card) for card in ("JS", "QH", "KD", "KC")}
    assert all(count > 150 for count in faces.values()), faces       # a face at each end
    assert skin_pixels("AS") == skin_pixels("TH") == 0
    images = {c: renderer.pixmap(c, 120).toImage() for c in ("JH", "QH", "KH")}
    assert len({bytes(i.constBits()) for i in images.values()}) == 3  # three different figures


def _near(a: QColor, b: QColor) -> bool:
    return abs(a.red() - b.red()) + abs(a.green() - b.green()) + abs(a.blue() - b.blue()) < 12


@pytest.mark.usefixtures("system_decks")
def test_the_cards_page_lists_the_decks_and_previews_them(qtbot, tmp_path):
    from thousand_qt.view.dialogs.deck_page import DeckPage

    page = DeckPage(language="ru")
    qtbot.addWidget(page)
    page.resize(700, 400)
    page.show()
    keys = [page.deck.itemData(i) for i in range(page.deck.count())]
    assert keys == ["builtin", "kde:svg-fake", "aisleriot:fake_bonded", "file"]
    assert "Fake по-русски" in page.deck.itemText(1)
    page.load("builtin", "", False, "ru")
    built_in = page.preview.grab().toImage()
    assert page.four_colour.isEnabled() and not page.svg_file.isEnabled()
    page.four_colour.setChecked(True)
    four = page.preview.grab().toImage()
    assert four != built_in and "#1556b8" in colours(four)
    page.deck.setCurrentIndex(1)
    assert not page.four_colour.isEnabled() and page.problem.text() == ""
    shown = colours(page.preview.grab().toImage())
    assert card_colour(CARDS.index("AS")) in shown and card_colour(24) in shown   # the ace, the back
    broken = tmp_path / "broken.svg"
    broken.write_text("not a deck")
    page.deck.setCurrentIndex(page.deck.findData("file"))
    page.svg_file.setText(str(broken))
    page.svg_file.editingFinished.emit()
    assert str(broken) in page.problem.text()
    assert page.preview.grab().toImage() == four          # the table would show our own deck


@pytest.mark.usefixtures("system_decks")
def test_preferences_remember_the_deck(qtbot):
    from thousand_qt.model import Settings
    from thousand_qt.view.dialogs.preferences import PreferencesDialog

    dialog = PreferencesDialog(Settings())
    qtbot.addWidget(dialog)
    assert dialog.tabs.count() == 3 and dialog.deck_page.choice() == "builtin"
    page = dialog.deck_page
    page.deck.setCurrentIndex(page.deck.findData("aisleriot:fake_bonded"))
    page.four_colour.setChecked(True)
    assert dialog.save_settings()
    loaded = Settings().load()
    assert (loaded.deck, loaded.four_colour) == ("aisleriot:fake_bonded", True)
    again = PreferencesDialog(loaded)
    qtbot.addWidget(again)
    assert again.deck_page.choice() == "aisleriot:fake_bonded" and again.deck_page.four_colour.isChecked()


@pytest.mark.usefixtures("system_decks")
def test_the_window_applies_the_deck_and_says_once_when_it_cannot(qtbot, tmp_path):
    from .helpers import make_window

    win = make_window(qtbot, "instant")
    try:
        assert not win.renderer.uses_svg
        win.settings.deck = "kde:svg-fake"
        win.apply_settings()
        assert win.renderer.uses_svg and win.last_error is None
        broken = tmp_path / "broken.svgz"
        broken.write_bytes(b"\x1f\x8b\x08 not gzip")
        win.settings.deck, win.settings.deck_svg = "file", str(broken)
        win.apply_settings()
        assert not win.renderer.uses_svg
        assert win.last_error is not None and str(broken) in win.last_error.text()
        win.settings.deck, win.settings.four_colour = "builtin", True
        win.apply_settings()
        assert win.renderer.four_colour and not win.renderer.uses_svg
    finally:
        win.model.shutdown(2000)


def test_a_broken_deck_at_start_is_said_once_and_the_built_in_deck_drawn(qtbot, tmp_path):
    from thousand_qt.model import Settings

    from .helpers import make_window

    broken = tmp_path / "broken.svg"
    broken.write_text("<html>not a deck</html>")
    win = make_window(qtbot, "instant", settings=Settings(deck="file", deck_svg=str(broken)))
    try:
        qtbot.waitUntil(lambda: win.last_error is not None)
        assert str(broken) in win.last_error.text() and not win.renderer.uses_svg
    finally:
        win.model.shutdown(2000)
