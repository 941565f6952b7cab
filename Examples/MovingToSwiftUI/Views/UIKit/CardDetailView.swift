import RIBs
import UIKit

/// CardDetailView.swift, on UIKit: a card's details are a view controller with a label; the
/// navigation controller that shows it gives it a back button, in a UIKit app or in SwiftUI.
@MainActor
func makeCardDetailView(card: String) -> any CardDetailViewControllable {
  CardDetailViewController(card: card)
}

final class CardDetailViewController: UIViewController, CardDetailViewControllable {
  private let card: String

  init(card: String) {
    self.card = card
    super.init(nibName: nil, bundle: nil)
    title = card
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    let label = UILabel()
    label.text = "Card: \(card)"
    label.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(label)
    NSLayoutConstraint.activate([
      label.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
      label.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 16),
    ])
  }
}
