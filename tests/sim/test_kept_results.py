"""The kept simulation records (results/*/*.jsonl.gz) replay to the results they recorded: the
rules as they are, compiled or not, play every kept game as it was played. A record made under
an older version of a game's rules is refused by name, as ``tabletop.replay`` must."""

from __future__ import annotations

import gzip
import json
from pathlib import Path

import pytest

import tabletop
from tabletop.engine import RecordError

RESULTS = Path(__file__).resolve().parents[2] / "results"
FILES = sorted(RESULTS.glob("*/*.jsonl.gz"))


def test_there_are_kept_records_of_every_game() -> None:
    assert {path.parent.name for path in FILES} >= {"friday", "gunrain", "kungfu"}


@pytest.mark.parametrize("path", FILES, ids=lambda path: f"{path.parent.name}/{path.name}")
def test_every_kept_game_replays_to_its_recorded_result(path: Path) -> None:
    games = 0
    with gzip.open(path, "rt", encoding="utf-8") as lines:
        for line in lines:
            row = json.loads(line)
            record = row["record"]
            games += 1
            if record["rules_version"] != tabletop.make(record["game"]).rules_version:
                with pytest.raises(RecordError):  # e.g. friday-1, before ruling F14's revision
                    tabletop.replay(record)
                continue
            result = tabletop.replay(record).result
            assert list(result.returns) == row["returns"], (path.name, row["index"])
            assert list(result.scores) == row["scores"], (path.name, row["index"])
    assert games > 0
