"""PyInstaller's entry script for the bundle: the same as ``thousand-qt`` (thousand_qt.cli:main)."""

import multiprocessing
import sys

from thousand_qt.cli import main

if __name__ == "__main__":
    multiprocessing.freeze_support()  # harmless if no process is ever started
    sys.exit(main())
