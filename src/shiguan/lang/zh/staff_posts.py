"""A post on a man's staff (issue 41): the man named before it is its patron, not its holder.

为刘敬宣宁朔府司马 and 为王景文镇南谘议参军 are posts the subject held under 刘敬宣 and 王景文; read
as an appointment of the man they open with (授李思忠都督同知), they gave the patron his own
subordinate's post, with a real citation (attribute.py)."""

from __future__ import annotations

import re

# 刘敬宣|宁朔府|司马: an office (府), then the post in it
STAFF = re.compile("[\u3400-\u9fff]{0,4}府(?=[\u3400-\u9fff])")
# 王景文|镇南谘议参军, 裴某|司马: his command, then a staff title ending the post (not 为长史: a grant to him)
STAFF_TITLE = re.compile("(?:(?![为兼领以])[\u3400-\u9fff]){0,6}?"
                         "(?:司马|长史|参军|主簿|功曹|从事|记室|掾|助教|录事|别驾|治中)(?![\u3400-\u9fff])")
ON_STAFF = re.compile(f"{STAFF.pattern}|{STAFF_TITLE.pattern}")
