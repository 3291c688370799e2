"""The MaskablePPO example run to the end: its learning curve and final win rates.

    python benchmarks/bench_ppo_gunrain.py [--opponent random] [--steps 100000]

Runs ``examples/maskable_ppo_gunrain.py`` (needs ``pip install -e '.[rl,train]'``) with the
given options, then prints the learning curve (the greedy policy's win rate against the
training opponent on 50 fixed seeds after every 10,000 steps) and the win rates against the
random and the heuristic bot on the same 200 seeds, with the wall and CPU time it took.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "examples"))

import maskable_ppo_gunrain


def main() -> None:
    wall, cpu = time.perf_counter(), time.process_time()
    maskable_ppo_gunrain.main(sys.argv[1:])
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    print(f"took {wall:.0f} s ({cpu:.0f} s of CPU)")


if __name__ == "__main__":
    main()
