"""Variant writings of a name: the translation of a chapter may write one character of a man's
name in another form than the graph (温子升 / 温子癉, a rare character or its variant), and the
names then fail to match and the clause is labelled another man's. A name the translation
writes that differs from one of the chapter's people in one character (same length, same first
character) is read as that man when nothing else could own it."""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping

_HAN = re.compile(r"[\u4e00-\u9fff]")
_PLACE_END = set("国州郡县城军朝")  # 魏国 for the graph's 魏虏: a state, not a name written otherwise


def _rare_in(ch: str, text: str, after: str) -> bool:
    """Whether `ch` occurs in `text` only after `after`, the name's character before it: a
    character of the name (癉 of 温子癉 or 子癉), not of running text (王朝, 周围)."""
    at = [i for i, c in enumerate(text) if c == ch]
    return bool(at) and all(i > 0 and text[i - 1] == after for i in at)


def variant_forms(forms: Mapping[str, frozenset[str]], translation: str, classical: str,
                  surnames: frozenset[str], name_char: Callable[[str], bool]) -> dict[str, frozenset[str]]:
    """Forms the translation writes for a man of `forms` (form → person keys) with one character
    written otherwise in its given name (a form with no surname of `surnames` is no name to
    vary: 不久 is not a man's). Kept only where the variant is no form of `forms` and derives from the
    forms of one man alone, and its differing character is a name's (`name_char`: no grammar,
    numeral or title), written nowhere in the classical text (the translator's form of it, not
    a character the text uses: not another man it names) and in the translation only inside
    the variant (not running text)."""
    found: dict[str, set[str]] = {}
    for form, keys in forms.items():
        n = next((n for n in (2, 1) if len(form) > n and form[:n] in surnames), 0)
        if not n or len(keys) != 1 or not _HAN.fullmatch(form[0]):
            continue
        for p in range(n, len(form)):
            pattern = re.escape(form[:p]) + r"([\u4e00-\u9fff])" + re.escape(form[p + 1:])
            for m in re.finditer(f"(?={pattern})", translation):
                variant = translation[m.start():m.start() + len(form)]
                ch = variant[p]
                if ch in classical or variant in forms or not name_char(ch):
                    continue
                if _rare_in(ch, translation, form[p - 1]):
                    found.setdefault(variant, set()).update(keys)
                    if len(form) - n >= 2 and forms.get(form[n:]) == keys:  # 子癉 too, for 子升
                        found.setdefault(variant[n:], set()).update(keys)
    return {v: frozenset(k) for v, k in found.items() if len(k) == 1}


def line_variants(forms: Mapping[str, frozenset[str]], pairs: list[tuple[str, str]], surnames: frozenset[str],
                  name_char: Callable[[str], bool], opens: Callable[[str, str], bool],
                  acts: str) -> dict[str, frozenset[str]]:
    """Forms one translated line writes for a graph person with one character of his given name
    written otherwise, where its classical line opens a clause with that given name and the
    translation a clause with the variant (慰祖著… → 崔慰巡着有…; 洛复… → 寇渔又…): the line's own
    evidence, where `variant_forms` must refuse a character the text uses elsewhere (巡). Not where
    the classical line writes the variant's given name or the translated line the form (a second
    man beside him), nor where the classical chapter opens a clause with the variant's given name
    (昕兼散骑常侍: 王昕 is a man of his own), nor for a state (魏国); a two-character variant only
    before what a man does (`acts`: 又, 说 …), as a one-character given name is read."""
    found: dict[str, set[str]] = {}
    opened: dict[str, bool] = {}

    def a_man(given: str) -> bool:
        if given not in opened:
            opened[given] = any(opens(given, source) for source, _ in pairs)
        return opened[given]

    for form, keys in forms.items():
        n = next((n for n in (2, 1) if len(form) > n and form[:n] in surnames), 0)
        if (len(keys) != 1 or any(k.startswith("t:") for k in keys) or not 1 <= len(form) - n <= 2
                or len(form) < 2 or not all(map(name_char, form[n:]))):
            continue  # a graph person's name: a surname and a given name, or two characters (not 世子静)
        for source, target in pairs:
            if form in target or not opens(form[n:], source):
                continue
            for p in range(max(n, 1), len(form)):
                varied = rf"{re.escape(form[:p])}([\u4e00-\u9fff]){re.escape(form[p + 1:])}"
                for m in re.finditer(rf"(?:^|(?<=[，。；：！？]))(?={varied})", target):
                    variant = target[m.start():m.start() + len(form)]
                    after = target[m.start() + len(form):m.start() + len(form) + 1]
                    # the variant's clause must stand where the classical line's clause opens with his given
                    # name (its k-th clause), not where it tells 其弟/其将 (a second man the translation names)
                    k = len(re.findall(r"[，。；：！？]", target[:m.start()]))
                    parts = re.split(r"[，。；：！？ ]", source)
                    if k >= len(parts) or not opens(form[n:], parts[k]):
                        continue
                    if (variant in forms or variant[n:] in source or not name_char(m.group(1)) or a_man(variant[n:])
                            or variant[-1] in _PLACE_END or (len(form) == 2 and (not after or after not in acts))):
                        continue
                    found.setdefault(variant, set()).update(keys)
    return {v: frozenset(k) for v, k in found.items() if len(k) == 1}
