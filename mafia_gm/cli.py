"""The ``mafia-gm`` command line: parses arguments, calls library functions, prints results.

No game logic lives here. Every expected failure is caught once, in ``main``, and shown as one
line on standard error with exit code 1.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer
from rich.console import Console

from mafia_errors import MafiaGMError
from mafia_gm.help_words import speak
from mafia_i18n import N_, UnknownLanguageError, use
from mafia_i18n import _ as _
from services.politeness import DEFAULT_DELAY

if TYPE_CHECKING:
    from services.store import Store


def _lang_of(argv: list[str]) -> str | None:
    """``--lang X`` or ``--lang=X`` before the command runs: help texts are built at import."""
    for i, word in enumerate(argv):
        if word == "--lang" and i + 1 < len(argv):
            return argv[i + 1]
        if word.startswith("--lang="):
            return word.partition("=")[2]
    return None


def _help_wanted(argv: list[str]) -> bool:
    """Whether typer will show a help page: ``--help``, or no command (or a bare group)."""
    words = [w for w in argv[1:] if not w.startswith("--lang")]
    if "--lang" in argv[1:]:
        words = words[1:] if words and words[0] == _lang_of(argv) else words
    return "--help" in words or not words or (len(words) == 1 and words[0] in GROUPS)


GROUPS = ("posts", "votes", "day", "night", "drafts")

try:
    use(_lang_of(sys.argv))
except UnknownLanguageError:
    use("ru")  # the --lang option (or main) says it in one line
speak(_help_wanted(sys.argv))


app = typer.Typer(
    add_completion=False,
    no_args_is_help=True,
    help=_("mafia-gm: помощник ведущего форумной мафии."),
)
posts_app = typer.Typer(no_args_is_help=True, help=_("Сохранённые посты."))
votes_app = typer.Typer(no_args_is_help=True, help=_("Чтение голосов."))
day_app = typer.Typer(no_args_is_help=True, help=_("Подсчёт дня."))
night_app = typer.Typer(no_args_is_help=True, help=_("Ночь: приказы и разрешение."))
drafts_app = typer.Typer(
    no_args_is_help=True, help=_("Черновики: список, показ, одобрение, отказ.")
)
app.add_typer(posts_app, name="posts")
app.add_typer(votes_app, name="votes")
app.add_typer(day_app, name="day")
app.add_typer(night_app, name="night")
app.add_typer(drafts_app, name="drafts")


@app.callback()
def _language(
    lang: Annotated[
        str | None,
        typer.Option(
            "--lang", help=_("Язык сообщений: ru (по умолчанию) или en; иначе $MAFIA_GM_LANG.")
        ),
    ] = None,
) -> None:
    use(lang)


out = Console(soft_wrap=True)
err = Console(stderr=True, soft_wrap=True)

DbOption = Annotated[
    str | None,
    typer.Option(
        "--db", help=_("URL SQLAlchemy (по умолчанию: $MAFIA_GM_DB, иначе data/mafia-gm.sqlite3).")
    ),
]
GameArg = Annotated[Path, typer.Argument(help=_("Файл игры (TOML)."))]
DraftArg = Annotated[int, typer.Argument(help=_("Номер черновика."))]
FactsArg = Annotated[Path, typer.Argument(help=_("Файл фактов (JSON)."))]


def _json(value: Any) -> None:
    sys.stdout.write(json.dumps(value, ensure_ascii=False) + "\n")
    sys.stdout.flush()  # a line out as soon as it is known: a pipe reads posts as they come


def _show_draft(draft: Any, title: str | None = None) -> None:
    out.rule(title or _("Черновик #{id}: {title}").format(id=draft.id, title=draft.title))
    out.print(draft.text, markup=False, highlight=False)
    out.rule(_("Для ГМ"))
    out.print(draft.notes, markup=False, highlight=False)


def _store(db: str | None) -> Store:
    from services.store import open_store

    return open_store(db)


def _game(path: Path) -> Any:
    from services.store import load_game

    return load_game(path)


def _opened(game: Path, db: str | None) -> tuple[Store, Any]:
    """The store and the game file, the file read first: a bad file never touches the store."""
    spec = _game(game)
    return _store(db), spec


def _read_posts(stream: Any) -> Iterator[dict[str, Any]]:
    from services.io import iter_posts

    return iter_posts(stream)


# -- demo ------------------------------------------------------------------------------------


@app.command(
    help=_(
        "Поднять встроенную демо-тему локально, прочитать её, подсчитать каждый день, "
        "напечатать черновики."
    )
)
def demo(
    db: Annotated[Path | None, typer.Option(help=_("Куда записать файл SQLite демо."))] = None,
) -> None:
    from mafia_gm.report import count_table
    from services.demo import run_demo

    run = run_demo(db)
    for report in run.reports:
        err.print(
            _("прочитана {url}: страниц {pages}, постов {posts} ({mode})").format(
                url=report.thread_url,
                pages=report.pages_read,
                posts=report.stats.new,
                mode=report.mode,
            ),
            markup=False,
        )
    for outcome, draft in zip(run.outcomes, run.drafts, strict=True):
        out.print(count_table(outcome.number, outcome.result))
        _show_draft(
            draft,
            _("Черновик #{id}: {title} (ждёт одобрения ГМ)").format(id=draft.id, title=draft.title),
        )
    err.print(_("хранилище: {url}").format(url=run.db_url), markup=False)


# -- scraping --------------------------------------------------------------------------------


@app.command(help=_("Прочитать тему (все страницы, при повторе только новое) в хранилище."))
def scrape(
    thread_url: Annotated[str, typer.Argument(help=_("Адрес темы на форуме."))],
    db: DbOption = None,
    delay: Annotated[
        float, typer.Option(help=_("Пауза между двумя запросами, секунд."))
    ] = DEFAULT_DELAY,
    engine: Annotated[
        str | None, typer.Option(help=_("Движок форума (по умолчанию: определить)."))
    ] = None,
    full: Annotated[
        bool, typer.Option(help=_("Перечитать все страницы, не только новые."))
    ] = False,
) -> None:
    from mafia_gm.progress import page_progress
    from services.scrape import scrape_thread

    store = _store(db)
    with page_progress(err) as on_page:
        from services.credentials import forum_credentials

        report = scrape_thread(
            store,
            thread_url,
            delay=delay,
            engine_name=engine,
            full=full,
            on_page=on_page,
            credentials=forum_credentials(thread_url),
        )
    s = report.stats
    err.print(
        _(
            "{url}: прочитано страниц: {pages}; новых: {new}, изменённых: {edited}, "
            "удалённых: {deleted} ({engine}, {mode})"
        ).format(
            url=report.thread_url,
            pages=report.pages_read,
            new=s.new,
            edited=s.edited,
            deleted=s.deleted,
            engine=report.engine,
            mode=report.mode,
        ),
        markup=False,
    )


@posts_app.command("export", help=_("Напечатать сохранённые посты в JSON Lines, в порядке темы."))
def posts_export(
    db: DbOption = None,
    thread: Annotated[str | None, typer.Option(help=_("Только посты этой темы."))] = None,
    tz: Annotated[
        str, typer.Option(help=_("Часовой пояс для печатаемых времён."))
    ] = "Europe/Moscow",
) -> None:
    from services.io import export_posts

    for row in export_posts(_store(db), thread, tz):
        _json(row)


# -- votes and moderation --------------------------------------------------------------------


@votes_app.command(
    "extract", help=_("Прочитать посты JSON Lines со stdin; напечатать голоса каждого поста.")
)
def votes_extract(
    roster: Annotated[
        Path, typer.Option(help=_("Файл состава: «Имя | прозвище | прозвище» в строке."))
    ],
    profile: Annotated[
        str | None, typer.Option(help=_("Профиль правил: имя или файл TOML."))
    ] = None,
    gm: Annotated[
        str | None, typer.Option(help=_("Аккаунт ГМ: его посты передают голоса."))
    ] = None,
) -> None:
    from services.io import extract_votes

    for row in extract_votes(roster, profile, gm, _read_posts(sys.stdin)):
        _json(row)


@votes_app.command(
    "fix",
    help=_(
        "Исправить, как прочитан голос, или добавить пропущенный; поправка держится при "
        "каждом пересчёте."
    ),
)
def votes_fix(
    post: Annotated[str, typer.Argument(help=_("id поста на форуме."))],
    target: Annotated[str | None, typer.Option(help=_("Игрок, за которого этот голос."))] = None,
    ignore: Annotated[bool, typer.Option(help=_("Этот голос не считается."))] = False,
    seq: Annotated[
        int | None,
        typer.Option(help=_("Какой голос поста (с 0); номер после прочитанных добавляет голос.")),
    ] = None,
    thread: Annotated[str | None, typer.Option(help=_("Тема, если id повторяются."))] = None,
    db: DbOption = None,
) -> None:
    from services.corrections import fix_vote

    report = fix_vote(_store(db), post, target, ignore, seq, thread)
    if report.ignored:
        what = _("не считается")
    elif report.added:
        what = _("добавлен голос за {target}").format(target=report.target)
    else:
        what = _("читается как голос за {target}").format(target=report.target)
    err.print(
        _("пост {post}, голос {seq}: {what}").format(
            post=report.post_id, seq=report.seq, what=what
        ),
        markup=False,
    )
    if report.replaced:
        err.print(_("прежняя поправка ({was}) заменена").format(was=report.replaced), markup=False)
    err.print(
        _("засчитан ли голос, решает подсчёт: mafia-gm explain ИГРА {post}").format(
            post=report.post_id
        ),
        markup=False,
    )
    if report.suggestion:
        err.print(_("подсказка: {text}").format(text=report.suggestion), markup=False)


@app.command(help=_("Как прочитан каждый голос поста или игрока и почему он считается или нет."))
def explain(
    game: GameArg,
    subject: Annotated[str, typer.Argument(help=_("Игрок (имя или прозвище) или id поста."))],
    day: Annotated[int, typer.Option(help=_("Проиграть игру до этого дня."))] = 1,
    db: DbOption = None,
) -> None:
    from datetime import UTC, datetime

    from services.explain import explain as explain_lines

    for line in explain_lines(*_opened(game, db), subject, day, datetime.now(UTC)):
        out.print(line, markup=False, highlight=False)


@app.command(
    help=_("Прочитать посты JSON Lines со stdin; напечатать пометки модерации каждого поста.")
)
def moderate(
    roster: Annotated[
        Path | None, typer.Option(help=_("Файл состава (имена не отмечаются)."))
    ] = None,
) -> None:
    from services.io import moderate_posts

    for row in moderate_posts(_read_posts(sys.stdin), roster):
        _json(row)


# -- the day ---------------------------------------------------------------------------------


@day_app.command(
    "resolve", help=_("Разрешить факты одного дня (JSON, INTERFACES.md) и напечатать итог в JSON.")
)
def day_resolve(file: FactsArg) -> None:
    from services.io import resolve_day_file

    _json(resolve_day_file(file).as_json())


@night_app.command(
    "resolve", help=_("Разрешить факты одной ночи (JSON, INTERFACES.md) и напечатать итог в JSON.")
)
def night_resolve(file: FactsArg) -> None:
    from services.io import resolve_night_file

    _json(resolve_night_file(file).as_json())


@night_app.command(
    "order",
    help=_("Внести ночные приказы; каждый проверяется по сохранённой игре, отказ с причиной."),
)
def night_order(
    game: GameArg,
    night: Annotated[int, typer.Option(help=_("Ночь, к которой относится приказ."))],
    words: Annotated[list[str] | None, typer.Argument(help=_("ИГРОК ДЕЙСТВИЕ [ЦЕЛЬ...]"))] = None,
    executor: Annotated[str | None, typer.Option(help=_("Кто исполняет убийство Отца."))] = None,
    source: Annotated[str | None, typer.Option(help=_("Чьё действие копируется."))] = None,
    use: Annotated[
        str | None, typer.Option(help=_("Применение Камня (с ДЕЙСТВИЕМ stone)."))
    ] = None,
    file: Annotated[Path | None, typer.Option(help=_("Приказы из файла TOML или JSON."))] = None,
    db: DbOption = None,
) -> None:
    from services.nights import OrderError, enter_orders, make_order, read_orders_file

    if file is not None:
        orders = read_orders_file(file)
    else:
        if not words or len(words) < 2:
            raise OrderError(_("укажите ИГРОК ДЕЙСТВИЕ [ЦЕЛЬ...] или --file"))
        actor, action, *targets = words
        extras = {"executor": executor, "source": source, "use": use}
        orders = [make_order(actor, action, targets, extras)]
    count_ = enter_orders(*_opened(game, db), night, orders)
    err.print(_("ночь {night}: принято приказов: {count}").format(night=night, count=count_))


@night_app.command(
    "orders", help=_("Приказы ночи с их id и кто с ночным действием ещё не отдал приказ.")
)
def night_orders(
    game: GameArg,
    night: Annotated[int, typer.Option(help=_("Ночь, приказы которой показать."))],
    db: DbOption = None,
) -> None:
    from datetime import UTC, datetime

    from services.nights import night_board
    from services.wording import order_ru

    board = night_board(*_opened(game, db), night, datetime.now(UTC))
    for order_id, order in board.orders:
        sys.stdout.write(f"{order_id}\t{order.actor}: {order_ru(order)}\n")
    if board.resolved_at is not None:
        err.print(_("ночь {night} разрешена: приказы не меняются").format(night=night))
    elif board.silent:
        err.print(_("ещё без приказа: {names}").format(names=", ".join(board.silent)), markup=False)


@night_app.command("cancel", help=_("Отменить один приказ ещё не разрешённой ночи."))
def night_cancel(
    game: GameArg,
    order_id: Annotated[int, typer.Argument(metavar="ID", help=_("id приказа (night orders)."))],
    night: Annotated[int, typer.Option(help=_("Ночь, в которой приказ."))],
    db: DbOption = None,
) -> None:
    from services.nights import cancel_order
    from services.wording import order_ru

    order = cancel_order(*_opened(game, db), night, order_id)
    err.print(
        _("приказ {id} отменён: {actor}: {order}").format(
            id=order_id, actor=order.actor, order=order_ru(order)
        ),
        markup=False,
    )


@night_app.command(
    "close",
    help=_("Разрешить ночь по сохранённым приказам, сохранить итог, подготовить ночной пост."),
)
def night_close(
    game: GameArg,
    night: Annotated[int, typer.Option(help=_("Ночь, которую разрешить."))],
    backfire: Annotated[
        list[str] | None, typer.Option(help=_("Задать отдачу: ИМЯ=yes|no."))
    ] = None,
    db: DbOption = None,
) -> None:
    from datetime import UTC, datetime

    from services.nights import close_night

    forced = {}
    for item in backfire or []:
        name, _eq, value = item.partition("=")
        forced[name] = value.strip().lower() in ("yes", "y", "true", "1", "да")
    result, draft = close_night(*_opened(game, db), night, forced, now=datetime.now(UTC))
    _show_draft(draft)
    if result.victory and result.victory.over:
        winners = ", ".join(result.victory.winners)
        err.print(_("игра окончена: {winners}").format(winners=winners), markup=False)


@night_app.command(
    "inbox",
    help=_("Ночные приказы из личных сообщений ГМ: что в каждом, насколько уверенно; принять их."),
)
def night_inbox(
    game: GameArg,
    night: Annotated[int, typer.Option(help=_("Ночь, приказы которой прочитать."))],
    accept: Annotated[
        list[str] | None, typer.Option(help=_("Внести этот приказ (ID из списка) в ночь."))
    ] = None,
    accept_sure: Annotated[
        bool, typer.Option("--accept-sure", help=_("Принять и все приказы, прочитанные уверенно."))
    ] = False,
    deadline: Annotated[
        str | None, typer.Option(help=_("Срок ночи (время ISO; по умолчанию: открытие дня N)."))
    ] = None,
    fetch: Annotated[
        bool,
        typer.Option("--fetch/--no-fetch", help=_("Сначала прочитать новые сообщения с форума.")),
    ] = True,
    as_json: Annotated[bool, typer.Option("--json", help=_("Печатать строки JSON."))] = False,
    db: DbOption = None,
) -> None:
    from mafia_gm.inbox_cli import run_inbox

    run_inbox(game, night, accept or [], accept_sure, deadline, fetch, as_json, db)


@night_app.command(
    "replies",
    help=_(
        "Личные ответы (итоги разрешённой ночи или карточки ролей): подготовить, показать, "
        "одобрить."
    ),
)
def night_replies(
    game: GameArg,
    night: Annotated[
        int | None, typer.Option(help=_("Подготовить личные ответы этой ночи."))
    ] = None,
    cards: Annotated[
        bool, typer.Option("--cards", help=_("Вместо этого подготовить карточки ролей."))
    ] = False,
    approve: Annotated[list[int] | None, typer.Option(help=_("Одобрить этот ответ (#ID)."))] = None,
    approve_all: Annotated[
        bool, typer.Option("--approve-all", help=_("Одобрить все черновики."))
    ] = False,
    db: DbOption = None,
) -> None:
    from mafia_gm.inbox_cli import run_replies

    run_replies(game, night, cards, approve or [], approve_all, db)


@app.command(
    help=_(
        "Подсчитать сохранённый день игры (после `mafia-gm sync`), подготовить его пост "
        "и напечатать."
    )
)
def count(
    game: GameArg,
    day: Annotated[int, typer.Option(help=_("День, который подсчитать."))],
    db: DbOption = None,
    as_json: Annotated[bool, typer.Option("--json", help=_("Напечатать итог в JSON."))] = False,
) -> None:
    from datetime import UTC, datetime

    from mafia_gm.report import count_table
    from services.game import count_and_draft

    outcome, draft = count_and_draft(*_opened(game, db), day, datetime.now(UTC))
    if as_json:
        checks = [c.as_json() for c in outcome.vote_checks]
        _json({**outcome.result.as_json(), "draft_id": draft.id, "vote_checks": checks})
        return
    out.print(count_table(outcome.number, outcome.result, draft.kind == "day_count"))
    _show_draft(draft)


@day_app.command(
    "close",
    help=_(
        "Подсчитать сохранённый день окончательно, записать итог на слоты и подготовить пост дня."
    ),
)
def day_close(
    game: GameArg,
    day: Annotated[int, typer.Option(help=_("День, который закрыть."))],
    db: DbOption = None,
    accept_problems: Annotated[
        bool, typer.Option(help=_("Закрыть, хотя `check` находит проблемы (отметка для ГМ)."))
    ] = False,
) -> None:
    from datetime import UTC, datetime

    from mafia_gm.report import count_table
    from services.game import close_checked

    outcome, draft = close_checked(
        *_opened(game, db), day, datetime.now(UTC), accept_problems=accept_problems
    )
    out.print(count_table(outcome.number, outcome.result))
    _show_draft(draft)


@app.command(
    help=_(
        "Что в файле игры расходится с темой: невиданные аккаунты (с вероятным), писавшие "
        "не-игроки, размер состава, общие прозвища. Код 1, если что-то есть."
    )
)
def check(game: GameArg, db: DbOption = None) -> None:
    from services.check import check_game

    problems = check_game(*_opened(game, db))
    for problem in problems:
        out.print(str(problem), markup=False, highlight=False)
    if problems:
        raise typer.Exit(1)
    err.print(_("проверка: проблем нет"))


@app.command(help=_("Прочитать все темы игры в хранилище."))
def sync(
    game: GameArg,
    db: DbOption = None,
    delay: Annotated[
        float, typer.Option(help=_("Пауза между двумя запросами, секунд."))
    ] = DEFAULT_DELAY,
) -> None:
    from mafia_gm.progress import page_progress
    from services.game import sync_game

    with page_progress(err) as on_page:
        reports = sync_game(*_opened(game, db), delay, on_page=on_page)
    for report in reports:
        err.print(
            _("{url}: новых: {new}, изменённых: {edited}, удалённых: {deleted}").format(
                url=report.thread_url,
                new=report.stats.new,
                edited=report.stats.edited,
                deleted=report.stats.deleted,
            ),
            markup=False,
        )


@app.command(
    help=_("Следить за идущими играми: читать посты, закрывать дни в срок, предлагать замены.")
)
def watch(
    games: Annotated[list[Path], typer.Argument(help=_("Один или несколько файлов игр."))],
    db: DbOption = None,
    delay: Annotated[
        float, typer.Option(help=_("Пауза между двумя запросами, секунд."))
    ] = DEFAULT_DELAY,
    absence_hours: Annotated[
        float, typer.Option(help=_("Молчание, после которого предлагается замена."))
    ] = 24.0,
    count_every: Annotated[
        int, typer.Option(help=_("Черновик промежуточного подсчёта каждые N новых голосов."))
    ] = 0,
    clock_file: Annotated[
        Path | None, typer.Option(help=_("Брать игровое время из этого файла (для тестов)."))
    ] = None,
    log: Annotated[
        Path | None, typer.Option(help=_("Писать журнал JSON сюда (по умолчанию: stderr)."))
    ] = None,
    once: Annotated[bool, typer.Option(help=_("Один проход по всем играм и выход."))] = False,
) -> None:
    import signal
    from datetime import timedelta

    from services.watch import EventLog, FileClock, RealClock, WatchConfig, run

    specs = [_game(g) for g in games]
    clock = FileClock(clock_file) if clock_file else RealClock()
    config = WatchConfig(
        delay=delay, absence=timedelta(hours=absence_hours), count_every=count_every
    )
    stopping = {"now": False}

    def stop_signal(*_: object) -> None:
        stopping["now"] = True
        clock.wake()

    signal.signal(signal.SIGTERM, stop_signal)
    signal.signal(signal.SIGINT, stop_signal)
    stream = log.open("a", encoding="utf-8") if log else None
    try:
        run(
            _store(db),
            specs,
            clock,
            config,
            EventLog(stream),
            lambda: stopping["now"],
            status=lambda line: err.print(f"[watch] {line}", markup=False, highlight=False),
            passes=1 if once else None,
        )
    finally:
        if stream:
            stream.close()


@app.command(
    help=_(
        "Игра одним взглядом: день, срок, подсчёт, кто не голосовал, когда был, пометки, черновики."
    )
)
def status(
    game: GameArg,
    db: DbOption = None,
    clock_file: Annotated[
        Path | None, typer.Option(help=_("Брать игровое время из этого файла."))
    ] = None,
) -> None:
    from mafia_gm.report import count_table
    from services.status import game_status
    from services.watch import FileClock, RealClock

    clock = FileClock(clock_file) if clock_file else RealClock()
    state = game_status(*_opened(game, db), clock.now())
    for line in state.lines:
        out.print(line, markup=False, highlight=False)
    if state.outcome is not None:
        out.print(count_table(state.outcome.number, state.outcome.result, state.provisional))


@app.command(
    "flags",
    help=_(
        "Пометки, которые ждут ГМ (мат, оскорбления, посты для повторного прочтения); "
        "--done ID закрывает одну."
    ),
)
def flags_command(
    game: GameArg,
    db: DbOption = None,
    done: Annotated[
        int | None, typer.Option(help=_("Закрыть пометку с этим номером: разобрано."))
    ] = None,
) -> None:
    from datetime import UTC, datetime
    from zoneinfo import ZoneInfo

    from services.flags import close_flag, flags_waiting
    from services.wording import flag_kind_ru

    store, spec = _opened(game, db)
    if done is not None:
        close_flag(store, done)
        err.print(_("пометка #{id} разобрана").format(id=done), markup=False)
        return
    waiting = flags_waiting(store, spec, datetime.now(UTC))
    zone = ZoneInfo(spec.timezone)
    for flag in waiting.flags:
        when = flag.at.astimezone(zone).strftime("%d.%m %H:%M")
        out.print(
            f"#{flag.id} {flag_kind_ru(flag.kind)} · {flag.author}, {when} · «{flag.evidence}» "
            f"({flag.url})",
            markup=False,
            highlight=False,
        )
    if not waiting.flags:
        out.print(_("Открытых пометок нет."), markup=False)


@app.command(
    help=_("Нарисовать ход голосования дня (кто за кого, когда, каждая смена) в SVG или PNG.")
)
def chart(
    game: GameArg,
    day: Annotated[int, typer.Option(help=_("День, который нарисовать."))],
    output: Annotated[Path, typer.Option("--out", help=_("Файл для записи: .svg или .png."))],
    db: DbOption = None,
) -> None:
    from services.charts import day_chart, save_chart

    _flow, svg = day_chart(*_opened(game, db), day)
    save_chart(svg, output)
    err.print(_("день {day}: схема голосования записана в {path}").format(day=day, path=output))


@app.command(
    help=_("Локальная страница ГМ: живой подсчёт, ход голосования, пометки, черновики, ночи.")
)
def serve(
    games: Annotated[list[Path], typer.Argument(help=_("Файлы игр (TOML), которые показать."))],
    port: Annotated[int, typer.Option(help=_("Порт на 127.0.0.1 (0: любой свободный)."))] = 8765,
    db: DbOption = None,
    clock_file: Annotated[
        Path | None, typer.Option(help=_("Брать игровое время из этого файла."))
    ] = None,
    allowed_host: Annotated[
        list[str] | None,
        typer.Option(help=_("Отвечать и на это имя Host (за прокси); можно повторять.")),
    ] = None,
) -> None:
    from mafia_gm.web.serve import serve_games

    serve_games(
        games, port, _store(db), clock_file, announce=err.print, allowed_hosts=allowed_host or []
    )


@app.command(help=_("Новый аккаунт берёт слот: роль, состояние и пропуски; история сохраняется."))
def substitute(
    game: GameArg,
    slot: Annotated[str, typer.Argument(help=_("Слот (каноническое имя)."))],
    account: Annotated[str, typer.Argument(help=_("Новый аккаунт на форуме."))],
    at: Annotated[
        str | None, typer.Option(help=_("С какого времени (ISO 8601; по умолчанию: сейчас)."))
    ] = None,
    db: DbOption = None,
) -> None:
    from datetime import UTC, datetime

    from services.watch import substitute as do_substitute

    try:
        when = datetime.fromisoformat(at) if at else datetime.now(UTC)
    except ValueError:
        raise typer.BadParameter(_("--at: не время ISO 8601: {at!r}").format(at=at)) from None
    if when.tzinfo is None:
        raise typer.BadParameter(_("--at: нужен часовой пояс, например +03:00"))
    do_substitute(*_opened(game, db), slot, account, when)
    err.print(
        _("{account} играет за слот {slot} с {when}").format(
            account=account, slot=slot, when=when.isoformat()
        ),
        markup=False,
    )


# -- drafts ----------------------------------------------------------------------------------


@drafts_app.command("list", help=_("Все черновики с их состоянием."))
def drafts_list(db: DbOption = None) -> None:
    from rich.table import Table

    from services.drafting import game_slugs, list_drafts
    from services.wording import draft_status_ru

    store = _store(db)
    slugs = game_slugs(store)
    table = Table("#", _("игра"), _("пост"), _("состояние"), _("создан"))
    for d in list_drafts(store):
        table.add_row(
            str(d.id),
            slugs.get(d.game_id, str(d.game_id)),
            d.title,
            draft_status_ru(d.status),
            d.created_at.strftime("%Y-%m-%d %H:%M") if d.created_at else "",
        )
    out.print(table)


@drafts_app.command("show", help=_("Текст черновика и заметки для ГМ."))
def drafts_show(draft_id: DraftArg, db: DbOption = None) -> None:
    from services.drafting import show_draft

    draft = show_draft(_store(db), draft_id)
    from services.wording import draft_status_ru

    title = _("Черновик #{id}: {title} [{status}]").format(
        id=draft.id, title=draft.title, status=draft_status_ru(draft.status)
    )
    _show_draft(draft, title)


@drafts_app.command(
    "approve",
    help=_("Одобрить черновик: хеш текста записывается; опубликовать можно только этот текст."),
)
def drafts_approve(draft_id: DraftArg, db: DbOption = None) -> None:
    from services.drafting import approve_draft

    draft = approve_draft(_store(db), draft_id)
    digest = (draft.approved_hash or "")[:12]
    err.print(_("черновик #{id} одобрен (sha256 {digest}…)").format(id=draft.id, digest=digest))


@drafts_app.command(
    "publish", help=_("Опубликовать одобренный черновик от аккаунта ГМ, ровно один раз.")
)
def drafts_publish(
    draft_id: DraftArg,
    game: Annotated[Path, typer.Option(help=_("Файл игры (пост уходит в его игровую тему)."))],
    thread: Annotated[
        str | None, typer.Option(help=_("Опубликовать в этой теме вместо игровой."))
    ] = None,
    db: DbOption = None,
) -> None:
    from services.publishing import publish_to_game_thread

    done = publish_to_game_thread(*_opened(game, db), draft_id, thread)
    said = (
        _("черновик #{id} уже был опубликован: пост {post}")
        if done.already
        else _("черновик #{id} опубликован: пост {post}")
    )
    err.print(said.format(id=done.draft_id, post=done.forum_post_id))


@drafts_app.command(
    "send",
    help=_(
        "Отправить одобренные личные ответы (итоги ночи, карточки ролей), каждый ровно один раз."
    ),
)
def drafts_send(
    game: Annotated[Path, typer.Option(help=_("Файл игры (сообщения уходят на его форум)."))],
    night: Annotated[int | None, typer.Option(help=_("Только ответы этой ночи."))] = None,
    db: DbOption = None,
) -> None:
    from mafia_gm.inbox_cli import run_send

    run_send(game, night, db)


@drafts_app.command("reject", help=_("Отклонить черновик: он никогда не будет опубликован."))
def drafts_reject(draft_id: DraftArg, db: DbOption = None) -> None:
    from services.drafting import reject_draft

    draft = reject_draft(_store(db), draft_id)
    err.print(_("черновик #{id} отклонён").format(id=draft.id))


# -- a new game from its sign-up thread, and the GM's announcements -------------------------


def _dealt_report(dealt: Any) -> None:
    from rich.table import Table

    from services.newgame import role_name_ru

    table = Table(
        "#",
        _("игрок"),
        _("аккаунт"),
        "id",
        _("роль"),
        title=_("{path} (зерно раздачи {seed})").format(path=dealt.path, seed=dealt.seed),
    )
    for number, player in enumerate(dealt.spec.players, 1):
        table.add_row(
            str(number), player.name, player.account, player.user_id, _(role_name_ru(player.role))
        )
    out.print(table)
    proposal = dealt.proposal
    if proposal is not None:
        book = proposal.signups
        if proposal.waiting:
            waiting = ", ".join(s.account for s in proposal.waiting)
            out.print(_("Лист ожидания: {names}").format(names=waiting), markup=False)
        for signup in book.withdrawn:
            out.print(_("Выписался: {account}").format(account=signup.account), markup=False)
        for signup in book.unclear:
            text = " ".join(signup.text.split())[:80]
            out.print(
                _("Проверьте сами: {account}: «{text}»").format(account=signup.account, text=text),
                markup=False,
            )
    err.print(
        _(
            "записан {path}; первый пост: черновик #{opening}; карточек ролей (личные ответы): "
            "{cards}. Проверьте и одобрите: `mafia-gm night replies {path} --cards`, затем "
            "отправьте в личку: `mafia-gm drafts send --game {path}`"
        ).format(path=dealt.path, opening=dealt.opening, cards=len(dealt.cards)),
        markup=False,
    )


def _role_list(path: Path | None) -> tuple[str, ...] | None:
    from services.newgame import load_role_list

    return load_role_list(path) if path else None


@app.command(
    "new", help=_("Новая игра из темы набора: состав, раздача, карточки ролей и первый пост.")
)
def new_game(
    signup_url: Annotated[str, typer.Argument(help=_("Тема набора."))],
    output: Annotated[Path, typer.Option("--out", help=_("Файл игры, который записать."))] = Path(
        "game.toml"
    ),
    roles: Annotated[
        Path | None,
        typer.Option(help=_("Список ролей: id или название роли в строке, «alchemist 4».")),
    ] = None,
    seed: Annotated[
        int | None, typer.Option(help=_("Зерно раздачи (по умолчанию: случайное)."))
    ] = None,
    gm: Annotated[
        str | None, typer.Option(help=_("Аккаунт ГМ (по умолчанию: первый автор темы)."))
    ] = None,
    first_day: Annotated[str | None, typer.Option(help=_("День 1, например 2026-12-05."))] = None,
    opens: Annotated[str, typer.Option(help=_("День открывается в ЧЧ:ММ."))] = "10:00",
    closes: Annotated[str, typer.Option(help=_("Голосование закрывается в ЧЧ:ММ."))] = "22:00",
    game_thread: Annotated[str | None, typer.Option(help=_("Игровая тема, если открыта."))] = None,
    force: Annotated[bool, typer.Option(help=_("Перезаписать существующий файл игры."))] = False,
    db: DbOption = None,
    delay: Annotated[
        float, typer.Option(help=_("Пауза между двумя запросами, секунд."))
    ] = DEFAULT_DELAY,
) -> None:
    from services.newgame import new_game as make_game
    from services.newgame import schedule_of

    if output.exists() and not force:
        raise typer.BadParameter(
            _("{path} уже есть: укажите другой --out или --force").format(path=output)
        )
    dealt = make_game(
        _store(db),
        signup_url,
        output,
        roles=_role_list(roles),
        seed=seed,
        gm=gm,
        schedule=schedule_of(first_day, opens, closes),
        game_url=game_thread,
        delay=delay,
    )
    _dealt_report(dealt)


@app.command("deal", help=_("Раздать роли заново составу файла игры (после правки ГМ)."))
def deal(
    game: GameArg,
    seed: Annotated[
        int | None, typer.Option(help=_("Новое зерно раздачи (по умолчанию: из файла)."))
    ] = None,
    roles: Annotated[
        Path | None, typer.Option(help=_("Список ролей (по умолчанию: из файла)."))
    ] = None,
    db: DbOption = None,
) -> None:
    from services.newgame import deal_game

    _dealt_report(deal_game(_store(db), game, seed, _role_list(roles)))


@app.command(
    "announce",
    help=_("Подготовить объявление: начало ночи, начало дня с итогами ночи, напоминание."),
)
def announce(
    game: GameArg,
    kind: Annotated[str, typer.Argument(help=_("night-start, day-start или reminder."))],
    night: Annotated[int | None, typer.Option(help=_("Ночь (night-start)."))] = None,
    day: Annotated[int | None, typer.Option(help=_("День (day-start, reminder)."))] = None,
    before: Annotated[
        float, typer.Option(help=_("Напоминание: за сколько часов до срока оно выходит."))
    ] = 2.0,
    db: DbOption = None,
) -> None:
    from services.announce import announce as draft_announcement

    _show_draft(draft_announcement(*_opened(game, db), kind, night, day, before))


def _bad_parameter(exc: typer.BadParameter) -> str:
    """Typer's own words for a value it cannot take are English: name the parameter in the
    GM's language and keep typer's reason in brackets."""
    from typer._click.exceptions import MissingParameter

    param = exc.param
    if param is None:  # raised by us, worded already
        return str(exc)
    name = param.opts[0] if param.opts and param.opts[0].startswith("-") else param.name
    if isinstance(exc, MissingParameter):
        return _("не указано: {name}").format(name=name)
    wanted = _NUMBER_TYPES.get(_type_name(param))
    reason = _(wanted) if wanted else exc.message  # a number's reason said in the GM's language
    return _("{name}: неверное значение ({reason})").format(name=name, reason=reason)


_NUMBER_TYPES: dict[object, str] = {int: N_("нужно целое число"), float: N_("нужно число")}


def _type_name(param: Any) -> object:
    """The Python type a parameter wants (``int``; ``int | None`` reads ``int``), as typer
    keeps it."""
    descriptor = getattr(param, "type_descriptor", None)
    annotation = getattr(descriptor, "annotation", None)
    kinds = [k for k in getattr(annotation, "__args__", (annotation,)) if k is not type(None)]
    return kinds[0] if len(kinds) == 1 else None


INTERRUPTED = 130  # the shell's exit code for Ctrl-C


def _interrupted() -> None:
    # every command writes in transactions: what was stored before Ctrl-C stays consistent
    err.print(_("прервано; сохранённое цело, команду можно запустить заново"), markup=False)
    sys.exit(INTERRUPTED)


def main() -> None:
    """Entry point: run the app; expected failures become one line and exit code 1."""
    try:
        code = app(standalone_mode=False)
        if code == INTERRUPTED:  # typer turns Ctrl-C into Exit(130), returned here
            _interrupted()
        if isinstance(code, int) and code:  # typer.Exit(N) comes back as N here
            sys.exit(code)
    except MafiaGMError as exc:
        err.print(_("ошибка: {error}").format(error=exc), markup=False, highlight=False)
        sys.exit(1)
    except typer.Abort:
        sys.exit(1)
    except KeyboardInterrupt:
        _interrupted()
    except (typer.BadParameter, typer.Exit) as exc:
        if isinstance(exc, typer.Exit):
            sys.exit(exc.exit_code)
        err.print(_("ошибка: {error}").format(error=_bad_parameter(exc)), markup=False)
        sys.exit(2)
    except Exception as exc:  # click usage errors and the like (typer bundles its own click)
        from click.exceptions import ClickException
        from typer._click.exceptions import ClickException as TyperClickException

        if isinstance(exc, ClickException | TyperClickException):
            exc.show()
            sys.exit(exc.exit_code)
        raise


if __name__ == "__main__":
    main()
