"""The review of the game being played offers no free peek: Continue from here is off (and says
why) at a position before cards the human has seen since; where the game stands it is on. The
way to the human's last card goes at the instant speed, the rest at the speed the test names."""

from __future__ import annotations

from .helpers import play_out_the_deal, to_the_last_card


def test_continue_is_off_before_the_cards_seen_since(any_speed_window, qtbot):
    win = any_speed_window
    to_the_last_card(win, qtbot)               # the talon taken: its cards seen
    play_out_the_deal(win, qtbot)              # the review shows the deals over, never the one in play
    win.menu_actions["review"].trigger()
    review = win.review
    assert review.active
    button = review.panel.continue_button
    review.session.end()
    assert button.isEnabled()
    on = button.grab().toImage()
    review.session.go_to(review.session.cursor.deal_start(len(review.session.cursor.deals) - 1))
    assert not button.isEnabled() and "seen cards of this deal" in button.toolTip()
    assert button.grab().toImage() != on           # and it looks off: the felt greys a button that is off
    review.leave()
