"""The day engine's codes: why a vote was not counted, what became of each vote, what happened.

The engine reports codes, never sentences; explain, drafts and the page word them (the
wording for each code is in REASON_CODES.md), so an explanation can never disagree with the
count. Every code is a ``StrEnum``: it is its own JSON value.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Any, NamedTuple


class Reason(StrEnum):
    """Why a vote action was not counted (``invalid_votes[].reason``, a rejected fate's reason)."""

    BEFORE_OPEN = "before_open"
    AFTER_DEADLINE = "after_deadline"
    AFTER_EARLY_CLOSE = "after_early_close"
    VOTER_NOT_ALIVE = "voter_not_alive"
    EARLY_LOCKED = "early_locked"
    FINAL_LOCKED = "final_locked"
    CHANGE_LIMIT = "change_limit"
    SAME_POST_CHANGE = "same_post_change"
    TARGET_INVALID = "target_invalid"
    LINKED = "linked"
    PASS_NOT_ALLOWED = "pass_not_allowed"
    PASS_USED = "pass_used"
    OUTSIDE_VOTE_WINDOW = "outside_vote_window"
    NOT_IN_VOTE_THREAD = "not_in_vote_thread"
    UNMARKED = "unmarked"
    EDITED = "edited"
    SKIP_IMPOSED = "skip_imposed"
    SELF_VOTE = "self_vote"


class Fate(StrEnum):
    """What the count did with one input vote action."""

    COUNTED = "counted"  # stood at the close and went into the tally (with its weight)
    REPLACED = "replaced"  # a later action of the same voter took its place
    WITHDRAWN = "withdrawn"  # an unvote that stood at the close: the voter has no vote
    ABSTAINED = "abstained"  # an abstention or "пас" that stood at the close: not a skip
    REJECTED = "rejected"  # broke a rule: listed in invalid_votes with the same reason
    VOIDED = "voided"  # stood until a later rejected action turned the day into a skip
    COUNTED_AS_SKIP = "counted_as_skip"  # stood at the close but the rules make it a skip
    DROPPED_MODKILLED_VOTER = "dropped_modkilled_voter"  # its voter was modkilled at the close
    DROPPED_TARGET_MODKILLED = "dropped_target_modkilled"  # its target was modkilled


class ModkillCause(StrEnum):
    SKIPS = "skips"  # the Nth skip in the game
    SKIPS_IN_A_ROW = "skips_in_a_row"  # N skips on consecutive days
    SKIP_AND_MISSED_NIGHT = "skip_and_missed_night"  # a skip next to a missed night action
    EDITED_VOTE = "edited_vote"  # an edited vote post, where the rules make it a modkill


class Event(StrEnum):
    """The kind of each event-log entry (``log[].code``)."""

    VOTE = "vote"
    VOTE_EARLY = "vote_early"
    VOTE_FINAL = "vote_final"
    UNVOTE = "unvote"
    ABSTAIN = "abstain"
    PASS = "pass"
    REJECTED = "rejected"
    VOIDED = "voided"
    EARLY_IGNORED = "early_ignored"
    EARLY_CLOSE = "early_close"
    NOT_SKIPPER_ABSTAINED = "not_skipper_abstained"
    NOT_SKIPPER_NO_VOTE = "not_skipper_no_vote"
    NOT_SKIPPER_POSTED = "not_skipper_posted"
    SELF_VOTE_SKIP = "self_vote_skip"
    SKIP_PENALTY = "skip_penalty"
    SKIP_FREE = "skip_free"
    MODKILL = "modkill"
    MODKILL_REVEAL = "modkill_reveal"
    VOTE_DROPPED = "vote_dropped"
    VOTE_WEIGHT = "vote_weight"
    NO_VOTES = "no_votes"
    TIE_ALL_DIE = "tie_all_die"
    TIE_NOBODY = "tie_nobody"
    TIE_FIRST_REACHED = "tie_first_reached"
    TIE_LAST_VOTE_EARLIEST = "tie_last_vote_earliest"
    TIE_TWO_DIE = "tie_two_die"
    TIE_GM_DECIDES = "tie_gm_decides"
    TIE_SAME_MOMENT = "tie_same_moment"
    IMMUNE_SPARED = "immune_spared"
    IMMUNE_NEXT_HIGHEST = "immune_next_highest"
    IMMUNE_NOBODY = "immune_nobody"
    DAY_VOIDED = "day_voided"
    EXECUTED = "executed"
    REVEAL = "reveal"
    REVEAL_HIDDEN = "reveal_hidden"
    EXPLOSION = "explosion"
    PRIDE_REVENGE = "pride_revenge"
    FATHER_SUCCEEDED = "father_succeeded"
    XING_SUCCEEDED = "xing_succeeded"
    ROUND = "round"


class VoteFate(NamedTuple):
    """The fate of one input vote: ``weight`` when counted, ``by`` the index of the action
    that replaced or voided it, ``reason`` when rejected, voided or counted as a skip.
    (A named tuple: a long day creates thousands of them.)"""

    fate: Fate
    reason: Reason | None = None
    weight: int | None = None
    by: int | None = None

    def as_json(self, index: int) -> dict[str, Any]:
        out: dict[str, Any] = {"index": index, "fate": str(self.fate)}
        if self.reason is not None:
            out["reason"] = str(self.reason)
        if self.weight is not None:
            out["weight"] = self.weight
        if self.by is not None:
            out["by"] = self.by
        return out
