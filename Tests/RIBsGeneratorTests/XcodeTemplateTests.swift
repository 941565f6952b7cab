import Foundation
import RIBsGenerator
import Testing

/// Fills in a template's placeholders as Xcode does.
///
/// `___FILEBASENAME___` becomes the name typed in `productName`, `___VARIABLE_<option>___` an
/// option's value, `:identifier` making it a C identifier. A placeholder Xcode would not know is
/// left as it is, for the tests to find.
///
/// `.ci/xcode-template-variants` expands the same templates in Python, into whole apps for the
/// iOS SDK check; change both if Xcode's macros change.
struct XcodeExpansion {
  var values: [String: String]

  func callAsFunction(_ text: String) -> String {
    var text = text.replacing("___FILEBASENAME___", with: values["productName"] ?? "")
    for (option, value) in values {
      let identifier = String(value.map { $0.isLetter || $0.isNumber ? $0 : "_" })
      text = text.replacing("___VARIABLE_\(option):identifier___", with: identifier)
        .replacing("___VARIABLE_\(option)___", with: value)
    }
    return text
  }

  /// The placeholders of `text`, such as `___VARIABLE_productName:identifier___`.
  static func placeholders(in text: String) -> Set<String> {
    Set(text.matches(of: /___(?:VARIABLE_)?[A-Za-z]+(?::[A-Za-z]+)?___/).map { String($0.output) })
  }
}

@Suite struct XcodeTemplateCatalogTests {
  let templates = XcodeTemplateCatalog.templates

  /// The options a template declares, by identifier, read back from its `TemplateInfo.plist`.
  private func propertyList(of template: XcodeTemplate) throws -> [String: Any] {
    let data = Data(template.propertyList.utf8)
    var format = PropertyListSerialization.PropertyListFormat.binary
    let root = try PropertyListSerialization.propertyList(from: data, format: &format)
    #expect(format == .xml)
    return try #require(root as? [String: Any])
  }

  private func options(of template: XcodeTemplate) throws -> [[String: Any]] {
    try #require(try propertyList(of: template)["Options"] as? [[String: Any]])
  }

  @Test func everyTemplateInfoParsesWithTheKeysXcodeReadsAndTheirTypes() throws {
    #expect(
      templates.map(\.name) == [
        "RIB", "RIB Unit Tests", "View-less RIB", "View-less RIB Unit Tests",
        "Component Extension",
      ])
    for template in templates {
      let plist = try propertyList(of: template)
      #expect(plist["Kind"] as? String == "Xcode.IDEFoundation.TextSubstitutionFileTemplateKind")
      #expect(plist["SupportsSwiftPackage"] as? Bool == true, "hidden in packages since 15.4")
      #expect(plist["AllowedTypes"] as? [String] == ["public.swift-source"])
      #expect((plist["Summary"] as? String)?.isEmpty == false)
      let options = try options(of: template)
      #expect(options.first?["Identifier"] as? String == "productName", "names the files")
      for option in options {
        let identifier = try #require(option["Identifier"] as? String)
        #expect(option["Required"] as? Bool == true, "\(template.name): \(identifier)")
        switch option["Type"] as? String {
        case "text": break
        case "popup":
          let values = try #require(option["Values"] as? [String])
          #expect(values.contains(option["Default"] as? String ?? ""), "\(identifier)")
        default: Issue.record("\(template.name): \(identifier) has no type Xcode knows")
        }
        // An option asked for only with some values of a menu names the menu and its values.
        if let condition = option["RequiredOptions"] as? [String: [String]] {
          for (menu, values) in condition {
            let menuValues = options.first { $0["Identifier"] as? String == menu }?["Values"]
            #expect(Set(values).isSubset(of: menuValues as? [String] ?? []), "\(identifier)")
          }
        }
      }
    }
  }

  @Test func everyChoiceOfTheMenusHasItsFilesAndEveryFolderIsAChoice() throws {
    for template in templates {
      let menus = try options(of: template).compactMap { $0["Values"] as? [String] }
      let choices = menus.reduce([[String]()]) { choices, values in
        choices.flatMap { choice in values.map { choice + [$0] } }
      }
      #expect(
        Set(template.variants.map(\.folder)) == Set(choices.map { $0.joined() }),
        "\(template.name)")
      #expect(Set(template.variants.map(\.choices)).count == template.variants.count)
      for variant in template.variants {
        #expect(!variant.files.isEmpty, "\(template.name) \(variant.folder)")
      }
    }
    #expect(templates.map(\.variants.count) == [24, 24, 2, 2, 1])
  }

  @Test func everyPlaceholderIsOneXcodeFillsFromTheTemplatesOptions() throws {
    for template in templates {
      let options = try options(of: template)
      let identifiers = Set(options.compactMap { $0["Identifier"] as? String })
      for variant in template.variants {
        for file in variant.files {
          let text = file.name + file.contents
          #expect(!text.lowercased().contains("xqz"), "a stand-in left in \(file.name)")
          for placeholder in XcodeExpansion.placeholders(in: file.contents) {
            let option = placeholder.dropFirst(12).prefix { $0 != ":" && $0 != "_" }
            #expect(
              placeholder.hasPrefix("___VARIABLE_") && identifiers.contains(String(option)),
              "\(template.name) \(variant.folder) \(file.name): \(placeholder)")
          }
          for placeholder in XcodeExpansion.placeholders(in: file.name) {
            #expect(
              placeholder == "___FILEBASENAME___" || placeholder == "___VARIABLE_parentName___")
          }
        }
        // An option asked for only with some choices is used only by them.
        for option in options {
          guard let condition = option["RequiredOptions"] as? [String: [String]],
            let identifier = option["Identifier"] as? String
          else { continue }
          let menus = options.compactMap { $0["Values"] != nil ? $0["Identifier"] as? String : nil }
          let asked = condition.allSatisfy { menu, values in
            menus.firstIndex(of: menu).map { values.contains(variant.choices[$0]) } ?? false
          }
          let used = variant.files.contains { $0.contents.contains("___VARIABLE_\(identifier)") }
          #expect(!used || asked, "\(template.name) \(variant.folder) uses \(identifier)")
        }
      }
    }
  }

  /// What `ribs new` writes for a choice of the RIB templates' menus, said here apart from the
  /// catalog's own table.
  private func cliOptions(
    _ choices: [String], name: String, parent: String?, module: String?
  ) throws -> RIBTemplateOptions {
    let views: [String: RIBTemplateOptions.ViewFlavor] = [
      "UIKit": .uikit, "SwiftUI": .swiftui, "SwiftUI in UIKit": .swiftuiHosted, "Plain": .plain,
    ]
    let wirings: [String: DependencyWiring] = ["By hand": .byHand, "Generated": .generated]
    let viewless = choices.count == 1
    return RIBTemplateOptions(
      name: try RIBName(validating: name),
      view: viewless ? .none : try #require(views[choices[0]]),
      parent: try parent.map { name throws(GeneratorError) in try RIBName(validating: name) },
      wiring: try #require(choices.last.flatMap { wirings[$0] }), testsModule: module,
      isRoot: choices.count == 3 && choices[1] == "Root",
      finishes: choices.count == 3 && choices[1] == "Pushed or presented")
  }

  /// Each template, filled in as Xcode would for `names`, against what `ribs new` writes for the
  /// same name and choices.
  private func expandEachTemplate(
    name: String, parent: String, module: String,
    compare: (_ expanded: String, _ written: String, _ where: String) -> Void
  ) throws {
    let expand = XcodeExpansion(values: [
      "productName": name, "lowerCamelName": try RIBName(validating: name).lowerCamelCase,
      "parentName": parent, "moduleName": module,
    ])
    for template in templates {
      for variant in template.variants {
        let isTests = template.name.hasSuffix("Unit Tests")
        let written: [GeneratedFile]
        if template.name == "Component Extension" {
          written = [
            try #require(
              RIBGenerator.componentExtension(
                of: RIBName(validating: name), parent: RIBName(validating: parent),
                wiring: .byHand))
          ]
        } else {
          let viewless = template.name.hasPrefix("View-less")
          let options = try cliOptions(
            variant.choices, name: name, parent: viewless ? parent : nil,
            module: isTests ? module : nil)
          written = RIBGenerator.files(for: options).filter { file in
            switch file.location {
            case .tests: isTests
            case .ribFolder: !isTests
            case .shared: !isTests && options.isRoot
            case .package: false
            }
          }
        }
        let place = "\(template.name) \(variant.folder)"
        #expect(
          variant.files.map { expand($0.name) }.sorted() == written.map(\.fileName).sorted(),
          "\(place)")
        for file in written {
          let expanded = variant.files.first { expand($0.name) == file.fileName }
          compare(expand(expanded?.contents ?? ""), file.contents, "\(place) \(file.fileName)")
        }
      }
    }
  }

  @Test func filledInAsXcodeWouldEachTemplateIsWhatRibsNewWritesByteForByte() throws {
    // Names as long as the stand-ins: comments wrap where they do in the templates.
    try expandEachTemplate(name: "Profile", parent: "Dashboard", module: "AppModule") {
      expanded, written, place in
      #expect(expanded == written, "\(place)")
    }
  }

  @Test func withOtherNamesOnlyTheWrappingOfCommentsDiffers() throws {
    func words(_ text: String) -> String {
      text.replacing("///", with: "").replacing("//", with: "").filter { !$0.isWhitespace }
    }
    try expandEachTemplate(name: "LoggedIn", parent: "Root", module: "Notes") {
      expanded, written, place in
      #expect(words(expanded) == words(written), "\(place)")
      #expect(XcodeExpansion.placeholders(in: expanded).isEmpty, "\(place)")
    }
  }
}

@Suite struct XcodeTemplateInstallerTests {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("ribs-xcode-templates-\(UUID().uuidString)")
  var group: URL { folder.appendingPathComponent("RIBs") }

  private func contents(of url: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
  }

  @Test func installWritesEveryTemplateInTheRIBsGroup() throws {
    defer { try? FileManager.default.removeItem(at: folder) }

    let replaced = try XcodeTemplateInstaller.install(
      XcodeTemplateCatalog.templates, in: folder, replacingForeign: false)

    #expect(!replaced)
    #expect(try contents(of: folder) == ["RIBs"])
    for (path, text) in XcodeTemplateInstaller.files(of: XcodeTemplateCatalog.templates) {
      let written = try String(contentsOf: group.appendingPathComponent(path), encoding: .utf8)
      #expect(written == text, "\(path)")
    }
    let router = group.appendingPathComponent(
      "RIB.xctemplate/UIKitChildBy hand/___FILEBASENAME___Router.swift")
    #expect(FileManager.default.fileExists(atPath: router.path))
  }

  @Test func installingAgainReplacesTheTemplatesItWroteAndLeavesNothingBeside() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let templates = XcodeTemplateCatalog.templates
    try XcodeTemplateInstaller.install(templates, in: folder, replacingForeign: false)
    let stale = group.appendingPathComponent("Old.xctemplate")
    try FileManager.default.createDirectory(at: stale, withIntermediateDirectories: true)

    let replaced = try XcodeTemplateInstaller.install(
      templates, in: folder, replacingForeign: false)

    #expect(replaced)
    #expect(try contents(of: folder) == ["RIBs"])
    #expect(!FileManager.default.fileExists(atPath: stale.path))
  }

  @Test func aRIBsGroupItDidNotWriteIsKeptUnlessForced() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let uber = group.appendingPathComponent("RIB.xctemplate/TemplateInfo.plist")
    try FileManager.default.createDirectory(
      at: uber.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("Uber's".utf8).write(to: uber)

    #expect(throws: XcodeTemplatesError.foreignTemplatesInTheWay(group.path)) {
      try XcodeTemplateInstaller.install(
        XcodeTemplateCatalog.templates, in: folder, replacingForeign: false)
    }
    #expect(throws: XcodeTemplatesError.foreignTemplatesNotRemoved(group.path)) {
      try XcodeTemplateInstaller.uninstall(from: folder, removingForeign: false)
    }
    #expect(try String(contentsOf: uber, encoding: .utf8) == "Uber's")
    #expect(try contents(of: folder) == ["RIBs"])

    #expect(
      try XcodeTemplateInstaller.install(
        XcodeTemplateCatalog.templates, in: folder, replacingForeign: true))
    #expect(try String(contentsOf: uber, encoding: .utf8).contains("TextSubstitution"))
  }

  @Test func uninstallRemovesTheGroupItWroteAndSaysWhenThereIsNone() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    try XcodeTemplateInstaller.install(
      XcodeTemplateCatalog.templates, in: folder, replacingForeign: false)

    let removed = try XcodeTemplateInstaller.uninstall(from: folder, removingForeign: false)
    #expect(removed?.path == group.path)
    #expect(try contents(of: folder) == [])
    #expect(try XcodeTemplateInstaller.uninstall(from: folder, removingForeign: false) == nil)
  }

  @Test func aFileWhereTheFolderShouldBeStopsTheInstallAndSaysSo() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent("File Templates")
    try Data("not a folder".utf8).write(to: file)

    #expect(throws: XcodeTemplatesError.notAFolder(file.path)) {
      try XcodeTemplateInstaller.install(
        XcodeTemplateCatalog.templates, in: file, replacingForeign: false)
    }
    #expect(
      XcodeTemplatesError.notAFolder(file.path).description
        == "\(file.path) is a file, not a folder: Xcode reads its templates from folders. "
        + "Nothing was written.")
    #expect(try contents(of: folder) == ["File Templates"])
  }
}
