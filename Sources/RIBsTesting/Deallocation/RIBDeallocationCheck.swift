import RIBs

/// Checks that a RIB goes away once it is detached and released: its router, its interactor, its
/// view, and the same for every RIB under it.
///
/// Make the check while the RIB is in the tree, detach it and let go of your references to it,
/// end the work that may still hold it (await a workflow's `waitUntilEnded()`, a task's value),
/// then ask:
///
/// ```swift
/// let check = RIBDeallocationCheck(of: loggedInRouter)
/// rootRouter.routeToLoggedOut()  // detaches LoggedIn
/// loggedInRouter = nil
/// check.expectDeallocated()  // or assertDeallocated() in XCTest
/// ```
///
/// A failure names each object still alive and what keeps it, where the framework knows: a
/// router still attached to its parent, an interactor kept by its router or still active, a view
/// kept by its router or its interactor (as the presenter), or, when nothing in the tree does, a
/// reference from outside it (a workflow's step, a task, a closure, the test itself).
///
/// The check keeps only weak references: it never keeps what it checks alive.
@preconcurrency
@MainActor
public final class RIBDeallocationCheck {
  /// An object of the RIB that is still alive, and what is known to keep it.
  public struct Survivor: Sendable, Hashable, CustomStringConvertible {
    /// What the object is to its RIB: `router`, `interactor` or `view`.
    public var role: String
    /// The object's type.
    public var typeName: String
    /// What keeps it, in a sentence.
    public var heldBy: String

    /// The object, its role and what keeps it, in a sentence.
    ///
    /// For example: "LoggedInInteractor (the interactor) is still alive: kept by its router
    /// LoggedInRouter, which is still alive."
    public var description: String {
      "\(typeName) (the \(role)) is still alive: \(heldBy)"
    }
  }

  private struct Tracked {
    let role: String
    let typeName: String
    let object: WeakReference
    /// The RIB's other objects, whose being alive explains this one.
    let router: WeakReference
    let interactor: WeakReference
  }

  private let tracked: [Tracked]

  /// Starts following the RIB of `router` and every RIB under it.
  ///
  /// - Parameter router: The RIB's router, while it is in the tree.
  public init(of router: any Routing) {
    var tracked: [Tracked] = []
    router.visitInPreOrder { router, _, _ in
      let routerReference = WeakReference(router)
      let interactorReference = WeakReference(router.interactable)
      func track(_ role: String, _ object: AnyObject) {
        tracked.append(
          Tracked(
            role: role, typeName: String(describing: type(of: object)),
            object: WeakReference(object), router: routerReference,
            interactor: interactorReference))
      }
      track("router", router)
      track("interactor", router.interactable)
      if let viewable = router as? any ViewableRouting { track("view", viewable.viewControllable) }
    }
    self.tracked = tracked
  }

  /// The objects still alive, in pre-order (each RIB's router, interactor, then view), with what
  /// keeps each.
  public var survivors: [Survivor] {
    tracked.compactMap { entry in
      guard let object = entry.object.object else { return nil }
      return Survivor(role: entry.role, typeName: entry.typeName, heldBy: heldBy(object, entry))
    }
  }

  /// Whether every object followed has been deallocated.
  public var isDeallocated: Bool { survivors.isEmpty }

  private func heldBy(_ object: AnyObject, _ entry: Tracked) -> String {
    let router = entry.router.object
    let routerName = router.map { String(describing: type(of: $0)) } ?? ""
    switch entry.role {
    case "router":
      if let parent = (object as? RouterBase)?.parentRouterType {
        return "it is still attached to \(parent): detach it."
      }
    case "interactor":
      if router != nil { return "kept by its router \(routerName), which is still alive." }
      if let interactor = object as? any InteractorScope, interactor.isActive {
        return "it is still active: its router deactivates it when it is detached or released; "
          + "something activated it again, or keeps it active."
      }
    default:
      if router != nil { return "kept by its router \(routerName), which is still alive." }
      if let interactor = entry.interactor.object as? any PresenterHolding,
        interactor.presenterObject === object
      {
        return "kept by its interactor \(type(of: interactor)) as its presenter, and the "
          + "interactor is still alive."
      }
    }
    return "nothing in the RIB tree keeps it: a reference from outside it does (a workflow's step, "
      + "a task, a closure that captures it strongly, a stored property, the test itself)."
  }
}

/// A weak reference, for objects of any class.
private final class WeakReference {
  weak var object: AnyObject?

  init(_ object: AnyObject) {
    self.object = object
  }
}
