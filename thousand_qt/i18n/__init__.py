"""Translations: the ``.ts`` sources (made by ``pyside6-lupdate``) and the built ``.qm`` files.

The ``.qm`` files are not committed; ``python -m thousand_qt.i18n.build`` makes them.
"""
