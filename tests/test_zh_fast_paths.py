"""The reader's fast paths answer what the patterns they replace answered.

Reading a chapter asks some questions at every clause; these were once a pattern compiled per name
(opens_clauses, the listed given names, _names_him) or a generator per call (leading_surname).
Each is checked here against the pattern it replaced, over many strings made of the characters
that matter (names, clause breaks, other Han characters), so that a speed-up never changes what
is read.
"""

from __future__ import annotations

import random
import re

import pytest

from shiguan.lang.zh.aliases import leading_surname, surnames
from shiguan.lang.zh.clause_scan import clause_matches
from shiguan.lang.zh.entries import _clause_openings
from shiguan.lang.zh.kin_accounts import KinAccounts
from shiguan.lang.zh.name_shapes import (
    _THERE_WAS,
    SENTENCE_END,
    a_place,
    after_one_han,
    aside_at,
    is_han,
    opens_clauses,
)
from shiguan.lang.zh.rules import chinese_rules
from shiguan.lang.zh.subjects import SubjectTracker
from shiguan.project import Project

_ALPHABET = "国安李王之劾荐，。；：、\n x"


def _strings(n: int, seed: int, alphabet: str = _ALPHABET) -> list[str]:
    rng = random.Random(seed)
    return ["".join(rng.choice(alphabet) for _ in range(rng.randint(0, 14))) for _ in range(n)]


@pytest.mark.parametrize("given", ["国安", "安", "国", "李国安"])
def test_opens_clauses_as_the_pattern_did(given):
    pattern = re.compile(f"(?:^|[，。；\n]){re.escape(given)}(?![，。；：、\n])")
    for text in _strings(3000, seed=len(given)):
        found = pattern.finditer(text)
        want = next(found, None) is not None and next(found, None) is not None
        assert opens_clauses(text, given) == want, (text, given)


@pytest.mark.parametrize("given", ["国安", "安"])
def test_listed_names_ending_in_a_given_name_as_the_pattern_found_them(given):
    pattern = re.compile(f"(?=([\u3400-\u9fff]{re.escape(given)}))")
    for text in _strings(3000, seed=7 + len(given)):
        assert list(after_one_han(text, given)) == [m.group(1) for m in pattern.finditer(text)], text


@pytest.mark.parametrize("end", ["国安", "安", "，", "安，", "\n国"])
def test_clause_openings_counted_as_the_pattern_found_them(end):
    pattern = re.compile(f"(?:^|[，。；\n]){re.escape(end)}(?![，。；：、\n])")
    for text in _strings(3000, seed=13 + len(end)):
        assert _clause_openings(text, end) == len(pattern.findall(text)), (text, end)


# a match at the start by ^ or by a break, an empty one there, a lookbehind, a group, ^ on every line
_ANCHORED = ["(?:^|[，。；])(?P<v>李?国+)", "(?:^|[，。；])(?P<v>(?P<who>[李王]{1,2}?)??国)(?=[，。；]|$)",
             "(?:^|[，。；])(?P<v>x*)", "(?:^|[，。；])(?<=，)(?P<v>国)", "(?:^|[，。；])(?P<v>[，。；]?安)",
             "(?m)(?:^|[，。；])(?P<v>国)", "李(?P<v>国)"]


@pytest.mark.parametrize("pattern", _ANCHORED)
def test_clause_anchored_matches_as_finditer_found_them(pattern):
    compiled = re.compile(pattern)
    for text in _strings(3000, seed=len(pattern)):
        want = [(m.span(), m.groupdict()) for m in compiled.finditer(text)]
        assert [(m.span(), m.groupdict()) for m in clause_matches(compiled, text)] == want, text


def test_shipped_patterns_match_as_finditer_found_them(tmp_path):
    rules = chinese_rules(Project.init(tmp_path / "p")).extract
    text = ("李国安，字子宁，陇西人也。少好学，举进士，授编修。国安坐事免官，寻起为知府。；王安率兵讨贼，大破之。"
            "卒，赠太子少保，谥文忠。乾隆三年，擢侍郎，以病乞归。")
    found = 0
    for pattern in [*rules.events.values(), *(p for ps in rules.body.values() for p in ps)]:
        for t in (text, "，" + text, text[text.index("卒"):], text[text.index("以病"):]):  # matches at the start too
            want = [(m.span(), m.groupdict()) for m in pattern.finditer(t)]
            assert [(m.span(), m.groupdict()) for m in clause_matches(pattern, t)] == want, pattern.pattern
            found += len(want)
    assert found >= 10


def test_first_sentence_found_once_as_the_scan_found_it(tmp_path):
    rules = chinese_rules(Project.init(tmp_path / "p")).subjects
    for text in _strings(500, seed=17, alphabet="国安李，。；！\n"):
        for first in range(len(text) + 1):
            kins = KinAccounts(text, rules, ["李国安"], None)
            kins._first = first
            for start in range(len(text) + 1):
                want = not any(c in SENTENCE_END for c in text[first:start])
                assert kins._in_first_sentence(start) == want, (text, first, start)


def test_leading_surname_as_before():
    listed = surnames()
    names = ["欧阳修", "欧阳", "李国安", "李", "国安", "司马光", "司马", "诸葛亮", "兆惠", ""]
    for name in names + [a + b for a in "李王欧阳国" for b in "阳安李"]:
        want = next((name[:n] for n in (2, 1) if len(name) > n and name[:n] in listed), "")
        assert leading_surname(name) == want, name


def test_names_him_as_the_pattern_did(tmp_path):
    project = Project.init(tmp_path / "p")
    rules = chinese_rules(project).subjects
    for text in _strings(1500, seed=3):
        tracker = SubjectTracker(text, rules)
        for mine in (["李国安", "国安"], ["国安"], ["安"], []):
            forms = "|".join(re.escape(f) for f in mine if len(f) >= 2)
            want = bool(forms) and re.search(f"(?:{rules.object_verbs})(?:{forms})", text) is not None
            assert tracker._names_him(0, len(text), mine) == want, (text, mine)


def test_a_place_as_before(tmp_path):
    rules = chinese_rules(Project.init(tmp_path / "p")).subjects
    places = sorted(rules.places)[:40]
    for name in places + [p + "人" for p in places] + ["李国安", "国安", "", "x"]:
        want = name in rules.places or any(name.startswith(p) for p in rules.places)
        found = a_place("", name, rules)  # no text: only the region list decides
        assert found == want, name


def test_aside_at_as_the_loop_over_lengths(tmp_path):
    rules = chinese_rules(Project.init(tmp_path / "p")).subjects
    asked = 0
    for text in _strings(10000, seed=11, alphabet="国安李王之者者，，"):
        for end in (len(text), max(0, len(text) - 3)):
            want = next((text[:n] for n in range(rules.name_min, rules.name_max + 1)
                         if n < end and text.startswith("者，", n)
                         and all(is_han(ch) and ch not in rules.name_stops for ch in text[:n])), None)
            if want is not None and not _THERE_WAS.match(text, 0, end):
                asked += 1
                assert aside_at(text, 0, end, rules) == want, (text, end)
    assert asked > 100


def test_the_throne_and_a_whole_name_as_the_patterns_found_them(tmp_path):
    """acts_as_throne and _named_whole_before (str.find, not a pattern per word or name; an
    equivalence test, passing before and after) answer as the per-name patterns did."""
    from shiguan.lang.zh.given_grants import _named_whole_before
    from shiguan.lang.zh.throne_reacts import acts_as_throne

    rules = chinese_rules(Project.init(tmp_path / "p")).subjects
    after = f"{rules.court_verbs.pattern}|{rules.throne_closing.pattern}"
    for text in _strings(3000, seed=5, alphabet="高祖祖崩以诏李国国安于，。"):
        for word in ("高祖", "祖", "祖祖"):
            want = re.search(f"{re.escape(word)}(?:{after})", text) is not None
            assert acts_as_throne(text, word, rules) == want, (text, word)
        for given, at, own in (("国", len(text), []), ("国国", len(text) - 1, ["李国国"]), ("国安", 4, [])):
            start, places = max(0, at - 80), "于於在至牧镇守治据向"
            want = any(leading_surname(text[m.start() - 1:m.end()]) == text[m.start() - 1]
                       and text[m.start() - 1:m.end()] not in own and text[m.start() - 1] not in places
                       for m in re.compile(re.escape(given)).finditer(text, start + 1, at - 1))
            assert _named_whole_before(text, given, at, own) == want, (text, given, at)


def test_a_charge_of_his_party_and_his_name_as_the_patterns_found_them():
    from shiguan.lang.zh.others_deaths import _charged_as_his_partisan, _holds_name

    for text in _strings(3000, seed=9, alphabet="国安李坐以之党徒子部将，"):
        for own in (["李国安", "国安"], ["国"], ["国国", ""], []):
            forms = "|".join(re.escape(f) for f in sorted(own, key=len, reverse=True) if f)
            for start, end in ((0, len(text)), (2, len(text) - 1)):
                want = bool(forms) and re.search(f"[坐以](?:{forms})之?(?:党|徒党)", text[start:end]) is not None
                assert _charged_as_his_partisan(text, start, end, own) == want, (text, own, start, end)
                want = any(f and any(not re.compile("[父母兄弟妻子孙侄婿]|部将").match(text, m.end(), end)
                                     for m in re.compile(re.escape(f)).finditer(text, start, end)) for f in own)
                assert _holds_name(text, start, end, own) == want, (text, own, start, end)


def test_counted_kinsmen_from_one_scan_as_from_the_entry_start(tmp_path):
    """kin_named's counted lists (子三人：A、B), now from one scan of the document, are those a scan
    from the entry's start finds: lists running across the entry's start or the clause, a list
    inside another's names (子三人：弟二人，…). No piece ends with a kinsman term, so only the lists
    decide. An equivalence test: it passes before and after."""
    from shiguan.lang.zh.given_alone import _KIN_LIST, kin_named

    rules = chinese_rules(Project.init(tmp_path / "p")).subjects
    rng = random.Random(21)
    pieces = ["子三人：", "弟二人，", "国安", "安", "李", "、", "，", "。"]
    for text in ("".join(rng.choice(pieces) for _ in range(rng.randint(0, 12))) for _ in range(300)):
        for start in range(0, len(text) + 1, 2):
            for pos in range(start, len(text) + 1):
                for given in ("国安", "安"):
                    want = next((m.group(1) for m in _KIN_LIST.finditer(text, start, pos)
                                 if given in m.group(2).split("、")), "")
                    assert kin_named(text, start, pos, given, [], rules) == want, (text, start, pos, given)
