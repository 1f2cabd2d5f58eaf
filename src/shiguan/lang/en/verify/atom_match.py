"""Where an atomic fact of an English claim stands in an evidence sentence, by rules.

An atom stands in a sentence when its value does (a name word for word, "Mr. Covey" as "Covey"; a date at least as
precise; a number of equal value) within a few words of a word stating its predicate (data/en_verify.toml), with no
negation between them that the claim lacks, not in a clause a condition opens (if, unless …), and no other person as the
sentence's subject there ("my mother was born in …" is not about him). A sentence contradicts it when it states the same
predicate of the same subject with another value of the same kind: another date for the same event, or another place or
name for a predicate with one true value (birth, death, father …), or the same value with the sense the claim denies."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING

from ....verify.words import content_words
from ..dates import number_value
from ..facts import FactRules, said_so
from .atoms import DATE, NAME, NUMBER, Atom, ClaimReading
from .count_owner import counted_as_claimed, his_count
from .date_compare import date_differs, date_holds
from .date_verbs import another_verb_between, covering, dated_otherwise, value_verb
from .deed_mood import less_done, plainly_denied
from .doer import Doers
from .doubt import asserts
from .gapped_doer import gapped_doer
from .idioms import idiom_words
from .name_bounds import (
    inside_longer_name,
    marked_off,
    name_words,
    preposition_before,
    same_preposition,
    told_after,
    written_short,
)
from .name_sides import swapped
from .office_bounds import RANKS, another_mans_title
from .parent_word import no_one_parent
from .parsed import parse as _parse
from .parsed import token_at as _token_at
from .roles import denied_noun, derivations, his_noun, parsed_subjects, received_by_him, voice_flipped
from .sentences import Sentence, Word, fold, words
from .teaching import claim_word
from .untold import narrator_dies, sought
from .value_mood import claim_token, clause_verb, told_at, undone
from .vocabulary import Vocabulary, counts

if TYPE_CHECKING:
    from spacy.tokens import Token

WINDOW = 15  # words between an atom and its predicate in one sentence
VALUE_WINDOW = 6  # words after a predicate in which its value stands ("born in Tuckahoe")
SUBJECT_WINDOW = 8  # words before a predicate in which its subject stands
NEGATION_REACH = 8  # words before a span in which a negation of its verb may stand across a comma
_CLAUSE_MARKS = (";", ":")
_NO_NAME_TAGS = frozenset({"VERB", "AUX", "ADV", "ADP", "SCONJ", "CCONJ", "DET", "PRON", "PART", "INTJ"})
# Where a predicate with one true value has it: born in X or at X; "near X" or "from X" says where
# X lies, and another X near is no contradiction.
_VALUE_PREPOSITIONS = {"", "in", "at"}
# A father's or mother's name stands next to the word (my father, James; my mother was Agnes), not
# words after it ("my mother died at Perth" names no mother).
_WITHIN = frozenset({"of", "in", "at"})  # the county of Fife: a place the value lies in
_KIN_GROUPS = frozenset({"father", "mother"})
_KIN_REACH = 2
# The narrator's own subject right before the predicate verb, past its auxiliaries and adverbs.
_OWN_SUBJECTS = frozenset({"i", "we"})
_RECEIVING = frozenset({"to", "by", "with", "on", "upon", "at", "toward", "towards", "into"})  # to me, with me
_HIM = _OWN_SUBJECTS | {"me", "us", "myself"}  # him as any part of the verb
_BETWEEN = frozenset({"was", "were", "had", "have", "has", "been", "then", "also", "first", "afterwards",
                      "afterward", "soon", "finally", "both", "all", "once", "again", "now", "subsequently"})


@dataclass(frozen=True)
class Match:
    first: int  # word indices in the sentence, inclusive
    last: int


@dataclass(frozen=True)
class Contradiction:
    match: Match  # the predicate and the other value
    value: str  # the other value as the sentence writes it


class AtomMatcher:
    def __init__(self, vocabulary: Vocabulary, reading: ClaimReading, rules: FactRules):
        self.vocabulary = vocabulary
        self.reading = reading
        self.rules = rules  # the reader's, with the project's own not_done and hearsay words

    def positions(self, atom: Atom, sentence: Sentence) -> list[Match]:
        """Where the atom's value stands in the sentence."""
        ws = sentence.words
        if atom.kind == DATE:
            assert atom.date is not None
            return [_covering(ws, d.start, d.end) for d in sentence.dates if date_holds(d, atom.date)]
        if atom.kind == NUMBER:  # with the word it counts, if the claim has one ("two sons", not "two daughters")
            return [Match(i, j + bool(atom.unit)) for i in range(len(ws)) for j in range(i, min(i + 4, len(ws)))
                    if number_value(sentence.quote(i, j)) == atom.value and (j == i or ws[j].norm != "and")
                    and counted_as_claimed(atom.unit, sentence, i, j)]
        return [m for m in self._named(atom, sentence) if same_preposition(
            atom.preposition, preposition_before(ws, m.first)) or told_after(ws, m.last, self._forms(atom))]

    def _named(self, atom: Atom, sentence: Sentence) -> list[Match]:
        """Where the atom's name stands in the sentence as a name of its own: not inside a longer
        one, nor another man's title; whatever the preposition before it."""
        found, before = self._name_positions(atom, sentence.words), self._word_before(atom)
        return [m for m in found if atom.label == "PERSON" or not inside_longer_name(
            sentence, m.first, partial(self._is_name, sentence), before, _token_at(sentence, m.first))
            and not another_mans_title(sentence, m.last, self.reading, set(atom.norms), self.rules.titles)]

    def _forms(self, atom: Atom) -> frozenset[str]:
        """The words that state the atom's predicate, in any inflection or a synonym."""
        return self.vocabulary.predicate_forms(atom.lemma, _written(atom))[0] if atom.lemma else frozenset()

    def _word_before(self, atom: Atom) -> str:
        return next((w.norm for w in reversed(words(self.reading.text[:atom.start]))), "")

    def predicate(self, atom: Atom, sentence: Sentence) -> list[int]:
        """Indices of the words that state the atom's predicate ([] when it has none), on its side of schooling."""
        return self.sided(atom.lemma, atom.start, self._forms(atom), sentence) if atom.lemma else []

    def sided(self, lemma: str, start: int, forms: frozenset[str], sentence: Sentence) -> list[int]:
        """Indices of the words of `forms` on the schooling side of the claim's `lemma` (its word nearest `start`)."""
        agree = self.vocabulary.teaching.agreement(claim_word(_parse(self.reading.text), lemma, start), self.his)
        return [i for i, w in enumerate(sentence.words) if w.norm in forms and agree(_token_at(sentence, i))
                and self.vocabulary.states(sentence.words, i)]

    def derived(self, lemma: str, forms: frozenset[str], sentence: Sentence) -> list[int]:
        """Nouns from the verb `lemma` (not in `forms`) his, undenied ("my promotion"); school entries; idioms."""
        return [i for i, w in enumerate(sentence.words) if w.norm in derivations(lemma) - forms and his_noun(
            token := _token_at(sentence, i), self.his) and not denied_noun(token, self.vocabulary.negation)
            and self.vocabulary.teaching.derived(lemma, token, self.his)] + \
            self.vocabulary.schooling.entries(lemma, sentence, partial(_token_at, sentence), lambda: [m for a in (
                self.reading.atoms) if a.kind == NAME for m in self.positions(a, sentence)], self.rules) + \
            idiom_words(forms, sentence, partial(_token_at, sentence))

    def support(self, atom: Atom, sentence: Sentence) -> tuple[Match | None, str]:
        """The closest place the sentence states the atom with its predicate, or why not ("" when not there at all)."""
        found = self.positions(atom, sentence)
        if not found:  # "reporter for the News Association" where the source has "in" it: say so
            named = atom.kind not in (DATE, NUMBER) and atom.preposition and self._named(atom, sentence)
            return None, "preposition" if named else ""
        if not atom.lemma:
            return told_at(self, sentence, found, atom)
        why = "predicate"
        parent = self.vocabulary.predicate_forms(atom.lemma, _written(atom))[1] in _KIN_GROUPS
        for m, p, span in self._stated(atom, sentence, found):
            if parent and no_one_parent(_token_at(sentence, p)):
                why = "subject"  # "Their father, John Hale, …" is not his
            elif self.negated(sentence, span) != atom.negated:
                why = "negation"
            elif self.supposed(sentence, span):
                why = "supposition"
            elif (self.unasserted(sentence, p) if atom.by_verb else self.undone(sentence, m.first, atom.start)) \
                    or self.untold(sentence, p):
                why = "mood"
            elif p < m.first and gapped_doer(sentence, p, m.last) is False:
                why = "subject"  # "I stayed at Hull, and my brother at Marton": Marton is the brother's
            elif atom.by_verb and (self.someone_else(sentence, p, m) or swapped(self.reading, atom, sentence, (
                    m.last, p))) or atom.kind == NUMBER and not self.counted_his(sentence, m.first, atom.start):
                why = "subject"  # "Hale appointed me" (name_sides); "I lodged with the mother of five children"
            elif atom.kind == DATE and (p < m.first and another_verb_between(sentence, p, m.first, m.last)
                                        or dated_otherwise(sentence, p, m.first, m.last)):
                why = "predicate"
            else:
                return span, ""
        return None, why

    def _stated(self, atom: Atom, sentence: Sentence, found: list[Match],
                nouns: bool = True) -> Iterator[tuple[int, Match, Match]]:
        """(value, predicate word, the span of both) where the sentence may state the atom, closest
        first; with the nouns derived from its verb that are his (`nouns`: for support, not for an
        opposite, since a noun's clause may deny something else: "my promotion was no surprise")."""
        nouns = self.derived(atom.lemma, self._forms(atom), sentence) if atom.lemma and nouns else []
        pairs = sorted(((_distance(m, p), m, p) for m in found for p in self.predicate(atom, sentence) + nouns),
                       key=lambda x: x[0])
        for distance, m, p in pairs:
            if distance <= WINDOW or value_verb(sentence, m.last) == p:  # far apart, unless the parse hangs
                yield m, p, Match(min(m.first, p), max(m.last, p))  # it there ("In 1885, …, and I were married")

    def opposed(self, atom: Atom, sentence: Sentence) -> Match | None:
        """Where the sentence states the atom of him with the sense the claim denies: "I was elected
        to Congress" against "he was not elected to Congress", or "I was never a member of the
        Society" against "he was a member". The word window's negation must be the parse's too (a `neg`
        on the predicate's clause, or none there, asserted), so that only a plain opposite contradicts."""
        if not atom.lemma:
            return None
        for m, p, span in self._stated(atom, sentence, self.positions(atom, sentence), nouns=False):
            if self.negated(sentence, span) == atom.negated or self.supposed(sentence, span) or (
                    atom.by_verb and self.someone_else(sentence, p, m)):
                continue
            verb = clause_verb(_token_at(sentence, p))
            if verb is not None and (said_so(verb, self.rules) if atom.negated else plainly_denied(
                    verb, self.rules)):
                return span
        return None

    def contradiction(self, atom: Atom, sentence: Sentence) -> Contradiction | None:
        """Another value of the atom's kind with its predicate, for the same subject."""
        if not atom.lemma or self.positions(atom, sentence) or atom.kind == NAME and any(
                preposition_before(sentence.words, m.first) in _WITHIN for m in self._name_positions(
                    atom, sentence.words)):
            return None  # born in Fife: "born in Dunmore, in the county of Fife" (not "near Fife")
        _, group = self.vocabulary.predicate_forms(atom.lemma, _written(atom))
        reach = _KIN_REACH if group in _KIN_GROUPS else VALUE_WINDOW
        for p in self.predicate(atom, sentence):
            context = Match(max(0, p - 3), min(len(sentence.words) - 1, p + VALUE_WINDOW))
            if self.negated(sentence, context) != atom.negated or self.untold(sentence, p) or \
                    atom.by_verb and self.someone_else(sentence, p, None) or \
                    group in _KIN_GROUPS and no_one_parent(_token_at(sentence, p)):
                continue
            found = self._other_value(atom, sentence, p, group in self.vocabulary.single, reach)
            if found is not None:
                return found
        return None

    def someone_else(self, sentence: Sentence, p: int, atom: Match | None) -> bool:
        """Whether the words before the predicate verb name another subject: a kin word ("my
        mother"), or a name that is neither the claim's subject, nor one of the claim's own names
        ("Miss Olivia Davidson, a teacher, and I were married"), nor the one the text is about;
        not when the verb's own subject is his "I" or "we" ("Minerva, Essex county, where I was
        born"; by the parse, "I withdrew from the partnership with Boggs, and … removed to Galena"),
        for a claim about him rather than a kinsman, nor when the verb acts on him where the claim
        has him receive it ("Colonel Bliss's death promoted me": roles.py); but always when the source
        has it done to him where the claim has him do it ("I was hired by Hale": roles.voice_flipped)."""
        verb, claim = _token_at(sentence, p), _parse(self.reading.text)
        if voice_flipped(claim, verb, self.his):
            return True
        if received_by_him(claim, verb, {w.norm for w in sentence.words}, self.vocabulary.titles, _HIM):
            return False
        ws = sentence.words
        k = p - 1
        while k >= 0 and ws[k].norm in _BETWEEN:
            k -= 1
        kin = self.reading.subject_words & self.vocabulary.kin
        if not kin and k >= 0 and ws[k].norm in _OWN_SUBJECTS:
            return False
        subjects = parsed_subjects(claim, verb)
        if not kin and subjects and all(t.lower_ in _OWN_SUBJECTS for t in subjects):
            return False
        named = self.reading.subject_words | {n for a in self.reading.atoms if a.kind == NAME for n in a.norms}
        if any(t.pos_ == "PROPN" and fold(t.text) not in named for t in subjects):
            return True  # "Tom Hale withdrew from the partnership with me, and … removed to Galena"
        claimed = {i for a in self.reading.atoms if a.kind == NAME for m in self._name_positions(a, ws)
                   for i in range(m.first, m.last + 1)}
        first = max(0, p - SUBJECT_WINDOW)
        for k in range(p - 1, first - 1, -1):
            if any(mark in sentence.text[ws[k].end - sentence.start:ws[k + 1].start - sentence.start]
                   for mark in _CLAUSE_MARKS):
                first = k + 1
                break
        for k in range(first, p):
            w = ws[k]
            if atom is not None and atom.first <= k <= atom.last or k in claimed or \
                    w.norm in self.reading.subject_words:
                continue
            if w.norm in self.vocabulary.kin:
                return True
            if self._is_name(sentence, k):
                return True
        return self._common_doer(sentence, p)

    def _common_doer(self, sentence: Sentence, p: int) -> bool:
        """Whether the predicate's subject, by the parse, is a common noun that is not he ("the governor
        gave it to Captain Hale"): someone, not him. Not when he is its agent ("was sold by me"), or what it
        acts on or gives to against a claim that does not make him its doer ("appointed me colonel"; "arrested
        me" is no "he arrested"), when its phrase names him ("the general, Ben Weller,"), or the claim's too."""
        verb = _token_at(sentence, p)
        if verb is None or verb.pos_ not in ("VERB", "AUX"):
            return False
        doers = Doers(self.his, lambda t: fold(t.text) in self.vocabulary.titles | self.vocabulary.kin,
                      _parse(self.reading.text))
        if doers.by_him(verb) or self._done_to_him(verb) and not doers.tells_him_doing(verb.lemma_):
            return False
        claimed = doers.claimed()  # the claim tells that noun's own clause ("the term the company was to continue")
        return any(fold(d.text) not in claimed for d in doers.others(verb))

    def unasserted(self, sentence: Sentence, p: int) -> bool:
        """Whether the source tells the predicate's verb in a mood the claim's lacks (mood.py): "the governor
        asked me to give it" says he was asked, not that he gave it, nor does "ordered me to give it"; "I
        would often go" is his custom, told as done (deed_mood.done_so)."""
        verb = _token_at(sentence, p)
        own = [] if verb is None or verb.pos_ != "VERB" else [
            t for t in _parse(self.reading.text) if t.lemma_ == verb.lemma_ and t.pos_ == "VERB"]
        return less_done(verb, own, self.rules)  # none of his own: nothing to compare

    def undone(self, sentence: Sentence, k: int, start: int) -> bool:
        """Whether word `k`'s clause is told as not done where the claim's word at `start` is told done (value_mood);
        not at a named kinsman's own name (kin_word), whom a wished deed still names ("I hoped to see my brother
        James"); "I hoped my son James would be a judge" (or "Judge of the Probate Court") is no judge, "I hoped
        to marry Jane Hale" no wife."""
        return not (self.kin_word(sentence, k) and any(
            a.kind == NAME and a.lemma in self.vocabulary.kin for a in self.reading.atoms)) and undone(
            word := _token_at(sentence, k), claim_token(_parse(self.reading.text), start, word), self.rules)

    def untold(self, sentence: Sentence, k: int) -> bool:
        """Whether word `k` tells no such fact of him (untold.py): his own death, a relation sought."""
        token = _token_at(sentence, k)
        return sought(token, self.rules, self.vocabulary.kin, self.reading.text) or not self.reading.subject_words & \
            self.vocabulary.kin and narrator_dies(token, self.vocabulary.predicate_forms("die")[0])

    def kin_word(self, sentence: Sentence, k: int) -> bool:
        """Whether word `k` is a kin noun or a kinsman's name after it (my son James, my brother James Hale); not
        a capitalised office the kinsman is said to hold (Judge of the Probate Court)."""
        words = sentence.words
        while k > 0 and words[k].capital and words[k].norm not in self.vocabulary.kin:
            k -= 1
        return words[k].norm in self.vocabulary.kin

    def counted_his(self, sentence: Sentence, k: int, start: int) -> bool:
        """Whether the count at word `k` is his as the claim's count at `start` is (count_owner)."""
        return his_count(_token_at(sentence, k), claim_token(_parse(self.reading.text), start, None), self.his)

    def his(self, token: Token) -> bool:
        return token.lower_ in _HIM or fold(token.text) in self.reading.subject_words

    def _done_to_him(self, verb: Token) -> bool:
        """Whether he is the verb's object, receiver or agent (me, to me, by me, his name; by my brother and
        me: only an agent's); not "for me", "instead of me", "against me": another's deed on his behalf."""
        return any(c.dep_ in ("dobj", "dative") and self.his(c) or c.lower_ in _RECEIVING and any(
            g.dep_ == "pobj" and any(map(self.his, (g, *(g.conjuncts if c.dep_ == "agent" else ()))))
            for g in c.children) for c in verb.children)

    def participle_of_another(self, sentence: Sentence, k: int) -> bool:
        """Whether word `k` heads a clause without a subject of its own set before the main clause
        ("Though born a slave, …, my father was a man respected …"), whose subject, a kinsman or
        another name, is then its subject too."""
        token = _token_at(sentence, k)
        if token is None or token.dep_ != "advcl" or token.i > token.head.i or any(
                c.dep_ in ("nsubj", "nsubjpass") for c in token.children):
            return False
        subject = next((c for c in token.head.children if c.dep_ in ("nsubj", "nsubjpass")), None)
        if subject is None or subject.lower_ in _OWN_SUBJECTS:
            return False
        word = fold(subject.text)
        return word in self.vocabulary.kin or subject.pos_ == "PROPN" and word not in self.reading.subject_words

    def _is_name(self, sentence: Sentence, k: int) -> bool:
        """A capitalised word, not a title or a date's; the first word of a sentence only where the
        parse does not take it for a verb, adverb or another word no name is ("Having", "Later" are
        capitalised by their place; a name there is often parsed as a common noun)."""
        w = sentence.words[k]
        return w.capital and w.norm != "i" and w.norm not in self.vocabulary.titles and \
            bool(k or content_words(w.text) and not _function_word(sentence, k)) and \
            not any(d.start <= w.start < d.end for d in sentence.dates)

    def negated(self, sentence: Sentence, span: Match) -> bool:
        """A negation among the words of `span` or the three before it ("never reached", "did not
        go"), or up to eight before it across a comma ("I never, in all my life, removed …"), unless another
        clause's subject stands between ("Having no money, I removed …"); not one that asserts (doubt.py)."""
        ws = sentence.words
        for k in range(max(0, span.first - NEGATION_REACH), span.last + 1):
            if not self.vocabulary.negation(ws[k].norm) or asserts(ws, k):
                continue
            gap = sentence.text[ws[k].end - sentence.start:ws[span.last].start - sentence.start]
            if k >= span.first - 3 and "," not in gap or not _subject_between(sentence, k, span) \
                    or _denies_within(sentence, k, span):
                return True
        return False

    def supposed(self, sentence: Sentence, span: Match) -> bool:
        """Whether the words of `span` are supposed, not said: a condition opens the sentence ("If
        Miss Sullivan wrote fine English, the beauty of her style would be explicable") or stands
        before them in their clause, back to a comma, semicolon or colon ("he asked me if I had
        been born in Boston")."""
        ws = sentence.words
        if ws and ws[0].norm in self.vocabulary.conditions:
            return True
        text, offset = sentence.evidence.text, sentence.evidence.start
        for k in range(span.first - 1, -1, -1):
            if any(c in text[ws[k].end - offset:ws[k + 1].start - offset] for c in ",;:"):
                return False
            if ws[k].norm in self.vocabulary.conditions:
                return True
        return False

    def _name_positions(self, atom: Atom, ws: tuple[Word, ...]) -> list[Match]:
        """The name word for word (titles and an article aside); for a person's name of two or
        more words, its last word (Covey for Edward Covey) or first (Josiah) alone, when no other
        name stands next to it (Hugh Auld is not Thomas Auld)."""
        want = name_words(atom.norms, atom.label == "PERSON", self.vocabulary.titles)
        if not want:
            return []
        norms = [w.norm for w in ws]
        n = len(want)
        found = [Match(i, i + n - 1) for i in range(len(ws) - n + 1) if norms[i:i + n] == want]
        found += [Match(i, j) for i, j in written_short(ws, self.vocabulary.short_places.get(tuple(want), ()))]
        if found or n < 2 or atom.label not in ("PERSON", "PROPN") or set(want[:-1]) & RANKS:
            return found  # "Assistant Secretary" is never "Secretary" alone
        last = [Match(i, i) for i, w in enumerate(norms) if w == want[-1]
                and not (i > 0 and ws[i - 1].capital and norms[i - 1] not in self.vocabulary.titles)]
        first = [Match(i, i) for i, w in enumerate(norms) if w == want[0]
                 and not (i + 1 < len(ws) and ws[i + 1].capital)]
        return last + first

    def _other_value(self, atom: Atom, sentence: Sentence, p: int, single: bool,
                     reach: int = VALUE_WINDOW) -> Contradiction | None:
        ws = sentence.words
        if atom.kind == DATE:
            assert atom.date is not None
            others = [self.positions(a, sentence) for a in self.reading.atoms if a.kind == NAME]
            near = [d for d in sentence.dates if d.year is not None
                    and _distance(_covering(ws, d.start, d.end), p) <= WINDOW
                    and not dated_otherwise(sentence, p, *covering(ws, d.start, d.end))]
            if not all(others) or not near or any(date_holds(d, atom.date) for d in near):
                return None
            wrong = next((d for d in near if date_differs(d, atom.date)), None)
            return None if wrong is None else \
                Contradiction(_join(_covering(ws, wrong.start, wrong.end), p), wrong.text)
        if atom.kind == NUMBER:
            for i in range(p - VALUE_WINDOW, p + VALUE_WINDOW):
                if 0 <= i < len(ws) - 1 and atom.unit and number_value(ws[i].text) not in (None, atom.value) \
                        and counts(atom.unit, ws[i + 1].norm) and self.counted_his(sentence, i, atom.start) \
                        and not self.undone(sentence, i, atom.start):  # not another's, nor hoped for
                    return Contradiction(_join(Match(i, i + 1), p), sentence.quote(i, i + 1))
            return None
        if not single or atom.preposition not in _VALUE_PREPOSITIONS:
            return None
        after = range(p + 1, min(len(ws), p + 1 + reach))
        starts = [k + 1 for k in after if ws[k].norm == atom.preposition][:1] if atom.preposition else list(after)
        for first in starts:
            if first >= len(ws) or not self._is_name(sentence, first):
                continue
            last = first
            while last + 1 < len(ws) and self._is_name(sentence, last + 1):
                last += 1
            value = {w.norm for w in ws[first:last + 1]} - self.vocabulary.titles
            mine = set(atom.norms) - self.vocabulary.titles
            if value <= mine or mine <= value or marked_off(sentence, p, first, last):
                return None  # the same name; or no name at all ("my father said.--"_My boy!_"")
            return Contradiction(Match(p, last), sentence.quote(first, last))
        return None


def _written(atom: Atom) -> str:
    """The atom's governing word folded as the evidence's are ("publish'd"): an unlemmatised old spelling."""
    said = words(atom.predicate)
    return said[0].norm if said else ""


def _function_word(sentence: Sentence, k: int) -> bool:
    token = _token_at(sentence, k)
    return token is not None and token.pos_ in _NO_NAME_TAGS


def _denies_within(sentence: Sentence, k: int, span: Match) -> bool:
    """Whether negation word `k`, among the span's own words, denies one of them ("finding no direct
    means, I determined …": a claim that says the same says "no" too), whatever subject follows; not
    one that opens the span (a denial looked for before the matched words), nor one of a clause of
    another subject inside it."""
    if not span.first < k <= span.last:
        return False
    lo, hi = sentence.words[span.first].start - sentence.start, sentence.words[span.last].end - sentence.start
    token = _token_at(sentence, k)
    if token is None or token.dep_ not in ("det", "neg") or not lo <= token.head.idx < hi:
        return False
    verb = token.head if token.dep_ == "neg" else token.head.head
    # "where no one knew me": the denial of another's clause, not of what the claim's words say
    return token.head.dep_ not in ("nsubj", "nsubjpass") and verb.dep_ not in ("relcl", "acl")


def _subject_between(sentence: Sentence, k: int, span: Match) -> bool:
    """Whether the parse puts a clause's subject between word `k` and the words of `span`, unless
    its verb stands there too, before them: an aside that closes first ("was not, as the papers
    said, elected") leaves the negation its verb's; "Having no money, I removed" does not."""
    lo = sentence.words[k].end - sentence.start
    hi = sentence.words[span.last].start - sentence.start
    before = sentence.words[span.first].start - sentence.start
    return any(lo <= t.idx < hi and t.dep_ in ("nsubj", "nsubjpass", "expl") and not lo <= t.head.idx < before
               for t in _parse(sentence.text))


def _covering(ws: tuple[Word, ...], start: int, end: int) -> Match:
    return Match(*covering(ws, start, end))


def _distance(m: Match, p: int) -> int:
    return 0 if m.first <= p <= m.last else min(abs(m.first - p), abs(m.last - p))


def _join(m: Match, p: int) -> Match:
    return Match(min(m.first, p), max(m.last, p))
