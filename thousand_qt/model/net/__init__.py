"""A seat at a network table in the window, the Qt side of :mod:`thousand_qt.net`: the client
on its own thread (:mod:`.link`), the place at the table (:mod:`.place`) and the game shown
there (:mod:`.seat`, paced by :mod:`.pacer`, its record from :mod:`.table_record`), the table
the window hosts (:mod:`.host`, :mod:`.autosave`), the tickets to rejoin a seat (:mod:`.tickets`)
and this computer's addresses to tell friends (:mod:`.addresses`).
"""
