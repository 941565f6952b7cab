// Reports uses of Apple API that need a later OS version than the package's minimum, where no
// `@available` or `#available` guarantees it (Tests/AppleAPIStubs/README.md).
//
//   check-apple-availability --floor iOS=16.0,macOS=14.0 \
//     --declarations <stub or source files...> --check <files...>
//
// Every file named after --check is also read for declarations. Exits 1 on a finding, 64 on bad
// arguments.
#if Migration
  import AppleAvailabilityLint
  import Foundation

  var floor: PlatformVersions?
  var declarationPaths: [String] = []
  var checkedPaths: [String] = []
  var list: String?
  for argument in CommandLine.arguments.dropFirst() {
    switch argument {
    case "--floor", "--declarations", "--check": list = argument
    default:
      switch list {
      case "--floor": floor = PlatformVersions.parse(argument)
      case "--declarations": declarationPaths.append(argument)
      case "--check": checkedPaths.append(argument)
      default: list = nil
      }
    }
  }
  guard let floor, !floor.versions.isEmpty, !checkedPaths.isEmpty, list != nil else {
    FileHandle.standardError.write(
      Data(
        ("usage: check-apple-availability --floor iOS=16.0,... --declarations <files> "
          + "--check <files>\n").utf8))
    exit(64)
  }

  func read(_ path: String) -> String {
    guard let data = FileManager.default.contents(atPath: path) else {
      FileHandle.standardError.write(Data("check-apple-availability: cannot read \(path)\n".utf8))
      exit(66)
    }
    return String(decoding: data, as: UTF8.self)
  }

  var table = AvailabilityTable()
  for path in declarationPaths + checkedPaths { table.addDeclarations(of: read(path)) }
  let lint = AvailabilityLint(table: table, floor: floor)
  let findings = checkedPaths.flatMap { lint.findings(in: read($0), path: $0) }
  for finding in findings { print(finding) }
  if !findings.isEmpty { exit(1) }
  print(
    "check-apple-availability: \(checkedPaths.count) files use nothing newer than \(floor) "
      + "outside an availability check")
#else
  import Foundation

  FileHandle.standardError.write(
    Data("check-apple-availability needs swift-syntax: build with --traits Migration\n".utf8))
  exit(69)
#endif
