<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name></name>
    <message>
        <location filename="../view/menus.py" line="49"/>
        <source>&amp;Game</source>
        <translation>&amp;Игра</translation>
    </message>
    <message>
        <location filename="../view/menus.py" line="50"/>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <location filename="../view/menus.py" line="51"/>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <location filename="../view/menus.py" line="52"/>
        <source>&amp;New game…</source>
        <translation>&amp;Новая игра…</translation>
    </message>
    <message>
        <location filename="../view/menus.py" line="52"/>
        <source>&amp;Open…</source>
        <translation>&amp;Открыть…</translation>
    </message>
    <message>
        <location filename="../view/menus.py" line="52"/>
        <source>&amp;Save</source>
        <translation>&amp;Сохранить</translation>
    </message>
    <message>
        <location filename="../view/menus.py" line="53"/>
        <source>Save &amp;as…</source>
        <translation>Сохранить &amp;как…</translation>
    </message>
    <message>
        <location filename="../view/menus.py" line="53"/>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить ход</translation>
    </message>
    <message>
        <location filename="../view/menus.py" line="53"/>
        <source>&amp;Hint</source>
        <translation>&amp;Подсказка</translation>
    </message>
    <message>
        <location filename="../view/menus.py" line="54"/>
        <source>&amp;Preferences…</source>
        <translation>&amp;Настройки…</translation>
    </message>
    <message>
        <location filename="../view/menus.py" line="54"/>
        <source>&amp;Quit</source>
        <translation>В&amp;ыход</translation>
    </message>
    <message>
        <location filename="../view/menus.py" line="55"/>
        <source>Score &amp;sheet</source>
        <translation>&amp;Запись</translation>
    </message>
    <message>
        <location filename="../view/menus.py" line="55"/>
        <source>&amp;Rules</source>
        <translation>&amp;Правила</translation>
    </message>
    <message>
        <location filename="../view/menus.py" line="55"/>
        <source>&amp;About</source>
        <translation>О &amp;программе</translation>
    </message>
</context>
<context>
    <name>AuctionPanel</name>
    <message>
        <location filename="../view/dialogs/auction_panel.py" line="35"/>
        <source>Bid</source>
        <translation>Торговаться</translation>
    </message>
    <message>
        <location filename="../view/dialogs/auction_panel.py" line="36"/>
        <source>Pass</source>
        <translation>Пас</translation>
    </message>
    <message>
        <location filename="../view/dialogs/auction_panel.py" line="37"/>
        <source>Blind 120</source>
        <translation>Втёмную 120</translation>
    </message>
    <message>
        <location filename="../view/dialogs/auction_panel.py" line="38"/>
        <source>Redeal</source>
        <translation>Пересдача</translation>
    </message>
    <message>
        <location filename="../view/dialogs/auction_panel.py" line="39"/>
        <source>Your bid: a raise by the step of the rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/auction_panel.py" line="45"/>
        <source>Auction: {0} bids {1}</source>
        <translation>Торговля: {0} — {1}</translation>
    </message>
    <message>
        <location filename="../view/dialogs/auction_panel.py" line="50"/>
        <source>pass</source>
        <translation>пас</translation>
    </message>
    <message>
        <location filename="../view/dialogs/auction_panel.py" line="64"/>
        <source>Blind {0}</source>
        <translation>Втёмную {0}</translation>
    </message>
    <message>
        <location filename="../view/dialogs/auction_panel.py" line="71"/>
        <source>Raise by {0} up to {1}.</source>
        <translation>Повышайте на {0} до {1}.</translation>
    </message>
    <message>
        <location filename="../view/dialogs/auction_panel.py" line="78"/>
        <source>Your ceiling: 120 + marriages {0} = {1}.</source>
        <translation>Ваш потолок: 120 + марьяжи {0} = {1}.</translation>
    </message>
    <message>
        <location filename="../view/dialogs/auction_panel.py" line="80"/>
        <source>Without a marriage (марьяж) in your hand you may not bid above 120.</source>
        <translation>Без марьяжа на руках больше 120 заказывать нельзя.</translation>
    </message>
    <message>
        <location filename="../view/dialogs/auction_panel.py" line="82"/>
        <source>You cannot raise: pass.</source>
        <translation>Повысить нельзя: пас.</translation>
    </message>
</context>
<context>
    <name>ContractPanel</name>
    <message>
        <location filename="../view/dialogs/declarer_panels.py" line="105"/>
        <source>Play this</source>
        <translation>Играть</translation>
    </message>
    <message>
        <location filename="../view/dialogs/declarer_panels.py" line="106"/>
        <source>Keep the bid</source>
        <translation>Оставить заказ</translation>
    </message>
    <message>
        <location filename="../view/dialogs/declarer_panels.py" line="107"/>
        <source>Concede</source>
        <translation>Расписать</translation>
    </message>
    <message>
        <location filename="../view/dialogs/declarer_panels.py" line="114"/>
        <source>Your contract: keep {0} or raise</source>
        <translation>Ваша игра: оставить {0} или повысить</translation>
    </message>
    <message>
        <location filename="../view/dialogs/declarer_panels.py" line="122"/>
        <source>On the barrel you may not concede.</source>
        <translation>На бочке расписать нельзя.</translation>
    </message>
</context>
<context>
    <name>DealSummaryDialog</name>
    <message>
        <location filename="../view/dialogs/summary.py" line="75"/>
        <source>End of the deal</source>
        <translation>Конец сдачи</translation>
    </message>
    <message>
        <location filename="../view/dialogs/summary.py" line="76"/>
        <source>Next deal</source>
        <translation>Следующая сдача</translation>
    </message>
    <message>
        <location filename="../view/dialogs/summary.py" line="78"/>
        <source>No game in this deal.</source>
        <translation>В этой сдаче игры не было.</translation>
    </message>
    <message>
        <location filename="../view/dialogs/summary.py" line="80"/>
        <source>{0} conceded (роспись) {1}.</source>
        <translation>{0} расписался: {1}.</translation>
    </message>
    <message>
        <location filename="../view/dialogs/summary.py" line="82"/>
        <source>{0} made the contract {1}!</source>
        <translation>{0} сыграл {1}!</translation>
    </message>
    <message>
        <location filename="../view/dialogs/summary.py" line="84"/>
        <source>{0} failed the contract {1}.</source>
        <translation>{0} не сыграл {1}.</translation>
    </message>
    <message>
        <location filename="../view/dialogs/summary.py" line="86"/>
        <source>(blind: doubled)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/summary.py" line="88"/>
        <source>(golden round: doubled)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/summary.py" line="94"/>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <location filename="../view/dialogs/summary.py" line="94"/>
        <source>Points</source>
        <translation>Очки</translation>
    </message>
    <message>
        <location filename="../view/dialogs/summary.py" line="94"/>
        <source>Change</source>
        <translation>Изменение</translation>
    </message>
    <message>
        <location filename="../view/dialogs/summary.py" line="94"/>
        <source>Total</source>
        <translation>Итог</translation>
    </message>
    <message>
        <location filename="../view/dialogs/summary.py" line="95"/>
        <source>Bolts</source>
        <translation>Болты</translation>
    </message>
    <message>
        <location filename="../view/dialogs/summary.py" line="98"/>
        <source>aces</source>
        <translation>тузы</translation>
    </message>
    <message>
        <location filename="../view/dialogs/summary.py" line="99"/>
        <source>{0} declared the marriage (марьяж) {1}: {2}.</source>
        <translation>{0} объявил марьяж {1}: {2}.</translation>
    </message>
    <message>
        <location filename="../view/dialogs/summary.py" line="101"/>
        <source>{0} took no trick: a bolt (болт).</source>
        <translation>{0} без взяток: болт.</translation>
    </message>
    <message>
        <location filename="../view/dialogs/summary.py" line="103"/>
        <source>{0}: exactly 555, samosval — back to 0!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/summary.py" line="105"/>
        <source>{0} sits on the barrel (бочка).</source>
        <translation>{0} на бочке.</translation>
    </message>
</context>
<context>
    <name>GameOverDialog</name>
    <message>
        <location filename="../view/dialogs/summary.py" line="125"/>
        <source>Game over</source>
        <translation>Игра окончена</translation>
    </message>
    <message>
        <location filename="../view/dialogs/summary.py" line="126"/>
        <source>Play again</source>
        <translation>Сыграть ещё</translation>
    </message>
    <message>
        <location filename="../view/dialogs/summary.py" line="127"/>
        <source>{0} wins the game!</source>
        <translation>{0} выигрывает!</translation>
    </message>
    <message>
        <location filename="../view/dialogs/summary.py" line="128"/>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <location filename="../view/dialogs/summary.py" line="128"/>
        <source>Total</source>
        <translation>Итог</translation>
    </message>
    <message>
        <location filename="../view/dialogs/summary.py" line="131"/>
        <source>Settlement</source>
        <translation>Расчёт</translation>
    </message>
</context>
<context>
    <name>GivePanel</name>
    <message>
        <location filename="../view/dialogs/declarer_panels.py" line="55"/>
        <source>Give</source>
        <translation>Отдать</translation>
    </message>
    <message>
        <location filename="../view/dialogs/declarer_panels.py" line="56"/>
        <source>Choose again</source>
        <translation>Выбрать заново</translation>
    </message>
    <message>
        <location filename="../view/dialogs/declarer_panels.py" line="57"/>
        <source>Concede</source>
        <translation>Расписать</translation>
    </message>
    <message>
        <location filename="../view/dialogs/declarer_panels.py" line="58"/>
        <source>Redeal</source>
        <translation>Пересдача</translation>
    </message>
    <message>
        <location filename="../view/dialogs/declarer_panels.py" line="65"/>
        <source>Lay two cards face down in place of the talon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/declarer_panels.py" line="66"/>
        <source>Click two cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/declarer_panels.py" line="68"/>
        <source>Give one card to each opponent</source>
        <translation>Отдайте по карте каждому сопернику</translation>
    </message>
    <message>
        <location filename="../view/dialogs/declarer_panels.py" line="72"/>
        <source>click a card</source>
        <translation>щёлкните карту</translation>
    </message>
</context>
<context>
    <name>HumanInput</name>
    <message>
        <location filename="../view/human_input.py" line="132"/>
        <source>You cannot play that card now.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../view/main_window.py" line="91"/>
        <source>Your word in the auction.</source>
        <translation>Ваше слово в торговле.</translation>
    </message>
    <message>
        <location filename="../view/main_window.py" line="95"/>
        <source>Click the card for each opponent, then Give.</source>
        <translation>Щёлкните карту для каждого соперника, затем «Отдать».</translation>
    </message>
    <message>
        <location filename="../view/main_window.py" line="98"/>
        <source>Fix your contract.</source>
        <translation>Назначьте игру.</translation>
    </message>
    <message>
        <location filename="../view/main_window.py" line="103"/>
        <source>Your move: drag a card to the table, or click it twice.</source>
        <translation>Ваш ход: перетащите карту на стол или щёлкните её дважды.</translation>
    </message>
    <message>
        <location filename="../view/main_window.py" line="114"/>
        <source>Marriage</source>
        <translation>Марьяж</translation>
    </message>
    <message>
        <location filename="../view/main_window.py" line="115"/>
        <source>Declare the marriage (марьяж) with this card?</source>
        <translation>Объявить марьяж этой картой?</translation>
    </message>
    <message>
        <location filename="../view/main_window.py" line="124"/>
        <source>Hint: {0}</source>
        <translation>Подсказка: {0}</translation>
    </message>
    <message>
        <location filename="../view/main_window.py" line="145"/>
        <location filename="../view/main_window.py" line="241"/>
        <source>Thousand</source>
        <translation>Тысяча</translation>
    </message>
    <message>
        <location filename="../view/main_window.py" line="168"/>
        <source>Cannot open {0}:
{1}</source>
        <translation>Не удаётся открыть {0}:
{1}</translation>
    </message>
    <message>
        <location filename="../view/main_window.py" line="174"/>
        <source>Open a game</source>
        <translation>Открыть игру</translation>
    </message>
    <message>
        <location filename="../view/main_window.py" line="186"/>
        <source>Save the game</source>
        <translation>Сохранить игру</translation>
    </message>
    <message>
        <location filename="../view/main_window.py" line="197"/>
        <source>Cannot save {0}:
{1}</source>
        <translation>Не удаётся сохранить {0}:
{1}</translation>
    </message>
    <message>
        <location filename="../view/main_window.py" line="199"/>
        <source>Saved to {0}</source>
        <translation>Сохранено: {0}</translation>
    </message>
    <message>
        <location filename="../view/main_window.py" line="204"/>
        <source>Nothing to undo.</source>
        <translation>Нечего отменять.</translation>
    </message>
    <message>
        <location filename="../view/main_window.py" line="222"/>
        <source>The SVG deck could not be used; the built-in deck is shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/main_window.py" line="231"/>
        <source>Rules of Thousand</source>
        <translation>Правила Тысячи</translation>
    </message>
    <message>
        <location filename="../view/main_window.py" line="235"/>
        <source>About Thousand</source>
        <translation>О Тысяче</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../view/dialogs/new_game.py" line="20"/>
        <source>New game</source>
        <translation>Новая игра</translation>
    </message>
    <message>
        <location filename="../view/dialogs/new_game.py" line="23"/>
        <source>Your name</source>
        <translation>Ваше имя</translation>
    </message>
    <message>
        <location filename="../view/dialogs/new_game.py" line="25"/>
        <source>easy</source>
        <translation>слабый</translation>
    </message>
    <message>
        <location filename="../view/dialogs/new_game.py" line="25"/>
        <source>normal</source>
        <translation>обычно</translation>
    </message>
    <message>
        <location filename="../view/dialogs/new_game.py" line="25"/>
        <source>strong</source>
        <translation>сильный</translation>
    </message>
    <message>
        <location filename="../view/dialogs/new_game.py" line="26"/>
        <source>Left opponent</source>
        <translation>Левый соперник</translation>
    </message>
    <message>
        <location filename="../view/dialogs/new_game.py" line="26"/>
        <source>Right opponent</source>
        <translation>Правый соперник</translation>
    </message>
    <message>
        <location filename="../view/dialogs/new_game.py" line="33"/>
        <source>Level</source>
        <translation>Сила</translation>
    </message>
    <message>
        <location filename="../view/dialogs/new_game.py" line="40"/>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../view/dialogs/preferences.py" line="77"/>
        <source>Preferences</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <location filename="../view/dialogs/preferences.py" line="78"/>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <location filename="../view/dialogs/preferences.py" line="79"/>
        <source>Application</source>
        <translation>Программа</translation>
    </message>
    <message>
        <location filename="../view/dialogs/preferences.py" line="80"/>
        <source>New rules apply from the next game.</source>
        <translation>Новые правила действуют со следующей игры.</translation>
    </message>
    <message>
        <location filename="../view/dialogs/preferences.py" line="81"/>
        <source>Animation speed</source>
        <translation>Скорость анимации</translation>
    </message>
    <message>
        <location filename="../view/dialogs/preferences.py" line="81"/>
        <source>Computer think pause</source>
        <translation>Пауза компьютера</translation>
    </message>
    <message>
        <location filename="../view/dialogs/preferences.py" line="81"/>
        <source>Marriages</source>
        <translation>Марьяжи</translation>
    </message>
    <message>
        <location filename="../view/dialogs/preferences.py" line="82"/>
        <source>Card indices</source>
        <translation>Индексы карт</translation>
    </message>
    <message>
        <location filename="../view/dialogs/preferences.py" line="82"/>
        <source>Language</source>
        <translation>Язык</translation>
    </message>
    <message>
        <location filename="../view/dialogs/preferences.py" line="82"/>
        <source>Your name</source>
        <translation>Ваше имя</translation>
    </message>
    <message>
        <location filename="../view/dialogs/preferences.py" line="83"/>
        <source>Left opponent</source>
        <translation>Левый соперник</translation>
    </message>
    <message>
        <location filename="../view/dialogs/preferences.py" line="83"/>
        <source>Left opponent&apos;s level</source>
        <translation>Сила левого соперника</translation>
    </message>
    <message>
        <location filename="../view/dialogs/preferences.py" line="83"/>
        <source>Right opponent</source>
        <translation>Правый соперник</translation>
    </message>
    <message>
        <location filename="../view/dialogs/preferences.py" line="84"/>
        <source>Right opponent&apos;s level</source>
        <translation>Сила правого соперника</translation>
    </message>
    <message>
        <location filename="../view/dialogs/preferences.py" line="84"/>
        <source>SVG deck</source>
        <translation>Колода SVG</translation>
    </message>
    <message>
        <location filename="../view/dialogs/preferences.py" line="87"/>
        <source>Declare marriages automatically when leading K or Q</source>
        <translation>Объявлять марьяж автоматически при ходе с К или Д</translation>
    </message>
    <message>
        <location filename="../view/dialogs/preferences.py" line="88"/>
        <source>Choose…</source>
        <translation>Выбрать…</translation>
    </message>
    <message>
        <location filename="../view/dialogs/preferences.py" line="89"/>
        <source>built-in deck</source>
        <translation>встроенная колода</translation>
    </message>
    <message>
        <location filename="../view/dialogs/preferences.py" line="90"/>
        <source>instant</source>
        <translation>мгновенно</translation>
    </message>
    <message>
        <location filename="../view/dialogs/preferences.py" line="90"/>
        <source>fast</source>
        <translation>быстро</translation>
    </message>
    <message>
        <location filename="../view/dialogs/preferences.py" line="90"/>
        <location filename="../view/dialogs/preferences.py" line="94"/>
        <source>normal</source>
        <translation>обычно</translation>
    </message>
    <message>
        <location filename="../view/dialogs/preferences.py" line="90"/>
        <source>slow</source>
        <translation>медленно</translation>
    </message>
    <message>
        <location filename="../view/dialogs/preferences.py" line="91"/>
        <source>Russian: В Д К Т</source>
        <translation>Русские: В Д К Т</translation>
    </message>
    <message>
        <location filename="../view/dialogs/preferences.py" line="91"/>
        <source>Latin: J Q K A</source>
        <translation>Латинские: J Q K A</translation>
    </message>
    <message>
        <location filename="../view/dialogs/preferences.py" line="92"/>
        <source>as the system</source>
        <translation>как в системе</translation>
    </message>
    <message>
        <location filename="../view/dialogs/preferences.py" line="94"/>
        <source>easy</source>
        <translation>слабый</translation>
    </message>
    <message>
        <location filename="../view/dialogs/preferences.py" line="94"/>
        <source>strong</source>
        <translation>сильный</translation>
    </message>
    <message>
        <location filename="../view/dialogs/preferences.py" line="152"/>
        <source>Choose an SVG deck</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <location filename="../view/score_sheet.py" line="31"/>
        <source>Score sheet</source>
        <translation>Запись</translation>
    </message>
    <message>
        <location filename="../view/score_sheet.py" line="49"/>
        <source>S</source>
        <translation>С</translation>
    </message>
    <message>
        <location filename="../view/score_sheet.py" line="51"/>
        <source>(B)</source>
        <translation>(Б)</translation>
    </message>
    <message>
        <location filename="../view/score_sheet.py" line="73"/>
        <source>redeal</source>
        <translation>пересдача</translation>
    </message>
</context>
<context>
    <name>TableController</name>
    <message>
        <location filename="../view/table_controller.py" line="37"/>
        <source>{0} blind</source>
        <translation>{0} втёмную</translation>
    </message>
    <message>
        <location filename="../view/table_controller.py" line="38"/>
        <source>pass</source>
        <translation>пас</translation>
    </message>
    <message>
        <location filename="../view/table_controller.py" line="78"/>
        <location filename="../view/table_controller.py" line="234"/>
        <source>tricks: {0}</source>
        <translation>взяток: {0}</translation>
    </message>
    <message>
        <location filename="../view/table_controller.py" line="85"/>
        <location filename="../view/table_controller.py" line="149"/>
        <location filename="../view/table_controller.py" line="191"/>
        <source>{0} plays {1}</source>
        <translation>{0} играет {1}</translation>
    </message>
    <message>
        <location filename="../view/table_controller.py" line="87"/>
        <location filename="../view/table_controller.py" line="209"/>
        <source>aces</source>
        <translation>тузы</translation>
    </message>
    <message>
        <location filename="../view/table_controller.py" line="88"/>
        <source>marriage {0} {1}: {2}</source>
        <translation>марьяж {0} {1}: {2}</translation>
    </message>
    <message>
        <location filename="../view/table_controller.py" line="90"/>
        <location filename="../view/table_controller.py" line="220"/>
        <source>trump</source>
        <translation>козырь</translation>
    </message>
    <message>
        <location filename="../view/table_controller.py" line="142"/>
        <source>{0} deals.</source>
        <translation>{0} сдаёт.</translation>
    </message>
    <message>
        <location filename="../view/table_controller.py" line="148"/>
        <source>{0} wins the auction at {1}.</source>
        <translation>{0} выиграл торговлю на {1}.</translation>
    </message>
    <message>
        <location filename="../view/table_controller.py" line="161"/>
        <source>{0} takes the talon (прикуп) unseen.</source>
        <translation>{0} берёт прикуп втёмную.</translation>
    </message>
    <message>
        <location filename="../view/table_controller.py" line="163"/>
        <source>The talon (прикуп): {0}</source>
        <translation>Прикуп: {0}</translation>
    </message>
    <message>
        <location filename="../view/table_controller.py" line="184"/>
        <source>{0} gives a card to each opponent.</source>
        <translation>{0} сносит по карте соперникам.</translation>
    </message>
    <message>
        <location filename="../view/table_controller.py" line="190"/>
        <source>{0} plays {1}.</source>
        <translation>{0} играет {1}.</translation>
    </message>
    <message>
        <location filename="../view/table_controller.py" line="196"/>
        <source>{0} concedes (роспись) {1}.</source>
        <translation>{0} расписывается: {1}.</translation>
    </message>
    <message>
        <location filename="../view/table_controller.py" line="212"/>
        <source>marriage {0} {1}</source>
        <translation>марьяж {0} {1}</translation>
    </message>
    <message>
        <location filename="../view/table_controller.py" line="235"/>
        <source>{0} takes the trick ({1} points).</source>
        <translation>{0} берёт взятку ({1} очков).</translation>
    </message>
    <message>
        <location filename="../view/table_controller.py" line="247"/>
        <source>{0} asks for a redeal: the same dealer deals again.</source>
        <translation>{0} просит пересдачу: сдаёт тот же.</translation>
    </message>
    <message>
        <location filename="../view/table_controller.py" line="257"/>
        <source>{0} is thinking…</source>
        <translation>{0} думает…</translation>
    </message>
</context>
<context>
    <name>TalonChoicePanel</name>
    <message>
        <location filename="../view/dialogs/declarer_panels.py" line="143"/>
        <source>Choose a talon (прикуп)</source>
        <translation>Выберите прикуп</translation>
    </message>
    <message>
        <location filename="../view/dialogs/declarer_panels.py" line="144"/>
        <source>Left talon</source>
        <translation>Левый прикуп</translation>
    </message>
    <message>
        <location filename="../view/dialogs/declarer_panels.py" line="145"/>
        <source>Right talon</source>
        <translation>Правый прикуп</translation>
    </message>
</context>
<context>
    <name>_DeclarerPanel</name>
    <message>
        <location filename="../view/dialogs/declarer_panels.py" line="26"/>
        <source>you lose {0}</source>
        <translation>вы теряете {0}</translation>
    </message>
    <message>
        <location filename="../view/dialogs/declarer_panels.py" line="26"/>
        <source>you get a bolt</source>
        <translation>вы получаете болт</translation>
    </message>
    <message>
        <location filename="../view/dialogs/declarer_panels.py" line="27"/>
        <source>Concede (роспись): {0}; each opponent scores {1}.</source>
        <translation>Роспись: {0}; каждый соперник получает {1}.</translation>
    </message>
    <message>
        <location filename="../view/dialogs/declarer_panels.py" line="29"/>
        <source>The first {0} concessions of a game cost you nothing.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>window</name>
    <message>
        <location filename="../view/app.py" line="90"/>
        <source>Thousand</source>
        <translation>Тысяча</translation>
    </message>
    <message>
        <location filename="../view/app.py" line="91"/>
        <source>Resume the unfinished game?</source>
        <translation>Продолжить неоконченную игру?</translation>
    </message>
</context>
</TS>
