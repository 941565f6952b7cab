import RIBs

@MainActor
protocol ProfileHomeDependency: Dependency {
  var profileRepository: any ProfileRepository { get }
  var cardOnFileRepository: any CardOnFileRepository { get }
}

final class ProfileHomeComponent: Component<any ProfileHomeDependency>,
  ProfileHomeInteractorDependency
{
  var profileRepository: any ProfileRepository { dependency.profileRepository }
  var cardOnFileRepository: any CardOnFileRepository { dependency.cardOnFileRepository }
}

@MainActor
protocol ProfileHomeBuildable: Buildable {
  func build(withListener listener: any ProfileHomeListener) -> any ProfileHomeRouting
}

final class ProfileHomeBuilder: Builder<any ProfileHomeDependency>, ProfileHomeBuildable {
  func build(withListener listener: any ProfileHomeListener) -> any ProfileHomeRouting {
    let component = ProfileHomeComponent(dependency: dependency)
    let viewController = ProfileHomeViewController()
    let interactor = ProfileHomeInteractor(presenter: viewController, dependency: component)
    interactor.listener = listener
    return ProfileHomeRouter(interactor: interactor, viewController: viewController)
  }
}
