"""How many of the move labels a person reads hold notation, in each language.

Plays random games of each game and words every legal move of every position with the game's
``describe_move``, as the terminal's menu and the page's buttons show it; a label counts when
``tests/wording.py`` finds notation in it (a card id, a card code, a notation phrase or, in
Japanese and Chinese, an ASCII word). It runs against whatever tabletop is importable, so the
same command measures another checkout:

    PYTHONPATH=OTHER_CHECKOUT/src python tools/notation_labels.py --games 20

(An older ``describe_move`` without ``names`` is called without them.)
"""

from __future__ import annotations

import argparse
import inspect
import random
import sys
from pathlib import Path

import tabletop
from tabletop.engine.registry import descriptor
from tabletop.i18n import translator
from tabletop.present import words_for

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))
from wording import problems

GAMES = {"friday": {}, "gunrain": {}, "kungfu": {"players": 3}}
ALLOWED = {"gunrain": {"HP"}}  # the Gun Rain rulebook's own word


def labels(game: str, options: dict, seeds: range, locale: str) -> tuple[int, int, list[str]]:
    """(labels seen, labels holding notation, a few examples) over games of ``seeds``."""
    t = translator(locale)
    words = words_for(descriptor(game))
    takes_names = "names" in inspect.signature(words.describe_move).parameters
    seen = bad = 0
    examples: list[str] = []
    for seed in seeds:
        state = tabletop.make(game, **options).new_game(seed)
        rng = random.Random(seed)
        while not state.is_over:
            seat = state.to_move[0]
            view = state.view(seat)
            legal = state.legal_actions(seat)
            for action in legal:
                args = {"names": None} if takes_names else {}
                label = words.describe_move(view, action.notation, t, **args)
                seen += 1
                if problems(label, locale, allowed=ALLOWED.get(game, ())):
                    bad += 1
                    if len(examples) < 3:
                        examples.append(label)
            state.apply(seat, rng.choice(legal))
    return seen, bad, examples


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20, help="random games per game")
    args = parser.parse_args(argv)
    print(f"tabletop from {Path(tabletop.__file__).parents[1]}")
    for game, options in GAMES.items():
        for locale in ("en", "ja", "zh"):
            seen, bad, examples = labels(game, options, range(args.games), locale)
            share = 100 * bad / seen if seen else 0
            print(f"{game:8} {locale}  {bad:6} of {seen:6} labels hold notation ({share:.1f}%)")
            for example in examples:
                print(f"           e.g. {example!r}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
