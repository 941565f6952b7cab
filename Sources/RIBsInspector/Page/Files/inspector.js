"use strict";
const MAX_ROWS = 5000, MAX_EVENTS = 500, MAX_DIAGNOSTICS = 200, MAX_INDENT = 32;
const HIGHLIGHT_MS = 4000;
let nodes = [], byId = new Map(), haveTree = false, revision = 0;
let freshUntil = new Map();      // id -> time until which the RIB shows as new
// Removed RIBs, shown for a while where they were: each after the row that preceded it, in the
// order they were drawn: {node, afterId, until}.
let ghosts = [];
let drawnRows = [];              // the rows last drawn, removed ones included: {id, node}
let events = [];                 // newest last
let selectedId = null, expiryTimer = null;
let selectedPlace = null;        // the selected RIB's name and parent, to follow it if re-attached

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
function ribLabel(identity) { return identity.name + " #" + identity.id; }
function parentId(node, list) { return node.parent >= 0 ? list[node.parent].id : null; }

function applyTree(tree, isHello) {
  const now = Date.now();
  const ids = new Set();
  for (const n of tree.nodes) ids.add(n.id);
  if (haveTree && !isHello) {
    for (const n of tree.nodes) if (!byId.has(n.id)) freshUntil.set(n.id, now + HIGHLIGHT_MS);
    // A row that goes stays where it was drawn, after the row drawn before it.
    const until = new Map(ghosts.map((g) => [g.node.id, g.until]));
    const kept = [];
    let after = null;
    for (const r of drawnRows) {
      if (!ids.has(r.id)) kept.push({ node: r.node, afterId: after, until: until.get(r.id) || now + HIGHLIGHT_MS });
      after = r.id;
    }
    ghosts = kept;
    // A selected RIB detached, then attached again at the same place: show the new one.
    if (selectedId !== null && !ids.has(selectedId) && selectedPlace) {
      const again = tree.nodes.find((n) => !byId.has(n.id) && n.name === selectedPlace.name && parentId(n, tree.nodes) === selectedPlace.parentId);
      if (again) selectedId = again.id;
    }
  }
  nodes = tree.nodes;
  byId = new Map(nodes.map((n, i) => [n.id, i]));
  haveTree = true;
  revision = tree.revision;
  for (const id of freshUntil.keys()) if (!ids.has(id)) freshUntil.delete(id);
  renderTree();
}

function row(node, depth, classes) {
  const r = element("div", "rib " + classes);
  r.dataset.id = node.id;
  r.dataset.name = node.name;
  r.setAttribute("role", "treeitem");
  r.style.paddingLeft = (4 + Math.min(depth, MAX_INDENT) * 16) + "px";
  r.appendChild(element("span", "dot"));
  r.appendChild(element("span", "name", node.name));
  if (node.view) r.appendChild(element("span", "badge", "view"));
  if (depth > MAX_INDENT) r.appendChild(element("span", "depth", "[depth " + depth + "]"));
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
  expireGhosts(now);
  for (const [id, until] of freshUntil) if (until <= now) freshUntil.delete(id);
  const ghostsAfter = new Map();
  for (const g of ghosts) {
    if (!ghostsAfter.has(g.afterId)) ghostsAfter.set(g.afterId, []);
    ghostsAfter.get(g.afterId).push(g);
  }
  const fragment = document.createDocumentFragment();
  const drawn = [];
  const draw = (node, depth, classes) => {
    if (drawn.length >= MAX_ROWS) return;
    const r = row(node, depth, classes);
    if (classes.startsWith("removed")) r.title = node.name + " left the tree";
    fragment.appendChild(r);
    drawn.push({ id: node.id, node: node });
  };
  // Removed rows wait until the next row at their depth or above: rows deeper than them belong
  // to the rows before them.
  const pending = (ghostsAfter.get(null) || []).slice();
  const drawGhostsBefore = (depth) => {
    while (pending.length && pending[0].node.depth >= depth) {
      const g = pending.shift();
      draw(g.node, g.node.depth, "removed");
      pending.unshift(...(ghostsAfter.get(g.node.id) || []));
    }
  };
  for (const n of nodes) {
    if (drawn.length >= MAX_ROWS) break;
    drawGhostsBefore(n.depth);
    let classes = (n.isActive ? "active" : "inactive") + (n.view ? " view" : " viewless");
    if (freshUntil.has(n.id)) classes += " new";
    if (n.id === selectedId) classes += " selected";
    draw(n, n.depth, classes);
    pending.push(...(ghostsAfter.get(n.id) || []));
  }
  drawGhostsBefore(-Infinity);
  drawnRows = drawn;
  if (nodes.length + ghosts.length > drawn.length) {
    fragment.appendChild(element("div", "note", "… and " + (nodes.length + ghosts.length - drawn.length).toLocaleString("en") + " more RIBs (the first " + MAX_ROWS.toLocaleString("en") + " rows are shown)."));
  }
  if (nodes.length === 0) fragment.appendChild(element("p", "note", "The tree has been released."));
  $("tree").replaceChildren(fragment);
  const active = nodes.filter((n) => n.isActive).length;
  $("summary").textContent = nodes.length.toLocaleString("en") + " RIBs, " + active.toLocaleString("en") + " active · updated " + clock(now);
  document.body.dataset.revision = String(revision);
  renderDetails();
  scheduleExpiry();
}

function scheduleExpiry() {
  clearTimeout(expiryTimer);
  let next = Infinity;
  for (const g of ghosts) next = Math.min(next, g.until);
  for (const until of freshUntil.values()) next = Math.min(next, until);
  if (next !== Infinity) expiryTimer = setTimeout(renderTree, Math.max(50, next - Date.now() + 20));
}

function select(id) { selectedId = id; selectedPlace = null; renderTree(); }
$("tree").addEventListener("click", (event) => {
  const r = event.target.closest(".rib");
  if (r && !r.classList.contains("removed")) select(r.dataset.id);
});

function renderDetails() {
  const box = $("details");
  if (selectedId === null) return;
  const index = byId.get(selectedId);
  const content = document.createDocumentFragment();
  // Its events since it was last attached: an earlier attachment's are another story.
  let since = 0;
  for (let i = events.length - 1; i >= 0; i--) {
    if (events[i].kind === "attach" && events[i].rib.id === selectedId) { since = i; break; }
  }
  const recent = events.slice(since).filter((e) => e.rib.id === selectedId || (e.parent && e.parent.id === selectedId)).slice(-10).reverse();
  if (index === undefined) {
    const named = events.find((e) => e.rib.id === selectedId);
    const name = selectedPlace ? selectedPlace.name : named ? named.rib.name : "This RIB";
    content.appendChild(element("p", "note", name + " #" + selectedId + " has left the tree."));
  } else {
    const n = nodes[index];
    selectedPlace = { name: n.name, parentId: parentId(n, nodes) };
    const list = element("dl");
    const add = (term, value) => { list.appendChild(element("dt", "", term)); list.appendChild(element("dd", "", value)); };
    add("RIB", n.name);
    add("identity", "#" + n.id);
    add("state", n.isActive ? "active" : "inactive");
    add("router", n.router);
    add("interactor", n.interactor);
    add("view", n.view || "none (view-less)");
    add("depth", String(n.depth));
    list.appendChild(element("dt", "", "parent"));
    const parent = element("dd");
    if (n.parent >= 0) {
      const p = nodes[n.parent];
      const link = element("span", "link", p.name + " #" + p.id);
      link.onclick = () => select(p.id);
      parent.appendChild(link);
    } else parent.textContent = "none (root)";
    list.appendChild(parent);
    content.appendChild(list);
    const children = [];
    for (let i = index + 1; i < nodes.length && nodes[i].depth > n.depth; i++) {
      if (nodes[i].parent === index) children.push(nodes[i]);
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
  content.appendChild(element("h2", "", "Last events"));
  const eventList = element("ol");
  for (const e of recent) eventList.appendChild(eventItem(e));
  if (!recent.length) eventList.appendChild(element("li", "note", "none since the page opened"));
  content.appendChild(eventList);
  box.replaceChildren(content);
}

function eventItem(e) {
  const li = element("li");
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
  link.onclick = () => select(identity.id);
  return link;
}

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

function receive(message) {
  if (message.type === "hello") {
    $("title").textContent = message.title;
    document.title = message.title + " — RIB inspector";
    // The first message, or the whole state again for a page that fell behind.
    haveTree = false; ghosts = []; freshUntil.clear(); events = [];
    $("events").replaceChildren();
    $("diagnostics").replaceChildren(element("li", "note", "None so far."));
    $("diagnostics").firstElementChild.id = "no-diagnostics";
  }
  // Events first, so that the details of a RIB show the events that changed the tree.
  addEvents(message.events, message.droppedEvents);
  addDiagnostics(message.diagnostics);
  if (message.tree) applyTree(message.tree, message.type === "hello");
}

function setStatus(state, text) {
  document.body.dataset.state = state;
  $("status").className = state;
  $("status").textContent = text;
}

const token = new URLSearchParams(location.search).get("token") || "";
const socket = new WebSocket("ws://" + location.host + "/socket?token=" + encodeURIComponent(token));
socket.onopen = () => setStatus("live", "live");
socket.onmessage = (m) => receive(JSON.parse(m.data));
socket.onclose = () => setStatus("closed", "disconnected: the app stopped the inspector or quit");
