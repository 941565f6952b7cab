/// Why the generator refused to write.
public enum GeneratorError: Error, Equatable, CustomStringConvertible {
  /// The name is not a usable RIB name.
  case invalidName(String, reason: String)
  /// These files exist and `--force` was not given.
  case filesExist([String])
  /// `--tests` needs the module to import.
  case testsNeedModule
  /// The options do not make a RIB; the text says what to change.
  case invalidShape(String)
  /// The file system refused a file: its path, why, and the paths written before it (kept).
  case cannotWrite(String, reason: String, written: [String])

  public var description: String {
    switch self {
    case .invalidName(let name, let reason):
      "'\(name)' is not a valid RIB name: \(reason). Example: ribs new LoggedIn"
    case .filesExist(let paths):
      "These files exist already; nothing was written (use --force to overwrite):\n"
        + paths.map { "  \($0)" }.joined(separator: "\n")
    case .testsNeedModule:
      "--tests needs --module <Module>: the module the tests import with @testable import."
    case .invalidShape(let reason):
      "Nothing was written: \(reason)"
    case .cannotWrite(let path, let reason, let written) where written.isEmpty:
      "Could not write \(path): \(reason). Nothing was written."
    case .cannotWrite(let path, let reason, let written):
      "Could not write \(path): \(reason). Written before it, and kept:\n"
        + written.map { "  \($0)" }.joined(separator: "\n")
    }
  }
}
