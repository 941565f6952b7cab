/// The lifecycle events of a router.
public enum RouterLifecycle: Sendable, Hashable {
  /// The router has loaded: its interactor was active and ``Router/didLoad()`` ran.
  case didLoad
}

/// The scope of a router: an empty protocol, kept so that code migrated from other RIBs frameworks
/// that names it (`RouterScope` in a mock's or a protocol's conformances) compiles.
///
/// It requires nothing: ``Router`` has ``Router/lifecycle`` (an `AsyncStream`; a publisher of the
/// same name in RIBsCombine), and a mock with a `lifecycle` of its own type conforms as it is.
@preconcurrency
@MainActor
public protocol RouterScope: AnyObject {}

/// A router as its parent sees it: its interactor, its children, and the tree operations.
@preconcurrency
@MainActor
public protocol Routing: RouterScope {
  /// The router's interactor, as its router drives it.
  var interactable: any Interactable { get }

  /// The routers attached to this one, in the order they were attached.
  var children: [any Routing] { get }

  /// Loads the router: calls its `didLoad()` once in its life. The parent calls this after
  /// activating the child's interactor.
  func load()

  /// Attaches a child router: appends it to ``children``, activates its interactor (and its
  /// subtree), then loads it.
  ///
  /// - Parameter child: The router to attach. It must not be attached anywhere.
  func attachChild(_ child: any Routing)

  /// Detaches a child router: deactivates its interactor (and its subtree), then removes it from
  /// ``children``.
  ///
  /// - Parameter child: One of this router's children.
  func detachChild(_ child: any Routing)
}

/// The part of a RIB that attaches and detaches its children, on its interactor's request.
///
/// Subclass it for a view-less RIB, or subclass ``ViewableRouter`` for a RIB with a view:
///
/// ```swift
/// final class LoggedInRouter: Router<any LoggedInInteractable>, LoggedInRouting {
///   init(interactor: any LoggedInInteractable,
///        viewController: any LoggedInViewControllable,
///        offGameBuilder: any OffGameBuildable) {
///     self.viewController = viewController
///     self.offGameBuilder = offGameBuilder
///     super.init(interactor: interactor)
///     interactor.router = self
///   }
///
///   override func didLoad() {
///     super.didLoad()
///     attachOffGame()
///   }
///
///   private func attachOffGame() {
///     let offGame = offGameBuilder.build(withListener: interactor)
///     currentChild = offGame
///     attachChild(offGame)
///     viewController.present(viewController: offGame.viewControllable)
///   }
/// }
/// ```
///
/// ## The tree contract
/// - ``attachChild(_:)`` appends the child, activates its interactor, then loads it; ``didLoad()``
///   runs once in a router's life, after its interactor became active.
/// - ``detachChild(_:)`` deactivates the child's interactor, then removes it.
/// - A router's subtree follows its interactor, in pre-order: a parent becomes active before its
///   children and resigns before them. A detached router keeps its children, and they become active
///   again when it is attached again. Each walk visits every descendant once and never recurses.
/// - When the router is deallocated, it deactivates its interactor, detaches its children, and asks
///   ``LeakDetector`` to expect its interactor to be deallocated.
/// - Misuse (attaching a child twice or one that has another parent, detaching a router that is not
///   a child, detaching a child again while it is being detached, giving one interactor to two
///   routers) changes nothing and is reported to ``RIBsDiagnostics``.
@preconcurrency
@MainActor
open class Router<InteractorType>: RouterBase, Routing {
  /// The router's interactor, as the RIB's own `XInteractable` protocol.
  public let interactor: InteractorType

  /// Creates a router for `interactor`.
  ///
  /// - Parameter interactor: The RIB's interactor. It must conform to ``Interactable`` and belong
  ///   to no other router; one that does is reported to ``RIBsDiagnostics`` as
  ///   ``RIBsDiagnostic/Kind/interactorHasAnotherRouter``.
  ///
  /// - Precondition: `interactor` conforms to ``Interactable``. RIBs code names the interactor by its
  ///   `XInteractable` protocol (`Router<any LoggedInInteractable>`), and an existential cannot
  ///   satisfy a generic constraint, so this is checked when the router is created.
  @inlinable
  public init(interactor: InteractorType) {
    // Inlinable, so that the casts are specialized in the app for its interactor type: a class or a
    // class-bound existential is checked with a class cast, far cheaper than an unspecialized
    // generic cast. A class cast first: nearly every interactor is an Interactor, and a cast to a
    // protocol costs a conformance lookup per router. The node is given the class too, so it need
    // not cast again.
    self.interactor = interactor
    if let base = interactor as? Interactor {
      super.init(interactable: base, interactor: base)
    } else if let other = interactor as? any Interactable {
      super.init(interactable: other, interactor: nil)
    } else {
      preconditionFailure(
        "\(InteractorType.self) does not conform to Interactable; a router needs an interactor it "
          + "can activate.")
    }
  }

  /// The router's interactor, as the framework drives it.
  public final var interactable: any Interactable { node.interactable }

  /// The routers attached to this one, in the order they were attached.
  public final var children: [any Routing] { node.children }

  /// The router's lifecycle: `.didLoad` once it has loaded (at once if it has), finishing when the
  /// router is deallocated.
  ///
  /// Each access returns a new stream for one consumer. Where RIBsCombine or RIBsRx is imported,
  /// their `lifecycle` (a publisher, an observable) is the one an untyped `let` picks;
  /// `for await` picks this one.
  @_disfavoredOverload
  public final var lifecycle: AsyncStream<RouterLifecycle> { node.makeLifecycleStream() }

  /// Loads the router: calls ``didLoad()`` the first time, and does nothing after.
  public final func load() {
    MainActorContext.checkIsCurrent("load()", of: type(of: self))
    guard node.markLoaded() else { return }
    didLoad()
  }

  /// Called once in the router's life, when it is loaded, after its interactor became active.
  ///
  /// Attach the RIB's first children here. The default implementation does nothing.
  open func didLoad() {}

  /// Whether the router has loaded.
  package final var isLoaded: Bool { node.isLoaded }

  /// Calls `handler` synchronously with every lifecycle event.
  ///
  /// Until the returned identifier is passed to ``removeLifecycleHandler(_:)``; the handler is
  /// released with the router.
  package final func addLifecycleHandler(_ handler: @escaping (RouterLifecycle) -> Void) -> UInt64 {
    node.addLifecycleHandler(handler)
  }

  /// Stops calling a handler added with ``addLifecycleHandler(_:)``.
  package final func removeLifecycleHandler(_ id: UInt64) {
    node.removeLifecycleHandler(id)
  }

  /// How many handlers ``addLifecycleHandler(_:)`` added and nothing removed yet.
  package final var lifecycleHandlerCount: Int { node.lifecycleHandlerCount }

  /// Attaches a child: appends it to ``children``, activates its interactor and its subtree (parent
  /// first), then loads it.
  ///
  /// Attaching a child twice, a child of another router, this router or one of its ancestors
  /// changes nothing and is reported to ``RIBsDiagnostics``.
  ///
  /// - Parameter child: The router to attach.
  public final func attachChild(_ child: any Routing) {
    MainActorContext.checkIsCurrent("attachChild(_:)", of: type(of: self))
    node.attach(child)
  }

  /// Detaches a child: deactivates its interactor and its subtree, then removes it.
  ///
  /// The subtree resigns parent first, and the child keeps its own children.
  ///
  /// Detaching a router that is not a child, or a child that is being detached already (from its
  /// `willResignActive()` or code it calls), changes nothing and is reported to
  /// ``RIBsDiagnostics``.
  ///
  /// - Parameter child: One of this router's children.
  public final func detachChild(_ child: any Routing) {
    MainActorContext.checkIsCurrent("detachChild(_:)", of: type(of: self))
    node.detach(child)
  }
}
