"""Turn a post's markup into vote actions: ``vote`` / ``unvote`` with canonical targets.

Only the author's own text is read (quotes and spoilers never count). A target that cannot be
resolved with confidence goes to ``ambiguous`` with its candidates instead of being guessed.
The rules profile chooses the syntax (Russian phrases, ``##vote`` or ``[vote]`` tags), whether
a vote must be bold or coloured, the abstain words, and whether the GM may relay votes.
"""

from __future__ import annotations

import html as html_lib
import re
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, field, replace

from rapidfuzz.distance import OSA

from scraper.content import EMPH_CLOSE, EMPH_OPEN, ContentSelectors, split_html, strip_signature
from scraper.insults import strength
from scraper.nicknames import Resolution, Roster, _morph, skeleton
from scraper.translit import russian_in_latin
from scraper.votes.continued import (
    BEGUN_BEFORE,
    POINTED,
    SET_RIGHT,
    SET_RIGHT_AFTER,
    UNFINISHED,
    Act,
    Joiner,
    begins_with,
    carried_over,
    join,
    name_opens,
    pointed_at,
    set_right_name,
    unfinished_head,
)
from scraper.votes.grammar import (
    _BOTH,
    _EXECUTE,
    _PREP_CASE,
    _VOTE_NOUN,
    WRONG_PLACE,
    Phrase,
    _tag,
    early_pattern,
    find_phrases,
    prepare,
)
from scraper.votes.marks import PASS_LINE, formats, is_final
from scraper.votes.pictured import pictured_words
from scraper.votes.profile import VoteProfile
from scraper.votes.run_on import break_run_on
from scraper.votes.tags import find_tag_phrases

# Quotes and spoilers as any supported forum marks them (each engine's own selectors among
# them: a stored post keeps its quotes); spoilers are removed first.
GENERIC_SELECTORS = ContentSelectors(
    quote=".quote-box, blockquote, .quote, .bbCodeBlock--quote, .ipsQuote, .quotecontent, q, "
    "aside.quote, blockquote.ipsQuote, .bbcode_container, div[style*='margin:20px'], .quotemain",
    spoiler=".spoiler-box, .spoiler, .bbCodeSpoiler, details, .hide-box, .sp-wrap, .ipsSpoiler, "
    ".bbCodeBlock--spoiler, .spoiled, .spoilermain",
    drop=".lastedit, .post-sig, .signature, .editedby, .quotetop, .spoilertop",
)
# What the vote reader reads: struck-out text (<del>, <s>, <strike>) is withdrawn by its author
# and carries no action; moderation still reads it (GENERIC_SELECTORS keeps it).
VOTE_SELECTORS = replace(
    GENERIC_SELECTORS, drop=GENERIC_SELECTORS.drop + ", del, s, strike, [style*='line-through']"
)
MAX_TARGET_WORDS = 4
# ("Голосую проти Тараса і Кузі", set 271: the Ukrainian "and")
_EITHER = {"или", "либо", "or", "/", "и", "і", "та", "and"}
_BARE_EITHER = {"или", "либо", "or", "/"}
# Words that may stand before the name itself: "против игрока Ворона", "голос: ник Ворон".
_NAME_FILLER = {
    "игрока",
    "игроку",
    "игрок",
    "ника",
    "ник",
    "нику",
    "player",
    "окончательно",
    "final",
    # where the vote is, said again or anew: "мой голос — по-прежнему Winry_92"
    "по-прежнему",
    "снова",
    "опять",
    "вновь",
    "теперь",
    "тоже",
    # a title before the name: "Мистер Грин", "товарищ Ворон"
    "мистер",
    "мистера",
    "мистеру",
    "господин",
    "господина",
    "госпожа",
    "госпожу",
    "товарищ",
    "товарища",
    "сэр",
    "сэра",
    "леди",
    "мисс",
    "сударь",
    "сударя",
}
# A phrase whose target starts so names nobody: "Голосую за то, чтобы…", "Отдаю голос — а кому?"
_NO_TARGET = {
    "а",
    "но",
    "и",
    "не",
    "что",
    "чтобы",
    "кому",
    "кого",
    "чем",
    "как",
    "это",
    "так",
    "же",
    "ли",
    "того",
    "то",
    "тех",
    "той",
    "этого",
    "этих",
    "всех",
    "каждого",
    "любого",
    "кого-то",
    "кого-нибудь",
    "кем",
    "всё",
    "все",
    # where the vote was before: "Голос оставляю там же"
    "там",
    "тут",
    "здесь",
    "прежним",
    "прежнему",
    # a preposition: "Голос у Ёлки дрожит" is about her voice
    "у",
    "с",
    "со",
    "о",
    "об",
    "от",
    "в",
    "во",
    "из",
    "по",
    "при",
    "под",
    "над",
    "про",
    "для",
    "без",
}
# Titles a nickname may open with, given in play to another player ("сэр Дрпеппер").
_TITLE = re.compile(
    r"(?:сэр|сер|мисс|миссис|мистер|доктор|профессор|барон|баронесс|капитан|граф|графин|леди|"
    r"мадам|sir|miss|mrs|mr|dr|doctor|professor|captain)(?:а|у|ом|е|ы|ой)?\.?",
    re.IGNORECASE,
)
# Words of courtesy before a name one turns to: "Уважаемый shark_attack, …"
_COURTESY = re.compile(
    r"^\s*(?:(?:много)?уважаем\w*|дорог(?:ой|ая|ие)|милейш\w*|любезн\w*|господин|госпожа)\s+",
    re.IGNORECASE,
)
_SELF = {"себя", "себе", "собой", "me", "myself"}
# the polite "вы" said to one player the post turns to: "Уважаемый X, голосую против вас"
_YOU_POLITE = {"вас", "вам", "вами"}
_YOU = {"тебя", "тебе", "тобой", "you"}
_ME = {"меня", "мне", "мной", "нас", "нам"}
# "Голосую против: да ⏎ Досрочно: Марат" (set 254): the template's two fields swapped, the
# name in the early field; the GM asks which was meant
_SWAPPED_FIELDS = re.compile(
    r"^[ \t]*(?:голосую(?:[ \t]+против)?|голос)[ \t]*:[ \t]*(?:да|нет|\+|-|—)[ \t]*$",
    re.IGNORECASE | re.MULTILINE,
)
_EARLY_FIELD = re.compile(r"^\s*досрочн\w*\s*:", re.IGNORECASE)
# Marks a nickname may hold that the grammar reads as the sentence's own
_NAME_MARKS = re.compile(r"[?!()\[\]{}&~]")
# "автора цитаты", "автора второй цитаты": the quoted post's author named by his place
_QUOTE_AUTHOR_WORDS = re.compile(
    r"автора(?:\s+(?P<which>первой|второй|третьей|последней|верхней|нижней))?\s+цитаты"
)
_ORDINALS = {"первой": 0, "верхней": 0, "второй": 1, "третьей": 2, "последней": -1, "нижней": -1}
_BROKEN_OFF = re.compile(r"(?:\.{2,}|…)\s*нет\b", re.IGNORECASE)
_QUOTE_TAG = re.compile(r"<blockquote\b|</blockquote>", re.IGNORECASE)
_SAME_PLACE = re.compile(
    # ("Мой голос — туда же", set 276: a dash between)
    r"(?:\bмой\s+)?\bголос\s*(?:[—–-]\s*)?(?:мой\s+)?(?:тоже\s+)?туда\s+же\b",
    re.IGNORECASE,
)
_AGAINST_ME = re.compile(r"против\s*:\s*я\s*$", re.IGNORECASE)
# "Шэдоу, мой голос уходит к тебе": the player a post (or its line) turns to by name.
# The name stands alone between the line's start or a comma and a comma or the line's end.
# A name set off by commas or closing its sentence: "Кот, …", "…против тебя, Кот. Ничего личного."
_VOCATIVE = re.compile(
    r"(?:^|\n|[,.!?]\s)\s*(?P<name>[^\W\d_][^,.!?\n]{0,30}?)\s*(?=,|[.!?]+\s|[.!?]*\s*(?:\n|$))"
    # "@Лиса голос на тебя": a mention opening a line turns the post to that player
    r"|(?:^|\n|[.!?]\s)\s*@(?P<mention>[^\W\d_][\w.-]{0,30})"
)
# "на нём", "на ней": the locative, where a vote stands ("на него", "на неё" is where it goes).
# "на тебе" after the vote word is the locative too: "голос на тебе" is where it stands
_HIM_STANDING = {"нём", "нем", "ней", "тебе", "себе"}
# "пусть мой голос будет на тебе": the vote put there now, in the locative all the same
_PLACED = re.compile(r"\b(?:пусть|будет)\b", re.IGNORECASE)
# "Голос снова на Волке": a word of return makes the locative a vote moved back, not standing.
# "теперь на Морошке" moves the vote too: "теперь" marks a new placement, unlike "остаётся".
_RETURNED = re.compile(r"\b(?:снова|опять|вновь|обратно|теперь)\s+(?:на|за)\s", re.IGNORECASE)
# "кидаю голос на Лёху обратно, как и был" (set 233): the vote given, or put back where it
# was, is an act, whatever it says of where it stood
_GIVING = re.compile(r"^(?:кида|став|отда|броса|верн|возвраща|перенош|перевож)\w*\s", re.I)
_PUT_BACK = re.compile(r"[ \t]*(?:обратно|назад)\b", re.IGNORECASE)
# "Голос остаётся на докторе", "голос оставляю на Kiri": a verb of staying before "на" says
# where a vote stands even when the name's form cannot (a part of it, a Latin name).
_STAYS_ON = re.compile(
    r"\b(?:оста[её]тся|оставляю|сохраняется|стоит)\s+(?:[^\W\d_]+\s+){0,2}?на\s+[^\s]+$",
    re.IGNORECASE,
)
# "Голос на Mr. Black остаётся": the verb of staying after a name that shows no case.
# "Голос на Профе оставляю", "голос на Профе, не меняю": the author keeping it says the same.
_STAYS_AFTER = re.compile(
    r"\s*(?:так\s+и\s+|вс[её]\s+так\s+же\s+)?(?:оста[её]тся|сохраняется|стоит)\b"
    # ("Голос мой на мисс Марпл, пусть так и будет", set 240: let it stay)
    r"|\s*,?\s*пусть\s+(?:так\s+и\s+)?(?:будет|оста[её]тся|стоит)\b",
    re.IGNORECASE,
)
# "Голос на Профе оставляю", "голос на Профе, не меняю": the author says he keeps it.
_KEPT_AFTER = re.compile(
    r"\s*,?\s*(оставляю|оставлю|не\s+меняю|не\s+меняется|не\s+трогаю|держу|сохраняю|"
    r"не\s+снимаю)\b",
    re.IGNORECASE,
)
# "Мой голос на Мистраль, как и был": the vote (masculine "был", "стоял": the vote word's
# agreement) said to be where it was, whatever the case. "как и вчера" and "как и было" are
# not: yesterday's vote cast again today, a vote put back ("Исправляю: …, как и было").
_AS_IT_WAS = re.compile(r",?\s*как\s+и\s+(?:был|стоял)\b", re.IGNORECASE)
# A weak vote whose verb says where it stands: "голос против Дока стоит". A remark after it
# ("голос Ежу, без изменений", "гс X, как и было") writes the vote form again, which is a vote
# (FORMATS.md rule 3).
_STILL_SAID = re.compile(
    # ("Голос Нокс остаётся" writes the form again with a word that it stays: a vote, set 88)
    # ("Голос Мэй остаётся на Скаре": where it stays, said in the locative, is nothing new)
    r"[^\w\n.!?,]{0,6}(?:так\s+и\s+)?(?:стоит\b(?!\s+(?:ли|же|бы)\b)"
    r"|(?:оста[её]тся|сохраняется)\s+(?:на|у)\s)",
    re.IGNORECASE,
)
# "голос на Тумане, досрочный же", "на Тумане, и так досрочно": the early mark that says what
# the standing vote already is ("же", "уже", "и так", "всё равно"), not a new early request.
_EARLY_ALREADY = re.compile(
    r"[\s,.!—–-]*(?:(?:уже|и\s+так|вс[её]\s+равно)[ \t]+досрочн\w*"
    r"|досрочн\w*(?:[ \t]+(?:же|уже)\b|[ \t]*,?[ \t]*(?:и\s+так|уже|вс[её]\s+равно)\b"
    # "Голос на Кактусе, досрочный, менять не буду": the early vote said to stand (set 79)
    # ("Мой голос на Коте, досрочный, и я не жалею", set 310: no regret, it stays)
    r"|[ \t]*,?[ \t]*(?:менять\s+не\s+буду|не\s+меняю|не\s+трогаю|как\s+и\s+был\w*"
    r"|(?:и\s+)?(?:я\s+)?не\s+жалею)\b))",
    re.IGNORECASE,
)
# A second name after a comma that closes the line: "Голос: Sk1ppy, Чёрная Химера".
_SECOND_NAME = re.compile(
    r"[ \t]*,[ \t]*(?P<name>[^\W\d_][\w -]{0,30}?)(?:[ \t.!]*(?:\n|$)"
    # ("Голос: Хаус, Лиса — оба мутные", set 322: both named as the choice)
    r"|[ \t]*[—–.,-]?[ \t]*(?:оба|обе|обоих|обеих)\b)",
    re.IGNORECASE,
)
# "Кирпич — 5": a player and a number after a dash, a count of votes
_ONE_COUNT = re.compile(
    r"(?:^|[.!?\n][ \t]*)(?P<name>[^\W\d_][\w -]{0,30}?)[ \t]+[—–][ \t]*\d{1,2}"
    r"(?=[ \t]*(?:[,.;!)]|$))"
)
_THE_ONE_NAMED = "the one other player the post names"  # how "него" is read
# The line under a name set apart that refuses to say more: "Объяснять не буду", "Без
# комментариев, вчера всё сказала" (sets 4 and round 4's): the name is the vote
_NO_COMMENT = re.compile(
    r"\s*(?:без\s+(?:комментари\w*|объяснени\w*|слов)|(?:объяснять|комментировать|"
    r"объясняться)\s+не\s+буду|вс[её]\s+(?:уже\s+)?сказан\w*|no\s+comment)",
    re.IGNORECASE,
)
_EARLY_VOTE_STANDS = re.compile(r"\bдосрочн(?:ый|ой)\b[^.!?]*\bна\s", re.IGNORECASE)
_VOTE_WORD = re.compile(r"\b(?:голос|гс|vote)\b", re.IGNORECASE)
_SET_RIGHT_WORDS = re.compile(r"(?:то\s+есть|вернее|точнее|в\s+смысле)\b", re.IGNORECASE)
# "гс" (the vote word shortened) inside a sentence, and the word or two after it
_SHORT_KEYWORD = re.compile(
    r"(?<![^\W\d_])(?P<gs>[гГ][сСcC])[ \t]+(?P<name>[^\W\d_][\w-]*(?:[ \t][^\W\d_][\w-]*)?)"
)
# A vote word with no space before the name: "голоснаСоню", "гсСоня", "казнитьхмурого"
_GLUED = re.compile(
    r"(?<![^\W\d_])(?P<act>голос(?:ую)?|гс|казнить|повесить)(?P<prep>на|за|против)?"
    r"(?P<name>[^\W\d_]{3,})",
    re.IGNORECASE,
)
# One more item of a list after a target: ", Сову", " и Шерлока".
_LIST_ITEM = re.compile(r"(?:\s*,\s*|\s+и\s+)(?P<word>[^\W\d_][\w-]*)")
_LATIN = re.compile(r"[A-Za-z]{2}")
_VOTE_STEM = re.compile(r"(?:пере)?голос|казн|повес|досроч|анвоут")
_MY_VOTE = re.compile(r"мой\s+голос\b", re.IGNORECASE)
_ARROW_WORD = re.compile(r"(?:-+>|=>|[→⇒➡➔➜]\ufe0f?)")
_WORDLIKE = re.compile(r"[^\W_]")
_EITHER_ENDING = re.compile(r"\(([^\W\d_]{1,3})\)")
# The quote box's heading names whose post is quoted: "<cite>Кит написал(а):</cite>".
_QUOTED_AUTHOR = re.compile(
    r"<cite>\s*(?P<who>[^<]{1,60}?)\s+(?:написал\(а\)|написала?|пишет|wrote|said)\s*:?\s*</cite>",
    re.IGNORECASE,
)
_HIM = {"него", "неё", "нее", "его", "её", "ее", "ему", "ей", "нему", "ней", "ним", "нём", "нем"}
# "голос его", "голос её" with nothing between: the possessive, whose voice or vote ("a vote
# for him" is "голос ему", "голос на него", "Голос: его")
_HIS_VOICE = re.compile(r"\bголос[ \t]+(?:его|её|ее|их)\b", re.IGNORECASE)
_BARE_WORDS = 4
# What stands before a phrase on its line: a name and a colon or a dash ("Марта: голос против
# Совы", "Марк — голос против Совы, Марта — …"), after the line's start, another sentence
# ("(досрочно). Вася: голос…") or a comma.
# ("3) Grey Wolf — голос на Ёжика ни на чём", set 185: a numbered line of a list too)
# ("— Кракен: ответный голос на Шерлока", set 233: a dash for the bullet, a word of what
# kind of vote after the colon)
_LINE_OWNER = re.compile(
    r"(?:^[ \t]*(?:\d{1,2}[.)][ \t]*|[•*—–-][ \t]*)?|.*[.!?;,]\s+)"
    r"(?P<who>[^\W\d][\w .-]{0,30}?)\s*(?::|\s[—–-])\s*(?:[а-яё]+(?:ый|ий|ой)\s+)?$"
)
_LIST_ITEM_OWNER = re.compile(
    r"^[ \t]*(?:\d{1,2}[.)]|[•*—–])[ \t]*(?P<who>[^\W\d][\w .-]{0,30}?)[ \t]*(?::|[ \t][—–])"
)
_FIRST_PERSON = re.compile(r"\b(?:я|мой|мою|моё|мне|меня|голосую|ставлю|отдаю)\b", re.IGNORECASE)
_BREAK_OFF = re.compile(
    r"\.\.\.|…|\b(?:нет|ч[её]рт|ой|тьфу|стоп|блин|короче|передумал\w*|не\s+то|отбой)\b",
    re.IGNORECASE,
)
# "против человека, который голосовал": a relative clause after a common noun.
_RELATIVE_AFTER = re.compile(r"\s*,?\s*(?:котор\w+|кто)\b", re.IGNORECASE)
_VOTER_AFTER = re.compile(
    r"[ \t]*[—–][ \t]*(?:(?:только|лишь|ещё|еще|пока)[ \t]+)?(?P<name>[^\W\d_][\w-]*)\b",
    re.IGNORECASE,
)
# A post that counts the table: "Считаю кто где", "расклад", or lines "на Тролле — Шрам, Макс".
_TALLY_WORD = re.compile(
    r"\b(?:считаю|посчитаю|подсч[её]т\w*|подсчитал\w*|расклад|итого|кто\s+где|кто\s+на\s+ком)\b",
    re.IGNORECASE,
)
# ("Против Лисы — Мурена, Кот. Против Лекса — я.", set 326: "против" writes a line as well)
_TALLY_NAMES_LINE = re.compile(
    r"\b(?:на|против)\s+[^\W\d_][\w-]*\s*[—–:]\s*[^\W\d_]", re.IGNORECASE
)
# A bare post whose last sentence is a question: "Огонёк. опоздала, да?"
_QUESTION_AFTER = re.compile(r"^(?P<head>.+?[.!…])\s+(?P<question>[^.!?…\n]+\?+)\s*$", re.S)
# The second person after a name and a comma: the author talks to that player.
_YOU_WORDS = (_YOU - {"you"}) | {"ты", "вы", "вам", "вас"}
_EXECUTION_CALL = re.compile(rf"{_EXECUTE}\b", re.IGNORECASE)
# "голос за Ольху ты так и не объяснил": a pronoun right after the target, no comma between,
# is the subject of what follows; the vote is the object of another's verb, talked of.
_SUBJECT_AFTER = re.compile(
    r"[ \t]+(?P<who>ты|вы|он|она|они)[ \t]+(?P<rest>[а-яё-]+(?:[ \t]+[а-яё-]+){0,3})", re.IGNORECASE
)
_GREETINGS = {"привет", "здравствуйте", "спасибо", "пока", "утро", "вечер", "день", "ночь"}
# A rendered vote tag: "<span class="vote">Hunter</span>" (the tag's text alone) or, as
# mafiascum prints it, "<span class="bbvote">VOTE: Hunter</span>".
_VOTE_TAG_SPAN = re.compile(
    r"(<span\b[^>]*\bclass=[\"'][^\"']*\b(?:bb)?vote\b[^\"']*[\"'][^>]*>)(?P<inner>[^<]*)(</span>)",
    re.IGNORECASE,
)
_SAYS_VOTE = re.compile(r"\s*(?:un)?vote\b", re.IGNORECASE)
_RULE = re.compile(r"<hr\b", re.IGNORECASE)
_EMPHASIS_TAG = re.compile(r"<(?:strong|b)\b|color", re.IGNORECASE)
EMPH_MARKS = EMPH_OPEN + EMPH_CLOSE + " "
_LONE_EMPHASIS = re.compile(
    rf"{EMPH_OPEN}+\s*(?P<name>[^{EMPH_OPEN}{EMPH_CLOSE}\n]{{1,40}}?)\s*{EMPH_CLOSE}+[.!]?"
)
_SIGNATURE_MAX = 500
# Pieces of a bare post read one by one: lines, sentences, a "..." pause.
# A question ("Лаки? Или Фрост?") and an alternative ("или Фрост") are no vote.
# A dot with a letter right after it is inside a name ("Mr.Smith"), not a sentence's end.
_BARE_PIECES = re.compile(r"(?P<piece>(?:[^\n.!?…]|\.(?=[^\W\d_]|\u00a0))+)(?P<end>[\n.!?…]*)")
# "Смит — это я, если что": a player names himself, no vote. "pepper (всё ещё)",
# "Пеппер по-прежнему": the vote said to stand.
# "Фрост — это я": the author names himself; "ой, это я вчерашний день открыл. Лимон" goes on
_BARE_NO_VOTE = re.compile(
    r"[—–-]?\s*это\s+я\b(?=\s*(?:[.!,)…]|$))"
    # "спасибо, Ворожея", "spasibo, Vorozheya": thanks or a greeting turns to the player named
    r"|^\s*(?:спасибо|спс|благодарю|привет|здравствуй\w*|удачи|spasibo|privet|thanks|thank\s+you|"
    r"thx)\b[\s,!]+"
    # "Совушка, за что 😱" (set 234): the player asked why, turned to, no vote
    r"|^[^,.!?\n]{1,30},\s*(?:за\s+что|почему|зачем|ты\s+ч[её]|ты\s+чего|как\s+так)\b",
    re.IGNORECASE,
)
# "Фрост тогда", "Кот, значит": a word after the name that settles the choice
# ("Лиса пока", "Гром пока что", "Сова наверное", "Винри 100%": for now, or as sure as said)
_BARE_TRAILING = frozenset(
    {"тогда", "значит", "итак", "короче", "пожалуй", "всё", "все", "пока", "что", "наверное"}
    | {"наверно", "100%", "видимо"}
)
# Asking pardon is no order: "Флинт, извини" is still a vote for Флинт.
_PARDON = frozenset({"извини", "извините", "прости", "простите", "сорри", "пардон"})
# "Mira, без изменений", "Миша, по-прежнему", "pepper (всё ещё)": the name written again with
# a word that it stands; in a bare thread the name is the vote form, so it is a vote again
_BARE_STILL = re.compile(
    r"[\s,.:;—–-]*\(?\s*(?:вс[её]\s+ещ[её]|по-прежнему|по\s+прежнему|без\s+изменений|"
    r"как\s+и\s+(?:раньше|был[оа]?|прежде)|как\s+(?:раньше|был[оа]?)|снова|опять|"
    # "Ветер_88 — стою": the author says he stays where he is
    # "тогда Сэмми остаётся" (set 108): the name said to stay, written again
    r"стою|остаюсь|не\s+меняю|оста[её]тся)\s*\)?[\s.!]*$",
    re.IGNORECASE,
)
# "Марфа не досрочно", "без досрочки: Марфа": the early mark denied, before or after the name
_BARE_NOT_EARLY = re.compile(
    r"^\s*(?:не|без)\s+досрочн\w*\s*[:—–,-]?\s*|[\s,—–-]*\(?\b(?:не|без)\s+досрочн\w*\)?[\s.!]*$",
    re.IGNORECASE,
)
# "Досрочно: Марфа", "досрочно — Марфа": the early mark first
_BARE_EARLY_FIRST = re.compile(r"^\s*(досрочн\w*)\s*[:—–-]\s*(?=\S)", re.IGNORECASE)
_ALTERNATIVE = re.compile(r"\s*(?:или|либо)\b", re.IGNORECASE)
# (a smiley closing the remark stands as a line's end: "сеня (не помню, писала ли уже :/)")
_BRACKETS = re.compile(r"\([^()\n]*(?:\n[ \t]*)?\)")
# A slip taken back before the next piece: "ой нет", "хотя нет,", "то есть".
# A part of a bare post that takes back the name before it: "хотя нет — Нокс", "ой, нет, Лис"
_TAKEN_BACK_LEAD = re.compile(
    r"^\s*(?:(?:ой|хотя|то\s+есть|вернее|точнее|тьфу|стоп)\b[\s,]*(?:нет\b)?|нет\b)[\s,—–-]*",
    re.IGNORECASE,
)
_RETRACTION = re.compile(
    r"^\s*(?:(?:ой|ай|хотя|то\s+есть|вернее|точнее|тьфу|блин|стоп)\b[\s,]*|нет\s*(?:,|$)\s*)+",
    re.IGNORECASE,
)
# Words that open a bare post's piece without naming anyone: "…? Тогда Barsik", "Ну, Сова".
_BARE_LEAD = re.compile(
    # ("ладно, обратно Бублик": back to the one voted before)
    r"^\s*(?:(?:ну|тогда|ладно|значит|итак|короче|ок|окей|что\s+ж|так\s+и\s+быть|в\s+общем|"
    r"обратно|снова|опять|вновь|"
    r"решено|хорошо|ой|упс|блин|тьфу|"
    # "Смена: Шрамик", "теперь Торт"; "Пока Торт" for now ("Пока, Торт" bids him goodbye)
    r"смена|замена|переголосовываю|меняю\s+на|теперь|пока(?=[ \t]+[^\W\d_])|"
    # "…, а я — за Кирилла": the author's own choice after a dash
    r"(?:а\s+|и\s+)?я(?=\s*[—–])|"
    # "Долго думала... всё-таки Лиса Алиса": a hedge settled, then the name
    r"вс[её]-таки|вс[её]\s+же|пожалуй|в\s+итоге)\b[\s,!:—–-]*)+(?=\S)",
    re.IGNORECASE,
)
# "ой сорри Ксюша" alone in a post: a slip put right; after a vote ("кефирчик / сорри димон")
# the apology is said to that player, not a second vote.
# "За Кота, конечно": a settling word after the name, after a slip corrected
_SETTLING_WORDS = (
    r"конечно|разумеется|естественно|само\s+собой|точно|и\s+точка|без\s+вариантов|"
    # ("Tsubasa досрочно, чего уж там", set 180: so be it)
    r"однозначно|передумал[аи]?|так\s+и\s+быть|чего\s+уж\s+там|была\s+не\s+была|"
    # "Тимофей, в смысле" (set 120): the name meant, said right
    r"в\s+смысле|то\s+есть|вернее|точнее|"
    # joining the crowd (set 69): "Лимонад, как и все", "за компанию"
    r"как\s+и\s+все|как\s+все|за\s+компанию|вместе\s+со\s+всеми"
)
# A purpose or a word of summing up before a colon that brings the name in the vote thread
_BARE_ANNOUNCED = re.compile(
    r"^[ \t]*(?:чтобы|чтоб|для|ещё\s+раз|еще\s+раз|повторю|повторяю|итак|короче|в\s+общем|"
    r"окончательно|финально|итого)\b[^:\n]{0,50}:[ \t]*(?=\S)",
    re.IGNORECASE,
)
# A line copied by hand from another's post, marked with ">" as e-mail quotes are
_COPIED_LINE = re.compile(r"(?m)^[ \t]*>(?!>)[^\n]*(?:\n|$)")
# "**Zefirka написал(а):**" ⏎ "Голос: Варяг" (set 334): a quote's heading copied as text, and
# the line quoted under it
_QUOTE_HEADED = re.compile(
    rf"(?m)^[ \t{EMPH_OPEN}]*[^\W\d_][^\n:]{{0,40}}?[ \t]+(?:написал\(а\)|написала?|пишет|wrote)"
    rf"[ \t]*:[ \t{EMPH_CLOSE}]*\n[^\n]*(?:\n|$)"
)
# How a name of one no longer in the game is told (the roster's departed: the dead, the GM)
_DEPARTED = "a departed player's name"
# "Тихон, как и передавал через Истину" (set 141): the name, then that it was meant before
_AS_BEFORE = re.compile(
    rf",\s*(?:как\s+и\s+(?:передавал|обещал|говорил|писал|сказал|собирал)\w*|{_SETTLING_WORDS})\b",
    re.IGNORECASE,
)
_BARE_SETTLED = re.compile(rf"(?:[\s,]+|\s[—–]\s*)(?:{_SETTLING_WORDS})[\s.!]*$", re.IGNORECASE)
# ("КП :P шучу, не считать": the GM told not to count it, set 102)
_BARE_JOKE = re.compile(
    r"\s*(?:шучу|шутка|jk)(?:[\s,-]+шучу)?(?:[\s,]+не\s+счита\w*)?[\s!).]*", re.IGNORECASE
)
_BARE_SORRY = re.compile(
    r"^\s*(?:(?:ой|упс)[\s,!]+)?(?:сорри|sorry|пардон|извините)\b[\s,!:—–-]*(?=\S)", re.IGNORECASE
)
# "отмена", "отменяю", "снимаю голос 🙃", "отзыв голоса": a withdrawal alone, a smiley or an
# emoji after it
_BARE_UNVOTE = re.compile(
    r"(?:(?:снимаю|отменяю|отзываю|отмена|анво[уа]?т|unvote)(?:\s+голос[а]?)?|"
    # ("снимаю досрочный", set 156: which vote, named by its mark; "отмена досрочки" takes
    # back only the mark)
    r"(?:снимаю|отзываю)\s+(?:свой\s+|мой\s+)?досрочн\w*(?:\s+голос[а]?)?|"
    r"(?:отзыв|снятие)\s+голоса)"
    r"(?:[\s.!]|[\U0001f300-\U0001faff\u2600-\u27bf]|[:;]-?[()DР]+|\)+)*",
    re.IGNORECASE,
)
# "Грома снимаю", "с Тумана отзываю": the withdrawal written name first (the name checked);
# "Снимаю голос с Alphonse94." (set 148): the same with the name after it
_BARE_NAMED_UNVOTE = re.compile(
    r"(?:снимаю|отзываю|убираю)\s+(?:свой\s+|мой\s+)?голос\s+(?:с|со)\s+(?P<after>[^\W\d_][\w-]*)"
    r"[\s.!]*|"
    r"(?:(?:с|со)\s+)?(?P<name>[^\W\d_][\w-]*)\s+(?:снимаю|отзываю)(?:\s+голос[а]?)?[\s.!]*",
    re.IGNORECASE,
)
_KAOMOJI = re.compile(r"[=(]?\^[._-]?\^[=)]?")
# Talk sent to the game thread: "обсуждение в теме игры", "вопросы — в игровую"
_SENT_ELSEWHERE = re.compile(
    # ("Полковник, нет вопросов" settles it: no question asked)
    r"\b(?:обсуждени\w*|(?<!нет\s)(?<!без\s)(?<!никаких\s)вопрос\w*|флуд\w*|болтовн\w*|"
    r"только\s+ники)\b",
    re.IGNORECASE,
)
_TALLY_LINE = re.compile(r"(?m)^[^\n]{1,40}?\s[—–-]\s*\d{1,2}\b[^\n]*$")
_TIME_OR_TAG = re.compile(r"^\s*\[[^\]\n]{1,12}\]|\b\d{1,2}:\d{2}\b")
# A sound typed alone: a laugh, a sigh, a hum
_INTERJECTION = re.compile(
    r"л+о+л+|к+е+к+|ф+у+х+|у+ф+|а?(?:х+а+)+х*|х+м+|м{2,}|о+г+о+|э+х+|о+х+|у+р+а+|м+д+а+|"
    r"ы{2,}|а{2,}|о{2,}|уф+ф*|пф+|тьфу|упс|ура|ого|ага"
)
# "за Лень", "против Кота": a preposition and a name alone, the vote in a voting thread
# ("проти Шрека", set 232: the Ukrainian and Belarusian "против" too)
_BARE_PREP = {"за": "accs", "против": "gent", "проти": "gent", "супраць": "gent"}
# Pictures a phone puts into a bare post ("Ксюша досрочно 🤷", "ой сорри 🦊 Ксюша"): no word.
_BARE_EMOJI = re.compile("[\U0001f300-\U0001faff\u2600-\u27bf\u200d\ufe0f]+")
# "Голос Бориса: Алиса" written by the GM: a vote relayed in a player's name.
# "Голос Бориса: Алиса", "Голос от Бориса — Алиса", "Борис голосует против Алисы (в ЛС)".
_RELAY = re.compile(
    # ("Голос Ёжика в 22:04 не учтён": a clock's colon is no separator)
    # ("Голос Ленки-пенки после 22:00 не учитывается", set 203: a hyphen inside a name)
    # ("Пришёл голос в ЛС от Ивана Царевича: …", "Голос Ваньки-Встаньки (ЛС, 19:12): …", set
    # 227: how it came, and when, said before the colon)
    r"(?:^|[\n.!])\s*(?:(?:пришёл\s+|пришел\s+)?голос\s+"
    r"(?:(?:в\s+)?(?:лс|личку|личных\s+сообщениях)\s+)?(?:от\s+)?(?:игрока\s+)?"
    r"(?P<voter>[^:\n—–()]{2,40}?)(?:\s*\([^()\n]{0,30}\))?"
    r"\s*(?::|[—–]|(?<!\w)-|-(?!\w))(?!\d)\s*(?:голос\s*:\s*)?"
    r"|(?:игрок\s+)?(?P<subject>[^:\n—–,.]{2,40}?)\s+(?:голосует|отдает|отдаёт\s+голос)\s+"
    r"(?:против|за|на)?\s*)(?P<target>[^\n]+)",
    re.IGNORECASE,
)

# ("Голос Котофея — против Сашки88, засчитан", set 215: a ruling on a vote cast in the thread,
# counted there; a relay counts what the thread never saw)
_RULED_OUT = re.compile(
    r"\bне\s+(?:учт|уч[её]т|учит|засчит|счита|принят|принима)\w*|"
    r",\s*(?:засчитан|уч[её]тен|учтён|принят)\w*\s*(?:[.!]|$)",
    re.IGNORECASE,
)


@dataclass(frozen=True, slots=True)
class VoteAction:
    """One counted action: ``vote`` for ``target``, ``unvote``, ``abstain`` or ``pass``."""

    kind: str
    target: str | None
    early: bool
    raw: str
    written: str = ""
    how: str = ""
    voter: str | None = None  # set when the GM relays a player's vote
    final: bool = False  # «окончательно»: the vote is locked (scraper.votes.marks)
    format: tuple[str, ...] | None = None  # "bold", "colour"; None: not looked at

    def as_json(self) -> dict[str, object]:
        out: dict[str, object] = {
            "kind": self.kind,
            "target": self.target,
            "early": self.early,
            "raw": self.raw,
        }
        if self.voter:
            out["voter"] = self.voter
        if self.final:
            out["final"] = True
        if self.format:
            out["format"] = list(self.format)
        return out


@dataclass(frozen=True, slots=True)
class AmbiguousVote:
    """A vote whose target could not be resolved with confidence."""

    raw: str
    candidates: tuple[str, ...]
    early: bool = False
    how: str = ""
    written: str = ""
    voter: str | None = None

    def as_json(self) -> dict[str, object]:
        return {"raw": self.raw, "candidates": list(self.candidates)}


@dataclass(slots=True)
class Extraction:
    """Everything read from one post, in the order written."""

    votes: list[VoteAction] = field(default_factory=list)
    ambiguous: list[AmbiguousVote] = field(default_factory=list)
    sequence: list[VoteAction | AmbiguousVote] = field(default_factory=list)
    text: str = ""  # the author's own text as read (scraper.votes.second_look reads it again)

    def add(self, item: VoteAction | AmbiguousVote) -> None:
        self.sequence.append(item)
        if isinstance(item, VoteAction):
            self.votes.append(item)
        else:
            self.ambiguous.append(item)


class VoteReader:
    """Reads votes from posts with one roster and one profile."""

    def __init__(self, roster: Roster, profile: VoteProfile | None = None) -> None:
        self.roster = roster
        self.profile = profile or VoteProfile()
        self._author: str | None = None
        self._text = ""
        self._quoted: frozenset[str] = frozenset()
        self._read_back: set[str] = set()  # the lines read back from Latin letters
        self._quote_authors: list[str] = []  # the authors of the post's quotes, in order
        written = [w for n in roster.names for w in [n, *roster.aliases.get(n, [])]]
        dotted = sorted({w for w in written if re.search(r"\.\s", w)}, key=len, reverse=True)
        parts = [r"\.\s".join(map(re.escape, re.split(r"\.\s+", w))) for w in dotted]
        self._dotted = re.compile("|".join(parts), re.IGNORECASE) if parts else None
        marked = sorted({w for w in written if _NAME_MARKS.search(w)}, key=len, reverse=True)
        self._marked = (
            re.compile("|".join(map(re.escape, marked)), re.IGNORECASE) if marked else None
        )
        words = "|".join(map(re.escape, self.profile.abstain_words))
        self._abstain = (
            re.compile(rf"^\s*(?:голос\s*:?\s*)?(?:{words})\b", re.I | re.M) if words else None
        )

    def own_text(self, html: str) -> str:
        """The author's own text, with emphasis marked when the profile needs it.

        A short tail under a horizontal rule is a signature, as forums print one.
        """
        return split_html(
            self._own_markup(html),
            VOTE_SELECTORS,
            mark_bold=self.profile.require_bold or self.profile.syntax == "mafiascum",
            mark_coloured=self.profile.require_colour,
            colours=self.profile.colours,
        ).text

    def _own_markup(self, html: str) -> str:
        rule = html.rfind("<hr")
        if rule >= 0 and _RULE.match(html, rule) and len(html) - rule < _SIGNATURE_MAX:
            html = html[:rule]
        if self.profile.syntax in ("mafiascum", "bbtag") and "vote" in html:
            html = _VOTE_TAG_SPAN.sub(_tag_text, html)
        if "<img" in html:
            html = _SMILEY_IMG.sub(_smiley_text, html)
        return html

    def read_html(
        self,
        html: str,
        author_is_gm: bool = False,
        author: str | None = None,
        carried: str | None = None,
    ) -> Extraction:
        """Read a post's markup; each vote of a player's own says whether it is bold or
        coloured (``format``). ``carried``: the vote form the author's post before left
        unfinished, read as this post's first words (``scraper.votes.continued``)."""
        quoted = frozenset(
            player
            for cite in _QUOTED_AUTHOR.finditer(html)
            for player in self.roster.exact(html_lib.unescape(cite.group("who")))
        )
        self._quote_authors = _top_level_quote_authors(html)
        own = self.own_text(html)
        found = self.read_text(
            carried_over(carried, own) if carried else own, author_is_gm, author, quoted
        )
        if carried and self._carried_on(found, carried, own):
            found = _begun_before(found)
        elif carried:
            found = self.read_text(own, author_is_gm, author, quoted)  # a post of its own
        self._quote_authors = []
        if not author_is_gm and self.profile.syntax == "russian" and not carried:
            self._mark_the_ends(found)
        if found.votes and _SWAPPED_FIELDS.search(found.text):
            found = _fields_swapped(found)
        if not found.sequence and not author_is_gm and "туда же" in found.text.lower():
            same = _SAME_PLACE.search(found.text)
            if same:
                # "Мой голос туда же" under a quote (sets 243, 253): the vote follows what is
                # quoted; the GM is shown whom the quote names, nothing is counted
                named = self._named_in_quotes(html)
                found.add(AmbiguousVote(same.group(0), tuple(sorted(named)), how="as quoted"))
        if (
            not found.sequence
            and not author_is_gm
            and self.profile.syntax == "russian"
            and _EMPHASIS_TAG.search(html)
        ):
            for lone in self._lone_emphasised(html):
                found.add(lone)
        if author_is_gm or not found.votes:
            return found
        # A name alone on its line was read by its emphasis, which the reading already knows;
        # looked for again, the same name earlier in the post ("Дымок вчера…") would answer.
        unmarked = [v for v in found.votes if v.format is None]
        marks = formats(
            self._own_markup(html), VOTE_SELECTORS, [(v.raw, v.written) for v in unmarked]
        )
        marked = dict(zip(map(id, unmarked), marks, strict=True))
        return _remade(
            found,
            lambda item: (
                replace(item, format=marked[id(item)])
                if isinstance(item, VoteAction) and id(item) in marked
                else item
            ),
        )

    @staticmethod
    def _carried_on(found: Extraction, carried: str, own: str) -> bool:
        """The reading with ``carried`` first took it up: its first phrase is the carried form
        with the name the post opens with (an unclear one shown whatever it wrote)."""
        first = found.sequence[0] if found.sequence else None
        if first is None or not begins_with(first.raw, carried):
            return False
        return isinstance(first, AmbiguousVote) or name_opens(own, first.written)

    def _mark_the_ends(self, found: Extraction) -> None:
        """A vote form left unfinished at the post's end, or a name set right at its start
        with no vote of its own: unclear votes that ``scraper.votes.continued`` pairs with the
        author's next or previous post."""
        pointed = pointed_at(found.text)
        whom = self.roster.resolve(pointed[1]) if pointed else None
        if pointed and whom and whom.resolved and whom.target:
            # "Голос: туда же, куда и Кот" (set 310): whose vote, not whom; the candidate is
            # filled in where the thread is read in order
            found.add(AmbiguousVote(pointed[0], (), how=POINTED, written=whom.target))
        head = unfinished_head(found.text)
        said = [item.raw.casefold() for item in found.sequence]
        if head is not None and not any(raw.endswith(head.casefold()) for raw in said):
            # ("Алхимику 1986 мой голос", set 19: the name came first, the vote is whole)
            found.add(AmbiguousVote(head, (), how=UNFINISHED))
            return
        written = set_right_name(found.text) if not found.sequence else None
        resolution = self.roster.resolve(written) if written else None
        if written and resolution and resolution.resolved and resolution.target:
            raw = found.text.strip().splitlines()[0][:60]
            found.add(AmbiguousVote(raw, (resolution.target,), how=SET_RIGHT, written=written))

    def _quotes_author(
        self, phrase: Phrase, early: bool, which: str | None
    ) -> VoteAction | AmbiguousVote:
        """ "Голос против автора цитаты" (set 267): the quoted post's author, the first quote's
        or the one its ordinal names; unclear when the post quotes several and names none."""
        authors = self._quote_authors
        index = _ORDINALS.get(which or "", 0 if len(authors) == 1 else None)
        picked = (
            authors[index] if index is not None and -len(authors) <= index < len(authors) else None
        )
        players = self.roster.exact(picked) if picked else set()
        if len(players) == 1:
            target = next(iter(players))
            return VoteAction(
                "vote", target, early, phrase.raw, picked or "", "the quoted post's author"
            )
        named = {p for a in authors for p in self.roster.exact(a)}
        return AmbiguousVote(phrase.raw, tuple(sorted(named)), early, "the quoted post's author")

    def _named_in_quotes(self, html: str) -> set[str]:
        """The players a post's quotes name (their headings left out)."""
        quotes = split_html(_QUOTED_AUTHOR.sub(" ", html), VOTE_SELECTORS).quotes
        words = re.findall(r"[^\W\d_][\w-]*", " ".join(quotes))
        return {player for word in words for player in self.roster.exact(word)}

    def _lone_emphasised(self, html: str) -> list[VoteAction]:
        """A bold or coloured nickname alone on its own line: a vote (RULES §9).

        A bold name inside a sentence is emphasis; a bold heading ("Итоги дня 1") names nobody.
        A post that is nothing but the name is a bare name in the game thread, no vote, unless
        the profile counts it (``emphasised_name``): seven independent sets of labels read it so,
        while a bold name closing a post's reasoning is a vote in every set that has one. A name
        set apart with talk after it is pointed at, no vote (thirteen sets of labels, one
        against).
        """
        lines = split_html(
            html,
            VOTE_SELECTORS,
            mark_bold=True,
            mark_coloured=True,
            colours=self.profile.colours,
        ).text.splitlines()
        said_more = any(
            re.search(r"[^\W\d_]", line) and not _LONE_EMPHASIS.fullmatch(line.strip())
            for line in lines
        )
        if not said_more and not self.profile.emphasised_name:
            return []
        bold = split_html(html, VOTE_SELECTORS, mark_bold=True).text.splitlines()
        colour = split_html(
            html, VOTE_SELECTORS, mark_coloured=True, colours=self.profile.colours
        ).text.splitlines()
        out: list[VoteAction] = []
        for at, line in enumerate(lines):
            lone = _LONE_EMPHASIS.fullmatch(line.strip())
            if lone is None:
                continue
            marks = tuple(
                mark
                for mark, lines in (("bold", bold), ("colour", colour))
                if at < len(lines) and EMPH_OPEN in lines[at]
            )
            words = [w.strip(":;,.!?\"'«»()—–-") for w in lone.group("name").split()]
            words = [w for w in words if w]
            if not words or len(words) > MAX_TARGET_WORDS:
                continue
            if at + 1 < len(lines) and WRONG_PLACE.search(lines[at + 1]):
                continue  # "**Ёжик** ⏎ ой, не та вкладка" (set 241): meant for another thread
            after = "\n".join(lines[at + 1 :])
            if re.search(r"[^\W\d_]", after) and not _NO_COMMENT.match(after):
                # "**Хельга** ⏎ Вот кто скам, запомните" (sets 326, 330, 331 and ten older
                # ones): a name set apart with talk after it is a name pointed at, not a vote
                # (FORMATS.md rule 2); "Без комментариев" after it says there is nothing more
                continue
            resolution, written = self._best(words, "nomn")
            if resolution.resolved and len(written.split()) == len(words):
                how = f"bold or coloured name alone, {resolution.how}"
                raw = line.strip(EMPH_MARKS)
                out.append(
                    VoteAction("vote", resolution.target, False, raw, written, how, format=marks)
                )
        # Two names set apart ("**Мята**", "**Вишня**") are a list, not a vote.
        return out if len({v.target for v in out}) == 1 else []

    def read_text(
        self,
        text: str,
        author_is_gm: bool = False,
        author: str | None = None,
        quoted: frozenset[str] = frozenset(),
    ) -> Extraction:
        """Read the author's own text (emphasis markers allowed).

        ``author`` (his forum name) resolves "голосую против себя"; without it such a vote is
        reported as ambiguous. ``quoted``: the players whose posts this one quotes; one of them
        alone is whom "тебе" answers when the post names nobody it turns to.
        """
        out = Extraction()
        original = text.casefold()
        # "> Голосую против Бармалея" (set 183): a line copied from another's post, quoted by hand
        text = prepare(_COPIED_LINE.sub("", _QUOTE_HEADED.sub("", text)))
        self._read_back = set()
        if self.profile.syntax == "russian" and _LATIN.search(text):
            # "da ya shuchu. Gromov na viselicu": Russian typed in Latin letters, read back
            lines = text.split("\n")
            back = [russian_in_latin(line, _russian_word, self._near_a_name) for line in lines]
            self._read_back = {new for old, new in zip(lines, back, strict=True) if new != old}
            text = "\n".join(back)
        if author_is_gm:
            if self.profile.gm_relay:
                for relayed in self._relayed(text):
                    out.add(relayed)
            return out
        text = self._dotted_names(text)
        if self.profile.syntax == "russian" and _GLUED.search(text):
            text = _GLUED.sub(self._unglued, text)
        if self.profile.syntax == "russian" and _SHORT_KEYWORD.search(text):
            text = _SHORT_KEYWORD.sub(self._short_keyword, text)
        if self.profile.syntax == "russian":
            broken = break_run_on(text, self.names_someone)
            if broken != text:  # an abbreviation that opens an act now is spelled out
                text = prepare(broken)
        self._author = author
        self._quoted = quoted
        self._text = text
        read: list[tuple[Phrase, VoteAction | AmbiguousVote]] = []
        for phrase in self._phrases(text):
            if self._needs_emphasis() and not phrase.emphasised:
                continue
            if self._someone_elses(text, phrase.start):
                continue
            item = self._resolve(phrase, phrase.early)
            if (
                isinstance(item, VoteAction)
                and item.kind == "vote"
                and is_final(text, phrase.start, phrase.end)
            ):
                item = replace(item, final=True)
            if item is not None:
                read.append((phrase, item))
        read = _without_broken_off(text, read)
        read = _without_said_again(text, read)
        if _LAYOUT_NAMED.search(text):
            read = _without_mistyped(original, text, read)
        for item in _without_abandoned(text, read):
            if _withdrawn_again(out, item):
                continue  # "голос снимите, пожалуйста: снимаю голос": one withdrawal, said twice
            out.add(item)
        if not out.sequence and author:
            for item in self._own_in_the_third_person(text, author):
                out.add(item)
        if self.profile.bare_nickname and all(
            isinstance(i, VoteAction) and i.kind == "unvote" for i in out.sequence
        ):
            # "Снимаю голос, Лиса": a withdrawal the grammar reads, then a bare name
            bare = self._bare_votes(text)
            if not out.sequence or any(
                isinstance(b, VoteAction) and b.kind == "vote" for b in bare
            ):
                out = Extraction()
                for item in bare:
                    out.add(item)
        if "\u00a0" in text:  # the name's own space given back for the GM to read
            spaced = Extraction()
            for item in out.sequence:
                raw, written = (s.replace("\u00a0", " ") for s in (item.raw, item.written))
                spaced.add(replace(item, raw=raw, written=written))
            out = spaced
        out.text = text.replace("\u00a0", " ")
        return out

    def _dotted_names(self, text: str) -> str:
        """ "Dr. Watson": the space after a period inside a player's name made unbreakable.

        The grammar ends no sentence or clause at a period with a no-break space after it, so
        "Голос: Dr. Watson, досрочно" keeps the whole name and the early mark.
        """
        if self._marked is not None:
            # "Голос: Dr.Who?", "[KGB]Агент на виселицу" (set 262): the marks a player's name
            # holds are his name's, no question or bracket of the sentence
            text = self._marked.sub(_marks_dropped, text)
        if self._dotted is None or "." not in text:
            return text
        return self._dotted.sub(lambda m: re.sub(r"\.\s", ".\u00a0", m.group(0)), text)

    def _short_keyword(self, match: re.Match[str]) -> str:
        """ "для затравки гс ЛеснаяФея" (set 332): "гс" inside a sentence, before a player's
        name as the roster writes it, is the vote word ("гс записала" is a voice message)."""
        words = match["name"].split()
        for size in range(len(words), 0, -1):
            if self.roster.exact(" ".join(words[:size])):
                word = "ГОЛОС" if match["gs"].isupper() else "голос"
                return f"{word}: {match['name']}"
        return match.group(0)

    def _unglued(self, match: re.Match[str]) -> str:
        """ "голоснаСоню", "казнитьхмурого" (set 333): a vote word run into a player's name, the
        spaces put back when the rest is a form of a name and the whole no word of its own."""
        word, act, prep, name = match.group(0), match["act"], match["prep"] or "", match["name"]
        if _morph().word_is_known(word.lower()) or not self.roster.exact(name):
            return word
        return " ".join(p for p in (act, prep, name) if p)

    def _someone_elses(self, text: str, start: int) -> bool:
        """A line that opens with another player's name and a colon: his vote, recapped.

        "Марта: голос против Совы. Вася: голос против Лаки" written by someone else.
        """
        line = text[text.rfind("\n", 0, start) + 1 : start]
        plain = line.replace(EMPH_OPEN, "").replace(EMPH_CLOSE, "")
        found = _LINE_OWNER.match(plain)
        if not found:
            # "2. Мустанг: вчера голос в последний час, … Голос на Шрама — одна строчка." (set
            # 203): a list item headed by another player, every vote noun on it his
            found = _LIST_ITEM_OWNER.match(plain)
            if not found or _FIRST_PERSON.search(plain[found.end() :]):
                return False
            if not _VOTE_NOUN.match(text, start):
                return False
        owner = self.roster.exact(found.group("who"))
        mine = self.roster.exact(self._author) if self._author else set()
        return len(owner) == 1 and owner != mine

    def _bare_votes(self, text: str) -> list[VoteAction | AmbiguousVote]:
        """A post of a bare vote thread as read below; a post of talk that reads as nothing
        there may still hold one sentence writing a name and that it stays (sets 205, 213)."""
        own = strip_signature(text.replace(EMPH_OPEN, "").replace(EMPH_CLOSE, ""))
        found = self._bare_post(own)
        if found:
            return found
        stays = self._said_to_stay(own)
        return [stays] if stays is not None else []

    def _bare_post(self, own: str) -> list[VoteAction | AmbiguousVote]:
        """A post that is only a player's name (signature removed) in a bare vote thread.

        "<ник> досрочно" is an early vote, a lone "снимаю" an unvote; a remark in brackets is
        left out ("Фрост (ник правильно: Mr_Frost)"). A post of several lines or sentences is
        read piece by piece, as written: "снимаю / Фрост" is an unvote and a vote, and
        "Сметанка... ой нет. Фрост" two votes (the GM counts the last); an aside ("ой не та
        вкладка. Vita") is skipped when the other pieces are names.
        """
        if len(_TALLY_LINE.findall(own)) >= 2:
            return []  # "Шрам_13 — 5 (Омут, Мира, …)" line after line: a count (set 126)
        count = _ONE_COUNT.search(own)
        if count and self._bare_name(count.group("name")) is not None:
            return []  # "Кирпич — 5, дальше без вариантов" (set 213): a count, not a vote
        # "[ДВ] Шрам_13", "Мирон 11:02": a tag in brackets and the time written beside the name
        own = _TIME_OR_TAG.sub(" ", own).strip()
        # a picture between words sets them apart as a comma would: "Оса42 😬 простите"
        own = _BARE_EMOJI.sub(", ", own)
        own = _KAOMOJI.sub(" ", own)  # "Марика досрочно =^.^=" (set 132): a typed face
        own = _BARE_ANNOUNCED.sub("", own)  # "чтобы точно засчитали: Мустанг" (set 156)
        # "было Котофей, стало Шрам88" (set 184): what it was, then what it is
        own = re.sub(r"^[ \t]*было[ \t]+[^,\n]+,[ \t]*стало[ \t]+", "", own, flags=re.IGNORECASE)
        # "Марго → Омутик" (set 234): the change drawn as an arrow, the new name after it
        own = re.sub(r"^[^\n→]{1,40}?[ \t]*(?:→|->|=>|⟶)[ \t]*(?=\S)", "", own)
        # "Kotya93* пальцы не проснулись" (set 144): the star that marks a word set right, then
        # a remark, as after a dash
        own = re.sub(
            r"^([ \t]*[^\s*]+(?:[ \t][^\s*]+)?)\*+(?:[ \t]+(?=\S)|(?=\s*$))", r"\1 — ", own
        )
        own = re.sub(r"[ \t]+—[ \t]*$", "", own)
        own = re.sub(r"[ \t]*,(?:[ \t]*,)*[ \t]*", ", ", own)
        own = re.sub(r"(?m)^[ \t,]+|[ \t,]+$", "", own)
        own = re.sub(r",[ \t]*(?=[.!?…])", "", own)
        own = re.sub(r"[ \t]{2,}", " ", own).strip()
        if _BARE_NO_VOTE.search(own):
            return []
        marked = early_pattern(self.profile.early_word).pattern
        # "Марго\nдосрочно": the early mark alone on the next line belongs to the name
        # "Kolobok, передумал. Досрочно": a settling remark, then the early mark
        own = re.sub(
            # ("kira_mint, без изменений. досрочно", set 114)
            rf"[\s,]+(?:{_SETTLING_WORDS}|без\s+изменений|по-прежнему)(?=[.!]\s+(?:{marked})[\s.!]*$)",
            "",
            own,
            flags=re.IGNORECASE,
        )
        own = re.sub(rf"(?:\n|[.!]\s+)\s*({marked})[\s.!]*$", r" \1", own, flags=re.IGNORECASE)
        # ("Бармаглот. Досрочно, раз уж у всех такая мода", set 120: the remark after a comma)
        remark = re.search(
            rf"(?:\n|[.!]\s+)\s*({marked})(?:[.!]+\s+|,\s*)(?P<tail>[^\n]+)$", own, re.I
        )
        if remark and not self._named_in(remark.group("tail")):
            # "Лина 88. Досрочно. Терять мне нечего.": a remark after the early mark
            own = f"{own[: remark.start()]} {remark.group(1)}"
        # "…скопировала(( Кардинал" (set 117): a sad bracket-smile ends a piece
        own = re.sub(r"(?<=[^\W\d_])[ \t]*\({2,}[ \t]+(?=\S)", ". ", own)
        if ")" not in own:
            # "не успел переголосовать( Bublik" (set 135): one sad bracket, never closed
            own = re.sub(r"(?<=[^\W\d_])\([ \t]+(?=\S)", ". ", own)
        if "(" not in own:
            # "не та вкладка, скопировал вчерашнее) Торт с вишней": a bracket-smile ends a piece
            own = re.sub(r"(?<=[^\W\d_])[ \t]*\)+[ \t]+(?=\S)", ". ", own)
        if "(" in own:
            # "ИРБИС (досрочно)", "Марго (досрочный, если кто забыл)": the early mark in
            # brackets stays, any other remark goes
            # ("Гранат (досрочку не ставлю, второй день же)": the mark denied is no mark)
            own = re.sub(
                rf"\s*\(\s*({marked})(?!\s+не\b)(?:[\s,]+[^()]*)?\)",
                r" \1",
                own,
                flags=re.IGNORECASE,
            )
            own = _BRACKETS.sub(" ", own).strip()
        if _BARE_UNVOTE.fullmatch(own):
            return [VoteAction("unvote", None, False, own, "", "bare withdrawal")]
        asked = _QUESTION_AFTER.match(own)
        if asked and not self._named_in(asked.group("question")):
            own = asked.group("head").rstrip(".!… ")  # "Огонёк. опоздала, да?": a remark
        if re.search(r"\?[!?.…]*$", own):
            return []  # "Фрост?", "Лина?!": asked, not voted
        if self._orders_someone(own):
            # "Фрост, ответь в игровой Коту": a player addressed, not voted for; unless a
            # sentence of a name alone closes the post ("Лида, ты серьёзно?! Ну и ладно. Лида!")
            sentences = re.split(r"(?<=[.!?…])\s+", own)
            last = _BARE_LEAD.sub("", sentences[-1]).strip(" .!…") if len(sentences) > 1 else ""
            # ("…сидеть в теме весь день. Хозяйка, без изменений", set 205: said to stay)
            last = _BARE_STILL.sub("", last) or last
            closing = self._bare_name(last) if last else None
            return [replace(closing, raw=last)] if isinstance(closing, VoteAction) else []
        raw = own
        own = _BARE_STILL.sub("", own) or own
        not_early = _BARE_NOT_EARLY.search(own)
        if not_early:
            own = _BARE_NOT_EARLY.sub("", own)
        first = None if not_early else _BARE_EARLY_FIRST.match(own)
        if first:
            own = f"{own[first.end() :]} {first.group(1)}"  # the early mark read after the name
        own = re.sub(r"(?<=\w)\s*/\s*(?=\w)", " / ", own)  # "Ёжик/Марфа": either of two
        found = self._bare_name(_BARE_SORRY.sub("", own))
        if found is not None and raw != own:
            found = replace(found, raw=raw)
        if found is not None:
            return [found]
        dashed = self._name_then_remark(own) or self._name_then_words(own)
        if dashed is not None:
            return [dashed]
        words = own.rstrip(" !.…").split()  # ("Майор Армстронг!!! :D", set 205: a shout)
        if (
            len(words) in (2, 3)
            and all(re.fullmatch(r"[A-ZА-ЯЁ][a-zа-яё]+", w) for w in words)
            and not any(self.names_someone(w) for w in words)
        ):
            # "Рыжая Соня": a whole post of a nickname's shape, every word capitalised, naming
            # no one living (a dead player, a non-player): unclear, for the GM
            return [AmbiguousVote(" ".join(words), (), how="a name of no one living")]
        split = list(_BARE_PIECES.finditer(own))
        if any(_ALTERNATIVE.match(m.group("piece")) for m in split):
            return self._undecided(split)  # "Лаки. Или Фрост.": undecided
        pieces = [
            _BARE_SETTLED.sub("", _BARE_LEAD.sub("", _RETRACTION.sub("", m.group("piece")))).strip()
            for m in split
            if "?" not in m.group("end")
        ]
        # "ой, это из аниме. Лида досрочно, как было": the vote said again in its piece
        pieces = [_BARE_STILL.sub("", p) or p for p in pieces]
        # "Лимонад, хотя нет — Нокс. Передумал…": in a piece, what follows a retraction stands
        pieces = [_after_retraction(p, self.names_someone) for p in pieces]
        either = self._either_with_remark(pieces)
        if either is not None:
            return [either]
        out = self._bare_pieces([p for p in pieces if p])
        if len(pieces) == 1 and "," in pieces[0] and not out:
            # "Флинт, сорри", "Снимаю голос, Лиса Алиса", "Лаки или Лиса, не могу решить"
            head_text, _, after_comma = pieces[0].partition(",")
            head = self._bare_name(head_text)
            mine = any(  # "Мустанг, повторяю": the author's own act after the name
                _tag(w).person == "1per" for w in re.findall(r"[^\W\d_]+", after_comma.lower())
            )
            if isinstance(head, VoteAction) and (
                (head.target in self._quoted and not mine)  # "Феникс, смело" under his quote
                # "Алхимик, обсуждение в теме игры" (sets 99, 129): sent to the game thread
                or _SENT_ELSEWHERE.search(after_comma)
            ):
                return []
            parts = [
                _BARE_SETTLED.sub("", _BARE_STILL.sub("", _BARE_LEAD.sub("", p))).strip()
                for p in pieces[0].split(",")
                if p.strip()
            ]
            if (
                len(parts) >= 3
                and self._bare_name(parts[0]) is None
                and self._bare_name(parts[-1]) is None
            ):
                return []  # "Это не причина, Котофей, это мяуканье" (set 213): he is addressed
            out = self._bare_pieces(parts, one_vote=True)
        return out

    def _said_to_stay(self, own: str) -> VoteAction | None:
        """The one sentence of a post of talk that writes a name and that it stays: "Misha_Z,
        без изменений." (sets 205, 213), whatever the other sentences say."""
        found = []
        for piece in re.split(r"(?<=[.!?…])\s+|\n", own):
            bare = _BARE_STILL.sub("", piece.strip())
            if bare == piece.strip() or not re.search(r"без\s+изменений", piece, re.I):
                continue
            named = self._bare_name(bare.strip(" ,.!—–-"))
            if isinstance(named, VoteAction):
                found.append(replace(named, raw=bare.strip(" ,.!—–-")))
        return found[0] if len(found) == 1 else None

    def _undecided(self, split: list[re.Match[str]]) -> list[VoteAction | AmbiguousVote]:
        """ "Фил. Или Кася. Пока не считайте": the players offered as the choice, for the GM
        to ask (nothing when fewer than two are named)."""
        named: list[str] = []
        for match in split:
            piece = _ALTERNATIVE.sub("", match.group("piece"), count=1).strip(" .!…")
            found = self._bare_name(piece) if piece else None
            if isinstance(found, VoteAction) and found.target and found.target not in named:
                named.append(found.target)
        if len(named) < 2:
            return []
        raw = " ".join(m.group(0).strip() for m in split[:2]).strip(" .!…")
        return [AmbiguousVote(raw, tuple(named), how="undecided between players")]

    def _name_then_words(self, own: str) -> VoteAction | None:
        """ "Танкист до конца", "Саня777 конечно": a name written exactly, then words that open
        a remark (an adverb, a particle, a conjunction, a preposition, a pardon) naming nobody,
        asking nothing and said to no one. "Танкист молодец" says something of him: no vote."""
        words = own.split()
        if re.search(r"[.!?…\n]", own.rstrip(".!…")):
            return None  # one sentence only: "Агафья тут. Всё, детки?" is talk
        mine = self.roster.exact(self._author) if self._author else set()
        for size in (2, 1):
            if len(words) <= size or not all(re.fullmatch(r"[\w-]+", w) for w in words[:size]):
                continue  # "Ромашка, да, …", "Neko? не, мимо": set off, read elsewhere
            head, rest = " ".join(words[:size]), " ".join(words[size:])
            found = self._bare_name(head)
            if not isinstance(found, VoteAction) or not found.how.endswith("exact"):
                continue
            if found.target in mine:
                return None  # the author's own name: "Агафья тут"
            if "?" in rest or self._named_in(rest) or _addressed(rest):
                return None
            if early_pattern(self.profile.early_word).search(rest):
                return None  # "Брэдли досрочно, …": the early mark is read by its own rule
            # ("Лиса потому что молчит": a reason may tell of her)
            told = re.split(r"\b(?:потому|так\s+как|ибо|раз|т\.к\.)", rest.lower())[0]
            if any(_tells_of_him(w) for w in re.findall(r"[^\W\d_]+", told)):
                return None  # "Гром не играет", "Мираж с меня уже ушла": said of the player
            first = re.sub(r"[^\w-]", "", words[size].lower())
            # a preposition only as a settling phrase opens ("до конца", "без вопросов"):
            # "Мираж с меня уже ушла" tells of her
            pos = _morph().parse(first)[0].tag.POS
            opening = pos in ("ADVB", "CONJ", "PRCL", "INTJ") or first in ("до", "без")
            return replace(found, raw=head) if first in _PARDON or opening else None
        return None

    def _name_then_comma(self, piece: str) -> VoteAction | AmbiguousVote | None:
        """ "Granat, раскладка в теме игры": the last piece of a bare post, a name, a comma and a
        remark that names nobody, asks nothing and says nothing to anyone (set 93)."""
        head, _, remark = piece.partition(",")
        if not remark.strip() or "?" in remark or self._named_in(remark) or _addressed(remark):
            return None
        return self._head_vote(head)

    def _name_then_remark(self, own: str) -> VoteAction | AmbiguousVote | None:
        """ "Rusty_Nail досрочно — продублирую, раз уж…", "Северянин — для протокола": a name,
        then after a dash a remark that names nobody, asks nothing and says nothing to anyone."""
        parts = re.split(r"\s[—–]\s", own, maxsplit=1)
        if len(parts) < 2:
            return None
        head, remark = parts
        if "?" in remark or _addressed(remark):
            return None
        if self._named_in(remark) and not _told_reason(remark):
            return None
        return self._head_vote(head)

    def _head_vote(self, head: str) -> VoteAction | AmbiguousVote | None:
        """The vote a remark's head casts by a name alone, its raw text the head; a departed
        player's name there is shown unclear ("Zefir — вчера топил Стрелка", set 114)."""
        found = self._bare_name(head)
        if isinstance(found, VoteAction) or (
            isinstance(found, AmbiguousVote) and found.how == _DEPARTED
        ):
            return replace(found, raw=head.strip())
        return None

    def _either_with_remark(self, pieces: list[str]) -> AmbiguousVote | None:
        """ "Лида или Тигра. Не решил ещё", "Тигра / Нэко — не могу выбрать": two players
        named as the choice, and a remark that names nobody: undecided, for the GM."""
        heads = [re.split(r"\s[—–]\s", p, maxsplit=1) for p in pieces]
        if not heads or not any(w in _BARE_EITHER for w in heads[0][0].lower().split()):
            return None
        rest = " ".join([*heads[0][1:], *pieces[1:]])
        found = self._bare_name(heads[0][0])
        if isinstance(found, AmbiguousVote) and len(found.candidates) > 1:
            return None if self._named_in(rest) else found
        return None

    def _bare_pieces(
        self, pieces: list[str], one_vote: bool = False
    ) -> list[VoteAction | AmbiguousVote]:
        """The pieces of a bare post that are withdrawals or names, as written.

        The author's own name after a vote is his sign-off ("Мята\nШтирлиц."); with
        ``one_vote`` (pieces of one sentence split at its commas) two names are no vote.
        """
        mine = self.roster.exact(self._author) if self._author else set()
        out: list[VoteAction | AmbiguousVote] = []
        # a first piece then remarks that name nobody: "Тихон, как и передавал через Истину.
        # Вернулся с поезда" (set 141), "Сива ⏎ много вопросов про камень" (set 141, unclear)
        remarks_after = len(pieces) > 1 and not any(self._named_in(p) for p in pieces[1:])
        unclear: AmbiguousVote | None = None
        for at, piece in enumerate(pieces):
            joke = _BARE_JOKE.match(piece)
            if (
                joke
                and out
                and isinstance(out[-1], VoteAction)
                # ("Мурзилку :D шучу, пас пока", set 138: a remark naming nobody after it)
                and (joke.end() == len(piece) or not self._named_in(piece[joke.end() :]))
                and piece[joke.end() : joke.end() + 1] in ("", ",", " ")
            ):
                out.pop()  # "Шрёдингер ⏎ шучу. Скиф": the name before the joke taken back
                continue
            if _BARE_UNVOTE.fullmatch(piece) or self._named_unvote(piece):
                out.append(VoteAction("unvote", None, False, piece, "", "bare withdrawal"))
                continue
            named = self._bare_name(piece)
            if named is None and at == len(pieces) - 1:
                named = self._name_then_words(piece)  # "Ладно, было весело. Nox до конца"
            if named is None and 0 < at == len(pieces) - 1 and not out:
                # "тут я. Granat, раскладка в теме" (after a vote, "Полковник, извини" turns to
                # the one it left)
                named = self._name_then_comma(piece)
            if named is None and at == 0 and remarks_after and _AS_BEFORE.search(piece):
                named = self._name_then_comma(piece)
            if at == 0 and remarks_after and isinstance(named, AmbiguousVote):
                # ("Истина 💥 ⏎ за то, что ночью никого не убило", set 141: the GM's name)
                departed = named.how == _DEPARTED
                unclear = named if len(named.candidates) > 1 or departed else None
            if isinstance(named, VoteAction):
                last = 0 < at == len(pieces) - 1
                if last and named.target in mine and named.written.lower() not in _SELF:
                    continue
                if out and isinstance(out[-1], VoteAction) and out[-1].target == named.target:
                    continue  # "Vbif ⏎ ой раскладка. Миша": the same vote written again right
                out.append(named)
            elif one_vote and isinstance(named, AmbiguousVote) and len(named.candidates) > 1:
                return [named]
        votes = [a for a in out if isinstance(a, VoteAction) and a.kind == "vote"]
        if one_vote and len(votes) > 1:
            return []
        # "отмена. думаю": a withdrawal piece stands with a remark after it
        if votes or (pieces and _BARE_UNVOTE.fullmatch(pieces[0])):
            return out
        return [unclear] if unclear is not None and not out else []

    def _named_in(self, text: str) -> bool:
        """Some word of ``text`` is a player's name or a word of one."""
        return any(self.names_someone(w) for w in re.findall(r"[^\W\d_][\w-]*", text))

    def _orders_someone(self, own: str) -> bool:
        """A name, a comma, then a verb in the imperative or "ты/тебе": the post talks to that
        player ("Фрост, ответь…", "Хан, тебе нельзя, ты же знаешь")."""
        # "Армстронг, ну ты даёшь": a particle may open what is said to him
        # (the name and the comma within the post's first sentence)
        found = re.match(r"\s*[^,\n.!?…]{1,40},\s*(?:(?:ну|а|да|же|вот)\s+)?([^\W\d_]+)", own)
        if found is None:
            return False
        if found.group(1).lower() in _PARDON:
            # "Граф, извини)" votes and begs pardon; "Батон, прости за утро" (set 168) begs
            # the player's pardon for something: said to him
            return re.match(r"\s+за\s+[^\W\d_]", own[found.end(1) :]) is not None
        if re.search(r"\b(?:или|либо)\b|[/—–]", own[: found.start(1)], re.IGNORECASE):
            # "Чешир или Облепиха, сами решайте", "Тигра / Нэко — не могу выбрать, кто-то из
            # них": the choice, said to the table
            return False
        # what follows in the same sentence: "Расти, последнее слово — в игровой, не забудь",
        # "Север, снять голос за десять часов до дедлайна — это смело", "Сова, можно, …"
        said = re.split(r"[.!?…\n]", own[found.start(1) :], maxsplit=1)[0]
        if any(strength(w) for w in re.findall(r"[а-яё]+", said.lower())):
            return False  # "Kerrigan, ты крыса" (set 247): the vote, and a name-call after it
        return _addressed(said)

    def _named_unvote(self, piece: str) -> bool:
        """ "Грома снимаю", "с Тумана отзываю": a withdrawal from a player named first."""
        found = _BARE_NAMED_UNVOTE.fullmatch(piece)
        if found is None:
            return False
        name = found.group("name") or found.group("after")
        resolution = self.roster.resolve(name, "gent")
        if not resolution.resolved:
            resolution = self.roster.resolve(name, "accs")
        return resolution.resolved

    def _bare_name(self, own: str) -> VoteAction | AmbiguousVote | None:
        words = [w.strip(":;,.!?\"'«»()—–-") for w in own.split()]
        written_whole = " ".join(w for w in words if w)
        # a filler that is a player's name stays ("Ника" is a player, not "ника" the nickname's),
        # and so does one that is a word of a name or alias ("Мистер Никто")
        if not self.roster.exact(written_whole) and len(words) > 1:
            # "Ник" alone is the name written (Ника or Никита), not the word "nickname"
            words = [
                w for w in words if w and (w.lower() not in _NAME_FILLER or self.roster.exact(w))
            ]
        else:
            words = [w for w in words if w]
        while len(words) > 1 and words[-1].lower() in _BARE_TRAILING:
            words = words[:-1]  # "Фрост тогда": a word that settles it, after the name
        mine = self.roster.exact(self._author) if self._author else set()
        if len(words) > 2 and words[0].lower() == "я" and words[1].lower() in _BARE_PREP:
            words = words[1:]  # "я за Тиму": the author, then the vote
        if len(words) > 2 and mine and any(w.lower() in _BARE_PREP for w in words[1:3]):
            # "Рыжий Кот против Тени", "НЕОН ЗА МИШУ": the author's own name, then the vote
            at = next(i for i, w in enumerate(words) if i and w.lower() in _BARE_PREP)
            if self.roster.exact(" ".join(words[:at])) == mine:
                words = words[at:]
        early_word = early_pattern(self.profile.early_word)
        early = bool(words) and early_word.fullmatch(words[-1]) is not None
        if early:
            words = words[:-1]
        if not words or len(words) > _BARE_WORDS or "\n" in own:
            return None
        if len(words) > 1 and words[-1].lower() == "пас":
            # "Тим-Тим пас" (set 247): a vote for the player, or the player's pass told; the GM
            # asks which
            passed = self.roster.resolve(" ".join(words[:-1]), "nomn")
            if passed.resolved:
                return AmbiguousVote(own, (str(passed.target),), early, "a name and a pass", "")
            return None
        written = " ".join(words)
        if len(words) == 1 and words[0].lower() in _SELF:
            me = self._pronoun(words[0].lower())  # "себя (надоело)": a vote for oneself
            if me is not None and me.resolved:
                return VoteAction("vote", me.target, early, own, written, f"bare, {me.how}")
            return AmbiguousVote(own, (), early, "the author, not in the roster", written)
        if any(w.lower() in _BARE_EITHER for w in words[1:-1]):
            either, _ = self._best(words, "nomn")  # "Лаки или Лиса": two players, no vote
            if not either.resolved:
                return AmbiguousVote(own, either.candidates, early, either.how, written)
        if len(words) > 1 and words[0].lower() in _BARE_PREP:
            after = " ".join(words[1:])
            found = self.roster.resolve(after, _BARE_PREP[words[0].lower()])
            if found.resolved and not (found.transliterated and not self.profile.transliteration):
                return VoteAction(
                    "vote", found.target, early, own, after, f"bare, a preposition, {found.how}"
                )
        # A name standing alone is in the nominative: "Алекса" is Alexa, not Алекс's genitive.
        resolution = self.roster.resolve(written, "nomn")
        if resolution.resolved and resolution.transliterated and not self.profile.transliteration:
            resolution = Resolution(None, (str(resolution.target),), resolution.how)
        if resolution.resolved:
            return VoteAction(
                "vote", resolution.target, early, own, written, f"bare name, {resolution.how}"
            )
        if not resolution.candidates and self.roster.departed_named(written):
            # "Mirage" (dead), "Истина" (the GM) alone in the vote thread: names nobody living
            return AmbiguousVote(own, (), early, _DEPARTED, written)
        if len(words) == 1 and _INTERJECTION.fullmatch(words[0].lower()):
            return None  # "лол", "фух" alone in the vote thread (set 105): a sound, no name
        if len(words) == 1 and (
            resolution.candidates or _looks_like_a_name(words[0]) or _a_character(words[0])
        ):
            return AmbiguousVote(own, resolution.candidates, early, resolution.how, written)
        if len(words) == 1 and re.fullmatch(r"[A-ZА-ЯЁ][a-zа-яё]", words[0]):
            # "Эд" with Эдвард and Эдди_К alive: two letters are never enough to count, and the
            # GM is shown whose names they start (set 93)
            starts = self.roster.starting_with(words[0])
            if starts:
                return AmbiguousVote(own, tuple(sorted(starts)), early, "two letters", written)
        named = [self.roster.exact(w) for w in words]
        if (
            len(words) == 2
            and all(len(n) == 1 for n in named)
            and named[0] != named[1]
            and re.search(rf"{re.escape(words[0])}\s+{re.escape(words[1])}", own)
        ):
            # "кот кит": two players side by side, neither chosen
            both = tuple(sorted(named[0] | named[1]))
            return AmbiguousVote(own, both, early, "two players named", written)
        return None

    def _addressed(self, text: str, at: int | None = None) -> str | None:
        """The one player the post turns to by name, if any; the one the sentence at ``at``
        opens with wins over others elsewhere ("…, Ветер. … Саш, голосую против тебя")."""
        plain = text.replace(EMPH_OPEN, "").replace(EMPH_CLOSE, "")
        named: set[str] = set()
        here: set[str] = set()
        start = max((plain.rfind(c, 0, at) for c in ".!?\n"), default=-1) if at else -1
        for match in _VOCATIVE.finditer(plain):
            name = match.group("name") or match.group("mention")
            # "Уважаемый shark_attack, …": a word of courtesy before the name (set 112)
            name = _COURTESY.sub("", name)
            found = self.roster.exact(name) or self._pet_name(name)
            if len(found) == 1:
                named |= found
                begins = match.start("name" if match.group("name") else "mention")
                if at is not None and start < begins < at:
                    here |= found
        if len(here) == 1:
            return next(iter(here))
        return next(iter(named)) if len(named) == 1 else None

    def _pet_name(self, word: str) -> set[str]:
        """The one player a capitalised diminutive or another form of his first name calls
        ("Любка, голос на тебя", "Санёк, …"), or the spoken vocative that drops the final
        vowel ("Саш" for Саша, "Лен" for Лена)."""
        if re.fullmatch(r"[А-ЯЁ][а-яё]{1,}", word):
            spoken = {p for end in "ая" for p in self.roster.exact(word + end, "nomn")}
            if len(spoken) == 1:
                return spoken
        if not re.fullmatch(r"[А-ЯЁ][а-яё]{2,}", word):
            return set()
        found = self.roster.resolve(word, "nomn")
        # "Санёк, голос на тебя": a pet form of the first name calls Александр too
        if found.target is None or not ("diminutive" in found.how or "first name" in found.how):
            return set()
        return {found.target}

    def _phrases(self, text: str) -> list[Phrase]:
        if self.profile.syntax == "russian":
            phrases = find_phrases(text, self.profile.early_word)
        else:
            phrases = find_tag_phrases(text, self.profile.syntax)
        if self._abstain is not None:
            taken = {p.start for p in phrases}
            for match in self._abstain.finditer(
                text.replace(EMPH_OPEN, " ").replace(EMPH_CLOSE, " ")
            ):
                if not any(abs(match.start() - s) <= 2 for s in taken):
                    phrases.append(
                        Phrase(
                            "abstain",
                            match.start(),
                            match.end(),
                            (),
                            True,
                            False,
                            True,
                            match.group(0).strip(),
                        )
                    )
            phrases.sort(key=lambda p: p.start)
        if "ас" in text.lower():  # «пас», «Пас», «ПАС»
            phrases = _with_passes(text, phrases)
        return phrases

    def _needs_emphasis(self) -> bool:
        return self.profile.require_bold or self.profile.require_colour

    def _resolve(self, phrase: Phrase, early: bool) -> VoteAction | AmbiguousVote | None:
        if phrase.subject and not self._is_author(phrase.subject):
            return None  # "Ёжик голосует против Совы" written by another: his vote, told
        if phrase.kind in ("unvote", "abstain", "pass"):
            return VoteAction(phrase.kind, None, early, phrase.raw)
        early_word = early_pattern(self.profile.early_word)
        words = [w for w in phrase.target_words if not early_word.fullmatch(w)]
        arrows = [at for at, w in enumerate(words) if _ARROW_WORD.fullmatch(w)]
        if arrows and arrows[-1] + 1 < len(words):
            words = words[arrows[-1] + 1 :]  # "Смена голоса: Кира → Ким": where the vote goes
        # "Голос: 👉 Весна": a sign drawn before the name is no word of it
        drawn = words
        words = [w for w in words if _WORDLIKE.search(w)]
        if not words and len(drawn) == 1 and pictured_words(drawn[0]):
            # "голос на 🦉" (set 237): an animal drawn for the name; the GM reads the picture
            named = {
                player
                for word in pictured_words(drawn[0])
                for player in self.roster.exact(word) | self.roster.part(word)
            }
            if named:
                return AmbiguousVote(phrase.raw, tuple(sorted(named)), early, "a picture")
        either = _EITHER_ENDING.match(self._text, phrase.end) if len(words) == 1 else None
        if either:
            # "Голос: Алекс(а)": the name with an ending in brackets, Алекс or Алекса
            named = self.roster.exact(words[0]) | self.roster.exact(words[0] + either.group(1))
            if len(named) > 1:
                raw = phrase.raw + either.group(0)
                return AmbiguousVote(raw, tuple(sorted(named)), early, "an ending in brackets")
        if words and words[0].lower() in self.profile.abstain_words:
            return VoteAction("abstain", None, early, phrase.raw)
        # a filler alone is what was written for the name: "Голос: Ник" (Ника or Никита)
        while (
            len(words) > 1 and words[0].lower() in _NAME_FILLER and not self.names_someone(words[0])
        ):
            words = words[1:]
        if len(words) > 2 and [w.lower() for w in words[-2:]] == ["если", "что"]:
            words = words[:-2]  # "голос лёхе если что" (set 198): said in passing, not a name
        if len(words) > 1 and self._apposition(words, phrase.case):
            words = words[1:]  # "против кота Барсика": a common noun, then the name
        elif len(words) > 1 and self._borrowed_title(words, phrase.case):
            words = words[1:]  # "против сэра Дрпеппера": a title given to another's name
        quoted_author = _QUOTE_AUTHOR_WORDS.fullmatch(" ".join(w.lower() for w in words[:3]))
        if quoted_author:
            return self._quotes_author(phrase, early, quoted_author.group("which"))
        if [w.lower() for w in words] == ["я"] and _AGAINST_ME.search(phrase.raw):
            words = ["себя"]  # "Голосую против: я" (set 254): the template's field, filled in
        if words and words[0].lower() in _ME:
            return None
        if (
            words
            and words[0].lower() in _NO_TARGET
            and not self.names_someone(words[0])
            # "голос: В. кто понял" (set 303): a capital letter alone is an initial
            and not (len(words) == 1 and len(words[0]) == 1 and words[0].isupper())
        ):
            return None
        if (
            words
            and phrase.case == "accs"
            and words[0].lower() in _HIM_STANDING
            # ("… вам будет стыдно. Туман, голос на тебе оставляю", set 149: in its sentence only)
            and not _PLACED.search(
                re.split(r"[.!?\n]", self._text[max(0, phrase.start - 40) : phrase.start])[-1]
                + self._text[phrase.start : phrase.end]
            )
        ):
            return None  # "мой голос на нём": where a vote stands, as "на Бароне" is
        if words and _HIS_VOICE.search(phrase.raw):
            return None  # "*голос его обрывается*" (set 288): his voice, possessive, no target
        if words and words[0].lower() in ("твой", "твоя") and _MY_VOTE.match(phrase.raw):
            words = ["тебе", *words[1:]]  # "Шрам, мой голос твой": his, the one turned to
        if len(words) > 1 and words[0].lower() in _YOU_POLITE and words[1].lower() in _BOTH:
            # "Голос против вас обоих" (set 299): one vote cannot go to two; whom, the post says
            mine = self.roster.exact(self._author) if self._author else set()
            both = tuple(sorted(self._named_in_post() - mine))
            return AmbiguousVote(phrase.raw, both, early, "two players at once", words[0])
        pronoun = self._pronoun(words[0].lower(), phrase.start) if words else None
        if pronoun and words[0].lower() in _YOU_POLITE and re.search(r"\bна\s+\S+$", phrase.raw):
            pronoun = None  # "мой голос на вас": "на вас" says where it stands, as "на тебе"
        if pronoun is not None:
            if pronoun.resolved:
                return VoteAction("vote", pronoun.target, early, phrase.raw, words[0], pronoun.how)
            if not phrase.strong:
                return None
            return AmbiguousVote(phrase.raw, pronoun.candidates, early, pronoun.how, words[0])
        if phrase.corrected:
            fixed, written = self._best(list(phrase.corrected), phrase.case)
            if fixed.resolved:
                return VoteAction("vote", fixed.target, early, phrase.raw, written, fixed.how)
        resolution, written = self._best(words, phrase.case)
        if resolution.resolved and written == words[0] and _adjective_with_noun(words):
            return None  # "Голосую за тихий час": Тихий's name is an adjective with its noun
        resolution = self._case_off(resolution, written, phrase.case)
        if phrase.exact and not (
            resolution.how == "exact" or self._typed_in_latin(phrase.raw, written, resolution)
        ):
            if len(resolution.candidates) > 1 and (
                self._whole_post(phrase) or self._opens_its_line(phrase)
            ):
                # "гс Марха" and nothing else: a vote, whoever of two players it means
                return AmbiguousVote(
                    phrase.raw, resolution.candidates, early, resolution.how, written
                )
            return None  # "…, голос Димону…" mid-sentence: only a roster form read as written
        if (
            resolution.resolved
            and resolution.how != "exact"
            and _not_a_name(written)
            and (
                (not phrase.strong or _tag(written.lower()).POS != "NOUN")
                # ("Голос за кадром", set 207, with Кард a player: "за" + a thing's
                # instrumental is no vote's case, whoever the slip could be)
                or (phrase.case == "accs" and _thing_in_another_case(written))
                # ("голосую за пельмени со сметаной", set 303, with Пельмень a player: the
                # thing in the plural, never one player)
                or _plural_of(written, str(resolution.target))
            )
            and not (phrase.case == "accs" and _animate_accusative(written))
        ):
            return None  # "Ладно, голос потом": a dictionary word one letter from "котом"
        if resolution.resolved and _FOLLOWING.match(phrase.raw) and _only_instrumental(written):
            return None  # "Я — за Холмсом, как всегда" (set 301): behind him, no vote
        if (
            resolution.resolved
            and self._author
            and resolution.target in self.roster.exact(self._author)
            and _not_a_name(written)
        ):
            return None  # "голосую за мир во всём мире" by Мир: the thing, lower-case, not him
        if resolution.resolved and not phrase.strong and self._tallied(written, phrase):
            return None  # "Голос Ватсону — только Макс": who gave it, a line of a tally
        if resolution.resolved and self._own_execution(phrase, resolution):
            return None  # "Казнить Марка, как же иначе" by Марк: his irony, not a vote
        if self._told_of(phrase, written if resolution.resolved else (words or [written])[0]):
            return None  # "голос за Ольху ты так и не объяснил": another's vote, talked of
        if phrase.whole and len(written.split()) != len(words):
            return None  # "голос.\nВолк молчит": a sentence about him, not a vote
        if phrase.whole and phrase.case == "datv" and not self._dative(written, resolution):
            return None  # "Тётя Мотя голос сорвала": the name is the subject, not whom to
        if resolution.resolved and resolution.transliterated and not self.profile.transliteration:
            resolution = Resolution(None, (str(resolution.target),), resolution.how)
        if (
            resolution.resolved
            and phrase.case == "accs"
            and self._standing(written, resolution, phrase.raw, self._text[phrase.end :])
            and not _RETURNED.search(phrase.raw)
            and (
                not early
                or _EARLY_ALREADY.match(self._text, phrase.end) is not None
                # "голос мой досрочный на Варяге, все в курсе" (set 334): the early vote, where
                # it stands
                or _EARLY_VOTE_STANDS.search(phrase.raw) is not None
            )
        ):
            # "голос на Бароне": where a vote stands ("снова на Бароне" moves it; "на Бароне,
            # и пусть будет досрочный" makes it early, a new act)
            return None
        if (
            resolution.resolved
            and not phrase.strong
            and not early
            and self._restated(phrase, written)
        ):
            return None  # "голосую Танкиста всё ещё", "голос Ежу без изменений": it stands
        if resolution.resolved and self._whose(phrase, written, resolution):
            return None  # "Голос Волка, Алёнушки и Тани": their votes, not one given
        second = self._second_name_closing(phrase.end, resolution) if resolution.resolved else None
        if second:
            # "Голос: Sk1ppy, Чёрная Химера" (set 210): two players, a comma between, the line
            # closed: a careful GM counts neither
            both = tuple(sorted({str(resolution.target), second}))
            return AmbiguousVote(phrase.raw, both, early, "two players named", written)
        if resolution.resolved and len(self._listed_after(phrase.end, resolution.target)) >= 2:
            return None  # "Голос на Ёжика, Сову, Шерлока… не поступал": a list, no choice
        if resolution.resolved:
            return VoteAction(
                "vote",
                resolution.target,
                early,
                phrase.raw if phrase.raw.startswith(written) else _up_to(phrase.raw, written),
                written,
                resolution.how,
            )
        if not resolution.candidates and self.roster.departed_named(written):
            # "гс Петровичу по старой памяти" (set 142), "голос: тень, он мне …" (set 143): a
            # dead player's name, declined or written small, names nobody living
            return AmbiguousVote(phrase.raw, (), early, _DEPARTED, written)
        if not phrase.strong:
            if (
                self._fits_several(written, resolution, phrase.case)
                or (
                    len(resolution.candidates) > 1
                    and (self._whole_post(phrase) or self._opens_its_line(phrase))
                )
                or self._shared_word(written, resolution)
                or resolution.how == "two players named"  # "Казнить Лису или Веру"
                # ("Казнить Лиса" with Лис dead and Лиса alive, set 310: his accusative, her
                # name: the GM decides)
                or resolution.how.endswith(", and departed")
            ):
                return AmbiguousVote(
                    phrase.raw, resolution.candidates, early, resolution.how, written
                )  # "Голос Юле": the dative of Юля and of Юла alike; "гс Марха", all it says
            if len(words) == 1 and (
                (words[0][:1].isupper() and _looks_like_a_name(words[0]))
                # ("голос лёхе если что", set 198: a person's name written small)
                or _only_a_name(words[0])
            ):
                return AmbiguousVote(
                    phrase.raw, resolution.candidates, early, "not a player", words[0]
                )
            return None
        if (
            words
            and _not_a_name(words[0])
            and (
                not resolution.candidates
                or (
                    phrase.case == "accs"
                    and _thing_in_another_case(words[0])
                    and not self._starts_like_a_candidate(words[0], resolution)
                )
            )
        ):
            # ("Голос за кадром: …", set 207: a thing's word, only faintly like a name)
            return None  # "голос — позже", "голос — моё дело", "против шума": no one named
        if (
            not resolution.candidates
            and len(words) == 1
            and words[0].islower()
            and _RELATIVE_AFTER.match(self._text, phrase.end)
        ):
            return None  # "голос против человека, который…": someone described, not named
        if (
            len(words) > 1
            and _adjective(words[0])
            and _not_a_name(words[1])
            # ("меняю голос на рыжую или сову", set 155: two players written small)
            and resolution.how != "two players named"
        ):
            return None  # "ответный голос — дурной тон": a thing described, no one named
        if (
            phrase.case == "accs"
            and resolution.candidates
            and all(self._standing(written, Resolution(c)) for c in resolution.candidates)
        ):
            return None
        candidates = resolution.candidates
        if not candidates and len(words) == 1 and re.fullmatch(r"[A-ZА-ЯЁ][a-zа-яё]", words[0]):
            # "Голос: Ир..." with Ирис and Ирбис alive (set 307): a name broken off after two
            # letters, shown with whose names they start (as in a vote thread, set 93)
            candidates = tuple(sorted(self.roster.starting_with(words[0])))
        return AmbiguousVote(
            phrase.raw,
            candidates,
            early,
            resolution.how,
            " ".join(words[:MAX_TARGET_WORDS]),
        )

    def _starts_like_a_candidate(self, word: str, resolution: Resolution) -> bool:
        """The word starts as a candidate's name or alias does ("ринку": Рина)."""
        head = skeleton(word)[:2]
        return any(
            skeleton(form)[:2] == head
            for name in resolution.candidates
            for form in (name, *self.roster.aliases.get(name, ()))
        )

    def _whole_post(self, phrase: Phrase) -> bool:
        """The phrase is all the author wrote (an emoji or a full stop aside)."""
        rest = self._text[: phrase.start] + self._text[phrase.end :]
        return not re.search(r"\w", rest.replace(EMPH_OPEN, "").replace(EMPH_CLOSE, ""))

    def _case_off(self, resolution: Resolution, written: str, case: str | None) -> Resolution:
        """ "Меняю голос на Кира" (set 173): a name in the nominative where the preposition wants
        another case, while its stem with the case ending read off starts another player's
        name ("Кир-а" of Кирыч): unclear between them."""
        if resolution.resolved and case == "nomn":
            # "Голос: Кири" (set 209): Киря's genitive alone, where a vote names in the
            # nominative, accusative or dative, and one letter from Кира: unclear between them
            cases = self.roster.cases_of(written, str(resolution.target))
            rivals = self.roster.one_edit(written) - {resolution.target}
            # ("Смена голоса: Мира", set 252: Мир's accusative, and one letter from Мирра's
            # own name, which a vote names as written)
            if rivals and cases and "nomn" not in cases:
                rivals = {r for r in rivals if self._one_edit_as_written(written, r)}
            if cases and not cases & {"nomn", "datv"} and rivals:
                both = tuple(sorted({str(resolution.target), *rivals}))
                return Resolution(None, both, how="a case no vote takes, one letter from another")
            return resolution
        if (
            not resolution.resolved
            or case not in ("accs", "gent")
            or not re.fullmatch(r"[А-ЯЁа-яё]{3,}[ая]", written)
        ):
            return resolution
        cases = self.roster.cases_of(written, str(resolution.target))
        if not cases or case in cases:
            return resolution
        stem = skeleton(written[:-1])
        others = {
            name
            for name in self.roster.names
            if name != resolution.target and skeleton(name).startswith(stem)
        }
        if not others:
            return resolution
        both = tuple(sorted({str(resolution.target), *others}))
        return Resolution(None, both, how="a name in a case its preposition never takes")

    def _one_edit_as_written(self, written: str, player: str) -> bool:
        """``written`` is one letter from the player's own name or an alias, as it stands."""
        key = skeleton(written)
        forms = (player, *self.roster.aliases.get(player, []))
        return any(OSA.distance(key, skeleton(form)) <= 1 for form in forms)

    def _opens_its_line(self, phrase: Phrase) -> bool:
        """The phrase opens its line or sentence and ends its clause: "гс Сава, пусть
        объяснится" (set 88), "ладно хватит думать. гс Вини" (set 90): a vote put as the
        sentence's act, whoever of two players it means."""
        head = self._text[: phrase.start].replace(EMPH_OPEN, "").replace(EMPH_CLOSE, "")
        # ("для истории: казнить майора!", set 161: a colon brings the act as a sentence would)
        # ("ну раз ты так, то гс Сня", set 159: the main clause after its condition opens too)
        said = [w for w in phrase.target_words if _WORDLIKE.search(w)]  # a picture is no word
        opened = len(said) == 1 and re.search(
            r"(?:(?:^|[\n.!?…:])[\s)]*|,\s*(?:то|тогда|значит)\s+)$", head
        )
        ends = re.match(r"\s*(?:[,.!—–]|$)", self._text[phrase.end :], re.M)
        return bool(opened and ends)

    def _typed_in_latin(self, raw: str, written: str, resolution: Resolution) -> bool:
        """A post typed wholly in Latin letters ("golos Misha" on a phone without Cyrillic),
        the vote word too, naming a player exactly in the other alphabet."""
        line = _line_of(self._text, raw)
        typed = _LATIN_VOTE_WORD.match(raw) and not _CYRILLIC.search(line)
        return bool(
            (typed or line in self._read_back)  # a line read back from Latin letters
            # "marat" reads Марат by its look-alike letters too: the spelling decides, not the tier
            and resolution.target in self.roster.spelled_across(written, shortest=3)
        )

    def _restated(self, phrase: Phrase, written: str) -> bool:
        """A weak vote whose own verb says it stays, right after the name: "голос X остаётся".

        "Голос: X, остаётся" keeps its formula and is a vote entry; only the weak forms (no
        colon, no preposition) read so.
        """
        at = self._text.find(written, phrase.start)
        said = _STILL_SAID.match(self._text, at + len(written)) if at >= 0 else None
        if said and phrase.case == "datv" and "стоит" in said.group(0).lower():
            return False  # "гс кот стоит" (set 140): the name in its own case, written again
        return said is not None

    def _apposition(self, words: list[str], case: str | None) -> bool:
        """A lower-case word for a living being before a name ("кота Барсика", "подругу Юлю")."""
        first = words[0]
        if first != first.lower() or not re.fullmatch(r"[а-яё]{3,}", first):
            return False
        if self.names_someone(first) or not _morph().word_is_known(first):
            return False
        tag = _tag(first)
        if tag.POS != "NOUN" or "anim" not in tag or {"Name", "Surn", "Patr"} & set(tag.grammemes):
            return False
        found, written = self._best(words[1:], case)
        if not found.resolved:
            return False
        # "против кота Барсика": the name in the noun's case; "за друга Рыжика" (his friend) no
        cases = self.roster.cases_of(written, str(found.target))
        return not cases or not tag.case or tag.case in cases

    def _borrowed_title(self, words: list[str], case: str | None) -> bool:
        """A title in small letters ("сэр", "доктор", "мисс") before another player's name.

        "сэра Дрпеппера" names DrPepper, whatever player "Сэр" begins: an honorific, said of
        him. A capitalised one may be a word of a nickname ("Доктор Немо" mixes two players:
        ambiguous) unless it names no other player ("Доктор Нокс" for Dr.Knox), and "Доктора
        Ливси" is read whole, the title his own.
        """
        if not _TITLE.fullmatch(words[0]):
            return False
        whole, _ = self._best(words, case)
        if whole.resolved:
            return False
        rest, _ = self._best(words[1:], case)
        if not rest.resolved:
            return False
        if words[0].islower():
            return True
        # "Доктор Нокс" for Dr.Knox (set 119): a capitalised title that names no other player
        # is his own title said in Russian
        title = self.roster.resolve(words[0], case)
        others = ({title.target} if title.target else set()) | set(title.candidates)
        return not others - {rest.target}

    def _second_name_closing(self, end: int, resolution: Resolution) -> str | None:
        """Another player's whole name or alias after a comma that closes the line: ", Химера"."""
        rest = _SECOND_NAME.match(self._text, end)
        if rest is None:
            return None
        found = self.roster.exact(rest.group("name").strip())
        if len(found) != 1 or resolution.target in found:
            return None
        return next(iter(found))

    def _listed_after(self, end: int, target: str | None) -> set[str]:
        """Other players listed right after a target: ", Сову, Шерлока и прочих"."""
        named: set[str] = set()
        at = end
        while (item := _LIST_ITEM.match(self._text, at)) is not None:
            found = self.roster.exact(item.group("word")) or self.roster.part(item.group("word"))
            if len(found) != 1 or target in found:
                break
            named |= found
            at = item.end()
        return named

    def _fits_several(self, written: str, resolution: Resolution, case: str | None) -> bool:
        """Two players or more whose names take exactly this form in the phrase's case."""
        if resolution.resolved or len(resolution.candidates) < 2 or not case or not written:
            return False
        return all(case in self.roster.cases_of(written, c) for c in resolution.candidates)

    def _shared_word(self, written: str, resolution: Resolution) -> bool:
        """A capitalised word that two players' names share ("Повесить Серого" with Серый Волк
        and Серый Кардинал alive): a vote, whichever of them it means."""
        if resolution.resolved or len(resolution.candidates) < 2 or " " in written:
            return False
        return written[:1].isupper() and set(resolution.candidates) <= self.roster.part(written)

    def _is_author(self, subject: tuple[str, ...]) -> bool:
        """The last words of a sentence's subject name the author ("…, но Мотя голосует")."""
        mine = self.roster.exact(self._author) if self._author else set()
        if len(mine) != 1:
            return False
        for size in (2, 1):
            if len(subject) >= size:
                found = self.roster.resolve(" ".join(subject[-size:]), "nomn")
                if found.resolved and {found.target} == mine:
                    return True
        return False

    def _near_a_name(self, word: str) -> bool:
        """``word`` names a player, or is as near one as a typo ("Roe": Roy or Rose)."""
        if self.names_someone(word):
            return True
        found = self.roster.resolve(word)
        return found.resolved or bool(found.candidates)

    def names_someone(self, word: str) -> bool:
        """``word`` is a player's name or alias, or a word of one, as written."""
        return bool(self.roster.exact(word) or self.roster.part(word))

    def _pronoun(self, word: str, at: int | None = None) -> Resolution | None:
        """A vote for oneself ("против себя") or for the player the post turns to ("тебя"), the
        one the sentence at ``at`` opens with first."""
        if word in _SELF:
            if self._author:
                found = self.roster.exact(self._author)
                if len(found) == 1:
                    return Resolution(next(iter(found)), how="the author himself")
            return Resolution(None, how="the author, not in the roster")
        if word in _HIM:
            named = self._named_in_post() - {self._addressed(self._text)}
            mine = self.roster.exact(self._author) if self._author else set()
            named -= mine
            # the authors the post quotes may be whom "him" means as well (set 267)
            quoted = self._quoted - mine
            if len(named) == 1 and not quoted - named:
                return Resolution(named.pop(), how=_THE_ONE_NAMED)
            if not named and len(quoted) == 1:
                # "Голос против неё" under a quote of Мира, no one else named
                return Resolution(next(iter(quoted)), how="the player the post quotes")
            if named or quoted:
                return Resolution(None, tuple(sorted(named | quoted)), how="named or quoted")
            return Resolution(None, how="whom the pronoun means is unclear")
        if word in _YOU_POLITE:
            polite = self._addressed(self._text, at)
            return Resolution(polite, how="the player the post turns to") if polite else None
        if word in _YOU:
            addressee = self._addressed(self._text, at)
            if addressee:
                return Resolution(addressee, how="the player the post turns to")
            answered = self._quoted - (self.roster.exact(self._author) if self._author else set())
            if len(answered) == 1:
                # "гс тебе обратно" under a quote of Кит: the one player the post answers
                return Resolution(next(iter(answered)), how="the player the post quotes")
            return Resolution(None, how="whom the post turns to is unclear")
        return None

    def _named_in_post(self) -> set[str]:
        """Players the post names exactly, by any word of it ("с Дарком всё ясно")."""
        plain = self._text.replace(EMPH_OPEN, " ").replace(EMPH_CLOSE, " ")
        named: set[str] = set()
        for word in re.findall(r"[^\W_][\w-]*", plain):
            if word.lower() in _HIM:
                continue
            found = self.roster.exact(word) or self.roster.part(word)
            if len(found) == 1:
                named |= found
        return named

    def _tallied(self, written: str, phrase: Phrase) -> bool:
        """A dash after the target, then a player's name: who voted so, as a tally writes it."""
        at = self._text.find(written, phrase.start)
        voter = _VOTER_AFTER.match(self._text, at + len(written)) if at >= 0 else None
        if not voter:
            return False
        # the author counts himself in his own tally: "Против Лекса — я"
        me = voter.group("name").lower() == "я"
        if not me and len(self.roster.exact(voter.group("name"))) != 1:
            return False
        return bool(
            _TALLY_WORD.search(self._text)
            or len(_TALLY_LINE.findall(self._text)) >= 2
            or len(_TALLY_NAMES_LINE.findall(self._text)) >= 2 + me
        )

    def _own_execution(self, phrase: Phrase, resolution: Resolution) -> bool:
        """An execution call naming the author himself by name ("Казнить Марка" by Марк) is
        irony; a player who votes for himself writes the vote word or "себя"."""
        if phrase.strong or not _EXECUTION_CALL.match(phrase.raw) or not self._author:
            return False
        return self.roster.exact(self._author) == {resolution.target}

    def _told_of(self, phrase: Phrase, written: str) -> bool:
        """The vote is the object of a verb whose subject, a pronoun, follows it at once."""
        at = self._text.find(written, phrase.start)
        after = _SUBJECT_AFTER.match(self._text, at + len(written)) if at >= 0 else None
        if after is None:
            return False
        for word in after.group("rest").lower().split():
            tag = _tag(word)
            if tag.POS == "VERB":
                return bool(tag.tense == "past")
        return False

    def _whose(self, phrase: Phrase, written: str, resolution: Resolution) -> bool:
        """ "Голос X" with X in the genitive only: X's vote talked about, not a vote for X.

        Only the weak "голос X" (no colon, no preposition) reads so; "Голос Сове" (dative) and
        "Голос Кот" (as a name is written) are votes.
        """
        if phrase.strong or phrase.case != "datv":
            return False
        cases = self.roster.cases_of(written, str(resolution.target))
        # a form the tables read as locative only ("Табуле Расе") is the dative after a bare
        # "голос": the two coincide for names in -а/-я (not "Говоруне": Говоруну is the dative)
        in_a = any(w.lower().endswith(("а", "я", "a")) for w in str(resolution.target).split())
        return bool(cases) and not cases & ({"datv", "nomn", "loct"} if in_a else {"datv", "nomn"})

    def _dative(self, written: str, resolution: Resolution) -> bool:
        """True when ``written`` names the player in the dative ("Ёжику", "Алексе")."""
        if not resolution.resolved:
            return False
        cases = self.roster.cases_of(written, str(resolution.target))
        if cases:
            return "datv" in cases
        return re.search(r"[уюеи]$", written.lower()) is not None  # "Гендальфу": a typo's ending

    def _standing(
        self, written: str, resolution: Resolution, raw: str = "", after: str = ""
    ) -> bool:
        """True when the target is written in the locative ("на Бароне"), never accusative.

        After a verb of staying ("остаётся на Kiri", "оставляю на докторе") any form that is
        not plainly the accusative says the same.
        """
        cases = self.roster.cases_of(written, str(resolution.target))
        if not cases and re.fullmatch(r"[A-Za-z]+", written):
            cases = self.roster.translit_cases(written, str(resolution.target))
        if not cases and resolution.how in (
            "one word of the name",
            "the start of the name, declined",
        ):
            # "Голос на Деде" (Дед Мазай), "на Вайпере" (ViperX): the word declines as a noun;
            # "на Рыжей" (Рыжая Бестия, set 179) as an adjective
            parses = _morph().parse(written.lower())
            cases = {str(p.tag.case) for p in parses if p.tag.POS in ("NOUN", "ADJF")}
        if (
            not cases
            # ("голос на Гоусте", Ghost_7 read one letter off, set 309: the same ending)
            and (resolution.transliterated or resolution.how == "one edit from the name")
            and re.fullmatch(r"[а-яё]+[бвгджзклмнпрстфхцчшщй]е", written.lower())
            and not re.search(r"\bбудет\b", raw, re.IGNORECASE)
        ):
            # "голос на Найтингейле" (Nightingale, set 246): a Latin name declined in Cyrillic
            # letters, its locative ending written ("голос мой будет на Джеке" says where it
            # goes, set 1)
            cases = {"loct"}
        if cases and "loct" in cases and "accs" not in cases:
            return True
        at = raw.find(written)
        last = written.split()[-1] if written.split() else written
        # "Mr. Black" is written "Mr Black" once its words are read: end at its last word
        upto = at + len(written) if at >= 0 else raw.find(last) + len(last)
        tail = raw[upto:] if raw and raw[upto:].strip() else after
        shows_none = not cases and "declined" not in resolution.how
        if _STAYS_AFTER.match(tail) and {"accs", "loct"} <= cases:
            return True  # "Голос на Mr. Black остаётся": a name that shows no case, the verb
        kept = _KEPT_AFTER.match(tail)
        # ("Голос на Рыжей, не трогаю", set 179: left alone, as held)
        held = kept is not None and re.sub(r"\s+", " ", kept.group(1).lower()) in (
            "держу",
            "не трогаю",
        )
        if kept and (shows_none or ({"accs", "loct"} <= cases and held)):
            # "Голос на Профе оставляю": a clipped name read by its start; "на Сноу держу":
            # a name of one form, held. "голос на Сноу оставляю" writes the form again, a vote
            # (FORMATS.md rule 3, set 92)
            return True
        if (_AS_IT_WAS.match(raw[upto:] if raw else "") or _AS_IT_WAS.match(after)) and not (
            _PUT_BACK.match(after) or _GIVING.search(raw)
        ):
            return True
        if not raw or not _STAYS_ON.search(raw[:upto]):
            return False
        # "оставляю на Мистраль", "остаётся на Kiri": after a verb of staying a name that shows
        # no case (the nominative's form: a woman's name in -ь, a Latin name) stands; only a
        # plain accusative ("оставляю на Грозу") moves the vote
        return not cases or "accs" not in cases or bool(cases & {"nomn", "loct"})

    def _best(self, words: list[str], case: str | None = None) -> tuple[Resolution, str]:
        """Longest run of leading words naming exactly one player; else the best fit."""
        words = _split_slashes(words)
        joined = [i for i, w in enumerate(words[:MAX_TARGET_WORDS]) if w.lower() in _EITHER]
        if (
            joined
            and 0 < joined[0] < len(words) - 1
            # ("отдаю голос Мастеру Пепперу и с интересом послушаю", set 199: a preposition
            # after "и" goes on with the sentence, no second name)
            and not _preposition_or_particle(words[joined[0] + 1])
        ):
            # "Голос: Кот или Ёжик": two players named, a careful GM counts neither.
            left, _ = self._best(words[: joined[0]], case)
            right, _ = self._best(words[joined[0] + 1 :], case)
            names = {r.target for r in (left, right) if r.target} | {
                c for r in (left, right) for c in r.candidates
            }
            other = words[joined[0] + 1]
            if not right.resolved and not right.candidates and other[:1].isupper():
                # "Голос: Мустанг или Хо" (set 238): the other choice a capitalised start of a
                # name, two players the author hesitates between
                names |= self.roster.starting_with(other.strip(",.!?"))
            if len(names) != 1:
                return Resolution(None, tuple(sorted(names)), how="two players named"), ""
        for size in range(min(len(words), MAX_TARGET_WORDS), 0, -1):
            written = " ".join(words[:size])
            found: set[str] = self.roster.exact(written, case)
            if len(found) == 1:
                target = next(iter(found))
                cut = self.roster.exact(" ".join(words[: size - 1]), case) if size > 1 else set()
                if cut and cut != found and len(words[size - 1]) <= 2:
                    # "голос мила н" (set 253): Милан split by a voice's pause, or Мила and a
                    # stray letter; the GM reads which
                    return Resolution(
                        None, tuple(sorted(found | cut)), how="a name split, its start another's"
                    ), written
                crossed = self._crossed_longer(words, size, target)
                if crossed is not None:
                    return crossed
                rivals = self.roster.exact_rivals(written, found)
                if rivals:
                    both = tuple(sorted(found | rivals))
                    return Resolution(None, both, how="another's name as well"), written
                others = self._named_after(words, size, target)
                if others:
                    return Resolution(
                        None, tuple(sorted({target, *others})), how="words of two players"
                    ), written
                beside = self.roster.resolve(written, case)
                if not beside.resolved and "departed" in beside.how:
                    # "Голос: Лиса!" with Лиса dead and Лис alive (set 279): her name written
                    # whole, his in a case; the GM reads which
                    return beside, written
                return Resolution(target, how="exact"), written
            if len(found) > 1:
                return Resolution(None, tuple(sorted(found)), how="several players fit"), written
        tries = [
            (self.roster.resolve(" ".join(words[:size]), case), " ".join(words[:size]))
            for size in range(min(len(words), MAX_TARGET_WORDS), 0, -1)
        ]
        accepted = {r.target for r, _ in tries if r.target is not None}
        if len(accepted) == 1:
            chosen = accepted.pop()
            resolution, written = next((r, w) for r, w in tries if r.target == chosen)
            others = self._named_after(words, len(written.split()), chosen)
            if others:
                return Resolution(
                    None, tuple(sorted({chosen, *others})), how="words of two players"
                ), written
            if self._contradicted(words, len(written.split()), chosen):
                # "Маг Огня": half the name fits, the other half names someone else
                # ("Хмурого Нуба", set 257: the other half another's own name, both shown)
                after = self.roster.resolve(words[len(written.split())], case)
                named = {chosen} | (
                    {after.target} if after.how == "exact" and after.target else set()
                )
                return Resolution(
                    None, tuple(sorted(named)), how="the next word is not his"
                ), written
            return resolution, written
        if not accepted and words and "-" in words[0].strip("-"):
            epithet = self._before_epithet(words[0], case)
            if epithet is not None:
                return epithet
        if not accepted and len(words) >= 2:
            # "на Макса Пауэра" (set 162): the first word fits Max_Power and Максимилиан, the
            # second is Max_Power's alone, both declined
            first = tries[-1][0]
            second = self.roster.resolve(words[1], case)
            if second.target is not None and second.target in first.candidates:
                settled = replace(second, how=f"{second.how}; the second word settles the first")
                return settled, " ".join(words[:2])
            if second.target is not None and first.candidates and second.how == "exact":
                # "Морского Котика" (set 256): the first word near one name, the second
                # another's own; a blend of two players, both shown
                accepted.add(second.target)
        candidates = sorted(
            {c for r, _ in tries for c in r.candidates} | {a for a in accepted if a}
        )
        how = "no confident match" if not accepted else "different players fit"
        return Resolution(None, tuple(candidates), how=how), " ".join(words[:1])

    def _before_epithet(self, word: str, case: str | None) -> tuple[Resolution, str] | None:
        """ "совушки-болтушки": a name with a rhyming epithet that names nobody else."""
        name, _, epithet = word.partition("-")
        found = self.roster.resolve(name, case)
        if not found.resolved:
            return None
        other = self.roster.resolve(epithet, case)
        if other.resolved and other.target != found.target:
            # "Гришки-Маруськи": each half names a player; the GM decides
            both = tuple(sorted({str(found.target), str(other.target)}))
            return Resolution(None, both, how="two players in one word"), word
        if other.candidates:
            return None
        return Resolution(found.target, how=f"{found.how}, with an epithet"), word

    def _crossed_longer(
        self, words: list[str], used: int, target: str
    ) -> tuple[Resolution, str] | None:
        """ "Найт Оул": one word is another player's alias, both words spell night_owl."""
        if used >= len(words) or used >= MAX_TARGET_WORDS:
            return None
        longer = " ".join(words[: used + 1])
        crossed = self.roster.transliterated(longer)
        if len(crossed) != 1 or target in crossed:
            return None
        player = next(iter(crossed))
        how = f"{longer} → {player}, by transliteration"
        return Resolution(player, how=how, transliterated=True), longer

    def _contradicted(self, words: list[str], used: int, target: str) -> bool:
        """A capitalised word right after a partial name that is no part of that name.

        Only when at most half the name was written ("Маг Огня" for "Маг Ветра"); "Wile E.
        Scum" names Wile E. Coyote by two words of three, a joke a GM reads at once.
        """
        if used >= len(words) or not words[used][:1].isupper():
            return False
        if used * 2 > len(re.split(r"[\s_.]+", target.strip(" ."))):
            return False
        nxt = words[used]
        if self.roster.exact(" ".join(words[: used + 1])) == {target}:
            return False
        stem = nxt.lower()[:3]
        if any(w.lower().startswith(stem) for w in re.split(r"[\s_.]+", target)):
            return False  # "Sir Reggie": a short form of the next word of his name
        own = self.roster.resolve(nxt)
        return own.target != target and nxt.lower() not in _EITHER and len(nxt) > 2

    def _named_after(self, words: list[str], used: int, target: str | None) -> set[str]:
        """Other players named exactly by the next words of the target phrase."""
        named: set[str] = set()
        if target and _whole_forum_name(" ".join(words[:used]), target):
            # "голос на Dimon_228 он злой": the whole name written, then talk; unless the one
            # word left is another player's whole name ("VOTE: Jay_Bird, mole")
            last = self.roster.exact(words[used]) if len(words) == used + 1 else set()
            return last - {target} if len(last) == 1 else named
        for word in words[used : used + 2]:
            if word.lower() in ("вместо", "кроме", "не"):
                break  # "Отдаю голос Кеше вместо Лерока" (set 286): the one it is not
            found = self.roster.exact(word) or self.roster.part(word)
            # ("Голос: Ольга Павловна" with Ольга Дмитриевна, Анна and Вера Павловна, set 240:
            # a word two others' names share after the first name, halves of three)
            if found and len(found) <= 2 and target not in found:
                named |= found
        return named

    def _own_in_the_third_person(self, text: str, author: str) -> list[VoteAction | AmbiguousVote]:
        """ "Голос Огненного Полковника: Tim4ik" written by Огненный Полковник himself (set 150):
        the relay form naming its own author is his own vote."""
        me = self.roster.exact(author)
        return [
            replace(item, voter=None)
            for item in self._relayed(text)
            if isinstance(item, VoteAction)
            and item.voter is not None
            and item.voter in me
            # ("Ёжик голосует за Мурку? Нет, …", set 258: asked of himself, then denied)
            and "?" not in item.raw
        ]

    def _relayed(self, text: str) -> list[VoteAction | AmbiguousVote]:
        """Votes the GM posts in players' names: "Голос Бориса: Алиса"."""
        plain = text.replace(EMPH_OPEN, "").replace(EMPH_CLOSE, "")
        found: list[VoteAction | AmbiguousVote] = []
        for match in _RELAY.finditer(plain):
            if _RULED_OUT.search(match.group("target")):
                continue  # "Голос Бориса: Алиса — не засчитан": a ruling on it, no relay
            voter = self.roster.resolve((match.group("voter") or match.group("subject")).strip())
            if not voter.resolved:
                continue
            words = [w.strip(":;,.!?\"'«»()") for w in match.group("target").split()]
            words = [w for w in words if w]
            marker = early_pattern(self.profile.early_word)
            early = marker.search(match.group("target")) is not None
            words = [w for w in words if not marker.fullmatch(w)]
            case = None
            if len(words) > 1 and words[0].lower() in _PREP_CASE:
                # "Голос Ржавого — против Круга" (set 43): the target after its preposition
                case, words = _PREP_CASE[words[0].lower()], words[1:]
            resolution, written = self._best(words, case)
            raw = match.group(0).strip(" \n.!")
            if resolution.resolved:
                found.append(
                    VoteAction(
                        "vote", resolution.target, early, raw, written, resolution.how, voter.target
                    )
                )
            else:
                found.append(
                    AmbiguousVote(
                        raw,
                        resolution.candidates,
                        early,
                        resolution.how,
                        " ".join(words[:1]),
                        voter.target,
                    )
                )
        return found


def _without_mistyped(
    original: str, text: str, read: list[tuple[Phrase, VoteAction | AmbiguousVote]]
) -> list[tuple[Phrase, VoteAction | AmbiguousVote]]:
    """ "ujkjc: vfpfq ⏎ тьфу, раскладка. голос: Мазай" (set 298): a vote typed on the Latin
    layout (read back, so its words are not in what was typed), then typed again after naming
    the slip, is one vote: the one typed again."""
    named = _LAYOUT_NAMED.search(text)
    assert named is not None
    mistyped = [
        (phrase, item)
        for phrase, item in read
        if phrase.start < named.start() and item.raw.casefold() not in original
    ]
    again = any(phrase.start > named.end() for phrase, _ in read)
    return [pair for pair in read if pair not in mistyped] if again else read


def _without_said_again(
    text: str, read: list[tuple[Phrase, VoteAction | AmbiguousVote]]
) -> list[tuple[Phrase, VoteAction | AmbiguousVote]]:
    """ "Меняю голос на Тимона, ставлю на него, как на лошадь" (set 327): a pronoun that says the
    vote again in the same sentence is the vote just cast, not a second one; so is the same vote
    set right in other words ("vote Pyotr... то есть голос Пётр Великий", set 8)."""
    kept: list[tuple[Phrase, VoteAction | AmbiguousVote]] = []
    for phrase, item in read:
        last = kept[-1] if kept else None
        again = (
            last is not None
            and isinstance(item, VoteAction)
            and item.kind == "vote"
            and isinstance(last[1], VoteAction)
            and last[1].kind == "vote"
            and last[1].target == item.target
            and (
                (
                    item.how == _THE_ONE_NAMED
                    and not re.search(r"[.!?\n]", text[last[0].end : phrase.start])
                )
                or _SET_RIGHT_WORDS.match(phrase.raw) is not None
            )
        )
        if again:
            continue
        if (
            last is not None
            and isinstance(last[1], VoteAction)
            and last[1].kind == "vote"
            and isinstance(item, VoteAction | AmbiguousVote)
            and _SET_RIGHT_WORDS.match(phrase.raw)
            and _VOTE_WORD.search(phrase.raw)
        ):
            # "vote Fox... то есть голос Василиса" (set 8): the vote set right at once
            kept[-1] = (phrase, item)
            continue
        kept.append((phrase, item))
    return kept


def _without_broken_off(
    text: str, read: list[tuple[Phrase, VoteAction | AmbiguousVote]]
) -> list[tuple[Phrase, VoteAction | AmbiguousVote]]:
    """ "мой голос уходит на Сер... нет, на себя не буду … Ставлю голос на Пинка" (set 270): a
    name broken off after its first letters and denied is no vote when another follows."""
    kept = []
    for at, (phrase, item) in enumerate(read):
        broken = (
            isinstance(item, VoteAction)
            and item.how.startswith("start of the name")
            and (_BROKEN_OFF.search(phrase.raw) or _BROKEN_OFF.match(text, phrase.end))
            and any(isinstance(later, VoteAction) for _, later in read[at + 1 :])
        )
        if not broken:
            kept.append((phrase, item))
    return kept


def _top_level_quote_authors(html: str) -> list[str]:
    """The authors the post's outermost quotes name in their headings, in order."""
    authors = []
    depth = 0
    cites = {m.start(): m.group("who") for m in _QUOTED_AUTHOR.finditer(html)}
    marks = sorted(
        [(m.start(), m.group(0)) for m in _QUOTE_TAG.finditer(html)]
        + [(at, "cite") for at in cites]
    )
    for at, mark in marks:
        if mark == "cite":
            if depth == 1:
                authors.append(html_lib.unescape(cites[at]))
        elif mark.startswith("</"):
            depth = max(0, depth - 1)
        else:
            depth += 1
    return authors


def _marks_dropped(match: re.Match[str]) -> str:
    """A name's own marks left out; a closing "?" or "!" before a new sentence kept as its stop
    ("Кто здесь Dr.Who? Голос: Смит")."""
    name = _NAME_MARKS.sub("", match.group(0))
    after = match.string[match.end() : match.end() + 2]
    if match.group(0)[-1] in "?!" and re.match(r"\s+[A-ZА-ЯЁ]", after + "x"):
        return name + "."
    return name


def _fields_swapped(found: Extraction) -> Extraction:
    """The votes written in a template's early field shown unclear, the rest as read."""
    return _remade(
        found,
        lambda item: (
            AmbiguousVote(item.raw, (item.target,), True, "the template's fields swapped")
            if isinstance(item, VoteAction) and item.target and _EARLY_FIELD.match(item.raw)
            else item
        ),
    )


def _russian_word(word: str) -> bool:
    """A Russian word, or one of the vote's own words the dictionary lacks ("переголосовываю")."""
    return _morph().word_is_known(word) or _VOTE_STEM.match(word) is not None


def _adjective_with_noun(words: list[str]) -> bool:
    """ "тихий час", "рыжая кошка": a lower-case adjective agreeing with the noun after it, a
    phrase of the language rather than a nickname."""
    if len(words) < 2 or not (words[0].islower() and words[1].islower()):
        return False
    first, noun = _morph().parse(words[0])[0].tag, _morph().parse(words[1])[0].tag
    return bool(
        first.POS == "ADJF"
        and noun.POS == "NOUN"
        and first.case == noun.case
        and (first.number == "plur" or first.gender == noun.gender)
    )


def joined_posts(
    found: Sequence[Extraction],
    voters: Sequence[str | None],
    threads: Sequence[Hashable],
    reread: Callable[[int, str], Extraction],
) -> list[Extraction]:
    """The readings of a run of posts, in thread order, with each vote a player wrote over two
    posts joined (``scraper.votes.continued.join``): ``reread(at, head)`` reads post ``at``
    again as the rest of the vote form ``head``."""
    return join(found, voters, threads, _ExtractionSide(reread))


def post_joiner(reread: Callable[[int, str], Extraction]) -> Joiner[Extraction]:
    """``joined_posts`` one post at a time (``votes extract`` streams): ``reread(at, head)``
    reads the post just given again as the rest of the vote form ``head``."""
    return Joiner(_ExtractionSide(reread))


@dataclass(frozen=True, slots=True)
class _ExtractionSide:
    """``continued.join`` on the reader's own readings."""

    reread: Callable[[int, str], Extraction]

    def acts(self, reading: Extraction) -> list[Act]:
        return [
            Act(item.how, item.raw, item.written, False, item.kind, item.target)
            if isinstance(item, VoteAction)
            else Act(item.how, item.raw, item.written, True, candidates=item.candidates)
            for item in reading.sequence
        ]

    def without(self, reading: Extraction, how: str) -> Extraction:
        return _without(reading, lambda a: a.how == how)

    def settled(self, reading: Extraction, counted: bool) -> Extraction:
        def vote(item: VoteAction | AmbiguousVote) -> VoteAction | AmbiguousVote | None:
            if not (isinstance(item, AmbiguousVote) and item.how == SET_RIGHT):
                return item
            if not counted:
                return None
            return VoteAction(
                "vote", item.candidates[0], False, item.raw, item.written, SET_RIGHT_AFTER
            )

        return _remade(reading, vote)

    def pointed(self, reading: Extraction, target: str | None) -> Extraction:
        return _remade(
            reading,
            lambda item: (
                replace(item, candidates=(target,) if target else ())
                if isinstance(item, AmbiguousVote) and item.how == POINTED
                else item
            ),
        )


def _begun_before(found: Extraction) -> Extraction:
    """The reading with its first phrase marked as the one the post before began."""
    first = found.sequence[0] if found.sequence else None
    return _remade(
        found,
        lambda item: replace(item, how=f"{item.how}, {BEGUN_BEFORE}") if item is first else item,
    )


def _without(found: Extraction, dropped: Callable[[AmbiguousVote], bool]) -> Extraction:
    return _remade(
        found, lambda item: None if isinstance(item, AmbiguousVote) and dropped(item) else item
    )


def _remade(
    found: Extraction,
    change: Callable[[VoteAction | AmbiguousVote], VoteAction | AmbiguousVote | None],
) -> Extraction:
    """The reading with each item changed (None: left out), in order, its text kept."""
    out = Extraction(text=found.text)
    for item in found.sequence:
        if (changed := change(item)) is not None:
            out.add(changed)
    return out


def _withdrawn_again(out: Extraction, item: VoteAction | AmbiguousVote) -> bool:
    """An unvote right after another, with no vote between: the same act said again."""
    last = out.sequence[-1] if out.sequence else None
    return (
        isinstance(item, VoteAction)
        and item.kind == "unvote"
        and isinstance(last, VoteAction)
        and last.kind == "unvote"
    )


def _with_passes(text: str, phrases: list[Phrase]) -> list[Phrase]:
    """A line that is only «пас» ("Голос: пас") is a pass, whatever else read it."""
    plain = text.replace(EMPH_OPEN, " ").replace(EMPH_CLOSE, " ")
    passes = [
        Phrase("pass", m.start(), m.end(), (), True, False, True, m.group(0).strip())
        for m in PASS_LINE.finditer(plain)
    ]
    if not passes:
        return phrases
    kept = [p for p in phrases if not any(q.start <= p.start < q.end for q in passes)]
    return sorted(kept + passes, key=lambda p: p.start)


def _without_abandoned(
    text: str, read: list[tuple[Phrase, VoteAction | AmbiguousVote]]
) -> list[VoteAction | AmbiguousVote]:
    """Drop an unclear vote the author breaks off and replaces with a clear one.

    "Голос: Таня или Яга... нет, так нельзя. Голос: Яга", "Голос: Мар... чёрт. Короче: голос
    против Совы": a break ("...", "нет", "чёрт", "ой") after the unclear vote, then a vote.
    """
    kept = []
    for at, (phrase, item) in enumerate(read):
        if isinstance(item, AmbiguousVote) and not _nobody_living(item):
            later = next((p for p, i in read[at + 1 :] if isinstance(i, VoteAction)), None)
            if later is not None and _BREAK_OFF.search(text[phrase.start : later.start]):
                continue
        kept.append(item)
    return kept


def _nobody_living(item: AmbiguousVote) -> bool:
    """A whole name of no one living ("Голос: Пуля… ой, её же ночью убили"): the GM is shown
    it even when a vote follows (sets 96, 98 and 100 label it so); a clipped "Мар…" is not."""
    written = item.written.strip(" .…")
    return not item.candidates and len(written) >= 4 and written[:1].isupper()


def _tag_text(match: re.Match[str]) -> str:
    """A rendered vote tag as the tag itself: a bare name inside it is the vote's target."""
    inner = match.group("inner")
    if _SAYS_VOTE.match(inner):
        return match.group(0)
    tag = "[vote]" + inner + "[/vote]" if inner.strip() else "[unvote]"
    return match.group(1) + tag + match.group(3)


# A forum smiley drawn as an image: "бросила <img alt=":(" /> Отзываю голос…". It ends a
# sentence as a typed smiley does; dropping the image would glue two sentences together.
_SMILEY_IMG = re.compile(r"<img\b[^>]*?\balt=\"(?P<alt>[^\"<>]{1,16})\"[^>]*>", re.IGNORECASE)
_SMILEY_CODE = re.compile(r"[:;=8]-?[()DРPpOo3*|/\\\[\]]+|:[\w-]+:")


def _smiley_text(match: re.Match[str]) -> str:
    return "\n" if _SMILEY_CODE.fullmatch(match.group("alt").strip()) else match.group(0)


# The vote word typed in Latin letters in a Russian thread.
_LATIN_VOTE_WORD = re.compile(r"(?:golos|vote)\b", re.IGNORECASE)
_CYRILLIC = re.compile(r"[а-яё]", re.IGNORECASE)


def _line_of(text: str, raw: str) -> str:
    """The line of ``text`` that holds ``raw`` (its first occurrence)."""
    at = text.find(raw)
    if at < 0:
        return raw
    start = text.rfind("\n", 0, at) + 1
    end = text.find("\n", at)
    return text[start : end if end >= 0 else len(text)]


def _not_a_name(word: str) -> bool:
    """A lower-case word the dictionary reads as no one: an adverb, a pronoun, a thing."""
    lowered = word.lower()
    # "по-прежнему", "по-моему": a hyphenated adverb is a dictionary word too
    if word != lowered or not re.fullmatch(r"[а-яё]+(?:-[а-яё]+)?", lowered):
        return False
    if not _morph().word_is_known(lowered):
        return False
    tag = _tag(lowered)
    if "Name" in tag or "Surn" in tag or "Patr" in tag:
        return False
    if tag.POS == "NOUN":
        return "inan" in tag
    return tag.POS != "ADJF" or "Apro" in tag


# "Я — за X": "за" takes the accusative for a vote; with the instrumental it is "behind X"
# The slip of the keyboard layout named: "тьфу, раскладка", "раскладку не переключил"
_LAYOUT_NAMED = re.compile(r"\bраскладк\w*", re.IGNORECASE)
_FOLLOWING = re.compile(r"\s*я\s*[—–]\s*за\s", re.IGNORECASE)


def _only_instrumental(word: str) -> bool:
    """Every reading of ``word`` (its last piece) is in the instrumental case."""
    last = word.split()[-1].lower()
    parses = _morph().parse(last)
    return bool(parses) and all(p.tag.case == "ablt" for p in parses)


def _plural_of(word: str, player: str) -> bool:
    """``word`` is only ever the plural of the common noun ``player``'s name is."""
    name = player.lower()
    if not re.fullmatch(r"[а-яё]+", name):
        return False
    lemmas = {p.normal_form for p in _morph().parse(name) if p.tag.POS == "NOUN"}
    parses = [p for p in _morph().parse(word.lower()) if p.normal_form in lemmas]
    return bool(parses) and all(p.tag.number == "plur" for p in parses)


def _animate_accusative(word: str) -> bool:
    """ "голос в дока": a thing's genitive where the accusative stands is a being's accusative.

    «док» (a dock) takes «док» in the accusative; «дока» there is someone called Док. Only for
    a word that reads as nothing but a noun, never an adverb ("потом").
    """
    parses = _morph().parse(word.lower())
    if any(p.tag.POS != "NOUN" for p in parses):
        return False
    inanimate = [p.tag for p in parses if "inan" in p.tag]
    return (
        bool(inanimate)
        and any("gent" in t and "sing" in t for t in inanimate)
        and not any("accs" in t for t in inanimate)
    )


def _adjective(word: str) -> bool:
    """A lower-case adjective the dictionary knows ("дурной"), not a name's first word."""
    lowered = word.lower()
    if word != lowered or not re.fullmatch(r"[а-яё]+", lowered):
        return False
    return bool(_morph().word_is_known(lowered)) and _tag(lowered).POS == "ADJF"


def _a_character(word: str) -> bool:
    """A capitalised singular noun alone in a bare post: a character nobody plays ("Колобок")."""
    lowered = word.lower()
    if not word[:1].isupper() or not re.fullmatch(r"[а-яё]{3,}", lowered) or lowered in _GREETINGS:
        return False
    tag = _tag(lowered)
    return tag.POS == "NOUN" and "nomn" in tag and "sing" in tag


def _looks_like_a_name(word: str) -> bool:
    """A word no dictionary knows, or one it knows as a name ("Бармалей", "Шерлок"), or a
    forum nickname's shape ("Рыжая_Соня", "Кот.Бегемот")."""
    if re.fullmatch(r"[^\W\d_]{2,}(?:[_.][^\W_]+)+", word):
        return True
    lowered = word.lower()
    if not re.fullmatch(r"[а-яё]{3,}", lowered):
        return False
    tag = _tag(lowered)
    return "Name" in tag or "Surn" in tag or not _morph().word_is_known(lowered)


def _thing_in_another_case(word: str) -> bool:
    """A lower-case thing's word in neither the nominative nor the accusative ("за кадром")."""
    return word.islower() and not any(p.tag.case in ("nomn", "accs") for p in _morph().parse(word))


def _preposition_or_particle(word: str) -> bool:
    """A lower-case word read first as a preposition, conjunction or particle ("с", "что")."""
    return word.islower() and _tag(word).POS in ("PREP", "CONJ", "PRCL")


def _only_a_name(word: str) -> bool:
    """A lower-case word the dictionary reads as nothing but a person's name ("лёхе", "саньку"),
    never a thing's word as well ("вера", "роза")."""
    if not re.fullmatch(r"[а-яё]{3,}", word) or not _morph().word_is_known(word):
        return False
    return all("Name" in p.tag or "Surn" in p.tag for p in _morph().parse(word))


def _whole_forum_name(written: str, target: str) -> bool:
    """The player's whole forum name as written, with a mark no word has ("Dimon_228")."""
    return written.casefold() == target.casefold() and re.search(r"[_\d]", target) is not None


def _split_slashes(words: list[str]) -> list[str]:
    """ "Ёлка/Ведьмочка" is two names with "or" between them."""
    out: list[str] = []
    for word in words:
        if "/" in word.strip("/"):
            left, _, right = word.partition("/")
            out += [left, "/", right]
        else:
            out.append(word)
    return out


def _up_to(raw: str, written: str) -> str:
    """The phrase as written, cut after the words that named the target."""
    at = raw.find(written)
    if at < 0 or not written:
        return raw
    rest = raw[at + len(written) :]
    # keep a trailing early marker or closing tag written right after the name
    tail = re.match(r"[\s,(]*(?:досрочно|early)\)?|\[/vote\]", rest, re.IGNORECASE)
    return raw[: at + len(written)] + (tail.group(0) if tail else "")


# Words of permission or of a question asked of the one named, also with no question mark:
# "Сова, можно, …", "Марина, ну вот зачем"
_ASKING = frozenset({"можно", "нельзя", "зачем", "почему", "отчего", "неужели", "серьёзно"}) | {
    "кто-то",  # "Ася, ну хоть кто-то тут соображает!!" (set 78)
    "кто-нибудь",
}


def _after_retraction(piece: str, names_someone: Callable[[str], bool]) -> str:
    """The name after a comma and a retraction ("Лимонад, хотя нет — Нокс" is "Нокс"), or the
    piece as it was ("Нокс, нет вопросов": no name after it)."""
    for match in re.finditer(r",\s*", piece):
        rest = piece[match.end() :]
        lead = _TAKEN_BACK_LEAD.match(rest)
        named = rest[lead.end() :].strip(" .!") if lead else ""
        if named and len(named.split()) <= 2 and all(names_someone(w) for w in named.split()):
            return named
    return piece


def _tells_of_him(word: str) -> bool:
    """A verb of the third person or the past: the words tell something of someone."""
    tag = _tag(word)
    return bool(tag.POS == "VERB" and (tag.person == "3per" or tag.tense == "past"))


def _told_reason(remark: str) -> bool:
    """A reason told of the one named first, with a verb of his in the past or the third person
    and no vote word: "Нейтрино — на Ёжика встал без причины" (set 114)."""
    words = re.findall(r"[^\W\d_]+", remark.lower())
    return not any(w.startswith("голос") for w in words) and any(map(_tells_of_him, words))


# Talk back about the author himself: "Изуми, а я уж испугался" (set 148), "Ёжик, Лимончиком
# меня ещё никто не называл" (set 69): "а я" then a verb in the past, or "меня/мне" told of
_TALK_BACK = re.compile(
    r"^\s*(?:(?:а|ну|да)\s+)?я\s+(?:уж|аж|чуть|было|даже)\s+(?:не\s+)?[а-яё]+(?:лся|лась|л|ла)\b"
    r"|\b(?:меня|мне)\s+(?:[^\W\d_]+\s+){0,3}?(?:никто|не)\s+[а-яё]+(?:л|ла|ли)\b",
    re.IGNORECASE,
)


def _addressed(sentence: str) -> bool:
    """Words said to someone: "ты/вы", "можно/нельзя", an imperative, a verb of "ты", or an
    infinitive that is not the author's own ("не могу решить"); or talk back of the author."""
    if _TALK_BACK.search(sentence):
        return True
    # a word in quotes is named, not said ("хватается за «повесить»", set 164); "кто-то из нас"
    # tells of the table ("кто-то из нас гомункул")
    sentence = re.sub(r"«[^»]*»|\"[^\"]*\"|\bкто-то\s+из\s+(?:нас|них|вас)\b", " ", sentence)
    mine = False  # "Лаки или Лиса, не могу решить": the infinitive is the author's own
    joined = False
    for word in re.findall(r"[^\W\d_][\w-]*", sentence.lower())[:12]:
        if word in _YOU_WORDS or word in _ASKING:
            return True
        # "Тень_13, чтобы не путаться": the purpose is the author's own, an infinitive after it
        mine = mine or word in ("чтобы", "чтоб")
        joined = joined or word == "и"
        if word in _PARDON or len(word) < 3:
            continue  # "см. игровую": an abbreviation points the reader, says nothing to anyone
        tag = _morph().parse(word)[0].tag
        if joined and tag.mood == "impr" and tag.number == "plur":
            continue  # "за Тень, и не уговаривайте": the plural after "и" is said to the table
        # ("Виталик, и не досрочно, не дождётесь": the plural is said to the table)
        if tag.mood == "impr" or (tag.person, tag.number) == ("2per", "sing"):
            return True
        if tag.POS == "INFN" and not mine:
            return True
        mine = mine or tag.person == "1per"
    return False
