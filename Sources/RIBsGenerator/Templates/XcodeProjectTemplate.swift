/// The Xcode project of an iOS app `ribs new app` writes (`Xcode/<Name>.xcodeproj`): one iOS app
/// target, `<Name>iOS`, whose only source is its entry point (`Xcode/<Name>iOS/`), linking the
/// app's package's library; a shared scheme runs it and the package's tests.
///
/// Everything else stays in the package, which SwiftPM builds inside Xcode as it does on the
/// command line: the RIBs, the dependency wiring of the RIBsDependencies plugin, the tests. The
/// project is Xcode 16's format (`objectVersion` 77): the app's folder is a synchronized group,
/// so a file added there is in the target with no edit of the project.
enum XcodeProjectTemplate {
  /// The app target's name, and its module's: the package's library is `<Name>`.
  static func targetName(_ options: AppTemplateOptions) -> String { "\(options.name.value)iOS" }

  /// The oldest iOS the app target runs on: the package's floor for its view (SwiftUI's
  /// navigation needs iOS 17).
  static func deploymentTarget(_ options: AppTemplateOptions) -> String {
    options.view == .uikit ? "16.0" : "17.0"
  }

  /// The entry point of the app target: `@main` on the package's app type.
  static func renderEntry(_ options: AppTemplateOptions) -> String {
    let name = options.name.value
    let (framework, type, what) =
      options.view == .swiftui
      ? ("SwiftUI", "\(name)App", "SwiftUI shows its scene, the root RIB's view.")
      : ("UIKit", "\(name)AppDelegate", "UIKit makes it; it launches the root RIB in each scene.")
    return """
      import \(name)
      import \(framework)

      /// Starts the app with \(type), from the \(name) package.
      ///
      /// \(what)
      @main
      extension \(type) {}

      """
  }

  /// `project.pbxproj`.
  static func renderProject(_ options: AppTemplateOptions) -> String {
    let name = options.name.value
    let target = targetName(options)
    let iOS = deploymentTarget(options)
    let debugOnly = """
      \t\t\t\tDEBUG_INFORMATION_FORMAT = dwarf;
      \t\t\t\tENABLE_TESTABILITY = YES;
      \t\t\t\tONLY_ACTIVE_ARCH = YES;
      \t\t\t\tSWIFT_ACTIVE_COMPILATION_CONDITIONS = "DEBUG $(inherited)";
      \t\t\t\tSWIFT_OPTIMIZATION_LEVEL = "-Onone";
      """
    let releaseOnly = """
      \t\t\t\tDEBUG_INFORMATION_FORMAT = "dwarf-with-dsym";
      \t\t\t\tSWIFT_COMPILATION_MODE = wholemodule;
      \t\t\t\tVALIDATE_PRODUCT = YES;
      """
    func projectConfiguration(_ id: String, _ configuration: String, _ extra: String) -> String {
      """
      \t\t\(id) /* \(configuration) */ = {
      \t\t\tisa = XCBuildConfiguration;
      \t\t\tbuildSettings = {
      \t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = \(iOS);
      \t\t\t\tSDKROOT = iphoneos;
      \t\t\t\tSWIFT_VERSION = 6.0;
      \(extra)
      \t\t\t};
      \t\t\tname = \(configuration);
      \t\t};
      """
    }
    func targetConfiguration(_ id: String, _ configuration: String) -> String {
      """
      \t\t\(id) /* \(configuration) */ = {
      \t\t\tisa = XCBuildConfiguration;
      \t\t\tbuildSettings = {
      \t\t\t\tCODE_SIGN_STYLE = Automatic;
      \t\t\t\tCURRENT_PROJECT_VERSION = 1;
      \t\t\t\tGENERATE_INFOPLIST_FILE = YES;
      \t\t\t\tINFOPLIST_KEY_CFBundleDisplayName = \(name);
      \t\t\t\tINFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES;
      \t\t\t\tINFOPLIST_KEY_UIApplicationSupportsIndirectInputEvents = YES;
      \t\t\t\tINFOPLIST_KEY_UILaunchScreen_Generation = YES;
      \t\t\t\tINFOPLIST_KEY_UISupportedInterfaceOrientations_iPad = "UIInterfaceOrientationPortrait UIInterfaceOrientationPortraitUpsideDown UIInterfaceOrientationLandscapeLeft UIInterfaceOrientationLandscapeRight";
      \t\t\t\tINFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone = "UIInterfaceOrientationPortrait UIInterfaceOrientationLandscapeLeft UIInterfaceOrientationLandscapeRight";
      \t\t\t\tLD_RUNPATH_SEARCH_PATHS = (
      \t\t\t\t\t"$(inherited)",
      \t\t\t\t\t"@executable_path/Frameworks",
      \t\t\t\t);
      \t\t\t\tMARKETING_VERSION = 1.0;
      \t\t\t\tPRODUCT_BUNDLE_IDENTIFIER = "com.example.\(name)";
      \t\t\t\tPRODUCT_NAME = "$(TARGET_NAME)";
      \t\t\t\tTARGETED_DEVICE_FAMILY = "1,2";
      \t\t\t};
      \t\t\tname = \(configuration);
      \t\t};
      """
    }
    return """
      // !$*UTF8*$!
      {
      \tarchiveVersion = 1;
      \tclasses = {
      \t};
      \tobjectVersion = 77;
      \tobjects = {

      /* Begin PBXBuildFile section */
      \t\t\(ID.buildFile) /* \(name) in Frameworks */ = {isa = PBXBuildFile; productRef = \(ID.productDependency) /* \(name) */; };
      /* End PBXBuildFile section */

      /* Begin PBXFileReference section */
      \t\t\(ID.product) /* \(target).app */ = {isa = PBXFileReference; explicitFileType = wrapper.application; includeInIndex = 0; path = \(target).app; sourceTree = BUILT_PRODUCTS_DIR; };
      /* End PBXFileReference section */

      /* Begin PBXFileSystemSynchronizedRootGroup section */
      \t\t\(ID.appFolder) /* \(target) */ = {
      \t\t\tisa = PBXFileSystemSynchronizedRootGroup;
      \t\t\tpath = \(target);
      \t\t\tsourceTree = "<group>";
      \t\t};
      /* End PBXFileSystemSynchronizedRootGroup section */

      /* Begin PBXFrameworksBuildPhase section */
      \t\t\(ID.frameworksPhase) /* Frameworks */ = {
      \t\t\tisa = PBXFrameworksBuildPhase;
      \t\t\tbuildActionMask = 2147483647;
      \t\t\tfiles = (
      \t\t\t\t\(ID.buildFile) /* \(name) in Frameworks */,
      \t\t\t);
      \t\t\trunOnlyForDeploymentPostprocessing = 0;
      \t\t};
      /* End PBXFrameworksBuildPhase section */

      /* Begin PBXGroup section */
      \t\t\(ID.mainGroup) = {
      \t\t\tisa = PBXGroup;
      \t\t\tchildren = (
      \t\t\t\t\(ID.appFolder) /* \(target) */,
      \t\t\t\t\(ID.productsGroup) /* Products */,
      \t\t\t);
      \t\t\tsourceTree = "<group>";
      \t\t};
      \t\t\(ID.productsGroup) /* Products */ = {
      \t\t\tisa = PBXGroup;
      \t\t\tchildren = (
      \t\t\t\t\(ID.product) /* \(target).app */,
      \t\t\t);
      \t\t\tname = Products;
      \t\t\tsourceTree = "<group>";
      \t\t};
      /* End PBXGroup section */

      /* Begin PBXNativeTarget section */
      \t\t\(ID.target) /* \(target) */ = {
      \t\t\tisa = PBXNativeTarget;
      \t\t\tbuildConfigurationList = \(ID.targetConfigurations) /* Build configuration list for PBXNativeTarget "\(target)" */;
      \t\t\tbuildPhases = (
      \t\t\t\t\(ID.sourcesPhase) /* Sources */,
      \t\t\t\t\(ID.frameworksPhase) /* Frameworks */,
      \t\t\t\t\(ID.resourcesPhase) /* Resources */,
      \t\t\t);
      \t\t\tbuildRules = (
      \t\t\t);
      \t\t\tdependencies = (
      \t\t\t);
      \t\t\tfileSystemSynchronizedGroups = (
      \t\t\t\t\(ID.appFolder) /* \(target) */,
      \t\t\t);
      \t\t\tname = \(target);
      \t\t\tpackageProductDependencies = (
      \t\t\t\t\(ID.productDependency) /* \(name) */,
      \t\t\t);
      \t\t\tproductName = \(target);
      \t\t\tproductReference = \(ID.product) /* \(target).app */;
      \t\t\tproductType = "com.apple.product-type.application";
      \t\t};
      /* End PBXNativeTarget section */

      /* Begin PBXProject section */
      \t\t\(ID.project) /* Project object */ = {
      \t\t\tisa = PBXProject;
      \t\t\tattributes = {
      \t\t\t\tBuildIndependentTargetsInParallel = 1;
      \t\t\t\tLastSwiftUpdateCheck = 1600;
      \t\t\t\tLastUpgradeCheck = 1600;
      \t\t\t\tTargetAttributes = {
      \t\t\t\t\t\(ID.target) = {
      \t\t\t\t\t\tCreatedOnToolsVersion = 16.0;
      \t\t\t\t\t};
      \t\t\t\t};
      \t\t\t};
      \t\t\tbuildConfigurationList = \(ID.projectConfigurations) /* Build configuration list for PBXProject "\(name)" */;
      \t\t\tdevelopmentRegion = en;
      \t\t\thasScannedForEncodings = 0;
      \t\t\tknownRegions = (
      \t\t\t\ten,
      \t\t\t\tBase,
      \t\t\t);
      \t\t\tmainGroup = \(ID.mainGroup);
      \t\t\tminimizedProjectReferenceProxies = 1;
      \t\t\tpackageReferences = (
      \t\t\t\t\(ID.packageReference) /* XCLocalSwiftPackageReference ".." */,
      \t\t\t);
      \t\t\tpreferredProjectObjectVersion = 77;
      \t\t\tproductRefGroup = \(ID.productsGroup) /* Products */;
      \t\t\tprojectDirPath = "";
      \t\t\tprojectRoot = "";
      \t\t\ttargets = (
      \t\t\t\t\(ID.target) /* \(target) */,
      \t\t\t);
      \t\t};
      /* End PBXProject section */

      /* Begin PBXResourcesBuildPhase section */
      \t\t\(ID.resourcesPhase) /* Resources */ = {
      \t\t\tisa = PBXResourcesBuildPhase;
      \t\t\tbuildActionMask = 2147483647;
      \t\t\tfiles = (
      \t\t\t);
      \t\t\trunOnlyForDeploymentPostprocessing = 0;
      \t\t};
      /* End PBXResourcesBuildPhase section */

      /* Begin PBXSourcesBuildPhase section */
      \t\t\(ID.sourcesPhase) /* Sources */ = {
      \t\t\tisa = PBXSourcesBuildPhase;
      \t\t\tbuildActionMask = 2147483647;
      \t\t\tfiles = (
      \t\t\t);
      \t\t\trunOnlyForDeploymentPostprocessing = 0;
      \t\t};
      /* End PBXSourcesBuildPhase section */

      /* Begin XCBuildConfiguration section */
      \(projectConfiguration(ID.projectDebug, "Debug", debugOnly))
      \(projectConfiguration(ID.projectRelease, "Release", releaseOnly))
      \(targetConfiguration(ID.targetDebug, "Debug"))
      \(targetConfiguration(ID.targetRelease, "Release"))
      /* End XCBuildConfiguration section */

      /* Begin XCConfigurationList section */
      \t\t\(ID.projectConfigurations) /* Build configuration list for PBXProject "\(name)" */ = {
      \t\t\tisa = XCConfigurationList;
      \t\t\tbuildConfigurations = (
      \t\t\t\t\(ID.projectDebug) /* Debug */,
      \t\t\t\t\(ID.projectRelease) /* Release */,
      \t\t\t);
      \t\t\tdefaultConfigurationIsVisible = 0;
      \t\t\tdefaultConfigurationName = Release;
      \t\t};
      \t\t\(ID.targetConfigurations) /* Build configuration list for PBXNativeTarget "\(target)" */ = {
      \t\t\tisa = XCConfigurationList;
      \t\t\tbuildConfigurations = (
      \t\t\t\t\(ID.targetDebug) /* Debug */,
      \t\t\t\t\(ID.targetRelease) /* Release */,
      \t\t\t);
      \t\t\tdefaultConfigurationIsVisible = 0;
      \t\t\tdefaultConfigurationName = Release;
      \t\t};
      /* End XCConfigurationList section */

      /* Begin XCLocalSwiftPackageReference section */
      \t\t\(ID.packageReference) /* XCLocalSwiftPackageReference ".." */ = {
      \t\t\tisa = XCLocalSwiftPackageReference;
      \t\t\trelativePath = ..;
      \t\t};
      /* End XCLocalSwiftPackageReference section */

      /* Begin XCSwiftPackageProductDependency section */
      \t\t\(ID.productDependency) /* \(name) */ = {
      \t\t\tisa = XCSwiftPackageProductDependency;
      \t\t\tpackage = \(ID.packageReference) /* XCLocalSwiftPackageReference ".." */;
      \t\t\tproductName = \(name);
      \t\t};
      /* End XCSwiftPackageProductDependency section */
      \t};
      \trootObject = \(ID.project) /* Project object */;
      }

      """
  }

  /// `<Name>.xcscheme`: builds and runs the app target; tests the package's test target, on the
  /// simulator chosen.
  static func renderScheme(_ options: AppTemplateOptions) -> String {
    let name = options.name.value
    let target = targetName(options)
    let app = """
      BuildableIdentifier = "primary"
                     BlueprintIdentifier = "\(ID.target)"
                     BuildableName = "\(target).app"
                     BlueprintName = "\(target)"
                     ReferencedContainer = "container:\(name).xcodeproj"
      """
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <Scheme
         LastUpgradeVersion = "1600"
         version = "1.7">
         <BuildAction
            parallelizeBuildables = "YES"
            buildImplicitDependencies = "YES">
            <BuildActionEntries>
               <BuildActionEntry
                  buildForTesting = "YES"
                  buildForRunning = "YES"
                  buildForProfiling = "YES"
                  buildForArchiving = "YES"
                  buildForAnalyzing = "YES">
                  <BuildableReference
                     \(app)>
                  </BuildableReference>
               </BuildActionEntry>
            </BuildActionEntries>
         </BuildAction>
         <TestAction
            buildConfiguration = "Debug"
            selectedDebuggerIdentifier = "Xcode.DebuggerFoundation.Debugger.LLDB"
            selectedLauncherIdentifier = "Xcode.DebuggerFoundation.Launcher.LLDB"
            shouldUseLaunchSchemeArgsEnv = "YES">
            <Testables>
               <TestableReference
                  skipped = "NO">
                  <BuildableReference
                     BuildableIdentifier = "primary"
                     BlueprintIdentifier = "\(name)Tests"
                     BuildableName = "\(name)Tests"
                     BlueprintName = "\(name)Tests"
                     ReferencedContainer = "container:..">
                  </BuildableReference>
               </TestableReference>
            </Testables>
         </TestAction>
         <LaunchAction
            buildConfiguration = "Debug"
            selectedDebuggerIdentifier = "Xcode.DebuggerFoundation.Debugger.LLDB"
            selectedLauncherIdentifier = "Xcode.DebuggerFoundation.Launcher.LLDB"
            launchStyle = "0"
            useCustomWorkingDirectory = "NO"
            ignoresPersistentStateOnLaunch = "NO"
            debugDocumentVersioning = "YES"
            debugServiceExtension = "internal"
            allowLocationSimulation = "YES">
            <BuildableProductRunnable
               runnableDebuggingMode = "0">
               <BuildableReference
                  \(app)>
               </BuildableReference>
            </BuildableProductRunnable>
         </LaunchAction>
         <ArchiveAction
            buildConfiguration = "Release"
            revealArchiveInOrganizer = "YES">
         </ArchiveAction>
      </Scheme>

      """
  }

  /// The objects' identifiers: fixed, so that the project reads the same each time it is
  /// written; unique within it, which is all Xcode asks.
  private enum ID {
    static let project = id(0x01)
    static let mainGroup = id(0x02)
    static let productsGroup = id(0x03)
    static let appFolder = id(0x04)
    static let target = id(0x05)
    static let product = id(0x06)
    static let sourcesPhase = id(0x07)
    static let frameworksPhase = id(0x08)
    static let resourcesPhase = id(0x09)
    static let buildFile = id(0x0A)
    static let packageReference = id(0x0B)
    static let productDependency = id(0x0C)
    static let projectConfigurations = id(0x0D)
    static let projectDebug = id(0x0E)
    static let projectRelease = id(0x0F)
    static let targetConfigurations = id(0x10)
    static let targetDebug = id(0x11)
    static let targetRelease = id(0x12)

    /// 24 hexadecimal digits, as Xcode writes them.
    private static func id(_ number: Int) -> String {
      let digits = String(number, radix: 16, uppercase: true)
      return "B1B5" + String(repeating: "0", count: 20 - digits.count) + digits
    }
  }
}
