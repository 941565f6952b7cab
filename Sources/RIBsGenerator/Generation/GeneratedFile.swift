/// A file the generator writes.
public struct GeneratedFile: Sendable, Hashable {
  /// Where the file goes.
  public enum Location: Sendable, Hashable {
    /// In the RIB's folder, `<path>/<Name>/`.
    case ribFolder
    /// In the tests folder given with `--tests`.
    case tests
    /// In `<path>/`, beside the RIBs' folders: a file the RIBs of a module share, written once.
    case shared
    /// In the folder of an app's package, at `fileName` (a path in it): `Package.swift`, the
    /// entry point (``AppGenerator``).
    case package
  }

  /// The folder the file goes in.
  public var location: Location
  /// The file's name, such as `LoggedInBuilder.swift`; for a ``Location/package`` file, its path
  /// in the package, such as `Sources/Todo/TodoApp.swift`.
  public var fileName: String
  /// The Swift source.
  public var contents: String
}
