"""Whether a clause asserts what it tells: not negated, hypothetical, asked, wished, nor another's
word reported. A fact read from a clause the source does not assert is the worst error there is
(a wrong fact with a real citation), so the reader asks this of every trigger before it reads it.

Each test is on spaCy's parse: a `neg` child or a subject that is "no one"; an `aux` that is a
modal; a `mark` of condition (if, unless); a preposition that denies what it governs (without,
instead of, far from); a verb of intent, attempt or another's proposal governing the clause; a
question's inverted auxiliary or wh-word before its question mark; a verb of saying or believing
whose speaker is neither the narrator nor the clause's own subject.
"""

from __future__ import annotations

from typing import Any

from .nlp import lemma
from .verbs import form, infinitive

# What a clause's polarity and mood reach down through: an infinitive or participle it governs, a
# clause under it, a preposition's object, and a noun it predicates (I never was a member of …).
_DOWN = frozenset({"xcomp", "pcomp", "pobj", "prep", "advcl", "acl", "ccomp", "attr", "oprd", "acomp"})
# Through these the whole of a clause's polarity and mood reaches the trigger; through advcl and acl
# only its "not" and modal (_negated); through ccomp only a verb of intent or wish (I hoped that …),
# not a "not" (they were not aware that I was known as Platt: I was).
_WITHIN = ("xcomp", "pcomp", "pobj", "prep", "attr", "oprd", "acomp")
_INTENT, _NEGATION, _WHOLE = 0, 1, 2
_CONDITIONS = frozenset({"if", "unless", "lest", "whether"})
_NOBODY = frozenset({"nobody", "none", "nothing", "no-one", "noone", "neither"})
_ALMOST = frozenset({"almost", "nearly"})
# A hedge on the clause: the narrator offers it as likely, not as what was (perhaps it was in Dover
# that I was born; I was probably born in 1817). "As nearly as I can learn" is no hedge of these: it
# says how he knows (_hedge), and what he tells stays his word.
_HEDGES = frozenset({"perhaps", "probably", "possibly", "maybe", "perchance", "presumably", "likely"})
# "no longer", "no more": a denial of the clause from then on (I was no longer a member); not "no
# longer than a year", a measure, nor "no sooner … than", which tells what happened.
_FROM_THEN = frozenset({"longer", "more"})
# A preposition's object that says the verb came to nothing (I sought in vain to become postmaster;
# I applied without success), and the nouns a denial of which affirms (no doubt, without question).
_FRUITLESS = frozenset({("in", "vain"), ("without", "success"), ("without", "avail")})
_DOUBT = frozenset({"doubt", "question"})
_WH = frozenset({"WDT", "WP", "WP$", "WRB"})
_BE = frozenset({"was", "were", "am", "is", "are"})
# Verbs that say a gerund under them did not befall him (I escaped being wounded; avoided being
# taken prisoner). Not in not_done: "I escaped from slavery" is a deed.
_AVERTED = frozenset({"escaped", "escape", "avoided", "avoid", "evaded", "evade", "eluded", "elude", "missed"})


def happened(token: Any, not_done: frozenset[str]) -> bool:
    """False for a trigger whose clause, or a clause above it, is negated (did not go; no one sent
    me; I never was a member), hypothetical (if I had gone; would have gone; was almost elected),
    under a verb of intent, attempt or another's proposal (intended to settle; was invited to go;
    urged me to join), under a preposition that denies it (without visiting; instead of going), or
    bidden (let me go to Canaan)."""
    reach = _WHOLE  # how much of the clauses above still reaches the trigger (_WITHIN)
    bade = True  # a bidding reaches its act (let me go; go and see), not a clause it frames (note that I …)
    for _ in range(6):
        if reach == _WHOLE and _denied(token, not_done) or reach == _NEGATION and _negated(token, not_done) \
                or bade and _bidden(token):
            return False
        if token.dep_ == "conj" and _shares_mood(token, token.head, not_done):
            return False  # perhaps I went to Boston and wrote …; we might all come and live with her
        if token.head.i == token.i or token.dep_ not in _DOWN and not (
                token.dep_ == "conj" and token.head.dep_ in ("xcomp", "pcomp", "ccomp")):
            return True  # determined to go and join the Chippewas: the plan holds both
        if token.dep_ in ("pcomp", "pobj") and denying(token.head):
            return False
        child, via, token = token, token.dep_, token.head
        bade = bade and (via in ("xcomp", "conj") or via == "ccomp" and _bare(child))
        if via in ("advcl", "xcomp") and _unable(token, child, not_done) or _averted(token, child, via):
            return False
        reach = min(reach, _WHOLE if via in _WITHIN else _NEGATION if via in ("advcl", "acl") else _INTENT)
        if via != "advcl" and form(token) in not_done:  # the thought that …; not "after …, he invited her"
            return False
    return True


def _shares_mood(verb: Any, first: Any, not_done: frozenset[str]) -> bool:
    """Whether a verb joined by "and" to `first`, with no subject of its own, takes its hedge
    (perhaps I went to Boston and wrote to my father; very likely I …), or, as a bare verb with no
    auxiliary of its own, its modal or "not" (we might all come and live with her; I did not go and
    see him). A finite verb keeps its own mood: "I did not go, and wrote to him" tells the letter."""
    if verb.pos_ not in ("VERB", "AUX") or any(c.dep_ in ("nsubj", "nsubjpass", "expl") for c in verb.children):
        return False
    if any(c.dep_ == "advmod" and c.lower_ in _HEDGES for c in first.children):
        return True
    return verb.tag_ == "VB" and not any(c.dep_ in ("aux", "auxpass") for c in verb.children) \
        and _negated(first, not_done)


def told_to(verb: Any, directives: frozenset[str]) -> bool:
    """An infinitive a directive governs ("ordered me to give", "I was told to give"): the order,
    not the deed. Only as its xcomp, so "I was told that I was born …" stays his word."""
    return verb.dep_ == "xcomp" and verb.head.lemma_ in directives


def _averted(verb: Any, clause: Any, via: str) -> bool:
    """A gerund an escape verb governs: what he escaped, not what befell him (escaped being wounded)."""
    return via in ("xcomp", "pcomp") and form(verb) in _AVERTED and (
        clause.tag_ == "VBG" or any(c.dep_ in ("aux", "auxpass") and c.lower_ == "being" for c in clause.children))


def _bidden(verb: Any) -> bool:
    """A command or a plea, no deed: a bare verb that heads its sentence with no subject or
    auxiliary of its own (let me go to Canaan; go to Boston), and what it governs as its act; a
    clause it frames (note that in 1850 I became …) is the narrator's word."""
    return verb.tag_ == "VB" and verb.dep_ == "ROOT" and not any(
        c.dep_ in ("nsubj", "nsubjpass", "expl", "aux", "auxpass") for c in verb.children)


def _bare(verb: Any) -> bool:
    """A bare verb with no "that" or "when" of its own: the act a "let" bids (let me go to Boston)."""
    return verb.tag_ == "VB" and not any(c.dep_ == "mark" or c.tag_ in _WH for c in verb.children)


def _negated(token: Any, not_done: frozenset[str]) -> bool:
    """A clause's own "not" or modal, which reaches a clause of time or manner under it (I did not
    go when I was called); its "nothing" or "no one" does not (nothing happened until we reached
    New Orleans), nor does a verb of proposal (after she had joined the church, he invited her …)."""
    return any(c.dep_ == "neg" or c.dep_ == "aux" and form(c) in not_done for c in token.children)


def _denied(token: Any, not_done: frozenset[str]) -> bool:
    """Whether a word's own children negate it, hedge it, or make it a condition or a might-have-been."""
    for c in token.children:
        if c.dep_ == "neg" or c.dep_ == "aux" and form(c) in not_done:
            return True
        if c.dep_ == "mark" and (c.lower_ in _CONDITIONS or _compared(token, c)) or c.dep_ == "advmod" and (
                c.lower_ in _ALMOST and not _hedge(c) or c.lower_ in _HEDGES):
            return True
        if no_one(c):
            return True
        if c.dep_ == "aux" and c.lower_ == "to" and token.dep_ == "xcomp" and token.head.lower_ in _BE:
            return True  # I was to have married her in June; we were to sail on Monday: a plan
        if _subjunctive(token, c):
            return True  # he moved that I be made secretary: a motion, not what was done
        if _inverted(token, c):
            return True  # Had he lent me to Brandt, I should have died: a condition without its "if"
        if c.lower_ == "nor" and c.i < token.i or c.dep_ == "prep" and denying(c) and not any(
                g.dep_ in ("pobj", "pcomp") for g in c.children):
            return True  # Nor was I ever …; "instead of" the parser hangs on the verb it denies
        if no_longer(c) or fruitless(c):
            return True  # I was no longer a member; I sought in vain to become postmaster
    return False


def _compared(verb: Any, mark: Any) -> bool:
    """An infinitive or bare verb a "than" marks: what the clause is weighed against, not what was
    done (nothing was further from his mind than to become a tourist; he would die sooner than
    yield). "No sooner had we landed than we were arrested" tells both: its "than" clause has a
    subject of its own."""
    return mark.lower_ == "than" and verb.tag_ == "VB" and not any(
        c.dep_ in ("nsubj", "nsubjpass", "expl") for c in verb.children)


def _inverted(verb: Any, aux: Any) -> bool:
    """A clause under another that opens on had, were or should before its own subject: the
    condition's inverted form ("Had Crane lent me …, I should have died"; "Should the river rise, …"),
    also after a stop the parser hangs another clause on it by (he was elected; had I been elected …)."""
    opens = aux.i == verb.left_edge.i or aux.i > 0 and aux.doc[aux.i - 1].text in (";", ",", ":", "--", "—")
    return aux.dep_ in ("aux", "auxpass") and aux.lower_ in ("had", "were", "should") and verb.dep_ != "ROOT" \
        and opens and any(c.dep_ in ("nsubj", "nsubjpass") and c.i > aux.i for c in verb.children)


def _unable(verb: Any, clause: Any, not_done: frozenset[str]) -> bool:
    """An infinitive hung on a "be" that an adjective of inability predicates, or on a verb said in
    vain: "I was unable, through illness, to go to Boston" (the parser gives "to go" to the "was",
    not to "unable"); "I applied without success to become postmaster"."""
    return infinitive(clause) and any(
        c.dep_ == "acomp" and c.pos_ == "ADJ" and form(c) in not_done or fruitless(c) for c in verb.children)


def no_longer(adverb: Any) -> bool:
    """An adverb "longer" or "more" denied (no longer, no more, never more), with no "than" that
    makes it a measure (no longer than a year): the clause is denied from then on."""
    return adverb.dep_ == "advmod" and adverb.lower_ in _FROM_THEN and any(
        c.dep_ in ("neg", "det") and c.lower_ in ("no", "not", "never") for c in adverb.children) and not any(
        t.lower_ == "than" for t in adverb.subtree)


def fruitless(prep: Any) -> bool:
    """A preposition that says its verb came to nothing: in vain, without success."""
    return prep.dep_ == "prep" and any((prep.lower_, c.lower_) in _FRUITLESS for c in prep.children
                                       if c.dep_ == "pobj")


def affirming(word: Any) -> bool:
    """A doubt denied, which affirms (no doubt, without question): no denial of what it is said of."""
    return lemma(word) in _DOUBT


def _hedge(adverb: Any) -> bool:
    """"As nearly as I can learn": a nearly compared by its own "as", which hedges how well the
    narrator knows what he tells (I was born …), not "nearly" done (I was nearly drowned)."""
    return any(c.dep_ == "advmod" and c.lower_ == "as" and c.i < adverb.i for c in adverb.children) and any(
        c.dep_ == "advcl" for c in adverb.children)


def _subjunctive(verb: Any, aux: Any) -> bool:
    """A verb whose first auxiliary is a bare "be" with a subject of its own (moved that I be made
    secretary; asked that he be sent home): what someone proposed or required, not a deed."""
    return aux.dep_ in ("aux", "auxpass") and aux.lower_ == "be" and not any(
        c.dep_ in ("aux", "auxpass") and c.i < aux.i for c in verb.children) and any(
        c.dep_ in ("nsubj", "nsubjpass") for c in verb.children)


def no_one(subject: Any) -> bool:
    """A subject that is nobody: "no one", "nothing", "neither", or a noun with "no" (no boy came)."""
    return subject.dep_ in ("nsubj", "nsubjpass") and (subject.lower_ in _NOBODY or _with_no(subject))


def _with_no(noun: Any) -> bool:
    """A noun with "no" for its determiner (no one; no school; no brother)."""
    return any(c.dep_ == "det" and c.lower_ == "no" for c in noun.children)


def denied_value(value: Any) -> bool:
    """Whether a value is denied where it stands: "no" before it (I joined no society; I had no
    brother; I joined neither the Society nor the Club), "not" on its preposition (I went to Boston,
    not to London), or on its infinitive (he learned not to annoy himself: no skill)."""
    return _with_no(value) or any(c.dep_ == "preconj" and c.lower_ == "neither" for c in value.children) or (
        value.dep_ == "pobj" and any(c.dep_ == "neg" for c in value.head.children)) or (
        value.dep_ == "xcomp" and any(c.dep_ == "neg" for c in value.children))


def denying(prep: Any) -> bool:
    """A preposition that says its object did not happen: without, instead of, far from, rather
    than, in place of (instead of my having been taught by Carlyle)."""
    word = prep.lower_
    before = prep.doc[prep.i - 1].lower_ if prep.i > 0 else ""
    if any(c.dep_ == "pobj" and affirming(c) for c in prep.children):
        return False  # without doubt: an affirmation
    return word == "without" or (word == "of" and before in ("instead", "lieu", "place")) or (
        word == "from" and before == "far") or (word == "than" and before == "rather")


def asked(token: Any) -> bool:
    """Whether the trigger is in a question: its sentence ends with a question mark, and its main
    verb has an auxiliary or is a be or have before its subject (Did I go? Was I born there?), or
    a wh-word opens it (Why did I go to Boston?)."""
    sent = token.sent
    words = [t for t in sent if not (t.is_space or t.is_quote)]
    if not words or words[-1].text != "?":
        return False
    root = sent.root
    subject = next((c for c in root.children if c.dep_ in ("nsubj", "nsubjpass", "expl")), None)
    if subject is None or subject.tag_ in _WH:
        return True  # Who sent me to school?
    inverted = any(c.dep_ in ("aux", "auxpass") and c.i < subject.i for c in root.children) or (
        root.pos_ == "AUX" and root.i < subject.i)
    return inverted or any(t.tag_ in _WH for t in sent if t.i < subject.i)


def asserted(token: Any, hearsay_verbs: frozenset[str], hearsay_nouns: frozenset[str]) -> bool:
    """False for a trigger inside what others say, contend, claim or believe (my father said that I
    was educated at Harvard; many have contended that he became a Quaker; the theory that he was a
    member of the Hellfire Club): the source reports it, it does not say it. What the narrator says
    (I believe that …; I was told that …), or a speaker says of himself (she says she was born
    …), stays."""
    for _ in range(6):
        head = token.head
        if head.i == token.i:
            return True
        if token.dep_ == "ccomp" and (form(head) in hearsay_verbs and not own_word(head, token) or any(
                c.dep_ == "nsubj" and form(c) in hearsay_nouns for c in head.children)):
            return False  # rumour had it that …
        if token.dep_ in ("acl", "relcl", "ccomp") and form(head) in hearsay_nouns:
            return False
        if _said_of(token, head) and reported(head, hearsay_verbs):
            return False  # I was reported (as) wounded; he was said to have been captured: their word
        token = head
    return True


# Verbs that, in the passive, are an act done to him, not a report of him (declared elected, a bankrupt)
_DECLARING = frozenset({"declared", "pronounced"})


def reported(verb: Any, hearsay_verbs: frozenset[str]) -> bool:
    """A passive verb of saying: what it tells of its subject is others' word (I was reported wounded)."""
    return form(verb) in hearsay_verbs - _DECLARING and any(c.dep_ == "auxpass" for c in verb.children)


def _said_of(clause: Any, verb: Any) -> bool:
    """A complement after its verb that tells what the verb's subject is or did, with no subject of
    its own (was reported wounded, reported as wounded, reported at Carlow). What stands before it is
    told by the narrator (being wounded at Shiloh, I was reported killed: the wound is his)."""
    return clause.i > verb.i and (clause.dep_ in ("xcomp", "oprd", "prep") or clause.dep_ == "advcl" and not any(
        c.dep_ in ("nsubj", "nsubjpass") for c in clause.children))


def own_word(verb: Any, clause: Any) -> bool:
    """Whether a verb of saying is the narrator's (I said; I was told) or its speaker tells of
    himself (she says she was born …; he said he had gone)."""
    speaker = next((c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    if speaker is None:
        return False
    if speaker.lower_ in ("i", "we"):
        return True
    told = next((c for c in clause.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    return told is not None and speaker.tag_ == "PRP" and told.lower_ == speaker.lower_
