#if canImport(XCTest)
  import XCTest

  extension RIBDeallocationCheck {
    /// Fails the running XCTest test for each object of the RIB that is still alive, naming it and
    /// what keeps it: `expectDeallocated(sourceLocation:)` for XCTest.
    ///
    /// - Parameters:
    ///   - file: Where the failure is reported; the caller's file.
    ///   - line: Where the failure is reported; the caller's line.
    public func assertDeallocated(file: StaticString = #filePath, line: UInt = #line) {
      for survivor in survivors {
        XCTFail(survivor.description, file: file, line: line)
      }
    }
  }
#endif
