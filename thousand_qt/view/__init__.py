"""The game window: the table scene, card items and renderer, panels, dialogs and menus."""
