"""``thousand-qt bench memory`` runs its rounds and prints memory and live widgets."""

from __future__ import annotations


def test_two_rounds_print_the_figures(qapp, capsys) -> None:
    from thousand_qt.measure.view.memory_bench import run

    assert run(rounds=2, every=1) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("memory (") and "8 dialogs" in out[0]
    rows = [line.split() for line in out[2:-1]]
    assert [int(r[0]) for r in rows] == [1, 2] and all(float(r[2]) > 0 and int(r[3]) > 0 for r in rows)
    assert "after the warm-up" in out[-1]
