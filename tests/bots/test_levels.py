"""Named bot levels: every game declares Easy / Normal / Hard as bot specs, ``bot:hard``
resolves per game and player count, and an unknown or missing level is a clear ConfigError."""

from __future__ import annotations

import random
from types import SimpleNamespace

import pytest

import tabletop
from own_games import own_games
from tabletop import bots
from tabletop.cli.main import main
from tabletop.engine import GameDescriptor, Rng, descriptor


@pytest.mark.parametrize("name", tabletop.games())
def test_every_level_a_game_declares_is_a_bot_spec_that_fits_it(name):
    """Any game, a plug-in too, may declare some levels or none (docs/bots.md): those it
    declares are known names, weakest first, each with its strength and a spec that fits."""
    game = descriptor(name)
    declared = [level.name for level in game.bot_levels]
    assert declared == [level for level in bots.LEVELS if level in declared]
    for level in game.bot_levels:
        assert level.strength  # the measured strength, words for the lobby
        for players in range(game.min_players, game.max_players + 1):
            spec = bots.level_spec(game, level.name, players)
            assert spec.split(":")[0] in bots.names_for(game)
            bots.check_fits(spec, game)
        bots.check_fits(level.name, game)


def test_tabletops_own_games_declare_every_level():
    for name in own_games():
        assert [level.name for level in descriptor(name).bot_levels] == list(bots.LEVELS), name


@pytest.mark.parametrize(("name", "options"), [("gunrain", {}), ("kungfu", {"players": 4})])
def test_a_level_plays_the_move_of_its_spec_for_the_game_and_player_count(name, options):
    """``bot:easy`` is the game's heuristic; ``hard`` is its spec with the same seed."""
    game = tabletop.make(name, **options)
    state = game.new_game(4)
    player = state.to_move[0]
    for level in ("easy", "hard"):
        spec = bots.level_spec(game.descriptor, level, game.num_players)
        expected = bots.from_spec(spec, 7).choose(state, player)
        assert bots.from_spec(level, 7).choose(state, player) == expected
    assert bots.level_spec(game.descriptor, "easy", game.num_players) == "heuristic"


def test_unknown_levels_and_options_on_a_level_are_config_errors():
    gunrain = descriptor("gunrain")
    with pytest.raises(tabletop.ConfigError, match="gunrain has no bot level 'expert'"):
        bots.level_spec(gunrain, "expert", 2)
    with pytest.raises(tabletop.ConfigError, match="or a level: easy, normal, hard"):
        bots.from_spec("expert", 0)
    with pytest.raises(tabletop.ConfigError, match="bot level 'hard' takes no options"):
        bots.from_spec("hard:iterations=5", 0)
    with pytest.raises(tabletop.ConfigError, match="a bot's seed must be an integer"):
        bots.from_spec("hard", "3")
    plain = GameDescriptor("plain", "Plain", "", "tests:Plain", 2, 2)  # a plug-in with no levels
    with pytest.raises(tabletop.ConfigError, match="no bot level 'hard'; its levels: none"):
        bots.check_fits("hard", plain)


def test_the_command_line_takes_a_level_as_a_seat(capsys):
    args = ["simulate", "gunrain", "--seats", "bot:easy,bot:random", "--games", "2", "--jobs", "1"]
    assert main(args) == 0
    assert "Easy" in capsys.readouterr().out  # the level in words
    assert main(["simulate", "gunrain", "--seats", "bot:expert,bot:random", "--games", "1"]) != 0
    assert "unknown bot 'expert'" in capsys.readouterr().err


@pytest.mark.parametrize(("name", "options"), [("friday", {}), ("kungfu", {"players": 3})])
def test_the_advisor_is_the_hard_level_and_lists_its_move_first(name, options):
    """A hint is the advice of the strongest bot: ``bots.advisor`` searches with the
    game's ``hard`` spec for the player count, and the move it lists first is the one the
    ``hard`` bot plays with the same seed."""
    game = tabletop.make(name, **options)
    state = game.new_game(5)
    player = state.to_move[0]
    advisor = bots.advisor(state, 7)
    hard = bots.from_spec(bots.level_spec(game.descriptor, "hard", game.num_players), 7)
    options = {k: v for k, v in vars(advisor).items() if not k.startswith("_")}
    assert options == {k: v for k, v in vars(hard).items() if not k.startswith("_")}
    first = advisor.analyse(state, player)[0].notation
    assert first == bots.from_spec("hard", 7).choose(state, player).notation


def test_a_game_without_a_hard_search_is_advised_by_plain_ismcts():
    plain = GameDescriptor("plain", "Plain", "", "tests:Plain", 2, 2)  # a plug-in with no levels
    state = SimpleNamespace(game=SimpleNamespace(descriptor=plain, num_players=2))
    advisor = bots.advisor(state, 3)
    assert isinstance(advisor, bots.ISMCTSBot)
    assert advisor.seconds == bots.ADVISOR_SECONDS and advisor.sweep is False


@pytest.mark.parametrize(
    ("name", "options"),
    [("friday", {}), ("gunrain", {}), ("kungfu", {}), ("kungfu", {"players": 4})],
)
@pytest.mark.parametrize("level", ["normal", "hard"])
def test_every_levels_search_decides_from_the_view_alone(name, options, level):
    """Fair play for the specs the levels name, whatever they become: two worlds
    the seat cannot tell apart get the same analysis from the same seed (fitted leaves and
    Gun Rain's guess read sampled worlds only)."""
    game = tabletop.make(name, **options)
    spec = bots.level_spec(game.descriptor, level, game.num_players)
    for seed in range(3):
        state = game.new_game(seed)
        rnd = random.Random(seed)
        for _ in range(6 + 5 * seed):
            player = state.to_move[0]
            state.apply(player, rnd.choice(state.legal_actions(player)))
        assert not state.is_over
        player = state.to_move[0]
        other = state.determinize(player, Rng(seed + 100))  # same view, other hidden world
        assert other.view(player) == state.view(player)
        first = bots.from_spec(spec, seed).analyse(state, player)
        assert first == bots.from_spec(spec, seed).analyse(other, player)
