/// A navigation model a renderer draws: a ``RIBStack``, a ``RIBPresentation``, ``RIBTabs``, a
/// ``RIBSplit``, a ``RIBDialogPresentation``.
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

  /// Where the model shows each of its RIBs, by the identity of its router; none by default.
  var places: [ObjectIdentifier: RIBPlace] { get }

  /// The screens of the RIBs the model shows, in the order a ``RestorableRouting`` router shows
  /// them again: a stack's from the bottom, tabs with the selected one last; none by default.
  var shownScreens: [RIBScreen] { get }
}

extension RIBNavigationModel {
  /// None: a model that shows no RIB, such as a dialog.
  public var places: [ObjectIdentifier: RIBPlace] { [:] }

  /// None: a model that shows no RIB, such as a dialog.
  public var shownScreens: [RIBScreen] { [] }
}

extension RIBScreen {
  /// The screen's route as it describes itself, for a ``RIBPlace``.
  var routeDescription: String? { route.map { String(describing: $0) } }
}
