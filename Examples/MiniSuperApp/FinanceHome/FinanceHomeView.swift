#if canImport(SwiftUI)
  import RIBs
  import RIBsNavigation
  import RIBsSwiftUI
  import SwiftUI

  /// The finance tab in SwiftUI: its dashboards, one under the other, each a child RIB's view,
  /// with the card form or the top-up flow in a sheet over them.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  struct FinanceHomeView: View {
    let state: FinanceHomeViewState

    var body: some View {
      if let presentation = state.presentation {
        dashboards.ribPresentation(presentation)
      } else {
        dashboards
      }
    }

    @MainActor private var dashboards: some View {
      VStack(alignment: .leading, spacing: 8) {
        ForEach(state.dashboards.indices, id: \.self) { index in
          RIBChildView(state.dashboards[index])
        }
        if let message = state.message {
          Text(message)
        }
      }
      .navigationTitle("Finance")
    }
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  extension RIBView: FinanceHomeViewControllable where Content == FinanceHomeView {
    func addDashboard(_ dashboard: any ViewableRouting) { content.state.addDashboard(dashboard) }
    func draw(_ presentation: RIBPresentation.Rendering) { content.state.draw(presentation) }
  }
#endif
