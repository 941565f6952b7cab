"""Drives the live RIB inspector of a running TicTacToe in headless Chromium.

Checks what a user sees: the page shows the running app's tree and its launch, follows a RIB
attaching and detaching with rows that keep their order, draws a removed RIB as removed, lists the
events, shows a RIB's details and follows a RIB attached again, fits a 390 px wide phone without
scrolling sideways, and refuses requests without the token. With --screenshots DIR it also saves
the page at 1280 and 390 px wide as DIR/inspector-1280.png and DIR/inspector-390.png (the README's
pictures).

Usage: check.py <path to TicTacToe> [--screenshots DIR]
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
    binary = sys.argv[1]
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
    finally:
        if browser:
            browser.close()
        if app.poll() is None:
            app.kill()


if __name__ == "__main__":
    main()
