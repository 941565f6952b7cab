import Foundation
import FuzzingSupport
import RIBTreeRendering
import RIBs

/// `ribs tree`'s reader: any bytes are refused with a phrase or read into a snapshot, which then
/// renders in every format.
func fuzzSnapshotReader(_ bytes: [UInt8]) {
  do {
    let snapshot = try RIBTreeSnapshot(jsonData: Data(bytes))
    for format in RIBTreeRenderer.Format.allCases {
      _ = RIBTreeRenderer.render(snapshot, as: format)
    }
  } catch {
    _ = UntrustedText.sanitized(error.description)
  }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  fuzzSnapshotReader(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
  return 0
}

/// libFuzzer's driver in a build for fuzzing; otherwise a replay of the inputs named on the command
/// line (`FuzzSession.main(_:)`).
@main
enum Main {
  static func main() {
    FuzzSession.main(fuzzOneInput)
  }
}
