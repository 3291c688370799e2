"""Friday's game log (see :mod:`tabletop.present.log`): each move Robinson made, in words.

Friday is played alone and everything the log names lies face up at that moment (a card drawn,
the hazards turned over, the cards a sort looked at), so every move is public and the log reads
the notation and the view before and after each move. An entry per event: hazards turned over,
the fight begun (hazard or pirate, with its value and free cards), each card drawn (free, paid,
or from an ability) and a new stack shuffled, each ability used and what it did, free draws
stopped, the judgement (won or lost, total against value), life lost to aging cards and to the
loss, cards removed, a step changed, the pirates arriving, and how the game ended.
"""

from __future__ import annotations

from collections import Counter

from tabletop.i18n import N_
from tabletop.present.log import Entry, GameLog, Term

from . import cards as C
from . import texts
from .cards import BY_ID, CARDS
from .phases import PENDING_EXCHANGE, ZERO_PHASE

WORDS = {
    "offer": N_("Hazards turned over: {first} and {second}."),
    "offer_last": N_("The last hazard of the step is turned over: {hazard}."),
    "fight": N_("Robinson fights {hazard}: hazard value {value}, free cards {free}."),
    "fight_pirate": N_(
        "Robinson fights the pirate ship of hazard value {value}: free cards {free}."
    ),
    "discard_hazard": N_("{hazard} goes to the hazard discard pile."),
    "skip": N_("Robinson discards the last hazard, {hazard}, without fighting it."),
    "rebuild": N_(
        "Robinson's stack is empty: his discard pile and an aging card are shuffled into a "
        "new stack."
    ),
    "draw_free": N_("Robinson draws {card} as a free card."),
    "draw_paid": N_("Robinson pays {cost} life and draws {card}."),
    "draw": N_("Robinson draws {card}."),
    "stop": N_("Robinson stops drawing free cards."),
    "stopped": N_("{card} ends the free draws."),
    "use": N_("Robinson uses the ability of {card} ({ability})."),
    "heal": N_("Robinson uses {card} and gains {amount} life."),
    "gain": N_("Robinson gains {amount} life."),
    "step_down": N_("The hazard value is read one step lower in this fight."),
    "sort": N_("Robinson looks at the top {count} cards of his stack."),
    "put": N_("Robinson puts {cards} back on top of his stack, top first."),
    "put_one": N_("Robinson puts {card} back on top of his stack."),
    "put_drop": N_("Robinson discards {card} of the cards he looked at."),
    "copy": N_("Robinson copies the ability of {card} with {source}."),
    "destroy": N_("Robinson destroys {card}: it counts 0 and leaves the game after the fight."),
    "double": N_("The fighting value of {card} counts double."),
    "exchange": N_("Robinson discards {card} to draw a new card in its place."),
    "below": N_("Robinson puts {card} under his stack."),
    "decline": N_("Robinson uses no more of the ability of {card}."),
    "zero": N_("{card} counts 0."),
    "won": N_("Robinson beats {enemy}: fighting total {total}, hazard value {value}."),
    "lost": N_("Robinson loses against {enemy}: fighting total {total}, hazard value {value}."),
    "aging": N_("Aging cards cost Robinson {amount} life."),
    "loss": N_("Robinson loses {amount} life."),
    "knowledge": N_("{card} becomes a knowledge card and goes to Robinson's discard pile."),
    "remove": N_("Robinson removes {card} from the game."),
    "remove_done": N_("Robinson keeps the cards left in the fight."),
    "step": N_("{step} begins: the hazard discard pile becomes the new hazard deck."),
    "pirates": N_("The red step is over: the final fight against the pirates begins."),
    # The terminal end screen's headline (texts.HEADLINES, the same words), then the score.
    "saved": N_("{outcome} Score: {score}."),
    "died": N_("{outcome} Score: {score}."),
}

# TRANSLATORS: a card's name inside a sentence of the game log, set off as the language sets
# off a name (Translator.quote): ja 「{name}」, zh “{name}”; English leaves it bare.
QUOTED = N_("{name}")

_DRAINS = {C.AGE1: 1, C.AGE2: 2}
_HEALS = (C.LIFE1, C.LIFE2)


def card(card_id: str) -> Term:
    """A card by the name of its fighting side (a hazard's knowledge side), quoted."""
    return Term(QUOTED, {"name": Term(texts.card_name(card_id))}, card=card_id)


def hazard(card_id: str, view: dict) -> Term:
    """The side Robinson fights in the position ``view``: a hazard's title (quoted), or a
    pirate ship by its place in the final fight (its special rule is no name)."""
    title = texts.hazard_name(card_id)
    if title is not None:
        return Term(QUOTED, {"name": Term(title)}, card=card_id)
    return Term(texts.PIRATE_IN_ORDER[view["pirates_beaten"]], card=card_id)


def ability(card_id: str) -> Term:
    """The short ability printed on a card that has one ("Destroy 1")."""
    return Term(texts.ability_label(card_id))


def _entry(kind: str, **values: object) -> Entry:
    return Entry(kind, WORDS[kind], values, (0,))


def _fight_cards(view: dict) -> list[dict]:
    fight = view["fight"]
    return [] if fight is None else fight["left"] + fight["right"]


def _enemy(view: dict) -> str | None:
    return view["fight"]["enemy"] if view["fight"] is not None else None


class FridayLog(GameLog):
    """Robinson's moves: all public, read with their notation."""

    def public(self, view: dict) -> bool:
        return True

    def opening(self, view: dict) -> list[Entry]:
        return self._offer({"offer": []}, view)

    def step(self, actor: int, notation: str | None, before: dict, after: dict) -> list[Entry]:
        verb, _, arg = (notation or "").partition(" ")
        out: list[Entry] = []
        if after["aging_pile"] < before["aging_pile"]:
            out.append(_entry("rebuild"))
        out += self._move(verb, arg, before, after)
        if verb in ("end", "zero") and after["phase"] != ZERO_PHASE:
            out += self._judgement(before, after)
        if after["step"] != before["step"]:
            if after["step"] == "pirates":
                out.append(_entry("pirates"))
            else:
                out.append(_entry("step", step=Term(texts.step_name(after["step"]))))
        out += self._fight_start(before, after)
        out += self._offer(before, after)
        if after["result"] is not None:
            out.append(self._end(after["result"]))
        return out

    # --- the move itself --------------------------------------------------------------
    def _move(self, verb: str, arg: str, before: dict, after: dict) -> list[Entry]:
        fight = before["fight"]
        drawn = _drawn(before, after)
        if verb == "fight":
            return [
                _entry("discard_hazard", hazard=hazard(h, before))
                for h in before["offer"]
                if h != arg
            ]
        if verb == "skip":
            return [_entry("skip", hazard=hazard(before["offer"][0], before))]
        if verb == "draw":
            free = fight["pending"] is None
            out = [_entry("draw_free" if free else "draw", card=card(c)) for c in drawn]
            stopper = after["fight"] and after["fight"]["stopped_by"]
            if stopper and stopper != fight["stopped_by"]:
                out.append(_entry("stopped", card=card(stopper)))
            return out
        if verb == "pay":
            cost = before["life"] - after["life"]
            return [_entry("draw_paid", cost=cost, card=card(c)) for c in drawn]
        if verb == "stop":
            return [_entry("stop")]
        if verb == "use":
            kind = CARDS[BY_ID[arg]].ability
            if kind in _HEALS:  # what it did is the whole story: one line, not two
                return [_entry("heal", card=card(arg), amount=after["life"] - before["life"])]
            out = [_entry("use", card=card(arg), ability=ability(arg))]
            return out + self._effect(kind, before, after, drawn)
        if verb == "copy":
            source = fight["pending"]["source"]
            out = [_entry("copy", source=card(source), card=card(arg))]
            return out + self._effect(CARDS[BY_ID[arg]].ability, before, after, drawn)
        if verb == "on":
            return self._target(arg, fight["pending"], drawn)
        if verb == "put":
            return self._put(arg)
        if verb == "done" and fight is not None and fight["pending"] is not None:
            return [_entry("decline", card=card(fight["pending"]["source"]))]
        if verb == "done":
            return [_entry("remove_done")]
        if verb == "remove":
            return [_entry("remove", card=card(arg))]
        if verb == "zero":
            return [_entry("zero", card=card(arg))]
        return []  # end: the judgement follows

    @staticmethod
    def _effect(kind: str, before: dict, after: dict, drawn: list[str]) -> list[Entry]:
        """What a starting or knowledge ability did at once (targets come with the next move)."""
        if kind in _HEALS:
            return [_entry("gain", amount=after["life"] - before["life"])]
        if kind in (C.CARD1, C.CARD2):
            return [_entry("draw", card=card(c)) for c in drawn]
        if kind == C.STEP_DOWN:
            return [_entry("step_down")]
        if kind == C.SORT:
            return [_entry("sort", count=len(after["fight"]["pending"]["cards"]))]
        return []

    @staticmethod
    def _target(target: str, pending: dict, drawn: list[str]) -> list[Entry]:
        kind = C.EXCHANGE if pending["kind"] == PENDING_EXCHANGE else pending.get("ability")
        if kind == C.DESTROY:
            return [_entry("destroy", card=card(target))]
        if kind == C.DOUBLE:
            return [_entry("double", card=card(target))]
        if kind in (C.EXCHANGE, C.EXCHANGE2):
            out = [_entry("exchange", card=card(target))]
            return out + [_entry("draw", card=card(c)) for c in drawn]
        return [_entry("below", card=card(target))]

    @staticmethod
    def _put(arg: str) -> list[Entry]:
        kept, _, dropped = arg.partition("drop")
        order = tuple(card(c) for c in kept.strip().split(",") if c)
        out = []
        if len(order) == 1:
            out.append(_entry("put_one", card=order[0]))
        elif order:
            out.append(_entry("put", cards=order))
        if dropped.strip():
            out.append(_entry("put_drop", card=card(dropped.strip())))
        return out

    # --- judgement, the start of a fight, offers, the end ------------------------------------
    @staticmethod
    def _judgement(before: dict, after: dict) -> list[Entry]:
        """The fight judged: won or lost, then life lost to aging cards and to the loss."""
        fight = before["fight"]
        enemy, value = fight["enemy"], fight["value"]
        if fight["pirate"]:
            won = after["pirates_beaten"] > before["pirates_beaten"]
        else:
            won = after["discard"].count(enemy) > before["discard"].count(enemy)
        drain = sum(
            _DRAINS.get(c["ability"], 0)
            for c in fight["left"] + fight["right"]
            if not c["destroyed"]
        )
        lost_life = before["life"] - after["life"]
        total = fight["total"]
        if not won and after["result"] is None:
            total = value - (lost_life - drain)
        out = [
            _entry("won" if won else "lost", enemy=hazard(enemy, before), total=total, value=value)
        ]
        if after["result"] is not None:
            return out  # the end says which loss Robinson could not pay
        if drain:
            out.append(_entry("aging", amount=drain))
        if not won and lost_life > drain:
            out.append(_entry("loss", amount=lost_life - drain))
        if won and not fight["pirate"]:
            out.append(_entry("knowledge", card=card(enemy)))
        return out

    @staticmethod
    def _fight_start(before: dict, after: dict) -> list[Entry]:
        enemy = _enemy(after)
        if enemy is None or enemy == _enemy(before):
            return []
        fight = after["fight"]
        if fight["pirate"]:
            return [_entry("fight_pirate", value=fight["value"], free=fight["free_left"])]
        return [
            _entry(
                "fight", hazard=hazard(enemy, after), value=fight["value"], free=fight["free_left"]
            )
        ]

    @staticmethod
    def _offer(before: dict, after: dict) -> list[Entry]:
        offer = after.get("offer") or []
        if not offer or offer == before["offer"]:
            return []
        if len(offer) == 1:
            return [_entry("offer_last", hazard=hazard(offer[0], after))]
        return [_entry("offer", first=hazard(offer[0], after), second=hazard(offer[1], after))]

    @staticmethod
    def _end(result: dict) -> Entry:
        if result["winners"]:
            outcome = Term(texts.HEADLINES["won"], {"outcome": Term(texts.WON)})
        else:
            key, values = texts.reason(result)
            outcome = Term(texts.HEADLINES["lost"], {"outcome": Term(key, values)})
        kind = "saved" if result["winners"] else "died"
        return _entry(kind, outcome=outcome, score=result["scores"][0])


def _drawn(before: dict, after: dict) -> list[str]:
    """Cards that came into the fight with this move, in the order they lie."""
    had = Counter(c["id"] for c in _fight_cards(before))
    new = []
    for c in _fight_cards(after):
        if had[c["id"]]:
            had[c["id"]] -= 1
        else:
            new.append(c["id"])
    return new


LOG = FridayLog
