/// The inspector's page: plain HTML, CSS and JavaScript, served by the app itself, with nothing
/// fetched from elsewhere.
///
/// It reads its token from its own address, opens the WebSocket `/socket` with it, and draws what
/// the messages say (see `InspectorMessage`). Text from the app (RIB names, types, diagnostics) is
/// only ever set as text, never as HTML. The tree is drawn as flat rows, indented up to 32 levels,
/// so that a tree of any depth draws without recursion; the first 5,000 RIBs are drawn.
///
/// The page is edited as three files, `Files/inspector.html`, `inspector.css` and `inspector.js`,
/// which `.ci/generate-inspector-page` puts together in `InspectorPage+HTML.swift`; CI checks the
/// script's syntax, the document's structure, and that the Swift file is up to date
/// (`.ci/check-inspector-page`), and drives the page in Chromium (`.ci/check-inspector`).
package enum InspectorPage {}
