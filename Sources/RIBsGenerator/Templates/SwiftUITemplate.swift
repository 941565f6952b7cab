/// `<Name>ViewState.swift` and `<Name>View.swift`: a SwiftUI RIB's presenter and its view.
///
/// The presenter is an `@Observable` view state; the view is in a `RIBView` in a SwiftUI app
/// (`--view swiftui`) or hosted in a `RIBHostingController` in a UIKit app
/// (`--view swiftui-hosted`). The view file makes both for the builder, which is the same as for
/// any other view.
///
/// Observation needs iOS 17, macOS 14, tvOS 17 and watchOS 10, later than the iOS 16 the package
/// supports: the view state, the view, the function that makes them and the builder that calls it
/// say so with `@available`, so that an app below iOS 17 is told where it uses them.
enum SwiftUITemplate {
  static let availability = "@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)"

  static func renderViewState(_ options: RIBTemplateOptions) -> String {
    let name = options.name.value
    let models = Self.models(options)
    let stored = models.map {
      "  /// \($0.documentation)\n  private(set) var \($0.property): \($0.type)?"
    }
    let draws = models.map { model in
      """
        /// Draws the router's \(model.noun) from now on.
        func draw(_ \(model.property): \(model.type)) {
          self.\(model.property) = \(model.property)
        }
      """
    }
    return """
      import Observation
      import RIBs
      \(options.navigationImport)
      \(ViewControllerTemplate.presentableListener(options, drawnBy: "view"))

      /// The RIB's presenter: the interactor drives it, and \(name)View reads it.
      \(availability)
      @Observable
      @MainActor
      final class \(name)ViewState: \(name)Presentable {
      \(TemplateText.lines(stored + ["  @ObservationIgnored weak var listener: (any \(name)PresentableListener)?"]))

        // TODO: Declare the properties the view shows, and the methods that the interactor calls
        // to change them.
      \(draws.isEmpty ? "" : "\n" + draws.joined(separator: "\n\n") + "\n")}

      """
  }

  /// A navigation model the view state keeps for the view.
  private struct Model {
    let property: String
    let type: String
    let noun: String
    let documentation: String
  }

  private static func models(_ options: RIBTemplateOptions) -> [Model] {
    var models: [Model] = []
    if !options.children.tabs.isEmpty {
      models.append(
        Model(
          property: "tabs", type: "RIBTabs<\(options.tabType)>.Rendering", noun: "tabs",
          documentation: "The tabs the router hands over."))
    }
    if !options.children.stack.isEmpty {
      models.append(
        Model(
          property: "stack", type: "RIBStack.Rendering", noun: "stack",
          documentation: "The stack the router hands over."))
    }
    if !options.children.presented.isEmpty {
      models.append(
        Model(
          property: "presentation", type: "RIBPresentation.Rendering", noun: "presentation",
          documentation: "What the router presents over the view, once it hands it over."))
    }
    return models
  }

  /// The view's members: its body (the tabs, or the stack above the RIB's screen, or the screen,
  /// with a sheet over it if the RIB presents) and its screen.
  private static func members(_ options: RIBTemplateOptions) -> String {
    let children = options.children
    let buttons = (children.stack + children.presented).map {
      "      Button(\"\($0.value)\") { state.listener?.show\($0.value)() }"
    }
    let screenBody =
      buttons.isEmpty
      ? """
          // TODO: Show the view state; call state.listener for the user's actions.
          Text("\(options.name.value)")
      """
      : """
          // TODO: Show the view state; call state.listener for the user's actions.
          VStack(spacing: 16) {
            Text("\(options.name.value)")
      \(buttons.joined(separator: "\n"))
          }
      """
    let screen = """
        @MainActor private var screen: some View {
      \(screenBody)
        }
      """
    let content: String
    if !children.tabs.isEmpty {
      content = """
            // TODO: Label each tab, as Label(tab.title, systemImage: …) does.
            if let tabs = state.tabs {
              RIBTabView(tabs) { tab in Text(tab.title) }
            }
        """
    } else if !children.stack.isEmpty {
      content = """
            if let stack = state.stack {
              RIBNavigationStack(stack) { screen }
            } else {
              screen
            }
        """
    } else {
      content = "    screen"
    }
    guard options.hasModels else {
      return "  var body: some View {\n\(screenBody)\n  }"
    }
    let body =
      children.presented.isEmpty
      ? "  var body: some View {\n\(content)\n  }"
      : """
        var body: some View {
          if let presentation = state.presentation {
            content.ribPresentation(presentation)
          } else {
            content
          }
        }

        @MainActor @ViewBuilder private var content: some View {
      \(content)
        }
      """
    return children.tabs.isEmpty ? body + "\n\n" + screen : body
  }

  static func renderView(_ options: RIBTemplateOptions) -> String {
    let name = options.name.value
    let view = """
      \(availability)
      struct \(name)View: View {
        let state: \(name)ViewState

      \(members(options))
      }
      """
    let make = """
      /// Makes the RIB's view and its presenter, for the builder: what draws the RIB is chosen
      /// here, so moving it to another kind of view rewrites this file and nothing else.
      \(availability)
      @MainActor
      func make\(name)View() -> (
        viewController: any \(name)ViewControllable, presenter: any \(name)Presentable
      ) {
        let state = \(name)ViewState()
      """
    let models = Self.models(options)
    func conformance(_ content: String) -> String {
      models.map { "  func draw(_ \($0.property): \($0.type)) { \(content).draw(\($0.property)) }" }
        .joined(separator: "\n")
    }
    guard options.view == .swiftuiHosted else {
      let draws = conformance("content.state")
      return """
        import RIBs
        \(options.navigationImport)
        #if canImport(SwiftUI)
          import RIBsSwiftUI
          import SwiftUI
        #endif

        \(make)
          #if canImport(SwiftUI)
            return (RIBView { \(name)View(state: state) }, state)
          #else
            // No SwiftUI here (Linux): the view state stands in for the view, so that the RIB
            // builds and its tests run.
            return (state, state)
          #endif
        }

        #if canImport(SwiftUI)
        \(indented(view))

          \(availability)
          extension RIBView: \(name)ViewControllable where Content == \(name)View {\(draws.isEmpty ? "}" : "\n" + indented(draws) + "\n  }")
        #else
          \(availability)
          extension \(name)ViewState: \(name)ViewControllable {}
        #endif

        """
    }
    let draws = conformance("rootView.state")
    return """
      import RIBs
      \(options.navigationImport)import RIBsSwiftUI
      import SwiftUI

      \(make)
        return (RIBHostingController(rootView: \(name)View(state: state)), state)
      }

      \(view)

      \(availability)
      extension RIBHostingController: \(name)ViewControllable where Content == \(name)View {\(draws.isEmpty ? "}" : "\n" + draws + "\n}")

      """
  }

  /// `text` indented by two spaces, as inside `#if`.
  private static func indented(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : "  " + $0 }.joined(separator: "\n")
  }
}
