"""The rules areas of the Core Rules, one module per area (turn, priority, chain, showdown, combat, costs, play,
abilities, triggers, replacement, tokens, cleanup, scoring, targets...). They act on the model and ask the
edition object (editions.rules(g)) wherever an edition of the rules differs; they never import the game driver."""
