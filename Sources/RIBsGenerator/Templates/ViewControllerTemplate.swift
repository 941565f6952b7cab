/// `<Name>ViewController.swift`: the presentable listener protocol and the view controller.
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
      """
    if options.view == .uikit {
      return """
        import RIBs

        \(listener)

        #if canImport(UIKit)
          import UIKit

          final class \(name)ViewController: UIViewController, \(name)Presentable,
            \(name)ViewControllable
          {
            weak var listener: (any \(name)PresentableListener)?
          }
        #endif

        """
    }
    return """
      import RIBs

      \(listener)

      final class \(name)ViewController: \(name)Presentable, \(name)ViewControllable {
        weak var listener: (any \(name)PresentableListener)?

        init() {}
      }

      """
  }
}
