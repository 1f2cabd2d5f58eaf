"""What the Verifier lets by in a sentence written from several cited sentences, and code refuses:

- **a crossing**: a name or a date joined to a deed that no single cited sentence gives them
  (王通's date on 李成's deed, 李成 on 王通's). The Verifier reads the cited sentences together,
  so every name, date and deed of the sentence stands somewhere in them, and the trade passes (it
  did, in both languages);
- **a negation** its cited sentences do not hold (未能 put into 王通奏定黄河岁修之制 passed the
  Verifier), but not the words that only look like one (不久 soon, 不断 on and on, 非常 very, 无数
  countless); in English, read on the parse (lang/en/polarity.py), also one it drops (I was never
  a member → he was a member).

One check for every path that writes from cited sentences: a worded sentence (wording.py), the
worded plans' introduction and conclusion (frame.py), and the kg and clusters plans' introduction,
conclusion and polished sections (compose.py, through the Reviewer's strict check).
"""

from __future__ import annotations

import re

from ..corpus.normalize import to_simplified
from ..era import find_era_dates
from ..lang.en.polarity import changed_polarity
from ..project import Project

_CLAUSE = re.compile(r"[，；。：,;:]")
_HAN = re.compile(r"[\u3400-\u9fff]")
_WORD = re.compile(r"[A-Za-z]{3,}")
_COMMON = {"the", "and", "for", "with", "from", "that", "this", "his", "her", "their", "was", "were", "had", "has"}
NEGATION = re.compile(r"未|不(?!久|断|少|同|仅|过)|非(?!常)|无(?!数)|没|莫|弗|勿|毋|否")
NAME_KINDS = ["name", "given", "字", "号", "heading"]


class CitedCheck:
    """The crossing and negation check (see the module's docstring), over the names and places
    the project knows (`forms`) and its era preference."""

    def __init__(self, forms: re.Pattern[str] | None, prefer: tuple[str, ...], lang: str):
        self.forms = forms
        self.prefer = prefer
        self.lang = lang

    @classmethod
    def of(cls, project: Project, lang: str) -> CitedCheck:
        store = project.store
        known = {f for f in store.alias_forms(NAME_KINDS) | set(store.tail_texts("籍贯")) if len(f) >= 2}
        forms = re.compile("|".join(map(re.escape, sorted(known, key=len, reverse=True)))) if known else None
        return cls(forms, project.config.era_prefer, lang)

    def refuse(self, text: str, cited: list[str]) -> str:
        """Why code refuses `text`, written from the `cited` sentences, or ""."""
        plain, sources = to_simplified(text), [to_simplified(c) for c in cited]
        if not sources:
            return ""
        return self.negation(plain, " ".join(sources)) or self.crossed(plain, sources)

    def negation(self, plain: str, given_plain: str) -> str:
        """Why a text adds a negation `given_plain` does not hold (in English, or drops one it
        holds), or "" (both simplified). English from Chinese sources compares only whether each
        denies anything, each read by its own language's rule."""
        if self.lang != "zh":
            cited_denies = bool(NEGATION.search(given_plain)) if _HAN.search(given_plain) else None
            return changed_polarity(plain, given_plain, cited_denies)
        negated = NEGATION.search(plain)
        if negated and not NEGATION.search(given_plain):
            return f"adds a negation (「{negated.group()}」), which its clauses do not hold"
        return ""

    def crossed(self, plain: str, bodies: list[str]) -> str:
        """Why a clause joins a name or a date to a deed that no single cited sentence gives them,
        or "". Each clause's deed is the cited sentence it shares most characters (English: words)
        with; that sentence must hold the names the clause holds (or, if it names none, those of
        the clause before it, unless it names nobody: a flood) and the date just before it."""
        forms = self.forms
        date: list[str] = []
        actor: list[str] = []
        for clause in filter(None, _CLAUSE.split(plain)):
            dates = [d.text for d in find_era_dates(clause, self.prefer)] + re.findall(r"\d{3,4}", clause)
            names = [m.group() for m in forms.finditer(clause)] if forms else []
            rest = clause
            for token in dates + names:
                rest = rest.replace(token, "")
            chars = self._tokens(rest)
            date = dates or date
            if len(chars) < 2:  # a date or a name alone goes with the clause after it
                actor = names or actor
                continue
            best = max(len(chars & self._tokens(b)) for b in bodies)
            deeds = [b for b in bodies if len(chars & self._tokens(b)) == best]
            implied = not names
            names = names or actor
            fits = [b for b in deeds if all(t in b for t in date) and (
                all(n in b for n in names) or (implied and not (forms and forms.search(b))))]
            if not fits:
                told = ("、" if self.lang == "zh" else ", ").join([*date, *names])
                return f"joins {told} to a deed no single sentence it cites gives them"
            date, actor = [], names
        return ""

    def _tokens(self, text: str) -> set[str]:
        """What a clause and a cited sentence are compared by: characters, or English words."""
        if self.lang == "zh":
            return set(_HAN.findall(text))
        return {w.lower() for w in _WORD.findall(text)} - _COMMON
