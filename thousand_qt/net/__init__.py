"""Network play: a table on a host, people and computer players at it, over WebSocket.

Pure Python and the ``websockets`` library, no Qt, so that the server runs headless.
``protocol`` (the messages and their checks), ``wire`` (a seat's view and the events as JSON),
``table`` (the authoritative game and its seats), ``host`` and ``connection`` (a table and a
client at work on the host), ``server`` (many tables), ``client`` (the library a bot or the
window uses), ``bot`` (a computer player through the client), ``serve_cli`` (``thousand-qt
serve``), ``bench`` (``thousand-qt bench net``). The protocol is docs/network-protocol.md.
"""
