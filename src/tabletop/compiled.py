"""The compiled build of the engine's hottest modules, used only while it matches the sources.

Cython compiles the very ``.py`` files of :data:`MODULES` in its pure-Python mode, typed by the
``.pxd`` files beside them: the rules stay written once, and run the same without a compiler.
A build is kept under a key made of every compiled source and the interpreter's ABI
(:func:`source_key`), so an edited rule can never run stale: until ``tabletop compile`` builds
again, the plain ``.py`` files run. ``TABLETOP_PURE=1`` runs them in any case (docs/engine.md,
"Speed").
"""

from __future__ import annotations

import hashlib
import importlib.abc
import importlib.machinery
import importlib.util
import json
import os
import re
import shutil
import sys
import sysconfig
from pathlib import Path
from types import ModuleType

# The modules a build compiles: the engine's contract, the phase machinery and the generator,
# each game's rules with the modules they call every step, the search with the modules its
# playouts call (the strategies, their evaluations, the sampled worlds' deals), and what the
# research adapters run every step (each game's observer, the adapters themselves).
MODULES = (
    "tabletop.bots.ismcts",
    "tabletop.engine.contract",
    "tabletop.engine.encoding",
    "tabletop.engine.phased",
    "tabletop.engine.rng",
    "tabletop.rulesets.friday.actions",
    "tabletop.rulesets.friday.cards",
    "tabletop.rulesets.friday.game",
    "tabletop.rulesets.friday.heuristic",
    "tabletop.rulesets.friday.rules",
    "tabletop.rulesets.friday.scoring",
    "tabletop.rulesets.friday.view",
    "tabletop.rulesets.gunrain.board",
    "tabletop.rulesets.gunrain.game",
    "tabletop.rulesets.gunrain.heuristic",
    "tabletop.rulesets.gunrain.rules",
    "tabletop.rulesets.gunrain.setting",
    "tabletop.rulesets.gunrain.value",
    "tabletop.rulesets.gunrain.view",
    "tabletop.rulesets.kungfu.actions",
    "tabletop.rulesets.kungfu.board",
    "tabletop.rulesets.kungfu.cards",
    "tabletop.rulesets.kungfu.game",
    "tabletop.rulesets.kungfu.heuristic",
    "tabletop.rulesets.kungfu.knowledge",
    "tabletop.rulesets.kungfu.rules",
    "tabletop.rulesets.friday.encoding",
    "tabletop.rulesets.gunrain.encoding",
    "tabletop.rulesets.kungfu.encoding",
    "tabletop.interop.arrays",
    "tabletop.interop.moves",
    "tabletop.interop.gymnasium",
    "tabletop.interop.openspiel",
    "tabletop.interop.pettingzoo",
)

# Cython's settings: only the .pxd files declare C types (the .py files' annotations document,
# they do not convert), and nothing is inferred beyond them, so compiled arithmetic is Python's.
DIRECTIVES = {
    "language_level": 3,
    "annotation_typing": False,
    "infer_types": False,
    "binding": True,
}

# The C compiler's flags after the interpreter's own (-O3 -g): no debug information, which
# takes a third of the compile's time and nothing off the modules' speed; and no array-bounds
# warnings, which GCC 12 gives falsely for Cython's comparisons with bytes (a screenful of them
# for the OpenSpiel adapter at every install).
C_FLAGS = ["-g0", "-Wno-array-bounds"] if os.name == "posix" else []

# Cython 3.3 answers ``a == b`` between two str with PyUnicode_Compare before CPython 3.14: an
# ordering, which reads both strings even when their lengths differ, at every phase and action
# kind a rule compares. CPython 3.10-3.12 export the equality test itself (``_PyUnicode_Equal``,
# public as PyUnicode_Equal from 3.14, which Cython then uses), so the build puts it in Cython's
# str equality helpers (:func:`_with_fast_str_equality`); ordering comparisons keep theirs.
FAST_STR_EQUALITY = (3, 10) <= sys.version_info[:2] < (3, 13)
_STR_EQUALITY = re.compile(
    r"(int result = PyUnicode_Equal\(s1, s2\);(?:(?!\n}\n).)*?#else\n\s*)"
    r"int result = PyUnicode_Compare\(s1, s2\);",
    re.DOTALL,
)

PACKAGE_DIR = Path(__file__).resolve().parent
MANIFEST = "manifest.json"


class BuildError(Exception):
    """A build could not be made: ``missing`` names the absent packages, else the message
    gives Cython's or the C compiler's reason."""

    def __init__(self, reason: str, missing: tuple[str, ...] = ()) -> None:
        super().__init__(reason)
        self.missing = missing


def _module_path(module: str) -> Path:
    return PACKAGE_DIR.joinpath(*module.split(".")[1:]).with_suffix(".py")


def source_files() -> list[Path]:
    """Every file a build compiles or reads its types from: each module's ``.py`` and ``.pxd``."""
    files = []
    for module in MODULES:
        py = _module_path(module)
        files.append(py)
        if py.with_suffix(".pxd").exists():
            files.append(py.with_suffix(".pxd"))
    return files


def _read_sources() -> dict[Path, bytes]:
    return {path: path.read_bytes() for path in source_files()}


def source_key(sources: dict[Path, bytes] | None = None) -> str:
    """The name of the build these sources and this interpreter need."""
    digest = hashlib.sha256(sys.implementation.cache_tag.encode())
    digest.update(str(sysconfig.get_config_var("EXT_SUFFIX")).encode())
    settings = [DIRECTIVES, C_FLAGS, FAST_STR_EQUALITY]
    digest.update(json.dumps(settings).encode())  # other settings, another build
    for path, data in sorted((sources or _read_sources()).items()):
        digest.update(str(path.relative_to(PACKAGE_DIR)).encode() + b"\0")
        digest.update(hashlib.sha256(data).digest())
    return digest.hexdigest()[:20]


def build_root() -> Path:
    """Where builds are kept: ``TABLETOP_BUILD_DIR``, else the user's cache."""
    given = os.environ.get("TABLETOP_BUILD_DIR")
    if given:
        return Path(given)
    cache = os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache"
    return Path(cache) / "tabletop" / "compiled"


def _built_modules(key: str) -> dict[str, Path] | None:
    """The compiled module files of build ``key``, or None if there is no complete build."""
    folder = build_root() / key
    try:
        manifest = json.loads((folder / MANIFEST).read_text("utf-8"))
    except (OSError, ValueError):
        return None
    if not isinstance(manifest, dict) or manifest.get("key") != key:
        return None
    files = manifest.get("modules")
    if not isinstance(files, dict) or set(files) != set(MODULES):
        return None
    paths = {module: folder / str(name) for module, name in files.items()}
    return paths if all(path.is_file() for path in paths.values()) else None


class _CompiledFinder(importlib.abc.MetaPathFinder):
    """Finds the compiled file of each module of a matching build, ahead of its ``.py``."""

    def __init__(self, paths: dict[str, Path]) -> None:
        self.paths = paths

    def find_spec(self, fullname: str, path: object = None, target: object = None):
        compiled = self.paths.get(fullname)
        if compiled is None:
            return None
        loader = importlib.machinery.ExtensionFileLoader(fullname, str(compiled))
        return importlib.util.spec_from_file_location(fullname, compiled, loader=loader)


def _pure() -> bool:
    """Whether ``TABLETOP_PURE`` asks for the plain ``.py`` files whatever is built."""
    return os.environ.get("TABLETOP_PURE", "") not in ("", "0")


def use_compiled_build() -> bool:
    """Put the matching build, if any, in front of the ``.py`` files (``tabletop`` does this
    first thing on import); False, and nothing changed, under ``TABLETOP_PURE=1`` or when no
    build matches the sources."""
    if _pure():
        return False
    if any(isinstance(finder, _CompiledFinder) for finder in sys.meta_path):
        return True
    try:
        paths = _built_modules(source_key())
    except (OSError, RuntimeError):  # sources unreadable (a zipped install), no home: plain
        return False
    if paths is None:
        return False
    sys.meta_path.insert(0, _CompiledFinder(paths))
    return True


def compiled_modules() -> list[str]:
    """The modules of :data:`MODULES` this process runs compiled (imported from a build)."""
    out = []
    for module in MODULES:
        loaded: ModuleType | None = sys.modules.get(module)
        if loaded is not None and isinstance(
            getattr(loaded.__spec__, "loader", None), importlib.machinery.ExtensionFileLoader
        ):
            out.append(module)
    return out


def status() -> tuple[str, Path | None]:
    """("current", its folder), ("none", None) or ("pure", None): what this process would run."""
    if _pure():
        return "pure", None
    key = source_key()
    return ("current", build_root() / key) if _built_modules(key) else ("none", None)


def build(jobs: int = 2) -> Path:
    """Compile :data:`MODULES` into the build for the current sources, unless it exists; its
    folder. A build is made aside and moved in whole, so a failed one leaves nothing behind."""
    sources = _read_sources()
    key = source_key(sources)
    target = build_root() / key
    if _built_modules(key) is not None:
        return target
    missing = tuple(name for name in ("Cython", "setuptools") if not importlib.util.find_spec(name))
    if missing:
        raise BuildError(f"compiling needs {', '.join(missing)}", missing)
    work = build_root() / f".{key}-{os.getpid()}"
    shutil.rmtree(work, ignore_errors=True)
    try:
        _compile(sources, work, jobs)
        manifest = {
            "key": key,
            "modules": _collect(work),
            "directives": DIRECTIVES,
            "flags": C_FLAGS,
        }
        (work / MANIFEST).write_text(json.dumps(manifest, indent=1), "utf-8")
        try:
            work.rename(target)
        except OSError:  # another process has just built it
            if _built_modules(key) is None:
                raise
    except Exception as error:  # Cython's and the C compiler's errors alike
        raise BuildError(str(error)) from error
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return target


def _compile(sources: dict[Path, bytes], work: Path, jobs: int) -> None:
    """Cython's C, then the compiler's modules, in ``work/lib`` as a package tree."""
    from Cython.Build import cythonize
    from setuptools import Distribution, Extension

    tree = work / "src"
    for path, data in sources.items():  # the very bytes the key was made of
        copy = tree / "tabletop" / path.relative_to(PACKAGE_DIR)
        copy.parent.mkdir(parents=True, exist_ok=True)
        copy.write_bytes(data)
    packages = {module.rsplit(".", 1)[0] for module in MODULES} | {"tabletop.rulesets"}
    for package in packages:  # Cython names a module after the packages around it
        (tree.joinpath(*package.split(".")) / "__init__.py").touch()
    extensions = [
        Extension(
            module,
            [str(tree.joinpath(*module.split(".")).with_suffix(".py"))],
            extra_compile_args=C_FLAGS,
        )
        for module in MODULES
    ]
    compiled = cythonize(
        extensions,
        compiler_directives=DIRECTIVES,
        include_path=[str(tree)],
        quiet=True,
        nthreads=jobs,
    )
    if FAST_STR_EQUALITY:
        for extension in compiled:
            for c_file in extension.sources:
                _with_fast_str_equality(Path(c_file))
    command = ["build_ext", "--build-lib", str(work / "lib"), "--build-temp", str(work / "tmp")]
    distribution = Distribution(
        {"ext_modules": compiled, "script_args": [*command, "-j", str(jobs)]}
    )
    distribution.parse_command_line()
    distribution.run_commands()
    shutil.rmtree(tree)
    shutil.rmtree(work / "tmp")


def _with_fast_str_equality(c_file: Path) -> None:
    """Cython's C with its str equality helpers answering through ``_PyUnicode_Equal`` (see
    :data:`FAST_STR_EQUALITY`): the branch Cython writes for CPython 3.14, under the name the
    same function has before it."""
    code = c_file.read_text("utf-8")
    fast = _STR_EQUALITY.sub(r"\1int result = _PyUnicode_Equal(s1, s2) ? 0 : 1;", code)
    c_file.write_text(fast, "utf-8")


def _collect(work: Path) -> dict[str, str]:
    """Each module's compiled file, relative to the build's folder."""
    made = {}
    for module in MODULES:
        *package, name = module.split(".")
        found = sorted(work.joinpath("lib", *package).glob(f"{name}.*"))
        if len(found) != 1:
            raise BuildError(f"the compile left no single module file for {module}")
        made[module] = found[0].relative_to(work).as_posix()
    return made
