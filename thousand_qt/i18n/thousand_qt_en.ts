<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>DealSummaryDialog</name>
    <message numerus="yes">
        <source>{0} dealt and sat out: the talon&apos;s %n point(s) are theirs, {1} of them for its kings and queens (a marriage, or half one for a lone K or Q).</source>
        <translation>
            <numerusform>{0} dealt and sat out: the talon&apos;s %n point is theirs, {1} of them for its kings and queens (a marriage, or half one for a lone K or Q).</numerusform>
            <numerusform>{0} dealt and sat out: the talon&apos;s %n points are theirs, {1} of them for its kings and queens (a marriage, or half one for a lone K or Q).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} dealt and sat out: the talon&apos;s %n point(s), with the marriage in it ({1}), are theirs.</source>
        <translation>
            <numerusform>{0} dealt and sat out: the talon&apos;s %n point, with the marriage in it ({1}), are theirs.</numerusform>
            <numerusform>{0} dealt and sat out: the talon&apos;s %n points, with the marriage in it ({1}), are theirs.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} dealt and sat out: the talon&apos;s %n point(s) are theirs.</source>
        <translation>
            <numerusform>{0} dealt and sat out: the talon&apos;s %n point is theirs.</numerusform>
            <numerusform>{0} dealt and sat out: the talon&apos;s %n points are theirs.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} bid 120 or more, declared no marriage and took every trick: the %n point(s) of the four cards out of play count too.</source>
        <translation>
            <numerusform>{0} bid 120 or more, declared no marriage and took every trick: the %n point of the four cards out of play count too.</numerusform>
            <numerusform>{0} bid 120 or more, declared no marriage and took every trick: the %n points of the four cards out of play count too.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The talon not taken (%n point(s)) counts for the winner of the last trick.</source>
        <translation>
            <numerusform>The talon not taken (%n point) counts for the winner of the last trick.</numerusform>
            <numerusform>The talon not taken (%n points) counts for the winner of the last trick.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HintReason</name>
    <message numerus="yes">
        <source>with it your contract is made however the other cards lie ({0} of %n deal(s) tried)</source>
        <translation>
            <numerusform>with it your contract is made however the other cards lie ({0} of %n deal tried)</numerusform>
            <numerusform>with it your contract is made however the other cards lie ({0} of %n deals tried)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>with it your contract is made in most ways the other cards may lie ({0} of %n deal(s) tried)</source>
        <translation>
            <numerusform>with it your contract is made in most ways the other cards may lie ({0} of %n deal tried)</numerusform>
            <numerusform>with it your contract is made in most ways the other cards may lie ({0} of %n deals tried)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>with it your contract is made {1} ({0} of %n deal(s) tried)</source>
        <translation>
            <numerusform>with it your contract is made {1} ({0} of %n deal tried)</numerusform>
            <numerusform>with it your contract is made {1} ({0} of %n deals tried)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>your contract is in danger whatever you play: this card gives it the best chance ({0} of %n deal(s) tried)</source>
        <translation>
            <numerusform>your contract is in danger whatever you play: this card gives it the best chance ({0} of %n deal tried)</numerusform>
            <numerusform>your contract is in danger whatever you play: this card gives it the best chance ({0} of %n deals tried)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>with it the declarer&apos;s contract fails however the other cards lie ({0} of %n deal(s) tried)</source>
        <translation>
            <numerusform>with it the declarer&apos;s contract fails however the other cards lie ({0} of %n deal tried)</numerusform>
            <numerusform>with it the declarer&apos;s contract fails however the other cards lie ({0} of %n deals tried)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>with it the declarer&apos;s contract fails in most ways the other cards may lie ({0} of %n deal(s) tried)</source>
        <translation>
            <numerusform>with it the declarer&apos;s contract fails in most ways the other cards may lie ({0} of %n deal tried)</numerusform>
            <numerusform>with it the declarer&apos;s contract fails in most ways the other cards may lie ({0} of %n deals tried)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>with it the declarer&apos;s contract fails {1} ({0} of %n deal(s) tried)</source>
        <translation>
            <numerusform>with it the declarer&apos;s contract fails {1} ({0} of %n deal tried)</numerusform>
            <numerusform>with it the declarer&apos;s contract fails {1} ({0} of %n deals tried)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the declarer&apos;s contract is likely to be made whatever you play: this card gives the best chance to break it ({0} of %n deal(s) tried)</source>
        <translation>
            <numerusform>the declarer&apos;s contract is likely to be made whatever you play: this card gives the best chance to break it ({0} of %n deal tried)</numerusform>
            <numerusform>the declarer&apos;s contract is likely to be made whatever you play: this card gives the best chance to break it ({0} of %n deals tried)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>it takes the trick and its %n point(s)</source>
        <translation>
            <numerusform>it takes the trick and its %n point</numerusform>
            <numerusform>it takes the trick and its %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the trick goes to your side: it adds %n point(s) to it</source>
        <translation>
            <numerusform>the trick goes to your side: it adds %n point to it</numerusform>
            <numerusform>the trick goes to your side: it adds %n points to it</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} is made in {1} of %n sampled deal(s)</source>
        <translation>
            <numerusform>{0} is made in {1} of %n sampled deal</numerusform>
            <numerusform>{0} is made in {1} of %n sampled deals</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} would be made in only {1} of %n sampled deal(s)</source>
        <translation>
            <numerusform>{0} would be made in only {1} of %n sampled deal</numerusform>
            <numerusform>{0} would be made in only {1} of %n sampled deals</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>you are expected to score %n point(s) more than the opponent</source>
        <translation>
            <numerusform>you are expected to score %n point more than the opponent</numerusform>
            <numerusform>you are expected to score %n points more than the opponent</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>you are expected to score %n point(s) fewer than the opponent</source>
        <translation>
            <numerusform>you are expected to score %n point fewer than the opponent</numerusform>
            <numerusform>you are expected to score %n points fewer than the opponent</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>over %n sampled deal(s) from here {0}</source>
        <translation>
            <numerusform>over %n sampled deal from here {0}</numerusform>
            <numerusform>over %n sampled deals from here {0}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LobbyList</name>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n computer(s)</source>
        <translation>
            <numerusform>%n computer</numerusform>
            <numerusform>%n computers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n public table(s) wait for players: choose one and press Join, or double-click it.</source>
        <translation>
            <numerusform>%n public table waits for players: choose it and press Join, or double-click it.</numerusform>
            <numerusform>%n public tables wait for players: choose one and press Join, or double-click it.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NetDock</name>
    <message numerus="yes">
        <source>Your move: %n s left on the clock.</source>
        <translation>
            <numerusform>Your move: %n s left on the clock.</numerusform>
            <numerusform>Your move: %n s left on the clock.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} to move: %n s left on the clock.</source>
        <translation>
            <numerusform>{0} to move: %n s left on the clock.</numerusform>
            <numerusform>{0} to move: %n s left on the clock.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RedealWords</name>
    <message numerus="yes">
        <source>a poor talon: under %n point(s)</source>
        <translation>
            <numerusform>a poor talon: under %n point</numerusform>
            <numerusform>a poor talon: under %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a weak hand: under %n point(s)</source>
        <translation>
            <numerusform>a weak hand: under %n point</numerusform>
            <numerusform>a weak hand: under %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a poor talon (under %n point(s), two nines or three jacks)</source>
        <translation>
            <numerusform>a poor talon (under %n point, two nines or three jacks)</numerusform>
            <numerusform>a poor talon (under %n points, two nines or three jacks)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a poor talon (under %n point(s) or two nines)</source>
        <translation>
            <numerusform>a poor talon (under %n point or two nines)</numerusform>
            <numerusform>a poor talon (under %n points or two nines)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a weak hand (under %n point(s), {0} or four jacks)</source>
        <translation>
            <numerusform>a weak hand (under %n point, {0} or four jacks)</numerusform>
            <numerusform>a weak hand (under %n points, {0} or four jacks)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a weak hand (under %n point(s) or {0})</source>
        <translation>
            <numerusform>a weak hand (under %n point or {0})</numerusform>
            <numerusform>a weak hand (under %n points or {0})</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReviewPanel</name>
    <message numerus="yes">
        <source>Expected cost: %n point(s).</source>
        <translation>
            <numerusform>Expected cost: %n point.</numerusform>
            <numerusform>Expected cost: %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n decision(s) judged.</source>
        <translation>
            <numerusform>%n decision judged.</numerusform>
            <numerusform>%n decisions judged.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RulesHelp</name>
    <message numerus="yes">
        <source>This game has %n player(s).</source>
        <extracomment>``translate(&quot;Context&quot;, &quot;literal&quot;)``: the form ``pyside6-lupdate`` extracts.</extracomment>
        <translation>
            <numerusform>This game has %n player.</numerusform>
            <numerusform>This game has %n players.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A weak hand (under %n point(s), or at least {0} nines) may ask for a redeal.</source>
        <translation>
            <numerusform>A weak hand (under %n point, or at least {0} nines) may ask for a redeal.</numerusform>
            <numerusform>A weak hand (under %n points, or at least {0} nines) may ask for a redeal.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message numerus="yes">
        <source>Your final totals in the last %n game(s) (won games highlighted)</source>
        <translation>
            <numerusform>Your final totals in the last %n game (won games highlighted)</numerusform>
            <numerusform>Your final totals in the last %n games (won games highlighted)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableController</name>
    <message numerus="yes">
        <source>Trick: {0}, %n point(s) in it.</source>
        <translation>
            <numerusform>Trick: {0}, %n point in it.</numerusform>
            <numerusform>Trick: {0}, %n points in it.</numerusform>
        </translation>
    </message>
</context>
</TS>
