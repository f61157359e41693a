"""Take the README screenshots: ``python docs/screenshots/make_screenshots.py OUTPUT_DIR``.

Runs the real window on the current display (Xvfb is fine: ``Xvfb :99 -screen 0 1280x800x24``,
``DISPLAY=:99``) with seeded games, simple scripted computer players and the chosen language
(``--lang ru`` by default) and deck (``--deck builtin`` by default; an installed deck's key such
as ``kde:svg-oxygen-white`` or ``aisleriot:bonded``, and ``--four-colour`` for the built-in deck's
four suit colours), and writes:

01-deal, 02-auction, 03-talon, 04-giving, 05-trick-trump, 06-summary, 07-score-sheet,
08-preferences, 10-two-players, 11-four-players, 12-review, 13-analysis (the review of
``tests/records/classic.thousand``), 14-stock (two players with a stock), 17-stock-deal (a draw
from the stock in flight), 18-stock-summary (that deal's summary) and 19-cut (the cut) at
1280×800, and 09-minimum-1024x640.

Nothing is read from or written to the user's settings or autosave: the settings are built in
memory, autosave is off, and QStandardPaths runs in test mode. Images larger than
``--max-kb`` are re-saved with 128 colours (ImageMagick ``convert`` if present).
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import time
from pathlib import Path

from PySide6.QtCore import QEventLoop, QPoint, QStandardPaths, QTimer
from PySide6.QtGui import QGuiApplication, QPainter, QPixmap
from PySide6.QtWidgets import QApplication, QWidget

from thousand_qt.engine.record import PlayerInfo
from thousand_qt.engine.rules import RuleSet

WIDTH, HEIGHT = 1280, 800
CLASSIC = Path(__file__).resolve().parents[2] / "tests" / "records" / "classic.thousand"
MIN_WIDTH, MIN_HEIGHT = 1024, 640


class ScriptedPlayer:
    """A predictable computer player: opens the auction low, declares marriages, plays the
    first legal card. Good enough to reach every screen the pictures need."""

    def __init__(self, level: str, seed: int) -> None:
        self.bid_up_to = 110

    def choose(self, view):
        legal = [str(a) for a in view.legal_actions]
        verbs: dict[str, list[str]] = {}
        for action in legal:
            verbs.setdefault(action.split()[1], []).append(action)
        if "bid" in verbs:
            bids = sorted(verbs["bid"], key=lambda a: int(a.split()[2]))
            if int(bids[0].split()[2]) <= self.bid_up_to and not any(
                    s == view.seat and verb == "bid" for s, verb, _ in view.auction):
                return bids[0]
        for verb in ("pass", "give", "contract"):
            if verb in verbs:
                return verbs[verb][0]
        if "play" in verbs:
            declare = [a for a in verbs["play"] if a.endswith(("marriage", "aces"))]
            return (declare or verbs["play"])[0]
        return legal[0]


PLAYERS = [PlayerInfo("Вы", "human"), PlayerInfo("Фёдор", "computer", "normal"),
           PlayerInfo("Маша", "computer", "normal")]
TWO = PLAYERS[:2]
FOUR = [*PLAYERS, PlayerInfo("Петя", "computer", "normal")]


def wait(ms: int) -> None:
    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


def wait_until(test, timeout_ms: int = 20000, what: str = "") -> bool:
    end = time.monotonic() + timeout_ms / 1000
    while time.monotonic() < end:
        if test():
            return True
        wait(20)
    print(f"  (timed out waiting for {what or 'a condition'})", file=sys.stderr)
    return False


class Shooter:
    def __init__(self, out: Path, lang: str, max_kb: int, deck: str = "builtin",
                 four_colour: bool = False) -> None:
        from thousand_qt.model import GameModel, Settings
        from thousand_qt.model.i18n import install_language
        from thousand_qt.view.app import build_window, create_application

        QStandardPaths.setTestModeEnabled(True)
        self.app = create_application([])
        install_language(self.app, lang)
        self.out, self.max_kb = out, max_kb
        self.settings = Settings()
        self.settings.language = lang
        self.settings.card_indices = "ru" if lang == "ru" else "latin"
        self.settings.animation_speed = "normal"
        self.settings.think_pause_ms = 0
        self.settings.deck, self.settings.four_colour = deck, four_colour
        self.model = GameModel(autosave=False, think_pause_ms=0, player_factory=ScriptedPlayer)
        self.win = build_window(self.model, self.settings)
        if deck != "builtin" and not self.win.renderer.uses_svg:
            raise SystemExit(f"the deck {deck} cannot be used")
        self.win.move(0, 0)
        self.win.resize(WIDTH, HEIGHT)
        self.win.show()
        wait(300)

    # -- capturing ----------------------------------------------------------------------
    def grab(self, name: str, extra: list[QWidget] = ()) -> None:
        """The window (and ``extra`` top-level windows over it) as ``name``.png."""
        wait(120)
        win = self.win
        shot = win.screen().grabWindow(0, win.x(), win.y(), win.frameGeometry().width(),
                                       win.frameGeometry().height())
        if shot.isNull() or QGuiApplication.platformName() in ("offscreen", "minimal"):
            shot = win.grab()
            painter = QPainter(shot)
            for w in extra:
                painter.drawPixmap(w.mapToGlobal(QPoint(0, 0)) - win.mapToGlobal(QPoint(0, 0)), w.grab())
            painter.end()
        self.save(shot, name)

    def save(self, shot: QPixmap, name: str) -> None:
        path = self.out / f"{name}.png"
        shot.save(str(path), "PNG", 0)
        if path.stat().st_size > self.max_kb * 1024 and shutil.which("convert"):
            # the felt's fine grain resists compression: 128 dithered colours keep it and halve the file
            smaller = path.with_suffix(".small.png")
            subprocess.run(["convert", str(path), "-colors", "128", "-define", "png:compression-level=9",
                            str(smaller)], check=False)
            if smaller.is_file() and smaller.stat().st_size < path.stat().st_size:
                smaller.replace(path)
            smaller.unlink(missing_ok=True)
        print(f"{path.name}: {shot.width()}×{shot.height()}, {path.stat().st_size // 1024} KB")

    # -- driving the human ------------------------------------------------------------------
    @property
    def phase(self) -> str:
        return self.model.view().phase

    def human_waits(self) -> bool:
        w = self.win
        return (not w.queue.busy and (w.input.mode != "idle" or any(p.isVisible() for p in w.panels)
                                      or (w.summary is not None and w.summary.isVisible())))

    def new_game(self, seed: int, speed: str = "normal", players: list[PlayerInfo] = PLAYERS,
                 rules: RuleSet | None = None) -> None:
        self.win.queue.set_speed(speed)
        self.model.new_game(rules or RuleSet(), players, seed=seed)

    def human_step(self, bid: bool = True) -> str:
        """One action for the human in the current phase; returns the phase it acted in."""
        w, phase = self.win, self.phase
        if w.summary is not None and w.summary.isVisible():
            w.summary.accept()
            w.summary = None
            return "summary"
        if phase == "auction":
            panel = w.auction_panel
            if bid and panel.bid_button.isEnabled() and not any(
                    s == 0 and verb == "bid" for s, verb, _ in self.model.view().auction):
                panel.bid_button.click()
            else:
                panel.pass_button.click()
        elif phase == "talon":
            w.input.open_talon(1)
        elif phase == "give":
            self.choose_gifts()
            w.turn.giving_panel().give_button.click()
        elif phase == "contract":
            w.contract_panel.keep_button.click()
        elif phase == "play":
            legal = [i for i in self.win.scene.human_hand() if i.state == "legal"]
            marriage = [i for i in legal if f"0 play {i.card} marriage" in self.model.legal_actions()]
            w.input.play((marriage or legal)[0].card)
        return phase

    def choose_gifts(self) -> None:
        """Click the two lowest cards that break no marriage."""
        hand = self.win.scene.human_hand()
        order = "9JTAQK"
        keep = {i.card for i in hand if i.card[0] in "KQ"}
        cards = sorted((i for i in hand if i.card not in keep), key=lambda i: order.index(i.card[0]))
        for item in cards[:2]:
            item.clicked.emit(item)
        wait(400)

    def play_until(self, test, bid: bool = True, timeout_ms: int = 60000) -> bool:
        """Act for the human until ``test()`` holds (checked while the human is to act)."""
        end = time.monotonic() + timeout_ms / 1000
        while time.monotonic() < end:
            if not wait_until(self.human_waits, 20000, "the human's turn"):
                return False
            if test():
                return True
            self.human_step(bid)
        return False

    # -- the pictures -------------------------------------------------------------------
    def deal(self) -> None:
        self.new_game(seed=11)
        wait(900)                       # cards in flight
        self.grab("01-deal")

    def auction(self) -> None:
        for seed in range(1, 200):
            self.new_game(seed, "fast")
            wait_until(self.human_waits, 20000, "the auction")
            v = self.model.view()
            if (self.win.auction_panel.isVisible() and self.win.auction_panel.bid_button.isEnabled()
                    and any(verb == "bid" for _, verb, _ in v.auction)):
                self.win.queue.set_speed("normal")
                self.grab("02-auction")
                return self._human_declarer_from_here(seed)
        raise SystemExit("no seed for the auction picture")

    def _human_declarer_from_here(self, seed: int) -> None:
        """Bid on; when the human wins, picture the talon turned over and then the giving."""
        while self.phase == "auction":
            if not wait_until(lambda: self.human_waits() or self.phase != "auction", 20000, "auction"):
                break
            if self.phase != "auction":
                break
            self.human_step(bid=True)
        if self.model.view().declarer != 0:
            raise SystemExit(f"seed {seed}: the human did not win the auction; pick another seed")
        scene = self.win.scene
        wait_until(lambda: scene.talon_spread and all(i.card for i in scene.talon), 10000, "the talon")
        wait(450)                       # turned over, in the pause before the declarer takes it
        self.grab("03-talon")
        wait_until(lambda: self.win.give_panel.isVisible() and not self.win.queue.busy, 10000, "give")
        self.choose_gifts()
        self.grab("04-giving")
        self.win.give_panel.give_button.click()
        wait_until(self.human_waits, 10000, "the contract")
        self.win.queue.set_speed("fast")
        self.play_until(lambda: self.win.scene.trump is not None and len(self.win.scene.trick) >= 2
                        and self.win.input.mode == "play")
        self.grab("05-trick-trump")
        self.play_until(lambda: self.win.summary is not None and self.win.summary.isVisible())
        self.grab("06-summary", [self.win.summary])

    def score_sheet(self) -> None:
        self.new_game(5, "instant")
        deals = 0
        while deals < 6 and not self.model.finished:
            if not wait_until(self.human_waits, 20000, "a deal"):
                break
            if self.human_step() == "summary":
                deals += 1
        self.win.queue.set_speed("normal")
        wait_until(self.human_waits, 20000, "the next deal")
        self.win.score_sheet.show()
        wait(300)
        self.grab("07-score-sheet")
        self.win.score_sheet.hide()

    def preferences(self) -> None:
        self.win.preferences()
        dialog = self.win.preferences_dialog
        dialog.tabs.setCurrentIndex(0)
        dialog.move(self.win.geometry().center() - dialog.rect().center())
        wait(300)
        self.grab("08-preferences", [dialog])
        dialog.reject()

    def two_players(self) -> None:
        """Two players: the right talon taken, two cards chosen to lay in its place."""
        for seed in range(1, 200):
            self.new_game(seed, "fast", TWO)
            self.play_until(lambda: self.phase != "auction", timeout_ms=20000)
            if self.phase == "talon" and self.model.view().declarer == 0:
                break
        else:
            raise SystemExit("no seed for the two-player picture")
        self.win.queue.set_speed("normal")
        self.human_step()
        wait_until(lambda: self.win.discard_panel.isVisible() and not self.win.queue.busy, 10000, "discard")
        self.choose_gifts()
        self.grab("10-two-players")
        self.win.discard_panel.give_button.click()

    def four_players(self) -> None:
        """Four players: a trick under way while the dealer sits out."""
        for seed in range(1, 200):
            self.new_game(seed, "fast", FOUR)
            if self.model.view().dealer not in (0, None):
                break
        self.play_until(lambda: len(self.win.scene.trick) >= 2 and self.win.input.mode == "play")
        self.win.queue.set_speed("normal")
        self.grab("11-four-players")

    def stock(self) -> None:
        """Two players with a stock: the stock's pile and count, a trump declared, a trick led."""
        for seed in range(1, 200):
            self.new_game(seed, "fast", TWO, RuleSet(two_player_game="stock"))
            self.play_until(lambda: len(self.model.view().tricks) >= 3 or self.phase != "play", timeout_ms=20000)
            v = self.model.view()
            if self.phase == "play" and v.trump is not None and v.stock_left and v.to_act == 0:
                break
        else:
            raise SystemExit("no seed for the stock picture")
        self.win.queue.set_speed("normal")
        wait(700)
        self.grab("14-stock")

    def stock_draw(self) -> None:
        """The game with a stock: the pile and its count while a trick's two draws fly to the
        hands (the opponent's face down); then that deal's end-of-deal summary."""
        for seed in range(1, 200):
            self.new_game(seed, "fast", TWO, RuleSet(two_player_game="stock"))
            self.play_until(lambda: len(self.model.view().tricks) >= 2 or self.phase != "play", timeout_ms=20000)
            v = self.model.view()
            if self.phase == "play" and v.trump is not None and v.stock_left >= 4 and v.to_act == 0:
                break
        else:
            raise SystemExit("no seed for the stock draw picture")
        self.win.queue.set_speed("normal")
        scene, left = self.win.scene, len(self.win.scene.stock)
        self.human_step()
        wait_until(lambda: len(scene.stock) < left, 20000, "the draw")
        self.grab("17-stock-deal")          # (grab waits 120 ms: the cards are half way)
        self.win.queue.set_speed("fast")
        self.play_until(lambda: self.win.summary is not None and self.win.summary.isVisible())
        self.grab("18-stock-summary", [self.win.summary])
        self.win.summary.accept()
        self.win.summary = None

    def cut(self) -> None:
        """The cut (``cut``): a nine cut again, the bottom card the dealer's, on the info plate."""
        for seed in range(1, 400):
            self.new_game(seed, "fast", rules=RuleSet(cut=True))
            cut = self.model.game.deal.cut
            if len(cut) == 2 and self.model.view().dealer != 0:
                break
        else:
            raise SystemExit("no seed for the cut picture")
        wait_until(self.human_waits, 20000, "the auction")
        self.win.queue.set_speed("normal")
        wait(300)
        self.grab("19-cut")

    def review(self) -> None:
        """Review mode: a trick under way in the first deal, every hand open, the gifts named."""
        review = self.win.review
        if not review.enter_file(str(CLASSIC)):
            raise SystemExit(f"cannot review {CLASSIC}")
        review.session.go_to(review.session.cursor.deal_start(0) + 9)
        wait(700)                       # the last card lands
        self.grab("12-review")

    def analysis(self) -> None:
        """The analysis of the human's decisions, at the costliest one (clicked in the summary)."""
        review = self.win.review
        if not review.active and not review.enter_file(str(CLASSIC)):
            raise SystemExit(f"cannot review {CLASSIC}")
        review.panel.analyse_button.click()
        wait_until(lambda: review.analysis is not None, 180000, "the analysis")
        biggest = review.panel.biggest
        if biggest.count():
            biggest.itemClicked.emit(biggest.item(0))
            biggest.setCurrentRow(0)
        wait(700)
        self.grab("13-analysis")
        review.leave()

    def minimum(self) -> None:
        self.win.resize(MIN_WIDTH, MIN_HEIGHT)
        wait(300)
        for seed in range(1, 200):
            self.new_game(seed, "fast")
            wait_until(self.human_waits, 20000, "the human")
            if self.win.auction_panel.isVisible() and self.win.auction_panel.bid_button.isEnabled():
                break
        self.grab("09-minimum-1024x640")
        self.win.resize(WIDTH, HEIGHT)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("output", type=Path, help="the folder for the PNG files")
    parser.add_argument("--lang", default="ru", choices=["ru", "en"])
    parser.add_argument("--deck", default="builtin", help="builtin, or an installed deck's key "
                        "(kde:svg-oxygen-white, aisleriot:bonded)")
    parser.add_argument("--four-colour", action="store_true", help="the built-in deck in four colours")
    parser.add_argument("--max-kb", type=int, default=300, help="re-save larger images with 128 colours")
    parser.add_argument("--only", nargs="*", help="only these pictures (deal auction score_sheet "
                        "preferences two_players four_players stock stock_draw cut review analysis minimum)")
    args = parser.parse_args(argv)
    args.output.mkdir(parents=True, exist_ok=True)
    shooter = Shooter(args.output, args.lang, args.max_kb, args.deck, args.four_colour)
    for name in ("deal", "auction", "score_sheet", "preferences", "two_players", "four_players", "stock",
                 "stock_draw", "cut", "review", "analysis", "minimum"):
        if not args.only or name in args.only:
            getattr(shooter, name)()
    shooter.model.shutdown(2000)
    return 0


if __name__ == "__main__":
    QApplication.setDesktopSettingsAware(True)
    sys.exit(main())
