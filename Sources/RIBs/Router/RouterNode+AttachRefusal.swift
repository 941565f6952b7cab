extension RouterNode {
  /// Why attaching `child` is a misuse, if it is: the child is this router, already its child,
  /// attached elsewhere, or one of its ancestors.
  func refusalToAttach(
    _ child: any Routing, node childNode: RouterNode?
  ) -> (kind: RIBsDiagnostic.Kind, message: String)? {
    guard let childNode else {
      return hasChild(child) ? alreadyAttached(child) : nil
    }
    if childNode === self {
      return (.attachCreatesCycle, "\(routerType) was asked to attach itself; nothing changed.")
    }
    if childNode.isChild(of: self) { return alreadyAttached(child) }
    if childNode.parentID != nil, let otherParent = childNode.parent {
      return (
        .childHasAnotherParent,
        "\(routerType) was asked to attach \(type(of: child)), which is attached to "
          + "\(RIBNaming.name(of: otherParent.routerType)); detach it there first. Nothing changed."
      )
    }
    if childNode.hasChildren, isDescendant(of: childNode) {
      return (
        .attachCreatesCycle,
        "\(routerType) was asked to attach \(type(of: child)), one of its ancestors; "
          + "nothing changed."
      )
    }
    return nil
  }

  private func alreadyAttached(
    _ child: any Routing
  ) -> (kind: RIBsDiagnostic.Kind, message: String) {
    (
      .childAlreadyAttached,
      "\(routerType) was asked to attach \(type(of: child)), which is already its child; "
        + "nothing changed."
    )
  }

  private func isDescendant(of ancestor: RouterNode) -> Bool {
    var node: RouterNode? = self
    while let current = node {
      if current === ancestor { return true }
      node = current.parent
    }
    return false
  }
}
