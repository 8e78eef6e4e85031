"""What a vote carries besides its target (scraper/votes/marks.py): bold or colour as each
forum engine renders it, «окончательно», «пас»; and only the author's own text counts."""

from __future__ import annotations

import pytest

from scraper.content import ContentSelectors
from scraper.detect import ENGINES, make_engine
from scraper.nicknames import Roster
from scraper.votes.extract import GENERIC_SELECTORS, VoteAction, VoteReader
from scraper.votes.marks import formats, is_final
from tests.forums.pages import ALL, OWN_1

ROSTER = Roster(["Ворон", "Лиса", "Сова", "Лунный Кот"], {"Лунный Кот": ["Кот"]})
READER = VoteReader(ROSTER)

# How each engine renders [b]Ворон[/b] and [color=red]Ворон[/color] in a post body.
BOLD = {
    "mybb": "<strong>{}</strong>",
    "phpbb 3.0": '<span style="font-weight: bold">{}</span>',
    "phpbb 3.3": '<strong class="text-strong">{}</strong>',
    "vbulletin": "<b>{}</b>",
    "xenforo": "<b>{}</b>",
    "invision": "<strong>{}</strong>",
    "ipb2": "<b>{}</b>",
    "smf": "<b>{}</b>",
    "discourse": "<strong>{}</strong>",
}
COLOUR = {
    "mybb": '<span style="color: red">{}</span>',
    "phpbb": '<span style="color: #FF0000">{}</span>',
    "vbulletin": '<font color="Red">{}</font>',
    "xenforo": '<span style="color: rgb(226, 80, 65)">{}</span>',
    "invision": '<span style="color:#c0392b;">{}</span>',
    "ipb2": "<span style='color:red'>{}</span>",
    "smf": '<span style="color: red;" class="bbc_color">{}</span>',
}
# How each engine renders a quote of Сова's post, with the quoted text in place of {}.
QUOTE = {
    "mybb": '<div class="quote-box"><cite>Сова написал(а):</cite><blockquote><p>{}</p>'
    "</blockquote></div>",
    "phpbb": "<blockquote><div><cite>Сова писал(а):</cite>{}</div></blockquote>",
    "xenforo": '<blockquote class="bbCodeBlock bbCodeBlock--expandable bbCodeBlock--quote">'
    '<div class="bbCodeBlock-title">Сова написал(а):</div><div class="bbCodeBlock-content">'
    '<div class="bbCodeBlock-expandContent">{}</div></div></blockquote>',
    "vbulletin 4": '<div class="bbcode_container"><div class="bbcode_quote"><div '
    'class="quote_container"><div class="bbcode_postedby">Цитата Сообщение от <strong>Сова'
    '</strong></div><div class="message">{}</div></div></div></div>',
    "vbulletin 3": '<div style="margin:20px; margin-top:5px; "><div class="smallfont">Цитата:'
    '</div><table><tr><td class="alt2" style="border:1px inset"><div>Сообщение от <strong>'
    "Сова</strong></div><div>{}</div></td></tr></table></div>",
    "invision": '<blockquote class="ipsQuote" data-ipsquote-username="Сова"><div '
    'class="ipsQuote_citation">Сова написал:</div><div class="ipsQuote_contents"><p>{}</p>'
    "</div></blockquote>",
    "ipb2": '<div class="quotetop">Цитата(Сова @ 02.12.2026, 20:00)</div><div class="quotemain">'
    "<!--QuoteEBegin-->{}<!--QuoteEnd--></div><!--QuoteEEnd-->",
    "smf": '<blockquote class="bbc_standard_quote"><cite>Цитата: Сова</cite>{}</blockquote>',
    "discourse": '<aside class="quote no-group" data-username="Сова"><div class="title">Сова:'
    "</div><blockquote><p>{}</p></blockquote></aside>",
}


def votes(html: str, author: str = "Лиса") -> list[VoteAction]:
    return READER.read_html(html, author=author).votes


def one(html: str) -> VoteAction:
    found = votes(html)
    assert len(found) == 1, [v.as_json() for v in found]
    return found[0]


@pytest.mark.parametrize("engine", BOLD)
def test_a_bold_target_is_bold_on_every_engine(engine: str) -> None:
    vote = one("Думаю долго.<br>Голос: " + BOLD[engine].format("Ворон"))
    assert (vote.target, vote.format) == ("Ворон", ("bold",))


@pytest.mark.parametrize("engine", COLOUR)
def test_a_coloured_target_is_coloured_on_every_engine(engine: str) -> None:
    vote = one("Голос против " + COLOUR[engine].format("Ворона"))
    assert (vote.target, vote.format) == ("Ворон", ("colour",))


@pytest.mark.parametrize("engine", BOLD)
def test_a_plain_vote_next_to_bold_chat_is_plain(engine: str) -> None:
    vote = one(BOLD[engine].format("Итоги моих раздумий") + "<br>Голос: Ворон")
    assert vote.format == ()


@pytest.mark.parametrize(
    ("html", "marks"),
    [
        ('<strong><span style="color: red">Голос: Ворон</span></strong>', ("bold", "colour")),
        ('<span style="color: red">Голос: <strong>Ворон</strong></span>', ("bold", "colour")),
        ('<font color="blue"><b>Голос:</b> Ворон</font>', ("colour",)),
        ("<b>Голос:</b> Ворон", ()),  # the keyword bold, the name not
        ("Голос: В<b>орон</b>", ()),  # the first letter decides
        ("Голос: <b>В</b>орон", ("bold",)),
        ("<b>Голос: Ворон</b>", ("bold",)),  # the whole phrase
        # nested emphasis of one kind: an inner span closing does not end the outer one
        ("<b>Голос: <b>Кот</b> — нет, передумал. Голос: Ворон</b>", ("bold",)),
        (
            '<span style="color: red">Снимаю голос с <span style="color: blue">Кота</span>. '
            "Голос: Ворон</span>",
            ("colour",),
        ),
    ],
)
def test_nested_and_partial_emphasis(html: str, marks: tuple[str, ...]) -> None:
    last = votes(html)[-1]
    assert (last.target, last.format) == ("Ворон", marks)


def test_each_vote_of_a_post_has_its_own_format() -> None:
    found = votes("Голос: <b>Сова</b>.<br>Нет, снимаю голос.<br>Голос: Ворон")
    assert [(v.kind, v.target, v.format) for v in found] == [
        ("vote", "Сова", ("bold",)),
        ("unvote", None, ()),
        ("vote", "Ворон", ()),
    ]


def test_the_same_name_written_twice_marks_the_vote_not_the_chat() -> None:
    found = votes("<b>Ворон</b>, ты странный.<br>Голос: Ворон")
    assert [(v.target, v.format) for v in found] == [("Ворон", ())]
    found = votes("Ворон, ты странный.<br>Голос: <b>Ворон</b>")
    assert [(v.target, v.format) for v in found] == [("Ворон", ("bold",))]


def test_a_lone_bold_name_is_a_bold_vote() -> None:
    vote = one("Долго думала.<br><strong>Ворон</strong>")
    assert (vote.target, vote.format) == ("Ворон", ("bold",))


@pytest.mark.parametrize("engine", QUOTE)
def test_a_quoted_bold_vote_is_not_the_authors(engine: str) -> None:
    quoted = QUOTE[engine].format("Голос: <b>Ворон</b>")
    vote = one(quoted + "Согласна. Голос: Ворон")
    assert (vote.target, vote.format) == ("Ворон", ())  # her own vote, written plain
    assert votes(quoted + "Согласна с ней.") == []


@pytest.mark.parametrize("engine", QUOTE)
def test_a_quoted_final_or_pass_is_not_the_authors(engine: str) -> None:
    vote = one(QUOTE[engine].format("Голос: Ворон. Окончательно.") + "Голос: Ворон")
    assert not vote.final
    assert votes(QUOTE[engine].format("Пас") + "Ну и ладно.") == []


@pytest.mark.parametrize("fixture", ALL, ids=[f.engine + f.path for f in ALL])
def test_a_stored_post_of_every_engine_reads_only_the_authors_vote(fixture) -> None:  # type: ignore[no-untyped-def]
    """The reader reads the post's markup as stored (quotes still in it)."""
    engine = make_engine(fixture.engine)
    page = engine.parse_page(fixture.html, "https://f.example" + fixture.path, 1)
    first = page.posts[0]
    assert OWN_1 in first.text
    found = READER.read_html(first.html, author="Лунный Кот")
    assert [(v.raw, v.target) for v in found.votes] == [(OWN_1, "Лунный Кот")]


def _parts(selector: str) -> set[str]:
    return {part.strip() for part in selector.split(",") if part.strip()}


def test_the_reader_knows_every_engines_quotes_and_spoilers() -> None:
    """A quote box an engine parses apart must be apart for the vote reader too."""
    layouts: list[ContentSelectors] = []
    for cls in ENGINES.values():
        layouts.append(cls.selectors)
        layout = getattr(cls, "layout", None)
        if layout is not None:
            layouts.append(layout.selectors)
    from scraper.engines.vbulletin import VBULLETIN_3, VBULLETIN_4

    layouts += [VBULLETIN_3.selectors, VBULLETIN_4.selectors]
    for selectors in layouts:
        assert _parts(selectors.quote) <= _parts(GENERIC_SELECTORS.quote), selectors.quote
        assert _parts(selectors.spoiler) <= _parts(GENERIC_SELECTORS.spoiler), selectors.spoiler


@pytest.mark.parametrize(
    ("html", "final"),
    [
        ("Голос: Ворон, окончательно.", True),
        ("Голос против Ворона (окончательно)", True),
        ("Голос: Ворон. Окончательно.", True),  # the word alone in the next sentence
        ("Окончательный голос: Ворон", True),
        ("Голос: Ворон, final", True),
        ("Голос: Ворон, но не окончательно.", False),
        ("Голос: Ворон, неокончательно", False),
        ("Голос: Ворон. Окончательно решу вечером, кто тут мафия.", False),
        ("Голос: Ворон. Завтра всё станет окончательно ясно.", False),
        ("Окончательно запуталась. Голос: Ворон", False),  # the word in the sentence before
        ("Голос: <b>Ворон</b>, <i>окончательно</i>", True),
    ],
)
def test_final(html: str, final: bool) -> None:
    assert one(html).final is final


def test_only_the_final_vote_is_final() -> None:
    found = votes("Голос: Сова.<br>Передумала. Голос: Ворон, окончательно.")
    assert [(v.target, v.final) for v in found] == [("Сова", False), ("Ворон", True)]


def test_a_withdrawal_is_never_final() -> None:
    found = votes("Снимаю голос окончательно.")
    assert [(v.kind, v.final) for v in found] == [("unvote", False)]


def test_is_final_reads_the_phrase_sentence() -> None:
    text = "Думаю. Голос: Ворон окончательно. Лиса молчит"
    start = text.index("Голос")
    assert is_final(text, start, start + len("Голос: Ворон"))
    assert not is_final(text, 0, len("Думаю"))


@pytest.mark.parametrize(
    "html",
    ["Пас", "Пас.", "Голос: пас", "Пасую", "Пасую (первый день)", "ПАС!", "Мой голос — пас"],
)
def test_a_pass_line(html: str) -> None:
    vote = one("Не знаю, кто.<br>" + html)
    assert (vote.kind, vote.target) == ("pass", None)


@pytest.mark.parametrize(
    "html", ["я пас в этом споре", "Пастух пришёл", "Спасибо всем", "Пас — это слабо"]
)
def test_pass_in_a_sentence_is_chat(html: str) -> None:
    assert [v.kind for v in votes(html)] == []


def test_a_pass_after_a_vote_replaces_it_in_order() -> None:
    found = votes("Голос: Ворон<br>Хотя нет.<br>Пас")
    assert [(v.kind, v.target) for v in found] == [("vote", "Ворон"), ("pass", None)]


def test_a_bold_pass_is_bold() -> None:
    vote = one("<strong>Пас</strong>")
    assert (vote.kind, vote.format) == ("pass", ("bold",))
    vote = one('<span style="color: green">Голос: пас</span>')
    assert (vote.kind, vote.format) == ("pass", ("colour",))


def test_formats_without_markup_is_plain_and_unfound_is_none() -> None:
    assert formats("Голос: Ворон", GENERIC_SELECTORS, [("Голос: Ворон", "Ворон")]) == [()]
    assert formats("<b>Голос: Ворон</b>", GENERIC_SELECTORS, [("Голос: Сова", "Сова")]) == [None]


def test_a_vote_written_in_a_signature_under_a_rule_is_no_vote() -> None:
    assert votes("Голос: Ворон<hr><b>Голос: Сова</b> — моя подпись") == [
        v for v in votes("Голос: Ворон") if v.target == "Ворон"
    ]
