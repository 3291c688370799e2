"""What a running server is doing, as numbers a host can graph: ``GET /metrics`` in
Prometheus' text format (docs/server.md, "Metrics").

Counters are kept as things happen (a move committed, a room finished or dropped from
memory); the gauges are read when the page is asked for, from the hub itself, so they never
drift from what the server holds. Each app has a registry of its own: several servers in one
process (the tests) do not add up.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from prometheus_client import (
    CONTENT_TYPE_LATEST,
    CollectorRegistry,
    Counter,
    Gauge,
    Histogram,
    ProcessCollector,
    generate_latest,
)

if TYPE_CHECKING:
    from .rooms import Hub

# From a random bot's few milliseconds to a search cut at the server's time bound.
BOT_SECONDS = (0.01, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0, 60.0)


class ServerMetrics:
    """The server's counters and gauges, in a registry of their own."""

    content_type = CONTENT_TYPE_LATEST

    def __init__(self) -> None:
        self.registry = CollectorRegistry()
        ProcessCollector(registry=self.registry)  # memory (resident and virtual), CPU, files
        registry = self.registry
        moves = Counter(
            "tabletop_moves", "Moves committed, by bots and people.", ["by"], registry=registry
        )
        # Bound once: a label lookup costs more than the count, on the moves' hot path.
        self.bot_moves, self.people_moves = moves.labels(by="bot"), moves.labels(by="person")
        self.rooms_created = Counter(
            "tabletop_rooms_created", "Rooms created (lessons included).", registry=registry
        )
        self.rooms_finished = Counter(
            "tabletop_rooms_finished", "Rooms whose game ended here.", registry=registry
        )
        self.rooms_unloaded = Counter(
            "tabletop_rooms_unloaded",
            "Rooms dropped from memory by the sweep (finished or idle).",
            ["finished"],
            registry=registry,
        )
        self.bot_move_seconds = Histogram(
            "tabletop_bot_move_seconds",
            "From a bot's seat coming to move to its move being committed.",
            buckets=BOT_SECONDS,
            registry=registry,
        )
        self.hint_seconds = Histogram(
            "tabletop_hint_seconds",
            "From a hint asked to its answer (refusals not counted).",
            buckets=BOT_SECONDS,
            registry=registry,
        )

    def watch(self, hub: Hub) -> None:
        """The gauges read from ``hub`` whenever the metrics are asked for."""
        rooms = hub.rooms
        self._gauge("tabletop_rooms_loaded", "Rooms in memory.", lambda: len(rooms))
        self._gauge("tabletop_rooms_live", "Unfinished rooms in memory.", hub.live)
        self._gauge(
            "tabletop_websockets",
            "WebSockets connected to a room (seats and spectators).",
            lambda: sum(len(room.connections) for room in rooms.values()),
        )
        self._gauge(
            "tabletop_bots_thinking",
            "Bot seats waiting for their move (queued or computing).",
            lambda: sum(len(room.thinking) for room in rooms.values()),
        )
        self._gauge(
            "tabletop_hints_in_flight",
            "Hints asked and not yet answered.",
            lambda: sum(hub.hints.values()),
        )
        pool = hub.pool
        self._gauge(
            "tabletop_bot_workers",
            "Worker processes of the bot pool (with --bot-queue: live workers on the queue).",
            pool.worker_count,
        )
        self._gauge(
            "tabletop_bot_jobs_waiting",
            "Bot moves and hints queued for a worker, every client's.",
            pool.waiting,
        )
        self._gauge(
            "tabletop_bot_heartbeat_age_seconds",
            "Seconds since the most silent worker's last heartbeat (one silent 1.5 s is replaced).",
            pool.heartbeat_age,
        )
        self._gauge(
            "tabletop_bot_workers_replaced",
            "Workers killed (frozen, dead or stuck) and replaced since the start.",
            lambda: pool.replaced,
        )
        self._gauge(
            "tabletop_rooms_led",
            "Rooms whose bots and clock this process runs (several servers on one database).",
            lambda: len(hub.led),
        )

    def watch_connections(self, count: Callable[[], int]) -> None:
        """The open connections the server's gate counts (HTTP and WebSocket)."""
        self._gauge("tabletop_connections", "Open connections (HTTP and WebSocket).", count)

    def _gauge(self, name: str, help_text: str, read: Callable[[], float]) -> None:
        Gauge(name, help_text, registry=self.registry).set_function(read)

    def page(self) -> bytes:
        return generate_latest(self.registry)
