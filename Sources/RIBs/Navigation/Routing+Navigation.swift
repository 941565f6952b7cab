/// The tree operations every navigation model makes (``RIBStack``, ``RIBPresentation``,
/// ``RIBTabs``): attach a child to show it, detach it once to hide it.
extension Routing {
  /// Attaches `child` and says whether it is a child now: a router that refuses a child (another
  /// parent, a cycle) has reported why, and the model shows nothing.
  ///
  /// - Parameter child: The router to show.
  /// - Returns: Whether `child` is attached to this router.
  package func attachChildToShow(_ child: any Routing) -> Bool {
    attachChild(child)
    return children.contains { $0 === child }
  }

  /// Detaches `child` if it is still a child: one its host detached directly is not detached again.
  ///
  /// - Parameter child: The router whose view went away.
  /// - Returns: Whether `child` was attached, and is detached now.
  @discardableResult
  package func detachChildIfAttached(_ child: any Routing) -> Bool {
    guard children.contains(where: { $0 === child }) else { return false }
    detachChild(child)
    return true
  }
}

/// The report of a navigation model asked to change without a host router.
@MainActor
package enum NavigationHostMissing {
  /// Reports that `model` was asked to `change` without a host router.
  ///
  /// - Parameters:
  ///   - model: The model's type name, for the message.
  ///   - change: What it was asked to do.
  package static func report(_ model: String, _ change: String) {
    RIBsDiagnostics.report(
      .invalidNavigation,
      "\(model) was asked to \(change) without a host router (it was never set, or the host was "
        + "deallocated); nothing changed.")
  }
}
