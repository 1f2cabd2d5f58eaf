"""Whether a fact's value is of its relation's kind, by its head and the shape of the parse (issue 43,
item 2): the name of a school in the value ("took part in the interests of the Tuskegee Institute")
makes no event, nor a war or a title in quotation marks a place (reached the "Götterdämmerung"); the
town one went to school in is no teacher (went to Maysville to school); a man's shop named by him is
no place (went to Andrew Bradford the printer's), nor the seat he was returned for (returned to
Parliament for Holbridge); a child "not yet of the age of reason" is no one's child, nor "the historian
of most of these exploits" anyone's calling (a part in the story); a plural
common noun is no office (took charge of the men, women and children; of the blankets), nor a
reader of every book; another's
licence is no honour of his (grants.py), nor "a prisoner of hope" a capture (figures.py); a value that
runs on into the subject of the clause after it is none (when I returned to the pilot-house St. Louis
was gone)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .figures import a_figure
from .grants import anothers_grant

if TYPE_CHECKING:
    from .facts import FactRules

PLACE_ENTS = frozenset({"GPE", "LOC", "FAC"})
_NOT_PLACE_ENTS = frozenset({"NORP", "LANGUAGE", "EVENT", "WORK_OF_ART", "LAW"})
_EVENT_ENTS = frozenset({"EVENT", "ORG", "NORP"})  # a place is where an event was, not the event


def a_place(token: Any, rules: FactRules, ents: set[str]) -> bool:
    """Whether a phrase is a place by its head: a place's name, or a noun a place's name qualifies
    (a new cabin in West Virginia, the city of Richmond); not a people, a language or a war (came
    near it in French; the American War), nor people a place qualifies (my relations in Ohio).
    spaCy's small model takes many a village for a person (born in Dunmore): the reader refuses a
    place only when the document names that person elsewhere too."""
    if token.ent_type_ in _NOT_PLACE_ENTS or token.lower_ in rules.event_words | rules.not_places or _in_quotes(token):
        return False
    if token.ent_type_ in PLACE_ENTS or token.tag_ in ("NNP", "NNPS") and token.text[:1].isupper() and not any(
            c.dep_ == "amod" and c.text.islower() for c in token.children):  # the free State: no name
        return True
    return token.pos_ == "NOUN" and token.lower_ not in rules.kin_relation and bool(ents & PLACE_ENTS)


def _in_quotes(token: Any) -> bool:
    """Whether a name stands in quotation marks, as a title does: one reaches the "Götterdämmerung"
    (an opera), the "Boston" (a ship), not a place."""
    first = min([token.i, *(c.i for c in token.children if c.dep_ == "compound")])
    return first > 0 and (token.doc[first - 1].tag_ == "``" or token.doc[first - 1].text in ("“", "‘"))


def an_event(token: Any, rules: FactRules) -> bool:
    """Whether a phrase names an event by its head and the words before it (the Mexican War, the
    Seneca Falls Convention, the Anti-Slavery Society's meeting), not by a name in a phrase that
    hangs on it (took part in the interests of the Tuskegee Institute: no event)."""
    own = [t for t in token.subtree if t.i <= token.i]
    return bool({t.ent_type_ for t in own} & _EVENT_ENTS) or any(t.lower_ in rules.event_words for t in own)


def out_of_kind(pattern: Any, token: Any) -> bool:
    """Whether the value headed by `token` cannot be of `pattern`'s kind, whatever else fits."""
    if pattern.detail == "teacher" and _town_of_schooling(token):
        return True
    if pattern.kind == "place" and (_someones_house(token) or _a_seat(token)):
        return True
    if pattern.kind == "person" and _of_the_one_before(token):
        return True
    if pattern.relation in ("parent", "calling") and _of_apart(token) or pattern.kind == "calling" and _of_these(token):
        return True
    if pattern.relation == "honour" and anothers_grant(token) or pattern.relation == "event" and a_figure(token):
        return True
    if runs_on(token):
        return True
    return pattern.kind == "office" and (_many(token, pattern) or _of_every(token))


def _of_every(token: Any) -> bool:
    """A noun of a habit, not a post: what it is "of" is every or any such thing (a desultory reader of
    every book he found readable; a lover of all music); a member of the Society is of one body."""
    return any(c.dep_ == "prep" and c.lower_ == "of" and any(
        g.dep_ == "pobj" and any(d.dep_ == "det" and d.lower_ in ("every", "any", "all") for d in g.children)
        for g in c.children) for c in token.children)


_THESE = frozenset({"these", "those"})
_SOME = frozenset({"most", "many", "some", "all", "much", "several"})


def _of_these(token: Any) -> bool:
    """A part in the story, not a calling: what the noun is "of" points back into the narrative
    (my father was the historian of most of these exploits; the leader of those raids)."""
    of = next((c for c in token.children if c.dep_ == "prep" and c.lower_ == "of"), None)
    thing = next((g for g in of.children if g.dep_ == "pobj"), None) if of is not None else None
    if thing is None:
        return False
    if thing.lower_ in _SOME:  # most of these exploits
        inner = next((c for c in thing.children if c.dep_ == "prep" and c.lower_ == "of"), None)
        thing = next((g for g in inner.children if g.dep_ == "pobj"), thing) if inner is not None else thing
    return any(d.dep_ == "det" and d.lower_ in _THESE for d in thing.children)


_SUBJECTS = frozenset({"nsubj", "nsubjpass", "expl", "csubj"})
_FINITE = frozenset({"VBD", "VBZ", "VBP", "MD"})


def runs_on(token: Any) -> bool:
    """A value at the end of a clause that opens on "when", "as", "after" …, whose own last word is
    right before a finite verb with no subject of its own ("When I returned to the pilot-house St. Louis
    was gone"): the parser made the next clause's subject part of the value, so it names no one thing.
    A subject hung after the value (born in Boston my father named me …) is not among its words; a
    value joined to one before runs to the list's end (at Fort Rudd, Keokuk and the chiefs were sent for)."""
    after = (token.right_edge if token.dep_ in ("conj", "appos") else token).i + 1
    if after >= len(token.doc) or token.doc[after].tag_ not in _FINITE:
        return False
    verb = token.doc[after].head if token.doc[after].dep_ in ("aux", "auxpass") else token.doc[after]
    clause = next((t for t in token.ancestors if t.pos_ in ("VERB", "AUX")), None)
    return clause is not None and not any(c.dep_ in _SUBJECTS for c in verb.children) and any(
        c.i < clause.i and (c.dep_ == "mark" or c.dep_ == "advmod" and c.tag_ == "WRB") for c in clause.children)


def _of_the_one_before(token: Any) -> bool:
    """"The son of Captain Abel Hart, of the Fifth Regiment": a second "of" the small model hangs on
    the noun the first hangs on, after a comma and with no "and", tells whose the man before it is
    (his regiment, his town), not a second parent ("the son of John Hart and of Mary Lane" is two)."""
    if token.dep_ != "pobj" or token.head.lower_ != "of":
        return False
    prep = token.head
    return any(p.dep_ == "prep" and p.lower_ == "of" and p.i < prep.i and p.head.i == prep.head.i
               and not any(t.dep_ == "cc" for t in token.doc[p.i:prep.i]) for p in prep.head.children)


_CHILD = frozenset({"son", "daughter", "child"})


def _of_apart(token: Any) -> bool:
    """"I was a child, a girl at that, not yet of the age of reason": an "of" the small model hangs on
    "child" with words between them says what the child was, not whose; "the son of" is said together."""
    noun = token.head if token.dep_ == "appos" else token  # the son of Robert Ashby, a physician
    if noun.dep_ != "pobj" or noun.head.lower_ != "of":
        return False
    of = noun.head
    return of.head.lower_ in _CHILD and of.i != of.head.i + 1


def _town_of_schooling(token: Any) -> bool:
    """"When I went to Maysville to school": the "to" before "to school" names where, not whom;
    the teacher is the "to" after it (I went to school to Mr. Martin)."""
    if token.dep_ != "pobj" or token.head.lower_ != "to":
        return False
    verb = token.head.head
    return any(p.dep_ == "prep" and p.lower_ == "to" and p.i > token.i
               and any(o.dep_ == "pobj" and o.lower_ == "school" for o in p.children)
               for p in verb.children)


def _someones_house(token: Any) -> bool:
    """A person named and then his trade in the possessive: "went to Andrew Bradford the printer's"
    is to his house or shop, not to a place of that name."""
    if token.ent_type_ != "PERSON":
        return False
    for t in token.doc[token.i + 1:token.i + 5]:
        if t.tag_ in ("NN", "NNS") and any(c.tag_ == "POS" for c in t.children) and (
                t.head.i == token.i or t.head.i == token.head.head.i or t.head.i == token.head.i):
            return True
        if t.is_punct and t.text != ",":
            return False
    return False


def _a_seat(token: Any) -> bool:
    """"I was returned for Holbridge", "elected for the borough": a passive returned, elected or
    chosen with "for" names the seat he was chosen to sit for, not where he went or lived."""
    if token.dep_ != "pobj" or token.head.lower_ != "for":
        return False
    verb = token.head.head
    return verb.lower_ in ("returned", "elected", "chosen") and any(c.dep_ == "auxpass" for c in verb.children)


def _many(token: Any, pattern: Any) -> bool:
    """A plural common noun is people or things in his charge, not an office he held (took charge of
    the men, women, and children; of the blankets and provisions); "one of the commissioners" is one."""
    return token.tag_ == "NNS" and token.lower_ not in pattern.value_words


_POINTING = frozenset({"this", "that", "these", "those", "latter", "former", "said"})


def unpointed(token: Any, end: int) -> int:
    """The end of an office's phrase before an "of" whose noun only points back (colonel of this
    latter regiment; the command of that post): the office is said, the body it names nothing of
    is not, so no "which regiment" is answered by "this latter regiment"; "one of those" is one."""
    if token.lower_ == "one":
        return end
    for prep in token.children:
        if prep.dep_ == "prep" and prep.lower_ == "of" and prep.i > token.i and any(
                d.lower_ in _POINTING and d.dep_ in ("det", "amod") for o in prep.children if o.dep_ == "pobj"
                for d in o.children):
            return min(end, prep.i)
    return end


def a_description(noun: Any, persons: frozenset[str], degree: frozenset[str] = frozenset()) -> bool:
    """Whether a complement describes its subject rather than names his work or post: a man, a woman,
    a person that no trade or clause names (a new man; only a man; not a business man, nor the first
    woman admitted to the bar), or one a word of `degree` stands on, or on its verb (my father was
    only a man; so distinctly the dominant influence); one on an adjective of it describes the man
    of the trade (the son of a very poor weaver)."""
    said = [c for c in (*noun.children, *noun.head.children) if c.dep_ in ("advmod", "predet")]
    return noun.lower_ in persons and not any(c.dep_ in ("compound", "acl", "relcl") for c in noun.children) \
        or any(w.lower_ in degree for c in said for w in c.subtree)


def described(token: Any) -> bool:
    """A noun that describes someone, not a name: one "a" or a superlative stands before (the earliest
    Englishman of any great mark; a Quaker). The small model's NORP says nothing (a son of Reuben)."""
    return any(c.dep_ == "det" and c.lower_ in ("a", "an") or c.dep_ == "amod" and c.tag_ in ("JJS", "JJR")
               for c in token.children)
