"""A narrator's sentence told of him in the third person, his name where he first appears.

The narrative says "I"; an article speaks of him. Quoting "I was put to learn calking" under a
section of his article would make the article speak as him, so the rules' addition is the same
sentence with his first "I", "me" or "my" turned into his name (Douglass, Douglass's) and the
later ones into he, him, his (she, her for a woman), or his name again after the sentence has named
another of his sex by a title ("Mr. Freeland hired Douglass of Douglass's master"): nothing else
of the sentence changes (but for a time or a link that points back opening it, "At this time,", "But":
without_links_back),
so every fact it states is the narrator's own, at its own place in it.

The rewrite is refused, and says why, where the pronouns would no longer say who did what:
- a quotation inside it, in double marks or single ones (someone's words: their "I" is not his),
  but for a short one with no I, we, our or you in it: a name or a title ("known by the name of
  “Frederick Bailey.”");
- "we", "us" (he and others: whom, the sentence does not say in itself); an "our" where neither
  stands is "the" ("by our great scrivener, Brockden": the scrivener, named, is the same man);
- the reader addressed ("you may imagine"): the narrator talking, not telling;
- a he/him/his of the narrator's own sex: another man, who would read as him once his "I" is
  "he" ("Mr. Covey told me he would whip me"), unless every one stands before the narrator's
  first mention, after a man named by his title ("Colonel Spotswood … took from him the
  commission and offered it to me");
- his "I" before a verb in the present (I am, I have, I think, I remember) or a contraction (I'll,
  I've): the narrator at his desk, not the life;
- more than MAX_WORDS words: too long to add as one sentence of an article.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

from ..lang.en.parsed import single_quotations
from ..rules import load_rules
from .antecedent import actor_before, stands_in_sentence
from .deeds import told_in_the_past

MAX_WORDS = 60
QUOTED, PLURAL, READER, ANOTHER, PRESENT, TOO_LONG, NO_I = (
    "holds a quotation (someone's words: their I is not his)",
    "speaks as we (he and others the sentence does not name)",
    "addresses the reader",
    "holds another's {pronoun}, which would read as the narrator once his I is {pronoun}",
    "his I speaks in the present (the narrator at his desk, not his life)",
    f"too long to add as one sentence (over {MAX_WORDS} words)",
    "does not speak of the narrator (no I, me or my)")
LEANS = ("leans on the sentence before it (this, here, they, she, or a bare \"the house\" as its subject, "
         "with nothing in it to stand for)")
DEMONSTRATIVES = ("this", "that", "these", "those")
_QUOTE = re.compile(r"[“”\"]|(?<![A-Za-z])‘|’(?![A-Za-z])")
_QUOTED_SPAN = re.compile(r"“[^“”]*”|\"[^\"]*\"")
NAMED_WORDS = 6  # a quoted name or title has at most this many words ("the name of “Stanley.”")
_PLURAL = re.compile(r"\b(?:we|us|ours|ourselves)\b(?!['’])", re.I)  # not us'd (used)
# not "our own", nor a gerund's "our" (our marrying): who, "the" would not say
_OUR = re.compile(r"\b([Oo])ur\b(?!['’]|\s+own\b|\s+[a-z]+ing\b)")
_READER = re.compile(r"\b(?:you|your|yours|yourself|yourselves|thou|thee|thy|ye)\b", re.I)
_HIS = {False: re.compile(r"\b(?:he|him|his|himself)\b", re.I), True: re.compile(r"\b(?:she|her|hers|herself)\b", re.I)}
_FIRST = re.compile(r"\b(?:I(?:['’](?:m|ve|ll|d))?|[Mm]e|[Mm]y|[Mm]ine|[Mm]yself)\b")
_NUMERAL = re.compile(r"\b(?:Chapter|CHAPTER|Part|PART|Book|BOOK|Vol|No|Letter|LETTER)\.?\s+I\b|\bI\.\s*$")
# a sovereign's numeral (King Charles I, Pope Pius I): the "I" after a ruler's title and his name
_REGNAL = re.compile(r"\b(?:King|Queen|Emperor|Empress|Pope|Czar|Tsar|Kaiser|Sultan|Prince|Princess|Duke)"
                     r"\s+[A-Z][a-z]+\s+$")
_NOTE = re.compile(r"\s*\[\d+\]")
# words that may stand between "I" and its verb (I then went; I had often seen)
_BETWEEN = re.compile(r"\s+(?:(?:then|also|now|soon|afterwards|first|once|again|at\s+length|accordingly|"
                      r"immediately|presently|therefore|thereupon|[a-z]+ly|,)\s*)*")
# a sentence opening on what the one before said (This was my school; Here I found; It was there)
_LEANING = re.compile(r"\W*(?:(?:This|That|These|Those|Here|Such|It|He|She|They|Them|Thus|Hence)\b|"
                      r"There\b(?!\s+(?:was|were)\s+(?:a|an|no)\b))")  # There was a school: no leaning
# In accomplishing this, …; a journey this year: which?
_THIS = re.compile(r"\b(?:" + "|".join(DEMONSTRATIVES) + r")(?:\s*[,;:.)]|\s+(?:year|time|day|month|week|occasion|"
                   r"affair|business|thing|place|man|woman|manner|way)\b)", re.I)
# another of the narrator's sex named by his title: a later he or his could be his, so the name is said again
_TITLED = {False: re.compile(r"\b(?:Mr|Master|Captain|Capt|Colonel|Col|Dr|Rev|Sir|Lord|Governor|General|Judge|Uncle|"
                             r"Father|Brother)\b"),
           True: re.compile(r"\b(?:Mrs|Miss|Mistress|Madam|Lady|Aunt|Mother|Sister)\b")}
_OTHERS = {False: re.compile(r"\b(?:she|her|hers|herself|they|them|their|theirs)\b", re.I),
           True: re.compile(r"\b(?:he|him|his|himself|they|them|their|theirs)\b", re.I)}


# a time that points back, opening the sentence (At this time, About that period): its year is the
# narrative's where the sentence stands (quotations.told_years), which places it in its section
# Until, Till, Since and During bound the fact, and are kept; the time ends before the subject, at a
# comma or none ("At this time of the year", "At that time, had my master lived": no such time)
_TIME_BACK = re.compile(r"[^\w“‘\"']*(?:At|About|Soon\s+after|After|From|By)\s+(?:this|that)\s+"
                        r"(?:time|period|juncture|season)(?:\s*,\s*|\s+)"
                        r"(?!(?:of|and|or|but|nor|not|had|were|was|should|would|could|did)\b)(?=\w)")


def without_time_back(sentence: str) -> str:
    """The sentence without a time that points back opening it ("At this time, Anna came on"): the
    rest stands on its own, and says no time the section's own years would not."""
    m = _TIME_BACK.match(sentence)
    if m is None or m.end() >= len(sentence):
        return sentence
    rest = sentence[m.end():]
    return rest[0].upper() + rest[1:]


# a link to the sentence before, opening his clause: "But I soon found", "I, however, had", "I had
# therefore": the contrast or the reason is in that sentence, the fact in this one. Neither this nor a
# time pointing back is taken with an opening quotation mark: "“But I sold …" opens a speaker's words
_LINK_OPEN = re.compile(r"[^\w“‘\"']*(?:But|And|Yet)\b\s*,?\s*(?=(?:I|[Mm]y)\b)")
_LINK_IN = re.compile(r"^(\W*I(?:\s+[a-z]+)?)(?:\s*,\s*however\s*,|\s+therefore)(?=\s)")


def without_links_back(sentence: str) -> str:
    """The sentence without a time that points back (without_time_back) or a link to the one
    before opening his clause ("But I soon found …", "I, however, had …", "I had therefore …"),
    so that the addition reads on its own; the facts are the same words."""
    sentence = without_time_back(sentence)
    m = _LINK_OPEN.match(sentence)
    if m and m.end() < len(sentence):
        sentence = sentence[m.end()].upper() + sentence[m.end() + 1:]
    return _LINK_IN.sub(r"\1", sentence)


@dataclass(frozen=True)
class Rewritten:
    text: str  # "" when refused
    why: str  # why it was refused; "" when written


def third_person(sentence: str, name: str, feminine: bool = False) -> Rewritten:
    """The sentence with the narrator named (`name`: how the article calls him, "Douglass"), or
    why it cannot be said of him without changing who did what."""
    sentence = _NOTE.sub("", " ".join(sentence.split())).strip()
    if _spoken(sentence):
        return Rewritten("", QUOTED)
    if not _PLURAL.search(sentence):  # his "our" alone: the company, the scrivener, whose it was stays plain
        sentence = _OUR.sub(lambda m: ("T" if m[1] == "O" else "t") + "he", sentence)
    if _PLURAL.search(sentence) or re.search(r"\bour\b", sentence, re.I):
        return Rewritten("", PLURAL)
    if _READER.search(sentence):
        return Rewritten("", READER)
    mine = [m for m in _FIRST.finditer(sentence) if not _numeral(sentence, m)]
    others = list(_HIS[feminine].finditer(sentence))
    if others and not (mine and _before_him(sentence, others, mine[0], feminine)):
        return Rewritten("", ANOTHER.format(pronoun=others[0].group(0).lower()))
    if _LEANING.match(sentence) or _THIS.search(sentence) or _dangling(sentence, name, feminine):
        return Rewritten("", LEANS)
    if len(sentence.split()) > MAX_WORDS:
        return Rewritten("", TOO_LONG)
    if not mine:
        return Rewritten("", NO_I)
    if any(_present(sentence, m) for m in mine):
        return Rewritten("", PRESENT)
    out, at = [], 0
    for n, m in enumerate(mine):
        word = m.group(0)
        out.append(sentence[at:m.start()])
        # once another of his sex is named, "he" could be that one (Mr. Freeland hired me of my
        # master: whose?; my brother James printed a paper, and I carried it); before it, nobody
        # else is there to be "he" (I left printing, as I thought, and went about with Mr. Denham)
        titled = _another_before(sentence, m.start(), feminine)
        if n == 0 or titled and word.lower() != "myself":
            said = f"{name}'s" if word.lower() in ("my", "mine") else name
            if word.lower() == "myself":
                return Rewritten("", NO_I)  # "myself" before any I: nothing to be himself to
        else:
            said = _pronouns(feminine)[word.lower()]
            if m.start() == 0 or re.search(r"[.!?]\s*$", sentence[:m.start()]):
                said = said.capitalize()
        out.append(said)
        at = m.end()
    text = "".join(out) + sentence[at:]
    if not re.search(r"[.!?][”\"'’]?$", text):  # … by the name of “Stanley.”
        text = text.rstrip(",;:—- ") + "."
    return Rewritten(text[0].upper() + text[1:], "")


def _before_him(sentence: str, others: list[re.Match[str]], first: re.Match[str], feminine: bool) -> bool:
    """Whether every he, him or his of another stands before the narrator is first mentioned, after
    the man it stands for is named by his title ("Colonel Spotswood, dissatisfied with his deputy,
    took from him the commission and offered it to me"): none can then read as the narrator, who
    is named at each mention (the titled man's rule below)."""
    return others[-1].start() < first.start() and _TITLED[feminine].search(sentence, 0, others[0].start()) is not None


def _another_before(sentence: str, end: int, feminine: bool) -> bool:
    """Whether another of the narrator's sex is named before `end`: by a title, a kinsman's word
    ("my brother James", "the old man") or a given name (data/en_names.toml), so that a "he" for the
    narrator after it could be read as that one, and his name is said again instead."""
    return any(p.search(sentence, 0, end) is not None for p in (_TITLED[feminine], _others(feminine)))


@cache
def _others(feminine: bool) -> re.Pattern[str]:
    """A kinsman's word, a title in any case ("the captain", "my master": data/en_verify.toml) or a
    given name of the narrator's sex (data/en_names.toml [kin], [titles], [given])."""
    names = load_rules("en_names.toml")
    sex = "f" if feminine else "m"
    women = {t.lower() for t in names["titles"]["f"]}
    titles = [t for t in load_rules("en_verify.toml")["titles"] if (t in women) == feminine]
    kin = "|".join(map(re.escape, names["kin"][sex] + titles))
    given = "|".join(map(re.escape, names["given"][sex]))
    return re.compile(rf"\b(?:(?i:{kin})s?|{given})\b")


@cache
def _pronouns(feminine: bool) -> dict[str, str]:
    """His pronoun after his first mention: the English biography's own (bio_en.toml [voiced])."""
    return load_rules("bio_en.toml")["voiced"]["female" if feminine else "male"]


def _numeral(sentence: str, mention: re.Match[str]) -> bool:
    """Whether an "I" is a numeral (Chapter I, King Charles I), not the narrator."""
    return bool(_NUMERAL.search(sentence[max(0, mention.start() - 9):mention.end() + 1])
                or mention.group(0) == "I" and _REGNAL.search(sentence, 0, mention.start()))


def _spoken(sentence: str) -> bool:
    """Whether the sentence quotes someone's words, whose I would not be his: a quotation (in double
    marks, or in single ones as the parse marks them: 'I lost my mill') of more than NAMED_WORDS
    words, or one saying I, we, our or you, or a mark left unpaired. A short one without them is a
    name or a title ("known by the name of “Frederick Bailey.”"), the same whoever tells the
    sentence; an "our" in it is never rewritten, as it would be outside."""
    singles = single_quotations(sentence)
    outside = "".join(" " if any(a <= i < b for a, b in singles) else c for i, c in enumerate(sentence))
    spans = [sentence[a:b] for a, b in singles] + _QUOTED_SPAN.findall(outside)
    return bool(_QUOTE.search(_QUOTED_SPAN.sub(" ", outside))) or any(
        len(q.split()) > NAMED_WORDS or _FIRST.search(q) or _PLURAL.search(q) or re.search(r"\bour\b", q, re.I)
        or _READER.search(q) for q in spans)


def _dangling(sentence: str, name: str, feminine: bool) -> bool:
    """Whether a pronoun of someone else (she for a man, they, them) stands before any name the
    sentence gives it could stand for: its antecedent is in the sentence before. An object "them"
    after a plural noun of its clause stands for it; a name before a pronoun clears it only when it
    names someone, not a place (antecedent.py); a later pronoun is still read."""
    for other in _OTHERS[feminine].finditer(sentence):
        before = [w for w in re.findall(r"\b[A-Z][a-z]+", sentence[:other.start()]) if w != name]
        named = bool(before[1:]) or bool(before) and not sentence.startswith(before[0])
        if named:  # someone the pronoun can stand for: a place is no one
            named = any(_TITLED[f].search(sentence, 0, other.start()) for f in (False, True)) or actor_before(
                sentence, other.start())
        if not named and not stands_in_sentence(sentence, other.start()):
            return True
    return False


def _present(sentence: str, mention: re.Match[str]) -> bool:
    """Whether an "I" is a contraction or stands before a verb of the narrator's present."""
    word = mention.group(0)
    if word[0] != "I":
        return False
    if len(word) > 1:  # I'm, I've, I'll, I'd
        return True
    after = _BETWEEN.match(sentence, mention.end())
    following = re.match(r"[A-Za-z]+(?:['’][a-z]+)?", sentence[after.end() if after else mention.end():])
    return bool(following) and not told_in_the_past(following.group(0))
