import RIBs

/// What the dashboard's router asks of its view: nothing but being one.
@MainActor
protocol SuperPayDashboardViewControllable: ViewControllable {}
