/// A property list, written as the XML Xcode reads `TemplateInfo.plist` in.
///
/// Only what a template needs: strings, booleans, integers, arrays and dictionaries whose keys
/// keep the order they are given in, so the file reads the same each time.
indirect enum PropertyListXML: Sendable {
  case string(String)
  case bool(Bool)
  case integer(Int)
  case array([PropertyListXML])
  case dictionary([(key: String, value: PropertyListXML)])

  /// The whole document, with its XML header and the plist DTD.
  var document: String {
    var text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" \
      "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0">

      """
    write(to: &text, indent: "")
    text += "</plist>\n"
    return text
  }

  private func write(to text: inout String, indent: String) {
    switch self {
    case .string(let value): text += "\(indent)<string>\(Self.escaped(value))</string>\n"
    case .bool(let value): text += "\(indent)<\(value)/>\n"
    case .integer(let value): text += "\(indent)<integer>\(value)</integer>\n"
    case .array(let items) where items.isEmpty:
      text += "\(indent)<array/>\n"
    case .array(let items):
      text += "\(indent)<array>\n"
      for item in items { item.write(to: &text, indent: indent + "\t") }
      text += "\(indent)</array>\n"
    case .dictionary(let entries):
      text += "\(indent)<dict>\n"
      for entry in entries {
        text += "\(indent)\t<key>\(Self.escaped(entry.key))</key>\n"
        entry.value.write(to: &text, indent: indent + "\t")
      }
      text += "\(indent)</dict>\n"
    }
  }

  /// `text` with the characters XML gives a meaning to written as entities.
  private static func escaped(_ text: String) -> String {
    var escaped = ""
    for character in text {
      switch character {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      default: escaped.append(character)
      }
    }
    return escaped
  }
}
