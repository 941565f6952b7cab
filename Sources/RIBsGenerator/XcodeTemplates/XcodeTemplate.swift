/// A file template of Xcode's File > New > File from Template…: a `<name>.xctemplate` folder with
/// its `TemplateInfo.plist` and, for each choice of its menus, the files Xcode copies into the
/// project with their placeholders filled in.
///
/// `ribs xcode-templates install` writes them (``XcodeTemplateCatalog``), made by the same
/// generator as `ribs new`.
public struct XcodeTemplate: Sendable, Hashable {
  /// A file Xcode copies: its name and text, with Xcode's placeholders in both
  /// (`___FILEBASENAME___Router.swift`, `___VARIABLE_productName:identifier___`).
  public struct File: Sendable, Hashable {
    /// The file's name in the template's folder.
    public var name: String
    /// The file's text.
    public var contents: String
  }

  /// The files for one choice of the template's menus.
  public struct Variant: Sendable, Hashable {
    /// The value of each menu, in the order of the template's options.
    public var choices: [String]
    /// The files Xcode copies for these choices.
    public var files: [File]

    /// The folder Xcode takes the files from, such as `UIKitChildBy hand`.
    ///
    /// Xcode names it with the chosen values, one after the other. A template without menus has
    /// its files beside its plist.
    public var folder: String { choices.joined() }
  }

  /// The template's name in Xcode's list, such as `RIB`.
  public var name: String
  /// The sentence Xcode shows under the name.
  public var summary: String
  /// Where the template stands among the group's templates.
  public var sortOrder: Int
  /// The fields of the options sheet, in order.
  public var options: [XcodeTemplateOption]
  /// The files, for every choice of the menus.
  public var variants: [Variant]

  /// The template's folder, such as `RIB.xctemplate`.
  public var folderName: String { "\(name).xctemplate" }

  /// `TemplateInfo.plist`, with the keys and value types of Xcode's own file templates.
  ///
  /// Among them `SupportsSwiftPackage`, without which Xcode 15.4 and later hide the template in a
  /// Swift package, an empty `Platforms` (every platform), and booleans and arrays where Uber's
  /// templates wrote strings and a dictionary.
  public var propertyList: String {
    PropertyListXML.dictionary([
      ("Kind", .string("Xcode.IDEFoundation.TextSubstitutionFileTemplateKind")),
      ("SupportsSwiftPackage", .bool(true)),
      ("Summary", .string(summary)),
      ("Description", .string(summary)),
      ("SortOrder", .string(String(sortOrder))),
      ("Image", .dictionary([("FileTypeIcon", .string("swift"))])),
      ("AllowedTypes", .array([.string("public.swift-source")])),
      ("Platforms", .array([])),
      ("DefaultCompletionName", .string(name)),
      ("Options", .array(options.map(Self.propertyList(of:)))),
    ]).document
  }

  private static func propertyList(of option: XcodeTemplateOption) -> PropertyListXML {
    var entries: [(key: String, value: PropertyListXML)] = [
      ("Identifier", .string(option.identifier)),
      ("Name", .string(option.label)),
      ("Description", .string(option.help)),
      ("Required", .bool(true)),
    ]
    switch option.kind {
    case .text:
      entries.append(("Type", .string("text")))
      if let defaultValue = option.defaultValue {
        entries.append(("Default", .string(defaultValue)))
      }
      // A name typed for one RIB is not the next one's.
      entries.append(("NotPersisted", .bool(option.defaultValue == nil)))
    case .popup(let values):
      entries.append(("Type", .string("popup")))
      entries.append(("Values", .array(values.map(PropertyListXML.string))))
      if let first = values.first { entries.append(("Default", .string(first))) }
    }
    if let condition = option.onlyWhen {
      entries.append(
        (
          "RequiredOptions",
          .dictionary([(condition.option, .array(condition.values.map(PropertyListXML.string)))])
        ))
    }
    return .dictionary(entries)
  }
}
