"""Pick the forum engine for a thread URL: by the URL's shape, else by the page itself."""

from __future__ import annotations

from urllib.parse import urlsplit

from mafia_i18n import _
from scraper.engines.base import ForumEngine
from scraper.engines.discourse import DiscourseEngine
from scraper.engines.invision import InvisionEngine
from scraper.engines.ipb2 import Ipb2Engine
from scraper.engines.machina import MachinaEngine
from scraper.engines.mybb import MybbEngine
from scraper.engines.phpbb import PhpbbEngine
from scraper.engines.smf import SmfEngine
from scraper.engines.vbulletin import VbulletinEngine
from scraper.engines.xenforo import XenforoEngine
from scraper.errors import NotAThreadError, UnknownEngineError
from scraper.http import PoliteClient

ENGINES: dict[str, type[ForumEngine]] = {
    MybbEngine.name: MybbEngine,
    MachinaEngine.name: MachinaEngine,
    "phpbb": PhpbbEngine,
    "xenforo": XenforoEngine,
    "vbulletin": VbulletinEngine,
    "ipb2": Ipb2Engine,
    "discourse": DiscourseEngine,
    "smf": SmfEngine,
    "invision": InvisionEngine,
}


def make_engine(name: str, **options: object) -> ForumEngine:
    """An engine by name; unknown names are a clear error."""
    try:
        cls = ENGINES[name]
    except KeyError:
        known = ", ".join(sorted(ENGINES))
        raise UnknownEngineError(
            _("неизвестный движок форума {name!r} (известные: {known})").format(
                name=name, known=known
            )
        ) from None
    return cls(**options)


def choose_engine(
    url: str, client: PoliteClient, forced: str | None = None, **options: object
) -> tuple[ForumEngine, str]:
    """The engine and the canonical thread URL for ``url``."""
    try:
        parts = urlsplit(url)
    except ValueError:  # an unclosed [IPv6 bracket, say
        raise NotAThreadError(_("не адрес темы форума: {url!r}").format(url=url)) from None
    if parts.scheme not in ("http", "https") or not parts.netloc:
        raise NotAThreadError(_("не адрес темы форума: {url!r}").format(url=url))
    if forced:
        engine = make_engine(forced, **options)
        return engine, engine.thread_key(url)
    for cls in ENGINES.values():
        if cls.matches_url(url):
            engine = cls(**options)
            return engine, engine.thread_key(url)
    page = client.fetch(url)
    for cls in ENGINES.values():
        if cls.detect(page.text):
            engine = cls(**options)
            return engine, engine.thread_key(url)
    raise UnknownEngineError(
        _("ни один поддерживаемый движок форума не узнаёт {url}").format(url=url)
    )
