"""tools/docs_i18n.py as a module for the docs tests: it is a script, not a package, so it is
loaded from its path, once."""

from __future__ import annotations

import importlib
import importlib.util
import sys
from pathlib import Path
from types import ModuleType

TOOL = Path(__file__).resolve().parents[2] / "tools" / "docs_i18n.py"


def docs_i18n() -> ModuleType:
    """The tool, which says which pages are translated, into what, and how they are built.
    Without mdpo (the dev extra) this fails to import, plainly, instead of the tool's exit
    stopping the whole session."""
    if "docs_i18n" not in sys.modules:
        importlib.import_module("mdpo")
        spec = importlib.util.spec_from_file_location("docs_i18n", TOOL)
        module = importlib.util.module_from_spec(spec)
        sys.modules[spec.name] = module
        spec.loader.exec_module(module)
    return sys.modules["docs_i18n"]
