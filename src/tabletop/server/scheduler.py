"""Fair shares of the bot workers: jobs wait per client and clients are served in turn.

A client is an address: the one that created the room, for its bots' moves; the asker's, for
a hint. Each client's jobs wait in its own queue, in order. A free worker goes to a waiting
client under its share, the one holding the fewest workers first, then the one served least
lately (a client that had nothing waiting comes first), then the one that came first. A
client's share is ``ceil(workers / active clients)`` (active: a job running or waiting), and
with two workers or more it is never all of them: one stays free for the next client that
holds none. So one client's expensive rooms never hold up another client's next job for more
than the rest of one job, and for nothing while a worker is kept free.

The same rule picks the next job of the queue in PostgreSQL that ``tabletop worker``
processes share (jobqueue.py): :func:`share` and :func:`fair_order` are written once for both.
"""

from __future__ import annotations

import asyncio
import itertools
import math
from collections import deque
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass, field


def share(places: int, clients: int) -> int:
    """The most of ``places`` workers one of ``clients`` active clients may hold."""
    most = places - 1 if places >= 2 else places
    return min(most, math.ceil(places / max(1, clients)))


def fair_order(places: int, clients: list[tuple[str, int, float | None, float, bool]]) -> list[str]:
    """The clients that may be given a worker now, the first to be served first: each is
    ``(name, workers held, when last served or None, when it became active, has a job
    waiting)``, every active client given."""
    most = share(places, len(clients))
    ready = [
        (held, served is not None, served or 0.0, arrival, name)
        for name, held, served, arrival, waits in clients
        if waits and held < most
    ]
    return [name for *_, name in sorted(ready)]


@dataclass
class _Client:
    arrival: int  # when it became active: the last tie-break
    held: int = 0  # workers it holds
    served: int = -1  # when it was last given a worker (-1: not since it became active)
    waiting: deque[asyncio.Future[None]] = field(default_factory=deque)


class FairScheduler:
    """Hands ``slots`` places (one a worker) to jobs, fairly across clients."""

    def __init__(self, slots: int) -> None:
        self.slots = slots
        self.free = slots
        self.clients: dict[str, _Client] = {}
        self._clock = itertools.count()

    def share(self) -> int:
        """The most workers one client may hold now."""
        return share(self.slots, len(self.clients))

    def holding(self, client: str) -> int:
        """The workers ``client`` holds now."""
        known = self.clients.get(client)
        return known.held if known else 0

    def waiting(self) -> int:
        """Jobs waiting for a worker, every client's."""
        return sum(len(c.waiting) for c in self.clients.values())

    @asynccontextmanager
    async def turn(self, client: str) -> AsyncIterator[None]:
        """Wait for a worker in ``client``'s queue; hold it inside the block."""
        known = self.clients.get(client)
        if known is None:
            known = self.clients[client] = _Client(next(self._clock))
        granted: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        known.waiting.append(granted)
        self._dispatch()
        try:
            await granted
        except asyncio.CancelledError:
            if granted.done() and not granted.cancelled():
                self._release(client)  # granted as it was cancelled: hand the place on
            else:  # still in the queue: leave it
                if granted in known.waiting:
                    known.waiting.remove(granted)
                self._forget(client)
                self._dispatch()  # the share may have grown for the others
            raise
        try:
            yield
        finally:
            self._release(client)

    def _release(self, client: str) -> None:
        self.clients[client].held -= 1
        self.free += 1
        self._forget(client)
        self._dispatch()

    def _forget(self, client: str) -> None:
        """Drop a client with nothing running or waiting (it is new again when it comes back)."""
        known = self.clients.get(client)
        if known is not None and not known.held and not known.waiting:
            del self.clients[client]

    def _dispatch(self) -> None:
        """Give the free places to the waiting clients, by the rule of the module's text."""
        while self.free:
            ready = fair_order(
                self.slots,
                [
                    (name, c.held, None if c.served < 0 else c.served, c.arrival, bool(c.waiting))
                    for name, c in self.clients.items()
                ],
            )
            if not ready:
                return
            name = ready[0]
            chosen = self.clients[name]
            if chosen.waiting[0].cancelled():  # its task is leaving the queue (see turn)
                chosen.waiting.popleft()
                continue
            chosen.held += 1
            chosen.served = next(self._clock)
            self.free -= 1
            chosen.waiting.popleft().set_result(None)
