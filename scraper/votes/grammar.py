"""Find vote phrases in a post's own text, in the order written.

A phrase is a vote ("Голос: X", "голосую против X", "отдаю голос за X"), a change ("меняю
голос на X") or a withdrawal ("снимаю голос"). Strong phrases (with a colon, "против", "за")
report an unreadable target as ambiguous; weak ones ("Голос Кот" at a line start, "ну ладно,
голос Сове", "Сову на виселицу", "ДОСРОЧНО Сова") count only when the target is a known player.
An aside may stand between the vote word and the target ("Голосую, пожалуй, против Совы").
Not counted: negations, questions, hypotheticals and intentions ("если бы", "завтра буду
голосовать", "голос на Сову поставлю вечером"), someone else's vote ("его голос", "Голос Совы"
in the genitive, "Марк: голос против Совы" written by another), and a vote judged ("Голос на
Сову — ошибка").
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Any

from rapidfuzz.distance import OSA

from scraper.content import EMPH_CLOSE, EMPH_OPEN
from scraper.nicknames import _morph
from scraper.translit import UKRAINIAN_LETTER
from scraper.votes.layout import fix_layout

_I = re.IGNORECASE
_WORD = r"[^\W\d_][\w'’\-]*"
# "голос ➡️ Смит", "голос => Смит", "голос ⇒ Смит": an arrow of any drawing points at the target
# "Голос 👉 Весна", "Голос: 👉 Весна": a hand drawn points at the target as an arrow does
_ARROWS = "\u2794\u279c\u27a1\u21d2\U0001f449"
# "Голос; Рейн": a semicolon typed for the colon, set right after the word (set 91)
# "голос не меняю, Брэдли": after the formula restated a comma brings the name (set 97)
_SEP = (
    # ("гс свой не меняю грифон", set 140: the name alone after it, no comma)
    rf"(?:;[ \t]*|(?<=не\sменяю)(?:,[ \t]*|[ \t]+(?=[^\W\d_]))"
    rf"|\s*(?:=>|[:=>→{_ARROWS}]\ufe0f?|-+>?|—|–)\s*)"
    rf"(?:[{_ARROWS}]\ufe0f?\s*)?"
)
# "проти" as a Ukrainian-tinged Russian writes "против"
# "голос пр Тихого": "против" cut to two letters in a chat
_PREP = r"(?P<prep>против|проти|пр\.?(?=\s)|за|на|protiv|za|na)"
# Words that may stand between "голос" and what follows without changing the phrase.
_BETWEEN = (
    # ("Свой голос я отдаю господину Мартину": the author between)
    r"(?:\s+(?:мой|свой|я|сегодня|сейчас|теперь|отныне|пока|тогда|снова|опять|вновь|обратно|же|итак|"
    r"вс[её]\s+равно|"
    r"всё-таки|все-таки|"
    r"окончательно|окончательный|досрочно|досрочный|обычный|ещё|еще|"
    # restating with the formula and the name: "Голос остаётся: Марк", "голос прежний — Дарк"
    # ("Голос оставляю: Хохотушка", set 102: the form written again, FORMATS.md rule 3)
    r"остаётся|остается|прежний|прежним|тот\s+же|не\s+меняю|не\s+меняется|оставляю|сохраняю|"
    # "Голос с того света: Шрам_13" (set 126): a dead player's vote, written as such
    r"с\s+того\s+света)"
    r"|\s*\((?:досрочн\w*|окончательн\w*|обычн\w*)\)"
    # "голос, кстати: Ёжик": a parenthetical word between commas
    # "голос, без всякой досрочности: Ватсон": what the vote is not, between commas
    r"|\s*,\s*без\s+(?:[а-яё]+\s+)?[а-яё]+(?=\s*[:—–])"
    r"|\s*,\s*(?:кстати|итак|значит|короче|пожалуй|всё-таки|все-таки|впрочем|наконец|"
    r"в\s+общем|в\s+итоге|таки)\s*(?=,|\s*[:=>→—–-]))"
)
# "голос остаётся на Громе" only says where it stands; "Мой голос остаётся против Ветра" writes
# the form again, the target in its own case (rule 3; sets 238, 252, 279)
_BETWEEN_NOT_STAYING = rf"(?!\s+(?:остаётся|остается)\s+на\b){_BETWEEN}"
# An aside between the vote word and its target: "Голосую, пожалуй, против Совы", "Мой голос,
# как и вчера, — против Совы", "Голосую... ну, пожалуй, против Совы", "Голос — ну кто бы
# сомневался — Сова". Checked for a condition or a negation like the text before a phrase.
# An aside between two dashes: "Голос — ну кто бы сомневался — Сова". A capitalised name between
# them is the target ("Мой голос — Лиса — хватит молчать"), and a contrast is no aside ("Мой голос
# — Северину, а Гарпия — завтра").
_BETWEEN_DASHES = (
    r"\s+[—–]\s+(?![A-ZА-ЯЁ][\w-]*(?:\s+[A-ZА-ЯЁ][\w-]*)?\s+[—–])(?![^—–\n]*,\s*(?:а|но)\s)"
    r"[^—–\n.!?:]{1,40}?\s+[—–]\s+"
)
_ASIDE = (
    r"(?P<aside>\s*,\s*[^,.!?\n—–:]{1,40}?,\s*(?:[—–]\s*)?"
    r"|\s*(?:\.\.\.|…)\s*(?:[^.!?\n…:—–]{1,30}?,\s*)?"
    rf"|{_BETWEEN_DASHES})"
)
# Before a bare name the aside must end in a dash: "Мой голос, как и вчера, — Сова".
_ASIDE_DASHED = rf"(?P<aside>\s*,\s*[^,.!?\n—–:]{{1,40}}?,\s*[—–]\s*|{_BETWEEN_DASHES})"
# Execution verbs: "Казнить Сову", "Сову повесить", "Вешаем Сову", "Казним Марка!"
# The case a mid-sentence "голос X" governs: the dative or the name as written, exactly.
EXACT_DATIVE = "datv!"
# ("ok ok. Lynch Shaman.", set 228: the English call in a Russian thread)
# ("Повешать Бурана", set 264: the vernacular infinitive learners pick up)
_EXECUTE = (
    r"(?:казнить|повесить|повешать|линчевать|вешаем|вешаю|казним|линчуем|вздёрнуть|вздернуть|"
    r"lynch)"
)
# "Народ, вешаем Игоря!", "Вешаем Волка, народ!": a we-form of the call said to the crowd is a
# call to the table (FORMATS.md rule 6; sets 21 and 24 label it so, set 12 did not).
_WE_EXECUTE = re.compile(r"(?:вешаем|казним|линчуем|повесим)\b", re.IGNORECASE)
_CROWD = re.compile(
    r"(?:^|[,!.:]|\s[—–])\s*(?:народ|ребят[аы]?|друзья|хлопцы|братцы|братва|коллеги|господа|"
    r"товарищи|люди|пацаны|девчонки|все)\s*(?=[,!.:]|\s[—–]|$)",
    re.IGNORECASE,
)
# "го вешать", "давайте казнить": the call's verb after "го"/"давай", infinitive or not
_LETS = r"(?:го|гоу|go|давай(?:те)?)"
_EXECUTE_CALLED = rf"(?:{_EXECUTE}|вешать|казним|повесим)"
_EMOJI_CLASS = "\U0001f300-\U0001faff\u2600-\u27bf"
# What is taken off someone besides a vote: "снимаю с него подозрения".
_TAKEN_OFF = r"(?:подозрен|обвинен|ответственн|вин[уы]\b|претензи|вопрос)"
_GIVE = r"(?:отдаю|ставлю|кидаю|бросаю|отправляю|оставляю|переставляю)"
_GIVE_PREP = r"(?P<prep>против|за|на|в)"
# "казнить Киру бы надо": the call put in the conditional after its target
# ("Казнить Димона нельзя помиловать!", set 207: the call forbidden in its own clause)
_WOULD_AFTER = re.compile(
    r"[^.!?\n,;]*\b(?:бы|нельзя|не\s+надо|не\s+стоит|не\s+нужно|не\s+будем)\b"
    # ("Повесить Лёху, если честно, я бы не отказался", set 233: the author's own wish, later)
    r"|[^.!?\n;]*\b(?:я|мы)\s+(?:бы|б)\b",
    re.IGNORECASE,
)
# The words of an execution call that may open a vote's target ("на виселицу", "казнить").
_CALL_WORD = re.compile(rf"{_EXECUTE}|виселицу|эшафот|плаху|костёр|костер", re.IGNORECASE)

# Each pattern ends where the target text starts: (kind, pattern, strong, case it governs).
# "prep" marks the case the preposition governs ("против Ника": genitive).
# The author of himself in the third person, a word of "still" or "now" after the name:
# "Полкан пока голосует за Хауса", "Ёжик всё-таки голосует против Полкана" (set 258)
_STILL_WORD = (
    r"(?:пока|вс[её](?:\s+равно|-таки|\s+же)?|все-таки|тоже|снова|опять|уже|теперь|сегодня|же)"
)
_SUBJECT = (
    rf"(?P<subject>[^\W\d_][\w-]*(?:\s+(?!{_STILL_WORD}\b)[^\W_][\w-]*)?)\s+(?:{_STILL_WORD}\s+)?"
)
# the verbs of the vote said of oneself
_MOVES = r"(?:меняет|отда[её]т|ставит|кидает|переносит|переводит|перекидывает)"

_RUSSIAN: list[tuple[str, str, bool, str | None]] = [
    # "Я не меняю голос: Хельга" (set 264): the vote kept, restated in the formula (rule 3)
    ("vote", r"\bне\s+меняю\s+(?:сво[йе]\s+|мой\s+)?голос\s*[:—–]\s*", True, "nomn"),
    # "Свой голос менять не буду: Миша2003 — по-прежнему" (set 331): the same, said as a future
    (
        "vote",
        r"\b(?:сво[йе]\s+|мой\s+)?голос\s+(?:менять|переносить|снимать)\s+не\s+(?:буду|стану)"
        r"\s*[:—–]\s*",
        True,
        "nomn",
    ),
    # "Кактус меняет голос: Лемон": the author of himself in the third person, a change (read
    # before the plain "голос:", which the third-person verb would hold back)
    (
        "vote",
        rf"{_SUBJECT}{_MOVES}\s+(?:свой\s+)?голос{_SEP}",
        True,
        "nomn",
    ),
    # "ёжик меняет голос на майора": the same with the target after a preposition
    (
        "vote",
        rf"{_SUBJECT}{_MOVES}\s+(?:свой\s+)?голос\s+(?P<prep>на|за|против)\s+",
        True,
        "prep",
    ),
    # "Тётя Мотя отдаёт свой голос Серафиму" (set 110): the same with the dative after it
    (
        "vote",
        r"(?P<subject>[^\W\d_][\w-]*(?:\s+[^\W\d_][\w-]*)?)\s+(?:отда[её]т|переда[её]т)"
        r"\s+(?:свой\s+)?голос\s+(?=[^\W\d_])",
        True,
        "datv",
    ),
    # "Лиса снимает голос с Грома" (set 110): a withdrawal of the author's in the third person
    (
        "unvote",
        r"(?P<subject>[^\W\d_][\w-]*(?:\s+[^\W\d_][\w-]*)?)\s+(?:снимает|отзывает|убирает)"
        r"\s+(?:свой\s+)?голос\b",
        True,
        None,
    ),
    # "… снимает голос с Серафима и отдаёт его Коту": the second half, the same subject's
    (
        "vote",
        # ("Полкан снимает голос с Мурки и голосует за Лису", set 258)
        r"(?P<then3>\bи)\s+(?:отда[её]т|ставит|кидает|переносит|голосует)\s+(?:его\s+)?"
        r"(?:(?P<prep>на|за|против)\s+)?",
        False,
        "prep",
    ),
    (
        "unvote",
        # "Вынуждена отозвать свой голос против X", "решил снять голос": the withdrawal done,
        # said with what moves the author to it
        r"\b(?:вынужден[аы]?|решил[аи]?|решаю|приходится)\s+(?:\w+\s+)?(?:отозвать|снять|забрать)"
        r"\s+(?:сво[йе]\s+|мой\s+)?голос\b",
        True,
        None,
    ),
    (
        "unvote",
        # "ведущий, сними мой голос с Перца": the GM asked to take the author's own vote off
        r"\b(?:сними|снимите|убери|уберите|отмени|отмените|аннулируй|аннулируйте)\s+"
        # ("сними свой голос, Лиса" orders another player: only "мой" is the author's)
        r"(?:(?:пожалуйста|пжл|плиз)\s+)?мой\s+(?:досрочн\w+\s+)?голос\b",
        True,
        None,
    ),
    (
        "unvote",
        # "Снимаю пока голос с Ветлы": an adverb may stand before the vote word
        r"\b(?:снимаю|отменяю|отзываю|убираю|аннулирую|обнуляю)\s+(?:(?:пока|тогда|уже|временно|"
        r"пожалуй|всё-таки|"
        r"все-таки|всё\s+же|все\s+же)\s+)?"
        # "Отменяю досрочный голос", "снимаю свой вчерашний голос": which vote, said before it
        r"(?:(?:сво[йе]|мой|досрочн\w+|вчерашн\w+|прежн\w+|предыдущ\w+|последн\w+|этот)\s+){0,2}"
        # "снимаю гс с миши": the vote word shortened in a chat
        r"(?:с\s+\w+\s+)?(?:голос(?!овани)\w*|г[сл]\b(?!\s*\d))",
        True,
        None,
    ),
    (
        "unvote",
        # "голос с Блэка снимаю", "Голос Black снимаю": the withdrawal verb after whom
        # ("голос пока не снимаю" keeps the vote: no negation among the words between)
        r"\bголос(?:,?\s+(?:(?:против|с|на|за)\s+)?(?!не\b|ни\b)[^\W\d_][\w'-]*){0,3}"
        # "мой голос против Ёжика снимите": the GM asked to take it off, the author's own act
        # "голос с Ктулху забираю", "Голос забираю с Ктулху" (set 228): taken back from whom
        # ("забираю голос у X" is the Stone's night act, told)
        # ("вы хоть голос свой с меня снимите", set 281: the one asked takes off his own)
        r",?\s+(?:снимаю|отменяю|отзываю|убираю|аннулирую|обнуляю|"
        r"(?<!свой\s)(?<!меня\s)(?:снимите|отмените|уберите))\b"
        r"|\bголос(?:\s+со?(?:\s+(?!не\b|ни\b)[^\W\d_][\w'-]*){1,2})?,?\s+забираю\b(?!\s+у\b)",
        True,
        None,
    ),
    # ("анвоут анвоутом, а …", set 140: the noun in a case of its own is talk, never the act)
    # ("Анвоутнул сразу, как Юки ушла", set 255: the verb's past or infinitive tells of it)
    (
        "unvote",
        # ("ансвоут", set 330: a letter slipped in)
        r"\b(?:анс?во[уа]?т(?!(?:ом|ами|ах|ов|у|а|е|ы)\b|н[уи]|[иа]л|[иа]ть)\w*|унвот\w*|unvote"
        r"|snimayu\s+golos)\b",
        True,
        None,
    ),
    # "Голос: Игорь... хотя нет. Снимаю.": the withdrawal verb as a whole sentence
    # ("Снимаю... Нет, кидаю назад" hesitates: an ellipsis is no full stop)
    ("unvote", r"^\s*(?:снимаю|отменяю|отзываю)(?=[ \t]*[.!]?[ \t]*$)", True, None),
    # "Беру свой голос назад", "Забираю голос обратно", "отмена голоса", "Отказываюсь от
    # голоса за Кота": a vote taken back, in words other than "снимаю"
    (
        "unvote",
        # ("Я беру назад мой голос", set 264: a learner's word order)
        r"\b(?:(?:беру|забираю)\s+(?:сво[йе]\s+|мой\s+)?голос\s+(?:назад|обратно)"
        r"|(?:беру|забираю)\s+(?:назад|обратно)\s+(?:сво[йе]|мой)\s+голос"
        r"|забираю\s+(?:сво[йе]\s+|мой\s+)?голос\b(?!\s+(?:у|с)\b)"
        r"|отмена\s+(?:моего\s+|своего\s+)?голоса"
        r"|отказываюсь\s+от\s+(?:моего\s+|своего\s+)?голоса)\b",
        True,
        None,
    ),
    # "Меняю свой на досрочный, Дарк", "Меняю голос на досрочный: Дима"
    (
        "vote",
        r"\bменяю\s+(?:(?:сво[йе]|мой|голос)(?:\s+голос)?\s+)?на\s+досрочн\w*\s*(?:[,:=>→—–-]+\s*)?",
        True,
        "nomn",
    ),
    (
        "vote",
        r"\b(?:меняю|перевожу|переношу|переставляю|перекидываю)\s+(?:сво[йе]\s+|мой\s+)?голос"
        rf"(?:\s+с\s+\S+(?:\s+\S+)?)?\s+{_PREP}\s+",
        True,
        "prep",
    ),
    # "Голос мой перевожу на Ворона", "голос свой перекидываю на Сову"
    (
        "vote",
        r"\bголос\s+(?:(?:мой|свой)\s+)?(?:меняю|перевожу|переношу|перекидываю|переставляю)"
        rf"\s+{_PREP}\s+",
        True,
        "prep",
    ),
    # "Меняю свой голос, теперь он против Ники": the change, then where the vote goes now
    (
        "vote",
        r"\b(?:меняю|перевожу|переношу)\s+(?:сво[йе]\s+|мой\s+)?голос\s*[,:;—–-]\s*"
        rf"(?:и\s+)?теперь\s+(?:он\s+)?{_PREP}\s+",
        True,
        "prep",
    ),
    # "Делаю свой голос за Нику досрочным": a vote turned early, a new act
    (
        "vote",
        rf"\bделаю\s+(?:сво[йе]\s+|мой\s+)?голос\s+{_PREP}\s+(?=[^.!?\n]*досрочн)",
        True,
        "prep",
    ),
    # "Проголосую-ка я за Нику", "Отдам-ка голос Нике": the particle makes it a decision now
    (
        "vote",
        rf"\b(?:проголосую|голосну|проголосну|отдам|поставлю|кину)[\s-]?ка\b(?:\s+я)?(?:\s+сво[йе]|\s+мой)?"
        rf"(?:\s+голос)?(?:\s+{_GIVE_PREP})?\s+",
        True,
        "prep",
    ),
    # "Голос меняю: Ворон", "Голос переношу — Ворон": the change, then the name alone
    (
        "vote",
        rf"\bголос\s+(?:(?:мой|свой)\s+)?(?:меняю|перевожу|переношу|переставляю){_SEP}(?:теперь\s+|отныне\s+)?"
        rf"(?!\s*{_EXECUTE}\b)",
        True,
        "nomn",
    ),
    # "меняю свой голос: Ворон", "Переношу голос — Сова": the change, then the name alone
    (
        "vote",
        rf"\b(?:меняю|перевожу|переношу|переставляю)\s+(?:сво[йе]\s+|мой\s+)?голос{_SEP}"
        rf"(?!\s*(?:{_EXECUTE}|против|за|на)\b)",
        True,
        "nomn",
    ),
    # "досрочно против Димона" at the start of a clause
    ("vote", r"\bдосрочн\w*\s+(?P<prep>против|за)\s+", True, "prep"),
    # "Голос с Наили снят", "голос против Ворона отозван"
    (
        "unvote",
        r"\bголос\s+(?:(?:с|против|на|за)\s+\S+\s+)?(?:снят|отозван|отменён|отменен)\b",
        True,
        None,
    ),
    # "голос мой будет на Джеке", "Мой голос будет за Ворона"
    (
        "vote",
        r"\b(?:мой\s+)?голос\s+(?:мой\s+)?(?:будет|будет\s+стоять)\s+(?P<prep>на|за|против)\s+",
        True,
        "prep",
    ),
    ("vote", rf"\b(?:смена|изменение|перенос)\s+голоса(?:{_SEP}|\s+{_PREP}\s+)", True, "nomn"),
    # ("Переголосовую: Бульбаш": the Ukrainian form, set 104)
    # ("Переголосоываю: Кактс", set 198: a slip inside the long verb)
    ("vote", rf"\bпереголос(?:овываю|ую|овую|[а-я]{{2,6}}ю)(?:{_SEP}|\s+{_PREP}\s+)", True, "nomn"),
    (
        "vote",
        # ("мой голос, хоть и с некоторым сомнением, уходит Шмелю", set 290: an aside between)
        rf"\b(?:(?:сво[йе]|мой)\s+)?голос{_BETWEEN}{{0,2}}(?P<aside>\s*,\s*[^,.!?\n—–:]{{1,40}}?,)?"
        r"\s+(?:уходит|переходит|идёт|идет|летит|переезжает|достаётся|достается|отправляется)\s+"
        # "Голос уходит первому номеру — Марку": whom it goes to described, then named
        r"(?:(?:[а-яё]+\s+){1,3}[а-яё]+\s*[—–]\s*)?(?:(?P<prep>к|на|против|за)\s+)?",
        True,
        "prep",
    ),
    (
        "vote",
        # "Ставлю голос обратно на Тень": where it goes back, said between
        rf"\b{_GIVE}\s+(?:сво[йе]\s+|мой\s+)?(?:досрочн\w*\s+)?голос"
        rf"(?:\s+(?:обратно|назад|снова|опять|теперь))?(?:\s+{_GIVE_PREP})?\s+",
        True,
        "prep",
    ),
    # "Ставлю досрочный: Алекс", "ставлю досрочно — Мята": the early vote, then the name
    ("vote", rf"\b{_GIVE}\s+досрочн\w*(?:\s+голос)?\s*[:—–]\s*", True, "nomn"),
    (
        "vote",
        rf"\b(?:(?:сво[йе]|мой)\s+)?голос{_BETWEEN}{{0,2}}\s+{_GIVE}(?:\s+{_GIVE_PREP})?\s+",
        True,
        "prep",
    ),
    # "Ставлю обратно: Капитан", "возвращаю назад — Сова": a vote put back, the name after
    (
        "vote",
        rf"\b(?:{_GIVE}|возвращаю)\s+(?:(?:сво[йе]|мой)\s+)?(?:голос\s+)?(?:обратно|назад)\s*[:—–]\s*",
        True,
        "nomn",
    ),
    # "Снимаю голос с Ворона и отдаю Лису": the second half of a change
    (
        "vote",
        r"(?:(?P<then>\bи|,)\s+|"
        # "Снимаю свой голос с Виталия. Позвольте отдать его господину Дарклорду." (set 298):
        # a new sentence, the vote named by its pronoun
        r"(?P<anew>(?:^|(?<=[.!]))[ \t]*(?:(?:позвольте|разрешите)[ \t]+)?)"
        r"(?=(?:отдаю|отдать|передаю|передать|перевожу|перевести|переношу|перенести)\s+его\s))"
        r"(?:отдаю|ставлю|кидаю|перевожу|переношу|отдать|передаю|передать|перевести|перенести)\s+"
        r"(?:его\s+)?(?:досрочн\w*\s+)?(?:(?P<prep>на|за|против)\s+)?",
        False,
        "prep",
    ),
    (
        "vote",
        rf"\b(?:(?:сво[йе]|мой)\s+)?голос(?:ую)?(?:\s+(?:мой|сегодня|теперь))?{_ASIDE}{_PREP}\s+",
        True,
        "prep",
    ),
    (
        "vote",
        rf"\b(?:(?:сво[йе]|мой)\s+)?голос(?:\s+(?:мой|сегодня|теперь))?{_ASIDE_DASHED}",
        True,
        "nomn",
    ),
    (
        "vote",
        # "Vote: Сова" in a Russian thread: the English vote word with its colon
        # "Голос у меня по-прежнему: Warlock": whose it is and that it stands, said before the
        # separator (the vote form written again, FORMATS.md rule 3)
        # ("Мой голос сегодня по-прежнему — Дед Мазай", set 233: that it stands, said between)
        rf"\b(?:досрочн\w+\s+)?(?:голос(?:ую)?|golos(?:uyu)?|vote)(?:\s+у\s+меня)?"
        rf"(?:\s+по-прежнему|{_BETWEEN}){{0,3}}{_SEP}",
        True,
        "nomn",
    ),
    (
        "vote",
        rf"\b(?:досрочн\w+\s+)?(?:голос(?:ую)?|golos(?:uyu)?){_BETWEEN_NOT_STAYING}{{0,2}}"
        rf"\s+{_PREP}\s+",
        True,
        "prep",
    ),
    ("vote", r"\bдосрочн(?:о|ый|ая|ое)\s*[:—–]\s*", False, "nomn"),
    # "Голос с Тени переношу на Весну": the vote moved, where it goes after "на"
    (
        "vote",
        r"\bголос\s+со?\s+[^\W\d_][\w-]*(?:\s+[^\W\d_][\w-]*)?\s+"
        r"(?:переношу|перевожу|перекидываю|перебрасываю|передаю|отдаю)\s+на\s+",
        True,
        "accs",
    ),
    # "Голос в пользу казни Весны", "голос в пользу Весны": whose execution is asked
    ("vote", r"\bголос\s+в\s+пользу\s+", True, "gent"),
    # "Шрам, мой голос твой": the vote given to the player the post turns to
    ("vote", r"\bмой\s+голос\s*[—–-]?\s*(?=тво[йя]\b)", True, "nomn"),
    # "За казнь Кляксы.", "ЗА КАЗНЬ ГАЙКИ": the call for an execution as a sentence of its own,
    # or the choice after a colon ("Выбираю меньшее из зол: за казнь Мороза", set 276)
    ("vote", r"(?:^|(?<=[.!?\n:]))[ \t]*(?:я[ \t]+)?за[ \t]+казнь[ \t]+", False, "gent"),
    # "Голосую по-прежнему против Шмеля": the verb written again is a vote (FORMATS.md rule 3);
    # "голос по-прежнему на Шмеле" only says where it stands
    (
        "vote",
        r"\bголосую\s+(?:по-прежнему|по\s+прежнему|вс[её]\s+ещ[её]|вс[её]\s+же|тоже|уже)\s+"
        rf"{_PREP}\s+",
        True,
        "prep",
    ),
    # "По казни: я — за Лису": the dash stands for the verb left out ("Я за Веру" without it is
    # agreement, no vote)
    ("vote", r"(?:^|(?<=[,:;.!?\n]))\s*я\s*[—–]\s*(?P<prep>за|против)\s+", True, "prep"),
    # "Имею честь проголосовать против Виталия", "Разрешите проголосовать за X" (set 298): a
    # courteous formula that performs the act, the infinitive after it
    (
        "vote",
        r"\b(?:имею\s+честь|позвольте(?:\s+мне)?|разрешите(?:\s+мне)?|осмелюсь)\s+"
        r"(?:проголосовать|голосовать)\s+(?P<prep>против|за)\s+",
        True,
        "prep",
    ),
    (
        "vote",
        r"\b(?:имею\s+честь|позвольте(?:\s+мне)?|разрешите(?:\s+мне)?|осмелюсь)\s+"
        r"отдать\s+(?:сво[йе]\s+|мой\s+)?голос\s+(?=[^\W\d_])(?!против\b|за\b|на\b)",
        True,
        "datv",
    ),
    # "Ведущий, голос мой запишите на Нокса": the GM asked to record it, the target after
    (
        "vote",
        r"\b(?:мой\s+)?голос\s+(?:мой\s+)?(?:запишите|запиши|засчитайте|засчитай|поставьте)\s+"
        rf"{_PREP}\s+",
        True,
        "prep",
    ),
    # "Мой голос по-прежнему — Дед Мазай": the form written again, the dash or colon after it
    (
        "vote",
        r"\b(?:мой\s+)?голос\s+(?:по-прежнему|по\s+прежнему|вс[её]\s+ещ[её])\s*[—–:]\s*",
        True,
        "nomn",
    ),
    # "Мой выбор — Тролль", "выбор мой: Сова": the author's choice named as his vote
    (
        "vote",
        rf"\b(?:мой\s+выбор|выбор\s+мой){_SEP}(?!\s*(?:очевиден|прост|понятен)\b)",
        True,
        "nomn",
    ),
    # "Мой выбор пал на Кестрела": the idiom of choosing (set 70, a role-played vote)
    ("vote", r"\b(?:мой\s+)?выбор\s+(?:пал|падает)\s+на\s+", True, "accs"),
    # "Мой голос получает Сова"
    ("vote", r"\b(?:мой\s+)?голос\s+(?:мой\s+)?(?:получает|получит)\s+", True, "nomn"),
    # "ок, я тоже передумал: меняю на Васю": the change without the word "голос"
    # ("исправляю на Кардинала", set 184: a correction names where the vote goes)
    ("vote", r"\b(?:меняю|переношу|перевожу|исправляю)\s+на\s+(?!досрочн)", False, "accs"),
    # "Спасибо, Мотя. Меняю: Glucose" (set 176): the change, then the name after a colon
    ("vote", r"(?:^|(?<=[.!?\n]))[ \t]*меняю[ \t]*:[ \t]*", True, "nomn"),
    # "Голос мой тихий, да веский — против Васи": the vote word described, then the target
    (
        "vote",
        r"\bголос(?:\s+мой)?(?:(?:\s*,\s*|\s+)(?:(?:да|и|но)\s+)?[а-яё]+(?:ый|ий|ой|ая)){1,3}"
        r"\s*[—–:]\s*(?P<prep>против|за|на)\s+",
        True,
        "prep",
    ),
    # "мой голос другой: Сталкер", "Голос мой простой — Сова": described, then the name
    (
        "vote",
        r"\b(?:(?:сво[йе]|мой)\s+)?голос(?:\s+мой)?"
        # not a vote counted ("Голос второй: Сова") or another day's ("голос вчерашний")
        r"(?!\s+(?:перв|втор|трет|четв[её]рт|пят|шест|чуж|прошл|вчерашн|позавчерашн)[а-яё]*\b)"
        r"(?:\s+[а-яё]+(?:ый|ий|ой|ая|ое)){1,2}"
        r"\s*(?::|\s[—–])\s*(?!против\b|за\b|на\b)",
        True,
        "nomn",
    ),
    # "Полярная Сова голосует против Волка": a vote in the third person, the reader checks
    # that the subject is the author himself
    (
        "vote",
        # ("Лёха 1989 голосует против Маргоши", set 233: a number as the name's second word)
        rf"{_SUBJECT}голосует\s+(?P<prep>против|за|на)\s+",
        True,
        "prep",
    ),
    # "Мы с Тошей голосуем за Бабу-Ягу" (set 258): the author and another, the author's vote
    ("vote", r"\bмы\s+с\s+[^\W\d_][\w-]*\s+голосуем\s+(?P<prep>против|за|на)\s+", True, "prep"),
    # "Шура голосует: Бублик": the same, the name after a colon
    (
        "vote",
        rf"(?P<subject>[^\W\d_][\w-]*(?:\s+[^\W_][\w-]*)?)\s+голосует{_SEP}",
        True,
        "nomn",
    ),
    # "Казнить Кота!", "Вешаем Кота, народ!": the execution call at a clause's start. A call
    # to the table with "давайте"/"го" ("давайте казнить Кота", "го вешать Кота") is no vote
    # (FORMATS.md rule 6): the word before the verb opens the clause, which this call may not.
    ("vote", rf"\b{_EXECUTE}\s+(?!бы\b)", False, "accs"),
    # "Вешать Сеню." (set 256): the imperfective infinitive is the call only as a sentence of
    # its own; "Вешать Дарка — в лучшем случае…", "вешать его надо" weigh it
    (
        "vote",
        r"(?:^|(?<=[.!?\n]))[ \t]*вешать[ \t]+"
        r"(?=(?:[^\W\d_][\w-]*[ \t]+){0,2}[^\W\d_][\w-]*[ \t]*(?:[.!]+|\n|$))",
        False,
        "accs",
    ),
    # "Ладно, всё, окончательно: Морок": the final mark, then the name alone
    ("vote", r"\bокончательн(?:о|ый|ая|ое)\s*[:—–]\s*", False, "nomn"),
    # "На виселицу Сову!": the sentence opens with where the target goes
    ("vote", r"\bна\s+(?:виселицу|казнь|костёр|костер|эшафот|плаху)\s*[—–-]?\s+", False, "accs"),
    ("vote", r"\bголосую\s+", False, None),
    # "Голосую... а, ладно, Лаки": a pause and a word or two of hesitation, then the name
    (
        "vote",
        r"\bголосую\s*(?:\.\.\.|…)(?P<aside>\s*(?:[^.!?\n…:;—–,]{1,20},\s*){1,2}|\s*пусть\s+будет\s+)"
        r"(?=[^\W\d_])",
        False,
        "nomn",
    ),
    # "голос в дока тогда": slang for "на", read only when a player is named
    ("vote", r"\bголос\s+(?P<prep>в)\s+(?!сторону\b|пользу\b|ответ\b)", False, "prep"),
    # "Голос мой Ватсону": the possessive after the vote word too
    # "ГОЛОС ВСЕ РАВНО ТАПОК": a word of "anyway" or "again" between
    (
        "vote",
        r"^\s*(?:мой\s+)?голос\s+(?:мой\s+)?"
        r"(?:(?:вс[её]\s+равно|вс[её]-таки|опять|снова|пока|тогда|сегодня)\s+)?",
        False,
        "datv",
    ),
    # "сама напросилась: голос Тёте Моте", "значит голос Вите"
    (
        "vote",
        # "а пока гс Миша", "просто голос Мишане": a word of "for now" or "simply" opens it too
        r"(?:(?<=[:—–),])\s*|(?<=[:—–)]\s)|\b(?:значит|тогда|итак|ну(?:\s+и)?|ладно|короче|ок|окей|кстати|"
        r"пока|просто|вот|"
        # ("но голос пока ире оставляю", set 237: a contrast, and a word of "for now" after)
        r"но|а|"
        r"так\s+и\s+быть|что\s+ж|в\s+общем|решено|всё|все|то\s+есть|хотел[аи]?\s+сказать)[,!]?\s+)"
        r"(?:мой\s+)?голос\s+(?:мой\s+)?(?:(?:пока|тогда|сегодня|снова|опять)\s+)?",
        False,
        "datv",
    ),
    # "я тоже снимаю с тебя.": the withdrawal without the vote word, nothing after whom
    # "снимаю с него, всё честно", "снимаю с Совы 🙃": a comma, a dash or an emoji may end the
    # clause too, unless what is taken off follows ("снимаю с него, Ворон, подозрения")
    (
        "unvote",
        r"\bснимаю\s+с\s+[^\W\d_][\w-]*"
        rf"(?=\s*(?:[.!;)…{_EMOJI_CLASS}]|$|[,—–](?![^.!?\n]*\b{_TAKEN_OFF})))",
        True,
        None,
    ),
    # "С Лёхи снимаю, голос: Кот", "с Грома отзываю.": the withdrawal written name first,
    # the clause ending after the verb ("с себя снимаю ответственность" goes on)
    (
        "unvote",
        r"(?:^|(?<=[.!?;:,—–(\n])\s*|\b(?:ну|тогда|ладно|итак|всё|все|короче)\s+)"
        r"(?:с|со)\s+[^\W\d_][\w-]*\s+(?:снимаю|отзываю)(?:\s+(?:голос|сво[йе]))?"
        rf"(?=\s*(?:[.!;,)…—–{_EMOJI_CLASS}]|$))",
        True,
        None,
    ),
    # "я тогда снимаю свой", "отзываю свой.": the withdrawal with the possessive alone, the
    # vote word understood ("снимаю свой вопрос" goes on, so it is no withdrawal)
    (
        "unvote",
        r"\b(?:снимаю|отзываю|убираю|забираю)\s+(?:сво[йе]|мой)"
        rf"(?=\s*(?:[.!;,)…—–{_EMOJI_CLASS}]|$))",
        True,
        None,
    ),
    # "ставлю досрочно на Мотю": the early vote put without the vote word, at a clause's start
    ("vote", rf"\b{_GIVE}\s+досрочн\w*\s+(?P<prep>на|за|против)\s+", True, "prep"),
    # "Меняю Ярославу на Ирбиса": the old target, then the new one, without the vote word
    (
        "vote",
        r"\bменяю\s+(?!(?:голос|сво|мой|мнение|позицию|тактику|ник|аватар)\w*\b)"
        r"[^\W\d_][\w-]*(?:\s+[^\W\d_][\w-]*)?\s+на\s+(?!досрочн)",
        False,
        "accs",
    ),  # "хотя... голос Ежу", "🙈 голос ТанкистЪ", "кароче голос Кефирчику": the weak vote word
    # anywhere in a sentence, read only when a roster form follows exactly (no one-letter fix)
    # "golos Kefirчик", "vote Dimon_228": the same typed in Latin letters in a Russian thread
    # "Поправка к моему голосу: было Бармалей, стало Механик" (set 239): what it was, then
    # what it is
    # what it is, the sentence closed ("стало Граф: его слова мне не понравились" tells why, a
    # change the post then writes as "Голос: X", set 49)
    (
        "vote",
        r"\bбыло\s+[^,\n.!?]{1,40}?,\s*стало\s+(?=[^,\n.!?:]{1,40}(?:[.!?\n]|$))",
        True,
        "nomn",
    ),
    # "vote Петровича", "воут Ангела" (set 330): the English word in a Russian thread takes the
    # name in whatever case the writer puts it
    # (a capital after "vote": never an English word, "I vote we wait and see")
    ("vote", r"\b(?:vote\s+(?=(?-i:[А-ЯЁA-Z]))|воут\s+(?=[А-ЯЁа-яёA-Z]))", False, None),
    ("vote", r"\b(?:голос|golos|vote)\s+(?=[^\W\d_])", False, EXACT_DATIVE),
]
_COMPILED = [(kind, re.compile(p, _I), strong, case) for kind, p, strong, case in _RUSSIAN]
# Stems one of which each pattern above needs, in its order: a cheap test before the scan.
_MOVES_NEEDS = (
    "меняет",
    "отдаёт",
    "отдает",
    "ставит",
    "кидает",
    "переносит",
    "переводит",
    "перекидывает",
)
_NEEDS: list[tuple[str, ...]] = [
    ("не меняю",),
    ("не буду", "не стану"),
    # ("Марко переводит голос на X", set 150)
    _MOVES_NEEDS,
    _MOVES_NEEDS,
    ("отдаёт", "отдает", "передаёт", "передает"),
    ("снимает", "отзывает", "убирает"),
    ("отдаёт", "отдает", "ставит", "кидает", "переносит", "голосует"),
    ("отозвать", "снять", "забрать"),
    ("сними", "убери", "отмени", "аннулируй"),
    ("снима", "отменя", "отзыва", "убира", "аннулир", "обнуля"),
    (
        "снима",
        "отменя",
        "отзыва",
        "убира",
        "аннулир",
        "обнуля",
        "сними",
        "отмени",
        "убери",
        "забира",
    ),
    ("анво", "ансво", "унво", "unvote", "snimayu"),
    ("снима", "отменя", "отзыва"),
    ("беру", "забира", "отмена", "отказыва"),
    ("меня",),
    ("меня", "перев", "перено", "перест", "перек"),
    ("меня", "перев", "перено", "перек", "перест"),
    ("теперь",),
    ("делаю",),
    ("-ка", " ка "),
    ("меня", "перев", "перено", "перест"),
    ("меня", "перев", "перено", "перест"),
    ("досрочн",),
    ("снят", "отозван", "отменен", "отменён"),
    ("будет",),
    ("смена", "изменение", "перенос"),
    ("переголос",),
    ("уход", "переход", "идёт", "идет", "летит", "переезж", "доста", "отправл"),
    ("отда", "став", "кида", "броса", "отправ", "оставл"),
    ("досрочн",),
    ("отда", "став", "кида", "броса", "отправ", "оставл"),
    ("обратно", "назад"),
    ("отда", "став", "кида", "перев", "перено", "переда"),
    ("голос",),
    ("голос",),
    ("голос", "golos", "vote"),
    ("голос", "golos"),
    ("досрочн",),
    ("голос",),
    ("голос в",),
    ("мой голос",),
    ("казнь",),
    ("голосую",),
    ("я —", "я –", "я—", "я–"),
    ("проголосовать", "голосовать"),
    ("отдать",),
    ("запиш", "засчита", "поставьте"),
    ("голос",),
    ("выбор",),
    ("выбор пал", "выбор падает"),
    ("получа", "получит"),
    ("меняю на", "переношу на", "перевожу на", "исправляю на"),
    ("меняю",),
    ("голос",),
    ("голос",),
    ("голосует",),
    ("голосуем",),
    ("голосует",),
    ("казн", "повес", "повеша", "линч", "вешаем", "вешаю", "вздёрн", "вздерн", "lynch"),
    ("вешать",),
    ("окончательн",),
    ("на казнь", "на виселицу", "на кост", "на эшафот", "на плаху"),
    ("голосую",),
    ("голосую",),
    ("голос в",),
    ("голос",),
    ("голос",),
    ("снима",),
    ("снима", "отзыва"),
    ("снима", "отзыва", "убира", "забира"),
    ("досрочн",),
    ("меняю",),
    ("стало",),
    ("vote", "воут"),
    ("голос", "golos", "vote"),
]
assert len(_NEEDS) == len(_COMPILED)
# Every pattern above holds one of these stems.
_ANY_KEYWORD = re.compile(
    r"(?:отдаю|ставлю|кидаю|перевожу|переношу)\s+(?:его\s+)?(?:досрочн\w*\s+)?(?:на|за|против)\s|"
    r"(?:отда(?:ю|ть)|переда(?:ю|ть)|перев(?:ожу|ести)|перен(?:ошу|ести))\s+его\s|"
    r"тогда\s+против\s|снимаю\s+с\s|\bсо?\s+\S+\s+(?:снимаю|отзываю)\b|(?:снимаю|отзываю|убираю|забираю)\s+(?:сво|мой)|голос|golos|\bvote\b|воут|анво|ансво|унвот|unvote|snimayu|казн|повесить|линч|lynch|вешаем|вешаю|вешать|вздёрн|вздерн|досрочн|меняю\s+на|меняю\s*:|исправляю\s+на|стало\s|"
    r"переношу\s+на|перевожу\s+на|на\s+(?:казнь|виселицу|костёр|костер|эшафот|плаху|рею|гильотину)|"
    r"окончательн\w*\s*[:—–]|(?:обратно|назад)\s*[:—–]|(?:снимаю|отменяю|отзываю|убираю)\s+г[сл]\b(?!\s*\d)|"
    r"\bменяю\s+\S+(?:\s+\S+)?\s+на\s|\bмой\s+выбор|\bвыбор\s+мой|"
    r"\bя\s*[—–]\s*(?:за|против)\s|[—–]\s*я\b|^\s*(?:снимаю|отменяю|отзываю)[ \t]*[.!]?[ \t]*$",
    _I,
)
_PREP_CASE = {
    "против": "gent",
    "проти": "gent",
    "пр": "gent",
    "пр.": "gent",
    "protiv": "gent",
    "за": "accs",
    "za": "accs",
    "на": "accs",
    "na": "accs",
    "к": "datv",
    "в": "accs",
}
# "Ворон — мой голос": the target written before the phrase.
_TARGET_FIRST = re.compile(
    r"(?P<target>[^\n.!?,;:—–()]{1,60}?)\s*(?:[—–-]|:)\s*(?:это\s+)?мой\s+голос\b", _I
)
# "Ёжику мой голос.", "Сёмге — голос.", "Гендальфу голос — ответочка": a name in the dative
# opening the clause, then the vote word ending it (the reader checks the dative).
_DATIVE_FIRST = re.compile(
    r"(?:^|(?<=[,:;—–(])|\b(?:и|а|но|ну|поэтому|значит|итак|короче|ладно|тогда|кстати)\s+)\s*"
    r"(?!(?:и|а|но|ну|поэтому|значит|итак|короче|ладно|тогда|кстати)\s)"
    # a nickname's digits may stand apart: "Алхимику 1986 мой голос"
    r"(?P<target>[^\W\d_][\w'’-]*(?:\s+(?:[^\W\d_][\w'’-]*|\d+)){0,2}?)"
    # ("Таму мой голос: Бульбаш": a colon or a dash with a capitalised word after it brings the
    # target; "Алексе мой голос: первый же голос игры" brings the reason)
    r"\s*(?:[—–-]\s*)?(?:мой\s+|свой\s+)?голос(?=\s*(?:[.!;,)…]|$)|\s*[:—–](?!\s*(?-i:[A-ZА-ЯЁ])))",
    _I,
)
# The target before the vote word that closes the clause: "За Кота голосую.", "Против Совы
# голос.", "перекидываю на Сову голос", "С Кота на Сову — меняю голос", "Кот. Голос."
_NAME_RUN = r"[^\W\d_][\w'’-]*(?:\s+(?:[^\W\d_][\w'’-]*|\d+)){0,2}?"
_PREP_FIRST = re.compile(
    # ("я сама за Барри голосую", set 150: the author stressed)
    r"(?:^|(?<=[,:;—–(.!?\n])|\b(?:ну|итак|значит|короче|ладно|тогда|кстати|я|и\s+я|я\s+тоже|"
    r"я\s+сама?|я\s+лично)\s+)"
    r"\s*(?:(?:перекидываю|переношу|перевожу|кидаю|ставлю|отдаю)\s+)?"
    r"(?:с\s+[^\W\d_][\w'’-]*(?:\s+[^\W\d_][\w'’-]*)?\s+)?"
    rf"(?P<prep>за|против|на)\s+(?P<target>{_NAME_RUN})"
    r"\s*(?:[—–-]\s*)?(?:(?:меняю|переношу|перевожу|перекидываю)\s+)?(?:мой\s+|свой\s+)?"
    # "За трусость — голос: Ланселот": a reason before the vote word, the target after its colon
    # "На Пикселя голос ставлю": the verb of giving after the vote word
    r"(?:голосую|голос(?:\s+(?:ставлю|отдаю|кидаю|бросаю))?)"
    # "Против Фроста голосую и буду голосовать": the author insists, the clause still ends
    r"(?:\s+и\s+(?:дальше\s+|впредь\s+)?(?:буду|продолжу|продолжаю)\s+(?:голосовать|стоять))?"
    r"(?=\s*(?:[.!:;—–,)…]|$))"
    r"(?!\s*:\s*[^\W\d_])",
    _I,
)
# "За казнь Дока — я.": the target first, the author after a dash standing for "голосую"
_PREP_FIRST_ME = re.compile(
    r"(?:^|(?<=[,:;.!?\n]))\s*(?P<prep>за|против)\s+(?:казнь\s+)?"
    rf"(?P<target>{_NAME_RUN})\s*[—–]\s*я(?=\s*(?:[.!…]|$))",
    _I,
)

# ("По итогу — Лёха 1989. Это мой голос.", set 233: a conclusion's word first, "это" before)
# ("скажу прямо: Dark — вот мой голос. Английский, вежливый, пустой.", set 252: after a colon, a
# dash for the stop, a sentence after it)
_NAME_THEN_VOTE = re.compile(
    r"(?:^|(?<=[.!?\n:]))[ \t]*(?:(?:по[ \t]+итогу|итого|итак|в[ \t]+итоге)[ \t]*[—–:,][ \t]*)?"
    # ("Женька — голос. Любой.", set 269: a dash with the bare word asks him for his vote)
    rf"(?P<target>{_NAME_RUN})(?:[ \t]*[.!]+[ \t]+(?:(?:это|вот)[ \t]+)?(?:мой[ \t]+)?"
    r"|[ \t]+[—–][ \t]*(?:(?:это|вот)[ \t]+)?мой[ \t]+)"
    r"(?P<prep>)голос(?:[ \t]+мой)?(?:[ \t]+туда)?"
    r"(?:[ \t]*[.!]+(?=[ \t]+[А-ЯЁA-Z])|[ \t]*[.!]*[ \t]*(?=\n|$))",
    _I,
)
# Verbs that open a clause with a vote only at the clause's start ("Казнить Мага").
_CLAUSE_START_ONLY = re.compile(
    rf"{_EXECUTE}|{_LETS}\s+{_EXECUTE_CALLED}\b|(?:досрочн|окончательн)\w*\s*[:—–]|досрочн\w*\s+(?:против|за)\b|"
    rf"{_GIVE}\s+досрочн\w*\s+(?:на|за|против)\b|"
    r"(?:меняю|переношу|перевожу)\s+на\b(?!\s+досрочн)|на\s+(?:виселицу|казнь|костёр|костер|эшафот|плаху)\b",
    _I,
)

# Words that open a clause without changing it: "Ну тогда досрочно: Флинт", "Ладно, казнить Мяту".
_DISCOURSE = re.compile(
    r"^(?:\s*(?:ну|и|тогда|ладно|итак|значит|короче|ок|окей|всё|все|что\s+ж|так\s+и\s+быть|"
    # "Досрочно казнить Грома": the early mark may open the call too
    # ("Так что казнить Норда, но я готова слушать", set 209: the conclusion drawn)
    r"так\s+что|поэтому|следовательно|посему|в\s+итоге|"
    r"в\s+общем|решено|хорошо|ага|да|вообще|кстати|а|но|досрочно|сразу|"
    # the author's own command ("Извольте: повелеваю повесить Мороза", set 276); a proposal
    # ("Предлагаю казнить X") stays a call to the table
    r"требую|повелеваю|приказываю|велю)\b[\s,!:]*)+$",
    _I,
)
_NOT_MINE = re.compile(
    r"\b(?:его|ее|её|их|твой|твоя|ваш|чей|чей-то|(?<=\w\s)свой|у\s+(?!меня\b)[^\W\d_]\w*)\s*"
    # ("я считаю её прежний голос на Омута", set 222: a word of when between)
    r"(?:(?:прежн|последн|вчерашн|нынешн|стар|перв)\w*\s+)?(?:досрочн\w+\s*)?$",
    _I,
)
_HYPOTHETICAL = re.compile(
    r"\b(?:если|бы|б|завтра|потом|позже|может|можно|наверн\w*|хочу|хотел\w*|планирую|"
    r"собираюсь|буду|будет|будем|стоит|предлагаю|давайте|советую|кто|когда|надо|нужно|"
    # what others urge: "Мне предлагали поставить голос на X", "меня уговаривают отдать голос"
    r"предлага\w+|предложил\w*|советовал\w*|советуют|советует|просил\w*|просят|просит|"
    # ("Ладно, уговорили, голос на X": persuaded, set off by itself, is done)
    # ("ладно шмель уговорил анвоут голос на соду", set 237: the act itself right after it)
    r"уговарива\w+|уговорил\w*(?![ \t]*(?:[,:—–!.]|анво|унво|снима|голос\s))|"
    # a vote refused, feared or forgotten: "Мила отказалась ставить голос на Норда", "забыл
    # отдать голос Лисе" (the author's or another's, never cast)
    # ("Я от своего не отказываюсь: голосую против X" denies the refusal)
    r"(?<!не\s)(?:отказ\w+|побоял\w+|побоюсь|постеснял\w+|забыл\w*|поленил\w+)"
    # an attempt told, the author's or another's: "Ночью пробовала снять голос Маркизу",
    # "попробовал добавить голос себе" (sets 138, 139: the Stone's act on a vote, told)
    r"|(?:по)?пробова(?:л|ла|ли|ть)|(?:по)?пыта(?:лся|лась|лись|ться)|попытк\w*"
    # the Stone's act named or told, never a day's vote: "Добавить голос. Себе." (set 199),
    # "Доцент добавил себе голос" ("добавляю голос X" may still be the author's own)
    r"|(?:до|при)бав(?:ить|ил|ила|или|ит|ят|лен\w*)"
    # "но будь у меня голос — Кирюха" (set 114): had I a vote
    r"|будь\s+у\s+(?:меня|нас)"
    # ("Могла назвать тебя кем угодно и повесить тебя же", set 211: what could have been done,
    # its infinitive in the same clause; "роль могла быть... меняю голос" is past it)
    r"|мог(?:ла|ли)?\s+(?:бы\s+)?[а-яё]+(?:ть|ти|чь)(?:ся|сь)?(?![^.!?…]*(?:\.\.\.|…)))\b"
    # the same typed in Latin letters: "esli golos…", "I will vote…"
    r"|\b(?:esli|by|zavtra|potom|mozhet|budu|if|will|would|gonna|might|maybe|should|won't|don't|"
    r"i['’]d|i['’]ll)(?!\w)"
    # "Мне снилось, что я голосую за Кота": a vote inside what was dreamt, seemed or imagined
    r"|\b(?:снил\w*|приснил\w*|снится|казал\w*|показал\w*|померещил\w*|привиделось|"
    r"представь\w*|представляю|представим|представил\w*|мечта\w*|думал[аи]?|подумал[аи]?|"
    # ("Чтобы вы не думали, что я молчу: голос с Совы отзываю": a colon ends what was thought)
    r"вообрази\w*)\s*,?\s*(?:что|будто|словно|как\s+будто)\b(?![^:\n]*:)",
    _I,
)
# "скажу, что хотела: голос на Кимбли", "сделаю: Кимбли на виселицу": the author announces
# the act and a colon brings it; a wish or a plan before the announcement is done with.
# "раз уж мне можно: гл: Винри": a permission stated, then the act.
_SAYING_NOW = re.compile(
    r"\b(?:скажу|напишу|повторю|озвучу|сделаю|объявлю|объявляю|отвечу)\b[^.!?:\n]*:"
    # "Ладно, давайте так: голос против Юны" (set 108): the act announced, then done
    r"|\bдавай(?:те)?\s+так\s*:"
    # ("Не я. Но голос переведу: Кота на виселицу", set 261: the change announced, then made)
    r"|\b(?:голос\s+)?(?:переведу|перекину|перенесу|поменяю)(?:\s+голос)?\s*:"
    r"|\bможно\s*:(?!\s*(?:ли|[^.!?\n]*\?))",
    _I,
)
# "Раньше была уверена в Кимбли, потом в Докторе, теперь... голос на Сову": "now" closes the
# story before it ("потом" there told what came next, no plan)
_NOW = re.compile(r"\bтеперь\b", _I)
_IF = re.compile(r"\b(?:если|if)\b", _I)
# "Голос против Громова, кстати, мне тоже нравится, но я подожду": the vote the subject of a
# liking, an idea weighed, not cast
_LIKED_AFTER = re.compile(
    r"^[\s,]*(?:(?:кстати|вообще|честно|в\s+целом)[\s,]+)?(?:мне|нам)\s+(?:(?:тоже|очень|даже|не)\s+)*"
    r"(?:нравится|нравился|симпатичен|импонирует|по\s+душе)\b",
    _I,
)
# The vote word's past after the name: "Голос: Катюша был в 11 утра, потом я ушёл…"
_WAS_VERBS = frozenset({"был", "стоял", "висел", "лежал"})
# "хотя бы", "хоть бы раз": "at least", not the particle of a wish
_AT_LEAST = re.compile(r"\bхотя\s+бы\b", _I)
# "если по форме надо: голосую за казнь X" (set 304): the form the rules ask for, given now
# ("Если надо, за Горностая голосую" stays a condition: the form must be named)
_FORM_ASKED = re.compile(
    r"\bесли\s+(?:уж\s+)?(?:"
    r"(?:по\s+(?:форме|правилам)|формально)\s+(?:надо|нужно|положено|требуется)"
    r"|(?:надо|нужно|положено|требуется)\s+(?:по\s+(?:форме|правилам)|формально))(?=\s*[:,—–])",
    _I,
)
# "я вот думаю голос на кота": pondering ("Думаю, голос: Кот" is the author's view)
_PONDERING = re.compile(r"\b(?:думаю|подумываю|размышляю|склоняюсь)\b(?!\s*,)", _I)
# What ends a pondering: a consequence drawn ("я думаю, Барон виноват, так что голос на
# Барона") or a colon ("думаю о другом: казним Смита"); a condition ("если…, значит…") does not.
_CONSEQUENCE = re.compile(r"\b(?:так\s+что|поэтому|значит|следовательно|стало\s+быть)\b|:", _I)
# "я запуталась, кто на ком стоит, и потому повторю: голос …": a question reported after a
# verb of knowing or of confusion, up to its clause's end, is no condition on what follows.
_INDIRECT_QUESTION = re.compile(
    r"\b(?:знаю|знаем|понимаю|понятно|непонятно|ясно|неясно|помню|запутал\w*|разберу\w*|"
    # ("Напомню, кто тут на ком: Голос: X", set 154: the author about to tell it)
    r"разобрал\w*|разберёшь|разберешь|в\s+курсе|напомню|напоминаю|поясню|уточню)"
    r"(?:\s+[^\W\d_]+){0,4}?\s*,?\s*"
    r"(?:кто|когда|что|где|как|сколько)\b"
    r"[^.!?;:\n]*?(?=,\s*(?:и|а|но|так|поэтому|потому|значит)\b|[.!?;:\n]|$)",
    _I,
)
# A verb in the future (or an infinitive) right before a mid-sentence "голос X".
_FUTURE_BEFORE = re.compile(
    r"\b(?:отдам|поставлю|кину|брошу|отправлю|дам|отдадим|поставим|отдать|поставить|кинуть|дать)"
    r"\s+(?:сво[йе]\s+|мой\s+)?$",
    _I,
)
# Parenthetical phrases that only look conditional: "если честно", "если что".
_PARENTHETICAL = re.compile(
    r"\bесли\s+(?:честно|серь[её]зно|коротко|кратко|что|по\s+существу|хотите|позволите)\b"
    # ("извините если криво голос против X", set 253: sorry for how it is written, no condition)
    r"|\b(?:извини\w*|прости\w*|сорри|sorry)[\s,]+если\s+(?:[^\W\d_]+\s+)?"
    r"(?:криво|сумбурно|коротко|грубо|резко|невнятно|непонятно|неграмотно|с\s+ошибками|"
    r"что\s+не\s+так|не\s+так)\b"
    # "подтверждаю здесь, как просили: Голос: X" (set 161): the request already made, met
    r"|\bкак\s+(?:и\s+)?(?:просили|просил[аи]?|договаривались|договорились|велели|обещал[аи]?)\b"
    # "…, если ты не заметила", "если кто пропустил" (set 150): a reminder, no condition
    r"|\bесли\s+(?:ты|вы|кто|кто-то|кто-нибудь)\s+(?:ещё\s+|еще\s+|вдруг\s+)?(?:не\s+)?"
    r"(?:заметил\w*|видел\w*|понял\w*|в\s+курсе|забыл\w*|потерял\w*|пропустил\w*|упустил\w*)"
    # "раз можно, то голос: Зло": a cause already true, not a condition
    # "раз всё решено... меняю голос: Х": the same cause closed by an ellipsis
    # ("раз тут по форме надо: vote: X", set 168: closed by a colon too)
    r"|\b(?:раз|если\s+уж)\s+(?:уж\s+|так\s+)?[^,.!?;\n—–…:]{0,40}(?:,|:|\s[—–]|\.\.\.|…)\s*(?:то\b)?"
    # "за того, кто тише всех": a relative clause, not a question
    r"|\b(?:тот|того|тому|тем|те|тех|теми|та|ту|той)\s*,?\s*(?:кто|когда)\b"
    # "будет тебе повод: голос на Дока", "Я тоже буду последовательным: повесить Майора": the
    # author's announcement of himself, or of what he gives, closed by a colon that brings the act
    r"|\bбудет\s+(?:тебе|вам)\b[^.!?\n:]{0,30}:"
    r"|\bбуду\s+(?:[^\W\d_]+\s+)?[^\W\d_]+(?:ым|ой|ен|на|ок|ка)\s*:"
    # "Для ведущего, чтобы потом не было вопросов: vote: Мирон": a purpose closed by a colon
    r"|\bчтоб(?:ы)?\b[^.!?\n:;]{0,60}:"
    r"|\bпусть\s+будет\b|\bдавай(?:те)?\s+я\b|\bхотел[аои]?\s+(?:написать|сказать)\b|\bимел[аи]?\s+в\s+виду\b|\bкто\s+бы\s+(?:сомневался|мог\s+подумать|знал)\b"
    r"|\bкак\s+ни\s+(?:странно|крути|печально|смешно)\b"
    # "как бы мне ни было жаль Нику, …", "что бы вы ни говорили, …": a concession, however much,
    # not a condition
    r"|\b(?:как|сколько|что|кто|где|куда|когда|чего)\s+бы\s+(?:[^\W\d_]+\s+){0,2}?ни\b[^,.!?;\n]{0,60},"
    # "Тогда и я стесняться не буду:", "я не буду сидеть молча, мой голос против X" (set 217):
    # what the author will not do (no vote), a colon or a comma closing it
    r"|\bне\s+(?:буду|будем|стану|станем)\s+(?!голос|став|отда|кида|казн|веша)[^\W\d_]+[^.!?\n:,]{0,30}[:,]"
    r"|\b(?!голос|став|отда|кида|казн|веша)[^\W\d_]+(?:ть|ться|ти|чь)\s+не\s+(?:буду|будем|стану|станем)\s*[:,]"
    # "Сначала голос, потом объяснения: …": an order of what the post does, not a later time
    r"|\bсначала\b[^.!?\n;:]{0,40}?,\s*(?:а\s+)?потом\b",
    _I,
)
# An aside that makes the vote someone else's or unsure: "Голос, говорят, против Совы".
_HEARSAY = re.compile(
    # "мой гс, как у вас говорят, уходит Кисуле" (set 298): "как … говорят" names the word used
    r"(?<!\bкак\s)(?<!\bвас\s)(?<!\bнас\s)(?<!\bнынче\s)(?<!\bтеперь\s)"
    r"\b(?:говорят|пишут|слышал\w*|по\s+слухам|якобы|вроде|но|однако|или|либо)\b",
    _I,
)
# Someone else's words reported: "Шэдоу пишет: голос против Ворона", "Лиса вчера писала:
# голосую против Мороза" (the imperfective past as the perfective)
# "раз спросила — голос: X" is the author's answer; "Цитирую Марту: голос…" someone's words.
_REPORTED = re.compile(
    # "Бабка своё слово сказала:" is the author's own word, said of herself
    r"(?:(?<!раз\s)(?<!раз\sуж\s)(?<!если\s)(?<!сво[её]\sслово\s)(?<!сво[её]\s)\b(?:пишет|пишут|писал\w*|написал\w*|говорит|говорят|говорил\w*|сказал\w*|заявил\w*|"
    r"ответил\w*|предложил\w*|спросил\w*)"
    r"|\b(?:цитирую|цитата|процитирую|цитируя)(?:\s+[^\W\d_]+){0,2})\s*[:—–-]\s*[«\"“„]?\s*$",
    _I,
)
_POST_WAS = re.compile(r"\b(?:перв|втор|последн|прошл|следующ)\w*\s+(?:же\s+)?пост\s*[—–:]\s*$", _I)
# "раз уж тут написал: голос против Ежика" (set 114): the author's own writing as the cause
_CAUSE_SAID = re.compile(
    r"\bраз(?:\s+уж)?\s+(?:[^\W\d_]+\s+){0,3}?(?:написал|сказал|зашёл|зашел|пишу)\w*\s*[:—–-]\s*$",
    _I,
)
# "голос против себя — это подарок мафии": a vote described, not cast.
# "Голос на Ежа — ошибка", "голос против Васи — тоже так себе": judged, so talked about.
# A vote put off by what follows it in the sentence: "Голос: Нина — вот что я напишу, если…",
# "Голос: Нина, если она не ответит" (a condition; "если что", "если честно" are asides).
_PUT_OFF_AFTER = re.compile(
    # "Голос: Лена — это было бы смешно, но нет": the vote said to be only a joke's wish
    r"^\s*[—–-]+\s*это\s+было\s+бы\b"
    # "Голосую против Ржавого — написал бы я, будь у меня довод": what would be written
    r"|^[^.!?\n—–]{0,30}[—–]\s*(?:написал|сказал|проголосовал|поставил)[аи]?\s+бы\b"
    # "Отдаю голос Самовару в ответ — нет, пожалуй, это было бы мелочно": thought better of
    r"|^[^.!?\n—–]{0,30}[—–]\s*(?:хотя\s+)?нет,?\s+(?:пожалуй|не\s+буду|не\s+стоит|это\s+было\s+бы)\b"
    r"|^\s*[,—–-]*\s*(?:вот\s+(?:что|так|это|как)\b[^.!?\n]{0,40}?\b(?:напишу|поставлю|скажу|"
    r"проголосую|сделаю|будет|было\s+бы)\b"
    # the condition runs to the sentence's end: "если она мирная — извинюсь" has a consequence
    # of its own, and "если кто не понял" is an aside
    r"|(?:но\s+)?(?:только\s+)?(?:если|в\s+случае,?\s+если)\b(?!\s+(?:что|честно|серь[её]зно|"
    r"коротко|кратко|хотите|позволите|уж|интересно|кому|кто|вдруг\s+что)\b)"
    # ("Голос: Ferrum — если он Багровый, рванёт вместе с Отцом", set 133: the condition's own
    # consequence after a comma)
    # ("Голос на Лису, если она не объяснится — так и быть", set 322: the dash gives in to the
    # vote itself, no consequence of its own)
    r"(?![^.!?\n]*(?:[—–](?!\s*(?:так\s+и\s+быть|пусть\s+так|и\s+вс[её])\b)|\bто\b|"
    r",\s*(?:он|она|они|я|мы|[а-яё]+(?:ет|ит|ут|ют|ат|ят|ёт)\b)))"
    r"[^.!?\n]*(?:[.!?\n]|$))",
    _I,
)
_DESCRIBED = re.compile(
    # "голос против Лёлика прямо сейчас — ровно то, чего ждут": a word of when may come first
    # "Голос проти Хмари з формулюванням «а чего ждать» — це вагон": what it came with, and the
    # Ukrainian "це" for "это" (set 104)
    r"^\s*(?:(?:прямо\s+)?(?:сейчас|сегодня|сразу)\s*)?(?:(?:с|со|з|із|в)\s+[^—–.!?\n]{1,50}?\s+)?"
    r"(?:[«\"][^»\"\n]{1,40}[»\"]\s*)?"
    # "голос за Параграфа только потому, что он тебя подозревает, — это очень слабо" (set 127)
    r"(?:(?:только\s+)?(?:потому|из-за|за\s+то)[^—–.!?\n]{0,80}?,?\s*)?"
    # ("… в день, когда стол ещё не собрался, — очень смело": a relative clause of when)
    r"(?:,\s*(?:когда|который|которая|где)\b[^—–.!?\n]{1,60}?,?\s*)?"
    r"[—–-]\s*(?:это\b|це\b|ровно\s+то\b|именно\s+то\b|"
    # "Казнить Кимбли — скорее всего мимо": a word of likelihood before the judgement
    r"как\s+раз\s+то\b|(?:(?:тоже|просто|явно|вообще|же|бы|было|будет|уже|не|так\s+же|очень|"
    r"скорее\s+всего|наверн\w*|вероятно|возможно|видимо|по-моему|кажется|точно),?\s+)*"
    r"(?:так\s+себе|ошибк\w*|глупост\w*|глупо\b|бред\b|чушь|ерунд\w*|перебор\b|абсурд\w*|"
    # ("повесить Шрама сейчас — самое логичное", set 184: the deed weighed)
    r"(?:самое\s+)?(?:логичн|разумн|справедлив)\w*|"
    r"бессмысл\w*|бесполезн\w*|зря\b|мимо\b|рано\b|преждевремен\w*|вариант\b|аргумент\b|"
    r"(?:плох|глуп|хорош|отличн|странн|нормальн)\w+\s+иде[яи]\b|иде[яи]\s+так\s+себе|"
    r"смешно\b|несерь[её]зно\b|провокаци\w*|подарок\b|не\s+мой\b|не\s+мо[её]\b|чужой\b|"
    # "досрочный голос на Марту — единственный на столе": what the vote is, said of it
    # ("против Ириски — единственная, кто думала", set 219: "the only one who", said of her)
    r"(?:единственн|лишн|странн|подозрительн|решающ|нелогичн|непонятн|интересн|показательн)"
    r"(?![^\W\d_]*,?\s+кто\b)\w*|"
    # "досрочка за Марику в день, когда …, — очень смело" (set 132): how bold it was
    r"смело\b|рискованно\b|нагло\b|дерзко\b|опрометчиво\b|самонадеянно\b|"
    # "Повесить Нокса — дело нехитрое": how easy or hard the deed is ("— дело принципа" is
    # the author's reason)
    r"(?:дело\s+)?(?:нехитр|несложн|прост|лёгк|легк|трудн|сложн|гибл|пуст|недолг)(?:ое|ая|ой)\b|"
    r"не\s+(?:проблема|вопрос)\b|проще\s+простого|"
    # "Голос против себя — классический приём гомункула": a move of some kind, named
    r"(?:[а-яё]+(?:ый|ий|ой|ая|ое)\s+)?(?:при[её]м|трюк|ман[её]вр|уловк\w*|фокус|почерк|"
    r"тактик\w*|классик\w*|признак\w*|симптом\w*)\b))",
    _I,
)
_DASH_NO = re.compile(r"\S\s+[—–]\s*нет\s*,", re.IGNORECASE)
# The vote's line, then the next line telling the table to forget it
_FORGET_IT = re.compile(r"[^\n]*\n[^\n]{0,160}?\bзабейте\b(?![^\n]*\bна\b)", re.IGNORECASE)
# The thread a post was not meant for: "ой, не та вкладка", "не в ту тему"
WRONG_PLACE = re.compile(
    r"\bне\s+(?:в\s+)?т(?:а|у|ой|от|ом)\s+(?:вкладк|тем|ветк|окн|топик)\w*", re.IGNORECASE
)
# A vote the author takes back at once: "Казнить Ксюху! Шучу)".
# A laugh or a shrug may open it: "Да ладно, это шутка", "ахах шучу", "Да шучу я, шучу".
# An emoji ends a sentence as a full stop would: "…а не ночью 😤 Так и быть, голос Ежу".
_EMOJI = "\U0001f300-\U0001faff\u2600-\u27bf"
_JOKE_OPENER = (
    # "Повесить Мустанга! …в смысле, шутка": what was meant, said at once
    r"(?:(?:(?:да|ну)\s+)?ладно(?:-ладно)?|да|ну|ой|лол|ахах\w*|хаха\w*|аха\w*|хех\w*|хи-хи|"
    # "… ой не, шучу": a "no" set off by a comma ("Не шучу" stays a vote)
    # ("Ахах, не-не, я прикалываюсь", set 228: the "no" said twice)
    r"в\s+смысле|(?:(?:ой|ну|да|а)\s+)?(?:нет|не|неа)(?:-(?:нет|не))*(?=[,!.]))"
    r"[\s,!.)]+"
)
# Joking, in the words of a chat: "я прикалываюсь", "прикол" (set 228)
_JOKING = r"(?:я\s+)?прикалываюсь|прикол"
_JOKE = re.compile(
    rf"^[\s!.)(…{_EMOJI}\ufe0f]*(?:{_JOKE_OPENER})*(?:шучу|шутка|шуткую|это\s+(?:была\s+)?шутка|"
    rf"{_JOKING}|jk|joke)\b",
    _I,
)
# The joke taken back at once: "Голос: Юлу. Шучу. Нет, не шучу, пусть стоит."
_JOKE_UNSAID = re.compile(
    r"^[\s!.)(]*(?:шучу|шутка|шуткую)[\s!.)…]*(?:нет|хотя\s+нет)?[\s,!.]*не\s+шучу\b", _I
)
# A vote followed at once by another option: "Голос: Марк. Или Марта?", "…на кота. или на сову."
# ("Голосую за казнь Геральта. Либо мафия, либо ведьмак", set 255: "either… or" pairs the
# reason's two sides, no other target)
_UNDECIDED = re.compile(
    r"^[^.!?\n…]{0,3}[.!?…]+\s*(?:или|либо(?![^.!?\n]{1,40},\s*либо\b))\b"
    # "Голос: Марфа (ну или Марта, одна малина)" (set 339): the other choice in brackets
    r"|^\s*\(\s*(?:ну\s+|а\s+)?(?:или|либо)\s+(?-i:[А-ЯЁA-Z])",
    _I,
)
# "Голос: Кот — ой, такого нет?": the question after a slip asks about the slip, not the vote.
_SLIP_THEN_QUESTION = re.compile(
    r"^[^?]*?(?:[—–,]|\.\.\.|…)\s*(?:ой|упс|хм|ой-ой)\b[^?]*\?\s*$", _I
)
_BRACKET_QUESTION = re.compile(r"\([^()]*\?\s*$")
# "Повесить Кота, он весь день голосует последним… — с чего бы?": the question is the reason's,
# a clause with a subject of its own after the call.
_REASON_ASKS = re.compile(r"^[^,.!?\n]{0,40}?,\s*(?:он|она|они)\b[^?]*\?\s*$", _I)
# "Голос на Лису — кто со мной?", "Казнить Грома, кто за?": the question after a dash or a
# comma asks the table to join or to answer, a clause of its own; the vote before it stands.
_TABLE_ASKED = re.compile(
    # ("Голос на X за то, что она с телефона пишет?", set 204: "за то, что" gives a reason,
    # the question is the vote's)
    r"(?:\s[—–-]+|(?<!\bто),)\s*(?:(?:а|ну|и|так)\s+)?"
    r"(?:кто|что(?!\s+ли\b)|как|почему|зачем|где|когда|есть|возражения|кто-нибудь|кто-то|"
    r"ещё\s+кто)\b[^?—–,]*\?[?!)\s]*$"
    # "Меняю голос на Кота, можно??", "…, засчитается?" (set 147): the act, then asked to stand
    # "…голос с Гостя снимаю, мир?" (set 279): the act offered, the peace asked for
    r"|,\s*(?:(?:а|ну|так|ведь|ещё|еще)\s+)?(?:можно|успела?|успели|засчита\w+|считается|"
    # ("голос: Бармалей, не поздно?", set 282: asked whether it came in time)
    r"принято|норм|пойд[её]т|правильно|мир|ок|окей|ид[её]т|лады|договорились|годится|"
    r"(?:не\s+)?поздно|(?:не\s+)?опоздал\w*)"
    r"\s*\?[?!)\s]*$",
    _I,
)
# ("Если вдруг Алекс окажется городом — лично извинюсь) а пока голос против Шторма не меняю",
# set 205: a smile after a word sets the contrast off as a comma does)
_CONTRAST = re.compile(r"(?:[,;]|(?<=\w)\)+)\s*(?:но|однако|а)\s", _I)


def _table_asked(rest: str) -> bool:
    """The sentence's question is the table's, after the vote ("— кто со мной?"), and the
    vote offers no choice ("Лису или Грома — кто что думает?" asks)."""
    return bool(_TABLE_ASKED.search(rest)) and not re.search(r"\b(?:или|либо)\b", rest, _I)


# A vote disowned later in the same sentence: "Голос: Капитан Н., то есть себя, шучу."
# "Снимаю голос, это была шутка": the joke was the vote before; the withdrawal stands
_WAS_A_JOKE = re.compile(
    r"[\s,.!—–-]*(?:это\s+)?(?:была\s+шутка|шутка\s+была|(?:я\s+)?пошутил[аи]?)\b", _I
)
# ("Голос на Лису — я не шучу": the joke denied is no joke)
_JOKE_LATER = re.compile(r"(?<!не\s)\b(?:шучу|шутка|шуткую|jk|just\s+kidding)\b", _I)
_JOKE_NEXT = re.compile(
    # ("Казнить Хьюза за спам!!! 💥 шучу-шучу", set 141: a picture before it)
    rf"[.!?…)(:;D\s{_EMOJI}\ufe0f]*(?:{_JOKE_OPENER})*(?:шучу(?:[-\s,]+шучу)*(?:\s+я)?|это\s+(?:была\s+)?шутка|шутка|"
    rf"{_JOKING}|"
    r"(?:это\s+)?не\s+всерь[её]з|(?:это\s+)?несерь[её]зно)"
    # "Шучу-шучу подумаю ещё": a smiley lost between, a small letter opens what follows
    # ("… ушёл! шучу-шучу 😹", set 144: a picture after it ends it too)
    rf"(?:\s*(?:[.!)…,:;{_EMOJI}]|$)|\s+(?=[а-яё]))",
    _I,
)
# "Повесить Хомяка! ...Нет, конечно.": a "no" that closes its own sentence takes it back too.
_TAKEN_BACK = re.compile(
    # ("голос против себя, досрочно!!! … Изуми, это не голос, не считай", set 136: the early
    # mark may close the vote's sentence first)
    # ("Голос: X ⏎ (это тренировка!! не считайте пожалуйста…)", set 147: on the next line, in
    # a bracket, a practice told not to count)
    r"^[^.!?\n…]{0,3}\n\s*\(?\s*(?:это\s+(?:(?:просто|только)\s+)?(?:тренировк\w*|для\s+примера|"
    r"пример|проба|тест)\b|[^\n]{0,60}?\bне\s+(?:считай|засчитывай|учитывай)(?:те)?\b)|"
    # ("Голос против X… нет, не буду метаться", set 164; "голос против X — нет, стоп", set 160)
    # ("меняю голос на Грома, раз пошла такая пьянка ⏎ не, стоп. не меняю", set 206: a short
    # remark first, a line's end, the colloquial "не" for "нет")
    r"^(?:[\s,]*досрочн\w*)?(?:,[^.!?\n…]{0,40}[.!?…\n]+\s*|"
    r"[^.!?\n…]{0,3}(?:[.!?…]+\s*|\s+[—–]\s*)+)"
    r"(?:хотя\s+нет|нет?,?\s+стоп|"
    r"стоп,?\s+нет|отбой|"
    # ("голосую против себя. А, стоп, у меня ж досрочный. Забудьте, не считается.", set 177)
    r"(?:а,?\s+)?стоп\b[^.!?\n]{0,40}[.!?…]+\s*забудьте\b|"
    r"нет,?\s+не\s+буду\b|"
    # ("Голос: Кира... ой, это я сама себе, автозамена … Проехали, голос потом", set 262)
    r"(?:ой|упс|блин)\b[^\n]{0,80}?\bпроехали\b|"
    # "Голос: X. Хотя подожду.": put off at once
    r"хотя,?\s+(?:нет,?\s+)?(?:подожду|погожу|повременю|рано|не\s+буду)(?=\s*(?:[.!…)]|$))|"
    r"не\s+считайте|не\s+засчитывайте|(?:да\s+)?нет,?\s+конечно(?=\s*(?:[.!…)]|$))|"
    # "Голосую ЗА Бурю! В смысле, за то, чтобы она жила": the "за" meant otherwise
    r"(?:в\s+смысле|то\s+есть),?\s+за\s+то,?\s+чтобы\b|"
    # "Ежа на виселицу! Нет, это я себе в блокнот, не считается."
    r"(?:нет|это)\b[^.!?\n]{0,60}\bне\s+(?:считается|в\s+сч[её]т)|"
    # "Голос: Ёжик. Ой, не та вкладка" (set 241): posted where it was not meant to be
    rf"(?:(?:ой|упс|блин),?\s+)?{WRONG_PLACE.pattern}|"
    # "Голос: Вита! Ой, нет-нет, это не голос, я просто отметилась" (set 228)
    r"(?:(?:ой|ну|да|а),?\s+)?(?:нет|не)(?:-(?:нет|не))*,?\s+это\s+не\s+голос\b|"
    # "…ой, нам же нельзя… ГМ, не считай, это я сгоряча": the GM asked not to count it
    # ("…ааа нет стоп мне же нельзя. Не считайте это, пожалуйста!": what is not to count, named)
    r"[^\n]{0,120}?\bне\s+(?:считай|засчитывай|учитывай)(?:те)?"
    r"(?:\s+(?:это|его|этот\s+голос|мой\s+голос))?(?:,?\s+пожалуйста)?(?=\s*(?:[,.!…)]|$)))",
    _I,
)
# "Голосую за Шмеля (нет) 🐝", "…голосую против себя. ⏎ (на самом деле нет)" (set 284): the
# irony's "no" in brackets, right after the vote or as the post's last line
_IRONIC_NO = re.compile(
    r"^[ \t]*\([ \t]*нет[ \t]*\)"
    r"|^[^()]{0,160}?\n[ \t]*\([ \t]*(?:на[ \t]+самом[ \t]+деле[ \t]+|конечно[ \t]+)?нет[ \t]*[.!]*"
    r"[ \t]*\)[ \t]*$",
    _I,
)
_CHANGE_DENIED = re.compile(r"[^.!?\n…]{0,3}[.!?…]+\s*нет[.!…]+\s*не\s+меняю\b", _I)
_SENTENCE_END = re.compile(r"[!?\n]|\.(?![,.\w])")
_SAID_AGAIN = re.compile(r"[.!?…\s]*(?:то\s+есть|точнее|вернее|в\s+смысле)\b", _I)
# A lone early marker in its own sentence: "досрочно тоже.", "\nдосрочно", "Голос досрочный."
_LONE_EARLY = re.compile(
    # "…, и даже приписываю: досрочно.": the mark set off by a colon or a dash ends it too
    r"(?:^|[.!?\n]|[:—–](?=[ \t]*досрочн))[ \t]*(?:и\s+|ещё\s+|еще\s+|да\s+)?"
    # "Если что, это досрочно."
    r"(?:если\s+что,?\s+)?"
    r"(?:ставлю\s+|это\s+|и\s+да,?\s+)?"
    # ("Голос: Snow_White, по-прежнему. И теперь досрочно.", set 338: made early now)
    r"(?:(?:теперь|уже|сразу)\s+)?"
    r"(?:(?:мой\s+)?голос\s+)?досрочн\w*"
    r"(?:\s+голос)?(?:,?\s+(?:тоже|же|конечно))?"
    # ("Досрочно, хоть сегодня это и не работает, пусть будет", set 183: a concession after it)
    r"(?:[ \t]*[,—–][ \t]*(?:хоть|хотя|пусть|раз|даже\s+если)\b[^.!?\n]*)?"
    # "Досрочно (знаю, что первый день)": a remark in brackets after the mark
    r"(?:[ \t]*\([^()\n]{0,80}\))?"
    r"[ \t]*[.!)]*[ \t]*(?=[\n.!]|$)",
    _I,
)
# The target in the next sentence: "голосую. Котлета", "просто голос.\nФлинт".
# "Итого: голосую. Против Шершня, разумеется.": the preposition and a settling word may come too
_NEXT_SENTENCE = re.compile(
    # "Казнить. Тихого. Срочно.": the execution verb too, its target a sentence of its own
    r"\b(?:голос|голосую|казнить|повесить)[ \t]*[.:]?[ \t]*(?:\n|(?<=\.)[ \t]+)[ \t]*"
    r"(?:(?P<prep>против|за|на)[ \t]+)?"
    r"(?P<target>[^\W\d_][^\n.!?,;:()]{0,38}?)[ \t]*"
    r"(?:,[ \t]*(?:разумеется|конечно|естественно|само\s+собой))?(?=[.!]|\n|$)",
    _I,
)
# A vote re-aimed after a slip: "Голос: Котлета... ой, её ж казнили. Тогда Ватсон",
# "Голос против Совы. Нет, против Лаки." (both listed, as written: the GM counts the last)
_FOLLOW_UP = re.compile(
    # "…, ой, её же убили, тогда против Лимона": "тогда" may follow a comma
    r"(?:^|[.!?\n]|,(?=[ \t]*(?:ну\s+)?тогда\s))[ \t]*"
    r"(?:(?:ну\s+)?тогда\s+|(?:нет|ой|вернее|точнее|то\s+есть|хотя\s+нет)"
    r"\s*[,!]?\s*(?=(?:против|за|на)\s))(?:(?P<prep>против|за|на)\s+)?"
    r"(?P<target>[^\W\d_][^\n.!?,;:()]{0,38}?)[ \t]*(?=[.!,]|\n|$)",
    _I,
)
_NAME_ENDS = re.compile(r"[^\W\d_][\w.\u00a0-]*(?:[ \t]+[^\W\d_][\w.\u00a0-]*)?[ \t]*(?:[.!…]|$)")
_VOTE_BEFORE = re.compile(r"голос|анво|унвот|unvote", _I)
_FREED_BEFORE = re.compile(
    r"\b(?:сним|забира|отзыва|убира)\w*\s+(?:сво[йе]\s+|мой\s+)?голос\b[^.!?\n]*[.!]\s*$", _I
)
# "Тогда против Алексы, взаимно": the author's answer, a vote by its preposition alone.
_THEN_AGAINST = re.compile(r"[.!?\n]?[ \t]*(?:ну\s+)?тогда\s+против\s", _I)
# The author's own vote word ("голос", "голосую"), not someone else's ("голосует").
_OWN_KEYWORD = re.compile(r"голос(?!ует|уют|овал)", _I)
# The target before the verb: "Ватсона казнить!"
# "Ежа на казнь.", "Алёнушку досрочно казнить.", "Петруху казнить, досрочно.",
# "Ежа казнить досрочно, милок." (a vocative or a reason after it), "Петруху на виселицу 😢";
# not "Ежа казнить, но не сегодня", "Ежа казнить, если…" (see _VERB_AFTER_HEDGE).
_VERB_AFTER = re.compile(
    # "🔨 Огонька на виселицу": an emoji may open the line
    # a bracket-smile ends a sentence too: "Дима, прости) Kolobok на виселицу"
    # "Хотя ладно, сделаю: Kimblee13 на виселицу": a colon brings the act as a sentence would
    # ("Раз уж выбирать из двух — Кинжал на виселицу", set 188: a cause set off by a dash)
    rf"(?:^|[.!?\n:]|(?<=\w)\)+|(?<=\s)[—–](?=[ \t]))[ \t]*(?:[{_EMOJI_CLASS}]\ufe0f?[ \t]*)*"
    # "Тогда Грома на виселицу": a word that opens the sentence without changing it
    # ("Ну тогда Дровосека на виселицу", set 322: two of them)
    r"(?:(?:(?:ну|тогда|ладно|итак|значит|короче|так\s+что|поэтому|что\s+ж|а\s+вот|вот|а)"
    r"[ \t]*,?[ \t]+){1,2}"
    # "Окей, Грома на виселицу", "В общем, …", "Ребята, …": an opening word or address set off
    # by a comma (weighed like the sentence before: "Думаю, …" supposes)
    r"|(?P<opener>[^\W\d_][\w-]*(?:[ \t]+[^\W\d_][\w-]*){0,2}),[ \t]+)?"
    # up to three words: "Ёжика в тумане на виселицу"
    # (the words of one line: "всё ясно\nValya на виселицу" names Valya alone)
    r"(?P<target>[^\W\d_][\w-]*(?:[ \t]+(?!досрочн)[^\W\d_][\w-]*){0,2})"
    r"(?P<early>\s+досрочно)?\s*(?:[—–-]\s*)?\s"
    rf"(?:{_EXECUTE}|на\s+(?:казнь|виселицу|костёр|костер|эшафот|плаху|рею|гильотину))"
    # a remark after a comma, a dash or a space: "Лису на виселицу за вчерашнее", "… — хватит
    # молчать" (weighed by _remark_takes_back)
    # ("Сову на виселицу (досрочно)", set 231: the mark in brackets)
    r"(?P<late>,?[ \t]+(?:досрочно|\([ \t]*досрочно[ \t]*\)))?"
    # ("Шторма на виселицу: он весь день гонит одного человека": a colon brings the reason)
    r"(?P<vocative>(?:,|:|[ \t]+(?=[^\W\d_])|[ \t]*[—–][ \t])(?:[^.!?…\n()—–]|\((?!\()|\)(?!\)))*)?"
    # "тигру на виселицу и всё": a settling word after the call
    r"(?:[ \t]+и[ \t]+(?:всё|все|точка|дело[ \t]+с[ \t]+концом))?"
    # "Лиса на виселицу :)": a typed smile closes it
    r"(?:[ \t]*[:;]-?[)(D]+)?"
    r"[ \t]*(?=[.!…]|\n|$|[^\w\s,;:?\-—–])",
    _I,
)
# "…, а дальше видно будет", "…, а там разберёмся": what comes after the execution, no hedge
_VERB_AFTER_HEDGE = re.compile(
    r"\b(?:а(?!\s+(?:там|дальше|потом|уж)\s+(?:видно|посмотрим|разбер[её]мся|будет|решим))|"
    # ("Кактуса на виселицу, не досрочно, если что", set 198: "если что" is said in passing)
    r"но|однако|или|либо|если(?!\s+(?:что|кто|честно)\b)|бы|б|рано|потом|позже|завтра|наверн\w*|"
    r"может|нельзя|"
    r"хотя|шучу|шутка|"
    # a sarcastic retort: "Frost на виселицу, ага, щас", "…, ещё чего", "…, размечтались"
    r"щас|ага,?\s+(?:конечно|разбежал\w*)|ещё\s+чего|еще\s+чего|размечтал\w*|"
    # a forecast or an opinion, not the act: "Кирилла вешаем, похоже", "… пора, по-моему"
    # ("Шарка на виселицу, давно пора": high time, the call insisted on, set 112)
    r"похоже|видимо|по-моему|по\s+ходу|(?<!давно\s)(?<!уже\s)пора(?!\s+уже\b)|"
    # the idiom of a deed too bad for any punishment: "Тебя за такое повесить мало"
    r"мало|"
    # the call weighed, its subject: "Кешу казнить как-то неловко, будто по указке" (set 286)
    r"неловко|неудобно|странно|глупо|(?<!не\s)жалко|(?<!не\s)жаль|обидно|стр[её]мно|"
    r"бессмысленно|рискованно)\b",
    _I,
)
# "Повесить Кота, он весь день голосует последним, а сегодня…": a reason with its own subject
# after the comma; what it says ("а", "бы") is its own, not a hedge on the call.
# ("Бублика казнить, пусть завтра расскажет, кто он был": a wish about him, its own clause)
# ("Кота на виселицу, а то Сергеич там скучает", set 261: "а то", "or else", gives the reason)
_OWN_REASON = re.compile(
    # ("Пуха на виселицу — он меня утром … обвинил, а сам …", set 301: the reason after a dash)
    r"^\s*(?:[,:]|[—–]|-(?=\s))\s*(?:он|она|они|ты|вы|ведь|потому|поскольку|так\s+как|пусть|"
    r"пускай|а\s+то)\b",
    _I,
)


# The early mark denied right after an execution call: ", не досрочно", " (но не досрочно)".
_EARLY_NEGATED_AFTER = re.compile(
    r"^[ \t]*[,(]?[ \t]*(?:(?:но|только|просто|хотя|пока)[ \t]+)?не[ \t]+досрочн\w*[ \t]*\)?", _I
)


def _hedged_call(after: str) -> bool:
    """The words after an execution call take it back or make it the subject of a sentence.

    "Ежа казнить, но не сегодня" (a hedge), "Лису казнить не стоит", "Лиса на виселицу пойдёт
    завтра", "Лису казнить мы успеем" (the call talked about), "Лису казнить — плохая идея"
    (judged). A reason or a remark of the author's stands: "… за вчерашнее", "… и иду спать",
    "…, он весь день молчит", "… — хватит отмалчиваться".
    """
    if _OWN_REASON.match(after):
        return False
    # "Кактуса на виселицу, не досрочно, если что", "…, но не досрочно" (set 198): the negation
    # says what kind of vote it is, not that there is none
    after = _EARLY_NEGATED_AFTER.sub(",", after, count=1)
    if (
        _VERB_AFTER_HEDGE.search(after)
        or _DESCRIBED.match(after)
        or _DESCRIBED.match("— " + after.lstrip(" \t,"))  # "Лису казнить глупо": judged too
    ):
        return True
    words = re.findall(r"[^\W\d_][\w-]*", after.lower())
    if not words:
        return False
    first = words[0]
    if first in ("не", "ни", "нет", "было", "будет", "бы"):
        return True
    if after.lstrip(" \t")[:1] not in (",", ":", "—", "–"):  # the words run on from the call
        tag = _tag(first)
        head = re.search(r"[^\W\d_]", after)
        if head and (head.group(0).isupper() or tag.POS == "NOUN"):
            return True  # "Го казнить Орлова": the word after the verb is its object
        if (
            tag.POS in ("NPRO", "INFN", "PRTS", "ADJS", "ADJF", "PRTF", "PRED")
            and first not in _SELF_WORDS
        ):
            return True  # "Лису казнить мы успеем", "… надо", "Лера на виселицу сама себя…"
        for word in words[: len(re.findall(r"[^\W\d_][\w-]*", after.split(",")[0]))]:
            tag = _tag(word)
            if tag.POS == "VERB" and tag.person != "1per" and word not in _STOP_WORDS:
                return True  # "Лиса на виселицу пойдёт завтра", "… сама себя отправила"
    told = _REPORTING.search(after)
    if told is None:
        return False
    # "Тень на виселицу, я своё сказал": the author's own word on it, no report of another's
    return "я" not in re.findall(r"\w+", after[: told.start()].lower())


def _opened_off(opener: str | None) -> bool:
    """The words opening the call's sentence suppose, deny or report it ("Думаю, …",
    "Может, …", "Гром написал, …")."""
    if not opener:
        return False
    return bool(
        _supposed(opener + ",")
        or _VERB_AFTER_HEDGE.search(
            re.sub(r"^если\s+(?:честно|серь[её]зно|коротко)$", "", opener, flags=_I)
        )
        or any(w in _PAST_DAYS for w in opener.lower().split())
        or _NEGATION.search(opener)
        or _REPORTING.search(opener)
        # ("Хватит уже, Бармалея на виселицу", set 305: "enough" ends the talk, it tells nothing)
        or any(
            _tag(w).POS == "VERB" and _tag(w).person != "1per" and w not in _STOP_WORDS
            for w in opener.lower().split()
        )
    )


# Words after the call that are the author's own: "Лису казнить я решил" is not a sentence
# about the call; "хватит"/"довольно" end the talk.
_SELF_WORDS = {"я", "мне", "меня", "мной"}
_STOP_WORDS = {"хватит", "довольно"}
# "Лиса на виселицу — так вчера писал Гром": someone else's call, reported after it.
_REPORTING = re.compile(
    r"\b(?:пишет|писал\w*|написал\w*|говорит|говорил\w*|сказал\w*|предлага\w*|предложил\w*|"
    r"хочет|хотят|хотел\w*|требует|требовал\w*|кричит|кричал\w*)\b",
    _I,
)


# "ДОСРОЧНО Петька", "досрочно Алёнушка", "Досрочно тоже. Блэк": the early mark, then only a
# player's name.
_EARLY_FIRST = re.compile(
    r"(?:^|[.!?\n:…])[ \t]*(?P<early>досрочн(?:о|ый|ая))"
    # "Досрочно тоже. Блэк.": the early mark joined, then a sentence of the name alone
    r"(?:[ \t]*,[ \t]*|,?[ \t]+тоже[ \t]*[.!:][ \t]*|[ \t]+)"
    r"(?!(?:тоже|же|конечно|потом|позже|не|бы|ставлю|поставлю)\b)"
    r"(?P<target>[^\W\d_][\w-]*(?:\s+[^\W\d_][\w-]*)?)[ \t]*(?=[.!…]|\n|$)",
    _I,
)
# "Voron досрочно.", "и я. Ворон, досрочно": a sentence of a player's name and the early mark.
# "Котофей досрочно. Считаю досрочные: Варфоломей, Ирбис, Мотя, Котофей — четыре" (set 95): a
# count of the votes after it, a list of names after a colon, makes the name a line of it
_TALLY_AFTER = re.compile(
    r"\b(?:счита\w*|подсч[её]т\w*|итог\w*|расклад\w*)[^.!?\n:]{0,30}:[^.!?\n]*,[^.!?\n]*,", _I
)
_EARLY_LAST = re.compile(
    r"(?:^|[.!?\n:…])[ \t]*(?P<target>[^\W\d_][\w-]*(?:\s+[^\W\d_][\w-]*)?)"
    r"(?:[ \t]*,[ \t]*|[ \t]+)(?P<early>досрочн(?:о|ый|ая))[ \t]*(?=[.!…]|\n|$)",
    _I,
)
# "Доктор голосует за меня, потому что я голосую за Доктора": a vote given as a reason for
# something else is one already standing, told.
# The withdrawal word talked of, not done (set 140): defined ("анвоут = снимаю голос", "анвоут —
# это стиль жизни"), refused a few words on ("анвоут заранее кидать не буду") or set against
# itself ("анвоут анвоутом, а …")
# The withdrawal word said back at once: "Анвоут. нет, подождите, не анвоут, это я вслух думаю"
_UNVOTE_UNSAID = re.compile(
    r"[.!…,\s]*(?:нет,?\s+(?:подожд\w*|погод\w*)?[,\s]*)?не\s+(?:анво[уа]?т|снимаю)\b", _I
)
# The withdrawal another gets: "ГМ сейчас засчитает тебе анвоут" (set 150)
_UNVOTE_OF_ANOTHER = re.compile(r"\b(?:тебе|вам|ему|ей|им|твой|твоё|твое)\s+$", _I)
_UNVOTE_TALKED_OF = re.compile(
    r"[ \t]*(?:=|[—–-][ \t]*это\b)|(?:[ \t]+[^\W\d_]+){0,3}[ \t]+не[ \t]+"
    r"(?:буду|стану|собираюсь|хочу|надо|нужно)\b|[ \t]+анво\w*(?:ом|ами)\b"
    # ("Анвоут, говорите, нельзя...", set 327: the word as another said it)
    r"|[ \t]*,[ \t]*(?:говорите|говоришь|говорят|пишете|пишешь|значит[ \t]*\?)",
    _I,
)
_BECAUSE = re.compile(r"\b(?:потому\s+что|так\s+как|поскольку|ибо)\s+(?:я\s+)?(?:же\s+)?$", _I)
# ("Тем не менее голос на X": the fixed "(тем) не менее" denies nothing)
# ("чтобы не было вопрсов голос: Тоня_Smlie", set 298: the purpose's own "не", its comma left out)
_NEGATION = re.compile(r"(?<!\bчтобы\s)(?<!\bчтоб\s)\b(?:не|нет|ни)\b(?!\s+менее\b)[^,;:—]*$", _I)
_CLAUSE_END = re.compile(
    r"[!?;:,()\[\]\n«»\"]|\.(?![\w\u00a0])|\s[—–]\s"
    # ("гс шторм чтобы не потерялся": the purpose closes the name)
    r"|\s(?:потому|так как|ибо|т\.к\.|т\.е\.|который|которая|которого|чтобы|чтоб|а\s+то)\b",
    _I,
)
# ("Почитала... голос: Оливия": an ellipsis is a pause between two clauses)
_CLAUSE_START = re.compile(r"[,;:—–()\n]|\.\.\.|…|\s(?:а|но|и)\s", _I)
# Words after which a colon does not end the target: "Голосую против: Ворон".
_ONLY_EARLY = re.compile(r"\s*(?:(?:досрочн\w*|против|за|на)\s*)*", _I)
# Parts of speech that are no name: "Снимаю голос", "Досрочный голос", "мне голос".
_NOT_A_NAME_POS = {
    "VERB",
    "INFN",
    "ADJF",
    "ADJS",
    "PRTF",
    "PRTS",
    "GRND",
    "ADVB",
    "NPRO",
    "PREP",
    "CONJ",
    "PRCL",
    "NUMR",
    "INTJ",
    "COMP",
    "PRED",
}
_STILL = {"остаётся", "остается", "сохраняется"}
_STANDS = _STILL | {"стоит", "висит", "лежит"}
_JUDGED_VERBS = {"выглядит", "выглядело", "выглядел", "смотрится", "звучит", "выглядят"}
_STILL_ADVERBS = {"по-прежнему", "всё", "все", "ещё", "еще", "пока", "уже", "так", "и"}
_INSIST = {"повторю", "повторяю", "подтвержу", "подтверждаю", "настаиваю", "напишу"}
_MODAL = {"надо", "нужно", "следует", "стоит", "можно", "нельзя", "положено"}
_POINTLESS = {"смысла", "незачем", "бессмысленно", "бесполезно", "глупо"}
_CHANGE_INFINITIVES = {"менять", "снимать", "трогать", "убирать", "переводить", "отзывать"}
# Words of degree before an adjective said of the vote: "очень палевный", "слишком смелый"
_DEGREE = {"очень", "слишком", "крайне", "довольно", "весьма", "максимально", "какой-то"}
_PAST_DAYS = {"вчера", "позавчера", "раньше", "прошлой", "прошлый"}
_BOTH = frozenset({"обоих", "обеих", "двоих", "троих"})
_FILLER = {
    *("казнь", "казни", "повес", "повешение", "линч", "сторону", "расправу", "расправа"),
    # "golosuyu za kazn tapka": the same typed in Latin letters, and read back ("казн")
    *("kazn", "kazni", "казн"),
}
# "Голосую... ну, пожалуй, против Совы": a pause before a lower-case word goes on.
# A smiley of doubled brackets ends one too: "Сталкера на казнь, извини(( хотя ты мне нравишься",
# and a text smiley: "Если бы мог, я бы не стал :) А так — голос: Блэк".
_SMILEY = r"[:;]-?[()DР]+(?=\s|$)"
# A bracket-smile after a word ends its sentence when a capital opens the next: "кто-то
# читает) Голос: Скиф" (the "кто" before it asks nothing of the vote).
_SENTENCE = re.compile(
    rf"(?:(?!{_SMILEY})(?:[^.!?\n…(){_EMOJI}]|[{_ARROWS}]\ufe0f?|\((?!\()"
    rf"|\)(?!\)|(?<=\w\))[ \t]+[А-ЯЁA-Z])|\.(?=[\w\u00a0])"
    rf"|(?:\.\.\.|…)(?=[ \t]+[а-яёa-z])))*"
    rf"(?:{_SMILEY}|[.!?…{_EMOJI}]+|\({{2,}}|\){{2,}}|(?<=\w)\)(?=[ \t]+[А-ЯЁA-Z])|\n|$)"
)
# A correction right after the target: "против Лиса... то есть Ворона", "Ника, ой, Nik".
_CORRECTION = re.compile(
    # ("Казнить Пельмен... не, Снегиря", set 303: the spoken "не," for "нет")
    r"^\s*(?:\.\.\.|…|,|—|–|-)?\s*(?:(?:то\s+есть|точнее|вернее|в\s+смысле|ой|нет|не(?=\s*,(?!\s*(?:шуч|шут|не\b|нет\b)))|блин|"
    r"тьфу\s+ты|тьфу|"
    r"погоди(?:те)?|стоп)\s*,?\s*)+",
    _I,
)
_VOTE_WORD_AGAIN = re.compile(r"(?:голос\w*|гс|гл|казнить|повесить|vote)$", _I)
_INSTEAD = re.compile(r"^\s*не\s+[^,]{1,40},\s*а\s+", _I)
# "Голос: Шпрот, теперь досрочно", "…на Шпроте, и пусть будет досрочный": an adverb or a wish
# before the mark; "досрочно ставить не буду": the negation after the verb.
_EARLY_TAIL = re.compile(
    # ("Голос против X оставляю, и теперь уже досрочно", set 112: the form restated first)
    # ("Голос: Енот, как и был, досрочный", set 242: that it stands, then the mark)
    r"^(?P<lead>[\s,.!()\[\]—–-]*(?:(?:оставляю|не\s+меняю|как\s+и\s+был\w*)[\s,.!]*)?)"
    r"(?:(?:и|но|а)\s*,?\s+)?(?:да\s*,?\s*)?"
    # "меняю голос на Тигру, и, пожалуй, досрочно": a word of resolve between
    # ("Голос: X, окончательно и досрочно", set 233: the final mark first)
    r"(?:(?:пожалуй|даже|тоже|заодно|окончательно(?:\s+и)?)\s*,?\s+)?"
    r"(?:(?:теперь|уже|сразу|пусть\s+будет|пускай\s+будет)\s+){0,2}"
    r"(?P<neg>(?:не|без)\s+)?(?P<word>досрочн\w*)"
    # "и досрочно ставить его я не буду": words of setting it and who between
    r"(?P<after>[ \t]+(?:(?:ставить|ставлю|поставить|голосовать|голосую|отдавать|делать|его|"
    r"её|ее|я|свой|голос|же)[ \t]+){0,3}"
    r"(?:не|бы|б|потом|позже|завтра|вечером|поставлю|поставим|пока|рано)\b)?"
    # ("Голосую за казнь Нуба. Досрочно 🔒": a picture after the mark ends it as a stop would)
    # ("казнить дарклорда. досрочно 🔥 чё он так дёргается", set 298: the picture alone ends it)
    rf"(?P<rest>[ \t)]*(?:(?:[{_EMOJI_CLASS}]\ufe0f?[ \t]*)+|(?:[.!,;\n]|$)))?",
    _I,
)
_EARLY_HEAD = re.compile(r"(?P<neg>\b(?:не|без)\s+)?\bдосрочн\w*[^\w\n.!?]{0,3}\Z", _I)
# Quotation marks around what someone else wrote: a phrase inside them is not a vote.
# "[Голос] Юля", "【Голос】 Юля": the vote word as a label in brackets, its colon understood
_LABEL_KEYWORD = re.compile(r"[\[【](?P<word>голос|гс)[\]】](?=[ \t]*[^\W\d_])", re.IGNORECASE)
_BBCODE = re.compile(r"\[/?(?:b|i|u|s|color|size|font)(?:=[^\]\n]{0,20})?\]", _I)
_QUOTE_MARK = re.compile(r"[«“„\"]")
_INLINE_QUOTE = re.compile(r"«[^«»\n]*»|“[^“”\n]*”|„[^„“”\n]*[“”]|\"[^\"\n]*\"")
# A keyword left at the end of a line with its target on the next one ("Голос —\nЛорд").
# ("меняю голос на⏎Шестерёнку", set 125: a verse line broken after the preposition)
# ("Голосую за...⏎ЛедянойВеера!", set 247: a pause for suspense before the line break)
_DANGLING = re.compile(
    r"(голос\w*\s*(?:[:=>→]|-+>?|—|–)|голос\w*\s+(?:на|за|против))(?:\.{2,}|…)?[ \t]*\n[ \t]*",
    _I,
)
# The same pause kept on one line: "Голосую против... Петьки или Макса" (set 293), "Голос:
# … Тапок": the dots hold the name back, they do not end the phrase.
_PAUSED = re.compile(
    r"(голос\w*\s*(?:[:=]|—|–|-)|голос\w*\s+(?:на|за|против))[ \t]*(?:\.{2,}|…)[ \t]*"
    r"(?=[^\W\d_])",
    _I,
)
_EARLY_SLANG = re.compile(r"\bдосрочк(?:а|у|ой|и|е)\b", re.IGNORECASE)
# "досрочка без аргументов — это палево", "досрочка на Грозу без единого аргумента": the noun
# as the subject of a sentence about early votes (words follow it), no mark of this vote.
_EARLY_TALKED_OF = re.compile(
    # "досрочка его бесит": a pronoun, the object of what the early vote does
    r"\bдосрочка(?=[ \t]+(?:без|на|от|у|в|с|это|—|–|-|его|её|ее|их|меня|нас|тебя|вас|мне|всех|"
    r"[а-яё]+(?:ет|ит|ла|ло|ли|ся))\b"
    # "Досрочка первым же постом без всякой проверки — это либо …" (set 154): judged after a dash
    r"|[^.!?\n]{0,80}[—–-][ \t]*это\b)",
    re.IGNORECASE,
)
# The early mark shortened in a chat: "гс Туман досрч", "Шэдоу досрч", "гс Кот досрок".
# ("Мустанг дсрч", "досроч." set 156: the vowels or the ending dropped too)
# ("гс Фрост доср.", set 229: cut after its first syllable)
_EARLY_ABBREVIATED = re.compile(r"\b(?:доср(?:ч|ок|оч)?|дсрч|дсрочн\w*)\b\.?", re.IGNORECASE)
# "ДВ", the forums' "досрочный голос", after the vote it marks: "гс кот дв", "ГС Киса (ДВ)"
# (sets 106, 140); never a tag before a name ("[ДВ] Шрам_13", set 126) or talk ("дв с 3 дня")
_EARLY_LETTERS = re.compile(
    r"(?<=[^\W\d_])(?:[ \t]+|[ \t]*,[ \t]*)(?:дв|\(дв\))(?=[ \t]*(?:[.!…)]|\n|$))", re.IGNORECASE
)
# The vote word shortened in a fast chat, "гс Туман", "ГЛ Кот", read only where a clause opens
# ("всё, надумал. гс Кот", "ну тогда гс Бублик") and a word follows it.
_ABBREVIATED_KEYWORD = re.compile(
    # an emoji or a smiley ends a sentence as a full stop does: "спасибо 😄 Гс Ватсон"
    # a dash set apart as well: "ну раз тут - гол Шрам"
    # ("Ваня | гл: Хмурый | д2", set 179: a footer's bar sets the fields apart)
    rf"(?P<lead>^|[.!?:;,|\n(){EMPH_OPEN}{EMPH_CLOSE}—–{_EMOJI}][ \t{EMPH_OPEN}]*|(?<=[()D])[ \t]+|"
    r"(?<=\s)-[ \t]+|"
    # ("Мой ГС: Киса", set 106: the author's own short vote word)
    # ("ну раз ты так, то гс Сня", set 159: the consequence's "то")
    r"\b(?:тогда|ну|ладно|итак|значит|короче|ок|окей|всё|все|и|а|но|пока|просто|вот|да|мой|то|"
    # "а я гс хьюз" (set 203): the author as its subject, "я тоже гс Шрам"
    r"я(?:[ \t]+тоже)?|"
    # "Кидаю гс на Мышь" (set 77): a verb of giving before the short form
    r"кидаю|ставлю|отдаю|бросаю|перекидываю|переношу|меняю|снимаю|"
    # ("Кеша кидает гс на Шамана", set 257: the author of himself; "всё равно гс Шаман", "кмк гс
    # Шаман": "anyway" and a chat's "as I see it" before it)
    r"кидает|ставит|отда[её]т|меняет|переносит|переводит|равно|кмк|имхо|"
    # "кароч гс бармалей" (set 112): "короче" as a chat spells it
    r"кароч\w*|короч|"
    # "Смена гс: X" (set 229): the change of the vote, named
    r"смена|"
    r"д[оа]с[а-яё]{3,7})[ \t]+)"
    # "гc" with a Latin c; "гол кот", "гол Шрам": the vote word cut to three letters
    # ("ГС - Вера", set 229: a hyphen set apart for the dash)
    r"(?P<word>г[сc]|гл|гол)(?=[ \t]*(?:[:—–]|-(?=[ \t]))?[ \t]+[^\W\d_]"
    # ("мой гс, как у вас говорят, уходит Кисуле", set 298: an aside, then where it goes)
    r"|[ \t]*,[^,.!?\n]{1,40},[ \t]*"
    r"(?:уходит|переходит|ид[её]т|летит|отправляется|доста[её]тся)\b)",
    re.IGNORECASE,
)
# The vote word with a letter held three times or more: "ГОЛООООС", "голоссс"
_HELD_KEYWORD = re.compile(
    r"\b(?=[голс]*(?:о{3}|л{3}|с{3}|г{3}))г+о+л+о+с+(?![а-яё])", re.IGNORECASE
)
# The vote word with a slip of the fingers: two letters swapped, one doubled or left out.
# A vowel slipped too ("гылос", "голас", "галосую"), or both ("галас"), on a phone's keyboard.
_KEYWORD_TYPO = re.compile(
    r"\bг(?:олсо|лосо|оолос|олоос|олосс|олсоую|олсую|лосую|олосуую|олсоую"
    r"|[ыа]лос|ол[аы]с|[ыа]л[аы]с|[ыа]лосую|ол[аы]сую|[ыа]л[аы]сую)\b",
    re.IGNORECASE,
)
# Any other slip of one letter in the vote word before a colon or "на/за/против" ("Голс: Вера",
# "Глос на Ежа", "Гослос: Туман") or its short form "Гол.:", when no dictionary word is written
# ("Голод:", "Колос на…" stay words). Early-mark slips: "Досрочо", "досроч.", "с досрочкой".
_KEYWORD_SLIP = re.compile(
    # ("снимаю голс со Снежной", set 228: from whom)
    r"(?<![\w-])(?P<word>[гГ][а-яёА-ЯЁ]{2,6}|[гГ][оО][лЛ]\.)"
    r"(?=[ \t]*:|[ \t]+(?:на|за|против|с|со)[ \t])"
)
# "волос: лерок" (set 286: T9's key for г is в's too): a real word one letter from the vote
# word, its colon right after it, is the vote word slipped
_REAL_WORD_SLIP = re.compile(r"(?<![\w-])[вВкКпП](?P<rest>олос|ОЛОС)(?=[ \t]*:)")
# "гоолс тапок": the slip opening a sentence, a word after it
_KEYWORD_SLIP_START = re.compile(
    r"(?:^|(?<=\n)|(?<=[.!?] )|(?<=[.!?]))(?P<word>[гГ][а-яёА-ЯЁ]{3,6})(?=[ \t]+[^\W\d_])"
)
# "Казнть Любовь": the execution verb one letter off, opening a sentence before a capitalised
# name, when no dictionary word is written ("Повесть Ежа" stays a story)
_EXECUTE_SLIP = re.compile(
    r"(?:^|(?<=[.!?\n]))(?P<lead>[ \t]*)(?P<word>[кКпП][а-яё]{4,8})(?=[ \t]+[А-ЯЁ])"
)
# "сниамю голос" (set 278): the unvote's verb slipped, right before the vote word
_UNVOTE_SLIP = re.compile(
    # ("снмаю гс.", set 333: the vote word shortened too)
    r"\b(?P<word>[сСоОуУ][а-яёА-ЯЁ]{4,7})(?=[ \t]+(?:(?:сво[йе]|мой)[ \t]+)?(?:голос|гс\b))"
)
_UNVOTE_VERBS = ("снимаю", "отзываю", "убираю")
# "Голос: Мустанг / Досрочно: нет": the GM's template filled in, the early mark denied
_EARLY_DENIED = re.compile(
    # ("Досрочно: ___", set 254: the template's field left blank)
    r"\bдосрочн\w*[ \t]*[:—–-][ \t]*(?:нет|неа|не-а|no|—|-|❌|_{2,}|\.{3,}|…)(?![\w-])",
    re.IGNORECASE,
)
# "Голосую против: Голосую против: Мельник" (set 254): the template's label pasted twice
_DOUBLED_LABEL = re.compile(
    r"((?:голосую(?:[ \t]+(?:против|за))?|голос)[ \t]*:[ \t]*)\1+", re.IGNORECASE
)
_EARLY_SLIP = re.compile(
    # ("ДСРОЧНО", set 333: the first vowel left out)
    r"(?<![\w-])(?:досроч\.|(?:с\s+)?досрочкой|д(?:[оа]с|с)[а-яё]{3,7})(?![\w-])",
    re.IGNORECASE,
)
# The vote word as a diminutive: "голосок", "голоском", "голоска".
_DIMINUTIVE_KEYWORD = re.compile(r"\bголос(?:ок|ка|ку|ком|ке)\b", re.IGNORECASE)
# The preposition with a letter left out or swapped right after the vote word: "голос протв".
# ("Голсую протв Кирыча", set 173: after the verb as after the noun)
# "против" one slip off after the vote word ("протв", "пртоив", "противь" (set 228)), when no
# dictionary word is written
_PREP_TYPO = re.compile(
    r"(?:(?<=голос\s)|(?<=голосую\s))(?P<word>п[а-яё]{3,6})\b(?=[ \t]+[^\W\d_])", re.IGNORECASE
)
# "Голоспротив Кирыча" (set 173): the space between the vote word and "против" eaten
_LEARNERS_VOTE = re.compile(r"\bголосую\s+(?P<for>для)\b|\bвотирую\b", re.IGNORECASE)
_RUN_TOGETHER = re.compile(r"\b(голос(?:ую)?)(против)\b", re.IGNORECASE)
# Latin letters that look Cyrillic inside a vote word: "голoс" with a Latin "o".
_LATIN_LOOKALIKE = str.maketrans("aceopxyACEOPXHKMTB", "асеорхуАСЕОРХНКМТВ")
# In a vote word alone, a Latin G stands for Г too ("Gолос: Valya", a key missed mid-switch).
_KEYWORD_LOOKALIKE = str.maketrans("aceopxyACEOPXHKMTBGg", "асеорхуАСЕОРХНКМТВГг")
_MIXED_WORD = re.compile(r"\b(?=[\w]*[a-zA-Z])(?=[\w]*[а-яёА-ЯЁ])[\w]+\b")
_KEYWORD_STEMS = ("голос", "против", "досрочн", "казн", "повес", "веша")
_HIDDEN = dict.fromkeys(map(ord, "\u200b\u200c\u200d\u2060\ufeff\u00ad\u180e"), None)


@dataclass(frozen=True, slots=True)
class Phrase:
    """A vote phrase found in the text, before its target is resolved."""

    kind: str
    start: int
    end: int
    target_words: tuple[str, ...]
    strong: bool
    early: bool
    emphasised: bool
    raw: str
    case: str | None = None  # the case the phrase governs ("против" + genitive)
    corrected: tuple[str, ...] = ()  # "против Лиса... то есть Ворона": the words after the fix
    whole: bool = False  # every target word must belong to the name ("голосую. Котлета")
    subject: tuple[str, ...] = ()  # "Мотя голосует против Волка": who votes, the author or not
    exact: bool = False  # only a roster form written exactly names the target ("голос Ежу")


_EARLY_LATIN = re.compile(r"\b(?:(?P<neg>ne|bez)\s+)?dosrochn\w*", re.IGNORECASE)


def _spell_early_latin(match: re.Match[str]) -> str:
    negation = {"ne": "не ", "bez": "без "}.get((match.group("neg") or "").lower(), "")
    return f"{negation}досрочно"


# Box-drawing characters framing a line ("╔═══╗ ║ X ║"): each run ends a line
_BOX_DRAWING = re.compile(r"[ \t]*[\u2500-\u257f]+[ \t]*")
# A word set right with a star at a line's start, then the rest of the line
_STARRED = re.compile(r"(?m)^([ \t]*[^\W\d_][\w-]*)\*+[ \t]+(?=\S)")
# "голос на соду⏎*сову" (set 237): a starred word alone on the next line sets right the last
# word of the line before, when it is a slip of it (two letters at the most)
# ("гл хлеб⏎автозамена глеб конечно 🙄", set 237: the phone's autocorrect blamed, the right
# word after it, a remark may follow)
_STAR_FIX = re.compile(
    r"(?P<word>[^\W\d_]+)(?P<rest>[ \t.!]*)\n[ \t]*"
    r"(?:\*(?P<fix>[^\W\d_]+)[ \t.!]*(?=\n|$)"
    r"|(?:[(]?(?:автозамена|автокоррект\w*|т9|t9)[)]?|[^\W\d_]+[ \t]+автозамена)"
    r"[ \t,:—–-]*(?P<blamed>[^\W\d_]+)\*?(?![\w-])[^\n.!?]{0,25}(?=\n|$))",
    re.IGNORECASE,
)


def _star_fixed(match: re.Match[str]) -> str:
    word, fix = match.group("word"), match.group("fix") or match.group("blamed")
    if OSA.distance(word.lower(), fix.lower()) > 2:
        return match.group(0)
    return fix + match.group("rest")


# Punctuation said aloud to a phone's voice input: "голос двоеточие сова", "… точка" at the end
_DICTATED_COLON = re.compile(r"(?<=\w)[ \t]+двоеточие\b", re.IGNORECASE)
_DICTATED_STOP = re.compile(r"(?<=\w)[ \t]+точка(?=[ \t]*(?:\n|$))", re.IGNORECASE)
# Once a comma or a colon is said aloud the whole post is dictated: every mark said is one
# ("голос запятая Сова точка Сова весь день молчит точка", set 286); "точка зрения" stays
_DICTATED_MARK = re.compile(
    r"(?<=\w)[ \t\u00a0]+(?:(?P<comma>запятая)|(?P<stop>точка)(?![ \t]+(?:зрения|отсч[её]та|опоры|"
    r"невозврата|кипения|росы))|(?P<line>новая[ \t]+строка|новый[ \t]+абзац)|"
    r"(?P<bang>восклицательный[ \t]+знак)|(?P<ask>вопросительный[ \t]+знак))\b[ \t\u00a0]*",
    re.IGNORECASE,
)
_SAID_MARKS = {"comma": ", ", "stop": ". ", "line": "\n", "bang": "! ", "ask": "? "}
# "голос мельник точка извините…" (set 286): the stop said right after a vote's name
_STOP_AFTER_VOTE = re.compile(
    r"\b(?:пере)?голос\w*[ \t]+(?:[^\W\d_][\w-]*[ \t]+){1,2}?точка\b", re.IGNORECASE
)
# the comma said after the vote word stands for its colon: "голос запятая лерок"
_SAID_COMMA_AFTER_VOTE = re.compile(
    r"\b((?:пере)?голос(?:ую|овываю)?|гс)[ \t\u00a0]+запятая\b[ \t\u00a0]*", re.IGNORECASE
)
# ("голос против кот подчёркивание бегемот", set 253: the name's underscore and hyphen said)
_DICTATED_JOIN = re.compile(
    r"(?<=\w)[ \t]+(?:(?P<under>(?:нижнее[ \t]+)?подч[её]ркивани[ея])|дефис)[ \t]+(?=\w)",
    re.IGNORECASE,
)


# "Меняю голос с себя на... 🥁🥁🥁 ⏎ ...на Краба!" (set 284): suspense drawn out between a
# preposition and itself again
_SUSPENSE = re.compile(
    r"\b(?P<prep>на|за|против)[ \t]*(?:\.{2,}|…)[^\w\n]{0,20}\n?[^\w\n]{0,20}?(?:\.{2,}|…)?[ \t]*"
    r"(?P=prep)\b",
    re.IGNORECASE,
)


def _said_mark(match: re.Match[str]) -> str:
    return _SAID_MARKS[str(match.lastgroup)]  # the one mark's group that matched


# The early mark in Ukrainian and Belarusian: "(достроково)", "датэрмінова"
_EARLY_EAST_SLAVIC = re.compile(r"\b(?:достроков|датэрмінов|датэрминов)\w*", re.IGNORECASE)


# An edit line that sets the name before it right: "ред.: тьфу, Марфа!", "UPD: вернее, Сова"
_EDIT_SETS_RIGHT = re.compile(
    r"\n[ \t]*(?:ред\.?|upd|апд|edit|правка)[ \t]*:?[ \t]*"
    r"(?=(?:тьфу|блин|ой|то\s+есть|вернее|точнее|в\s+смысле)\b)",
    _I,
)


def prepare(text: str) -> str:
    """The text as the grammar reads it: hidden characters gone, quotations blanked.

    Zero-width characters and soft hyphens never mean anything in a vote; a phrase inside
    «…» or "…" is someone else's words (a single quoted word, a name, stays).
    """
    text = text.translate(_HIDDEN)
    text = fix_layout(text)
    if _BOX_DRAWING.search(text):  # "║ Рыжую на виселицу ║" (set 179): a frame drawn, lines
        text = _BOX_DRAWING.sub("\n", text)
    lowered = text.lower()
    if "*" in text or "втоза" in lowered or "втокор" in lowered or "т9" in lowered:
        text = _STAR_FIX.sub(_star_fixed, text)
    if "*" in text:  # "Тоня* гс Тоня" (set 156): the star that sets a word right ends its line
        text = _STARRED.sub("\\1*\n", text)
    lowered = text.lower()
    if "двоеточие" in lowered:  # "голос двоеточие сова … точка" (set 207): punctuation dictated
        text = _DICTATED_COLON.sub(":", text)
        text = _DICTATED_STOP.sub(".", text)
        lowered = text.lower()
    if _EDIT_SETS_RIGHT.search(text):  # "Голос: Марта ⏎ ред.: тьфу, Марфа!" (set 339)
        text = _EDIT_SETS_RIGHT.sub("... ", text)
    if "..." in text or "…" in text:
        text = _SUSPENSE.sub(r"\g<prep>", text)
        text = _PAUSED.sub(r"\1 ", text)
    if "запятая" in lowered or _STOP_AFTER_VOTE.search(text):
        text = _SAID_COMMA_AFTER_VOTE.sub(r"\1: ", text)
        text = _DICTATED_MARK.sub(_said_mark, text)
        lowered = text.lower()
    if "подч" in lowered or "дефис" in lowered:
        text = _DICTATED_JOIN.sub(lambda m: "_" if m.group("under") else "-", text)
        lowered = text.lower()
    if "гс" in lowered or "гл" in lowered or "гc" in lowered or "гол " in lowered:
        text = _ABBREVIATED_KEYWORD.sub(_spell_keyword, text)
    if "срч" in lowered or "доср" in lowered or "срочн" in lowered:
        text = _EARLY_ABBREVIATED.sub("досрочно", text)
    if "дв" in lowered:
        text = _EARLY_LETTERS.sub(" досрочно", text)
    if "dosroch" in lowered:  # typed in Latin letters: "Neon, dosrochno", "ne dosrochno"
        text = _EARLY_LATIN.sub(_spell_early_latin, text)
    if "дострок" in lowered or "датэрмін" in lowered:  # Ukrainian, Belarusian (set 220)
        text = _EARLY_EAST_SLAVIC.sub("досрочно", text)
    if "сроч" in lowered or "срч" in lowered:
        text = _EARLY_SLIP.sub(_fix_early_slip, text)
        text = _EARLY_DENIED.sub("не досрочно", text)
    if ":" in text and _DOUBLED_LABEL.search(text):
        text = _DOUBLED_LABEL.sub(r"\1", text)
    if "осрочк" in lowered:  # slang: "Голос: Сова, досрочка"
        text = _EARLY_SLANG.sub(_spell_early, text)
    if _MIXED_WORD.search(text):
        text = _MIXED_WORD.sub(_fix_lookalikes, text)
    if UKRAINIAN_LETTER.search(text) or any(word in lowered for word in _EAST_SLAVIC_PLAIN):
        text = _EAST_SLAVIC_WORD.sub(_russian_word, text)
    if _HELD_KEYWORD.search(text):  # "ГОЛООООС: УЧЁЁЁНЫЙ" (set 244): letters held in a shout
        text = _HELD_KEYWORD.sub(lambda m: "ГОЛОС" if m.group(0).isupper() else "голос", text)
    if _KEYWORD_TYPO.search(text):
        text = _KEYWORD_TYPO.sub(_fix_keyword, text)
    if "олос" in lowered:
        text = _REAL_WORD_SLIP.sub(
            lambda m: ("Г" if m.group(0)[0].isupper() else "г") + m["rest"], text
        )
    if "г" in lowered or "Г" in text:
        text = _KEYWORD_SLIP.sub(_fix_slip, text)
        text = _KEYWORD_SLIP_START.sub(_fix_slip, text)
    if "к" in lowered or "п" in lowered:
        text = _EXECUTE_SLIP.sub(_fix_execute_slip, text)
    if _PREP_TYPO.search(text):
        text = _PREP_TYPO.sub(_fix_prep_slip, text)
    if "голос" in lowered or "гс" in lowered:
        text = _UNVOTE_SLIP.sub(_fix_unvote_slip, text)
    if "для" in lowered or "вотир" in lowered:
        # "Я голосую для Бурана", "Я вотирую против Буран" (set 264): a learner's "vote for"
        # and the English vote with a Russian ending
        text = _LEARNERS_VOTE.sub(lambda m: "голосую за" if m.group("for") else "голосую", text)
    if "олоспротив" in lowered or "олосуюпротив" in lowered:
        text = _RUN_TOGETHER.sub(r"\1 \2", text)
    if "олосо" in text.lower():  # the diminutive: "Кидаю голосок на Тигру", "голоском"
        text = _DIMINUTIVE_KEYWORD.sub(_fix_keyword, text)
    if "пост" in lowered:  # "Голос: как в прошлом посте — Марат" (set 300): the name after
        text = _AS_BEFORE.sub(r"\1", text)
    if "оба голоса" in lowered:  # "Переношу оба голоса на Снегиря" (set 313): the Stone's two
        text = _BOTH_VOTES.sub("голос", text)
    if "компани" in lowered:  # "голосую за компанию против Бармалея" (set 304): "for company"
        text = _FOR_COMPANY.sub(r"\1 ", text)
    if "\u00a0" in text:
        text = text.replace("\u00a0", " ")
    if "0" in text:  # "Гол0с", "пр0тив": a zero drawn for the letter inside a word
        text = _ZERO_IN_WORD.sub("о", text)
    if "[" in text:  # BBCode left as text: "Голос: [b]Ворон[/b]"
        text = _BBCODE.sub("", text)
        text = _LABEL_KEYWORD.sub(lambda m: m.group("word") + ":", text)
    if _QUOTE_MARK.search(text):
        text = _INLINE_QUOTE.sub(_blank_quotation, text)
    return _DANGLING.sub(r"\1 ", text) if "\n" in text else text


# "Голос: как в прошлом посте — Марат" (set 300): the post before named, then the name itself
_EARLIER_POST = r"(?:прошлом|предыдущем|том|моём|моем|последнем)[ \t]+(?:мо[её]м[ \t]+)?посте"
_AS_BEFORE = re.compile(
    rf"(\bголос\w*[ \t]*[:—–-][ \t]*)(?:как|то\s+же,?\s+что)[ \t]+(?:и[ \t]+)?в[ \t]+"
    rf"{_EARLIER_POST}[ \t]*(?:[—–:,]|-(?=[ \t]))[ \t]*",
    _I,
)
# "голосую за компанию против Бармалея" (set 304): "for company", then the vote's own preposition
_BOTH_VOTES = re.compile(r"\bоба\s+голоса\b", _I)
_FOR_COMPANY = re.compile(r"\b(голосую|голос)\s+за\s+компанию\s+(?=(?:против|за|на)\s)", _I)
_ZERO_IN_WORD = re.compile(r"(?<=[а-яё])0(?=[а-яё])", re.IGNORECASE)
# The vote's own words as Ukrainian or Belarusian spells them, for players who write Russian
# with such touches (set 65): "Знімаю голос з Изуми", "Мій голос", "віддаю свій голос"
_EAST_SLAVIC_WORDS = {
    "знімаю": "снимаю",
    "мій": "мой",
    "свій": "свой",
    "віддаю": "отдаю",
    "ставлю": "ставлю",
    "змінюю": "меняю",
    "ні": "нет",
    # ("щоб ГМ не сумнівався: повісити Бурштина!", set 153: the call and what leads to it)
    "повісити": "повесить",
    "стратити": "казнить",
    "щоб": "чтоб",
    "якщо": "если",
    # Belarusian (set 232): "Здымаю голас з X. Галасую супраць Шрэка"
    "здымаю": "снимаю",
    "аддаю": "отдаю",
    "змяняю": "меняю",
    "супраць": "против",
    "павесіць": "повесить",
    "калі": "если",
    # (set 271: the Belarusian "execute", the Ukrainian "execution", "I joke", "I change", and
    # the Kazakh vote word some players of the region use)
    "пакараць смерцю": "казнить",
    "страту": "казнь",
    "жартую": "шучу",
    "міняю": "меняю",
    "дауыс": "голос",
}
_EAST_SLAVIC_WORD = re.compile(
    r"\b(?:" + "|".join(_EAST_SLAVIC_WORDS) + r")\b(?:\s+гол[оа]с\s+з(?=\s))?", re.IGNORECASE
)
# the words above that need no Ukrainian or Belarusian letter to be told
_EAST_SLAVIC_PLAIN = (
    "здыма",
    "аддаю",
    "змяняю",
    "супраць",
    "пакараць",
    "страту",
    "жартую",
    "дауыс",
)


def _russian_word(match: re.Match[str]) -> str:
    """A Ukrainian vote word in its Russian spelling, the first letter's case kept; "голос з"
    after it ("Знімаю голос з X") as "голос с"."""
    whole = " ".join(match.group(0).lower().split())
    head, _, rest = match.group(0).partition(" ")
    if whole in _EAST_SLAVIC_WORDS:  # "пакараць смерцю": a phrase of its own
        head, rest = match.group(0), ""
    russian = _EAST_SLAVIC_WORDS[" ".join(head.lower().split())]
    russian = russian.capitalize() if head[:1].isupper() else russian
    return russian + (" голос с" if rest else "")


def _spell_keyword(match: re.Match[str]) -> str:
    """ "гс" → "голос", "ГС" → "ГОЛОС", what led to it kept."""
    word = match.group("word")
    spelled = "голоса" if match.group("lead").lower().startswith("смена") else "голос"
    return match.group("lead") + (spelled.upper() if word.isupper() else spelled)


def _spell_early(match: re.Match[str]) -> str:
    """ "досрочка" → "досрочно", unless the noun is what the sentence talks about."""
    if _EARLY_TALKED_OF.match(match.string, match.start()):
        return match.group(0)
    return "досрочно"


def _fix_keyword(match: re.Match[str]) -> str:
    """ "Голсо" → "Голос", "голсую" → "голосую", the first letter's case kept."""
    word = match.group(0)
    fixed = "голосую" if word.lower().endswith("ую") else "голос"
    return word[0] + fixed[1:] if word[1:].islower() else fixed.upper()


def _fix_prep_slip(match: re.Match[str]) -> str:
    """ "противь" → "против" after the vote word, where no dictionary word is written."""
    word = match.group("word")
    lowered = word.lower()
    if lowered == "против" or OSA.distance(lowered, "против") != 1:
        return word
    return word if _morph().word_is_known(lowered) else "против"


def _fix_slip(match: re.Match[str]) -> str:
    """ "Голс" → "Голос" where one edit makes the vote word and no dictionary word is written."""
    word = match.group("word")
    lowered = word.lower()
    if lowered == "гол.":
        return "Голос" if word[0].isupper() else "голос"
    if lowered in ("голос", "голосую") or OSA.distance(lowered, "голос") != 1:
        return word
    if _morph().word_is_known(lowered):
        return word
    return word[0] + "олос" if word[1:].islower() else "ГОЛОС"


def _slipped_verb(word: str, verbs: tuple[str, ...]) -> str | None:
    """The verb one edit from ``word`` (its first letter's case kept), unless ``word`` is a
    dictionary word of its own."""
    lowered = word.lower()
    for verb in verbs:
        if lowered != verb and OSA.distance(lowered, verb) == 1:
            if _morph().word_is_known(lowered):
                return None
            return verb.capitalize() if word[0].isupper() else verb
    return None


def _fix_execute_slip(match: re.Match[str]) -> str:
    """ "Казнть" → "Казнить" where one edit makes the verb and no dictionary word is written."""
    verb = _slipped_verb(match.group("word"), ("казнить", "повесить"))
    return match.group(0) if verb is None else match.group("lead") + verb


def _fix_unvote_slip(match: re.Match[str]) -> str:
    """ "сниамю голос" → "снимаю голос" where one edit makes the verb, no dictionary word."""
    return _slipped_verb(match.group("word"), _UNVOTE_VERBS) or match.group("word")


def _fix_early_slip(match: re.Match[str]) -> str:
    """ "Досрочо", "досроч.", "с досрочкой" → "досрочно"; a real form of the word stays."""
    word = match.group(0)
    lowered = word.lower()
    if lowered.startswith("с ") or lowered in ("досроч.", "досрочкой"):
        return "досрочно"  # "с досрочкой": the vote made with the early mark
    if lowered == "досрочна":
        # "гс Бублик досрочна" (set 333): the adverb's last vowel slipped; the short adjective
        # ("она досрочна") is no word of a forum
        return "Досрочно" if word[:1].isupper() else "досрочно"
    if _morph().word_is_known(lowered) or OSA.distance(lowered, "досрочно") != 1:
        return word
    return "Досрочно" if word[:1].isupper() else "досрочно"


def _fix_lookalikes(match: re.Match[str]) -> str:
    """ "голoс" (a Latin "o") → "голос", "Gолос", "мeняю", "нa": the vote's own words and any
    Russian word a foreign keyboard spelled half in Latin letters (set 65); a name stays as
    written for the roster to read."""
    word = match.group(0)
    fixed = word.translate(_KEYWORD_LOOKALIKE)
    if fixed.lower().startswith(_KEYWORD_STEMS):
        return fixed
    lowered = fixed.lower()
    if not re.fullmatch(r"[а-яё]+", lowered) or not _morph().word_is_known(lowered):
        return word
    # a capital may open a name ("Пантерa" is a nickname): only a verb or a small word then
    return fixed if not fixed[:1].isupper() or _tag(lowered).POS in _NOT_A_NAME else word


_NOT_A_NAME = frozenset({"VERB", "INFN", "ADVB", "PREP", "CONJ", "PRCL", "NPRO", "PRED"})


def _blank_quotation(match: re.Match[str]) -> str:
    inside = match.group(0)
    # («ГОЛОС:Ёжик» — Марта, капслоком не убедишь», set 260: a vote form quoted, one token)
    if len(inside.split()) < 2 and not re.search(r"голос\w*[:=]", inside, _I):
        return inside
    # "Голос: "Тихий Омут"": right after the vote word's separator, a name in quotes (set 68)
    before = match.string[max(0, match.start() - 30) : match.start()]
    if re.search(r"голос\w*\s*(?:[:=>→]|-+>?|—|–)\s*$", before, _I) and len(inside.split()) <= 3:
        return inside
    return inside[0] + " " * (len(inside) - 2) + inside[-1]


# A slogan that opens with a common noun written small ("за мир во всём мире", "за мир и дружбу")
_SLOGAN = re.compile(
    r"\b(?:[Зз]а|[Нн]а)\s+мир(?:\s+во\s+вс[её]м\s+мире|\s+на\s+(?:всей\s+)?земле"
    r"|\s*(?:,|и)\s*дружбу)\b"
)


def find_phrases(text: str, early_word: str = "досрочно") -> list[Phrase]:
    """Every vote phrase in ``text`` in the order written (emphasis markers allowed)."""
    found: list[Phrase] = []
    if not _ANY_KEYWORD.search(text):
        return found
    for sentence in _SENTENCE.finditer(text):
        chunk = sentence.group(0)
        if not chunk.strip():
            continue
        found += _in_sentence(text, chunk, sentence.start(), early_word)
    found += _loose_phrases(text, found)
    found.sort(key=lambda p: p.start)
    found = [
        p
        for p in found
        if (not _JOKE.match(_plain(text[p.end :])) or _JOKE_UNSAID.match(_plain(text[p.end :])))
        and (not _joked(text, p.end) or (p.kind == "unvote" and _WAS_A_JOKE.match(text, p.end)))
        and not _UNDECIDED.match(_plain(text[p.end :]))
        # "Kostya-85 — мой голос, если ты сейчас же не объяснишься" (set 332): the name first,
        # then a condition after the vote word
        and not (
            p.kind == "vote"
            and p.raw.lower().endswith("голос")
            and _PUT_OFF_AFTER.match(re.sub(r"^[ \t]*,[ \t]*", "", text[p.end : p.end + 200]))
        )
        # "голосую за мир во всём мире" (sets 310, 319): the slogan, whoever is called Мир
        and not (p.kind == "vote" and _SLOGAN.search(text, p.start, p.end + 40))
        # "Голос на Ёжика в тумане шучу-шучу": the joke read among the target's words
        and not (p.kind == "vote" and _JOKE_LATER.search(" ".join(p.target_words[1:])))
        # "Голос на Лену — нет, поезд без меня" (set 239): a dash, then "no", after the name
        and not (p.kind == "vote" and _DASH_NO.search(_plain(text[p.start : p.end])))
    ]
    # "Д3: Мята — против Волчка. я — против Северянки.": a line under a day's label recaps it
    found = [
        p for p in found if not _DAY_LINE.match(_plain(text[text.rfind("\n", 0, p.start) + 1 :]))
    ]
    # ("Меняю голос на Рысь. Нет. Не меняю, пусть Рысь без меня. Голос на Сахаре.", set 261:
    # the change denied at once, whatever follows)
    found = [p for p in found if not (p.kind == "vote" and _CHANGE_DENIED.match(text, p.end))]
    last_vote = found[-1] if found and found[-1].kind == "vote" else None
    after_last = _plain(text[last_vote.end :]) if last_vote else ""
    if last_vote and (_TAKEN_BACK.match(after_last) or _IRONIC_NO.match(after_last)):
        found = found[:-1]  # "Голос: Мята... хотя нет.": taken back, and no vote after it
    elif last_vote and _FORGET_IT.match(_plain(text[last_vote.start :])):
        found = found[:-1]  # "Ujkjc: Extysq ⏎ блин, раскладка … забейте" (set 244): forget it
    return _lone_early(text, found)


def _joked(text: str, end: int) -> bool:
    """A joke mark later in the sentence of the vote ("…, то есть себя, шучу.")."""
    rest = _plain(text[end : end + 200])
    if _JOKE_UNSAID.match(rest):
        return False
    head = rest[:80]
    stop = _SENTENCE_END.search(head)
    if _JOKE_LATER.search(head[: stop.start()] if stop else head):
        return True
    # "голос — Ежу. То есть Ёжик в тумане. То есть себе. Шучу!": sentences that only say
    # again whom the vote names belong to it, and the joke after them takes it back
    while stop and (again := _SAID_AGAIN.match(rest, stop.start())):
        stop = _SENTENCE_END.search(rest, again.end())
    # "Голосую против себя, если так надо. Шучу.": the next sentence takes it back
    if stop and _JOKE_NEXT.match(rest[stop.start() :]):
        return True
    # "Казнить Кузьмича! За кота. Шучу-шучу": a short reason between, then the joke (set 94)
    reason = _SHORT_REASON.match(rest, stop.end()) if stop else None
    if reason and re.search(_EXECUTE, reason.group(0), _I):
        # "Голос против X.⏎Казнить Фроста! шучу" (set 204): a call of its own, its own joke
        return False
    return bool(
        reason
        and _JOKE_NEXT.match(rest[reason.end() - 1 :])
        and not _REASON_JOKED.match(rest[reason.end() - 1 :])
    )


# "Голос: Серый Волк. За охоту по онлайну. Шучу, не за это" (set 253): the joke takes back the
# reason just given, the vote stands
_REASON_JOKED = re.compile(
    r"[\s!.…]*(?:шучу|шутка)[\s,!.…—–-]*(?:не\s+за\s+это|не\s+поэтому|не\s+из-за\s+этого)\b", _I
)


# A sentence of a few words giving the reason, no vote word in it: "За кота.", "Он знает."
# ("Казнить Тыкву! За то что проверяет за Ланой :D Шучу, шучу", set 116: up to eight words,
# closed by a stop, a line's end or a smiley)
_SHORT_REASON = re.compile(
    # ("Казнить Теслу! За то, что камень профукала. Шучу-шучу", set 209: a comma in it)
    # ("Казнить Ёжика! За самоголос! ⏎ Шучу-шучу", set 247: the vote word inside another word)
    r"[\s!.…]*(?![^.!?\n]*\bголос)(?:[^\W\d_]+,?[ \t]+){0,7}[^\W\d_]+[ \t]*"
    r"(?:[.!…]|\n|[:;]-?[)(DР])",
    _I,
)


def _lone_early(text: str, phrases: list[Phrase]) -> list[Phrase]:
    """A lone "досрочно" in its own sentence marks the post's one vote early."""
    votes = [
        i
        for i, p in enumerate(phrases)
        if p.kind == "vote" and not _only_early(p) and not _verb_first(p)
    ]
    if not votes or "осрочн" not in text.lower():
        return phrases
    plain = _plain(text)
    for match in _LONE_EARLY.finditer(plain):
        if len(votes) == 1:
            at = votes[0]
            if phrases[at].start <= match.start() < phrases[at].end:
                continue
            if match.end() <= phrases[at].start and re.search(
                r"\w", plain[match.end() : phrases[at].start]
            ):
                # "Кто зашёл первым? Кимбли. Досрочно. В первый день … Голос: X" (set 107): a
                # mark before the vote with words between tells of another
                continue
        else:
            # several phrases: the mark closes the sentence right before it ("Меняю на
            # серьёзный: голос против Шрама. Досрочно (…)")
            before = [i for i in votes if phrases[i].end <= match.start()]
            if not before or not re.fullmatch(
                r"[^.!?\n]*[.!?\n]*\s*", plain[phrases[before[-1]].end : match.start()]
            ):
                continue
            at = before[-1]
        phrase = phrases[at]
        if phrase.early or re.match(r"[\s,(]*обычн", plain[phrase.end :], _I):
            return phrases  # "Голос: Шэдоу, обычный."
        phrases[at] = replace(phrase, early=True)
        break
    return phrases


def _verb_first(phrase: Phrase) -> bool:
    """ "голос меняю: вешаем Морта": a verb where a name would stand, no vote of its own."""
    words = phrase.target_words
    return bool(words) and not phrase.strong and _tag(words[0].lower()).POS in ("VERB", "INFN")


def _only_early(phrase: Phrase) -> bool:
    """ "Голос досрочный.": a phrase whose only target word is the early mark."""
    words = phrase.target_words
    return bool(words) and all(w.lower().startswith("досрочн") for w in words)


def _loose_phrases(text: str, found: list[Phrase]) -> list[Phrase]:
    """Votes spread over two sentences, or with the target before the verb.

    "голосую. Котлета", "Голос: Котлета… ой, её ж казнили. Тогда Ватсон", "Ватсона казнить!".
    Each counts only when the words are a player's name and nothing else.
    """
    out: list[Phrase] = []
    plain = text if EMPH_OPEN not in text else _plain(text)
    if len(plain) != len(text):
        return out
    scans: list[tuple[re.Pattern[str], str | None]] = [(_VERB_AFTER, "accs")]
    if "осрочн" in text.lower():
        scans += [(_EARLY_FIRST, None), (_EARLY_LAST, "nomn")]
    if re.search(r"голос", text, _I):
        scans += [(_NEXT_SENTENCE, "prep"), (_FOLLOW_UP, "prep"), (_NAME_THEN_VOTE, "nomn")]
    elif re.search(r"казнить|повесить", text, _I):
        scans.append((_NEXT_SENTENCE, "accs"))
    elif re.search(r"тогда\s+против", text, _I):
        scans.append((_FOLLOW_UP, "prep"))
    for pattern, case in scans:
        for match in pattern.finditer(text):
            a, b = match.start("target"), match.end("target")
            if any(p.start < b and a < p.end for p in found + out):
                continue
            if (
                pattern is _FOLLOW_UP
                and not _OWN_KEYWORD.search(text[:a])
                and not _THEN_AGAINST.match(match.group(0))
            ):
                continue  # "тогда" re-aims a vote written (or asked about) before it
            if pattern is _FOLLOW_UP:
                said = [
                    x for x in re.split(r"[.!?\n…]", _plain(text[: match.start()])) if x.strip()
                ]
                if said and _supposed(said[-1]):
                    # "Если бы … голосовал бы за Юну. Хотя нет, за Гвоздя" (set 108): the
                    # correction of a supposed vote is supposed too
                    continue
            before = text[max(0, match.start() - 60) : match.start()]
            if pattern is _EARLY_LAST and (
                any(p.kind == "vote" for p in found + out)
                or _supposed(re.split(r"[.!?\n…]", before)[-1])
                or _told_before(before)
                or _TALLY_AFTER.search(text[match.end() :])
            ):
                continue  # the weakest form: only a post's one vote, never a condition
            if pattern is _NEXT_SENTENCE and _supposed(re.split(r"[.!?\n…]", before)[-1]):
                continue  # "Добавить голос. Себе." (set 199): the act named, its target after
            if (
                pattern is _VERB_AFTER
                and re.match(r"\s*[—–]", match.group(0))
                and (_WE_EXECUTE.search(match.group(0)))
            ):
                continue  # "раз так — Сашеньку вешаем, …" (stranger7): the table's call, told
            if pattern is _VERB_AFTER and (
                # the match opens at a sentence's end: what the sentence before says is its own
                (
                    # (a line's end or a bracket-smile ends it too: "…, внезапно)⏎Тень на виселицу")
                    not re.match(r"[.!?\n)]", match.group(0))
                    # ("для тех кто в танке ещё раз: Марка на виселицу", set 144: "тех кто"
                    # opens a relative clause, no condition)
                    and _supposed(
                        _PARENTHETICAL.sub(" ", _after_contrast(re.split(r"[.!?…\n]", before)[-1]))
                    )
                )
                or _hedged_call(match.group("vocative") or "")
                or _opened_off(match.group("opener"))
            ):
                continue
            words = tuple(w for w in re.split(r"\s+", match.group("target").strip()) if w)
            if pattern is _FOLLOW_UP and any(
                _tag(w.lower().strip(".,!?")).POS in ("INFN", "VERB") for w in words[1:]
            ):
                continue  # "Нет, за себя голосовать глупо": a sentence about voting, no name
            groups = match.groupdict()
            prep = groups.get("prep")
            early = bool(groups.get("early") or groups.get("late"))
            this_case = _PREP_CASE.get((prep or "").lower(), "nomn") if case == "prep" else case
            out.append(
                Phrase(
                    "vote",
                    match.start("target") if pattern is _VERB_AFTER else match.start(),
                    match.end(),
                    words,
                    False,
                    early,
                    False,
                    text[
                        match.start("target")
                        if pattern is _VERB_AFTER
                        else match.start() : match.end()
                    ].strip(" .,!\n…:"),
                    this_case,
                    whole=not prep or pattern is _FOLLOW_UP,
                )
            )
    return out


_PLAN_GOES_ON = re.compile(r"^[^.!?\n]*?,[^.!?\n]*\b(?:ночью|завтра|потом|дальше)\b", re.IGNORECASE)
# "А предложение у меня одно: вешаем Корвина": the we-form call offered as a proposal (set 71)
_PROPOSED = re.compile(r"\bпредлож\w*", re.IGNORECASE)


_DRAWN_BY_AUTHOR = re.compile(r"\b(?:так\s+что|поэтому|посему)\b", _I)


def _described_after_colon(before: str) -> bool:
    """After a colon that opens what a player does, a verb of his before the vote: "смущает
    Штопор: на каждый вопрос огрызается, голос на Весну без единого довода" (set 74)."""
    if ":" not in before:
        return False
    described = before.rsplit(":", 1)[1]
    # "…странно: человек ни разу не ответил, так что голос мой — Niko" (set 290): the
    # consequence drawn after the description is the author's
    # ("Ответ такой: Маруся путалась, …, значит, вешаем Марусю", set 54: "значит" goes on with
    # the argument reported)
    drawn = [m.end() for m in _DRAWN_BY_AUTHOR.finditer(described)]
    words = re.findall(r"[^\W\d_]+", described[drawn[-1] :].lower() if drawn else described.lower())
    if any(w in ("я", "мой", "мне", "меня", "мы") for w in words):
        return False
    return any(
        _tag(w).POS == "VERB" and _tag(w).mood == "indc" and _tag(w).person in ("3per", None)
        for w in words
    )


# A vote as the noun of a deed in a list or a story: "сразу после этого голос против X",
# "Первая игра — и сразу голос в X", "первым делом — голос против тебя"
_DEED_IN_SEQUENCE = re.compile(
    r"(?:\b(?:сразу(?:\s+же)?(?:\s+после\s+(?:этого|того|него|не[её]))?|после\s+(?:этого|того)|"
    r"первым\s+делом|затем|и\s+тут\s+же))\s*[,—–-]?\s*$",
    _I,
)
# "Три захода в защиту гомункула и голос на Нюру", "«стадо», «сговорились» и голос в Зеро":
# joined by "и" to a noun or a quoted word before it
_DEED_JOINED = re.compile(r"(?P<word>[^\W\d_]{3,}|[»\"”])[ \t]+и[ \t]+$", _I)
_PREPOSITION_LAST = re.compile(
    r"(?:^|[\s(«\"])(?:на|в|во|за|про|о|об|обо|от|до|после|без|через|из-за|вместо|кроме)[ \t]+$", _I
)
# A vote noun as an item of a numbered list run on in a sentence, or under a heading of reasons
_LISTED_AFTER_NUMBER = re.compile(r"[,:;][ \t]*\d{1,2}[.)][ \t]*$")
_REASONS_HEADING = re.compile(
    r"^\s*(?:(?:мои|его|её|ее|вот)\s+)?(?:причин[аы]|минусы|претензии)\s*:[^:]*\b(?:и|\d[.)])\s*$",
    _I,
)
_EVERY_LAST = re.compile(
    r"\b(?:каждый|каждого|кожен|кожного|любой|любого|всякий|всякого|очередной)[ \t]+$", _I
)
_VOTE_NOUN = re.compile(r"голос[ \t]+(?:на|в|во|против|проти|за)[ \t]", _I)


_GOES_ON = re.compile(r"\s*(?:и|а\s+ещ[её]|ещ[её]\s+и|плюс|да\s+ещ[её])\s*", _I)


def _another_did(sentence: str) -> bool:
    """The sentence tells what someone else did: a verb in the past, none of the author's words."""
    words = re.findall(r"[^\W\d_]+", sentence.lower())
    if any(w in ("я", "мой", "мне", "меня", "мы", "нас") for w in words):
        return False
    return any(
        _tag(w).POS == "VERB" and _tag(w).tense == "past" and _tag(w).person != "1per"
        for w in words
    )


def _vote_noun_told(before: str, phrase: str) -> bool:
    """The vote noun ("голос на X", no verb, no colon) is one of the deeds a sentence lists or
    tells in order, never the author's own ("я", "мой" in the sentence keep it his), or the
    object of a preposition ("в ответ на голос в себя")."""
    if not _VOTE_NOUN.match(phrase):
        return False
    if _LISTED_AFTER_NUMBER.search(before):
        return True  # "Причины: 1) защита Шмеля, 2) голос в Кирилла без объяснений" (set 209)
    said = re.split(r"[.!?\n…]", before)
    clause = said[-1]
    if (
        _PREPOSITION_LAST.search(clause)
        or _REASONS_HEADING.search(clause)
        # "на кожен голос проти себе відповідає атакою" (set 220): any vote, talked of
        or _EVERY_LAST.search(clause)
    ):
        return True
    earlier = [s for s in said[:-1] if s.strip()]
    if earlier and _GOES_ON.fullmatch(clause) and _another_did(earlier[-1]):
        # "Тень за весь день написала два поста… и голос на Соню без объяснений." (set 206):
        # a sentence opened by "и" goes on with the list of what another did
        return True
    if re.search(r"\b(?:я|мой|мою|мне|меня)\b", clause, _I):
        return False
    if _DEED_IN_SEQUENCE.search(clause):
        return True
    joined = _DEED_JOINED.search(clause)
    if joined is None:
        return False
    word = joined.group("word")
    return not word.isalpha() or (word.islower() and _tag(word.lower()).POS == "NOUN")


def _told_before(before: str) -> bool:
    """The sentence before tells what another did, in the past ("Мурена подхватила. Кира
    досрочно." lists the others' votes): a name and the early mark after it go on the list."""
    sentences = [s for s in re.split(r"[.!?\n…]", before) if s.strip()]
    if not sentences:
        return False
    written = re.findall(r"[^\W\d_]+", sentences[-1])
    words = [w.lower() for w in written]
    if not words or any(w in ("я", "мой", "мне", "меня") for w in words):
        return False
    # its subject someone else: a name or "он/она/они" first ("Устал спорить." is the author)
    subject = words[0] in ("он", "она", "они") or (
        written[0][:1].isupper() and _tag(words[0]).POS not in ("VERB", "INFN", "ADVB", "PRCL")
    )
    return subject and any(_tag(w).POS == "VERB" and _tag(w).tense == "past" for w in words)


def _plain(text: str) -> str:
    return text.replace(EMPH_OPEN, "").replace(EMPH_CLOSE, "")


def _dash_condition(before: str) -> bool:
    """A condition without "если": a clause opened by a perfective verb of the future, then a
    dash ("Не отпишется — голосую против Хоукай", set 120). "Молчит весь день — голос на X"
    gives a reason (the present), no condition."""
    clause = re.search(r"(?:^|[.!?\n])\s*([^.!?\n—–]{1,50}?)\s[—–]\s*$", before)
    if clause is None:
        return False
    words = re.findall(r"[^\W\d_]+", clause.group(1).lower())
    if words[:1] == ["не"]:
        words = words[1:]
    if not words:
        return False
    tag = _tag(words[0])
    if tag.POS == "VERB" and tag.number == "plur" and (tag.tense == "past" or tag.person == "2per"):
        return True  # "Передумали совсем — Снимаю голос" (set 182): a case told to the table
    return bool(tag.POS == "VERB" and tag.tense == "futr" and tag.person == "3per")


def _supposed(before: str) -> bool:
    """A condition, a plan or a pondering in the text before a phrase ("если", "думаю")."""
    said = [m.end() for m in _SAYING_NOW.finditer(before)]
    now = [m.end() for m in _NOW.finditer(before)]
    if now and not _IF.search(before[: now[-1]]):  # "если …, теперь …" is still the condition
        said = sorted([*said, now[-1]])
    # "Голосовать всё равно надо, так что голос Ежику": a duty weighed, then the consequence
    drawn = [m.end() for m in _CONSEQUENCE.finditer(before) if m.group(0) != ":"]
    if drawn and not _IF.search(before[: drawn[-1]]):
        said = sorted([*said, drawn[-1]])
    before = _AT_LEAST.sub(" ", before[said[-1] :] if said else before)
    before = _FORM_ASKED.sub(" ", before)
    before = _INDIRECT_QUESTION.sub(" ", before)
    if _HYPOTHETICAL.search(before):
        return True
    cuts = [m.end() for m in _CONSEQUENCE.finditer(before)]
    return _PONDERING.search(before[cuts[-1] :] if cuts else before) is not None


def _after_pause(before: str, said: str) -> str:
    """ "А может, всё-таки Ворона... меняю голос на Ворону" (set 340): after a pause, the act
    in the author's own verb is the decision; the pondering before it is over."""
    pauses = [m.end() for m in re.finditer(r"\.{2,}|…", before)]
    if pauses and _ACT_VERB.match(said):
        return before[pauses[-1] :]
    return before


_ACT_VERB = re.compile(
    r"\s*(?:меняю|ставлю|отдаю|голосую|перевожу|переношу|кидаю|перекидываю)\b", _I
)


def _after_contrast(before: str) -> str:
    """The text after the last ", но" / ", а": "Я бы подумал про Киру, но голос — Котлета"."""
    found = [m.end() for m in _CONTRAST.finditer(before)]
    return before[found[-1] :] if found else before


def _clause_before(chunk: str, pos: int) -> str:
    """The text of the clause that ``pos`` stands in, before ``pos``."""
    before = chunk[:pos]
    starts = [m.end() for m in _CLAUSE_START.finditer(before)]
    return before[starts[-1] :] if starts else before


# A quoted phrase explained as a vote: "«казнить X» — это голос против X", "«гс X» = голос X".
_DEFINED = re.compile(
    r"[»\"”][ \t]*(?:[—–=-][ \t]*)?(?:это|значит|означает)?[ \t]*$", re.IGNORECASE
)
# A mind made up or changed, said with its subject dropped: the author's own ("передумал",
# "решила", "надумал")
_MIND_CHANGED = ("передума", "надума", "решил", "решила", "определил")
_MIND_OPENERS = frozenset(
    {"я", "ну", "ладно", "всё", "все", "короче", "хотя", "нет", "да", "так", "вот", "ок", "окей"}
    | {"всё-таки", "все-таки", "в", "итоге", "общем", "тогда"}
)
_OWN_VERB_BEFORE = re.compile(
    r"\b(?:подтверждаю|повторяю|оставляю|отдаю|ставлю|кидаю|меняю|пишу|дублирую)\s+сво[йе]\s*$",
    re.IGNORECASE,
)
_HIM_HER = ("её", "ее", "его", "он", "она", "они", "их")
# "Сегодняшний голос на X", "вчерашний голос против Y": a vote of some time, told; the
# author's own says so ("мой вчерашний голос", "свой утренний голос")
_TIMED = re.compile(
    r"\b(?:(?:сегодняшн|вчерашн|утренн|вечерн|ночн|позавчерашн|дневн)\w*|вчера|позавчера"
    # "поздний голос на X", "внезапный голос против Y": a vote described by how it came
    r"|(?:поздн|ранн|внезапн|резк|быстр|запоздал)(?:ий|ый|ой|ее|ое|ем|им|ым)|последний\s+(?=голос\s+(?:на|за|против))"
    # "первым постом голос на Хоукай" (set 123): what someone's post held, told
    r"|(?:перв|втор|последн|прошл|следующ|ночн|утренн)\w*\s+постом)"
    r"\s+$",
    re.IGNORECASE,
)
# A line opening with a day's label: "Д1: …", "День 3 — …", "D2) …" (a recap of that day)
_DAY_LINE = re.compile(r"\s*(?:д|день|d|day)\s*\d{1,2}\s*(?:[:.)—–-]|\s+[—–-])", re.IGNORECASE)
# A sentence that opens on another player back then: "Он вчера не голосовал за Нину, … — голос
# за Шрама «за молчание»" (set 65): every vote in it is his, told.
_THEY_BACK_THEN = re.compile(
    r"^\s*(?:(?:он|она|они)\s+(?:[а-яё]+\s+)?(?:вчера|позавчера|раньше|тогда|утром)"
    # "Вчера он проголосовал за Мотю…, а сегодня … и голос в Tenebris" (set 79)
    r"|(?:вчера|позавчера|раньше|утром)\s+(?:он|она|они))\b",
    re.IGNORECASE,
)
# Another's subject in the vote's own clause: "… — и она сразу в ответ голос на Касю" (never
# "я", and a clause of the author's own after it stays his)
_THIRD_SUBJECT = re.compile(
    r"^\s*(?:(?:и|а|но)\s+)?(?:он|она|они)\b(?![^,;:]*\b(?:я|мой|мою)\b)", re.IGNORECASE
)
# "Касс. Вчера: защита Марты, поздний голос на Полковника": a past day as the heading of what
# the sentence lists; every vote in it is that day's, told.
_PAST_HEADING = re.compile(
    r"^\s*(?:[^\W\d_]+\s*[.,]\s*)?(?:вчера|позавчера|прошлым\s+дн[её]м|в\s+прошлый\s+день|"
    r"на\s+прошлом\s+дне|(?:в|на)\s+(?:первый|второй|третий|четв[её]ртый|пятый)\s+день|"
    r"(?:в|на)\s+(?:первом|втором|третьем|четв[её]ртом|пятом)\s+дне|днём\s+раньше)\s*[:—–]",
    re.IGNORECASE,
)
# "я понял, это голос на Шрама": what another's post meant, told ("Это мой голос: X" is his)
_THIS_IS = re.compile(r"\bэто\s+$", re.IGNORECASE)
_PARALLEL_AFTER = re.compile(
    r"[^.!?\n,]{0,30},\s*а\s+(?:ты|вы|он|она|они)\s+(?:на|за|против|в)\s+\S", re.IGNORECASE
)
_REFUSED_AFTER = re.compile(
    r"[^.!?\n,;]{0,30}?\b[а-яё]+(?:ть|ти|чь)\s+не\s+(?:буду|стану|собираюсь)\b", re.IGNORECASE
)
_MINE_WORD = re.compile(r"\b(?:мой|мою|моё|мое|свой|свою|своё)\b", re.IGNORECASE)
# "В соседней игре по Наруто голосую против Какаши", "В голосовании за лучшую аватарку голосую
# за Winry": a vote in another game or poll ("в этой игре" is this one)
_ELSEWHERE = re.compile(
    r"\bв\s+(?!(?:этой|этом|нашей|нашем|текущей|текущем|данной|данном|сегодняшнем)\b)"
    r"(?:[^\W\d_]+\s+){0,2}?(?:голосовани[иe]|игре|партии|конкурсе|опросе)\b",
    re.IGNORECASE,
)
_ELSEWHERE_AFTER = re.compile(
    r"^[\s,]*(?:на|в|во)\s+(?:другом|другой|соседнем|соседней|прошлой|прошлом|той)\s+"
    r"(?:форуме|игре|теме|партии|голосовании|чате)\b",
    re.IGNORECASE,
)
_SEPARATED = re.compile(r"голос\w*\s*(?:[:=>→]|-+>?|—|–)", re.IGNORECASE)
_FIRST_PERSON_OWN = {"мой", "мою", "моё", "мое", "свой", "свою"}


# A vote judged right after its target, no dash between: "голос на диму норм тема"
_JUDGED_AFTER = re.compile(
    r"(?:норм\w*|нормальн\w*|хорош\w*|отличн\w*|плох\w*|классн\w*|неплох\w*|годн\w*)\s+"
    r"(?:тема|идея|вариант|ход|выбор)\b|так\s+себе\b|не\s+вариант\b"
    # ("vote Мирра was my mistake", set 252: the vote judged in English, in the past)
    r"|(?:was|is)\s+(?:a|my)\s+(?:mistake|error|misclick)\b|был\w*\s+(?:моей\s+)?ошибк\w*\b",
    _I,
)
# A player named as disliked or suspected, then a colon that tells what he did
_DISLIKED_BEFORE = re.compile(
    r"\b(?:не\s+нравится|не\s+нравятся|смущает|настораживает|бесит|раздражает|напрягает)\s+"
    r"(?:мне\s+)?[^\s:]+(?:\s+[^\s:]+){0,2}\s*:\s*$",
    _I,
)
# What shows the form before a colon: "пишется вот так:", "пишите:", "например:"
# Said right after a vote set right: it is too soon, so no vote at all
_TOO_EARLY = frozenset({"рано", "подожду", "погожу", "повременю", "потом", "позже", "успею"})
_MOVES_TOLD = re.compile(r"\bсначала\b[^.!?\n]{0,60},\s*(?:а\s+)?(?:потом|затем)\s+$", _I)
_EXAMPLE_BEFORE = re.compile(
    r"\b(?:пишется|пишутся|пишите|оформляется|оформляйте|например|к\s+примеру|образец|"
    # ("Покажу на живом примере: Голос: Ёжик в тумане", set 308)
    r"по\s+образцу|на\s+(?:живом\s+|простом\s+|своём\s+|своем\s+)?примере)\b[^.!?\n:]{0,30}:\s*$",
    _I,
)
# Words that soften a call between its verb and the vote word
_SOFTENERS = frozenset({"лучше", "уж", "уже", "тоже", "же", "ещё", "еще", "сразу", "пожалуйста"})
_SENT_BY = re.compile(
    r"\s(?:в|через|по)\s+(?:лс|личку|личные|личных|ведущ\w+|гм|почт\w+)[\s,]*$", _I
)


def _not_the_authors(clause: str) -> bool:
    """Someone else's vote ("его голос", "у Лорда голос", "Ворон сменил голос", "третий голос").

    Read in the clause before the phrase: a past or third-person verb, a number or an ordinal
    right before "голос" (adjectives such as "обычный", "досрочный" skipped) makes it talk.
    """
    if _OWN_VERB_BEFORE.search(clause):
        return False  # "Подтверждаю свой голос: X": the author's own verb, his own vote
    if _NOT_MINE.search(clause):
        return True
    # "Полуночник кинул в ЛС голос на Хьюза" (set 161): the way it was sent, between
    clause = _SENT_BY.sub("", clause)
    words = re.findall(r"[^\W\d_]+", clause.lower())
    mine = False
    while words:
        if words[-1] in _SOFTENERS and len(words) > 1:
            words.pop()  # "Соня, поставь лучше голос на X" (set 159): the verb before it
            continue
        tag = _tag(words[-1])
        if tag.POS == "NUMR" or "Anum" in tag:
            return True
        if tag.POS == "INFN" and len(words) > 1 and words[-2] in ("чтобы", "чтоб"):
            return True  # "…, чтобы убрать единственный голос против себя" (set 269): a purpose
        if tag.POS == "VERB":  # "сменил", "отдаёт", and "Отдай голос за…" (a call to another)
            if mine and tag.mood == "impr":
                return False  # "Ведущий, запишите мой голос на Нину": the author's, recorded
            if mine and not _morph().word_is_known(words[-1]):
                return False  # "Таму мой голос: X" (Belarusian "so"): a word the dictionary
                # only guesses at is no verb of another's
            if (
                tag.tense == "past"
                and words[-1].startswith(_MIND_CHANGED)
                and all(w in _MIND_OPENERS for w in words[:-1])
            ):
                return False  # "передумала голос снова ирэн" (set 237): the author's own change
            # ("ты уже третий раз меняешь голос: Милан, Мотя", set 253: the one spoken to)
            return bool(tag.tense == "past" or tag.person in ("2per", "3per") or tag.mood == "impr")
        if tag.POS not in ("ADJF", "ADJS", "PRTF") or len(words) == 1:
            return False
        # the word is always taken off ("Раз ведущий мой голос…", set 266: with "мой" met first,
        # an "or" that skipped the pop looped for ever)
        mine = words.pop() in _FIRST_PERSON_OWN or mine
    return False


_THEN_OPENS = re.compile(r"^[\s,]*(?:(?:ну|а|и)\s+)?тогда\b", _I)
# ("а если Учёный гомункул??": a supposition put as a question; "Если я поставлю досрочно, …
# смогу поменять?" asks the GM, set dev)
_IF_ASKED = re.compile(
    r"(?:^|[.!?…\n)]\s*)(?:а|ну\s+а|ну)\s+(?:если|вдруг)\b[^.!?\n)]*\?+[\s\W]*$", _I
)


def _asked_condition_before(earlier: str, before: str) -> bool:
    """The clause opens with "тогда" right after a question with "если" ("а если он
    гомункул?? тогда голосую против него"): the vote is the condition's consequence."""
    return bool(_THEN_OPENS.match(before)) and bool(_IF_ASKED.search(earlier))


def _in_sentence(text: str, chunk: str, offset: int, early_word: str) -> list[Phrase]:
    if not _ANY_KEYWORD.search(chunk):
        return []  # most sentences: no pattern could match, skip the seventeen scans
    # "Голос: Граф_Зеро (правильно же пишется?)": a question in brackets asks of the spelling
    question = chunk.rstrip().endswith("?") and not _BRACKET_QUESTION.search(chunk)
    taken: list[tuple[int, int]] = []
    phrases = []
    lowered = chunk.lower()
    if not question and "голос" in lowered:
        for match in _DATIVE_FIRST.finditer(chunk):
            clause = _PARENTHETICAL.sub(" ", _plain(chunk[: match.start()]))
            if _NEGATION.search(clause) or _supposed(_after_contrast(clause)):
                continue
            words = tuple(_plain(match.group("target")).split())
            if not _dative_like(words):
                continue
            phrases.append(
                Phrase(
                    "vote",
                    offset + match.start("target"),
                    offset + match.end(),
                    words,
                    False,
                    False,
                    _inside_emphasis(chunk, match.start("target")),
                    _plain(match.group(0)).strip(),
                    "datv",
                    whole=True,
                )
            )
            taken.append((match.start("target"), match.end()))
    if not question and ("голос" in lowered or "я" in lowered):
        phrases += _target_first(text, chunk, offset, taken)
    for (kind, pattern, strong, case), needs in zip(_COMPILED, _NEEDS, strict=True):
        if not any(stem in lowered for stem in needs):
            continue
        for match in pattern.finditer(chunk):
            if any(match.start() < b and a < max(match.end(), match.start() + 1) for a, b in taken):
                continue
            anew = match.groupdict().get("anew")
            if anew is not None and not _FREED_BEFORE.search(text[max(0, offset - 150) : offset]):
                continue  # "его" stands for the author's own vote, freed in the sentence before
            if (match.groupdict().get("then") or anew is not None) and not _VOTE_BEFORE.search(
                text[: offset + match.start()]
            ):
                # "и ставлю на Мяту" is the second half of a change written before, in this
                # post or (a post opening with it, the name alone ending the sentence) in the
                # author's last one; "И ставлю на Облепиху, что она мафия" is a bet
                opens = not text[: offset + match.start()].strip() and anew is None
                if not opens or not _NAME_ENDS.match(chunk, match.end()):
                    continue
            if chunk[max(0, match.start() - 1) : match.start()] == "-":
                taken.append((match.start(), match.end()))
                continue  # "контр-голос на Армстронга" (set 107): a kind of vote, described
            before = _plain(chunk[: match.start()])
            clause = _PARENTHETICAL.sub(" ", _plain(_clause_before(chunk, match.start())))
            if _CLAUSE_START_ONLY.match(match.group(0).strip()) and re.search(
                r"\w", _DISCOURSE.sub("", clause)
            ):
                continue
            if (
                _WE_EXECUTE.match(match.group(0).strip())
                and (
                    _CROWD.search(_plain(chunk))
                    or _PROPOSED.search(_plain(chunk[: match.start()]))
                    # "вешаем вельвет, ночью камнем бармалея, … завтра его" (set 211): the table's
                    # plan, step by step
                    or _PLAN_GOES_ON.search(_plain(chunk[match.end() :]))
                )
            ):
                taken.append((match.start(), match.end()))
                continue
            aside = _PARENTHETICAL.sub(" ", match.groupdict().get("aside") or "").strip(" ,.…—–")
            rest = chunk[match.end() :]
            asked = question and not (
                _SLIP_THEN_QUESTION.match(rest) or _REASON_ASKS.match(rest) or _table_asked(rest)
            )
            if (
                asked
                or _supposed(aside)
                or _NEGATION.search(aside)
                or _HEARSAY.search(aside)
                or _not_the_authors(clause)
                # "2) Сегодняшний голос на Подорожника — лёгкая мишень": a vote of some time
                # described ("Сегодняшний голос: X", with its separator, is the author's)
                or (
                    (_TIMED.search(clause) or _THIS_IS.search(clause))
                    and not _MINE_WORD.search(clause)
                    and not _SEPARATED.search(match.group(0))
                )
                or _ELSEWHERE.search(before)
                or _PAST_HEADING.match(before)
                or _THEY_BACK_THEN.match(before)
                or _THIRD_SUBJECT.search(clause)
                or _described_after_colon(before)
                or _DEFINED.search(before)  # "«казнить X» — это голос против X": explained
                or (
                    _CALL_WORD.match(match.group(0).strip())
                    and _WOULD_AFTER.match(chunk, match.end())
                )
                or (_REPORTED.search(before) and not _CAUSE_SAID.search(before))
                or _dash_condition(before)
                # "Сегодня первый же пост — голос на Мазая" (set 129): what a post held, told
                or (_POST_WAS.search(before) and not _MINE_WORD.search(before))
                # "Второе: сразу после этого голос против Сапсана", "Три захода в защиту
                # гомункула и голос на Нюру" (sets 199, 201, 198): another's deeds listed
                or _vote_noun_told(
                    _plain(text[max(0, offset - 300) : offset + match.start()]), match.group(0)
                )
                or _supposed(
                    _PARENTHETICAL.sub(" ", _after_contrast(_after_pause(before, match.group(0))))
                )
                # "а если Учёный гомункул?? тогда голосую против Учёного" (set 244): the
                # condition asked in the sentence before
                or _asked_condition_before(_plain(text[max(0, offset - 200) : offset]), before)
                or _NEGATION.search(clause)
                # "Я на вас голосую, а вы на Химеру..." (set 217): the two votes compared
                or _PARALLEL_AFTER.match(rest)
                # "голос тебе в ответ кидать не буду" (set 218): the act refused after it
                or _REFUSED_AFTER.match(rest)
                or _BECAUSE.search(before)
                # "пишется всё это вот так: Голос: X" (set 182): the form shown, an example
                or _EXAMPLE_BEFORE.search(before)
                # "Мне больше не нравится Grey Wolf: голос на Ёжика с аргументом" (set 185):
                # what the player the author dislikes did, after the colon
                or _DISLIKED_BEFORE.search(before)
                # "Дед сегодня странный: сначала на Грача, потом голос на Белого" (set 311):
                # another's moves told in their order
                or _MOVES_TOLD.search(before)
                # "Раз мой голос на Кимбли всё равно ничего не решает — …" (set 174): the
                # vote the cause is about, never cast there
                or re.search(r"(?:^|[\s,.!?])раз(?:\s+уж)?\s+(?:мой\s+|свой\s+)?$", before, _I)
                # "скачет с голоса на голос: Кекс, Муся" (set 167): the word after a
                # preposition is talk of votes, no vote form
                or (
                    match.group(0).lower().startswith("голос")
                    and re.search(r"\bс\s+голоса\s+на\s*$", before, _I) is not None
                )
                or (
                    kind == "unvote"
                    and (
                        _UNVOTE_TALKED_OF.match(chunk, match.end())
                        or _UNVOTE_UNSAID.match(text, offset + match.end())
                        or _UNVOTE_OF_ANOTHER.search(before)
                    )
                )
                # "анвоут = снимаю голос": the right side of a word defined (set 140)
                or re.search(r"(?:^|[,;\n])[ \t]*[^\W\d_]+[ \t]*=[ \t]*$", before)
            ):
                taken.append((match.start(), match.end()))
                continue
            phrase = _phrase(text, chunk, offset, match, kind, strong, case)
            if phrase is not None and match.groupdict().get("then3"):
                # the second half is the subject's whose withdrawal came first in the sentence
                before_it = [p for p in phrases if p.subject and p.start < phrase.start]
                phrase = replace(phrase, subject=before_it[-1].subject) if before_it else None
            if phrase is None:
                taken.append((match.start(), match.end()))
                continue
            taken.append((match.start(), phrase.end - offset))
            phrases.append(phrase)
    for match in _TARGET_FIRST.finditer(chunk):
        if question or any(match.start() < b and a < match.end() for a, b in taken):
            continue
        words = tuple(w.strip(":;,.!?\"'«»()") for w in _plain(match.group("target")).split())
        words = tuple(w for w in words if w)[-4:]
        preps = [i for i, w in enumerate(words) if w.lower() in ("на", "за", "против")]
        if preps:  # "я остановилась на Джеке: это мой голос"
            words = words[preps[-1] + 1 :]
        if words:
            raw = _plain(chunk[match.start() : match.end()]).strip()
            phrases.append(
                Phrase(
                    "vote",
                    offset + match.start(),
                    offset + match.end(),
                    words,
                    False,
                    False,
                    _inside_emphasis(chunk, match.start()),
                    raw,
                    "nomn",
                )
            )
    return phrases


def _target_first(text: str, chunk: str, offset: int, taken: list[tuple[int, int]]) -> list[Phrase]:
    """Votes whose target stands before the vote word: "За Кота голосую.", "Кот. Голос."."""
    found = []
    for pattern in (_PREP_FIRST, _PREP_FIRST_ME):
        for match in pattern.finditer(chunk):
            if any(match.start() < b and a < match.end() for a, b in taken):
                continue
            clause = _PARENTHETICAL.sub(" ", _plain(_clause_before(chunk, match.start())))
            before = _plain(chunk[: match.start()])
            if (
                _NEGATION.search(clause)
                or _supposed(_after_contrast(before))
                or _not_the_authors(clause)
                # "за Барри голосую, если он не ответит": the condition after it
                or re.match(r"\s*,\s*если\b", _PARENTHETICAL.sub(" ", _plain(chunk[match.end() :])))
                # "Я на вас голосую, а вы на Химеру..." (set 217): the two votes compared
                or _PARALLEL_AFTER.match(chunk, match.end())
            ):
                continue
            words = tuple(_plain(match.group("target")).split())
            if any(w.lower() in ("не", "ни", "нет") for w in words):
                continue  # "за себя не голосую": a vote denied
            prep = (match.group("prep") or "").lower()
            found.append(
                Phrase(
                    "vote",
                    offset + match.start(),
                    offset + match.end(),
                    words,
                    False,
                    False,
                    _inside_emphasis(chunk, match.start("target")),
                    _plain(match.group(0)).strip(),
                    _PREP_CASE.get(prep, "nomn"),
                    whole=True,
                )
            )
            taken.append((match.start(), match.end()))
    return found


def _phrase(
    text: str,
    chunk: str,
    offset: int,
    match: re.Match[str],
    kind: str,
    strong: bool,
    case: str | None,
) -> Phrase | None:
    if kind == "unvote":
        end = match.end()
        raw = _plain(chunk[match.start() : end]).strip(" :—-")
        emphasised = _inside_emphasis(chunk, _first_letter(chunk, match.start(), end))
        return Phrase(
            kind,
            offset + match.start(),
            offset + end,
            (),
            strong,
            False,
            emphasised,
            raw,
            subject=tuple((match.groupdict().get("subject") or "").split()),
        )
    start = match.end()
    if re.search(r"не\s+меняю(?:,[ \t]*|[ \t]+)$", match.group(0), _I):
        # "голос не меняю, Брэдли.": the name alone ends the sentence after the comma; "…,
        # Гвоздь, даже не проси" turns to him, "…, мельник всё равно подозрительный" tells of
        # him, "…, я на Танкисте" says where it stands (sets 25, 61, 97 and the shared set)
        rest = _plain(chunk[start:])
        said = re.findall(r"[^\W\d_]+", rest)
        most = 2 if match.group(0).rstrip(" \t").endswith(",") else 1  # no comma: one word
        if "," in rest or not 0 < len(said) <= most or said[0].lower() in ("я", "мой", "моя"):
            return None
    instead = _INSTEAD.match(chunk[start:])
    if instead:  # "Голос не Ворону, а Лису"
        start += instead.end()
    words, end = _target(chunk, start)
    if len(words) == 1 and words[0].lower() in _BOTH:
        listed = re.match(r"[ \t]*[:—–][ \t]*", chunk[end:])
        if listed:  # "Казнить обоих: Томата и Ежа" (set 231): the two named after it
            words, end = _target(chunk, end + listed.end())
    stays = 0
    while stays < len(words) - 2 and words[stays].lower() in _STILL_ADVERBS:
        stays += 1
    if stays and case in ("datv", EXACT_DATIVE) and words[stays].lower() in _PREP_CASE:
        if words[stays].lower() == "на":
            # "мой голос по-прежнему на Золтане Карловиче" (set 158), "всё ещё на Кимбли":
            # where the vote is said to stand (FORMATS.md rule 3)
            return None
        # "Голос по-прежнему против Золтана": the form written again, a vote (rule 3)
        case, words = _PREP_CASE[words[stays].lower()], words[stays + 1 :]
    if len(words) > 1 and words[0].lower() == "я" and match.group(0).lower().startswith("голосую"):
        words = words[1:]  # "А голосую я за казнь Ирбиса": the pronoun after the verb
    if not words or words[0].lower().startswith("голос"):
        return None  # "Мой голос сегодня: Голос — Грин": the next keyword carries the vote
    if len(words) > 1 and _JUDGED_AFTER.match(" ".join(words[1:])):
        return None  # "голос на диму норм тема" (set 159): the vote judged, not cast
    exact = case == EXACT_DATIVE
    if not strong and len(words) > 1 and words[-1].lower() in _STILL:
        words = words[:-1]  # "Голос Нокс остаётся": the form restated, a vote (rule 3)
    elif case in ("datv", EXACT_DATIVE) and len(words) == 2 and words[1].lower() == "стоит":
        words = words[:1]  # "гс кот стоит." (set 140): the same, the name in its own case
    if exact:
        case = "datv"
        before = re.findall(r"[^\W\d_]+", _plain(chunk[: match.start()]).lower())[-1:]
        if before and _tag(before[0]).POS == "PRTF":
            return None  # "отнятый голос Брэдли ни о чём не говорит": a vote described (set 97)
        if _FUTURE_BEFORE.search(_plain(chunk[: match.start()])):
            return None  # "К вечеру отдам голос Ярику": a vote promised, not given

    if (
        _aside_then_talked(chunk[end:])
        or _i_then_refuse(chunk[start:])
        or _WHICH_HANDLED.match(chunk[end:])
    ):
        return None  # "голос на Палыча, если честно, выглядит как…", "… я поставить не могу"
    if case == "prep":
        case = _PREP_CASE.get((match.group("prep") or "").lower(), "datv")
        if _talked_about(words) or _DESCRIBED.match(chunk[end:]):
            return None  # "голос против Мага был ошибкой": a vote talked about
    elif (
        not strong
        and case == "datv"
        and (
            _talked_about(words)
            or _DESCRIBED.match(chunk[end:])
            or any(w.lower() == "против" for w in words[1:4])
        )
    ):
        return None  # "Голос Сове отдали уже трое", "голос Лаки тоже против тебя": whose vote
    moved = [i for i, w in enumerate(words[:4]) if w.lower() == "на"]
    if words[0].lower() in ("с", "со") and moved and len(words) > moved[0] + 1:
        # "Голос с Лисы на Грома", "голос переходит с Лисы на Грома": from one to the other
        words, case = words[moved[0] + 1 :], "accs"
    while len(words) > 1 and words[0].lower().replace("\u00a0", " ") in _HONORIFICS:
        words = words[1:]  # "отдаю свой голос против госпожи Изуми": the title before the name
    if words[0].lower() in _PREP_CASE and not (len(words) == 1 and len(words[0]) == 1):
        # "Смена голоса: против Ника"; "Голос: К." (sets 299, 303) is an initial, not "к"
        case = _PREP_CASE[words[0].lower()]
        words = words[1:]
    if words and words[0].lower() == "в" and len(words) > 1 and words[1].lower() == "сторону":
        words = words[1:]  # "Голос в сторону Ворона"
    if words and words[0].lower().rstrip(":") in _FILLER:
        words, case = words[1:], "gent"
        if words and words[0].lower() == "над":  # "за расправу над Флинтом"
            words, case = words[1:], "ablt"
    if len(words) > 1 and _CALL_WORD.fullmatch(words[0]):
        # "Переголосовываю: на виселицу Сову", "смена голоса: казнить Ворона": an execution
        # call where the name would stand names whom it sends (the accusative)
        words, case = words[1:], "accs"
    if not words or _PUT_OFF_AFTER.match(chunk[end:]):
        return None
    if len(words) > 1 and words[0].lower() in ("vote", "воут", "голос", "гс"):
        return None  # "Переголосую: vote Лиза" (set 330): the vote word again, read on its own
    if case == "accs" and _DESCRIBED.match(chunk[end:]):
        return None  # "Казнить Кимбли — скорее всего мимо": the execution weighed, not called
    if (
        not strong
        and case == "accs"
        and len(words) > 1
        and words[1].lower() in ("не", "ни")
        and not (len(words) > 2 and words[2].lower().startswith("досрочн"))
    ):
        return None  # "На казнь Кощея не влияет" (set 299): the execution, a sentence's object
    if _ELSEWHERE_AFTER.match(chunk[end:]) or _ELSEWHERE_AFTER.match(" ".join(words[1:])):
        return None  # "Голосую против Шрама на другом форуме": a vote in another game
    if _LIKED_AFTER.match(chunk[end:]) or _LIKED_AFTER.match(" ".join(words[1:])):
        return None  # "Голос против Громова, кстати, мне тоже нравится": the idea liked
    was = any(w.lower() in _WAS_VERBS for w in words[1:3])
    if was and "голос" in match.group(0).lower():
        return None  # "Голос: Катюша был в 11 утра": where the vote was, told
    corrected: list[str] = []
    after = offset + end
    fix = _CORRECTION.match(text[after:])
    if fix:
        corrected, fixed_end = _target(text, after + fix.end())
        if corrected and corrected[0].lower() in ("не", "нет", "ни", *_HIM_HER):
            # "Голос: Юла... ой, нет, не то скопировала!", "…ой, её же убили": no name
            corrected = []
        if fix.group(0).strip(" .…,") and corrected and corrected[0].lower() in _TOO_EARLY:
            return None  # "Мой голос Ильичу... ой нет, рано. Подумаю" (set 314): taken back
        if fix.group(0).strip(" .…,") and corrected and _JOKE_LATER.fullmatch(corrected[0]):
            return None  # "голос отдаю Волку... ой, нет, шучу" (set 320): a joke, taken back
        if corrected and _VOTE_WORD_AGAIN.match(corrected[0]):
            # "голос: Смит… нет, стоп, голос: Кузя": the vote written anew is a phrase of its
            # own, never this one's name
            corrected = []
        if len(corrected) > 1 and corrected[0].lower() in _PREP_CASE:
            corrected = corrected[1:]  # "за Кис... блин, за Кисточку": the preposition again
        if len(corrected) > 1 and corrected[0].lower() in _FILLER:
            corrected = corrected[1:]  # "за казнь Марго… нет, за казнь Шершня"
        if corrected:
            end = fixed_end - offset
    early_words = [w for w in words if w.lower().startswith("досрочн")]
    early = (
        bool(early_words)
        or _early_around(text, offset + match.start(), offset + end)
        or _early_in(match.group(0))
    )
    if early_words and re.search(r"\b(?:не|без)\s+досрочн", _plain(chunk[start:end]), _I):
        early = False
    raw = _plain(text[offset + match.start() : offset + end]).strip(" :—-")
    emphasised = _inside_emphasis(chunk, _first_letter(chunk, match.end(), end))
    return Phrase(
        kind,
        offset + match.start(),
        offset + end,
        tuple(words),
        strong,
        early,
        emphasised,
        raw,
        case,
        tuple(corrected),
        subject=tuple((match.groupdict().get("subject") or "").split()),
        exact=exact,
    )


def _dative_like(words: tuple[str, ...]) -> bool:
    """Words that may be a name in the dative: "Ёжику", "Тёте Моте" (not "Поэтому", "мне")."""
    while len(words) > 1 and words[-1].isdigit():
        words = words[:-1]  # "Алхимику 1986": the nickname's digits written apart
    if not words or not re.search(r"[уюеи]$", words[-1].lower()):
        return False
    for word in words:
        tag = _tag(word.lower())
        if tag.POS in _NOT_A_NAME_POS and "Name" not in tag:
            return False
    return True


def _early_in(keyword: str) -> bool:
    """An early marker inside the vote phrase itself ("Меняю голос на досрочный")."""
    return "досрочн" in keyword.lower() and not re.search(
        r"\b(?:не|без)\s+(?:всяк\w*\s+|никак\w*\s+)?досрочн", keyword, _I
    )


def _early_around(chunk: str, start: int, end: int) -> bool:
    """An early marker written right before the phrase or right after its target."""
    head = _EARLY_HEAD.search(_plain(chunk[max(0, start - 30) : start]))
    if head and not head.group("neg"):
        return True
    if re.match(r"\w*[\s(]*досрочн", chunk[start:], _I):
        return not re.search(r"\b(?:не|без)\s+$", chunk[max(0, start - 5) : start], _I)
    if re.match(r"[\s.!]*досрочно[ \t]*[—–][ \t]", _plain(chunk[end:]), _I):
        return True  # "Голос на Блэке остаётся. Досрочно — кто ещё?": the mark set apart
    after = _plain(chunk[end:])
    tail = _EARLY_TAIL.match(after)
    if tail and re.search(r"[.!]", tail.group("lead")) and tail.group("rest") is None:
        return False  # "X. Досрочный голос на третий день — это…": the next sentence talks
    if tail and re.search(r"[.!\n]", tail.group("lead")) and tail.group("rest") is not None:
        sentence = re.split(r"[.!?\n…]", after[tail.end() :], maxsplit=1)[0]
        words = re.findall(r"[а-яё]+", sentence.lower())
        if any(_tag(w).POS == "VERB" and _tag(w).person == "2per" for w in words):
            # "X.⏎Досрочный, кстати, не поменяешь" (set 230): said to another of his vote
            return False
    return bool(tail and not tail.group("neg") and not tail.group("after"))


@lru_cache(maxsize=8192)
def _tag(word: str) -> Any:
    """pymorphy's most likely reading of one lower-cased word."""
    return _morph().parse(word)[0].tag


# Adjectives after the target that mark the vote itself, not judge it: "голос Лисе окончательный"
_MARK_WORDS = frozenset(
    {"окончательный", "досрочный", "недосрочный", "обычный", "простой", "финальный", "последний"}
    | {"мой", "свой"}
)


def _of_the_vote(word: str) -> bool:
    """An adjective that agrees with "голос" (masculine, singular, nominative): said of the
    vote ("слабый", "странный", "честный")."""
    tag = _tag(word)
    return (
        tag.POS in ("ADJF", "ADJS")
        and tag.gender == "masc"
        and tag.number == "sing"
        and tag.case in (None, "nomn")
    )


# The removal or change denied after a written vote: the vote is kept (rule 3).
_KEPT_AFTER_NOT = frozenset(
    {"снимаю", "меняю", "отзываю", "убираю", "трогаю", "сниму", "уберу", "отзову", "поменяю"}
    | {"заберу", "изменю", "трону", "отменю", "передвину", "сдвину"}
)


def _talked_about(words: list[str]) -> bool:
    """A verb (or "не") right after the name: the vote is the subject of a sentence.

    A verb in the future after it is an intention: "Голос на Марка поставлю вечером".
    """
    if any(w.lower() in _JUDGED_VERBS for w in words[1:7]):
        return True  # "Голос на Kimblee за одну фразу выглядит как повод" (set 178): judged
    if len(words) > 2 and words[1].lower() in ("с", "со"):
        # "голос на Гризли с обеда стоит", "… со вчерашнего вечера висит": the time since when
        # is left out, the verb after it weighed as if it came next (set 84)
        since = 2
        while since < min(len(words), 4) and _tag(words[since].lower()).case == "gent":
            since += 1
        if since > 2:
            words = [words[0], *words[since:]]
    for at, word in enumerate(words[1:5], 1):
        lowered = word.lower()
        if (
            at == 1
            and word.islower()
            and lowered not in _MARK_WORDS
            and _of_the_vote(lowered)
            # ("Голос Миша восклицательный знак", dictated: the adjective of a noun after it)
            and (len(words) == 2 or _tag(words[2].lower().strip(",.!?")).POS != "NOUN")
        ):
            return True  # "Голос Котофею слабый, но честный" (set 233): the vote judged
        if (
            at == 1
            and lowered == "и"
            and len(words) > 2
            and words[2].lower().strip(",.!?") == "будет"
        ):
            # "Голос против Омута и будет против Омута" (set 324): it is, and it will be ("за
            # Киру и остаётся" only talks of a vote standing, set 1)
            break
        if at == 1 and lowered == "я" and len(words) > 2 and _taken_by_me(words[2]):
            return True  # "Голос против себя я принимаю спокойно" (set 331): another's, taken
        if at == 1 and lowered == "и" and len(words) > 2 and _own_next_act(words[2].lower()):
            # "Голосую против Кляксы и повторю это", "Голос на Лису и посмотрим на реакцию",
            # "… и пошёл спать": a clause of the author's own after the vote, no plan for it
            break
        if (
            lowered == "не"
            and at + 1 < len(words)
            and words[at + 1].lower().strip(",.!?") in _KEPT_AFTER_NOT
        ):
            # "Голос против Штирлица не снимаю", "Голос на Лису не сниму, хоть все на меня
            # встаньте" (set 277): the form written again, kept (rule 3)
            break
        if lowered == "никуда" and [w.lower() for w in words[at + 1 : at + 3]] == ["не", "денется"]:
            break  # "Голос против Волчары никуда не денется" (set 190): it stays (rule 3)
        if lowered == "не" and at + 1 < len(words) and _tag(words[at + 1].lower()).POS == "VERB":
            return True  # "голос Миле в ответ не дам": the vote refused, however far on
        if at <= 2 and lowered in _MODAL:
            return True  # "голос против Саши надо писать": how a vote is written, told
        if at <= 2 and lowered in _POINTLESS:
            if any(w.lower().strip(",.!?") in _CHANGE_INFINITIVES for w in words[at + 1 : at + 3]):
                break  # "Голос на Тапка нет смысла менять": the form written again, kept
            # "Переводить голос на Тапка смысла нет" (set 293): the move weighed and dropped
            return True
        if (
            at == 1
            and lowered in _DEGREE
            and len(words) > 2
            and words[2].islower()
            and words[2].lower() not in _MARK_WORDS
            and _of_the_vote(words[2].lower().strip(",.!?"))
        ):
            return True  # "Ответный голос на Мурку очень палевный" (set 293): judged
        if at <= 2 and word.islower() and _tag(lowered).POS == "INFN":
            return True  # "Голос на Шуршика пока ставить рано" (set 182): to put, weighed
        if at == 4:
            break
        if lowered in _STILL and (at == 1 or (at == 2 and words[1][:1].isupper())):
            # "голос против Киселька остаётся", "голос на Mr. Black остаётся": the formula
            # restated, a vote everywhere ("за Киру и остаётся" only talks about it)
            break
        if at == 3 and lowered not in ("будет", "буду") and words[1].lower() != "я":
            # the third word after the name counts only as a future "будет", or as the verb
            # of "я" right after the name ("голос за Никиту я тоже переставлю": an intention)
            break
        if lowered == "не" and at + 1 < len(words) and words[at + 1].lower().startswith("досрочн"):
            break  # "голос на Сову, но не досрочно": the early mark is denied, not the vote
        if at == 1 and lowered in ("бы", "б"):
            return True  # "Голос Миле б я отдала" (set 125): a wish, not the act
        if lowered == "не" or (at == 1 and lowered in _PAST_DAYS):
            return True  # "Голос против Совы вчера ничего не решил": a past vote
        if at == 1 and lowered in ("в", "во", "на") and _past_day(words[2:4]):
            return True  # "голос против Лисы во второй день": a vote of another day
        after = [w.lower().strip(",.!?") for w in words[at + 1 : at + 5]]
        while len(after) > 2 and after[1] in (_STILL_ADVERBS | {"тоже", "так"}):
            del after[1]  # "Голос на ТихийОмут у меня тоже стоит" (set 300)
        if lowered == "у" and len(after) >= 2 and after[0] == "меня" and after[1] in _STANDS:
            break  # "Голос за Гостя у меня стоит с утра" (set 279): mine, kept (rule 3)
        if lowered in ("у", "есть") and at <= 2:
            return True  # "Голос за Сову у Марка", "Голос против Совы есть у Марка": theirs
        tag = _tag(lowered)
        if (
            tag.POS == "VERB"
            and tag.mood == "indc"
            and (tag.person != "1per" or tag.tense == "futr")
            # "за мистер Блек": a capitalised word inside the phrase is a name's, not a verb
            and not (word[:1].isupper() and not word.isupper())
        ):
            return True
        if tag.POS in ("PRTS", "ADJS") and not word[:1].isupper():
            return True  # "голос против себя разрешён" ("против деда Щукаря": his name)
    return False


# Titles of courtesy before a name, in any case (set 65: "против госпожи Изуми", "господину
# Мартину")
_HONORIFICS = frozenset(
    {"господин", "господина", "господину", "господином", "госпожа", "госпожи", "госпоже"}
    | {"госпожу", "госпожой", "пан", "пана", "пану", "пани", "сударь", "сударыня", "товарищ"}
    | {"товарища", "товарищу", "уважаемый", "уважаемая", "уважаемого", "уважаемой"}
    | {"уважаемому", "уважаемую"}
)


def _taken_by_me(word: str) -> bool:
    """A verb of the author's own, now, that does something else with the vote than cast it
    ("принимаю", "понимаю", "уважаю"): the vote is the object of another act."""
    lowered = word.lower().strip(",.!?")
    tag = _tag(lowered)
    return (
        tag.POS == "VERB"
        and tag.person == "1per"
        and tag.tense == "pres"
        and not _CASTING_LATER.match(lowered)
        and lowered not in ("оставляю", "меняю", "снимаю", "переношу", "перевожу", "даю")
    )


# Verbs that put a vote off when they follow it ("голос на Лису и поставлю вечером").
_CASTING_LATER = re.compile(r"(?:по|про|пере)?(?:став|отда|кин|кида|голосу|голосн|кину)", _I)


# An aside set off by commas after the target, then the sentence's verb: "голос на Палыча, если
# честно, выглядит как запасной парашют" (the vote is the subject of "выглядит").
_ASIDE_THEN = re.compile(
    r"^[ \t]*,[ \t]*(?:если\s+честно|честно\s+говоря|по-моему|на\s+мой\s+взгляд|"
    r"мне\s+кажется|кажется|конечно|кстати|видимо|похоже|впрочем|имхо|по\s+правде|"
    r"откровенно\s+говоря|согласитесь|признаться),[ \t]*(?P<word>[а-яё]+)",
    _I,
)
# "я" after the name, then the author's refusal or plan in the same clause: "Голос против Ветра
# я сегодня всё равно поставить не могу", "голос на Лису я поставлю вечером".
_I_THEN = re.compile(r"^[^,.!?;:\n—–]{1,40}?\s+я\s+(?P<rest>[^,.!?;:\n—–]{0,60})", _I)
_REFUSE_OR_PLAN = re.compile(
    r"\bне\s+[а-яё]+|\b(?:могу|смогу|буду|хочу|собираюсь|планирую|поставлю|отдам|кину|"
    r"перенесу|переставлю)\b",
    _I,
)


# A relative clause after the target that handles the vote: "голос в кардинала которого сам же
# снял через час" (set 79): the vote talked of.
_WHICH_HANDLED = re.compile(
    r"^\s*,?\s*котор\w+\s+(?:[а-яё]+\s+){0,2}(?:снял|поставил|отдал|перен[её]с|кинул|сменил)\w*",
    _I,
)


def _aside_then_talked(after: str) -> bool:
    found = _ASIDE_THEN.match(after)
    if not found:
        return False
    tag = _tag(found.group("word").lower())
    return bool(tag.POS == "VERB" and tag.mood == "indc" and tag.person in ("3per", None))


def _i_then_refuse(rest: str) -> bool:
    found = _I_THEN.match(rest)
    return found is not None and _REFUSE_OR_PLAN.search(found.group("rest")) is not None


def _own_next_act(word: str) -> bool:
    """A verb after "и" that opens the author's next act, not one about the vote."""
    if word in _INSIST:
        return True
    tag = _tag(word)
    return tag.POS == "VERB" and tag.person != "3per" and not _CASTING_LATER.match(word)


def _past_day(words: list[str]) -> bool:
    """ "второй день", "первом круге", "прошлой игре": which day or game a vote was in."""
    if len(words) < 2 or not re.match(r"(?:ден|дн|круг|игр|партии)", words[1].lower()):
        return False
    tag = _tag(words[0].lower())
    return "Anum" in tag or words[0].lower().startswith(("прошл", "тот", "том", "позапрошл"))


def _target(chunk: str, start: int) -> tuple[list[str], int]:
    """The words after a vote keyword, up to the end of the clause."""
    rest = chunk[start:]
    lead = len(rest) - len(rest.lstrip(" \"'«“„"))  # "Голос: «Ворон»": a quoted name
    stop = _CLAUSE_END.search(rest, lead)
    while stop and stop.group(0) == ":" and _ONLY_EARLY.fullmatch(_plain(rest[: stop.start()])):
        stop = _CLAUSE_END.search(rest, stop.end())  # "Смена голоса на досрочный: Алёнушка"
    span = rest[: stop.start()] if stop else rest
    words: list[str] = []
    for word in re.finditer(r"\S+", span):
        token = _plain(word.group(0)).strip(":;,.!?\"'«»()—–")
        if not token:
            continue
        words.append(token)
        if len(words) >= 5:
            return words, start + word.end()
        tail = word.group(0).rstrip(")")
        if tail.endswith(("…", "...")) and _CORRECTION.match(span[word.end() :]):
            # "против Ва… нет, против Тимура": the clipped name ends at its ellipsis, then the
            # correction follows it
            return words, start + word.end() - (1 if tail.endswith("…") else 3)
    return words, start + len(span.rstrip())


@lru_cache(maxsize=8)
def early_pattern(early_word: str) -> re.Pattern[str]:
    """The early marker by its stem: "досрочно", "досрочный", "Досрочно!"."""
    stem = early_word[:-1] if len(early_word) > 4 else early_word
    return re.compile(rf"\b{re.escape(stem)}\w*", re.IGNORECASE)


def _first_letter(chunk: str, start: int, end: int) -> int:
    """Where the target's first letter stands (the keyword's end for a withdrawal)."""
    found = re.search(r"\w", chunk[start:end])
    return start + found.start() if found else start


def _inside_emphasis(chunk: str, pos: int) -> bool:
    """True when ``pos`` lies inside a bold or coloured span."""
    return chunk.rfind(EMPH_OPEN, 0, pos + 1) > chunk.rfind(EMPH_CLOSE, 0, pos + 1)
