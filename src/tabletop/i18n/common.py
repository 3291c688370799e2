"""Words every game, screen and page shares, in English (msgids): data, not markup.

Players and seats, results, the commands of terminal play, the lobby's words, report headings and
the errors a person can meet. The presentation layer translates them with
``tabletop.i18n.translator(locale)``; ``{name}`` placeholders are filled after translation.
"""

from __future__ import annotations

from tabletop.i18n import N_, UNKNOWN_LANGUAGE

GAMES = {
    "friday": N_("Friday"),
    "gunrain": N_("Gun Rain"),
    "kungfu": N_("Kung Fu"),
}

# One-line description of each game, for the lobby.
GAME_BLURBS = {
    "friday": N_("Solo deck-builder: help Robinson survive the island and beat the pirates."),
    "gunrain": N_("Two-player gunfight on a grid of playing cards."),
    "kungfu": N_("Battle royale for 2-5 players with technique cards and dice."),
}

# The named bot levels (bot:easy, bot:normal, bot:hard; each game's descriptor says what they play).
BOT_LEVELS = {
    "easy": N_("Easy"),
    "normal": N_("Normal"),
    "hard": N_("Hard"),
}

LANGUAGES = {
    "en": "English",
    "ja": "日本語",
    "zh": "简体中文",
}  # each language's own name: the same in every locale, so not translated

WORDS = {
    "player": N_("Player"),
    "player_n": N_("Player {player}"),
    "seat": N_("Seat"),
    "seat_n": N_("Seat {seat}"),
    "you": N_("You"),
    "human": N_("Human"),
    "bot": N_("Bot"),
    "bot_named": N_("Bot: {name}"),
    "spectator": N_("Spectator"),
    "life": N_("Life"),
    "hp": N_("HP"),
    "score": N_("Score"),
    "scores": N_("Scores"),
    "turn": N_("Turn"),
    "turn_n": N_("Turn {turn}"),
    "round_n": N_("Round {round}"),
    "phase": N_("Phase"),
    "to_move": N_("To move: {players}"),
    "your_turn": N_("Your turn"),
    "waiting_for": N_("Waiting for {players}"),
    "win": N_("Win"),
    "loss": N_("Loss"),
    "draw": N_("Draw"),
    "winner": N_("Winner: {players}"),
    "winners": N_("Winners: {players}"),
    "game_over": N_("Game over"),
    "reason": N_("Reason: {reason}"),
    "legal_moves": N_("Legal moves"),
    "hint": N_("Hint: {move}"),
    "options": N_("Options"),
    "seed": N_("Seed {seed}"),
    "cards": N_("Cards"),
    "card": N_("Card"),
    "deck": N_("Deck"),
    "hand": N_("Hand"),
    "discard": N_("Discard pile"),
    "hidden": N_("Hidden"),
    "face_down": N_("Face down"),
    "language": N_("Language"),
    "how_to_play": N_("How to play"),
    "rules": N_("Rules"),
    "close": N_("Close"),
    "yes": N_("Yes"),
    "no": N_("No"),
}

# Terminal play's commands (the words typed stay English: they are notation) and their help,
# one line each as `help` lists them (cli/play.py's COMMANDS_HELP).
COMMANDS = {
    "heading": N_("Commands:"),
    "number": N_("play move {number} of the menu"),
    "notation": N_("play a move by its notation (case-insensitive)"),
    "undo": N_("take back your last move, if nothing hidden was revealed and nobody moved since"),
    "hint": N_("the ISMCTS bot's view of your best moves (searches from what you can see)"),
    "save": N_(
        "write the game to FILE (see it again: tabletop replay FILE); with other seats, once "
        "it is over (a record holds their secrets)"
    ),
    "rules": N_("how to play this game"),
    "help": N_("this text"),
    "quit": N_("leave the game"),
}

# What terminal play says (cli/play.py), with {placeholders} for its values.
TERMINAL = {
    "start": N_("{game}. Type help for commands."),
    "start_seed": N_("{game}, seed {seed}. Type help for commands."),
    "moved": N_("Player {player} ({seat}) has moved."),
    "left": N_("Left the game."),
    "left_unsaved": N_("Left the game (use save FILE first to keep it)."),
    "undone": N_("Undone."),
    "nothing_to_undo": N_("Nothing to undo."),
    "undo_after_other": N_("Cannot undo: another player has moved since your last move."),
    "undo_after_reveal": N_("Cannot undo: something hidden was revealed since the last move."),
    "hint_cancelled": N_("Hint cancelled."),
    "no_such_move": N_("No move {number}: choose 1-{count}, or type help."),
    "game_over": N_("Game over (seed {seed}). Enter to leave; or save FILE, or undo."),
    "pass_to": N_("Pass to player {player}, then press Enter."),
    "illegal": N_("Illegal: {error}"),
    "player_moves": N_("Player {player}: {move}"),
    "to_move": N_("Player {player} to move."),
    "hint_title": N_("Hint: {count} searches"),
    "hint_move": N_("Move"),
    "hint_tried": N_("Tried"),
    "hint_score": N_("Expected score"),
    "hint_win_rate": N_("Win rate"),
    "save_usage": N_("Usage: save FILE"),
    "save_later": N_("Save works once the game is over: a record holds every seat's secrets."),
    "save_failed": N_("Cannot save: {error}"),
    "saved": N_("Saved to {path}."),
    "unknown_seat": N_("Unknown seat {seat}; seats are {choices}."),
    "result": N_("Result: {reason}"),
}

LOBBY = {
    "new_game": N_("New game"),
    "create": N_("Create"),
    "join": N_("Join"),
    "watch": N_("Watch"),
    "open_games": N_("Open games"),
    "running_games": N_("Running games"),
    "finished_games": N_("Finished games"),
    "invite_link": N_("Invite link"),
    "copy_link": N_("Copy link"),
    "replay": N_("Replay"),
    "step_back": N_("Previous move"),
    "step_forward": N_("Next move"),
    "connecting": N_("Connecting…"),
    "disconnected": N_("Disconnected: trying again…"),
    "no_games": N_("No games yet."),
}

# The simulate and tournament reports (sim/report.py).
REPORT = {
    "summary": N_("{game} ({options}): {games} games, seed {seed}"),
    "per_seat": N_("Per seat, with intervals at 95%"),
    "seat": N_("Seat"),
    "bot": N_("Bot"),
    "win_rate": N_("Win rate"),
    "mean_score": N_("Mean score"),
    "spread": N_("Scores min/q1/median/q3/max"),
    "interval": N_("{value} ({low} to {high})"),
    "length": N_("Game length (actions): min {min}, q1 {q1}, median {median}, q3 {q3}, max {max}"),
    "draws": N_("Draws or shared wins: {draws}"),
    "first_mover": N_("First mover wins {rate} (95%: {low}-{high})"),
    "matrix": N_("{game}: win rate of row against column (interval at 95%)"),
    "elo": N_("Elo, mean 0 ({games} games)"),
    "elo_column": N_("Elo"),
    "bootstrap": N_("Bootstrap at 95%"),
}

# Errors a person can meet; the engine's own messages (English, for Python callers) map here.
ERRORS = {
    "not_your_turn": N_("It is not player {player}'s turn (waiting for {players})."),
    "game_over": N_("The game is over: no more moves."),
    "not_legal": N_("{move} is not legal now; legal: {moves}"),
    "option_choice": N_("{game}: option {key}={given} is not one of {choices}"),
    "unknown_language": UNKNOWN_LANGUAGE,
    "bad_option": N_("Bad option: {message}"),
    "unknown_game": N_("Unknown game {game}: choose {games}."),
    "file_error": N_("Cannot read {path}: {message}"),
    "room_full": N_("This seat is taken."),
    "no_such_room": N_("There is no such game."),
}


def game_name(game: str) -> str:
    return GAMES[game]


def game_blurb(game: str) -> str:
    return GAME_BLURBS[game]


def word(key: str) -> str:
    return WORDS[key]


def command_help(command: str) -> str:
    return COMMANDS[command]


def terminal_text(key: str) -> str:
    return TERMINAL[key]


def lobby_word(key: str) -> str:
    return LOBBY[key]


def report_heading(key: str) -> str:
    return REPORT[key]


def error_text(key: str) -> str:
    return ERRORS[key]
