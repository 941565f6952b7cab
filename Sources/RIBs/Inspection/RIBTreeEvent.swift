import Foundation

/// Something that happened in a RIB tree: a RIB was attached, detached, activated, deactivated or
/// loaded.
///
/// Observe events with ``RIBTreeEvents``. Events are values, safe to send anywhere: the RIBs they
/// name are identified by ``RIBIdentity``.
public struct RIBTreeEvent: Sendable, Hashable, Codable, CustomStringConvertible {
  /// What happened.
  public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
    /// The RIB was attached to its parent.
    case attach
    /// The RIB was detached from its parent.
    case detach
    /// The RIB's interactor became active.
    case activate
    /// The RIB's interactor became inactive.
    case deactivate
    /// The RIB's router loaded (`didLoad`).
    case load
  }

  /// What happened.
  public var kind: Kind
  /// The RIB it happened to.
  public var router: RIBIdentity
  /// The RIB's parent at the time, if it had one.
  public var parent: RIBIdentity?
  /// When it happened.
  public var timestamp: Date
  /// For an attach, whether the attached RIB has a view (its router is a `ViewableRouting`);
  /// `nil` for the other kinds, and in events recorded before it was known.
  public var hasView: Bool?

  /// Creates an event.
  ///
  /// - Parameters:
  ///   - kind: What happened.
  ///   - router: The RIB it happened to.
  ///   - parent: The RIB's parent at the time.
  ///   - timestamp: When it happened.
  ///   - hasView: For an attach, whether the attached RIB has a view.
  public init(
    kind: Kind, router: RIBIdentity, parent: RIBIdentity?, timestamp: Date = Date(),
    hasView: Bool? = nil
  ) {
    self.kind = kind
    self.router = router
    self.parent = parent
    self.timestamp = timestamp
    self.hasView = hasView
  }

  /// The event as a line: `attach LoggedIn (parent: Root)`.
  public var description: String {
    "\(kind.rawValue) \(router.name)" + (parent.map { " (parent: \($0.name))" } ?? "")
  }
}
