"""Issue 43: `check` supports nothing the source does not say of him: a title inside a longer title,
a kinsman's wished office or a wished marriage; beside each, the same shape said of him stays
supported. Invented text throughout."""

from __future__ import annotations

from claim_verdicts import verdict

ABOUT = "Amos Pell"


def _verdict(said: str, claim: str, about: str = ABOUT) -> str:
    return verdict(said, claim, about)


def test_a_title_inside_a_longer_title_is_not_his():
    """"Assistant Secretary of the Board" is no "Secretary of the Board"; "South Boston" no Boston;
    and "I was never appointed Secretary" denies it."""
    claim = "Amos Pell was appointed Secretary of the Hydrographic Board."
    assert _verdict("In 1845 I was appointed Assistant Secretary of the Hydrographic Board, and we removed "
                    "to London.", claim) != "supported"
    assert _verdict("In 1845 I was appointed Assistant Secretary of the Hydrographic Board. I was never "
                    "appointed Secretary of the Board.", claim) != "supported"
    assert _verdict("In 1850 I removed to South Boston.", "Amos Pell removed to Boston in 1850.") != "supported"
    assert _verdict("In 1850 I was appointed Secretary of the Hydrographic Board.", claim) == "supported"
    assert _verdict("In 1845 I was appointed Assistant Secretary of the Hydrographic Board.",
                    "Amos Pell was appointed Assistant Secretary of the Hydrographic Board.") == "supported"
    assert _verdict("In 1850 I removed to Boston.", "Amos Pell removed to Boston in 1850.") == "supported"


def test_a_kinsmans_wished_office_or_a_wished_marriage_is_none():
    """The kinsman a wish names is still his kinsman, but what is wished for him is not done."""
    assert _verdict("I hoped my son James would be a judge.", "Amos Pell's son James was a judge.") != "supported"
    assert _verdict("I hoped to marry Jane Hale, but she refused me.", "Amos Pell's wife was Jane Hale.") != "supported"
    assert _verdict("My son James became a judge in 1870.", "Amos Pell's son James was a judge.") == "supported"
    assert _verdict("I married Jane Hale in 1840.", "Amos Pell's wife was Jane Hale.") == "supported"
    assert _verdict("I hoped to see my brother James again.", "Amos Pell's brother was James.") == "supported"


def test_a_kinsmans_wished_office_in_capitals_is_none():
    """revenr18 F2: an office in capitals is no name of the kinsman; only his kin word and his name are."""
    claim = "Amos Pell's son James was Judge of the Probate Court."
    assert _verdict("I hoped my son James would be Judge of the Probate Court.", claim) != "supported"
    assert _verdict("I had hoped that my son James would become Postmaster of Dunmore, but another man was "
                    "chosen.", "Amos Pell's son James was Postmaster of Dunmore.") != "supported"
    assert _verdict("My son James became Judge of the Probate Court in 1870.", claim) == "supported"
    assert _verdict("I lived to see my son James a judge.", "Amos Pell's son James was a judge.") == "supported"
