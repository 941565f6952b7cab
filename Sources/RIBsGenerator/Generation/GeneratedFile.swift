/// A file the generator writes.
public struct GeneratedFile: Sendable, Hashable {
  /// Where the file goes.
  public enum Location: Sendable, Hashable {
    /// In the RIB's folder, `<path>/<Name>/`.
    case ribFolder
    /// In the tests folder given with `--tests`.
    case tests
  }

  /// The folder the file goes in.
  public var location: Location
  /// The file's name, such as `LoggedInBuilder.swift`.
  public var fileName: String
  /// The Swift source.
  public var contents: String
}
