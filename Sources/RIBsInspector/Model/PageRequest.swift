import Foundation

/// What a page asks the server, as JSON in one text frame: `{"type": "moment", "after": 12}` asks
/// for the tree right after event 12.
struct PageRequest: Sendable, Decodable, Equatable {
  enum Kind: String, Sendable, Decodable {
    /// The tree right after event ``PageRequest/after``.
    case moment
  }

  var type: Kind
  /// The event right after which the page wants the tree.
  var after: Int

  /// Reads a request from a frame's text.
  ///
  /// - Returns: The request, or why it is not one the server answers.
  static func read(_ text: some Collection<UInt8>) -> Result<PageRequest, PageRequestError> {
    guard let request = try? JSONDecoder().decode(PageRequest.self, from: Data(text)) else {
      return .failure(
        PageRequestError(
          message: #"The inspector answers one request: {"type": "moment", "after": <event>}."#))
    }
    return .success(request)
  }
}

/// Why the server did not answer a page's request.
struct PageRequestError: Error, Equatable {
  var message: String
}
