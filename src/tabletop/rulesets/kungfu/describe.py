"""Kung Fu's words (the presentation layer, see :mod:`tabletop.present`): the menu line for each
move, the notation help, a card's facts in words and the phases.

Plain strings, shared by the terminal screen and the web server, in the language of the
translator ``t`` (English by default): every word is a msgid, of :mod:`.texts` or marked here.
Words first: a line names a card by its name (quoted as the language quotes a name), a seat by
its display name, a die by its face, a condition and a bottom box in words, and never shows a
card id or notation (the caller may add the notation as a secondary mark). Everything comes from
the view of the seat that moves, including the facts of every card it names, so a line tells only
what that seat may know and does not depend on which card file is in play (a card the project's
names do not know keeps its file's name); nothing here decides what is legal.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations
from typing import NamedTuple

from tabletop.i18n import DEFAULT_LOCALE, N_, Translator, translator
from tabletop.present.log import LIST_SEPARATOR, render, seat_name
from tabletop.present.names import named_reason, seat_names
from tabletop.rulesets.kungfu.phases import ATTACK, AVO, CHOOSE, DEFEND, DRAFT, HIT, OVER, PLACE

from . import texts
from .cards import ATTACK_MARKS, Condition
from .log import last_exchange_entries

EN = translator(DEFAULT_LOCALE)

# The move the terminal's help shows as an example of Kung Fu's notation.
NOTATION_EXAMPLE = "choose K12"

NOTATION_HELP = N_("""\
Kung Fu notation (case-insensitive): cards by id (K12, the small mark beside a card's name),
seats by index counted from 0, while the screens number the players from 1: "on 0" names the
player shown as 1, "on 1" the player shown as 2.
  keep K12       draft: keep this card of the pack, pass the rest left
  choose K12     one of the round's 3 cards (secret until everyone has chosen)
  put 5 K12      put one of your dice showing 5 on K12 (secret until all are done)
  done           finish placing dice / spending HIT or AVO
  use K12 on 1   attack the player shown as 2 with K12
  use K33        use a card without an attack number (it only restores)
  hit 4+         spend 1 HIT: a die showing 4 on your attack card becomes 5 (hit 4- : 3)
  defend K40     defend with K40
  avo 3+         spend 1 AVO: a die showing 3 on your defence card becomes 4
  take           do not defend""")

PHASE_WORDS = {
    DRAFT: N_("draft: keep one card of your pack"),
    CHOOSE: N_("choose three cards, face down"),
    PLACE: N_("place dice on the revealed cards"),
    ATTACK: N_("attack turn: choose a card"),
    HIT: N_("attack turn: spend HIT on the attack card's dice"),
    DEFEND: N_("attack turn: the target chooses a defence"),
    AVO: N_("attack turn: spend AVO on the defence card's dice"),
    OVER: N_("game over"),
}
MOVES = texts.MOVES


def card_name(view: dict, cid: str, t: Translator = EN) -> str:
    """A card's name in ``t``'s language: the project's name for its id if the view's card is that
    card (same name), else the name its card file gives."""
    given = view["cards"][cid]["name"]
    known = texts.card_name(cid)
    return t.gettext(known) if known == given else given


def quoted_card(view: dict, cid: str, t: Translator = EN) -> str:
    """A card's name set off for a sentence: ja 「鉄掌」, zh “铁掌”, en bare."""
    return t.quote(card_name(view, cid, t))


def faces_words(faces: Sequence[int], t: Translator = EN) -> str:
    """Dice faces as a phrase lists them: '2 3 4', ja '2・3・4'."""
    return t.gettext(texts.FACE_SEPARATOR).join(map(str, faces))


def condition_words(label: str, t: Translator = EN) -> str:
    """A dice condition (a view names it by its printed label) in words: '3 of a kind'."""
    condition = Condition.from_label(label)
    return t.format(
        texts.condition_word(condition),
        dice=condition.dice,
        faces=faces_words(condition.faces, t),
        value=condition.value,
    )


def box_words(facts: dict, t: Translator = EN) -> str:
    """A card's bottom box in words: 'attack 6, restores 1 HIT'."""
    marks = (t.format(texts.MARK_WORDS[mark], n=n) for mark, n in facts["box"].items())
    return t.gettext(LIST_SEPARATOR).join(marks)


def symbol_words(symbol: str, t: Translator = EN) -> str:
    """An ability symbol by its track's name: 'Accuracy', ja 命中."""
    return t.gettext(texts.symbol_name(symbol))


def describe_move(
    view: dict, notation: str, t: Translator = EN, names: Sequence[str] | None = None
) -> str:
    """A legal move in words, from the view of the seat that makes it; seats by ``names``
    (display names by seat), else "Player 1"... E.g. 'use K09 on 1' -> 'Attack Bot 2 (Hard),
    who has 30 health, with Iron Palm (attack 7): 9 damage if not defended'."""
    verb, *args = notation.split()
    if verb in ("keep", "choose"):
        return _pick(view, verb, args[0], t)
    if verb == "put":
        return _put(view, int(args[0]), args[1], t)
    if verb == "use":
        return _use(view, args[0], int(args[2]) if len(args) == 3 else None, t, names)
    if verb in ("hit", "avo"):
        return _shift(view, verb, args[0], t)
    if verb == "defend":
        return _defend(view, args[0], t, names)
    if verb == "take":
        card = quoted_card(view, view["exchange"]["card"], t)
        return t.format(MOVES["take"], damage=_damage(view, None), card=card)
    return _done(view, t)


def _round_card(view: dict, cid: str) -> dict:
    for seat in view["seats"]:
        for card in seat["cards"] or ():
            if card["id"] == cid:
                return card
    raise KeyError(cid)


def _pick(view: dict, verb: str, cid: str, t: Translator) -> str:
    """Keep or choose: the card and what it does; in a draft also its symbol, which sets the
    player board when the draft ends (it counts only then)."""
    f = view["cards"][cid]
    return t.format(
        MOVES[verb],
        card=quoted_card(view, cid, t),
        initiative=f["initiative"],
        box=box_words(f, t),
        condition=condition_words(f["condition"], t),
        symbol=symbol_words(f["symbol"], t),
    )


class Placement(NamedTuple):
    """What putting a die on a card would do (``kind``): "met"; "open", more of the seat's
    dice can still meet it; "hit" or "avo", its dice are not met yet but ``pips`` of the seat's
    HIT (an attack card) or AVO (a defence card) can move them to meet it when the card plays
    (K2; seed 002: the dice can still be changed, so keep at least the count right); "fizzle",
    nothing the seat has can meet it any more."""

    kind: str
    pips: int = 0


def placement(view: dict, face: int, cid: str) -> Placement:
    """What putting one of the viewer's dice showing ``face`` on its card ``cid`` would do,
    from the viewer's dice left to place and its points (the page's board says the same)."""
    facts = view["cards"][cid]
    seat = view["seats"][view["viewer"]]
    dice = tuple(sorted([*(_round_card(view, cid)["dice"] or []), face]))
    pool = list(seat["unplaced"])
    pool.remove(face)
    condition = Condition.from_label(facts["condition"])
    if condition.met(dice):
        return Placement("met")
    if condition.can_still_meet(dice, tuple(pool)):
        return Placement("open")
    points = _points(facts)
    pips = condition.pips_to_meet(dice)
    if pips is not None and pips <= seat[points]:
        return Placement(points, pips)
    room = min(condition.capacity - len(dice), len(pool))
    for size in range(1, room + 1):
        for extra in combinations(sorted(pool), size):
            more = condition.pips_to_meet(tuple(sorted(dice + extra)))
            if more is not None and more <= seat[points]:
                return Placement("open")  # more dice, then points
    return Placement("fizzle")


def _points(facts: dict) -> str:
    """The points that move a card's dice (K2): HIT for an attack card, AVO for a defence."""
    return "hit" if ATTACK_MARKS & set(facts["box"]) else "avo"


def _put(view: dict, face: int, cid: str, t: Translator) -> str:
    """The card's dice after the put, and whether they meet its condition, can still meet it
    with more dice or with the seat's HIT or AVO, or no longer can (the card fizzles)."""
    dice = tuple(sorted([*(_round_card(view, cid)["dice"] or []), face]))
    outcome = placement(view, face, cid)
    message = MOVES["put" if outcome.kind == "met" else f"put {outcome.kind}"]
    return t.format(
        message,
        face=face,
        card=quoted_card(view, cid, t),
        dice=faces_words(dice, t),
        pips=outcome.pips,
    )


def mend_pips(view: dict, seat: int, cid: str) -> int | None:
    """The points (HIT for an attack card, AVO for a defence card) the seat would spend to
    move the dice on its round card ``cid`` until they meet the condition, if it has that many;
    None when it cannot (no dice, too few points, or a condition no pip changes)."""
    facts = view["cards"][cid]
    dice = tuple(sorted(_round_card(view, cid)["dice"] or ()))
    if not dice:
        return None
    pips = Condition.from_label(facts["condition"]).pips_to_meet(dice)
    if pips is None or pips > view["seats"][seat][_points(facts)]:
        return None
    return pips


def _done(view: dict, t: Translator) -> str:
    """``done``: placing ends (naming the cards not met yet: HIT or AVO may still meet them),
    or HIT or AVO
    spending ends (saying whether the card in play then meets its condition)."""
    if view["phase"] == PLACE:
        unmet = [
            quoted_card(view, card["id"], t)
            for card in view["seats"][view["viewer"]]["cards"]
            if card["met"] is False
        ]
        if not unmet:
            return t.gettext(MOVES["done"])
        return t.format(MOVES["done unmet"], cards=t.gettext(LIST_SEPARATOR).join(unmet))
    step = "hit" if view["phase"] == HIT else "avo"
    cid = view["exchange"]["card" if step == "hit" else "defence"]
    met = _round_card(view, cid)["met"]
    message = MOVES[f"done {step}" if met else f"done {step} fizzle"]
    return t.format(message, card=quoted_card(view, cid, t))


def _unmet(view: dict, cid: str, kind: str) -> str:
    """The label of a card not met as placed: "not met yet" while the viewer's HIT or AVO can
    still move its dice to meet it, else "fizzles"."""
    mendable = mend_pips(view, view["viewer"], cid) is not None
    return MOVES[f"{kind} unmet" if mendable else f"{kind} fizzle"]


def _use(
    view: dict, cid: str, target: int | None, t: Translator, names: Sequence[str] | None
) -> str:
    """An attack card against a named player (the damage it deals if not defended), or a card
    that only restores; one label pattern whether the card is met, not met yet or lost."""
    f = view["cards"][cid]
    card = quoted_card(view, cid, t)
    met = _round_card(view, cid)["met"]
    box = box_words(f, t)
    if target is None:
        return t.format(MOVES["use"] if met else _unmet(view, cid, "use"), card=card, box=box)
    foe = view["seats"][target]
    who = seat_name(target, t, names)
    if not met:
        message = _unmet(view, cid, "use on")
        return t.format(message, card=card, target=who, hp=foe["hp"], box=box)
    me = view["seats"][view["viewer"]]
    damage = max(0, me["atk"] + f["box"]["atk"] - foe["def"])
    return t.format(MOVES["use on"], card=card, target=who, hp=foe["hp"], box=box, damage=damage)


def _shift(view: dict, verb: str, shift: str, t: Translator) -> str:
    """'hit 4+': which die of the card in play becomes what, the card's dice then and whether
    they meet its condition, and the points left."""
    face = int(shift[:-1])
    new_face = face + (1 if shift.endswith("+") else -1)
    cid = view["exchange"]["card" if verb == "hit" else "defence"]
    dice = list(_round_card(view, cid)["dice"])
    dice[dice.index(face)] = new_face
    after = tuple(sorted(dice))
    met = Condition.from_label(view["cards"][cid]["condition"]).met(after)
    return t.format(
        MOVES[verb if met else f"{verb} unmet"],
        face=face,
        new_face=new_face,
        card=quoted_card(view, cid, t),
        dice=faces_words(after, t),
        left=view["seats"][view["viewer"]][verb] - 1,
    )


def _damage(view: dict, defence: str | None) -> int:
    """Damage of the attack in progress against the viewer, with ``defence`` if met."""
    ex = view["exchange"]
    attacker = view["seats"][ex["attacker"]]
    me = view["seats"][view["viewer"]]
    if not _round_card(view, ex["card"])["met"]:
        return 0
    guard = me["def"]
    if defence is not None and _round_card(view, defence)["met"]:
        guard += view["cards"][defence]["box"].get("def", 0)
    return max(0, attacker["atk"] + view["cards"][ex["card"]]["box"]["atk"] - guard)


def _defend(view: dict, cid: str, t: Translator, names: Sequence[str] | None) -> str:
    f = view["cards"][cid]
    card = quoted_card(view, cid, t)
    if not _round_card(view, cid)["met"]:
        message = _unmet(view, cid, "defend")
        return t.format(message, card=card, box=box_words(f, t), damage=_damage(view, None))
    values = {"card": card, "box": box_words(f, t), "damage": _damage(view, cid)}
    counter = f["box"].get("counter")
    if counter:
        attacker = seat_name(view["exchange"]["attacker"], t, names)
        return t.format(MOVES["defend counter"], counter=counter, attacker=attacker, **values)
    return t.format(MOVES["defend"], **values)


# A reason that names a seat by number, worded with the seat's display name instead.
NAMED_REASONS = {texts.END_REASONS[0][1]: N_("Only {player} is left standing.")}


def describe_reason(result: dict, t: Translator = EN, names: Sequence[str] | None = None) -> str:
    """Why the game ended (the engine's ``reason``), in ``t``'s language; seats by ``names``
    (display names by seat), else "Player 1"..."""
    return named_reason(texts.reason, NAMED_REASONS, result, t, names)


# The headline of a finished game, one whole sentence for each way it ends (rules.ENDINGS'
# codes), so that who won and why read as one sentence and not "X wins: reason".
OUTCOMES = {
    "last_standing": N_("Everyone else is knocked out: {player} wins."),
    "all_knocked_out": N_("The last players fell in the same exchange: {players} share the win."),
    "rounds_over": N_("Round {round} is over: {player} wins with the most health left."),
    "rounds_over shared": N_(
        "Round {round} is over: {players} share the win with the most health left."
    ),
}
CODES = {message: code for code, message in texts.ENDINGS.items()}


def describe_outcome(result: dict, t: Translator = EN, names: Sequence[str] | None = None) -> str:
    """The headline of a finished game (K8): who won and why, in one sentence; seats by
    ``names`` (display names), else "Player 1"... A result saved before ending codes is read
    from its English reason."""
    winners = result["winners"]
    names = seat_names(len(result["scores"]), t, names)
    players = t.gettext(LIST_SEPARATOR).join(names[p] for p in winners)
    message, values = texts.reason(result)
    code = CODES.get(message)
    if code == "rounds_over":
        key = "rounds_over" if len(winners) == 1 else "rounds_over shared"
        return t.format(OUTCOMES[key], round=values["round"], player=players, players=players)
    if code in OUTCOMES:
        return t.format(OUTCOMES[code], player=players, players=players)
    return t.format(
        N_("{player} wins: {reason}"), player=players, reason=t.format(message, **values)
    )


def describe_last_exchange(
    view: dict, t: Translator = EN, names: Sequence[str] | None = None
) -> list[str]:
    """What the last exchange did, one sentence each, as the log tells it: 'Ann attacks Bot 2
    (Easy) with Tiger Claw.', 'Bot 2 (Easy) defends with Iron Shirt.', 'Ann deals 4 damage to
    Bot 2 (Easy).'"""
    return [render(entry, t, names) for entry in last_exchange_entries(view["last"], view)]
