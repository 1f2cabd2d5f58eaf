"""A group's defeat told as a deed (某等兵败，开城以出) does not hand the sentence back to the entry's
subject: the routed men are the ones who flee (issue 41). When it is a time (及某等败) or he was one
of them (与某等战败), or one man was beaten, the sentence goes back to him. Invented text."""

from __future__ import annotations

import pytest
from test_entry_length import facts_of_entry

from shiguan.models import SELF, UNDECIDED


def _entry(rules, body: str) -> dict[str, tuple[str, str]]:
    return facts_of_entry(rules, f"列传第一\n陶季直\n陶季直字某，丹阳人也。迁某州刺史。{body}\n", "陶季直")


@pytest.mark.parametrize("body", ["张德裕等兵败，开城以出。", "时张德裕等战败，开城以出。"])
def test_what_follows_a_groups_defeat_is_not_his(rules, body):
    found = _entry(rules, body)
    assert found["开城以出"][0] != SELF or found["开城以出"][1] == UNDECIDED, found


@pytest.mark.parametrize("body", ["及王德裕等败，拜侍中。", "王德裕败，拜侍中。", "与王德裕等战败，徙某州，拜侍中。"])
def test_after_a_defeat_told_as_a_time_or_shared_the_sentence_is_his_again(rules, body):
    found = _entry(rules, body)
    assert found["侍中"][0] == SELF and found["侍中"][1] != UNDECIDED, found
