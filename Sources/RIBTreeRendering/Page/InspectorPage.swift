/// The inspector's page: plain HTML, CSS and JavaScript, with nothing fetched from elsewhere.
///
/// The live inspector (`RIBsInspector`) serves it; `ribs tree --format html` writes it offline,
/// with a snapshot in it (``offline(showing:title:)``).
///
/// Live, it reads its token from its own address, opens the WebSocket `/socket` with it, draws what
/// the messages say (see `InspectorMessage`), and asks for moments of the past. Offline, it shows
/// the snapshot in it, and either opens saved snapshots. Text from the app or a file (RIB names,
/// types, values, diagnostics) is only ever set as text, never as HTML. The tree is laid out as
/// flat rows, indented up to 32 levels, so that a tree of any depth draws without recursion, and
/// only the rows in view are drawn.
///
/// The page is edited as three files, `Files/inspector.html`, `inspector.css` and `inspector.js`,
/// which `.ci/generate-inspector-page` puts together in `InspectorPage+HTML.swift`; CI checks the
/// script's syntax, the document's structure, and that the Swift file is up to date
/// (`.ci/check-inspector-page`), and drives the page in Chromium (`.ci/check-inspector`).
package enum InspectorPage {}
