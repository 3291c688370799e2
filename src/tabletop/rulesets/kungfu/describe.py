"""Kung Fu's words (the presentation layer, see :mod:`tabletop.present`): the menu line next to
each notation, the notation help, the cards' facts and the phases.

Plain strings, shared by the terminal screen and the web server, in the language of the
translator ``t`` (English by default): every word is a msgid, of :mod:`.texts` or marked here.
Everything comes from the view, including the facts of every card it names, so the words neither
show a secret nor depend on which card file is in play (a card the project's names do not know
keeps its file's name); nothing here decides what is legal. Ids and notation stay ASCII.
"""

from __future__ import annotations

from collections.abc import Sequence

from tabletop.i18n import DEFAULT_LOCALE, N_, Translator, translator
from tabletop.present.log import LIST_SEPARATOR
from tabletop.present.names import named_reason, seat_names
from tabletop.rulesets.kungfu.phases import ATTACK, AVO, CHOOSE, DEFEND, DRAFT, HIT, OVER, PLACE

from . import texts
from .cards import Condition

EN = translator(DEFAULT_LOCALE)

NOTATION_HELP = N_("""\
Kung Fu notation (case-insensitive). Cards by id (K12), players by seat number.
  keep K12       draft: keep this card of the pack, pass the rest left
  choose K12     one of the round's 3 cards (secret until everyone has chosen)
  put 5 K12      put one of your dice showing 5 on K12 (secret until all are done)
  done           finish placing dice / spending HIT or AVO
  use K12 on 1   attack player 1 with K12 (a card without 🤜: use K12)
  hit 4+         spend 1 HIT: a die showing 4 on your attack card becomes 5 (hit 4- : 3)
  defend K40     defend with K40
  avo 3+         spend 1 AVO: a die showing 3 on your defence card becomes 4
  take           do not defend""")

EMOJI = {"hp": "💧", "atk": "🤜", "def": "🙅", "hit": "👁", "avo": "🦵", "counter": "☯"}
PHASE_WORDS = {
    DRAFT: N_("draft: keep one card of your pack"),
    CHOOSE: N_("choose 3 cards, face down"),
    PLACE: N_("place dice on the revealed cards"),
    ATTACK: N_("attack turn: choose a card"),
    HIT: N_("attack turn: spend HIT on the attack card's dice"),
    DEFEND: N_("attack turn: the target chooses a defence"),
    AVO: N_("attack turn: spend AVO on the defence card's dice"),
    OVER: N_("game over"),
}


def card_name(view: dict, cid: str, t: Translator = EN) -> str:
    """A card's name in ``t``'s language: the project's name for its id if the view's card is that
    card (same name), else the name its card file gives."""
    given = view["cards"][cid]["name"]
    known = texts.card_name(cid)
    return t.gettext(known) if known == given else given


def box_text(facts: dict) -> str:
    """'🤜6 👁1'."""
    return " ".join(f"{EMOJI[mark]}{n}" for mark, n in facts["box"].items())


def card_line(view: dict, cid: str, t: Translator = EN) -> str:
    """'K12 Whirlwind Kick  init 7  [🦵]  x y z  🤜5' (the symbol in brackets)."""
    f = view["cards"][cid]
    init = t.format(N_("init {initiative}"), initiative=f["initiative"])
    return (
        f"{cid} {card_name(view, cid, t)}  {init}  [{EMOJI[f['symbol']]}]"
        f"  {f['condition']}  {box_text(f)}"
    )


def describe_move(
    view: dict, notation: str, t: Translator = EN, names: Sequence[str] | None = None
) -> str:
    """E.g. 'use K12 on 1' -> 'Whirlwind Kick against P1 (20 HP): 7 damage if undefended'."""
    words = notation.split()
    verb = words[0]
    if verb in ("keep", "choose"):
        return card_line(view, words[1], t).split(" ", 1)[1]
    if verb == "put":
        return _put(view, int(words[1]), words[2], t)
    if verb == "use":
        return _use(view, words[1], int(words[3]) if len(words) == 4 else None, t)
    if verb in ("hit", "avo"):
        face, sign = int(words[1][:-1]), words[1][-1]
        new = face + (1 if sign == "+" else -1)
        me = view["seats"][view["viewer"]]
        message = (
            N_("spend 1 HIT: a {face} becomes {new_face} ({left} HIT left)")
            if verb == "hit"
            else N_("spend 1 AVO: a {face} becomes {new_face} ({left} AVO left)")
        )
        return t.format(message, face=face, new_face=new, left=me[verb])
    if verb == "defend":
        return _defend(view, words[1], t)
    if verb == "take":
        return t.format(N_("no defence: take {damage} damage"), damage=_damage(view, None))
    if view["phase"] == PLACE:
        return _done_placing(view, t)
    message = {
        HIT: N_("attack with the dice as they are"),
        AVO: N_("defend with the dice as they are"),
    }.get(view["phase"])
    return t.gettext(message) if message else ""


def _round_card(view: dict, cid: str) -> dict:
    for seat in view["seats"]:
        for card in seat["cards"] or ():
            if card["id"] == cid:
                return card
    raise KeyError(cid)


def _put(view: dict, face: int, cid: str, t: Translator) -> str:
    """The card's dice after the put, marked when no dice left could meet its condition then."""
    f = view["cards"][cid]
    dice = tuple(sorted([*(_round_card(view, cid)["dice"] or []), face]))
    pool = list(view["seats"][view["viewer"]]["unplaced"])
    pool.remove(face)
    met = Condition.from_label(f["condition"]).can_still_meet(dice, tuple(pool))
    message = (
        N_("{card} ({condition}): dice {dice}")
        if met
        else N_("{card} ({condition}): dice {dice}: can no longer be met, fizzles as placed")
    )
    return t.format(
        message,
        card=card_name(view, cid, t),
        condition=f["condition"],
        dice=" ".join(map(str, dice)),
    )


def _done_placing(view: dict, t: Translator) -> str:
    """``done`` while placing: the viewer's cards left unmet are named, as they will fizzle."""
    unmet = [
        card_name(view, card["id"], t)
        for card in view["seats"][view["viewer"]]["cards"]
        if card["met"] is False
    ]
    if not unmet:
        return t.gettext(N_("done placing; dice not placed stay unused"))
    return t.format(
        N_("done placing; dice not placed stay unused; fizzles as placed: {cards}"),
        cards=t.gettext(LIST_SEPARATOR).join(unmet),
    )


def _use(view: dict, cid: str, target: int | None, t: Translator) -> str:
    f = view["cards"][cid]
    card = _round_card(view, cid)
    name = card_name(view, cid, t)
    if not card["met"]:
        return t.format(N_("{card}: fizzles as placed (counts 0) unless HIT fixes it"), card=name)
    if target is None:
        return t.format(N_("{card}: restore {box}"), card=name, box=box_text(f))
    me = view["seats"][view["viewer"]]
    foe = view["seats"][target]
    damage = max(0, me["atk"] + f["box"]["atk"] - foe["def"])
    return t.format(
        N_("{card} against P{target} ({hp} HP): {damage} damage if undefended"),
        card=name,
        target=target,
        hp=foe["hp"],
        damage=damage,
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


def _defend(view: dict, cid: str, t: Translator) -> str:
    f = view["cards"][cid]
    name = card_name(view, cid, t)
    if not _round_card(view, cid)["met"]:
        return t.format(
            N_("{card}: fizzles as placed; take {damage} damage"),
            card=name,
            damage=_damage(view, None),
        )
    values = {"card": name, "box": box_text(f), "damage": _damage(view, cid)}
    counter = f["box"].get("counter")
    if counter:
        return t.format(
            N_("{card} {box}: take {damage} damage, deal {counter} back"), counter=counter, **values
        )
    return t.format(N_("{card} {box}: take {damage} damage"), **values)


# A reason that names a seat by number, worded with the seat's display name instead.
NAMED_REASONS = {texts.END_REASONS[0][1]: N_("Only {player} is left standing.")}


def describe_reason(result: dict, t: Translator = EN, names: Sequence[str] | None = None) -> str:
    """Why the game ended (the engine's ``reason``), in ``t``'s language; seats by ``names``
    (display names by seat), else "Player 1"..."""
    return named_reason(texts.reason, NAMED_REASONS, result, t, names)


def describe_outcome(result: dict, t: Translator = EN, names: Sequence[str] | None = None) -> str:
    """The headline of a finished game: who won (K8), and why it ended; seats by ``names``."""
    winners = result["winners"]
    names = seat_names(len(result["scores"]), t, names)
    reason = describe_reason(result, t, names)
    if len(winners) == len(result["scores"]):
        return t.format(N_("Everyone shares the win: {reason}"), reason=reason)
    if len(winners) > 1:
        players = t.gettext(LIST_SEPARATOR).join(names[p] for p in winners)
        return t.format(N_("Shared win: {players}: {reason}"), players=players, reason=reason)
    return t.format(N_("{player} wins: {reason}"), player=names[winners[0]], reason=reason)


def describe_last_exchange(view: dict, t: Translator = EN) -> str:
    """What the last exchange did, e.g. 'Last: P0 used K04 Tiger Claw on P1: 7 damage'."""
    last = view["last"]
    card = f"{last['card']} {card_name(view, last['card'], t)}"
    text = t.format(N_("Last: P{attacker} used {card}"), attacker=last["attacker"], card=card)
    if not last["met"]:
        text += t.gettext(N_(" (fizzled)"))
    if last["target"] is not None:
        text += t.format(N_(" on P{target}"), target=last["target"])
        if last["defence"]:
            text += t.format(N_(", defended with {card}"), card=last["defence"])
            if not last["defence_met"]:
                text += t.gettext(N_(" (fizzled)"))
        text += t.format(N_(": {damage} damage"), damage=last["damage"])
    if last["counter"]:
        text += t.format(
            N_(", counter {damage} to P{attacker}"),
            damage=last["counter"],
            attacker=last["attacker"],
        )
    gains = [f"{EMOJI[k]}+{v}" for k, v in last["restored"].items() if v]
    if gains:
        text += t.format(N_(", restored {gains}"), gains=" ".join(gains))
    return text
