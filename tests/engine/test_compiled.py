"""The compiled engine (src/tabletop/compiled.py): the same games as the plain ``.py`` files, used
only while it matches them, and ``tabletop compile``'s clear words when it cannot build.

The README's install runs ``tabletop compile``, so a set-up machine has a build for these very
sources; a test run after editing a compiled module fails here until it is built again.
"""

from __future__ import annotations

import importlib
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tabletop import compiled

PINNED = "18c8c01e9c744113"  # tests/tools/test_game_fingerprint.py: the rules as they are
ROOT = Path(__file__).resolve().parents[2]

# One process's account: which modules it runs compiled (every one it can import: the games
# do not import the research adapters), and the digest of 180 seeded games.
PLAY = """
import importlib, json, sys
import tabletop, tabletop.compiled as compiled
sys.path.insert(0, "tools")
import game_fingerprint
for module in compiled.MODULES:
    try:
        importlib.import_module(module)
    except ModuleNotFoundError as missing:  # an adapter's library is not installed
        if (missing.name or "").startswith("tabletop"):
            raise
digest = game_fingerprint.fingerprint(180, 10)["all"]
print(json.dumps({"compiled": compiled.compiled_modules(), "digest": digest}))
"""


def importable() -> list[str]:
    """The modules of ``MODULES`` this environment can import: an adapter needs its library
    (the ``rl`` and ``openspiel`` extras), which a build never imports."""
    out = []
    for module in compiled.MODULES:
        try:
            importlib.import_module(module)
        except ModuleNotFoundError as missing:
            if (missing.name or "").startswith("tabletop"):
                raise
            continue
        out.append(module)
    return out


def played(**env: str) -> dict:
    done = subprocess.run(
        [sys.executable, "-c", PLAY],
        cwd=ROOT,
        env={**os.environ, **env},
        capture_output=True,
        text=True,
        timeout=300,
        check=True,
    )
    return json.loads(done.stdout)


def test_the_compiled_build_plays_the_same_games_as_the_plain_files() -> None:
    """Where both the build and the plain files exist, both run and give identical games
    (moves, clones played out, sampled worlds' views, results)."""
    assert compiled.status()[0] == "current", "no build for these sources: run tabletop compile"
    built, plain = played(), played(TABLETOP_PURE="1")
    assert built["compiled"] == importable()
    assert plain["compiled"] == []
    assert built["digest"] == plain["digest"] == PINNED


def test_this_test_run_plays_on_the_compiled_build() -> None:
    """The suite itself runs on the build the install made, so every test checks it too."""
    assert compiled.compiled_modules() == importable()


def test_an_edited_source_never_runs_from_an_older_build() -> None:
    sources = compiled._read_sources()
    edited = dict(sources)
    rules = next(path for path in sources if path.name == "rules.py")
    edited[rules] = sources[rules] + b"\n# an edit\n"
    assert compiled.source_key(edited) != compiled.source_key(sources)
    assert compiled.source_key(dict(sources)) == compiled.source_key(sources)


def _fake_build(root: Path, key: str, modules: dict[str, str]) -> None:
    folder = root / key
    folder.mkdir(parents=True)
    for name in modules.values():
        (folder / name).parent.mkdir(parents=True, exist_ok=True)
        (folder / name).write_bytes(b"")
    manifest = {"key": key, "modules": modules}
    (folder / compiled.MANIFEST).write_text(json.dumps(manifest), "utf-8")


def test_a_build_for_other_sources_or_an_unfinished_one_is_not_used(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_BUILD_DIR", str(tmp_path))
    key = compiled.source_key()
    every = {module: f"lib/{module}.so" for module in compiled.MODULES}
    _fake_build(tmp_path, "0" * 20, every)  # another version of the sources
    assert compiled._built_modules(key) is None
    assert compiled.status() == ("none", None)
    _fake_build(tmp_path, key, dict(list(every.items())[:-1]))  # a module short
    assert compiled._built_modules(key) is None
    (tmp_path / key / compiled.MANIFEST).write_text("{not json", "utf-8")
    assert compiled._built_modules(key) is None


def test_tabletop_pure_runs_the_plain_files_whatever_is_built(monkeypatch):
    monkeypatch.setenv("TABLETOP_PURE", "1")
    assert compiled.status() == ("pure", None)
    assert compiled.use_compiled_build() is False


def _run(*args: str, **env: str) -> subprocess.CompletedProcess:
    exe = Path(sys.executable).parent / "tabletop"
    return subprocess.run(
        [str(exe), *args], env={**os.environ, **env}, capture_output=True, text=True, timeout=60
    )


def test_compile_check_says_which_engine_runs(tmp_path):
    done = _run("compile", "--check")
    assert done.returncode == 0 and "The compiled engine is in use" in done.stdout
    done = _run("compile", "--check", TABLETOP_BUILD_DIR=str(tmp_path))
    assert done.returncode == 1
    assert done.stdout.strip() == (
        "No compiled build matches the sources: the plain Python files run."
    )
    done = _run("--lang", "ja", "compile", "--check", TABLETOP_PURE="1")
    assert done.returncode == 1 and "TABLETOP_PURE" in done.stdout and "Python" in done.stdout
    assert list(tmp_path.iterdir()) == []  # --check builds nothing


def test_compile_without_cython_or_with_a_failing_compiler_is_one_clear_line(tmp_path, monkeypatch):
    from click.testing import CliRunner

    from tabletop.cli.main import cli

    monkeypatch.setenv("TABLETOP_BUILD_DIR", str(tmp_path))
    real_find_spec = compiled.importlib.util.find_spec
    monkeypatch.setattr(
        compiled.importlib.util,
        "find_spec",
        lambda name, *rest: None if name == "Cython" else real_find_spec(name, *rest),
    )
    result = CliRunner().invoke(cli, ["--lang", "en", "compile"])
    assert result.exit_code != 0
    assert "compiling needs Cython: pip install -e '.[speed]'" in str(result.exception)
    monkeypatch.setattr(compiled.importlib.util, "find_spec", real_find_spec)

    def broken(sources, work, jobs):
        (work / "src").mkdir(parents=True)
        raise RuntimeError("error: command 'gcc' failed: No such file or directory")

    monkeypatch.setattr(compiled, "_compile", broken)
    result = CliRunner().invoke(cli, ["--lang", "en", "compile"])
    assert "could not be compiled: error: command 'gcc' failed" in str(result.exception)
    assert list(tmp_path.iterdir()) == []  # a failed build leaves nothing behind


@pytest.mark.parametrize("lang", ["ja", "zh"])
def test_compile_speaks_the_language_it_is_asked(lang):
    done = _run("--lang", lang, "compile", "--check")
    assert done.returncode == 0
    assert "The compiled engine" not in done.stdout
    assert str(compiled.build_root()) in done.stdout


def test_no_compiled_module_finds_its_files_by_its_own_path() -> None:
    """A compiled module's ``__file__`` is its build's file in the cache, so a data file read
    beside ``__file__`` would not be found: compiled modules read theirs through their package
    (``importlib.resources``)."""
    for path in compiled.source_files():
        if path.suffix == ".py":
            assert "__file__" not in path.read_text("utf-8"), path


def test_the_build_answers_str_equality_with_an_equality_test_and_keeps_orderings(tmp_path):
    """Cython 3.3 writes ``str == str`` as an ordering (PyUnicode_Compare) before CPython 3.14;
    the build swaps in ``_PyUnicode_Equal`` in every equality helper, and only there: ``<`` and
    ``>=`` still order. The module built as ``tabletop compile`` builds compares as Python does."""
    from Cython.Build import cythonize
    from setuptools import Distribution, Extension

    source = tmp_path / "strings.py"
    source.write_text(
        "def answers(a, b):\n"
        "    x = a\n"
        "    y = b\n"
        "    return (x == y, x != y, x < y, x >= y, a == 'over', a != 'fight')\n",
        "utf-8",
    )
    (tmp_path / "strings.pxd").write_text(
        "cimport cython\n@cython.locals(x=str, y=str)\ncpdef tuple answers(a, b)\n", "utf-8"
    )
    [extension] = cythonize(
        [Extension("strings", [str(source)])], compiler_directives=compiled.DIRECTIVES, quiet=True
    )
    c_file = Path(extension.sources[0])
    code = c_file.read_text("utf-8")
    helpers = {}  # Cython's str comparison helpers by name: their code
    for part in code.split("static CYTHON_INLINE ")[1:]:
        name = part.split("(", 1)[0].split()[-1]
        if name.startswith("__Pyx_PyObject_CompareStrStr") and "{" in part.split("\n", 1)[0]:
            helpers[name] = part.split("\n}\n", 1)[0]
    patched = compiled._STR_EQUALITY.sub(r"\1int result = _PyUnicode_Equal(s1, s2) ? 0 : 1;", code)
    for name, body in helpers.items():
        now = patched[patched.index(body.split("\n", 1)[0]) :].split("\n}\n", 1)[0]
        equality = name[-2:] in ("Eq", "Ne")
        assert ("_PyUnicode_Equal(s1, s2)" in now) == equality, name
        assert ("PyUnicode_Compare(s1, s2)" in now) != equality, name
    assert {"Eq", "Ne", "Lt", "Ge"} <= {name[-2:] for name in helpers}
    if compiled.FAST_STR_EQUALITY:  # as _compile does
        compiled._with_fast_str_equality(c_file)
    command = ["build_ext", "--build-lib", str(tmp_path), "--build-temp", str(tmp_path / "tmp")]
    Distribution({"ext_modules": [extension], "script_args": command}).run_command("build_ext")
    sys.path.insert(0, str(tmp_path))
    try:
        strings = importlib.import_module("strings")
        for a, b in [("over", "over"), ("over", "fight"), ("fight", "over"), ("ab", "abc")]:
            python = (a == b, a != b, a < b, a >= b, a == "over", a != "fight")
            assert strings.answers(a, "".join(b)) == python  # (b a new object: no identity)
    finally:
        sys.path.remove(str(tmp_path))
        sys.modules.pop("strings", None)
