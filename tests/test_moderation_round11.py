"""Moderation rules added after the eleventh stranger's set (tests/corpus/stranger11).

Each rule names a general pattern and is tested on sentences of our own, with clean near-misses:
a digit or dots hiding the middle of a мат root ("х3й", "п..ду", "б...ь"), "ёбт", short particles
glued in front of a мат word; insults by family (deceit, empty talk, a dim or clumsy person,
archaic and social contempt, animals said of a person), idioms about a person's mind, people
pointed at ("таких тупиц"), "сей господин", a patronising address; "X — мразь, а не игрок";
a dog's litter and a dish of манду stay clean.
"""

from __future__ import annotations

import pytest

from scraper.moderation import moderate

NAMES = ("гоша", "лис", "злата", "барон")


def kinds_of(text: str) -> set[str]:
    return {f.kind for f in moderate(text, nicknames=NAMES)}


def evidence(text: str) -> list[str]:
    return [f.evidence for f in moderate(text, nicknames=NAMES) if f.kind == "profanity"]


@pytest.mark.parametrize(
    "text",
    [
        "Да п3здец, а не ночь.",  # a digit for a vowel inside the root
        "Х0й с ним, голосую за Гошу.",
        "Ты меня за3бал уже, Лис.",  # a prefix before the root
        "Пошёл в п..ду со своей версией.",  # dots for the root's middle
        "Бл..ть, опять проспал.",
        "Х..ня какая-то, а не итоги.",
        "Е..ть, вот это поворот.",
        "Ёбт, опять ночь.",  # the clipped exclamation
        "Ебт, Гоша, ну как так.",
        "Даблядь, опять меня.",  # short particles glued in front of a мат word
        "Вотпиздец, голосов не хватило.",
        "Ануихуйсним, пусть вешают.",
    ],
)
def test_hidden_roots_and_glued_particles_are_mat(text: str) -> None:
    assert "profanity" in kinds_of(text)


def test_the_evidence_shows_the_mask_as_written() -> None:
    assert evidence("Иди в п..ду.") == ["п**ду"]
    assert evidence("Ну х3й знает.") == ["х*й"]


@pytest.mark.parametrize(
    "text",
    [
        "Ну...да, ладно.",  # an ellipsis glued between words
        "Не...то, что я хотел сказать.",
        "Да..ладно, не верю.",
        "По..ехали дальше.",
        "Во 2й день всё решится.",  # a digit inside an ordinal
        "Таксебе игра получилась.",  # "так себе" glued: себе is no мат
        "Абляция ледника — тема доклада.",
        "Нуитак, кого вешаем?",
        "Заказали манду в корейском кафе, очень вкусно.",  # the dumpling among food words
        "Манду с мясом на ужин — лучшее.",
    ],
)
def test_near_misses_are_not_mat(text: str) -> None:
    assert "profanity" not in kinds_of(text)


def test_manda_without_food_is_still_mat() -> None:
    assert "profanity" in kinds_of("Иди в манду, Гоша.")


@pytest.mark.parametrize(
    "text",
    [
        # deceit
        "Гоша, ты лицемер и прохиндей.",
        "Злата — пройдоха, каких мало.",
        "Этот проходимец Лис опять всех запутал.",
        "Барон — иуда, сдаст любого.",
        "Лис, ты плут и шельма.",
        # empty talk
        "Гоша — пустомеля и пустозвон.",
        "Злата, вы болтунья, а не игрок.",
        # dim or clumsy, feminine forms
        "Лис — растяпа и недотёпа.",
        "Злата, ну ты и дурёха.",
        "Гоша — пентюх, каких поискать.",
        "Не понимаю, зачем таких тупиц зовут в игру.",  # people pointed at
        # archaic and social contempt
        "Барон, вы смерд и невежа.",
        "Злата у нас холопка, а строит из себя королеву.",
        "Сей господин — фигляр и лизоблюд.",
        # animals said of a person
        "Лис, вы амёба.",
        "Злата — гиена, добивает раненых.",
        "Гоша, вы змея подколодная.",
    ],
)
def test_insult_families_are_found(text: str) -> None:
    assert "insult" in kinds_of(text)


@pytest.mark.parametrize(
    "text",
    [
        "У Гоши в голове опилки.",
        "Лис, похоже, думает спинным мозгом.",
        "Ваш интеллект, Барон, на уровне табуретки.",
        "Гоша в детстве явно ушибся головой.",
        "С вашими мозгами, Злата, лучше не голосовать.",
        "С таким умом, голубушка, только в лото играть.",  # a patronising address
        "Лис — просто мразь, а не игрок.",  # contrasted with a person: one
        "Гоша — тварь, а не человек.",
    ],
)
def test_idioms_about_a_mind_and_a_person_contrasted(text: str) -> None:
    assert "insult" in kinds_of(text)


@pytest.mark.parametrize(
    "text",
    [
        "Наша сука ощенилась, пятеро щенков.",  # a dog
        "Моя сучка породистая, на выгул хожу дважды.",
        "Какая же я растяпа, забыла проголосовать.",  # self-deprecation
        "Я сегодня пентюх, простите.",
        "Барон — лжец и манипулятор, смотрите его посты.",  # a game accusation
        "Тупица-ход, а не ход.",  # about a move
        "Гомункулы — лицемеры по сюжету.",  # a fictional faction
        "С вашим умом, Злата, вы точно найдёте мафию.",  # praise
        "Змея в террариуме укусила смотрителя.",
        "Защита выглядит жалко — как защита, а не как человек.",
        "У меня в голове каша после ночи.",
    ],
)
def test_clean_near_misses(text: str) -> None:
    assert "insult" not in kinds_of(text)
