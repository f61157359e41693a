"""The two-player game with a stock (docs/rules.md: "Two players with a stock").

The fixed deal below is worked out by hand from the rules; the comments show each trick.
"""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from thousand_qt.engine import DECK, DealError, Game, IllegalActionError, Phase, ReasonCode, Suit
from thousand_qt.engine import events as ev
from thousand_qt.engine.record import PlayerInfo, loads_record, record_from_game, replay
from thousand_qt.engine.stock import HAND_SIZE, STOCK_SIZE

from .helpers import cards, rules, run

# dealer 0: seat 1 leads. Stock top first: JH TH | AS JS | AC TC | TD KD | QD JD | KC QC
HAND0 = "KS QS TS 9S JC 9C"
HAND1 = "KH QH AH 9H AD 9D"
STOCK = "JH TH AS JS AC TC TD KD QD JD KC QC"

# the whole deal, trick by trick (card points in brackets):
PLAY = [
    "1 play KH marriage", "0 play 9C",   # 1: ♥ marriage (+100), ♥ trump; seat 1 [4]; draws 1 JH, 0 TH
    "1 play 9D", "0 play TH",            # 2: 0 has no ♦, must trump: seat 0 [10]; draws 0 AS, 1 JS
    "0 play KS marriage", "1 play JS",   # 3: ♠ marriage (+40) replaces the trump; seat 0 [6]; 0 AC, 1 TC
    "0 play AC", "1 play TC",            # 4: seat 0 [21]; draws 0 TD, 1 KD
    "0 play TD", "1 play AD",            # 5: seat 1 [21]; draws 1 QD, 0 JD
    "1 play KD marriage", "0 play JD",   # 6: ♦ marriage (+80) with a drawn queen; seat 1 [6]; 1 KC, 0 QC
    "1 play AH", "0 play 9S",            # 7: seat 1 [11] (the stock is empty now)
    "1 play QD", "0 play JC",            # 8: seat 1 [5]
    "1 play KC", "0 play QC",            # 9: seat 1 [7]
    "1 play JH", "0 play QS",            # 10: seat 1 [5]
    "1 play 9H", "0 play TS",            # 11: seat 1 [10]
    "1 play QH", "0 play AS",            # 12: seat 1 [14]
]
# card points: seat 0 10 + 6 + 21 = 37; seat 1 4 + 21 + 6 + 11 + 5 + 7 + 5 + 10 + 14 = 83 (120)
# deal points: seat 0 37 + 40 = 77; seat 1 83 + 100 + 80 = 263


def stock_game(dealer: int = 0, totals: list[int] | None = None, **changes: object) -> Game:
    game = Game(rules(two_player_game="stock", **changes), 2, dealer)
    if totals is not None:
        game.board.totals = list(totals)
    return game


def dealt(dealer: int = 0, **changes: object) -> Game:
    game = stock_game(dealer, **changes)
    game.start_deal([cards(HAND0), cards(HAND1)], stock=cards(STOCK))
    return game


def test_the_deal_six_cards_each_twelve_in_the_stock_and_the_dealers_opponent_leads() -> None:
    game = stock_game(dealer=1)
    events = game.start_deal(seed=5)
    d = game.running_deal
    assert [len(h) for h in d.hands] == [6, 6] and len(d.stock) == STOCK_SIZE == 12
    assert len(set(d.hands[0] + d.hands[1] + d.stock)) == 24
    assert game.phase is Phase.PLAY and game.to_act == 0
    assert isinstance(events[0], ev.DealStarted)
    assert HAND_SIZE == 6


def test_a_seeded_deal_is_the_same_every_time_and_the_deal_alternates() -> None:
    a, b = stock_game(), stock_game()
    a.start_deal(seed=9)
    b.start_deal(seed=9)
    assert a.running_deal.stock == b.running_deal.stock
    game = dealt()
    run(game, PLAY)
    assert game.phase is Phase.DEAL and game.next_dealer == 1
    game.start_deal(seed=1)
    assert game.to_act == 0


def test_no_auction_talon_contract_or_concession_each_refused_with_a_reason() -> None:
    game = dealt()
    for text in ("1 bid 105", "1 pass", "1 talon 0", "1 concede", "1 redeal", "1 contract 100",
                 "1 discard 9H 9D"):
        reason = game.why_illegal(text)
        assert reason is not None and reason.code is ReasonCode.NOT_IN_STOCK_GAME, text
        with pytest.raises(IllegalActionError):
            game.apply(text)
    assert game.why_illegal("0 play KS").code is ReasonCode.NOT_YOUR_TURN


def test_a_marriage_on_the_very_first_lead() -> None:
    game = dealt()
    legal = {str(a) for a in game.legal_actions()}
    assert {"1 play KH marriage", "1 play QH marriage"} <= legal
    events = game.apply("1 play KH marriage")
    assert ev.MarriageDeclared(1, Suit.HEARTS, 100) in events and game.running_deal.trump is Suit.HEARTS


def test_marriage_needs_trick_does_not_apply_in_the_stock_game() -> None:
    game = dealt(marriage_needs_trick=True)
    assert game.is_legal("1 play QH marriage")


def test_follow_and_trump_duties_hold_from_the_first_trick() -> None:
    game = dealt()
    game.apply("1 play AD")          # no trump yet: seat 0 has no diamond, any card
    assert len(game.legal_actions()) == 6
    game = dealt()
    run(game, PLAY[:3])              # ♥ trump; 9D led, seat 0 has no ♦ but TH: must trump
    assert [str(a) for a in game.legal_actions()] == ["0 play TH"]
    reason = game.why_illegal("0 play 9S")
    assert reason is not None and reason.code is ReasonCode.MUST_TRUMP


def test_after_each_trick_the_winner_draws_first_then_the_other() -> None:
    game = dealt()
    events = run(game, PLAY[:2])
    drawn = [e for e in events if isinstance(e, ev.CardsDrawn)]
    assert drawn == [ev.CardsDrawn(((1, cards("JH")[0]), (0, cards("TH")[0])), 10)]
    d = game.running_deal
    assert [len(h) for h in d.hands] == [6, 6] and len(d.stock) == 10
    events = run(game, PLAY[2:4])    # seat 0 wins trick 2 and draws first
    assert [e for e in events if isinstance(e, ev.CardsDrawn)][0].draws[0] == (0, cards("AS")[0])
    assert game.to_act == 0


def test_a_draw_is_not_an_action() -> None:
    game = dealt()
    run(game, PLAY[:2])
    assert [str(a) for a in game.deal_records[-1].actions] == PLAY[:2]


def test_a_later_marriage_replaces_the_trump() -> None:
    game = dealt()
    events = run(game, PLAY[:5])
    assert ev.TrumpChanged(Suit.SPADES) in events and game.running_deal.trump is Suit.SPADES


def test_the_stock_is_empty_after_six_tricks_and_twelve_are_played() -> None:
    game = dealt()
    run(game, PLAY[:12])
    d = game.running_deal
    assert not d.stock and [len(h) for h in d.hands] == [6, 6]
    run(game, PLAY[12:14])
    assert [len(h) for h in d.hands] == [5, 5]


def test_the_whole_deal_scores_each_players_points_to_their_total() -> None:
    game = dealt()
    events = run(game, PLAY)
    result = [e for e in events if isinstance(e, ev.DealScored)][0].result
    assert result.points == (77, 263) and result.change == (77, 263) and game.totals == (77, 263)
    assert result.to_json() == {"declarer": None, "contract": None, "points": [77, 263],
                                "change": [77, 263], "totals": [77, 263], "bolts": [0, 0],
                                "barrel": None}
    assert len(game.running_deal.tricks) == 12


def test_no_rounding_samosval_barrel_or_bolts() -> None:
    # seat 0 at 478 + 77 = 555 (no samosval); seat 1 at 700 + 263 = 963 (over the barrel's 880)
    game = stock_game(totals=[478, 700])
    game.start_deal([cards(HAND0), cards(HAND1)], stock=cards(STOCK))
    run(game, PLAY)
    assert game.totals == (555, 963) and game.board.barrel is None and not game.finished


def test_the_ace_marriage_on_any_lead_if_on() -> None:
    hand1 = "AH AD AS AC 9D 9H"
    hand0 = "KS QS TS 9S JC 9C"
    stock = "JH TH KH QH JS TC KC QC TD KD QD JD"
    game = stock_game(ace_marriage=True)
    game.start_deal([cards(hand0), cards(hand1)], stock=cards(stock))
    events = game.apply("1 play AS aces")
    assert ev.MarriageDeclared(1, None, 200) in events and game.running_deal.trump is None
    off = stock_game()
    off.start_deal([cards(hand0), cards(hand1)], stock=cards(stock))
    assert not off.is_legal("1 play AS aces")


@pytest.mark.parametrize(("totals", "winner", "over"), [
    ([900, 700], None, False),     # 977 and 963: nobody reaches 1000
    ([930, 700], 0, True),         # 1007 and 963: seat 0 wins
    ([930, 800], 1, True),         # 1007 and 1063: both reach it, the higher wins
    ([1186, 1000], None, False),   # 1263 and 1263: equal, the game goes on
])
def test_the_end_of_the_game_at_win_at(totals: list[int], winner: int | None, over: bool) -> None:
    game = stock_game(totals=totals)
    game.start_deal([cards(HAND0), cards(HAND1)], stock=cards(STOCK))
    events = run(game, PLAY)
    assert game.finished is over and game.winner == winner
    assert any(isinstance(e, ev.GameOver) for e in events) is over
    assert game.phase is (Phase.GAME_OVER if over else Phase.DEAL)


def test_after_a_tie_at_win_at_the_next_deal_decides() -> None:
    game = stock_game(totals=[1186, 1000])
    game.start_deal([cards(HAND0), cards(HAND1)], stock=cards(STOCK))
    run(game, PLAY)
    assert game.totals == (1263, 1263) and not game.finished
    game.start_deal([cards(HAND1), cards(HAND0)], stock=cards(STOCK))   # dealer 1: seat 0 leads
    swapped = [f"{1 - int(t[0])}{t[1:]}" for t in PLAY]
    run(game, swapped)
    assert game.totals == (1263 + 263, 1263 + 77) and game.winner == 0


def test_minus_thousand_ends_does_not_apply() -> None:
    game = stock_game(totals=[-1000, 0], minus_thousand_ends=True)
    game.start_deal([cards(HAND0), cards(HAND1)], stock=cards(STOCK))
    run(game, PLAY)
    assert not game.finished


def test_a_bad_stock_deal_is_refused() -> None:
    from thousand_qt.engine import DealError
    game = stock_game()
    with pytest.raises(DealError):
        game.start_deal([cards(HAND0), cards(HAND1)], stock=cards(STOCK)[:11])
    with pytest.raises(DealError):
        game.start_deal([cards(HAND0), cards(HAND0)], stock=cards(STOCK))
    with pytest.raises(DealError):
        game.start_deal([cards(HAND0), cards(HAND1)])


def test_the_record_holds_the_hands_as_dealt_and_the_stock_top_first() -> None:
    game = dealt()
    run(game, PLAY[:7])
    players = [PlayerInfo("A"), PlayerInfo("B", "computer", "easy")]
    data = record_from_game(game, players).to_json()
    deal = data["deals"][0]
    assert deal["hands"] == [HAND0.split(), HAND1.split()]
    assert deal["stock"] == STOCK.split() and deal["talon"] == []
    again = replay(loads_record(json.dumps(data)))
    assert again.view_for(0) == game.view_for(0) and again.view_for(1) == game.view_for(1)


def test_a_record_of_the_stock_game_without_its_stock_is_refused() -> None:
    from thousand_qt.engine.record import RecordError
    game = dealt()
    data = record_from_game(game, [PlayerInfo("A"), PlayerInfo("B")]).to_json()
    del data["deals"][0]["stock"]
    with pytest.raises(RecordError, match="stock"):
        loads_record(json.dumps(data))


def test_the_view_shows_own_draws_and_the_stock_size_never_its_order() -> None:
    game = dealt()
    run(game, PLAY[:4])
    v0, v1 = game.view_for(0), game.view_for(1)
    assert v0.stock_left == 8 and v1.stock_left == 8
    assert v0.drawn == tuple(cards("TH AS")) and v1.drawn == tuple(cards("JH JS"))
    assert v0.stock_game and v1.stock_game
    # the stock's cards are unseen: whatever the order, the view is the same
    other = stock_game()
    order = cards(STOCK)
    order[4:] = reversed(order[4:])
    other.start_deal([cards(HAND0), cards(HAND1)], stock=order)
    run(other, PLAY[:4])
    assert other.view_for(0) == v0 and other.view_for(1) == v1
    assert set(v0.unseen_cards()) == set(game.running_deal.hands[1]) | set(game.running_deal.stock)


def test_the_talon_game_is_unchanged_by_the_key_default() -> None:
    assert rules().two_player_game == "talons"
    game = Game(rules(), 2, 0)
    game.start_deal(seed=3)
    assert game.phase is Phase.AUCTION and [len(h) for h in game.running_deal.hands] == [10, 10]


def test_three_players_ignore_the_key() -> None:
    game = Game(rules(two_player_game="stock"), 3, 0)
    game.start_deal(seed=3)
    assert game.phase is Phase.AUCTION


# -- invariants over random deals -----------------------------------------------------------
@settings(max_examples=60)
@given(st.integers(0, 2**32 - 1), st.randoms(use_true_random=False), st.booleans())
def test_invariants_of_random_stock_deals(seed: int, rnd, aces: bool) -> None:
    game = stock_game(dealer=seed % 2, ace_marriage=aces)
    game.start_deal(seed=seed)
    d = game.running_deal
    stock = list(d.stock)
    drawn_by: dict[int, list] = {0: [], 1: []}
    while game.phase is Phase.PLAY:
        before_tricks = len(d.tricks)
        events = game.apply(rnd.choice(game.legal_actions()))
        held = [c for h in d.hands for c in h] + list(d.stock) + [c for _, c in d.trick]
        held += [c for t in d.tricks for _, c in t[1]]
        assert sorted(held, key=DECK.index) == list(DECK)          # 24 cards, each once
        assert len(d.stock) == max(0, STOCK_SIZE - 2 * len(d.tricks))
        for e in events:
            if isinstance(e, ev.CardsDrawn):
                k = 2 * (len(d.tricks) - 1)
                winner = d.tricks[-1][2]
                assert e.draws == ((winner, stock[k]), (1 - winner, stock[k + 1]))
                assert e.left == len(d.stock)
                for s, c in e.draws:
                    drawn_by[s].append(c)
        if len(d.tricks) > before_tricks and len(d.tricks) <= 6:
            assert [len(h) for h in d.hands] == [6, 6]
        for s in (0, 1):
            assert game.view_for(s).drawn == tuple(drawn_by[s])
    result = game.results[-1]
    marriages = sum(v for _, _, v in d.marriages)
    assert sum(result.points) == 120 + marriages
    assert result.change == result.points and result.bolts == (0, 0) and result.barrel is None
    assert len(d.tricks) == 12


# ------------------------------------------------------------------------------------ the cut ---
def test_the_cuts_third_nine_costs_the_cutter_120_in_the_game_with_a_stock() -> None:
    # RULES.md §13: the dealer's opponent cuts; the third nine costs them -120 at once, shown in
    # that deal's change and totals; the deal's points stay the cards and marriages taken
    game = stock_game(cut=True)
    events = game.start_deal([cards(HAND0), cards(HAND1)], stock=cards(STOCK), cut=cards("9H 9D 9S"))
    assert [e for e in events if isinstance(e, ev.DeckCut)] == [ev.DeckCut(1, tuple(cards("9H 9D 9S")), 120)]
    assert game.totals == (0, -120) and game.view_for(0).cut == tuple(cards("9H 9D 9S"))
    run(game, PLAY)
    result = game.results[-1]
    assert result.points == (77, 263) and result.change == (77, 143) and result.totals == (77, 143)
    assert result.cut_penalty == (1, 120)


def test_a_cut_that_ends_at_another_card_costs_nothing_and_must_lie_in_the_dealers_hand() -> None:
    game = stock_game(cut=True)
    game.start_deal([cards(HAND0), cards(HAND1)], stock=cards(STOCK), cut=cards("9H KS"))
    run(game, PLAY)
    assert game.results[-1].change == (77, 263) and game.deal_records[-1].cut == tuple(cards("9H KS"))
    for cut in (None, cards("KH")):      # none given under cut; the last card in the opponent's hand
        with pytest.raises(DealError):
            stock_game(cut=True).start_deal([cards(HAND0), cards(HAND1)], stock=cards(STOCK), cut=cut)
    with pytest.raises(DealError):       # the cut off: a deal has none
        stock_game().start_deal([cards(HAND0), cards(HAND1)], stock=cards(STOCK), cut=cards("KS"))


@settings(max_examples=30, deadline=None)
@given(st.integers(min_value=0, max_value=10**6))
def test_a_shuffled_deal_with_a_stock_is_cut_and_its_record_replays(seed: int) -> None:
    game = stock_game(dealer=seed % 2, cut=True)
    game.start_deal(seed=seed)
    cut = game.deal_records[-1].cut
    assert cut and (cut[-1].rank == "J" or cut[-1] in game.deal_records[-1].hands[seed % 2])
    players = [PlayerInfo("A"), PlayerInfo("B")]
    again = replay(loads_record(record_from_game(game, players).dumps()))
    assert again.deal_records == game.deal_records and again.totals == game.totals
