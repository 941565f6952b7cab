/// The part of every ``Router`` that is not generic: its place in the RIB tree.
///
/// A parent finds a child's place in the tree through this class, so it never depends on anything
/// application code could share between two routers, such as an interactor. It has no API of its
/// own: subclass ``Router``, ``ViewableRouter`` or ``LaunchRouter``.
@MainActor
open class RouterBase {
  /// The router's children, parent, load state and teardown.
  let node: RouterNode

  /// - Parameters:
  ///   - interactable: The router's interactor.
  ///   - interactor: The same, if it is an ``Interactor``.
  init(interactable: any Interactable, interactor: Interactor?) {
    node = RouterNode(interactable: interactable)
    node.bind(routerType: type(of: self), routerID: ObjectIdentifier(self), interactor: interactor)
  }
}
