# ruff: noqa: RUF001  (Japanese and Chinese punctuation is full width: that is the text)
"""``tabletop new GAME``: what it writes, and the mistakes it refuses without writing a thing."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from tabletop.cli.main import main
from tabletop.kit import new

from .conftest import GAME

PACKAGE = f"src/tabletop_{GAME}"
WRITTEN = {
    "README.md",
    "pyproject.toml",
    f"tests/test_{GAME}.py",
    *(
        f"{PACKAGE}/{name}.py"
        for name in ("__init__", "descriptor", "rules", "game", "view", "encoding")
    ),
    *(f"{PACKAGE}/{name}.py" for name in ("texts", "describe", "log")),
    f"{PACKAGE}/locales/{GAME}.pot",
    f"{PACKAGE}/locales/ja/LC_MESSAGES/{GAME}.po",
    f"{PACKAGE}/locales/zh/LC_MESSAGES/{GAME}.po",
}


def _files(folder: Path) -> set[str]:
    """The files under ``folder`` but Python's caches (the tests import the packages)."""
    found = (p.relative_to(folder) for p in folder.rglob("*") if p.is_file())
    return {str(p) for p in found if "__pycache__" not in p.parts}


def test_it_writes_the_package_each_file_saying_first_what_it_is(projects):
    folder = projects[GAME]
    assert _files(folder) == WRITTEN
    for name in WRITTEN:
        first = (folder / name).read_text("utf-8").splitlines()[0]
        assert first.startswith(("# ", "<!-- ")), name
        assert "$" not in (folder / name).read_text("utf-8"), name  # every name filled in
    project = tomllib.loads((folder / "pyproject.toml").read_text("utf-8"))
    assert project["project"]["name"] == "tabletop-duel"
    entry = project["project"]["entry-points"]["tabletop.games"]
    assert entry == {GAME: "tabletop_duel.descriptor:DESCRIPTOR"}
    assert (
        (folder / f"tests/test_{GAME}.py")
        .read_text("utf-8")
        .endswith(
            "from tabletop.testing import check_game\n\n\n"
            "def test_the_game_passes_tabletops_checks():\n"
            '    check_game("duel")\n'
        )
    )
    readme = (folder / "README.md").read_text("utf-8")
    for command in ("pip install -e .", "pytest", f"tabletop play {GAME}"):
        assert command in readme


def test_without_dir_it_writes_tabletop_game_here_and_says_what_next(tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert main(["new", "card_duel"]) == 0
    folder = tmp_path / "tabletop-card-duel"
    assert "src/tabletop_card_duel/rules.py" in _files(folder)
    rules = (folder / "src/tabletop_card_duel/rules.py").read_text("utf-8")
    assert "class CardDuelState(State):" in rules and "Card Duel" in rules
    assert capsys.readouterr().out == (
        "Wrote the game card_duel in tabletop-card-duel (15 files). Next:\n"
        "  cd tabletop-card-duel\n"
        "  pip install -e . pytest\n"
        "  pytest\n"
        "  tabletop play card_duel --seats human,bot:ismcts\n"
    )
    assert main(["new", "card_duel", "--lang", "ja", "--dir", str(tmp_path / "ja")]) == 0
    said = capsys.readouterr().out.splitlines()[0]
    assert said == f"ゲーム card_duel を {tmp_path / 'ja'} に書き出しました（15ファイル）。次は："


@pytest.mark.parametrize(
    ("args", "error"),
    [
        (["Duel"], "'Duel' cannot name a game: use lower-case letters, digits and _, starting"),
        (["2duel"], "'2duel' cannot name a game"),
        (["my-duel"], "'my-duel' cannot name a game"),
        (["duel game"], "'duel game' cannot name a game"),
        (["_duel"], "'_duel' cannot name a game"),
        (["friday"], "friday is already a registered game: choose another name"),
        ([GAME], "duel is already a registered game"),  # installed for these tests
        (["fresh", "--dir", "full"], "full is not an empty folder: choose another with --dir"),
        (["fresh", "--dir", "a_file"], "a_file is not an empty folder"),
        (["fresh", "--dir", "a_file/below"], "cannot write a_file/below: Not a directory"),
    ],
)
def test_a_mistake_is_one_line_and_writes_nothing(tmp_path, capsys, monkeypatch, args, error):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "full").mkdir()
    (tmp_path / "full" / "notes.txt").write_text("mine")
    (tmp_path / "a_file").write_text("mine")
    before = _files(tmp_path)
    assert main(["new", *args]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.startswith(f"error: {error}") and err.count("\n") == 1, err
    assert _files(tmp_path) == before and sorted(tmp_path.iterdir()) == [
        tmp_path / "a_file",
        tmp_path / "full",
    ]


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("ja", "エラー：'Duel' はゲーム名にできません：英小文字、数字、_ だけを使い、英字で始めて"),
        ("zh", "错误：'Duel' 不能用作游戏名：请只用小写字母、数字和 _，并以字母开头\n"),
    ],
)
def test_a_mistake_is_said_in_the_language(tmp_path, capsys, lang, said):
    assert main(["new", "Duel", "--dir", str(tmp_path / "x"), "--lang", lang]) == 2
    assert capsys.readouterr().err.startswith(said)


def test_an_empty_folder_is_taken(tmp_path):
    (tmp_path / "empty").mkdir()
    assert main(["new", "fresh", "--dir", str(tmp_path / "empty")]) == 0
    assert "pyproject.toml" in _files(tmp_path / "empty")


def test_every_template_is_package_data_of_tabletop():
    """The templates reach the wheel: tabletop's pyproject lists them as package data."""
    root = Path(__file__).resolve().parents[2]
    data = tomllib.loads((root / "pyproject.toml").read_text("utf-8"))["tool"]["setuptools"]
    patterns = data["package-data"]["tabletop.kit"]
    kit = Path(new.__file__).parent
    templates = {p for p in (kit / "template").rglob("*") if p.is_file()}
    assert len(templates) == len(WRITTEN)
    assert templates <= {p for pattern in patterns for p in kit.glob(pattern)}
