"""Which language a person gets: --lang, else the gettext environment variables, else English."""

from __future__ import annotations

import pytest

from tabletop.engine import ConfigError
from tabletop.i18n import resolve_accept_language, resolve_locale


@pytest.mark.parametrize(
    ("given", "expected"),
    [
        ("ja", "ja"),
        ("zh", "zh"),
        ("en", "en"),
        ("JA", "ja"),
        (" zh ", "zh"),
        ("ja_JP.UTF-8", "ja"),
        ("zh-Hans", "zh"),
        ("zh_CN", "zh"),
        ("qps", "qps"),
    ],
)
def test_an_explicit_lang_wins_over_the_environment(given: str, expected: str) -> None:
    assert resolve_locale(given, {"LANG": "fr_FR.UTF-8", "LANGUAGE": "de"}) == expected


@pytest.mark.parametrize("given", ["fr", "", "zh_TW", "zh-Hant", "japanese", "C"])
def test_an_unknown_explicit_lang_is_a_clear_error_naming_the_three(given: str) -> None:
    with pytest.raises(ConfigError) as error:
        resolve_locale(given, {"LANG": "ja_JP.UTF-8"})
    message = str(error.value)
    assert repr(given) in message
    for choice in ("ja", "zh", "en"):
        assert choice in message


@pytest.mark.parametrize(
    ("environ", "expected"),
    [
        ({"LANG": "ja_JP.UTF-8"}, "ja"),
        ({"LANG": "zh_CN.UTF-8"}, "zh"),
        ({"LANG": "zh_SG"}, "zh"),
        ({"LANG": "zh_Hans_CN"}, "zh"),
        ({"LANG": "zh"}, "zh"),
        ({"LANG": "zh_TW.UTF-8"}, "en"),  # Traditional is not offered
        ({"LANG": "en_GB.UTF-8"}, "en"),
        ({"LANG": "fr_FR.UTF-8"}, "en"),
        ({"LANG": "C.UTF-8"}, "en"),
        ({"LC_ALL": "ja_JP.UTF-8", "LANG": "zh_CN.UTF-8"}, "ja"),
        ({"LC_ALL": "C.UTF-8", "LANG": "ja_JP.UTF-8"}, "en"),  # LC_ALL overrides, as in gettext
        ({"LC_MESSAGES": "zh_CN", "LANG": "ja_JP"}, "zh"),
        ({"LANGUAGE": "zh_CN:ja", "LC_ALL": "ja_JP.UTF-8"}, "zh"),
        ({"LANGUAGE": "fr:de:ja", "LANG": "zh_CN"}, "ja"),  # the list's first one offered
        ({"LANGUAGE": "fr:de", "LANG": "zh_CN"}, "en"),
        ({"LANGUAGE": "", "LANG": "ja_JP.UTF-8"}, "ja"),  # empty means unset
        ({}, "en"),
    ],
)
def test_without_lang_the_environment_decides(environ: dict[str, str], expected: str) -> None:
    assert resolve_locale(None, environ) == expected


def test_the_process_environment_is_the_default(monkeypatch: pytest.MonkeyPatch) -> None:
    for variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(variable, raising=False)
    monkeypatch.setenv("LANG", "ja_JP.UTF-8")
    assert resolve_locale(None) == "ja"


@pytest.mark.parametrize(
    ("header", "expected"),
    [
        ("ja,en-US;q=0.8,en;q=0.7", "ja"),
        ("zh-CN,zh;q=0.9,en;q=0.8", "zh"),
        ("fr-FR, zh-Hans;q=0.5, ja;q=0.4", "zh"),
        ("en;q=0.5, ja;q=0.9", "ja"),  # the weight decides, not the order
        ("ja;q=0.8, zh;q=0.8", "ja"),  # equal weights: the header's order
        ("ja;q=0, zh;q=0.1", "zh"),  # q=0 means "not this one"
        ("ja;q=abc, zh", "zh"),  # a malformed weight drops its tag
        ("zh-TW,zh-Hant;q=0.9", "en"),
        ("*", "en"),
        ("", "en"),
        (None, "en"),
    ],
)
def test_a_browser_gets_its_most_wanted_offered_language(header: str | None, expected: str) -> None:
    assert resolve_accept_language(header) == expected
