import Foundation
import GoldenFileSupport
import RIBsGenerator
import Testing

/// Every template variant, compared with recorded files.
///
/// Files are recorded with `RECORD_SNAPSHOTS=1`; a missing one fails. `.ci/check-generator` compiles
/// the variants that build on Linux.
@Suite struct TemplateSnapshotTests {
  struct Variant: Sendable, CustomTestStringConvertible {
    let folder: String
    let options: RIBTemplateOptions
    var testDescription: String { folder }
  }

  static let variants: [Variant] = {
    func name(_ value: String) -> RIBName {
      // The names are literals known to be valid.
      (try? RIBName(validating: value)) ?? { preconditionFailure(value) }()
    }
    return [
      Variant(folder: "uikit", options: RIBTemplateOptions(name: name("LoggedOut"), view: .uikit)),
      Variant(
        folder: "swiftui-hosted",
        options: RIBTemplateOptions(name: name("Checkout"), view: .swiftuiHosted)),
      Variant(folder: "plain", options: RIBTemplateOptions(name: name("OffGame"), view: .plain)),
      Variant(folder: "viewless", options: RIBTemplateOptions(name: name("LoggedIn"), view: .none)),
      Variant(
        folder: "plain-parent-tests",
        options: RIBTemplateOptions(
          name: name("OffGame"), view: .plain, parent: name("LoggedIn"), testsModule: "TicTacToe")),
      Variant(
        folder: "viewless-parent-tests",
        options: RIBTemplateOptions(
          name: name("LoggedIn"), view: .none, parent: name("Root"), testsModule: "TicTacToe")),
      Variant(
        folder: "swiftui-parent-tests",
        options: RIBTemplateOptions(
          name: name("Cart"), view: .swiftui, parent: name("Checkout"), testsModule: "Shop")),
      Variant(
        folder: "plain-root-tabs",
        options: RIBTemplateOptions(
          name: name("Main"), view: .plain, testsModule: "App", isRoot: true,
          children: RIBChildren(tabs: [name("Home"), name("Settings")]))),
      Variant(
        folder: "uikit-root-tabs",
        options: RIBTemplateOptions(
          name: name("Main"), view: .uikit, testsModule: "App", isRoot: true,
          children: RIBChildren(tabs: [name("Home"), name("Settings")]))),
      Variant(
        folder: "uikit-stack-presents",
        options: RIBTemplateOptions(
          name: name("Home"), view: .uikit, parent: name("Main"), testsModule: "App",
          children: RIBChildren(stack: [name("Detail")], presented: [name("Compose")]))),
      Variant(
        folder: "plain-stack-presents",
        options: RIBTemplateOptions(
          name: name("Home"), view: .plain, testsModule: "App",
          children: RIBChildren(stack: [name("Detail")], presented: [name("Compose")]))),
      Variant(
        folder: "swiftui-root-tabs-presents",
        options: RIBTemplateOptions(
          name: name("Shop"), view: .swiftui, testsModule: "App", isRoot: true,
          children: RIBChildren(tabs: [name("Cart"), name("Orders")], presented: [name("Help")]))),
      Variant(
        folder: "swiftui-hosted-root-stack",
        options: RIBTemplateOptions(
          name: name("Wallet"), view: .swiftuiHosted, testsModule: "App", isRoot: true,
          children: RIBChildren(stack: [name("Card")]))),
      Variant(
        folder: "plain-parent-by-hand",
        options: RIBTemplateOptions(
          name: name("OffGame"), view: .plain, parent: name("LoggedIn"), wiring: .byHand)),
    ]
  }()

  @Test(arguments: variants)
  func templatesMatchTheirSnapshots(variant: Variant) throws {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Snapshots/\(variant.folder)")
    for file in RIBGenerator.files(for: variant.options) {
      try GoldenFile.expect(
        file.contents, matches: folder.appendingPathComponent(file.fileName + ".txt"))
    }
  }

  @Test func eachVariantWritesTheFilesItPromises() throws {
    let fileNames = Self.variants.prefix(7).map { variant in
      RIBGenerator.files(for: variant.options).map(\.fileName)
    }
    #expect(
      fileNames == [
        [
          "LoggedOutBuilder.swift", "LoggedOutInteractor.swift", "LoggedOutRouter.swift",
          "LoggedOutViewController.swift",
        ],
        [
          "CheckoutBuilder.swift", "CheckoutInteractor.swift", "CheckoutRouter.swift",
          "CheckoutViewState.swift", "CheckoutView.swift",
        ],
        [
          "OffGameBuilder.swift", "OffGameInteractor.swift", "OffGameRouter.swift",
          "OffGameViewController.swift", "TextScreen.swift",
        ],
        ["LoggedInBuilder.swift", "LoggedInInteractor.swift", "LoggedInRouter.swift"],
        [
          "OffGameBuilder.swift", "OffGameInteractor.swift", "OffGameRouter.swift",
          "OffGameViewController.swift", "TextScreen.swift", "OffGameInteractorTests.swift",
          "OffGameRouterTests.swift",
        ],
        [
          "LoggedInBuilder.swift", "LoggedInInteractor.swift", "LoggedInRouter.swift",
          "RootComponent+LoggedIn.swift", "LoggedInInteractorTests.swift",
          "LoggedInRouterTests.swift",
        ],
        [
          "CartBuilder.swift", "CartInteractor.swift", "CartRouter.swift", "CartViewState.swift",
          "CartView.swift", "CartInteractorTests.swift", "CartRouterTests.swift",
        ],
      ])
    // Wiring written by hand, as Uber's templates write it: the parent's component extension.
    let byHand = try #require(Self.variants.first { $0.folder == "plain-parent-by-hand" })
    #expect(
      RIBGenerator.files(for: byHand.options).map(\.fileName).contains(
        "LoggedInComponent+OffGame.swift"))
  }

  @Test func aRootAndItsShapesWriteTheirLaunchFileAndTests() {
    let files = RIBGenerator.files(for: Self.variants[7].options).map(\.fileName)
    #expect(
      files == [
        "MainBuilder.swift", "MainInteractor.swift", "MainRouter.swift",
        "MainViewController.swift", "MainLaunch.swift", "TextScreen.swift",
        "MainInteractorTests.swift", "MainRouterTests.swift",
      ])
  }

  @Test func everyGeneratedFileHasTODOMarkersOrAnErrorToFixOrIsATestOrShared() {
    for variant in Self.variants {
      for file in RIBGenerator.files(for: variant.options)
      where !file.fileName.hasSuffix("Tests.swift") && file.location != .shared {
        #expect(
          file.contents.contains("// TODO:") || file.contents.contains("#error("),
          "\(file.fileName) has no TODO marker")
      }
    }
  }
}
