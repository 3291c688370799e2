"""The door of ``tabletop serve``: how many connections it keeps open, and for how long a
request may take to arrive.

uvicorn keeps a connection that never finishes its request headers open forever, and opens
as many as clients ask for; under a descriptor limit a few hundred such connections lock
out real users. Its HTTP and WebSocket protocol classes are extended here (uvicorn is
pinned) to refuse a connection over the limits at once, with a short 503, and to close one
whose request (headers and body) has not arrived within ``Limits.request_seconds``.
A WebSocket, once upgraded, is kept: it must say hello in time (see ``app.play``) and is
counted until it closes.
"""

from __future__ import annotations

import asyncio
import resource
from typing import Any

from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol
from uvicorn.protocols.websockets.websockets_sansio_impl import WebSocketsSansIOProtocol

from .protocol import Limits

DESCRIPTORS_KEPT = 64  # for the database, the bot pool, logs and the listening socket
LINGER_SECONDS = 0.5  # a refused connection is read (and ignored) this long before it closes
BUSY = (
    b"HTTP/1.1 503 Service Unavailable\r\ncontent-type: text/plain\r\ncontent-length: %d\r\n"
    b"connection: close\r\n\r\n%s"
)


class Gate:
    """Open connections, counted per client address, within two limits."""

    def __init__(self, total: int, per_client: int) -> None:
        self.total = total
        self.per_client = per_client
        self.open: dict[int, str] = {}  # id(transport) -> client address
        self.by_client: dict[str, int] = {}

    def admit(self, transport: asyncio.BaseTransport, client: str) -> bytes | None:
        """Count a new connection, or say why it is refused."""
        if id(transport) in self.open:  # the same connection, upgraded to a WebSocket
            return None
        if len(self.open) >= self.total:
            return b"the server has all the connections it can take: try again soon"
        if self.by_client.get(client, 0) >= self.per_client:
            return b"too many connections from your address"
        self.open[id(transport)] = client
        self.by_client[client] = self.by_client.get(client, 0) + 1
        return None

    def left(self, transport: asyncio.BaseTransport) -> None:
        client = self.open.pop(id(transport), None)
        if client is not None:
            self.by_client[client] -= 1
            if not self.by_client[client]:
                del self.by_client[client]


def connection_limit(limits: Limits) -> int:
    """``Limits.connections``, or when 0 what the process's descriptor limit leaves room for."""
    if limits.connections:
        return limits.connections
    soft, _ = resource.getrlimit(resource.RLIMIT_NOFILE)
    return max(16, min(10_000, soft - DESCRIPTORS_KEPT))


def gated_protocols(limits: Limits) -> tuple[type, type, Gate]:
    """uvicorn's HTTP and WebSocket protocols behind one gate, and the gate."""
    gate = Gate(connection_limit(limits), limits.client_connections)

    def refused(protocol: Any, transport: asyncio.Transport) -> bool:
        """Whether the connection is turned away: then it is told why, and closed a moment
        later (closing at once, with its request unread, would reset it: the answer lost)."""
        client = protocol.client[0] if protocol.client else ""
        why = gate.admit(transport, client)
        if why is None:
            return False
        protocol.turned_away = True
        transport.write(BUSY % (len(why), why))
        if transport.can_write_eof():
            transport.write_eof()
        protocol.loop.call_later(LINGER_SECONDS, transport.close)
        return True

    class GatedHttp(HttpToolsProtocol):
        """HTTP with a connection count and a deadline for each request to arrive."""

        deadline: asyncio.TimerHandle | None = None
        turned_away = False

        def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
            super().connection_made(transport)
            if not refused(self, transport):
                self._arm()

        def connection_lost(self, exc: Exception | None) -> None:
            self._disarm()
            gate.left(self.transport)
            super().connection_lost(exc)

        def data_received(self, data: bytes) -> None:
            if not self.turned_away:
                super().data_received(data)

        def on_message_begin(self) -> None:
            super().on_message_begin()
            self._arm()  # the next request on a kept-alive connection

        def on_message_complete(self) -> None:
            self._disarm()
            super().on_message_complete()

        def handle_websocket_upgrade(self) -> None:
            self._disarm()
            super().handle_websocket_upgrade()

        def _arm(self) -> None:
            if self.deadline is None:
                self.deadline = self.loop.call_later(limits.request_seconds, self._too_slow)

        def _disarm(self) -> None:
            if self.deadline is not None:
                self.deadline.cancel()
                self.deadline = None

        def _too_slow(self) -> None:
            self.deadline = None
            self.transport.close()

    class GatedWebSocket(WebSocketsSansIOProtocol):
        """A WebSocket counted until it closes (it was counted as HTTP first)."""

        def connection_made(self, transport: asyncio.BaseTransport) -> None:  # type: ignore[override]
            super().connection_made(transport)
            refused(self, transport)  # type: ignore[arg-type]

        def connection_lost(self, exc: Exception | None) -> None:
            gate.left(self.transport)
            super().connection_lost(exc)

    return GatedHttp, GatedWebSocket, gate
