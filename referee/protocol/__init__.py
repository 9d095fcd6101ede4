"""The adapter protocol client: transports, commands, and engine failures as values."""
