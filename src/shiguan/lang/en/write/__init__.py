"""Writing English: the biography from a person's decided facts (by rules, or each sentence
reworded by the model where the Verifier supports it), and answers to questions."""
