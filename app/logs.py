"""Logging safeguards: the server log never carries a frame's or a request's content.

The websocket protocol traces every frame ("< TEXT '{...token...}'") at debug level; a hello
frame carries a seat token, so those records are dropped whatever the log level.
"""

from __future__ import annotations

import logging

FRAME_TRACE_PREFIXES = ("< ", "> ")


class DropFrameTraces(logging.Filter):
    def filter(self, record: logging.LogRecord) -> bool:
        msg = record.msg if isinstance(record.msg, str) else ""
        return not msg.startswith(FRAME_TRACE_PREFIXES)


def install() -> None:
    for name in ("uvicorn.error", "websockets", "websockets.server", "websockets.protocol"):
        logger = logging.getLogger(name)
        if not any(isinstance(f, DropFrameTraces) for f in logger.filters):
            logger.addFilter(DropFrameTraces())
