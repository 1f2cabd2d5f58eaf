"""Checking English claims: atoms (dates, numbers, names) read from the claim, matched in the
evidence sentences by rules, the model asked only for what the rules leave; and `check`."""
