"""The strong player near the end of a game: it bids more from the barrel and against it, and
from the barrel it plays the lowest contract (a made one wins the game)."""

from __future__ import annotations

from thousand_qt.ai import pimc, stakes
from thousand_qt.ai.pimc import StrongPlayer
from thousand_qt.engine import PRESETS, Game, Phase
from thousand_qt.engine.actions import Bid, Contract, Pass


class FixedSimulation(StrongPlayer):
    """The strong player with the auction's simulation replaced by fixed sampled results."""

    def __init__(self, tops: list[int]) -> None:
        super().__init__(0, node_budget=20_000)
        self.tops = tops

    def _auction_reach(self, view):  # type: ignore[no-untyped-def]
        return list(self.tops)


def _game(barrel: int | None, used: int = 0, seed: int = 3) -> Game:
    g = Game(PRESETS["classic"], 3, 0)
    g.board.totals = [880 if s == barrel else 300 for s in range(3)]
    g.board.barrel = barrel
    g.board.barrel_attempts_used = used
    g.start_deal(seed=seed)
    return g


def _auction_view(g: Game, seat: int, passed: bool = False):
    """Seat ``seat``'s first auction view (the seats before it bid 110 or, if ``passed``, pass)."""
    while g.to_act != seat:
        legal = g.legal_actions(g.to_act)
        bids = [a for a in legal if isinstance(a, Bid)]
        g.apply(next(a for a in legal if isinstance(a, Pass)) if passed or not bids else bids[0])
    return g.view_for(seat)


def _tops_for(share: float, amount: int, n: int = 20) -> list[int]:
    made = round(share * n)
    return [amount] * made + [amount - 20] * (n - made)


def test_from_the_barrel_it_bids_a_hand_it_would_pass_otherwise():
    # 60 % of the samples make the bid: below the usual threshold, above the barrel's
    for barrel in (None, 1):
        view = _auction_view(_game(barrel), 1)
        amount = min(a.amount for a in view.legal_actions if isinstance(a, Bid))
        action = FixedSimulation(_tops_for(0.6, amount)).choose(view)
        assert isinstance(action, Bid if barrel == 1 else Pass), (barrel, action)


def test_on_the_last_attempt_it_bids_on_even_less():
    share = 0.35
    for used, want in ((0, Pass), (2, Bid)):   # three attempts: the third is the last
        view = _auction_view(_game(1, used=used), 1)
        assert view.barrel_attempts_left == 3 - used
        amount = min(a.amount for a in view.legal_actions if isinstance(a, Bid))
        assert isinstance(FixedSimulation(_tops_for(share, amount)).choose(view), want)


def test_it_takes_the_contract_from_a_player_on_the_barrel_still_bidding():
    share = 0.55
    # a deal in which seat 0 may outbid the barrel's 120 (it holds a marriage)
    seed = next(k for k in range(50) if any(isinstance(a, Bid) and a.amount > 120
                                            for a in _auction_view(_game(2, seed=k), 0).legal_actions))
    for passed, want in ((False, Bid), (True, Pass)):
        # seat 2 sits on the barrel and speaks first (it bids, or passes); then seat 0
        view = _auction_view(_game(2, seed=seed), 0, passed=passed)
        assert (2 in view.passed) == passed
        amount = min(a.amount for a in view.legal_actions if isinstance(a, Bid))
        assert isinstance(FixedSimulation(_tops_for(share, amount)).choose(view), want), passed


def _contract_choice(seed: int) -> tuple[int, int]:
    """Seat 0 on the barrel, declarer of deal ``seed``: (its lowest contract, the one it plays)."""
    g = _game(0, seed=seed)
    players = [StrongPlayer(s, node_budget=60_000) for s in range(3)]
    while g.phase is not Phase.CONTRACT:
        g.apply(players[g.to_act].choose(g.view_for(g.to_act)))
    view = g.view_for(0)
    action = players[0].choose(view)
    assert isinstance(action, Contract)
    return min(a.amount for a in view.legal_actions if isinstance(a, Contract)), action.amount


def test_from_the_barrel_it_plays_the_lowest_contract(monkeypatch):
    # a hand the simulation raises to 135 for the best expected score when the game is not at stake
    lowest, played = _contract_choice(1)
    assert played == lowest == 120
    monkeypatch.setattr(pimc, "made_contract_wins", lambda view: False)
    assert _contract_choice(1)[1] > 120


def test_the_thresholds_are_ordered():
    assert stakes.BARREL_LAST_THRESHOLD < stakes.BARREL_THRESHOLD < stakes.CLIMB_THRESHOLD < stakes.BID_THRESHOLD
    assert stakes.STOP_BARREL_THRESHOLD < stakes.BID_THRESHOLD


class FixedTally(StrongPlayer):
    """The strong player with the card play's simulation replaced: every candidate makes the
    contract equally often; the heuristic's own card leaves the declarer the fewest points."""

    def _pimc(self, view, rng, cands):  # type: ignore[no-untyped-def]
        from thousand_qt.ai import heuristic

        mine = heuristic.choose_play(view, rng)
        worst = 0.0 if view.seat == view.declarer else 100.0
        return {a: pimc.CardTally(3, 4, worst if a == mine else 50.0 + a.card.index) for a in cands}


def _late_choice_view(declarer_to_act: bool):
    """A view late in a deal (at most four cards in hand) with at least two cards to choose from,
    of the declarer or of a defender."""
    from thousand_qt.ai.levels import make_player

    for seed in range(40):
        g = Game(PRESETS["classic"], 3, 0)
        g.start_deal(seed=seed)
        players = [make_player("normal", s) for s in range(3)]
        while g.phase not in (Phase.DEAL, Phase.GAME_OVER):
            seat = g.to_act
            view = g.view_for(seat)
            plays = [a for a in view.legal_actions if a.__class__.__name__ == "Play"]
            if (g.phase is Phase.PLAY and len(view.hand) <= pimc.POINTS_SEARCH_CARDS and len(plays) >= 2
                    and (seat == view.declarer) == declarer_to_act):
                return view
            g.apply(players[seat].choose(view))
    raise AssertionError("no late position with a choice")


def test_when_the_contract_is_settled_either_way_the_points_decide():
    # the declarer takes the most points, a defender leaves the declarer the least
    for declarer in (True, False):
        view = _late_choice_view(declarer)
        player = FixedTally(0, node_budget=20_000)
        tally = player._pimc(view, None, [a for a in view.legal_actions if a.__class__.__name__ == "Play"])
        want = max(tally, key=lambda a: tally[a].mean_points) if declarer else \
            min(tally, key=lambda a: tally[a].mean_points)
        assert player.choose(view) == want
