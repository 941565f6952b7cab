#if canImport(SwiftUI)
  import SwiftUI

  /// The login screen in SwiftUI: two text fields and "Login", bound to the view state.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  struct LoggedOutView: View {
    @Bindable var state: LoggedOutViewState

    var body: some View {
      VStack(spacing: 12) {
        TextField("Player 1 name", text: $state.player1Name)
        TextField("Player 2 name", text: $state.player2Name)
          .onSubmit { state.login() }
        Button("Login") { state.login() }
      }
      .padding()
      .navigationTitle("Tic Tac Toe")
    }
  }
#endif
