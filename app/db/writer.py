"""A single writer thread that commits queued writes in batches (group commit).

Every move is acknowledged only after its transaction commits. Moves arriving together, from any
number of matches, share one transaction and one commit, which is what lets one process keep up
with many concurrent games on SQLite (one writer at a time) and saves round trips on PostgreSQL.
If a batch fails, each job is retried in its own transaction so only the faulty one fails.
"""

from __future__ import annotations

import asyncio
import queue
import threading
from dataclasses import dataclass
from typing import Any, Callable

from sqlalchemy import Connection, Engine

Job = Callable[[Connection], Any]

MAX_BATCH = 256


@dataclass(slots=True)
class _Pending:
    job: Job
    loop: asyncio.AbstractEventLoop
    future: asyncio.Future


class Writer:
    def __init__(self, engine: Engine) -> None:
        self.engine = engine
        self._queue: queue.SimpleQueue[_Pending | None] = queue.SimpleQueue()
        self._thread = threading.Thread(target=self._run, name="db-writer", daemon=True)
        self._thread.start()

    async def write(self, job: Job) -> Any:
        """Run `job(connection)` inside a committed transaction; return its result."""
        loop = asyncio.get_running_loop()
        fut = loop.create_future()
        self._queue.put(_Pending(job, loop, fut))
        return await fut

    def close(self) -> None:
        self._queue.put(None)
        self._thread.join(timeout=10)

    def _run(self) -> None:
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
            self._commit(batch)
            if stop:
                return

    def _commit(self, batch: list[_Pending]) -> None:
        try:
            with self.engine.begin() as conn:
                results = [p.job(conn) for p in batch]
        except Exception as exc:
            if len(batch) == 1:
                _settle(batch[0], error=exc)
                return
            for p in batch:
                self._commit([p])
            return
        for p, result in zip(batch, results):
            _settle(p, result=result)


def _settle(p: _Pending, result: Any = None, error: BaseException | None = None) -> None:
    def done() -> None:
        if p.future.done():
            return
        if error is not None:
            p.future.set_exception(error)
        else:
            p.future.set_result(result)

    try:
        p.loop.call_soon_threadsafe(done)
    except RuntimeError:  # the loop has closed; nobody is waiting any more
        pass
