"""The arena: two computer levels compared in duplicate deals, or in full games to 1000.

    python -m thousand_qt.measure.ai.arena --a strong --b normal --deals 400 --seed 1
    python -m thousand_qt.measure.ai.arena --a strong --b normal --games 200 --preset classic
    python -m thousand_qt.measure.ai.arena --a strong --b normal --deals 100 --oracle   # the limit
    python -m thousand_qt.measure.ai.arena --a normal --b easy --deals 400 --game stock  # two players, a stock
    python -m thousand_qt.measure.ai.arena --deals 200 --rule barrel_scoring=collect   # under changed rules
    python -m thousand_qt.measure.ai.arena --calibrate 150 --b normal   # and --levels, --rollouts: see measures

``oracle`` (arena only) sees every card: see :mod:`oracle`.

Duplicate: every deal is played in each seating of the two levels on the three seats (the
AAB and ABB patterns, each rotated over the seats) with the same cards, from a fresh score
sheet; a level's score of a deal is the mean score change of its seats over the six seatings.
``--game stock`` plays the two-player game with a stock: each deal in both seatings, a level's
score being its deal points.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import time
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from multiprocessing import Pool
from typing import TypedDict, TypeVar

from thousand_qt.ai.driver import play_deal, play_game
from thousand_qt.ai.levels import LEVELS
from thousand_qt.ai.player import SampleCount
from thousand_qt.engine import PRESETS, Game, Phase, RuleError
from thousand_qt.engine.cards import Card, shuffled_deck
from thousand_qt.engine.stock import deal_stock

from . import measures
from .arena_pairs import load_scores, paired_report, save_scores
from .arena_rules import ArenaRules, parse_rules
from .intervals import bootstrap_ci, percentile, wilson
from .oracle import ORACLE, make_arena_player

LATENCY_TITLE = "CPU time per decision (of the deciding thread), and fallbacks of the search:"
SEATINGS = ("AAB", "ABA", "BAA", "ABB", "BAB", "BBA")
# the seatings of a duplicate deal by the number of players: both levels on every deal, each
# seat A as often as B (four players: every way to put two A and two B on the seats)
SEATINGS_BY_PLAYERS = {2: ("AB", "BA"), 3: SEATINGS, 4: ("AABB", "ABBA", "BBAA", "BAAB", "ABAB", "BABA")}

# (level A, level B, rules, seed, deal or game number[, players[, two-player game]]): one task
Task = (tuple[str, str, ArenaRules, int, int] | tuple[str, str, ArenaRules, int, int, int]
        | tuple[str, str, ArenaRules, int, int, int, str])
T = TypeVar("T")
R = TypeVar("R")


def deal_seed(seed: int, k: int) -> int:
    """The shuffle of deal (or game) ``k`` of a run with ``seed``: the same cards on any machine."""
    return random.Random(f"arena-{seed}-{k}").getrandbits(48)


def run_duplicate_deal(args: Task) -> dict[str, LevelTally]:
    """Play deal ``k`` in every seating (six with three players); per-level totals of score, contracts, latencies."""
    a, b, table, seed, k = args[:5]
    n = args[5] if len(args) > 5 else 3
    game_kind = args[6] if len(args) > 6 else "talons"
    rules = table.rules(game_kind)
    dealer = k % n
    # the game with talons deals from the seed itself (talons of three, the cut); the stock's
    # deal is the arena's own, the first hands of the shuffle
    stock = hands = None
    talons: list[list[Card]] | None = None
    if n == 2 and game_kind == "stock":
        hands, stock = deal_stock(shuffled_deck(deal_seed(seed, k)))
        talons = []
    out: dict[str, LevelTally] = {lv: {"score": 0.0, "seats": 0, "decl": 0, "made": 0, "conceded": 0, "contract": 0,
                "bolts": 0, "lat": [], "fallbacks": Counter(), "contracts": [], "sampled": []} for lv in ("A", "B")}
    for si, seating in enumerate(SEATINGS_BY_PLAYERS[n]):
        g = Game(rules, n, dealer)
        table.start(g, dealer)
        players = [make_arena_player(a if ch == "A" else b, seed * 1000 + k * 10 + si, g) for ch in seating]
        play_deal(g, players, seed=deal_seed(seed, k), hands=hands, talons=talons, stock=stock)
        r = g.results[-1]
        bid = g.deal.bid if g.deal is not None else None
        forced = g.deal is not None and not any(kind in ("bid", "blind") for _s, kind, _a in g.deal.auction_log)
        for seat, ch in enumerate(seating):
            o = out[ch]
            o["seats"] += 1
            o["score"] += r.change[seat]
            o["lat"] += players[seat].latencies
            o["fallbacks"].update(players[seat].fallbacks)
            o["sampled"] += players[seat].sample_counts
            if r.redeal:
                continue
            o["bolts"] += r.bolt_seats.count(seat)
            if r.declarer == seat:
                o["contracts"].append(ContractLine(forced, bid or 0, r.contract or 0, bool(r.made),
                                                   r.conceded, r.change[seat]))
                o["decl"] += 1
                o["contract"] += r.contract or 0
                if r.conceded:
                    o["conceded"] += 1
                elif r.made:
                    o["made"] += 1
    for o in out.values():
        o["score"] /= max(1, o["seats"])
    return out


def run_full_game(args: Task) -> GameTally:
    """One game to 1000: level A on seat ``g % 3``, level B on the other two seats."""
    a, b, table, seed, gi = args[:5]
    seat_a = gi % 3
    game = Game(table.rules(), 3, (gi // 3) % 3)
    players = [make_arena_player(a if s == seat_a else b, seed * 7919 + gi * 10 + s, game) for s in range(3)]
    play_game(game, players, seed=deal_seed(seed, gi))
    lat_a = players[seat_a].latencies
    lat_b = [x for s in range(3) if s != seat_a for x in players[s].latencies]
    fb_b: Counter[str] = Counter()
    for s in range(3):
        if s != seat_a:
            fb_b.update(players[s].fallbacks)
    return {"winner_is_a": game.winner == seat_a, "finished": game.finished,
            "deals": len(game.results), "lat": {"A": lat_a, "B": lat_b},
            "fallbacks": {"A": Counter(players[seat_a].fallbacks), "B": fb_b}}


@dataclass(frozen=True)
class ContractLine:
    """One declarer's deal: forced (on the obligatory opening, nobody bid) or bid by choice."""

    forced: bool
    bid: int
    contract: int
    made: bool
    conceded: bool
    score: int


class LevelTally(TypedDict):
    """One level's totals over the seatings of a duplicate deal (``score`` is the mean per seat)."""

    score: float
    seats: int
    decl: int
    made: int
    conceded: int
    contract: int
    bolts: int
    lat: list[float]
    fallbacks: Counter[str]
    contracts: list[ContractLine]
    sampled: list[SampleCount]


class GameTally(TypedDict):
    """One full game: did level A win, and the latencies and fallbacks per level ("A", "B")."""

    winner_is_a: bool
    finished: bool
    deals: int
    lat: dict[str, list[float]]
    fallbacks: dict[str, Counter[str]]


RAISES = ((0, 0), (5, 15), (20, 35), (40, 1000))


def contract_report(lines: list[ContractLine], rng: random.Random) -> list[str]:
    """Make-rates of contracts bid by choice and of forced hundreds, and by the raise after the talon."""
    out: list[str] = []
    for label, group in (("bid by choice", [x for x in lines if not x.forced]),
                         ("forced hundred", [x for x in lines if x.forced])):
        played = [x for x in group if not x.conceded]
        made = sum(x.made for x in played)
        lo, hi = wilson(made, len(played))
        conc = len(group) - len(played)
        clo, chi = wilson(conc, len(group))
        scores = [float(x.score) for x in group]
        slo, shi = bootstrap_ci(scores, rng)
        out.append(f"      {label:14s} {len(group):5d} deals: made {made}/{len(played)} = "
                   f"{(made / len(played) if played else math.nan):.3f} [{lo:.3f}, {hi:.3f}], conceded "
                   f"{conc} = {(conc / len(group) if group else math.nan):.3f} [{clo:.3f}, {chi:.3f}], "
                   f"declarer score {(sum(scores) / len(scores) if scores else math.nan):.1f} [{slo:.1f}, {shi:.1f}]")
    for a, b in RAISES:
        played = [x for x in lines if not x.conceded and a <= x.contract - x.bid <= b]
        made = sum(x.made for x in played)
        lo, hi = wilson(made, len(played))
        span = f"+{a}" if a == b else (f"+{a}..{b}" if b < 1000 else f"+{a} or more")
        out.append(f"      raise {span:12s} played {len(played):5d}: made "
                   f"{(made / len(played) if played else math.nan):.3f} [{lo:.3f}, {hi:.3f}]")
    return out


def _map(fn: Callable[[T], R], tasks: Sequence[T], jobs: int, label: str,
         summary: Callable[[list[R]], str] | None = None) -> list[R]:
    start = time.time()
    results: list[R] = []
    pool = Pool(jobs) if jobs > 1 else None
    it: Iterator[R] = pool.imap(fn, tasks) if pool else map(fn, tasks)
    for i, res in enumerate(it, 1):
        results.append(res)
        if i % max(1, len(tasks) // 50) == 0 or i == len(tasks):
            extra = f"  {summary(results)}" if summary else ""
            print(f"[{label}] {i}/{len(tasks)} in {time.time() - start:.0f}s{extra}", file=sys.stderr, flush=True)
    if pool:
        pool.close()
        pool.join()
    return results


def _latency_line(name: str, lat: list[float], fallbacks: Counter[str]) -> str:
    kinds = ", ".join(f"{k} {v}" for k, v in sorted(fallbacks.items())) or "none"
    return (f"  {name:7s} decisions {len(lat):7d}  p50 {percentile(lat, .5) * 1000:7.1f} ms  "
            f"p99 {percentile(lat, .99) * 1000:7.1f} ms  max {max(lat, default=0) * 1000:7.1f} ms  "
            f"fallbacks {sum(fallbacks.values())} ({kinds})")


def _sampled_lines(name: str, counts: list[SampleCount]) -> list[str]:
    """Per simulated decision kind: how many decisions searched how many samples, and had how
    many of them cut off by the node budget (count x value, the most frequent first)."""
    lines = []
    for what in sorted({c.what for c in counts}):
        group = [c for c in counts if c.what == what]
        for label, values in (("samples", [c.samples for c in group]), ("cut off", [c.cut for c in group])):
            tally = ", ".join(f"{v}: {n}" for v, n in sorted(Counter(values).items()))
            lines.append(f"  {name:7s} {what:8s} {len(group):6d} decisions, {label} per decision "
                         f"(mean {sum(values) / len(values):.1f}) {tally}")
    return lines


def _sum_counters(counters: Iterable[Counter[str]]) -> Counter[str]:
    total: Counter[str] = Counter()
    for c in counters:
        total.update(c)
    return total


def duplicate(opts: argparse.Namespace) -> None:
    tasks: list[Task] = [(opts.a, opts.b, opts.table, opts.seed, k) if opts.players == 3
                         else (opts.a, opts.b, opts.table, opts.seed, k, opts.players, opts.game)
                         for k in range(opts.deals)]
    res = _map(run_duplicate_deal, tasks, opts.jobs, "duplicate",
               lambda rs: f"A-B so far {sum(r['A']['score'] - r['B']['score'] for r in rs) / len(rs):.2f}")
    rng = random.Random(opts.seed)
    game = ", with a stock" if opts.game == "stock" else ""
    print(f"duplicate: A={opts.a} vs B={opts.b}, {opts.table}, {opts.players} players{game}, "
          f"{len(res)} deals x {len(SEATINGS_BY_PLAYERS[opts.players])} seatings, seed {opts.seed}")
    diff = [r["A"]["score"] - r["B"]["score"] for r in res]
    for ch, lv in (("A", opts.a), ("B", opts.b)):
        vals = [r[ch]["score"] for r in res]
        lo, hi = bootstrap_ci(vals, rng)
        decl = sum(r[ch]["decl"] for r in res)
        made = sum(r[ch]["made"] for r in res)
        conc = sum(r[ch]["conceded"] for r in res)
        played = decl - conc
        contract = sum(r[ch]["contract"] for r in res)
        bolts = sum(r[ch]["bolts"] for r in res)
        seats = sum(r[ch]["seats"] for r in res)
        mlo, mhi = wilson(made, played)
        print(f"  {ch} {lv:7s} mean score/deal {sum(vals) / len(vals):7.2f}  95% CI [{lo:.2f}, {hi:.2f}]")
        if opts.game == "stock":
            continue
        print(f"      declarer {decl} times, made {made}/{played} played = "
              f"{(made / played if played else math.nan):.3f} [{mlo:.3f}, {mhi:.3f}], conceded {conc}, "
              f"avg contract {(contract / decl if decl else math.nan):.1f}, bolts/seat-deal {bolts / seats:.3f}")
        if opts.game == "stock":
            continue   # no auction, no contracts
        for line in contract_report([x for r in res for x in r[ch]["contracts"]], rng):
            print(line)
    lo, hi = bootstrap_ci(diff, rng)
    print(f"  A - B per deal {sum(diff) / len(diff):7.2f}  95% CI [{lo:.2f}, {hi:.2f}]")
    if opts.scores:
        save_scores(opts.scores, diff)
    if opts.paired_with:
        print(paired_report(diff, load_scores(opts.paired_with), bootstrap_ci, rng))
    print(LATENCY_TITLE)
    for ch, lv in (("A", opts.a), ("B", opts.b)):
        print(_latency_line(lv, [x for r in res for x in r[ch]["lat"]], _sum_counters(r[ch]["fallbacks"] for r in res)))
    sampled = [line for ch, lv in (("A", opts.a), ("B", opts.b))
               for line in _sampled_lines(lv, [c for r in res for c in r[ch]["sampled"]])]
    if sampled:
        print("Samples of the simulated decisions (value: decisions):")
        print("\n".join(sampled))


def limit(opts: argparse.Namespace) -> None:
    """A against B and the oracle against B on the same duplicate deals; the ratio of the edges."""
    tasks: list[Task] = [(opts.a, opts.b, opts.table, opts.seed, k) for k in range(opts.deals)]
    tasks += [(ORACLE, opts.b, opts.table, opts.seed, k) for k in range(opts.deals)]
    res = _map(run_duplicate_deal, tasks, opts.jobs, "limit")
    n = opts.deals
    edge = [r["A"]["score"] - r["B"]["score"] for r in res[:n]]
    oracle = [r["A"]["score"] - r["B"]["score"] for r in res[n:]]
    rng = random.Random(opts.seed)
    print(f"limit: {opts.a} and the open-hands oracle, each against {opts.b}, {opts.table}, "
          f"the same {n} deals x 6 seatings, seed {opts.seed}")
    for name, vals in ((opts.a, edge), (ORACLE, oracle)):
        lo, hi = bootstrap_ci(vals, rng)
        print(f"  {name} - {opts.b} per deal {sum(vals) / n:7.2f}  95% CI [{lo:.2f}, {hi:.2f}]")
    ratios = []
    for _ in range(2000):
        pick = [rng.randrange(n) for _ in range(n)]
        den = sum(oracle[i] for i in pick)
        if den > 0:
            ratios.append(sum(edge[i] for i in pick) / den)
    ratios.sort()
    total = sum(oracle)
    ratio = sum(edge) / total if total > 0 else math.nan
    lo, hi = (ratios[int(0.025 * len(ratios))], ratios[int(0.975 * len(ratios)) - 1]) if ratios else (math.nan,) * 2
    print(f"  ratio ({opts.a}'s edge as a share of the oracle's) {ratio:.3f}  95% CI [{lo:.3f}, {hi:.3f}]")
    print(f"  contracts of {opts.a} (against {opts.b}):")
    for line in contract_report([x for r in res[:n] for x in r["A"]["contracts"]], rng):
        print(line)
    print(LATENCY_TITLE)
    print(_latency_line(opts.a, [x for r in res[:n] for x in r["A"]["lat"]],
                        _sum_counters(r["A"]["fallbacks"] for r in res[:n])))


def games(opts: argparse.Namespace) -> None:
    tasks: list[Task] = [(opts.a, opts.b, opts.table, opts.seed, gi) for gi in range(opts.games)]
    res = _map(run_full_game, tasks, opts.jobs, "games",
               lambda rs: f"A wins so far {sum(r['winner_is_a'] for r in rs)}/{len(rs)}")
    wins = sum(r["winner_is_a"] for r in res)
    lo, hi = wilson(wins, len(res))
    print(f"full games: 1 x {opts.a} vs 2 x {opts.b}, {opts.table}, {len(res)} games, seed {opts.seed}")
    print(f"  {opts.a} wins {wins}/{len(res)} = {wins / len(res):.3f}  95% CI [{lo:.3f}, {hi:.3f}] "
          f"(1/3 = even)")
    blo, bhi = wilson(len(res) - wins, 2 * len(res))
    print(f"  each {opts.b} wins {(len(res) - wins) / (2 * len(res)):.3f}  95% CI [{blo:.3f}, {bhi:.3f}]")
    print(f"  deals per game {sum(r['deals'] for r in res) / len(res):.1f}, unfinished "
          f"{sum(not r['finished'] for r in res)}")
    print(LATENCY_TITLE)
    for ch, lv in (("A", opts.a), ("B", opts.b)):
        print(_latency_line(lv, [x for r in res for x in r["lat"][ch]], _sum_counters(r["fallbacks"][ch] for r in res)))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="thousand-qt arena", description=__doc__.split("\n")[0])
    ap.add_argument("--a", default="strong", choices=(*LEVELS, ORACLE))
    ap.add_argument("--b", default="normal", choices=(*LEVELS, ORACLE))
    ap.add_argument("--deals", type=int, default=100, help="duplicate deals (each in 6 seatings)")
    ap.add_argument("--games", type=int, default=0, help="play N full games instead (1 A vs 2 B)")
    ap.add_argument("--preset", default="classic", choices=sorted(PRESETS))
    ap.add_argument("--rule", action="append", default=[], metavar="KEY=VALUE",
                    help="change a rule over the preset (repeatable), e.g. --rule barrel_scoring=collect; "
                         "duplicate deals, full games and --oracle")
    ap.add_argument("--barrel", action="store_true",
                    help="duplicate deals: the seat after the dealer starts every deal on the barrel")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--players", type=int, default=3, choices=(2, 3, 4),
                    help="duplicate deals with 2, 3 or 4 players (3 for --games and --oracle)")
    ap.add_argument("--game", default="talons", choices=("talons", "stock"),
                    help="two players: the game with two talons, or with a stock (sets --players 2)")
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--scores", metavar="FILE", help="duplicate deals: write each deal's A - B to FILE")
    ap.add_argument("--paired-with", metavar="FILE",
                    help="duplicate deals: compare with an earlier run's --scores on the same deals")
    ap.add_argument("--blind", action="store_true",
                    help="full games with blind_game on: a normal player who bids blind when it pays "
                         "against two who always look (--games sets how many, one process)")
    ap.add_argument("--oracle", action="store_true",
                    help="also play the open-hands oracle against B on the same deals: "
                         "A's edge as a share of the oracle's")
    ap.add_argument("--calibrate", type=int, default=0, metavar="N",
                    help="measure the open-hands discount on N deals instead (strong declarers, B defending)")
    ap.add_argument("--levels", type=int, default=0, metavar="N",
                    help="play each contract level around strong's choice out on N deals (B defending)")
    ap.add_argument("--rollouts", type=int, default=0, metavar="N",
                    help="play bid and pass out at strong's auction decisions in N deals (two B opponents)")
    opts = ap.parse_args(argv)
    if opts.game == "stock":
        if opts.oracle or opts.games or opts.calibrate or opts.levels or opts.rollouts:
            ap.error("--game stock is for duplicate deals only")
        opts.players = 2
    if opts.players != 3 and (opts.oracle or opts.games):
        ap.error("--players 2 or 4 is for duplicate deals only")
    if opts.barrel and (opts.games or opts.oracle or opts.game == "stock" or opts.calibrate
                        or opts.levels or opts.rollouts or opts.blind):
        ap.error("--barrel is for duplicate deals of the game with talons")
    if opts.rule and (opts.calibrate or opts.levels or opts.rollouts or opts.blind):
        ap.error("--rule is for duplicate deals, full games and --oracle")
    try:
        opts.table = parse_rules(opts.preset, opts.rule, opts.barrel)
    except RuleError as err:
        ap.error(str(err))
    if opts.calibrate:
        measures.calibrate(opts, _map)
    elif opts.levels:
        measures.levels(opts, _map)
    elif opts.rollouts:
        measures.rollouts(opts, _map)
    elif opts.blind:
        from .blind_arena import blind_report
        print("\n".join(blind_report(opts.games or 30, opts.seed, bootstrap_ci, wilson)))
    elif opts.oracle:
        limit(opts)
    elif opts.games:
        games(opts)
    else:
        duplicate(opts)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))


# the intervals are public here too (from .intervals): callers import them from arena
__all__ = ["Phase", "bootstrap_ci", "deal_seed", "main", "percentile", "run_duplicate_deal", "run_full_game", "wilson"]
