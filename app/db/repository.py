"""Reads and writes of rooms, seats, moves and scores (SQLAlchemy Core on the mapped tables).

Functions take a Connection so that the batching writer can run several in one transaction.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

import orjson
from sqlalchemy import Connection, delete, func, insert, select, update

from .models import ChatMessage, IdempotencyRecord, MoveRecord, Room, ScoreRecord, Seat, utcnow

rooms = Room.__table__
seats = Seat.__table__
moves = MoveRecord.__table__
scores = ScoreRecord.__table__
idem = IdempotencyRecord.__table__
chat = ChatMessage.__table__


def insert_room(conn: Connection, room_id: str, game: str, players: int, options: dict[str, Any],
                turn_seconds: int | None, created_by: str | None = None, public: bool = False,
                rematch_of: str | None = None, seat_rows: list[dict[str, Any]] | None = None,
                hints: bool | None = None) -> None:
    """A new open room with `players` free seats, or with `seat_rows` (a rematch's seats)."""
    now = utcnow()
    conn.execute(insert(rooms).values(
        id=room_id, game=game, players=players, options=options, status="open", state_version=0,
        turn_seconds=turn_seconds, created_by=created_by, public=public, rematch_of=rematch_of,
        hints=hints, created_at=now, updated_at=now,
    ))
    rows = seat_rows or [{"seat": s} for s in range(players)]
    conn.execute(insert(seats), [{**FREE_SEAT, **row, "room_id": room_id} for row in rows])


# What a seat holds when nobody sits in it.
FREE_SEAT: dict[str, Any] = {"name": "", "kind": "human", "bot_level": None, "token_hash": None, "taken": False,
                             "away": False, "deadline": None, "host": False, "invited_from": None, "colour": None,
                             "outside_bot": False, "invite_hash": None}
SEAT_CONTENT = tuple(FREE_SEAT)


def room_is_open(conn: Connection, room_id: str) -> bool:
    return conn.execute(select(rooms.c.status).where(rooms.c.id == room_id)).scalar() == "open"


def write_seats(conn: Connection, room_id: str, contents: dict[int, dict[str, Any]]) -> bool:
    """Set what seats hold (seat -> its content) while the room is open; False once it started."""
    if not room_is_open(conn, room_id):
        return False
    for seat, content in contents.items():
        conn.execute(update(seats).where(seats.c.room_id == room_id, seats.c.seat == seat).values(**content))
    return True


def claim_seat(conn: Connection, room_id: str, seat: int, token_hash: str) -> bool:
    """Give a kept (invited) seat of an open room its token; False if it was taken or the room started."""
    if not room_is_open(conn, room_id):
        return False
    res = conn.execute(update(seats).where(
        seats.c.room_id == room_id, seats.c.seat == seat, seats.c.token_hash.is_(None), seats.c.kind == "human",
        seats.c.taken.is_(True)).values(token_hash=token_hash))
    return res.rowcount == 1


def keep_seat_for_bot(conn: Connection, room_id: str, seat: int, name: str, invite_hash: str) -> bool:
    """Keep a free seat of an open room for an outside bot; False if someone took it first."""
    if not room_is_open(conn, room_id):
        return False
    res = conn.execute(update(seats).where(seats.c.room_id == room_id, seats.c.seat == seat, seats.c.taken.is_(False))
                       .values(name=name, kind="human", taken=True, outside_bot=True, invite_hash=invite_hash))
    return res.rowcount == 1


def take_invited_seat(conn: Connection, room_id: str, seat: int, invite_hash: str, token_hash: str) -> bool:
    """An outside bot takes the seat kept for it; False if the invitation was used or the room started."""
    if not room_is_open(conn, room_id):
        return False
    res = conn.execute(update(seats).where(
        seats.c.room_id == room_id, seats.c.seat == seat, seats.c.invite_hash == invite_hash,
        seats.c.token_hash.is_(None)).values(token_hash=token_hash, invite_hash=None))
    return res.rowcount == 1


def seats_with_token(conn: Connection, token_hash: str) -> list[tuple[str, int]]:
    """(room, seat) of the rooms not finished where a seat has this token, oldest room first."""
    rows = conn.execute(select(seats.c.room_id, seats.c.seat).join(rooms, rooms.c.id == seats.c.room_id).where(
        seats.c.token_hash == token_hash, rooms.c.status != "finished").order_by(rooms.c.created_at, rooms.c.id))
    return [(r.room_id, r.seat) for r in rows]


def set_rematch(conn: Connection, room_id: str, rematch: str) -> bool:
    res = conn.execute(update(rooms).where(rooms.c.id == room_id, rooms.c.rematch.is_(None)).values(rematch=rematch))
    return res.rowcount == 1


def rooms_with_seats(conn: Connection, ids: list[str]) -> list[dict[str, Any]]:
    """The rooms named (in that order, missing ones left out), each with its "seats" rows."""
    found = {r["id"]: dict(r) for r in conn.execute(
        select(rooms.c.id, rooms.c.game, rooms.c.players, rooms.c.options, rooms.c.status, rooms.c.turn_seconds,
               rooms.c.created_at).where(rooms.c.id.in_(ids))).mappings()}
    for room in found.values():
        room["seats"] = []
    for row in conn.execute(select(seats.c.room_id, seats.c.seat, seats.c.name, seats.c.kind, seats.c.taken,
                                   seats.c.host).where(seats.c.room_id.in_(ids))
                            .order_by(seats.c.room_id, seats.c.seat)).mappings():
        found[row["room_id"]]["seats"].append(dict(row))
    return [found[i] for i in ids if i in found]


def public_rooms(conn: Connection, status: str, limit: int, offset: int) -> list[dict[str, Any]]:
    """Public rooms with `status`, newest first; open ones only while a seat is free."""
    query = select(rooms.c.id).where(rooms.c.public.is_(True), rooms.c.status == status)
    if status == "open":
        free = select(seats.c.room_id).where(seats.c.room_id == rooms.c.id, seats.c.taken.is_(False))
        query = query.where(free.exists())
    return list(conn.execute(query.order_by(rooms.c.created_at.desc(), rooms.c.id)
                             .limit(limit).offset(offset)).scalars())


def take_seat(conn: Connection, room_id: str, seat: int, name: str, kind: str, bot_level: str | None,
              token_hash: str | None) -> bool:
    """Take a free seat of an open room; False if someone else took it first."""
    res = conn.execute(
        update(seats)
        .where(seats.c.room_id == room_id, seats.c.seat == seat, seats.c.taken.is_(False))
        .values(name=name, kind=kind, bot_level=bot_level, token_hash=token_hash, taken=True)
    )
    return res.rowcount == 1


def set_seat_flags(conn: Connection, room_id: str, seat: int, **values: Any) -> None:
    conn.execute(update(seats).where(seats.c.room_id == room_id, seats.c.seat == seat).values(**values))


def start_room(conn: Connection, room_id: str, seed: int, state: dict[str, Any],
               options: dict[str, Any] | None = None) -> bool:
    """Start an open room; `options`, when given, replace its options (a game that plays the seats'
    chosen colours keeps them there, so a replay deals as the game did)."""
    values: dict[str, Any] = dict(status="playing", seed=seed, state=state, state_version=0, updated_at=utcnow())
    if options is not None:
        values["options"] = options
    res = conn.execute(update(rooms).where(rooms.c.id == room_id, rooms.c.status == "open").values(**values))
    return res.rowcount == 1


def append_moves(conn: Connection, items: list[tuple]) -> list[bool]:
    """Append moves (of any matches) in the caller's transaction. Each item is (room_id, version,
    seat, move, events, snapshot or None, finished, (key, request hash, answer) or None, for_away):
    `for_away` marks a bot's move for a person's seat, written only while the seats table says
    the seat is away (the process that chose it may not have heard that its player came back).

    A move is written with its scores, the room's snapshot or end, and the stored answer of an
    Idempotency-Key. Its result is False, writing nothing, if its version exists already (another
    process got there first: the compare-and-set that keeps one writer per match), if the
    version before it does not (the log never has a gap), or if it is for an away seat that is
    no longer away. On PostgreSQL
    each move is one statement and all of them travel in one round trip."""
    raw = conn.connection.dbapi_connection
    if conn.dialect.name == "postgresql":
        params = [_pg_params(*item) for item in items]
        cursors = [raw.cursor() for _ in items]
        if len(items) == 1:
            cursors[0].execute(_PG_APPEND, params[0])
        else:
            with raw.pipeline():
                for cursor, p in zip(cursors, params):
                    cursor.execute(_PG_APPEND, p)
        done = [cursor.fetchone() is not None for cursor in cursors]
        for cursor in cursors:
            cursor.close()
        return done
    return [_sqlite_append(conn, raw, *item) for item in items]


def _scored(events: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [{"seat": e["seat"], "points": e["points"], "category": e.get("category", ""),
             "reason": e.get("reason", "")} for e in events if e.get("type") == "score"]


def _pg_params(room_id, version, seat, move, events, snapshot, finished, idempotency, for_away) -> dict[str, Any]:
    key, request_hash, response = idempotency or (None, None, None)
    return {"room": room_id, "version": version, "seat": seat, "for_away": for_away, "move": orjson.dumps(move).decode(),
            "events": orjson.dumps(events).decode(), "now": utcnow(), "scores": orjson.dumps(_scored(events)).decode(),
            "snapshot": None if snapshot is None else orjson.dumps(snapshot).decode(), "finished": finished,
            "key": key, "hash": request_hash,
            "response": None if response is None else orjson.dumps(response).decode()}


def _sqlite_append(conn: Connection, raw, room_id, version, seat, move, events, snapshot, finished,
                   idempotency, for_away) -> bool:
    now = utcnow()
    cursor = raw.cursor()
    params = (room_id, version, seat, orjson.dumps(move).decode(), orjson.dumps(events).decode(), now, version,
              room_id, version)
    try:
        if for_away:
            cursor.execute(_SQLITE_MOVE_FOR_AWAY, params + (room_id, seat))
        else:
            cursor.execute(_SQLITE_MOVE, params)
        if cursor.fetchone() is None:
            return False
        scored = _scored(events)
        if scored:
            cursor.executemany(_SQLITE_SCORE, [(room_id, version, r["seat"], r["points"], r["category"], r["reason"])
                                               for r in scored])
    finally:
        cursor.close()
    if snapshot is not None or finished:
        values: dict[str, Any] = {"updated_at": now}
        if snapshot is not None:
            values.update(state=snapshot, state_version=version)
        if finished:
            values["status"] = "finished"
        conn.execute(update(rooms).where(rooms.c.id == room_id).values(**values))
    if idempotency is not None:
        key, request_hash, response = idempotency
        conn.execute(insert(idem).values(room_id=room_id, seat=seat, key=key, request_hash=request_hash,
                                         version=version, response=response))
    return True


# The hot path's writes, as plain SQL on the driver's own cursor (inside the same transaction):
# going through the expression language and result objects costs more than the insert itself.
# "Do nothing" on a taken version is the cross-process compare-and-set.
# The log has no gap: version N is written only if version N-1 is there, in the same statement.
_SQLITE_INSERT = "INSERT INTO moves (room_id, version, seat, move, events, created_at) SELECT ?, ?, ?, ?, ?, ? "
_SQLITE_AFTER_PREVIOUS = "(? = 1 OR EXISTS (SELECT 1 FROM moves WHERE room_id = ? AND version = ? - 1))"
_SQLITE_TAKEN = "ON CONFLICT (room_id, version) DO NOTHING RETURNING version"
_SQLITE_MOVE = f"{_SQLITE_INSERT}WHERE {_SQLITE_AFTER_PREVIOUS} {_SQLITE_TAKEN}"
_SQLITE_MOVE_FOR_AWAY = (f"{_SQLITE_INSERT}WHERE {_SQLITE_AFTER_PREVIOUS} "
                         f"AND EXISTS (SELECT 1 FROM seats WHERE room_id = ? AND seat = ? AND away) {_SQLITE_TAKEN}")
_SQLITE_SCORE = "INSERT INTO scores (room_id, version, seat, points, category, reason) VALUES (?, ?, ?, ?, ?, ?)"
# PostgreSQL is across a network: everything a move writes is one statement, and every part
# after the move's insert happens only if the move was inserted (its version free, the one
# before it present).
_PG_APPEND = """
WITH m AS (
    INSERT INTO moves (room_id, version, seat, move, events, created_at)
    SELECT %(room)s::varchar, %(version)s::int, %(seat)s::int, %(move)s::jsonb, %(events)s::jsonb, %(now)s
    WHERE (%(version)s::int = 1
           OR EXISTS (SELECT 1 FROM moves p WHERE p.room_id = %(room)s::varchar AND p.version = %(version)s::int - 1))
      AND (NOT %(for_away)s::boolean
           OR EXISTS (SELECT 1 FROM seats a WHERE a.room_id = %(room)s::varchar AND a.seat = %(seat)s::int AND a.away))
    ON CONFLICT (room_id, version) DO NOTHING RETURNING room_id, version
), s AS (
    INSERT INTO scores (room_id, version, seat, points, category, reason)
    SELECT m.room_id, m.version, x.seat, x.points, x.category, x.reason
    FROM m CROSS JOIN jsonb_to_recordset(%(scores)s::jsonb) AS x(seat int, points int, category text, reason text)
), r AS (
    UPDATE rooms SET updated_at = %(now)s,
        state = COALESCE(%(snapshot)s::jsonb, rooms.state),
        state_version = CASE WHEN %(snapshot)s::jsonb IS NULL THEN rooms.state_version ELSE m.version END,
        status = CASE WHEN %(finished)s::boolean THEN 'finished' ELSE rooms.status END
    FROM m WHERE rooms.id = m.room_id AND (%(snapshot)s::jsonb IS NOT NULL OR %(finished)s::boolean)
), i AS (
    INSERT INTO idempotency (room_id, seat, key, request_hash, version, response)
    SELECT m.room_id, %(seat)s::int, %(key)s::text, %(hash)s::text, m.version, %(response)s::jsonb
    FROM m WHERE %(key)s::text IS NOT NULL
)
SELECT version FROM m
"""


def get_room(conn: Connection, room_id: str) -> dict[str, Any] | None:
    row = conn.execute(select(rooms).where(rooms.c.id == room_id)).mappings().first()
    return dict(row) if row else None


def get_seats(conn: Connection, room_id: str) -> list[dict[str, Any]]:
    rows = conn.execute(select(seats).where(seats.c.room_id == room_id).order_by(seats.c.seat)).mappings()
    return [dict(r) for r in rows]


def move_at(conn: Connection, room_id: str, version: int) -> dict[str, Any] | None:
    row = conn.execute(
        select(moves.c.version, moves.c.seat, moves.c.move, moves.c.events)
        .where(moves.c.room_id == room_id, moves.c.version == version)
    ).mappings().first()
    return dict(row) if row else None


def last_version(conn: Connection, room_id: str) -> int:
    """The room's last logged version (0 before the first move)."""
    return conn.execute(select(func.coalesce(func.max(moves.c.version), 0)).where(moves.c.room_id == room_id)).scalar_one()


def moves_after(conn: Connection, room_id: str, version: int) -> list[dict[str, Any]]:
    return moves_between(conn, room_id, version, None)


def moves_between(conn: Connection, room_id: str, after: int, upto: int | None) -> list[dict[str, Any]]:
    """The logged moves of versions after `after` up to `upto` (None: the last), in order."""
    query = select(moves.c.version, moves.c.seat, moves.c.move, moves.c.events).where(
        moves.c.room_id == room_id, moves.c.version > after)
    if upto is not None:
        query = query.where(moves.c.version <= upto)
    return [dict(r) for r in conn.execute(query.order_by(moves.c.version)).mappings()]


def score_history(conn: Connection, room_id: str) -> list[dict[str, Any]]:
    rows = conn.execute(
        select(scores.c.version, scores.c.seat, scores.c.points, scores.c.category, scores.c.reason)
        .where(scores.c.room_id == room_id).order_by(scores.c.version, scores.c.id)
    ).mappings()
    return [dict(r) for r in rows]


def get_idempotent(conn: Connection, room_id: str, seat: int, key: str) -> dict[str, Any] | None:
    row = conn.execute(
        select(idem.c.request_hash, idem.c.response)
        .where(idem.c.room_id == room_id, idem.c.seat == seat, idem.c.key == key)
    ).mappings().first()
    return dict(row) if row else None


def bot_only_rooms(conn: Connection, created_by: str, besides: str) -> int:
    """Rooms in play created by `created_by`, other than `besides`, where no person plays a seat."""
    person = select(seats.c.room_id).where(seats.c.room_id == rooms.c.id, seats.c.kind == "human",
                                           seats.c.away.is_(False))
    return conn.execute(select(func.count()).select_from(rooms).where(
        rooms.c.created_by == created_by, rooms.c.status == "playing", rooms.c.id != besides,
        ~person.exists())).scalar_one()


def rooms_to_resume(conn: Connection) -> list[str]:
    """Rooms in play that the server acts on by itself: a bot or a player who left, or a timer."""
    acting = select(seats.c.room_id).where(seats.c.room_id == rooms.c.id,
                                           (seats.c.kind == "bot") | seats.c.away.is_(True))
    return list(conn.execute(select(rooms.c.id).where(
        rooms.c.status == "playing", rooms.c.turn_seconds.is_not(None) | acting.exists())).scalars())


def unfinished_rooms(conn: Connection) -> list[str]:
    return list(conn.execute(select(rooms.c.id).where(rooms.c.status == "playing")).scalars())


def set_deadline(conn: Connection, room_id: str, seat: int, deadline: datetime | None) -> None:
    set_seat_flags(conn, room_id, seat, deadline=deadline)


def insert_chat(conn: Connection, room_id: str, seat: int | None, name: str, text: str) -> dict[str, Any]:
    now = utcnow()
    message_id = conn.execute(insert(chat).values(room_id=room_id, seat=seat, name=name, text=text, created_at=now)
                              .returning(chat.c.id)).scalar_one()
    return {"id": message_id, "seat": seat, "name": name, "text": text, "created_at": now}


def chat_after(conn: Connection, room_id: str, after: int, limit: int) -> list[dict[str, Any]]:
    """The room's messages after id `after`, oldest first; the newest `limit` of them."""
    rows = conn.execute(select(chat.c.id, chat.c.seat, chat.c.name, chat.c.text, chat.c.created_at)
                        .where(chat.c.room_id == room_id, chat.c.id > after)
                        .order_by(chat.c.id.desc()).limit(limit)).mappings()
    return [dict(r) for r in reversed(list(rows))]


def set_hints(conn: Connection, room_id: str, allowed: bool) -> bool:
    """The host's switch for hints, while the room is open; False once it started."""
    res = conn.execute(update(rooms).where(rooms.c.id == room_id, rooms.c.status == "open").values(hints=allowed))
    return res.rowcount == 1


def set_review(conn: Connection, room_id: str, review: dict[str, Any]) -> None:
    conn.execute(update(rooms).where(rooms.c.id == room_id).values(review=review))


def get_review(conn: Connection, room_id: str) -> dict[str, Any] | None:
    return conn.execute(select(rooms.c.review).where(rooms.c.id == room_id)).scalar()


def set_spectator_chat(conn: Connection, room_id: str, allowed: bool) -> None:
    conn.execute(update(rooms).where(rooms.c.id == room_id).values(spectator_chat=allowed))


def idle_rooms(conn: Connection, before: datetime) -> list[str]:
    """Rooms in which nothing happened since `before`: not changed, no move, no message."""
    moved = select(moves.c.room_id).where(moves.c.room_id == rooms.c.id, moves.c.created_at >= before)
    spoke = select(chat.c.room_id).where(chat.c.room_id == rooms.c.id, chat.c.created_at >= before)
    return list(conn.execute(select(rooms.c.id).where(rooms.c.updated_at < before, ~moved.exists(), ~spoke.exists())
                             .order_by(rooms.c.id)).scalars())


def delete_rooms(conn: Connection, ids: list[str]) -> dict[str, int]:
    """Delete rooms with everything kept with them; how many rows of each kind went. Links of
    other rooms to them (a rematch) are cleared."""
    removed: dict[str, int] = {}
    for name, table in (("moves", moves), ("scores", scores), ("stored answers", idem), ("chat messages", chat),
                        ("seats", seats)):
        removed[name] = conn.execute(delete(table).where(table.c.room_id.in_(ids))).rowcount
    conn.execute(update(rooms).where(rooms.c.rematch.in_(ids)).values(rematch=None))
    conn.execute(update(rooms).where(rooms.c.rematch_of.in_(ids)).values(rematch_of=None))
    removed["rooms"] = conn.execute(delete(rooms).where(rooms.c.id.in_(ids))).rowcount
    return removed
