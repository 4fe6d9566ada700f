"""A minimal keep-alive HTTP/1.1 client on asyncio streams.

The load client must cost the shared CPU as little as possible, so it speaks just enough HTTP
for JSON requests to one server over one connection per simulated player.
"""

from __future__ import annotations

import asyncio
import time

import orjson


IDLE_SECONDS = 3.0  # under uvicorn's keep-alive timeout (5 s)


class HttpConnection:
    def __init__(self, host: str, port: int) -> None:
        self.host, self.port = host, port
        self.reader: asyncio.StreamReader | None = None
        self.writer: asyncio.StreamWriter | None = None
        self.used = 0.0

    async def _connect(self) -> None:
        self.reader, self.writer = await asyncio.open_connection(self.host, self.port)

    async def request(self, method: str, path: str, body=None, token: str | None = None,
                      parse: bool = True) -> tuple[int, object]:
        """(status, the answer's JSON); with `parse` false the answer is left as bytes (a load
        that needs only the status does not pay for reading a view)."""
        now = time.monotonic()
        if self.writer is not None and now - self.used > IDLE_SECONDS:
            self.close()  # the server drops idle keep-alive connections; open a new one first
        self.used = now
        if self.writer is None:
            await self._connect()
        data = b"" if body is None else orjson.dumps(body)
        head = [f"{method} {path} HTTP/1.1", f"Host: {self.host}:{self.port}"]
        if token:
            head.append(f"Authorization: Bearer {token}")
        if body is not None:
            head.append("Content-Type: application/json")
        head.append(f"Content-Length: {len(data)}")
        self.writer.write(("\r\n".join(head) + "\r\n\r\n").encode() + data)
        status_line = await self.reader.readline()
        if not status_line:
            self.writer = None
            raise ConnectionError("server closed the connection")
        status = int(status_line.split()[1])
        length = 0
        close = False
        while True:
            line = await self.reader.readline()
            if line in (b"\r\n", b""):
                break
            name, _, value = line.decode("latin-1").partition(":")
            name = name.lower()
            if name == "content-length":
                length = int(value)
            elif name == "connection" and value.strip().lower() == "close":
                close = True
        payload = await self.reader.readexactly(length) if length else b""
        if close:
            self.close()
        if not parse:
            return status, payload
        return status, (orjson.loads(payload) if payload else None)

    def close(self) -> None:
        if self.writer is not None:
            self.writer.close()
            self.writer = None
