/// A field of the options sheet Xcode shows for a file template: the RIB's name, or a choice
/// such as the view.
///
/// The values of a template's ``Kind-swift.enum/popup(_:)`` options, in the order of the options,
/// name the folder of the template's files that Xcode copies (``XcodeTemplate/Variant``).
public struct XcodeTemplateOption: Sendable, Hashable {
  /// What the user fills in.
  public enum Kind: Sendable, Hashable {
    /// A text field; the template's files read it as `___VARIABLE_<identifier>:identifier___`.
    case text
    /// A menu of these values, the first one chosen at first.
    case popup([String])
  }

  /// The name the files read the option by.
  ///
  /// `productName` is the one Xcode names the files after (`___FILEBASENAME___`).
  public var identifier: String
  /// The label beside the field, such as `Name:`.
  public var label: String
  /// The tooltip: what the option means.
  public var help: String
  /// A text field or a menu.
  public var kind: Kind
  /// What a text field holds at first; `nil` for none.
  ///
  /// A value, or a macro Xcode expands, such as `___PROJECTNAMEASIDENTIFIER___`. A menu starts
  /// at its first value.
  public var defaultValue: String?
  /// The option is asked for only when another menu shows one of some values; `nil` for an
  /// option always asked for.
  public var onlyWhen: Condition?

  /// A menu's values that make Xcode ask for an option.
  public struct Condition: Sendable, Hashable {
    /// The menu's identifier.
    public var option: String
    /// The values it shows when the option is asked for.
    public var values: [String]

    /// Creates a condition.
    ///
    /// - Parameters:
    ///   - option: The menu's identifier.
    ///   - values: The values it shows when the option is asked for.
    public init(option: String, values: [String]) {
      self.option = option
      self.values = values
    }
  }

  /// Creates an option.
  ///
  /// - Parameters:
  ///   - identifier: The name the files read it by.
  ///   - label: The label beside the field.
  ///   - help: What the option means.
  ///   - kind: A text field or a menu.
  ///   - defaultValue: What a text field holds at first.
  ///   - onlyWhen: The menu and its values that make Xcode ask for it.
  public init(
    identifier: String, label: String, help: String, kind: Kind, defaultValue: String? = nil,
    onlyWhen: Condition? = nil
  ) {
    self.identifier = identifier
    self.label = label
    self.help = help
    self.kind = kind
    self.defaultValue = defaultValue
    self.onlyWhen = onlyWhen
  }
}
