import RIBs

@MainActor
protocol ProfileHomeDependency: Dependency {
  /// What draws the screens.
  var views: any AppViews { get }

  var profileRepository: any ProfileRepository { get }
  var cardOnFileRepository: any CardOnFileRepository { get }
}

final class ProfileHomeComponent: Component<any ProfileHomeDependency>,
  ProfileHomeInteractorDependency
{
  var profileRepository: any ProfileRepository { dependency.profileRepository }
  var cardOnFileRepository: any CardOnFileRepository { dependency.cardOnFileRepository }
}
