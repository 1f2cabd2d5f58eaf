"""Honours or posts given to several people in one sentence (封张文远靖安伯，授李思忠都督同知): where
a value opens with a name-shaped word (a Han surname and a given name) before a post, the post may
be that man's, not the subject's. The words must be read as a name and not as the first words of a
post (车骑大|将军, 国子|博士) or of a staff the post serves (安成王主簿): person_names decides that; a
name written again, or whose given name stands alone as a word, is a man's."""

from __future__ import annotations

from dataclasses import replace

from ...models import APPOINTEE, OTHER, SELF, Fact, Span, Subject
from .aliases import leading_surname
from .name_shapes import CLAUSE_BREAK, a_place, is_han, sentence_start, twice, used_alone
from .post_leads import GRANT_VERBS, ON_HIS_STAFF, after_grant_verb, granted_whole, named_as_a_man, staff_post
from .run_notes import undecided
from .subjects import SubjectTracker

RECIPIENT = frozenset({"任职", "封爵", "赠", "加衔", "事件"})


def listed_recipients(facts: list[Fact], tracker: SubjectTracker, own: list[str]) -> list[Fact]:
    """Honours or posts given to several people in one sentence (封张文远靖安伯，授李思忠都督
    同知): where two or more values of a sentence open with different names (a Han surname and a
    given name, not a place) before a post, each is that man's, not the subject's."""
    rules, text = tracker.rules, tracker.text
    by_sentence: dict[int, list[tuple[Fact, str]]] = {}
    for f in facts:
        if f.relation not in RECIPIENT or f.relation == "事件" or f.subject is None or f.subject.who != SELF:
            continue
        lead = next((f.value[:n] for n in (3, 2) if len(f.value) - n >= 2
                     and all(is_han(ch) for ch in f.value[:n])  # 江、淮路招讨使: a list of places
                     and leading_surname(f.value[:n]) == f.value[0] and _name_shaped(f.value[:n + 1])
                     and rules.post_end.search(f.value[n:])
                     and not a_place(text, f.value[:n], rules, besides=f.span.start)
                     and not any(f.value.startswith(o) for o in own)), "")
        if lead and (why := tracker.person_names.why_not(lead)):  # 通直散骑常侍, 国子博士: his own post
            f.subject = replace(f.subject, note=f"{why}: the post is not another man's")
        elif lead and (staff := staff_post(text, f.span.start, lead, f.value, rules)) == ON_HIS_STAFF:
            f.subject = replace(f.subject, note=f"a post on {lead}'s staff: the patron does not hold it")
        elif lead and staff:  # 授惟德汝州司士参军, 除王某安南谘议参军: granted to the man, or a post on his staff
            f.subject = undecided(staff, cue=Span(f.span.start, f.span.start + len(lead)))
        elif lead:
            by_sentence.setdefault(sentence_start(text, f.span.start), []).append((f, lead))
    for listed in by_sentence.values():
        # two names in one sentence, or one full Han name the document uses elsewhere too (授劳崇光总督)
        several = len({lead for _, lead in listed}) >= 2
        if several or all(len(lead) == 3 and (twice(text, lead) or used_alone(text, lead[1:], lead[0]))
                          for _, lead in listed):
            granted = sum(1 for f, _ in listed if after_grant_verb(text, f.span.start))
            for f, lead in listed:
                if len(lead) == 2 and rules.office_any.fullmatch(f.value, 2) and lead not in tracker.names:
                    f.subject = _title_or_man(f, lead, text)  # 宁朔将军, 江夏太守: a title, or a man?
                elif named_as_a_man(text, lead, f.span.start, rules) or (
                        granted >= 2 and after_grant_verb(text, f.span.start)):
                    f.subject = Subject(OTHER, lead, APPOINTEE, Span(f.span.start, f.span.start + len(lead)),
                                        note="one of several people given a post or an honour in this sentence")
                elif several or (len(lead) == 3 and after_grant_verb(text, f.span.start) and (
                        twice(text, lead) or used_alone(text, lead[1:], lead[0], rules.name_stops))):
                    # 除征虏鄱阳王记室、尚书三公侍郎: two posts, or two men? 拜韩忠彦左仆射: a man written again
                    f.subject = undecided(f"{lead} may be a man or the first words of the post {f.value}",
                                          cue=Span(f.span.start, f.span.start + len(lead)))
                else:  # 进车骑大将军: the words open the post wherever else the text writes them
                    assert f.subject is not None
                    f.subject = replace(f.subject, note=f"{lead} stands nowhere else as a man: the post is his")
        else:  # one name, written once: 除王仲宣征西长史 grants the post to the man all the same
            for f, lead in listed:
                if whole := granted_whole(text, f.span.start, lead, rules, tracker.names):
                    f.subject = undecided(whole, lead, cue=Span(f.span.start, f.span.start + len(lead)))
    return facts


def _title_or_man(f: Fact, lead: str, text: str) -> Subject:
    """A post of two characters and one office word (宁朔将军, 江夏太守) in a list: his own after 为
    (出为宁朔将军、东阳太守: 为 takes no man before his post), else it may name a man (授王茂侍中)."""
    at = f.span.start
    while at > 0 and text[at - 1] not in CLAUSE_BREAK and text[at - 1] not in _LIST_VERBS:
        at -= 1
    if text[at - 1:at] == "为":
        assert f.subject is not None
        return replace(f.subject, note=f"{lead} opens the post {f.value}: a title, not a man, after 为")
    return undecided(f"{lead} may be a man or the first words of the post {f.value}", cue=Span(f.span.start, at))


_LIST_VERBS = "为" + GRANT_VERBS  # a list of posts opens after 为 or a verb of granting


def _name_shaped(lead: str) -> bool:
    """`lead` with the character after it: not the first word of a post (左副都御史, 通政司副使,
    大理寺卿), nor a prince whose staff the post serves (安成王主簿, 某侯府参军), nor a circuit (利州路;
    高阳关|路马步军副都总管: the words before 路 name the circuit, no man)."""
    return lead[0] not in _POST_FIRST and lead[-2] not in _ORGAN_LAST + _NOBLE_LAST + _CIRCUIT_LAST \
        and lead[-1] not in _NOBLE_LAST + _CIRCUIT_LAST


_POST_FIRST = "左右副正前后中内外大小太少署"
_ORGAN_LAST = "司寺院府部都监卫营道厅局馆所处科房阁殿军"
_NOBLE_LAST = "王侯"
_CIRCUIT_LAST = "路"  # 利州路、…制置使: a circuit before its commissioner
