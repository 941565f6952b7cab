import Observation
import RIBs

/// The state of a navigation stack of child RIBs: pushing a router attaches it and shows its view
/// on top; popping detaches it; a view the user pops detaches its router.
///
/// A plain `@Observable` object, owned by the RIB that shows the stack (usually its router), and
/// the same on every platform: the router drives it, SwiftUI binds to ``path`` (through
/// `RIBNavigationStack` or `NavigationStack(path:)`), and a test drives it on Linux.
///
/// ```swift
/// final class TopupRouter: Router<any TopupInteractable>, TopupRouting {
///   let stack = RouterStack()
///
///   override func didLoad() {
///     super.didLoad()
///     stack.host = self
///     stack.listener = interactor
///   }
///
///   func routeToCardOnFile() { stack.push(cardOnFileBuilder.build(withListener: interactor)) }
///   func routeBack() { stack.pop() }
/// }
/// ```
///
/// When the user pops views (the back button, a back swipe, `dismiss()` from the environment),
/// SwiftUI sets a shorter ``path``: the stack detaches the routers whose views went away, top
/// first, as ``pop(to:)`` would, and tells its ``listener``. Hiding a view that is not in the stack
/// changes nothing, so a router that pops what the user popped first does not detach it twice.
/// Pushing a router twice, or without a host, changes nothing and is reported to
/// `RIBsDiagnostics` as `invalidNavigation`.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@preconcurrency
@MainActor
@Observable
public final class RouterStack {
  /// The routers of the stack, bottom first; each is a child of ``host``, or of the router that
  /// pushed it with ``push(_:attachingTo:)``.
  ///
  /// The host's own view is the root of the stack, below them.
  public var routers: [any Routing] { entries.map(\.router) }
  private var entries: [Entry] = []
  /// The router that attaches the pushed routers; it usually owns the stack.
  @ObservationIgnored public weak var host: (any Routing)?
  /// Told about the routers detached because the user popped their views.
  @ObservationIgnored public weak var listener: (any UserNavigationListener)?

  /// Creates an empty stack.
  ///
  /// - Parameter host: The router that attaches the pushed routers; set it later when the host is
  ///   the router that owns the stack.
  public init(host: (any Routing)? = nil) {
    self.host = host
  }

  /// The stack as SwiftUI binds to it, bottom first.
  ///
  /// Setting a shorter path is a pop by the user: the routers above it are detached, top first,
  /// and the ``listener`` is told. A path that is not the start of the stack (a view that pushed a
  /// screen of its own) changes nothing and is reported.
  public var path: [RIBScreen] {
    get { routers.map(RIBScreen.init) }
    set { userDidSet(newValue) }
  }

  /// The first screen of the stack, for a stack whose root is a RIB too: a flow presented in a
  /// sheet starts with a RIB of its own, which the user cannot pop.
  ///
  /// `nil` when the stack is empty.
  public var rootScreen: RIBScreen? { entries.first.map { RIBScreen($0.router) } }

  /// The screens above ``rootScreen``: what `NavigationStack(path:)` binds to when the stack's
  /// first RIB is its root view (`RIBNavigationStack(stack)`).
  ///
  /// Setting it works as setting ``path`` does, with the root kept: a shorter path is the user
  /// popping screens, and detaches their RIBs.
  public var pathAboveRoot: [RIBScreen] {
    get { Array(path.dropFirst()) }
    set {
      guard let rootScreen else { return userDidSet(newValue) }
      userDidSet([rootScreen] + newValue)
    }
  }

  /// The router on top of the stack.
  public var topRouter: (any Routing)? { entries.last?.router }

  /// Attaches `router` and shows its view on top of the stack.
  ///
  /// A RIB pushed on the stack may push its own children on the same stack, as SwiftUI has one
  /// `NavigationStack` for them all: it passes itself as `parent`, and the child is attached to
  /// it, in the RIB tree, while its view goes on top of the shared stack. Popping it, or any
  /// screen below it, detaches it from that parent.
  ///
  /// - Parameters:
  ///   - router: A router that is not in the stack yet.
  ///   - parent: The router to attach it to; ``host`` if `nil`.
  public func push(_ router: any Routing, attachingTo parent: (any Routing)? = nil) {
    guard let parent = parent ?? host else {
      return NavigationHostMissing.report("RouterStack", "push \(type(of: router))")
    }
    guard !entries.contains(where: { $0.router === router }) else {
      return RIBsDiagnostics.report(
        .invalidNavigation,
        "\(type(of: router)) was pushed while it is in the navigation stack already; the stack "
          + "did not change.")
    }
    guard parent.attachChildToShow(router) else { return }
    entries.append(Entry(router: router, parent: parent))
  }

  /// Detaches the router on top of the stack, if there is one.
  public func pop() {
    guard !entries.isEmpty else { return }
    detachRouters(above: entries.count - 1)
  }

  /// Detaches `router` and the routers above it, top first; nothing if it is not in the stack (the
  /// user may have popped it first).
  ///
  /// - Parameter router: The router to pop.
  public func pop(_ router: any Routing) {
    guard let index = entries.firstIndex(where: { $0.router === router }) else { return }
    detachRouters(above: index)
  }

  /// Detaches the routers above `router`, top first, so that its view is on top.
  ///
  /// - Parameter router: A router in the stack.
  public func pop(to router: any Routing) {
    guard let index = entries.firstIndex(where: { $0.router === router }) else {
      return RIBsDiagnostics.report(
        .invalidNavigation,
        "pop(to:) was given \(type(of: router)), which is not in the navigation stack; nothing "
          + "changed.")
    }
    detachRouters(above: index + 1)
  }

  /// Detaches every router, top first, so that the host's view is on top.
  public func popToRoot() {
    detachRouters(above: 0)
  }

  // MARK: Private

  private func userDidSet(_ path: [RIBScreen]) {
    let isStartOfStack = zip(path, entries).allSatisfy { $0.id == ObjectIdentifier($1.router) }
    guard path.count <= entries.count, isStartOfStack else {
      return RIBsDiagnostics.report(
        .invalidNavigation,
        "The navigation path was set to \(path.count) screens that are not the start of the "
          + "stack (a view pushed a screen of its own?); only a router changes what the stack "
          + "shows, through push(_:). Nothing changed.")
    }
    let popped = detachRouters(above: path.count)
    if !popped.isEmpty { listener?.userDidDismiss(popped) }
  }

  /// Removes the routers above the bottom `count` from the stack, then detaches each from its
  /// parent, top first.
  ///
  /// - Returns: The removed routers, top first.
  @discardableResult
  private func detachRouters(above count: Int) -> [any Routing] {
    guard count < entries.count else { return [] }
    let removed = entries[count...].reversed()
    entries.removeSubrange(count...)
    for entry in removed { entry.parent?.detachChildIfAttached(entry.router) }
    return removed.map(\.router)
  }

  /// A router of the stack and the router it is attached to, which the stack does not keep: it is
  /// the host, or a router below it in the stack.
  private struct Entry {
    let router: any Routing
    weak var parent: (any Routing)?
  }
}
