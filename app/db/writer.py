"""Writers commit queued writes in batches (group commit).

Every move is acknowledged only after its transaction commits. Writes that arrive together,
from any number of matches, share one transaction and one commit. If a batch fails, each job
is retried in its own transaction so that only the faulty one fails.

- `LoopWriter` commits on the event loop itself: right for SQLite, where a commit is a local
  file write that takes less time than handing work to a thread and back.
- `ThreadWriter` commits on a dedicated thread: right for a database across a network.
"""

from __future__ import annotations

import asyncio
import queue
import threading
from typing import Any, Callable

from sqlalchemy import Connection, Engine

from . import repository

Job = Callable[[Connection], Any]
Outcome = tuple[bool, Any]  # (succeeded, result or exception)

MAX_BATCH = 256


class Append:
    """A job that appends one move (an item of `repository.append_moves`). Appends that share a
    batch are written together (on PostgreSQL in one round trip)."""

    __slots__ = ("item",)

    def __init__(self, *item: Any) -> None:
        self.item = item

    def __call__(self, conn: Connection) -> bool:
        return repository.append_moves(conn, [self.item])[0]


class WriterConnection:
    """The writer's own connection, kept open from batch to batch: checking one out of the pool
    (and, on PostgreSQL, pinging it) and resetting it on return cost more than a small batch.
    After a failed batch it is given back and a fresh one is taken."""

    def __init__(self, engine: Engine) -> None:
        self.engine = engine
        self.conn: Connection | None = None

    def run(self, jobs: list[Job]) -> list[Outcome]:
        """Run `jobs` in one transaction; if it fails, each in its own, so that only the faulty
        ones fail."""
        try:
            if self.conn is None:
                self.conn = self.engine.connect()
            with self.conn.begin():
                return _run_jobs(self.conn, jobs)
        except Exception as exc:
            self.close()
            if len(jobs) == 1:
                return [(False, exc)]
        return [self.run([job])[0] for job in jobs]

    def close(self) -> None:
        if self.conn is not None:
            conn, self.conn = self.conn, None
            try:
                conn.close()
            except Exception:
                pass


def _run_jobs(conn: Connection, jobs: list[Job]) -> list[Outcome]:
    # Jobs that depend on each other never share a batch (each waits for the commit of the one
    # before), so the appends may go last, together.
    outcomes: list[Outcome] = [(True, None)] * len(jobs)
    appends = []
    for i, job in enumerate(jobs):
        if isinstance(job, Append):
            appends.append(i)
        else:
            outcomes[i] = (True, job(conn))
    if appends:
        written = repository.append_moves(conn, [jobs[i].item for i in appends])
        for i, ok in zip(appends, written):
            outcomes[i] = (True, ok)
    return outcomes


def _settle(fut: asyncio.Future, outcome: Outcome) -> None:
    if fut.done():
        return
    ok, value = outcome
    if ok:
        fut.set_result(value)
    else:
        fut.set_exception(value)


class Checkpointer:
    """Copies the SQLite write-ahead log into the database file from a thread of its own.

    Left to itself, SQLite checkpoints inside whichever commit fills the log past 1,000 pages:
    that commit, and every move waiting on the event loop behind it, then pays for copying and
    syncing the database file. Here the copy runs beside the loop (the driver releases the GIL
    while it works) and never blocks a writer (PASSIVE)."""

    def __init__(self, engine: Engine, every: float = 0.5) -> None:
        self.engine = engine
        self.every = every
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="sqlite-checkpoint", daemon=True)
        self._thread.start()

    def _run(self) -> None:
        conn = self.engine.raw_connection()
        try:
            while not self._stop.wait(self.every):
                self.checkpoint(conn, "PASSIVE")
            self.checkpoint(conn, "TRUNCATE")
        finally:
            conn.close()

    @staticmethod
    def checkpoint(conn, mode: str) -> None:
        cursor = conn.cursor()
        try:
            cursor.execute(f"PRAGMA wal_checkpoint({mode})")
        except Exception:
            pass  # busy or closing: the next round (or SQLite on close) does it
        finally:
            cursor.close()

    def close(self) -> None:
        self._stop.set()
        self._thread.join(timeout=10)


class LoopWriter:
    def __init__(self, engine: Engine) -> None:
        self.engine = engine
        self._pending: list[tuple[Job, asyncio.Future]] = []
        self._scheduled = False
        memory = engine.url.database in (None, "", ":memory:")
        self.checkpointer = None if memory else Checkpointer(engine)
        self._writer = WriterConnection(engine)

    async def write(self, job: Job) -> Any:
        """Run `job(connection)` inside a committed transaction; return its result."""
        loop = asyncio.get_running_loop()
        fut = loop.create_future()
        self._pending.append((job, fut))
        if not self._scheduled:
            self._scheduled = True
            loop.call_soon(self._flush)  # after the callbacks already queued: they join the batch
        return await fut

    def _flush(self) -> None:
        batch, self._pending, self._scheduled = self._pending, [], False
        for start in range(0, len(batch), MAX_BATCH):
            part = batch[start:start + MAX_BATCH]
            for (_, fut), outcome in zip(part, self._writer.run([job for job, _ in part])):
                _settle(fut, outcome)

    def close(self) -> None:
        if self._pending:
            self._flush()
        self._writer.close()
        if self.checkpointer is not None:
            self.checkpointer.close()


class ThreadWriter:
    def __init__(self, engine: Engine) -> None:
        self.engine = engine
        self._queue: queue.SimpleQueue = queue.SimpleQueue()
        self._thread = threading.Thread(target=self._run, name="db-writer", daemon=True)
        self._thread.start()

    async def write(self, job: Job) -> Any:
        loop = asyncio.get_running_loop()
        fut = loop.create_future()
        self._queue.put((job, loop, fut))
        return await fut

    def close(self) -> None:
        self._queue.put(None)
        self._thread.join(timeout=10)

    def _run(self) -> None:
        writer = WriterConnection(self.engine)
        try:
            self._serve(writer)
        finally:
            writer.close()

    def _serve(self, writer: WriterConnection) -> None:
        while True:
            first = self._queue.get()
            if first is None:
                return
            batch = [first]
            stop = False
            while len(batch) < MAX_BATCH:
                try:
                    nxt = self._queue.get_nowait()
                except queue.Empty:
                    break
                if nxt is None:
                    stop = True
                    break
                batch.append(nxt)
            outcomes = writer.run([job for job, _, _ in batch])
            for (_, loop, fut), outcome in zip(batch, outcomes):
                try:
                    loop.call_soon_threadsafe(_settle, fut, outcome)
                except RuntimeError:  # the loop has closed; nobody is waiting any more
                    pass
            if stop:
                return


def make_writer(engine: Engine) -> LoopWriter | ThreadWriter:
    return LoopWriter(engine) if engine.dialect.name == "sqlite" else ThreadWriter(engine)


Writer = LoopWriter | ThreadWriter
