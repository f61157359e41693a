"""Undo is never a free peek: an action after which the human learned a card they did not
know (the talon turned, a card played by another seat, their own hand turned up) cannot be
taken back, and the model says why (model/knowledge.py, model/undo.py)."""

from __future__ import annotations

from pathlib import Path

from thousand_qt.engine import Phase, RuleSet
from thousand_qt.engine.actions import Blind, Contract, Give, Play
from thousand_qt.engine.aids import Aids
from thousand_qt.engine.record import load_record, replay
from thousand_qt.model.human_sight import HumanSight
from thousand_qt.model.knowledge import Learned, learned_since

from .helpers import bid_to_the_give, human_game_players

RECORDS = Path(__file__).resolve().parent.parent / "records"


def _learned(seat: int, before: int, now: int, sight: HumanSight | None = None) -> Learned | None:
    """What ``seat`` learned in classic.thousand between two counts of actions replayed."""
    record, sight = load_record(RECORDS / "classic.thousand"), sight or HumanSight()
    return learned_since(sight.known(replay(record, upto=before), seat), sight.known(replay(record, upto=now), seat))


def test_what_a_seat_learns_is_read_from_its_view():
    # classic deal 0: "2 pass", "0 pass", "1 give 9C JC", "1 contract 120", "1 play AD", "2 play 9C",
    # "0 play 9D", "1 play KH marriage"
    assert _learned(0, 0, 1) is None                   # a word in the auction shows no card
    assert _learned(0, 1, 2) is None                   # the talon taken at 100 is not shown
    assert _learned(1, 1, 2) is Learned.TALON          # but its taker sees it
    assert _learned(0, 2, 3) is Learned.RECEIVED       # JC given to the human
    assert _learned(0, 6, 7) is None                   # the human's card ends the trick: nothing new
    assert _learned(0, 6, 8) is Learned.PLAYED         # the winner leads: a card seen


def _at_the_give(make_model, qtbot, aids: Aids = Aids()):
    model = make_model()
    model.new_game(RuleSet(), human_game_players(), seed=7, aids=aids)
    bid_to_the_give(model, qtbot)
    return model


def _least_contract(model) -> Contract:
    return min((a for a in model.legal() if isinstance(a, Contract)), key=lambda a: a.amount)


def test_the_bid_before_the_talon_turned_cannot_be_taken_back(make_model, qtbot):
    model = _at_the_give(make_model, qtbot)
    before = model.view()
    assert model.game.phase is Phase.GIVE and model.view().talon
    assert not model.can_undo() and model.undo() is False
    assert model.view() == before
    assert "talon" in (model.undo_refusal() or "")


def test_an_action_after_which_nothing_was_seen_can_be_taken_back(make_model, qtbot):
    model = _at_the_give(make_model, qtbot)
    before = model.view()
    give = next(a for a in model.legal() if isinstance(a, Give))
    assert model.submit(give)
    qtbot.waitUntil(lambda: model.game.to_act == 0, timeout=5000)
    assert model.game.phase is Phase.CONTRACT and model.undo_refusal() is None
    assert model.undo() and model.view() == before


def test_a_card_answered_by_the_others_cannot_be_taken_back(make_model, qtbot):
    model = _at_the_give(make_model, qtbot)
    assert model.submit(next(a for a in model.legal() if isinstance(a, Give)))
    qtbot.waitUntil(lambda: model.game.to_act == 0, timeout=5000)
    assert model.submit(_least_contract(model))   # the contract
    qtbot.waitUntil(lambda: model.game.to_act == 0 and model.game.phase is Phase.PLAY, timeout=5000)
    assert model.can_undo()                      # the contract: the human leads, nothing seen since
    assert model.submit(next(a for a in model.legal() if isinstance(a, Play)))
    qtbot.waitUntil(lambda: model.game.to_act == 0 or model.game.phase is Phase.DEAL, timeout=5000)
    assert not model.can_undo() and model.undo() is False
    assert "played" in (model.undo_refusal() or "")


def test_with_the_opponents_hands_open_their_cards_teach_nothing(make_model, qtbot):
    model = _at_the_give(make_model, qtbot, Aids(opponents_hands=True))
    assert model.submit(next(a for a in model.legal() if isinstance(a, Give)))
    qtbot.waitUntil(lambda: model.game.to_act == 0, timeout=5000)
    assert model.submit(_least_contract(model))
    qtbot.waitUntil(lambda: model.game.to_act == 0 and model.game.phase is Phase.PLAY, timeout=5000)
    assert model.submit(next(a for a in model.legal() if isinstance(a, Play)))
    qtbot.waitUntil(lambda: model.game.to_act == 0 or model.game.phase is Phase.DEAL, timeout=5000)
    assert model.can_undo() and model.undo()


def _hand_face_down(make_model, qtbot):
    """A blind game whose human may bid blind: their hand still lies face down."""
    for seed in range(1, 40):
        model = make_model()
        model.new_game(RuleSet(blind_game=True), human_game_players(), seed=seed)
        qtbot.waitUntil(lambda m=model: m.game.to_act == 0 or m.game.phase is not Phase.AUCTION, timeout=5000)
        if model.hand_hidden():
            return model
    raise AssertionError("no seed lets the human bid blind")


def test_a_blind_bid_cannot_be_taken_back_once_the_hand_is_up(make_model, qtbot):
    model = _hand_face_down(make_model, qtbot)
    assert model.submit(next(a for a in model.legal() if isinstance(a, Blind)))
    qtbot.waitUntil(lambda: model.game.to_act == 0 or model.game.phase is Phase.DEAL, timeout=5000)
    assert not model.hand_hidden() and not model.can_undo() and model.undo() is False


def test_nothing_to_undo_is_said(make_model, qtbot):
    model = make_model()
    model.new_game(RuleSet(), human_game_players(), seed=7)
    qtbot.waitUntil(lambda: model.game.to_act == 0, timeout=5000)      # the human's first word
    assert not model.can_undo() and "Nothing to undo" in (model.undo_refusal() or "")


# ------------------------------------------------------------------ Continue from here --
def test_continue_from_before_cards_seen_in_the_game_being_played_is_refused(make_model, qtbot):
    from thousand_qt.engine.record import RecordError
    from thousand_qt.model.review_session import ReviewSession

    model = _at_the_give(make_model, qtbot)           # the talon seen after the human's bid
    session = ReviewSession(model.record())
    session.end()
    assert model.continuation_refusal(session.continuation()) is None     # where the game stands
    session.go_to(session.cursor.deal_start(len(session.cursor.deals) - 1))
    refusal = model.continuation_refusal(session.continuation())
    assert refusal and "seen cards of this deal" in refusal
    before = model.record().dumps()
    try:
        model.continue_from(session.continuation())
    except RecordError as err:
        assert str(err) == refusal
    else:
        raise AssertionError("a free peek was played on")
    assert model.record().dumps() == before
    other = ReviewSession(load_record(RECORDS / "classic.thousand"))     # another game: nothing seen of it
    other.go_to(3)
    assert model.continuation_refusal(other.continuation()) is None


def test_a_deal_before_may_be_continued_from_its_end_only(make_model, qtbot):
    from thousand_qt.model.review_session import ReviewSession

    model = make_model()
    model.new_game(RuleSet(), human_game_players(), seed=7)
    bid_to_the_give(model, qtbot)
    while len(model.game.deal_records) < 2:           # the first deal played out
        qtbot.waitUntil(lambda: model.game.to_act == 0 or model.game.phase is Phase.DEAL, timeout=5000)
        if model.game.phase is Phase.DEAL:
            model.next_deal()
        else:
            assert model.submit(next(a for a in model.legal() if isinstance(a, (Give, Contract, Play))))
    session = ReviewSession(model.record())
    session.go_to(session.cursor.deal_start(1) - 1)   # the first deal's end
    assert session.position.deal == 0 and model.continuation_refusal(session.continuation()) is None
    session.go_to(3)                                  # inside the first deal, its cards seen since
    assert model.continuation_refusal(session.continuation())


# ------------------------------------------------------------------ the hint --
class _SeenViews:
    """A player factory whose players note every view they are given (and pass or play first)."""

    def __init__(self) -> None:
        self.views: list[object] = []

    def make(self, level: str, seed: int):
        from .helpers import PassingPlayer

        seen = self.views

        class Noting(PassingPlayer):
            def choose(self, view):
                seen.append(view)
                return super().choose(view)

        return Noting(level, seed)


def test_the_hint_is_judged_on_the_humans_view_only(make_model, qtbot):
    seen = _SeenViews()
    model = make_model()
    model.new_game(RuleSet(), human_game_players(), seed=7)
    bid_to_the_give(model, qtbot)
    model.player_factory = seen.make
    with qtbot.waitSignal(model.hintReady, timeout=5000):
        assert model.request_hint()
    view = seen.views[-1]
    assert view == model.view() and view.seat == 0        # nothing but what the human's seat sees
    others = {c for seat, hand in enumerate(model.game.deal.hands) if seat != 0 for c in hand}
    assert not others & (set(view.hand) | set(view.played_cards) | set(view.talon or ()))


def test_no_hint_while_the_hand_lies_face_down(make_model, qtbot):
    model = _hand_face_down(make_model, qtbot)
    assert not model.can_hint() and model.request_hint() is False
    model.look_at_hand()
    assert model.can_hint()
