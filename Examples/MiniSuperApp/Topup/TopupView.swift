#if canImport(SwiftUI)
  import RIBsSwiftUI
  import SwiftUI

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  extension TopupSwiftUIRouter: SwiftUIRouting {
    /// The flow's navigation stack, whose root is its first screen; the parent presents it in a
    /// sheet.
    var screen: some View { RIBNavigationStack(stack) }
  }
#endif
