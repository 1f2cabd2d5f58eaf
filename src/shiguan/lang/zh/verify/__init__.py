"""Checking classical Chinese sentences about a person (or an article's topic) against the
sources: atomic facts, the Verifier, the Router and Solvers, and `check`."""
