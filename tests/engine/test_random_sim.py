"""Random legal games under every preset and under random option sets, 2/3/4 players.

Nothing may raise, and after every action the scoreboard must obey the invariants of docs/rules.md:
totals change only when a deal is scored (by exactly the deal's ``change``), a redeal changes
nothing, bolt counters stay below three, the barrel sitter sits at exactly ``barrel_at`` and
nobody else is at or above it, samosval leaves no ±555, and a finished game has a winner.
"""

from __future__ import annotations

import random

import pytest

from thousand_qt.engine import PRESETS, RULE_KEYS, Game, IllegalActionError, Phase, RuleSet
from thousand_qt.engine import events as ev

from .helpers import OPTION_VALUES, count_cards, random_rules


def test_option_table_covers_every_rule_key():
    assert set(OPTION_VALUES) == set(RULE_KEYS)


class Checker:
    """Plays random legal actions and checks the scoreboard after each one."""

    def __init__(self, game: Game, rng: random.Random, check_cards: bool = False):
        self.game, self.rng, self.check_cards = game, rng, check_cards
        self.deal_start = game.totals
        self.deals = 0

    def check_board(self) -> None:
        g, board, rules = self.game, self.game.board, self.game.rules
        assert len(board.totals) == g.n_players
        assert all(0 <= b < 3 for b in board.bolts), board.bolts
        if g.stock_game:   # no barrel, bolts, samosval or minus end; equal totals at win_at go on
            assert board.barrel is None and board.bolts == [0] * g.n_players
            if g.finished:
                assert g.winner is not None and max(board.totals) >= rules.win_at
                assert board.totals[g.winner] > board.totals[1 - g.winner]
            else:
                assert max(board.totals) < rules.win_at or board.totals[0] == board.totals[1]
            return
        if g.finished:
            assert g.winner is not None and g.phase is Phase.GAME_OVER
            assert board.totals[g.winner] == max(board.totals)
            assert max(board.totals) >= 1000 or (rules.minus_thousand_ends and min(board.totals) <= -1000)
            return
        assert max(board.totals) < 1000
        if rules.minus_thousand_ends:
            assert min(board.totals) > -1000
        for s, t in enumerate(board.totals):
            if s == board.barrel and rules.barrel_scoring == "collect":   # collecting: not capped
                assert rules.barrel_at <= t < rules.win_at
            elif s == board.barrel:
                assert t == rules.barrel_at
            else:
                assert t < rules.barrel_at, (s, t, board.barrel)
            if rules.samosval:
                assert t not in (555, -555)

    def step(self) -> None:
        g = self.game
        before = g.totals
        n_results = len(g.results)
        legal = g.legal_actions()
        assert legal, "someone is to act but has no legal action"
        action = self.rng.choice(legal)
        events = g.apply(action)
        scored = [e for e in events if isinstance(e, ev.DealScored)]
        if not scored:
            assert g.totals == before, f"totals changed without a DealScored: {action}"
            assert len(g.results) == n_results
            if self.check_cards and g.phase is not Phase.DEAL:
                assert count_cards(g) == 24
            return
        assert len(scored) == 1 and len(g.results) == n_results + 1
        result = scored[0].result
        assert result is g.results[-1]
        assert result.totals == g.totals
        assert tuple(a - b for a, b in zip(g.totals, self.deal_start, strict=True)) == result.change
        self.deal_start = g.totals
        cut = [0] * g.n_players
        if result.cut_penalty is not None:
            cut[result.cut_penalty[0]] = -result.cut_penalty[1]
        if result.redeal:
            assert result.change == tuple(cut) and g.phase is Phase.DEAL
        else:
            self.deals += 1
        over = [e for e in events if isinstance(e, ev.GameOver)]
        assert bool(over) == g.finished
        if over:
            assert over[0].winner == g.winner and over[0].totals == g.totals
        self.check_board()

    def play_deal(self) -> None:
        g = self.game
        self.deal_start = g.totals
        events = g.start_deal(rng=self.rng)
        cut = [e for e in events if isinstance(e, ev.DeckCut)]
        assert bool(cut) is g.rules.cut          # the game with a stock cuts too (RULES.md §13)
        penalty = [0] * g.n_players
        if cut and cut[0].penalty:
            penalty[cut[0].cutter] = -cut[0].penalty
        assert tuple(a - b for a, b in zip(g.totals, self.deal_start, strict=True)) == tuple(penalty)
        guard = 0
        while g.to_act is not None:
            self.step()
            guard += 1
            assert guard < 200
        assert g.phase in (Phase.DEAL, Phase.GAME_OVER)

    def play_game(self, max_deals: int) -> None:
        g = self.game
        while not g.finished and len(g.results) < max_deals:
            self.play_deal()
        self.check_board()


def random_start(rng: random.Random, rules: RuleSet, n: int) -> Game:
    """A game, sometimes begun from random totals (and a barrel sitter) to reach the end soon."""
    game = Game(rules=rules, n_players=n, first_dealer=rng.randrange(n))
    if game.stock_game:
        if rng.random() < 0.6:
            game.board.totals = [rng.randrange(0, 1000, 5) for _ in range(n)]
        return game
    if rng.random() < 0.6:
        totals = [rng.randrange(-950, rules.barrel_at, 5) for _ in range(n)]
        if rng.random() < 0.5:
            sitter = rng.randrange(n)
            totals[sitter] = rules.barrel_at
            game.board.barrel = sitter
            game.board.barrel_attempts_used = rng.randrange(rules.barrel_attempts)
        if rules.samosval:
            totals = [0 if abs(t) == 555 else t for t in totals]
        game.board.totals = totals
        game.board.bolts = [rng.randrange(3) for _ in range(n)]
        game.board.falls = [rng.randrange(3) for _ in range(n)]
    return game


@pytest.mark.parametrize("preset", sorted(PRESETS))
@pytest.mark.parametrize("n", [2, 3, 4])
def test_random_games_under_every_preset(preset, n):
    rng = random.Random(f"{preset}-{n}")
    deals = 0
    finished = 0
    for k in range(40):
        checker = Checker(random_start(rng, PRESETS[preset], n), rng, check_cards=(k % 4 == 0))
        checker.play_game(max_deals=25)
        deals += checker.deals
        finished += checker.game.finished
    assert deals >= 200
    assert finished >= 5          # the ends of the game are reached, not just deals


@pytest.mark.parametrize("n", [2, 3, 4])
def test_random_games_under_random_options(n):
    rng = random.Random(1000 + n)
    deals = 0
    games = 0
    while deals < 600:  # a fixed amount of work (no timing in tests)
        checker = Checker(random_start(rng, random_rules(rng), n), rng, check_cards=(games % 5 == 0))
        checker.play_game(max_deals=20)
        deals += checker.deals
        games += 1
    assert deals >= 200


def test_long_random_games_from_zero_reach_the_end():
    """Whole games from 0:0:0 with random play: some end (by +1000 or −1000), none raises."""
    rng = random.Random(77)
    finished = 0
    for k in range(6):
        rules = PRESETS["classic"] if k % 2 else RuleSet(minus_thousand_ends=True, golden_round=True)
        checker = Checker(Game(rules=rules, n_players=3 + k % 2), rng)
        checker.play_game(max_deals=400)
        finished += checker.game.finished
    assert finished >= 1


def test_illegal_random_actions_are_refused_without_changing_anything():
    """Random actions from the whole action space: the illegal ones raise and change nothing."""
    from thousand_qt.engine import DECK
    from thousand_qt.engine import actions as A
    rng = random.Random(5)
    game = Game(n_players=3)
    for _ in range(60):
        if game.finished:
            break
        game.start_deal(rng=rng)
        while game.to_act is not None:
            legal = game.legal_actions()
            seat = rng.randrange(3)
            c1, c2 = rng.sample(DECK, 2)
            probe = rng.choice([A.Bid(seat, rng.randrange(60, 320, 5)), A.Pass(seat), A.Redeal(seat),
                                A.Give(seat, c1, c2), A.Contract(seat, rng.randrange(60, 320, 5)),
                                A.Concede(seat), A.Play(seat, c1), A.Play(seat, c1, "marriage"),
                                A.Blind(seat, 120), A.TakeTalon(seat, 0), A.Discard(seat, c1, c2)])
            if probe not in game.legal_actions(probe.seat):
                snapshot = (game.totals, len(game.deal_records[-1].actions), game.phase, game.to_act,
                            [list(h) for h in game.deal.hands])
                with pytest.raises(IllegalActionError) as info:
                    game.apply(probe)
                assert str(info.value)
                assert snapshot == (game.totals, len(game.deal_records[-1].actions), game.phase, game.to_act,
                                    [list(h) for h in game.deal.hands])
            game.apply(rng.choice(legal))


@pytest.mark.slow
def test_two_thousand_whole_random_games():
    """Two thousand random games (every preset and random options, 2–4 players), each up to
    its end or 25 deals: no exception, and a finished game has the top total as winner."""
    rng = random.Random(2024)
    presets = list(PRESETS.values())
    for k in range(2000):
        rules = presets[k % 3] if k % 2 else random_rules(rng)
        n = (2, 3, 4)[k % 3]
        game = Game(rules, n, rng.randrange(n))
        for _ in range(25):
            if game.finished:
                break
            game.start_deal(rng=rng)
            while game.phase not in (Phase.DEAL, Phase.GAME_OVER):
                game.apply(rng.choice(game.legal_actions()))
        if game.finished:
            assert game.totals[game.winner] == max(game.totals)
