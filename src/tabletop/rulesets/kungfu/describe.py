"""Kung Fu's words (the presentation layer, see :mod:`tabletop.present`): the menu line next to
each notation, the notation help, the cards' facts and the phases.

Plain strings, shared by the terminal screen and the web server. Everything comes from the
view, including the facts of every card it names, so the words neither show a secret nor
depend on which card file is in play; nothing here decides what is legal.
"""

from __future__ import annotations

from tabletop.rulesets.kungfu.phases import ATTACK, AVO, CHOOSE, DEFEND, DRAFT, HIT, OVER, PLACE

NOTATION_HELP = """\
Kung Fu notation (case-insensitive). Cards by id (K12), players by seat number.
  keep K12       draft: keep this card of the pack, pass the rest left
  choose K12     one of the round's 3 cards (secret until everyone has chosen)
  put 5 K12      put one of your dice showing 5 on K12 (secret until all are done)
  done           finish placing dice / spending HIT or AVO
  use K12 on 1   attack player 1 with K12 (a card without 🤜: use K12)
  hit 4+         spend 1 HIT: a die showing 4 on your attack card becomes 5 (hit 4- : 3)
  defend K40     defend with K40
  avo 3+         spend 1 AVO: a die showing 3 on your defence card becomes 4
  take           do not defend"""

EMOJI = {"hp": "💧", "atk": "🤜", "def": "🙅", "hit": "👁", "avo": "🦵", "counter": "☯"}
PHASE_WORDS = {
    DRAFT: "draft: keep one card of your pack",
    CHOOSE: "choose 3 cards, face down",
    PLACE: "place dice on the revealed cards",
    ATTACK: "attack turn: choose a card",
    HIT: "attack turn: spend HIT on the attack card's dice",
    DEFEND: "attack turn: the target chooses a defence",
    AVO: "attack turn: spend AVO on the defence card's dice",
    OVER: "game over",
}


def box_text(facts: dict) -> str:
    """'🤜6 👁1'."""
    return " ".join(f"{EMOJI[mark]}{n}" for mark, n in facts["box"].items())


def card_line(view: dict, cid: str) -> str:
    """'K12 Whirlwind Kick  init 7  x y z  🤜5' (the symbol in brackets)."""
    f = view["cards"][cid]
    return (
        f"{cid} {f['name']}  init {f['initiative']}  [{EMOJI[f['symbol']]}]"
        f"  {f['condition']}  {box_text(f)}"
    )


def describe_move(view: dict, notation: str) -> str:
    """E.g. 'use K12 on 1' -> 'Whirlwind Kick against P1: 7 damage unless defended'."""
    words = notation.split()
    verb = words[0]
    if verb in ("keep", "choose"):
        return card_line(view, words[1]).split(" ", 1)[1]
    if verb == "put":
        return _put(view, int(words[1]), words[2])
    if verb == "use":
        return _use(view, words[1], int(words[3]) if len(words) == 4 else None)
    if verb in ("hit", "avo"):
        face, sign = int(words[1][:-1]), words[1][-1]
        new = face + (1 if sign == "+" else -1)
        me = view["seats"][view["viewer"]]
        return f"spend 1 {verb.upper()}: a {face} becomes {new} ({me[verb]} {verb.upper()} left)"
    if verb == "defend":
        return _defend(view, words[1])
    if verb == "take":
        return f"no defence: take {_damage(view, None)} damage"
    return {
        PLACE: "done placing; dice not placed stay unused",
        HIT: "attack with the dice as they are",
        AVO: "defend with the dice as they are",
    }.get(view["phase"], "")


def _round_card(view: dict, cid: str) -> dict:
    for seat in view["seats"]:
        for card in seat["cards"] or ():
            if card["id"] == cid:
                return card
    raise KeyError(cid)


def _put(view: dict, face: int, cid: str) -> str:
    f = view["cards"][cid]
    dice = _round_card(view, cid)["dice"] or []
    return f"{f['name']} ({f['condition']}): dice {' '.join(map(str, [*dice, face]))}"


def _use(view: dict, cid: str, target: int | None) -> str:
    f = view["cards"][cid]
    card = _round_card(view, cid)
    if not card["met"]:
        return f"{f['name']}: fizzles as placed (counts 0) unless HIT fixes it"
    if target is None:
        return f"{f['name']}: restore {box_text(f)}"
    me = view["seats"][view["viewer"]]
    foe = view["seats"][target]
    damage = max(0, me["atk"] + f["box"]["atk"] - foe["def"])
    return f"{f['name']} against P{target} ({foe['hp']} HP): {damage} damage if undefended"


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


def _defend(view: dict, cid: str) -> str:
    f = view["cards"][cid]
    if not _round_card(view, cid)["met"]:
        return f"{f['name']}: fizzles as placed; take {_damage(view, None)} damage"
    text = f"{f['name']} {box_text(f)}: take {_damage(view, cid)} damage"
    counter = f["box"].get("counter")
    return text + (f", deal {counter} back" if counter else "")


def describe_outcome(result: dict) -> str:
    """The headline of a finished game: who won (K8), and why it ended."""
    winners = result["winners"]
    if len(winners) == len(result["scores"]):
        headline = "Everyone shares the win"
    elif len(winners) > 1:
        headline = "Shared win: " + ", ".join(f"P{p}" for p in winners)
    else:
        headline = f"P{winners[0]} wins"
    return f"{headline}: {result['reason']}"


def describe_last_exchange(view: dict) -> str:
    """What the last exchange did, e.g. 'Last: P0 used K04 Tiger Claw on P1: 7 damage'."""
    last = view["last"]
    name = view["cards"][last["card"]]["name"]
    text = f"Last: P{last['attacker']} used {last['card']} {name}"
    if not last["met"]:
        text += " (fizzled)"
    if last["target"] is not None:
        text += f" on P{last['target']}"
        if last["defence"]:
            fizzled = "" if last["defence_met"] else " (fizzled)"
            text += f", defended with {last['defence']}{fizzled}"
        text += f": {last['damage']} damage"
    if last["counter"]:
        text += f", counter {last['counter']} to P{last['attacker']}"
    gains = [f"{EMOJI[k]}+{v}" for k, v in last["restored"].items() if v]
    if gains:
        text += f", restored {' '.join(gains)}"
    return text
