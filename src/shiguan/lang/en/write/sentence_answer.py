"""`ask` in English by rules, from the one sentence of his that answers, when no fact of his does.

The reader stores a fixed set of relations; a question often asks for something else ("What book
did he get hold of at about twelve?", "In what year was he first chosen clerk?"). Without a
model, such a question is answered from a sentence of his passages when all of these hold:

- the question asks for one kind of thing, by its question word or the noun after it (who → a
  person, what year → a date, what book → a title, what club → an organisation, what was the
  name of the ship → a vessel; questions_en.toml `asks_for`): a question that asks for nothing
  nameable ("why", "how") is not answered; a title's or a ship's name may also be one set in
  quotation marks or in italics (the _Cambria_), or follow "called";
- the question has at least two words of its own (beyond his names, its question words and the
  noun it asks for), and the sentence holds two of them (or one and that noun: "a book entitled
  …"), and with the sentences either side of it (a narrative sets the scene, tells the event,
  then goes on) most of them (`SHARE`), each word weighed by how few of his passages say it:
  "Palmer" and "London" carry a question that "write" and "print" do not; and every name the
  question gives besides his (a capitalised word past its first) stands there: a question about
  the Alabama Women's Hall of Fame is not answered from a sentence about the National one;
- a short sentence that only dates the one before it ("… sold to one John J. Dumont. This was in
  1810.": questions_en.toml `dating_sentence`) is read with it, its year theirs;
- the sentences read are those of every passage of his that holds two of the question's words,
  not the few a ranking puts first: "speak at the Atlanta Exposition" is told as "the address which
  I delivered at …", in a passage that says "speak" nowhere;
- the sentence tells of him (lang/en/verify/check.py `his_sentence`: he is the subject of one of
  its verbs, or for a question asking who, he stands in it; or the reader decided a fact of his
  there, by a pronoun it resolved to him), and no sentence that is not his says the question
  better: a worse sentence of his is not taken when the best is another's (or one whose he the
  reader could not decide);
- the sentences that hold the most of the question's words name, between them, exactly one thing
  of the kind asked that the question does not already name (two years, two titles: refused).

The answer is that thing, cited by its sentence, with why it was read there. A question whose
words no sentence of his holds, or whose best sentences name nothing of the kind, or two things,
is refused as before: an answer read from the wrong sentence would be a wrong fact with a real
citation.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ....corpus.terms import terms
from ....project import Project
from ....retrieve.citations import Citer
from ....retrieve.person import PersonResult, lookup
from ....store import ChunkRow
from ..dates import relative_year
from ..nlp import load
from ..rules import english_rules
from ..store import NARRATOR_ENTRY
from ..verify.check import his_sentence
from ..verify.sentences import sentence_spans
from .meeting import told_as_his
from .question import QUESTION_WORD_WITHIN, WORD, EnglishQuestion

LEAST_WORDS = 2  # of the question's own words, in the question and in the sentence
SHARE = 2 / 3  # of the weight of the question's own words, in the sentence and those beside it
NOUN_WITHIN = 4  # words after "what"/"which" in which the noun asked for stands (what was the club …)
_FOOTNOTE = re.compile(r"\[\d+\]")  # an editor's note mark, "Junto;[54]"
_OWNED = re.compile(r"['’]s\s+([a-z]+)")  # what a question asks of as his: Pell's *father*
_QUOTED = re.compile(r"[\"“]([^\"”]{2,80}?)[,.;:!?]?[\"”]")
_YEAR = re.compile(r"\b\d{3,4}\b")
_INSIDE = ("of", "and", "the")  # words inside a capitalised name: the Bank of England
_ELIDED_ED = re.compile(r"['’]d\b")
_ENTITIES = {"person": ("PERSON",), "date": ("DATE",), "place": ("GPE",), "title": ("WORK_OF_ART",),
             "organisation": ("ORG",), "number": ("CARDINAL",), "word": (), "vessel": ("PRODUCT", "WORK_OF_ART")}
_ITALIC = re.compile(r"(?<![\w_])_([A-Z][^_\n]{0,60}?)_(?![\w_])")  # _The Columbian Orator_, the _Cambria_


@dataclass(frozen=True)
class Found:
    text: str
    sentence: tuple[int, int]  # in the document
    chunk: ChunkRow
    shared: tuple[str, ...]  # the question's words it and the sentences beside it hold


@dataclass(frozen=True)
class Asked:
    kind: str  # a key of questions_en.toml `asks_for`: person, date, place, title, organisation, number, word
    noun: str = ""  # the noun after "what"/"which" that named it ("book"): a sentence may say it


def asks_for(question: str, rules: dict[str, Any]) -> Asked | None:
    """What the question asks for, or None when it names nothing of `asks_for`: by its question
    word ("who", "when", "how many"), else by the first noun of `asks_for` within a few words after
    "what"/"which" ("In which Massachusetts town", "What was the club …")."""
    kinds = {w: kind for kind, words in rules["asks_for"].items() for w in words}
    words = [w.lower() for w in WORD.findall(question)]
    for i, w in enumerate(words[:QUESTION_WORD_WITHIN]):
        if w == "how" and i + 1 < len(words):
            return Asked(kinds[f"how {words[i + 1]}"]) if f"how {words[i + 1]}" in kinds else None
        if w in ("what", "which"):
            after = words[i + 1:i + 1 + NOUN_WITHIN]
            if "name" in after[:-1] and after[after.index("name") + 1] == "of":
                after = words[i + 1:i + 1 + NOUN_WITHIN + 3]  # what was the name of the ship …
            found = next(((k, n) for k, n in enumerate(after) if n in kinds), None)
            if found and _what_the_kinsman_was(words, i + 1 + found[0], kinds[found[1]]):
                return None  # "What was Jane Addams's father?": what he was, no person sought
            return Asked(kinds[found[1]], found[1]) if found else None
        if w in kinds:
            return Asked(kinds[w])
    return None


def _what_the_kinsman_was(words: list[str], at: int, kind: str) -> bool:
    """Whether the person noun at `at` ends the question right after a possessive (his father, Jane
    Addams's father): the question asks what that man was, not for a man."""
    return kind == "person" and at == len(words) - 1 and at > 0 and (
        words[at - 1] in ("his", "her", "their") or words[at - 1].endswith(("'s", "’s", "s'")))


def _own_words(question: str, q: EnglishQuestion, asked: Asked, rules: dict[str, Any]) -> set[str]:
    """The question's words as search terms, without his names, its question words and the noun
    it asks for ("year", "book"), which the answering sentence need not repeat."""
    blanked = question
    for start, end in (s for spans in q.names.values() for s in spans):
        blanked = blanked[:start] + " " * (end - start) + blanked[end:]
    asking = " ".join([asked.noun, *rules["question_verbs"], *rules["asking_words"]])
    return _words(blanked, rules) - _words(asking, rules)


def _words(text: str, rules: dict[str, Any]) -> set[str]:
    """Search terms, an irregular past said in the present ("wrote" meets "write"), the old past
    tense spelled out ("form'd" meets "formed"), a word of a family as its first ("address" meets
    "speak": questions_en.toml `families`)."""
    irregular = rules["irregular_past"]
    family = {w: words[0] for words in rules.get("families", {}).values() for w in words}  # address meets speak
    words = [family.get(w.lower(), irregular.get(w.lower(), w)) for w in WORD.findall(_ELIDED_ED.sub("ed", text))]
    return set(terms(" ".join(words)))


def voiced(project: Project, his: PersonResult, chunk: ChunkRow) -> bool:
    """Whether "I" in the chunk is him: a passage of his own narrative."""
    assert his.resolved is not None
    return any(h.chunk.id == chunk.id and h.source == "entry" for h in his.chunks) and any(
        e.document_id == chunk.document_id and e.pattern == NARRATOR_ENTRY
        for e in project.store.entries_of(his.resolved.entity_id))


def _weights(passages: Sequence[set[str]], own: set[str]) -> dict[str, float]:
    """How much each of the question's words tells, by how few of his passages (their words) say it (its
    inverse document frequency): "Palmer" and "London" carry a question that "write" and "print" do not."""
    held = [own & words for words in passages]
    return {w: math.log(1 + len(held) / (1 + sum(w in h for h in held))) for w in own}


def _best_sentences(project: Project, his: PersonResult, question: str, q: EnglishQuestion, own: set[str],
                    asked: Asked, rules: dict[str, Any]) -> list[Found]:
    """The sentences of his passages that tell of him and hold the most of the question's
    own words (see the module's docstring); [] when none holds enough."""
    store = project.store
    said = own | _words(asked.noun, rules)  # "a book entitled …" says the noun of "What book …"
    texts = store.chunk_texts([h.chunk.id for h in his.chunks])
    passage_words = {c: _words(text, rules) for c, text in texts.items()}  # once each: every passage of his
    weight = _weights(list(passage_words.values()), own)
    # every passage of his that holds enough of the question's words, not the few a ranking puts first:
    # "speak at the Atlanta Exposition" is told as "the address which I delivered at …", which ranks low
    chunks = [c for c in {h.chunk.id: h.chunk for h in his.chunks}.values()
              if len(said & passage_words[c.id]) >= LEAST_WORDS]
    need = SHARE * sum(weight.values())
    named = _words(" ".join(q.values), rules)  # "the Alabama Women's Hall of Fame": not the National one
    scored: list[tuple[tuple[float, int], Found, bool]] = []
    documents: dict[int, str] = {}  # his passages mostly stand in one document: read it once
    assert his.resolved is not None
    # his kinsman's fact tells of the kinsman (His only son, Captain William Proctor, was lost at sea),
    # and so does his loss of one unless the question asks of that kinsman ("My brother Thomas died in
    # 1880; he had been president of the Society" is Thomas's; "When did his wife die?"): its sentence
    # is his only by his_sentence
    kin = set(english_rules(project).facts.kin_relation.values()) | {"parent"}
    of_kin = {w.lower() for w in re.findall(r"\w+", question)}
    facts = [t for t in store.triples_of(his.resolved.entity_id) if t.decided and t.relation not in kin
             and (t.relation != "kin-death" or t.tail_text.lower() in of_kin)]
    for chunk in chunks:
        text = documents.setdefault(chunk.document_id, store.document_text(chunk.document_id))
        spans = dated_by_next(text, [(chunk.start + s, chunk.start + e)
                                     for s, e in sentence_spans(text[chunk.start:chunk.end])], rules)
        words = [_words(text[start:end], rules) for start, end in spans]
        his_voice = voiced(project, his, chunk)
        for i, (start, end) in enumerate(spans):
            held = said & words[i]
            beside = set().union(*words[max(0, i - 1):i + 2])
            near = own & beside
            told = sum(weight[w] for w in near)
            if len(held) < LEAST_WORDS or told < need or not named <= beside:
                continue
            sentence = " ".join(_FOOTNOTE.sub(" ", text[start:end]).split())
            his_fact = any(t.document_id == chunk.document_id and t.start < end and t.end > start for t in facts)
            mine = his_fact or his_sentence(project, his, sentence, his_voice, asked.kind == "person")
            scored.append(((told, len(held)), Found(sentence, (start, end), chunk, tuple(sorted(near))), mine))
    if not scored:
        return []
    top = max(score for score, _, _ in scored)
    # the sentences that say the question best, if they are his: not a worse one of his when they are not
    return [found for score, found, mine in scored if score == top and mine]


def dated_by_next(text: str, spans: list[tuple[int, int]], rules: dict[str, Any]) -> list[tuple[int, int]]:
    """The sentences, each joined by the short one after it that only dates it ("… she was sold to
    one John J. Dumont. This was in 1810."): its year is theirs, and it tells nothing else. Not
    "It was in 1810 that my father died", which tells its own event."""
    joined: list[tuple[int, int]] = []
    dating = _dating(rules)
    for start, end in spans:
        if joined and dating.match(text[start:end].strip()):
            joined[-1] = (joined[-1][0], end)
        else:
            joined.append((start, end))
    return joined


def _dating(rules: dict[str, Any]) -> re.Pattern[str]:
    """A whole sentence that only dates: "This was in 1810.", "That happened in the spring of 1829." —
    not "This was in 1829 that my father died", "That was not in 1829", "That was before 1829",
    "That was in 1829, I think" (its own event, a negation, a bound, a doubt)."""
    opens = "|".join(re.escape(o) for o in rules["dating_sentence"])
    return re.compile(rf"(?i)^(?:{opens}) (?:in|during) (?:the (?:year|spring|summer|autumn|fall|winter) (?:of )?)?"
                      r"1[5-9]\d\d\s*[.!]?$")


def _called(doc: Any, of: Sequence[str] = ()) -> list[str]:
    """The proper name after called / named / entitled ("which was called the Junto", "the
    Apprentices' Club"), or after one of the nouns `of` and "of" (the small town of Menomonie):
    capitalised words, with "of", "and", "the" and a possessive inside it."""
    out = []
    for t in doc:
        if t.lower_ in of and t.i + 1 < len(doc) and doc[t.i + 1].lower_ == "of":
            start = t.i + 2
        elif t.lemma_ in ("call", "name", "entitle", "title", "style"):
            start = t.i + 1
        else:
            continue
        while start < len(doc) and doc[start].lower_ in ("the", "a", "an"):
            start += 1
        end = start
        while end < len(doc) and (doc[end].text[:1].isupper()
                                  or (end > start and (doc[end].tag_ == "POS" or doc[end].lower_ in _INSIDE))):
            end += 1
        while end > start and (doc[end - 1].lower_ in _INSIDE or doc[end - 1].tag_ == "POS"):
            end -= 1
        if end > start:
            out.append(doc[start:end].text)
    return out


def things(sentence: str, kind: str, place_nouns: Sequence[str] = ()) -> list[str]:
    """The things of the kind asked that the sentence names: its entities of that kind, and for a
    title a quoted name or a name after "entitled"; for a name (a club, a school) one after
    "called"; for a place one after "the town of" (`place_nouns`: town, city …); for a word, the
    word after "the word" or a quoted single word."""
    doc = load()(sentence)
    found = [e.text for e in doc.ents if e.label_ in _ENTITIES[kind]]
    if kind == "date":  # a year told from another counts: the sentence then names two (1862 …, the following year)
        found = [f for f in found if _YEAR.search(f) or relative_year(f)]
    if kind in ("title", "vessel"):  # a book's or a ship's name is set in quotation marks or italics
        found += [m.group(1) for m in _QUOTED.finditer(sentence) if m.group(1)[:1].isupper()]
        found += [m.group(1) for m in _ITALIC.finditer(sentence)]
    if kind in ("title", "organisation", "vessel"):
        found += _called(doc)
    if kind == "place":
        found += _called(doc, place_nouns)
    if kind == "word":
        found += [t.text for t in doc if t.i > 1 and doc[t.i - 1].lower_ == "word" and doc[t.i - 2].lower_ == "the"
                  and t.is_alpha]
        found += [m.group(1) for m in _QUOTED.finditer(sentence) if m.group(1).isalpha()]
    return found


def _key(thing: str) -> str:
    """One key for two sayings of one name: "The Columbian Orator" and "Columbian Orator"."""
    return " ".join(w for w in WORD.findall(thing.casefold()) if w not in ("the", "a", "an"))


def _new(thing: str, question: str, names: list[str]) -> bool:
    """A thing the question does not already name, and not his own name."""
    words = set(_key(thing).split())
    asked = set(_key(question).split()) | {w for n in names for w in _key(n).split()}
    return bool(words - asked)


def answer_from_sentence(project: Project, question: str, q: EnglishQuestion, rules: dict[str, Any],
                         ) -> tuple[str, Found, str] | None:
    """(the thing asked for, the sentence it was read from, why) or None (see the module's docstring)."""
    asked = asks_for(question, rules)
    if asked is None or not q.named:
        return None
    own = _own_words(question, q, asked, rules)
    if len(own) < LEAST_WORDS:
        return None
    person = q.named[0]
    his = lookup(project, person.name, entity_id=person.entity_id)
    if his.resolved is None:
        return None
    names = [a.form for a in his.aliases] + [person.name]
    best = _best_sentences(project, his, question, q, own, asked, rules)
    named: dict[str, tuple[str, Found]] = {}
    for found in best:
        for thing in things(found.text, asked.kind, rules["asks_for"]["place"]):
            if _new(thing, question, names):
                named.setdefault(_key(thing), (thing, found))
    if len(named) != 1:
        return None
    thing, found = next(iter(named.values()))
    doers = {w for n in names for w in n.split()} | set(_OWNED.findall(question))  # "his father's death": father
    if not told_as_his(found.text, question, doers, rules, english_rules(project).facts):
        return None  # not the year he went to see his cousin graduate, nor one he never went to Oxford
    if asked.kind == "date" and relative_year(thing):
        return None  # "The same year" alone does not say which year: its fact's date does, where one was read
    held = dict.fromkeys(w for w in WORD.findall(question) if _words(w, rules) & set(found.shared))
    why = (f"read from the sentence of his passages that, with those beside it, holds the most of the "
           f"question's words ({', '.join(held)}) and names one {asked.kind}")
    return thing, found, why


def cite(citer: Citer, found: Found) -> int:
    """The reference of the answering sentence."""
    start, end = found.sentence
    return citer.cite_span(found.chunk.document_id, found.chunk.id, start, end, sentence=(start, end)).ref
