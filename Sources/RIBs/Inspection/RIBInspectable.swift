/// A RIB that tells debugging tools what it is doing: a few labelled values, such as the score
/// or whose turn it is, that the live inspector shows with the RIB and keeps in its history.
///
/// Adopt it in an interactor (or in a router):
///
/// ```swift
/// extension TicTacToeInteractor: RIBInspectable {
///   var labelledValues: [RIBLabelledValue] {
///     [RIBLabelledValue("turn", playerNames.name(of: currentPlayer))]
///   }
/// }
/// ```
///
/// Nothing reads the values but a tool that looks: the inspector reads them when it captures the
/// tree, and once a second while it runs, so they cost nothing when no inspector runs. Keep them
/// few and short, and mask what must not show (a card number as `•••• 4242`): the inspector
/// shows at most 16 values of a RIB, each cut to 200 characters, with control characters shown
/// escaped, and only ever as text.
@preconcurrency
@MainActor
public protocol RIBInspectable: AnyObject {
  /// What the RIB is doing now, in the order to show it.
  var labelledValues: [RIBLabelledValue] { get }
}

/// One value a RIB shows about itself (``RIBInspectable``): `score: Ann 2 – Bo 1`.
public struct RIBLabelledValue: Sendable, Hashable, Codable {
  /// What the value is (`score`).
  public var label: String
  /// The value, as it reads (`Ann 2 – Bo 1`).
  public var value: String

  /// Creates a labelled value.
  ///
  /// - Parameters:
  ///   - label: What the value is.
  ///   - value: The value, as it reads.
  public init(_ label: String, _ value: String) {
    self.label = label
    self.value = value
  }
}
