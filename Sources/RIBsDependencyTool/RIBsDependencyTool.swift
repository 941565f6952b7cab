import Foundation
import RIBsDependencyGraph

/// The build-tool plugin's command: writes a module's generated dependency code.
///
/// ```
/// RIBsDependencyTool --module <name> --sources <list> --output <file> [--fakes]
/// ```
///
/// With `--fakes` (a test target), it writes the fakes of the dependency protocols of the modules
/// the test module depends on instead (``FakeWriter``).
///
/// `<list>` has one line per Swift file, `<module>` and the file's path separated by a tab: the
/// files of `<name>` and of the modules it depends on. Problems in the graph are written into the
/// generated file as compile errors at the lines to fix, so the build stops there; the command
/// itself fails only when it cannot read its list or write its file.
@main
struct RIBsDependencyTool {
  static func main() {
    do {
      let options = try Options(CommandLine.arguments.dropFirst())
      let graph = DependencyGraph(modules: try options.modules())
      let source =
        options.fakes.map { FakeWriter(graph: graph, module: options.module, use: $0).source() }
        ?? GlueWriter(graph: graph, module: options.module).source()
      try SwiftSourceFiles.write(source, to: options.output)
    } catch {
      FileHandle.standardError.write(Data("RIBsDependencyTool: \(error)\n".utf8))
      exit(1)
    }
  }
}

/// The command's arguments.
struct Options {
  var module = ""
  var sources = ""
  var output = ""
  /// The fakes to write instead of the wiring, if any.
  var fakes: FakeWriter.Use?

  init(_ arguments: ArraySlice<String>) throws {
    var arguments = arguments
    while let name = arguments.popFirst() {
      switch name {
      case "--fakes":
        fakes = .tests
        continue
      case "--preview-fakes":
        fakes = .previews
        continue
      default: break
      }
      guard let value = arguments.popFirst() else { throw ToolError("\(name) needs a value") }
      switch name {
      case "--module": module = value
      case "--sources": sources = value
      case "--output": output = value
      default: throw ToolError("unknown argument \(name)")
      }
    }
    guard !module.isEmpty, !sources.isEmpty, !output.isEmpty else {
      throw ToolError("usage: RIBsDependencyTool --module <name> --sources <list> --output <file>")
    }
  }

  /// The modules of the list, each file read.
  func modules() throws -> [ScannedModule] {
    guard let list = SwiftSourceFiles.read(sources) else {
      throw ToolError("cannot read the list of sources \(sources)")
    }
    var paths: [String: [String]] = [:]
    var order: [String] = []
    for line in list.split(separator: "\n") {
      let fields = line.split(separator: "\t", maxSplits: 1).map(String.init)
      guard fields.count == 2 else { throw ToolError("not <module><tab><path>: \(line)") }
      if paths[fields[0]] == nil { order.append(fields[0]) }
      paths[fields[0], default: []].append(fields[1])
    }
    return order.map {
      ScannedModule(name: $0, paths: paths[$0] ?? [], read: SwiftSourceFiles.read)
    }
  }
}

/// Why the command failed.
struct ToolError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
