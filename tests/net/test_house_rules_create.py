"""``create`` takes the house rules of docs/rules.md ("Scoring house rules of the seeds") through
the engine's schema: a table is made with them, and a bad value is refused with the typed
``bad_rules`` (on 127.0.0.1)."""

from __future__ import annotations

from pathlib import Path

from thousand_qt.net.client import Refused, TableClient

from .helpers import SEED_RULES, run, seats, serving, url

BAD = ({"bolt_when": "never"}, {"bolt_each_penalty": 7}, {"golden_bolts": 2}, {"declarer_scores": "cards"},
       {"free_concessions": "always"}, {"bank": -1}, {"two_player_talons": 3}, {"second_talon_card": "yes"},
       {"cut_shown_to": "cutter"}, {"redeal_when": "after_lead"}, {"redeal_nines_on_hundred": 3},
       {"blind_rule": "first"}, {"opening": "free"}, {"barrel_bidding": "open"}, {"marriage_trump": "keep"},
       {"marriage_moment": True}, {"barrel_scoring": "points"}, {"concede_opponent_points": "dash"})


def test_create_takes_the_seed_rules_and_refuses_a_bad_value(tmp_path: Path) -> None:
    async def main() -> tuple[dict[str, object], list[str]]:
        async with serving(tmp_path) as server:
            client = await TableClient.connect(url(server))
            code = await client.create(players=3, seats=seats("hcc"), rules=SEED_RULES)
            made = server.tables[code].table.rules.to_dict(only_changed=True)
            refused = []
            for bad in BAD:
                try:
                    await client.create(players=3, seats=seats("hcc"), rules=bad)
                except Refused as refusal:
                    refused.append(refusal.code)
            await client.close()
        return made, refused

    made, refused = run(main())
    assert made == SEED_RULES
    assert refused == ["bad_rules"] * len(BAD)
