import Observation
import RIBs

/// A `RIBStack` (RIBs) that SwiftUI observes: the stack of child RIBs a `NavigationStack` shows,
/// with the stack's contract.
///
/// An `@Observable` object, owned by the RIB that shows the stack (usually its router), the same
/// on every platform: the router drives it, SwiftUI binds to ``path`` (through
/// `RIBNavigationStack` or `NavigationStack(path:)`), and a test drives it on Linux. Its ``model``
/// is the platform-neutral stack, which any other renderer can draw too.
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
/// first, and tells its ``listener``. A path that is not the start of the stack (a view that
/// pushed a screen of its own) changes nothing and is reported to `RIBsDiagnostics` as
/// `invalidNavigation`, as is every misuse the stack's contract names.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@preconcurrency
@MainActor
@Observable
public final class RouterStack {
  /// The platform-neutral stack this object makes observable; its root is the host's view.
  @ObservationIgnored public let model = RIBStack(root: .hostView)
  /// Counts the model's changes, so that reading the stack through this object tracks them.
  private var revision = 0
  @ObservationIgnored private var rendering: RIBsObservation?

  /// Creates an empty stack.
  ///
  /// - Parameter host: The router that attaches the pushed routers; set it later when the host is
  ///   the router that owns the stack.
  public init(host: (any Routing)? = nil) {
    model.host = host
    rendering = model.addRenderer { [weak self] _ in self?.revision &+= 1 }
  }

  /// The router that attaches the pushed routers; it usually owns the stack.
  public var host: (any Routing)? {
    get { model.host }
    set { model.host = newValue }
  }

  /// Told about the routers detached because the user popped their views.
  public var listener: (any UserNavigationListener)? {
    get { model.listener }
    set { model.listener = newValue }
  }

  /// The routers of the stack, bottom first; each is a child of ``host``, or of the router that
  /// pushed it with ``push(_:attachingTo:)``.
  ///
  /// The host's own view is the root of the stack, below them.
  public var routers: [any Routing] {
    _ = revision
    return model.routers
  }

  /// The stack as SwiftUI binds to it, bottom first.
  ///
  /// Setting a shorter path is a pop by the user: the routers above it are detached, top first,
  /// and the ``listener`` is told. A path that is not the start of the stack (a view that pushed a
  /// screen of its own) changes nothing and is reported.
  public var path: [RIBScreen] {
    get {
      _ = revision
      return model.screens
    }
    set { userDidSet(newValue, above: nil) }
  }

  /// The first screen of the stack, for a stack whose root is a RIB too: a flow presented in a
  /// sheet starts with a RIB of its own, which the user cannot pop.
  ///
  /// `nil` when the stack is empty.
  public var rootScreen: RIBScreen? {
    _ = revision
    return model.screens.first
  }

  /// The screens above ``rootScreen``: what `NavigationStack(path:)` binds to when the stack's
  /// first RIB is its root view (`RIBNavigationStack(stack)`).
  ///
  /// Setting it works as setting ``path`` does, with the root kept: a shorter path is the user
  /// popping screens, and detaches their RIBs.
  public var pathAboveRoot: [RIBScreen] {
    get { Array(path.dropFirst()) }
    set { userDidSet(newValue, above: model.screens.first) }
  }

  /// The router on top of the stack.
  public var topRouter: (any Routing)? { routers.last }

  /// Attaches `router` and shows its view on top of the stack, as
  /// `RIBStack.push(_:route:attachingTo:animated:)` does.
  ///
  /// - Parameters:
  ///   - router: A router that is not in the stack yet.
  ///   - parent: The router to attach it to; ``host`` if `nil`.
  public func push(_ router: any Routing, attachingTo parent: (any Routing)? = nil) {
    model.pushRouter(router, attachingTo: parent, animated: true)
  }

  /// Detaches the router on top of the stack; on an empty stack, changes nothing and is reported.
  public func pop() {
    model.pop()
  }

  /// Detaches `router` and the routers above it, top first; nothing if it is not in the stack (the
  /// user may have popped it first).
  ///
  /// - Parameter router: The router to pop.
  public func pop(_ router: any Routing) {
    model.pop(router)
  }

  /// Detaches the routers above `router`, top first, so that its view is on top.
  ///
  /// - Parameter router: A router in the stack.
  public func pop(to router: any Routing) {
    model.pop(to: router)
  }

  /// Detaches every router, top first, so that the host's view is on top.
  public func popToRoot() {
    model.popToRoot()
  }

  // MARK: Private

  /// SwiftUI set the screens above `root` (the host's view when `nil`) to `path`.
  private func userDidSet(_ path: [RIBScreen], above root: RIBScreen?) {
    let shown = model.screens.map(\.id)
    model.userDidPop(to: (root.map { [$0.id] } ?? []) + path.map(\.id), from: shown)
  }
}
