"""The ``mafia-gm`` command line: parses arguments, calls library functions, prints results.

No game logic lives here. Every expected failure is caught once, in ``main``, and shown as one
line on standard error with exit code 1.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer
from rich.console import Console

from mafia_errors import MafiaGMError
from mafia_i18n import UnknownLanguageError, use
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


try:
    use(_lang_of(sys.argv))
except UnknownLanguageError:
    use("ru")  # the --lang option (or main) says it in one line


app = typer.Typer(
    add_completion=False,
    no_args_is_help=True,
    help="mafia-gm: the Game Master's assistant for forum mafia.",
)
posts_app = typer.Typer(no_args_is_help=True, help="Stored posts.")
votes_app = typer.Typer(no_args_is_help=True, help="Reading votes.")
day_app = typer.Typer(no_args_is_help=True, help="The day count.")
night_app = typer.Typer(no_args_is_help=True, help="The night: orders and resolution.")
drafts_app = typer.Typer(no_args_is_help=True, help="Drafts: list, show, approve, reject.")
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
        "--db", help="SQLAlchemy URL (default: $MAFIA_GM_DB, else data/mafia-gm.sqlite3)."
    ),
]
GameArg = Annotated[Path, typer.Argument(help="The game file (TOML).")]


def _json(value: Any) -> None:
    sys.stdout.write(json.dumps(value, ensure_ascii=False) + "\n")


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


def _read_jsonl(stream: Any) -> list[dict[str, Any]]:
    from services.io import read_jsonl

    return read_jsonl(stream)


# -- demo ------------------------------------------------------------------------------------


@app.command()
def demo(
    db: Annotated[Path | None, typer.Option(help="Where to write the demo's SQLite file.")] = None,
) -> None:
    """Serve the bundled demo thread locally, scrape it, count every day, print the drafts."""
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


@app.command()
def scrape(
    thread_url: str,
    db: DbOption = None,
    delay: Annotated[
        float, typer.Option(help="Pause between two requests, seconds.")
    ] = DEFAULT_DELAY,
    engine: Annotated[
        str | None, typer.Option(help="Force a forum engine (default: detect).")
    ] = None,
    full: Annotated[bool, typer.Option(help="Re-read every page, not only new ones.")] = False,
) -> None:
    """Read a thread (all pages, incrementally on a re-run) into the store."""
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


@posts_app.command("export")
def posts_export(
    db: DbOption = None,
    thread: Annotated[str | None, typer.Option(help="Only this thread's posts.")] = None,
    tz: Annotated[str, typer.Option(help="Time zone for the times printed.")] = "Europe/Moscow",
) -> None:
    """Print the stored posts as JSON Lines, in thread order."""
    from services.io import export_posts

    for row in export_posts(_store(db), thread, tz):
        _json(row)


# -- votes and moderation --------------------------------------------------------------------


@votes_app.command("extract")
def votes_extract(
    roster: Annotated[Path, typer.Option(help="Roster file: 'Name | alias | alias' a line.")],
    profile: Annotated[str | None, typer.Option(help="Rules profile name or TOML file.")] = None,
    gm: Annotated[str | None, typer.Option(help="The GM's account: his posts relay votes.")] = None,
) -> None:
    """Read JSON Lines posts on stdin; print the vote actions of each post."""
    from services.io import extract_votes

    for row in extract_votes(roster, profile, gm, _read_jsonl(sys.stdin)):
        _json(row)


@votes_app.command("fix")
def votes_fix(
    post: Annotated[str, typer.Argument(help="The forum post id.")],
    target: Annotated[str | None, typer.Option(help="The player this vote is for.")] = None,
    ignore: Annotated[bool, typer.Option(help="This vote does not count.")] = False,
    seq: Annotated[int | None, typer.Option(help="Which vote of the post (0-based).")] = None,
    thread: Annotated[str | None, typer.Option(help="The thread, when ids repeat.")] = None,
    db: DbOption = None,
) -> None:
    """Correct how a vote was read; the correction holds on every recount."""
    from services.corrections import fix_vote

    report = fix_vote(_store(db), post, target, ignore, seq, thread)
    what = (
        _("не считается")
        if report.ignored
        else _("считается за {target}").format(target=report.target)
    )
    err.print(
        _("пост {post}, голос {seq}: {what}").format(
            post=report.post_id, seq=report.seq, what=what
        ),
        markup=False,
    )
    if report.suggestion:
        err.print(_("подсказка: {text}").format(text=report.suggestion), markup=False)


@app.command()
def explain(
    game: GameArg,
    subject: Annotated[str, typer.Argument(help="A player (name or alias) or a post id.")],
    day: Annotated[int, typer.Option(help="Replay the game up to this day.")] = 1,
    db: DbOption = None,
) -> None:
    """How each vote of a post or a player was read, and why it counts or not."""
    from services.explain import explain as explain_lines

    for line in explain_lines(*_opened(game, db), subject, day):
        out.print(line, markup=False, highlight=False)


@app.command()
def moderate(
    roster: Annotated[Path | None, typer.Option(help="Roster file (names never flag).")] = None,
) -> None:
    """Read JSON Lines posts on stdin; print moderation flags for each post."""
    from services.io import moderate_posts

    for row in moderate_posts(_read_jsonl(sys.stdin), roster):
        _json(row)


# -- the day ---------------------------------------------------------------------------------


@day_app.command("resolve")
def day_resolve(file: Path) -> None:
    """Resolve one day's facts (JSON, INTERFACES.md) and print the result as JSON."""
    from services.io import resolve_day_file

    _json(resolve_day_file(file).as_json())


@night_app.command("resolve")
def night_resolve(file: Path) -> None:
    """Resolve one night's facts (JSON, INTERFACES.md) and print the result as JSON."""
    from services.io import resolve_night_file

    _json(resolve_night_file(file).as_json())


@night_app.command("order")
def night_order(
    game: GameArg,
    night: Annotated[int, typer.Option(help="The night the order is for.")],
    words: Annotated[list[str] | None, typer.Argument(help="ACTOR ACTION [TARGET...]")] = None,
    executor: Annotated[str | None, typer.Option(help="Who executes Father's kill.")] = None,
    source: Annotated[str | None, typer.Option(help="Whose action a copy takes.")] = None,
    use: Annotated[str | None, typer.Option(help="The Stone use (with ACTION stone).")] = None,
    file: Annotated[Path | None, typer.Option(help="Orders from a TOML or JSON file.")] = None,
    db: DbOption = None,
) -> None:
    """Enter night orders; each is checked against the stored game, refused with its reason."""
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


@night_app.command("orders")
def night_orders(
    game: GameArg,
    night: Annotated[int, typer.Option(help="The night whose orders to list.")],
    db: DbOption = None,
) -> None:
    """List the night's orders with their ids, and who with a night action has not ordered."""
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


@night_app.command("cancel")
def night_cancel(
    game: GameArg,
    order_id: Annotated[int, typer.Argument(metavar="ID", help="The order's id (night orders).")],
    night: Annotated[int, typer.Option(help="The night the order is in.")],
    db: DbOption = None,
) -> None:
    """Cancel one order of a night not yet resolved."""
    from services.nights import cancel_order
    from services.wording import order_ru

    order = cancel_order(*_opened(game, db), night, order_id)
    err.print(
        _("приказ {id} отменён: {actor}: {order}").format(
            id=order_id, actor=order.actor, order=order_ru(order)
        ),
        markup=False,
    )


@night_app.command("close")
def night_close(
    game: GameArg,
    night: Annotated[int, typer.Option(help="The night to resolve.")],
    backfire: Annotated[
        list[str] | None, typer.Option(help="Force a backfire: NAME=yes|no.")
    ] = None,
    db: DbOption = None,
) -> None:
    """Resolve the night from the stored orders, keep its result, draft the night post."""
    from services.nights import close_night

    forced = {}
    for item in backfire or []:
        name, _, value = item.partition("=")
        forced[name] = value.strip().lower() in ("yes", "y", "true", "1", "да")
    result, draft = close_night(*_opened(game, db), night, forced)
    _show_draft(draft)
    if result.victory and result.victory.over:
        winners = ", ".join(result.victory.winners)
        err.print(_("игра окончена: {winners}").format(winners=winners), markup=False)


@night_app.command("inbox")
def night_inbox(
    game: GameArg,
    night: Annotated[int, typer.Option(help="The night whose orders to read.")],
    accept: Annotated[
        list[str] | None, typer.Option(help="Enter this order (ID as listed) into the night.")
    ] = None,
    accept_sure: Annotated[
        bool, typer.Option("--accept-sure", help="Also enter every order read with certainty.")
    ] = False,
    deadline: Annotated[
        str | None, typer.Option(help="The night's deadline (ISO time; default: day N opens).")
    ] = None,
    fetch: Annotated[
        bool, typer.Option("--fetch/--no-fetch", help="Read new messages from the forum first.")
    ] = True,
    as_json: Annotated[bool, typer.Option("--json", help="Print JSON lines.")] = False,
    db: DbOption = None,
) -> None:
    """Night orders from the GM's private messages: what each says, how sure, accept them."""
    from mafia_gm.inbox_cli import run_inbox

    run_inbox(game, night, accept or [], accept_sure, deadline, fetch, as_json, db)


@night_app.command("replies")
def night_replies(
    game: GameArg,
    night: Annotated[
        int | None, typer.Option(help="Draft the private replies of this night.")
    ] = None,
    cards: Annotated[bool, typer.Option("--cards", help="Draft the role cards instead.")] = False,
    approve: Annotated[list[int] | None, typer.Option(help="Approve this reply (#ID).")] = None,
    approve_all: Annotated[
        bool, typer.Option("--approve-all", help="Approve every draft.")
    ] = False,
    db: DbOption = None,
) -> None:
    """Private replies (a resolved night's results, or role cards): draft, show, approve."""
    from mafia_gm.inbox_cli import run_replies

    run_replies(game, night, cards, approve or [], approve_all, db)


@app.command()
def count(
    game: GameArg,
    day: Annotated[int, typer.Option(help="The day to count.")],
    db: DbOption = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print the result as JSON.")] = False,
) -> None:
    """Count a stored day of a game (after `mafia-gm sync`), draft its post, and print it."""
    from datetime import UTC, datetime

    from mafia_gm.report import count_table
    from services.game import count_and_draft

    outcome, draft = count_and_draft(*_opened(game, db), day, datetime.now(UTC))
    if as_json:
        _json({**outcome.result.as_json(), "draft_id": draft.id})
        return
    out.print(count_table(outcome.number, outcome.result))
    _show_draft(draft)


@day_app.command("close")
def day_close(
    game: GameArg,
    day: Annotated[int, typer.Option(help="The day to close.")],
    db: DbOption = None,
    accept_problems: Annotated[
        bool, typer.Option(help="Close although `check` finds problems (noted for the GM).")
    ] = False,
) -> None:
    """Count a stored day as final, record the result on the slots, and draft the day post."""
    from datetime import UTC, datetime

    from mafia_gm.report import count_table
    from services.game import close_checked

    outcome, draft = close_checked(
        *_opened(game, db), day, datetime.now(UTC), accept_problems=accept_problems
    )
    out.print(count_table(outcome.number, outcome.result))
    _show_draft(draft)


@app.command()
def check(game: GameArg, db: DbOption = None) -> None:
    """What in the game file disagrees with the thread: unseen accounts (with the likely one),
    posters who are not players, the roster's size, shared aliases. Exit 1 when any."""
    from services.check import check_game

    problems = check_game(*_opened(game, db))
    for problem in problems:
        out.print(str(problem), markup=False, highlight=False)
    if problems:
        raise typer.Exit(1)
    err.print(_("проверка: проблем нет"))


@app.command()
def sync(
    game: GameArg,
    db: DbOption = None,
    delay: Annotated[
        float, typer.Option(help="Pause between two requests, seconds.")
    ] = DEFAULT_DELAY,
) -> None:
    """Scrape every thread of a game into the store."""
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


@app.command()
def watch(
    games: Annotated[list[Path], typer.Argument(help="One or more game files.")],
    db: DbOption = None,
    delay: Annotated[
        float, typer.Option(help="Pause between two requests, seconds.")
    ] = DEFAULT_DELAY,
    absence_hours: Annotated[
        float, typer.Option(help="Silence that suggests a substitution.")
    ] = 24.0,
    count_every: Annotated[int, typer.Option(help="Draft a mid-day count every N new votes.")] = 0,
    clock_file: Annotated[
        Path | None, typer.Option(help="Read game time from this file (tests).")
    ] = None,
    log: Annotated[
        Path | None, typer.Option(help="Write the JSON log here (default: stderr).")
    ] = None,
    once: Annotated[bool, typer.Option(help="One pass over every game, then exit.")] = False,
) -> None:
    """Follow live games: read posts, close days at the deadline, suggest substitutions."""
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


@app.command()
def status(
    game: GameArg,
    db: DbOption = None,
    clock_file: Annotated[Path | None, typer.Option(help="Read game time from this file.")] = None,
) -> None:
    """The game at a glance: day, deadline, count, who has not voted, last seen, flags, drafts."""
    from mafia_gm.report import count_table
    from services.status import game_status
    from services.watch import FileClock, RealClock

    clock = FileClock(clock_file) if clock_file else RealClock()
    state = game_status(*_opened(game, db), clock.now())
    for line in state.lines:
        out.print(line, markup=False, highlight=False)
    if state.outcome is not None:
        out.print(count_table(state.outcome.number, state.outcome.result))


@app.command()
def chart(
    game: GameArg,
    day: Annotated[int, typer.Option(help="The day to draw.")],
    output: Annotated[Path, typer.Option("--out", help="The file to write: .svg or .png.")],
    db: DbOption = None,
) -> None:
    """Draw the day's vote flow (who voted whom, when, every change) as SVG or PNG."""
    from services.charts import day_chart, save_chart

    _flow, svg = day_chart(*_opened(game, db), day)
    save_chart(svg, output)
    err.print(_("день {day}: схема голосования записана в {path}").format(day=day, path=output))


@app.command()
def serve(
    games: Annotated[list[Path], typer.Argument(help="The game files (TOML) to show.")],
    port: Annotated[int, typer.Option(help="The port on 127.0.0.1 (0: any free one).")] = 8765,
    db: DbOption = None,
    clock_file: Annotated[Path | None, typer.Option(help="Read game time from this file.")] = None,
    allowed_host: Annotated[
        list[str] | None,
        typer.Option(help="Also answer to this Host name (behind a proxy); repeatable."),
    ] = None,
) -> None:
    """The GM's local web page: the live count, the vote flow, flags, drafts, nights."""
    from mafia_gm.web.serve import serve_games

    serve_games(
        games, port, _store(db), clock_file, announce=err.print, allowed_hosts=allowed_host or []
    )


@app.command()
def substitute(
    game: GameArg,
    slot: Annotated[str, typer.Argument(help="The slot (canonical name).")],
    account: Annotated[str, typer.Argument(help="The new forum account.")],
    at: Annotated[str | None, typer.Option(help="From when (ISO 8601; default: now).")] = None,
    db: DbOption = None,
) -> None:
    """The new account takes over the slot: role, state and skips; the history is kept."""
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


@drafts_app.command("list")
def drafts_list(db: DbOption = None) -> None:
    """Every draft with its status."""
    from rich.table import Table

    from services.drafting import list_drafts
    from services.wording import draft_status_ru

    table = Table("#", _("игра"), _("пост"), _("состояние"), _("создан"))
    for d in list_drafts(_store(db)):
        table.add_row(
            str(d.id),
            str(d.game_id),
            d.title,
            draft_status_ru(d.status),
            d.created_at.strftime("%Y-%m-%d %H:%M") if d.created_at else "",
        )
    out.print(table)


@drafts_app.command("show")
def drafts_show(draft_id: int, db: DbOption = None) -> None:
    """The draft's text and the GM's notes."""
    from services.drafting import show_draft

    draft = show_draft(_store(db), draft_id)
    from services.wording import draft_status_ru

    title = _("Черновик #{id}: {title} [{status}]").format(
        id=draft.id, title=draft.title, status=draft_status_ru(draft.status)
    )
    _show_draft(draft, title)


@drafts_app.command("approve")
def drafts_approve(draft_id: int, db: DbOption = None) -> None:
    """Approve a draft: its text's hash is recorded; only this text can be published."""
    from services.drafting import approve_draft

    draft = approve_draft(_store(db), draft_id)
    digest = (draft.approved_hash or "")[:12]
    err.print(_("черновик #{id} одобрен (sha256 {digest}…)").format(id=draft.id, digest=digest))


@drafts_app.command("publish")
def drafts_publish(
    draft_id: int,
    game: Annotated[Path, typer.Option(help="The game file (its game thread gets the post).")],
    thread: Annotated[str | None, typer.Option(help="Post in this thread instead.")] = None,
    db: DbOption = None,
) -> None:
    """Publish an approved draft under the GM's account, exactly once."""
    from services.publishing import publish_to_game_thread

    done = publish_to_game_thread(*_opened(game, db), draft_id, thread)
    said = (
        _("черновик #{id} уже был опубликован: пост {post}")
        if done.already
        else _("черновик #{id} опубликован: пост {post}")
    )
    err.print(said.format(id=done.draft_id, post=done.forum_post_id))


@drafts_app.command("send")
def drafts_send(
    game: Annotated[Path, typer.Option(help="The game file (its forum gets the messages).")],
    night: Annotated[int | None, typer.Option(help="Only this night's replies.")] = None,
    db: DbOption = None,
) -> None:
    """Send the approved private replies (night results, role cards), each exactly once."""
    from mafia_gm.inbox_cli import run_send

    run_send(game, night, db)


@drafts_app.command("reject")
def drafts_reject(draft_id: int, db: DbOption = None) -> None:
    """Reject a draft: it will never be published."""
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
            str(number), player.name, player.account, player.user_id, role_name_ru(player.role)
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


@app.command("new")
def new_game(
    signup_url: Annotated[str, typer.Argument(help="The sign-up thread.")],
    output: Annotated[Path, typer.Option("--out", help="The game file to write.")] = Path(
        "game.toml"
    ),
    roles: Annotated[
        Path | None, typer.Option(help="Role list: a role id or name a line, 'alchemist 4'.")
    ] = None,
    seed: Annotated[int | None, typer.Option(help="The deal's seed (default: drawn).")] = None,
    gm: Annotated[
        str | None, typer.Option(help="The GM's account (default: the thread's first author).")
    ] = None,
    first_day: Annotated[str | None, typer.Option(help="Day 1, like 2026-12-05.")] = None,
    opens: Annotated[str, typer.Option(help="The day opens at HH:MM.")] = "10:00",
    closes: Annotated[str, typer.Option(help="Voting closes at HH:MM.")] = "22:00",
    game_thread: Annotated[str | None, typer.Option(help="The game thread, if open.")] = None,
    force: Annotated[bool, typer.Option(help="Overwrite an existing game file.")] = False,
    db: DbOption = None,
    delay: Annotated[
        float, typer.Option(help="Pause between two requests, seconds.")
    ] = DEFAULT_DELAY,
) -> None:
    """A new game from its sign-up thread: roster, deal, role cards and the opening post."""
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


@app.command("deal")
def deal(
    game: GameArg,
    seed: Annotated[int | None, typer.Option(help="A new seed (default: the file's).")] = None,
    roles: Annotated[Path | None, typer.Option(help="Role list (default: the file's).")] = None,
    db: DbOption = None,
) -> None:
    """Deal the roles again to the game file's roster (after the GM edited it)."""
    from services.newgame import deal_game

    _dealt_report(deal_game(_store(db), game, seed, _role_list(roles)))


@app.command("announce")
def announce(
    game: GameArg,
    kind: Annotated[str, typer.Argument(help="night-start, day-start or reminder.")],
    night: Annotated[int | None, typer.Option(help="The night (night-start).")] = None,
    day: Annotated[int | None, typer.Option(help="The day (day-start, reminder).")] = None,
    before: Annotated[
        float, typer.Option(help="Reminder: hours before the deadline it goes out.")
    ] = 2.0,
    db: DbOption = None,
) -> None:
    """Draft an announcement: night start, day start with the night's results, reminder."""
    from services.announce import announce as draft_announcement

    _show_draft(draft_announcement(*_opened(game, db), kind, night, day, before))


def main() -> None:
    """Entry point: run the app; expected failures become one line and exit code 1."""
    try:
        code = app(standalone_mode=False)
        if isinstance(code, int) and code:  # typer.Exit(N) comes back as N here
            sys.exit(code)
    except MafiaGMError as exc:
        err.print(_("ошибка: {error}").format(error=exc), markup=False, highlight=False)
        sys.exit(1)
    except typer.Abort:
        sys.exit(1)
    except (typer.BadParameter, typer.Exit) as exc:
        if isinstance(exc, typer.Exit):
            sys.exit(exc.exit_code)
        err.print(_("ошибка: {error}").format(error=exc), markup=False)
        sys.exit(2)
    except Exception as exc:  # click usage errors and the like
        from click.exceptions import ClickException

        if isinstance(exc, ClickException):
            exc.show()
            sys.exit(exc.exit_code)
        raise


if __name__ == "__main__":
    main()
