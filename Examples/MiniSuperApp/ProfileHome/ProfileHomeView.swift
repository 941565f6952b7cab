#if canImport(SwiftUI)
  import RIBs
  import RIBsSwiftUI
  import SwiftUI

  /// The profile tab in SwiftUI: the name, which the user may change, and the cards on file.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  struct ProfileHomeView: View {
    @Bindable var state: ProfileHomeViewState

    var body: some View {
      if let dialogs = state.dialogs {
        profile.ribDialogs(dialogs)
      } else {
        profile
      }
    }

    private var profile: some View {
      VStack(alignment: .leading, spacing: 8) {
        Text("Name: \(state.name)").font(.headline)
        if state.isAskingForName {
          TextField("New name", text: $state.nameEntry)
            .onSubmit { state.listener?.didEnter(name: state.nameEntry) }
          Button("Cancel") { state.listener?.didCancelRename() }
        } else {
          Button("Change name") { state.listener?.didTapRename() }
        }
        if let message = state.message {
          Text(message)
        }
        Text("Cards on file").font(.headline)
        ForEach(state.cards, id: \.self) { card in Text(card) }
        if !state.cards.isEmpty {
          Button("Remove a card") { state.listener?.didTapRemoveCard() }
        }
      }
      .padding()
    }
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  extension RIBView: ProfileHomeViewControllable where Content == ProfileHomeView {
    func draw(_ dialogs: RIBDialogPresentation<CardRemovalAnswer>) { content.state.draw(dialogs) }
  }
#endif
