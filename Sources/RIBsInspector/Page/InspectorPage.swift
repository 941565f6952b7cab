/// The inspector's page: plain HTML, CSS and JavaScript, served by the app itself, with nothing
/// fetched from elsewhere.
///
/// It reads its token from its own address, opens the WebSocket `/socket` with it, and draws what
/// the messages say (see `InspectorMessage`). Text from the app (RIB names, types, diagnostics) is
/// only ever set as text, never as HTML. The tree is drawn as flat rows, indented up to 32 levels,
/// so that a tree of any depth draws without recursion; the first 5,000 RIBs are drawn.
enum InspectorPage {
  static let html = #"""
    <!doctype html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>RIB inspector</title>
    <style>
      :root { --fg: #1d2330; --muted: #6b7280; --line: #e5e7eb; --active: #15803d; --inactive: #9ca3af;
              --new: #dcfce7; --removed: #fee2e2; --selected: #dbeafe; --error: #b91c1c; --warning: #b45309; }
      * { box-sizing: border-box; }
      body { margin: 0; font: 14px/1.4 system-ui, -apple-system, "Segoe UI", sans-serif; color: var(--fg); }
      header { display: flex; gap: 16px; align-items: baseline; padding: 10px 16px; border-bottom: 1px solid var(--line); }
      h1 { font-size: 18px; margin: 0; }
      h2 { font-size: 13px; text-transform: uppercase; letter-spacing: .04em; color: var(--muted); margin: 0 0 6px; }
      #status { font-size: 12px; padding: 1px 8px; border-radius: 9px; background: #f3f4f6; }
      #status.live { background: var(--new); color: var(--active); }
      #status.closed { background: var(--removed); color: var(--error); }
      #summary, .legend { color: var(--muted); font-size: 12px; }
      .legend { margin-left: auto; display: flex; gap: 12px; }
      main { display: grid; grid-template-columns: minmax(320px, 1fr) minmax(340px, 1fr); height: calc(100vh - 46px); }
      main > section, aside > section { padding: 10px 16px; overflow: auto; }
      aside { display: grid; grid-template-rows: minmax(0, auto) minmax(120px, 1fr) minmax(0, auto); border-left: 1px solid var(--line); min-height: 0; }
      #details-panel { max-height: 45vh; }
      aside > section + section { border-top: 1px solid var(--line); }
      #tree { font: 13px/1.6 ui-monospace, SFMono-Regular, Menlo, monospace; }
      .rib { display: flex; gap: 6px; align-items: center; cursor: pointer; border-radius: 4px; padding-right: 6px; white-space: nowrap; }
      .rib:hover { background: #f9fafb; }
      .rib.new { background: var(--new); }
      .rib.removed { background: var(--removed); text-decoration: line-through; color: var(--muted); cursor: default; }
      .rib.selected { background: var(--selected); }
      .dot { width: 9px; height: 9px; border-radius: 50%; flex: none; }
      .active .dot { background: var(--active); }
      .inactive .dot { border: 1.5px solid var(--inactive); }
      .removed .dot { border: 1.5px solid var(--error); background: linear-gradient(45deg, transparent 40%, var(--error) 40% 60%, transparent 60%); }
      .inactive .name { color: var(--muted); }
      .badge { font-size: 11px; color: var(--muted); border: 1px solid var(--line); border-radius: 3px; padding: 0 4px; }
      .depth { font-size: 11px; color: var(--muted); }
      .note { color: var(--muted); font-style: italic; }
      ol { list-style: none; margin: 0; padding: 0; font-size: 12px; }
      li { padding: 2px 0; border-bottom: 1px solid #f3f4f6; }
      .time { color: var(--muted); font-family: ui-monospace, monospace; margin-right: 6px; }
      .kind { font-weight: 600; margin-right: 6px; }
      .kind.attach, .kind.activate { color: var(--active); }
      .kind.detach, .kind.deactivate { color: var(--error); }
      .error .kind { color: var(--error); }
      .warning .kind { color: var(--warning); }
      .link { cursor: pointer; text-decoration: underline dotted; }
      dl { display: grid; grid-template-columns: max-content 1fr; gap: 2px 12px; margin: 0 0 8px; font-size: 13px; }
      dt { color: var(--muted); }
      dd { margin: 0; font-family: ui-monospace, monospace; overflow-wrap: anywhere; }
      #diagnostics-panel { max-height: 30vh; }
      /* A phone: one column, the page scrolls; a deep tree scrolls sideways inside its own panel. */
      @media (max-width: 760px) {
        header { flex-wrap: wrap; gap: 4px 12px; }
        .legend { margin-left: 0; flex-wrap: wrap; gap: 4px 12px; width: 100%; }
        main { display: block; height: auto; }
        main > section { overflow-x: auto; border-bottom: 1px solid var(--line); }
        aside { display: block; border-left: none; }
        #details-panel, #diagnostics-panel { max-height: none; }
        #events-panel { max-height: 60vh; }
        li { overflow-wrap: anywhere; }
      }
    </style>
    </head>
    <body data-state="connecting">
    <header>
      <h1 id="title">RIB inspector</h1>
      <span id="status">connecting…</span>
      <span id="summary"></span>
      <span class="legend"><span>● active</span><span>○ inactive</span><span><span class="badge">view</span> has a view</span>
        <span style="background: var(--new)">new</span><span style="background: var(--removed)">⊘ removed</span></span>
    </header>
    <main>
      <section><h2>Tree</h2><div id="tree" role="tree"></div></section>
      <aside>
        <section id="details-panel"><h2>RIB</h2><div id="details"><p class="note">Click a RIB to see its type, identity, children and last events.</p></div></section>
        <section id="events-panel"><h2>Events</h2><ol id="events"></ol></section>
        <section id="diagnostics-panel"><h2>Diagnostics and leaks</h2><ol id="diagnostics"><li class="note" id="no-diagnostics">None so far.</li></ol></section>
      </aside>
    </main>
    <script>
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
    </script>
    </body>
    </html>
    """#
}
