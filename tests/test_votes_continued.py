"""Votes a player writes over two posts (scraper.votes.continued): a vote form left unfinished
and finished in his next post, a name set right after his vote. Sentences of our own; the
labelled threads that showed the pattern are tests/corpus/stranger290 and stranger300."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from scraper.nicknames import Roster
from scraper.votes.continued import (
    BEGUN_BEFORE,
    POINTED,
    SET_RIGHT,
    SET_RIGHT_AFTER,
    UNFINISHED,
    Pairing,
    PostEnds,
    set_right_name,
)
from scraper.votes.extract import Extraction, VoteReader, joined_posts, post_joiner
from services.io import extract_votes
from services.stored_game import open_game
from tests.forums.mybb_markup import ForumPost
from tests.test_stored_game import Demo, at, demo  # noqa: F401 (the fixture)

ROSTER = Roster(
    ["Ворона", "Марат", "Марта", "Сэр Ланселот", "Кирпич_88", "Доктор Ватсон"],
    {"Сэр Ланселот": ["Ланселот"], "Кирпич_88": ["Кирпич"], "Доктор Ватсон": ["Ватсон"]},
)
READER = VoteReader(ROSTER)


def read(text: str, carried: str | None = None) -> Extraction:
    return READER.read_html(f"<p>{text}</p>", author="Игрок", carried=carried)


@pytest.mark.parametrize(
    ("text", "head"),
    [
        ("Перечитал оба дня. Больше всех воды льёт одна птица. Голос на", "Голос на"),
        ("…и всё же она мне не нравится, так что мой голос", "мой голос"),
        ("Долго думал и голосую против", "голосую против"),
        ("Смена голоса на...", "Смена голоса на"),
        ("Господа, позвольте и мне.<br>Мой голос —", "Мой голос —"),
        ("Ну всё, гс за", "голос за"),
        ("Перевожу голос на…", "Перевожу голос на"),
    ],
)
def test_a_vote_form_left_at_the_end_is_an_unfinished_vote(text: str, head: str) -> None:
    found = read(text)
    assert not found.votes
    assert [(a.raw, a.candidates, a.how) for a in found.ambiguous] == [(head, (), UNFINISHED)]


@pytest.mark.parametrize(
    "text",
    [
        "Это мой голос",  # what the vote is, said whole
        "Это мой голос.",
        "Ценю твой голос",
        "Вороне мой голос",  # the name came first
        "Голос: Ворона",
        "Голос на Ворону.",
        "Голосую.",  # a full stop closes it
        "Я сегодня без голоса",
    ],
)
def test_a_whole_sentence_is_no_unfinished_vote(text: str) -> None:
    assert not [a for a in read(text).ambiguous if a.how == UNFINISHED]


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("*Марат. Клавиатура западает", "Марат"),
        ("Ланселот*, пальцы замёрзли", "Ланселот"),
        ("вернее Марат!! автозамена", "Марат"),
        ("Уточню предыдущее: Марта. Не досрочно.", "Марта"),
        ("* Dr.Watson", "Dr.Watson"),
    ],
)
def test_a_name_set_right_at_the_start_is_found(text: str, name: str) -> None:
    assert set_right_name(text) == name


def test_a_name_set_right_is_marked_only_where_the_post_holds_no_vote() -> None:
    assert [(a.candidates, a.how) for a in read("*Марат. Клава").ambiguous] == [
        (("Марат",), SET_RIGHT)
    ]
    assert not read("*Марат. Голос: Марта").ambiguous  # the post votes: nothing to pair
    assert not read("Это Марат* был, не я").ambiguous  # a star later in the post


def test_a_carried_form_reads_the_next_post_as_its_rest() -> None:
    assert [(v.target, v.raw) for v in read("...Вороны. Пока печатал", "голосую против").votes] == [
        ("Ворона", "голосую против Вороны")
    ]
    assert [v.target for v in read("— Доктору Ватсону. Мышь сорвалась", "Мой голос —").votes] == [
        "Доктор Ватсон"
    ]


def test_a_sentence_about_the_player_does_not_finish_the_vote() -> None:
    assert read("Ворона права, надо подумать", "Голос на").votes == []
    assert read("Ворону, он весь день молчит", "Голос на").votes[0].target == "Ворона"
    assert read("Ворона, ты где была?", "Голос на").votes == []  # turned to her


def _ends(voter: str | None, thread: int = 1, **kw: object) -> PostEnds:
    return PostEnds(voter, thread, **kw)  # type: ignore[arg-type]


def _met(posts: list[PostEnds]) -> dict[int, tuple[int, str | None, bool]]:
    """Each post's meeting with its author's post before, as ``Pairing`` finds it in order."""
    pairing = Pairing()
    found = {at: pairing.meet(at, post) for at, post in enumerate(posts)}
    return {at: (m.before, m.head, m.set_right) for at, m in found.items() if m}


def test_an_unfinished_vote_meets_its_authors_next_post_in_the_thread() -> None:
    posts = [
        _ends("Марат", head="Голос на"),
        _ends("Марта"),  # another player writes in between
        _ends("Марат", thread=2),  # his post in another thread does not finish it
        _ends(None),  # nor does the GM's
        _ends("Марат"),
    ]
    assert _met(posts) == {4: (0, "Голос на", False)}


def test_an_unfinished_vote_meets_nothing_when_its_author_never_writes_again() -> None:
    assert _met([_ends("Марат", head="Голос на"), _ends("Марта")]) == {}


def test_a_name_set_right_pairs_only_with_the_vote_it_misspelt() -> None:
    misspelt = _ends("Марта", voted_as=("Март", "Марта"))
    fixed = _ends("Марта", sets_right=("Марат", "Марат"))
    assert _met([misspelt, fixed]) == {1: (0, None, True)}
    counted = _ends("Марта", voted_as=("Март", "Марат"))  # the vote already went to him
    assert _met([counted, fixed]) == {1: (0, None, False)}
    talk = _ends("Марта", voted_as=("Кирпич", "Кирпич_88"))  # another name altogether
    assert _met([talk, fixed]) == {1: (0, None, False)}
    unclear = _ends("Марта", voted_as=("Ватсон или Марат", None), unclear_between=("Марат",))
    assert _met([unclear, fixed]) == {1: (0, None, True)}
    assert _met([_ends("Марта"), fixed]) == {1: (0, None, False)}  # no vote before


def _joined(posts: list[tuple[str, str]]) -> list[Extraction]:
    """The posts (author, text) of one thread read in order, their split votes joined."""
    found = [READER.read_html(f"<p>{t}</p>", author=a) for a, t in posts]
    return joined_posts(
        found,
        [a for a, _ in posts],
        [1] * len(posts),
        lambda i, head: READER.read_html(f"<p>{posts[i][1]}</p>", author=posts[i][0], carried=head),
    )


def test_joined_posts_count_a_vote_written_over_two_posts_once() -> None:
    posts = [
        ("Марта", "Перечитал всё. Голос на"),
        ("Марат", "Кстати, кто дежурит вечером?"),
        ("Марта", "Ворону. Энтер нажался раньше времени"),
        ("Ворона", "Голос на…"),  # never finished: stays unclear
    ]
    joined = _joined(posts)
    assert not joined[0].sequence  # the first half holds nothing of its own now
    assert [(v.target, BEGUN_BEFORE in v.how) for v in joined[2].votes] == [("Ворона", True)]
    assert [(a.how, a.candidates) for a in joined[3].ambiguous] == [(UNFINISHED, ())]


def test_a_name_set_right_replaces_a_misspelt_vote_for_another() -> None:
    posts = [("Ворона", "Голос: Марта"), ("Ворона", "*Марат, простите, клава")]
    found = [READER.read_html(f"<p>{t}</p>", author=a) for a, t in posts]
    joined = joined_posts(found, ["Ворона"] * 2, [1, 1], lambda i, h: found[i])
    assert [(v.target, v.how) for v in joined[1].votes] == [("Марат", SET_RIGHT_AFTER)]
    again = [("Ворона", "Голос: Марат"), ("Ворона", "*Марат, простите, клава")]
    found = [READER.read_html(f"<p>{t}</p>", author=a) for a, t in again]
    joined = joined_posts(found, ["Ворона"] * 2, [1, 1], lambda i, h: found[i])
    assert not joined[1].sequence  # the vote already counted for him: nothing twice


def test_a_name_set_right_after_an_unclear_vote_becomes_the_vote() -> None:
    posts = [("Марта", "Голос: Ватсон или Марат, не решила"), ("Марта", "Уточню предыдущее: Марат")]
    found = [READER.read_html(f"<p>{t}</p>", author=a) for a, t in posts]
    joined = joined_posts(found, ["Марта", "Марта"], [1, 1], lambda i, h: found[i])
    assert [(v.target, v.how) for v in joined[1].votes] == [("Марат", SET_RIGHT_AFTER)]
    assert joined[0].ambiguous  # the unclear vote stays as written; the next one settles it


@pytest.mark.parametrize(
    ("text", "whom"),
    [
        ("Голос: туда же, куда и Кирпич.", "Кирпич_88"),
        ("Мой голос — как у Марты", "Марта"),
        ("гс как и у Вороны, без вариантов", "Ворона"),
    ],
)
def test_a_vote_pointed_at_anothers_is_marked_with_whose(text: str, whom: str) -> None:
    assert [(a.how, a.written, a.candidates) for a in read(text).ambiguous] == [(POINTED, whom, ())]


def test_talk_of_voting_the_same_way_is_no_pointed_vote() -> None:
    assert not read("Он голосовал туда же, куда и Марта, вчера").ambiguous
    assert not read("Голос: туда же, куда и все").ambiguous  # nobody in particular


def test_a_pointed_vote_is_shown_with_where_that_player_stood_then() -> None:
    posts = [
        ("Марта", "Голос: Ворона"),
        ("Марат", "Голос: туда же, куда и Марта."),
        ("Марта", "Снимаю голос."),
        ("Кирпич_88", "Мой голос — как у Марты"),
        ("Ворона", "Голос на"),  # finished next: the pointed vote after it sees the join
        ("Ворона", "Марата. Энтер"),
        ("Кирпич_88", "гс как и у Вороны"),
    ]
    joined = _joined(posts)
    shown = [[(a.how, a.candidates) for a in j.ambiguous] for j in joined]
    assert shown[1] == [(POINTED, ("Ворона",))]
    assert shown[3] == [(POINTED, ())]  # she took hers back: nowhere to point
    assert shown[6] == [(POINTED, ("Марат",))]
    assert all(not j.votes for j in (joined[1], joined[3], joined[6]))  # never counted


def test_the_store_joins_a_vote_written_over_two_posts(demo: Demo) -> None:  # noqa: F811
    """Through the whole flow: the forum, the store, the stored readings, the day's count."""
    from services.game import count_day
    from services.readings import read_posts, window_posts

    extra = [
        (
            9101,
            "Борис",
            16,
            "2026-12-02 11:10:00",
            "Всё перечитал. Винтик весь день юлит, так что мой голос",
        ),
        (9102, "Алиса", 15, "2026-12-02 11:11:00", "Борис, и?"),
        (9103, "Борис", 16, "2026-12-02 11:12:00", "Винтику. Телефон отправил раньше времени"),
        (9104, "Гроза", 18, "2026-12-02 11:13:00", "Голос на…"),
        (9105, "Алиса", 15, "2026-12-02 11:14:00", "Голос: туда же, куда и Борис."),
    ]
    demo.posts += [ForumPost(pid, who, uid, at(when), text) for pid, who, uid, when, text in extra]
    demo.publish()
    demo.sync()
    with demo.store.reading() as s:
        game = open_game(s, demo.spec)
        posts = window_posts(s, game, None, None)
        ids = {p.forum_post_id: p.id for p in posts}
        votes = read_posts(s, game, posts, False).votes
    finished = votes[ids["9103"]]
    assert [(v.voter, v.kind, v.target, v.status) for v in finished] == [
        ("Борис", "vote", "Винтик", "ok")
    ]
    assert BEGUN_BEFORE in finished[0].how
    assert votes.get(ids["9101"], []) == []  # its unfinished half is joined, not shown apart
    pointed = votes[ids["9105"]]
    assert [(v.status, v.how, v.candidates) for v in pointed] == [
        ("ambiguous", POINTED, ("Винтик",))  # where Борис's vote, finished above, stood
    ]
    left = votes[ids["9104"]]
    assert [(v.status, v.how, v.candidates) for v in left] == [("ambiguous", UNFINISHED, ())]
    # the day's count takes it in order: his vote for Винтик, then his early one at 11:20
    cast = [(v.voter, v.target) for v in count_day(demo.store, demo.spec, 3).facts.votes]
    assert [t for v, t in cast if v == "Борис"] == ["Винтик", "Незнайка"]


def _stream(posts: list[tuple[str, str]], wait: int = 1000) -> list[list[str]]:
    """What comes out after each post is given (the authors of the readings settled)."""
    current: list[tuple[str, str]] = []
    joiner = post_joiner(
        lambda _at, head: READER.read_html(
            f"<p>{current[-1][1]}</p>", author=current[-1][0], carried=head
        )
    )
    joiner.wait = wait
    out = []
    for author, text in posts:
        current.append((author, text))
        found = READER.read_html(f"<p>{text}</p>", author=author)
        out.append([_who(r) for r in joiner.add(found, author, 1)])
    return [*out, [_who(r) for r in joiner.close()]]


def _who(found: Extraction) -> str:
    return ",".join(str(v.target) for v in found.votes) or ",".join(a.how for a in found.ambiguous)


def test_a_post_is_given_back_as_soon_as_nothing_later_can_change_it() -> None:
    posts = [
        ("Марат", "Голос: Марта"),
        ("Марта", "Перечитала всё. Голос на"),  # held: her next post may finish it
        ("Марат", "Кто дежурит?"),  # held behind hers, in order
        ("Марта", "Ворону. Энтер нажался"),
    ]
    assert _stream(posts) == [["Марта"], [], [], ["", "", "Ворона"], []]


def test_an_unfinished_vote_is_let_go_unclear_after_the_wait() -> None:
    posts = [("Марта", "Голос на"), ("Марат", "Ну"), ("Марат", "Да"), ("Марта", "Ворону.")]
    assert _stream(posts, wait=2) == [[], [], [UNFINISHED, "", ""], [""], []]


def test_votes_extract_reads_the_next_post_only_when_it_needs_it(tmp_path: Path) -> None:
    roster = tmp_path / "roster.txt"
    roster.write_text("Ворона\nМарат\nМарта\n", encoding="utf-8")
    given: list[int] = []

    def posts() -> Iterator[dict[str, object]]:
        for i, (author, text) in enumerate(
            [("Марат", "Голос: Марта"), ("Марта", "Голос на"), ("Марта", "Ворону.")]
        ):
            given.append(i)
            yield {"id": i, "author": author, "html": f"<p>{text}</p>", "thread": "1"}

    rows = extract_votes(roster, None, None, posts())
    assert next(rows)["votes"][0]["target"] == "Марта" and given == [0]
    split = next(rows)  # the second post waits for its author's next one
    assert (split["id"], split["ambiguous"], given) == (1, [], [0, 1, 2])
    assert [v["target"] for v in next(rows)["votes"]] == ["Ворона"]
