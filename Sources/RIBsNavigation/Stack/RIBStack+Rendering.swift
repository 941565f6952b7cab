import RIBs

extension RIBStack {
  /// A stack as its renderers see it: the screens to draw, the changes, and the user's pops.
  ///
  /// What a router hands the view that draws its stack (``RIBStack/rendering``): RIBsUIKit's
  /// `RIBNavigationController`, RIBsSwiftUI's `RIBNavigationStack`, the terminal, or a
  /// ``RIBStackRenderer`` of an app's own. It cannot push, pop or attach; a view asks the router
  /// for a screen with ``userDidRequest(_:)``.
  @preconcurrency
  @MainActor
  public struct Rendering: RIBNavigationRendering {
    private let stack: RIBStack
    /// The stack's identity.
    public nonisolated let id: ObjectIdentifier

    init(_ stack: RIBStack) {
      self.stack = stack
      id = ObjectIdentifier(stack)
    }

    /// What is at the bottom of the stack.
    public var root: Root { stack.root }

    /// The screens of the stack, bottom first.
    public var screens: [RIBScreen] { stack.screens }

    /// The first screen, when it is the root the user cannot pop (``Root/firstScreen``): the root
    /// view of a renderer that draws the screens above it as its path, such as SwiftUI's
    /// `NavigationStack`.
    public var rootScreen: RIBScreen? { stack.root == .firstScreen ? stack.screens.first : nil }

    /// The screens above the root, bottom first: every screen when the root is the host's view.
    public var pushedScreens: [RIBScreen] {
      Array(stack.screens.dropFirst(stack.root == .firstScreen ? 1 : 0))
    }

    /// The top screen's identity.
    public var showing: RIBScreen.ID? { stack.showing }

    /// Calls `render` with `renderer` after every change of the stack.
    ///
    /// - Parameters:
    ///   - renderer: The object that draws the stack, held weakly.
    ///   - render: Draws the stack as it is now, given what changed it.
    /// - Returns: The observation; cancel it to stop earlier.
    @discardableResult
    public func addRenderer<Renderer: AnyObject>(
      _ renderer: Renderer, render: @escaping @MainActor (Renderer, RIBNavigationChange) -> Void
    ) -> RIBsObservation {
      stack.addRenderer(renderer, render: render)
    }

    /// The user went back to `screen` (the back button, a back swipe, `:back`) from `showing`, the
    /// top screen the renderer showed: the routers above `screen` are detached, top first, and the
    /// listener is told.
    ///
    /// A report made for a top screen the stack no longer shows (the router pushed or popped
    /// meanwhile) changes nothing and tells nobody; so does a report that keeps every screen. The
    /// user cannot pop a ``Root/firstScreen`` root: `nil` then keeps it.
    ///
    /// - Parameters:
    ///   - screen: The identity of the screen now on top; `nil` for the root below the screens.
    ///   - showing: The identity of the top screen the renderer showed when the user acted.
    public func userDidPop(to screen: RIBScreen.ID?, from showing: RIBScreen.ID?) {
      stack.userDidPop(to: screen, from: showing)
    }

    /// The user went back to the end of `path` (a `NavigationStack`'s path set shorter) from
    /// `showing`, as a renderer that binds the whole stack reports it: the routers above are
    /// detached, top first, and the listener is told, as ``userDidPop(to:from:)`` does.
    ///
    /// A report made for a top screen the stack no longer shows changes nothing. A path that is not
    /// the start of the stack (a view that pushed a screen of its own) changes nothing and is
    /// reported to `RIBsDiagnostics` as `invalidNavigation`.
    ///
    /// - Parameters:
    ///   - path: The identities of the screens the user kept, bottom first.
    ///   - showing: The identity of the top screen the renderer showed when the user acted.
    public func userDidSetPath(_ path: [RIBScreen.ID], from showing: RIBScreen.ID?) {
      stack.userDidSetPath(path, from: showing)
    }

    /// The user went back to the end of `pushed`, the screens above the root the renderer keeps
    /// (``pushedScreens``, set shorter): ``userDidSetPath(_:from:)`` with the root screen below
    /// them, if the root is one.
    ///
    /// - Parameters:
    ///   - pushed: The identities of the screens above the root the user kept, bottom first.
    ///   - showing: The identity of the top screen the renderer showed when the user acted.
    public func userDidSetPushedScreens(_ pushed: [RIBScreen.ID], from showing: RIBScreen.ID?) {
      stack.userDidSetPath((rootScreen.map { [$0.id] } ?? []) + pushed, from: showing)
    }

    /// The user asked, through a view of the stack (a link, a list row), to show `route`: the
    /// nearest router that handles its type, from the top screen's down to the host, shows it.
    ///
    /// A stack where no router handles them changes nothing, and is reported to `RIBsDiagnostics`
    /// as `invalidNavigation`.
    ///
    /// - Parameter route: What the view asked for.
    /// - Returns: `nil` once a router showed it; otherwise why not, in a sentence the view may show.
    @discardableResult
    public func userDidRequest<Route: RIBRoute>(_ route: Route) -> String? {
      stack.userDidRequest(route)
    }
  }
}
