"""Rules added after the tenth stranger's set (tests/corpus/stranger10), with sentences of our
own, each beside clean near-misses that must stay clean.

мат: Latin words with digits and signs drawn for letters ("p1zdec", "pi$dets", "bl@t"), Latin
letters typed for their Cyrillic shapes ("xy9", "cyka"), Latin letters underscored apart
("h_u_i"), a run of Latin words read when one of them is мат on a root no foreign word opens
with ("zaebali"), э for е in the е-б root spelt out with dots, the долба- compound, a word
glued before a мат word ("сукаблять"). Insults: internet and gamer slang for an incompetent or
annoying person (нуб, нубас, ламер, душнила, балабол, рукожоп), derogatory adjectives on an
addressed person (позорный, придурошный), words with a literal sense (рак, дно, обезьяна,
аутист) only when said of a person, a name written small opening the sentence, a name-calling
word closing an order without a comma.
"""

from __future__ import annotations

import pytest

from scraper.moderation import moderate


def kinds_of(text: str) -> set[str]:
    return {f.kind for f in moderate(text)}


@pytest.mark.parametrize(
    "text",
    [
        # digits and signs for letters inside a Latin word
        "nu i p1zdets tut",
        "polnyi pi$dec s golosami",
        "ohuen*o sygrali",
        "bl@d, opyat noch",
        "bl9t ya zabyl",
        # Latin letters typed for their Cyrillic shapes
        "xy9 тебе, а не голос",
        "xyu знает кто мафия",
        # Latin letters spaced or underscored apart
        "p_i_z_d_e_c vsem",
        "idi na h.u.i",
        # a Latin run read for a мат word on a root no foreign word opens with
        "zaebalo vse eto",
        "rasp1zdyai ty",
        # э for е in the е-б root, spelt out
        "э б а л я эту ночь",
        "ну э.б.а.н.ы.й стыд",
        # the долба- compound
        "долбаёб ты, а не шериф",
        "Эти долбаебы опять слили",
        # a word glued before a мат word
        "короченахуй эту ночь",
        "ёлкиблять опять я",
        "вотпиздец подкрался",
    ],
)
def test_tenth_set_mat_is_found(text: str) -> None:
    assert "profanity" in kinds_of(text)


@pytest.mark.parametrize(
    "text",
    [
        "Cyka на привязи у соседа лает.",  # "сука" by shape: the dictionary word, not мат
        "xyz координаты в ТЗ",  # shapes that make no Russian word
        "mp3 скинь, плиз",
        "Huevos rancheros и hueso rojo в меню.",  # Spanish words on a root like ху-
        "Pizarro и Blythe в одном абзаце",  # names in Latin letters
        "Эбола опасна, читал вчера",  # э before б, no мат
        "эбонит электризуется, эбанит с опечаткой",
        "долбаный роутер опять упал",  # a euphemism, not the е-б root
        "купил на ebay за два рубля",
        "колебатся некогда, голосуйте",  # a typo of a known word, not a glued word
        "оскарблять никого не надо",  # a name glued to a verb's ending
        "углублять тему не буду",
        "корабля не видно, рубля не жалко",
    ],
)
def test_tenth_set_not_mat(text: str) -> None:
    assert "profanity" not in kinds_of(text)


@pytest.mark.parametrize(
    "text",
    [
        # slang nouns for an incompetent or annoying person
        "ты нубяра, даже роль не прочитал",
        "Вова, ты нуб полный",
        "нубасы вы все, а не мафия",
        "ты ламер, иди учи правила",
        "душнила ты, хватит считать голоса",
        "ты балабол и пустозвон",
        "рукожоп ты, опять не тот ник",
        # derogatory adjectives on an addressed person
        "ты позорный, сдал своих",
        "придурочный ты, Гена",
        "криворукий ты, Петя",
        # words with a literal sense, said of a person
        "Гена ты рак, слил город",
        "ты дно, а не капитан",
        "ты днище какое-то",
        "обезьяна ты, Лиза",
        "ты аутист, что ли",
        # a name written small, opening the sentence
        "петя нубас конченый",
        # a name-calling word closing an order, no comma
        "молчи уже ламер",
        "уймись нубас",
    ],
)
def test_tenth_set_insults(text: str) -> None:
    assert "insult" in kinds_of(text)


@pytest.mark.parametrize(
    "text",
    [
        # self-deprecation and play compared
        "я нуб в этой игре, подскажите",
        "я полный ламер в мафии",
        "ты играешь как нуб, без обид",
        # a move or a thing criticised
        "ход был днищем",
        "это дно, а не логика",
        "позорный слив города, конечно",
        "это был позорный ход",
        # the literal senses
        "мы ловили раков, ты рак ловил?",
        "у него рак, давайте без шуток",
        "дно озера илистое, ты достал до дна?",
        "ты видел обезьяну в зоопарке?",
        "Обезьяна в зоопарке кидалась бананами",
        "мой брат аутист, ты знал?",
        "ты знаешь, что рак свистит на горе?",
    ],
)
def test_tenth_set_not_insults(text: str) -> None:
    assert "insult" not in kinds_of(text)
