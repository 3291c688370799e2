"""The games' texts modules cover everything their data and rules can show a person.

Every card of each game's data has a name (and its ability a text), every phase, step, option,
option choice, move and end reason has words, and every text is a msgid of the template, so
each reaches the catalogs. Random games collect the moves and end reasons that real play makes.
"""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

import tabletop
from own_games import own_games
from tabletop import i18n
from tabletop.i18n import common
from tabletop.rulesets.friday import cards as friday_cards
from tabletop.rulesets.friday import game as friday_game
from tabletop.rulesets.friday import phases as friday_phases
from tabletop.rulesets.friday import texts as friday
from tabletop.rulesets.gunrain import cards as gunrain_cards
from tabletop.rulesets.gunrain import phases as gunrain_phases
from tabletop.rulesets.gunrain import texts as gunrain
from tabletop.rulesets.kungfu import cards as kungfu_cards
from tabletop.rulesets.kungfu import phases as kungfu_phases
from tabletop.rulesets.kungfu import texts as kungfu

TEXTS = {"friday": friday, "gunrain": gunrain, "kungfu": kungfu}
TEMPLATE = frozenset(m.id for m in i18n.template() if m.id)


def in_template(msgid: str | None) -> bool:
    return isinstance(msgid, str) and msgid in TEMPLATE


def phase_names(module: object) -> set[str]:
    return {v for k, v in vars(module).items() if k.isupper() and isinstance(v, str)}


def test_every_friday_card_has_a_name_and_its_ability_a_label_and_text() -> None:
    for card in friday_cards.CARDS:
        assert in_template(friday.card_name(card.id)), card.id
        assert in_template(friday.kind_name(card.id)), card.id
        if card.kind == friday_cards.HAZARD:
            assert in_template(friday.hazard_name(card.id)), card.id
        else:
            assert friday.hazard_name(card.id) is None
        if card.ability is None:
            assert friday.ability_label(card.id) is None and friday.ability_text(card.id) is None
        else:
            assert in_template(friday.ability_label(card.id)), card.id
            assert in_template(friday.ability_text(card.id)), card.id


def test_the_friday_seed_names_are_used() -> None:
    ja = i18n.translator("ja")
    zh = i18n.translator("zh")
    very_stupid = next(c.id for c in friday_cards.CARDS if c.name == "very stupid")
    assert ja.gettext(friday.card_name(very_stupid)) == "バカ丸出し"  # seed 000, line 25
    aging, hazard = friday_cards.AGING_CARDS[0], friday_cards.HAZARD_CARDS[0]
    assert ja.gettext(friday.kind_name(friday_cards.CARDS[aging].id)) == "衰弱カード"  # 000:4
    assert ja.gettext(friday.kind_name(friday_cards.CARDS[hazard].id)) == "災厄カード"  # 000:5
    assert zh.gettext(friday.kind_name(friday_cards.CARDS[aging].id)) == "老化卡"  # 001:30
    assert zh.gettext(friday.kind_name(friday_cards.CARDS[hazard].id)) == "危险卡"  # 001:7
    assert "ロビンソンの山札" in ja.gettext(friday.label("stack"))  # 000:6


def test_every_kung_fu_card_has_its_data_name_and_an_ability_text() -> None:
    card_set = kungfu_cards.load_cards()
    assert set(kungfu.CARD_NAMES) == set(card_set.ids)
    for card in card_set.cards:
        assert kungfu.card_name(card.id) == card.name, card.id  # the msgid is the data's name
        assert in_template(kungfu.card_name(card.id))
        lines = kungfu.ability_text(card.id)
        assert len(lines) == 1 + len(card.box), card.id
        for msgid, values in lines:
            assert in_template(msgid), (card.id, msgid)
            for locale in ("en", "ja", "zh", "qps"):
                text = i18n.translator(locale).format(msgid, **values)
                assert "{" not in text, (card.id, locale, text)


def test_kung_fu_symbols_and_marks_have_words() -> None:
    for symbol in kungfu_cards.SYMBOLS:
        assert in_template(kungfu.symbol_name(symbol)) and in_template(kungfu.symbol_text(symbol))
    for mark in kungfu_cards.MARKS:
        assert in_template(kungfu.mark_text(mark))


@pytest.mark.parametrize("suit", gunrain_cards.SUIT_LETTERS)
def test_every_gun_rain_suit_has_a_name_action_effect_and_bonus(suit: str) -> None:
    for text in (
        gunrain.suit_name(suit),
        gunrain.action_name(suit),
        gunrain.action_text(suit),
        gunrain.bonus_text(suit),
    ):
        assert in_template(text), suit


@pytest.mark.parametrize("game", sorted(TEXTS))
def test_every_hover_text_is_a_message(game: str) -> None:
    texts = TEXTS[game]
    assert texts.HINTS
    assert all(in_template(texts.hint(key)) for key in texts.HINTS)


def test_every_gun_rain_square_explains_itself() -> None:
    for square in (*gunrain_cards.SUIT_LETTERS, "down"):
        assert in_template(gunrain.square_text(square)), square
    for locale in ("ja", "zh"):
        assert "{" not in i18n.translator(locale).format(kungfu.hint("die"), face=5)


def test_every_gun_rain_card_tells_its_action() -> None:
    for name in gunrain_cards.DECK_NAMES:
        assert in_template(gunrain.card_name(name)), name
    for token in gunrain.TOKENS:
        assert in_template(gunrain.token_name(token)) and in_template(gunrain.token_text(token))


@pytest.mark.parametrize(
    ("texts", "phases"),
    [
        (
            friday,
            set(friday_phases.PHASES),
        ),
        (gunrain, phase_names(gunrain_phases)),
        (kungfu, phase_names(kungfu_phases)),
    ],
)
def test_every_phase_has_a_name(texts: object, phases: set[str]) -> None:
    assert phases and set(texts.PHASES) == phases
    assert all(in_template(texts.phase_name(phase)) for phase in phases)


def test_every_friday_step_has_a_name() -> None:
    assert set(friday.STEPS) == set(friday_game._STEPS)
    assert all(in_template(friday.step_name(step)) for step in friday.STEPS)


@pytest.mark.parametrize("game", sorted(TEXTS))
def test_every_option_and_word_choice_is_explained(game: str) -> None:
    for option in tabletop.engine.descriptor(game).options:
        assert in_template(option.label) and in_template(option.help), option.name
        for choice in option.choices or ():
            if isinstance(choice, bool) or not isinstance(choice, int):
                assert in_template(option.value_labels[choice]), (option.name, choice)
        assert all(in_template(words) for words in option.value_labels.values())


@pytest.mark.parametrize("game", sorted(TEXTS))
def test_how_to_play_has_the_goal_turns_cards_and_end(game: str) -> None:
    sections = TEXTS[game].how_to_play()
    headings = [heading for heading, _ in sections]
    assert headings[0] == "Goal" and "The cards" in headings
    assert any("end" in heading for heading in headings)
    for heading, paragraphs in sections:
        assert in_template(heading) and paragraphs
        assert all(in_template(paragraph) for paragraph in paragraphs)


@pytest.mark.parametrize("game", sorted(TEXTS))
def test_every_end_reason_template_reads_its_own_reason_back(game: str) -> None:
    for engine, msgid in TEXTS[game].END_REASONS:
        assert in_template(msgid)
        values = {name[1:-1]: "7" for name in i18n.PLACEHOLDER.findall(engine)}
        assert TEXTS[game].end_reason(engine.format(**values)) == (msgid, values)
    assert TEXTS[game].end_reason("something else") == ("something else", {})


def play_randomly(game: str, seed: int, **options: object) -> tuple[set[str], str]:
    """One game of uniformly random moves: the action kinds offered and the end reason."""
    rng = random.Random(seed)
    state = tabletop.make(game, **options).new_game(seed=seed)
    kinds: set[str] = set()
    while not state.is_over:
        player = state.to_move[0]
        actions = state.legal_actions(player)
        kinds.update(action.kind for action in actions)
        state.apply(player, rng.choice(actions))
    return kinds, state.result.reason


GAMES: list[tuple[str, dict, Callable[[str], bool]]] = [
    ("friday", {"level": 1}, lambda kind: kind in friday.MOVES),
    ("gunrain", {"max_turns": 6}, lambda kind: kind in gunrain.MOVES),
    ("kungfu", {"players": 3, "draft": True}, lambda kind: kind in kungfu.MOVES),
]


@pytest.mark.parametrize(("game", "options", "labelled"), GAMES)
def test_real_play_meets_only_labelled_moves_and_known_end_reasons(
    game: str, options: dict, labelled: Callable[[str], bool]
) -> None:
    texts = TEXTS[game]
    for seed in range(3):
        kinds, reason = play_randomly(game, seed, **options)
        assert all(labelled(kind) for kind in kinds), sorted(kinds)
        msgid, _values = texts.end_reason(reason)
        assert msgid != reason and in_template(msgid), reason
    for verb in texts.MOVES:
        assert in_template(texts.move_label(verb))
    for key in texts.LABELS:
        assert in_template(texts.label(key))


def test_common_words_are_all_in_the_template() -> None:
    tables = (
        common.WORDS,
        common.COMMANDS,
        common.TERMINAL,
        common.LOBBY,
        common.REPORT,
        common.ERRORS,
        common.FILE_KINDS,
        common.CARD_FILE,
        common.JSON_KINDS,
        common.ISMCTS_WANTED,
        common.RECORD_KINDS,
        common.BENCH,
    )
    for table in tables:
        assert all(in_template(msgid) for msgid in table.values())
    assert set(common.LANGUAGES) == set(i18n.LOCALES)


def test_each_games_title_and_summary_are_translated() -> None:
    """The lobby, `tabletop games`, the screens and the reports name a game by its descriptor's
    title and describe it by its summary: msgids, so a new game needs no table of names here.
    A plug-in's title and summary are its own words, which tabletop's catalogs do not hold."""
    for name in own_games():
        described = tabletop.engine.descriptor(name)
        assert in_template(described.title) and in_template(described.summary), name
        for locale in ("ja", "zh"):
            assert i18n.translator(locale).has(described.title), (name, locale)
