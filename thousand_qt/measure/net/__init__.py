"""Measuring network play over the loopback (``bench net``): pure Python, no Qt."""
