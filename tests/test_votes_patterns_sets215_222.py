"""Vote patterns of sets 215 to 222 (issue 16): ordinary days written blind
(tests/corpus/stranger215-222), each measured once on the commit its README names.

Each rule names the general pattern a set showed; the sentences are our own:
- a name in Belarusian or Ukrainian letters is read in Russian ones ("Палкоўнік 2010", "Расті");
- the early mark in Ukrainian and Belarusian ("достроково", "датэрмінова");
- capital initials in Cyrillic match a Latin name's initials too ("СК": sasha_kotov, and Серый
  Кардинал's own): unclear between them;
- a vote noun after "каждый"/"кожен" is any vote, talked of ("на кожен голос проти себе …");
- another's vote with a word of when between ("её прежний голос на X") is his, told;
- (set 224, mafiascum) the start of a later word of a Latin name ("Boj" for MrBojangles), where
  the name's own start stays the prefix tier's.
"""

from __future__ import annotations

from tests.vote_reading import PostReaders, vote

ROSTER = (
    "Полковник 2010 | Полковник\nRusty Nail | Расти\nsasha_kotov | Саша | Котов\n"
    "Серый Кардинал | Кардинал\nЛютик | Оксана\nТихий Омут | Омут\nLindwurm | Линд\n"
)
POSTS = PostReaders(ROSTER, "Лютик")
read = POSTS.read


def test_a_name_in_belarusian_or_ukrainian_letters() -> None:
    assert read("<strong>Голас: Палкоўнік 2010</strong>")[0] == [vote("Полковник 2010")]
    assert read("Голос: Палкоўніка")[0] == [vote("Полковник 2010")]
    assert read("Голос: Расті (достроково)")[0] == [vote("Rusty Nail", early=True)]
    assert read("Голас: Расти, датэрмінова")[0] == [vote("Rusty Nail", early=True)]


def test_cyrillic_initials_of_a_latin_name_are_a_rival() -> None:
    assert read("Голос: СК. Всё, ушёл ужинать.") == ([], [("sasha_kotov", "Серый Кардинал")])
    assert read("Голос: Кардинал")[0] == [vote("Серый Кардинал")]


def test_any_vote_talked_of() -> None:
    text = "Мені не подобається, що Полковник на кожен голос проти себе відповідає атакою."
    assert read(text) == ([], [])
    assert read("Голосую проти Полковника.")[0] == [vote("Полковник 2010")]


def test_anothers_vote_with_a_word_of_when() -> None:
    assert read("У Оксаны «Омут/Линд», я считаю её прежний голос на Омута.") == ([], [])
    assert read("Мой прежний голос на Омута снимаю, голос на Линда.")[0][-1] == vote("Lindwurm")


def test_the_start_of_a_later_word_of_a_latin_name() -> None:
    from scraper.nicknames import Roster

    players = Roster.parse("MrBojangles\nGrey Warden\ngreyfox_42\nPinecone\n")
    assert players.resolve("Boj").target == "MrBojangles"
    assert players.resolve("grey").target is None  # two players' words start so
    assert players.latin_word_start("Бож") == set()  # Cyrillic: the other tiers' work
