/// `<Name>ViewState.swift` and `<Name>View.swift`: a SwiftUI RIB's presenter, an `@Observable`
/// view state, and its view, hosted in a `RIBHostingController`.
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
    return """
      import RIBsSwiftUI
      import SwiftUI

      @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
      struct \(name)View: View {
        let state: \(name)ViewState

        var body: some View {
          // TODO: Show the view state; call state.listener for the user's actions.
          Text("\(name)")
        }
      }

      @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
      extension RIBHostingController: \(name)ViewControllable where Content == \(name)View {}

      """
  }
}
