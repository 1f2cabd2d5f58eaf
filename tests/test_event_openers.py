"""An event whose clause opens with a mourning, not a name (issue 41, item 7): 母忧去职 (he left office
to mourn his mother) was read as a deed of a man called 母忧, and left out. Invented text, the shapes of
the earlier histories."""

from __future__ import annotations

import pytest
from test_entry_length import facts_of_entry

from shiguan.models import SELF, UNDECIDED

OPENING = "列传第一\n陶季直\n陶季直字子敬，丹阳人也。迁吴州刺史。"


def _his(found: dict[str, tuple[str, str]], value: str) -> bool:
    who, basis = found[value]
    return who == SELF and basis != UNDECIDED


@pytest.mark.parametrize("clause", ["母忧去职", "丁母忧去职", "遭父忧去官", "以所生母忧去职", "居父丧去官"])
def test_his_mourning_before_leaving_office_is_his(rules, clause):
    found = facts_of_entry(rules, f"{OPENING}寻为东郡太守，{clause}。服阕，除散骑常侍。\n", "陶季直")
    assert clause in found and _his(found, clause), found


@pytest.mark.parametrize("text", [
    "子丙，官至东郡太守，母忧去职。\n",  # a son's own line: his mourning
    "东郡太守丙丁母忧去职。\n",  # another man named before it
    "季直弟丙，字子文，为吴县令，遭父忧去官。\n",  # a brother's account
])
def test_another_mans_mourning_is_not_his(rules, text):
    found = facts_of_entry(rules, OPENING + text, "陶季直")
    mourned = [v for v in found if v.endswith(("去职", "去官"))]
    assert all(not _his(found, v) for v in mourned), found
