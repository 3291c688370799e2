"""A local Ray for one test module: starting it costs seconds, so a module shares one.

On a busy machine Ray's raylet can give up waiting for its own agents at start-up, so it is
started again, up to three times.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from types import ModuleType


@contextmanager
def local_ray(ray: ModuleType, num_cpus: int) -> Iterator[None]:
    """Ray started on this machine with ``num_cpus`` and no dashboard, shut down after."""
    for attempt in range(3):
        try:
            ray.init(num_cpus=num_cpus, include_dashboard=False, log_to_driver=False)
            break
        except Exception:
            ray.shutdown()
            if attempt == 2:
                raise
    try:
        yield
    finally:
        ray.shutdown()
    assert not ray.is_initialized()
