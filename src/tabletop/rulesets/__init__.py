"""One package per game; a game never imports another."""
