#if canImport(SwiftUI)
  import SwiftUI

  /// A `NavigationStack` whose screens are the RIBs of a ``RouterStack``: the host RIB's view at the
  /// root, each pushed router's view above it.
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
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public struct RIBNavigationStack<Root: View>: View {
    @Bindable private var stack: RouterStack
    private let root: Root

    /// Creates a navigation stack that shows `stack` above `root`.
    ///
    /// - Parameters:
    ///   - stack: The stack of child RIBs.
    ///   - root: The view at the bottom of the stack, usually the host RIB's own.
    public init(_ stack: RouterStack, @ViewBuilder root: () -> Root) {
      self.stack = stack
      self.root = root()
    }

    /// The navigation stack, bound to the stack of RIBs.
    public var body: some View {
      NavigationStack(path: $stack.path) {
        root.navigationDestination(for: RIBScreen.self) { screen in screen.view }
      }
    }
  }
#endif
