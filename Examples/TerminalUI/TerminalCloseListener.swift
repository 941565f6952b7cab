/// Hears that the user closed a presented terminal screen on their own, with `:back` or Esc: what
/// a renderer of a navigation model sets on the screens it presents, so that it can report the
/// user's dismissal to its model, which detaches the RIB.
///
/// The terminal's counterpart of UIKit's presentation-controller delegate.
@MainActor
public protocol TerminalCloseListener: AnyObject {
  /// The user closed `screen`, which the window has dismissed.
  ///
  /// - Parameter screen: The screen closed.
  func userDidClose(_ screen: TerminalViewController)
}
