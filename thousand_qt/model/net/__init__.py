"""A seat at a network table in the window, the Qt side of :mod:`thousand_qt.net`: the client
on its own thread (:mod:`.link`), the seat's model (:mod:`.seat`, :mod:`.seat_face`), the table
the window hosts (:mod:`.host`, :mod:`.autosave`), the tickets to rejoin a seat (:mod:`.tickets`)
and this computer's addresses to tell friends (:mod:`.addresses`).
"""
