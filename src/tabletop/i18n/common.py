"""Words every game, screen and page shares, in English (msgids): data, not markup.

Players and seats, results, the commands of terminal play, the lobby's words, report headings and
the errors a person can meet. The presentation layer translates them with
``tabletop.i18n.translator(locale)``; ``{name}`` placeholders are filled after translation.
"""

from __future__ import annotations

from tabletop.i18n import N_

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

# Commands of terminal play (the words typed stay English: they are notation) and their help.
COMMANDS = {
    "help": N_("help: show this list"),
    "rules": N_("rules: how to play this game"),
    "hint": N_("hint: the move a bot would suggest"),
    "undo": N_("undo: take back your last move"),
    "save": N_("save FILE: write the game's record to FILE"),
    "quit": N_("quit: leave the game"),
    "number": N_("a number or a move's notation: play that move"),
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

REPORT = {
    "games": N_("Games"),
    "wins": N_("Wins"),
    "win_rate": N_("Win rate"),
    "mean_score": N_("Mean score"),
    "mean_turns": N_("Mean turns"),
    "elo": N_("Elo"),
    "interval": N_("Interval at 95%"),
    "bot": N_("Bot"),
}

ERRORS = {
    "illegal_move": N_("Illegal move: {move}"),
    "not_your_turn": N_("It is not your turn."),
    "game_over": N_("The game is over: no more moves."),
    "unknown_command": N_("Unknown command {command}: type help for the list."),
    "ambiguous": N_("{text} could mean several moves: {moves}"),
    "no_such_number": N_("There is no move number {number}."),
    "bad_option": N_("Bad option: {message}"),
    "unknown_game": N_("Unknown game {game}: choose {games}."),
    "file_error": N_("Cannot read {path}: {message}"),
    "save_later": N_(
        "The record can be saved when the game is over (it holds the others' secrets)."
    ),
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


def lobby_word(key: str) -> str:
    return LOBBY[key]


def report_heading(key: str) -> str:
    return REPORT[key]


def error_text(key: str) -> str:
    return ERRORS[key]
