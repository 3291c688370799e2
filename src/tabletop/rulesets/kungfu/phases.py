"""Kung Fu's phases and round structure (K4), shared by the rules, the view and determinize."""

from tabletop.engine.phased import OVER as OVER  # every game's last phase

DRAFT = "draft"  # K3 option: everyone keeps one card of a pack at once
CHOOSE = "choose"  # K4: everyone picks 3 cards at once, secretly
PLACE = "place"  # K4: everyone places dice at once, secretly
ATTACK = "attack"  # K6: the attacker chooses a card (and a target)
HIT = "hit"  # K2: the attacker may shift pips on the attack card
DEFEND = "defend"  # K6: the target chooses a defence card or takes the attack
AVO = "avo"  # K2: the defender may shift pips on the defence card

ROUNDS = 3  # K4
CARDS_PER_ROUND = 3  # K4
