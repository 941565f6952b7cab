import RIBs
import RIBsSwiftUI

/// The top-up flow's router in the SwiftUI app: its screens are a navigation stack whose root is
/// the first screen of the flow (the amount, or the card form when there is no card), which the
/// parent presents in a sheet.
///
/// The terminal and UIKit app's `TopupRouter` drives the same interactor through a
/// `RouterNavigator` in a sheet over the parent's view; here the stack is a `RouterStack`, and
/// the sheet is the parent's `RouterPresentation`. A back swipe pops the stack, which detaches
/// the screens that went away; the interactor needs to hear of it no more than it does of a back
/// button on UIKit.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
final class TopupSwiftUIRouter: Router<any TopupInteractable>, TopupRouting {
  /// The flow's screens, bottom first.
  let stack = RouterStack()
  private let addPaymentMethodBuilder: any AddPaymentMethodSwiftUIBuildable
  private let enterAmountBuilder: any EnterAmountSwiftUIBuildable
  private let cardOnFileBuilder: any CardOnFileSwiftUIBuildable

  init(
    interactor: any TopupInteractable,
    addPaymentMethodBuilder: any AddPaymentMethodSwiftUIBuildable,
    enterAmountBuilder: any EnterAmountSwiftUIBuildable,
    cardOnFileBuilder: any CardOnFileSwiftUIBuildable
  ) {
    self.addPaymentMethodBuilder = addPaymentMethodBuilder
    self.enterAmountBuilder = enterAmountBuilder
    self.cardOnFileBuilder = cardOnFileBuilder
    super.init(interactor: interactor)
    interactor.router = self
    stack.host = self
  }

  /// Nothing to clean up: the parent's presentation takes the sheet away with the flow.
  func cleanupViews() {}

  func attachAddPaymentMethod(closeButtonType: DismissButtonType) {
    guard screen((any AddPaymentMethodRouting).self) == nil else { return }
    stack.push(
      addPaymentMethodBuilder.build(
        withListener: interactor, closeButtonType: closeButtonType,
        introduction: TopupCopy.addPaymentMethodIntroduction(closeButtonType: closeButtonType)))
  }

  func detachAddPaymentMethod() {
    pop(screen((any AddPaymentMethodRouting).self))
  }

  func attachEnterAmount() {
    guard screen((any EnterAmountRouting).self) == nil else { return }
    stack.push(enterAmountBuilder.build(withListener: interactor))
  }

  func detachEnterAmount() {
    pop(screen((any EnterAmountRouting).self))
  }

  func attachCardOnFile(paymentMethods: [PaymentMethod], selectedID: String?) {
    guard screen((any CardOnFileRouting).self) == nil else { return }
    stack.push(
      cardOnFileBuilder.build(
        withListener: interactor, paymentMethods: paymentMethods, selectedID: selectedID))
  }

  func detachCardOnFile() {
    pop(screen((any CardOnFileRouting).self))
  }

  /// The screen of the stack whose router is a `Screen`, if it is in the stack.
  private func screen<Screen>(_ type: Screen.Type) -> (any Routing)? {
    stack.routers.first { $0 is Screen }
  }

  /// Pops `router` and the screens above it, as the terminal router does.
  private func pop(_ router: (any Routing)?) {
    guard let router else { return }
    stack.pop(router)
  }
}
