/// The Tuist 4 manifest of an iOS app `ribs new app --tuist` writes (`Xcode/Project.swift`): the
/// project ``XcodeProjectTemplate`` writes by hand, described for `tuist generate` instead.
///
/// One iOS app target, `<Name>iOS`, whose only source is its entry point (`Xcode/<Name>iOS/`),
/// linking the library of the app's package (`..`, Xcode's own package integration, so the
/// package builds in Xcode as it does on the command line, its dependency-wiring plugin with
/// it). The Info.plist is written whole rather than extending Tuist's default, so that no key of
/// the default (a storyboard the app does not have) reaches the app.
enum TuistProjectTemplate {
  /// `Tuist.swift`, Tuist's configuration: its defaults.
  ///
  /// Its folder is the root Tuist works from, so the app's package one folder up is only what the
  /// project depends on, never read as Tuist's own dependency manifest (a root `Package.swift`),
  /// and the app needs no Git repository for Tuist to find its root.
  static let configuration = """
    import ProjectDescription

    /// Tuist's configuration for the app's project (Project.swift): the defaults. This file
    /// marks the folder Tuist works from.
    let tuist = Tuist(project: .tuist())

    """

  /// `Project.swift`.
  static func renderManifest(_ options: AppTemplateOptions) -> String {
    let name = options.name.value
    let target = XcodeProjectTemplate.targetName(options)
    return """
      import ProjectDescription

      /// The iOS app that runs \(name), the package one folder up: `tuist generate` here writes
      /// \(name).xcworkspace, which Xcode opens. The app target's only file is its entry point
      /// (\(target)/); the RIBs, their dependency wiring and their tests are the package's.
      let project = Project(
        name: "\(name)",
        packages: [
          .local(path: "..")
        ],
        targets: [
          .target(
            name: "\(target)",
            destinations: [.iPhone, .iPad],
            product: .app,
            bundleId: "com.example.\(name)",
            deploymentTargets: .iOS("\(XcodeProjectTemplate.deploymentTarget(options))"),
            infoPlist: .dictionary([
              "CFBundleDevelopmentRegion": "$(DEVELOPMENT_LANGUAGE)",
              "CFBundleDisplayName": "\(name)",
              "CFBundleExecutable": "$(EXECUTABLE_NAME)",
              "CFBundleIdentifier": "$(PRODUCT_BUNDLE_IDENTIFIER)",
              "CFBundleInfoDictionaryVersion": "6.0",
              "CFBundleName": "$(PRODUCT_NAME)",
              "CFBundlePackageType": "$(PRODUCT_BUNDLE_PACKAGE_TYPE)",
              "CFBundleShortVersionString": "1.0",
              "CFBundleVersion": "1",
              "LSRequiresIPhoneOS": true,
              // No scene configurations: the app's code gives each scene its delegate.
              "UIApplicationSceneManifest": ["UIApplicationSupportsMultipleScenes": true],
              "UIApplicationSupportsIndirectInputEvents": true,
              "UILaunchScreen": [:],
              "UISupportedInterfaceOrientations": [
                "UIInterfaceOrientationPortrait", "UIInterfaceOrientationLandscapeLeft",
                "UIInterfaceOrientationLandscapeRight",
              ],
              "UISupportedInterfaceOrientations~ipad": [
                "UIInterfaceOrientationPortrait", "UIInterfaceOrientationPortraitUpsideDown",
                "UIInterfaceOrientationLandscapeLeft", "UIInterfaceOrientationLandscapeRight",
              ],
            ]),
            sources: ["\(target)/**"],
            dependencies: [
              .package(product: "\(name)")
            ]
          )
        ]
      )

      """
  }
}
