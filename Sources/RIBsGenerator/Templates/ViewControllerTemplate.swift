/// `<Name>ViewController.swift`: the presentable listener protocol, the function the builder calls
/// to make the view, and the view controller.
enum ViewControllerTemplate {
  static func render(_ options: RIBTemplateOptions) -> String {
    let name = options.name.value
    let listener = """
      @MainActor
      protocol \(name)PresentableListener: AnyObject {
        // TODO: Declare properties and methods that the view controller can invoke to perform
        // business logic, such as signIn(). This protocol is implemented by the corresponding
        // interactor class.
      }

      /// Makes the RIB's view and its presenter, for the builder: what draws the RIB is chosen
      /// here, so moving it to another kind of view rewrites this file and nothing else.
      @MainActor
      func make\(name)View() -> (
        viewController: any \(name)ViewControllable, presenter: any \(name)Presentable
      ) {
        let viewController = \(name)ViewController()
        return (viewController, viewController)
      }
      """
    if options.view == .uikit {
      // No `#if canImport(UIKit)`: the builder creates this class, so hiding it would only move
      // the compile error there. The variant is for UIKit platforms, as `ribs new` says.
      return """
        import RIBs
        import RIBsNavigation
        import RIBsUIKit
        import UIKit

        \(listener)

        final class \(name)ViewController: UIViewController, \(name)Presentable,
          \(name)ViewControllable
        {
          weak var listener: (any \(name)PresentableListener)?
          private var modalPresenter: RIBModalPresenter?

          func draw(_ presentation: RIBPresentation) {
            modalPresenter = RIBModalPresenter(presentation: presentation, presenter: self)
          }
        }

        """
    }
    return """
      import RIBs
      import RIBsNavigation

      #if canImport(UIKit)
        import UIKit
      #endif

      \(listener)

      final class \(name)ViewController: \(name)Presentable, \(name)ViewControllable {
        weak var listener: (any \(name)PresentableListener)?
        /// What the router presents over this view, once it hands it over.
        private(set) var presentation: RIBPresentation?

        #if canImport(UIKit)
          // TODO: A platform-neutral view shows nothing on UIKit: return the view controller that
          // draws it (or generate the RIB with --view uikit, swiftui or swiftui-hosted).
          let uiviewController = UIViewController()
        #endif

        init() {}

        func draw(_ presentation: RIBPresentation) {
          // TODO: Show the presented RIB's view over this one after each change
          // (presentation.addRenderer(_:)), and report the user's dismissal of it with
          // presentation.userDidDismiss(_:).
          self.presentation = presentation
        }
      }

      """
  }
}
