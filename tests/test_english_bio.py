"""The English rules biography over a hand-built English store (tests/english_store.py): the
opening, the life in the order of its years, the end; only his decided facts; every clause in
the source's words or a template, dated as written and cited; the length budget; and `bio`
choosing the English writer for a person of English documents."""

from __future__ import annotations

import json
import re

import pytest
from english_store import ARTICLE, AUTOBIOGRAPHY, build, ingested
from typer.testing import CliRunner

from shiguan import api
from shiguan.cli import app
from shiguan.lang.en.rules import english_rules
from shiguan.lang.en.write.biography import english_style, write_english_biography
from shiguan.lang.en.write.clauses import referent
from shiguan.retrieve.citations import Citer
from shiguan.retrieve.person import lookup
from shiguan.write.types import Biography

runner = CliRunner()


@pytest.fixture
def weller(tmp_path):
    built = build(tmp_path / "p")
    yield built
    built.project.close()


def bio_of(weller, name: str = "Thomas Weller", max_chars: int | None = None) -> Biography:
    return write_english_biography(weller.project, lookup(weller.project, name), max_chars)


def text(bio: Biography) -> str:
    return " ".join(s.text for s in bio.sentences)


def memoir(tmp_path, text: str) -> None:
    """A project at tmp_path/p of one autobiography by Ben Weller, ingested through the command."""
    ingested(tmp_path, "memoir.txt", text, "--narrator", "Ben Weller")


def memoir_bio(tmp_path, text: str) -> dict:
    """Ben Weller's biography (`bio --json`) from that one autobiography of his."""
    memoir(tmp_path, text)
    return json.loads(runner.invoke(app, ["bio", str(tmp_path / "p"), "Ben Weller", "--json"]).stdout)


def test_the_opening_then_the_life_by_year_then_the_end(weller):
    said = text(bio_of(weller))
    # the birth in the source's own clause, from after his "I" (with the year the date does not show)
    assert said.startswith("Thomas Weller was born in Salem, in Essex county, on the 4th of March, 1789/90 (1790), "
                           "the son of John Weller and Sarah Hale. ")
    order = ["was bound apprentice in 1802", "went to the grammar school", "removed to Boston in the spring of 1809",
             "married Mary Lowell on June 2, 1812, a merchant's daughter", "wrote The Printer's Guide in 1820",
             "died in Boston on May 1, 1861", "was buried in the Old Granary ground"]
    assert [said.index(s) for s in order] == sorted(said.index(s) for s in order)
    # the grammar school is undated: it keeps its place after the apprenticeship it follows in the book
    assert said.endswith("He died in Boston on May 1, 1861, and was buried in the Old Granary ground.")


def test_only_his_decided_facts_each_said_once(weller):
    bio = bio_of(weller)
    said = text(bio)
    assert "deacon" not in said  # whose it is was not decided
    assert "cooper" not in said and "sailor" not in said  # his father's and his brother's trades
    assert "returned to Boston" not in said and said.count("Boston") == 2  # the move, and the death
    assert bio.left_out == []
    # his own "my" in a fact he tells of himself is said of him, the one change to his words
    assert "He lived for a time at his uncle's farm" in said and "my uncle" not in said


def test_clauses_keep_the_sources_words_and_dates_as_written(weller):
    said = text(bio_of(weller))
    assert "He was bound apprentice in 1802." in said  # the source's words from the verb to the value
    assert "He removed to Boston in the spring of 1809, and worked as a journeyman." in said  # one date, one sentence
    assert "He wrote The Printer's Guide in 1820." in said  # too far apart in the source: the template
    assert "He was soon after elected clerk of the Typographical Society in 1825." in said  # his clause
    assert "He went to London in 1830." in said  # "Being sent abroad, he went": no auxiliary for "went"
    assert "(1802)" not in said and "(1790)" in said  # a year in parentheses only for a date not plainly written


def test_every_clause_is_cited_by_the_sentence_it_was_read_in(weller):
    bio = bio_of(weller)
    texts = {weller.documents[0]: AUTOBIOGRAPHY, weller.documents[1]: ARTICLE}
    refs = []
    for s in bio.sentences:
        for c in s.clauses:
            assert c.citations, c.text
            for cit in c.citations:
                source = texts[cit.document_id]
                voiced = re.sub(r"\bmy\b", "his", " ".join(cit.text.split()))  # his own words said of him
                assert cit.text == source[cit.start:cit.end] and voiced in c.value
                assert cit.sentence == source[cit.sentence_start:cit.sentence_end].strip()
                refs.append(cit.ref)
    assert list(dict.fromkeys(refs)) == list(range(1, len(bio.references) + 1))  # numbered in reading order
    assert bio.references[0].sentence == "I was born in Salem, in Essex county, on the 4th of March, 1789/90."
    assert bio.references[1].sentence == "My father, John Weller, was a\ncooper, and my mother was Sarah Hale."


def test_the_markdown_is_english_and_quotes_each_source_sentence_on_one_line(weller):
    md = bio_of(weller).markdown()
    assert md.startswith("# Thomas Weller\n\nThomas Weller was born in Salem, in Essex county, on the 4th of March, "
                         "1789/90 (1790)[1], the son of John Weller and Sarah Hale[2]. He ")
    assert "## References" in md and "参考文献" not in md and "「" not in md
    assert ("2. weller.autobiography.txt, chunk 2, chars 104–171: “My father, John Weller, was a cooper, and my "
            "mother was Sarah Hale.”") in md
    assert not re.search(r"[\u3400-\u9fff]", md)


def test_the_budget_drops_the_least_needed_never_the_opening(weller):
    full = bio_of(weller)
    short = bio_of(weller, max_chars=300)
    said = text(short)
    assert len(said) <= 300 < len(text(full))
    assert said.startswith("Thomas Weller was born in Salem") and "died in Boston" in said  # the death stays longest
    dropped = [item for item in short.left_out if item["why"] == "length"]
    assert dropped and all(item["citations"] for item in dropped)
    assert {item["relation"] for item in dropped} >= {"sibling", "residence"}
    assert not any(item["text"] in said for item in dropped)
    tiny = bio_of(weller, max_chars=20)
    assert text(tiny).startswith("Thomas Weller was born in Salem") and len(tiny.sentences) == 1


def test_a_pronoun_only_when_the_sources_or_his_given_name_give_his_sex_else_his_surname(weller):
    project = weller.project
    style, citer, given = english_style(project), Citer(project), english_rules(project).names.given
    him = referent("Thomas Weller", project.store.aliases_of(weller.narrator), [], citer, style, given)
    assert (him.later, him.later_opening, him.child(style)) == ("he", "He", "son")  # "Mr. Weller" is his
    named = referent("John Weller", project.store.aliases_of(weller.father), [], citer, style, given)
    assert (named.later, named.child(style)) == ("he", "son")  # nothing told of him but his given name
    unknown = referent("J. Weller", project.store.aliases_of(weller.father), [], citer, style, given)
    assert (unknown.later, unknown.child(style)) == ("Weller", "child")
    assert text(bio_of(weller, "John Weller")) == "John Weller was a cooper."  # his own fact, in his words


def test_bio_writes_english_for_a_person_of_english_documents(weller, tmp_path):
    project = weller.project
    found = lookup(project, "Thomas Weller")
    bio, output_id = api.biography(project, found, None)
    assert bio.markdown().startswith("# Thomas Weller\n\nThomas Weller was born") and output_id
    chinese, _ = api.biography(project, found, None, api.BiographyOptions(lang="zh"))
    assert "参考文献" in chinese.markdown()  # the Chinese writer, which finds no Chinese facts
    with pytest.raises(api.ShiguanError, match="--lang fr"):
        api.biography(project, found, None, api.BiographyOptions(lang="fr"))
    result = runner.invoke(app, ["bio", str(project.root), "Thomas Weller", "--max-chars", "300"])
    assert result.exit_code == 0, result.output
    assert result.stdout.startswith("# Thomas Weller\n\nThomas Weller was born in Salem")


def test_whom_he_was_bound_to_and_what_opened_a_sentence_are_said_as_the_source_says_them(tmp_path):
    memoir(tmp_path,
           "I was the youngest son of a weaver, and was born in Perth in 1790. My father, who feared I should run "
           "away to sea, had me bound to my brother in 1802. In 1810 I removed to Boston. One pamphlet, which I "
           "wrote in 1812, sold well.\n")
    result = runner.invoke(app, ["bio", str(tmp_path / "p"), "Ben Weller"])
    assert result.exit_code == 0, result.output
    assert "He was bound to his brother in 1802" in result.stdout and "served as" not in result.stdout
    assert "He wrote one pamphlet in 1812" in result.stdout  # its capital was only the sentence's


def test_a_work_or_event_the_source_does_not_name_goes_first_and_a_letter_to_someone_is_no_work(tmp_path):
    memoir(tmp_path,
           "I was the son of a weaver, and was born in Perth in 1790. I had a brother. I wrote a paper on the "
           "currency. I attended the meeting. I wrote him an ingenuous letter of thanks. In 1812 I wrote a pamphlet, "
           "entitled \"Plain Truth\".\n")
    full = runner.invoke(app, ["bio", str(tmp_path / "p"), "Ben Weller", "--json"])
    said = json.loads(full.stdout)["text"]
    assert "He attended the meeting" in said and "paper" in said and "letter" not in said
    short = json.loads(runner.invoke(app, ["bio", str(tmp_path / "p"), "Ben Weller", "--json", "--max-chars",
                                           str(len(said) - 5)]).stdout)
    assert [item["relation"] for item in short["left_out"]] in (["work"], ["event"])  # one unnamed, either
    assert "He had a brother" in short["text"] and "Plain Truth" in short["text"]


def test_a_preface_that_runs_ahead_does_not_date_the_story_told_after_it(tmp_path):
    """Undated steps of the narrator's own telling keep to its clock: his childhood, told after a
    note that reached his later years, still comes before his first dated move."""
    memoir(tmp_path,
           "BIOGRAPHICAL NOTE\n\nMr. Ben Weller was born in Perth. In 1838 he removed to New York. In 1841 he was "
           "appointed agent of the Anti-Slavery Society.\n\nCHAPTER I\n\nI was the son of a weaver. I lived with my "
           "grandmother, Betsey Weller. I learned to read. In 1832 I went to live with Mr. Covey. In 1836 I went "
           "to Baltimore.\n")
    said = json.loads(runner.invoke(app, ["bio", str(tmp_path / "p"), "Ben Weller", "--json"]).stdout)["text"]
    order = [said.find(words) for words in ("learned to read", "Mr. Covey", "New York", "agent")]
    assert order == sorted(order), said


def test_a_title_in_italics_keeps_its_own_words(tmp_path):
    memoir(tmp_path, "I was the son of a weaver, and was born in Perth in 1790. In 1840 I published my life, _The "
                     "Story of My Life_.\n")
    result = runner.invoke(app, ["bio", str(tmp_path / "p"), "Ben Weller"])
    assert result.exit_code == 0, result.output
    assert "He published his life, “The Story of My Life” in 1840" in result.stdout  # not "of his Life"


def test_a_place_he_left_is_said_left_not_reached(tmp_path):
    memoir(tmp_path, "I was the son of a weaver, and was born in Perth in 1790. After leaving Glasgow I taught school. "
                     "Later, on visiting Dundee, I saw the sea.\n")
    result = runner.invoke(app, ["bio", str(tmp_path / "p"), "Ben Weller"])
    assert result.exit_code == 0, result.output
    assert "left Glasgow" in result.stdout and "visited Dundee" in result.stdout and "reached" not in result.stdout


def test_his_own_my_before_a_value_is_said_of_him_when_his_sex_is_unknown(tmp_path):
    memoir(tmp_path, "I was born in Perth in 1790. In 1800 my father died. My first book appeared in 1820.\n")
    result = runner.invoke(app, ["bio", str(tmp_path / "p"), "Ben Weller"])
    assert result.exit_code == 0, result.output
    # the clause is said of him: his possessive pronoun, not his surname ("lost Weller's father")
    assert "Weller lost their father in 1800" in result.stdout
    assert "Weller published their first book in 1820" in result.stdout
    assert "Weller's" not in result.stdout


def test_a_birth_dated_where_an_article_opens_and_placed_in_its_body_is_one_clause(tmp_path):
    project = api.open_project(ingested(tmp_path, "ashby.txt", "Walter Ashby (June 2, 1851 – November 17, 1919) was an "
                                        "American chemist.\n\nAshby was born in Chillicothe, Ohio, the son of Robert "
                                        "Ashby, a physician. In 1879, Ashby married Clara Beecher.\n"))
    bio = write_english_biography(project, lookup(project, "Walter Ashby"))
    project.close()
    opening = bio.sentences[0]
    assert opening.text.startswith("Walter Ashby was born in Chillicothe, Ohio, on June 2, 1851")
    assert [len(clause.citations) for clause in opening.clauses][:1] == [2]  # the brackets and the body, both cited


def test_a_work_he_is_called_the_author_of_beside_his_name_is_said_with_a_verb_and_not_dated_by_the_sentence(tmp_path):
    memoir(tmp_path,
           "PREFACE\n\nIn 1841 the society heard _Ben Weller_, the author of the following Memoir, at Perth.\n\n"
           "I was born in Perth in 1790. In 1810 I removed to Boston.\n")
    result = runner.invoke(app, ["bio", str(tmp_path / "p"), "Ben Weller"])
    assert result.exit_code == 0, result.output
    said = result.stdout.split("\n\n")[1]
    assert "was the author of" in said and "Memoir" in said
    assert "He the author" not in said and "1841" not in said  # the year the society heard him


def test_the_means_he_used_to_found_a_body_is_no_habit_of_his(tmp_path):
    memoir(tmp_path, "I was born in Perth in 1790. I know not whether an account is given of the means I used to "
                     "establish the Perth public library.\n")
    result = runner.invoke(app, ["bio", str(tmp_path / "p"), "Ben Weller"])
    assert result.exit_code == 0, result.output
    said = result.stdout.split("\n\n")[1]
    assert "founded Perth public library" in said and "used to establish" not in said


def test_a_year_told_from_the_one_before_is_placed_by_it_and_shown(tmp_path):
    """"The following year" is the year after the one just named: the timeline places the fact
    there, and the clause shows the year its words do not."""
    said = memoir_bio(
        tmp_path, "I was born in Perth in 1790. In 1812 I removed to Boston and set up a printing house. "
                  "The following year I was appointed postmaster of the town. That same year I married Mary "
                  "Lowell. In 1811 I had sailed to Lisbon. October, 1820, I went to Leith.\n")["text"]
    assert "postmaster of the town in the following year (1813)" in said, said
    assert "married Mary Lowell in that same year (1813)" in said, said
    assert "in October, 1820" in said, said  # a month opening its sentence keeps its capital
    order = [said.find(words) for words in ("Lisbon", "Boston", "postmaster")]
    assert order == sorted(order), said


def test_a_fact_said_inside_the_clause_of_another_is_not_said_again_and_years_later_takes_no_in(tmp_path):
    said = memoir_bio(
        tmp_path, "I was born in Perth in 1790. In 1812 I sailed for Boston. Three years afterwards I was made "
                  "foreman of the shop. In 1820 I married Margaret Kerr, by whom I had five children.\n")["text"]
    assert "foreman of the shop three years afterwards (1815)" in said, said
    assert said.count("five children") == 1, said


def test_one_teacher_told_with_and_without_her_title_is_said_once(tmp_path):
    said = memoir_bio(
        tmp_path, "I was born in Perth in 1790. Mr. Holt and Miss Fuller came. Miss Fuller gave me my first "
                  "lesson in articulation. In 1800 I went to Leith. In 1801 Fuller gave me eleven lessons.\n")["text"]
    assert said.count("Fuller") == 1, said


def test_parents_the_birth_clause_names_are_not_said_again_nor_a_calling_of_theirs_told_apart(tmp_path):
    out = memoir_bio(
        tmp_path, "I was born at Perth in 1790, the third son of John Weller, a blacksmith, and of Sarah, his "
                  "wife. My mother had been a schoolmistress. In 1812 I married Mary Hale, the daughter of a "
                  "physician of Keene, by whom I had six children.\n")
    said = out["text"]
    assert "child of" not in said and said.count("John Weller") == 1, said
    # the date goes before what is said of her, which it would seem to date after it
    assert "married Mary Hale in 1812, the daughter of a physician" in said, said
    refs = [r["ref"] for r in out["references"]]
    assert refs == list(range(1, len(refs) + 1)) and len(refs) == 2, refs  # no number left to a clause not said


def test_a_date_goes_after_its_deed_before_another_joined_to_it_and_his_and_have_agrees(tmp_path):
    said = memoir_bio(
        tmp_path, "I came into the world at Perth in 1790, the third son of John Weller. In 1851 I entered the "
                  "office of Judge Hale as a law student, and was admitted to the bar three years later. I resigned "
                  "my pulpit in 1884, and have since lived quietly at Northampton.\n")["text"]
    assert "entered the office of Judge Hale as a law student in 1851, and was admitted" in said, said
    # "the third son" says he is a man: "he" and "his", not "Weller's"
    assert "He resigned his pulpit in 1884, and has since lived" in said, said


def test_a_date_set_before_a_series_of_deeds_dates_the_first_not_the_last(tmp_path):
    said = memoir_bio(
        tmp_path, "I was born in Perth in 1850. In May, 1864, I went home invalided, was compelled to resign in "
                  "October from the same cause, and never saw the regiment again.\n")["text"]
    assert "went home invalided in May, 1864, was compelled to resign in October" in said, said
    assert "again in May" not in said, said


def test_one_deed_told_twice_on_one_date_is_said_once(tmp_path):
    said = memoir_bio(
        tmp_path, "I was born in Perth in 1790. On the 30th of June, 1809, I took my final examinations for "
                  "Harvard College. I was glad.\n\nOn the 30th of June, 1809, I took my examinations for Harvard "
                  "College.\n")["text"]
    assert said.count("examinations") == 1, said


def test_a_date_goes_before_what_is_said_of_the_value_in_lower_case(tmp_path):
    said = memoir_bio(
        tmp_path, "I was born in Perth in 1790. On the 10th of June, 1816, I was married to the Rev. Josiah "
                  "Hale, then pastor of the church at Hopkinton, who afterward served as a trustee of Dartmouth "
                  "College.\n")["text"]
    assert "Josiah Hale on the 10th of June, 1816, then pastor" in said, said


def test_a_clause_whose_end_no_mark_shows_is_said_by_its_template(tmp_path):
    """A "when" clause with no comma to close it, a clause of a noun (the place I went to), and one
    that runs on into a new subject unmarked: the source's words would carry another clause."""
    said = memoir_bio(tmp_path, (
        "I was born in Perth in 1850. When we left Dover Eliza's cabin was empty. At the time I went to Leeds the "
        "mills were idle. The first place I went to in the North, was Hull, where I found work.\n"))["text"]
    assert "Eliza" not in said and "mills" not in said and "went to in" not in said, said
    assert "Leeds" in said, said  # the template says the place alone


def test_a_verb_after_his_i_agrees_when_said_of_him(tmp_path):
    said = memoir_bio(tmp_path, "I was born in Perth in 1850. In 1875 I married Mary Stone, the lady of whom I have "
                                "before spoken.\n")["text"]
    assert "Mary Stone" in said and "have before spoken" not in said, said


def test_a_birth_year_told_in_its_own_sentence_joins_the_clause_that_holds_the_place(tmp_path):
    """The place in one sentence, the year in the next: the opening says both, citing both."""
    bio = memoir_bio(tmp_path, "CHAPTER I.\n\nI was born a slave on a plantation in Kent County, Delaware. "
                     "As nearly as I have been able to learn, I was born near a cross-roads store called "
                     "Hale's Mill, and the year was 1838 or 1839.\n")
    first = bio["sentences"][0]["text"]
    assert first.startswith("Ben Weller was born a slave on a plantation in Kent County, Delaware")
    assert "1838 or 1839" in first
