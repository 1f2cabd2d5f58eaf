"""The graph in the formats historians' tools take: CBDB-shaped tables (`cbdb`), TEI P5 markup of
each document (`tei`) and one review sheet for a whole batch (`review_sheet`). All read the facts
through `facts.py`, which gives every fact its person, era-coded date, span and basis."""
