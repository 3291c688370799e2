"""Card data (the package's copy matches the project's reference copy of the card facts; bad
files are refused) and scenario setups (every malformed setup raises ConfigError naming the
problem)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import tabletop
from tabletop.rulesets.friday.cards import CARDS, load_cards

# The card facts as the team wrote them down, kept beside the tests: a clone of the project
# must test itself without any folder outside it.
REFERENCE_DATA = Path(__file__).parent / "data" / "friday-cards.json"
PACKAGE_DATA = Path(tabletop.__file__).parent / "rulesets" / "friday" / "data" / "friday-cards.json"


def test_package_card_data_matches_the_reference_facts():
    """The package carries its own copy; it must say exactly what the reference copy says."""
    reference = json.loads(REFERENCE_DATA.read_text())
    ours = json.loads(PACKAGE_DATA.read_text())
    # F14 (revised): P09's text follows the published card ("each aging card added to the
    # Robinson stack"), not the facts file's "aging cards in Robinson's deck".
    p09 = next(p for p in reference["pirates"] if p["id"] == "P09")
    p09["ability"] = "hazard value = 2 x each aging card added to Robinson's stack"
    for key in ("robinson", "hazards", "aging", "pirates", "abilities"):
        assert ours[key] == reference[key]


def test_all_69_cards_load_with_stable_ids():
    assert len(CARDS) == 69
    kinds = [c.kind for c in CARDS]
    assert kinds.count("robinson") == 18 and kinds.count("hazard") == 30
    assert kinds.count("aging") == 11 and kinds.count("pirate") == 10
    assert [c.id for c in CARDS[:3]] == ["R01", "R02", "R03"]
    h07 = CARDS[18 + 6]
    assert (h07.id, h07.name, h07.value, h07.ability) == ("H07", "realization", 0, "destroy")
    assert h07.hazard_values == (0, 1, 3) and h07.free_cards == 1


def _write(tmp_path, mutate):
    data = json.loads(PACKAGE_DATA.read_text())
    mutate(data)
    path = tmp_path / "cards.json"
    path.write_text(json.dumps(data))
    return path


@pytest.mark.parametrize(
    ("mutate", "message"),
    [
        (lambda d: d["robinson"].pop(), "robinson: expected 18 cards, found 17"),
        (lambda d: d["hazards"][3].pop("free_cards"), "hazards\\[3\\]: missing field 'free_cards'"),
        (lambda d: d["hazards"][0].update(hazard_values=[1, 2]), "hazards\\[0\\]: .*3 ints"),
        (
            lambda d: d["robinson"][0].update(value="two"),
            "robinson\\[0\\]: field 'value' must be int",
        ),
        (lambda d: d["robinson"][1].update(id="R01"), "robinson\\[1\\]: duplicate id 'R01'"),
        (lambda d: d["aging"][0].update(group="mild"), "aging\\[0\\]: field 'group'"),
        (lambda d: d["aging"][2].update(ability="fly"), "aging\\[2\\]: unknown ability 'fly'"),
        (
            lambda d: d["pirates"][0].update(ability="sail"),
            "pirates\\[0\\]: unknown pirate ability",
        ),
        (lambda d: d.pop("aging"), "aging: missing list"),
        # JSON's "\ud800": loaded, then a UnicodeEncodeError wherever the id was printed
        (
            lambda d: d["hazards"][0].update(id="H\ud800"),
            r"hazards\[0\]: field 'id' holds a lone surrogate, which is no text: 'H\\ud800'",
        ),
    ],
)
def test_malformed_card_files_name_the_bad_field(tmp_path, mutate, message):
    with pytest.raises(tabletop.ConfigError, match=message):
        load_cards(_write(tmp_path, mutate))


def test_unreadable_card_files(tmp_path):
    with pytest.raises(tabletop.ConfigError, match="cannot read Friday card file"):
        load_cards(tmp_path / "none.json")
    bad = tmp_path / "bad.json"
    bad.write_text("[")
    with pytest.raises(tabletop.ConfigError, match="not valid JSON"):
        load_cards(bad)


@pytest.mark.parametrize(
    ("setup", "message"),
    [
        ({"colour": 1}, "unknown key 'colour'"),
        ({"level": 5}, "'level' must be 1-4"),
        ({"level": 2.0}, "'level' must be 1-4, got 2.0"),  # fuzzing: it broke observations
        ({"life": 23}, "'life' must be an integer 0-22"),
        ({"level": 4, "life": 21}, "'life' must be an integer 0-20"),
        ({"life": "20"}, "'life' must be an integer"),
        ({"step": "blue"}, "'step' must be one of green, yellow, red, pirates"),
        ({"step": []}, "'step' must be one of green"),  # a list used to be a TypeError
        ({"stack": "R01"}, "'stack' must be a list of card ids"),
        ({"stack": ["R99"]}, "'stack' has unknown card id 'R99'"),
        ({"stack": ["P01"]}, "'stack' cannot hold P01 \\(a pirate card\\)"),
        ({"hazard_stack": ["R01"]}, "'hazard_stack' cannot hold R01"),
        ({"aging": ["H01"]}, "'aging' cannot hold H01"),
        ({"stack": ["R01"], "discard": ["R01"]}, "R01 is listed twice \\(stack and discard\\)"),
        ({"aging": ["A08"]}, "A08 \\(very stupid\\) is not used at level 1"),
        ({"pirates": ["P01"]}, "exactly 2 pirate cards"),
        ({"step": "pirates"}, "step 'pirates' needs an empty 'hazard_stack'"),
    ],
)
def test_malformed_setups_name_the_problem(setup, message):
    with pytest.raises(tabletop.ConfigError, match=message):
        tabletop.make("friday").new_game(0, setup=setup)


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"level": 0}, "option level=0 is not one of 1, 2, 3, 4"),
        ({"level": "2"}, "option level='2'"),
        ({"aging_draw": "bottom"}, "option aging_draw='bottom'"),
    ],
)
def test_bad_options(options, message):
    with pytest.raises(tabletop.ConfigError, match=message):
        tabletop.make("friday", **options)


def test_scenario_fixes_every_pile_top_first():
    setup = {
        "level": 3,
        "life": 7,
        "step": "yellow",
        "stack": ["R01", "H13", "A08"],
        "discard": ["R02"],
        "removed": ["R03"],
        "hazard_stack": ["H29", "H30", "H01"],
        "hazard_discard": ["H02"],
        "aging": ["A09", "A01"],
        "pirates": ["P06", "P07"],
    }
    state = tabletop.make("friday").new_game(0, setup=setup)
    view = state.view(0)
    assert (view["level"], view["life"], view["max_life"], view["step"]) == (3, 7, 22, "yellow")
    assert view["offer"] == ["H29", "H30"]  # the top two hazards are offered
    assert view["hazard_stack"] == 1 and view["hazard_discard"] == ["H02"]
    assert [CARDS[c].id for c in reversed(state.stack)] == ["R01", "H13", "A08"]
    assert [CARDS[c].id for c in reversed(state.aging)] == ["A09", "A01"]
    assert view["discard"] == ["R02"] and view["removed"] == ["R03"]
    assert [p["id"] for p in view["pirates"]] == ["P06", "P07"]
    # unlisted piles keep the rest: hazards not listed anywhere are out of this scenario
    assert len(state.hazard_stack) + len(state.hazard_discard) + len(state.offer) == 4


def test_unlisted_piles_hold_the_rest_prepared_as_normal():
    state = tabletop.make("friday").new_game(0, setup={"discard": ["R01", "R02"]})
    assert len(state.stack) == 16 and len(state.discard) == 2
    assert len(state.hazard_stack) + len(state.offer) == 30
    assert len(state.aging) == 10
