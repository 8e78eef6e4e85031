"""The store's private-message tables: messages read from the GM's forum account, the orders
the GM accepted from them, and the private replies drafted for sending.

Every message is stored once per game (its forum id is unique there). A private reply goes
drafted → approved (hash of the approved text) → sent (the forum's message id), and is sent by
whoever holds its claim (see ``engine.store.claims``).
"""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import UniqueConstraint
from sqlmodel import Column, Field, SQLModel

from engine.store.models import AwareDateTime, _when
from engine.store.models import _long_text as _text


class StoredMessage(SQLModel, table=True):
    """One private message of the GM's account, as the forum showed it."""

    __tablename__ = "private_message"
    __table_args__ = (UniqueConstraint("game_id", "forum_message_id"),)
    id: int | None = Field(default=None, primary_key=True)
    game_id: int = Field(foreign_key="game.id", index=True)
    forum_message_id: str
    conversation: str = ""
    sender: str = ""
    sender_id: str | None = None
    recipient: str = ""
    outgoing: bool = False
    posted_at: datetime = Field(
        sa_column=Column(AwareDateTime(timezone=True), nullable=False, index=True)
    )
    subject: str = ""
    text: str = _text()
    html: str = _text()
    first_seen_at: datetime | None = _when()


class AcceptedOrder(SQLModel, table=True):
    """An order read from a private message that the GM accepted into a night."""

    __tablename__ = "accepted_order"
    __table_args__ = (UniqueConstraint("message_id", "seq"),)
    id: int | None = Field(default=None, primary_key=True)
    game_id: int = Field(foreign_key="game.id", index=True)
    night: int = Field(index=True)
    message_id: int = Field(foreign_key="private_message.id", index=True)
    seq: int = 0
    night_order_id: int | None = Field(default=None, foreign_key="nightorder.id")
    order_json: str = _text()
    accepted_at: datetime | None = _when()


class PrivateReply(SQLModel, table=True):
    """A private message drafted for one player (a night's results, a role card)."""

    __tablename__ = "private_reply"
    id: int | None = Field(default=None, primary_key=True)
    game_id: int = Field(foreign_key="game.id", index=True)
    kind: str = "night_reply"
    night: int | None = None
    player: str = ""
    account: str = ""
    subject: str = ""
    text: str = _text()
    status: str = "drafted"
    approved_hash: str | None = None
    claim_owner: str | None = None
    claim_until: datetime | None = _when()
    forum_message_id: str | None = None
    created_at: datetime | None = _when()
    approved_at: datetime | None = _when()
    sent_at: datetime | None = _when()
