"""``tabletop play friday`` end to end: the real command in a pseudo-terminal, scripted input."""

from __future__ import annotations

import re

import pexpect

from .helpers import OVER_PROMPT, PROMPT, parse_menu, run, write_setup

PILES = (
    "Friday",
    "Level 1",
    " step",
    "Life ",
    "Robinson's stack",
    "Robinson's discard pile",
    "Aging pile",
    "Hazard deck",
    "Hazard discard pile",
    "Removed from the game",
    "Pirate ships, 0 of 2 beaten",
)
# The score table's parts, named as the end screen names them (texts.RESULT_DETAILS).
PARTS = {
    "fighting values of the cards": "cards",
    "aging cards": "aging",
    "pirates beaten": "pirates",
    "life left": "life",
    "hazards not beaten": "hazards",
    "total": "total",
}
BREAKDOWN = re.compile(rf"^\s*({'|'.join(PARTS)})\s+(-?\d+)\s", re.M)


def breakdown_of(screen: str) -> dict[str, str]:
    """The score's parts by the result's detail keys."""
    return {PARTS[part]: points for part, points in BREAKDOWN.findall(screen)}


def choose(screen: str, menu: list[tuple[str, str]]) -> int:
    """A simple player reading the menu: easiest hazard, win when it can, draw, use, pay."""
    notations = [n for n, _ in menu]
    hazards = [
        (int(re.search(r"value (\d+)", w)[1]), n) for n, w in menu if n.startswith("fight H")
    ]
    if hazards:
        return notations.index(min(hazards)[1]) + 1
    for pick in (
        lambda n, w: n == "end" and w.startswith("End the fight and win"),
        lambda n, w: n == "draw",
        lambda n, w: n.startswith("use "),
        lambda n, w: n == "pay" and int(re.search(r"Life (\d+)/", screen)[1]) > 4,
        lambda n, w: n == "end",
    ):
        for number, (notation, words) in enumerate(menu, start=1):
            if pick(notation, words):
                return number
    return 1


def test_whole_game_then_save_and_replay_to_end(spawn, tmp_path):
    child = spawn("play", "friday", "--seed", "9", "--level", "1")
    seen: set[str] = set()
    for _ in range(500):
        if child.expect_exact([PROMPT, OVER_PROMPT]) == 1:
            break
        screen = child.before
        for part in PILES:
            assert part in screen, (part, screen)
        menu = parse_menu(screen)
        if "Choose a hazard to fight" in screen:
            seen.add("hazards")
            # title, hazard value, free cards, knowledge card, its value (and ability), the id
            assert re.search(r"\S\s+\d+\s+\d+\s+\S+\s+-?\d+\s.*H\d\d", screen)
        if re.search(r"Fighting (?!total)", screen):  # the fight's panel names the enemy
            seen.add("fight")
            assert "free cards left" in screen
            assert re.search(r"Fighting total -?\d+, hazard value \d+", screen)
        if "the life lost may remove this fight's cards" in screen:
            seen.add("remove")
        seen.update(n.split()[0] for n, _ in menu)
        child.sendline(str(choose(screen, menu)))
    else:
        raise AssertionError("the game did not end in 500 moves")
    final = child.before
    assert {"hazards", "fight", "draw", "end"} <= seen
    assert "Defeat: Robinson" in final or "Victory! Robinson beats" in final
    breakdown = breakdown_of(final)
    assert set(breakdown) == {"cards", "aging", "pirates", "life", "hazards", "total"}
    parts = sum(int(v) for k, v in breakdown.items() if k != "total")
    assert parts == int(breakdown["total"])
    # The headline's words, as the end screen and the log's last line (which adds the score) say.
    reason = re.search(r"(?:Defeat|Victory)\W+(.+?)(?: Score: -?\d+\.)?\s*$", final, re.M)[1]

    saved = tmp_path / "game.json"
    child.sendline(f"save {saved}")
    child.expect(r"Saved to .*game\.json\.")
    child.expect_exact(OVER_PROMPT)
    child.sendline("")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0

    replayed = run("replay", str(saved), "--to-end")
    assert replayed.returncode == 0, replayed.stderr
    assert reason in replayed.stdout
    assert breakdown_of(replayed.stdout) == breakdown


SCENARIO = {
    "hazard_stack": ["H11", "H01", "H29", "H30"],
    "stack": ["R13", "H24", "R05", "R06", "A01", "R01", "R14", "R15"],
}


def test_undo_only_while_nothing_was_revealed(spawn, tmp_path):
    child = spawn(
        "play", "friday", "--seed", "1", "--setup", write_setup(tmp_path / "s.json", SCENARIO)
    )
    child.expect_exact(PROMPT)
    assert "fight H11" in child.before and "fight H01" in child.before
    child.sendline("undo")
    child.expect("Nothing to undo")
    child.expect_exact(PROMPT)
    child.sendline("fight h11")  # notation is case-insensitive
    child.expect_exact(PROMPT)
    assert "Fighting Exploring the island" in child.before
    child.sendline("undo")  # choosing a hazard reveals nothing: allowed
    child.expect("Undone.")
    child.expect_exact(PROMPT)
    assert "Choose a hazard to fight" in child.before
    child.sendline("FIGHT H11")
    child.expect_exact(PROMPT)
    child.sendline("draw")  # R13 comes up: revealed
    child.expect_exact(PROMPT)
    assert "Life 20/22" in child.before and "R13" in child.before
    child.sendline("use R13")  # +2 life, nothing revealed
    child.expect_exact(PROMPT)
    assert "Life 22/22" in child.before and "used" in child.before
    child.sendline("undo")
    child.expect("Undone.")
    child.expect_exact(PROMPT)
    assert "Life 20/22" in child.before
    child.sendline("undo")  # back past the draw would un-see R13: refused
    child.expect("Cannot undo: something hidden was revealed")
    child.expect_exact(PROMPT)
    child.sendline("quit")
    child.expect("Left the game")
    child.expect(pexpect.EOF)


def test_illegal_input_reprompts_and_changes_nothing(spawn):
    child = spawn("play", "friday", "--seed", "5")
    child.expect_exact(PROMPT)
    menu = parse_menu(child.before)
    # The refusal quotes what was typed and lists the legal moves in words, as the menu says them.
    legal_in_words = "; ".join(words for _, words in menu)
    for bad, message in (
        ("fight H99", f"'fight H99' cannot be played now. Legal moves: {legal_in_words}"),
        ("xyzzy", "'xyzzy' cannot be played now."),
        ("0", f"No move 0: choose 1-{len(menu)}"),
        ("-1", f"No move -1: choose 1-{len(menu)}"),
        (str(len(menu) + 1), f"No move {len(menu) + 1}"),
        ("save", "Usage: save FILE"),
    ):
        child.sendline(bad)
        child.expect_exact(PROMPT)
        assert message in " ".join(child.before.split())  # a long refusal wraps
        assert "Traceback" not in child.before
        assert not re.search(r"fight H(?!99)\d\d", child.before)  # no notation listed
        assert "Robinson's stack" not in child.before  # no new screen: nothing changed
    child.sendline(menu[0][0])
    child.expect_exact(PROMPT)
    assert "Player 1: " + menu[0][1] in child.before  # the move said in words
    child.sendline("quit")
    child.expect(pexpect.EOF)


def test_help_explains_commands_and_notation(spawn):
    child = spawn("play", "friday", "--seed", "2")
    child.expect_exact(PROMPT)
    child.sendline("help")
    child.expect_exact(PROMPT)
    text = child.before
    for part in (
        "undo",
        "save FILE",
        "quit",
        "Friday notation",
        "fight H12",
        "put R05,H12 drop A03",
    ):
        assert part in text
    child.sendeof()  # Ctrl-D leaves like quit
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0


def test_sort_shows_the_cards_seen_and_takes_typed_notation(spawn, tmp_path):
    setup = {"hazard_stack": ["H01", "H02"], "stack": ["H24", "R05", "R06", "A01", "R01"]}
    child = spawn(
        "play", "friday", "--seed", "1", "--setup", write_setup(tmp_path / "s.json", setup)
    )
    for move in ("fight H01", "draw"):
        child.expect_exact(PROMPT)
        child.sendline(move)
    child.expect_exact(PROMPT)
    assert re.search(r"Use Vision: look at the top 3 cards.*\s+use H24", child.before)
    child.sendline("use H24")
    child.expect_exact(PROMPT)
    assert "Vision: the top of Robinson's stack is Weak, Weak, Scared (top first)." in (
        " ".join(child.before.split())
    )
    menu = dict(parse_menu(child.before))
    assert (
        menu["put A01,R05 drop R06"] == "Put back Scared, Weak, the first on top, and discard Weak"
    )
    child.sendline("put a01,r05 drop r06")
    child.expect_exact(PROMPT)
    assert "Known top of Robinson's stack, top first: Scared, Weak A01 R05" in child.before
    child.sendline("quit")
    child.expect(pexpect.EOF)


# Only strong knowledge cards in the stack: drawing (and paying) beats both pirates.
PIRATES = {
    "step": "pirates",
    "hazard_stack": [],
    "pirates": ["P01", "P06"],
    "stack": [
        *("H29", "H30", "H25", "H26", "H27", "H28", "H13", "H14", "H19"),
        *("H20", "H21", "H15", "H16", "H17", "H11", "H12", "H18"),
    ],
}


def test_pirate_fights_to_a_win(spawn, tmp_path):
    child = spawn(
        "play", "friday", "--seed", "1", "--setup", write_setup(tmp_path / "p.json", PIRATES)
    )
    child.expect_exact(PROMPT)
    assert "choose which pirate ship to fight first" in child.before
    assert re.search(
        r"Hazard value: 16\s+Free cards: 7\s+Each extra card costs 2 life", child.before
    )
    child.sendline("fight P06")
    for _ in range(40):
        if child.expect_exact([PROMPT, OVER_PROMPT]) == 1:
            break
        assert "Fighting the " in child.before and "pirate ship" in child.before
        notations = [n for n, _ in parse_menu(child.before)]
        child.sendline("end" if "end" in notations else notations[0])
    final = child.before
    assert "Victory! Robinson beats both pirate ships and escapes the island." in final
    assert breakdown_of(final)["pirates"] == "30"
    child.sendline("")
    child.expect(pexpect.EOF)


def test_undo_the_losing_judgement_after_game_over(spawn, tmp_path):
    setup = {"hazard_stack": ["H29"], "stack": ["R14"], "aging": [], "life": 0}
    child = spawn(
        "play", "friday", "--seed", "1", "--setup", write_setup(tmp_path / "s.json", setup)
    )
    for move in ("fight H29", "draw", "stop", "end"):
        child.expect_exact(PROMPT)
        child.sendline(move)
    child.expect_exact(OVER_PROMPT)
    assert "Defeat: Robinson is lost. He had to lose 6 life with only 0 left." in child.before
    child.sendline("undo")  # judging revealed nothing
    child.expect("Undone.")
    child.expect_exact(PROMPT)
    assert re.search(
        r"1\s+End the fight and lose 6 life: fighting total -1, hazard value 5\s+end", child.before
    )
    child.sendline("end")
    child.expect_exact(OVER_PROMPT)
    child.sendline("help")
    child.expect("Commands:")
    child.expect_exact(OVER_PROMPT)
    child.sendline("")
    child.expect(pexpect.EOF)


def test_hot_seat_wipes_the_scrollback_too(spawn):
    """Clearing the screen leaves the scrollback, where the last player's hand could be
    scrolled back to: the pass screen erases it as well."""
    child = spawn("play", "gunrain", "--seed", "7")
    child.expect_exact("Pass to Player")
    assert "\x1b[3J" in child.before
    child.sendline("")
    child.expect_exact(PROMPT)
    assert "\x1b[3J" in child.before
