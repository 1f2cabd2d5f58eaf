// shiguan web app: citation popovers, the document reader's fact panel, a missing-font warning, job progress.
// Text from the corpus is only ever moved as DOM nodes or set with textContent, never as HTML.
(() => {
  "use strict";

  // -- citations: [n] opens the cited sentence in context (hover to peek, click to pin) ---------
  const popover = document.getElementById("popover");
  let pinned = null;
  let hoverTimer = null;

  const hide = () => {
    if (pinned) pinned.classList.remove("open");
    pinned = null;
    popover.hidden = true;
    popover.replaceChildren();
  };

  const show = (link) => {
    const ref = document.getElementById(`ref-${link.dataset.ref}`);
    const body = ref && ref.querySelector(".ref-body");
    if (!body) return false;
    const label = document.createElement("div");
    label.className = "ref-no";
    label.textContent = `[${link.dataset.ref}]`;
    popover.replaceChildren(label, body.cloneNode(true));
    popover.hidden = false;
    const box = link.getBoundingClientRect();
    const width = popover.offsetWidth;
    const left = Math.min(window.scrollX + box.left, window.scrollX + document.documentElement.clientWidth - width - 8);
    popover.style.left = `${Math.max(8, left)}px`;
    popover.style.top = `${window.scrollY + box.bottom + 6}px`;
    return true;
  };

  document.addEventListener("click", (ev) => {
    const link = ev.target.closest("a.cite");
    if (link) {
      ev.preventDefault();
      clearTimeout(hoverTimer);
      if (pinned === link) { hide(); return; }
      hide();
      if (show(link)) { pinned = link; link.classList.add("open"); }
      return;
    }
    if (pinned && !popover.contains(ev.target)) hide();
  });
  document.addEventListener("keydown", (ev) => { if (ev.key === "Escape") hide(); });
  document.addEventListener("mouseover", (ev) => {
    const link = ev.target.closest && ev.target.closest("a.cite");
    if (!link || pinned) return;
    clearTimeout(hoverTimer);
    hoverTimer = setTimeout(() => { if (!pinned) show(link); }, 150);
  });
  document.addEventListener("mouseout", (ev) => {
    const link = ev.target.closest && ev.target.closest("a.cite");
    if (!link || pinned) return;
    clearTimeout(hoverTimer);
    popover.hidden = true;
  });

  // -- document reader: a highlight shows the facts read from it ------------------------------
  const panel = document.querySelector(".facts-panel");
  if (panel) {
    const title = panel.querySelector("[data-panel-title]");
    const reset = panel.querySelector("[data-panel-reset]");
    const items = [...panel.querySelectorAll("[data-fact]")];
    const allTitle = title.textContent;
    let selected = null;
    const showFacts = (mark) => {
      if (selected) selected.classList.remove("selected");
      selected = mark;
      const ids = mark ? new Set(mark.dataset.facts.split(" ")) : null;
      for (const li of items) li.hidden = ids !== null && !ids.has(li.dataset.fact);
      if (mark) {
        mark.classList.add("selected");
        title.textContent = `「${mark.textContent}」: ${ids.size} fact${ids.size === 1 ? "" : "s"}`;
      } else {
        title.textContent = allTitle;
      }
      reset.hidden = mark === null;
    };
    const pick = (ev) => {
      const mark = ev.target.closest("mark[data-facts]");
      if (mark) showFacts(mark);
    };
    document.querySelector("article.text").addEventListener("click", pick);
    document.querySelector("article.text").addEventListener("keydown", (ev) => { if (ev.key === "Enter") pick(ev); });
    panel.querySelector("[data-show-all]").addEventListener("click", (ev) => { ev.preventDefault(); showFacts(null); });
  }

  // -- fonts: without a CJK font every character is drawn as the same empty box -------------------
  // Two different hanzi drawn alike, or drawn as an unassigned code point is, are no glyphs.
  const warning = document.getElementById("no-cjk-font");
  const canvas = document.createElement("canvas");
  const pen = canvas.getContext && canvas.getContext("2d", { willReadFrequently: true });
  if (warning && pen) {
    canvas.width = canvas.height = 40;
    const serif = getComputedStyle(document.documentElement).getPropertyValue("--serif") || "serif";
    const drawn = (ch) => {
      pen.clearRect(0, 0, 40, 40);
      pen.font = `32px ${serif}`;
      pen.fillText(ch, 2, 32);
      return pen.getImageData(0, 0, 40, 40).data.join();
    };
    const zhao = drawn("兆");
    warning.hidden = !(zhao === drawn("惠") || zhao === drawn("\u0378"));
  }

  // -- jobs: follow a biography being written, then open it -----------------------------------
  const job = document.querySelector("[data-events]");
  if (job) {
    const source = new EventSource(job.dataset.events);
    const update = (progress) => {
      for (const el of job.querySelectorAll("[data-field]")) el.textContent = progress[el.dataset.field] ?? "";
      job.querySelector("[data-field=state]").className = `state ${progress.state}`;
    };
    source.onmessage = (ev) => update(JSON.parse(ev.data));
    source.addEventListener("done", (ev) => {
      source.close();
      const progress = JSON.parse(ev.data);
      update(progress);
      job.querySelector("progress").value = 1;
      if (progress.output_url) {
        const result = job.querySelector("[data-result]");
        result.querySelector("a").href = progress.output_url;
        result.hidden = false;
        window.location.assign(progress.output_url);
      }
    });
  }
})();
