"""Another man's name after 故 leading a clause (故攸之怒，改计攻城): the deed after it is not the
entry subject's, and the subject's own nearest clause stays his (issue 41, zhdev2; given_alone.py). Invented text."""

from __future__ import annotations

import pytest
from test_entry_length import facts_of_entry

from shiguan.models import SELF

_HEAD = "列传第一\n侯植 张敬\n侯植字某，某郡人也。迁青州刺史。"
_TAIL = "\n张敬字某，某郡人也。迁某州刺史。\n"


@pytest.mark.parametrize("body", [
    "后为刘攸之所忿。攸之大众至夏口。植于城楼上骂之，故攸之怒，改计攻城。植力战，迁某州刺史。",  # his given name
    "后为张敬所忿。植于城楼上骂之，故张敬怒，改计攻城。植力战，迁某州刺史。",  # an entry's name
])
def test_a_deed_after_so_and_another_mans_name_is_not_his(rules, body):
    found = facts_of_entry(rules, f"{_HEAD}{body}{_TAIL}", "侯植")
    assert found["改计攻城"][0] != SELF, found
    assert found["州刺史"][0] == SELF, found  # his name again: his own post


def test_his_deed_after_so_and_his_own_name_stays_his(rules):
    found = facts_of_entry(rules, f"{_HEAD}后为张敬所忿。植于城楼上骂之，故植怒，改计攻城。{_TAIL}", "侯植")
    assert found["改计攻城"][0] == SELF, found
