"""The stored game read incrementally: every read pays only for what changed (issue 13).

Prints ratios measured in one run, with the goal beside each:
1. ``mafia-gm count --day 1`` of a 10-day game: CPU at ~20,000 posts / CPU at ~2,000 (≤ 1.5);
2. the page's live count fragment of a 10,000-post game, 4 concurrent readers: p95 (≤ 1 s);
3. a watch tick with nothing new on day 10 / on day 2 (≤ 1.2);
4. building the store, 10,000 → 50,000 posts: the growth exponent (≤ 1.05);
5. ``mafia-gm --help`` CPU / ``python -c "import httpx, selectolax, typer, rich"`` (≤ 3).

``--small`` runs smaller sizes (a quick look; the goals are for the full sizes).
"""

from __future__ import annotations

import math
import os
import re
import resource
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from datetime import timedelta
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import httpx

from bench.gamegen import GAME_START, game_posts, write_game_file
from engine.gamefile import load_game
from engine.store.db import Store
from services.game import sync_game
from services.watch import EventLog, FileClock, GameWatch, WatchConfig, tick
from tests.forums.localforum import LocalForum
from tests.forums.mybb_markup import publish_thread

BIN = Path(sys.executable).parent


def child_cpu(cmd: list[str], env: dict[str, str] | None = None) -> float:
    """CPU seconds (user + system) of one command run to the end."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run(cmd, check=True, capture_output=True, env=env)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def build(folder: Path, forum: LocalForum, posts_count: int, topic: int) -> tuple[Path, str, float]:
    """A 10-day game of ``posts_count`` posts on the forum, synced into a fresh store."""
    posts = game_posts(days=10, per_day=posts_count // 10, first_id=topic * 1_000_000)
    publish_thread(forum, posts, topic, "Бенчмарк", per_page=50)
    game = write_game_file(folder / f"game{topic}.toml", forum.base, topic)
    db = f"sqlite:///{folder}/store{topic}.sqlite3"
    store = Store(db)
    start = time.process_time()
    sync_game(store, load_game(game), delay=0)
    spent = time.process_time() - start
    store.close()
    return game, db, spent


def count_cpu(game: Path, db: str) -> float:
    cmd = [str(BIN / "mafia-gm"), "count", str(game), "--day", "1", "--db", db, "--json"]
    child_cpu(cmd)  # the first count stores day 1; the GM's next count is what we measure
    return min(child_cpu(cmd) for _ in range(3))


def live_p95(game: Path, db: str, readers: int = 4, each: int = 10) -> float:
    """p95 seconds of the live count fragment with ``readers`` concurrent clients."""
    proc = subprocess.Popen(
        [str(BIN / "mafia-gm"), "serve", str(game), "--port", "0", "--db", db],
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        assert proc.stderr is not None
        address, said = "", ""
        while not address:
            line = proc.stderr.readline()
            said += line
            if not line:
                raise RuntimeError(f"serve ended before printing its address: {said}")
            found = re.search(r"(http://127\.0\.0\.1:\d+)/\?token=(\S+)", line)
            address = found.group(0) if found else ""
        base, token = address.split("/?token=")
        slug = "bench" + re.sub(r"\D", "", game.stem)
        url = f"{base}/game/{slug}/day/3/live"
        headers = {"X-MGM-Token": token}
        with httpx.Client(timeout=120) as warm:
            for _ in range(60):
                try:
                    warm.get(url, headers=headers)
                    break
                except httpx.TransportError:
                    time.sleep(0.5)
        times: list[float] = []

        def reader() -> None:
            with httpx.Client(timeout=120) as client:
                for _ in range(each):
                    start = time.perf_counter()
                    client.get(url, headers=headers).raise_for_status()
                    times.append(time.perf_counter() - start)

        threads = [threading.Thread(target=reader) for _ in range(readers)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        return statistics.quantiles(times, n=20)[18]
    finally:
        proc.terminate()
        proc.wait(timeout=30)


def tick_cpu(game: Path, db: str, forum: LocalForum, day: int, folder: Path) -> float:
    """CPU of a watch tick on ``day`` when nothing new was posted (after one tick stored it)."""
    clock_file = folder / f"clock{day}"
    now = GAME_START + timedelta(days=day - 1, hours=13)
    clock_file.write_text(now.isoformat(), encoding="utf-8")
    store = Store(db)
    spec = load_game(game)
    watch = GameWatch(spec, last_full_read=now)
    config = WatchConfig(delay=0, full_read_every=timedelta(days=365))
    log = EventLog(open(os.devnull, "w", encoding="utf-8"))  # noqa: SIM115
    from scraper.http import PoliteClient

    client = PoliteClient(delay=0)
    try:
        tick(store, watch, FileClock(clock_file), config, log, client)
        spent = []
        for _ in range(3):
            start = time.process_time()
            tick(store, watch, FileClock(clock_file), config, log, client)
            spent.append(time.process_time() - start)
        return min(spent)
    finally:
        client.close()
        store.close()


def main() -> None:
    small = "--small" in sys.argv
    sizes = (500, 5000, 2500, 5000, 12500) if small else (2000, 20000, 10000, 10000, 50000)
    with tempfile.TemporaryDirectory() as tmp, LocalForum() as forum:
        folder = Path(tmp)
        small_game, small_db, _ = build(folder, forum, sizes[0], 1)
        big_game, big_db, _ = build(folder, forum, sizes[1], 2)
        c_small, c_big = count_cpu(small_game, small_db), count_cpu(big_game, big_db)
        print(
            f"1. count --day 1: {c_small:.2f} s CPU at {sizes[0]} posts, {c_big:.2f} s at "
            f"{sizes[1]}: ratio {c_big / c_small:.2f} (goal ≤ 1.5)"
        )
        live_game, live_db, _ = (
            (big_game, big_db, 0.0) if sizes[2] == sizes[1] else build(folder, forum, sizes[2], 3)
        )
        p95 = live_p95(live_game, live_db)
        print(f"2. live count fragment, {sizes[2]} posts, 4 readers: p95 {p95:.2f} s (goal ≤ 1 s)")
        t2 = tick_cpu(live_game, live_db, forum, 2, folder)
        t10 = tick_cpu(live_game, live_db, forum, 10, folder)
        print(
            f"3. watch tick, nothing new: {t2:.3f} s CPU on day 2, {t10:.3f} s on day 10: "
            f"ratio {t10 / t2:.2f} (goal ≤ 1.2)"
        )
        _, _, b_small = build(folder, forum, sizes[3], 4)
        _, _, b_big = build(folder, forum, sizes[4], 5)
        exponent = math.log(b_big / b_small) / math.log(sizes[4] / sizes[3])
        print(
            f"4. building the store: {b_small:.1f} s CPU at {sizes[3]} posts, {b_big:.1f} s at "
            f"{sizes[4]}: growth exponent {exponent:.2f} (goal ≤ 1.05)"
        )
    helps = min(child_cpu([str(BIN / "mafia-gm"), "--help"]) for _ in range(5))
    imports = min(
        child_cpu([sys.executable, "-c", "import httpx, selectolax, typer, rich"]) for _ in range(5)
    )
    print(
        f"5. mafia-gm --help: {helps:.2f} s CPU; the four libraries' import: {imports:.2f} s: "
        f"ratio {helps / imports:.2f} (goal ≤ 3)"
    )


if __name__ == "__main__":
    main()
