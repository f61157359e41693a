"""Network play in the user's language: the host's refusals, the end of a table, the seats'
troubles and the table phrases, each by the protocol's stable code (docs/network-protocol.md).

The host's own sentences are English; a client shows these instead, and the host's sentence
only for a code it does not know (a newer host). Context "NetPlay".
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication

from thousand_qt.engine.reasons import ReasonCode
from thousand_qt.net.protocol import PHRASES

from ..messages import reason_sentence

translate = QCoreApplication.translate

__all__ = ["failure_text", "creation_refused_text", "refusal_text", "ended_text", "seat_text", "clock_text",
           "limit_texts", "phrase_text", "phrase_labels"]


def failure_text(code: str, detail: str, *, server: bool = False) -> str:
    """Why connecting to a table or taking a seat failed (``code`` as :class:`NetLink` says;
    ``server``: the window was creating its table on a ``thousand-qt serve`` process)."""
    if code.startswith("create:"):
        return creation_refused_text(code.removeprefix("create:"), detail)
    if server and code == "unreachable":
        return translate("NetPlay", "Cannot reach the server: nobody answers at that address and port, "
                         "or a firewall is in the way. Is thousand-qt serve running there?")
    if server and code == "version":
        return translate("NetPlay", "The server runs another version of Thousand: a table can be created "
                         "there only by the same version. The server says: {0}").format(detail)
    texts = {
        "unreachable": translate("NetPlay", "Cannot reach the host: nobody answers at that address and port, "
                                 "or a firewall is in the way."),
        "version": translate("NetPlay", "The host runs another version of Thousand: both need the same version "
                             "to play together."),
        "no_table": translate("NetPlay", "There is no table with that code at this host: check the code."),
        "table_full": translate("NetPlay", "That table is full (or its game has begun): no seat is free."),
        "seat_taken": translate("NetPlay", "That seat is taken."),
        "bad_token": translate("NetPlay", "The table no longer has your seat: its game has ended or the host "
                               "started it afresh."),
        "server_full": translate("NetPlay", "The host holds as many tables as it can; try later."),
        "too_many_tables": translate("NetPlay", "The host holds as many tables as it can; try later."),
        "bad_rules": translate("NetPlay", "The host does not accept these rules."),
        "bad_field": translate("NetPlay", "The host refused the request: {0}").format(detail),
        **limit_texts(),
    }
    return texts.get(code, translate("NetPlay", "The host refused: {0}").format(detail))


def limit_texts() -> dict[str, str]:
    """The refusals of a server's limits (docs/server.md), by their codes."""
    return {
        "too_many_connections": translate("NetPlay", "Too many connections come from your address at once; "
                                          "close some of them and try again."),
        "origin_refused": translate("NetPlay", "The host takes no connections from this web page."),
        "address_tables": translate("NetPlay", "Your address already holds as many tables as the host allows; "
                                    "finish or leave one of them first."),
        "too_many_guesses": translate("NetPlay", "Too many wrong table codes came from your address; "
                                      "wait a minute and try again."),
        "too_many_listings": translate("NetPlay", "Your address asked for the list of tables too often; "
                                       "wait a few seconds and press Refresh again."),
        "byte_limited": translate("NetPlay", "Too much at once: the host takes only so much text a second. "
                                  "Wait a moment."),
        "handshake_timeout": translate("NetPlay", "The host waited too long for this program to greet it."),
    }


def creation_refused_text(code: str, message: str) -> str:
    """The server refused to create the table: why, in the user's language where the code is
    known, and always the server's own sentence."""
    reasons = {
        "server_full": translate("NetPlay", "It holds as many tables as it can; try later."),
        "too_many_tables": translate("NetPlay", "This connection has created as many tables as it may."),
        "bad_rules": translate("NetPlay", "It does not accept these rules."),
        "address_tables": limit_texts()["address_tables"],
    }
    parts = [translate("NetPlay", "The server refused to create the table.")]
    if code in reasons:
        parts.append(reasons[code])
    parts.append(translate("NetPlay", "The server says: {0}").format(message or code))
    return " ".join(parts)


def refusal_text(code: str, message: str, reason: object = None, values: object = None) -> str:
    """A refused request (an action, ready, a chat line) for the status line."""
    if code == "illegal" and isinstance(reason, str) and isinstance(values, Mapping):
        try:
            return reason_sentence(ReasonCode(reason), {str(k): str(v) for k, v in values.items()})
        except (ValueError, KeyError):
            pass
    texts = {
        "stale": translate("NetPlay", "The game moved on before your move arrived; it was not played."),
        "not_your_seat": translate("NetPlay", "That is not your move."),
        "waiting": translate("NetPlay", "The first card waits until every player offered a redeal has answered."),
        "not_offered": translate("NetPlay", "No redeal is offered to you now."),
        "not_started": translate("NetPlay", "The game has not started yet."),
        "already_started": translate("NetPlay", "The game has already started."),
        "rate_limited": translate("NetPlay", "Too fast: the host takes a few messages a second."),
        "bad_action": translate("NetPlay", "That is not a valid move."),
        "bad_field": translate("NetPlay", "The host refused the message: only plain text of one line."),
        "byte_limited": limit_texts()["byte_limited"],
    }
    return texts.get(code, translate("NetPlay", "The host refused: {0}").format(message))


def ended_text(reason: str) -> str:
    """Why the table ended (``lost``: this program lost the host, no message came)."""
    texts = {
        "game_over": translate("NetPlay", "The game is over."),
        "server_stopped": translate("NetPlay", "The host closed the table. The game so far is kept: "
                                    "Game ▸ Save as… saves it, Game ▸ Review shows it."),
        "abandoned": translate("NetPlay", "Every person left the table; it has ended."),
        "expired": translate("NetPlay", "The table was not started in time; it has ended."),
        "lost": translate("NetPlay", "The connection to the host is lost and could not be opened again; "
                          "the table cannot go on here."),
        "left": translate("NetPlay", "You left the table."),
    }
    return texts.get(reason, translate("NetPlay", "The table has ended."))


def clock_text() -> str:
    """This seat sat on its turn past the table's turn clock."""
    return translate("NetPlay", "Your time for the move ran out: a computer player plays for you until "
                     "you make a move.")


def seat_text(name: str, status: str, seconds: int | None = None) -> str:
    """Another seat's trouble: dropped, played by a computer meanwhile, back, gone."""
    if status == "reconnecting":
        return translate("NetPlay", "{0} lost the connection; the table waits up to {1} s.").format(name, seconds or 0)
    if status == "computer":
        return translate("NetPlay", "A computer player plays for {0} until they come back.").format(name)
    if status == "returned":
        return translate("NetPlay", "{0} is back.").format(name)
    return translate("NetPlay", "{0} left the table.").format(name)


def phrase_labels() -> dict[str, str]:
    """Each table phrase of the protocol in the user's language."""
    labels = {
        "hello": translate("NetPlay", "Hello!"),
        "good_luck": translate("NetPlay", "Good luck!"),
        "well_played": translate("NetPlay", "Well played!"),
        "thanks": translate("NetPlay", "Thanks!"),
        "sorry": translate("NetPlay", "Sorry!"),
        "oops": translate("NetPlay", "Oops!"),
        "hurry_up": translate("NetPlay", "Your move, please."),
        "bye": translate("NetPlay", "Bye!"),
    }
    assert set(labels) == set(PHRASES)
    return labels


def phrase_text(phrase: str) -> str:
    """A phrase another player said (one unknown to this version: as it came)."""
    return phrase_labels().get(phrase, phrase)
