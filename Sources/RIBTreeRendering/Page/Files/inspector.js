"use strict";
const MAX_EVENTS = 1000, MAX_DIAGNOSTICS = 200, MAX_INDENT = 32;
// Rows are drawn only where the tree panel shows them (and a few more around), at a fixed height,
// so that a tree of any size costs the same to draw.
const ROW_HEIGHT = 22, EXTRA_ROWS = 20;
const MAX_FILE_BYTES = 64 * 1024 * 1024, MAX_FILE_RIBS = 1000000;
const HIGHLIGHT_MS = 4000;
// The live tree, as the app last sent it.
let nodes = [], byId = new Map(), haveTree = false, revision = 0;
let freshUntil = new Map();      // id -> time until which the RIB shows as new
// Removed RIBs, shown for a while where they were: each after the row that preceded it, in the
// order they were drawn: {node, afterId, until}.
let ghosts = [];
let drawnRows = [];              // the live rows last laid out, removed ones included (layout's entries)
// Every row of the tree panel, in order, whether drawn or not: {node, classes, hasChildren}.
let layout = [];
let collapsed = new Set();       // the RIBs whose subtrees are hidden, by identity
// The search box's text, the positions in the shown tree of the RIBs it finds, and which of them
// was last gone to.
let search = { text: "", matches: [], ids: new Set(), current: -1 };
let events = [];                 // newest last
let selectedId = null, expiryTimer = null;
let selectedPlace = null;        // the selected RIB's name and parent, to follow it if re-attached
// Which moments the server can show: the tree right after any event from start to last.
let history = { start: 0, startTime: null, last: 0, limit: 0 };
// What the tree panel shows: {kind: "live"}, a moment of the past {kind: "moment", sequence,
// nodes (null until the server answers), error}, or a snapshot file {kind: "file", name, nodes}.
let shown = { kind: "live" };
// The tree the shown one is compared with, if any: {label, nodes}.
let baseline = null;
let socket = null;

const $ = (id) => document.getElementById(id);
function element(tag, className, text) {
  const e = document.createElement(tag);
  if (className) e.className = className;
  if (text !== undefined) e.textContent = text;
  return e;
}
function clock(ms) {
  const d = new Date(ms), pad = (n, w) => String(n).padStart(w || 2, "0");
  return pad(d.getHours()) + ":" + pad(d.getMinutes()) + ":" + pad(d.getSeconds()) + "." + pad(d.getMilliseconds(), 3);
}
function count(n, noun) { return n.toLocaleString("en") + " " + noun + (n === 1 ? "" : "s"); }
function ribLabel(identity) { return identity.name + " #" + identity.id; }
function parentId(node, list) { return node.parent >= 0 ? list[node.parent].id : null; }
// The app's nodes say which view type a RIB has; a snapshot's say only whether it has one.
function withViewFlag(list) { for (const n of list) n.hasView = n.view !== null && n.view !== undefined; return list; }

// MARK: The live tree

function applyTree(tree, isHello) {
  const now = Date.now();
  const ids = new Set();
  for (const n of tree.nodes) ids.add(n.id);
  if (haveTree && !isHello) {
    for (const n of tree.nodes) if (!byId.has(n.id)) freshUntil.set(n.id, now + HIGHLIGHT_MS);
    // A row that goes stays where it was drawn, after the row drawn before it.
    const until = new Map(ghosts.map((g) => [g.node.id, g.until]));
    const kept = leaving(drawnRows.map((r) => r.node), ids, (id) => until.get(id) || now + HIGHLIGHT_MS);
    if (shown.kind === "live" && !baseline) ghosts = kept;
    // A selected RIB detached, then attached again at the same place: show the new one.
    if (shown.kind === "live" && selectedId !== null && !ids.has(selectedId) && selectedPlace) {
      const again = tree.nodes.find((n) => !byId.has(n.id) && n.name === selectedPlace.name && parentId(n, tree.nodes) === selectedPlace.parentId);
      if (again) selectedId = again.id;
    }
  }
  nodes = withViewFlag(tree.nodes);
  byId = new Map(nodes.map((n, i) => [n.id, i]));
  haveTree = true;
  revision = tree.revision;
  for (const id of freshUntil.keys()) if (!ids.has(id)) freshUntil.delete(id);
  renderTree();
}

// MARK: What is shown

function shownNodes() { return shown.kind === "live" ? nodes : shown.nodes || []; }
function shownLabel() {
  if (shown.kind === "live") return "the live tree";
  if (shown.kind === "file") return shown.name;
  return shown.sequence === 0 ? "the tree when the inspector started" : "the tree after event #" + shown.sequence;
}

// The RIBs of `rows` (in the order drawn) that are not in `ids`, each to be drawn as removed
// after the row drawn before it, until `until(id)`: {node, afterId, until}.
function leaving(rows, ids, until) {
  const removed = [];
  let previous = null;
  for (const n of rows) {
    if (!ids.has(n.id)) removed.push({ node: n, afterId: previous, until: until(n.id) });
    previous = n.id;
  }
  return removed;
}

// What changed from `before` to `after`, by identity: rows to mark, rows to show as removed, and
// one line per change.
function compare(before, after) {
  const beforeById = new Map(before.map((n, i) => [n.id, i]));
  const afterIds = new Set(after.map((n) => n.id));
  const marks = new Map(), lines = [];
  // A RIB that moved and changed state has both marks.
  const mark = (id, change) => marks.set(id, (marks.get(id) || "changed") + " " + change);
  for (const n of after) {
    const old = beforeById.get(n.id);
    const parent = n.parent >= 0 ? after[n.parent] : null;
    if (old === undefined) {
      marks.set(n.id, "new");
      lines.push({ kind: "attach", node: n, parent: parent });
      continue;
    }
    const was = before[old];
    if (parentId(was, before) !== (parent ? parent.id : null)) {
      mark(n.id, "moved");
      lines.push({ kind: "move", node: n, parent: parent });
    }
    if (was.isActive !== n.isActive) {
      mark(n.id, n.isActive ? "activated" : "deactivated");
      lines.push({ kind: n.isActive ? "activate" : "deactivate", node: n });
    }
  }
  const removed = leaving(before, afterIds, () => Infinity);
  for (const g of removed) {
    lines.push({ kind: "detach", node: g.node, parent: g.node.parent >= 0 ? before[g.node.parent] : null });
  }
  return { marks: marks, removed: removed, lines: lines };
}

function row(entry, index) {
  const node = entry.node, depth = node.depth, classes = entry.classes;
  const r = element("div", "rib " + classes + (search.ids.has(node.id) ? " match" : ""));
  r.dataset.id = node.id;
  r.dataset.name = node.name;
  r.setAttribute("role", "treeitem");
  r.style.top = (index * ROW_HEIGHT) + "px";
  r.style.paddingLeft = (4 + Math.min(depth, MAX_INDENT) * 16) + "px";
  const toggle = element("span", "toggle", entry.hasChildren ? (collapsed.has(node.id) ? "▸" : "▾") : "");
  if (entry.hasChildren) {
    toggle.title = collapsed.has(node.id) ? "Show its subtree" : "Hide its subtree";
    r.setAttribute("aria-expanded", String(!collapsed.has(node.id)));
  }
  r.appendChild(toggle);
  r.appendChild(element("span", "dot"));
  r.appendChild(element("span", "name", node.name));
  if (node.hasView) r.appendChild(element("span", "badge", "view"));
  if (depth > MAX_INDENT) r.appendChild(element("span", "depth", "[depth " + depth + "]"));
  for (const change of ["activated", "deactivated", "moved"]) {
    if (r.classList.contains(change)) r.appendChild(element("span", "change", change));
  }
  if (entry.hidden) r.appendChild(element("span", "depth", count(entry.hidden, "RIB") + " hidden"));
  if (classes.startsWith("removed")) r.title = node.name + " left the tree";
  return r;
}

// Drops the removed rows whose time is up; a row drawn after one of them follows its row.
function expireGhosts(now) {
  const replacedBy = new Map();
  const kept = [];
  for (const g of ghosts) {
    const afterId = replacedBy.has(g.afterId) ? replacedBy.get(g.afterId) : g.afterId;
    if (g.until > now) kept.push({ node: g.node, afterId: afterId, until: g.until });
    else replacedBy.set(g.node.id, afterId);
  }
  ghosts = kept;
}

function renderTree() {
  const now = Date.now();
  const list = shownNodes();
  const live = shown.kind === "live";
  if (live) expireGhosts(now);
  for (const [id, until] of freshUntil) if (until <= now) freshUntil.delete(id);
  const comparison = baseline ? compare(baseline.nodes, list) : null;
  // Removed rows: those of the comparison, or, live, the ones that left a moment ago.
  const removed = comparison ? comparison.removed : live ? ghosts : [];
  const ghostsAfter = new Map();
  for (const g of removed) {
    if (!ghostsAfter.has(g.afterId)) ghostsAfter.set(g.afterId, []);
    ghostsAfter.get(g.afterId).push(g);
  }
  if (search.text) {
    const current = search.current;
    findMatches();
    if (current < search.matches.length) search.current = current;
    showSearchCount();
  }
  const rows = [];
  const add = (node, classes, hasChildren) => rows.push({ node: node, classes: classes, hasChildren: hasChildren, hidden: 0 });
  // Removed rows wait until the next row at their depth or above: rows deeper than them belong
  // to the rows before them.
  const pending = (ghostsAfter.get(null) || []).slice();
  const drawGhostsBefore = (depth) => {
    while (pending.length && pending[0].node.depth >= depth) {
      const g = pending.shift();
      add(g.node, "removed", false);
      pending.unshift(...(ghostsAfter.get(g.node.id) || []));
    }
  };
  let hiding = null;  // the collapsed row whose subtree is being skipped
  list.forEach((n, index) => {
    if (hiding && n.depth > hiding.node.depth) { hiding.hidden += 1; return; }
    hiding = null;
    drawGhostsBefore(n.depth);
    let classes = (n.isActive ? "active" : "inactive") + (n.hasView ? " view" : " viewless");
    const mark = comparison ? comparison.marks.get(n.id) : live && freshUntil.has(n.id) ? "new" : null;
    if (mark) classes += " " + mark;
    if (n.id === selectedId) classes += " selected";
    add(n, classes, index + 1 < list.length && list[index + 1].depth > n.depth);
    if (collapsed.has(n.id) && rows[rows.length - 1].hasChildren) hiding = rows[rows.length - 1];
    pending.push(...(ghostsAfter.get(n.id) || []));
  });
  drawGhostsBefore(-Infinity);
  layout = rows;
  if (live) drawnRows = rows;
  let note = "";
  if (shown.kind === "moment" && !shown.nodes) note = shown.error || "Computing the tree after event #" + shown.sequence + "…";
  else if (list.length === 0) note = live && !haveTree ? "No tree yet." : "The tree has been released.";
  $("tree-note").textContent = note;
  $("tree-note").hidden = !note;
  drawRows();
  const active = list.filter((n) => n.isActive).length;
  $("summary").textContent = count(list.length, "RIB") + ", " + active.toLocaleString("en") + " active" + (live ? " · updated " + clock(now) : "");
  document.body.dataset.revision = String(revision);
  document.body.dataset.view = shown.kind;
  renderToolbar();
  renderChanges(comparison);
  renderDetails();
  if (live) scheduleExpiry();
}

function scheduleExpiry() {
  clearTimeout(expiryTimer);
  let next = Infinity;
  for (const g of ghosts) next = Math.min(next, g.until);
  for (const until of freshUntil.values()) next = Math.min(next, until);
  if (next !== Infinity) expiryTimer = setTimeout(renderTree, Math.max(50, next - Date.now() + 20));
}

// Draws the rows of `layout` the tree panel shows now, and a few around them.
function drawRows() {
  const box = $("tree");
  const first = Math.max(0, Math.floor(box.scrollTop / ROW_HEIGHT) - EXTRA_ROWS);
  const last = Math.min(layout.length, Math.ceil((box.scrollTop + (box.clientHeight || 800)) / ROW_HEIGHT) + EXTRA_ROWS);
  const fragment = document.createDocumentFragment();
  for (let i = first; i < last; i++) fragment.appendChild(row(layout[i], i));
  $("rows").style.height = (layout.length * ROW_HEIGHT) + "px";
  $("rows").replaceChildren(fragment);
}
let drawPending = false;
$("tree").addEventListener("scroll", () => {
  if (drawPending) return;
  drawPending = true;
  requestAnimationFrame(() => { drawPending = false; drawRows(); });
});

function select(id) { selectedId = id; selectedPlace = null; renderTree(); }
$("tree").addEventListener("click", (event) => {
  const r = event.target.closest(".rib");
  if (!r || r.classList.contains("removed")) return;
  if (event.target.classList.contains("toggle") && event.target.textContent) {
    if (collapsed.has(r.dataset.id)) collapsed.delete(r.dataset.id); else collapsed.add(r.dataset.id);
    renderTree();
  } else select(r.dataset.id);
});

// Shows the RIB at `index` of the shown tree: its ancestors expanded, selected, scrolled to.
function reveal(index) {
  const list = shownNodes();
  for (let p = list[index].parent; p >= 0; p = list[p].parent) collapsed.delete(list[p].id);
  select(list[index].id);
  const at = layout.findIndex((entry) => entry.node === list[index]);
  const box = $("tree");
  if (at >= 0) box.scrollTop = Math.max(0, at * ROW_HEIGHT - box.clientHeight / 2);
  drawRows();
}

function findMatches() {
  const text = search.text.toLowerCase();
  const list = shownNodes();
  search.matches = [];
  if (text) list.forEach((n, index) => { if (n.name.toLowerCase().includes(text)) search.matches.push(index); });
  search.ids = new Set(search.matches.map((index) => list[index].id));
  search.current = -1;
}

function showSearchCount() {
  const found = search.matches.length;
  $("search-count").textContent = !search.text ? "" : !found ? "no RIB is named so" : search.current >= 0 ? (search.current + 1) + " of " + count(found, "match") : count(found, "match") + " · Enter goes to " + (found === 1 ? "it" : "the next");
}
$("search").addEventListener("input", () => { search.text = $("search").value.trim(); findMatches(); showSearchCount(); drawRows(); });
$("search").addEventListener("keydown", (event) => {
  if (event.key !== "Enter" || !search.matches.length) return;
  search.current = (search.current + 1) % search.matches.length;
  reveal(search.matches[search.current]);
});

// MARK: History, comparison and files

function renderToolbar() {
  const scrubber = $("scrubber");
  const connected = socket !== null;
  scrubber.min = String(history.start);
  scrubber.max = String(history.last);
  scrubber.value = String(shown.kind === "moment" ? shown.sequence : history.last);
  scrubber.disabled = !connected || history.last <= history.start;
  $("live").disabled = !connected || shown.kind === "live";
  $("live").classList.toggle("on", shown.kind === "live" && connected);
  let text;
  if (shown.kind === "live") text = connected ? "live" : "no app connected";
  else if (shown.kind === "file") text = "snapshot " + shown.name;
  else {
    const event = events.find((e) => e.sequence === shown.sequence);
    const newer = history.last - shown.sequence;
    text = shown.sequence === 0 ? "the tree when the inspector started" : "right after event #" + shown.sequence + (event ? " (" + event.kind + " " + event.rib.name + ", " + clock(event.time) + ")" : "");
    if (newer > 0) text += " · " + count(newer, "newer event");
  }
  $("moment").textContent = text;
  $("history-note").textContent = !connected ? "" : "The last " + count(history.limit, "event") + " can be replayed, " + (history.start === 0 ? "from the inspector's start." : "from " + (history.startTime ? clock(history.startTime) : "event #" + history.start) + " (event #" + history.start + ").");
  $("compare").textContent = baseline ? "Stop comparing" : "Compare from here";
  $("compare").classList.toggle("on", baseline !== null);
  for (const li of $("events").children) li.classList.toggle("current", shown.kind === "moment" && li.dataset.sequence === String(shown.sequence));
}

function renderChanges(comparison) {
  const panel = $("changes-panel");
  panel.hidden = !comparison;
  if (!comparison) return;
  const content = document.createDocumentFragment();
  const totals = {};
  for (const line of comparison.lines) totals[line.kind] = (totals[line.kind] || 0) + 1;
  const summary = ["attach", "detach", "activate", "deactivate", "move"].filter((k) => totals[k]).map((k) => totals[k] + " " + { attach: "attached", detach: "detached", activate: "activated", deactivate: "deactivated", move: "moved" }[k]);
  content.appendChild(element("p", "", "From " + baseline.label + " to " + shownLabel() + ": " + (summary.length ? summary.join(", ") : "no change") + "."));
  const list = element("ol");
  for (const line of comparison.lines.slice(0, 500)) {
    const li = element("li");
    li.appendChild(element("span", "kind " + line.kind, { attach: "attached", detach: "detached", activate: "activated", deactivate: "deactivated", move: "moved" }[line.kind]));
    li.appendChild(ribLink(line.node));
    if (line.parent) li.appendChild(document.createTextNode((line.kind === "detach" ? " from " : " under ") + line.parent.name));
    list.appendChild(li);
  }
  if (comparison.lines.length > 500) list.appendChild(element("li", "note", "… and " + count(comparison.lines.length - 500, "more change")));
  content.appendChild(list);
  $("changes").replaceChildren(content);
}

// Shows the tree right after event `sequence`, which the server computes.
function showMoment(sequence) {
  if (!socket || sequence < history.start || sequence > history.last) return;
  shown = { kind: "moment", sequence: sequence, nodes: shown.kind === "moment" ? shown.nodes : null, error: null };
  socket.send(JSON.stringify({ type: "moment", after: sequence }));
  renderTree();
}

function goLive() { shown = { kind: "live" }; renderTree(); }

function receiveMoment(message) {
  if (shown.kind !== "moment" || shown.sequence !== message.moment) return;  // an older request's answer
  if (message.tree) shown.nodes = withViewFlag(message.tree.nodes);
  else { shown.nodes = null; shown.error = message.error; }
  renderTree();
}

$("live").onclick = goLive;
$("scrubber").oninput = () => {
  const sequence = Number($("scrubber").value);
  if (sequence === history.last && shown.kind !== "file") goLive(); else showMoment(sequence);
};
$("compare").onclick = () => {
  baseline = baseline ? null : { label: shownLabel(), nodes: shownNodes().slice() };
  renderTree();
};

// The shown tree as the snapshot JSON that `ribs tree` and RIBTreeSnapshot read. Identities are
// written as the decimal digits the app sent, which JavaScript's numbers would round.
function snapshotJSON(list) {
  const lines = list.map((n) => '{"name":' + JSON.stringify(n.name) + ',"isActive":' + n.isActive + ',"hasView":' + n.hasView + (/^[0-9]{1,20}$/.test(n.id) ? ',"id":' + n.id : "") + ',"depth":' + n.depth + (n.values ? ',"values":' + JSON.stringify(n.values.map((v) => ({ label: v.label, value: v.value }))) : "") + "}");
  return '{"nodes":[\n' + lines.join(",\n") + "\n]}\n";
}

$("download").onclick = () => {
  const list = shownNodes();
  if (!list.length) return;
  const name = shown.kind === "moment" ? "tree-after-event-" + shown.sequence + ".json" : shown.kind === "file" ? shown.name : "tree-" + new Date().toISOString().replace(/[:.]/g, "-") + ".json";
  const link = element("a");
  link.href = URL.createObjectURL(new Blob([snapshotJSON(list)], { type: "application/json" }));
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
};

// Reads a saved snapshot, as RIBTreeSnapshot's decoder does: the first RIB is the root, at depth
// 0, and each next one at most one level below the one before it. Throws an Error that says what
// is wrong.
function readSnapshot(text) {
  let parsed;
  try {
    // Identities keep their digits where the browser gives the source of each number.
    parsed = JSON.parse(text, function (key, value, context) {
      return key === "id" && context && typeof context.source === "string" ? context.source : value;
    });
  } catch (error) { throw new Error("it is not JSON (" + error.message + ")"); }
  if (!parsed || !Array.isArray(parsed.nodes)) throw new Error('it has no "nodes" list: a snapshot is {"nodes": [{"name": …, "isActive": …, "hasView": …, "depth": …}, …]}');
  if (!parsed.nodes.length) throw new Error("it has no RIB, not even a root");
  if (parsed.nodes.length > MAX_FILE_RIBS) throw new Error("it has more than " + count(MAX_FILE_RIBS, "RIB"));
  const result = [], latestAtDepth = [];
  parsed.nodes.forEach((n, index) => {
    const where = "RIB " + index + ": ";
    if (!n || typeof n !== "object") throw new Error(where + "not an object");
    if (typeof n.name !== "string") throw new Error(where + "its name is not a string");
    if (typeof n.isActive !== "boolean" || typeof n.hasView !== "boolean") throw new Error(where + "isActive and hasView must be true or false");
    const depth = n.depth;
    const allowed = index === 0 ? depth === 0 : Number.isInteger(depth) && depth >= 1 && depth <= latestAtDepth.length;
    if (!allowed) throw new Error(where + "the depth is " + JSON.stringify(depth) + " where " + (index === 0 ? "the root's depth is 0" : "the depth is 1 to " + latestAtDepth.length));
    latestAtDepth.length = depth;
    const id = n.id === undefined || n.id === null ? null : String(n.id);
    // Values the page saved with the RIB, if any: shown as text, like everything else.
    const values = Array.isArray(n.values) ? n.values.filter((v) => v && typeof v.label === "string" && typeof v.value === "string").slice(0, 16) : null;
    result.push({ id: id !== null && /^[0-9]{1,20}$/.test(id) ? id : "file-" + index, name: n.name, parent: depth === 0 ? -1 : latestAtDepth[depth - 1], depth: depth, isActive: n.isActive, hasView: n.hasView, router: "", interactor: "", view: null, values: values });
    latestAtDepth.push(index);
  });
  return result;
}

function showFile(name, text) {
  try {
    shown = { kind: "file", name: name, nodes: readSnapshot(text) };
    selectedId = null;
    setProblem(null);
  } catch (error) {
    setProblem(name + " is not a RIB tree snapshot: " + error.message);
  }
  renderTree();
}

function setProblem(text) {
  let box = $("file-problem");
  if (!text) { if (box) box.remove(); return; }
  if (!box) { box = element("p", "note"); box.id = "file-problem"; box.setAttribute("role", "alert"); $("toolbar").appendChild(box); }
  box.textContent = text;
}

function openFile(file) {
  if (!file) return;
  if (file.size > MAX_FILE_BYTES) { setProblem(file.name + " is larger than " + (MAX_FILE_BYTES >> 20) + " MB: it is not a snapshot the page opens."); return; }
  file.text().then((text) => showFile(file.name, text), (error) => setProblem(file.name + " could not be read: " + error.message));
}
$("open").onchange = () => { openFile($("open").files[0]); $("open").value = ""; };
document.addEventListener("dragover", (event) => { event.preventDefault(); document.body.classList.add("dropping"); });
document.addEventListener("dragleave", () => document.body.classList.remove("dropping"));
document.addEventListener("drop", (event) => {
  event.preventDefault();
  document.body.classList.remove("dropping");
  openFile(event.dataTransfer.files[0]);
});

// MARK: Details, events and diagnostics

function renderDetails() {
  const box = $("details");
  if (selectedId === null) return;
  const list = shownNodes();
  const index = list.findIndex((n) => n.id === selectedId);
  const content = document.createDocumentFragment();
  // Its events since it was last attached, up to the moment shown: an earlier attachment's are
  // another story.
  const upTo = shown.kind === "moment" ? events.filter((e) => e.sequence <= shown.sequence) : shown.kind === "live" ? events : [];
  let since = 0;
  for (let i = upTo.length - 1; i >= 0; i--) {
    if (upTo[i].kind === "attach" && upTo[i].rib.id === selectedId) { since = i; break; }
  }
  const recent = upTo.slice(since).filter((e) => e.rib.id === selectedId || (e.parent && e.parent.id === selectedId)).slice(-10).reverse();
  if (index < 0) {
    const named = events.find((e) => e.rib.id === selectedId);
    const name = selectedPlace ? selectedPlace.name : named ? named.rib.name : "This RIB";
    content.appendChild(element("p", "note", name + " #" + selectedId + (shown.kind === "live" ? " has left the tree." : " is not in " + shownLabel() + ".")));
  } else {
    const n = list[index];
    if (shown.kind === "live") selectedPlace = { name: n.name, parentId: parentId(n, list) };
    const details = element("dl");
    const add = (term, value) => { details.appendChild(element("dt", "", term)); details.appendChild(element("dd", "", value)); };
    const unknown = shown.kind === "file" ? "not in a snapshot" : "not known: the RIB came and went between two updates";
    add("RIB", n.name);
    add("identity", "#" + n.id);
    add("state", n.isActive ? "active" : "inactive");
    add("router", n.router || unknown);
    add("interactor", n.interactor || unknown);
    add("view", n.hasView ? n.view || unknown : "none (view-less)");
    if (typeof n.place === "string") add("shown as", n.place);
    if (n.dependencies && Array.isArray(n.dependencies.needs)) {
      for (const need of n.dependencies.needs) add("needs", need);
      if (n.dependencies.provides.length) add("provides", n.dependencies.provides.join(", "));
    }
    add("depth", String(n.depth));
    details.appendChild(element("dt", "", "parent"));
    const parent = element("dd");
    if (n.parent >= 0) {
      const p = list[n.parent];
      const link = element("span", "link", p.name + " #" + p.id);
      link.onclick = () => select(p.id);
      parent.appendChild(link);
    } else parent.textContent = "none (root)";
    details.appendChild(parent);
    content.appendChild(details);
    if (n.values && n.values.length) {
      content.appendChild(element("h2", "", shown.kind === "live" ? "What it says" : "What it said then"));
      const said = element("dl", "values");
      for (const v of n.values) { said.appendChild(element("dt", "", v.label)); said.appendChild(element("dd", "", v.value)); }
      content.appendChild(said);
    }
    const children = [];
    for (let i = index + 1; i < list.length && list[i].depth > n.depth; i++) {
      if (list[i].parent === index) children.push(list[i]);
    }
    content.appendChild(element("h2", "", "Children (" + children.length + ")"));
    const childList = element("ol");
    for (const c of children.slice(0, 200)) {
      const li = element("li", "link", c.name + " #" + c.id + (c.isActive ? "" : " (inactive)"));
      li.onclick = () => select(c.id);
      childList.appendChild(li);
    }
    if (!children.length) childList.appendChild(element("li", "note", "none"));
    content.appendChild(childList);
  }
  if (shown.kind !== "file") {
    content.appendChild(element("h2", "", shown.kind === "moment" ? "Last events up to then" : "Last events"));
    const eventList = element("ol");
    for (const e of recent) eventList.appendChild(eventItem(e));
    if (!recent.length) eventList.appendChild(element("li", "note", "none since the page opened"));
    content.appendChild(eventList);
  }
  box.replaceChildren(content);
}

function eventItem(e) {
  const li = element("li");
  li.dataset.sequence = String(e.sequence);
  markKept(li, e.sequence >= history.start);
  li.appendChild(element("span", "time", clock(e.time)));
  li.appendChild(element("span", "kind " + e.kind, e.kind));
  li.appendChild(ribLink(e.rib));
  if (e.parent) {
    li.appendChild(document.createTextNode(e.kind === "attach" ? " to " : e.kind === "detach" ? " from " : " under "));
    li.appendChild(ribLink(e.parent));
  }
  return li;
}

// A RIB's name that selects it; its identity shows on hover.
function ribLink(identity) {
  const link = element("span", "link", identity.name);
  link.title = ribLabel(identity);
  link.onclick = (event) => { event.stopPropagation(); select(identity.id); };
  return link;
}

// Marks an event of the timeline as one the tree can be shown after, or no longer.
function markKept(li, kept) {
  li.classList.toggle("replayable", kept);
  li.classList.toggle("unkept", !kept);
  li.title = kept ? "Show the tree right after this event" : "Before the history the inspector keeps";
}

// Marks the oldest events of the timeline that the history no longer keeps: from the bottom up,
// until one it keeps.
function markUnkept() {
  for (let li = $("events").lastElementChild; li; li = li.previousElementSibling) {
    if (!li.dataset.sequence || li.classList.contains("unkept")) continue;
    if (Number(li.dataset.sequence) >= history.start) break;
    markKept(li, false);
  }
}
$("events").addEventListener("click", (event) => {
  const li = event.target.closest("li");
  if (li && li.classList.contains("replayable")) showMoment(Number(li.dataset.sequence));
});

function addEvents(newEvents, dropped) {
  const list = $("events");
  if (dropped > 0) list.prepend(element("li", "note", dropped.toLocaleString("en") + " events of a burst are not shown."));
  for (const e of newEvents) { events.push(e); list.prepend(eventItem(e)); }
  if (events.length > MAX_EVENTS) events.splice(0, events.length - MAX_EVENTS);
  while (list.children.length > MAX_EVENTS) list.lastElementChild.remove();
}

function addDiagnostics(diagnostics) {
  const list = $("diagnostics");
  if (diagnostics.length) { const none = $("no-diagnostics"); if (none) none.remove(); }
  for (const d of diagnostics) {
    const li = element("li", d.severity);
    li.appendChild(element("span", "time", clock(d.time)));
    li.appendChild(element("span", "kind", d.kind));
    li.appendChild(document.createTextNode(d.message));
    list.prepend(li);
  }
  while (list.children.length > MAX_DIAGNOSTICS) list.lastElementChild.remove();
}

// MARK: Messages

function receive(message) {
  if (message.type === "moment") return receiveMoment(message);
  if (message.type === "error") return setProblem("The inspector refused a request: " + message.error);
  if (message.type === "hello") {
    $("title").textContent = message.title;
    document.title = message.title + " — RIB inspector";
    // The first message, or the whole state again for a page that fell behind.
    haveTree = false; ghosts = []; freshUntil.clear(); events = [];
    $("events").replaceChildren();
    $("diagnostics").replaceChildren(element("li", "note", "None so far."));
    $("diagnostics").firstElementChild.id = "no-diagnostics";
  }
  if (message.history) history = message.history;
  // Events first, so that the details of a RIB show the events that changed the tree.
  addEvents(message.events, message.droppedEvents);
  markUnkept();
  addDiagnostics(message.diagnostics);
  // A moment shown before the page started over is asked for again, if it is still kept.
  if (message.type === "hello" && shown.kind === "moment") {
    if (shown.sequence >= history.start && shown.sequence <= history.last) showMoment(shown.sequence); else shown = { kind: "live" };
  }
  if (message.tree) applyTree(message.tree, message.type === "hello");
  else if (shown.kind !== "live") renderToolbar();
}

function setStatus(state, text) {
  document.body.dataset.state = state;
  $("status").className = state;
  $("status").textContent = text;
}

// Offline: a page `ribs tree --format html` wrote, with its snapshot in it, or a page opened
// without the app's address; it shows snapshot files only.
const embedded = $("snapshot-data");
const token = new URLSearchParams(location.search).get("token");
if (embedded || token === null || !location.protocol.startsWith("http")) {
  setStatus("offline", "offline");
  $("title").textContent = embedded ? embedded.dataset.title || "RIB tree" : "RIB inspector";
  if (embedded) showFile(embedded.dataset.name || "snapshot.json", embedded.textContent);
  else renderTree();
} else {
  socket = new WebSocket("ws://" + location.host + "/socket?token=" + encodeURIComponent(token));
  socket.onopen = () => setStatus("live", "live");
  socket.onmessage = (m) => receive(JSON.parse(m.data));
  socket.onclose = () => { setStatus("closed", "disconnected: the app stopped the inspector or quit"); socket = null; renderToolbar(); };
}
