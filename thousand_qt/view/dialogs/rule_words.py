"""What the rules are called in the program: each rule key's short name, one-sentence explanation,
group and source seed, and the names of its values (``RULE_SCHEMA`` says which values a key takes;
this module only names them). Used by the Preferences page, the Host and New game dialogs and
the statistics."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

#: ``translate("Context", "literal")``: the form ``pyside6-lupdate`` extracts.
translate = QCoreApplication.translate


def rule_groups() -> list[tuple[str, list[tuple[str, str]]]]:
    """(group title, [(rule key, explanation)]) in the page's order. The values each key takes
    are the engine's (``RULE_SCHEMA``); the page only names them (:func:`value_label`)."""
    return [
        (translate("RulesPage", "Auction"), [
            ("min_bid", translate("RulesPage", "The obligatory opening bid of the player on the hundred.")),
            ("opening", translate("RulesPage", "Who opens: the player on the hundred, or nobody (a pass allowed to "
                                               "all); if all pass, a redeal or the dealer plays.")),
            ("bid_step", translate("RulesPage", "Every raise is a multiple of this step.")),
            ("bid_limit_by_marriages", translate("RulesPage", "No bid above 120 plus the marriages in your hand.")),
            ("max_bid", translate("RulesPage", "The absolute ceiling of a bid.")),
            ("minus_bid_threshold", translate("RulesPage", "A player below this total passes automatically.")),
            ("blind_game", translate("RulesPage", "Blind bids, made before looking at the cards (who may: the next "
                                                  "row); a deal won blind scores double.")),
            ("blind_rule", translate("RulesPage", "Who may bid blind: the first speaker; the first speaker at exactly "
                                                  "120, the contract kept; or anyone before their first bid or pass.")),
        ]),
        (translate("RulesPage", "Talon"), [
            ("hidden_talon_on_hundred", translate("RulesPage", "The talon stays hidden when the hundred wins without "
                                                               "a raise.")),
            ("raise_after_talon", translate("RulesPage", "The declarer may raise the contract after the talon.")),
            ("redeal", translate("RulesPage", "A weak hand (few points, nines) or talon may be redealt.")),
            ("redeal_hand_below",
             translate("RulesPage", "A hand of fewer card points than this may ask for a redeal.")),
            ("redeal_nines", translate("RulesPage", "A hand with this many nines may ask for a redeal.")),
            ("redeal_jacks",
             translate("RulesPage", "Four jacks in a hand, or three in the talon, allow a redeal too.")),
            ("redeal_when", translate("RulesPage", "The hand redeal is asked before the first bid, or by an opponent "
                                                   "on their 8 cards after the contract, before the first lead.")),
            ("redeal_nines_on_hundred",
             translate("RulesPage", "The player on the hundred may also ask for a redeal with three nines.")),
            ("cut", translate("RulesPage", "The deck is cut before each deal; the bottom card goes to the dealer, a "
                                           "third nine costs 120.")),
            ("cut_shown_to", translate("RulesPage", "With the cut: the dealer's card is shown to everybody, or to "
                                                    "the dealer alone (nines and jacks to everybody).")),
            ("concede", translate("RulesPage", "The declarer may concede (роспись) before the first lead.")),
            ("concede_penalty", translate("RulesPage", "What conceding costs the declarer.")),
            ("concede_opponent_points",
             translate("RulesPage", "What each opponent scores when the declarer concedes; a dash: nothing and a "
                                    "bolt (the write-off).")),
            ("free_concessions", translate("RulesPage", "The first concessions of each player cost nothing; "
                                                        "always: every one (seeds/000).")),
            ("concede_on_barrel", translate("RulesPage", "Who may concede while a player sits on the barrel.")),
        ]),
        (translate("RulesPage", "Play"), [
            ("must_overtake", translate("RulesPage", "Following suit or trumping, beat the best card if you can.")),
            ("marriage_needs_trick", translate("RulesPage", "A marriage may be declared only after winning a trick.")),
            ("ace_marriage", translate("RulesPage", "All four aces in one hand are worth 200.")),
            ("trump_lead", translate("RulesPage", "Who may lead a trump (a hand of trumps only always may).")),
            ("marriage_trump", translate("RulesPage", "A marriage declared while a trump exists makes its suit "
                                                      "trump, or its player may keep the trump.")),
            ("marriage_moment", translate("RulesPage", "A marriage is declared by leading its K or Q, or also "
                                                       "before any card of a player who has won a trick.")),
        ]),
        (translate("RulesPage", "Scoring"), [
            ("round_opponents", translate("RulesPage", "Opponents' points are rounded to this.")),
            ("bolt_count", translate("RulesPage", "Every third bolt (no trick) costs the penalty.")),
            ("bolt_penalty", translate("RulesPage", "Points lost at the third bolt.")),
            ("bolt_when", translate("RulesPage", "A bolt for taking no trick, for no points at all (nines only), or "
                                                 "for fewer than 5 points.")),
            ("bolt_each_penalty", translate("RulesPage", "Every bolt costs this at once, besides the third bolt's "
                                                         "penalty (0: nothing).")),
            ("golden_bolts", translate("RulesPage", "In a golden deal every bolt counts as one, or as two.")),
            ("declarer_scores", translate("RulesPage", "A made contract scores the contract, or the declarer's "
                                                       "points to the point.")),
            ("samosval", translate("RulesPage", "A total of exactly 555 or −555 falls to 0.")),
            ("minus_thousand_ends", translate("RulesPage", "The game also ends when someone reaches −1000.")),
            ("win_at", translate("RulesPage", "The total that wins the game.")),
            ("sitting_out_half_marriage", translate("RulesPage", "Four players: the dealer scores half a marriage for "
                                                                 "a lone K or Q in the talon.")),
            ("second_talon", translate("RulesPage", "Two players: the talon not taken is out, or counts for the last "
                                                    "trick's winner.")),
            ("second_talon_card", translate("RulesPage", "Two players, the second talon to the last trick: the first "
                                                         "card laid away goes into it.")),
        ]),
        (translate("RulesPage", "Barrel"), [
            ("barrel_at", translate("RulesPage", "The total at which a player sits on the barrel (бочка).")),
            ("barrel_attempts", translate("RulesPage", "Deals on the barrel to make a contract.")),
            ("barrel_min_contract", translate("RulesPage", "The lowest contract on the barrel.")),
            ("barrel_bidding", translate("RulesPage", "How the player on the barrel enters the auction; opens: "
                                                      "their bid stands before anyone speaks.")),
            ("barrel_falls_reset", translate("RulesPage", "Three falls from the barrel reset the total to 0.")),
            ("barrel_collision", translate("RulesPage", "When two reach the barrel at once.")),
            ("barrel_freezes_opponents", translate("RulesPage", "Opponents score nothing in a barrel deal.")),
            ("barrel_failure", translate("RulesPage", "What a failed contract costs the player on the barrel (the "
                                                      "attempt is used).")),
            ("barrel_scoring", translate("RulesPage", "On the barrel: play for a contract, or collect the card points "
                                                      "of your tricks in every deal until the winning total.")),
        ]),
        (translate("RulesPage", "Variants"), [
            ("golden_round", translate("RulesPage", "The first deals are played at 120 without an auction and count "
                                                    "double.")),
            ("golden_round_mode", translate("RulesPage", "How the golden deals are played: forced at 120, or with an "
                                                         "auction.")),
            ("golden_round_reset", translate("RulesPage", "If no golden contract is made, every total goes back to 0 "
                                                          "after the golden deals.")),
            ("stake_per_point", translate("RulesPage", "Money per point in the final settlement (0: none).")),
            ("bank", translate("RulesPage", "At the end the winner takes this from the lowest total, instead of "
                                            "the settlement (0: no bank).")),
            ("two_player_game", translate("RulesPage", "Two players: 10 cards each, an auction and two talons; or 6 "
                                                       "cards each and a stock to draw from.")),
            ("two_player_talons", translate("RulesPage", "Two players with talons: 10 cards each and talons of 2, or "
                                                         "9 each and talons of 3 (three cards laid away).")),
        ]),
    ]


def _word_labels() -> dict[str, dict[str, str]]:
    """The names of the rules' word values (each key's values are the engine's)."""
    return {
        "concede_penalty": {"bid": translate("RulesPage", "lose the bid"), "bolt": translate("RulesPage", "a bolt")},
        "concede_opponent_points": {"half": translate("RulesPage", "half the bid"), "sixty": "60",
                                    "bolt": translate("RulesPage", "a dash (a bolt)")},
        "concede_on_barrel": {"sitter": translate("RulesPage", "all but the barrel player"),
                              "nobody": translate("RulesPage", "nobody")},
        "trump_lead": {"free": translate("RulesPage", "anyone"),
        "declarer_only": translate("RulesPage", "a marriage's declarer")},
        "bolt_count": {"total": translate("RulesPage", "in total"), "consecutive": translate("RulesPage", "in a row")},
        "bolt_when": {"no_trick": translate("RulesPage", "no trick"), "no_points": translate("RulesPage", "no points"),
                      "under_five": translate("RulesPage", "under 5 points")},
        "golden_bolts": {"single": translate("RulesPage", "as one"), "double": translate("RulesPage", "as two")},
        "redeal_when": {"dealt": translate("RulesPage", "before the first bid"),
                        "before_lead": translate("RulesPage", "after the contract")},
        "blind_rule": {"first_speaker": translate("RulesPage", "the first speaker"),
                       "first_120": translate("RulesPage", "the first speaker, 120"),
                       "anyone": translate("RulesPage", "anyone who has not looked")},
        "free_concessions": {"all": translate("RulesPage", "always")},
        "marriage_trump": {"always": translate("RulesPage", "always the new suit"),
                           "choose": translate("RulesPage", "the player chooses")},
        "marriage_moment": {"lead": translate("RulesPage", "on the lead"),
                            "any_turn": translate("RulesPage", "on any turn")},
        "declarer_scores": {"contract": translate("RulesPage", "the contract"),
                            "points": translate("RulesPage", "the points taken")},
        "second_talon": {"out": translate("RulesPage", "out of play"),
        "last_trick": translate("RulesPage", "to the last trick")},
        "barrel_bidding": {"normal": translate("RulesPage", "bids as usual"),
        "automatic": translate("RulesPage", "takes the talon"), "opens": translate("RulesPage", "opens the bidding")},
        "opening": {"hundred": translate("RulesPage", "on the hundred"),
                    "free_redeal": translate("RulesPage", "nobody; all pass: redeal"),
                    "free_dealer": translate("RulesPage", "nobody; all pass: the dealer plays")},
        "barrel_collision": {"all_fall": translate("RulesPage", "all fall"),
        "higher_stays": translate("RulesPage", "the higher stays")},
        "barrel_failure": {"contract": translate("RulesPage", "loses the contract"),
        "free": translate("RulesPage", "loses nothing")},
        "barrel_scoring": {"contract": translate("RulesPage", "a contract"),
                           "collect": translate("RulesPage", "collects points")},
        "golden_round_mode": {"forced": translate("RulesPage", "120, no auction"),
        "doubled": translate("RulesPage", "as usual, doubled")},
        "two_player_game": dict(two_player_games()),
        "two_player_talons": {"two": translate("RulesPage", "two cards each"),
                              "three": translate("RulesPage", "three cards each")},
        "cut_shown_to": {"everybody": translate("RulesPage", "everybody"),
                         "dealer": translate("RulesPage", "the dealer only")},
    }


#: The seed each rule of docs/rules.md ("The seeds' remaining house rules") comes from, shown
#: under its editor (the seeds are the source texts the rules were read from).
RULE_SOURCES: dict[str, str] = {
    "opening": "seeds/003",
    "barrel_bidding": "seeds/004",
    "bolt_when": "seeds/000, seeds/001",
    "bolt_each_penalty": "seeds/003",
    "golden_bolts": "seeds/000",
    "declarer_scores": "seeds/003",
    "redeal_when": "seeds/004, seeds/000",
    "redeal_nines_on_hundred": "seeds/001",
    "blind_rule": "seeds/000, seeds/001",
    "marriage_trump": "seeds/000",
    "marriage_moment": "seeds/001",
    "bank": "seeds/000",
    "two_player_talons": "seeds/001",
    "second_talon_card": "seeds/001",
    "cut_shown_to": "seeds/001",
    "barrel_scoring": "seeds/000",
    "concede_opponent_points": "seeds/000",
}


def value_label(key: str, value: object) -> str:
    """What the editor of rule ``key`` shows for ``value`` (one of the engine's values)."""
    if value is None or value is False:
        return translate("RulesPage", "off")
    if value is True:
        return translate("RulesPage", "one per player")     # the golden round's only true
    if key == "round_opponents" and value == 0:
        return translate("RulesPage", "not rounded")
    if isinstance(value, str):
        return _word_labels()[key][value]
    return str(value).replace("-", "−")


def two_player_games() -> list[tuple[str, str]]:
    """The two-player games (``two_player_game``) and their names."""
    return [("talons", translate("RulesPage", "with talons")), ("stock", translate("RulesPage", "with a stock"))]


def preset_labels() -> dict[str, str]:
    return {"classic": translate("RulesPage", "Classic (Классика)"),
    "online": translate("RulesPage", "Online table (Онлайн-стол)"),
            "polish": translate("RulesPage", "Polish (Польская)"), "custom": translate("RulesPage", "Custom (своя)")}


def rule_label(key: str) -> str:
    """The short name of rule ``key`` its editor shows (the key itself if it has none)."""
    labels = {
        "min_bid": translate("RulesPage", "Opening bid"), "bid_step": translate("RulesPage", "Bid step"),
        "bid_limit_by_marriages": translate("RulesPage", "Ceiling by marriages"),
        "max_bid": translate("RulesPage", "Highest bid"),
        "minus_bid_threshold": translate("RulesPage", "Bidding in the minus"),
        "blind_game": translate("RulesPage", "Blind game"),
        "hidden_talon_on_hundred": translate("RulesPage", "Hidden talon on the hundred"),
        "raise_after_talon": translate("RulesPage", "Raise after the talon"),
        "redeal": translate("RulesPage", "Redeal"),
        "concede": translate("RulesPage", "Concede (роспись)"),
        "concede_penalty": translate("RulesPage", "Concede costs"),
        "concede_opponent_points": translate("RulesPage", "Opponents get"),
        "free_concessions": translate("RulesPage", "Free concessions"),
        "must_overtake": translate("RulesPage", "Must overtake"),
        "marriage_needs_trick": translate("RulesPage", "Marriage needs a trick"),
        "ace_marriage": translate("RulesPage", "Ace marriage"),
        "round_opponents": translate("RulesPage", "Round opponents to"),
        "bolt_count": translate("RulesPage", "Bolts counted"), "bolt_penalty": translate("RulesPage", "Bolt penalty"),
        "samosval": translate("RulesPage", "Samosval (555)"),
        "minus_thousand_ends": translate("RulesPage", "−1000 ends the game"),
        "barrel_at": translate("RulesPage", "Barrel at"), "barrel_attempts": translate("RulesPage", "Barrel attempts"),
        "barrel_min_contract": translate("RulesPage", "Barrel contract"),
        "barrel_bidding": translate("RulesPage", "On the barrel"),
        "barrel_falls_reset": translate("RulesPage", "Three falls reset"),
        "barrel_collision": translate("RulesPage", "Barrel collision"),
        "barrel_freezes_opponents": translate("RulesPage", "Barrel freezes opponents"),
        "golden_round": translate("RulesPage", "Golden round"),
        "stake_per_point": translate("RulesPage", "Stake per point"),
        "two_player_game": translate("RulesPage", "Two players"),
        "win_at": translate("RulesPage", "Winning total"), "redeal_hand_below": translate("RulesPage", "Redeal under"),
        "redeal_nines": translate("RulesPage", "Redeal for nines"),
        "redeal_jacks": translate("RulesPage", "Redeal for jacks"),
        "redeal_when": translate("RulesPage", "Hand redeal"),
        "redeal_nines_on_hundred": translate("RulesPage", "Three nines on the hundred"),
        "cut": translate("RulesPage", "Cut the deck"),
        "concede_on_barrel": translate("RulesPage", "Concede on the barrel"),
        "trump_lead": translate("RulesPage", "Trump lead"),
        "barrel_failure": translate("RulesPage", "Failing on the barrel"),
        "golden_round_mode": translate("RulesPage", "Golden deals"),
        "golden_round_reset": translate("RulesPage", "Golden reset"),
        "sitting_out_half_marriage": translate("RulesPage", "Dealer's half marriage"),
        "second_talon": translate("RulesPage", "Second talon"),
        "opening": translate("RulesPage", "Who opens"),
        "bolt_when": translate("RulesPage", "A bolt for"),
        "bolt_each_penalty": translate("RulesPage", "Penalty per bolt"),
        "golden_bolts": translate("RulesPage", "Golden bolts"),
        "declarer_scores": translate("RulesPage", "Declarer scores"),
        "blind_rule": translate("RulesPage", "Who bids blind"),
        "marriage_trump": translate("RulesPage", "Trump on a new marriage"),
        "marriage_moment": translate("RulesPage", "When a marriage is declared"),
        "bank": translate("RulesPage", "Bank"),
        "two_player_talons": translate("RulesPage", "Two-player talons"),
        "second_talon_card": translate("RulesPage", "A card to the second talon"),
        "cut_shown_to": translate("RulesPage", "Cut card shown to"),
        "barrel_scoring": translate("RulesPage", "Barrel scoring"),
    }
    return labels.get(key, key)
