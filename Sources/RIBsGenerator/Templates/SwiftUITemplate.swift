/// `<Name>ViewState.swift` and `<Name>View.swift`: a SwiftUI RIB's presenter, an `@Observable`
/// view state, and its view, hosted in a `RIBHostingController`.
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

      struct \(name)View: View {
        let state: \(name)ViewState

        var body: some View {
          // TODO: Show the view state; call state.listener for the user's actions.
          Text("\(name)")
        }
      }

      extension RIBHostingController: \(name)ViewControllable where Content == \(name)View {}

      """
  }
}
