"""Russian first names and their everyday short forms: "Варвара" and "Варя" are one person.

A player whose nickname is "Варя" is voted for as "Варвара" (set 25), and "Александр" may mean
the player "Саша". pymorphy tags a first name but does not link a full name to its short
forms, and no well-kept package on PyPI holds such a table, so it is written here as data: the
common names, each with the short forms everyone uses and the pet forms that are words of their
own ("Санёк", "Шурик", "Лёха", "Димон"); diminutives of the short forms, such as "Варенька",
are read by the roster's own diminutive rules.
"""

from __future__ import annotations

from functools import cache

_TABLE = """
александр саша шура саня санёк санька шурик сан сашка
александра саша шура
алексей лёша алёша лёха
анастасия настя
анатолий толя
андрей андрюша
анна аня
антон тоша
аркадий аркаша
артём тёма
борис боря
валентин валя
валентина валя
валерия лера
варвара варя
василий вася
вероника ника
виктор витя
виктория вика
владимир вова володя вован
владислав влад
вячеслав слава
галина галя
геннадий гена
георгий жора гоша
григорий гриша
дарья даша
денис дэн
дмитрий дима митя димон
евгений женя женёк жека
евгения женя
эдуард эдик
эдвард эдик
екатерина катя
елена лена
елизавета лиза
зинаида зина
иван ваня
ирина ира ириша иришка
кирилл киря
константин костя
ксения ксюша
леонид лёня
лидия лида
любовь люба
людмила люда мила
маргарита рита
мария маша
михаил миша
надежда надя
наталья наташа
наталия наташа
николай коля
ольга оля
павел паша
полина поля
раиса рая
роман рома
светлана света
семён сёма
сергей серёжа серёга серый
софья соня
софия соня
станислав стас
степан стёпа
таисия тая
тамара тома
татьяна таня
тимофей тима тимоха
фёдор федя
юлия юля
юрий юра
яков яша
ярослав ярик слава
"""


def _plain(word: str) -> str:
    return word.lower().replace("ё", "е")


@cache
def _forms() -> dict[str, frozenset[str]]:
    """Each full name and each short form, to the names of the same person (ё as е)."""
    linked: dict[str, set[str]] = {}
    for line in _TABLE.split("\n"):
        words = [_plain(w) for w in line.split()]
        for word in words:
            linked.setdefault(word, set()).update(w for w in words if w != word)
    return {word: frozenset(others) for word, others in linked.items()}


# Endings of endearment or familiarity put on a short form's stem: "Серёжа" is "Серёженька",
# "Серёжка"; "Таня" is "Танечка", "Танюша", "Танюха" (set 287: "Голос: Серёженька").
_PET_ENDINGS = (
    *("енька", "онька", "ечка", "очка", "ушка", "юшка", "уля", "уся", "уша", "юша"),
    # ("Вованчик", "Вовчик" for Вова, set 320: the boyish -анчик, -чик)
    *("анчик", "чик"),
    *("уха", "юха", "ка"),  # the shortest last: "Танечка" is no "Танечк-а"
)


def same_person(name: str) -> frozenset[str]:
    """The other names of the person ``name`` (in the nominative) calls: full or short, or a
    pet form made on a short one's stem."""
    plain = _plain(name)
    forms = _forms()
    if plain in forms:
        return forms[plain]
    for ending in _PET_ENDINGS:
        stem = plain.removesuffix(ending)
        if stem == plain or len(stem) < 3:
            continue
        hard = stem.removesuffix("ь")  # "Колька": Коля
        for short in (stem + "а", stem + "я", hard + "я"):
            if short in forms:
                return forms[short] | {short}
    return frozenset()
