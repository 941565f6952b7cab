import Observation

/// The card form's presenter in the SwiftUI app: the field the interactor asks for, what was
/// entered so far (masked), and the text being typed.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@Observable
@MainActor
final class AddPaymentMethodViewState: AddPaymentMethodPresentable {
  /// Whether the form closes the flow ("Close") or goes back to the card list ("Back").
  let closeButtonType: DismissButtonType
  /// Why the form opened, shown above the fields, if the flow says.
  let introduction: String?
  /// The field being asked for.
  private(set) var field = CardField.number
  /// The details entered so far, masked by the interactor.
  private(set) var entered: [String] = []
  /// The last message, such as why a field was refused.
  private(set) var message: String?
  /// What the user is typing into `field`; handed to the interactor by `submit()`.
  var entry = ""
  /// Who handles the form's input.
  @ObservationIgnored weak var listener: (any AddPaymentMethodPresentableListener)?

  init(closeButtonType: DismissButtonType, introduction: String?) {
    self.closeButtonType = closeButtonType
    self.introduction = introduction
  }

  /// Hands the typed text to the interactor, which checks it and asks for the next field.
  func submit() {
    let text = entry
    entry = ""
    listener?.didEnter(text)
  }

  func ask(for field: CardField, entered: [String]) {
    self.field = field
    self.entered = entered
    message = nil
  }

  func show(message: String) {
    self.message = message
  }
}
