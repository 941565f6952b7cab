#if canImport(SwiftUI)
  import RIBs
  import RIBsNavigation
  import SwiftUI

  /// A `NavigationStack` whose screens are the RIBs of a `RIBStack` (RIBsNavigation): the host
  /// RIB's view at the root, each pushed router's view above it.
  ///
  /// ```swift
  /// var body: some View {
  ///   RIBNavigationStack(stack) {  // the stack's rendering, which the router handed over
  ///     TopupView(state: state)
  ///   }
  /// }
  /// ```
  ///
  /// A back button, a back swipe or `dismiss()` from a screen's environment reports the screens
  /// the user kept to the stack, which detaches the routers whose views went away and tells its
  /// listener. A report SwiftUI makes after the router changed the stack (a pop that crossed a
  /// push) changes nothing.
  ///
  /// A flow whose first screen is a RIB too, such as a top-up presented in a sheet, shows that RIB
  /// at the root instead: `RIBNavigationStack(stack)`, for a stack made with the
  /// `.firstScreen` root.
  @MainActor
  public struct RIBNavigationStack<Root: View>: View {
    private let stack: RIBStack.Rendering
    private let root: @MainActor (RIBStack.Rendering) -> Root

    /// Creates a navigation stack that shows `stack` above `root`.
    ///
    /// - Parameters:
    ///   - stack: The stack of child RIBs.
    ///   - root: The view at the bottom of the stack, usually the host RIB's own.
    public init(_ stack: RIBStack.Rendering, @ViewBuilder root: () -> Root) {
      self.stack = stack
      let view = root()
      self.root = { _ in view }
    }

    /// The navigation stack, bound to the stack of RIBs.
    public var body: some View {
      RenderedNavigationStack(observer: RenderingObserver(stack), root: root)
        .id(stack.id)
    }
  }

  extension RIBNavigationStack where Root == RIBStackRoot {
    /// Creates a navigation stack whose root is the first RIB of `stack`, and whose other RIBs are
    /// pushed above it.
    ///
    /// The root changes when a router pops every RIB and pushes another first; the user cannot pop
    /// it, as in any `NavigationStack`.
    ///
    /// - Parameter stack: The stack of RIBs, the first of which is the root.
    public init(_ stack: RIBStack.Rendering) {
      self.stack = stack
      root = { stack in RIBStackRoot(screen: stack.rootScreen) }
    }
  }

  /// The view of the first RIB of a stack, at the root of a ``RIBNavigationStack``.
  @MainActor
  public struct RIBStackRoot: View {
    let screen: RIBScreen?

    /// The first RIB's view; nothing while the stack is empty.
    public var body: some View {
      if let screen { screen.view }
    }
  }

  /// The navigation stack, drawn again after every change of the stack.
  @MainActor
  struct RenderedNavigationStack<Root: View>: View {
    @StateObject private var observer: RenderingObserver<RIBStack.Rendering>
    let root: @MainActor (RIBStack.Rendering) -> Root

    init(
      observer: @autoclosure @escaping () -> RenderingObserver<RIBStack.Rendering>,
      root: @escaping @MainActor (RIBStack.Rendering) -> Root
    ) {
      _observer = StateObject(wrappedValue: observer())
      self.root = root
    }

    var body: some View {
      NavigationStack(path: path) {
        root(observer.rendering).navigationDestination(for: RIBScreen.self) { screen in
          screen.view
        }
      }
    }

    /// The screens above the root, as the stack has them now; a path SwiftUI sets is reported
    /// with the top screen it was made for.
    @MainActor private var path: Binding<[RIBScreen]> {
      let stack = observer.rendering
      let showing = stack.showing
      return Binding(
        get: { @MainActor in stack.pushedScreens },
        set: { @MainActor path in stack.userDidSetPushedScreens(path.map(\.id), from: showing) })
    }
  }
#endif
