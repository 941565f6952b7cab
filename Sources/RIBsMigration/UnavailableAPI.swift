/// Names of the old frameworks that RIBs for Swift 6 does not have, even with RIBsCombine or
/// RIBsRx: `ribs migrate` notes each use, with what to write instead.
///
/// They are internals that apps reach with `@testable import RIBs` (or `ModernRIBs`) in their
/// tests; the public API of both frameworks is there.
enum UnavailableAPI {
  /// Each name, with the note for a use of it.
  static let notes: [String: String] = [
    "disableLeakDetectorOverride":
      "LeakDetector.disableLeakDetectorOverride is an internal of Uber's RIBs and does not exist "
      + "here: run the test with a disabled detector, LeakDetector.withInstance(LeakDetector("
      + "isEnabled: false)) { … }, or set DISABLE_LEAK_DETECTION for the test process.",
    "deinitDisposable":
      "Router.deinitDisposable is an internal of Uber's RIBs and does not exist here: dispose of "
      + "the router's subscriptions in its interactor (disposeOnDeactivate) or keep a DisposeBag "
      + "in the router.",
    "activenessDisposable":
      "Interactor.activenessDisposable is an internal of Uber's RIBs and does not exist here: use "
      + "disposeOnDeactivate(interactor:) (RIBsRx), which keeps the subscription until the "
      + "interactor deactivates.",
  ]
}
