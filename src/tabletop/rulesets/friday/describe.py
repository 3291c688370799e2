"""Friday's words (the presentation layer, see :mod:`tabletop.present`): the menu line next to
each notation, the notation help, the cards, the ability in progress and the score's parts.

Plain strings, shared by the terminal screen and the web server. Descriptions read the
notation (stable, documented) and the view of the position the move is made in; nothing here
decides what is legal.
"""

from __future__ import annotations

from tabletop.rulesets.friday.cards import AGING, BY_ID, CARDS, PIRATE, STEPS, Card
from tabletop.rulesets.friday.phases import (
    PENDING_COPY,
    PENDING_EXCHANGE,
    PENDING_MORE,
    PENDING_REPLACE,
    PENDING_SORT,
    PENDING_TARGET,
)

NOTATION_HELP = """\
Friday notation (case-insensitive). Cards by id: R05 Robinson, H12 hazard,
A04 aging, P07 pirate.
  fight H12      fight this offered hazard (or pirate ship: fight P07)
  skip           discard the last hazard instead of fighting it
  draw           draw a free card (or +2 cards' next card, a free replacement)
  pay            draw another card for life (1; 2 against one pirate)
  stop           stop drawing free cards; the rest are forfeited
  use H07        use a fighting card's ability
  on R14         the card the ability in progress acts on (destroy, double...)
  copy H18       the card whose ability a copy repeats
  put R05,H12 drop A03
                 sort's answer: cards back on the stack, top first; one dropped
  end            judge the fight
  zero R01       which tied highest card counts 0
  remove R14     after a loss: remove this fighting card from the game
  done           finish an optional part (second exchange, removals...)"""


def card(card_id: str) -> Card:
    return CARDS[BY_ID[card_id.upper()]]


def short(card_id: str) -> str:
    """'H07 realization 0': enough to recognise a card in a list."""
    c = card(card_id)
    return f"{c.id} {c.name} {c.value}"


def knowledge(c: Card) -> str:
    """A card's fighting side: 'realization 0: destroy'."""
    return f"{c.name} {c.value}" + (f": {c.ability}" if c.ability else "")


def describe_move(view: dict, notation: str) -> str:
    """E.g. 'use H07' -> 'realization 0: destroy'."""
    verb, _, arg = notation.partition(" ")
    fight = view["fight"] or {}
    pending = (fight.get("pending") or {}).get("kind")
    if verb == "fight":
        return _fight_choice(view, card(arg))
    if verb == "use":
        return knowledge(card(arg))
    if verb == "draw":
        if pending == PENDING_MORE:
            return "draw the second card of +2 cards (free)"
        if pending == PENDING_REPLACE:
            return "draw a free replacement card"
        return f"draw a free card ({fight['free_left']} free left)"
    if verb == "pay":
        return f"draw another card for {fight['draw_cost']} life"
    if verb == "stop":
        return f"stop drawing free cards ({fight['free_left']} forfeited)"
    if verb == "end":
        total, value = fight["total"], fight["value"]
        outcome = "win" if total >= value else f"lose {value - total} life"
        return f"judge the fight: {total} against {value}, {outcome}"
    if verb == "skip":
        return "discard this last hazard without fighting it"
    if verb == "on":
        ability = "exchange" if pending == PENDING_EXCHANGE else fight["pending"].get("ability", "")
        return f"{ability}: {short(arg)}"
    if verb == "copy":
        c = card(arg)
        return f"repeat {c.ability} ({c.id} {c.name})"
    if verb == "remove":
        c = card(arg)
        return f"remove {short(arg)} from the game (costs {2 if c.kind == AGING else 1})"
    if verb == "zero":
        return f"{short(arg)} counts 0"
    if verb == "put":
        return _put(arg)
    if verb == "done":
        return {
            PENDING_EXCHANGE: "no second exchange",
            PENDING_MORE: "no second card",
            PENDING_REPLACE: "no replacement card",
        }.get(pending, "keep the other cards and end the fight")
    return ""


def _fight_choice(view: dict, c: Card) -> str:
    if c.kind == PIRATE:
        terms = next(p for p in view["pirates"] if p["id"] == c.id)
        return f"pirate ship first: value {terms['value']}, {terms['free_cards']} free cards"
    value = c.hazard_values[STEPS.index(view["step"])]
    return f"{c.hazard}: value {value}, {c.free_cards} free; win {knowledge(c)}"


def _put(arg: str) -> str:
    order, _, dropped = arg.partition(" drop ")
    if arg.startswith("drop "):
        order, dropped = "", arg[5:]
    kept = [short(i) for i in order.split(",") if i]
    text = f"back on top (top first): {', '.join(kept)}" if kept else "nothing back on top"
    return text + (f"; discard {short(dropped)}" if dropped else "")


def describe_pending(fight: dict) -> str:
    """What the ability in progress asks for, or '' when none is."""
    pending = fight["pending"]
    if pending is None:
        return ""
    kind, source = pending["kind"], pending["source"]
    if kind == PENDING_SORT:
        cards = ", ".join(map(short, pending["cards"]))
        return (
            f"{source} sort: top cards of the stack (top first): {cards}. "
            "Put them back in any order, discarding at most one."
        )
    if kind == PENDING_TARGET:
        return f"{source} {pending['ability']}: choose the card."
    if kind == PENDING_COPY:
        return f"{source} copy: choose the card whose ability to repeat."
    if kind == PENDING_EXCHANGE:
        return f"{source} exchange x2: choose a second card to exchange, or done."
    if kind == PENDING_MORE:
        return f"{source} +2 cards: draw the second card, or done."
    return f"{source} below the pile: draw a free replacement, or done."


BREAKDOWN = (
    ("cards", "fighting values of Robinson's non-aging cards"),
    ("aging", "-5 per aging card owned"),
    ("pirates", "+15 per pirate ship beaten"),
    ("life", "+5 per life point"),
    ("hazards", "-3 per hazard not beaten"),
    ("total", "score"),
)


def describe_outcome(result: dict) -> str:
    """The headline of a finished game: whether Robinson survived, and why it ended."""
    survived = "Robinson survives" if result["winners"] else "Robinson is lost"
    return f"{survived}: {result['reason']}"
