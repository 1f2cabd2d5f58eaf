"""The English path: spaCy's parse read into people, whose-fact decisions and typed facts with spans."""
