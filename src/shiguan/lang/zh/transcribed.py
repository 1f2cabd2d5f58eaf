"""A man named by sounds another language's name is written with (兀术, 也速答儿, 孛罗帖木儿).

The histories of the northern peoples and the dynasties they founded write the names of Khitan,
Jurchen, Mongol and Turkic men with characters chosen for their sound. Such a name has no Han
surname and is no word, so the tracker read the clause it opens (兀术军江南, 也速答儿叛) as a word
it does not list: the subject's, carried, and a rebel's rising or another general's victory became
his, with a real citation. The characters that write such sounds are a small set that ordinary
prose rarely puts two of at a clause's start; two of them in the run that opens a clause (or
three or more characters ending as such names end) make it another man's clause.
Not an office written the same way (达鲁花赤, 必阇赤: …赤 is a post), nor a place (…城, …州 after
it), nor a doubled character (忽忽不乐: a mood).
"""

from __future__ import annotations

from .name_shapes import SubjectRules, is_han

# characters written for their sound in the northern peoples' names, rare at the start of a Han clause
_SOUNDS = frozenset("兀阿孛帖脱秃忽斡粘撒札察答哈剌罕鲁迭怯阔塔纥讷曷朵昔唆薛儿歹术跋拓乞讹勃鹘咄啜")
# characters such names also use that are name stops or words in Han prose (不花, 可汗, 也先): inside a run only,
# but 也, a particle that ends Han sentences, may open one
_INSIDE = frozenset("也不可尔")
# the ending of the posts written the same way (达鲁花赤, 必阇赤), and what follows a place's name (察罕城)
_NOT_A_MAN = "赤"
_PLACE_AFTER = "城州山河江水部国路府县"


def transcribed_run(text: str, pos: int, end: int, rules: SubjectRules) -> str:
    """The transcribed name text[pos:…] opens with, or "" (two sound characters at least, in a run of
    characters that may write a name)."""
    stop = pos
    while stop < end and stop - pos < 8 and is_han(text[stop]) and (
            text[stop] in _SOUNDS or text[stop] in _INSIDE and (stop > pos or text[stop] == "也")
            or text[stop] not in rules.name_stops):
        stop += 1
    run = text[pos:stop]
    while run and run[-1] in _INSIDE:
        run = run[:-1]
    if len(run) < 2 or sum(ch in _SOUNDS for ch in run) < 2 or run[0] not in _SOUNDS and run[0] != "也":
        return ""
    if run.endswith(_NOT_A_MAN) or any(ch in _PLACE_AFTER for ch in text[pos + 2:pos + len(run) + 1]) \
            or run[0] == run[1]:  # 忽忽不乐, 咄咄: a doubled word of mood
        return ""
    return run
