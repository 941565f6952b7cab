#if canImport(UIKit)
  import RIBs
  import UIKit

  /// The finance tab on UIKit: the seed's `FinanceHomeViewController`, beside the terminal one.
  ///
  /// Dashboards are child view controllers whose views are stacked vertically: the canonical
  /// UIKit containment (`addChild`, `addArrangedSubview`, `didMove(toParent:)`). The top-up flow's
  /// sheet reports a swipe down through a `UserDismissalObserver`. This app runs in a
  /// terminal, so this class is compiled where UIKit exists and type-checked on Linux against
  /// API stubs (`.ci/check-apple-apis`); it is not run here.
  final class FinanceHomeUIKitViewController: UIViewController, FinanceHomeViewControllable,
    TopupViewControllable
  {
    private let stackView: UIStackView = {
      let stackView = UIStackView()
      stackView.translatesAutoresizingMaskIntoConstraints = false
      stackView.axis = .vertical
      stackView.spacing = 4
      return stackView
    }()
    private var sheetObservers: [ObjectIdentifier: UserDismissalObserver] = [:]

    override func viewDidLoad() {
      super.viewDidLoad()
      title = "Finance"
      view.backgroundColor = .systemBackground
      view.addSubview(stackView)
      NSLayoutConstraint.activate([
        stackView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
        stackView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        stackView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      ])
    }

    // MARK: - FinanceHomeViewControllable

    func addDashboard(_ view: any ViewControllable) {
      let dashboard = view.uiviewController
      addChild(dashboard)
      stackView.addArrangedSubview(dashboard.view)
      dashboard.didMove(toParent: self)
    }

    // MARK: - FinanceHomeViewControllable and TopupViewControllable

    func presentSheet(_ view: any ViewControllable, dismissalListener: any UserDismissalListener) {
      let sheet = view.uiviewController
      sheetObservers[ObjectIdentifier(sheet)] = UserDismissalObserver(
        view: view, listener: dismissalListener)
      present(sheet, animated: true)
    }

    func dismissSheet(_ view: any ViewControllable) {
      let sheet = view.uiviewController
      sheetObservers[ObjectIdentifier(sheet)] = nil
      // Dismissed already when the user swiped it down.
      guard sheet.presentingViewController != nil else { return }
      sheet.dismiss(animated: true)
    }
  }
#endif
