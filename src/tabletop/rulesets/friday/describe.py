"""Friday's words (the presentation layer, see :mod:`tabletop.present`): what each move does,
the notation help, the cards, the ability in progress, how the game ended and the score's parts.

Plain strings, shared by the terminal screen and the web server, in the language of the
translator ``t`` (English by default): every word is a msgid, of :mod:`.texts` or marked here.
Descriptions read the notation (stable, documented) and the view of the position the move is
made in; nothing here decides what is legal. Words first: a card is named by its name, quoted
inside a sentence (``t.quote``: ja 「悟り」, zh “领悟”), never by its id; where two cards in
sight share a name, what a person can see tells them apart (their fighting values, their sides,
a mark). The notation itself is left to the typed help (:data:`NOTATION_HELP`).
"""

from __future__ import annotations

from collections.abc import Sequence

from tabletop.i18n import DEFAULT_LOCALE, N_, Translator, translator
from tabletop.present.log import LIST_SEPARATOR
from tabletop.rulesets.friday.cards import (
    AGING,
    BELOW,
    BY_ID,
    CARDS,
    DESTROY,
    DOUBLE,
    EXCHANGE,
    EXCHANGE2,
    HAZARD,
    PIRATE,
    ROBINSON,
    STEPS,
    Card,
)
from tabletop.rulesets.friday.phases import (
    PENDING_COPY,
    PENDING_EXCHANGE,
    PENDING_MORE,
    PENDING_REPLACE,
    PENDING_SORT,
    PENDING_TARGET,
    REMOVE_PHASE,
)

from . import texts

EN = translator(DEFAULT_LOCALE)

# One move of Friday's notation, as the terminal's help shows how a move is typed.
NOTATION_EXAMPLE = "fight H07"

NOTATION_HELP = N_("""\
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
  done           finish an optional part (second exchange, removals...)""")

# The marks a fighting card may carry in a fight (the view's flags), as the screens name them.
MARKS = {
    "used": N_("used"),
    "destroyed": N_("destroyed"),
    "doubled": N_("doubled"),
    "zeroed": N_("zeroed"),
}

# What tells apart two cards of one name: their kind (a starting "Distracted" and the aging
# one), the side of the fight they lie on, and the words below.
_KIND_WORDS = {
    ROBINSON: N_("starting card"),
    HAZARD: N_("knowledge card"),
    AGING: N_("aging card"),
}
_SIDE_WORDS = {"left": N_("on the left"), "right": N_("on the right")}
_VALUE = N_("fighting value {value}")
_TOLD_APART = N_("{card} ({details})")

# Where an ability in progress stands, after "Use ..." (the menu says the choices).
_PENDING = {
    PENDING_COPY: N_("{source}: choose the card whose ability to use once more."),
    PENDING_EXCHANGE: N_("{source}: exchange a second card, or stop here."),
    PENDING_MORE: N_("{source}: draw the second card, or stop here."),
    PENDING_REPLACE: N_("{source}: draw a free card in its place, or not."),
}

# What to choose for an ability in progress, by the ability: said as the act, never with the
# ability's short label ("Double 1") used as a noun.
_TARGET_PROMPTS = {
    DESTROY: N_("{source}: choose the card to destroy."),
    DOUBLE: N_("{source}: choose the card whose fighting value counts double."),
    EXCHANGE: N_("{source}: choose the card to exchange for a new one."),
    EXCHANGE2: N_("{source}: choose the card to exchange for a new one."),
    BELOW: N_("{source}: choose the card to put under Robinson's stack."),
}

# The target of an ability in progress, by the ability (exchange x2's second pick included).
_TARGET_MOVES = {
    DESTROY: N_("Destroy {card}"),
    DOUBLE: N_("Double {card}"),
    EXCHANGE: N_("Exchange {card} for a new card"),
    EXCHANGE2: N_("Exchange {card} for a new card"),
    BELOW: N_("Put {card} under Robinson's stack"),
}

# Declining the rest of an ability, or the removals after a lost fight.
_DONE = {
    PENDING_EXCHANGE: N_("Exchange no second card"),
    PENDING_MORE: N_("Draw no second card"),
    PENDING_REPLACE: N_("Draw no card in its place"),
}
_DONE_REMOVING = N_("Keep the cards left in the fight")


def card(card_id: str) -> Card:
    return CARDS[BY_ID[card_id.upper()]]


def name(card_id: str, t: Translator = EN) -> str:
    """A card's (fighting side's) name in ``t``'s language."""
    return t.gettext(texts.card_name(card(card_id).id))


def quoted(card_id: str, t: Translator = EN) -> str:
    """A card's name as it stands inside a sentence: 「悟り」, “领悟”, Realization."""
    return t.quote(name(card_id, t))


def ability(card_id: str, t: Translator = EN) -> str:
    """A card's ability label ("Destroy 1") in ``t``'s language, or '' without one."""
    label = texts.ability_label(card(card_id).id)
    return t.gettext(label) if label else ""


def hazard_title(card_id: str, t: Translator = EN) -> str:
    """A hazard card's title (the side Robinson fights)."""
    return t.gettext(texts.hazard_name(card(card_id).id) or "")


def knowledge(c: Card, t: Translator = EN) -> str:
    """A card's fighting side, quoted: 'Realization (fighting value 0, Destroy 1)'."""
    details = [t.format(_VALUE, value=c.value)]
    if c.ability is not None:
        details.append(ability(c.id, t))
    return t.format(_TOLD_APART, card=quoted(c.id, t), details=_listed(details, t))


def pirate(beaten: int, t: Translator = EN) -> str:
    """The pirate ship being fought, inside a sentence: the first or the second of the final
    fight (``beaten``: how many ships were beaten before it). Its special rule is no name."""
    return t.gettext(texts.PIRATE_IN_ORDER[beaten])


def told_apart(card_id: str, pool: Sequence[dict], t: Translator = EN) -> str:
    """A card of ``pool`` (the cards in sight: dicts with at least ``id``; the view's fight
    cards with their ``side`` and marks) by its quoted name; when another card of the pool has
    the same name, with what a person sees differ between them: fighting value, kind, side,
    marks. Cards alike in all of these are alike to the player too, and read the same."""
    me = next(c for c in pool if c["id"] == card_id)
    own = card(card_id)
    twins = [c for c in pool if c["id"] != card_id and card(c["id"]).name == own.name]
    details = []
    if any(card(c["id"]).value != own.value for c in twins):
        details.append(t.format(_VALUE, value=own.value))
    if any(card(c["id"]).kind != own.kind for c in twins):
        details.append(t.gettext(_KIND_WORDS[own.kind]))
    if "side" in me and any(c["side"] != me["side"] for c in twins):
        details.append(t.gettext(_SIDE_WORDS[me["side"]]))
    for mark, word in MARKS.items():
        if me.get(mark) and any(not c.get(mark) for c in twins):
            details.append(t.gettext(word))
    if not details:
        return quoted(card_id, t)
    return t.format(_TOLD_APART, card=quoted(card_id, t), details=_listed(details, t))


def fight_cards(fight: dict) -> list[dict]:
    """The fight's face-up cards, left then right, each with its ``side``."""
    return [{**c, "side": side} for side in ("left", "right") for c in fight[side]]


def _listed(items: Sequence[str], t: Translator) -> str:
    return t.gettext(LIST_SEPARATOR).join(items)


def describe_move(
    view: dict, notation: str, t: Translator = EN, names: Sequence[str] | None = None
) -> str:
    """A legal move in words, e.g. 'use H07' -> 'Use Realization: destroy 1 card'. Friday's
    one seat is Robinson: ``names`` are not needed."""
    verb, _, arg = notation.partition(" ")
    fight = view["fight"] or {}
    pending = (fight.get("pending") or {}).get("kind")
    pool = fight_cards(fight) if fight else []
    if verb == "fight":
        return _fight_choice(view, card(arg), t)
    if verb == "skip":
        return t.format(
            N_("Discard {hazard} without fighting it"),
            hazard=t.quote(hazard_title(view["offer"][0], t)),
        )
    if verb == "draw":
        return _draw(fight, pending, t)
    if verb == "pay":
        return t.format(N_("Draw another card for {cost} life"), cost=fight["draw_cost"])
    if verb == "stop":
        return t.format(N_("Stop drawing free cards ({free} left unused)"), free=fight["free_left"])
    if verb == "use":
        return t.format(
            N_("Use {card}: {effect}"), card=told_apart(arg, pool, t), effect=_effect(arg, t)
        )
    if verb == "copy":
        return t.format(
            N_("Copy the ability of {card}: {effect}"),
            card=told_apart(arg, pool, t),
            effect=_effect(arg, t),
        )
    if verb == "on":
        acting = EXCHANGE if pending == PENDING_EXCHANGE else fight["pending"]["ability"]
        return t.format(_TARGET_MOVES[acting], card=told_apart(arg, pool, t))
    if verb == "end":
        return _judge(fight, t)
    if verb == "zero":
        return t.format(N_("Let {card} count 0"), card=told_apart(arg, pool, t))
    if verb == "remove":
        cost = 2 if card(arg).kind == AGING else 1
        return t.format(
            N_("Remove {card} from the game ({cost} of the life lost)"),
            card=told_apart(arg, pool, t),
            cost=cost,
        )
    if verb == "put":
        return _put(arg, fight["pending"]["cards"], t)
    if verb == "done":
        if view["phase"] == REMOVE_PHASE or pending not in _DONE:
            return t.gettext(_DONE_REMOVING)
        return t.gettext(_DONE[pending])
    return ""


def _fight_choice(view: dict, c: Card, t: Translator) -> str:
    if c.kind == PIRATE:
        # The two ships share a name: each is told apart by its hazard value, its special rule
        # (if it has one) said beside its free cards, as a term of the fight.
        terms = next(p for p in view["pirates"] if p["id"] == c.id)
        if c.ability is None:
            return t.format(
                N_("Fight the pirate ship of hazard value {value} first ({free} free cards)"),
                value=terms["value"],
                free=terms["free_cards"],
            )
        return t.format(
            N_(
                "Fight the pirate ship of hazard value {value} first ({free} free cards, "
                "special rule: {rule})"
            ),
            value=terms["value"],
            free=terms["free_cards"],
            rule=ability(c.id, t),
        )
    return t.format(
        N_("Fight {hazard}: hazard value {value}, free cards {free}; if beaten, {knowledge}"),
        hazard=t.quote(hazard_title(c.id, t)),
        value=c.hazard_values[STEPS.index(view["step"])],
        free=c.free_cards,
        knowledge=knowledge(c, t),
    )


def _draw(fight: dict, pending: str | None, t: Translator) -> str:
    if pending == PENDING_MORE:
        return t.gettext(N_("Draw the second card of +2 cards"))
    if pending == PENDING_REPLACE:
        return t.gettext(N_("Draw a free card in its place"))
    return t.format(N_("Draw a free card ({free} left)"), free=fight["free_left"])


def _effect(card_id: str, t: Translator) -> str:
    effect = texts.ability_effect(card_id)
    return t.gettext(effect) if effect else ability(card_id, t)


def _judge(fight: dict, t: Translator) -> str:
    total, value = fight["total"], fight["value"]
    if total >= value:
        return t.format(
            N_("End the fight and win: fighting total {total}, hazard value {value}"),
            total=total,
            value=value,
        )
    return t.format(
        N_("End the fight and lose {loss} life: fighting total {total}, hazard value {value}"),
        total=total,
        value=value,
        loss=value - total,
    )


def _put(arg: str, seen: list[str], t: Translator) -> str:
    """Sort's answer: the cards kept, top first, and the one discarded."""
    order, _, dropped = arg.partition(" drop ")
    if arg.startswith("drop "):
        order, dropped = "", arg[5:]
    pool = [{"id": c} for c in seen]
    kept = [told_apart(c, pool, t) for c in order.split(",") if c]
    gone = told_apart(dropped, pool, t) if dropped else ""
    if not kept:
        return t.format(N_("Discard {card}"), card=gone)
    if len(kept) == 1 and not gone:
        return t.format(N_("Put {card} back on top of the stack"), card=kept[0])
    cards = _listed(kept, t)
    if gone:
        return t.format(
            N_("Put back {cards}, the first on top, and discard {card}"), cards=cards, card=gone
        )
    return t.format(N_("Put back {cards}, the first on top"), cards=cards)


def describe_pending(fight: dict, t: Translator = EN) -> str:
    """What the ability in progress asks for, or '' when none is."""
    pending = fight["pending"]
    if pending is None:
        return ""
    kind, source = pending["kind"], quoted(pending["source"], t)
    if kind == PENDING_SORT:
        pool = [{"id": c} for c in pending["cards"]]
        cards = _listed([told_apart(c, pool, t) for c in pending["cards"]], t)
        return t.format(
            N_(
                "{source}: the top of Robinson's stack is {cards} (top first). "
                "Put them back in any order; you may discard one."
            ),
            source=source,
            cards=cards,
        )
    if kind == PENDING_TARGET:
        return t.format(_TARGET_PROMPTS[pending["ability"]], source=source)
    return t.format(_PENDING[kind], source=source)


# The score's parts (F15): the result's detail key, the part's name (the end screen's words,
# texts.RESULT_DETAILS) and how it is counted (nothing to say for the total).
BREAKDOWN = (
    ("cards", texts.RESULT_DETAILS["cards"], N_("all of Robinson's cards but the aging ones")),
    ("aging", texts.RESULT_DETAILS["aging"], N_("-5 per aging card owned")),
    ("pirates", texts.RESULT_DETAILS["pirates"], N_("+15 per pirate ship beaten")),
    ("life", texts.RESULT_DETAILS["life"], N_("+5 per life point")),
    ("hazards", texts.RESULT_DETAILS["hazards"], N_("-3 per hazard not beaten")),
    ("total", N_("total"), None),
)


def describe_reason(result: dict, t: Translator = EN) -> str:
    """Why the game ended (the engine's ``reason``), in ``t``'s language."""
    return texts.reason_in(result, t)


def describe_outcome(result: dict, t: Translator = EN, names: Sequence[str] | None = None) -> str:
    """How a finished game ended, for the page's end panel under its own headline (Victory! /
    Defeat.): how Robinson escaped, or the real cause of the defeat. A solo game has no winner
    to name: the one seat is Robinson whatever ``names`` say."""
    if result["winners"]:
        return t.gettext(texts.WON)
    return describe_reason(result, t)


def describe_end(result: dict, t: Translator = EN) -> str:
    """:func:`describe_outcome` under the rulebooks' word for the end (Victory! / Defeat:), where
    nothing else heads it: the terminal's end screen."""
    headline = texts.HEADLINES["won" if result["winners"] else "lost"]
    return t.format(headline, outcome=describe_outcome(result, t))
