"""Friday's words (the presentation layer, see :mod:`tabletop.present`): the menu line next to
each notation, the notation help, the cards, the ability in progress and the score's parts.

Plain strings, shared by the terminal screen and the web server, in the language of the
translator ``t`` (English by default): every word is a msgid, of :mod:`.texts` or marked here.
Descriptions read the notation (stable, documented) and the view of the position the move is
made in; nothing here decides what is legal. Card ids and notation stay ASCII in every language.
"""

from __future__ import annotations

from collections.abc import Sequence

from tabletop.i18n import DEFAULT_LOCALE, N_, Translator, translator
from tabletop.rulesets.friday.cards import AGING, BY_ID, CARDS, EXCHANGE, PIRATE, STEPS, Card
from tabletop.rulesets.friday.phases import (
    PENDING_COPY,
    PENDING_EXCHANGE,
    PENDING_MORE,
    PENDING_REPLACE,
    PENDING_SORT,
    PENDING_TARGET,
)

from . import texts

EN = translator(DEFAULT_LOCALE)

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


def card(card_id: str) -> Card:
    return CARDS[BY_ID[card_id.upper()]]


def name(card_id: str, t: Translator = EN) -> str:
    """A card's (fighting side's) name in ``t``'s language."""
    return t.gettext(texts.card_name(card(card_id).id))


def ability(card_id: str, t: Translator = EN) -> str:
    """A card's ability label ("Destroy 1") in ``t``'s language, or '' without one."""
    label = texts.ability_label(card(card_id).id)
    return t.gettext(label) if label else ""


def hazard_title(card_id: str, t: Translator = EN) -> str:
    """A hazard card's title (the side Robinson fights)."""
    return t.gettext(texts.hazard_name(card(card_id).id) or "")


def short(card_id: str, t: Translator = EN) -> str:
    """'H07 Realization 0': enough to recognise a card in a list (id, name, fighting value)."""
    c = card(card_id)
    return f"{c.id} {name(c.id, t)} {c.value}"


def knowledge(c: Card, t: Translator = EN) -> str:
    """A card's fighting side: 'Realization 0: Destroy 1'."""
    label = ability(c.id, t)
    card_side = f"{name(c.id, t)} {c.value}"
    return t.format(N_("{card}: {ability}"), card=card_side, ability=label) if label else card_side


def describe_move(
    view: dict, notation: str, t: Translator = EN, names: Sequence[str] | None = None
) -> str:
    """E.g. 'use H07' -> 'Realization 0: Destroy 1'."""
    verb, _, arg = notation.partition(" ")
    fight = view["fight"] or {}
    pending = (fight.get("pending") or {}).get("kind")
    if verb == "fight":
        return _fight_choice(view, card(arg), t)
    if verb == "use":
        return knowledge(card(arg), t)
    if verb == "draw":
        if pending == PENDING_MORE:
            return t.gettext(N_("draw the second card of +2 cards (free)"))
        if pending == PENDING_REPLACE:
            return t.gettext(N_("draw a free replacement card"))
        return t.format(N_("draw a free card ({free} free left)"), free=fight["free_left"])
    if verb == "pay":
        return t.format(N_("draw another card for {cost} life"), cost=fight["draw_cost"])
    if verb == "stop":
        return t.format(N_("stop drawing free cards ({free} forfeited)"), free=fight["free_left"])
    if verb == "end":
        total, value = fight["total"], fight["value"]
        if total >= value:
            return t.format(
                N_("judge the fight: {total} against {value}, win"), total=total, value=value
            )
        return t.format(
            N_("judge the fight: {total} against {value}, lose {loss} life"),
            total=total,
            value=value,
            loss=value - total,
        )
    if verb == "skip":
        return t.gettext(N_("discard this last hazard without fighting it"))
    if verb == "on":
        acting = texts.ability_name(
            EXCHANGE if pending == PENDING_EXCHANGE else fight["pending"]["ability"]
        )
        return t.format(N_("{ability}: {card}"), ability=t.gettext(acting), card=short(arg, t))
    if verb == "copy":
        return t.format(
            N_("repeat {ability} ({card})"),
            ability=ability(arg, t),
            card=f"{card(arg).id} {name(arg, t)}",
        )
    if verb == "remove":
        cost = 2 if card(arg).kind == AGING else 1
        return t.format(
            N_("remove {card} from the game (costs {cost})"), card=short(arg, t), cost=cost
        )
    if verb == "zero":
        return t.format(N_("{card} counts 0"), card=short(arg, t))
    if verb == "put":
        return _put(arg, t)
    if verb == "done":
        return t.gettext(
            {
                PENDING_EXCHANGE: N_("no second exchange"),
                PENDING_MORE: N_("no second card"),
                PENDING_REPLACE: N_("no replacement card"),
            }.get(pending, N_("keep the other cards and end the fight"))
        )
    return ""


def _fight_choice(view: dict, c: Card, t: Translator) -> str:
    if c.kind == PIRATE:
        terms = next(p for p in view["pirates"] if p["id"] == c.id)
        return t.format(
            N_("pirate ship first: value {value}, {free} free cards"),
            value=terms["value"],
            free=terms["free_cards"],
        )
    value = c.hazard_values[STEPS.index(view["step"])]
    return t.format(
        N_("{hazard}: value {value}, {free} free; win {knowledge}"),
        hazard=hazard_title(c.id, t),
        value=value,
        free=c.free_cards,
        knowledge=knowledge(c, t),
    )


def _put(arg: str, t: Translator) -> str:
    order, _, dropped = arg.partition(" drop ")
    if arg.startswith("drop "):
        order, dropped = "", arg[5:]
    kept = [short(i, t) for i in order.split(",") if i]
    text = (
        t.format(N_("back on top (top first): {cards}"), cards=", ".join(kept))
        if kept
        else t.gettext(N_("nothing back on top"))
    )
    return (
        t.format(N_("{kept}; discard {card}"), kept=text, card=short(dropped, t))
        if dropped
        else text
    )


def describe_pending(fight: dict, t: Translator = EN) -> str:
    """What the ability in progress asks for, or '' when none is."""
    pending = fight["pending"]
    if pending is None:
        return ""
    kind, source = pending["kind"], pending["source"]
    if kind == PENDING_SORT:
        cards = ", ".join(short(c, t) for c in pending["cards"])
        return t.format(
            N_(
                "{source} sort: top cards of the stack (top first): {cards}. "
                "Put them back in any order, discarding at most one."
            ),
            source=source,
            cards=cards,
        )
    if kind == PENDING_TARGET:
        acting = t.gettext(texts.ability_name(pending["ability"]))
        return t.format(N_("{source} {ability}: choose the card."), source=source, ability=acting)
    message = {
        PENDING_COPY: N_("{source} copy: choose the card whose ability to repeat."),
        PENDING_EXCHANGE: N_("{source} exchange x2: choose a second card to exchange, or done."),
        PENDING_MORE: N_("{source} +2 cards: draw the second card, or done."),
    }.get(kind, N_("{source} below the pile: draw a free replacement, or done."))
    return t.format(message, source=source)


# The score's parts (F15): the result's detail key, the part's name and how it is counted.
BREAKDOWN = (
    ("cards", N_("cards"), N_("fighting values of Robinson's non-aging cards")),
    ("aging", N_("aging"), N_("-5 per aging card owned")),
    ("pirates", N_("pirates"), N_("+15 per pirate ship beaten")),
    ("life", N_("life"), N_("+5 per life point")),
    ("hazards", N_("hazards"), N_("-3 per hazard not beaten")),
    ("total", N_("total"), N_("score")),
)


def describe_reason(result: dict, t: Translator = EN) -> str:
    """Why the game ended (the engine's ``reason``), in ``t``'s language."""
    return texts.reason_in(result, t)


def describe_outcome(result: dict, t: Translator = EN, names: Sequence[str] | None = None) -> str:
    """The headline of a finished game: whether Robinson survived, and why it ended. The one
    seat is Robinson whatever ``names`` say: the game's own hero."""
    headline = (
        N_("Robinson survives: {reason}") if result["winners"] else N_("Robinson is lost: {reason}")
    )
    return t.format(headline, reason=describe_reason(result, t))
