import FuzzingSupport
import RIBsDependencyGraph

/// The dependency graph's reader, which the build plugin runs on every file of an app: any bytes,
/// read as a Swift file, give a graph, its generated code and its tree, without a trap.
func fuzzDependencyScanner(_ bytes: [UInt8]) {
  let text = String(decoding: bytes, as: UTF8.self)
  let graph = DependencyGraph(modules: [
    ScannedModule(name: "App", sources: [("Fuzzed.swift", text)])
  ])
  _ = GlueWriter(graph: graph, module: "App").source()
  _ = DependencyTree(graph: graph)
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  fuzzDependencyScanner(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
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
