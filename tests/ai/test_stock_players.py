"""The computer players in the game with a stock: legal whole deals at every level, what the
sampler may assume, the rules of thumb's marriages, the strong search's node budget."""

from __future__ import annotations

import random

import pytest

from thousand_qt.ai.driver import play_deal
from thousand_qt.ai.levels import make_player
from thousand_qt.ai.pimc import StrongPlayer
from thousand_qt.ai.stock_play import choose_stock_play, stock_knowledge
from thousand_qt.ai.stock_search import choose_stock_search, sample_unseen
from thousand_qt.engine import Game, Phase, RuleSet, Suit
from thousand_qt.engine.actions import MARRIAGE, Play
from thousand_qt.engine.cards import Card

STOCK = RuleSet(two_player_game="stock")


def cards(text: str) -> list[Card]:
    return [Card.parse(t) for t in text.split()]


def player(level: str, seed: int):
    return StrongPlayer(seed, node_budget=75_000) if level == "strong" else make_player(level, seed)


@pytest.mark.parametrize("level", ["easy", "normal", "strong"])
def test_every_level_plays_whole_stock_deals(level: str) -> None:
    players = [player(level, 1), player(level, 2)]
    for k in range(2 if level == "strong" else 20):
        game = Game(STOCK.with_changes(ace_marriage=True), 2, k % 2)
        play_deal(game, players, seed=k)
        assert game.phase in (Phase.DEAL, Phase.GAME_OVER)
        assert len(game.deal.tricks) == 12
    assert sum(sum(p.fallbacks.values()) for p in players) == 0


def _fixed_game() -> Game:
    # dealer 0, seat 1 leads; stock top first
    game = Game(STOCK, 2, 0)
    game.start_deal([cards("KS QS TS 9S JC 9C"), cards("KH QH AH 9H AD 9D")],
                    stock=cards("JH TH AS JS AC TC TD KD QD JD KC QC"))
    return game


def test_a_marriage_in_hand_is_declared_on_the_lead() -> None:
    game = _fixed_game()
    action = player("normal", 3).choose(game.view_for(1))
    assert isinstance(action, Play) and action.declare == MARRIAGE and action.card.suit is Suit.HEARTS
    # the strong player may first cash a sure ace (seat 0 has no diamond): it keeps the lead
    assert player("strong", 3).choose(game.view_for(1)) in game.legal_actions()


def test_a_king_whose_queen_may_come_is_kept() -> None:
    game = Game(STOCK, 2, 0)
    # seat 1 holds KD with its queen unseen: it cashes its master ace or leads a cheap card,
    # never the king
    game.start_deal([cards("KS QS TS 9S JC 9C"), cards("KD JH AH 9H 9D TC")],
                    stock=cards("QD TH AS JS AC QH TD KH AD JD KC QC"))
    action = choose_stock_play(game.view_for(1), random.Random(1))
    assert action.card.text != "KD" and (action.card.text == "AH" or action.card.points <= 2)
    game.apply("1 play AH")
    game.apply("0 play 9S")   # seat 1 wins, draws QD (now a marriage) and declares it
    action = choose_stock_play(game.view_for(1), random.Random(1))
    assert action.declare == MARRIAGE and action.card.suit is Suit.DIAMONDS


def test_the_sampler_keeps_sizes_known_cards_and_voids() -> None:
    game = _fixed_game()
    for text in ["1 play KH marriage", "0 play 9C", "1 play 9D", "0 play TH"]:
        game.apply(text)
    kn = stock_knowledge(game.view_for(1))
    # seat 0 failed to follow ♦ at trick 2 and drew one card since: at most one ♦ in its hand
    assert kn.caps[Suit.DIAMONDS] == 1 and kn.opp_size == 6 and kn.stock_left == 8
    rng = random.Random(5)
    for _ in range(50):
        placed = sample_unseen(kn, rng)
        assert placed is not None
        hand, stock = placed
        assert len(hand) == 6 and len(stock) == 8
        assert sorted(map(str, hand + stock)) == sorted(map(str, kn.unseen))
        assert sum(c.suit is Suit.DIAMONDS for c in hand) <= 1
    # seat 0 declared ♠: the queen of spades is known to be in its hand
    game.apply("0 play KS marriage")
    kn = stock_knowledge(game.view_for(1))
    assert cards("QS")[0] in kn.known
    assert all(cards("QS")[0] in sample_unseen(kn, rng)[0] for _ in range(20))


def test_the_strong_search_keeps_to_its_node_budget_and_is_deterministic() -> None:
    game = _fixed_game()
    view = game.view_for(1)
    cands = [a for a in view.legal_actions if isinstance(a, Play)]
    first = choose_stock_search(view, random.Random(2), cands, 30_000)
    again = choose_stock_search(view, random.Random(2), cands, 30_000)
    assert first is not None and first == again
    assert first.nodes <= 30_000 and first.samples >= 3
    assert choose_stock_search(view, random.Random(2), cands, 10) is None   # too small: fallback
    shallow = choose_stock_search(view, random.Random(2), cands, 3_000)     # less deep, not none
    assert shallow is not None and shallow.nodes <= 3_000


def test_with_the_stock_empty_the_search_is_exact_and_takes_a_sure_point() -> None:
    game = _fixed_game()
    for text in ["1 play KH marriage", "0 play 9C", "1 play 9D", "0 play TH", "0 play KS marriage",
                 "1 play JS", "0 play AC", "1 play TC", "0 play TD", "1 play AD", "1 play KD marriage",
                 "0 play JD"]:
        game.apply(text)
    view = game.view_for(1)   # seat 1 leads with ♦ trump; it holds every remaining trump (QD)
    assert view.stock_left == 0
    decision = choose_stock_search(view, random.Random(1), [a for a in view.legal_actions
                                                             if isinstance(a, Play)], 200_000)
    assert decision is not None and decision.samples == 1
    # seat 1 (AH QH 9H JH QD KC) against QS TS 9S JC AS QC wins every trick whatever it leads
    # first; the exact difference is every card's points: 11+3+0+2+3+4 + 3+10+0+2+11+3 = 52
    assert decision.mean == 52


def test_the_arena_plays_the_stock_game(capsys):
    from thousand_qt.measure.ai import arena
    from thousand_qt.measure.ai.arena_rules import ArenaRules

    assert arena.main(["--a", "normal", "--b", "easy", "--deals", "3", "--game", "stock", "--seed", "2"]) == 0
    out = capsys.readouterr().out
    assert "with a stock, 3 deals x 2 seatings" in out and "A - B per deal" in out
    assert "declarer" not in out           # no contracts in this game
    tally = arena.run_duplicate_deal(("normal", "easy", ArenaRules("classic"), 2, 0, 2, "stock"))
    # both seatings of one deal: the two levels share the deal's points (120 + marriages, twice)
    assert tally["A"]["seats"] == tally["B"]["seats"] == 2
    assert (tally["A"]["score"] + tally["B"]["score"]) * 2 >= 240


def test_the_search_leads_no_trump_it_may_not_lead() -> None:
    """``trump_lead`` = ``declarer_only``: the search never leads a trump for a seat that has
    declared no K+Q marriage and holds other cards (the engine's rule), for either seat."""
    from thousand_qt.ai.stock_search import _Search

    rules = STOCK.with_changes(trump_lead="declarer_only")
    search = _Search(rules, 0, [], frozenset(), 1000)
    hand = tuple(cards("AH TH 9S KD"))
    led = [c.text for c, _ in search.lead_moves(hand, 1, Suit.HEARTS, frozenset())]
    assert sorted(led) == ["9S", "KD"]
    led = [c.text for c, _ in search.lead_moves(hand, 1, Suit.HEARTS, frozenset({(1, MARRIAGE)}))]
    assert sorted(led) == ["9S", "AH", "KD", "TH"]
    only_trumps = tuple(cards("AH TH"))
    assert len(search.lead_moves(only_trumps, 1, Suit.HEARTS, frozenset())) == 2
    free = _Search(STOCK, 0, [], frozenset(), 1000)
    assert len(free.lead_moves(hand, 1, Suit.HEARTS, frozenset())) == 4


def test_strong_stock_deals_under_declarer_only_trump_leads() -> None:
    players = [player("strong", 3), player("strong", 4)]
    for k in range(2):
        game = Game(STOCK.with_changes(trump_lead="declarer_only"), 2, k % 2)
        play_deal(game, players, seed=10 + k)
        assert len(game.deal.tricks) == 12
    assert sum(sum(p.fallbacks.values()) for p in players) == 0
