import RIBs

@MainActor
protocol ProfileHomeViewControllable: ViewControllable {
  /// Draws the questions the router shows, which it owns, from now on.
  func draw(_ dialogs: RIBDialogPresentation<CardRemovalAnswer>)
}

/// The profile tab's router: no child RIBs, and the question which card to remove, shown as a
/// confirmation dialog whose answer the interactor hears.
final class ProfileHomeRouter: ViewableRouter<
  any ProfileHomeInteractable, any ProfileHomeViewControllable
>, ProfileHomeRouting
{
  /// The question shown, if any.
  private(set) lazy var dialogs = RIBDialogPresentation<CardRemovalAnswer>(listener: interactor)

  override init(
    interactor: any ProfileHomeInteractable, viewController: any ProfileHomeViewControllable
  ) {
    super.init(interactor: interactor, viewController: viewController)
    interactor.router = self
    viewController.draw(dialogs)
  }

  func ask(_ question: RIBDialog<CardRemovalAnswer>) {
    dialogs.show(question)
  }
}
