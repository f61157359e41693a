"""The table's sounds, made from a few sine tones and a little noise (pure Python, no Qt).

Each cue is a short mono 16-bit WAV at :data:`RATE` Hz, its loudest sample at :data:`PEAK` of
full scale (a modest volume, about −12 dBFS). Made from numbers, not recorded: the bundle
carries no sound files and no audio library (README, "Size and start-up time"); the same cue
is the same bytes every time (the noise is seeded).
"""

from __future__ import annotations

import io
import math
import random
import wave
from array import array
from collections.abc import Callable, Sequence

#: Made again under a new name when the sounds change.
VERSION = 1
RATE = 22050
PEAK = 0.25
#: The cues and what they are for.
CUES = ("deal", "card", "trick", "marriage", "auction", "won", "lost")

Signal = list[float]


def _silence(seconds: float) -> Signal:
    return [0.0] * int(RATE * seconds)


def _tone(freq: float, seconds: float, decay: float) -> Signal:
    """A sine at ``freq`` Hz with a soft start and an exponential fall (``decay`` per second)."""
    n = int(RATE * seconds)
    attack = max(1, int(RATE * 0.004))
    return [math.sin(2 * math.pi * freq * i / RATE) * math.exp(-decay * i / RATE) * min(1.0, i / attack)
            for i in range(n)]


def _noise(seconds: float, decay: float, seed: int, smooth: int = 3) -> Signal:
    """Seeded noise, softened by a running mean over ``smooth`` samples, falling off."""
    rng = random.Random(seed)
    raw = [rng.uniform(-1.0, 1.0) for _ in range(int(RATE * seconds) + smooth)]
    return [sum(raw[i:i + smooth]) / smooth * math.exp(-decay * i / RATE) for i in range(len(raw) - smooth)]


def _mix(*parts: Signal) -> Signal:
    out = [0.0] * max(len(p) for p in parts)
    for part in parts:
        for i, value in enumerate(part):
            out[i] += value
    return out


def _chain(*parts: Signal) -> Signal:
    return [value for part in parts for value in part]


def _notes(freqs: Sequence[float], step: float, ring: float) -> Signal:
    """Notes one after another, each ``step`` s after the last and ringing ``ring`` s."""
    out: Signal = []
    for k, freq in enumerate(freqs):
        start = int(RATE * step * k)
        note = _mix(_tone(freq, ring, 7.0), [0.3 * v for v in _tone(2 * freq, ring, 12.0)])
        out.extend([0.0] * (start + len(note) - len(out)))
        for i, value in enumerate(note):
            out[start + i] += value
    return out


_MAKERS: dict[str, Callable[[], Signal]] = {
    # a riffle: a run of soft card flicks
    "deal": lambda: _chain(*(_chain(_noise(0.018, 160.0, seed), _silence(0.022)) for seed in range(8))),
    # one card laid down: a short flick with a low knock
    "card": lambda: _mix(_noise(0.05, 90.0, 11), [0.5 * v for v in _tone(180.0, 0.05, 60.0)]),
    # the trick gathered: a longer, softer sweep
    "trick": lambda: _noise(0.16, 22.0, 23, smooth=9),
    # a marriage: two notes together, a fifth apart
    "marriage": lambda: _notes((659.3, 987.8), 0.09, 0.45),
    # the auction's end: one bell
    "auction": lambda: _notes((523.3,), 0.0, 0.35),
    "won": lambda: _notes((523.3, 659.3, 784.0, 1046.5), 0.11, 0.5),
    "lost": lambda: _notes((392.0, 329.6, 261.6), 0.16, 0.55),
}


def wav_bytes(cue: str) -> bytes:
    """The WAV file of ``cue`` (one of :data:`CUES`)."""
    signal = _MAKERS[cue]()
    loudest = max(1e-9, max(abs(v) for v in signal))
    fade = int(RATE * 0.005)       # no click at the end
    samples = array("h", (int(32767 * PEAK * v / loudest * min(1.0, (len(signal) - i) / fade))
                          for i, v in enumerate(signal)))
    out = io.BytesIO()
    with wave.open(out, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(samples.tobytes() if samples.itemsize == 2 else b"")
    return out.getvalue()
