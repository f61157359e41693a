"""The shuffle is pinned: the same seed gives the same deck on every machine and version.

If this test fails, saved seeds and any record that relies on ``seed`` deal different cards.
"""

from thousand_qt.engine import Game, shuffled_deck

SEED_42 = ["KD", "AS", "9H", "AH", "JD", "TC", "AD", "AC", "QD", "TD", "JS", "9D",
           "KH", "9C", "KC", "QS", "TH", "TS", "JH", "JC", "QC", "9S", "KS", "QH"]


def test_shuffled_deck_seed_42():
    assert [c.text for c in shuffled_deck(seed=42)] == SEED_42


def test_shuffled_deck_is_deterministic_and_a_permutation():
    assert shuffled_deck(seed="abc") == shuffled_deck(seed="abc")
    assert sorted(c.index for c in shuffled_deck(seed=7)) == list(range(24))


def _dealt(n):
    game = Game(n_players=n)
    game.start_deal(seed=42)
    d = game.deal
    return [[c.text for c in h] for h in d.dealt], [[c.text for c in t] for t in d.talons]


def test_start_deal_seed_42_three_players():
    assert _dealt(3) == (
        [["KD", "AS", "9H", "AH", "JD", "TC", "AD"],
         ["AC", "QD", "TD", "JS", "9D", "KH", "9C"],
         ["KC", "QS", "TH", "TS", "JH", "JC", "QC"]],
        [["9S", "KS", "QH"]])


def test_start_deal_seed_42_two_players():
    assert _dealt(2) == (
        [["KD", "AS", "9H", "AH", "JD", "TC", "AD", "AC", "QD", "TD"],
         ["JS", "9D", "KH", "9C", "KC", "QS", "TH", "TS", "JH", "JC"]],
        [["QC", "9S"], ["KS", "QH"]])


def test_start_deal_seed_42_four_players_dealer_gets_nothing():
    assert _dealt(4) == (
        [[],
         ["KD", "AS", "9H", "AH", "JD", "TC", "AD"],
         ["AC", "QD", "TD", "JS", "9D", "KH", "9C"],
         ["KC", "QS", "TH", "TS", "JH", "JC", "QC"]],
        [["9S", "KS", "QH"]])
