<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="uk_UA">
<context>
    <name>AidsBox</name>
    <message>
        <source>Training aids</source>
        <translation>Ігрові підказки</translation>
    </message>
    <message>
        <source>Show the &amp;opponents&apos; hands</source>
        <translation>Відкрити карти &amp;суперників</translation>
    </message>
    <message>
        <source>The opponents&apos; cards lie face up on the table.</source>
        <translation>Карти суперників лежать на столі відкритими.</translation>
    </message>
    <message>
        <source>Show the talon&apos;s &amp;suits</source>
        <translation>Показувати &amp;масті прикупу</translation>
    </message>
    <message>
        <source>Each face-down talon card shows its suit.</source>
        <translation>На сорочці кожної закритої карти прикупу видно її масть.</translation>
    </message>
    <message>
        <source>Let me look at one &amp;talon card</source>
        <translation>Дозволити підглянути одну карту &amp;прикупу</translation>
    </message>
    <message>
        <source>During the auction, click one talon card (or press its number) to turn it over; once a deal.</source>
        <translation>Під час торгівлі клацніть карту прикупу (або натисніть її номер), щоб відкрити її; один раз за роздачу.</translation>
    </message>
    <message>
        <source>A game with any aid on is not counted in the statistics.</source>
        <translation>Партія з будь-якою підказкою не зараховується до статистики.</translation>
    </message>
</context>
<context>
    <name>AuctionPanel</name>
    <message>
        <source>Bid</source>
        <translation>Замовити</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Пас</translation>
    </message>
    <message>
        <source>Blind 120</source>
        <translation>Втемну 120</translation>
    </message>
    <message>
        <source>Redeal</source>
        <translation>Перездача</translation>
    </message>
    <message>
        <source>Look at the cards</source>
        <translation>Подивитися карти</translation>
    </message>
    <message>
        <source>Turn your cards up and bid as usual (no blind bid then)</source>
        <translation>Відкрити свої карти й торгуватися як звичайно (тоді без гри всліпу)</translation>
    </message>
    <message>
        <source>Your bid: a raise by the step of the rules</source>
        <translation>Ваше замовлення: підвищення на крок торгівлі</translation>
    </message>
    <message>
        <source>Auction (торговля): no bid yet</source>
        <translation>Торгівля: ставок ще немає</translation>
    </message>
    <message>
        <source>Auction (торговля): {1} — {0}</source>
        <translation>Торгівля: {1} — {0}</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>пас</translation>
    </message>
    <message>
        <source>{0} blind</source>
        <translation>{0} втемну</translation>
    </message>
    <message>
        <source>Blind {0}</source>
        <translation>Втемну {0}</translation>
    </message>
    <message>
        <source>Blind</source>
        <translation>Втемну</translation>
    </message>
    <message>
        <source>Your cards lie face down: bid blind, or look at them and bid as usual.</source>
        <translation>Ваші карти лежать сорочкою догори: грайте всліпу або подивіться їх і торгуйтеся як звичайно.</translation>
    </message>
    <message>
        <source>{0} on the barrel has bid {1}: outbid it or pass.</source>
        <translation>Заявка гравця на бочці ({0}) — {1}: перебийте або пасуйте.</translation>
    </message>
    <message>
        <source>Nobody is on the hundred: bid {0} or more, or pass. If everybody passes, the dealer plays {0}.</source>
        <translation>На сотні нікого немає: заявіть {0} або більше чи пасуйте. Якщо спасують усі, той, хто роздавав, грає {0}.</translation>
    </message>
    <message>
        <source>Nobody is on the hundred: bid {0} or more, or pass. If everybody passes, the cards are dealt again.</source>
        <translation>На сотні нікого немає: заявіть {0} або більше чи пасуйте. Якщо спасують усі, карти роздаються наново.</translation>
    </message>
    <message>
        <source>Raise by {0} up to {1}.</source>
        <translation>Підвищуйте на {0}, не вище {1}.</translation>
    </message>
    <message>
        <source>aces {0}</source>
        <translation>тузовий {0}</translation>
    </message>
    <message>
        <source>Your ceiling: {0} + marriages {1} = {2}.</source>
        <translation>Ваша стеля: {0} + мар&apos;яжі {1} = {2}.</translation>
    </message>
    <message>
        <source>Without a marriage (марьяж) in your hand you may not bid above {0}.</source>
        <translation>Без мар&apos;яжу на руках не можна замовляти більше {0}.</translation>
    </message>
    <message>
        <source>You cannot raise: pass.</source>
        <translation>Підвищувати не можна — лише пас.</translation>
    </message>
</context>
<context>
    <name>ContractPanel</name>
    <message>
        <source>Play this</source>
        <translation>Грати</translation>
    </message>
    <message>
        <source>Keep the bid</source>
        <translation>Залишити замовлення</translation>
    </message>
    <message>
        <source>Concede</source>
        <translation>Розписати</translation>
    </message>
    <message>
        <source>Your contract: keep {0} or raise</source>
        <translation>Ваша гра: залишити {0} або підвищити</translation>
    </message>
    <message>
        <source>Your ceiling: {0}.</source>
        <translation>Ваша стеля: {0}.</translation>
    </message>
</context>
<context>
    <name>DealSummaryDialog</name>
    <message>
        <source>Each player&apos;s points go to their total.</source>
        <translation>Очки кожного гравця йдуть до його рахунку.</translation>
    </message>
    <message>
        <source>No game in this deal.</source>
        <translation>У цій роздачі гри не було.</translation>
    </message>
    <message>
        <source>{0}: concession (роспись), {1}.</source>
        <translation>{0}: розпис, {1}.</translation>
    </message>
    <message>
        <source>{0}: the contract {1} is made!</source>
        <translation>{0}: гру {1} зіграно!</translation>
    </message>
    <message>
        <source>{0}: the contract {1} is lost.</source>
        <translation>{0}: гру {1} не зіграно.</translation>
    </message>
    <message>
        <source>(blind: doubled)</source>
        <translation>(втемну: очки подвоєно)</translation>
    </message>
    <message>
        <source>(golden round: doubled)</source>
        <translation>(золотий кін: очки подвоєно)</translation>
    </message>
    <message>
        <source>End of the deal</source>
        <translation>Кінець роздачі</translation>
    </message>
    <message>
        <source>Result of the game</source>
        <translation>Підсумок гри</translation>
    </message>
    <message>
        <source>Next deal</source>
        <translation>Наступна роздача</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Запис</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Гравець</translation>
    </message>
    <message>
        <source>Card points</source>
        <translation>Очки карт</translation>
    </message>
    <message>
        <source>Marriages</source>
        <translation>Мар&apos;яжі</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Зміна</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Разом</translation>
    </message>
    <message>
        <source>Bolts</source>
        <translation>Болти</translation>
    </message>
    <message>
        <source>not a point taken</source>
        <translation>жодного очка</translation>
    </message>
    <message>
        <source>fewer than 5 points</source>
        <translation>менше 5 очок</translation>
    </message>
    <message>
        <source>{0}: {1} — the third bolt (болт): {2} taken off, the bolts crossed out.</source>
        <translation>{0}: {1} — третій болт: знято {2}, болти закреслено.</translation>
    </message>
    <message>
        <source>{0}: {1} — a bolt (болт).</source>
        <translation>{0}: {1} — болт.</translation>
    </message>
    <message>
        <source>Every bolt costs {0} as well.</source>
        <translation>Крім того, кожен болт коштує {0}.</translation>
    </message>
    <message>
        <source>{0}: the third nine in the cut, {1} taken off.</source>
        <translation>{0}: третя дев&apos;ятка під час знімання — знято {1}.</translation>
    </message>
    <message>
        <source>Talon (прикуп): {0}.</source>
        <translation>Прикуп: {0}.</translation>
    </message>
    <message>
        <source>{0}: aces marriage — {1}.</source>
        <translation>{0}: тузовий мар&apos;яж — {1}.</translation>
    </message>
    <message numerus="yes">
        <source>{0} dealt and sat out: the talon&apos;s %n point(s) are theirs, {1} of them for its kings and queens (a marriage, or half one for a lone K or Q).</source>
        <translation>
            <numerusform>Той, хто роздавав ({0}), не грав: йому йде %n очко прикупу, з них {1} за королів і дам (мар&apos;яж або півмар&apos;яжу за самотнього короля чи даму).</numerusform>
            <numerusform>Той, хто роздавав ({0}), не грав: йому йдуть %n очки прикупу, з них {1} за королів і дам (мар&apos;яж або півмар&apos;яжу за самотнього короля чи даму).</numerusform>
            <numerusform>Той, хто роздавав ({0}), не грав: йому йдуть %n очок прикупу, з них {1} за королів і дам (мар&apos;яж або півмар&apos;яжу за самотнього короля чи даму).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} dealt and sat out: the talon&apos;s %n point(s), with the marriage in it ({1}), are theirs.</source>
        <translation>
            <numerusform>Той, хто роздавав ({0}), не грав: йому йде %n очко прикупу, з мар&apos;яжем у прикупі ({1}).</numerusform>
            <numerusform>Той, хто роздавав ({0}), не грав: йому йдуть %n очки прикупу, з мар&apos;яжем у прикупі ({1}).</numerusform>
            <numerusform>Той, хто роздавав ({0}), не грав: йому йдуть %n очок прикупу, з мар&apos;яжем у прикупі ({1}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} dealt and sat out: the talon&apos;s %n point(s) are theirs.</source>
        <translation>
            <numerusform>Той, хто роздавав ({0}), не грав: йому йде %n очко прикупу.</numerusform>
            <numerusform>Той, хто роздавав ({0}), не грав: йому йдуть %n очки прикупу.</numerusform>
            <numerusform>Той, хто роздавав ({0}), не грав: йому йдуть %n очок прикупу.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} bid 120 or more, declared no marriage and took every trick: the %n point(s) of the four cards out of play count too.</source>
        <translation>
            <numerusform>{0}: замовлення від 120, без мар&apos;яжу, усі взятки — зараховано й %n очко чотирьох карт поза грою.</numerusform>
            <numerusform>{0}: замовлення від 120, без мар&apos;яжу, усі взятки — зараховано й %n очки чотирьох карт поза грою.</numerusform>
            <numerusform>{0}: замовлення від 120, без мар&apos;яжу, усі взятки — зараховано й %n очок чотирьох карт поза грою.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The talon not taken (%n point(s)) counts for the winner of the last trick.</source>
        <translation>
            <numerusform>Невзятий прикуп (%n очко) зараховано тому, хто взяв останню взятку.</numerusform>
            <numerusform>Невзятий прикуп (%n очки) зараховано тому, хто взяв останню взятку.</numerusform>
            <numerusform>Невзятий прикуп (%n очок) зараховано тому, хто взяв останню взятку.</numerusform>
        </translation>
    </message>
    <message>
        <source>{0}: marriage (марьяж) {1} — {2}.</source>
        <translation>{0}: мар&apos;яж {1} — {2}.</translation>
    </message>
    <message>
        <source>The other players&apos; points are rounded to {0}.</source>
        <translation>Очки інших гравців округлено до {0}.</translation>
    </message>
    <message>
        <source>{0}: no trick — the third bolt (болт): {1} taken off, the bolts crossed out.</source>
        <translation>{0}: жодного взятку — третій болт: знято {1}, болти закреслено.</translation>
    </message>
    <message>
        <source>{0}: no trick — a bolt (болт).</source>
        <translation>{0}: жодного взятку — болт.</translation>
    </message>
    <message>
        <source>{0}: exactly 555, samosval — back to 0!</source>
        <translation>{0}: рівно 555 — самоскид, знову 0!</translation>
    </message>
    <message>
        <source>{0}: on the barrel a failed contract costs nothing; the attempt is used.</source>
        <translation>{0}: на бочці незіграна гра нічого не коштує; спробу зараховано.</translation>
    </message>
    <message>
        <source>{0} wrote the deal off (списать): each opponent scores a dash and gets a bolt.</source>
        <translation>{0} списує гру: кожному супернику прочерк і болт.</translation>
    </message>
    <message>
        <source>{0} collects on the barrel: +{1}, the card points of their tricks (marriages and the contract count nothing).</source>
        <translation>{0} набирає на бочці: +{1}, очки карт своїх взяток (марʼяжі й замовлення не рахуються).</translation>
    </message>
    <message>
        <source>{0}: on the barrel (бочка).</source>
        <translation>{0}: на бочці.</translation>
    </message>
    <message>
        <source>No golden deal&apos;s contract was made: every total goes back to 0.</source>
        <translation>Жодна гра золотого кону не зіграна: усі рахунки обнуляються.</translation>
    </message>
</context>
<context>
    <name>DeckPage</name>
    <message>
        <source>Deck</source>
        <translation>Колода</translation>
    </message>
    <message>
        <source>SVG deck file</source>
        <translation>Файл колоди SVG</translation>
    </message>
    <message>
        <source>Card indices</source>
        <translation>Індекси карт</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Вибрати…</translation>
    </message>
    <message>
        <source>an SVG or SVGZ file of KDE&apos;s or Aisleriot&apos;s layout</source>
        <translation>файл SVG або SVGZ у форматі KDE або Aisleriot</translation>
    </message>
    <message>
        <source>Four suit colours (♠ black, ♥ red, ♦ blue, ♣ green)</source>
        <translation>Чотири кольори мастей (♠ чорні, ♥ червоні, ♦ сині, ♣ зелені)</translation>
    </message>
    <message>
        <source>Built-in deck</source>
        <translation>Вбудована колода</translation>
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
        <translation>Файл SVG…</translation>
    </message>
    <message>
        <source>as the language</source>
        <translation>як мова інтерфейсу</translation>
    </message>
    <message>
        <source>Russian: В Д К Т</source>
        <translation>Українські: В Д К Т</translation>
    </message>
    <message>
        <source>Polish: W D K A</source>
        <translation>Польські: W D K A</translation>
    </message>
    <message>
        <source>Latin: J Q K A</source>
        <translation>Латинські: J Q K A</translation>
    </message>
    <message>
        <source>Choose an SVG deck</source>
        <translation>Виберіть колоду SVG</translation>
    </message>
    <message>
        <source>SVG decks (*.svg *.svgz)</source>
        <translation>Колоди SVG (*.svg *.svgz)</translation>
    </message>
</context>
<context>
    <name>DiscardPanel</name>
    <message>
        <source>Lay down</source>
        <translation>Покласти</translation>
    </message>
    <message>
        <source>Another card for the second talon</source>
        <translation>Іншу карту в другий прикуп</translation>
    </message>
    <message>
        <source>Lay three cards face down; the first goes into the other talon</source>
        <translation>Скиньте три карти; перша йде в інший прикуп</translation>
    </message>
    <message>
        <source>Lay two cards face down; the first goes into the other talon</source>
        <translation>Скиньте дві карти; перша йде в інший прикуп</translation>
    </message>
    <message>
        <source>Lay three cards face down in place of the talon</source>
        <translation>Покладіть три карти сорочкою догори замість прикупу</translation>
    </message>
    <message>
        <source>Lay two cards face down in place of the talon</source>
        <translation>Покладіть дві карти сорочкою догори замість прикупу</translation>
    </message>
    <message>
        <source>Click two cards: {0}</source>
        <translation>Клацніть дві карти: {0}</translation>
    </message>
    <message>
        <source>Click three cards: {0}</source>
        <translation>Клацніть три карти: {0}</translation>
    </message>
    <message>
        <source>To the second talon: {0}; laid away: {1}</source>
        <translation>У другий прикуп: {0}; у скид: {1}</translation>
    </message>
</context>
<context>
    <name>ForcedPlay</name>
    <message>
        <source>{0} was the only card you could play: played for you.</source>
        <translation>{0} — єдина карта, якою можна було піти: зіграна за вас.</translation>
    </message>
</context>
<context>
    <name>GameModel</name>
    <message>
        <source>Cannot open the game: {reason}</source>
        <translation>Не вдається відкрити гру: {reason}</translation>
    </message>
    <message>
        <source>That is not your move.</source>
        <translation>Зараз не ваш хід.</translation>
    </message>
    <message>
        <source>That is not a valid move.</source>
        <translation>Такого ходу немає.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Гру закінчено.</translation>
    </message>
    <message>
        <source>The cards are not dealt yet.</source>
        <translation>Карти ще не роздано.</translation>
    </message>
    <message>
        <source>The current deal is not finished.</source>
        <translation>Поточна роздача ще не закінчена.</translation>
    </message>
    <message>
        <source>There is no seat {seat}.</source>
        <translation>Місця {seat} немає.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Зараз не ваша черга.</translation>
    </message>
    <message>
        <source>That is not possible now.</source>
        <translation>Зараз це неможливо.</translation>
    </message>
    <message>
        <source>Redeals are off in these rules.</source>
        <translation>У цих правилах перездачі немає.</translation>
    </message>
    <message>
        <source>A redeal must be asked for before the first bid.</source>
        <translation>Перездачу просять до першого замовлення.</translation>
    </message>
    <message>
        <source>These cards give no right to a redeal.</source>
        <translation>З такими картами перездача не належить.</translation>
    </message>
    <message>
        <source>In these rules a redeal is asked for after the contract, before the first lead.</source>
        <translation>За цими правилами перероздачу просять після оголошення гри, до першого ходу.</translation>
    </message>
    <message>
        <source>A redeal must be asked for before the first card is played.</source>
        <translation>Перероздачу треба просити до першої зіграної карти.</translation>
    </message>
    <message>
        <source>The declarer has no redeal for the hand now; they may concede.</source>
        <translation>Розігрувач зараз не має перероздачі за картами; він може розписатися.</translation>
    </message>
    <message>
        <source>The blind game is off in these rules.</source>
        <translation>У цих правилах гри втемну немає.</translation>
    </message>
    <message>
        <source>Only the first speaker may bid blind, before anything else is said.</source>
        <translation>Втемну може замовити лише перший, хто говорить, поки ніхто нічого не сказав.</translation>
    </message>
    <message>
        <source>A blind bid must be from {low} to {high} in steps of {step}.</source>
        <translation>Замовлення втемну — від {low} до {high} з кроком {step}.</translation>
    </message>
    <message>
        <source>No blind bid after your own open bid or pass.</source>
        <translation>Після свого відкритого замовлення чи пасу замовляти втемну не можна.</translation>
    </message>
    <message>
        <source>The blind bid is exactly {n}.</source>
        <translation>Замовлення втемну — рівно {n}.</translation>
    </message>
    <message>
        <source>The bid must be at least {n}.</source>
        <translation>Замовлення має бути не менше {n}.</translation>
    </message>
    <message>
        <source>Bids go up in steps of {n}.</source>
        <translation>Торгівля йде з кроком {n}.</translation>
    </message>
    <message>
        <source>{n} is over your ceiling of {limit} ({base} + your marriages, at most {max}).</source>
        <translation>{n} — вище вашої стелі {limit} ({base} + ваші мар&apos;яжі, не більше {max}).</translation>
    </message>
    <message>
        <source>Collecting points on the barrel, you bid and play at most {n}.</source>
        <translation>На бочці з набором очок можна замовляти й грати не більше {n}.</translation>
    </message>
    <message>
        <source>Choose the first or the second talon.</source>
        <translation>Виберіть перший або другий прикуп.</translation>
    </message>
    <message>
        <source>Conceding is off in these rules.</source>
        <translation>У цих правилах розпис заборонено.</translation>
    </message>
    <message>
        <source>You cannot concede while on the barrel.</source>
        <translation>На бочці розписатися не можна.</translation>
    </message>
    <message>
        <source>A deal may be conceded only before the first lead.</source>
        <translation>Розписатися можна лише до першого ходу.</translation>
    </message>
    <message>
        <source>Nobody may concede while a player sits on the barrel.</source>
        <translation>Поки хтось сидить на бочці, розписуватися не можна нікому.</translation>
    </message>
    <message>
        <source>{card} is not in your hand.</source>
        <translation>Карти {card} у вас немає.</translation>
    </message>
    <message>
        <source>Choose two different cards.</source>
        <translation>Виберіть дві різні карти.</translation>
    </message>
    <message>
        <source>With two players the declarer discards two cards; nobody is given a card.</source>
        <translation>Удвох розігрувач скидає дві карти й нікому їх не віддає.</translation>
    </message>
    <message>
        <source>With three or four players the declarer gives a card to each opponent.</source>
        <translation>Утрьох і вчотирьох розігрувач віддає по карті кожному супернику.</translation>
    </message>
    <message>
        <source>Lay away three cards, as many as a talon holds.</source>
        <translation>Скиньте три карти — стільки, скільки в прикупі.</translation>
    </message>
    <message>
        <source>Lay away two cards, as many as a talon holds.</source>
        <translation>Скиньте дві карти — стільки, скільки в прикупі.</translation>
    </message>
    <message>
        <source>The contract must be at least {n}.</source>
        <translation>Гра має бути не менше {n}.</translation>
    </message>
    <message>
        <source>The contract goes up in steps of {n}.</source>
        <translation>Гру можна підвищувати з кроком {n}.</translation>
    </message>
    <message>
        <source>{n} is over your ceiling of {limit}.</source>
        <translation>{n} — вище вашої стелі {limit}.</translation>
    </message>
    <message>
        <source>The contract stays {n}, the bid: raising after the talon is off in these rules.</source>
        <translation>Гра залишається {n}, як у замовленні: у цих правилах підвищувати після прикупу не можна.</translation>
    </message>
    <message>
        <source>You must follow suit ({suit}).</source>
        <translation>Треба ходити в масть ({suit}).</translation>
    </message>
    <message>
        <source>You must beat the best card ({suit}).</source>
        <translation>Треба перебити старшу карту ({suit}).</translation>
    </message>
    <message>
        <source>You must beat the best trump ({suit}).</source>
        <translation>Треба перебити старший козир ({suit}).</translation>
    </message>
    <message>
        <source>You must play a trump ({suit}).</source>
        <translation>Масті немає — треба бити козирем ({suit}).</translation>
    </message>
    <message>
        <source>Only a player who declared a marriage may lead a trump ({suit}).</source>
        <translation>Ходити з козиря ({suit}) може лише той, хто оголосив мар&apos;яж.</translation>
    </message>
    <message>
        <source>A marriage is declared only on the lead.</source>
        <translation>Мар&apos;яж оголошують лише своїм ходом, заходячи з нього.</translation>
    </message>
    <message>
        <source>A marriage may be declared only after winning a trick.</source>
        <translation>Мар&apos;яж можна оголосити лише після свого першого взятку.</translation>
    </message>
    <message>
        <source>No marriage: the king and queen must both be in your hand.</source>
        <translation>Мар&apos;яжу немає: король і дама мають бути у вас на руках.</translation>
    </message>
    <message>
        <source>No marriage: the king and queen of {suit} must both be in your hand.</source>
        <translation>Мар&apos;яжу немає: король і дама {suit} мають бути обоє у вас на руці.</translation>
    </message>
    <message>
        <source>The {suit} marriage was declared already: each marriage once a deal.</source>
        <translation>Мар&apos;яж {suit} уже оголошено: кожен мар&apos;яж — один раз за роздачу.</translation>
    </message>
    <message>
        <source>In these rules a marriage is declared only by leading its king or queen.</source>
        <translation>За цими правилами мар&apos;яж оголошують лише ходом з його короля або дами.</translation>
    </message>
    <message>
        <source>One marriage a turn: now play a card.</source>
        <translation>Один мар&apos;яж за хід: тепер зіграйте карту.</translation>
    </message>
    <message>
        <source>In these rules a marriage always makes its suit trump.</source>
        <translation>За цими правилами мар&apos;яж завжди робить свою масть козирем.</translation>
    </message>
    <message>
        <source>There is no trump to keep yet: the first marriage makes its suit trump.</source>
        <translation>Козиря ще немає, залишати нічого: перший мар&apos;яж робить свою масть козирем.</translation>
    </message>
    <message>
        <source>The ace marriage is off in these rules.</source>
        <translation>У цих правилах тузового мар&apos;яжу немає.</translation>
    </message>
    <message>
        <source>The ace marriage was declared already.</source>
        <translation>Тузовий мар&apos;яж уже оголошено.</translation>
    </message>
    <message>
        <source>The ace marriage needs all four aces, led with an ace.</source>
        <translation>Для тузового мар&apos;яжу потрібні всі чотири тузи, і заходити треба з туза.</translation>
    </message>
    <message>
        <source>The game with a stock has no auction, talon, contract or concession: play a card.</source>
        <translation>У грі з колодою немає торгу, прикупу, замовлення й розпису: зіграйте карту.</translation>
    </message>
    <message>
        <source>Autosave is off: {reason}
The game goes on; use Save as… to keep it.</source>
        <translation>Автозбереження вимкнено: {reason}
Гра триває; щоб зберегти її, виберіть «Зберегти як…».</translation>
    </message>
</context>
<context>
    <name>GameOverDialog</name>
    <message>
        <source>Game over</source>
        <translation>Гру закінчено</translation>
    </message>
    <message>
        <source>New game (same players and rules)</source>
        <translation>Нова гра (ті самі гравці й правила)</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Розбір</translation>
    </message>
    <message>
        <source>Look through the game with every hand open, and analyse it.</source>
        <translation>Переглянути партію з відкритими картами всіх гравців і розібрати її.</translation>
    </message>
    <message>
        <source>Winner: {0}!</source>
        <translation>Переможець: {0}!</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Гравець</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Разом</translation>
    </message>
    <message>
        <source>Settlement</source>
        <translation>Розрахунок</translation>
    </message>
    <message>
        <source>Bank</source>
        <translation>Банк</translation>
    </message>
</context>
<context>
    <name>GivePanel</name>
    <message>
        <source>Give</source>
        <translation>Віддати</translation>
    </message>
    <message>
        <source>Choose again</source>
        <translation>Вибрати знову</translation>
    </message>
    <message>
        <source>Concede</source>
        <translation>Розписати</translation>
    </message>
    <message>
        <source>Redeal</source>
        <translation>Перездача</translation>
    </message>
    <message>
        <source>Give one card to each opponent</source>
        <translation>Віддайте по карті кожному супернику</translation>
    </message>
    <message>
        <source>click a card</source>
        <translation>клацніть карту</translation>
    </message>
</context>
<context>
    <name>HandLook</name>
    <message>
        <source>Click your cards or press L to look at them</source>
        <translation>Клацніть по картах або натисніть L, щоб їх подивитися</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>Click a card</source>
        <extracomment>``translate(&quot;Context&quot;, &quot;literal&quot;)``: the form ``pyside6-lupdate`` extracts.</extracomment>
        <translation>Клацання по карті</translation>
    </message>
    <message>
        <source>Raise (select) it; click it again to play it.</source>
        <translation>Підняти (вибрати) її; друге клацання — зіграти.</translation>
    </message>
    <message>
        <source>Double-click a card</source>
        <translation>Подвійне клацання по карті</translation>
    </message>
    <message>
        <source>Play it.</source>
        <translation>Зіграти її.</translation>
    </message>
    <message>
        <source>Drag a card</source>
        <translation>Перетягування карти</translation>
    </message>
    <message>
        <source>Drop it in the middle of the table to play it.</source>
        <translation>Відпустіть її посередині стола, щоб зіграти.</translation>
    </message>
    <message>
        <source>Giving</source>
        <translation>Віддача карт</translation>
    </message>
    <message>
        <source>Click the card for each opponent, then Give.</source>
        <translation>Клацніть карту для кожного суперника, потім «Віддати».</translation>
    </message>
    <message>
        <source>Panels</source>
        <translation>Панелі</translation>
    </message>
    <message>
        <source>Bid, pass, fix the contract or concede with the buttons.</source>
        <translation>Замовлення, пас, призначення гри й розпис — кнопками.</translation>
    </message>
    <message>
        <source>Click a pile of won tricks</source>
        <translation>Клацання по стосу взяток</translation>
    </message>
    <message>
        <source>Look at the last trick again: who played each card, and who took it.</source>
        <translation>Ще раз подивитися останній взяток: хто якою картою ходив і хто його взяв.</translation>
    </message>
    <message>
        <source>Click your face-down hand</source>
        <translation>Клацання по своїх закритих картах</translation>
    </message>
    <message>
        <source>Blind game: look at your cards (no blind bid after that).</source>
        <translation>Гра втемну: подивитися свої карти (після цього замовляти втемну не можна).</translation>
    </message>
    <message>
        <source>Point at the declarer&apos;s plate</source>
        <translation>Навести мишу на табличку розігрувача</translation>
    </message>
    <message>
        <source>The talon and the cards given in this deal, as far as you saw them.</source>
        <translation>Прикуп і віддані карти цієї роздачі — те, що ви бачили.</translation>
    </message>
    <message>
        <source>Select the card to the left or right.</source>
        <translation>Вибрати карту ліворуч або праворуч.</translation>
    </message>
    <message>
        <source>Enter, Space</source>
        <translation>Enter, пробіл</translation>
    </message>
    <message>
        <source>Play the selected card (when giving: pick it, Space takes it back; once both are picked, Enter gives them); with none selected, select the first.</source>
        <translation>Зіграти вибрану карту (під час віддачі — вибрати її, пробіл повертає її; коли вибрано обидві, Enter віддає їх); якщо жодна не вибрана — вибрати першу.</translation>
    </message>
    <message>
        <source>Look at the last trick again (any key or click puts it away).</source>
        <translation>Ще раз подивитися останній взяток (будь-яка клавіша чи клацання прибирає його).</translation>
    </message>
    <message>
        <source>With the training aid on, look at that talon card during the auction.</source>
        <translation>З увімкненою підказкою: підглянути цю карту прикупу під час торгівлі.</translation>
    </message>
    <message>
        <source>Blind game: look at your cards lying face down (no blind bid after that).</source>
        <translation>Гра втемну: подивитися свої карти, що лежать сорочкою догори (після цього замовляти втемну не можна).</translation>
    </message>
    <message>
        <source>Move between the buttons of a panel; Enter presses the default one.</source>
        <translation>Перехід між кнопками панелі; Enter натискає основну.</translation>
    </message>
    <message>
        <source>Close a dialog.</source>
        <translation>Закрити діалогове вікно.</translation>
    </message>
    <message>
        <source>Back or on a move.</source>
        <translation>На хід назад або вперед.</translation>
    </message>
    <message>
        <source>Back or on a trick.</source>
        <translation>На взятку назад або вперед.</translation>
    </message>
    <message>
        <source>Back or on a deal.</source>
        <translation>На роздачу назад або вперед.</translation>
    </message>
    <message>
        <source>Page Up, Page Down</source>
        <translation>⇞ ⇟ (сторінка вгору, сторінка вниз)</translation>
    </message>
    <message>
        <source>The first or the last position.</source>
        <translation>Перша або остання позиція.</translation>
    </message>
    <message>
        <source>Home, End</source>
        <translation>⇱ ⇲ (на початок, у кінець)</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Пробіл</translation>
    </message>
    <message>
        <source>Play the game on by itself, or pause.</source>
        <translation>Показувати партію далі самому або зупинити.</translation>
    </message>
    <message>
        <source>Leave the review, back to the game.</source>
        <translation>Завершити розбір і повернутися до гри.</translation>
    </message>
    <message>
        <source>Double-click a score sheet row</source>
        <translation>Подвійне клацання рядка запису</translation>
    </message>
    <message>
        <source>Go to that deal.</source>
        <translation>Перейти до цієї роздачі.</translation>
    </message>
    <message>
        <source>Mouse</source>
        <translation>Миша</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>Клавіатура</translation>
    </message>
    <message>
        <source>Shortcuts</source>
        <translation>Сполучення клавіш</translation>
    </message>
    <message>
        <source>In review (Game ▸ Review)</source>
        <translation>У розборі (Гра ▸ Розбір партії)</translation>
    </message>
    <message>
        <source>Marks on the table and the score sheet</source>
        <translation>Позначення на столі та в записі</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Thousand {0}&lt;/h3&gt;&lt;p&gt;The Russian card game Тысяча against the computer.&lt;/p&gt;&lt;p&gt;Free software under the GNU GPL, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Тисяча {0}&lt;/h3&gt;&lt;p&gt;Карткова гра «Тисяча» (Тысяча) проти комп&apos;ютера.&lt;/p&gt;&lt;p&gt;Вільна програма за ліцензією GNU GPL версії 3 або новішої.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>HintReason</name>
    <message>
        <source>it is the only possible move</source>
        <translation>це єдиний можливий хід</translation>
    </message>
    <message>
        <source>by the usual rules of thumb</source>
        <translation>за звичайними правилами гри</translation>
    </message>
    <message>
        <source>it beats the cards played so far</source>
        <translation>вона б&apos;є вже зіграні карти</translation>
    </message>
    <message>
        <source>in about a quarter of the cases</source>
        <translation>приблизно в чверті випадків</translation>
    </message>
    <message>
        <source>in about a third of the cases</source>
        <translation>приблизно в третині випадків</translation>
    </message>
    <message>
        <source>in about half of the cases</source>
        <translation>приблизно в половині випадків</translation>
    </message>
    <message>
        <source>in about two thirds of the cases</source>
        <translation>приблизно у двох третинах випадків</translation>
    </message>
    <message>
        <source>in about three quarters of the cases</source>
        <translation>приблизно в трьох чвертях випадків</translation>
    </message>
    <message numerus="yes">
        <source>with it your contract is made however the other cards lie ({0} of %n deal(s) tried)</source>
        <translation>
            <numerusform>з нею ваша гра зіграється за будь-якого розкладу решти карт ({0} з %n перевіреного розкладу)</numerusform>
            <numerusform>з нею ваша гра зіграється за будь-якого розкладу решти карт ({0} з %n перевірених розкладів)</numerusform>
            <numerusform>з нею ваша гра зіграється за будь-якого розкладу решти карт ({0} з %n перевірених розкладів)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>with it your contract is made in most ways the other cards may lie ({0} of %n deal(s) tried)</source>
        <translation>
            <numerusform>з нею ваша гра зіграється за більшості розкладів решти карт ({0} з %n перевіреного розкладу)</numerusform>
            <numerusform>з нею ваша гра зіграється за більшості розкладів решти карт ({0} з %n перевірених розкладів)</numerusform>
            <numerusform>з нею ваша гра зіграється за більшості розкладів решти карт ({0} з %n перевірених розкладів)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>with it your contract is made {1} ({0} of %n deal(s) tried)</source>
        <translation>
            <numerusform>з нею ваша гра зіграється {1} ({0} з %n перевіреного розкладу)</numerusform>
            <numerusform>з нею ваша гра зіграється {1} ({0} з %n перевірених розкладів)</numerusform>
            <numerusform>з нею ваша гра зіграється {1} ({0} з %n перевірених розкладів)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>your contract is in danger whatever you play: this card gives it the best chance ({0} of %n deal(s) tried)</source>
        <translation>
            <numerusform>ваша гра під загрозою, що б ви не зіграли: ця карта дає їй найкращий шанс ({0} з %n перевіреного розкладу)</numerusform>
            <numerusform>ваша гра під загрозою, що б ви не зіграли: ця карта дає їй найкращий шанс ({0} з %n перевірених розкладів)</numerusform>
            <numerusform>ваша гра під загрозою, що б ви не зіграли: ця карта дає їй найкращий шанс ({0} з %n перевірених розкладів)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>with it the declarer&apos;s contract fails however the other cards lie ({0} of %n deal(s) tried)</source>
        <translation>
            <numerusform>з нею гра розігрувача не зіграється за будь-якого розкладу решти карт ({0} з %n перевіреного розкладу)</numerusform>
            <numerusform>з нею гра розігрувача не зіграється за будь-якого розкладу решти карт ({0} з %n перевірених розкладів)</numerusform>
            <numerusform>з нею гра розігрувача не зіграється за будь-якого розкладу решти карт ({0} з %n перевірених розкладів)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>with it the declarer&apos;s contract fails in most ways the other cards may lie ({0} of %n deal(s) tried)</source>
        <translation>
            <numerusform>з нею гра розігрувача не зіграється за більшості розкладів решти карт ({0} з %n перевіреного розкладу)</numerusform>
            <numerusform>з нею гра розігрувача не зіграється за більшості розкладів решти карт ({0} з %n перевірених розкладів)</numerusform>
            <numerusform>з нею гра розігрувача не зіграється за більшості розкладів решти карт ({0} з %n перевірених розкладів)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>with it the declarer&apos;s contract fails {1} ({0} of %n deal(s) tried)</source>
        <translation>
            <numerusform>з нею гра розігрувача не зіграється {1} ({0} з %n перевіреного розкладу)</numerusform>
            <numerusform>з нею гра розігрувача не зіграється {1} ({0} з %n перевірених розкладів)</numerusform>
            <numerusform>з нею гра розігрувача не зіграється {1} ({0} з %n перевірених розкладів)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the declarer&apos;s contract is likely to be made whatever you play: this card gives the best chance to break it ({0} of %n deal(s) tried)</source>
        <translation>
            <numerusform>гра розігрувача, найімовірніше, зіграється, що б ви не зіграли: ця карта дає найкращий шанс її зірвати ({0} з %n перевіреного розкладу)</numerusform>
            <numerusform>гра розігрувача, найімовірніше, зіграється, що б ви не зіграли: ця карта дає найкращий шанс її зірвати ({0} з %n перевірених розкладів)</numerusform>
            <numerusform>гра розігрувача, найімовірніше, зіграється, що б ви не зіграли: ця карта дає найкращий шанс її зірвати ({0} з %n перевірених розкладів)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>it takes the trick and its %n point(s)</source>
        <translation>
            <numerusform>вона бере взятку та її %n очко</numerusform>
            <numerusform>вона бере взятку та її %n очки</numerusform>
            <numerusform>вона бере взятку та її %n очок</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the trick goes to your side: it adds %n point(s) to it</source>
        <translation>
            <numerusform>взятка дістається вашій стороні: карта додає до неї %n очко</numerusform>
            <numerusform>взятка дістається вашій стороні: карта додає до неї %n очки</numerusform>
            <numerusform>взятка дістається вашій стороні: карта додає до неї %n очок</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} is made in {1} of %n sampled deal(s)</source>
        <translation>
            <numerusform>{0} виграється в {1} з %n перевіреного розкладу</numerusform>
            <numerusform>{0} виграється в {1} з %n перевірених розкладів</numerusform>
            <numerusform>{0} виграється в {1} з %n перевірених розкладів</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} would be made in only {1} of %n sampled deal(s)</source>
        <translation>
            <numerusform>{0} виграється лише в {1} з %n перевіреного розкладу</numerusform>
            <numerusform>{0} виграється лише в {1} з %n перевірених розкладів</numerusform>
            <numerusform>{0} виграється лише в {1} з %n перевірених розкладів</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>you are expected to score %n point(s) more than the opponent</source>
        <translation>
            <numerusform>ви в середньому наберете на %n очко більше за суперника</numerusform>
            <numerusform>ви в середньому наберете на %n очки більше за суперника</numerusform>
            <numerusform>ви в середньому наберете на %n очок більше за суперника</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>you are expected to score %n point(s) fewer than the opponent</source>
        <translation>
            <numerusform>ви в середньому наберете на %n очко менше за суперника</numerusform>
            <numerusform>ви в середньому наберете на %n очки менше за суперника</numerusform>
            <numerusform>ви в середньому наберете на %n очок менше за суперника</numerusform>
        </translation>
    </message>
    <message>
        <source>you are expected to score as many points as the opponent</source>
        <translation>ви в середньому наберете стільки ж очок, скільки суперник</translation>
    </message>
    <message numerus="yes">
        <source>over %n sampled deal(s) from here {0}</source>
        <translation>
            <numerusform>за %n пробним розкладом звідси {0}</numerusform>
            <numerusform>за %n пробними розкладами звідси {0}</numerusform>
            <numerusform>за %n пробними розкладами звідси {0}</numerusform>
        </translation>
    </message>
    <message>
        <source>the trick is lost: it gives away as few points as possible</source>
        <translation>взятку програно: карта віддає якомога менше очок</translation>
    </message>
    <message>
        <source>it gives away as few points as possible</source>
        <translation>карта віддає якомога менше очок</translation>
    </message>
    <message>
        <source>{0}; a redeal costs nothing</source>
        <translation>{0}; перероздача нічого не коштує</translation>
    </message>
    <message>
        <source>the barrel player&apos;s {0} stands: only a higher bid stops them</source>
        <translation>заявка {0} гравця на бочці чинна: зупинити його може лише вища ставка</translation>
    </message>
    <message>
        <source>nobody is on the hundred: a pass costs nothing</source>
        <translation>на сотні нікого немає: пас нічого не коштує</translation>
    </message>
    <message>
        <source>everybody else passed: if you pass too, the dealer plays {0}</source>
        <translation>усі інші спасували: якщо спасуєте й ви, той, хто роздавав, грає {0}</translation>
    </message>
    <message>
        <source>everybody else passed: if you pass too, the cards are dealt again</source>
        <translation>усі інші спасували: якщо спасуєте й ви, карти роздаються наново</translation>
    </message>
    <message>
        <source>{0}; {1}</source>
        <comment>what the card does; why</comment>
        <translation>{0}; {1}</translation>
    </message>
    <message>
        <source>, expected score {0}</source>
        <translation>, очікуваний підсумок {0}</translation>
    </message>
    <message>
        <source>playing on is expected to score {0}: conceding costs less</source>
        <translation>якщо грати, очікується {0}: розписатися дешевше</translation>
    </message>
    <message>
        <source>conceding costs less than playing on</source>
        <translation>розписатися дешевше, ніж грати</translation>
    </message>
    <message>
        <source>the hand you keep is expected to score {0}</source>
        <translation>з залишеними картами очікується {0}</translation>
    </message>
</context>
<context>
    <name>HostTableDialog</name>
    <message>
        <source>Host a table</source>
        <extracomment>Where the table listens: every network interface (IPv6 and IPv4), or this computer only. The listen choice as the settings keep it. Where the table runs: in this program, or on a ``thousand-qt serve`` process.</extracomment>
        <translation>Створити стіл</translation>
    </message>
    <message>
        <source>Every rule…</source>
        <translation>Усі правила…</translation>
    </message>
    <message>
        <source>Every rule of the table, as Preferences ▸ Rules shows them; rules that match no preset are your own rules (Custom).</source>
        <translation>Усі правила столу, як у «Налаштування ▸ Правила»; правила, що не збігаються з жодним набором, — ваші власні («Своя»).</translation>
    </message>
    <message>
        <source>A person</source>
        <translation>Людина</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Комп&apos;ютер</translation>
    </message>
    <message>
        <source>Who sits here</source>
        <translation>Хто тут сидить</translation>
    </message>
    <message>
        <source>In this program</source>
        <translation>У цій програмі</translation>
    </message>
    <message>
        <source>On a server (thousand-qt serve)</source>
        <translation>На сервері (thousand-qt serve)</translation>
    </message>
    <message>
        <source>In this program: this computer waits for the players. On a server: the table is created on a Thousand server and everybody joins it there.</source>
        <translation>У цій програмі: гравців чекає цей комп&apos;ютер. На сервері: стіл створюється на сервері «Тисячі», і всі сідають за нього там.</translation>
    </message>
    <message>
        <source>The table runs</source>
        <translation>Де працює стіл</translation>
    </message>
    <message>
        <source>for example example.org:{0}</source>
        <translation>наприклад, example.org:{0}</translation>
    </message>
    <message>
        <source>The server&apos;s address and port (host:port; wss:// for a server with TLS).</source>
        <translation>Адреса й порт сервера (хост:порт; wss:// для сервера з TLS).</translation>
    </message>
    <message>
        <source>Server address</source>
        <translation>Адреса сервера</translation>
    </message>
    <message>
        <source>Every network of this computer</source>
        <translation>Усі мережі цього комп&apos;ютера</translation>
    </message>
    <message>
        <source>This computer only (to try it)</source>
        <translation>Лише цей комп&apos;ютер (для проби)</translation>
    </message>
    <message>
        <source>Listen on</source>
        <translation>Чекати гравців</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Порт</translation>
    </message>
    <message>
        <source> s</source>
        <translation> с</translation>
    </message>
    <message>
        <source>How long the table waits for a player whose connection dropped; then a computer plays the seat until they come back.</source>
        <translation>Скільки стіл чекає гравця, у якого обірвався зв&apos;язок; потім за нього грає комп&apos;ютер, доки гравець не повернеться.</translation>
    </message>
    <message>
        <source>Wait for a dropped player</source>
        <translation>Чекати гравця, що випав</translation>
    </message>
    <message>
        <source>easy</source>
        <comment>level</comment>
        <translation>слабкий</translation>
    </message>
    <message>
        <source>normal</source>
        <comment>level</comment>
        <translation>середній</translation>
    </message>
    <message>
        <source>strong</source>
        <comment>level</comment>
        <translation>сильний</translation>
    </message>
    <message>
        <source>Then a computer plays</source>
        <translation>Потім грає комп&apos;ютер</translation>
    </message>
    <message>
        <source>off</source>
        <comment>turn clock</comment>
        <translation>вимк.</translation>
    </message>
    <message>
        <source>How long a player may think over a move; then a computer plays for them until they act again. Off: the table waits as long as it takes.</source>
        <translation>Скільки гравець може думати над ходом; потім за нього грає комп’ютер, доки гравець знову не зробить хід. Вимк.: стіл чекає скільки завгодно.</translation>
    </message>
    <message>
        <source>Turn clock</source>
        <translation>Час на хід</translation>
    </message>
    <message>
        <source>Allow hints</source>
        <translation>Дозволити підказки</translation>
    </message>
    <message>
        <source>Public: strangers see it in the list of Join a table</source>
        <translation>Відкритий: незнайомі люди бачать його у списку «Приєднатися до столу»</translation>
    </message>
    <message>
        <source>Anybody who asks the server for its tables sees this one while it waits for players, and may sit down. Unchecked, only those you give the code to can find it.</source>
        <translation>Його бачить кожен, хто попросить у сервера список столів, поки стіл чекає на гравців, і може сісти за нього. Без цієї позначки стіл знайдуть лише ті, кому ви дали код.</translation>
    </message>
    <message>
        <source>This computer holds every hand of the table (its autosave names them). Play here with people you trust; a table among strangers belongs on a Thousand server that none of them runs.</source>
        <translation>Цей комп’ютер знає всі карти за столом (вони є в його автозбереженні). Грайте так із тими, кому довіряєте; стіл із незнайомими людьми краще створити на сервері «Тисячі», який не запущений ні в кого з них.</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Створити</translation>
    </message>
    <message>
        <source>Choose a person for at least one seat: against computers only, Game ▸ New game plays without a network.</source>
        <translation>Посадіть людину хоча б на одне місце: проти самих комп&apos;ютерів грають без мережі, через Гра ▸ Нова гра.</translation>
    </message>
    <message>
        <source>Type the server&apos;s address and port, for example example.org:{0}.</source>
        <translation>Введіть адресу й порт сервера, наприклад example.org:{0}.</translation>
    </message>
</context>
<context>
    <name>HumanInput</name>
    <message>
        <source>{0} will be played as soon as it is your move.</source>
        <translation>{0} буде зіграна, щойно настане ваш хід.</translation>
    </message>
    <message>
        <source>{0} is selected for your move (click it again to play it).</source>
        <translation>{0} вибрано для вашого ходу (клацніть по ній ще раз, щоб зіграти її).</translation>
    </message>
    <message>
        <source>to the talon</source>
        <translation>у скид</translation>
    </message>
    <message>
        <source>to the second talon</source>
        <translation>у другий прикуп</translation>
    </message>
</context>
<context>
    <name>JoinTableDialog</name>
    <message>
        <source>Type your name: the other players see it at the table.</source>
        <translation>Введіть своє ім&apos;я: його бачать інші гравці за столом.</translation>
    </message>
    <message>
        <source>Join a table</source>
        <translation>Приєднатися до столу</translation>
    </message>
    <message>
        <source>for example 192.168.1.5:{0}</source>
        <translation>наприклад, 192.168.1.5:{0}</translation>
    </message>
    <message>
        <source>The address and port the host&apos;s window shows; the whole line it gives to pass on may be pasted here.</source>
        <translation>Адреса й порт, які показує вікно господаря столу; сюди можна вставити весь рядок, який він передав.</translation>
    </message>
    <message>
        <source>Host address</source>
        <translation>Адреса господаря</translation>
    </message>
    <message>
        <source>Public tables</source>
        <translation>Відкриті столи</translation>
    </message>
    <message>
        <source>six letters and digits</source>
        <translation>шість літер і цифр</translation>
    </message>
    <message>
        <source>Table code</source>
        <translation>Код столу</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Ваше ім&apos;я</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Приєднатися</translation>
    </message>
    <message>
        <source>Type the host&apos;s address as the host&apos;s window shows it, for example 192.168.1.5:{0}.</source>
        <translation>Введіть адресу господаря так, як її показує вікно господаря, наприклад 192.168.1.5:{0}.</translation>
    </message>
    <message>
        <source>The table code has six letters and digits, as the host&apos;s window shows it.</source>
        <translation>У коді столу шість літер і цифр, як у вікні господаря.</translation>
    </message>
</context>
<context>
    <name>LobbyList</name>
    <message>
        <source>Rules</source>
        <extracomment>The widest the list grows to hold its texts, in widths of &quot;m&quot; (wider, it scrolls).</extracomment>
        <translation>Правила</translation>
    </message>
    <message>
        <source>Free seats</source>
        <translation>Вільних місць</translation>
    </message>
    <message>
        <source>Who waits</source>
        <translation>Хто чекає</translation>
    </message>
    <message>
        <source>Public tables on this server</source>
        <translation>Відкриті столи на цьому сервері</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Оновити</translation>
    </message>
    <message>
        <source>Ask the server again for its public tables.</source>
        <translation>Знову запитати в сервера його відкриті столи.</translation>
    </message>
    <message>
        <source>Type the server&apos;s address, then Refresh to see its public tables.</source>
        <translation>Введіть адресу сервера й натисніть «Оновити», щоб побачити його відкриті столи.</translation>
    </message>
    <message>
        <source>Asking the server for its public tables…</source>
        <translation>Запитуємо в сервера його відкриті столи…</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n гравець</numerusform>
            <numerusform>%n гравці</numerusform>
            <numerusform>%n гравців</numerusform>
        </translation>
    </message>
    <message>
        <source>{0} s a move</source>
        <translation>{0} с на хід</translation>
    </message>
    <message>
        <source>hints allowed</source>
        <translation>підказки дозволено</translation>
    </message>
    <message numerus="yes">
        <source>%n computer(s)</source>
        <translation>
            <numerusform>%n комп’ютер</numerusform>
            <numerusform>%n комп’ютери</numerusform>
            <numerusform>%n комп’ютерів</numerusform>
        </translation>
    </message>
    <message>
        <source>nobody yet</source>
        <translation>поки нікого</translation>
    </message>
    <message>
        <source>Table {0}</source>
        <translation>Стіл {0}</translation>
    </message>
    <message numerus="yes">
        <source>%n public table(s) wait for players: choose one and press Join, or double-click it.</source>
        <translation>
            <numerusform>%n відкритий стіл чекає на гравців: виберіть його й натисніть «Приєднатися» або двічі клацніть по ньому.</numerusform>
            <numerusform>%n відкриті столи чекають на гравців: виберіть один і натисніть «Приєднатися» або двічі клацніть по ньому.</numerusform>
            <numerusform>%n відкритих столів чекають на гравців: виберіть один і натисніть «Приєднатися» або двічі клацніть по ньому.</numerusform>
        </translation>
    </message>
    <message>
        <source>No public table waits for players on this server now.</source>
        <translation>Зараз на цьому сервері немає відкритих столів, що чекають на гравців.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Thousand is already running, but its window does not answer. Close it, then start the game again.</source>
        <translation>«Тисяча» вже запущена, але її вікно не відповідає. Закрийте його й запустіть гру знову.</translation>
    </message>
    <message>
        <source>The settings file is too large to be read; it is kept as {path} and the defaults are used.</source>
        <translation>Файл налаштувань завеликий, щоб його прочитати; його збережено як {path}, використовуються типові налаштування.</translation>
    </message>
    <message>
        <source>The autosaved game could not be read ({reason}); it is kept as {path}.</source>
        <translation>Автозбережену партію не вдалося прочитати ({reason}); її збережено як {path}.</translation>
    </message>
    <message>
        <source>The autosaved game could not be resumed ({reason}); a new game starts.</source>
        <translation>Автозбережену партію не вдалося продовжити ({reason}); починається нова партія.</translation>
    </message>
    <message>
        <source>Resume the unfinished game?</source>
        <translation>Продовжити незакінчену гру?</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <comment>a player and their total</comment>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <source>Deals played: {0}.</source>
        <translation>Зіграно роздач: {0}.</translation>
    </message>
    <message>
        <source>Begun: {0}.</source>
        <translation>Розпочата: {0}.</translation>
    </message>
    <message>
        <source>Last played: {0}.</source>
        <translation>Останній хід: {0}.</translation>
    </message>
    <message>
        <source>Thousand</source>
        <translation>Тисяча</translation>
    </message>
    <message>
        <source>Thousand games (*.thousand);;All files (*)</source>
        <extracomment>``translate(&quot;Context&quot;, &quot;literal&quot;)``: the form ``pyside6-lupdate`` extracts.</extracomment>
        <translation>Ігри в Тисячу (*.thousand);;Усі файли (*)</translation>
    </message>
    <message>
        <source>Open a game</source>
        <translation>Відкрити гру</translation>
    </message>
    <message>
        <source>Abandon the game in progress and open {0}?</source>
        <translation>Покинути поточну гру й відкрити {0}?</translation>
    </message>
    <message>
        <source>Cannot open {0}:
{1}</source>
        <translation>Не вдається відкрити {0}:
{1}</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Зберегти гру</translation>
    </message>
    <message>
        <source>Cannot save: {0} is read-only.</source>
        <translation>Не вдалося зберегти: файл {0} доступний лише для читання.</translation>
    </message>
    <message>
        <source>Cannot save {0}:
{1}</source>
        <translation>Не вдається зберегти {0}:
{1}</translation>
    </message>
    <message>
        <source>Saved to {0}</source>
        <translation>Збережено: {0}</translation>
    </message>
    <message>
        <source>Your word in the auction.</source>
        <translation>Ваше слово в торгівлі.</translation>
    </message>
    <message>
        <source>Set your contract: keep the bid or raise it.</source>
        <translation>Призначте гру.</translation>
    </message>
    <message>
        <source>Marriage</source>
        <translation>Мар&apos;яж</translation>
    </message>
    <message>
        <source>Declare the marriage (марьяж) with this card?</source>
        <translation>Оголосити мар&apos;яж цією картою?</translation>
    </message>
    <message>
        <source>Hint: {0}</source>
        <translation>Підказка: {0}</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <comment>hint and why</comment>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <source>play {0}</source>
        <translation>ходіть {0}</translation>
    </message>
    <message>
        <source>and declare the marriage, keeping the trump</source>
        <translation>і оголосити мар&apos;яж, залишивши козир</translation>
    </message>
    <message>
        <source>and declare the marriage</source>
        <translation>і оголошуйте мар&apos;яж</translation>
    </message>
    <message>
        <source>declare the {0} marriage before your card, keeping the trump</source>
        <translation>оголосити мар&apos;яж {0} перед своєю картою, залишивши козир</translation>
    </message>
    <message>
        <source>declare the {0} marriage before your card</source>
        <translation>оголосити мар&apos;яж {0} перед своєю картою</translation>
    </message>
    <message>
        <source>bid {0} blind</source>
        <translation>замовляйте {0} втемну</translation>
    </message>
    <message>
        <source>bid {0}</source>
        <translation>замовляйте {0}</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>пас</translation>
    </message>
    <message>
        <source>play the contract {0}</source>
        <translation>грайте {0}</translation>
    </message>
    <message>
        <source>give {0}</source>
        <translation>віддайте {0}</translation>
    </message>
    <message>
        <source>lay away {0} and put {1} into the second talon</source>
        <translation>скинути {0} і покласти {1} у другий прикуп</translation>
    </message>
    <message>
        <source>lay away {0}</source>
        <translation>скинути {0}</translation>
    </message>
    <message>
        <source>open the left talon</source>
        <translation>відкрити лівий прикуп</translation>
    </message>
    <message>
        <source>open the right talon</source>
        <translation>відкрити правий прикуп</translation>
    </message>
    <message>
        <source>write the deal off (списать)</source>
        <translation>спишіть гру</translation>
    </message>
    <message>
        <source>concede (роспись)</source>
        <translation>розпишіться</translation>
    </message>
    <message>
        <source>ask for a redeal</source>
        <translation>просіть перездачу</translation>
    </message>
    <message>
        <source>The game is over. Game ▸ New game (Ctrl+N) starts another.</source>
        <translation>Гру закінчено. Нову починає Гра ▸ Нова гра (Ctrl+N).</translation>
    </message>
    <message>
        <source>Click two cards to lay face down (or ← → and Enter), then Lay down.</source>
        <translation>Клацніть дві карти (або ← → і Enter), щоб покласти їх сорочкою догори, потім «Покласти».</translation>
    </message>
    <message>
        <source>Click the card for each opponent (or ← → and Enter), then Give.</source>
        <translation>Клацніть карту для кожного суперника (або ← → і Enter), потім «Віддати».</translation>
    </message>
    <message>
        <source>Click three cards to lay face down (or ← → and Enter), then Lay down.</source>
        <translation>Клацніть три карти (або ← → і Enter), щоб покласти їх сорочкою догори, потім «Покласти».</translation>
    </message>
    <message>
        <source>Choose a talon (прикуп): click it, or ← → and Enter.</source>
        <translation>Виберіть прикуп: клацніть по ньому або ← → і Enter.</translation>
    </message>
    <message>
        <source>Your move: drag a card to the table or click it twice (or ← → and Enter).</source>
        <translation>Ваш хід: перетягніть карту на стіл або клацніть її двічі (або ← → і Enter).</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Нова гра</translation>
    </message>
    <message>
        <source>Abandon the game in progress and start a new one?</source>
        <translation>Покинути поточну гру й почати нову?</translation>
    </message>
    <message>
        <source>Nothing to undo.</source>
        <translation>Нічого скасовувати.</translation>
    </message>
    <message>
        <source>Rules of this game</source>
        <translation>Правила цієї гри</translation>
    </message>
    <message>
        <source>Controls</source>
        <translation>Керування</translation>
    </message>
    <message>
        <source>Marks</source>
        <translation>Позначення</translation>
    </message>
    <message>
        <source>About Thousand</source>
        <translation>Про Тисячу</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Гра</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вигляд</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Довідка</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Нова гра…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Відкрити…</translation>
    </message>
    <message>
        <source>Host a ta&amp;ble…</source>
        <translation>&amp;Створити стіл…</translation>
    </message>
    <message>
        <source>&amp;Join a table…</source>
        <translation>При&amp;єднатися до столу…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Зберегти</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Зберегти &amp;як…</translation>
    </message>
    <message>
        <source>&amp;Review</source>
        <translation>&amp;Розбір партії</translation>
    </message>
    <message>
        <source>Review a &amp;file…</source>
        <translation>Розбір партії з &amp;файлу…</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>Скас&amp;увати хід</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Підказка</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>С&amp;татистика…</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Налаштування…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Ви&amp;йти</translation>
    </message>
    <message>
        <source>Score &amp;sheet</source>
        <translation>&amp;Запис</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Правила</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Повний екран</translation>
    </message>
    <message>
        <source>S&amp;ound</source>
        <translation>Зв&amp;ук</translation>
    </message>
    <message>
        <source>&amp;Controls</source>
        <translation>&amp;Керування</translation>
    </message>
    <message>
        <source>&amp;Marks</source>
        <translation>&amp;Позначення</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>Про про&amp;граму</translation>
    </message>
    <message>
        <source>Review a game</source>
        <extracomment>window actions that would touch the running game: off while reviewing</extracomment>
        <translation>Розбір партії</translation>
    </message>
    <message>
        <source>This game cannot be reviewed: {0}</source>
        <translation>Цю партію не можна розібрати: {0}</translation>
    </message>
    <message>
        <source>the game being played</source>
        <translation>поточної партії</translation>
    </message>
    <message>
        <source>Review of {0}: ← → moves, ↑ ↓ tricks, Page Up/Down deals, Space plays, Esc leaves.</source>
        <translation>Розбір {0}: ← → ходи, ↑ ↓ взятки, Page Up/Down роздачі, пробіл — автоперегляд, Esc — вихід.</translation>
    </message>
    <message>
        <source>No game is running: Game ▸ New game (Ctrl+N) starts one.</source>
        <translation>Партія не йде: почніть нову — Гра ▸ Нова гра (Ctrl+N).</translation>
    </message>
    <message>
        <source>The analysis failed: {0}</source>
        <translation>Аналіз не вдався: {0}</translation>
    </message>
    <message>
        <source>Continue from here</source>
        <translation>Грати звідси</translation>
    </message>
    <message>
        <source>Abandon the game in progress and play on from this position?</source>
        <translation>Кинути поточну партію й грати далі з цієї позиції?</translation>
    </message>
    <message>
        <source>Cannot continue from here: {0}</source>
        <translation>Не можна продовжити з цієї позиції: {0}</translation>
    </message>
    <message>
        <source>A new game from the review&apos;s position.</source>
        <translation>Нова партія з позиції з розбору.</translation>
    </message>
    <message>
        <source>{0} — Thousand</source>
        <comment>window title: the game&apos;s file</comment>
        <translation>{0} — Тисяча</translation>
    </message>
</context>
<context>
    <name>Marks</name>
    <message>
        <source>C</source>
        <comment>score sheet mark: the declarer conceded (роспись)</comment>
        <extracomment>``translate(&quot;Context&quot;, &quot;literal&quot;)``: the form ``pyside6-lupdate`` extracts.</extracomment>
        <translation>Р</translation>
    </message>
    <message>
        <source>S</source>
        <comment>score sheet mark: samosval</comment>
        <translation>С</translation>
    </message>
    <message>
        <source>(B)</source>
        <comment>score sheet mark: on the barrel</comment>
        <translation>(Б)</translation>
    </message>
    <message>
        <source>Contract {0} conceded (роспись).</source>
        <translation>Гра {0}: розпис.</translation>
    </message>
    <message>
        <source>Contract {0} made.</source>
        <translation>Гру {0} зіграно.</translation>
    </message>
    <message>
        <source>Contract {0} lost.</source>
        <translation>Гру {0} не зіграно.</translation>
    </message>
    <message>
        <source>A bolt (болт), the third: the bolts are crossed out and the penalty paid.</source>
        <translation>Болт, третій: болти закреслено, штраф списано.</translation>
    </message>
    <message>
        <source>A bolt (болт): no trick in this deal. Bolts so far: {0}.</source>
        <translation>Болт: жодного взятку в цій роздачі. Болтів зараз: {0}.</translation>
    </message>
    <message>
        <source>Samosval (самосвал): exactly 555, the total falls back to 0.</source>
        <translation>Самоскид: рівно 555, рахунок падає до 0.</translation>
    </message>
    <message>
        <source>On the barrel (бочка): this player must make a contract to win.</source>
        <translation>На бочці: щоб виграти, гравцеві треба зіграти свою гру.</translation>
    </message>
    <message>
        <source>The dealer of this deal (on the player&apos;s plate).</source>
        <translation>Той, хто здає в цій роздачі (на табличці гравця).</translation>
    </message>
    <message>
        <source>W</source>
        <comment>score sheet mark: the declarer wrote the deal off (списать), a dash for the others</comment>
        <translation>П</translation>
    </message>
    <message>
        <source>Contract {0} written off (списать): each opponent a dash and a bolt.</source>
        <translation>Гру {0} списано: кожному супернику прочерк і болт.</translation>
    </message>
    <message>
        <source>On the barrel, collecting: +{0}, the card points of the tricks taken.</source>
        <translation>На бочці, набір очок: +{0}, очки карт узятих взяток.</translation>
    </message>
    <message>
        <source>The cut showed a third nine: −{0} for the cutter.</source>
        <translation>При знятті відкрилася третя дев&apos;ятка: −{0} тому, хто знімав.</translation>
    </message>
    <message>
        <source>A deal of the golden round (золотой кон): it counts double.</source>
        <translation>Золотий кон: роздача йде в подвійному розмірі.</translation>
    </message>
    <message>
        <source>Bid blind (в тёмную), without seeing the cards: it counts double.</source>
        <translation>Замовлено втемну, не дивлячись у карти: йде в подвійному розмірі.</translation>
    </message>
    <message>
        <source>No golden deal was made: every total went back to 0.</source>
        <translation>Жодну золоту роздачу не зіграно: усі рахунки обнулено.</translation>
    </message>
    <message>
        <source>gold frame</source>
        <translation>золота рамка</translation>
    </message>
    <message>
        <source>The player whose turn it is.</source>
        <translation>Гравець, чий зараз хід.</translation>
    </message>
    <message>
        <source>Score sheet: the declarer made the contract, e.g. [120✓].</source>
        <translation>Запис: розігрувач зіграв гру, наприклад [120✓].</translation>
    </message>
    <message>
        <source>Score sheet: the declarer lost the contract, e.g. [120✗].</source>
        <translation>Запис: розігрувач не зіграв гру, наприклад [120✗].</translation>
    </message>
    <message>
        <source>Score sheet: the declarer conceded (роспись).</source>
        <translation>Запис: розігрувач розписався (розпис).</translation>
    </message>
    <message>
        <source>Score sheet: the declarer wrote the deal off (списать); the opponents score a dash and a bolt.</source>
        <translation>Запис: розігрувач списав гру; суперникам прочерк і болт.</translation>
    </message>
    <message>
        <source>A bolt (болт): a deal without a trick. On the plate too.</source>
        <translation>Болт: роздача без жодного взятку. Показано й на табличці.</translation>
    </message>
    <message>
        <source>The third bolt: the bolts are crossed out and the penalty paid.</source>
        <translation>Третій болт: болти закреслено, штраф списано.</translation>
    </message>
    <message>
        <source>On the barrel (бочка); on the plate a small barrel is drawn.</source>
        <translation>На бочці; на табличці намальовано бочку.</translation>
    </message>
    <message>
        <source>Samosval (самосвал): exactly 555, back to 0.</source>
        <translation>Самоскид: рівно 555, рахунок падає до 0.</translation>
    </message>
    <message>
        <source>Score sheet: collecting on the barrel, the card points scored in the deal.</source>
        <translation>Запис: набір очок на бочці, очки карт за роздачу.</translation>
    </message>
    <message>
        <source>Score sheet: the cut showed a third nine, −{0} for the cutter.</source>
        <translation>Запис: при знятті третя дев&apos;ятка, −{0} тому, хто знімав.</translation>
    </message>
    <message>
        <source>Score sheet, beside the deal&apos;s number: a deal of the golden round, it counts double.</source>
        <translation>Запис, поруч із номером роздачі: золотий кон, роздача йде в подвійному розмірі.</translation>
    </message>
    <message>
        <source>Score sheet: the contract was bid blind (в тёмную), it counts double.</source>
        <translation>Запис: гру замовлено втемну, йде в подвійному розмірі.</translation>
    </message>
    <message>
        <source>Score sheet: no golden deal was made, every total back to 0.</source>
        <translation>Запис: золоті роздачі не зіграно, усі рахунки обнулено.</translation>
    </message>
    <message>
        <source>bold</source>
        <translation>жирний</translation>
    </message>
    <message>
        <source>Score sheet: the declarer of the deal.</source>
        <translation>Запис: розігрувач у цій роздачі.</translation>
    </message>
    <message>
        <source>grey row</source>
        <translation>сірий рядок</translation>
    </message>
    <message>
        <source>Score sheet: a redeal, nothing was played.</source>
        <translation>Запис: перездача, нічого не розіграно.</translation>
    </message>
</context>
<context>
    <name>MarriagePanel</name>
    <message>
        <source>Declare a marriage before your card?</source>
        <translation>Оголосити мар&apos;яж перед своєю картою?</translation>
    </message>
    <message>
        <source>Or just play a card: nothing is declared then.</source>
        <translation>Або просто зіграйте карту — тоді нічого не оголошується.</translation>
    </message>
    <message>
        <source>{0} marriage, keep {1} trump</source>
        <translation>Мар&apos;яж {0}, козир {1} залишити</translation>
    </message>
    <message>
        <source>{0} marriage (+{1})</source>
        <translation>Мар&apos;яж {0} (+{1})</translation>
    </message>
    <message>
        <source>Marriage</source>
        <translation>Мар&apos;яж</translation>
    </message>
    <message>
        <source>Make {0} trump, or keep the trump {1} and only score the marriage?</source>
        <translation>Зробити {0} козирем чи залишити козир {1} і тільки записати мар&apos;яж?</translation>
    </message>
    <message>
        <source>Make {0} trump</source>
        <translation>Козир — {0}</translation>
    </message>
    <message>
        <source>Keep {0} trump</source>
        <translation>Залишити козир {0}</translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <source>You</source>
        <translation>Ви</translation>
    </message>
</context>
<context>
    <name>NetDock</name>
    <message>
        <source>waiting for a player</source>
        <translation>чекає гравця</translation>
    </message>
    <message>
        <source>here</source>
        <translation>за столом</translation>
    </message>
    <message>
        <source>reconnecting…</source>
        <translation>перепідключається…</translation>
    </message>
    <message>
        <source>computer</source>
        <translation>комп&apos;ютер</translation>
    </message>
    <message>
        <source>free seat</source>
        <translation>вільне місце</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>готовий</translation>
    </message>
    <message>
        <source>not ready</source>
        <translation>не готовий</translation>
    </message>
    <message>
        <source>(you)</source>
        <translation>(ви)</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Підключення…</translation>
    </message>
    <message>
        <source>Connected; table {0}.</source>
        <translation>Підключено; стіл {0}.</translation>
    </message>
    <message>
        <source>The connection dropped: reconnecting…</source>
        <translation>Зв&apos;язок обірвався: перепідключення…</translation>
    </message>
    <message>
        <source>The connection to the host is lost.</source>
        <translation>Зв&apos;язок із господарем столу втрачено.</translation>
    </message>
    <message>
        <source>Not connected.</source>
        <translation>Немає підключення.</translation>
    </message>
    <message>
        <source>The table has ended.</source>
        <translation>Гру за столом закінчено.</translation>
    </message>
    <message>
        <source>this computer only</source>
        <translation>лише цей комп&apos;ютер</translation>
    </message>
    <message>
        <source>This computer&apos;s addresses: {0}</source>
        <translation>Адреси цього комп&apos;ютера: {0}</translation>
    </message>
    <message>
        <source>Hints: allowed.</source>
        <translation>Підказки: дозволені.</translation>
    </message>
    <message>
        <source>Hints: off at this table.</source>
        <translation>Підказки: за цим столом вимкнені.</translation>
    </message>
    <message>
        <source>Undo is off in network games.</source>
        <translation>Скасування ходу в мережевій грі вимкнено.</translation>
    </message>
    <message>
        <source>A dropped player&apos;s seat waits {0} s.</source>
        <translation>Місце гравця, що випав, чекає {0} с.</translation>
    </message>
    <message>
        <source>Turn clock: {0} s a move.</source>
        <translation>Час на хід: {0} с.</translation>
    </message>
    <message numerus="yes">
        <source>Your move: %n s left on the clock.</source>
        <translation>
            <numerusform>Ваш хід: залишилася %n секунда.</numerusform>
            <numerusform>Ваш хід: залишилося %n секунди.</numerusform>
            <numerusform>Ваш хід: залишилося %n секунд.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} to move: %n s left on the clock.</source>
        <translation>
            <numerusform>Ходить {0}: залишилася %n секунда.</numerusform>
            <numerusform>Ходить {0}: залишилося %n секунди.</numerusform>
            <numerusform>Ходить {0}: залишилося %n секунд.</numerusform>
        </translation>
    </message>
    <message>
        <source>Connected again with the seat&apos;s token; the game goes on.</source>
        <translation>Зв&apos;язок відновлено за ключем місця; гра триває.</translation>
    </message>
    <message>
        <source>Ready ✓</source>
        <translation>Готовий ✓</translation>
    </message>
    <message>
        <source>I am ready</source>
        <translation>Я готовий</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Стіл</translation>
    </message>
    <message>
        <source>Pass this on to the players (address and table code):</source>
        <translation>Передайте гравцям (адресу й код столу):</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Копіювати</translation>
    </message>
    <message>
        <source>A message to the table</source>
        <translation>Повідомлення для столу</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Надіслати</translation>
    </message>
    <message>
        <source>Say</source>
        <translation>Сказати</translation>
    </message>
</context>
<context>
    <name>NetPlay</name>
    <message>
        <source>Cannot reach the server: nobody answers at that address and port, or a firewall is in the way. Is thousand-qt serve running there?</source>
        <translation>Не вдається зв&apos;язатися з сервером: за цією адресою й портом ніхто не відповідає, або заважає брандмауер. Чи запущено там thousand-qt serve?</translation>
    </message>
    <message>
        <source>The server runs another version of Thousand: a table can be created there only by the same version. The server says: {0}</source>
        <translation>На сервері інша версія «Тисячі»: створити там стіл може лише та сама версія. Сервер повідомляє: {0}</translation>
    </message>
    <message>
        <source>Cannot reach the host: nobody answers at that address and port, or a firewall is in the way.</source>
        <translation>Не вдається зв&apos;язатися з господарем столу: за цією адресою й портом ніхто не відповідає, або заважає брандмауер.</translation>
    </message>
    <message>
        <source>The host runs another version of Thousand: both need the same version to play together.</source>
        <translation>У господаря столу інша версія «Тисячі»: щоб грати разом, потрібна однакова версія.</translation>
    </message>
    <message>
        <source>There is no table with that code at this host: check the code.</source>
        <translation>У цього господаря немає столу з таким кодом: перевірте код.</translation>
    </message>
    <message>
        <source>That table is full (or its game has begun): no seat is free.</source>
        <translation>Цей стіл зайнятий (або гра вже почалася): вільних місць немає.</translation>
    </message>
    <message>
        <source>That seat is taken.</source>
        <translation>Це місце зайняте.</translation>
    </message>
    <message>
        <source>The table no longer has your seat: its game has ended or the host started it afresh.</source>
        <translation>За цим столом вашого місця більше немає: гра закінчилася або господар почав стіл наново.</translation>
    </message>
    <message>
        <source>The host holds as many tables as it can; try later.</source>
        <translation>У господаря вже стільки столів, скільки він може тримати; спробуйте пізніше.</translation>
    </message>
    <message>
        <source>The host does not accept these rules.</source>
        <translation>Господар не приймає ці правила.</translation>
    </message>
    <message>
        <source>The host refused the request: {0}</source>
        <translation>Господар відхилив запит: {0}</translation>
    </message>
    <message>
        <source>The host refused: {0}</source>
        <translation>Господар відмовив: {0}</translation>
    </message>
    <message>
        <source>Too many connections come from your address at once; close some of them and try again.</source>
        <translation>З вашої адреси відкрито забагато з’єднань одночасно; закрийте частину з них і спробуйте знову.</translation>
    </message>
    <message>
        <source>The host takes no connections from this web page.</source>
        <translation>Хост не приймає з’єднання з цієї вебсторінки.</translation>
    </message>
    <message>
        <source>Your address already holds as many tables as the host allows; finish or leave one of them first.</source>
        <translation>З вашої адреси вже створено стільки столів, скільки дозволяє хост; спершу завершіть або покиньте один із них.</translation>
    </message>
    <message>
        <source>Too many wrong table codes came from your address; wait a minute and try again.</source>
        <translation>З вашої адреси надійшло забагато неправильних кодів столу; зачекайте хвилину й спробуйте знову.</translation>
    </message>
    <message>
        <source>Your address asked for the list of tables too often; wait a few seconds and press Refresh again.</source>
        <translation>З вашої адреси надто часто просили список столів; зачекайте кілька секунд і знову натисніть «Оновити».</translation>
    </message>
    <message>
        <source>Too much at once: the host takes only so much text a second. Wait a moment.</source>
        <translation>Забагато одразу: хост приймає лише обмежений обсяг тексту за секунду. Зачекайте трохи.</translation>
    </message>
    <message>
        <source>The host waited too long for this program to greet it.</source>
        <translation>Хост надто довго чекав на привітання від цієї програми.</translation>
    </message>
    <message>
        <source>It holds as many tables as it can; try later.</source>
        <translation>На ньому стільки столів, скільки він може вмістити; спробуйте пізніше.</translation>
    </message>
    <message>
        <source>This connection has created as many tables as it may.</source>
        <translation>З цього з&apos;єднання вже створено стільки столів, скільки можна.</translation>
    </message>
    <message>
        <source>It does not accept these rules.</source>
        <translation>Він не приймає ці правила.</translation>
    </message>
    <message>
        <source>The server refused to create the table.</source>
        <translation>Сервер відмовився створити стіл.</translation>
    </message>
    <message>
        <source>The server says: {0}</source>
        <translation>Сервер повідомляє: {0}</translation>
    </message>
    <message>
        <source>The game moved on before your move arrived; it was not played.</source>
        <translation>Гра пішла вперед, перш ніж дійшов ваш хід; його не зіграно.</translation>
    </message>
    <message>
        <source>That is not your move.</source>
        <translation>Зараз не ваш хід.</translation>
    </message>
    <message>
        <source>The first card waits until every player offered a redeal has answered.</source>
        <translation>Перший хід чекає, доки не відповідять усі гравці, яким запропоновано перездачу.</translation>
    </message>
    <message>
        <source>No redeal is offered to you now.</source>
        <translation>Зараз вам перездача не пропонується.</translation>
    </message>
    <message>
        <source>The game has not started yet.</source>
        <translation>Гра ще не почалася.</translation>
    </message>
    <message>
        <source>The game has already started.</source>
        <translation>Гра вже почалася.</translation>
    </message>
    <message>
        <source>Too fast: the host takes a few messages a second.</source>
        <translation>Занадто швидко: господар приймає кілька повідомлень на секунду.</translation>
    </message>
    <message>
        <source>That is not a valid move.</source>
        <translation>Такого ходу немає.</translation>
    </message>
    <message>
        <source>The host refused the message: only plain text of one line.</source>
        <translation>Господар відхилив повідомлення: лише простий текст в один рядок.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Гру закінчено.</translation>
    </message>
    <message>
        <source>The host closed the table. The game so far is kept: Game ▸ Save as… saves it, Game ▸ Review shows it.</source>
        <translation>Господар закрив стіл. Партія до цього моменту є у вас: Гра ▸ Зберегти як… записує її, Гра ▸ Розбір партії показує.</translation>
    </message>
    <message>
        <source>Every person left the table; it has ended.</source>
        <translation>Усі гравці пішли з-за столу; гру закінчено.</translation>
    </message>
    <message>
        <source>The table was not started in time; it has ended.</source>
        <translation>Гра за столом не почалася вчасно; стіл закрито.</translation>
    </message>
    <message>
        <source>The connection to the host is lost and could not be opened again; the table cannot go on here.</source>
        <translation>Зв&apos;язок із господарем столу втрачено, і він не відновився; тут гра за столом тривати не може.</translation>
    </message>
    <message>
        <source>You left the table.</source>
        <translation>Ви вийшли з-за столу.</translation>
    </message>
    <message>
        <source>The table has ended.</source>
        <translation>Гру за столом закінчено.</translation>
    </message>
    <message>
        <source>Your time for the move ran out: a computer player plays for you until you make a move.</source>
        <translation>Час на хід вичерпано: за вас грає комп’ютер, доки ви не зробите хід.</translation>
    </message>
    <message>
        <source>{0} lost the connection; the table waits up to {1} s.</source>
        <translation>У гравця {0} обірвався зв&apos;язок; стіл чекає до {1} с.</translation>
    </message>
    <message>
        <source>A computer player plays for {0} until they come back.</source>
        <translation>За гравця {0} грає комп&apos;ютер, доки той не повернеться.</translation>
    </message>
    <message>
        <source>{0} is back.</source>
        <translation>{0} знову за столом.</translation>
    </message>
    <message>
        <source>{0} left the table.</source>
        <translation>{0} вийшов з-за столу.</translation>
    </message>
    <message>
        <source>Hello!</source>
        <translation>Привіт!</translation>
    </message>
    <message>
        <source>Good luck!</source>
        <translation>Удачі!</translation>
    </message>
    <message>
        <source>Well played!</source>
        <translation>Добре зіграно!</translation>
    </message>
    <message>
        <source>Thanks!</source>
        <translation>Дякую!</translation>
    </message>
    <message>
        <source>Sorry!</source>
        <translation>Вибачте!</translation>
    </message>
    <message>
        <source>Oops!</source>
        <translation>Ой!</translation>
    </message>
    <message>
        <source>Your move, please.</source>
        <translation>Ваш хід, будь ласка.</translation>
    </message>
    <message>
        <source>Bye!</source>
        <translation>Бувайте!</translation>
    </message>
    <message>
        <source>Cannot wait for players on port {0}: {1}</source>
        <translation>Не вдається чекати гравців на порту {0}: {1}</translation>
    </message>
    <message>
        <source>Go back to the network table you left?</source>
        <translation>Повернутися за мережевий стіл, який ви покинули?</translation>
    </message>
    <message>
        <source>Table {0} at {1}, where you sat as {2}.</source>
        <translation>Стіл {0} на {1}, за яким ви сиділи як {2}.</translation>
    </message>
    <message>
        <source>Last there: {0}.</source>
        <translation>Востаннє за столом: {0}.</translation>
    </message>
    <message>
        <source>If the table still goes on, you take your seat back (a computer may be playing it meanwhile).</source>
        <translation>Якщо гра за столом триває, ви знову займете своє місце (поки вас не було, за вас міг грати комп&apos;ютер).</translation>
    </message>
</context>
<context>
    <name>NetSeatModel</name>
    <message>
        <source>That is not your move.</source>
        <translation>Зараз не ваш хід.</translation>
    </message>
    <message>
        <source>The table has ended.</source>
        <translation>Гру за столом закінчено.</translation>
    </message>
    <message>
        <source>Not connected to the host: wait until the connection is back.</source>
        <translation>Немає зв&apos;язку з господарем столу: зачекайте, доки він відновиться.</translation>
    </message>
    <message>
        <source>Waiting for the host to answer your move.</source>
        <translation>Чекаємо відповіді господаря на ваш хід.</translation>
    </message>
    <message>
        <source>The host sends the record when the table ends; until then there is nothing to save.</source>
        <translation>Господар надсилає запис партії, коли гра за столом закінчується; доти зберігати нічого.</translation>
    </message>
    <message>
        <source>a network game is played on at its table; save it and open the file in the game window to play on against the computer</source>
        <translation>мережеву партію догравають за її столом; збережіть її й відкрийте файл у вікні гри, щоб дограти проти комп&apos;ютера</translation>
    </message>
</context>
<context>
    <name>NetTableWindow</name>
    <message>
        <source>Undo is off in network games.</source>
        <extracomment>Ask before leaving a table whose game goes on (tests turn it off).</extracomment>
        <translation>Скасування ходу в мережевій грі вимкнено.</translation>
    </message>
    <message>
        <source>Hints are off at this table: the host did not allow them.</source>
        <translation>Підказки за цим столом вимкнені: господар їх не дозволив.</translation>
    </message>
    <message>
        <source>The host sends the record when the table ends; then it can be saved.</source>
        <translation>Господар надсилає запис партії, коли гра за столом закінчується; тоді його можна зберегти.</translation>
    </message>
    <message>
        <source>The game can be reviewed once the table has ended (it would show the cards in play).</source>
        <translation>Розбір партії доступний, коли гра за столом закінчиться (він показав би карти в грі).</translation>
    </message>
    <message>
        <source>The game is over. Close this window to go back; Game ▸ Host a table… there sets up another.</source>
        <translation>Гру закінчено. Закрийте це вікно, щоб повернутися; там Гра ▸ Створити стіл… збирає новий.</translation>
    </message>
    <message>
        <source>The connection to the host dropped: reconnecting…</source>
        <translation>Зв&apos;язок із господарем столу обірвався: перепідключення…</translation>
    </message>
    <message>
        <source>Connected to the host.</source>
        <translation>Зв&apos;язок із господарем столу є.</translation>
    </message>
    <message>
        <source>The table has ended</source>
        <translation>Гру за столом закінчено</translation>
    </message>
    <message>
        <source>Thousand — table {0} (you host it)</source>
        <translation>Тисяча — стіл {0} (ви господар)</translation>
    </message>
    <message>
        <source>Thousand — table {0}</source>
        <translation>Тисяча — стіл {0}</translation>
    </message>
    <message>
        <source>&amp;Leave the table</source>
        <translation>&amp;Вийти з-за столу</translation>
    </message>
    <message>
        <source>&amp;Close the table</source>
        <translation>&amp;Закрити стіл</translation>
    </message>
    <message>
        <source>Close the table? The game ends for everybody; everybody keeps the record of the game so far.</source>
        <translation>Закрити стіл? Гра закінчиться для всіх; у кожного залишиться запис партії до цього моменту.</translation>
    </message>
    <message>
        <source>Leave the table? A computer player takes your seat.</source>
        <translation>Вийти з-за столу? Ваше місце займе комп&apos;ютер.</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>Вийти з-за столу</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Нова гра</translation>
    </message>
    <message>
        <source>Two: you and one opponent</source>
        <translation>Двоє: ви й один суперник</translation>
    </message>
    <message>
        <source>Four: the dealer sits out each deal</source>
        <translation>Четверо: той, хто роздає, не грає в роздачі</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Гравці</translation>
    </message>
    <message>
        <source>With talons: 10 cards each and an auction. With a stock: 6 cards each, no auction, and after each trick both draw from the stock.</source>
        <translation>З прикупами: по 10 карт і торг. З колодою: по 6 карт, без торгу, після кожного хабара обидва беруть карту з колоди.</translation>
    </message>
    <message>
        <source>Two players</source>
        <translation>Двоє гравців</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Ваше ім&apos;я</translation>
    </message>
    <message>
        <source>easy</source>
        <comment>level</comment>
        <translation>слабкий</translation>
    </message>
    <message>
        <source>normal</source>
        <comment>level</comment>
        <translation>середній</translation>
    </message>
    <message>
        <source>strong</source>
        <comment>level</comment>
        <translation>сильний</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Суперник</translation>
    </message>
    <message>
        <source>Left opponent</source>
        <translation>Лівий суперник</translation>
    </message>
    <message>
        <source>Right opponent</source>
        <translation>Правий суперник</translation>
    </message>
    <message>
        <source>Opponent across</source>
        <translation>Суперник навпроти</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Сила</translation>
    </message>
    <message>
        <source>Three: you and two opponents</source>
        <translation>Троє: ви й два суперники</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
</context>
<context>
    <name>Panel</name>
    <message>
        <source>Nothing may be chosen now.</source>
        <translation>Зараз нема чого вибирати.</translation>
    </message>
    <message>
        <source>At least {0}.</source>
        <translation>Не менше {0}.</translation>
    </message>
    <message>
        <source>{0} is above your ceiling: at most {1}.</source>
        <translation>{0} — вище вашої стелі: не більше {1}.</translation>
    </message>
    <message>
        <source>{0} is not allowed: go up by {1} ({2}, {3}…).</source>
        <translation>{0} не можна: крок {1} ({2}, {3}…).</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Налаштування</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>Application</source>
        <translation>Програма</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Карти</translation>
    </message>
    <message>
        <source>New rules apply from the next game.</source>
        <translation>Нові правила діють з наступної гри.</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>Швидкість анімації</translation>
    </message>
    <message>
        <source>A finished trick stays</source>
        <translation>Взяток лишається на столі</translation>
    </message>
    <message>
        <source>A talon turned up stays</source>
        <translation>Відкритий прикуп лишається на столі</translation>
    </message>
    <message>
        <source>Card points</source>
        <translation>Очки в картах</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Звук</translation>
    </message>
    <message>
        <source>Computer think pause</source>
        <translation>Пауза на хід комп&apos;ютера</translation>
    </message>
    <message>
        <source>Marriages</source>
        <translation>Мар&apos;яжі</translation>
    </message>
    <message>
        <source>Forced cards</source>
        <translation>Єдина карта</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Мова</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Ваше ім&apos;я</translation>
    </message>
    <message>
        <source>Left opponent</source>
        <translation>Лівий суперник</translation>
    </message>
    <message>
        <source>Left opponent&apos;s level</source>
        <translation>Сила лівого суперника</translation>
    </message>
    <message>
        <source>Right opponent</source>
        <translation>Правий суперник</translation>
    </message>
    <message>
        <source>Right opponent&apos;s level</source>
        <translation>Сила правого суперника</translation>
    </message>
    <message>
        <source>Show each player&apos;s card points during the deal</source>
        <translation>Показувати очки кожного гравця під час роздачі</translation>
    </message>
    <message>
        <source>Sounds of the deal, the cards, the tricks and the game&apos;s end</source>
        <translation>Звуки роздачі, карт, взяток і кінця гри</translation>
    </message>
    <message>
        <source>not at all</source>
        <translation>не затримувати</translation>
    </message>
    <message>
        <source>a moment</source>
        <translation>на мить</translation>
    </message>
    <message>
        <source>a little while</source>
        <translation>недовго</translation>
    </message>
    <message>
        <source>a long while</source>
        <translation>довше</translation>
    </message>
    <message>
        <source>until a click or a key</source>
        <translation>до клацання чи клавіші</translation>
    </message>
    <message>
        <source>Declare marriages automatically when leading K or Q</source>
        <translation>Оголошувати мар&apos;яж самому, коли ходжу з короля чи дами</translation>
    </message>
    <message>
        <source>Play my only playable card by itself</source>
        <translation>Ходити єдиною можливою картою самому</translation>
    </message>
    <message>
        <source>When a single card may be played (and there is no marriage to declare with it), it is played for you after a moment. Never a bid.</source>
        <translation>Коли піти можна лише однією картою (і з нею нічого оголошувати), вона за мить іде сама. Заявки — ніколи.</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>мс</translation>
    </message>
    <message>
        <source>instant</source>
        <translation>миттєво</translation>
    </message>
    <message>
        <source>fast</source>
        <translation>швидко</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>середньо</translation>
    </message>
    <message>
        <source>slow</source>
        <translation>повільно</translation>
    </message>
    <message>
        <source>as the system</source>
        <translation>як у системі</translation>
    </message>
    <message>
        <source>easy</source>
        <comment>level</comment>
        <translation>слабкий</translation>
    </message>
    <message>
        <source>normal</source>
        <comment>level</comment>
        <translation>середній</translation>
    </message>
    <message>
        <source>strong</source>
        <comment>level</comment>
        <translation>сильний</translation>
    </message>
    <message>
        <source>The settings could not be stored in {0}.
They apply until you quit.</source>
        <translation>Не вдалося зберегти налаштування в {0}.
Вони діють до виходу з програми.</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Шукати в:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>&amp;Тип файлів:</translation>
    </message>
</context>
<context>
    <name>RedealOfferPanel</name>
    <message>
        <source>Redeal</source>
        <translation>Перероздача</translation>
    </message>
    <message>
        <source>Play on</source>
        <translation>Грати далі</translation>
    </message>
    <message>
        <source>Redeal before the first lead?</source>
        <translation>Перероздача до першого ходу?</translation>
    </message>
    <message>
        <source>Your 8 cards — {0}. You may ask for a redeal before the first card is played.</source>
        <translation>Ваші 8 карт — {0}. До першої зіграної карти можна попросити перероздачу.</translation>
    </message>
    <message>
        <source>Your cards allow a redeal: Redeal, or Play on (Tab, Enter).</source>
        <translation>Ваші карти дають право на перероздачу: «Перероздача» або «Грати далі» (Tab, Enter).</translation>
    </message>
    <message>
        <source>Hint: play on without a redeal (your cards can defend)</source>
        <translation>Підказка: грати далі без перероздачі (вашими картами можна захищатися)</translation>
    </message>
</context>
<context>
    <name>RedealWords</name>
    <message numerus="yes">
        <source>a poor talon: under %n point(s)</source>
        <translation>
            <numerusform>бідний прикуп: менше %n очка</numerusform>
            <numerusform>бідний прикуп: менше %n очок</numerusform>
            <numerusform>бідний прикуп: менше %n очок</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a weak hand: under %n point(s)</source>
        <translation>
            <numerusform>слабка рука: менше %n очка</numerusform>
            <numerusform>слабка рука: менше %n очок</numerusform>
            <numerusform>слабка рука: менше %n очок</numerusform>
        </translation>
    </message>
    <message>
        <source>a poor talon: two nines</source>
        <translation>бідний прикуп: дві дев&apos;ятки</translation>
    </message>
    <message>
        <source>a weak hand: four nines</source>
        <translation>слабка рука: чотири дев&apos;ятки</translation>
    </message>
    <message>
        <source>a weak hand: three nines</source>
        <translation>слабка рука: три дев&apos;ятки</translation>
    </message>
    <message>
        <source>on the hundred: three nines</source>
        <translation>на сотні: три дев&apos;ятки</translation>
    </message>
    <message>
        <source>a poor talon: three jacks</source>
        <translation>бідний прикуп: три валети</translation>
    </message>
    <message>
        <source>a weak hand: four jacks</source>
        <translation>слабка рука: чотири валети</translation>
    </message>
    <message numerus="yes">
        <source>a poor talon (under %n point(s), two nines or three jacks)</source>
        <translation>
            <numerusform>бідний прикуп (менше %n очка, дві дев&apos;ятки або три валети)</numerusform>
            <numerusform>бідний прикуп (менше %n очок, дві дев&apos;ятки або три валети)</numerusform>
            <numerusform>бідний прикуп (менше %n очок, дві дев&apos;ятки або три валети)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a poor talon (under %n point(s) or two nines)</source>
        <translation>
            <numerusform>бідний прикуп (менше %n очка або дві дев&apos;ятки)</numerusform>
            <numerusform>бідний прикуп (менше %n очок або дві дев&apos;ятки)</numerusform>
            <numerusform>бідний прикуп (менше %n очок або дві дев&apos;ятки)</numerusform>
        </translation>
    </message>
    <message>
        <source>four nines</source>
        <translation>чотири дев&apos;ятки</translation>
    </message>
    <message>
        <source>three nines</source>
        <translation>три дев&apos;ятки</translation>
    </message>
    <message numerus="yes">
        <source>a weak hand (under %n point(s), {0} or four jacks)</source>
        <translation>
            <numerusform>слабка рука (менше %n очка, {0} або чотири валети)</numerusform>
            <numerusform>слабка рука (менше %n очок, {0} або чотири валети)</numerusform>
            <numerusform>слабка рука (менше %n очок, {0} або чотири валети)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a weak hand (under %n point(s) or {0})</source>
        <translation>
            <numerusform>слабка рука (менше %n очка або {0})</numerusform>
            <numerusform>слабка рука (менше %n очок або {0})</numerusform>
            <numerusform>слабка рука (менше %n очок або {0})</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>The review opens once a deal is over: it would show the cards in play.</source>
        <translation>Розбір відкриється, коли закінчиться роздача: він показав би карти, які ще в грі.</translation>
    </message>
</context>
<context>
    <name>ReviewPanel</name>
    <message>
        <source>Review</source>
        <translation>Розбір</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Аналіз</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Гравець:</translation>
    </message>
    <message>
        <source>Analyse</source>
        <translation>Аналізувати</translation>
    </message>
    <message>
        <source>Judge every decision of this player against the strong computer player&apos;s choice (in the background).</source>
        <translation>Оцінити кожне рішення цього гравця, порівнявши його з вибором сильного комп&apos;ютерного гравця (у фоні).</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Скасувати</translation>
    </message>
    <message>
        <source>Continue from here</source>
        <translation>Грати звідси</translation>
    </message>
    <message>
        <source>Start a new game from this position (the record is not changed).</source>
        <translation>Почати нову партію з цієї позиції (запис партії не змінюється).</translation>
    </message>
    <message>
        <source>Leave review</source>
        <translation>Завершити розбір</translation>
    </message>
    <message>
        <source>Back to the game (Esc)</source>
        <translation>Повернутися до гри (Esc)</translation>
    </message>
    <message>
        <source>Biggest mistakes</source>
        <translation>Найдорожчі помилки</translation>
    </message>
    <message>
        <source>The deals that decided the game</source>
        <translation>Роздачі, що вирішили партію</translation>
    </message>
    <message>
        <source>Last: {0}</source>
        <translation>Щойно: {0}</translation>
    </message>
    <message>
        <source>Next: {0}</source>
        <translation>Далі: {0}</translation>
    </message>
    <message>
        <source>Everybody passed: the same dealer deals again.</source>
        <translation>Усі спасували: той самий гравець роздає наново.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Партію закінчено.</translation>
    </message>
    <message>
        <source>The end of the record.</source>
        <translation>Кінець запису.</translation>
    </message>
    <message>
        <source>Stock: {0}</source>
        <translation>Колода: {0}</translation>
    </message>
    <message>
        <source>Talons: {0} | {1}</source>
        <translation>Прикупи: {0} | {1}</translation>
    </message>
    <message>
        <source>Talon: {0}</source>
        <translation>Прикуп: {0}</translation>
    </message>
    <message>
        <source>Given: {0}</source>
        <translation>Віддано: {0}</translation>
    </message>
    <message>
        <source>Laid away: {0}; into the second talon: {1}</source>
        <translation>У скид: {0}; у другий прикуп: {1}</translation>
    </message>
    <message>
        <source>Laid away: {0}</source>
        <translation>У скид: {0}</translation>
    </message>
    <message>
        <source>No decision of {0} is judged here.</source>
        <translation>Тут немає оцінюваного рішення гравця {0}.</translation>
    </message>
    <message>
        <source>Played: {0} — as the strong player would.</source>
        <translation>Зіграно: {0} — так само, як у сильного гравця.</translation>
    </message>
    <message>
        <source>Played: {0}. The strong player: {1}.</source>
        <translation>Зіграно: {0}. Сильний гравець: {1}.</translation>
    </message>
    <message numerus="yes">
        <source>Expected cost: %n point(s).</source>
        <translation>
            <numerusform>Очікувана ціна: %n очко.</numerusform>
            <numerusform>Очікувана ціна: %n очки.</numerusform>
            <numerusform>Очікувана ціна: %n очок.</numerusform>
        </translation>
    </message>
    <message>
        <source>Analysing… The table may be used meanwhile.</source>
        <translation>Триває аналіз… Столом можна користуватися.</translation>
    </message>
    <message>
        <source>%v of %m decisions</source>
        <translation>%v з %m рішень</translation>
    </message>
    <message>
        <source>Not analysed yet: choose a player and press Analyse.</source>
        <translation>Аналізу ще немає: виберіть гравця й натисніть «Аналізувати».</translation>
    </message>
    <message numerus="yes">
        <source>%n decision(s) judged.</source>
        <translation>
            <numerusform>Оцінено %n рішення.</numerusform>
            <numerusform>Оцінено %n рішення.</numerusform>
            <numerusform>Оцінено %n рішень.</numerusform>
        </translation>
    </message>
    <message>
        <source>Points lost: {0} in all</source>
        <translation>Втрачено очок: усього {0}</translation>
    </message>
    <message>
        <source>{0}, move {1}: {2} (better: {3}) — {4}, {5}</source>
        <translation>{0}, хід {1}: {2} (краще: {3}) — {4}, {5}</translation>
    </message>
    <message>
        <source>{0}: margin {1}, lost by the decisions: {2}</source>
        <translation>{0}: різниця {1}, втрачено рішеннями: {2}</translation>
    </message>
    <message>
        <source>No flagged decision.</source>
        <translation>Помилок не позначено.</translation>
    </message>
</context>
<context>
    <name>ReviewToolbar</name>
    <message>
        <source>⇤ Start</source>
        <extracomment>the bar&apos;s buttons, in order: (key of the step, its session method)</extracomment>
        <translation>⇤ Початок</translation>
    </message>
    <message>
        <source>To the first position (Home)</source>
        <translation>До першої позиції (Home)</translation>
    </message>
    <message>
        <source>« Deal</source>
        <translation>« Роздача</translation>
    </message>
    <message>
        <source>Back a deal (Page Up)</source>
        <translation>На роздачу назад (Page Up)</translation>
    </message>
    <message>
        <source>‹ Trick</source>
        <translation>‹ Взятка</translation>
    </message>
    <message>
        <source>Back a trick (Up)</source>
        <translation>На взятку назад (↑)</translation>
    </message>
    <message>
        <source>← Move</source>
        <translation>← Хід</translation>
    </message>
    <message>
        <source>Back a move (Left)</source>
        <translation>На хід назад (←)</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Пауза</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Дивитися</translation>
    </message>
    <message>
        <source>Play the game on by itself, or pause (Space)</source>
        <translation>Показувати партію далі самому або зупинити (пробіл)</translation>
    </message>
    <message>
        <source>Move →</source>
        <translation>Хід →</translation>
    </message>
    <message>
        <source>On a move (Right)</source>
        <translation>На хід уперед (→)</translation>
    </message>
    <message>
        <source>Trick ›</source>
        <translation>Взятка ›</translation>
    </message>
    <message>
        <source>On a trick (Down)</source>
        <translation>На взятку вперед (↓)</translation>
    </message>
    <message>
        <source>Deal »</source>
        <translation>Роздача »</translation>
    </message>
    <message>
        <source>On a deal (Page Down)</source>
        <translation>На роздачу вперед (Page Down)</translation>
    </message>
    <message>
        <source>End ⇥</source>
        <translation>Кінець ⇥</translation>
    </message>
    <message>
        <source>To the last position (End)</source>
        <translation>До останньої позиції (End)</translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation>Швидкість:</translation>
    </message>
    <message>
        <source>slow</source>
        <translation>повільно</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>звичайно</translation>
    </message>
    <message>
        <source>fast</source>
        <translation>швидко</translation>
    </message>
</context>
<context>
    <name>ReviewWords</name>
    <message>
        <source>{0}, marriage declared, trump kept</source>
        <translation>{0}, мар&apos;яж оголошено, козир колишній</translation>
    </message>
    <message>
        <source>{0}, marriage declared</source>
        <translation>{0}, оголошено мар&apos;яж</translation>
    </message>
    <message>
        <source>{0} marriage declared, trump kept</source>
        <translation>мар&apos;яж {0} оголошено, козир колишній</translation>
    </message>
    <message>
        <source>{0} marriage declared</source>
        <translation>мар&apos;яж {0} оголошено</translation>
    </message>
    <message>
        <source>{0} blind</source>
        <translation>{0} втемну</translation>
    </message>
    <message>
        <source>bid {0}</source>
        <translation>замовлення {0}</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>пас</translation>
    </message>
    <message>
        <source>contract {0}</source>
        <translation>гра {0}</translation>
    </message>
    <message>
        <source>{0} given away</source>
        <translation>віддано {0}</translation>
    </message>
    <message>
        <source>{0} laid away, {1} into the second talon</source>
        <translation>у скид {0}, {1} у другий прикуп</translation>
    </message>
    <message>
        <source>{0} laid away</source>
        <translation>у скид {0}</translation>
    </message>
    <message>
        <source>the left talon</source>
        <translation>лівий прикуп</translation>
    </message>
    <message>
        <source>the right talon</source>
        <translation>правий прикуп</translation>
    </message>
    <message>
        <source>write-off (списать)</source>
        <translation>списання</translation>
    </message>
    <message>
        <source>concession (роспись)</source>
        <translation>розпис</translation>
    </message>
    <message>
        <source>redeal</source>
        <translation>перездача</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>груба помилка</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>помилка</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation>неточність</translation>
    </message>
    <message>
        <source>auction</source>
        <translation>торгівля</translation>
    </message>
    <message>
        <source>giving and contract</source>
        <translation>скид і гра</translation>
    </message>
    <message>
        <source>play</source>
        <translation>розіграш</translation>
    </message>
    <message>
        <source>Redeal before deal {0}</source>
        <translation>Перездача перед роздачею {0}</translation>
    </message>
    <message>
        <source>Deal {0}</source>
        <translation>Роздача {0}</translation>
    </message>
    <message>
        <source>{0} of {1}, move {2} of {3}</source>
        <translation>{0} з {1}, хід {2} з {3}</translation>
    </message>
</context>
<context>
    <name>RulesHelp</name>
    <message>
        <source>Thousand (Тысяча) is played with 24 cards, 9 to ace. Card points: A 11, 10 10, K 4, Q 3, J 2, 9 0.</source>
        <translation>У «Тисячу» грають колодою з 24 карт, від дев&apos;ятки до туза. Очки карт: туз 11, десятка 10, король 4, дама 3, валет 2, дев&apos;ятка 0.</translation>
    </message>
    <message>
        <source>Each player gets 7 cards; 3 go to the talon (прикуп).</source>
        <translation>Кожному по 7 карт, 3 карти — у прикуп.</translation>
    </message>
    <message>
        <source>Each player gets 10 cards; two closed talons of 2 cards.</source>
        <translation>Кожному по 10 карт, два закриті прикупи по 2 карти.</translation>
    </message>
    <message>
        <source>The dealer sits the deal out and gets the talon&apos;s points; the others get 7 cards each.</source>
        <translation>Той, хто здає, у роздачі не грає й отримує очки прикупу; решті по 7 карт.</translation>
    </message>
    <message>
        <source>The player after the dealer opens at {0}; the others raise in steps of {1} or pass. No bid goes above {2}.</source>
        <translation>Гравець після того, хто здає, відкриває торгівлю з {0}; решта підвищують з кроком {1} або пасують. Замовлення не вище {2}.</translation>
    </message>
    <message>
        <source>Nobody may bid above 120 plus the marriages in their hand.</source>
        <translation>Вище 120 плюс мар&apos;яжі на руці замовляти не можна.</translation>
    </message>
    <message>
        <source>Marriages (марьяж, K+Q of a suit): ♥ {0}, ♦ {1}, ♣ {2}, ♠ {3}.</source>
        <translation>Мар&apos;яжі (король і дама однієї масті): ♥ {0}, ♦ {1}, ♣ {2}, ♠ {3}.</translation>
    </message>
    <message numerus="yes">
        <source>This game has %n player(s).</source>
        <extracomment>``translate(&quot;Context&quot;, &quot;literal&quot;)``: the form ``pyside6-lupdate`` extracts.</extracomment>
        <translation>
            <numerusform>У цій грі %n гравець.</numerusform>
            <numerusform>У цій грі %n гравці.</numerusform>
            <numerusform>У цій грі %n гравців.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A weak hand (under %n point(s), or at least {0} nines) may ask for a redeal.</source>
        <translation>
            <numerusform>Зі слабкими картами (менше %n очка або щонайменше {0} дев&apos;ятки) можна попросити перероздачу.</numerusform>
            <numerusform>Зі слабкими картами (менше %n очок або щонайменше {0} дев&apos;ятки) можна попросити перероздачу.</numerusform>
            <numerusform>Зі слабкими картами (менше %n очок або щонайменше {0} дев&apos;ятки) можна попросити перероздачу.</numerusform>
        </translation>
    </message>
    <message>
        <source>All four aces are a marriage worth 200.</source>
        <translation>Чотири тузи — тузовий мар&apos;яж, 200 очок.</translation>
    </message>
    <message>
        <source>The first speaker may bid 120 blind; that deal counts double.</source>
        <translation>Перший, хто говорить, може замовити 120 втемну; така роздача рахується вдвічі.</translation>
    </message>
    <message>
        <source>A player whose total is below {0} passes without a word.</source>
        <translation>Гравець з рахунком нижче {0} пасує мовчки.</translation>
    </message>
    <message>
        <source>The winner of the auction opens one talon, adds it to the hand and lays two cards face down in its place.</source>
        <translation>Переможець торгівлі відкриває один прикуп, бере його в руку й кладе на його місце дві карти сорочкою догори.</translation>
    </message>
    <message>
        <source>The winner of the auction takes the talon and gives one card to each opponent.</source>
        <translation>Переможець торгівлі бере прикуп і віддає по карті кожному супернику.</translation>
    </message>
    <message>
        <source>If the opening bid wins without a raise, the talon stays hidden.</source>
        <translation>Якщо перше замовлення виграло без підвищень, прикуп не показують.</translation>
    </message>
    <message>
        <source>Then the declarer fixes the contract, at least the bid.</source>
        <translation>Потім розігрувач призначає гру — не менше свого замовлення.</translation>
    </message>
    <message>
        <source>The contract is the bid: it cannot be raised after the talon.</source>
        <translation>Гра дорівнює замовленню: після прикупу її не підвищити.</translation>
    </message>
    <message>
        <source>loses the bid</source>
        <translation>втрачає замовлення</translation>
    </message>
    <message>
        <source>gets a bolt</source>
        <translation>отримує болт</translation>
    </message>
    <message>
        <source>half the bid</source>
        <translation>половину замовлення</translation>
    </message>
    <message>
        <source>60</source>
        <translation>60</translation>
    </message>
    <message>
        <source>Before the first lead the declarer may concede (роспись): the declarer {0}, each opponent scores {1}.</source>
        <translation>До першого ходу розігрувач може розписатися: він {0}, кожен суперник отримує {1}.</translation>
    </message>
    <message>
        <source>Free concessions for each player: {0}.</source>
        <translation>Безплатних розписів у кожного гравця: {0}.</translation>
    </message>
    <message>
        <source>Nobody may concede while a player sits on the barrel.</source>
        <translation>Поки хтось сидить на бочці, розписуватися не можна нікому.</translation>
    </message>
    <message>
        <source>Only a player who declared a marriage in this deal may lead a trump, unless they hold nothing but trumps.</source>
        <translation>Ходити з козиря може лише той, хто оголосив мар&apos;яж у цій роздачі, або в кого самі козирі.</translation>
    </message>
    <message>
        <source>Golden deals at the start of the game: {0}; they are played at 120 without an auction and count double.</source>
        <translation>Золотих роздач на початку гри: {0}; вони граються на 120 без торгівлі й рахуються вдвічі.</translation>
    </message>
    <message>
        <source>Golden deals at the start of the game: {0}; they are played as usual and count double.</source>
        <translation>Золотих роздач на початку гри: {0}; вони граються як звичайно, а очки подвоюються.</translation>
    </message>
    <message>
        <source>If no golden deal&apos;s declarer makes the contract, every total goes back to 0 after them.</source>
        <translation>Якщо жоден гравець не зіграє свій золотий кон, після них усі рахунки обнуляються.</translation>
    </message>
    <message>
        <source>The dealer also scores half a marriage for a lone K or Q of a suit in the talon.</source>
        <translation>Роздавач отримує ще пів мар&apos;яжу за самотнього короля чи даму масті в прикупі.</translation>
    </message>
    <message>
        <source>The talon not taken goes to the winner of the last trick: its points count for them.</source>
        <translation>Невзятий прикуп дістається тому, хто взяв останню взятку: його очки йдуть йому.</translation>
    </message>
    <message>
        <source>The first to reach {0} wins.</source>
        <translation>Перемагає перший, хто набере {0}.</translation>
    </message>
    <message>
        <source>At {0} a player sits on the barrel (бочка). Deals to make a contract of at least {2}: {1}; making it wins the game.</source>
        <translation>На {0} гравець сідає на бочку. Роздач, щоб зіграти гру не менше {2}: {1}; хто зіграє, той виграє.</translation>
    </message>
    <message>
        <source>Conceding (роспись) is not allowed.</source>
        <translation>Розписуватися не можна.</translation>
    </message>
    <message>
        <source>Each player gets 9 cards; two closed talons of 3 cards.</source>
        <translation>Кожному по 9 карт, два закриті прикупи по 3 карти.</translation>
    </message>
    <message>
        <source>Four jacks in a hand, or three in the talon, also give the right to a redeal.</source>
        <translation>Чотири валети на руках або три в прикупі теж дають право на перероздачу.</translation>
    </message>
    <message>
        <source>The player on the hundred may ask for it with three nines.</source>
        <translation>Гравець «на сотні» може попросити її і з трьома дев&apos;ятками.</translation>
    </message>
    <message>
        <source>The hand redeal is asked by an opponent on their 8 cards after the contract, before the first lead; never in the auction, never by the declarer.</source>
        <translation>Перероздачу за картами просить суперник за своїми 8 картами після оголошення гри, до першого ходу; у торгівлі її немає, у розігрувача теж.</translation>
    </message>
    <message>
        <source>Before each deal the player before the dealer cuts: the bottom card, shown to all, is the dealer&apos;s. A nine is cut again, a jack goes into the middle; the third nine costs the cutter 120.</source>
        <translation>Перед кожною роздачею колоду знімає гравець перед роздавачем: нижня карта показується всім і дістається роздавачеві. Дев&apos;ятку знімають знову, валет іде в середину колоди; третя дев&apos;ятка коштує тому, хто знімав, 120.</translation>
    </message>
    <message>
        <source>Only the dealer sees the card that becomes theirs (nines and jacks are shown to all); the others see it when the deal is over.</source>
        <translation>Карту, що дістається роздавачеві, бачить лише він (дев’ятки й валетів показують усім); інші побачать її після роздачі.</translation>
    </message>
    <message>
        <source>The first speaker may bid exactly 120 blind, before looking at the cards; won blind, the contract stays 120 and the deal counts double.</source>
        <translation>Перший, хто говорить, може, не дивлячись у карти, замовити втемну рівно 120; вигравши торгівлю втемну, він грає рівно 120, і роздача йде в подвійному розмірі.</translation>
    </message>
    <message>
        <source>Anyone who has neither bid nor passed openly in this deal may bid blind, from 120 up, again after their own blind bid; the deal counts double when the last raise was blind.</source>
        <translation>Втемну може замовити кожен, хто в цій роздачі ще не замовляв відкрито й не пасував, — від 120 і вище, і знову після свого замовлення втемну; роздача йде в подвійному розмірі, якщо останнє підвищення було втемну.</translation>
    </message>
    <message>
        <source>If everybody passes, the dealer plays {0}.</source>
        <translation>Якщо спасують усі, той, хто роздавав, грає {0}.</translation>
    </message>
    <message>
        <source>If everybody passes, the same dealer deals again.</source>
        <translation>Якщо спасують усі, той самий гравець роздає наново.</translation>
    </message>
    <message>
        <source>Nobody is on the hundred: the player after the dealer speaks first, and each in turn bids from {0} in steps of {1}, or passes. No bid goes above {2}. {3}</source>
        <translation>На сотні нікого немає: першим говорить гравець після того, хто роздавав, і кожен по черзі заявляє від {0} з кроком {1} або пасує. Ставка не вища за {2}. {3}</translation>
    </message>
    <message>
        <source>The winner of the auction opens one talon, adds it to the hand and lays three cards face down in its place.</source>
        <translation>Переможець торгівлі відкриває один прикуп, бере його в руку й кладе на його місце три карти сорочкою догори.</translation>
    </message>
    <message>
        <source>Before the first lead the declarer may write the deal off (списать): the declarer {0}, each opponent scores nothing and gets a bolt (a dash).</source>
        <translation>До першого ходу розігрувач може списати гру: розігрувач {0}, кожен суперник нічого не отримує й отримує болт (прочерк).</translation>
    </message>
    <message>
        <source>Every concession is free for the declarer.</source>
        <translation>Кожен розпис для розігрувача безплатний.</translation>
    </message>
    <message>
        <source>Follow suit, else play a trump (козырь), else any card.</source>
        <translation>Ходять у масть, немає масті — козирем, немає козиря — будь-якою картою.</translation>
    </message>
    <message>
        <source>Following suit or trumping, you must beat the best card if you can.</source>
        <translation>Відповідаючи в масть або козирем, треба перебити старшу карту, якщо можете.</translation>
    </message>
    <message>
        <source>Leading the K or Q of a marriage after winning a trick declares it: its value counts and its suit becomes trump.</source>
        <translation>Хід королем або дамою мар&apos;яжу після взятого взятку оголошує мар&apos;яж: його очки зараховуються, масть стає козирною.</translation>
    </message>
    <message>
        <source>Leading the K or Q of a marriage declares it, even before winning a trick: its value counts and its suit becomes trump.</source>
        <translation>Хід королем або дамою мар&apos;яжу оголошує його навіть без взятого взятку: його очки зараховуються, масть стає козирною.</translation>
    </message>
    <message>
        <source>A player who has won a trick may also declare a marriage on any turn, before their card, following too: its suit is trump at once, for the trick under way as well. One a turn; each marriage once.</source>
        <translation>Гравець, який узяв хоча б одну взятку, може оголосити мар&apos;яж і в будь-який свій хід, перед своєю картою, зокрема відповідаючи на чужий хід: його масть одразу стає козирем, і для поточної взятки теж. Не більше одного за хід; кожен мар&apos;яж — один раз.</translation>
    </message>
    <message>
        <source>A player declaring a marriage while a trump exists may keep that trump and only score the marriage.</source>
        <translation>Оголошуючи мар&apos;яж, коли козир уже є, гравець може залишити колишній козир і тільки записати мар&apos;яж.</translation>
    </message>
    <message>
        <source>The declarer who makes the contract scores the points taken, to the point; a failed contract is lost.</source>
        <translation>Розігрувач, що зіграв свою гру, записує набрані очки, точно як є; незіграна гра списується.</translation>
    </message>
    <message>
        <source>The declarer scores the contract if made, else loses it.</source>
        <translation>Розігрувач отримує свою гру, якщо зіграв її, інакше втрачає.</translation>
    </message>
    <message>
        <source>The others score their points rounded to {0}.</source>
        <translation>Решта записують свої очки, округлені до {0}.</translation>
    </message>
    <message>
        <source>The others score their points as they are, not rounded.</source>
        <translation>Решта записують свої очки як є, без округлення.</translation>
    </message>
    <message>
        <source>in total</source>
        <translation>усього</translation>
    </message>
    <message>
        <source>in a row</source>
        <translation>поспіль</translation>
    </message>
    <message>
        <source>A deal without a point (no trick, or nines only) is a bolt (болт); every third bolt ({0}) costs {1}.</source>
        <translation>Роздача без жодного очка (без взятку або з самими дев&apos;ятками) — болт; кожен третій болт ({0}) коштує {1}.</translation>
    </message>
    <message>
        <source>A deal of fewer than 5 points is a bolt (болт); every third bolt ({0}) costs {1}.</source>
        <translation>Роздача менш ніж на 5 очок — болт; кожен третій болт ({0}) коштує {1}.</translation>
    </message>
    <message>
        <source>A deal without a trick is a bolt (болт); every third bolt ({0}) costs {1}.</source>
        <translation>Роздача без взятку — болт; кожен третій болт ({0}) коштує {1}.</translation>
    </message>
    <message>
        <source>Every bolt also costs {0} at once.</source>
        <translation>Кожен болт, крім того, одразу коштує {0}.</translation>
    </message>
    <message>
        <source>A total of exactly 555 or −555 falls to 0 (самосвал).</source>
        <translation>Рахунок рівно 555 або −555 падає до 0 (самоскид).</translation>
    </message>
    <message>
        <source>In a golden deal every bolt counts as two.</source>
        <translation>У золотій роздачі кожен болт рахується за два.</translation>
    </message>
    <message>
        <source>The first card the declarer lays away goes into that talon and counts with it.</source>
        <translation>Перша карта, яку скидає розігрувач, іде в цей прикуп і зараховується разом із ним.</translation>
    </message>
    <message>
        <source>The game also ends when someone falls to −1000.</source>
        <translation>Гра закінчується й тоді, коли хтось опуститься до −1000.</translation>
    </message>
    <message>
        <source>At the end the winner takes the bank, {0}, from the player with the lowest total (equal lowest share it).</source>
        <translation>Наприкінці переможець забирає банк, {0}, у гравця з найменшим рахунком (за рівних найменших рахунків вони платять порівну).</translation>
    </message>
    <message>
        <source>At the end, every point is worth {0} in the settlement.</source>
        <translation>Наприкінці кожне очко коштує {0} у розрахунку.</translation>
    </message>
    <message>
        <source>At {0} a player sits on the barrel (бочка) and collects: in every deal they score the card points of their tricks, to the point (their marriages and contract count nothing); reaching {2} wins the game. Deals on the barrel: {1}. They bid and play at most 120.</source>
        <translation>На {0} гравець сідає на бочку й набирає очки: у кожній роздачі йому записуються очки карт його взяток, до очка (марʼяжі й замовлення не рахуються); хто набере {2}, виграє партію. Роздач на бочці: {1}. Замовляти й грати можна не більше 120.</translation>
    </message>
    <message>
        <source>After the last attempt without a win the total is rounded down to tens and −120 taken (993 → 870).</source>
        <translation>Після останньої спроби без виграшу рахунок округлюється вниз до десятків і знімається 120 (993 → 870).</translation>
    </message>
    <message>
        <source>The player on the barrel takes the talon without an auction.</source>
        <translation>Гравець на бочці бере прикуп без торгівлі.</translation>
    </message>
    <message>
        <source>The player on the barrel has bid {0} before anyone speaks, in place of the hundred; they speak again only when outbid.</source>
        <translation>Гравець на бочці заявив {0} до початку торгівлі, замість сотні; він говорить знову, лише коли його перебили.</translation>
    </message>
    <message>
        <source>A failed contract on the barrel costs nothing; the attempt is used.</source>
        <translation>Незіграна гра на бочці нічого не коштує; спроба зараховується.</translation>
    </message>
    <message>
        <source>After the last attempt without a win the player falls off with −120.</source>
        <translation>Якщо остання спроба не вдалася, гравець падає з бочки з −120.</translation>
    </message>
    <message>
        <source>The third fall resets the total to 0.</source>
        <translation>Після третього падіння рахунок обнуляється.</translation>
    </message>
    <message>
        <source>If another player reaches the barrel, the one on it falls off with −120.</source>
        <translation>Якщо на бочку потрапляє інший гравець, той, хто на ній сидів, падає з −120.</translation>
    </message>
    <message>
        <source>If several reach it after the same deal, all of them fall off.</source>
        <translation>Якщо після однієї роздачі на бочку потрапляють кілька гравців, падають усі.</translation>
    </message>
    <message>
        <source>If several reach it after the same deal, the highest stays on it and the others fall off.</source>
        <translation>Якщо після однієї роздачі на бочку потрапляють кілька гравців, залишається старший за рахунком, решта падають.</translation>
    </message>
    <message>
        <source>In a barrel deal the other players score neither points nor bolts.</source>
        <translation>У роздачі на бочці решта не отримують ні очок, ні болтів.</translation>
    </message>
    <message>
        <source>Two players with a stock: each gets 6 cards, the other 12 lie face down as the stock. There is no auction, talon or contract.</source>
        <translation>Удвох із колодою: кожному по 6 карт, решта 12 лежать сорочкою догори колодою. Торгу, прикупу й замовлення немає.</translation>
    </message>
    <message>
        <source>The dealer&apos;s opponent leads first. Follow suit, else play a trump (козырь), else any card, from the first trick on.</source>
        <translation>Першим ходить суперник того, хто роздає. З першого хабара: у масть, інакше козирем (козырь), інакше будь-якою картою.</translation>
    </message>
    <message>
        <source>After each trick, while the stock lasts, the winner draws its top card, then the other player: both hold 6 again. 12 tricks in all.</source>
        <translation>Після кожного хабара, поки є колода, той, хто взяв, бере верхню карту, потім інший: в обох знову по 6. Усього 12 хабарів.</translation>
    </message>
    <message>
        <source>Leading the K or Q of a marriage declares it on any lead, the first included: its value counts and its suit becomes trump.</source>
        <translation>Хід із K або Q мар&apos;яжу оголошує його за будь-якого ходу, і за першого: його вартість зараховується, а масть стає козирем.</translation>
    </message>
    <message>
        <source>Each player&apos;s card points and marriages go to their total; no rounding, bolts, samosval or barrel.</source>
        <translation>Очки карт і мар&apos;яжі кожного гравця йдуть до його рахунку; без округлення, болтів, самоскида й бочки.</translation>
    </message>
    <message>
        <source>The first to reach {0} after a deal wins; if both do, the higher total; if the totals are equal, the game goes on.</source>
        <translation>Перемагає перший, хто після роздачі набере {0}; якщо обидва — у кого більше; за рівності гра триває.</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Роздача</translation>
    </message>
    <message>
        <source>Auction</source>
        <translation>Торгівля</translation>
    </message>
    <message>
        <source>Talon and contract</source>
        <translation>Прикуп і гра</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Розіграш</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Підрахунок</translation>
    </message>
    <message>
        <source>Barrel</source>
        <translation>Бочка</translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message>
        <source>off</source>
        <extracomment>The seed each rule of docs/rules.md (&quot;The seeds&apos; remaining house rules&quot;) comes from, shown under its editor (the seeds are the source texts the rules were read from).</extracomment>
        <translation>ні</translation>
    </message>
    <message>
        <source>Auction</source>
        <extracomment>``translate(&quot;Context&quot;, &quot;literal&quot;)``: the form ``pyside6-lupdate`` extracts.</extracomment>
        <translation>Торгівля</translation>
    </message>
    <message>
        <source>The obligatory opening bid of the player on the hundred.</source>
        <translation>Обов&apos;язкове замовлення гравця «на сотні».</translation>
    </message>
    <message>
        <source>Every raise is a multiple of this step.</source>
        <translation>Кожне підвищення кратне цьому кроку.</translation>
    </message>
    <message>
        <source>No bid above 120 plus the marriages in your hand.</source>
        <translation>Замовлення не вище 120 плюс мар&apos;яжі на руках.</translation>
    </message>
    <message>
        <source>The absolute ceiling of a bid.</source>
        <translation>Найбільше можливе замовлення.</translation>
    </message>
    <message>
        <source>A player below this total passes automatically.</source>
        <translation>Гравець із сумою нижче цієї пасує автоматично.</translation>
    </message>
    <message>
        <source>Talon</source>
        <translation>Прикуп</translation>
    </message>
    <message>
        <source>The talon stays hidden when the hundred wins without a raise.</source>
        <translation>Прикуп не відкривають, якщо «сотня» взяла його без торгівлі.</translation>
    </message>
    <message>
        <source>The declarer may raise the contract after the talon.</source>
        <translation>Після прикупу розігрувач може підвищити гру.</translation>
    </message>
    <message>
        <source>A weak hand (few points, nines) or talon may be redealt.</source>
        <translation>Слабкі карти (мало очок, дев&apos;ятки) або прикуп можна перероздати.</translation>
    </message>
    <message>
        <source>A hand of fewer card points than this may ask for a redeal.</source>
        <translation>З меншою кількістю очок на руках можна попросити перероздачу.</translation>
    </message>
    <message>
        <source>A hand with this many nines may ask for a redeal.</source>
        <translation>З такою кількістю дев&apos;яток на руках можна попросити перероздачу.</translation>
    </message>
    <message>
        <source>Four jacks in a hand, or three in the talon, allow a redeal too.</source>
        <translation>Чотири валети на руках або три в прикупі теж дають перероздачу.</translation>
    </message>
    <message>
        <source>The deck is cut before each deal; the bottom card goes to the dealer, a third nine costs 120.</source>
        <translation>Перед кожною роздачею колоду знімають; нижня карта йде роздавачеві, третя дев&apos;ятка коштує 120.</translation>
    </message>
    <message>
        <source>The declarer may concede (роспись) before the first lead.</source>
        <translation>До першого ходу розігрувач може розписатися.</translation>
    </message>
    <message>
        <source>lose the bid</source>
        <translation>мінус замовлення</translation>
    </message>
    <message>
        <source>a bolt</source>
        <translation>болт</translation>
    </message>
    <message>
        <source>What conceding costs the declarer.</source>
        <translation>Чого розпис коштує розігрувачу.</translation>
    </message>
    <message>
        <source>half the bid</source>
        <translation>половину замовлення</translation>
    </message>
    <message>
        <source>all but the barrel player</source>
        <translation>усі, крім того, хто на бочці</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>ніхто</translation>
    </message>
    <message>
        <source>Who may concede while a player sits on the barrel.</source>
        <translation>Хто може розписатися, поки хтось сидить на бочці.</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Розіграш</translation>
    </message>
    <message>
        <source>Following suit or trumping, beat the best card if you can.</source>
        <translation>Відповідаючи в масть або козирем, бити старшу карту, якщо можеш.</translation>
    </message>
    <message>
        <source>A marriage may be declared only after winning a trick.</source>
        <translation>Мар&apos;яж можна оголосити лише після свого першого взятку.</translation>
    </message>
    <message>
        <source>All four aces in one hand are worth 200.</source>
        <translation>Чотири тузи на руках — 200 очок.</translation>
    </message>
    <message>
        <source>anyone</source>
        <translation>будь-хто</translation>
    </message>
    <message>
        <source>a marriage&apos;s declarer</source>
        <translation>той, хто оголосив мар&apos;яж</translation>
    </message>
    <message>
        <source>Who may lead a trump (a hand of trumps only always may).</source>
        <translation>Хто може ходити з козиря (із самими козирями — завжди).</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Підрахунок</translation>
    </message>
    <message>
        <source>not rounded</source>
        <translation>не округлювати</translation>
    </message>
    <message>
        <source>Opponents&apos; points are rounded to this.</source>
        <translation>До скількох округлювати очки суперників.</translation>
    </message>
    <message>
        <source>in total</source>
        <translation>усього</translation>
    </message>
    <message>
        <source>in a row</source>
        <translation>поспіль</translation>
    </message>
    <message>
        <source>Every third bolt (no trick) costs the penalty.</source>
        <translation>Кожен третій болт (жодного взятку) — штраф.</translation>
    </message>
    <message>
        <source>Points lost at the third bolt.</source>
        <translation>Штраф за третій болт.</translation>
    </message>
    <message>
        <source>A total of exactly 555 or −555 falls to 0.</source>
        <translation>Рівно 555 або −555 — самоскид, сума стає 0.</translation>
    </message>
    <message>
        <source>The game also ends when someone reaches −1000.</source>
        <translation>Гра закінчується й тоді, коли хтось доходить до −1000.</translation>
    </message>
    <message>
        <source>The total that wins the game.</source>
        <translation>Рахунок, за якого гру виграно.</translation>
    </message>
    <message>
        <source>Four players: the dealer scores half a marriage for a lone K or Q in the talon.</source>
        <translation>Вчотирьох: роздавач отримує пів мар&apos;яжу за самотнього короля чи даму в прикупі.</translation>
    </message>
    <message>
        <source>out of play</source>
        <translation>поза грою</translation>
    </message>
    <message>
        <source>to the last trick</source>
        <translation>останній взятці</translation>
    </message>
    <message>
        <source>Two players: the talon not taken is out, or counts for the last trick&apos;s winner.</source>
        <translation>Удвох: невзятий прикуп поза грою або йде тому, хто взяв останню взятку.</translation>
    </message>
    <message>
        <source>Barrel</source>
        <translation>Бочка</translation>
    </message>
    <message>
        <source>The total at which a player sits on the barrel (бочка).</source>
        <translation>З якої суми гравець сідає на бочку.</translation>
    </message>
    <message>
        <source>Deals on the barrel to make a contract.</source>
        <translation>Скільки роздач дається на бочці, щоб зіграти.</translation>
    </message>
    <message>
        <source>The lowest contract on the barrel.</source>
        <translation>Найменша гра на бочці.</translation>
    </message>
    <message>
        <source>bids as usual</source>
        <translation>торгується як зазвичай</translation>
    </message>
    <message>
        <source>takes the talon</source>
        <translation>бере прикуп одразу</translation>
    </message>
    <message>
        <source>Three falls from the barrel reset the total to 0.</source>
        <translation>Три падіння з бочки обнуляють суму.</translation>
    </message>
    <message>
        <source>all fall</source>
        <translation>падають усі</translation>
    </message>
    <message>
        <source>the higher stays</source>
        <translation>залишається старший</translation>
    </message>
    <message>
        <source>When two reach the barrel at once.</source>
        <translation>Коли на бочку потрапляють двоє одразу.</translation>
    </message>
    <message>
        <source>Opponents score nothing in a barrel deal.</source>
        <translation>У роздачі на бочці суперники очок не пишуть.</translation>
    </message>
    <message>
        <source>loses the contract</source>
        <translation>втрачає замовлення</translation>
    </message>
    <message>
        <source>loses nothing</source>
        <translation>нічого не втрачає</translation>
    </message>
    <message>
        <source>What a failed contract costs the player on the barrel (the attempt is used).</source>
        <translation>Чого коштує незіграна гра тому, хто на бочці (спроба зараховується).</translation>
    </message>
    <message>
        <source>Variants</source>
        <translation>Варіанти</translation>
    </message>
    <message>
        <source>one per player</source>
        <translation>по одному на гравця</translation>
    </message>
    <message>
        <source>The first deals are played at 120 without an auction and count double.</source>
        <translation>Перші роздачі граються на 120 без торгівлі, очки подвоюються (золотий кін).</translation>
    </message>
    <message>
        <source>120, no auction</source>
        <translation>120 без торгівлі</translation>
    </message>
    <message>
        <source>as usual, doubled</source>
        <translation>як звичайно, подвійно</translation>
    </message>
    <message>
        <source>How the golden deals are played: forced at 120, or with an auction.</source>
        <translation>Як граються золоті роздачі: обов&apos;язково 120 або з торгівлею.</translation>
    </message>
    <message>
        <source>Who opens: the player on the hundred, or nobody (a pass allowed to all); if all pass, a redeal or the dealer plays.</source>
        <translation>Хто відкриває: гравець на сотні або ніхто (пасувати може кожен); якщо спасують усі — перероздача або грає той, хто роздавав.</translation>
    </message>
    <message>
        <source>Blind bids, made before looking at the cards (who may: the next row); a deal won blind scores double.</source>
        <translation>Замовлення втемну, не дивлячись у карти (хто може — у наступному рядку); роздача, виграна втемну, йде в подвійному розмірі.</translation>
    </message>
    <message>
        <source>Who may bid blind: the first speaker; the first speaker at exactly 120, the contract kept; or anyone before their first bid or pass.</source>
        <translation>Хто може замовити втемну: перший, хто говорить; перший, хто говорить, рівно 120, без підвищення гри; або кожен до свого першого замовлення чи пасу.</translation>
    </message>
    <message>
        <source>The hand redeal is asked before the first bid, or by an opponent on their 8 cards after the contract, before the first lead.</source>
        <translation>Перероздачу за картами просять до першої ставки або (суперник, за своїми 8 картами) після оголошення гри, до першого ходу.</translation>
    </message>
    <message>
        <source>The player on the hundred may also ask for a redeal with three nines.</source>
        <translation>Гравець «на сотні» може попросити перероздачу і з трьома дев&apos;ятками.</translation>
    </message>
    <message>
        <source>With the cut: the dealer&apos;s card is shown to everybody, or to the dealer alone (nines and jacks to everybody).</source>
        <translation>Під час зняття: карту роздавача показують усім або лише роздавачеві (дев’ятки й валетів — усім).</translation>
    </message>
    <message>
        <source>What each opponent scores when the declarer concedes; a dash: nothing and a bolt (the write-off).</source>
        <translation>Скільки отримує кожен суперник, коли розігрувач розписується; прочерк: нічого й болт (списання).</translation>
    </message>
    <message>
        <source>The first concessions of each player cost nothing; always: every one (seeds/000).</source>
        <translation>Перші розписи кожного гравця нічого не коштують; «завжди» — будь-який розпис (seeds/000).</translation>
    </message>
    <message>
        <source>A marriage declared while a trump exists makes its suit trump, or its player may keep the trump.</source>
        <translation>Мар&apos;яж, оголошений за вже призначеного козиря, робить свою масть козирем, або гравець може залишити колишній козир.</translation>
    </message>
    <message>
        <source>A marriage is declared by leading its K or Q, or also before any card of a player who has won a trick.</source>
        <translation>Мар&apos;яж оголошують ходом з його короля або дами, або ще перед будь-якою картою гравця, що взяв взятку.</translation>
    </message>
    <message>
        <source>A bolt for taking no trick, for no points at all (nines only), or for fewer than 5 points.</source>
        <translation>Болт — за роздачу без взятку, без жодного очка (самі дев&apos;ятки) або менш ніж на 5 очок.</translation>
    </message>
    <message>
        <source>Every bolt costs this at once, besides the third bolt&apos;s penalty (0: nothing).</source>
        <translation>Стільки коштує кожен болт одразу, крім штрафу за третій болт (0 — нічого).</translation>
    </message>
    <message>
        <source>In a golden deal every bolt counts as one, or as two.</source>
        <translation>У золотій роздачі кожен болт рахується за один або за два.</translation>
    </message>
    <message>
        <source>A made contract scores the contract, or the declarer&apos;s points to the point.</source>
        <translation>Зіграна гра приносить саму гру або набрані розігрувачем очки, точно як є.</translation>
    </message>
    <message>
        <source>Two players, the second talon to the last trick: the first card laid away goes into it.</source>
        <translation>Удвох, другий прикуп — останньому хабару: перша скинута карта йде в нього.</translation>
    </message>
    <message>
        <source>How the player on the barrel enters the auction; opens: their bid stands before anyone speaks.</source>
        <translation>Як гравець на бочці бере участь у торгівлі; «відкриває»: його заявка чинна до початку торгівлі.</translation>
    </message>
    <message>
        <source>On the barrel: play for a contract, or collect the card points of your tricks in every deal until the winning total.</source>
        <translation>На бочці: грати на замовлення або набирати очки карт своїх взяток у кожній роздачі до виграшного рахунку.</translation>
    </message>
    <message>
        <source>If no golden contract is made, every total goes back to 0 after the golden deals.</source>
        <translation>Якщо жодну золоту гру не зіграно, після золотих роздач усі рахунки обнуляються.</translation>
    </message>
    <message>
        <source>Money per point in the final settlement (0: none).</source>
        <translation>Скільки грошей за очко в підсумковому розрахунку (0 — без грошей).</translation>
    </message>
    <message>
        <source>At the end the winner takes this from the lowest total, instead of the settlement (0: no bank).</source>
        <translation>Наприкінці переможець забирає цю суму в гравця з найменшим рахунком, замість розрахунку (0 — без банку).</translation>
    </message>
    <message>
        <source>Two players: 10 cards each, an auction and two talons; or 6 cards each and a stock to draw from.</source>
        <translation>Удвох: по 10 карт, торг і два прикупи; або по 6 карт і колода, з якої добирають.</translation>
    </message>
    <message>
        <source>Two players with talons: 10 cards each and talons of 2, or 9 each and talons of 3 (three cards laid away).</source>
        <translation>Удвох із прикупами: по 10 карт і прикупи по 2 або по 9 карт і прикупи по 3 (у скид три карти).</translation>
    </message>
    <message>
        <source>a dash (a bolt)</source>
        <translation>прочерк (болт)</translation>
    </message>
    <message>
        <source>no trick</source>
        <translation>немає взятку</translation>
    </message>
    <message>
        <source>no points</source>
        <translation>немає очок</translation>
    </message>
    <message>
        <source>under 5 points</source>
        <translation>менше 5 очок</translation>
    </message>
    <message>
        <source>as one</source>
        <translation>за один</translation>
    </message>
    <message>
        <source>as two</source>
        <translation>за два</translation>
    </message>
    <message>
        <source>before the first bid</source>
        <translation>до першої ставки</translation>
    </message>
    <message>
        <source>after the contract</source>
        <translation>після оголошення гри</translation>
    </message>
    <message>
        <source>the first speaker</source>
        <translation>перший, хто говорить</translation>
    </message>
    <message>
        <source>the first speaker, 120</source>
        <translation>перший, хто говорить, 120</translation>
    </message>
    <message>
        <source>anyone who has not looked</source>
        <translation>кожен, хто не дивився карти</translation>
    </message>
    <message>
        <source>always</source>
        <translation>завжди</translation>
    </message>
    <message>
        <source>always the new suit</source>
        <translation>завжди нова масть</translation>
    </message>
    <message>
        <source>the player chooses</source>
        <translation>на вибір гравця</translation>
    </message>
    <message>
        <source>on the lead</source>
        <translation>під час заходу</translation>
    </message>
    <message>
        <source>on any turn</source>
        <translation>у будь-який хід</translation>
    </message>
    <message>
        <source>the contract</source>
        <translation>гру</translation>
    </message>
    <message>
        <source>the points taken</source>
        <translation>набрані очки</translation>
    </message>
    <message>
        <source>opens the bidding</source>
        <translation>відкриває торгівлю</translation>
    </message>
    <message>
        <source>on the hundred</source>
        <translation>на сотні</translation>
    </message>
    <message>
        <source>nobody; all pass: redeal</source>
        <translation>ніхто; усі пас — перероздача</translation>
    </message>
    <message>
        <source>nobody; all pass: the dealer plays</source>
        <translation>ніхто; усі пас — грає той, хто роздавав</translation>
    </message>
    <message>
        <source>a contract</source>
        <translation>замовлення</translation>
    </message>
    <message>
        <source>collects points</source>
        <translation>набір очок</translation>
    </message>
    <message>
        <source>two cards each</source>
        <translation>по дві карти</translation>
    </message>
    <message>
        <source>three cards each</source>
        <translation>по три карти</translation>
    </message>
    <message>
        <source>everybody</source>
        <translation>усім</translation>
    </message>
    <message>
        <source>the dealer only</source>
        <translation>лише роздавачеві</translation>
    </message>
    <message>
        <source>with talons</source>
        <translation>з прикупами</translation>
    </message>
    <message>
        <source>with a stock</source>
        <translation>з колодою</translation>
    </message>
    <message>
        <source>Classic (Классика)</source>
        <translation>Класика</translation>
    </message>
    <message>
        <source>Online table (Онлайн-стол)</source>
        <translation>Онлайн-стіл</translation>
    </message>
    <message>
        <source>Polish (Польская)</source>
        <translation>Польська</translation>
    </message>
    <message>
        <source>Custom (своя)</source>
        <translation>Своя</translation>
    </message>
    <message>
        <source>Barrel scoring</source>
        <translation>Рахунок на бочці</translation>
    </message>
    <message>
        <source>Preset:</source>
        <translation>Набір правил:</translation>
    </message>
    <message>
        <source>Source: {0}.</source>
        <translation>Джерело: {0}.</translation>
    </message>
    <message>
        <source>Marriage values</source>
        <translation>Ціна мар&apos;яжів</translation>
    </message>
    <message>
        <source>Opening bid</source>
        <translation>Початкове замовлення</translation>
    </message>
    <message>
        <source>Bid step</source>
        <translation>Крок торгівлі</translation>
    </message>
    <message>
        <source>Ceiling by marriages</source>
        <translation>Стеля за мар&apos;яжами</translation>
    </message>
    <message>
        <source>Highest bid</source>
        <translation>Найбільше замовлення</translation>
    </message>
    <message>
        <source>Bidding in the minus</source>
        <translation>Торгівля в мінусі</translation>
    </message>
    <message>
        <source>Blind game</source>
        <translation>Гра втемну</translation>
    </message>
    <message>
        <source>Hidden talon on the hundred</source>
        <translation>Закритий прикуп на сотні</translation>
    </message>
    <message>
        <source>Raise after the talon</source>
        <translation>Підвищення після прикупу</translation>
    </message>
    <message>
        <source>Redeal</source>
        <translation>Перездача</translation>
    </message>
    <message>
        <source>Concede (роспись)</source>
        <translation>Розпис</translation>
    </message>
    <message>
        <source>Concede costs</source>
        <translation>Ціна розпису</translation>
    </message>
    <message>
        <source>Opponents get</source>
        <translation>Суперникам</translation>
    </message>
    <message>
        <source>Free concessions</source>
        <translation>Безплатні розписи</translation>
    </message>
    <message>
        <source>Must overtake</source>
        <translation>Обов&apos;язково перебивати</translation>
    </message>
    <message>
        <source>Marriage needs a trick</source>
        <translation>Мар&apos;яж після взятку</translation>
    </message>
    <message>
        <source>Ace marriage</source>
        <translation>Тузовий мар&apos;яж</translation>
    </message>
    <message>
        <source>Round opponents to</source>
        <translation>Округлювати суперникам до</translation>
    </message>
    <message>
        <source>Bolts counted</source>
        <translation>Болти рахуються</translation>
    </message>
    <message>
        <source>Bolt penalty</source>
        <translation>Штраф за болти</translation>
    </message>
    <message>
        <source>Samosval (555)</source>
        <translation>Самоскид (555)</translation>
    </message>
    <message>
        <source>−1000 ends the game</source>
        <translation>−1000 закінчує гру</translation>
    </message>
    <message>
        <source>Barrel at</source>
        <translation>Бочка з</translation>
    </message>
    <message>
        <source>Barrel attempts</source>
        <translation>Спроб на бочці</translation>
    </message>
    <message>
        <source>Barrel contract</source>
        <translation>Гра на бочці</translation>
    </message>
    <message>
        <source>On the barrel</source>
        <translation>На бочці</translation>
    </message>
    <message>
        <source>Three falls reset</source>
        <translation>Три падіння — обнулення</translation>
    </message>
    <message>
        <source>Barrel collision</source>
        <translation>Двоє на бочці</translation>
    </message>
    <message>
        <source>Barrel freezes opponents</source>
        <translation>Бочка без очок суперникам</translation>
    </message>
    <message>
        <source>Golden round</source>
        <translation>Золотий кін</translation>
    </message>
    <message>
        <source>Stake per point</source>
        <translation>Ставка за очко</translation>
    </message>
    <message>
        <source>Two players</source>
        <translation>Двоє гравців</translation>
    </message>
    <message>
        <source>Winning total</source>
        <translation>Виграшний рахунок</translation>
    </message>
    <message>
        <source>Redeal under</source>
        <translation>Перероздача менше</translation>
    </message>
    <message>
        <source>Redeal for nines</source>
        <translation>Перероздача за дев&apos;ятки</translation>
    </message>
    <message>
        <source>Redeal for jacks</source>
        <translation>Перероздача за валетів</translation>
    </message>
    <message>
        <source>Hand redeal</source>
        <translation>Перероздача за картами</translation>
    </message>
    <message>
        <source>Three nines on the hundred</source>
        <translation>Три дев&apos;ятки на сотні</translation>
    </message>
    <message>
        <source>Cut the deck</source>
        <translation>Зняття колоди</translation>
    </message>
    <message>
        <source>Concede on the barrel</source>
        <translation>Розпис при бочці</translation>
    </message>
    <message>
        <source>Trump lead</source>
        <translation>Хід з козиря</translation>
    </message>
    <message>
        <source>Failing on the barrel</source>
        <translation>Недобір на бочці</translation>
    </message>
    <message>
        <source>Golden deals</source>
        <translation>Золоті роздачі</translation>
    </message>
    <message>
        <source>Golden reset</source>
        <translation>Обнулення після золотих</translation>
    </message>
    <message>
        <source>Dealer&apos;s half marriage</source>
        <translation>Пів мар&apos;яжу роздавачеві</translation>
    </message>
    <message>
        <source>Second talon</source>
        <translation>Другий прикуп</translation>
    </message>
    <message>
        <source>Who opens</source>
        <translation>Хто відкриває</translation>
    </message>
    <message>
        <source>A bolt for</source>
        <translation>Коли болт</translation>
    </message>
    <message>
        <source>Penalty per bolt</source>
        <translation>Штраф за кожен болт</translation>
    </message>
    <message>
        <source>Golden bolts</source>
        <translation>Болти в золотій роздачі</translation>
    </message>
    <message>
        <source>Declarer scores</source>
        <translation>Розігрувачу пишуть</translation>
    </message>
    <message>
        <source>Who bids blind</source>
        <translation>Хто грає втемну</translation>
    </message>
    <message>
        <source>Trump on a new marriage</source>
        <translation>Козир за нового мар&apos;яжу</translation>
    </message>
    <message>
        <source>When a marriage is declared</source>
        <translation>Коли оголошувати мар&apos;яж</translation>
    </message>
    <message>
        <source>Bank</source>
        <translation>Банк</translation>
    </message>
    <message>
        <source>Two-player talons</source>
        <translation>Прикупи вдвох</translation>
    </message>
    <message>
        <source>A card to the second talon</source>
        <translation>Карта в другий прикуп</translation>
    </message>
    <message>
        <source>Cut card shown to</source>
        <translation>Карту зняття бачать</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>Final totals of the last games</source>
        <translation>Підсумкові рахунки останніх партій</translation>
    </message>
    <message>
        <source>Your final totals, oldest first: {scores}</source>
        <translation>Ваші підсумкові рахунки, від старих до нових: {scores}</translation>
    </message>
    <message>
        <source>No games counted yet.</source>
        <translation>Ще не зараховано жодної партії.</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <source>Score sheet</source>
        <translation>Запис</translation>
    </message>
</context>
<context>
    <name>ScoreTable</name>
    <message>
        <source>redeal</source>
        <translation>перездача</translation>
    </message>
</context>
<context>
    <name>SeatBadge</name>
    <message>
        <source>Deals left on it: {0}.</source>
        <translation>Залишилося роздач на бочці: {0}.</translation>
    </message>
    <message>
        <source>deals, sits out</source>
        <translation>роздає</translation>
    </message>
</context>
<context>
    <name>SeatBase</name>
    <message>
        <source>Cannot save the game: {reason}</source>
        <translation>Не вдається зберегти гру: {reason}</translation>
    </message>
</context>
<context>
    <name>SeatWords</name>
    <message>
        <source>{0} blind</source>
        <translation>{0} втемну</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>пас</translation>
    </message>
    <message>
        <source>aces marriage {0}</source>
        <translation>тузовий мар&apos;яж {0}</translation>
    </message>
    <message>
        <source>marriage {0} {1}</source>
        <translation>мар&apos;яж {0} {1}</translation>
    </message>
    <message>
        <source>marriage {0} {1}, trump kept</source>
        <translation>мар&apos;яж {0} {1}, козир колишній</translation>
    </message>
    <message>
        <source>redeal</source>
        <translation>перездача</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>The statistics file {path} was written by a newer version of the game. It was kept as {kept} and new statistics were started.</source>
        <translation>Файл статистики {path} записано новішою версією гри. Його збережено як {kept}, статистику почато заново.</translation>
    </message>
    <message>
        <source>The statistics file {path} was damaged ({detail}). It was kept as {kept} and new statistics were started.</source>
        <translation>Файл статистики {path} пошкоджено ({detail}). Його збережено як {kept}, статистику почато заново.</translation>
    </message>
    <message>
        <source>The statistics file {path} cannot be used ({detail}) and could not be set aside; it was left as it is.</source>
        <translation>Файл статистики {path} не можна використати ({detail}), і його не вдалося відкласти; його залишено як є.</translation>
    </message>
    <message>
        <source>The statistics file {path} cannot be read ({detail}); it was left as it is.</source>
        <translation>Файл статистики {path} не читається ({detail}); його залишено як є.</translation>
    </message>
    <message>
        <source>The statistics could not be saved to {path} ({detail}). The game and the statistics already saved are not affected.</source>
        <translation>Не вдалося зберегти статистику в {path} ({detail}). Гра й уже збережена статистика не постраждали.</translation>
    </message>
    <message>
        <source>This game is not counted in the statistics: an undo was used.</source>
        <translation>Цю партію не зараховано до статистики: було скасовано хід.</translation>
    </message>
    <message>
        <source>This game is not counted in the statistics: it was continued from a review.</source>
        <translation>Цю партію не зараховано до статистики: її продовжено з розбору.</translation>
    </message>
    <message>
        <source>This game is not counted in the statistics: training aids were on.</source>
        <translation>Цю партію не зараховано до статистики: були ввімкнені ігрові підказки.</translation>
    </message>
    <message>
        <source>This game is not counted in the statistics: it was not played from its start in this program.</source>
        <translation>Цю партію не зараховано до статистики: її зіграно в цій програмі не з початку.</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Статистика</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>Статистика</translation>
    </message>
    <message>
        <source>&amp;Reset…</source>
        <translation>&amp;Скинути…</translation>
    </message>
    <message numerus="yes">
        <source>Your final totals in the last %n game(s) (won games highlighted)</source>
        <translation>
            <numerusform>Ваші підсумкові рахунки в останній %n партії (виграні виділено)</numerusform>
            <numerusform>Ваші підсумкові рахунки в останніх %n партіях (виграні виділено)</numerusform>
            <numerusform>Ваші підсумкові рахунки в останніх %n партіях (виграні виділено)</numerusform>
        </translation>
    </message>
    <message>
        <source>Only games played from their start in this program are counted; games played with training aids, with an undo or continued from a review are not (not counted so far: {aids} with aids, {undo} with an undo, {continued} continued, {opened} not played from the start).</source>
        <translation>Зараховуються лише партії, зіграні в цій програмі з початку; партії з ігровими підказками, зі скасуванням ходу або продовжені з розбору не зараховуються (не зараховано: {aids} з підказками, {undo} зі скасуванням ходу, {continued} продовжено з розбору, {opened} зіграно не з початку).</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Перемог</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Частка перемог</translation>
    </message>
    <message>
        <source>Average final score</source>
        <translation>Середній підсумковий рахунок</translation>
    </message>
    <message>
        <source>Games started</source>
        <translation>Розпочато партій</translation>
    </message>
    <message>
        <source>Games finished</source>
        <translation>Дограно партій</translation>
    </message>
    <message>
        <source>Games abandoned</source>
        <translation>Покинуто партій</translation>
    </message>
    <message>
        <source>Deals played</source>
        <translation>Зіграно роздач</translation>
    </message>
    <message>
        <source>Contracts bid</source>
        <translation>Замовлено ігор</translation>
    </message>
    <message>
        <source>Contracts made</source>
        <translation>Зіграно замовлень</translation>
    </message>
    <message>
        <source>Contracts conceded</source>
        <translation>Розписано замовлень</translation>
    </message>
    <message>
        <source>Make rate</source>
        <translation>Частка зіграних замовлень</translation>
    </message>
    <message>
        <source>Average contract</source>
        <translation>Середнє замовлення</translation>
    </message>
    <message>
        <source>Bolts</source>
        <translation>Болти</translation>
    </message>
    <message>
        <source>Barrels mounted</source>
        <translation>Заїздів на бочку</translation>
    </message>
    <message>
        <source>Barrels won</source>
        <translation>Перемог з бочки</translation>
    </message>
    <message>
        <source>Barrel falls</source>
        <translation>Падінь з бочки</translation>
    </message>
    <message>
        <source>Samosvals</source>
        <translation>Самоскиди</translation>
    </message>
    <message>
        <source>Best game</source>
        <translation>Найкраща партія</translation>
    </message>
    <message>
        <source>Worst game</source>
        <translation>Найгірша партія</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Усі партії</translation>
    </message>
    <message>
        <source>easy</source>
        <comment>level</comment>
        <translation>слабкий</translation>
    </message>
    <message>
        <source>normal</source>
        <comment>level</comment>
        <translation>середній</translation>
    </message>
    <message>
        <source>strong</source>
        <comment>level</comment>
        <translation>сильний</translation>
    </message>
    <message>
        <source>Players: {n}</source>
        <translation>Гравців: {n}</translation>
    </message>
    <message>
        <source>{score} ({date})</source>
        <translation>{score} ({date})</translation>
    </message>
    <message>
        <source>Reset the statistics</source>
        <translation>Скинути статистику</translation>
    </message>
    <message>
        <source>Forget every counted game? This cannot be undone.</source>
        <translation>Забути всі зараховані партії? Це не можна скасувати.</translation>
    </message>
</context>
<context>
    <name>SvgDeck</name>
    <message>
        <source>it cannot be read</source>
        <translation>його не можна прочитати</translation>
    </message>
    <message>
        <source>it is too large</source>
        <translation>він завеликий</translation>
    </message>
    <message>
        <source>it is a damaged compressed file</source>
        <translation>це пошкоджений стиснутий файл</translation>
    </message>
    <message>
        <source>it is not an SVG file</source>
        <translation>це не файл SVG</translation>
    </message>
    <message>
        <source>it declares XML entities</source>
        <translation>у ньому оголошено сутності XML</translation>
    </message>
    <message>
        <source>the SVG is broken</source>
        <translation>SVG пошкоджений</translation>
    </message>
    <message>
        <source>it has no card {0}</source>
        <translation>у ньому немає карти {0}</translation>
    </message>
    <message>
        <source>it is no longer installed</source>
        <translation>її більше не встановлено</translation>
    </message>
    <message>
        <source>The deck {0} could not be used ({1}); the built-in deck is shown.</source>
        <translation>Колоду {0} не вдалося використати ({1}); показано вбудовану колоду.</translation>
    </message>
</context>
<context>
    <name>TableAids</name>
    <message>
        <source>opponents&apos; hands</source>
        <translation>карти суперників</translation>
    </message>
    <message>
        <source>talon suits</source>
        <translation>масті прикупу</translation>
    </message>
    <message>
        <source>one talon card</source>
        <translation>одна карта прикупу</translation>
    </message>
    <message>
        <source>Aids: {0}</source>
        <translation>Підказки: {0}</translation>
    </message>
    <message>
        <source>Training aids are on in this game (chosen in New game); a game with aids is not counted in the statistics.</source>
        <translation>У цій партії ввімкнено ігрові підказки (вибрані в «Новій грі»); партія з підказками не зараховується до статистики.</translation>
    </message>
    <message>
        <source>Click a talon card or press 1–{0} to look at it (once a deal)</source>
        <translation>Клацніть карту прикупу або натисніть 1–{0}, щоб підглянути її (раз за роздачу)</translation>
    </message>
    <message>
        <source>A talon card: {0}</source>
        <translation>Карта прикупу: {0}</translation>
    </message>
</context>
<context>
    <name>TableController</name>
    <message>
        <source>tricks: {0}</source>
        <translation>взятків: {0}</translation>
    </message>
    <message>
        <source>{0} pts</source>
        <translation>{0} оч.</translation>
    </message>
    <message>
        <source>aces</source>
        <translation>тузи</translation>
    </message>
    <message>
        <source>{0} cuts: {1}, then a card face down — only the dealer sees it, it is the dealer&apos;s.</source>
        <translation>{0}: знімання — {1}, потім карта сорочкою догори: її бачить лише роздавач, вона дістається йому.</translation>
    </message>
    <message>
        <source>{0} cuts: a card face down — only the dealer sees it, it is the dealer&apos;s.</source>
        <translation>{0}: знімання — карта сорочкою догори: її бачить лише роздавач, вона дістається йому.</translation>
    </message>
    <message>
        <source>Golden round: this deal counts double</source>
        <translation>Золотий кін: очки роздачі подвоюються</translation>
    </message>
    <message>
        <source>Aces marriage {0}: {1}</source>
        <translation>Тузовий мар&apos;яж {0}: {1}</translation>
    </message>
    <message>
        <source>Marriage {0} {1}: {2}</source>
        <translation>Мар&apos;яж {0} {1}: {2}</translation>
    </message>
    <message>
        <source>trump</source>
        <translation>козир</translation>
    </message>
    <message>
        <source>Contract: {0} — {1}</source>
        <translation>Гра: {0} — {1}</translation>
    </message>
    <message>
        <source>Dealer: {0}.</source>
        <translation>Здає: {0}.</translation>
    </message>
    <message>
        <source>{0} cuts: {1} — the third nine, {0} loses {2}.</source>
        <translation>{0}: знімання — {1}; третя дев&apos;ятка: {0} −{2}.</translation>
    </message>
    <message>
        <source>{0} cuts: {1} — the jack goes into the middle of the deck.</source>
        <translation>{0}: знімання — {1}; валет іде в середину колоди.</translation>
    </message>
    <message>
        <source>{0} cuts: {1} — the bottom card is the dealer&apos;s.</source>
        <translation>{0}: знімання — {1}; нижня карта дістається роздавачеві.</translation>
    </message>
    <message>
        <source>The auction is over: {0} — {1}.</source>
        <translation>Торгівлю закінчено: {0} — {1}.</translation>
    </message>
    <message>
        <source>The talon (прикуп) stays closed: {0} takes it.</source>
        <translation>Прикуп закритий, його бере {0}.</translation>
    </message>
    <message>
        <source>The talon (прикуп): {0}</source>
        <translation>Прикуп: {0}</translation>
    </message>
    <message>
        <source>left</source>
        <translation>лівий</translation>
    </message>
    <message>
        <source>right</source>
        <translation>правий</translation>
    </message>
    <message>
        <source>{0} opens the {1} talon (прикуп): {2}</source>
        <translation>{0}: відкрито {1} прикуп — {2}</translation>
    </message>
    <message>
        <source>{0} lays away the cards face down in place of the talon, one of them into the other talon.</source>
        <translation>{0}: карти сорочкою догори замість прикупу, одна з них — в інший прикуп.</translation>
    </message>
    <message>
        <source>{0} lays three cards face down in place of the talon.</source>
        <translation>{0}: три карти сорочкою догори замість прикупу.</translation>
    </message>
    <message>
        <source>{0} lays two cards face down in place of the talon.</source>
        <translation>{0}: дві карти сорочкою догори замість прикупу.</translation>
    </message>
    <message>
        <source>{0}: one card to each opponent.</source>
        <translation>{0}: по карті кожному супернику.</translation>
    </message>
    <message>
        <source>Write-off (списать): {0} — {1}; a dash and a bolt for each opponent.</source>
        <translation>Списання: {0} — {1}; кожному супернику прочерк і болт.</translation>
    </message>
    <message>
        <source>Concession (роспись): {0} — {1}.</source>
        <translation>Розпис: {0} — {1}.</translation>
    </message>
    <message numerus="yes">
        <source>Trick: {0}, %n point(s) in it.</source>
        <translation>
            <numerusform>Взятка: {0}, у ній %n очко.</numerusform>
            <numerusform>Взятка: {0}, у ній %n очки.</numerusform>
            <numerusform>Взятка: {0}, у ній %n очок.</numerusform>
        </translation>
    </message>
    <message>
        <source>Click or press a key to go on.</source>
        <translation>Клацніть або натисніть клавішу, щоб продовжити.</translation>
    </message>
    <message>
        <source>You draw {0}; {1} left in the stock.</source>
        <translation>Ви берете {0}; у колоді лишилося {1}.</translation>
    </message>
    <message>
        <source>{0}: redeal</source>
        <translation>{0}: перездача</translation>
    </message>
    <message>
        <source>{0} is thinking…</source>
        <translation>{0} думає…</translation>
    </message>
    <message>
        <source>Talon (прикуп): {0}</source>
        <translation>Прикуп: {0}</translation>
    </message>
    <message>
        <source>{0} to {1}</source>
        <comment>a card given to a player</comment>
        <translation>{0} → {1}</translation>
    </message>
    <message>
        <source>You gave: {0}</source>
        <translation>Ви віддали: {0}</translation>
    </message>
    <message>
        <source>You laid away: {0}</source>
        <translation>Ви знесли: {0}</translation>
    </message>
    <message>
        <source>{0} gave you: {1}</source>
        <translation>Вам від {0}: {1}</translation>
    </message>
    <message>
        <source>Everybody passed</source>
        <translation>Усі спасували</translation>
    </message>
    <message>
        <source>Dealt again by {0}</source>
        <translation>Перероздача, роздає: {0}</translation>
    </message>
    <message>
        <source>Plays {1}: {0}</source>
        <translation>Грає {1}: {0}</translation>
    </message>
</context>
<context>
    <name>TableRulesDialog</name>
    <message>
        <source>The table&apos;s rules</source>
        <translation>Правила столу</translation>
    </message>
</context>
<context>
    <name>TalonChoicePanel</name>
    <message>
        <source>Choose a talon (прикуп)</source>
        <translation>Виберіть прикуп</translation>
    </message>
    <message>
        <source>Click one of the two talons on the table, or choose it with ← → and Enter.</source>
        <translation>Клацніть по одному з двох прикупів на столі або виберіть його клавішами ← → і Enter.</translation>
    </message>
    <message>
        <source>Left talon</source>
        <translation>Лівий прикуп</translation>
    </message>
    <message>
        <source>Right talon</source>
        <translation>Правий прикуп</translation>
    </message>
</context>
<context>
    <name>TrickHold</name>
    <message>
        <source>No trick has been taken yet in this deal.</source>
        <translation>У цій роздачі ще не взято жодного взятку.</translation>
    </message>
    <message>
        <source>Last trick: {0} took it</source>
        <translation>Останній взяток: {0}</translation>
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
        <translation>Скасувати хід не можна: після нього ви вже бачили свої карти.</translation>
    </message>
    <message>
        <source>Undo is off: the talon has been turned up since your last move.</source>
        <translation>Скасувати хід не можна: після нього відкрили прикуп.</translation>
    </message>
    <message>
        <source>Undo is off: you have received cards since your last move.</source>
        <translation>Скасувати хід не можна: після нього вам віддали карти.</translation>
    </message>
    <message>
        <source>Undo is off: you have drawn from the stock since your last move.</source>
        <translation>Скасувати хід не можна: після нього ви взяли карту з колоди.</translation>
    </message>
    <message>
        <source>Undo is off: cards have been played since your last move.</source>
        <translation>Скасувати хід не можна: після нього вже зіграно карти.</translation>
    </message>
    <message>
        <source>Undo is off: cards have been shown since your last move.</source>
        <translation>Скасувати хід не можна: після нього вам показали карти.</translation>
    </message>
    <message>
        <source>Nothing to undo: you have not acted in this deal yet.</source>
        <translation>Скасовувати нічого: у цій роздачі ви ще не ходили.</translation>
    </message>
    <message>
        <source>Not from here: in the game being played you have seen cards of this deal since this position. Go on from a later position or from the end of a deal.</source>
        <translation>Звідси не можна: у поточній грі після цієї позиції ви вже бачили карти цієї роздачі. Продовжте з пізнішої позиції або з кінця роздачі.</translation>
    </message>
</context>
<context>
    <name>WelcomeDialog</name>
    <message>
        <source>Welcome to Thousand</source>
        <extracomment>The welcome&apos;s width; its height is what its text needs at that width.</extracomment>
        <translation>Ласкаво просимо до Тисячі</translation>
    </message>
    <message>
        <source>&lt;b&gt;The auction.&lt;/b&gt; Each deal the players bid how many points they will score, from 100 up. The highest bidder takes the talon (прикуп), gives one card to each opponent and must then score at least the bid, or loses it.</source>
        <translation>&lt;b&gt;Торгівля.&lt;/b&gt; У кожній роздачі гравці замовляють, скільки очок наберуть, — від 100 і вище. Хто замовив найбільше, бере прикуп, віддає по карті кожному суперникові й мусить набрати не менше замовленого, інакше замовлення списується.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The play.&lt;/b&gt; Follow the suit led; without it, play a trump if there is one and you hold it. Cards count A 11, 10 10, K 4, Q 3, J 2, 9 0: 120 in the pack.</source>
        <translation>&lt;b&gt;Розіграш.&lt;/b&gt; Ходіть у масть; якщо її немає — козирем, якщо козир призначено і він у вас є. Очки карт: туз 11, десятка 10, король 4, дама 3, валет 2, дев&apos;ятка 0 — у колоді всього 120.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Marriages (марьяж).&lt;/b&gt; The king and queen of one suit, declared by leading one of them after taking a trick, score 40 to 100 points and make that suit trumps.</source>
        <translation>&lt;b&gt;Мар&apos;яж.&lt;/b&gt; Король і дама однієї масті: оголошується ходом однією з цих карт після взятого взятку, дає від 40 до 100 очок і робить масть козирною.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Тысяча (Thousand)&lt;/b&gt; is the Russian card game of bidding and tricks: you against the computer, with 24 cards (nine to ace). Whoever first reaches 1000 points wins.</source>
        <translation>&lt;b&gt;Тисяча&lt;/b&gt; — карткова гра з торгівлею і взятками: ви проти комп&apos;ютера, колода з 24 карт (від дев&apos;ятки до туза). Перемагає той, хто першим набере 1000 очок.</translation>
    </message>
    <message>
        <source>Three rules to begin with:</source>
        <translation>Три правила для початку:</translation>
    </message>
    <message>
        <source>The whole rules of the game you play are in Help ▸ Rules (F1), the mouse and the keys in Help ▸ Controls; Game ▸ Hint (H) suggests a move and says why. A talon turned face up stays until you click or press a key.</source>
        <translation>Усі правила вашої гри — у меню Довідка ▸ Правила (F1), миша й клавіші — у Довідка ▸ Керування; Гра ▸ Підказка (H) запропонує хід і пояснить чому. Відкритий прикуп лишається на столі, доки ви не клацнете чи не натиснете клавішу.</translation>
    </message>
    <message>
        <source>Don&apos;t show this again</source>
        <translation>Більше не показувати</translation>
    </message>
    <message>
        <source>Deal the cards</source>
        <translation>Роздати карти</translation>
    </message>
</context>
<context>
    <name>_DeclarerPanel</name>
    <message>
        <source>you lose {0}</source>
        <translation>ви втрачаєте {0}</translation>
    </message>
    <message>
        <source>you get a bolt</source>
        <translation>ви отримуєте болт</translation>
    </message>
    <message>
        <source>it costs you nothing</source>
        <translation>вам це нічого не коштує</translation>
    </message>
    <message>
        <source>Write off (списать): {0}; your opponent scores a dash and gets a bolt.</source>
        <translation>Списати гру: {0}; супернику прочерк і болт.</translation>
    </message>
    <message>
        <source>Write off (списать): {0}; each opponent scores a dash and gets a bolt.</source>
        <translation>Списати гру: {0}; кожному супернику прочерк і болт.</translation>
    </message>
    <message>
        <source>Concede (роспись): {0}; your opponent scores {1}.</source>
        <translation>Розпис: {0}, суперник отримує {1}.</translation>
    </message>
    <message>
        <source>Concede (роспись): {0}; each opponent scores {1}.</source>
        <translation>Розпис: {0}, кожен суперник отримує {1}.</translation>
    </message>
    <message>
        <source>Free concessions left: {0}.</source>
        <translation>Безплатних розписів залишилося: {0}.</translation>
    </message>
</context>
</TS>
