#if Migration
  import AppleAvailabilityLint
  import Testing

  /// A version known to be valid.
  private func v(_ text: String) -> Version {
    Version(text) ?? { preconditionFailure(text) }()
  }

  @Suite struct AvailabilityLintTests {
    static let stubs = """
      @available(macOS 14.0, iOS 17.0, watchOS 10.0, tvOS 17.0, *)
      public macro Observable() = #externalMacro(module: "M", type: "T")

      @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
      public struct Text {
        public init(_ content: String) {}
      }

      @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
      extension View {
        @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
        public func newModifier() -> Self { self }
        @available(iOS, introduced: 14.0)
        public func olderModifier() -> Self { self }
      }

      @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
      public struct NavigationStack {}
      """

    let floor = PlatformVersions(["iOS": v("16.0"), "macOS": v("14.0")])

    func findings(_ source: String) -> [String] {
      var table = AvailabilityTable()
      table.addDeclarations(of: Self.stubs)
      table.addDeclarations(of: source)
      return AvailabilityLint(table: table, floor: floor).findings(in: source, path: "F.swift")
        .map { "\($0.line):\($0.name) needs \($0.needed)" }
    }

    @Test func aMacroAttributeNewerThanTheFloorIsReported() {
      #expect(
        findings(
          """
          @Observable
          final class State {}
          """) == ["1:Observable needs iOS 17.0"])
    }

    @Test func anAvailableAttributeOnTheDeclarationOrAnEnclosingOneAllowsTheUse() {
      #expect(
        findings(
          """
          @available(iOS 17.0, macOS 14.0, *)
          @Observable
          final class State {}

          @available(iOS 17.0, *)
          enum Screens {
            struct Screen { func body() { _ = Text("x").newModifier() } }
          }
          """
        ).isEmpty)
    }

    @Test func aDeclarationThatNeedsANewerVersionMakesItsUsesNeedItToo() {
      #expect(
        findings(
          """
          @available(iOS 17.0, *)
          final class State {}

          func make() -> State { State() }
          """) == ["4:State needs iOS 17.0", "4:State needs iOS 17.0"])
    }

    @Test func ifAndGuardAvailableAllowWhatTheyCheck() {
      #expect(
        findings(
          """
          func a(_ text: Text) {
            if #available(iOS 17.0, *) {
              _ = text.newModifier()
            } else {
              _ = text.newModifier()
            }
          }
          func b(_ text: Text) {
            _ = text.newModifier()
            guard #available(iOS 17, *) else { return }
            _ = text.newModifier()
          }
          """) == ["5:newModifier needs iOS 17.0", "9:newModifier needs iOS 17.0"])
    }

    @Test func whatTheFloorAllowsIsNotReported() {
      #expect(
        findings(
          """
          func a() { _ = NavigationStack(); _ = Text("x").olderModifier() }
          """
        ).isEmpty)
    }

    @Test func aNameDeclaredTwiceNeedsWhatTheLeastDemandingDeclarationNeeds() {
      // Without types, `newModifier` could be either; the lint never reports what one allows.
      #expect(
        findings(
          """
          extension Text { func newModifier() -> Text { self } }
          func a() { _ = Text("x").newModifier() }
          """
        ).isEmpty)
    }

    @Test func aFindingSaysWhatToWrite() {
      var table = AvailabilityTable()
      table.addDeclarations(of: Self.stubs)
      let finding = AvailabilityLint(table: table, floor: floor).findings(
        in: "@Observable final class S {}", path: "Views/S.swift")
      #expect(
        finding.map(\.description) == [
          "Views/S.swift:1:2: error: 'Observable' needs iOS 17.0, and this code is only guaranteed "
            + "iOS 16.0: put it under @available(iOS 17.0, *) or if #available(iOS 17.0, *)"
        ])
    }

    @Test func platformVersionsAreReadFromTheCommandLine() {
      #expect(
        PlatformVersions.parse("iOS=16.0,macOS=14,tvOS=16.0,watchOS=9.0")
          == PlatformVersions([
            "iOS": v("16"), "macOS": v("14.0"), "tvOS": v("16"),
            "watchOS": v("9"),
          ]))
      #expect(PlatformVersions.parse("visionOS=1.0") == nil)
      #expect(PlatformVersions.parse("iOS=sixteen") == nil)
    }
  }
#endif
