"""Imports run one way: the layers declared in pyproject.toml ([tool.shiguan.layers]), checked
by reading every import of src/shiguan, also those inside functions (not those under
`if TYPE_CHECKING:`, which only annotations read). Within lang/, no language pack imports
another: what two languages share lives below them (write/, verify/, retrieve/ …)."""

from __future__ import annotations

import ast
import tomllib
from collections import defaultdict
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "src" / "shiguan"


def _layers() -> dict[str, int]:
    order = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["tool"]["shiguan"]["layers"]["order"]
    return {part: level for level, parts in enumerate(order) for part in parts}


def _part(module: str) -> str:
    """shiguan.kg.graph -> kg: a top-level module or a subpackage is one part."""
    return module.split(".")[1]


def _packs() -> set[str]:
    return {p.name for p in (PACKAGE / "lang").iterdir() if (p / "__init__.py").exists()}


def _pack(module: str, packs: set[str]) -> str | None:
    """shiguan.lang.zh.read.segment -> zh: the language pack a module is part of (None: none)."""
    parts = module.split(".")
    return parts[2] if len(parts) > 2 and parts[1] == "lang" and parts[2] in packs else None


def _imports(path: Path, text: str | None = None) -> list[tuple[str, int]]:
    """(imported shiguan module, line) for every import in the file (or in `text` as if it were there)."""
    module = ".".join(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    package = module if path.name == "__init__.py" else module.rsplit(".", 1)[0]
    package = package.removesuffix(".__init__")
    tree = ast.parse(path.read_text("utf-8") if text is None else text)
    typing_only = {id(n) for block in ast.walk(tree) if _for_type_checkers(block) for n in ast.walk(block)}
    found = []
    for node in ast.walk(tree):
        if id(node) in typing_only:
            continue
        if isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            names = [target] if node.module else [f"{target}.{a.name}" for a in node.names]
        elif isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        else:
            continue
        found += [(name, node.lineno) for name in names if name.startswith("shiguan.")]
    return found


def _for_type_checkers(node: ast.AST) -> bool:
    """`if TYPE_CHECKING:`: imports for annotations only, never run."""
    return isinstance(node, ast.If) and isinstance(node.test, ast.Name) and node.test.id == "TYPE_CHECKING"


def _edges() -> dict[tuple[str, str], list[str]]:
    edges: dict[tuple[str, str], list[str]] = defaultdict(list)
    for path in sorted(PACKAGE.rglob("*.py")):
        if path.parent == PACKAGE and path.name == "__init__.py":
            continue
        source = _part(".".join(path.relative_to(PACKAGE.parent).with_suffix("").parts))
        for target, line in _imports(path):
            if _part(target) != source:
                edges[source, _part(target)].append(f"{path.relative_to(ROOT)}:{line}")
    return edges


def test_every_part_of_the_package_has_a_layer():
    parts = {p.stem if p.is_file() else p.name for p in PACKAGE.iterdir()
             if (p.suffix == ".py" and p.name != "__init__.py") or (p / "__init__.py").exists()}
    assert parts - set(_layers()) == set(), "add these to [tool.shiguan.layers] in pyproject.toml"


def test_no_import_runs_against_the_layers():
    layers = _layers()
    wrong = [f"{where}: {source} (layer {layers[source]}) imports {target} (layer {layers[target]})"
             for (source, target), places in _edges().items() if layers[target] > layers[source]
             for where in places]
    assert wrong == []


def test_no_two_parts_import_each_other():
    edges = _edges()
    both = sorted({tuple(sorted(pair)) for pair in edges if pair[::-1] in edges})
    assert both == [], [edges[pair] + edges[pair[::-1]] for pair in both]


@pytest.mark.parametrize("line, bad", [("from ..cli import app", True), ("from ..store import Store", False)])
def test_the_check_sees_an_import_against_the_layers(line, bad):
    """The checker itself: a relative import upwards is found, one downwards is not."""
    layers = _layers()
    [(target, _)] = _imports(PACKAGE / "kg" / "graph.py", line)
    assert (layers[_part(target)] > layers["kg"]) is bad


def _foreign(path: Path, text: str | None = None) -> list[str]:
    """The imports of one module of a language pack that reach into another pack."""
    packs = _packs()
    own = _pack(".".join(path.relative_to(PACKAGE.parent).with_suffix("").parts), packs)
    return [f"{path.relative_to(ROOT)}:{line}: {target}" for target, line in _imports(path, text)
            if own is not None and _pack(target, packs) not in (None, own)]


def test_no_language_pack_imports_another():
    assert [wrong for path in sorted((PACKAGE / "lang").rglob("*.py")) for wrong in _foreign(path)] == []


@pytest.mark.parametrize("line, bad", [("from ..en.people import title_word", True),
                                       ("from .. import Style", False), ("from .entries import ReadEntry", False)])
def test_the_check_sees_a_pack_importing_another(line, bad):
    """The checker itself: the Chinese reader importing the English pack is found; the shared
    protocol and its own modules are not."""
    assert bool(_foreign(PACKAGE / "lang" / "zh" / "read.py", line)) is bad
