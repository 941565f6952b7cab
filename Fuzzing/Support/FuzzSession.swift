import Foundation
import LibFuzzer
import RIBs
import RIBsTesting
import TerminalUI

/// What a fuzz target that drives a whole example app needs: the input as an app reads it, a run
/// on the main actor from libFuzzer's synchronous callback, and a check that the run neither
/// misused the framework nor leaked a RIB.
public enum FuzzSession {
  /// The lines of `bytes`, decoded as standard input decodes them: split at line feeds, invalid
  /// UTF-8 replaced.
  ///
  /// - Parameter bytes: The fuzzer's input.
  /// - Returns: The lines.
  public static func lines(of bytes: [UInt8]) -> [String] {
    bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map {
      String(decoding: $0, as: UTF8.self)
    }
  }

  /// Runs `app` on the main actor to its end, from a synchronous caller on the main thread (libFuzzer
  /// calls its target there): the main run loop turns until the app returns.
  ///
  /// The app runs with a leak detector on a manual clock, advanced past every time limit once it
  /// returns, and with the framework's reports captured. A report of misuse or a leak stops the
  /// process, as a crash does, so that libFuzzer keeps the input that caused it.
  ///
  /// - Parameter app: Runs the app on the given output; returns its exit status.
  @MainActor
  public static func run(_ app: @escaping @MainActor (_ output: DiscardedOutput) async -> Int32) {
    let run = Completion()
    Task { @MainActor in
      let leaks = LeakRecorder()
      let reports = await RIBsDiagnostics.capture {
        await LeakDetector.withInstance(leaks.detector) { _ = await app(DiscardedOutput()) }
        await leaks.advance(by: .seconds(60))
      }
      let errors = reports.filter { $0.severity == .error } + leaks.leaks
      if !errors.isEmpty {
        fatalError("The app misused the framework or leaked: \(errors)")
      }
      run.isFinished = true
    }
    while !run.isFinished {
      _ = RunLoop.main.run(mode: .default, before: .distantFuture)
    }
  }

  /// A fuzz target's entry point: libFuzzer's driver, which reads its flags from the command line
  /// and calls `target` on each input, in a build for fuzzing (`-sanitize=fuzzer` and `FUZZING`,
  /// `.ci/run-fuzzers`); otherwise a replay of the files named on the command line.
  ///
  /// The target calls the driver from its own `main` rather than take libFuzzer's: SwiftPM links
  /// an executable to its module's `main`, and only a build with `--sanitize=fuzzer` would skip
  /// that, a flag that also reaches the build tools it builds for the host.
  ///
  /// - Parameter target: The fuzz target's `LLVMFuzzerTestOneInput`.
  /// - Returns: Never: the process exits with the driver's status.
  public static func main(
    _ target: @convention(c) (_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32
  ) -> Never {
    #if FUZZING
      var argc = CommandLine.argc
      var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
      exit(LLVMFuzzerRunDriver(&argc, &argv, target))
    #else
      replay { bytes in _ = bytes.withUnsafeBufferPointer { target($0.baseAddress, $0.count) } }
      exit(0)
    #endif
  }

  /// Runs `fuzz` on each file named on the command line, or on standard input: what a fuzz target
  /// built without libFuzzer does, to replay its corpus and the inputs that crashed it.
  ///
  /// - Parameter fuzz: The fuzz target's body.
  static func replay(_ fuzz: ([UInt8]) -> Void) {
    let paths = CommandLine.arguments.dropFirst()
    guard !paths.isEmpty else {
      fuzz(Array(FileHandle.standardInput.readDataToEndOfFile()))
      return
    }
    for path in paths {
      var isDirectory: ObjCBool = false
      _ = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
      let files =
        isDirectory.boolValue
        ? ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted().map {
          URL(fileURLWithPath: path).appendingPathComponent($0)
        } : [URL(fileURLWithPath: path)]
      for file in files {
        guard let data = FileManager.default.contents(atPath: file.path) else {
          FileHandle.standardError.write(Data("Cannot read \(file.path)\n".utf8))
          exit(66)
        }
        fuzz(Array(data))
      }
    }
  }
}

/// Whether a run on the main actor has finished.
@MainActor
private final class Completion {
  var isFinished = false
}

/// An output that keeps nothing, the fuzz targets look for traps, not for text; unless
/// `RIBS_FUZZ_ECHO=1`, which shows a replayed run on standard error.
@MainActor
public final class DiscardedOutput: TerminalOutput {
  private static let echoes = ProcessInfo.processInfo.environment["RIBS_FUZZ_ECHO"] == "1"

  /// Creates an output.
  public init() {}

  /// Discards `text`, or writes it to standard error.
  public func write(_ text: String) {
    if Self.echoes { FileHandle.standardError.write(Data(text.utf8)) }
  }
}
