import Foundation

/// A directory of the fuzz target's own, emptied for each run, so that every run starts from the
/// same files whatever the runs before it wrote.
@MainActor
public enum FuzzDirectory {
  private static var isRemovedAtExit = false
  private static let root = FileManager.default.temporaryDirectory
    .appendingPathComponent("ribs-fuzz-\(ProcessInfo.processInfo.processIdentifier)")

  /// The directory, empty.
  ///
  /// - Returns: Its address.
  public static func fresh() -> URL {
    if !isRemovedAtExit {
      isRemovedAtExit = true
      atexit { try? FileManager.default.removeItem(at: FuzzDirectory.root) }
    }
    try? FileManager.default.removeItem(at: root)
    try? FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    return root
  }
}
