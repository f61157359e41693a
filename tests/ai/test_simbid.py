"""The strong level's auction and give by simulation: legal, deterministic, sensible."""

from __future__ import annotations

from thousand_qt.ai import simbid
from thousand_qt.ai.levels import make_player
from thousand_qt.ai.pimc import StrongPlayer
from thousand_qt.engine import PRESETS, Game, Phase
from thousand_qt.engine.actions import Bid, Concede, Pass, Redeal
from thousand_qt.engine.cards import deal_cards, shuffled_deck


def _auction_view(seed: int):
    g = Game(PRESETS["classic"], 3, 0)
    hands, talons = deal_cards(shuffled_deck(seed), 3, 0)
    g.start_deal(hands, talons)
    return g, g.view_for(g.to_act)


def test_auction_reach_is_deterministic_and_on_the_grid():
    _g, view = _auction_view(3)
    a = simbid.auction_reach(view, 5, 8, 20_000)
    b = simbid.auction_reach(view, 5, 8, 20_000)
    assert a == b and len(a) == 8
    assert all(t % simbid.GRID == 0 for t in a)


def test_make_prob_counts_the_samples():
    assert simbid.make_prob([100, 120, 140, 160], 120, 0.0) == 0.75
    assert simbid.make_prob([], 120, 0.0) == 0.0


def test_strong_auction_and_give_are_legal():
    for seed in range(4):
        g, _ = _auction_view(seed)
        players = [StrongPlayer(i, node_budget=20_000) for i in range(3)]
        while g.phase in (Phase.AUCTION, Phase.TALON, Phase.GIVE):
            view = g.view_for(g.to_act)
            action = players[g.to_act].choose(view)
            assert action in view.legal_actions
            if g.phase is Phase.AUCTION:
                # the simulated auction bids or passes; only the rules of thumb ask for a redeal
                assert isinstance(action, (Bid, Pass, Redeal))
            if g.phase is Phase.GIVE:
                # with the "bid" penalty playing on beats conceding: the strong player gives
                assert not isinstance(action, Concede)
            g.apply(action)
        assert sum(sum(p.fallbacks.values()) for p in players) == 0


def test_two_player_auction_is_no_fallback():
    """With two players the auction is the rules of thumb by design, not a fallback of the search."""
    for seed in range(4):
        g = Game(PRESETS["classic"], 2, 0)
        g.start_deal(seed=seed)
        player = make_player("strong", seed)
        action = player.choose(g.view_for(g.to_act))
        assert isinstance(action, (Bid, Pass, Redeal))
        assert not player.fallbacks


def _sampled_declarer(seed: int):
    """A declarer's kept hand and the three hands of one random deal, as the auction samples them."""
    import random

    from thousand_qt.ai import bidding
    from thousand_qt.engine.cards import DECK

    rules = PRESETS["classic"]
    cards = random.Random(seed).sample(DECK, 24)
    _s, kept, give = bidding.best_keep(cards[:10], 2, rules, 3)
    hands = [sum(c.bit for c in kept), sum(c.bit for c in cards[10:17]) | give[0].bit,
             sum(c.bit for c in cards[17:24]) | give[1].bit]
    return rules, kept, hands


def _solver(rules, budget):
    from thousand_qt.ai.solver import Solver
    from thousand_qt.engine.cards import SUITS

    return Solver(3, 0, [rules.marriage_values.of(s) for s in SUITS], rules.marriage_needs_trick,
                  rules.must_overtake, budget)


def test_top_walks_from_the_estimate_to_the_highest_contract_made():
    for seed in range(6):
        rules, kept, hands = _sampled_declarer(seed)
        plain = 90
        for amount in range(100, 260, 10):
            if not _solver(rules, 10**8).reaches(hands, 0, -1, 0, amount):
                break
            plain = amount
        assert simbid._top(_solver(rules, 10**8), hands, 100, 250, kept, rules) == plain


def test_top_out_of_budget_stays_within_what_was_proven():
    for seed in range(6):
        rules, kept, hands = _sampled_declarer(seed)
        exact = simbid._top(_solver(rules, 10**8), hands, 100, 250, kept, rules)
        for budget in (200, 2_000, 20_000):
            top = simbid._top(_solver(rules, budget), hands, 100, 250, kept, rules)
            assert 90 <= top <= 250 and top % simbid.GRID == 0
            guess = min(250, max(100, simbid._fallback(kept, rules)))
            # from the evaluation's guess toward the exact answer, as far as the proofs went
            assert min(guess, exact) <= top <= max(guess, exact)
