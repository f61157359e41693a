"""Help ▸ Rules: the rules of the game being played, with its house rules' values.

Every sentence that depends on a house rule is built from the :class:`RuleSet` of the
current game, so a table playing to a barrel at 900 with bids in tens reads 900 and 10 here,
not the classic numbers.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject

from ...engine import RuleSet, is_stock_game

#: ``translate("Context", "literal")``: the form ``pyside6-lupdate`` extracts.
translate = QCoreApplication.translate


def _section(title: str, sentences: list[str]) -> str:
    return f"<h3>{title}</h3><p>{' '.join(s for s in sentences if s)}</p>"


class RulesHelp(QObject):
    """The rules' sentences with a count in them (Qt's plural forms need a ``self.tr``)."""

    def players(self, n: int) -> str:
        return self.tr("This game has %n player(s).", None, n)

    def weak_hand(self, below: int, nines: int) -> str:
        return self.tr("A weak hand (under %n point(s), or at least {0} nines) may ask for a redeal.", None,
                       below).format(nines)


def _deal(rules: RuleSet, n_players: int) -> list[str]:
    out = [translate("RulesHelp", "Thousand (Тысяча) is played with 24 cards, 9 to ace. "
                                  "Card points: A 11, 10 10, K 4, Q 3, J 2, 9 0."),
           RulesHelp().players(n_players)]
    if n_players == 3:
        out.append(translate("RulesHelp", "Each player gets 7 cards; 3 go to the talon (прикуп)."))
    elif n_players == 2 and rules.talons_of_three(n_players):
        out.append(translate("RulesHelp", "Each player gets 9 cards; two closed talons of 3 cards."))
    elif n_players == 2:
        out.append(translate("RulesHelp", "Each player gets 10 cards; two closed talons of 2 cards."))
    else:
        out.append(translate("RulesHelp", "The dealer sits the deal out and gets the talon's points; "
                                          "the others get 7 cards each."))
    if rules.redeal:
        out.append(RulesHelp().weak_hand(rules.redeal_hand_below, rules.redeal_nines))
        if rules.redeal_jacks:
            out.append(translate("RulesHelp", "Four jacks in a hand, or three in the talon, also give the right "
                                              "to a redeal."))
        if rules.redeal_nines_on_hundred:
            out.append(translate("RulesHelp", "The player on the hundred may ask for it with three nines."))
        if rules.redeal_when == "before_lead" and n_players != 2:
            out.append(translate("RulesHelp", "The hand redeal is asked by an opponent on their 8 cards after "
                                              "the contract, before the first lead; never in the auction, never "
                                              "by the declarer."))
    return out + _cut(rules)


def _cut(rules: RuleSet) -> list[str]:
    """The cut's line, where the rules cut (the game with a stock too)."""
    if not rules.cut:
        return []
    out = [translate("RulesHelp", "Before each deal the player before the dealer cuts: the bottom card, "
                                  "shown to all, is the dealer's. A nine is cut again, a jack goes into "
                                  "the middle; the third nine costs the cutter 120.")]
    if rules.cut_shown_to == "dealer":
        out.append(translate("RulesHelp", "Only the dealer sees the card that becomes theirs (nines and jacks are "
                                          "shown to all); the others see it when the deal is over."))
    return out


def _marriages(rules: RuleSet) -> list[str]:
    m = rules.marriage_values
    out = [translate("RulesHelp", "Marriages (марьяж, K+Q of a suit): ♥ {0}, ♦ {1}, ♣ {2}, ♠ {3}.")
           .format(m.H, m.D, m.C, m.S)]
    if rules.ace_marriage:
        out.append(translate("RulesHelp", "All four aces are a marriage worth 200."))
    return out


def _trump_lead(rules: RuleSet) -> list[str]:
    if rules.trump_lead != "declarer_only":
        return []
    return [translate("RulesHelp", "Only a player who declared a marriage in this deal may lead a trump, "
                                   "unless they hold nothing but trumps.")]


def _auction(rules: RuleSet) -> list[str]:
    out = [_opening(rules)]
    if rules.bid_limit_by_marriages:
        out.append(translate("RulesHelp", "Nobody may bid above 120 plus the marriages in their hand."))
    out += _marriages(rules)
    out += _blind(rules)
    if rules.minus_bid_threshold is not None:
        out.append(translate("RulesHelp", "A player whose total is below {0} passes without a word.")
                   .format(rules.minus_bid_threshold))
    return out


def _blind(rules: RuleSet) -> list[str]:
    """Who may bid blind (``blind_game``, ``blind_rule``)."""
    if not rules.blind_game:
        return []
    if rules.blind_rule == "first_120":
        return [translate("RulesHelp", "The first speaker may bid exactly 120 blind, before looking at the cards; "
                                       "won blind, the contract stays 120 and the deal counts double.")]
    if rules.blind_rule == "anyone":
        return [translate("RulesHelp", "Anyone who has neither bid nor passed openly in this deal may bid blind, "
                                       "from 120 up, again after their own blind bid; the deal counts double "
                                       "when the last raise was blind.")]
    return [translate("RulesHelp", "The first speaker may bid 120 blind; that deal counts double.")]


def _opening(rules: RuleSet) -> str:
    """Who opens the auction (``opening``) and how it goes on."""
    if rules.opening == "hundred":
        return translate("RulesHelp", "The player after the dealer opens at {0}; the others raise in steps of {1} "
                                      "or pass. No bid goes above {2}.").format(rules.min_bid, rules.bid_step,
                                                                                rules.max_bid)
    if rules.opening == "free_dealer":
        everybody = translate("RulesHelp", "If everybody passes, the dealer plays {0}.").format(rules.min_bid)
    else:
        everybody = translate("RulesHelp", "If everybody passes, the same dealer deals again.")
    return translate("RulesHelp", "Nobody is on the hundred: the player after the dealer speaks first, and each "
                                  "in turn bids from {0} in steps of {1}, or passes. No bid goes above {2}. {3}"
                     ).format(rules.min_bid, rules.bid_step, rules.max_bid, everybody)


def _talon(rules: RuleSet, n_players: int) -> list[str]:
    if n_players == 2 and rules.talons_of_three(n_players):
        out = [translate("RulesHelp", "The winner of the auction opens one talon, adds it to the hand and lays "
                                      "three cards face down in its place.")]
    elif n_players == 2:
        out = [translate("RulesHelp", "The winner of the auction opens one talon, adds it to the hand and lays "
                                      "two cards face down in its place.")]
    else:
        out = [translate("RulesHelp", "The winner of the auction takes the talon and gives one card to each "
                                      "opponent.")]
    if rules.hidden_talon_on_hundred and rules.opening == "hundred":   # nobody on the hundred: always shown
        out.append(translate("RulesHelp", "If the opening bid wins without a raise, the talon stays hidden."))
    if rules.raise_after_talon:
        out.append(translate("RulesHelp", "Then the declarer fixes the contract, at least the bid."))
    else:
        out.append(translate("RulesHelp", "The contract is the bid: it cannot be raised after the talon."))
    if rules.concede:
        cost = (translate("RulesHelp", "loses the bid") if rules.concede_penalty == "bid"
                else translate("RulesHelp", "gets a bolt"))
        gain = (translate("RulesHelp", "half the bid") if rules.concede_opponent_points == "half"
                else translate("RulesHelp", "60"))
        if rules.concede_opponent_points == "bolt":
            out.append(translate("RulesHelp", "Before the first lead the declarer may write the deal off "
                                              "(списать): the declarer {0}, each opponent scores nothing and "
                                              "gets a bolt (a dash).").format(cost))
        else:
            out.append(translate("RulesHelp", "Before the first lead the declarer may concede (роспись): the "
                                              "declarer {0}, each opponent scores {1}.").format(cost, gain))
        if rules.free_concessions == "all":
            out.append(translate("RulesHelp", "Every concession is free for the declarer."))
        elif rules.free_concessions:
            out.append(translate("RulesHelp", "Free concessions for each player: {0}.")
                       .format(rules.free_concessions))
        if rules.concede_on_barrel == "nobody":
            out.append(translate("RulesHelp", "Nobody may concede while a player sits on the barrel."))
    else:
        out.append(translate("RulesHelp", "Conceding (роспись) is not allowed."))
    return out


def _play(rules: RuleSet) -> list[str]:
    out = [translate("RulesHelp", "Follow suit, else play a trump (козырь), else any card.")]
    if rules.must_overtake:
        out.append(translate("RulesHelp", "Following suit or trumping, you must beat the best card if you can."))
    if rules.marriage_needs_trick:
        out.append(translate("RulesHelp", "Leading the K or Q of a marriage after winning a trick declares it: "
                                          "its value counts and its suit becomes trump."))
    else:
        out.append(translate("RulesHelp", "Leading the K or Q of a marriage declares it, even before winning a "
                                          "trick: its value counts and its suit becomes trump."))
    return out + _marriage_choices(rules) + _trump_lead(rules)


def _marriage_choices(rules: RuleSet) -> list[str]:
    """marriage_moment any_turn and marriage_trump choose (never in the game with a stock)."""
    out = []
    if rules.marriage_moment == "any_turn":
        out.append(translate("RulesHelp", "A player who has won a trick may also declare a marriage on any turn, "
                                          "before their card, following too: its suit is trump at once, for the "
                                          "trick under way as well. One a turn; each marriage once."))
    if rules.marriage_trump == "choose":
        out.append(translate("RulesHelp", "A player declaring a marriage while a trump exists may keep that trump "
                                          "and only score the marriage."))
    return out


def _scoring(rules: RuleSet, n_players: int) -> list[str]:
    if rules.declarer_scores == "points":
        out = [translate("RulesHelp", "The declarer who makes the contract scores the points taken, to the point; "
                                      "a failed contract is lost.")]
    else:
        out = [translate("RulesHelp", "The declarer scores the contract if made, else loses it.")]
    if rules.round_opponents:
        out.append(translate("RulesHelp", "The others score their points rounded to {0}.")
                   .format(rules.round_opponents))
    else:
        out.append(translate("RulesHelp", "The others score their points as they are, not rounded."))
    count = (translate("RulesHelp", "in total") if rules.bolt_count == "total"
             else translate("RulesHelp", "in a row"))
    if rules.bolt_when == "no_points":
        bolt = translate("RulesHelp", "A deal without a point (no trick, or nines only) is a bolt (болт); every "
                                      "third bolt ({0}) costs {1}.")
    elif rules.bolt_when == "under_five":
        bolt = translate("RulesHelp", "A deal of fewer than 5 points is a bolt (болт); every third bolt ({0}) "
                                      "costs {1}.")
    else:
        bolt = translate("RulesHelp", "A deal without a trick is a bolt (болт); every third bolt ({0}) costs {1}.")
    out.append(bolt.format(count, rules.bolt_penalty))
    if rules.bolt_each_penalty:
        out.append(translate("RulesHelp", "Every bolt also costs {0} at once.").format(rules.bolt_each_penalty))
    if rules.samosval:
        out.append(translate("RulesHelp", "A total of exactly 555 or −555 falls to 0 (самосвал)."))
    golden = rules.golden_deals(n_players)
    if golden and rules.golden_round_mode == "forced":
        out.append(translate("RulesHelp", "Golden deals at the start of the game: {0}; they are played at 120 "
                                          "without an auction and count double.").format(golden))
    elif golden:
        out.append(translate("RulesHelp", "Golden deals at the start of the game: {0}; they are played as usual "
                                          "and count double.").format(golden))
    if golden and rules.golden_bolts == "double":
        out.append(translate("RulesHelp", "In a golden deal every bolt counts as two."))
    if golden and rules.golden_round_reset:
        out.append(translate("RulesHelp", "If no golden deal's declarer makes the contract, every total goes "
                                          "back to 0 after them."))
    if n_players == 4 and rules.sitting_out_half_marriage:
        out.append(translate("RulesHelp", "The dealer also scores half a marriage for a lone K or Q of a suit "
                                          "in the talon."))
    if n_players == 2 and rules.second_talon == "last_trick":
        out.append(translate("RulesHelp", "The talon not taken goes to the winner of the last trick: its points "
                                          "count for them."))
        if rules.second_talon_card:
            out.append(translate("RulesHelp", "The first card the declarer lays away goes into that talon and "
                                              "counts with it."))
    out.append(translate("RulesHelp", "The first to reach {0} wins.").format(rules.win_at))
    if rules.minus_thousand_ends:
        out.append(translate("RulesHelp", "The game also ends when someone falls to −1000."))
    if rules.bank:
        out.append(translate("RulesHelp", "At the end the winner takes the bank, {0}, from the player with the "
                                          "lowest total (equal lowest share it).").format(f"{rules.bank:g}"))
    elif rules.stake_per_point:
        out.append(translate("RulesHelp", "At the end, every point is worth {0} in the settlement.")
                   .format(f"{rules.stake_per_point:g}"))
    return out


def _barrel(rules: RuleSet) -> list[str]:
    if rules.barrel_scoring == "collect":
        out = [translate("RulesHelp", "At {0} a player sits on the barrel (бочка) and collects: in every deal "
                                      "they score the card points of their tricks, to the point (their marriages "
                                      "and contract count nothing); reaching {2} wins the game. Deals on the "
                                      "barrel: {1}. They bid and play at most 120.")
               .format(rules.barrel_at, rules.barrel_attempts, rules.win_at),
               translate("RulesHelp", "After the last attempt without a win the total is rounded down to tens "
                                      "and −120 taken (993 → 870).")]
    else:
        out = [translate("RulesHelp", "At {0} a player sits on the barrel (бочка). Deals to make a contract of at "
                                      "least {2}: {1}; making it wins the game.")
               .format(rules.barrel_at, rules.barrel_attempts, rules.barrel_min_contract)]
        if rules.barrel_bidding == "automatic":
            out.append(translate("RulesHelp", "The player on the barrel takes the talon without an auction."))
        elif rules.barrel_bidding == "opens":
            out.append(translate("RulesHelp", "The player on the barrel has bid {0} before anyone speaks, in place of "
                                              "the hundred; they speak again only when outbid.")
                       .format(rules.barrel_min_contract))
        if rules.barrel_failure == "free":
            out.append(translate("RulesHelp", "A failed contract on the barrel costs nothing; the attempt is used."))
        out.append(translate("RulesHelp", "After the last attempt without a win the player falls off with −120."))
    if rules.barrel_falls_reset:
        out.append(translate("RulesHelp", "The third fall resets the total to 0."))
    out.append(translate("RulesHelp", "If another player reaches the barrel, the one on it falls off with −120."))
    if rules.barrel_collision == "all_fall":
        out.append(translate("RulesHelp", "If several reach it after the same deal, all of them fall off."))
    else:
        out.append(translate("RulesHelp", "If several reach it after the same deal, the highest stays on it "
                                          "and the others fall off."))
    if rules.barrel_freezes_opponents:
        out.append(translate("RulesHelp", "In a barrel deal the other players score neither points nor bolts."))
    return out


def _stock_sections(rules: RuleSet) -> str:
    """The two-player game with a stock (Тысяча на двоих)."""
    deal = [translate("RulesHelp", "Thousand (Тысяча) is played with 24 cards, 9 to ace. "
                                   "Card points: A 11, 10 10, K 4, Q 3, J 2, 9 0."),
            translate("RulesHelp", "Two players with a stock: each gets 6 cards, the other 12 lie face down as "
                                   "the stock. There is no auction, talon or contract."), *_cut(rules)]
    play = [translate("RulesHelp", "The dealer's opponent leads first. Follow suit, else play a trump (козырь), "
                                   "else any card, from the first trick on."),
            translate("RulesHelp", "After each trick, while the stock lasts, the winner draws its top card, "
                                   "then the other player: both hold 6 again. 12 tricks in all."),
            translate("RulesHelp", "Leading the K or Q of a marriage declares it on any lead, the first "
                                   "included: its value counts and its suit becomes trump."),
            *_marriages(rules), *_trump_lead(rules)]
    if rules.must_overtake:
        play.append(translate("RulesHelp", "Following suit or trumping, you must beat the best card if you can."))
    scoring = [translate("RulesHelp", "Each player's card points and marriages go to their total; no rounding, "
                                      "bolts, samosval or barrel."),
               translate("RulesHelp", "The first to reach {0} after a deal wins; if both do, the higher total; "
                                      "if the totals are equal, the game goes on.").format(rules.win_at)]
    return "".join([_section(translate("RulesHelp", "Deal"), deal), _section(translate("RulesHelp", "Play"), play),
                    _section(translate("RulesHelp", "Scoring"), scoring)])


def rules_html(rules: RuleSet, n_players: int = 3) -> str:
    """The rules of a game with these ``rules`` and ``n_players``, as rich text."""
    if is_stock_game(rules, n_players):
        return _stock_sections(rules)
    return "".join([
        _section(translate("RulesHelp", "Deal"), _deal(rules, n_players)),
        _section(translate("RulesHelp", "Auction"), _auction(rules)),
        _section(translate("RulesHelp", "Talon and contract"), _talon(rules, n_players)),
        _section(translate("RulesHelp", "Play"), _play(rules)),
        _section(translate("RulesHelp", "Scoring"), _scoring(rules, n_players)),
        _section(translate("RulesHelp", "Barrel"), _barrel(rules)),
    ])
