#if canImport(SwiftUI)
  import RIBs
  import RIBsNavigation
  import SwiftUI

  /// A `NavigationStack` whose screens are the RIBs of a `RIBStack` (RIBsNavigation): the host RIB's view at
  /// the root, each pushed router's view above it.
  ///
  /// ```swift
  /// var body: some View {
  ///   RIBNavigationStack(stack) {
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
    private let stack: RIBStack
    private let root: @MainActor (RIBStack) -> Root
    private let rootIsFirstScreen: Bool

    /// Creates a navigation stack that shows `stack` above `root`.
    ///
    /// - Parameters:
    ///   - stack: The stack of child RIBs.
    ///   - root: The view at the bottom of the stack, usually the host RIB's own.
    public init(_ stack: RIBStack, @ViewBuilder root: () -> Root) {
      self.stack = stack
      let view = root()
      self.root = { _ in view }
      rootIsFirstScreen = false
    }

    /// The navigation stack, bound to the stack of RIBs.
    public var body: some View {
      RenderedNavigationStack(
        rendering: NavigationModelRendering(stack), root: root,
        rootIsFirstScreen: rootIsFirstScreen
      )
      .id(ObjectIdentifier(stack))
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
    public init(_ stack: RIBStack) {
      self.stack = stack
      root = { stack in RIBStackRoot(screen: stack.screens.first) }
      rootIsFirstScreen = true
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
    @StateObject private var rendering: NavigationModelRendering<RIBStack>
    let root: @MainActor (RIBStack) -> Root
    let rootIsFirstScreen: Bool

    init(
      rendering: @autoclosure @escaping () -> NavigationModelRendering<RIBStack>,
      root: @escaping @MainActor (RIBStack) -> Root, rootIsFirstScreen: Bool
    ) {
      _rendering = StateObject(wrappedValue: rendering())
      self.root = root
      self.rootIsFirstScreen = rootIsFirstScreen
    }

    var body: some View {
      NavigationStack(path: path) {
        root(rendering.model).navigationDestination(for: RIBScreen.self) { screen in screen.view }
      }
    }

    /// The screens above the root, as the stack has them now; a path SwiftUI sets is reported
    /// with the top screen it was made for.
    @MainActor private var path: Binding<[RIBScreen]> {
      let stack = rendering.model
      let showing = stack.showing
      let root = rootIsFirstScreen ? Array(stack.screens.prefix(1).map(\.id)) : []
      return Binding(
        get: { @MainActor in Array(stack.screens.dropFirst(root.count)) },
        set: { @MainActor path in stack.userDidSetPath(root + path.map(\.id), from: showing) })
    }
  }
#endif
