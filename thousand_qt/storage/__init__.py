"""Files, below every other package: writing atomically (:mod:`.atomic_file`), a lock beside a
file that is read, changed and written back (:mod:`.file_lock`) and reading JSON within bounds
(:mod:`.bounded_json`). Pure Python, no Qt; it imports nothing of the program's.

Its refusals are its own (:class:`~.bounded_json.StorageError`, and ``OSError`` for writing and
locking): the engine turns those of a game record into its ``RecordError``; the statistics, the
settings and the single-instance guard meet them as they are.
"""
