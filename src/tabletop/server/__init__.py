"""The web server: rooms, seats and live play over WebSocket (docs/server.md)."""

from __future__ import annotations

import socket

import click

from tabletop.engine import ConfigError

from .protocol import MAX_MESSAGE_BYTES, BadRequest, Limits, OriginPolicy


def serve(
    host: str,
    port: int,
    db: str,
    bot_workers: int,
    limits: tuple[str, ...] = (),
    allow_origins: tuple[str, ...] = (),
) -> None:
    """Run ``tabletop serve`` until interrupted; a bad database URL, limit or origin, or a
    database another server serves, is a ConfigError."""
    import uvicorn
    from sqlalchemy.exc import SQLAlchemyError

    from .app import create_app
    from .gate import gated_protocols

    try:
        checked = Limits.parse(limits)
        origins = OriginPolicy.served(host, allow_origins)
    except BadRequest as exc:
        raise ConfigError(str(exc)) from None
    try:
        app = create_app(db, bot_workers, limits=checked, origins=origins)
    except ImportError as exc:  # a database whose driver is not installed
        raise ConfigError(f"cannot use --db {db!r}: its driver is not installed ({exc})") from None
    except (SQLAlchemyError, ConfigError) as exc:  # not a database, or another program's
        said = " ".join(str(exc.args[0] if exc.args else exc).split())  # one line (psycopg: 2)
        raise ConfigError(f"cannot use --db {db!r}: {said}") from None
    # Bound here, before the address is printed: a port in use is one clear error, and
    # --port 0 prints the port the system chose.
    listening = socket.socket(socket.AF_INET6 if ":" in host else socket.AF_INET)
    listening.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        listening.bind((host, port))
        listening.listen(2048)
    except OSError as exc:
        listening.close()
        raise ConfigError(f"cannot listen on {host} port {port}: {exc.strerror or exc}") from None
    port = listening.getsockname()[1]
    shown = "localhost" if host in ("127.0.0.1", "::1") else host
    click.echo(f"tabletop is serving at http://{shown}:{port}/  (Ctrl+C stops it)")
    http, websocket, _ = gated_protocols(checked)
    # Views are a few kilobytes: compressing them costs more CPU than it saves on a LAN.
    config = uvicorn.Config(
        app,
        http=http,
        ws=websocket,
        ws_max_size=MAX_MESSAGE_BYTES,
        ws_per_message_deflate=False,
        log_level="warning",
    )
    uvicorn.Server(config).run(sockets=[listening])
