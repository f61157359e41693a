"""What the packaging tests share: a missing tool or build product skips a test, or fails it
where CI sets the variable that says it must be there."""

from __future__ import annotations

import os
from pathlib import Path
from typing import NoReturn

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"


def missing(message: str, variable: str) -> NoReturn:
    """Skip with ``message``; fail instead where ``variable`` is 1 (CI, which provides the thing)."""
    if os.environ.get(variable) == "1":
        pytest.fail(f"{message} ({variable}=1 requires it)")
    pytest.skip(message)
