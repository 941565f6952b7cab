import RIBs

/// The router that hosts a navigation model: any router built on `Router` (a `ViewableRouter`, a
/// `LaunchRouter`), which attaches the RIBs the model shows and keeps the model's registration for
/// its life.
public typealias RIBNavigationHost = RouterBase & Routing
