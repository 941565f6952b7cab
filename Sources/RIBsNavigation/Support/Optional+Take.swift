extension Optional {
  /// The value, leaving `nil` in its place: what a model shows, taken off before it is detached,
  /// so that what the detach runs finds the model without it.
  mutating func take() -> Wrapped? {
    defer { self = nil }
    return self
  }
}
