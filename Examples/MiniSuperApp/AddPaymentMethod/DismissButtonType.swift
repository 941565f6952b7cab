/// What leaving the screen means where it is shown: closing a flow, or going back a step.
enum DismissButtonType: Equatable {
  case close
  case back
}
