import Foundation

/// A screen that asks for one line of text, as an alert with a text field does: an empty line
/// cancels.
///
/// Views present it for a detail that needs no screen of its own, such as a new name, and dismiss
/// it when their interactor has taken the text.
public final class TextInputViewController: TerminalViewController {
  private let screenTitle: String
  private let question: String
  private let onSubmit: @MainActor (String) -> Void
  private let onCancel: @MainActor () -> Void

  /// Creates the screen.
  ///
  /// - Parameters:
  ///   - title: The screen's title.
  ///   - prompt: The question, such as "New name: ".
  ///   - onSubmit: Called with the line the user typed, trimmed, when it is not empty.
  ///   - onCancel: Called when the user typed an empty line.
  public init(
    title: String, prompt: String, onSubmit: @escaping @MainActor (String) -> Void,
    onCancel: @escaping @MainActor () -> Void
  ) {
    screenTitle = title
    question = prompt
    self.onSubmit = onSubmit
    self.onCancel = onCancel
  }

  public override var title: String { screenTitle }

  public override func body(style: TerminalStyle) -> [String] {
    ["(An empty line cancels.)"]
  }

  public override var prompt: String { question }

  public override func handle(input: String) {
    let text = input.trimmingCharacters(in: .whitespaces)
    if text.isEmpty { onCancel() } else { onSubmit(text) }
  }
}
