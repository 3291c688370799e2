"""tools/game_fingerprint.py: the digest of seeded random games that speed work must keep."""

from __future__ import annotations

from . import load_tool

game_fingerprint = load_tool("game_fingerprint")

# The rules as of 2026-12-07. A change meant to keep every game as it is (a faster layout, a
# compiled build) keeps this; a change of the rules changes it, with its own tests and rulings.
RULES_2026_12_07 = "18c8c01e9c744113"


def test_the_digest_of_180_seeded_games_is_the_rules_as_they_were() -> None:
    assert game_fingerprint.fingerprint(180, 10)["all"] == RULES_2026_12_07


def test_every_configuration_has_a_digest_of_its_own() -> None:
    digests = game_fingerprint.fingerprint(18, 5)
    assert len(digests) == len(game_fingerprint.CONFIGS) + 1
    assert len(set(digests.values())) == len(digests)
