#if canImport(SwiftUI)
  import RIBs
  import RIBsNavigation
  import RIBsSwiftUI
  import SwiftUI

  /// The profile tab in SwiftUI: the name, which the user may change, and the cards on file, the
  /// one picked shown beside the list (above it, on an iPhone), with the question which to remove.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  struct ProfileHomeView: View {
    @Bindable var state: ProfileHomeViewState

    var body: some View {
      if let split = state.split, let dialogs = state.dialogs {
        RIBSplitView(split) { selection in
          profile(selection: selection)
        } placeholder: {
          Text("Pick a card to see it.")
        }
        .ribDialogs(dialogs)
      }
    }

    @MainActor private func profile(selection: Binding<String?>) -> some View {
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
        List(state.cards, id: \.id, selection: selection) { card in Text(card.name) }
        if !state.cards.isEmpty {
          Button("Remove a card") { state.listener?.didTapRemoveCard() }
        }
      }
      .padding()
    }
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  extension RIBView: ProfileHomeViewControllable where Content == ProfileHomeView {
    func draw(_ dialogs: RIBDialogRendering) { content.state.draw(dialogs) }
    func draw(_ split: RIBSplit<String>.Rendering) { content.state.draw(split) }
  }
#endif
