"""The redeal offered to the person after the contract (docs/rules.md: ``redeal_when``
``before_lead``): an opponent whose 8 cards allow it asks for it out of turn, while the declarer
is to lead. The table waits for the answer: the redeal, or "play on" (the offer declined for
that deal). Both models keep one :class:`RedealOffer`."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ..ai.driver import Chooser
from ..engine import Phase, SeatView
from ..engine.actions import Action, Redeal


class RedealOffer:
    """Whether the person's redeal after the contract is open and not declined."""

    def __init__(self) -> None:
        self._declined: int | None = None     # the deal number the offer was declined in

    def offered(self, view: SeatView, legal: Sequence[Action]) -> Redeal | None:
        """The person's redeal (out of turn, before the first lead) on offer now, if any."""
        if view.phase is not Phase.PLAY or view.to_act == view.seat or self._declined == view.deal_number:
            return None
        return next((a for a in legal if isinstance(a, Redeal)), None)

    def advise(self, adviser: Chooser, view: SeatView, legal: Sequence[Action],
               answer: Callable[[Redeal | None, None], None]) -> bool:
        """The hint on the offer: ``answer`` gets the redeal if ``adviser`` would ask, else None
        (play on); True."""
        offer = self.offered(view, legal)
        choice = adviser.choose(view)
        answer(offer if offer is not None and str(choice) == str(offer) else None, None)
        return True

    def decline(self, view: SeatView) -> None:
        """The person plays on: the offer of this deal is not made again."""
        self._declined = view.deal_number


__all__ = ["RedealOffer"]
