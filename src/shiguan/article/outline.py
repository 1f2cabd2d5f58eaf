"""An article's outline: a title and body sections with sub-headings, editable as Markdown.

`--outline-only` writes it as `# title`, `## heading` and `### sub-heading` lines; a user edits
it and passes it back with `--outline FILE`. Under the clusters plan each body section draws on
exactly one cluster, recorded as `<!-- cluster N -->` after its heading so that the mapping
survives editing; a heading without one draws on the whole pool of snippets.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from ..errors import InputError

_CLUSTER = re.compile(r"\s*<!--\s*cluster\s+(\d+)\s*-->\s*$")


@dataclass
class OutlineSection:
    heading: str
    subheadings: list[str] = field(default_factory=list)
    cluster: int | None = None  # clusters plan: the one cluster it draws on

    def query(self, topic: str) -> str:
        return " ".join([topic, self.heading, *self.subheadings])


@dataclass
class Outline:
    title: str
    sections: list[OutlineSection]

    def markdown(self) -> str:
        lines = [f"# {self.title}", ""]
        for s in self.sections:
            lines.append(f"## {s.heading}" + (f" <!-- cluster {s.cluster} -->" if s.cluster is not None else ""))
            lines += [f"### {sub}" for sub in s.subheadings]
            lines.append("")
        return "\n".join(lines)

    def to_dict(self) -> dict:
        return {"title": self.title, "sections": [
            {"heading": s.heading, "subheadings": s.subheadings, "cluster": s.cluster} for s in self.sections]}

    def check_clusters(self, clusters: int) -> None:
        """Clusters plan: every body section maps to exactly one cluster, each cluster to one section."""
        mapped = [s.cluster for s in self.sections]
        if any(c is None for c in mapped) or sorted(mapped) != list(range(1, clusters + 1)):  # type: ignore[type-var]
            raise InputError(f"the outline must give each of the {clusters} clusters exactly one section; "
                             f"its sections map to clusters {mapped}")


def read_outline(path: Path) -> Outline:
    """Parse an edited outline; a clear error for a file with no title or no section."""
    try:
        text = path.read_text("utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise InputError(f"{path}: cannot read the outline ({exc})") from exc
    title = ""
    sections: list[OutlineSection] = []
    for raw in text.splitlines():
        line = raw.strip()
        if line.startswith("### "):
            if not sections:
                raise InputError(f"{path}: the sub-heading 「{line[4:]}」 comes before any ## section")
            sections[-1].subheadings.append(line[4:].strip())
        elif line.startswith("## "):
            m = _CLUSTER.search(line)
            heading = _CLUSTER.sub("", line[3:]).strip()
            if heading:
                sections.append(OutlineSection(heading, cluster=int(m.group(1)) if m else None))
        elif line.startswith("# ") and not title:
            title = line[2:].strip()
    if not title or not sections:
        raise InputError(f"{path}: an outline needs a `# title` line and at least one `## section` line")
    return Outline(title, sections)
