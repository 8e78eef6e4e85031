"""Rendering drafts: one Jinja2 environment, the post and notes layouts, shared wording."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from jinja2 import Environment, PackageLoader, StrictUndefined

from poster.log_words import day_log_ru, night_log_ru
from poster.markup import bb_escape, bb_url
from poster.night_words import action_ru, refusal_ru
from poster.russian import inflect, with_number
from poster.wording import reason_ru

ENV = Environment(
    loader=PackageLoader("poster", "templates"),
    undefined=StrictUndefined,
    trim_blocks=True,
    lstrip_blocks=True,
    keep_trailing_newline=False,
)
ENV.filters["bb"] = bb_escape
ENV.filters["bburl"] = bb_url
ENV.filters["n"] = with_number  # {{ 3|n("голос") }}: "3 голоса"
ENV.filters["reason_ru"] = reason_ru
ENV.filters["action_ru"] = action_ru
ENV.filters["refusal_ru"] = refusal_ru
ENV.filters["day_log_ru"] = day_log_ru
ENV.filters["night_log_ru"] = night_log_ru
ENV.globals["modkill_reveal_ru"] = {
    "none": "без раскрытия стороны",
    "side": "со вскрытием стороны",
    "role": "со вскрытием роли",
}
ENV.filters["case"] = inflect  # {{ name|case("gent") }}: declined when certain, else as written

WINNERS_RU = {
    "homunculi": "Гомункулы",
    "town": "Город (Государственные алхимики)",
    "ishvalan": "Ишварит",
    "crimson": "Багровый Алхимик",
    "greed": "Жадность",
}
NEEDS_RU = {"revenge_target": "кого Гордыня забирает с собой", "tie_break": "кто из равных умирает"}


@dataclass(frozen=True, slots=True)
class RenderedDraft:
    title: str
    text: str
    notes: str


def render_post(template: str, context: dict[str, Any]) -> str:
    """A public post: no run of more than one blank line, one final newline."""
    text = ENV.get_template(template).render(context).strip() + "\n"
    while "\n\n\n" in text:
        text = text.replace("\n\n\n", "\n\n")
    return text


def render_notes(template: str, context: dict[str, Any]) -> str:
    """GM notes: one item a line, no blank lines."""
    raw = ENV.get_template(template).render(context)
    return "\n".join(line for line in raw.splitlines() if line.strip()) + "\n"
