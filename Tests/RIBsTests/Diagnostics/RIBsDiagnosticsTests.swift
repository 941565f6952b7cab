import Foundation
import RIBs
import Testing

@MainActor
@Suite struct RIBsDiagnosticsTests {
  @Test func whatTheFrameworkCannotUndoIsAWarningAndEverythingElseAnError() {
    let warnings: [RIBsDiagnostic.Kind] = [
      .scopeIsInactive, .interactorReleasedWhileActiveOffMainActor,
      .workerReleasedWhileStartedOffMainActor,
    ]
    let errors: [RIBsDiagnostic.Kind] = [
      .childAlreadyAttached, .childHasAnotherParent, .attachCreatesCycle,
      .detachedRouterIsNotAChild, .interactorHasAnotherRouter, .deactivatedWhileResigning,
      .activatedUnderInactiveParent, .activenessReportsAreCircular, .workflowNotCommitted,
      .componentReused, .objectLeaked, .viewControllerDidNotDisappear,
    ]
    for kind in warnings + errors {
      let diagnostic = RIBsDiagnostic(kind: kind, message: "")
      #expect(diagnostic.severity == (warnings.contains(kind) ? .warning : .error))
    }
    #expect(Set((warnings + errors).map(\.name)).count == warnings.count + errors.count)
  }

  @Test func aModuleAddsAKindOfItsOwnWithItsSeverity() {
    let refused = RIBsDiagnostic.Kind("paymentRefused", severity: .warning)

    let reports = RIBsDiagnostics.capture {
      RIBsDiagnostics.report(RIBsDiagnostic(kind: refused, message: "The card was declined."))
    }

    #expect(reports.map(\.kind) == [refused])
    #expect(reports.first?.severity == .warning)
    #expect(reports.first?.description == "[RIBs] paymentRefused: The card was declined.")
    let matched =
      switch reports.first?.kind {
      case refused?: "refused"
      case RIBsDiagnostic.Kind.objectLeaked?: "leak"
      default: "other"
      }
    #expect(matched == "refused")
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
