"""The game kit: ``tabletop new GAME`` writes a working plug-in package to start a game from."""
