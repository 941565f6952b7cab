import RIBs

/// `RIBs.RIBScreen`, for code that imports RIBsSwiftUI alone: the screen moved to the core,
/// where every renderer uses it.
public typealias RIBScreen = RIBs.RIBScreen

/// `RIBs.UserNavigationListener`, for code that imports RIBsSwiftUI alone: the one listener of
/// every navigation model moved to the core.
public typealias UserNavigationListener = RIBs.UserNavigationListener
