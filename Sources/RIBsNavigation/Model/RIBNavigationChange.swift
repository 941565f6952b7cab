/// A change of a navigation model, as a renderer follows it.
public enum RIBNavigationChange: Sendable, Hashable {
  /// The router changed the model, or the user did through another renderer (a tab picked again
  /// pops the stack it shows): the renderer shows the model as it is now, animated or not.
  case byRouter(animated: Bool)
  /// The renderer reported what the user did, which is on screen already: the renderer has
  /// nothing to draw, and one that draws every change anyway finds what it shows.
  case byUser
}
