"""Panels laid over the table and the dialogs of the game window."""
