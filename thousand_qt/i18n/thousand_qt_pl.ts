<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl_PL">
<context>
    <name>AidsBox</name>
    <message>
        <source>Training aids</source>
        <translation>Pomoce</translation>
    </message>
    <message>
        <source>Show the &amp;opponents&apos; hands</source>
        <translation>Pokaż karty &amp;przeciwników</translation>
    </message>
    <message>
        <source>The opponents&apos; cards lie face up on the table.</source>
        <translation>Karty przeciwników leżą na stole odkryte.</translation>
    </message>
    <message>
        <source>Show the talon&apos;s &amp;suits</source>
        <translation>Pokaż &amp;kolory musiku</translation>
    </message>
    <message>
        <source>Each face-down talon card shows its suit.</source>
        <translation>Każda zakryta karta musiku pokazuje swój kolor.</translation>
    </message>
    <message>
        <source>Let me look at one &amp;talon card</source>
        <translation>Pozwól podejrzeć jedną kartę &amp;musiku</translation>
    </message>
    <message>
        <source>During the auction, click one talon card (or press its number) to turn it over; once a deal.</source>
        <translation>Podczas licytacji kliknij kartę musiku (lub naciśnij jej numer), aby ją odkryć; raz na rozdanie.</translation>
    </message>
    <message>
        <source>A game with any aid on is not counted in the statistics.</source>
        <translation>Gra z jakąkolwiek pomocą nie jest liczona do statystyk.</translation>
    </message>
</context>
<context>
    <name>AuctionPanel</name>
    <message>
        <source>Bid</source>
        <translation>Licytuj</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pas</translation>
    </message>
    <message>
        <source>Blind 120</source>
        <translation>W ciemno 120</translation>
    </message>
    <message>
        <source>Redeal</source>
        <translation>Nowe rozdanie</translation>
    </message>
    <message>
        <source>Look at the cards</source>
        <translation>Obejrzyj karty</translation>
    </message>
    <message>
        <source>Turn your cards up and bid as usual (no blind bid then)</source>
        <translation>Odkryj swoje karty i licytuj jak zwykle (wtedy bez gry w ciemno)</translation>
    </message>
    <message>
        <source>Your bid: a raise by the step of the rules</source>
        <translation>Twoja licytacja: podbicie o krok licytacji</translation>
    </message>
    <message>
        <source>Auction (торговля): no bid yet</source>
        <translation>Licytacja (торговля): jeszcze bez odzywki</translation>
    </message>
    <message>
        <source>Auction (торговля): {1} — {0}</source>
        <translation>Licytacja: {1} — {0}</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>pas</translation>
    </message>
    <message>
        <source>{0} blind</source>
        <translation>{0} w ciemno</translation>
    </message>
    <message>
        <source>Blind {0}</source>
        <translation>W ciemno {0}</translation>
    </message>
    <message>
        <source>Blind</source>
        <translation>W ciemno</translation>
    </message>
    <message>
        <source>Your cards lie face down: bid blind, or look at them and bid as usual.</source>
        <translation>Twoje karty leżą koszulkami do góry: licytuj w ciemno albo je obejrzyj i licytuj jak zwykle.</translation>
    </message>
    <message>
        <source>{0} on the barrel has bid {1}: outbid it or pass.</source>
        <translation>{0} na beczce zgłasza {1}: przebij albo pasuj.</translation>
    </message>
    <message>
        <source>Nobody is on the hundred: bid {0} or more, or pass. If everybody passes, the dealer plays {0}.</source>
        <translation>Nikt nie jest na setce: zgłoś {0} lub więcej albo pasuj. Jeśli wszyscy spasują, rozdający gra {0}.</translation>
    </message>
    <message>
        <source>Nobody is on the hundred: bid {0} or more, or pass. If everybody passes, the cards are dealt again.</source>
        <translation>Nikt nie jest na setce: zgłoś {0} lub więcej albo pasuj. Jeśli wszyscy spasują, karty zostaną rozdane od nowa.</translation>
    </message>
    <message>
        <source>Raise by {0} up to {1}.</source>
        <translation>Podbijaj o {0}, najwyżej do {1}.</translation>
    </message>
    <message>
        <source>aces {0}</source>
        <translation>asy {0}</translation>
    </message>
    <message>
        <source>Your ceiling: {0} + marriages {1} = {2}.</source>
        <translation>Twój limit: {0} + meldunki {1} = {2}.</translation>
    </message>
    <message>
        <source>Without a marriage (марьяж) in your hand you may not bid above {0}.</source>
        <translation>Bez meldunku na ręce nie możesz licytować powyżej {0}.</translation>
    </message>
    <message>
        <source>You cannot raise: pass.</source>
        <translation>Nie możesz podbić: pas.</translation>
    </message>
</context>
<context>
    <name>ContractPanel</name>
    <message>
        <source>Play this</source>
        <translation>Graj</translation>
    </message>
    <message>
        <source>Keep the bid</source>
        <translation>Zostaw licytację</translation>
    </message>
    <message>
        <source>Concede</source>
        <translation>Bomba</translation>
    </message>
    <message>
        <source>Your contract: keep {0} or raise</source>
        <translation>Twoja gra: zostaw {0} lub podbij</translation>
    </message>
    <message>
        <source>Your ceiling: {0}.</source>
        <translation>Twój limit: {0}.</translation>
    </message>
</context>
<context>
    <name>DealSummaryDialog</name>
    <message>
        <source>Each player&apos;s points go to their total.</source>
        <translation>Punkty każdego gracza idą na jego konto.</translation>
    </message>
    <message>
        <source>No game in this deal.</source>
        <translation>W tym rozdaniu nie było gry.</translation>
    </message>
    <message>
        <source>{0}: concession (роспись), {1}.</source>
        <translation>{0}: bomba, {1}.</translation>
    </message>
    <message>
        <source>{0}: the contract {1} is made!</source>
        <translation>{0}: gra {1} ugrana!</translation>
    </message>
    <message>
        <source>{0}: the contract {1} is lost.</source>
        <translation>{0}: gra {1} nieugrana.</translation>
    </message>
    <message>
        <source>(blind: doubled)</source>
        <translation>(w ciemno: podwójnie)</translation>
    </message>
    <message>
        <source>(golden round: doubled)</source>
        <translation>(złota runda: podwójnie)</translation>
    </message>
    <message>
        <source>End of the deal</source>
        <translation>Koniec rozdania</translation>
    </message>
    <message>
        <source>Result of the game</source>
        <translation>Wynik gry</translation>
    </message>
    <message>
        <source>Next deal</source>
        <translation>Następne rozdanie</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Tabela wyników</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Gracz</translation>
    </message>
    <message>
        <source>Card points</source>
        <translation>Punkty z kart</translation>
    </message>
    <message>
        <source>Marriages</source>
        <translation>Meldunki</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Zmiana</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Razem</translation>
    </message>
    <message>
        <source>Bolts</source>
        <translation>Bolty</translation>
    </message>
    <message>
        <source>not a point taken</source>
        <translation>ani jednego punktu</translation>
    </message>
    <message>
        <source>fewer than 5 points</source>
        <translation>mniej niż 5 punktów</translation>
    </message>
    <message>
        <source>{0}: {1} — the third bolt (болт): {2} taken off, the bolts crossed out.</source>
        <translation>{0}: {1} — trzeci bolt: odjęto {2}, bolty skreślone.</translation>
    </message>
    <message>
        <source>{0}: {1} — a bolt (болт).</source>
        <translation>{0}: {1} — bolt.</translation>
    </message>
    <message>
        <source>Every bolt costs {0} as well.</source>
        <translation>Ponadto każdy bolt kosztuje {0}.</translation>
    </message>
    <message>
        <source>{0}: the third nine in the cut, {1} taken off.</source>
        <translation>{0}: trzecia dziewiątka przy przełożeniu — odjęto {1}.</translation>
    </message>
    <message>
        <source>Talon (прикуп): {0}.</source>
        <translation>Musik: {0}.</translation>
    </message>
    <message>
        <source>{0}: aces marriage — {1}.</source>
        <translation>{0}: meldunek asowy — {1}.</translation>
    </message>
    <message numerus="yes">
        <source>{0} dealt and sat out: the talon&apos;s %n point(s) are theirs, {1} of them for its kings and queens (a marriage, or half one for a lone K or Q).</source>
        <translation>
            <numerusform>Rozdający ({0}) pauzował: dostaje %n punkt z musiku, z tego {1} za króle i damy (meldunek albo pół meldunku za samotnego króla lub damę).</numerusform>
            <numerusform>Rozdający ({0}) pauzował: dostaje %n punkty z musiku, z tego {1} za króle i damy (meldunek albo pół meldunku za samotnego króla lub damę).</numerusform>
            <numerusform>Rozdający ({0}) pauzował: dostaje %n punktów z musiku, z tego {1} za króle i damy (meldunek albo pół meldunku za samotnego króla lub damę).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} dealt and sat out: the talon&apos;s %n point(s), with the marriage in it ({1}), are theirs.</source>
        <translation>
            <numerusform>Rozdający ({0}) pauzował: dostaje %n punkt z musiku, z meldunkiem w musiku ({1}).</numerusform>
            <numerusform>Rozdający ({0}) pauzował: dostaje %n punkty z musiku, z meldunkiem w musiku ({1}).</numerusform>
            <numerusform>Rozdający ({0}) pauzował: dostaje %n punktów z musiku, z meldunkiem w musiku ({1}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} dealt and sat out: the talon&apos;s %n point(s) are theirs.</source>
        <translation>
            <numerusform>Rozdający ({0}) pauzował: dostaje %n punkt z musiku.</numerusform>
            <numerusform>Rozdający ({0}) pauzował: dostaje %n punkty z musiku.</numerusform>
            <numerusform>Rozdający ({0}) pauzował: dostaje %n punktów z musiku.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} bid 120 or more, declared no marriage and took every trick: the %n point(s) of the four cards out of play count too.</source>
        <translation>
            <numerusform>{0}: kontrakt od 120, bez meldunku, wszystkie lewy — liczy się też %n punkt czterech kart poza grą.</numerusform>
            <numerusform>{0}: kontrakt od 120, bez meldunku, wszystkie lewy — liczą się też %n punkty czterech kart poza grą.</numerusform>
            <numerusform>{0}: kontrakt od 120, bez meldunku, wszystkie lewy — liczy się też %n punktów czterech kart poza grą.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The talon not taken (%n point(s)) counts for the winner of the last trick.</source>
        <translation>
            <numerusform>Niewzięty musik (%n punkt) liczy się temu, kto wziął ostatnią lewę.</numerusform>
            <numerusform>Niewzięty musik (%n punkty) liczy się temu, kto wziął ostatnią lewę.</numerusform>
            <numerusform>Niewzięty musik (%n punktów) liczy się temu, kto wziął ostatnią lewę.</numerusform>
        </translation>
    </message>
    <message>
        <source>{0}: marriage (марьяж) {1} — {2}.</source>
        <translation>{0}: meldunek {1} — {2}.</translation>
    </message>
    <message>
        <source>The other players&apos; points are rounded to {0}.</source>
        <translation>Punkty pozostałych graczy zaokrąglono do {0}.</translation>
    </message>
    <message>
        <source>{0}: no trick — the third bolt (болт): {1} taken off, the bolts crossed out.</source>
        <translation>{0}: ani jednej lewy — trzeci bolt: odjęto {1}, bolty skreślone.</translation>
    </message>
    <message>
        <source>{0}: no trick — a bolt (болт).</source>
        <translation>{0}: ani jednej lewy — bolt.</translation>
    </message>
    <message>
        <source>{0}: exactly 555, samosval — back to 0!</source>
        <translation>{0}: dokładnie 555, wywrotka — z powrotem 0!</translation>
    </message>
    <message>
        <source>{0}: on the barrel a failed contract costs nothing; the attempt is used.</source>
        <translation>{0}: na beczce nieugrana gra nic nie kosztuje; próba się liczy.</translation>
    </message>
    <message>
        <source>{0} wrote the deal off (списать): each opponent scores a dash and gets a bolt.</source>
        <translation>{0} odpisuje rozdanie: każdy przeciwnik dostaje kreskę i bolt.</translation>
    </message>
    <message>
        <source>{0} collects on the barrel: +{1}, the card points of their tricks (marriages and the contract count nothing).</source>
        <translation>{0} zbiera na beczce: +{1}, punkty kart ze swoich lew (meldunki i kontrakt się nie liczą).</translation>
    </message>
    <message>
        <source>{0}: on the barrel (бочка).</source>
        <translation>{0}: na beczce.</translation>
    </message>
    <message>
        <source>No golden deal&apos;s contract was made: every total goes back to 0.</source>
        <translation>Żadna gra złotej rundy nie została ugrana: wszystkie wyniki wracają do 0.</translation>
    </message>
</context>
<context>
    <name>DeckPage</name>
    <message>
        <source>Deck</source>
        <translation>Talia</translation>
    </message>
    <message>
        <source>SVG deck file</source>
        <translation>Plik talii SVG</translation>
    </message>
    <message>
        <source>Card indices</source>
        <translation>Oznaczenia kart</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Wybierz…</translation>
    </message>
    <message>
        <source>an SVG or SVGZ file of KDE&apos;s or Aisleriot&apos;s layout</source>
        <translation>plik SVG lub SVGZ w układzie KDE lub Aisleriot</translation>
    </message>
    <message>
        <source>Four suit colours (♠ black, ♥ red, ♦ blue, ♣ green)</source>
        <translation>Cztery kolory (♠ czarne, ♥ czerwone, ♦ niebieskie, ♣ zielone)</translation>
    </message>
    <message>
        <source>Built-in deck</source>
        <translation>Talia wbudowana</translation>
    </message>
    <message>
        <source>Aisleriot</source>
        <translation>Aisleriot</translation>
    </message>
    <message>
        <source>KDE</source>
        <translation>KDE</translation>
    </message>
    <message>
        <source>{0} ({1})</source>
        <translation>{0} ({1})</translation>
    </message>
    <message>
        <source>SVG file…</source>
        <translation>Plik SVG…</translation>
    </message>
    <message>
        <source>as the language</source>
        <translation>jak język interfejsu</translation>
    </message>
    <message>
        <source>Russian: В Д К Т</source>
        <translation>Rosyjskie: В Д К Т</translation>
    </message>
    <message>
        <source>Polish: W D K A</source>
        <translation>Polskie: W D K A</translation>
    </message>
    <message>
        <source>Latin: J Q K A</source>
        <translation>Łacińskie: J Q K A</translation>
    </message>
    <message>
        <source>Choose an SVG deck</source>
        <translation>Wybierz talię SVG</translation>
    </message>
    <message>
        <source>SVG decks (*.svg *.svgz)</source>
        <translation>Talie SVG (*.svg *.svgz)</translation>
    </message>
</context>
<context>
    <name>DiscardPanel</name>
    <message>
        <source>Lay down</source>
        <translation>Odłóż</translation>
    </message>
    <message>
        <source>Another card for the second talon</source>
        <translation>Inną kartę do drugiego musiku</translation>
    </message>
    <message>
        <source>Lay three cards face down; the first goes into the other talon</source>
        <translation>Odłóż trzy karty; pierwsza idzie do drugiego musiku</translation>
    </message>
    <message>
        <source>Lay two cards face down; the first goes into the other talon</source>
        <translation>Odłóż dwie karty; pierwsza idzie do drugiego musiku</translation>
    </message>
    <message>
        <source>Lay three cards face down in place of the talon</source>
        <translation>Odłóż trzy karty koszulką do góry w miejsce musiku</translation>
    </message>
    <message>
        <source>Lay two cards face down in place of the talon</source>
        <translation>Odłóż dwie karty koszulką do góry w miejsce musiku</translation>
    </message>
    <message>
        <source>Click two cards: {0}</source>
        <translation>Kliknij dwie karty: {0}</translation>
    </message>
    <message>
        <source>Click three cards: {0}</source>
        <translation>Kliknij trzy karty: {0}</translation>
    </message>
    <message>
        <source>To the second talon: {0}; laid away: {1}</source>
        <translation>Do drugiego musiku: {0}; odłożone: {1}</translation>
    </message>
</context>
<context>
    <name>ForcedPlay</name>
    <message>
        <source>{0} was the only card you could play: played for you.</source>
        <translation>{0} to jedyna karta, którą można było zagrać: zagrana za ciebie.</translation>
    </message>
</context>
<context>
    <name>GameModel</name>
    <message>
        <source>Cannot open the game: {reason}</source>
        <translation>Nie można otworzyć gry: {reason}</translation>
    </message>
    <message>
        <source>That is not your move.</source>
        <translation>To nie twój ruch.</translation>
    </message>
    <message>
        <source>That is not a valid move.</source>
        <translation>Taki ruch jest niedozwolony.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Gra skończona.</translation>
    </message>
    <message>
        <source>The cards are not dealt yet.</source>
        <translation>Karty nie zostały jeszcze rozdane.</translation>
    </message>
    <message>
        <source>The current deal is not finished.</source>
        <translation>Bieżące rozdanie jeszcze się nie skończyło.</translation>
    </message>
    <message>
        <source>There is no seat {seat}.</source>
        <translation>Nie ma miejsca {seat}.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>To nie twoja kolej.</translation>
    </message>
    <message>
        <source>That is not possible now.</source>
        <translation>Teraz to niemożliwe.</translation>
    </message>
    <message>
        <source>Redeals are off in these rules.</source>
        <translation>W tych zasadach nie ma ponownego rozdania.</translation>
    </message>
    <message>
        <source>A redeal must be asked for before the first bid.</source>
        <translation>O ponowne rozdanie trzeba poprosić przed pierwszą licytacją.</translation>
    </message>
    <message>
        <source>These cards give no right to a redeal.</source>
        <translation>Te karty nie dają prawa do ponownego rozdania.</translation>
    </message>
    <message>
        <source>In these rules a redeal is asked for after the contract, before the first lead.</source>
        <translation>W tych zasadach o ponowne rozdanie prosi się po ustaleniu gry, przed pierwszym wyjściem.</translation>
    </message>
    <message>
        <source>A redeal must be asked for before the first card is played.</source>
        <translation>O ponowne rozdanie trzeba poprosić przed zagraniem pierwszej karty.</translation>
    </message>
    <message>
        <source>The declarer has no redeal for the hand now; they may concede.</source>
        <translation>Rozgrywający nie ma teraz prawa do ponownego rozdania; może zagrać bombę.</translation>
    </message>
    <message>
        <source>The blind game is off in these rules.</source>
        <translation>W tych zasadach nie ma gry w ciemno.</translation>
    </message>
    <message>
        <source>Only the first speaker may bid blind, before anything else is said.</source>
        <translation>W ciemno może licytować tylko pierwszy licytujący, zanim ktokolwiek coś powie.</translation>
    </message>
    <message>
        <source>A blind bid must be from {low} to {high} in steps of {step}.</source>
        <translation>Licytacja w ciemno musi wynosić od {low} do {high} co {step}.</translation>
    </message>
    <message>
        <source>No blind bid after your own open bid or pass.</source>
        <translation>Po własnej jawnej licytacji lub pasie nie można licytować w ciemno.</translation>
    </message>
    <message>
        <source>The blind bid is exactly {n}.</source>
        <translation>Licytacja w ciemno to dokładnie {n}.</translation>
    </message>
    <message>
        <source>The bid must be at least {n}.</source>
        <translation>Licytacja musi wynosić co najmniej {n}.</translation>
    </message>
    <message>
        <source>Bids go up in steps of {n}.</source>
        <translation>Licytuje się co {n}.</translation>
    </message>
    <message>
        <source>{n} is over your ceiling of {limit} ({base} + your marriages, at most {max}).</source>
        <translation>{n} przekracza twój limit {limit} ({base} + twoje meldunki, najwyżej {max}).</translation>
    </message>
    <message>
        <source>Collecting points on the barrel, you bid and play at most {n}.</source>
        <translation>Zbierając punkty na beczce, licytujesz i grasz najwyżej {n}.</translation>
    </message>
    <message>
        <source>Choose the first or the second talon.</source>
        <translation>Wybierz pierwszy albo drugi musik.</translation>
    </message>
    <message>
        <source>Conceding is off in these rules.</source>
        <translation>W tych zasadach bomba jest niedozwolona.</translation>
    </message>
    <message>
        <source>You cannot concede while on the barrel.</source>
        <translation>Na beczce nie można rzucić bomby.</translation>
    </message>
    <message>
        <source>A deal may be conceded only before the first lead.</source>
        <translation>Bombę można rzucić tylko przed pierwszym wyjściem.</translation>
    </message>
    <message>
        <source>Nobody may concede while a player sits on the barrel.</source>
        <translation>Gdy ktoś siedzi na beczce, nikt nie może się poddać.</translation>
    </message>
    <message>
        <source>{card} is not in your hand.</source>
        <translation>Nie masz na ręce karty {card}.</translation>
    </message>
    <message>
        <source>Choose two different cards.</source>
        <translation>Wybierz dwie różne karty.</translation>
    </message>
    <message>
        <source>With two players the declarer discards two cards; nobody is given a card.</source>
        <translation>W grze we dwóch rozgrywający odkłada dwie karty i nikomu ich nie daje.</translation>
    </message>
    <message>
        <source>With three or four players the declarer gives a card to each opponent.</source>
        <translation>W grze w trzech lub czterech rozgrywający daje po karcie każdemu przeciwnikowi.</translation>
    </message>
    <message>
        <source>Lay away three cards, as many as a talon holds.</source>
        <translation>Odłóż trzy karty — tyle, ile jest w musiku.</translation>
    </message>
    <message>
        <source>Lay away two cards, as many as a talon holds.</source>
        <translation>Odłóż dwie karty — tyle, ile jest w musiku.</translation>
    </message>
    <message>
        <source>The contract must be at least {n}.</source>
        <translation>Gra musi wynosić co najmniej {n}.</translation>
    </message>
    <message>
        <source>The contract goes up in steps of {n}.</source>
        <translation>Grę podbija się co {n}.</translation>
    </message>
    <message>
        <source>{n} is over your ceiling of {limit}.</source>
        <translation>{n} przekracza twój limit {limit}.</translation>
    </message>
    <message>
        <source>The contract stays {n}, the bid: raising after the talon is off in these rules.</source>
        <translation>Gra zostaje {n}, jak w licytacji: w tych zasadach nie można podbić po musiku.</translation>
    </message>
    <message>
        <source>You must follow suit ({suit}).</source>
        <translation>Musisz dołożyć do koloru ({suit}).</translation>
    </message>
    <message>
        <source>You must beat the best card ({suit}).</source>
        <translation>Musisz przebić najstarszą kartę ({suit}).</translation>
    </message>
    <message>
        <source>You must beat the best trump ({suit}).</source>
        <translation>Musisz przebić najstarszy atut ({suit}).</translation>
    </message>
    <message>
        <source>You must play a trump ({suit}).</source>
        <translation>Nie masz koloru — musisz dać atut ({suit}).</translation>
    </message>
    <message>
        <source>Only a player who declared a marriage may lead a trump ({suit}).</source>
        <translation>Wyjść w atu ({suit}) może tylko gracz, który zgłosił meldunek.</translation>
    </message>
    <message>
        <source>A marriage is declared only on the lead.</source>
        <translation>Meldunek zgłasza się tylko przy wyjściu.</translation>
    </message>
    <message>
        <source>A marriage may be declared only after winning a trick.</source>
        <translation>Meldunek można zgłosić dopiero po wzięciu lewy.</translation>
    </message>
    <message>
        <source>No marriage: the king and queen must both be in your hand.</source>
        <translation>Nie ma meldunku: król i dama muszą być na twojej ręce.</translation>
    </message>
    <message>
        <source>No marriage: the king and queen of {suit} must both be in your hand.</source>
        <translation>Nie ma meldunku: król i dama {suit} muszą być oboje w twojej ręce.</translation>
    </message>
    <message>
        <source>The {suit} marriage was declared already: each marriage once a deal.</source>
        <translation>Meldunek {suit} był już zgłoszony: każdy meldunek raz w rozdaniu.</translation>
    </message>
    <message>
        <source>In these rules a marriage is declared only by leading its king or queen.</source>
        <translation>W tych zasadach meldunek zgłasza się tylko wyjściem z jego króla lub damy.</translation>
    </message>
    <message>
        <source>One marriage a turn: now play a card.</source>
        <translation>Jeden meldunek na ruch: teraz zagraj kartę.</translation>
    </message>
    <message>
        <source>In these rules a marriage always makes its suit trump.</source>
        <translation>W tych zasadach meldunek zawsze ustanawia swój kolor atutem.</translation>
    </message>
    <message>
        <source>There is no trump to keep yet: the first marriage makes its suit trump.</source>
        <translation>Nie ma jeszcze atutu do zachowania: pierwszy meldunek ustanawia swój kolor atutem.</translation>
    </message>
    <message>
        <source>The ace marriage is off in these rules.</source>
        <translation>W tych zasadach nie ma meldunku asów.</translation>
    </message>
    <message>
        <source>The ace marriage was declared already.</source>
        <translation>Meldunek asów został już zgłoszony.</translation>
    </message>
    <message>
        <source>The ace marriage needs all four aces, led with an ace.</source>
        <translation>Meldunek asów wymaga wszystkich czterech asów i wyjścia asem.</translation>
    </message>
    <message>
        <source>The game with a stock has no auction, talon, contract or concession: play a card.</source>
        <translation>W grze z talią nie ma licytacji, musku, kontraktu ani poddania: zagraj kartę.</translation>
    </message>
    <message>
        <source>Autosave is off: {reason}
The game goes on; use Save as… to keep it.</source>
        <translation>Autozapis wyłączony: {reason}
Gra toczy się dalej; aby ją zachować, użyj „Zapisz jako…”.</translation>
    </message>
</context>
<context>
    <name>GameOverDialog</name>
    <message>
        <source>Game over</source>
        <translation>Koniec gry</translation>
    </message>
    <message>
        <source>New game (same players and rules)</source>
        <translation>Nowa gra (ci sami gracze i zasady)</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Analiza partii</translation>
    </message>
    <message>
        <source>Look through the game with every hand open, and analyse it.</source>
        <translation>Przejrzyj partię z odkrytymi kartami wszystkich graczy i przeanalizuj ją.</translation>
    </message>
    <message>
        <source>Winner: {0}!</source>
        <translation>Zwycięzca: {0}!</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Gracz</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Razem</translation>
    </message>
    <message>
        <source>Settlement</source>
        <translation>Rozliczenie</translation>
    </message>
    <message>
        <source>Bank</source>
        <translation>Bank</translation>
    </message>
</context>
<context>
    <name>GivePanel</name>
    <message>
        <source>Give</source>
        <translation>Oddaj</translation>
    </message>
    <message>
        <source>Choose again</source>
        <translation>Wybierz ponownie</translation>
    </message>
    <message>
        <source>Concede</source>
        <translation>Bomba</translation>
    </message>
    <message>
        <source>Redeal</source>
        <translation>Nowe rozdanie</translation>
    </message>
    <message>
        <source>Give one card to each opponent</source>
        <translation>Daj po jednej karcie każdemu przeciwnikowi</translation>
    </message>
    <message>
        <source>click a card</source>
        <translation>kliknij kartę</translation>
    </message>
</context>
<context>
    <name>HandLook</name>
    <message>
        <source>Click your cards or press L to look at them</source>
        <translation>Kliknij karty lub naciśnij L, aby je obejrzeć</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>Click a card</source>
        <extracomment>``translate(&quot;Context&quot;, &quot;literal&quot;)``: the form ``pyside6-lupdate`` extracts.</extracomment>
        <translation>Kliknięcie karty</translation>
    </message>
    <message>
        <source>Raise (select) it; click it again to play it.</source>
        <translation>Podnosi (zaznacza) ją; drugie kliknięcie ją zagrywa.</translation>
    </message>
    <message>
        <source>Double-click a card</source>
        <translation>Dwuklik na karcie</translation>
    </message>
    <message>
        <source>Play it.</source>
        <translation>Zagrywa ją.</translation>
    </message>
    <message>
        <source>Drag a card</source>
        <translation>Przeciągnięcie karty</translation>
    </message>
    <message>
        <source>Drop it in the middle of the table to play it.</source>
        <translation>Upuść ją na środku stołu, aby ją zagrać.</translation>
    </message>
    <message>
        <source>Giving</source>
        <translation>Oddawanie kart</translation>
    </message>
    <message>
        <source>Click the card for each opponent, then Give.</source>
        <translation>Kliknij kartę dla każdego przeciwnika, potem „Oddaj”.</translation>
    </message>
    <message>
        <source>Panels</source>
        <translation>Panele</translation>
    </message>
    <message>
        <source>Bid, pass, fix the contract or concede with the buttons.</source>
        <translation>Licytacja, pas, ustalenie gry lub bomba — przyciskami.</translation>
    </message>
    <message>
        <source>Click a pile of won tricks</source>
        <translation>Kliknięcie stosu wziętych lew</translation>
    </message>
    <message>
        <source>Look at the last trick again: who played each card, and who took it.</source>
        <translation>Jeszcze raz obejrzyj ostatnią lewę: kto zagrał którą kartę i kto ją wziął.</translation>
    </message>
    <message>
        <source>Click your face-down hand</source>
        <translation>Kliknięcie własnych zakrytych kart</translation>
    </message>
    <message>
        <source>Blind game: look at your cards (no blind bid after that).</source>
        <translation>Gra w ciemno: obejrzyj swoje karty (potem nie można już licytować w ciemno).</translation>
    </message>
    <message>
        <source>Point at the declarer&apos;s plate</source>
        <translation>Wskazanie tabliczki rozgrywającego</translation>
    </message>
    <message>
        <source>The talon and the cards given in this deal, as far as you saw them.</source>
        <translation>Musik i oddane karty tego rozdania — to, co widziałeś.</translation>
    </message>
    <message>
        <source>Select the card to the left or right.</source>
        <translation>Zaznacza kartę po lewej lub po prawej.</translation>
    </message>
    <message>
        <source>Enter, Space</source>
        <translation>Enter, spacja</translation>
    </message>
    <message>
        <source>Play the selected card (when giving: pick it, Space takes it back; once both are picked, Enter gives them); with none selected, select the first.</source>
        <translation>Zagrywa zaznaczoną kartę (przy oddawaniu: wybiera ją, spacja ją cofa; gdy obie są wybrane, Enter je oddaje); gdy żadna nie jest zaznaczona, zaznacza pierwszą.</translation>
    </message>
    <message>
        <source>Look at the last trick again (any key or click puts it away).</source>
        <translation>Jeszcze raz obejrzyj ostatnią lewę (dowolny klawisz lub kliknięcie ją chowa).</translation>
    </message>
    <message>
        <source>With the training aid on, look at that talon card during the auction.</source>
        <translation>Z włączoną pomocą: podejrzyj tę kartę musiku podczas licytacji.</translation>
    </message>
    <message>
        <source>Blind game: look at your cards lying face down (no blind bid after that).</source>
        <translation>Gra w ciemno: obejrzyj swoje karty leżące koszulkami do góry (potem nie można już licytować w ciemno).</translation>
    </message>
    <message>
        <source>Move between the buttons of a panel; Enter presses the default one.</source>
        <translation>Przejście między przyciskami panelu; Enter naciska domyślny.</translation>
    </message>
    <message>
        <source>Close a dialog.</source>
        <translation>Zamyka okno dialogowe.</translation>
    </message>
    <message>
        <source>Back or on a move.</source>
        <translation>Ruch wstecz lub dalej.</translation>
    </message>
    <message>
        <source>Back or on a trick.</source>
        <translation>Lewa wstecz lub dalej.</translation>
    </message>
    <message>
        <source>Back or on a deal.</source>
        <translation>Rozdanie wstecz lub dalej.</translation>
    </message>
    <message>
        <source>Page Up, Page Down</source>
        <translation>⇞ ⇟ (strona w górę, strona w dół)</translation>
    </message>
    <message>
        <source>The first or the last position.</source>
        <translation>Pierwsza lub ostatnia pozycja.</translation>
    </message>
    <message>
        <source>Home, End</source>
        <translation>⇱ ⇲ (na początek, na koniec)</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Spacja</translation>
    </message>
    <message>
        <source>Play the game on by itself, or pause.</source>
        <translation>Odtwarzaj partię dalej albo zatrzymaj.</translation>
    </message>
    <message>
        <source>Leave the review, back to the game.</source>
        <translation>Zakończ analizę i wróć do gry.</translation>
    </message>
    <message>
        <source>Double-click a score sheet row</source>
        <translation>Dwukrotne kliknięcie wiersza tabeli wyników</translation>
    </message>
    <message>
        <source>Go to that deal.</source>
        <translation>Przejdź do tego rozdania.</translation>
    </message>
    <message>
        <source>Mouse</source>
        <translation>Mysz</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>Klawiatura</translation>
    </message>
    <message>
        <source>Shortcuts</source>
        <translation>Skróty klawiszowe</translation>
    </message>
    <message>
        <source>In review (Game ▸ Review)</source>
        <translation>W analizie (Gra ▸ Analiza partii)</translation>
    </message>
    <message>
        <source>Marks on the table and the score sheet</source>
        <translation>Oznaczenia na stole i w tabeli wyników</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Thousand {0}&lt;/h3&gt;&lt;p&gt;The Russian card game Тысяча against the computer.&lt;/p&gt;&lt;p&gt;Free software under the GNU GPL, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Tysiąc {0}&lt;/h3&gt;&lt;p&gt;Rosyjska gra karciana Tysiąc (Тысяча) przeciwko komputerowi.&lt;/p&gt;&lt;p&gt;Wolne oprogramowanie na licencji GNU GPL w wersji 3 lub późniejszej.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>HintReason</name>
    <message>
        <source>it is the only possible move</source>
        <translation>to jedyny możliwy ruch</translation>
    </message>
    <message>
        <source>by the usual rules of thumb</source>
        <translation>według zwykłych reguł gry</translation>
    </message>
    <message>
        <source>it beats the cards played so far</source>
        <translation>bije dotąd zagrane karty</translation>
    </message>
    <message>
        <source>in about a quarter of the cases</source>
        <translation>mniej więcej w jednej czwartej przypadków</translation>
    </message>
    <message>
        <source>in about a third of the cases</source>
        <translation>mniej więcej w jednej trzeciej przypadków</translation>
    </message>
    <message>
        <source>in about half of the cases</source>
        <translation>mniej więcej w połowie przypadków</translation>
    </message>
    <message>
        <source>in about two thirds of the cases</source>
        <translation>mniej więcej w dwóch trzecich przypadków</translation>
    </message>
    <message>
        <source>in about three quarters of the cases</source>
        <translation>mniej więcej w trzech czwartych przypadków</translation>
    </message>
    <message numerus="yes">
        <source>with it your contract is made however the other cards lie ({0} of %n deal(s) tried)</source>
        <translation>
            <numerusform>z nią twój kontrakt zostaje ugrany przy każdym układzie pozostałych kart ({0} z %n sprawdzonego rozdania)</numerusform>
            <numerusform>z nią twój kontrakt zostaje ugrany przy każdym układzie pozostałych kart ({0} z %n sprawdzonych rozdań)</numerusform>
            <numerusform>z nią twój kontrakt zostaje ugrany przy każdym układzie pozostałych kart ({0} z %n sprawdzonych rozdań)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>with it your contract is made in most ways the other cards may lie ({0} of %n deal(s) tried)</source>
        <translation>
            <numerusform>z nią twój kontrakt zostaje ugrany przy większości układów pozostałych kart ({0} z %n sprawdzonego rozdania)</numerusform>
            <numerusform>z nią twój kontrakt zostaje ugrany przy większości układów pozostałych kart ({0} z %n sprawdzonych rozdań)</numerusform>
            <numerusform>z nią twój kontrakt zostaje ugrany przy większości układów pozostałych kart ({0} z %n sprawdzonych rozdań)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>with it your contract is made {1} ({0} of %n deal(s) tried)</source>
        <translation>
            <numerusform>z nią twój kontrakt zostaje ugrany {1} ({0} z %n sprawdzonego rozdania)</numerusform>
            <numerusform>z nią twój kontrakt zostaje ugrany {1} ({0} z %n sprawdzonych rozdań)</numerusform>
            <numerusform>z nią twój kontrakt zostaje ugrany {1} ({0} z %n sprawdzonych rozdań)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>your contract is in danger whatever you play: this card gives it the best chance ({0} of %n deal(s) tried)</source>
        <translation>
            <numerusform>twój kontrakt jest zagrożony, cokolwiek zagrasz: ta karta daje mu największą szansę ({0} z %n sprawdzonego rozdania)</numerusform>
            <numerusform>twój kontrakt jest zagrożony, cokolwiek zagrasz: ta karta daje mu największą szansę ({0} z %n sprawdzonych rozdań)</numerusform>
            <numerusform>twój kontrakt jest zagrożony, cokolwiek zagrasz: ta karta daje mu największą szansę ({0} z %n sprawdzonych rozdań)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>with it the declarer&apos;s contract fails however the other cards lie ({0} of %n deal(s) tried)</source>
        <translation>
            <numerusform>z nią kontrakt rozgrywającego upada przy każdym układzie pozostałych kart ({0} z %n sprawdzonego rozdania)</numerusform>
            <numerusform>z nią kontrakt rozgrywającego upada przy każdym układzie pozostałych kart ({0} z %n sprawdzonych rozdań)</numerusform>
            <numerusform>z nią kontrakt rozgrywającego upada przy każdym układzie pozostałych kart ({0} z %n sprawdzonych rozdań)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>with it the declarer&apos;s contract fails in most ways the other cards may lie ({0} of %n deal(s) tried)</source>
        <translation>
            <numerusform>z nią kontrakt rozgrywającego upada przy większości układów pozostałych kart ({0} z %n sprawdzonego rozdania)</numerusform>
            <numerusform>z nią kontrakt rozgrywającego upada przy większości układów pozostałych kart ({0} z %n sprawdzonych rozdań)</numerusform>
            <numerusform>z nią kontrakt rozgrywającego upada przy większości układów pozostałych kart ({0} z %n sprawdzonych rozdań)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>with it the declarer&apos;s contract fails {1} ({0} of %n deal(s) tried)</source>
        <translation>
            <numerusform>z nią kontrakt rozgrywającego upada {1} ({0} z %n sprawdzonego rozdania)</numerusform>
            <numerusform>z nią kontrakt rozgrywającego upada {1} ({0} z %n sprawdzonych rozdań)</numerusform>
            <numerusform>z nią kontrakt rozgrywającego upada {1} ({0} z %n sprawdzonych rozdań)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the declarer&apos;s contract is likely to be made whatever you play: this card gives the best chance to break it ({0} of %n deal(s) tried)</source>
        <translation>
            <numerusform>kontrakt rozgrywającego zostanie pewnie ugrany, cokolwiek zagrasz: ta karta daje największą szansę, by go obalić ({0} z %n sprawdzonego rozdania)</numerusform>
            <numerusform>kontrakt rozgrywającego zostanie pewnie ugrany, cokolwiek zagrasz: ta karta daje największą szansę, by go obalić ({0} z %n sprawdzonych rozdań)</numerusform>
            <numerusform>kontrakt rozgrywającego zostanie pewnie ugrany, cokolwiek zagrasz: ta karta daje największą szansę, by go obalić ({0} z %n sprawdzonych rozdań)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>it takes the trick and its %n point(s)</source>
        <translation>
            <numerusform>bierze lewę i jej %n punkt</numerusform>
            <numerusform>bierze lewę i jej %n punkty</numerusform>
            <numerusform>bierze lewę i jej %n punktów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the trick goes to your side: it adds %n point(s) to it</source>
        <translation>
            <numerusform>lewa przypada twojej stronie: karta dokłada do niej %n punkt</numerusform>
            <numerusform>lewa przypada twojej stronie: karta dokłada do niej %n punkty</numerusform>
            <numerusform>lewa przypada twojej stronie: karta dokłada do niej %n punktów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} is made in {1} of %n sampled deal(s)</source>
        <translation>
            <numerusform>{0} jest ugrane w {1} z %n sprawdzonego rozkładu</numerusform>
            <numerusform>{0} jest ugrane w {1} z %n sprawdzonych rozkładów</numerusform>
            <numerusform>{0} jest ugrane w {1} z %n sprawdzonych rozkładów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} would be made in only {1} of %n sampled deal(s)</source>
        <translation>
            <numerusform>{0} byłoby ugrane tylko w {1} z %n sprawdzonego rozkładu</numerusform>
            <numerusform>{0} byłoby ugrane tylko w {1} z %n sprawdzonych rozkładów</numerusform>
            <numerusform>{0} byłoby ugrane tylko w {1} z %n sprawdzonych rozkładów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>you are expected to score %n point(s) more than the opponent</source>
        <translation>
            <numerusform>zdobędziesz średnio o %n punkt więcej niż przeciwnik</numerusform>
            <numerusform>zdobędziesz średnio o %n punkty więcej niż przeciwnik</numerusform>
            <numerusform>zdobędziesz średnio o %n punktów więcej niż przeciwnik</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>you are expected to score %n point(s) fewer than the opponent</source>
        <translation>
            <numerusform>zdobędziesz średnio o %n punkt mniej niż przeciwnik</numerusform>
            <numerusform>zdobędziesz średnio o %n punkty mniej niż przeciwnik</numerusform>
            <numerusform>zdobędziesz średnio o %n punktów mniej niż przeciwnik</numerusform>
        </translation>
    </message>
    <message>
        <source>you are expected to score as many points as the opponent</source>
        <translation>zdobędziesz średnio tyle samo punktów co przeciwnik</translation>
    </message>
    <message numerus="yes">
        <source>over %n sampled deal(s) from here {0}</source>
        <translation>
            <numerusform>w %n losowym rozdaniu stąd {0}</numerusform>
            <numerusform>w %n losowych rozdaniach stąd {0}</numerusform>
            <numerusform>w %n losowych rozdaniach stąd {0}</numerusform>
        </translation>
    </message>
    <message>
        <source>the trick is lost: it gives away as few points as possible</source>
        <translation>lewa przepadła: karta oddaje jak najmniej punktów</translation>
    </message>
    <message>
        <source>it gives away as few points as possible</source>
        <translation>karta oddaje jak najmniej punktów</translation>
    </message>
    <message>
        <source>{0}; a redeal costs nothing</source>
        <translation>{0}; ponowne rozdanie nic nie kosztuje</translation>
    </message>
    <message>
        <source>the barrel player&apos;s {0} stands: only a higher bid stops them</source>
        <translation>zgłoszenie {0} gracza na beczce obowiązuje: zatrzyma go tylko wyższa odzywka</translation>
    </message>
    <message>
        <source>nobody is on the hundred: a pass costs nothing</source>
        <translation>nikt nie jest na setce: pas nic nie kosztuje</translation>
    </message>
    <message>
        <source>everybody else passed: if you pass too, the dealer plays {0}</source>
        <translation>wszyscy pozostali spasowali: jeśli też spasujesz, rozdający gra {0}</translation>
    </message>
    <message>
        <source>everybody else passed: if you pass too, the cards are dealt again</source>
        <translation>wszyscy pozostali spasowali: jeśli też spasujesz, karty zostaną rozdane od nowa</translation>
    </message>
    <message>
        <source>{0}; {1}</source>
        <comment>what the card does; why</comment>
        <translation>{0}; {1}</translation>
    </message>
    <message>
        <source>, expected score {0}</source>
        <translation>, oczekiwany wynik {0}</translation>
    </message>
    <message>
        <source>playing on is expected to score {0}: conceding costs less</source>
        <translation>gra da prawdopodobnie {0}: bomba kosztuje mniej</translation>
    </message>
    <message>
        <source>conceding costs less than playing on</source>
        <translation>bomba kosztuje mniej niż gra</translation>
    </message>
    <message>
        <source>the hand you keep is expected to score {0}</source>
        <translation>z zostawionymi kartami oczekiwany wynik to {0}</translation>
    </message>
</context>
<context>
    <name>HostTableDialog</name>
    <message>
        <source>Host a table</source>
        <extracomment>Where the table listens: every network interface (IPv6 and IPv4), or this computer only. The listen choice as the settings keep it. Where the table runs: in this program, or on a ``thousand-qt serve`` process.</extracomment>
        <translation>Załóż stół</translation>
    </message>
    <message>
        <source>Every rule…</source>
        <translation>Wszystkie zasady…</translation>
    </message>
    <message>
        <source>Every rule of the table, as Preferences ▸ Rules shows them; rules that match no preset are your own rules (Custom).</source>
        <translation>Wszystkie zasady stołu, jak w „Ustawienia ▸ Zasady”; zasady niezgodne z żadnym zestawem są twoimi własnymi („Własne”).</translation>
    </message>
    <message>
        <source>A person</source>
        <translation>Człowiek</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Komputer</translation>
    </message>
    <message>
        <source>Who sits here</source>
        <translation>Kto tu siedzi</translation>
    </message>
    <message>
        <source>In this program</source>
        <translation>W tym programie</translation>
    </message>
    <message>
        <source>On a server (thousand-qt serve)</source>
        <translation>Na serwerze (thousand-qt serve)</translation>
    </message>
    <message>
        <source>In this program: this computer waits for the players. On a server: the table is created on a Thousand server and everybody joins it there.</source>
        <translation>W tym programie: na graczy czeka ten komputer. Na serwerze: stół powstaje na serwerze Tysiąca i wszyscy dołączają do niego tam.</translation>
    </message>
    <message>
        <source>The table runs</source>
        <translation>Gdzie działa stół</translation>
    </message>
    <message>
        <source>for example example.org:{0}</source>
        <translation>na przykład example.org:{0}</translation>
    </message>
    <message>
        <source>The server&apos;s address and port (host:port; wss:// for a server with TLS).</source>
        <translation>Adres i port serwera (host:port; wss:// dla serwera z TLS).</translation>
    </message>
    <message>
        <source>Server address</source>
        <translation>Adres serwera</translation>
    </message>
    <message>
        <source>Every network of this computer</source>
        <translation>Wszystkie sieci tego komputera</translation>
    </message>
    <message>
        <source>This computer only (to try it)</source>
        <translation>Tylko ten komputer (na próbę)</translation>
    </message>
    <message>
        <source>Listen on</source>
        <translation>Czekaj na graczy</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>How long the table waits for a player whose connection dropped; then a computer plays the seat until they come back.</source>
        <translation>Jak długo stół czeka na gracza, któremu zerwało się połączenie; potem za niego gra komputer, aż gracz wróci.</translation>
    </message>
    <message>
        <source>Wait for a dropped player</source>
        <translation>Czekaj na rozłączonego gracza</translation>
    </message>
    <message>
        <source>easy</source>
        <comment>level</comment>
        <translation>słaby</translation>
    </message>
    <message>
        <source>normal</source>
        <comment>level</comment>
        <translation>średni</translation>
    </message>
    <message>
        <source>strong</source>
        <comment>level</comment>
        <translation>mocny</translation>
    </message>
    <message>
        <source>Then a computer plays</source>
        <translation>Potem gra komputer</translation>
    </message>
    <message>
        <source>off</source>
        <comment>turn clock</comment>
        <translation>wył.</translation>
    </message>
    <message>
        <source>How long a player may think over a move; then a computer plays for them until they act again. Off: the table waits as long as it takes.</source>
        <translation>Jak długo gracz może zastanawiać się nad ruchem; potem za niego gra komputer, dopóki gracz znów nie wykona ruchu. Wył.: stół czeka, ile trzeba.</translation>
    </message>
    <message>
        <source>Turn clock</source>
        <translation>Czas na ruch</translation>
    </message>
    <message>
        <source>Allow hints</source>
        <translation>Zezwól na podpowiedzi</translation>
    </message>
    <message>
        <source>Public: strangers see it in the list of Join a table</source>
        <translation>Publiczny: obcy widzą go na liście „Dołącz do stołu”</translation>
    </message>
    <message>
        <source>Anybody who asks the server for its tables sees this one while it waits for players, and may sit down. Unchecked, only those you give the code to can find it.</source>
        <translation>Każdy, kto zapyta serwer o listę stołów, widzi ten stół, dopóki czeka on na graczy, i może się do niego dosiąść. Bez zaznaczenia znajdą go tylko ci, którym podasz kod.</translation>
    </message>
    <message>
        <source>This computer holds every hand of the table (its autosave names them). Play here with people you trust; a table among strangers belongs on a Thousand server that none of them runs.</source>
        <translation>Ten komputer zna wszystkie karty przy stole (zapisuje je w autozapisie). Graj tak z osobami, którym ufasz; stół z nieznajomymi lepiej utworzyć na serwerze Tysiąca, którego nie uruchamia nikt z nich.</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Załóż</translation>
    </message>
    <message>
        <source>Choose a person for at least one seat: against computers only, Game ▸ New game plays without a network.</source>
        <translation>Posadź człowieka choć na jednym miejscu: przeciw samym komputerom gra się bez sieci, przez Gra ▸ Nowa gra.</translation>
    </message>
    <message>
        <source>Type the server&apos;s address and port, for example example.org:{0}.</source>
        <translation>Wpisz adres i port serwera, na przykład example.org:{0}.</translation>
    </message>
</context>
<context>
    <name>HumanInput</name>
    <message>
        <source>{0} will be played as soon as it is your move.</source>
        <translation>{0} zostanie zagrana, gdy tylko nadejdzie twój ruch.</translation>
    </message>
    <message>
        <source>{0} is selected for your move (click it again to play it).</source>
        <translation>{0} wybrana na twój ruch (kliknij ją jeszcze raz, aby ją zagrać).</translation>
    </message>
    <message>
        <source>to the talon</source>
        <translation>do musiku</translation>
    </message>
    <message>
        <source>to the second talon</source>
        <translation>do drugiego musiku</translation>
    </message>
</context>
<context>
    <name>JoinTableDialog</name>
    <message>
        <source>Type your name: the other players see it at the table.</source>
        <translation>Wpisz swoje imię: widzą je inni gracze przy stole.</translation>
    </message>
    <message>
        <source>Join a table</source>
        <translation>Dołącz do stołu</translation>
    </message>
    <message>
        <source>for example 192.168.1.5:{0}</source>
        <translation>na przykład 192.168.1.5:{0}</translation>
    </message>
    <message>
        <source>The address and port the host&apos;s window shows; the whole line it gives to pass on may be pasted here.</source>
        <translation>Adres i port, które pokazuje okno gospodarza stołu; można tu wkleić cały wiersz, który przekazał.</translation>
    </message>
    <message>
        <source>Host address</source>
        <translation>Adres gospodarza</translation>
    </message>
    <message>
        <source>Public tables</source>
        <translation>Stoły publiczne</translation>
    </message>
    <message>
        <source>six letters and digits</source>
        <translation>sześć liter i cyfr</translation>
    </message>
    <message>
        <source>Table code</source>
        <translation>Kod stołu</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Twoje imię</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Dołącz</translation>
    </message>
    <message>
        <source>Type the host&apos;s address as the host&apos;s window shows it, for example 192.168.1.5:{0}.</source>
        <translation>Wpisz adres gospodarza tak, jak pokazuje go jego okno, na przykład 192.168.1.5:{0}.</translation>
    </message>
    <message>
        <source>The table code has six letters and digits, as the host&apos;s window shows it.</source>
        <translation>Kod stołu ma sześć liter i cyfr, jak w oknie gospodarza.</translation>
    </message>
</context>
<context>
    <name>LobbyList</name>
    <message>
        <source>Rules</source>
        <extracomment>The widest the list grows to hold its texts, in widths of &quot;m&quot; (wider, it scrolls).</extracomment>
        <translation>Zasady</translation>
    </message>
    <message>
        <source>Free seats</source>
        <translation>Wolne miejsca</translation>
    </message>
    <message>
        <source>Who waits</source>
        <translation>Kto czeka</translation>
    </message>
    <message>
        <source>Public tables on this server</source>
        <translation>Stoły publiczne na tym serwerze</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Odśwież</translation>
    </message>
    <message>
        <source>Ask the server again for its public tables.</source>
        <translation>Zapytaj serwer ponownie o jego stoły publiczne.</translation>
    </message>
    <message>
        <source>Type the server&apos;s address, then Refresh to see its public tables.</source>
        <translation>Wpisz adres serwera i naciśnij „Odśwież”, aby zobaczyć jego stoły publiczne.</translation>
    </message>
    <message>
        <source>Asking the server for its public tables…</source>
        <translation>Pytam serwer o jego stoły publiczne…</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n gracz</numerusform>
            <numerusform>%n graczy</numerusform>
            <numerusform>%n graczy</numerusform>
        </translation>
    </message>
    <message>
        <source>{0} s a move</source>
        <translation>{0} s na ruch</translation>
    </message>
    <message>
        <source>hints allowed</source>
        <translation>podpowiedzi dozwolone</translation>
    </message>
    <message numerus="yes">
        <source>%n computer(s)</source>
        <translation>
            <numerusform>%n komputer</numerusform>
            <numerusform>%n komputery</numerusform>
            <numerusform>%n komputerów</numerusform>
        </translation>
    </message>
    <message>
        <source>nobody yet</source>
        <translation>jeszcze nikt</translation>
    </message>
    <message>
        <source>Table {0}</source>
        <translation>Stół {0}</translation>
    </message>
    <message numerus="yes">
        <source>%n public table(s) wait for players: choose one and press Join, or double-click it.</source>
        <translation>
            <numerusform>%n stół publiczny czeka na graczy: wybierz go i naciśnij „Dołącz” albo kliknij go dwukrotnie.</numerusform>
            <numerusform>%n stoły publiczne czekają na graczy: wybierz jeden i naciśnij „Dołącz” albo kliknij go dwukrotnie.</numerusform>
            <numerusform>%n stołów publicznych czeka na graczy: wybierz jeden i naciśnij „Dołącz” albo kliknij go dwukrotnie.</numerusform>
        </translation>
    </message>
    <message>
        <source>No public table waits for players on this server now.</source>
        <translation>Na tym serwerze żaden stół publiczny nie czeka teraz na graczy.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Thousand is already running, but its window does not answer. Close it, then start the game again.</source>
        <translation>Tysiąc jest już uruchomiony, ale jego okno nie odpowiada. Zamknij je i uruchom grę ponownie.</translation>
    </message>
    <message>
        <source>The settings file is too large to be read; it is kept as {path} and the defaults are used.</source>
        <translation>Plik ustawień jest zbyt duży, by go odczytać; zachowano go jako {path}, używane są ustawienia domyślne.</translation>
    </message>
    <message>
        <source>The autosaved game could not be read ({reason}); it is kept as {path}.</source>
        <translation>Nie udało się odczytać automatycznie zapisanej gry ({reason}); zachowano ją jako {path}.</translation>
    </message>
    <message>
        <source>The autosaved game could not be resumed ({reason}); a new game starts.</source>
        <translation>Nie udało się wznowić automatycznie zapisanej gry ({reason}); zaczyna się nowa gra.</translation>
    </message>
    <message>
        <source>Resume the unfinished game?</source>
        <translation>Wznowić niedokończoną grę?</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <comment>a player and their total</comment>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <source>Deals played: {0}.</source>
        <translation>Rozegrane rozdania: {0}.</translation>
    </message>
    <message>
        <source>Begun: {0}.</source>
        <translation>Rozpoczęta: {0}.</translation>
    </message>
    <message>
        <source>Last played: {0}.</source>
        <translation>Ostatni ruch: {0}.</translation>
    </message>
    <message>
        <source>Thousand</source>
        <translation>Tysiąc</translation>
    </message>
    <message>
        <source>Thousand games (*.thousand);;All files (*)</source>
        <extracomment>``translate(&quot;Context&quot;, &quot;literal&quot;)``: the form ``pyside6-lupdate`` extracts.</extracomment>
        <translation>Gry w Tysiąca (*.thousand);;Wszystkie pliki (*)</translation>
    </message>
    <message>
        <source>Open a game</source>
        <translation>Otwórz grę</translation>
    </message>
    <message>
        <source>Abandon the game in progress and open {0}?</source>
        <translation>Porzucić bieżącą grę i otworzyć {0}?</translation>
    </message>
    <message>
        <source>Cannot open {0}:
{1}</source>
        <translation>Nie można otworzyć {0}:
{1}</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Zapisz grę</translation>
    </message>
    <message>
        <source>Cannot save: {0} is read-only.</source>
        <translation>Nie można zapisać: plik {0} jest tylko do odczytu.</translation>
    </message>
    <message>
        <source>Cannot save {0}:
{1}</source>
        <translation>Nie można zapisać {0}:
{1}</translation>
    </message>
    <message>
        <source>Saved to {0}</source>
        <translation>Zapisano: {0}</translation>
    </message>
    <message>
        <source>Your word in the auction.</source>
        <translation>Twoja kolej w licytacji.</translation>
    </message>
    <message>
        <source>Set your contract: keep the bid or raise it.</source>
        <translation>Ustal swoją grę.</translation>
    </message>
    <message>
        <source>Marriage</source>
        <translation>Meldunek</translation>
    </message>
    <message>
        <source>Declare the marriage (марьяж) with this card?</source>
        <translation>Zgłosić meldunek tą kartą?</translation>
    </message>
    <message>
        <source>Hint: {0}</source>
        <translation>Podpowiedź: {0}</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <comment>hint and why</comment>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <source>play {0}</source>
        <translation>zagraj {0}</translation>
    </message>
    <message>
        <source>and declare the marriage, keeping the trump</source>
        <translation>i zgłosić meldunek, zachowując atut</translation>
    </message>
    <message>
        <source>and declare the marriage</source>
        <translation>i zgłoś meldunek</translation>
    </message>
    <message>
        <source>declare the {0} marriage before your card, keeping the trump</source>
        <translation>zgłosić meldunek {0} przed swoją kartą, zachowując atut</translation>
    </message>
    <message>
        <source>declare the {0} marriage before your card</source>
        <translation>zgłosić meldunek {0} przed swoją kartą</translation>
    </message>
    <message>
        <source>bid {0} blind</source>
        <translation>licytuj {0} w ciemno</translation>
    </message>
    <message>
        <source>bid {0}</source>
        <translation>licytuj {0}</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>pas</translation>
    </message>
    <message>
        <source>play the contract {0}</source>
        <translation>graj {0}</translation>
    </message>
    <message>
        <source>give {0}</source>
        <translation>oddaj {0}</translation>
    </message>
    <message>
        <source>lay away {0} and put {1} into the second talon</source>
        <translation>odłóż {0} i połóż {1} do drugiego musiku</translation>
    </message>
    <message>
        <source>lay away {0}</source>
        <translation>odłóż {0}</translation>
    </message>
    <message>
        <source>open the left talon</source>
        <translation>odkryj lewy musik</translation>
    </message>
    <message>
        <source>open the right talon</source>
        <translation>odkryj prawy musik</translation>
    </message>
    <message>
        <source>write the deal off (списать)</source>
        <translation>odpisz rozdanie</translation>
    </message>
    <message>
        <source>concede (роспись)</source>
        <translation>rzuć bombę</translation>
    </message>
    <message>
        <source>ask for a redeal</source>
        <translation>poproś o ponowne rozdanie</translation>
    </message>
    <message>
        <source>The game is over. Game ▸ New game (Ctrl+N) starts another.</source>
        <translation>Gra skończona. Nową zaczyna Gra ▸ Nowa gra (Ctrl+N).</translation>
    </message>
    <message>
        <source>Click two cards to lay face down (or ← → and Enter), then Lay down.</source>
        <translation>Kliknij dwie karty do odłożenia koszulką do góry (albo ← → i Enter), potem „Odłóż”.</translation>
    </message>
    <message>
        <source>Click the card for each opponent (or ← → and Enter), then Give.</source>
        <translation>Kliknij kartę dla każdego przeciwnika (albo ← → i Enter), potem „Oddaj”.</translation>
    </message>
    <message>
        <source>Click three cards to lay face down (or ← → and Enter), then Lay down.</source>
        <translation>Kliknij trzy karty do odłożenia koszulką do góry (albo ← → i Enter), potem „Odłóż”.</translation>
    </message>
    <message>
        <source>Choose a talon (прикуп): click it, or ← → and Enter.</source>
        <translation>Wybierz musik (прикуп): kliknij go albo ← → i Enter.</translation>
    </message>
    <message>
        <source>Your move: drag a card to the table or click it twice (or ← → and Enter).</source>
        <translation>Twój ruch: przeciągnij kartę na stół albo kliknij ją dwa razy (albo ← → i Enter).</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nowa gra</translation>
    </message>
    <message>
        <source>Abandon the game in progress and start a new one?</source>
        <translation>Porzucić bieżącą grę i zacząć nową?</translation>
    </message>
    <message>
        <source>Nothing to undo.</source>
        <translation>Nie ma czego cofać.</translation>
    </message>
    <message>
        <source>Rules of this game</source>
        <translation>Zasady tej gry</translation>
    </message>
    <message>
        <source>Controls</source>
        <translation>Sterowanie</translation>
    </message>
    <message>
        <source>Marks</source>
        <translation>Oznaczenia</translation>
    </message>
    <message>
        <source>About Thousand</source>
        <translation>O Tysiącu</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Gra</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Widok</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Po&amp;moc</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nowa gra…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Otwórz…</translation>
    </message>
    <message>
        <source>Host a ta&amp;ble…</source>
        <translation>Za&amp;łóż stół…</translation>
    </message>
    <message>
        <source>&amp;Join a table…</source>
        <translation>&amp;Dołącz do stołu…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Zapisz</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Zapisz &amp;jako…</translation>
    </message>
    <message>
        <source>&amp;Review</source>
        <translation>&amp;Analiza partii</translation>
    </message>
    <message>
        <source>Review a &amp;file…</source>
        <translation>Analiza partii z &amp;pliku…</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Cofnij ruch</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Podpowiedź</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatystyki…</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Ustawienia…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Za&amp;kończ</translation>
    </message>
    <message>
        <source>Score &amp;sheet</source>
        <translation>&amp;Tabela wyników</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Zasady</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Pełny ekran</translation>
    </message>
    <message>
        <source>S&amp;ound</source>
        <translation>&amp;Dźwięk</translation>
    </message>
    <message>
        <source>&amp;Controls</source>
        <translation>&amp;Sterowanie</translation>
    </message>
    <message>
        <source>&amp;Marks</source>
        <translation>Ozna&amp;czenia</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>&amp;O programie</translation>
    </message>
    <message>
        <source>Review a game</source>
        <extracomment>window actions that would touch the running game: off while reviewing</extracomment>
        <translation>Analiza partii</translation>
    </message>
    <message>
        <source>This game cannot be reviewed: {0}</source>
        <translation>Tej partii nie można przeanalizować: {0}</translation>
    </message>
    <message>
        <source>the game being played</source>
        <translation>bieżącej partii</translation>
    </message>
    <message>
        <source>Review of {0}: ← → moves, ↑ ↓ tricks, Page Up/Down deals, Space plays, Esc leaves.</source>
        <translation>Analiza {0}: ← → ruchy, ↑ ↓ lewy, Page Up/Down rozdania, spacja — odtwarzanie, Esc — wyjście.</translation>
    </message>
    <message>
        <source>No game is running: Game ▸ New game (Ctrl+N) starts one.</source>
        <translation>Żadna gra nie trwa: nową zaczyna Gra ▸ Nowa gra (Ctrl+N).</translation>
    </message>
    <message>
        <source>The analysis failed: {0}</source>
        <translation>Analiza nie powiodła się: {0}</translation>
    </message>
    <message>
        <source>Continue from here</source>
        <translation>Graj od tego miejsca</translation>
    </message>
    <message>
        <source>Abandon the game in progress and play on from this position?</source>
        <translation>Porzucić bieżącą partię i grać dalej od tej pozycji?</translation>
    </message>
    <message>
        <source>Cannot continue from here: {0}</source>
        <translation>Nie można grać dalej od tej pozycji: {0}</translation>
    </message>
    <message>
        <source>A new game from the review&apos;s position.</source>
        <translation>Nowa partia od pozycji z analizy.</translation>
    </message>
    <message>
        <source>{0} — Thousand</source>
        <comment>window title: the game&apos;s file</comment>
        <translation>{0} — Tysiąc</translation>
    </message>
</context>
<context>
    <name>Marks</name>
    <message>
        <source>C</source>
        <comment>score sheet mark: the declarer conceded (роспись)</comment>
        <extracomment>``translate(&quot;Context&quot;, &quot;literal&quot;)``: the form ``pyside6-lupdate`` extracts.</extracomment>
        <translation>B</translation>
    </message>
    <message>
        <source>S</source>
        <comment>score sheet mark: samosval</comment>
        <translation>W</translation>
    </message>
    <message>
        <source>(B)</source>
        <comment>score sheet mark: on the barrel</comment>
        <translation>(B)</translation>
    </message>
    <message>
        <source>Contract {0} conceded (роспись).</source>
        <translation>Gra {0}: bomba.</translation>
    </message>
    <message>
        <source>Contract {0} made.</source>
        <translation>Gra {0} ugrana.</translation>
    </message>
    <message>
        <source>Contract {0} lost.</source>
        <translation>Gra {0} nieugrana.</translation>
    </message>
    <message>
        <source>A bolt (болт), the third: the bolts are crossed out and the penalty paid.</source>
        <translation>Bolt, trzeci: bolty skreślone, kara odjęta.</translation>
    </message>
    <message>
        <source>A bolt (болт): no trick in this deal. Bolts so far: {0}.</source>
        <translation>Bolt: ani jednej lewy w tym rozdaniu. Boltów do tej pory: {0}.</translation>
    </message>
    <message>
        <source>Samosval (самосвал): exactly 555, the total falls back to 0.</source>
        <translation>Wywrotka: dokładnie 555, wynik spada do 0.</translation>
    </message>
    <message>
        <source>On the barrel (бочка): this player must make a contract to win.</source>
        <translation>Na beczce: aby wygrać, gracz musi ugrać swoją grę.</translation>
    </message>
    <message>
        <source>The dealer of this deal (on the player&apos;s plate).</source>
        <translation>Rozdający w tym rozdaniu (na tabliczce gracza).</translation>
    </message>
    <message>
        <source>W</source>
        <comment>score sheet mark: the declarer wrote the deal off (списать), a dash for the others</comment>
        <translation>K</translation>
    </message>
    <message>
        <source>Contract {0} written off (списать): each opponent a dash and a bolt.</source>
        <translation>Kontrakt {0} odpisany: każdy przeciwnik dostaje kreskę i bolt.</translation>
    </message>
    <message>
        <source>On the barrel, collecting: +{0}, the card points of the tricks taken.</source>
        <translation>Na beczce, zbieranie: +{0}, punkty kart z wziętych lew.</translation>
    </message>
    <message>
        <source>The cut showed a third nine: −{0} for the cutter.</source>
        <translation>Przy przełożeniu pokazała się trzecia dziewiątka: −{0} dla przekładającego.</translation>
    </message>
    <message>
        <source>A deal of the golden round (золотой кон): it counts double.</source>
        <translation>Złote rozdanie (золотой кон): liczy się podwójnie.</translation>
    </message>
    <message>
        <source>Bid blind (в тёмную), without seeing the cards: it counts double.</source>
        <translation>Licytacja w ciemno (в тёмную), bez oglądania kart: liczy się podwójnie.</translation>
    </message>
    <message>
        <source>No golden deal was made: every total went back to 0.</source>
        <translation>Żadne złote rozdanie nie zostało ugrane: wszystkie wyniki wróciły do 0.</translation>
    </message>
    <message>
        <source>gold frame</source>
        <translation>złota ramka</translation>
    </message>
    <message>
        <source>The player whose turn it is.</source>
        <translation>Gracz, którego jest teraz ruch.</translation>
    </message>
    <message>
        <source>Score sheet: the declarer made the contract, e.g. [120✓].</source>
        <translation>Tabela wyników: rozgrywający ugrał grę, np. [120✓].</translation>
    </message>
    <message>
        <source>Score sheet: the declarer lost the contract, e.g. [120✗].</source>
        <translation>Tabela wyników: rozgrywający nie ugrał gry, np. [120✗].</translation>
    </message>
    <message>
        <source>Score sheet: the declarer conceded (роспись).</source>
        <translation>Tabela wyników: rozgrywający rzucił bombę.</translation>
    </message>
    <message>
        <source>Score sheet: the declarer wrote the deal off (списать); the opponents score a dash and a bolt.</source>
        <translation>Zapis: rozgrywający odpisał rozdanie; przeciwnicy dostają kreskę i bolt.</translation>
    </message>
    <message>
        <source>A bolt (болт): a deal without a trick. On the plate too.</source>
        <translation>Bolt: rozdanie bez lewy. Widać go też na tabliczce.</translation>
    </message>
    <message>
        <source>The third bolt: the bolts are crossed out and the penalty paid.</source>
        <translation>Trzeci bolt: bolty skreślone, kara odjęta.</translation>
    </message>
    <message>
        <source>On the barrel (бочка); on the plate a small barrel is drawn.</source>
        <translation>Na beczce; na tabliczce narysowana jest beczka.</translation>
    </message>
    <message>
        <source>Samosval (самосвал): exactly 555, back to 0.</source>
        <translation>Wywrotka: dokładnie 555, z powrotem do 0.</translation>
    </message>
    <message>
        <source>Score sheet: collecting on the barrel, the card points scored in the deal.</source>
        <translation>Zapis: zbieranie na beczce, punkty kart z rozdania.</translation>
    </message>
    <message>
        <source>Score sheet: the cut showed a third nine, −{0} for the cutter.</source>
        <translation>Tabela: przy przełożeniu trzecia dziewiątka, −{0} dla przekładającego.</translation>
    </message>
    <message>
        <source>Score sheet, beside the deal&apos;s number: a deal of the golden round, it counts double.</source>
        <translation>Tabela, obok numeru rozdania: złote rozdanie, liczy się podwójnie.</translation>
    </message>
    <message>
        <source>Score sheet: the contract was bid blind (в тёмную), it counts double.</source>
        <translation>Tabela: gra zalicytowana w ciemno (в тёмную), liczy się podwójnie.</translation>
    </message>
    <message>
        <source>Score sheet: no golden deal was made, every total back to 0.</source>
        <translation>Tabela: złote rozdania nieugrane, wszystkie wyniki do 0.</translation>
    </message>
    <message>
        <source>bold</source>
        <translation>pogrubienie</translation>
    </message>
    <message>
        <source>Score sheet: the declarer of the deal.</source>
        <translation>Tabela wyników: rozgrywający w tym rozdaniu.</translation>
    </message>
    <message>
        <source>grey row</source>
        <translation>szary wiersz</translation>
    </message>
    <message>
        <source>Score sheet: a redeal, nothing was played.</source>
        <translation>Tabela wyników: ponowne rozdanie, nic nie rozegrano.</translation>
    </message>
</context>
<context>
    <name>MarriagePanel</name>
    <message>
        <source>Declare a marriage before your card?</source>
        <translation>Zgłosić meldunek przed swoją kartą?</translation>
    </message>
    <message>
        <source>Or just play a card: nothing is declared then.</source>
        <translation>Albo po prostu zagraj kartę — wtedy nic nie jest zgłaszane.</translation>
    </message>
    <message>
        <source>{0} marriage, keep {1} trump</source>
        <translation>Meldunek {0}, atut {1} zostaje</translation>
    </message>
    <message>
        <source>{0} marriage (+{1})</source>
        <translation>Meldunek {0} (+{1})</translation>
    </message>
    <message>
        <source>Marriage</source>
        <translation>Meldunek</translation>
    </message>
    <message>
        <source>Make {0} trump, or keep the trump {1} and only score the marriage?</source>
        <translation>Ustanowić {0} atutem czy zachować atut {1} i tylko zapisać meldunek?</translation>
    </message>
    <message>
        <source>Make {0} trump</source>
        <translation>Atut — {0}</translation>
    </message>
    <message>
        <source>Keep {0} trump</source>
        <translation>Zachowaj atut {0}</translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <source>You</source>
        <translation>Ty</translation>
    </message>
</context>
<context>
    <name>NetDock</name>
    <message>
        <source>waiting for a player</source>
        <translation>czeka na gracza</translation>
    </message>
    <message>
        <source>here</source>
        <translation>przy stole</translation>
    </message>
    <message>
        <source>reconnecting…</source>
        <translation>łączy się ponownie…</translation>
    </message>
    <message>
        <source>computer</source>
        <translation>komputer</translation>
    </message>
    <message>
        <source>free seat</source>
        <translation>wolne miejsce</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>gotowy</translation>
    </message>
    <message>
        <source>not ready</source>
        <translation>niegotowy</translation>
    </message>
    <message>
        <source>(you)</source>
        <translation>(ty)</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Łączenie…</translation>
    </message>
    <message>
        <source>Connected; table {0}.</source>
        <translation>Połączono; stół {0}.</translation>
    </message>
    <message>
        <source>The connection dropped: reconnecting…</source>
        <translation>Połączenie zerwane: ponowne łączenie…</translation>
    </message>
    <message>
        <source>The connection to the host is lost.</source>
        <translation>Utracono połączenie z gospodarzem stołu.</translation>
    </message>
    <message>
        <source>Not connected.</source>
        <translation>Brak połączenia.</translation>
    </message>
    <message>
        <source>The table has ended.</source>
        <translation>Gra przy stole zakończona.</translation>
    </message>
    <message>
        <source>this computer only</source>
        <translation>tylko ten komputer</translation>
    </message>
    <message>
        <source>This computer&apos;s addresses: {0}</source>
        <translation>Adresy tego komputera: {0}</translation>
    </message>
    <message>
        <source>Hints: allowed.</source>
        <translation>Podpowiedzi: dozwolone.</translation>
    </message>
    <message>
        <source>Hints: off at this table.</source>
        <translation>Podpowiedzi: przy tym stole wyłączone.</translation>
    </message>
    <message>
        <source>Undo is off in network games.</source>
        <translation>Cofanie ruchu w grze sieciowej jest wyłączone.</translation>
    </message>
    <message>
        <source>A dropped player&apos;s seat waits {0} s.</source>
        <translation>Miejsce rozłączonego gracza czeka {0} s.</translation>
    </message>
    <message>
        <source>Turn clock: {0} s a move.</source>
        <translation>Czas na ruch: {0} s.</translation>
    </message>
    <message numerus="yes">
        <source>Your move: %n s left on the clock.</source>
        <translation>
            <numerusform>Twój ruch: została %n sekunda.</numerusform>
            <numerusform>Twój ruch: zostały %n sekundy.</numerusform>
            <numerusform>Twój ruch: zostało %n sekund.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} to move: %n s left on the clock.</source>
        <translation>
            <numerusform>Ruch gracza {0}: została %n sekunda.</numerusform>
            <numerusform>Ruch gracza {0}: zostały %n sekundy.</numerusform>
            <numerusform>Ruch gracza {0}: zostało %n sekund.</numerusform>
        </translation>
    </message>
    <message>
        <source>Connected again with the seat&apos;s token; the game goes on.</source>
        <translation>Połączono ponownie kluczem miejsca; gra toczy się dalej.</translation>
    </message>
    <message>
        <source>Ready ✓</source>
        <translation>Gotowy ✓</translation>
    </message>
    <message>
        <source>I am ready</source>
        <translation>Jestem gotowy</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Stół</translation>
    </message>
    <message>
        <source>Pass this on to the players (address and table code):</source>
        <translation>Przekaż graczom (adres i kod stołu):</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopiuj</translation>
    </message>
    <message>
        <source>A message to the table</source>
        <translation>Wiadomość do stołu</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Wyślij</translation>
    </message>
    <message>
        <source>Say</source>
        <translation>Powiedz</translation>
    </message>
</context>
<context>
    <name>NetPlay</name>
    <message>
        <source>Cannot reach the server: nobody answers at that address and port, or a firewall is in the way. Is thousand-qt serve running there?</source>
        <translation>Nie można połączyć się z serwerem: pod tym adresem i portem nikt nie odpowiada albo przeszkadza zapora. Czy działa tam thousand-qt serve?</translation>
    </message>
    <message>
        <source>The server runs another version of Thousand: a table can be created there only by the same version. The server says: {0}</source>
        <translation>Serwer ma inną wersję Tysiąca: stół może tam utworzyć tylko ta sama wersja. Serwer odpowiada: {0}</translation>
    </message>
    <message>
        <source>Cannot reach the host: nobody answers at that address and port, or a firewall is in the way.</source>
        <translation>Nie można połączyć się z gospodarzem: pod tym adresem i portem nikt nie odpowiada albo przeszkadza zapora.</translation>
    </message>
    <message>
        <source>The host runs another version of Thousand: both need the same version to play together.</source>
        <translation>Gospodarz ma inną wersję „Tysiąca”: do wspólnej gry potrzebna jest ta sama wersja.</translation>
    </message>
    <message>
        <source>There is no table with that code at this host: check the code.</source>
        <translation>U tego gospodarza nie ma stołu o takim kodzie: sprawdź kod.</translation>
    </message>
    <message>
        <source>That table is full (or its game has begun): no seat is free.</source>
        <translation>Ten stół jest pełny (albo gra już się zaczęła): nie ma wolnego miejsca.</translation>
    </message>
    <message>
        <source>That seat is taken.</source>
        <translation>To miejsce jest zajęte.</translation>
    </message>
    <message>
        <source>The table no longer has your seat: its game has ended or the host started it afresh.</source>
        <translation>Przy tym stole nie ma już Twojego miejsca: gra się skończyła albo gospodarz założył stół od nowa.</translation>
    </message>
    <message>
        <source>The host holds as many tables as it can; try later.</source>
        <translation>Gospodarz ma już tyle stołów, ile może; spróbuj później.</translation>
    </message>
    <message>
        <source>The host does not accept these rules.</source>
        <translation>Gospodarz nie przyjmuje tych zasad.</translation>
    </message>
    <message>
        <source>The host refused the request: {0}</source>
        <translation>Gospodarz odrzucił prośbę: {0}</translation>
    </message>
    <message>
        <source>The host refused: {0}</source>
        <translation>Gospodarz odmówił: {0}</translation>
    </message>
    <message>
        <source>Too many connections come from your address at once; close some of them and try again.</source>
        <translation>Z twojego adresu jest otwartych zbyt wiele połączeń naraz; zamknij część z nich i spróbuj ponownie.</translation>
    </message>
    <message>
        <source>The host takes no connections from this web page.</source>
        <translation>Host nie przyjmuje połączeń z tej strony internetowej.</translation>
    </message>
    <message>
        <source>Your address already holds as many tables as the host allows; finish or leave one of them first.</source>
        <translation>Z twojego adresu utworzono już tyle stołów, ile pozwala host; najpierw zakończ lub opuść jeden z nich.</translation>
    </message>
    <message>
        <source>Too many wrong table codes came from your address; wait a minute and try again.</source>
        <translation>Z twojego adresu przyszło zbyt wiele błędnych kodów stołu; odczekaj minutę i spróbuj ponownie.</translation>
    </message>
    <message>
        <source>Your address asked for the list of tables too often; wait a few seconds and press Refresh again.</source>
        <translation>Z twojego adresu zbyt często proszono o listę stołów; odczekaj kilka sekund i znów naciśnij „Odśwież”.</translation>
    </message>
    <message>
        <source>Too much at once: the host takes only so much text a second. Wait a moment.</source>
        <translation>Za dużo naraz: host przyjmuje tylko ograniczoną ilość tekstu na sekundę. Poczekaj chwilę.</translation>
    </message>
    <message>
        <source>The host waited too long for this program to greet it.</source>
        <translation>Host zbyt długo czekał na powitanie od tego programu.</translation>
    </message>
    <message>
        <source>It holds as many tables as it can; try later.</source>
        <translation>Ma już tyle stołów, ile może pomieścić; spróbuj później.</translation>
    </message>
    <message>
        <source>This connection has created as many tables as it may.</source>
        <translation>To połączenie utworzyło już tyle stołów, ile może.</translation>
    </message>
    <message>
        <source>It does not accept these rules.</source>
        <translation>Nie przyjmuje tych zasad.</translation>
    </message>
    <message>
        <source>The server refused to create the table.</source>
        <translation>Serwer odmówił utworzenia stołu.</translation>
    </message>
    <message>
        <source>The server says: {0}</source>
        <translation>Serwer odpowiada: {0}</translation>
    </message>
    <message>
        <source>The game moved on before your move arrived; it was not played.</source>
        <translation>Gra poszła dalej, zanim dotarł twój ruch; nie został zagrany.</translation>
    </message>
    <message>
        <source>That is not your move.</source>
        <translation>To nie twój ruch.</translation>
    </message>
    <message>
        <source>The first card waits until every player offered a redeal has answered.</source>
        <translation>Pierwsze wyjście czeka, aż odpowiedzą wszyscy gracze, którym zaproponowano ponowne rozdanie.</translation>
    </message>
    <message>
        <source>No redeal is offered to you now.</source>
        <translation>Teraz nie proponuje się ci ponownego rozdania.</translation>
    </message>
    <message>
        <source>The game has not started yet.</source>
        <translation>Gra jeszcze się nie zaczęła.</translation>
    </message>
    <message>
        <source>The game has already started.</source>
        <translation>Gra już się zaczęła.</translation>
    </message>
    <message>
        <source>Too fast: the host takes a few messages a second.</source>
        <translation>Za szybko: gospodarz przyjmuje kilka wiadomości na sekundę.</translation>
    </message>
    <message>
        <source>That is not a valid move.</source>
        <translation>Taki ruch jest niedozwolony.</translation>
    </message>
    <message>
        <source>The host refused the message: only plain text of one line.</source>
        <translation>Gospodarz odrzucił wiadomość: tylko zwykły tekst w jednym wierszu.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Gra skończona.</translation>
    </message>
    <message>
        <source>The host closed the table. The game so far is kept: Game ▸ Save as… saves it, Game ▸ Review shows it.</source>
        <translation>Gospodarz zamknął stół. Partia do tej chwili jest u ciebie: Gra ▸ Zapisz jako… ją zapisuje, Gra ▸ Analiza partii ją pokazuje.</translation>
    </message>
    <message>
        <source>Every person left the table; it has ended.</source>
        <translation>Wszyscy gracze odeszli od stołu; gra zakończona.</translation>
    </message>
    <message>
        <source>The table was not started in time; it has ended.</source>
        <translation>Gra przy stole nie zaczęła się na czas; stół zamknięty.</translation>
    </message>
    <message>
        <source>The connection to the host is lost and could not be opened again; the table cannot go on here.</source>
        <translation>Połączenie z gospodarzem zostało utracone i nie udało się go odnowić; tutaj gra przy stole nie może trwać dalej.</translation>
    </message>
    <message>
        <source>You left the table.</source>
        <translation>Odszedłeś od stołu.</translation>
    </message>
    <message>
        <source>The table has ended.</source>
        <translation>Gra przy stole zakończona.</translation>
    </message>
    <message>
        <source>Your time for the move ran out: a computer player plays for you until you make a move.</source>
        <translation>Czas na ruch minął: za ciebie gra komputer, dopóki nie wykonasz ruchu.</translation>
    </message>
    <message>
        <source>{0} lost the connection; the table waits up to {1} s.</source>
        <translation>Gracz {0} stracił połączenie; stół czeka do {1} s.</translation>
    </message>
    <message>
        <source>A computer player plays for {0} until they come back.</source>
        <translation>Za gracza {0} gra komputer, dopóki nie wróci.</translation>
    </message>
    <message>
        <source>{0} is back.</source>
        <translation>{0} znów przy stole.</translation>
    </message>
    <message>
        <source>{0} left the table.</source>
        <translation>{0} odszedł od stołu.</translation>
    </message>
    <message>
        <source>Hello!</source>
        <translation>Cześć!</translation>
    </message>
    <message>
        <source>Good luck!</source>
        <translation>Powodzenia!</translation>
    </message>
    <message>
        <source>Well played!</source>
        <translation>Dobrze zagrane!</translation>
    </message>
    <message>
        <source>Thanks!</source>
        <translation>Dzięki!</translation>
    </message>
    <message>
        <source>Sorry!</source>
        <translation>Przepraszam!</translation>
    </message>
    <message>
        <source>Oops!</source>
        <translation>Ups!</translation>
    </message>
    <message>
        <source>Your move, please.</source>
        <translation>Twój ruch, proszę.</translation>
    </message>
    <message>
        <source>Bye!</source>
        <translation>Na razie!</translation>
    </message>
    <message>
        <source>Cannot wait for players on port {0}: {1}</source>
        <translation>Nie można czekać na graczy na porcie {0}: {1}</translation>
    </message>
    <message>
        <source>Go back to the network table you left?</source>
        <translation>Wrócić do stołu sieciowego, który opuściłeś?</translation>
    </message>
    <message>
        <source>Table {0} at {1}, where you sat as {2}.</source>
        <translation>Stół {0} pod adresem {1}, przy którym siedziałeś jako {2}.</translation>
    </message>
    <message>
        <source>Last there: {0}.</source>
        <translation>Ostatnio przy stole: {0}.</translation>
    </message>
    <message>
        <source>If the table still goes on, you take your seat back (a computer may be playing it meanwhile).</source>
        <translation>Jeśli gra przy stole trwa, zajmiesz z powrotem swoje miejsce (w międzyczasie mógł za Ciebie grać komputer).</translation>
    </message>
</context>
<context>
    <name>NetSeatModel</name>
    <message>
        <source>That is not your move.</source>
        <translation>To nie twój ruch.</translation>
    </message>
    <message>
        <source>The table has ended.</source>
        <translation>Gra przy stole zakończona.</translation>
    </message>
    <message>
        <source>Not connected to the host: wait until the connection is back.</source>
        <translation>Brak połączenia z gospodarzem: poczekaj, aż wróci.</translation>
    </message>
    <message>
        <source>Waiting for the host to answer your move.</source>
        <translation>Czekamy na odpowiedź gospodarza na twój ruch.</translation>
    </message>
    <message>
        <source>The host sends the record when the table ends; until then there is nothing to save.</source>
        <translation>Gospodarz przysyła zapis partii, gdy gra przy stole się kończy; do tego czasu nie ma czego zapisać.</translation>
    </message>
    <message>
        <source>a network game is played on at its table; save it and open the file in the game window to play on against the computer</source>
        <translation>partię sieciową dogrywa się przy jej stole; zapisz ją i otwórz plik w oknie gry, by dograć ją z komputerem</translation>
    </message>
</context>
<context>
    <name>NetTableWindow</name>
    <message>
        <source>Undo is off in network games.</source>
        <extracomment>Ask before leaving a table whose game goes on (tests turn it off).</extracomment>
        <translation>Cofanie ruchu w grze sieciowej jest wyłączone.</translation>
    </message>
    <message>
        <source>Hints are off at this table: the host did not allow them.</source>
        <translation>Podpowiedzi przy tym stole są wyłączone: gospodarz na nie nie zezwolił.</translation>
    </message>
    <message>
        <source>The host sends the record when the table ends; then it can be saved.</source>
        <translation>Gospodarz przysyła zapis partii, gdy gra przy stole się kończy; wtedy można go zapisać.</translation>
    </message>
    <message>
        <source>The game can be reviewed once the table has ended (it would show the cards in play).</source>
        <translation>Analiza partii będzie dostępna po zakończeniu gry przy stole (pokazałaby karty w grze).</translation>
    </message>
    <message>
        <source>The game is over. Close this window to go back; Game ▸ Host a table… there sets up another.</source>
        <translation>Gra skończona. Zamknij to okno, by wrócić; tam Gra ▸ Załóż stół… zakłada nowy.</translation>
    </message>
    <message>
        <source>The connection to the host dropped: reconnecting…</source>
        <translation>Połączenie z gospodarzem zerwane: ponowne łączenie…</translation>
    </message>
    <message>
        <source>Connected to the host.</source>
        <translation>Połączono z gospodarzem.</translation>
    </message>
    <message>
        <source>The table has ended</source>
        <translation>Gra przy stole zakończona</translation>
    </message>
    <message>
        <source>Thousand — table {0} (you host it)</source>
        <translation>Tysiąc — stół {0} (jesteś gospodarzem)</translation>
    </message>
    <message>
        <source>Thousand — table {0}</source>
        <translation>Tysiąc — stół {0}</translation>
    </message>
    <message>
        <source>&amp;Leave the table</source>
        <translation>&amp;Odejdź od stołu</translation>
    </message>
    <message>
        <source>&amp;Close the table</source>
        <translation>&amp;Zamknij stół</translation>
    </message>
    <message>
        <source>Close the table? The game ends for everybody; everybody keeps the record of the game so far.</source>
        <translation>Zamknąć stół? Gra skończy się dla wszystkich; każdy zachowa zapis partii do tej chwili.</translation>
    </message>
    <message>
        <source>Leave the table? A computer player takes your seat.</source>
        <translation>Odejść od stołu? Twoje miejsce zajmie komputer.</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>Odejdź od stołu</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Nowa gra</translation>
    </message>
    <message>
        <source>Two: you and one opponent</source>
        <translation>Dwóch: ty i jeden przeciwnik</translation>
    </message>
    <message>
        <source>Four: the dealer sits out each deal</source>
        <translation>Czterech: rozdający pauzuje w rozdaniu</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Gracze</translation>
    </message>
    <message>
        <source>With talons: 10 cards each and an auction. With a stock: 6 cards each, no auction, and after each trick both draw from the stock.</source>
        <translation>Z muskami: po 10 kart i licytacja. Z talią: po 6 kart, bez licytacji, a po każdej lewie obaj dobierają kartę z talii.</translation>
    </message>
    <message>
        <source>Two players</source>
        <translation>Dwóch graczy</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Twoje imię</translation>
    </message>
    <message>
        <source>easy</source>
        <comment>level</comment>
        <translation>słaby</translation>
    </message>
    <message>
        <source>normal</source>
        <comment>level</comment>
        <translation>średni</translation>
    </message>
    <message>
        <source>strong</source>
        <comment>level</comment>
        <translation>mocny</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Przeciwnik</translation>
    </message>
    <message>
        <source>Left opponent</source>
        <translation>Lewy przeciwnik</translation>
    </message>
    <message>
        <source>Right opponent</source>
        <translation>Prawy przeciwnik</translation>
    </message>
    <message>
        <source>Opponent across</source>
        <translation>Przeciwnik naprzeciwko</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Poziom</translation>
    </message>
    <message>
        <source>Three: you and two opponents</source>
        <translation>Trzech: ty i dwóch przeciwników</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Zasady</translation>
    </message>
</context>
<context>
    <name>Panel</name>
    <message>
        <source>Nothing may be chosen now.</source>
        <translation>Teraz nie ma nic do wyboru.</translation>
    </message>
    <message>
        <source>At least {0}.</source>
        <translation>Co najmniej {0}.</translation>
    </message>
    <message>
        <source>{0} is above your ceiling: at most {1}.</source>
        <translation>{0} przekracza twój limit: najwyżej {1}.</translation>
    </message>
    <message>
        <source>{0} is not allowed: go up by {1} ({2}, {3}…).</source>
        <translation>{0} jest niedozwolone: krok {1} ({2}, {3}…).</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Ustawienia</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Zasady</translation>
    </message>
    <message>
        <source>Application</source>
        <translation>Aplikacja</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Karty</translation>
    </message>
    <message>
        <source>New rules apply from the next game.</source>
        <translation>Nowe zasady obowiązują od następnej gry.</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>Szybkość animacji</translation>
    </message>
    <message>
        <source>A finished trick stays</source>
        <translation>Zakończona lewa zostaje na stole</translation>
    </message>
    <message>
        <source>A talon turned up stays</source>
        <translation>Odkryty musik zostaje na stole</translation>
    </message>
    <message>
        <source>Card points</source>
        <translation>Punkty z kart</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Dźwięk</translation>
    </message>
    <message>
        <source>Computer think pause</source>
        <translation>Namysł komputera</translation>
    </message>
    <message>
        <source>Marriages</source>
        <translation>Meldunki</translation>
    </message>
    <message>
        <source>Forced cards</source>
        <translation>Jedyna karta</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Język</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Twoje imię</translation>
    </message>
    <message>
        <source>Left opponent</source>
        <translation>Lewy przeciwnik</translation>
    </message>
    <message>
        <source>Left opponent&apos;s level</source>
        <translation>Poziom lewego przeciwnika</translation>
    </message>
    <message>
        <source>Right opponent</source>
        <translation>Prawy przeciwnik</translation>
    </message>
    <message>
        <source>Right opponent&apos;s level</source>
        <translation>Poziom prawego przeciwnika</translation>
    </message>
    <message>
        <source>Show each player&apos;s card points during the deal</source>
        <translation>Pokazuj punkty z kart każdego gracza w trakcie rozdania</translation>
    </message>
    <message>
        <source>Sounds of the deal, the cards, the tricks and the game&apos;s end</source>
        <translation>Dźwięki rozdania, kart, lew i końca gry</translation>
    </message>
    <message>
        <source>not at all</source>
        <translation>wcale</translation>
    </message>
    <message>
        <source>a moment</source>
        <translation>chwilę</translation>
    </message>
    <message>
        <source>a little while</source>
        <translation>dłuższą chwilę</translation>
    </message>
    <message>
        <source>a long while</source>
        <translation>długo</translation>
    </message>
    <message>
        <source>until a click or a key</source>
        <translation>do kliknięcia lub klawisza</translation>
    </message>
    <message>
        <source>Declare marriages automatically when leading K or Q</source>
        <translation>Zgłaszaj meldunek sam, gdy wychodzę królem lub damą</translation>
    </message>
    <message>
        <source>Play my only playable card by itself</source>
        <translation>Zagrywaj sam moją jedyną możliwą kartę</translation>
    </message>
    <message>
        <source>When a single card may be played (and there is no marriage to declare with it), it is played for you after a moment. Never a bid.</source>
        <translation>Gdy można zagrać tylko jedną kartę (i nie ma z nią czego zgłosić), po chwili zostaje zagrana za ciebie. Nigdy licytacja.</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>instant</source>
        <translation>natychmiast</translation>
    </message>
    <message>
        <source>fast</source>
        <translation>szybko</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>normalnie</translation>
    </message>
    <message>
        <source>slow</source>
        <translation>wolno</translation>
    </message>
    <message>
        <source>as the system</source>
        <translation>jak w systemie</translation>
    </message>
    <message>
        <source>easy</source>
        <comment>level</comment>
        <translation>słaby</translation>
    </message>
    <message>
        <source>normal</source>
        <comment>level</comment>
        <translation>średni</translation>
    </message>
    <message>
        <source>strong</source>
        <comment>level</comment>
        <translation>mocny</translation>
    </message>
    <message>
        <source>The settings could not be stored in {0}.
They apply until you quit.</source>
        <translation>Nie udało się zapisać ustawień w {0}.
Obowiązują do zamknięcia programu.</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Szukaj w:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>Pliki &amp;typu:</translation>
    </message>
</context>
<context>
    <name>RedealOfferPanel</name>
    <message>
        <source>Redeal</source>
        <translation>Nowe rozdanie</translation>
    </message>
    <message>
        <source>Play on</source>
        <translation>Graj dalej</translation>
    </message>
    <message>
        <source>Redeal before the first lead?</source>
        <translation>Ponowne rozdanie przed pierwszym wyjściem?</translation>
    </message>
    <message>
        <source>Your 8 cards — {0}. You may ask for a redeal before the first card is played.</source>
        <translation>Twoje 8 kart — {0}. Przed zagraniem pierwszej karty możesz poprosić o ponowne rozdanie.</translation>
    </message>
    <message>
        <source>Your cards allow a redeal: Redeal, or Play on (Tab, Enter).</source>
        <translation>Twoje karty dają prawo do ponownego rozdania: „Nowe rozdanie” albo „Graj dalej” (Tab, Enter).</translation>
    </message>
    <message>
        <source>Hint: play on without a redeal (your cards can defend)</source>
        <translation>Podpowiedź: graj dalej bez ponownego rozdania (twoimi kartami można się bronić)</translation>
    </message>
</context>
<context>
    <name>RedealWords</name>
    <message numerus="yes">
        <source>a poor talon: under %n point(s)</source>
        <translation>
            <numerusform>słaby musik: poniżej %n punktu</numerusform>
            <numerusform>słaby musik: poniżej %n punktów</numerusform>
            <numerusform>słaby musik: poniżej %n punktów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a weak hand: under %n point(s)</source>
        <translation>
            <numerusform>słaba ręka: poniżej %n punktu</numerusform>
            <numerusform>słaba ręka: poniżej %n punktów</numerusform>
            <numerusform>słaba ręka: poniżej %n punktów</numerusform>
        </translation>
    </message>
    <message>
        <source>a poor talon: two nines</source>
        <translation>słaby musik: dwie dziewiątki</translation>
    </message>
    <message>
        <source>a weak hand: four nines</source>
        <translation>słaba ręka: cztery dziewiątki</translation>
    </message>
    <message>
        <source>a weak hand: three nines</source>
        <translation>słaba ręka: trzy dziewiątki</translation>
    </message>
    <message>
        <source>on the hundred: three nines</source>
        <translation>„na setce”: trzy dziewiątki</translation>
    </message>
    <message>
        <source>a poor talon: three jacks</source>
        <translation>słaby musik: trzy walety</translation>
    </message>
    <message>
        <source>a weak hand: four jacks</source>
        <translation>słaba ręka: cztery walety</translation>
    </message>
    <message numerus="yes">
        <source>a poor talon (under %n point(s), two nines or three jacks)</source>
        <translation>
            <numerusform>słaby musik (poniżej %n punktu, dwie dziewiątki albo trzy walety)</numerusform>
            <numerusform>słaby musik (poniżej %n punktów, dwie dziewiątki albo trzy walety)</numerusform>
            <numerusform>słaby musik (poniżej %n punktów, dwie dziewiątki albo trzy walety)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a poor talon (under %n point(s) or two nines)</source>
        <translation>
            <numerusform>słaby musik (poniżej %n punktu albo dwie dziewiątki)</numerusform>
            <numerusform>słaby musik (poniżej %n punktów albo dwie dziewiątki)</numerusform>
            <numerusform>słaby musik (poniżej %n punktów albo dwie dziewiątki)</numerusform>
        </translation>
    </message>
    <message>
        <source>four nines</source>
        <translation>cztery dziewiątki</translation>
    </message>
    <message>
        <source>three nines</source>
        <translation>trzy dziewiątki</translation>
    </message>
    <message numerus="yes">
        <source>a weak hand (under %n point(s), {0} or four jacks)</source>
        <translation>
            <numerusform>słaba ręka (poniżej %n punktu, {0} albo cztery walety)</numerusform>
            <numerusform>słaba ręka (poniżej %n punktów, {0} albo cztery walety)</numerusform>
            <numerusform>słaba ręka (poniżej %n punktów, {0} albo cztery walety)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a weak hand (under %n point(s) or {0})</source>
        <translation>
            <numerusform>słaba ręka (poniżej %n punktu albo {0})</numerusform>
            <numerusform>słaba ręka (poniżej %n punktów albo {0})</numerusform>
            <numerusform>słaba ręka (poniżej %n punktów albo {0})</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>The review opens once a deal is over: it would show the cards in play.</source>
        <translation>Analiza otworzy się po zakończeniu rozdania: pokazałaby karty, które są jeszcze w grze.</translation>
    </message>
</context>
<context>
    <name>ReviewPanel</name>
    <message>
        <source>Review</source>
        <translation>Analiza</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Ocena decyzji</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Gracz:</translation>
    </message>
    <message>
        <source>Analyse</source>
        <translation>Analizuj</translation>
    </message>
    <message>
        <source>Judge every decision of this player against the strong computer player&apos;s choice (in the background).</source>
        <translation>Oceń każdą decyzję tego gracza w porównaniu z wyborem silnego gracza komputerowego (w tle).</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
    <message>
        <source>Continue from here</source>
        <translation>Graj od tego miejsca</translation>
    </message>
    <message>
        <source>Start a new game from this position (the record is not changed).</source>
        <translation>Zacznij nową partię od tej pozycji (zapis partii się nie zmienia).</translation>
    </message>
    <message>
        <source>Leave review</source>
        <translation>Zakończ analizę</translation>
    </message>
    <message>
        <source>Back to the game (Esc)</source>
        <translation>Powrót do gry (Esc)</translation>
    </message>
    <message>
        <source>Biggest mistakes</source>
        <translation>Największe błędy</translation>
    </message>
    <message>
        <source>The deals that decided the game</source>
        <translation>Rozdania, które rozstrzygnęły partię</translation>
    </message>
    <message>
        <source>Last: {0}</source>
        <translation>Ostatnio: {0}</translation>
    </message>
    <message>
        <source>Next: {0}</source>
        <translation>Dalej: {0}</translation>
    </message>
    <message>
        <source>Everybody passed: the same dealer deals again.</source>
        <translation>Wszyscy spasowali: ten sam rozdający rozdaje od nowa.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Partia skończona.</translation>
    </message>
    <message>
        <source>The end of the record.</source>
        <translation>Koniec zapisu.</translation>
    </message>
    <message>
        <source>Stock: {0}</source>
        <translation>Talia: {0}</translation>
    </message>
    <message>
        <source>Talons: {0} | {1}</source>
        <translation>Musiki: {0} | {1}</translation>
    </message>
    <message>
        <source>Talon: {0}</source>
        <translation>Musik: {0}</translation>
    </message>
    <message>
        <source>Given: {0}</source>
        <translation>Oddane: {0}</translation>
    </message>
    <message>
        <source>Laid away: {0}; into the second talon: {1}</source>
        <translation>Odłożone: {0}; do drugiego musiku: {1}</translation>
    </message>
    <message>
        <source>Laid away: {0}</source>
        <translation>Odłożone: {0}</translation>
    </message>
    <message>
        <source>No decision of {0} is judged here.</source>
        <translation>Tu nie ma ocenianej decyzji gracza {0}.</translation>
    </message>
    <message>
        <source>Played: {0} — as the strong player would.</source>
        <translation>Zagrano: {0} — tak jak silny gracz.</translation>
    </message>
    <message>
        <source>Played: {0}. The strong player: {1}.</source>
        <translation>Zagrano: {0}. Silny gracz: {1}.</translation>
    </message>
    <message numerus="yes">
        <source>Expected cost: %n point(s).</source>
        <translation>
            <numerusform>Oczekiwany koszt: %n punkt.</numerusform>
            <numerusform>Oczekiwany koszt: %n punkty.</numerusform>
            <numerusform>Oczekiwany koszt: %n punktów.</numerusform>
        </translation>
    </message>
    <message>
        <source>Analysing… The table may be used meanwhile.</source>
        <translation>Trwa analiza… Można w tym czasie przeglądać partię.</translation>
    </message>
    <message>
        <source>%v of %m decisions</source>
        <translation>%v z %m decyzji</translation>
    </message>
    <message>
        <source>Not analysed yet: choose a player and press Analyse.</source>
        <translation>Jeszcze bez analizy: wybierz gracza i naciśnij „Analizuj”.</translation>
    </message>
    <message numerus="yes">
        <source>%n decision(s) judged.</source>
        <translation>
            <numerusform>Oceniono %n decyzję.</numerusform>
            <numerusform>Oceniono %n decyzje.</numerusform>
            <numerusform>Oceniono %n decyzji.</numerusform>
        </translation>
    </message>
    <message>
        <source>Points lost: {0} in all</source>
        <translation>Stracone punkty: razem {0}</translation>
    </message>
    <message>
        <source>{0}, move {1}: {2} (better: {3}) — {4}, {5}</source>
        <translation>{0}, ruch {1}: {2} (lepiej: {3}) — {4}, {5}</translation>
    </message>
    <message>
        <source>{0}: margin {1}, lost by the decisions: {2}</source>
        <translation>{0}: różnica {1}, stracone przez decyzje: {2}</translation>
    </message>
    <message>
        <source>No flagged decision.</source>
        <translation>Brak oznaczonych błędów.</translation>
    </message>
</context>
<context>
    <name>ReviewToolbar</name>
    <message>
        <source>⇤ Start</source>
        <extracomment>the bar&apos;s buttons, in order: (key of the step, its session method)</extracomment>
        <translation>⇤ Początek</translation>
    </message>
    <message>
        <source>To the first position (Home)</source>
        <translation>Do pierwszej pozycji (Home)</translation>
    </message>
    <message>
        <source>« Deal</source>
        <translation>« Rozdanie</translation>
    </message>
    <message>
        <source>Back a deal (Page Up)</source>
        <translation>Rozdanie wstecz (Page Up)</translation>
    </message>
    <message>
        <source>‹ Trick</source>
        <translation>‹ Lewa</translation>
    </message>
    <message>
        <source>Back a trick (Up)</source>
        <translation>Lewa wstecz (↑)</translation>
    </message>
    <message>
        <source>← Move</source>
        <translation>← Ruch</translation>
    </message>
    <message>
        <source>Back a move (Left)</source>
        <translation>Ruch wstecz (←)</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pauza</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Odtwarzaj</translation>
    </message>
    <message>
        <source>Play the game on by itself, or pause (Space)</source>
        <translation>Odtwarzaj partię dalej albo zatrzymaj (spacja)</translation>
    </message>
    <message>
        <source>Move →</source>
        <translation>Ruch →</translation>
    </message>
    <message>
        <source>On a move (Right)</source>
        <translation>Ruch dalej (→)</translation>
    </message>
    <message>
        <source>Trick ›</source>
        <translation>Lewa ›</translation>
    </message>
    <message>
        <source>On a trick (Down)</source>
        <translation>Lewa dalej (↓)</translation>
    </message>
    <message>
        <source>Deal »</source>
        <translation>Rozdanie »</translation>
    </message>
    <message>
        <source>On a deal (Page Down)</source>
        <translation>Rozdanie dalej (Page Down)</translation>
    </message>
    <message>
        <source>End ⇥</source>
        <translation>Koniec ⇥</translation>
    </message>
    <message>
        <source>To the last position (End)</source>
        <translation>Do ostatniej pozycji (End)</translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation>Tempo:</translation>
    </message>
    <message>
        <source>slow</source>
        <translation>wolno</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>normalnie</translation>
    </message>
    <message>
        <source>fast</source>
        <translation>szybko</translation>
    </message>
</context>
<context>
    <name>ReviewWords</name>
    <message>
        <source>{0}, marriage declared, trump kept</source>
        <translation>{0}, meldunek zgłoszony, atut bez zmian</translation>
    </message>
    <message>
        <source>{0}, marriage declared</source>
        <translation>{0}, zgłoszony meldunek</translation>
    </message>
    <message>
        <source>{0} marriage declared, trump kept</source>
        <translation>meldunek {0} zgłoszony, atut bez zmian</translation>
    </message>
    <message>
        <source>{0} marriage declared</source>
        <translation>meldunek {0} zgłoszony</translation>
    </message>
    <message>
        <source>{0} blind</source>
        <translation>{0} w ciemno</translation>
    </message>
    <message>
        <source>bid {0}</source>
        <translation>licytacja {0}</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>pas</translation>
    </message>
    <message>
        <source>contract {0}</source>
        <translation>gra {0}</translation>
    </message>
    <message>
        <source>{0} given away</source>
        <translation>oddane {0}</translation>
    </message>
    <message>
        <source>{0} laid away, {1} into the second talon</source>
        <translation>odłożone {0}, {1} do drugiego musiku</translation>
    </message>
    <message>
        <source>{0} laid away</source>
        <translation>odłożone {0}</translation>
    </message>
    <message>
        <source>the left talon</source>
        <translation>lewy musik</translation>
    </message>
    <message>
        <source>the right talon</source>
        <translation>prawy musik</translation>
    </message>
    <message>
        <source>write-off (списать)</source>
        <translation>odpisanie</translation>
    </message>
    <message>
        <source>concession (роспись)</source>
        <translation>bomba</translation>
    </message>
    <message>
        <source>redeal</source>
        <translation>ponowne rozdanie</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>poważny błąd</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>błąd</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation>niedokładność</translation>
    </message>
    <message>
        <source>auction</source>
        <translation>licytacja</translation>
    </message>
    <message>
        <source>giving and contract</source>
        <translation>oddawanie i gra</translation>
    </message>
    <message>
        <source>play</source>
        <translation>rozgrywka</translation>
    </message>
    <message>
        <source>Redeal before deal {0}</source>
        <translation>Ponowne rozdanie przed rozdaniem {0}</translation>
    </message>
    <message>
        <source>Deal {0}</source>
        <translation>Rozdanie {0}</translation>
    </message>
    <message>
        <source>{0} of {1}, move {2} of {3}</source>
        <translation>{0} z {1}, ruch {2} z {3}</translation>
    </message>
</context>
<context>
    <name>RulesHelp</name>
    <message>
        <source>Thousand (Тысяча) is played with 24 cards, 9 to ace. Card points: A 11, 10 10, K 4, Q 3, J 2, 9 0.</source>
        <translation>W Tysiąca gra się talią 24 kart, od dziewiątki do asa. Punkty kart: as 11, dziesiątka 10, król 4, dama 3, walet 2, dziewiątka 0.</translation>
    </message>
    <message>
        <source>Each player gets 7 cards; 3 go to the talon (прикуп).</source>
        <translation>Każdy gracz dostaje 7 kart; 3 idą do musiku.</translation>
    </message>
    <message>
        <source>Each player gets 10 cards; two closed talons of 2 cards.</source>
        <translation>Każdy gracz dostaje 10 kart; dwa zakryte musiki po 2 karty.</translation>
    </message>
    <message>
        <source>The dealer sits the deal out and gets the talon&apos;s points; the others get 7 cards each.</source>
        <translation>Rozdający nie gra w tym rozdaniu i dostaje punkty z musiku; pozostali dostają po 7 kart.</translation>
    </message>
    <message>
        <source>The player after the dealer opens at {0}; the others raise in steps of {1} or pass. No bid goes above {2}.</source>
        <translation>Gracz po rozdającym otwiera licytację od {0}; pozostali podbijają co {1} albo pasują. Nikt nie licytuje powyżej {2}.</translation>
    </message>
    <message>
        <source>Nobody may bid above 120 plus the marriages in their hand.</source>
        <translation>Nikt nie może licytować powyżej 120 plus meldunki na ręce.</translation>
    </message>
    <message>
        <source>Marriages (марьяж, K+Q of a suit): ♥ {0}, ♦ {1}, ♣ {2}, ♠ {3}.</source>
        <translation>Meldunki (król i dama jednego koloru): ♥ {0}, ♦ {1}, ♣ {2}, ♠ {3}.</translation>
    </message>
    <message numerus="yes">
        <source>This game has %n player(s).</source>
        <extracomment>``translate(&quot;Context&quot;, &quot;literal&quot;)``: the form ``pyside6-lupdate`` extracts.</extracomment>
        <translation>
            <numerusform>Liczba graczy w tej grze: %n.</numerusform>
            <numerusform>Liczba graczy w tej grze: %n.</numerusform>
            <numerusform>Liczba graczy w tej grze: %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A weak hand (under %n point(s), or at least {0} nines) may ask for a redeal.</source>
        <translation>
            <numerusform>Ze słabymi kartami (mniej niż %n punkt albo co najmniej {0} dziewiątki) można poprosić o ponowne rozdanie.</numerusform>
            <numerusform>Ze słabymi kartami (mniej niż %n punkty albo co najmniej {0} dziewiątki) można poprosić o ponowne rozdanie.</numerusform>
            <numerusform>Ze słabymi kartami (mniej niż %n punktów albo co najmniej {0} dziewiątki) można poprosić o ponowne rozdanie.</numerusform>
        </translation>
    </message>
    <message>
        <source>All four aces are a marriage worth 200.</source>
        <translation>Cztery asy to meldunek wart 200.</translation>
    </message>
    <message>
        <source>The first speaker may bid 120 blind; that deal counts double.</source>
        <translation>Pierwszy licytujący może zagrać 120 w ciemno; to rozdanie liczy się podwójnie.</translation>
    </message>
    <message>
        <source>A player whose total is below {0} passes without a word.</source>
        <translation>Gracz z wynikiem poniżej {0} pasuje bez słowa.</translation>
    </message>
    <message>
        <source>The winner of the auction opens one talon, adds it to the hand and lays two cards face down in its place.</source>
        <translation>Zwycięzca licytacji odkrywa jeden musik, bierze go do ręki i kładzie na jego miejsce dwie karty koszulką do góry.</translation>
    </message>
    <message>
        <source>The winner of the auction takes the talon and gives one card to each opponent.</source>
        <translation>Zwycięzca licytacji bierze musik i daje po jednej karcie każdemu przeciwnikowi.</translation>
    </message>
    <message>
        <source>If the opening bid wins without a raise, the talon stays hidden.</source>
        <translation>Jeśli pierwsza licytacja wygrywa bez podbicia, musik pozostaje zakryty.</translation>
    </message>
    <message>
        <source>Then the declarer fixes the contract, at least the bid.</source>
        <translation>Potem rozgrywający ustala grę, co najmniej równą licytacji.</translation>
    </message>
    <message>
        <source>The contract is the bid: it cannot be raised after the talon.</source>
        <translation>Gra równa się licytacji: po musiku nie można jej podbić.</translation>
    </message>
    <message>
        <source>loses the bid</source>
        <translation>traci licytowaną wartość</translation>
    </message>
    <message>
        <source>gets a bolt</source>
        <translation>dostaje bolta</translation>
    </message>
    <message>
        <source>half the bid</source>
        <translation>połowę licytacji</translation>
    </message>
    <message>
        <source>60</source>
        <translation>60</translation>
    </message>
    <message>
        <source>Before the first lead the declarer may concede (роспись): the declarer {0}, each opponent scores {1}.</source>
        <translation>Przed pierwszym wyjściem rozgrywający może rzucić bombę: rozgrywający {0}, każdy przeciwnik zapisuje {1}.</translation>
    </message>
    <message>
        <source>Free concessions for each player: {0}.</source>
        <translation>Darmowe bomby każdego gracza: {0}.</translation>
    </message>
    <message>
        <source>Nobody may concede while a player sits on the barrel.</source>
        <translation>Gdy ktoś siedzi na beczce, nikt nie może się poddać.</translation>
    </message>
    <message>
        <source>Only a player who declared a marriage in this deal may lead a trump, unless they hold nothing but trumps.</source>
        <translation>Wyjść w atu może tylko gracz, który zgłosił meldunek w tym rozdaniu, albo ten, kto ma same atuty.</translation>
    </message>
    <message>
        <source>Golden deals at the start of the game: {0}; they are played at 120 without an auction and count double.</source>
        <translation>Złote rozdania na początku gry: {0}; grane są za 120 bez licytacji i liczą się podwójnie.</translation>
    </message>
    <message>
        <source>Golden deals at the start of the game: {0}; they are played as usual and count double.</source>
        <translation>Złotych rozdań na początku gry: {0}; gra się je jak zwykle, a punkty się podwajają.</translation>
    </message>
    <message>
        <source>If no golden deal&apos;s declarer makes the contract, every total goes back to 0 after them.</source>
        <translation>Jeśli żaden rozgrywający nie ugra złotego rozdania, po nich wszystkie wyniki wracają do 0.</translation>
    </message>
    <message>
        <source>The dealer also scores half a marriage for a lone K or Q of a suit in the talon.</source>
        <translation>Rozdający dostaje też pół meldunku za samotnego króla lub damę koloru w musiku.</translation>
    </message>
    <message>
        <source>The talon not taken goes to the winner of the last trick: its points count for them.</source>
        <translation>Niewzięty musik dostaje zdobywca ostatniej lewy: jego punkty liczą się jemu.</translation>
    </message>
    <message>
        <source>The first to reach {0} wins.</source>
        <translation>Wygrywa pierwszy, kto osiągnie {0}.</translation>
    </message>
    <message>
        <source>At {0} a player sits on the barrel (бочка). Deals to make a contract of at least {2}: {1}; making it wins the game.</source>
        <translation>Przy {0} gracz wchodzi na beczkę. Rozdania na ugranie gry co najmniej {2}: {1}; kto ją ugra, wygrywa.</translation>
    </message>
    <message>
        <source>Conceding (роспись) is not allowed.</source>
        <translation>Bomba jest niedozwolona.</translation>
    </message>
    <message>
        <source>Each player gets 9 cards; two closed talons of 3 cards.</source>
        <translation>Każdy gracz dostaje 9 kart; dwa zakryte musiki po 3 karty.</translation>
    </message>
    <message>
        <source>Four jacks in a hand, or three in the talon, also give the right to a redeal.</source>
        <translation>Cztery walety w ręce albo trzy w musiku też dają prawo do ponownego rozdania.</translation>
    </message>
    <message>
        <source>The player on the hundred may ask for it with three nines.</source>
        <translation>Gracz „na setce” może o nie poprosić także z trzema dziewiątkami.</translation>
    </message>
    <message>
        <source>The hand redeal is asked by an opponent on their 8 cards after the contract, before the first lead; never in the auction, never by the declarer.</source>
        <translation>O ponowne rozdanie z powodu kart prosi przeciwnik na podstawie swoich 8 kart po ustaleniu gry, przed pierwszym wyjściem; nigdy w licytacji i nigdy rozgrywający.</translation>
    </message>
    <message>
        <source>Before each deal the player before the dealer cuts: the bottom card, shown to all, is the dealer&apos;s. A nine is cut again, a jack goes into the middle; the third nine costs the cutter 120.</source>
        <translation>Przed każdym rozdaniem przekłada gracz przed rozdającym: dolna karta, pokazana wszystkim, trafia do rozdającego. Dziewiątkę przekłada się znowu, walet idzie do środka talii; trzecia dziewiątka kosztuje przekładającego 120.</translation>
    </message>
    <message>
        <source>Only the dealer sees the card that becomes theirs (nines and jacks are shown to all); the others see it when the deal is over.</source>
        <translation>Kartę, która trafia do rozdającego, widzi tylko on (dziewiątki i walety widzą wszyscy); pozostali zobaczą ją po rozdaniu.</translation>
    </message>
    <message>
        <source>The first speaker may bid exactly 120 blind, before looking at the cards; won blind, the contract stays 120 and the deal counts double.</source>
        <translation>Pierwszy licytujący może, nie patrząc w karty, zalicytować w ciemno dokładnie 120; po wygranej w ciemno kontrakt zostaje 120, a rozdanie liczy się podwójnie.</translation>
    </message>
    <message>
        <source>Anyone who has neither bid nor passed openly in this deal may bid blind, from 120 up, again after their own blind bid; the deal counts double when the last raise was blind.</source>
        <translation>W ciemno może licytować każdy, kto w tym rozdaniu nie licytował jawnie ani nie spasował — od 120 w górę, także ponownie po własnej licytacji w ciemno; rozdanie liczy się podwójnie, gdy ostatnie podbicie było w ciemno.</translation>
    </message>
    <message>
        <source>If everybody passes, the dealer plays {0}.</source>
        <translation>Jeśli wszyscy spasują, rozdający gra {0}.</translation>
    </message>
    <message>
        <source>If everybody passes, the same dealer deals again.</source>
        <translation>Jeśli wszyscy spasują, ten sam rozdający rozdaje od nowa.</translation>
    </message>
    <message>
        <source>Nobody is on the hundred: the player after the dealer speaks first, and each in turn bids from {0} in steps of {1}, or passes. No bid goes above {2}. {3}</source>
        <translation>Nikt nie jest na setce: pierwszy mówi gracz po rozdającym, a każdy po kolei zgłasza od {0} co {1} albo pasuje. Żadna odzywka nie przekracza {2}. {3}</translation>
    </message>
    <message>
        <source>The winner of the auction opens one talon, adds it to the hand and lays three cards face down in its place.</source>
        <translation>Zwycięzca licytacji odkrywa jeden musik, bierze go do ręki i odkłada w jego miejsce trzy karty koszulką do góry.</translation>
    </message>
    <message>
        <source>Before the first lead the declarer may write the deal off (списать): the declarer {0}, each opponent scores nothing and gets a bolt (a dash).</source>
        <translation>Przed pierwszym wyjściem rozgrywający może odpisać rozdanie: rozgrywający {0}, każdy przeciwnik nie dostaje nic i dostaje bolt (kreskę).</translation>
    </message>
    <message>
        <source>Every concession is free for the declarer.</source>
        <translation>Każda bomba jest dla rozgrywającego darmowa.</translation>
    </message>
    <message>
        <source>Follow suit, else play a trump (козырь), else any card.</source>
        <translation>Dokłada się do koloru, w razie braku — atut, w razie braku — dowolną kartę.</translation>
    </message>
    <message>
        <source>Following suit or trumping, you must beat the best card if you can.</source>
        <translation>Dokładając do koloru lub atutem, trzeba przebić najstarszą kartę, jeśli się da.</translation>
    </message>
    <message>
        <source>Leading the K or Q of a marriage after winning a trick declares it: its value counts and its suit becomes trump.</source>
        <translation>Wyjście królem lub damą z meldunku po wzięciu lewy zgłasza meldunek: jego wartość się liczy, a jego kolor staje się atutem.</translation>
    </message>
    <message>
        <source>Leading the K or Q of a marriage declares it, even before winning a trick: its value counts and its suit becomes trump.</source>
        <translation>Wyjście królem lub damą z meldunku zgłasza go, nawet przed wzięciem lewy: jego wartość się liczy, a jego kolor staje się atutem.</translation>
    </message>
    <message>
        <source>A player who has won a trick may also declare a marriage on any turn, before their card, following too: its suit is trump at once, for the trick under way as well. One a turn; each marriage once.</source>
        <translation>Gracz, który wziął choć jedną lewę, może też zgłosić meldunek w każdym swoim ruchu, przed swoją kartą, także dokładając do koloru: jego kolor od razu staje się atutem, również w trwającej lewie. Jeden na ruch; każdy meldunek raz.</translation>
    </message>
    <message>
        <source>A player declaring a marriage while a trump exists may keep that trump and only score the marriage.</source>
        <translation>Zgłaszając meldunek, gdy atut już jest, gracz może zachować ten atut i tylko zapisać meldunek.</translation>
    </message>
    <message>
        <source>The declarer who makes the contract scores the points taken, to the point; a failed contract is lost.</source>
        <translation>Rozgrywający, który ugra swoją grę, zapisuje zdobyte punkty, co do punktu; nieugrana gra przepada.</translation>
    </message>
    <message>
        <source>The declarer scores the contract if made, else loses it.</source>
        <translation>Rozgrywający zapisuje grę, jeśli ją ugra, w przeciwnym razie ją traci.</translation>
    </message>
    <message>
        <source>The others score their points rounded to {0}.</source>
        <translation>Pozostali zapisują swoje punkty zaokrąglone do {0}.</translation>
    </message>
    <message>
        <source>The others score their points as they are, not rounded.</source>
        <translation>Pozostali zapisują swoje punkty tak, jak są, bez zaokrąglania.</translation>
    </message>
    <message>
        <source>in total</source>
        <translation>w sumie</translation>
    </message>
    <message>
        <source>in a row</source>
        <translation>z rzędu</translation>
    </message>
    <message>
        <source>A deal without a point (no trick, or nines only) is a bolt (болт); every third bolt ({0}) costs {1}.</source>
        <translation>Rozdanie bez żadnego punktu (bez lewy albo z samymi dziewiątkami) to bolt; każdy trzeci bolt ({0}) kosztuje {1}.</translation>
    </message>
    <message>
        <source>A deal of fewer than 5 points is a bolt (болт); every third bolt ({0}) costs {1}.</source>
        <translation>Rozdanie za mniej niż 5 punktów to bolt; każdy trzeci bolt ({0}) kosztuje {1}.</translation>
    </message>
    <message>
        <source>A deal without a trick is a bolt (болт); every third bolt ({0}) costs {1}.</source>
        <translation>Rozdanie bez lewy to bolt; każdy trzeci bolt ({0}) kosztuje {1}.</translation>
    </message>
    <message>
        <source>Every bolt also costs {0} at once.</source>
        <translation>Każdy bolt kosztuje ponadto od razu {0}.</translation>
    </message>
    <message>
        <source>A total of exactly 555 or −555 falls to 0 (самосвал).</source>
        <translation>Wynik równy dokładnie 555 lub −555 spada do 0 (wywrotka).</translation>
    </message>
    <message>
        <source>In a golden deal every bolt counts as two.</source>
        <translation>W złotym rozdaniu każdy bolt liczy się podwójnie.</translation>
    </message>
    <message>
        <source>The first card the declarer lays away goes into that talon and counts with it.</source>
        <translation>Pierwsza karta odłożona przez rozgrywającego idzie do tego musiku i liczy się razem z nim.</translation>
    </message>
    <message>
        <source>The game also ends when someone falls to −1000.</source>
        <translation>Gra kończy się też, gdy ktoś spadnie do −1000.</translation>
    </message>
    <message>
        <source>At the end the winner takes the bank, {0}, from the player with the lowest total (equal lowest share it).</source>
        <translation>Na końcu zwycięzca bierze bank, {0}, od gracza z najniższym wynikiem (równe najniższe wyniki płacą po połowie).</translation>
    </message>
    <message>
        <source>At the end, every point is worth {0} in the settlement.</source>
        <translation>Na koniec każdy punkt jest wart {0} w rozliczeniu.</translation>
    </message>
    <message>
        <source>At {0} a player sits on the barrel (бочка) and collects: in every deal they score the card points of their tricks, to the point (their marriages and contract count nothing); reaching {2} wins the game. Deals on the barrel: {1}. They bid and play at most 120.</source>
        <translation>Przy {0} gracz siada na beczce i zbiera: w każdym rozdaniu zapisuje punkty kart swoich lew, co do punktu (meldunki i kontrakt się nie liczą); kto osiągnie {2}, wygrywa grę. Rozdań na beczce: {1}. Licytuje i gra najwyżej 120.</translation>
    </message>
    <message>
        <source>After the last attempt without a win the total is rounded down to tens and −120 taken (993 → 870).</source>
        <translation>Po ostatniej próbie bez wygranej wynik zaokrągla się w dół do dziesiątek i odejmuje 120 (993 → 870).</translation>
    </message>
    <message>
        <source>The player on the barrel takes the talon without an auction.</source>
        <translation>Gracz na beczce bierze musik bez licytacji.</translation>
    </message>
    <message>
        <source>The player on the barrel has bid {0} before anyone speaks, in place of the hundred; they speak again only when outbid.</source>
        <translation>Gracz na beczce zgłosił {0}, zanim ktokolwiek się odezwał, zamiast setki; odzywa się znowu dopiero, gdy go przebiją.</translation>
    </message>
    <message>
        <source>A failed contract on the barrel costs nothing; the attempt is used.</source>
        <translation>Nieugrany kontrakt na beczce nic nie kosztuje; próba się liczy.</translation>
    </message>
    <message>
        <source>After the last attempt without a win the player falls off with −120.</source>
        <translation>Po ostatniej nieudanej próbie gracz spada z beczki z −120.</translation>
    </message>
    <message>
        <source>The third fall resets the total to 0.</source>
        <translation>Trzeci upadek zeruje wynik.</translation>
    </message>
    <message>
        <source>If another player reaches the barrel, the one on it falls off with −120.</source>
        <translation>Jeśli na beczkę wejdzie inny gracz, ten, który na niej siedział, spada z −120.</translation>
    </message>
    <message>
        <source>If several reach it after the same deal, all of them fall off.</source>
        <translation>Jeśli kilku graczy wejdzie na nią po tym samym rozdaniu, spadają wszyscy.</translation>
    </message>
    <message>
        <source>If several reach it after the same deal, the highest stays on it and the others fall off.</source>
        <translation>Jeśli kilku graczy wejdzie na nią po tym samym rozdaniu, zostaje ten z najwyższym wynikiem, reszta spada.</translation>
    </message>
    <message>
        <source>In a barrel deal the other players score neither points nor bolts.</source>
        <translation>W rozdaniu na beczce pozostali gracze nie zapisują ani punktów, ani boltów.</translation>
    </message>
    <message>
        <source>Two players with a stock: each gets 6 cards, the other 12 lie face down as the stock. There is no auction, talon or contract.</source>
        <translation>Dwóch graczy z talią: każdy dostaje 6 kart, pozostałe 12 leżą zakryte jako talia. Nie ma licytacji, musku ani kontraktu.</translation>
    </message>
    <message>
        <source>The dealer&apos;s opponent leads first. Follow suit, else play a trump (козырь), else any card, from the first trick on.</source>
        <translation>Pierwszy wychodzi przeciwnik rozdającego. Od pierwszej lewy: do koloru, inaczej atutem (козырь), inaczej dowolną kartą.</translation>
    </message>
    <message>
        <source>After each trick, while the stock lasts, the winner draws its top card, then the other player: both hold 6 again. 12 tricks in all.</source>
        <translation>Po każdej lewie, dopóki jest talia, zwycięzca dobiera wierzchnią kartę, potem drugi gracz: obaj znów mają po 6. Razem 12 lew.</translation>
    </message>
    <message>
        <source>Leading the K or Q of a marriage declares it on any lead, the first included: its value counts and its suit becomes trump.</source>
        <translation>Wyjście K lub Q meldunku ogłasza go przy każdym wyjściu, także pierwszym: jego wartość się liczy, a kolor zostaje atutem.</translation>
    </message>
    <message>
        <source>Each player&apos;s card points and marriages go to their total; no rounding, bolts, samosval or barrel.</source>
        <translation>Punkty kart i meldunki każdego gracza idą na jego konto; bez zaokrągleń, boltów, wywrotki i beczki.</translation>
    </message>
    <message>
        <source>The first to reach {0} after a deal wins; if both do, the higher total; if the totals are equal, the game goes on.</source>
        <translation>Wygrywa pierwszy, kto po rozdaniu osiągnie {0}; jeśli obaj — wyższy wynik; przy równych wynikach gra toczy się dalej.</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Rozdanie</translation>
    </message>
    <message>
        <source>Auction</source>
        <translation>Licytacja</translation>
    </message>
    <message>
        <source>Talon and contract</source>
        <translation>Musik i gra</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Rozgrywka</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Liczenie punktów</translation>
    </message>
    <message>
        <source>Barrel</source>
        <translation>Beczka</translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message>
        <source>off</source>
        <extracomment>The seed each rule of docs/rules.md (&quot;The seeds&apos; remaining house rules&quot;) comes from, shown under its editor (the seeds are the source texts the rules were read from).</extracomment>
        <translation>wył.</translation>
    </message>
    <message>
        <source>Auction</source>
        <extracomment>``translate(&quot;Context&quot;, &quot;literal&quot;)``: the form ``pyside6-lupdate`` extracts.</extracomment>
        <translation>Licytacja</translation>
    </message>
    <message>
        <source>The obligatory opening bid of the player on the hundred.</source>
        <translation>Obowiązkowa licytacja otwierająca gracza „na setce”.</translation>
    </message>
    <message>
        <source>Every raise is a multiple of this step.</source>
        <translation>Każde podbicie jest wielokrotnością tego kroku.</translation>
    </message>
    <message>
        <source>No bid above 120 plus the marriages in your hand.</source>
        <translation>Nie można licytować powyżej 120 plus meldunki na ręce.</translation>
    </message>
    <message>
        <source>The absolute ceiling of a bid.</source>
        <translation>Bezwzględna górna granica licytacji.</translation>
    </message>
    <message>
        <source>A player below this total passes automatically.</source>
        <translation>Gracz z wynikiem poniżej tego pasuje automatycznie.</translation>
    </message>
    <message>
        <source>Talon</source>
        <translation>Musik</translation>
    </message>
    <message>
        <source>The talon stays hidden when the hundred wins without a raise.</source>
        <translation>Musik pozostaje zakryty, gdy „setka” wygrywa bez podbicia.</translation>
    </message>
    <message>
        <source>The declarer may raise the contract after the talon.</source>
        <translation>Rozgrywający może podbić grę po musiku.</translation>
    </message>
    <message>
        <source>A weak hand (few points, nines) or talon may be redealt.</source>
        <translation>Słabe karty (mało punktów, dziewiątki) lub musik można rozdać ponownie.</translation>
    </message>
    <message>
        <source>A hand of fewer card points than this may ask for a redeal.</source>
        <translation>Przy mniejszej liczbie punktów w ręce można poprosić o ponowne rozdanie.</translation>
    </message>
    <message>
        <source>A hand with this many nines may ask for a redeal.</source>
        <translation>Z tyloma dziewiątkami w ręce można poprosić o ponowne rozdanie.</translation>
    </message>
    <message>
        <source>Four jacks in a hand, or three in the talon, allow a redeal too.</source>
        <translation>Cztery walety w ręce albo trzy w musiku też pozwalają na ponowne rozdanie.</translation>
    </message>
    <message>
        <source>The deck is cut before each deal; the bottom card goes to the dealer, a third nine costs 120.</source>
        <translation>Przed każdym rozdaniem talię się przekłada; dolna karta idzie do rozdającego, trzecia dziewiątka kosztuje 120.</translation>
    </message>
    <message>
        <source>The declarer may concede (роспись) before the first lead.</source>
        <translation>Rozgrywający może rzucić bombę przed pierwszym wyjściem.</translation>
    </message>
    <message>
        <source>lose the bid</source>
        <translation>traci licytację</translation>
    </message>
    <message>
        <source>a bolt</source>
        <translation>bolt</translation>
    </message>
    <message>
        <source>What conceding costs the declarer.</source>
        <translation>Ile bomba kosztuje rozgrywającego.</translation>
    </message>
    <message>
        <source>half the bid</source>
        <translation>połowę licytacji</translation>
    </message>
    <message>
        <source>all but the barrel player</source>
        <translation>wszyscy poza graczem na beczce</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>nikt</translation>
    </message>
    <message>
        <source>Who may concede while a player sits on the barrel.</source>
        <translation>Kto może się poddać, gdy ktoś siedzi na beczce.</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Rozgrywka</translation>
    </message>
    <message>
        <source>Following suit or trumping, beat the best card if you can.</source>
        <translation>Dokładając do koloru lub atutem, przebijaj najstarszą kartę, jeśli możesz.</translation>
    </message>
    <message>
        <source>A marriage may be declared only after winning a trick.</source>
        <translation>Meldunek można zgłosić dopiero po wzięciu lewy.</translation>
    </message>
    <message>
        <source>All four aces in one hand are worth 200.</source>
        <translation>Cztery asy na jednej ręce są warte 200.</translation>
    </message>
    <message>
        <source>anyone</source>
        <translation>każdy</translation>
    </message>
    <message>
        <source>a marriage&apos;s declarer</source>
        <translation>zgłaszający meldunek</translation>
    </message>
    <message>
        <source>Who may lead a trump (a hand of trumps only always may).</source>
        <translation>Kto może wyjść w atu (z samymi atutami — zawsze).</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Liczenie punktów</translation>
    </message>
    <message>
        <source>not rounded</source>
        <translation>bez zaokrąglania</translation>
    </message>
    <message>
        <source>Opponents&apos; points are rounded to this.</source>
        <translation>Do ilu zaokrągla się punkty przeciwników.</translation>
    </message>
    <message>
        <source>in total</source>
        <translation>w sumie</translation>
    </message>
    <message>
        <source>in a row</source>
        <translation>z rzędu</translation>
    </message>
    <message>
        <source>Every third bolt (no trick) costs the penalty.</source>
        <translation>Co trzeci bolt (brak lewy) kosztuje karę.</translation>
    </message>
    <message>
        <source>Points lost at the third bolt.</source>
        <translation>Punkty tracone przy trzecim bolcie.</translation>
    </message>
    <message>
        <source>A total of exactly 555 or −555 falls to 0.</source>
        <translation>Wynik równy dokładnie 555 lub −555 spada do 0.</translation>
    </message>
    <message>
        <source>The game also ends when someone reaches −1000.</source>
        <translation>Gra kończy się też, gdy ktoś dojdzie do −1000.</translation>
    </message>
    <message>
        <source>The total that wins the game.</source>
        <translation>Wynik, który wygrywa grę.</translation>
    </message>
    <message>
        <source>Four players: the dealer scores half a marriage for a lone K or Q in the talon.</source>
        <translation>We czterech: rozdający dostaje pół meldunku za samotnego króla lub damę w musiku.</translation>
    </message>
    <message>
        <source>out of play</source>
        <translation>poza grą</translation>
    </message>
    <message>
        <source>to the last trick</source>
        <translation>do ostatniej lewy</translation>
    </message>
    <message>
        <source>Two players: the talon not taken is out, or counts for the last trick&apos;s winner.</source>
        <translation>We dwóch: niewzięty musik jest poza grą albo liczy się zdobywcy ostatniej lewy.</translation>
    </message>
    <message>
        <source>Barrel</source>
        <translation>Beczka</translation>
    </message>
    <message>
        <source>The total at which a player sits on the barrel (бочка).</source>
        <translation>Wynik, przy którym gracz wchodzi na beczkę.</translation>
    </message>
    <message>
        <source>Deals on the barrel to make a contract.</source>
        <translation>Rozdania na beczce, by ugrać grę.</translation>
    </message>
    <message>
        <source>The lowest contract on the barrel.</source>
        <translation>Najniższa gra na beczce.</translation>
    </message>
    <message>
        <source>bids as usual</source>
        <translation>licytuje normalnie</translation>
    </message>
    <message>
        <source>takes the talon</source>
        <translation>bierze musik</translation>
    </message>
    <message>
        <source>Three falls from the barrel reset the total to 0.</source>
        <translation>Trzy upadki z beczki zerują wynik.</translation>
    </message>
    <message>
        <source>all fall</source>
        <translation>spadają wszyscy</translation>
    </message>
    <message>
        <source>the higher stays</source>
        <translation>wyższy zostaje</translation>
    </message>
    <message>
        <source>When two reach the barrel at once.</source>
        <translation>Gdy dwóch graczy wejdzie na beczkę naraz.</translation>
    </message>
    <message>
        <source>Opponents score nothing in a barrel deal.</source>
        <translation>W rozdaniu na beczce przeciwnicy nic nie zapisują.</translation>
    </message>
    <message>
        <source>loses the contract</source>
        <translation>traci kontrakt</translation>
    </message>
    <message>
        <source>loses nothing</source>
        <translation>nic nie traci</translation>
    </message>
    <message>
        <source>What a failed contract costs the player on the barrel (the attempt is used).</source>
        <translation>Ile kosztuje nieugrany kontrakt gracza na beczce (próba się liczy).</translation>
    </message>
    <message>
        <source>Variants</source>
        <translation>Warianty</translation>
    </message>
    <message>
        <source>one per player</source>
        <translation>po jednej na gracza</translation>
    </message>
    <message>
        <source>The first deals are played at 120 without an auction and count double.</source>
        <translation>Pierwsze rozdania gra się za 120 bez licytacji i liczą się podwójnie.</translation>
    </message>
    <message>
        <source>120, no auction</source>
        <translation>120 bez licytacji</translation>
    </message>
    <message>
        <source>as usual, doubled</source>
        <translation>jak zwykle, podwójnie</translation>
    </message>
    <message>
        <source>How the golden deals are played: forced at 120, or with an auction.</source>
        <translation>Jak gra się złote rozdania: obowiązkowo 120 albo z licytacją.</translation>
    </message>
    <message>
        <source>Who opens: the player on the hundred, or nobody (a pass allowed to all); if all pass, a redeal or the dealer plays.</source>
        <translation>Kto otwiera: gracz na setce albo nikt (każdy może pasować); gdy wszyscy spasują — nowe rozdanie albo gra rozdający.</translation>
    </message>
    <message>
        <source>Blind bids, made before looking at the cards (who may: the next row); a deal won blind scores double.</source>
        <translation>Licytacja w ciemno, bez patrzenia w karty (kto może — w następnym wierszu); rozdanie wygrane w ciemno liczy się podwójnie.</translation>
    </message>
    <message>
        <source>Who may bid blind: the first speaker; the first speaker at exactly 120, the contract kept; or anyone before their first bid or pass.</source>
        <translation>Kto może licytować w ciemno: pierwszy licytujący; pierwszy licytujący dokładnie 120, bez podbicia kontraktu; albo każdy przed swoją pierwszą licytacją lub pasem.</translation>
    </message>
    <message>
        <source>The hand redeal is asked before the first bid, or by an opponent on their 8 cards after the contract, before the first lead.</source>
        <translation>O ponowne rozdanie z powodu kart prosi się przed pierwszą licytacją albo (przeciwnik, na podstawie swoich 8 kart) po ustaleniu gry, przed pierwszym wyjściem.</translation>
    </message>
    <message>
        <source>The player on the hundred may also ask for a redeal with three nines.</source>
        <translation>Gracz „na setce” może poprosić o ponowne rozdanie także z trzema dziewiątkami.</translation>
    </message>
    <message>
        <source>With the cut: the dealer&apos;s card is shown to everybody, or to the dealer alone (nines and jacks to everybody).</source>
        <translation>Przy przełożeniu: kartę rozdającego widzą wszyscy albo tylko rozdający (dziewiątki i walety — wszyscy).</translation>
    </message>
    <message>
        <source>What each opponent scores when the declarer concedes; a dash: nothing and a bolt (the write-off).</source>
        <translation>Ile dostaje każdy przeciwnik, gdy rozgrywający się poddaje; kreska: nic i bolt (odpisanie).</translation>
    </message>
    <message>
        <source>The first concessions of each player cost nothing; always: every one (seeds/000).</source>
        <translation>Pierwsze bomby każdego gracza nic nie kosztują; „zawsze”: każda bomba (seeds/000).</translation>
    </message>
    <message>
        <source>A marriage declared while a trump exists makes its suit trump, or its player may keep the trump.</source>
        <translation>Meldunek zgłoszony, gdy atut już jest, ustanawia swój kolor atutem albo gracz może zachować atut.</translation>
    </message>
    <message>
        <source>A marriage is declared by leading its K or Q, or also before any card of a player who has won a trick.</source>
        <translation>Meldunek zgłasza się wyjściem z jego króla lub damy, albo też przed każdą kartą gracza, który wziął lewę.</translation>
    </message>
    <message>
        <source>A bolt for taking no trick, for no points at all (nines only), or for fewer than 5 points.</source>
        <translation>Bolt za rozdanie bez lewy, bez żadnego punktu (same dziewiątki) albo za mniej niż 5 punktów.</translation>
    </message>
    <message>
        <source>Every bolt costs this at once, besides the third bolt&apos;s penalty (0: nothing).</source>
        <translation>Tyle kosztuje od razu każdy bolt, oprócz kary za trzeci bolt (0: nic).</translation>
    </message>
    <message>
        <source>In a golden deal every bolt counts as one, or as two.</source>
        <translation>W złotym rozdaniu każdy bolt liczy się jako jeden albo jako dwa.</translation>
    </message>
    <message>
        <source>A made contract scores the contract, or the declarer&apos;s points to the point.</source>
        <translation>Ugrana gra daje samą grę albo punkty rozgrywającego, co do punktu.</translation>
    </message>
    <message>
        <source>Two players, the second talon to the last trick: the first card laid away goes into it.</source>
        <translation>We dwóch, drugi musik dla ostatniej lewy: pierwsza odłożona karta idzie do niego.</translation>
    </message>
    <message>
        <source>How the player on the barrel enters the auction; opens: their bid stands before anyone speaks.</source>
        <translation>Jak gracz na beczce bierze udział w licytacji; „otwiera”: jego odzywka obowiązuje, zanim ktokolwiek się odezwie.</translation>
    </message>
    <message>
        <source>On the barrel: play for a contract, or collect the card points of your tricks in every deal until the winning total.</source>
        <translation>Na beczce: grać o kontrakt albo zbierać punkty kart swoich lew w każdym rozdaniu aż do zwycięskiej sumy.</translation>
    </message>
    <message>
        <source>If no golden contract is made, every total goes back to 0 after the golden deals.</source>
        <translation>Jeśli żaden złoty kontrakt nie zostanie ugrany, po złotych rozdaniach wszystkie wyniki wracają do 0.</translation>
    </message>
    <message>
        <source>Money per point in the final settlement (0: none).</source>
        <translation>Pieniądze za punkt w końcowym rozliczeniu (0: bez pieniędzy).</translation>
    </message>
    <message>
        <source>At the end the winner takes this from the lowest total, instead of the settlement (0: no bank).</source>
        <translation>Na końcu zwycięzca bierze tę kwotę od gracza z najniższym wynikiem, zamiast rozliczenia (0: bez banku).</translation>
    </message>
    <message>
        <source>Two players: 10 cards each, an auction and two talons; or 6 cards each and a stock to draw from.</source>
        <translation>Dwóch graczy: po 10 kart, licytacja i dwa muski; albo po 6 kart i talia do dobierania.</translation>
    </message>
    <message>
        <source>Two players with talons: 10 cards each and talons of 2, or 9 each and talons of 3 (three cards laid away).</source>
        <translation>We dwóch z musikami: po 10 kart i musiki po 2 albo po 9 kart i musiki po 3 (odkłada się trzy karty).</translation>
    </message>
    <message>
        <source>a dash (a bolt)</source>
        <translation>kreska (bolt)</translation>
    </message>
    <message>
        <source>no trick</source>
        <translation>brak lewy</translation>
    </message>
    <message>
        <source>no points</source>
        <translation>brak punktów</translation>
    </message>
    <message>
        <source>under 5 points</source>
        <translation>mniej niż 5 punktów</translation>
    </message>
    <message>
        <source>as one</source>
        <translation>jako jeden</translation>
    </message>
    <message>
        <source>as two</source>
        <translation>jako dwa</translation>
    </message>
    <message>
        <source>before the first bid</source>
        <translation>przed pierwszą licytacją</translation>
    </message>
    <message>
        <source>after the contract</source>
        <translation>po ustaleniu gry</translation>
    </message>
    <message>
        <source>the first speaker</source>
        <translation>pierwszy licytujący</translation>
    </message>
    <message>
        <source>the first speaker, 120</source>
        <translation>pierwszy licytujący, 120</translation>
    </message>
    <message>
        <source>anyone who has not looked</source>
        <translation>każdy, kto nie oglądał kart</translation>
    </message>
    <message>
        <source>always</source>
        <translation>zawsze</translation>
    </message>
    <message>
        <source>always the new suit</source>
        <translation>zawsze nowy kolor</translation>
    </message>
    <message>
        <source>the player chooses</source>
        <translation>do wyboru gracza</translation>
    </message>
    <message>
        <source>on the lead</source>
        <translation>przy wyjściu</translation>
    </message>
    <message>
        <source>on any turn</source>
        <translation>w każdym ruchu</translation>
    </message>
    <message>
        <source>the contract</source>
        <translation>grę</translation>
    </message>
    <message>
        <source>the points taken</source>
        <translation>zdobyte punkty</translation>
    </message>
    <message>
        <source>opens the bidding</source>
        <translation>otwiera licytację</translation>
    </message>
    <message>
        <source>on the hundred</source>
        <translation>na setce</translation>
    </message>
    <message>
        <source>nobody; all pass: redeal</source>
        <translation>nikt; wszyscy pas — nowe rozdanie</translation>
    </message>
    <message>
        <source>nobody; all pass: the dealer plays</source>
        <translation>nikt; wszyscy pas — gra rozdający</translation>
    </message>
    <message>
        <source>a contract</source>
        <translation>kontrakt</translation>
    </message>
    <message>
        <source>collects points</source>
        <translation>zbiera punkty</translation>
    </message>
    <message>
        <source>two cards each</source>
        <translation>po dwie karty</translation>
    </message>
    <message>
        <source>three cards each</source>
        <translation>po trzy karty</translation>
    </message>
    <message>
        <source>everybody</source>
        <translation>wszystkim</translation>
    </message>
    <message>
        <source>the dealer only</source>
        <translation>tylko rozdającemu</translation>
    </message>
    <message>
        <source>with talons</source>
        <translation>z muskami</translation>
    </message>
    <message>
        <source>with a stock</source>
        <translation>z talią</translation>
    </message>
    <message>
        <source>Classic (Классика)</source>
        <translation>Klasyczne (rosyjskie)</translation>
    </message>
    <message>
        <source>Online table (Онлайн-стол)</source>
        <translation>Stół online</translation>
    </message>
    <message>
        <source>Polish (Польская)</source>
        <translation>Polskie</translation>
    </message>
    <message>
        <source>Custom (своя)</source>
        <translation>Własne</translation>
    </message>
    <message>
        <source>Barrel scoring</source>
        <translation>Wynik na beczce</translation>
    </message>
    <message>
        <source>Preset:</source>
        <translation>Zestaw zasad:</translation>
    </message>
    <message>
        <source>Source: {0}.</source>
        <translation>Źródło: {0}.</translation>
    </message>
    <message>
        <source>Marriage values</source>
        <translation>Wartości meldunków</translation>
    </message>
    <message>
        <source>Opening bid</source>
        <translation>Licytacja otwierająca</translation>
    </message>
    <message>
        <source>Bid step</source>
        <translation>Krok licytacji</translation>
    </message>
    <message>
        <source>Ceiling by marriages</source>
        <translation>Limit z meldunków</translation>
    </message>
    <message>
        <source>Highest bid</source>
        <translation>Najwyższa licytacja</translation>
    </message>
    <message>
        <source>Bidding in the minus</source>
        <translation>Licytacja na minusie</translation>
    </message>
    <message>
        <source>Blind game</source>
        <translation>Gra w ciemno</translation>
    </message>
    <message>
        <source>Hidden talon on the hundred</source>
        <translation>Zakryty musik na setce</translation>
    </message>
    <message>
        <source>Raise after the talon</source>
        <translation>Podbicie po musiku</translation>
    </message>
    <message>
        <source>Redeal</source>
        <translation>Ponowne rozdanie</translation>
    </message>
    <message>
        <source>Concede (роспись)</source>
        <translation>Bomba</translation>
    </message>
    <message>
        <source>Concede costs</source>
        <translation>Koszt bomby</translation>
    </message>
    <message>
        <source>Opponents get</source>
        <translation>Przeciwnicy dostają</translation>
    </message>
    <message>
        <source>Free concessions</source>
        <translation>Darmowe bomby</translation>
    </message>
    <message>
        <source>Must overtake</source>
        <translation>Obowiązek przebijania</translation>
    </message>
    <message>
        <source>Marriage needs a trick</source>
        <translation>Meldunek po lewie</translation>
    </message>
    <message>
        <source>Ace marriage</source>
        <translation>Meldunek asów</translation>
    </message>
    <message>
        <source>Round opponents to</source>
        <translation>Zaokrąglaj przeciwnikom do</translation>
    </message>
    <message>
        <source>Bolts counted</source>
        <translation>Liczenie boltów</translation>
    </message>
    <message>
        <source>Bolt penalty</source>
        <translation>Kara za bolty</translation>
    </message>
    <message>
        <source>Samosval (555)</source>
        <translation>Wywrotka (555)</translation>
    </message>
    <message>
        <source>−1000 ends the game</source>
        <translation>−1000 kończy grę</translation>
    </message>
    <message>
        <source>Barrel at</source>
        <translation>Beczka od</translation>
    </message>
    <message>
        <source>Barrel attempts</source>
        <translation>Próby na beczce</translation>
    </message>
    <message>
        <source>Barrel contract</source>
        <translation>Gra na beczce</translation>
    </message>
    <message>
        <source>On the barrel</source>
        <translation>Na beczce</translation>
    </message>
    <message>
        <source>Three falls reset</source>
        <translation>Trzy upadki zerują</translation>
    </message>
    <message>
        <source>Barrel collision</source>
        <translation>Dwóch na beczce</translation>
    </message>
    <message>
        <source>Barrel freezes opponents</source>
        <translation>Beczka zamraża przeciwników</translation>
    </message>
    <message>
        <source>Golden round</source>
        <translation>Złota runda</translation>
    </message>
    <message>
        <source>Stake per point</source>
        <translation>Stawka za punkt</translation>
    </message>
    <message>
        <source>Two players</source>
        <translation>Dwóch graczy</translation>
    </message>
    <message>
        <source>Winning total</source>
        <translation>Wynik wygrywający</translation>
    </message>
    <message>
        <source>Redeal under</source>
        <translation>Ponowne rozdanie poniżej</translation>
    </message>
    <message>
        <source>Redeal for nines</source>
        <translation>Ponowne rozdanie za dziewiątki</translation>
    </message>
    <message>
        <source>Redeal for jacks</source>
        <translation>Ponowne rozdanie za walety</translation>
    </message>
    <message>
        <source>Hand redeal</source>
        <translation>Rozdanie z powodu kart</translation>
    </message>
    <message>
        <source>Three nines on the hundred</source>
        <translation>Trzy dziewiątki na setce</translation>
    </message>
    <message>
        <source>Cut the deck</source>
        <translation>Przełożenie talii</translation>
    </message>
    <message>
        <source>Concede on the barrel</source>
        <translation>Poddanie przy beczce</translation>
    </message>
    <message>
        <source>Trump lead</source>
        <translation>Wyjście w atu</translation>
    </message>
    <message>
        <source>Failing on the barrel</source>
        <translation>Porażka na beczce</translation>
    </message>
    <message>
        <source>Golden deals</source>
        <translation>Złote rozdania</translation>
    </message>
    <message>
        <source>Golden reset</source>
        <translation>Zerowanie po złotych</translation>
    </message>
    <message>
        <source>Dealer&apos;s half marriage</source>
        <translation>Pół meldunku rozdającego</translation>
    </message>
    <message>
        <source>Second talon</source>
        <translation>Drugi musik</translation>
    </message>
    <message>
        <source>Who opens</source>
        <translation>Kto otwiera</translation>
    </message>
    <message>
        <source>A bolt for</source>
        <translation>Kiedy bolt</translation>
    </message>
    <message>
        <source>Penalty per bolt</source>
        <translation>Kara za każdy bolt</translation>
    </message>
    <message>
        <source>Golden bolts</source>
        <translation>Bolty w złotym rozdaniu</translation>
    </message>
    <message>
        <source>Declarer scores</source>
        <translation>Rozgrywający zapisuje</translation>
    </message>
    <message>
        <source>Who bids blind</source>
        <translation>Kto licytuje w ciemno</translation>
    </message>
    <message>
        <source>Trump on a new marriage</source>
        <translation>Atut przy nowym meldunku</translation>
    </message>
    <message>
        <source>When a marriage is declared</source>
        <translation>Kiedy zgłasza się meldunek</translation>
    </message>
    <message>
        <source>Bank</source>
        <translation>Bank</translation>
    </message>
    <message>
        <source>Two-player talons</source>
        <translation>Musiki we dwóch</translation>
    </message>
    <message>
        <source>A card to the second talon</source>
        <translation>Karta do drugiego musiku</translation>
    </message>
    <message>
        <source>Cut card shown to</source>
        <translation>Kartę przełożenia widzą</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>Final totals of the last games</source>
        <translation>Wyniki końcowe ostatnich gier</translation>
    </message>
    <message>
        <source>Your final totals, oldest first: {scores}</source>
        <translation>Twoje wyniki końcowe, od najstarszych: {scores}</translation>
    </message>
    <message>
        <source>No games counted yet.</source>
        <translation>Nie policzono jeszcze żadnej gry.</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <source>Score sheet</source>
        <translation>Tabela wyników</translation>
    </message>
</context>
<context>
    <name>ScoreTable</name>
    <message>
        <source>redeal</source>
        <translation>ponowne rozdanie</translation>
    </message>
</context>
<context>
    <name>SeatBadge</name>
    <message>
        <source>Deals left on it: {0}.</source>
        <translation>Pozostałe rozdania na beczce: {0}.</translation>
    </message>
    <message>
        <source>deals, sits out</source>
        <translation>rozdaje, pauzuje</translation>
    </message>
</context>
<context>
    <name>SeatBase</name>
    <message>
        <source>Cannot save the game: {reason}</source>
        <translation>Nie można zapisać gry: {reason}</translation>
    </message>
</context>
<context>
    <name>SeatWords</name>
    <message>
        <source>{0} blind</source>
        <translation>{0} w ciemno</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>pas</translation>
    </message>
    <message>
        <source>aces marriage {0}</source>
        <translation>meldunek asowy {0}</translation>
    </message>
    <message>
        <source>marriage {0} {1}</source>
        <translation>meldunek {0} {1}</translation>
    </message>
    <message>
        <source>marriage {0} {1}, trump kept</source>
        <translation>meldunek {0} {1}, atut bez zmian</translation>
    </message>
    <message>
        <source>redeal</source>
        <translation>ponowne rozdanie</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>The statistics file {path} was written by a newer version of the game. It was kept as {kept} and new statistics were started.</source>
        <translation>Plik statystyk {path} został zapisany przez nowszą wersję gry. Zachowano go jako {kept} i rozpoczęto nowe statystyki.</translation>
    </message>
    <message>
        <source>The statistics file {path} was damaged ({detail}). It was kept as {kept} and new statistics were started.</source>
        <translation>Plik statystyk {path} był uszkodzony ({detail}). Zachowano go jako {kept} i rozpoczęto nowe statystyki.</translation>
    </message>
    <message>
        <source>The statistics file {path} cannot be used ({detail}) and could not be set aside; it was left as it is.</source>
        <translation>Pliku statystyk {path} nie można użyć ({detail}) ani odłożyć na bok; pozostawiono go bez zmian.</translation>
    </message>
    <message>
        <source>The statistics file {path} cannot be read ({detail}); it was left as it is.</source>
        <translation>Nie można odczytać pliku statystyk {path} ({detail}); pozostawiono go bez zmian.</translation>
    </message>
    <message>
        <source>The statistics could not be saved to {path} ({detail}). The game and the statistics already saved are not affected.</source>
        <translation>Nie udało się zapisać statystyk w {path} ({detail}). Gra i już zapisane statystyki nie ucierpiały.</translation>
    </message>
    <message>
        <source>This game is not counted in the statistics: an undo was used.</source>
        <translation>Ta gra nie jest liczona do statystyk: cofnięto ruch.</translation>
    </message>
    <message>
        <source>This game is not counted in the statistics: it was continued from a review.</source>
        <translation>Ta gra nie jest liczona do statystyk: kontynuowano ją z analizy partii.</translation>
    </message>
    <message>
        <source>This game is not counted in the statistics: training aids were on.</source>
        <translation>Ta gra nie jest liczona do statystyk: włączone były pomoce.</translation>
    </message>
    <message>
        <source>This game is not counted in the statistics: it was not played from its start in this program.</source>
        <translation>Ta gra nie jest liczona do statystyk: nie rozegrano jej w tym programie od początku.</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statystyki</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>Statystyki</translation>
    </message>
    <message>
        <source>&amp;Reset…</source>
        <translation>&amp;Wyzeruj…</translation>
    </message>
    <message numerus="yes">
        <source>Your final totals in the last %n game(s) (won games highlighted)</source>
        <translation>
            <numerusform>Twoje wyniki końcowe w ostatniej %n grze (wygrane wyróżnione)</numerusform>
            <numerusform>Twoje wyniki końcowe w ostatnich %n grach (wygrane wyróżnione)</numerusform>
            <numerusform>Twoje wyniki końcowe w ostatnich %n grach (wygrane wyróżnione)</numerusform>
        </translation>
    </message>
    <message>
        <source>Only games played from their start in this program are counted; games played with training aids, with an undo or continued from a review are not (not counted so far: {aids} with aids, {undo} with an undo, {continued} continued, {opened} not played from the start).</source>
        <translation>Liczone są tylko gry rozegrane w tym programie od początku; gry z pomocami, z cofniętym ruchem lub kontynuowane z analizy partii nie są liczone (dotąd nie policzono: {aids} z pomocami, {undo} z cofniętym ruchem, {continued} kontynuowanych, {opened} nierozegranych od początku).</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Wygrane</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Odsetek wygranych</translation>
    </message>
    <message>
        <source>Average final score</source>
        <translation>Średni wynik końcowy</translation>
    </message>
    <message>
        <source>Games started</source>
        <translation>Gry rozpoczęte</translation>
    </message>
    <message>
        <source>Games finished</source>
        <translation>Gry ukończone</translation>
    </message>
    <message>
        <source>Games abandoned</source>
        <translation>Gry porzucone</translation>
    </message>
    <message>
        <source>Deals played</source>
        <translation>Rozegrane rozdania</translation>
    </message>
    <message>
        <source>Contracts bid</source>
        <translation>Licytowane gry</translation>
    </message>
    <message>
        <source>Contracts made</source>
        <translation>Ugrane gry</translation>
    </message>
    <message>
        <source>Contracts conceded</source>
        <translation>Bomby</translation>
    </message>
    <message>
        <source>Make rate</source>
        <translation>Odsetek ugranych</translation>
    </message>
    <message>
        <source>Average contract</source>
        <translation>Średnia gra</translation>
    </message>
    <message>
        <source>Bolts</source>
        <translation>Bolty</translation>
    </message>
    <message>
        <source>Barrels mounted</source>
        <translation>Wejścia na beczkę</translation>
    </message>
    <message>
        <source>Barrels won</source>
        <translation>Wygrane z beczki</translation>
    </message>
    <message>
        <source>Barrel falls</source>
        <translation>Upadki z beczki</translation>
    </message>
    <message>
        <source>Samosvals</source>
        <translation>Wywrotki</translation>
    </message>
    <message>
        <source>Best game</source>
        <translation>Najlepsza gra</translation>
    </message>
    <message>
        <source>Worst game</source>
        <translation>Najgorsza gra</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Wszystkie gry</translation>
    </message>
    <message>
        <source>easy</source>
        <comment>level</comment>
        <translation>słaby</translation>
    </message>
    <message>
        <source>normal</source>
        <comment>level</comment>
        <translation>średni</translation>
    </message>
    <message>
        <source>strong</source>
        <comment>level</comment>
        <translation>mocny</translation>
    </message>
    <message>
        <source>Players: {n}</source>
        <translation>Graczy: {n}</translation>
    </message>
    <message>
        <source>{score} ({date})</source>
        <translation>{score} ({date})</translation>
    </message>
    <message>
        <source>Reset the statistics</source>
        <translation>Wyzeruj statystyki</translation>
    </message>
    <message>
        <source>Forget every counted game? This cannot be undone.</source>
        <translation>Zapomnieć wszystkie policzone gry? Tego nie można cofnąć.</translation>
    </message>
</context>
<context>
    <name>SvgDeck</name>
    <message>
        <source>it cannot be read</source>
        <translation>nie da się go odczytać</translation>
    </message>
    <message>
        <source>it is too large</source>
        <translation>jest za duży</translation>
    </message>
    <message>
        <source>it is a damaged compressed file</source>
        <translation>to uszkodzony plik skompresowany</translation>
    </message>
    <message>
        <source>it is not an SVG file</source>
        <translation>to nie jest plik SVG</translation>
    </message>
    <message>
        <source>it declares XML entities</source>
        <translation>deklaruje encje XML</translation>
    </message>
    <message>
        <source>the SVG is broken</source>
        <translation>SVG jest uszkodzony</translation>
    </message>
    <message>
        <source>it has no card {0}</source>
        <translation>brak w nim karty {0}</translation>
    </message>
    <message>
        <source>it is no longer installed</source>
        <translation>nie jest już zainstalowana</translation>
    </message>
    <message>
        <source>The deck {0} could not be used ({1}); the built-in deck is shown.</source>
        <translation>Nie można użyć talii {0} ({1}); pokazano talię wbudowaną.</translation>
    </message>
</context>
<context>
    <name>TableAids</name>
    <message>
        <source>opponents&apos; hands</source>
        <translation>karty przeciwników</translation>
    </message>
    <message>
        <source>talon suits</source>
        <translation>kolory musiku</translation>
    </message>
    <message>
        <source>one talon card</source>
        <translation>jedna karta musiku</translation>
    </message>
    <message>
        <source>Aids: {0}</source>
        <translation>Pomoce: {0}</translation>
    </message>
    <message>
        <source>Training aids are on in this game (chosen in New game); a game with aids is not counted in the statistics.</source>
        <translation>W tej grze włączone są pomoce (wybrane w oknie „Nowa gra”); gra z pomocami nie jest liczona do statystyk.</translation>
    </message>
    <message>
        <source>Click a talon card or press 1–{0} to look at it (once a deal)</source>
        <translation>Kliknij kartę musiku lub naciśnij 1–{0}, aby ją podejrzeć (raz na rozdanie)</translation>
    </message>
    <message>
        <source>A talon card: {0}</source>
        <translation>Karta musiku: {0}</translation>
    </message>
</context>
<context>
    <name>TableController</name>
    <message>
        <source>tricks: {0}</source>
        <translation>lewy: {0}</translation>
    </message>
    <message>
        <source>{0} pts</source>
        <translation>{0} pkt</translation>
    </message>
    <message>
        <source>aces</source>
        <translation>asy</translation>
    </message>
    <message>
        <source>{0} cuts: {1}, then a card face down — only the dealer sees it, it is the dealer&apos;s.</source>
        <translation>{0}: przełożenie — {1}, potem karta koszulką do góry: widzi ją tylko rozdający, trafia do niego.</translation>
    </message>
    <message>
        <source>{0} cuts: a card face down — only the dealer sees it, it is the dealer&apos;s.</source>
        <translation>{0}: przełożenie — karta koszulką do góry: widzi ją tylko rozdający, trafia do niego.</translation>
    </message>
    <message>
        <source>Golden round: this deal counts double</source>
        <translation>Złota runda: punkty rozdania się podwajają</translation>
    </message>
    <message>
        <source>Aces marriage {0}: {1}</source>
        <translation>Meldunek asowy {0}: {1}</translation>
    </message>
    <message>
        <source>Marriage {0} {1}: {2}</source>
        <translation>Meldunek {0} {1}: {2}</translation>
    </message>
    <message>
        <source>trump</source>
        <translation>atut</translation>
    </message>
    <message>
        <source>Contract: {0} — {1}</source>
        <translation>Gra: {0} — {1}</translation>
    </message>
    <message>
        <source>Dealer: {0}.</source>
        <translation>Rozdaje: {0}.</translation>
    </message>
    <message>
        <source>{0} cuts: {1} — the third nine, {0} loses {2}.</source>
        <translation>{0}: przełożenie — {1}; trzecia dziewiątka: {0} −{2}.</translation>
    </message>
    <message>
        <source>{0} cuts: {1} — the jack goes into the middle of the deck.</source>
        <translation>{0}: przełożenie — {1}; walet idzie do środka talii.</translation>
    </message>
    <message>
        <source>{0} cuts: {1} — the bottom card is the dealer&apos;s.</source>
        <translation>{0}: przełożenie — {1}; dolna karta trafia do rozdającego.</translation>
    </message>
    <message>
        <source>The auction is over: {0} — {1}.</source>
        <translation>Licytacja zakończona: {0} — {1}.</translation>
    </message>
    <message>
        <source>The talon (прикуп) stays closed: {0} takes it.</source>
        <translation>Musik pozostaje zakryty: bierze go {0}.</translation>
    </message>
    <message>
        <source>The talon (прикуп): {0}</source>
        <translation>Musik: {0}</translation>
    </message>
    <message>
        <source>left</source>
        <translation>lewy</translation>
    </message>
    <message>
        <source>right</source>
        <translation>prawy</translation>
    </message>
    <message>
        <source>{0} opens the {1} talon (прикуп): {2}</source>
        <translation>{0}: odkryty {1} musik — {2}</translation>
    </message>
    <message>
        <source>{0} lays away the cards face down in place of the talon, one of them into the other talon.</source>
        <translation>{0}: karty koszulką do góry w miejsce musiku, jedna z nich do drugiego musiku.</translation>
    </message>
    <message>
        <source>{0} lays three cards face down in place of the talon.</source>
        <translation>{0}: trzy karty koszulką do góry w miejsce musiku.</translation>
    </message>
    <message>
        <source>{0} lays two cards face down in place of the talon.</source>
        <translation>{0}: dwie karty koszulką do góry w miejsce musiku.</translation>
    </message>
    <message>
        <source>{0}: one card to each opponent.</source>
        <translation>{0}: po karcie każdemu przeciwnikowi.</translation>
    </message>
    <message>
        <source>Write-off (списать): {0} — {1}; a dash and a bolt for each opponent.</source>
        <translation>Odpisanie: {0} — {1}; kreska i bolt dla każdego przeciwnika.</translation>
    </message>
    <message>
        <source>Concession (роспись): {0} — {1}.</source>
        <translation>Bomba: {0} — {1}.</translation>
    </message>
    <message numerus="yes">
        <source>Trick: {0}, %n point(s) in it.</source>
        <translation>
            <numerusform>Lewa: {0}, %n punkt w niej.</numerusform>
            <numerusform>Lewa: {0}, %n punkty w niej.</numerusform>
            <numerusform>Lewa: {0}, %n punktów w niej.</numerusform>
        </translation>
    </message>
    <message>
        <source>Click or press a key to go on.</source>
        <translation>Kliknij lub naciśnij klawisz, aby kontynuować.</translation>
    </message>
    <message>
        <source>You draw {0}; {1} left in the stock.</source>
        <translation>Dobierasz {0}; w talii zostało {1}.</translation>
    </message>
    <message>
        <source>{0}: redeal</source>
        <translation>{0}: ponowne rozdanie</translation>
    </message>
    <message>
        <source>{0} is thinking…</source>
        <translation>{0} myśli…</translation>
    </message>
    <message>
        <source>Talon (прикуп): {0}</source>
        <translation>Musik: {0}</translation>
    </message>
    <message>
        <source>{0} to {1}</source>
        <comment>a card given to a player</comment>
        <translation>{0} → {1}</translation>
    </message>
    <message>
        <source>You gave: {0}</source>
        <translation>Oddane: {0}</translation>
    </message>
    <message>
        <source>You laid away: {0}</source>
        <translation>Odłożone: {0}</translation>
    </message>
    <message>
        <source>{0} gave you: {1}</source>
        <translation>{0} dał(a) ci: {1}</translation>
    </message>
    <message>
        <source>Everybody passed</source>
        <translation>Wszyscy spasowali</translation>
    </message>
    <message>
        <source>Dealt again by {0}</source>
        <translation>Nowe rozdanie, rozdaje: {0}</translation>
    </message>
    <message>
        <source>Plays {1}: {0}</source>
        <translation>Gra {1}: {0}</translation>
    </message>
</context>
<context>
    <name>TableRulesDialog</name>
    <message>
        <source>The table&apos;s rules</source>
        <translation>Zasady stołu</translation>
    </message>
</context>
<context>
    <name>TalonChoicePanel</name>
    <message>
        <source>Choose a talon (прикуп)</source>
        <translation>Wybierz musik</translation>
    </message>
    <message>
        <source>Click one of the two talons on the table, or choose it with ← → and Enter.</source>
        <translation>Kliknij jeden z dwóch musików na stole albo wybierz go klawiszami ← → i Enter.</translation>
    </message>
    <message>
        <source>Left talon</source>
        <translation>Lewy musik</translation>
    </message>
    <message>
        <source>Right talon</source>
        <translation>Prawy musik</translation>
    </message>
</context>
<context>
    <name>TrickHold</name>
    <message>
        <source>No trick has been taken yet in this deal.</source>
        <translation>W tym rozdaniu nie wzięto jeszcze żadnej lewy.</translation>
    </message>
    <message>
        <source>Last trick: {0} took it</source>
        <translation>Ostatnia lewa: {0}</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <comment>who played which card</comment>
        <translation>{0}: {1}</translation>
    </message>
</context>
<context>
    <name>Undo</name>
    <message>
        <source>Undo is off: you have seen your cards since your last move.</source>
        <translation>Nie można cofnąć ruchu: od tamtej pory widziałeś już swoje karty.</translation>
    </message>
    <message>
        <source>Undo is off: the talon has been turned up since your last move.</source>
        <translation>Nie można cofnąć ruchu: od tamtej pory odkryto musik.</translation>
    </message>
    <message>
        <source>Undo is off: you have received cards since your last move.</source>
        <translation>Nie można cofnąć ruchu: od tamtej pory dostałeś karty.</translation>
    </message>
    <message>
        <source>Undo is off: you have drawn from the stock since your last move.</source>
        <translation>Nie można cofnąć ruchu: od tamtej pory dobrałeś kartę z talii.</translation>
    </message>
    <message>
        <source>Undo is off: cards have been played since your last move.</source>
        <translation>Nie można cofnąć ruchu: od tamtej pory zagrano już karty.</translation>
    </message>
    <message>
        <source>Undo is off: cards have been shown since your last move.</source>
        <translation>Nie można cofnąć ruchu: od tamtej pory pokazano ci karty.</translation>
    </message>
    <message>
        <source>Nothing to undo: you have not acted in this deal yet.</source>
        <translation>Nie ma czego cofać: w tym rozdaniu nie wykonałeś jeszcze ruchu.</translation>
    </message>
    <message>
        <source>Not from here: in the game being played you have seen cards of this deal since this position. Go on from a later position or from the end of a deal.</source>
        <translation>Nie stąd: w toczącej się grze od tej pozycji widziałeś już karty tego rozdania. Kontynuuj od późniejszej pozycji albo od końca rozdania.</translation>
    </message>
</context>
<context>
    <name>WelcomeDialog</name>
    <message>
        <source>Welcome to Thousand</source>
        <extracomment>The welcome&apos;s width; its height is what its text needs at that width.</extracomment>
        <translation>Witamy w Tysiącu</translation>
    </message>
    <message>
        <source>&lt;b&gt;The auction.&lt;/b&gt; Each deal the players bid how many points they will score, from 100 up. The highest bidder takes the talon (прикуп), gives one card to each opponent and must then score at least the bid, or loses it.</source>
        <translation>&lt;b&gt;Licytacja.&lt;/b&gt; W każdym rozdaniu gracze licytują, ile punktów zdobędą, od 100 w górę. Kto zalicytuje najwyżej, bierze musik, daje po jednej karcie każdemu przeciwnikowi i musi zdobyć co najmniej tyle, ile zalicytował, inaczej traci tę kwotę.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The play.&lt;/b&gt; Follow the suit led; without it, play a trump if there is one and you hold it. Cards count A 11, 10 10, K 4, Q 3, J 2, 9 0: 120 in the pack.</source>
        <translation>&lt;b&gt;Rozgrywka.&lt;/b&gt; Dokładaj do koloru; jeśli go nie masz, zagraj atut, jeśli atut jest i go masz. Karty liczą się: as 11, dziesiątka 10, król 4, dama 3, walet 2, dziewiątka 0 — w talii 120.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Marriages (марьяж).&lt;/b&gt; The king and queen of one suit, declared by leading one of them after taking a trick, score 40 to 100 points and make that suit trumps.</source>
        <translation>&lt;b&gt;Meldunek.&lt;/b&gt; Król i dama tego samego koloru: meldujesz go, wychodząc jedną z tych kart po wzięciu lewy; daje od 40 do 100 punktów, a jego kolor staje się atutem.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Тысяча (Thousand)&lt;/b&gt; is the Russian card game of bidding and tricks: you against the computer, with 24 cards (nine to ace). Whoever first reaches 1000 points wins.</source>
        <translation>&lt;b&gt;Tysiąc&lt;/b&gt; to karciana gra z licytacją i lewami: ty przeciw komputerowi, talia 24 kart (od dziewiątki do asa). Wygrywa ten, kto pierwszy zdobędzie 1000 punktów.</translation>
    </message>
    <message>
        <source>Three rules to begin with:</source>
        <translation>Na początek trzy zasady:</translation>
    </message>
    <message>
        <source>The whole rules of the game you play are in Help ▸ Rules (F1), the mouse and the keys in Help ▸ Controls; Game ▸ Hint (H) suggests a move and says why. A talon turned face up stays until you click or press a key.</source>
        <translation>Pełne zasady twojej gry są w menu Pomoc ▸ Zasady (F1), mysz i klawisze w Pomoc ▸ Sterowanie; Gra ▸ Podpowiedź (H) proponuje ruch i mówi dlaczego. Odkryty musik zostaje na stole, dopóki nie klikniesz lub nie naciśniesz klawisza.</translation>
    </message>
    <message>
        <source>Don&apos;t show this again</source>
        <translation>Nie pokazuj więcej</translation>
    </message>
    <message>
        <source>Deal the cards</source>
        <translation>Rozdaj karty</translation>
    </message>
</context>
<context>
    <name>_DeclarerPanel</name>
    <message>
        <source>you lose {0}</source>
        <translation>tracisz {0}</translation>
    </message>
    <message>
        <source>you get a bolt</source>
        <translation>dostajesz bolta</translation>
    </message>
    <message>
        <source>it costs you nothing</source>
        <translation>nic cię to nie kosztuje</translation>
    </message>
    <message>
        <source>Write off (списать): {0}; your opponent scores a dash and gets a bolt.</source>
        <translation>Odpisz rozdanie: {0}; przeciwnik dostaje kreskę i bolt.</translation>
    </message>
    <message>
        <source>Write off (списать): {0}; each opponent scores a dash and gets a bolt.</source>
        <translation>Odpisz rozdanie: {0}; każdy przeciwnik dostaje kreskę i bolt.</translation>
    </message>
    <message>
        <source>Concede (роспись): {0}; your opponent scores {1}.</source>
        <translation>Bomba: {0}; przeciwnik zapisuje {1}.</translation>
    </message>
    <message>
        <source>Concede (роспись): {0}; each opponent scores {1}.</source>
        <translation>Bomba: {0}; każdy przeciwnik zapisuje {1}.</translation>
    </message>
    <message>
        <source>Free concessions left: {0}.</source>
        <translation>Pozostałe darmowe bomby: {0}.</translation>
    </message>
</context>
</TS>
