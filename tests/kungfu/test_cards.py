"""Card data (K1, K5): the schema, its validation errors, condition labels and the stats.

A bad card file raises ConfigError naming the card and the field, and nothing is created.
"""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path

import pytest

import tabletop
from tabletop import ConfigError
from tabletop.rulesets.kungfu import stats
from tabletop.rulesets.kungfu.cards import KINDS, Condition, load_cards, parse_cards

from .helpers import BUILTIN_TEXT, builtin_data

DOCS = Path(__file__).resolve().parents[2] / "docs" / "kungfu-cards.md"


def edit(change) -> dict:
    data = builtin_data()
    change(data)
    return data


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda d: d.clear(), "top level: missing non-empty list 'cards'"),
        (lambda d: d.update(deck=[]), "top level: unknown field 'deck'"),
        (lambda d: d["cards"][3].pop("name"), r"cards\[3\] \(K04\): missing field 'name'"),
        (lambda d: d["cards"][1].update(id="K01"), r"cards\[1\] \(K01\): duplicate id 'K01'"),
        (lambda d: d["cards"][1].update(id="k01"), r"cards\[1\] \(k01\): id differs from 'K01'"),
        (lambda d: d["cards"][0].update(id="K 1"), r"cards\[0\] \(K 1\): .*must not contain"),
        # a tab too: notation normalises any whitespace, so such a card could never be played
        (lambda d: d["cards"][0].update(id="K\t1"), r"cards\[0\] \(K\t1\): .*must not contain"),
        (
            lambda d: d["cards"][5].update(initiative="fast"),
            r"cards\[5\] \(K06\): field 'initiative' must be an integer 0-99, got 'fast'",
        ),
        (
            lambda d: d["cards"][7].update(symbol="fire"),
            r"cards\[7\] \(K08\): field 'symbol' must be one of hp, atk, def, hit, avo",
        ),
        (lambda d: d["cards"][2].update(power=3), r"cards\[2\] \(K03\): unknown field 'power'"),
        (
            lambda d: d["cards"][0].update(condition={"kind": "magic"}),
            r"cards\[0\] \(K01\): field 'condition': field 'kind' must be one of none, faces",
        ),
        (
            lambda d: d["cards"][2].update(condition={"kind": "faces", "faces": [7]}),
            r"cards\[2\] \(K03\): field 'condition': 'faces' must be a list of 1-7 faces 1-6",
        ),
        (
            lambda d: d["cards"][5].update(condition={"kind": "equal", "dice": 1}),
            r"cards\[5\] \(K06\): field 'condition': field 'dice' must be an integer 2-7",
        ),
        (
            lambda d: d["cards"][6].update(
                condition={"kind": "sum", "dice": 2, "op": "=>", "value": 9}
            ),
            r"cards\[6\] \(K07\): field 'condition': field 'op' must be one of <, <=, >, >=, =",
        ),
        (
            lambda d: d["cards"][6].update(
                condition={"kind": "sum", "dice": 2, "op": "=", "value": 13}
            ),
            r"cards\[6\] \(K07\): field 'condition': '= 13' can never be met",
        ),
        (
            lambda d: d["cards"][10].update(
                condition={"kind": "open_sum", "dice": 3, "op": ">=", "value": 15}
            ),
            r"cards\[10\] \(K11\): field 'condition': unexpected field 'dice'",
        ),
        (
            lambda d: d["cards"][0].update(box={}),
            r"cards\[0\] \(K01\): field 'box': must be a non-empty object of marks",
        ),
        (
            lambda d: d["cards"][0].update(box={"kick": 2}),
            r"cards\[0\] \(K01\): field 'box': unknown mark 'kick'",
        ),
        (
            lambda d: d["cards"][0].update(box={"atk": 0}),
            r"cards\[0\] \(K01\): field 'box': mark 'atk' must be an integer 1-99",
        ),
        (
            lambda d: d["cards"][0].update(box={"atk": 2, "def": 1}),
            r"cards\[0\] \(K01\): field 'box': mixes attack marks",
        ),
    ],
)
def test_a_bad_card_file_names_the_card_and_the_field(tmp_path, change, message):
    path = tmp_path / "cards.json"
    path.write_text(json.dumps(edit(change)), encoding="utf-8")
    with pytest.raises(ConfigError, match=message):
        tabletop.make("kungfu", cards=str(path))


def test_unreadable_or_non_json_card_files(tmp_path):
    with pytest.raises(ConfigError, match="cannot read Kung Fu card file"):
        tabletop.make("kungfu", cards=str(tmp_path / "missing.json"))
    bad = tmp_path / "bad.json"
    bad.write_text("{not json", encoding="utf-8")
    with pytest.raises(ConfigError, match="is not valid JSON"):
        tabletop.make("kungfu", cards=bad)
    # found by fuzzing: JSON Python cannot read (too deep, a 5,000-digit number), a NUL path
    for text in ("[" * 5000 + "]" * 5000, '{"cards": ' + "9" * 5000 + "}"):
        bad.write_text(text, encoding="utf-8")
        with pytest.raises(ConfigError, match="is not JSON this reads"):
            tabletop.make("kungfu", cards=bad)
    with pytest.raises(ConfigError, match="cannot read Kung Fu card file"):
        tabletop.make("kungfu", cards="a\0b.json")
    bad.write_bytes(b"\xff\xfe binary")
    with pytest.raises(ConfigError, match="is not a text file"):
        tabletop.make("kungfu", cards=bad)


@pytest.mark.parametrize("field", ["id", "name"])
def test_a_lone_surrogate_in_a_card_file_is_refused_on_load(tmp_path, capsys, field):
    """JSON's "\\ud800" reads as a lone surrogate: the set loaded, then printing it (the
    stats, a screen) was a UnicodeEncodeError. It is refused at load, and the script says so
    in one line."""
    path = tmp_path / "cards.json"
    path.write_text(json.dumps(edit(lambda d: d["cards"][0].update({field: "K\ud800"}))))
    message = f"cards\\[0\\].*: field '{field}' holds a lone surrogate, which is no text"
    with pytest.raises(ConfigError, match=message):
        tabletop.make("kungfu", cards=path)
    assert stats.main([str(path)]) == 2
    assert "lone surrogate" in capsys.readouterr().err


def test_the_script_reports_a_missing_card_file_in_one_line(tmp_path, capsys):
    """It printed a traceback ending in ConfigError; like the tabletop command it prints
    'error: ...' on stderr and exits with 2."""
    missing = tmp_path / "none.json"
    assert stats.main([str(missing)]) == 2
    printed = capsys.readouterr()
    assert printed.out == ""
    assert (
        printed.err
        == f"error: cannot read Kung Fu card file {missing}: No such file or directory\n"
    )


def test_a_card_set_must_be_able_to_deal(tmp_path):
    small = edit(lambda d: d.update(cards=d["cards"][:30]))
    path = tmp_path / "small.json"
    path.write_text(json.dumps(small), encoding="utf-8")
    tabletop.make("kungfu", players=3, cards=path)  # 30 cards: enough for 3 players
    with pytest.raises(ConfigError, match="has 30 cards; 4 players need 40"):
        tabletop.make("kungfu", players=4, cards=path)

    def one_symbol(d: dict) -> None:
        for card in d["cards"]:
            card["symbol"] = "atk"

    path.write_text(json.dumps(edit(one_symbol)), encoding="utf-8")
    with pytest.raises(ConfigError, match="cannot give 2 players 10 cards with at most 5"):
        tabletop.make("kungfu", cards=path)


def test_the_record_keeps_the_card_file_path(tmp_path):
    path = tmp_path / "copy.json"
    path.write_text(BUILTIN_TEXT, encoding="utf-8")
    state = tabletop.make("kungfu", cards=path).new_game(1)
    record = json.loads(json.dumps(state.record()))
    assert record["options"]["cards"] == str(path)
    assert tabletop.replay(record).view(0) == state.view(0)


def test_condition_labels_write_operators_explicitly():
    """K5: the printed forms, operators written out."""
    labels = {c.id: c.condition.label() for c in load_cards().cards}
    assert labels["K01"] == "❌"
    assert labels["K19"] == "1 2 3"
    assert labels["K15"] == "x x x"
    assert labels["K12"] == "x y z"
    assert labels["K17"] == "□+□ = 12"
    assert labels["K07"] == "□+□ >= 9"
    assert labels["K16"] == "□+… >= 20"
    assert labels["K24"] == "□+… < 3"


def test_parse_cards_accepts_the_builtin_file_as_data():
    card_set = parse_cards(builtin_data(), "test")
    assert card_set.source == "test" and len(card_set) == 74
    assert card_set.cards[3].box_label() == "🤜5"


# --- the statistics script ----------------------------------------------------------------


def test_exact_probabilities():
    cond = load_cards().condition
    tiger_claw, crane_beak = cond[3], cond[5]  # K04 '6', K06 'x x'
    assert stats.p_meet(tiger_claw, 1) == Fraction(1, 6)
    assert stats.p_meet(tiger_claw, 7) == 1 - Fraction(5, 6) ** 7
    assert stats.p_meet(crane_beak, 7) == 1  # 7 dice always hold a pair
    assert stats.p_meet(crane_beak, 1) == 0


def test_redeal_probability_is_small_and_exact():
    p = stats.p_redeal(load_cards())
    assert isinstance(p, Fraction) and 0 < p < Fraction(1, 20)


def test_docs_hold_the_current_statistics(capsys):
    """docs/kungfu-cards.md carries the script's output for the built-in set, verbatim."""
    assert stats.main([]) == 0
    printed = capsys.readouterr().out
    assert printed.strip() in DOCS.read_text(encoding="utf-8")


def test_the_script_reads_another_card_file(tmp_path, capsys):
    path = tmp_path / "copy.json"
    path.write_text(BUILTIN_TEXT, encoding="utf-8")
    stats.main([str(path)])
    assert f"Card set: {path}, 74 cards" in capsys.readouterr().out


def test_a_condition_comes_back_from_its_label():
    """Views name conditions by label; the menu's marks read the condition back from it."""
    cards = load_cards().cards
    assert {c.condition.kind for c in cards} == set(KINDS)
    for card in cards:
        assert Condition.from_label(card.condition.label()) == card.condition
