"""Measuring the computer players: the arena and the measures of its --measure option, the
solver benchmark. Pure Python, no Qt (the arena runs in worker processes)."""
