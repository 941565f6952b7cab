import Foundation
import RIBs
import Testing

@MainActor
@Suite struct RIBsDiagnosticsTests {
  @Test func whatTheFrameworkCannotUndoIsAWarningAndEverythingElseAnError() {
    let warnings: Set<RIBsDiagnostic.Kind> = [
      .scopeIsInactive, .interactorReleasedWhileActiveOffMainActor,
      .workerReleasedWhileStartedOffMainActor,
    ]
    for kind in RIBsDiagnostic.Kind.allCases {
      let diagnostic = RIBsDiagnostic(kind: kind, message: "")
      #expect(diagnostic.severity == (warnings.contains(kind) ? .warning : .error))
    }
  }

  @Test func standardHandlerOnlyPrintsAWarning() async {
    await #expect(processExitsWith: .success) {
      await MainActor.run {
        RIBsDiagnostics.standardHandler(
          RIBsDiagnostic(kind: .scopeIsInactive, message: "A late deep link."))
      }
      // Without exit handlers: under AddressSanitizer the leak check at exit fails now and then in a
      // child whose threads are still winding down, with a bare status 1 (.ci/check-sanitizers).
      _exit(EXIT_SUCCESS)
    }
  }

  #if DEBUG
    @Test func standardHandlerStopsADebugBuildOnAnError() async {
      await #expect(processExitsWith: .failure) {
        await MainActor.run {
          RIBsDiagnostics.standardHandler(
            RIBsDiagnostic(kind: .attachCreatesCycle, message: "A cycle."))
        }
      }
    }
  #endif

  @Test func taskScopedToAnInteractorThatIsGoneIsOnlyAWarning() async {
    let interactor = Interactor()
    let reports = RIBsDiagnostics.capture {
      Task<Void, Never> {}.cancelOnDeactivate(interactor: interactor)
    }
    #expect(reports.map(\.severity) == [.warning])
  }
}
