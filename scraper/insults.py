"""Insults aimed at players: whom a sentence is about, and which words attack a person.

Words are read by their lemma (pymorphy3), with diminutives and augmentatives of a strong
insult ("дебилушка", "идиотина", "кретинчик"), two-word insults ("умственно отсталый",
"полный ноль"), a contemptuous adjective on an animate noun ("ничтожный трус", read by
pymorphy) and rude orders ("закрой рот", "пошёл вон"). An insult counts when it is aimed
at a person: the second person or a vocative, a player's name (from the roster, or a name-like
capitalised word), "он/она", or players as a group. Self-deprecation ("какой же я идиот"),
an attack on a thing ("тупой ход", "глупый голос"), idioms ("дурака валять") and game roles
("Мафия — гады"), animals in a sentence about animals ("наша сука ощенилась") and a liar
called so ("Барон — лжец", a game accusation) never count. Idioms that call a player mad,
senile, childish or brainless ("место в дурдоме", "впал в детство", "мозги дома оставил",
"не лечится", "тебе в песочнице играть", "одна извилина") count when said to or of a player,
never of the author ("мне место в дурдоме после этой ночи"). Words with a literal sense ("рак",
"дно", "обезьяна") count only when said of a person ("ты рак"), never "рак на дне озера".
Strong words need any aim; weak
ones ("дурак", "олень", "сука") need the person addressed or named right beside them. A negated
order to be a strong insult still calls the person one ("Не будь дебилом, Марк"), while "не будь
дураком" stays advice. A demonstrative points at a player ("этого балбеса"), a brain asked in
mockery whether it works ("голова хоть иногда варит?") and mock praise ("особо одарённый",
"выискался тут гений") call him names; an order to leave counts with a tired remark or a
name-call after it ("Вали из чата, достал"). The forty-seventh round's phrases (a small mind,
a grand title turned by a put-down, the thread's first fool, the sandbox, an order to vanish, a
side called a herd) are read in scraper.insult_phrases, and so are the fiftieth round's (a
brain to be checked, a mocking question whether one can think, "без мозгов" of a player named
with "наш" or as ever, an insult after "Name наш", a mind fit for children's games); a rhyming
name-call glued to a name ("Галочка-дурочка") in scraper.insult_forms.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterable
from functools import lru_cache

from pymorphy3.tagset import OpencorporaTag

from scraper.insult_forms import ENGLISH, diminutive, feminine, grown, rhymed, under_made
from scraper.insult_phrases import (
    AS_EVER,
    BRAIN_CHECK,
    BRAINLESS,
    CAN_THINK,
    CHILD_GAME,
    CHILD_MIND,
    DEFINED_BRAINLESS,
    LOWLY_JOB,
    MARKERS,
    MIND_TITLE,
    OURS,
    OURS_CALLED,
    POSE_UNMASKED,
    PUT_DOWN,
    SIDE_CALLED,
    SLOW_MIND,
    SMALL_MIND,
    THREAD_TITLE,
    TO_HELL,
    VANISH,
    VEILED,
    WITH_DIAGNOSIS,
    compared,
    contemptuous_comparison,
    likened_to_a_thing,
    living,
    marked,
)
from scraper.nicknames import _morph

STRONG_INSULTS = frozenset(
    {
        # bookish or old-fashioned: a squabbler, a shrew, a flirt
        "склочник",
        "склочница",
        "кликуша",
        "вертихвостка",
        "дебил",
        "идиот",
        "кретин",
        "дегенерат",
        "ублюдок",
        "мразь",
        "урод",
        "тупица",
        "даун",
        "чмо",
        "чмошник",
        "скотина",
        "тварь",
        "ничтожество",
        "придурок",
        "имбецил",
        "олигофрен",
        "недоумок",
        "быдло",
        "лох",
        "лошара",
        "сволочь",
        "гнида",
        "падла",
        "подонок",
        # the twentieth round: a shrew, said of a woman ("старая грымза")
        "грымза",
        # the twenty-seventh round: a dowdy shrew ("Петровна — мымра")
        "мымра",
        # stop 35 (sets 312, 315): an old bag ("старая ты кошёлка"), either spelling
        "кошёлка",
        "кошелка",
        "шваль",
        "дебилоид",
        "отморозок",
        "выродок",
        "мудак",
        "уёбок",
        "уебок",
        "дрянь",
        "ушлёпок",
        "ушлепок",
        "говнюк",
        "засранец",
        "гад",
        "скот",
        "идиотка",
        "дебилка",
        "кретинка",
        "уродина",
        "дегенератка",
        "тупорылый",
        "неудачник",
        "неудачница",
        "мерзавец",
        "мерзавка",
        "отброс",
        "безмозглый",
        "шизик",
        "дубина",
        "слабоумный",
        "конченый",
        "конченный",
        "убогий",
        "ущербный",
        "нищеброд",
        "психопат",
        "жирдяй",
        "паразит",
        "истеричка",
        "вонючка",
        "падаль",
        "мразота",
        "шлюха",
        "пидор",
        "дебильный",
        # a wider vocabulary of person-attacks
        "подлец",
        "негодяй",
        "гадина",
        "гадёныш",
        "гаденыш",
        "паскуда",
        "шакал",
        "шавка",
        "подстилка",
        "орясина",
        "образина",
        "позорище",
        "посмешище",
        "сопляк",
        "слизняк",
        "психичка",
        "маразматик",
        "маразматичка",
        "шизоид",
        "шизофреник",
        "шизанутый",
        "бездарь",
        "бездарность",
        "хамло",
        "хам",
        "полудурок",
        "недоносок",
        "недочеловек",
        "остолоп",
        "тупоголовый",
        "пустоголовый",
        "твердолобый",
        "безмозглая",
        "никчёмный",
        "никчемный",
        "жлоб",
        "быдлан",
        # vulgar, not мат (like "шлюха" above): an insult once aimed at someone
        "гондон",
        "гандон",
        "полоумный",
        # the eleventh set, by family: contempt for a person's honesty, mind, rank or manners
        # (words never said of a move and no game role; ё-words listed both ways: the lemma
        # is read with е)
        "лицемер",
        "лицемерка",
        "прохиндей",
        "прохиндейка",
        "проходимец",
        "проходимка",
        "лизоблюд",
        "холуй",
        "прихвостень",
        "фигляр",
        "смерд",
        "холоп",
        "холопка",
        "плебей",
        "плебейка",
        "невежа",
        "пентюх",
        "недотёпа",
        "недотепа",
        "дуболом",
        "пустомеля",
        "пустозвон",
        # the ninth set: contemptuous names for a person, and a euphemism of "долбоёб"
        "хрыч",
        "пустобрёх",
        "пустобрех",
        "долбоклюй",
        "долбодятел",
        # adjectives grown from "придурок"
        "придурошный",
        "придурочный",
        # the seventeenth set: a coward in vulgar words (not мат), a mind not grown or gone
        *("ссыкло", "ссыкун", "ссыкуха", "трусло"),
        *("недоразвитый", "умалишённый", "умалишенный"),
        # the twenty-seventh round: no talent at all, and a person made small by "-ишка"
        *("бездарь", "актёришка", "актеришка", "писателишка", "игрочишка", "человечишка"),
        # set 230: slang and Yiddish words for a worthless man ("Лёха — чепушила", "ты поц")
        *("чепушила", "чепушило", "шлимазл", "поц"),
    }
)
WEAK_INSULTS = frozenset(
    {
        # the twenty-ninth round: a half-educated person, a weak word that needs an address
        # ("…, недоучка?"), never "я недоучка" nor "студент-недоучка" with no one addressed
        "недоучка",
        # set 222: a charlatan called so ("…, шарлатанка"), a weak word that needs an address
        *("шарлатан", "шарлатанка"),
        # set 220: a slow, clumsy fool ("Марта в нас телепень")
        "телепень",
        # set 230: a loudmouth fool, thugs, a slow mind ("Слышь, баклан", "Эй, гопота") — a
        # bird, a crowd and a brake otherwise, so only with someone addressed or named
        *("баклан", "гопота", "тормоз"),
        "ископаемое",
        "пустышка",
        "павлин",
        "дурак",
        "дура",
        "козёл",
        "козел",
        "олень",
        "баран",
        "осёл",
        "осел",
        "овца",
        "корова",
        "свинья",
        "клоун",
        "балбес",
        "болван",
        "тупой",
        "глупый",
        "дурачок",
        "дурочка",
        "боров",
        "лопух",
        "бестолочь",
        "тормоз",
        "неадекват",
        "псих",
        "больной",
        "олух",
        "овощ",
        "крыса",
        "петух",
        "сука",
        "сучка",
        "стерва",
        "тупень",
        "дурачина",
        "дурында",
        "дурень",
        "дурила",
        "дуралей",
        "чучело",
        "пугало",
        "дятел",
        "тряпка",
        "душонка",
        "червь",
        "тролль",
        "нытик",
        "лузер",
        "недоразумение",
        "недалёкий",
        "недалекий",
        "бестолковый",
        "ненормальный",
        "неадекватный",
        "чокнутый",
        "ишак",
        "хряк",
        "макака",
        "курица",
        # (set 255: the slug compared, the anime forum's "бака"; set 253: the old nag)
        "слизень",
        "бака",
        "кляча",
        # (set 271: the Ukrainian, Belarusian and Kazakh words for a fool, a donkey, a pig, a cur)
        "дурепа",
        "ёлупень",
        "прыдурак",
        "падлюка",
        "ақымақ",
        "есек",
        "шошқа",
        "простофиля",
        "говно",
        "пердун",
        "алкаш",
        "пьянь",
        "школота",
        "карга",
        "старикашка",
        "индюк",
        "зануда",
        "плесень",
        "жалкий",
        # a wider vocabulary (the sixth set): a label on the person, not on a move
        "хабалка",
        "тюфяк",
        "подхалим",
        "трепло",
        "алкоголик",
        "алкоголичка",
        "сумасшедший",
        # the eighth set: rude, not мат (like "сука"), an insult once aimed at someone
        "сучара",
        "коза",
        # the eleventh set: milder labels, counted only when the person is addressed or named
        # beside them (never "лжец" and its kin: "Барон — лжец" is a game accusation)
        "иуда",
        "пройдоха",
        "шельма",
        "плут",
        "плутовка",
        "жулик",
        "разиня",
        "растяпа",
        "дурёха",
        "дуреха",
        "балда",
        "чурбан",
        "болтун",
        "болтунья",
        "хамка",
        "паяц",
        "скоморох",
        "подлиза",
        "ханжа",
        "неумеха",
        # ignorant of something ("невежда в правилах"): said of a person only when addressed
        "невежда",
        "неуч",
        # animals said of a person
        "амёба",
        "амеба",
        "инфузория",
        "гиена",
        "гадюка",
        "жаба",
        # the ninth set: a person's worthlessness or idle talk
        "брехун",
        "сморчок",
        "дармоед",
        # internet and gamer slang for an incompetent or annoying person (the tenth set);
        # the slang pymorphy does not know is read by its stem (_SLANG below)
        "ламер",
        "балабол",
        "криворукий",
        "рукожопый",
        "позорный",
        "душный",
        # the fourteenth set: a lanky overgrown one; a person called rubbish or cheap
        "дылда",
        "переросток",
        "мусор",
        "дешёвка",
        "дешевка",
        *("рак", "дно", "днище", "обезьяна", "мартышка", "аутист", "аутистка"),
        # the twentieth round: a boor, a doormat, a fool; things and animals said of a person
        *("деревенщина", "терпила", "валенок", "балласт", "собака", "таракан"),
        # the twenty-third set: a spineless dawdler ("трус" alone stays game talk, "ну и трус
        # же ты"; with a contemptuous adjective it is read as before)
        *("мямля", "рохля"),
        # a weakling, an idler said of a player ("трус и слабак", "жирный бездельник", set 155, 157)
        *("слабак", "бездельник", "тунеядец"),
        # the twenty-fifth set: a chattering magpie said of a person ("болтливая сорока"; a
        # magpie on a branch is a bird)
        "сорока",
        # the twenty-seventh round: a lackey ("Рин — шестёрка Рины"; a six of clubs is a card),
        # no talent, a pettifogger ("бездарная игра" is a move's, the caller reads the aim)
        *("шестёрка", "шестерка", "подпевала", "подхалим", "подлиза"),
        *("бездарный", "бездарная", "бездарность", "крючкотвор"),
        # slow-witted, a puppet worked by another (set 64)
        *("тормознутый", "тормознутая", "марионетка"),
        # a muddled head (set 62: "Штирлиц-Шизлиц"), weak: "у него шиза" is read as a diagnosis
        "шиза",
        # a snitch (set 67: "Стукачка ты, Мята")
        *("стукач", "стукачка"),
        # Ukrainian name-calling in Russian talk (set 65): a blockhead, a fool, a whore
        *("бовдур", "йолоп", "курва"),
        # an ignoramus (set 68: "научись ставить запятые, неуч безграмотный")
        *("неуч", "безграмотный", "безграмотная"),
        # a chatterbox (set 79: "Юла — пустоголовая болтушка"), a freeloader (set 82)
        *("болтушка", "болтун", "балаболка", "балабол", "нахлебник", "нахлебница"),
        # a gossip (set 95: "Мотя, ты старая сплетница")
        *("сплетница", "сплетник", "сплетники"),
    }
)
# Words that insult only as what a person is called, "ты позор", "Мельник — нудный пень":
# the same word is a shame, a tree stump or nobody elsewhere ("ход — позор", "сел на пень",
# "я никто в этой игре").
CALLED = frozenset({"позор", "пень", "убожество", "никто"})
# Words that also name an animal, an illness or a thing ("рак", "дно" of a lake, "обезьяна" in
# the zoo): an insult only when said of a person, "ты рак", "Ксюха — обезьяна", never "видел
# обезьяну", "у него рак", "дно озера".
LITERAL = frozenset(
    {"рак", "дно", "днище", "обезьяна", "мартышка", "аутист", "аутистка", "мусор", "дешёвка"}
    | {"дешевка", "ископаемое", "павлин", "валенок", "балласт", "собака", "таракан"}
    | {"сорока"}
    # the twenty-seventh round: a hog said of a person ("Пан — жирный боров")
    | {"боров"}
    # a wimp (set 110: "Мартин — тряпка"), never a rag on a table
    | {"тряпка"}
)
# A parenthetical aside that leaves the sentence's subject and what it is called unchanged:
# "Ёжик у нас, как выяснилось, полный придурок", "Конченый идиот, право слово."
_ASIDE = (
    r"как\s+(?:выяснилось|оказалось|водится|видно)|право\s+слово|честное\s+слово|ей-богу|"
    r"что\s+с\s+(?:него|неё|нее|них)\s+взять|не\s+иначе|видимо|похоже|по-моему|кажется|конечно|"
    # "Гром, я смотрю, мозг у тебя…" (set 206): the author's aside is no word about himself
    r"я\s+(?:смотрю|вижу|погляжу|гляжу|так\s+понимаю)|как\s+я\s+(?:погляжу|посмотрю|вижу|понимаю)"
)
_ASIDE_INSIDE = re.compile(rf",\s*(?:{_ASIDE})\s*,", re.IGNORECASE)
_ASIDE_AT_END = re.compile(rf",\s*(?:{_ASIDE})\s*(?=[.!?…]*\s*$)", re.IGNORECASE)
# "сборище придурков", "стадо идиотов": a crowd named by what its members are (genitive plural)
_CROWD = re.compile(
    r"\b(?:сборище|стадо|свора|шайка|банда|толпа|кучка|сброд|секта|клуб|команда|парочка|"
    r"компашка|троица)\s+([а-яё]+)",
    re.IGNORECASE,
)
# Slang nouns pymorphy does not know, read by stem with a noun's endings: "нубас", "нубы",
# "душниле", "рукожопа"
_SLANG = re.compile(
    r"(?:нуб(?:ас|яр|ик|ищ|л)?|ламер|душнил|рукожоп|чушпан)"
    r"(?:[аеиоуыя]|ом|ой|ою|ов|ам|ами|ах|ей)?"
)
# "дебил-ушка", "идиот-ина", "кретин-чик": a strong insult's stem with a suffix
_GROWN = re.compile(r"(?:ин|ищ|ушк|юшк|чик|ик|к|оид|ор)[аеиоуыя]?[а-я]{0,2}")
_TWO_WORD = re.compile(
    r"умственно\s+отстал\w*|полн\w+\s+ноль|"
    # dotage, a head with nothing in it (set 169): "ты из ума совсем выжил", "ты головой думать
    # пробовал или там пусто?"
    r"\bиз\s+ума\s+(?:\w+\s+)?выжил\w*|\bвыжил\w*\s+(?:\w+\s+)?из\s+ума|"
    r"(?:голов\w*|мозг\w*|башк\w*)[^.!?]{0,40}\bили\s+(?:там\s+)?(?:пусто|пустота|опилки)\b|"
    # "Тоша, ты ноль, тебя … не видно" (set 145): a person called a zero, not a count of his
    r"\b(?:ты|вы)\s+(?:просто\s+|же\s+)?(?:ноль|нуль)\b(?![\s-]*(?:голос|идей|шанс|очк|балл|"
    r"процент|целых|из\b|[\d%]))|пуст\w+\s+мест\w+|дур\w+\s+набит\w+|"
    # a contemptuous adjective on a word for a person: "мерзкий тип", "гнилой ты человек"
    # (sets 89 and 92: a vice on a woman, a man or a beast, "лицемерная змея", "злобная тётка")
    r"(?:мерзк|гнил|жалк|ничтожн|мелк|подл|убог|никч[её]мн|паршив|гадк|поган|тупорыл|тупое|"
    r"лицемерн|лжив|злобн|двуличн|склочн|завистлив|противн|базарн)\w*"
    r"\s+(?:ты\s+)?(?:человек\w*|тип\w*|личност\w*|субъект\w*|существ\w*|душонк\w*|"
    r"черв\w*|людишк\w*|животн\w*|создани\w*|зме[яиюей]\b|змеюк\w*|гадюк\w*|т[её]тк\w*|"
    r"бабк\w*|баб[аеуы]\b|мужик\w*|крыс\w*|шакал\w*|гиен\w*)|"
    # comparisons and idioms that call a person stupid or worthless
    r"(?:мозг\w*|iq|ай\s?кью|ум\w*|интеллект\w*),?\s+(?:как\s+у|на\s+уровне)\s+\w+|"
    r"мозг(?:ов|и)\s+(?:вообще\s+)?ноль|"
    # brains missing: "мозгов не имеет", "мозгов не завезли"
    r"мозг(?:ов|а)\s+(?:(?:вообще|совсем|отродясь)\s+)?не\s+(?:име\w+|завезли|дали|было)|"
    # name-calling idioms with a rude (not obscene) word: "хрен моржовый", "коза драная"
    r"хрен\w*\s+моржов\w*|моржов\w*\s+хрен\w*|коз\w*\s+дран\w*|дран\w*\s+коз\w*|дуб\s+дубом|пень\s+пн[её]м|ноль\s+без\s+палочки|"
    r"дурилк\w*\s+картонн\w*|лечиться\s+(?:надо|нужно|пора)|(?:надо|нужно|пора)\s+лечиться|"
    # sent to a doctor as an order: "Иди лечись", "сходи полечись"
    r"(?:иди|пойди|сходи|ступай)\s+(?:по)?лечись|(?:по)?лечись\s+(?:иди|пойди|сходи)|"
    # a mind gone or missing, a herd, the prison bucket, a doctor for the mind
    r"выжи\w+\s+из\s+ума|вместо\s+(?:мозг|голов|башк)\w*|"
    # a brain without convolutions, a brain to be transplanted, a head only to eat with
    # pretending to be clever: "не строй из себя умного", "строит из себя гения"
    r"стро\w+\s+из\s+себя\s+(?:умн|гени|умник|интеллектуал|мудрец)\w*|"
    r"(?:мозг\w*\s+)?без\s+(?:единой\s+)?извилин\w*|ни\s+(?:одной\s+)?извилин\w*|"
    r"мозг\w*\s+(?:\w+\s+){0,2}?пересад\w*|пересад\w*\s+(?:\w+\s+)?мозг\w*|"
    r"голов\w*\s+(?:\w+\s+){0,3}?чтобы\s+(?:в\s+не[её]\s+)?(?:есть|жрать|шапку\s+носить)|"
    # a poor parody of a player: "жалкая пародия на игрока" (never "пародия на стратегию")
    r"пароди\w+\s+на\s+(?:игрок|человек|мужчин|мужик|женщин|личност|детектив|сыщик)\w*|"
    # talking to one is talking to a stump: "с тобой говорить — что с пнём"
    r"(?:как|что)\s+с\s+(?:пн[её]м|бревном|поленом|валенком|табуретк\w+|пробкой|дубом)\b|"
    r"стад\w*\s+(?:баран|овец|овц|идиот|дебил|дурак|кретин|олен|ослов|козл)\w*|"
    # "Вы все стадо, вешаете того, на кого покажут" (set 97): the herd said to the table
    r"\b(?:вы\s+(?:все\s+)?|все\s+вы\s+|ты\s+)(?:[—–]\s*)?(?:(?:просто|тупое|безмозглое)\s+)?стадо\b|"
    # "Тупорылое стадо, вот вы кто." (set 142): the herd named, then whom it means
    r"\bстадо\s*(?:,|[—–-])\s*(?:вот\s+)?(?:вы|ты)\s+(?:\w+\s+)?кто\b|"
    # "ты жирный бесполезный кот, а не игрок" (set 113): a scorned thing instead of a player
    r"(?:бесполезн|жирн|никч[её]мн|жалк|ничтожн|бездарн|мерзк|тупорыл)\w*\s+(?:[а-яё]+\s+)?"
    r"[а-яё]+,\s*а\s+не\s+(?:игрок|человек|участник)\w*|"
    # "Тупой олень, опять…" (set 100): a stupid beast, the slang fool
    r"\b(?:туп|глуп|безмозгл)\w*\s+(?:олен|баран|ос[её]л|осл|козл|козёл|индюк|дятл|дятел)\w*|"
    r"(?:место|мест[оа]м?)\s+у\s+параш\w*|"
    r"к\s+(?:врачу|психиатру)\s+(?:(?:надо|нужно|пора)\s+)?(?:водить|сводить|отвести|показать|сдать)|"
    r"(?:в\s+дурк\w*|в\s+психушк\w*)\s+(?:надо|нужно|пора|сдать|отправить|упечь)|"
    # idioms of a fool, an old stump, a head dropped in childhood
    r"шут\w*\s+горохов\w*|стар\w+\s+пень|"
    # a monkey with a grenade; stupid as a cork or a log
    r"(?:мартышк|обезьян)\w*\s+с\s+гранат\w*|"
    # (the forty-seventh round: a vocative or "прямо" between, "умный, Гвоздь, прямо как пень")
    r"(?:туп|глуп|умн)\w*,?(?:\s+[\w-]+\s*,)?\s+(?:(?:прямо|просто|ну|точно|ровно)\s+){0,2}"
    r"как\s+(?:пробк|бревн|вален|пен|дерев|полен|табурет|баран|ос[её]л)\w*|"
    # a mind of sawdust, a spinal cord for thinking, a stool's level, a bruised head
    # ("У Доспехов в голове так же пусто, как в их доспехах", set 206)
    r"в\s+голове\s+(?:(?:одни|одна|сплошные|сплошная|только|так\s+же|совсем|абсолютно|явно)\s+)?"
    r"(?:опилки|солома|вата|пусто)|"
    r"(?:дума\w*|мысл\w*)\s+(?:\w+\s+)?спинным\s+мозгом|спинным\s+мозгом\s+(?:дума|мысл)\w*|"
    r"уровн\w*\s+(?:табурет\w*|ам[её]б\w*|инфузори\w*|пробк\w*|бревн\w*|валенк\w*|тапк\w*)|"
    r"ушиб\w*\s+(?:\w+\s+)?голов\w*|голов\w*\s+ушибл\w*|на\s+голову\s+ушибленн\w*|"
    r"зме\w*\s+подколодн\w*|подколодн\w*\s+зме\w*|олух\w*\s+царя\s+небесного|"
    # "с вашими мозгами лучше молчать", "с таким умом только номерки выдавать"
    r"с\s+(?:вашими|твоими|такими)\s+мозгами|с\s+(?:таким|вашим|твоим)\s+(?:умом|интеллектом)"
    r"(?=\W+(?:\w+\W+){0,3}?(?:только|лучше|нечего)\b)|"
    r"(?:в\s+детстве\s+(?:\w+\s+)?(?:роня|урони)\w*|(?:роня|урони)\w*\s+(?:\w+\s+)?в\s+детстве)|"
    # a person's face mocked: "ну и рожа у тебя", "твоя харя", "рыло твоё" (never the verb
    # "рожу", nor "корчить рожи")
    r"(?:\bну\s+и|\bчто\s+за|\bкакая|\bмерзк\w+|\bпротивн\w+|\bнагл\w+|\bтуп\w+|"
    r"\bтво[яюеё]\w*|\bваш[аеу]\w*)\s+(?:рожа|рожей|рожу|харя|харю|хари|харей|рыло)\b|"
    r"\b(?:рожа|харя|рыло)\s+(?:тво|ваш)\w*|\b(?:рожа|харя|рыло)\s+у\s+(?:тебя|вас|него|не[её])\b"
)
# Idioms that call a player mad, senile, childish or brainless, counted when said to or of a
# player and never of the author ("мне место в дурдоме после этой ночи", "я впал в детство"):
_OF_A_PLAYER = re.compile(
    # a mind smaller than a thing's: "мозгов меньше, чем у кактуса"
    r"\b(?:мозг\w*|ума|извилин\w*)\s+(?:\w+\s+){0,2}?меньше\s*,?\s+чем\s+у\b|"
    # one convolution only: "у тебя одна извилина, и та от шапки"; or a few counted (the
    # forty-fourth round): "у Дарка полторы извилины", "он с тремя извилинами"
    r"\b(?:одна|единственн\w+)\s+извилин\w*|"
    r"\b(?:одной|две|двух|двумя|полторы|полутора|пара|пары|пару|парой|три|трёх|трех|тремя)"
    r"\s+извилин\w*|"
    # not one thought in the head: "без единой мысли в голове", "в голове ни одной мысли"
    r"\b(?:без|ни)\s+(?:единой\s+|одной\s+)?мысл\w*\s+в\s+голов\w*|"
    r"\bв\s+голов\w*\s+ни\s+(?:единой\s+|одной\s+)?мысл\w*|"
    # a place in the madhouse, to be handed over to one: "Шраму место в дурдоме", "пора его
    # сдать в богадельню"
    r"\bмест[оа]\s+(?:\w+\s+)?в\s+(?:дурдом|психушк|дурк|богадельн|психбольниц)\w*|"
    r"\b(?:сдать|сдавать|отправить|отправлять|упечь|отвезти)\s+(?:\w+\s+)?"
    r"в\s+(?:дурдом|психушк|дурк|богадельн|психбольниц)\w*|"
    # fallen into childhood or dotage: "впал в детство", "впала в маразм"
    r"\bвпа(?:л|ла|ли|сть|дает|даешь|даёшь)\s+в\s+(?:детство|маразм)\b|"
    # already in dotage: "Тётушка Пинако уже в маразме" (set 101)
    r"\b(?:уже|совсем|давно|окончательно)\s+в\s+(?:(?:полном|глубоком|старческом)\s+)?маразме\b|"
    # the brain left at home: "ты мозги дома оставила?", "забыл мозги"
    r"\bмозг(?:и|ов)\s+(?:\w+\s+){0,2}?(?:оставил|оставила|оставили|забыл|забыла|забыли|"
    r"потерял|потеряла|потеряли|пропил|пропила)\b|"
    r"\b(?:оставил|оставила|забыл|забыла|потерял|потеряла|пропил|пропила)\s+(?:сво\w+\s+)?"
    r"мозг(?:и|ов)\b|"
    # a hopeless case: "не лечится, это диагноз" (the illness a clause of its own)
    r"(?:^|[,—–:]\s*)это\s+(?:уже\s+|просто\s+)?диагноз(?=\s*[.!?…,;]|\s*$)|"
    # sent back to the nursery: "тебе в детский сад, а не в мафию", "тебе только в песочнице
    # играть"
    r"\b(?:тебе|вам|ему|ей)\s+(?:бы\s+)?(?:только|пора|место|обратно)\s+(?:\w+\s+)?"
    r"в\s+(?:детск\w+\s+сад|ясл|песочниц)\w*|"
    r"\b(?:тебе|вам|ему|ей)\s+в\s+(?:детск\w+\s+сад|ясл|песочниц)\w*\s*,\s*а\s+не\b|"
    r"\bв\s+песочниц\w+\s+(?:играть|копаться|ковыряться)\b|"
    # silence mistaken for wisdom: "помолчи, за умную сойдёшь"
    r"\bза\s+умн\w+\s+(?:сойд|сойт|прокат)\w*|"
    # the mind's chamber is ward six: "ума палата — только палата шестая"
    r"\bпалат\w*\s+(?:номер\s+|№\s*)?(?:шест\w+|6)\b|"
    # mad in the whole head: "отмороженная на всю голову", "больной на голову"
    r"\b(?:отморож|больн|ударен|повернут|долбанут|контуж|двинут|поехавш|отбит)\w*\s+"
    r"на\s+(?:всю\s+)?голов\w*|"
    # the eternal slowpoke: "вечный тормоз"
    r"\bвечн\w+\s+тормоз\w*|"
    # a mind compared to a thing (the twenty-seventh round): "IQ комнатной температуры",
    # "интеллект хлебушка", "ай-кью как у табуретки"
    r"\b(?:iq|айкью|ай-кью|интеллект|интеллекта|интеллектом)\s+(?:\w+\s+)?(?:как\s+у\s+)?"
    r"(?:комнатн\w+\s+температур\w*|хлеб\w*|батон\w*|табуретк\w*|амёб\w*|амеб\w*|"
    r"инфузори\w*|тапк\w*|валенк\w*|пробк\w*|улитк\w*|золотой\s+рыбк\w*|"
    r"огурц\w*|морков\w*|картошк\w*|кирпич\w*)|"
    # a litotes about the mind (the twenty-ninth round): "умом ты не блещешь", "он не блещет
    # интеллектом" (the author's own "я умом не блещу" is first person and never matches)
    r"\b(?:умом|интеллектом|мозгами|сообразительностью|эрудицией)\s+(?:\w+\s+){0,2}?"
    r"не\s+блещ(?:ешь|ет|ете|ут)\b|"
    r"\bне\s+блещ(?:ешь|ет|ете|ут)\s+(?:\w+\s+)?"
    r"(?:умом|интеллектом|мозгами|сообразительностью|эрудицией)\b|"
    # a person who is nothing at all: "ты дырка от бублика" (nominative and said of someone,
    # never "получишь дырку от бублика", the prize that is nothing)
    r"(?:\b(?:ты|вы|он|она)|[—–-])\s+(?:просто\s+|же\s+)?дырка\s+от\s+бублика|"
    # more than a clown, the whole circus: "ты даже не клоун, ты весь цирк целиком"
    r"\b(?:ты|вы|он|она)\s+(?:же\s+|просто\s+)?(?:весь|целый)\s+цирк(?:\s+целиком)?"
    r"(?=\s*[.!?…,;]|\s*$)|"
    # a brain missing from birth or for good (the forty-first round): "он так и остался без
    # мозгов", "ты, видно, родилась без мозгов" (never "я сегодня без мозгов", nor "играть
    # без мозгов", a way of playing)
    r"\b(?:(?:у|за|по)?родил(?:ся|ась|ись)|остал(?:ся|ась|ись)|оста[её]т(?:ся|есь)|"
    r"оста[её]шься|ход(?:ит|ишь|ят)|жив[её](?:т|шь)|ты|вы|он|она|они)\s+"
    r"(?:(?:совсем|вообще|явно|точно|просто|походу|видно|видимо|опять|снова|сегодня|так\s+и|"
    r"тут)\s+)?"
    r"без\s+(?:всяких\s+|единого\s+)?мозг(?:ов|а)\b|"
    # a brain to be fixed like a machine: "Дарку бы мозги на место вправить", "подкрути
    # свои мозги" (never "он вправил мне мозги", a friend's help)
    r"\bмозг(?:и|ов)?\s+(?:(?!мне\b|нам\b)[а-яё]+\s+){0,3}?"
    r"(?:подкрут|вправ|прочист|почин|подлеч|подправ|подтян|подкачат)\w*|"
    r"\b(?:подкрут|вправ|прочист|почин|подлеч|подправ|подтян)\w*\s+"
    r"(?:(?!мне\b|нам\b)[а-яё]+\s+){0,2}?мозг(?:и|ов)?\b|"
    # mock praise of a mind (the forty-first round): "ну ты академик кислых щей", "Гигант
    # мысли наш Дарк", "титан разума", "Змей не семи пядей во лбу"
    r"\b(?:профессор|академик|доцент|доктор|знаток|магистр)\w*\s+кисл\w+\s+щей\b|"
    r"\b(?:гигант|титан|колосс|гений|светоч)\w*\s+(?:мысли|разума)\b|"
    r"\bне\s+семи\s+пядей\s+во\s+лбу\b|"
    # mock praise of a gift (the forty-fourth round): "Дарк у нас особо одарённый", "гений ты
    # наш" (never "особо одарённые дети", a school's word, nor plain "одарённые ребята")
    r"\bособо\s+одар[её]нн\w*(?=\s*(?:[,.!?…;—–]|$))|"
    r"\b(?:гений|умник|мудрец|светоч|вундеркинд|одар[её]нн\w*)\s+(?:ты|вы)\s+наш\w*"
)
# Someone in the thread found out in mock praise (the forty-fourth round): "Ну вот, нашёлся
# умник", "выискался тут гений", "умник нашёлся" (never "нашёлся мой телефон", nor a plain
# helper: "нашёлся знаток, который помог")
_FOUND_ONE = re.compile(
    r"\b(?:наш[её]лся|нашлась|нашлись|выискал(?:ся|ась|ись)|объявил(?:ся|ась|ись))\s+"
    r"(?:(?:тут|здесь|опять|снова|у\s+нас)\s+)?(?:умник|умники|гений|гении|мудрец|мудрецы|"
    r"самый\s+умный|самая\s+умная|умный|умная)\b|"
    r"\b(?:умник|гений|мудрец|умный|умная)\s+(?:тут\s+|здесь\s+)?"
    r"(?:наш[её]лся|нашлась|выискал(?:ся|ась))\b"
)
# An English insult said to the one addressed (set 153): "you're such a clown", "you are a
# total moron" (a Russian sentence may hold one; "you" aims it)
_ENGLISH_INSULT = re.compile(
    r"\b(?:you(?:['’]re|\s+are)|ur|u\s+r|you)\s+(?:(?:such|a|an|the|total|complete|absolute|"
    r"real|so|utter|fucking|freaking|big)\s+){0,3}(?:idiot|moron|clown|stupid|dumb|loser|jerk|fool|"
    r"imbecile|dumbass|retard|pathetic|useless|noob|muppet|troll)s?\b|"
    # "Shut up, Kat, nobody asked you" (set 220): the rude order said to a player
    r"\bshut\s+up\b(?=[^.!?]*\byou\b)|"
    # "fuck you, Шрек" (set 232): English obscenity said to a player (мат is Russian roots)
    r"\bfuck\s+(?:you|u|off)\b"
)
# A diagnosis of the mind said of a player (the forty-first round): "у него старческий маразм",
# "у Дарка шиза", "деменция у тебя" (never "у меня маразм начинается", the author's own, nor
# "у тебя не маразм, а усталость"); the holder in group 1 or 2
_DIAGNOSES = (
    r"(?:маразм|деменци[яи]|слабоумие|кретинизм|дебилизм|олигофрени[яи]|шиза|шизофрени[яи])\b"
)
_DIAGNOSED = re.compile(
    r"\bу\s+([а-яё][\w-]*)\s+(?:(?!не\b|нет\b|ни\b)[а-яё]+\s+){0,2}?" + _DIAGNOSES + "|"
    r"\b" + _DIAGNOSES + r"\s+(?:(?:уже|явно|точно|опять)\s+)?у\s+([а-яё][\w-]*)"
)
_HOLDERS = frozenset({"тебя", "вас", "него", "неё", "нее", "них"})
# A player's brain asked whether it works at all (the forty-fourth round): "у тебя голова хоть
# иногда варит?", "Мозги у Дарка вообще работают?", "твоя башка совсем не соображает" (never
# the author's own "у меня мозг по утрам не включается", nor a plain question with no mockery,
# "у тебя голова не болит?"); the holder in group 1 or 2, "тво-"/"ваш-" in group 3
_BRAIN = r"(?:мозг\w*|извилин\w*|голов[аы]|башк[аи]|котелок|соображалк\w*)"
_BRAIN_WORKS = re.compile(
    r"(?:\bу\s+([а-яё][\w-]*)\s+(?:[а-яё]+\s+){0,2}?" + _BRAIN + r"|"
    r"\b" + _BRAIN + r"\s+у\s+([а-яё][\w-]*)|\b(тво|ваш)\w*\s+" + _BRAIN + r")"
    r"\s+(?:[а-яё-]+\s+){0,3}?"
    r"(?:включа|работа|вар(?:ит|ят)|сообража|шевел|кумека|функционир|дума)\w*"
    r"(?P<rest>[^.!?…]*)(?P<end>[.!?…]|$)"
)
_BRAIN_MOCKED = re.compile(
    r"\b(?:вообще|хоть|когда-нибудь|иногда|в\s+принципе|ли)\b.*\?$|"
    r"\b(?:вообще|совсем|никогда|напрочь)\s+не\b"
)
# "X не лечится": a player said to be past cure (the name or pronoun right before it, the
# clause ending there: never "грипп не лечится антибиотиками")
_INCURABLE = re.compile(r"(\w+)\s+не\s+лечи(?:тся|шься|тесь)(?=\s*[.!?…,;—–]|\s*$)")
# the author's own words right before the idiom: "мне место в дурдоме", "я мозги дома оставил"
_MINE_BEFORE = re.compile(r"\b(?:я|мне|меня|мой|моя|мои|у\s+меня)\s+(?:\w+\s+)?$")
# A person likened to a ram gaping at a new gate ("ты как баран на новые ворота смотришь"):
# the idiom calls the one it is said of a fool, so it counts when the sentence is about the
# one addressed or named, never when the author speaks of himself ("смотрю как баран…").
_GAPING = re.compile(r"\bкак\s+баран\w*\s+(?:на|перед)\s+(?:нов\w+\s+)?ворот\w*")
# A player called a burden in a rhetorical question: "Осю не трогают — кому нужен такой
# балласт"; the word must be an insult's (weak or literal) and a person named or addressed.
_WHO_NEEDS = re.compile(
    r"\bкому\s+(?:\w+\s+)?нуж(?:ен|на|но|ны)\s+(?:так(?:ой|ая|ое|ие)|этот|эта|это|эти)\s+([а-яё]+)"
)
# Contempt said of a person: one of these adjectives on an animate noun ("ничтожный трус",
# "мерзкая баба"); the noun's animacy is read by pymorphy, so "жалкий ход" stays a remark.
_CONTEMPT = re.compile(
    r"(?:мерзк|гнил|жалк|ничтожн|подл|убог|никч[её]мн|паршив|гадк|поган|тупорыл|гнусн|"
    # (set 62: "Линкс — облезлая рысь", an animal made mangy)
    r"презренн|вонюч|облезл|шелудив|плешив|лжив|"
    # (set 240: "Вы склочная и злобная особа", contempt said politely)
    r"склочн|злобн)\w*"
)
# A contemptuous adjective said of "ты" / "вы" as what the person is (the forty-fourth round):
# "Кира, ты гнусная", "вы такие подлые!" (the adjective closes its clause: "ты мерзкую погоду
# видел" is about the weather; "ты не мерзкая" denies it; "я сегодня мерзкая" is the author's)
_YOU_CONTEMPT = re.compile(
    r"\b(?:ты|вы)\s+(?:(?:просто|такая|такой|такие|же|очень|совсем|реально|вообще|ещё|еще|"
    r"был|была|были|бываешь|сегодня|всегда|опять|снова|какая|какой|какие|у\s+нас)\s+){0,3}"
    r"(" + _CONTEMPT.pattern + r")(?=\s*(?:[,.!?…;]|$))"
)
_RUDE = re.compile(
    # ("Ворона, закрой клюв", set 246: a bird's beak for the mouth)
    r"\b(?:закрой|закройте|захлопни)\s+(?:рот|пасть|варежку|хлебало|клюв)|\bзаткн\w+|"
    # "Завали уже, Гром" (set 206): the rude "shut up" opening a clause, alone
    r"(?:^|[.!?,;:—–]\s*)завали(?:те)?(?:\s+уже)?(?=\s*(?:[,.!?…]|$))|"
    # the same order with the mouth first: "рот закрой", "пасть свою захлопни"
    r"\b(?:рот|пасть|варежку|хлебало|хайло|рыло|ебало)\s+(?:сво[йюё]\s+)?"
    r"(?:закрой|закройте|захлопни|захлопните|заткни|заткните|завали|завалите)\b|"
    # an order to use the brain said to a player: "мозги включи", "включи голову"
    r"\b(?:включи|включите|напряги|напрягите)\s+(?:уже\s+|хоть\s+)?(?:сво[июй]\s+)?"
    r"(?:мозг\w*|голов[уы]|башк[уы]|извилин\w*)|"
    r"\b(?:мозг\w*|голов[уы]|башк[уы]|извилин\w*)\s+(?:уже\s+|хоть\s+)?"
    r"(?:включи|включите|напряги|напрягите)\b|"
    # contempt for the person's kind: "таких, как ты, в приличные игры не пускают"
    r"\bтаких\s*,?\s+как\s+(?:ты|вы)\s*,?\s+(?:[а-яё]+[\s,]+){0,4}?"
    r"(?:не\s+(?:пускают|берут|зовут|держат|любят)|гонят|выгоняют|банят|на\s+порог)\b|"
    r"\bпош[её]л\s+(?:вон|нахер|на\s+хер|в\s+жопу|нафиг)|\bпошла\s+вон|\bпошли\s+вон|"
    # the same said politely (set 240): "пойдите вон из темы", "подите вон"
    r"\b(?:пойдите|подите|ступайте)\s+вон\b|"
    # told where to shove it (the forty-seventh round): "засунь своё мнение куда подальше",
    # "запихни свои советы себе в одно место" (never "засунь пирог в духовку")
    r"\b(?:засунь|засуньте|запихни|запихните)\s+(?:[а-яё]+\s+){0,3}?(?:себе\s+)?"
    r"(?:куда\s+подальше|в\s+(?:одно\s+место|задниц\w*|жоп\w*))|"
    r"\bиди\s+(?:ты\s+)?(?:на\s+хер|нахер|на\s+хрен|нахрен|в\s+жопу|лесом|к\s+черту|к\s+чёрту|"
    r"нафиг|на\s+фиг)|"
    # a mind gone with age: "совсем из ума выжила"
    r"\bиз\s+ума\s+выжил\w*|"
    r"\b(?:завали|закрой|захлопни|заткни)\s+(?:своё\s+|свое\s+|свой\s+)?"
    r"(?:хлебало|рот|пасть|варежку|хайло|рыло|ебало)|"
    # "молчи в тряпочку" (set 76): told to keep quiet, rudely
    r"\b(?:молчи|молчите|сиди|сидите)\s+(?:уже\s+)?в\s+тряпочку\b|"
    # the same in Ukrainian (set 65): "Стули пельку", "закрий рота"
    r"\b(?:стули|закрий)\s+(?:пельку|писок|рота|пащеку)\b|"
    # a person worth nothing: "ты нуль без палочки, а не игрок"
    r"\b(?:ноль|нуль)\s+без\s+палочки\b|"
    r"\b(?:вали|свали|сваливай|проваливай|катись|убирайся|выметайся)\s+"
    r"(?:отсюда|вон|из\s+(?:темы|игры|чата|треда|форума))|"
    # "проваливай", "убирайся" alone send the one addressed away ("вали" alone is the game's
    # "kill him": "вали его ночью")
    r"\b(?:проваливай|проваливайте|убирайся|убирайтесь|выметайся|выметайтесь)\b|"
    # sent off to the kitchen: "иди пеки пирожки", "иди борщ вари"
    r"\b(?:иди|идите|ступай)\s+(?:\w+\s+)?(?:пеки|вари|готовь|стирай|жарь)\b|"
    r"\bпош(?:[её]л|ла|ли)\s+(?:ты|вы)\b|\bотвали\b|\b(?:иди|идите|пойди)\s+проспи\w+|"
    # ("Пошёл отсюда, Ёжик", set 308; "Сиди и не вякай, Мира", set 310; "сиди и не
    # отсвечивай", set 312: sent off, told to be quiet or out of sight)
    r"\bпош(?:[её]л|ла|ли)\s+(?:вон\s+)?отсюда\b|\bне\s+(?:вякай|отсвечивай)(?:те)?\b|"
    # ("у тебя мозгов совсем нет?", set 305)
    r"\bмозг(?:и|ов)\s+(?:вообще\s+|совсем\s+)?(?:есть|нет)|\bсука\s+ты\b|\bты\s+сука\b|"
    # a wish of death: "сдохни", "чтоб ты сдох"
    r"\bсдохн(?:и|ите)\b|\bчтоб\w*\s+(?:ты|вы)\s+сдох\w*|"
    # a nobody: "звать тебя никак"
    r"\b(?:звать|зовут)\s+(?:тебя|вас)\s+никак|"
    # sent off to get treated (set 233): "иди лечи маразм", "сходи полечись" (a doctor told to
    # heal in the game is "лечи Мирона", with no "иди")
    r"\b(?:иди|идите|сходи|сходите)\s+(?:по)?лечи(?:сь|тесь|те)?\b|"
    # told off as unwanted (set 232): "тебя никто не спрашивал"
    r"\b(?:тебя|вас)\s+(?:вообще\s+|тут\s+)?никто\s+не\s+спрашивал\b|"
    # sent off to cry like a child or a pet: "иди поплачь в свой лоток"
    r"\b(?:иди|идите|пойди|сходи|беги)\s+(?:по)?(?:плачь|ной|реви|хнычь)\w*|"
    # a person told not to bark or yelp like a dog (the twenty-seventh round): "не гавкай",
    # "хватит тявкать"
    r"\b(?:не|хватит|харэ|хорош|прекрати|прекратите)\s+(?:тут\s+)?"
    r"(?:гавка|тявка|брех)(?:й|йте|ть)\b"
)
# An order to leave (the forty-fourth round), said to the one it sends away when a tired remark
# or a name-call closes it after a comma: "Вали из чата, достал", "Пошёл вон отсюда, врун"
# ("свали из темы" alone, with no one addressed, may be a line quoted or said of oneself; never
# "пошли", also "let's go", nor "вон туда", a place pointed at: "Пошёл вон туда, дружище")
_LEAVE = re.compile(
    r"\b(?:пош[её]л|пошла|вали|свали|сваливай|проваливай|катись|убирайся|выметайся)"
    r"\s+(?:вон\b(?!\s+(?:туда|там|тот|та|те|то)\b)|отсюда|из\s)"
)
_TIRED = re.compile(
    r",\s*(?:(?:как\s+же\s+|уже\s+|ты\s+|вы\s+)?(?:надоел|достал|задолбал|утомил|замучил|"
    r"заколебал|осточертел|опостылел)\w*|бесишь|бесите|раздражаешь|раздражаете)\b"
)
# "не будь(те) X": the word after the negated order ("не будь дебилом")
_BE_NOT = re.compile(r"\bне\s+(?:будь|будьте)\s+([а-яё]+)")
_IDIOMS = re.compile(
    r"дурака\s+(?:не\s+)?валя\w*|валя\w*\s+дурака|ворон\s+ворону|"
    r"баран\w*\s+(?:на|перед)\s+(?:нов\w+\s+)?ворот\w*|"
    r"не\s+(?:будь|будьте|веди\s+себя\s+как)\s+\w+|(?:и\s+)?дурак\w*\s+(?:понятно|ясно)|"
    r"заставь\s+дурак\w*|дурак\w*\s+закон|свинья\s+грязи|коз[её]л\w*\s+отпущени\w*"
)
_SECOND_PERSON = re.compile(
    r"\b(?:ты|тебя|тебе|тобой|тобою|вы|вас|вам|вами|твой|твоя|твоё|твое|"
    r"твои|ваш|ваша|ваше|ваши|иди|пошёл|пошел|пошла|слышь|эй|"
    # a patronising address is a vocative: "С таким умом, голубушка, ..."
    r"голубушка|голубчик|деточка|милочка|дорогуша|батенька|милейший|любезнейший)\b"
)
_THIRD_PERSON = re.compile(
    r"\b(?:он|она|они)\b|"
    # a collective numeral counts persons: "Эти двое соединённых — два придурка" (set 137)
    # ("Мира с Мироном два сапога пара — оба недоумки", set 212: both, after a dash)
    r"\b(?:эти|те|оба|обе)\s+(?:двое|трое|четверо)\b|(?:^|[—–:]\s*)(?:оба|обе)\b|"
    # a person pointed at: "сей господин", "эта дама", "этот тип"
    r"\b(?:этот|эта|сей|сия|данный|данная)\s+(?:господин|госпожа|товарищ|тип|дама|"
    r"гражданин|гражданка|субъект|человек|барышня|сударь|сударыня)\b"
)
# A sentence about animals or their breeding: "сука" and "змея" there are animals
_ANIMAL_TALK = re.compile(
    r"\b(?:о?щени\w*|щен\w*|окоти\w*|котят\w*|кобел\w*|вязк\w*|питомник\w*|пород\w*|"
    r"ветеринар\w*|пом[её]т\w*|выгул\w*|поводк\w*|ошейник\w*|хлев\w*|террариум\w*|"
    # ("за Мартой хвостом ходит", set 110: to follow someone like a tail, an idiom of people)
    r"зоопарк\w*|укуси\w*|ужалил\w*|ползал\w*|лап\w*|хвост(?!ом\s+ход)\w*|дрессир\w*|"
    # livestock: "Стадо коров паслось у дороги"
    r"пасл\w*|пас[её]тся|пасутся|пастбищ\w*|ферм\w*|доярк\w*|до[её]н\w*)\b"
)
# "мразь, а не игрок": the one called names is contrasted with a person, so is one
_AS_A_PERSON = re.compile(
    r",\s*а\s+не\s+(?:игрок|человек|люд|личност|участник)\w*|"
    r"\bне\s+(?:игрок|человек|личност|участник)\w*\s*,\s*а\b"
)
# "таких тупиц", "эти идиоты": people pointed at
_POINTED = frozenset({"таких", "такие", "такими", "этих", "эти", "этими", "этаких"})
# One person pointed at in the thread (the forty-fourth round): a singular demonstrative right
# before an insulting noun, "Зачем вы слушаете этого балбеса?", "Пусть этот тормоз сам
# голосует" (never "это", which says what a thing is: "это дно"; nor an adjective, "этот тупой
# ход" is about a move)
_STAGE = re.compile(r"(?:цирк|арен|манеж|сцен|спектакл|представлени|фокусник|акробат)\w*$")
_POINTED_ONE = frozenset(
    {"этот", "эта", "этого", "этой", "этому", "эту", "этим", "этом", "этою", "сей", "сия"}
)
_OF_MYSELF = re.compile(
    r"\bэто\s+(?:я\s+)?(?:же\s+)?про\s+(?:себя|меня|сво[йеёюия]\w*|мо[йеёюия]\w*)"
)
_SELF = re.compile(r"^(?:я|меня|мне|мной|сам|сама|самого|самой)$")
# whom an insult can be aimed at besides "ты" / "вы" and names: the players as a group
# the players as a group, also by where they sit: "дебилы же в этом финале собрались" (set 67)
_PLAYERS = re.compile(
    # ("Все новички тут идиоты", set 182: the newcomers at the table)
    # ("Тупорылые тауны, …", "Тупорылые тёзки, …", sets 330, 331: the town in its jargon, the
    # players who share a name)
    r"\b(?:игрок\w*|мирн\w*|новичк\w*|новички|таун\w*|т[её]зк\w*)"
    r"|\b(?:в|на)\s+(?:этом|этой|нашем|нашей)\s+"
    r"(?:финале|игре|партии|треде|теме|составе)\s+(?:собрал\w*|сидят|играют)"
)


# Game roles and groups are not persons: "Мафия — гады" insults nobody at the table.
def _a_role(word: str) -> bool:
    """A game role or group, as written or by its lemma ("ишвариты"; pymorphy reads "ишварит"
    as a verb's form, so the word itself is looked up too)."""
    lowered = word.lower()
    return (
        lowered in ROLE_WORDS or lowered.rstrip("ыи") in ROLE_WORDS or _lemma(lowered) in ROLE_WORDS
    )


ROLE_WORDS = frozenset(
    {
        "мафия",
        "мафиози",
        "город",
        "гомункул",
        # the game's own roles: "Ишварит — тот ещё гад" speaks of a role, not a player
        "ишварит",
        # and the homunculi (RULES.md's table): "Похоть — гадина, но блок поставила красиво"
        *("похоть", "зависть", "гордыня", "жадность", "отец"),
        # the game's Stone: "Сука, опять этот Камень ушёл не туда!" (set 73)
        "камень",
        # the side as a group: "Гомункулы — мерзкие твари, но играют они хорошо" (set 77)
        *("гомункулы", "гомункулов", "гомункулам"),
        "маньяк",
        "комиссар",
        "доктор",
        "шериф",
        "убийца",
        "ведущий",
        "гм",
        "форум",
        "господь",
        "бог",
        "админ",
        "модератор",
    }
)
# Words a sentence may start with that are never a name: "Ну", "Эй", "Да"...
_NOT_NAMES = frozenset(
    {"ну", "эй", "да", "нет", "вот", "так", "это", "ага", "ох", "ой", "блин"}
    # possessives open a sentence about someone's thing or pet: "Наша сука ощенилась"
    | {"наш", "наша", "наше", "наши", "мой", "моя", "моё", "мое", "мои", "твой", "твоя"}
    | {"ваш", "ваша", "ваше", "ваши"}
)
_SOMEONE = frozenset({"какой-то", "какая-то", "кто-то", "некий", "некая", "какой-нибудь"})
# A story's or a role's villain, not a player: "Гордыня — сволочь по лору аниме".
_FICTION = re.compile(
    # ("Пельмень2003 умственно отсталый, раз голосует по аниме", set 178: a player's way of voting,
    # no story told)
    r"по\s+(?:лору|сюжету|канону|роли|легенде)|\b(?:в|из|об|про)\s+аниме\b|\bманг\w*|персонаж\w*|"
    r"\bэто\s+роль\b|"
    # "*Оливия смеряет брата взглядом* — Алекс, ты позор семьи" (set 238): a stage direction in
    # stars, then a dash, opens a character's line ("*…* А если серьёзно, …" is the author's)
    r"^\s*\*[^*\n]{3,}\*\s*[—–-]"
)
_AS_A_PLAYER = re.compile(r"\bкак\s+игрок\w*\b")
# A line of a story's dialogue, its speaker after a dash (set 70, a role-played day): "— Ты,
# гнусное чудовище! — кричит Эдвард, когда Зависть…"
_SPEECH = re.compile(
    r"[—–]\s*(?:кричит|крикнул\w*|говорит|сказал\w*|шипит|рычит|цедит|бросает|восклицает|"
    r"отвечает|произносит|шепчет|орёт|орет)\s+([А-ЯЁ][а-яё]+)"
)


def _said_of_a_role(sentence: str, names: tuple[str, ...]) -> bool:
    """A sentence that defines a side or a role after a dash and goes on to its play after
    "но"/"зато", no player named: "Гомункулы — мерзкие твари, но играют они хорошо" (set 77;
    "они" are the homunculi), "…, но сегодня они играют подозрительно тихо" (sets 89, 91: the
    side judged as a side). Said and left at that, the side's players are called names
    ("Мафия — уроды")."""
    # ("Отец гомункулов — мерзкое существо, но играет он красиво", set 133: the role's genitive)
    # ("Гомункулы в этой партии — …", set 140: where they play, said before the dash)
    subject = re.match(r"\s*([^\W\d_]+)(?:\s+[^\W\d_]+){0,3}?\s+[—–-]\s", sentence)
    goes_on = _GOES_ON.search(sentence.lower())
    if subject is None or not _a_role(subject.group(1)) or goes_on is None:
        return False
    # a player named after the comma acts on the side ("…, полковник сожжёт их всех")
    called = sentence[: goes_on.start()]
    return not any(
        token.lower() in names or _inflected(token, names) for token in _WORD.findall(called)
    )


def _story_line(sentence: str, names: tuple[str, ...]) -> bool:
    """A story's dialogue with no player in it: its speaker is no player, and no player is
    named ("— Лживая змея, — шипит майор, глядя на Иглу" names the player Игла: not a story)."""
    speech = _SPEECH.search(sentence)
    if speech is None or speech.group(1).lower() in names:
        return False
    return not any(
        token.lower() in names or _inflected(token, names) for token in _WORD.findall(sentence)
    )


_QUOTED = re.compile(r"«[^»\n]*»|\"[^\"\n]*\"|“[^”\n]*”")
_WORD = re.compile(r"[^\W\d_]+(?:-[^\W\d_]+)?")
_AUGMENTED = re.compile(r"([а-яё]{3,})ин[аеуы]")
_AUGMENTED_ENDS = ("ина", "ине", "ину", "ины")
_INSULT_STARTS = re.compile(
    "^(?:" + "|".join(sorted({w[:3] for w in STRONG_INSULTS | WEAK_INSULTS})) + ")"
)


# the insults a rhyming name-call is made on: never a word with a literal sense ("рак")
_RHYMED_ON = (STRONG_INSULTS | WEAK_INSULTS) - LITERAL


@lru_cache(maxsize=20000)
def _lemma(word: str) -> str:
    return str(_morph().parse(word)[0].normal_form).replace("ё", "е")


@lru_cache(maxsize=20000)
def strength(word: str) -> str:
    """ "strong", "weak" or "" for one lower-cased word."""
    if _SLANG.fullmatch(word):
        return "weak"
    if word in ENGLISH:
        return ENGLISH[word]
    if "-" in word:  # "котяра-придурок", "дылда-переросток": the harsher part
        parts = word.split("-")
        kinds = {strength(part) for part in parts}
        # the other part a being or a nickname, never a thing ("тупица-ход" is about a move)
        # in any case (the forty-first round): "с таким соседом-идиотом", "братом-недоумком"
        beings = all(strength(p) or _animate_any(p) or not _morph().word_is_known(p) for p in parts)
        if not beings:
            return ""
        if kinds == {""} and rhymed(word, _RHYMED_ON):
            return "weak"  # "Галочка-дурочка": a rhyme on an insult's stem (the 47th round)
        return "strong" if "strong" in kinds else "weak" if "weak" in kinds else ""
    if not _INSULT_STARTS.match(word):
        return _feminine(word) or (_augmented(word) if word.endswith(_AUGMENTED_ENDS) else "")
    lemma = _lemma(word)
    if lemma in STRONG_INSULTS or word in STRONG_INSULTS:
        return "strong"
    if lemma in WEAK_INSULTS or word in WEAK_INSULTS:
        return "weak"
    for base in STRONG_INSULTS:
        if len(base) >= 4 and word.startswith(base) and _GROWN.fullmatch(word[len(base) :]):
            return "strong"
    if grown(word, STRONG_INSULTS):
        return "strong"
    if grown(word, WEAK_INSULTS) or under_made(word):
        return "weak"
    return _feminine(word) or (_augmented(word) if word.endswith(_AUGMENTED_ENDS) else "")


def _feminine(word: str) -> str:
    """A feminine or endearing form of a listed insult, as strong as it: "лохушка" (лох); a
    diminutive adjective, softened to a weak word: "тупенькая" (тупой)."""
    if feminine(word, STRONG_INSULTS):
        return "strong"
    if feminine(word, WEAK_INSULTS) or diminutive(word, STRONG_INSULTS | WEAK_INSULTS):
        return "weak"
    return ""


@lru_cache(maxsize=20000)
def _augmented(word: str) -> str:
    """A weak insult grown by "-ина" on its oblique stem: "ослина", "козлина" (осла, козла).

    A noun of its own stays itself: "баранина" and "свинина" are meat.
    """
    grown = _AUGMENTED.fullmatch(word)
    if not grown or _morph().parse(word)[0].tag.POS == "NOUN":
        return ""
    return "weak" if _lemma(grown.group(1) + "а") in WEAK_INSULTS else ""


# Nouns the dictionary reads first as things that name a person in a name-call
# ("ты тупорылый качок", set 186)
_PERSON_NOUNS = frozenset(
    {"тип", "типок", "субъект", "экземпляр", "кадр", "фрукт", "персонаж", "качок"}
)


@lru_cache(maxsize=20000)
def _about_a_thing(word: str, following: str) -> bool:
    """An adjective insult agreeing with the inanimate noun after it: "тупой ход".

    The noun's likely reading decides: "бабка" is an old woman before a knucklebone.
    """
    if not following or following.lower() in _PERSON_NOUNS:
        return False  # "конченый тип" (set 189): a fellow called so, never a type of thing
    adjectives = [p.tag for p in _morph().parse(word) if p.tag.POS in ("ADJF", "ADJS")]
    parses = _morph().parse(following)
    if parses[0].tag.POS == "NOUN" and "anim" in parses[0].tag:
        return False
    if any(p.tag.POS in ("PREP", "CONJ", "PRCL", "ADVB") for p in parses[:1]):
        # "чокнутая со своими звёздами": a phrase opens, no noun agrees with it; "Самый
        # тупорылый тут — Паша" (set 155): an adverb of place is no noun either
        return False
    nouns = [p.tag for p in parses if p.tag.POS == "NOUN" and "inan" in p.tag]
    return any(
        a.case in (n.case, None) and (a.number == "plur" or a.gender == n.gender)
        for a in adjectives
        for n in nouns
    )


# Words between a subject and its predicate adjective: "голос был тупой", "ход твой глупый"
_LINKS = frozenset(
    {
        *("был", "была", "было", "были", "такой", "такая", "такое", "такие", "какой"),
        *("какая", "какое", "какие", "очень", "совсем", "слишком", "просто", "реально"),
        *("вообще", "же", "твой", "твоя", "твоё", "твое", "твои", "ваш", "ваша", "ваше"),
        *("ваши", "у", "тебя", "вас", "него", "неё", "нее", "них"),
        # copulas that take the predicate in the instrumental: "план оказался глупым"
        *("стал", "стала", "стало", "стали", "оказался", "оказалась", "оказалось"),
        *("оказались", "выглядел", "выглядела", "выглядело", "выглядели"),
    }
)


def _said_of_a_thing(tokens: list[str], at: int, names: tuple[str, ...]) -> bool:
    """An insult predicated of an inanimate noun before it: "голос был тупой", "ход твой — говно".

    A capitalised subject inside the sentence, or a player's name, is a person ("Камень");
    one opening the sentence is a thing only with a link between ("Голос был тупой", not
    "Ёлка конченая", a nickname).
    """
    before = at - 1
    while before >= 0 and tokens[before].lower() in _LINKS:
        before -= 1
    if before < 0:
        return False
    subject = tokens[before]
    if subject.lower() in names or (subject[:1].isupper() and (before > 0 or before == at - 1)):
        return False
    return _subject_thing(tokens[at].lower(), subject.lower())


@lru_cache(maxsize=20000)
def _subject_thing(word: str, subject: str) -> bool:
    adjectives = [p.tag for p in _morph().parse(word) if p.tag.POS in ("ADJF", "ADJS")]
    parses = _morph().parse(subject)
    first = parses[0]  # the likely reading decides animacy: "ёж" is an animal
    if first.tag.POS != "NOUN" or "inan" not in first.tag:
        return False
    nouns = [
        p.tag
        for p in parses
        if p.normal_form == first.normal_form and "inan" in p.tag and p.tag.case == "nomn"
    ]
    if nouns and _morph().parse(word)[0].tag.POS == "NOUN":
        return True  # a noun said of a thing needs no agreement: "идея — говно"
    # the predicate in the nominative or, after a copula, the instrumental: "ход был глупым"
    return any(
        a.case in ("nomn", "ablt", None)
        and (a.number == n.number == "plur" or a.gender == n.gender)
        for a in adjectives
        for n in nouns
    )


# Words for a move, a vote or an argument: an insulting adjective said of one of them criticises
# the play, not the player ("этот голос был откровенно глупым", "Тупой ход, Кот, очень тупой")
_MOVES = frozenset(
    {
        *("ход", "голос", "голосование", "пост", "аргумент", "решение", "версия", "логика"),
        *("игра", "план", "идея", "теория", "довод", "выбор", "вывод", "вброс", "переголос"),
        *("заявление", "ответ", "вопрос", "сообщение", "комментарий", "тактика", "стратегия"),
        *("обвинение", "защита", "отмазка", "оправдание", "предположение", "подозрение"),
        *("ночь", "выстрел", "проверка", "отстрел", "слив", "манёвр", "маневр", "ошибка"),
        # a vote moved: "Этот переход Сани был тупой" (set 103)
        *("переход", "заход"),
    }
)
_ADJECTIVE_TAGS = frozenset({"ADJF", "ADJS", "COMP"})
_SUBJECT_WORDS = frozenset({"я", "ты", "вы", "он", "она", "они", "мы", "сам", "сама"})


def _of_a_move(
    tokens: list[str], lowered: list[str], at: int, sentence: str, named: set[int]
) -> bool:
    """An insulting adjective said of a move-noun earlier in the sentence, no person between
    as its subject: "этот голос за Ольху был откровенно глупым", "Тупой ход, Кот, очень
    тупой", "твой ход — тупее не придумаешь", or after a link: "Тупой у тебя ход" (never
    "ход тупой, а ты ещё тупее", nor "Кот очень тупой" with no comma between the name and
    the adjective).
    """
    word = lowered[at]
    adjectives = [p.tag for p in _morph().parse(word) if p.tag.POS in _ADJECTIVE_TAGS]
    if not adjectives or _morph().parse(word)[0].tag.POS not in _ADJECTIVE_TAGS:
        return False
    # "Тупой Кот опять сделал ход": the adjective is on the one after it; a comma between
    # makes the one after it the one addressed (the forty-seventh round): "Твой ход был
    # глупым, Кот" is about the move
    if (
        at + 1 < len(tokens)
        and (tokens[at + 1][:1].isupper() or _is_animate(lowered[at + 1]))
        and re.search(rf"{re.escape(word)}\s+{re.escape(lowered[at + 1])}", sentence)
    ):
        return False
    before = at - 1
    while before >= 0 and (lowered[before] in _LINKS or _adverb(lowered[before])):
        before -= 1
    subject = before >= 0 and (
        lowered[before] in _SUBJECT_WORDS
        or (
            before in named
            and _nominative(lowered[before])
            and not _after_prep(lowered, before)
            # "Этот переход Сани был тупой" (set 103): the name owns the move before it
            and not (before >= 1 and _lemma(lowered[before - 1]) in _MOVES)
        )
    )
    if subject:
        between = r"\W+(?:\w+\W+)*?".join(re.escape(w) for w in (lowered[before], word))
        if re.search(rf"\b{between}\b", sentence) and not re.search(
            rf"\b{re.escape(lowered[before])}\s*,", sentence
        ):
            return False  # "Кот очень тупой", "ты тупой": said of the person
    after = at + 1
    while after < len(lowered) and lowered[after] in _LINKS:
        after += 1  # "Тупой у тебя ход, Кот": the move-noun after a link
    if after < len(lowered) and after > at + 1 and _lemma(lowered[after]) in _MOVES:
        return _agrees(adjectives, lowered[after])
    for j in range(at - 1, -1, -1):
        if lowered[j] in _SUBJECT_WORDS:
            return False  # "ход тупой, а ты ещё тупее": a person stands between
        if _lemma(lowered[j]) in _MOVES and _agrees(adjectives, lowered[j]):
            return True
    return False


def _agrees(adjectives: list[OpencorporaTag], noun: str) -> bool:
    """A comparative ("тупее"), or an adjective in the noun's gender or the plural."""
    if any(a.POS == "COMP" for a in adjectives):
        return True
    nouns = [p.tag for p in _morph().parse(noun) if p.tag.POS == "NOUN"]
    return any(
        a.number == n.number == "plur" or (a.gender is not None and a.gender == n.gender)
        for a in adjectives
        for n in nouns
    )


def _after_prep(lowered: list[str], at: int) -> bool:
    """The word is a preposition's object ("голос за Марка"), so no subject."""
    return at > 0 and _morph().parse(lowered[at - 1])[0].tag.POS == "PREP"


@lru_cache(maxsize=20000)
def _nominative(lowered: str) -> bool:
    """Some reading in the nominative, or a word pymorphy does not know (a nickname)."""
    parses = _morph().parse(lowered)
    return not _morph().word_is_known(lowered) or any(p.tag.case == "nomn" for p in parses)


@lru_cache(maxsize=20000)
def _adverb(lowered: str) -> bool:
    return _morph().parse(lowered)[0].tag.POS in ("ADVB", "PRCL")


@lru_cache(maxsize=20000)
def _animate_any(lowered: str) -> bool:
    """Some reading, in any case, is an animate noun: "братом", "соседа", "бегемот"."""
    return living(lowered) or any(
        p.tag.POS == "NOUN" and "anim" in p.tag for p in _morph().parse(lowered)
    )


@lru_cache(maxsize=20000)
def _is_animate(lowered: str) -> bool:
    first = _morph().parse(lowered)[0]
    return first.tag.POS == "NOUN" and "anim" in first.tag


@lru_cache(maxsize=20000)
def _is_noun(lowered: str) -> bool:
    """A noun (or a word pymorphy does not know, as nicknames often are)."""
    return _morph().parse(lowered)[0].tag.POS == "NOUN" or not _morph().word_is_known(lowered)


@lru_cache(maxsize=20000)
def _verb(lowered: str) -> bool:
    return _morph().parse(lowered)[0].tag.POS in ("VERB", "INFN")


@lru_cache(maxsize=20000)
def _is_name(lowered: str) -> bool:
    """pymorphy reads the word as a first name, surname or patronymic."""
    return bool({"Name", "Surn", "Patr"} & _morph().parse(lowered)[0].tag.grammemes)


def _name_like(token: str, position: int, tokens: list[str], names: tuple[str, ...]) -> bool:
    """A word that names a person: a player's name, or a capitalised word that is no role."""
    lowered = token.lower()
    if not token[:1].isupper() or lowered in names or lowered in _NOT_NAMES:
        return False
    if _a_role(lowered):
        return False
    if position > 0:  # a capital inside a sentence: a proper name
        return True
    return _is_name(lowered) or token.isascii()


def _named(tokens: list[str], sentence: str, names: tuple[str, ...]) -> set[int]:
    """Positions of the words that name a person in the sentence."""
    # the roster is read with "ё" as "е" ("Ёжик" is "ежик" there)
    found = {
        i
        for i, t in enumerate(tokens)
        if t.lower() in names or t.lower().replace("ё", "е") in names or _inflected(t, names)
    }
    for i, token in enumerate(tokens):
        if _name_like(token, i, tokens, names):
            found.add(i)
    found |= _handles(sentence, names)
    # a name opening the sentence, written small as on a phone too ("димон нубас конченый")
    if tokens and 0 not in found and (tokens[0][:1].isupper() or _is_name(tokens[0].lower())):
        first = tokens[0].lower()
        rest = sentence.lstrip()[len(tokens[0]) :]
        linked = re.match(
            r"\s*(?:(?:наш|наша|ваш|ваша)?\s*[—–-]|у\s+(?:нас|вас)\b|(?:опять|снова|вообще|вечно|такой|такая|просто|"
            r"реально|же|точно|совсем)\b)",
            rest,
        )
        turned_to = rest.lstrip().startswith(",") and _is_noun(first)  # "Ворон, заткнись"
        # never a verb: "Вынеси мусор" orders, it names no one; nor an adjective on the
        # insult's noun: "Жареная курица" is a dish
        next_insult = (
            len(tokens) > 1
            and strength(tokens[1].lower()) != ""
            and not _verb(first)
            and not _describes(first, tokens[1].lower())
        )
        # the object of an idiom right after it: "Лорда в детстве уронили"
        next_insult = next_insult or bool(_TWO_WORD.match(rest.lstrip().lower()))
        if (
            (linked or next_insult or turned_to)
            and first not in _NOT_NAMES
            and not _SELF.match(first)
            and not _a_role(first)
            and not strength(first)
            # a demonstrative opening the sentence points at a player, never at a performer
            # on a stage (the forty-fourth round): "Этот клоун в цирке жонглировал"
            and not (first in _POINTED_ONE and any(_STAGE.match(w.lower()) for w in tokens))
        ):
            found.add(0)
    return found


# A nickname with digits or underscores, which words split: "vasya_2000", "kot_99" (roster)
_HANDLE = re.compile(r"[^\W\d_]\w*[\d_]\w*")


def _handles(sentence: str, names: tuple[str, ...]) -> set[int]:
    """Positions of the words inside a nickname of letters, digits and underscores (the
    forty-first round): a roster name ("kot_99 — позорище", "про kot_99"), or one opening
    the sentence before a dash ("vasya_2000 — посмешище")."""
    spans = [m.span() for m in _WORD.finditer(sentence)]
    found: set[int] = set()
    for match in _HANDLE.finditer(sentence):
        before = sentence[: match.start()]
        opening = not before.strip() and re.match(r"\s*[—–-]\s", sentence[match.end() :])
        if match.group(0).lower() in names or opening:
            found |= {
                i for i, (a, b) in enumerate(spans) if match.start() <= a and b <= match.end()
            }
    return found


# case endings put on a roster name: "Марку", "Марком", "Лены"
_NAME_ENDINGS = ("а", "у", "ом", "е", "ой", "ы", "и", "ю", "я", "ем", "ей", "ым")


def _inflected(token: str, names: tuple[str, ...]) -> bool:
    """A capitalised roster name with a case ending: "Марку бы мозги пересадить" (Марк)."""
    lowered = token.lower()
    return token[:1].isupper() and any(
        lowered == name + ending or (name[-1:] in "аяь" and lowered == name[:-1] + ending)
        for name in names
        if len(name) >= 3
        for ending in _NAME_ENDINGS
    )


@lru_cache(maxsize=20000)
def _describes(first: str, noun: str) -> bool:
    """A plain adjective (no "этот", "мой") agreeing with the noun after it: "Жареная курица"."""
    if "Apro" in _morph().parse(first)[0].tag:
        return False
    return _on_animate(first, noun) or _about_a_thing(first, noun)


def _denied_or_unknown(lowered: list[str], at: int, sentence: str = "") -> bool:
    """ "ты не дурак", "точно не идиот"; "какой-то урод" (someone unknown, not a player).

    A negation in an order before a comma denies nothing of the vocative after it: "не
    позорься, убогий".
    """
    before = lowered[max(0, at - 2) : at]
    if any(w in _SOMEONE for w in before):
        return True
    if "не" not in before:
        return False
    # a negated imperative of "быть" still calls the person so (the twenty-ninth round):
    # "Не будь дебилом, Марк" denies nothing, it says he is one
    if at >= 2 and lowered[at - 2] == "не" and lowered[at - 1] in ("будь", "будьте"):
        return False
    # a vocative insult closing a negated order is not denied
    closing = rf"\bне\s+[а-яё]+\s*,\s*{re.escape(lowered[at])}\s*(?:[.!?…]|$)"
    return not (sentence and re.search(closing, sentence))


def _self_near(lowered: list[str], at: int) -> bool:
    """ "я" (or "сам") just before the insult: the author about himself; not "меня" after an
    order, the object of what the other is told ("Отвали от меня, скотина")."""
    return any(
        _SELF.match(w)
        and not (w in ("сам", "сама") and i > 0 and lowered[i - 1] in _YOU_ALL)
        # "сам ты олень" (set 175): the retort turns it back on the one addressed
        and not (w in ("сам", "сама", "сами") and lowered[i + 1 : i + 2] in (["ты"], ["вы"]))
        and not (
            # "Прости меня, дурака": the word in the case of "меня" is the author still
            w in ("меня", "мне", "мной")
            and _imperative(lowered[:i])
            and _morph().parse(lowered[at])[0].tag.case == "nomn"
        )
        for i, w in enumerate(lowered[:at], start=0)
        if i >= at - 3
    )


# "ты сам себя перехитрил, дурень": "сам" after the one addressed is no self-deprecation
_YOU_ALL = frozenset({"ты", "вы", "он", "она"})


def _names_as_one(sentence: str, names: list[str]) -> str:
    """Each name of several words written with every word capitalised, its spaces taken out
    ("Старый Пень опять…" → "СтарыйПень опять…")."""
    for name in names:
        words = r"[ -]+".join(re.escape(w) for w in re.split(r"[ -]", name))
        sentence = re.sub(
            rf"(?<!\w){words}(?!\w)",
            lambda m: (
                re.sub(r"[ -]+", "", m.group(0))
                if all(w[:1].isupper() for w in re.split(r"[ -]+", m.group(0)))
                else m.group(0)
            ),
            sentence,
            flags=re.IGNORECASE,
        )
    return sentence


def find_insults(sentences: Iterable[str], names: tuple[str, ...]) -> list[str]:
    """Insult words aimed at a person, from sentences as written (case kept)."""
    found: list[str] = []
    addressed = False  # the sentence before turned to someone: "Наиля, ты…? мозгов ноль"
    # a name of two words that are an insult's ("Старый Пень", set 319), written with its
    # capitals, is the player: read as one word
    many = [n for n in names if re.fullmatch(r"\w+(?:[ -]\w+)+", n)]
    sentences = [_names_as_one(s, many) for s in sentences] if many else list(sentences)
    names = names + tuple(re.sub(r"[ -]", "", n) for n in many)
    # "…опять пишет? Шучу, это я про свой старый аккаунт": the author said it of himself
    of_myself = any(_OF_MYSELF.search(s.lower()) for s in sentences)
    mine = False  # the sentence before was about the author: "Опять я проспал. Жалкий лузер."
    for sentence in sentences:
        was_addressed, addressed = addressed, bool(_SECOND_PERSON.search(sentence.lower()))
        after_mine, mine = mine, _about_me(_WORD.findall(sentence.lower()))
        sentence = _QUOTED.sub(" ", sentence)  # a title or someone's words: «Идиот»
        sentence = _ASIDE_AT_END.sub("", _ASIDE_INSIDE.sub(" ", sentence))
        lowered_sentence = sentence.lower()
        if (
            # ("ты как игрок полный идиот, и персонаж тебя не спасёт", set 238: the player)
            (_FICTION.search(lowered_sentence) and not _AS_A_PLAYER.search(lowered_sentence))
            or _story_line(sentence, names)
            or _said_of_a_role(sentence, names)
        ):
            continue
        idiom_words = {w for m in _IDIOMS.finditer(lowered_sentence) for w in m.group(0).split()}
        # a negated order to be a strong insult still calls the person one (the twenty-ninth
        # round): "Не будь дебилом, Марк"; "не будь дураком" (a weak word) stays advice
        told_not_to_be = {
            m.group(1)
            for m in _BE_NOT.finditer(lowered_sentence)
            if strength(m.group(1)) == "strong"
        }
        idiom_words -= told_not_to_be
        tokens = _WORD.findall(sentence)
        lowered = [t.lower() for t in tokens]
        rude = _RUDE.search(lowered_sentence)
        two = _TWO_WORD.search(lowered_sentence) or _contempt(lowered, lowered_sentence)
        shaped = ", а не" in lowered_sentence or any(MARKERS.fullmatch(w) for w in lowered)
        shaped = shaped or bool(_LIKENED.search(lowered_sentence))
        player = _OF_A_PLAYER.search(lowered_sentence)
        incurable = _INCURABLE.search(lowered_sentence)
        diagnosed = _DIAGNOSED.search(lowered_sentence)
        brain = _BRAIN_WORKS.search(lowered_sentence)
        brain = brain if brain and _BRAIN_MOCKED.search(brain.group(0)) else None
        found_one = _FOUND_ONE.search(lowered_sentence) or _ENGLISH_INSULT.search(lowered_sentence)
        # the forty-seventh round's phrases (scraper.insult_phrases)
        small = SMALL_MIND.search(lowered_sentence)
        title = MIND_TITLE.search(lowered_sentence)
        mocked = title if title and PUT_DOWN.search(lowered_sentence, title.end()) else None
        ranked = THREAD_TITLE.search(lowered_sentence)
        ranked = ranked if ranked and strength(ranked.group(1)) else None
        vanish = VANISH.search(lowered_sentence)
        side = SIDE_CALLED.search(lowered_sentence)
        side = side if side and _insult_any_reading(side.group(1) or side.group(2)) else None
        # the fiftieth round's phrases (scraper.insult_phrases)
        fiftieth = _round50(sentence, lowered_sentence, names)
        fiftieth += _round27(sentence, lowered_sentence, names)
        if not tokens or not (
            fiftieth
            or rude
            or two
            or shaped
            or player
            or incurable
            or diagnosed
            or brain
            or found_one
            or small
            or mocked
            or ranked
            or vanish
            or side
            or any(strength(w) or w in CALLED for w in lowered)
        ):
            continue  # the common case: nothing rude, no need to look for whom
        second = bool(_SECOND_PERSON.search(lowered_sentence))
        if of_myself and not second:
            continue
        if found_one:
            found.append(found_one.group(0))
        third = bool(_THIRD_PERSON.search(lowered_sentence))
        named = _named(tokens, sentence, names)
        mentioned = bool(re.search(r"\bпро\s+[A-ZА-ЯЁ]", sentence))
        group = bool(_PLAYERS.search(lowered_sentence))
        animals = bool(_ANIMAL_TALK.search(lowered_sentence))
        a_person = bool(_AS_A_PERSON.search(lowered_sentence))
        # told not to bark: only a player or "ты", never a real dog ("Шарик, не гавкай")
        barking = bool(rude and re.search(r"гавка|тявка|брех", rude.group(0)))
        dog = barking and (
            animals
            or not (
                re.search(r"\b(?:ты|вы)\b", lowered_sentence)
                or any(lowered[i] in names or _is_name(lowered[i]) for i in named)
            )
        )
        sent_off = bool(rude and _LEAVE.search(lowered_sentence)) and (
            bool(_TIRED.search(lowered_sentence)) or _closing_name_call(lowered, lowered_sentence)
        )
        aimed47 = second or bool(named) or third or mentioned or was_addressed
        found += _round47(lowered_sentence, aimed47, (small, mocked, ranked, vanish, side), names)
        found += fiftieth
        if (
            rude
            and not dog
            and (named or sent_off or re.search(r"\b(?:ты|тебя|вы)\b", lowered_sentence))
        ):
            found.append(rude.group(0))
        if two and (second or named or third or mentioned or was_addressed):
            found.append(two if isinstance(two, str) else two.group(0))
        gaping = _GAPING.search(lowered_sentence)
        author = any(w == "я" or _first_person(w) for w in lowered)  # "смотрю … как баран"
        if gaping and (second or named or third) and not author:
            found.append(gaping.group(0))
        if (
            player
            and (second or named or third or was_addressed)
            and not _MINE_BEFORE.search(lowered_sentence[: player.start()])
            and not _first_person(player.group(0).split()[-1])
        ):
            found.append(player.group(0).strip(" ,—–:"))
        if incurable and (
            incurable.group(1) in _SUBJECTS or any(lowered[i] == incurable.group(1) for i in named)
        ):
            found.append(incurable.group(0))
        if brain:
            owner = brain.group(1) or brain.group(2)
            if brain.group(3) or owner in _HOLDERS or any(lowered[i] == owner for i in named):
                found.append(brain.group(0).rstrip(" ?!.…"))
        holder = diagnosed and (diagnosed.group(1) or diagnosed.group(2))
        if diagnosed and (holder in _HOLDERS or any(lowered[i] == holder for i in named)):
            found.append(diagnosed.group(0))
        needed = _WHO_NEEDS.search(lowered_sentence)
        if needed and strength(needed.group(1)) and (second or named or third):
            found.append(needed.group(0))
        found += _called(lowered, named)
        found += _crowd(lowered_sentence)
        bare = _bare_phrase(lowered, lowered_sentence)
        if bare and not after_mine and not of_myself:
            found.append(bare)
        comparison = contemptuous_comparison(sentence, names, ROLE_WORDS, _SUBJECTS)
        if comparison:
            found.append(comparison)
        likened = compared(sentence, strength)
        if likened and (second or named or third or mentioned):
            found.append(likened)
        aimed_at_all = second or third or bool(named) or mentioned or was_addressed
        found += _marked(lowered, lowered_sentence, aimed_at_all, names)
        contrast = _CONTRAST.search(lowered_sentence)
        contrasted = bool(contrast and living(contrast.group(1)))
        # the named ones the roster knows (a capital at a sentence's start names no one)
        players = {i for i in named if lowered[i] in names or _inflected(tokens[i], names)}
        for at, word in enumerate(lowered):
            kind = strength(word)
            if (
                not kind
                or word in idiom_words
                # ("Серая Лиса — обычная крыса, только хвост рыжий", set 181: a beast said
                # of the player named, its tail a figure of speech)
                or (
                    animals
                    and kind == "weak"
                    and not _predicated(lowered, at, named, lowered_sentence)
                )
                or word in names
                or _inflected(tokens[at], names)  # "Команда Нуба проиграла" (Нуб, set 100)
            ):
                continue  # a player's nickname that is a common word ("Дятел") names him
            following = tokens[at + 1] if at + 1 < len(tokens) else ""
            if not re.search(
                rf"{re.escape(word)}\s+{re.escape(following.lower())}", lowered_sentence
            ):
                following = ""  # punctuation between them: not one phrase
            elif at + 2 < len(tokens) and (
                _adjective(following.lower()) or following.lower() in ("тут", "здесь")
            ):
                # "самый бездарный первый пост": another adjective between, the noun after it
                # ("Самый глупый тут ход": a word of place between)
                after = tokens[at + 2]
                if re.search(
                    rf"{re.escape(following.lower())}\s+{re.escape(after.lower())}",
                    lowered_sentence,
                ) and not _adjective(after.lower()):
                    following = after
            myself = re.search(rf"{re.escape(word)}\s+(?:я|сам|сама)\b", lowered_sentence)
            # a name-call closing the sentence after a comma, said to the one given an order
            # or of the player it names (the forty-first round): "Не пиши ерунду, балбес",
            # "Гвоздь играет как новичок, бестолочь"; the noun before the comma is no subject
            closing = _closing_vocative(lowered, at, lowered_sentence, named, second)
            if (
                myself
                or _self_near(lowered, at)
                or _denied_or_unknown(lowered, at, lowered_sentence)
                or (
                    not following[:1].isupper()
                    and _about_a_thing(word, following.lower())
                    and not _thing_called(lowered, at, lowered_sentence, players)
                )
                or (
                    not a_person
                    and not closing
                    and _said_of_a_thing(tokens, at, names)
                    and not _thing_called(lowered, at, lowered_sentence, players)
                )
                or _of_a_move(tokens, lowered, at, lowered_sentence, named)
            ):
                continue
            if _lemma(word) in LITERAL or word in LITERAL:
                if _predicated(lowered, at, named, lowered_sentence):
                    found.append(word)
                continue
            if kind == "weak" and at > 0 and lowered[at - 1] in _LIKE:
                continue  # "играешь как нуб": the play compared, not the person called
            if kind == "weak" and (
                (
                    _neuter(word)
                    and re.search(
                        rf"\b(?:самое|такое)\s+{re.escape(word)}\s*(?:[,.!?…]|$)", lowered_sentence
                    )
                )
                or _CONCEDED.search(lowered_sentence)
            ):
                # "самое тупое, что я видел" (a thing), "вы зануда, но зануда полезный" (the
                # word taken back by a praise after "но")
                continue
            vocative = (
                (
                    (
                        re.search(rf"(?:^|,)\s*{re.escape(word)}\s*(?:,|$|[!?.])", lowered_sentence)
                        # "Старый маразматик, перечитай правила": its adjective, then more said
                        or re.search(
                            rf"^\s*[а-яё]+(?:ый|ий|ой|ая|ое)\s+{re.escape(word)}\s*,\s*\w",
                            lowered_sentence,
                        )
                    )
                    and (kind == "strong" or second or _imperative(lowered))
                )
                or _called_in_an_order(lowered, at)
                or _opening_address(lowered, at, lowered_sentence)
            )
            # a name glued to the name-call: "Котяра-придурок опять мяукает"
            glued = "-" in word and tokens[at][:1].isupper() and not strength(word.split("-")[0])
            vocative = vocative or glued or contrasted
            # the adjectives on the word count as one phrase with it: "Олеся у нас
            # деревенская дурочка" is as near as "Олеся у нас дурочка" (the 27th round)
            lead = at
            while (
                lead > 0
                and lead - 1 not in named
                and (
                    _adjective(lowered[lead - 1])
                    # "Тихоня у нас просто тупая" (sets 103, 116): the links between as well
                    or (lowered[lead - 1] in _BETWEEN and lowered[lead - 1] != "и")
                )
            ):
                lead -= 1
            if lead >= 2 and lowered[lead - 2 : lead] in (["у", "нас"], ["у", "вас"]):
                lead -= 2
            if kind == "strong":
                # ("Ёжик в тумане у нас безмозглый", set 131: counted from the links before it)
                beside = any(min(abs(i - at), abs(i - lead)) <= 4 for i in named if i != at)
                pointed = (at > 0 and lowered[at - 1] in _POINTED) or _pointed_one(
                    lowered, at, lowered_sentence
                )
                aimed = second or third or vocative or beside or mentioned or group or pointed
                aimed = aimed or _coordinated(lowered, at, named)
                aimed = aimed or word in told_not_to_be  # an order is said to someone
                # a strong word alone is hurled at someone, unless the author just spoke of
                # himself: "Опять я проспал. Неудачник."
                if aimed or (len(lowered) <= 2 and not after_mine):
                    found.append(word)
            elif (
                second
                or vocative
                or _pointed_one(lowered, at)
                or _closing_call(lowered, at, lowered_sentence, named)
                or mentioned
                or any(abs(i - lead) <= 3 for i in named if i != at)
                or _coordinated(lowered, at, named)
                or _called_as_the_reason(lowered, lead, named)
            ):
                found.append(word)
    return found


def _called_as_the_reason(lowered: list[str], lead: int, named: set[int]) -> bool:
    """The name-call given as the reason for what the player named first did: "Лёлик слился,
    потому что трус и слабак" (set 155)."""
    if 0 not in named:
        return False
    before = lowered[max(0, lead - 5) : lead]
    joined = " ".join(before)
    return bool(
        re.search(r"(?:потому что|так как|ведь)(?: (?:он|она|просто))?(?: \w+ и)?$", joined)
    )


# A praise after "но"/"зато" that turns a weak word: "зануда, но зануда полезный"
# "…, но сегодня они играют тихо", "…, зато ночью сработали чисто": the side's play after it
# ("…, полковник сожжёт их всех", set 110: what will be done to them, the side again)
# ("Гомункулы — гады, конечно, но …", set 122: the aside "конечно" taken out leaves " но")
# ("…, Ласточку не пожалели", set 140: whom the side got, then its plural verb in the past;
# "…, раз отдали Ястреба" gives a reason for the names instead, set 18)
_GOES_ON = re.compile(
    r"(?:,|\s)\s*(?:но|зато)\s+\S|,[^.!?]*\b(?:их|они|им|ими)\b"
    r"|,\s*(?!(?:раз|ведь|потому|если|когда|что|чтобы|как)\b)[а-яё]+\s+(?:не\s+)?[а-яё]{2,}"
    r"(?:ли|лись)\b"
)
_CONCEDED = re.compile(
    r",\s*(?:но|зато)\s+(?:[а-яё]+\s+){0,2}?(?:полезн|хорош|мил|ценн|добр|славн|честн|нужн|"
    r"умн|талантлив|отличн|надёжн|надежн|красив|грамотн|здоров|сильн)\w*"
)


@lru_cache(maxsize=20000)
def _neuter(word: str) -> bool:
    """A neuter singular adjective ("тупое", "глупое"): after "самое"/"такое" and alone, a
    thing ("самое тупое, что я видел"), never a player."""
    tag = _morph().parse(word)[0].tag
    return bool(tag.POS in ("ADJF", "ADJS") and tag.gender == "neut" and tag.number == "sing")


@lru_cache(maxsize=20000)
def _insult_any_reading(word: str) -> bool:
    """An insult by some reading: "баранов" is read first as the surname Баранов."""
    return bool(strength(word)) or any(
        p.normal_form.replace("ё", "е") in STRONG_INSULTS | WEAK_INSULTS
        for p in _morph().parse(word)
    )


# the author's own words in the three before a phrase: "я со своими куриными мозгами"
_MINE_WORDS = frozenset(
    {"я", "мне", "меня", "мной", "мой", "моя", "мои", "моими", "моим", "моей", "моего", "мы"}
)


def _mine_near(sentence: str, start: int) -> bool:
    """The author spoke of himself right before the phrase at ``start`` (three words back)."""
    return any(w in _MINE_WORDS for w in _WORD.findall(sentence[:start])[-3:])


def _round47(
    sentence: str,
    aimed: bool,
    matches: tuple[re.Match[str] | None, ...],
    names: tuple[str, ...],
) -> list[str]:
    """The forty-seventh round's phrases, aimed (scraper.insult_phrases for the patterns).

    - a small mind or a diagnosis owned, said to or of a player: "у Гвоздя куриные мозги",
      "без вашего маразма" (never "я со своими куриными мозгами");
    - a grand title of the mind turned by a put-down: "умнейший человек наш Гвоздь: ничего
      не понимает" (never "Кант — великий мыслитель");
    - the thread's first fool: "от главного клоуна темы" (never "я главный лох треда");
    - an order to vanish closed by a tired word or a name-call: "Исчезни уже, достал";
    - the players of a side called a herd: "Мирные у нас — стадо овец".
    """
    small, mocked, ranked, vanish, side = matches
    tokens = _WORD.findall(sentence)
    found = []
    for match in (small, mocked):
        if match and aimed and not _mine_near(sentence, match.start()):
            found.append(match.group(0))
    if ranked and ranked.group(1) not in names and not _mine_near(sentence, ranked.start()):
        found.append(ranked.group(0))
    tired = _TIRED.search(sentence) or (tokens and strength(tokens[-1]) and len(tokens) > 1)
    if vanish and tired and not _ANIMAL_TALK.search(sentence):
        found.append(vanish.group(0))
    if side:
        found.append(side.group(0))
    return found


# the dative of the one addressed or spoken of: whose brain is to be checked
_DATIVE_HOLDERS = frozenset({"тебе", "вам", "ему", "ей", "им"})


def _ours(sentence: str) -> str:
    """A player named fondly with "наш"/"наша" ("Сенечка наш", "наша Лисонька"), or ""; never
    a role, a move or a word that opens any sentence ("Ход наш", "Город наш")."""
    for match in OURS.finditer(sentence):
        word = (match.group(1) or match.group(2)).lower()
        if not (word in _NOT_NAMES or _a_role(word) or _lemma(word) in _MOVES):
            return word
    return ""


def _round50(sentence: str, lowered_sentence: str, names: tuple[str, ...]) -> list[str]:
    """The fiftieth round's phrases, aimed (scraper.insult_phrases for the patterns).

    - a player's brain to be checked, the holder a player or "тебе"/"ему": "Коту надо мозги
      проверить" (never "мне пора голову проверить");
    - a mocking question whether the one addressed can think: "ты вообще соображать умеешь?",
      also after a sweet address ("Лисонька, зайка, ты хоть раз думала головой?");
    - "без мозгов" said of a player named with "наш" or as ever: "Ёжик наш опять без мозгов",
      "Лиса, как обычно, без мозгов" (never "я, как всегда, без мозгов");
    - an insult after a name and "наш": "Сенечка наш глупенький";
    - a mind fit for children's games: "с твоим умом тебе в куличики играть".
    """
    found: list[str] = []
    tokens = _WORD.findall(sentence)
    lowered = [t.lower() for t in tokens]

    def named() -> set[int]:  # read only when a phrase needs it: most sentences have none
        return _named(tokens, sentence, names) if tokens else set()

    for check in BRAIN_CHECK.finditer(lowered_sentence):
        holder = check.group(1) or check.group(2)
        if (
            holder in _DATIVE_HOLDERS
            or _inflected(holder, names)
            or holder in {lowered[i] for i in named()}
        ):
            found.append(check.group(0))
    think = CAN_THINK.search(lowered_sentence)
    if think:
        found.append(think.group(0).rstrip(" ?"))
    brainless = BRAINLESS.search(lowered_sentence)
    called = [c for c in OURS_CALLED.finditer(sentence) if strength(c.group(2))]
    child = CHILD_GAME.search(lowered_sentence)
    if child:
        found.append(child.group(0))
    if not (brainless or called):
        return found
    mine = any(w in ("я", "мне", "меня") or _first_person(w) for w in lowered)
    ours = _ours(sentence)
    as_ever = bool(AS_EVER.search(lowered_sentence))
    if (
        brainless
        and not mine
        and (ours or (as_ever and (_SECOND_PERSON.search(lowered_sentence) or named())))
    ):
        found.append(brainless.group(0))
    for match in called if ours else []:
        # the word on a thing after it is about the thing: "Сенечка наш глупенький ход сделал"
        after = re.match(r"\s+([а-яё]+)", sentence[match.end() :])
        if not _about_a_thing(match.group(2), after.group(1) if after else ""):
            found.append(match.group(0).strip(" ,.!?;:—–"))
    return found


# An insult doubled in its own instrumental, "a complete one": "тормоз тормозом", "дурак
# дураком" (a weak word so made strong, still only of a player named or addressed)
_DOUBLED = re.compile(r"\b([а-яё]{3,})\s+\1(?:ом|ем|ой|ою)\b")


def _round27(sentence: str, lowered_sentence: str, names: tuple[str, ...]) -> list[str]:
    """The twenty-seventh round's phrases (sets 58 and 62: grown-up irony, passive
    aggression), aimed.

    - sent to the devil, politely too: "шли бы вы со своими сводками к чёрту";
    - a mind fit for a children's game named after a play verb: "с вашим умом в мафию не
      играют, с ним играют в лото";
    - a player with a diagnosis of grandeur: "надзирательница с манией величия";
    - talking with a player likened to talking with a thing: "спорить с Сергеичем — всё равно
      что спорить с табуреткой";
    - a player defined after a dash, no brain later on: "Штурман — капитан без корабля и без
      мозгов";
    - a mind too slow or too small, age mocked, a mind fit for a lowly job, a pose unmasked
      (set 62: "с первого раза до него не доходит", "старческое брюзжание", "с интеллектом X
      только в дворники", "строит из себя аналитика, а по факту пустышка");
    - an insult doubled in its own instrumental (set 232: "тормоз тормозом").
    All but the first two only of a player named or addressed, never of the author.
    """
    found = [
        m.group(0)
        for m in (TO_HELL.search(lowered_sentence), CHILD_MIND.search(lowered_sentence))
        if m
    ]
    aimed_phrases = [
        m.group(0)
        for m in (
            WITH_DIAGNOSIS.search(lowered_sentence),
            DEFINED_BRAINLESS.search(lowered_sentence),
            SLOW_MIND.search(lowered_sentence),
            LOWLY_JOB.search(lowered_sentence),
            VEILED.search(lowered_sentence),
        )
        if m
    ]
    pose = POSE_UNMASKED.search(lowered_sentence)
    if pose and strength(pose.group(1)):
        aimed_phrases.append(pose.group(0))
    doubled = _DOUBLED.search(lowered_sentence)
    if doubled and strength(doubled.group(1)):
        aimed_phrases.append(doubled.group(0))  # "а на деле тормоз тормозом" (set 232)
    slow = SLOW_MIND.search(lowered_sentence)
    if slow and re.search(r"\b(?:ему|ей|него|неё|нее|тебе|тебя|вам|вас|им|них)\b", slow.group(0)):
        found.append(slow.group(0))  # "думать ей явно тяжело": whom it is said of, in the phrase
    likened = likened_to_a_thing(lowered_sentence, strength)
    if likened:
        aimed_phrases.append(likened)
    if not aimed_phrases:
        return found
    tokens = _WORD.findall(sentence)
    lowered = [t.lower() for t in tokens]
    mine = any(w in ("я", "мне", "меня") or _first_person(w) for w in lowered)
    aimed = bool(_SECOND_PERSON.search(lowered_sentence)) or bool(_named(tokens, sentence, names))
    return found + (aimed_phrases if aimed and not mine else [])


def _closing_name_call(lowered: list[str], sentence: str) -> bool:
    """An animate noun in the nominative closes the sentence after a comma: "…, лгунья"."""
    last = lowered[-1] if lowered else ""
    return (
        len(lowered) > 1
        and _is_animate(last)
        and any(p.tag.case == "nomn" for p in _morph().parse(last)[:1])
        and bool(re.search(rf",\s*{re.escape(last)}\s*[.!?…]*\s*$", sentence))
    )


def _pointed_one(lowered: list[str], at: int, sentence: str = "") -> bool:
    """A demonstrative right before an insulting noun for a being (or one the dictionary lacks,
    "кретинчик"): "этого балбеса", "эта дурында"; never a performer on a stage ("этот клоун
    в цирке жонглировал").

    A strong word the dictionary reads as a thing ("бездарь", "бестолочь" are inanimate
    there) points at a player in a question about what he does (the forty-seventh round):
    "И эта бездарь нас судить будет?" (never "эта дрянь в стакане", no question).
    """
    word = lowered[at]
    being = _is_animate(word) or not _morph().word_is_known(word)
    asked = sentence.rstrip().endswith("?") and strength(word) == "strong"
    # a quality of a thing in the genitive after it is no person: "эта бездарность сценария"
    asked = asked and not (at + 1 < len(lowered) and _genitive_noun(lowered[at + 1]))
    return (
        at > 0
        and lowered[at - 1] in _POINTED_ONE
        and (being or (asked and _lemma(word) not in LITERAL))
        and not any(_STAGE.match(w) for w in lowered)
    )


@lru_cache(maxsize=20000)
def _genitive_noun(word: str) -> bool:
    first = _morph().parse(word)[0]
    return bool(first.tag.POS == "NOUN" and first.tag.case == "gent")


def _crowd(sentence: str) -> list[str]:
    """A crowd named by what its members are: "Вся ваша троица — сборище придурков"."""
    out = []
    for match in _CROWD.finditer(sentence):
        word = match.group(1)
        kind = strength(word)
        herd = match.group(0).lower().startswith(("стадо", "свора"))  # "стадо коров": cattle
        if (kind == "strong" or (kind and not herd)) and _plural_noun(word):
            out.append(match.group(0))
    return out


def _plural_noun(word: str) -> bool:
    return any(p.tag.POS == "NOUN" and "plur" in p.tag for p in _morph().parse(word)[:2])


# words that open a sentence made of a name-calling phrase alone: "Ну и жалкий клоун."
_OPENERS = frozenset({"ну", "и", "какой", "какая", "какое", "какие", "просто", "вот", "эх"})


def _bare_phrase(lowered: list[str], sentence: str) -> str:
    """A sentence that is only a name-call, an insulting adjective on a word for a being:
    "Жалкий клоун.", "Тупая курица!", "Мерзкий лжец." It is hurled at someone.

    The adjective insults ("тупой") or scorns ("мерзкий"); the noun is animate and agrees
    with it, no game role, and an insult itself unless the adjective is contempt or strong
    ("Глупая девочка." or "Жареная курица." call no one names). "Тупой ход." is about a move.
    """
    words = list(lowered)
    while words and words[0] in _OPENERS:
        words.pop(0)
    if len(words) < 2:
        return ""
    adjective, noun = words[:2]
    if len(words) > 2:
        # "Тупой олень, опять мёртвым голоса раздаёт" (set 100): the call, a comma, then what
        # the one called does, a verb of his with no subject of its own
        said = re.search(rf"{re.escape(adjective)}\s+{re.escape(noun)}\s*,\s*(.+)$", sentence)
        if said is None or not _his_act(_WORD.findall(said.group(1))):
            return ""
    elif not re.search(rf"{re.escape(adjective)}\s+{re.escape(noun)}[\s.!?…]*$", sentence):
        return ""
    scorn = bool(_CONTEMPT.fullmatch(adjective)) or strength(adjective) == "strong"
    if not (scorn or (strength(adjective) and strength(noun))):
        return ""
    if _a_role(noun) or not _on_animate(adjective, noun):
        return ""
    return f"{adjective} {noun}"


def _his_act(words: list[str]) -> bool:
    """A clause whose verb is in the third person singular and that has no subject of its
    own ("опять мёртвым голоса раздаёт"; "я не понимаю" and "все молчат" are not his)."""
    if any(w in _PRONOUNS for w in words):
        return False
    for word in words:
        tag = _morph().parse(word)[0].tag
        if tag.POS == "VERB":
            return tag.number == "sing" and tag.person in ("3per", None)
    return False


# who else a clause may be about: a pronoun standing as its subject
_PRONOUNS = frozenset({"я", "ты", "он", "она", "оно", "мы", "вы", "они", "сам", "сама"})


def _coordinated(lowered: list[str], at: int, named: set[int]) -> bool:
    """The insult joined by "и" to what a named player is said to be, no verb or other
    subject between: "Ника у нас королева драмы и дура" (never "Ника права, а я и дура")."""
    if at < 2 or lowered[at - 1] != "и":
        return False
    if not any(p.tag.case == "nomn" for p in _morph().parse(lowered[at])):
        return False
    for i in named:
        between = lowered[i + 1 : at - 1]
        if not between or at - i > 8:
            continue
        if not any(w in _PRONOUNS or w in ("а", "но", "не", "и") or _verb(w) for w in between):
            return True
    return False


def _about_me(lowered: list[str]) -> bool:
    """The sentence is about the author: "я", "мне", "мой", or a verb in the first person."""
    return any(
        w in ("я", "меня", "мне", "мной", "мой", "моя", "моё", "мое", "мои") or _first_person(w)
        for w in lowered
    )


@lru_cache(maxsize=20000)
def _first_person(word: str) -> bool:
    tag = _morph().parse(word)[0].tag
    return bool(tag.person == "1per" and tag.number == "sing")


_LIKE = frozenset({"как", "словно", "будто", "типа"})
_LIKENED = re.compile(r"\b(?:как|словно|будто|точно)\s")
# "Чмо болотное, а не капитан": the one called names is set against a living being
_CONTRAST = re.compile(r",\s*а\s+не\s+([а-яё]+)")


def _marked(lowered: list[str], sentence: str, aimed: bool, names: tuple[str, ...]) -> list[str]:
    """A contempt marker on a living being ("бухгалтер хренов"), said to someone or opening
    the sentence as an address before a comma ("Таксист недоделанный, везёшь не туда")."""
    found = []
    for at in range(len(lowered)):
        phrase = marked(lowered, at, strength)
        if any(w in names for w in phrase.split()):
            continue  # "Неповоротливый Бегемот" when Бегемот is a player: his nickname
        if phrase and (aimed or re.match(rf"\s*{re.escape(phrase)}\s*(?:[,!?.]|$)", sentence)):
            found.append(phrase)
    return found


# words said as an exclamation before a comma, at no one: "Сука, опять роутер отвалился"
_EXCLAIMED = frozenset({"сука", "сучка", "сучара", "говно", "курва"})


def _opening_address(lowered: list[str], at: int, sentence: str) -> bool:
    """A name-call opening the sentence before a comma, the rest said to the one called:
    "Дятел, сколько можно", "Дура, кто так ходит" (not "Дятел, между прочим, стучит")."""
    # ("Тупая овца, опять всех запутала": an adjective may come first, set 73)
    lead = 1 if at == 1 and _adjective(lowered[0]) else 0
    opening = re.match(rf"\s*{re.escape(' '.join(lowered[: lead + 1]))}\s*,", sentence)
    if at != lead or lowered[at] in _EXCLAIMED or not opening:
        return False
    # a verb of the third person in the rest, unless after "кто": "Дятел, между прочим, стучит"
    return not any(
        _third_person(word) and "кто" not in lowered[max(1, i - 2) : i]
        for i, word in enumerate(lowered[1:], start=1)
    )


def _closing_call(lowered: list[str], at: int, sentence: str, named: set[int]) -> bool:
    """A name-call closing a sentence about the player it opens with, after a comma: "Кардинал
    куда угодно пролезет, подхалим" (never an exclamation: "Кот опять слился, сука")."""
    word = lowered[at]
    return (
        0 in named
        and at == len(lowered) - 1
        and word not in _EXCLAIMED
        and bool(re.search(rf",\s*{re.escape(word)}\s*[.!?…]*\s*$", sentence))
    )


def _closing_vocative(
    lowered: list[str], at: int, sentence: str, named: set[int], second: bool
) -> bool:
    """The word closes the sentence after a comma, and the sentence opens with a player's name,
    speaks to someone or gives an order, negated or not: "Не пиши ерунду, балбес", "Гвоздь
    играет как новичок, бестолочь" (never an exclamation: "Опять ничья, сука")."""
    word = lowered[at]
    return (
        at == len(lowered) - 1
        and word not in _EXCLAIMED
        and (0 in named or second or _imperative(lowered))
        and bool(re.search(rf",\s*{re.escape(word)}\s*[.!?…]*\s*$", sentence))
    )


@lru_cache(maxsize=20000)
def _third_person(word: str) -> bool:
    return bool(_morph().parse(word)[0].tag.person == "3per")


def _called_in_an_order(lowered: list[str], at: int) -> bool:
    """A name-calling word opening or closing an order, commas left out: "заткнись уже балабол"."""
    if at not in (0, len(lowered) - 1) or len(lowered) < 2 or not _imperative(lowered):
        return False
    return any(p.tag.case == "nomn" for p in _morph().parse(lowered[at])) and (
        at == 0 or lowered[at - 1] not in _LIKE
    )


@lru_cache(maxsize=20000)
def _verb_or_thing(word: str) -> bool:
    """A verb, or a noun for a thing: what follows "рак" in "ты рак ловил", "дно озера"."""
    first = _morph().parse(word)[0]
    return first.tag.POS in ("VERB", "INFN", "PRTS", "GRND") or (
        first.tag.POS == "NOUN" and "inan" in first.tag and _morph().word_is_known(word)
    )


def _predicated(lowered: list[str], at: int, named: set[int], sentence: str) -> bool:
    """A word with a literal sense said of a person: "ты рак", "обезьяна ты", "Ксюха — обезьяна".

    It stands in the nominative right beside "ты" / "вы" or a name (only such words as
    "просто", "такой" between), and no verb or thing follows it as its object or owner.
    """
    word = lowered[at]
    lemma = _lemma(word)
    parses = _morph().parse(word)
    # the word's own nominative too: "сорока" is read first as the genitive of "сорок"
    if not any(
        p.tag.case == "nomn" and p.normal_form.replace("ё", "е") in (lemma, word) for p in parses
    ):
        return False  # "раков" is no "Раков" here
    following = lowered[at + 1] if at + 1 < len(lowered) else ""
    if _one_phrase(lowered, at, at + 1, sentence) and _verb_or_thing(following):
        return False
    if at >= 3 and lowered[at - 3 : at] in (["ну", "ты", "и"], ["ну", "вы", "и"]):
        return True  # "Ну ты и валенок": an exclamation that calls the person so
    before = lowered[at - 2] if at >= 2 else ""
    # "Доктор — трус и тряпка" (set 163): joined to what the player is called before it
    if (
        lowered[at - 1 : at] == ["и"]
        and (strength(before) or before in ("трус", "трусиха"))
        and _nominative(before)
        and _predicated(lowered, at - 2, named, sentence)
    ):
        return True
    for step in (-1, 1):
        i = at + step
        # links ("просто", "такой") and adjectives ("ты самовлюблённый павлин") between
        while (
            0 <= i < len(lowered)
            and lowered[i] != "и"
            and (lowered[i] in _BETWEEN or (step == -1 and _adjective(lowered[i])))
        ):
            i += step
        # "Тимур у нас жирный боров": "у нас" between the name and what he is called
        if step == -1 and i >= 2 and lowered[i - 1 : i + 1] in (["у", "нас"], ["у", "вас"]):
            i -= 2
        if (
            0 <= i < len(lowered)
            and (lowered[i] in ("ты", "вы") or i in named)
            and _one_phrase(lowered, min(i, at), max(i, at), sentence)
        ):
            return True
    return False


def _one_phrase(lowered: list[str], start: int, end: int, sentence: str) -> bool:
    """The words from start to end stand with only spaces between, or the dash between a
    subject and what it is ("Ксюха — обезьяна"); "мой брат аутист, ты знал" has a comma
    between "аутист" and "ты"."""
    if end >= len(lowered):
        return False
    words = (re.escape(w) for w in lowered[start : end + 1])
    return re.search(r"\b" + r"(?:\s+|\s*[—–]\s*)".join(words) + r"\b", sentence) is not None


# words between "ты" and what it is called: "ты просто тупое бревно"
# ("Вы все тряпки", set 170: the whole table called so)
_BETWEEN = frozenset(
    {"просто", "же", "очень", "совсем", "реально", "вообще", "такой", "такое", "все"}
)
_BETWEEN |= {"такая", "какой", "какое", "какая", "ещё", "еще", "и", "—", "полный", "полное"}


def _thing_called(
    lowered: list[str], at: int, sentence: str, named: set[int] | frozenset[int] = frozenset()
) -> bool:
    """The adjective and its noun are what "ты" / "вы" is called: "ты просто тупое бревно".

    The phrase ends its clause, so it is a name for the person, not the object of a verb
    ("ты тупой ход сделал" is about the move). Set against a player after it (the
    forty-seventh round), the thing is what a named one is called: "Гвоздь — глупая
    табуретка, а не игрок" (never "тупой ход, а не игра").
    """
    if at + 1 < len(lowered) and re.search(
        rf"{re.escape(lowered[at])}\s+{re.escape(lowered[at + 1])}\s*,\s*а\s+не\s+"
        r"(?:игрок|человек|участник|личност)\w*",
        sentence,
    ):
        return True
    before = at - 1
    # adjectives stacked before it too: "ты ржавое тупое корыто"
    while before >= 0 and (lowered[before] in _BETWEEN or _some_adjective(lowered[before])):
        before -= 1
    if before < 0 or at + 1 >= len(lowered):
        return False
    word, noun = lowered[at], lowered[at + 1]
    ends = re.search(rf"{re.escape(word)}\s+{re.escape(noun)}\s*(?:[,.!?…;]|$)", sentence)
    if lowered[before] in ("ты", "вы"):
        return bool(ends)
    # "Чайник — безмозглый чайник, что с него взять" (set 98): a player first, a dash, then
    # what he is called, no move of the game
    subject = re.match(rf"\s*{re.escape(lowered[before])}\s+[—–]\s", sentence)
    return bool(ends and subject and before in named and _lemma(noun) not in _MOVES)


_SUBJECTS = frozenset({"ты", "вы", "он", "она"})
_NOBODY_ELSE = re.compile(r"(?:ин|друг)(?:ой|ая|ое|ые|ого|ую)$|кроме$")


def _called(lowered: list[str], named: set[int]) -> list[str]:
    """A word of CALLED said of a person: "ты позор", "Мельник — нудный пень", "ты никто".

    Walking back from the word over adjectives and links ("просто", "бесполезное"), the
    subject is "ты" / "вы" / "он" / "она" or a person's name; a preposition ("на пень"),
    a negation ("ты не позор") or "я" stops the walk.
    """
    found = []
    for at, word in enumerate(lowered):
        if word not in CALLED and _lemma(word) not in CALLED:
            continue
        if word == "никто" and at + 1 < len(lowered) and _NOBODY_ELSE.match(lowered[at + 1]):
            continue  # "никто иная, как мафия": the very one, not a nobody
        if word == "никто" and {"не", "ни"} & set(lowered[at + 1 : at + 6]):
            # "Тебя, Варя, никто не обвиняет", "никто тебя ещё не повесил": the pronoun of a
            # negated statement
            continue
        before = at - 1
        while before >= 0 and (lowered[before] in _BETWEEN or _adjective(lowered[before])):
            before -= 1
        if before >= 0 and (lowered[before] in _SUBJECTS or before in named):
            found.append(word)
    return found


@lru_cache(maxsize=20000)
def _adjective_reading(word: str) -> bool:
    """The likely reading is an adjective, full or short: "мерзкая", "гнусен"."""
    return _morph().parse(word)[0].tag.POS in ("ADJF", "ADJS")


@lru_cache(maxsize=20000)
def _some_adjective(word: str) -> bool:
    """Some reading a full adjective: "старое" is read first as a noun ("старое — в утиль")."""
    return any(p.tag.POS == "ADJF" for p in _morph().parse(word))


@lru_cache(maxsize=20000)
def _adjective(word: str) -> bool:
    return _morph().parse(word)[0].tag.POS in ("ADJF", "PRTF")


def _contempt(lowered: list[str], sentence: str) -> str:
    """A contemptuous adjective right before an animate noun that is no game role, or said of
    "ты" / "вы": "ты мерзкая"."""
    said = _YOU_CONTEMPT.search(sentence)
    if said and _adjective_reading(said.group(1)):
        return said.group(0)
    for word, following in itertools.pairwise(lowered):
        if (
            _CONTEMPT.fullmatch(word)
            and _on_animate(word, following)
            and not _a_role(following)
            and re.search(rf"{re.escape(word)}\s+{re.escape(following)}", sentence)
        ):
            return f"{word} {following}"
    return ""


@lru_cache(maxsize=20000)
def _on_animate(adjective: str, noun: str) -> bool:
    """The adjective agrees with some animate reading of the noun ("ничтожный трус")."""
    adjectives = [p.tag for p in _morph().parse(adjective) if p.tag.POS == "ADJF"]
    nouns = [p.tag for p in _morph().parse(noun) if p.tag.POS == "NOUN" and "anim" in p.tag]
    return any(
        a.case == n.case and (a.number == n.number == "plur" or a.gender == n.gender)
        for a in adjectives
        for n in nouns
    )


def _imperative(words: list[str]) -> bool:
    """An order in the sentence ("читай", "заткнись"): someone is being addressed."""
    return any(_morph().parse(w)[0].tag.mood == "impr" for w in words)
