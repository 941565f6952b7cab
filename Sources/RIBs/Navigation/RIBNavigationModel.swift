/// A navigation model a renderer draws: a ``RIBStack``, a ``RIBPresentation``, ``RIBTabs``.
///
/// A RIB's router owns its models and changes them; a renderer (SwiftUI, UIKit, the terminal)
/// follows each change, draws the model as it is then, and reports what the user did through the
/// model's own `userDid…` methods.
@preconcurrency
@MainActor
public protocol RIBNavigationModel: AnyObject {
  /// Calls `render` after every change of the model, until the observation is cancelled.
  ///
  /// - Parameter render: Draws the model as it is now, given what changed it.
  /// - Returns: The observation; cancel it when the view goes away.
  func addRenderer(_ render: @escaping @MainActor (RIBNavigationChange) -> Void) -> RIBsObservation
}
