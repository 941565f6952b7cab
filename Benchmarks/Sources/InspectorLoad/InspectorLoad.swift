import Foundation
import RIBs
import RIBsInspector

/// A RIB of the load: view-less, with a plain interactor.
class LoadRouter: Router<Interactor> {
  init() {
    super.init(interactor: Interactor())
  }
}

/// The tree's second level: 100 of them.
final class SectionRouter: LoadRouter {}
/// The tree's third level: 99 under each section.
final class ItemRouter: LoadRouter {}
/// The one RIB named so, the last of the last section, for the page's search.
final class NeedleRouter: LoadRouter {}
/// Attached and detached over and over, for the events.
final class BlipRouter: LoadRouter {}

/// A tree of 10,001 RIBs (a root, 100 sections of 99 items, the last item a `Needle`) under a
/// running `RIBInspector`, with 100 tree events a second: every 50 ms a `Blip` is attached to a
/// section (attach, activate, load) and the one before detached (deactivate, detach).
///
/// `InspectorLoad [port]` prints the page's address on its first line, then runs until killed.
/// `Benchmarks/inspector-page` drives the page in Chromium against it.
@main
enum InspectorLoad {
  static func main() async throws {
    let port = CommandLine.arguments.dropFirst().first.flatMap { UInt16($0) } ?? 0
    try await run(port: port)
  }

  @MainActor
  static func run(port: UInt16) async throws {
    let root = LoadRouter()
    root.interactable.activate()
    var sections: [SectionRouter] = []
    for section in 0..<100 {
      let router = SectionRouter()
      root.attachChild(router)
      for item in 0..<99 {
        router.attachChild(section == 99 && item == 98 ? NeedleRouter() : ItemRouter())
      }
      sections.append(router)
    }
    let inspector = RIBInspector(root: root, title: "10,001 RIBs")
    let url = try await inspector.start(port: port)
    // Unbuffered: the benchmark reads the address while the program runs.
    FileHandle.standardOutput.write(Data((url.absoluteString + "\n").utf8))
    var blip: (router: BlipRouter, section: SectionRouter)?
    var next = ContinuousClock.now
    for turn in 0... {
      next += .milliseconds(50)
      try await Task.sleep(until: next)
      if let (router, section) = blip { section.detachChild(router) }
      let section = sections[turn % sections.count]
      let router = BlipRouter()
      section.attachChild(router)
      blip = (router, section)
    }
    withExtendedLifetime(inspector) {}
  }
}
