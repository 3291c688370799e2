# ruff: noqa: RUF001, RUF002  (Japanese and Chinese punctuation is full width: that is the text)
"""Kung Fu's words in every face (docs/i18n-style.md): every move label, log line and terminal
screen line is words in the reader's language, seats by their display names, cards by their
quoted names, the rulebook's terms (体力, never HP), no emoji and no notation; and a label tells
a seat only what it may know.

Random games with 2-5 players, dealt and drafted, are read in en, ja, zh and the pseudo-locale;
the scenario tests pin each slip a reader found, so that each would fail on the words before.
"""

from __future__ import annotations

import ast
import io
import random
import re
from pathlib import Path

import pytest
from rich.console import Console
from tests.wording import problems

import tabletop
from tabletop.i18n import translator
from tabletop.present.log import log_entries, render
from tabletop.present.names import display_names
from tabletop.rulesets.kungfu import describe, log, screen, texts

from .helpers import QUIET, duel, fight, play

LOCALES = ("en", "ja", "zh", "qps")
TYPED = "Ann"  # a name a person typed: it stays as typed in every language
# Kung Fu's symbols as emoji (and the seed's ☯ mark): the words say them, the board draws them.
EMOJI = re.compile("[💧🤜🙅👁🦵❌☯]")
# ASCII punctuation that a Japanese or Chinese sentence writes full width.
ASCII_PUNCTUATION = re.compile(r"[:,();]")
MODULES = (texts, describe, log, screen)


def kungfu_msgids() -> list[str]:
    """Every msgid the Kung Fu modules mark with N_()."""
    found = []
    for module in MODULES:
        tree = ast.parse(Path(module.__file__).read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "N_":
                found.append(node.args[0].value)
    return found


def seat_names(players: int, locale: str) -> list[str]:
    """A typed name first, then bots: what a room or the terminal would call the seats."""
    seats = [(TYPED, None)] + [(None, "bot:random")] * (players - 1)
    return display_names(seats, translator(locale))


def screen_text(view: dict, locale: str, names: list[str]) -> str:
    """The terminal screen as a wide terminal shows it."""
    console = Console(file=io.StringIO(), width=240, color_system=None)
    console.print(screen.render(view, translator(locale), names))
    return console.file.getvalue()


def screen_lines(view: dict, locale: str, names: list[str]) -> list[str]:
    lines = screen_text(view, locale, names).splitlines()
    return [line.strip() for line in lines if line.strip()]


def wording_problems(text: str, locale: str, notation: list[str]) -> list[str]:
    """tests/wording.py's problems, plus: no ASCII punctuation inside Japanese or Chinese."""
    found = problems(text, locale, notation=notation, allowed=[TYPED])
    if locale in ("ja", "zh"):
        found += [f"ASCII {mark!r}" for mark in ASCII_PUNCTUATION.findall(text)]
    return found


def played(players: int, draft: bool, seed: int):
    """A random game, position by position: (state before, the seat to move)."""
    rng = random.Random(seed)
    state = tabletop.make("kungfu", players=players, draft=draft).new_game(seed)
    while not state.is_over:
        seat = rng.choice(state.to_move)
        yield state, seat
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    yield state, None


GAMES = [(2, False, 1), (3, True, 2), (4, False, 3), (5, True, 4)]


@pytest.mark.parametrize(("players", "draft", "seed"), GAMES)
def test_labels_log_lines_and_screens_are_words_in_every_language(players, draft, seed):
    checked = 0
    for step, (state, seat) in enumerate(played(players, draft, seed)):
        if seat is None:
            break
        view = state.view(seat)
        notation = [a.notation for a in state.legal_actions(seat)]
        for locale in LOCALES:
            names = seat_names(players, locale)
            t = translator(locale)
            for move in notation:
                label = describe.describe_move(view, move, t, names)
                assert label and not wording_problems(label, locale, notation), (move, label)
                checked += 1
            if step % 12 == 0:  # the screens of the mover and of a spectator
                for viewer in (seat, None):  # whole: a wrapped line may split a ⟦…⟧
                    text = screen_text(state.view(viewer), locale, names)
                    assert not wording_problems(text, locale, notation), text
    final = state
    logs = {viewer: log_entries(final, viewer) for viewer in (*range(players), None)}
    for locale in LOCALES:
        names = seat_names(players, locale)
        for viewer, entries in logs.items():
            text = screen_text(final.view(viewer), locale, names)
            assert not wording_problems(text, locale, []), text
            for entry in entries:
                line = render(entry, translator(locale), names)
                assert not wording_problems(line, locale, []), line
    assert checked > 500


@pytest.mark.parametrize(("players", "draft", "seed"), [(4, False, 5), (5, True, 6)])
def test_each_attack_choice_names_the_player_it_attacks(players, draft, seed):
    """`use K09 on 1`, `on 2`, `on 3` read differently: each names its target by display name
    (the notation counts seats from 0, the names from 1), met card or not."""
    seen = 0
    for state, seat in played(players, draft, seed):
        if seat is None:
            break
        view = state.view(seat)
        by_card: dict[str, dict[int, str]] = {}
        for action in state.legal_actions(seat):
            words = action.notation.split()
            if words[0] == "use" and len(words) == 4:
                for locale in ("en", "ja", "zh"):
                    names = seat_names(players, locale)
                    label = describe.describe_move(view, action.notation, translator(locale), names)
                    target = int(words[3])
                    others = [n for p, n in enumerate(names) if p not in (seat, target)]
                    assert names[target] in label, label
                    assert not any(other in label for other in others), label
                    by_card.setdefault(f"{words[1]} {locale}", {})[target] = label
        for labels in by_card.values():
            assert len(set(labels.values())) == len(labels), labels
            seen += len(labels) > 1
    assert seen > 5


@pytest.mark.parametrize(("players", "draft", "seed"), [(3, False, 7), (4, True, 8)])
def test_a_label_tells_only_what_its_seat_may_know(players, draft, seed):
    """As the server's leak test: the labels a seat reads are the same in any world resampled
    from what that seat knows (the other hands, picks, placements and packs dealt again)."""
    rng = random.Random(seed)
    names = seat_names(players, "ja")
    t = translator("ja")
    compared = 0
    for step, (state, seat) in enumerate(played(players, draft, seed)):
        if seat is None or step % 3:
            continue
        for mover in state.to_move:
            world = state.determinize(mover, rng)
            real = {
                a.notation: describe.describe_move(state.view(mover), a.notation, t, names)
                for a in state.legal_actions(mover)
            }
            sampled = {
                a.notation: describe.describe_move(world.view(mover), a.notation, t, names)
                for a in world.legal_actions(mover)
            }
            assert sampled == real, (step, mover)
            compared += 1
    assert compared > 30


# --- the slips a reader found, each pinned --------------------------------------------------


def test_no_kungfu_msgid_holds_an_emoji():
    """The page's readable() turned 🤜 into a word next to the word already there (攻撃攻撃3):
    the texts say it in words once; the board draws symbols from the card data."""
    msgids = kungfu_msgids()
    assert len(msgids) > 300
    assert [m for m in msgids if EMOJI.search(m)] == []
    lines = [line for card in texts.CARD_NAMES for line, _ in texts.ability_text(card)]
    paragraphs = [p for _, section in texts.how_to_play() for p in section]
    for locale in ("en", "ja", "zh"):
        t = translator(locale)
        assert not [text for text in lines + paragraphs if EMOJI.search(t.gettext(text))]
    assert translator("ja").format(texts.mark_text("atk"), n=3).startswith("攻撃3：")


def test_japanese_kungfu_says_体力_and_one_word_for_each_kind_of_no_dice():
    """Seed 002 says 体力, never HP; ダイスなし / 无骰子 meant both "no dice needed" and "no die
    placed yet": ダイス不要 / 未配置 and 无需骰子 / 未放骰子 now, each for one thing."""
    ja, zh = translator("ja"), translator("zh")
    for msgid in kungfu_msgids():
        assert "HP" not in ja.gettext(msgid), msgid
        assert "ダイスなし" not in ja.gettext(msgid) and "无骰子" not in zh.gettext(msgid), msgid
    s = duel()
    play(s, "0 put 6 K04")
    names = ["アン", "ボット2（ランダム）"]
    lines = screen_lines(s.view(0), "ja", names)
    assert lines[2].split()[:6] == ["プレイヤー", "体力", "攻撃", "防御", "命中", "敏捷"]
    assert not [line for line in lines if "HP" in line]
    own = [line for line in lines if any(name in line for name in ("虎爪", "虚歩", "こだま拳"))]
    assert len(own) == 3 and not [line for line in own if "未配置" in line]
    assert [line for line in own if "ダイス不要" in line] == own[1:]
    play(s, "1 done")
    lines = screen_lines(s.view(None), "ja", names)
    iron_shirt = next(line for line in lines if "鉄布衫" in line)
    assert "未配置" in iron_shirt and "不発" in iron_shirt, iron_shirt
    echo_fist = next(line for line in lines if "こだま拳" in line)
    assert echo_fist.count("ダイス不要") == 2, echo_fist  # its condition, and its dice


def test_the_log_quotes_card_names_and_names_every_seat():
    """「息を吹き返す」を使った, never 息を吹き返すを使った; each sentence has its subject."""
    s = fight(
        [["K37", "K62", "K74"], ["K41", "K01", "K39"]],
        [[4, 5, 1, 1, 2, 2, 3], [5, 5, 1, 2, 3, 4, 6]],
        [{**QUIET, "hp": 20}, QUIET],
    )
    play(s, "0 put 4 K37", "0 put 5 K37", "1 done", "1 use K01 on 0", "0 take", "0 use K37")
    names = ["Ann", "ボット2（ランダム）"]
    ja = [render(e, translator("ja"), names) for e in log_entries(s, None)]
    assert "Annは「息を吹き返す」を使った。" in ja
    assert "ボット2（ランダム）は「矢突き」でAnnを攻撃した。" in ja
    assert "Annは防御せずに攻撃を受けた。" in ja
    assert "Annは体力を7回復した。" in ja
    assert (
        "ボット2（ランダム）のダイス配置：「鉄布衫」は未配置（不発）／「矢突き」はダイス不要"
        "（発動）／「前腕受け」はダイス不要（発動）。"
    ) in ja
    zh = [render(e, translator("zh"), ["Ann", "机器人2（随机）"]) for e in log_entries(s, None)]
    assert "Ann使用了“回气”。" in zh and "机器人2（随机）用“箭拳”攻击Ann。" in zh
    fizzled = fight(
        [["K04", "K39", "K74"], ["K41", "K13", "K62"]], [[1] * 7, [1] * 7], [QUIET, QUIET]
    )
    play(fizzled, "0 put 1 K04", "1 done", "0 use K04 on 1", "1 take")
    line = render(log_entries(fizzled, 1)[-1], translator("ja"), names)
    assert line == "Annの「虎爪」は発動条件を満たさず、不発に終わった。", line


def test_the_screen_names_seats_one_way_words_first():
    """Not `攻撃順：プレイヤー1、ボット2` beside `P0 (18) -> P2 (22)`: the display names,
    the initiative in words, no P0, no card id."""
    s = fight(
        [["K04", "K62", "K74"], ["K41", "K01", "K39"], ["K15", "K19", "K07"]],
        [[6, 1, 1, 2, 2, 3, 3], [5, 5, 1, 2, 3, 4, 6], [4, 4, 4, 6, 1, 2, 3]],
    )
    names = seat_names(3, "ja")
    lines = screen_lines(s.view(0), "ja", names)
    order = next(line for line in lines if line.startswith("攻撃順"))
    assert order == (
        "攻撃順（合計の小さい順）　Ann：9 → ボット2（ランダム）：10 → ボット3（ランダム）：32"
    )
    # Never "waiting for Ann" to Ann herself, nor an ASCII "|" between two Japanese phrases.
    others = "ボット2（ランダム）、ボット3（ランダム）"
    assert lines[1] == f"あなた：Ann　／　あなたの番です（ほかに{others}を待っています）"
    text = "\n".join(lines)
    assert not re.search(r"\bP\d\b|K\d\d", text), text
    assert "「" not in text  # a table cell names a card bare; a sentence quotes it


def test_the_notation_example_and_help_say_how_seats_are_numbered():
    """The help shows Kung Fu's own notation, and says that `on N` counts seats from 0 while
    the screens number the players from 1."""
    assert describe.NOTATION_EXAMPLE.split()[0] in texts.MOVES
    hand = ["K12", "K01", "K02", "K03", "K31", "K39", "K40", "K41", "K50", "K62"]
    s = tabletop.make("kungfu").new_game(3, setup={"players": [{"hand": hand}, {}]})
    assert describe.NOTATION_EXAMPLE in {a.notation for a in s.legal_actions(0)}
    assert '"on 0" names the\nplayer shown as 1' in describe.NOTATION_HELP
    assert "「on 0」は画面で1番のプレイヤー" in translator("ja").gettext(describe.NOTATION_HELP)
    assert "“on 0”指画面上的1号玩家" in translator("zh").gettext(describe.NOTATION_HELP)


def test_the_log_says_once_which_round_ended():
    """zh N12: after 「第3轮结束，本轮的卡全部用完。」 the end line says only who won, not
    「第3轮结束」 again (ja 第3ラウンドでゲーム終了 after 第3ラウンドが終わり…)."""
    s = fight(
        [["K04", "K62", "K74"], ["K41", "K01", "K39"]],
        [[6, 1, 1, 2, 2, 3, 3], [5, 5, 1, 2, 3, 4, 6]],
        [{**QUIET, "hp": 20}, {**QUIET, "hp": 20}],
    )
    rng = random.Random(0)
    while not s.is_over:
        seat = rng.choice(s.to_move)
        s.apply(seat, rng.choice(s.legal_actions(seat)))
    assert s.result.reason.startswith("round"), s.result.reason
    names = ["Ann", "Ben"]
    zh = [render(e, translator("zh"), names) for e in log_entries(s, None)]
    ja = [render(e, translator("ja"), names) for e in log_entries(s, None)]
    assert zh[-2] == "第3轮结束，本轮的卡全部用完。" and "第3轮" not in zh[-1], zh[-2:]
    assert zh[-1].startswith("游戏结束，剩余体力最多的"), zh[-1]
    assert "第3ラウンド" not in ja[-1] and ja[-1].startswith("ゲーム終了。"), ja[-2:]


def test_how_to_play_says_what_the_game_is_once():
    """zh N13: the page's subtitle (the summary) says 2至5人…大乱斗; the goal says only how to
    win."""
    (_, (goal, *_)), *_ = texts.HOW_TO_PLAY
    for lang, summary_words in (
        ("en", "battle royale"),
        ("ja", "バトルロワイヤル"),
        ("zh", "大乱斗"),
    ):
        said = translator(lang).gettext(goal)
        assert summary_words not in said, said
