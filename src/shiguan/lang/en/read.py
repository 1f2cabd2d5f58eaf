"""Read an English document: its passages, its people, and their facts with whose-fact decisions.

The document's body (without a Project Gutenberg header, licence, contents or index) is cut into
paragraphs, parsed by spaCy's small pipeline (parsed.py), and read in three passes: names
(names.py) are clustered into people (people.py), first-person words and pronouns are resolved to
them (cues.py, pronouns.py), and the dependency patterns (facts.py) read facts whose subject is
then decided from the words that stand as the subject (whose.py, with each fact's own date:
fact_dates.py): an "I" of the narrator, a name, a resolved pronoun. A fact whose subject is a
pronoun nobody can be decided for is kept as undecided; one about someone the text does not name
(my father, we) is not read at all.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ...corpus.passages import paragraphs, passage_spans
from ...models import Fact, Span
from ...progress import read_up_to
from .cues import (
    arguments,
    kin_beside_names,
    kin_openers,
    led_by_pronoun,
    narrator_sex,
    others_told,
    own_possessives,
    parallel_kin,
    past_headings,
    relative_nouns,
    roles_agree,
    sentence_people,
    told_of,
    unnamed_kin,
)
from .dates import dated_sentences
from .facts import FactRules, Read, fact_rules, read_sentence
from .gapped import and_gapped
from .lead_facts import lead_calling, lead_dates
from .life_list import and_listed
from .names import birth_names, by_title, find_names, person_name, told_as_a_person
from .nlp import load

if TYPE_CHECKING:
    from spacy.language import Language
from .opening import detect_narrator, detect_subject, our_subject, self_titled, subject_titles, title_subject
from .parents import one_parent_each, parents_apart, parents_by_sex
from .parsed import Parsed, for_parser, list_items, quoted, token_span
from .people import (
    NameRules,
    People,
    name_rules,
    split_title,
    title_gender,
    variant_of,
)
from .pronouns import resolve_pronouns
from .title_dates import front_page
from .voice import first_person_told, narrator_spans
from .whose import SHARED, fact_of, the_pair, the_pairs_facts

CHUNK_CHARS = 1000
# A life the title page names ("The Narrative of Sojourner Truth") is a person's, though the small
# model tag her name nowhere as one.
_TITLE_PAGE = "the title page names"
# Patterns match word forms: the lemmatizer would halve the reading speed for nothing.
_NOT_NEEDED = ("lemmatizer",)


@dataclass
class EnglishRead:
    body: list[tuple[int, int]]
    chunks: list[tuple[int, int]]
    narrator: str  # "" when the document is not a first-person narrative of a named person
    narrator_reason: str
    people: People
    voice: list[tuple[int, int]] = field(default_factory=list)  # where the narrator speaks
    facts: list[tuple[str, Fact]] = field(default_factory=list)  # (person key, fact)
    sentences: int = 0
    subject: str = ""  # whom a third-person article is about ("" for a narrative, or when it does not say)
    subject_reason: str = ""
    title: list[tuple[int, int]] = field(default_factory=list)  # the title page's naming him, if it tells of him


def _parse(nlp: Language, text: str, paras: list[tuple[int, int]]) -> list[Parsed]:
    """spaCy's parse of each paragraph, telling the progress as it goes: it is most of the reading."""
    parsed = []
    for (start, end), doc in zip(paras, nlp.pipe((for_parser(text[s:e]) for s, e in paras), batch_size=64,
                                                  disable=_NOT_NEEDED)):
        parsed.append(Parsed(start, doc, quoted(text[start:end])))
        read_up_to(end)
    return parsed


def read_english(text: str, body: Sequence[tuple[int, int]], narrator: str = "",
                 rules: FactRules | None = None, names: NameRules | None = None) -> EnglishRead:
    """Read one English document (`body`: the spans of it that are the work itself)."""
    rules, names = rules or fact_rules(), names or name_rules()
    reason = "given by --narrator" if narrator else ""
    titled = ""  # the title the title page gives him (MEMOIRS OF MRS. ELIZA J. PRENTICE)
    if not narrator:
        narrator, reason = detect_narrator(text, body)
        titled, narrator = split_title(narrator, names)  # MEMOIRS OF GENERAL W. T. SHERMAN: W. T. Sherman
    paras = list_items(text, paragraphs(text, body))
    nlp = load()
    parsed = _parse(nlp, text, paras)
    words = sum(1 for p in parsed for t in p.doc if t.is_alpha)
    mine = [(token_span(p, t), t.text, p.quoted[t.idx])
            for p in parsed for t in p.doc if t.tag_ in ("PRP", "PRP$")]
    narrator, reason, author = _in_first_person(narrator, reason, mine, words)
    subject, subject_reason = ("", "") if narrator else _third_person_subject(text, body, names, author)
    found = find_names(parsed, names, subject.split()[-1] if subject else "")
    if subject and not subject_reason.startswith(_TITLE_PAGE) \
            and not any(variant_of(split_title(f, names)[1], subject) for _, f in found) \
            and not person_name(nlp, subject) and not told_as_a_person(text, subject):
        # the small model may tag him an ORG in the text, not alone; a war or a city is never born
        subject, subject_reason = "", f"{subject} opens the article, but is not named as a person there"
    voice = narrator_spans(text, body, narrator) if narrator else []
    people = People(names)
    about = narrator or subject
    own = bool(author) and subject == author  # his life told of himself: "Mr. Adams" is his father, not he
    titles = subject_titles(text, body, subject, found, names) if subject and not own else {}
    sentences = [Span(p.offset + s.start_char, p.offset + s.end_char) for p in parsed for s in p.doc.sents]
    people.cluster(found, narrator, subject, voice, birth_names(text, found, about, names) if about else {}, titles,
                   own=sentences if own else ())
    if titles:
        by_title(parsed, people, subject, titles)
    if subject:
        our_subject(text, body, people, subject)
    if narrator and titled:  # his name as the title page writes it: Mrs. says she is a woman
        people.persons[narrator].forms[f"{titled} {narrator}"] += 1
        people.persons[narrator].gender = people.persons[narrator].gender or title_gender(titled, names)
    people.narrator_words(w for w in mine if people.speaks(w[0].start))
    dated = iter(dated_sentences([text[s.start:s.end] for s in sentences]))  # "the next year" needs the one before
    for p in parsed:
        p.dates.update((s.start_char, next(dated)) for s in p.doc.sents)
    triggers = rules.by_trigger()  # once per document, not once per sentence
    reads = [(p, r) for p in parsed for s in p.doc.sents for r in  # a list's items, a gapped deed's second
             and_listed(and_gapped(read_sentence(s, rules, triggers, p.offset), p.offset, rules), p.offset, rules)]
    told = narrator_sex(parsed, people, names)  # "I was the youngest son": his he, where others speak of him
    roles_agree(text, people, reads)
    people.learn_genders(sentence_people(people, sentences, mine) + own_possessives(parsed, people),
                         kin_beside_names(people, reads) + [(key, f.value.lower()) for key, f in told])
    resolve_pronouns(people, past_headings(text, sentences, people), [(s, w) for s, w, q in mine if not q],
                     told_of(parsed, people),
                     relative_nouns(parsed), parallel_kin(parsed, frozenset(names.kin_gender)),
                     led_by_pronoun(parsed), arguments(parsed),
                     kin_openers(parsed, frozenset(names.kin_gender)), unnamed_kin(parsed, names.kin_gender),
                     others_told(parsed, names.kin_gender, names.others))
    front, on_title = front_page(text, body, narrator, nlp, rules)  # the title page: his, and citable
    out = EnglishRead(list(body), [*front, *passage_spans(text, paras, CHUNK_CHARS)], narrator, reason, people,
                      voice, sentences=len(sentences), subject=subject, subject_reason=subject_reason, title=front)
    seen: set[tuple[str, int, int]] = set()
    out.facts += told
    pairs: list[tuple[Parsed, Read]] = []
    for p, r in reads:
        decided = fact_of(text, p, r, people)
        if decided is None:
            if r.relation in SHARED and r.subject is not None and the_pair(r.subject) and not p.quoted[r.subject.idx]:
                pairs.append((p, r))
            continue
        key, fact = decided
        mark = (fact.relation, fact.span.start, fact.span.end)
        if mark not in seen:
            seen.add(mark)
            out.facts.append((key, fact))
    out.facts += the_pairs_facts(text, pairs, out.facts, sentences)
    out.facts += on_title
    if subject:
        out.facts += lead_dates(text, people, subject, sentences)
        out.facts += lead_calling(parsed, people, subject, frozenset(rules.kin_relation))
    out.facts = one_parent_each(parents_by_sex(text, parents_apart(text, out.facts, names), people, names), people)
    return out


def _in_first_person(narrator: str, reason: str, mine: list[tuple[Span, str, bool]],
                     words: int) -> tuple[str, str, str]:
    """(narrator, why, author): the narrator the title page names, kept when the text is told in
    his first person (`mine`: its pronouns); else none, and he as the author of a text told in the
    third person, which may be his own life (The Education of Henry Adams)."""
    if not narrator or reason.startswith("given"):
        return narrator, reason, ""
    told, shares = first_person_told((w for _, w, q in mine if not q), words)
    if told:
        return narrator, reason, ""
    return "", f"{narrator} is named by {reason}, but the text is not told in the first person ({shares})", narrator


def _third_person_subject(text: str, body: Sequence[tuple[int, int]], names: NameRules,
                          author: str = "") -> tuple[str, str]:
    """Whom a document without a narrator is about, without his title, with why: the name its
    first sentence opens with, else the one its title page names a life of (a scribe's
    narrative), else its `author` when its title names a life of him (an autobiography told in
    the third person); ("", why not) when none says."""
    subject, why = detect_subject(text, body)
    if not subject and (on_title := title_subject(text, body))[0]:
        subject, why = on_title[0], f"{_TITLE_PAGE} whom it tells of in the third person: «{on_title[1]}»"
    if not subject and author and (own := self_titled(text, body, author)):
        subject, why = author, f"{_TITLE_PAGE} a life of its author, told in the third person: «{own}»"
    return (split_title(subject, names)[1], why) if subject else ("", why)  # Mr. Frederick Bailey: Frederick Bailey
