import Foundation

/// Why the file system refused something, in the words a developer reads.
enum FileSystemFailure {
  /// What the operating system said, such as "Not a directory", rather than Foundation's wrapper
  /// with its domain and codes.
  static func reason(_ error: any Error) -> String {
    for candidate in [(error as? CocoaError)?.underlying, error] {
      guard let candidate else { continue }
      if let posix = candidate as? POSIXError {
        return String(cString: strerror(posix.code.rawValue))
      }
      let bridged = candidate as NSError
      if bridged.domain == NSPOSIXErrorDomain {
        return String(cString: strerror(Int32(bridged.code)))
      }
    }
    var text = error.localizedDescription
    let generic = "The operation could not be completed. "
    if text.hasPrefix(generic), text.count > generic.count { text.removeFirst(generic.count) }
    while text.hasSuffix(".") { text.removeLast() }
    return text
  }
}
