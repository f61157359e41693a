"""Helpers of the network seat tests: a host in the program on 127.0.0.1, seats that join it,
and a driver that plays a person's seat by submitting legal actions through the model."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QTimer

from thousand_qt.engine import Phase, RuleSet
from thousand_qt.engine.actions import Action, Pass
from thousand_qt.model.net.host import LocalHost
from thousand_qt.model.net.seat import NetSeatModel
from thousand_qt.net.hidden import canonical_view
from thousand_qt.net.table import SeatSpec, Table

#: Generous bounds (ms): a test that waits longer is broken, not slow.
JOIN_MS = 20_000
DEAL_MS = 60_000


def choose(model: NetSeatModel) -> Action:
    """A plain legal action: pass in the auction, else the first that is not a redeal or a concession."""
    legal = model.legal()
    for a in legal:
        if isinstance(a, Pass):
            return a
    plain = [a for a in legal if not str(a).endswith((" redeal", " concede"))]
    return (plain or legal)[0]


class Driver:
    """Plays ``model``'s seat: on each turn the first plain legal action; closes each deal's
    summary at once (``next_deal``); counts the deals scored."""

    def __init__(self, model: NetSeatModel, pick: Callable[[NetSeatModel], Action] = choose) -> None:
        self.model, self.pick = model, pick
        self.deals = 0
        self.on = True
        self.errors: list[str] = []
        model.humanTurn.connect(lambda _phase: QTimer.singleShot(0, self._act))
        model.dealScored.connect(self._scored)
        model.errorMessage.connect(self.errors.append)

    def _act(self) -> None:
        if self.on and self.model.legal_actions():
            self.model.submit(self.pick(self.model))

    def _scored(self, result: Any) -> None:
        if not result.redeal:
            self.deals += 1
        QTimer.singleShot(0, self.model.next_deal)


def host_table(qtbot: Any, tmp_path: Any, kinds: str, **create: Any) -> tuple[LocalHost, NetSeatModel, str]:
    """A :class:`LocalHost` on 127.0.0.1 (a free port) and the host's own seat at a new table of
    ``kinds`` ("hhc": two people and an easy computer)."""
    host = LocalHost(tmp_path / "tables", seed=7, rate=10_000.0)
    port = host.start("127.0.0.1", 0)
    url = f"ws://127.0.0.1:{port}"
    seats = [{"kind": "human"} if k == "h" else {"kind": "computer", "level": "easy", "name": f"Comp {i}"}
             for i, k in enumerate(kinds)]
    model = NetSeatModel(think_pause_ms=0)
    model.record_source = lambda: host.record_text(model.code or "")
    with qtbot.waitSignal(model.joinedTable, timeout=JOIN_MS):
        model.connect_to(url, "Anna", create={"players": len(kinds), "seats": seats, **create})
    return host, model, url


def join_table(qtbot: Any, url: str, code: str, name: str = "Boris") -> NetSeatModel:
    model = NetSeatModel(think_pause_ms=0)
    with qtbot.waitSignal(model.joinedTable, timeout=JOIN_MS):
        model.connect_to(url, name, code=code)
    return model


def guest_at_play(qtbot: Any, tmp_path: Any, folder: Any = None,
                  **create: Any) -> tuple[LocalHost, NetSeatModel, NetSeatModel]:
    """A table of Anna (the host's seat), Boris (a guest whose seat ticket is kept in
    ``folder``, the program's own folder if None) and a computer, both people played by a
    :class:`Driver`, the first trick of the game taken."""
    from thousand_qt.model.net.tickets import TicketKeeper

    host, anna, url = host_table(qtbot, tmp_path, "hhc", **create)
    boris = NetSeatModel(think_pause_ms=0)
    TicketKeeper(boris, folder, code=anna.code)
    with qtbot.waitSignal(boris.joinedTable, timeout=JOIN_MS):
        boris.connect_to(url, "Boris", code=anna.code)
    Driver(anna)
    Driver(boris)
    anna.ready()
    boris.ready()
    qtbot.waitUntil(lambda: len(boris.view().tricks) >= 1, timeout=DEAL_MS)
    return host, anna, boris


def late_offer_seed(kinds: str, rules: RuleSet, tries: int = 400) -> tuple[int, int]:
    """A host seed whose table of ``kinds`` (the host's seed is its first table's) offers a
    person the redeal after the contract in its first deal when every person plays as
    :func:`choose` does, and the seat offered: found by playing the table (:class:`Table`, as
    the host runs it) without a connection, up to the contract."""
    specs = [SeatSpec("human") if k == "h" else SeatSpec("computer", f"Comp {i}", "easy") for i, k in enumerate(kinds)]
    for seed in range(1, tries):
        table = Table("ABCDEF", rules, specs, seed=seed)
        people = [i for i, k in enumerate(kinds) if k == "h"]
        for i in people:
            table.join(f"P{i}", i)
        for i in people:
            table.set_ready(i, True)
        game = table.game
        assert game is not None
        while len(game.deal_records) == 1 and not table.waiting() and game.phase is not Phase.PLAY:
            job = table.computer_job()
            if job is not None:
                table.computer_answer(job, job.player.choose(job.view))
                continue
            seat = game.to_act
            assert seat is not None
            legal = canonical_view(game.view_for(seat)).legal_actions
            passes = [a for a in legal if isinstance(a, Pass)]
            plain = [a for a in legal if not str(a).endswith((" redeal", " concede"))]
            table.act(seat, str((passes or plain or list(legal))[0]))
        if len(game.deal_records) == 1 and table.waiting():
            return seed, table.waiting()[0]
    raise AssertionError(f"no seed below {tries} offers a person the late redeal")
