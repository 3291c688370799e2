"""Words every game, screen and page shares, in English (msgids): data, not markup.

Players and seats, results, the commands of terminal play, the lobby's words, report headings and
the errors a person can meet. The presentation layer translates them with
``tabletop.i18n.translator(locale)``; ``{name}`` placeholders are filled after translation.
"""

from __future__ import annotations

from tabletop.i18n import N_, UNKNOWN_LANGUAGE

# The named bot levels (bot:easy, bot:normal, bot:hard; each game's descriptor says what they play).
BOT_LEVELS = {
    "easy": N_("Easy"),
    "normal": N_("Normal"),
    "hard": N_("Hard"),
}

# The words of a seat's display name (present/names.py): bots numbered in seat order with their
# level or kind, a second person of the same name numbered.
SEAT_NAMES = {
    # TRANSLATORS: a bot seat's display name: its seat number (from 1, as every face numbers
    # seats), then its level or kind ("Bot 2 (Hard)" in the second seat).
    "bot": N_("Bot {n} ({bot})"),
    # TRANSLATORS: a person whose name another seat already has ("Ann (2)").
    "again": N_("{name} ({n})"),
    # TRANSLATORS: a seat's name where the reader is that seat ("Player 1 (you)").
    "you": N_("{name} (you)"),
}
BOT_KINDS = {
    "random": N_("random"),
    "heuristic": N_("heuristic"),
    "ismcts": N_("search (ISMCTS)"),
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
    "bot": N_("Bot"),
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
    "how_to_play_game": N_("How to play {game}"),
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
    "moved": N_("{name} has moved."),
    "left": N_("Left the game."),
    "left_unsaved": N_("Left the game (use save FILE first to keep it)."),
    "undone": N_("Undone."),
    "nothing_to_undo": N_("Nothing to undo."),
    "undo_after_other": N_("Cannot undo: another player has moved since your last move."),
    "undo_after_reveal": N_("Cannot undo: something hidden was revealed since the last move."),
    "hint_cancelled": N_("Hint cancelled."),
    "no_such_move": N_("No move {number}: choose 1-{count}, or type help."),
    "no_such_move_one": N_("No move {number}: type 1 (the only move), or type help."),
    "game_over": N_("Game over (seed {seed}). Enter to leave; or save FILE, or undo."),
    "pass_to": N_("Pass to {name}, then press Enter."),
    "player_moves": N_("{name}: {move}"),
    "to_move": N_("{name} to move."),
    "hint_title": N_("Hint: {count} searches"),
    # TRANSLATORS: the hint table's column of the moves the advisor weighs: a choice the player
    # can make now (not a movement on the board).
    "hint_move": N_("Choice"),
    "hint_tried": N_("Tried"),
    # TRANSLATORS: a solo game's hint: how good the game looks after the move, 100% a sure win.
    "hint_outlook": N_("Outlook"),
    "hint_win_rate": N_("Win rate"),
    "save_usage": N_("Usage: save FILE"),
    "save_later": N_("Save works once the game is over: a record holds every seat's secrets."),
    "save_failed": N_("Cannot save: {error}"),
    "saved": N_("Saved to {path}."),
    "unknown_seat": N_("Unknown seat {seat}; seats are {choices}."),
    "result": N_("Result: {reason}"),
    # TRANSLATORS: the prompt of terminal play, where the player types a move: its number in
    # the menu or its notation (fight H07). The answer is typed a space after it.
    "prompt": N_("Your move (number or notation):"),
    # TRANSLATORS: the prompt once the game is over: Enter leaves, or type save FILE, undo, help.
    "over_prompt": N_("Enter to leave, or a command:"),
    # tabletop learn: the lesson's panel above the menu, the menu's mark, leaving the lesson.
    # TRANSLATORS: {title} is the lesson's title ("Learn to play Friday").
    "lesson_step": N_("{title}: step {number} of {steps}"),
    # TRANSLATORS: {mark} is the sign before the menu number of the move the lesson asks for.
    "lesson_mark": N_(
        "{mark} marks the move the lesson asks for; any other move leaves the lesson, and the "
        "game is yours."
    ),
    "lesson_left": N_(
        "You left the lesson: you played another move than the one it asked for. The game is "
        "yours now."
    ),
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
    # TRANSLATORS: {options} are the game's options in words, joined by the list separator
    # ("Kung Fu (Players 2, Deal the hands, No refresh): 20 games, seed 0").
    "summary": N_("{game} ({options}): {games} games, seed {seed}"),
    "summary_plain": N_("{game}: {games} games, seed {seed}"),
    # TRANSLATORS: an option of a simulated game by its label and value ("Players 2").
    "option_value": N_("{option} {value}"),
    "per_seat": N_("Per seat, with intervals at 95%"),
    "seat": N_("Seat"),
    "bot": N_("Bot"),
    "win_rate": N_("Win rate"),
    "mean_score": N_("Mean score"),
    "spread": N_("Scores min/q1/median/q3/max"),
    "interval": N_("{value} ({low} to {high})"),
    # TRANSLATORS: an Elo rating's interval ("-35 to +40").
    "span": N_("{low} to {high}"),
    "length": N_("Game length (actions): min {min}, q1 {q1}, median {median}, q3 {q3}, max {max}"),
    "draws": N_("Draws or shared wins: {draws}"),
    "first_mover": N_("Win rate of the seat that moved first: {rate} ({low} to {high} at 95%)"),
    "matrix": N_("{game}: win rate of row against column (interval at 95%)"),
    "elo": N_("Elo, mean 0 ({games} games)"),
    "elo_column": N_("Elo"),
    "bootstrap": N_("Bootstrap at 95%"),
    # the progress bars (on stderr) and the closing lines
    "progress_games": N_("{game}: {count} games"),
    "progress_round_robin": N_("{game}: round robin"),
    "progress_balance": N_("{game}: balance"),
    "progress_review": N_("Reviewing the decisions"),
    "wrote_games": N_("Wrote {count} games to {path} (each record replays with tabletop.replay)."),
    "wrote_balance": N_("Wrote {path}: a report on {count} setting(s)"),
    "serving": N_("tabletop is serving at {url}  (Ctrl+C stops it)"),
    "working": N_("bot worker {name} takes bot moves and hints from the queue  (Ctrl+C stops it)"),
}

# tabletop bench: its heading and table columns.
BENCH = {
    "heading": N_(
        "Random play on one core: Python {version} ({implementation}), {machine}, seed {seed}"
    ),
    "game": N_("game"),
    "games": N_("games"),
    "actions": N_("actions"),
    "seconds": N_("seconds"),
    "games_per_s": N_("games/s"),
    "actions_per_s": N_("actions/s"),
    "clone_us": N_("clone µs"),
    "clones": N_("clones"),
    # TRANSLATORS: tabletop bench, under the heading: which engine the figures are of.
    "compiled": N_("Engine: compiled ({count} modules; tabletop compile)"),
    "plain": N_("Engine: plain Python files (tabletop compile builds the faster one)"),
}

# Errors a person can meet; the engine's own messages (English, for Python callers) map here.
ERRORS = {
    "not_your_turn": N_("It is not {player}'s turn: waiting for {players}."),
    "game_over": N_("The game is over: no more moves."),
    "not_legal": N_("{move} is not legal now; legal: {moves}"),
    # TRANSLATORS: a move refused in terminal play or on the page: {move} is what the player
    # typed or clicked (notation, kept as typed); {moves} the moves they may make, in words,
    # joined by the separator below.
    "move_refused": N_("'{move}' cannot be played now. Legal moves: {moves}"),
    # TRANSLATORS: how a list of moves in an error goes on: {moves} the moves so far, {move}
    # the next one ("Fight the Cannibals; Fight the Raft"). A move's own words may hold commas.
    "moves_list": N_("{moves}; {move}"),
    "option_choice": N_("{game}: option {key}={given} is not one of {choices}"),
    "unknown_language": UNKNOWN_LANGUAGE,
    "bad_option": N_("Bad option: {message}"),
    "unknown_game": N_("Unknown game {game}: choose {games}."),
    "file_error": N_("Cannot read {path}: {message}"),
    "room_full": N_("This seat is taken."),
    "no_such_room": N_("There is no such game."),
    # The command line's errors (tabletop.engine.Error's msgid; values are written as typed).
    "error_line": N_("error: {message}"),
    "see_help": N_("{message} (see '{command} --help')"),
    "interrupted": N_("interrupted"),
    "terminated": N_("terminated"),
    "game_unknown": N_("unknown game {game}; available: {games}"),
    "option_unknown": N_("{game}: unknown option {option} (options: {options})"),
    "option_not_pair": N_("option {pair} is not KEY=VALUE (write -o KEY=VALUE)"),
    "option_twice": N_("option {key} is given twice, differently"),
    "level_disagrees": N_("--level {level} and -o level={option} disagree: give it once"),
    "bot_unknown": N_("unknown bot {bot}; available: {bots}, or a level: {levels}"),
    "bot_no_level": N_("{game} has no bot level {level}; its levels: {levels}"),
    "bot_not_for_game": N_("no {bot} bot for {game} yet; bots for it: {bots}"),
    "bot_level_options": N_("bot level {level} takes no options, got {spec}"),
    "bot_option_not_pair": N_("bot option {pair} in {spec} is not KEY=VALUE"),
    "bot_option_unknown": N_("bot {bot} does not take option {option} (options: {options})"),
    "bot_seeded": N_("bot option 'seed' in {spec}: bots are seeded from the run's seed"),
    "file_unreadable": N_("cannot read {what} {path}: {reason}"),
    "file_not_text": N_("{what} {path} is not a text file"),
    "file_not_json": N_("{what} {path} is not valid JSON: {reason}"),
    "file_not_readable_json": N_("{what} {path} is not JSON this reads: {reason}"),
    "file_unwritable": N_("cannot write {path}: {reason}"),
    # TRANSLATORS: tabletop compile; {reason} is Cython's or the C compiler's, in English.
    "compile_failed": N_("the engine could not be compiled: {reason}"),
    # TRANSLATORS: tabletop compile; {missing} names Python packages (Cython, setuptools).
    "compile_needs": N_("compiling needs {missing}: pip install -e '.[speed]'"),
    "record_not_object": N_("a record must be a JSON object"),
    "record_no_field": N_("record has no {key} field"),
    "record_rules": N_("record was made with rules {made}; this tabletop plays {plays}"),
    "record_invalid": N_("record options or setup are invalid: {error}"),
    "record_action_form": N_("record action {index} must be [player, notation], got {step}"),
    "record_action_illegal": N_("record action {index} ({notation}) is illegal: {error}"),
    "games_unreadable": N_("cannot read games from {path}: {reason}"),
    "games_line": N_("{path}, line {number}: not a game written by simulate --out"),
    "games_none": N_("{path} holds no games"),
    "games_file_hint": N_("{error} (a simulate --out file? pick a game: --game N)"),
    "seats_count": N_("{game} has {players} players but {seats} seats were given"),
    "bots_only": N_("simulate plays bots only: write every seat as bot:NAME"),
    "resume_needs_out": N_("--resume goes on from the games in --out FILE: give --out"),
    "resume_or_overwrite": N_(
        "--resume keeps the games in --out FILE, --overwrite drops them: pick one"
    ),
    "out_holds_games": N_("{path} holds games: --resume goes on from them, --overwrite drops them"),
    "games_kept": N_("{count} games are in {path}: the same command with --resume plays the rest"),
    "from_takes_options": N_("--from takes each setting from its file: give no game options"),
    "games_at_least_one": N_("--games must be at least 1"),
    "tournament_two_bots": N_("a tournament needs at least 2 different bots"),
    "tournament_solo": N_("{game} is a solo game: use tabletop simulate to compare bots"),
    # a scenario (--setup FILE) the game refuses; keys and values as the file writes them
    "setup_unknown_key": N_("setup: unknown key {key} (keys: {keys})"),
    "setup_range": N_("setup: {key} must be {low}-{high}, got {value}"),
    "setup_integer": N_("setup: {key} must be an integer {low}-{high}, got {value}"),
    "setup_one_of": N_("setup: {key} must be one of {choices}, got {value}"),
    "setup_player": N_("setup: {key} must be 0 or 1, got {value}"),
    "setup_pair": N_("setup: {key} must be a list of 2 values, got {value}"),
    "setup_needs": N_("setup: {key} needs {needed}"),
    "setup_card_ids": N_("setup: {key} must be a list of card ids"),
    "setup_card_names": N_("setup: {key} must be a list of card names"),
    "setup_unknown_card": N_("setup: {key} has unknown card id {card}"),
    "setup_twice": N_("setup: {card} is listed twice ({first} and {second})"),
    # Friday
    "setup_pirates": N_("setup: 'pirates' must list exactly 2 pirate cards"),
    "setup_pirates_step": N_("setup: step 'pirates' needs an empty 'hazard_stack'"),
    "setup_pile_kind": N_("setup: {key} cannot hold {card} (a {kind} card)"),
    "setup_card_level": N_("setup: {card} ({name}) is not used at level {level}"),
    # Gun Rain
    "setup_per_side": N_("setup: {key} must be an object with keys 'south' and 'north'"),
    "setup_board_side": N_("setup: {key} must list 12 board cards (coordinates 1-12)"),
    "setup_board_twice": N_("setup: 'board' lists {card} twice"),
    "setup_hands": N_(
        "setup: 'hands' must be two lists of card names, the first player's and the second's"
    ),
    "setup_sides": N_(
        "setup: 'sides' must be ['south', 'north'] or ['north', 'south'], got {value}"
    ),
    "setup_two_coordinates": N_("setup: {key} must be 2 coordinates 1-12, got {value}"),
    "setup_face_down": N_("setup: position {coordinate} of player {player} is face down"),
    "setup_tokens": N_("setup: 'tokens' must be a list of {{card, owner, at}} objects"),
    "setup_token_keys": N_("setup: token {token} must have exactly card, owner, at"),
    "setup_token_club": N_("setup: token {card} is not a club (G10: ♣ cards only)"),
    "setup_token_owner": N_("setup: token {card}: owner must be 0 or 1"),
    "setup_token_at": N_("setup: token {card}: 'at' must be 1-24, got {value}"),
    "setup_token_on_player": N_(
        "setup: token {card} lies on player {player}, who it would have hit"
    ),
    # Kung Fu
    "setup_draft": N_(
        "setup: with draft=True the hands come from the draft; only 'dice' may be fixed, not {key}"
    ),
    "setup_two_alive": N_("setup: at least 2 players must have HP above 0"),
    "setup_players": N_("setup: 'players' must be a list of {count} objects, one per seat"),
    "setup_seat_object": N_("setup: players[{seat}] must be an object"),
    "setup_seat_unknown_key": N_("setup: players[{seat}] has unknown key {key} (keys: {keys})"),
    "setup_seat_integer": N_("setup: players[{seat}].{key} must be an integer {low}-{high}"),
    "setup_chosen": N_(
        "setup: players[{seat}].chosen must list {count} cards when any seat lists chosen cards"
    ),
    "setup_dice": N_("setup: 'dice' must be a list of {count} rolls, one per seat"),
    "setup_roll": N_("setup: dice[{seat}] must be {count} faces 1-6, got {value}"),
    "setup_too_few": N_("setup: too few cards left to deal {count} to seats {seats}"),
    "setup_left_undealable": N_(
        "setup: the cards of {source} left after the fixed ones cannot give seats {seats}"
        " {count} cards with at most {most} of each symbol (K3)"
    ),
    "setup_above_maximum": N_("setup: {key} {value} is above its maximum {most}"),
    "setup_symbols": N_(
        "setup: {seat} holds {count} cards with symbol {symbol}; at most {most} (K3)"
    ),
    "setup_held": N_(
        "setup: {seat} holds {count} cards in hand and chosen; round {round} needs {need}"
    ),
    # --seats in terminal play
    "unknown_seat": N_("unknown seat {seat}; seats are {choices}"),
    "seats_one_player": N_("this game has 1 player but --seats names {count}"),
    "seats_players": N_("this game has {players} players but --seats names {count}"),
    # the web server's answers to the pages (create a game, join a seat, watch a replay)
    "http_no_room": N_("no such room"),
    "http_no_game": N_("no such game"),
    "http_steps": N_("steps run from 0 to {last}"),
    "http_not_over": N_("the game is not over yet"),
    # tabletop learn and the lobby's Learn to play: {game} as typed, {games} those with a lesson
    "no_lesson": N_("{game} has no lesson yet; games with one: {games}"),
    "option_reads_file": N_("option {key} reads a file and cannot be set on the server"),
    "room_one_seat": N_("{game} with these options has 1 seat, not {seats}"),
    "room_seats": N_("{game} with these options has {has} seats, not {seats}"),
    "bot_seat_needs_bot": N_("a bot seat needs a bot, e.g. 'random' or 'ismcts:seconds=1'"),
    "bot_seconds": N_("a bot may think at most {seconds} s per move"),
    "bot_iterations": N_("a bot may search at most {iterations} iterations per move"),
    # A room's turn clock (POST /api/rooms "clock"); {given} is the value as the request wrote it.
    "clock_mode": N_(
        "a clock is none, move (a time per move) or game (a time per player), not {given}"
    ),
    "clock_move": N_("a time per move is {least} to {most} seconds, not {given}"),
    "clock_bank": N_("a time per player is {least} to {most} seconds, not {given}"),
    "clock_increment": N_("the seconds added after each move are {least} to {most}, not {given}"),
    # TRANSLATORS: {levels} the game's bot levels as written in the request ("bot:easy, bot:hard").
    "clock_timeout": N_(
        "when time runs out, {game} can let a bot move ({levels}) "
        "or the player forfeits (forfeit), not {given}"
    ),
    # A move sent after the seat's time ran out (the server is moving for it, or it forfeited).
    "time_out": N_("{player}'s time ran out."),
    "undo_clock": N_("Undo is not for a game with a clock: the time of the move is spent"),
    "name_form": N_("a name is 1 to {most} printable characters"),
    "live_rooms": N_(
        "the server has {count} unfinished games open, its limit: try again when some have ended"
    ),
    "undo_not_here": N_("Undo is only for a solo game: the other players have seen your move"),
    "creation_rate": N_(
        "too many games created from your address (at most {count} a minute): try again in a minute"
    ),
    "room_private": N_("this room is private: join it with an invite link"),
    "seat_taken_or_invite": N_("that seat is taken or the invite is not valid"),
    # a game's own option or scenario values
    "seed_integer": N_("seed must be an integer, got {seed}"),
    "no_seat": N_("no player {player}: the seats are {seats}"),
    "no_seat_spectator": N_("no player {player}: the seats are {seats}, or None for a spectator"),
    "over_no_actions": N_("the game is over; no more actions"),
    "turn_of_others": N_("it is not player {player}'s turn (waiting for {waiting})"),
    "setup_object": N_("setup must be a JSON object"),
    "setup_too_deep": N_("setup is nested too deep to read"),
    "where_option": N_("{game}: option {key}"),
    "where_setup": N_("setup: {key}"),
    "coordinates_range": N_("{where}: coordinates must be integers 1-12, got {spec}"),
    "coordinates_twice": N_("{where}: a coordinate is listed twice in {spec}"),
    "coordinates_all_down": N_(
        "{where}: every square would be face down; a piece needs one face up"
    ),
    "face_down_form": N_(
        "gunrain: option face_down={spec}: use a row ({rows}), 'none' or coordinates like"
        " '9,10,11,12'"
    ),
    "max_turns": N_("gunrain: option max_turns={given} must be an integer from 1 to {most}"),
    "setup_board_not_deck": N_("setup: {where}: {card} is a board card, not a deck card (4-10)"),
    # TRANSLATORS: {example} is a card as a setup file writes it ('7S').
    "setup_not_deck": N_(
        "setup: {where}: {card} is not a deck card (rank 4-10 + suit S/C/D/H, e.g. {example})"
    ),
    # TRANSLATORS: {example} is a card as a setup file writes it ('QD').
    "setup_not_board": N_(
        "setup: {where}: {card} is not a board card (A, 2, 3, J, Q, K + suit, e.g. {example})"
    ),
    "cards_path": N_("kungfu: option cards must be a file path, got {value}"),
    "cards_too_few": N_(
        "kungfu: the card set {source} has {count} cards; {players} players need {need}"
    ),
    "cards_undealable": N_(
        "kungfu: the card set {source} cannot give {players} players {hand} cards with at most"
        " {most} of each symbol (K3)"
    ),
    "deal_failed": N_(
        "kungfu: {source} cannot deal {players} hands of {hand} with at most {most} of each"
        " symbol: {deals} random deals failed (K3)"
    ),
    # bots
    "bot_spec_text": N_(
        "a bot spec is text such as 'random' or 'ismcts:iterations=200', got {spec}"
    ),
    "bot_seed": N_("a bot's seed must be an integer, got {seed}"),
    "no_heuristic": N_("no heuristic bot for {game} yet"),
    "ismcts_option": N_("ismcts {name} must be {wanted}, got {value}"),
    "ismcts_rollout": N_("ismcts rollout must be 'heuristic' or 'random', got {value}"),
    "ismcts_leaf": N_("ismcts leaf for {game} must be one of: {leaves}; got {value}"),
    "heuristic_style": N_("heuristic style for {game} must be one of: {styles}; got {value}"),
    "ismcts_no_leaf": N_(
        "ismcts leaf {value} for {game}: the game has no leaf evaluations, so leave leaf out"
    ),
    "heuristic_no_style": N_(
        "heuristic style {value} for {game}: its heuristic has no styles, so leave style out"
    ),
    # records and simulate --out files
    "record_field_kind": N_("record field {key} must be {wanted}"),
    "record_made_with": N_("made with rules {made}; this tabletop plays {plays}"),
    "games_missing": N_("{path} has no game {index}: it holds {span}"),
    "games_span": N_("games {first}-{last}"),
    "games_unnumbered": N_("no numbered games"),
    "replay_seat_solo": N_("--seat must be 0, the only seat, for this game"),
    "replay_seat": N_("--seat must be 0-{last} for this game"),
    "resume_unreadable": N_("cannot read {path}: {reason}"),
    "resume_line": N_("{path}, line {number}: not a game written by --out"),
    "resume_line_problem": N_("{path}, line {number}: {problem}"),
    "resume_too_many": N_("{path} holds {count} games, more than --games {games}"),
    "resume_not_game": N_("not a game written by --out"),
    "resume_index": N_("game {found} where game {index} was expected"),
    "resume_other_game": N_(
        "a game of {game} with {options}, where this run plays {plan_game} with {plan_options}"
    ),
    "resume_other_seats": N_("played by {seats}, not by this run's seats"),
    "resume_other_seed": N_("not of a run with seed {seed}"),
    "resume_other_result": N_("its record does not replay to the result it gives"),
    # --cluster (Ray)
    "cluster_address": N_(
        "--cluster {address}: give ray (a local Ray for this run), auto (the running cluster)"
        " or ray://HOST:PORT"
    ),
    "cluster_needs_ray": N_(
        "--cluster needs Ray: pip install 'tabletop[cluster]' ('.[cluster]' in a checkout)"
    ),
    "cluster_connect": N_("--cluster {address}: cannot connect to Ray: {error}"),
    "cluster_retries": N_(
        "Ray could not play games {first}-{last} after {retries} retries: {error}"
    ),
    # tabletop balance
    "vary_not_pair": N_("--vary {item} is not KEY=V1,V2"),
    "vary_unknown": N_("{game} has no option {key} to vary"),
    "balance_file": N_("{path}: not a run this tabletop can replay: {error}"),
    "balance_setting": N_(
        "game {number} is not a game of {game} with the options and seats of the file's first"
        " game (a report compares one setting per file)"
    ),
    "balance_matplotlib": N_(
        "the balance report draws with matplotlib: pip install 'tabletop[report]'"
    ),
    # tabletop bench, tabletop serve
    "seconds_nan": N_("--seconds must be a number of seconds, not nan"),
    "db_driver": N_("cannot use --db {db}: its driver is not installed ({error})"),
    "db_unusable": N_("cannot use --db {db}: {error}"),
    "room_changed": N_("the game changed meanwhile: look at the board and try again"),
    "db_served": N_(
        "another tabletop server is already serving this SQLite database: SQLite serves one "
        "process; for several servers, use PostgreSQL (--db postgresql://...)"
    ),
    # tabletop review, and a room's review on the server
    "review_yours": N_("a review of yours is still running: wait for it or cancel it"),
    "http_no_review": N_("nobody has asked for a review of this seat yet"),
    "review_busy": N_("the reviewer is busy with other games: try again in a moment"),
    "review_not_over": N_("a review needs a finished game: this one is still being played"),
    "review_seat": N_("there is no seat {seat} in this game: seats are 0 to {last}"),
    "review_seat_solo": N_("there is no seat {seat} in this game: its only seat is 0"),
    "review_playouts": N_("--playouts must be a whole number from 1 to 100000, not {value}"),
    "bot_queue_postgres": N_(
        "the bot queue lives in PostgreSQL: use --db postgresql://... (SQLite serves one process)"
    ),
    "db_foreign_table": N_(
        "its table {table} lacks tabletop's column {column} (another program's database, or an"
        " older tabletop's)"
    ),
    "listen": N_("cannot listen on {host} port {port}: {reason}"),
    "limit_unknown": N_("unknown limit {name}; limits: {limits}"),
    "limit_value": N_("limit {name} must be a number >= 0, got {value}"),
    "allow_origin": N_(
        "--allow-origin takes an origin such as https://games.example.org, got {origin}"
    ),
}

# What an ismcts option must be ({wanted} of ERRORS["ismcts_option"]).
ISMCTS_WANTED = {
    "whole_1": N_("a whole number >= 1"),
    "whole_0": N_("a whole number >= 0"),
    "seconds": N_("a number above 0, at most 3600"),
    "number_0": N_("a number >= 0"),
    "fraction": N_("a number from 0 to 1"),
    "flag": N_("0 or 1"),
}

# What a record's field must hold ({wanted} of ERRORS["record_field_kind"]).
RECORD_KINDS = {
    "text": N_("text"),
    "object": N_("an object"),
    "integer": N_("an integer"),
    "list": N_("a list"),
}

# A card file the game refuses (Friday's card data, Kung Fu's option cards=): ``error`` holds
# the game's card data (a word below), where in the file (notation such as robinson[3] or
# cards[0] (K01), or "top level") and the problem; keys and values as the file writes them.
CARD_FILE = {
    "error": N_("{cards}: {where}: {problem}"),
    "friday": N_("Friday card data"),
    "kungfu": N_("Kung Fu card data"),
    "built_in": N_("the built-in card set"),
    "top_level": N_("top level"),
    "in_field": N_("{where}: field {field}"),
    "not_object": N_("must be an object"),
    "missing_field": N_("missing field {key}"),
    "field_kind": N_("field {key} must be {kind}, got {value}"),
    "surrogate": N_("field {key} holds a lone surrogate, which is no text: {value}"),
    "missing_list": N_("missing list"),
    "card_count": N_("expected {count} cards, found {found}"),
    "duplicate_id": N_("duplicate id {id}"),
    "unknown_ability": N_("unknown ability {ability}"),
    "hazard_values": N_("field 'hazard_values' must be 3 ints (green, yellow, red)"),
    "free_cards": N_("field 'free_cards' must be >= 0"),
    "group": N_("field 'group' must be 'normal' or 'difficult', got {value}"),
    "only_at_levels": N_("field 'only_at_levels' must be a list of levels 1-4"),
    "unknown_pirate_ability": N_("unknown pirate ability {ability}"),
    "field_integer": N_("field {key} must be an integer {low}-{high}, got {value}"),
    "field_text": N_("field {key} must be a non-empty string, got {value}"),
    "field_one_of": N_("field {key} must be one of {choices}, got {value}"),
    "condition_object": N_("must be an object with a 'kind'"),
    "unexpected_field": N_("unexpected field {field} for kind {kind}"),
    "faces": N_("'faces' must be a list of 1-{most} faces 1-6, got {value}"),
    "never_met": N_("{condition} can never be met"),
    "box_object": N_("must be a non-empty object of marks ({marks})"),
    "unknown_mark": N_("unknown mark {mark} (marks: {marks})"),
    "mark_integer": N_("mark {mark} must be an integer 1-99, got {value}"),
    "mixed_marks": N_("mixes attack marks (atk, hit, hp) with defence marks (def, avo, counter)"),
    "cards_object": N_("must be an object with a 'cards' list"),
    "unknown_top_field": N_("unknown field {field} (fields: {fields})"),
    "no_cards": N_("missing non-empty list 'cards'"),
    "id_spaces": N_("field 'id' must not contain spaces, got {value}"),
    "unknown_field": N_("unknown field {field}"),
    "id_case": N_("id differs from {twin} only in case"),
}

# A JSON value's kind, as a card file's field must hold it ({kind} of CARD_FILE["field_kind"]).
JSON_KINDS = {
    # TRANSLATORS: the kinds of JSON value a card file's field holds: an integer, a text, a
    # list, an object ({...}).
    "int": N_("int"),
    "str": N_("str"),
    "list": N_("list"),
    "dict": N_("dict"),
}

# What a file holds, in read_json's errors ({what}): a word translated inside the message.
FILE_KINDS = {
    "setup": N_("setup"),
    "saved game": N_("saved game"),
    "Friday card file": N_("Friday card file"),
    "Kung Fu card file": N_("Kung Fu card file"),
}


# The web pages' own words (static/js, static/*.html, rulesets/<game>/web/render.js), by page.
# The pages call t("...") with these English texts; tests/server/test_page_words.py checks that
# every text a page passes to t(), tf() or N_() (and every data-i18n attribute) is a msgid.
PAGES = {
    "Every page": (
        N_("Loading…"),
        N_("How to play {game}"),
        N_("No rules are written for this game yet."),
        N_("(shown as raw data: {error})"),
        N_("{name} (you)"),
        N_("Player {player}"),
        N_("bot"),
        N_("bot {name}"),
        N_("random"),
        N_("heuristic"),
        N_("search (ISMCTS)"),
        N_("none"),
        N_("error"),
        N_("No room in the address."),
        N_("This room cannot be opened: {error}"),
        N_("Back to the lobby"),
    ),
    "End screen": (
        N_("The game is over."),
        # A solo game's headline: won or lost (there is no winner to name).
        N_("Victory!"),
        N_("Defeat."),
        N_("Nobody won."),
        N_("A draw."),
        N_("Winner: {players}"),
        N_("winner"),
        N_("player"),
        N_("score"),
        N_("Score breakdown"),
        N_("total"),
        N_("Final result"),
        N_("Watch the replay"),
    ),
    "Lobby": (
        N_("tabletop: lobby"),
        # TRANSLATORS: the lobby's heading; {games}: the games' titles, listed with ", ".
        N_("{games} in the browser"),
        N_("Game"),
        N_("Seats"),
        N_("Game log"),
        # TRANSLATORS: the lobby's bot list: the named levels (Easy, Normal, Hard)...
        N_("By strength"),
        # TRANSLATORS: ...and the bots themselves, with their options, for experts.
        N_("Custom bot"),
        N_("public (listed in the lobby; anyone may take a free seat)"),
        N_("hot-seat (all humans share this screen)"),
        N_("Create game"),
        N_("Games to join or watch"),
        N_("Refresh the list"),
        N_("default"),
        N_("human"),
        N_("seat {seat}: human or bot"),
        N_("seat {seat}: which bot"),
        N_("seat {seat}: bot options"),
        N_("e.g. {example}"),
        N_("Could not create the game: {error}"),
        N_("Game created: room {room}"),
        N_("Hot-seat game: everybody plays on this screen; the board is covered between players."),
        N_("Open the game"),
        N_("Send each player their link (each link works once). Or play a seat yourself:"),
        N_("invite link for seat {seat}"),
        N_("Copy"),
        N_("Play this seat"),
        N_("No human seats: the bots play it out."),
        N_("Watch this game (spectate)"),
        N_("Cannot list rooms: {error}"),
        N_("No public games yet: start one under New game."),
        N_("created with a chosen seed: its creator may know the deal"),
        N_("seeded"),
        N_("free"),
        # TRANSLATORS: a free seat of a room in the lobby's list, by its number (from 1).
        N_("Seat {seat}: free"),
        # TRANSLATORS: a room's state in the lobby: a seat is free, every seat is taken, or the
        # game is over.
        N_("open"),
        N_("running"),
        N_("finished"),
        # TRANSLATORS: one option of a room in the lobby's list: its label and value
        # ("Turn limit: 20").
        N_("{option}: {value}"),
        # TRANSLATORS: a room in the lobby's list whose options are all the game's defaults.
        N_("Default options"),
        # The turn clock: the create form's fields, and a room's clock in the lobby's list.
        N_("Clock"),
        # TRANSLATORS: the label of the clock's kind (none, per move, per game), under "Clock".
        N_("How time is counted"),
        N_("No clock"),
        N_("A time per move"),
        N_("A time per player, for the whole game"),
        N_("Seconds per move"),
        N_("Minutes per player"),
        N_("Seconds added after each move"),
        N_("When time runs out"),
        # TRANSLATORS: a choice of "When time runs out"; {level} a bot level ("Easy").
        N_("a bot ({level}) moves for the player"),
        N_("the player loses the game"),
        N_("{seconds} s"),
        N_("{minutes} min"),
        N_("{minutes} min {seconds} s"),
        N_("Clock: {time} per move"),
        N_("Clock: {time} per player"),
        # TRANSLATORS: chess-style: {time} for each player's whole game, {increment} added
        # after each of their moves ("Clock: 5 min + 3 s per player").
        N_("Clock: {time} + {increment} per player"),
        N_("Cannot load the games: {error}"),
        # Learn to play: a guided first game of the chosen game (a lesson room).
        N_("Learn to play"),
        N_(
            "A guided first game: the lesson says what to look at and which move to make, then "
            "the game is yours to finish."
        ),
        N_("Could not start the lesson: {error}"),
    ),
    "Game page": (
        # A seat's turn clock (its countdown's tooltip).
        N_("Time left"),
        N_("tabletop: game"),
        N_("tabletop: {game} {room}"),
        N_("{game} · room {room}"),
        N_("Room {room}"),
        N_("connecting"),
        N_("connected"),
        N_("disconnected"),
        N_("closed"),
        N_("Join this game"),
        N_("Your name"),
        N_("Just watch"),
        N_("Click when ready"),
        N_("Your move"),
        N_("Hint"),
        N_("Take a free seat"),
        N_("Join as {name}"),
        N_("Please enter a name."),
        N_("Could not join: {error}"),
        N_("hot-seat"),
        N_("spectating"),
        N_("Thinking…"),
        N_("The server refused this seat's token; reconnecting as a spectator."),
        N_("{error}: you are watching as a spectator."),
        N_("Pass to {name} — click when ready"),
        N_("I am {name}: show the board"),
        N_("away"),
        N_("to move"),
        N_("Spectating"),
        N_("{name}'s move"),
        # The move panel's line on this screen's own turn; at a shared (hot-seat) screen it
        # names whose turn it is.
        N_("Choose a move."),
        N_("{name}'s turn: choose a move."),
        N_("Waiting for {players}…"),
        N_("Waiting…"),
        N_("key {key}"),
        N_("No advice."),
        N_("play this move"),
        N_("The advisor's top moves"),
        N_("Choice"),
        N_("visits"),
        N_("Win rate"),
        N_("Outlook"),
        N_("Not connected to the server; reconnecting…"),
        # Phones: the button that folds and opens the bottom sheet of moves.
        N_("Hide moves"),
        N_("Show moves"),
        N_("Undo"),
        N_("Take back your last move"),
        # The tab's title while this seat is to move; {title} is the page's own title.
        N_("● Your move — {title}"),
        # A click on the board that plays no move says why.
        N_("You are watching: only the players make moves."),
        N_("Not your turn: waiting for {players}."),
        N_("Not your turn."),
        N_(
            "No move uses this now: the highlighted pieces, and the list of moves, are what "
            "you can do."
        ),
    ),
    "Lesson coach": (
        # TRANSLATORS: where a lesson stands: the learner's decision {number} of {steps}.
        N_("Step {number} of {steps}"),
        N_(
            "The highlighted move is the one the lesson asks for; any other move leaves the "
            "lesson, and the game is yours."
        ),
        N_(
            "You left the lesson: you played another move than the one it asked for. The game "
            "is yours now."
        ),
    ),
    "Replay viewer": (
        N_("tabletop: replay"),
        N_("tabletop: replay {room}"),
        N_("Replay: {game} · room {room}"),
        N_("« First"),
        N_("◀ Back"),
        N_("Forward ▶"),
        N_("Last »"),
        N_("first (Home)"),
        N_("back (←)"),
        N_("forward (→)"),
        N_("last (End)"),
        N_("step"),
        N_("step {step} / {steps}"),
        # TRANSLATORS: the replay's caption: the move's number, the seat's name and the move in
        # words ("Move 12 — Ann: Fight the Cannibals").
        N_("Move {step} — {player}: {move}"),
        N_("The starting position."),
        N_("Cannot load step {step}: {error}"),
        N_("No replay for this room: {error}"),
    ),
    "Game review": (
        N_("Game review"),
        N_("Whose decisions"),
        N_("Review"),
        N_("Cancel"),
        N_("Reviewing the decisions: {done} of {total}…"),
        N_("The review got no answer from the bots: try again later."),
        # TRANSLATORS: the chart's caption; the line is the estimate, the band its 95% range.
        N_("{scale} after each decision: the line is the estimate, the band its 95% range."),
        N_("Each decision is judged from what that seat knew then, over {playouts} playouts."),
        N_("Turning points"),
        N_("Good moves"),
        N_("None: no move played cost a clear margin."),
        N_("None: no move beat the obvious one by a clear margin."),
        N_("{rank}. Decision {turn} (move {at} of the game): {move}"),
        N_("Better: {move}"),
        N_("The obvious move: {move}"),
        N_("{before} → {after} ({difference} points, ±{error})"),
        N_("{difference} points better (±{error})"),
        N_("Show this position"),
        N_("Review this game"),
    ),
    "Missing page": (
        N_("tabletop: no such game"),
        N_("No such game"),
        N_("This link names no game on this server: it may be mistyped, or from another server."),
        N_("Back to the lobby to find a game or start one."),
    ),
}


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
