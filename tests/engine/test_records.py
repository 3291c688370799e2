"""Records: save, load, replay, and refusal of corrupt or foreign records (RecordError)."""

from __future__ import annotations

import json
import random

import pytest

import tabletop
from tabletop.engine import load, save


def finished_game():
    state = tabletop.make("friday", level=2).new_game(11)
    rnd = random.Random(11)
    while not state.is_over:
        state.apply(0, rnd.choice(state.legal_actions(0)))
    return state


def test_save_and_load_give_the_identical_state(tmp_path):
    state = finished_game()
    path = tmp_path / "game.json"
    save(state, path)
    again = load(path)
    assert again.view(0) == state.view(0)
    assert again.record() == state.record()
    assert again.result == state.result


def test_record_has_the_documented_fields():
    record = finished_game().record()
    assert set(record) == {"game", "rules_version", "options", "seed", "setup", "actions"}
    assert record["options"] == {"level": 2, "aging_draw": "top"}
    assert all(isinstance(p, int) and isinstance(n, str) for p, n in record["actions"])


def test_other_rules_version_is_refused():
    record = finished_game().record()
    record["rules_version"] = "friday-0"
    with pytest.raises(tabletop.RecordError, match="made with rules 'friday-0'"):
        tabletop.replay(record)


def test_illegal_action_in_record_is_refused_with_its_position():
    record = finished_game().record()
    record["actions"][3] = [0, "use R99"]
    with pytest.raises(tabletop.RecordError, match="record action 4 \\('use R99'\\) is illegal"):
        tabletop.replay(record)


@pytest.mark.parametrize(
    ("mutate", "message"),
    [
        (lambda r: r.pop("seed"), "no 'seed' field"),
        (lambda r: r.update(seed="x"), "'seed' must be an integer"),
        (lambda r: r.update(game="go"), "unknown game 'go'"),
        (lambda r: r.update(options={"level": 9}), "options or setup are invalid"),
        (lambda r: r.update(setup={"life": -1}), "'life' must be an integer"),
        (lambda r: r["actions"].append("draw"), "must be \\[player, notation\\]"),
    ],
)
def test_corrupt_records_are_refused(mutate, message):
    record = finished_game().record()
    mutate(record)
    with pytest.raises(tabletop.RecordError, match=message):
        tabletop.replay(record)


def test_unwritable_save_path_is_a_clear_error(tmp_path):
    with pytest.raises(tabletop.Error, match="cannot write"):
        save(finished_game(), tmp_path / "no-such-dir" / "game.json")


def test_unreadable_files_are_record_errors(tmp_path):
    with pytest.raises(tabletop.RecordError, match="cannot read"):
        load(tmp_path / "missing.json")
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    with pytest.raises(tabletop.RecordError, match="not valid JSON"):
        load(bad)
    bad.write_bytes(b"\xff\xfe\x00binary")
    with pytest.raises(tabletop.RecordError, match="not a text file"):
        load(bad)
    bad.write_text(json.dumps([1, 2]))
    with pytest.raises(tabletop.RecordError, match="must be a JSON object"):
        load(bad)


@pytest.mark.parametrize(
    "text",
    ["[" * 100_000 + "]" * 100_000, '{"seed": ' + "9" * 5000 + "}"],
    ids=["nested too deep", "an integer of 5,000 digits"],
)
def test_json_python_cannot_read_is_a_record_error(tmp_path, text):
    path = tmp_path / "odd.json"
    path.write_text(text)
    with pytest.raises(tabletop.RecordError, match="is not JSON this reads"):
        tabletop.load(path)
