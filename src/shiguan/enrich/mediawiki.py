"""An enrichment as a Wikipedia editor takes it: a unified diff of the article's wikitext that
appends each section's added sentences, every one with a `<ref>{{cite book …}}</ref>` pointing at
the narrative (its chapter and line, and the quoted words), and, before the diff, the candidates
left out and why, for the editor to judge. `patch` and MediaWiki's own diff ignore the preamble.
"""

from __future__ import annotations

import difflib
import re

from .report import EnrichedArticle, NarrativeRef, SectionOutcome

_CHAPTER = re.compile(r"^\s*((?:CHAPTER|Chapter|BOOK|Book|PART|Part)\s+[\w.]+)", re.M)
_TITLE = re.compile(r"^Title:\s*(.+)$", re.M)
_AUTHOR = re.compile(r"^Author:\s*(.+)$", re.M)
_EBOOK_OF = re.compile(r"eBook of (.+?), by (.+?)\s*$", re.M)


def _param(text: str) -> str:
    """A value safe inside a template parameter: no pipe, no closing braces, no markup."""
    text = " ".join(text.split())
    return (text.replace("&", "&amp;").replace("<", "&lt;").replace("|", "&#124;").replace("}}", "&#125;&#125;")
            .replace("[[", "&#91;&#91;"))


def book(article: EnrichedArticle) -> tuple[str, str]:
    """The narrative's title and author, from its Project Gutenberg header when it has one."""
    head = article.narrative.text[:article.narrative.start or 3000]
    title, author = _TITLE.search(head), _AUTHOR.search(head)
    if title:
        return title.group(1).strip(), author.group(1).strip() if author else ""
    ebook = _EBOOK_OF.search(head)
    if ebook:
        return ebook.group(1).strip(), ebook.group(2).strip()
    return article.narrative.path.stem, ""


def where(article: EnrichedArticle, ref: NarrativeRef) -> str:
    """Chapter (the last heading before the quote) and line of the file."""
    text = article.narrative.text
    line = text.count("\n", 0, ref.start) + 1
    chapters = [m.group(1) for m in _CHAPTER.finditer(text, article.narrative.start, ref.start)]
    return f"{chapters[-1].rstrip('.')}, line {line}" if chapters else f"line {line}"


def cite(article: EnrichedArticle, ref: NarrativeRef) -> str:
    title, author = book(article)
    return (f"<ref>{{{{cite book |title={_param(title)} |author={_param(author)} |year= "
            f"|at={_param(where(article, ref))} |quote={_param(ref.text)} }}}}</ref>")


def _insertion(article: EnrichedArticle, o: SectionOutcome) -> str:
    refs = {r.ref: r for r in article.references}
    return " ".join(a.text + "".join(cite(article, refs[n]) for n in a.refs if n in refs) for a in o.added)


def enriched_wikitext(article: EnrichedArticle, original: str) -> str:
    """The article's text with each enriched section's sentences appended to its body."""
    out, cursor = original, 0
    for o in article.sections:
        if not o.added:
            continue
        body = o.section.body
        at = out.find(body, cursor) if body else -1
        if at < 0:
            heading = out.find(o.section.title, cursor) if o.section.title else -1
            if heading < 0:
                continue
            at, body = heading, out[heading:out.find("\n", heading) if "\n" in out[heading:] else len(out)]
        end = at + len(body)
        added = ("\n\n" if body == o.section.title or not o.section.body else " ") + _insertion(article, o)
        out = out[:end] + added + out[end:]
        cursor = end + len(added)
    return out


def rejected(article: EnrichedArticle) -> list[str]:
    """What was not added, section by section, with the reason."""
    lines = []
    for o in article.sections:
        name = " > ".join(o.section.path) or "(lead)"
        reasons = {c.claim: f"{c.verdict}: {c.reason}" if c.reason else c.verdict for c in o.checks}
        for sentence in o.dropped:
            lines.append(f"- {name}: “{sentence}” ({reasons.get(sentence, 'cites no verified evidence')})")
        for c in o.candidates:  # the rules' plan: each of the narrator's sentences not added, and why
            if not c.added:
                lines.append(f"- {name}: “{c.quotation.text}” ({c.why})")
        if o.reason and o.reason not in ("beyond the section limit",) and o.retrieved:
            lines.append(f"- {name}: unchanged ({o.reason})")
    return lines


def mediawiki_diff(article: EnrichedArticle, original: str, name: str) -> str:
    """The preamble (what was added, what was left out) and the unified diff of the wikitext."""
    new = enriched_wikitext(article, original)
    added = sum(len(o.added) for o in article.sections)
    head = [f"shiguan enrich: {added} sentence(s) added to {name} from {article.narrative.path.name}, "
            "each cited with {{cite book}} at the narrative's chapter and line.", ""]
    left = rejected(article)
    head += ["Candidates not added (for the editor):", *left, ""] if left else ["No candidate was left out.", ""]
    diff = difflib.unified_diff(original.splitlines(keepends=True), new.splitlines(keepends=True),
                                fromfile=f"a/{name}", tofile=f"b/{name}")
    return "\n".join(head) + "".join(diff)
