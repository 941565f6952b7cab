import RIBs

@MainActor
protocol ProfileHomeDependency: Dependency {
  /// What draws the screens.
  var views: any AppViews { get }

  var profileRepository: any ProfileRepository { get }
  var cardOnFileRepository: any CardOnFileRepository { get }
}

final class ProfileHomeComponent: Component<any ProfileHomeDependency>,
  ProfileHomeInteractorDependency, CardDetailDependency
{
  var views: any AppViews { dependency.views }
  var profileRepository: any ProfileRepository { dependency.profileRepository }
  var cardOnFileRepository: any CardOnFileRepository { dependency.cardOnFileRepository }
}
