"""A TCP proxy on 127.0.0.1 that a test can cut and restore, to play a Redis outage without
touching the Redis server itself (which other tests share)."""

from __future__ import annotations

import selectors
import socket
import threading


class TcpProxy:
    """Forwards 127.0.0.1:`port` to 127.0.0.1:`upstream_port`. `cut()` drops every connection
    and refuses new ones; `restore()` listens again on the same port."""

    def __init__(self, upstream_port: int) -> None:
        self.upstream = ("127.0.0.1", upstream_port)
        self._listener = self._listen(0)
        self.port = self._listener.getsockname()[1]
        self._lock = threading.Lock()
        self._pairs: dict[socket.socket, socket.socket] = {}
        self._selector = selectors.DefaultSelector()
        self._selector.register(self._listener, selectors.EVENT_READ)
        self._stop = False
        self._thread = threading.Thread(target=self._run, daemon=True)
        self._thread.start()

    @staticmethod
    def _listen(port: int) -> socket.socket:
        s = socket.socket()
        s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        s.bind(("127.0.0.1", port))
        s.listen(64)
        s.setblocking(False)
        return s

    def _run(self) -> None:
        while not self._stop:
            with self._lock:
                keys = list(self._selector.get_map().values()) if self._selector.get_map() else []
            if not keys:
                threading.Event().wait(0.05)
                continue
            for key, _ in self._selector.select(timeout=0.05):
                with self._lock:
                    sock = key.fileobj
                    if sock is self._listener:
                        self._accept()
                    elif sock in self._pairs:
                        self._pump(sock)

    def _accept(self) -> None:
        try:
            client, _ = self._listener.accept()
        except OSError:
            return
        try:
            server = socket.create_connection(self.upstream, timeout=2)
        except OSError:
            client.close()
            return
        for s in (client, server):
            s.setblocking(False)
        self._pairs[client], self._pairs[server] = server, client
        self._selector.register(client, selectors.EVENT_READ)
        self._selector.register(server, selectors.EVENT_READ)

    def _pump(self, sock: socket.socket) -> None:
        other = self._pairs[sock]
        try:
            data = sock.recv(65536)
            if data:
                other.setblocking(True)
                other.sendall(data)
                other.setblocking(False)
                return
        except OSError:
            pass
        self._drop(sock)

    def _drop(self, sock: socket.socket) -> None:
        other = self._pairs.pop(sock, None)
        for s in (sock, other):
            if s is None:
                continue
            self._pairs.pop(s, None)
            try:
                self._selector.unregister(s)
            except (KeyError, ValueError):
                pass
            try:
                s.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass
            s.close()

    def cut(self) -> None:
        with self._lock:
            for sock in list(self._pairs):
                if sock in self._pairs:
                    self._drop(sock)
            self._selector.unregister(self._listener)
            self._listener.close()

    def restore(self) -> None:
        with self._lock:
            self._listener = self._listen(self.port)
            self._selector.register(self._listener, selectors.EVENT_READ)

    def close(self) -> None:
        self._stop = True
        self._thread.join(5)
        with self._lock:
            for sock in list(self._pairs):
                if sock in self._pairs:
                    self._drop(sock)
            try:
                self._listener.close()
            except OSError:
                pass
