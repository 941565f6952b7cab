#if Migration
  /// What `ribs migrate` says about dependency files it does not edit.
  ///
  /// A Podfile, a Cartfile and an Xcode project (`project.pbxproj`): each line that brings in ModernRIBs or Uber's RIBs, or
  /// deploys below RIBs for Swift 6's floor, gets a note that says what to change.
  public enum BuildFileNotes {
    /// The kinds of file, by name.
    public enum Kind: Sendable {
      /// A CocoaPods `Podfile`.
      case podfile
      /// A Carthage `Cartfile`.
      case cartfile
      /// An Xcode project's `project.pbxproj`.
      case xcodeProject

      /// The kind of the file named `name`, if it is one of these.
      ///
      /// - Parameter name: The file's name, without folders.
      public init?(fileName name: String) {
        switch name {
        case "Podfile": self = .podfile
        case "Cartfile", "Cartfile.private": self = .cartfile
        case "project.pbxproj": self = .xcodeProject
        default: return nil
        }
      }
    }

    /// The frameworks the file brings in.
    ///
    /// - Parameters:
    ///   - text: The file's text.
    ///   - kind: What the file is.
    /// - Returns: The frameworks, in the order they appear.
    public static func frameworks(in text: String, kind: Kind) -> [AppFramework] {
      lines(of: text).compactMap { framework(on: $0, kind: kind) }
    }

    /// The notes for a file.
    ///
    /// - Parameters:
    ///   - text: The file's text.
    ///   - kind: What the file is.
    ///   - package: Where RIBs for Swift 6 is, if given, to quote in the notes.
    /// - Returns: The notes, in line order.
    public static func notes(in text: String, kind: Kind, package: RIBsPackageReference?)
      -> [SourceMigration.Note]
    {
      var notes: [SourceMigration.Note] = []
      var deploymentTargets: Set<String> = []
      for (index, line) in lines(of: text).enumerated() {
        if let framework = framework(on: line, kind: kind) {
          notes.append(.init(line: index + 1, message: dependencyNote(framework, kind, package)))
        }
        if let (platform, version) = deploymentTarget(on: line, kind: kind),
          deploymentTargets.insert(platform + version).inserted,
          let note = DeploymentFloor.note(platform: platform, version: version)
        {
          notes.append(.init(line: index + 1, message: "the app " + note))
        }
      }
      return notes
    }

    private static func lines(of text: String) -> [Substring] {
      text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// The words of a line, split at spaces, quotes, commas and punctuation of these formats.
    private static func words(_ line: Substring) -> [Substring] {
      line.split(whereSeparator: { " \t'\",;=()".contains($0) })
    }

    private static func framework(on line: Substring, kind: Kind) -> AppFramework? {
      let words = words(line)
      switch kind {
      case .podfile:
        guard words.first == "pod", words.count > 1 else { return nil }
        // `pod 'RIBs'` and subspecs (`RIBs/Core`).
        return AppFramework.ofDependencyName(String(words[1].split(separator: "/").first ?? ""))
      case .cartfile:
        guard words.first == "github" || words.first == "git", words.count > 1 else { return nil }
        return AppFramework.ofDependencyName(String(words[1]))
          ?? AppFramework.ofRepository(String(words[1]))
      case .xcodeProject:
        guard let index = words.firstIndex(of: "repositoryURL"), index + 1 < words.count else {
          return nil
        }
        return AppFramework.ofRepository(String(words[index + 1]))
      }
    }

    private static func deploymentTarget(on line: Substring, kind: Kind) -> (String, String)? {
      let words = words(line)
      switch kind {
      case .podfile:
        guard words.first == "platform", words.count > 2 else { return nil }
        return (String(words[1].drop(while: { $0 == ":" })), String(words[2]))
      case .cartfile:
        return nil
      case .xcodeProject:
        let settings = [
          "IPHONEOS_DEPLOYMENT_TARGET": "iOS", "MACOSX_DEPLOYMENT_TARGET": "macOS",
          "TVOS_DEPLOYMENT_TARGET": "tvOS", "WATCHOS_DEPLOYMENT_TARGET": "watchOS",
        ]
        guard let name = words.first, let platform = settings[String(name)], words.count > 1 else {
          return nil
        }
        return (platform, String(words[1]))
      }
    }

    private static func dependencyNote(
      _ framework: AppFramework, _ kind: Kind, _ package: RIBsPackageReference?
    ) -> String {
      let location = package?.location ?? "<URL of RIBs for Swift 6>"
      let products =
        framework == .modernRIBs
        ? "RIBs and RIBsCombine" : "RIBs, and RIBsRx where a target uses RxSwift"
      let trait = framework.traits.isEmpty ? "" : " with the trait RxSwift"
      switch kind {
      case .podfile, .cartfile:
        let manager = kind == .podfile ? "CocoaPods" : "Carthage"
        return "\(framework.name) comes from \(manager) here; RIBs for Swift 6 is a Swift package: "
          + "remove this line and add the package \(location) from "
          + "\"\(RIBsPackageReference.version)\"\(trait), linking \(products)."
      case .xcodeProject:
        return "the Xcode project depends on \(framework.name): in Xcode, replace the package with "
          + "\(location) from \"\(RIBsPackageReference.version)\"\(trait), and link \(products) "
          + "where its product was linked."
      }
    }
  }
#endif
