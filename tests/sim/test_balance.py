"""Balance reports: what each game's features count, the statistics behind the figures, and the
HTML report itself (figures inline, nothing loaded from anywhere, bad input refused)."""

from __future__ import annotations

import json
import re

import pytest

import tabletop
from tabletop import sim
from tabletop.cli.main import main
from tabletop.i18n import translator
from tabletop.present import EN
from tabletop.sim.balance import Setting, build, load, plan_settings
from tabletop.sim.balance.features import POINTS, extract
from tabletop.sim.balance.parts import GameBalance
from tabletop.sim.balance.report import Report
from tabletop.sim.balance.text import ENGLISH
from tabletop.sim.stats import two_means_p, two_proportions_p, z_for

pytest.importorskip("matplotlib", reason="the report extra: pip install '.[report]'")


def played_game(game: str, options: dict, seats: tuple[str, ...], index: int = 0) -> dict:
    plan = sim.Plan(game, options, seats, index + 1, 2)
    return sim.play_one(plan, index)


def offline(page: str) -> bool:
    """Nothing to fetch: no script, stylesheet, frame, image, import, font or URL (an SVG's
    namespace declarations name no file and are never fetched; url(#id) is in the page)."""
    page = re.sub(r'xmlns(:\w+)?="[^"]*"', "", page)
    return not re.search(r"<script|<link|<iframe|<img|@import|@font-face|url\((?!#)|https?:", page)


def test_kungfu_features_count_each_seats_cards():
    game = played_game("kungfu", {"players": 3, "draft": True}, ("heuristic",) * 3)
    features = extract(game)
    assert len(features["trajectory"]) == POINTS
    assert features["trajectory"][-1] == [max(0, s) for s in game["scores"]]
    actions = game["record"]["actions"]
    for seat, cards in enumerate(features["cards"]):
        picks = [a.split()[1].upper() for p, a in actions if p == seat and a.startswith("choose")]
        verbs = [a.split()[0] for p, a in actions if p == seat]
        assert len(cards["chosen"]) == verbs.count("choose")
        assert len(cards["kept"]) == verbs.count("keep") > 0
        assert cards["chosen"] == picks
        assert set(cards["used"]) <= set(cards["chosen"])
        assert set(cards["fizzled"]) <= set(cards["used"])


def test_gunrain_features_count_every_action_set():
    game = played_game("gunrain", {}, ("heuristic", "random"))
    features = extract(game)
    for seat in (0, 1):
        sets = [a for p, a in game["record"]["actions"] if p == seat and a.startswith("act ")]
        counted = features["actions"][seat]
        assert sum(counted.get(k, 0) for k in ("light gun", "heavy gun", "move", "expand")) == len(
            sets
        )
    assert features["first"] == game["record"]["actions"][0][0]
    assert features["went_the_distance"] == ("turn limit" in game["reason"])


def test_friday_features_hold_the_knowledge_cards_owned_at_the_end():
    game = played_game("friday", {"level": 1}, ("heuristic",))
    features = extract(game)
    assert features["trajectory"][0] == [20]  # full life at the start
    assert features["knowledge"] and all(re.fullmatch(r"H\d\d", c) for c in features["knowledge"])


def test_significance_tests():
    assert two_proportions_p(50, 100, 50, 100) == pytest.approx(1.0)
    # 60/100 against 40/100: z = 2.83, p = 0.0047
    assert two_proportions_p(60, 100, 40, 100) == pytest.approx(0.00468, abs=1e-4)
    assert two_means_p([1.0, 2.0, 3.0] * 30, [1.0, 2.0, 3.0] * 30) == pytest.approx(1.0)
    assert two_means_p([1.0, 2.0] * 50, [2.0, 3.0] * 50) < 1e-6
    assert z_for(0.95) == pytest.approx(1.95996, abs=1e-4)


def test_settings_sweep_what_is_not_fixed_and_refuse_bad_input():
    swept = plan_settings("gunrain", {"layout": "6x4"}, ["random", "heuristic"])
    assert [(s.label, s.bot) for s in swept] == [
        ("face_down=front", "random"),
        ("face_down=front", "heuristic"),
        ("face_down=none", "random"),
        ("face_down=none", "heuristic"),
    ]
    compared = plan_settings(
        "kungfu", {}, ["random"], sweep={"players": (2, 3)}, compare={"draft": True}
    )
    assert [(s.variant, s.seats, s.options["draft"]) for s in compared] == [
        ("A", ("random",) * 2, False),
        ("A", ("random",) * 3, False),
        ("B", ("random",) * 2, True),
        ("B", ("random",) * 3, True),
    ]
    with pytest.raises(tabletop.ConfigError, match="no option"):
        plan_settings("friday", {}, ["random"], sweep={"colour": ("red",)})


def _fake_kungfu_games(count: int) -> list[dict]:
    """Two-player games in which whoever held K01 always won: K01 must stand out."""
    games = []
    for index in range(count):
        winner = index % 2
        cards = [{"held": [], "kept": [], "chosen": [], "used": [], "fizzled": []} for _ in (0, 1)]
        for seat in (0, 1):
            hand = [f"K{2 + (index * 7 + seat * 3 + k) % 73:02d}" for k in range(9)]
            cards[seat]["held"] = hand + (["K01"] if seat == winner and index % 3 == 0 else [])
            cards[seat]["chosen"] = hand[:6]
            cards[seat]["used"] = hand[:4]
            cards[seat]["fizzled"] = hand[:1]
        games.append(
            {
                "index": index,
                "seats": ["random", "random"],
                "winners": [winner],
                "scores": [10, 0] if winner == 0 else [0, 10],
                "reason": "round 3 is over",
                "length": 80 + index % 5,
                "first": 0,
                "went_the_distance": True,
                "trajectory": [[30, 30]] * POINTS,
                "cards": cards,
            }
        )
    return games


def test_a_card_that_always_wins_is_out_of_line():
    setting = Setting({"players": 2}, ("random", "random"), (("players", 2),), "random")
    page = build("kungfu", [(setting, _fake_kungfu_games(300))], "tabletop balance kungfu")
    out_of_line = page.split("Cards out of line")[1].split("</table>")[0]
    assert "<td>K01</td><td>Arrow Punch</td><td>def</td><td>above the set; above the def cards" in (
        out_of_line
    )
    assert out_of_line.count('<tr class="out">') == 1


def test_the_report_is_written_in_the_language_asked_for():
    setting = Setting({"players": 2}, ("random", "random"), (("players", 2),), "random")
    games = [(setting, _fake_kungfu_games(40))]
    page = build("kungfu", games, "tabletop balance kungfu", t=translator("ja"))
    assert page.startswith('<!DOCTYPE html>\n<html lang="ja">')
    assert "<h1>バランスレポート：kungfu</h1>" in page and "席と先手の有利" in page  # noqa: RUF001
    assert "Seat and first-player advantage" not in page and "Cards out of line" not in page
    # The cards by their names in the language: K01 is 矢突き, not Arrow Punch.
    assert "<td>K01</td><td>矢突き</td>" in page and "Arrow Punch" not in page
    zh = build("kungfu", games, "tabletop balance kungfu", t=translator("zh"))
    assert '<html lang="zh-Hans">' in zh and "平衡报告：kungfu" in zh  # noqa: RUF001
    assert "<td>K01</td><td>箭拳</td>" in zh


def test_report_html_holds_its_figures_and_opens_offline(tmp_path, capsys):
    out = tmp_path / "gunrain.html"
    code = main(
        [
            "balance",
            "gunrain",
            "--bots",
            "random",
            "--vary",
            "layout=4x6,6x4",
            "-o",
            "face_down=front",
            "--games",
            "4",
            "--jobs",
            "1",
            "--out",
            str(out),
        ]
    )
    assert code == 0, capsys.readouterr().err
    page = out.read_text(encoding="utf-8")
    for section in ("seats", "endings", "length", "lead", "actions"):
        assert f'<section id="{section}">' in page
    # one figure per section: seats, endings, length, lead, and actions per setting (2)
    assert page.count("<svg") == 6
    assert "layout=6x4" in page and "first player" in page
    assert offline(page)
    assert "--vary layout=4x6,6x4" in page  # the command that made it


def test_compare_and_curve_for_friday(tmp_path):
    out = tmp_path / "friday.html"
    args = ["balance", "friday", "--bots", "random", "--games", "3", "--jobs", "1"]
    assert main([*args, "--compare", "aging_draw=random", "--out", str(out)]) == 0
    page = out.read_text(encoding="utf-8")
    assert '<section id="curve">' in page
    assert "A = aging_draw=top; B = aging_draw=random" in page
    assert page.count("p (A = B)") >= 3  # the curve's, the length's ...
    assert offline(page)


def test_a_report_from_simulate_files(tmp_path):
    files = []
    for level in (1, 3):
        path = tmp_path / f"L{level}.jsonl"
        assert (
            main(
                [
                    *("simulate", "friday", "--level", str(level), "--seats", "bot:random"),
                    *("--games", "3", "--jobs", "1", "--out", str(path), "--json"),
                ]
            )
            == 0
        )
        files.append(str(path))
    played = load("friday", files)
    assert [s.label for s, _ in played] == ["level=1", "level=3"]
    assert [len(g) for _, g in played] == [3, 3]
    out = tmp_path / "r.html"
    assert (
        main(["balance", "friday", "--from", files[0], "--from", files[1], "--out", str(out)]) == 0
    )
    assert '<section id="curve">' in out.read_text(encoding="utf-8")


def test_bad_input_is_one_line_and_writes_nothing(tmp_path, capsys):
    out = tmp_path / "r.html"
    for args, words in (
        (["gunrain", "--vary", "layout"], "is not KEY=V1,V2"),
        (["gunrain", "--vary", "colour=red"], "no option 'colour'"),
        (["gunrain", "--bots", "oracle"], "unknown bot 'oracle'"),
        (["gunrain", "-o", "layout=9x9"], "layout"),
        (["friday", "--from", str(tmp_path / "missing.jsonl")], "cannot read"),
        (["friday", "--level", "2", "--from", "x.jsonl"], "give no game options"),
        (["gunrain", "--cluster", "nowhere"], "give ray"),
    ):
        assert main(["balance", *args, "--games", "2", "--out", str(out)]) == 2
        err = capsys.readouterr().err
        assert words in err and "Traceback" not in err
        assert not out.exists()


def test_a_run_file_that_does_not_replay_is_refused_in_one_line(tmp_path, capsys):
    path = tmp_path / "run.jsonl"
    args = ["simulate", "gunrain", "--seats", "bot:random,bot:random", "--games", "2"]
    assert main([*args, "--jobs", "1", "--out", str(path), "--json"]) == 0
    capsys.readouterr()
    lines = path.read_text().splitlines()
    game = json.loads(lines[1])
    game["record"]["actions"][3][1] = "act 99Z"  # no such card
    path.write_text(lines[0] + "\n" + json.dumps(game) + "\n")
    out = tmp_path / "r.html"
    assert main(["balance", "gunrain", "--from", str(path), "--out", str(out)]) == 2
    err = capsys.readouterr().err
    assert "not a run this tabletop can replay" in err and "Traceback" not in err
    assert not out.exists()
    kungfu = tmp_path / "kungfu.jsonl"
    assert (
        main(
            [
                "simulate",
                "kungfu",
                "--seats",
                "bot:random,bot:random",
                "--games",
                "1",
                "--jobs",
                "1",
                "--out",
                str(kungfu),
                "--json",
            ]
        )
        == 0
    )
    capsys.readouterr()
    assert main(["balance", "gunrain", "--from", str(kungfu), "--out", str(out)]) == 2
    assert "is not a game of gunrain" in capsys.readouterr().err


def test_a_simultaneous_game_gets_no_first_player_figures():
    """Kung Fu's fighters pick at once (``simultaneous``): even a balance part that said the
    first seat is drawn gets no first player's share, which would only be seat 1's."""
    setting = Setting({"players": 2}, ("random", "random"), (("players", 2),), "random")
    played = [(setting, _fake_kungfu_games(20))]
    drawn = GameBalance(first_player_varies=True)
    words = {key: EN.gettext(msgid) for key, msgid in ENGLISH.items()}
    seats = Report("kungfu", played, words, drawn).seats()
    assert "seat 1" in seats and "first player" not in seats
    assert "first player" in Report("gunrain", played, words, drawn).seats()
