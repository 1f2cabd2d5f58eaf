"""Section enrichment from a long narrative (REVERSUM): `shiguan enrich`."""
