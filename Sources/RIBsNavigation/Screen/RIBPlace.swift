import RIBs

/// Where a navigation model shows a RIB.
///
/// A screen of a stack, a presented screen, a tab, with the route it was shown for. Tools show it
/// (the live inspector, next to each RIB).
public struct RIBPlace: Sendable, Hashable, CustomStringConvertible {
  /// The kind of place.
  public enum Kind: Sendable, Hashable {
    /// A screen of a ``RIBStack``, at `position` from the bottom (1 is the bottom), of `count`.
    case stack(position: Int, count: Int)
    /// The RIB a ``RIBPresentation`` presents, in a style.
    case presented(RIBPresentation.Style)
    /// A tab of ``RIBTabs``, named as its tab value describes itself.
    case tab(String, isSelected: Bool)
    /// The detail of a ``RIBSplit``.
    case splitDetail
  }

  /// The kind of place.
  public var kind: Kind
  /// The route the RIB was shown for, as it describes itself; `nil` if it was shown without one.
  public var route: String?

  /// Creates a place.
  ///
  /// - Parameters:
  ///   - kind: The kind of place.
  ///   - route: The route the RIB was shown for, as it describes itself.
  public init(_ kind: Kind, route: String?) {
    self.kind = kind
    self.route = route
  }

  /// The place in words: `screen 2 of 2 of a stack, route cardOnFile`.
  public var description: String {
    let place =
      switch kind {
      case .stack(let position, let count): "screen \(position) of \(count) of a stack"
      case .presented(.sheet): "a sheet"
      case .presented(.fullScreenCover): "a full-screen cover"
      case .presented(.popover): "a popover"
      case .tab(let name, let isSelected): "tab \(name)" + (isSelected ? " (selected)" : "")
      case .splitDetail: "the detail of a split view"
      }
    return route.map { "\(place), route \($0)" } ?? place
  }
}
