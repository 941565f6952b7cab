#if canImport(SwiftUI)
  import RIBs
  import RIBsNavigation
  import RIBsSwiftUI
  import SwiftUI

  /// The top-up flow in SwiftUI: a navigation stack whose root is the flow's first screen; the
  /// parent presents it in a sheet.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  struct TopupView: View {
    let state: TopupViewState

    var body: some View {
      if let stack = state.stack {
        RIBNavigationStack(stack)
      }
    }
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  extension RIBView: TopupViewControllable where Content == TopupView {
    func draw(_ stack: RIBStack.Rendering) { content.state.draw(stack) }
  }
#endif
