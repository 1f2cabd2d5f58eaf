"""A person's neighbourhood in the knowledge graph as one self-contained HTML page.

The layout is radial and computed here, so the same graph always draws the same way: the person
in the middle, each hop on its own ring, every node in a wedge of its parent's sized by how many
nodes hang below it. The page's script only draws, pans and zooms, and lists the sources of what
was clicked. Corpus text reaches the page only inside a JSON block with <, > and & escaped, and
the script puts it into the DOM as textContent, so a source that contains markup stays text.
"""

from __future__ import annotations

import html
import json
import math
import re
from dataclasses import asdict

from .ego_view import readable
from .graph import Graph

_COLOURS = {
    "person": "#c0392b", "location": "#2e86c1", "office": "#27ae60", "title": "#8e44ad",
    "organisation": "#d68910", "time": "#7f8c8d", "book": "#a04000", "degree": "#16a085", "name": "#d35490",
    "value": "#95a5a6", "group": "#5d6d7e",
}
_OTHER_COLOUR = "#555555"
_MIN_RING = 170.0  # pixels between rings: room for a node's label before the next ring
_SPACING = 26.0  # pixels between neighbouring leaves on the first ring


def _layout(graph: Graph, centre: str) -> dict[str, tuple[float, float, int]]:
    """(x, y, ring) of every node, the centre at the origin."""
    adjacent: dict[str, set[str]] = {n: set() for n in graph.nodes}
    for e in graph.edges:
        adjacent[e.source].add(e.target)
        adjacent[e.target].add(e.source)

    def key(node_id: str) -> tuple[str, str, str]:
        n = graph.nodes[node_id]
        return n.type, n.name, n.id

    ring = {centre: 0}
    children: dict[str, list[str]] = {n: [] for n in graph.nodes}
    order = [centre]
    # Nodes the centre cannot reach (none in an ego graph) hang on the first ring, unlinked.
    for root in [centre] + sorted(set(graph.nodes) - {centre}, key=key):
        if root not in ring:
            ring[root] = 1
            children[centre].append(root)
            order.append(root)
        i = order.index(root)
        while i < len(order):
            node = order[i]
            for nb in sorted(adjacent[node] - set(ring), key=key):
                ring[nb] = ring[node] + 1
                children[node].append(nb)
                order.append(nb)
            i += 1
    weight: dict[str, int] = {}
    for node in reversed(order):
        weight[node] = max(1, sum(weight[c] for c in children[node]))
    step = max(_MIN_RING, _SPACING * weight[centre] / (2 * math.pi))
    angle = {centre: 0.0}

    def spread(node: str, a0: float, a1: float) -> None:
        total = sum(weight[c] for c in children[node])
        for c in children[node]:
            width = (a1 - a0) * weight[c] / total
            angle[c] = a0 + width / 2
            spread(c, a0, a0 + width)
            a0 += width

    spread(centre, -math.pi / 2, 3 * math.pi / 2)
    return {n: (round(ring[n] * step * math.cos(angle[n]), 1), round(ring[n] * step * math.sin(angle[n]), 1), ring[n])
            for n in graph.nodes}


def _json_for_script(data: dict) -> str:
    """JSON that cannot end its <script> element or open another one."""
    text = json.dumps(data, ensure_ascii=False)
    return text.replace("&", "\\u0026").replace("<", "\\u003c").replace(">", "\\u003e")


def ego_html(graph: Graph, centre: str, title: str) -> str:
    """The page for `graph` drawn around the node `centre` (which must be in it), made readable
    (ego_view: one node per string, long lists of events as one node)."""
    drawn = readable(graph, centre)
    graph = drawn.graph
    places = _layout(graph, centre)
    data = {
        "title": title,
        "centre": centre,
        "nodes": [{**asdict(n), "x": places[n.id][0], "y": places[n.id][1], "ring": places[n.id][2]}
                  for n in graph.nodes.values()],
        "edges": [{**asdict(e), "source_name": a, "target_name": b} for e, (a, b) in zip(graph.edges, drawn.ends)],
        "colours": {n.type: _COLOURS.get(n.type, _OTHER_COLOUR) for n in graph.nodes.values()},
    }
    parts = {"TITLE": html.escape(title), "DATA": _json_for_script(data), "SCRIPT": _SCRIPT}
    # One pass, so corpus text that happens to contain a placeholder is not substituted again.
    return re.sub(r"@(TITLE|DATA|SCRIPT)@", lambda m: parts[m.group(1)], _PAGE)


_PAGE = """<!DOCTYPE html>
<html lang="zh">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>@TITLE@</title>
<style>
body { margin: 0; font-family: system-ui, "Noto Sans CJK SC", "PingFang SC", sans-serif; color: #222;
       display: flex; flex-direction: column; height: 100vh; }
header { padding: 8px 16px; border-bottom: 1px solid #ddd; }
h1 { font-size: 1.2em; margin: 0 0 4px; }
#summary { margin: 0; color: #666; font-size: .9em; }
#legend { list-style: none; margin: 6px 0 0; padding: 0; display: flex; flex-wrap: wrap; gap: 12px; font-size: .85em; }
.swatch { display: inline-block; width: 11px; height: 11px; border-radius: 50%; margin-right: 4px; \
vertical-align: -1px; }
main { flex: 1; display: flex; min-height: 0; }
#graph { flex: 1; min-width: 0; cursor: grab; background: #fcfcfa; }
#graph.panning { cursor: grabbing; }
aside { width: 400px; overflow-y: auto; border-left: 1px solid #ddd; padding: 8px 16px; font-size: .9em; }
aside h2 { font-size: 1.05em; }
aside ol { padding-left: 1.4em; }
aside li { margin-bottom: 12px; }
blockquote { margin: 4px 0; padding: 4px 8px; background: #f4f1e8; border-left: 3px solid #c9b98f; }
.where { color: #666; font-size: .85em; word-break: break-all; }
.edge { stroke: #9a9a9a; stroke-width: 1.2; }
.hit { stroke: transparent; stroke-width: 10; cursor: pointer; }
.edge.selected { stroke: #e67e22; stroke-width: 2.5; }
.elabel { font-size: 10px; fill: #555; text-anchor: middle; cursor: pointer;
          paint-order: stroke; stroke: #fcfcfa; stroke-width: 3px; }
.node { cursor: pointer; }
.node circle { stroke: #fff; stroke-width: 1.5; }
.node.centre circle { stroke: #222; stroke-width: 3; }
.node.selected circle { stroke: #e67e22; stroke-width: 3; }
.nlabel { font-size: 12px; dominant-baseline: middle; paint-order: stroke; stroke: #fcfcfa; stroke-width: 3px; }
.node.centre .nlabel { font-size: 16px; font-weight: bold; }
</style>
</head>
<body>
<header><h1 id="title"></h1><p id="summary"></p><ul id="legend"></ul></header>
<main>
<svg id="graph" role="img" preserveAspectRatio="xMidYMid meet"></svg>
<aside><h2 id="panel-title"></h2><ol id="panel-list"></ol></aside>
</main>
<script type="application/json" id="data">@DATA@</script>
<script>@SCRIPT@</script>
</body>
</html>
"""

_SCRIPT = r"""
(() => {
  "use strict";
  const data = JSON.parse(document.getElementById("data").textContent);
  const svg = document.getElementById("graph");
  const NS = svg.namespaceURI;
  const byId = new Map(data.nodes.map(n => [n.id, n]));
  const svgEl = (tag, attrs, parent) => {
    const e = document.createElementNS(NS, tag);
    for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
    parent.appendChild(e);
    return e;
  };
  const htmlEl = (tag, text, parent, cls) => {
    const e = document.createElement(tag);
    if (text) e.textContent = text;
    if (cls) e.className = cls;
    parent.appendChild(e);
    return e;
  };
  const radius = n => (n.id === data.centre ? 12 : 7);

  document.getElementById("title").textContent = data.title;
  document.getElementById("summary").textContent =
    `${data.nodes.length} nodes, ${data.edges.length} edges. Click a node or a line for its source sentences ` +
    "(a grey node such as “18 事件” holds that many, listed when clicked); " +
    "scroll to zoom, drag to pan, double-click to fit.";
  const legend = document.getElementById("legend");
  for (const type of Object.keys(data.colours).sort()) {
    const li = htmlEl("li", "", legend);
    htmlEl("span", "", li, "swatch").style.background = data.colours[type];
    li.append(type);
  }

  const defs = svgEl("defs", {}, svg);
  const marker = svgEl("marker", {id: "arrow", viewBox: "0 0 10 10", refX: "10", refY: "5",
                                  markerWidth: "7", markerHeight: "7", orient: "auto-start-reverse"}, defs);
  svgEl("path", {d: "M0,0 L10,5 L0,10 z", fill: "#9a9a9a"}, marker);
  const content = svgEl("g", {}, svg);
  const edgeLayer = svgEl("g", {}, content);
  const labelLayer = svgEl("g", {}, content);
  const nodeLayer = svgEl("g", {}, content);

  const panelTitle = document.getElementById("panel-title");
  const panelList = document.getElementById("panel-list");
  let selected = null;
  const show = (heading, edges, element) => {
    if (selected) selected.classList.remove("selected");
    selected = element;
    element.classList.add("selected");
    panelTitle.textContent = heading;
    panelList.replaceChildren();
    for (const e of edges) {
      const li = htmlEl("li", "", panelList);
      const triple = htmlEl("div", "", li);
      htmlEl("b", e.source_name, triple);
      triple.append(` —${e.relation}→ `);
      htmlEl("b", e.target_name, triple);
      htmlEl("blockquote", e.sentence, li);
      const score = e.score === null ? "" : `, score ${e.score}`;
      htmlEl("div", `${e.document}, chars ${e.start}–${e.end} (${e.method}${score})`, li, "where");
    }
  };

  // One line per pair of nodes, labelled with every relation between them.
  const pairs = new Map();
  for (const e of data.edges) {
    const [a, b] = [byId.get(e.source), byId.get(e.target)].sort((p, q) => p.ring - q.ring);
    const key = JSON.stringify([a.id, b.id]);
    if (!pairs.has(key)) pairs.set(key, {a, b, edges: []});
    pairs.get(key).edges.push(e);
  }
  for (const {a, b, edges} of pairs.values()) {
    if (a === b) continue;  // his own name read as a relation: listed when he is clicked, not drawn
    const dx = b.x - a.x, dy = b.y - a.y, len = Math.hypot(dx, dy) || 1;
    const ux = dx / len, uy = dy / len;
    const ends = {x1: a.x + ux * (radius(a) + 2), y1: a.y + uy * (radius(a) + 2),
                  x2: b.x - ux * (radius(b) + 2), y2: b.y - uy * (radius(b) + 2)};
    const line = svgEl("line", {...ends, class: "edge"}, edgeLayer);
    if (edges.some(e => e.source === a.id)) line.setAttribute("marker-end", "url(#arrow)");
    if (edges.some(e => e.source === b.id)) line.setAttribute("marker-start", "url(#arrow)");
    const hit = svgEl("line", {...ends, class: "hit"}, edgeLayer);
    const t = b.ring > a.ring ? 0.62 : 0.5;  // nearer the outer node, where lines fan apart
    const lx = a.x + dx * t, ly = a.y + dy * t;
    let deg = Math.atan2(dy, dx) * 180 / Math.PI;
    if (deg > 90) deg -= 180;
    if (deg < -90) deg += 180;
    const label = svgEl("text", {x: lx, y: ly, dy: "-3", transform: `rotate(${deg} ${lx} ${ly})`, class: "elabel"},
                        labelLayer);
    label.textContent = [...new Set(edges.map(e => e.relation))].join("、");
    const open = () => show(`${a.name} — ${b.name}`, edges, line);
    hit.addEventListener("click", open);
    label.addEventListener("click", open);
  }

  const touching = new Map(data.nodes.map(n => [n.id, []]));
  for (const e of data.edges) {
    touching.get(e.source).push(e);
    if (e.target !== e.source) touching.get(e.target).push(e);
  }
  let centreGroup = null;
  for (const n of data.nodes) {
    const g = svgEl("g", {class: n.id === data.centre ? "node centre" : "node", transform: `translate(${n.x} ${n.y})`},
                    nodeLayer);
    svgEl("circle", {r: radius(n), fill: data.colours[n.type]}, g);
    svgEl("title", {}, g).textContent = `${n.name} (${n.type})`;
    const label = svgEl("text", {class: "nlabel"}, g);
    label.textContent = n.name;
    if (n.id === data.centre) {
      label.setAttribute("y", -radius(n) - 10);
      label.setAttribute("text-anchor", "middle");
      centreGroup = g;
    } else {
      // Labels point away from the centre, upright on the left half.
      const deg = Math.atan2(n.y, n.x) * 180 / Math.PI;
      const left = Math.abs(deg) > 90;
      label.setAttribute("transform", `rotate(${left ? deg + 180 : deg})`);
      label.setAttribute("x", left ? -(radius(n) + 4) : radius(n) + 4);
      label.setAttribute("text-anchor", left ? "end" : "start");
    }
    g.addEventListener("click", () => show(`${n.name} (${n.type})`, touching.get(n.id), g));
  }
  if (centreGroup) {
    const n = byId.get(data.centre);
    show(`${n.name} (${n.type})`, touching.get(n.id), centreGroup);
  }

  let view;
  const setView = v => { view = v; svg.setAttribute("viewBox", v.join(" ")); };
  const fit = () => {
    const box = content.getBBox(), pad = 24;
    setView([box.x - pad, box.y - pad, box.width + 2 * pad, box.height + 2 * pad]);
  };
  fit();
  svg.addEventListener("dblclick", fit);
  svg.addEventListener("wheel", ev => {
    ev.preventDefault();
    const k = ev.deltaY > 0 ? 1.15 : 1 / 1.15;
    const p = new DOMPoint(ev.clientX, ev.clientY).matrixTransform(svg.getScreenCTM().inverse());
    setView([p.x - (p.x - view[0]) * k, p.y - (p.y - view[1]) * k, view[2] * k, view[3] * k]);
  }, {passive: false});
  let drag = null;
  svg.addEventListener("pointerdown", ev => {
    if (ev.target !== svg) return;
    drag = {x: ev.clientX, y: ev.clientY, view: view.slice(), scale: svg.getScreenCTM().a};
    svg.setPointerCapture(ev.pointerId);
    svg.classList.add("panning");
  });
  svg.addEventListener("pointermove", ev => {
    if (!drag) return;
    const [x, y, w, h] = drag.view;
    setView([x - (ev.clientX - drag.x) / drag.scale, y - (ev.clientY - drag.y) / drag.scale, w, h]);
  });
  svg.addEventListener("pointerup", () => { drag = null; svg.classList.remove("panning"); });
})();
"""
