/// What the top-up flow says on its screens, whichever views show them.
enum TopupCopy {
  /// The introduction of the card form the flow opens.
  ///
  /// The form is opened first (closed with "Close") only when there is no card to top up with:
  /// it says so. Opened from the card list (closed with "Back"), it needs no introduction.
  static func addPaymentMethodIntroduction(closeButtonType: DismissButtonType) -> String? {
    closeButtonType == .close
      ? "There is no card on file to top up with yet: add one, then choose the amount." : nil
  }
}
