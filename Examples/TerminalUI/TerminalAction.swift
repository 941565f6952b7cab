/// A choice a view offers, run when the user types its key, such as `t` for "Top up".
@MainActor
public struct TerminalAction {
  /// What the user types, in lower case.
  public var key: String
  /// What the action does, shown after its key.
  public var title: String
  /// Runs the action.
  public var run: @MainActor () -> Void

  /// Creates an action.
  ///
  /// - Parameters:
  ///   - key: What the user types, in lower case.
  ///   - title: What the action does, shown after its key.
  ///   - run: Runs the action.
  public init(key: String, title: String, run: @escaping @MainActor () -> Void) {
    self.key = key
    self.title = title
    self.run = run
  }
}
