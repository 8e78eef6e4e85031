"""1,000 seeded games of 15 players, Night 1 to victory through both engines, with invariants."""

from __future__ import annotations

from engine.day import resolve_day
from engine.day_facts import DayFacts
from engine.night import resolve_night
from engine.night_facts import NightFacts
from engine.simulation import PlayedGame, play_game

GAMES = 1000


def check_game(game: PlayedGame) -> None:
    flow = game.flow
    # every game ends with a winner report
    assert flow.victory is not None and flow.victory.over is True
    assert isinstance(flow.victory.winners, list)
    for night in game.nights:
        alive = night.alive_before
        result = night.result
        # the dead never act: every reply is to a living actor, dead actors' orders are refused
        assert set(result.results) <= set(alive)
        for order in night.facts["actions"]:
            if order["actor"] not in alive:
                assert any(
                    r.actor == order["actor"] and r.reason == "the actor is not alive"
                    for r in result.refused
                )
        # every death has a cause, and the dead are exactly those who left the living
        gone = set(alive) - set(result.alive)
        reported = {d.player for d in result.deaths} | {a.player for a in result.absorbed}
        assert gone == reported
        assert all(d.cause for d in result.deaths)
        assert set(result.announced_dead) == reported
        # at most one Stone, held by a living player
        if result.stone is not None:
            assert result.stone.holder in result.alive
    for day_in, day, alive in game.days:
        # the dead never vote
        assert {v.voter for v in day.standing} <= set(alive)
        dead_voters = {v["voter"] for v in day_in["votes"] if v["voter"] not in alive}
        flagged = {v.voter for v in day.invalid_votes if v.reason == "voter_not_alive"}
        assert dead_voters <= flagged
    assert set(flow.dead) == set(flow.causes)
    assert not set(flow.dead) & set(flow.alive)
    assert flow.stone is None or flow.stone.holder in flow.alive


def test_thousand_games_keep_the_invariants() -> None:
    winners: dict[str, int] = {}
    for seed in range(GAMES):
        game = play_game(seed)
        check_game(game)
        for side in game.flow.victory.winners if game.flow.victory else []:
            winners[side] = winners.get(side, 0) + 1
    # every side can win in random play; a broken victory rule would starve one of them
    assert {"homunculi", "town", "ishvalan"} <= set(winners)


def test_replay_with_same_seed_and_orders_gives_same_log() -> None:
    for seed in range(0, GAMES, 25):
        first, second = play_game(seed), play_game(seed)
        assert first.flow.history == second.flow.history
        for night in first.nights:
            again = resolve_night(NightFacts.from_json(night.facts))
            assert again.as_json() == night.result.as_json()
        for day_in, day, _ in first.days:
            assert resolve_day(DayFacts.from_json(day_in)).as_json() == day.as_json()
