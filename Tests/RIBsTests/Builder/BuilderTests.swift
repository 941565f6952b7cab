import RIBs
import Testing

@MainActor
final class NamedComponent {
  let name: String
  init(name: String) { self.name = name }
}

@MainActor
final class GreetingBuilder: ComponentizedBuilder<NamedComponent, String, String, String> {
  override func build(with component: NamedComponent, _ greeting: String) -> String {
    "\(greeting), \(component.name)"
  }
}

@MainActor
final class SimpleGreetingBuilder: SimpleComponentizedBuilder<NamedComponent, String> {
  override func build(with component: NamedComponent) -> String { "hello, \(component.name)" }
}

@MainActor
final class StagedBuilder: SimpleMultiStageComponentizedBuilder<NamedComponent, String> {
  override func finalStageBuild(with component: NamedComponent) -> String { component.name }
}

@MainActor
@Suite struct BuilderTests {
  @Test func builderKeepsItsDependency() {
    let component = TestParentComponent()
    let builder = Builder<any TestDependency>(dependency: component)
    #expect(builder.dependency.name == "parent")
  }

  @Test func componentizedBuilderPassesBothDynamicDependencies() {
    let builder = GreetingBuilder { NamedComponent(name: $0) }

    let (component, router): (NamedComponent, String) = builder.build(
      withDynamicBuildDependency: "hi", dynamicComponentDependency: "Ann")
    let routerOnly: String = builder.build(
      withDynamicBuildDependency: "bye", dynamicComponentDependency: "Bo")

    #expect(component.name == "Ann")
    #expect(router == "hi, Ann")
    #expect(routerOnly == "bye, Bo")
  }

  @Test func simpleComponentizedBuilderMakesANewComponentPerBuild() {
    var made: [NamedComponent] = []
    let builder = SimpleGreetingBuilder {
      let component = NamedComponent(name: "n\(made.count)")
      made.append(component)
      return component
    }

    #expect(builder.build() == "hello, n0")
    #expect(builder.build() == "hello, n1")
    #expect(made.count == 2)
  }

  @Test func componentFactoryReturningTheSameComponentIsReported() {
    let component = NamedComponent(name: "same")
    let builder = SimpleGreetingBuilder { component }
    _ = builder.build()

    let reports = RIBsDiagnostics.capture { _ = builder.build() }

    #expect(reports.map(\.kind) == [.componentReused])
  }

  @Test func multiStageBuilderSharesOneComponentPerPassAndRenewsIt() {
    var count = 0
    let builder = StagedBuilder {
      count += 1
      return NamedComponent(name: "pass \(count)")
    }

    let early = builder.componentForCurrentBuildPass
    #expect(builder.componentForCurrentBuildPass === early)
    #expect(builder.finalStageBuild() == "pass 1")

    #expect(builder.componentForCurrentBuildPass !== early)
    #expect(builder.finalStageBuild() == "pass 2")
  }

  @Test func multiStageComponentReusedAcrossPassesIsReported() {
    let component = NamedComponent(name: "same")
    let builder = StagedBuilder { component }
    _ = builder.finalStageBuild()

    let reports = RIBsDiagnostics.capture { _ = builder.finalStageBuild() }

    #expect(reports.map(\.kind) == [.componentReused])
  }
}
