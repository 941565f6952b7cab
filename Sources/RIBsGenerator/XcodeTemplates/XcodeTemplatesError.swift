/// Why `ribs xcode-templates` wrote or removed nothing.
public enum XcodeTemplatesError: Error, Equatable, CustomStringConvertible {
  /// The group's folder holds templates `ribs` did not write; installing would replace them.
  case foreignTemplatesInTheWay(String)
  /// The group's folder holds templates `ribs` did not write; uninstalling would remove them.
  case foreignTemplatesNotRemoved(String)
  /// A path that must be a folder is a file.
  case notAFolder(String)
  /// The file system refused to write a path, and why; the templates there before are kept.
  case cannotWrite(String, reason: String)
  /// The file system refused to remove a path, and why.
  case cannotRemove(String, reason: String)

  public var description: String {
    switch self {
    case .foreignTemplatesInTheWay(let path):
      "\(path) holds templates that ribs did not write (Uber's install-xcode-template.sh writes a "
        + "RIBs group too). Nothing was written: move that folder away, or pass --force to "
        + "replace it."
    case .foreignTemplatesNotRemoved(let path):
      "\(path) holds templates that ribs did not write. Nothing was removed: pass --force to "
        + "remove it all the same."
    case .notAFolder(let path):
      "\(path) is a file, not a folder: Xcode reads its templates from folders. Nothing was "
        + "written."
    case .cannotWrite(let path, let reason):
      "Could not write \(path): \(reason). The templates installed before, if any, are as they "
        + "were."
    case .cannotRemove(let path, let reason):
      "Could not remove \(path): \(reason)."
    }
  }
}
