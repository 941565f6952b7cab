import Foundation
import RIBs

extension InspectorPage {
  /// The line of ``html`` that the offline page replaces with its snapshot.
  static let offlineMarker = "<!-- offline snapshot -->"

  /// The page in its offline mode, as `ribs tree --format html` writes it: it connects to no
  /// server, shows `snapshot`, and opens other saved snapshots to show or compare.
  ///
  /// The snapshot is the JSON `RIBTreeSnapshot` encodes, in a `<script type="application/json">`
  /// element, with every `<` written `\u003c` so that no name can end the element. The page
  /// allows nothing but its own script and style (`Content-Security-Policy`).
  ///
  /// - Parameters:
  ///   - snapshot: The tree to show.
  ///   - title: The page's title.
  /// - Returns: The page.
  package static func offline(showing snapshot: RIBTreeSnapshot, title: String) -> String {
    let json = String(decoding: snapshot.jsonData(prettyPrinted: false), as: UTF8.self)
      .replacingOccurrences(of: "<", with: "\\u003c")
    let head =
      #"<meta http-equiv="Content-Security-Policy" content="default-src 'none'; "#
      + #"script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data:">"# + "\n"
      + #"<script type="application/json" id="snapshot-data" data-title=""#
      + escapedAttribute(title) + "\">" + json + "</script>"
    return html.replacingOccurrences(of: offlineMarker, with: head)
  }

  /// `text` as an attribute's value in double quotes: control characters shown escaped, and the
  /// characters that would end the value or start markup as entities.
  private static func escapedAttribute(_ text: String) -> String {
    UntrustedText.sanitized(text).replacingOccurrences(of: "&", with: "&amp;")
      .replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
      .replacingOccurrences(of: "\"", with: "&quot;")
  }
}
