"""Typed facts read from spaCy's parse by the dependency patterns of data/en_facts.toml.

A pattern names a trigger word, the path to its value and the path to its subject; the value must
be of the pattern's kind (a place name, a person's name, an institution …), so that "I went to
bed" is no residence and "I entered into a contract" no schooling. The reader decides afterwards
whose each fact is, from its subject's words (an "I", a name, a pronoun, "my father").
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from functools import partial
from pathlib import Path
from typing import Any

from ...models import Span
from ...rules import load_rules
from .errands import on_errand
from .mood import affirming, asked, asserted, denied_value, happened, reported
from .narrator_death import told_by_the_dead
from .phrases import (
    action,
    before_clause,
    calling,
    deed,
    from_title,
    named_beside,
    named_by,
    ordinal_part,
    phrase,
    whole_words,
    with_name,
)
from .there import antecedent, has_object
from .value_kinds import PLACE_ENTS, a_description, a_place, an_event, described, out_of_kind, runs_on, unpointed
from .verbs import form, object_subject, semicolon_between, verb_object, verb_subject, walk

_ORG_ENTS = frozenset({"ORG", "FAC", "GPE", "NORP"})
_WORK_ENTS = frozenset({"WORK_OF_ART", "ORG", "PRODUCT", "LAW"})
_AMOUNTS = frozenset({"DATE", "TIME", "MONEY", "QUANTITY", "PERCENT"})
_NAMED_KINDS = frozenset({"org", "listed", "work", "event", "thing"})  # a common noun of these may be named
_PARENTS = frozenset({"father", "mother", "parent"})
_PERSONS_OWN = frozenset({"my", "his", "her", "your", "thy"})  # a person's, not a body's ("its", "their")
_PERSONS_OWN_AFTER = frozenset({"mine", "his", "hers", "yours", "thine"})  # a pupil of his


@dataclass(frozen=True)
class Pattern:
    name: str
    relation: str
    trigger: frozenset[str]
    value: tuple[str, ...]
    kind: str
    subject: str
    value_words: frozenset[str] = frozenset()
    about_object: bool = False  # with an object, the fact is the object's (they named him X; I named it Annie)
    present: bool = False  # read in the present tense too (I have a sister); else a deed must be past
    there: bool = False  # "went there": the place this pattern read just before, in the sentence or the last
    strict: bool = False  # its value words only: an organisation's name alone does not do
    unaddressed: bool = False  # not read when written to someone (wrote him a letter): correspondence
    unowned: bool = False  # a value that is someone's is not read (became his partisan: no office)
    detail: str = ""  # the fact's detail when not its trigger (the son of a blacksmith: a parent's calling)
    unless: frozenset[str] = frozenset()  # words that, said of the trigger's object, void it (an honorary degree)
    noun: bool = False  # the trigger is a noun, whatever its subject's path starts with (the death of my father)
    kinds: tuple[str, ...] = ()  # every kind a value may be, `kind` the first (wounded at Antietam, at a battle)

    @property
    def on_verb(self) -> bool:
        """Whether the trigger is a verb: its subject is the verb's, or found from it by its
        subject, complement or preposition (my father died: nsubj/poss; conferred upon me:
        prep/pobj); else a noun (my father, James)."""
        return not self.noun and (self.subject == "verb" or self.subject.startswith(("nsubj", "attr", "prep")))


@dataclass(frozen=True)
class FactRules:
    patterns: tuple[Pattern, ...]
    institution_words: frozenset[str]
    event_words: frozenset[str]
    work_words: frozenset[str]
    kin_relation: dict[str, str]
    not_done: frozenset[str]
    not_deeds: frozenset[str]
    place_adverbs: frozenset[str]
    not_skills: frozenset[str]
    vessel_words: frozenset[str]
    hearsay_verbs: frozenset[str]
    hearsay_nouns: frozenset[str]
    not_offices: frozenset[str]  # a time or a task, never an office (re-elected to a full term)
    not_places: frozenset[str]
    titles: frozenset[str]  # en_names.toml's titles: a word before a name that is no part of it (Mr., Judge)
    bare_deeds: frozenset[str] = frozenset()  # a verb that alone tells a dated deed (married, graduated)
    directives: frozenset[str] = frozenset()  # lemmas whose infinitive is an order, not a deed (ordered me to go)
    persons: frozenset[str] = frozenset()  # an office only when named by a trade or a clause (a business man)
    not_callings: frozenset[str] = frozenset()  # a time of life or no one (when my father was a boy): no calling
    describing: frozenset[str] = frozenset()  # words of degree: "my father was only a man" is no calling

    def by_trigger(self) -> dict[str, list[Pattern]]:
        """The patterns of each trigger word, one per kind its value may be."""
        out: dict[str, list[Pattern]] = {}
        for p in self.patterns:
            for word in p.trigger:
                out.setdefault(word, []).extend(replace(p, kind=k) for k in p.kinds or (p.kind,))
        return out


def fact_rules(project_dir: Path | None = None) -> FactRules:
    """The patterns of data/en_facts.toml, and the titles of data/en_names.toml, each with a
    project's own copy merged over it."""
    rules = load_rules("en_facts.toml", project_dir)
    names = load_rules("en_names.toml", project_dir)
    return FactRules(
        tuple(Pattern(p["name"], p["relation"], frozenset(p["trigger"]), tuple(p["value"]), _kinds(p)[0], p["subject"],
                      frozenset(p.get("value_words", ())), p.get("about_object", False), p.get("present", False),
                      p.get("there", False), p.get("strict", False), p.get("unaddressed", False),
                      p.get("unowned", False), p.get("detail", ""), frozenset(p.get("unless", ())),
                      p.get("noun", False), _kinds(p))
              for p in rules["pattern"]),
        frozenset(rules["institution_words"]), frozenset(rules["event_words"]), frozenset(rules["work_words"]),
        dict(rules["kin_relation"]), frozenset(rules["not_done"]), frozenset(rules["not_deeds"]),
        frozenset(rules["place_adverbs"]), frozenset(rules["not_skills"]), frozenset(rules["vessel_words"]),
        frozenset(rules["hearsay_verbs"]), frozenset(rules["hearsay_nouns"]), frozenset(rules["not_offices"]),
        frozenset(rules["not_places"]), frozenset(t.lower() for ts in names["titles"].values() for t in ts),
        frozenset(rules.get("bare_deeds", ())), frozenset(rules.get("directives", ())),
        frozenset(rules.get("persons", ())), frozenset(rules.get("not_callings", ())),
        frozenset(rules.get("describing", ())))


def _kinds(pattern: dict[str, Any]) -> tuple[str, ...]:
    """A pattern's `kind`, one or a list of them (wounded at Antietam, a place; at Shiloh's battle, an event)."""
    kind = pattern["kind"]
    return (kind,) if isinstance(kind, str) else tuple(kind)


@dataclass(frozen=True)
class Read:
    """One pattern's match in a parsed sentence: the trigger, the value, the subject's token."""

    pattern: Pattern
    relation: str
    trigger: Any  # spaCy Token
    value: Span | None  # document offsets (None for a fact whose value is its date: born on …)
    subject: Any | None  # spaCy Token the subject path reached


def fits_phrase(pattern: Pattern, rules: FactRules, token: Any) -> bool:
    """Whether the phrase `token` heads is a value of the pattern's kind (fits)."""
    return fits(pattern, rules, token, *phrase(token, rules.titles))


def fits(pattern: Pattern, rules: FactRules, token: Any, start: int, end: int) -> bool:
    """Whether the phrase [start, end) headed by `token` is a value of the pattern's kind, a
    relative clause or brackets in it not counted (the presidency of Kenyon College, which he
    resigned in 1845; Lectures on the Evidences of Christianity (1845): no amount)."""
    told = {w.i for c in token.subtree if c.dep_ == "relcl" for w in c.subtree}
    opened = [t.i for t in token.doc[start:end] if t.text == "("]  # Lectures on … (1845): its year, no amount
    told |= {i for o in opened for i in range(o, next((t.i for t in token.doc[o:end] if t.text == ")"), end))}
    words = [t for t in token.doc[start:end] if t.i not in told]
    proper = any(t.tag_ in ("NNP", "NNPS") for t in words)
    ents = {t.ent_type_ for t in words if t.ent_type_}
    lower = {t.lower_ for t in words}
    if pattern.value_words and not lower & pattern.value_words and (
            pattern.strict or not (pattern.kind == "org" and "ORG" in ents)):
        return False  # a named body may be a school (entered Harvard); no name is an honour by itself
    if token.ent_type_ in _AMOUNTS or any(
            t.ent_type_ in _AMOUNTS and t.like_num and not ordinal_part(t) for t in words) or (
            token.like_num and not _one_of(token)):
        return False  # sixty thousand pounds is no office; "one of the commissioners" is; a weekly paper is a paper
    if pattern.unowned and _owned(token) or out_of_kind(pattern, token):  # value_kinds: not of its kind
        return False
    if token.dep_ in ("attr", "oprd") and any(c.dep_ == "acomp" and c.i < token.i for c in token.head.children):
        return False  # became familiar with rafting--a knowledge which …: the noun says what the adjective did
    if pattern.relation == "education" and token.lower_ in rules.institution_words and len(words) == 1:
        return False  # "the school", "some institution": no school named, an answer to no "which school"
    kind = pattern.kind
    if kind == "place":
        if (lower | {c.lower_ for c in token.lefts}) & rules.vessel_words:  # in the steamer Longfellow: how, not where
            return False
        if pattern.relation == "residence" and token.tag_ == "NN" and token.lower_ in rules.institution_words:
            return False  # went to the public school in Onalaska: a body he went to, not where he lived
        return a_place(token, rules, ents)
    if kind == "person":  # a him or her too: the reader takes the name it was resolved to, or nothing
        if len(words) == 1 and token.lower_.rstrip(".") in rules.titles:
            return False  # took command as Colonel: a rank alone names no one
        return token.tag_ == "PRP" and token.lower_ in ("him", "her") or len(token.text.rstrip(".")) > 1 and (
            token.ent_type_ == "PERSON" or token.tag_ in ("NNP", "NNPS") and token.text[:1].isupper()
            and not ents & PLACE_ENTS) and not described(token)  # by its head: not "a blacksmith", "one of
        # his aides", a letter (M, P …)
    if kind == "org":  # by its head: the study of Latin prosody, the treasurer of an Institute, is none
        return token.ent_type_ in _ORG_ENTS or token.lower_ in rules.institution_words or (
            token.tag_ in ("NNP", "NNPS") and bool(lower & rules.institution_words))
    if kind == "listed":  # a school opened, not the door of a school
        return token.lower_ in pattern.value_words
    if kind == "adherent":  # a Republican, a party's man; not "a socialist" by belief
        return token.lower_ in pattern.value_words and token.text[:1].isupper()
    if kind == "work":
        return bool(ents & _WORK_ENTS) or (token.lower_ in rules.work_words) or (proper and "PERSON" not in ents)
    if kind == "event":
        return an_event(token, rules)
    if kind in ("kin", "kinsman"):  # I had two sisters and one brother; my father (died); no brother-in-law
        return token.lower_ in rules.kin_relation and not _hyphened(token)
    if kind == "calling":  # a captain, a weaver; not "his second wife", not a name, not "his place of residence"
        return (token.tag_ in ("NN", "NNS") or token.tag_ == "NNP" and token.text.islower()) \
            and token.lower_ not in rules.kin_relation.keys() | rules.not_callings and not ents & {"PERSON"} \
            and not any(c.dep_ == "poss" for c in token.children) and not a_description(token, rules.persons,
                                                                                         rules.describing)
    if kind == "action":  # learned to read; not to love her, nor to think so
        return token.pos_ == "VERB" and token.lower_ not in rules.not_skills  # an infinitive: its base form
    if kind == "office":  # not a kinsman (she became my wife), a time (re-elected to a full term) or a task
        return token.lower_ not in rules.kin_relation and token.lower_ not in rules.not_offices \
            and not a_description(token, rules.persons) and (
            token.pos_ in ("NOUN", "PROPN") and "PERSON" not in ents | {token.ent_type_} - {""} or proper
            or _one_of(token))
    return token.pos_ in ("NOUN", "PROPN")


def past(token: Any) -> bool:
    """False for a verb in the present tense (when I go to China; I am going to Boston in June):
    what a letter plans or a narrator does every day, not a deed of his life."""
    for _ in range(3):  # I begin to write: the governing verb's tense
        if token.tag_ in ("VBP", "VBZ") or (token.tag_ == "VBG" and any(
                c.dep_ == "aux" and c.lower_ in ("am", "is", "are", "'m", "'re", "’m") for c in token.children)):
            return False
        if token.dep_ != "xcomp" or token.head.i == token.i:
            return True
        token = token.head
    return True


def said_so(token: Any, rules: FactRules) -> bool:
    """Whether the source asserts the trigger's clause: not negated, hypothetical, asked, wished, nor
    hearsay, nor itself a report of him by others (I was reported wounded at Carlow)."""
    return happened(token, rules.not_done) and not asked(token) and asserted(
        token, rules.hearsay_verbs, rules.hearsay_nouns) and not reported(token, rules.hearsay_verbs)


# What may stand in a deed's phrase beside its verb and still leave nothing done but the verb
# (went; went on; was hired): auxiliaries, particles, punctuation.
_BARE_VERB = frozenset({"aux", "auxpass", "prt", "punct", "neg"})
_WHEN = frozenset({"DATE", "TIME"})


def read_sentence(sent: Any, rules: FactRules, triggers: dict[str, list[Pattern]], offset: int) -> list[Read]:
    """Every pattern match in one parsed sentence that tells what happened; `offset` turns the
    parse's character offsets into document offsets. A main verb no pattern reads, whether none
    has it for its trigger or none found a value, is offered to the catch-all patterns (trigger
    "*"), which the reader keeps only with a date of its own."""
    out: list[Read] = []
    anyverb = triggers.get("*", [])
    for token in sent:
        patterns = triggers.get(form(token), ())
        a_deed = bool(anyverb) and token.pos_ == "VERB" and (token.dep_ in ("ROOT", "conj", "advcl") or (
            token.dep_ == "acomp" and form(token) in rules.bare_deeds)) and (token.tag_ in ("VBD", "VBN") or  # In
            opening_participle(token)) and form(token) not in rules.not_deeds | rules.not_done  # 1840 I was married
        if not (patterns or a_deed) or not said_so(token, rules):
            continue
        found = _matches(token, patterns or anyverb, rules, offset)
        # "I was graduated with the class of 1832": no school, a dated deed; not a naming (the ship
        # Franklin was named in his honor), which says nothing he did
        if not found and a_deed and any(p.relation != "name" for p in patterns):
            found = _matches(token, anyverb, rules, offset)
        out += found
    return out


def opening_participle(verb: Any) -> bool:
    """A participle that opens a past sentence with no subject, auxiliary or conjunction of its own
    (Graduating in 1843, I was at …): a deed of the main verb's subject, told as a past one."""
    return verb.tag_ == "VBG" and verb.dep_ == "advcl" and verb.i < verb.head.i and verb.head.tag_ == "VBD" \
        and not any(c.dep_ in ("nsubj", "nsubjpass", "aux", "auxpass", "mark", "advmod") for c in verb.children)


def _matches(token: Any, patterns: Sequence[Pattern], rules: FactRules, offset: int) -> list[Read]:
    """What the patterns of one trigger read from it."""
    out: list[Read] = []
    for pattern in patterns:
        if pattern.on_verb and (not _verbal(token) or not (pattern.present or past(_finite(token)))):
            continue
        if not pattern.on_verb and (token.pos_ not in ("NOUN", "PROPN") or _hyphened(token) or (
                pattern.subject.startswith("^") and token.dep_ in ("dobj", "pobj")
                and not happened(token.head, rules.not_done)) or not _predicated_so(token, rules)):
            continue  # a noun a verb tells of takes that verb's polarity (I never had a brother named …)
        if pattern.unaddressed and any(c.dep_ == "dative" for c in token.children):
            continue
        if pattern.kind == "kin" and pattern.on_verb and _along(token):
            continue  # I had two children with me: whom he had along, not how many he had
        if pattern.unless and _voided(token, pattern.unless) or on_errand(token, pattern.relation) \
                or _own_death(token, pattern):
            continue  # an honorary degree; went to Harvard College to see my cousin graduate: no schooling
        subject = _subject(token, pattern)
        if subject is None and "=" in pattern.subject.split("/")[0] and pattern.on_verb:
            continue  # my birth took place …: a verb read only of that subject leaves others' to the rest
        obj = verb_object(token) if pattern.about_object else None
        relation = rules.kin_relation.get(token.lower_, pattern.relation) if pattern.relation == "kin" \
            else pattern.relation
        if pattern.kind == "date":
            out.append(Read(pattern, relation, token, None, subject))
            continue
        if pattern.kind == "deed":
            out += _deed_read(token, Read(pattern, relation, token, None, subject), rules, offset)
            continue
        values = [(path, v) for path in pattern.value for v in walk(token, path)]
        # Warren, Rhode Island, where I was born; Minerva, Essex county, N. Y., where …: the place the
        # clause's place is set beside or joined to
        values = [(path, v) for path, v in values if not (
            pattern.kind == "place" and v.dep_ in ("appos", "conj") and any(w.i == v.head.i for _, w in values))]
        fitting = partial(fits_phrase, pattern, rules)
        if pattern.there and any(c.lower_ in rules.place_adverbs for c in token.children) \
                and not any(fitting(v) for _, v in values) and not has_object(token):
            values = [("", v) for v in antecedent(token, pattern, rules.titles, fitting)]
        bodies = pattern.kind == "org" and any(path == "dobj" and fitting(v) for path, v in values)
        for path, v in values:
            if path.startswith("^appos") and not _closed(token) or v.is_punct or denied_value(v) or (
                    path.startswith("^ccomp") and not said_so(token.head, rules)) or (
                    relation == "position" and semicolon_between(token, v) > 0):
                continue  # it was not in Dover that I was born: the cleft's "was" says where; a post past a ";"
            if pattern.relation == "kin" and v.i > token.i and _kin_of_its_own(v, rules):
                continue  # John, my older brother, Amanda, my sister: Amanda is the sister
            if (bodies or pattern.relation == "member" and v.ent_type_ in ("GPE", "LOC")) and path.startswith(
                    "prep") and v.head.lower_ in ("at", "in"):
                continue  # entered the Seminary at Godfrey; joined us in New York: where, not what body
            if pattern.kind == "person" and (name := named_by(v) or named_beside(v)) is not None:
                v = name  # married a man named John Rodgers, the lawyer Henry Mills: the person is the name
            # an object after the value is none of its (moved to Charleston, where … secured work)
            who = subject if obj is None or v is obj or obj.i > v.i else object_subject(obj)
            start, end = (before_clause(v, *calling(v)) if pattern.kind == "calling"
                          else action(v) if pattern.kind == "action"
                          else before_clause(v, *whole_words(token.doc, *phrase(v, rules.titles), rules.titles)))
            start, end = from_title(token.doc, start, v.i, rules.titles) if pattern.kind == "person" else start, (
                unpointed(v, end) if pattern.kind == "office" else end)
            if fits(pattern, rules, v, start, end):
                if pattern.kind in _NAMED_KINDS:
                    end = with_name(v, end, rules.titles)
                if pattern.kind == "kin":  # the relation is the value's (two sisters: siblings)
                    relation = rules.kin_relation[v.lower_]
                    if relation in _PARENTS:
                        continue  # "he had a mother, brother and sisters": a parent's value is a person
                    end = max([end] + [phrase(c, rules.titles)[1] for c in v.conjuncts])  # … and one brother
                out.append(Read(pattern, relation, token, _span(token.doc, start, end, offset), who))
                # Minerva, Essex county, N. Y.: one place; Boston and New York: two
                joined = pattern.kind != "place" or any(g.dep_ == "cc" for c in (v, *v.conjuncts) for g in c.children)
                for c in sorted((c for c in v.conjuncts if c.i > v.i and joined), key=lambda c: c.i):
                    # two sons, Andrew and Richard; Frank, Mary and Walter: the bare values joined to it
                    # after it, up to one that is not (my sister Eliza, my aunt Priscilla, Henny: no
                    # sister Henny); an action's phrase holds them (to read and write)
                    if any(g.dep_ in ("poss", "det", "appos") for g in c.children):
                        break
                    if (pattern.kind not in ("kin", "action") and c.pos_ == v.pos_
                            and fits(pattern, rules, c, *phrase(c, rules.titles))):
                        span = _span(token.doc, *phrase(c, rules.titles), offset)
                        out.append(Read(pattern, relation, token, span, who))
    return out


_OWN_OBJECT = {"i": "me", "we": "us", "he": "him", "she": "her", "they": "them"}


def _predicated_so(noun: Any, rules: FactRules) -> bool:
    """Whether the clause that says what a noun trigger is says it as so: the noun (or the noun whose
    "of" or possessive it stands in: the place of my birth, my father's name) the subject or
    complement of a verb that is not negated, hypothetical nor another's word (my father was never a
    blacksmith; my father's name was not John; Dover would have been the place of my birth), nor the
    object of a verb of intent or fear (I feared the death of my father)."""
    for _ in range(4):
        if noun.dep_ in ("nsubj", "nsubjpass", "attr") and noun.head.pos_ in ("VERB", "AUX"):
            return said_so(noun.head, rules)
        if noun.dep_ == "dobj" and form(noun.head) in rules.not_done:
            return False  # I feared the death of my father: what he feared, not what befell
        if noun.dep_ not in ("poss", "pobj", "prep") or noun.head.i == noun.i:
            return True
        noun = noun.head
    return True


def _along(verb: Any) -> bool:
    """Whether "had" tells whom its subject had with him (I had two children with me), not children
    by someone (with whom he had two sons; he had two sons with her)."""
    subject = next((c.lower_ for c in verb.children if c.dep_ == "nsubj"), "")
    return any(c.dep_ == "prep" and c.lower_ == "with" and any(
        g.dep_ == "pobj" and g.lower_ == _OWN_OBJECT.get(subject) for g in c.children) for c in verb.children)


def _kin_of_its_own(name: Any, rules: FactRules) -> bool:
    """Whether a name set after a kinsman noun has a kinsman noun of its own after it (John, my
    older brother, Amanda, my sister, and myself): in such a list each name is the kinsman its
    own noun says, not the one before it."""
    return any(c.dep_ in ("appos", "conj") and c.i > name.i and c.lower_ in rules.kin_relation
               and any(g.dep_ == "poss" for g in c.children) for c in name.children)


def _timed(t: Any) -> bool:
    """A phrase that tells only when (during the winter of 1831-32; in 1860)."""
    return any(w.ent_type_ in ("DATE", "TIME") for w in t.subtree)


def _fronted(verb: Any, start: int, end: int) -> bool:
    """Whether a deed's phrase leaves out what it was done in, set before its subject (In this
    business I was engaged during the winter of 1831-32): nothing after the verb but its time."""
    before = any(c.dep_ == "prep" and c.i < verb.i and not _timed(c) for c in verb.children)
    after = [c for c in verb.children if start <= c.i < end and c.i > verb.i and c.dep_ not in _BARE_VERB]
    return before and all(c.dep_ in ("prep", "npadvmod", "advmod") and _timed(c) for c in after)


def _voided(token: Any, unless: frozenset[str]) -> bool:
    """Whether a word or a pair of words of `unless` stands in the trigger's object, attribute, adverbs
    or phrases (an honorary degree; "I was always the teacher in our games"; "a teacher to my brothers")."""
    said = [t for c in token.children if c.dep_ in ("dobj", "attr", "advmod", "prep") for t in c.subtree]
    pairs = {f"{t.lower_} {t.nbor().lower_}" for t in said if t.i + 1 < len(t.doc)}  # "a teacher to my brothers"
    return any(t.lower_ in unless for t in said) or bool(pairs & unless)


def _deed_read(token: Any, read: Read, rules: FactRules, offset: int) -> list[Read]:
    """A verb's phrase as a dated deed: not a bare verb (went on), unless it alone says it (was married)."""
    start, end = deed(token)
    bare = form(token) in rules.bare_deeds and _only_when(token, start, end)
    if bare:
        start, end = token.i, token.i + 1
    if not (bare or any(t.i != token.i and t.dep_ not in _BARE_VERB for t in token.doc[start:end])) \
            or _fronted(token, start, end) or runs_on(token.doc[end - 1]):
        return []  # when I returned to the pilot-house St. Louis was gone: its end is another's subject
    return [replace(read, value=_span(token.doc, start, end, offset))]


def _only_when(verb: Any, start: int, end: int) -> bool:
    """Whether a deed's phrase holds only its verb, auxiliaries and a date (was married in 1840)."""
    return all(c.dep_ in _BARE_VERB or c.ent_type_ in _WHEN or c.dep_ == "prep" and {  # not "with the class of 1832"
        g.ent_type_ in _WHEN for g in c.children if g.dep_ == "pobj"} == {True} for c in verb.children
        if start <= c.i < end and c.i != verb.i)


def _verbal(token: Any) -> bool:
    """A verb, or a participle the parser took for an adjective after "was" (I was married to …)."""
    return token.pos_ in ("VERB", "AUX") or (token.dep_ == "acomp" and token.tag_ in ("JJ", "VBN"))


def _finite(token: Any) -> Any:
    """The verb that carries a participle's tense: "was" for "was married" read as an adjective, and
    for "was without question born", a participle the parse hangs on the doubt the "without" denies."""
    be = token.head.head.head
    if token.dep_ == "acl" and token.head.dep_ == "pobj" and affirming(token.head) and be.pos_ == "AUX":
        return be
    return token.head if token.dep_ == "acomp" else token


def _span(doc: Any, start: int, end: int, offset: int) -> Span:
    """Document offsets of the tokens [start, end) of a paragraph parsed at `offset`."""
    return Span(offset + doc[start].idx, offset + doc[end - 1].idx + len(doc[end - 1]))


def _owned(token: Any) -> bool:
    """A noun a person's possessive stands before (his partisan, Keller's instructor) or after (a
    pupil of his, a friend of mine), or "one of" such (one of his hearers); not a body's (its
    president, the Society's Corresponding Member)."""
    nouns = [token] + [g for c in token.children if _one_of(token) and c.lower_ == "of" for g in c.children]
    return any(c.dep_ == "poss" and (c.lower_ in _PERSONS_OWN or c.ent_type_ == "PERSON")
               for n in nouns for c in n.children) or any(
        c.dep_ == "prep" and c.lower_ == "of"
        and any(g.dep_ == "pobj" and g.lower_ in _PERSONS_OWN_AFTER for g in c.children) for c in token.children)


def _one_of(token: Any) -> bool:
    """"one of the commissioners": a number that heads a noun phrase of its own."""
    return token.lower_ == "one" and any(c.dep_ == "prep" and c.lower_ == "of" for c in token.children)


def _hyphened(noun: Any) -> bool:
    """A noun that runs on with a hyphen is another word (brother-in-law is no brother)."""
    return noun.i + 1 < len(noun.doc) and noun.doc[noun.i + 1].text in ("-", "‑")


def _closed(noun: Any) -> bool:
    """Whether a kinsman noun set beside a name is an apposition that ends with it (Dr. Bell, my
    father, …), not a clause of its own ("Dr. Bell, my father with a sad heart": he went too)."""
    after = noun.right_edge.i + 1
    if after < len(noun.doc) and not noun.doc[after].is_punct:
        return False
    return not any(c.dep_ in ("prep", "acl", "relcl") and c.lower_ != "of" for c in noun.children)


def _own_death(token: Any, pattern: Pattern) -> bool:
    """"I died, as it were, in 1862": no death of his (narrator_death.py); nor is it a deed of his
    ("I died a thousand deaths")."""
    dies = pattern.relation == "death" or token.lower_ in ("die", "died", "dies")  # the reader's parse has no lemmas
    return dies and told_by_the_dead(_subject(token, pattern))


def _subject(token: Any, pattern: Pattern) -> Any | None:
    if pattern.subject == "verb":
        return verb_subject(_finite(token))
    found = next((f for path in pattern.subject.split() if (f := walk(token, path))), [])
    return found[0] if found else None
