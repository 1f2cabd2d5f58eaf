"""`shiguan ask` in English: answer from the person's decided facts, each cited, or refuse.

Rules (no model): the question must name a person of the English documents and ask, by one of
questions_en.toml's cues, for a relation the reader stores (born, father, married, school,
position, wrote, founded, joined, lived, died …). The answer says each of his decided facts of
that relation as the rules biography says it (clauses.py), in the source's own
clause when that holds what the question asks and the template does not, with its date as the
source gives it. A question that names a value ("move to Boston", "in 1812") is answered only
by facts that hold it; one whose cue is a fact's verb ("elected", "escaped") by those facts first;
one that places what it asks after or before another event of his ("after his escape") only by
facts whose sentence names that event; one asking "when" only by dated facts (that he lived in
Lynn is no year); one asking "where" only by facts whose value is a place or names one (a
convention at Nantucket); one asking of what is his ("did his father edit", "did his dog die",
"the trade of his father") not by his facts at all (question.py: possessors). Facts none of
whose sentences says any of what the question says besides (two words or more: "What book did
he … read over and over?") do not answer it. A question they do not answer, or that says more
than they do, is then answered, if at all, from the one sentence of his that holds its words and
names one thing of the kind it asks for (sentence_answer.py). Anything else is refused, in English.

With a model, the rules answer first, and the model only what they refuse: his passages are
ranked for the question, the top ones are numbered, and the
model must answer with a quotation from one of them; the quotation must stand in one passage shown
verbatim (spacing and quotation marks aside; the one it names, else the one other that holds it),
in a sentence that tells of him (he is the subject of one of its verbs, or, for a question asking
who, he stands in it: lang/en/verify/check.py `his_sentence`) and names the thing a which/what
question asks for (which party: a party), and every name and number of the answer must stand in
it, or, for a name only, in the sentence just before one that says "there" (I went there …: the
school named before), both then cited. Any other answer, and one the model calls unanswerable, is
refused.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from ....llm import LLM
from ....project import Project
from ....retrieve.citations import Citer
from ....store import TripleRow
from ..dates import count_value
from ..nlp import load
from ..rules import english_rules
from . import meeting
from .answering import WORDS, EnglishAnswer, bare_word, questions_style, refuse, word_stem, word_stems
from .biography import english_style, style_key
from .clauses import Realiser, Referent, dated_only, one_telling, parents_said, referent, value_clause
from .fact_words import NAME_WORD, a_person, after_value, held_where, names_kind, says_which, sentence_stems
from .kind_named import kind_named
from .model_answer import answer_by_model
from .question import EnglishQuestion, read_question
from .sentence_answer import answer_from_sentence, asks_for, cite

ASKED_LEAST = 2  # words a question asks with beyond its cue: a fact's sentence must hold one of so many
_KEYED = re.compile(r"^(\w+):(.+)$")  # relation:detail
# A question of where he is now (Where does he live now? Where is he living?): his last residence.
_NOW = re.compile(r"\b(?:does|do|is|are)\b.*\b(?:live|reside|living|residing|dwell)s?\b|\bnow\b", re.I)


def _holds(t: TripleRow, q: EnglishQuestion, others: list[str], realiser: Realiser, rules: dict[str, Any]) -> bool:
    """Whether the fact holds what the question names: its year, the thing a "which" asks for (in
    its sentence), and one of its values (the places a question asking where names are its
    circumstances: "which city … when he left Boston"; a place it sets the deed in, "join in
    Kingston", the fact's sentence may hold); another person the question names, by any
    of his names ("live with Mr. Covey": a fact whose value is "Covey")."""
    if q.year is not None and t.year != q.year:
        return False
    if q.kind and word_stem(t.detail) != word_stem(q.kind) and not meeting.of_kind(t, q.kind, rules) \
            and not names_kind(value_clause(realiser.citer.source(t.document_id, t.start, t.end),
                                             t.value_start - t.start, t.value_end - t.start), q.kind):
        return False  # "which political party": a fact whose clause names no party (nor was read as one)
    wanted = [v.casefold() for v in (*([] if q.where else q.values), *others)]
    text = f"{realiser.value(t)} {t.when_text}".casefold()
    if not wanted or any(re.search(rf"\b{re.escape(v)}\b", text) for v in wanted):
        return True
    settings = [v.casefold() for v in q.settings if v.casefold() in wanted]  # joined in Kingston: its sentence's
    sentence = realiser.citer.source(t.document_id, t.start, t.end).casefold() if settings else ""
    return any(re.search(rf"\b{re.escape(v)}\b", sentence) for v in settings)


def _told_in(t: TripleRow, asked: set[str], citer: Citer, rules: dict[str, Any]) -> bool:
    """Whether a fact tells what a question with no relation's cue asks, in the fact's own words:
    the question says its verb (taught meets teach), and its sentence says all the question does
    ("When was he mustered out?": the fact read as "mustered out at Indianapolis"; "Where was he
    taken prisoner?": "taken … at Chickamauga"; not "What did he do in the mill?": born in
    Harper's Mill)."""
    irregular = rules["irregular_past"]
    verb = {word_stem(t.detail), word_stem(irregular.get(t.detail.lower(), t.detail))}
    if not verb & asked:
        return False
    sentence = citer.source(t.document_id, t.start, t.end)  # read once: its stems, and its verbs' presents
    return asked <= word_stems(sentence) | {word_stem(irregular.get(w.lower(), w)) for w in WORDS.findall(sentence)}


@dataclass(frozen=True)
class _Sayer:
    """A fact said as the biography's template says it, or in the source's own clause when that
    holds a word the question asks and the template lacks ("Under what name did he publish his
    almanac?": "first published his Almanack, under the name of Richard Saunders"), or, asked
    where, when only the source's clause names a place ("Where did she teach?": "began to teach in
    the district school at Jaffrey", not "taught at the district school")."""

    plain: Realiser
    source: Realiser
    asked: set[str]
    where: bool = False

    def clause(self, t: TripleRow, also: Sequence[TripleRow]) -> str:
        said = self.plain.clause(t, also)
        fuller = self.source.clause(t, also)
        missing = self.asked - word_stems(said)
        if self.where and not NAME_WORD.search(said) and NAME_WORD.search(fuller):
            return fuller  # the template names no place at all; the source's clause does
        return fuller if missing & word_stems(fuller) else said


def _asked(question: str, rules: dict[str, Any], q: EnglishQuestion) -> set[str]:
    """The words a question asks with beyond its cue, its person and its question words (Under what
    *name* …; a short noun too: go to *sea*); asked his own name, the naming words too (*given*)."""
    naming = [*rules["own_name"], *rules["naming_words"]] if q.relations == ("name",) else []
    known = {w for phrase in [*rules["cues"], *rules["when"], *rules["where"], *rules["question_verbs"],
                              *rules["not_names"], *rules["asking_words"], *naming, *(n.name for n in q.named)]
             for w in phrase.lower().split()}
    words = (bare_word(w) for w in WORDS.findall(question))  # "Holland's" is his name
    return {word_stem(w) for w in words if (len(w) > 3 or w in meeting.short_nouns(question)) and w not in known}


def _anchor(question: str, rules: dict[str, Any], q: EnglishQuestion) -> list[str]:
    """The words of the event a question places its fact after, before or during ("after his
    *escape*"); none when it places it against no event."""
    words = WORDS.findall(question)
    at = next((i for i, w in enumerate(words) if w.lower() in rules["anchors"]), None)
    if at is None:
        return []
    event = _asked(" ".join(words[at + 1:]), rules, q)
    return [w for w in words[at + 1:] if word_stem(w) in event]


def _cue_verbs(question: str, q: EnglishQuestion, rules: dict[str, Any], all_cues: dict[str, list[str]]
               ) -> tuple[set[str], bool]:
    """The stems of the question's cue words (of `all_cues`, strong and weak), and whether one of
    them is its verb: the word just after the person it names, past did or was ("When did Helen
    Keller *graduate*?"; not "When did he go to *school*?")."""
    words = WORDS.findall(question)
    cues = [w for w in words if w.lower() in all_cues]
    if not cues:
        return set(), False
    spans = [span for spans in q.names.values() for span in spans]
    asked_verb = any(
        any(w.lower() in rules["auxiliaries"] for w in WORDS.findall(question[:start]))
        and (m := WORDS.match(question[end:].lstrip())) is not None and m.group() in cues for start, end in spans)
    return {meeting.verb_stem(w, rules) for w in cues}, asked_verb


def _deed_of(t: TripleRow, verbs: set[str], q: EnglishQuestion, rules: dict[str, Any]) -> bool:
    """A dated deed of his told with the verb a "when" asks of ("When did he graduate?": "I was
    graduated with the class of 1832", which names no school to make it his schooling)."""
    return bool(q.when and verbs) and t.relation == "deed" and t.year is not None \
        and meeting.verb_stem(t.detail, rules) in verbs


def _cue_named(question: str, q: EnglishQuestion, rules: dict[str, Any]) -> str:
    """The cue when it is the noun a "what"/"which" asks for ("What honorary *degree* did he
    receive?": a degree, of the relations the cue may mean); "" otherwise."""
    words = [w.lower() for w in WORDS.findall(question)]
    at = next((i for i, w in enumerate(words) if w in ("what", "which")), None)
    if at is None or not q.cue:
        return ""
    asked = words[at + 1:at + 4]
    stop = next((i for i, w in enumerate(asked) if w in rules["question_verbs"]), len(asked))
    return q.cue if q.cue in asked[:stop] else ""


def _cue_narrowed(question: str, q: EnglishQuestion) -> set[str]:
    """The stems of the common nouns set before the cue noun that narrow it (a *law* school, a
    *grammar* school): a fact of the cue's relation answers only if its sentence says them. Not an
    adjective: "which political party" is answered by the Socialist Party."""
    if not q.cue or " " in q.cue:
        return set()
    cue = next((t for t in load()(question) if t.lower_ == q.cue and t.pos_ == "NOUN"), None)
    if cue is None:
        return set()
    return {word_stem(c.text) for c in cue.lefts if c.dep_ == "compound" and c.text.islower() and c.pos_ == "NOUN"}


def _besides(asked: set[str], q: EnglishQuestion) -> set[str]:
    """What the question says beyond the relation and the kind of thing it asks for: "What pamphlet
    did he write *to promote a voluntary association*?"."""
    return asked - {word_stem(q.kind)}


def _office_stems(titles: dict[str, str]) -> frozenset[str]:
    """The titles of an office or rank (president, judge, professor), as stems: a question naming one
    is answered only by a fact whose sentence says it (presidency, judgeship). Not the titles that
    say a sex (Miss Lowell), nor the short ones (Dr., Hon.)."""
    return frozenset(word_stem(t) for t, sex in titles.items() if not sex and len(t) > 4)


def _nth_by_year(facts: list[TripleRow], ordinal: set[str], rules: dict[str, Any]) -> list[TripleRow]:
    """The fact an ordinal counts to when the facts are told in years of their own, one each (married
    Fanny Norton in 1882 … married Olivia Adams in 1885: his second wife is Olivia Adams); [] when
    one is undated, two share a year, or there are too few."""
    n = next((i for word, i in rules["ordinal_numbers"].items() if word_stem(word) in ordinal), None)
    years = [t.year for t in facts]
    if n is None or None in years or len(set(years)) != len(years) or len(facts) < n:
        return []
    return [sorted(facts, key=lambda t: t.year or 0)[n - 1]]


def _said(facts: list[TripleRow], who: Referent, q: EnglishQuestion, sayer: _Sayer, style: dict[str, Any],
          undated: str, citer: Citer) -> tuple[str, list[str]]:
    """The answer's text, one clause per fact (his parents in one; a clause said twice once, with
    both references), his name opening the first and a pronoun or his surname the others."""
    refs: dict[str, list[int]] = {}
    parents = [t for t in facts if t.relation in style["opening"]["parents"]]
    for told in one_telling(facts, style):
        t = told[0]
        if t in parents[1:]:
            continue
        if t in parents:
            names = parents_said(parents, sayer.plain)
            text = style["templates"]["parents"].format(child=sayer.plain.child, v=names)
            told = parents
        else:
            text = sayer.clause(t, told[1:]) + (undated if q.when and not sayer.plain.date(t) else "")
        cited = refs.setdefault(text, [])
        for ref in (citer.cite_in_sentence(p).ref for p in told):
            if ref not in cited:
                cited.append(ref)
    clauses = [f"{who.name if i == 0 else who.later} {text}" + "".join(f"[{r}]" for r in rs)
               for i, (text, rs) in enumerate(refs.items())]
    return "; ".join(clauses) + ".", clauses


def answer_by_rules(project: Project, question: str) -> EnglishAnswer:
    rules = questions_style(project)
    titles = english_rules(project).names.titles
    return _by_facts(project, question, rules, read_question(project.store, question, rules, titles))


@dataclass(frozen=True)
class _Asking:
    """What a question asks besides its person and relation, read once for every person it names."""

    asked: set[str]  # the stems of its words beyond its cue, its person and its question words
    besides: set[str]  # of those, the ones beyond the kind of thing it asks for
    anchor: list[str]  # the words of the event it places its fact after, before or during
    kind: str  # the kind of thing it asks for (a person, a number …), or ""
    noun: str  # the noun that says that kind after "what"/"which" (school), or ""
    named: str  # the cue, when it is the noun a "what" or "which" asks for
    narrowed: set[str]  # the common nouns narrowing the cue noun (a *law* school)
    cues: dict[str, list[str]]  # every cue, strong and weak, and the relations it may mean
    verbs: set[str]  # the stems of its cue words
    asked_verb: bool  # one of its cue words is its verb ("When did he *graduate*?")
    relations: str  # the relations asked, as a refusal names them: calling (father)
    offices: frozenset[str]  # the titles of an office it says besides (Of which college was he *president*?)
    nouns: set[str]  # the common nouns it asks with besides (appointed *postmaster*): an answer must say them
    family: dict[str, str]  # word families: speech and address meet speak

    @classmethod
    def read(cls, question: str, rules: dict[str, Any], q: EnglishQuestion, titles: dict[str, str]) -> _Asking:
        asked = _asked(question, rules, q)
        besides = _besides(asked, q)
        sought = asks_for(question, rules)
        cues = {**rules["weak_cues"], **rules["cues"]}
        verbs, asked_verb = _cue_verbs(question, q, rules, cues)
        return cls(asked, besides, _anchor(question, rules, q), sought.kind if sought is not None else "",
                   sought.noun if sought is not None else "",
                   _cue_named(question, q, rules), _cue_narrowed(question, q), cues, verbs, asked_verb,
                   " or ".join(dict.fromkeys(_KEYED.sub(r"\1 (\2)", r) for r in q.relations)),
                   besides & _office_stems(titles), meeting.asked_nouns(question, besides, rules),
                   meeting.families(rules))


def _by_facts(project: Project, question: str, rules: dict[str, Any], q: EnglishQuestion) -> EnglishAnswer:
    """His decided facts that answer the question, each said as the biography says it and cited;
    else a refusal that says what was wanting."""
    store = project.store
    if not q.named:
        return refuse(question, "rules", q.named, "the question names no person of the English sources")
    style = english_style(project)
    citer = Citer(project)
    values = Realiser(style, citer)
    if all(n.entity_id in q.possessors for n in q.named):  # his father's deeds, his dog's death: not his facts
        owner = q.named[-1].name
        return refuse(question, "rules", q.named, f"the question asks of what is {owner}'s, not of {owner}")
    a = _Asking.read(question, rules, q, english_rules(project).names.titles)
    if q.kind:  # "Of which regiment was he appointed colonel?": "the regiment of which I became colonel"
        a = replace(a, verbs=a.verbs | {meeting.verb_stem(w, rules) for w in rules["becoming"]})
    unsaid: list[str] = []
    wanting = ""  # why the facts of the relation asked were not enough, for the refusal
    for person in q.named:
        if person.entity_id in q.possessors:
            continue
        mine = [t for t in store.triples_of(person.entity_id) if t.decided]
        others = [f for n in q.named if n.entity_id != person.entity_id
                  for f in (n.form, n.name, *(a.form for a in store.aliases_of(n.entity_id)))]
        held = [t for t in mine if ((style_key(t, q.relations) in q.relations if q.relations
                                     else _told_in(t, a.asked, citer, rules)
                                     or meeting.done_that_year(t, question, q.year, a.asked))
                                    or a.asked_verb and _deed_of(t, a.verbs, q, rules))
                and _holds(t, q, others, values, rules) and not values.first_person(t)]
        born = min((t.year for t in mine if t.relation == "birth" and t.year), default=None)
        held, why = _narrowed(held, person.name, question, q, a, rules, values, citer, born)
        if not held:
            wanting = why or wanting
            continue
        said = {t.id: meeting.said_by(meeting.told_stems(citer.source(t.document_id, t.start, t.end), rules),
                                      a.besides, a.family) for t in held}
        if a.nouns and not (held := [t for t in held if a.nouns <= said[t.id]]):
            unsaid = list(dict.fromkeys(w for w in WORDS.findall(question) if word_stem(w) in a.besides))
            continue  # "When was he appointed postmaster?": not his election as mayor
        says = {t.id: len(said[t.id]) for t in held}
        said_most = max(says.values(), default=0)
        # his job *in the mill*; professor *of agricultural chemistry*, not an assistant professor of chemistry;
        # of what a question says besides, at least half: "when he *left* Boston secretly at seventeen" is not
        # "It was *left* there … when he went to France"
        saying = [t for t in held if says[t.id] == said_most] if said_most >= max(1, (len(a.besides) + 1) // 2) else []
        if len(a.besides) >= ASKED_LEAST and not saying:
            # "What book did he … read over and over?": not the book he wrote
            unsaid = list(dict.fromkeys(w for w in WORDS.findall(question) if word_stem(w) in a.besides))
            continue
        held = saying or held
        who = referent(person.name, store.aliases_of(person.entity_id), mine, citer, style,
                       english_rules(project).names.given)
        sayer = _Sayer(Realiser(style, citer, who), Realiser(style, citer, who, clauses=True), a.asked, q.where)
        if q.kind:  # "Of which regiment was he appointed colonel?": "appointed colonel" says none
            kinded, held = held, [t for t in held if word_stem(q.kind) in word_stems(sayer.clause(t, []))
                    or word_stem(t.detail) == word_stem(q.kind) or meeting.of_kind(t, q.kind, rules)]
            if not held:
                named = kind_named(question, q, kinded, citer)
                if named is not None:
                    return named
                wanting = f"no {a.relations} of {person.name}'s, as the sources say it, says which {q.kind}"
                continue
        text, clauses = _said(held, who, q, sayer, style, rules["undated"], citer)
        return EnglishAnswer(question, True, text, "rules", [n.name for n in q.named], clauses, citer.references())
    return _unanswered(question, q, a.relations, wanting, unsaid)


def _narrowed(held: list[TripleRow], name: str, question: str, q: EnglishQuestion, a: _Asking,
              rules: dict[str, Any], values: Realiser, citer: Citer, born: int | None
              ) -> tuple[list[TripleRow], str]:
    """His facts of the relation asked, narrowed to those that hold what else the question asks
    (an event, a person, a named body, his youth, a kinsman, a number, its verb, now, a kind of
    school, an office, a date, a place, an ordinal), in order of answering; with none left, why
    (or ""). `born`: the year of his birth, if the sources give one."""
    held = [t for t in held if not meeting.own_death(t, citer, rules)  # "I died a thousand deaths": a figure
            and not meeting.no_calling(t, question, rules)]  # "learned to use the axe" is no trade
    if not held:
        return [], ""
    held, why = _of_what_asked(held, name, question, q, a, rules, values, citer, born)
    if not held:
        return [], why
    if q.cue in rules["kin_nouns"]:  # his daughter: not his son, though both are children
        noun = word_stem(q.cue)
        held = [t for t in held if noun == word_stem(t.detail) or noun in word_stems(values.value(t))]
        if not held:
            return [], f"the sources name no {q.cue} of {name}'s"
    if a.kind == "number":  # how many sisters: "two sisters", not "a sister, Eliza", nor "my second son"
        held = [t for t in held if any(count_value(w) for w in values.value(t).split())]
        if not held:
            return [], f"no {a.relations} of {name}'s says how many"
    if q.cue not in rules["weak_cues"]:  # where he lived or studied: not a visit, nor a going to see his cousin
        held = [t for t in held if meeting.a_stay(t, citer, rules)]
    of_verb = [t for t in held if meeting.verb_stem(t.detail, rules) in a.verbs]  # "elected", "escaped"
    if q.when and a.asked_verb and not of_verb:  # graduate: the year he entered is no answer; moved: removed
        of_verb = [t for t in held if set(a.cues.get(t.detail.lower(), ())) & set(q.relations)]
        if not of_verb:
            return [], f"no fact of {name}'s tells when he did what the question's verb says"
    held = of_verb or held
    if q.where and _NOW.search(question) and all(t.relation == "residence" for t in held):
        held = [max(held, key=lambda t: (t.document_id, t.value_start))]  # the last told: where he is now
    if a.named:  # "what honorary degree": the facts whose sentence says degree, if any
        held = [t for t in held if word_stem(a.named) in sentence_stems(citer, t)] or held
    # "Where did he go to college?": Bowdoin College first, then the seminary told beside it
    held = sorted(held, key=lambda t: word_stem(q.cue) not in word_stems(values.value(t)))
    if q.cue in rules["higher_schools"]:  # a college asked: not the grammar school of Hexham
        higher = {word_stem(w) for w in rules["higher_schools"]}
        held = [t for t in held if higher & word_stems(values.value(t))]
        if not held:
            return [], f"no school of {name}'s is named a college or a university"
    if offices := a.offices:  # "Of which college was he president?": not where he graduated
        held = [t for t in held if all(any(w.startswith(o) for w in sentence_stems(citer, t)) for o in offices)]
        if not held:
            return [], f"no {a.relations} of {name}'s is told with «{', '.join(sorted(offices))}»"
    if a.narrowed:  # "law school": a school whose sentence says law, not any school
        held = [t for t in held if a.narrowed <= sentence_stems(citer, t)]
        if not held:
            return [], f"no {a.relations} of {name}'s is told with «{' '.join(sorted(a.narrowed))}»"
    if q.when:  # a time asked: the dated facts
        held = [t for t in held if t.year is not None or t.when_text]
        if not held:
            return [], f"the sources give no date for {name}'s {a.relations}"
    if q.where:  # a place asked: only facts whose value is one (not a date, nor his teacher), or names where it was
        held = [t for t in held if (style_key(t, rules["places"]) in rules["places"] and not dated_only(t)
                                    or held_where(values.value(t), t, citer))
                and meeting.a_school_at(t, values.value(t), rules)
                and style_key(t, rules["persons"]) not in rules["persons"]]
        if not held:
            return [], ""
    ordinal = a.besides & word_stems(" ".join(rules["ordinals"]))
    if ordinal:  # his second wife: a fact whose sentence says "second"; the one wife named is not she
        held = [t for t in held if ordinal <= sentence_stems(citer, t)] or _nth_by_year(held, ordinal, rules)
        if not held:
            said = [w for w in WORDS.findall(question) if word_stem(w.lower()) in ordinal]
            return [], f"no sentence of his facts of that kind says «{' '.join(said)}»"
    return held, ""


def _of_what_asked(held: list[TripleRow], name: str, question: str, q: EnglishQuestion, a: _Asking,
                   rules: dict[str, Any], values: Realiser, citer: Citer, born: int | None
                   ) -> tuple[list[TripleRow], str]:
    """The first narrowing of _narrowed: a named body, his youth, a place within the one the
    question names, an event, a person."""
    if a.kind in rules["named_kinds"] and a.noun:  # "What school did he attend?": "the school" names none
        held = [t for t in held if says_which(values.value(t), after_value(t, citer), a.noun)]
        if not held:
            return [], f"no {a.relations} of {name}'s names the {a.kind} asked"
    if any(p in question.lower() for p in rules["youth"]):  # "as a boy": by its sentence, or its year
        young = word_stems(" ".join(rules["youth_words"]))
        held = [t for t in held if (t.year - born <= rules["youth_years"] if t.year is not None and born is not None
                                    else bool(young & sentence_stems(citer, t)))]
        if not held:
            return [], f"no {a.relations} of {name}'s is told of his youth"
    if q.where and q.values:  # "In which town of West Virginia": not West Virginia itself
        held = [t for t in held if values.value(t).casefold() not in {v.casefold() for v in q.values}]
        if not held:
            return [], f"no {a.relations} of {name}'s names a place within {', '.join(q.values)}"
    if a.anchor:  # after his escape: a fact the sources tie to the escape, not the escape itself
        event = word_stems(" ".join(a.anchor))
        held = [t for t in held if event & sentence_stems(citer, t) and not event & word_stems(values.value(t))]
        if not held:
            return [], f"no such fact of {name}'s that the sources tell with «{' '.join(a.anchor)}»"
    if a.kind == "person":  # a person asked: his schools are no teacher; a kinsman described is not named
        held = [t for t in held if style_key(t, rules["persons"]) in rules["persons"]
                and meeting.names_someone(values.value(t))
                or a_person(t, citer)]
        if not held:
            return [], f"no {a.relations} of {name}'s names a person"
    return _one_parent(held, rules, values), ""


def _one_parent(held: list[TripleRow], rules: dict[str, Any], values: Realiser) -> list[TripleRow]:
    """His father (or mother) asked: one, by name where one names him, the first told (the
    opening's "eldest son of James Mill" before a later "son of the earliest Englishman …")."""
    single = set(rules["one_parent"])
    parents = [t for t in held if t.relation in single]
    named = [t for t in parents if values.value(t)[:1].isupper()] or parents
    first = {t.relation: t for t in sorted(named, key=lambda t: (t.document_id, t.start), reverse=True)}
    return [t for t in held if t.relation not in single or first.get(t.relation) is t]


def _unanswered(question: str, q: EnglishQuestion, relations: str, wanting: str, unsaid: list[str]) -> EnglishAnswer:
    """The refusal when none of his facts answers: what was wanting, else what the graph lacks."""
    if not q.relations:
        return refuse(question, "rules", q.named, "without a model only questions about a relation the graph holds "
                                                  "(born, father, married, school, position, wrote, founded, "
                                                  "joined, lived, died …), or about a deed of his in the words "
                                                  "of its fact, can be answered")
    if wanting:
        return refuse(question, "rules", q.named, wanting)
    if unsaid:
        return refuse(question, "rules", q.named, f"no sentence of his facts of that kind says what the question "
                                                  f"does besides ({', '.join(unsaid)})")
    naming = f" holding {', '.join(q.values)}" if q.values else ""
    year = f" in {q.year}" if q.year is not None else ""
    return refuse(question, "rules", q.named, f"the sources give no {relations}{naming}{year} for "
                                              f"{' or '.join(n.name for n in q.named)}")


def answer(project: Project, question: str, llm: LLM | None) -> EnglishAnswer:
    """His decided facts first, the model (if any) only for what they do not answer: a fact read by
    rules is said exactly and cited; the model is asked, at its cost, what the rules cannot read."""
    rules = questions_style(project)
    q = read_question(project.store, question, rules, english_rules(project).names.titles)
    by_rules = _by_facts(project, question, rules, q)
    if by_rules.answered and len(_besides(_asked(question, rules, q), q)) < ASKED_LEAST:
        return by_rules
    by_sentence = _by_sentence(project, question, rules, q)
    if by_sentence is not None:
        return by_sentence
    return by_rules if by_rules.answered or llm is None else answer_by_model(project, llm, question)


def _by_sentence(project: Project, question: str, rules: dict[str, Any], q: EnglishQuestion) -> EnglishAnswer | None:
    """The one thing of the kind asked that the sentence of his holding the question's words names
    (sentence_answer.py), cited by that sentence; None when no sentence answers so."""
    read = answer_from_sentence(project, question, q, rules)
    if read is None:
        return None
    thing, found, why = read
    citer = Citer(project)
    ref = cite(citer, found)
    return EnglishAnswer(question, True, f"{thing}[{ref}].", "rules", [n.name for n in q.named], [found.text],
                         citer.references(), why=why)


