import Foundation
import RIBs

extension TerminalCommand {
  /// `:open <url>`: hands a deep link to the app's URL handler, which explains a link it does not
  /// know; text that is not a URL at all is explained here.
  ///
  /// Run it with the text of `--open` too, so that a link at launch and a link typed at the prompt
  /// get the same answers.
  ///
  /// - Parameters:
  ///   - example: A link of the app, shown when no URL is typed.
  ///   - links: The app's links, one per line of the help.
  ///   - handler: The app's URL handler, held weakly: the root interactor.
  /// - Returns: The command.
  public static func open(
    example: String, links: [String], handler: any URLHandler
  ) -> TerminalCommand {
    TerminalCommand(name: "open", usage: "<url>", summary: "open a deep link:", details: links) {
      [weak handler] argument in
      // The text is the user's, from the prompt or the command line: it may hold anything.
      let text = TerminalText.sanitized(argument.trimmingCharacters(in: .whitespaces))
      guard !text.isEmpty else { return "Type a URL after :open, such as \(example)." }
      guard let url = URL(string: text), url.scheme != nil else {
        return "Cannot open '\(text)': it is not a URL."
      }
      guard let handler else { return "The app has closed; nothing can open \(text)." }
      handler.handle(url)
      return nil
    }
  }
}
