#if Migration
  import SwiftSyntax

  /// What an `@available` attribute or a `#available` condition requires, read from its
  /// arguments.
  enum AvailabilityAttributes {
    /// The versions `attributes` introduce their declaration in; unavailability and other
    /// platforms are not read.
    static func introduced(by attributes: AttributeListSyntax) -> PlatformVersions {
      var versions = PlatformVersions()
      for element in attributes {
        guard case .attribute(let attribute) = element,
          attribute.attributeName.trimmedDescription == "available",
          case .availability(let arguments) = attribute.arguments
        else { continue }
        versions = versions.raised(to: introduced(by: arguments))
      }
      return versions
    }

    /// The versions an argument list names: `iOS 17.0, macOS 14.0, *` or `iOS, introduced: 17.0`.
    static func introduced(by arguments: AvailabilityArgumentListSyntax) -> PlatformVersions {
      var versions: [String: Version] = [:]
      var spelledPlatform: String?
      for argument in arguments {
        switch argument.argument {
        case .availabilityVersionRestriction(let restriction):
          let platform = restriction.platform.text
          if PlatformVersions.platforms.contains(platform),
            let text = restriction.version?.trimmedDescription, let version = Version(text)
          {
            versions[platform] = version
          }
        case .token(let token):
          if spelledPlatform == nil, PlatformVersions.platforms.contains(token.text) {
            spelledPlatform = token.text
          }
        case .availabilityLabeledArgument(let labeled):
          guard labeled.label.text == "introduced", let platform = spelledPlatform,
            case .version(let tuple) = labeled.value,
            let version = Version(tuple.trimmedDescription)
          else { continue }
          versions[platform] = version
        }
      }
      return PlatformVersions(versions)
    }

    /// The versions the `#available` conditions of `conditions` guarantee.
    static func guaranteed(by conditions: ConditionElementListSyntax) -> PlatformVersions {
      var versions = PlatformVersions()
      for element in conditions {
        guard case .availability(let availability) = element.condition,
          availability.availabilityKeyword.tokenKind == .poundAvailable
        else { continue }
        versions = versions.raised(to: introduced(by: availability.availabilityArguments))
      }
      return versions
    }
  }
#endif
