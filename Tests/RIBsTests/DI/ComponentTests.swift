import RIBs
import Testing

@MainActor
protocol TestDependency: Dependency {
  var name: String { get }
}

@MainActor
final class TestParentComponent: Component<any EmptyDependency>, TestDependency {
  let name = "parent"

  init() {
    super.init(dependency: EmptyComponent())
  }
}

@MainActor
final class Counter {
  let id: Int
  init(id: Int) { self.id = id }
}

@MainActor
final class TestChildComponent: Component<any TestDependency> {
  private(set) var factoryCalls = 0

  var counter: Counter {
    shared {
      factoryCalls += 1
      return Counter(id: factoryCalls)
    }
  }

  var otherCounter: Counter {
    shared {
      factoryCalls += 1
      return Counter(id: factoryCalls)
    }
  }

  /// A shared instance whose factory reads another shared instance.
  var pair: [Counter] {
    shared { [counter, Counter(id: counter.id * 100)] }
  }

  var fresh: Counter { Counter(id: -1) }

  /// Overloads: the same `#function` text ("value(_:)"), different types.
  func value(_ seed: Int) -> Counter { shared { Counter(id: seed) } }
  func value(_ seed: String) -> [String] { shared { [seed] } }
  func value(_ seed: Double) -> Double { shared { seed } }

  /// Overloads whose factory reads its namesake of another type.
  func item(_ seed: Int) -> Counter { shared { Counter(id: item("inner").count * 10 + seed) } }
  func item(_ seed: String) -> [String] { shared { [seed] } }
}

@MainActor
@Suite struct ComponentTests {
  @Test func dependencyIsTheParentSeenThroughTheProtocol() {
    let component = TestChildComponent(dependency: TestParentComponent())
    #expect(component.dependency.name == "parent")
  }

  @Test func sharedReturnsOneInstancePerPropertyForTheComponentsLife() {
    let component = TestChildComponent(dependency: TestParentComponent())

    #expect(component.counter === component.counter)
    #expect(component.otherCounter === component.otherCounter)
    #expect(component.counter !== component.otherCounter)
    #expect(component.factoryCalls == 2)
    #expect(component.fresh !== component.fresh)
  }

  @Test func sharedIsPerComponent() {
    let parent = TestParentComponent()
    let first = TestChildComponent(dependency: parent)
    let second = TestChildComponent(dependency: parent)
    #expect(first.counter !== second.counter)
  }

  @Test func sharedFactoryMayReadOtherSharedProperties() {
    let component = TestChildComponent(dependency: TestParentComponent())

    let pair = component.pair

    #expect(pair[0] === component.counter)
    #expect(pair.map(\.id) == [1, 100])
    #expect(component.pair[1] === pair[1])
  }

  @Test func overloadsWithTheSameNameGetValuesOfTheirOwnType() {
    let component = TestChildComponent(dependency: TestParentComponent())

    let counter = component.value(7)
    let strings = component.value("seven")
    let number = component.value(7.5)

    #expect(counter.id == 7)
    #expect(strings == ["seven"])
    #expect(number == 7.5)
    // Each member keeps the instance its first read made.
    #expect(component.value(8) === counter)
    #expect(component.value("eight") == ["seven"])
    #expect(component.value(8.5) == 7.5)
  }

  @Test func overloadWhoseFactoryReadsItsNamesakeKeepsBothInstances() {
    let component = TestChildComponent(dependency: TestParentComponent())

    let counter = component.item(1)

    #expect(counter.id == 11)
    #expect(component.item("other") == ["inner"])
    #expect(component.item(2) === counter)
  }

  @Test func theInstanceIsTheNamesNotTheLiterals() {
    final class NamedComponent: Component<any EmptyDependency> {
      /// The same name, from two literals in two places: one instance, whatever the compiler does
      /// with the literals.
      var first: Counter { shared(propertyName: "cache") { Counter(id: 1) } }
      var second: Counter { shared(propertyName: "cache") { Counter(id: 2) } }
      /// Another name: another instance, of the same length or not.
      var other: Counter { shared(propertyName: "cache2") { Counter(id: 3) } }
      var sameLength: Counter { shared(propertyName: "cachf") { Counter(id: 4) } }
      /// One-character names, which a `StaticString` may hold as a scalar rather than as text.
      var x1: Counter { shared(propertyName: "x") { Counter(id: 5) } }
      var x2: Counter { shared(propertyName: "x") { Counter(id: 6) } }
      var y: Counter { shared(propertyName: "y") { Counter(id: 7) } }
    }
    let component = NamedComponent(dependency: EmptyComponent())
    let another = NamedComponent(dependency: EmptyComponent())

    #expect(component.first === component.second)
    #expect(component.first.id == 1)
    #expect(component.other !== component.first)
    #expect(component.sameLength.id == 4)
    #expect(component.first.id == 1)
    #expect(component.x1 === component.x2)
    #expect(component.y.id == 7)
    #expect(another.first !== component.first)
  }

  @Test func sharedValueTypesAreComputedOnce() {
    final class ValueComponent: Component<any EmptyDependency> {
      var calls = 0
      var numbers: [Int] {
        shared {
          calls += 1
          return [1, 2, 3]
        }
      }
    }
    let component = ValueComponent(dependency: EmptyComponent())
    #expect(component.numbers == [1, 2, 3])
    #expect(component.numbers == [1, 2, 3])
    #expect(component.calls == 1)
  }
}
