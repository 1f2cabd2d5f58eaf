"""Print the structure of src/shiguan: its layers (pyproject.toml) from the top down, and for each
part the parts it imports, with how many import statements; the language packs of lang/ are shown
as parts of their own (lang.zh, lang.en), so that what they share and that neither imports the
other can be read off.

    python scripts/imports.py

Every import is read, also those inside functions (not those under `if TYPE_CHECKING:`), as
tests/test_layers.py reads them; that test fails where this picture would show an arrow up.
"""

from __future__ import annotations

import ast
import tomllib
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "src" / "shiguan"


def part(module: str, packs: set[str]) -> str:
    """shiguan.lang.zh.read -> lang.zh; shiguan.kg.graph -> kg."""
    parts = module.split(".")
    if len(parts) > 2 and parts[1] == "lang" and parts[2] in packs:
        return f"lang.{parts[2]}"
    return parts[1] if len(parts) > 1 else parts[0]


def imports(path: Path) -> list[str]:
    module = ".".join(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    package = module if path.name == "__init__.py" else module.rsplit(".", 1)[0]
    package = package.removesuffix(".__init__")
    tree = ast.parse(path.read_text("utf-8"))
    typing_only = {id(n) for block in ast.walk(tree) if isinstance(block, ast.If)
                   and isinstance(block.test, ast.Name) and block.test.id == "TYPE_CHECKING" for n in ast.walk(block)}
    found = []
    for node in ast.walk(tree):
        if id(node) in typing_only:
            continue
        if isinstance(node, ast.ImportFrom):
            base = package.split(".")[: len(package.split(".")) - node.level + 1] if node.level else []
            target = ".".join(base + ([node.module] if node.module else [])) if node.level else node.module or ""
            found += [target] if node.module else [f"{target}.{a.name}" for a in node.names]
        elif isinstance(node, ast.Import):
            found += [a.name for a in node.names]
    return [name for name in found if name.startswith("shiguan.")]


def main() -> None:
    order = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["tool"]["shiguan"]["layers"]["order"]
    packs = {p.name for p in (PACKAGE / "lang").iterdir() if (p / "__init__.py").exists()}
    edges: Counter[tuple[str, str]] = Counter()
    for path in sorted(PACKAGE.rglob("*.py")):
        if path.parent == PACKAGE and path.name == "__init__.py":
            continue
        source = part(".".join(path.relative_to(PACKAGE.parent).with_suffix("").parts), packs)
        for target in imports(path):
            if (target := part(target, packs)) != source:
                edges[source, target] += 1
    shown = {"lang": ["lang", *(f"lang.{k}" for k in sorted(packs))]}
    for level in range(len(order) - 1, -1, -1):
        for name in (n for p in order[level] for n in shown.get(p, [p])):
            used = sorted((t, n) for (s, t), n in edges.items() if s == name)
            print(f"{level:>2} {name:<15} -> " + (", ".join(f"{t} ({n})" for t, n in used) or "-"))


if __name__ == "__main__":
    main()
