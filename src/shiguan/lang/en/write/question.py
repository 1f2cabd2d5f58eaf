"""What an English question asks, read from its words, for the rules path of `ask`.

The people it names are found through the names and aliases of the people of English documents, and
the last word of each full name, whole words, longest first and case-insensitive ("where was thomas
weller born"), but in a question that capitalises its names a word written in lower case is none
("… and read over and over" does not name Miss Read). A form several people bear goes to a narrator
who bears it (in his own book a bare surname is mostly his: "Weller" is not his father John Weller,
nor a "Weller" the reader could not join to him), then to whoever bears it in the widest scope (a
name or global alias, then one scoped to an entry, then a surname only derived). With the names set
aside, the words asking for a time or a place are read at its start, then the first cue from the
left decides the relations that answer, a weak cue (go, came) only when there is no other
(questions_en.toml). A year, and capitalised words that name no one asked about, name a value the
answer must hold: "When did he move to Boston?" is not answered by a move to Salem.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

import ahocorasick

from ....kg.resolve import leftmost_longest
from ....retrieve.graph import Named
from ....store import Store
from ... import EN, document_language
from ..accounts import ACCOUNTS
from ..nlp import load
from ..people import title_word

WORD = re.compile(r"[A-Za-z][A-Za-z'’-]*|\d+")
_YEAR = re.compile(r"\b\d{3,4}\b")
_CONNECTORS = ("of", "the", "and", "de", "von", "van")  # inside a capitalised name: Bank of England
QUESTION_WORD_WITHIN = 3  # words from the start


@dataclass(frozen=True)
class EnglishQuestion:
    named: list[Named]  # the people it names, in the order it names them
    relations: tuple[str, ...] = ()  # relation or relation:detail keys; () when no cue was found
    cue: str = ""
    when: bool = False
    where: bool = False
    values: tuple[str, ...] = ()  # names it gives besides the people's: a fact must hold one
    year: int | None = None
    names: dict[int, list[tuple[int, int]]] = field(default_factory=dict)  # entity -> spans it was named at
    kind: str = ""  # the thing a "which/what" asks for (which political party → party): its sentence holds it
    possessors: frozenset[int] = frozenset()  # people named only as whose the thing it asks about is (his dog died)
    settings: tuple[str, ...] = ()  # values set after "in" or "at" (join in Kingston): its sentence may hold one


_SCOPES = {"global": 2, "entry": 1, "derived": 0}


def english_people(store: Store) -> dict[int, bool]:
    """The people with entries in English documents, and whether each narrates one (or is the
    subject of an article): the man a full name means across documents (accounts.py)."""
    people: dict[int, bool] = {}
    for d in store.documents():
        if document_language(store, d.id) == EN:
            for e in store.entries_of_document(d.id):
                people[e.entity_id] = people.get(e.entity_id, False) or e.pattern in ACCOUNTS
    return people


def _forms(store: Store, people: dict[int, bool]) -> dict[str, dict[int, tuple[bool, int]]]:
    """lower-case form -> {entity: (narrator, scope rank)}: his name, every alias, the last word of
    his name, and its first and last words (Helen Keller for Helen Adams Keller)."""
    forms: dict[str, dict[int, tuple[bool, int]]] = {}
    for entity, narrator in people.items():
        name = store.entity_name(entity)
        words = name.split()
        found = [(name, "global"), (words[-1], "derived")]
        found += [(f"{words[0]} {words[-1]}", "derived")] if len(words) > 2 else []
        found += [(a.form, a.scope) for a in store.aliases_of(entity)]
        for form, scope in found:
            rank = (narrator, _SCOPES.get(scope, 1))
            best = forms.setdefault(form.lower(), {})
            best[entity] = max(best.get(entity, rank), rank)
    return forms


def named_people(store: Store, question: str, not_names: list[str], titles: dict[str, str],
                 ) -> tuple[list[Named], dict[int, list]]:
    """The people a question names, in its order, and where; a form several people bear goes to
    those of the widest claim to it (see the module's docstring)."""
    forms = _forms(store, english_people(store))
    automaton = ahocorasick.Automaton()
    for form in forms:
        if form not in not_names and len(form) >= 2:
            automaton.add_word(form, (form, None))
    if len(automaton) == 0:
        return [], {}
    automaton.make_automaton()
    lower = question.lower()
    # a question that capitalises a word past its first writes names so: "read" in it is the verb,
    # not Miss Read (an all lower-case question is matched whatever the case)
    cased = any(w[0].isupper() for w in WORD.findall(question)[1:] if w != "I")

    def no_name_here(start: int, end: int, form: str) -> bool:
        inside = (start > 0 and lower[start - 1].isalnum()) or (end < len(lower) and lower[end].isalnum()) \
            or _hyphened(lower, start, end)  # Hull-House names a house, not Mr. Hull
        return inside or (cased and (question[start:end].islower() or _in_longer_name(question, start, end, titles)))

    named: dict[int, Named] = {}
    spans: dict[int, list[tuple[int, int]]] = {}
    for start, end, form, _ in leftmost_longest(automaton, lower, no_name_here):
        claims = forms[form]
        best = max(claims.values())
        for entity in sorted(e for e, rank in claims.items() if rank == best):
            named.setdefault(entity, Named(entity, question[start:end], store.entity_name(entity)))
            spans.setdefault(entity, []).append((start, end))
    return list(named.values()), spans


def _hyphened(text: str, start: int, end: int) -> bool:
    """Whether text[start:end] is joined by a hyphen to a word before or after it (Hull-House)."""
    return (start > 1 and text[start - 1] == "-" and text[start - 2].isalpha()) or (
        end + 1 < len(text) and text[end] == "-" and text[end + 1].isalpha())


_CAPITALISED_BEFORE = re.compile(r"(?<![\w.])([A-Z][A-Za-z'’-]*)[ \t]+$")
_CAPITALISED_AFTER = re.compile(r"^[ \t]+[A-Z][a-z]")


def _in_longer_name(question: str, start: int, end: int, titles: dict[str, str]) -> bool:
    """Whether a name the graph knows stands inside a longer one the question writes: "Asa Pierce
    Wardwell" names no one the graph knows when it knows only a "Wardwell", who may be his father.
    A title before it (Colonel Wardwell) and the question's first word are no part of a name."""
    before = _CAPITALISED_BEFORE.search(question[:start])
    named_before = before is not None and before.start(1) > 0 and title_word(before[1]) not in titles
    return named_before or bool(_CAPITALISED_AFTER.match(question[end:]))



def _phrases(words: list[str], phrases: list[str]) -> list[tuple[int, int, str]]:
    """(first word, past the last, phrase) of each phrase in the words, longest at each place."""
    found = []
    split = sorted((p.split() for p in phrases), key=len, reverse=True)
    i = 0
    while i < len(words):
        hit = next((p for p in split if words[i:i + len(p)] == p), None)
        if hit:
            found.append((i, i + len(hit), " ".join(hit)))
            i += len(hit)
        else:
            i += 1
    return found


def _values(blanked: str) -> tuple[str, ...]:
    """Capitalised runs after the first word (names of places, works, bodies) that are no name of
    the people the question names: "Bank of England", "Boston"."""
    runs: list[list[str]] = [[]]
    for i, m in enumerate(WORD.finditer(blanked)):
        w = m.group()
        if i > 0 and w[0].isupper() and w != "I":
            runs[-1].append(w)
        elif runs[-1] and w.lower() in _CONNECTORS:
            runs[-1].append(w)
        elif runs[-1]:
            runs.append([])
    values = []
    for run in runs:
        while run and run[-1].lower() in _CONNECTORS:
            run.pop()
        if run:
            values.append(re.sub(r"['’]s$", "", " ".join(run)))
    return tuple(dict.fromkeys(values))


def _settings(blanked: str) -> tuple[str, ...]:
    """The values a question sets its deed in ("Which church did she join in Kingston?", "What was
    her post in the cloth-room of the Lawrence Mills?"): where it was done, which the fact's
    sentence may say though its value does not."""
    return tuple(v for v in _values(blanked) if re.search(
        rf"\b(?:in|at)\s+(?:the\s+)?(?:[\w'’-]+\s+of\s+(?:the\s+)?)?{re.escape(v)}\b", blanked))


def read_question(store: Store, question: str, rules: dict[str, Any], titles: dict[str, str]) -> EnglishQuestion:
    named, spans = named_people(store, question, rules["not_names"], titles)
    blanked = question
    for start, end in (s for ss in spans.values() for s in ss):
        blanked = blanked[:start] + " " * (end - start) + blanked[end:]
    words = [w.lower().rstrip("'’").removesuffix("'s").removesuffix("’s") for w in WORD.findall(blanked)]
    # the question word opens the question ("In what year", "To which city"); a later "when"
    # opens a clause ("… go when he left Boston")
    asks = [a for a in _phrases(words, rules["when"] + rules["where"]) if a[0] < QUESTION_WORD_WITHIN]
    when = any(p in rules["when"] for _, _, p in asks)
    where = any(p in rules["where"] for _, _, p in asks)
    for start, end, _ in asks:
        words[start:end] = [""] * (end - start)
    cues = {**rules["weak_cues"], **rules["cues"]}
    found = _phrases(words, list(cues))
    strong = [c for c in found if c[2] in rules["cues"]]
    year = int(m.group()) if (m := _YEAR.search(blanked)) else None
    owning = _possessive_parse(question, spans)  # "Keller's father": the parse tells who owns what
    owners = possessors(owning, spans, frozenset(rules["asks_for"]["person"]))
    if not found and _own_name(_as_pronouns(question, spans), rules):
        found = [(0, 1, "name")]
        cues = {"name": ["name"]}
    if not found:
        return EnglishQuestion(named, (), "", when, where, _values(blanked), year, spans, possessors=owners,
                               settings=_settings(blanked))
    cue = _verb_cue(blanked, spans, words, strong, rules) or (strong or found)[0][2]
    relations = tuple(cues[cue])
    if cue in rules["kin_acted_on"] and _acted_on(_as_pronouns(question, spans), cue, rules):
        # "Which nation killed his father?", "What did he inherit from his father?": not his father's name
        return EnglishQuestion(named, (), "", when, where, _values(blanked), year, spans, possessors=owners,
                               settings=_settings(blanked))
    kinsman = _kinsman_asked(owning, spans, rules)
    if kinsman is not None:  # the name of his father, his father's trade: his own facts of that kinsman
        entity, relations = kinsman
        owners = owners - {entity}
    kind = _kind(words, rules) if relations != ("name",) else ""  # "What name was he given?": any of his
    return EnglishQuestion(named, relations, cue, when, where, _values(blanked), year, spans, kind,
                           owners, _settings(blanked))


def _own_name(question: str, rules: dict[str, Any]) -> bool:
    """Whether the question asks a name of his own: "What was his original name?", "What name was he
    given?", "By what name was he known?". Not the name of something else ("the name of his dog"), nor
    one he gave ("What name did he give his son?": a verb with an object or a "to" of its own)."""
    for t in load()(question):
        if t.lower_ not in rules["own_name"] or t.pos_ != "NOUN":
            continue
        if any(c.dep_ == "prep" for c in t.children):
            return False
        verb = t.head if t.dep_ in ("dobj", "nsubjpass", "attr", "pobj") else None
        verb = verb.head if verb is not None and verb.dep_ == "prep" else verb
        if verb is not None and any(c.dep_ in ("dative", "dobj") and c.i != t.i or c.dep_ == "prep" and c.lower_ == "to"
                                    for c in verb.children):
            return False
        return any(c.dep_ == "poss" and c.lower_ in ("his", "her") or c.dep_ == "det" and c.lower_ in ("what", "which")
                   for c in t.children)
    return False


def _as_pronouns(question: str, spans: dict[int, list[tuple[int, int]]]) -> str:
    """The question with each person it names said as "he", or "his" for his possessive: the
    small model parses "What did he inherit" as it does not "What did Thomas Weller inherit"."""
    for start, end in sorted((s for ss in spans.values() for s in ss), reverse=True):
        owns = question[end:end + 2] in ("'s", "’s")
        question = question[:start] + ("his" if owns else "he") + question[end + 2 if owns else end:]
    return question


def _acted_on(question: str, cue: str, rules: dict[str, Any]) -> bool:
    """Whether the kinsman noun `cue` is what a verb of the question acts on, or comes from (its
    object, or the object of its preposition: "killed his father", "inherit from his father"): the
    question asks what was done to him or had of him, not who he was. Not "be" or a naming verb
    ("Who was his father?", "What was his father called?"), nor a noun's "of" (the name of his father)."""
    for t in load()(question):
        if t.lower_ != cue or t.dep_ not in ("dobj", "pobj"):
            continue
        verb = t.head.head if t.dep_ == "pobj" else t.head
        if verb.pos_ in ("VERB", "AUX") and verb.lemma_.lower() not in rules["naming_verbs"]:
            return True
    return False


def _verb_cue(blanked: str, spans: dict[int, list[tuple[int, int]]], words: list[str],
              strong: list[tuple[int, int, str]], rules: dict[str, Any]) -> str:
    """The strong cue that is the question's verb, the words just after the person it names with
    "did" or "was" before him ("What school did he *open*?": a school founded, not attended); ""
    when the verb is none."""
    for end in sorted(end for ss in spans.values() for _, end in ss):
        at = len(WORD.findall(blanked[:end]))  # the index in `words` of the first word after him
        if any(w in rules["auxiliaries"] for w in words[:at]):
            return next((c for first, _, c in strong if first == at), "")
    return ""


def _kinsman_asked(doc: Any | None, spans: dict[int, list[tuple[int, int]]], rules: dict[str, Any]
                   ) -> tuple[int, tuple[str, ...]] | None:
    """(his entity, the relations that answer) when the question (`doc`: its parse, None without a
    possessive) asks the name or the calling of a kinsman of his ("the name of Holland's father",
    "Holland's father's trade"): those are his own facts (father, calling:father); None otherwise."""
    if doc is None:
        return None
    kin = rules["kinsman_asked"]
    for entity, at in spans.items():
        for _, end in at:
            name = _owning(doc, end)
            if name is None or name.head.lower_ not in rules["cues"]:
                continue
            kinsman = name.head
            if kinsman.dep_ == "pobj" and kinsman.head.lower_ == "of":
                asked = kinsman.head.head.lower_  # the name of his father
            elif kinsman.dep_ == "nsubj":  # what office did his father hold, what trade did he follow
                asked = next((t.lower_ for t in doc[:kinsman.i] if any(
                    c.dep_ == "det" and c.lower_ in ("what", "which") for c in t.children)), "")
                if not asked and kinsman.lower_ in kin["parents"] and _what_he_was(kinsman):  # his calling
                    return entity, tuple(f"calling:{r}" for r in rules["cues"][kinsman.lower_])
            else:
                asked = kinsman.head.lower_ if kinsman.dep_ == "poss" else ""  # his father's trade
            if asked in kin["name"]:
                return entity, tuple(rules["cues"][kinsman.lower_])
            if asked in kin["calling"] and kinsman.lower_ in kin["parents"]:
                return entity, tuple(f"calling:{r}" for r in rules["cues"][kinsman.lower_])
    return None


def _what_he_was(kinsman: Any) -> bool:
    """"What was his father?": a "what" that the kinsman's "be" predicates of him asks what he was
    (a schoolmaster, a sea captain); "who was his father" asks his name."""
    verb = kinsman.head
    return verb.lemma_ == "be" and any(c.dep_ == "attr" and c.lower_ == "what" for c in verb.children)


def _possessive_parse(question: str, spans: dict[int, list[tuple[int, int]]]) -> Any | None:
    """The question's parse when it names someone with a possessive ("Keller's", "Douglass'"), else
    None: only then can a name own what the question asks of."""
    if not any(question[e:e + 2] in ("'s", "’s") or question[e - 1:e + 1] in ("s'", "s’")
               for ss in spans.values() for _, e in ss):
        return None
    return load()(question)


def _owning(doc: Any, end: int) -> Any | None:
    """The token of the name ending at `end` when it owns something (its dependency is poss)."""
    last = next((t for t in doc if t.idx < end <= t.idx + len(t)), None)
    return last if last is not None and last.dep_ == "poss" else None


def possessors(doc: Any | None, spans: dict[int, list[tuple[int, int]]], people: frozenset[str]) -> frozenset[int]:
    """The people named only as the owner of what the question tells of (`doc`: its parse, None
    without a possessive): "did Helen Keller's dog die", "was Franklin's father born", "what was
    Franklin's father's trade", "the trade of Franklin's father" ask about the dog and the father,
    so their facts are no answer; "what was Helen Keller's birthplace", "the title of Keller's book"
    ask of her. `people`: the nouns that name a person (father, teacher)."""
    if doc is None:
        return frozenset()
    owners = set()
    for entity, at in spans.items():
        if all(_owner_only(doc, end, people) for _, end in at):
            owners.add(entity)
    return frozenset(owners)


def _owner_only(doc: Any, end: int, people: frozenset[str]) -> bool:
    """Whether the name ending at `end` owns the subject of a verb other than "be", owns an owner
    (spaCy reads "did Keller's father edit" as a compound: that too is the father's deed), or owns
    a person another noun is "of" (the trade of Franklin's father is the father's)."""
    last = _owning(doc, end)
    if last is None:
        return False
    owned = last.head
    of_noun = owned.lower_ in people and owned.dep_ == "pobj" and owned.head.lower_ == "of" \
        and owned.head.head.pos_ in ("NOUN", "PROPN")
    return (owned.dep_ in ("nsubj", "nsubjpass") and owned.head.lemma_ != "be") or owned.dep_ in ("poss", "compound") \
        or of_noun


def _kind(words: list[str], rules: dict[str, Any]) -> str:
    """The noun a "which"/"what" asks for: the last word before the verb that follows it ("which
    political party did …" → party); "" when the question word is followed by its verb ("what was
    …"), is a time or place question (set aside before), or asks for a kind a cue names (office),
    unless that kind is a body's (what college, which school)."""
    for i, w in enumerate(words[:QUESTION_WORD_WITHIN]):
        if w in ("which", "what"):
            asked = []
            for nxt in words[i + 1:]:
                if nxt in rules["question_verbs"] or not nxt:
                    break
                asked.append(nxt)
            kind = asked[-1] if asked else ""
            if kind in rules["any_kind"]:  # what organisation: any body is one
                return ""
            # a cue names the relation's own kind (which office → a position): no word to hold; but
            # a kind of body is one ("what college": a grammar school is no answer)
            if kind in rules["asks_for"]["organisation"]:
                return kind
            return "" if kind in rules["cues"] or kind in rules["weak_cues"] else kind
    return ""
