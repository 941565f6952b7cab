import FileDescriptorIO
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite struct FileDescriptorIOTests {
  @Test func readsAFileToItsEnd() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString).path
    let text = String(repeating: "0123456789", count: 20_000)  // more than one read
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    defer { unlink(path) }
    let descriptor = open(path, O_RDONLY)
    defer { close(descriptor) }

    #expect(try FileDescriptorIO.readAll(from: descriptor) == Data(text.utf8))
  }

  @Test func readingADirectoryOrAClosedDescriptorIsAnErrorNotATrap() {
    let directory = open("/", O_RDONLY)
    defer { close(directory) }
    #expect(throws: SystemError(code: EISDIR)) { try FileDescriptorIO.readAll(from: directory) }
    #expect(throws: SystemError(code: EBADF)) { try FileDescriptorIO.readAll(from: -1) }
  }

  @Test func writingToAFullDiskIsAnError() {
    let full = open("/dev/full", O_WRONLY)
    defer { close(full) }
    #expect(throws: SystemError(code: ENOSPC)) { try FileDescriptorIO.writeAll("x", to: full) }
    #expect(throws: SystemError(code: ENOSPC)) {
      try FileDescriptorIO.writeAll(Data([1, 2, 3]), to: full)
    }
  }

  @Test func errorsAreSaidInPlainWords() {
    #expect(SystemError(code: EROFS).reason == "the file system is read-only")
    #expect(SystemError(code: ENOSPC).reason == "the disk is full")
    #expect(SystemError(code: EACCES).reason == "permission denied")
    #expect(SystemError(code: EISDIR).reason == "it is a directory")
    #expect(SystemError(code: EXDEV).reason.hasPrefix("the system said"))
  }
}
