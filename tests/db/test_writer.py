"""The batching writers: a batch shares one commit, a failing job fails alone, the writer goes on."""

from __future__ import annotations

import asyncio
from concurrent.futures import ThreadPoolExecutor

import pytest
from sqlalchemy import text

from app.db.session import make_engine
from app.db.writer import LoopWriter, ThreadWriter


@pytest.fixture(params=["loop", "thread"])
def writer(request, database_url):
    engine = make_engine(database_url)
    with engine.begin() as conn:
        conn.execute(text("CREATE TABLE IF NOT EXISTS writer_probe (n INTEGER PRIMARY KEY)"))
        conn.execute(text("DELETE FROM writer_probe"))
    w = LoopWriter(engine) if request.param == "loop" else ThreadWriter(engine)
    yield w, engine
    w.close()
    with engine.begin() as conn:
        conn.execute(text("DROP TABLE writer_probe"))
    engine.dispose()


def insert(n):
    def job(conn):
        conn.execute(text("INSERT INTO writer_probe (n) VALUES (:n)"), {"n": n})
        return n
    return job


def run(coro):
    """Run `coro` on a loop of its own in another thread: the browser tests' driver may hold a
    running loop in this one."""
    with ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, coro).result()


def stored(engine) -> list[int]:
    with engine.connect() as conn:
        return sorted(conn.execute(text("SELECT n FROM writer_probe")).scalars())


def test_a_failing_job_fails_alone_and_the_writer_goes_on(writer):
    w, engine = writer

    async def scenario():
        # 2 twice in one batch: the second breaks the batch's transaction; retried one by one,
        # only it fails.
        results = await asyncio.gather(*(w.write(insert(n)) for n in [1, 2, 3, 2, 4]), return_exceptions=True)
        assert results[:3] == [1, 2, 3] and results[4] == 4
        assert isinstance(results[3], Exception)
        assert await w.write(insert(5)) == 5  # a fresh connection after the failure

    run(scenario())
    assert stored(engine) == [1, 2, 3, 4, 5]


def test_writes_that_arrive_together_share_a_transaction(writer):
    w, engine = writer

    async def scenario():
        return await asyncio.gather(*(w.write(insert(n)) for n in range(100)))

    assert run(scenario()) == list(range(100))
    assert stored(engine) == list(range(100))
