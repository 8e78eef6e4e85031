"""Vote patterns of sets 269 to 274 (issue 16): days written blind (tests/corpus/stranger269-274),
each measured once on main at 877bb16.

Each rule names the general pattern a set showed; the sentences are our own:
- a name broken off after its first letters and denied ("на Сер... нет, …") is no vote when
  another vote follows; a vote written anew after "нет, стоп," is a phrase of its own;
- a name with a dash and the bare vote word ("Женька — голос.") asks him for his vote; "X — мой
  голос" is the author's;
- "…, чтобы убрать голос против себя": a purpose, another's vote;
- the vote words of Belarusian, Ukrainian and Kazakh players: "Пакараць смерцю X", "за страту
  X", "Дауыс: X", "Жартую" taking back, "і" between two names;
- an animal drawn again and again is drawn once ("🦔🦔🦔").
"""

from __future__ import annotations

from tests.vote_reading import PostReaders, vote

ROSTER = (
    "Серый Кардинал | Кардинал\nPink Floyd | Флойд\nЖенькаСолнце | Женька\nАгент_Смит | Смит\n"
    "Kuzya_Kharkiv | Кузя\nТарас_Бульба | Тарас\nЁжик_в_тумане | Ёжик\nОлеся\n"
)
POSTS = PostReaders(ROSTER, "Олеся")
read = POSTS.read


def test_a_name_broken_off_and_denied() -> None:
    text = "мой голос уходит на Сер... нет, не туда.<br>Ставлю голос на Флойда, без изменений."
    assert read(text)[0] == [vote("Pink Floyd")]
    # a whole name then "… нет" keeps both, the later one counting last
    text = "голос: Смит… нет, стоп, не тебе, а тебе: голос: Кузя."
    assert read(text)[0] == [vote("Агент_Смит"), vote("Kuzya_Kharkiv")]
    # the vote written anew right after "нет, стоп," is a phrase of its own, not a name
    text = "голос: Смит… нет, стоп, голос: Кузя"
    assert read(text)[0] == [vote("Агент_Смит"), vote("Kuzya_Kharkiv")]


def test_a_dash_and_the_bare_vote_word() -> None:
    assert read("Лиса — что у вас с Кузей.<br>Женька — голос. Любой.")[0] == []
    assert read("Скажу прямо: Смит — мой голос.")[0] == [vote("Агент_Смит")]


def test_a_purpose_is_anothers_vote() -> None:
    assert read("Смит заговорил, только чтобы убрать единственный голос против себя.")[0] == []


def test_the_regions_vote_words() -> None:
    assert read("Пакараць смерцю Кузю. Датэрмінова.")[0] == [vote("Kuzya_Kharkiv", early=True)]
    assert read("Голосую за страту Кузі.")[0] == [vote("Kuzya_Kharkiv")]
    assert read("Дауыс: Тарас.")[0] == [vote("Тарас_Бульба")]
    assert read("Голосую проти Тараса і Кузі, хай ГМ розбирається.") == (
        [],
        [("Kuzya_Kharkiv", "Тарас_Бульба")],
    )
    assert read("Повісити Кузю!<br>Жартую, я на Тарасі.")[0] == []


def test_an_animal_drawn_again_and_again() -> None:
    assert read("голос: 🦔🦔🦔") == ([], [("Ёжик_в_тумане",)])
