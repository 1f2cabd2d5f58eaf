"""Where a value's phrase begins and ends in the parse: a noun phrase with its name and its "of"
phrase, a calling, an infinitive's action, a verb's deed; not a relative clause after it, nor
an article, a possessive or punctuation at its ends.
"""

from __future__ import annotations

import re
from typing import Any

from .people import title_word
from .verbs import form

_NOUN_PHRASE_LEFT = frozenset({"compound", "amod", "nmod", "nummod", "quantmod", "poss", "case", "det"})
_MAX_VALUE_TOKENS = 10
_COMMON = frozenset({"NN", "NNS", "VB", "VBD", "VBG", "VBN", "VBP", "VBZ"})  # a common word's tags, no name's
_QUOTE_MARKS = frozenset({"\"", "“", "”"})
_NAMING = frozenset({"called", "named", "styled", "entitled", "termed", "known"})
_NAME_ENTS = frozenset({"WORK_OF_ART", "ORG", "PRODUCT", "EVENT", "FAC", "LAW"})  # a title's first word may be no NNP
# A writing named by what it is on: a book on the Poor Law, a treatise upon Tides (its subject in capitals).
_WRITINGS = frozenset({"book", "books", "treatise", "essay", "essays", "pamphlet", "paper", "papers", "lecture",
                       "lectures", "article", "articles", "memoir", "report", "tract", "volume", "work"})


def _name_word_before(token: Any, start: int, titles: frozenset[str]) -> bool:
    """Whether the word before a person's name is one more word of it: a capitalised compound of
    his name word, not a title (Mr.) or a word opening the sentence."""
    before = token.doc[start - 1]
    return (before.dep_ == "compound" and before.head.i == token.i and before.tag_ == "NNP"
            and before.text[:1].isupper() and title_word(before.text) not in titles
            and not before.text.endswith(".") and not before.is_sent_start)


_ORDINAL_WORD = re.compile(r"(?:first|second|third|th|\d+(?:st|nd|rd|d))$", re.I)


def ordinal_part(t: Any) -> bool:
    """An ordinal, or the "Ninety" of "Ninety-fifth": no amount."""
    doc = t.doc
    return bool(_ORDINAL_WORD.search(t.text)) or t.i + 2 < len(doc) and doc[t.i + 1].text in ("-", "–") \
        and bool(_ORDINAL_WORD.search(doc[t.i + 2].text))


def from_title(doc: Any, start: int, head: int, titles: frozenset[str]) -> int:
    """Where a person's name starts: at its title, if one stands before him, since nothing before a
    title is his name (…, T, I. Miss Fuller gave me eleven lessons: the sentence split missed),
    unless "and" joins it to one before (Mr. and Mrs. Auld: the two named together); after a
    lowercase noun or verb the parser ran into it, since no name holds one ("Eli begat Saul, and
    Saul begat Nathan, my father": the old verb taken for a noun; the father is Nathan)."""
    titled = max((i for i in range(start + 1, head) if title_word(doc[i].text) in titles
                  and doc[i - 1].lower_ not in ("and", "&")), default=start)
    return max((i + 1 for i in range(start, head) if doc[i].tag_ in _COMMON and doc[i].text.islower()),
               default=titled)


def phrase(token: Any, titles: frozenset[str]) -> tuple[int, int]:
    """The token indices [start, end) of the noun phrase a token heads: its modifiers on the left
    and an "of" phrase on the right (Clerk of the General Assembly), at most ten tokens."""
    if token.ent_type_ and token.ent_iob_ != "O":
        ent = next((e for e in token.doc.ents if e.start <= token.i < e.end), None)
        if ent is not None:
            start, end = ent.start, ent.end
            for c in sorted(token.lefts, key=lambda c: -c.i):
                # the Hampton Normal | and Agricultural Institute: one name, two entities; the
                # Thirteenth | Indiana, a proper noun set just before it, or before a comma
                if c.dep_ in ("compound", "nmod") and c.tag_ in ("NNP", "NNPS") and (any(
                        g.dep_ == "cc" for g in c.children) or ent.label_ != "PERSON" and (  # not Mr. | Covey
                        c.right_edge.i + 1 == start
                        or c.right_edge.i + 2 == start and token.doc[start - 1].text == ",")):  # Chillicothe, Ohio
                    start = min(start, c.left_edge.i)
            for c in token.lefts:  # the Ninety-fifth | Illinois Infantry: a regiment's number is its name's
                if c.dep_ == "amod" and c.right_edge.i + 1 == start and ent.label_ != "PERSON" \
                        and _ORDINAL_WORD.search(c.text):
                    start = c.left_edge.i
            while ent.label_ == "PERSON" and start > 0 and _name_word_before(token, start, titles):
                start -= 1  # Abigail Child | Pelham: a person's words the model left out of his name, no title
            for c in token.rights:
                if _of_part(c) and ent.label_ != "PERSON":  # Dr. Henry Ellis of Franklin: where he lived
                    end = max(end, _of_end(c))
            # the Grand Army of the Republic | since 1866: an entity run on into the verb's time
            end = next((i for i in range(token.right_edge.i + 1, end) if token.doc[i].dep_ == "prep"
                        and not token.is_ancestor(token.doc[i])
                        and any(t.like_num for t in token.doc[i].subtree if t.i < end)),  # not a clause's 1890
                       end)
            return _trim(token, start, end)
    start = token.i
    for c in token.lefts:
        if c.dep_ in _NOUN_PHRASE_LEFT:
            start = min(start, c.left_edge.i)
    end = token.i + 1
    naming = _naming(token)
    for c in token.rights:
        if _of_part(c):
            end = max(end, _of_end(c))
        elif c.dep_ == "compound":
            end = max(end, c.right_edge.i + 1)
        elif naming is not None and c.i == naming.i:  # a club, which was called the Junto
            name = named_by(token)  # to the name's end, not "…, who died when I was six"
            end = max(end, phrase(name, titles)[1] if name is not None else c.right_edge.i + 1)
        elif c.dep_ == "prep" and c.lower_ in ("on", "upon") and (token.tag_ == "NNP" or token.lower_ in _WRITINGS) \
                and token.i > token.sent.start \
                and any(g.dep_ == "pobj" and g.text[:1].isupper() for g in c.children):
            # A Treatise on Roads, Observations on the Drainage of Fens, a book on the Poor Law: a title's or
            # a subject's words, not its year in brackets
            end = max(end, next((t.i for t in token.doc[c.i:c.right_edge.i + 1] if t.text == "("), c.right_edge.i + 1))
        elif c.dep_ == "prep" and c.lower_ in ("at", "in") and token.pos_ == "NOUN" and token.ent_type_ != "DATE" \
                and any(g.ent_type_ in ("GPE", "LOC", "FAC") or g.dep_ == "pobj" and g.head.i == c.i
                        and g.ent_type_ == "ORG" and g.tag_ == "NNP" for g in c.subtree):
            end = max(end, _prep_end(c))  # a convention at Nantucket, the academy at Exeter: part of it
    return _trim(token, start, end)


_FINITE = frozenset({"VBZ", "VBD", "VBP", "MD"})


def _prep_end(prep: Any) -> int:
    """Where a preposition's phrase ends: before a noun joined to its object by "and" that is the
    subject of the verb right after it, a verb the parser left with none (the public school in
    Onalaska | and memory becomes definite)."""
    doc, end = prep.doc, prep.right_edge.i + 1
    for t in prep.subtree:
        after = t.right_edge.i + 1
        if t.dep_ == "conj" and t.pos_ in ("NOUN", "PROPN") and after < len(doc) and doc[after].tag_ in _FINITE \
                and not any(c.dep_ in ("nsubj", "nsubjpass") for c in doc[after].children):
            end = min(end, next((c.i for c in t.head.children if c.dep_ == "cc" and c.i < t.i), t.left_edge.i))
    return end


def _of_part(prep: Any) -> bool:
    """An "of" that is part of its noun's name (Clerk of the General Assembly), not set after a
    comma to say where someone was from (Miss Fanny Ward, of Meadville); or a "for" before words
    in capitals (the Concord Home for Aged Women; the Society for the Relief of Widows)."""
    if prep.dep_ != "prep" or prep.doc[prep.i - 1].text in (",", ";"):
        return False
    return prep.lower_ == "of" or prep.lower_ == "for" and any(
        g.dep_ == "pobj" and g.tag_ in ("NNP", "NNPS") and g.text[:1].isupper() for g in prep.children)


def _of_end(prep: Any) -> int:
    """Where an "of" phrase ends: before what is set beside its noun that is no name (the town of
    Beverly, Massachusetts, *the ninth of ten children*)."""
    end = prep.right_edge.i + 1
    nouns = [c for c in prep.children if c.dep_ == "pobj"]
    while nouns:  # Columbus, Indiana, the son of a blacksmith: through the names set beside it
        noun = nouns.pop()
        for c in noun.rights:
            if c.dep_ == "appos" and c.tag_ not in ("NNP", "NNPS"):
                end = min(end, c.left_edge.i)
            elif c.dep_ == "appos":
                nouns.append(c)
    return end


def _naming(token: Any) -> Any | None:
    """The "named" or "called" clause after a noun (a miller named …; a club, which was called …)."""
    return next((c for c in token.rights if c.dep_ in ("relcl", "acl") and form(c) in _NAMING), None)


def named_by(token: Any) -> Any | None:
    """The name a noun is given by "named" or "called" after it (a miller named Thomas Holland; a
    club, which was called the Junto), or None."""
    clause = _naming(token)
    if clause is None:
        return None
    return next((g for g in clause.children if g.dep_ in ("oprd", "attr", "dobj") and g.i > clause.i), None)


def named_beside(noun: Any, titles: bool = False) -> Any | None:
    """The proper name set beside a common noun (the lawyer Henry Mills), or with `titles` a title
    whose first word may be no proper noun (my first book, Days on the River); None when none is."""
    if noun.pos_ != "NOUN":
        return None
    return next((c for c in noun.rights if c.dep_ == "appos" and (
        c.tag_ in ("NNP", "NNPS") or titles and c.text[:1].isupper() and c.ent_type_ in _NAME_ENTS)), None)


def calling(token: Any) -> tuple[int, int]:
    """A calling with what qualifies it (a captain in the Confederate Army; a weaver in the town of
    Perth), up to the end of its phrase, at most ten tokens; not the name it is given (a miller
    named Thomas Holland: a miller), nor a clause telling of someone else (the family cook, who
    understood her signs)."""
    naming = _naming(token)
    clause = next((c for c in token.rights if c.dep_ == "relcl"), None)  # the family cook, who understood her
    end = min(c.left_edge.i for c in (naming, clause) if c is not None) if naming or clause \
        else token.right_edge.i + 1
    return _trim(token, token.left_edge.i, end)


def _trim(token: Any, start: int, end: int) -> tuple[int, int]:
    """Without its article, a possessive pronoun or noun (not a name's: the World's Fair, the
    Ladies' Aid Society) or punctuation at its ends; cut to its longest, before a description set
    after a comma where one opens before the cut (a corn-merchant of that town, a man of few words:
    not "…, a man of"), and never with a word whose phrase the cut leaves behind (phrase_end)."""
    doc = token.doc
    while start < token.i and (doc[start].dep_ in ("det", "case") or doc[start].is_punct or (
            doc[start].dep_ == "poss" and (doc[start].tag_ == "PRP$" or not doc[start].text[:1].isupper()))):
        start += 1
    while end - 1 > token.i and (doc[end - 1].is_punct or doc[end - 1].is_space):  # a blanked footnote mark
        end -= 1
    if end - start > _MAX_VALUE_TOKENS:
        end = max(token.i + 1, start + _MAX_VALUE_TOKENS)
        end = next((t.i for t in reversed(doc[token.i + 1:end - 1])
                    if t.text == "," and doc[t.i + 1].lower_ in ("a", "an")), end)
        end = phrase_end(token, end)  # not "… on the part of | his brothers-in-law", "… a cathedral to | discuss"
    return start, end


_DEED_RIGHT = frozenset({"dobj", "prep", "prt", "attr", "oprd", "acomp", "xcomp", "dative", "agent", "npadvmod",
                         "advmod", "ccomp"})
_MAX_DEED_TOKENS = 16


def action(token: Any) -> tuple[int, int]:
    """The token indices [start, end) of an infinitive with its "how to" and what it governs
    (how to calk; to read and write; to do a sum or describe the shape of the earth), and not a
    clause beside it (when they were brought in; the "that" of "it was then that I learned to
    speak"), at most 16 tokens."""
    start = min([token.i] + [c.left_edge.i for c in token.lefts if c.dep_ in ("aux", "advmod")])
    return start, phrase_end(token, min(_action_end(token), start + _MAX_DEED_TOKENS))


_ACTION_RIGHT = _DEED_RIGHT - {"ccomp"}


def _action_end(token: Any) -> int:
    end = token.i + 1
    for c in token.rights:
        if c.dep_ == "punct":
            break
        if c.dep_ == "conj":
            end = max(end, _action_end(c))
        elif c.dep_ == "cc":
            end = max(end, c.i + 1)
        elif c.dep_ in _ACTION_RIGHT:
            end = max(end, c.right_edge.i + 1)
    return end


def phrase_end(token: Any, end: int) -> int:
    """`end` moved back past punctuation, a dangling "and", and a word whose phrase a cut left
    behind (a meeting called by the canon of a cathedral to | discuss …; on the part of | his
    brothers), never past `token`."""
    doc = token.doc
    while end - 1 > token.i and (doc[end - 1].is_punct or doc[end - 1].dep_ == "cc" or _left_behind(doc[end - 1], end)):
        end -= 1
    return end


def _left_behind(word: Any, end: int) -> bool:
    """A preposition whose object, or a "to", an article or a possessive whose noun or verb, stands
    at or after `end`."""
    return word.dep_ == "prep" and any(c.dep_ in ("pobj", "pcomp") and c.i >= end for c in word.children) or (
        word.tag_ in ("TO", "DT", "PRP$") and word.head.i >= end)


def deed(token: Any) -> tuple[int, int]:
    """The token indices [start, end) of a verb's phrase: the verb and what follows it in its own
    clause (its objects and prepositions, not a clause joined by "and"), at most 16 tokens; a
    passive's "was" with it (was wounded in the left arm: not "wounded", which he would have done)."""
    passive = next((c.i for c in token.lefts if c.dep_ == "auxpass" and c.lower_ in ("was", "were")), token.i)
    end = token.i + 1
    for c in token.rights:
        if c.dep_ in _DEED_RIGHT:
            end = max(end, c.right_edge.i + 1)
        elif c.dep_ in ("cc", "conj", "punct") and c.i > token.i:
            break
    return passive, phrase_end(token, min(end, token.i + _MAX_DEED_TOKENS))


_RELATIVE_WORDS = frozenset({"which", "who", "whom", "whose", "that", "where", "when"})
_NAMING_VERBS = frozenset({"called", "named", "styled", "known", "entitled"})


def before_clause(noun: Any, start: int, end: int) -> tuple[int, int]:
    """The phrase without a relative clause after its noun (the presidency of Kenyon College, which he
    resigned in 1845: the presidency of Kenyon College); a clause with no relative word is part of a
    title (The World I Live In), and one that names the noun stays (a club, which was called the Junto)."""
    clause = next((c for c in noun.subtree if c.dep_ == "relcl" and c.left_edge.i > noun.i
                   and any(w.lower_ in _RELATIVE_WORDS for w in noun.doc[c.left_edge.i:c.left_edge.i + 2])
                   and c.lower_ not in _NAMING_VERBS), None)
    if clause is not None and start < clause.left_edge.i < end:
        end = clause.left_edge.i
        while end > start + 1 and noun.doc[end - 1].is_punct:
            end -= 1
    return start, end


def with_name(noun: Any, end: int, titles: frozenset[str]) -> int:
    """The end of a common noun's phrase moved past the proper name set beside it (a weekly
    newspaper, the Hartford Clarion; my second book, The Valley Road): the name is what a reader
    asks for."""
    named = named_beside(noun, titles=True)
    if named is None:
        return end
    start, named_end = whole_words(noun.doc, *phrase(named, titles), titles)
    for c in named.rights:  # Scenes in Ceylon: a title's capitalised words after its preposition
        if c.dep_ == "prep" and c.i == named_end and any(g.dep_ == "pobj" and g.text[:1].isupper()
                                                         for g in c.children):
            named_end = c.right_edge.i + 1
    bracket = next((t.i for t in noun.doc[start:named_end] if t.tag_ == "-LRB-"), named_end)  # Life (1903)
    return max(end, phrase_end(named, bracket))


def whole_words(doc: Any, start: int, end: int, titles: frozenset[str]) -> tuple[int, int]:
    """A phrase widened to the whole of a word it cuts at a hyphen (the parser may take the parts of
    "Vice-President of the Freshman Class" for two values), and of a quotation it cuts."""
    def joined(i: int) -> bool:  # doc[i] - doc[i + 2], written without spaces
        return i >= 0 and i + 2 < len(doc) and doc[i + 1].text in ("-", "‑") and not doc[i].whitespace_ \
            and not doc[i + 1].whitespace_
    while joined(start - 2):
        start -= 2
    while joined(end - 1):
        end = max(end + 2, phrase(doc[end + 1], titles)[1])
    return start, _quote_closed(doc, start, end)


def _quote_closed(doc: Any, start: int, end: int) -> int:
    """The end of a phrase that opens a quotation and stops inside it, moved to where the quotation
    closes in its sentence: a title is read whole (a pamphlet, entitled "An Account of the
    new-invented Pennsylvania Fireplaces; wherein …"), however the parser cut it."""
    if sum(t.text in _QUOTE_MARKS for t in doc[start:end]) % 2 == 0:
        return end
    sentence_end = doc[end - 1].sent.end
    closing = next((t.i for t in doc[end:sentence_end] if t.text in _QUOTE_MARKS), None)
    return end if closing is None else closing + 1
