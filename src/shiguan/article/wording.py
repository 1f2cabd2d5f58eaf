"""`shiguan article --plan worded`: the rules' 纪事本末 is the plan, the model words it one
planned sentence at a time, and what does not check out stays in the rules' words.

The plan (article/chronicle.py over lang/zh/write/chronicle.py) chose every fact, its actor, its
date, its section and its citation. One request shows the model a section's planned sentences
(at most BATCH), numbered, and asks for each in the article's language on its own numbered line;
each line is then checked alone against its own planned sentence (one request a sentence cost
2,506 s and 66 calls for 10 sentences worded in the recorded 黄河 run: most replies were the
sentence unchanged or a clause short, and the sampled retry mostly repeated them). Code refuses
a line that

- is missing, empty, JSON or markup, or not in the article's language;
- states a date the planned sentence and its source do not (a Gregorian year, an era year, a year
  without its era), names a person or place the project knows, or the topic (河决 worded 黄河决:
  the river of a sentence the topic gathered may be another), that they do not hold, or adds a
  word that claims something of its own (亲自, 首次, 成功, 全部 …);
- leaves out the actor, the date, a topic term, a known name or place, a list's joints as written
  (孙昌国、黄翼升 worded 孙昌、黄翼升 cut a name the project does not know), or most of a clause;
- changes where a planned verb reached (决入 for 决), tells the clauses in another order, or
  drops a number or a word of how often (数) (clause_checks.py);
- loses a word of its clauses or says it in a form that changes it: 侵釐 worded 侵扰, a
  companion's 同 worded 与; adds a negation, revision or repetition (奏定 worded 上奏改定); or
  names the people it knows in another order (kept_words.py);
- keeps every word but tells one in another clause's place, or in its own and another's too: a
  deed given to the other man, or moved to the other place or year, a negation to the other
  clause (clause_binding.py);
- is much longer than the planned sentence (the budget is the plan's);

and the Verifier (the article Reviewer, without a model for an article in the sources' language,
so that the model never vouches for itself) must support every atomic fact against the planned
sentence: the cited span as the plan realised it, with the era date and the actor's name the
attribution gave it (a bare source sentence such as 「七年，通奏定黄河岁修之制」 names neither, so
against it even the rules' own sentence fails). There is no retry: a refused line leaves the
rules' sentence, so a sentence takes part in one request, and in two when the Verifier needs the
model (an article in another language than the sources). Each sentence's report says which and
why. The introduction and the conclusion are the model's, from the body's own sentences and
checked against them (frame.py).
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any

from ..corpus.normalize import to_simplified
from ..era import find_era_dates
from ..lang import corpus_language
from ..lang.zh.write.plan_writer import bare_years, with_gregorian
from ..llm import LLM
from ..llm.protocol import Message
from ..project import Project
from ..verify.verdicts import SUPPORTED
from .chronicle import write_rules_article
from .clause_binding import unbound
from .clause_checks import changed_verb, dropped_quantity, reordered
from .frame import add_frame
from .kept_words import added_turn, lost_word, swapped_names
from .model import ArticleModel
from .research import headed_article, researched_article
from .result import Sentence, WrittenArticle
from .review import Reviewer
from .sources import Snippet

PLAN = "worded"
STAGE = "article-word"  # prompts/en/article-word.toml
BATCH = 8  # planned sentences of one section worded in one request (each still checked alone)
TOKENS = 100  # the reply's tokens a planned sentence may take
LONGER = 1.6  # modern Chinese spends particles the classical sentence does not
KEPT_SHARE = 0.6  # of the clause's distinct characters, a Chinese wording keeps at least this share
CLAUSE_SHARE = 0.5  # and of each clause's (after the date), more than this share: the 1.5B model
# dropped 河溢丰北汛 (the flood a man asked to be punished for) and 郑州 of 河决郑州 (a gold fact)
_YEAR = re.compile(r"(?<!\d)(1[0-9]{3})(?!\d)")
_HAN = re.compile(r"[\u3400-\u9fff]")
_LATIN = re.compile(r"[A-Za-z]")
_JUNK = re.compile(r"^[\s`]*[{\[]|```|\"\s*:|</?\w+>")
# two planned sentences and their wordings, shown to the model as a worked turn before the
# section's (by the sources' language and the article's): shown one inside the instructions, the
# demo model copied all eight classical sentences of a section unchanged
EXAMPLES = {
    ("zh", "zh"): (("乾隆七年（1742），王通奏定黄河岁修之制。",
                    "乾隆七年（1742），王通上奏，确定了黄河每年修治的制度。"),
                   ("乾隆八年（1743），王通请增河兵三百，上从之。",
                    "乾隆八年（1743），王通请求增加河兵三百名，皇上同意了。")),
    ("zh", "en"): (("乾隆七年（1742），王通奏定黄河岁修之制。",
                    "In the seventh year of Qianlong (1742), Wang Tong (王通) memorialised the throne and fixed the "
                    "rules for the yearly repairs of the Yellow River (黄河)."),
                   ("乾隆八年（1743），王通请增河兵三百，上从之。",
                    "In the eighth year of Qianlong (1743), Wang Tong (王通) asked for three hundred more river "
                    "soldiers, and the emperor agreed.")),
    ("en", "en"): (("Benjamin Franklin: “I immediately got into work at Palmer's, then a famous printing-house.”",
                    "Benjamin Franklin immediately found work at Palmer's, then a famous printing-house."),
                   ("John Pell: “In 1840 I was married at Dover.”", "In 1840 John Pell was married at Dover.")),
}
TASKS = {"zh": "Translate each numbered sentence of classical Chinese (文言)",
         "en": "Rewrite each numbered sentence that quotes a narrator as one plain sentence in the third person"}
_FIRST_PERSON = re.compile(r"\b(?:I|[Mm]e|[Mm]y|[Mm]ine|[Ww]e|[Oo]urs?)\b")
# words that add a claim of their own (who alone, for the first time, in person, with success, all
# of it): a clause such as 自设长江水师 ("since the fleet was set up") became 亲自设立 ("set up in person")
_ASSERTING = re.compile("亲自|亲手|独自|独力|首次|首先|率先|第一次|成功|胜利|大力|全部|全面|完全|彻底|终于|最终|"
                        "唯一|大败|大破")
_JOINT = re.compile(r"(?=([\u4e00-\u9fff]{2}、[\u4e00-\u9fff]{2}))")
_ERA_DATE = re.compile(r"^[^，]*?（\d{3,4}），")  # the plan's date clause: 乾隆七年（1742），
_CLAUSES = re.compile(r"[，；：。]")
_NUMBERED = re.compile(r"^\s*(\d+)\s*[.．、)）:：]\s*(.+?)\s*$", re.M)
_GREGORIAN = re.compile(r"（\d{3,4}）")
_BARE = "河江"  # a river the sources name by its kind alone: 河 for 黄河, 江 for 长江


@dataclass
class Wording:
    """Who worded a sentence (the model or the rules) and why; `tries`: the refused replies."""

    by: str
    why: str
    calls: int = 0
    tries: list[dict[str, str]] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        return {"by": self.by, "why": self.why, "model_calls": self.calls, "refused": self.tries}


class ChronicleWording:
    """Words a rules' article sentence by sentence with the model, each checked."""

    def __init__(self, project: Project, llm: LLM, topic: str, lang: str):
        self.project = project
        self.llm = llm
        self.topic = topic
        self.lang = lang
        self.corpus_lang = corpus_language(project.store)
        cross = lang != self.corpus_lang  # another language: only the model can read it against the source
        self.reviewer = Reviewer(project, topic, llm if cross else None, lang)
        self.model = ArticleModel(llm, lang, project.root, self.corpus_lang)
        self.cross = self.reviewer.cross  # a crossing or a negation: the check every path shares
        self.forms = self.cross.forms
        self.prefer = project.config.era_prefer

    def word(self, article: WrittenArticle, on_stage: Callable[[str], None]) -> None:
        """Replace each rules sentence of `article` by the model's wording where it checks out:
        one request for each run of at most BATCH sentences of a section."""
        snippets = {s.n: s for s in article.snippets}
        planned = iter(article.planning["sentences"])
        terms = article.planning["terms"]
        total = sum(len(s.sentences) for s in article.sections)
        done = 0
        for section in article.sections:
            actors = [next(planned)["actor"] for _ in section.sentences]
            for first in range(0, len(section.sentences), BATCH):
                batch = section.sentences[first:first + BATCH]
                done += len(batch)
                on_stage(f"wording {done}/{total}")
                replies = self.ask([s.text for s in batch])
                for i, (rules, reply) in enumerate(zip(batch, replies, strict=True)):
                    keep = self.keep(rules.text, actors[first + i], terms)
                    section.sentences[first + i] = self.sentence(rules, snippets[rules.cites[0]], keep, reply)

    def sentence(self, rules: Sentence, source: Snippet, keep: list[str], text: str | None) -> Sentence:
        """The model's wording `text` of one planned sentence if code and the Verifier accept it,
        else the rules' sentence, and why (`text` None: the reply had no line for it)."""
        calls0 = self.requests()
        said, unnamed = self.unnamed(text, rules.text, source.text)
        problem = "gave no line for it" if said is None else self.problem(said, rules.text, source.text, keep)
        if problem is None:
            worded = Sentence(said or "", list(rules.cites))
            self.reviewer.check(worded, {source.n: replace(source, text=rules.text)})
            if worded.verdict == SUPPORTED:
                worded.wording = Wording("model", "checked: every fact stands in the planned sentence" + unnamed,
                                         1 + self.requests() - calls0)
                return worded
            failed = "; ".join(f"「{f.text}」 {f.verdict}" + (f" ({f.message})" if f.message else "")
                               for f in worded.check.failures)
            problem = f"not verified: {failed or worded.verdict}"
        kept = Sentence(rules.text, list(rules.cites))
        tries = [] if text is None else [{"text": text, "why": problem + unnamed}]
        kept.wording = Wording("rules", f"the model's wording {problem}", 1 + self.requests() - calls0, tries)
        return kept

    def unnamed(self, text: str | None, planned: str, source: str) -> tuple[str | None, str]:
        """A Chinese wording's topic, a river, put back to the word its plan says, and a note saying
        so (else `text` and ""): the demo model named the river where the plan says only 河 (河决睢宁
        worded 黄河决睢宁), fourteen of 33 lines of the recorded 黄河 run. The plan's river may be
        another (奏上而河复决 was the 永定河's), so the article says 河 as its source does, and
        the rest of the wording is checked as usual."""
        topic = to_simplified(self.topic)
        if text is None or self.lang != "zh" or len(topic) < 2 or topic[-1] not in _BARE or topic not in text:
            return text, ""
        bare, plan = topic[-1], to_simplified(planned)
        if topic in to_simplified(planned + "\n" + source):
            return text, ""
        # each 黄河 stands where the plan has its bare 河, after the same character (，河决 →
        # ，黄河决): 贾鲁河淤塞 worded 黄河淤塞 is another river, and stays refused
        before = {plan[i - 1] if i else "" for i, c in enumerate(plan) if c == bare}
        said = to_simplified(text)
        if any((said[m.start() - 1] if m.start() else "") not in before for m in re.finditer(topic, said)):
            return text, ""
        return text.replace(topic, bare), f" (「{topic}」 said 「{bare}」, as its plan does)"

    def requests(self) -> int:
        """Requests sent so far, those the call log answered included: what a sentence costs."""
        return self.llm.calls + self.llm.cache_hits

    def keep(self, planned: str, actor: str, terms: list[str]) -> list[str]:
        """What the wording must hold as written: the actor, the date, the topic's terms and the
        names and places the project knows that the planned sentence holds."""
        plain = to_simplified(planned)
        words = [actor] if actor and actor in planned else []
        words += [t for t in terms if t in planned]
        words += [m.group() for m in self.forms.finditer(plain)] if self.forms else []
        if self.lang == "zh":
            words += [d.text for d in find_era_dates(planned, self.prefer)]
        words += _YEAR.findall(planned)
        return list(dict.fromkeys(w for w in words if w and not any(w in o and w != o for o in words)))

    def ask(self, planned: list[str]) -> list[str | None]:
        """The model's wording of each planned sentence, asked in one request (numbered lines),
        or None for a sentence the reply gave no line."""
        example = EXAMPLES.get((self.corpus_lang, self.lang), EXAMPLES[("zh", "en")])
        shots = [Message("user", _numbered([given for given, _ in example]) + "\n→"),
                 Message("assistant", _numbered([worded for _, worded in example]))]
        messages = self.model.messages(STAGE, shots, task=TASKS.get(self.corpus_lang, TASKS["zh"]),
                                       language=self.model.language, sentences=_numbered(planned))
        with self.model.counting:
            self.model.requests[STAGE] += 1
        reply = self.llm.text(STAGE, messages, temperature=0.0, max_tokens=TOKENS * len(planned),
                              stop=[f"\n{len(planned) + 1}."])
        lines = numbered_lines(reply)
        return [self.tidy(lines[i], planned[i - 1]) if i in lines else None for i in range(1, len(planned) + 1)]

    def tidy(self, line: str, planned: str) -> str:
        """One line of a reply as a sentence of the article, the Gregorian years of `planned` (what
        it words) added (none inside a quoted memorial: the plan gives its dates none)."""
        text = line.strip().strip("「」“”\"' ")
        if not text:
            return ""
        if self.lang == "zh":
            return with_gregorian(text.rstrip("。.") + "。", self.prefer, planned)
        return text if text[-1] in ".!?" else text + "."

    def problem(self, text: str, planned: str, source: str, keep: list[str]) -> str | None:
        """What code finds wrong with a wording of `planned`, or None."""
        said = self.adds(text, planned + "\n" + source)
        if said or self.lang != "zh":
            missing = [k for k in keep if _YEAR.fullmatch(k) and k not in text]
            return said or (f"leaves out {missing[0]}" if missing else None)
        return self._chinese(text, planned, keep)

    def adds(self, text: str, given: str) -> str | None:
        """Why `text` is no sentence or says what `given` does not (a date, a year, a known name or
        place, a claiming word), or None: the check a wording and the introduction or conclusion (frame.py) share."""
        if _JUNK.search(text):
            return "is not a sentence (JSON or markup)"
        if len(text.strip("。. ")) < 3:
            return "is empty"
        han, latin = len(_HAN.findall(text)), len(_LATIN.findall(text))
        if (self.lang == "zh" and han < 0.8 * (han + latin)) or (self.lang != "zh" and latin < 0.6 * (han + latin)):
            return f"is not in {self.model.language}"
        new_years = set(_YEAR.findall(text)) - set(_YEAR.findall(given))
        if new_years:
            return f"states a year its clauses do not ({'、'.join(sorted(new_years))})"
        plain, given_plain = to_simplified(text), to_simplified(given)
        if self.lang != "zh":
            first = "is still in the first person" if _FIRST_PERSON.search(text.split("“")[0]) else None
            return first or self.cross.negation(plain, given_plain) or None
        topic = to_simplified(self.topic)
        if topic and topic in plain and topic not in given_plain:
            # 河决 worded 黄河决 where `unnamed` could not say it back (after another character than
            # the plan's): the article's topic is not the source's river (奏上而河复决 was the 永定河)
            return f"names 「{topic}」 where its clauses name none"
        eras = {(d.era, d.year_in_era) for d in find_era_dates(given_plain, self.prefer)}
        new_eras = [d.text for d in find_era_dates(plain, self.prefer) if (d.era, d.year_in_era) not in eras]
        if new_eras:
            return f"states a date its clauses do not ({new_eras[0]})"
        bare = bare_years(text, self.prefer)
        if bare:
            return f"gives a year without its era ({bare[0]})"
        named = [m.group() for m in self.forms.finditer(plain) if m.group() not in given_plain] if self.forms else []
        if named:
            return f"names {named[0]}, whom or which its clauses do not"
        added = [m.group() for m in _ASSERTING.finditer(plain) if m.group() not in given_plain]
        if added:
            return f"adds 「{added[0]}」, which its planned sentence does not say"
        return self.cross.negation(plain, given_plain) or None

    def _chinese(self, text: str, planned: str, keep: list[str]) -> str | None:
        """What a Chinese wording that adds nothing leaves out, or how it strays from its plan."""
        plain = to_simplified(text)
        missing = [k for k in keep if to_simplified(k) not in plain]
        # a list's joints as written (孙昌国、黄翼升: 昌国、黄翼), so that no name is cut short; not
        # shown to the model, which appended the pieces it was shown as names of their own
        missing += [j for j in _JOINT.findall(to_simplified(planned)) if j not in plain]
        if missing:
            return f"leaves out {missing[0]}"
        body = set(_HAN.findall(_ERA_DATE.sub("", to_simplified(planned))))
        if body and len(body & set(plain)) / len(body) < KEPT_SHARE:
            return "leaves out most of its clause"
        for clause in _CLAUSES.split(_ERA_DATE.sub("", to_simplified(planned))):
            chars = set(_HAN.findall(clause))
            if chars and len(chars & set(plain)) <= CLAUSE_SHARE * len(chars):
                return f"leaves out most of the clause 「{clause}」"
        said, told = self._body(text), self._body(planned)
        names = [m.group() for m in self.forms.finditer(told)] if self.forms else []
        known = names + ([m.group() for m in self.forms.finditer(said)] if self.forms else [])
        strays = (changed_verb(said, told) or reordered(said, told) or dropped_quantity(said, told)
                  or lost_word(said, told, known) or added_turn(said, told)
                  or swapped_names(said, told, names))
        if strays:
            return strays
        dated, dates = self._dated(text, planned), self._dated(planned, planned)
        bound = unbound(dated[0], dates[0], known + dated[1] + dates[1])
        if bound:
            return bound
        if len(text) > max(len(planned) * LONGER, len(planned) + 12):
            return f"is longer than its planned sentence ({len(text)} > {len(planned)} characters)"
        if plain == to_simplified(planned):
            return "is the planned sentence unchanged"
        return None

    def _body(self, text: str) -> str:
        """`text` simplified, without its era dates and Gregorian years: what its clauses tell."""
        plain = _GREGORIAN.sub("", to_simplified(text))
        for date in find_era_dates(plain, self.prefer):
            plain = plain.replace(date.text, "")
        return plain

    def _dated(self, text: str, planned: str) -> tuple[str, list[str]]:
        """`text` simplified, without its Gregorian years and the planned sentence's own date (the
        date clause the whole sentence is told under), each other era date written as its era and
        year, and those dates: a date inside a sentence goes with its clause (clause_binding.py)."""
        plain = _GREGORIAN.sub("", to_simplified(text))
        lead = _ERA_DATE.match(to_simplified(planned))
        first = [(d.era, d.year_in_era) for d in find_era_dates(lead.group(), self.prefer)] if lead else []
        dates: list[str] = []
        for d in reversed(find_era_dates(plain, self.prefer)):
            said = "" if (d.era, d.year_in_era) in first else f"{d.era}{d.year_in_era}年"
            plain = plain[:d.start] + said + plain[d.end:]
            dates += [said] if said else []
        return plain, dates


def _numbered(sentences: list[str]) -> str:
    return "\n".join(f"{i}. {s}" for i, s in enumerate(sentences, 1))


def numbered_lines(text: str) -> dict[int, str]:
    """The numbered lines of a request or a reply (its first line of each number)."""
    lines: dict[int, str] = {}
    for m in _NUMBERED.finditer(text):
        lines.setdefault(int(m.group(1)), m.group(2))
    return lines


def write_worded_article(project: Project, llm: LLM, topic: str, lang: str, max_chars: int | None,
                         on_stage: Callable[[str], None] = lambda stage: None) -> WrittenArticle:
    """The rules' 纪事本末 on `topic`, each sentence worded by the model where it checks out."""
    began = time.perf_counter()
    calls, hits = llm.calls, llm.cache_hits
    on_stage("planning: the 纪事本末 by rules")
    # the plan in the sources' language: a Chinese corpus's 纪事本末, an English one's quotations
    english = corpus_language(project.store) == "en"  # the research queries are Chinese terms
    article = write_rules_article(project, topic, "en", max_chars) if english else headed_article(
        project, llm, topic, max_chars)
    wording = ChronicleWording(project, llm, topic.strip(), lang)
    wording.word(article, on_stage)
    on_stage("introduction and conclusion: from the body's sentences")
    add_frame(wording, article)
    article.plan, article.lang, article.model = PLAN, lang, llm.name
    said = [s.wording for sec in article.sections if sec.kind == "body" for s in sec.sentences if s.wording]
    by_model = sum(w.by == "model" for w in said)
    kept = sum(len(sec.sentences) for sec in article.sections)  # in whoever's words, the frame's too
    stages = {**article.cost.get("requests_by_stage", {}), **wording.model.requests}
    requests = llm.calls + llm.cache_hits - calls - hits  # every stage's, the call log's answers included
    article.cost = {"model_calls": llm.calls - calls, "cache_hits": llm.cache_hits - hits,
                    "requests_by_stage": stages, "sentences_checked": wording.reviewer.checked,
                    "seconds": round(time.perf_counter() - began, 1), "plan_seconds": article.cost["seconds"],
                    "worded_by_model": by_model, "worded_by_rules": len(said) - by_model,
                    "requests": requests,
                    "calls_per_kept_sentence": round(requests / by_model, 2) if by_model else None,
                    "requests_per_sentence": round(requests / kept, 2) if kept else None,
                    "max_calls_per_sentence": max((w.calls for w in said), default=0)}
    return article


def write_researched_article(project: Project, llm: LLM, topic: str, max_chars: int | None) -> WrittenArticle:
    """`--plan researched`: the researched 纪事本末 in the rules' words, with the model's checked
    introduction and conclusion (frame.py) in modern Chinese, from its classical sentences."""
    began = time.perf_counter()
    calls, hits = llm.calls, llm.cache_hits
    article = researched_article(project, llm, topic, max_chars)
    wording = ChronicleWording(project, llm, topic.strip(), "zh")
    add_frame(wording, article)
    article.cost.update(model_calls=llm.calls - calls, cache_hits=llm.cache_hits - hits,
                        requests_by_stage={**article.cost.get("requests_by_stage", {}), **wording.model.requests},
                        seconds=round(time.perf_counter() - began, 1))
    return article
