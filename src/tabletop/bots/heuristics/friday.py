"""A sensible Friday player that reads only ``view(0)`` and the legal actions.

Strategy, in order of the decisions:
- hazards: fight the one that is cheapest to beat (value minus free cards), preferring
  useful knowledge; skip a last hazard that is far above what free cards usually bring;
- drawing: draw free cards until the total reaches the value, then stop;
- abilities: gain life when below the maximum; destroy, exchange or put below the pile the
  worst card when short (a negative or harmful aging card first); double the best card when
  short; draw extra cards and lower the step when short; sort keeps the best cards on top;
- paying: against pirates always; against hazards while the gap is small for the life left;
- after a loss: remove aging cards first, then the weakest starting cards.
"""

from __future__ import annotations

from tabletop.engine import Action, State
from tabletop.rulesets.friday.cards import BY_ID, CARDS

HARMFUL = {"-1 life": 3, "-2 life": 5, "highest card = 0": 4, "stop": 2}
GOOD_ABILITIES = {
    "double": 3,
    "destroy": 3,
    "copy": 2,
    "exchange x2": 2,
    "+2 cards": 2,
    "sort 3 cards": 2,
    "below the pile": 2,
    "+2 life": 2,
    "exchange": 1,
    "+1 card": 1,
    "+1 life": 1,
    "step -1": 1,
}


def worth(card_id: str) -> float:
    """How much Robinson wants this card in his deck."""
    card = CARDS[BY_ID[card_id]]
    if card.kind == "aging":
        return card.value - HARMFUL.get(card.ability or "", 0) - 1
    return card.value + GOOD_ABILITIES.get(card.ability or "", 0) * 0.5


def choose(state: State, player: int) -> Action:
    view = state.view(player)
    legal = {a.notation: a for a in state.legal_actions(player)}
    phase = view["phase"]
    if phase == "hazard":
        return legal[_hazard(view, legal)]
    if phase == "pirate":
        pirates = sorted(view["pirates"], key=lambda p: p["value"] - p["free_cards"])
        return legal[f"fight {pirates[-1]['id']}"]  # the harder one while the deck is fresh
    if phase == "remove":
        return legal[_removal(legal)]
    if phase == "zero":  # a lost fight either way: keep the total high, lose less life
        return legal[max(legal, key=lambda n: -worth(n.split()[1]))]
    return legal[_fight(view, legal)]


def _hazard(view: dict, legal: dict[str, Action]) -> str:
    step = ("green", "yellow", "red").index(view["step"])

    def cost(notation: str) -> float:
        card = CARDS[BY_ID[notation.split()[1]]]
        # early decks average about 0 a card: the printed value is most of the cost
        return card.hazard_values[step] - card.free_cards * 0.3 - worth(card.id) * 0.3

    best = min((n for n in legal if n.startswith("fight")), key=cost)
    if "skip" in legal and cost(best) > 3:
        return "skip"
    return best


def _fight(view: dict, legal: dict[str, Action]) -> str:
    fight = view["fight"]
    pending = fight["pending"]
    if pending is not None:
        return _pending(fight, pending, legal)
    short = fight["value"] - fight["total"]
    cards = {c["id"]: c for c in fight["left"] + fight["right"]}
    for notation in legal:
        if notation.startswith("use ") and _wants(cards[notation[4:]], short, view):
            return notation
    if short <= 0:
        return "stop" if "stop" in legal else "end" if "end" in legal else next(iter(legal))
    if "draw" in legal:
        return "draw"
    if "pay" in legal and (fight["pirate"] or _worth_paying(view, short)):
        return "pay"
    if "end" in legal:
        return "end"
    return next(iter(legal))


def _worth_paying(view: dict, short: int) -> bool:
    """A paid card brings about +0.5 on average for 1 life; a loss of ``short`` life also
    buys removals of bad cards. So pay only for a valuable win with life to spare."""
    fight = view["fight"]
    enemy = CARDS[BY_ID[fight["enemy"]]]
    paid = len(fight["right"])
    late = view["step"] != "green"  # green losses are cheap and buy removals
    return late and 2 <= short <= 3 and paid < 2 and view["life"] >= 10 and worth(enemy.id) >= 2


def _wants(card: dict, short: int, view: dict) -> bool:
    """Whether to use this card's ability now."""
    ability = card["ability"]
    if ability in ("+1 life", "+2 life"):
        return view["life"] < view["max_life"]
    if short <= 0:
        return False
    if ability in ("destroy", "exchange", "exchange x2", "below the pile"):
        return _worst(view, exclude=card["id"]) is not None
    return ability in ("double", "+1 card", "+2 cards", "step -1", "sort 3 cards", "copy")


def _worst(view: dict, exclude: str) -> str | None:
    """The face-up card most worth getting rid of, if any is bad."""
    fight = view["fight"]
    cards = [c for c in fight["left"] + fight["right"] if c["id"] != exclude and not c["destroyed"]]
    if not cards:
        return None
    worst = min(cards, key=lambda c: worth(c["id"]))
    return worst["id"] if worth(worst["id"]) < 0.5 else None


def _pending(fight: dict, pending: dict, legal: dict[str, Action]) -> str:
    kind = pending["kind"]
    if kind == "sort":
        best = max(
            (n for n in legal if n.startswith("put")),
            key=lambda n: _arrangement_value(n),
        )
        return best
    if kind in ("more", "replace"):
        return "draw" if fight["total"] < fight["value"] else "done"
    targets = [n for n in legal if n.startswith(("on ", "copy "))]
    if not targets:
        return "done"
    ability = pending.get("ability")
    if kind == "copy":
        return max(targets, key=lambda n: worth(n.split()[1]))
    if ability == "double":
        return max(targets, key=lambda n: CARDS[BY_ID[n.split()[1]]].value)
    choice = min(targets, key=lambda n: worth(n.split()[1]))  # get rid of the worst
    if kind == "exchange" and worth(choice.split()[1]) >= 0.5:
        return "done"
    return choice


def _arrangement_value(notation: str) -> float:
    """Best cards on top; dropping a bad card is good, dropping a good one bad."""
    body = notation[4:]
    kept, _, dropped = body.partition(" drop ") if " drop " in body else (body, "", "")
    if body.startswith("drop "):
        kept, dropped = "", body[5:]
    order = [c for c in kept.split(",") if c]
    score = sum(worth(c) / (i + 1) for i, c in enumerate(order))
    return score - (worth(dropped) * 1.5 if dropped else 0)


def _removal(legal: dict[str, Action]) -> str:
    """Spend a loss on the worst cards: aging first, then the weakest starting cards."""
    removable = [n for n in legal if n.startswith("remove ")]
    if not removable:
        return "done"
    worst = min(removable, key=lambda n: worth(n.split()[1]))
    return worst if worth(worst.split()[1]) <= 0 else "done"
