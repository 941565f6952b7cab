/// Plain views as text: `TextScreen.swift`, which every plain RIB of a module shares (written
/// once, next to the RIBs' folders), and each plain view's conformance to it.
///
/// A plain view compiles everywhere; as text, a terminal window draws it and hands it the user's
/// lines, and a test reads it on Linux.
enum TextScreenTemplate {
  /// The file name of the shared protocol.
  static let fileName = "TextScreen.swift"

  static func render() -> String {
    """
    import RIBs

    /// A plain view as text: a text window (a root's `<Root>Window`) draws it, and hands it the
    /// lines the user types.
    ///
    /// A screen shows its own lines, and the screen shown over it, if any: the selected tab's,
    /// the top of its stack, the RIB it presents. The window draws the screens from the root's view
    /// to the top one, and hands a line to the top screen first, then to those below it, until one
    /// takes it. A screen presented over another (a sheet) covers what is below: the window stops
    /// at the screen that presents it, which then offers only to close it.
    @MainActor
    protocol TextScreen: AnyObject {
      /// The screen's title.
      var title: String { get }
      /// What the screen shows, a line each.
      var lines: [String] { get }
      /// The screen shown over this one, if any.
      var screenOver: (any TextScreen)? { get }
      /// Whether the screen over this one is presented over it, as a sheet: the screens below
      /// this one then neither show their lines nor take commands.
      var presentsScreenOver: Bool { get }
      /// Handles `command`, a line the user typed; returns whether this screen took it.
      func handle(_ command: String) -> Bool
    }

    extension TextScreen {
      var presentsScreenOver: Bool { false }
    }

    extension ViewControllable {
      /// The view as text, if it is a plain view.
      var textScreen: (any TextScreen)? { self as? any TextScreen }
    }

    """
  }

  /// The body of a plain view's conformance: its lines, the screen over it, and the commands it
  /// takes (a tab's name, a child's name, `back`, `close`).
  static func conformance(_ options: RIBTemplateOptions) -> String {
    let name = options.name.value
    let children = options.children
    let requestable = children.stack + children.presented
    var lines: [String] = []
    if !children.tabs.isEmpty {
      // From the enumeration, so that a tab added to it is listed.
      lines.append(
        "\"tabs: \" + \(options.tabType).allCases.map(\\.rawValue).joined(separator: \", \")")
    }
    for child in requestable {
      lines.append("\"\(child.lowerCamelCase): open \(child.value)\"")
    }
    if !children.stack.isEmpty {
      lines.append("stack?.screens.isEmpty == false ? \"back: go back\" : nil")
    }
    var over: [String] = []
    if !children.presented.isEmpty {
      over.append(
        "if let presented = presentation?.screen?.viewControllable.textScreen { return presented }")
    }
    if !children.tabs.isEmpty {
      over.append(
        "return tabs.flatMap { $0.screen(of: $0.selectedTab) }?.viewControllable.textScreen")
    } else if !children.stack.isEmpty {
      over.append("return stack?.screens.last?.viewControllable.textScreen")
    } else {
      over.append("return nil")
    }
    var handlers: [String] = []
    if !children.presented.isEmpty {
      handlers.append(
        """
            if let presentation, let screen = presentation.screen {
              // The sheet covers this screen: closing it is all that is left here. The
              // presentation detaches its RIB, and tells the interactor.
              guard command == "close" else { return false }
              presentation.userDidDismiss(screen.id)
              return true
            }
        """)
    }
    if !children.tabs.isEmpty {
      handlers.append(
        """
            if let tabs, let tab = \(options.tabType)(rawValue: command) {
              tabs.userDidSelect(tab, from: tabs.showing)
              return true
            }
        """)
    }
    if !children.stack.isEmpty {
      handlers.append(
        """
            if command == "back", let stack, !stack.screens.isEmpty {
              // The user goes back a screen: the stack detaches the top RIB, and tells the
              // interactor.
              stack.userDidPop(to: stack.screens.dropLast().last?.id, from: stack.showing)
              return true
            }
        """)
    }
    let cases = requestable.map {
      "    case \"\($0.lowerCamelCase)\": listener?.show\($0.value)()"
    }
    let switchOnCommand =
      cases.isEmpty
      ? """
          // TODO: Handle the RIB's own commands, and return true for each.
          return false
      """
      : """
          switch command {
      \(cases.joined(separator: "\n"))
          default: return false  // TODO: Handle the RIB's own commands.
          }
          return true
      """
    // `back` shows only when it does something: an optional line, then left out.
    let hasOptionalLines = !children.stack.isEmpty
    let list =
      lines.count == 1
      ? "[\(lines[0])]"
      : "[\n" + lines.map { "      \($0)," }.joined(separator: "\n") + "\n    ]"
    let presents = !children.presented.isEmpty
    let ownLines =
      lines.isEmpty
      ? "    \(presents ? "return " : "")[\"\(name)\"]  // TODO: Show the RIB's state."
      : "    // TODO: Show the RIB's state.\n    \(presents ? "return " : "")\(list)"
        + (hasOptionalLines ? ".compactMap { $0 }" : "")
    let linesBody =
      presents
      ? """
          // The sheet covers this screen: closing it is all that is left here.
          if presentsScreenOver { return ["close: close the sheet"] }
      \(ownLines)
      """
      : ownLines
    let presentsScreenOver =
      presents ? "\n\n  var presentsScreenOver: Bool { presentation?.screen != nil }" : ""
    return """
        var title: String { "\(name)" }

        var lines: [String] {
      \(linesBody)
        }\(presentsScreenOver)

        var screenOver: (any TextScreen)? {
          \(over.count == 1 ? String(over[0].dropFirst("return ".count)) : over.joined(separator: "\n    "))
        }

        func handle(_ command: String) -> Bool {
      \(TemplateText.lines(handlers))
      \(switchOnCommand)
        }
      """
  }
}
