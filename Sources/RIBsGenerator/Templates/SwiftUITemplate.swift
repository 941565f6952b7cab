/// `<Name>ViewState.swift` and `<Name>View.swift`: a SwiftUI RIB's presenter, an `@Observable`
/// view state, and its view: the router's screen in a SwiftUI app (`--view swiftui`), or hosted in
/// a `RIBHostingController` in a UIKit app (`--view swiftui-hosted`).
///
/// Observation needs iOS 17, macOS 14, tvOS 17 and watchOS 10, later than the iOS 16 the package
/// supports: the view state, the view, its hosting and the builder that makes them say so with
/// `@available`, so that an app below iOS 17 is told where it uses them.
enum SwiftUITemplate {
  static func renderViewState(_ options: RIBTemplateOptions) -> String {
    let name = options.name.value
    return """
      import Observation

      @MainActor
      protocol \(name)PresentableListener: AnyObject {
        // TODO: Declare properties and methods that the view can invoke to perform business logic,
        // such as signIn(). This protocol is implemented by the corresponding interactor class.
      }

      /// The RIB's presenter: the interactor drives it, and \(name)View reads it.
      @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
      @Observable
      @MainActor
      final class \(name)ViewState: \(name)Presentable {
        @ObservationIgnored weak var listener: (any \(name)PresentableListener)?

        // TODO: Declare the properties the view shows, and the methods that the interactor calls
        // to change them.
      }

      """
  }

  static func renderView(_ options: RIBTemplateOptions) -> String {
    let name = options.name.value
    let view = """
      @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
      struct \(name)View: View {
        let state: \(name)ViewState

        var body: some View {
          // TODO: Show the view state; call state.listener for the user's actions.
          Text("\(name)")
        }
      }
      """
    guard options.view == .swiftuiHosted else {
      let indented = view.split(separator: "\n", omittingEmptySubsequences: false)
        .map { $0.isEmpty ? "" : "  " + $0 }.joined(separator: "\n")
      return """
        #if canImport(SwiftUI)
          import RIBsSwiftUI
          import SwiftUI

        \(indented)

          @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
          extension \(name)Router: SwiftUIRouting {
            /// The RIB's view: its screens pushed above it, and what it presents.
            ///
            /// A RIB pushed on its parent's stack shows `\(name)View` alone instead, and pushes its
            /// own children on that stack with `push(_:attachingTo: self)`: SwiftUI has one
            /// NavigationStack per flow.
            var screen: some View {
              RIBNavigationStack(stack) {
                \(name)View(state: state)
              }
              .ribPresentation(presentation)
            }
          }
        #endif

        """
    }
    return """
      import RIBsSwiftUI
      import SwiftUI

      \(view)

      @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
      extension RIBHostingController: \(name)ViewControllable where Content == \(name)View {}

      """
  }
}
