"""Tables: rooms (with the match snapshot), seats, the append-only move log, score history and chat."""

from __future__ import annotations

from datetime import datetime, timezone
from typing import Any

from sqlalchemy import JSON, BigInteger, DateTime, ForeignKey, Integer, String, Text, false
from sqlalchemy.dialects.postgresql import JSONB
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column

Json = JSON().with_variant(JSONB(), "postgresql")


def utcnow() -> datetime:
    return datetime.now(timezone.utc)


class Base(DeclarativeBase):
    pass


class Room(Base):
    """A room holds one match. `state` is a snapshot at `state_version`; the move log is the truth."""

    __tablename__ = "rooms"

    id: Mapped[str] = mapped_column(String(32), primary_key=True)
    game: Mapped[str] = mapped_column(String(32))
    players: Mapped[int] = mapped_column(Integer)
    options: Mapped[dict[str, Any]] = mapped_column(Json, default=dict)
    status: Mapped[str] = mapped_column(String(16), default="open")  # open | playing | finished
    seed: Mapped[int | None] = mapped_column(BigInteger, nullable=True)
    state: Mapped[dict[str, Any] | None] = mapped_column(Json, nullable=True)
    state_version: Mapped[int] = mapped_column(Integer, default=0)
    turn_seconds: Mapped[int | None] = mapped_column(Integer, nullable=True)
    # The client address that created the room: rooms played by bots alone are capped per address.
    created_by: Mapped[str | None] = mapped_column(String(64), nullable=True)
    # Public rooms are listed in the lobby while they wait for players; others only by link.
    public: Mapped[bool] = mapped_column(default=False)
    # "Play again": the room made from this one when it ended, and the room this one was made from.
    rematch: Mapped[str | None] = mapped_column(String(32), nullable=True)
    rematch_of: Mapped[str | None] = mapped_column(String(32), nullable=True)
    # Players may always chat; spectators only when the host allows it.
    spectator_chat: Mapped[bool] = mapped_column(default=False)
    # Whether players may ask for a hint (None: the default, on at a table with a bot and no turn
    # timer); and the review of the finished game, once made.
    hints: Mapped[bool | None] = mapped_column(nullable=True)
    review: Mapped[dict[str, Any] | None] = mapped_column(Json, nullable=True)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)


class Seat(Base):
    __tablename__ = "seats"

    room_id: Mapped[str] = mapped_column(ForeignKey("rooms.id", ondelete="CASCADE"), primary_key=True)
    seat: Mapped[int] = mapped_column(Integer, primary_key=True)
    name: Mapped[str] = mapped_column(String(40), default="")
    kind: Mapped[str] = mapped_column(String(8), default="human")  # human | bot
    bot_level: Mapped[str | None] = mapped_column(String(16), nullable=True)
    # Indexed: a bot's token may hold seats in many rooms, which its event stream follows.
    token_hash: Mapped[str | None] = mapped_column(String(64), nullable=True, index=True)
    taken: Mapped[bool] = mapped_column(default=False)
    # When a player leaves or their turn timer runs out, a bot plays the seat until they return.
    away: Mapped[bool] = mapped_column(default=False)
    deadline: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), nullable=True)
    # The host's seat (a flag that moves with the person when the host reorders the seats).
    host: Mapped[bool] = mapped_column(default=False)
    # A seat of a rematch kept for the player of this seat in the room it was made from, until
    # they take it (their token there proves who they are).
    invited_from: Mapped[int | None] = mapped_column(Integer, nullable=True)
    # The colour the player chose in the waiting room (one of the game's `colours`); None: the
    # game's colour of this seat's place in its list.
    colour: Mapped[str | None] = mapped_column(String(16), nullable=True)
    # A seat the host kept for a program playing over the API (kind "human" to the server: it
    # moves by itself, under the turn timer like a person); until the program takes it with the
    # invitation, `invite_hash` holds the invitation's hash and `token_hash` is None.
    outside_bot: Mapped[bool] = mapped_column(default=False, server_default=false())
    invite_hash: Mapped[str | None] = mapped_column(String(64), nullable=True)


class MoveRecord(Base):
    """One applied move; `version` is the match version after it. (room_id, version) is unique,
    which is also the compare-and-set that keeps one writer per match across processes."""

    __tablename__ = "moves"

    room_id: Mapped[str] = mapped_column(ForeignKey("rooms.id", ondelete="CASCADE"), primary_key=True)
    version: Mapped[int] = mapped_column(Integer, primary_key=True)
    seat: Mapped[int] = mapped_column(Integer)
    move: Mapped[dict[str, Any]] = mapped_column(Json)
    events: Mapped[list[dict[str, Any]]] = mapped_column(Json)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)


class ScoreRecord(Base):
    __tablename__ = "scores"

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    room_id: Mapped[str] = mapped_column(ForeignKey("rooms.id", ondelete="CASCADE"), index=True)
    version: Mapped[int] = mapped_column(Integer)
    seat: Mapped[int] = mapped_column(Integer)
    points: Mapped[int] = mapped_column(Integer)
    category: Mapped[str] = mapped_column(String(32), default="")
    reason: Mapped[str] = mapped_column(Text, default="")


class ChatMessage(Base):
    """One chat message of a room, kept with the room. `seat` is None for a spectator."""

    __tablename__ = "chat"

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    room_id: Mapped[str] = mapped_column(ForeignKey("rooms.id", ondelete="CASCADE"), index=True)
    seat: Mapped[int | None] = mapped_column(Integer, nullable=True)
    name: Mapped[str] = mapped_column(String(40))
    text: Mapped[str] = mapped_column(Text)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)


class IdempotencyRecord(Base):
    """The first answer to a move request sent with an Idempotency-Key, replayed on retries."""

    __tablename__ = "idempotency"

    room_id: Mapped[str] = mapped_column(ForeignKey("rooms.id", ondelete="CASCADE"), primary_key=True)
    seat: Mapped[int] = mapped_column(Integer, primary_key=True)
    key: Mapped[str] = mapped_column(String(128), primary_key=True)
    request_hash: Mapped[str] = mapped_column(String(64))
    version: Mapped[int] = mapped_column(Integer)
    response: Mapped[dict[str, Any]] = mapped_column(Json)
