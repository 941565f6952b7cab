"""Drives the live RIB inspector of a running TicTacToe in headless Chromium.

Checks what a user sees: the page shows the running app's tree, follows a RIB attaching and
detaching, lists the events, shows a RIB's details, and refuses requests without the token. With
--screenshot FILE it also saves the page as a PNG (the README's picture).

Usage: check.py <path to TicTacToe> [--screenshot FILE]
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


def fail(message):
    print(f"error: {message}", file=sys.stderr)
    sys.exit(1)


def main():
    binary = sys.argv[1]
    screenshot = sys.argv[sys.argv.index("--screenshot") + 1] if "--screenshot" in sys.argv else None
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
        if sorted(rows) != sorted(expected) or rows[0] != "Root":
            fail(f"after logging in the page shows {rows}, not {expected}")
        print(f"ok: the page follows the attach and the detach: {rows}")

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
        if screenshot:
            browser.screenshot(screenshot)
            print(f"saved {screenshot}")

        # The removed RIB's highlight goes after a few seconds.
        browser.wait_for(f"!{ROWS}.includes('removed')", "the removed RIB fade", timeout=15)
        app.stdin.write(":quit\n")
        app.stdin.flush()
        browser.wait_for("document.body.dataset.state === 'closed'", "the closed connection")
        if app.wait(timeout=30) != 0:
            fail(f"TicTacToe exited with {app.returncode}")
        print("ok: quitting the app closes the page's connection")
    finally:
        if browser:
            browser.close()
        if app.poll() is None:
            app.kill()


if __name__ == "__main__":
    main()
