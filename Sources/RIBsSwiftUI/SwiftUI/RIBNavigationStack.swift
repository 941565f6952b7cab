#if canImport(SwiftUI)
  import SwiftUI

  /// A `NavigationStack` whose screens are the RIBs of a ``RouterStack``: the host RIB's view at
  /// the root, each pushed router's view above it.
  ///
  /// ```swift
  /// var screen: some View {
  ///   RIBNavigationStack(stack) {
  ///     TopupView(state: state)
  ///   }
  /// }
  /// ```
  ///
  /// A back button, a back swipe or `dismiss()` from a screen's environment pops the stack, which
  /// detaches the routers whose views went away and tells its listener.
  ///
  /// A flow whose first screen is a RIB too, such as a top-up presented in a sheet, shows that RIB
  /// at the root instead: `RIBNavigationStack(stack)`.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public struct RIBNavigationStack<Root: View>: View {
    @Bindable private var stack: RouterStack
    private let root: Root
    private let rootIsFirstScreen: Bool

    /// Creates a navigation stack that shows `stack` above `root`.
    ///
    /// - Parameters:
    ///   - stack: The stack of child RIBs.
    ///   - root: The view at the bottom of the stack, usually the host RIB's own.
    public init(_ stack: RouterStack, @ViewBuilder root: () -> Root) {
      self.stack = stack
      self.root = root()
      rootIsFirstScreen = false
    }

    /// The navigation stack, bound to the stack of RIBs.
    public var body: some View {
      NavigationStack(path: rootIsFirstScreen ? $stack.pathAboveRoot : $stack.path) {
        root.navigationDestination(for: RIBScreen.self) { screen in screen.view }
      }
    }
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  extension RIBNavigationStack where Root == RIBStackRoot {
    /// Creates a navigation stack whose root is the first RIB of `stack`, and whose other RIBs are
    /// pushed above it.
    ///
    /// The root changes when a router pops every RIB and pushes another first; the user cannot pop
    /// it, as in any `NavigationStack`.
    ///
    /// - Parameter stack: The stack of RIBs, the first of which is the root.
    public init(_ stack: RouterStack) {
      self.stack = stack
      root = RIBStackRoot(stack: stack)
      rootIsFirstScreen = true
    }
  }

  /// The view of the first RIB of a ``RouterStack``, at the root of a ``RIBNavigationStack``.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public struct RIBStackRoot: View {
    let stack: RouterStack

    /// The first RIB's view; nothing while the stack is empty.
    public var body: some View {
      if let root = stack.rootScreen { root.view }
    }
  }
#endif
