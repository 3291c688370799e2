"""Gun Rain on the terminal: the board as a grid from the viewer's seat, hand, costs, last turn.

Everything dynamic comes from ``state.view(seat)``, so the screen cannot show a secret; the
action table comes from the public card module. Coordinates are the viewer's (G3): 1-12 their
own territory at the bottom, 13-24 the opponent's above it. Words first: seats by their display
names (``names``), cards as they read ("7♠"), the last turn in the log's sentences.
"""

from __future__ import annotations

from collections.abc import Sequence

from rich import box
from rich.console import Group, RenderableType
from rich.padding import Padding
from rich.table import Table
from rich.text import Text

from tabletop.i18n import N_, Translator
from tabletop.present.log import Term, render_value
from tabletop.present.log import render as sentence
from tabletop.present.names import seat_names
from tabletop.rulesets.gunrain.cards import ACTIONS, SUIT_LETTERS, SUIT_SYMBOLS
from tabletop.rulesets.gunrain.descriptor import DESCRIPTOR
from tabletop.rulesets.gunrain.phases import JOKER, OVER, PLACE, SET, SIDE
from tabletop.rulesets.gunrain.rules import MAX_HP

from . import log, texts
from .describe import BONUS_WORDS, EN, action_name, describe_outcome

__all__ = ["render", "render_result"]


SUIT_STYLE = {"S": "bold white", "C": "bold green", "D": "bold yellow", "H": "bold red"}
PIECE = "●"  # a piece stands in its owner's territory, titled by the owner's name
# What the marks on the board mean (a token's arrow: the way it flies, so whose it is).
LEGEND = N_("● a piece   ▒▒ face down   7♣↑ a heavy-gun token and where it goes")
NONE = N_("none")


def _suit(letter: str | None) -> Text:
    if letter is None:
        return Text("▒▒", style="dim")
    return Text(SUIT_SYMBOLS[SUIT_LETTERS.index(letter)], style=SUIT_STYLE[letter])


def _card(name: str) -> Text:
    return Text(name[:-1]) + _suit(name[-1])


def render(view: dict, t: Translator = EN, names: Sequence[str] | None = None) -> RenderableType:
    """Status, the board, then the hand and what the phase asks for; seats by ``names``
    (display names by seat), else "Player 1", "Player 2". A finished game's outcome is
    :func:`render_result`'s, which every face shows after this screen."""
    names = seat_names(2, t, names)
    parts: list[RenderableType] = [_status(view, t, names), _board(view, t, names)]
    parts.append(Text(t.gettext(LEGEND), style="dim"))
    if view["revealed"] is not None or view["events"]:
        parts.append(_last_turn(view, t, names))
    if view["phase"] != OVER:
        if view["hand"]:
            parts.append(_hand(view, t))
        parts.append(_prompt(view, t, names))
    return Group(*parts)


def _status(view: dict, t: Translator, names: list[str]) -> Text:
    text = Text(t.gettext(DESCRIPTOR.title) + "  ", style="bold")
    turn = (
        t.format(texts.label("turn"), turn=view["turn"], max_turns=view["max_turns"])
        if view["turn"]
        else t.gettext(N_("setup"))
    )
    text.append(f"{turn}  ")
    text.append(t.format(N_("Turn player: {player}"), player=names[view["turn_player"]]) + "\n")
    for player in (0, 1):
        text.append(_seat_line(view, player, t, names) + "\n")
    deck = t.format(texts.label("deck"), count=view["deck"])
    discard = t.format(texts.label("discard"), count=len(view["discard"]))
    text.append(f"{deck}  {discard}")
    return text


def _seat_line(view: dict, player: int, t: Translator, names: list[str]) -> str:
    """A seat by its display name ("you" for the viewer), its HP, cards and joker (whose half
    is whose, the board's titles say)."""
    name = names[player]
    if player == view["seat"]:
        name = t.format(N_("{name} (you)"), name=name)
    values = {
        "player": name,
        "hp": view["hp"][player],
        "max_hp": MAX_HP,
        "count": view["hand_sizes"][player],
        "joker": t.gettext(N_("joker used") if view["jokers_used"][player] else N_("joker unused")),
    }
    return t.format(N_("{player}: HP {hp}/{max_hp}, {count} in hand, {joker}"), **values)


def _board(view: dict, t: Translator, names: list[str]) -> Table:
    """The grid, the opponent's back row on top; each half titled by its player's name, the
    pieces ●, tokens as their card with the arrow of their way."""
    columns = view["columns"]
    pieces: dict[int, list[Text]] = {}
    for coord in view["positions"]:
        if coord is not None:
            pieces.setdefault(coord, []).append(Text(PIECE, style="bold"))
    for token in view["tokens"]:
        arrow = "↑" if view["sides"][token["owner"]] == view["frame"] else "↓"
        mark = Text(texts.card_face(token["card"]) + arrow, style="bold magenta")
        pieces.setdefault(token["at"], []).append(mark)
    table = Table(box=box.SQUARE, show_header=False, show_lines=True, padding=(0, 1))
    for _ in range(columns):
        # Marks wrap at the spaces between them (rich counts cells, so wide characters too):
        # a crowded square grows a line rather than cutting a token off.
        table.add_column(width=9, overflow="fold")
    squares = view["board"]
    for row in range(view["rows"] - 1, -1, -1):
        cells = []
        for square in squares[row * columns : (row + 1) * columns]:
            cell = Text(f"{square['coord']:>2} ") + _suit(square["suit"])
            marks = pieces.get(square["coord"], [])
            cell.append("\n")
            cell.append_text(Text(" ").join(marks) if marks else Text(""))
            cells.append(cell)
        table.add_row(*cells)
    table.title, table.caption = _territory_names(view, t, names)
    return table


def _territory_names(view: dict, t: Translator, names: list[str]) -> tuple[str, str]:
    """The titles of the top and the bottom half: whose territory, by display name (before the
    sides are chosen, the top and the bottom half)."""
    owners = {square["coord"] > 12: square["owner"] for square in view["board"]}
    titles = []
    for upper in (True, False):
        owner = owners[upper]
        if owner is None:
            titles.append(t.gettext(texts.half_name("north" if upper else "south")))
        elif view["seat"] is None:
            titles.append(t.format(N_("{player}'s territory"), player=names[owner]))
        elif owner == view["seat"]:
            titles.append(t.format(N_("Your territory: {player}"), player=names[owner]))
        else:
            titles.append(t.format(N_("Opponent's territory: {player}"), player=names[owner]))
    return titles[0], titles[1]


def _hand(view: dict, t: Translator) -> Table:
    table = Table(
        title=t.gettext(N_("Your hand")), title_justify="left", box=box.SIMPLE_HEAD, show_edge=False
    )
    for heading in (N_("card"), N_("action"), N_("cost"), N_("bonus")):
        table.add_column(t.gettext(heading))
    for name in view["hand"]:
        suit = name[-1]
        kind = ACTIONS[SUIT_LETTERS.index(suit)]
        table.add_row(
            _card(name), action_name(suit, t), str(kind.cost), t.gettext(BONUS_WORDS[suit])
        )
    return table


def _setting_lines(setting: dict, t: Translator) -> Text:
    """The viewer's own setting so far, a line for each part."""
    acts = [log.action(a) for a in setting["actions"]]
    if setting["pending"]:
        pending = log.deck_card(setting["pending"])
        acts.append(Term(N_("{card}, its square still to choose"), {"card": pending}))
    none = t.gettext(NONE)
    costs = tuple(texts.card_face(c) for c in setting["costs"])
    lines = [
        t.format(N_("Your actions: {actions}"), actions=render_value(tuple(acts), t) or none),
        t.format(
            N_("Your cost cards: {costs} (cost paid {paid} of {required})"),
            costs=render_value(costs, t) or none,
            paid=setting["paid"],
            required=setting["required"],
        ),
    ]
    if setting["keep"]:
        card = texts.card_face(setting["keep"])
        lines.append(t.format(N_("Kept for next turn: {card}"), card=card))
    if setting["to"] is not None:
        lines.append(t.format(N_("Your destination: square {square}"), square=setting["to"]))
    return Text("\n".join(lines), style="bold")


def _prompt(view: dict, t: Translator, names: list[str]) -> Text:
    phase = view["phase"]
    if phase == SIDE:
        message = N_("{player} chooses which half of the board becomes their territory.")
        return Text(t.format(message, player=names[view["turn_player"]]), style="cyan")
    mover = names[view["to_move"][0]] if view["to_move"] else ""
    if phase == PLACE:
        message = N_("{player} chooses their initial position: a face-up square of their own.")
        return Text(t.format(message, player=mover), style="cyan")
    if phase == JOKER:
        message = N_("{player} has drawn: redraw with the joker, or play on with these cards.")
        return Text(t.format(message, player=mover), style="cyan")
    lines = Text()
    if view["setting"] is not None:
        lines.append_text(_setting_lines(view["setting"], t))
        lines.append("\n")
    if view["aiming"] is not None and view["aiming"]["cards"]:
        token = render_value(log.token(view["aiming"]["cards"][0]), t)
        message = N_("You stand on ♣ after moving: you may shift {token} 1 square as it is placed.")
        lines.append(t.format(message, token=token) + "\n", style="cyan")
    lines.append(_waiting(view, t, names), style="cyan")
    lines.rstrip()
    return lines


def _waiting(view: dict, t: Translator, names: list[str]) -> str:
    """Whom the secret step waits for: the viewer is asked, never waited for by name (the
    terminal says "your turn" next to it); the opponent only as still choosing."""
    seat = view["seat"]
    others = tuple(names[p] for p in (0, 1) if not view["ready"][p] and p != seat)
    players = render_value(others, t)
    if seat is None or view["ready"][seat]:
        message = (
            N_("Waiting for {players}: setting cards in secret.")
            if view["phase"] == SET
            else N_("Waiting for {players}: choosing where the heavy-gun tokens go.")
        )
        return t.format(message, players=players)
    if view["phase"] != SET:  # the ♣ line above already says what the viewer chooses
        return t.format(N_("{players} is choosing too."), players=players) if others else ""
    if others:
        message = N_("Set your cards face down, in secret; {players} is setting theirs too.")
        return t.format(message, players=players)
    return t.gettext(N_("Set your cards face down, in secret."))


def _last_turn(view: dict, t: Translator, names: list[str]) -> Group:
    """The last reveal and what followed, in the log's sentences, each indented as a whole
    (a wrapped sentence continues under its own first word)."""
    heading = N_("Last turn:") if view["revealed"] is not None else N_("So far:")
    entries = [log.reveal(p, shown) for p, shown in enumerate(view["revealed"] or ())]
    entries += [log.event(e) for e in view["events"]]
    lines = [Padding(Text(sentence(entry, t, names)), (0, 0, 0, 2)) for entry in entries]
    return Group(Text(t.gettext(heading), style="bold"), *lines)


def render_result(
    result: dict, t: Translator = EN, names: Sequence[str] | None = None
) -> RenderableType:
    """Who won and why, then both players' HP under the number of turns played; seats by
    ``names`` (display names)."""
    names = seat_names(len(result["scores"]), t, names)
    outcome = describe_outcome(result, t, names)
    text = Text(outcome, style="bold green" if result["winners"] else "bold")
    after = t.format(N_("Turns played: {turns}"), turns=result["details"]["turns"])
    table = Table(title=after, title_justify="left", box=box.SIMPLE_HEAD, show_edge=False)
    table.add_column(t.gettext(N_("player")))
    table.add_column(t.gettext(N_("HP left")), justify="right")
    for player, hp in enumerate(result["details"]["hp"]):
        table.add_row(Text(names[player]), str(hp))
    return Group(text, table)
