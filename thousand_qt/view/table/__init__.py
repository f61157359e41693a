"""The table: the scene and its layout, the card items and the deck that draws them, the human's
input, the animations that turn model events into moving cards, the trick hold, the seats' plates
and the training aids drawn on the felt."""
