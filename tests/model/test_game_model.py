"""GameModel: the human's actions and errors, the animation gate, hints, signals, shutdown
(saving and loading: test_game_model_files.py; undo and stale answers: test_game_model_undo.py)."""

from __future__ import annotations

import pytest

from thousand_qt.engine import RuleSet
from thousand_qt.engine.actions import parse_action

from .helpers import drive_until, first_computer_seed, human_game_players, human_step, in_play_turn


# --------------------------------------------------------------------------- basics ---------
def test_new_game_emits_started_and_deals(make_model, qtbot):
    model = make_model()
    with qtbot.waitSignals([model.gameStarted, model.dealStarted, model.stateChanged], timeout=2000):
        model.new_game(RuleSet(), human_game_players(), seed=3)
    rec = model.record()
    assert rec.extras["seed"] == 3 and rec.extras["app_version"] and "T" in rec.extras["created"]
    assert len(model.view().hand) == 7
    assert model.players[0].name == "Вы" and model.human_seat == 0


def test_human_turn_signal_and_legal_actions(human_model):
    view = human_model.view()
    assert view.to_act == 0
    legal = human_model.legal_actions()
    assert legal and all(a.startswith("0 ") for a in legal)
    assert set(legal) == {str(a) for a in view.legal_actions}


def test_illegal_submit_emits_error_and_changes_nothing(human_model, qtbot):
    before_view, before_record = human_model.view(), human_model.record().to_json()
    lowest = min(int(a.split()[2]) for a in human_model.legal_actions() if a.split()[1] == "bid")
    with qtbot.waitSignal(human_model.errorMessage, timeout=1000) as blocker:
        assert human_model.submit(parse_action("0 bid 7")) is False
    assert blocker.args[0] == human_model.why_illegal("0 bid 7")
    assert str(lowest) in blocker.args[0]                 # it says what the least bid is
    with qtbot.waitSignal(human_model.errorMessage, timeout=1000):
        assert human_model.submit(parse_action("1 pass")) is False         # not the human's seat
    with qtbot.waitSignal(human_model.errorMessage, timeout=1000):
        assert human_model.submit("gibberish") is False      # a text is no action (read it with parse_action)
    assert human_model.view() == before_view
    assert human_model.record().to_json() == before_record
    assert human_model.why_illegal("0 bid 7") is not None
    assert human_model.why_illegal(human_model.legal_actions()[-1]) is None


def test_illegal_card_reason_is_a_sentence(human_model, qtbot):
    model = human_model
    drive_until(model, qtbot, lambda: in_play_turn(model) and model.view().trick)
    view = model.view()
    legal = {str(a) for a in view.legal_actions}
    bad = [f"0 play {c}" for c in view.hand if f"0 play {c}" not in legal]
    assert bad, "the position must hold a card that may not be played"
    reason = model.why_illegal(bad[0])
    assert reason and reason.startswith("You must")


def test_a_text_is_judged_without_its_seat_but_never_submitted(human_model, qtbot):
    action = human_model.legal_actions()[-1]          # "0 pass"
    assert human_model.why_illegal(action.split(" ", 1)[1]) is None     # "pass" is the human's
    with qtbot.waitSignal(human_model.errorMessage, timeout=1000):
        assert human_model.submit(action) is False    # submit takes the engine's value only
    assert human_model.submit(parse_action(action))
    assert parse_action(action) in human_model.record().deals[-1].actions


# --------------------------------------------------------------------------- gate, hint ----
def test_animation_gate_holds_computer_moves(make_model, qtbot):
    model = make_model()
    model.set_animation_gate(True)
    model.new_game(RuleSet(), human_game_players(), seed=first_computer_seed())
    qtbot.wait(50)
    assert not model.is_thinking and model.game.to_act != 0
    with qtbot.waitSignal(model.thinking, timeout=1000):
        model.animations_finished()
    model.set_animation_gate(False)
    qtbot.waitUntil(lambda: model.game.to_act == 0, timeout=5000)


def test_hint(human_model, qtbot):
    with qtbot.waitSignal(human_model.hintReady, timeout=5000) as blocker:
        assert human_model.request_hint()
    assert str(blocker.args[0]) in human_model.legal_actions()


def test_signals_hide_what_the_human_may_not_see(make_model, qtbot):
    model = make_model()
    given, talons = [], []
    model.cardsGiven.connect(lambda d, pairs: given.append((d, pairs)))
    model.talonShown.connect(lambda d, cards, public: talons.append((d, cards, public)))
    model.new_game(RuleSet(), human_game_players(), seed=7)
    drive_until(model, qtbot, lambda: in_play_turn(model))
    assert given and talons
    declarer, pairs = given[-1]
    for seat, card in pairs:
        assert (card is not None) == (declarer == 0 or seat == 0)
    d, cards, public = talons[-1]
    assert bool(cards) == (public or d == 0)


def test_the_human_turn_and_the_played_cards_carry_the_engines_types(make_model, qtbot):
    from thousand_qt.engine import Card, Phase

    model = make_model()
    played = []
    model.cardPlayed.connect(lambda seat, card: played.append(card))
    with qtbot.waitSignal(model.humanTurn, timeout=5000) as turn:
        model.new_game(RuleSet(), human_game_players(), seed=7)
    assert isinstance(turn.args[0], Phase) and turn.args[0] is model.view().phase
    drive_until(model, qtbot, lambda: bool(played))
    assert all(isinstance(card, Card) for card in played)


def test_event_signals(make_model, qtbot):
    from thousand_qt.engine import Card, Suit
    from thousand_qt.engine import events as ev

    model = make_model()
    got = []
    model.barrelChanged.connect(lambda s, how: got.append(("barrel", s, how)))
    model.marriageDeclared.connect(lambda s, suit, v: got.append(("marriage", s, suit, v)))
    model.trumpChanged.connect(lambda suit: got.append(("trump", suit)))
    model.trickTaken.connect(lambda w, pairs, pts: got.append(("trick", w, pairs, pts)))
    model.gameOver.connect(lambda w, totals, settle: got.append(("over", w, totals, settle)))
    ah, th = Card.parse("AH"), Card.parse("TH")
    model._emit_events([ev.BarrelLeft(1, "knocked", 120), ev.BarrelMounted(2),
                        ev.MarriageDeclared(0, Suit.HEARTS, 100), ev.MarriageDeclared(0, None, 200),
                        ev.TrumpChanged(Suit.HEARTS), ev.TrickTaken(2, ((0, ah), (1, th)), 21),
                        ev.GameOver(2, (100, 200, 1000), ())])
    assert got == [("barrel", -1, "knocked"), ("barrel", 2, "mounted"), ("marriage", 0, Suit.HEARTS, 100),
                   ("marriage", 0, None, 200), ("trump", Suit.HEARTS), ("trick", 2, [(0, ah), (1, th)], 21),
                   ("over", 2, [100, 200, 1000], [])]


class RedealingPlayer:
    """Asks for a redeal whenever it may (in turn or not); otherwise passes or plays on."""

    def __init__(self, level: str = "easy", seed: int = 0) -> None:
        pass

    def choose(self, view):
        legal = list(view.legal_actions)
        wanted = [a for a in legal if str(a).endswith(" redeal")]
        if wanted or view.to_act != view.seat:
            return wanted[0] if wanted else None
        return next((a for a in legal if str(a).endswith(" pass")), legal[0])


def test_a_computer_seat_out_of_turn_may_ask_for_a_redeal(make_model):
    from thousand_qt.engine import Game, Phase

    for seed in range(1, 400):
        model = make_model(player_factory=RedealingPlayer)
        model.new_game(RuleSet(), human_game_players(), seed=seed)
        first = model.game.deal_records[0]
        # replay the first deal's cards: was a computer seat that is not to act eligible?
        probe = Game(RuleSet(), 3, first.dealer)
        probe.start_deal(first.hands, first.talons)
        eligible = [s for s in (1, 2) if s != probe.to_act and probe.legal_actions(s)]
        if eligible and probe.phase is Phase.AUCTION:
            assert model.game.results and model.game.results[0].redeal
            assert [str(a) for a in first.actions] == [f"{eligible[0]} redeal"]
            return
    pytest.fail("no deal with a computer seat out of turn holding a redeal hand")


def test_hint_says_why(make_model, qtbot):
    from thousand_qt.ai import Reason, make_player
    from thousand_qt.model.hint_reasons import hint_reason_text

    model = make_model(player_factory=lambda level, seed: make_player("normal", seed))
    model.new_game(RuleSet(), human_game_players(), seed=7)
    qtbot.waitUntil(lambda: model.game.to_act == 0, timeout=5000)
    with qtbot.waitSignal(model.hintReady, timeout=5000) as blocker:
        assert model.request_hint()
    action, reason = blocker.args
    assert str(action) in model.legal_actions()
    assert isinstance(reason, Reason) and hint_reason_text(reason)


@pytest.mark.parametrize("junk", [None, 5, 10**5000, 1.5, [], ["0 pass"], {"seat": 0}, b"0 pass", object()],
                         ids=lambda v: type(v).__name__)
def test_a_value_that_is_not_an_action_is_refused_with_a_reason(human_model, qtbot, junk):
    before = human_model.record().to_json()
    reason = human_model.why_illegal(junk)
    assert reason and "\n" not in reason
    with qtbot.waitSignal(human_model.errorMessage, timeout=1000):
        assert human_model.submit(junk) is False
    assert human_model.record().to_json() == before


def test_a_shut_down_model_moves_nobody_and_writes_no_autosave(human_model, qtbot):
    """After shutdown a late action (a window's event after quitting began) neither starts a
    computer seat nor touches the autosave; a new game starts it again."""
    human_model.autosave_enabled = True
    human_step(human_model)
    qtbot.waitUntil(lambda: human_model.game.to_act == 0, timeout=5000)
    human_model.shutdown(2000)
    path = human_model.autosave_path()
    saved = path.read_bytes()
    human_step(human_model)                       # the next seat is a computer
    qtbot.wait(50)
    assert human_model.game.to_act == 1 and not human_model.is_thinking
    assert path.read_bytes() == saved
    human_model.new_game(RuleSet(), human_game_players(), seed=8)
    qtbot.waitUntil(lambda: human_model.game.to_act == 0, timeout=5000)
    assert path.read_bytes() != saved
