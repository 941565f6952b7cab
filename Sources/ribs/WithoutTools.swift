#if !Tools
  import Foundation

  /// The `ribs` tool built without the package's `Tools` trait, which brings its argument parser:
  /// it says how to turn the trait on, and fails.
  ///
  /// A package that depends on RIBs for Swift 6 with `traits: []` builds this one when it runs
  /// `swift package ribs`.
  @main
  enum RIBsWithoutTools {
    static func main() {
      let message = """
        error: the ribs tool needs the Tools trait of RIBs for Swift 6, which is off in this \
        build. In your Package.swift, add "Tools" to the traits of the dependency, for example \
        .package(url: "<URL of RIBs for Swift 6>", from: "0.1.0", traits: ["Tools"]) (or \
        traits: [.defaults] for every default trait), then run swift package ribs again.

        """
      FileHandle.standardError.write(Data(message.utf8))
      exit(64)
    }
  }
#endif
