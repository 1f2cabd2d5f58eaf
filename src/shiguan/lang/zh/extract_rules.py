"""The pattern library of extract.toml, compiled once per project: what the reader of a Chinese
entry (extract.py) reads facts with. Word classes written once in the file (an office word, a
charge over a place, a kinsman word) are put into the patterns that use them here, so that the
patterns cannot drift apart."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from .lineage import Lineage
from .name_shapes import era_names


@dataclass(frozen=True)
class ExtractRules:
    opening: dict[str, re.Pattern[str]]
    body: dict[str, list[re.Pattern[str]]]
    events: dict[str, re.Pattern[str]]
    mitigated: re.Pattern[str]
    reject: dict[str, re.Pattern[str]]
    banner: re.Pattern[str]
    office_run: re.Pattern[str]
    office_suffix: re.Pattern[str]
    office_max: int
    list_marks: re.Pattern[str]
    kinsman_post: re.Pattern[str]
    sons_post: re.Pattern[str]
    command_verb: re.Pattern[str]
    subordinate: re.Pattern[str] = re.compile("(?!)")  # a clause that needs its main clause (以某功)
    reversal: re.Pattern[str] = re.compile("(?!)")  # a clause that undoes a decision before it (不报)
    several_reversed: re.Pattern[str] = re.compile("(?!)")  # … every one before it in its sentence (并不就)
    reversal_next: re.Pattern[str] = re.compile("(?!)")  # … only the one just before it (未拜) …
    concurrent: re.Pattern[str] = re.compile("(?!)")  # … or past a post held with it (领B)
    declined_stop: re.Pattern[str] = re.compile("(?!)")  # a clause no reversal of several reaches past
    undone: frozenset[str] = frozenset()  # the relations a reversal undoes (an event runs on instead)
    named_deed: re.Pattern[str] = re.compile("(?!)")  # what may follow his name in a deed's clause …
    not_his: re.Pattern[str] = re.compile("(?!)")  # … unless it opens with a kinsman or his men
    not_deed: re.Pattern[str] = re.compile("(?!)")  # … or, for a deed, with words spoken, a reason …
    shared: re.Pattern[str] = re.compile("(?!)")  # … but with whom or under whom he acted may open it
    shared_not: re.Pattern[str] = re.compile("(?!)")  # … when no plan, negation or passive stands there
    points_back: re.Pattern[str] = re.compile("(?!)")  # words pointing back at a clause left behind
    points_back_min: int = 0  # … which a deed naming him may hold when it is this long
    joined_max: int = 0  # clauses after a named deed that may carry it on …
    joined_not: re.Pattern[str] = re.compile("(?!)")  # … unless they open with another agent or a time
    joined_after: re.Pattern[str] = re.compile("(?!)")  # … after a deed of these (his nature, his youth)
    joined_act_max: int = 0  # … after any other deed of his, this many
    repute: re.Pattern[str] = re.compile("(?!)")  # a clause of repute (以骁勇知名) carries on no deed …
    repute_not_after: re.Pattern[str] = re.compile("(?!)")  # … that names a kinsman or a man put forward
    consequence: re.Pattern[str] = re.compile("(?!)")  # a clause he goes on with (遂还, 乃遣使)
    motive: re.Pattern[str] = re.compile("(?!)")  # what he feared or wanted before it (某恐…，遂…)
    led_force: re.Pattern[str] = re.compile("(?!)")  # a number of men he leads (率乡兵三千人): no crowd
    consort: re.Pattern[str] = re.compile("(?!)")  # a consort's heading (文成文明皇后冯氏) …
    consort_body: dict[str, list[re.Pattern[str]]] = field(default_factory=dict)  # … where 崩 is her death
    consort_titles: tuple[str, ...] = ()  # … and, in an empress's, these name her (太后密定大策)
    lineage: Lineage = Lineage()  # 某官某之子也, 祖某，…: his father and grandfather in the opening

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> ExtractRules:
        opening = dict(d["opening"])
        banner = opening.pop("banner")
        off = d["offices"]
        reader = off.get("reader_suffixes", off["suffixes"])
        place = off.get("place_post", "(?!)")  # 知杭州: a post whole, without an office word
        office_suffix = re.compile(f"(?:{off['suffixes']}|{reader})$|^(?:{place})$")
        deed = _with_classes(d.get("named_deed", {}))
        whole, consort = d.get("whole", {}), d.get("consort", {})
        return cls(
            opening={k: re.compile(v) for k, v in opening.items()},
            body={k: [re.compile(p.replace("{place_post}", place)) for p in ([v] if isinstance(v, str) else v)]
                  for k, v in d["body"].items()},
            events={k: re.compile(v) for k, v in d.get("events", {}).items()},
            mitigated=re.compile(d.get("mitigated", {}).get("regex", "(?!)")),
            reject={k: re.compile(v) for k, v in d.get("reject", {}).items()},
            banner=re.compile(banner),
            office_run=re.compile(
                f"(?:(?P<verb>(?:{off['verbs']})[至为]?)|(?:(?<=[，。；])|^)(?:{off['clause_leads']}){{0,2}}"
                f"(?P<verb1>{off['clause_verbs']})"
                f"|(?:(?<=[，。；])|^)(?={off.get('named_post', '(?!)')}))"
                f"(?P<run>[^，。；]{{2,120}}?)(?=[，。；]|$)"),
            office_suffix=office_suffix,
            office_max=int(off["max_chars"]),
            list_marks=re.compile(off.get("list_marks") or "(?!)"),
            **{k: re.compile(off.get(k) or "(?!)") for k in ("kinsman_post", "sons_post")},
            command_verb=re.compile(f"(?!{off['titles_opening_with_a_verb']})(?:{off['command_verbs']})"),
            subordinate=re.compile(whole.get("subordinate", "(?!)")),
            reversal=re.compile(whole.get("reversal", "(?!)")),
            several_reversed=re.compile(whole.get("several_reversed", "(?!)")),
            reversal_next=re.compile(whole.get("reversal_next", "(?!)")),
            concurrent=re.compile(whole.get("concurrent", "(?!)")),
            declined_stop=re.compile(whole.get("declined_stop", "(?!)")),
            undone=frozenset(whole.get("undone", ())),
            named_deed=re.compile(deed.get("regex", "(?!)")),
            not_his=re.compile(deed.get("not_his", "(?!)")),
            not_deed=re.compile(deed.get("not_deed", "(?!)")),
            shared=re.compile(deed.get("shared", "(?!)")),
            shared_not=re.compile(deed.get("shared_not", "(?!)")),
            points_back=re.compile(deed.get("points_back", "(?!)")),
            points_back_min=int(deed.get("points_back_min", 0)),
            joined_max=int(deed.get("joined_max", 0)),
            joined_not=re.compile(deed.get("joined_not", "(?!)").replace("{era}", era_names())),
            joined_after=re.compile(deed.get("joined_after", "(?!)")),
            joined_act_max=int(deed.get("joined_act_max", 0)),
            repute=re.compile(deed.get("repute", "(?!)")),
            repute_not_after=re.compile(deed.get("repute_not_after", "(?!)")),
            consequence=re.compile(deed.get("consequence", "(?!)")),
            motive=re.compile(deed.get("motive", "(?!)")),
            led_force=re.compile(d.get("led_force", {}).get("regex", "(?!)")),
            consort=re.compile(consort.get("heading", "(?!)")),
            consort_body={k: [re.compile(v)] for k, v in consort.items() if k not in ("heading", "titles")},
            consort_titles=tuple(consort.get("titles", ())),
            lineage=Lineage.from_dict(d.get("lineage", {}), f"{off['suffixes']}|{reader}", office_suffix),
        )


def _with_classes(section: dict[str, Any]) -> dict[str, Any]:
    """The [named_deed] patterns with the word classes written once there (kin_after_from, enemy,
    own) put in for <kin>, <enemy>, <own>, so that the patterns using them cannot drift apart."""
    classes = {"<kin>": section.get("kin_after_from", "(?!)"), "<enemy>": section.get("enemy", "(?!)"),
               "<own>": section.get("own", "(?!)")}
    out = {}
    for key, value in section.items():
        for mark, cls in classes.items():
            value = value.replace(mark, cls) if isinstance(value, str) else value
        out[key] = value
    return out
