"""The phases of a game of Gun Rain: rules.py moves through them, the view reports them."""

from tabletop.engine.phased import OVER as OVER  # every game's last phase

SIDE = "side"  # the turn player picks a half of the board (G9)
PLACE = "place"  # initial positions, the turn player first (G9)
JOKER = "joker"  # after a draw, a player still holding the joker may redraw (G8)
SET = "set"  # both players build their secret settings at once (G5)
AIM = "aim"  # step 4: heavy guns with their bonus pick a shift (G6)
