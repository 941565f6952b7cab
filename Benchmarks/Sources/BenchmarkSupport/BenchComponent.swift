import RIBs

/// What a component shares in the `shared` workload.
public final class Service {
  public init() {}
}

/// Workload 4: a component with 10 `shared { }` properties, read round-robin.
@MainActor
public final class BenchComponent: Component<any EmptyDependency> {
  var s0: Service { shared { Service() } }
  var s1: Service { shared { Service() } }
  var s2: Service { shared { Service() } }
  var s3: Service { shared { Service() } }
  var s4: Service { shared { Service() } }
  var s5: Service { shared { Service() } }
  var s6: Service { shared { Service() } }
  var s7: Service { shared { Service() } }
  var s8: Service { shared { Service() } }
  var s9: Service { shared { Service() } }

  public init() {
    super.init(dependency: EmptyComponent())
  }

  /// Reads the property at `index` (0 to 9).
  public func read(_ index: Int) -> Service {
    switch index {
    case 0: s0
    case 1: s1
    case 2: s2
    case 3: s3
    case 4: s4
    case 5: s5
    case 6: s6
    case 7: s7
    case 8: s8
    default: s9
    }
  }
}
