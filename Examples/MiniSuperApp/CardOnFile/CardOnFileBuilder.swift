import RIBs

@MainActor
protocol CardOnFileBuildable: Buildable {
  /// Builds the list of `paymentMethods`: a dynamic dependency, known only when the list opens.
  func build(
    withListener listener: any CardOnFileListener, paymentMethods: [PaymentMethod],
    selectedID: String?
  ) -> any CardOnFileRouting & ViewableRouting
}

final class CardOnFileBuilder: Builder<any CardOnFileDependency>, CardOnFileBuildable {
  func build(
    withListener listener: any CardOnFileListener, paymentMethods: [PaymentMethod],
    selectedID: String?
  ) -> any CardOnFileRouting & ViewableRouting {
    let view = dependency.views.makeCardOnFileView()
    let interactor = CardOnFileInteractor(
      presenter: view.presenter, paymentMethods: paymentMethods, selectedID: selectedID)
    interactor.listener = listener
    return CardOnFileRouter(interactor: interactor, viewController: view.view)
  }
}
