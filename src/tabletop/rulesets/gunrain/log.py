"""Gun Rain's game log (see :mod:`tabletop.present.log`), from the public events of each turn.

Built from a seat's views only, never from a move's notation: the sides and starting squares
chosen, each draw (5 cards plus the voltage bonus, worked out from the open board), the joker, a
player done setting cards (not what they set: that stays secret until the reveal), the reveal
of both settings (action cards and cost cards: the kept card stays hidden), then the turn's
events as the game records them (``events``: tokens advancing, hitting or leaving the board,
squares turned face up or swapped, moves, shots with their damage, tokens placed, the deck
reshuffled), a player done aiming their heavy guns, and how the game ended. Squares are the
viewer's coordinates, as on the viewer's board. A face-down square's card is never named.

Cards read as a person reads them ("7♠"), each named once ("heavy-gun token 7♣", not the
token of the heavy gun 7♣). The sentences are the texts' ``LOG_LINES``: the terminal's "last
turn" (``screen.py``) tells the reveal and the events through :func:`reveal` and :func:`event`,
the page's (``web/render.js``) with the same msgids, and a move's label names a set action as
:func:`action` does.
"""

from __future__ import annotations

from tabletop.i18n import N_
from tabletop.present.log import Entry, GameLog, Seat, Term

from . import texts
from .board import SQUARES
from .rules import HAND_SIZE

# Each sentence of the log, by the name it is chosen by; an entry's kind is the event's (a
# "reveal_free" sentence is a "reveal" entry).
WORDS = texts.LOG_LINES
TERMS = texts.LOG_TERMS


def deck_card(name: str) -> Term:
    """A deck card ("7S") as its action and face: "light gun 7♠"."""
    return Term(TERMS[name[-1]], {"card": texts.card_face(name)}, card=name)


def token(name: str) -> Term:
    """A heavy-gun token by its card ("7C"): "heavy-gun token 7♣"."""
    return Term(TERMS["token"], {"card": texts.card_face(name)}, card=name)


def square_suit(name: str) -> Term:
    """A face-up board card ("QD") by its suit."""
    return Term(TERMS[f"square_{name[-1]}"], card=name)


def action(act: dict) -> Term:
    """An action card as set, with the squares it acts on and its bonus if paid: "expand 5♥
    on square 10" (a setting in progress, or revealed)."""
    card = deck_card(act["card"])
    squares = act.get("squares") or []
    if len(squares) == 2:
        return Term(
            N_("{card} swapping squares {first} and {second}"),
            {"card": card, "first": squares[0], "second": squares[1]},
        )
    if squares:
        return Term(N_("{card} on square {square}"), {"card": card, "square": squares[0]})
    if act["bonus"]:
        return Term(N_("{card} with its bonus"), {"card": card})
    return card


def reveal(seat: int, shown: dict) -> Entry:
    """A setting as the reveal turns it face up (the kept card stays hidden)."""
    actions = tuple(action(a) for a in shown["actions"])
    costs = tuple(texts.card_face(c) for c in shown["costs"])  # the same in every language
    words = {
        (True, True): "reveal",
        (True, False): "reveal_free",
        (False, True): "reveal_costs",
        (False, False): "reveal_none",
    }[bool(actions), bool(costs)]
    values = {"player": Seat(seat), "actions": actions, "costs": costs}
    return _entry("reveal", seat, words=words, **{k: v for k, v in values.items() if v != ()})


def event(event: dict) -> Entry:
    """One public event of a resolution or a draw (``view["events"]``)."""
    kind = event["event"]
    if kind == "reshuffle":
        return _entry("reshuffle")
    player = event["player"]
    who = Seat(player)
    if kind == "joker":
        return _entry("joker", player, player=who)
    if kind == "flip":
        return _entry(
            "flip", player, player=who, square=event["at"], suit=square_suit(event["card"])
        )
    if kind == "swap":
        first, second = event["squares"]
        return _entry("swap", player, player=who, first=first, second=second)
    if kind == "move":
        if event["from"] == event["to"]:  # a walk out and back (docs/gunrain.md)
            return _entry("move", player, words="move_back", player=who, end=event["to"])
        return _entry("move", player, player=who, start=event["from"], end=event["to"])
    other = 1 - player
    if kind == "shot":
        values = {"player": who, "card": deck_card(event["card"]), "target": Seat(other)}
        if event["damage"]:
            return _entry("shot", player, other, damage=event["damage"], **values)
        return _entry("miss", player, other, **values)
    bullet = token(event["card"])
    if kind == "token":
        return _entry("token", player, player=who, token=bullet, square=event["at"])
    if kind == "advance":
        return _entry(
            "advance", player, player=who, token=bullet, start=event["at"], end=event["to"]
        )
    if kind == "off":
        return _entry("off", player, player=who, token=bullet, square=event["at"])
    return _entry(  # hit: a token meets the opponent, by advancing, on its route or placed
        f"hit_{event['how']}",
        player,
        other,
        player=who,
        token=bullet,
        target=Seat(other),
        square=event["at"],
    )


def _entry(kind: str, *seats: int, words: str | None = None, **values: object) -> Entry:
    return Entry(kind, WORDS[words or kind], values, seats)


def voltage(view: dict, player: int) -> int:
    """G8: rows ahead of the initial position, from the open board (coordinates of the viewer,
    turned into the player's own)."""
    columns = view["columns"]

    def row(coord: int) -> int:
        own = coord if view["sides"][player] == view["frame"] else SQUARES + 1 - coord
        return (own - 1) // columns

    return max(0, row(view["positions"][player]) - row(view["starts"][player]))


def _draw(player: int, bonus: int) -> Entry:
    """A draw of 5 cards and the voltage bonus (G8)."""
    if bonus:
        values = {"count": HAND_SIZE + bonus, "base": HAND_SIZE, "bonus": bonus}
        return _entry("draw", player, words="draw_bonus", player=Seat(player), **values)
    return _entry("draw", player, player=Seat(player), count=HAND_SIZE)


class GunRainLog(GameLog):
    """The turn's public events, from the views only (no notation is read)."""

    def step(self, actor: int, notation: str | None, before: dict, after: dict) -> list[Entry]:
        phase = before["phase"]
        out: list[Entry] = []
        if phase == "side":  # which half: each board shows it, drawn from its viewer's side
            out.append(_entry("side", actor, player=Seat(actor)))
        elif phase == "place":
            out.append(_entry("start", actor, player=Seat(actor), square=after["positions"][actor]))
        # The last setting reveals both (G5); the turn is over once step 4 is done, at the
        # reveal or after the heavy guns were aimed.
        ended = after["phase"] != phase or after["turn"] != before["turn"]
        revealed = phase == "set" and ended
        finished = phase in ("set", "aim") and ended and after["phase"] != "aim"
        if phase in ("set", "aim") and (ended or after["ready"][actor]):
            out.append(_entry(phase, actor, player=Seat(actor)))
        if revealed:
            out += [reveal(seat, shown) for seat, shown in enumerate(after["revealed"])]
        new = after["events"] if revealed else after["events"][len(before["events"]) :]
        out += [event(e) for e in new]
        joker = any(e["event"] == "joker" for e in new)
        if phase == "joker" and not joker:
            out.append(_entry("keep_draw", actor, player=Seat(actor)))
        out += self._draws(phase, actor, finished, before, after)
        if after["result"] is not None:
            out.append(self._end(after["result"]))
        return out

    @staticmethod
    def _draws(phase: str, actor: int, finished: bool, before: dict, after: dict) -> list[Entry]:
        """G8/G10: the turn player draws first, then the other; a player holding the joker
        may stop the draws to decide (the joker phase)."""
        first = before["turn_player"]
        if after["phase"] == "over":
            return []
        if phase == "joker":
            drew = [1 - first] if actor == first else []
        elif finished or (phase == "place" and after["phase"] != "place"):
            waiting = after["to_move"][0] if after["phase"] == "joker" else None
            drew = [first] if waiting == first else [first, 1 - first]
        else:
            return []
        return [_draw(p, voltage(after, p)) for p in drew]

    @staticmethod
    def _end(result: dict) -> Entry:
        """How the game ended, in the end screen's sentence (texts.OUTCOMES)."""
        winners = result["winners"]
        kind = "won" if winners else "draw_game"
        seats = (winners[0], 1 - winners[0]) if winners else (0, 1)
        outcome = texts.outcome(result)
        if outcome is None:  # an ending the texts do not know: its reason, as the rules say it
            key, values = texts.reason(result)
            reason = Term(key, values)
            if winners:
                return _entry(kind, *seats, player=Seat(seats[0]), reason=reason)
            return _entry(kind, *seats, reason=reason)
        key, values = outcome
        named = {"winner": Seat(seats[0]), "loser": Seat(seats[1])}
        values.update({name: seat for name, seat in named.items() if f"{{{name}}}" in key})
        return Entry(kind, key, values, seats)


LOG = GunRainLog
