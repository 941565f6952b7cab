import RIBs

/// The interactor of a benchmark RIB: a subclass, as every app's interactor is.
@MainActor
public final class BenchInteractor: Interactor {
  public override init() {}
}

/// The router of a benchmark RIB: a subclass, as every app's router is.
@MainActor
public final class BenchRouter: Router<BenchInteractor> {
  public init() {
    super.init(interactor: BenchInteractor())
  }

  /// A router whose interactor is active, as a launched root is.
  public static func activeRoot() -> BenchRouter {
    let root = BenchRouter()
    root.interactor.activate()
    root.load()
    return root
  }
}

/// A chain of `depth` RIBs, each the only child of the one before.
@MainActor
public func makeChain(depth: Int) -> BenchRouter {
  let top = BenchRouter()
  var bottom = top
  for _ in 1..<depth {
    let next = BenchRouter()
    bottom.attachChild(next)
    bottom = next
  }
  return top
}
