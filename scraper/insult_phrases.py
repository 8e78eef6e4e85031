"""Insults made by a phrase whose words are harmless alone.

- A contemptuous comparison of a person with another living being: "Сантехник ты, а не
  детектив", "Лёва — дворник, а не аналитик" (never "я сантехник, а не программист").
- A person compared to a thing or an animal: "ты как таракан", "ведёт себя как свинья",
  "соображает как валенок" (never the author's own "туплю как валенок", nor "играешь как
  нуб", the play compared); also one who chatters or shouts like a market woman ("Лиса
  трещит как базарная баба", the fiftieth round).
- A contempt marker beside a word for a living being, opening the sentence as an address or
  said of someone: "Бухгалтер хренов, хватит", "Таксист недоделанный", "ты бегемот
  неповоротливый" (never "неповоротливый бегемот в зоопарке", no one addressed).
- Phrases of the forty-seventh round (each counted when aimed at a player, never of the
  author): idioms of a small mind ("куриные мозги", "двух слов связать не может"), a grand
  title of the mind turned by a put-down ("умнейший человек наш Гвоздь: ничего не понимает"),
  a diagnosis owned by the one addressed ("без вашего маразма"), a player sent back to the
  sandbox ("иди в песочницу, тут взрослые играют"), the thread's first fool ("главный клоун
  темы"), an order to vanish closed by a tired word ("исчезни, достал"), and the players of a
  side called a herd ("Мирные у нас — стадо овец").
- Phrases of the fiftieth round (each counted when aimed at a player, never of the author): a
  player's brain to be checked ("Коту бы голову проверить"), a mocking question whether one
  can think ("вы хоть когда-нибудь думаете головой?"), "без мозгов" said of a player named
  fondly or as ever ("Ёжик наш опять без мозгов"), an insult after a name and "наш"
  ("Сенечка наш глупенький"), a mind fit for children's games ("с твоим умом тебе в куличики
  играть") and a person who chatters like a market woman (scraper.insult_forms' frame).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection
from functools import lru_cache

from scraper.nicknames import _morph

# Adjectives that turn a word for a living being into name-calling ("хренов", "недоделанный")
MARKERS = re.compile(
    r"(?:хренов|гр[её]бан|долбан|недоделанн|соплив|набит|болотн|неповоротлив|горохов|"
    r"безголов|размал[её]ванн|бестолков|облезл|плешив)\w*"
)
# Nouns for people that say nothing about them: "Лёха — новичок, а не мафия" is a claim
_NEUTRAL = frozenset(
    {
        *("человек", "игрок", "новичок", "новенький", "девушка", "парень", "мужчина"),
        *("женщина", "девочка", "мальчик", "житель", "горожанин", "друг", "союзник"),
        *("враг", "участник", "ребёнок", "ребенок", "мирный", "мирная"),
    }
)
_YOU = r"(?:ты|вы)"
# "X ты, а не Y" (a vocative may stand between: "Вахтёрша ты, Валентина Петровна, а не игрок")
_YOU_NOT = re.compile(
    rf"(?:^|[,.!?;:]\s*)([а-яё]+)\s+{_YOU}\b(?:\s*,[^,.!?]{{1,40}},)?\s*,?\s*а\s+не\s+([а-яё]+)"
)
# "Ливси — ветеринар, а не доктор": a person named, then what he is instead of what he plays
_DASH_NOT = re.compile(
    r"(?:^|[,.!?;:]\s*)([\w-]+)\s*[—–-]\s*([а-яё]+)\s*,\s*а\s+не\s+([а-яё]+)", re.IGNORECASE
)


@lru_cache(maxsize=20000)
def living(word: str) -> bool:
    """Some nominative reading is an animate noun: "сантехник", "бегемот", "вахтёрша"."""
    return any(
        p.tag.POS == "NOUN" and "anim" in p.tag and p.tag.case == "nomn"
        for p in _morph().parse(word)
    )


def _compared(low: str, high: str, roles: Collection[str]) -> bool:
    """One living being put in another's place, neither a plain word for a person."""
    first = str(_morph().parse(low)[0].normal_form)
    return (
        living(low)
        and living(high)
        and low not in _NEUTRAL
        and first not in _NEUTRAL
        and first not in roles
    )


def contemptuous_comparison(
    sentence: str, names: Collection[str], roles: Collection[str], person: Collection[str]
) -> str:
    """ "Сантехник ты, а не детектив", "Ливси — ветеринар, а не доктор": the phrase, or ""."""
    lowered = sentence.lower()
    for match in _YOU_NOT.finditer(lowered):
        if _compared(match.group(1), match.group(2), roles):
            return match.group(0).strip(" ,.!?;:")
    for match in _DASH_NOT.finditer(sentence):
        subject = match.group(1)
        named = subject.lower() in names or subject.lower() in person or subject[:1].isupper()
        low, high = match.group(2).lower(), match.group(3).lower()
        if named and subject.lower() not in roles and _compared(low, high, roles):
            return match.group(0).strip(" ,.!?;:")
    return ""


def marked(lowered: list[str], at: int, insult: Callable[[str], str]) -> str:
    """A contempt marker beside a living being or an insult: "бухгалтер хренов", or ""."""
    if not MARKERS.fullmatch(lowered[at]):
        return ""
    for i in (at - 1, at + 1):
        inside = 0 <= i < len(lowered) and not MARKERS.match(lowered[i])
        if inside and (living(lowered[i]) or insult(lowered[i])):
            return " ".join(lowered[min(i, at) : max(i, at) + 1])
    return ""


# Things and animals a person is compared to in contempt, besides the insult words themselves
_COMPARANDS = frozenset(
    {
        *("таракан", "баба", "валенок", "пень", "бревно", "полено", "табуретка", "пробка"),
        *("дуб", "попугай", "глист", "клоп", "вошь", "червяк", "животное", "хорёк", "хорек"),
        # set 214: a pompous fool
        "индюк",
        # the fiftieth round: a market woman ("трещит как базарная торговка")
        "торговка",
    }
)
# "ты как X", "ведёт себя как X", "соображает как X": a frame that compares the person, and
# the verb (or "ты") in group 1 to tell the author's own "туплю как валенок"
_LIKE_FRAME = re.compile(
    r"\b((?:ты|вы)(?:\s+(?:прям|прямо|просто|вообще|реально|сейчас|сегодня))?|"
    r"(?:вед[её]\w*|вел[аи]?|в[её]л)\s+себя|"
    r"(?:сообража|дума|рассужда|мысл|туп|выгляд)\w*|"
    # chatter and shouting (the fiftieth round): "Лиса трещит как базарная баба", "орёт как
    # торговка" (never the author's "я тараторю как базарная баба", first person)
    r"(?:трещ|тарахт|тарато|кудахч|галд|вереща|визж|скандал|истер)\w*|"
    r"ор[её]т|ор[её]шь|орут|орала?|орали)"
    r"\s+(?:как|словно|будто|точно)\s+"
    # up to two words of quality before it: "как истеричная дура", "как последний дурак"
    r"(?:(?:последн|настоящ|сам|полн|натуральн|обычн|какой-то|какая-то|базарн|рыночн|"
    r"вокзальн|деревенск)\w*\s+|[а-яё]+(?:ая|яя|ый|ий|ой|ое|ее|ые|ие)\s+){0,2}([а-яё]+)",
    re.IGNORECASE,
)


def compared(sentence: str, insult: Callable[[str], str]) -> str:
    """A person compared to an insult, a thing or an animal: "ты как таракан", "ведёт себя как
    последний подонок", "соображает как валенок"; the phrase, or "".

    Never the author's own ("я туплю как валенок": a verb in the first person), nor a capital
    after "как" (a nickname: "ведёт себя как Пингвин").
    """
    for match in _LIKE_FRAME.finditer(sentence):
        lead, word = match.group(1).split()[0].lower(), match.group(2)
        if word[:1].isupper() or _first_person(lead):
            continue
        lemma = str(_morph().parse(word.lower())[0].normal_form)
        if insult(word.lower()) or lemma in _COMPARANDS or word.lower() in _COMPARANDS:
            return match.group(0)
    return ""


@lru_cache(maxsize=20000)
def _first_person(word: str) -> bool:
    return bool(_morph().parse(word)[0].tag.person == "1per")


# Idioms of a small or muddled mind, said of a player (the forty-seventh round): "у Гвоздя
# куриные мозги", "ты с птичьими мозгами", "он двух слов связать не может" (never the author's
# own "я двух слов связать не могу", read by the caller)
SMALL_MIND = re.compile(
    r"\b(?:курин|птичь|цыплячь|рыбь)\w*\s+мозг\w*|"
    # a brain the size of a pea (the twenty-seventh round): "мозг размером с горошину"
    r"\bмозг\w*\s+(?:размером\s+|величиной\s+)?с\s+(?:горошин\w*|орех\w*|грецкий\s+орех|"
    r"булавочн\w+\s+головк\w*|нап[её]рст\w*|изюмин\w*|кедров\w+\s+орех\w*)|"
    r"\bдвух\s+слов\s+(?:\w+\s+)?связать\s+не\s+мо(?:жет|жешь|гут|жете)\b|"
    r"\bне\s+мо(?:жет|жешь|гут|жете)\s+(?:\w+\s+)?двух\s+слов\s+связать\b|"
    # a diagnosis owned by the one addressed: "без твоего слабоумия", "ваш маразм крепчает"
    r"\b(?:тво|ваш)\w*\s+(?:[а-яё]+\s+)?(?:слабоуми|маразм|кретинизм|дебилизм|идиотизм|"
    r"тупоуми|деменци|олигофрени)\w*|"
    # sent back to the sandbox, the grown-ups left to play: "иди в песочницу", "марш обратно в
    # детский сад", "тут взрослые играют" (never "пойду с дочкой в песочницу", the author's)
    r"\b(?:иди|идите|ступай|ступайте|марш|беги|бегите|топай|топайте|возвращайся|"
    r"возвращайтесь|вали|валите)\s+(?:(?:обратно|назад|лучше|уже)\s+)?"
    r"в\s+(?:песочниц|детск\w+\s+сад|ясл)\w*|"
    r"\bтут\s+(?:только\s+|же\s+)?взрослые\s+(?:играют|разговаривают|говорят)\b"
)
# A grand title of the mind (the forty-seventh round): "великий мыслитель", "умнейший человек",
# "гениальный стратег"; mockery only when a put-down turns it later in the sentence
MIND_TITLE = re.compile(
    r"\b(?:велик|величайш|умнейш|мудрейш|гениальн|светлейш|выдающ)\w*\s+"
    r"(?:мыслител|человек|ум\b|стратег|аналитик|логик|мудрец|знаток|эксперт|комбинатор|"
    r"детектив|сыщик)\w*"
)
# what turns a title into mockery: ability denied ("связать не может", "ничего не понимает")
# or the mind made small ("куриным мозгом")
PUT_DOWN = re.compile(
    r"\bне\s+(?:может|можешь|способ\w+|умеет|умеешь|в\s+состоянии|понима\w+|сообража\w+)|"
    r"\b(?:курин|птичь)\w*\s+мозг\w*"
)
# The thread's first fool (the forty-seventh round): an insult in the genitive after a title of
# rank and before the thread, "от главного клоуна темы", "первый тормоз форума" (group 1 the
# word; never "главный злодей игры", no insult, nor "я главный лох треда", the author's)
THREAD_TITLE = re.compile(
    r"\b(?:главн|перв|величайш|главнейш|самы\w*\s+больш|сам\w+\s+главн)\w*\s+([а-яё]+)\s+"
    r"(?:(?:этого|нашего|всего|всей|этой|нашей)\s+)?"
    r"(?:треда|темы|игры|форума|чата|партии|сервера|сезона|сайта)\b"
)
# An order to vanish (the forty-seventh round), an insult when a tired word or a name-call
# closes it: "Исчезни уже, достал", "Испарись, зануда" ("скройся с глаз" alone may be a joke)
VANISH = re.compile(
    r"\b(?:сгинь|сгиньте|исчезни|исчезните|испарись|испаритесь|изыди|изыдите|скройся|"
    r"скройтесь|провались|провалитесь)\b"
)
# The players of a side, as a group, called a herd or a gathering of fools (the forty-seventh
# round): "Мирные у нас — стадо овец", "весь город — сборище идиотов" (the herd itself is read
# by the caller; here the side it is said of)
SIDE_CALLED = re.compile(
    r"\b(?:город|мирн\w+|мафи\w*|игрок\w*|жител\w+|деревн\w+|народ|команд\w+)\s+"
    r"(?:(?:у\s+(?:нас|вас)|наш\w*|ваш\w*|тут|здесь|вообще|просто|же|этот|эта|весь|вся|"
    r"все)\s+)*(?:[—–-]\s*|это\s+)(?:(?:просто|сплошное|настоящее|натуральное|одно|"
    r"какое-то)\s+)?(?:стад|свор|сборищ|сброд|шайк|кучк|толп)\w*\s+([а-яё]+)"
    # the herd first, the side denied after it (the twenty-seventh round): "Стадо баранов, а
    # не город", "сборище клоунов, а не мирные"
    r"|\b(?:стад|свор|сборищ|сброд|шайк|кучк|толп)\w*\s+([а-яё]+)\s*,?\s+а\s+не\s+"
    r"(?:город|мирн\w+|мафи\w*|игрок\w*|жител\w+|деревн\w+|народ|команд\w+)\b"
)


# The fiftieth round's phrases (aimed by the caller, scraper.insults).
_HEAD = r"(?:мозг(?:и|ов)?|голову|башку|котелок|черепушку)"
_CHECK = r"(?:провер|обследова|просканир|просвет|полечи|подлечи)\w*"
# A player's brain to be checked, its holder in the dative (group 1 or 2): "Коту надо мозги
# проверить", "тебе бы голову обследовать", "проверить бы Лисе башку" (never "мне пора
# голову проверить", the author's own; nor "надо проверить Марка", no brain)
BRAIN_CHECK = re.compile(
    r"\b([а-яё][\w-]*)\s+(?:(?:бы\s+)?(?:надо|нужно|пора|стоит|следует|не\s+помешает|"
    r"не\s+мешало\s+бы)\s+(?:бы\s+)?|бы\s+)(?:[а-яё]+\s+)?"
    + _HEAD
    + r"\s+(?:[а-яё]+\s+)?"
    + _CHECK
    + r"|\b"
    + _CHECK
    + r"\s+(?:бы\s+)?([а-яё][\w-]*)\s+(?:[а-яё]+\s+)?"
    + _HEAD
    + r"\b"
)
# A mocking question whether the one addressed can think at all, a particle of doubt before
# it and the question closing it (a vocative may stand last): "ты вообще соображать умеешь?",
# "вы хоть раз думали головой?", "ты у нас в принципе умеешь думать, дружок?" (never the
# author's "я вообще думать не умею", nor "ты вообще думаешь голосовать?", a plain question)
CAN_THINK = re.compile(
    r"\b(?:ты|вы)\s+(?:(?:у\s+нас|же|сам|сама|сегодня)\s+)*"
    r"(?:вообще|хоть(?:\s+раз|\s+иногда|\s+когда-нибудь|\s+немного)?|хотя\s+бы\s+иногда|"
    r"в\s+принципе|когда-нибудь)\s+(?:(?:у\s+нас|сам|сама)\s+)?"
    # (the twenty-seventh round: reading too, "ты вообще читать умеешь или только…?")
    # (set 70: "ты вообще мозгами думаешь или перчатками?", the brain's word first)
    r"(?:(?:головой|мозгами)\s+(?:думаешь|думаете|соображаешь|соображаете)\b[^?]{0,30}|"
    r"(?:думать|соображать|мыслить|читать)\s+(?:головой\s+)?(?:умеешь|умеете|можешь|можете|"
    r"пробовал\w*)|(?:умеешь|умеете|можешь|можете)\s+(?:думать|соображать|мыслить|читать)"
    r"(?:\s+головой)?|(?:по)?(?:думал|думала|думали|думаешь|думаете)\s+головой)"
    # "…умеешь или только таблички рисовать?": the mocking other choice may close it
    r"(?:\s+(?:вообще|хоть\s+немного|-то))?(?:\s*,\s*[\w-]+(?:\s+[\w-]+)?)?"
    r"(?:\s+или\s+(?:только|лишь)\s+[^?]{1,40})?\s*\?"
)
# "без мозгов" (a brain missing), counted of a player named fondly with "наш"/"наша" or said to
# be so as ever: "Ёжик наш опять без мозгов", "Лиса, как обычно, без мозгов" (never "я, как
# всегда, без мозгов после смены", the author's own)
BRAINLESS = re.compile(r"\bбез\s+(?:всяких\s+|капли\s+)?мозг(?:ов|а)\b")
AS_EVER = re.compile(r"\b(?:как\s+всегда|как\s+обычно|как\s+водится|вечно|традиционно)\b")
# A player named fondly with "наш"/"наша", case kept (group 1 or 2 the name): "Сенечка наш",
# "наша Лисонька"
OURS = re.compile(
    r"(?:^|[,.!?;:—–]\s*)([А-ЯЁ][а-яё]+)\s+(?:наш|наша|у\s+нас)\b|\b(?:наш|наша)\s+([А-ЯЁ][а-яё]+)"
)
# An insult right after a name and "наш"/"наша" (group 2 the word): "Сенечка наш глупенький",
# "Лисонька наша совсем тупенькая" (never "Сенечка наш молодец")
OURS_CALLED = re.compile(
    r"(?:^|[,.!?;:—–]\s*)([А-ЯЁ][а-яё]+)\s+(?:наш|наша)\s*,?\s+(?:(?:совсем|вообще|просто|"
    r"такой|такая|опять|снова|ещё|еще|немного|слегка|малость|же|у\s+нас)\s+){0,2}([а-яё]+)"
)
# games and places of small children (a mind fit only for them)
_CHILDISH = (
    r"(?:крестики-нолики|песочниц\w*|детск\w+\s+сад\w*|ясл\w*|ладушки|куличики|прятки|"
    r"классики|догонялки|бирюльки|лото)"
)
# A mind fit for children's games (group 0 the phrase): "с твоим умом тебе только в куличики",
# "с такими мозгами ему в прятки играть", "вам в ладушки играть, а не в мафию" (never "давай
# сыграем в крестики-нолики", nor "мне бы в песочницу с дочкой")
CHILD_GAME = re.compile(
    r"\bс\s+(?:таким|такими|твоим|твоими|вашим|вашими|его|её|ее)\s+(?:вот\s+)?"
    r"(?:умом|интеллектом|мозгами|соображением|iq|айкью)\W+(?:[\w-]+\W+){0,4}?"
    r"(?:тебе|вам|ему|ей)\s+(?:бы\s+|только\s+|лучше\s+|разве\s+что\s+){0,2}в\s+"
    + _CHILDISH
    + r"|\b(?:тебе|вам|ему|ей)\s+(?:бы\s+|только\s+|лучше\s+){0,2}в\s+"
    + _CHILDISH
    + r"\s+(?:играть|поиграть|ходить|возиться)?\s*,\s*а\s+не\b"
)


# The twenty-seventh round's phrases (set 58, grown-up players' irony; aimed by the caller).
# Sent to the devil, also politely with "бы" (group 0): "шли бы вы со своими сводками к чёрту",
# "идите к лешему", "катись к дьяволу" (never "к чёрту эти правила", no one sent)
TO_HELL = re.compile(
    r"\b(?:иди|идите|ступай|ступайте|катись|катитесь|(?:ш[её]л|шла|шли)\s+бы)\s+"
    r"(?:(?:ты|вы)\s+)?(?:[\w-]+\s+){0,4}?к\s+(?:ч[её]рту|лешему|дьяволу|бесу|праотцам)\b"
)
# A mind fit for a children's game, the game named after a play verb (group 0): "с вашим умом
# в мафию не играют, с ним играют в лото", "с таким интеллектом только в ладушки играть"
CHILD_MIND = re.compile(
    r"\bс\s+(?:таким|такими|твоим|твоими|вашим|вашими|его|её|ее)\s+(?:вот\s+)?"
    r"(?:умом|интеллектом|мозгами|соображением)\W+(?:[\w-]+\W+){0,8}?"
    r"(?:игра\w*|место|дорога)\s+(?:только\s+|разве\s+что\s+)?в\s+" + _CHILDISH
)
# A person with a diagnosis of grandeur or a muddle (group 0): "надзирательница с манией
# величия", "игрок с тараканами в голове" (aimed at a player named or addressed)
WITH_DIAGNOSIS = re.compile(
    r"\bс\s+(?:мани\w+\s+величия|тараканами\s+в\s+голове|прибабахом|приветом|"
    r"маразмом|шизой)\b"
)
# Talking with a player likened to talking with a thing (group 1 the thing): "спорить с
# Сергеичем — всё равно что спорить с табуреткой", "говорить с ним — как говорить со стеной"
TALK_LIKE_A_THING = re.compile(
    r"\b(?:спорить|говорить|разговаривать|общаться|дискутировать|беседовать)\s+с\s+\S+.{0,20}?"
    r"(?:вс[её]\s+равно\s+что|что|как)\s+(?:[\w-]+\s+){0,2}?(?:с|со)\s+([а-яё]+)"
    # ("… всё равно что спорить с надутым индюком", set 214: an adjective before the thing)
    r"(?:\s+([а-яё]+))?"
)
# A player defined after a dash, a brain missing later in the sentence (group 0): "Штурман —
# капитан без корабля и, судя по постам, без мозгов"
DEFINED_BRAINLESS = re.compile(
    r"^\s*[^—–,.!?]{1,40}?\s[—–]\s[^.!?]*?\bбез\s+(?:всяких\s+|капли\s+)?мозг(?:ов|а)\b"
)


def likened_to_a_thing(sentence: str, insult: Callable[[str], str]) -> str:
    """Talking with a player likened to talking with a thing or a fool: the phrase, or ""."""
    for match in TALK_LIKE_A_THING.finditer(sentence):
        for word in filter(None, match.group(1, 2)):
            lemma = str(_morph().parse(word)[0].normal_form)
            if insult(word) or lemma in _COMPARANDS or lemma in _WALLS:
                return match.group(0)
    return ""


# what one talks to in vain, besides the comparands
_WALLS = frozenset({"стена", "стенка", "столб", "дерево", "шкаф", "тумбочка", "кирпич"})


# Set 62's passive aggression (the twenty-seventh round), aimed by the caller at a player named
# or addressed: a mind too slow or too small for the task ("на вторую строчку ума не хватает",
# "думать ей явно тяжело", "с первого раза до него не доходит", "ветер в голове", "думает тем
# местом, на котором сидит", "помолчи — умнее будешь выглядеть"), and age mocked ("старческое
# брюзжание", "возраст не лечится")
SLOW_MIND = re.compile(
    r"\bума\s+не\s+хватает|\bне\s+хватает\s+ума|"
    r"\bдумать\s+(?:ему|ей|тебе|вам|им)\s+(?:явно\s+|видимо\s+|очень\s+)?"
    r"(?:тяжело|трудно|больно|сложно)|"
    r"\bдо\s+(?:него|неё|нее|тебя|вас|них)\s+(?:(?:с\s+первого\s+раза|медленно|вообще)\s+)?"
    r"(?:не\s+доходит|туго\s+доходит)|"
    r"\bветер\s+в\s+голове|"
    r"\bдума\w+\s+(?:тем\s+(?:же\s+)?)?местом,?\s+на\s+котор\w+\s+сид\w+|"
    r"\bпомолч\w*[^.!?]{0,20}?\bумн\w+\s+(?:будешь\s+|будете\s+)?(?:выглядеть|казаться)|"
    r"\bстарческ\w+\s+(?:брюзжани\w*|ворчани\w*|маразм\w*|слабоуми\w*|чушь|бред\w*|ахине\w*)|"
    # (set 70) sent to an old people's home, a mind shorter than a hairpin
    r"\b(?:пора|место|дорога)\s+(?:\w+\s+)?в\s+(?:богадельн\w*|дом\s+престарелых)|"
    r"\b(?:тво|ваш)\w*\s+ум\s+(?:короче|меньше|уже|мельче)\b|"
    r"\bвозраст\w*,?\s+(?:конечно,?\s+)?не\s+лечится|"
    # (set 236) a mind not burdening its owner, a wish for some brain, no brain at all, the
    # mind of a hen or a stool
    r"\bумом\s+(?:[\w,]+\s+){0,3}?не\s+обремен\w*|"
    # (set 246) sawdust in the head
    r"\bв\s+голове\s+(?:[^.!?]{0,25}\s)?опилки\b|\bопилки\s+в\s+голове\b|"
    r"\b(?:тебе|вам|ему|ей)\s+бы\s+(?:хоть\s+)?(?:немного\s+|чуть-чуть\s+)?(?:мозгов|ума)\b|"
    r"\b(?:ты|вы)\s+(?:[а-яё-]+\s+){0,4}?без\s+мозгов\b|"
    r"\bс\s+(?:интеллектом|мозгами|умом|мозгом)\s+(?:как\s+у\s+)?(?:курицы|амёбы|амебы|"
    r"инфузории|улитки|хомяка|рыбки|дятла|барана|овцы|табуретки|табурета|тапка|пня|валенка|"
    r"таракана|младенца|картошки)\b"
)
# A mind fit for a lowly job (group 0): "с интеллектом Спарроу только в дворники идти"
LOWLY_JOB = re.compile(
    r"\bс\s+(?:таким\s+|его\s+|её\s+|ее\s+|твоим\s+|вашим\s+)?(?:интеллектом|умом|мозгами)"
    r"\s+(?:[\w-]+\s+){0,2}?(?:только|разве\s+что|лишь|прямая\s+дорога)\s+в\s+"
    r"(?:дворник|грузчик|уборщик|уборщиц|сторож|подметал)\w*"
)
# A pose unmasked, an insult after it (group 1 the word): "строит из себя аналитика, а по
# факту пустышка", "не капитан, а юнга безмозглый"
POSE_UNMASKED = re.compile(
    # ("из себя врача строит, а сам бестолочь бестолочью": the other word order, set 77)
    r"(?:\bстро\w+\s+из\s+себя\s+[^,]{1,30}|\bиз\s+себя\s+[^,]{1,30}?\s+стро\w+|\bне\s+[а-яё]+),"
    r"\s+а\s+(?:сам\w*\s+|по\s+факту\s+|на\s+деле\s+|"
    r"на\s+самом\s+деле\s+|в\s+реальности\s+)?(?:[а-яё]+\s+)?([а-яё]+)"
)


# A feud's veiled insults (set 206), aimed by the caller at a player named or addressed, never
# of the author:
# - a mind that works only on holidays or once a year ("мозг у тебя включается строго по
#   праздникам");
# - a mind that sends its owner straight somewhere ("С таким интеллектом … тебе прямая дорога в
#   пюре");
# - thinking is not one's thing ("думать — это явно не твоё");
# - sent off to do homework ("иди уроки делай, взрослые разговаривают");
# - a player likened to a dumb thing ("Тень у нас как табуретка", "ты как пробка");
# - ears wilting from a player ("от тебя уши вянут");
# - an IQ below zero or like a freezer's temperature ("IQ как температура в морозилке");
# - a screw loose ("одного винтика не хватает", "не все дома", "крыша поехала").
VEILED = re.compile(
    r"\b(?:мозг\w*|голов\w*|башк\w*|ум)\s+(?:у\s+[\w-]+\s+)?(?:[\w-]+\s+)?"
    r"(?:включа|работа|вар)\w*\s+(?:(?:строго|только|лишь|исключительно|разве\s+что)\s+)?"
    r"(?:по\s+(?:большим\s+)?(?:праздникам|выходным)|"
    r"раз\s+в\s+(?:год|месяц|сто\s+лет|пятилетку|сутки|неделю))|"
    r"\bс\s+(?:таким|твоим|вашим|его|её|ее)\s+(?:интеллектом|умом|мозгами)\b[^.!?]{0,30}?"
    r"\bпрям\w+\s+дорога\s+в\b|"
    r"\bдумать\s*(?:[—–-]\s*)?(?:это\s+)?(?:явно\s+|точно\s+|совсем\s+|просто\s+)?"
    r"не\s+(?:тво[её]|ваше|твой\s+кон[её]к|ваш\s+кон[её]к)\b|"
    r"\b(?:иди|идите|марш|ступай|шла\s+бы|ш[её]л\s+бы|пора)\s+(?:уже\s+)?"
    r"(?:уроки\s+(?:делать|делай|учить|учи)|делать\s+уроки|делай\s+уроки)\b|"
    r"(?:\bу\s+нас|\b(?:ты|вы))\s+(?:(?:прямо|просто|ну|точно|ровно)\s+)?как\s+"
    r"(?:табуретк|пробк|бревн|валенок|валенк|пень\b|полено|дуб\b|кирпич|тумбочк)\w*|"
    r"\bот\s+(?:тебя|вас|него|неё|нее|тво\w+|ваш\w+)\b[^.!?]{0,25}?\bуши\s+вянут|"
    r"\b(?:iq|айкью|ай-кью)\s+(?:[\w-]+\s+){0,2}?(?:как\s+температур\w*|"
    r"ниже\s+(?:плинтуса|нуля)|отрицательн\w*|в\s+минусе)|"
    r"\b(?:одного\s+)?(?:винтик|шарик|кл[её]пк|шестер[её]нк)\w*\s+(?:в\s+голове\s+)?"
    r"(?:явно\s+|точно\s+|видно\s+)?не\s+хватает|"
    r"\bне\s+хватает\s+(?:одного\s+)?(?:винтик|шарик|кл[её]пк)\w*|"
    r"\bне\s+все\s+дома\b|\bкрыша\s+(?:у\s+[\w-]+\s+)?(?:поехала|съехала|протекает)|"
    # (set 214) a thing cleverer than the player, a single talent that is a vice, a mind great
    # only in its own head, a life with nothing better to do, neurons replaced
    r"\bи\s+то\s+умнее\s+(?:тебя|вас|него|неё|нее|их)\b|"
    r"\b(?:тво|ваш|его|её|ее)\w*\s+единственн\w+\s+(?:талант|дар|умение|достижение)\b|"
    r"\b(?:исключительно|только|лишь)\s+в\s+(?:собственн|сво)\w+\s+"
    r"(?:голове|воображении|мечтах|фантазиях)|"
    r"\bв\s+жизни\b[^.!?]{0,30}?\b(?:больше\s+)?(?:заняться\s+нечем|нечем\s+заняться)|"
    r"\bвместо\s+(?:нейрон|извилин|мозг)\w*"
)
