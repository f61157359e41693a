"""Where a table's connections go when several ``serve`` processes share one address.

A reverse proxy (docs/server.md, "Several processes") sends each connection to a process by the
path of its WebSocket URL: a client that joins or rejoins table ``CODE`` opens
``…/t/CODE`` (:func:`table_url`); one that creates a table opens the bare address, which the
proxy may give to any process. Each process makes codes that begin with its own prefix
(``serve --code-prefix``, :func:`code_prefix`), so the proxy can tell the owner of a table from
the beginning of its code. A single ``serve`` takes every path, so clients always use these.
"""

from __future__ import annotations

import secrets
from urllib.parse import urlsplit, urlunsplit

from .protocol import CODE_ALPHABET, CODE_LENGTH

__all__ = ["TABLE_PATH", "MAX_PREFIX", "code_prefix", "new_code", "table_url"]

#: The path of a table's connections, before its code.
TABLE_PATH = "/t/"
#: At most this many of a code's characters are a process's prefix (the rest stays random).
MAX_PREFIX = 2


def table_url(base: str, code: str) -> str:
    """The URL a client opens for table ``code`` on the server at ``base`` (``ws://host:port``,
    perhaps with a path where a proxy serves it): ``ws://host:port/t/CODE``."""
    parts = urlsplit(base)
    path = parts.path.rstrip("/")
    if TABLE_PATH in path + "/":   # already a table's URL: the code replaces the old one
        path = path[:(path + "/").rindex(TABLE_PATH)]
    return urlunsplit((parts.scheme, parts.netloc, f"{path}{TABLE_PATH}{code}", "", ""))


def code_prefix(text: str) -> str:
    """``text`` as a prefix of table codes (upper case); raises :class:`ValueError` unless it is
    at most :data:`MAX_PREFIX` characters of the codes' alphabet."""
    prefix = text.strip().upper()
    if len(prefix) > MAX_PREFIX or any(c not in CODE_ALPHABET for c in prefix):
        raise ValueError(f"a code prefix is at most {MAX_PREFIX} of the characters {CODE_ALPHABET}, not {text!r}")
    return prefix


def new_code(prefix: str = "") -> str:
    """A random table code that begins with ``prefix``."""
    return prefix + "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH - len(prefix)))
