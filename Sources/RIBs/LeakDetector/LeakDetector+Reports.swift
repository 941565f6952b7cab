import Foundation

#if canImport(UIKit)
  import UIKit
#endif

/// What a leak detector reports when an expectation's time is up.
extension LeakDetector {
  /// Reports `object`, still alive (or on screen) when its time is up.
  func check(
    _ object: AnyObject, _ details: LeakExpectationQueue.Details, limit: Duration
  ) {
    // Names and times are formatted only for a leak: most objects go away in time.
    // The object's own description too, when it has one (a view that says which it is).
    var typeName: String {
      let type = String(describing: details.objectType)
      guard let described = object as? any CustomStringConvertible else { return type }
      return "\(type) (\(described.description))"
    }
    var seconds: String { limit.formatted(.units(allowed: [.seconds, .milliseconds])) }
    if !details.isDisappearance {
      report(
        RIBsDiagnostic(
          kind: .objectLeaked,
          message: "\(typeName) has leaked: it is still alive \(seconds) after its RIB went away. "
            + "Look for a strong reference cycle or an object that keeps it."))
    } else if isOnScreen(object) {
      report(
        RIBsDiagnostic(
          kind: .viewControllerDidNotDisappear,
          message: "\(typeName) is still on screen \(seconds) after its RIB was deactivated. "
            + "Dismiss or remove the view when you detach its RIB."))
    }
  }

  /// Whether a view expected to disappear is still on screen.
  private func isOnScreen(_ object: AnyObject) -> Bool {
    if let view = object as? any ViewControllable { return view.isOnScreen }
    #if canImport(UIKit)
      if let viewController = object as? UIViewController {
        return viewController.viewIfLoaded?.window != nil
      }
    #endif
    return false
  }

  private func report(_ diagnostic: RIBsDiagnostic) {
    if let reportLeak {
      reportLeak(diagnostic)
    } else {
      RIBsDiagnostics.report(diagnostic)
    }
  }
}
