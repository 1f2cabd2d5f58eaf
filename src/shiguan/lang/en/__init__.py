"""English: documents read by spaCy's parse (people, first-person words and pronouns resolved,
facts by dependency patterns), stored per person; the English biography, questions and answers
(write), and the claim Verifier (verify)."""
