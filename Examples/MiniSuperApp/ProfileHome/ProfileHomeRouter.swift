import RIBs
import RIBsNavigation

@MainActor
protocol ProfileHomeViewControllable: ViewControllable {
  /// Draws the questions the router shows, which it owns, from now on.
  func draw(_ dialogs: RIBDialogRendering)
  /// Draws the card list and the details of the card selected, which the router owns, from now on.
  func draw(_ split: RIBSplit<String>.Rendering)
}

/// The profile tab's router.
///
/// It shows the card selected in the list, whose details show beside it (or above it on a narrow
/// screen), and the question which card to remove, shown as a confirmation dialog whose answer the
/// interactor hears. Both are saved with the app's navigation.
final class ProfileHomeRouter: ViewableRouter<
  any ProfileHomeInteractable, any ProfileHomeViewControllable
>, ProfileHomeRouting
{
  private let cardDetailBuilder: any CardDetailBuildable
  /// The question shown, if any.
  private(set) lazy var dialogs = RIBDialogPresentation<CardRemovalAnswer>(
    host: self, listener: interactor)
  /// The card selected, by identifier, and its details.
  private(set) lazy var split = RIBSplit<String>(host: self, listener: interactor) {
    [unowned self] id in cardDetailBuilder.build(cardID: id)
  }

  init(
    interactor: any ProfileHomeInteractable, viewController: any ProfileHomeViewControllable,
    cardDetailBuilder: any CardDetailBuildable
  ) {
    self.cardDetailBuilder = cardDetailBuilder
    super.init(interactor: interactor, viewController: viewController)
    interactor.router = self
    viewController.draw(dialogs.rendering)
    viewController.draw(split.rendering)
    // A restored card is selected again, if the wallet still has it.
    handleRoutes(String.self) { [unowned self] cardID in
      split.select(cardID)
      return split.selection == cardID ? nil : "The card is no longer in the wallet."
    }
    // A restored question is asked again, about the cards the wallet has now.
    handleRoutes(ProfileQuestion.self) { [unowned self] _ in
      interactor.didTapRemoveCard()
      return dialogs.shown == nil ? "There is no card to remove." : nil
    }
  }

  func ask(_ question: RIBDialog<CardRemovalAnswer>) {
    dialogs.show(question, route: ProfileQuestion.whichCardToRemove)
  }

  func showCard(id: String) {
    split.select(id)
  }
}

/// The questions the profile tab asks, as its saved navigation names them.
enum ProfileQuestion: String, Hashable, Codable {
  /// Which card to remove.
  case whichCardToRemove
}
