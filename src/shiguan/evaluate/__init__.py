"""Measuring extraction against the public benchmarks (C-CLUE, CHisIEC) with exact-match scores."""
