"""The game window's real dialogs: New game, Preferences and their pages, Host and Join a table,
Statistics, the deal's summary and the game's end, Help and the rules."""
