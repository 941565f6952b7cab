/// A value an app defines to name a place its navigation can show: a tab, a screen pushed on a
/// stack, a flow presented in a sheet.
///
/// A push (``RIBStack/push(_:route:attachingTo:animated:)``), a presentation
/// (``RIBPresentation/present(_:route:style:animated:)``) and a tab (``RIBTabs``, whose tabs are
/// their routes) can carry one; the ``RIBScreen`` shown for it has it. Routes are what a
/// ``RIBNavigationState`` saves: the router that showed each one is asked to show it again, with
/// the routes it handles (`handleRoutes(_:with:)`), as it is when a view asks for one
/// (``RIBNavigationRendering/userDidRequest(_:)``). Any `Codable` and `Hashable` type is a route,
/// usually an enum per router:
///
/// ```swift
/// enum TopupRoute: Hashable, Codable { case enterAmount, cardOnFile, addCard }
/// ```
public typealias RIBRoute = Codable & Hashable
