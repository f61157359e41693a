"""The table's sounds: short cues made once as WAV files (:mod:`.synth`), played by what the
system has (:mod:`.player`), at the moments of the game (:mod:`.cues`)."""
