# ruff: noqa: RUF001, RUF002  (Japanese and Chinese punctuation is full width: that is the text)
"""Kung Fu's terminal screen and move words, rendered in-process from scenario positions."""

from __future__ import annotations

import io
import random

import pytest
from rich.console import Console

import tabletop
from tabletop.i18n import translator
from tabletop.present.screens import screen_for
from tabletop.rulesets.kungfu import describe as kungfu_words
from tabletop.rulesets.kungfu import screen as kungfu_screen

from .helpers import QUIET, duel, fight, play, random_play


def text(renderable) -> str:
    console = Console(file=io.StringIO(), width=160, color_system=None)
    console.print(renderable)
    return " ".join(console.file.getvalue().split())


def menu(state, seat: int, names: list[str] | None = None) -> dict[str, str]:
    view = state.view(seat)
    return {
        a.notation: kungfu_words.describe_move(view, a.notation, names=names)
        for a in state.legal_actions(seat)
    }


def test_the_screen_is_registered():
    assert screen_for(tabletop.engine.descriptor("kungfu")) is kungfu_screen


def test_boards_order_and_placement_with_met_conditions():
    s = duel()
    play(s, "0 put 6 K04")
    screen = text(kungfu_screen.render(s.view(0)))
    assert (
        "Kung Fu Round 3/3 place dice on the revealed cards You are Player 1. Waiting for Player 2."
        in screen
    )
    assert "Player 1 20/30 4 1 0/1 0/3" in screen and "Player 2 20/30 2 2 0/1 0/2" in screen
    assert (
        "Attack order, lowest initiative first: Player 1 (initiative 9) → Player 2 (initiative 10)"
        in screen
    )
    # One row names the seat, its cards follow (no column as wide as a name); one word per state.
    assert "Player 1 Tiger Claw 5 dice 6 attack 5 6 Met" in screen
    # Player 2's placement is secret; a card that needs no dice says so, in other words than
    # a card that holds none yet.
    assert "Player 2 Iron Shirt 4 2 of a kind defence 3 hidden hidden" in screen
    assert "Echo Fist 1 no dice needed counter 1 No dice needed Met" in screen
    assert "Init. Dice condition Effects Dice Met?" in screen and "Bottom box" not in screen
    assert "Your dice: 1 1 2 2 3 3 6. Not placed yet: 1 1 2 2 3 3." in screen
    assert menu(s, 1)["put 5 K41"] == "Put a 5 on Iron Shirt: dice 5, needs more dice"


def test_attack_words_show_the_damage_and_whose_turn_it_is():
    s = duel()
    play(s, "0 put 6 K04", "1 put 5 K41", "1 put 5 K41")
    screen = text(kungfu_screen.render(s.view(0)))
    # On the viewer's own turn the header says so, never "waiting for" the viewer itself.
    assert "attack turn: choose a card You are Player 1. Your turn." in screen
    assert "waiting for Player 1" not in screen.lower() and "|" not in screen
    assert "Player 2 Iron Shirt 4 2 of a kind defence 3 5 5 Met" in screen
    assert menu(s, 0) == {
        "use K04 on 1": "Attack Player 2, who has 20 health, with Tiger Claw (attack 5): 7 damage "
        "if not defended"
    }
    play(s, "0 use K04 on 1")
    screen = text(kungfu_screen.render(s.view(1)))
    assert "Player 1 attacks Player 2 with Tiger Claw. Tiger Claw: attack 5" in screen
    assert menu(s, 1) == {
        "defend K41": "Defend with Iron Shirt (defence 3): take 4 damage",
        "defend K39": "Defend with Raised Forearm (defence 1): take 6 damage",
        "take": "Do not defend: take 7 damage from Tiger Claw",
    }
    play(s, "1 defend K41")
    assert (
        "Last exchange Player 1 attacks Player 2 with Tiger Claw. Player 2 defends with Iron "
        "Shirt. Player 1 deals 4 damage to Player 2."
    ) in text(kungfu_screen.render(s.view(1)))


def test_hit_words_and_a_counter_in_the_last_exchange():
    s = fight(
        [["K15", "K39", "K74"], ["K41", "K13", "K62"]],
        [[4, 5, 6, 1, 1, 1, 1], [1] * 7],
        [{"hit": 2, "hit_max": 2, "avo": 0}, QUIET],
    )
    play(s, "0 put 4 K15", "0 put 5 K15", "0 put 6 K15", "1 done", "0 use K15 on 1")
    words = menu(s, 0)
    assert words["hit 4+"] == (
        "Spend 1 HIT: the 4 on Flying Knee becomes a 5; dice 5 5 6, condition not met (1 HIT left)"
    )
    assert words["done"] == "Spend no more HIT: Flying Knee fizzles"
    play(s, "0 hit 4+")
    assert menu(s, 0)["hit 6-"] == (
        "Spend 1 HIT: the 6 on Flying Knee becomes a 5; dice 5 5 5, condition met (0 HIT left)"
    )
    s = duel(p1={"def": 9})
    play(s, "0 put 6 K04", "1 done", "0 use K04 on 1", "1 take", "1 use K01 on 0")
    assert menu(s, 0, names=["Ann", "Bot 2 (Easy)"])["defend K74"] == (
        "Defend with Echo Fist (counter 1): take 3 damage, deal 1 back to Bot 2 (Easy)"
    )
    play(s, "0 defend K74")
    screen = text(kungfu_screen.render(s.view(None)))
    assert "Player 2 deals 3 damage to Player 1. Player 1 counters: 1 damage to Player 2." in (
        screen
    )


def test_the_choice_shows_the_hand_and_hides_the_others():
    s = tabletop.make("kungfu").new_game(3)
    hand = s.view(0)["seats"][0]["hand"]
    screen = text(kungfu_screen.render(s.view(0)))
    names = {c.id: c.name for c in s.card_set.cards}
    assert "Your hand" in screen and names[hand[0]] in screen
    other = s.view(1)["seats"][1]["hand"]
    assert not any(names[card] in screen for card in other)
    first = s.card_set.cards[s.hand[0][0]].name
    assert menu(s, 0)[f"choose {hand[0]}"].startswith(f"Choose {first} (initiative ")
    s.apply(0, f"choose {hand[0]}")
    screen = text(kungfu_screen.render(s.view(0)))
    assert "Your picks so far (face down)" in screen and "not rolled yet hidden" in screen
    assert first not in text(kungfu_screen.render(s.view(1)))


def test_draft_pack_and_result():
    s = tabletop.make("kungfu", players=3, draft=True).new_game(2)
    screen = text(kungfu_screen.render(s.view(1)))
    assert "draft: keep one card of your pack" in screen and "Your pack" in screen
    random_play(s, random.Random(2))
    result = text(kungfu_screen.render_result(s.result.to_dict()))
    # One sentence says who won and why (never "X wins: reason. Rule.").
    winner = s.result.winners[0]
    assert result.startswith(
        f"Round 3 is over: Player {winner + 1} wins with the most health left."
    )
    for p, hp in enumerate(s.hp):  # nobody named: "Player 1"... as the log says
        assert f"Player {p + 1} {hp}" in result
    assert "P0" not in result


@pytest.mark.parametrize(
    ("lang", "headline", "row"),
    [
        ("en", "Everyone else is knocked out: Ann wins.", "Ann 20 winner"),
        ("ja", "ほかの全員が脱落し、アンの勝ちです。", "アン 20 勝者"),
        ("zh", "其他人全部出局，安获胜。", "安 20 胜者"),
    ],
)
def test_the_end_screen_names_the_seats(lang, headline, row):
    s = duel(p0={"atk": 30})
    play(s, "0 put 6 K04", "1 done", "0 use K04 on 1", "1 take")
    names = [{"ja": "アン", "zh": "安"}.get(lang, "Ann"), "Bot 1 (Easy)"]
    result = text(kungfu_screen.render_result(s.result.to_dict(), translator(lang), names))
    assert result.startswith(headline) and row in result and "Bot 1 (Easy) 0" in result
    assert kungfu_words.describe_outcome(s.result.to_dict(), translator(lang), names) == headline


@pytest.mark.parametrize(("players", "draft"), [(2, False), (3, True), (5, False)])
def test_every_position_of_random_games_renders(players, draft):
    """Whatever comes up, the screen draws and every legal move gets words."""
    rnd = random.Random(players)
    s = tabletop.make("kungfu", players=players, draft=draft).new_game(players)
    while True:
        seat = s.to_move[0] if s.to_move else None
        view = s.view(seat)
        assert text(kungfu_screen.render(view))
        if s.is_over:
            assert text(kungfu_screen.render_result(s.result.to_dict()))
            break
        for action in s.legal_actions(seat):
            assert kungfu_words.describe_move(view, action.notation), action
        random_play(s, rnd, steps=1)


def test_placements_that_leave_a_card_unmet_are_marked():
    """K5: a put after which no die left, nor the seat's HIT or AVO, could meet the card's
    condition fizzles."""
    s = fight([["K15", "K19", "K07"], ["K41", "K39", "K62"]], [[4, 4, 4, 6, 1, 2, 3], [1] * 7])
    words = menu(s, 0)
    fizzles = ", can no longer be met: fizzles"
    assert words["put 4 K15"] == "Put a 4 on Flying Knee: dice 4, needs more dice"
    assert words["put 6 K15"] == "Put a 6 on Flying Knee: dice 6" + fizzles
    assert words["put 1 K19"] == ("Put a 1 on Rising Sun Uppercut: dice 1, needs more dice")
    # Two more dice, then the seat's 1 HIT turns the 4 into a 3: not lost (it never fizzled).
    assert words["put 4 K19"] == ("Put a 4 on Rising Sun Uppercut: dice 4, needs more dice")
    assert words["put 6 K19"] == "Put a 6 on Rising Sun Uppercut: dice 6" + fizzles
    assert words["put 3 K07"] == ("Put a 3 on Leopard Fist: dice 3, needs more dice")
    assert words["put 1 K07"] == ("Put a 1 on Leopard Fist: dice 1" + fizzles)
    assert words["done"] == (
        "Done placing: dice not placed stay unused; "
        "not met yet: Flying Knee, Rising Sun Uppercut, Leopard Fist"
    )
    play(s, "0 put 3 K07", "0 put 4 K15")
    words = menu(s, 0)
    assert words["put 6 K07"] == ("Put a 6 on Leopard Fist: dice 3 6, condition met")
    assert words["put 4 K15"] == "Put a 4 on Flying Knee: dice 4 4, needs more dice"
    assert words["put 1 K15"] == "Put a 1 on Flying Knee: dice 1 4" + fizzles
    play(s, "0 put 6 K07")
    assert menu(s, 0)["done"].endswith("not met yet: Flying Knee, Rising Sun Uppercut")
    ja = kungfu_words.describe_move(s.view(0), "put 1 K15", translator("ja"))
    assert ja == ("「飛び膝蹴り」に1を置く：出目1・4ではもう発動条件を満たせない（不発）")
    zh = kungfu_words.describe_move(s.view(0), "put 1 K15", translator("zh"))
    assert zh == ("把1放到“飞膝”上：骰子1、4，已无法满足发动条件（会失效）")


def test_a_round_card_has_one_state_word_in_every_language():
    """One set of states for a card's condition (the readers' J04, Z2): no die yet while
    placing, not met yet, met, fizzled; never 達成/未達成/満たせない nor 无法满足 on a card that
    merely has no die yet."""
    s = fight([["K15", "K19", "K07"], ["K41", "K39", "K62"]], [[4, 4, 4, 6, 1, 2, 3], [1] * 7])
    play(s, "0 put 4 K15")
    view = s.view(0)
    cards = {card["id"]: card for card in view["seats"][0]["cards"]}
    assert kungfu_screen.card_state(view, cards["K15"]) == "not_met"
    assert kungfu_screen.card_state(view, cards["K19"]) == "no_die"
    expected = {"ja": ("未発動", "未配置"), "zh": ("未满足", "未放骰子")}
    for lang, (not_met, no_die) in expected.items():
        screen = text(kungfu_screen.render(view, translator(lang)))
        assert not_met in screen and no_die in screen, screen
        for stale in ("達成", "満たせない", "无法满足", "底部方框", "下部の四角"):
            assert stale not in screen, stale


def test_the_number_at_a_cards_top_left_is_the_initiative_number():
    """zh 出招值 for the number (出招顺序 is the order it sets, the reader's Z3); ja's menu
    says it short, 攻撃順3, as the terminal's column does (ja N01: 攻撃順の数字3 was wordy)."""
    s = tabletop.make("kungfu").new_game(3)
    view = s.view(0)
    move = f"choose {view['seats'][0]['hand'][0]}"
    chinese = kungfu_words.describe_move(view, move, translator("zh"))
    assert "出招值" in chinese and "出招顺序" not in chinese, chinese
    japanese = kungfu_words.describe_move(view, move, translator("ja"))
    assert "（攻撃順" in japanese and "攻撃順の数字" not in japanese, japanese
    screen = text(kungfu_screen.render(view, translator("zh")))
    assert "出招值" in screen


def test_japanese_menu_lines_say_the_facts_without_brackets_inside_brackets():
    """ja N01: a card's choice and a die's placement are the lines a player reads most; they
    read 「「流星」を選ぶ（攻撃順3／攻撃4／合計3未満・個数自由）」, not
    「…（攻撃順の数字3、攻撃4、合計3未満（個数自由））」, and a placement leaves the condition to
    the card (「「流星」に1を置く：出目1で発動」)."""
    s = fight([["K24", "K32", "K41"], ["K01", "K39", "K62"]], [[1, 2, 2, 4, 4, 5, 6], [1] * 7])
    ja = translator("ja")
    assert (
        kungfu_words.describe_move(s.view(0), "put 1 K24", ja) == "「流星」に1を置く：出目1で発動"
    )
    hand = tabletop.make("kungfu").new_game(3)
    view = hand.view(0)
    for cid in view["seats"][0]["hand"]:
        label = kungfu_words.describe_move(view, f"choose {cid}", ja)
        assert bracket_depth(label.replace("「", "").replace("」", "")) == 1, label
        assert "／" in label, label
    for action in s.legal_actions(0):
        label = kungfu_words.describe_move(s.view(0), action.notation, ja)
        assert bracket_depth(label) <= 1, label


def bracket_depth(text: str) -> int:
    """How deep the full-width round brackets of ``text`` nest."""
    depth = deepest = 0
    for char in text:
        depth += {"（": 1, "）": -1}.get(char, 0)
        deepest = max(deepest, depth)
    return deepest


def test_a_card_that_only_restores_reads_as_the_other_moves_do():
    """ja N09: a heal reads 「「深呼吸」（体力回復2）を使う：…」 whether it is met or lost, as the
    attacks do; the lost one says 不発で回復なし."""
    s = fight([["K31", "K32", "K24"], ["K41", "K39", "K62"]], [[1, 2, 2, 4, 4, 5, 6], [1] * 7])
    play(s, "0 put 1 K32", "0 done", "1 done")
    view = s.view(0)
    labels = {
        a.notation: kungfu_words.describe_move(view, a.notation, translator("ja"))
        for a in s.legal_actions(0)
    }
    assert labels["use K31"] == "「深呼吸」（体力回復2）を使う：発動して回復", labels
    assert labels["use K32"].startswith("「瞑想」（体力回復4）を使う："), labels


def test_the_terminal_keeps_each_dice_condition_on_one_line():
    """Z74: the round cards' condition column never breaks inside a condition (zh
    3个骰子之和不｜超过6), even at 80 columns."""
    # The transcript's position: all seven dice on "Falling Star", so the dice column is wide.
    chosen = [["K24", "K58", "K67"], ["K21", "K04", "K65"], ["K20", "K32", "K05"]]
    s = fight(chosen, [[1, 2, 2, 4, 4, 5, 6], [1, 3, 3, 6, 4, 5, 2], [1, 6, 2, 3, 4, 5, 6]])
    play(s, *(f"0 put {face} K24" for face in (1, 2, 2, 4, 4, 5, 6)))
    play(s, "1 put 1 K21", "1 put 3 K21", "1 put 3 K21", "1 done", "2 done")
    view = s.view(0)
    zh = translator("zh")
    console = Console(file=io.StringIO(), width=80, color_system=None)
    console.print(kungfu_screen.render(view, zh))
    out = console.file.getvalue()
    for seat in view["seats"]:
        for card in seat["cards"]:
            phrase = kungfu_words.condition_words(view["cards"][card["id"]]["condition"], zh)
            assert phrase in out, (phrase, out)


def test_one_word_for_the_seat_to_move_and_one_for_choosing():
    """Z66: the player panel's badge and the terminal's status column say what the seat list
    says (zh 行动中, never 轮到行动); zh N15: the header says 秘密选择3张卡."""
    for lang in ("ja", "zh"):
        t = translator(lang)
        assert t.gettext("To move") == t.gettext("to move"), lang
    s = tabletop.make("kungfu").new_game(3)
    screen = text(kungfu_screen.render(s.view(0), translator("zh")))
    assert "秘密选择3张卡" in screen and "行动中" in screen and "轮到行动" not in screen
