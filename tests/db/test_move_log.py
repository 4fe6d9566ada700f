"""The move log has no gap: a write of version N needs version N-1, in the same statement; and
a version is written once (the compare-and-set between processes)."""

from __future__ import annotations

from sqlalchemy import select

from app.db import repository as repo
from app.db.models import MoveRecord
from app.db.session import make_engine


def versions(engine, room: str) -> list[int]:
    with engine.connect() as conn:
        return list(conn.execute(select(MoveRecord.version).where(MoveRecord.room_id == room)
                                 .order_by(MoveRecord.version)).scalars())


def append(engine, room: str, version: int, snapshot=None, finished=False, for_away=False) -> bool:
    with engine.begin() as conn:
        item = (room, version, 0, {"type": "take", "n": 1},
                [{"type": "score", "seat": 0, "points": 1, "category": "pile", "reason": "took 1"}],
                snapshot, finished, None, for_away)
        return repo.append_moves(conn, [item])[0]


def test_a_version_is_written_only_after_the_one_before_it(database_url):
    engine = make_engine(database_url)
    try:
        room = "gaptest" + database_url[-6:].replace("/", "").replace(".", "")
        with engine.begin() as conn:
            repo.insert_room(conn, room, "toy", 2, {}, None)
            repo.start_room(conn, room, 7, {"pile": 12})
        assert append(engine, room, 2) is False, "version 2 before version 1"
        assert append(engine, room, 5, snapshot={"pile": 1}, finished=True) is False
        assert versions(engine, room) == []
        assert append(engine, room, 1) is True
        assert append(engine, room, 1) is False, "a version is written once"
        assert append(engine, room, 3) is False, "version 3 before version 2"
        assert append(engine, room, 2) is True
        assert versions(engine, room) == [1, 2]
        with engine.connect() as conn:
            room_row = repo.get_room(conn, room)
            assert room_row["status"] == "playing" and room_row["state_version"] == 0, "a refused write changed the room"
            assert [r["version"] for r in repo.score_history(conn, room)] == [1, 2], "no scores for refused writes"
        # Several appends in one batch (one round trip on PostgreSQL): the gap check sees the
        # rows written before it in the same transaction.
        with engine.begin() as conn:
            items = [(room, v, 0, {"type": "take", "n": 1}, [], None, False, None, False) for v in (3, 4, 6)]
            assert repo.append_moves(conn, items) == [True, True, False]
        assert versions(engine, room) == [1, 2, 3, 4]
    finally:
        engine.dispose()


def test_a_bot_move_for_an_away_seat_is_written_only_while_the_database_says_it_is_away(database_url):
    """The process whose bot chose the move may not have heard that the player came back (Redis
    down): the seats table decides, in the same statement."""
    engine = make_engine(database_url)
    try:
        room = "awaytest" + database_url[-6:].replace("/", "").replace(".", "")
        with engine.begin() as conn:
            repo.insert_room(conn, room, "toy", 2, {}, None)
            repo.start_room(conn, room, 7, {"pile": 12})
            repo.take_seat(conn, room, 0, "Ann", "human", None, "0" * 64)
        assert append(engine, room, 1, for_away=True) is False, "the seat is not away"
        assert append(engine, room, 1) is True, "the player's own move"
        with engine.begin() as conn:
            repo.set_seat_flags(conn, room, 0, away=True)
        assert append(engine, room, 2, for_away=True) is True
        with engine.begin() as conn:
            repo.set_seat_flags(conn, room, 0, away=False)
        assert append(engine, room, 3, for_away=True) is False, "the player came back"
        assert versions(engine, room) == [1, 2]
        with engine.connect() as conn:
            assert [r["version"] for r in repo.score_history(conn, room)] == [1, 2]
    finally:
        engine.dispose()
