import Foundation

/// Writes the RIBs templates where Xcode reads them, and takes them away.
///
/// The templates go in a folder `RIBs`, the group Xcode lists them under, with a file that marks
/// the folder as written by `ribs`: a folder without it (Uber's templates are installed in a
/// group of the same name) is replaced or removed only when asked to. An install writes a new
/// folder beside the old one and swaps them, so a failure leaves the templates installed before.
public enum XcodeTemplateInstaller {
  /// The group Xcode lists the templates under: the name of their folder.
  public static let groupName = "RIBs"

  /// The file in the group's folder that says `ribs` wrote it.
  static let markerName = ".written-by-ribs"

  /// Where Xcode reads a user's file templates:
  /// `<home>/Library/Developer/Xcode/Templates/File Templates`.
  ///
  /// - Parameter home: The user's home folder.
  /// - Returns: The folder the group goes in.
  public static func userTemplatesFolder(home: URL) -> URL {
    home.appendingPathComponent("Library/Developer/Xcode/Templates/File Templates")
  }

  /// Every file of `templates`, by its path in the group's folder: each template's
  /// `TemplateInfo.plist` and the files of its variants, and the marker.
  ///
  /// - Parameter templates: The templates.
  /// - Returns: The paths and the texts, in a stable order.
  public static func files(of templates: [XcodeTemplate]) -> [(path: String, contents: String)] {
    var files = [
      (
        markerName,
        "Written by ribs xcode-templates install; ribs xcode-templates uninstall removes this "
          + "folder.\n"
      )
    ]
    for template in templates {
      files.append(("\(template.folderName)/TemplateInfo.plist", template.propertyList))
      for variant in template.variants {
        let folder =
          variant.folder.isEmpty ? template.folderName : "\(template.folderName)/\(variant.folder)"
        for file in variant.files { files.append(("\(folder)/\(file.name)", file.contents)) }
      }
    }
    return files
  }

  /// Writes `templates` in `folder`/RIBs, in place of the templates `ribs` wrote there before.
  ///
  /// - Parameters:
  ///   - templates: The templates.
  ///   - folder: The folder the group goes in, made if it does not exist.
  ///   - replacingForeign: Whether to replace a group folder that `ribs` did not write.
  /// - Returns: Whether templates installed before were replaced.
  /// - Throws: ``XcodeTemplatesError`` with what to do; nothing installed before is lost.
  @discardableResult
  public static func install(
    _ templates: [XcodeTemplate], in folder: URL, replacingForeign: Bool
  ) throws(XcodeTemplatesError) -> Bool {
    let group = folder.appendingPathComponent(groupName)
    let previous = try existingGroup(group, allowingForeign: replacingForeign, removing: false)
    try makeFolder(folder)
    let staging = folder.appendingPathComponent(".\(groupName).installing-\(UUID().uuidString)")
    let fileManager = FileManager.default
    do {
      for (path, contents) in files(of: templates) {
        let url = staging.appendingPathComponent(path)
        try fileManager.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: url)
      }
    } catch {
      try? fileManager.removeItem(at: staging)
      throw .cannotWrite(folder.path, reason: FileSystemFailure.reason(error))
    }
    guard previous else {
      do {
        try fileManager.moveItem(at: staging, to: group)
      } catch {
        try? fileManager.removeItem(at: staging)
        throw .cannotWrite(group.path, reason: FileSystemFailure.reason(error))
      }
      return false
    }
    let retired = folder.appendingPathComponent(".\(groupName).replaced-\(UUID().uuidString)")
    do {
      try fileManager.moveItem(at: group, to: retired)
    } catch {
      try? fileManager.removeItem(at: staging)
      throw .cannotWrite(group.path, reason: FileSystemFailure.reason(error))
    }
    do {
      try fileManager.moveItem(at: staging, to: group)
    } catch {
      try? fileManager.moveItem(at: retired, to: group)
      try? fileManager.removeItem(at: staging)
      throw .cannotWrite(group.path, reason: FileSystemFailure.reason(error))
    }
    try? fileManager.removeItem(at: retired)
    return true
  }

  /// Removes the group `ribs` wrote in `folder`.
  ///
  /// - Parameters:
  ///   - folder: The folder the group is in.
  ///   - removingForeign: Whether to remove a group folder that `ribs` did not write.
  /// - Returns: The folder removed; `nil` when there was none.
  /// - Throws: ``XcodeTemplatesError`` with what to do.
  @discardableResult
  public static func uninstall(from folder: URL, removingForeign: Bool)
    throws(XcodeTemplatesError) -> URL?
  {
    let group = folder.appendingPathComponent(groupName)
    guard try existingGroup(group, allowingForeign: removingForeign, removing: true) else {
      return nil
    }
    do {
      try FileManager.default.removeItem(at: group)
    } catch {
      throw .cannotRemove(group.path, reason: FileSystemFailure.reason(error))
    }
    return group
  }

  /// Whether the group's folder exists, once it is known to be one `ribs` may replace or remove.
  private static func existingGroup(_ group: URL, allowingForeign: Bool, removing: Bool)
    throws(XcodeTemplatesError) -> Bool
  {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: group.path, isDirectory: &isFolder) else {
      return false
    }
    let ours =
      isFolder.boolValue
      && FileManager.default.fileExists(atPath: group.appendingPathComponent(markerName).path)
    if !ours, !allowingForeign {
      throw removing
        ? .foreignTemplatesNotRemoved(group.path) : .foreignTemplatesInTheWay(group.path)
    }
    return true
  }

  /// Makes `folder` and those above it, unless it exists.
  private static func makeFolder(_ folder: URL) throws(XcodeTemplatesError) {
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) {
      guard isFolder.boolValue else { throw .notAFolder(folder.path) }
      return
    }
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw .cannotWrite(folder.path, reason: FileSystemFailure.reason(error))
    }
  }
}
