"""Kung Fu's game log (see :mod:`tabletop.present.log`): the fight as the table saw it.

Choosing cards and placing dice are secret until everybody is done: the log says only that a
seat has chosen its cards (or placed its dice, or kept a draft card), then, at the reveal, each
seat's three cards with its initiative and its roll, the attack order (and any roll-off), and
once the dice are shown, what each card got and whether its condition is met. The attack turns
are public, so they are read with their notation: each attack (card and target), HIT and AVO
spent pip by pip, the defence or the attack taken; then what the exchange did (fizzled cards,
damage, counters, restored points, as the game records it in ``last``), who was knocked out,
the rounds' ends and how the game ended.

Every line is a sentence with its subject: seats are :class:`Seat` values (worded as display
names), and a card is its name set off as the language sets off a name inside a sentence
(:data:`QUOTED`: ja 「鉄掌」を使った, zh 使用了“铁掌”, en bare), as ``Translator.quote`` does for
the menu's words.
"""

from __future__ import annotations

from tabletop.i18n import N_
from tabletop.present.log import Entry, GameLog, Seat, Term, Value

from . import texts

WORDS = {
    "draft": N_("The draft begins: each player keeps one card of a pack at a time."),
    "keep": N_("{player} keeps a card of the pack."),
    "round": N_("Round {round} begins."),
    "round_end": N_("Round {round} ends: its cards are spent."),
    "chose": N_("{player} has chosen their cards."),
    "reveal": N_("{player} reveals {cards}: initiative {initiative}."),
    "roll": N_("{player} rolls {dice}."),
    "order": N_("The attack order is {players}."),
    "rolloff": N_("A roll-off settles the tie between {players}."),
    "placed": N_("{player} has placed their dice."),
    "dice": N_("{player} places the dice: {first}; {second}; {third}."),
    "attack": N_("{player} attacks {target} with {card}."),
    "use": N_("{player} uses {card}."),
    "hit": N_("{player} spends 1 HIT: a {face} becomes a {new_face}."),
    "defend": N_("{player} defends with {card}."),
    "take": N_("{player} takes the attack without defending."),
    "avo": N_("{player} spends 1 AVO: a {face} becomes a {new_face}."),
    "fizzle": N_("{player}'s {card} fizzles: its dice condition is not met."),
    "damage": N_("{player} deals {damage} damage to {target}."),
    "counter": N_("{target} counters: {damage} damage to {player}."),
    "restore_hp": N_("{player} restores {amount} health."),
    "restore_hit": N_("{player} restores {amount} HIT."),
    "restore_avo": N_("{player} restores {amount} AVO."),
    "out": N_("{player} is knocked out."),
    "end_standing": N_("Game over: {players} is the last one standing."),
    "end_together": N_(
        "Game over: the last players fell in the same exchange. Winners: {players}."
    ),
    # The line before it says which round ended ("round_end"): this one says only who won.
    "end_rounds": N_("Game over. Winners, with the most health: {players}."),
}

# A card with the dice placed on it, once the placements are shown: met, or not met yet (HIT
# or AVO may still move its dice), a card that needs no dice, and a card that needed dice and
# got none (it fizzles: no die to move).
PLACED = {
    True: N_("{card} with {dice} (condition met)"),
    False: N_("{card} with {dice} (not met yet)"),
}
PLACED_NONE_NEEDED = N_("{card} needs no dice (condition met)")
PLACED_NOTHING = N_("{card} with no die placed (fizzles)")

# TRANSLATORS: a card's name inside a sentence of the game log, set off as the language sets off
# a name, so that particles attach to the quotation: ja 「{card}」, zh “{card}”, en bare.
QUOTED = N_("{card}")

# TRANSLATORS: dice listed in the game log, a face and then the others ("1 2 4"), with the
# mark the menus put between faces (ja 1・2・4, zh 1、2、4).
FACES = N_("{face} {faces}")

_ATTACK_PHASES = frozenset({"attack", "hit", "defend", "avo"})
_SECRET_PHASES = frozenset({"draft", "choose", "place"})


def card(card_id: str, *views: dict) -> Term:
    """A card by its quoted name (the project's cards are translated; a card file's names are
    shown as written)."""
    name = texts.card_name(card_id)
    if name is None:
        facts = next((v["cards"][card_id] for v in views if card_id in v["cards"]), None)
        name = facts["name"] if facts else card_id
    return Term(QUOTED, {"card": Term(name)}, card=card_id)


def faces(dice: list[int] | tuple[int, ...]) -> Value:
    """Dice faces as the log lists them: the same mark between them as in the menus (ja
    1・2・4), not the comma between the items of a list."""
    *first, last = dice
    listed: Value = last
    for face in reversed(first):
        listed = Term(FACES, {"face": face, "faces": listed})
    return listed


def _entry(kind: str, *seats: int, **values: object) -> Entry:
    return Entry(kind, WORDS[kind], values, seats)


def exchange_entries(last: dict, *views: dict) -> list[Entry]:
    """K7/K9: what an exchange did, as the game recorded it (``view["last"]``): fizzled cards,
    damage, counter, restored points."""
    attacker, target = last["attacker"], last["target"]
    a, t = Seat(attacker), Seat(target) if target is not None else None
    out = []
    if not last["met"]:
        out.append(_entry("fizzle", attacker, player=a, card=card(last["card"], *views)))
    if last["defence"] is not None and not last["defence_met"]:
        out.append(_entry("fizzle", target, player=t, card=card(last["defence"], *views)))
    if target is not None and last["met"]:
        out.append(_entry("damage", attacker, target, player=a, target=t, damage=last["damage"]))
    if last["counter"]:
        out.append(_entry("counter", target, attacker, player=a, target=t, damage=last["counter"]))
    restored = last["restored"]
    for key, seat in (("hp", attacker), ("hit", attacker), ("avo", target)):
        if restored.get(key):
            out.append(_entry(f"restore_{key}", seat, player=Seat(seat), amount=restored[key]))
    return out


def attack_entries(
    attacker: int, card_id: str, target: int | None, defence: str | None, *views: dict
) -> list[Entry]:
    """An exchange's cards told again (for a screen that shows it): the attack, or the card
    used without a target, then the defence card if there is one."""
    used = card(card_id, *views)
    if target is None:
        out = [_entry("use", attacker, player=Seat(attacker), card=used)]
    else:
        who, whom = Seat(attacker), Seat(target)
        out = [_entry("attack", attacker, target, player=who, target=whom, card=used)]
    if defence is not None and target is not None:
        out.append(_entry("defend", target, player=Seat(target), card=card(defence, *views)))
    return out


def last_exchange_entries(last: dict, *views: dict) -> list[Entry]:
    """The whole last exchange told again: its cards, then what it did."""
    cards = attack_entries(last["attacker"], last["card"], last["target"], last["defence"], *views)
    return cards + exchange_entries(last, *views)


class KungFuLog(GameLog):
    """Secret steps as "done" only, reveals as they come, attack turns move by move."""

    def public(self, view: dict) -> bool:
        return view["phase"] in _ATTACK_PHASES

    def opening(self, view: dict) -> list[Entry]:
        if view["phase"] == "draft":
            return [_entry("draft")]
        return [_entry("round", round=view["round"])]

    def step(self, actor: int, notation: str | None, before: dict, after: dict) -> list[Entry]:
        phase = before["phase"]
        who = Seat(actor)
        out: list[Entry] = []
        done = after["phase"] != phase or not after["seats"][actor]["to_move"]
        if phase == "draft":
            out.append(_entry("keep", actor, player=who))
        elif phase == "choose" and done:
            out.append(_entry("chose", actor, player=who))
        elif phase == "place" and done:
            out.append(_entry("placed", actor, player=who))
        elif phase in _ATTACK_PHASES and notation is not None:
            out += self._attack_move(actor, notation, before, after)
        if phase in ("draft", "choose") and after["phase"] not in ("draft", "choose"):
            out += self._reveal(after)
        if phase in _SECRET_PHASES and after["phase"] in _ATTACK_PHASES:
            out += self._placements(after)
        if after["last"] is not None and after["last"] != before["last"]:
            out += exchange_entries(after["last"], before, after)
        for seat, (was, now) in enumerate(zip(before["seats"], after["seats"], strict=True)):
            if now["out"] and not was["out"]:
                out.append(_entry("out", seat, player=Seat(seat)))
        last_round = after["result"] is not None and after["result"]["reason"].startswith("round")
        if after["round"] != before["round"] or last_round:
            out.append(_entry("round_end", round=before["round"]))
        if after["round"] != before["round"] or (phase == "draft" and after["phase"] != "draft"):
            out.append(_entry("round", round=after["round"]))
        if after["result"] is not None:
            out.append(self._end(after["result"]))
        return out

    # --- reveals ------------------------------------------------------------------------
    @staticmethod
    def _reveal(view: dict) -> list[Entry]:
        """K4: the round's cards, the rolls and the attack order, shown together."""
        out = []
        for board in view["seats"]:
            if not board["cards"] or board["initiative"] is None:
                continue
            seat, who = board["seat"], Seat(board["seat"])
            cards = tuple(card(c["id"], view) for c in board["cards"])
            out.append(
                _entry("reveal", seat, player=who, cards=cards, initiative=board["initiative"])
            )
            out.append(_entry("roll", seat, player=who, dice=faces(board["roll"])))
        if view["order"]:
            order = tuple(Seat(p) for p in view["order"])
            out.append(_entry("order", *view["order"], players=order))
        if view["rolloff"]:
            tied = tuple(Seat(p) for p in view["rolloff"])
            out.append(_entry("rolloff", *view["rolloff"], players=tied))
        return out

    @staticmethod
    def _placements(view: dict) -> list[Entry]:
        """K4: the dice placed on each card, shown together once every seat is done."""
        out = []
        for board in view["seats"]:
            if not board["cards"] or board["cards"][0]["dice"] is None:
                continue
            first, second, third = (_placement(c, view) for c in board["cards"])
            seat = board["seat"]
            out.append(
                _entry("dice", seat, player=Seat(seat), first=first, second=second, third=third)
            )
        return out

    # --- attack turns -------------------------------------------------------------------
    @staticmethod
    def _attack_move(actor: int, notation: str, before: dict, after: dict) -> list[Entry]:
        verb, *args = notation.split()
        who = Seat(actor)
        if verb == "use" and len(args) == 3:  # use K12 on 2
            target = int(args[2])
            named = card(args[0], before, after)
            return [_entry("attack", actor, target, player=who, target=Seat(target), card=named)]
        if verb == "use":
            return [_entry("use", actor, player=who, card=card(args[0], before, after))]
        if verb in ("hit", "avo"):  # hit 3+: one die showing 3 goes up one pip
            face = int(args[0][:-1])
            new_face = face + (1 if args[0].endswith("+") else -1)
            return [_entry(verb, actor, player=who, face=face, new_face=new_face)]
        if verb == "defend":
            return [_entry("defend", actor, player=who, card=card(args[0], before, after))]
        if verb == "take":
            return [_entry("take", actor, player=who)]
        return []  # done: nothing more spent

    @staticmethod
    def _end(result: dict) -> Entry:
        winners = tuple(result["winners"])
        players = tuple(Seat(p) for p in winners)
        reason = result["reason"]
        if reason.startswith("only player"):
            return _entry("end_standing", *winners, players=players)
        if reason.startswith("the last players"):
            return _entry("end_together", *winners, players=players)
        return _entry("end_rounds", *winners, players=players)


def _placement(round_card: dict, view: dict) -> Term:
    """One card's dice once the placements are shown (K4), and whether they meet it (K5)."""
    named = card(round_card["id"], view)
    if not view["cards"][round_card["id"]]["dice"]:  # a card whose condition takes no dice
        return Term(PLACED_NONE_NEEDED, {"card": named})
    if not round_card["dice"]:
        return Term(PLACED_NOTHING, {"card": named})
    return Term(PLACED[round_card["met"]], {"card": named, "dice": faces(round_card["dice"])})


LOG = KungFuLog
