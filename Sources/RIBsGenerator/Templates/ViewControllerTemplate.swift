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
      // No `#if canImport(UIKit)`: the builder creates this class, so hiding it would only move
      // the compile error there. The variant is for UIKit platforms, as `ribs new` says.
      return """
        import RIBs
        import UIKit

        \(listener)

        final class \(name)ViewController: UIViewController, \(name)Presentable,
          \(name)ViewControllable
        {
          weak var listener: (any \(name)PresentableListener)?
        }

        """
    }
    return """
      import RIBs

      #if canImport(UIKit)
        import UIKit
      #endif

      \(listener)

      final class \(name)ViewController: \(name)Presentable, \(name)ViewControllable {
        weak var listener: (any \(name)PresentableListener)?

        #if canImport(UIKit)
          // TODO: A platform-neutral view shows nothing on UIKit: return the view controller that
          // draws it (or generate the RIB with --view uikit, swiftui or swiftui-hosted).
          let uiviewController = UIViewController()
        #endif

        init() {}
      }

      """
  }
}
