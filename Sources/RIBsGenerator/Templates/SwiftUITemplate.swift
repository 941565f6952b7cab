/// `<Name>ViewState.swift` and `<Name>View.swift`: a SwiftUI RIB's presenter and its view.
///
/// The presenter is an `@Observable` view state; the view is in a `RIBView` in a SwiftUI app
/// (`--view swiftui`) or hosted in a `RIBHostingController` in a UIKit app
/// (`--view swiftui-hosted`). The view file makes both for the builder, which is the same as for
/// any other view.
///
/// Observation needs iOS 17, macOS 14, tvOS 17 and watchOS 10, later than the iOS 16 the package
/// supports: the view state, the view, the function that makes them and the builder that calls it
/// say so with `@available`, so that an app below iOS 17 is told where it uses them.
enum SwiftUITemplate {
  static let availability = "@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)"

  static func renderViewState(_ options: RIBTemplateOptions) -> String {
    let name = options.name.value
    return """
      import Observation
      import RIBs
      import RIBsNavigation

      @MainActor
      protocol \(name)PresentableListener: AnyObject {
        // TODO: Declare properties and methods that the view can invoke to perform business logic,
        // such as signIn(). This protocol is implemented by the corresponding interactor class.
      }

      /// The RIB's presenter: the interactor drives it, and \(name)View reads it.
      \(availability)
      @Observable
      @MainActor
      final class \(name)ViewState: \(name)Presentable {
        /// What the router presents over the view, once it hands it over.
        private(set) var presentation: RIBPresentation?
        @ObservationIgnored weak var listener: (any \(name)PresentableListener)?

        // TODO: Declare the properties the view shows, and the methods that the interactor calls
        // to change them.

        /// Draws the router's presentation from now on.
        func draw(_ presentation: RIBPresentation) {
          self.presentation = presentation
        }
      }

      """
  }

  static func renderView(_ options: RIBTemplateOptions) -> String {
    let name = options.name.value
    let view = """
      \(availability)
      struct \(name)View: View {
        let state: \(name)ViewState

        var body: some View {
          if let presentation = state.presentation {
            screen.ribPresentation(presentation)
          } else {
            screen
          }
        }

        private var screen: some View {
          // TODO: Show the view state; call state.listener for the user's actions.
          Text("\(name)")
        }
      }
      """
    let make = """
      /// Makes the RIB's view and its presenter, for the builder: what draws the RIB is chosen
      /// here, so moving it to another kind of view rewrites this file and nothing else.
      \(availability)
      @MainActor
      func make\(name)View() -> (
        viewController: any \(name)ViewControllable, presenter: any \(name)Presentable
      ) {
        let state = \(name)ViewState()
      """
    guard options.view == .swiftuiHosted else {
      return """
        import RIBs
        import RIBsNavigation
        #if canImport(SwiftUI)
          import RIBsSwiftUI
          import SwiftUI
        #endif

        \(make)
          #if canImport(SwiftUI)
            return (RIBView { \(name)View(state: state) }, state)
          #else
            // No SwiftUI here (Linux): the view state stands in for the view, so that the RIB
            // builds and its tests run.
            return (state, state)
          #endif
        }

        #if canImport(SwiftUI)
        \(indented(view))

          \(availability)
          extension RIBView: \(name)ViewControllable where Content == \(name)View {
            func draw(_ presentation: RIBPresentation) { content.state.draw(presentation) }
          }
        #else
          \(availability)
          extension \(name)ViewState: \(name)ViewControllable {}
        #endif

        """
    }
    return """
      import RIBs
      import RIBsNavigation
      import RIBsSwiftUI
      import SwiftUI

      \(make)
        return (RIBHostingController(rootView: \(name)View(state: state)), state)
      }

      \(view)

      \(availability)
      extension RIBHostingController: \(name)ViewControllable where Content == \(name)View {
        func draw(_ presentation: RIBPresentation) { rootView.state.draw(presentation) }
      }

      """
  }

  /// `text` indented by two spaces, as inside `#if`.
  private static func indented(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : "  " + $0 }.joined(separator: "\n")
  }
}
