"""A post the court gives by naming him (诏崇为使持节…, 上用奂为尚书令, 命汝愚为右丞相).

The appointment pattern (`office:named`) reads the words before 为 as the man appointed; where
the court's word stands first (诏, 上用, 命), those words are no man's name and the post was kept
undecided. The clause tracker has already read the same words: the court, an appointing verb,
then a person; when that person is the man the entry is about and his name is exactly where the
pattern's words end, the post is his, and its note says so.

Learnt from the translations (issue 41): of the undecided posts of this shape on the read
histories, the silver labels give him 10 of 10 on the fitting half (北史, 南齐书, 宋书, 新唐书,
梁书) and 20 of 20 on the checking half (南史, 周书, 宋史, 隋书, 魏书). The same words before an
event (诏表讨虎, 诏敦与开府田弘赴救) are not taken: 13 of 16 on the checking half (the three
"other" are the labeller's, by eye, but the rule asks the labels).
"""

from __future__ import annotations

from ...models import APPOINTEE, SELF, Fact, Subject
from .name_shapes import SubjectRules


def decreed_post(f: Fact, subject: Subject, text: str, rules: SubjectRules) -> Subject | None:
    """His post when the words before 为 are the court's followed by his name, as the clause
    tracker read them (`subject`: the clause's, his as the one appointed); else None."""
    cue, words = subject.cue, f.recipient
    if subject.who != SELF or subject.basis != APPOINTEE or cue is None or words is None:
        return None
    if not words.start < cue.start < cue.end == words.end:
        return None
    court = rules.court.match(text, words.start, cue.start)
    at = court.end() if court else words.start
    verbs = rules.court_verbs.match(text, at, cue.start) or rules.appoint_verbs.match(text, at, cue.start)
    at = verbs.end() if verbs else at
    if at != cue.start or (court is None and verbs is None):
        return None
    return Subject(SELF, subject.name, APPOINTEE, cue,
                   note=f"the court names him for the post (「{text[words.start:cue.end]}为」): "
                        "his name stands where the appointment's words end")
