"""The game window: at the top the window, its menus, files and start-up; ``table/`` the felt and
its cards, ``panels/`` what is laid over it, ``review/`` review mode, ``network/`` the network
table's window, ``dialogs/`` the real dialogs."""
