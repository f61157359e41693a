"""Names vulture cannot see used (``make lint`` runs vulture with this file; pyproject.toml's
``[tool.vulture]`` names the paths). Not imported by anything: vulture only reads it, so every
line is an attribute of ``_``, and each says who uses the name.

Pytest fixtures need no line here: ``ignore_decorators`` covers ``@pytest.fixture``.
"""
# never run, only read by vulture: `_` is undefined and each line a bare expression
# ruff: noqa

# Qt calls these overrides of its virtual methods, by name, from C++.
_.eventFilter            # QObject.eventFilter: startup_timing, app, window_fit, trick_hold, human_input, wheel_guard
_.mousePressEvent        # QGraphicsItem mouse handlers: view/table/card_item.py
_.mouseMoveEvent
_.mouseReleaseEvent
_.mouseDoubleClickEvent
_.drawBackground         # QGraphicsScene.drawBackground: view/table/scene.py
_.option                 # QGraphicsItem.paint(painter, option, widget): Qt's signature, the option unused

# configparser calls the hook it is given (tests/packaging/test_desktop_files.py: case-sensitive keys).
_.optionxform

# Keys of TypedDicts read by their string ("winner_is_a"): measure/ai/arena.py's GameTally.
_.winner_is_a

# Event fields sent to network clients: net/wire.py's event_to_wire writes every field of an
# engine event (docs/network-protocol.md, "events").
_.total_before           # engine/events.py Samosval
_.reset_to_zero          # engine/events.py BarrelLeft

# Strings marked for lupdate only (Qt's own file dialog texts our catalogues carry): model/i18n.py.
_.QT_GAPS
