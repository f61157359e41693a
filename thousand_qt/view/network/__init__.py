"""Network play in the window: hosting and joining a table, the network table's window and its
dock; the protocol, server and client are :mod:`thousand_qt.net` (no Qt)."""
