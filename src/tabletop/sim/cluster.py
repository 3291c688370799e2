"""Simulation on a Ray cluster: the same games as ``--jobs``, spread over many machines.

A run is cut into the same chunks of game indices as the process backend, each chunk one Ray
task; game ``i`` gets the seeds it gets anywhere (see ``simulate.game_seed``) and the results
are handed back in game order, so a run gives the same games on Ray as on processes. A task
whose worker dies (a killed process, a lost machine) is run again by Ray; its games count
once, from the attempt that finished, since a chunk's result is taken only from its task's
return value.

Ray is an optional extra (``pip install 'tabletop[cluster]'``): it is imported only here, and
only when a run asks for a cluster.
"""

from __future__ import annotations

import logging
import os
import re
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from tabletop.engine import ConfigError, Error
from tabletop.i18n.common import ERRORS

from .simulate import Plan, chunked, play_chunk

LOCAL = "ray"  # start a Ray of our own on this machine for the run
_ADDRESS = re.compile(r"ray://[^\s:/]+:\d{1,5}")
RETRIES = 3  # attempts after a worker dies, per chunk


def check_address(address: str) -> str:
    """``ray`` (a local Ray for the run), ``auto`` (the cluster this machine belongs to) or
    ``ray://HOST:PORT``; anything else is a ConfigError saying which forms exist."""
    if address in (LOCAL, "auto") or _ADDRESS.fullmatch(address):
        return address
    raise ConfigError(msgid=ERRORS["cluster_address"], values={"address": repr(address)})


def _ray() -> Any:
    try:
        import ray
    except ImportError:
        raise ConfigError(msgid=ERRORS["cluster_needs_ray"]) from None
    return ray


@contextmanager
def session(address: str, cpus: int | None = None) -> Iterator[None]:
    """Ray connected for the block: a local Ray of ``cpus`` CPUs started for it (``ray``), or
    the cluster at ``address``. A Ray already connected (a caller's session) is used as it is
    and left running; one started here is shut down on leaving, also after an error."""
    check_address(address)
    ray = _ray()
    if ray.is_initialized():
        yield
        return
    options: dict[str, Any] = {
        "include_dashboard": False,
        "log_to_driver": False,
        "logging_level": logging.WARNING,  # stderr keeps the progress bar, not Ray's start-up
    }
    if address == LOCAL:
        options["num_cpus"] = cpus or os.cpu_count() or 1
    else:
        options["address"] = address
    try:
        ray.init(**options)
    except (ConnectionError, ValueError, RuntimeError) as error:
        values = {"address": address, "error": str(error)}
        raise ConfigError(msgid=ERRORS["cluster_connect"], values=values) from None
    try:
        yield
    finally:
        ray.shutdown()


def run(
    plan: Plan,
    address: str,
    progress: Callable[[int], None] | None = None,
    start: int = 0,
    jobs: int | None = None,
) -> Iterator[dict[str, Any]]:
    """Yield the summary of every game from ``start`` on in game order, played as Ray tasks.

    ``jobs`` sizes a local Ray (``address`` ``ray``) and the chunks; on a cluster the chunks are
    cut for its CPUs. At most a few chunks per CPU are in flight, so a long run holds little
    memory and a stop leaves little work behind.
    """
    with session(address, jobs):
        ray = _ray()
        cpus = max(1, int(ray.cluster_resources().get("CPU", 1)))
        chunks = chunked(plan.games, start, jobs or cpus)
        remote = ray.remote(max_retries=RETRIES, retry_exceptions=False)(play_chunk)
        shared_plan = ray.put(plan)
        waiting = iter(enumerate(chunks))
        in_flight: dict[Any, int] = {}
        done: dict[int, list[dict[str, Any]]] = {}
        next_index = 0

        def submit() -> None:
            for number, chunk in waiting:
                in_flight[remote.remote(shared_plan, chunk)] = number
                if len(in_flight) >= 4 * cpus:
                    return

        try:
            submit()
            while in_flight:
                ready, _ = ray.wait(list(in_flight), num_returns=1)
                for ref in ready:
                    number = in_flight.pop(ref)
                    results = _result(ray, ref, chunks[number])
                    done[number] = results
                    if progress:
                        progress(len(results))
                submit()
                while next_index in done:
                    yield from done.pop(next_index)
                    next_index += 1
        finally:
            for ref in in_flight:  # a stop (Ctrl-C, an error): nothing plays on
                ray.cancel(ref, force=True)


def _result(ray: Any, ref: Any, chunk: list[int]) -> list[dict[str, Any]]:
    """A chunk's games; a chunk Ray could not play (its workers died on every retry, its node
    was lost) is one line naming the games, not Ray's traceback. An error raised by the games'
    own code is a bug and keeps its traceback."""
    try:
        return ray.get(ref)
    except ray.exceptions.RayTaskError:
        raise
    except ray.exceptions.RayError as error:
        first_line = str(error).strip().splitlines()[0] if str(error).strip() else type(error)
        values = {"first": chunk[0], "last": chunk[-1], "retries": RETRIES, "error": first_line}
        raise Error(msgid=ERRORS["cluster_retries"], values=values) from None
