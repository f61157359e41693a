<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>AidsBox</name>
    <message>
        <source>Training aids</source>
        <translation>Игровые подсказки</translation>
    </message>
    <message>
        <source>Show the &amp;opponents&apos; hands</source>
        <translation>Открыть карты &amp;соперников</translation>
    </message>
    <message>
        <source>The opponents&apos; cards lie face up on the table.</source>
        <translation>Карты соперников лежат на столе открытыми.</translation>
    </message>
    <message>
        <source>Show the talon&apos;s &amp;suits</source>
        <translation>Показывать &amp;масти прикупа</translation>
    </message>
    <message>
        <source>Each face-down talon card shows its suit.</source>
        <translation>На рубашке каждой закрытой карты прикупа видна её масть.</translation>
    </message>
    <message>
        <source>Let me look at one &amp;talon card</source>
        <translation>Разрешить подсмотреть одну карту &amp;прикупа</translation>
    </message>
    <message>
        <source>During the auction, click one talon card (or press its number) to turn it over; once a deal.</source>
        <translation>Во время торговли щёлкните карту прикупа (или нажмите её номер), чтобы открыть её; один раз за сдачу.</translation>
    </message>
    <message>
        <source>A game with any aid on is not counted in the statistics.</source>
        <translation>Партия с любой подсказкой не засчитывается в статистику.</translation>
    </message>
</context>
<context>
    <name>AuctionPanel</name>
    <message>
        <source>Bid</source>
        <translation>Заказать</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Пас</translation>
    </message>
    <message>
        <source>Blind 120</source>
        <translation>Втёмную 120</translation>
    </message>
    <message>
        <source>Redeal</source>
        <translation>Пересдача</translation>
    </message>
    <message>
        <source>Look at the cards</source>
        <translation>Посмотреть карты</translation>
    </message>
    <message>
        <source>Turn your cards up and bid as usual (no blind bid then)</source>
        <translation>Открыть свои карты и торговаться как обычно (тогда без игры втёмную)</translation>
    </message>
    <message>
        <source>Your bid: a raise by the step of the rules</source>
        <translation>Ваш заказ: повышение на шаг торговли</translation>
    </message>
    <message>
        <source>Auction (торговля): no bid yet</source>
        <translation>Торговля: ставок ещё нет</translation>
    </message>
    <message>
        <source>Auction (торговля): {1} — {0}</source>
        <translation>Торговля: {1} — {0}</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>пас</translation>
    </message>
    <message>
        <source>{0} blind</source>
        <translation>{0} втёмную</translation>
    </message>
    <message>
        <source>Blind {0}</source>
        <translation>Втёмную {0}</translation>
    </message>
    <message>
        <source>Blind</source>
        <translation>Втёмную</translation>
    </message>
    <message>
        <source>Your cards lie face down: bid blind, or look at them and bid as usual.</source>
        <translation>Ваши карты лежат рубашкой вверх: играйте втёмную или посмотрите их и торгуйтесь как обычно.</translation>
    </message>
    <message>
        <source>{0} on the barrel has bid {1}: outbid it or pass.</source>
        <translation>Заявка игрока на бочке ({0}) — {1}: перебейте или пасуйте.</translation>
    </message>
    <message>
        <source>Nobody is on the hundred: bid {0} or more, or pass. If everybody passes, the dealer plays {0}.</source>
        <translation>На сотне никого нет: заявите {0} или больше либо пасуйте. Если спасуют все, сдающий играет {0}.</translation>
    </message>
    <message>
        <source>Nobody is on the hundred: bid {0} or more, or pass. If everybody passes, the cards are dealt again.</source>
        <translation>На сотне никого нет: заявите {0} или больше либо пасуйте. Если спасуют все, карты сдаются заново.</translation>
    </message>
    <message>
        <source>Raise by {0} up to {1}.</source>
        <translation>Повышайте на {0}, не выше {1}.</translation>
    </message>
    <message>
        <source>aces {0}</source>
        <translation>тузовый {0}</translation>
    </message>
    <message>
        <source>Your ceiling: {0} + marriages {1} = {2}.</source>
        <translation>Ваш потолок: {0} + марьяжи {1} = {2}.</translation>
    </message>
    <message>
        <source>Without a marriage (марьяж) in your hand you may not bid above {0}.</source>
        <translation>Без марьяжа на руках больше {0} заказывать нельзя.</translation>
    </message>
    <message>
        <source>You cannot raise: pass.</source>
        <translation>Повышать нельзя — только пас.</translation>
    </message>
</context>
<context>
    <name>ContractPanel</name>
    <message>
        <source>Play this</source>
        <translation>Играть</translation>
    </message>
    <message>
        <source>Keep the bid</source>
        <translation>Оставить заказ</translation>
    </message>
    <message>
        <source>Concede</source>
        <translation>Расписать</translation>
    </message>
    <message>
        <source>Your contract: keep {0} or raise</source>
        <translation>Ваша игра: оставить {0} или повысить</translation>
    </message>
    <message>
        <source>Your ceiling: {0}.</source>
        <translation>Ваш потолок: {0}.</translation>
    </message>
</context>
<context>
    <name>DealSummaryDialog</name>
    <message>
        <source>End of the deal</source>
        <translation>Конец раздачи</translation>
    </message>
    <message>
        <source>Next deal</source>
        <translation>Следующая раздача</translation>
    </message>
    <message>
        <source>No game in this deal.</source>
        <translation>В этой раздаче игры не было.</translation>
    </message>
    <message>
        <source>Each player&apos;s points go to their total.</source>
        <translation>Очки каждого игрока идут в его счёт.</translation>
    </message>
    <message>
        <source>{0}: concession (роспись), {1}.</source>
        <translation>{0}: роспись, {1}.</translation>
    </message>
    <message>
        <source>{0}: the contract {1} is made!</source>
        <translation>{0}: игра {1} сыграна!</translation>
    </message>
    <message>
        <source>{0}: the contract {1} is lost.</source>
        <translation>{0}: игра {1} не сыграна.</translation>
    </message>
    <message>
        <source>(blind: doubled)</source>
        <translation>(втёмную: очки удвоены)</translation>
    </message>
    <message>
        <source>(golden round: doubled)</source>
        <translation>(золотой кон: очки удвоены)</translation>
    </message>
    <message>
        <source>Result of the game</source>
        <translation>Итог игры</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Запись</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Изменение</translation>
    </message>
    <message>
        <source>Card points</source>
        <translation>Очки карт</translation>
    </message>
    <message>
        <source>Marriages</source>
        <translation>Марьяжи</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Итог</translation>
    </message>
    <message>
        <source>Bolts</source>
        <translation>Болты</translation>
    </message>
    <message>
        <source>not a point taken</source>
        <translation>ни одного очка</translation>
    </message>
    <message>
        <source>fewer than 5 points</source>
        <translation>меньше 5 очков</translation>
    </message>
    <message>
        <source>{0}: {1} — the third bolt (болт): {2} taken off, the bolts crossed out.</source>
        <translation>{0}: {1} — третий болт: снято {2}, болты зачёркнуты.</translation>
    </message>
    <message>
        <source>{0}: {1} — a bolt (болт).</source>
        <translation>{0}: {1} — болт.</translation>
    </message>
    <message>
        <source>Every bolt costs {0} as well.</source>
        <translation>Кроме того, каждый болт стоит {0}.</translation>
    </message>
    <message>
        <source>{0}: the third nine in the cut, {1} taken off.</source>
        <translation>{0}: третья девятка при съёме — снято {1}.</translation>
    </message>
    <message>
        <source>Talon (прикуп): {0}.</source>
        <translation>Прикуп: {0}.</translation>
    </message>
    <message>
        <source>{0}: aces marriage — {1}.</source>
        <translation>{0}: тузовый марьяж — {1}.</translation>
    </message>
    <message numerus="yes">
        <source>{0} dealt and sat out: the talon&apos;s %n point(s) are theirs, {1} of them for its kings and queens (a marriage, or half one for a lone K or Q).</source>
        <translation>
            <numerusform>Сдающий ({0}) не играл: ему идёт %n очко прикупа, из них {1} за королей и дам (марьяж или полмарьяжа за одинокого короля или даму).</numerusform>
            <numerusform>Сдающий ({0}) не играл: ему идут %n очка прикупа, из них {1} за королей и дам (марьяж или полмарьяжа за одинокого короля или даму).</numerusform>
            <numerusform>Сдающий ({0}) не играл: ему идут %n очков прикупа, из них {1} за королей и дам (марьяж или полмарьяжа за одинокого короля или даму).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} dealt and sat out: the talon&apos;s %n point(s), with the marriage in it ({1}), are theirs.</source>
        <translation>
            <numerusform>Сдающий ({0}) не играл: ему идёт %n очко прикупа, с марьяжем в прикупе ({1}).</numerusform>
            <numerusform>Сдающий ({0}) не играл: ему идут %n очка прикупа, с марьяжем в прикупе ({1}).</numerusform>
            <numerusform>Сдающий ({0}) не играл: ему идут %n очков прикупа, с марьяжем в прикупе ({1}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} dealt and sat out: the talon&apos;s %n point(s) are theirs.</source>
        <translation>
            <numerusform>Сдающий ({0}) не играл: ему идёт %n очко прикупа.</numerusform>
            <numerusform>Сдающий ({0}) не играл: ему идут %n очка прикупа.</numerusform>
            <numerusform>Сдающий ({0}) не играл: ему идут %n очков прикупа.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} bid 120 or more, declared no marriage and took every trick: the %n point(s) of the four cards out of play count too.</source>
        <translation>
            <numerusform>{0}: заказ от 120, без марьяжа, все взятки — засчитано и %n очко четырёх карт вне игры.</numerusform>
            <numerusform>{0}: заказ от 120, без марьяжа, все взятки — засчитаны и %n очка четырёх карт вне игры.</numerusform>
            <numerusform>{0}: заказ от 120, без марьяжа, все взятки — засчитаны и %n очков четырёх карт вне игры.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The talon not taken (%n point(s)) counts for the winner of the last trick.</source>
        <translation>
            <numerusform>Невзятый прикуп (%n очко) засчитан взявшему последнюю взятку.</numerusform>
            <numerusform>Невзятый прикуп (%n очка) засчитан взявшему последнюю взятку.</numerusform>
            <numerusform>Невзятый прикуп (%n очков) засчитан взявшему последнюю взятку.</numerusform>
        </translation>
    </message>
    <message>
        <source>{0}: marriage (марьяж) {1} — {2}.</source>
        <translation>{0}: марьяж {1} — {2}.</translation>
    </message>
    <message>
        <source>The other players&apos; points are rounded to {0}.</source>
        <translation>Очки остальных игроков округлены до {0}.</translation>
    </message>
    <message>
        <source>{0}: no trick — the third bolt (болт): {1} taken off, the bolts crossed out.</source>
        <translation>{0}: ни одной взятки — третий болт: снято {1}, болты зачёркнуты.</translation>
    </message>
    <message>
        <source>{0}: no trick — a bolt (болт).</source>
        <translation>{0}: ни одной взятки — болт.</translation>
    </message>
    <message>
        <source>{0}: on the barrel a failed contract costs nothing; the attempt is used.</source>
        <translation>{0}: на бочке несыгранная игра ничего не стоит; попытка засчитана.</translation>
    </message>
    <message>
        <source>{0} wrote the deal off (списать): each opponent scores a dash and gets a bolt.</source>
        <translation>{0} списывает игру: каждому сопернику прочерк и болт.</translation>
    </message>
    <message>
        <source>{0} collects on the barrel: +{1}, the card points of their tricks (marriages and the contract count nothing).</source>
        <translation>{0} набирает на бочке: +{1}, очки карт своих взяток (марьяжи и заказ не в счёт).</translation>
    </message>
    <message>
        <source>{0}: on the barrel (бочка).</source>
        <translation>{0}: на бочке.</translation>
    </message>
    <message>
        <source>No golden deal&apos;s contract was made: every total goes back to 0.</source>
        <translation>Ни одна золотая раздача не сыграна: все счета обнуляются.</translation>
    </message>
    <message>
        <source>{0}: exactly 555, samosval — back to 0!</source>
        <translation>{0}: ровно 555 — самосвал, снова 0!</translation>
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
        <translation>Файл колоды SVG</translation>
    </message>
    <message>
        <source>Card indices</source>
        <translation>Индексы карт</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Выбрать…</translation>
    </message>
    <message>
        <source>an SVG or SVGZ file of KDE&apos;s or Aisleriot&apos;s layout</source>
        <translation>файл SVG или SVGZ в формате KDE или Aisleriot</translation>
    </message>
    <message>
        <source>Four suit colours (♠ black, ♥ red, ♦ blue, ♣ green)</source>
        <translation>Четыре цвета мастей (♠ чёрные, ♥ красные, ♦ синие, ♣ зелёные)</translation>
    </message>
    <message>
        <source>Built-in deck</source>
        <translation>Встроенная колода</translation>
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
        <translation>как язык интерфейса</translation>
    </message>
    <message>
        <source>Russian: В Д К Т</source>
        <translation>Русские: В Д К Т</translation>
    </message>
    <message>
        <source>Polish: W D K A</source>
        <translation>Польские: W D K A</translation>
    </message>
    <message>
        <source>Latin: J Q K A</source>
        <translation>Латинские: J Q K A</translation>
    </message>
    <message>
        <source>Choose an SVG deck</source>
        <translation>Выберите колоду SVG</translation>
    </message>
    <message>
        <source>SVG decks (*.svg *.svgz)</source>
        <translation>Колоды SVG (*.svg *.svgz)</translation>
    </message>
</context>
<context>
    <name>DiscardPanel</name>
    <message>
        <source>Lay down</source>
        <translation>Положить</translation>
    </message>
    <message>
        <source>Another card for the second talon</source>
        <translation>Другую карту во второй прикуп</translation>
    </message>
    <message>
        <source>Lay three cards face down; the first goes into the other talon</source>
        <translation>Снесите три карты; первая идёт в другой прикуп</translation>
    </message>
    <message>
        <source>Lay two cards face down; the first goes into the other talon</source>
        <translation>Снесите две карты; первая идёт в другой прикуп</translation>
    </message>
    <message>
        <source>Lay three cards face down in place of the talon</source>
        <translation>Положите три карты рубашкой вверх вместо прикупа</translation>
    </message>
    <message>
        <source>Lay two cards face down in place of the talon</source>
        <translation>Положите две карты рубашкой вверх вместо прикупа</translation>
    </message>
    <message>
        <source>Click two cards: {0}</source>
        <translation>Щёлкните две карты: {0}</translation>
    </message>
    <message>
        <source>Click three cards: {0}</source>
        <translation>Щёлкните три карты: {0}</translation>
    </message>
    <message>
        <source>To the second talon: {0}; laid away: {1}</source>
        <translation>Во второй прикуп: {0}; в снос: {1}</translation>
    </message>
</context>
<context>
    <name>ForcedPlay</name>
    <message>
        <source>{0} was the only card you could play: played for you.</source>
        <translation>{0} — единственная карта, которой можно было пойти: сыграна за вас.</translation>
    </message>
</context>
<context>
    <name>GameModel</name>
    <message>
        <source>Cannot open the game: {reason}</source>
        <translation>Не удаётся открыть игру: {reason}</translation>
    </message>
    <message>
        <source>That is not your move.</source>
        <translation>Сейчас не ваш ход.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Сейчас не ваша очередь.</translation>
    </message>
    <message>
        <source>With two players the declarer discards two cards; nobody is given a card.</source>
        <translation>Вдвоём разыгрывающий сносит две карты и никому их не отдаёт.</translation>
    </message>
    <message>
        <source>With three or four players the declarer gives a card to each opponent.</source>
        <translation>Втроём и вчетвером разыгрывающий отдаёт по карте каждому сопернику.</translation>
    </message>
    <message>
        <source>Lay away three cards, as many as a talon holds.</source>
        <translation>Снесите три карты — столько, сколько в прикупе.</translation>
    </message>
    <message>
        <source>Lay away two cards, as many as a talon holds.</source>
        <translation>Снесите две карты — столько, сколько в прикупе.</translation>
    </message>
    <message>
        <source>{n} is over your ceiling of {limit}.</source>
        <translation>{n} — выше вашего потолка {limit}.</translation>
    </message>
    <message>
        <source>The contract stays {n}, the bid: raising after the talon is off in these rules.</source>
        <translation>Игра остаётся {n}, как в заказе: в этих правилах повышать после прикупа нельзя.</translation>
    </message>
    <message>
        <source>You must follow suit ({suit}).</source>
        <translation>Нужно ходить в масть ({suit}).</translation>
    </message>
    <message>
        <source>You must beat the best card ({suit}).</source>
        <translation>Нужно перебить старшую карту ({suit}).</translation>
    </message>
    <message>
        <source>You must beat the best trump ({suit}).</source>
        <translation>Нужно перебить старший козырь ({suit}).</translation>
    </message>
    <message>
        <source>You must play a trump ({suit}).</source>
        <translation>Масти нет — нужно бить козырем ({suit}).</translation>
    </message>
    <message>
        <source>The bid must be at least {n}.</source>
        <translation>Заказ должен быть не меньше {n}.</translation>
    </message>
    <message>
        <source>Bids go up in steps of {n}.</source>
        <translation>Торговля идёт с шагом {n}.</translation>
    </message>
    <message>
        <source>The contract must be at least {n}.</source>
        <translation>Игра должна быть не меньше {n}.</translation>
    </message>
    <message>
        <source>The contract goes up in steps of {n}.</source>
        <translation>Игру можно повышать с шагом {n}.</translation>
    </message>
    <message>
        <source>A marriage may be declared only after winning a trick.</source>
        <translation>Марьяж можно объявить только после своей первой взятки.</translation>
    </message>
    <message>
        <source>A marriage is declared only on the lead.</source>
        <translation>Марьяж объявляют только своим ходом, заходя с него.</translation>
    </message>
    <message>
        <source>No marriage: the king and queen must both be in your hand.</source>
        <translation>Марьяжа нет: король и дама должны быть у вас на руках.</translation>
    </message>
    <message>
        <source>You cannot concede while on the barrel.</source>
        <translation>На бочке расписаться нельзя.</translation>
    </message>
    <message>
        <source>A deal may be conceded only before the first lead.</source>
        <translation>Расписаться можно только до первого хода.</translation>
    </message>
    <message>
        <source>Conceding is off in these rules.</source>
        <translation>В этих правилах роспись не разрешена.</translation>
    </message>
    <message>
        <source>The current deal is not finished.</source>
        <translation>Текущая раздача ещё не закончена.</translation>
    </message>
    <message>
        <source>There is no seat {seat}.</source>
        <translation>Места {seat} нет.</translation>
    </message>
    <message>
        <source>Redeals are off in these rules.</source>
        <translation>В этих правилах пересдачи нет.</translation>
    </message>
    <message>
        <source>A redeal must be asked for before the first bid.</source>
        <translation>Пересдачу просят до первого заказа.</translation>
    </message>
    <message>
        <source>These cards give no right to a redeal.</source>
        <translation>С такими картами пересдача не положена.</translation>
    </message>
    <message>
        <source>In these rules a redeal is asked for after the contract, before the first lead.</source>
        <translation>По этим правилам пересдачу просят после объявления игры, до первого хода.</translation>
    </message>
    <message>
        <source>A redeal must be asked for before the first card is played.</source>
        <translation>Пересдачу нужно просить до первой сыгранной карты.</translation>
    </message>
    <message>
        <source>The declarer has no redeal for the hand now; they may concede.</source>
        <translation>У разыгрывающего сейчас нет пересдачи по картам; он может расписаться.</translation>
    </message>
    <message>
        <source>The blind game is off in these rules.</source>
        <translation>В этих правилах игры втёмную нет.</translation>
    </message>
    <message>
        <source>Only the first speaker may bid blind, before anything else is said.</source>
        <translation>Втёмную может заказать только первый говорящий, пока никто ничего не сказал.</translation>
    </message>
    <message>
        <source>A blind bid must be from {low} to {high} in steps of {step}.</source>
        <translation>Заказ втёмную — от {low} до {high} с шагом {step}.</translation>
    </message>
    <message>
        <source>No blind bid after your own open bid or pass.</source>
        <translation>После своего открытого заказа или паса заказывать втёмную нельзя.</translation>
    </message>
    <message>
        <source>The blind bid is exactly {n}.</source>
        <translation>Заказ втёмную — ровно {n}.</translation>
    </message>
    <message>
        <source>{n} is over your ceiling of {limit} ({base} + your marriages, at most {max}).</source>
        <translation>{n} — выше вашего потолка {limit} ({base} + ваши марьяжи, не больше {max}).</translation>
    </message>
    <message>
        <source>Collecting points on the barrel, you bid and play at most {n}.</source>
        <translation>На бочке с набором очков можно заказывать и играть не больше {n}.</translation>
    </message>
    <message>
        <source>Choose the first or the second talon.</source>
        <translation>Выберите первый или второй прикуп.</translation>
    </message>
    <message>
        <source>Nobody may concede while a player sits on the barrel.</source>
        <translation>Пока кто-то сидит на бочке, расписываться нельзя никому.</translation>
    </message>
    <message>
        <source>{card} is not in your hand.</source>
        <translation>Карты {card} у вас нет.</translation>
    </message>
    <message>
        <source>Choose two different cards.</source>
        <translation>Выберите две разные карты.</translation>
    </message>
    <message>
        <source>Only a player who declared a marriage may lead a trump ({suit}).</source>
        <translation>Ходить с козыря ({suit}) может только объявивший марьяж.</translation>
    </message>
    <message>
        <source>No marriage: the king and queen of {suit} must both be in your hand.</source>
        <translation>Марьяжа нет: король и дама {suit} должны быть оба у вас на руке.</translation>
    </message>
    <message>
        <source>The {suit} marriage was declared already: each marriage once a deal.</source>
        <translation>Марьяж {suit} уже объявлен: каждый марьяж — один раз за сдачу.</translation>
    </message>
    <message>
        <source>In these rules a marriage is declared only by leading its king or queen.</source>
        <translation>По этим правилам марьяж объявляют только ходом с его короля или дамы.</translation>
    </message>
    <message>
        <source>One marriage a turn: now play a card.</source>
        <translation>Один марьяж за ход: теперь сыграйте карту.</translation>
    </message>
    <message>
        <source>In these rules a marriage always makes its suit trump.</source>
        <translation>По этим правилам марьяж всегда делает свою масть козырем.</translation>
    </message>
    <message>
        <source>There is no trump to keep yet: the first marriage makes its suit trump.</source>
        <translation>Козыря ещё нет, оставлять нечего: первый марьяж делает свою масть козырем.</translation>
    </message>
    <message>
        <source>The ace marriage is off in these rules.</source>
        <translation>В этих правилах тузового марьяжа нет.</translation>
    </message>
    <message>
        <source>The ace marriage was declared already.</source>
        <translation>Тузовый марьяж уже объявлен.</translation>
    </message>
    <message>
        <source>The ace marriage needs all four aces, led with an ace.</source>
        <translation>Для тузового марьяжа нужны все четыре туза, и заходить нужно с туза.</translation>
    </message>
    <message>
        <source>The game with a stock has no auction, talon, contract or concession: play a card.</source>
        <translation>В игре с колодой нет торговли, прикупа, заказа и росписи: сыграйте карту.</translation>
    </message>
    <message>
        <source>That is not possible now.</source>
        <translation>Сейчас это невозможно.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Игра окончена.</translation>
    </message>
    <message>
        <source>The cards are not dealt yet.</source>
        <translation>Карты ещё не розданы.</translation>
    </message>
    <message>
        <source>That is not a valid move.</source>
        <translation>Такого хода нет.</translation>
    </message>
    <message>
        <source>Autosave is off: {reason}
The game goes on; use Save as… to keep it.</source>
        <translation>Автосохранение отключено: {reason}
Игра продолжается; чтобы сохранить её, выберите «Сохранить как…».</translation>
    </message>
</context>
<context>
    <name>GameOverDialog</name>
    <message>
        <source>Game over</source>
        <translation>Игра окончена</translation>
    </message>
    <message>
        <source>New game (same players and rules)</source>
        <translation>Новая игра (те же игроки и правила)</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Разбор</translation>
    </message>
    <message>
        <source>Look through the game with every hand open, and analyse it.</source>
        <translation>Просмотреть партию с открытыми картами всех игроков и разобрать её.</translation>
    </message>
    <message>
        <source>Winner: {0}!</source>
        <translation>Победитель: {0}!</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Итог</translation>
    </message>
    <message>
        <source>Settlement</source>
        <translation>Расчёт</translation>
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
        <translation>Отдать</translation>
    </message>
    <message>
        <source>Choose again</source>
        <translation>Выбрать заново</translation>
    </message>
    <message>
        <source>Concede</source>
        <translation>Расписать</translation>
    </message>
    <message>
        <source>Redeal</source>
        <translation>Пересдача</translation>
    </message>
    <message>
        <source>Give one card to each opponent</source>
        <translation>Отдайте по карте каждому сопернику</translation>
    </message>
    <message>
        <source>click a card</source>
        <translation>щёлкните карту</translation>
    </message>
</context>
<context>
    <name>HandLook</name>
    <message>
        <source>Click your cards or press L to look at them</source>
        <translation>Щёлкните по картам или нажмите L, чтобы их посмотреть</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>Click a card</source>
        <extracomment>``translate(&quot;Context&quot;, &quot;literal&quot;)``: the form ``pyside6-lupdate`` extracts.</extracomment>
        <translation>Щелчок по карте</translation>
    </message>
    <message>
        <source>Raise (select) it; click it again to play it.</source>
        <translation>Поднять (выбрать) её; второй щелчок — сыграть.</translation>
    </message>
    <message>
        <source>Double-click a card</source>
        <translation>Двойной щелчок по карте</translation>
    </message>
    <message>
        <source>Play it.</source>
        <translation>Сыграть её.</translation>
    </message>
    <message>
        <source>Drag a card</source>
        <translation>Перетаскивание карты</translation>
    </message>
    <message>
        <source>Drop it in the middle of the table to play it.</source>
        <translation>Отпустите её в середине стола, чтобы сыграть.</translation>
    </message>
    <message>
        <source>Giving</source>
        <translation>Отдача карт</translation>
    </message>
    <message>
        <source>Click the card for each opponent, then Give.</source>
        <translation>Щёлкните карту для каждого соперника, затем «Отдать».</translation>
    </message>
    <message>
        <source>Panels</source>
        <translation>Панели</translation>
    </message>
    <message>
        <source>Bid, pass, fix the contract or concede with the buttons.</source>
        <translation>Заказ, пас, назначение игры и роспись — кнопками.</translation>
    </message>
    <message>
        <source>Click a pile of won tricks</source>
        <translation>Щелчок по стопке взяток</translation>
    </message>
    <message>
        <source>Look at the last trick again: who played each card, and who took it.</source>
        <translation>Ещё раз посмотреть последнюю взятку: кто какой картой ходил и кто её взял.</translation>
    </message>
    <message>
        <source>Click your face-down hand</source>
        <translation>Щелчок по своим закрытым картам</translation>
    </message>
    <message>
        <source>Blind game: look at your cards (no blind bid after that).</source>
        <translation>Игра втёмную: посмотреть свои карты (после этого втёмную заказывать нельзя).</translation>
    </message>
    <message>
        <source>Point at the declarer&apos;s plate</source>
        <translation>Навести мышь на табличку разыгрывающего</translation>
    </message>
    <message>
        <source>The talon and the cards given in this deal, as far as you saw them.</source>
        <translation>Прикуп и отданные карты этой раздачи — то, что вы видели.</translation>
    </message>
    <message>
        <source>Select the card to the left or right.</source>
        <translation>Выбрать карту левее или правее.</translation>
    </message>
    <message>
        <source>Enter, Space</source>
        <translation>Enter, пробел</translation>
    </message>
    <message>
        <source>Play the selected card (when giving: pick it, Space takes it back; once both are picked, Enter gives them); with none selected, select the first.</source>
        <translation>Сыграть выбранную карту (при отдаче — выбрать её, пробел возвращает её; когда выбраны обе, Enter отдаёт их); если ни одна не выбрана — выбрать первую.</translation>
    </message>
    <message>
        <source>Look at the last trick again (any key or click puts it away).</source>
        <translation>Ещё раз посмотреть последнюю взятку (любая клавиша или щелчок убирает её).</translation>
    </message>
    <message>
        <source>With the training aid on, look at that talon card during the auction.</source>
        <translation>С включённой подсказкой: подсмотреть эту карту прикупа во время торговли.</translation>
    </message>
    <message>
        <source>Blind game: look at your cards lying face down (no blind bid after that).</source>
        <translation>Игра втёмную: посмотреть свои карты, лежащие рубашкой вверх (после этого втёмную заказывать нельзя).</translation>
    </message>
    <message>
        <source>Move between the buttons of a panel; Enter presses the default one.</source>
        <translation>Переход между кнопками панели; Enter нажимает основную.</translation>
    </message>
    <message>
        <source>Close a dialog.</source>
        <translation>Закрыть окно диалога.</translation>
    </message>
    <message>
        <source>Back or on a move.</source>
        <translation>На ход назад или вперёд.</translation>
    </message>
    <message>
        <source>Back or on a trick.</source>
        <translation>На взятку назад или вперёд.</translation>
    </message>
    <message>
        <source>Back or on a deal.</source>
        <translation>На сдачу назад или вперёд.</translation>
    </message>
    <message>
        <source>Page Up, Page Down</source>
        <translation>⇞ ⇟ (страница вверх, страница вниз)</translation>
    </message>
    <message>
        <source>The first or the last position.</source>
        <translation>Первая или последняя позиция.</translation>
    </message>
    <message>
        <source>Home, End</source>
        <translation>⇱ ⇲ (в начало, в конец)</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Пробел</translation>
    </message>
    <message>
        <source>Play the game on by itself, or pause.</source>
        <translation>Показывать партию дальше самому или остановить.</translation>
    </message>
    <message>
        <source>Leave the review, back to the game.</source>
        <translation>Закончить разбор и вернуться к игре.</translation>
    </message>
    <message>
        <source>Double-click a score sheet row</source>
        <translation>Двойной щелчок по строке записи</translation>
    </message>
    <message>
        <source>Go to that deal.</source>
        <translation>Перейти к этой сдаче.</translation>
    </message>
    <message>
        <source>Mouse</source>
        <translation>Мышь</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>Клавиатура</translation>
    </message>
    <message>
        <source>Shortcuts</source>
        <translation>Сочетания клавиш</translation>
    </message>
    <message>
        <source>In review (Game ▸ Review)</source>
        <translation>В разборе (Игра ▸ Разбор партии)</translation>
    </message>
    <message>
        <source>Marks on the table and the score sheet</source>
        <translation>Обозначения на столе и в записи</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Thousand {0}&lt;/h3&gt;&lt;p&gt;The Russian card game Тысяча against the computer.&lt;/p&gt;&lt;p&gt;Free software under the GNU GPL, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Тысяча {0}&lt;/h3&gt;&lt;p&gt;Русская карточная игра «Тысяча» против компьютера.&lt;/p&gt;&lt;p&gt;Свободная программа под лицензией GNU GPL версии 3 или более поздней.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>HintReason</name>
    <message>
        <source>it is the only possible move</source>
        <translation>это единственный возможный ход</translation>
    </message>
    <message>
        <source>by the usual rules of thumb</source>
        <translation>по обычным правилам хорошей игры</translation>
    </message>
    <message>
        <source>it beats the cards played so far</source>
        <translation>она бьёт уже сыгранные карты</translation>
    </message>
    <message>
        <source>in about a quarter of the cases</source>
        <translation>примерно в четверти случаев</translation>
    </message>
    <message>
        <source>in about a third of the cases</source>
        <translation>примерно в трети случаев</translation>
    </message>
    <message>
        <source>in about half of the cases</source>
        <translation>примерно в половине случаев</translation>
    </message>
    <message>
        <source>in about two thirds of the cases</source>
        <translation>примерно в двух третях случаев</translation>
    </message>
    <message>
        <source>in about three quarters of the cases</source>
        <translation>примерно в трёх четвертях случаев</translation>
    </message>
    <message numerus="yes">
        <source>with it your contract is made however the other cards lie ({0} of %n deal(s) tried)</source>
        <translation>
            <numerusform>с ней ваша игра сыгрывается при любом раскладе остальных карт ({0} из %n проверенного расклада)</numerusform>
            <numerusform>с ней ваша игра сыгрывается при любом раскладе остальных карт ({0} из %n проверенных раскладов)</numerusform>
            <numerusform>с ней ваша игра сыгрывается при любом раскладе остальных карт ({0} из %n проверенных раскладов)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>with it your contract is made in most ways the other cards may lie ({0} of %n deal(s) tried)</source>
        <translation>
            <numerusform>с ней ваша игра сыгрывается при большинстве раскладов остальных карт ({0} из %n проверенного расклада)</numerusform>
            <numerusform>с ней ваша игра сыгрывается при большинстве раскладов остальных карт ({0} из %n проверенных раскладов)</numerusform>
            <numerusform>с ней ваша игра сыгрывается при большинстве раскладов остальных карт ({0} из %n проверенных раскладов)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>with it your contract is made {1} ({0} of %n deal(s) tried)</source>
        <translation>
            <numerusform>с ней ваша игра сыгрывается {1} ({0} из %n проверенного расклада)</numerusform>
            <numerusform>с ней ваша игра сыгрывается {1} ({0} из %n проверенных раскладов)</numerusform>
            <numerusform>с ней ваша игра сыгрывается {1} ({0} из %n проверенных раскладов)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>your contract is in danger whatever you play: this card gives it the best chance ({0} of %n deal(s) tried)</source>
        <translation>
            <numerusform>ваша игра под угрозой, что бы вы ни сыграли: эта карта даёт ей лучший шанс ({0} из %n проверенного расклада)</numerusform>
            <numerusform>ваша игра под угрозой, что бы вы ни сыграли: эта карта даёт ей лучший шанс ({0} из %n проверенных раскладов)</numerusform>
            <numerusform>ваша игра под угрозой, что бы вы ни сыграли: эта карта даёт ей лучший шанс ({0} из %n проверенных раскладов)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>with it the declarer&apos;s contract fails however the other cards lie ({0} of %n deal(s) tried)</source>
        <translation>
            <numerusform>с ней игра разыгрывающего не сыгрывается при любом раскладе остальных карт ({0} из %n проверенного расклада)</numerusform>
            <numerusform>с ней игра разыгрывающего не сыгрывается при любом раскладе остальных карт ({0} из %n проверенных раскладов)</numerusform>
            <numerusform>с ней игра разыгрывающего не сыгрывается при любом раскладе остальных карт ({0} из %n проверенных раскладов)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>with it the declarer&apos;s contract fails in most ways the other cards may lie ({0} of %n deal(s) tried)</source>
        <translation>
            <numerusform>с ней игра разыгрывающего не сыгрывается при большинстве раскладов остальных карт ({0} из %n проверенного расклада)</numerusform>
            <numerusform>с ней игра разыгрывающего не сыгрывается при большинстве раскладов остальных карт ({0} из %n проверенных раскладов)</numerusform>
            <numerusform>с ней игра разыгрывающего не сыгрывается при большинстве раскладов остальных карт ({0} из %n проверенных раскладов)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>with it the declarer&apos;s contract fails {1} ({0} of %n deal(s) tried)</source>
        <translation>
            <numerusform>с ней игра разыгрывающего не сыгрывается {1} ({0} из %n проверенного расклада)</numerusform>
            <numerusform>с ней игра разыгрывающего не сыгрывается {1} ({0} из %n проверенных раскладов)</numerusform>
            <numerusform>с ней игра разыгрывающего не сыгрывается {1} ({0} из %n проверенных раскладов)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the declarer&apos;s contract is likely to be made whatever you play: this card gives the best chance to break it ({0} of %n deal(s) tried)</source>
        <translation>
            <numerusform>игра разыгрывающего, скорее всего, сыграется, что бы вы ни сыграли: эта карта даёт лучший шанс её сорвать ({0} из %n проверенного расклада)</numerusform>
            <numerusform>игра разыгрывающего, скорее всего, сыграется, что бы вы ни сыграли: эта карта даёт лучший шанс её сорвать ({0} из %n проверенных раскладов)</numerusform>
            <numerusform>игра разыгрывающего, скорее всего, сыграется, что бы вы ни сыграли: эта карта даёт лучший шанс её сорвать ({0} из %n проверенных раскладов)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>it takes the trick and its %n point(s)</source>
        <translation>
            <numerusform>она берёт взятку и её %n очко</numerusform>
            <numerusform>она берёт взятку и её %n очка</numerusform>
            <numerusform>она берёт взятку и её %n очков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the trick goes to your side: it adds %n point(s) to it</source>
        <translation>
            <numerusform>взятка достаётся вашей стороне: карта добавляет в неё %n очко</numerusform>
            <numerusform>взятка достаётся вашей стороне: карта добавляет в неё %n очка</numerusform>
            <numerusform>взятка достаётся вашей стороне: карта добавляет в неё %n очков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} is made in {1} of %n sampled deal(s)</source>
        <translation>
            <numerusform>{0} сыгрывается в {1} из %n разобранного расклада</numerusform>
            <numerusform>{0} сыгрывается в {1} из %n разобранных раскладов</numerusform>
            <numerusform>{0} сыгрывается в {1} из %n разобранных раскладов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} would be made in only {1} of %n sampled deal(s)</source>
        <translation>
            <numerusform>{0} сыгрывается лишь в {1} из %n разобранного расклада</numerusform>
            <numerusform>{0} сыгрывается лишь в {1} из %n разобранных раскладов</numerusform>
            <numerusform>{0} сыгрывается лишь в {1} из %n разобранных раскладов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>you are expected to score %n point(s) more than the opponent</source>
        <translation>
            <numerusform>вы в среднем наберёте на %n очко больше соперника</numerusform>
            <numerusform>вы в среднем наберёте на %n очка больше соперника</numerusform>
            <numerusform>вы в среднем наберёте на %n очков больше соперника</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>you are expected to score %n point(s) fewer than the opponent</source>
        <translation>
            <numerusform>вы в среднем наберёте на %n очко меньше соперника</numerusform>
            <numerusform>вы в среднем наберёте на %n очка меньше соперника</numerusform>
            <numerusform>вы в среднем наберёте на %n очков меньше соперника</numerusform>
        </translation>
    </message>
    <message>
        <source>you are expected to score as many points as the opponent</source>
        <translation>вы в среднем наберёте столько же очков, сколько соперник</translation>
    </message>
    <message numerus="yes">
        <source>over %n sampled deal(s) from here {0}</source>
        <translation>
            <numerusform>по %n разобранному раскладу отсюда {0}</numerusform>
            <numerusform>по %n разобранным раскладам отсюда {0}</numerusform>
            <numerusform>по %n разобранным раскладам отсюда {0}</numerusform>
        </translation>
    </message>
    <message>
        <source>the trick is lost: it gives away as few points as possible</source>
        <translation>взятка проиграна: карта отдаёт как можно меньше очков</translation>
    </message>
    <message>
        <source>it gives away as few points as possible</source>
        <translation>карта отдаёт как можно меньше очков</translation>
    </message>
    <message>
        <source>{0}; a redeal costs nothing</source>
        <translation>{0}; пересдача ничего не стоит</translation>
    </message>
    <message>
        <source>the barrel player&apos;s {0} stands: only a higher bid stops them</source>
        <translation>заявка {0} игрока на бочке в силе: остановить его может только более высокая ставка</translation>
    </message>
    <message>
        <source>nobody is on the hundred: a pass costs nothing</source>
        <translation>на сотне никого нет: пас ничего не стоит</translation>
    </message>
    <message>
        <source>everybody else passed: if you pass too, the dealer plays {0}</source>
        <translation>все остальные спасовали: если спасуете и вы, сдающий играет {0}</translation>
    </message>
    <message>
        <source>everybody else passed: if you pass too, the cards are dealt again</source>
        <translation>все остальные спасовали: если спасуете и вы, карты сдаются заново</translation>
    </message>
    <message>
        <source>{0}; {1}</source>
        <comment>what the card does; why</comment>
        <translation>{0}; {1}</translation>
    </message>
    <message>
        <source>, expected score {0}</source>
        <translation>, ожидаемый итог {0}</translation>
    </message>
    <message>
        <source>playing on is expected to score {0}: conceding costs less</source>
        <translation>если играть, ожидается {0}: расписаться дешевле</translation>
    </message>
    <message>
        <source>conceding costs less than playing on</source>
        <translation>расписаться дешевле, чем играть</translation>
    </message>
    <message>
        <source>the hand you keep is expected to score {0}</source>
        <translation>с оставленными картами ожидается {0}</translation>
    </message>
</context>
<context>
    <name>HostTableDialog</name>
    <message>
        <source>Host a table</source>
        <extracomment>Where the table listens: every network interface (IPv6 and IPv4), or this computer only. The listen choice as the settings keep it. Where the table runs: in this program, or on a ``thousand-qt serve`` process.</extracomment>
        <translation>Создать стол</translation>
    </message>
    <message>
        <source>Every rule…</source>
        <translation>Все правила…</translation>
    </message>
    <message>
        <source>Every rule of the table, as Preferences ▸ Rules shows them; rules that match no preset are your own rules (Custom).</source>
        <translation>Все правила стола, как в «Настройки ▸ Правила»; правила, не совпадающие ни с одним набором, — ваши собственные («Своя»).</translation>
    </message>
    <message>
        <source>A person</source>
        <translation>Человек</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Компьютер</translation>
    </message>
    <message>
        <source>Who sits here</source>
        <translation>Кто сидит здесь</translation>
    </message>
    <message>
        <source>In this program</source>
        <translation>В этой программе</translation>
    </message>
    <message>
        <source>On a server (thousand-qt serve)</source>
        <translation>На сервере (thousand-qt serve)</translation>
    </message>
    <message>
        <source>In this program: this computer waits for the players. On a server: the table is created on a Thousand server and everybody joins it there.</source>
        <translation>В этой программе: игроков ждёт этот компьютер. На сервере: стол создаётся на сервере «Тысячи», и все садятся за него там.</translation>
    </message>
    <message>
        <source>The table runs</source>
        <translation>Где идёт стол</translation>
    </message>
    <message>
        <source>for example example.org:{0}</source>
        <translation>например, example.org:{0}</translation>
    </message>
    <message>
        <source>The server&apos;s address and port (host:port; wss:// for a server with TLS).</source>
        <translation>Адрес и порт сервера (хост:порт; wss:// для сервера с TLS).</translation>
    </message>
    <message>
        <source>Server address</source>
        <translation>Адрес сервера</translation>
    </message>
    <message>
        <source>Every network of this computer</source>
        <translation>Все сети этого компьютера</translation>
    </message>
    <message>
        <source>This computer only (to try it)</source>
        <translation>Только этот компьютер (для пробы)</translation>
    </message>
    <message>
        <source>Listen on</source>
        <translation>Ждать игроков</translation>
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
        <translation>Сколько стол ждёт игрока, у которого оборвалась связь; потом за него играет компьютер, пока игрок не вернётся.</translation>
    </message>
    <message>
        <source>Wait for a dropped player</source>
        <translation>Ждать выпавшего игрока</translation>
    </message>
    <message>
        <source>easy</source>
        <comment>level</comment>
        <translation>слабый</translation>
    </message>
    <message>
        <source>normal</source>
        <comment>level</comment>
        <translation>средний</translation>
    </message>
    <message>
        <source>strong</source>
        <comment>level</comment>
        <translation>сильный</translation>
    </message>
    <message>
        <source>Then a computer plays</source>
        <translation>Потом играет компьютер</translation>
    </message>
    <message>
        <source>off</source>
        <comment>turn clock</comment>
        <translation>выкл.</translation>
    </message>
    <message>
        <source>How long a player may think over a move; then a computer plays for them until they act again. Off: the table waits as long as it takes.</source>
        <translation>Сколько игрок может думать над ходом; потом за него играет компьютер, пока игрок снова не сделает ход. Выкл.: стол ждёт сколько угодно.</translation>
    </message>
    <message>
        <source>Turn clock</source>
        <translation>Время на ход</translation>
    </message>
    <message>
        <source>Allow hints</source>
        <translation>Разрешить подсказки</translation>
    </message>
    <message>
        <source>Public: strangers see it in the list of Join a table</source>
        <translation>Открытый: незнакомые люди видят его в списке «Сесть за стол»</translation>
    </message>
    <message>
        <source>Anybody who asks the server for its tables sees this one while it waits for players, and may sit down. Unchecked, only those you give the code to can find it.</source>
        <translation>Его видит всякий, кто спросит у сервера список столов, пока стол ждёт игроков, и может сесть за него. Без этой отметки стол найдут только те, кому вы дали код.</translation>
    </message>
    <message>
        <source>This computer holds every hand of the table (its autosave names them). Play here with people you trust; a table among strangers belongs on a Thousand server that none of them runs.</source>
        <translation>Этот компьютер знает все карты за столом (они есть в его автосохранении). Играйте так с теми, кому доверяете; стол с незнакомыми людьми лучше создать на сервере «Тысячи», который не запущен ни у кого из них.</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Создать</translation>
    </message>
    <message>
        <source>Choose a person for at least one seat: against computers only, Game ▸ New game plays without a network.</source>
        <translation>Посадите человека хотя бы на одно место: против одних компьютеров играют без сети, через Игра ▸ Новая игра.</translation>
    </message>
    <message>
        <source>Type the server&apos;s address and port, for example example.org:{0}.</source>
        <translation>Введите адрес и порт сервера, например example.org:{0}.</translation>
    </message>
</context>
<context>
    <name>HumanInput</name>
    <message>
        <source>{0} will be played as soon as it is your move.</source>
        <translation>{0} будет сыграна, как только придёт ваш ход.</translation>
    </message>
    <message>
        <source>{0} is selected for your move (click it again to play it).</source>
        <translation>{0} выбрана для вашего хода (щёлкните по ней ещё раз, чтобы сыграть её).</translation>
    </message>
    <message>
        <source>to the talon</source>
        <translation>в снос</translation>
    </message>
    <message>
        <source>to the second talon</source>
        <translation>во второй прикуп</translation>
    </message>
</context>
<context>
    <name>JoinTableDialog</name>
    <message>
        <source>Type your name: the other players see it at the table.</source>
        <translation>Введите своё имя: его видят другие игроки за столом.</translation>
    </message>
    <message>
        <source>Join a table</source>
        <translation>Сесть за стол</translation>
    </message>
    <message>
        <source>for example 192.168.1.5:{0}</source>
        <translation>например, 192.168.1.5:{0}</translation>
    </message>
    <message>
        <source>The address and port the host&apos;s window shows; the whole line it gives to pass on may be pasted here.</source>
        <translation>Адрес и порт, которые показывает окно хозяина стола; сюда можно вставить всю строку, которую он передал.</translation>
    </message>
    <message>
        <source>Host address</source>
        <translation>Адрес хозяина</translation>
    </message>
    <message>
        <source>Public tables</source>
        <translation>Открытые столы</translation>
    </message>
    <message>
        <source>six letters and digits</source>
        <translation>шесть букв и цифр</translation>
    </message>
    <message>
        <source>Table code</source>
        <translation>Код стола</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Ваше имя</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Сесть</translation>
    </message>
    <message>
        <source>Type the host&apos;s address as the host&apos;s window shows it, for example 192.168.1.5:{0}.</source>
        <translation>Введите адрес хозяина так, как его показывает окно хозяина, например 192.168.1.5:{0}.</translation>
    </message>
    <message>
        <source>The table code has six letters and digits, as the host&apos;s window shows it.</source>
        <translation>В коде стола шесть букв и цифр, как в окне хозяина.</translation>
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
        <translation>Свободных мест</translation>
    </message>
    <message>
        <source>Who waits</source>
        <translation>Кто ждёт</translation>
    </message>
    <message>
        <source>Public tables on this server</source>
        <translation>Открытые столы на этом сервере</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Обновить</translation>
    </message>
    <message>
        <source>Ask the server again for its public tables.</source>
        <translation>Снова спросить у сервера его открытые столы.</translation>
    </message>
    <message>
        <source>Type the server&apos;s address, then Refresh to see its public tables.</source>
        <translation>Введите адрес сервера и нажмите «Обновить», чтобы увидеть его открытые столы.</translation>
    </message>
    <message>
        <source>Asking the server for its public tables…</source>
        <translation>Спрашиваем у сервера его открытые столы…</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n игрок</numerusform>
            <numerusform>%n игрока</numerusform>
            <numerusform>%n игроков</numerusform>
        </translation>
    </message>
    <message>
        <source>{0} s a move</source>
        <translation>{0} с на ход</translation>
    </message>
    <message>
        <source>hints allowed</source>
        <translation>подсказки разрешены</translation>
    </message>
    <message numerus="yes">
        <source>%n computer(s)</source>
        <translation>
            <numerusform>%n компьютер</numerusform>
            <numerusform>%n компьютера</numerusform>
            <numerusform>%n компьютеров</numerusform>
        </translation>
    </message>
    <message>
        <source>nobody yet</source>
        <translation>пока никого</translation>
    </message>
    <message>
        <source>Table {0}</source>
        <translation>Стол {0}</translation>
    </message>
    <message numerus="yes">
        <source>%n public table(s) wait for players: choose one and press Join, or double-click it.</source>
        <translation>
            <numerusform>%n открытый стол ждёт игроков: выберите его и нажмите «Сесть» или дважды щёлкните по нему.</numerusform>
            <numerusform>%n открытых стола ждут игроков: выберите стол и нажмите «Сесть» или дважды щёлкните по нему.</numerusform>
            <numerusform>%n открытых столов ждут игроков: выберите стол и нажмите «Сесть» или дважды щёлкните по нему.</numerusform>
        </translation>
    </message>
    <message>
        <source>No public table waits for players on this server now.</source>
        <translation>Сейчас на этом сервере нет открытых столов, ждущих игроков.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Your word in the auction.</source>
        <translation>Ваше слово в торговле.</translation>
    </message>
    <message>
        <source>Set your contract: keep the bid or raise it.</source>
        <translation>Назначьте игру.</translation>
    </message>
    <message>
        <source>Marriage</source>
        <translation>Марьяж</translation>
    </message>
    <message>
        <source>Declare the marriage (марьяж) with this card?</source>
        <translation>Объявить марьяж этой картой?</translation>
    </message>
    <message>
        <source>Hint: {0}</source>
        <translation>Подсказка: {0}</translation>
    </message>
    <message>
        <source>The autosaved game could not be read ({reason}); it is kept as {path}.</source>
        <translation>Автосохранённую партию не удалось прочитать ({reason}); она сохранена как {path}.</translation>
    </message>
    <message>
        <source>The autosaved game could not be resumed ({reason}); a new game starts.</source>
        <translation>Автосохранённую партию не удалось продолжить ({reason}); начинается новая партия.</translation>
    </message>
    <message>
        <source>Thousand</source>
        <translation>Тысяча</translation>
    </message>
    <message>
        <source>Thousand is already running, but its window does not answer. Close it, then start the game again.</source>
        <translation>«Тысяча» уже запущена, но её окно не отвечает. Закройте его и запустите игру снова.</translation>
    </message>
    <message>
        <source>The settings file is too large to be read; it is kept as {path} and the defaults are used.</source>
        <translation>Файл настроек слишком велик, чтобы его прочитать; он сохранён как {path}, используются настройки по умолчанию.</translation>
    </message>
    <message>
        <source>Resume the unfinished game?</source>
        <translation>Продолжить неоконченную игру?</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <comment>a player and their total</comment>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <source>Deals played: {0}.</source>
        <translation>Сыграно раздач: {0}.</translation>
    </message>
    <message>
        <source>Begun: {0}.</source>
        <translation>Начата: {0}.</translation>
    </message>
    <message>
        <source>Last played: {0}.</source>
        <translation>Последний ход: {0}.</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <comment>hint and why</comment>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <source>play {0}</source>
        <translation>ходите {0}</translation>
    </message>
    <message>
        <source>and declare the marriage, keeping the trump</source>
        <translation>и объявить марьяж, оставив козырь</translation>
    </message>
    <message>
        <source>and declare the marriage</source>
        <translation>и объявляйте марьяж</translation>
    </message>
    <message>
        <source>declare the {0} marriage before your card, keeping the trump</source>
        <translation>объявить марьяж {0} перед своей картой, оставив козырь</translation>
    </message>
    <message>
        <source>declare the {0} marriage before your card</source>
        <translation>объявить марьяж {0} перед своей картой</translation>
    </message>
    <message>
        <source>bid {0} blind</source>
        <translation>заказывайте {0} втёмную</translation>
    </message>
    <message>
        <source>bid {0}</source>
        <translation>заказывайте {0}</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>пас</translation>
    </message>
    <message>
        <source>play the contract {0}</source>
        <translation>играйте {0}</translation>
    </message>
    <message>
        <source>give {0}</source>
        <translation>отдайте {0}</translation>
    </message>
    <message>
        <source>lay away {0} and put {1} into the second talon</source>
        <translation>снести {0} и положить {1} во второй прикуп</translation>
    </message>
    <message>
        <source>lay away {0}</source>
        <translation>снести {0}</translation>
    </message>
    <message>
        <source>open the left talon</source>
        <translation>открыть левый прикуп</translation>
    </message>
    <message>
        <source>open the right talon</source>
        <translation>открыть правый прикуп</translation>
    </message>
    <message>
        <source>write the deal off (списать)</source>
        <translation>спишите игру</translation>
    </message>
    <message>
        <source>concede (роспись)</source>
        <translation>распишитесь</translation>
    </message>
    <message>
        <source>ask for a redeal</source>
        <translation>просите пересдачу</translation>
    </message>
    <message>
        <source>The game is over. Game ▸ New game (Ctrl+N) starts another.</source>
        <translation>Игра окончена. Новую начинает Игра ▸ Новая игра (Ctrl+N).</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Новая игра</translation>
    </message>
    <message>
        <source>Abandon the game in progress and start a new one?</source>
        <translation>Бросить текущую игру и начать новую?</translation>
    </message>
    <message>
        <source>Cannot open {0}:
{1}</source>
        <translation>Не удаётся открыть {0}:
{1}</translation>
    </message>
    <message>
        <source>Open a game</source>
        <translation>Открыть игру</translation>
    </message>
    <message>
        <source>Thousand games (*.thousand);;All files (*)</source>
        <extracomment>``translate(&quot;Context&quot;, &quot;literal&quot;)``: the form ``pyside6-lupdate`` extracts.</extracomment>
        <translation>Игры в Тысячу (*.thousand);;Все файлы (*)</translation>
    </message>
    <message>
        <source>Abandon the game in progress and open {0}?</source>
        <translation>Бросить текущую игру и открыть {0}?</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Сохранить игру</translation>
    </message>
    <message>
        <source>Cannot save: {0} is read-only.</source>
        <translation>Не удалось сохранить: файл {0} доступен только для чтения.</translation>
    </message>
    <message>
        <source>Cannot save {0}:
{1}</source>
        <translation>Не удаётся сохранить {0}:
{1}</translation>
    </message>
    <message>
        <source>Saved to {0}</source>
        <translation>Сохранено: {0}</translation>
    </message>
    <message>
        <source>Click two cards to lay face down (or ← → and Enter), then Lay down.</source>
        <translation>Щёлкните две карты (или ← → и Enter), чтобы положить их рубашкой вверх, затем «Положить».</translation>
    </message>
    <message>
        <source>Click the card for each opponent (or ← → and Enter), then Give.</source>
        <translation>Щёлкните карту для каждого соперника (или ← → и Enter), затем «Отдать».</translation>
    </message>
    <message>
        <source>Click three cards to lay face down (or ← → and Enter), then Lay down.</source>
        <translation>Щёлкните три карты (или ← → и Enter), чтобы положить их рубашкой вверх, затем «Положить».</translation>
    </message>
    <message>
        <source>Choose a talon (прикуп): click it, or ← → and Enter.</source>
        <translation>Выберите прикуп: щёлкните по нему или ← → и Enter.</translation>
    </message>
    <message>
        <source>Your move: drag a card to the table or click it twice (or ← → and Enter).</source>
        <translation>Ваш ход: перетащите карту на стол или щёлкните её дважды (или ← → и Enter).</translation>
    </message>
    <message>
        <source>Nothing to undo.</source>
        <translation>Нечего отменять.</translation>
    </message>
    <message>
        <source>Rules of this game</source>
        <translation>Правила этой игры</translation>
    </message>
    <message>
        <source>Controls</source>
        <translation>Управление</translation>
    </message>
    <message>
        <source>Marks</source>
        <translation>Обозначения</translation>
    </message>
    <message>
        <source>About Thousand</source>
        <translation>О Тысяче</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Игра</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Новая игра…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Открыть…</translation>
    </message>
    <message>
        <source>Host a ta&amp;ble…</source>
        <translation>Со&amp;здать стол…</translation>
    </message>
    <message>
        <source>&amp;Join a table…</source>
        <translation>Сесть за стол по сет&amp;и…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Сохранить</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Сохранить &amp;как…</translation>
    </message>
    <message>
        <source>&amp;Review</source>
        <translation>&amp;Разбор партии</translation>
    </message>
    <message>
        <source>Review a &amp;file…</source>
        <translation>Разбор партии из &amp;файла…</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить ход</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Подсказка</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>С&amp;татистика…</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Настройки…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>В&amp;ыход</translation>
    </message>
    <message>
        <source>Score &amp;sheet</source>
        <translation>&amp;Запись</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Правила</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Полный экран</translation>
    </message>
    <message>
        <source>S&amp;ound</source>
        <translation>Зв&amp;ук</translation>
    </message>
    <message>
        <source>&amp;Controls</source>
        <translation>&amp;Управление</translation>
    </message>
    <message>
        <source>&amp;Marks</source>
        <translation>&amp;Обозначения</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>О &amp;программе</translation>
    </message>
    <message>
        <source>Review a game</source>
        <extracomment>window actions that would touch the running game: off while reviewing</extracomment>
        <translation>Разбор партии</translation>
    </message>
    <message>
        <source>This game cannot be reviewed: {0}</source>
        <translation>Эту партию нельзя разобрать: {0}</translation>
    </message>
    <message>
        <source>the game being played</source>
        <translation>текущей партии</translation>
    </message>
    <message>
        <source>Review of {0}: ← → moves, ↑ ↓ tricks, Page Up/Down deals, Space plays, Esc leaves.</source>
        <translation>Разбор {0}: ← → ходы, ↑ ↓ взятки, Page Up/Down сдачи, пробел — автопросмотр, Esc — выход.</translation>
    </message>
    <message>
        <source>No game is running: Game ▸ New game (Ctrl+N) starts one.</source>
        <translation>Партия не идёт: начните новую — Игра ▸ Новая игра (Ctrl+N).</translation>
    </message>
    <message>
        <source>The analysis failed: {0}</source>
        <translation>Анализ не удался: {0}</translation>
    </message>
    <message>
        <source>Continue from here</source>
        <translation>Играть отсюда</translation>
    </message>
    <message>
        <source>Abandon the game in progress and play on from this position?</source>
        <translation>Бросить текущую партию и играть дальше с этой позиции?</translation>
    </message>
    <message>
        <source>Cannot continue from here: {0}</source>
        <translation>Нельзя продолжить с этой позиции: {0}</translation>
    </message>
    <message>
        <source>A new game from the review&apos;s position.</source>
        <translation>Новая партия с позиции из разбора.</translation>
    </message>
    <message>
        <source>{0} — Thousand</source>
        <comment>window title: the game&apos;s file</comment>
        <translation>{0} — Тысяча</translation>
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
        <translation>Игра {0}: роспись.</translation>
    </message>
    <message>
        <source>Contract {0} made.</source>
        <translation>Игра {0} сыграна.</translation>
    </message>
    <message>
        <source>Contract {0} lost.</source>
        <translation>Игра {0} не сыграна.</translation>
    </message>
    <message>
        <source>A bolt (болт), the third: the bolts are crossed out and the penalty paid.</source>
        <translation>Болт, третий: болты зачёркнуты, штраф списан.</translation>
    </message>
    <message>
        <source>A bolt (болт): no trick in this deal. Bolts so far: {0}.</source>
        <translation>Болт: ни одной взятки в этой сдаче. Болтов сейчас: {0}.</translation>
    </message>
    <message>
        <source>Samosval (самосвал): exactly 555, the total falls back to 0.</source>
        <translation>Самосвал: ровно 555, счёт падает до 0.</translation>
    </message>
    <message>
        <source>On the barrel (бочка): this player must make a contract to win.</source>
        <translation>На бочке: чтобы выиграть, игроку нужно сыграть свою игру.</translation>
    </message>
    <message>
        <source>The dealer of this deal (on the player&apos;s plate).</source>
        <translation>Сдающий в этой сдаче (на табличке игрока).</translation>
    </message>
    <message>
        <source>W</source>
        <comment>score sheet mark: the declarer wrote the deal off (списать), a dash for the others</comment>
        <translation>П</translation>
    </message>
    <message>
        <source>Contract {0} written off (списать): each opponent a dash and a bolt.</source>
        <translation>Игра {0} списана: каждому сопернику прочерк и болт.</translation>
    </message>
    <message>
        <source>On the barrel, collecting: +{0}, the card points of the tricks taken.</source>
        <translation>На бочке, набор очков: +{0}, очки карт взятых взяток.</translation>
    </message>
    <message>
        <source>The cut showed a third nine: −{0} for the cutter.</source>
        <translation>При съёме открылась третья девятка: −{0} тому, кто снимал.</translation>
    </message>
    <message>
        <source>A deal of the golden round (золотой кон): it counts double.</source>
        <translation>Золотой кон: раздача идёт в двойном размере.</translation>
    </message>
    <message>
        <source>Bid blind (в тёмную), without seeing the cards: it counts double.</source>
        <translation>Заказано в тёмную, не глядя в карты: идёт в двойном размере.</translation>
    </message>
    <message>
        <source>No golden deal was made: every total went back to 0.</source>
        <translation>Ни одна золотая раздача не сыграна: все счета обнулены.</translation>
    </message>
    <message>
        <source>gold frame</source>
        <translation>золотая рамка</translation>
    </message>
    <message>
        <source>The player whose turn it is.</source>
        <translation>Игрок, чей сейчас ход.</translation>
    </message>
    <message>
        <source>Score sheet: the declarer made the contract, e.g. [120✓].</source>
        <translation>Запись: разыгрывающий сыграл игру, например [120✓].</translation>
    </message>
    <message>
        <source>Score sheet: the declarer lost the contract, e.g. [120✗].</source>
        <translation>Запись: разыгрывающий не сыграл игру, например [120✗].</translation>
    </message>
    <message>
        <source>Score sheet: the declarer conceded (роспись).</source>
        <translation>Запись: разыгрывающий расписался (роспись).</translation>
    </message>
    <message>
        <source>Score sheet: the declarer wrote the deal off (списать); the opponents score a dash and a bolt.</source>
        <translation>Запись: разыгрывающий списал игру; соперникам прочерк и болт.</translation>
    </message>
    <message>
        <source>A bolt (болт): a deal without a trick. On the plate too.</source>
        <translation>Болт: сдача без единой взятки. Показывается и на табличке.</translation>
    </message>
    <message>
        <source>The third bolt: the bolts are crossed out and the penalty paid.</source>
        <translation>Третий болт: болты зачёркнуты, штраф списан.</translation>
    </message>
    <message>
        <source>On the barrel (бочка); on the plate a small barrel is drawn.</source>
        <translation>На бочке; на табличке нарисована бочка.</translation>
    </message>
    <message>
        <source>Samosval (самосвал): exactly 555, back to 0.</source>
        <translation>Самосвал: ровно 555, счёт падает до 0.</translation>
    </message>
    <message>
        <source>Score sheet: collecting on the barrel, the card points scored in the deal.</source>
        <translation>Запись: набор очков на бочке, очки карт за раздачу.</translation>
    </message>
    <message>
        <source>Score sheet: the cut showed a third nine, −{0} for the cutter.</source>
        <translation>Запись: при съёме третья девятка, −{0} тому, кто снимал.</translation>
    </message>
    <message>
        <source>Score sheet, beside the deal&apos;s number: a deal of the golden round, it counts double.</source>
        <translation>Запись, рядом с номером раздачи: золотой кон, раздача идёт в двойном размере.</translation>
    </message>
    <message>
        <source>Score sheet: the contract was bid blind (в тёмную), it counts double.</source>
        <translation>Запись: игра заказана в тёмную, идёт в двойном размере.</translation>
    </message>
    <message>
        <source>Score sheet: no golden deal was made, every total back to 0.</source>
        <translation>Запись: золотые раздачи не сыграны, все счета обнулены.</translation>
    </message>
    <message>
        <source>bold</source>
        <translation>жирный</translation>
    </message>
    <message>
        <source>Score sheet: the declarer of the deal.</source>
        <translation>Запись: разыгрывающий в этой сдаче.</translation>
    </message>
    <message>
        <source>grey row</source>
        <translation>серая строка</translation>
    </message>
    <message>
        <source>Score sheet: a redeal, nothing was played.</source>
        <translation>Запись: пересдача, ничего не разыграно.</translation>
    </message>
</context>
<context>
    <name>MarriagePanel</name>
    <message>
        <source>Declare a marriage before your card?</source>
        <translation>Объявить марьяж перед своей картой?</translation>
    </message>
    <message>
        <source>Or just play a card: nothing is declared then.</source>
        <translation>Или просто сыграйте карту — тогда ничего не объявляется.</translation>
    </message>
    <message>
        <source>{0} marriage, keep {1} trump</source>
        <translation>Марьяж {0}, козырь {1} оставить</translation>
    </message>
    <message>
        <source>{0} marriage (+{1})</source>
        <translation>Марьяж {0} (+{1})</translation>
    </message>
    <message>
        <source>Marriage</source>
        <translation>Марьяж</translation>
    </message>
    <message>
        <source>Make {0} trump, or keep the trump {1} and only score the marriage?</source>
        <translation>Сделать {0} козырем или оставить козырь {1} и только записать марьяж?</translation>
    </message>
    <message>
        <source>Make {0} trump</source>
        <translation>Козырь — {0}</translation>
    </message>
    <message>
        <source>Keep {0} trump</source>
        <translation>Оставить козырь {0}</translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <source>You</source>
        <translation>Вы</translation>
    </message>
</context>
<context>
    <name>NetDock</name>
    <message>
        <source>waiting for a player</source>
        <translation>ждёт игрока</translation>
    </message>
    <message>
        <source>here</source>
        <translation>за столом</translation>
    </message>
    <message>
        <source>reconnecting…</source>
        <translation>переподключается…</translation>
    </message>
    <message>
        <source>computer</source>
        <translation>компьютер</translation>
    </message>
    <message>
        <source>free seat</source>
        <translation>свободное место</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>готов</translation>
    </message>
    <message>
        <source>not ready</source>
        <translation>не готов</translation>
    </message>
    <message>
        <source>(you)</source>
        <translation>(вы)</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Подключение…</translation>
    </message>
    <message>
        <source>Connected; table {0}.</source>
        <translation>Подключено; стол {0}.</translation>
    </message>
    <message>
        <source>The connection dropped: reconnecting…</source>
        <translation>Связь оборвалась: переподключение…</translation>
    </message>
    <message>
        <source>The connection to the host is lost.</source>
        <translation>Связь с хозяином стола потеряна.</translation>
    </message>
    <message>
        <source>Not connected.</source>
        <translation>Нет подключения.</translation>
    </message>
    <message>
        <source>The table has ended.</source>
        <translation>Игра за столом закончена.</translation>
    </message>
    <message>
        <source>this computer only</source>
        <translation>только этот компьютер</translation>
    </message>
    <message>
        <source>This computer&apos;s addresses: {0}</source>
        <translation>Адреса этого компьютера: {0}</translation>
    </message>
    <message>
        <source>Hints: allowed.</source>
        <translation>Подсказки: разрешены.</translation>
    </message>
    <message>
        <source>Hints: off at this table.</source>
        <translation>Подсказки: за этим столом выключены.</translation>
    </message>
    <message>
        <source>Undo is off in network games.</source>
        <translation>Отмена хода в сетевой игре выключена.</translation>
    </message>
    <message>
        <source>A dropped player&apos;s seat waits {0} s.</source>
        <translation>Место выпавшего игрока ждёт {0} с.</translation>
    </message>
    <message>
        <source>Turn clock: {0} s a move.</source>
        <translation>Время на ход: {0} с.</translation>
    </message>
    <message numerus="yes">
        <source>Your move: %n s left on the clock.</source>
        <translation>
            <numerusform>Ваш ход: осталась %n секунда.</numerusform>
            <numerusform>Ваш ход: осталось %n секунды.</numerusform>
            <numerusform>Ваш ход: осталось %n секунд.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} to move: %n s left on the clock.</source>
        <translation>
            <numerusform>Ходит {0}: осталась %n секунда.</numerusform>
            <numerusform>Ходит {0}: осталось %n секунды.</numerusform>
            <numerusform>Ходит {0}: осталось %n секунд.</numerusform>
        </translation>
    </message>
    <message>
        <source>Connected again with the seat&apos;s token; the game goes on.</source>
        <translation>Связь восстановлена по ключу места; игра продолжается.</translation>
    </message>
    <message>
        <source>Ready ✓</source>
        <translation>Готов ✓</translation>
    </message>
    <message>
        <source>I am ready</source>
        <translation>Я готов</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Стол</translation>
    </message>
    <message>
        <source>Pass this on to the players (address and table code):</source>
        <translation>Передайте игрокам (адрес и код стола):</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Копировать</translation>
    </message>
    <message>
        <source>A message to the table</source>
        <translation>Сообщение для стола</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Отправить</translation>
    </message>
    <message>
        <source>Say</source>
        <translation>Сказать</translation>
    </message>
</context>
<context>
    <name>NetPlay</name>
    <message>
        <source>Cannot reach the server: nobody answers at that address and port, or a firewall is in the way. Is thousand-qt serve running there?</source>
        <translation>Не удаётся связаться с сервером: по этому адресу и порту никто не отвечает, или мешает брандмауэр. Запущен ли там thousand-qt serve?</translation>
    </message>
    <message>
        <source>The server runs another version of Thousand: a table can be created there only by the same version. The server says: {0}</source>
        <translation>На сервере другая версия «Тысячи»: создать там стол может только та же версия. Сервер сообщает: {0}</translation>
    </message>
    <message>
        <source>Cannot reach the host: nobody answers at that address and port, or a firewall is in the way.</source>
        <translation>Не удаётся связаться с хозяином стола: по этому адресу и порту никто не отвечает, или мешает брандмауэр.</translation>
    </message>
    <message>
        <source>The host runs another version of Thousand: both need the same version to play together.</source>
        <translation>У хозяина стола другая версия «Тысячи»: чтобы играть вместе, нужна одна и та же версия.</translation>
    </message>
    <message>
        <source>There is no table with that code at this host: check the code.</source>
        <translation>У этого хозяина нет стола с таким кодом: проверьте код.</translation>
    </message>
    <message>
        <source>That table is full (or its game has begun): no seat is free.</source>
        <translation>Этот стол занят (или игра уже началась): свободных мест нет.</translation>
    </message>
    <message>
        <source>That seat is taken.</source>
        <translation>Это место занято.</translation>
    </message>
    <message>
        <source>The table no longer has your seat: its game has ended or the host started it afresh.</source>
        <translation>За этим столом вашего места больше нет: игра закончилась или хозяин начал стол заново.</translation>
    </message>
    <message>
        <source>The host holds as many tables as it can; try later.</source>
        <translation>У хозяина уже столько столов, сколько он может держать; попробуйте позже.</translation>
    </message>
    <message>
        <source>The host does not accept these rules.</source>
        <translation>Хозяин не принимает эти правила.</translation>
    </message>
    <message>
        <source>The host refused the request: {0}</source>
        <translation>Хозяин отклонил запрос: {0}</translation>
    </message>
    <message>
        <source>The host refused: {0}</source>
        <translation>Хозяин отказал: {0}</translation>
    </message>
    <message>
        <source>Too many connections come from your address at once; close some of them and try again.</source>
        <translation>С вашего адреса открыто слишком много соединений сразу; закройте часть из них и попробуйте снова.</translation>
    </message>
    <message>
        <source>The host takes no connections from this web page.</source>
        <translation>Хост не принимает соединения с этой веб-страницы.</translation>
    </message>
    <message>
        <source>Your address already holds as many tables as the host allows; finish or leave one of them first.</source>
        <translation>С вашего адреса уже создано столько столов, сколько разрешает хост; сначала закончите или покиньте один из них.</translation>
    </message>
    <message>
        <source>Too many wrong table codes came from your address; wait a minute and try again.</source>
        <translation>С вашего адреса пришло слишком много неверных кодов стола; подождите минуту и попробуйте снова.</translation>
    </message>
    <message>
        <source>Your address asked for the list of tables too often; wait a few seconds and press Refresh again.</source>
        <translation>С вашего адреса слишком часто просили список столов; подождите несколько секунд и снова нажмите «Обновить».</translation>
    </message>
    <message>
        <source>Too much at once: the host takes only so much text a second. Wait a moment.</source>
        <translation>Слишком много сразу: хост принимает лишь ограниченный объём текста в секунду. Подождите немного.</translation>
    </message>
    <message>
        <source>The host waited too long for this program to greet it.</source>
        <translation>Хост слишком долго ждал приветствия от этой программы.</translation>
    </message>
    <message>
        <source>It holds as many tables as it can; try later.</source>
        <translation>На нём столько столов, сколько он может вместить; попробуйте позже.</translation>
    </message>
    <message>
        <source>This connection has created as many tables as it may.</source>
        <translation>С этого соединения уже создано столько столов, сколько можно.</translation>
    </message>
    <message>
        <source>It does not accept these rules.</source>
        <translation>Он не принимает эти правила.</translation>
    </message>
    <message>
        <source>The server refused to create the table.</source>
        <translation>Сервер отказался создать стол.</translation>
    </message>
    <message>
        <source>The server says: {0}</source>
        <translation>Сервер сообщает: {0}</translation>
    </message>
    <message>
        <source>The game moved on before your move arrived; it was not played.</source>
        <translation>Игра ушла вперёд, прежде чем дошёл ваш ход; он не сыгран.</translation>
    </message>
    <message>
        <source>That is not your move.</source>
        <translation>Сейчас не ваш ход.</translation>
    </message>
    <message>
        <source>The first card waits until every player offered a redeal has answered.</source>
        <translation>Первый ход ждёт, пока не ответят все игроки, которым предложена пересдача.</translation>
    </message>
    <message>
        <source>No redeal is offered to you now.</source>
        <translation>Сейчас вам пересдача не предлагается.</translation>
    </message>
    <message>
        <source>The game has not started yet.</source>
        <translation>Игра ещё не началась.</translation>
    </message>
    <message>
        <source>The game has already started.</source>
        <translation>Игра уже началась.</translation>
    </message>
    <message>
        <source>Too fast: the host takes a few messages a second.</source>
        <translation>Слишком быстро: хозяин принимает несколько сообщений в секунду.</translation>
    </message>
    <message>
        <source>That is not a valid move.</source>
        <translation>Такого хода нет.</translation>
    </message>
    <message>
        <source>The host refused the message: only plain text of one line.</source>
        <translation>Хозяин отклонил сообщение: только простой текст в одну строку.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Игра окончена.</translation>
    </message>
    <message>
        <source>The host closed the table. The game so far is kept: Game ▸ Save as… saves it, Game ▸ Review shows it.</source>
        <translation>Хозяин закрыл стол. Партия до этого места сохранена у вас: Игра ▸ Сохранить как… записывает её, Игра ▸ Разбор партии показывает.</translation>
    </message>
    <message>
        <source>Every person left the table; it has ended.</source>
        <translation>Все игроки ушли из-за стола; игра закончена.</translation>
    </message>
    <message>
        <source>The table was not started in time; it has ended.</source>
        <translation>Игра за столом не началась вовремя; стол закрыт.</translation>
    </message>
    <message>
        <source>The connection to the host is lost and could not be opened again; the table cannot go on here.</source>
        <translation>Связь с хозяином стола потеряна и не восстановилась; здесь игра за столом продолжаться не может.</translation>
    </message>
    <message>
        <source>You left the table.</source>
        <translation>Вы вышли из-за стола.</translation>
    </message>
    <message>
        <source>The table has ended.</source>
        <translation>Игра за столом закончена.</translation>
    </message>
    <message>
        <source>Your time for the move ran out: a computer player plays for you until you make a move.</source>
        <translation>Время на ход истекло: за вас играет компьютер, пока вы не сделаете ход.</translation>
    </message>
    <message>
        <source>{0} lost the connection; the table waits up to {1} s.</source>
        <translation>У игрока {0} оборвалась связь; стол ждёт до {1} с.</translation>
    </message>
    <message>
        <source>A computer player plays for {0} until they come back.</source>
        <translation>За игрока {0} играет компьютер, пока тот не вернётся.</translation>
    </message>
    <message>
        <source>{0} is back.</source>
        <translation>{0} снова за столом.</translation>
    </message>
    <message>
        <source>{0} left the table.</source>
        <translation>{0} вышел из-за стола.</translation>
    </message>
    <message>
        <source>Hello!</source>
        <translation>Привет!</translation>
    </message>
    <message>
        <source>Good luck!</source>
        <translation>Удачи!</translation>
    </message>
    <message>
        <source>Well played!</source>
        <translation>Хорошо сыграно!</translation>
    </message>
    <message>
        <source>Thanks!</source>
        <translation>Спасибо!</translation>
    </message>
    <message>
        <source>Sorry!</source>
        <translation>Извините!</translation>
    </message>
    <message>
        <source>Oops!</source>
        <translation>Ой!</translation>
    </message>
    <message>
        <source>Your move, please.</source>
        <translation>Ваш ход, пожалуйста.</translation>
    </message>
    <message>
        <source>Bye!</source>
        <translation>Пока!</translation>
    </message>
    <message>
        <source>Cannot wait for players on port {0}: {1}</source>
        <translation>Не удаётся ждать игроков на порту {0}: {1}</translation>
    </message>
    <message>
        <source>Go back to the network table you left?</source>
        <translation>Вернуться за сетевой стол, который вы покинули?</translation>
    </message>
    <message>
        <source>Table {0} at {1}, where you sat as {2}.</source>
        <translation>Стол {0} на {1}, за которым вы сидели как {2}.</translation>
    </message>
    <message>
        <source>Last there: {0}.</source>
        <translation>Последний раз за столом: {0}.</translation>
    </message>
    <message>
        <source>If the table still goes on, you take your seat back (a computer may be playing it meanwhile).</source>
        <translation>Если игра за столом продолжается, вы займёте своё место снова (пока вас не было, за вас мог играть компьютер).</translation>
    </message>
</context>
<context>
    <name>NetSeatModel</name>
    <message>
        <source>That is not your move.</source>
        <translation>Сейчас не ваш ход.</translation>
    </message>
    <message>
        <source>The table has ended.</source>
        <translation>Игра за столом закончена.</translation>
    </message>
    <message>
        <source>Not connected to the host: wait until the connection is back.</source>
        <translation>Нет связи с хозяином стола: подождите, пока она восстановится.</translation>
    </message>
    <message>
        <source>Waiting for the host to answer your move.</source>
        <translation>Ждём ответа хозяина на ваш ход.</translation>
    </message>
    <message>
        <source>The host sends the record when the table ends; until then there is nothing to save.</source>
        <translation>Хозяин присылает запись партии, когда игра за столом кончается; до тех пор сохранять нечего.</translation>
    </message>
    <message>
        <source>a network game is played on at its table; save it and open the file in the game window to play on against the computer</source>
        <translation>сетевую партию доигрывают за её столом; сохраните её и откройте файл в окне игры, чтобы доиграть против компьютера</translation>
    </message>
</context>
<context>
    <name>NetTableWindow</name>
    <message>
        <source>Undo is off in network games.</source>
        <extracomment>Ask before leaving a table whose game goes on (tests turn it off).</extracomment>
        <translation>Отмена хода в сетевой игре выключена.</translation>
    </message>
    <message>
        <source>Hints are off at this table: the host did not allow them.</source>
        <translation>Подсказки за этим столом выключены: хозяин их не разрешил.</translation>
    </message>
    <message>
        <source>The host sends the record when the table ends; then it can be saved.</source>
        <translation>Хозяин присылает запись партии, когда игра за столом кончается; тогда её можно сохранить.</translation>
    </message>
    <message>
        <source>The game can be reviewed once the table has ended (it would show the cards in play).</source>
        <translation>Разбор партии доступен, когда игра за столом кончится (он показал бы карты в игре).</translation>
    </message>
    <message>
        <source>The game is over. Close this window to go back; Game ▸ Host a table… there sets up another.</source>
        <translation>Игра окончена. Закройте это окно, чтобы вернуться; там Игра ▸ Создать стол… собирает новый.</translation>
    </message>
    <message>
        <source>The connection to the host dropped: reconnecting…</source>
        <translation>Связь с хозяином стола оборвалась: переподключение…</translation>
    </message>
    <message>
        <source>Connected to the host.</source>
        <translation>Связь с хозяином стола есть.</translation>
    </message>
    <message>
        <source>The table has ended</source>
        <translation>Игра за столом закончена</translation>
    </message>
    <message>
        <source>Thousand — table {0} (you host it)</source>
        <translation>Тысяча — стол {0} (вы хозяин)</translation>
    </message>
    <message>
        <source>Thousand — table {0}</source>
        <translation>Тысяча — стол {0}</translation>
    </message>
    <message>
        <source>&amp;Leave the table</source>
        <translation>&amp;Выйти из-за стола</translation>
    </message>
    <message>
        <source>&amp;Close the table</source>
        <translation>&amp;Закрыть стол</translation>
    </message>
    <message>
        <source>Close the table? The game ends for everybody; everybody keeps the record of the game so far.</source>
        <translation>Закрыть стол? Игра кончится для всех; у каждого останется запись партии до этого места.</translation>
    </message>
    <message>
        <source>Leave the table? A computer player takes your seat.</source>
        <translation>Выйти из-за стола? Ваше место займёт компьютер.</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>Выйти из-за стола</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Новая игра</translation>
    </message>
    <message>
        <source>Two: you and one opponent</source>
        <translation>Двое: вы и один соперник</translation>
    </message>
    <message>
        <source>Four: the dealer sits out each deal</source>
        <translation>Четверо: сдающий не играет в раздаче</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <source>With talons: 10 cards each and an auction. With a stock: 6 cards each, no auction, and after each trick both draw from the stock.</source>
        <translation>С прикупами: по 10 карт и торговля. С колодой: по 6 карт, без торговли, после каждой взятки оба берут карту из колоды.</translation>
    </message>
    <message>
        <source>Two players</source>
        <translation>Двое игроков</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Ваше имя</translation>
    </message>
    <message>
        <source>easy</source>
        <comment>level</comment>
        <translation>слабый</translation>
    </message>
    <message>
        <source>normal</source>
        <comment>level</comment>
        <translation>средний</translation>
    </message>
    <message>
        <source>strong</source>
        <comment>level</comment>
        <translation>сильный</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Соперник</translation>
    </message>
    <message>
        <source>Left opponent</source>
        <translation>Левый соперник</translation>
    </message>
    <message>
        <source>Right opponent</source>
        <translation>Правый соперник</translation>
    </message>
    <message>
        <source>Opponent across</source>
        <translation>Соперник напротив</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Сила</translation>
    </message>
    <message>
        <source>Three: you and two opponents</source>
        <translation>Трое: вы и два соперника</translation>
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
        <translation>Сейчас выбирать нечего.</translation>
    </message>
    <message>
        <source>At least {0}.</source>
        <translation>Не меньше {0}.</translation>
    </message>
    <message>
        <source>{0} is above your ceiling: at most {1}.</source>
        <translation>{0} выше вашего потолка: не больше {1}.</translation>
    </message>
    <message>
        <source>{0} is not allowed: go up by {1} ({2}, {3}…).</source>
        <translation>{0} нельзя: шаг {1} ({2}, {3}…).</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>Application</source>
        <translation>Программа</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Карты</translation>
    </message>
    <message>
        <source>New rules apply from the next game.</source>
        <translation>Новые правила действуют со следующей игры.</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>Скорость анимации</translation>
    </message>
    <message>
        <source>A finished trick stays</source>
        <translation>Взятка остаётся на столе</translation>
    </message>
    <message>
        <source>A talon turned up stays</source>
        <translation>Открытый прикуп остаётся на столе</translation>
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
        <translation>Пауза на ход компьютера</translation>
    </message>
    <message>
        <source>Marriages</source>
        <translation>Марьяжи</translation>
    </message>
    <message>
        <source>Forced cards</source>
        <translation>Единственная карта</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Язык</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Ваше имя</translation>
    </message>
    <message>
        <source>Left opponent</source>
        <translation>Левый соперник</translation>
    </message>
    <message>
        <source>Left opponent&apos;s level</source>
        <translation>Сила левого соперника</translation>
    </message>
    <message>
        <source>Right opponent</source>
        <translation>Правый соперник</translation>
    </message>
    <message>
        <source>Right opponent&apos;s level</source>
        <translation>Сила правого соперника</translation>
    </message>
    <message>
        <source>Show each player&apos;s card points during the deal</source>
        <translation>Показывать очки каждого игрока во время раздачи</translation>
    </message>
    <message>
        <source>Sounds of the deal, the cards, the tricks and the game&apos;s end</source>
        <translation>Звуки сдачи, карт, взяток и конца партии</translation>
    </message>
    <message>
        <source>not at all</source>
        <translation>не задерживать</translation>
    </message>
    <message>
        <source>a moment</source>
        <translation>на миг</translation>
    </message>
    <message>
        <source>a little while</source>
        <translation>недолго</translation>
    </message>
    <message>
        <source>a long while</source>
        <translation>подольше</translation>
    </message>
    <message>
        <source>until a click or a key</source>
        <translation>до щелчка или клавиши</translation>
    </message>
    <message>
        <source>Declare marriages automatically when leading K or Q</source>
        <translation>Объявлять марьяж сам, когда хожу с короля или дамы</translation>
    </message>
    <message>
        <source>Play my only playable card by itself</source>
        <translation>Ходить единственной возможной картой самому</translation>
    </message>
    <message>
        <source>When a single card may be played (and there is no marriage to declare with it), it is played for you after a moment. Never a bid.</source>
        <translation>Когда пойти можно только одной картой (и с ней нечего объявлять), она через мгновение идёт сама. Заявки — никогда.</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>мс</translation>
    </message>
    <message>
        <source>instant</source>
        <translation>мгновенно</translation>
    </message>
    <message>
        <source>fast</source>
        <translation>быстро</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>обычно</translation>
    </message>
    <message>
        <source>slow</source>
        <translation>медленно</translation>
    </message>
    <message>
        <source>as the system</source>
        <translation>как в системе</translation>
    </message>
    <message>
        <source>easy</source>
        <comment>level</comment>
        <translation>слабый</translation>
    </message>
    <message>
        <source>normal</source>
        <comment>level</comment>
        <translation>средний</translation>
    </message>
    <message>
        <source>strong</source>
        <comment>level</comment>
        <translation>сильный</translation>
    </message>
    <message>
        <source>The settings could not be stored in {0}.
They apply until you quit.</source>
        <translation>Не удалось сохранить настройки в {0}.
Они действуют до выхода из программы.</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Папка:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>&amp;Тип файлов:</translation>
    </message>
</context>
<context>
    <name>RedealOfferPanel</name>
    <message>
        <source>Redeal</source>
        <translation>Пересдача</translation>
    </message>
    <message>
        <source>Play on</source>
        <translation>Играть дальше</translation>
    </message>
    <message>
        <source>Redeal before the first lead?</source>
        <translation>Пересдача до первого хода?</translation>
    </message>
    <message>
        <source>Your 8 cards — {0}. You may ask for a redeal before the first card is played.</source>
        <translation>Ваши 8 карт — {0}. До первой сыгранной карты можно попросить пересдачу.</translation>
    </message>
    <message>
        <source>Your cards allow a redeal: Redeal, or Play on (Tab, Enter).</source>
        <translation>Ваши карты дают право на пересдачу: «Пересдача» или «Играть дальше» (Tab, Enter).</translation>
    </message>
    <message>
        <source>Hint: play on without a redeal (your cards can defend)</source>
        <translation>Подсказка: играть дальше без пересдачи (вашими картами можно защищаться)</translation>
    </message>
</context>
<context>
    <name>RedealWords</name>
    <message numerus="yes">
        <source>a poor talon: under %n point(s)</source>
        <translation>
            <numerusform>бедный прикуп: меньше %n очка</numerusform>
            <numerusform>бедный прикуп: меньше %n очков</numerusform>
            <numerusform>бедный прикуп: меньше %n очков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a weak hand: under %n point(s)</source>
        <translation>
            <numerusform>слабая рука: меньше %n очка</numerusform>
            <numerusform>слабая рука: меньше %n очков</numerusform>
            <numerusform>слабая рука: меньше %n очков</numerusform>
        </translation>
    </message>
    <message>
        <source>a poor talon: two nines</source>
        <translation>бедный прикуп: две девятки</translation>
    </message>
    <message>
        <source>a weak hand: four nines</source>
        <translation>слабая рука: четыре девятки</translation>
    </message>
    <message>
        <source>a weak hand: three nines</source>
        <translation>слабая рука: три девятки</translation>
    </message>
    <message>
        <source>on the hundred: three nines</source>
        <translation>«на сотне»: три девятки</translation>
    </message>
    <message>
        <source>a poor talon: three jacks</source>
        <translation>бедный прикуп: три валета</translation>
    </message>
    <message>
        <source>a weak hand: four jacks</source>
        <translation>слабая рука: четыре валета</translation>
    </message>
    <message numerus="yes">
        <source>a poor talon (under %n point(s), two nines or three jacks)</source>
        <translation>
            <numerusform>бедный прикуп (меньше %n очка, две девятки или три валета)</numerusform>
            <numerusform>бедный прикуп (меньше %n очков, две девятки или три валета)</numerusform>
            <numerusform>бедный прикуп (меньше %n очков, две девятки или три валета)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a poor talon (under %n point(s) or two nines)</source>
        <translation>
            <numerusform>бедный прикуп (меньше %n очка или две девятки)</numerusform>
            <numerusform>бедный прикуп (меньше %n очков или две девятки)</numerusform>
            <numerusform>бедный прикуп (меньше %n очков или две девятки)</numerusform>
        </translation>
    </message>
    <message>
        <source>four nines</source>
        <translation>четыре девятки</translation>
    </message>
    <message>
        <source>three nines</source>
        <translation>три девятки</translation>
    </message>
    <message numerus="yes">
        <source>a weak hand (under %n point(s), {0} or four jacks)</source>
        <translation>
            <numerusform>слабая рука (меньше %n очка, {0} или четыре валета)</numerusform>
            <numerusform>слабая рука (меньше %n очков, {0} или четыре валета)</numerusform>
            <numerusform>слабая рука (меньше %n очков, {0} или четыре валета)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a weak hand (under %n point(s) or {0})</source>
        <translation>
            <numerusform>слабая рука (меньше %n очка или {0})</numerusform>
            <numerusform>слабая рука (меньше %n очков или {0})</numerusform>
            <numerusform>слабая рука (меньше %n очков или {0})</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>The review opens once a deal is over: it would show the cards in play.</source>
        <translation>Разбор откроется, когда закончится раздача: он показал бы карты, которые ещё в игре.</translation>
    </message>
</context>
<context>
    <name>ReviewPanel</name>
    <message>
        <source>Review</source>
        <translation>Разбор</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Анализ</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Игрок:</translation>
    </message>
    <message>
        <source>Analyse</source>
        <translation>Анализировать</translation>
    </message>
    <message>
        <source>Judge every decision of this player against the strong computer player&apos;s choice (in the background).</source>
        <translation>Оценить каждое решение этого игрока, сравнив его с выбором сильного компьютерного игрока (в фоне).</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Continue from here</source>
        <translation>Играть отсюда</translation>
    </message>
    <message>
        <source>Start a new game from this position (the record is not changed).</source>
        <translation>Начать новую партию с этой позиции (запись партии не меняется).</translation>
    </message>
    <message>
        <source>Leave review</source>
        <translation>Закончить разбор</translation>
    </message>
    <message>
        <source>Back to the game (Esc)</source>
        <translation>Вернуться к игре (Esc)</translation>
    </message>
    <message>
        <source>Biggest mistakes</source>
        <translation>Самые дорогие ошибки</translation>
    </message>
    <message>
        <source>The deals that decided the game</source>
        <translation>Сдачи, решившие партию</translation>
    </message>
    <message>
        <source>Last: {0}</source>
        <translation>Только что: {0}</translation>
    </message>
    <message>
        <source>Next: {0}</source>
        <translation>Дальше: {0}</translation>
    </message>
    <message>
        <source>Everybody passed: the same dealer deals again.</source>
        <translation>Все спасовали: тот же сдающий сдаёт заново.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Партия окончена.</translation>
    </message>
    <message>
        <source>The end of the record.</source>
        <translation>Конец записи.</translation>
    </message>
    <message>
        <source>Stock: {0}</source>
        <translation>Колода: {0}</translation>
    </message>
    <message>
        <source>Talons: {0} | {1}</source>
        <translation>Прикупы: {0} | {1}</translation>
    </message>
    <message>
        <source>Talon: {0}</source>
        <translation>Прикуп: {0}</translation>
    </message>
    <message>
        <source>Given: {0}</source>
        <translation>Отдано: {0}</translation>
    </message>
    <message>
        <source>Laid away: {0}; into the second talon: {1}</source>
        <translation>В снос: {0}; во второй прикуп: {1}</translation>
    </message>
    <message>
        <source>Laid away: {0}</source>
        <translation>В снос: {0}</translation>
    </message>
    <message>
        <source>No decision of {0} is judged here.</source>
        <translation>Здесь нет оцениваемого решения игрока {0}.</translation>
    </message>
    <message>
        <source>Played: {0} — as the strong player would.</source>
        <translation>Сыграно: {0} — так же, как у сильного игрока.</translation>
    </message>
    <message>
        <source>Played: {0}. The strong player: {1}.</source>
        <translation>Сыграно: {0}. Сильный игрок: {1}.</translation>
    </message>
    <message numerus="yes">
        <source>Expected cost: %n point(s).</source>
        <translation>
            <numerusform>Ожидаемая цена: %n очко.</numerusform>
            <numerusform>Ожидаемая цена: %n очка.</numerusform>
            <numerusform>Ожидаемая цена: %n очков.</numerusform>
        </translation>
    </message>
    <message>
        <source>Analysing… The table may be used meanwhile.</source>
        <translation>Идёт анализ… Столом можно пользоваться.</translation>
    </message>
    <message>
        <source>%v of %m decisions</source>
        <translation>%v из %m решений</translation>
    </message>
    <message>
        <source>Not analysed yet: choose a player and press Analyse.</source>
        <translation>Анализа ещё нет: выберите игрока и нажмите «Анализировать».</translation>
    </message>
    <message numerus="yes">
        <source>%n decision(s) judged.</source>
        <translation>
            <numerusform>Оценено %n решение.</numerusform>
            <numerusform>Оценено %n решения.</numerusform>
            <numerusform>Оценено %n решений.</numerusform>
        </translation>
    </message>
    <message>
        <source>Points lost: {0} in all</source>
        <translation>Потеряно очков: всего {0}</translation>
    </message>
    <message>
        <source>{0}, move {1}: {2} (better: {3}) — {4}, {5}</source>
        <translation>{0}, ход {1}: {2} (лучше: {3}) — {4}, {5}</translation>
    </message>
    <message>
        <source>{0}: margin {1}, lost by the decisions: {2}</source>
        <translation>{0}: разница {1}, потеряно решениями: {2}</translation>
    </message>
    <message>
        <source>No flagged decision.</source>
        <translation>Ошибок не отмечено.</translation>
    </message>
</context>
<context>
    <name>ReviewToolbar</name>
    <message>
        <source>⇤ Start</source>
        <extracomment>the bar&apos;s buttons, in order: (key of the step, its session method)</extracomment>
        <translation>⇤ Начало</translation>
    </message>
    <message>
        <source>To the first position (Home)</source>
        <translation>К первой позиции (Home)</translation>
    </message>
    <message>
        <source>« Deal</source>
        <translation>« Сдача</translation>
    </message>
    <message>
        <source>Back a deal (Page Up)</source>
        <translation>На сдачу назад (Page Up)</translation>
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
        <translation>← Ход</translation>
    </message>
    <message>
        <source>Back a move (Left)</source>
        <translation>На ход назад (←)</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Пауза</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Смотреть</translation>
    </message>
    <message>
        <source>Play the game on by itself, or pause (Space)</source>
        <translation>Показывать партию дальше самому или остановить (пробел)</translation>
    </message>
    <message>
        <source>Move →</source>
        <translation>Ход →</translation>
    </message>
    <message>
        <source>On a move (Right)</source>
        <translation>На ход вперёд (→)</translation>
    </message>
    <message>
        <source>Trick ›</source>
        <translation>Взятка ›</translation>
    </message>
    <message>
        <source>On a trick (Down)</source>
        <translation>На взятку вперёд (↓)</translation>
    </message>
    <message>
        <source>Deal »</source>
        <translation>Сдача »</translation>
    </message>
    <message>
        <source>On a deal (Page Down)</source>
        <translation>На сдачу вперёд (Page Down)</translation>
    </message>
    <message>
        <source>End ⇥</source>
        <translation>Конец ⇥</translation>
    </message>
    <message>
        <source>To the last position (End)</source>
        <translation>К последней позиции (End)</translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation>Скорость:</translation>
    </message>
    <message>
        <source>slow</source>
        <translation>медленно</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>обычно</translation>
    </message>
    <message>
        <source>fast</source>
        <translation>быстро</translation>
    </message>
</context>
<context>
    <name>ReviewWords</name>
    <message>
        <source>{0}, marriage declared, trump kept</source>
        <translation>{0}, марьяж объявлен, козырь прежний</translation>
    </message>
    <message>
        <source>{0}, marriage declared</source>
        <translation>{0}, объявлен марьяж</translation>
    </message>
    <message>
        <source>{0} marriage declared, trump kept</source>
        <translation>марьяж {0} объявлен, козырь прежний</translation>
    </message>
    <message>
        <source>{0} marriage declared</source>
        <translation>марьяж {0} объявлен</translation>
    </message>
    <message>
        <source>{0} blind</source>
        <translation>{0} втёмную</translation>
    </message>
    <message>
        <source>bid {0}</source>
        <translation>заказ {0}</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>пас</translation>
    </message>
    <message>
        <source>contract {0}</source>
        <translation>игра {0}</translation>
    </message>
    <message>
        <source>{0} given away</source>
        <translation>отдано {0}</translation>
    </message>
    <message>
        <source>{0} laid away, {1} into the second talon</source>
        <translation>в снос {0}, {1} во второй прикуп</translation>
    </message>
    <message>
        <source>{0} laid away</source>
        <translation>в снос {0}</translation>
    </message>
    <message>
        <source>the left talon</source>
        <translation>левый прикуп</translation>
    </message>
    <message>
        <source>the right talon</source>
        <translation>правый прикуп</translation>
    </message>
    <message>
        <source>write-off (списать)</source>
        <translation>списание</translation>
    </message>
    <message>
        <source>concession (роспись)</source>
        <translation>роспись</translation>
    </message>
    <message>
        <source>redeal</source>
        <translation>пересдача</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>грубая ошибка</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>ошибка</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation>неточность</translation>
    </message>
    <message>
        <source>auction</source>
        <translation>торговля</translation>
    </message>
    <message>
        <source>giving and contract</source>
        <translation>снос и игра</translation>
    </message>
    <message>
        <source>play</source>
        <translation>розыгрыш</translation>
    </message>
    <message>
        <source>Redeal before deal {0}</source>
        <translation>Пересдача перед сдачей {0}</translation>
    </message>
    <message>
        <source>Deal {0}</source>
        <translation>Сдача {0}</translation>
    </message>
    <message>
        <source>{0} of {1}, move {2} of {3}</source>
        <translation>{0} из {1}, ход {2} из {3}</translation>
    </message>
</context>
<context>
    <name>RulesHelp</name>
    <message>
        <source>Thousand (Тысяча) is played with 24 cards, 9 to ace. Card points: A 11, 10 10, K 4, Q 3, J 2, 9 0.</source>
        <translation>В «Тысячу» играют колодой из 24 карт, от девятки до туза. Очки карт: туз 11, десятка 10, король 4, дама 3, валет 2, девятка 0.</translation>
    </message>
    <message>
        <source>Each player gets 7 cards; 3 go to the talon (прикуп).</source>
        <translation>Каждому по 7 карт, 3 карты — в прикуп.</translation>
    </message>
    <message>
        <source>Each player gets 10 cards; two closed talons of 2 cards.</source>
        <translation>Каждому по 10 карт, два закрытых прикупа по 2 карты.</translation>
    </message>
    <message>
        <source>The dealer sits the deal out and gets the talon&apos;s points; the others get 7 cards each.</source>
        <translation>Сдающий в сдаче не играет и получает очки прикупа; остальным по 7 карт.</translation>
    </message>
    <message>
        <source>The player after the dealer opens at {0}; the others raise in steps of {1} or pass. No bid goes above {2}.</source>
        <translation>Игрок после сдающего открывает торговлю с {0}; остальные повышают с шагом {1} или пасуют. Заказ не выше {2}.</translation>
    </message>
    <message>
        <source>Nobody may bid above 120 plus the marriages in their hand.</source>
        <translation>Выше 120 плюс марьяжи на руке заказывать нельзя.</translation>
    </message>
    <message>
        <source>Marriages (марьяж, K+Q of a suit): ♥ {0}, ♦ {1}, ♣ {2}, ♠ {3}.</source>
        <translation>Марьяжи (король и дама одной масти): ♥ {0}, ♦ {1}, ♣ {2}, ♠ {3}.</translation>
    </message>
    <message numerus="yes">
        <source>This game has %n player(s).</source>
        <extracomment>``translate(&quot;Context&quot;, &quot;literal&quot;)``: the form ``pyside6-lupdate`` extracts.</extracomment>
        <translation>
            <numerusform>В этой игре %n игрок.</numerusform>
            <numerusform>В этой игре %n игрока.</numerusform>
            <numerusform>В этой игре %n игроков.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A weak hand (under %n point(s), or at least {0} nines) may ask for a redeal.</source>
        <translation>
            <numerusform>Со слабыми картами (меньше %n очка или не меньше {0} девяток) можно попросить пересдачу.</numerusform>
            <numerusform>Со слабыми картами (меньше %n очков или не меньше {0} девяток) можно попросить пересдачу.</numerusform>
            <numerusform>Со слабыми картами (меньше %n очков или не меньше {0} девяток) можно попросить пересдачу.</numerusform>
        </translation>
    </message>
    <message>
        <source>All four aces are a marriage worth 200.</source>
        <translation>Четыре туза — тузовый марьяж, 200 очков.</translation>
    </message>
    <message>
        <source>The first speaker may bid 120 blind; that deal counts double.</source>
        <translation>Первый говорящий может заказать 120 вслепую; такая сдача считается вдвойне.</translation>
    </message>
    <message>
        <source>A player whose total is below {0} passes without a word.</source>
        <translation>Игрок со счётом ниже {0} пасует молча.</translation>
    </message>
    <message>
        <source>The winner of the auction opens one talon, adds it to the hand and lays two cards face down in its place.</source>
        <translation>Выигравший торговлю открывает один прикуп, берёт его в руку и кладёт на его место две карты рубашкой вверх.</translation>
    </message>
    <message>
        <source>The winner of the auction takes the talon and gives one card to each opponent.</source>
        <translation>Выигравший торговлю берёт прикуп и отдаёт по карте каждому сопернику.</translation>
    </message>
    <message>
        <source>If the opening bid wins without a raise, the talon stays hidden.</source>
        <translation>Если первый заказ выиграл без повышений, прикуп не показывают.</translation>
    </message>
    <message>
        <source>Then the declarer fixes the contract, at least the bid.</source>
        <translation>Затем разыгрывающий назначает игру — не меньше своего заказа.</translation>
    </message>
    <message>
        <source>The contract is the bid: it cannot be raised after the talon.</source>
        <translation>Игра равна заказу: после прикупа её не повысить.</translation>
    </message>
    <message>
        <source>loses the bid</source>
        <translation>теряет заказ</translation>
    </message>
    <message>
        <source>gets a bolt</source>
        <translation>получает болт</translation>
    </message>
    <message>
        <source>half the bid</source>
        <translation>половину заказа</translation>
    </message>
    <message>
        <source>60</source>
        <translation>60</translation>
    </message>
    <message>
        <source>Before the first lead the declarer may concede (роспись): the declarer {0}, each opponent scores {1}.</source>
        <translation>До первого хода разыгрывающий может расписаться: он {0}, каждый соперник получает {1}.</translation>
    </message>
    <message>
        <source>Free concessions for each player: {0}.</source>
        <translation>Бесплатных росписей у каждого игрока: {0}.</translation>
    </message>
    <message>
        <source>Nobody may concede while a player sits on the barrel.</source>
        <translation>Пока кто-то сидит на бочке, расписываться нельзя никому.</translation>
    </message>
    <message>
        <source>Only a player who declared a marriage in this deal may lead a trump, unless they hold nothing but trumps.</source>
        <translation>Ходить с козыря может только тот, кто объявил марьяж в этой раздаче, или у кого одни козыри.</translation>
    </message>
    <message>
        <source>Golden deals at the start of the game: {0}; they are played at 120 without an auction and count double.</source>
        <translation>Золотых сдач в начале игры: {0}; они играются на 120 без торговли и считаются вдвойне.</translation>
    </message>
    <message>
        <source>Golden deals at the start of the game: {0}; they are played as usual and count double.</source>
        <translation>Золотых раздач в начале игры: {0}; они играются как обычно, а очки удваиваются.</translation>
    </message>
    <message>
        <source>If no golden deal&apos;s declarer makes the contract, every total goes back to 0 after them.</source>
        <translation>Если ни один игрок не сыграет свой золотой кон, после них все счета обнуляются.</translation>
    </message>
    <message>
        <source>The dealer also scores half a marriage for a lone K or Q of a suit in the talon.</source>
        <translation>Сдающий получает ещё полмарьяжа за одинокого короля или даму масти в прикупе.</translation>
    </message>
    <message>
        <source>The talon not taken goes to the winner of the last trick: its points count for them.</source>
        <translation>Невзятый прикуп достаётся взявшему последнюю взятку: его очки идут ему.</translation>
    </message>
    <message>
        <source>The first to reach {0} wins.</source>
        <translation>Побеждает первый, набравший {0}.</translation>
    </message>
    <message>
        <source>At {0} a player sits on the barrel (бочка). Deals to make a contract of at least {2}: {1}; making it wins the game.</source>
        <translation>На {0} игрок садится на бочку. Сдач, чтобы сыграть игру не меньше {2}: {1}; сыгравший выигрывает.</translation>
    </message>
    <message>
        <source>Conceding (роспись) is not allowed.</source>
        <translation>Расписываться нельзя.</translation>
    </message>
    <message>
        <source>Each player gets 9 cards; two closed talons of 3 cards.</source>
        <translation>Каждому по 9 карт, два закрытых прикупа по 3 карты.</translation>
    </message>
    <message>
        <source>Four jacks in a hand, or three in the talon, also give the right to a redeal.</source>
        <translation>Четыре валета на руках или три в прикупе тоже дают право на пересдачу.</translation>
    </message>
    <message>
        <source>The player on the hundred may ask for it with three nines.</source>
        <translation>Игрок «на сотне» может попросить её и с тремя девятками.</translation>
    </message>
    <message>
        <source>The hand redeal is asked by an opponent on their 8 cards after the contract, before the first lead; never in the auction, never by the declarer.</source>
        <translation>Пересдачу по картам просит соперник по своим 8 картам после объявления игры, до первого хода; в торговле её нет, у разыгрывающего тоже.</translation>
    </message>
    <message>
        <source>Before each deal the player before the dealer cuts: the bottom card, shown to all, is the dealer&apos;s. A nine is cut again, a jack goes into the middle; the third nine costs the cutter 120.</source>
        <translation>Перед каждой раздачей колоду снимает игрок перед сдающим: нижняя карта показывается всем и достаётся сдающему. Девятку снимают снова, валет уходит в середину колоды; третья девятка стоит снимавшему 120.</translation>
    </message>
    <message>
        <source>Only the dealer sees the card that becomes theirs (nines and jacks are shown to all); the others see it when the deal is over.</source>
        <translation>Карту, которая достаётся сдающему, видит только он (девятки и валеты показывают всем); остальные увидят её после сдачи.</translation>
    </message>
    <message>
        <source>The first speaker may bid exactly 120 blind, before looking at the cards; won blind, the contract stays 120 and the deal counts double.</source>
        <translation>Первый говорящий может, не глядя в карты, заказать втёмную ровно 120; выиграв торговлю втёмную, он играет ровно 120, и раздача идёт в двойном размере.</translation>
    </message>
    <message>
        <source>Anyone who has neither bid nor passed openly in this deal may bid blind, from 120 up, again after their own blind bid; the deal counts double when the last raise was blind.</source>
        <translation>Втёмную может заказать каждый, кто в этой раздаче ещё не заказывал открыто и не пасовал, — от 120 и выше, и снова после своего заказа втёмную; раздача идёт в двойном размере, если последнее повышение было втёмную.</translation>
    </message>
    <message>
        <source>If everybody passes, the dealer plays {0}.</source>
        <translation>Если спасуют все, сдающий играет {0}.</translation>
    </message>
    <message>
        <source>If everybody passes, the same dealer deals again.</source>
        <translation>Если спасуют все, тот же сдающий сдаёт заново.</translation>
    </message>
    <message>
        <source>Nobody is on the hundred: the player after the dealer speaks first, and each in turn bids from {0} in steps of {1}, or passes. No bid goes above {2}. {3}</source>
        <translation>На сотне никого нет: первым говорит игрок после сдающего, и каждый по очереди заявляет от {0} с шагом {1} или пасует. Ставка не выше {2}. {3}</translation>
    </message>
    <message>
        <source>The winner of the auction opens one talon, adds it to the hand and lays three cards face down in its place.</source>
        <translation>Выигравший торговлю открывает один прикуп, берёт его в руку и кладёт на его место три карты рубашкой вверх.</translation>
    </message>
    <message>
        <source>Before the first lead the declarer may write the deal off (списать): the declarer {0}, each opponent scores nothing and gets a bolt (a dash).</source>
        <translation>До первого хода разыгрывающий может списать игру: разыгрывающий {0}, каждый соперник ничего не получает и получает болт (прочерк).</translation>
    </message>
    <message>
        <source>Every concession is free for the declarer.</source>
        <translation>Каждая роспись для разыгрывающего бесплатна.</translation>
    </message>
    <message>
        <source>Follow suit, else play a trump (козырь), else any card.</source>
        <translation>Ходят в масть, нет масти — козырем, нет козыря — любой картой.</translation>
    </message>
    <message>
        <source>Following suit or trumping, you must beat the best card if you can.</source>
        <translation>Отвечая в масть или козырем, нужно перебить старшую карту, если можете.</translation>
    </message>
    <message>
        <source>Leading the K or Q of a marriage after winning a trick declares it: its value counts and its suit becomes trump.</source>
        <translation>Ход королём или дамой марьяжа после взятой взятки объявляет марьяж: его очки засчитываются, масть становится козырной.</translation>
    </message>
    <message>
        <source>Leading the K or Q of a marriage declares it, even before winning a trick: its value counts and its suit becomes trump.</source>
        <translation>Ход королём или дамой марьяжа объявляет его даже без взятой взятки: его очки засчитываются, масть становится козырной.</translation>
    </message>
    <message>
        <source>A player who has won a trick may also declare a marriage on any turn, before their card, following too: its suit is trump at once, for the trick under way as well. One a turn; each marriage once.</source>
        <translation>Игрок, взявший хотя бы одну взятку, может объявить марьяж и в любой свой ход, перед своей картой, в том числе отвечая на чужой ход: его масть сразу становится козырем, и для текущей взятки тоже. Не больше одного за ход; каждый марьяж — один раз.</translation>
    </message>
    <message>
        <source>A player declaring a marriage while a trump exists may keep that trump and only score the marriage.</source>
        <translation>Объявляя марьяж, когда козырь уже есть, игрок может оставить прежний козырь и только записать марьяж.</translation>
    </message>
    <message>
        <source>The declarer who makes the contract scores the points taken, to the point; a failed contract is lost.</source>
        <translation>Разыгрывающий, сыгравший свою игру, записывает набранные очки, точно как есть; несыгранная игра списывается.</translation>
    </message>
    <message>
        <source>The declarer scores the contract if made, else loses it.</source>
        <translation>Разыгрывающий получает свою игру, если сыграл её, иначе теряет.</translation>
    </message>
    <message>
        <source>The others score their points rounded to {0}.</source>
        <translation>Остальные записывают свои очки, округлённые до {0}.</translation>
    </message>
    <message>
        <source>The others score their points as they are, not rounded.</source>
        <translation>Остальные записывают свои очки как есть, без округления.</translation>
    </message>
    <message>
        <source>in total</source>
        <translation>всего</translation>
    </message>
    <message>
        <source>in a row</source>
        <translation>подряд</translation>
    </message>
    <message>
        <source>A deal without a point (no trick, or nines only) is a bolt (болт); every third bolt ({0}) costs {1}.</source>
        <translation>Сдача без единого очка (без взятки или с одними девятками) — болт; каждый третий болт ({0}) стоит {1}.</translation>
    </message>
    <message>
        <source>A deal of fewer than 5 points is a bolt (болт); every third bolt ({0}) costs {1}.</source>
        <translation>Сдача меньше чем на 5 очков — болт; каждый третий болт ({0}) стоит {1}.</translation>
    </message>
    <message>
        <source>A deal without a trick is a bolt (болт); every third bolt ({0}) costs {1}.</source>
        <translation>Сдача без взятки — болт; каждый третий болт ({0}) стоит {1}.</translation>
    </message>
    <message>
        <source>Every bolt also costs {0} at once.</source>
        <translation>Каждый болт, кроме того, сразу стоит {0}.</translation>
    </message>
    <message>
        <source>A total of exactly 555 or −555 falls to 0 (самосвал).</source>
        <translation>Счёт ровно 555 или −555 падает до 0 (самосвал).</translation>
    </message>
    <message>
        <source>In a golden deal every bolt counts as two.</source>
        <translation>В золотой раздаче каждый болт считается за два.</translation>
    </message>
    <message>
        <source>The first card the declarer lays away goes into that talon and counts with it.</source>
        <translation>Первая карта, которую сносит разыгрывающий, идёт в этот прикуп и засчитывается вместе с ним.</translation>
    </message>
    <message>
        <source>The game also ends when someone falls to −1000.</source>
        <translation>Игра кончается и тогда, когда кто-то опустится до −1000.</translation>
    </message>
    <message>
        <source>At the end the winner takes the bank, {0}, from the player with the lowest total (equal lowest share it).</source>
        <translation>В конце победитель забирает банк, {0}, у игрока с наименьшим счётом (при равных наименьших счетах они платят поровну).</translation>
    </message>
    <message>
        <source>At the end, every point is worth {0} in the settlement.</source>
        <translation>В конце каждое очко стоит {0} в расчёте.</translation>
    </message>
    <message>
        <source>At {0} a player sits on the barrel (бочка) and collects: in every deal they score the card points of their tricks, to the point (their marriages and contract count nothing); reaching {2} wins the game. Deals on the barrel: {1}. They bid and play at most 120.</source>
        <translation>На {0} игрок садится на бочку и набирает очки: в каждой раздаче ему записываются очки карт его взяток, до очка (марьяжи и заказ не в счёт); набравший {2} выигрывает партию. Раздач на бочке: {1}. Заказывать и играть можно не больше 120.</translation>
    </message>
    <message>
        <source>After the last attempt without a win the total is rounded down to tens and −120 taken (993 → 870).</source>
        <translation>После последней попытки без выигрыша счёт округляется вниз до десятков и снимается 120 (993 → 870).</translation>
    </message>
    <message>
        <source>The player on the barrel takes the talon without an auction.</source>
        <translation>Игрок на бочке берёт прикуп без торговли.</translation>
    </message>
    <message>
        <source>The player on the barrel has bid {0} before anyone speaks, in place of the hundred; they speak again only when outbid.</source>
        <translation>Игрок на бочке заявил {0} до начала торговли, вместо сотни; он говорит снова, только когда его перебили.</translation>
    </message>
    <message>
        <source>A failed contract on the barrel costs nothing; the attempt is used.</source>
        <translation>Несыгранная игра на бочке ничего не стоит; попытка засчитывается.</translation>
    </message>
    <message>
        <source>After the last attempt without a win the player falls off with −120.</source>
        <translation>Если последняя попытка не удалась, игрок падает с бочки с −120.</translation>
    </message>
    <message>
        <source>The third fall resets the total to 0.</source>
        <translation>После третьего падения счёт обнуляется.</translation>
    </message>
    <message>
        <source>If another player reaches the barrel, the one on it falls off with −120.</source>
        <translation>Если на бочку попадает другой игрок, сидевший на ней падает с −120.</translation>
    </message>
    <message>
        <source>If several reach it after the same deal, all of them fall off.</source>
        <translation>Если после одной сдачи на бочку попадают несколько игроков, падают все.</translation>
    </message>
    <message>
        <source>If several reach it after the same deal, the highest stays on it and the others fall off.</source>
        <translation>Если после одной сдачи на бочку попадают несколько игроков, остаётся старший по счёту, остальные падают.</translation>
    </message>
    <message>
        <source>In a barrel deal the other players score neither points nor bolts.</source>
        <translation>В сдаче на бочке остальные не получают ни очков, ни болтов.</translation>
    </message>
    <message>
        <source>Two players with a stock: each gets 6 cards, the other 12 lie face down as the stock. There is no auction, talon or contract.</source>
        <translation>Вдвоём с колодой: каждому по 6 карт, остальные 12 лежат рубашкой вверх колодой. Торговли, прикупа и заказа нет.</translation>
    </message>
    <message>
        <source>The dealer&apos;s opponent leads first. Follow suit, else play a trump (козырь), else any card, from the first trick on.</source>
        <translation>Первым ходит соперник сдающего. С первой взятки: в масть, иначе козырем (козырь), иначе любой картой.</translation>
    </message>
    <message>
        <source>After each trick, while the stock lasts, the winner draws its top card, then the other player: both hold 6 again. 12 tricks in all.</source>
        <translation>После каждой взятки, пока есть колода, взявший берёт верхнюю карту, затем другой: у обоих снова по 6. Всего 12 взяток.</translation>
    </message>
    <message>
        <source>Leading the K or Q of a marriage declares it on any lead, the first included: its value counts and its suit becomes trump.</source>
        <translation>Ход с K или Q марьяжа объявляет его при любом ходе, и при первом: его стоимость засчитывается, а масть становится козырем.</translation>
    </message>
    <message>
        <source>Each player&apos;s card points and marriages go to their total; no rounding, bolts, samosval or barrel.</source>
        <translation>Очки карт и марьяжи каждого игрока идут в его счёт; без округления, болтов, самосвала и бочки.</translation>
    </message>
    <message>
        <source>The first to reach {0} after a deal wins; if both do, the higher total; if the totals are equal, the game goes on.</source>
        <translation>Побеждает первый, кто после сдачи наберёт {0}; если оба — у кого больше; при равенстве игра продолжается.</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Сдача</translation>
    </message>
    <message>
        <source>Auction</source>
        <translation>Торговля</translation>
    </message>
    <message>
        <source>Talon and contract</source>
        <translation>Прикуп и игра</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Розыгрыш</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Подсчёт</translation>
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
        <translation>нет</translation>
    </message>
    <message>
        <source>Auction</source>
        <extracomment>``translate(&quot;Context&quot;, &quot;literal&quot;)``: the form ``pyside6-lupdate`` extracts.</extracomment>
        <translation>Торговля</translation>
    </message>
    <message>
        <source>The obligatory opening bid of the player on the hundred.</source>
        <translation>Обязательный заказ игрока «на сотне».</translation>
    </message>
    <message>
        <source>Every raise is a multiple of this step.</source>
        <translation>Каждое повышение кратно этому шагу.</translation>
    </message>
    <message>
        <source>No bid above 120 plus the marriages in your hand.</source>
        <translation>Заказ не выше 120 плюс марьяжи на руках.</translation>
    </message>
    <message>
        <source>The absolute ceiling of a bid.</source>
        <translation>Наибольший возможный заказ.</translation>
    </message>
    <message>
        <source>A player below this total passes automatically.</source>
        <translation>Игрок с суммой ниже этой пасует автоматически.</translation>
    </message>
    <message>
        <source>Talon</source>
        <translation>Прикуп</translation>
    </message>
    <message>
        <source>The talon stays hidden when the hundred wins without a raise.</source>
        <translation>Прикуп не открывают, если «сотня» взяла его без торговли.</translation>
    </message>
    <message>
        <source>The declarer may raise the contract after the talon.</source>
        <translation>После прикупа разыгрывающий может повысить игру.</translation>
    </message>
    <message>
        <source>A weak hand (few points, nines) or talon may be redealt.</source>
        <translation>Слабые карты (мало очков, девятки) или прикуп можно пересдать.</translation>
    </message>
    <message>
        <source>A hand of fewer card points than this may ask for a redeal.</source>
        <translation>С меньшим числом очков на руках можно попросить пересдачу.</translation>
    </message>
    <message>
        <source>A hand with this many nines may ask for a redeal.</source>
        <translation>С таким числом девяток на руках можно попросить пересдачу.</translation>
    </message>
    <message>
        <source>Four jacks in a hand, or three in the talon, allow a redeal too.</source>
        <translation>Четыре валета на руках или три в прикупе тоже дают пересдачу.</translation>
    </message>
    <message>
        <source>The deck is cut before each deal; the bottom card goes to the dealer, a third nine costs 120.</source>
        <translation>Перед каждой раздачей колоду снимают; нижняя карта идёт сдающему, третья девятка стоит 120.</translation>
    </message>
    <message>
        <source>The declarer may concede (роспись) before the first lead.</source>
        <translation>До первого хода разыгрывающий может расписаться.</translation>
    </message>
    <message>
        <source>lose the bid</source>
        <translation>минус заказ</translation>
    </message>
    <message>
        <source>a bolt</source>
        <translation>болт</translation>
    </message>
    <message>
        <source>What conceding costs the declarer.</source>
        <translation>Чего роспись стоит разыгрывающему.</translation>
    </message>
    <message>
        <source>half the bid</source>
        <translation>половину заказа</translation>
    </message>
    <message>
        <source>all but the barrel player</source>
        <translation>все, кроме сидящего на бочке</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>никто</translation>
    </message>
    <message>
        <source>Who may concede while a player sits on the barrel.</source>
        <translation>Кто может расписаться, пока кто-то сидит на бочке.</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Розыгрыш</translation>
    </message>
    <message>
        <source>Following suit or trumping, beat the best card if you can.</source>
        <translation>Отвечая в масть или козырем, бить старшую карту, если можешь.</translation>
    </message>
    <message>
        <source>A marriage may be declared only after winning a trick.</source>
        <translation>Марьяж можно объявить только после своей первой взятки.</translation>
    </message>
    <message>
        <source>All four aces in one hand are worth 200.</source>
        <translation>Четыре туза на руках — 200 очков.</translation>
    </message>
    <message>
        <source>anyone</source>
        <translation>любой</translation>
    </message>
    <message>
        <source>a marriage&apos;s declarer</source>
        <translation>объявивший марьяж</translation>
    </message>
    <message>
        <source>Who may lead a trump (a hand of trumps only always may).</source>
        <translation>Кто может ходить с козыря (с одними козырями — всегда).</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Подсчёт</translation>
    </message>
    <message>
        <source>not rounded</source>
        <translation>не округлять</translation>
    </message>
    <message>
        <source>Opponents&apos; points are rounded to this.</source>
        <translation>До скольких округлять очки соперников.</translation>
    </message>
    <message>
        <source>in total</source>
        <translation>всего</translation>
    </message>
    <message>
        <source>in a row</source>
        <translation>подряд</translation>
    </message>
    <message>
        <source>Every third bolt (no trick) costs the penalty.</source>
        <translation>Каждый третий болт (ни одной взятки) — штраф.</translation>
    </message>
    <message>
        <source>Points lost at the third bolt.</source>
        <translation>Штраф за третий болт.</translation>
    </message>
    <message>
        <source>A total of exactly 555 or −555 falls to 0.</source>
        <translation>Ровно 555 или −555 — самосвал, сумма становится 0.</translation>
    </message>
    <message>
        <source>The game also ends when someone reaches −1000.</source>
        <translation>Игра кончается и тогда, когда кто-то доходит до −1000.</translation>
    </message>
    <message>
        <source>The total that wins the game.</source>
        <translation>Счёт, при котором игра выиграна.</translation>
    </message>
    <message>
        <source>Four players: the dealer scores half a marriage for a lone K or Q in the talon.</source>
        <translation>Вчетвером: сдающий получает полмарьяжа за одинокого короля или даму в прикупе.</translation>
    </message>
    <message>
        <source>out of play</source>
        <translation>вне игры</translation>
    </message>
    <message>
        <source>to the last trick</source>
        <translation>последней взятке</translation>
    </message>
    <message>
        <source>Two players: the talon not taken is out, or counts for the last trick&apos;s winner.</source>
        <translation>Вдвоём: невзятый прикуп вне игры или идёт взявшему последнюю взятку.</translation>
    </message>
    <message>
        <source>Barrel</source>
        <translation>Бочка</translation>
    </message>
    <message>
        <source>The total at which a player sits on the barrel (бочка).</source>
        <translation>С какой суммы игрок садится на бочку.</translation>
    </message>
    <message>
        <source>Deals on the barrel to make a contract.</source>
        <translation>Сколько раздач даётся на бочке, чтобы сыграть.</translation>
    </message>
    <message>
        <source>The lowest contract on the barrel.</source>
        <translation>Наименьшая игра на бочке.</translation>
    </message>
    <message>
        <source>bids as usual</source>
        <translation>торгуется как обычно</translation>
    </message>
    <message>
        <source>takes the talon</source>
        <translation>берёт прикуп сразу</translation>
    </message>
    <message>
        <source>Three falls from the barrel reset the total to 0.</source>
        <translation>Три падения с бочки обнуляют сумму.</translation>
    </message>
    <message>
        <source>all fall</source>
        <translation>падают все</translation>
    </message>
    <message>
        <source>the higher stays</source>
        <translation>остаётся старший</translation>
    </message>
    <message>
        <source>When two reach the barrel at once.</source>
        <translation>Когда на бочку попадают двое сразу.</translation>
    </message>
    <message>
        <source>Opponents score nothing in a barrel deal.</source>
        <translation>В раздаче на бочке соперники очков не пишут.</translation>
    </message>
    <message>
        <source>loses the contract</source>
        <translation>теряет заказ</translation>
    </message>
    <message>
        <source>loses nothing</source>
        <translation>ничего не теряет</translation>
    </message>
    <message>
        <source>What a failed contract costs the player on the barrel (the attempt is used).</source>
        <translation>Чего стоит несыгранная игра сидящему на бочке (попытка засчитывается).</translation>
    </message>
    <message>
        <source>Variants</source>
        <translation>Варианты</translation>
    </message>
    <message>
        <source>one per player</source>
        <translation>по одному на игрока</translation>
    </message>
    <message>
        <source>The first deals are played at 120 without an auction and count double.</source>
        <translation>Первые раздачи играются на 120 без торговли, очки удваиваются (золотой кон).</translation>
    </message>
    <message>
        <source>120, no auction</source>
        <translation>120 без торговли</translation>
    </message>
    <message>
        <source>as usual, doubled</source>
        <translation>как обычно, вдвойне</translation>
    </message>
    <message>
        <source>How the golden deals are played: forced at 120, or with an auction.</source>
        <translation>Как играются золотые раздачи: обязательно 120 или с торговлей.</translation>
    </message>
    <message>
        <source>Who opens: the player on the hundred, or nobody (a pass allowed to all); if all pass, a redeal or the dealer plays.</source>
        <translation>Кто открывает: игрок на сотне или никто (пасовать может каждый); если спасуют все — пересдача или играет сдающий.</translation>
    </message>
    <message>
        <source>Blind bids, made before looking at the cards (who may: the next row); a deal won blind scores double.</source>
        <translation>Заказ втёмную, не глядя в карты (кто может — в следующей строке); раздача, выигранная втёмную, идёт в двойном размере.</translation>
    </message>
    <message>
        <source>Who may bid blind: the first speaker; the first speaker at exactly 120, the contract kept; or anyone before their first bid or pass.</source>
        <translation>Кто может заказать втёмную: первый говорящий; первый говорящий ровно 120, без повышения игры; или каждый до своего первого заказа или паса.</translation>
    </message>
    <message>
        <source>The hand redeal is asked before the first bid, or by an opponent on their 8 cards after the contract, before the first lead.</source>
        <translation>Пересдачу по картам просят до первой ставки или (соперник, по своим 8 картам) после объявления игры, до первого хода.</translation>
    </message>
    <message>
        <source>The player on the hundred may also ask for a redeal with three nines.</source>
        <translation>Игрок «на сотне» может попросить пересдачу и с тремя девятками.</translation>
    </message>
    <message>
        <source>With the cut: the dealer&apos;s card is shown to everybody, or to the dealer alone (nines and jacks to everybody).</source>
        <translation>При съёме: карта сдающего показывается всем или только сдающему (девятки и валеты — всем).</translation>
    </message>
    <message>
        <source>What each opponent scores when the declarer concedes; a dash: nothing and a bolt (the write-off).</source>
        <translation>Сколько получает каждый соперник, когда разыгрывающий расписывается; прочерк: ничего и болт (списание).</translation>
    </message>
    <message>
        <source>The first concessions of each player cost nothing; always: every one (seeds/000).</source>
        <translation>Первые росписи каждого игрока ничего не стоят; «всегда» — любая роспись (seeds/000).</translation>
    </message>
    <message>
        <source>A marriage declared while a trump exists makes its suit trump, or its player may keep the trump.</source>
        <translation>Марьяж, объявленный при уже назначенном козыре, делает свою масть козырем, или игрок может оставить прежний козырь.</translation>
    </message>
    <message>
        <source>A marriage is declared by leading its K or Q, or also before any card of a player who has won a trick.</source>
        <translation>Марьяж объявляют ходом с его короля или дамы, или ещё перед любой картой игрока, взявшего взятку.</translation>
    </message>
    <message>
        <source>A bolt for taking no trick, for no points at all (nines only), or for fewer than 5 points.</source>
        <translation>Болт — за сдачу без взятки, без единого очка (одни девятки) или меньше чем на 5 очков.</translation>
    </message>
    <message>
        <source>Every bolt costs this at once, besides the third bolt&apos;s penalty (0: nothing).</source>
        <translation>Столько стоит каждый болт сразу, помимо штрафа за третий болт (0 — ничего).</translation>
    </message>
    <message>
        <source>In a golden deal every bolt counts as one, or as two.</source>
        <translation>В золотой раздаче каждый болт считается за один или за два.</translation>
    </message>
    <message>
        <source>A made contract scores the contract, or the declarer&apos;s points to the point.</source>
        <translation>Сыгранная игра приносит саму игру или набранные разыгрывающим очки, точно как есть.</translation>
    </message>
    <message>
        <source>Two players, the second talon to the last trick: the first card laid away goes into it.</source>
        <translation>Вдвоём, второй прикуп — последней взятке: первая снесённая карта идёт в него.</translation>
    </message>
    <message>
        <source>How the player on the barrel enters the auction; opens: their bid stands before anyone speaks.</source>
        <translation>Как игрок на бочке участвует в торговле; «открывает»: его заявка в силе до начала торговли.</translation>
    </message>
    <message>
        <source>On the barrel: play for a contract, or collect the card points of your tricks in every deal until the winning total.</source>
        <translation>На бочке: играть на заказ или набирать очки карт своих взяток в каждой раздаче до выигрышного счёта.</translation>
    </message>
    <message>
        <source>If no golden contract is made, every total goes back to 0 after the golden deals.</source>
        <translation>Если ни одна золотая игра не сыграна, после золотых раздач все счета обнуляются.</translation>
    </message>
    <message>
        <source>Money per point in the final settlement (0: none).</source>
        <translation>Сколько денег за очко в итоговом расчёте (0 — без денег).</translation>
    </message>
    <message>
        <source>At the end the winner takes this from the lowest total, instead of the settlement (0: no bank).</source>
        <translation>В конце победитель забирает эту сумму у игрока с наименьшим счётом, вместо расчёта (0 — без банка).</translation>
    </message>
    <message>
        <source>Two players: 10 cards each, an auction and two talons; or 6 cards each and a stock to draw from.</source>
        <translation>Вдвоём: по 10 карт, торговля и два прикупа; или по 6 карт и колода, из которой добирают.</translation>
    </message>
    <message>
        <source>Two players with talons: 10 cards each and talons of 2, or 9 each and talons of 3 (three cards laid away).</source>
        <translation>Вдвоём с прикупами: по 10 карт и прикупы по 2 или по 9 карт и прикупы по 3 (в снос три карты).</translation>
    </message>
    <message>
        <source>a dash (a bolt)</source>
        <translation>прочерк (болт)</translation>
    </message>
    <message>
        <source>no trick</source>
        <translation>нет взятки</translation>
    </message>
    <message>
        <source>no points</source>
        <translation>нет очков</translation>
    </message>
    <message>
        <source>under 5 points</source>
        <translation>меньше 5 очков</translation>
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
        <translation>до первой ставки</translation>
    </message>
    <message>
        <source>after the contract</source>
        <translation>после объявления игры</translation>
    </message>
    <message>
        <source>the first speaker</source>
        <translation>первый говорящий</translation>
    </message>
    <message>
        <source>the first speaker, 120</source>
        <translation>первый говорящий, 120</translation>
    </message>
    <message>
        <source>anyone who has not looked</source>
        <translation>каждый, кто не смотрел карты</translation>
    </message>
    <message>
        <source>always</source>
        <translation>всегда</translation>
    </message>
    <message>
        <source>always the new suit</source>
        <translation>всегда новая масть</translation>
    </message>
    <message>
        <source>the player chooses</source>
        <translation>на выбор игрока</translation>
    </message>
    <message>
        <source>on the lead</source>
        <translation>при заходе</translation>
    </message>
    <message>
        <source>on any turn</source>
        <translation>в любой ход</translation>
    </message>
    <message>
        <source>the contract</source>
        <translation>игру</translation>
    </message>
    <message>
        <source>the points taken</source>
        <translation>набранные очки</translation>
    </message>
    <message>
        <source>opens the bidding</source>
        <translation>открывает торговлю</translation>
    </message>
    <message>
        <source>on the hundred</source>
        <translation>на сотне</translation>
    </message>
    <message>
        <source>nobody; all pass: redeal</source>
        <translation>никто; все пас — пересдача</translation>
    </message>
    <message>
        <source>nobody; all pass: the dealer plays</source>
        <translation>никто; все пас — играет сдающий</translation>
    </message>
    <message>
        <source>a contract</source>
        <translation>заказ</translation>
    </message>
    <message>
        <source>collects points</source>
        <translation>набор очков</translation>
    </message>
    <message>
        <source>two cards each</source>
        <translation>по две карты</translation>
    </message>
    <message>
        <source>three cards each</source>
        <translation>по три карты</translation>
    </message>
    <message>
        <source>everybody</source>
        <translation>всем</translation>
    </message>
    <message>
        <source>the dealer only</source>
        <translation>только сдающему</translation>
    </message>
    <message>
        <source>with talons</source>
        <translation>с прикупами</translation>
    </message>
    <message>
        <source>with a stock</source>
        <translation>с колодой</translation>
    </message>
    <message>
        <source>Classic (Классика)</source>
        <translation>Классика</translation>
    </message>
    <message>
        <source>Online table (Онлайн-стол)</source>
        <translation>Онлайн-стол</translation>
    </message>
    <message>
        <source>Polish (Польская)</source>
        <translation>Польская</translation>
    </message>
    <message>
        <source>Custom (своя)</source>
        <translation>Своя</translation>
    </message>
    <message>
        <source>Barrel scoring</source>
        <translation>Счёт на бочке</translation>
    </message>
    <message>
        <source>Preset:</source>
        <translation>Набор правил:</translation>
    </message>
    <message>
        <source>Source: {0}.</source>
        <translation>Источник: {0}.</translation>
    </message>
    <message>
        <source>Marriage values</source>
        <translation>Цена марьяжей</translation>
    </message>
    <message>
        <source>Opening bid</source>
        <translation>Начальный заказ</translation>
    </message>
    <message>
        <source>Bid step</source>
        <translation>Шаг торговли</translation>
    </message>
    <message>
        <source>Ceiling by marriages</source>
        <translation>Потолок по марьяжам</translation>
    </message>
    <message>
        <source>Highest bid</source>
        <translation>Наибольший заказ</translation>
    </message>
    <message>
        <source>Bidding in the minus</source>
        <translation>Торговля в минусе</translation>
    </message>
    <message>
        <source>Blind game</source>
        <translation>Игра втёмную</translation>
    </message>
    <message>
        <source>Hidden talon on the hundred</source>
        <translation>Закрытый прикуп на сотне</translation>
    </message>
    <message>
        <source>Raise after the talon</source>
        <translation>Повышение после прикупа</translation>
    </message>
    <message>
        <source>Redeal</source>
        <translation>Пересдача</translation>
    </message>
    <message>
        <source>Concede (роспись)</source>
        <translation>Роспись</translation>
    </message>
    <message>
        <source>Concede costs</source>
        <translation>Цена росписи</translation>
    </message>
    <message>
        <source>Opponents get</source>
        <translation>Соперникам</translation>
    </message>
    <message>
        <source>Free concessions</source>
        <translation>Бесплатные росписи</translation>
    </message>
    <message>
        <source>Must overtake</source>
        <translation>Обязательно перебивать</translation>
    </message>
    <message>
        <source>Marriage needs a trick</source>
        <translation>Марьяж после взятки</translation>
    </message>
    <message>
        <source>Ace marriage</source>
        <translation>Тузовый марьяж</translation>
    </message>
    <message>
        <source>Round opponents to</source>
        <translation>Округлять соперникам до</translation>
    </message>
    <message>
        <source>Bolts counted</source>
        <translation>Болты считаются</translation>
    </message>
    <message>
        <source>Bolt penalty</source>
        <translation>Штраф за болты</translation>
    </message>
    <message>
        <source>Samosval (555)</source>
        <translation>Самосвал (555)</translation>
    </message>
    <message>
        <source>−1000 ends the game</source>
        <translation>−1000 кончает игру</translation>
    </message>
    <message>
        <source>Barrel at</source>
        <translation>Бочка с</translation>
    </message>
    <message>
        <source>Barrel attempts</source>
        <translation>Попыток на бочке</translation>
    </message>
    <message>
        <source>Barrel contract</source>
        <translation>Игра на бочке</translation>
    </message>
    <message>
        <source>On the barrel</source>
        <translation>На бочке</translation>
    </message>
    <message>
        <source>Three falls reset</source>
        <translation>Три падения — обнуление</translation>
    </message>
    <message>
        <source>Barrel collision</source>
        <translation>Двое на бочке</translation>
    </message>
    <message>
        <source>Barrel freezes opponents</source>
        <translation>Бочка без очков соперникам</translation>
    </message>
    <message>
        <source>Golden round</source>
        <translation>Золотой кон</translation>
    </message>
    <message>
        <source>Stake per point</source>
        <translation>Ставка за очко</translation>
    </message>
    <message>
        <source>Two players</source>
        <translation>Двое игроков</translation>
    </message>
    <message>
        <source>Winning total</source>
        <translation>Выигрышный счёт</translation>
    </message>
    <message>
        <source>Redeal under</source>
        <translation>Пересдача меньше</translation>
    </message>
    <message>
        <source>Redeal for nines</source>
        <translation>Пересдача за девятки</translation>
    </message>
    <message>
        <source>Redeal for jacks</source>
        <translation>Пересдача за вальтов</translation>
    </message>
    <message>
        <source>Hand redeal</source>
        <translation>Пересдача по картам</translation>
    </message>
    <message>
        <source>Three nines on the hundred</source>
        <translation>Три девятки на сотне</translation>
    </message>
    <message>
        <source>Cut the deck</source>
        <translation>Съём колоды</translation>
    </message>
    <message>
        <source>Concede on the barrel</source>
        <translation>Роспись при бочке</translation>
    </message>
    <message>
        <source>Trump lead</source>
        <translation>Ход с козыря</translation>
    </message>
    <message>
        <source>Failing on the barrel</source>
        <translation>Недобор на бочке</translation>
    </message>
    <message>
        <source>Golden deals</source>
        <translation>Золотые раздачи</translation>
    </message>
    <message>
        <source>Golden reset</source>
        <translation>Обнуление после золотых</translation>
    </message>
    <message>
        <source>Dealer&apos;s half marriage</source>
        <translation>Полмарьяжа сдающему</translation>
    </message>
    <message>
        <source>Second talon</source>
        <translation>Второй прикуп</translation>
    </message>
    <message>
        <source>Who opens</source>
        <translation>Кто открывает</translation>
    </message>
    <message>
        <source>A bolt for</source>
        <translation>Когда болт</translation>
    </message>
    <message>
        <source>Penalty per bolt</source>
        <translation>Штраф за каждый болт</translation>
    </message>
    <message>
        <source>Golden bolts</source>
        <translation>Болты в золотой раздаче</translation>
    </message>
    <message>
        <source>Declarer scores</source>
        <translation>Разыгрывающему пишут</translation>
    </message>
    <message>
        <source>Who bids blind</source>
        <translation>Кто играет втёмную</translation>
    </message>
    <message>
        <source>Trump on a new marriage</source>
        <translation>Козырь при новом марьяже</translation>
    </message>
    <message>
        <source>When a marriage is declared</source>
        <translation>Когда объявлять марьяж</translation>
    </message>
    <message>
        <source>Bank</source>
        <translation>Банк</translation>
    </message>
    <message>
        <source>Two-player talons</source>
        <translation>Прикупы вдвоём</translation>
    </message>
    <message>
        <source>A card to the second talon</source>
        <translation>Карта во второй прикуп</translation>
    </message>
    <message>
        <source>Cut card shown to</source>
        <translation>Карту съёма видят</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>Final totals of the last games</source>
        <translation>Итоговые счета последних партий</translation>
    </message>
    <message>
        <source>Your final totals, oldest first: {scores}</source>
        <translation>Ваши итоговые счета, от старых к новым: {scores}</translation>
    </message>
    <message>
        <source>No games counted yet.</source>
        <translation>Пока не засчитано ни одной партии.</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <source>Score sheet</source>
        <translation>Запись</translation>
    </message>
</context>
<context>
    <name>ScoreTable</name>
    <message>
        <source>redeal</source>
        <translation>пересдача</translation>
    </message>
</context>
<context>
    <name>SeatBadge</name>
    <message>
        <source>Deals left on it: {0}.</source>
        <translation>Осталось сдач на бочке: {0}.</translation>
    </message>
    <message>
        <source>deals, sits out</source>
        <translation>сдаёт</translation>
    </message>
</context>
<context>
    <name>SeatBase</name>
    <message>
        <source>Cannot save the game: {reason}</source>
        <translation>Не удаётся сохранить игру: {reason}</translation>
    </message>
</context>
<context>
    <name>SeatWords</name>
    <message>
        <source>{0} blind</source>
        <translation>{0} втёмную</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>пас</translation>
    </message>
    <message>
        <source>aces marriage {0}</source>
        <translation>тузовый марьяж {0}</translation>
    </message>
    <message>
        <source>marriage {0} {1}</source>
        <translation>марьяж {0} {1}</translation>
    </message>
    <message>
        <source>marriage {0} {1}, trump kept</source>
        <translation>марьяж {0} {1}, козырь прежний</translation>
    </message>
    <message>
        <source>redeal</source>
        <translation>пересдача</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>The statistics file {path} was written by a newer version of the game. It was kept as {kept} and new statistics were started.</source>
        <translation>Файл статистики {path} записан более новой версией игры. Он сохранён как {kept}, статистика начата заново.</translation>
    </message>
    <message>
        <source>The statistics file {path} was damaged ({detail}). It was kept as {kept} and new statistics were started.</source>
        <translation>Файл статистики {path} повреждён ({detail}). Он сохранён как {kept}, статистика начата заново.</translation>
    </message>
    <message>
        <source>The statistics file {path} cannot be used ({detail}) and could not be set aside; it was left as it is.</source>
        <translation>Файл статистики {path} нельзя использовать ({detail}), и его не удалось отложить; он оставлен как есть.</translation>
    </message>
    <message>
        <source>The statistics file {path} cannot be read ({detail}); it was left as it is.</source>
        <translation>Файл статистики {path} не читается ({detail}); он оставлен как есть.</translation>
    </message>
    <message>
        <source>The statistics could not be saved to {path} ({detail}). The game and the statistics already saved are not affected.</source>
        <translation>Не удалось сохранить статистику в {path} ({detail}). Игра и уже сохранённая статистика не пострадали.</translation>
    </message>
    <message>
        <source>This game is not counted in the statistics: an undo was used.</source>
        <translation>Эта партия не засчитана в статистику: был отменён ход.</translation>
    </message>
    <message>
        <source>This game is not counted in the statistics: it was continued from a review.</source>
        <translation>Эта партия не засчитана в статистику: она продолжена из разбора.</translation>
    </message>
    <message>
        <source>This game is not counted in the statistics: training aids were on.</source>
        <translation>Эта партия не засчитана в статистику: были включены игровые подсказки.</translation>
    </message>
    <message>
        <source>This game is not counted in the statistics: it was not played from its start in this program.</source>
        <translation>Эта партия не засчитана в статистику: она сыграна в этой программе не с начала.</translation>
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
        <translation>&amp;Сбросить…</translation>
    </message>
    <message numerus="yes">
        <source>Your final totals in the last %n game(s) (won games highlighted)</source>
        <translation>
            <numerusform>Ваши итоговые счета в последней %n партии (выигранные выделены)</numerusform>
            <numerusform>Ваши итоговые счета в последних %n партиях (выигранные выделены)</numerusform>
            <numerusform>Ваши итоговые счета в последних %n партиях (выигранные выделены)</numerusform>
        </translation>
    </message>
    <message>
        <source>Only games played from their start in this program are counted; games played with training aids, with an undo or continued from a review are not (not counted so far: {aids} with aids, {undo} with an undo, {continued} continued, {opened} not played from the start).</source>
        <translation>Засчитываются только партии, сыгранные в этой программе с начала; партии с игровыми подсказками, с отменой хода или продолженные из разбора не засчитываются (не засчитано: {aids} с подсказками, {undo} с отменой хода, {continued} продолжено из разбора, {opened} сыграно не с начала).</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Побед</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Доля побед</translation>
    </message>
    <message>
        <source>Average final score</source>
        <translation>Средний итоговый счёт</translation>
    </message>
    <message>
        <source>Games started</source>
        <translation>Начато партий</translation>
    </message>
    <message>
        <source>Games finished</source>
        <translation>Доиграно партий</translation>
    </message>
    <message>
        <source>Games abandoned</source>
        <translation>Брошено партий</translation>
    </message>
    <message>
        <source>Deals played</source>
        <translation>Сыграно раздач</translation>
    </message>
    <message>
        <source>Contracts bid</source>
        <translation>Заказано игр</translation>
    </message>
    <message>
        <source>Contracts made</source>
        <translation>Сыграно заказов</translation>
    </message>
    <message>
        <source>Contracts conceded</source>
        <translation>Расписано заказов</translation>
    </message>
    <message>
        <source>Make rate</source>
        <translation>Доля сыгранных заказов</translation>
    </message>
    <message>
        <source>Average contract</source>
        <translation>Средний заказ</translation>
    </message>
    <message>
        <source>Bolts</source>
        <translation>Болты</translation>
    </message>
    <message>
        <source>Barrels mounted</source>
        <translation>Заездов на бочку</translation>
    </message>
    <message>
        <source>Barrels won</source>
        <translation>Побед с бочки</translation>
    </message>
    <message>
        <source>Barrel falls</source>
        <translation>Падений с бочки</translation>
    </message>
    <message>
        <source>Samosvals</source>
        <translation>Самосвалы</translation>
    </message>
    <message>
        <source>Best game</source>
        <translation>Лучшая партия</translation>
    </message>
    <message>
        <source>Worst game</source>
        <translation>Худшая партия</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Все партии</translation>
    </message>
    <message>
        <source>easy</source>
        <comment>level</comment>
        <translation>слабый</translation>
    </message>
    <message>
        <source>normal</source>
        <comment>level</comment>
        <translation>средний</translation>
    </message>
    <message>
        <source>strong</source>
        <comment>level</comment>
        <translation>сильный</translation>
    </message>
    <message>
        <source>Players: {n}</source>
        <translation>Игроков: {n}</translation>
    </message>
    <message>
        <source>{score} ({date})</source>
        <translation>{score} ({date})</translation>
    </message>
    <message>
        <source>Reset the statistics</source>
        <translation>Сбросить статистику</translation>
    </message>
    <message>
        <source>Forget every counted game? This cannot be undone.</source>
        <translation>Забыть все засчитанные партии? Это нельзя отменить.</translation>
    </message>
</context>
<context>
    <name>SvgDeck</name>
    <message>
        <source>it cannot be read</source>
        <translation>его нельзя прочитать</translation>
    </message>
    <message>
        <source>it is too large</source>
        <translation>он слишком велик</translation>
    </message>
    <message>
        <source>it is a damaged compressed file</source>
        <translation>это повреждённый сжатый файл</translation>
    </message>
    <message>
        <source>it is not an SVG file</source>
        <translation>это не файл SVG</translation>
    </message>
    <message>
        <source>it declares XML entities</source>
        <translation>в нём объявлены сущности XML</translation>
    </message>
    <message>
        <source>the SVG is broken</source>
        <translation>SVG повреждён</translation>
    </message>
    <message>
        <source>it has no card {0}</source>
        <translation>в нём нет карты {0}</translation>
    </message>
    <message>
        <source>it is no longer installed</source>
        <translation>она больше не установлена</translation>
    </message>
    <message>
        <source>The deck {0} could not be used ({1}); the built-in deck is shown.</source>
        <translation>Колоду {0} не удалось использовать ({1}); показана встроенная колода.</translation>
    </message>
</context>
<context>
    <name>TableAids</name>
    <message>
        <source>opponents&apos; hands</source>
        <translation>карты соперников</translation>
    </message>
    <message>
        <source>talon suits</source>
        <translation>масти прикупа</translation>
    </message>
    <message>
        <source>one talon card</source>
        <translation>одна карта прикупа</translation>
    </message>
    <message>
        <source>Aids: {0}</source>
        <translation>Подсказки: {0}</translation>
    </message>
    <message>
        <source>Training aids are on in this game (chosen in New game); a game with aids is not counted in the statistics.</source>
        <translation>В этой партии включены игровые подсказки (выбраны в «Новой игре»); партия с подсказками не засчитывается в статистику.</translation>
    </message>
    <message>
        <source>Click a talon card or press 1–{0} to look at it (once a deal)</source>
        <translation>Щёлкните карту прикупа или нажмите 1–{0}, чтобы подсмотреть её (раз за сдачу)</translation>
    </message>
    <message>
        <source>A talon card: {0}</source>
        <translation>Карта прикупа: {0}</translation>
    </message>
</context>
<context>
    <name>TableController</name>
    <message>
        <source>tricks: {0}</source>
        <translation>взяток: {0}</translation>
    </message>
    <message>
        <source>{0} pts</source>
        <translation>{0} оч.</translation>
    </message>
    <message>
        <source>{0} cuts: {1}, then a card face down — only the dealer sees it, it is the dealer&apos;s.</source>
        <translation>{0}: съём — {1}, затем карта рубашкой вверх: её видит только сдающий, она достаётся ему.</translation>
    </message>
    <message>
        <source>{0} cuts: a card face down — only the dealer sees it, it is the dealer&apos;s.</source>
        <translation>{0}: съём — карта рубашкой вверх: её видит только сдающий, она достаётся ему.</translation>
    </message>
    <message>
        <source>Golden round: this deal counts double</source>
        <translation>Золотой кон: очки раздачи удваиваются</translation>
    </message>
    <message>
        <source>Aces marriage {0}: {1}</source>
        <translation>Тузовый марьяж {0}: {1}</translation>
    </message>
    <message>
        <source>Marriage {0} {1}: {2}</source>
        <translation>Марьяж {0} {1}: {2}</translation>
    </message>
    <message>
        <source>Contract: {0} — {1}</source>
        <translation>Игра: {0} — {1}</translation>
    </message>
    <message>
        <source>Dealer: {0}.</source>
        <translation>Сдаёт: {0}.</translation>
    </message>
    <message>
        <source>{0} cuts: {1} — the third nine, {0} loses {2}.</source>
        <translation>{0}: съём — {1}; третья девятка: {0} −{2}.</translation>
    </message>
    <message>
        <source>{0} cuts: {1} — the jack goes into the middle of the deck.</source>
        <translation>{0}: съём — {1}; валет уходит в середину колоды.</translation>
    </message>
    <message>
        <source>{0} cuts: {1} — the bottom card is the dealer&apos;s.</source>
        <translation>{0}: съём — {1}; нижняя карта достаётся сдающему.</translation>
    </message>
    <message>
        <source>The auction is over: {0} — {1}.</source>
        <translation>Торговля окончена: {0} — {1}.</translation>
    </message>
    <message>
        <source>The talon (прикуп) stays closed: {0} takes it.</source>
        <translation>Прикуп закрытый, его берёт {0}.</translation>
    </message>
    <message>
        <source>left</source>
        <translation>левый</translation>
    </message>
    <message>
        <source>right</source>
        <translation>правый</translation>
    </message>
    <message>
        <source>{0} opens the {1} talon (прикуп): {2}</source>
        <translation>{0}: открыт {1} прикуп — {2}</translation>
    </message>
    <message>
        <source>{0} lays away the cards face down in place of the talon, one of them into the other talon.</source>
        <translation>{0}: карты рубашкой вверх вместо прикупа, одна из них — в другой прикуп.</translation>
    </message>
    <message>
        <source>{0} lays three cards face down in place of the talon.</source>
        <translation>{0}: три карты рубашкой вверх вместо прикупа.</translation>
    </message>
    <message>
        <source>{0} lays two cards face down in place of the talon.</source>
        <translation>{0}: две карты рубашкой вверх вместо прикупа.</translation>
    </message>
    <message>
        <source>{0}: one card to each opponent.</source>
        <translation>{0}: по карте каждому сопернику.</translation>
    </message>
    <message>
        <source>Write-off (списать): {0} — {1}; a dash and a bolt for each opponent.</source>
        <translation>Списание: {0} — {1}; каждому сопернику прочерк и болт.</translation>
    </message>
    <message>
        <source>Concession (роспись): {0} — {1}.</source>
        <translation>Роспись: {0} — {1}.</translation>
    </message>
    <message>
        <source>Click or press a key to go on.</source>
        <translation>Щёлкните или нажмите клавишу, чтобы продолжить.</translation>
    </message>
    <message>
        <source>{0}: redeal</source>
        <translation>{0}: пересдача</translation>
    </message>
    <message>
        <source>aces</source>
        <translation>тузы</translation>
    </message>
    <message>
        <source>trump</source>
        <translation>козырь</translation>
    </message>
    <message>
        <source>The talon (прикуп): {0}</source>
        <translation>Прикуп: {0}</translation>
    </message>
    <message numerus="yes">
        <source>Trick: {0}, %n point(s) in it.</source>
        <translation>
            <numerusform>Взятка: {0}, в ней %n очко.</numerusform>
            <numerusform>Взятка: {0}, в ней %n очка.</numerusform>
            <numerusform>Взятка: {0}, в ней %n очков.</numerusform>
        </translation>
    </message>
    <message>
        <source>You draw {0}; {1} left in the stock.</source>
        <translation>Вы берёте {0}; в колоде осталось {1}.</translation>
    </message>
    <message>
        <source>{0} is thinking…</source>
        <translation>{0} думает…</translation>
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
        <translation>Вы отдали: {0}</translation>
    </message>
    <message>
        <source>You laid away: {0}</source>
        <translation>Вы снесли: {0}</translation>
    </message>
    <message>
        <source>{0} gave you: {1}</source>
        <translation>Вам от {0}: {1}</translation>
    </message>
    <message>
        <source>Everybody passed</source>
        <translation>Все спасовали</translation>
    </message>
    <message>
        <source>Dealt again by {0}</source>
        <translation>Пересдача, сдаёт: {0}</translation>
    </message>
    <message>
        <source>Plays {1}: {0}</source>
        <translation>Играет {1}: {0}</translation>
    </message>
</context>
<context>
    <name>TableRulesDialog</name>
    <message>
        <source>The table&apos;s rules</source>
        <translation>Правила стола</translation>
    </message>
</context>
<context>
    <name>TalonChoicePanel</name>
    <message>
        <source>Choose a talon (прикуп)</source>
        <translation>Выберите прикуп</translation>
    </message>
    <message>
        <source>Click one of the two talons on the table, or choose it with ← → and Enter.</source>
        <translation>Щёлкните по одному из двух прикупов на столе или выберите его клавишами ← → и Enter.</translation>
    </message>
    <message>
        <source>Left talon</source>
        <translation>Левый прикуп</translation>
    </message>
    <message>
        <source>Right talon</source>
        <translation>Правый прикуп</translation>
    </message>
</context>
<context>
    <name>TrickHold</name>
    <message>
        <source>No trick has been taken yet in this deal.</source>
        <translation>В этой сдаче ещё не взято ни одной взятки.</translation>
    </message>
    <message>
        <source>Last trick: {0} took it</source>
        <translation>Последняя взятка: {0}</translation>
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
        <translation>Отменить ход нельзя: после него вы уже видели свои карты.</translation>
    </message>
    <message>
        <source>Undo is off: the talon has been turned up since your last move.</source>
        <translation>Отменить ход нельзя: после него открыли прикуп.</translation>
    </message>
    <message>
        <source>Undo is off: you have received cards since your last move.</source>
        <translation>Отменить ход нельзя: после него вам отдали карты.</translation>
    </message>
    <message>
        <source>Undo is off: you have drawn from the stock since your last move.</source>
        <translation>Отменить ход нельзя: после него вы взяли карту из колоды.</translation>
    </message>
    <message>
        <source>Undo is off: cards have been played since your last move.</source>
        <translation>Отменить ход нельзя: после него уже сыграны карты.</translation>
    </message>
    <message>
        <source>Undo is off: cards have been shown since your last move.</source>
        <translation>Отменить ход нельзя: после него вам показали карты.</translation>
    </message>
    <message>
        <source>Nothing to undo: you have not acted in this deal yet.</source>
        <translation>Отменять нечего: в этой раздаче вы ещё не ходили.</translation>
    </message>
    <message>
        <source>Not from here: in the game being played you have seen cards of this deal since this position. Go on from a later position or from the end of a deal.</source>
        <translation>Отсюда нельзя: в текущей игре после этой позиции вы уже видели карты этой раздачи. Продолжите с более поздней позиции или с конца раздачи.</translation>
    </message>
</context>
<context>
    <name>WelcomeDialog</name>
    <message>
        <source>Welcome to Thousand</source>
        <extracomment>The welcome&apos;s width; its height is what its text needs at that width.</extracomment>
        <translation>Добро пожаловать в Тысячу</translation>
    </message>
    <message>
        <source>&lt;b&gt;The auction.&lt;/b&gt; Each deal the players bid how many points they will score, from 100 up. The highest bidder takes the talon (прикуп), gives one card to each opponent and must then score at least the bid, or loses it.</source>
        <translation>&lt;b&gt;Торговля.&lt;/b&gt; В каждой раздаче игроки заказывают, сколько очков наберут, — от 100 и выше. Заказавший больше всех берёт прикуп, отдаёт по карте каждому сопернику и должен набрать не меньше заказа, иначе заказ списывается.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The play.&lt;/b&gt; Follow the suit led; without it, play a trump if there is one and you hold it. Cards count A 11, 10 10, K 4, Q 3, J 2, 9 0: 120 in the pack.</source>
        <translation>&lt;b&gt;Розыгрыш.&lt;/b&gt; Ходите в масть; если её нет — козырем, если козырь назначен и он у вас есть. Очки карт: туз 11, десятка 10, король 4, дама 3, валет 2, девятка 0 — всего в колоде 120.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Marriages (марьяж).&lt;/b&gt; The king and queen of one suit, declared by leading one of them after taking a trick, score 40 to 100 points and make that suit trumps.</source>
        <translation>&lt;b&gt;Марьяж.&lt;/b&gt; Король и дама одной масти: объявляется ходом одной из этих карт после взятой взятки, даёт от 40 до 100 очков и делает масть козырной.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Тысяча (Thousand)&lt;/b&gt; is the Russian card game of bidding and tricks: you against the computer, with 24 cards (nine to ace). Whoever first reaches 1000 points wins.</source>
        <translation>&lt;b&gt;Тысяча&lt;/b&gt; — русская карточная игра с торговлей и взятками: вы против компьютера, колода из 24 карт (от девятки до туза). Побеждает тот, кто первым наберёт 1000 очков.</translation>
    </message>
    <message>
        <source>Three rules to begin with:</source>
        <translation>Три правила для начала:</translation>
    </message>
    <message>
        <source>The whole rules of the game you play are in Help ▸ Rules (F1), the mouse and the keys in Help ▸ Controls; Game ▸ Hint (H) suggests a move and says why. A talon turned face up stays until you click or press a key.</source>
        <translation>Все правила вашей партии — в меню Справка ▸ Правила (F1), мышь и клавиши — в Справка ▸ Управление; Игра ▸ Подсказка (H) предложит ход и объяснит его. Открытый прикуп остаётся на столе, пока вы не щёлкнете или не нажмёте клавишу.</translation>
    </message>
    <message>
        <source>Don&apos;t show this again</source>
        <translation>Больше не показывать</translation>
    </message>
    <message>
        <source>Deal the cards</source>
        <translation>Сдать карты</translation>
    </message>
</context>
<context>
    <name>_DeclarerPanel</name>
    <message>
        <source>you lose {0}</source>
        <translation>вы теряете {0}</translation>
    </message>
    <message>
        <source>you get a bolt</source>
        <translation>вы получаете болт</translation>
    </message>
    <message>
        <source>it costs you nothing</source>
        <translation>вам это ничего не стоит</translation>
    </message>
    <message>
        <source>Write off (списать): {0}; your opponent scores a dash and gets a bolt.</source>
        <translation>Списать игру: {0}; сопернику прочерк и болт.</translation>
    </message>
    <message>
        <source>Write off (списать): {0}; each opponent scores a dash and gets a bolt.</source>
        <translation>Списать игру: {0}; каждому сопернику прочерк и болт.</translation>
    </message>
    <message>
        <source>Concede (роспись): {0}; your opponent scores {1}.</source>
        <translation>Роспись: {0}, соперник получает {1}.</translation>
    </message>
    <message>
        <source>Concede (роспись): {0}; each opponent scores {1}.</source>
        <translation>Роспись: {0}, каждый соперник получает {1}.</translation>
    </message>
    <message>
        <source>Free concessions left: {0}.</source>
        <translation>Бесплатных росписей осталось: {0}.</translation>
    </message>
</context>
</TS>
