"""The web server: rooms, seats and live play over WebSocket (docs/server.md)."""

from __future__ import annotations

import contextlib
import socket

import click

from tabletop.engine import ConfigError
from tabletop.i18n import Translator
from tabletop.i18n.common import ERRORS, REPORT
from tabletop.present import EN

from .protocol import MAX_MESSAGE_BYTES, BadRequest, Limits, OriginPolicy


def serve(
    host: str,
    port: int,
    db: str,
    bot_workers: int,
    limits: tuple[str, ...] = (),
    allow_origins: tuple[str, ...] = (),
    t: Translator = EN,
    bot_queue: bool = False,
) -> None:
    """Run ``tabletop serve`` until interrupted, saying where in ``t``'s language; a bad
    database URL, limit or origin, or a database another server serves, is a ConfigError."""
    import uvicorn
    from sqlalchemy.exc import SQLAlchemyError

    from .app import create_app
    from .gate import gated_protocols

    if bot_queue:
        _postgres(db)
    try:
        checked = Limits.parse(limits)
        origins = OriginPolicy.served(host, allow_origins)
    except BadRequest as exc:
        raise ConfigError(msgid=exc.message, values=exc.values) from None
    try:
        app = create_app(db, bot_workers, limits=checked, origins=origins, bot_queue=bot_queue)
    except ImportError as exc:  # a database whose driver is not installed
        values = {"db": repr(db), "error": str(exc)}
        raise ConfigError(msgid=ERRORS["db_driver"], values=values) from None
    except ConfigError as exc:  # another program's database, or one another server serves
        values = {"db": repr(db), "error": exc}
        raise ConfigError(msgid=ERRORS["db_unusable"], values=values) from None
    except SQLAlchemyError as exc:  # not a database: the driver's words
        said = " ".join(str(exc.args[0] if exc.args else exc).split())  # one line (psycopg: 2)
        values = {"db": repr(db), "error": said}
        raise ConfigError(msgid=ERRORS["db_unusable"], values=values) from None
    # Bound here, before the address is printed: a port in use is one clear error, and
    # --port 0 prints the port the system chose.
    listening = socket.socket(socket.AF_INET6 if ":" in host else socket.AF_INET)
    listening.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        listening.bind((host, port))
        listening.listen(2048)
    except OSError as exc:
        listening.close()
        values = {"host": host, "port": port, "reason": exc.strerror or str(exc)}
        raise ConfigError(msgid=ERRORS["listen"], values=values) from None
    port = listening.getsockname()[1]
    shown = "localhost" if host in ("127.0.0.1", "::1") else host
    click.echo(t.format(REPORT["serving"], url=f"http://{shown}:{port}/"))
    http, websocket, gate = gated_protocols(checked)
    app.state.metrics.watch_connections(lambda: len(gate.open))
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


def work(db: str, name: str | None = None, t: Translator = EN) -> None:
    """Run ``tabletop worker``: take bot moves and hints from the queue in PostgreSQL until
    interrupted (jobqueue.py); a database that is not PostgreSQL, or not there, is a
    ConfigError."""
    import signal

    conninfo = _postgres(db)
    try:
        from .jobqueue import Worker

        worker = Worker(conninfo, name)
    except ImportError as exc:  # the postgres extra is not installed
        values = {"db": repr(db), "error": str(exc)}
        raise ConfigError(msgid=ERRORS["db_driver"], values=values) from None
    except Exception as exc:  # psycopg's OperationalError: not there, refused, wrong password
        said = " ".join(str(exc).split())
        values = {"db": repr(db), "error": said}
        raise ConfigError(msgid=ERRORS["db_unusable"], values=values) from None
    click.echo(t.format(REPORT["working"], name=worker.name))

    def stop(_signum: int, _frame: object) -> None:
        raise KeyboardInterrupt  # systemd's stop: leave the queue as Ctrl-C does

    signal.signal(signal.SIGTERM, stop)
    with contextlib.suppress(KeyboardInterrupt):
        worker.serve()


def _postgres(db: str) -> str:
    """``db`` as psycopg's connection string; a ConfigError if it is not PostgreSQL's URL (the
    bot queue lives there)."""
    from sqlalchemy.engine import make_url
    from sqlalchemy.exc import ArgumentError

    try:
        parsed = make_url(db)
    except ArgumentError as exc:
        values = {"db": repr(db), "error": str(exc)}
        raise ConfigError(msgid=ERRORS["db_unusable"], values=values) from None
    if parsed.get_backend_name() != "postgresql":
        raise ConfigError(msgid=ERRORS["bot_queue_postgres"])
    return parsed.set(drivername="postgresql").render_as_string(hide_password=False)
