"""The pseudo-locale qps: every msgid wrapped and accented, placeholders intact.

A screen or page run in qps shows any text that never went through the translator as plain
English, which is how the wiring's tests find hard-coded strings.
"""

from __future__ import annotations

from tabletop import i18n


def test_every_template_message_is_wrapped_and_keeps_its_placeholders() -> None:
    pseudo = i18n.translator(i18n.PSEUDO_LOCALE)
    ids = [m.id for m in i18n.template() if m.id]
    assert set(pseudo.table()) == set(ids)
    for msgid in ids:
        text = pseudo.gettext(msgid)
        assert text.startswith("⟦") and text.endswith("⟧"), text
        assert i18n.PLACEHOLDER.findall(text) == i18n.PLACEHOLDER.findall(msgid), msgid
        words = i18n.PLACEHOLDER.sub("", msgid)  # a placeholder's name is not text to accent
        if any(letter in words for letter in "aeiouAEIOU"):
            assert text[1:-1] != msgid, f"nothing accented in {msgid!r}"


def test_placeholders_are_filled_after_the_pseudo_translation() -> None:
    pseudo = i18n.translator("qps")
    text = pseudo.format("Life {life}/{max_life}", life=7, max_life=22)
    assert text.startswith("⟦") and "7/22" in text and "Life" not in text


def test_a_message_outside_the_template_stays_english_in_qps() -> None:
    # what qps exists to show: text that was never marked is visible as plain English
    assert i18n.translator("qps").gettext("Hard-coded text") == "Hard-coded text"


def test_pseudo_accents_letters_but_not_placeholders_or_symbols() -> None:
    assert i18n.pseudo("Take the {side} side ♠ 10") == "⟦Ţåķé ţĥé {side} šîđé ♠ 10⟧"
