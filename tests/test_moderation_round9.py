"""Moderation rules added on the ninth stranger's set (tests/corpus/stranger9/moderation).

Each pattern has sentences of our own (none from the set) and clean near-misses that must stay
clean. The set itself is held by tests/test_moderation.py::test_ninth_dev_set_holds_its_figures.
"""

from __future__ import annotations

import pytest

from scraper.layout import retype, retyped
from scraper.moderation import moderate

NAMES = ("шорох", "вьюга", "пиксель")


def kinds_of(text: str) -> set[str]:
    return {f.kind for f in moderate(text, nicknames=NAMES)}


# --- мат typed on the wrong keyboard layout (QWERTY keys of ЙЦУКЕН) ---


def test_a_run_is_read_on_the_russian_layout() -> None:
    assert retype("gbpltw") == "пиздец"
    assert retype("[eqyz") == "хуйня"
    assert retype("lt,bk") == "дебил"
    # only what the caller accepts is read back
    assert retyped("ну gbpltw, да", lambda run, reading: reading == "пиздец") == "ну пиздец, да"
    assert retyped("hello world", lambda run, reading: False) == "hello world"


@pytest.mark.parametrize(
    "text",
    [
        "Ну и gbpltw с этим голосованием.",  # пиздец
        "Опять [eqyz в итогах.",  # хуйня
        "Шорох, ты pft,fk уже со своими версиями.",  # заебал
        "Это просто j[etnm, ребята.",  # охуеть
        ",kznm, опять ночь проспал.",  # блять
    ],
)
def test_mat_on_the_wrong_layout_is_mat(text: str) -> None:
    assert "profanity" in kinds_of(text)


@pytest.mark.parametrize(
    "text",
    [
        "Пиксель, ты lt,bk, раз так голосуешь.",  # дебил
        "Вьюга, ты rhtnby.",  # кретин
    ],
)
def test_an_insult_on_the_wrong_layout_is_an_insult(text: str) -> None:
    assert kinds_of(text) == {"insult"}


@pytest.mark.parametrize(
    "text",
    [
        "The jet, the set, your bet: all in.",
        "Let me check the log, ok?",
        "Скинул ссылку на github, смотри ветку fix-votes.",
        "Играли в CS:GO до утра, потом в Dota.",
        "Пароль qwerty123 ставить нельзя.",
    ],
)
def test_english_and_codes_are_not_read_by_layout(text: str) -> None:
    assert kinds_of(text) == set()


# --- мат cut into syllables by hyphens, a prefix compound, glued runs ---


@pytest.mark.parametrize(
    "text",
    [
        "Ну это про-ху-ярить надо было раньше.",
        "Я просто о-фи-ги... нет, о-ху-ел от такого хода.",
        "За-е-бал ты уже, Шорох.",
        "Пи-з-дец, а не ночь.",
    ],
)
def test_syllables_cut_by_hyphens_are_joined(text: str) -> None:
    assert "profanity" in kinds_of(text)


@pytest.mark.parametrize(
    "text",
    [
        "Бляха-муха, опять сервер упал.",
        "Кто-то по-моему перепутал темы.",
        "Ху-ан-хэ — великая река.",
        "Сине-зелёная подпись у Вьюги.",
    ],
)
def test_hyphenated_words_of_their_own_stay_clean(text: str) -> None:
    assert kinds_of(text) == set()


@pytest.mark.parametrize(
    "text",
    ["Полуёбок какой-то ночью стрелял.", "Ну ты и полупидор, Пиксель.", "полухуйня, а не план"],
)
def test_the_prefix_polu_takes_mat_roots(text: str) -> None:
    assert "profanity" in kinds_of(text)


@pytest.mark.parametrize(
    "text",
    [
        "Полупустой зал, полумрак, полуночный голос.",
        "Полуботинки и полубоксы не обсуждаем.",
        "Полуэбонитовая ручка у стула.",
    ],
)
def test_words_with_polu_stay_clean(text: str) -> None:
    assert kinds_of(text) == set()


@pytest.mark.parametrize(
    "text",
    [
        "ступайнахуйотсюда",
        "нуипиздецтутувас",
        "этожблядствокакоето",
        "вотэтоебанаяночь",
        "таксебезаебисьигра",
    ],
)
def test_a_mat_word_inside_a_glued_run_is_found(text: str) -> None:
    assert "profanity" in kinds_of(text)


@pytest.mark.parametrize(
    "text",
    [
        "Колебаться некогда.",
        "суперколебания в голосовании",
        "вотэтокорабля",
        "застрахуйтесьзаранее",
        "Нахимовское училище и Пизанская башня.",
        "оскорблятьнельзя",
    ],
)
def test_glued_and_long_innocent_words_stay_clean(text: str) -> None:
    assert kinds_of(text) == set()


# --- "на х..": the obscene word cut to its letter after a send-off ---


@pytest.mark.parametrize(
    "text",
    [
        "Иди ты на х.. со своей логикой.",
        "Пошла на х…, Вьюга.",
        "Катись на х**, Шорох.",
        "Идите вы в п..., господа мафия.",
    ],
)
def test_a_send_off_to_an_abbreviated_word_is_mat(text: str) -> None:
    assert "profanity" in kinds_of(text)


@pytest.mark.parametrize(
    "text",
    [
        "За слово на букву «х» дают предупреждение.",
        "Иди на х. Ленина, там штаб.",
        "Пошёл в п. Заречный, на дачу.",
    ],
)
def test_a_letter_without_a_send_off_stays_clean(text: str) -> None:
    assert "profanity" not in kinds_of(text)


# --- what a person is called: позор, убожество, пень, никто ---


@pytest.mark.parametrize(
    "text",
    [
        "Шорох, ты позор всей нашей партии.",
        "Вьюга — жалкое убожество.",
        "Пиксель, ты старый трухлявый пень.",
        "Ты никто в этом клубе, Шорох.",
        "Он позор клуба.",
        "А звать тебя никак, Пиксель.",
    ],
)
def test_a_person_called_a_shame_a_stump_or_nobody_is_insulted(text: str) -> None:
    assert kinds_of(text) == {"insult"}


@pytest.mark.parametrize(
    "text",
    [
        "Я никто в этой игре, решайте сами.",
        "Этот ход — позор.",
        "Позор нам всем за такую ночь.",
        "Ты сел на пень и считаешь голоса?",
        "Ты не позор, ты просто ошибся.",
        "Никто, кроме тебя, не голосовал.",
        "Вьюга — никто иная, как мафия.",  # "не кто иная", written as people write it
        "Какое убожество этот подсчёт голосов.",
    ],
)
def test_a_shame_a_stump_or_nobody_not_said_of_a_person_stays_clean(text: str) -> None:
    assert kinds_of(text) == set()


# --- contemptuous names for a person, masked and transliterated insults ---


@pytest.mark.parametrize(
    "text",
    [
        "Шорох — старый хрыч.",
        "Вьюга, ты пустозвон и брехун.",
        "Пиксель, не слушай этого пустобреха, он врёт.",
        "Ты дармоед, Шорох, ни одного голоса за день.",
        "Ты долбоклюй, Вьюга.",
    ],
)
def test_contemptuous_names_for_a_person_are_insults(text: str) -> None:
    assert kinds_of(text) == {"insult"}


@pytest.mark.parametrize(
    "text",
    [
        "Ты и*иот, Шорох.",  # д
        "Пиксель, ты д*бил.",  # е
        "Вьюга — к*етинка.",  # р
        "Ты dolboklyuy, Пиксель, проверь список.",
        "Ty durak, Пиксель.",
        "Ty kretin, Шорох.",
    ],
)
def test_masked_and_transliterated_insults_are_insults(text: str) -> None:
    assert kinds_of(text) == {"insult"}


@pytest.mark.parametrize(
    "text",
    [
        "Ну я и хрыч старый, забыл про голосование.",
        "Я к*т в мешке, не проверяйте.",
        "М*ша проголосовала за Шороха.",
        "Ты видел этот кр*н у дома?",
    ],
)
def test_self_deprecation_and_masked_innocent_words_stay_clean(text: str) -> None:
    assert kinds_of(text) == set()
