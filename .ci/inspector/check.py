"""Drives the live RIB inspector of a running TicTacToe in headless Chromium.

Checks what a user sees: the page shows the running app's tree and its launch, follows a RIB
attaching and detaching with rows that keep their order, draws a removed RIB as removed, lists the
events, shows a RIB's details and follows a RIB attached again, fits a 390 px wide phone without
scrolling sideways, and refuses requests without the token. Then the history: the tree right
after an event clicked or scrubbed to, newer events counted while in the past, a comparison with
its marks and list, the tree downloaded (live and past) and read by ribs tree, a saved snapshot
opened and a malformed one explained, and ribs tree --format html's offline page, with a tree of
10,001 RIBs searched and folded. With
--screenshots DIR it also saves the page at 1280 and 390 px wide and the comparison as
DIR/inspector-1280.png, DIR/inspector-390.png and DIR/inspector-compare-1280.png (the README's
pictures).

Usage: check.py <path to TicTacToe> <path to ribs> [--screenshots DIR]
"""

import json
import os
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request

from devtools import Browser

ROWS = """JSON.stringify([...document.querySelectorAll('#tree .rib')].map(
  r => r.dataset.name + (r.classList.contains('removed') ? ' (removed)' : '')
     + (r.classList.contains('new') ? ' (new)' : '')))"""

# The colour of each row's dot, by the row's name and state as ROWS writes them.
DOTS = """JSON.stringify(Object.fromEntries([...document.querySelectorAll('#tree .rib')].map(
  r => [r.dataset.name + (r.classList.contains('removed') ? ' (removed)' : ''),
        getComputedStyle(r.querySelector('.dot')).backgroundColor])))"""

# Each row's name, with "(inactive)" and the marks of a comparison or of a recent change.
ROWS_STATE = """JSON.stringify([...document.querySelectorAll('#tree .rib')].map(r => r.dataset.name
  + (r.classList.contains('inactive') ? ' (inactive)' : '')
  + ['removed', 'new', 'activated', 'deactivated', 'moved'].filter(c => r.classList.contains(c))
      .map(c => ' (' + c + ')').join('')))"""

# What overflows a narrow window: the page's own width, and panels drawn over one another.
LAYOUT = """(() => {
  const tree = document.querySelector('main > section').getBoundingClientRect();
  const aside = document.querySelector('aside').getBoundingClientRect();
  return JSON.stringify({ innerWidth: innerWidth,
    scrollWidth: document.documentElement.scrollWidth,
    overlap: tree.bottom > aside.top + 1 && tree.right > aside.left + 1 });
})()"""


def fail(message):
    print(f"error: {message}", file=sys.stderr)
    sys.exit(1)


def main():
    binary, ribs = sys.argv[1], sys.argv[2]
    screenshots = sys.argv[sys.argv.index("--screenshots") + 1] if "--screenshots" in sys.argv else None
    workdir = tempfile.mkdtemp(prefix="inspector-app-")
    out = open(os.path.join(workdir, "out"), "w")
    err_path = os.path.join(workdir, "err")
    err = open(err_path, "w")
    app = subprocess.Popen([binary, "--inspect", "--seed", "1"], stdin=subprocess.PIPE,
                           stdout=out, stderr=err, text=True)
    browser = None
    try:
        deadline = time.time() + 60
        url = None
        while url is None:
            with open(err_path) as file:
                for line in file:
                    if line.startswith("RIB inspector: "):
                        url = line.split(": ", 1)[1].strip()
            if app.poll() is not None:
                fail(f"TicTacToe --inspect exited with {app.returncode}: {open(err_path).read()}")
            if time.time() > deadline:
                fail("TicTacToe --inspect printed no inspector address within 60 s")
            time.sleep(0.1)
        base = url.split("?")[0]
        print(f"app inspector at {base}?token=…")

        # Without the token, nothing: not the page, not the state, not the socket.
        for path in ["", "state.json", "socket"]:
            try:
                urllib.request.urlopen(base + path)
                fail(f"/{path} answered without the token")
            except urllib.error.HTTPError as error:
                if error.code != 403:
                    fail(f"/{path} without the token answered {error.code}, not 403")
        print("ok: requests without the token are refused (403)")

        browser = Browser()
        browser.open(base)
        text = browser.wait_for("document.body && document.body.innerText", "the refusal")
        if "needs the token" not in text:
            fail(f"the page without the token says: {text!r}")
        print("ok: the browser without the token sees the refusal")

        browser.open(url)
        browser.wait_for("document.body.dataset.state === 'live'", "a live connection")
        rows = json.loads(browser.wait_for(
            f"(() => {{ const r = {ROWS}; return r.includes('\"LoggedOut\"') && r; }})()",
            "the launched tree"))
        if rows != ["Root", "LoggedOut"]:
            fail(f"the page shows {rows}, not the launched tree Root > LoggedOut")
        print(f"ok: the page shows the running app's tree: {rows}")
        launch = browser.evaluate(
            "[...document.querySelectorAll('#events li')].map(li => li.innerText).join('\\n')")
        squeezed = "".join(launch.split())
        if "attachLoggedOuttoRoot" not in squeezed or "activateRoot" not in squeezed:
            fail(f"the timeline lacks the launch, which happened before the page opened: {launch!r}")
        print("ok: the timeline starts with the launch, from before the page opened")

        refused = browser.evaluate("""new Promise(done => {
          const s = new WebSocket('ws://' + location.host + '/socket');
          s.onopen = () => done('open'); s.onerror = () => done('refused'); })""")
        if refused != "refused":
            fail("a WebSocket without the token was accepted")
        print("ok: a WebSocket without the token is refused")

        # Log in: LoggedOut detaches, LoggedIn and OffGame attach.
        app.stdin.write("Alice\nBob\n")
        app.stdin.flush()
        rows = json.loads(browser.wait_for(
            f"(() => {{ const r = {ROWS}; return r.includes('\"OffGame (new)\"') && r; }})()",
            "LoggedIn and OffGame attached"))
        expected = ["Root", "LoggedOut (removed)", "LoggedIn (new)", "OffGame (new)", "BasicScoreBoard (new)"]
        if rows != expected:
            fail(f"after logging in the page shows {rows}, not {expected}")
        print(f"ok: the page follows the attach and the detach, the removed RIB where it was: {rows}")
        dots = json.loads(browser.evaluate(DOTS))
        if dots["LoggedOut (removed)"] == dots["LoggedIn"]:
            fail(f"the removed LoggedOut has the active RIBs' dot: {dots}")
        print("ok: the removed RIB's dot is not the active one")

        events = browser.evaluate(
            "[...document.querySelectorAll('#events li')].map(li => li.innerText).join('\\n')")
        for line in ["detach\nLoggedOut", "attach\nLoggedIn", "activate\nOffGame"]:
            kind, name = line.split("\n")
            if not any(kind in e and name in e for e in events.split("\n\n") + events.split("\n")):
                fail(f"the timeline has no '{kind} {name}': {events!r}")
        print("ok: the timeline lists the detach and the attaches")

        browser.evaluate("document.querySelector('.rib[data-name=\"LoggedIn\"]').click()")
        details = browser.wait_for(
            "document.querySelector('#details dl') && document.querySelector('#details').innerText",
            "the details of LoggedIn")
        for expected_text in ["TicTacToeKit.LoggedInRouter", "TicTacToeKit.LoggedInInteractor",
                              "OffGame", "attach"]:
            if expected_text not in details:
                fail(f"LoggedIn's details lack {expected_text!r}: {details!r}")
        print("ok: clicking a RIB shows its types, children and events")
        rows = details.replace("\n", "\t")
        for expected_text in ["needs\tloggedInViewController: any LoggedInViewControllable, from Root",
                              "provides\t", "scoreStream"]:
            if expected_text not in rows:
                fail(f"LoggedIn's details lack {expected_text!r} of its dependencies: {details!r}")
        print("ok: a RIB's details say where each need comes from and what its component provides")
        browser.evaluate("document.querySelector('.rib[data-name=\"BasicScoreBoard\"]').click()")
        said = browser.wait_for(
            "document.querySelector('#details dl.values') && document.querySelector('#details').innerText",
            "what BasicScoreBoard says")
        if "WHAT IT SAYS" not in said.upper() or "score\t0 – 0" not in said.replace("\n", "\t"):
            fail(f"BasicScoreBoard's details lack its score: {said!r}")
        if "needs\tscoreStream: any ScoreStream, from LoggedIn" not in said.replace("\n", "\t"):
            fail(f"BasicScoreBoard's details do not say who provides its scoreStream: {said!r}")
        print("ok: a RIB's labelled values (the score) are in its details")
        browser.evaluate("document.querySelector('.rib[data-name=\"LoggedIn\"]').click()")
        if screenshots:
            path = os.path.join(screenshots, "inspector-1280.png")
            browser.screenshot(path)
            print(f"saved {path}")

        # Narrow: one column, nothing wider than the window, no panel over another.
        browser.call("Emulation.setDeviceMetricsOverride", width=390, height=844,
                     deviceScaleFactor=1, mobile=True)
        layout = json.loads(browser.wait_for(
            f"(() => {{ const l = JSON.parse({LAYOUT}); return l.innerWidth === 390 && JSON.stringify(l); }})()",
            "the page at 390 px"))
        if layout["scrollWidth"] > layout["innerWidth"] or layout["overlap"]:
            fail(f"at 390 px the page scrolls sideways or overlaps: {layout}")
        print(f"ok: at 390 px the page fits its width and no panel covers another: {layout}")
        if screenshots:
            path = os.path.join(screenshots, "inspector-390.png")
            browser.screenshot(path)
            print(f"saved {path}")
        browser.call("Emulation.clearDeviceMetricsOverride")

        # The removed RIB's highlight goes after a few seconds; the other rows keep their order.
        rows = json.loads(browser.wait_for(
            f"(() => {{ const r = {ROWS}; return !r.includes('removed') && r; }})()",
            "the removed RIB fade", timeout=15))
        if rows != ["Root", "LoggedIn", "OffGame", "BasicScoreBoard"]:
            fail(f"after the removed RIB went, the rows are {rows}")
        print(f"ok: the removed RIB goes after a while and the rows stay in order: {rows}")

        # A selected RIB detached and attached again (OffGame, rebuilt after a game): the details
        # first say it left, then show the new one.
        browser.evaluate("document.querySelector('.rib[data-name=\"OffGame\"]').click()")
        first = browser.wait_for(
            "document.querySelector('.rib.selected[data-name=\"OffGame\"]') && document.querySelector('.rib.selected').dataset.id",
            "OffGame selected")
        app.stdin.write("1\n")
        app.stdin.flush()
        browser.wait_for("document.querySelector('#details').innerText.includes('has left the tree')",
                         "OffGame's details saying it left")
        app.stdin.write("\n\n")
        app.stdin.flush()
        again = browser.wait_for(
            f"(() => {{ const r = document.querySelector('.rib.selected[data-name=\"OffGame\"]');"
            f" return r && r.dataset.id !== '{first}' && r.dataset.id; }})()",
            "the new OffGame selected")
        details = browser.wait_for(
            "document.querySelector('#details dl') && document.querySelector('#details').innerText",
            "the new OffGame's details")
        if f"#{again}" not in details or "has left" in details or f"#{first}" in details:
            fail(f"after OffGame came back its details show {details!r}")
        print("ok: a selected RIB that leaves is said to have left; attached again, it is shown anew")
        check_history(browser, app, ribs, workdir, screenshots)
        app.stdin.write(":quit\n")
        app.stdin.flush()
        browser.wait_for("document.body.dataset.state === 'closed'", "the closed connection")
        if app.wait(timeout=30) != 0:
            fail(f"TicTacToe exited with {app.returncode}")
        print("ok: quitting the app closes the page's connection")

        # Rows keep their order: a removed RIB that was not its parent's first child stays after
        # its elder sibling's subtree, new rows included, not under its parent. Fed to the page as
        # the server would send it, now that the app's connection is closed.
        def tree(revision, shape):
            nodes = []
            for name, parent, depth in shape:
                nodes.append({"id": name, "name": name, "parent": parent, "depth": depth,
                              "isActive": True, "router": name + "Router",
                              "interactor": name + "Interactor", "view": None})
            return {"revision": revision, "nodes": nodes}
        before = tree(1, [("Root", -1, 0), ("A", 0, 1), ("A1", 1, 2), ("B", 0, 1), ("B1", 3, 2),
                          ("C", 0, 1)])
        after = tree(2, [("Root", -1, 0), ("A", 0, 1), ("A1", 1, 2), ("A2", 1, 2), ("C", 0, 1)])
        message = {"events": [], "droppedEvents": 0, "diagnostics": []}
        browser.evaluate("receive(%s)" % json.dumps(
            dict(message, type="hello", title="Order", tree=before)))
        browser.evaluate("receive(%s)" % json.dumps(dict(message, type="update", tree=after)))
        rows = json.loads(browser.evaluate(ROWS))
        expected = ["Root", "A", "A1", "A2 (new)", "B (removed)", "B1 (removed)", "C"]
        if rows != expected:
            fail(f"a removed subtree moved: the rows are {rows}, not {expected}")
        print(f"ok: a removed subtree is drawn where it was: {rows}")
        check_offline(browser, ribs, workdir)
    finally:
        if browser:
            browser.close()
        if app.poll() is None:
            app.kill()


def show_event(browser, kind, name):
    """Clicks the oldest event of `kind` about `name` in the timeline; returns its number."""
    sequence = browser.evaluate(f"""(() => {{
      const li = [...document.querySelectorAll('#events li')].reverse().find(li =>
        li.querySelector('.kind') && li.querySelector('.kind').textContent === {json.dumps(kind)} &&
        li.querySelector('.link').textContent === {json.dumps(name)});
      if (!li) return null;
      li.click();
      return li.dataset.sequence; }})()""")
    if sequence is None:
        fail(f"the timeline has no '{kind} {name}' to click")
    browser.wait_for(f"document.body.dataset.view === 'moment' && document.querySelector('#events li.current') && "
                     f"!document.querySelector('#tree p.note')", f"the tree after event #{sequence}")
    return sequence


def rows_after(browser, what, expected):
    """Waits until the tree's rows (ROWS_STATE) are `expected`."""
    deadline = time.time() + 10
    while True:
        rows = json.loads(browser.evaluate(ROWS_STATE))
        if rows == expected:
            return rows
        if time.time() > deadline:
            fail(f"{what}: the page shows {rows}, not {expected}")
        time.sleep(0.1)


def download(browser, folder):
    """Clicks "Download snapshot" and returns the path of the file the browser saved."""
    before = set(os.listdir(folder))
    browser.evaluate("document.getElementById('download').click()")
    deadline = time.time() + 20
    while True:
        new = [f for f in set(os.listdir(folder)) - before if not f.endswith(".crdownload")]
        if new:
            return os.path.join(folder, new[0])
        if time.time() > deadline:
            fail("the page's download never arrived")
        time.sleep(0.1)


def ribs_tree(ribs, *arguments):
    result = subprocess.run([ribs, "tree", *arguments], capture_output=True, text=True)
    if result.returncode != 0:
        fail(f"ribs tree {' '.join(arguments)} failed: {result.stderr}")
    return result.stdout


def check_history(browser, app, ribs, workdir, screenshots):
    """The tree at past moments, a comparison, and snapshots downloaded and opened again."""
    rows_after(browser, "the live tree", ["Root", "LoggedIn", "OffGame", "BasicScoreBoard"])
    show_event(browser, "detach", "LoggedOut")
    rows_after(browser, "the tree right after LoggedOut's detach", ["Root"])
    show_event(browser, "attach", "LoggedIn")
    rows_after(browser, "the tree right after LoggedIn's attach", ["Root", "LoggedIn (inactive)"])
    print("ok: clicking an event shows the tree right after it")

    browser.evaluate("""(() => { const s = document.getElementById('scrubber');
      s.value = s.min; s.dispatchEvent(new Event('input')); })()""")
    rows_after(browser, "the tree when the inspector started", ["Root (inactive)"])
    print("ok: the scrubber at its start shows the tree before the launch")

    app.stdin.write("1\n")  # a game starts: OffGame goes, RandomWin comes
    app.stdin.flush()
    moment = browser.wait_for(
        "document.getElementById('moment').textContent.includes('newer event') && "
        "document.getElementById('moment').textContent", "the count of newer events")
    rows_after(browser, "the past while the app changes", ["Root (inactive)"])
    print(f"ok: in the past, new events are counted and the tree stays: {moment!r}")

    browser.evaluate("document.getElementById('compare').click()")
    browser.evaluate("document.getElementById('live').click()")
    rows_after(browser, "the live tree compared with the launch",
               ["Root (activated)", "LoggedIn (new)", "RandomWin (new)"])
    changes = browser.wait_for("!document.getElementById('changes-panel').hidden && "
                               "document.getElementById('changes').innerText", "the list of changes")
    for expected in ["2 attached, 1 activated", "attached\nLoggedIn under Root",
                     "attached\nRandomWin under LoggedIn", "activated\nRoot"]:
        if "".join(expected.split()) not in "".join(changes.split()):
            fail(f"the list of changes lacks {expected!r}: {changes!r}")
    print("ok: comparing the start with the live tree marks and lists what changed")
    if screenshots:
        path = os.path.join(screenshots, "inspector-compare-1280.png")
        browser.screenshot(path)
        print(f"saved {path}")
    browser.evaluate("document.getElementById('compare').click()")

    folder = os.path.join(workdir, "downloads")
    os.makedirs(folder)
    browser.call("Page.setDownloadBehavior", behavior="allow", downloadPath=folder)
    live = download(browser, folder)
    text = ribs_tree(ribs, live)
    expected = "Root (active)\n  LoggedIn (active, no view)\n    RandomWin (active)\n"
    if text != expected:
        fail(f"ribs tree reads the downloaded live tree as {text!r}, not {expected!r}")
    show_event(browser, "attach", "LoggedIn")
    past = download(browser, folder)
    text = ribs_tree(ribs, past)
    if text != "Root (active)\n  LoggedIn (inactive, no view)\n":
        fail(f"ribs tree reads the downloaded past tree as {text!r}")
    print(f"ok: the trees downloaded (live, and after an event) are snapshots ribs tree reads")

    def open_file(path):
        document = browser.call("DOM.getDocument")
        node = browser.call("DOM.querySelector", nodeId=document["root"]["nodeId"], selector="#open")
        browser.call("DOM.setFileInputFiles", files=[path], nodeId=node["nodeId"])
    open_file(live)
    browser.wait_for("document.body.dataset.view === 'file'", "the opened snapshot")
    rows_after(browser, "the snapshot opened", ["Root", "LoggedIn", "RandomWin"])
    bad = os.path.join(workdir, "bad.json")
    with open(bad, "w") as file:
        file.write('{"nodes": [{"name": "Root", "isActive": true, "hasView": true, "depth": 0},'
                   ' {"name": "<b>Deep</b>", "isActive": true, "hasView": true, "depth": 5}]}')
    open_file(bad)
    problem = browser.wait_for("document.getElementById('file-problem') && "
                               "document.getElementById('file-problem').textContent", "the refusal")
    if problem != "bad.json is not a RIB tree snapshot: RIB 1: the depth is 5 where the depth is 1 to 1":
        fail(f"a malformed snapshot is explained as {problem!r}")
    rows_after(browser, "the snapshot shown before the malformed one", ["Root", "LoggedIn", "RandomWin"])
    print(f"ok: a saved snapshot opens in the page; a malformed one is explained: {problem!r}")
    browser.evaluate("document.getElementById('live').click()")
    rows_after(browser, "the live tree again", ["Root", "LoggedIn", "RandomWin"])
    check_history.live_snapshot = live


def check_offline(browser, ribs, workdir):
    """ribs tree --format html writes the same page, offline, showing the snapshot."""
    page = os.path.join(workdir, "tree.html")
    with open(page, "w") as file:
        file.write(ribs_tree(ribs, check_history.live_snapshot, "--format", "html"))
    browser.open("file://" + page)
    browser.wait_for("document.body.dataset.state === 'offline'", "the offline page")
    rows_after(browser, "the offline page", ["Root", "LoggedIn", "RandomWin"])
    browser.evaluate("document.querySelector('.rib[data-name=\"RandomWin\"]').click()")
    details = browser.wait_for("document.querySelector('#details dl') && "
                               "document.querySelector('#details').innerText", "RandomWin's details")
    if "LoggedIn #" not in details:
        fail(f"the offline page's details lack the parent: {details!r}")
    print("ok: ribs tree --format html is the inspector's page, offline, with the snapshot in it")

    # 10,001 RIBs: a root, 100 sections of 99 items, the last item the one Needle.
    nodes = [{"name": "Root", "isActive": True, "hasView": True, "depth": 0, "id": 1}]
    for section in range(100):
        nodes.append({"name": "Section", "isActive": True, "hasView": False, "depth": 1,
                      "id": len(nodes) + 1})
        for item in range(99):
            name = "Needle" if (section, item) == (99, 98) else "Item"
            nodes.append({"name": name, "isActive": section % 2 == 0, "hasView": True, "depth": 2,
                          "id": len(nodes) + 1})
    big = os.path.join(workdir, "big.json")
    with open(big, "w") as file:
        json.dump({"nodes": nodes}, file)
    with open(page, "w") as file:
        file.write(ribs_tree(ribs, big, "--format", "html"))
    browser.open("file://" + page)
    summary = browser.wait_for("document.getElementById('summary').textContent.startsWith('10,001') && "
                               "document.getElementById('summary').textContent", "the 10,001 RIBs")
    drawn = browser.evaluate("document.querySelectorAll('#tree .rib').length")
    if drawn > 200:
        fail(f"the page drew {drawn} rows of 10,001, not only those in view")
    found = browser.evaluate("""(() => { const box = document.getElementById('search');
      box.value = 'needle'; box.dispatchEvent(new Event('input'));
      box.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter' }));
      const row = document.querySelector('.rib.selected');
      const tree = document.getElementById('tree').getBoundingClientRect();
      const at = row && row.getBoundingClientRect();
      return { name: row && row.dataset.name, count: document.getElementById('search-count').textContent,
               inView: !!at && at.top >= tree.top && at.bottom <= tree.bottom }; })()""")
    if found != {"name": "Needle", "count": "1 of 1 match", "inView": True}:
        fail(f"searching the 10,001 RIBs for 'needle' gave {found}")
    browser.evaluate("document.getElementById('tree').scrollTop = 0; drawRows(); "
                     "document.querySelector('.rib[data-name=\"Section\"] .toggle').click()")
    folded = browser.evaluate("document.querySelector('.rib[data-name=\"Section\"]').innerText")
    if "99 RIBs hidden" not in folded:
        fail(f"a folded section reads {folded!r}")
    print(f"ok: a tree of 10,001 RIBs ({summary}) draws {drawn} rows, finds the Needle in view and "
          "folds a section")


if __name__ == "__main__":
    main()
