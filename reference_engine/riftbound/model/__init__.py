"""The game state the rules act on: objects, players, the chain, combats and showdowns (model.state), the
protocol's actions, decisions and events (model.protocol), the engine's errors (model.errors). The lowest layer
above the card definitions: it imports no rules area."""
